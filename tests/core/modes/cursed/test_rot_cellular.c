/* ROT.Map.Cellular against the maps the original's bundled rot.min.js builds
 * (tests/fixtures/cursed/rot/cellular.txt): after randomize(0.5), after each of five create()
 * and after connect, with the next draw showing that each stage drew as many numbers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "cursed_fixture.h"
#include "modes/cursed/rot_cellular.h"

static UgRotCellular cell; /* too big for a comfortable stack frame; tests only */

static void assert_rows(const UgRotCellular *c, const char *rows) {
    for (int y = 0; y < c->height; y++) {
        for (int x = 0; x < c->width; x++) {
            char want = rows[y * (c->width + 1) + x];
            char got = ug_rot_cellular_get(c, x, y) ? '#' : '.';
            if (want != got) fail_msg("cell (%d, %d): want %c, got %c", x, y, want, got);
        }
    }
}

static int stage_steps(const char *stage) {
    if (strcmp(stage, "randomize") == 0) return 0;
    if (strncmp(stage, "create", 6) == 0) return atoi(stage + 6);
    return 6; /* connect */
}

/* Each fixture line: seed, size, stage, the map, the bits of the next draw. Guards the
 * randomize order (columns outer), the neighbour counting at the edges, and every draw and
 * tie-break of connect (0.6.5's row-major free-cell list). */
static void maps_match_rot_at_every_stage(void **state) {
    (void)state;
    char *text = cf_read_file("rot/cellular.txt");
    assert_non_null(text);
    char *cursor = text, *line;
    int checked = 0, connected = 0;
    while ((line = cf_next_line(&cursor))) {
        if (strcmp(cf_next_token(&line), "cellular") != 0) continue;
        double seed = cf_bits_to_double(cf_next_token(&line));
        int w = atoi(cf_next_token(&line)), h = atoi(cf_next_token(&line));
        int steps = stage_steps(cf_next_token(&line));
        const char *rows = cf_next_token(&line);
        uint64_t next = strtoull(cf_next_token(&line), NULL, 16);

        UgRotRng rng;
        ug_rot_rng_seed(&rng, seed);
        assert_int_equal(ug_rot_cellular_init(&cell, w, h), 0);
        ug_rot_cellular_randomize(&cell, &rng, 0.5);
        for (int i = 0; i < steps && i < 5; i++) ug_rot_cellular_create(&cell);
        if (steps == 6) {
            ug_rot_cellular_connect(&cell, &rng);
            connected++;
        }
        assert_rows(&cell, rows);
        assert_true(cf_double_bits(ug_rot_rng_uniform(&rng)) == next);
        checked++;
    }
    free(text);
    assert_true(checked >= 80);
    assert_true(connected >= 12);
}

/* After connect every 0-cell is in one 4-connected region (the point of connect). */
static void connect_leaves_one_region(void **state) {
    (void)state;
    static int16_t queue[UG_ROT_CELLULAR_MAX_CELLS];
    static uint8_t seen[UG_ROT_CELLULAR_MAX_CELLS];
    for (uint64_t s = 1; s <= 300; s++) {
        UgRotRng rng;
        ug_rot_rng_seed_int(&rng, s * 7919);
        ug_rot_cellular_init(&cell, 52, 16);
        ug_rot_cellular_randomize(&cell, &rng, 0.5);
        for (int i = 0; i < 5; i++) ug_rot_cellular_create(&cell);
        ug_rot_cellular_connect(&cell, &rng);
        int floors = 0, first = -1;
        for (int i = 0; i < 52 * 16; i++) {
            if (cell.cells[i] == 0) {
                floors++;
                if (first < 0) first = i;
            }
        }
        if (floors == 0) continue;
        memset(seen, 0, sizeof seen);
        int len = 0, reached = 0;
        queue[len++] = (int16_t)first;
        seen[first] = 1;
        for (int head = 0; head < len; head++) {
            int x = queue[head] % 52, y = queue[head] / 52;
            reached++;
            const int nb[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
            for (int d = 0; d < 4; d++) {
                int nx = nb[d][0], ny = nb[d][1];
                if (nx < 0 || ny < 0 || nx >= 52 || ny >= 16) continue;
                int i = ny * 52 + nx;
                if (cell.cells[i] == 0 && !seen[i]) {
                    seen[i] = 1;
                    queue[len++] = (int16_t)i;
                }
            }
        }
        assert_int_equal(reached, floors);
    }
}

/* Sizes beyond the struct's capacity are refused, not overrun. */
static void oversized_maps_are_refused(void **state) {
    (void)state;
    assert_int_equal(ug_rot_cellular_init(&cell, 0, 16), -1);
    assert_int_equal(ug_rot_cellular_init(&cell, 52, 0), -1);
    assert_int_equal(ug_rot_cellular_init(&cell, 64, 33), -1);
    assert_int_equal(ug_rot_cellular_init(&cell, 64, 32), 0);
}

/* A plain step straight from the rule (8 neighbours, outside the map dead), independent of the
 * library's two implementations. */
static void reference_step(const uint8_t *cells, uint8_t *out, int w, int h, unsigned born,
                           unsigned survive) {
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            int n = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if ((dx || dy) && nx >= 0 && ny >= 0 && nx < w && ny < h) {
                        n += cells[ny * w + nx] != 0;
                    }
                }
            }
            out[y * w + x] = ((cells[y * w + x] ? survive : born) >> n) & 1u;
        }
    }
}

