#!/bin/sh
# CI's Windows step (called by scripts/test.sh, after the Linux build-test tree exists): installs
# the cross tools, builds the SDL2 libraries for Windows (cached: scripts/windows-deps.sh),
# cross-builds the game with -Werror, packs the .zip and the NSIS installer with CPack, and plays
# the installer under Wine (ctest -L windows in build-test). Prints the minutes of each step.
#   scripts/windows.sh            all of it
#   UG_WINDOWS=0 scripts/windows.sh   skip it (one sentence)
# Packages: gcc/g++-mingw-w64-x86-64 (win32 threads: no libwinpthread DLL to ship),
# binutils-mingw-w64-x86-64, nsis, zip, dpkg-dev (apt-get source), fonts-dejavu-core, and
# wine + wine64 only: the game and the installer (NSIS's amd64 stubs) are 64-bit, so the i386
# architecture and wine32 are not needed.
set -eu
cd "$(dirname "$0")/.."
if [ "${UG_WINDOWS:-1}" = 0 ]; then
    echo "undergrid: UG_WINDOWS=0: the Windows build and its Wine test are skipped" >&2
    exit 0
fi
jobs=${UG_JOBS:-2}
build=build-windows
step_start=$(date +%s)
summary=""
# step NAME: ends the step begun at step_start, noting its time in the summary.
step() {
    now=$(date +%s)
    summary="$summary
  $1: $((now - step_start)) s"
    step_start=$now
}

packages="gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64-win32 binutils-mingw-w64-x86-64 nsis zip
          dpkg-dev fonts-dejavu-core wine wine64"
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        missing="$missing $p"
done
if [ -n "$missing" ]; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    echo "undergrid: installing$missing" >&2
    # The web step's preparation may be installing at the same time (scripts/test.sh runs it
    # in the background): wait for apt's locks rather than fail on them.
    $sudo apt-get -o DPkg::Lock::Timeout=600 update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -q \
        --no-install-recommends $missing >/dev/null
fi
step "packages"

prefix=$(scripts/windows-deps.sh) # (no pipe: its failure must stop this script)
prefix=$(echo "$prefix" | tail -n 1)
step "SDL2, SDL2_ttf, FreeType, SDL2_image for Windows"

cmake -S . -B "$build" -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release -DUG_WERROR=ON \
    -DUG_BUILD_TESTS=OFF -DUG_BUILD_EXAMPLES=OFF >/dev/null
nice -n 10 cmake --build "$build" --parallel "$jobs" --target undergrid >/dev/null
step "the game, cross-built"

(cd "$build" && cpack -G "ZIP;NSIS" >/dev/null)
installer=""
for f in "$build"/undergrid-*-win64.zip "$build"/undergrid-*-win64.exe; do
    echo "undergrid: $f: $(($(wc -c <"$f") / 1024)) KiB" >&2
    case $f in *.exe) installer=$PWD/$f ;; esac
done
step "the .zip and the installer"

[ -d build-test ] || {
    cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DUG_SANITIZE=ON -DUG_WERROR=ON >/dev/null
    nice -n 10 cmake --build build-test --parallel "$jobs" --target undergrid >/dev/null
}
cmake -S . -B build-test -DUG_WINDOWS_INSTALLER="$installer" >/dev/null
rc=0
ctest --test-dir build-test --output-on-failure -L windows -V >"$build/wine-test.log" 2>&1 || rc=$?
grep -E '^[0-9]+: (the|  |PASS|FAIL|SKIP)' "$build/wine-test.log" | sed 's/^[0-9]*: /undergrid: /' >&2 || true
[ $rc = 0 ] || { tail -n 60 "$build/wine-test.log" >&2; exit $rc; }
step "played under Wine"
echo "undergrid: the Windows step, in seconds:$summary" >&2
