// The simple mode's floor generator as seeds/003 describes it (the article's Random, create_field
// and split_room), re-expressed in our own JavaScript so that the C port can be checked against
// an independent implementation running the same double arithmetic as the original.
//
//   node tests/reference/simple.mjs --fixtures DIR   write DIR/*.json in `undergrid dump` format
//   node tests/reference/simple.mjs --dump SEED FLOOR [X,Y]   print one floor
//   node tests/reference/simple.mjs --bench [SECONDS]          floors generated per second
//   node tests/reference/simple.mjs --selftest                 the article's Random self-tests
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WALL = '#', FLOOR = '.', STAIRS = '>';

const sha256hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

// Random: bytes are successive hex pairs of SHA-256(text); the hex text is rehashed when used up.
class Rng {
  constructor(text) { this.hex = sha256hex(text); this.at = 0; }
  byte() {
    if (this.at === 64) { this.hex = sha256hex(this.hex); this.at = 0; }
    const v = parseInt(this.hex.slice(this.at, this.at + 2), 16);
    this.at += 2;
    return v;
  }
  num(max) {
    if (!(max > 0 && max <= 256)) throw new Error(`num(${max}) is outside 1..256`);
    return this.byte() % max;
  }
  fraction() { return this.byte() / 256; }
  // entries: [[key, weight], ...] in insertion order (the article uses a Map).
  select(entries) {
    let total = 0;
    for (const [, w] of entries) total += w;
    const n = this.num(total);
    let run = 0;
    for (const [k, w] of entries) { run += w; if (n < run) return k; }
    return undefined;
  }
}

function rat(x, y, level) {
  let lv = 1, hp = 4, atk = 3, def = 3, exp = 1;
  while (level > lv) {
    lv++;
    hp = Math.ceil(hp * 1.2);
    atk = Math.ceil(atk * 1.1);
    def = Math.ceil(def * 1.1);
    exp = Math.ceil(exp * 1.4);
  }
  return { kind: 'rat', x, y, level: lv, hp, atk, def, exp };
}

// grid[y][x] holds one of WALL, FLOOR, STAIRS.
function box(size) {
  const grid = [];
  for (let y = 0; y < size; y++) {
    const row = [];
    for (let x = 0; x < size; x++) {
      row.push(x === 0 || y === 0 || x === size - 1 || y === size - 1 ? WALL : FLOOR);
    }
    grid.push(row);
  }
  return grid;
}

function split(grid, room, chance, rng) {
  if (rng.fraction() > chance) return [];
  const w = room.x2 - room.x1, h = room.y2 - room.y1;
  let dir = rng.num(2);
  if (w > h * 2) dir = 0;
  else if (w * 2 < h) dir = 1;
  let first, second;
  if (dir === 0) {
    if (w <= 6) return [];
    const x = rng.num(w - 6) + 3 + room.x1;
    if (grid[room.y1 - 1][x] !== WALL || grid[room.y2 + 1][x] !== WALL) return [];
    const gap = rng.num(h) + room.y1;
    for (let y = room.y1; y <= room.y2; y++) if (y !== gap) grid[y][x] = WALL;
    first = { ...room, x2: x - 1 };
    second = { ...room, x1: x + 1 };
  } else {
    if (h <= 6) return [];
    const y = rng.num(h - 6) + 3 + room.y1;
    if (grid[y][room.x1 - 1] !== WALL || grid[y][room.x2 + 1] !== WALL) return [];
    const gap = rng.num(w) + room.x1;
    for (let x = room.x1; x <= room.x2; x++) if (x !== gap) grid[y][x] = WALL;
    first = { ...room, y2: y - 1 };
    second = { ...room, y1: y + 1 };
  }
  return rng.num(2) === 0 ? [first, second] : [second, first];
}

// One floor; `arrivals` is the article's upstairs list of {x, y}.
export function buildFloor(seed, depth, arrivals) {
  const rng = new Rng(`${seed},${depth}`);
  const isArrival = (x, y) => arrivals.some((a) => a.x === x && a.y === y);
  if (depth === 0) {
    const grid = box(25);
    grid[5][12] = STAIRS;
    return { grid, stairs: { x: 12, y: 5 }, monsters: [], items: [] };
  }
  const size = 50;
  const grid = box(size);
  const queue = [{ x1: 1, x2: size - 2, y1: 1, y2: size - 2 }];
  const rooms = [];
  const chances = [1, 1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5];
  while (queue.length && chances.length) {
    const room = queue.shift();
    const made = split(grid, room, chances.shift(), rng);
    queue.push(...made);
    if (made.length === 0) rooms.push(room);
  }
  rooms.push(...queue);

  let stairs;
  for (;;) {
    const x = rng.num(size - 2) + 1, y = rng.num(size - 2) + 1;
    if (isArrival(x, y)) continue;
    grid[y][x] = STAIRS;
    stairs = { x, y };
    break;
  }

  const monsters = [], items = [];
  for (const r of rooms) {
    const count = rng.num(3);
    for (let i = 0; i < count; i++) {
      const x = rng.num(r.x2 - r.x1) + r.x1, y = rng.num(r.y2 - r.y1) + r.y1;
      if (isArrival(x, y)) continue;
      const a = rng.num(depth);
      const b = rng.num(2);
      monsters.push(rat(x, y, depth + a + b));
    }
    const n = Math.floor(rng.fraction() + 0.5);
    for (let i = 0; i < n; i++) {
      const x = rng.num(r.x2 - r.x1) + r.x1, y = rng.num(r.y2 - r.y1) + r.y1;
      if (rng.select([['food', 20], ['potion', 80]]) === 'food') {
        items.push({ kind: 'apple', x, y, level: 0 });
      } else {
        const base = Math.ceil(depth / 4);
        const table = [[rng.num(base) + 1, 75], [base + 1, 20], [base + 2, 5]];
        items.push({ kind: 'potion', x, y, level: rng.select(table) });
      }
    }
  }
  // The article's `if (... = B_WALL)` assigns, so every arrival becomes floor.
  for (const a of arrivals) grid[a.y][a.x] = FLOOR;
  return { grid, stairs, monsters, items };
}

