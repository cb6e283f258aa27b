/* Field of view (src/core/systems/fov.c). Symmetric shadowcasting is checked three ways: against
 * a plain recursive transcription of Ford's algorithm kept in this file (exact fractions, the
 * radius applied afterwards), by the properties Ford promises (symmetry, expansive walls, no
 * blind corners, expanding pillar shadows), and on pinned small cases. DISC and RECT are checked
 * against what the classic and simple modes compute in real games. Each regression test says
 * which bug it guards against. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/simple/simple.h"
#include "undergrid/bot.h"
#include "systems/fov.h"

enum { MAXS = 24 };

typedef struct Map {
    int w, h;
    uint8_t t[MAXS * MAXS]; /* stride MAXS */
} Map;

static uint64_t rng_state;
static uint32_t rnd(uint32_t n) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33) % n;
}

static void random_map(Map *m, int w, int h, int wall_percent) {
    m->w = w;
    m->h = h;
    memset(m->t, 0, sizeof m->t);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) m->t[y * MAXS + x] = (int)rnd(100) >= wall_percent;
}

/* Builds a map from text rows ('#' wall, anything else floor); returns the position of '@'
 * (or -1, -1) through ox, oy. */
static void text_map(Map *m, const char *const *rows, int *ox, int *oy) {
    memset(m, 0, sizeof *m);
    m->h = 0;
    m->w = (int)strlen(rows[0]);
    *ox = *oy = -1;
    for (int y = 0; rows[y]; y++, m->h++)
        for (int x = 0; x < m->w; x++) {
            m->t[y * MAXS + x] = rows[y][x] != '#';
            if (rows[y][x] == '@') *ox = x, *oy = y;
        }
}

static void fov(const Map *m, int ox, int oy, int r, uint8_t *vis) {
    UgFovMap fm = {m->w, m->h, m->t, MAXS};
    memset(vis, 7, MAXS * MAXS);
    assert_int_equal(ug_fov_compute(&fm, ox, oy, r, UG_FOV_SYMMETRIC, vis), UG_OK);
}

/* ---------------------------------------------------------------- the reference transcription */

typedef struct Ref {
    const Map *m;
    int ox, oy, quadrant;
    uint8_t *vis;
} Ref;

static void ref_xy(const Ref *r, int depth, int col, int *x, int *y) {
    switch (r->quadrant) {
        case 0:
            *x = r->ox + col, *y = r->oy - depth;
            break;
        case 1:
            *x = r->ox + depth, *y = r->oy + col;
            break;
        case 2:
            *x = r->ox + col, *y = r->oy + depth;
            break;
        default:
            *x = r->ox - depth, *y = r->oy + col;
            break;
    }
}

/* -1 no tile, 0 floor, 1 wall (outside the map is wall) */
static int ref_kind(const Ref *r, int depth, int col) {
    int x, y;
    ref_xy(r, depth, col, &x, &y);
    if (x < 0 || y < 0 || x >= r->m->w || y >= r->m->h) return 1;
    return r->m->t[y * MAXS + x] ? 0 : 1;
}

static void ref_reveal(const Ref *r, int depth, int col) {
    int x, y;
    ref_xy(r, depth, col, &x, &y);
    if (x >= 0 && y >= 0 && x < r->m->w && y < r->m->h) r->vis[y * MAXS + x] = 1;
}

/* Ford's scan(row), recursive, slopes sn/sd and en/ed. The tile range is found by searching
 * rather than by a formula: the first col with col >= depth*start - 1/2 and the last with
 * col <= depth*end + 1/2 ... exclusive of the ties as Ford's round_ties_up/down are. */
static void ref_scan(const Ref *r, int depth, int sn, int sd, int en, int ed) {
    if (depth > 2 * MAXS) return;
    int lo = -depth - 1, hi = depth + 1;
    /* round_ties_up(depth*s): smallest c with c + 1/2 > depth*s, i.e. (2c + 1) sd > 2 depth sn */
    while ((2 * lo + 1) * sd <= 2 * depth * sn) lo++;
    /* round_ties_down(depth*e): largest c with c - 1/2 < depth*e */
    while ((2 * hi - 1) * ed >= 2 * depth * en) hi--;
    int prev = -1;
    for (int c = lo; c <= hi; c++) {
        int k = ref_kind(r, depth, c);
        bool symmetric = c * sd >= depth * sn && c * ed <= depth * en;
        if (k == 1 || symmetric) ref_reveal(r, depth, c);
        if (prev == 1 && k == 0) sn = 2 * c - 1, sd = 2 * depth;
        if (prev == 0 && k == 1) ref_scan(r, depth + 1, sn, sd, 2 * c - 1, 2 * depth);
        prev = k;
    }
    if (prev == 0) ref_scan(r, depth + 1, sn, sd, en, ed);
}

