#!/bin/sh
# Builds the Windows game's libraries (SDL2, SDL2_ttf with FreeType, SDL2_image) for MinGW-w64
# from Debian's SOURCE packages, once, into a cache folder, and prints that folder (a prefix with
# bin/*.dll, lib/, include/, lib/cmake/ and licenses/) on stdout as its last line.
#   scripts/windows-deps.sh            build what is missing, print the prefix
#   scripts/windows-deps.sh --print    print the prefix if it is built, else fail (no network)
#
# The sources: `apt-get source` with a private apt configuration (deb-src lines made from the
# machine's own deb lines, so the same suite), which needs no root and leaves /etc/apt alone.
# The prefix is named after the four source versions and this recipe's revision:
#     ${XDG_CACHE_HOME:-$HOME/.cache}/undergrid/windows-r<N>-sdl2-<v>-ttf-<v>-image-<v>-ft-<v>
# so a new Debian version (or a change to the recipe below: bump RECIPE) builds a new prefix and
# an unchanged one is reused as it is. Nothing prebuilt is downloaded.
#
# FreeType is built static into SDL2_ttf.dll, with its own inflate code (no zlib, libpng, bzip2,
# brotli or HarfBuzz: the game's fonts are plain TrueType); SDL2_image uses its built-in stb
# loader for PNG, so it needs no libpng either. Builds run under `nice` with UG_JOBS jobs (2).
set -eu
RECIPE=1
here=$(cd "$(dirname "$0")/.." && pwd)
toolchain="$here/cmake/toolchains/mingw-w64-x86_64.cmake"
triple=x86_64-w64-mingw32
jobs=${UG_JOBS:-2}
cache_root="${XDG_CACHE_HOME:-$HOME/.cache}/undergrid"
apt_dir="$cache_root/windows-apt"
mode=${1:-build}

say() { echo "undergrid: $*" >&2; }

# The private apt: its own source list, package lists and download cache under $apt_dir.
apt_opts() {
    printf '%s\n' -o "Dir::Etc::SourceList=$apt_dir/sources.list" \
        -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d" -o "Dir::State::Lists=$apt_dir/lists" \
        -o "Dir::Cache=$apt_dir/cache" -o "APT::Sandbox::User=$(id -un)"
}

# deb-src twins of every deb line the machine has (one-line and deb822 formats).
write_sources() {
    mkdir -p "$apt_dir/sources.list.d" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
    : >"$apt_dir/sources.list"
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' "$f" >>"$apt_dir/sources.list"
    done
    rm -f "$apt_dir/sources.list.d/"*.sources
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        sed 's/^Types:.*/Types: deb-src/' "$f" >"$apt_dir/sources.list.d/$(basename "$f")"
    done
}

# The newest source version of a package, as apt-get source would pick it.
src_version() {
    # shellcheck disable=SC2046
    apt-cache $(apt_opts) showsrc --only-source "$1" 2>/dev/null | sed -n 's/^Version: //p' |
        sort -V | tail -n 1
}

# An existing built prefix (for --print or when the network is down): the newest of this recipe.
existing_prefix() {
    for d in "$cache_root"/windows-r$RECIPE-*; do
        [ -f "$d/.complete" ] && echo "$d"
    done | sort | tail -n 1
}

if [ "$mode" = "--print" ]; then
    p=$(existing_prefix)
    [ -n "$p" ] || { say "the Windows libraries are not built yet (run scripts/windows-deps.sh)"; exit 1; }
    echo "$p"
    exit 0
fi

command -v "$triple-gcc" >/dev/null 2>&1 ||
    { say "$triple-gcc is missing (Debian: gcc-mingw-w64-x86-64)"; exit 1; }
command -v "$triple-g++" >/dev/null 2>&1 ||
    { say "$triple-g++ is missing (SDL2's build wants it; Debian: g++-mingw-w64-x86-64-win32)"; exit 1; }
command -v dpkg-source >/dev/null 2>&1 || { say "dpkg-source is missing (Debian: dpkg-dev)"; exit 1; }

write_sources
# shellcheck disable=SC2046
if ! apt-get $(apt_opts) -q update >"$apt_dir/update.log" 2>&1; then
    p=$(existing_prefix)
    if [ -n "$p" ]; then
        say "could not update the source lists (see $apt_dir/update.log); using $p"
        echo "$p"
        exit 0
    fi
    say "could not update the source lists (see $apt_dir/update.log)"
    exit 1
