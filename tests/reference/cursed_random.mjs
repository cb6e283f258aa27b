#!/usr/bin/env node
// Random-key games of the ORIGINAL Cursed Souls (our own code; none of the original's). Each game
// is a seeded stream of keys drawn from one key set, fed to the original through the harness of
// cursed_original.mjs (the same stand-ins, the same key events, levels 2-3 entered as after a won
// boss fight). What the original ends in is written as one JSON line per game, one file per key
// set, for tests/core/modes/cursed/test_cursed_random_keys.c to replay through our rules.
//
// Usage (node 20, no packages):
//   node tests/reference/cursed_random.mjs ORIG write DIR [GAMES_PER_LEVEL_NORMAL GAMES_PER_LEVEL_WIZARD]
//   node tests/reference/cursed_random.mjs ORIG show SET INDEX     (the game's line, regenerated)
//   node tests/reference/cursed_random.mjs ORIG trace SET INDEX    (its full state after every key)
// ORIG is the original's exported tree (commit aac2d62), e.g. /work/cursed-orig. `write` makes
// DIR/normal.jsonl and DIR/wizard.jsonl; running it twice writes identical bytes (nothing depends
// on the clock, the machine or the order files are read in).
//
// A line: {"set","game","seed","level","keys","final","digest"}
//   keys   - the tokens fed after the level was built, space-separated, as `undergrid play --keys`
//            reads them (README of tests/fixtures/cursed, games/NAME.json);
//   final  - the original's state after the last key, written compactly (compactState below):
//            the fields of the line `undergrid play` prints but mode, seed and level, numbers,
//            booleans and strings as they are, an object as its values joined by spaces and an
//            array as its items joined by semicolons ("player":"17 6",
//            "enemies":"rat 3 15 1;dog 4 2 2", "stack":"slime false;fire false");
//   digest - two characters per key: 12 bits of FNV-1a over the state line, a newline and the UI
//            line {"screen","mode","cursor"} after that key (DIGEST_ALPHABET below), so a test
//            can name the first key after which our game leaves the original's.
// A game stops early (and says so in no field: its keys are simply fewer) when:
//   - the PC died three keys ago (the keys after a death are kept only while the original
//     ignores them; if one of them still acts, the dead-PC-acts-once case of CURSED.md §11.8
//     that we do not reproduce, the game ends at the death instead);
//   - a key made the original throw (the game ends before that key).

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Game } from './cursed_original.mjs';

// The key sets: [token, weight]. Moves dominate so that games get somewhere.
const NORMAL = [
  ['h', 6], ['j', 6], ['k', 6], ['l', 6],
  ['ArrowLeft', 3], ['ArrowDown', 3], ['ArrowUp', 3], ['ArrowRight', 3],
  ['y', 1], ['u', 1], ['b', 1], ['n', 2],
  ['Shift+h', 2], ['Shift+j', 2], ['Shift+k', 2], ['Shift+l', 2],
  ['Shift+ArrowLeft', 1], ['Shift+ArrowDown', 1], ['Shift+ArrowUp', 1], ['Shift+ArrowRight', 1],
  ['z', 4], ['.', 2], ['space', 8], ['x', 2], ['Escape', 5],
  ['p', 2], ['o', 1], ['i', 1], ['PageUp', 1], ['PageDown', 1],
  ['a', 1], ['?', 1], ['=', 1],
];
// The wizard set: the normal keys and the wizard's (`~` toggles the wizard mode; every wizard
// game starts with one). Shift+c clears the storage (the achievements).
const WIZARD = [
  ...NORMAL,
  ['~', 2], ['0', 1], ['1', 1], ['2', 1], ['3', 1], ['4', 1], ['5', 1], ['6', 1], ['7', 1],
  ['8', 1], ['-', 1], ['d', 1], [']', 1], ['\\', 1], ['Shift+c', 1],
];
export const SETS = {
  normal: { keys: NORMAL, prefix: [], perLevel: 450 },
  wizard: { keys: WIZARD, prefix: ['~'], perLevel: 225 },
};
const MIN_KEYS = 10, MAX_KEYS = 120, KEYS_AFTER_DEATH = 3;

export const DIGEST_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';

// FNV-1a, 32 bits, over a string of ASCII characters.
export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function digestOf(stateLine, uiLine) {
  const h = fnv1a(stateLine + '\n' + uiLine) & 0xfff;
  return DIGEST_ALPHABET[h >> 6] + DIGEST_ALPHABET[h & 63];
}

