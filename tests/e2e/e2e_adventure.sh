#!/bin/sh
# End-to-end test of adventure's keys in the real window: start under Xvfb with a fixed seed,
# move with the arrows and the vi-keys (diagonals too), wait with `.`, open the inventory with
# `i`, eat the apple (Down, Enter, Enter), press `f` with no orb (the log says so), open the help
# and close it, and quit with Esc then y. Checks that the window answered every time (the
# screen changed), that the game exited with status 0, and that the save it left records the
# moves, the wait and the apple eaten, and replays.
#   e2e_adventure.sh BINARY OUT_DIR
# Leaves the screenshots in OUT_DIR. Exit 77: skipped.
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 94 "$OUT/xvfb.log" "$OUT/data"

# Seed "hello": floor 1 opens in a small room with the arrival, an apple and a potion in it.
"$BIN" --mode adventure --seed hello 2>"$OUT/stderr.txt" &
APP=$!
find_window
k() { xdotool key "$@"; sleep 0.05; }

shot start
k Right;                      alive "right";       shot right
k y;                          alive "y";           shot vi_y       # up-left
k n;                          alive "n";           shot vi_n       # down-right
k period;                     alive "wait";        shot waited
k i;                          alive "inventory";   shot inventory
k Down;                       alive "choose";      shot apple
k Return;                     alive "verbs";       shot verbs
k Return;                     alive "eat";         shot ate
k f;                          alive "no orb";      shot no_orb
k question;                   alive "help";        shot help
k space;                      alive "help closed"; shot help_closed
k Escape;                     alive "quit dialog"; shot quit_dialog
k y
wait_quit "after the confirmation"

SAVE="$OUT/data/undergrid/undergrid/save-adventure.ugr"
[ -f "$SAVE" ] || fail "no save was written at $SAVE"
grep -qx 'm 1 0' "$SAVE" || fail "the save has no step right"
grep -qx 'm -1 -1' "$SAVE" || fail "the save has no step up-left (y)"
grep -qx 'm 1 1' "$SAVE" || fail "the save has no step down-right (n)"
grep -qx 'w' "$SAVE" || fail "the save has no wait (.)"
grep -q '^u 1 ' "$SAVE" || fail "the save has no use of the second item (the apple)"
"$BIN" replay "$SAVE" >"$OUT/replay.txt" 2>&1 || fail "the save does not replay: $(cat "$OUT/replay.txt")"
echo "PASS: adventure's keys answered in the window and the save replays (screenshots in $OUT)"
exit 0
