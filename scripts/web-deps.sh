#!/bin/sh
# Builds SDL2, FreeType, SDL2_ttf and SDL2_image for the browser (Emscripten) from Debian's
# source packages, once, into a cached prefix, and prints that prefix on stdout (the last line).
#
#   scripts/web-deps.sh            the prefix, built if missing
#   scripts/web-deps.sh --env      also: lines `export EM_CACHE=...` etc. for `eval`
#
# Why Debian's sources: Emscripten's own "ports" (-sUSE_SDL=2) download from the internet, which
# CI cannot. The prefix is named after the source versions and Emscripten's, so a new Debian
# version builds a new prefix and an unchanged one is used as it is:
#   ${XDG_CACHE_HOME:-$HOME/.cache}/undergrid/web-<versions>
# Emscripten's system libraries (libc, ...) live in a writable cache next to the prefix,
#   ${XDG_CACHE_HOME:-$HOME/.cache}/undergrid/web-emcache
# (Debian's emscripten freezes its own cache), seeded with the ones Debian ships prebuilt in
# /usr/share/emscripten/cache: without them every configure check of SDL's first waited for a
# libc built from source, which was most of a cold build (issue 30). Only what Debian lacks is
# built there. Each library builds only what the game uses (no tests, no samples, none of
# SDL's unused subsystems or drivers), and each step's wall and CPU time is printed.
# Needs: emscripten, dpkg-dev (apt-get source) and a deb-src line for the running suite (added
# here when run as root). Built with `nice` and UG_WEB_JOBS jobs (default: the cores).
set -eu
cache=${XDG_CACHE_HOME:-$HOME/.cache}/undergrid
# emcc's JavaScript tools require acorn, which Debian keeps in /usr/share/nodejs (a node not
# from Debian does not look there).
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
jobs=${UG_WEB_JOBS:-$(nproc 2>/dev/null || echo 2)}
export EM_CACHE="$cache/web-emcache"
export EM_FROZEN_CACHE= # empty: false (Debian's config freezes the cache; ours is writable)
mkdir -p "$cache" "$EM_CACHE"
say() { echo "web-deps: $*" >&2; }

# Debian's prebuilt system libraries into our cache, once (not the LTO, PIC and threaded
# variants, ~600 MB the game never links). A library a flag of ours needs and Debian lacks is
# then built by emcc on first use, as before.
debian_cache=/usr/share/emscripten/cache
if [ ! -f "$EM_CACHE/.seeded" ] && [ -d "$debian_cache/sysroot/lib/wasm32-emscripten" ]; then
    say "seeding $EM_CACHE with Debian's prebuilt system libraries"
    rm -rf "$EM_CACHE.tmp"
    mkdir -p "$EM_CACHE.tmp/sysroot/lib/wasm32-emscripten"
    for f in "$debian_cache"/sysroot/*; do
        [ "${f##*/}" = lib ] || cp -a "$f" "$EM_CACHE.tmp/sysroot/"
    done
    for f in "$debian_cache"/sysroot/lib/*; do
        [ "${f##*/}" = wasm32-emscripten ] || cp -a "$f" "$EM_CACHE.tmp/sysroot/lib/"
    done
    for f in "$debian_cache"/sysroot/lib/wasm32-emscripten/*; do
        case ${f##*/} in lto | lto-pic | pic | *-mt*) continue ;; esac
        cp -a "$f" "$EM_CACHE.tmp/sysroot/lib/wasm32-emscripten/"
    done
    for f in sysroot_install.stamp sanity.txt; do
        if [ -f "$debian_cache/$f" ]; then cp -a "$debian_cache/$f" "$EM_CACHE.tmp/"; fi
    done
    rm -rf "$EM_CACHE"
    mv "$EM_CACHE.tmp" "$EM_CACHE"
    touch "$EM_CACHE/.seeded"
fi

# A deb-src line for the suites of the deb lines, when there is none (as root only).
have_src() { apt-cache showsrc libsdl2 2>/dev/null | grep -q '^Version:'; }
if ! have_src; then
    if [ "$(id -u)" -ne 0 ]; then
        say "no deb-src line for libsdl2 and not root: add one for your suite and run again"
        exit 1
    fi
    say "adding the deb-src lines (/etc/apt/sources.list.d/undergrid-src.sources)"
    # The deb822 files: the same entries with Types: deb-src.
    out=/etc/apt/sources.list.d/undergrid-src.sources
    for f in /etc/apt/sources.list.d/*.sources; do
        if [ -f "$f" ] && [ "$f" != "$out" ]; then
            sed -n 's/^Types:.*deb.*/Types: deb-src/;p' "$f"
            echo
        fi
    done >"$out.tmp"
    mv "$out.tmp" "$out"
    # The one-line format: each `deb` line again as `deb-src`.
    [ -f /etc/apt/sources.list ] &&
        sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list \
            >/etc/apt/sources.list.d/undergrid-src.list
    apt-get -o DPkg::Lock::Timeout=600 update >/dev/null
