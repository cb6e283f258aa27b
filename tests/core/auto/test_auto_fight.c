/* Fight (issue 26, h26r): ug_auto_fight's one action on scripted adventure floors: the bump of
 * a creature in reach (the weakest first, ties by position whatever the game's order), a step
 * along the shortest known path towards the nearest one, and its refusals (nothing in view, no
 * way to it), which take no turn. Boards are arranged with undergrid/scenario.h and played by
 * the real rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/auto.h"
#include "undergrid/scenario.h"

static UgGame *new_game(UgMode mode) {
    UgGameParams params = {mode, mode == UG_MODE_CLASSIC ? "7" : "fight"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

/* A room (x0..x1, y0..y1) seen and in view, rock seen around it, the player at (px, py). */
static UgGame *board_in(UgMode mode, int x0, int y0, int x1, int y1, int px, int py) {
    UgGame *g = new_game(mode);
    ug_scenario_clear(g);
    for (int y = 0; y < ug_game_height(g); y++)
        for (int x = 0; x < ug_game_width(g); x++) ug_scenario_set_seen(g, x, y, true, false);
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, true);
        }
    ug_scenario_place_player(g, px, py);
    return g;
}

static UgGame *board(int x0, int y0, int x1, int y1, int px, int py) {
    return board_in(UG_MODE_ADVENTURE, x0, y0, x1, y1, px, py);
}

static void assert_move(UgAction a, int dx, int dy) {
    assert_int_equal(a.kind, UG_ACT_MOVE);
    assert_int_equal(a.dx, dx);
    assert_int_equal(a.dy, dy);
}

static int32_t hp_of(const UgGame *g, UgId id) {
    for (int i = 0; i < ug_game_monster_count(g); i++)
        if (ug_game_monster(g, i)->id == id) return ug_game_monster(g, i)->hp;
    return 0; /* dead and gone */
}

/* Next to the player: the one with the least health is bumped, and the bump hurts it. */
static void test_attacks_the_weakest_in_reach(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 8, 6, 5);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 7, 5, 9);
    UgId rat = ug_scenario_add_monster(g, UG_MON_RAT, 5, 6, 4);
    ug_scenario_add_monster(g, UG_MON_RAT, 10, 5, 1); /* weaker, but not in reach */
    UgAction act;
    int32_t arg = -1;
    uint64_t before = ug_game_hash(g);
    assert_int_equal(ug_auto_fight(g, &act, &arg), UG_AUTO_GO);
    assert_true(ug_game_hash(g) == before); /* asking plays nothing */
    assert_move(act, -1, 1);
    assert_int_equal(arg, UG_MON_RAT);
    assert_true(ug_game_act(g, act, NULL));
    assert_true(hp_of(g, rat) < 4);
    ug_game_free(g);
}

/* Equal health: the northernmost, then the westernmost, whatever order the game holds them in. */
static void test_tie_break_is_by_position(void **state) {
    (void)state;
    for (int order = 0; order < 2; order++) {
        UgGame *g = board(2, 2, 12, 8, 6, 5);
        static const int spots[3][2] = {{7, 6}, {5, 6}, {7, 4}};
        for (int i = 0; i < 3; i++) {
            int k = order ? 2 - i : i;
            ug_scenario_add_monster(g, UG_MON_RAT, spots[k][0], spots[k][1], 3);
        }
        UgAction act;
        assert_int_equal(ug_auto_fight(g, &act, NULL), UG_AUTO_GO);
        assert_move(act, 1, -1); /* (7, 4): the only one on the northern row */
        ug_game_free(g);
        g = board(2, 2, 12, 8, 6, 5);
        ug_scenario_add_monster(g, UG_MON_RAT, order ? 5 : 7, 6, 3);
        ug_scenario_add_monster(g, UG_MON_RAT, order ? 7 : 5, 6, 3);
        assert_int_equal(ug_auto_fight(g, &act, NULL), UG_AUTO_GO);
        assert_move(act, -1, 1); /* (5, 6): the same row, the western one */
        ug_game_free(g);
    }
}

