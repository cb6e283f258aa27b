/* A* and Dijkstra maps over an integer cost grid (see path.h).
 *
 * The open lists. When every step costs little (the usual case: small tile costs and weights),
 * both searches use bucket queues; otherwise a binary min-heap of (key, index) entries. Either
 * way deletion is lazy: a tile is pushed again whenever its price improves, and an entry whose
 * price is no longer the tile's is skipped when popped.
 *
 *   - Dijkstra (Dial's algorithm): bucket p % span holds the tiles of price p; a step costs at
 *     most span - 1, so the buckets never mix two prices, and no step lands in the bucket being
 *     taken.
 *   - A*: bucket f % span holds the entries of f = g + h; a step raises f by at most
 *     (max cost + 1) * max weight (the estimate is a metric of steps weighing at most the max
 *     weight), so again the buckets never mix two f. Within one f the order must be the heap's
 *     (larger g first, then smaller index), so an entry's key is (~g, y, x), and a bucket is
 *     sorted, largest key first, when it becomes the current one; it is then a stack whose top is
 *     the next entry. An entry pushed into the current bucket while tile u is expanded has a
 *     larger g than u (every step costs at least 1) at the same f, so it comes before every entry
 *     still in the bucket: each expansion's few such entries are sorted and put on top.
 *
 * A* keeps its per-tile state (price, the step that reached it) in the workspace, tagged with a
 * generation number, so a query never clears the workspace: a tile whose tag is not the current
 * generation is simply unvisited. */
#include "path.h"

#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* A tile's A* state: the generation of the query that last wrote it in the high half, and
 * UINT32_MAX - its price from the start in the low half. Older generations are smaller, so "seen
 * by this query at a price <= g" is one comparison: node >= node_of(generation, g). */
typedef uint64_t Node;

static inline Node node_of(uint32_t generation, uint32_t g) {
    return (uint64_t)generation << 32 | (UINT32_MAX - g);
}
static inline uint32_t node_g(Node n) {
    return UINT32_MAX - (uint32_t)n;
}

/* A binary-heap entry; x, y repeat the tile's position so that popping needs no division. */
typedef struct HeapEntry {
    uint64_t key;
    uint32_t index;
    uint16_t x, y;
} HeapEntry;

/* One bucket of a bucket queue: A* keys (~g << 32 | y << 16 | x) or Dijkstra tiles (y << 16 | x).
 */
typedef struct Bucket {
    uint64_t *items;
    uint32_t count, capacity;
} Bucket;

struct UgPathWorkspace {
    int capacity; /* tiles */
    uint32_t generation;
    Node *nodes;
    uint8_t *from; /* A*: the direction of the step that reached the tile */
    HeapEntry *heap;
    size_t heap_count, heap_capacity;
    Bucket *buckets;
    size_t bucket_count;
    uint64_t *nonempty; /* a bit per bucket of the queue in use: it holds entries */
};

/* The fixed neighbour order: N, E, S, W, NE, SE, SW, NW. */
static const int DX[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int DY[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

typedef struct Rules {
    int dirs;
    bool cut_corners;
    uint32_t w_orth, w_diag;
    uint32_t h_hi, h_lo; /* the estimate is h_hi * max(dx, dy) + h_lo * min(dx, dy), mod 2^32 */
} Rules;

UgPathWorkspace *ug_path_workspace_new(int max_tiles) {
    if (max_tiles <= 0) return NULL;
    UgPathWorkspace *ws = calloc(1, sizeof *ws);
    if (!ws) return NULL;
    ws->capacity = max_tiles;
    ws->nodes = calloc((size_t)max_tiles, sizeof *ws->nodes);
    ws->from = malloc((size_t)max_tiles);
    if (!ws->nodes || !ws->from) {
        ug_path_workspace_free(ws);
        return NULL;
    }
    return ws;
}

void ug_path_workspace_free(UgPathWorkspace *ws) {
    if (!ws) return;
    free(ws->nodes);
    free(ws->from);
    free(ws->heap);
    for (size_t i = 0; i < ws->bucket_count; i++) free(ws->buckets[i].items);
    free(ws->buckets);
    free(ws->nonempty);
    free(ws);
}

/* ------------------------------------------------------------------------- binary heap */

static inline bool entry_less(HeapEntry a, HeapEntry b) {
    return a.key < b.key || (a.key == b.key && a.index < b.index);
}

static bool heap_push(UgPathWorkspace *ws, uint64_t key, uint32_t index, int x, int y) {
    if (ws->heap_count == ws->heap_capacity) {
        size_t cap = ws->heap_capacity < 1024 ? 1024 : ws->heap_capacity * 2;
        HeapEntry *grown = realloc(ws->heap, cap * sizeof *grown);
        if (!grown) return false;
        ws->heap = grown;
        ws->heap_capacity = cap;
    }
    HeapEntry e = {key, index, (uint16_t)x, (uint16_t)y};
    HeapEntry *h = ws->heap;
    size_t i = ws->heap_count++;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!entry_less(e, h[parent])) break;
        h[i] = h[parent];
        i = parent;
    }
    h[i] = e;
    return true;
}

static HeapEntry heap_pop(UgPathWorkspace *ws) {
    HeapEntry *h = ws->heap;
    HeapEntry top = h[0];
    HeapEntry last = h[--ws->heap_count];
    size_t n = ws->heap_count, i = 0;
    for (;;) {
        size_t child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && entry_less(h[child + 1], h[child])) child++;
        if (!entry_less(h[child], last)) break;
        h[i] = h[child];
        i = child;
    }
    if (n > 0) h[i] = last;
    return top;
}

