#!/bin/sh
# The browser build and its tests, as CI runs them (one line of scripts/test.sh):
#   1. installs what is missing (as root: apt-get update, emscripten, chromium, dpkg-dev) and
#      puppeteer-core from npm into ${XDG_CACHE_HOME:-$HOME/.cache}/undergrid/web-npm;
#   2. builds SDL2, SDL2_ttf, FreeType, SDL2_image from Debian's sources (scripts/web-deps.sh,
#      cached by version);
#   3. builds the game with emcmake into build-web/ (undergrid.html, .js, .wasm, .data and the
#      node CLI);
#   4. runs the tests labelled web (the wasm hashes against the pinned ones, Chromium's e2e).
# Each step's time is printed. Extra arguments go to ctest. Without root and without emscripten
# or chromium installed, it says so in one sentence and stops (exit 0: nothing to test here).
#   scripts/web.sh --prepare   steps 1 and 2 only (scripts/test.sh runs it in the background
#                              while the other suites run)
set -eu
cd "$(dirname "$0")/.."
cache=${XDG_CACHE_HOME:-$HOME/.cache}/undergrid
# emcc's JavaScript tools require acorn, which Debian keeps in /usr/share/nodejs (a node not
# from Debian does not look there).
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
jobs=${UG_WEB_JOBS:-$(nproc 2>/dev/null || echo 2)}
t_all=$(date +%s)
t=$t_all
lap() {
    now=$(date +%s)
    echo "web: $1 took $((now - t)) s" >&2
    t=$now
}

missing=""
for p in emscripten chromium dpkg-dev; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        missing="$missing $p"
done
if [ -n "$missing" ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "web: not root and$missing not installed: the browser build is not tested here" >&2
        exit 0
    fi
    # (waiting for apt's lock: another script of ours may be installing at the same time)
    apt-get -o DPkg::Lock::Timeout=600 update >/dev/null
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y \
        --no-install-recommends $missing >/dev/null
fi
npm_dir="$cache/web-npm"
if [ ! -f "$npm_dir/node_modules/puppeteer-core/package.json" ]; then
    mkdir -p "$npm_dir"
    timeout 300 npm install --prefix "$npm_dir" --no-audit --no-fund --silent puppeteer-core@22 \
        >/dev/null 2>&1 || echo "web: puppeteer-core could not be installed (the e2e is skipped)" >&2
fi
lap "installing"

prefix=$(scripts/web-deps.sh | tail -n1)
export EM_CACHE="$cache/web-emcache" EM_FROZEN_CACHE=
lap "the dependencies ($prefix)"
if [ "${1:-}" = --prepare ]; then
    echo "web: prepared in $(($(date +%s) - t_all)) s" >&2
    exit 0
fi

nice -n 10 emcmake cmake -S . -B build-web -DCMAKE_BUILD_TYPE=Release -DUG_WEB_DEPS="$prefix" \
    -DUG_WEB_NPM="$npm_dir" -DUG_WERROR=ON >/dev/null
nice -n 10 cmake --build build-web --parallel "$jobs" --target undergrid undergrid-node
lap "building the game"

ctest --test-dir build-web --output-on-failure -L web "$@"
lap "the web tests"
echo "web: all steps took $(($(date +%s) - t_all)) s" >&2