static void ref_fov(const Map *m, int ox, int oy, int radius, uint8_t *vis) {
    memset(vis, 0, MAXS * MAXS);
    vis[oy * MAXS + ox] = 1;
    for (int q = 0; q < 4; q++) {
        Ref r = {m, ox, oy, q, vis};
        ref_scan(&r, 1, -1, 1, 1, 1);
    }
    if (radius > 0)
        for (int y = 0; y < m->h; y++)
            for (int x = 0; x < m->w; x++)
                if ((x - ox) * (x - ox) + (y - oy) * (y - oy) > radius * radius)
                    vis[y * MAXS + x] = 0;
}

static void assert_same_in_map(const Map *m, const uint8_t *a, const uint8_t *b) {
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (a[y * MAXS + x] != b[y * MAXS + x])
                fail_msg("differs at (%d, %d): %d vs %d", x, y, a[y * MAXS + x], b[y * MAXS + x]);
}

/* Guards against the row-by-row rewrite (breadth-first, clipped to the map and the radius)
 * drifting from Ford's recursive algorithm: any rounding, clipping or slope-update slip shows
 * as a differing tile on some of these maps. */
static void test_matches_reference_on_random_maps(void **state) {
    (void)state;
    rng_state = 1;
    uint8_t ours[MAXS * MAXS], ref[MAXS * MAXS];
    const int radii[] = {0, 1, 2, 3, 5, 6, 8, 12, 40};
    for (int i = 0; i < 3000; i++) {
        Map m;
        random_map(&m, 1 + (int)rnd(MAXS), 1 + (int)rnd(MAXS), (int)rnd(60));
        int ox = (int)rnd((uint32_t)m.w), oy = (int)rnd((uint32_t)m.h);
        int r = radii[rnd(sizeof radii / sizeof radii[0])];
        fov(&m, ox, oy, r, ours);
        ref_fov(&m, ox, oy, r, ref);
        assert_same_in_map(&m, ours, ref);
    }
}

/* Guards against losing Ford's is_symmetric test (or rounding a slope): then a floor tile can
 * see another that cannot see it back ("I can see it but it cannot hit me"). */
static void test_symmetry_between_floor_tiles(void **state) {
    (void)state;
    rng_state = 2;
    static uint8_t vis[MAXS * MAXS][MAXS * MAXS];
    for (int i = 0; i < 1500; i++) {
        Map m;
        random_map(&m, 1 + (int)rnd(16), 1 + (int)rnd(16), 10 + (int)rnd(40));
        int r = (int)rnd(3) == 0 ? 0 : 2 + (int)rnd(8);
        for (int y = 0; y < m.h; y++)
            for (int x = 0; x < m.w; x++)
                if (m.t[y * MAXS + x]) fov(&m, x, y, r, vis[y * MAXS + x]);
        for (int a = 0; a < m.h * MAXS; a++) {
            if (a % MAXS >= m.w || !m.t[a]) continue;
            for (int b = 0; b < m.h * MAXS; b++) {
                if (b % MAXS >= m.w || !m.t[b]) continue;
                if (vis[a][b] != vis[b][a])
                    fail_msg("map %d: (%d,%d) sees (%d,%d): %d, back: %d", i, a % MAXS, a / MAXS,
                             b % MAXS, b / MAXS, vis[a][b], vis[b][a]);
            }
        }
    }
}

/* Guards against walls being lit only where their centre is (expansive walls): in a convex
 * room every wall tile of the room, corners included, is seen from every floor tile inside. */