fi

srcver() { apt-cache showsrc "$1" | sed -n 's/^Version: //p' | sort -V | tail -n1; }
v_sdl=$(srcver libsdl2)
v_ft=$(srcver freetype)
v_ttf=$(srcver libsdl2-ttf)
v_img=$(srcver libsdl2-image)
v_em=$(emcc --version | sed -n '1s/.* \([0-9][0-9.]*\) .*/\1/p')
key=$(printf 'sdl%s-ft%s-ttf%s-img%s-em%s' "$v_sdl" "$v_ft" "$v_ttf" "$v_img" "$v_em" |
    tr -c 'A-Za-z0-9.+\n-' '_')
prefix="$cache/web-$key"
if [ -f "$prefix/.done" ]; then
    [ "${1:-}" = --env ] && echo "export EM_CACHE='$EM_CACHE' EM_FROZEN_CACHE="
    echo "$prefix"
    exit 0
fi

say "building into $prefix (a cold cache takes a few minutes)"
started=$(date +%s)
work="$cache/web-build-$key"
rm -rf "$work" "$prefix"
mkdir -p "$work" "$prefix"
cd "$work"
for p in libsdl2 freetype libsdl2-ttf libsdl2-image; do
    apt-get source --download-only "$p" >/dev/null 2>&1 || apt-get source -d "$p" >/dev/null
done
for dsc in *.dsc; do dpkg-source -x --skip-patches "$dsc" >/dev/null 2>&1 || dpkg-source -x "$dsc" >/dev/null; done

# One CMake project into the prefix, static, Release; find_package looks only in the prefix.
# Each step's wall and CPU time goes to stderr (GNU time when there is one).
timed() {
    what=$1
    shift
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -o "time-$what" -f "%e s wall, %U+%S s CPU" "$@" || return 1
        # (to the terminal's stderr, fd 3: the step's own output goes to its log)
        say "  $what: $(tail -n1 "time-$what")" 2>&3
    else
        "$@"
    fi
}
exec 3>&2
build() {
    name=$1
    dir=$2
    shift 2
    say "$name"
    log="$work/build-$name.log"
    # Ninja when there is one (one process per file, no recursive make).
    gen=""
    if command -v ninja >/dev/null 2>&1; then gen="-GNinja"; fi
    # shellcheck disable=SC2086
    timed "$name-configure" nice -n 10 emcmake cmake $gen -S "$dir" -B "build-$name" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" -DBUILD_SHARED_LIBS=OFF \
        "$@" >"$log" 2>&1 || failed "$name"
    timed "$name-build" nice -n 10 cmake --build "build-$name" --parallel "$jobs" >>"$log" 2>&1 ||
        failed "$name"
    cmake --install "build-$name" >>"$log" 2>&1 || failed "$name"
}
failed() {
    tail -n 40 "$log" >&2
    say "$1 failed (its whole log: $log)"
    exit 1
}
src() { find . -maxdepth 1 -type d -name "$1-[0-9]*" | head -n1; }
# SDL2: video (the canvas, GLES2 renderer), events, audio, joystick/gamepad, timers,
# filesystem (SDL_GetPrefPath), locale; none of haptic, power, sensor, HIDAPI, misc, loadso,
# the dummy/disk/offscreen drivers, desktop OpenGL, tests.
build sdl2 "$(src libsdl2)" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DSDL2_DISABLE_SDL2MAIN=ON -DSDL_INSTALL_TESTS=OFF -DSDL_HAPTIC=OFF -DSDL_POWER=OFF \
    -DSDL_SENSOR=OFF -DSDL_HIDAPI=OFF -DSDL_MISC=OFF -DSDL_LOADSO=OFF -DSDL_DISKAUDIO=OFF \
    -DSDL_DUMMYAUDIO=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF -DSDL_OPENGL=OFF \
    -DSDL_VIRTUAL_JOYSTICK=OFF -DSDL_CCACHE=OFF
# FreeType: TrueType fonts only (no zlib, bzip2, PNG, HarfBuzz or Brotli to build first).
build freetype "$(src freetype)" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
build sdl2_ttf "$(src libsdl2-ttf)" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF \
    -DSDL2TTF_SAMPLES=OFF
# PNG only, through the stb_image reader inside SDL2_image (no libpng, no zlib to build).
build sdl2_image "$(src libsdl2-image)" -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_BACKEND_STB=ON \
    -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF \
    -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_BMP=OFF \
    -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_LBM=OFF -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNM=OFF \
    -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_XCF=OFF \
    -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF
cd "$cache"
rm -rf "$work"
touch "$prefix/.done"
say "built in $(($(date +%s) - started)) s of wall time"
[ "${1:-}" = --env ] && echo "export EM_CACHE='$EM_CACHE' EM_FROZEN_CACHE="
echo "$prefix"
