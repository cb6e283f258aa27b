#!/bin/sh
# Two windows ending runs at once (issue 25, item 4): 11 of 26 history lines were lost in 13
# trials, and their runs/ files could share a name. Five trials of two writers filing 30 runs
# each at once: the history must hold all 60 and runs/ 60 recordings.
#   history_race.sh HISTORY_RACE_BINARY WORKDIR
set -u
BIN=$1
W=$2
trial=0
lost=0
while [ $trial -lt 5 ]; do
    rm -rf "$W"
    mkdir -p "$W"
    "$BIN" "$W" 30 &
    a=$!
    "$BIN" "$W" 30 &
    b=$!
    wait $a || { echo "FAIL: a writer failed"; exit 1; }
    wait $b || { echo "FAIL: a writer failed"; exit 1; }
    n=$("$BIN" "$W" count) || { echo "FAIL: trial $trial left a damaged history"; exit 1; }
    runs=$(ls "$W"/runs/*.ugr | wc -l)
    [ "$n" = 60 ] || lost=$((lost + 60 - n))
    [ "$runs" = 60 ] || { echo "FAIL: trial $trial: $runs recordings for 60 runs"; exit 1; }
    trial=$((trial + 1))
done
[ $lost = 0 ] || { echo "FAIL: $lost of 300 history lines lost in 5 trials"; exit 1; }
echo "PASS: 5 trials of two writers at once, 300 runs, none lost, 300 recordings"
