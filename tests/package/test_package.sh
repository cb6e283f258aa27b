#!/bin/sh
# The Linux packages, checked the way a user or a distribution would meet them:
#   1. cpack builds the .deb from the current build tree (CPackConfig.cmake);
#   2. lintian reports no error (E:) for it;
#   3. its control fields carry the dependencies (computed libc/SDL ones, plus the fonts);
#   4. unpacked into a clean root (dpkg -x), the installed game runs: --version prints the
#      project's version, and a headless bot game gives the same result as the build tree's
#      binary; the data dir sits where the game looks for it (<exe dir>/../share/undergrid);
#   5. the .desktop file, the AppStream metainfo (and the pair, with validate-tree) and the man
#      page validate;
#   6. the .tar.gz, unpacked in a directory elsewhere (with a space in its path), runs from there.
#
# Usage: test_package.sh BUILD_DIR VERSION BUILD_TREE_BINARY
# Exit status: 0 pass, 1 fail, 77 skipped (a needed tool is missing; CTest reports "Skipped").
# Registered by tests/package/CMakeLists.txt (label `package`) only where dpkg-deb exists.
set -eu

build=$1
version=$2
built_exe=$3

for tool in cpack dpkg-deb lintian desktop-file-validate appstreamcli tar; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool is not installed (apt-get install dpkg-dev lintian desktop-file-utils appstream)"
        exit 77
    fi
done

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

work="$build/package-test"
rm -rf "$work"
mkdir -p "$work/out"
# The package files of this run only (older ones may lie in the build directory).
cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$work/out" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log"; fail "cpack could not build the packages"; }
deb=$(ls "$work"/out/undergrid_"$version"-*.deb)
tgz=$(ls "$work"/out/undergrid-"$version"-*.tar.gz)
echo "built $(basename "$deb") and $(basename "$tgz")"

# --- 2. lintian: warnings and infos are allowed, errors are not -------------------------------
lintian "$deb" >"$work/lintian.log" 2>&1 || true
cat "$work/lintian.log"
if grep -q '^E: ' "$work/lintian.log"; then fail "lintian reports errors"; fi
# A lintian that did not run at all (broken install) prints no tags but an error line.
if grep -qi 'lintian: .*error\|^internal error' "$work/lintian.log"; then fail "lintian failed"; fi

# --- 3. control fields -------------------------------------------------------------------------
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
case "$depends" in *fonts-dejavu-core*) ;; *) fail "Depends lacks fonts-dejavu-core" ;; esac
# dpkg-shlibdeps ran: the C library (at least) is a computed dependency.
case "$depends" in *libc6*) ;; *) fail "Depends lacks the computed libc6 (shlibdeps off?)" ;; esac
if ldd "$built_exe" 2>/dev/null | grep -q 'libSDL2-2'; then
    case "$depends" in *libsdl2-2*) ;; *) fail "the game links SDL2 but Depends lacks libsdl2" ;; esac
fi
[ "$(dpkg-deb -f "$deb" Recommends)" = "fonts-ipafont-gothic" ] || fail "Recommends is not fonts-ipafont-gothic"
[ "$(dpkg-deb -f "$deb" Section)" = "games" ] || fail "Section is not games"

