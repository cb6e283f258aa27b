/* ROT.FOV.PreciseShadowcasting against the original's bundled rot.min.js
 * (tests/fixtures/cursed/rot/fov.txt): the reported cells in order, with the bits of each
 * visibility value, on connected cellular maps, an open map and a pillar grid, for origins on
 * floors, walls and corners and radii 1, 3, 5 and 12. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <stdint.h>
#include <cmocka.h>

#include "cursed_fixture.h"
#include "modes/cursed/rot_fov.h"

#define MAX_MAPS 16

typedef struct Seen {
    int len;
    int x[1024], y[1024];
    double v[1024];
} Seen;

static void record(void *ctx, int x, int y, int r, double v) {
    (void)r;
    Seen *s = ctx;
    if (s->len < 1024) {
        s->x[s->len] = x;
        s->y[s->len] = y;
        s->v[s->len] = v;
    }
    s->len++;
}

/* Guards the ring walk's start and direction, the arc through 0 (evaluated in two halves),
 * the boundary search's equality rules and the early stop when the whole turn is in shadow. */
static void visible_cells_match_rot_in_order(void **state) {
    (void)state;
    static uint8_t maps[MAX_MAPS][64 * 64];
    static UgRotFovGrid grids[MAX_MAPS];
    static Seen seen;
    char *text = cf_read_file("rot/fov.txt");
    assert_non_null(text);
    char *cursor = text, *line;
    int checked = 0, cells = 0;
    while ((line = cf_next_line(&cursor))) {
        const char *kind = cf_next_token(&line);
        if (strcmp(kind, "fovmap") == 0) {
            int id = atoi(cf_next_token(&line));
            assert_true(id >= 0 && id < MAX_MAPS);
            int w = atoi(cf_next_token(&line)), h = atoi(cf_next_token(&line));
            const char *rows = cf_next_token(&line);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) maps[id][y * w + x] = rows[y * (w + 1) + x] == '.';
            }
            grids[id] = (UgRotFovGrid){maps[id], w, h};
        } else if (strcmp(kind, "fov") == 0) {
            int id = atoi(cf_next_token(&line));
            int x = atoi(cf_next_token(&line)), y = atoi(cf_next_token(&line));
            int r = atoi(cf_next_token(&line)), count = atoi(cf_next_token(&line));
            seen.len = 0;
            assert_int_equal(ug_rot_fov_compute(&grids[id], x, y, r, record, &seen), 0);
            assert_int_equal(seen.len, count);
            for (int i = 0; i < count; i++) {
                char *tok = cf_next_token(&line);
                int wx = (int)strtol(tok, &tok, 10);
                int wy = (int)strtol(tok + 1, &tok, 10);
                uint64_t wv = strtoull(tok + 1, NULL, 16);
                if (seen.x[i] != wx || seen.y[i] != wy || cf_double_bits(seen.v[i]) != wv) {
                    fail_msg("map %d from (%d,%d) r %d, cell %d: want %d,%d got %d,%d", id, x, y, r,
                             i, wx, wy, seen.x[i], seen.y[i]);
                }
            }
            checked++;
            cells += count;
        }
    }
    free(text);
    assert_true(checked >= 200);
    assert_true(cells >= 10000);
}

/* The list form reports what compute reports, and says how many when the buffer is short. */
static void list_matches_compute(void **state) {
    (void)state;
    static uint8_t open[10 * 10];
    memset(open, 1, sizeof open);
    UgRotFovGrid g = {open, 10, 10};
    int xs[200], ys[200];
    int n = ug_rot_fov_list(&g, 5, 5, 3, xs, ys, 200);
    assert_int_equal(n, 49); /* an open map: the whole 7 x 7 square */
    assert_int_equal(xs[0], 5);
    assert_int_equal(ys[0], 5);
    assert_int_equal(xs[1], 4); /* ring 1 starts at (cx - 1, cy + 1) */
    assert_int_equal(ys[1], 6);
    assert_int_equal(ug_rot_fov_list(&g, 5, 5, 3, xs, ys, 3), 49);
    assert_int_equal(ug_rot_fov_list(&g, 5, 5, UG_ROT_FOV_MAX_RADIUS + 1, xs, ys, 200), -1);
}

/* A wall origin reports only itself (rot.js stops when the origin blocks light). */
static void wall_origin_reports_only_itself(void **state) {
    (void)state;
    uint8_t cells[9] = {1, 1, 1, 1, 0, 1, 1, 1, 1};
    UgRotFovGrid g = {cells, 3, 3};
    int xs[50], ys[50];
    assert_int_equal(ug_rot_fov_list(&g, 1, 1, 5, xs, ys, 50), 1);
}

/* rot.js's shadowcasting as the library first wrote it (and as rot.js does): boundaries as
 * (numerator, denominator) pairs, cross-multiplied, scanned from each end. */
typedef struct Frac {
    int32_t n, d;
} Frac;

/* Every processed cell changes the list's length by at most +2 (+4 for the arc through 0). */
#define REF_MAX_SHADOWS                                                                            \
    (2 * 4 * UG_ROT_FOV_MAX_RADIUS * (UG_ROT_FOV_MAX_RADIUS + 1) + 4 * UG_ROT_FOV_MAX_RADIUS + 8)

