/* ROT.Map.Cellular reproduced (see rot_cellular.h). Our own C from rot.js's behaviour.
 *
 * rot.js keeps its sets of cells in plain objects keyed "x.y"; such keys are not array indices,
 * so the objects iterate in insertion order, and that order decides which cell a draw picks and
 * which cell wins a distance tie. Here every set is an insertion-ordered array with a membership
 * flag per cell:
 *   N  the floor cells not yet connected: all floor cells rows outer, columns inner, then only
 *      ever shrinks (compacted, order kept, whenever its key list is read);
 *   C  the connected cells: only ever grows (appended when new);
 *   R  the region flooded from the next tunnel's start, fresh for each tunnel (a generation
 *      stamp per cell instead of a cleared array).
 * A breadth-first flood appends each reached cell to its set and to its FIFO at the same
 * moment, so the set's own array doubles as the queue. connect works on the map walled in by a
 * ring of non-free cells, so that a neighbour is one add away and needs no bounds test. */
#include "rot_cellular.h"

#include <float.h>
#include <string.h>

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

#define DEFAULT_BORN    ((1u << 5) | (1u << 6) | (1u << 7) | (1u << 8))
#define DEFAULT_SURVIVE ((1u << 4) | DEFAULT_BORN)
#define MASK_MAX_WIDTH  64
#define MASK_MAX_HEIGHT 128

int ug_rot_cellular_init(UgRotCellular *c, int width, int height) {
    if (width < 1 || height < 1 || width > UG_ROT_CELLULAR_MAX_CELLS / height) return -1;
    c->width = width;
    c->height = height;
    c->born = DEFAULT_BORN;
    c->survive = DEFAULT_SURVIVE;
    memset(c->cells, 0, (size_t)width * (size_t)height);
    return 0;
}

void ug_rot_cellular_randomize(UgRotCellular *c, UgRotRng *rng, double probability) {
    /* A draw u = k * 2^-32 is below p exactly when the integer k is below p * 2^32 (an exact
     * scaling), i.e. below its ceiling. The stream runs on integer words (rot_rng.h). */
    const double scaled = probability * 4294967296.0;
    uint64_t limit;
    if (!(scaled > 0)) { /* also NaN: no draw is below it */
        limit = 0;
    } else if (scaled >= 4294967296.0) {
        limit = (uint64_t)1 << 32; /* every draw is below it */
    } else {
        limit = (uint64_t)scaled;
        if ((double)limit < scaled) limit++;
    }
    UgRotRngWords r = ug_rot_rng_words(rng);
    const int w = c->width, h = c->height;
    for (int x = 0; x < w; x++) {
        uint8_t *cell = c->cells + x;
        for (int y = 0; y < h; y++, cell += w) *cell = ug_rot_rng_next_word(&r) < limit;
    }
    ug_rot_rng_set_words(rng, &r);
}

void ug_rot_cellular_create_plain(UgRotCellular *c) {
    const int w = c->width, h = c->height;
    const uint8_t *cells = c->cells;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            int n = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if ((dx || dy) && nx >= 0 && ny >= 0 && nx < w && ny < h) {
                        n += cells[ny * w + nx];
                    }
                }
            }
            unsigned rule = cells[y * w + x] ? c->survive : c->born;
            c->next[y * w + x] = (rule >> n) & 1u;
        }
    }
    memcpy(c->cells, c->next, (size_t)w * (size_t)h);
}

/* Eight 0/1 bytes to eight bits (byte i to bit i), and back. */
static uint64_t pack8(const uint8_t *p) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    return (v * 0x0102040810204080u) >> 56;
}

