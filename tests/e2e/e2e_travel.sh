#!/bin/sh
# End-to-end test of travel and auto-explore (issue 12) in the real window under Xvfb: classic
# seed 48213, the pointer over a far tile shows the path (the window changes), a click there
# travels (several moves from one click), x explores (more moves from one key), and after quitting
# the saved run holds those moves and replays to its own hash (`undergrid replay`).
#   e2e_travel.sh BINARY OUT_DIR
# Leaves the screenshots in OUT_DIR. Exit 77: skipped.
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 71 "$OUT/xvfb.log" "$OUT/data"
SAVE="$OUT/data/undergrid/undergrid/save-classic.ugr"

UNDERGRID_SAY_LAYOUT=1 "$BIN" --mode classic --seed 48213 --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window

tile_centre() { # tile_centre X Y -> "px py" inside the window (floor coordinates)
    grep 'undergrid: board ' "$OUT/stderr.txt" | tail -n 1 | awk -v tx="$1" -v ty="$2" '{
        bx = $3; by = $4; t = $8; cx = $10; cy = $11
        printf "%d %d\n", bx + (tx - cx) * t + int(t / 2), by + (ty - cy) * t + int(t / 2)
    }'
}

# The number of moves in the saved run (0 when there is none yet).
moves() {
    [ -f "$SAVE" ] || { echo 0; return; }
    awk '/^(actions|point) / { n = $2 } END { print n + 0 }' "$SAVE" # a record's or a journal's
}

shot start                                   # the player is at (18,4); a potion at (21,9)
xdotool mousemove --window "$WID" 5 5        # the pointer's first place chooses nothing
set -- $(tile_centre 21 9)
xdotool mousemove --window "$WID" "$1" "$2"; alive "hover"; shot preview
xdotool click 1; sleep 1.5; alive "travel"; shot travelled
xdotool key x; sleep 3; alive "explore"; shot explored
xdotool key Escape; sleep 0.2
xdotool key y
wait_quit "after the confirmation"

N=$(moves)
[ "${N:-0}" -ge 4 ] || fail "one click and one key played only ${N:-0} moves"
grep -q '^m ' "$SAVE" || fail "the saved run holds no moves"
"$BIN" replay "$SAVE" >"$OUT/replay.txt" 2>&1 || fail "the saved run does not replay: $(cat "$OUT/replay.txt")"
echo "PASS: a click travelled and x explored: $N moves saved, and they replay (screenshots in $OUT)"
exit 0
