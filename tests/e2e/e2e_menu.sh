#!/bin/sh
# End-to-end test of the title menu: start the real binary with no option (as the desktop file
# does), reach every playable mode from the menu with a typed seed, go back to the menu from
# each game (the run is saved), change the language in Options (remembered in the settings),
# and quit from the menu. The game says where its board is (UNDERGRID_SAY_LAYOUT=1), which
# proves a game is on screen.
#   e2e_menu.sh BINARY OUT_DIR          (exit 77: skipped)
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 130 "$OUT/xvfb.log" "$OUT/data"
DIR="$OUT/data/undergrid/undergrid"

UNDERGRID_SAY_LAYOUT=1 "$BIN" --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window
xdotool mousemove --window "$WID" 1 1
k() { for key in "$@"; do xdotool key --window "$WID" "$key"; sleep 0.15; done; }
boards() { grep -c 'undergrid: board ' "$OUT/stderr.txt"; }

shot title
# The modes page lists adventure first; the playable ones follow (classic, simple, ...).
row=1
for mode in classic simple; do
    seed=$row$row$row$row                     # a number fits every mode's rules
    before=$(boards)
    [ "$row" -gt 1 ] && k Down                # a run saved: the menu starts on its Continue
    k Return                                  # New game
    i=0; while [ $i -lt $row ]; do k Down; i=$((i + 1)); done # past adventure (and classic)
    k Return                                  # the mode
    xdotool type --window "$WID" "$seed"; sleep 0.2
    k Return                                  # Start
    alive "start $mode"; shot "game_$mode"
    [ "$(boards)" -gt "$before" ] || fail "no $mode game appeared from the menu"
    k period
    k Escape m                                # the quit box's M: back to the menu, saved
    alive "menu after $mode"; shot "menu_after_$mode"
    [ -f "$DIR/save-$mode.ugr" ] || fail "the $mode run was not saved on going back to the menu"
    grep -q "^seed $seed\$" "$DIR/save-$mode.ugr" || fail "the typed seed was not used ($mode)"
    row=$((row + 1))
done
# Options: two Continue rows, New game, then Options.
k Down Down Down Return Right
alive "options"; shot options
k Escape
grep -q '^language es$' "$DIR/config.txt" || fail "the language chosen was not remembered"
k Escape y
wait_quit "from the menu"
echo "PASS: every playable mode started from the menu with a typed seed (screenshots in $OUT)"
exit 0
