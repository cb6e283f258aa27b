#!/bin/sh
# The Windows game, proved under Wine (issue 29): installs the cross-built NSIS installer silently
# (/S) into a fresh Wine prefix, checks what it installed (the game with its DLLs, data and font,
# the uninstaller, the Start menu shortcut, the Apps entry, per user), then
#   1. plays the installed game in a window on Xvfb with xdotool: title -> New game -> adventure
#      -> seed "hello" -> a few moves -> Esc -> quit (saved); starts it again -> Continue -> the
#      same run (seed, floor and turn: its save replays to the same state), and checks a
#      screenshot of the window for real content;
#   2. plays the pinned bot games of all four modes headless (undergrid.exe play ...) and checks
#      that each prints exactly the line the Linux build prints (same floor, turns, end, hash);
#   3. uninstalls it silently: the files, shortcuts and Apps entry go, the save stays.
#   e2e_wine.sh LINUX_BINARY INSTALLER OUT_DIR
# Exit 77 (skipped, one sentence): no installer, no Wine, no Xvfb or xdotool. Screenshots, logs
# and the prefix are left in OUT_DIR.
set -u
LINUX_BIN=$1
INSTALLER=$2
OUT=$3
. "$(dirname "$0")/../e2e/xvfb_session.sh"

skip() { echo "SKIP: $*"; exit 77; }
[ -f "$INSTALLER" ] || skip "no Windows installer at $INSTALLER (scripts/windows.sh builds it)"
command -v wine >/dev/null 2>&1 || skip "Wine is not installed (Debian: wine, wine64)"
require_x_tools

rm -rf "$OUT"
mkdir -p "$OUT/data"
start_xvfb 63 "$OUT/xvfb.log" "$OUT/data"
# A fresh 64-bit prefix of our own; no Mono or Gecko installer dialogs; Wine's own chatter off.
export WINEPREFIX="$OUT/prefix" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
wine_cleanup() {
    wineserver -k >/dev/null 2>&1
    cleanup
}
trap wine_cleanup EXIT INT TERM
# seconds SINCE: the whole seconds since SINCE (a `date +%s`).
seconds() { echo $(($(date +%s) - $1)); }

t0=$(date +%s)
wineboot -i >"$OUT/wineboot.log" 2>&1 || fail "wineboot could not make the prefix"
wineserver -w
echo "the Wine prefix: $(seconds "$t0") s"

# --- The installer -----------------------------------------------------------------------------
t0=$(date +%s)
wine "$INSTALLER" /S >"$OUT/install.log" 2>&1 || fail "the installer failed: $(cat "$OUT/install.log")"
wineserver -w # the registry is written out when Wine's server stops
echo "the silent install: $(seconds "$t0") s"
HOME_DIR=$(find "$WINEPREFIX/drive_c/users" -mindepth 1 -maxdepth 1 -type d ! -name Public | head -n 1)
APPDIR="$HOME_DIR/AppData/Local/Programs/Undergrid"
GAME="$APPDIR/bin/undergrid.exe"
[ -f "$GAME" ] || fail "the game is not in the user's %LOCALAPPDATA%\\Programs: $(find "$WINEPREFIX/drive_c" -name undergrid.exe)"
for f in bin/SDL2.dll bin/SDL2_ttf.dll bin/SDL2_image.dll share/undergrid/i18n/en.po \
    share/undergrid/tiles/atlas.png share/undergrid/fonts/DejaVuSansMono.ttf \
    share/doc/undergrid/LICENSE share/doc/undergrid/licenses/SDL2/LICENSE.txt \
    share/doc/undergrid/licenses/FreeType/FTL.TXT share/doc/undergrid/licenses/DejaVu/copyright \
    Uninstall.exe; do
    [ -f "$APPDIR/$f" ] || fail "the installer did not install $f"
done
MENU="$HOME_DIR/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Undergrid"
[ -f "$MENU/Undergrid.lnk" ] || fail "no Start menu shortcut in the user's own menu ($MENU)"
[ -f "$MENU/Uninstall Undergrid.lnk" ] || fail "no Start menu shortcut to the uninstaller"
grep -q 'CurrentVersion\\\\Uninstall\\\\Undergrid' "$WINEPREFIX/user.reg" ||
    fail "no Apps entry (uninstall key) under HKEY_CURRENT_USER"
grep -q 'CurrentVersion\\\\Uninstall\\\\Undergrid' "$WINEPREFIX/system.reg" &&
    fail "the installer wrote to HKEY_LOCAL_MACHINE (it must install per user)"
if command -v file >/dev/null 2>&1; then
    file "$GAME" | grep -q 'PE32+ executable (GUI) x86-64' ||
        fail "undergrid.exe is not a 64-bit GUI program (no console window): $(file "$GAME")"
fi

# Our icon (the seven sizes of assets/windows/undergrid.ico), the manifest and the version
# details, read back from the installed program by the toolchain's windres.
if command -v x86_64-w64-mingw32-windres >/dev/null 2>&1; then
    x86_64-w64-mingw32-windres -i "$GAME" -O rc >"$OUT/resources.rc" 2>&1 ||
        fail "windres cannot read the resources of undergrid.exe"
    [ "$(grep -c 'RT_ICON \*/' "$OUT/resources.rc")" -ge 7 ] || fail "undergrid.exe has not our icon"
    grep -q 'RT_MANIFEST' "$OUT/resources.rc" || fail "undergrid.exe has no manifest"
    grep -q 'VALUE "ProductName", "Undergrid"' "$OUT/resources.rc" ||
        fail "undergrid.exe has no version details"
fi