/* ----------------------------------------------------------------------- bucket queues */

/* Above this span the searches use the binary heap (the buckets would be mostly empty). */
enum { BUCKET_MAX_SPAN = 1025 };

/* Makes `span` empty buckets (their bits clear). */
static bool buckets_prepare(UgPathWorkspace *ws, size_t span) {
    if (!ws->nonempty && !(ws->nonempty = calloc((BUCKET_MAX_SPAN + 63) / 64, sizeof(uint64_t))))
        return false;
    if (ws->bucket_count < span) {
        Bucket *grown = realloc(ws->buckets, span * sizeof *grown);
        if (!grown) return false;
        memset(grown + ws->bucket_count, 0, (span - ws->bucket_count) * sizeof *grown);
        ws->buckets = grown;
        ws->bucket_count = span;
    }
    for (size_t i = 0; i < span; i++) ws->buckets[i].count = 0;
    memset(ws->nonempty, 0, (BUCKET_MAX_SPAN + 63) / 64 * sizeof(uint64_t));
    return true;
}

static inline void mark_bucket(uint64_t *bits, uint32_t b) {
    bits[b >> 6] |= 1ull << (b & 63);
}
static inline void unmark_bucket(uint64_t *bits, uint32_t b) {
    bits[b >> 6] &= ~(1ull << (b & 63));
}

static inline int lowest_bit(uint64_t v) {
#if defined(__GNUC__)
    return __builtin_ctzll(v);
#else
    int n = 0;
    while (!(v & 1)) v >>= 1, n++;
    return n;
#endif
}

/* The first marked bucket after `cur` going round the ring of `span` (one must be marked, and
 * `cur` is not): a word of bits at a time, so empty buckets cost nothing. Returns how far on. */
static uint32_t next_marked(const uint64_t *bits, uint32_t span, uint32_t cur) {
    uint32_t words = (span + 63) / 64;
    uint32_t i = cur + 1 == span ? 0 : cur + 1;
    uint32_t w = i >> 6;
    uint64_t v = bits[w] & (~0ull << (i & 63));
    for (uint32_t k = 0; !v && k <= words; k++) {
        w = w + 1 == words ? 0 : w + 1;
        v = bits[w];
    }
    uint32_t at = (w << 6) + (uint32_t)lowest_bit(v);
    return at > cur ? at - cur : at + span - cur;
}

static bool bucket_grow(Bucket *b, uint32_t extra) {
    uint32_t cap = b->capacity < 64 ? 64 : b->capacity;
    while (cap - b->count < extra) cap *= 2;
    uint64_t *grown = realloc(b->items, (size_t)cap * sizeof *grown);
    if (!grown) return false;
    b->items = grown;
    b->capacity = cap;
    return true;
}

static inline bool bucket_add(Bucket *b, uint64_t item) {
    if (b->count == b->capacity && !bucket_grow(b, 1)) return false;
    b->items[b->count++] = item;
    return true;
}

static void insertion_sort_desc(uint64_t *a, size_t n) {
    for (size_t i = 1; i < n; i++) {
        uint64_t v = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1] < v; j--) a[j] = a[j - 1];
        a[j] = v;
    }
}

static void sift_down_asc(uint64_t *a, size_t n, size_t i) { /* a min-heap, for a descending sort */
    uint64_t v = a[i];
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && a[c + 1] < a[c]) c++;
        if (a[c] >= v) break;
        a[i] = a[c];
        i = c;
    }
    a[i] = v;
}

/* Sorts a[0..n) largest first: quicksort (median of three) down to small ranges, heapsort if it
 * recurses too deep, insertion sort to finish. */
static void sort_desc(uint64_t *a, size_t n, int depth) {
    while (n > 16) {
        if (depth-- == 0) {
            for (size_t i = n / 2; i-- > 0;) sift_down_asc(a, n, i);
            for (size_t i = n; i-- > 1;) {
                uint64_t t = a[0];
                a[0] = a[i];
                a[i] = t;
                sift_down_asc(a, i, 0);
            }
            return;
        }
        uint64_t x = a[0], y = a[n / 2], z = a[n - 1];
        uint64_t pivot = x < y ? (y < z ? y : (x < z ? z : x)) : (x < z ? x : (y < z ? z : y));
        size_t i = 0, j = n - 1;
        for (;;) {
            while (a[i] > pivot) i++;
            while (a[j] < pivot) j--;
            if (i >= j) break;
            uint64_t t = a[i];
            a[i] = a[j];
            a[j] = t;
            i++;
            j--;
        }
        /* a[0..j] >= pivot >= a[j+1..n): recurse into the smaller side */
        size_t left = j + 1;
        if (left < n - left) {
            sort_desc(a, left, depth);
            a += left;
            n -= left;
        } else {
            sort_desc(a + left, n - left, depth);
            n = left;
        }
    }
    insertion_sort_desc(a, n);
}

/* ------------------------------------------------------------------------------ rules */

static bool grid_ok(const UgPathGrid *g) {
    return g && g->cost && g->width >= 1 && g->height >= 1 && g->width <= 65535 &&
           g->height <= 65535 && g->stride >= g->width;
}

/* The largest tile cost of the grid (at least 1). */
static uint32_t max_cost_of(const UgPathGrid *g) {
    uint8_t m = 1;
    for (int y = 0; y < g->height; y++) {
        const uint8_t *row = g->cost + (ptrdiff_t)y * g->stride;
        for (int x = 0; x < g->width; x++) m = row[x] > m ? row[x] : m;
    }
    return m;
}

