/* The controllers (src/app/controllers): each mode's view profile names its controller, and each
 * controller's table entry does what its mode needs: the travel rules, the bindings' place,
 * simple's held keys for Shift diagonals, cursed's keys through its command, and a click that
 * steps in 4 directions under bump4 and in 8 under simple. A wrong table entry fails here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "undergrid/scenario.h"
#include "bindings.h"
#include "controllers/click.h"
#include "controllers/controller.h"
#include "scenes_private.h"

#define UG_NULL_FIXTURE_ENTROPY 777
#include "null_fixture.h"

static void each_mode_names_its_controller(void **state) {
    (void)state;
    assert_string_equal(ug_controller_of(UG_MODE_CLASSIC)->key, "bump4");
    assert_string_equal(ug_controller_of(UG_MODE_SIMPLE)->key, "simple");
    assert_string_equal(ug_controller_of(UG_MODE_CURSED)->key, "cursed");
    assert_string_equal(ug_controller_of(UG_MODE_ADVENTURE)->key, "rogue8");
    assert_ptr_equal(ug_controller_find("no such"), &ug_controller_bump4);
    const UgController *all[] = {&ug_controller_bump4, &ug_controller_simple, &ug_controller_rogue8,
                                 &ug_controller_cursed};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        assert_ptr_equal(ug_controller_find(all[i]->key), all[i]);
        assert_non_null(all[i]->command);
    }
    /* Only cursed lays its screen out and keeps achievements; only simple reads held keys. */
    assert_non_null(ug_controller_cursed.lay_out);
    assert_null(ug_controller_bump4.lay_out);
    assert_true(ug_controller_cursed.achievements);
    assert_false(ug_controller_rogue8.achievements);
    assert_non_null(ug_controller_simple.held);
    assert_null(ug_controller_rogue8.held);
}

/* What travel may do: classic explores with x, the others with e; cursed has its own look and
 * fast move; simple's Shift + arrows step diagonally, never run. */
static void travel_rules_per_controller(void **state) {
    (void)state;
    int dx = 0, dy = 0;
    UgCommand x = {.kind = UG_CMD_INVENTORY, .key = "x"},
              e = {.kind = UG_CMD_OTHER_KEY, .key = "e"};
    UgCommand arrow = {.kind = UG_CMD_MOVE, .dx = 1, .shift = true, .arrow = true};
    UgCommand look = {.kind = UG_CMD_OTHER_KEY, .key = ";"};
    assert_int_equal(ug_scenes_auto_key(&ug_controller_bump4.travel, &x, &dx, &dy),
                     UG_AUTO_CMD_EXPLORE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_simple.travel, &x, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_rogue8.travel, &e, &dx, &dy),
                     UG_AUTO_CMD_EXPLORE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_bump4.travel, &arrow, &dx, &dy),
                     UG_AUTO_CMD_RUN);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_simple.travel, &arrow, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_cursed.travel, &arrow, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_rogue8.travel, &look, &dx, &dy),
                     UG_AUTO_CMD_LOOK);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_cursed.travel, &look, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    assert_false(ug_controller_cursed.travel.click_travel);
    assert_true(ug_controller_simple.travel.click_travel);
}

/* The bindings' place: a pad's X is simple's inventory, adventure's items, cursed's wait, and
 * nothing in classic. */
static void bindings_place_per_controller(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_default(&b);
    UgCommand c = {0};
    assert_false(ug_bindings_pad(&b, UG_PAD_X, ug_controller_bump4.bindings, &c));
    assert_true(ug_bindings_pad(&b, UG_PAD_X, ug_controller_simple.bindings, &c));
    assert_true(ug_command_is(&c, UG_BIND_INVENTORY));
    assert_true(ug_bindings_pad(&b, UG_PAD_X, ug_controller_rogue8.bindings, &c));
    assert_true(ug_command_is(&c, UG_BIND_ITEMS));
    assert_true(ug_bindings_pad(&b, UG_PAD_X, ug_controller_cursed.bindings, &c));
    assert_true(ug_command_is(&c, UG_BIND_CK_WAIT));
}

