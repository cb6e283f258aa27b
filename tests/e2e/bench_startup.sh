#!/bin/sh
# Start-up to the first presented frame under Xvfb (issue 28), with saves of every mode present
# (the golden saves of tests/fixtures/saves/golden as the user's save-MODE.ugr), and the peak
# memory of a game in sprites:
#   - start-up: from the process's start to its first frame shown (UNDERGRID_SAY_FIRST_FRAME=1:
#     the game says the CLOCK_MONOTONIC time then), median of RUNS (15) runs, at the title (every
#     mode's Continue row read) and for --mode classic --seed 1; beside it the time to the exit
#     with UNDERGRID_QUIT_AFTER_FIRST_FRAME=1 (bench_window.sh's upper bound, which includes the
#     shutdown: closing SDL's dummy sound device waits out its 46 ms buffer) and its CPU
#     (user + system, getrusage);
#   - peak memory (VmHWM and the PSS at the end, from /proc) of an adventure game switched to
#     sprites (F2) and played a few steps, with SDL's dummy sound device (MEMORY_SIZE=WxH:
#     the window resized to it first, on a screen as large: XVFB_SCREEN=3840x2160 for 4K);
#   - with BROGUE=path to Brogue CE's binary (built beside its data folder, bin/): Brogue CE's
#     start-up to its first frame by the same clock, side by side with ours, runs interleaved
#     (ours, Brogue's, ours, ...): both through first_frame_shim.c, preloaded, which says the
#     moment a frame is first presented to a shown window (ours: the moment the game itself
#     says) and exits there; Brogue with its own renderer choice and with --no-gpu (software,
#     as ours); and the ratio of the medians.
#   bench_startup.sh BINARY [RUNS] [FIRST_DISPLAY]
# Prints one JSON line per figure. Exit 77 if Xvfb or xdotool is missing.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") # absolute: Brogue runs from its own folder
RUNS=${2:-15}
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/xvfb_session.sh"
require_x_tools
TMP=$(mktemp -d)
SESSION_TMP=$TMP # removed on exit
start_xvfb "${3:-66}" /dev/null "$TMP/data"
DIR="$TMP/data/undergrid/undergrid"
mkdir -p "$DIR"
for mode in classic simple adventure cursed; do
    cp "$HERE/../fixtures/saves/golden/$mode.ugr" "$DIR/save-$mode.ugr"
done

# startup NAME ARGS...: RUNS runs; the median and least wall milliseconds, and the median CPU
# (user + system of the game, from getrusage: microseconds, not the 10 ms ticks of /proc).
startup() {
    name=$1
    shift
    UNDERGRID_QUIT_AFTER_FIRST_FRAME=1 UNDERGRID_SAY_FIRST_FRAME=1 python3 - "$name" "$RUNS" "$BIN" "$@" <<'PY' || fail "the game did not start"
import json, re, resource, statistics, subprocess, sys, time
name, runs, cmd = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
firsts, walls, cpus = [], [], []
for _ in range(runs):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()  # CLOCK_MONOTONIC, the game's clock for its first frame
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    t1 = time.monotonic()
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    said = re.search(rb"first frame at ([0-9.]+) s", done.stderr)
    if done.returncode != 0 or not said:
        sys.exit(1)
    firsts.append((float(said.group(1)) - t0) * 1e3)
    walls.append((t1 - t0) * 1e3)
    cpus.append((r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime) * 1e3)
print(json.dumps({"bench": "startup_first_frame", "start": name, "runs": runs, "saves": 4,
                  "median_first_frame_ms": round(statistics.median(firsts), 1),
                  "min_first_frame_ms": round(min(firsts), 1),
                  "q1_q3_first_frame_ms": [round(q, 1) for q in statistics.quantiles(firsts, n=4)[0::2]],
                  "median_to_exit_ms": round(statistics.median(walls), 1),
                  "median_cpu_to_exit_ms": round(statistics.median(cpus), 1),
                  "min_cpu_to_exit_ms": round(min(cpus), 1),
                  "load_average": open("/proc/loadavg").read().split()[0]}))
PY
    for f in "$DIR"/save-*.ugr; do [ -f "$f" ] || fail "a save went missing: $f"; done
}
startup title
startup classic --mode classic --seed 1

