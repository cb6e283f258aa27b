# Shared pieces of the window tests and benchmarks (e2e_*.sh, bench_window.sh): a private Xvfb
# display, the game's window found by its title, screenshots, failure and clean-up. POSIX sh;
# sourced, not run:  . "$(dirname "$0")/xvfb_session.sh"
# The caller sets OUT (the output folder, where stderr.txt and the screenshots go) before it
# calls anything here; APP (the game's pid, "" when none runs) and WID (its window) are set here
# and by the caller.
APP=""
WID=""
XVFB=""
SESSION_TMP=""
LAST=""

# require_x_tools: exits 77 (CTest's "skipped") when Xvfb or xdotool is not installed.
require_x_tools() {
    for tool in Xvfb xdotool; do
        command -v "$tool" >/dev/null 2>&1 || { echo "SKIP: $tool is not installed"; exit 77; }
    done
    HAVE_IMPORT=0
    command -v import >/dev/null 2>&1 && HAVE_IMPORT=1
}

# fail MESSAGE: says why, shows what the game wrote on stderr (if OUT/stderr.txt exists), exit 1.
fail() {
    echo "FAIL: $*"
    [ -f "${OUT:-}/stderr.txt" ] && sed 's/^/  app: /' "$OUT/stderr.txt"
    exit 1
}

# cleanup: the trap on exit: kills the game (if one runs) and Xvfb, removes SESSION_TMP if set.
cleanup() {
    [ -n "$APP" ] && kill "$APP" 2>/dev/null
    [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null
    wait 2>/dev/null
    [ -n "$SESSION_TMP" ] && rm -rf "$SESSION_TMP"
}

# start_xvfb FIRST LOG DATA: Xvfb on the first free display number from FIRST (each script starts
# from its own number so that displays do not clash), its output to LOG; installs the clean-up
# trap, waits up to 5 s for the display, exports DISPLAY and XDG_DATA_HOME=DATA (a fresh pref
# path: default settings, saves and screenshots land there) and unsets the variables that would
# send the game elsewhere.
start_xvfb() {
    N=$1
    while [ -e "/tmp/.X11-unix/X$N" ] || [ -e "/tmp/.X$N-lock" ]; do N=$((N + 1)); done
    # XVFB_SCREEN: WxH; XVFB_ARGS: more options (-noreset keeps a keyboard layout set before the
    # game starts: the server otherwise resets it when its last client leaves).
    # shellcheck disable=SC2086
    Xvfb ":$N" -screen 0 "${XVFB_SCREEN:-1366x768}x24" -nolisten tcp ${XVFB_ARGS:-} >"$2" 2>&1 &
    XVFB=$!
    trap cleanup EXIT INT TERM
    i=0
    while [ ! -e "/tmp/.X11-unix/X$N" ]; do
        i=$((i + 1)); [ $i -gt 100 ] && fail "Xvfb did not start"; sleep 0.05
    done
    export DISPLAY=":$N"
    export XDG_DATA_HOME="$3"
    unset UNDERGRID_DATA_DIR SDL_VIDEODRIVER
    # The same sound device on every machine (SDL's dummy one plays into nothing): without a real
    # one the game would add its "no sound" sentence to stderr.
    export SDL_AUDIODRIVER=dummy
}

# find_window: after the game was started in the background (APP set), waits up to 10 s for its
# window titled Undergrid, sets WID and focuses it; fails if none appears.
find_window() {
    WID=$(timeout 10 xdotool search --sync --onlyvisible --name '^Undergrid$' | head -n 1)
    [ -n "$WID" ] || fail "no window titled Undergrid appeared"
    xdotool windowfocus --sync "$WID" 2>/dev/null || true
    sleep 0.3
}

# shot NAME: the window's pixels to OUT/NAME.png (for people) and OUT/NAME.rgb (to compare); fails
# if the window did not change since the previous shot (LAST; set LAST="" to compare nothing).
# Does nothing but remember NAME when ImageMagick's import is missing.
shot() {
    sleep 0.25
    if [ $HAVE_IMPORT = 1 ]; then
        # On a loaded machine the frame may come late: look again for up to 3 s before failing.
        tries=0
        while :; do
            import -window "$WID" "$OUT/$1.png" || fail "cannot screenshot $1"
            import -window "$WID" -depth 8 "rgb:$OUT/$1.rgb" || fail "cannot screenshot $1"
            if [ -z "$LAST" ] || ! cmp -s "$OUT/$LAST.rgb" "$OUT/$1.rgb"; then break; fi
            tries=$((tries + 1))
            [ $tries -ge 12 ] && fail "the window did not change between $LAST and $1"
            sleep 0.25
        done
    fi
    LAST=$1
}

# alive WHAT: fails unless the game still runs (WHAT names the step just done).
alive() { kill -0 "$APP" 2>/dev/null || fail "the game exited early ($1)"; }

# wait_quit [WHEN]: waits up to 5 s for the game to exit ("the game did not quit WHEN" otherwise),
# reaps it, clears APP and fails unless its exit status was 0.
wait_quit() {
    i=0
    while kill -0 "$APP" 2>/dev/null; do
        i=$((i + 1)); [ $i -gt 100 ] && fail "the game did not quit${1:+ $1}"; sleep 0.05
    done
    wait "$APP"
    STATUS=$?
    APP=""
    [ "$STATUS" = 0 ] || fail "the game exited with status $STATUS"
}
