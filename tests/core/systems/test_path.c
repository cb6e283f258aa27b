/* Paths (src/core/systems/path.c): A* and Dijkstra maps against a plain reference search kept in
 * this file (Bellman-Ford style relaxation until nothing changes: slow, obviously right), on
 * random grids with random costs, in every option combination. Each regression test says which
 * bug it guards against. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "systems/path.h"

enum { MAXS = 20 };

static uint64_t rng_state;
static uint32_t rnd(uint32_t n) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33) % n;
}

typedef struct Grid {
    int w, h;
    uint8_t c[MAXS * MAXS]; /* stride MAXS */
} Grid;

static UgPathGrid view(const Grid *g) {
    return (UgPathGrid){g->w, g->h, g->c, MAXS};
}

static void random_grid(Grid *g, int w, int h, int wall_percent, int max_cost) {
    g->w = w;
    g->h = h;
    memset(g->c, 0, sizeof g->c);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            g->c[y * MAXS + x] =
                (int)rnd(100) < wall_percent ? 0 : (uint8_t)(1 + rnd((uint32_t)max_cost));
}

static bool passable(const Grid *g, int x, int y) {
    return x >= 0 && y >= 0 && x < g->w && y < g->h && g->c[y * MAXS + x];
}

/* Reference: price of the cheapest walk from every tile to (gx, gy), entering tiles costs their
 * cost times the step's weight. Relaxes every move until a fixed point. */
static void reference(const Grid *g, const UgPathOptions *o, int gx, int gy, uint64_t *best) {
    int dirs = o->directions ? o->directions : 8;
    uint64_t wo = o->orthogonal_weight ? (uint64_t)o->orthogonal_weight : 1;
    uint64_t wd = o->diagonal_weight ? (uint64_t)o->diagonal_weight : wo;
    for (int i = 0; i < MAXS * MAXS; i++) best[i] = UINT64_MAX;
    best[gy * MAXS + gx] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int y = 0; y < g->h; y++)
            for (int x = 0; x < g->w; x++) {
                /* any tile may start a walk (A* never checks the start); only entered tiles
                 * must be passable */
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        bool diag = dx && dy;
                        if ((!dx && !dy) || (diag && dirs == 4)) continue;
                        int nx = x + dx, ny = y + dy;
                        /* (x,y) -> (nx,ny) is a step into n, which must be passable or the goal */
                        bool target_ok = passable(g, nx, ny) || (nx == gx && ny == gy && nx >= 0 &&
                                                                 ny >= 0 && nx < g->w && ny < g->h);
                        if (!target_ok) continue;
                        if (diag && !o->cut_corners && (!passable(g, nx, y) || !passable(g, x, ny)))
                            continue;
                        uint64_t b = best[ny * MAXS + nx];
                        if (b == UINT64_MAX) continue;
                        uint64_t price = g->c[ny * MAXS + nx] ? g->c[ny * MAXS + nx] : 1;
                        uint64_t v = b + price * (diag ? wd : wo);
                        if (v < best[y * MAXS + x]) {
                            best[y * MAXS + x] = v;
                            changed = true;
                        }
                    }
            }
    }
}

/* Walks `points` from (sx, sy) and checks each step is legal; returns its price. */
static uint64_t walk_price(const Grid *g, const UgPathOptions *o, int sx, int sy,
                           const UgPathPoint *points, int n) {
    int dirs = o->directions ? o->directions : 8;
    uint64_t wo = o->orthogonal_weight ? (uint64_t)o->orthogonal_weight : 1;
    uint64_t wd = o->diagonal_weight ? (uint64_t)o->diagonal_weight : wo;
    uint64_t total = 0;
    int x = sx, y = sy;
    for (int i = 0; i < n; i++) {
        int dx = points[i].x - x, dy = points[i].y - y;
        assert_true(dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && (dx || dy));
        bool diag = dx && dy;
        if (diag) {
            assert_int_equal(dirs, 8);
            if (!o->cut_corners) assert_true(passable(g, x + dx, y) && passable(g, x, y + dy));
        }
        x += dx;
        y += dy;
        assert_true(passable(g, x, y));
        total += g->c[y * MAXS + x] * (diag ? wd : wo);
    }
    return total;
}

