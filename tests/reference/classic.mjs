#!/usr/bin/env node
// Reference model of classic mode (RULES.md §1, seeds/000_a0c6baa21c2c3b97.txt), in JavaScript.
//
// Why JavaScript: the original demo is JavaScript, and its random numbers come from Kaplay 3001's
// generator, whose state is an IEEE double. Node's numbers ARE those doubles, so this file does
// the original's arithmetic natively (including the rounding of the LCG product once it exceeds
// 2^53) with no emulation at all. The C core emulates that arithmetic with integers
// (src/core/kaplay_rng.c); the fixtures this script writes let the C tests check, byte for byte,
// that the emulation and the rules built on it agree with the original's behaviour.
//
// This is our own port of the seed's algorithm, written from its description, not a copy.
//
// Usage (node 20, no packages needed):
//   node tests/reference/classic.mjs dump SEED
//       the first floor of SEED, exactly as `undergrid dump --mode classic --seed SEED` prints it
//   node tests/reference/classic.mjs play SEED ACTIONS
//       plays ACTIONS (a string of U D L R W: up, down, left, right, wait) from SEED's first
//       floor and prints one JSON line per state (step 0 = the start, then one per action)
//   node tests/reference/classic.mjs --bench [N]
//       first floors per second: randSeed + one discarded draw + generation + population, for
//       seeds 1..N (default 200000), so the figure can be compared with the C core's
//   node tests/reference/classic.mjs fixtures DIR
//       (re)writes the fixtures the C tests read: DIR/floors.jsonl and DIR/games.jsonl
//
// To regenerate the fixtures from the repository root:
//   node tests/reference/classic.mjs fixtures tests/fixtures/classic
// The output is deterministic: running it twice gives identical files (git diff shows nothing).

const COLS = 32, ROWS = 16, SIGHT = 6;
const ROOM_ATTEMPTS = 80, MAX_ROOMS = 7, MIN_ROOMS = 4, POTIONS = 2, POTION_HEAL = 6;
const PLAYER_HP = 20, PLAYER_DAMAGE = [2, 4];

// The three creature types, in the original's order (choose() picks among a prefix of this list).
const KINDS = [
  { kind: "rat", hp: 3, damage: [1, 2] },
  { kind: "goblin", hp: 6, damage: [1, 3] },
  { kind: "ogre", hp: 11, damage: [2, 5] },
];

// --- Kaplay 3001's seeded generator, in plain doubles ---------------------------------------
class KaplayRng {
  constructor(seed) {
    this.s = seed; // randSeed(n): the state is the number itself
  }
  gen() {
    // The product is a double: above 2^53 it is rounded, exactly as in the original.
    this.s = (1103515245 * this.s + 12345) % 2147483648;
    return this.s / 2147483648;
  }
  rand(a, b) {
    return a + this.gen() * (b - a);
  }
  randi(a, b) {
    if (b === undefined) return Math.floor(this.rand(0, a));
    return Math.floor(this.rand(a, b));
  }
  chance(p) {
    return this.gen() <= p;
  }
  choose(list) {
    return list[this.randi(list.length)];
  }
}

// --- Generation -------------------------------------------------------------------------------
function carveCorridor(rng, map, from, to) {
  let x = from.x, y = from.y;
  const alongXFirst = rng.chance(0.5);
  while (x !== to.x || y !== to.y) {
    if ((alongXFirst && x !== to.x) || y === to.y) x += Math.sign(to.x - x);
    else y += Math.sign(to.y - y);
    if (map[y][x] === "#") map[y][x] = ".";
  }
}

// One pass of the room loop: up to 80 attempts, stopping at 7 rooms.
function layoutPass(rng) {
  const map = [];
  for (let y = 0; y < ROWS; y++) map.push(new Array(COLS).fill("#"));
  const rooms = [];
  for (let attempt = 0; attempt < ROOM_ATTEMPTS && rooms.length < MAX_ROOMS; attempt++) {
    const w = rng.randi(4, 9);
    const h = rng.randi(3, 6);
    const x = rng.randi(1, COLS - w - 1);
    const y = rng.randi(1, ROWS - h - 1);
    let clash = false;
    for (const r of rooms) {
      if (x - 2 < r.x + r.w && r.x - 2 < x + w && y - 2 < r.y + r.h && r.y - 2 < y + h) {
        clash = true;
        break;
      }
    }
    if (clash) continue;
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) map[j][i] = ".";
    const center = { x: x + Math.floor(w / 2), y: y + Math.floor(h / 2) };
    if (rooms.length > 0) carveCorridor(rng, map, rooms[rooms.length - 1].center, center);
    rooms.push({ x, y, w, h, center });
  }
  return { map, rooms };
}

