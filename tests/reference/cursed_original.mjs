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
// ORIG is the original's exported tree (commit aac2d62), e.g. /work/cursed-orig.
// KEYS are space-separated key names: h j k l ArrowUp ... Shift+h (or H) space x z . Escape
// n p o i PageUp PageDown a ? ~ (see keyEvent below).
//
// The output is deterministic: running `fixtures` twice writes identical bytes.

import vm from 'node:vm';
import fs from 'node:fs';
import path from 'node:path';

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
  constructor(origDir, seed, level) {
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
  get busy() { const u = this.g.ui(); return u.screen !== 'main'; }
}

// Walk towards a target cell with BFS; returns false if no path.
function stepTowards(r, goal, avoidNpcs = true) {
  const g = r.g;
  const blocked = new Set();
  if (avoidNpcs) for (const e of g.npcs()) if (g.placed(e)) blocked.add(e.Position.getX() + ',' + e.Position.getY());
  let k = bfsFirstKey(g, g.pos(g.pc), goal, blocked);
  if (!k && avoidNpcs) k = bfsFirstKey(g, g.pos(g.pc), goal);
  if (!k) return false;
  r.press(k);
  return true;
}

// Try to use the usable top (Fire/Lump) on a visible NPC in range via aim mode: space, n..., space.
function tryAimAttack(r) {
  const g = r.g;
  const top = usableTop(g);
  const range = top === 'fire' ? 1 : top === 'lump' ? 2 : -1;
  if (range < 0) return false;
  const p = g.pos(g.pc);
  const targets = visibleNpcs(g).filter((e) => cheb(p, g.pos(e)) <= 5);
  if (!targets.some((e) => cheb(p, g.pos(e)) <= range)) return false;
  if (g.Main.system.orbHere(p.x, p.y) && g.pc.Inventory.getLength() < 6 - g.pc.Inventory.getCurse()) return false;
  if (g.Main.system.downstairsHere(p.x, p.y) && g.bossStatus() !== 'active') return false;
  r.press('space');
  if (g.ui().mode !== 'aim') return false;
  for (let i = 0; i < targets.length; i++) {
    r.press('n');
    const c = g.ui().cursor;
    if (c && cheb(p, c) <= range) break;
  }
  const t0 = g.time();
  r.press('space');
  if (g.ui().mode === 'aim') r.press('Escape');
  return g.time() !== t0 || true;
}

// A fighting bot: aims Fire/Lump at enemies in range, bumps orthogonal neighbours, otherwise
// walks to the nearest enemy (or waits). Stops when dead or after n keys.
function fight(r, n, opts = {}) {
  const g = r.g;
  const end = r.keys.length + n;
  while (r.keys.length < end && !r.dead) {
    if (r.busy) { r.press('space'); continue; }
    const p = g.pos(g.pc);
    const vis = visibleNpcs(g);
    if (opts.aim !== false && tryAimAttack(r)) continue;
    const adj = vis.find((e) => Math.abs(e.Position.getX() - p.x) + Math.abs(e.Position.getY() - p.y) === 1
      && !e.CombatRole.getRole('isBomb'));
    if (adj) {
      const dx = adj.Position.getX() - p.x, dy = adj.Position.getY() - p.y;
      r.press(DIRS.find((d) => d[1] === dx && d[2] === dy)[0]);
      continue;
    }
    const live = g.npcs().filter((e) => g.placed(e) && !e.CombatRole.getRole('isBomb'));
    if (live.length === 0) { r.press('z'); continue; }
    let best = null;
    for (const e of live) { const d = cheb(p, g.pos(e)); if (!best || d < best.d) best = { e, d }; }
    const t = g.pos(best.e);
    const t0 = g.time();
    if (!stepTowards(r, (c) => Math.abs(c.x - t.x) + Math.abs(c.y - t.y) === 1) || g.time() === t0) {
      if (!r.dead && !r.busy && g.time() === t0) r.press('z');
    }
  }
}

