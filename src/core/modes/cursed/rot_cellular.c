/* ROT.Map.Cellular reproduced (see rot_cellular.h). Our own C from rot.js's behaviour.
 *
 * rot.js keeps its sets of cells in plain objects keyed "x.y"; such keys are not array indices,
 * so the objects iterate in insertion order, and that order decides which cell a draw picks and
 * which cell wins a distance tie. Here every set is an insertion-ordered array with a membership
 * flag per cell:
 *   N  the floor cells not yet connected: all floor cells rows outer, columns inner, then only
 *      ever shrinks (a dead flag; order kept);
 *   C  the connected cells: only ever grows (appended when new);
 *   R  the region flooded from the next tunnel's start, fresh for each tunnel.
 * A breadth-first flood appends each reached cell to its set and to its FIFO at the same
 * moment, so the set's own array doubles as the queue. */
#include "rot_cellular.h"

#include <float.h>
#include <string.h>

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

int ug_rot_cellular_init(UgRotCellular *c, int width, int height) {
    if (width < 1 || height < 1 || width > UG_ROT_CELLULAR_MAX_CELLS / height) return -1;
    c->width = width;
    c->height = height;
    c->born = (1u << 5) | (1u << 6) | (1u << 7) | (1u << 8);
    c->survive = (1u << 4) | c->born;
    memset(c->cells, 0, (size_t)width * (size_t)height);
    return 0;
}

void ug_rot_cellular_randomize(UgRotCellular *c, UgRotRng *rng, double probability) {
    for (int x = 0; x < c->width; x++) {
        for (int y = 0; y < c->height; y++) {
            c->cells[y * c->width + x] = ug_rot_rng_uniform(rng) < probability ? 1 : 0;
        }
    }
}

void ug_rot_cellular_create(UgRotCellular *c) {
    const int w = c->width, h = c->height;
    const uint8_t *cells = c->cells;
    /* Row sums of three (cells outside the map are dead), then each neighbour count is the
     * column of three row sums around the cell minus the cell itself. */
    uint8_t *sum = c->row_sums;
    for (int y = 0; y < h; y++) {
        const uint8_t *row = cells + y * w;
        for (int x = 0; x < w; x++) {
            sum[y * w + x] =
                (uint8_t)((x > 0 ? row[x - 1] : 0) + row[x] + (x + 1 < w ? row[x + 1] : 0));
        }
    }
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            int i = y * w + x;
            int n = sum[i] - cells[i] + (y > 0 ? sum[i - w] : 0) + (y + 1 < h ? sum[i + w] : 0);
            unsigned rule = cells[i] ? c->survive : c->born;
            c->next[i] = (rule >> n) & 1u;
        }
    }
    memcpy(c->cells, c->next, (size_t)w * (size_t)h);
}

/* The connect state: counts of the three sets (their arrays live in the UgRotCellular). */
typedef struct Sets {
    int n_len;   /* entries in n_order, dead ones included */
    int n_alive; /* live entries of N */
    int c_len, r_len;
} Sets;

static int is_free(const UgRotCellular *c, int x, int y) {
    return x >= 0 && x < c->width && y >= 0 && y < c->height && c->cells[y * c->width + x] == 0;
}

static void n_delete(UgRotCellular *c, Sets *s, int cell) {
    if (c->in_n[cell]) {
        c->in_n[cell] = 0;
        s->n_alive--;
    }
}

static void c_add(UgRotCellular *c, Sets *s, int cell) {
    if (!c->in_c[cell]) {
        c->in_c[cell] = 1;
        c->c_order[s->c_len++] = (int16_t)cell;
    }
}

/* rot.js _findConnected: breadth-first from the cells already queued in `order` from `head`,
 * neighbours east, west, south, north; each free cell not yet in the set joins it (and, unless
 * keep_n, leaves N). Returns the new length of the set. */