/* Reads the options (NULL: defaults) and checks that prices fit in 32 bits. */
static UgError rules_of(const UgPathGrid *g, const UgPathOptions *o, Rules *r) {
    UgPathOptions zero = {0};
    if (!o) o = &zero;
    r->dirs = o->directions == 0 ? 8 : o->directions;
    if (r->dirs != 4 && r->dirs != 8) return UG_ERR_ARGUMENT;
    r->cut_corners = o->cut_corners;
    int wo = o->orthogonal_weight == 0 ? 1 : o->orthogonal_weight;
    int wd = o->diagonal_weight == 0 ? wo : o->diagonal_weight;
    if (wo < 1 || wo > 255 || wd < 1 || wd > 255) return UG_ERR_ARGUMENT;
    r->w_orth = (uint32_t)wo;
    r->w_diag = (uint32_t)wd;
    /* Manhattan, or octile: wd * lo + wo * (hi - lo) (see estimate) */
    r->h_hi = r->w_orth;
    r->h_lo = r->dirs == 4 || wd >= 2 * wo ? r->w_orth : r->w_diag - r->w_orth;
    uint64_t tiles = (uint64_t)g->width * (uint64_t)g->height;
    uint64_t wmax = (uint64_t)(wo > wd ? wo : wd);
    uint64_t edges = (uint64_t)g->width + (uint64_t)g->height;
    /* A cheapest walk enters each tile at most once: its price is below tiles * the dearest
     * tile * the dearer weight. With cost 255 assumed that is fast to check; a big grid is
     * measured (its search reads every tile anyway), so a 4096 x 4096 grid of costs 1 to 2
     * passes with weights up to 127, and of cost 1 up to 255. */
    if ((tiles * 255u + edges) * wmax < UINT32_MAX) return UG_OK;
    if ((tiles * max_cost_of(g) + edges) * wmax < UINT32_MAX) return UG_OK;
    return UG_ERR_TOO_LARGE;
}

/* May one step from (x, y) in direction d? (The target's own passability is checked by the
 * caller.) Returns the target's position in the grid's cost array, or -1. */
static inline ptrdiff_t step_target(const UgPathGrid *g, const Rules *r, int x, int y, int d) {
    int nx = x + DX[d], ny = y + DY[d];
    if (nx < 0 || ny < 0 || nx >= g->width || ny >= g->height) return -1;
    if (d >= 4 && !r->cut_corners) {
        const uint8_t *c = g->cost;
        if (!c[(ptrdiff_t)y * g->stride + nx] || !c[(ptrdiff_t)ny * g->stride + x]) return -1;
    }
    return (ptrdiff_t)ny * g->stride + nx;
}

/* An admissible and consistent estimate of the price from (x, y) to (gx, gy): every tile costs
 * at least 1, so the cheapest conceivable walk is the octile (or Manhattan) one at cost 1. */
static inline uint32_t estimate(const Rules *r, int x, int y, int gx, int gy) {
    uint32_t dx = (uint32_t)(x > gx ? x - gx : gx - x), dy = (uint32_t)(y > gy ? y - gy : gy - y);
    uint32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    return r->h_hi * hi + r->h_lo * lo; /* wraps, to the right (nonnegative) value, if h_lo < 0 */
}

static void next_generation(UgPathWorkspace *ws) {
    if (++ws->generation == 0) { /* wrapped: forget every stamp once every 2^32 queries */
        memset(ws->nodes, 0, (size_t)ws->capacity * sizeof *ws->nodes);
        ws->generation = 1;
    }
}

/* ---------------------------------------------------------------------------------- A* */

typedef struct Astar {
    UgPathWorkspace *ws;
    Node *nodes;
    uint8_t *from;
    const uint8_t *cost;
    int w, h, stride, gx, gy;
    uint32_t gen, goal;
    Rules r;
    bool use_buckets;
    /* bucket queue */
    Bucket *buckets;
    uint32_t span, cur, f; /* the current bucket and its f */
    size_t pending;        /* entries in all buckets */
    uint64_t batch[8];     /* this expansion's entries at the current f */
    int batch_count;
} Astar;

/* Opens tile (x, y) = index v at price ng. */
static inline bool astar_open(Astar *a, uint32_t v, int x, int y, uint32_t ng) {
    uint32_t f = ng + estimate(&a->r, x, y, a->gx, a->gy);
    if (!a->use_buckets) return heap_push(a->ws, (uint64_t)f << 32 | (UINT32_MAX - ng), v, x, y);
    uint64_t key = (uint64_t)(UINT32_MAX - ng) << 32 | (uint32_t)y << 16 | (uint32_t)x;
    if (f == a->f) {
        a->batch[a->batch_count++] = key;
        return true;
    }
    assert(f > a->f && f - a->f < a->span);
    uint32_t b = a->cur + (f - a->f);
    if (b >= a->span) b -= a->span;
    a->pending++;
    if (a->buckets[b].count == 0) mark_bucket(a->ws->nonempty, b);
    return bucket_add(&a->buckets[b], key);
}

#if defined(__GNUC__)
#define UG_INLINE static inline __attribute__((always_inline))
#else
#define UG_INLINE static inline
#endif

/* Tries the step from tile u = (ux, uy), at price g, in direction d = (dx, dy): constants where
 * this is inlined, as are `cut` and `inside` (no neighbour is off the grid). */
