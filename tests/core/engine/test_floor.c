/* The engine's floor type (src/core/engine/floor.c): a floor kept and entered again is the floor
 * as it was, and a floor just built gets its ids in generation order with nothing seen. Each test
 * says which bug it guards against. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "engine/floor.h"

static UgGame *simple_on_floor(int floor) {
    UgGameParams params = {UG_MODE_SIMPLE, "floor"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new_on_floor(&params, floor, 0, 0, &g), UG_OK);
    return g;
}

/* Guards against a field forgotten in keep or enter: the game is wrecked after keeping its
 * floor, and entering the kept floor gives back the same hash. */
static void test_keep_then_enter_restores_the_floor(void **state) {
    (void)state;
    UgGame *g = simple_on_floor(3);
    assert_true(g->monster_count > 0);
    uint64_t before = ug_game_hash(g);
    UgFloor *f = malloc(sizeof *f);
    assert_non_null(f);
    ug_floor_keep(g, f);
    memset(g->tiles, UG_TILE_FLOOR, sizeof g->tiles);
    memset(g->seen, 1, sizeof g->seen);
    g->monsters[0].hp = -7;
    g->monster_count = 0;
    g->item_count = 0;
    g->width = g->height = 5;
    assert_true(ug_game_hash(g) != before);
    ug_floor_enter(g, f);
    assert_int_equal(ug_game_hash(g), before);
    free(f);
    ug_game_free(g);
}

/* Guards against ids out of generation order (creatures first, then items) or a map entered
 * with what the previous floor had seen. */
static void test_enter_new_names_in_order_and_sees_nothing(void **state) {
    (void)state;
    UgGame *g = simple_on_floor(0);
    memset(g->seen, 1, sizeof g->seen);
    static uint8_t tiles[UG_MAP_MAX_H][UG_MAP_MAX_W];
    memset(tiles, UG_TILE_ROCK, sizeof tiles);
    tiles[2][3] = UG_TILE_STAIRS;
    UgMonster mons[2] = {{.kind = UG_MON_RAT, .x = 1, .y = 1},
                         {.kind = UG_MON_RAT, .x = 2, .y = 1}};
    UgItem items[1] = {{.kind = UG_ITEM_APPLE, .x = 3, .y = 3}};
    UgId first = g->next_id;
    const uint8_t(*map)[UG_MAP_MAX_W] = (const uint8_t(*)[UG_MAP_MAX_W])tiles;
    ug_floor_enter_new(g, &(UgFloorParts){7, 6, map, mons, 2, items, 1});
    assert_int_equal(g->width, 7);
    assert_int_equal(g->height, 6);
    assert_int_equal(ug_game_tile(g, 3, 2), UG_TILE_STAIRS);
    for (int y = 0; y < UG_MAP_MAX_H; y++)
        for (int x = 0; x < UG_MAP_MAX_W; x++) assert_int_equal(g->seen[y][x], 0);
    assert_int_equal(g->monster_count, 2);
    assert_int_equal(g->item_count, 1);
    assert_int_equal(g->monsters[0].id, first);
    assert_int_equal(g->monsters[1].id, first + 1);
    assert_int_equal(g->items[0].id, first + 2);
    assert_int_equal(g->monsters[1].x, 2);
    ug_game_free(g);
}

/* Guards against the view reading another floor's arrays or size. */
static void test_view_reads_the_kept_floor(void **state) {
    (void)state;
    UgFloor *f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->width = 9, f->height = 4;
    f->tiles[1][2] = UG_TILE_STAIRS;
    f->seen[1][2] = 1;
    UgFloorView v = ug_floor_view(f);
    assert_int_equal(v.width, 9);
    assert_int_equal(v.height, 4);
    assert_int_equal(v.tiles[1][2], UG_TILE_STAIRS);
    assert_int_equal(v.seen[1][2], 1);
    free(f);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keep_then_enter_restores_the_floor),
        cmocka_unit_test(test_enter_new_names_in_order_and_sees_nothing),
        cmocka_unit_test(test_view_reads_the_kept_floor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