static const UgPathOptions OPTION_SETS[] = {
    {0, false, 0, 0}, /* the defaults: 8 directions, no corner cutting, diagonal = orthogonal */
    {4, false, 0, 0}, /* 4 directions */
    {8, true, 0, 0},  /* corner cutting allowed */
    {8, false, 2, 3}, /* octile-ish weights */
    {8, true, 1, 5},  /* diagonal dearer than two orthogonal steps */
    {4, false, 7, 0},
    {8, false, 5, 7}, /* with cost 255 tiles a step may cost 1785: Dijkstra's heap, not buckets */
};

/* Guards against a non-optimal A* (an inadmissible or inconsistent estimate, a stale-entry
 * slip, a wrong step price) and against Dijkstra maps disagreeing with it: on random grids with
 * random costs, for every option set, A*'s price equals the reference's and Dijkstra's, its
 * path is legal and costs what it says, and the Dijkstra downhill path costs the same. */
static void test_astar_and_dijkstra_are_optimal(void **state) {
    (void)state;
    rng_state = 11;
    UgPathWorkspace *ws = ug_path_workspace_new(MAXS * MAXS);
    assert_non_null(ws);
    static uint64_t best[MAXS * MAXS];
    static uint32_t dist[MAXS * MAXS];
    UgPathPoint points[MAXS * MAXS];
    int found = 0, missing = 0;
    for (int i = 0; i < 1500; i++) {
        Grid g;
        random_grid(&g, 1 + (int)rnd(MAXS), 1 + (int)rnd(MAXS), (int)rnd(45),
                    rnd(2)   ? 1
                    : rnd(3) ? 1 + (int)rnd(9)
                             : 255);
        const UgPathOptions *o = &OPTION_SETS[i % (sizeof OPTION_SETS / sizeof OPTION_SETS[0])];
        UgPathGrid pg = view(&g);
        int gx = (int)rnd((uint32_t)g.w), gy = (int)rnd((uint32_t)g.h);
        reference(&g, o, gx, gy, best);
        UgPathPoint goal = {gx, gy};
        assert_int_equal(ug_path_dijkstra(ws, &pg, o, &goal, 1, dist), UG_OK);
        for (int k = 0; k < 6; k++) {
            int sx = (int)rnd((uint32_t)g.w), sy = (int)rnd((uint32_t)g.h);
            uint64_t want = best[sy * MAXS + sx];
            uint32_t price = 12345;
            int n = ug_path_astar(ws, &pg, o, sx, sy, gx, gy, points, MAXS * MAXS, &price);
            bool goal_open = passable(&g, gx, gy) || (sx == gx && sy == gy);
            if (want == UINT64_MAX || !goal_open) {
                assert_int_equal(n, UG_PATH_NONE);
                missing++;
                continue;
            }
            found++;
            assert_true(n >= 0);
            assert_int_equal(price, want);
            assert_int_equal(walk_price(&g, o, sx, sy, points, n), want);
            if (n > 0) assert_true(points[n - 1].x == gx && points[n - 1].y == gy);
            if (passable(&g, sx, sy) || (sx == gx && sy == gy)) {
                assert_int_equal(dist[sy * g.w + sx], want);
                int m = ug_path_dijkstra_path(&pg, o, dist, sx, sy, points, MAXS * MAXS);
                assert_true(m >= 0);
                assert_int_equal(walk_price(&g, o, sx, sy, points, m), want);
            }
        }
    }
    assert_true(found > 1000 && missing > 100); /* both outcomes were exercised */
    ug_path_workspace_free(ws);
}

/* Reference for the tie-break (path.h): A* with the open list scanned in full for the smallest
 * (f, larger g, smaller index), a tile's parent the first expanded tile that reached it at its
 * final price, neighbours in the fixed order. The estimate is path.c's (octile at cost 1, or
 * Manhattan). Slow, obviously the documented order. Writes the path like ug_path_astar (all of
 * it) and returns its length, or -1. */