UG_INLINE bool astar_try(Astar *a, const uint8_t *here, uint32_t u, int ux, int uy, uint32_t g,
                         int d, int dx, int dy, bool cut, bool inside) {
    int nx = ux + dx, ny = uy + dy;
    if (!inside && (nx < 0 || ny < 0 || nx >= a->w || ny >= a->h)) return true;
    const ptrdiff_t stride = a->stride;
    uint32_t c = here[dy * stride + dx];
    if (!c) return true;
    if (dx && dy && !cut && (!here[dx] || !here[dy * stride])) return true;
    uint32_t v = (uint32_t)((int32_t)u + dy * a->w + dx);
    uint32_t ng = g + c * (dx && dy ? a->r.w_diag : a->r.w_orth);
    Node seen = node_of(a->gen, ng);
    if (a->nodes[v] >= seen) return true; /* this query got there at ng or less */
    a->nodes[v] = seen;
    a->from[v] = (uint8_t)d;
    return astar_open(a, v, nx, ny, ng);
}

/* Expands tile u = (ux, uy) at price g: relaxes its neighbours in the fixed order. */
UG_INLINE bool astar_expand(Astar *a, uint32_t u, int ux, int uy, uint32_t g, int dirs, bool cut,
                            bool inside) {
    const uint8_t *here = a->cost + (ptrdiff_t)uy * a->stride + ux;
    bool ok = astar_try(a, here, u, ux, uy, g, 0, 0, -1, cut, inside) &&
              astar_try(a, here, u, ux, uy, g, 1, 1, 0, cut, inside) &&
              astar_try(a, here, u, ux, uy, g, 2, 0, 1, cut, inside) &&
              astar_try(a, here, u, ux, uy, g, 3, -1, 0, cut, inside);
    if (dirs == 4 || !ok) return ok;
    return astar_try(a, here, u, ux, uy, g, 4, 1, -1, cut, inside) &&
           astar_try(a, here, u, ux, uy, g, 5, 1, 1, cut, inside) &&
           astar_try(a, here, u, ux, uy, g, 6, -1, 1, cut, inside) &&
           astar_try(a, here, u, ux, uy, g, 7, -1, -1, cut, inside);
}

UG_INLINE bool astar_expand_any(Astar *a, uint32_t u, int ux, int uy, uint32_t g) {
    bool inside = ux > 0 && uy > 0 && ux < a->w - 1 && uy < a->h - 1;
    if (a->r.dirs == 4)
        return inside ? astar_expand(a, u, ux, uy, g, 4, false, true)
                      : astar_expand(a, u, ux, uy, g, 4, false, false);
    if (a->r.cut_corners)
        return inside ? astar_expand(a, u, ux, uy, g, 8, true, true)
                      : astar_expand(a, u, ux, uy, g, 8, true, false);
    return inside ? astar_expand(a, u, ux, uy, g, 8, false, true)
                  : astar_expand(a, u, ux, uy, g, 8, false, false);
}

/* Runs the search; returns 1 when the goal was reached, 0 when not, UG_ERR_NO_MEMORY. */
static int astar_run(Astar *a, int sx, int sy, uint32_t start) {
    uint32_t f0 = estimate(&a->r, sx, sy, a->gx, a->gy);
    if (!a->use_buckets) {
        UgPathWorkspace *ws = a->ws;
        ws->heap_count = 0;
        /* key: f in the high half, then UINT32_MAX - g, so that a larger g comes first */
        if (!heap_push(ws, (uint64_t)f0 << 32 | UINT32_MAX, start, sx, sy)) return UG_ERR_NO_MEMORY;
        while (ws->heap_count > 0) {
            HeapEntry e = heap_pop(ws);
            uint32_t u = e.index, g = UINT32_MAX - (uint32_t)e.key;
            if (node_g(a->nodes[u]) != g) continue; /* a stale entry: reached cheaper since */
            if (u == a->goal) return 1;
            if (!astar_expand_any(a, u, e.x, e.y, g)) return UG_ERR_NO_MEMORY;
        }
        return 0;
    }
    a->f = f0;
    a->cur = 0;
    a->pending = 0;
    Bucket *bk = a->buckets;
    if (!bucket_add(&bk[0], (uint64_t)UINT32_MAX << 32 | (uint32_t)sy << 16 | (uint32_t)sx))
        return UG_ERR_NO_MEMORY;
    for (;;) {
        Bucket *b = &bk[a->cur];
        if (b->count == 0) {
            if (a->pending == 0) return 0;
            unmark_bucket(a->ws->nonempty, a->cur);
            uint32_t on = next_marked(a->ws->nonempty, a->span, a->cur);
            a->f += on;
            a->cur = a->cur + on >= a->span ? a->cur + on - a->span : a->cur + on;
            /* The goal, once it is in the current bucket, is its smallest key (h is 0 there
             * and nowhere else, so g is the largest): no need to sort the last bucket. */
            if (a->nodes[a->goal] == node_of(a->gen, a->f)) return 1;
            b = &bk[a->cur];
            a->pending -= b->count;
            uint32_t live = 0; /* drop the stale entries, then sort */
            for (uint32_t i = 0; i < b->count; i++) {
                uint64_t k = b->items[i];
                uint32_t u = (uint32_t)((int)(k >> 16 & 0xffff) * a->w + (int)(k & 0xffff));
                if ((uint32_t)a->nodes[u] == (uint32_t)(k >> 32)) b->items[live++] = k;
            }
            b->count = live;
            if (live == 0) continue; /* all stale: on to the next bucket */
            sort_desc(b->items, b->count, 64);
        }
        uint64_t key = b->items[--b->count];
        uint32_t g = UINT32_MAX - (uint32_t)(key >> 32);
        int ux = (int)(key & 0xffff), uy = (int)(key >> 16 & 0xffff);
        uint32_t u = (uint32_t)(uy * a->w + ux);
        if (node_g(a->nodes[u]) != g) continue; /* stale */
        if (u == a->goal) return 1;
        a->batch_count = 0;
        if (!astar_expand_any(a, u, ux, uy, g)) return UG_ERR_NO_MEMORY;
        if (a->batch_count > 0) {
            /* larger keys than all in the bucket: onto the top, the smallest last */
            if (b->capacity - b->count < (uint32_t)a->batch_count &&
                !bucket_grow(b, (uint32_t)a->batch_count))
                return UG_ERR_NO_MEMORY;
            insertion_sort_desc(a->batch, (size_t)a->batch_count);
            for (int i = 0; i < a->batch_count; i++) b->items[b->count++] = a->batch[i];
        }
    }
}