# --- 1. The window: a new adventure game, quit, continue -----------------------------------------
SAVE="$HOME_DIR/AppData/Roaming/undergrid/undergrid/save-adventure.ugr"
# start: the installed game in a window (the first start under Wine is slow: up to 60 s).
start() {
    UNDERGRID_SAY_LAYOUT=1 wine "$GAME" --lang en 2>"$OUT/stderr.txt" &
    APP=$!
    WID=$(timeout 60 xdotool search --sync --onlyvisible --name '^Undergrid$' | head -n 1)
    [ -n "$WID" ] || fail "no window titled Undergrid appeared"
    xdotool windowfocus --sync "$WID" 2>/dev/null || true
    sleep 1
}
# k KEY...: keys sent to the focused window (Wine reads the X server's input, not sent events).
k() {
    for key in "$@"; do
        xdotool key "$key"
        sleep 0.3
    done
}
boards() { grep -c 'undergrid: board ' "$OUT/stderr.txt"; }
quit() {
    k Escape y
    i=0
    while kill -0 "$APP" 2>/dev/null; do
        i=$((i + 1)); [ $i -gt 200 ] && fail "the game did not quit $1"; sleep 0.05
    done
    wait "$APP" || fail "the game exited with status $? $1"
    APP=""
}
# state: the saved run's seed, floor and turns, replayed by the Linux build.
state() {
    [ -f "$SAVE" ] || fail "no save at $SAVE"
    "$LINUX_BIN" replay "$SAVE" | sed 's/.*\("seed":"[^"]*"\).*\("floor":[0-9]*\).*\("turns":[0-9]*\).*/\1 \2 \3/'
}

t0=$(date +%s)
start
LAST=""
shot title
k Return Return # New game; the modes page starts on adventure
xdotool type --delay 250 "hello" # slowly: Wine drops keys typed faster
sleep 0.3
k Return # Start
[ "$(boards)" -gt 0 ] || fail "no adventure game appeared from the menu"
k Right y n period period
shot playing
colours=$(convert "$OUT/playing.png" -format %k info:)
[ "$colours" -ge 16 ] || fail "the window shows only $colours colours: no game drawn"
import -window root "$OUT/screen.png"
quit "from the game"
first=$(state)
echo "$first" | grep -q '"seed":"hello"' || fail "the saved run is not the one played: $first"
echo "$first" | grep -q '"turns":[1-9]' || fail "the moves were not played: $first"
cp "$SAVE" "$OUT/first.ugr"

start
LAST=""
shot title_continue
k Return # Continue, the menu's first row once a run is saved
[ "$(boards)" -gt 0 ] || fail "Continue showed no game"
shot continued
quit "after Continue"
again=$(state)
[ "$again" = "$first" ] || fail "Continue did not bring back the same run: $first, then $again"
cmp -s "$SAVE" "$OUT/first.ugr" || fail "the save changed though nothing was played after Continue"
win_replay=$(wine "$GAME" replay "$SAVE" 2>"$OUT/replay-stderr.txt" | tr -d '\r')
lin_replay=$("$LINUX_BIN" replay "$SAVE")
[ "$win_replay" = "$lin_replay" ] || fail "the save replays differently: Windows $win_replay, Linux $lin_replay"
echo "the window: new game, quit, continue: $(seconds "$t0") s ($first, $colours colours)"

# --- 2. The pinned bot games of the four modes: the same line from Windows and Linux -----------
t0=$(date +%s)
# The games of tests/cli (play_explore_golden, play_simple_golden, play_cursed_bot,
# play_adventure_won), with their arguments.
for game in "classic 42 --turns 300" "simple yurina --turns 3000" "cursed 1000000000" \
    "adventure balance-2 --turns 50000"; do
    # shellcheck disable=SC2086
    set -- $game
    mode=$1 seed=$2
    shift 2
    lin=$("$LINUX_BIN" play --mode "$mode" --seed "$seed" --bot explore "$@")
    win=$(wine "$GAME" play --mode "$mode" --seed "$seed" --bot explore "$@" \
        2>"$OUT/play-stderr.txt" | tr -d '\r')
    hash=$(echo "$lin" | sed -n 's/.*"hash":"\([0-9a-f]*\)".*/\1/p')
    [ -n "$hash" ] || fail "no hash from the Linux build: $lin"
    [ "$win" = "$lin" ] || fail "$mode: Windows printed '$win', Linux '$lin'"
    echo "  $mode seed $seed: Linux $hash, Windows $(echo "$win" | sed -n 's/.*"hash":"\([0-9a-f]*\)".*/\1/p')"
done
echo "the four bot games under Wine: $(seconds "$t0") s"
# --- 3. The uninstaller: the game, its shortcuts and its Apps entry go; the saves stay ----------
# (NSIS's uninstaller copies itself away and runs from there: wineserver -w waits for it.)
wine "$APPDIR/Uninstall.exe" /S >"$OUT/uninstall.log" 2>&1 || fail "the uninstaller failed"
wineserver -w
[ -e "$GAME" ] && fail "the uninstaller left $GAME"
[ -d "$APPDIR" ] && fail "the uninstaller left $APPDIR: $(find "$APPDIR" | head -n 5)"
[ -d "$MENU" ] && fail "the uninstaller left the Start menu folder"
grep -q 'CurrentVersion\\\\Uninstall\\\\Undergrid' "$WINEPREFIX/user.reg" &&
    fail "the uninstaller left the Apps entry"
[ -f "$SAVE" ] || fail "the uninstaller removed the player's save"
echo "PASS: the Windows installer installs per user, the game plays, saves and continues under Wine, its bot games hash as on Linux, and it uninstalls (screenshots in $OUT)"