// Where the original loops forever, and what we (C core and this model alike) do instead.
// Kaplay's generator is not full-period: its rounded arithmetic splits the states into cycles,
// some tiny (10, 6, 2, 1 states), in which no pass ever yields 4 rooms, and generateDungeon()
// recurses forever (seeds 58381, 69360, 97871 reach the 10-cycle during floor 1 and freeze the
// original at their first stairs; seed 194391 before floor 1). A pass depends only on the state
// it starts from, so a repeated start state proves the loop endless; Brent's method finds it.
// Then the floor is built after randSeed(n + 1), randSeed(n + 2), ... (n: the state when the
// floor began) until one works. The same detection guards freeSpot, whose failure stops placing.
function repeatWatcher(rng) {
  let saved = rng.s, power = 1, length = 0;
  return () => {
    if (rng.s === saved) return true;
    if (++length === power) {
      saved = rng.s;
      power *= 2;
      length = 0;
    }
    return false;
  };
}

// The original's generateDungeon(): passes until one has MIN_ROOMS rooms, the stream simply
// continuing; null when the passes can never succeed (see above).
function tryLayout(rng) {
  const repeated = repeatWatcher(rng);
  for (;;) {
    const layout = layoutPass(rng);
    if (layout.rooms.length >= MIN_ROOMS) return layout;
    if (repeated()) return null;
  }
}

function buildLayout(rng) {
  const start = rng.s;
  let layout = tryLayout(rng);
  for (let k = 1; !layout; k++) {
    rng.s = (start + k) % 4294967296; // randSeed(n + k)
    layout = tryLayout(rng);
  }
  const stairs = layout.rooms[layout.rooms.length - 1].center;
  layout.map[stairs.y][stairs.x] = ">";
  return layout;
}

const enemyAt = (enemies, x, y) => enemies.find((e) => e.x === x && e.y === y);

// Whether a free spot exists at all (plain floor, no enemy, any room but the first); without
// one the original would recurse forever, and we stop placing, as the C core does.
function anyFreeSpot(map, rooms, enemies) {
  for (const r of rooms.slice(1))
    for (let y = r.y; y < r.y + r.h; y++)
      for (let x = r.x; x < r.x + r.w; x++)
        if (map[y][x] === "." && !enemyAt(enemies, x, y)) return true;
  return false;
}

// null when the attempts can never succeed (see repeatWatcher).
function freeSpot(rng, map, rooms, enemies) {
  const repeated = repeatWatcher(rng);
  for (;;) {
    const r = rng.choose(rooms.slice(1));
    const x = rng.randi(r.x, r.x + r.w);
    const y = rng.randi(r.y, r.y + r.h);
    if (map[y][x] === "." && !enemyAt(enemies, x, y)) return { x, y };
    if (repeated()) return null;
  }
}

function populate(rng, map, rooms, floor) {
  const enemies = [];
  const kinds = KINDS.slice(0, Math.min(3, floor + 1));
  for (let n = 0; n < 2 + floor; n++) {
    const type = rng.choose(kinds);
    const p = anyFreeSpot(map, rooms, enemies) ? freeSpot(rng, map, rooms, enemies) : null;
    if (!p) return enemies; // the original would loop forever: stop placing
    enemies.push({ kind: type.kind, damage: type.damage, hp: type.hp, x: p.x, y: p.y });
  }
  for (let n = 0; n < POTIONS; n++) {
    const p = anyFreeSpot(map, rooms, enemies) ? freeSpot(rng, map, rooms, enemies) : null;
    if (!p) return enemies;
    map[p.y][p.x] = "!";
  }
  return enemies;
}

// --- A game -----------------------------------------------------------------------------------
class Game {
  constructor(seed) {
    this.seed = seed;
    this.rng = new KaplayRng(seed);
    this.rng.gen(); // one frame of Kaplay's camera between randSeed and floor 1
    this.floor = 1;
    this.player = { x: 0, y: 0, hp: PLAYER_HP, maxHp: PLAYER_HP, turns: 0 };
    this.dead = false;
    this.enterFloor();
  }

  enterFloor() {
    const { map, rooms } = buildLayout(this.rng);
    this.map = map;
    this.rooms = rooms;
    this.enemies = populate(this.rng, map, rooms, this.floor);
    this.player.x = rooms[0].center.x;
    this.player.y = rooms[0].center.y;
    this.seen = [];
    for (let y = 0; y < ROWS; y++) this.seen.push(new Array(COLS).fill(false));
    this.reveal();
  }