static void test_expansive_walls_and_lit_corners(void **state) {
    (void)state;
    uint8_t vis[MAXS * MAXS];
    for (int w = 3; w <= 12; w += 3)
        for (int h = 3; h <= 9; h += 2) {
            Map m = {w + 2, h + 2, {0}};
            for (int y = 1; y <= h; y++)
                for (int x = 1; x <= w; x++) m.t[y * MAXS + x] = 1;
            for (int oy = 1; oy <= h; oy++)
                for (int ox = 1; ox <= w; ox++) {
                    fov(&m, ox, oy, 0, vis);
                    for (int y = 0; y < m.h; y++)
                        for (int x = 0; x < m.w; x++)
                            if (!vis[y * MAXS + x])
                                fail_msg("room %dx%d from (%d,%d): (%d,%d) unseen", w, h, ox, oy, x,
                                         y);
                }
        }
}

/* Guards against square walls (instead of Ford's diamonds): they hide the corridor tile just
 * around a bend, so a player who cuts the corner steps next to something they could not see.
 * The bend is checked in all eight orientations. */
static void test_no_blind_corners(void **state) {
    (void)state;
    /* @ at (1,1); the corridor goes east to (2,1) then south: (2,2), (2,3), (2,4). */
    const char *rows[] = {"#####", "#@.##", "##.##", "##.##", "##.##", "#####", NULL};
    Map base;
    int ox, oy;
    text_map(&base, rows, &ox, &oy);
    for (int o = 0; o < 8; o++) {
        Map m = {0};
        m.w = (o & 4) ? base.h : base.w;
        m.h = (o & 4) ? base.w : base.h;
        int px = 0, py = 0, qx = 0, qy = 0;
        for (int y = 0; y < base.h; y++)
            for (int x = 0; x < base.w; x++) {
                int tx = (o & 1) ? base.w - 1 - x : x, ty = (o & 2) ? base.h - 1 - y : y;
                if (o & 4) {
                    int t = tx;
                    tx = ty;
                    ty = t;
                }
                m.t[ty * MAXS + tx] = base.t[y * MAXS + x];
                if (x == ox && y == oy) px = tx, py = ty;
                if (x == 2 && y == 3) qx = tx, qy = ty;
            }
        uint8_t vis[MAXS * MAXS];
        fov(&m, px, py, 0, vis);
        assert_true(vis[qy * MAXS + qx]);
    }
}

/* Guards against a pillar casting a shadow that stays one tile wide (or none): the shadow of a
 * lone pillar in the open widens with distance, and never covers the tiles beside the pillar. */
static void test_pillar_shadow_expands(void **state) {
    (void)state;
    Map m = {21, 21, {0}};
    memset(m.t, 1, sizeof m.t);
    m.t[10 * MAXS + 12] = 0; /* pillar two east of the origin at (10,10) */
    uint8_t vis[MAXS * MAXS];
    fov(&m, 10, 10, 0, vis);
    assert_true(vis[10 * MAXS + 12]);  /* the pillar itself */
    assert_false(vis[10 * MAXS + 13]); /* straight behind it */
    assert_true(vis[9 * MAXS + 12]);   /* beside it */
    assert_true(vis[11 * MAXS + 12]);
    int width_near = 0, width_far = 0;
    for (int y = 0; y < 21; y++) {
        width_near += !vis[y * MAXS + 14];
        width_far += !vis[y * MAXS + 20];
    }
    assert_true(width_near >= 1);
    assert_true(width_far > width_near);
}

/* Guards against reading the origin's own tile as a blocker: an observer standing on an opaque
 * tile (a door closing on it, a wall-walker) still sees as from a floor tile, and sees itself. */
static void test_origin_on_wall(void **state) {
    (void)state;
    rng_state = 3;
    uint8_t on_wall[MAXS * MAXS], on_floor[MAXS * MAXS];
    for (int i = 0; i < 200; i++) {
        Map m;
        random_map(&m, 2 + (int)rnd(20), 2 + (int)rnd(20), 30);
        int ox = (int)rnd((uint32_t)m.w), oy = (int)rnd((uint32_t)m.h);
        m.t[oy * MAXS + ox] = 0;
        fov(&m, ox, oy, 0, on_wall);
        m.t[oy * MAXS + ox] = 1;
        fov(&m, ox, oy, 0, on_floor);
        assert_true(on_wall[oy * MAXS + ox]);
        assert_same_in_map(&m, on_wall, on_floor);
    }
}

/* Guards against reading outside the map (ASan catches the read) and against treating the map's
 * edge as open: in an open map the tiles along every edge are seen from anywhere, and a map
 * whose origin sits in a corner sees the whole open map. Bytes past the width in the stride are
 * never written. */