# Brogue CE beside us, interleaved, by the shim (see the top).
if [ -n "${BROGUE:-}" ]; then
    [ -x "$BROGUE" ] || fail "BROGUE=$BROGUE is not a program"
    cc -O2 -shared -fPIC $(sdl2-config --cflags) "$HERE/first_frame_shim.c" -o "$TMP/shim.so" \
        -ldl || fail "the first-frame shim does not build"
    mkdir -p "$TMP/brogue-home"
    (cd "$TMP/brogue-home" && LD_PRELOAD="$TMP/shim.so" FIRST_FRAME_EXIT=1 python3 - "$RUNS" \
        "$BIN" "$BROGUE" "$(dirname "$BROGUE")" <<'PY') || fail "Brogue CE or the game did not start"
import json, re, statistics, subprocess, sys, time
runs, ours, brogue, data = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
cmds = {"undergrid": [ours], "brogue": [brogue, "--data-dir", data],
        "brogue_no_gpu": [brogue, "--data-dir", data, "--no-gpu"]}
ms = {k: [] for k in cmds}
for _ in range(runs):
    for name, cmd in cmds.items():
        t0 = time.monotonic()
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
        said = re.search(rb"shim: first frame at ([0-9.]+) s", done.stderr)
        if not said:
            sys.exit(1)
        ms[name].append((float(said.group(1)) - t0) * 1e3)
row = {"bench": "startup_vs_brogue", "runs": runs, "method": "first present to a shown window"}
for name, v in ms.items():
    q = statistics.quantiles(v, n=4)
    row[name] = {"median_ms": round(statistics.median(v), 1), "min_ms": round(min(v), 1),
                 "q1_ms": round(q[0], 1), "q3_ms": round(q[2], 1)}
for name in ("brogue", "brogue_no_gpu"):
    row["ratio_" + name + "_over_ours"] = round(row[name]["median_ms"] / row["undergrid"]["median_ms"], 2)
row["load_average"] = open("/proc/loadavg").read().split()[0]
print(json.dumps(row))
PY
fi

# Peak memory: adventure in sprites, a few steps.
XDG_DATA_HOME="$TMP/data-mem" "$BIN" --mode adventure --seed 7 2>/dev/null &
APP=$!
find_window
if [ -n "${MEMORY_SIZE:-}" ]; then
    xdotool windowsize "$WID" "${MEMORY_SIZE%x*}" "${MEMORY_SIZE#*x}"; sleep 0.5
fi
xdotool key space; sleep 0.3
xdotool key F2; sleep 0.3
for k in Right Down Left Up Right Right Down period; do xdotool key $k; sleep 0.08; done
sleep 0.3
hwm=$(awk '/VmHWM/ { print $2 }' "/proc/$APP/status")
pss=$(awk '/^Pss:/ { print $2 }' "/proc/$APP/smaps_rollup" 2>/dev/null)
size=$(xdotool getwindowgeometry "$WID" | awk '/Geometry/ { print $2 }')
echo "{\"bench\":\"peak_memory_sprites\",\"mode\":\"adventure\",\"window\":\"$size\",\"vmhwm_kib\":$hwm,\"vmhwm_mib\":$(awk -v k="$hwm" 'BEGIN { printf "%.1f", k / 1024 }'),\"pss_mib_at_end\":$(awk -v k="${pss:-0}" 'BEGIN { printf "%.1f", k / 1024 }')}"
kill "$APP" 2>/dev/null
wait "$APP" 2>/dev/null
APP=""
exit 0
