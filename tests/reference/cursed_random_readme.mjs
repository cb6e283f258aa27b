// The random-key fixtures' section of tests/fixtures/cursed/README.md (cursed_original.mjs's
// `fixtures` writes the README and appends these lines; our own text). The figures are those of
// `cursed_random.mjs write` with its default counts: it is deterministic, so they stay true until
// the generator changes (then update them here).
export const RANDOM_README = `
## random/SET.jsonl — the original fed random keys

Made by \`tests/reference/cursed_random.mjs\` (our own code), which plays the original through the
harness above (the same stand-ins, key events and level entry), in shards side by side, then
joined:

    for i in 0 1 2; do node tests/reference/cursed_random.mjs /work/cursed-orig write /tmp/r $i 3 & done; wait
    node tests/reference/cursed_random.mjs /work/cursed-orig merge /tmp/r 3
    cp /tmp/r/normal.jsonl /tmp/r/wizard.jsonl tests/fixtures/cursed/random/

(\`write DIR\` alone plays every game in one process and joins at once.) A game's line depends
only on its key set and index, so any sharding, and any second run, writes identical bytes
(checked: two runs of 3 shards each gave the same two files, byte for byte).
\`show SET I\` prints game I's line again; \`trace SET I\` its state and UI after every key.

**The key sets** (token: weight; a key is drawn with probability weight / total):
- \`normal\` (total 83): \`h j k l\` 6 each, \`ArrowLeft ArrowDown ArrowUp ArrowRight\` 3 each,
  \`y u b\` 1 each (not keys of the game), \`n\` 2, \`Shift+h Shift+j Shift+k Shift+l\` 2 each,
  \`Shift+ArrowLeft…\` 1 each, \`z\` 4, \`.\` 2, \`space\` 8, \`x\` 2, \`Escape\` 5, \`p\` 2,
  \`o i PageUp PageDown a ? =\` 1 each.
- \`wizard\` (total 99): the normal set and \`~\` 2, \`0 1 2 3 4 5 6 7 8 - d ] \\ Shift+c\` 1 each;
  every wizard game starts with \`~\` (wizard mode on; a later \`~\` may turn it off).

**The games.** Game i of set S: an xorshift32 generator seeded with FNV-1a("cursed-random:S:i"),
its first 8 outputs skipped; the seed is 1000000000 + ((a · 2³² + b) mod 9000000000) for its next
two outputs a, b; the level is 1 + (i mod 3) (levels 2–3 entered as after a won boss fight, as
above); the game is 10 + ⌊r · 111⌋ keys long (r the next output / 2³²), then its keys are drawn.
A game ends early three keys after the PC's death (kept only while the original ignores them:
if one still acts, CURSED.md §11.8's dead-PC-acts-once, which our port leaves out, the game ends
at the death instead), or before a key that makes the original throw (none did).

| set | games (levels 1, 2, 3) | keys | PC dead at the end | boss fights reached (won) | ended at the death (§11.8) |
|---|---|---|---|---|---|
| normal | 1350 (450, 450, 450) | 69001 | 546 | 4 (0) | 0 |
| wizard | 675 (225, 225, 225) | 36715 | 201 | 20 (2) | 2 |

**A line**: \`{"set","game","seed","level","keys","final","digest"}\`:
- \`keys\`: the tokens fed after the level was built, as \`undergrid play --keys\` reads them;
- \`final\`: the original's state after the last key, compactly: the fields of the state line
  (games/NAME.json's \`final\`) but mode, seed and level; numbers, booleans and strings as they
  are, an object as its values joined by spaces, an array as its items joined by semicolons
  (\`"player":"17 6"\`, \`"stack":"slime false;fire false"\`, \`"enemies":"rat 3 15 1;dog 4 2 2"\`);
- \`digest\`: two characters per key (\`0-9A-Za-z-_\`, 6 bits each): the low 12 bits of FNV-1a over
  the state line, a newline and the UI line \`{"screen","mode","cursor"}\` after that key.

The files hold 1440975 (normal) and 689180 (wizard) bytes.

To go fast the random games do not draw: \`Main.screens.drawDungeon\`, \`drawActor\` and
\`drawEnemyList\` (which only draw, and took four fifths of a key's time) are no-ops there.
\`cursed_random.mjs ORIG drawcheck SET FROM TO\` plays games both ways: normal 0–29 and wizard
0–14 give the same lines and the same state and UI after every key.

**The test**: \`core_test_cursed_random_keys\` (tests/core/modes/cursed/test_cursed_random_keys.c)
replays every line through our key table and rules as \`undergrid play --keys\` does, compares
the end state field by field and the digest after every key, and on a difference prints the
game, the first differing field (and list item), the first key after which ours leaves the
original's, the \`undergrid play\` command that replays the keys up to there and the \`trace\`
command that prints the original's states. All 2025 games match. Before the fix below, 1978 did.

**Found by these games**: a fast move that cannot start (a wall or an NPC in the way, or an NPC in
view) on a level's first turn. The original's \`pcFastMove\` sets the counter to 5 with the new
direction and then, as the step fails, to 0: the standing-still run the first timed action would
have started (§11.5, the counter still 5 with no direction) does not happen. Ours put the counter
back (so that a refused action changed nothing), and the clock then read 5 more after the next
timed action (seed 1000000000 level 1, \`Shift+h z\`: 6 against the original's 1). 47 of the 2025
games went through it. Now such a move is carried out as a zero-time action (recorded and
replayed; no turn of the PC), and one while the counter is already 0 is still refused.
`;
