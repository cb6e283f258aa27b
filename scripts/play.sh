#!/bin/sh
# Builds Undergrid if needed (installing what is missing) and starts the game.
# Arguments are passed to the game, e.g.  scripts/play.sh --mode classic --seed 42
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh
mkdir -p build
log=build/build.log
if [ ! -x build/undergrid ]; then
    echo "undergrid: building the game (the first time takes about a minute)..." >&2
fi
if ! { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DUG_BUILD_TESTS=OFF &&
    cmake --build build --parallel; } >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "undergrid: the build failed; the whole log is in $log" >&2
    exit 1
fi
exec ./build/undergrid "$@"
