/* A* and Dijkstra maps over an integer cost grid (see path.h).
 *
 * Both searches use one binary min-heap of (key, index) entries with lazy deletion: a tile is
 * pushed again whenever its price improves, and an entry whose price is no longer the tile's is
 * skipped when popped. A* keeps its per-tile state (price, the step that reached it) in the
 * workspace, tagged with a generation number, so a query never clears the workspace: a tile
 * whose tag is not the current generation is simply unvisited. */
#include "path.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node {
    uint32_t stamp; /* generation of the query that last wrote this node */
    uint32_t g;     /* price from the start */
} Node;

/* An open-list entry; x, y repeat the tile's position so that popping needs no division. In
 * Dijkstra's bucket queue `key` is the price and `next` links the entries of one bucket. */
typedef struct HeapEntry {
    uint64_t key;
    uint32_t index;
    uint16_t x, y;
} HeapEntry;

struct UgPathWorkspace {
    int capacity; /* tiles */
    uint32_t generation;
    Node *nodes;
    uint8_t *from; /* A*: the direction of the step that reached the tile */
    HeapEntry *heap;
    size_t heap_count, heap_capacity;
    uint32_t *bucket_next; /* Dijkstra: per entry, the next entry of its bucket */
    uint32_t *buckets;     /* Dijkstra: the head entry of each bucket */
    size_t bucket_count, next_capacity;
};