enum { BIGS = 48 };
static int reference_astar(const uint8_t *cost, int w, int h, int stride, const UgPathOptions *o,
                           int sx, int sy, int gx, int gy, UgPathPoint *out, uint64_t *price) {
    static const int DX[8] = {0, 1, 0, -1, 1, 1, -1, -1}, DY[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
    static uint64_t g[BIGS * BIGS];
    static bool open[BIGS * BIGS];
    static int from[BIGS * BIGS];
    int dirs = o->directions ? o->directions : 8;
    uint64_t wo = o->orthogonal_weight ? (uint64_t)o->orthogonal_weight : 1;
    uint64_t wd = o->diagonal_weight ? (uint64_t)o->diagonal_weight : wo;
    int n = w * h;
    for (int i = 0; i < n; i++) g[i] = UINT64_MAX, open[i] = false;
    if (sx == gx && sy == gy) return *price = 0, 0;
    if (!cost[gy * stride + gx]) return -1;
    g[sy * w + sx] = 0;
    open[sy * w + sx] = true;
    for (;;) {
        int best = -1;
        uint64_t bf = 0;
        for (int i = 0; i < n; i++) {
            if (!open[i]) continue;
            uint64_t dx = (uint64_t)abs(i % w - gx), dy = (uint64_t)abs(i / w - gy);
            uint64_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
            uint64_t est = dirs == 4 || wd >= 2 * wo ? wo * (dx + dy) : wd * lo + wo * (hi - lo);
            uint64_t f = g[i] + est;
            if (best < 0 || f < bf || (f == bf && g[i] > g[best])) best = i, bf = f;
        }
        if (best < 0) return -1;
        if (best == gy * w + gx) break;
        open[best] = false;
        int x = best % w, y = best / w;
        for (int d = 0; d < dirs; d++) {
            int nx = x + DX[d], ny = y + DY[d];
            if (nx < 0 || ny < 0 || nx >= w || ny >= h || !cost[ny * stride + nx]) continue;
            if (d >= 4 && !o->cut_corners && (!cost[y * stride + nx] || !cost[ny * stride + x]))
                continue;
            uint64_t ng = g[best] + cost[ny * stride + nx] * (d < 4 ? wo : wd);
            int v = ny * w + nx;
            if (ng >= g[v]) continue;
            g[v] = ng;
            from[v] = d;
            open[v] = true;
        }
    }
    *price = g[gy * w + gx];
    int length = 0;
    for (int x = gx, y = gy; x != sx || y != sy; length++) {
        int d = from[y * w + x];
        x -= DX[d], y -= DY[d];
    }
    int k = length;
    for (int x = gx, y = gy; x != sx || y != sy;) {
        out[--k] = (UgPathPoint){x, y};
        int d = from[y * w + x];
        x -= DX[d], y -= DY[d];
    }
    return length;
}

/* Guards against the open list (bucket queues with their per-bucket order, the heap kept for
 * dear steps, stale entries, the goal found at a bucket's start) changing which path is found
 * among equally cheap ones: on thousands of random grids with random costs, in every option
 * set, the path is, point for point, the one the documented tie-break gives. Some grids are
 * open rooms (many ties, large buckets), some wall-bordered, some larger than MAXS. */
static void test_astar_follows_the_documented_tie_break(void **state) {
    (void)state;
    rng_state = 13;
    UgPathWorkspace *ws = ug_path_workspace_new(BIGS * BIGS);
    assert_non_null(ws);
    static uint8_t cost[BIGS * BIGS];
    static UgPathPoint got[BIGS * BIGS], want[BIGS * BIGS];
    int found = 0, compared = 0;
    for (int i = 0; i < 4000; i++) {
        bool big = i % 10 == 0;
        int w = 1 + (int)rnd(big ? BIGS : MAXS), h = 1 + (int)rnd(big ? BIGS : MAXS);
        int walls = (int)rnd(4) == 0 ? 0 : (int)rnd(40);
        int max_cost = rnd(2) ? 1 : rnd(3) ? 1 + (int)rnd(9) : 255;
        bool border = rnd(3) == 0;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
                cost[y * BIGS + x] = (border && edge) || (int)rnd(100) < walls
                                         ? 0
                                         : (uint8_t)(1 + rnd((uint32_t)max_cost));
            }
        const UgPathOptions *o = &OPTION_SETS[i % (sizeof OPTION_SETS / sizeof OPTION_SETS[0])];
        UgPathGrid pg = {w, h, cost, BIGS};
        for (int k = 0; k < 3; k++) {
            int sx = (int)rnd((uint32_t)w), sy = (int)rnd((uint32_t)h);
            int gx = (int)rnd((uint32_t)w), gy = (int)rnd((uint32_t)h);
            uint64_t want_price = 0;
            int m = reference_astar(cost, w, h, BIGS, o, sx, sy, gx, gy, want, &want_price);
            uint32_t price = 12345;
            int n = ug_path_astar(ws, &pg, o, sx, sy, gx, gy, got, BIGS * BIGS, &price);
            compared++;
            if (m < 0) {
                assert_int_equal(n, UG_PATH_NONE);
                continue;
            }
            found++;
            assert_int_equal(n, m);
            assert_int_equal(price, want_price);
            for (int j = 0; j < n; j++) {
                assert_int_equal(got[j].x, want[j].x);
                assert_int_equal(got[j].y, want[j].y);
            }
        }
    }
    assert_true(found > 6000 && compared - found > 1000);
    ug_path_workspace_free(ws);
}

