#!/bin/sh
# End-to-end test of issue 14 in the real window: a bindings.txt with an AZERTY preset, two
# rebound commands and a bad line, and a settings file asking for the deuteranopia palette and
# 150 % text. The bad line is reported with its number (stderr and the notice box), the rebound
# keys play (the save records what they did), the key that lost its command does nothing, the
# quit box answers y by character, and the files are left valid.
#   e2e_input.sh BINARY OUT_DIR          (exit 77: skipped)
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data/undergrid/undergrid"
DIR="$OUT/data/undergrid/undergrid"
printf 'undergrid-config 2\nfullscreen 0\nlanguage en\npalette deuteranopia\ntext-scale 150\n' \
    >"$DIR/config.txt"
printf 'undergrid-bindings 1\nkeyboard azerty\nwait pos:T\nmove-up-left pos:Q\nfly pos:P\n' \
    >"$DIR/bindings.txt"
start_xvfb 175 "$OUT/xvfb.log" "$OUT/data"

"$BIN" --mode adventure --seed abc --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window
k() { for key in "$@"; do xdotool key --window "$WID" "$key"; sleep 0.15; done; }

shot game
grep -q 'line 5: has an unknown command: "fly"' "$OUT/stderr.txt" ||
    fail "the bad line of bindings.txt was not reported with its number"
# The damaged bindings are said on screen too, in a notice that the first key closes.
k Return;        alive "the notice closed"
k t t;           alive "wait on T";     shot waited
k q;             alive "up-left on Q";  shot moved
k period;        alive "the old wait key"
k question;      alive "help";          shot help
k space;         alive "help closed"
k Escape;        alive "quit dialog"
k y
wait_quit "after y in the quit box"

SAVE="$DIR/save-adventure.ugr"
[ -f "$SAVE" ] || fail "no save was written"
[ "$(grep -cx "w" "$SAVE")" = 2 ] || fail "T did not wait twice, or . still waits"
grep -qx 'm -1 -1' "$SAVE" || fail "Q did not step up-left"
"$BIN" replay "$SAVE" >"$OUT/replay.txt" 2>&1 || fail "the save does not replay"
grep -q '^palette deuteranopia$' "$DIR/config.txt" || fail "the palette was forgotten"
grep -q '^text-scale 150$' "$DIR/config.txt" || fail "the text size was forgotten"
grep -q '^fly' "$DIR/bindings.txt" || fail "the player's bindings file was rewritten unasked"
echo "PASS: rebound keys played, the bad line was reported, the options held (shots in $OUT)"
