// Reference values for the cursed mode's rot.js ports, printed by the ORIGINAL game's bundled
// rot.js (Bozar/cursedSouls, scripts/rot.min.js, a 0.6.5 build). This script is ours; it only
// loads that file in a sandbox and calls it. The C tests read only what it prints.
//
//   node tests/reference/cursed_rot.mjs PATH/TO/rot.min.js OUTDIR
//
// writes OUTDIR/rng.txt, cellular.txt, fov.txt, scheduler.txt. Doubles are written as the 16 hex
// digits of their IEEE bits, so that nothing is lost in printing. Every line is one record of
// whitespace-separated tokens; its first token says what it is (see each writer below).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

const [rotPath, outDir] = process.argv.slice(2);
if (!rotPath || !outDir) {
  console.error('usage: node cursed_rot.mjs PATH/TO/rot.min.js OUTDIR');
  process.exit(2);
}
const sandbox = {};
vm.createContext(sandbox);
vm.runInContext(readFileSync(rotPath, 'utf8'), sandbox, { filename: 'rot.min.js' });
const ROT = sandbox.ROT;
if (!ROT || !ROT.RNG) throw new Error('rot.min.js did not define ROT');

const buf = new DataView(new ArrayBuffer(8));
const bits = (d) => {
  buf.setFloat64(0, d);
  return buf.getBigUint64(0).toString(16).padStart(16, '0');
};

// --- RNG ---------------------------------------------------------------------------------------
// seed BITS COUNT U1..Un          setSeed(seed), n getUniform
// int BITS LO HI COUNT V1..Vn     setSeed(seed), n getUniformInt(lo, hi)
// pct BITS COUNT V1..Vn           setSeed(seed), n getPercentage
// level S L SEEDBITS COUNT U1..Un the cursed level seed: setSeed(S), L draws, setSeed(v*1e8)
function rngRecords() {
  const out = [];
  const seeds = [1, 2, 12345, 1234567890, 4294967295, 4294967296, 4294967296 + 12345,
    9999999999, 1000000000, 5555555555, 0.5, 0.25, 3.75, 12345678.901234567, 98765432.1,
    0.3333333333333333, 1e-9, 0, 7.000000000000001];
  for (const s of seeds) {
    ROT.RNG.setSeed(s);
    const v = [];
    for (let i = 0; i < 40; i++) v.push(bits(ROT.RNG.getUniform()));
    out.push(`seed ${bits(s)} ${v.length} ${v.join(' ')}`);
  }
  for (const [s, lo, hi] of [[12345, 0, 831], [1234567890, 1, 6], [777, 5, 5], [4242, 3, -2],
    [0.75, 0, 100]]) {
    ROT.RNG.setSeed(s);
    const v = [];
    for (let i = 0; i < 40; i++) v.push(ROT.RNG.getUniformInt(lo, hi));
    out.push(`int ${bits(s)} ${lo} ${hi} ${v.length} ${v.join(' ')}`);
  }
  for (const s of [1, 31337, 2147483647.5]) {
    ROT.RNG.setSeed(s);
    const v = [];
    for (let i = 0; i < 40; i++) v.push(ROT.RNG.getPercentage());
    out.push(`pct ${bits(s)} ${v.length} ${v.join(' ')}`);
  }
  for (const s of [1234567890, 9876543210, 1000000000, 4294967296 + 99, 3141592653]) {
    for (const level of [2, 3]) {
      ROT.RNG.setSeed(s);
      let v = null;
      for (let i = 0; i < level; i++) v = ROT.RNG.getUniform();
      ROT.RNG.setSeed(v * Math.pow(10, 8));
      const seedBits = bits(ROT.RNG.getSeed());
      const d = [];
      for (let i = 0; i < 20; i++) d.push(bits(ROT.RNG.getUniform()));
      out.push(`level ${s} ${level} ${seedBits} ${d.length} ${d.join(' ')}`);
    }
  }
  return out;
}