// xorshift32: our own small generator, one per game.
class Xorshift {
  constructor(seed) { this.s = (seed >>> 0) || 1; }
  next() {
    let s = this.s;
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    this.s = s;
    return s;
  }
  below(n) { return Math.floor((this.next() / 4294967296) * n); }
}

// Game `index` of a set: its generator, seed (ten digits), level (1, 2, 3 in turn) and length.
export function gamePlan(set, index) {
  const rng = new Xorshift(fnv1a(`cursed-random:${set}:${index}`));
  for (let i = 0; i < 8; i++) rng.next(); // away from the hash's first outputs
  const wide = (BigInt(rng.next()) << 32n) | BigInt(rng.next());
  const seed = String(1000000000n + (wide % 9000000000n));
  const level = 1 + (index % 3);
  const length = MIN_KEYS + rng.below(MAX_KEYS - MIN_KEYS + 1);
  return { rng, seed, level, length };
}

function drawKey(rng, keys) {
  let total = 0;
  for (const [, w] of keys) total += w;
  let r = rng.below(total);
  for (const [token, w] of keys) {
    if (r < w) return token;
    r -= w;
  }
  throw new Error('unreachable');
}

// A field's value as `final` writes it (see the top of this file).
function compactValue(v) {
  if (Array.isArray(v)) return v.map(compactValue).join(';');
  if (v !== null && typeof v === 'object') return Object.values(v).map(compactValue).join(' ');
  return String(v);
}
export function compactState(state) {
  const out = {};
  for (const [k, v] of Object.entries(state)) {
    if (k === 'mode' || k === 'seed' || k === 'level') continue;
    out[k] = v !== null && typeof v === 'object' ? compactValue(v) : v;
  }
  return JSON.stringify(out);
}

const uiLine = (g) => {
  const u = g.ui();
  return JSON.stringify({ screen: u.screen, mode: u.mode, cursor: u.cursor });
};

// Plays one game on the original. Returns its line's fields, the state and UI after every key
// (`states`), and why it ended.
export function playGame(origDir, set, index, noDraw = true) {
  const plan = gamePlan(set, index);
  const g = new Game(origDir, plan.seed, plan.level, { noDraw });
  const keys = [], states = [], digest = [];
  let end = 'length', deathAt = -1, last = JSON.stringify(g.state()), lastUi = uiLine(g);
  const start = compactState(g.state());
  const queue = [...SETS[set].prefix];
  while (keys.length < plan.length) {
    const token = queue.length ? queue.shift() : drawKey(plan.rng, SETS[set].keys);
    try {
      g.press(token);
    } catch (e) {
      end = 'exception';
      break;
    }
    const state = g.state(), line = JSON.stringify(state), ui = uiLine(g);
    if (deathAt >= 0 && (line !== last || ui !== lastUi)) {
      // A dead PC that still acts (§11.8): end the game at its death.
      keys.length = states.length = digest.length = deathAt + 1;
      end = 'acted after death';
      break;
    }
    keys.push(token);
    states.push({ line, ui, compact: compactState(state) });
    digest.push(digestOf(line, ui));
    last = line;
    lastUi = ui;
    if (deathAt < 0 && !state.alive) deathAt = keys.length - 1;
    if (deathAt >= 0 && keys.length - 1 - deathAt >= KEYS_AFTER_DEATH) {
      end = 'died';
      break;
    }
  }
  if (end === 'length' && deathAt >= 0) end = 'died';
  const final = states.length ? states[states.length - 1].compact : start;
  const text = '{"set":' + JSON.stringify(set) + ',"game":' + index + ',"seed":"' + plan.seed +
    '","level":' + plan.level + ',"keys":' + JSON.stringify(keys.join(' ')) + ',"final":' + final +
    ',"digest":"' + digest.join('') + '"}';
  return { text, states, end, level: plan.level, keys: keys.length };
}

// Shard `shard` of `shards` (the games whose index % shards == shard) of every set, one line
// per game appended as it is played to DIR/SET.jsonl.SHARD (so shards can run side by side).
function writeShard(origDir, dir, shard, shards, counts) {
  fs.mkdirSync(dir, { recursive: true });
  for (const set of Object.keys(SETS)) {
    const total = (counts[set] ?? SETS[set].perLevel) * 3;
    const file = path.join(dir, `${set}.jsonl.${shard}`);
    fs.writeFileSync(file, '');
    for (let i = shard; i < total; i += shards) {
      const r = playGame(origDir, set, i);
      fs.appendFileSync(file, JSON.stringify({ end: r.end }) + ' ' + r.text + '\n');
    }
  }
}

