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
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null 2>&1 || { echo "SKIP: $tool is not installed"; exit 77; }
done
HAVE_IMPORT=0
command -v import >/dev/null 2>&1 && HAVE_IMPORT=1

rm -rf "$OUT"
mkdir -p "$OUT/data"
fail() {
    echo "FAIL: $*"
    [ -f "$OUT/stderr.txt" ] && sed 's/^/  app: /' "$OUT/stderr.txt"
    exit 1
}

# A free display number.
N=90
while [ -e "/tmp/.X11-unix/X$N" ] || [ -e "/tmp/.X$N-lock" ]; do N=$((N + 1)); done
Xvfb ":$N" -screen 0 1366x768x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
XVFB=$!
APP=""
cleanup() {
    [ -n "$APP" ] && kill "$APP" 2>/dev/null
    kill "$XVFB" 2>/dev/null
    wait 2>/dev/null
}
trap cleanup EXIT INT TERM
i=0
while [ ! -e "/tmp/.X11-unix/X$N" ]; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "Xvfb did not start"; sleep 0.05
done
export DISPLAY=":$N"
export XDG_DATA_HOME="$OUT/data" # a fresh pref path: default settings, screenshots land here
unset UNDERGRID_DATA_DIR SDL_VIDEODRIVER

"$BIN" --seed 48213 --lang en 2>"$OUT/stderr.txt" &
APP=$!
WID=$(timeout 10 xdotool search --sync --onlyvisible --name '^Undergrid$' | head -n 1)
[ -n "$WID" ] || fail "no window titled Undergrid appeared"
xdotool windowfocus --sync "$WID" 2>/dev/null || true
sleep 0.3

# shot NAME: the window's pixels to NAME.png (for people) and NAME.rgb (to compare).
LAST=""
shot() {
    sleep 0.25
    if [ $HAVE_IMPORT = 1 ]; then
        import -window "$WID" "$OUT/$1.png" || fail "cannot screenshot $1"
        import -window "$WID" -depth 8 "rgb:$OUT/$1.rgb" || fail "cannot screenshot $1"
        if [ -n "$LAST" ] && cmp -s "$OUT/$LAST.rgb" "$OUT/$1.rgb"; then
            fail "the window did not change between $LAST and $1"
        fi
    fi
    LAST=$1
}
alive() { kill -0 "$APP" 2>/dev/null || fail "the game exited early ($1)"; }

# The window's size gives the layout: the same arithmetic as src/view/layout.c.
eval "$(xdotool getwindowgeometry --shell "$WID")"
tile_centre() { # tile_centre X Y -> "px py" inside the window
    awk -v W="$WIDTH" -v H="$HEIGHT" -v tx="$1" -v ty="$2" 'function r(v) { return int(v + 0.5) }
    BEGIN {
        s = W / 640; if (H / 360 < s) s = H / 360
        cw = r(640 * s); if (cw > W) cw = W; ch = r(360 * s); if (ch > H) ch = H
        cx = int((W - cw) / 2); cy = int((H - ch) / 2)
        ax = cx + r(6 * s); ay = cy + r(6 * s); aw = cx + r(518 * s) - ax; ah = cy + r(262 * s) - ay
        t = int(aw / 32); if (int(ah / 16) < t) t = int(ah / 16)
        bx = ax + int((aw - 32 * t) / 2); by = ay + int((ah - 16 * t) / 2)
        printf "%d %d\n", bx + tx * t + int(t / 2), by + ty * t + int(t / 2)
    }'
}

shot title
xdotool key space;  alive "start";   shot start     # seed 48213: the player is at (18,4)
xdotool key Right;  alive "move";    shot moved     # (19,4)
xdotool key d;      alive "move d";  shot moved_d   # (20,4)
xdotool key period; alive "wait";    shot waited
set -- $(tile_centre 20 4)                          # a click on yourself waits
xdotool mousemove --window "$WID" "$1" "$2" click 1; alive "click wait"; shot click_wait
set -- $(tile_centre 15 4)                          # a click to the west steps west: (19,4)
xdotool mousemove --window "$WID" "$1" "$2" click 1; alive "click step"; shot click_step
xdotool key h;      alive "move h";  shot game      # (18,4): the README's picture
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
i=0
while kill -0 "$APP" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "the game did not quit after the confirmation"; sleep 0.05
done
wait "$APP"
STATUS=$?
APP=""
[ "$STATUS" = 0 ] || fail "the game exited with status $STATUS"
grep -q '^undergrid-config 1$' "$OUT/data/undergrid/undergrid/config.txt" ||
    fail "the settings were not saved"
grep -q "screenshot" "$OUT/stderr.txt" || fail "the screenshot was not reported"
echo "PASS: window answered every command and quit with status 0 (screenshots in $OUT)"
exit 0