static void test_map_edges(void **state) {
    (void)state;
    Map m = {MAXS - 4, MAXS - 6, {0}};
    for (int y = 0; y < m.h; y++)
        for (int x = 0; x < m.w; x++) m.t[y * MAXS + x] = 1;
    const int corners[4][2] = {{0, 0}, {MAXS - 5, 0}, {0, MAXS - 7}, {MAXS - 5, MAXS - 7}};
    for (int c = 0; c < 4; c++) {
        uint8_t vis[MAXS * MAXS];
        fov(&m, corners[c][0], corners[c][1], 0, vis);
        for (int y = 0; y < MAXS; y++)
            for (int x = 0; x < MAXS; x++) {
                if (x < m.w && y < m.h)
                    assert_int_equal(vis[y * MAXS + x], 1);
                else if (y < m.h)
                    assert_int_equal(vis[y * MAXS + x], 7); /* stride padding */
            }
    }
}

/* Guards against degenerate shapes: a 1xN or Nx1 map is a corridor, seen whole when open and
 * up to the first wall (included) each way when not. */
static void test_one_by_n_maps(void **state) {
    (void)state;
    for (int n = 1; n <= MAXS; n++) {
        for (int vertical = 0; vertical < 2; vertical++) {
            Map m = {vertical ? 1 : n, vertical ? n : 1, {0}};
            int wall = n / 2 + 2;
            for (int i = 0; i < n; i++) {
                int at = vertical ? i * MAXS : i;
                m.t[at] = i != wall;
            }
            uint8_t vis[MAXS * MAXS];
            fov(&m, 0, 0, 0, vis);
            for (int i = 0; i < n; i++) {
                int at = vertical ? i * MAXS : i;
                assert_int_equal(vis[at], i <= wall);
            }
        }
    }
}

/* Guards against the radius rule drifting from the documented one (dx*dx + dy*dy <= r*r) or
 * against rows beyond the radius being scanned and lit: in the open, radius r lights exactly
 * the disc. */
static void test_radius_limit(void **state) {
    (void)state;
    Map m = {MAXS, MAXS, {0}};
    memset(m.t, 1, sizeof m.t);
    for (int r = 1; r <= 12; r++) {
        uint8_t vis[MAXS * MAXS];
        fov(&m, 11, 12, r, vis);
        for (int y = 0; y < MAXS; y++)
            for (int x = 0; x < MAXS; x++) {
                int d2 = (x - 11) * (x - 11) + (y - 12) * (y - 12);
                assert_int_equal(vis[y * MAXS + x], d2 <= r * r);
            }
    }
}

/* Pinned small cases, drawn as text ('v' must be visible, 'n' must not; '@' the observer).
 * Guards against specific regressions of the slope arithmetic. */
static void check_drawing(const char *const *rows) {
    Map m;
    int ox, oy;
    text_map(&m, rows, &ox, &oy);
    uint8_t vis[MAXS * MAXS];
    fov(&m, ox, oy, 0, vis);
    for (int y = 0; y < m.h; y++)
        for (int x = 0; x < m.w; x++) {
            if (rows[y][x] == 'v' && !vis[y * MAXS + x]) fail_msg("(%d,%d) should be seen", x, y);
            if (rows[y][x] == 'n' && vis[y * MAXS + x]) fail_msg("(%d,%d) should be hidden", x, y);
        }
}

static void test_pinned_cases(void **state) {
    (void)state;
    /* A wall seen through a one-tile gap: the door's jambs are lit; what lies straight behind
     * the gap is seen, what lies behind the jambs is not. */
    const char *gap[] = {"nnn#v#nnn", "nnn#v#nnn", "####v####", ".........", "....@....", NULL};
    check_drawing(gap);
    /* Looking along a wall: every tile of a straight wall one row away is lit (the diamond
     * model), including far along it; the row behind the wall is not. */
    const char *along[] = {"nnnnnnnnnnnn", "############", "@...........", NULL};
    check_drawing(along);
    /* Diagonal gaps: light passes between two walls that touch only at their corners (floor
     * tiles are points, and the diamonds leave the diagonal open). */
    const char *diagonal[] = {"@#...", "#v...", "..v..", "...v.", "....v", NULL};
    check_drawing(diagonal);
}