/* Writes the path the parents `from` give from `start` to the goal (gx, gy) = index `goal`, as
 * ug_path_astar says, and returns its length. */
static int trace_path(const uint8_t *from, int w, uint32_t start, uint32_t goal, int gx, int gy,
                      UgPathPoint *out, int max_points) {
    int length = 0;
    for (uint32_t v = goal; v != start;) {
        int d = from[v];
        v = (uint32_t)((int32_t)v - DY[d] * w - DX[d]);
        length++;
    }
    int k = length, x = gx, y = gy;
    for (uint32_t v = goal; v != start;) {
        if (--k < max_points) out[k] = (UgPathPoint){x, y};
        int d = from[v];
        v = (uint32_t)((int32_t)v - DY[d] * w - DX[d]);
        x -= DX[d];
        y -= DY[d];
    }
    return length;
}

int ug_path_astar(UgPathWorkspace *ws, const UgPathGrid *grid, const UgPathOptions *options, int sx,
                  int sy, int gx, int gy, UgPathPoint *out, int max_points, uint32_t *total_cost) {
    if (!ws || !grid_ok(grid) || max_points < 0 || (max_points > 0 && !out)) return UG_ERR_ARGUMENT;
    int w = grid->width, h = grid->height;
    if ((int64_t)w * h > ws->capacity) return UG_ERR_ARGUMENT;
    if (sx < 0 || sy < 0 || sx >= w || sy >= h || gx < 0 || gy < 0 || gx >= w || gy >= h)
        return UG_ERR_ARGUMENT;
    Astar a;
    UgError err = rules_of(grid, options, &a.r);
    if (err != UG_OK) return err;
    if (sx == gx && sy == gy) {
        if (total_cost) *total_cost = 0;
        return 0;
    }
    const uint8_t *cost = grid->cost;
    if (!cost[(ptrdiff_t)gy * grid->stride + gx]) return UG_PATH_NONE;

    next_generation(ws);
    a.ws = ws;
    a.nodes = ws->nodes;
    a.from = ws->from;
    a.cost = cost;
    a.w = w;
    a.h = h;
    a.stride = grid->stride;
    a.gx = gx;
    a.gy = gy;
    a.gen = ws->generation;
    uint32_t start = (uint32_t)(sy * w + sx);
    a.goal = (uint32_t)(gy * w + gx);
    /* f grows by at most (max cost + 1) * max weight per step (see the top) */
    uint32_t wmax = a.r.w_orth > a.r.w_diag ? a.r.w_orth : a.r.w_diag;
    uint32_t span = 256 * wmax + 1; /* with a cost of 255; else measured if that helps */
    if (span > BUCKET_MAX_SPAN) span = (max_cost_of(grid) + 1) * wmax + 1;
    a.use_buckets = span <= BUCKET_MAX_SPAN;
    if (a.use_buckets) {
        if (!buckets_prepare(ws, span)) return UG_ERR_NO_MEMORY;
        a.buckets = ws->buckets;
        a.span = span;
    }
    a.nodes[start] = node_of(a.gen, 0);
    int found = astar_run(&a, sx, sy, start);
    if (found < 0) return found;
    if (!found) return UG_PATH_NONE;
    if (total_cost) *total_cost = node_g(a.nodes[a.goal]);
    return trace_path(a.from, w, start, a.goal, gx, gy, out, max_points);
}

/* ug_path_astar_with_map: the A* above restricted to the tiles on cheapest paths from the start
 * to the goal (those the map says are one cheapest step nearer the goal than the tile expanded).
 *
 * Why that is the same search: a tile v on a cheapest path first gets its final price from a
 * tile u on a cheapest path too (g(u) + step = g(v), so u is one), and its parent is the first
 * such u expanded. So pushing the tiles of that set S, and the order in which they are popped,
 * depend on the pops of S alone; and an ordered queue pops, among the entries of S present, the
 * one with the smallest (f, larger g, smaller index) whatever else it holds: the pops of S come
 * in the same order in both searches, hence the same parents and the same path. Every tile of S
 * is pushed once, at its final price, so no entry is ever stale. */
/* The search of ug_path_astar_with_map and ug_path_astar_first_step: returns 1 (the goal reached:
 * ws->from holds the parents, or, when first_only, *first_dir the first step's direction), or a
 * ug_path_astar error / UG_PATH_NONE; *total gets the path's price.
 *
 * With first_only it stops as soon as every entry in the queue descends from the same first
 * step (the label kept in from[]'s high bits): every later push then descends from it too, the
 * goal's among them. */