static uint64_t xorshift(uint64_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* The 64-bit mask step (maps up to 64 x 128) and the plain one against the reference, over
 * thousands of random grids of many sizes (the edges and the 8-column chunks included), random
 * densities, one to five steps, the default rules and random ones. */
static void mask_step_matches_the_plain_step(void **state) {
    (void)state;
    static const int sizes[][2] = {{52, 16}, {1, 1},    {1, 7},    {7, 1},   {2, 2},    {8, 8},
                                   {9, 3},   {63, 5},   {64, 32},  {64, 1},  {13, 9},   {20, 10},
                                   {30, 12}, {16, 128}, {15, 129}, {65, 31}, {100, 20}, {2048, 1}};
    static uint8_t start[UG_ROT_CELLULAR_MAX_CELLS], want[UG_ROT_CELLULAR_MAX_CELLS],
        tmp[UG_ROT_CELLULAR_MAX_CELLS];
    static UgRotCellular plain;
    uint64_t seed = 0x9e3779b97f4a7c15u;
    int grids = 0;
    for (int round = 0; round < 300; round++) {
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            const int w = sizes[k][0], h = sizes[k][1];
            assert_int_equal(ug_rot_cellular_init(&cell, w, h), 0);
            if (round % 3 == 1) { /* random rules, kept for both */
                cell.born = (unsigned)(xorshift(&seed) & 0x1ffu);
                cell.survive = (unsigned)(xorshift(&seed) & 0x1ffu);
            }
            const uint64_t density = xorshift(&seed) % 101;
            for (int i = 0; i < w * h; i++) start[i] = xorshift(&seed) % 100 < density;
            const int steps = 1 + round % 5;
            memcpy(cell.cells, start, (size_t)(w * h));
            plain = cell;
            memcpy(want, start, (size_t)(w * h));
            for (int i = 0; i < steps; i++) {
                reference_step(want, tmp, w, h, cell.born, cell.survive);
                memcpy(want, tmp, (size_t)(w * h));
            }
            if (round % 2) {
                ug_rot_cellular_create_steps(&cell, steps);
            } else {
                for (int i = 0; i < steps; i++) ug_rot_cellular_create(&cell);
            }
            for (int i = 0; i < steps; i++) ug_rot_cellular_create_plain(&plain);
            assert_memory_equal(cell.cells, want, (size_t)(w * h));
            assert_memory_equal(plain.cells, want, (size_t)(w * h));
            grids++;
        }
    }
    assert_true(grids >= 5000);
}

/* connect as a reference: rot.js's _getFromTo/_findConnected/_tunnelToConnected written
 * straight on (x, y) and plain arrays (the form the library had before its walled-grid
 * version), to hold the fast one to the same draws and cells on maps of every shape. */