/* The fixed neighbour order: N, E, S, W, NE, SE, SW, NW. */
static const int DX[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int DY[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

typedef struct Rules {
    int dirs;
    bool cut_corners;
    uint32_t w_orth, w_diag;
} Rules;

UgPathWorkspace *ug_path_workspace_new(int max_tiles) {
    if (max_tiles <= 0) return NULL;
    UgPathWorkspace *ws = calloc(1, sizeof *ws);
    if (!ws) return NULL;
    ws->capacity = max_tiles;
    ws->nodes = calloc((size_t)max_tiles, sizeof *ws->nodes);
    ws->from = malloc((size_t)max_tiles);
    ws->heap_capacity = (size_t)max_tiles < 1024 ? 1024 : (size_t)max_tiles;
    ws->heap = malloc(ws->heap_capacity * sizeof *ws->heap);
    if (!ws->nodes || !ws->from || !ws->heap) {
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
    free(ws->bucket_next);
    free(ws->buckets);
    free(ws);
}

static inline bool entry_less(HeapEntry a, HeapEntry b) {
    return a.key < b.key || (a.key == b.key && a.index < b.index);
}

static bool heap_push(UgPathWorkspace *ws, uint64_t key, uint32_t index, int x, int y) {
    if (ws->heap_count == ws->heap_capacity) {
        size_t cap = ws->heap_capacity * 2;
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

static bool grid_ok(const UgPathGrid *g) {
    return g && g->cost && g->width >= 1 && g->height >= 1 && g->width <= 65535 &&
           g->height <= 65535 && g->stride >= g->width;
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
    uint64_t tiles = (uint64_t)g->width * (uint64_t)g->height;
    uint64_t wmax = (uint64_t)(wo > wd ? wo : wd);
    if ((tiles * 255u + (uint64_t)g->width + (uint64_t)g->height) * wmax >= UINT32_MAX)
        return UG_ERR_TOO_LARGE;
    return UG_OK;
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
    if (r->dirs == 4 || r->w_diag >= 2 * r->w_orth) return r->w_orth * (dx + dy);
    uint32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    return r->w_diag * lo + r->w_orth * (hi - lo);
}

static void next_generation(UgPathWorkspace *ws) {
    if (++ws->generation == 0) { /* wrapped: forget every stamp once every 2^32 queries */
        memset(ws->nodes, 0, (size_t)ws->capacity * sizeof *ws->nodes);
        ws->generation = 1;
    }
}

int ug_path_astar(UgPathWorkspace *ws, const UgPathGrid *grid, const UgPathOptions *options, int sx,
                  int sy, int gx, int gy, UgPathPoint *out, int max_points, uint32_t *total_cost) {
    if (!ws || !grid_ok(grid) || max_points < 0 || (max_points > 0 && !out)) return UG_ERR_ARGUMENT;
    int w = grid->width, h = grid->height;
    if ((int64_t)w * h > ws->capacity) return UG_ERR_ARGUMENT;
    if (sx < 0 || sy < 0 || sx >= w || sy >= h || gx < 0 || gy < 0 || gx >= w || gy >= h)
        return UG_ERR_ARGUMENT;
    Rules r;
    UgError err = rules_of(grid, options, &r);
    if (err != UG_OK) return err;
    if (sx == gx && sy == gy) {
        if (total_cost) *total_cost = 0;
        return 0;
    }
    const uint8_t *cost = grid->cost;
    if (!cost[(ptrdiff_t)gy * grid->stride + gx]) return UG_PATH_NONE;

    next_generation(ws);
    uint32_t gen = ws->generation;
    Node *nodes = ws->nodes;
    uint8_t *from = ws->from;
    uint32_t start = (uint32_t)(sy * w + sx), goal = (uint32_t)(gy * w + gx);
    int stride = grid->stride;
    int32_t index_step[8];
    ptrdiff_t cost_step[8];
    for (int d = 0; d < 8; d++) {
        index_step[d] = DY[d] * w + DX[d];
        cost_step[d] = (ptrdiff_t)DY[d] * stride + DX[d];
    }
    ws->heap_count = 0;
    nodes[start] = (Node){gen, 0};
    /* key: f in the high half, then UINT32_MAX - g, so that a larger g comes first */
    if (!heap_push(ws, (uint64_t)estimate(&r, sx, sy, gx, gy) << 32 | UINT32_MAX, start, sx, sy))
        return UG_ERR_NO_MEMORY;
    bool found = false;
    while (ws->heap_count > 0) {
        HeapEntry e = heap_pop(ws);
        uint32_t u = e.index, g = UINT32_MAX - (uint32_t)e.key;
        if (nodes[u].g != g) continue; /* a stale entry: the tile was reached cheaper since */
        if (u == goal) {
            found = true;
            break;
        }
        int ux = e.x, uy = e.y;
        /* Away from the border no neighbour needs a bounds check. */
        bool inside = ux > 0 && uy > 0 && ux < w - 1 && uy < h - 1;
        const uint8_t *here = cost + (ptrdiff_t)uy * stride + ux;
        for (int d = 0; d < r.dirs; d++) {
            if (!inside) {
                int nx = ux + DX[d], ny = uy + DY[d];
                if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            }
            uint32_t c = here[cost_step[d]];
            if (!c) continue;
            if (d >= 4 && !r.cut_corners && (!here[DX[d]] || !here[cost_step[DY[d] < 0 ? 0 : 2]]))
                continue;
            uint32_t v = (uint32_t)((int32_t)u + index_step[d]);
            uint32_t ng = g + c * (d < 4 ? r.w_orth : r.w_diag);
            if (nodes[v].stamp == gen && nodes[v].g <= ng) continue;
            nodes[v] = (Node){gen, ng};
            from[v] = (uint8_t)d;
            uint32_t f = ng + estimate(&r, ux + DX[d], uy + DY[d], gx, gy);
            if (!heap_push(ws, (uint64_t)f << 32 | (UINT32_MAX - ng), v, ux + DX[d], uy + DY[d]))
                return UG_ERR_NO_MEMORY;
        }
    }
    if (!found) return UG_PATH_NONE;
    if (total_cost) *total_cost = nodes[goal].g;
    int length = 0;
    for (uint32_t v = goal; v != start; v = (uint32_t)((int32_t)v - index_step[from[v]])) length++;
    int k = length;
    for (uint32_t v = goal; v != start; v = (uint32_t)((int32_t)v - index_step[from[v]])) {
        if (--k < max_points)
            out[k] = (UgPathPoint){(int)(v % (uint32_t)w), (int)(v / (uint32_t)w)};
    }
    return length;
}

/* Dijkstra's open list, when every step costs at most `span` - 1 (Dial's algorithm): bucket
 * p % span holds the entries of price p, linked through bucket_next; the entries themselves live
 * in ws->heap, used as a plain array. Prices only grow, and an entry pushed while price p is
 * being taken costs at most p + span - 1, so the buckets never mix two prices. */
static bool buckets_prepare(UgPathWorkspace *ws, size_t span) {
    if (ws->bucket_count < span) {
        uint32_t *grown = realloc(ws->buckets, span * sizeof *grown);
        if (!grown) return false;
        ws->buckets = grown;
        ws->bucket_count = span;
    }
    for (size_t i = 0; i < span; i++) ws->buckets[i] = UINT32_MAX;
    ws->heap_count = 0;
    return true;
}

static bool bucket_push(UgPathWorkspace *ws, size_t span, uint32_t price, uint32_t index, int x,
                        int y) {
    if (ws->heap_count == ws->heap_capacity || ws->next_capacity < ws->heap_capacity) {
        size_t cap =
            ws->heap_count == ws->heap_capacity ? ws->heap_capacity * 2 : ws->heap_capacity;
        HeapEntry *grown = realloc(ws->heap, cap * sizeof *grown);
        if (!grown) return false;
        ws->heap = grown;
        ws->heap_capacity = cap;
        uint32_t *next = realloc(ws->bucket_next, cap * sizeof *next);
        if (!next) return false;
        ws->bucket_next = next;
        ws->next_capacity = cap;
    }
    uint32_t i = (uint32_t)ws->heap_count++;
    ws->heap[i] = (HeapEntry){price, index, (uint16_t)x, (uint16_t)y};
    size_t b = price % span;
    ws->bucket_next[i] = ws->buckets[b];
    ws->buckets[b] = i;
    return true;
}

/* Above this step price Dijkstra uses the binary heap (the buckets would be mostly empty). */
enum { BUCKET_MAX_STEP = 1024 };

UgError ug_path_dijkstra(UgPathWorkspace *ws, const UgPathGrid *grid, const UgPathOptions *options,
                         const UgPathPoint *sources, int count, uint32_t *dist) {
    if (!ws || !grid_ok(grid) || !sources || count < 1 || !dist) return UG_ERR_ARGUMENT;
    int w = grid->width, h = grid->height, stride = grid->stride;
    if ((int64_t)w * h > ws->capacity) return UG_ERR_ARGUMENT;
    for (int i = 0; i < count; i++)
        if (sources[i].x < 0 || sources[i].y < 0 || sources[i].x >= w || sources[i].y >= h)
            return UG_ERR_ARGUMENT;
    Rules r;
    UgError err = rules_of(grid, options, &r);
    if (err != UG_OK) return err;
    const uint8_t *cost = grid->cost;
    uint32_t max_cost = 1; /* an impassable source is priced 1 */
    for (int y = 0; y < h; y++) {
        const uint8_t *row = cost + (ptrdiff_t)y * stride;
        uint32_t *out = dist + (size_t)y * (size_t)w;
        for (int x = 0; x < w; x++) {
            out[x] = UG_PATH_UNREACHED;
            if (row[x] > max_cost) max_cost = row[x];
        }
    }
    uint32_t max_step = max_cost * (r.w_orth > r.w_diag ? r.w_orth : r.w_diag);
    bool use_buckets = max_step <= BUCKET_MAX_STEP;
    size_t span = (size_t)max_step + 1;
    if (use_buckets && !buckets_prepare(ws, span)) return UG_ERR_NO_MEMORY;
    ws->heap_count = 0;
    size_t pending = 0;
    for (int i = 0; i < count; i++) {
        int sx = sources[i].x, sy = sources[i].y;
        uint32_t s = (uint32_t)(sy * w + sx);
        if (dist[s] == 0) continue;
        dist[s] = 0;
        bool ok = use_buckets ? bucket_push(ws, span, 0, s, sx, sy) : heap_push(ws, s, s, sx, sy);
        if (!ok) return UG_ERR_NO_MEMORY;
        pending++;
    }
    int32_t index_step[8];
    ptrdiff_t cost_step[8];
    for (int d = 0; d < 8; d++) {
        index_step[d] = DY[d] * w + DX[d];
        cost_step[d] = (ptrdiff_t)DY[d] * stride + DX[d];
    }
    size_t bucket = 0; /* the bucket of the price being taken */
    /* Relaxing from u to a neighbour v prices the walker's step v -> u: u's cost. */
    for (;;) {
        HeapEntry e;
        if (use_buckets) {
            if (pending == 0) break;
            while (ws->buckets[bucket] == UINT32_MAX) bucket = bucket + 1 == span ? 0 : bucket + 1;
            uint32_t i = ws->buckets[bucket];
            ws->buckets[bucket] = ws->bucket_next[i];
            pending--;
            e = ws->heap[i];
        } else {
            if (ws->heap_count == 0) break;
            e = heap_pop(ws);
            e.key >>= 32;
        }
        uint32_t u = e.index, du = (uint32_t)e.key;
        if (dist[u] != du) continue; /* stale */
        int ux = e.x, uy = e.y;
        bool inside = ux > 0 && uy > 0 && ux < w - 1 && uy < h - 1;
        const uint8_t *here = cost + (ptrdiff_t)uy * stride + ux;
        uint32_t price = *here ? *here : 1;
        for (int d = 0; d < r.dirs; d++) {
            if (!inside) {
                int nx = ux + DX[d], ny = uy + DY[d];
                if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            }
            if (!here[cost_step[d]]) continue;
            if (d >= 4 && !r.cut_corners && (!here[DX[d]] || !here[cost_step[DY[d] < 0 ? 0 : 2]]))
                continue;
            uint32_t v = (uint32_t)((int32_t)u + index_step[d]);
            uint32_t nd = du + price * (d < 4 ? r.w_orth : r.w_diag);
            if (dist[v] <= nd) continue;
            dist[v] = nd;
            int vx = ux + DX[d], vy = uy + DY[d];
            bool ok = use_buckets ? bucket_push(ws, span, nd, v, vx, vy)
                                  : heap_push(ws, (uint64_t)nd << 32 | v, v, vx, vy);
            if (!ok) return UG_ERR_NO_MEMORY;
            pending++;
        }
    }
    return UG_OK;
}

int ug_path_dijkstra_step(const UgPathGrid *grid, const UgPathOptions *options,
                          const uint32_t *dist, int x, int y, UgPathPoint *next) {
    if (!grid_ok(grid) || !dist || !next || x < 0 || y < 0 || x >= grid->width || y >= grid->height)
        return UG_ERR_ARGUMENT;
    Rules r;
    UgError err = rules_of(grid, options, &r);
    if (err != UG_OK) return err;
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

int ug_path_dijkstra_path(const UgPathGrid *grid, const UgPathOptions *options,
                          const uint32_t *dist, int x, int y, UgPathPoint *out, int max_points) {
    if (!grid_ok(grid) || !dist || max_points < 0 || (max_points > 0 && !out) || x < 0 || y < 0 ||
        x >= grid->width || y >= grid->height)
        return UG_ERR_ARGUMENT;
    if (dist[(size_t)y * (size_t)grid->width + (size_t)x] == UG_PATH_UNREACHED) return UG_PATH_NONE;
    int length = 0;
    UgPathPoint p = {x, y};
    for (;;) {
        UgPathPoint n;
        int moved = ug_path_dijkstra_step(grid, options, dist, p.x, p.y, &n);
        if (moved < 0) return moved;
        if (moved == 0) break;
        if (length < max_points) out[length] = n;
        length++;
        p = n;
    }
    return length;
}
