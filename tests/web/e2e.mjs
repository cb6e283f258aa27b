// The browser build played in a real browser: Debian's headless Chromium driven over the
// DevTools protocol by puppeteer-core. Serves BUILD_DIR on 127.0.0.1, then
//   title -> New game -> adventure -> moves (keys) -> taps on the board (touch events) ->
//   reload with no save asked (the page's unload saves) -> Continue: the same game (its hash,
//   read from the page), and a screenshot with real content; the page follows a resize and
//   the device pixel ratio (the canvas's backing store in device pixels); an idle tab runs
//   (almost) no passes; a gamepad (a synthetic navigator.getGamepads()) walks the menus and
//   moves the player; two tabs of one save: the second plays read-only and says so, and the
//   first one's moves are what is kept. Prints the figures the README quotes (first frame,
//   frame cost, memory).
//   node e2e.mjs BUILD_DIR OUT_DIR        exit 0 passed, 1 failed, 77 skipped (one sentence)
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

const [buildDir, outDir] = process.argv.slice(2);
const chromium = process.env.UG_CHROMIUM || '/usr/bin/chromium';
const npmDir = process.env.UG_WEB_NPM || '';
function skip(why) {
  console.log(`web_e2e skipped: ${why}`);
  process.exit(77);
}
if (!existsSync(chromium)) skip(`no Chromium at ${chromium} (apt-get install chromium)`);
let puppeteer;
try {
  puppeteer = createRequire(join(npmDir, 'package.json'))('puppeteer-core');
} catch {
  skip(`puppeteer-core is not installed in ${npmDir} (scripts/web.sh installs it)`);
}
if (!existsSync(join(buildDir, 'undergrid.html'))) skip(`no undergrid.html in ${buildDir}`);

let failed = false;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- A small static server (the wasm needs its MIME type) -----------------------------------
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
                '.data': 'application/octet-stream' };
