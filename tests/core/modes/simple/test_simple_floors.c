/* simple's floors against the article's algorithm: tests/fixtures/simple/ was written by
 * tests/reference/simple.mjs (an independent port running in node, with node's SHA-256 and the
 * original's double arithmetic). Regenerate with
 *     node tests/reference/simple.mjs --fixtures tests/fixtures/simple
 * Also: the doubles of the rats' growth, and the invariants every floor keeps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cli.h"
#include "modes/simple/simple.h"

static char *read_all(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *grown = realloc(buf, 2 * cap + 1);
            if (!grown) free(buf);
            buf = grown;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf) buf[n] = '\0';
    *len = n;
    return buf;
}

/* The dump of a game, as `undergrid dump` writes it. */
static char *dump_of(const UgGame *g, size_t *len) {
    FILE *f = tmpfile();
    assert_non_null(f);
    ug_cli_write_dump(f, g);
    long n = ftell(f);
    rewind(f);
    char *buf = malloc((size_t)n + 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = '\0';
    fclose(f);
    *len = (size_t)n;
    return buf;
}

/* Guards against any difference between our generator and the article's: the exact dump of
 * every fixture (five seed texts, ASCII, Japanese, empty, quotes; floors 0, 1, 2, 5, 10; and
 * two explicit arrivals). */
static void floors_equal_reference(void **state) {
    (void)state;
    size_t len;
    char *index = read_all(UG_FIXTURES_DIR "/simple/index.tsv", &len);
    assert_non_null(index);
    int checked = 0;
    for (char *line = index, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = '\0';
        char *file = line, *floor_s = strchr(file, '\t');
        assert_non_null(floor_s);
        *floor_s++ = '\0';
        char *arrive_s = strchr(floor_s, '\t');
        assert_non_null(arrive_s);
        *arrive_s++ = '\0';
        char *seed = strchr(arrive_s, '\t');
        assert_non_null(seed);
        *seed++ = '\0';
        int floor = atoi(floor_s), ax = 0, ay = 0;
        if (strcmp(arrive_s, "-") != 0) assert_int_equal(sscanf(arrive_s, "%d,%d", &ax, &ay), 2);

        UgGameParams params = {UG_MODE_SIMPLE, seed};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new_on_floor(&params, floor, ax, ay, &g), UG_OK);
        char path[512];
        snprintf(path, sizeof path, "%s/simple/%s", UG_FIXTURES_DIR, file);
        size_t want_len, got_len;
        char *want = read_all(path, &want_len);
        assert_non_null(want);
        char *got = dump_of(g, &got_len);
        if (strcmp(want, got) != 0) fail_msg("%s differs:\n got %s\nwant %s", file, got, want);
        free(want);
        free(got);
        ug_game_free(g);
        checked++;
    }
    free(index);
    assert_true(checked >= 27);
}

/* Guards against integer shortcuts in the growth rules: the original multiplies in doubles, and
 * 50 * 1.1 is 55.00000000000001, so Math.ceil gives 56 where exact arithmetic gives 55 (found by
 * searching with node; 3 * 1.1 = 3.3000000000000003 rounds up to 4). */
static void growth_uses_doubles(void **state) {
    (void)state;
    assert_int_equal(ug_simple_ceil_times(3, 1.1), 4);
    assert_int_equal(ug_simple_ceil_times(50, 1.1), 56);
    assert_int_equal(ug_simple_ceil_times(90, 1.1), 100);
    assert_int_equal(ug_simple_ceil_times(16, 1.2), 20);
    assert_int_equal(ug_simple_ceil_times(2147483000, 1.2), INT32_MAX); /* saturates */
    assert_true(ug_simple_ceil_times64(4, 2.4) == 10);
}

/* RULES.md §2 Enemies: a rat of level L grows HP x1.2, ATK/DEF x1.1, EXP x1.4 per level above 1,
 * rounding up. Values from the reference script's rat(). */
static void rat_levels(void **state) {
    (void)state;
    static const int table[][5] = {
        {1, 4, 3, 3, 1},
        {2, 5, 4, 4, 2},
        {3, 6, 5, 5, 3},
        {5, 10, 7, 7, 7},
        {9, 22, 11, 11, 28},
        {10, 27, 13, 13, 40},
        {12, 40, 17, 17, 79},
        {20, 177, 41, 41, 1181},
        {30, 1107, 115, 115, 34201},
        {50, 42508, 798, 798, 28616132},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        UgMonster m;
        ug_simple_rat(&m, 7, 8, table[i][0]);
        assert_int_equal(m.kind, UG_MON_RAT);
        assert_int_equal(m.x, 7);
        assert_int_equal(m.y, 8);
        assert_int_equal(m.level, table[i][0]);
        assert_int_equal(m.hp, table[i][1]);
        assert_int_equal(m.atk, table[i][2]);
        assert_int_equal(m.def, table[i][3]);
        assert_int_equal(m.exp, table[i][4]);
    }
}

/* The floor invariants of RULES.md §2, over many seeds and depths: 50x50 with a wall border,
 * exactly one stairs tile not on the arrival, the arrival floor, at most 2 rats per room and one
 * item per room, rats never on the arrival, rats' levels in depth..2*depth, potion levels within
 * the table's range. */
