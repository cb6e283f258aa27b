#!/bin/sh
# End-to-end test of the cursed mode in the real window (issue 17): start under Xvfb with a fixed
# seed and an achievements file from an earlier run; close the intro, enter aim mode, use an orb
# through aim mode (wizard mode gives an Ice orb: two layers of Icy Armor), step onto the stairs
# and summon the boss (its cut-scene), examine it (n locks it), open the achievements (the one
# unlocked earlier is still there) and the help, quit through the confirmation; check it answered
# every time (the screen changed), exited with status 0 and kept the achievements file whole.
#   e2e_cursed.sh BINARY OUT_DIR
# Leaves the screenshots in OUT_DIR. Exit 77: skipped.
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data/undergrid/undergrid"
start_xvfb 90 "$OUT/xvfb.log" "$OUT/data"
ACH="$OUT/data/undergrid/undergrid/achievements-cursed.txt"
printf 'undergrid-achievements 1\nunlocked boss1Normal\n' >"$ACH"

# Seed 1234567890: the player starts with the stairs one step to the east.
"$BIN" --mode cursed --seed 1234567890 --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window
k() { xdotool key "$@"; sleep 0.1; }

shot intro                                             # the seed given: the intro at once
k space;            alive "intro";        shot game
k space;            alive "aim mode";     shot aim          # the Lump: range 2, no target
k Escape;           alive "normal mode";  shot normal
k asciitilde;       alive "wizard";       shot wizard
k 2;                alive "an Ice orb";   shot ice_orb
k space;            alive "aim the Ice";  shot aim_ice      # range 0: the player's own cell
k space;            alive "use the Ice";  shot armor        # two layers of Icy Armor
k l;                alive "to the stairs"; shot on_stairs
k space;            alive "summon";       shot boss_intro   # the guardian wakes
k space;            alive "fight";        shot boss_fight
k x;                alive "examine";      shot examine
k n;                alive "lock the boss"; shot examine_boss # [Tower Gargoyle][Lump][5]
k Escape;           alive "leave examine"; shot after_examine
k a;                alive "achievements"; shot achievements
k Escape;           alive "close achievements"; LAST=""
k question;         alive "help";         shot help
k Escape;           alive "close help";   LAST=""
k Escape;           alive "quit dialog";  shot quit_dialog
k y
wait_quit "after the confirmation"
grep -q '^unlocked boss1Normal$' "$ACH" || fail "the achievements file lost its unlock"
grep -q '^wizard$' "$OUT/data/undergrid/undergrid/save-cursed.ugr" ||
    fail "the saved run is not marked as a wizard's"
echo "PASS: cursed answered every command in the window and quit with status 0 (screenshots in $OUT)"
exit 0