const server = createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '');
  const file = join(buildDir, name);
  if (name.includes('..') || !existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'Content-Type': types[extname(file)] || 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/undergrid.html?args=--lang%20en`;

// --- PNG pixels (8-bit RGB or RGBA, as Chromium writes them), for the screenshot's check ----
function pngPixels(buf) {
  let pos = 8, width = 0, height = 0, channels = 4;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), type = buf.toString('ascii', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0); height = body.readUInt32BE(4);
      channels = body[9] === 2 ? 3 : 4;
    } else if (type === 'IDAT') idat.push(body);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat)), stride = width * channels;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[y * stride + x - channels] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f];
      out[y * stride + x] = (line[x] + pred) & 255;
    }
  }
  return { width, height, channels, data: out };
}
function colours(png) {
  const seen = new Set();
  let lit = 0;
  for (let i = 0; i < png.data.length; i += png.channels) {
    const r = png.data[i], g = png.data[i + 1], b = png.data[i + 2];
    seen.add((r << 16) | (g << 8) | b);
    if (r + g + b > 60) lit++;
  }
  return { count: seen.size, lit: lit / (png.width * png.height) };
}

let page; // the one tab, shared by the steps below

const hash = () => page.evaluate(() => Module.UTF8ToString(Module._ug_web_state_hash()));
const passes = () => page.evaluate(() => Module._ug_web_passes());
async function keys(...names) {
  for (const k of names) { await page.keyboard.press(k); await sleep(150); }
  await sleep(200);
}
async function started() {
  await page.waitForFunction(() => typeof Module !== 'undefined' && Module.ugFirstFrame > 0,
                             { timeout: 60000 });
  await sleep(300);
}
async function shot(name) {
  const buf = await page.screenshot({ path: join(outDir, `${name}.png`) });
  return colours(pngPixels(buf));
}

// --- The browser ------------------------------------------------------------------------------
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  userDataDir: join(outDir, 'profile'), // its IndexedDB lives here, for this test only
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
         '--ignore-gpu-blocklist', '--no-first-run'],
});
let code = 1;
try {
  code = await play(browser);
} catch (e) {
  console.log(`FAIL ${e.stack || e}`);
} finally {
  await browser.close();
  server.close();
}
process.exit(code);

async function play(browser) {
  page = await browser.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log(`page: ${m.text()}`); });
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  await page.setViewport({ width: 1024, height: 640, deviceScaleFactor: 1, hasTouch: true });
  const moved = await titleAndMoves();
  await touchAndResize(moved);
  await idleAndMemory(browser);
  await reloadAndContinue();
  await page.close();
  await gamepad(browser);
  await twoTabs(browser);
  return failed ? 1 : 0;
}

// 1 and 2: the title, then a new adventure game played with the keys; its hash after them.
async function titleAndMoves() {
  // 1. The title, its first frame, the page filled at the ratio asked.
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await started();
  const first = await page.evaluate(() => Module.ugFirstFrame);
  console.log(`figure: first frame ${(first / 1000).toFixed(2)} s after navigation ` +
              `(load to frame: ${((Date.now() - t0) / 1000).toFixed(2)} s wall)`);
  const size = await page.evaluate(() => [Module.canvas.width, Module.canvas.height]);
  check(size[0] === 1024 && size[1] === 640, `the canvas fills the page (${size})`);
  const title = await shot('title');
  check(title.count >= 8 && title.lit > 0.01, `the title has content (${title.count} colours)`);

  // 2. New game -> adventure -> start; moves with the keys change the game.
  await keys('Enter'); await shot('menu1');
  await keys('Enter'); await shot('menu2');
  await keys('Enter');
  await sleep(500);
  const h0 = await hash();
  check(/^[0-9a-f]{16}$/.test(h0), `a game is being played (hash ${h0})`);
  await shot('game');
  const steps = await page.evaluate(() => Module._ug_web_passes());
  await keys('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Period', 'Period');
  const h1 = await hash();
  check(h1 !== h0, `keys play moves (hash ${h0} -> ${h1})`);
  // The frame's cost: the passes of those moves that drew (the costliest ones).
  const ring = await page.evaluate((from) => {
    const n = Module._ug_web_passes(), base = Module._ug_web_step_ms() / 8, out = [];
    for (let i = Math.max(from, n - 256); i < n; i++) out.push(Module.HEAPF64[base + (i % 256)]);
    return out;
  }, steps);
  const drawn = ring.filter((ms) => ms > 0.3).sort((a, b) => a - b);
  if (drawn.length)
    console.log(`figure: frame cost median ${drawn[drawn.length >> 1].toFixed(2)} ms, max ` +
                `${drawn[drawn.length - 1].toFixed(2)} ms over ${drawn.length} drawing passes`);

  return h1;
}

// 3 and 4: touch, then resizes.
async function touchAndResize(h1) {
  // 3. Taps on the board (touch events): the on-screen buttons appear, the game goes on.
  const vp = page.viewport();
  // A tap on the board steps toward it (a wall may stop it: the map is random); the first tap
  // shows the on-screen buttons, and Wait (where 1024x640 lays it out: the button row's left
  // button, x 11-203, y 495-530) always plays a turn.
  for (const [x, y] of [[vp.width / 2 + 40, vp.height / 2], [vp.width / 2 - 40, vp.height / 2],
                        [107, 512]]) {
    await page.touchscreen.tap(x, y);
    await sleep(400);
  }
  const h2 = await hash();
  check(h2 !== h1, `taps on the board play (hash ${h1} -> ${h2})`);
  const game = await shot('touch');
  check(game.count >= 8 && game.lit > 0.01, `the game screen has content (${game.count} colours)`);

  // 4. Resize and the device pixel ratio: the canvas's backing store follows the page's size
  //    in device pixels (1600x1000 for 800x500 CSS pixels at ratio 2: drawn crisp, one canvas
  //    pixel a screen pixel), its CSS size the page's; the frame fills it (its right quarter
  //    is drawn too).
  await page.setViewport({ width: 800, height: 500, deviceScaleFactor: 2, hasTouch: true });
  await sleep(800);
  const hi = await page.evaluate(() => [Module.canvas.width, Module.canvas.height,
                                        Module.canvas.clientWidth, Module.canvas.clientHeight]);
  check(hi[0] === 1600 && hi[1] === 1000 && hi[2] === 800 && hi[3] === 500,
        `at ratio 2 the canvas's backing store is in device pixels (${hi[0]}x${hi[1]} for ` +
        `${hi[2]}x${hi[3]} CSS pixels)`);
  const png = pngPixels(await page.screenshot({ path: join(outDir, 'ratio2.png') }));
  let right = 0;
  for (let y = 0; y < png.height; y += 4)
    for (let x = (png.width * 3) >> 2; x < png.width; x += 4) {
      const i = (y * png.width + x) * png.channels;
      if (png.data[i] + png.data[i + 1] + png.data[i + 2] > 60) right++;
    }
  check(png.width === 1600 && right > 100, `at ratio 2 the frame fills the page (${png.width} px, ` +
        `${right} lit samples in its right quarter)`);
  await page.setViewport({ width: 1024, height: 640, deviceScaleFactor: 1, hasTouch: true });
  await sleep(800);

}

