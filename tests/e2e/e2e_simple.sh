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
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 90 "$OUT/xvfb.log" "$OUT/data"

# Seed "e2e123": the yard's stairs are at (12,5), the player starts at (12,17); floor 1 is
# entered at (12,5), an apple lies at (14,7) and the stairs are at (42,7), with no rat on the way.
"$BIN" --mode simple --seed e2e123 --lang ja 2>"$OUT/stderr.txt" &
APP=$!
find_window
k() { xdotool key "$@"; sleep 0.05; }

shot start                                                         # (12,17)
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
wait_quit "after the confirmation"
grep -q "no font with Japanese" "$OUT/stderr.txt" && echo "note: no Japanese font on this system"
echo "PASS: simple answered every command in the window and quit with status 0 (screenshots in $OUT)"
exit 0
