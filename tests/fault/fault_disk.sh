#!/bin/sh
# Fault tests on a full and a read-only folder (issue 9: a failed write was invisible, and on a
# full disk said without its reason). A file-size limit (ulimit -f) stands for a full disk
# without root; as root a 64 KiB tmpfs is really full and a read-only mount really read-only
# (chmod 555 does not stop root). Without root or mount namespaces those parts skip (77).
#   fault_disk.sh BINARY WORKDIR
set -u
BIN=$1
W=$2
rm -rf "$W"
mkdir -p "$W"
fail() { echo "FAIL: $*"; exit 1; }
PLAY="play --mode classic --seed 7 --bot random --turns 20000"

# 1. The file-size limit: the write fails as a full disk, the old record stays whole.
"$BIN" play --mode classic --seed 7 --bot random --turns 10 --record "$W/limit.ugr" >/dev/null ||
    fail "the first record could not be written"
before=$(cksum <"$W/limit.ugr")
(ulimit -f 16 && exec "$BIN" $PLAY --record "$W/limit.ugr") >/dev/null 2>"$W/err.txt"
rc=$?
[ $rc = 1 ] || fail "past the file-size limit: status $rc (153 or 25: killed by SIGXFSZ)"
grep -q "the disk is full (File too large)" "$W/err.txt" || fail "it said: $(cat "$W/err.txt")"
[ "$(cksum <"$W/limit.ugr")" = "$before" ] || fail "the old record was changed"
ls "$W"/limit.ugr.tmp* >/dev/null 2>&1 && fail "a temporary file was left"

# 2. and 3. need a mount of our own.
if [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null 2>&1 ||
    ! unshare -m true 2>/dev/null; then
    echo "SKIP: the tmpfs and read-only parts need root and mount namespaces (the limit passed)"
    exit 77
fi
mkdir -p "$W/mnt"
unshare -m sh -eu -c '
    BIN=$1 W=$2 PLAY=$3
    fail() { echo "FAIL: $*"; exit 1; }
    mount -t tmpfs -o size=64k tmpfs "$W/mnt"
    "$BIN" play --mode classic --seed 7 --bot random --turns 10 --record "$W/mnt/full.ugr" >/dev/null
    before=$(cksum <"$W/mnt/full.ugr")
    set +e
    "$BIN" $PLAY --record "$W/mnt/full.ugr" >/dev/null 2>"$W/err.txt"
    rc=$?
    set -e
    [ $rc = 1 ] || fail "on a full tmpfs: status $rc"
    grep -q "the disk is full (No space left on device)" "$W/err.txt" || fail "it said: $(cat "$W/err.txt")"
    [ "$(cksum <"$W/mnt/full.ugr")" = "$before" ] || fail "the old record was changed"
    ls "$W"/mnt/full.ugr.tmp* >/dev/null 2>&1 && fail "a temporary file was left on the full disk"
    mount -o remount,ro "$W/mnt"
    set +e
    "$BIN" play --mode classic --seed 7 --bot random --turns 10 --record "$W/mnt/full.ugr" >/dev/null 2>"$W/err.txt"
    rc=$?
    set -e
    [ $rc = 1 ] || fail "on a read-only mount: status $rc"
    grep -q "the folder is read-only (Read-only file system)" "$W/err.txt" || fail "it said: $(cat "$W/err.txt")"
    [ "$(cksum <"$W/mnt/full.ugr")" = "$before" ] || fail "the record on the read-only mount changed"
' sh "$BIN" "$W" "$PLAY" || fail "the tmpfs part failed"
echo "PASS: a full disk (limit and tmpfs) and a read-only folder are said, and change nothing"
