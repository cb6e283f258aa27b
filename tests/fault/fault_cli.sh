#!/bin/sh
# Fault tests of the headless commands against hostile files and concurrency (issue 9). Each
# check names the defect it guards against and fails if that defect returns.
#   fault_cli.sh BINARY WORKDIR
set -u
BIN=$1
W=$2
rm -rf "$W"
mkdir -p "$W"
cd "$W" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
# run SECONDS CMD...: the command's status, or 137 when it had to be killed (it blocked). A
# watchdog of our own: macOS has no timeout(1).
run() {
    t=$1
    shift
    "$@" >out.txt 2>err.txt &
    pid=$!
    (sleep "$t" && kill -9 $pid) >/dev/null 2>&1 &
    dog=$!
    wait $pid
    rc=$?
    kill $dog 2>/dev/null
    wait $dog 2>/dev/null
    echo $rc
}

# A FIFO as a replay: it waited forever with no message.
mkfifo fifo.ugr
rc=$(run 10 "$BIN" replay fifo.ugr)
[ "$rc" = 1 ] || fail "replay of a FIFO: status $rc (137: it blocked)"
grep -q "it is a FIFO, not a regular file" err.txt || fail "replay of a FIFO: $(cat err.txt)"

# /dev/zero as a replay: 272 MB were read before it was refused.
rc=$(run 10 "$BIN" replay /dev/zero)
[ "$rc" = 1 ] && grep -q "it is a device" err.txt || fail "replay /dev/zero: $rc $(cat err.txt)"

# A 1 GB sparse file: refused from its size, at once.
dd if=/dev/null of=sparse.ugr bs=1 seek=1073741824 2>/dev/null
rc=$(run 10 "$BIN" replay sparse.ugr)
[ "$rc" = 1 ] && grep -q "larger than the game accepts" err.txt ||
    fail "replay of a 1 GB file: $rc $(cat err.txt)"

PLAY="play --mode classic --seed 7 --bot random --turns 50"
# --record onto a FIFO, a symbolic link, a device: each was replaced by a regular file.
rc=$(run 10 "$BIN" $PLAY --record fifo.ugr)
[ "$rc" = 1 ] && [ -p fifo.ugr ] || fail "--record onto a FIFO: status $rc, or it was replaced"
grep -q "it is a FIFO, not a regular file; it was left as it is" err.txt ||
    fail "--record onto a FIFO said: $(cat err.txt)"
echo "the link's target" >target.txt
ln -s target.txt link.ugr
rc=$(run 10 "$BIN" $PLAY --record link.ugr)
[ "$rc" = 1 ] && [ -L link.ugr ] || fail "--record onto a symbolic link: status $rc, or replaced"
[ "$(cat target.txt)" = "the link's target" ] || fail "--record wrote through a symbolic link"
grep -q "symbolic link" err.txt || fail "--record onto a link said: $(cat err.txt)"
if mknod null.dev c 1 3 2>/dev/null; then # a device node of our own (root): never /dev's
    rc=$(run 10 "$BIN" $PLAY --record null.dev)
    [ "$rc" = 1 ] && [ -c null.dev ] || fail "--record onto a device: status $rc, or replaced"
    grep -q "it is a device" err.txt || fail "--record onto a device said: $(cat err.txt)"
else
    echo "note: not root, the device case is covered by io_test_file (/dev/null)"
fi

# Two `play --record same.ugr` at once: 7 of 60 pairs left a damaged file, both exiting 0.
i=0
while [ $i -lt 15 ]; do
    "$BIN" play --mode classic --seed 11 --bot random --turns 3000 --record same.ugr >/dev/null &
    a=$!
    "$BIN" play --mode classic --seed 12 --bot random --turns 3000 --record same.ugr >/dev/null &
    b=$!
    wait $a || fail "a concurrent play failed"
    wait $b || fail "a concurrent play failed"
    "$BIN" replay same.ugr >out.txt 2>err.txt || fail "pair $i left a damaged record: $(cat err.txt)"
    i=$((i + 1))
done
ls same.ugr.tmp* >/dev/null 2>&1 && fail "concurrent records left temporary files"

# A repeated option won silently; a bare -- was "the option -- needs a value".
rc=$(run 10 "$BIN" dump --mode classic --seed 1 --seed 2)
[ "$rc" = 2 ] && grep -q "the option --seed is given twice" err.txt ||
    fail "a repeated option: $rc $(cat err.txt)"
rc=$(run 10 "$BIN" dump --mode classic --seed 1 --)
[ "$rc" = 2 ] && grep -q "'--' is not an option of 'dump'" err.txt ||
    fail "a bare --: $rc $(cat err.txt)"

# A seed that is not UTF-8 was printed raw inside JSON.
bad=$(printf 'seed\377\376')
rc=$(run 10 "$BIN" play --mode simple --seed "$bad" --bot random --turns 10)
[ "$rc" = 2 ] && grep -q "not UTF-8" err.txt || fail "a non-UTF-8 seed: $rc $(cat err.txt)"
printf 'undergrid-replay 2\nmode simple\nseed ab\377\nactions 0\n' >latin.ugr
"$BIN" replay latin.ugr >out.txt 2>err.txt
if [ -s out.txt ]; then
    grep -q '"seed":"ab\\ufffd"' out.txt || fail "a record's non-UTF-8 seed in JSON: $(cat out.txt)"
fi
echo "PASS: hostile files, concurrent records and options"