/* Guards against a Dijkstra map wrong anywhere (the bucket ring's wrap, stale entries, several
 * and impassable sources, the heap kept for dear steps): on thousands of random grids, every
 * entry of the map equals the reference's price to the nearest source. */
static void test_dijkstra_maps_match_reference_everywhere(void **state) {
    (void)state;
    rng_state = 14;
    UgPathWorkspace *ws = ug_path_workspace_new(MAXS * MAXS);
    assert_non_null(ws);
    static uint64_t best[MAXS * MAXS], one[MAXS * MAXS];
    static uint32_t dist[MAXS * MAXS];
    long reached = 0;
    for (int i = 0; i < 3000; i++) {
        Grid g;
        random_grid(&g, 1 + (int)rnd(MAXS), 1 + (int)rnd(MAXS), (int)rnd(45),
                    rnd(2)   ? 1
                    : rnd(3) ? 1 + (int)rnd(9)
                             : 255);
        const UgPathOptions *o = &OPTION_SETS[i % (sizeof OPTION_SETS / sizeof OPTION_SETS[0])];
        UgPathGrid pg = view(&g);
        UgPathPoint src[4];
        int count = 1 + (int)rnd(4);
        for (int k = 0; k < MAXS * MAXS; k++) best[k] = UINT64_MAX;
        for (int s = 0; s < count; s++) {
            src[s] = (UgPathPoint){(int)rnd((uint32_t)g.w), (int)rnd((uint32_t)g.h)};
            reference(&g, o, src[s].x, src[s].y, one);
            for (int k = 0; k < MAXS * MAXS; k++) best[k] = one[k] < best[k] ? one[k] : best[k];
        }
        assert_int_equal(ug_path_dijkstra(ws, &pg, o, src, count, dist), UG_OK);
        for (int y = 0; y < g.h; y++)
            for (int x = 0; x < g.w; x++) {
                bool is_source = false;
                for (int s = 0; s < count; s++) is_source |= src[s].x == x && src[s].y == y;
                uint64_t want = passable(&g, x, y) || is_source ? best[y * MAXS + x] : UINT64_MAX;
                uint32_t d = dist[y * g.w + x];
                if (want == UINT64_MAX) {
                    assert_int_equal(d, UG_PATH_UNREACHED);
                } else {
                    assert_int_equal(d, want);
                    reached++;
                }
            }
    }
    assert_true(reached > 100000);
    ug_path_workspace_free(ws);
}

/* Guards against diagonal steps squeezing past a wall's corner when that is forbidden (the
 * default, ADVENTURE.md §3), or being refused when allowed. */
static void test_corner_cutting_rule(void **state) {
    (void)state;
    /* .#
     * ..   from (0,0) to (1,1): with no corner cutting the wall at (1,0) forces the way round. */
    Grid g = {2, 2, {0}};
    g.c[0] = 1, g.c[1] = 0, g.c[MAXS] = 1, g.c[MAXS + 1] = 1;
    UgPathGrid pg = view(&g);
    UgPathWorkspace *ws = ug_path_workspace_new(4);
    UgPathPoint p[4];
    UgPathOptions strict = {8, false, 0, 0}, loose = {8, true, 0, 0};
    assert_int_equal(ug_path_astar(ws, &pg, &strict, 0, 0, 1, 1, p, 4, NULL), 2);
    assert_true(p[0].x == 0 && p[0].y == 1);
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 0, 1, 1, p, 4, NULL), 2); /* the default */
    assert_int_equal(ug_path_astar(ws, &pg, &loose, 0, 0, 1, 1, p, 4, NULL), 1);
    /* Both orthogonals walls: no way at all without corner cutting. */
    g.c[MAXS] = 0;
    assert_int_equal(ug_path_astar(ws, &pg, &strict, 0, 0, 1, 1, p, 4, NULL), UG_PATH_NONE);
    assert_int_equal(ug_path_astar(ws, &pg, &loose, 0, 0, 1, 1, p, 4, NULL), 1);
    UgPathPoint next;
    uint32_t dist[4];
    UgPathPoint src = {1, 1};
    assert_int_equal(ug_path_dijkstra(ws, &pg, &strict, &src, 1, dist), UG_OK);
    assert_int_equal(dist[0], UG_PATH_UNREACHED);
    assert_int_equal(ug_path_dijkstra_step(&pg, &strict, dist, 0, 0, &next), 0);
    ug_path_workspace_free(ws);
}