/* Nothing in reach: one step along the shortest known path, around a wall, and no more. */
static void test_steps_towards_the_nearest(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 14, 8, 3, 5);
    for (int y = 2; y <= 7; y++) ug_scenario_set_tile(g, 6, y, UG_TILE_ROCK); /* a way at y 8 */
    ug_scenario_add_monster(g, UG_MON_RAT, 9, 5, 5);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 14, 2, 8); /* farther */
    UgAction act;
    int32_t arg = -1;
    assert_int_equal(ug_auto_fight(g, &act, &arg), UG_AUTO_GO);
    /* The shortest way passes (6, 8): south first (straight on east is longer). */
    assert_int_equal(act.kind, UG_ACT_MOVE);
    assert_int_equal(act.dy, 1);
    int y = ug_game_player(g)->y;
    assert_true(ug_game_act(g, act, NULL));
    assert_int_equal(ug_game_player(g)->y, y + 1); /* one step, no more */
    ug_game_free(g);
    /* In the open, straight at it. */
    g = board(2, 2, 14, 8, 3, 5);
    ug_scenario_add_monster(g, UG_MON_RAT, 9, 5, 5);
    assert_int_equal(ug_auto_fight(g, &act, NULL), UG_AUTO_GO);
    assert_move(act, 1, 0);
    ug_game_free(g);
}

/* A diagonal that would cut a wall's corner is no bump: the player steps instead. */
static void test_no_bump_across_a_corner(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 8, 6, 5);
    ug_scenario_set_tile(g, 7, 5, UG_TILE_ROCK);
    ug_scenario_set_tile(g, 6, 4, UG_TILE_ROCK);
    ug_scenario_add_monster(g, UG_MON_RAT, 7, 4, 3);
    UgAction act;
    assert_int_equal(ug_auto_fight(g, &act, NULL), UG_AUTO_GO);
    assert_false(act.dx == 1 && act.dy == -1);
    ug_game_free(g);
}

/* Classic moves in four directions: a creature on a diagonal is not in reach. */
static void test_four_directions(void **state) {
    (void)state;
    UgGame *g = board_in(UG_MODE_CLASSIC, 2, 2, 12, 8, 6, 5);
    ug_scenario_add_monster(g, UG_MON_RAT, 7, 4, 1);
    UgAction act;
    assert_int_equal(ug_auto_fight(g, &act, NULL), UG_AUTO_GO);
    assert_true(act.kind == UG_ACT_MOVE && (act.dx == 0) != (act.dy == 0));
    ug_game_free(g);
}

/* No creature in view (one out of sight does not count): refused, and nothing is played. */
static void test_nothing_in_view(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 8, 6, 5);
    ug_scenario_add_monster(g, UG_MON_RAT, 10, 7, 3);
    ug_scenario_set_seen(g, 10, 7, true, false);
    UgAction act;
    int32_t arg = -1;
    assert_int_equal(ug_auto_fight(g, &act, &arg), UG_AUTO_NO_HOSTILE);
    assert_int_equal(act.kind, UG_ACT_NONE);
    ug_scenario_set_seen(g, 10, 7, true, true);
    assert_int_equal(ug_auto_fight(g, &act, &arg), UG_AUTO_GO);
    ug_game_free(g);
}

/* In view but out of reach of any known way (across a chasm of rock): refused, naming it. */
static void test_unreachable(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 14, 8, 3, 5);
    for (int y = 2; y <= 8; y++) ug_scenario_set_tile(g, 7, y, UG_TILE_ROCK);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 11, 5, 5);
    UgAction act;
    int32_t arg = -1;
    uint64_t before = ug_game_hash(g);
    assert_int_equal(ug_auto_fight(g, &act, &arg), UG_AUTO_NO_WAY);
    assert_int_equal(arg, UG_MON_GOBLIN);
    assert_int_equal(act.kind, UG_ACT_NONE);
    assert_true(ug_game_hash(g) == before);
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_attacks_the_weakest_in_reach),
        cmocka_unit_test(test_tie_break_is_by_position),
        cmocka_unit_test(test_steps_towards_the_nearest),
        cmocka_unit_test(test_no_bump_across_a_corner),
        cmocka_unit_test(test_four_directions),
        cmocka_unit_test(test_nothing_in_view),
        cmocka_unit_test(test_unreachable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
