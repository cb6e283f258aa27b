#!/bin/sh
# The headless commands' output that cannot be written (issue 25, item 6): `> /dev/full` and
# `>&-` gave status 0 with nothing written, for every command. Each form below must now fail
# with status 1 and one sentence on stderr.
#   fault_output.sh BINARY WORKDIR
set -u
BIN=$1
W=$2
rm -rf "$W"
mkdir -p "$W"
cd "$W" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
[ -w /dev/full ] || { echo "SKIP: no /dev/full"; exit 77; }
"$BIN" play --mode classic --seed 3 --bot random --turns 30 --record run.ugr >/dev/null ||
    fail "the record for replay could not be made"
tried=0
for c in "dump --mode classic --seed 1" "dump --mode simple --seed a --floor 2" \
    "play --mode classic --seed 1 --bot random --turns 50" \
    "play --mode cursed --seed 1234567890 --keys j" "replay run.ugr" "replay run.ugr --state" \
    "balance --mode classic --games 2 --turns 50" "--help" "--version"; do
    # shellcheck disable=SC2086
    "$BIN" $c >/dev/full 2>err.txt
    rc=$?
    [ $rc = 1 ] || fail "'$c > /dev/full': status $rc"
    grep -q "^undergrid: cannot write the output: No space left on device.$" err.txt ||
        fail "'$c > /dev/full' said: $(cat err.txt)"
    # shellcheck disable=SC2086
    "$BIN" $c >&- 2>err.txt
    rc=$?
    [ $rc = 1 ] || fail "'$c >&-': status $rc"
    grep -q "standard output is closed" err.txt || fail "'$c >&-' said: $(cat err.txt)"
    [ "$(wc -l <err.txt)" = 1 ] || fail "'$c >&-' said more than one sentence: $(cat err.txt)"
    tried=$((tried + 2))
done
# A --record with standard output closed: the record is the record, not the JSON.
"$BIN" play --mode classic --seed 1 --bot random --turns 50 --record closed.ugr >&- 2>/dev/null
"$BIN" replay closed.ugr >/dev/null 2>err.txt || fail "a closed output damaged the record: $(cat err.txt)"
# Issue 25, item 8: balance refused its own default seeds ("balance-0") in classic and cursed.
for m in classic simple cursed adventure; do
    "$BIN" balance --mode $m --games 2 --turns 30 >out.txt 2>err.txt ||
        fail "balance --mode $m on its default seeds: $(cat err.txt)"
done
# Item 8: arguments were echoed raw (a 120 KB seed, newlines, escape sequences), and a repeated
# --state and "--help --bogus" were accepted.
long=$(head -c 120000 /dev/zero | tr '\0' 7)
"$BIN" dump --mode classic --seed "$long" 2>err.txt
[ $? = 2 ] && [ "$(wc -c <err.txt)" -lt 300 ] && grep -q "(120000 bytes)" err.txt ||
    fail "a 120 KB seed was echoed: $(wc -c <err.txt) bytes"
"$BIN" dump --mode "$(printf 'x\n\033[2J')" --seed 1 2>err.txt
[ "$(wc -l <err.txt)" = 1 ] && grep -q 'x\\x0a\\x1b\[2J' err.txt && ! grep -q "$(printf '\033')" err.txt ||
    fail "a newline or an escape sequence was echoed raw: $(cat -v err.txt)"
"$BIN" replay run.ugr --state --state >/dev/null 2>err.txt
[ $? = 2 ] && grep -q "the option --state is given twice" err.txt || fail "--state twice: $(cat err.txt)"
"$BIN" --help --bogus >/dev/null 2>err.txt
[ $? = 2 ] && grep -q "takes no more arguments, not '--bogus'" err.txt || fail "--help --bogus: $(cat err.txt)"
# Item 8: the window's seed hint gave classic's rule for every mode; each mode's rule is its own.
if ! "$BIN" --mode cursed --seed 12 2>&1 | grep -q "has no window"; then
    for m in "cursed ten digits from 1000000000" "classic a whole number from 0" \
        "adventure any text without line breaks"; do
        mode=${m%% *}
        rule=${m#* }
        "$BIN" --mode "$mode" --seed "$(printf '12\nx')" >/dev/null 2>err.txt
        [ $? = 2 ] && grep -q "for the $mode mode ($rule" err.txt ||
            fail "the window's seed hint for $mode: $(cat err.txt)"
    done
    # The window's own option errors quote and shorten their argument as the commands do.
    "$BIN" --mode "$(printf 'x\n\033[2J')" >/dev/null 2>err.txt
    [ $? = 2 ] && [ "$(wc -l <err.txt)" = 1 ] && grep -q "no mode called 'x\\\\x0a\\\\x1b\[2J'" err.txt &&
        ! grep -q "$(printf '\033')" err.txt || fail "the window echoed a mode raw: $(cat -v err.txt)"
    "$BIN" --lang "$long" >/dev/null 2>err.txt
    [ $? = 2 ] && [ "$(wc -c <err.txt)" -lt 300 ] && grep -q "(120000 bytes)" err.txt ||
        fail "the window echoed a 120 KB language: $(wc -c <err.txt) bytes"
fi
# Item 8: --keys took any name (a typing mistake was played as a key the original ignores).
"$BIN" play --mode cursed --seed 1234567890 --keys "h Escpe j" >/dev/null 2>err.txt
[ $? = 2 ] && grep -q "^undergrid: 'Escpe' is not a key name" err.txt && [ "$(wc -l <err.txt)" = 1 ] ||
    fail "an unknown key name: $(cat err.txt)"
"$BIN" play --mode cursed --seed 1234567890 --keys "h Shift+ArrowUp \\ Enter . space" >/dev/null 2>err.txt ||
    fail "known key names refused: $(cat err.txt)"
# Issue 25, runs that survive upgrades: a replay that differs says on which floor it began, and a
# recording of another rules revision is refused with one sentence naming both revisions.
"$BIN" play --mode adventure --seed x --bot explore --turns 2000 --record adv.ugr >/dev/null ||
    fail "the adventure record could not be made"
grep -q '^rules [0-9]*$' adv.ugr && [ "$(grep -c '^check ' adv.ugr)" -ge 2 ] ||
    fail "the record has no rules line or fewer than two floor checks"
third=$(grep '^check ' adv.ugr | sed -n 3p)
[ -n "$third" ] || fail "the bot game no longer reaches floor 3"
set -- $third
sed "s/^check $2 $3 .*/check $2 $3 0000000000000000/" adv.ugr >desync.ugr
"$BIN" replay desync.ugr >/dev/null 2>err.txt
[ $? = 1 ] && grep -q "differs from the record from floor $2 on: the check after action $3 fails" err.txt ||
    fail "a desync did not say where it began: $(cat err.txt)"
sed 's/^rules [0-9]*$/rules 999/' adv.ugr >other.ugr
"$BIN" replay other.ugr >/dev/null 2>err.txt
[ $? = 1 ] && grep -q "played under revision 999 of the adventure mode's rules, and this build plays revision" err.txt &&
    [ "$(wc -l <err.txt)" = 1 ] || fail "a recording of other rules: $(cat err.txt)"
echo "PASS: $tried runs with an output that cannot be written, each status 1 with one sentence"
