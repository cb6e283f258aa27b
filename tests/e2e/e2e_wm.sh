#!/bin/sh
# End-to-end test under a real window manager (openbox), where full screen and closing the
# window go through the manager as on a desktop: F11 fills the screen and gives the window back;
# the size the player chose is remembered for the next start; closing the window from the window
# manager (as its close button does) quits with status 0 and keeps the run.
#   e2e_wm.sh BINARY OUT_DIR     (exit 77: skipped when Xvfb, xdotool, openbox or wmctrl is missing)
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools
for tool in openbox wmctrl; do
    command -v "$tool" >/dev/null 2>&1 || { echo "SKIP: $tool is not installed"; exit 77; }
done
rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 130 "$OUT/xvfb.log" "$OUT/data"
openbox >"$OUT/openbox.log" 2>&1 &
WM=$!
trap 'kill $WM 2>/dev/null; cleanup' EXIT INT TERM
sleep 0.5
SAVE="$OUT/data/undergrid/undergrid/save-classic.ugr"

# size: the game window's width x height, as the X server sees it.
size() { xdotool getwindowgeometry "$WID" | sed -n 's/^ *Geometry: //p'; }
# wait_size WxH: up to 5 s for the window to take that size (a busy machine is slow to resize).
wait_size() {
    i=0
    while [ "$(size)" != "$1" ] && [ $i -lt 50 ]; do i=$((i + 1)); sleep 0.1; done
    [ "$(size)" = "$1" ]
}

"$BIN" --mode classic --seed 48213 --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window
xdotool key --window "$WID" space
sleep 0.3
windowed=$(size)
xdotool key --window "$WID" F11
wait_size 1366x768 || fail "F11 did not fill the 1366x768 screen (the window is $(size))"
shot fullscreen
xdotool key --window "$WID" F11
wait_size "$windowed" || fail "F11 again did not give back the $windowed window ($(size))"
shot windowed

# The player's own size: remembered at the next start.
xdotool windowsize "$WID" 800 450
wait_size 800x450 || fail "the window did not take the size 800x450 ($(size))"
xdotool key --window "$WID" period period
sleep 0.3
# Close through the window manager, as its close button does (WM_DELETE_WINDOW).
wmctrl -c Undergrid
wait_quit "when the window manager closed its window"
[ -f "$SAVE" ] || fail "closing the window lost the run (no $SAVE)"

"$BIN" --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window
wait_size 800x450 || fail "the window size was not remembered (it opened at $(size))"
shot remembered
wmctrl -c Undergrid
wait_quit "at the title when the window manager closed its window"
echo "PASS: full screen, remembered size and closing under a window manager"
