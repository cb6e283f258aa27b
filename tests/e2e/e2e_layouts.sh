#!/bin/sh
# End-to-end test of issue 14's "a player on AZERTY, QWERTZ or Dvorak plays without touching a
# config file": for each layout, X's keyboard is set to it (setxkbmap) before the game starts
# with no settings at all. Then:
#   - the keys under the fingers where QWERTY has W A S D move (xdotool types each layout's own
#     letter there: z q s d on AZERTY, w a s d on QWERTZ, , a o e on Dvorak), and the save
#     records the four steps in order;
#   - ? opens the help wherever the layout puts it (Shift+, on AZERTY, Shift+ß on QWERTZ);
#   - y answers the quit box by its character (on Dvorak it is where QWERTY has T);
#   - Options -> Keys names the keyboard the system has: rebinding "Move up" to the same key
#     writes bindings.txt, which says that keyboard and the place pos:W.
#   e2e_layouts.sh BINARY OUT_DIR          (exit 77: skipped)
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools
command -v setxkbmap >/dev/null 2>&1 || { echo "SKIP: setxkbmap is not installed"; exit 77; }

rm -rf "$OUT"
mkdir -p "$OUT"
XVFB_ARGS=-noreset
start_xvfb 185 "$OUT/xvfb.log" "$OUT/data"
k() { for key in "$@"; do xdotool key --window "$WID" "$key"; sleep 0.15; done; }

# layout variant preset up left down right
play_layout() {
    LAYOUT=$1 VARIANT=$2 PRESET=$3
    rm -rf "$OUT/data"
    mkdir -p "$OUT/data"
    if [ "$VARIANT" = - ]; then setxkbmap "$LAYOUT"; else setxkbmap "$LAYOUT" -variant "$VARIANT"; fi ||
        fail "setxkbmap $LAYOUT $VARIANT failed"
    DIR="$OUT/data/undergrid/undergrid"

    # Seed 48213: the player starts at (18,4) with floor east, west and south of it.
    "$BIN" --mode classic --seed 48213 --lang en 2>"$OUT/stderr.txt" &
    APP=$!
    find_window
    LAST=""
    shot "$PRESET-start"
    k "$7";        alive "$PRESET right"; shot "$PRESET-right"
    k "$5";        alive "$PRESET left";  shot "$PRESET-left"
    k "$6";        alive "$PRESET down";  shot "$PRESET-down"
    k "$4";        alive "$PRESET up";    shot "$PRESET-up"
    k question;    alive "$PRESET help";  shot "$PRESET-help"   # wherever the layout puts ?
    k Escape;      alive "$PRESET help closed"; shot "$PRESET-help-closed"
    k Escape;      alive "$PRESET quit box"
    k y
    wait_quit "after y in the quit box on $PRESET"
    SAVE="$DIR/save-classic.ugr"
    [ -f "$SAVE" ] || fail "$PRESET: no save was written"
    MOVES=$(grep '^m ' "$SAVE" | tr '\n' ';')
    [ "$MOVES" = "m 1 0;m -1 0;m 0 1;m 0 -1;" ] ||
        fail "$PRESET: the keys at the WASD places did not move right, left, down, up (the save has: $MOVES)"

    # Options -> Keys (a pref path of its own: no saved game adds a Continue row to the menu):
    # Enter on "Move up", then the key at QWERTY's W place.
    KEYS_DATA="$OUT/data/keys"
    mkdir -p "$KEYS_DATA"
    XDG_DATA_HOME="$KEYS_DATA" "$BIN" --lang en 2>"$OUT/stderr.txt" &
    APP=$!
    find_window
    k Down Return;            alive "$PRESET options"
    k Up Up Return;           alive "$PRESET keys"   # Keys... is the row above Back
    LAST=""
    shot "$PRESET-keys"
    k Return;                 alive "$PRESET waiting for a key"
    k "$4";                   alive "$PRESET rebound"
    k Escape Escape;          alive "$PRESET back to the menu"
    k Escape;                 alive "$PRESET quit box"
    k y
    wait_quit "from the title menu on $PRESET"
    FILE="$KEYS_DATA/undergrid/undergrid/bindings.txt"
    [ -f "$FILE" ] || fail "$PRESET: rebinding wrote no bindings.txt"
    grep -qx "keyboard $PRESET" "$FILE" ||
        fail "$PRESET: the keyboard found is not $PRESET: $(grep keyboard "$FILE")"
    grep -qi '^move-up pos:w' "$FILE" ||
        fail "$PRESET: the key at the W place was not bound by its place: $(grep move-up "$FILE")"
}

play_layout fr - azerty z q s d
play_layout de - qwertz w a s d
play_layout us dvorak dvorak comma a o e
setxkbmap us
echo "PASS: AZERTY, QWERTZ and Dvorak play classic at the WASD places, and the Keys screen names each keyboard (screenshots in $OUT)"
exit 0
