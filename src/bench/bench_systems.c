/* undergrid-bench-systems: speed of the engine's shared systems (src/core/systems), side by side
 * with libtcod's when libtcod was found at configuration (it is linked into this program only,
 * never into the game). Not a test. Usage: undergrid-bench-systems [--quick]
 *
 *   FOV    ug_fov_compute(UG_FOV_SYMMETRIC) against TCOD_map_compute_fov with
 *          FOV_SYMMETRIC_SHADOWCAST and FOV_SHADOW (light_walls true), from the same floor origins
 *          of three generated maps, at radius 6, 20 and unlimited; plus how many tiles each marks
 *          and how many differ between ours and libtcod's symmetric.
 *   paths  ug_path_astar against TCOD_path_compute, and ug_path_dijkstra + ug_path_dijkstra_path
 *          against TCOD_dijkstra_compute + TCOD_dijkstra_path_set, over the same 1,000 pairs of
 *          floor tiles; plus how many path lengths differ.
 * At the end (with libtcod) a summary of issue 28's rows: figure | ours | anchor | ratio | goal |
 * met?, each ratio from this run.
 * Only here is the clock read (the core never does). */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_maps.h"
#include "systems/fov.h"
#include "systems/path.h"
#include "bench_util.h"

#ifdef UG_HAVE_LIBTCOD
#include <libtcod/fov.h>
#include <libtcod/path.h>
#endif

enum { ORIGINS = 1000, PAIRS = 1000, MAX_PATH = 200 * 200 };

/* The thread's CPU time: the other programs of a shared machine preempting this one do not
 * count against either side of a ratio. */
static double now_seconds(void) {
    return ug_bench_cpu_now();
}

static void cpu_name(char *out, size_t n) {
    ug_bench_cpu_name(out, n);
}

static double min_seconds = 0.3;
static volatile uint64_t sink; /* keeps the work from being optimised away */

/* ------------------------------------------------------------------------------- summary */

typedef struct SummaryRow {
    char figure[64];
    double ours, anchor, goal; /* goal: the least ratio ours / anchor the issue asks for */
} SummaryRow;
static SummaryRow summary[32];
static int summary_count;

static void summary_add(const char *figure, double ours, double anchor, double goal) {
    if (summary_count == (int)(sizeof summary / sizeof summary[0])) return;
    SummaryRow *r = &summary[summary_count++];
    snprintf(r->figure, sizeof r->figure, "%s", figure);
    r->ours = ours;
    r->anchor = anchor;
    r->goal = goal;
}

static void summary_print(void) {
    if (!summary_count) return;
    printf("\nsummary (issue 28's rows of this program; per second, ratio = ours / libtcod)\n");
    printf("  %-36s | %11s | %11s | %7s | %6s | %s\n", "figure", "ours", "anchor", "ratio", "goal",
           "met?");
    for (int i = 0; i < summary_count; i++) {
        const SummaryRow *r = &summary[i];
        double ratio = r->anchor > 0 ? r->ours / r->anchor : 0;
        printf("  %-36s | %11.1f | %11.1f | %6.2fx | >=%3.0fx | %s\n", r->figure, r->ours,
               r->anchor, ratio, r->goal, ratio >= r->goal ? "yes" : "no");
    }
}

/* ----------------------------------------------------------------------------------- FOV */

typedef struct FovCase {
    const BenchMap *map;
    const int *origins;
    uint8_t *visible;
#ifdef UG_HAVE_LIBTCOD
    TCOD_Map *tcod;
#endif
} FovCase;

typedef enum Who { OURS, TCOD_SYM, TCOD_SHADOW } Who;

/* One pass over the origins; returns a checksum. */
static uint64_t fov_pass(const FovCase *c, Who who, int radius) {
    uint64_t sum = 0;
    const BenchMap *m = c->map;
    UgFovMap fm = {m->width, m->height, m->floor, m->width};
    for (int i = 0; i < ORIGINS; i++) {
        int x = c->origins[2 * i], y = c->origins[2 * i + 1];
        if (who == OURS) {
            ug_fov_compute(&fm, x, y, radius, UG_FOV_SYMMETRIC, c->visible);
            sum += c->visible[(y * m->width + x + 1) % (m->width * m->height)];
        }
#ifdef UG_HAVE_LIBTCOD
        else {
            TCOD_map_compute_fov(c->tcod, x, y, radius, true,
                                 who == TCOD_SYM ? FOV_SYMMETRIC_SHADOWCAST : FOV_SHADOW);
            sum += TCOD_map_is_in_fov(c->tcod, (x + 1) % m->width, y);
        }
#endif
    }
    return sum;
}