static struct {
    int w, h;
    uint8_t *cells;
    uint8_t in_n[UG_ROT_CELLULAR_MAX_CELLS], in_c[UG_ROT_CELLULAR_MAX_CELLS],
        in_r[UG_ROT_CELLULAR_MAX_CELLS];
    int n_order[UG_ROT_CELLULAR_MAX_CELLS], n_keys[UG_ROT_CELLULAR_MAX_CELLS];
    int c_order[UG_ROT_CELLULAR_MAX_CELLS], r_order[UG_ROT_CELLULAR_MAX_CELLS];
    int n_len, n_alive, c_len;
} ref;

static void ref_n_delete(int i) {
    if (ref.in_n[i]) {
        ref.in_n[i] = 0;
        ref.n_alive--;
    }
}

static int ref_flood(uint8_t *member, int *order, int len, int keep_n) {
    for (int head = 0; head < len; head++) {
        int x = order[head] % ref.w, y = order[head] / ref.w;
        const int nb[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
        for (int d = 0; d < 4; d++) {
            int nx = nb[d][0], ny = nb[d][1];
            if (nx < 0 || ny < 0 || nx >= ref.w || ny >= ref.h) continue;
            int i = ny * ref.w + nx;
            if (ref.cells[i] != 0 || member[i]) continue;
            member[i] = 1;
            if (!keep_n) ref_n_delete(i);
            order[len++] = i;
        }
    }
    return len;
}

static int ref_dist2(int a, int b) {
    int dx = a % ref.w - b % ref.w, dy = a / ref.w - b / ref.w;
    return dx * dx + dy * dy;
}

static int ref_closest(int to, const int *keys, int len) {
    int best = -1, best_d = 0;
    for (int i = 0; i < len; i++) {
        int d = ref_dist2(keys[i], to);
        if (best < 0 || d < best_d) {
            best = keys[i];
            best_d = d;
        }
    }
    return best;
}

static void ref_dig(int x, int y) {
    int i = y * ref.w + x;
    ref.cells[i] = 0;
    if (!ref.in_c[i]) {
        ref.in_c[i] = 1;
        ref.c_order[ref.c_len++] = i;
    }
    ref_n_delete(i);
}

static void ref_connect(uint8_t *cells, int w, int h, UgRotRng *rng) {
    ref.w = w;
    ref.h = h;
    ref.cells = cells;
    memset(ref.in_n, 0, sizeof ref.in_n);
    memset(ref.in_c, 0, sizeof ref.in_c);
    ref.n_len = ref.c_len = 0;
    for (int i = 0; i < w * h; i++) {
        if (cells[i] == 0) {
            ref.n_order[ref.n_len++] = i;
            ref.in_n[i] = 1;
        }
    }
    ref.n_alive = ref.n_len;
    if (ref.n_len == 0) return;
    int start = ref.n_order[ug_rot_rng_int(rng, 0, ref.n_len - 1)];
    ref.in_c[start] = 1;
    ref.c_order[ref.c_len++] = start;
    ref_n_delete(start);
    ref.c_len = ref_flood(ref.in_c, ref.c_order, ref.c_len, 0);
    while (ref.n_alive > 0) {
        int nk = 0, from = -1, to = -1;
        for (int i = 0; i < ref.n_len; i++) {
            if (ref.in_n[ref.n_order[i]]) ref.n_keys[nk++] = ref.n_order[i];
        }
        for (int tries = 0; tries < 5; tries++) {
            if (ref.c_len < nk) {
                to = ref.c_order[ug_rot_rng_int(rng, 0, ref.c_len - 1)];
                from = ref_closest(to, ref.n_keys, nk);
            } else {
                from = ref.n_keys[ug_rot_rng_int(rng, 0, nk - 1)];
                to = ref_closest(from, ref.c_order, ref.c_len);
            }
            if (ref_dist2(from, to) < 64) break;
        }
        memset(ref.in_r, 0, sizeof ref.in_r);
        ref.r_order[0] = from;
        ref.in_r[from] = 1;
        int r_len = ref_flood(ref.in_r, ref.r_order, 1, 1);
        int fx = from % w, fy = from / w, tx = to % w, ty = to / w;
        int px = fx < tx ? fx : tx, py = fx < tx ? fy : ty, qx = fx < tx ? tx : fx;
        for (int x = px; x <= qx; x++) ref_dig(x, py);
        for (int y = (fy < ty ? fy : ty); y < (fy < ty ? ty : fy); y++) ref_dig(qx, y);
        for (int i = 0; i < r_len; i++) ref_dig(ref.r_order[i] % w, ref.r_order[i] / w);
    }
}

/* The walled-grid connect against the reference: the same cells and the same stream after it,
 * on thousands of random maps (52 x 16 as the game builds them, and many other shapes and
 * densities, among them one-row and one-column maps, many small regions and no floor at all). */
static void connect_matches_the_reference(void **state) {
    (void)state;
    static const int sizes[][2] = {{52, 16},  {52, 16}, {52, 16},  {1, 1},    {1, 9},
                                   {9, 1},    {13, 9},  {20, 10},  {30, 12},  {64, 32},
                                   {100, 20}, {5, 300}, {2048, 1}, {1, 2048}, {45, 45}};
    static uint8_t want[UG_ROT_CELLULAR_MAX_CELLS];
    uint64_t seed = 0x2545f4914f6cdd1du;
    int maps = 0;
    for (int round = 0; round < 200; round++) {
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            const int w = sizes[k][0], h = sizes[k][1];
            UgRotRng rng, ref_rng;
            ug_rot_rng_seed_int(&rng, 1 + xorshift(&seed) % 4000000000u);
            assert_int_equal(ug_rot_cellular_init(&cell, w, h), 0);
            if (k < 3 || round % 2) { /* as the game builds them */
                ug_rot_cellular_randomize(&cell, &rng, k < 3 ? 0.5 : (double)(round % 10) / 10);
                ug_rot_cellular_create_steps(&cell, (int)(xorshift(&seed) % 6));
            } else { /* noise: many small regions */
                const uint64_t density = xorshift(&seed) % 101;
                for (int i = 0; i < w * h; i++) cell.cells[i] = xorshift(&seed) % 100 < density;
            }
            memcpy(want, cell.cells, (size_t)(w * h));
            ref_rng = rng;
            ug_rot_cellular_connect(&cell, &rng);
            ref_connect(want, w, h, &ref_rng);
            assert_memory_equal(cell.cells, want, (size_t)(w * h));
            assert_memory_equal(&rng, &ref_rng, sizeof rng);
            maps++;
        }
    }
    assert_true(maps >= 3000);
}