// 5 and 6: the idle tab and the memory.
async function idleAndMemory(browser) {
  // 5. An idle tab: the loop sleeps (a pass or two a second, not sixty).
  const p0 = await passes(), m0 = await page.metrics();
  await sleep(5000);
  const p1 = await passes(), m1 = await page.metrics();
  const busy = (m1.TaskDuration - m0.TaskDuration) / (m1.Timestamp - m0.Timestamp);
  console.log(`figure: idle ${((p1 - p0) / 5).toFixed(1)} passes/s, main thread busy ` +
              `${(busy * 100).toFixed(2)} %`);
  check(p1 - p0 <= 20, `an idle tab runs almost no passes (${p1 - p0} in 5 s)`);

  // 6. Memory: the wasm heap and the JS heap of the page.
  const mem = await page.evaluate(() => [Module.HEAPF64.buffer.byteLength,
                                         performance.memory ? performance.memory.usedJSHeapSize : 0]);
  console.log(`figure: wasm memory ${(mem[0] / 1048576).toFixed(1)} MiB, JS heap ` +
              `${(mem[1] / 1048576).toFixed(1)} MiB`);
  console.log(`figure: browser processes ${(browserMemory(browser) / 1048576).toFixed(0)} MiB PSS`);

}

// 7: reload and Continue.
async function reloadAndContinue() {
  // 7. Reload at once after moves, with no save asked for: the page saves the run as it is
  //    left (pagehide/visibilitychange: a save point, and its copy to IndexedDB begun in the
  //    handler); Continue plays it on, from the last move.
  await keys('Period', 'ArrowRight', 'ArrowLeft');
  const before = await hash();
  await page.reload({ waitUntil: 'load' });
  await started();
  await shot('title2');
  await keys('Enter'); // Continue: the first entry when a run is saved
  await sleep(500);
  const after = await hash();
  check(after === before, `reload, Continue: the same game (${before} -> ${after})`);
  await keys('ArrowLeft', 'ArrowRight');
  const final = await shot('continued');
  check(final.count >= 8, `the continued game has content (${final.count} colours)`);
  const files = await page.evaluate(() => FS.readdir('/libsdl/undergrid/undergrid'));
  console.log(`the user folder in IndexedDB: ${files.filter((f) => f[0] !== '.').join(' ')}`);
}

// The proportional set size of the browser's processes (the process and all its children).
function browserMemory(b) {
  const root = b.process().pid, kids = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch { /* gone */ }
  }
  let total = 0;
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop();
    try {
      const m = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
      if (m) total += Number(m[1]) * 1024;
    } catch { /* gone */ }
    todo.push(...(kids.get(pid) || []));
  }
  return total;
}

// --- A fresh profile of its own (an incognito context): its IndexedDB and Web Locks apart ------
async function freshContext(b) {
  return b.createBrowserContext ? b.createBrowserContext() : b.createIncognitoBrowserContext();
}
async function openGame(ctx, log, before) {
  const p = await ctx.newPage();
  // UG_E2E_NO_LOCKS=1: the page without Web Locks (every tab keeps the folder), to see the
  // two-tab check fail as it would without the lock.
  if (process.env.UG_E2E_NO_LOCKS)
    await p.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
  p.on('console', (m) => { log.push(m.text()); if (m.type() === 'error') console.log(`page: ${m.text()}`); });
  p.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  await p.setViewport({ width: 1024, height: 640, deviceScaleFactor: 1 });
  if (before) await p.evaluateOnNewDocument(before);
  await p.goto(url, { waitUntil: 'load' });
  await p.waitForFunction(() => typeof Module !== 'undefined' && Module.ugFirstFrame > 0,
                          { timeout: 60000 });
  await sleep(300);
  return p;
}
function hashOf(p) {
  return p.evaluate(() => Module.UTF8ToString(Module._ug_web_state_hash()));
}
async function press(p, ...names) {
  for (const k of names) { await p.keyboard.press(k); await sleep(150); }
  await sleep(200);
}

