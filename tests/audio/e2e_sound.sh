#!/bin/sh
# End-to-end test of the sound in the real window under Xvfb (issue 16):
#   1. SDL's dummy sound device: a game is played (steps, a bump, M twice, the menu), nothing is
#      said about sound, the game quits with status 0 and the settings keep the volume chosen;
#   2. no sound device at all (SDL_AUDIODRIVER=nonexistent): one sentence on stderr and one line
#      in the log say the game goes on in silence, and it plays and quits as well.
#   e2e_sound.sh BINARY OUT_DIR     (exit 77: Xvfb or xdotool missing)
set -u
BIN=$1
OUT=$2
. "$(dirname "$0")/../e2e/xvfb_session.sh"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data" "$OUT/data2"
start_xvfb 130 "$OUT/xvfb.log" "$OUT/data"
CONFIG="$OUT/data/undergrid/undergrid/config.txt"

keys() {
    for k in "$@"; do
        xdotool key --window "$WID" "$k"
        sleep 0.12
    done
}
quit() {
    keys Escape
    xdotool key --window "$WID" y 2>/dev/null
    wait_quit "$1"
}

# 1. The dummy device (xvfb_session.sh exports SDL_AUDIODRIVER=dummy).
"$BIN" --lang en 2>"$OUT/stderr.txt" &
APP=$!
find_window
keys Down Return Down Down Down Down Down Down Left Left Escape Return Return Return # volume 8; New game
keys Right Right Left Left Up Up Up Up Up Up Up Up Up Up m period m period
alive "playing with the dummy sound device"
shot dummy
quit "with the dummy sound device"
grep -q 'sound' "$OUT/stderr.txt" && fail "the dummy device was reported as missing"
grep -q '^volume 8$' "$CONFIG" || fail "the volume chosen was not remembered"
grep -q '^mute 0$' "$CONFIG" || fail "M twice did not leave the sound on"

# 2. No device at all (a fresh user folder: nothing else to say).
SDL_AUDIODRIVER=nonexistent XDG_DATA_HOME="$OUT/data2" "$BIN" --lang en --mode classic \
    2>"$OUT/stderr.txt" &
APP=$!
find_window
keys Right Left Up Down period
alive "playing without a sound device"
shot silent
quit "without a sound device"
[ "$(grep -c 'undergrid:' "$OUT/stderr.txt")" = 1 ] || fail "expected one sentence on stderr"
grep -q 'no sound can be played' "$OUT/stderr.txt" || fail "the missing device was not reported"
echo "PASS: the window plays with the dummy sound device and without any (screenshots in $OUT)"
exit 0