// --- Cellular ----------------------------------------------------------------------------------
// cellular BITS W H STAGE ROWS NEXT
//   setSeed(seed); new Cellular(W, H); randomize(0.5); create() five times; connect(cb, 0).
//   STAGE is randomize, create1..create5 or connect; ROWS is the map, y = 0 first, each row's
//   W characters joined with '/', '#' = 1 and '.' = 0; NEXT is the bits of the getUniform that
//   follows the stage (it shows how many numbers the stage drew).
function rowsOf(map, w, h) {
  const rows = [];
  for (let y = 0; y < h; y++) {
    let r = '';
    for (let x = 0; x < w; x++) r += map[x][y] ? '#' : '.';
    rows.push(r);
  }
  return rows.join('/');
}
function cellularRecords() {
  const out = [];
  const cases = [];
  for (const s of [1, 2, 3, 42, 12345, 1234567890, 9876543210, 4294967297, 31415926.535]) {
    cases.push([s, 52, 16]);
  }
  cases.push([7, 20, 10], [8, 30, 12], [99, 13, 9]);
  for (const [s, w, h] of cases) {
    const stages = ['randomize', 'create1', 'create2', 'create3', 'create4', 'create5',
      'connect'];
    for (let upto = 0; upto < stages.length; upto++) {
      ROT.RNG.setSeed(s);
      const c = new ROT.Map.Cellular(w, h);
      c.randomize(0.5);
      for (let i = 0; i < Math.min(upto, 5); i++) c.create();
      if (upto === 6) {
        const seen = [];
        c.connect((x, y, v) => seen.push([x, y, v]), 0);
        // The callback reports rows outer, columns inner, with the final values.
        for (let i = 0; i < seen.length; i++) {
          const [x, y, v] = seen[i];
          if (x !== i % w || y !== Math.floor(i / w) || v !== c._map[x][y]) {
            throw new Error('unexpected callback order');
          }
        }
      }
      const next = bits(ROT.RNG.getUniform());
      out.push(`cellular ${bits(s)} ${w} ${h} ${stages[upto]} ${rowsOf(c._map, w, h)} ${next}`);
    }
  }
  return out;
}

// --- PreciseShadowcasting ----------------------------------------------------------------------
// fovmap ID W H ROWS        a map ('.' passes light, anything else blocks; outside blocks)
// fov ID X Y R COUNT X,Y,BITS ...   compute(X, Y, R) on map ID: the reported cells in order,
//                                    with the visibility value's bits
function fovRecords() {
  const out = [];
  const maps = [];
  for (const s of [1, 42, 12345, 1234567890]) {
    ROT.RNG.setSeed(s);
    const c = new ROT.Map.Cellular(52, 16);
    c.randomize(0.5);
    for (let i = 0; i < 5; i++) c.create();
    c.connect(null, 0);
    maps.push({ w: 52, h: 16, rows: rowsOf(c._map, 52, 16).split('/') });
  }
  const open = [];
  for (let y = 0; y < 16; y++) open.push('.'.repeat(52));
  maps.push({ w: 52, h: 16, rows: open });
  const pillars = [];
  for (let y = 0; y < 21; y++) {
    let r = '';
    for (let x = 0; x < 21; x++) r += (x % 3 === 1 && y % 3 === 1) ? '#' : '.';
    pillars.push(r);
  }
  maps.push({ w: 21, h: 21, rows: pillars });
  maps.forEach((m, id) => {
    out.push(`fovmap ${id} ${m.w} ${m.h} ${m.rows.join('/')}`);
    const light = (x, y) => x >= 0 && y >= 0 && x < m.w && y < m.h && m.rows[y][x] === '.';
    const fov = new ROT.FOV.PreciseShadowcasting(light);
    const origins = [];
    for (let i = 0; i < 8; i++) {
      // A fixed spread of origins, floors and walls both.
      origins.push([(i * 17 + 3) % m.w, (i * 7 + 2) % m.h]);
    }
    origins.push([0, 0], [m.w - 1, m.h - 1], [Math.floor(m.w / 2), Math.floor(m.h / 2)]);
    for (const [x, y] of origins) {
      for (const r of [1, 3, 5, 12]) {
        const seen = [];
        fov.compute(x, y, r, (cx, cy, dist, vis) => seen.push(`${cx},${cy},${bits(vis)}`));
        out.push(`fov ${id} ${x} ${y} ${r} ${seen.length} ${seen.join(' ')}`);
      }
    }
  });
  return out;
}