/* ------------------------------------------------------------ DISC and RECT against the modes */

/* Guards against UG_FOV_DISC differing from classic's sight (Math.hypot(dx, dy) <= 6, walls
 * ignored, clipped to the map, cleared first) on real classic games, move after move. */
static void test_disc_equals_classic_sight(void **state) {
    (void)state;
    rng_state = 4;
    static uint8_t vis[UG_MAP_MAX_H * UG_MAP_MAX_W];
    for (int seed = 1; seed <= 30; seed++) {
        char text[16];
        snprintf(text, sizeof text, "%d", seed);
        UgGameParams p = {UG_MODE_CLASSIC, text};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&p, &g), UG_OK);
        for (int turn = 0; turn < 200 && g->status == UG_STATUS_PLAYING; turn++) {
            UgFovMap fm = {g->width, g->height, NULL, UG_MAP_MAX_W};
            memset(vis, 9, sizeof vis);
            assert_int_equal(ug_fov_compute(&fm, g->player.x, g->player.y, ug_game_sight_radius(g),
                                            UG_FOV_DISC, vis),
                             UG_OK);
            /* Both against the original's rule itself (Math.hypot(dx, dy) <= 6), which the game
             * now computes through this module. */
            for (int y = 0; y < g->height; y++)
                for (int x = 0; x < g->width; x++) {
                    int dx = x - g->player.x, dy = y - g->player.y;
                    int want = dx * dx + dy * dy <= 36;
                    assert_int_equal(vis[y * UG_MAP_MAX_W + x], want);
                    assert_int_equal(g->visible[y][x], want);
                }
            ug_game_act(g, ug_action_move((int)rnd(3) - 1, (int)rnd(3) - 1), NULL);
        }
        ug_game_free(g);
    }
}

/* Guards against ug_fov_rect differing from simple's sight (the room with its walls, or the 3x3
 * around the player in corridors, clipped to the map, cleared first) on real simple games played
 * by the explore bot. */
static void test_rect_equals_simple_sight(void **state) {
    (void)state;
    static uint8_t vis[UG_MAP_MAX_H * UG_MAP_MAX_W];
    int in_rooms = 0, in_corridors = 0;
    for (int seed = 1; seed <= 8; seed++) {
        char text[16];
        snprintf(text, sizeof text, "s%d", seed);
        UgGameParams p = {UG_MODE_SIMPLE, text};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&p, &g), UG_OK);
        UgBot bot; /* the explore bot walks the corridors between rooms */
        ug_bot_init(&bot, UG_BOT_EXPLORE, (uint64_t)seed);
        for (int turn = 0; turn < 300 && g->status == UG_STATUS_PLAYING; turn++) {
            int px = g->player.x, py = g->player.y;
            int x1 = px - 1, y1 = py - 1, x2 = px + 1, y2 = py + 1;
            if (ug_simple_state(g)->room >= 0) {
                const UgSimpleRoom *r = &ug_simple_state(g)->rooms[ug_simple_state(g)->room];
                x1 = r->x1 - 1, y1 = r->y1 - 1, x2 = r->x2 + 1, y2 = r->y2 + 1;
                in_rooms++;
            } else {
                in_corridors++;
            }
            memset(vis, 9, sizeof vis);
            assert_int_equal(ug_fov_rect(g->width, g->height, UG_MAP_MAX_W, x1, y1, x2, y2, vis),
                             UG_OK);
            /* Both against the article's rule itself (the rectangle, clipped), which the game now
             * computes through this module. */
            for (int y = 0; y < g->height; y++)
                for (int x = 0; x < g->width; x++) {
                    int want = x >= x1 && x <= x2 && y >= y1 && y <= y2;
                    assert_int_equal(vis[y * UG_MAP_MAX_W + x], want);
                    assert_int_equal(g->visible[y][x], want);
                }
            ug_game_act(g, ug_bot_next(&bot, g), NULL);
        }
        ug_game_free(g);
    }
    assert_true(in_rooms > 0 && in_corridors > 0); /* both kinds of sight were compared */
}