// 8. A gamepad: a standard-mapping pad given to the page by navigator.getGamepads() before the
//    game starts (as a browser gives a connected one); A walks title -> New game -> adventure,
//    the d-pad moves the player.
function fakePad() {
  const pad = { id: 'Undergrid test pad (STANDARD GAMEPAD)', index: 0, connected: true,
                mapping: 'standard', timestamp: performance.now(), axes: [0, 0, 0, 0],
                buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })) };
  Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [pad, null, null, null] });
  window.ugTestPad = (button, down) => {
    pad.buttons[button].pressed = pad.buttons[button].touched = down;
    pad.buttons[button].value = down ? 1 : 0;
    pad.timestamp = performance.now();
  };
  window.addEventListener('load', () => {
    const e = new Event('gamepadconnected');
    Object.defineProperty(e, 'gamepad', { value: pad });
    window.dispatchEvent(e);
  });
}
async function gamepad(b) {
  const ctx = await freshContext(b);
  const p = await openGame(ctx, [], fakePad);
  const tap = async (...buttons) => {
    for (const button of buttons) {
      await p.evaluate((n) => ugTestPad(n, true), button); await sleep(120);
      await p.evaluate((n) => ugTestPad(n, false), button); await sleep(250);
    }
    await sleep(300);
  };
  const A = 0, UP = 12, DOWN = 13, LEFT = 14, RIGHT = 15;
  const title = await hashOf(p);
  // The title's New game, the modes' adventure; its seed screen gives a pad the on-screen
  // keyboard (focus on '1'): down to Erase, right to Done, A starts (a random seed).
  await tap(A, A, DOWN, DOWN, DOWN, DOWN, RIGHT, A);
  const h0 = await hashOf(p);
  check(title === '' && /^[0-9a-f]{16}$/.test(h0), `a gamepad walks the menus and the seed's keyboard into a game (${h0})`);
  await tap(LEFT, RIGHT, UP, DOWN);
  const h1 = await hashOf(p);
  check(h1 !== h0, `a gamepad's d-pad moves the player (hash ${h0} -> ${h1})`);
  await ctx.close();
}

// 9. Two tabs of one save: the second finds the user folder kept by the first (its Web Lock),
//    says so (on the page and as the game says it of a save another window plays), may play
//    the run on without saving, and writes nothing: when both are gone, what is kept is the
//    first tab's game, move for move.
async function twoTabs(b) {
  const ctx = await freshContext(b);
  const logA = [], logB = [];
  const a = await openGame(ctx, logA);
  await press(a, 'Enter', 'Enter', 'Enter', 'Period', 'ArrowLeft', 'ArrowRight', 'Period');
  const kept = await hashOf(a);
  check(/^[0-9a-f]{16}$/.test(kept), `the first tab plays (${kept})`);
  await a.evaluate(() => ugHidden()); // its save point (a tab switch): the run is in IndexedDB
  await a.waitForFunction(() => !Module.ugSyncing, { timeout: 10000 });
  await sleep(300);
  const tabB = await openGame(ctx, logB);
  const notice = await tabB.evaluate(() => [Module.ugReadOnly,
    getComputedStyle(document.getElementById('storage')).display,
    document.getElementById('storage').textContent]);
  check(notice[0] === true && notice[1] !== 'none' && /another tab/.test(notice[2]),
        `the second tab says another tab keeps the game's files (${notice[2].slice(0, 40)}…)`);
  check(logB.some((l) => /open in another window/.test(l)),
        'the second tab gives the game\'s notice of a save played elsewhere');
  await press(tabB, 'Enter', 'Enter', 'Enter'); // the run offered without saving, or a new one
  await press(tabB, 'Period', 'Period', 'Period', 'ArrowUp', 'ArrowDown');
  const other = await hashOf(tabB);
  check(other !== kept, `the second tab plays on (${other})`);
  await tabB.evaluate(() => ugHidden()); // its save point: it must write nothing
  await sleep(500);
  await tabB.close({ runBeforeUnload: false });
  await a.close({ runBeforeUnload: false });
  await sleep(500);
  const c = await openGame(ctx, []);
  await press(c, 'Enter'); // Continue
  await sleep(300);
  const got = await hashOf(c);
  check(got === kept, `after both tabs, the kept game is the first tab's (${kept} -> ${got})`);
  await ctx.close();
}
