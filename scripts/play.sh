#!/bin/sh
# Builds Undergrid if needed (installing what is missing) and starts the game.
# Arguments are passed to the game, e.g.  scripts/play.sh --mode classic --seed 42
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DUG_BUILD_TESTS=OFF >/dev/null
cmake --build build --parallel >/dev/null
exec ./build/undergrid "$@"