/* Guards against the rectangle's clipping: partly or wholly outside rectangles, empty ones. */
static void test_rect_clipping(void **state) {
    (void)state;
    uint8_t vis[4 * 6];
    assert_int_equal(ug_fov_rect(5, 4, 6, -3, -2, 1, 0, vis), UG_OK);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 5; x++) assert_int_equal(vis[y * 6 + x], x <= 1 && y == 0);
    assert_int_equal(ug_fov_rect(5, 4, 6, 7, 1, 9, 2, vis), UG_OK);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 5; x++) assert_int_equal(vis[y * 6 + x], 0);
    assert_int_equal(ug_fov_rect(5, 4, 6, 3, 1, 2, 2, vis), UG_OK); /* x1 > x2: empty */
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 5; x++) assert_int_equal(vis[y * 6 + x], 0);
    assert_int_equal(ug_fov_rect(5, 4, 4, 0, 0, 1, 1, vis), UG_ERR_ARGUMENT);
}

/* Guards against bad arguments being accepted (and then read out of bounds). */
static void test_arguments(void **state) {
    (void)state;
    uint8_t t[4] = {1, 1, 1, 1}, vis[4];
    UgFovMap m = {2, 2, t, 2};
    assert_int_equal(ug_fov_compute(&m, 2, 0, 0, UG_FOV_SYMMETRIC, vis), UG_ERR_ARGUMENT);
    assert_int_equal(ug_fov_compute(&m, 0, -1, 0, UG_FOV_SYMMETRIC, vis), UG_ERR_ARGUMENT);
    assert_int_equal(ug_fov_compute(NULL, 0, 0, 0, UG_FOV_SYMMETRIC, vis), UG_ERR_ARGUMENT);
    assert_int_equal(ug_fov_compute(&m, 0, 0, 0, (UgFovAlgo)7, vis), UG_ERR_ARGUMENT);
    UgFovMap no_t = {2, 2, NULL, 2};
    assert_int_equal(ug_fov_compute(&no_t, 0, 0, 0, UG_FOV_SYMMETRIC, vis), UG_ERR_ARGUMENT);
    assert_int_equal(ug_fov_compute(&no_t, 0, 0, 0, UG_FOV_DISC, vis), UG_OK);
}

/* Guards against the scratch buffers of big maps (above UG_FOV_MAX_SIDE_ON_STACK, allocated)
 * and the segment bound): on a big open map with scattered pillars, sight between a few far
 * apart points is still symmetric, and ASan sees no overflow. */
static void test_big_map(void **state) {
    (void)state;
    enum { N = 700 };
    uint8_t *t = malloc(N * N), *vis = malloc(N * N);
    assert_non_null(t);
    assert_non_null(vis);
    rng_state = 6;
    for (int i = 0; i < N * N; i++) t[i] = rnd(100) >= 8;
    UgFovMap m = {N, N, t, N};
    int pts[3][2] = {{350, 350}, {10, 690}, {600, 20}};
    for (int i = 0; i < 3; i++) t[pts[i][1] * N + pts[i][0]] = 1;
    for (int i = 0; i < 3; i++) {
        assert_int_equal(ug_fov_compute(&m, pts[i][0], pts[i][1], 0, UG_FOV_SYMMETRIC, vis), UG_OK);
        for (int j = 0; j < 3; j++) {
            uint8_t ij = vis[pts[j][1] * N + pts[j][0]];
            uint8_t *back = malloc(N * N);
            assert_non_null(back);
            assert_int_equal(ug_fov_compute(&m, pts[j][0], pts[j][1], 0, UG_FOV_SYMMETRIC, back),
                             UG_OK);
            assert_int_equal(ij, back[pts[i][1] * N + pts[i][0]]);
            free(back);
        }
    }
    free(t);
    free(vis);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_matches_reference_on_random_maps),
        cmocka_unit_test(test_symmetry_between_floor_tiles),
        cmocka_unit_test(test_expansive_walls_and_lit_corners),
        cmocka_unit_test(test_no_blind_corners),
        cmocka_unit_test(test_pillar_shadow_expands),
        cmocka_unit_test(test_origin_on_wall),
        cmocka_unit_test(test_map_edges),
        cmocka_unit_test(test_one_by_n_maps),
        cmocka_unit_test(test_radius_limit),
        cmocka_unit_test(test_pinned_cases),
        cmocka_unit_test(test_disc_equals_classic_sight),
        cmocka_unit_test(test_rect_equals_simple_sight),
        cmocka_unit_test(test_rect_clipping),
        cmocka_unit_test(test_arguments),
        cmocka_unit_test(test_big_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