/* Guards against 4-direction searches taking diagonal steps, and 8-direction ones not. */
static void test_four_and_eight_directions(void **state) {
    (void)state;
    Grid g = {6, 6, {0}};
    for (int y = 0; y < 6; y++)
        for (int x = 0; x < 6; x++) g.c[y * MAXS + x] = 1;
    UgPathGrid pg = view(&g);
    UgPathWorkspace *ws = ug_path_workspace_new(36);
    UgPathPoint p[16];
    UgPathOptions four = {4, false, 0, 0};
    assert_int_equal(ug_path_astar(ws, &pg, &four, 0, 0, 5, 5, p, 16, NULL), 10);
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 0, 5, 5, p, 16, NULL), 5);
    for (int i = 0; i < 5; i++) assert_true(p[i].x == i + 1 && p[i].y == i + 1);
    ug_path_workspace_free(ws);
}

/* Guards against unreachable goals looping or returning garbage, and against start == goal
 * being treated as unreachable (or as a one-step path). */
static void test_unreachable_and_start_is_goal(void **state) {
    (void)state;
    Grid g = {5, 3, {0}};
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 5; x++) g.c[y * MAXS + x] = x != 2; /* a wall column */
    UgPathGrid pg = view(&g);
    UgPathWorkspace *ws = ug_path_workspace_new(15);
    UgPathPoint p[8];
    uint32_t price = 99;
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 1, 4, 1, p, 8, &price), UG_PATH_NONE);
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 1, 2, 1, p, 8, &price), UG_PATH_NONE);
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 3, 1, 3, 1, p, 8, &price), 0);
    assert_int_equal(price, 0);
    /* start == goal on a wall is still a zero-step path: the start is never checked */
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 2, 1, 2, 1, p, 8, &price), 0);
    assert_int_equal(ug_path_dijkstra_path(&pg, NULL, (uint32_t[15]){0}, 0, 0, p, 8), 0);
    ug_path_workspace_free(ws);
}

/* Guards against the tie-break changing (replays and monster moves depend on it): the path
 * across an open 5x5 room, where many paths tie, is pinned. */
static void test_deterministic_tie_break(void **state) {
    (void)state;
    Grid g = {5, 5, {0}};
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 5; x++) g.c[y * MAXS + x] = 1;
    UgPathGrid pg = view(&g);
    UgPathWorkspace *ws = ug_path_workspace_new(25);
    UgPathPoint p[8], first[8];
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 0, 4, 2, first, 8, NULL), 4);
    const UgPathPoint pinned[4] = {{1, 0}, {2, 0}, {3, 1}, {4, 2}};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(first[i].x, pinned[i].x);
        assert_int_equal(first[i].y, pinned[i].y);
    }
    for (int k = 0; k < 50; k++) {
        assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 0, 4, 2, p, 8, NULL), 4);
        assert_memory_equal(p, first, sizeof pinned);
    }
    UgPathOptions four = {4, false, 0, 0};
    assert_int_equal(ug_path_astar(ws, &pg, &four, 0, 0, 2, 2, p, 8, NULL), 4);
    const UgPathPoint pinned4[4] = {{1, 0}, {2, 0}, {2, 1}, {2, 2}};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(p[i].x, pinned4[i].x);
        assert_int_equal(p[i].y, pinned4[i].y);
    }
    /* Dijkstra's downhill step: the first neighbour in the fixed order among the best */
    uint32_t dist[25];
    UgPathPoint src = {2, 4};
    assert_int_equal(ug_path_dijkstra(ws, &pg, &four, &src, 1, dist), UG_OK);
    UgPathPoint next;
    assert_int_equal(ug_path_dijkstra_step(&pg, &four, dist, 0, 2, &next), 1);
    assert_true(next.x == 1 && next.y == 2); /* east before south */
    ug_path_workspace_free(ws);
}

/* Guards against stepping off the grid: a grid whose whole border is wall, searched from and to
 * tiles next to the border (ASan catches a stray read). */