static void unpack8(uint8_t *p, uint64_t bits) {
    uint64_t v = ((((bits * 0x0101010101010101u) & 0x8040201008040201u) + 0x7f7f7f7f7f7f7f7fu) &
                  0x8080808080808080u) >>
                 7;
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t pack_row(const uint8_t *row, int w) {
    uint64_t bits = 0;
    int x = 0;
    for (; x + 8 <= w; x += 8) bits |= pack8(row + x) << x;
    for (; x < w; x++) bits |= (uint64_t)row[x] << x;
    return bits;
}

static void unpack_row(uint8_t *row, int w, uint64_t bits) {
    int x = 0;
    for (; x + 8 <= w; x += 8) unpack8(row + x, (bits >> x) & 0xffu);
    for (; x < w; x++) row[x] = (uint8_t)((bits >> x) & 1u);
}

/* One step of a row: the eight neighbour masks summed bit-sliced into a 4-bit count per column
 * (n0 the ones, n3 the eights), then the rules. */
static uint64_t step_row(uint64_t up, uint64_t cur, uint64_t down, uint64_t width_mask,
                         unsigned born, unsigned survive) {
    const uint64_t a = (up << 1) & width_mask, b = up, c = up >> 1;
    const uint64_t d = (cur << 1) & width_mask, e = cur >> 1;
    const uint64_t f = (down << 1) & width_mask, g = down, h = down >> 1;
    const uint64_t s1 = a ^ b ^ c, k1 = (a & b) | (c & (a ^ b));
    const uint64_t s2 = d ^ e ^ f, k2 = (d & e) | (f & (d ^ e));
    const uint64_t s3 = g ^ h, k3 = g & h;
    const uint64_t n0 = s1 ^ s2 ^ s3, k4 = (s1 & s2) | (s3 & (s1 ^ s2)); /* k1..k4 weigh 2 */
    const uint64_t t = k1 ^ k2 ^ k3, k5 = (k1 & k2) | (k3 & (k1 ^ k2));  /* k5 weighs 4 */
    const uint64_t n1 = t ^ k4, k6 = t & k4;                             /* k6 weighs 4 */
    const uint64_t n2 = k5 ^ k6, n3 = k5 & k6;
    if (born == DEFAULT_BORN && survive == DEFAULT_SURVIVE) {
        /* n >= 4 keeps a wall, n >= 5 makes one: n3 | n2 & (n1 | n0 | cur). */
        return n3 | (n2 & (n1 | n0 | cur));
    }
    uint64_t born_mask = 0, survive_mask = 0;
    for (unsigned n = 0; n <= 8; n++) {
        if (!(((born | survive) >> n) & 1u)) continue;
        uint64_t eq = ((n & 1u) ? n0 : ~n0) & ((n & 2u) ? n1 : ~n1) & ((n & 4u) ? n2 : ~n2) &
                      ((n & 8u) ? n3 : ~n3);
        if ((born >> n) & 1u) born_mask |= eq;
        if ((survive >> n) & 1u) survive_mask |= eq;
    }
    return ((cur & survive_mask) | (~cur & born_mask)) & width_mask;
}

void ug_rot_cellular_create_steps(UgRotCellular *c, int steps) {
    const int w = c->width, h = c->height;
    if (steps < 1) return;
    if (w > MASK_MAX_WIDTH || h > MASK_MAX_HEIGHT) {
        for (int i = 0; i < steps; i++) ug_rot_cellular_create_plain(c);
        return;
    }
    /* Rows 1..h of each buffer hold the map, rows 0 and h + 1 stay empty (dead). */
    uint64_t buf[2][MASK_MAX_HEIGHT + 2];
    const uint64_t width_mask = w == 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1);
    uint64_t *rows = buf[0], *next = buf[1];
    rows[0] = rows[h + 1] = next[0] = next[h + 1] = 0;
    for (int y = 0; y < h; y++) rows[y + 1] = pack_row(c->cells + y * w, w);
    for (int i = 0; i < steps; i++) {
        for (int y = 1; y <= h; y++) {
            next[y] = step_row(rows[y - 1], rows[y], rows[y + 1], width_mask, c->born, c->survive);
        }
        uint64_t *t = rows;
        rows = next;
        next = t;
    }
    for (int y = 0; y < h; y++) unpack_row(c->cells + y * w, w, rows[y + 1]);
}

void ug_rot_cellular_create(UgRotCellular *c) {
    ug_rot_cellular_create_steps(c, 1);
}

/* The index of the lowest set bit of a nonzero mask. */
static int lowest_bit(uint64_t m) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(m);
#else
    int i = 0;
    while (!(m & 1u)) {
        m >>= 1;
        i++;
    }
    return i;
#endif
}

/* connect's flag bits, per walled cell. */
enum { F_FREE = 1, F_N = 2, F_C = 4 };

/* The connect state: the walled geometry and the three sets' lengths (their arrays live in the
 * UgRotCellular). */
typedef struct Sets {
    int pw;       /* the walled map's row length, width + 2 */
    uint64_t inv; /* ceil(2^24 / pw): p / pw as (p * inv) >> 24, exact for every walled cell */
    int n_len;    /* entries in n_order, dead ones included until the next compaction */
    int n_alive;  /* live entries of N */
    int c_len, r_len;
    uint8_t gen; /* the stamp of the current R flood */
} Sets;

