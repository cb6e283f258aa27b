#!/usr/bin/env node
// Drives the ORIGINAL Cursed Souls (Bozar/cursedSouls, MIT) in node to derive fixtures for our
// `cursed` mode. This file is ours: it contains none of the original's code or text. It loads the
// original's scripts from the folder given on the command line (never from this repository) into
// a `vm` context with tiny stand-ins for the browser (DOM, localStorage, ROT.Display, key events),
// feeds it key events and reads its state back.
//
// Usage (node 20, no packages):
//   node tests/reference/cursed_original.mjs ORIG dump SEED LEVEL
//   node tests/reference/cursed_original.mjs ORIG play SEED LEVEL "KEYS"
//   node tests/reference/cursed_original.mjs ORIG trace SEED LEVEL "KEYS"   (one state line per key)
//   node tests/reference/cursed_original.mjs ORIG fixtures DIR
//   node tests/reference/cursed_original.mjs ORIG bench N   (N level-1 builds, warm: levels/s)
// ORIG is the original's exported tree (commit aac2d62), e.g. /work/cursed-orig.
// KEYS are space-separated key names: h j k l ArrowUp ... Shift+h (or H) space x z . Escape
// n p o i PageUp PageDown a ? ~ (see keyEvent below).
//
// The output is deterministic: running `fixtures` twice writes identical bytes.

import vm from 'node:vm';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const W = 52, H = 16;

// ---------------------------------------------------------------------------------------------
// Loading the original

const sourceCache = new Map();

function scriptList(origDir) {
  const html = fs.readFileSync(path.join(origDir, 'index.html'), 'utf8');
  const list = [];
  for (const m of html.matchAll(/<script\s+src="([^"]+)"/g)) list.push(m[1]);
  if (list[0] !== 'scripts/rot.min.js') throw new Error('unexpected script order in index.html');
  return list;
}

function compiled(origDir) {
  if (!sourceCache.has(origDir)) {
    const list = scriptList(origDir).map((rel) => {
      const code = fs.readFileSync(path.join(origDir, rel), 'utf8');
      return { rel, script: new vm.Script(code, { filename: rel }) };
    });
    sourceCache.set(origDir, list);
  }
  return sourceCache.get(origDir);
}

// Minimal localStorage.
class Storage {
  constructor() { this.m = new Map(); }
  getItem(k) { return this.m.has(String(k)) ? this.m.get(String(k)) : null; }
  setItem(k, v) { this.m.set(String(k), String(v)); }
  removeItem(k) { this.m.delete(String(k)); }
  clear() { this.m.clear(); }
  key(i) { return [...this.m.keys()][i] ?? null; }
  get length() { return this.m.size; }
}

// The text functions whose results are pushed to the message log. We wrap them so that each
// pushed line can be reported as a short id of our own (function name + arguments), never as
// the original's wording.
const TEXT_FUNCS = ['action', 'pickUp', 'hitTarget', 'killTarget', 'targetDropOrb', 'npcHit',
  'npcCurse', 'npcSummon', 'lastWords', 'gargoyleBreathe', 'unlockAchievement', 'setBomb',
  'cutScene', 'bombExplode'];
const ACH_IDS = ['noExamine', 'unlockAll', 'boss1Normal', 'boss1Special', 'boss2Normal',
  'boss3Normal', 'boss3Special', 'boss4Normal', 'boss4Special'];

export class Game {
  // level 1: a fresh page load with Main._devSeed = SEED.
  // level 2/3: a page load right after a won boss fight: the save holds the next level, the seed,
  // the level-1 starting stack and no ground orbs.
  // opts.noDraw: the map, the actors and the enemy list are not drawn (Main.screens.drawDungeon,
  // drawActor and drawEnemyList become no-ops; they only draw, and cost most of a key's time).
  // Used by cursed_random.mjs, which checks that it changes none of its games' lines.
  constructor(origDir, seed, level, opts = {}) {
    this.seed = String(seed);
    this.level = level;
    this.listeners = [];
    this.log = [];
    this.pending = [];
    const storage = new Storage();
    if (level > 1) {
      storage.setItem('dungeonLevel', level);
      storage.setItem('seed', Number.parseInt(this.seed, 10));
      storage.setItem('inventory', ['slime', 'armor', 'armor', 'fire', 'lump'].toString());
      storage.setItem('orb', [].toString());
    }
    this.storage = storage;
    const self = this;
    const elem = () => ({ getContext: () => ({}), appendChild() {}, style: {} });
    const sandbox = {
      console: { log() {}, warn() {}, error() {}, info() {} },
      document: { createElement: elem, getElementById: elem, body: elem() },
      localStorage: storage,
      DOMException: class DOMException extends Error {},
      addEventListener(type, fn) {
        if (type !== 'keydown') return;
        // A browser ignores adding a listener that is already registered.
        if (!self.listeners.some((l) => l.fn === fn && !l.removed)) {
          self.listeners.push({ fn, removed: false });
        }
      },
      removeEventListener(type, fn) {
        if (type !== 'keydown') return;
        const i = self.listeners.findIndex((l) => l.fn === fn && !l.removed);
        if (i >= 0) { self.listeners[i].removed = true; self.listeners.splice(i, 1); }
      },
    };
    const ctx = vm.createContext(sandbox);
    vm.runInContext('var window = this;', ctx);
    // Math.random only makes entity ids and new seeds in the original; make it repeatable.
    vm.runInContext(`(function () { let s = 0x2545F491; Math.random = function () {
      s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; }; })();`, ctx);
    const scripts = compiled(origDir);
    for (const { rel, script } of scripts) {
      script.runInContext(ctx);
      if (rel === 'scripts/rot.min.js') {
        vm.runInContext(`(function () {
          function D() {}
          D.prototype.draw = function () {};
          D.prototype.drawText = function () { return 1; };
          D.prototype.clear = function () {};
          D.prototype.getContainer = function () { return {}; };
          D.prototype.setOptions = function () {};
          D.prototype.getOptions = function () { return {}; };
          ROT.Display = D; })();`, ctx);
      }
    }
    this.ctx = ctx;
    const Main = vm.runInContext('Main', ctx);
    const ROT = vm.runInContext('ROT', ctx);
    this.Main = Main;
    this.ROT = ROT;
    Main._devSeed = this.seed;
    if (opts.noDraw) {
      for (const f of ['drawDungeon', 'drawActor', 'drawEnemyList']) Main.screens[f] = () => {};
    }
    this.wrapText();
    vm.runInContext('window.onload()', ctx);
    // Record every line pushed to the message log.
    const msg = Main.getEntity('message').Message;
    const push = msg.pushMsg;
    msg.pushMsg = function (text) {
      self.pending.push(self.textIds.get(text) ?? 'unknown');
      return push.call(this, text);
    };
    // The Space that closes the intro cut-scene builds the level.
    this.key(' ', false);
    this.pending = [];
    if (Main.screens.getCurrentName() !== 'main' || !Main.getEntity('pc')) {
      throw new Error('level was not built');
    }
  }

