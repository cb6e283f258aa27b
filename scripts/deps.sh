#!/bin/sh
# Installs what Undergrid needs on Debian or Ubuntu, skipping what is already there.
#   scripts/deps.sh          what building and playing needs
#   scripts/deps.sh --test   also what the tests need
set -eu

packages="cmake make gcc pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
          libfontconfig-dev fonts-dejavu-core fonts-ipafont-gothic"
if [ "${1:-}" = "--test" ]; then
    packages="$packages libcmocka-dev xvfb xdotool x11-utils imagemagick
              desktop-file-utils appstream lintian dpkg-dev file"
fi

missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "undergrid: please install these packages with your package manager:$missing" >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo=sudo
    else
        echo "undergrid: these packages are missing and we are not root:$missing" >&2
        exit 1
    fi
fi
echo "undergrid: installing$missing" >&2
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends $missing