typedef struct RefShadows {
    int len;
    Frac b[REF_MAX_SHADOWS];
} RefShadows;

/* Array.prototype.ref_splice(at, count, items...) for up to two items. */
static void ref_splice(RefShadows *s, int at, int count, const Frac *items, int k) {
    if (count < 0) count = 0;
    if (at + count > s->len) count = s->len - at;
    memmove(&s->b[at + k], &s->b[at + count], (size_t)(s->len - at - count) * sizeof(Frac));
    for (int i = 0; i < k; i++) s->b[at + i] = items[i];
    s->len += k - count;
}

/* a.n / a.d as a double quotient of two exact integers (as in rot.js). */
static double ref_ratio(int64_t num, int64_t den) {
    return (double)num / (double)den;
}

/* rot.js _checkVisibility(A, B, blocks, shadows). */
static double ref_check(Frac a, Frac b, int blocks, RefShadows *s) {
    if (a.n > b.n) { /* the arc that wraps through 0 */
        Frac one = {a.d, a.d}, zero = {0, 1};
        double v1 = ref_check(a, one, blocks, s);
        double v2 = ref_check(zero, b, blocks, s);
        return (v1 + v2) / 2;
    }
    int i1 = 0, eq_start = 0;
    for (; i1 < s->len; i1++) {
        int64_t diff = (int64_t)s->b[i1].n * a.d - (int64_t)a.n * s->b[i1].d;
        if (diff >= 0) {
            if (diff == 0 && !(i1 % 2)) eq_start = 1;
            break;
        }
    }
    int i2 = s->len, eq_end = 0;
    while (i2-- > 0) {
        int64_t diff = (int64_t)b.n * s->b[i2].d - (int64_t)s->b[i2].n * b.d;
        if (diff >= 0) {
            if (diff == 0 && (i2 % 2)) eq_end = 1;
            break;
        }
    }
    /* i2 is -1 when no boundary is <= B (the loop above leaves it there). */
    int visible = 1;
    if (i1 == i2 && (eq_start || eq_end)) {
        visible = 0;
    } else if (eq_start && eq_end && i1 + 1 == i2 && (i2 % 2)) {
        visible = 0;
    } else if (i1 > i2 && (i1 % 2)) {
        visible = 0;
    }
    if (!visible) return 0;

    int m = i2 - i1 + 1;
    double part;
    if (m % 2) {
        if (i1 % 2) {
            Frac l = s->b[i1];
            part = ref_ratio((int64_t)b.n * l.d - (int64_t)l.n * b.d, (int64_t)l.d * b.d);
            if (blocks) ref_splice(s, i1, m, &b, 1);
        } else {
            Frac l = s->b[i2];
            part = ref_ratio((int64_t)l.n * a.d - (int64_t)a.n * l.d, (int64_t)a.d * l.d);
            if (blocks) ref_splice(s, i1, m, &a, 1);
        }
    } else {
        if (i1 % 2) {
            Frac lo = s->b[i1], hi = s->b[i2];
            part = ref_ratio((int64_t)hi.n * lo.d - (int64_t)lo.n * hi.d, (int64_t)lo.d * hi.d);
            if (blocks) ref_splice(s, i1, m, NULL, 0);
        } else {
            if (blocks) {
                Frac ab[2] = {a, b};
                ref_splice(s, i1, m, ab, 2);
            }
            return 1;
        }
    }
    double arc = ref_ratio((int64_t)b.n * a.d - (int64_t)a.n * b.d, (int64_t)a.d * b.d);
    return part / arc;
}

static int ref_passes(const UgRotFovGrid *g, int x, int y) {
    return x >= 0 && y >= 0 && x < g->width && y < g->height && g->passes[y * g->width + x];
}

