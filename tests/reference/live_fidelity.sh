#!/bin/sh
# Fidelity beyond the fixtures: our `undergrid dump` against our node models of the originals
# (classic.mjs, simple.mjs) for seeds that no fixture holds, drawn afresh from SEED_BASE, so the
# claim "any seed gives the original's floor" is tried on new seeds every time the base moves.
#   live_fidelity.sh BINARY [COUNT]      (exit 77: skipped when node is not installed)
set -u
BIN=$1
COUNT=${2:-60}
HERE=$(dirname "$0")
command -v node >/dev/null 2>&1 || { echo "SKIP: node is not installed"; exit 77; }
# The reference scripts use ?? and top-level await (node 16 and later); Ubuntu 22.04's node 12
# cannot parse them, which is the machine's lack, not a fidelity failure.
major=$(node --version 2>/dev/null | sed -n 's/^v\([0-9][0-9]*\).*/\1/p')
if [ -z "$major" ] || [ "$major" -lt 16 ]; then
    echo "SKIP: node $(node --version 2>/dev/null) is older than 16, which the reference scripts need"
    exit 77
fi
fails=0
x=${SEED_BASE:-20261129}
next() { x=$(( (x * 1103515245 + 12345) % 4294967296 )); }

# classic: whole-number seeds over the whole 32-bit range, and the original's 1..100000.
i=0
while [ $i -lt "$COUNT" ]; do
    next
    seed=$x
    [ $((i % 2)) = 0 ] && seed=$((x % 100000 + 1))
    a=$("$BIN" dump --mode classic --seed "$seed")
    b=$(node "$HERE/classic.mjs" dump "$seed")
    if [ "$a" != "$b" ]; then
        echo "classic seed $seed differs:"; echo " ours: $a"; echo " node: $b"
        fails=$((fails + 1))
    fi
    i=$((i + 1))
done

# simple: text seeds, floors 0..12, each arriving on the stairs of the floor above.
i=0
while [ $i -lt $((COUNT / 3)) ]; do
    next
    seed="live-$x"
    floor=$((x % 13))
    a=$("$BIN" dump --mode simple --seed "$seed" --floor $floor)
    b=$(node "$HERE/simple.mjs" --dump "$seed" $floor)
    if [ "$a" != "$b" ]; then
        echo "simple seed '$seed' floor $floor differs"
        fails=$((fails + 1))
    fi
    i=$((i + 1))
done
[ $fails = 0 ] || { echo "FAIL: $fails floors differ from the reference models"; exit 1; }
echo "PASS: $COUNT classic and $((COUNT / 3)) simple floors equal the reference models"
