#!/bin/sh
# End-to-end test of saved runs: a game left through the quit box is saved and continues where
# it was; N on the title gives it up for a new game; death deletes it (permadeath); a damaged
# save is reported in one sentence, moved aside, and the game still starts.
#   e2e_resume.sh BINARY OUT_DIR          (exit 77: skipped, Xvfb or xdotool missing)
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools
rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 110 "$OUT/xvfb.log" "$OUT/data"
SAVE="$OUT/data/undergrid/undergrid/save-classic.ugr"

# start [ARGS...]: the game, its window found and focused.
start() {
    "$BIN" --lang en "$@" 2>"$OUT/stderr.txt" &
    APP=$!
    find_window
}
keys() {
    for k in "$@"; do
        xdotool key --window "$WID" "$k"
        sleep 0.12
    done
}
# quit: through the confirmation box; the game must exit with status 0.
quit() {
    keys Escape
    xdotool key --window "$WID" y 2>/dev/null
    wait_quit
}
# saved FIELD VALUE: the saved run replays headless to a state with that field.
saved() {
    [ -f "$SAVE" ] || fail "no saved game at $SAVE"
    out=$("$BIN" replay "$SAVE") || fail "the saved game does not replay: $out"
    echo "$out" | grep -q "\"$1\":$2" || fail "saved game: expected $1 $2 in $out"
}

# 1. Three waits, quit: the run is saved at turn 3.
start --mode classic --seed 48213
keys period period period
quit
saved turns 3
saved seed '"48213"'

# 2. Start again (no seed): space continues the saved run; two more waits make turn 5.
start
keys space period period
quit
saved turns 5
saved seed '"48213"'

# 3. N on the title gives the saved run up: a new game, one wait, turn 1.
start
keys Down Return Down Return Return y period # New game, classic (after adventure), Start; replace the saved run: Y
quit
saved turns 1

# 4. Death deletes the save: a bot game that dies, saved one action before its end, then that
#    last action played in the window.
"$BIN" play --mode classic --seed 42 --bot explore --turns 300 --record "$OUT/death.ugr" |
    grep -q '"end":"died"' || fail "the bot game used here no longer dies"
total=$(sed -n 's/^actions //p' "$OUT/death.ugr")
# The action lines follow the "actions N" line, whatever header lines the record's version has.
moves=$(awk 'go && n < want { print; n++ } /^actions / { go = 1; want = $2 }' "$OUT/death.ugr")
last=$(printf '%s\n' "$moves" | sed -n "${total}p")
{
    printf 'undergrid-replay 1\nmode classic\nseed 42\nactions %d\n' $((total - 1))
    printf '%s\n' "$moves" | sed -n "1,$((total - 1))p"
} >"$SAVE"
saved turns '[0-9]*'
case "$last" in
    "m 1 0") key=Right ;; "m -1 0") key=Left ;; "m 0 -1") key=Up ;; "m 0 1") key=Down ;;
    "w") key=period ;; *) fail "unexpected last action '$last'" ;;
esac
start
keys space "$key"
sleep 0.3
[ -f "$SAVE" ] && fail "the saved game survived the player's death"
keys Escape
xdotool key --window "$WID" y 2>/dev/null
sleep 0.5
kill -0 "$APP" 2>/dev/null && fail "the game did not quit from the death screen"
APP=""

# 5. A damaged save: one sentence on stderr, the file moved aside under a numbered name (a
#    second one gets the next number), a notice box that a key closes, and a new game starts.
printf 'undergrid-replay 1\nmode classic\nseed 5\nactions 2\nw\n' >"$SAVE"
echo "an earlier one" >"$SAVE.1.bad"
start
keys space Return Down Return Return period # the notice box; New game, classic, Start, a wait
quit
grep -q "could not be loaded" "$OUT/stderr.txt" || fail "the damaged save was not reported"
[ "$(grep -c 'undergrid:' "$OUT/stderr.txt")" = 1 ] || fail "expected one sentence on stderr"
[ -f "$SAVE.2.bad" ] || fail "the damaged save was not kept aside as $SAVE.2.bad"
[ "$(cat "$SAVE.1.bad")" = "an earlier one" ] || fail "an earlier damaged save was overwritten"
saved turns 1

# 6. A damaged settings file: kept aside under a numbered name (it was replaced by the defaults
#    on quitting), the defaults written anew, and one sentence about it.
CONFIG="$OUT/data/undergrid/undergrid/config.txt"
printf 'not a settings file\n' >"$CONFIG"
start
keys space
quit
[ "$(cat "$CONFIG.1.bad" 2>/dev/null)" = "not a settings file" ] ||
    fail "the damaged settings file was not kept aside as $CONFIG.1.bad"
head -1 "$CONFIG" | grep -q '^undergrid-config 1$' || fail "the defaults were not written anew"
grep -q "it was kept as $CONFIG.1.bad" "$OUT/stderr.txt" || fail "the kept file was not named"
echo "PASS: saved runs"