// Floor `depth` reached the way the original reaches it: down the stairs from floor 0, each
// floor's arrival being the previous floor's stairs, unless `arrive` is given for the last one.
export function floorFor(seed, depth, arrive) {
  let from = { x: 12, y: 5 };
  let floor = buildFloor(seed, 0, []);
  for (let d = 1; d <= depth; d++) {
    const at = d === depth && arrive ? arrive : from;
    floor = buildFloor(seed, d, [at]);
    from = floor.stairs;
  }
  return floor;
}

export function dumpJson(seed, depth, floor) {
  const size = floor.grid.length;
  return `{"mode":"simple","seed":${JSON.stringify(seed)},"floor":${depth},` +
    `"width":${size},"height":${size},` +
    `"grid":[${floor.grid.map((row) => JSON.stringify(row.join(''))).join(',')}],` +
    `"monsters":[${floor.monsters.map((m) => JSON.stringify(m)).join(',')}],` +
    `"items":[${floor.items.map((i) => JSON.stringify(i)).join(',')}]}\n`;
}

function selftest() {
  // The article's own test vectors for Random('yurina').
  const bytes = [68, 9, 150, 66, 71, 184, 42, 152, 84, 31, 148, 195, 79, 121, 253, 235, 87, 142,
    108, 87, 64, 95, 18, 186, 184, 92, 200, 43, 179, 155, 117, 136, 209, 241, 173, 107, 190, 11,
    178, 50];
  let r = new Rng('yurina');
  for (const b of bytes) if (r.byte() !== b) throw new Error('byte');
  const nums = [0, 1, 0, 2, 1, 4, 0, 0, 3, 1, 5, 3, 1, 9, 13, 11];
  r = new Rng('yurina');
  nums.forEach((v, i) => { if (r.num(i + 1) !== v) throw new Error('num'); });
  const table = [['a', 5], ['b', 15], ['c', 20], ['d', 10], ['e', 30], ['f', 20]];
  const picks = 'ebeeefdefcdfecec' + 'fdbfefbfffadeebc';
  r = new Rng('yurina');
  for (const p of picks) if (r.select(table) !== p) throw new Error('select');
  console.log('random self-tests pass');
}

// The fixture set: several seed texts (ASCII, Japanese, the empty text) and depths.
export const FIXTURES = [
  { name: 'yurina', seed: 'yurina' },
  { name: 'date', seed: '1565339012345' },
  { name: 'japanese', seed: 'シンプルローグライク' },
  { name: 'empty', seed: '' },
  { name: 'spaces', seed: 'a "quoted" seed \\ with spaces' },
];
const DEPTHS = [0, 1, 2, 5, 10];
const ARRIVE_CASES = [{ seed: 'yurina', depth: 3, arrive: { x: 1, y: 1 } },
  { seed: 'シンプルローグライク', depth: 1, arrive: { x: 25, y: 25 } }];

function writeFixtures(dir) {
  mkdirSync(dir, { recursive: true });
  const list = [];
  const write = (file, seed, depth, arrive) => {
    writeFileSync(join(dir, file), dumpJson(seed, depth, floorFor(seed, depth, arrive)));
    list.push(`${file}\t${depth}\t${arrive ? `${arrive.x},${arrive.y}` : '-'}\t${seed}`);
  };
  for (const f of FIXTURES) for (const d of DEPTHS) write(`${f.name}_${d}.json`, f.seed, d, null);
  ARRIVE_CASES.forEach((c, i) => write(`arrive_${i}.json`, c.seed, c.depth, c.arrive));
  // An index the C test reads: file, floor, arrival ("-" for the default), seed (rest of line).
  writeFileSync(join(dir, 'index.tsv'), list.join('\n') + '\n');
  console.log(`wrote ${list.length} fixtures to ${dir}`);
}

function bench(seconds) {
  // Floors 1..10 of many seeds, each with the previous floor's stairs as its arrival, as the
  // game builds them; the figure is floors built per second.
  const until = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  let floors = 0, sink = 0, n = 0;
  const start = process.hrtime.bigint();
  while (process.hrtime.bigint() < until) {
    const seed = `bench${n++}`;
    let from = { x: 12, y: 5 };
    for (let d = 1; d <= 10; d++) {
      const f = buildFloor(seed, d, [from]);
      from = f.stairs;
      sink += f.monsters.length;
      floors++;
    }
  }
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(JSON.stringify({ floors, seconds: elapsed, floors_per_second: floors / elapsed,
    sink }));
}

const [, , cmd, ...args] = process.argv;
if (cmd === '--fixtures') writeFixtures(args[0] ?? 'tests/fixtures/simple');
else if (cmd === '--dump') {
  const [seed, depth, at] = args;
  const arrive = at ? { x: +at.split(',')[0], y: +at.split(',')[1] } : null;
  process.stdout.write(dumpJson(seed, +depth, floorFor(seed, +depth, arrive)));
} else if (cmd === '--bench') bench(args[0] ? +args[0] : 3);
else if (cmd === '--selftest') selftest();
else {
  console.error('usage: simple.mjs --fixtures DIR | --dump SEED FLOOR [X,Y] | --bench [S] | --selftest');
  process.exit(2);
}