static int restricted_search(UgPathWorkspace *ws, const UgPathGrid *grid,
                             const UgPathOptions *options, const uint32_t *to_goal, int sx, int sy,
                             int gx, int gy, bool first_only, int *first_dir, uint32_t *total_out) {
    if (!ws || !grid_ok(grid) || !to_goal) return UG_ERR_ARGUMENT;
    int w = grid->width, h = grid->height;
    if ((int64_t)w * h > ws->capacity) return UG_ERR_ARGUMENT;
    if (sx < 0 || sy < 0 || sx >= w || sy >= h || gx < 0 || gy < 0 || gx >= w || gy >= h)
        return UG_ERR_ARGUMENT;
    Rules r;
    UgError err = rules_of(grid, options, &r);
    if (err != UG_OK) return err;
    if (sx == gx && sy == gy) {
        *total_out = 0;
        return 0;
    }
    const uint8_t *cost = grid->cost;
    const ptrdiff_t stride = grid->stride;
    if (!cost[(ptrdiff_t)gy * stride + gx]) return UG_PATH_NONE;
    uint32_t goal = (uint32_t)(gy * w + gx), start = (uint32_t)(sy * w + sx);
    if (to_goal[goal] != 0) return UG_ERR_ARGUMENT; /* not a map from this goal */
    /* the start's price (the map has none there when the start is impassable) */
    uint32_t total = UG_PATH_UNREACHED;
    for (int d = 0; d < r.dirs; d++) {
        ptrdiff_t at = step_target(grid, &r, sx, sy, d);
        if (at < 0 || !cost[at]) continue;
        uint32_t dn = to_goal[(sy + DY[d]) * w + sx + DX[d]];
        if (dn == UG_PATH_UNREACHED) continue;
        uint32_t t = dn + cost[at] * (d < 4 ? r.w_orth : r.w_diag);
        if (t < total) total = t;
    }
    if (total == UG_PATH_UNREACHED) return UG_PATH_NONE;
    *total_out = total;
    next_generation(ws);
    Node *nodes = ws->nodes;
    uint8_t *from = ws->from; /* the step's direction, and (bits 3..5) the first step's */
    uint32_t gen = ws->generation;
    nodes[start] = node_of(gen, 0);
    ws->heap_count = 0;
    if (!heap_push(ws, (uint64_t)estimate(&r, sx, sy, gx, gy) << 32 | UINT32_MAX, start, sx, sy))
        return UG_ERR_NO_MEMORY;
    uint32_t in_queue[8] = {0}; /* entries per first step */
    int labels = 0;             /* first steps with entries */
    while (ws->heap_count > 0) {
        HeapEntry e = heap_pop(ws);
        uint32_t u = e.index, g = UINT32_MAX - (uint32_t)e.key;
        int label = u == start ? -1 : from[u] >> 3;
        if (label >= 0 && --in_queue[label] == 0) labels--;
        if (u == goal) {
            if (first_only) *first_dir = label;
            return 1;
        }
        uint32_t need = total - g; /* the price from u to the goal */
        int ux = e.x, uy = e.y;
        const uint8_t *here = cost + (ptrdiff_t)uy * stride + ux;
        bool inside = ux > 0 && uy > 0 && ux < w - 1 && uy < h - 1;
        for (int d = 0; d < r.dirs; d++) {
            int dx = DX[d], dy = DY[d], nx = ux + dx, ny = uy + dy;
            if (!inside && (nx < 0 || ny < 0 || nx >= w || ny >= h)) continue;
            uint32_t c = here[dy * stride + dx];
            if (!c) continue;
            if (d >= 4 && !r.cut_corners && (!here[dx] || !here[dy * stride])) continue;
            uint32_t v = (uint32_t)((int32_t)u + dy * w + dx);
            uint32_t dv = to_goal[v], step = c * (d < 4 ? r.w_orth : r.w_diag);
            if (dv == UG_PATH_UNREACHED || dv + step != need) continue; /* not on a cheapest path */
            uint32_t ng = g + step;
            Node seen = node_of(gen, ng);
            if (nodes[v] >= seen) continue; /* pushed already */
            nodes[v] = seen;
            int vl = label < 0 ? d : label;
            from[v] = (uint8_t)(d | vl << 3);
            if (in_queue[vl]++ == 0) labels++;
            if (!heap_push(ws,
                           (uint64_t)(ng + estimate(&r, nx, ny, gx, gy)) << 32 | (UINT32_MAX - ng),
                           v, nx, ny))
                return UG_ERR_NO_MEMORY;
        }
        if (first_only && labels == 1)
            for (int k = 0; k < 8; k++)
                if (in_queue[k]) {
                    *first_dir = k;
                    return 1;
                }
    }
    return UG_ERR_ARGUMENT; /* the goal never came: the map was not this grid's */
}

int ug_path_astar_with_map(UgPathWorkspace *ws, const UgPathGrid *grid,
                           const UgPathOptions *options, const uint32_t *to_goal, int sx, int sy,
                           int gx, int gy, UgPathPoint *out, int max_points, uint32_t *total_cost) {
    if (max_points < 0 || (max_points > 0 && !out)) return UG_ERR_ARGUMENT;
    uint32_t total = 0;
    int found = restricted_search(ws, grid, options, to_goal, sx, sy, gx, gy, false, NULL, &total);
    if (found < 0) return found;
    if (total_cost) *total_cost = total;
    if (found == 0) return 0;
    int w = grid->width;
    uint32_t start = (uint32_t)(sy * w + sx), goal = (uint32_t)(gy * w + gx);
    uint8_t *from = ws->from;
    int length = 0;
    for (uint32_t v = goal; v != start;) {
        int d = from[v] & 7;
        v = (uint32_t)((int32_t)v - DY[d] * w - DX[d]);
        length++;
    }
    int k = length, x = gx, y = gy;
    for (uint32_t v = goal; v != start;) {
        int d = from[v] & 7;
        if (--k < max_points) out[k] = (UgPathPoint){x, y};
        v = (uint32_t)((int32_t)v - DY[d] * w - DX[d]);
        x -= DX[d];
        y -= DY[d];
    }
    return length;
}

