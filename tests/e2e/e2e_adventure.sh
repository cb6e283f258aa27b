#!/bin/sh
# End-to-end test of adventure's keys in the real window: start under Xvfb with a fixed seed,
# move with the arrows and the vi-keys (diagonals too), wait with `.`, open the inventory with
# `i`, eat the apple (Down, Enter, Enter), press `f` with no orb (the log says so), open the help
# and close it, and quit with Esc then y. Then a second run: pick up a Fire orb, aim it with `f`
# (the cursor starts on the rat), throw it with `f`, take the dagger off and wield it again
# through the inventory's verbs, and step with a click. Checks that the window answered every
# time (the screen changed), that the game exited with status 0 each time, and that the saves
# record what was done and replay.
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
mv "$SAVE" "$OUT/first-run.ugr"

# Seed "s287": the player arrives at (3,8) with a Fire orb at (7,8) and a rat coming.
UNDERGRID_SAY_LAYOUT=1 "$BIN" --mode adventure --seed s287 2>"$OUT/stderr2.txt" &
APP=$!
find_window
LAST=""
tile_centre() { # tile_centre X Y -> "px py" inside the window (floor coordinates)
    grep 'undergrid: board ' "$OUT/stderr2.txt" | tail -n 1 | awk -v tx="$1" -v ty="$2" '{
        bx = $3; by = $4; t = $8; cx = $10; cy = $11
        printf "%d %d\n", bx + (tx - cx) * t + int(t / 2), by + (ty - cy) * t + int(t / 2)
    }'
}
shot orb_start
k Right Right Right Right;    alive "to the orb"
k comma;                      alive "pick up";     shot orb_taken
k Right;                      alive "step";        shot orb_step
k f;                          alive "aim";         shot aim
k f;                          alive "throw";       shot thrown
k i;                          alive "items";       shot items2
k Return;                     alive "verbs";       shot dagger_verbs
# Only the verbs that apply are offered (issue 26): a wielded dagger's first is take off.
k Return;                     alive "removed";     shot dagger_removed
k i;                          alive "items again"; shot items3
k Return;                     alive "verbs again"; shot dagger_verbs2
k Return;                     alive "wielded";     shot dagger_wielded
set -- $(tile_centre 13 8)
[ $# -eq 2 ] || fail "the game did not say where its board is"
xdotool mousemove --window "$WID" "$1" "$2" click 1; alive "click"; shot clicked
k Escape;                     alive "quit dialog"; shot quit_dialog2
k y
wait_quit "after the second confirmation"
grep -q '^p$' "$SAVE" || fail "the second save has no pick-up"
grep -q '^t 0 0 ' "$SAVE" || fail "the second save has no orb thrown"
grep -qx 'u 0 5' "$SAVE" || fail "the second save has no dagger taken off"
grep -qx 'u 0 3' "$SAVE" || fail "the second save has no dagger wielded"
# The last action line (a record's or a save journal's: no other line starts with one letter).
last=$(awk '/^[mwdpuxtrzn]( |$)/ { last = $0 } END { print last }' "$SAVE")
[ "$last" = "m 1 0" ] || fail "the click did not step east"
"$BIN" replay "$SAVE" >"$OUT/replay2.txt" 2>&1 || fail "the second save does not replay"
echo "PASS: adventure's keys answered in the window and the save replays (screenshots in $OUT)"
exit 0