  visible(x, y) {
    return Math.hypot(x - this.player.x, y - this.player.y) <= SIGHT;
  }

  reveal() {
    for (let y = 0; y < ROWS; y++)
      for (let x = 0; x < COLS; x++) if (this.visible(x, y)) this.seen[y][x] = true;
  }

  hit(attacker, defender) {
    const damage = this.rng.randi(attacker.damage[0], attacker.damage[1] + 1);
    defender.hp -= damage;
    if (defender !== this.player && defender.hp <= 0)
      this.enemies.splice(this.enemies.indexOf(defender), 1);
  }

  enemyTurn(e) {
    const dx = this.player.x - e.x, dy = this.player.y - e.y;
    if (Math.abs(dx) + Math.abs(dy) === 1) {
      this.hit({ damage: e.damage }, this.player);
      return;
    }
    if (!this.visible(e.x, e.y)) return;
    const order =
      Math.abs(dx) > Math.abs(dy)
        ? [[Math.sign(dx), 0], [0, Math.sign(dy)]]
        : [[0, Math.sign(dy)], [Math.sign(dx), 0]];
    for (const [sx, sy] of order) {
      if (sx === 0 && sy === 0) continue;
      const x = e.x + sx, y = e.y + sy;
      if (this.map[y][x] !== "#" && !enemyAt(this.enemies, x, y)) {
        e.x = x;
        e.y = y;
        return;
      }
    }
  }

  // The original's act(dx, dy). Returns false when nothing happened (rock, or already dead).
  act(dx, dy) {
    if (this.dead) return false;
    const x = this.player.x + dx, y = this.player.y + dy;
    const enemy = enemyAt(this.enemies, x, y);
    if (!enemy && this.map[y][x] === "#") return false; // no turn, no random number
    if (enemy) {
      this.hit({ damage: PLAYER_DAMAGE }, enemy);
    } else {
      this.player.x = x;
      this.player.y = y;
      if (this.map[y][x] === ">") {
        this.floor++;
        this.enterFloor(); // at once: no enemy turn, no turn counted
        return true;
      }
      if (this.map[y][x] === "!") {
        this.map[y][x] = ".";
        this.player.hp = Math.min(this.player.maxHp, this.player.hp + POTION_HEAL);
      }
    }
    this.player.turns++;
    for (const e of [...this.enemies]) this.enemyTurn(e);
    this.reveal();
    if (this.player.hp <= 0) this.dead = true;
    return true;
  }

  // Exactly ug_cli_write_dump's format (without its trailing newline).
  dump() {
    const monsters = this.enemies
      .map((e) => `{"kind":"${e.kind}","x":${e.x},"y":${e.y},"hp":${e.hp}}`)
      .join(",");
    const grid = this.map.map((row) => `"${row.join("")}"`).join(",");
    return (
      `{"mode":"classic","seed":"${this.seed}","floor":${this.floor},` +
      `"width":${COLS},"height":${ROWS},"grid":[${grid}],` +
      `"player":{"x":${this.player.x},"y":${this.player.y},"hp":${this.player.hp},` +
      `"max_hp":${this.player.maxHp}},"monsters":[${monsters}],"items":[]}`
    );
  }

  // Seen tiles, one string of 8 lowercase hex digits per row: bit x of the row's 32-bit number
  // is column x (so the last digit holds columns 0..3).
  seenRows() {
    return this.seen
      .map((row) => {
        let bits = 0;
        row.forEach((v, x) => v && (bits = (bits | (1 << x)) >>> 0));
        return `"${bits.toString(16).padStart(8, "0")}"`;
      })
      .join(",");
  }

  // One line of a scripted game: every field the C test compares. `rng` is the generator's
  // state (a whole number), which proves both sides drew exactly the same random numbers. The
  // grid is written only when it differs from the previous line's (`lastGrid` keeps it), which
  // keeps the fixture small; a line without "grid" means "unchanged".
  stateLine(game, step, action, acted, memory) {
    const p = this.player;
    const monsters = this.enemies
      .map((e) => `{"kind":"${e.kind}","x":${e.x},"y":${e.y},"hp":${e.hp}}`)
      .join(",");
    const grid = this.map.map((row) => `"${row.join("")}"`).join(",");
    const gridField = memory.lastGrid === grid ? "" : `,"grid":[${grid}]`;
    memory.lastGrid = grid;
    return (
      `{"game":${game},"seed":"${this.seed}","step":${step},"action":"${action}",` +
      `"acted":${acted},"status":"${this.dead ? "dead" : "playing"}",` +
      `"floor":${this.floor},"rng":${this.rng.s},` +
      `"player":{"x":${p.x},"y":${p.y},"hp":${p.hp},"turns":${p.turns}},` +
      `"monsters":[${monsters}]${gridField},"seen":[${this.seenRows()}]}`
    );
  }
}