static void test_blocked_borders(void **state) {
    (void)state;
    Grid g = {7, 6, {0}};
    for (int y = 1; y < 5; y++)
        for (int x = 1; x < 6; x++) g.c[y * MAXS + x] = 1;
    UgPathGrid pg = view(&g);
    UgPathWorkspace *ws = ug_path_workspace_new(42);
    UgPathPoint p[16];
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 1, 1, 5, 4, p, 16, NULL), 4);
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 1, 1, 0, 0, p, 16, NULL), UG_PATH_NONE);
    /* a grid with no border at all: paths along the very edge */
    Grid open = {7, 6, {0}};
    for (int y = 0; y < 6; y++)
        for (int x = 0; x < 7; x++) open.c[y * MAXS + x] = 1;
    UgPathGrid po = view(&open);
    assert_int_equal(ug_path_astar(ws, &po, NULL, 0, 0, 6, 0, p, 16, NULL), 6);
    assert_int_equal(ug_path_astar(ws, &po, NULL, 6, 5, 0, 5, p, 16, NULL), 6);
    ug_path_workspace_free(ws);
}

/* Guards against the generation counter letting one query's state leak into the next: one
 * workspace serves grids of different shapes in turn, and every answer matches a fresh
 * workspace's. A grid larger than the workspace is refused. */
static void test_workspace_reused_across_sizes(void **state) {
    (void)state;
    rng_state = 12;
    UgPathWorkspace *shared = ug_path_workspace_new(MAXS * MAXS);
    UgPathPoint a[MAXS * MAXS], b[MAXS * MAXS];
    for (int i = 0; i < 400; i++) {
        Grid g;
        random_grid(&g, 1 + (int)rnd(MAXS), 1 + (int)rnd(MAXS), 30, 3);
        UgPathGrid pg = view(&g);
        int sx = (int)rnd((uint32_t)g.w), sy = (int)rnd((uint32_t)g.h);
        int gx = (int)rnd((uint32_t)g.w), gy = (int)rnd((uint32_t)g.h);
        UgPathWorkspace *fresh = ug_path_workspace_new(g.w * g.h);
        int n1 = ug_path_astar(shared, &pg, NULL, sx, sy, gx, gy, a, MAXS * MAXS, NULL);
        int n2 = ug_path_astar(fresh, &pg, NULL, sx, sy, gx, gy, b, MAXS * MAXS, NULL);
        assert_int_equal(n1, n2);
        if (n1 > 0) assert_memory_equal(a, b, (size_t)n1 * sizeof a[0]);
        ug_path_workspace_free(fresh);
    }
    Grid big = {MAXS, MAXS, {0}};
    UgPathGrid pb = view(&big);
    UgPathWorkspace *small = ug_path_workspace_new(MAXS);
    assert_int_equal(ug_path_astar(small, &pb, NULL, 0, 0, 1, 1, a, 4, NULL), UG_ERR_ARGUMENT);
    ug_path_workspace_free(small);
    ug_path_workspace_free(shared);
}

/* Guards against max_points being overrun, and against the returned length shrinking to it. */
static void test_truncated_output(void **state) {
    (void)state;
    Grid g = {10, 1, {0}};
    for (int x = 0; x < 10; x++) g.c[x] = 1;
    UgPathGrid pg = view(&g);
    UgPathWorkspace *ws = ug_path_workspace_new(10);
    UgPathPoint p[3] = {{-1, -1}, {-1, -1}, {-7, -7}};
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 0, 9, 0, p, 2, NULL), 9);
    assert_true(p[0].x == 1 && p[1].x == 2 && p[2].x == -7);
    assert_int_equal(ug_path_astar(ws, &pg, NULL, 0, 0, 9, 0, NULL, 0, NULL), 9);
    ug_path_workspace_free(ws);
}

/* Guards against several sources being handled as one (each tile's price is to the nearest),
 * and against an impassable source making its neighbours free. */