static int flood(UgRotCellular *c, Sets *s, uint8_t *member, int16_t *order, int len, int keep_n) {
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int head = 0; head < len; head++) {
        int x = order[head] % c->width, y = order[head] / c->width;
        for (int d = 0; d < 4; d++) {
            int nx = x + dx[d], ny = y + dy[d];
            if (!is_free(c, nx, ny)) continue;
            int cell = ny * c->width + nx;
            if (member[cell]) continue;
            member[cell] = 1;
            if (!keep_n) n_delete(c, s, cell);
            order[len++] = (int16_t)cell;
        }
    }
    return len;
}

static int dist2(const UgRotCellular *c, int a, int b) {
    int dx = a % c->width - b % c->width, dy = a / c->width - b / c->width;
    return dx * dx + dy * dy;
}

/* rot.js _getClosest: the first cell of `keys` (in order) at the least squared distance. */
static int closest(const UgRotCellular *c, int to, const int16_t *keys, int len) {
    int best = -1, best_d = 0;
    for (int i = 0; i < len; i++) {
        int d = dist2(c, keys[i], to);
        if (best < 0 || d < best_d) {
            best = keys[i];
            best_d = d;
        }
    }
    return best;
}

/* rot.js _getFromTo: up to five tries at a pair (from in N, to in C) closer than 8. */
static void from_to(UgRotCellular *c, Sets *s, UgRotRng *rng, int *from, int *to) {
    int nk = 0;
    for (int i = 0; i < s->n_len; i++) {
        if (c->in_n[c->n_order[i]]) c->n_keys[nk++] = c->n_order[i];
    }
    for (int tries = 0; tries < 5; tries++) {
        if (s->c_len < nk) {
            *to = c->c_order[ug_rot_rng_int(rng, 0, s->c_len - 1)];
            *from = closest(c, *to, c->n_keys, nk);
        } else {
            *from = c->n_keys[ug_rot_rng_int(rng, 0, nk - 1)];
            *to = closest(c, *from, c->c_order, s->c_len);
        }
        if (dist2(c, *from, *to) < 64) break;
    }
}

static void dig(UgRotCellular *c, Sets *s, int x, int y) {
    int cell = y * c->width + x;
    c->cells[cell] = 0;
    c_add(c, s, cell);
    n_delete(c, s, cell);
}

/* rot.js _tunnelToConnected: along the row of the left end, then up or down the column of the
 * right end, stopping one short of the lower end's row. */
static void tunnel(UgRotCellular *c, Sets *s, int from, int to) {
    const int w = c->width;
    int fx = from % w, fy = from / w, tx = to % w, ty = to / w;
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
    const int cells = c->width * c->height;
    Sets s = {0, 0, 0, 0};
    memset(c->in_n, 0, (size_t)cells);
    memset(c->in_c, 0, (size_t)cells);
    for (int i = 0; i < cells; i++) { /* row-major index: rows outer, columns inner */
        if (c->cells[i] == 0) {
            c->n_order[s.n_len++] = (int16_t)i;
            c->in_n[i] = 1;
        }
    }
    s.n_alive = s.n_len;
    if (s.n_len == 0) return;

    int start = c->n_order[ug_rot_rng_int(rng, 0, s.n_len - 1)];
    c_add(c, &s, start);
    n_delete(c, &s, start);
    s.c_len = flood(c, &s, c->in_c, c->c_order, s.c_len, 0);

    while (s.n_alive > 0) {
        int from, to;
        from_to(c, &s, rng, &from, &to);
        memset(c->in_r, 0, (size_t)cells);
        c->r_order[0] = (int16_t)from;
        c->in_r[from] = 1;
        s.r_len = flood(c, &s, c->in_r, c->r_order, 1, 1);
        tunnel(c, &s, from, to);
        for (int i = 0; i < s.r_len; i++) {
            int cell = c->r_order[i];
            dig(c, &s, cell % c->width, cell / c->width);
        }
    }
}