/* FOVs per second: passes over the origins until min_seconds have gone by. */
static double fov_rate(const FovCase *c, Who who, int radius) {
    long passes = 0;
    double t0 = now_seconds(), t;
    do {
        sink += fov_pass(c, who, radius);
        passes++;
        t = now_seconds() - t0;
    } while (t < min_seconds);
    return (double)passes * ORIGINS / t;
}

static void bench_fov(const char *name, const BenchMap *m, uint64_t seed) {
    int *origins = malloc(sizeof(int) * 2 * ORIGINS);
    uint8_t *visible = malloc((size_t)m->width * (size_t)m->height);
    if (!origins || !visible) abort();
    BenchRng rng = {seed};
    bench_map_floor_points(m, &rng, ORIGINS, origins);
    FovCase c;
    memset(&c, 0, sizeof c);
    c.map = m;
    c.origins = origins;
    c.visible = visible;
#ifdef UG_HAVE_LIBTCOD
    c.tcod = TCOD_map_new(m->width, m->height);
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++) {
            bool f = m->floor[y * m->width + x] != 0;
            TCOD_map_set_properties(c.tcod, x, y, f, f);
        }
#endif
    const int radii[3] = {6, 20, 0};
    for (int k = 0; k < 3; k++) {
        int r = radii[k];
        char label[32];
        snprintf(label, sizeof label, "%s r=%s", name, r ? (r == 6 ? "6" : "20") : "inf");
        double ours = fov_rate(&c, OURS, r);
#ifdef UG_HAVE_LIBTCOD
        double sym = fov_rate(&c, TCOD_SYM, r), shadow = fov_rate(&c, TCOD_SHADOW, r);
        /* cross-check: tiles marked, summed over the origins */
        long n_ours = 0, n_sym = 0, n_shadow = 0, differ = 0;
        UgFovMap fm = {m->width, m->height, m->floor, m->width};
        for (int i = 0; i < ORIGINS; i++) {
            int x = origins[2 * i], y = origins[2 * i + 1];
            ug_fov_compute(&fm, x, y, r, UG_FOV_SYMMETRIC, visible);
            TCOD_map_compute_fov(c.tcod, x, y, r, true, FOV_SHADOW);
            for (int t = 0; t < m->width * m->height; t++)
                n_shadow += TCOD_map_is_in_fov(c.tcod, t % m->width, t / m->width);
            TCOD_map_compute_fov(c.tcod, x, y, r, true, FOV_SYMMETRIC_SHADOWCAST);
            for (int t = 0; t < m->width * m->height; t++) {
                bool a = visible[t] != 0,
                     b = TCOD_map_is_in_fov(c.tcod, t % m->width, t / m->width);
                n_ours += a;
                n_sym += b;
                differ += a != b;
            }
        }
        printf("  %-16s %10.0f %10.0f %10.0f %7.2fx %7.2fx   %9ld %9ld %9ld %6ld\n", label, ours,
               sym, shadow, ours / sym, ours / shadow, n_ours, n_sym, n_shadow, differ);
        char figure[64];
        snprintf(figure, sizeof figure, "FOV vs tcod-sym, %s", label);
        summary_add(figure, ours, sym, 4);
#else
        printf("  %-16s %10.0f\n", label, ours);
#endif
    }
#ifdef UG_HAVE_LIBTCOD
    TCOD_map_delete(c.tcod);
#endif
    free(origins);
    free(visible);
}

/* --------------------------------------------------------------------------------- paths */

#ifdef UG_HAVE_LIBTCOD
/* libtcod's A* and Dijkstra over the same pairs, printed beside ours (and how many of their
 * lengths differ from ours). */