static void test_dijkstra_many_sources(void **state) {
    (void)state;
    Grid g = {9, 1, {0}};
    for (int x = 0; x < 9; x++) g.c[x] = 1;
    UgPathGrid pg = view(&g);
    UgPathWorkspace *ws = ug_path_workspace_new(9);
    UgPathPoint src[2] = {{0, 0}, {8, 0}};
    uint32_t dist[9];
    assert_int_equal(ug_path_dijkstra(ws, &pg, NULL, src, 2, dist), UG_OK);
    const uint32_t want[9] = {0, 1, 2, 3, 4, 3, 2, 1, 0};
    assert_memory_equal(dist, want, sizeof want);
    /* an impassable source (a closed door, a monster's tile) is priced as cost 1, not 0 */
    g.c[0] = 0;
    assert_int_equal(ug_path_dijkstra(ws, &pg, NULL, src, 2, dist), UG_OK);
    assert_memory_equal(dist, want, sizeof want);
    assert_int_equal(ug_path_dijkstra(ws, &pg, NULL, src, 0, dist), UG_ERR_ARGUMENT);
    UgPathPoint outside = {9, 0};
    assert_int_equal(ug_path_dijkstra(ws, &pg, NULL, &outside, 1, dist), UG_ERR_ARGUMENT);
    ug_path_workspace_free(ws);
}

/* Guards ug_path_astar_with_map (and ug_path_astar_first_step) against finding another path than
 * ug_path_astar (a different tie among equally cheap paths would change every monster's step, hence
 * the pinned games): on thousands of random grids with random costs, open rooms and mazes, in every
 * option set, from passable and impassable starts, both return the same value, price and path,
 * point for point; and a map from another goal is refused. */
static void test_astar_with_map_is_astar(void **state) {
    (void)state;
    rng_state = 28;
    UgPathWorkspace *ws = ug_path_workspace_new(BIGS * BIGS);
    assert_non_null(ws);
    static uint8_t cost[BIGS * BIGS];
    static uint32_t dist[BIGS * BIGS];
    static UgPathPoint got[BIGS * BIGS], want[BIGS * BIGS];
    int found = 0, none = 0, diagonal = 0;
    for (int i = 0; i < 3000; i++) {
        bool big = i % 4 == 0;
        int w = 1 + (int)rnd(big ? BIGS : MAXS), h = 1 + (int)rnd(big ? BIGS : MAXS);
        int walls = (int)rnd(4) == 0 ? 0 : (int)rnd(45);
        int max_cost = rnd(2) ? 1 : rnd(3) ? 1 + (int)rnd(3) : 255;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                cost[y * BIGS + x] =
                    (int)rnd(100) < walls ? 0 : (uint8_t)(1 + rnd((uint32_t)max_cost));
        const UgPathOptions *o = &OPTION_SETS[i % (sizeof OPTION_SETS / sizeof OPTION_SETS[0])];
        UgPathGrid pg = {w, h, cost, BIGS};
        int gx = (int)rnd((uint32_t)w), gy = (int)rnd((uint32_t)h);
        UgPathPoint goal = {gx, gy};
        /* the map has no stride: a copy of the grid packed to width w */
        assert_int_equal(ug_path_dijkstra(ws, &pg, o, &goal, 1, dist), UG_OK);
        for (int k = 0; k < 8; k++) {
            int sx = (int)rnd((uint32_t)w), sy = (int)rnd((uint32_t)h);
            uint32_t p1 = 111, p2 = 222;
            int m = ug_path_astar(ws, &pg, o, sx, sy, gx, gy, want, BIGS * BIGS, &p1);
            int n = ug_path_astar_with_map(ws, &pg, o, dist, sx, sy, gx, gy, got, BIGS * BIGS, &p2);
            assert_int_equal(n, m);
            if (m < 0) {
                none++;
                continue;
            }
            found++;
            diagonal += m > 1 && (want[0].x != sx && want[0].y != sy);
            assert_int_equal(p2, p1);
            for (int j = 0; j < n; j++) {
                assert_int_equal(got[j].x, want[j].x);
                assert_int_equal(got[j].y, want[j].y);
            }
            /* only the first step asked for, as a monster does */
            UgPathPoint first = {-1, -1};
            assert_int_equal(
                ug_path_astar_with_map(ws, &pg, o, dist, sx, sy, gx, gy, &first, 1, NULL), m);
            if (m > 0) assert_true(first.x == want[0].x && first.y == want[0].y);
            UgPathPoint step = {-1, -1};
            int f = ug_path_astar_first_step(ws, &pg, o, dist, sx, sy, gx, gy, &step);
            assert_int_equal(f, m > 0 ? 1 : 0);
            if (m > 0) assert_true(step.x == want[0].x && step.y == want[0].y);
        }
    }
    assert_true(found > 10000 && none > 1000 && diagonal > 1000);
    /* a map from another goal */
    memset(cost, 1, sizeof cost);
    UgPathGrid open = {10, 10, cost, 10};
    UgPathPoint other = {3, 3};
    assert_int_equal(ug_path_dijkstra(ws, &open, NULL, &other, 1, dist), UG_OK);
    assert_int_equal(ug_path_astar_with_map(ws, &open, NULL, dist, 0, 0, 5, 5, NULL, 0, NULL),
                     UG_ERR_ARGUMENT);
    assert_int_equal(ug_path_astar_with_map(ws, &open, NULL, NULL, 0, 0, 3, 3, NULL, 0, NULL),
                     UG_ERR_ARGUMENT);
    assert_int_equal(ug_path_astar_with_map(ws, &open, NULL, dist, 0, 0, 3, 3, NULL, 0, NULL), 3);
    ug_path_workspace_free(ws);
}

