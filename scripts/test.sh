#!/bin/sh
# Builds Undergrid with AddressSanitizer and UndefinedBehaviorSanitizer (installing what is
# missing) and runs every test with CTest. Extra arguments go to ctest, e.g. -L core; with none,
# the whole suite runs and then:
#   - determinism across builds: the pinned game hashes, fidelity fixtures and golden commands
#     again in a gcc -O3 build and a clang -O2 build (the sanitizer build is -O0), so a compiler
#     or flag that changes play is caught;
#   - the fuzz targets under libFuzzer, UG_FUZZ_SECONDS each (default 60; 0 skips them).
set -eu
cd "$(dirname "$0")/.."
started=$(date +%s)
scripts/deps.sh --test
# The browser build's dependencies (scripts/web.sh --prepare: Emscripten, Chromium and SDL2 & co
# cross-built once into a cache, niced) are made in the background while the suites below run;
# the web step at the end waits for them. Their log: build-web-prepare.log.
if [ $# -eq 0 ]; then
    scripts/web.sh --prepare >build-web-prepare.log 2>&1 &
    web_prepare=$!
    echo "undergrid: the web build's dependencies are prepared in the background (log: build-web-prepare.log)" >&2
fi
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DUG_SANITIZE=ON -DUG_WERROR=ON
cmake --build build-test --parallel "$jobs"
ctest --test-dir build-test --output-on-failure "$@"
[ $# -eq 0 ] || exit 0
scripts/windows.sh # the Windows game: cross-built, packed, played under Wine (issue 29)

# The tests whose answers are pinned: they must give the same answers in every build.
pinned='determinism|fidelity|golden|replay_v1|play_record|replay_record|cursed|rot_|simple_random|kaplay'
for build in gcc-O3 clang-O2; do
    case $build in
        gcc-O3) cc=gcc type=Release ;;
        clang-O2) cc=clang type=RelWithDebInfo ;;
    esac
    echo "undergrid: the pinned results again in a $build build" >&2
    CC=$cc cmake -S . -B "build-test-$build" -DCMAKE_BUILD_TYPE=$type -DUG_BUILD_APP=OFF \
        -DUG_WERROR=ON >/dev/null
    cmake --build "build-test-$build" --parallel "$jobs" >/dev/null
    ctest --test-dir "build-test-$build" --output-on-failure -R "$pinned" -E live
done

seconds=${UG_FUZZ_SECONDS:-60}
if [ "$seconds" -gt 0 ]; then
    echo "undergrid: fuzzing each reader for $seconds s" >&2
    CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Debug -DUG_SANITIZE=ON -DUG_FUZZ=ON \
        -DUG_FUZZ_SECONDS="$seconds" >/dev/null
    cmake --build build-fuzz --parallel "$jobs" --target fuzz_record fuzz_catalog fuzz_config fuzz_monkey fuzz_snapshot \
        >/dev/null
    ctest --test-dir build-fuzz --output-on-failure -L fuzz-run
fi

# The browser build (Emscripten) and its tests in headless Chromium (label web) come last, once
# their dependencies (started in the background above) are ready; a failure there fails the run.
echo "undergrid: waiting for the web build's dependencies" >&2
if wait "$web_prepare"; then
    cat build-web-prepare.log >&2
else
    cat build-web-prepare.log >&2
    echo "undergrid: preparing the web build failed (its log is above, and in build-web-prepare.log)" >&2
    exit 1
fi
scripts/web.sh
echo "undergrid: the whole run took $((($(date +%s) - started) / 60)) minutes" >&2