static void tcod_paths(const char *name, const BenchMap *m, const int *pairs, int npairs,
                       float diagonal, const int *len_astar, const int *len_dijkstra,
                       double ours_astar, double ours_dijkstra) {
    long passes;
    double t0;
    TCOD_Map *tm = TCOD_map_new(m->width, m->height);
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++) {
            bool f = m->floor[y * m->width + x] != 0;
            TCOD_map_set_properties(tm, x, y, f, f);
        }
    TCOD_path_t tp = TCOD_path_new_using_map(tm, diagonal);
    TCOD_dijkstra_t td = TCOD_dijkstra_new(tm, diagonal);
    long astar_differ = 0, dijkstra_differ = 0, tcod_longer = 0;
    passes = 0;
    t0 = now_seconds();
    double t;
    do {
        for (int i = 0; i < npairs; i++) {
            const int *p = pairs + 4 * i;
            bool ok = TCOD_path_compute(tp, p[0], p[1], p[2], p[3]);
            int n = ok ? TCOD_path_size(tp) : -1;
            if (passes == 0) {
                astar_differ += n != len_astar[i];
                tcod_longer += n > len_astar[i];
            }
        }
        passes++;
    } while ((t = now_seconds() - t0) < min_seconds);
    double tcod_astar = (double)passes * npairs / t;
    passes = 0;
    t0 = now_seconds();
    do {
        for (int i = 0; i < npairs; i++) {
            const int *p = pairs + 4 * i;
            TCOD_dijkstra_compute(td, p[0], p[1]);
            bool ok = TCOD_dijkstra_path_set(td, p[2], p[3]);
            int n = ok ? TCOD_dijkstra_size(td) : -1;
            if (passes == 0) dijkstra_differ += n != len_dijkstra[i];
        }
        passes++;
    } while ((t = now_seconds() - t0) < min_seconds);
    double tcod_dijkstra = (double)passes * npairs / t;
    printf("  %-14s A*       %10.1f %10.1f %7.2fx   lengths differing: %ld of %d (libtcod's "
           "longer: %ld)\n",
           name, ours_astar, tcod_astar, ours_astar / tcod_astar, astar_differ, npairs,
           tcod_longer);
    printf("  %-14s Dijkstra %10.1f %10.1f %7.2fx   lengths differing: %ld of %d\n", name,
           ours_dijkstra, tcod_dijkstra, ours_dijkstra / tcod_dijkstra, dijkstra_differ, npairs);
    /* the rows: Dijkstra and A* at diagonal 1.41 >= 3x; A* on 1000x1000 at 1/1 >= 2x */
    char figure[64];
    if (diagonal > 1.0f) {
        snprintf(figure, sizeof figure, "Dijkstra %s", name);
        summary_add(figure, ours_dijkstra, tcod_dijkstra, 3);
        snprintf(figure, sizeof figure, "A* %s", name);
        summary_add(figure, ours_astar, tcod_astar, 3);
    } else if (m->width >= 1000) {
        snprintf(figure, sizeof figure, "A* %s", name);
        summary_add(figure, ours_astar, tcod_astar, 2);
    }
    TCOD_dijkstra_delete(td);
    TCOD_path_delete(tp);
    TCOD_map_delete(tm);
}
#endif

/* `npairs` (<= PAIRS) pairs; weights wo, wd for ours, wd / wo as libtcod's diagonal cost. */
static void bench_paths(const char *name, const BenchMap *m, uint64_t seed, bool cut_corners,
                        int wo, int wd, int npairs) {
    int *pairs = malloc(sizeof(int) * 4 * PAIRS);
    UgPathPoint *out = malloc(sizeof *out * MAX_PATH);
    int steps_max = m->width * m->height < MAX_PATH ? m->width * m->height : MAX_PATH;
    uint32_t *dist = malloc(sizeof *dist * (size_t)m->width * (size_t)m->height);
    if (!pairs || !out || !dist) abort();
    BenchRng rng = {seed};
    bench_map_floor_points(m, &rng, 2 * npairs, pairs);
    UgPathGrid grid = {m->width, m->height, m->floor, m->width};
    UgPathOptions opt = {8, cut_corners, wo, wd};
    UgPathWorkspace *ws = ug_path_workspace_new(m->width * m->height);
    if (!ws) abort();
    static int len_astar[PAIRS], len_dijkstra[PAIRS];
    long passes = 0;
    double t0 = now_seconds(), t_astar, t_dijkstra;
    do {
        for (int i = 0; i < npairs; i++) {
            const int *p = pairs + 4 * i;
            len_astar[i] =
                ug_path_astar(ws, &grid, &opt, p[0], p[1], p[2], p[3], out, steps_max, NULL);
        }
        passes++;
    } while ((t_astar = now_seconds() - t0) < min_seconds);
    double ours_astar = (double)passes * npairs / t_astar;
    passes = 0;
    t0 = now_seconds();
    do {
        for (int i = 0; i < npairs; i++) {
            const int *p = pairs + 4 * i;
            UgPathPoint goal = {p[2], p[3]};
            ug_path_dijkstra(ws, &grid, &opt, &goal, 1, dist);
            len_dijkstra[i] = ug_path_dijkstra_path(&grid, &opt, dist, p[0], p[1], out, steps_max);
        }
        passes++;
    } while ((t_dijkstra = now_seconds() - t0) < min_seconds);
    double ours_dijkstra = (double)passes * npairs / t_dijkstra;
    long ours_differ = 0;
    long refused = 0;
    for (int i = 0; i < npairs; i++) {
        ours_differ += len_astar[i] != len_dijkstra[i];
        refused += len_astar[i] < 0 && len_astar[i] != UG_PATH_NONE;
    }
    if (refused) { /* no figure for what was not done */
        printf("  %-14s ours refused %ld of %d queries (error %d)\n", name, refused, npairs,
               len_astar[0]);
        ours_astar = ours_dijkstra = 0;
    }
#ifdef UG_HAVE_LIBTCOD
    tcod_paths(name, m, pairs, npairs, (float)wd / (float)wo, len_astar, len_dijkstra, ours_astar,
               ours_dijkstra);
#else
    printf("  %-14s A*       %10.1f\n", name, ours_astar);
    printf("  %-14s Dijkstra %10.1f\n", name, ours_dijkstra);
#endif
    printf("  %-14s our A* and Dijkstra lengths differing: %ld of %d\n", name, ours_differ, npairs);
    ug_path_workspace_free(ws);
    free(pairs);
    free(out);
    free(dist);
}