/* randomize (integer words against an integer limit) against `draw < probability` in
 * doubles, for probabilities at and around the edges, and the stream left where the doubles
 * leave it. */
static void randomize_matches_the_double_test(void **state) {
    (void)state;
    const double probabilities[] = {0.5,
                                    0,
                                    -0.25,
                                    1,
                                    1.5,
                                    0.1,
                                    0.3,
                                    0.7,
                                    0.999999999,
                                    4.9e-324,
                                    1e-300,
                                    2.3283064365386963e-10,
                                    0.5000000000000001,
                                    0.49999999999999994,
                                    0.25,
                                    0.75};
    for (size_t i = 0; i < sizeof probabilities / sizeof probabilities[0]; i++) {
        for (uint64_t seed = 1; seed <= 40; seed++) {
            UgRotRng rng, dbl;
            ug_rot_rng_seed_int(&rng, seed * 1000003u);
            dbl = rng;
            assert_int_equal(ug_rot_cellular_init(&cell, 52, 16), 0);
            ug_rot_cellular_randomize(&cell, &rng, probabilities[i]);
            for (int x = 0; x < 52; x++) {
                for (int y = 0; y < 16; y++) {
                    int want = ug_rot_rng_uniform(&dbl) < probabilities[i];
                    assert_int_equal(ug_rot_cellular_get(&cell, x, y), want);
                }
            }
            assert_memory_equal(&rng, &dbl, sizeof rng);
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(maps_match_rot_at_every_stage),
        cmocka_unit_test(connect_leaves_one_region),
        cmocka_unit_test(oversized_maps_are_refused),
        cmocka_unit_test(mask_step_matches_the_plain_step),
        cmocka_unit_test(connect_matches_the_reference),
        cmocka_unit_test(randomize_matches_the_double_test),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
