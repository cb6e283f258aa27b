#!/bin/sh
# End-to-end test of the records (issue 15): a death in the real window writes history.txt, a
# morgue file and the run's recording in the user folder, and the death screen says the rank and
# where the morgue file went; the recording replays headless to the same death; `undergrid watch`
# plays it in the window and writes nothing; a damaged history is reported in one sentence and
# kept aside; a recording from a newer version is refused in one sentence.
#   e2e_records.sh BINARY OUT_DIR          (exit 77: skipped, Xvfb or xdotool missing)
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools
rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 150 "$OUT/xvfb.log" "$OUT/data"
DIR="$OUT/data/undergrid/undergrid"
mkdir -p "$DIR"
SAVE="$DIR/save-classic.ugr"
LAST=""

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

# 1. A death in the window: a bot game that dies, saved one action before its end, continued,
#    and its last action played.
"$BIN" play --mode classic --seed 42 --bot explore --turns 300 --record "$OUT/death.ugr" |
    grep -q '"end":"died"' || fail "the bot game used here no longer dies"
total=$(sed -n 's/^actions //p' "$OUT/death.ugr")
head=$(grep -n '^actions ' "$OUT/death.ugr" | cut -d: -f1) # the action lines follow it
last=$(sed -n "$((total + head))p" "$OUT/death.ugr")
{
    printf 'undergrid-replay 1\nmode classic\nseed 42\nactions %d\n' $((total - 1))
    sed -n "$((head + 1)),$((total + head - 1))p" "$OUT/death.ugr"
} >"$SAVE"
case "$last" in
    "m 1 0") key=Right ;; "m -1 0") key=Left ;; "m 0 -1") key=Up ;; "m 0 1") key=Down ;;
    "w") key=period ;; *) fail "unexpected last action '$last'" ;;
esac
start
keys space "$key"
sleep 0.5
shot death
[ -f "$DIR/history.txt" ] || fail "no history.txt after a death"
head -1 "$DIR/history.txt" | grep -q '^undergrid-history 1$' || fail "history.txt has no header"
grep -q '^run classic [0-9-]* [0-9]* [0-9]* 0 [0-9]* died [0-9-]* [0-9]* 0 42$' "$DIR/history.txt" ||
    fail "the death is not in history.txt: $(cat "$DIR/history.txt")"
MORGUE=$(ls "$DIR"/morgue/*-classic-42.txt 2>/dev/null | head -1)
[ -n "$MORGUE" ] || fail "no morgue file after a death"
grep -q '^end      killed by ' "$MORGUE" || fail "the morgue file does not say the cause"
grep -q 'You die\.\.\.' "$MORGUE" || fail "the morgue file lacks the last messages"
grep -q '@' "$MORGUE" || fail "the morgue file lacks the map"
RUN=$(ls "$DIR"/runs/*-classic-42.ugr 2>/dev/null | head -1)
[ -n "$RUN" ] || fail "no recording kept after a death"
grep -q "^replay   undergrid replay '$RUN'$" "$MORGUE" || fail "the morgue file lacks the command"
"$BIN" replay "$RUN" | grep -q '"end":"died"' || fail "the kept recording does not replay to the death"
[ -f "$SAVE" ] && fail "the saved game survived the player's death"
keys Escape
xdotool key --window "$WID" y 2>/dev/null
wait_quit "from the death screen"

# 2. Watching: the window opens on the recording, plays it, and writes nothing.
before=$(find "$DIR" -type f -newer "$RUN" | grep -v '\.lock$' | sort)
"$BIN" watch "$RUN" 2>"$OUT/watch-stderr.txt" &
APP=$!
find_window
shot watch-start
keys 4
sleep 1.2
shot watch-later
keys Escape
shot watch-records
keys Escape Escape
xdotool key --window "$WID" y 2>/dev/null
wait_quit "after watching"
[ -f "$SAVE" ] && fail "watching wrote a save"
after=$(find "$DIR" -type f -newer "$RUN" | grep -v '\.lock$' | grep -v 'config.txt' | sort)
[ "$after" = "$(echo "$before" | grep -v 'config.txt')" ] || fail "watching wrote files: $after"

# 3. A recording from a newer version: one sentence, exit 1, no window.
sed 's/^undergrid-replay [23]$/undergrid-replay 9/' "$RUN" >"$OUT/newer.ugr"
"$BIN" watch "$OUT/newer.ugr" 2>"$OUT/newer.txt" && fail "a newer recording was watched"
grep -q "was written by a newer version of Undergrid" "$OUT/newer.txt" ||
    fail "the newer recording was not reported: $(cat "$OUT/newer.txt")"
[ "$(wc -l <"$OUT/newer.txt")" = 1 ] || fail "expected one sentence for the newer recording"
"$BIN" replay "$OUT/newer.ugr" 2>"$OUT/newer-replay.txt" && fail "replay took a newer recording"
grep -q "newer version of Undergrid" "$OUT/newer-replay.txt" || fail "replay did not say newer"

# 4. A damaged history: one sentence, kept aside whole, and a new history starts.
echo "not a history" >"$DIR/history.txt"
start
keys Return Escape # the notice box; the quit box
xdotool key --window "$WID" y 2>/dev/null
wait_quit "after the damaged history"
grep -q "the run history .* was damaged" "$OUT/stderr.txt" || fail "the damaged history was not said"
[ "$(cat "$DIR/history.txt.1.bad" 2>/dev/null)" = "not a history" ] ||
    fail "the damaged history was not kept aside as history.txt.1.bad"
echo "PASS: records"
