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

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(maps_match_rot_at_every_stage),
        cmocka_unit_test(connect_leaves_one_region),
        cmocka_unit_test(oversized_maps_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
