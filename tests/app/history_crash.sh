#!/bin/sh
# Kills the history writer (history_crash write) with SIGKILL at 30 moments and checks each time
# that the file left behind is whole and holds at least as many runs as the round before
# (history_crash check): a crash at any moment never damages or shortens the history; and a full
# disk (ulimit -f) leaves it as it was.
#   history_crash.sh HISTORY_CRASH_BINARY OUT_DIR
set -u
BIN=$1
OUT=$2
rm -rf "$OUT"
mkdir -p "$OUT"
FILE="$OUT/history.txt"
last=0
i=0
while [ $i -lt 30 ]; do
    "$BIN" write "$FILE" &
    PID=$!
    # 1..60 ms: the kill lands anywhere in the write, the rename or between them
    sleep "0.0$(( (i * 37) % 6 ))$(( (i * 13) % 10 ))"
    kill -9 "$PID" 2>/dev/null
    wait "$PID" 2>/dev/null
    if [ -f "$FILE" ]; then
        n=$("$BIN" check "$FILE") || { echo "FAIL: round $i left a damaged history"; exit 1; }
        [ "$n" -ge "$last" ] || { echo "FAIL: round $i lost runs ($last, then $n)"; exit 1; }
        last=$n
    fi
    i=$((i + 1))
done
[ "$last" -gt 0 ] || { echo "FAIL: the writer never wrote a run"; exit 1; }
# A full disk (a file-size limit below the history's size): the append fails, saying why, and
# the history is the previous one, byte for byte, with no temporary file left by this write.
before=$(cksum <"$FILE")
temps=$(ls "$FILE".tmp-* 2>/dev/null | wc -l)
(ulimit -f 1 && exec "$BIN" write "$FILE") 2>"$OUT/full.txt"
[ $? = 1 ] || { echo "FAIL: the writer did not stop on a full disk"; exit 1; }
grep -q "the disk is full" "$OUT/full.txt" || { echo "FAIL: it said: $(cat "$OUT/full.txt")"; exit 1; }
[ "$(cksum <"$FILE")" = "$before" ] || { echo "FAIL: a full disk changed the history"; exit 1; }
[ "$(ls "$FILE".tmp-* 2>/dev/null | wc -l)" = "$temps" ] || { echo "FAIL: a temporary file was left"; exit 1; }
echo "PASS: 30 kills, the history was whole every time and grew to $last runs; a full disk left it as it was"