fi
v_sdl=$(src_version libsdl2)
v_ttf=$(src_version libsdl2-ttf)
v_img=$(src_version libsdl2-image)
v_ft=$(src_version freetype)
for v in "$v_sdl" "$v_ttf" "$v_img" "$v_ft"; do
    [ -n "$v" ] || { say "a source package was not found (see $apt_dir/update.log)"; exit 1; }
done
prefix="$cache_root/windows-r$RECIPE-sdl2-$v_sdl-ttf-$v_ttf-image-$v_img-ft-$v_ft"
if [ -f "$prefix/.complete" ]; then
    say "the Windows libraries are built already"
    echo "$prefix"
    exit 0
fi

say "building SDL2 $v_sdl, SDL2_ttf $v_ttf, SDL2_image $v_img and FreeType $v_ft for Windows"
work="$cache_root/windows-work"
# Installed straight into the prefix (CMake and pkg-config files name it); .complete comes last,
# so a run that stops half-way leaves a prefix without it, which the next run starts again.
stage="$prefix"
rm -rf "$work" "$stage"
mkdir -p "$work" "$stage/licenses"
trap 'rm -rf "$work"' EXIT
cd "$work"
# shellcheck disable=SC2046
apt-get $(apt_opts) -q source "libsdl2=$v_sdl" "libsdl2-ttf=$v_ttf" "libsdl2-image=$v_img" \
    "freetype=$v_ft" >"$work/source.log" 2>&1 || { cat "$work/source.log" >&2; exit 1; }

# cmake_build NAME SOURCE-DIR CMAKE-OPTIONS...: configure, build and install into the stage.
cmake_build() {
    name=$1 src=$2
    shift 2
    say "  $name"
    nice -n 10 cmake -S "$src" -B "$work/build-$name" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$stage" \
        -DCMAKE_PREFIX_PATH="$stage" -DCMAKE_FIND_ROOT_PATH="$stage" "$@" \
        >"$work/$name-configure.log" 2>&1 || { tail -n 40 "$work/$name-configure.log" >&2; exit 1; }
    nice -n 10 cmake --build "$work/build-$name" --parallel "$jobs" >"$work/$name-build.log" 2>&1 ||
        { tail -n 40 "$work/$name-build.log" >&2; exit 1; }
    cmake --install "$work/build-$name" >/dev/null
}

# licence NAME SOURCE-DIR FILE...: the upstream licence files and Debian's copyright file.
licence() {
    name=$1 src=$2
    shift 2
    mkdir -p "$stage/licenses/$name"
    for f in "$@"; do cp "$src/$f" "$stage/licenses/$name/"; done
    cp "$src/debian/copyright" "$stage/licenses/$name/debian-copyright"
}

d_sdl=$(ls -d libsdl2-[0-9]*/) d_ttf=$(ls -d libsdl2-ttf-*/) d_img=$(ls -d libsdl2-image-*/)
d_ft=$(ls -d freetype-*/)
cmake_build sdl2 "$d_sdl" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF
cmake_build freetype "$d_ft" -DBUILD_SHARED_LIBS=OFF -DFT_DISABLE_ZLIB=TRUE \
    -DFT_DISABLE_BZIP2=TRUE -DFT_DISABLE_PNG=TRUE -DFT_DISABLE_HARFBUZZ=TRUE \
    -DFT_DISABLE_BROTLI=TRUE
cmake_build sdl2_ttf "$d_ttf" -DBUILD_SHARED_LIBS=ON -DSDL2TTF_VENDORED=OFF \
    -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF
cmake_build sdl2_image "$d_img" -DBUILD_SHARED_LIBS=ON -DSDL2IMAGE_VENDORED=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_SAMPLES=OFF \
    -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF
licence SDL2 "$d_sdl" LICENSE.txt
licence SDL2_ttf "$d_ttf" LICENSE.txt
licence SDL2_image "$d_img" LICENSE.txt
licence FreeType "$d_ft" LICENSE.TXT docs/FTL.TXT
printf 'SDL2 %s\nSDL2_ttf %s\nSDL2_image %s\nFreeType %s\n' "$v_sdl" "$v_ttf" "$v_img" "$v_ft" \
    >"$stage/licenses/VERSIONS.txt"

touch "$prefix/.complete"
say "the Windows libraries are in $prefix"
echo "$prefix"
