#!/bin/sh
# Kills the history writer (history_crash write) with SIGKILL at 30 moments and checks each time
# that the file left behind is whole and holds at least as many runs as the round before
# (history_crash check): a crash at any moment never damages or shortens the history.
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
echo "PASS: 30 kills, the history was whole every time and grew to $last runs"