# --- 4. the installed game runs from a clean root ---------------------------------------------
root="$work/root"
dpkg-deb -x "$deb" "$root"
exe="$root/usr/games/undergrid"
[ -x "$exe" ] || fail "the package has no /usr/games/undergrid"
out=$("$exe" --version)
[ "$out" = "undergrid $version" ] || fail "installed --version says '$out', not 'undergrid $version'"
play="play --mode classic --seed 7 --bot explore --turns 200"
# shellcheck disable=SC2086 # $play is a list of words on purpose
installed_game=$(cd / && "$exe" $play)
# shellcheck disable=SC2086
built_game=$("$built_exe" $play)
echo "installed: $installed_game"
[ -n "$installed_game" ] || fail "the installed game printed nothing"
[ "$installed_game" = "$built_game" ] || fail "installed and built games differ: $built_game"
case "$installed_game" in *'"mode":"classic"'*'"seed":"7"'*) ;; *) fail "unexpected game output" ;; esac
# The data dir contract: the game looks in <exe dir>/../share/undergrid.
[ -f "$root/usr/games/../share/undergrid/icon.png" ] || fail "no data dir beside the installed game"
# Every translation in the source tree ships in the data dir.
src=$(cd "$(dirname "$0")/../.." && pwd)
for po in "$src"/assets/i18n/*.po; do
    [ -f "$po" ] || continue
    [ -f "$root/usr/share/undergrid/i18n/$(basename "$po")" ] || fail "$(basename "$po") is not packaged"
done
# The sprite atlas (built from assets/tiles at build time) ships in the data dir.
for f in atlas.png atlas.idx; do
    [ -f "$root/usr/share/undergrid/tiles/$f" ] || fail "tiles/$f is not packaged"
done
# Nothing of the package lies outside /usr, and no file is writable by others.
[ "$(ls "$root")" = "usr" ] || fail "the package installs outside /usr: $(ls "$root")"
if find "$root" -perm -o+w | grep -q .; then fail "world-writable files in the package"; fi

# --- 5. desktop integration and the man page ---------------------------------------------------
app_id=io.github.undergrid.Undergrid
desktop-file-validate "$root/usr/share/applications/$app_id.desktop" ||
    fail "desktop-file-validate rejects the .desktop file"
grep -q '^Categories=Game;RolePlaying;$' "$root/usr/share/applications/$app_id.desktop" ||
    fail "the .desktop file is not in Game;RolePlaying;"
appstream_check() { # appstreamcli exits non-zero for warnings too; only E: lines fail us
    "$@" >"$work/appstream.log" 2>&1 || true
    cat "$work/appstream.log"
    if grep -Eq '^[[:space:]]*E: ' "$work/appstream.log"; then fail "appstreamcli: errors in $*"; fi
    grep -qi 'validation was successful\|validation failed' "$work/appstream.log" ||
        fail "appstreamcli did not validate: $*"
}
appstream_check appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml"
# The tree as a whole: the metainfo's launchable must find the .desktop file, and so on.
appstream_check appstreamcli validate-tree --no-net "$root/usr"
# The pieces name each other: metainfo id = launchable = .desktop name = icon name.
metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"
grep -q "<id>$app_id</id>" "$metainfo" || fail "the metainfo id is not $app_id"
launchable=$(sed -n 's|.*<launchable type="desktop-id">\(.*\)</launchable>.*|\1|p' "$metainfo")
[ -f "$root/usr/share/applications/$launchable" ] ||
    fail "the metainfo launches '$launchable', which the package does not install"
grep -q '<binary>undergrid</binary>' "$metainfo" || fail "the metainfo does not provide the binary"
icon=$(sed -n 's/^Icon=//p' "$root/usr/share/applications/$app_id.desktop")
[ "$icon" = "$app_id" ] || fail "the .desktop file's icon is '$icon', not $app_id"
for size in 16x16 24x24 32x32 48x48 64x64 128x128 256x256; do
    [ -f "$root/usr/share/icons/hicolor/$size/apps/$app_id.png" ] || fail "no $size icon"
done
[ -f "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg" ] || fail "no scalable icon"
man_page="$root/usr/share/man/man6/undergrid.6.gz"
[ -f "$man_page" ] || fail "no man page"
# The page itself: formatted by man (from man-db) when it is there, else checked as gzip text.
if command -v man >/dev/null 2>&1; then
    LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$man_page" >"$work/man.txt" \
        2>"$work/man.log" || fail "man cannot format the page"
    if [ -s "$work/man.log" ]; then cat "$work/man.log"; fail "man/groff warnings in the man page"; fi
else
    echo "note: man (man-db) is not installed; the man page is checked unformatted"
    gzip -dc "$man_page" | sed 's/\\-/-/g; s/\\f[BIRP]//g' >"$work/man.txt"
fi
# The man page documents the version it ships with, and every command of --help.
grep -q "Undergrid $version" "$work/man.txt" || fail "the man page is not for version $version"
for word in dump play replay --turns --record --mode --seed --lang --fullscreen --font; do
    grep -q -- "$word" "$work/man.txt" || fail "the man page does not mention $word"
done

# --- 6. the relocatable archive ---------------------------------------------------------------
elsewhere="$work/some where/else"
mkdir -p "$elsewhere"
tar -xzf "$tgz" -C "$elsewhere"
top=$(ls "$elsewhere")
[ -x "$elsewhere/$top/bin/undergrid" ] || fail "the archive has no bin/undergrid"
[ -f "$elsewhere/$top/share/undergrid/icon.png" ] || fail "the archive has no share/undergrid"
out=$(cd / && "$elsewhere/$top/bin/undergrid" --version)
[ "$out" = "undergrid $version" ] || fail "the unpacked archive's --version says '$out'"
# shellcheck disable=SC2086
tar_game=$(cd / && "$elsewhere/$top/bin/undergrid" $play)
[ "$tar_game" = "$built_game" ] || fail "the unpacked archive plays differently: $tar_game"
# The unpacked game finds its tileset beside it (no display needed: SDL's dummy driver draws the
# first frame and quits); a missing one would be said on stderr.
[ -f "$elsewhere/$top/share/undergrid/tiles/atlas.png" ] || fail "the archive has no tileset"
(cd / && HOME="$work" XDG_DATA_HOME="$work/xdg" SDL_VIDEODRIVER=dummy \
    UNDERGRID_QUIT_AFTER_FIRST_FRAME=1 "$elsewhere/$top/bin/undergrid" --mode classic --seed 7 \
    2>"$work/tiles.log") || true
if grep -q "tileset" "$work/tiles.log"; then
    cat "$work/tiles.log"
    fail "the unpacked archive does not find its tileset"
fi

rm -rf "$work"
echo "package test passed: $(basename "$deb"), $(basename "$tgz")"