int ug_path_astar_first_step(UgPathWorkspace *ws, const UgPathGrid *grid,
                             const UgPathOptions *options, const uint32_t *to_goal, int sx, int sy,
                             int gx, int gy, UgPathPoint *first) {
    if (!first) return UG_ERR_ARGUMENT;
    uint32_t total = 0;
    int d = -1;
    int found = restricted_search(ws, grid, options, to_goal, sx, sy, gx, gy, true, &d, &total);
    if (found <= 0) return found;
    *first = (UgPathPoint){sx + DX[d], sy + DY[d]};
    return 1;
}

/* ---------------------------------------------------------------------------- Dijkstra */

typedef struct Dijkstra {
    UgPathWorkspace *ws;
    uint32_t *dist;
    const uint8_t *cost;
    int w, h, stride;
    Rules r;
    bool use_buckets;
    Bucket *buckets;
    uint32_t span, cur; /* the bucket being taken */
    size_t pending;
} Dijkstra;

/* Relaxing from u to a neighbour v prices the walker's step v -> u: u's cost, times the step's
 * weight, is `step`. The rest as astar_try. */
UG_INLINE bool dijkstra_try(Dijkstra *k, const uint8_t *here, uint32_t u, int ux, int uy,
                            uint32_t du, uint32_t step, int dx, int dy, bool cut, bool inside) {
    int nx = ux + dx, ny = uy + dy;
    if (!inside && (nx < 0 || ny < 0 || nx >= k->w || ny >= k->h)) return true;
    const ptrdiff_t stride = k->stride;
    if (!here[dy * stride + dx]) return true;
    if (dx && dy && !cut && (!here[dx] || !here[dy * stride])) return true;
    uint32_t v = (uint32_t)((int32_t)u + dy * k->w + dx);
    uint32_t nd = du + step;
    if (k->dist[v] <= nd) return true;
    k->dist[v] = nd;
    if (!k->use_buckets) return heap_push(k->ws, (uint64_t)nd << 32 | v, v, nx, ny);
    uint32_t b = k->cur + step;
    if (b >= k->span) b -= k->span;
    k->pending++;
    if (k->buckets[b].count == 0) mark_bucket(k->ws->nonempty, b);
    return bucket_add(&k->buckets[b], (uint32_t)ny << 16 | (uint32_t)nx);
}

UG_INLINE bool dijkstra_expand(Dijkstra *k, uint32_t u, int ux, int uy, uint32_t du, int dirs,
                               bool cut, bool inside) {
    const uint8_t *here = k->cost + (ptrdiff_t)uy * k->stride + ux;
    uint32_t price = *here ? *here : 1;
    uint32_t so = price * k->r.w_orth, sd = price * k->r.w_diag;
    bool ok = dijkstra_try(k, here, u, ux, uy, du, so, 0, -1, cut, inside) &&
              dijkstra_try(k, here, u, ux, uy, du, so, 1, 0, cut, inside) &&
              dijkstra_try(k, here, u, ux, uy, du, so, 0, 1, cut, inside) &&
              dijkstra_try(k, here, u, ux, uy, du, so, -1, 0, cut, inside);
    if (dirs == 4 || !ok) return ok;
    return dijkstra_try(k, here, u, ux, uy, du, sd, 1, -1, cut, inside) &&
           dijkstra_try(k, here, u, ux, uy, du, sd, 1, 1, cut, inside) &&
           dijkstra_try(k, here, u, ux, uy, du, sd, -1, 1, cut, inside) &&
           dijkstra_try(k, here, u, ux, uy, du, sd, -1, -1, cut, inside);
}

UG_INLINE bool dijkstra_expand_any(Dijkstra *k, uint32_t u, int ux, int uy, uint32_t du) {
    bool inside = ux > 0 && uy > 0 && ux < k->w - 1 && uy < k->h - 1;
    if (k->r.dirs == 4)
        return inside ? dijkstra_expand(k, u, ux, uy, du, 4, false, true)
                      : dijkstra_expand(k, u, ux, uy, du, 4, false, false);
    if (k->r.cut_corners)
        return inside ? dijkstra_expand(k, u, ux, uy, du, 8, true, true)
                      : dijkstra_expand(k, u, ux, uy, du, 8, true, false);
    return inside ? dijkstra_expand(k, u, ux, uy, du, 8, false, true)
                  : dijkstra_expand(k, u, ux, uy, du, 8, false, false);
}