// Walk to the stairs (bumping whatever blocks the way).
function walkTo(r, target, maxKeys) {
  const g = r.g;
  const end = r.keys.length + maxKeys;
  while (r.keys.length < end && !r.dead) {
    if (r.busy) { r.press('space'); continue; }
    const p = g.pos(g.pc);
    if (p.x === target.x && p.y === target.y) return true;
    const before = g.time();
    const k = bfsFirstKey(g, p, (c) => c.x === target.x && c.y === target.y);
    if (!k) return false;
    r.press(k);
    if (g.time() === before && !r.dead && !r.busy) r.press('z');
  }
  const p = g.pos(g.pc);
  return p.x === target.x && p.y === target.y;
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

// ---------------------------------------------------------------------------------------------
// The scripted games

const GAMES = [
  // name, seed, level, trace?, script(recorder)
  ['wait_once', '1000000000', 1, true, (r) => r.press('z')],
  ['wait_twice_dot', '1234567890', 1, true, (r) => { r.press('z'); r.press('.'); }],
  ['wait_40', '9999999999', 1, true, (r) => { for (let i = 0; i < 40 && !r.dead; i++) r.press(i % 2 ? '.' : 'z'); }],
  ['wall_bumps', '1000000000', 1, true, (r) => {
    // Walk until a wall is orthogonally next to the PC, then bump it several times.
    const g = r.g;
    for (let i = 0; i < 20; i++) {
      const p = g.pos(g.pc);
      const wall = DIRS.find(([, dx, dy]) => !g.isFloor(p.x + dx, p.y + dy));
      if (wall) { for (let j = 0; j < 4; j++) r.press(wall[0]); r.press('z'); r.press(wall[0]); return; }
      r.press('h');
    }
  }],
  ['random_walk_l1', '1234567890', 1, true, (r) => {
    const rnd = new Lcg(7);
    const keys = ['h', 'j', 'k', 'l', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowRight', 'z'];
    for (let i = 0; i < 80 && !r.dead; i++) r.press(r.busy ? 'space' : rnd.pick(keys));
  }],
  ['random_walk_l2', '3000000000', 2, true, (r) => {
    const rnd = new Lcg(11);
    for (let i = 0; i < 80 && !r.dead; i++) r.press(r.busy ? 'space' : rnd.pick(['h', 'j', 'k', 'l', 'z']));
  }],
  ['random_walk_l3', '7000000000', 3, true, (r) => {
    const rnd = new Lcg(13);
    for (let i = 0; i < 80 && !r.dead; i++) r.press(r.busy ? 'space' : rnd.pick(['h', 'j', 'k', 'l', '.']));
  }],
  ['fast_moves', '1000000000', 1, true, (r) => {
    const seq = ['Shift+h', 'Shift+j', 'L', 'Shift+k', 'Shift+ArrowLeft', 'Shift+ArrowDown', 'H', 'J',
      'Shift+l', 'K', 'Shift+ArrowRight', 'Shift+ArrowUp', 'z', 'Shift+h', 'Shift+l'];
    for (const k of seq) { if (r.dead) break; r.press(r.busy ? 'space' : k); }
  }],
  ['fast_moves_l3', '5555555555', 3, true, (r) => {
    const seq = ['z', 'Shift+l', 'Shift+l', 'Shift+j', 'Shift+h', 'Shift+k', 'Shift+h', 'Shift+j', 'Shift+l'];
    for (const k of seq) { if (r.dead) break; r.press(r.busy ? 'space' : k); }
  }],
  ['examine_mode', '1234567890', 1, true, (r) => {
    const seq = ['x', 'h', 'h', 'k', 'l', 'j', 'j', 'ArrowRight', 'n', 'n', 'p', 'o', 'i', 'PageDown',
      'PageUp', 'space', 'Shift+h', 'Escape', 'z', 'x', 'K', 'l', 'Escape', 'z'];
    for (const k of seq) r.press(k);
  }],
  ['menus_and_noops', '2468013579', 1, true, (r) => {
    const seq = ['?', 'h', 'Escape', 'a', 'j', 'j', 'k', 'Escape', '=', 'q', 'Shift+z', 'Enter', 'z',
      'n', 'p', 'Escape', 'z'];
    for (const k of seq) r.press(k);
  }],
  ['aim_mode_cancel', '1000000000', 1, true, (r) => {
    // Space with no orb under the PC enters aim mode with the usable top (Lump); cursor moves,
    // an invalid Space (no target) keeps the mode; Escape leaves.
    const seq = ['space', 'l', 'l', 'h', 'space', 'n', 'space', 'Escape', 'z', 'space', 'k', 'k', 'k', 'space', 'Escape'];
    for (const k of seq) r.press(k);
  }],
  ['pick_orbs_l1', '1234567890', 1, true, (r) => {
    const g = r.g;
    for (let n = 0; n < 4 && !r.dead; n++) {
      const t = nearestOrb(g);
      if (!t || !walkTo(r, t, 60)) break;
      r.press('space');
    }
    for (let i = 0; i < 3 && !r.dead; i++) r.press('z');
  }],
  ['pick_ice_and_use', '9999999999', 1, true, (r) => {
    const g = r.g;
    const t = nearestOrb(g, 'ice');
    if (t && walkTo(r, t, 80)) {
      r.press('space'); // pick up
      r.press('space'); // aim mode with Ice
      r.press('space'); // use on own cell -> two armor
      r.press('space'); // armor on top: nothing
      r.press('z');
    }
  }],
  ['pick_slime_teleport', '1000000000', 1, true, (r) => {
    const g = r.g;
    const t = nearestOrb(g, 'slime');
    if (t && walkTo(r, t, 80)) {
      r.press('space'); // pick up the Slime
      r.press('space'); // aim mode
      r.press('space'); // own cell: invalid, stays
      // move the cursor up to 2 cells onto a floor cell without NPC
      const p = g.pos(g.pc);
      const opts = [['l', 'l'], ['h', 'h'], ['j', 'j'], ['k', 'k'], ['l'], ['h'], ['j'], ['k']];
      for (const o of opts) {
        const dx = o.filter((k) => k === 'l').length - o.filter((k) => k === 'h').length;
        const dy = o.filter((k) => k === 'j').length - o.filter((k) => k === 'k').length;
        let ok = true;
        for (let s = 1; s <= o.length; s++) {
          const c = { x: p.x + Math.sign(dx) * s, y: p.y + Math.sign(dy) * s };
          if (!g.isFloor(c.x, c.y)) ok = false;
        }
        if (ok && !g.Main.system.npcHere(p.x + dx, p.y + dy)) { o.forEach((k) => r.press(k)); break; }
      }
      r.press('space'); // teleport
      r.press('z');
    }
  }],
  ['pick_fire_and_burn', '5000000000', 1, true, (r) => {
    const g = r.g;
    const t = nearestOrb(g, 'fire');
    if (t && walkTo(r, t, 80)) r.press('space');
    fight(r, 120);
  }],
  ['hunt_l1_lump', '1000000000', 1, true, (r) => fight(r, 150)],
  ['hunt_l1_bump_only', '1234567890', 1, true, (r) => fight(r, 150, { aim: false })],
  ['hunt_l2', '2000000000', 2, true, (r) => fight(r, 200)],
  ['hunt_l3', '8000000000', 3, true, (r) => fight(r, 200)],
  ['hunt_until_death_l1', '4000000000', 1, false, (r) => fight(r, 600)],
  ['hunt_until_death_l3', '6000000000', 3, false, (r) => fight(r, 600)],
  ['stairs_summon_l1', '1000000000', 1, true, (r) => {
    const g = r.g;
    if (walkTo(r, g.stairs(), 200)) { r.press('space'); r.press('space'); }
    for (let i = 0; i < 30 && !r.dead; i++) r.press('z');
  }],
  ['stairs_summon_fight_l1', '1234567890', 1, false, (r) => {
    const g = r.g;
    if (walkTo(r, g.stairs(), 200)) { r.press('space'); r.press('space'); }
    fight(r, 300);
  }],
  ['stairs_summon_l2', '2000000000', 2, true, (r) => {
    const g = r.g;
    if (walkTo(r, g.stairs(), 200)) { r.press('space'); r.press('space'); }
    for (let i = 0; i < 40 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
  }],
  ['stairs_summon_l3', '3000000000', 3, true, (r) => {
    const g = r.g;
    if (walkTo(r, g.stairs(), 200)) { r.press('space'); r.press('space'); }
    for (let i = 0; i < 40 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
  }],
  ['stairs_summon_fight_l3', '9999999999', 3, false, (r) => {
    const g = r.g;
    if (walkTo(r, g.stairs(), 200)) { r.press('space'); r.press('space'); }
    fight(r, 300);
  }],
  ['butcher_hunt_l2', '1234567890', 2, false, (r) => {
    const g = r.g;
    const b = g.npcs().find((e) => e.getEntityName() === 'butcher');
    if (b) walkTo(r, g.pos(b), 120);
    fight(r, 300);
  }],
  ['wait_until_death_l1', '1000000000', 1, false, (r) => {
    const g = r.g;
    // Go where enemies are, then only wait.
    fight(r, 40, { aim: false });
    for (let i = 0; i < 800 && !r.dead; i++) r.press(r.busy ? 'space' : 'z');
    // Keys after death do nothing.
    r.press('z'); r.press('h'); r.press('space');
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
  for (const [name, seed, level, withTrace, script] of GAMES) {
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
  return { nLevels, notes, summary };
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

main(process.argv.slice(2));