// Joins the shards into DIR/SET.jsonl in game order; returns the figures.
function mergeShards(dir, shards, counts) {
  const summary = {};
  for (const set of Object.keys(SETS)) {
    const total = (counts[set] ?? SETS[set].perLevel) * 3;
    const lines = new Array(total);
    const s = { games: 0, keys: 0, perLevel: {}, ends: {} };
    for (let k = 0; k < shards; k++) {
      const file = path.join(dir, `${set}.jsonl.${k}`);
      for (const row of fs.readFileSync(file, 'utf8').split('\n')) {
        if (!row) continue;
        const cut = row.indexOf('} ') + 1; // {"end":...} then the line
        const { end } = JSON.parse(row.slice(0, cut));
        const text = row.slice(cut + 1), g = JSON.parse(text);
        if (g.game >= total) continue;
        lines[g.game] = text;
        s.ends[end] = (s.ends[end] ?? 0) + 1;
        s.perLevel[g.level] = (s.perLevel[g.level] ?? 0) + 1;
        s.keys += g.keys === '' ? 0 : g.keys.split(' ').length;
        s.games++;
      }
    }
    for (let i = 0; i < total; i++) if (!lines[i]) throw new Error(`${set} game ${i} is missing`);
    const file = path.join(dir, set + '.jsonl');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    s.bytes = fs.statSync(file).size;
    summary[set] = s;
  }
  return summary;
}

function main(argv) {
  const [origDir, cmd, ...rest] = argv;
  if (!origDir || !cmd || !fs.existsSync(path.join(origDir, 'index.html'))) {
    process.stderr.write('usage: cursed_random.mjs ORIG (write DIR [N_NORMAL N_WIZARD] | show SET I | trace SET I)\n');
    process.exit(2);
  }
  switch (cmd) {
    case 'write': {
      // write DIR [SHARD SHARDS [N_NORMAL N_WIZARD]]: one shard (all of them by default, then
      // merged); merge DIR SHARDS [N_NORMAL N_WIZARD] joins shards run apart.
      const shard = Number(rest[1] ?? 0), shards = Number(rest[2] ?? 1);
      const counts = {};
      if (rest[3]) counts.normal = Number(rest[3]);
      if (rest[4]) counts.wizard = Number(rest[4]);
      writeShard(origDir, rest[0], shard, shards, counts);
      if (shards === 1) process.stdout.write(JSON.stringify(mergeShards(rest[0], 1, counts)) + '\n');
      break;
    }
    case 'merge': {
      const counts = {};
      if (rest[2]) counts.normal = Number(rest[2]);
      if (rest[3]) counts.wizard = Number(rest[3]);
      process.stdout.write(JSON.stringify(mergeShards(rest[0], Number(rest[1]), counts)) + '\n');
      break;
    }
    case 'drawcheck': {
      // drawcheck SET FROM TO: the games FROM..TO-1 played with and without drawing give the
      // same lines (the check behind the noDraw shortcut).
      let same = 0;
      for (let i = Number(rest[1]); i < Number(rest[2]); i++) {
        const a = playGame(origDir, rest[0], i, true), b = playGame(origDir, rest[0], i, false);
        const st = (r) => r.states.map((x) => x.line + x.ui).join('\n');
        if (a.text === b.text && st(a) === st(b)) same++;
        else process.stdout.write(`${rest[0]} game ${i} differs when drawn\n`);
      }
      process.stdout.write(JSON.stringify({ set: rest[0], same, of: Number(rest[2]) - Number(rest[1]) }) + '\n');
      break;
    }
    case 'show':
    case 'trace': {
      if (!SETS[rest[0]]) throw new Error(`no key set ${rest[0]}`);
      const r = playGame(origDir, rest[0], Number(rest[1]));
      if (cmd === 'show') process.stdout.write(r.text + '\n');
      else for (const st of r.states) process.stdout.write(st.line + ' ' + st.ui + '\n');
      break;
    }
    default:
      process.stderr.write(`unknown command ${cmd}\n`);
      process.exit(2);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