#ifdef UG_HAVE_LIBTCOD
/* Does libtcod's A* step diagonally past a wall's corner? (From (0,0) to (1,1) with (1,0) a
 * wall: one step if it does, two if it does not.) */
static bool tcod_cuts_corners(void) {
    TCOD_Map *tm = TCOD_map_new(2, 2);
    TCOD_map_clear(tm, true, true);
    TCOD_map_set_properties(tm, 1, 0, false, false);
    TCOD_path_t tp = TCOD_path_new_using_map(tm, 1.0f);
    bool ok = TCOD_path_compute(tp, 0, 0, 1, 1);
    bool cuts = ok && TCOD_path_size(tp) == 1;
    TCOD_path_delete(tp);
    TCOD_map_delete(tm);
    return cuts;
}
#endif

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--quick") == 0) min_seconds = 0.05;
    char cpu[256];
    cpu_name(cpu, sizeof cpu);
    printf("undergrid-bench-systems on %s\n", cpu);
#ifdef UG_HAVE_LIBTCOD
    printf("libtcod %s: found; linked into this benchmark only\n", UG_LIBTCOD_VERSION);
    bool cut = tcod_cuts_corners();
#else
    printf("libtcod: not found at configuration; only our figures are printed\n");
    bool cut = false;
#endif
    BenchMap small = bench_map_rooms(32, 16, 6, 1);
    BenchMap rooms = bench_map_rooms(80, 50, 14, 2);
    BenchMap cave = bench_map_cave(200, 200, 3);

    printf("\nFOV per second, %d floor origins per map, walls lit (ours: UG_FOV_SYMMETRIC)\n",
           ORIGINS);
#ifdef UG_HAVE_LIBTCOD
    printf("  %-16s %10s %10s %10s %8s %8s   %9s %9s %9s %6s\n", "map", "ours", "tcod-sym",
           "tcod-shad", "/sym", "/shadow", "tiles us", "tcod-sym", "tcod-shad", "differ");
#else
    printf("  %-16s %10s\n", "map", "ours");
#endif
    bench_fov("32x16 rooms", &small, 10);
    bench_fov("80x50 rooms", &rooms, 11);
    bench_fov("200x200 cave", &cave, 12);

    printf("\nPaths per second, %d fixed pairs of floor tiles, 8 directions, diagonal = "
           "orthogonal = 1, corner cutting %s\n",
           PAIRS,
#ifdef UG_HAVE_LIBTCOD
           cut ? "allowed (as libtcod's A* does)" : "forbidden (as libtcod's A* does)");
#else
           "forbidden (ADVENTURE.md's rule)");
#endif
    printf("  ours: A* = ug_path_astar; Dijkstra = ug_path_dijkstra from the goal + "
           "ug_path_dijkstra_path from the start\n");
#ifdef UG_HAVE_LIBTCOD
    printf("  libtcod: A* = TCOD_path_compute (TCOD_path_new_using_map, 1.0); Dijkstra = "
           "TCOD_dijkstra_compute from the start + TCOD_dijkstra_path_set\n");
    printf("  %-14s %-8s %10s %10s %8s\n", "map", "search", "ours", "libtcod", "ratio");
#endif
    bench_paths("80x50", &rooms, 20, cut, 1, 1, PAIRS);
    bench_paths("200x200", &cave, 21, cut, 1, 1, PAIRS);
    printf("\nThe same with diagonal steps weighing 1.41 (ours: weights 100 and 141; libtcod: "
           "diagonal cost 1.41f)\n");
    bench_paths("80x50 d1.41", &rooms, 20, cut, 100, 141, PAIRS);
    bench_paths("200x200 d1.41", &cave, 21, cut, 100, 141, PAIRS);
    printf("\nA 1000 x 1000 cave (%d pairs; before issue 28 ours refused it with 100/141)\n", 40);
    BenchMap big = bench_map_cave(1000, 1000, 4);
    bench_paths("1000x1000 1/1", &big, 22, cut, 1, 1, 40);
    bench_paths("1000x1000 d1.41", &big, 22, cut, 100, 141, 40);
    bench_map_free(&big);
    bench_map_free(&small);
    bench_map_free(&rooms);
    bench_map_free(&cave);
    summary_print();
    printf("(checksum %llu)\n", (unsigned long long)sink);
    return 0;
}
