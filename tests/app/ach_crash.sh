#!/bin/sh
# Kills the achievements writer (ach_crash write) with SIGKILL at 40 random moments and checks
# each time that the file left behind is whole (ach_crash check).
#   ach_crash.sh ACH_CRASH_BINARY OUT_DIR
set -u
BIN=$1
OUT=$2
rm -rf "$OUT"
mkdir -p "$OUT"
FILE="$OUT/achievements-cursed.txt"
i=0
while [ $i -lt 40 ]; do
    "$BIN" write "$FILE" &
    PID=$!
    # 1..60 ms: the kill lands anywhere in the write, the rename or between them
    sleep "0.0$(( (i * 37) % 6 ))$(( (i * 13) % 10 ))"
    kill -9 "$PID" 2>/dev/null
    wait "$PID" 2>/dev/null
    if [ -f "$FILE" ]; then
        "$BIN" check "$FILE" || { echo "FAIL: round $i left a damaged file"; exit 1; }
    fi
    i=$((i + 1))
done
[ -f "$FILE" ] || { echo "FAIL: the writer never wrote the file"; exit 1; }
echo "PASS: 40 kills, the file was whole every time"
