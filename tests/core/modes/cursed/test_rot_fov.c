/* ROT.FOV.PreciseShadowcasting against the original's bundled rot.min.js
 * (tests/fixtures/cursed/rot/fov.txt): the reported cells in order, with the bits of each
 * visibility value, on connected cellular maps, an open map and a pillar grid, for origins on
 * floors, walls and corners and radii 1, 3, 5 and 12. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
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

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(visible_cells_match_rot_in_order),
        cmocka_unit_test(list_matches_compute),
        cmocka_unit_test(wall_origin_reports_only_itself),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