UgError ug_path_dijkstra(UgPathWorkspace *ws, const UgPathGrid *grid, const UgPathOptions *options,
                         const UgPathPoint *sources, int count, uint32_t *dist) {
    if (!ws || !grid_ok(grid) || !sources || count < 1 || !dist) return UG_ERR_ARGUMENT;
    int w = grid->width, h = grid->height;
    if ((int64_t)w * h > ws->capacity) return UG_ERR_ARGUMENT;
    for (int i = 0; i < count; i++)
        if (sources[i].x < 0 || sources[i].y < 0 || sources[i].x >= w || sources[i].y >= h)
            return UG_ERR_ARGUMENT;
    Dijkstra k;
    UgError err = rules_of(grid, options, &k.r);
    if (err != UG_OK) return err;
    k.ws = ws;
    k.dist = dist;
    k.cost = grid->cost;
    k.w = w;
    k.h = h;
    k.stride = grid->stride;
    for (size_t i = 0, n = (size_t)w * (size_t)h; i < n; i++) dist[i] = UG_PATH_UNREACHED;
    /* an impassable source is priced 1, hence max_cost_of's at least 1 */
    uint32_t wmax = k.r.w_orth > k.r.w_diag ? k.r.w_orth : k.r.w_diag;
    k.span = 255 * wmax + 1; /* with a cost of 255; else measured if that helps */
    if (k.span > BUCKET_MAX_SPAN) k.span = max_cost_of(grid) * wmax + 1;
    k.use_buckets = k.span <= BUCKET_MAX_SPAN;
    k.cur = 0;
    k.pending = 0;
    if (k.use_buckets) {
        if (!buckets_prepare(ws, k.span)) return UG_ERR_NO_MEMORY;
        k.buckets = ws->buckets;
    }
    ws->heap_count = 0;
    for (int i = 0; i < count; i++) {
        int sx = sources[i].x, sy = sources[i].y;
        uint32_t s = (uint32_t)(sy * w + sx);
        if (dist[s] == 0) continue;
        dist[s] = 0;
        bool ok = k.use_buckets ? bucket_add(&k.buckets[0], (uint32_t)sy << 16 | (uint32_t)sx)
                                : heap_push(ws, s, s, sx, sy);
        if (!ok) return UG_ERR_NO_MEMORY;
        k.pending++;
    }
    if (!k.use_buckets) {
        while (ws->heap_count > 0) {
            HeapEntry e = heap_pop(ws);
            uint32_t u = e.index, du = (uint32_t)(e.key >> 32);
            if (dist[u] != du) continue; /* stale */
            if (!dijkstra_expand_any(&k, u, e.x, e.y, du)) return UG_ERR_NO_MEMORY;
        }
        return UG_OK;
    }
    /* No step lands in the bucket being taken (steps cost 1 .. span - 1), so it is read as it
     * stands and then emptied. */
    for (uint32_t price = 0;;) {
        Bucket *b = &k.buckets[k.cur];
        k.pending -= b->count;
        for (uint32_t i = 0; i < b->count; i++) {
            uint32_t xy = (uint32_t)b->items[i];
            int ux = (int)(xy & 0xffff), uy = (int)(xy >> 16);
            uint32_t u = (uint32_t)(uy * w + ux);
            if (dist[u] != price) continue; /* stale */
            if (!dijkstra_expand_any(&k, u, ux, uy, price)) return UG_ERR_NO_MEMORY;
        }
        b->count = 0;
        if (k.pending == 0) break;
        unmark_bucket(ws->nonempty, k.cur);
        uint32_t on = next_marked(ws->nonempty, k.span, k.cur); /* skips the empty buckets */
        price += on;
        k.cur = k.cur + on >= k.span ? k.cur + on - k.span : k.cur + on;
    }
    return UG_OK;
}

/* ug_path_dijkstra_step once its arguments are checked. */
static int dijkstra_step(const UgPathGrid *grid, const Rules *rules, const uint32_t *dist, int x,
                         int y, UgPathPoint *next) {
    const Rules r = *rules;
    int w = grid->width;
    uint32_t here = dist[(size_t)y * (size_t)w + (size_t)x];
    uint64_t best = UINT64_MAX;
    int best_d = -1;
    for (int d = 0; d < r.dirs; d++) {
        ptrdiff_t at = step_target(grid, &r, x, y, d);
        if (at < 0) continue;
        uint32_t dn = dist[(size_t)(y + DY[d]) * (size_t)w + (size_t)(x + DX[d])];
        if (dn >= here) continue;
        uint32_t price = grid->cost[at];
        if (!price) {
            if (dn != 0) continue;
            price = 1;
        }
        uint64_t total = (uint64_t)dn + (uint64_t)price * (d < 4 ? r.w_orth : r.w_diag);
        if (total < best) {
            best = total;
            best_d = d;
        }
    }
    if (best_d < 0) return 0;
    *next = (UgPathPoint){x + DX[best_d], y + DY[best_d]};
    return 1;
}

int ug_path_dijkstra_step(const UgPathGrid *grid, const UgPathOptions *options,
                          const uint32_t *dist, int x, int y, UgPathPoint *next) {
    if (!grid_ok(grid) || !dist || !next || x < 0 || y < 0 || x >= grid->width || y >= grid->height)
        return UG_ERR_ARGUMENT;
    Rules r;
    UgError err = rules_of(grid, options, &r);
    if (err != UG_OK) return err;
    return dijkstra_step(grid, &r, dist, x, y, next);
}

int ug_path_dijkstra_path(const UgPathGrid *grid, const UgPathOptions *options,
                          const uint32_t *dist, int x, int y, UgPathPoint *out, int max_points) {
    if (!grid_ok(grid) || !dist || max_points < 0 || (max_points > 0 && !out) || x < 0 || y < 0 ||
        x >= grid->width || y >= grid->height)
        return UG_ERR_ARGUMENT;
    Rules r;
    UgError err = rules_of(grid, options, &r);
    if (err != UG_OK) return err;
    if (dist[(size_t)y * (size_t)grid->width + (size_t)x] == UG_PATH_UNREACHED) return UG_PATH_NONE;
    int length = 0;
    UgPathPoint p = {x, y};
    for (;;) {
        UgPathPoint n;
        if (!dijkstra_step(grid, &r, dist, p.x, p.y, &n)) break;
        if (length < max_points) out[length] = n;
        length++;
        p = n;
    }
    return length;
}