/* The walled index of (x, y) and back. p * pw < 2^24 for every walled map, which makes the
 * reciprocal exact. */
static int walled(const Sets *s, int x, int y) {
    return (y + 1) * s->pw + x + 1;
}

static void unwall(const Sets *s, int p, int *x, int *y) {
    int row = (int)(((uint64_t)p * s->inv) >> 24);
    *y = row - 1;
    *x = p - row * s->pw - 1;
}

static void c_append(UgRotCellular *c, Sets *s, int p) {
    int x, y;
    unwall(s, p, &x, &y);
    c->c_order[s->c_len] = (int16_t)p;
    c->c_x[s->c_len] = (int16_t)x;
    c->c_y[s->c_len] = (int16_t)y;
    s->c_len++;
}

/* Adds p to C if new and removes it from N. */
static void join_c(UgRotCellular *c, Sets *s, int p) {
    uint8_t f = c->flags[p];
    if (f & F_N) s->n_alive--;
    if (!(f & F_C)) c_append(c, s, p);
    c->flags[p] = (uint8_t)((f | F_C) & ~F_N);
}

/* rot.js _findConnected into C: breadth-first from the cells queued in C from `head`,
 * neighbours east, west, south, north; each free cell not yet in C joins it and leaves N (a
 * free cell outside C is always in N: only joining C takes a cell out of N, and every cell
 * connect frees joins C). The neighbours' coordinates follow from the cell's. */
static void flood_c(UgRotCellular *c, Sets *s, int head) {
    const int pw = s->pw;
    uint8_t *flags = c->flags;
    int len = s->c_len, alive = s->n_alive;
    for (; head < len; head++) {
        const int p = c->c_order[head], x = c->c_x[head], y = c->c_y[head];
        const int q[4] = {p + 1, p - 1, p + pw, p - pw};
        const int qx[4] = {x + 1, x - 1, x, x}, qy[4] = {y, y, y + 1, y - 1};
        for (int d = 0; d < 4; d++) {
            if ((flags[q[d]] & (F_FREE | F_C)) != F_FREE) continue;
            flags[q[d]] = F_FREE | F_C;
            c->c_order[len] = (int16_t)q[d];
            c->c_x[len] = (int16_t)qx[d];
            c->c_y[len] = (int16_t)qy[d];
            len++;
            alive--;
        }
    }
    s->c_len = len;
    s->n_alive = alive;
}

/* The same into a fresh R (stamped with s->gen), N untouched. */
static void flood_r(UgRotCellular *c, Sets *s, int from) {
    const int off[4] = {1, -1, s->pw, -s->pw};
    const uint8_t gen = s->gen;
    int16_t *order = c->r_order;
    int len = 1;
    order[0] = (int16_t)from;
    c->r_mark[from] = gen;
    for (int head = 0; head < len; head++) {
        const int p = order[head];
        for (int d = 0; d < 4; d++) {
            const int q = p + off[d];
            if ((c->flags[q] & F_FREE) && c->r_mark[q] != gen) {
                c->r_mark[q] = gen;
                order[len++] = (int16_t)q;
            }
        }
    }
    s->r_len = len;
}

/* rot.js _getClosest: the index of the first cell of (xs, ys) (in order) at the least squared
 * distance from (x, y). The sets are disjoint, so a distance of 1 cannot be beaten; when the
 * list is sorted by row (`rows_sorted`, N always is), a row farther than the best distance ends
 * the search. */
static int closest(int x, int y, const int16_t *xs, const int16_t *ys, int len, int rows_sorted) {
    int best = 0, best_d = (xs[0] - x) * (xs[0] - x) + (ys[0] - y) * (ys[0] - y);
    for (int i = 1; i < len && best_d > 1; i++) {
        const int dy = ys[i] - y, dx = xs[i] - x;
        if (rows_sorted && dy > 0 && dy * dy >= best_d) break;
        const int d = dx * dx + dy * dy;
        if (d < best_d) {
            best = i;
            best_d = d;
        }
    }
    return best;
}

