#!/bin/sh
# Benchmarks of the real window under Xvfb, measured from outside through /proc:
#   - start-up: process start to first presented frame (UNDERGRID_QUIT_AFTER_FIRST_FRAME=1 makes
#     the game quit right after it, so the wall time of the whole run is an upper bound), median
#     of 9 runs;
#   - idle CPU over 10 s at the title screen and in a game (utime + stime from /proc/PID/stat),
#     with sound on (SDL's dummy device, which the game pauses when nothing plays), then in a
#     game with no sound device at all;
#   - peak memory (VmHWM) after a short game.
#   bench_window.sh BINARY [BENCH_WINDOW_BINARY]
# Prints one JSON line per figure. Exit 77 if Xvfb or xdotool is missing.
set -u
BIN=$1
FRAME_BENCH=${2:-}
. "$(dirname "$0")/xvfb_session.sh"
require_x_tools
TMP=$(mktemp -d)
SESSION_TMP=$TMP # removed on exit
start_xvfb 90 /dev/null "$TMP/data"
TCK=$(getconf CLK_TCK)

now_ns() { date +%s%N; }
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# Start-up: wall time, and CPU time (user + system, which other load on the machine disturbs
# less) when GNU time is installed.
times=""
cpus=""
for i in 1 2 3 4 5 6 7 8 9; do
    t0=$(now_ns)
    if [ -x /usr/bin/time ]; then
        UNDERGRID_QUIT_AFTER_FIRST_FRAME=1 /usr/bin/time -f "%U %S" -o "$TMP/time" "$BIN" --mode classic --seed 1 2>/dev/null
        cpus="$cpus $(awk '{ printf "%d", ($1 + $2) * 1000 }' "$TMP/time")"
    else
        UNDERGRID_QUIT_AFTER_FIRST_FRAME=1 "$BIN" --mode classic --seed 1 2>/dev/null
    fi
    t1=$(now_ns)
    times="$times $(( (t1 - t0) / 1000 ))"
done
median=$(echo $times | tr ' ' '\n' | sort -n | sed -n 5p)
cpu_ms=$(echo ${cpus:-0} | tr ' ' '\n' | sort -n | sed -n 5p)
echo "{\"bench\":\"window_startup\",\"runs\":9,\"median_wall_s\":$(awk -v u="$median" 'BEGIN { printf "%.4f", u / 1e6 }'),\"median_cpu_s\":$(awk -v m="${cpu_ms:-0}" 'BEGIN { printf "%.3f", m / 1000 }'),\"load_average\":\"$(cut -d' ' -f1 /proc/loadavg)\"}"

# Idle CPU, at the title and in a game.
"$BIN" --mode classic --seed 48213 2>/dev/null &
APP=$!
find_window
idle() {
    sleep 1
    a=$(cpu_ticks $APP); sleep 10; b=$(cpu_ticks $APP)
    awk -v d=$((b - a)) -v t="$TCK" -v s="$1" -v snd="${2:-on}" \
        'BEGIN { printf "{\"bench\":\"window_idle_cpu\",\"scene\":\"%s\",\"sound\":\"%s\",\"seconds\":10,\"percent_of_a_core\":%.2f}\n", s, snd, 100 * d / t / 10 }'
}
idle title
xdotool key space
for k in Right Right Left period Down Up; do xdotool key $k; sleep 0.05; done
idle game
# Peak memory after playing and resizing (atlases rebuilt).
xdotool windowsize "$WID" 1366 768; sleep 0.3
for k in Right Left Right Left; do xdotool key $k; sleep 0.05; done
hwm=$(awk '/VmHWM/ { print $2 }' "/proc/$APP/status")
echo "{\"bench\":\"window_peak_memory\",\"vmhwm_kib\":$hwm,\"mib\":$(awk -v k="$hwm" 'BEGIN { printf "%.1f", k / 1024 }')}"
xdotool key Escape y
wait $APP
APP=""

# Idle CPU in a game with no sound device at all, to compare with the game's figure above.
SDL_AUDIODRIVER=nonexistent XDG_DATA_HOME="$TMP/data-silent" "$BIN" --mode classic --seed 48213 2>/dev/null &
APP=$!
find_window
xdotool key space
for k in Right Right Left period Down Up; do xdotool key $k; sleep 0.05; done
idle game "no-device"
xdotool key Escape y
wait $APP
APP=""
if [ -n "$FRAME_BENCH" ]; then "$FRAME_BENCH"; fi
