#!/bin/sh
# End-to-end test of issue 14: the game played with a virtual gamepad alone (e2e_pad.c: the real
# window loop with SDL's virtual joystick, attached after the window opened) on a 1280x800 Xvfb
# screen, as a Steam Deck's. The program checks each step's frame itself and leaves screenshots.
#   e2e_pad.sh PROGRAM OUT_DIR          (exit 77: skipped)
set -u
PROG=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data"
XVFB_SCREEN=1280x800 start_xvfb 182 "$OUT/xvfb.log" "$OUT/data"
"$PROG" "$OUT" 2>"$OUT/stderr.txt" &
APP=$!
i=0
while kill -0 "$APP" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 1800 ] && fail "the pad's game did not end in 90 s"; sleep 0.05
done
wait "$APP"
STATUS=$?
APP=""
[ "$STATUS" = 0 ] || fail "the game played with the pad failed (status $STATUS)"
for f in pad-seed-keyboard pad-classic pad-cursed-examine; do
    [ -s "$OUT/$f.png" ] || fail "no screenshot $f.png"
done
echo "PASS: the game was played with the pad alone"