static UgPlatformEvent key_event(UgHeldKey key, bool down, UgCommand c) {
    UgPlatformEvent e = {.kind = down ? UG_EVENT_COMMAND : UG_EVENT_KEY_UP, .key = key};
    e.command = c;
    return e;
}

/* simple's held-key path: Up held, then Shift + Right reads as up-right; Shift shows the hint;
 * Shift + one arrow alone is dropped. */
static void simple_held_keys_make_diagonals(void **state) {
    (void)state;
    UgScenes *s = calloc(1, sizeof *s);
    assert_non_null(s);
    const UgController *ctl = ug_controller_of(UG_MODE_SIMPLE);
    UgCommand none = {0};
    UgPlatformEvent shift = key_event(UG_KEY_SHIFT, true, none);
    assert_false(ctl->held(s, &shift, &none)); /* used up: it only shows the arrows */
    assert_true(s->vs.diagonal_hint);
    UgCommand right = {.kind = UG_CMD_MOVE, .dx = 1, .shift = true, .arrow = true};
    UgPlatformEvent e = key_event(UG_KEY_RIGHT, true, right);
    UgCommand c = right;
    assert_false(ctl->held(s, &e, &c)); /* Shift + one arrow: nothing */
    UgPlatformEvent up_let_go = key_event(UG_KEY_RIGHT, false, none);
    assert_false(ctl->held(s, &up_let_go, &c));
    UgCommand up = {.kind = UG_CMD_MOVE, .dy = -1, .shift = true, .arrow = true};
    e = key_event(UG_KEY_UP, true, up);
    c = up;
    assert_false(ctl->held(s, &e, &c)); /* Up alone with Shift: still nothing */
    e = key_event(UG_KEY_RIGHT, true, right);
    c = right;
    assert_true(ctl->held(s, &e, &c));
    assert_int_equal(c.dx, 1);
    assert_int_equal(c.dy, -1);
    free(s);
}

/* A click centred `tiles` tiles right and up of the player's tile (board (10, 5)). */
static void centre(const UgLayout *l, int tx, int ty, int *x, int *y) {
    *x = l->board.x + tx * l->tile + l->tile / 2;
    *y = l->board.y + ty * l->tile + l->tile / 2;
}

/* ug_click_step4 (moved from layout.c with its test): a wait on the player's tile, else a step
 * along the larger difference, ties vertical. */
static void click_step4_follows_the_rule(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1280, 960, &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    int cx, cy;
    centre(&l, 10, 5, &cx, &cy);
    assert_int_equal(ug_click_step4(&l, cx, cy, 10, 5).kind, UG_ACT_WAIT);
    UgAction a = ug_click_step4(&l, cx + l.tile / 2 - 1, cy - l.tile / 2 + 1, 10, 5);
    assert_int_equal(a.kind, UG_ACT_WAIT);
    a = ug_click_step4(&l, cx + l.tile, cy, 10, 5);
    assert_int_equal(a.kind, UG_ACT_MOVE);
    assert_int_equal(a.dx, 1);
    assert_int_equal(a.dy, 0);
    a = ug_click_step4(&l, cx - 3, cy - 5 * l.tile, 10, 5);
    assert_int_equal(a.dx, 0);
    assert_int_equal(a.dy, -1);
    a = ug_click_step4(&l, cx - 2 * l.tile, cy + 2 * l.tile, 10, 5); /* a tie goes vertical */
    assert_int_equal(a.dx, 0);
    assert_int_equal(a.dy, 1);
    assert_int_equal(ug_click_step4(&l, cx, 1, 10, 5).dy, -1); /* above the board: up */
    centre(&l, 0, 5, &cx, &cy);
    assert_int_equal(ug_click_step4(&l, cx, cy, 1, 5).dx, -1);
}