const DIRS = { U: [0, -1], D: [0, 1], L: [-1, 0], R: [1, 0], W: [0, 0] };

// --- The scripted player: a deterministic action generator ----------------------------------
// Its own tiny integer generator (independent of the game's stream), so the action list depends
// only on (style, its seed) and the states the game shows it.
function policyRng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// First step of a shortest 4-way path (at most maxLength steps long) from the player to a tile
// satisfying `goal`; enemies do not block the search, as walking into one attacks it. null if
// there is none.
function firstStepTo(game, goal, maxLength = COLS * ROWS) {
  const start = game.player;
  const key = (x, y) => y * COLS + x;
  const prev = new Map([[key(start.x, start.y), -1]]);
  let frontier = [[start.x, start.y]];
  for (let length = 1; length <= maxLength && frontier.length; length++) {
    const next = [];
    for (const [x, y] of frontier) {
      for (const [dx, dy] of [[0, -1], [0, 1], [-1, 0], [1, 0]]) {
        const nx = x + dx, ny = y + dy;
        if (game.map[ny][nx] === "#" || prev.has(key(nx, ny))) continue;
        prev.set(key(nx, ny), key(x, y));
        if (goal(nx, ny)) {
          let k = key(nx, ny);
          while (prev.get(k) !== key(start.x, start.y)) k = prev.get(k);
          const sx = k % COLS, sy = Math.floor(k / COLS);
          for (const [name, [ax, ay]] of Object.entries(DIRS))
            if (start.x + ax === sx && start.y + ay === sy) return name;
        }
        next.push([nx, ny]);
      }
    }
    frontier = next;
  }
  return null;
}

// A style is how the scripted player weighs its options:
//   wander:  probability of a random step (often into rock) when nothing else is pressing
//   wait:    probability of waiting a turn instead
//   blunder: probability of not hitting an adjacent enemy (then it wanders, waits or walks on)
//   heal:    at or below this health it walks to the nearest potion
//   reach:   it walks to enemies at most this many steps away (0: never fights on purpose)
function chooseAction(game, style, rnd) {
  const potion = (x, y) => game.map[y][x] === "!";
  const enemy = (x, y) => !!enemyAt(game.enemies, x, y);
  const stairs = (x, y) => game.map[y][x] === ">";
  const r = rnd();
  if (style.reach > 0 && r >= style.blunder) {
    const step = firstStepTo(game, enemy, 1); // something next to it: hit it
    if (step) return step;
  }
  if (game.player.hp <= style.heal) {
    const step = firstStepTo(game, potion);
    if (step) return step;
  }
  if (style.reach > 1) {
    const step = firstStepTo(game, enemy, style.reach);
    if (step && rnd() < 0.8) return step;
  }
  if (r < style.wander) return "UDLR"[Math.floor(rnd() * 4)];
  if (r < style.wander + style.wait) return "W";
  return firstStepTo(game, stairs) ?? "W";
}

function playScripted(game, index, style, policySeed, maxActions) {
  const rnd = policyRng(policySeed);
  const memory = {};
  const lines = [game.stateLine(index, 0, "-", true, memory)];
  const stats = { walls: 0, waits: 0, attacks: 0, potions: 0, floors: 0, died: false };
  for (let step = 1; step <= maxActions && !game.dead; step++) {
    const a = chooseAction(game, style, rnd);
    const [dx, dy] = DIRS[a];
    const target = enemyAt(game.enemies, game.player.x + dx, game.player.y + dy);
    const tile = game.map[game.player.y + dy][game.player.x + dx];
    const floorBefore = game.floor;
    const acted = game.act(dx, dy);
    if (!acted) stats.walls++;
    if (a === "W") stats.waits++;
    if (target && (dx || dy)) stats.attacks++;
    if (!target && tile === "!") stats.potions++;
    if (game.floor !== floorBefore) stats.floors++;
    lines.push(game.stateLine(index, step, a, acted, memory));
  }
  stats.died = game.dead;
  stats.actions = lines.length - 1;
  return { lines, stats };
}

