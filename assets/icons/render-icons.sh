#!/bin/sh
# Renders Undergrid's icon (undergrid.svg, ours) into every raster form the packages need:
#   png/undergrid-N.png          hicolor theme sizes for Linux (installed by cmake/UndergridInstall.cmake)
#   ../windows/undergrid.ico     the Windows executable's icon (compiled in through undergrid.rc)
#   ../macos/undergrid.icns      the macOS bundle icon (Info.plist CFBundleIconFile)
# The outputs are committed, so a build never needs these tools; run this again after editing the
# SVG. Needs rsvg-convert (librsvg2-bin), icotool (icoutils) and png2icns (icnsutils).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir -p png ../windows ../macos
for n in 16 24 32 48 64 128 256; do
    rsvg-convert -w "$n" -h "$n" undergrid.svg -o "png/undergrid-$n.png"
done
rsvg-convert -w 512 -h 512 undergrid.svg -o "$tmp/undergrid-512.png"

# Windows: small sizes as plain images, 256 as an embedded PNG (what Explorer expects).
icotool -c -o ../windows/undergrid.ico png/undergrid-16.png png/undergrid-24.png \
    png/undergrid-32.png png/undergrid-48.png png/undergrid-64.png png/undergrid-128.png \
    -r png/undergrid-256.png
# macOS: the sizes png2icns knows (16, 32, 48, 128, 256, 512).
png2icns ../macos/undergrid.icns png/undergrid-16.png png/undergrid-32.png png/undergrid-48.png \
    png/undergrid-128.png png/undergrid-256.png "$tmp/undergrid-512.png" >/dev/null
echo "icons rendered in $here/png, ../windows and ../macos"