// --- Scheduler.Action --------------------------------------------------------------------------
// sched OPS... = RESULTS...
//   OPS: a,ACTOR,REPEAT,DELAY (add; DELAY 0 means omitted) | n (next) | d,DUR (setDuration) |
//        r,ACTOR (remove)
//   RESULTS, one per op: for add '-'; for next ACTOR,TIMEBITS (ACTOR -1 when the queue is
//   empty; TIMEBITS the clock after it); for setDuration '-'; for remove 0 or 1.
function schedRecords() {
  const out = [];
  const scripts = [
    'a,0,1,0 a,1,1,0 a,2,1,0 n n n n n n n',
    'a,0,1,0 a,1,1,0 n d,0.5 n d,1.5 n d,0.5 n d,0.6 n n n n n n',
    'a,0,1,0 a,1,1,0.6 a,2,1,1.2 n d,1.2 n d,0.6 n d,0.4 n d,0.4 n n n n n n n n',
    'a,0,1,0 a,1,1,0 a,2,0,0 n n n n n n',
    'a,0,1,0 a,1,1,0 a,2,1,0 n r,1 n n n r,0 n n n r,5 n',
    'a,0,1,0 a,1,1,0 n r,0 n n n d,3 n n n n',
    'a,0,1,0 a,1,1,2 a,2,1,0.5 n d,0 n d,0.1 n d,0.2 n d,0.3 n n n n n n n n',
    'n d,2 a,0,1,0 a,1,1,0 n n n',
    'a,0,1,0 a,0,1,0 n n n r,0 n n n',
    'a,0,1,0 a,1,1,0 a,2,1,0 a,3,1,0 n d,1.2 n d,0.6 n d,0.5 n d,1.5 ' +
      'n d,1.2 n d,0.6 n d,0.5 n d,1.5 n d,1.2 n d,0.6 n d,0.5 n d,1.5 ' +
      'n d,1.2 n d,0.6 n d,0.5 n d,1.5 n d,1.2 n d,0.6 n d,0.5 n d,1.5 n n n n',
  ];
  for (const script of scripts) {
    const s = new ROT.Scheduler.Action();
    const actors = [];
    for (let i = 0; i < 8; i++) actors.push({ id: i });
    const res = [];
    for (const op of script.split(' ')) {
      const f = op.split(',');
      if (f[0] === 'a') {
        const delay = Number(f[3]);
        if (delay === 0) s.add(actors[+f[1]], f[2] === '1');
        else s.add(actors[+f[1]], f[2] === '1', delay);
        res.push('-');
      } else if (f[0] === 'n') {
        const a = s.next();
        res.push(`${a ? a.id : -1},${bits(s.getTime())}`);
      } else if (f[0] === 'd') {
        s.setDuration(Number(f[1]));
        res.push('-');
      } else if (f[0] === 'r') {
        res.push(s.remove(actors[+f[1]]) ? '1' : '0');
      }
    }
    out.push(`sched ${script} = ${res.join(' ')}`);
  }
  return out;
}

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'rng.txt'), rngRecords().join('\n') + '\n');
writeFileSync(join(outDir, 'cellular.txt'), cellularRecords().join('\n') + '\n');
writeFileSync(join(outDir, 'fov.txt'), fovRecords().join('\n') + '\n');
writeFileSync(join(outDir, 'scheduler.txt'), schedRecords().join('\n') + '\n');