// --- Fixtures ---------------------------------------------------------------------------------
// Seeds of the first-floor fixtures: the named ones, then others from a fixed integer sequence
// (spread over the whole 32-bit range, so large seeds whose LCG product is rounded are covered).
function fixtureSeeds() {
  // 58381, 69360, 97871: in Kaplay's 10-state cycle after floor 1 (the original freezes on their
  // stairs); 194391: in it before floor 1 (the original never shows a floor; ours is reseeded).
  const seeds = [0, 1, 2, 7, 42, 1000, 48213, 99999, 100000, 65535, 2147483647, 2147483648,
    4294967294, 4294967295, 58381, 69360, 97871, 194391];
  let s = 12345;
  while (seeds.length < 44) {
    s = (Math.imul(s, 2654435761) + 97531) >>> 0;
    seeds.push(seeds.length % 2 ? s : s % 100001);
  }
  return seeds;
}

// The scripted games: [seed, style, policy seed, max actions]. Chosen so that together they
// bump into rock, wait, attack, kill, drink potions, take the stairs (several times) and die.
const CAREFUL = { wander: 0.6, wait: 0.2, blunder: 0.02, heal: 14, reach: 1 };
const BRAVE = { wander: 0.55, wait: 0.15, blunder: 0.05, heal: 10, reach: 4 };
const RECKLESS = { wander: 0.45, wait: 0.15, blunder: 0.1, heal: 0, reach: 8 };
const GAMES = [
  [48213, CAREFUL, 9, 400],
  [42, BRAVE, 4, 400],
  [1, CAREFUL, 4, 400],
  [4294967295, CAREFUL, 4, 400],
  [777, BRAVE, 5, 400],
  [100000, CAREFUL, 4, 400],
  [2147483648, RECKLESS, 1, 400],
  [58381, BRAVE, 5, 400], // its stairs hit an endless floor in the original: see repeatWatcher
  [194391, BRAVE, 1, 400],
];

async function writeFixtures(dir) {
  const fs = await import("node:fs");
  const path = await import("node:path");
  fs.mkdirSync(dir, { recursive: true });
  const floors = fixtureSeeds().map((seed) => new Game(seed).dump());
  fs.writeFileSync(path.join(dir, "floors.jsonl"), floors.join("\n") + "\n");
  const all = [];
  GAMES.forEach(([seed, style, policySeed, max], i) => {
    const { lines, stats } = playScripted(new Game(seed), i, style, policySeed, max);
    all.push(...lines);
    process.stderr.write(`game ${i} seed ${seed}: ${JSON.stringify(stats)}\n`);
  });
  fs.writeFileSync(path.join(dir, "games.jsonl"), all.join("\n") + "\n");
  process.stderr.write(`${floors.length} floors, ${GAMES.length} games, ${all.length} lines\n`);
}

function parseSeed(text) {
  if (!/^[0-9]{1,10}$/.test(text ?? "") || Number(text) > 4294967295) {
    process.stderr.write(`classic.mjs: '${text}' is not a seed (0..4294967295)\n`);
    process.exit(2);
  }
  return Number(text);
}

function bench(n) {
  let checksum = 0;
  const t0 = process.hrtime.bigint();
  for (let seed = 1; seed <= n; seed++) {
    const rng = new KaplayRng(seed);
    rng.gen();
    const { map, rooms } = buildLayout(rng);
    const enemies = populate(rng, map, rooms, 1);
    checksum = (checksum + enemies[0].x + rooms.length) | 0; // keeps the work observable
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const rate = Math.round(n / seconds);
  console.log(JSON.stringify({ floors: n, seconds: +seconds.toFixed(3), floors_per_second: rate,
    checksum }));
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === "dump") {
  console.log(new Game(parseSeed(args[0])).dump());
} else if (cmd === "play") {
  const game = new Game(parseSeed(args[0]));
  const memory = {};
  console.log(game.stateLine(0, 0, "-", true, memory));
  [...(args[1] ?? "")].forEach((a, i) => {
    if (!DIRS[a]) {
      process.stderr.write(`classic.mjs: '${a}' is not an action (U D L R W)\n`);
      process.exit(2);
    }
    const acted = game.act(...DIRS[a]);
    console.log(game.stateLine(0, i + 1, a, acted, memory));
  });
} else if (cmd === "--bench") {
  bench(args[0] ? Number(args[0]) : 200000);
} else if (cmd === "fixtures") {
  await writeFixtures(args[0] ?? "tests/fixtures/classic");
} else {
  process.stderr.write("usage: classic.mjs dump SEED | play SEED ACTIONS | --bench [N] | " +
    "fixtures DIR\n");
  process.exit(2);
}