  wrapText() {
    const Main = this.Main;
    const ids = new Map();
    this.textIds = ids;
    const argId = (a) => {
      if (a && typeof a === 'object' && typeof a.getEntityName === 'function') return a.getEntityName();
      if (typeof a === 'string') {
        for (const id of ACH_IDS) {
          try { if (Main.text.achievementLeft(id) === a) return id; } catch (e) { /* */ }
        }
        return /^[A-Za-z0-9]+$/.test(a) ? a : '?';
      }
      return String(a);
    };
    for (const name of TEXT_FUNCS) {
      const orig = Main.text[name];
      if (typeof orig !== 'function') continue;
      Main.text[name] = function (...args) {
        const r = orig.apply(this, args);
        const base = [name, ...args.map(argId)].join(':');
        if (Array.isArray(r)) {
          r.forEach((t, i) => { if (typeof t === 'string' && !ids.has(t)) ids.set(t, base + ':' + i); });
        } else if (typeof r === 'string' && !ids.has(r)) {
          ids.set(r, base);
        }
        return r;
      };
    }
  }

  // Dispatch one keydown event the way a browser does: listeners registered at dispatch start,
  // skipping those removed meanwhile.
  key(k, shift) {
    const e = { key: k, shiftKey: !!shift, type: 'keydown', preventDefault() {} };
    const snapshot = this.listeners.slice();
    for (const l of snapshot) {
      if (!l.removed) l.fn.call(this.ctx, e);
    }
  }

  press(token) {
    const [k, shift] = keyEvent(token);
    this.pending = [];
    this.key(k, shift);
    const msgs = this.pending;
    this.log.push(...msgs);
    this.pending = [];
    return msgs;
  }

  // --- reading the original's state ---
  get pc() { return this.Main.getEntity('pc'); }
  npcs() { return [...this.Main.getEntity('npc').values()]; }
  orbs() { return [...this.Main.getEntity('orb').values()]; }
  terrain(x, y) { return this.Main.getEntity('dungeon').Dungeon.getTerrain().get(x + ',' + y); }
  isFloor(x, y) { return this.terrain(x, y) === 0; }
  stairs() {
    const d = this.Main.getEntity('downstairs').Position;
    return { x: d.getX(), y: d.getY() };
  }
  pos(e) { return { x: e.Position.getX(), y: e.Position.getY() }; }
  placed(e) { return Number.isInteger(e.Position.getX()) && Number.isInteger(e.Position.getY()); }
  bossStatus() { return this.Main.getEntity('gameProgress').BossFight.getBossFightStatus(); }
  time() { return this.Main.getEntity('timer').scheduler.getTime(); }
  fov(x, y, r) {
    const seen = [];
    this.Main.getEntity('dungeon').fov.compute(x, y, r, (a, b) => seen.push(a + ',' + b));
    return seen;
  }
  ui() {
    const m = this.Main.getEntity('marker').Position;
    const mx = m.getX(), my = m.getY();
    return {
      screen: this.Main.screens.getCurrentName(),
      mode: this.Main.screens.getCurrentMode(),
      cursor: Number.isInteger(mx) ? { x: mx, y: my } : null,
    };
  }

  dump() {
    const st = this.stairs();
    const grid = [];
    for (let y = 0; y < H; y++) {
      let row = '';
      for (let x = 0; x < W; x++) {
        row += (x === st.x && y === st.y) ? '>' : (this.isFloor(x, y) ? '.' : '#');
      }
      grid.push(row);
    }
    return {
      mode: 'cursed', seed: this.seed, level: this.level, width: W, height: H, grid,
      player: this.pos(this.pc),
      enemies: this.npcs().filter((e) => this.placed(e)).map((e) => ({
        kind: e.getEntityName().toLowerCase(), ...this.pos(e), hp: e.HitPoint.getHitPoint(),
      })),
      orbs: this.orbs().filter((o) => this.placed(o)).map((o) => ({ kind: o.getEntityName(), ...this.pos(o) })),
      stairs: st,
    };
  }

  unplaced() {
    return [...this.npcs(), ...this.orbs()].filter((e) => !this.placed(e)).map((e) => e.getEntityName());
  }

  state() {
    const inv = this.pc.Inventory;
    const cap = inv.getCapacity(), curses = inv.getCurse();
    return {
      mode: 'cursed', seed: this.seed, level: this.level, turn: this.time(),
      alive: !inv.getIsDead(),
      player: this.pos(this.pc),
      stack: inv.getInventory().slice().map((o, i) => ({ orb: o, cursed: i >= cap - curses })),
      curses,
      boss: this.bossStatus(),
      enemies: this.npcs().filter((e) => this.placed(e)).map((e) => ({
        kind: e.getEntityName().toLowerCase(), ...this.pos(e), hp: e.HitPoint.getHitPoint(),
      })),
      orbs: this.orbs().filter((o) => this.placed(o)).map((o) => ({ kind: o.getEntityName(), ...this.pos(o) })),
      stairs: this.stairs(),
    };
  }
}