static void floor_invariants(void **state) {
    (void)state;
    UgSimpleFloor *f = malloc(sizeof *f);
    assert_non_null(f);
    for (int s = 0; s < 40; s++) {
        char seed[32];
        snprintf(seed, sizeof seed, "inv%d", s);
        int arrive[2] = {12, 5};
        for (int depth = 1; depth <= 40; depth++) {
            ug_simple_generate(f, seed, depth, arrive);
            assert_int_equal(f->width, 50);
            assert_int_equal(f->height, 50);
            int stairs = 0;
            for (int y = 0; y < 50; y++)
                for (int x = 0; x < 50; x++) {
                    if (x == 0 || y == 0 || x == 49 || y == 49)
                        assert_int_equal(f->tiles[y][x], UG_TILE_ROCK);
                    stairs += f->tiles[y][x] == UG_TILE_STAIRS;
                }
            assert_int_equal(stairs, 1);
            assert_int_equal(f->tiles[f->stairs_y][f->stairs_x], UG_TILE_STAIRS);
            assert_false(f->stairs_x == arrive[0] && f->stairs_y == arrive[1]);
            assert_int_equal(f->tiles[arrive[1]][arrive[0]], UG_TILE_FLOOR);
            assert_true(f->room_count >= 1 && f->room_count <= 11);
            assert_true(f->monster_count <= 2 * f->room_count);
            assert_true(f->item_count <= f->room_count);
            int base = (depth + 3) / 4;
            for (int i = 0; i < f->monster_count; i++) {
                const UgMonster *m = &f->monsters[i];
                assert_false(m->x == arrive[0] && m->y == arrive[1]);
                assert_true(m->level >= depth && m->level <= 2 * depth);
            }
            for (int i = 0; i < f->item_count; i++) {
                const UgItem *it = &f->items[i];
                if (it->kind == UG_ITEM_POTION)
                    assert_true(it->level >= 1 && it->level <= base + 2);
                else
                    assert_int_equal(it->level, 0);
            }
            arrive[0] = f->stairs_x;
            arrive[1] = f->stairs_y;
        }
    }
    free(f);
}

/* RULES.md §2 Floors: floor 0 is the 25x25 yard, stairs at (12, 5), no enemies; the player
 * starts at (12, 17). */
static void floor_zero_is_the_yard(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_SIMPLE, "any text"};
    UgGame *g;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    assert_int_equal(ug_game_floor(g), 0);
    assert_int_equal(ug_game_width(g), 25);
    assert_int_equal(ug_game_height(g), 25);
    assert_int_equal(ug_game_tile(g, 12, 5), UG_TILE_STAIRS);
    assert_int_equal(ug_game_player(g)->x, 12);
    assert_int_equal(ug_game_player(g)->y, 17);
    assert_int_equal(ug_game_monster_count(g), 0);
    assert_int_equal(ug_game_item_count(g), 0);
    for (int y = 0; y < 25; y++)
        for (int x = 0; x < 25; x++) {
            UgTile want = x == 0 || y == 0 || x == 24 || y == 24 ? UG_TILE_ROCK
                          : x == 12 && y == 5                    ? UG_TILE_STAIRS
                                                                 : UG_TILE_FLOOR;
            assert_int_equal(ug_game_tile(g, x, y), want);
        }
    ug_game_free(g);
}

/* The default arrival is the floor above's stairs: floor 3 reached that way equals floor 3
 * built with that arrival given explicitly. */
static void default_arrival_is_the_stairs_above(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_SIMPLE, "chain"};
    UgGame *g2, *g3, *g3b;
    assert_int_equal(ug_game_new_on_floor(&params, 2, 0, 0, &g2), UG_OK);
    assert_int_equal(ug_game_new_on_floor(&params, 3, 0, 0, &g3), UG_OK);
    assert_int_equal(ug_game_new_on_floor(&params, 3, ug_simple_state(g2)->stairs_x,
                                          ug_simple_state(g2)->stairs_y, &g3b),
                     UG_OK);
    assert_int_equal(ug_game_player(g3)->x, ug_simple_state(g2)->stairs_x);
    assert_int_equal(ug_game_player(g3)->y, ug_simple_state(g2)->stairs_y);
    size_t a, b;
    char *da = dump_of(g3, &a), *db = dump_of(g3b, &b);
    assert_string_equal(da, db);
    free(da);
    free(db);
    /* Arguments the mode does not have. */
    UgGame *bad = NULL;
    assert_int_equal(ug_game_new_on_floor(&params, 257, 0, 0, &bad), UG_ERR_ARGUMENT);
    assert_int_equal(ug_game_new_on_floor(&params, 2, 49, 3, &bad), UG_ERR_ARGUMENT);
    assert_int_equal(ug_game_new_on_floor(&params, 0, 3, 3, &bad), UG_ERR_ARGUMENT);
    assert_null(bad);
    UgGameParams classic = {UG_MODE_CLASSIC, "5"};
    assert_int_equal(ug_game_new_on_floor(&classic, 2, 0, 0, &bad), UG_ERR_ARGUMENT);
    assert_null(bad);
    ug_game_free(g2);
    ug_game_free(g3);
    ug_game_free(g3b);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(floors_equal_reference),
        cmocka_unit_test(growth_uses_doubles),
        cmocka_unit_test(rat_levels),
        cmocka_unit_test(floor_invariants),
        cmocka_unit_test(floor_zero_is_the_yard),
        cmocka_unit_test(default_arrival_is_the_stairs_above),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