static void ref_compute(const UgRotFovGrid *grid, int cx, int cy, int radius, Seen *out) {
    record(out, cx, cy, 0, 1);
    if (!ref_passes(grid, cx, cy)) return;
    static RefShadows s;
    s.len = 0;
    static const int dirs[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    for (int r = 1; r <= radius; r++) {
        const int q = 8 * r;
        int x = cx - r, y = cy + r, t = 0;
        for (int d = 0; d < 4; d++) {
            for (int step = 0; step < 2 * r; step++, t++) {
                Frac a = {t ? 2 * t - 1 : 2 * q - 1, 2 * q};
                Frac b = {2 * t + 1, 2 * q};
                double v = ref_check(a, b, !ref_passes(grid, x, y), &s);
                if (v != 0) record(out, x, y, r, v);
                if (s.len == 2 && s.b[0].n == 0 && s.b[1].n == s.b[1].d) return;
                x += dirs[d][0];
                y += dirs[d][1];
            }
        }
    }
}

static uint64_t xorshift(uint64_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* The one-denominator, bisecting shadow list against rot.js's as written (fraction pairs,
 * cross-multiplied, scanned): the same cells in the same order with the same visibility bits,
 * on thousands of random maps and every radius up to UG_ROT_FOV_MAX_RADIUS (the fixtures stop
 * at 12), origins inside, on the edge and outside the map. */
static void shadow_list_matches_the_reference(void **state) {
    (void)state;
    static uint8_t map[64 * 40];
    static Seen got, want;
    uint64_t seed = 0x853c49e6748fea9bu;
    int runs = 0;
    for (int round = 0; round < 4000; round++) {
        const int w = 1 + (int)(xorshift(&seed) % 64), h = 1 + (int)(xorshift(&seed) % 40);
        const uint64_t density = xorshift(&seed) % 101;
        for (int i = 0; i < w * h; i++) map[i] = xorshift(&seed) % 100 >= density;
        UgRotFovGrid grid = {map, w, h};
        const int cx = (int)(xorshift(&seed) % (uint64_t)(w + 4)) - 2;
        const int cy = (int)(xorshift(&seed) % (uint64_t)(h + 4)) - 2;
        const int r = (int)(xorshift(&seed) % (UG_ROT_FOV_MAX_RADIUS + 1));
        got.len = want.len = 0;
        assert_int_equal(ug_rot_fov_compute(&grid, cx, cy, r, record, &got), 0);
        ref_compute(&grid, cx, cy, r, &want);
        assert_int_equal(got.len, want.len);
        for (int i = 0; i < got.len && i < 1024; i++) {
            assert_int_equal(got.x[i], want.x[i]);
            assert_int_equal(got.y[i], want.y[i]);
            assert_true(cf_double_bits(got.v[i]) == cf_double_bits(want.v[i]));
        }
        runs++;
    }
    assert_int_equal(runs, 4000);
}

typedef struct Passing {
    const UgRotFovGrid *grid;
    int n;
} Passing;

static void count_passing(void *ctx, int x, int y, int r, double v) {
    (void)r;
    (void)v;
    Passing *p = ctx;
    const UgRotFovGrid *g = p->grid;
    if (x >= 0 && y >= 0 && x < g->width && y < g->height && g->passes[y * g->width + x]) p->n++;
}

/* sees_at_least (which stops early and computes no values) against counting compute's
 * reports, for every threshold around the true count; and begin + extend in steps against one
 * compute, cell for cell. */
static void counting_and_steps_match_compute(void **state) {
    (void)state;
    static uint8_t map[64 * 40];
    static Seen got, want;
    uint64_t seed = 0xda3e39cb94b95bdbu;
    for (int round = 0; round < 3000; round++) {
        const int w = 1 + (int)(xorshift(&seed) % 64), h = 1 + (int)(xorshift(&seed) % 40);
        const uint64_t density = xorshift(&seed) % 101;
        for (int i = 0; i < w * h; i++) map[i] = xorshift(&seed) % 100 >= density;
        UgRotFovGrid grid = {map, w, h};
        const int cx = (int)(xorshift(&seed) % (uint64_t)(w + 4)) - 2;
        const int cy = (int)(xorshift(&seed) % (uint64_t)(h + 4)) - 2;
        const int r = (int)(xorshift(&seed) % (UG_ROT_FOV_MAX_RADIUS + 1));
        Passing p = {&grid, 0};
        assert_int_equal(ug_rot_fov_compute(&grid, cx, cy, r, count_passing, &p), 0);
        for (int enough = p.n - 3; enough <= p.n + 3; enough++) {
            assert_int_equal(ug_rot_fov_sees_at_least(&grid, cx, cy, r, enough), p.n >= enough);
        }
        assert_int_equal(
            ug_rot_fov_sees_at_least(&grid, cx, cy, r, 1 + (int)(xorshift(&seed) % 200)) >= 0, 1);

        got.len = want.len = 0;
        ug_rot_fov_compute(&grid, cx, cy, r, record, &want);
        UgRotFov f;
        ug_rot_fov_begin(&f, &grid, cx, cy, record, &got);
        for (int step = (int)(xorshift(&seed) % 6); step < r;
             step += 1 + (int)(xorshift(&seed) % 5)) {
            assert_int_equal(ug_rot_fov_extend(&f, &grid, step, record, &got), 0);
        }
        assert_int_equal(ug_rot_fov_extend(&f, &grid, r, record, &got), 0);
        assert_int_equal(ug_rot_fov_extend(&f, &grid, r - 1 < 0 ? 0 : r - 1, record, &got), 0);
        assert_int_equal(got.len, want.len);
        for (int i = 0; i < got.len && i < 1024; i++) {
            assert_int_equal(got.x[i], want.x[i]);
            assert_int_equal(got.y[i], want.y[i]);
            assert_true(cf_double_bits(got.v[i]) == cf_double_bits(want.v[i]));
        }
    }
    assert_int_equal(ug_rot_fov_sees_at_least(NULL, 0, 0, UG_ROT_FOV_MAX_RADIUS + 1, 1), -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(visible_cells_match_rot_in_order),
        cmocka_unit_test(list_matches_compute),
        cmocka_unit_test(wall_origin_reports_only_itself),
        cmocka_unit_test(shadow_list_matches_the_reference),
        cmocka_unit_test(counting_and_steps_match_compute),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