// "Shift+h" / "H" -> ('H', shift); "space" -> ' '; "?" and "~" are typed with Shift on a US
// keyboard; every other token is sent as is, without Shift.
export function keyEvent(token) {
  if (token === 'space') return [' ', false];
  const m = /^Shift\+(.+)$/.exec(token);
  if (m) {
    const k = m[1] === 'space' ? ' ' : m[1];
    return [k.length === 1 ? k.toUpperCase() : k, true];
  }
  if (token.length === 1 && /[A-Z?~!@#$%^&*()_+{}|:"<>]/.test(token)) return [token, true];
  return [token, false];
}

export function splitKeys(keys) {
  return keys.trim() === '' ? [] : keys.trim().split(/\s+/);
}

const line = (o) => JSON.stringify(o);

// ---------------------------------------------------------------------------------------------
// Helpers for scripted games (our own bots: they look at the live original's state and choose
// the next key; the chosen keys are then fixed in the fixture)

const DIRS = [['h', -1, 0], ['j', 0, 1], ['k', 0, -1], ['l', 1, 0]];
const cheb = (a, b) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

// BFS over floor cells (4-directional, like the PC), avoiding the cells in `blocked`; returns the
// first key of a shortest path from `from` to any cell satisfying `goal`, or null.
function bfsFirstKey(g, from, goal, blocked = new Set()) {
  const start = from.x + ',' + from.y;
  const prev = new Map([[start, null]]);
  const q = [from];
  while (q.length) {
    const c = q.shift();
    if ((c.x !== from.x || c.y !== from.y) && goal(c)) {
      let cur = c.x + ',' + c.y, key = null;
      while (prev.get(cur) !== null) { const p = prev.get(cur); key = p.key; cur = p.from; }
      return key;
    }
    for (const [k, dx, dy] of DIRS) {
      const n = { x: c.x + dx, y: c.y + dy };
      const id = n.x + ',' + n.y;
      if (prev.has(id) || !g.isFloor(n.x, n.y) || blocked.has(id)) continue;
      prev.set(id, { key: k, from: c.x + ',' + c.y });
      q.push(n);
    }
  }
  return null;
}

class Lcg { // our own tiny generator for scripted random walks
  constructor(s) { this.s = s >>> 0; }
  next() { this.s = (Math.imul(this.s, 1664525) + 1013904223) >>> 0; return this.s / 4294967296; }
  pick(a) { return a[Math.floor(this.next() * a.length)]; }
}

function visibleNpcs(g) {
  const p = g.pos(g.pc);
  const seen = new Set(g.fov(p.x, p.y, 5));
  return g.npcs().filter((e) => g.placed(e) && seen.has(e.Position.getX() + ',' + e.Position.getY()));
}

function usableTop(g) { return g.pc.Inventory.getLastOrb(); }

class Recorder {
  constructor(g, withTrace) { this.g = g; this.keys = []; this.trace = withTrace ? [] : null; this.ui = []; }
  press(token) {
    const msgs = this.g.press(token);
    this.keys.push(token);
    if (this.trace) this.trace.push(this.g.state());
    this.ui.push({ ...this.g.ui(), msgs });
  }
  get dead() { return !this.g.state().alive; }
  // Only 'main' screen, 'main' mode and a listener attached means the game waits for a normal key.
  // A cut-scene (full screen, or the Butcher's in the log) waits for Space.
  get busy() {
    const g = this.g;
    return g.ui().screen !== 'main'
      || g.listeners.some((l) => l.fn === g.Main.system.miniBossCutSceneKeyInput);
  }
}

// Use the usable top (Fire range 1, Lump range 2) on a visible enemy in range through aim mode:
// Space (enter aim), n until the cursor is on an enemy in range, Space (throw). False if nothing
// in range or if Space would do something else here (stairs, pick-up).
function tryAimAttack(r) {
  const g = r.g;
  const top = usableTop(g);
  const range = { fire: 1, lump: 2, nuke: 5 }[top] ?? -1;
  if (range < 0) return false;
  const p = g.pos(g.pc);
  const targets = visibleNpcs(g);
  const good = (c) => c && cheb(p, c) <= range
    && targets.some((e) => !e.CombatRole.getRole('isBomb') && e.Position.getX() === c.x && e.Position.getY() === c.y);
  if (!targets.some((e) => good(g.pos(e)))) return false;
  if (g.Main.system.downstairsHere(p.x, p.y) && g.bossStatus() !== 'active') return false;
  if (g.Main.system.orbHere(p.x, p.y) && g.pc.Inventory.getLength() < 6 - g.pc.Inventory.getCurse()) return false;
  r.press('space');
  if (g.ui().mode !== 'aim') return false;
  for (let i = 0; i < targets.length && !good(g.ui().cursor); i++) r.press('n');
  if (!good(g.ui().cursor)) { r.press('Escape'); return false; }
  r.press('space');
  if (g.ui().mode === 'aim') r.press('Escape');
  return true;
}

// One decision of our fighting bot, then one key: Space while a cut-scene waits; else a
// Fire/Lump shot through aim mode when a visible enemy is in range; else a bump on an orthogonal
// neighbour; else a step towards `goal` (a cell, default: next to the nearest enemy); a blocked
// step becomes a wait.
function act(r, opts = {}) {
  const g = r.g;
  if (r.busy) { r.press('space'); return; }
  const p = g.pos(g.pc);
  if (opts.aim !== false && tryAimAttack(r)) return;
  const enemies = g.npcs().filter((e) => g.placed(e) && !e.CombatRole.getRole('isBomb'));
  const vis = new Set(visibleNpcs(g));
  const adj = enemies.find((e) => vis.has(e)
    && Math.abs(e.Position.getX() - p.x) + Math.abs(e.Position.getY() - p.y) === 1);
  if (adj && opts.bump !== false) {
    const dx = adj.Position.getX() - p.x, dy = adj.Position.getY() - p.y;
    r.press(DIRS.find((d) => d[1] === dx && d[2] === dy)[0]);
    return;
  }
  let goal = opts.goal ? opts.goal() : null;
  let test;
  if (goal) {
    if (goal.x === p.x && goal.y === p.y) { r.press('z'); return; }
    test = (c) => c.x === goal.x && c.y === goal.y;
  } else {
    let best = null;
    for (const e of enemies) { const d = cheb(p, g.pos(e)); if (!best || d < best.d) best = { e, d }; }
    if (!best) { r.press('z'); return; }
    const t = g.pos(best.e);
    test = (c) => Math.abs(c.x - t.x) + Math.abs(c.y - t.y) === 1;
  }
  const blocked = new Set();
  for (const e of g.npcs()) if (g.placed(e) && !e.CombatRole.getRole('isBomb')) blocked.add(e.Position.getX() + ',' + e.Position.getY());
  let k = bfsFirstKey(g, p, test, blocked) || bfsFirstKey(g, p, test);
  if (!k) { r.press('z'); return; }
  const t0 = g.time();
  r.press(k);
  if (g.time() === t0 && !r.busy && !r.dead && g.ui().mode === 'main') r.press('z');
}

function run(r, n, opts = {}) {
  const end = r.keys.length + n;
  while (r.keys.length < end && !r.dead) {
    if (opts.until && opts.until()) return true;
    act(r, opts);
  }
  return opts.until ? opts.until() : false;
}

function at(g, c) { const p = g.pos(g.pc); return p.x === c.x && p.y === c.y; }

function walkTo(r, target, maxKeys, opts = {}) {
  return run(r, maxKeys, { ...opts, goal: () => target, until: () => at(r.g, target) });
}

function nearestOrb(g, kind) {
  const p = g.pos(g.pc);
  let best = null;
  for (const o of g.orbs()) {
    if (!g.placed(o) || (kind && o.getEntityName() !== kind)) continue;
    const d = Math.abs(o.Position.getX() - p.x) + Math.abs(o.Position.getY() - p.y);
    if (!best || d < best.d) best = { o, d };
  }
  return best && g.pos(best.o);
}

// Fetch an orb of `kind` (nearest by walking) and pick it up; true on success.
function fetchOrb(r, kind, maxKeys = 80) {
  const g = r.g;
  const t = nearestOrb(g, kind);
  if (!t || !walkTo(r, t, maxKeys)) return false;
  const n = g.pc.Inventory.getLength();
  r.press('space');
  return g.pc.Inventory.getLength() === n + 1;
}

// Distances on a level dump, used only to choose seeds where a script has a chance.
function bfsDist(d, from, goal) {
  const seen = new Set([from.x + ',' + from.y]);
  let q = [from], n = 0;
  while (q.length) {
    const nq = [];
    for (const c of q) {
      if (goal(c)) return n;
      for (const [, dx, dy] of DIRS) {
        const x = c.x + dx, y = c.y + dy;
        if (x < 0 || y < 0 || x >= W || y >= H || d.grid[y][x] === '#' || seen.has(x + ',' + y)) continue;
        seen.add(x + ',' + y); nq.push({ x, y });
      }
    }
    q = nq; n++;
  }
  return 1e9;
}
const nearestEnemy = (d) => Math.min(...d.enemies.map((e) => cheb(e, d.player)));
const toStairs = (d) => bfsDist(d, d.player, (c) => c.x === d.stairs.x && c.y === d.stairs.y);
const toOrb = (kind) => (d) => bfsDist(d, d.player, (c) => d.orbs.some((o) => o.kind === kind && o.x === c.x && o.y === c.y));
// Fewer nearby enemies first, then a shorter walk.
const quietWalk = (dist) => (d) => dist(d) - 4 * Math.min(nearestEnemy(d), 10);

const WIZ_TO_STAIRS = ['~', '0', '~']; // wizard on, "delete every NPC and go to the stairs", off

// ---------------------------------------------------------------------------------------------
// The scripted games: [name, level, seed or seed-choosing score (lowest wins over the dumped
// seeds), keep a trace?, script]

const GAMES = [
  ['wait_once_quiet', 1, (d) => -nearestEnemy(d), true, (r) => r.press('z')],
  ['wait_once_crowded', 1, (d) => nearestEnemy(d), true, (r) => r.press('z')],
  ['wait_twice_dot', 1, '1234567890', true, (r) => { r.press('z'); r.press('.'); }],
  ['wait_40', 1, '9999999999', true, (r) => { for (let i = 0; i < 40 && !r.dead; i++) r.press(i % 2 ? '.' : 'z'); }],
  ['wall_bumps', 1, (d) => -nearestEnemy(d), true, (r) => {
    const g = r.g;
    for (let i = 0; i < 20; i++) {
      const p = g.pos(g.pc);
      const wall = DIRS.find(([, dx, dy]) => !g.isFloor(p.x + dx, p.y + dy));
      if (wall) { for (let j = 0; j < 4; j++) r.press(wall[0]); r.press('z'); r.press(wall[0]); return; }
      r.press(i < 10 ? 'k' : 'h');
    }
  }],
  ['random_walk_l1', 1, '1234567890', true, (r) => {
    const rnd = new Lcg(7);
    const keys = ['h', 'j', 'k', 'l', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowRight', 'z'];
    for (let i = 0; i < 80 && !r.dead; i++) r.press(r.busy ? 'space' : rnd.pick(keys));
  }],
  ['random_walk_l2', 2, '3000000000', true, (r) => {
    const rnd = new Lcg(11);
    for (let i = 0; i < 80 && !r.dead; i++) r.press(r.busy ? 'space' : rnd.pick(['h', 'j', 'k', 'l', 'z']));
  }],
  ['random_walk_l3', 3, '7000000000', true, (r) => {
    const rnd = new Lcg(13);
    for (let i = 0; i < 80 && !r.dead; i++) r.press(r.busy ? 'space' : rnd.pick(['h', 'j', 'k', 'l', '.']));
  }],
  ['fast_moves_l1', 1, { seed: '9544357610', sim: (r) => r.g.time() }, true, (r) => {
    const seq = ['Shift+h', 'Shift+j', 'L', 'Shift+k', 'Shift+ArrowLeft', 'Shift+ArrowDown', 'H', 'J',
      'Shift+l', 'K', 'Shift+ArrowRight', 'Shift+ArrowUp', 'z', 'Shift+h', 'Shift+l'];
    for (const k of seq) { if (r.dead) break; r.press(r.busy ? 'space' : k); }
  }],
  ['fast_moves_l3', 3, { seed: '2743150981', sim: (r) => r.g.time() }, true, (r) => {
    const seq = ['Shift+l', 'Shift+l', 'Shift+j', 'Shift+h', 'Shift+k', 'Shift+h', 'Shift+j', 'Shift+l', 'z', 'Shift+k'];
    for (const k of seq) { if (r.dead) break; r.press(r.busy ? 'space' : k); }
  }],
  ['fast_move_enemy_in_view', 2, (d) => nearestEnemy(d), true, (r) => {
    for (const k of ['Shift+h', 'Shift+l', 'Shift+j', 'Shift+k', 'z', 'Shift+h']) { if (r.dead) break; r.press(r.busy ? 'space' : k); }
  }],
  ['examine_mode', 1, (d) => nearestEnemy(d), true, (r) => {
    const seq = ['x', 'h', 'h', 'k', 'l', 'j', 'j', 'ArrowRight', 'n', 'n', 'p', 'o', 'i', 'PageDown',
      'PageUp', 'space', 'Shift+h', 'Escape', 'z', 'x', 'K', 'l', 'n', 'Escape', 'z'];
    for (const k of seq) { if (r.dead) break; r.press(k); }
  }],
  ['menus_and_noops', 1, '2468013579', true, (r) => {
    const seq = ['?', 'h', 'Escape', 'a', 'j', 'j', 'k', 'Escape', '=', 'q', 'Shift+z', 'Enter', 'z',
      'n', 'p', 'Escape', 'z'];
    for (const k of seq) r.press(k);
  }],
  ['aim_mode_lump', 1, (d) => nearestEnemy(d), true, (r) => {
    // Space with no orb underfoot enters aim mode with the usable top (Lump); an invalid Space
    // keeps the mode; Escape leaves; then n locks a target and Space throws if in range.
    const seq = ['space', 'l', 'l', 'h', 'space', 'Escape', 'z', 'space', 'n', 'n', 'p', 'space', 'Escape', 'z', 'space', 'n', 'space', 'Escape'];
    for (const k of seq) { if (r.dead) break; r.press(r.busy ? 'space' : k); }
  }],
  ['pick_orbs_l1', 1, { seed: '9544357610', sim: (r) => 100 * r.g.log.filter((m) => m.startsWith('pickUp') || m === 'action:teleport' || m === 'action:armor').length + r.keys.length }, true, (r) => {
    for (let n = 0; n < 4 && !r.dead; n++) fetchOrb(r, null, 60);
    for (let i = 0; i < 3 && !r.dead; i++) r.press('z');
  }],
  ['pick_ice_and_use', 1, { seed: '8633072830', sim: (r) => 100 * r.g.log.filter((m) => m.startsWith('pickUp') || m === 'action:teleport' || m === 'action:armor').length + r.keys.length }, true, (r) => {
    if (fetchOrb(r, 'ice')) {
      r.press('space'); // aim mode with Ice
      r.press('space'); // use it on the PC's own cell: Icy Armor
      r.press('space'); // armor on top: Space does nothing
      r.press('z');
    }
    run(r, 30);
  }],
  ['pick_slime_teleport', 1, { seed: '7926614566', sim: (r) => 100 * r.g.log.filter((m) => m.startsWith('pickUp') || m === 'action:teleport' || m === 'action:armor').length + r.keys.length }, true, (r) => {
    const g = r.g;
    if (fetchOrb(r, 'slime')) {
      r.press('space'); // aim mode
      r.press('space'); // own cell: invalid, the mode stays
      const p = g.pos(g.pc);
      const opts = [['l', 'l'], ['h', 'h'], ['j', 'j'], ['k', 'k'], ['l', 'k'], ['h', 'j'], ['l'], ['h'], ['j'], ['k']];
      for (const o of opts) {
        let c = { ...p }, ok = true;
        for (const k of o) {
          const d = DIRS.find((e) => e[0] === k); c = { x: c.x + d[1], y: c.y + d[2] };
          if (!g.isFloor(c.x, c.y)) ok = false;
        }
        if (ok && !g.Main.system.npcHere(c.x, c.y)) { o.forEach((k) => r.press(k)); break; }
      }
      r.press('space'); // teleport
      r.press('z');
    }
    run(r, 20);
  }],
  ['pick_fire_and_burn', 1, { seed: '7926614566', sim: (r) => 100 * r.g.log.filter((m) => m.startsWith('pickUp') || m === 'action:teleport' || m === 'action:armor').length + r.keys.length }, true, (r) => {
    fetchOrb(r, 'fire');
    run(r, 120);
  }],
  ['hunt_l1', 1, '1000000000', true, (r) => run(r, 200)],
  ['hunt_l1_bump_only', 1, '1234567890', true, (r) => run(r, 200, { aim: false })],
  ['hunt_l2', 2, '2000000000', true, (r) => run(r, 250)],
  ['hunt_l3', 3, '8000000000', true, (r) => run(r, 250)],
  ['hunt_until_death_l1', 1, '4000000000', false, (r) => run(r, 800)],
  ['hunt_until_death_l3', 3, '6000000000', false, (r) => run(r, 800)],
  ['stairs_summon_l1', 1, { seed: '2617743044', sim: (r) => (r.g.bossStatus() !== 'inactive' ? 1000 : 0) + (r.g.bossStatus() === 'win' ? 1000 : 0) + r.keys.length }, true, (r) => {
    if (walkTo(r, r.g.stairs(), 200)) { r.press('space'); r.press('space'); }
    for (let i = 0; i < 30 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
  }],
  ['stairs_summon_fight_l1', 1, { seed: '1234567890', sim: (r) => (r.g.bossStatus() !== 'inactive' ? 1000 : 0) + (r.g.bossStatus() === 'win' ? 1000 : 0) + r.keys.length }, false, (r) => {
    if (walkTo(r, r.g.stairs(), 200)) { r.press('space'); r.press('space'); }
    run(r, 300);
  }],
  ['stairs_summon_l2', 2, { seed: '4941944352', sim: (r) => (r.g.bossStatus() !== 'inactive' ? 1000 : 0) + (r.g.bossStatus() === 'win' ? 1000 : 0) + r.keys.length }, true, (r) => {
    if (walkTo(r, r.g.stairs(), 200)) { r.press('space'); r.press('space'); }
    for (let i = 0; i < 40 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
  }],
  ['stairs_summon_l3', 3, { seed: '6308871522', sim: (r) => (r.g.bossStatus() !== 'inactive' ? 1000 : 0) + (r.g.bossStatus() === 'win' ? 1000 : 0) + r.keys.length }, true, (r) => {
    if (walkTo(r, r.g.stairs(), 200)) { r.press('space'); r.press('space'); }
    for (let i = 0; i < 40 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
  }],
  ['butcher_l2', 2, { seed: '7470972176', sim: (r) => (r.g.log.includes('cutScene:miniBoss2') ? 1000 : 0) + (r.g.log.includes('killTarget:butcher') ? 1000 : 0) + r.keys.length }, true, (r) => {
    const g = r.g;
    const b = () => g.npcs().find((e) => e.getEntityName() === 'butcher');
    run(r, 300, { goal: () => (b() ? g.pos(b()) : null) });
  }],
  // Wizard mode: `~` on, `0` removes every NPC and puts the PC on the stairs, `~` off; then the
  // boss is summoned with Space (the second Space closes its cut-scene) and fought.
  ['wizard_gargoyle_l1', 1, '1000000000', true, (r) => {
    WIZ_TO_STAIRS.forEach((k) => r.press(k)); r.press('space'); r.press('space');
    run(r, 300);
  }],
  ['wizard_gargoyle_wait_l1', 1, '9999999999', true, (r) => {
    WIZ_TO_STAIRS.forEach((k) => r.press(k)); r.press('space'); r.press('space');
    for (let i = 0; i < 100 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
  }],
  ['wizard_ghoul_l2', 2, '1000000000', true, (r) => {
    WIZ_TO_STAIRS.forEach((k) => r.press(k)); r.press('space'); r.press('space');
    run(r, 300);
  }],
  ['wizard_ghoul_bump_l2', 2, '1234567890', true, (r) => {
    WIZ_TO_STAIRS.forEach((k) => r.press(k)); r.press('space'); r.press('space');
    run(r, 300, { aim: false });
  }],
  ['wizard_giovanni_l3', 3, '1000000000', true, (r) => {
    WIZ_TO_STAIRS.forEach((k) => r.press(k)); r.press('space'); r.press('space');
    run(r, 300);
  }],
  ['wizard_giovanni_bump_l3', 3, '9999999999', true, (r) => {
    WIZ_TO_STAIRS.forEach((k) => r.press(k)); r.press('space'); r.press('space');
    run(r, 300, { aim: false });
  }],
  ['wizard_keys', 1, '1234567890', true, (r) => {
    for (const k of ['~', '1', '-', '2', '8', '8', '7', 'd', ']', '\\', '3', '~', 'z', 'z', '~', '-', '-', '4', '~', 'space', 'n', 'space', 'Escape', 'z']) {
      if (r.dead) break; r.press(k);
    }
  }],
  // Kill the Gargoyle with a wizard Nuke before it summons, go back to the stairs: the save.
  ['wizard_nuke_gargoyle_win_l1', 1, '1000000000', true, (r) => {
    for (const k of ['~', '0', '6', '~', 'space', 'space']) r.press(k);
    run(r, 60, { until: () => r.g.bossStatus() === 'win' });
    walkTo(r, r.g.stairs(), 60);
    r.press('space'); r.press('z');
  }],
  // Giovanni: a Nuke blow revives him (PC back on the stairs, orbs re-made if no Ice lies on the
  // level), then bumps with Icy Armor as the usable top kill him; the stairs then end the game.
  ['wizard_giovanni_revival_l3', 3, '1000000000', true, (r) => {
    for (const k of ['~', '0', '-', '-', '5', '5', '6', '~', 'space', 'space']) r.press(k);
    run(r, 80, { until: () => r.g.log.some((m) => m.startsWith('action:reviveGiovanni')) });
    for (const k of ['~', '-', '~']) r.press(k);
    run(r, 150, { aim: false, until: () => r.g.bossStatus() === 'win' });
    walkTo(r, r.g.stairs(), 80, { aim: false });
    r.press('space'); r.press('space'); r.press('z');
  }],
  ['wait_until_death_l1', 1, '1000000000', false, (r) => {
    run(r, 40, { aim: false });
    for (let i = 0; i < 800 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
    r.press('z'); r.press('h'); r.press('space'); // keys after death
  }],
];
// ---------------------------------------------------------------------------------------------
// Seeds for the level dumps: three fixed ones, then 37 chosen by our formula
// 1e9 + (i * 2654435761) mod 9e9, i = 1..37 (Knuth's multiplicative constant, spread over the range).

function levelSeeds() {
  const s = ['1000000000', '9999999999', '1234567890'];
  for (let i = 1n; i <= 37n; i++) s.push(String(1000000000n + (i * 2654435761n) % 9000000000n));
  return s;
}

const TWO32 = 4294967296n;

function writeFixtures(origDir, dir) {
  const lv = path.join(dir, 'levels'), gm = path.join(dir, 'games');
  fs.mkdirSync(lv, { recursive: true });
  fs.mkdirSync(gm, { recursive: true });
  for (const f of fs.readdirSync(lv)) if (f.endsWith('.json')) fs.unlinkSync(path.join(lv, f));
  for (const f of fs.readdirSync(gm)) if (f.endsWith('.json')) fs.unlinkSync(path.join(gm, f));
  const notes = { unplaced: [], modEquality: [] };
  const dumps = new Map();
  let nLevels = 0;
  const seeds = levelSeeds();
  // S and S + 2^32 (both 10-digit) must give the same levels.
  const pairs = [];
  for (const s of seeds) {
    const t = BigInt(s) + TWO32;
    if (t <= 9999999999n && pairs.length < 4) pairs.push([s, String(t)]);
  }
  const extra = pairs.map((p) => p[1]);
  for (const s of [...seeds, ...extra]) {
    for (const level of [1, 2, 3]) {
      const g = new Game(origDir, s, level);
      const d = g.dump();
      dumps.set(`${s}-${level}`, d);
      const un = g.unplaced();
      if (un.length) notes.unplaced.push(`${s}-${level}: ${un.join(',')}`);
      fs.writeFileSync(path.join(lv, `${s}-${level}.json`), line(d) + '\n');
      nLevels++;
    }
  }
  for (const [a, b] of pairs) {
    for (const level of [1, 2, 3]) {
      const da = JSON.parse(fs.readFileSync(path.join(lv, `${a}-${level}.json`), 'utf8'));
      const db = JSON.parse(fs.readFileSync(path.join(lv, `${b}-${level}.json`), 'utf8'));
      da.seed = db.seed;
      notes.modEquality.push(`${a} vs ${b} level ${level}: ${line(da) === line(db) ? 'same' : 'DIFFERENT'}`);
    }
  }
  const summary = [];
  for (const [name, level, seedOrScore, withTrace, script] of GAMES) {
    let seed = seedOrScore;
    if (seedOrScore && seedOrScore.sim && process.env.CURSED_CHOOSE !== '1') {
      seed = seedOrScore.seed;
    } else if (seedOrScore && seedOrScore.sim) {
      // Play the script on every dumped seed and keep the one its metric likes best.
      let best = null;
      for (const s of seeds) {
        const g = new Game(origDir, s, level);
        const r = new Recorder(g, false);
        script(r);
        const v = seedOrScore.sim(r);
        if (best === null || v > best.v) best = { s, v };
      }
      seed = best.s;
    } else if (typeof seedOrScore === 'function') {
      let best = null;
      for (const s of seeds) {
        const v = seedOrScore(dumps.get(`${s}-${level}`));
        if (best === null || v < best.v) best = { s, v };
      }
      seed = best.s;
    }
    const g = new Game(origDir, seed, level);
    const r = new Recorder(g, withTrace);
    script(r);
    const fx = { seed, level, keys: r.keys.join(' '), final: g.state(), log: g.log };
    if (withTrace) fx.trace = r.trace;
    fx.ui = r.ui;
    fs.writeFileSync(path.join(gm, `${name}.json`), line(fx) + '\n');
    const st = fx.final;
    summary.push({ name, seed, level, keys: r.keys.length, turn: st.turn, alive: st.alive, boss: st.boss,
      trace: withTrace, kills: g.log.filter((m) => m.startsWith('killTarget')).length,
      picks: g.log.filter((m) => m.startsWith('pickUp')).length });
  }
  // Facts of CURSED.md §11 checked live.
  const checks = [];
  {
    const g = new Game(origDir, '1234567890', 1);
    const t0 = g.time(); g.press('z');
    checks.push(`clock ${t0} before any key; ${g.time()} after a first \`z\` with nothing in view (seed 1234567890 level 1) — §11.5 says 6`);
    const h = new Game(origDir, '1000000000', 1);
    h.press('x'); const c0 = h.ui().cursor; h.press('Shift+h'); const c1 = h.ui().cursor; h.press('Shift+ArrowLeft'); const c2 = h.ui().cursor;
    checks.push(`examine cursor ${line(c0)} → Shift+h ${line(c1)} → Shift+ArrowLeft ${line(c2)} (seed 1000000000)`);
    const a = new Game(origDir, '1000000000', 1);
    a.press('z'); const ta = a.time(); for (const k of ['x', 'Escape', 'n', 'p', 'o', 'i', 'PageUp', 'PageDown', '?', 'Escape', 'a', 'Escape', '=', 'q']) a.press(k);
    checks.push(`no time for x Esc n p o i PgUp PgDn ? a = q: clock ${ta} → ${a.time()} (§11.6)`);
    const b = new Game(origDir, '1000000000', 2);
    checks.push(`level 2 seed 1000000000 builds from the simulated save: stack ${b.state().stack.map((e) => e.orb).join(',')}, curses ${b.state().curses}, ${b.orbs().length} orbs, Butcher ${b.npcs().some((e) => e.getEntityName() === 'butcher') ? 'present' : 'absent'}; save deleted after load: ${b.storage.getItem('dungeonLevel') === null}`);
  }
  checks.push('S and S + 2^32 give the same levels: ' + (notes.modEquality.every((n) => n.endsWith('same')) ? 'yes, all pairs' : 'NO'));
  const res = { nLevels, notes, summary, checks };
  fs.writeFileSync(path.join(dir, 'README.md'), readme(res, origDir));
  return res;
}

// ---------------------------------------------------------------------------------------------
// README of the fixtures (written by `fixtures`, so it always matches them)

const WHAT = {
  wait_once_quiet: 'one `z` with no enemy in view: the free first action, then the PC stands still for 5 turns (clock 6)',
  wait_once_crowded: 'one `z` when enemies come into view at once: the standing-still run stops early',
  wait_twice_dot: '`z` then `.`',
  wait_40: '40 waits (`z`/`.`)',
  wall_bumps: 'steps until a wall is orthogonally adjacent, then bumps into it (no time)',
  random_walk_l1: 'our LCG random walk with h/j/k/l and arrows (dies)',
  random_walk_l2: 'random walk on level 2',
  random_walk_l3: 'random walk on level 3',
  fast_moves_l1: 'Shift+letter, capital letters and Shift+arrows, 5-step runs',
  fast_moves_l3: 'fast moves on level 3',
  fast_move_enemy_in_view: 'fast moves refused while an enemy is in view (no time)',
  examine_mode: '`x`, cursor moves (only onto seen cells), n/p/o/i/PageDown/PageUp cycling, Space (nothing), Shift+h (nothing), Esc',
  menus_and_noops: '`?` help and `a` achievements screens with keys inside, `=`, unbound keys',
  aim_mode_lump: 'Space enters aim mode (Lump on top), invalid Space keeps it, Esc, n then Space throws',
  pick_orbs_l1: 'walks to the nearest orbs and picks them up (Space), fighting on the way',
  pick_ice_and_use: 'picks up Ice, uses it on its own cell (two Icy Armor), Space with armor on top does nothing',
  pick_slime_teleport: 'picks up Slime, invalid target (own cell), then teleports up to 2 cells away',
  pick_fire_and_burn: 'picks up Fire, then fights with Fire shots at range 1',
  hunt_l1: 'fighting bot: Lump/Fire through aim mode, bumps, walks to the nearest enemy',
  hunt_l1_bump_only: 'fighting bot with bumps only',
  hunt_l2: 'fighting bot on level 2 (curses, rat men, wisps)',
  hunt_l3: 'fighting bot on level 3',
  hunt_until_death_l1: 'fighting bot until death (no trace)',
  hunt_until_death_l3: 'fighting bot until death on level 3 (no trace)',
  stairs_summon_l1: 'walks to the stairs, Space summons the Gargoyle, Space closes the cut-scene, then waits',
  stairs_summon_fight_l1: 'same, then fights: Fire chops the tail, the Juvenile is summoned, both die (win)',
  stairs_summon_l2: 'summons the Olympian Ghoul (Time Bombs)',
  stairs_summon_l3: 'summons Wise Giovanni (Time and Remote Bombs)',
  butcher_l2: 'walks to the Ravenous Butcher: his log cut-scene (Space only), cleaves, his death',
  wizard_gargoyle_l1: 'wizard `~ 0 ~` (no NPCs, PC on the stairs), summon, fight the Gargoyle',
  wizard_gargoyle_wait_l1: 'wizard, summon the Gargoyle, only wait until death',
  wizard_ghoul_l2: 'wizard, summon and kill the Ghoul (win), then wait',
  wizard_ghoul_bump_l2: 'wizard, Ghoul fought with bumps only',
  wizard_giovanni_l3: 'wizard, Giovanni fight (Remote Bomb hits)',
  wizard_giovanni_bump_l3: 'wizard, Giovanni fought with bumps only',
  wizard_keys: 'wizard keys 1-4, -, 7, 8, d (Dummy), ], \\ and toggling `~`',
  wizard_nuke_gargoyle_win_l1: 'wizard Nuke kills the Gargoyle before it summons (win), Space on the stairs saves the game',
  wizard_giovanni_revival_l3: 'wizard Nuke blow revives Giovanni, Icy-Armor bump kills him (win), Space on the stairs: ending cut-scene',
  wait_until_death_l1: 'walks into enemies, then only waits until death; keys after death do nothing',
};

function readme(res, origDir) {
  const L = [];
  const p = (s = '') => L.push(s);
  p('# `cursed` fixtures — derived from the original Cursed Souls');
  p();
  p('Made by running the ORIGINAL game (github.com/Bozar/cursedSouls, MIT, commit `aac2d62`, in-game');
  p('version 0.3.0) unchanged in node ' + process.version + ' with our harness:');
  p();
  p('    git --git-dir=<mirror of Bozar/cursedSouls> archive aac2d62 | tar -x -C /work/cursed-orig');
  p('    node tests/reference/cursed_original.mjs /work/cursed-orig fixtures tests/fixtures/cursed');
  p();
  p('The harness (`tests/reference/cursed_original.mjs`, our own code) loads `scripts/rot.min.js` and');
  p("the game's scripts in `index.html`'s order into a node `vm` context with small stand-ins: a");
  p('`document` whose elements do nothing, a Map-backed `localStorage`, a no-op `ROT.Display`, a');
  p('`console` that discards output, a repeatable `Math.random` (the original uses it only for entity');
  p('ids and for inventing seeds, never for play) and `addEventListener`/`removeEventListener` that');
  p('behave like a browser (a listener added twice is kept once; a dispatch calls the listeners present');
  p('when it starts, skipping those removed meanwhile). `Main._devSeed` is set to the seed as a string,');
  p('`window.onload` runs, and the Space that closes the intro cut-scene builds the level');
  p('(`Main.screens.main.initialize`). Nothing of the original is copied into this repository; our tests');
  p('read only these files. Running the command twice writes identical bytes.');
  p();
  p('Levels 2 and 3 are entered as after a won boss fight: before `onload` the storage holds what the');
  p("original saves then — `dungeonLevel` = L, `seed` = the seed, `inventory` = the level-1 starting stack");
  p('`slime,armor,armor,fire,lump`, `orb` = empty (no ground orbs carried over). Curses start at 0.');
  p('Every game starts from an empty storage otherwise: all achievements locked (so a Fire hit can');
  p("chop the Gargoyle's tail), wizard mode off.");
  p();
  p('## levels/SEED-LEVEL.json');
  p();
  p('One line, the bytes `undergrid dump` must print:');
  p('`{"mode":"cursed","seed":"S","level":L,"width":52,"height":16,"grid":[16 rows, y = 0 first, 52 chars],');
  p('"player":{"x","y"},"enemies":[{"kind","x","y","hp"}],"orbs":[{"kind","x","y"}],"stairs":{"x","y"}}`.');
  p('- Coordinates are inner map coordinates (0..51, 0..15); grid `#` wall, `.` floor, `>` the stairs.');
  p("- `kind` is the original's entity name in lower case (`archer zombie dog raven rat cultist ratman");
  p('  wisp cursedrat twinwisp butcher`; later also `gargoyle juvenilegargoyle ghoul giovanni timebomb');
  p('  hpbomb dummy`). `hp` is the entity\'s `HitPoint` (its full HP at level start).');
  p("- `enemies` are in the original's NPC order = creation and placement order: elites (Lump class),");
  p('  then grunts (Fire, Ice, Slime classes), then on level 2 the Butcher.');
  p('- `orbs` in creation order (level 1: 3 × fire ice slime lump; levels 2–3: 2 ×).');
  p('- An actor the original fails to place (999 attempts) keeps no position; it would be omitted from');
  p('  these lists. It happened in none of the fixtures' + (res.notes.unplaced.length ? ' except: ' + res.notes.unplaced.join('; ') : '') + '.');
  p();
  p(`Seeds (${res.nLevels / 3} × levels 1, 2, 3 = ${res.nLevels} files): 1000000000, 9999999999, 1234567890, then`);
  p('1000000000 + (i × 2654435761) mod 9000000000 for i = 1..37, then S + 2³² for the first four of those');
  p('seeds for which it is still a 10-digit number. S and S + 2³² give the same levels (checked by the');
  p('harness, all fields but `seed` compared):');
  p();
  for (const n of res.notes.modEquality) p('- ' + n);
  p();
  p('## games/NAME.json');
  p();
  p('`{"seed","level","keys","final","log","trace"?,"ui"}` on one line:');
  p('- `keys`: the keys fed after the level was built, space-separated (`h j k l`, `ArrowUp`…, `Shift+h`');
  p('  or `H` = key `H` with Shift, `Shift+ArrowLeft` = key `ArrowLeft` with Shift, `space`, `Escape`,');
  p('  `PageUp`, `PageDown`, `?` and `~` with Shift, any other token sent as that `key` without Shift).');
  p('  The scripts were produced by our bots looking at the live original (BFS routes to orbs, stairs,');
  p('  enemies; aim mode when a target is in range); once written they are fixed.');
  p('- `final`: the state after the last key, the bytes `undergrid play` must print:');
  p('  `{"mode":"cursed","seed","level","turn","alive","player","stack","curses","boss","enemies","orbs","stairs"}`.');
  p("  `turn` is the scheduler's clock as JSON prints a JS number (it can read 45.40000000000001);");
  p('  it is 0 before the first key. `alive` is false once the PC died. `stack` bottom entry first,');
  p('  `cursed` true for an entry in a cursed slot (index ≥ 6 − curses). `boss` is the level\'s boss-fight');
  p("  state. `enemies` = every NPC in the original's order (bombs and bosses included) with current HP;");
  p('  `orbs` = every orb lying on the level, in the order the original keeps them (dropped orbs appended;');
  p('  a drop on an orb replaces it).');
  p('- `trace` (in most games): `trace[i]` is the state after key i, exactly what `play` prints for the');
  p('  first i + 1 keys.');
  p('- `log`: every line pushed to the message log during the keys, as ids of our own naming —');
  p("  `<text function>:<arguments>` (e.g. `killTarget:rat`, `targetDropOrb:rat:slime`, `action:teleport`,");
  p('  `pickUp:fire`, `cutScene:miniBoss1:2` = third line of that scene, `unlockAchievement:boss1Normal`).');
  p("  No text of the original is stored. It lists pushes, not the 5-line window: the Butcher's scene");
  p('  pops its last line when Space is pressed (the next id, `cutScene:miniBoss2`, replaces it).');
  p('- `ui[i]`, after key i: `screen` (main, cutScene, help, achievement), `mode` (main, examine, aim),');
  p('  `cursor` (the X marker, or null) and `msgs` (the log ids pushed by that key).');
  p();
  p('| game | seed | level | keys | final turn | alive | boss | trace | exercises |');
  p('|---|---|---|---|---|---|---|---|---|');
  for (const s of res.summary) {
    p(`| ${s.name} | ${s.seed} | ${s.level} | ${s.keys} | ${s.turn} | ${s.alive} | ${s.boss} | ${s.trace ? 'yes' : 'no'} | ${WHAT[s.name] ?? ''} |`);
  }
  p();
  p('Seeds of the games were chosen once by our bots among the dumped seeds (`CURSED_CHOOSE=1`');
  p('re-runs that choice: each script is played on every seed and the most eventful seed kept).');
  p();
  p('## Checked against CURSED.md §11');
  p();
  for (const c of res.checks) p('- ' + c);
  p();
  p('## Quirks and notes');
  p();
  p('- The first key of a level is charged to nobody (the engine was started on an empty queue); the');
  p('  PC then acts at time 1 with its fast-move counter at 5 and no direction, i.e. it "fast-moves" in');
  p('  place up to 5 times, stopping as soon as an NPC is in view (CURSED.md §2.1, §11.5) — seen in');
  p('  `wait_once_quiet` (clock 6) and `wait_once_crowded`. The same happens after a first step: the');
  p('  step is free, then the standing-still run starts.');
  p('- `Shift+h` (key `H`) in examine/aim mode does nothing: those modes look the key up among the');
  p('  normal-move keys, which are lower case; only `Shift+Arrow…` (key `ArrowLeft`…) moves their');
  p('  cursor (CURSED.md §11.4 says "Shift+arrow", consistent; a capital letter is not an arrow).');
  p('- `Shift+z` and other unbound Shift keys do nothing; `Enter`, `q` likewise.');
  p("- Wizard `0` removes every NPC without drops and puts the PC on the stairs; we use `~ 0 ~` to reach");
  p('  boss fights quickly. `6` pushes a Nuke (9 damage, range 5): a Nuke blow on Giovanni revives him');
  p('  with HP 3 − 9 + 1 = −5 (not 1), and a later Icy-Armor bump kills him (HP ≤ 0).');
  p('- On level 3 after the win, Space on the stairs shows the ending cut-scene (`ui.screen` cutScene);');
  p('  on levels 1–2 it saves (`action:save`, `action:closeOrReload`) and the game takes no more keys.');
  p('- After the PC died no key changes the state (`wait_until_death_l1` ends with z, h, space).');
  p('- Not covered by these games: the dead-PC-acts-once case after a pick-up (§11.8), carried-over');
  p('  ground orbs on levels 2–3 in games (we always enter with none; `tests/reference/cursed_carried_orbs.mjs`');
  p('  preloads them for level dumps, see `carried/`), the Remote-Bomb double resume in isolation.');
  return L.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------

function main(argv) {
  const [origDir, cmd, ...rest] = argv;
  if (!origDir || !cmd) {
    process.stderr.write('usage: cursed_original.mjs ORIG (dump SEED LEVEL | play SEED LEVEL KEYS | trace SEED LEVEL KEYS | fixtures DIR)\n');
    process.exit(2);
  }
  if (!fs.existsSync(path.join(origDir, 'index.html'))) {
    process.stderr.write(`not the original's folder: ${origDir}\n`);
    process.exit(2);
  }
  switch (cmd) {
    case 'dump': {
      const g = new Game(origDir, rest[0], Number(rest[1]));
      const un = g.unplaced();
      if (un.length) process.stderr.write(`unplaced: ${un.join(',')}\n`);
      process.stdout.write(line(g.dump()) + '\n');
      break;
    }
    case 'play':
    case 'trace': {
      const g = new Game(origDir, rest[0], Number(rest[1]));
      const keys = splitKeys(rest[2] ?? '');
      for (const k of keys) {
        g.press(k);
        if (cmd === 'trace') process.stdout.write(line(g.state()) + '\n');
      }
      if (cmd === 'play') process.stdout.write(line(g.state()) + '\n');
      break;
    }
    case 'bench': {
      // Levels built per second by the original's own code, warm, in one context: the level
      // start (Main.screens.main.initialize) run again and again with a new developer seed.
      const n = Number(rest[0] ?? 200);
      const g = new Game(origDir, '1000000000', 1);
      const M = g.Main;
      const seedOf = (i) => 1000000000 + ((i * 2654435761) % 9000000000);
      const build = (seed) => {
        M.getEntity('npc').clear();
        M.getEntity('orb').clear();
        M._devSeed = String(seed);
        M.screens.main.initialize();
      };
      for (let i = 0; i < 50; i++) build(seedOf(n + i)); // warm-up
      const t0 = process.hrtime.bigint();
      let check = 0;
      for (let i = 0; i < n; i++) {
        build(seedOf(i));
        check = (check * 31 + M.getEntity('pc').Position.getX() * 16 +
                 M.getEntity('pc').Position.getY()) % 1000000007;
      }
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      process.stdout.write(line({ levels: n, seconds, levels_per_second: n / seconds, check }) + '\n');
      break;
    }
    case 'fixtures': {
      const res = writeFixtures(origDir, rest[0]);
      process.stdout.write(line(res) + '\n');
      break;
    }
    default:
      process.stderr.write(`unknown command ${cmd}\n`);
      process.exit(2);
  }
}

// Run as a command only (cursed_random.mjs imports the Game from here).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