/* Drops the dead entries of N (order kept) and fills their coordinates: rot.js's key list. */
static void compact_n(UgRotCellular *c, Sets *s) {
    int k = 0;
    for (int i = 0; i < s->n_len; i++) {
        const int p = c->n_order[i];
        if (!(c->flags[p] & F_N)) continue;
        int x, y;
        unwall(s, p, &x, &y);
        c->n_order[k] = (int16_t)p;
        c->n_x[k] = (int16_t)x;
        c->n_y[k] = (int16_t)y;
        k++;
    }
    s->n_len = k;
}

/* rot.js _getFromTo: up to five tries at a pair (from in N, to in C) closer than 8. The
 * indices returned are positions in the N and C lists. */
static void from_to(UgRotCellular *c, Sets *s, UgRotRng *rng, int *from, int *to) {
    compact_n(c, s);
    const int nk = s->n_len;
    for (int tries = 0; tries < 5; tries++) {
        if (s->c_len < nk) {
            *to = ug_rot_rng_int(rng, 0, s->c_len - 1);
            *from = closest(c->c_x[*to], c->c_y[*to], c->n_x, c->n_y, nk, 1);
        } else {
            *from = ug_rot_rng_int(rng, 0, nk - 1);
            *to = closest(c->n_x[*from], c->n_y[*from], c->c_x, c->c_y, s->c_len, 0);
        }
        const int dx = c->n_x[*from] - c->c_x[*to], dy = c->n_y[*from] - c->c_y[*to];
        if (dx * dx + dy * dy < 64) break;
    }
}

static void dig(UgRotCellular *c, Sets *s, int x, int y) {
    c->cells[y * c->width + x] = 0;
    const int p = walled(s, x, y);
    c->flags[p] |= F_FREE;
    join_c(c, s, p);
}

/* rot.js _tunnelToConnected: along the row of the left end, then up or down the column of the
 * right end, stopping one short of the lower end's row. */
static void tunnel(UgRotCellular *c, Sets *s, int fx, int fy, int tx, int ty) {
    int px, py, qx;
    if (fx < tx) {
        px = fx, py = fy, qx = tx;
    } else {
        px = tx, py = ty, qx = fx;
    }
    for (int x = px; x <= qx; x++) dig(c, s, x, py);
    int lo = fy < ty ? fy : ty, hi = fy < ty ? ty : fy;
    for (int y = lo; y < hi; y++) dig(c, s, qx, y);
}

void ug_rot_cellular_connect(UgRotCellular *c, UgRotRng *rng) {
    const int w = c->width, h = c->height;
    Sets s = {0};
    s.pw = w + 2;
    s.inv = (((uint64_t)1 << 24) + (uint64_t)s.pw - 1) / (uint64_t)s.pw;
    const size_t walled_cells = (size_t)s.pw * (size_t)(h + 2);
    memset(c->flags, 0, walled_cells);
    memset(c->r_mark, 0, walled_cells);
    for (int y = 0; y < h; y++) { /* rows outer, columns inner */
        const uint8_t *row = c->cells + y * w;
        int16_t *order = c->n_order;
        int len = s.n_len;
        const int p0 = walled(&s, 0, y);
        if (w <= 64) { /* the free cells of the row as a mask, taken lowest column first */
            uint64_t free = ~pack_row(row, w) & (w == 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1));
            while (free) {
                const int p = p0 + lowest_bit(free);
                free &= free - 1;
                order[len++] = (int16_t)p;
                c->flags[p] = F_FREE | F_N;
            }
        } else {
            for (int x = 0; x < w; x++) {
                if (row[x] == 0) {
                    order[len++] = (int16_t)(p0 + x);
                    c->flags[p0 + x] = F_FREE | F_N;
                }
            }
        }
        s.n_len = len;
    }
    s.n_alive = s.n_len;
    if (s.n_len == 0) return;

    join_c(c, &s, c->n_order[ug_rot_rng_int(rng, 0, s.n_len - 1)]);
    flood_c(c, &s, 0);

    while (s.n_alive > 0) {
        int from, to;
        from_to(c, &s, rng, &from, &to);
        const int fx = c->n_x[from], fy = c->n_y[from], tx = c->c_x[to], ty = c->c_y[to];
        if (++s.gen == 0) { /* the stamps wrapped: start them over */
            memset(c->r_mark, 0, walled_cells);
            s.gen = 1;
        }
        flood_r(c, &s, c->n_order[from]);
        tunnel(c, &s, fx, fy, tx, ty);
        for (int i = 0; i < s.r_len; i++) join_c(c, &s, c->r_order[i]); /* all free already */
    }
}