/* ug_click_step8 (moved from layout.c with its test): the nearest of 8 directions. */
static void click_step8_follows_the_rule(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1280, 720, &(UgLayoutParams){50, 50, 8, true, 0, 0, 0});
    int t = l.tile, cx, cy;
    centre(&l, 10, 5, &cx, &cy);
    UgAction a = ug_click_step8(&l, cx + 3 * t, cy - 3 * t, 10, 5);
    assert_int_equal(a.dx, 1);
    assert_int_equal(a.dy, -1);
    a = ug_click_step8(&l, cx - 4 * t, cy + t, 10, 5);
    assert_int_equal(a.dx, -1);
    assert_int_equal(a.dy, 0);
    a = ug_click_step8(&l, cx - t, cy + 4 * t, 10, 5);
    assert_int_equal(a.dx, 0);
    assert_int_equal(a.dy, 1);
    a = ug_click_step8(&l, cx - 2 * t, cy + 2 * t, 10, 5);
    assert_int_equal(a.dx, -1);
    assert_int_equal(a.dy, 1);
    assert_int_equal(ug_click_step8(&l, cx, cy, 10, 5).kind, UG_ACT_WAIT);
}

/* Scenes on the null platform with a game of `mode` on a cleared room, the player at (5, 5) and
 * the camera at the map's corner. */
static UgScenes *scenes_in_a_room(UgMode mode, UgPlatform *table) {
    *table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = mode};
    UgScenes *s = ug_scenes_new(&params, table);
    assert_non_null(s);
    ug_scenes_new_game(s, NULL); /* a seed of the mode's kind */
    assert_non_null(s->game);
    ug_scenario_clear(s->game);
    for (int y = 2; y <= 12; y++)
        for (int x = 2; x <= 20; x++) ug_scenario_set_tile(s->game, x, y, UG_TILE_FLOOR);
    ug_scenario_place_player(s->game, 5, 5);
    UgLayoutParams lp = {ug_game_width(s->game), ug_game_height(s->game), 4, false, 0, 0, 0};
    ug_layout_compute(&s->layout, 1280, 960, &lp);
    s->frame.cam_x = s->frame.cam_y = 0;
    return s;
}

/* A click up and to the right of the player, through the controller's command: bump4 steps in
 * 4 directions (a tie goes up), simple in 8 (up-right). */
static void a_click_steps_4_or_8_ways(void **state) {
    (void)state;
    const UgMode modes[2] = {UG_MODE_CLASSIC, UG_MODE_SIMPLE};
    const int want_dx[2] = {0, 1};
    for (int i = 0; i < 2; i++) {
        UgPlatform table;
        UgScenes *s = scenes_in_a_room(modes[i], &table);
        int x, y;
        centre(&s->layout, 7, 3, &x, &y); /* two right, two up */
        UgCommand click = {.kind = UG_CMD_CLICK, .x = x, .y = y};
        assert_true(ug_controller_of(modes[i])->command(s, &click));
        const UgPlayer *p = ug_game_player(s->game);
        assert_int_equal(p->x, 5 + want_dx[i]);
        assert_int_equal(p->y, 4);
        ug_scenes_free(s);
    }
}

/* cursed's keys through its controller: 'l' (its table's right) steps right; the keys every
 * screen shares are left to the common link by bump4 and simple. */
static void cursed_keys_through_the_controller(void **state) {
    (void)state;
    UgPlatform table;
    UgScenes *s = scenes_in_a_room(UG_MODE_CURSED, &table);
    s->cursed.intro = false;
    UgCommand l = {.kind = UG_CMD_MOVE, .dx = 1, .letter = 'l', .key = "l"};
    assert_true(ug_controller_of(UG_MODE_CURSED)->command(s, &l));
    assert_int_equal(ug_game_player(s->game)->x, 6);
    ug_scenes_free(s);
    UgCommand help = {.kind = UG_CMD_HELP};
    assert_false(ug_controller_bump4.command(NULL, &help));
    assert_false(ug_controller_simple.command(NULL, &help));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(each_mode_names_its_controller),
        cmocka_unit_test(travel_rules_per_controller),
        cmocka_unit_test(bindings_place_per_controller),
        cmocka_unit_test(simple_held_keys_make_diagonals),
        cmocka_unit_test(click_step4_follows_the_rule),
        cmocka_unit_test(click_step8_follows_the_rule),
        cmocka_unit_test_setup_teardown(a_click_steps_4_or_8_ways, setup, teardown),
        cmocka_unit_test_setup_teardown(cursed_keys_through_the_controller, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
