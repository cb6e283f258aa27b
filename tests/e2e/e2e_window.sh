#!/bin/sh
# End-to-end test of the game window: start the real binary under Xvfb, find the window by its
# title, start a game with a fixed seed, move, wait, click to step, open help and history, take
# a screenshot with F12, quit through the confirmation, and check it answered every time (the
# screen changed) and exited with status 0.
#   e2e_window.sh BINARY OUT_DIR
# Leaves the screenshots in OUT_DIR (game.png is the README's picture). Exit 77: skipped.
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 90 "$OUT/xvfb.log" "$OUT/data"

UNDERGRID_SAY_LAYOUT=1 "$BIN" --mode classic --seed 48213 --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window

# The game says where its board is (UNDERGRID_SAY_LAYOUT=1): the last "board X Y W H tile T
# camera CX CY" line on its stderr.
tile_centre() { # tile_centre X Y -> "px py" inside the window (floor coordinates)
    grep 'undergrid: board ' "$OUT/stderr.txt" | tail -n 1 | awk -v tx="$1" -v ty="$2" '{
        bx = $3; by = $4; t = $8; cx = $10; cy = $11
        printf "%d %d\n", bx + (tx - cx) * t + int(t / 2), by + (ty - cy) * t + int(t / 2)
    }'
}

shot start                                          # seed 48213: the player is at (18,4)
xdotool key Right;  alive "move";    shot moved     # (19,4)
xdotool key d;      alive "move d";  shot moved_d   # (20,4)
xdotool key period; alive "wait";    shot waited
set -- $(tile_centre 20 4)                          # a click on yourself waits
xdotool mousemove --window "$WID" "$1" "$2" click 1; alive "click wait"; shot click_wait
set -- $(tile_centre 19 3)                          # a click next to you steps: (20,3)
xdotool mousemove --window "$WID" "$1" "$2" click 1; alive "click step"; shot click_step
xdotool key s;      alive "move s";  shot moved_s   # (20,4)
xdotool key h;      alive "move h";  shot game      # (19,4): the README's picture
xdotool key question; alive "help";  shot help
xdotool key x;      alive "close help"; shot help_closed
xdotool key Tab;    alive "history"; shot history
xdotool key Tab;    alive "close history"; LAST=""
xdotool key F12;    alive "screenshot"; sleep 0.5
ls "$OUT"/data/undergrid/undergrid/undergrid-*.png >/dev/null 2>&1 || fail "F12 wrote no PNG"
xdotool key Escape; alive "quit dialog"; shot quit_dialog
xdotool key n;      alive "keep playing"; shot kept
xdotool key Escape; sleep 0.2
xdotool key y
wait_quit "after the confirmation"
grep -q '^undergrid-config 1$' "$OUT/data/undergrid/undergrid/config.txt" ||
    fail "the settings were not saved"
grep -q "screenshot" "$OUT/stderr.txt" || fail "the screenshot was not reported"
echo "PASS: window answered every command and quit with status 0 (screenshots in $OUT)"
exit 0
