#!/bin/sh
# Builds Undergrid with AddressSanitizer and UndefinedBehaviorSanitizer (installing what is
# missing) and runs every test with CTest. Extra arguments go to ctest, e.g. -L core.
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh --test
cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DUG_SANITIZE=ON -DUG_WERROR=ON
cmake --build build-test --parallel
ctest --test-dir build-test --output-on-failure "$@"