/* Guards the size limit (path.h: prices below 2^32, the dearest tile measured when 255 would not
 * pass): a 4096 x 4096 grid of cost-1 tiles is searched with diagonals of 1.41 (weights 100 and
 * 141, refused before issue 28 above ~119k tiles), both by A* and by a Dijkstra map; with one
 * tile of cost 255 on it, the same grid is refused (its prices could pass 2^32). */
static void test_large_grids_up_to_4096_squared(void **state) {
    (void)state;
    enum { SIDE = 4096 };
    size_t tiles = (size_t)SIDE * SIDE;
    uint8_t *cost = malloc(tiles);
    uint32_t *dist = malloc(tiles * sizeof *dist);
    UgPathWorkspace *ws = ug_path_workspace_new((int)tiles);
    assert_true(cost && dist && ws);
    memset(cost, 1, tiles);
    UgPathGrid grid = {SIDE, SIDE, cost, SIDE};
    UgPathOptions o = {8, false, 100, 141};
    UgPathPoint first;
    uint32_t price = 0;
    /* corner to corner of an open grid: 4095 diagonal steps */
    assert_int_equal(ug_path_astar(ws, &grid, &o, 0, 0, SIDE - 1, SIDE - 1, &first, 1, &price),
                     SIDE - 1);
    assert_int_equal(price, 141u * (SIDE - 1));
    assert_true(first.x == 1 && first.y == 1);
    /* a Dijkstra map over the whole grid, its source walled into a small pocket */
    for (int y = 10; y <= 20; y++)
        for (int x = 10; x <= 20; x++)
            if (x == 10 || y == 10 || x == 20 || y == 20) cost[(size_t)y * SIDE + x] = 0;
    UgPathPoint src = {15, 15};
    assert_int_equal(ug_path_dijkstra(ws, &grid, &o, &src, 1, dist), UG_OK);
    assert_int_equal(dist[(size_t)16 * SIDE + 16], 141);
    assert_int_equal(dist[(size_t)15 * SIDE + 19], 400);
    assert_int_equal(dist[(size_t)SIDE * SIDE - 1], UG_PATH_UNREACHED);
    /* the 1/1 defaults on it too */
    assert_int_equal(ug_path_astar(ws, &grid, NULL, SIDE - 1, 0, 0, SIDE - 1, NULL, 0, &price),
                     SIDE - 1);
    cost[(size_t)SIDE * SIDE / 2] = 255;
    assert_int_equal(ug_path_astar(ws, &grid, &o, 0, 0, SIDE - 1, SIDE - 1, NULL, 0, NULL),
                     UG_ERR_TOO_LARGE);
    assert_int_equal(ug_path_dijkstra(ws, &grid, &o, &src, 1, dist), UG_ERR_TOO_LARGE);
    ug_path_workspace_free(ws);
    free(dist);
    free(cost);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_astar_and_dijkstra_are_optimal),
        cmocka_unit_test(test_astar_follows_the_documented_tie_break),
        cmocka_unit_test(test_dijkstra_maps_match_reference_everywhere),
        cmocka_unit_test(test_corner_cutting_rule),
        cmocka_unit_test(test_four_and_eight_directions),
        cmocka_unit_test(test_unreachable_and_start_is_goal),
        cmocka_unit_test(test_deterministic_tie_break),
        cmocka_unit_test(test_blocked_borders),
        cmocka_unit_test(test_workspace_reused_across_sizes),
        cmocka_unit_test(test_truncated_output),
        cmocka_unit_test(test_dijkstra_many_sources),
        cmocka_unit_test(test_astar_with_map_is_astar),
        cmocka_unit_test(test_large_grids_up_to_4096_squared),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
