#!/bin/sh
# End-to-end test of the simple mode in the real window, in Japanese: start under Xvfb with a
# fixed seed text, start with z, move diagonally (Shift + two arrows, and y u b n), go down the
# stairs, pick up an apple, open the inventory and its menu, eat it, walk on and go down again,
# take a screenshot with F12 and quit; check it answered every time (the screen changed) and
# exited with status 0.
#   e2e_simple.sh BINARY OUT_DIR
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

# Seed "e2e123": the yard's stairs are at (12,5), the player starts at (12,17); floor 1 is
# entered at (12,5), an apple lies at (14,7) and the stairs are at (42,7), with no rat on the way.
"$BIN" --mode simple --seed e2e123 --lang ja 2>"$OUT/stderr.txt" &
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
k() { xdotool key "$@"; sleep 0.05; }

shot title
k z;                          alive "start";       shot start      # (12,17)
xdotool keydown shift;        alive "shift";       shot shift_arrows
xdotool keydown Up key Right keyup Up keyup shift; alive "shift diagonal"; shot diagonal # (13,16)
k y;                          alive "y";           shot vi_y       # (12,15)
k u;                          alive "u";           shot vi_u       # (13,14)
k b;                          alive "b";           shot vi_b       # (12,15)
k n;                          alive "n";           shot vi_n       # (13,16)
k Left
for i in 1 2 3 4 5 6 7 8 9 10 11; do k Up; done                     # (12,5): the stairs
alive "walk";                                      shot on_stairs
k space;                      alive "descend";     shot floor1     # floor 1 at (12,5)
k n; k n;                     alive "to the apple"
k space;                      alive "pick up";     shot picked_up
k x;                          alive "inventory";   shot inventory
k z;                          alive "item menu";   shot item_menu
k Down;                       alive "menu down";   shot menu_put
k Up;                         alive "menu up";     shot menu_eat
k z;                          alive "eat";         shot ate
i=0; while [ $i -lt 31 ]; do k Right; i=$((i + 1)); done # (42,7): the stairs (a rat on the way costs 3 bumps)
alive "walk east";                                 shot floor1_stairs
k space;                      alive "descend 2";   shot floor2
k F12;                        alive "screenshot";  sleep 0.5
ls "$OUT"/data/undergrid/undergrid/undergrid-*.png >/dev/null 2>&1 || fail "F12 wrote no PNG"
k Escape;                     alive "quit dialog"; shot quit_dialog
k y
i=0
while kill -0 "$APP" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "the game did not quit after the confirmation"; sleep 0.05
done
wait "$APP"
STATUS=$?
APP=""
[ "$STATUS" = 0 ] || fail "the game exited with status $STATUS"
grep -q "no font with Japanese" "$OUT/stderr.txt" && echo "note: no Japanese font on this system"
echo "PASS: simple answered every command in the window and quit with status 0 (screenshots in $OUT)"
exit 0
