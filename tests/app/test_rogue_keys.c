/* adventure's keys in the window (src/app/controllers/rogue8_keys.c) and what the view draws of
 * them: every key of the help does what it says, and the orb aim finds, cycles, throws and cancels.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "undergrid/game.h"
#include "undergrid/scenario.h"
#include "log.h"
#include "profile.h"
#include "controllers/rogue8_keys.h"
#include "view.h"

static UgFrame frame;
static UgLayout layout;

/* An adventure game on a cleared room: floor from (2,2) to (20,12), all of it in sight, the
 * player at (5,5). */
static UgGame *room(void) {
    UgGameParams p = {UG_MODE_ADVENTURE, "keys"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    ug_scenario_clear(g);
    for (int y = 2; y <= 12; y++)
        for (int x = 2; x <= 20; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, true);
        }
    ug_scenario_place_player(g, 5, 5);
    return g;
}

static UgViewState game_state(void) {
    UgViewState s;
    memset(&s, 0, sizeof s);
    s.scene = UG_SCENE_GAME;
    s.mode = UG_MODE_ADVENTURE;
    s.log_lines = 4;
    return s;
}

static UgCommand key(UgCommandKind kind, const char *name, char letter) {
    UgCommand c;
    memset(&c, 0, sizeof c);
    c.kind = kind;
    c.letter = letter;
    snprintf(c.key, sizeof c.key, "%s", name);
    return c;
}

static UgCommand arrow(int dx, int dy) {
    UgCommand c = key(UG_CMD_MOVE, "", 0);
    c.dx = dx, c.dy = dy;
    c.arrow = true;
    return c;
}

static UgRogueOutcome press(UgViewState *s, const UgGame *g, UgCommand c, UgAction *a,
                            int32_t *msg) {
    memset(a, 0, sizeof *a);
    *msg = 0;
    return ug_rogue_command(s, g, c, &layout, &frame, a, msg);
}

static void the_profile_uses_these_keys(void **state) {
    (void)state;
    assert_string_equal(ug_view_profile(UG_MODE_ADVENTURE)->controller, "rogue8");
}

static void keys_make_the_actions_the_help_says(void **state) {
    (void)state;
    UgGame *g = room();
    UgViewState s = game_state();
    UgAction a;
    int32_t msg;
    assert_int_equal(press(&s, g, arrow(1, 0), &a, &msg), UG_ROGUE_PLAY);
    assert_true(a.kind == UG_ACT_MOVE && a.dx == 1 && a.dy == 0);
    assert_int_equal(press(&s, g, key(UG_CMD_YES, "y", 'y'), &a, &msg), UG_ROGUE_PLAY);
    assert_true(a.kind == UG_ACT_MOVE && a.dx == -1 && a.dy == -1);
    assert_int_equal(press(&s, g, key(UG_CMD_NO, "n", 'n'), &a, &msg), UG_ROGUE_PLAY);
    assert_true(a.kind == UG_ACT_MOVE && a.dx == 1 && a.dy == 1);
    assert_int_equal(press(&s, g, key(UG_CMD_WAIT, ".", 0), &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_WAIT);
    assert_int_equal(press(&s, g, key(UG_CMD_WAIT, "", 0), &a, &msg), UG_ROGUE_PLAY); /* numpad 5 */
    assert_int_equal(a.kind, UG_ACT_WAIT);
    assert_int_equal(press(&s, g, key(UG_CMD_WAIT, " ", 0), &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_PICKUP);
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, ",", 0), &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_PICKUP);
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, "g", 'g'), &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_PICKUP);
    assert_int_equal(press(&s, g, key(UG_CMD_WAIT, ">", 0), &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_DESCEND);
    /* The window's own keys pass through. */
    assert_int_equal(press(&s, g, key(UG_CMD_ESCAPE, "Escape", 0), &a, &msg), UG_ROGUE_PASS);
    assert_int_equal(press(&s, g, key(UG_CMD_HISTORY, "Tab", 0), &a, &msg), UG_ROGUE_PASS);
    assert_int_equal(press(&s, g, key(UG_CMD_HELP, "?", 0), &a, &msg), UG_ROGUE_PASS);
    ug_game_free(g);
}

/* In the pack, a letter typed is a letter even when it is bound to a move: Shift+W (run up in
 * WASD) wears, w (move up) wields, and neither moves the cursor (hand play: W moved the verb
 * cursor and wore nothing). The arrows still move it. */
static void pack_letters_beat_the_moves_they_share(void **state) {
    (void)state;
    UgGame *g = room();
    assert_true(ug_scenario_give_item(g, UG_ITEM_LEATHER, 0));
    UgViewState s = game_state();
    UgAction a;
    int32_t msg;
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, "i", 'i'), &a, &msg), UG_ROGUE_UI);
    int n = ug_game_inventory_count(g);
    int before = s.inv_index;
    UgCommand down = key(UG_CMD_MOVE, "s", 's'); /* WASD's down, typed as s */
    down.dy = 1;
    assert_int_equal(press(&s, g, down, &a, &msg), UG_ROGUE_UI);
    assert_int_equal(s.inv_index, before); /* no item s: nothing; the cursor stays */
    assert_int_equal(press(&s, g, arrow(0, 1), &a, &msg), UG_ROGUE_UI);
    assert_int_equal(s.inv_index, (before + 1) % n); /* the arrow moves it */
    /* the armour's stack, by its letter: the last stack (the item given last) */
    char letter = 0;
    for (char k = 'a'; k <= 'z'; k++) {
        UgViewState t = s;
        t.inv_menu = false;
        if (press(&t, g, key(UG_CMD_OTHER_KEY, (char[]){k, 0}, k), &a, &msg) == UG_ROGUE_UI &&
            t.inv_menu)
            letter = k;
    }
    assert_true(letter != 0);
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, (char[]){letter, 0}, letter), &a, &msg),
                     UG_ROGUE_UI);
    assert_true(s.inv_menu);
    int menu = s.inv_menu_index;
    UgCommand up = key(UG_CMD_MOVE, "w", 'w'); /* WASD's up: wield, which armour has not */
    up.dy = -1;
    assert_int_equal(press(&s, g, up, &a, &msg), UG_ROGUE_UI);
    assert_int_equal(s.inv_menu_index, menu);
    UgCommand run_up = key(UG_CMD_MOVE, "W", 'w'); /* Shift+W: the run up, typed as W */
    run_up.dy = -1;
    run_up.shift = true;
    assert_int_equal(press(&s, g, run_up, &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_USE);
    assert_int_equal(a.verb, UG_VERB_WEAR);
    ug_game_free(g);
}

static void the_inventory_opens_chooses_and_closes(void **state) {
    (void)state;
    UgGame *g = room();
    UgViewState s = game_state();
    UgAction a;
    int32_t msg;
    assert_true(ug_game_inventory_count(g) > 0);
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, "i", 'i'), &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_open);
    assert_int_equal(press(&s, g, arrow(0, 1), &a, &msg), UG_ROGUE_UI);
    assert_int_equal(s.inv_index, 1 % ug_game_inventory_count(g));
    assert_int_equal(press(&s, g, key(UG_CMD_CONFIRM, "Enter", 0), &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_menu);
    assert_int_equal(press(&s, g, key(UG_CMD_ESCAPE, "Escape", 0), &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_open && !s.inv_menu); /* back to the list */
    assert_int_equal(press(&s, g, key(UG_CMD_ESCAPE, "Escape", 0), &a, &msg), UG_ROGUE_UI);
    assert_false(s.inv_open);
    /* x opens it too, and Enter twice uses the chosen item's first verb. */
    assert_int_equal(press(&s, g, key(UG_CMD_INVENTORY, "x", 'x'), &a, &msg), UG_ROGUE_UI);
    press(&s, g, key(UG_CMD_CONFIRM, "Enter", 0), &a, &msg);
    assert_int_equal(press(&s, g, key(UG_CMD_CONFIRM, "Enter", 0), &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_USE);
    assert_false(s.inv_open);
    ug_game_free(g);
}

static void f_without_an_orb_says_so(void **state) {
    (void)state;
    UgGame *g = room();
    UgViewState s = game_state();
    UgAction a;
    int32_t msg;
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, "f", 'f'), &a, &msg), UG_ROGUE_SAY);
    assert_int_equal(msg, UG_UIMSG_NO_ORB);
    assert_false(s.aim);
    ug_game_free(g);
}

static void f_aims_at_the_nearest_tab_cycles_and_enter_throws(void **state) {
    (void)state;
    UgGame *g = room();
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_FIRE, 0));
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 9, 5, 6); /* 4 away */
    ug_scenario_add_monster(g, UG_MON_RAT, 7, 6, 3);    /* 2 away: the nearest */
    UgViewState s = game_state();
    UgAction a;
    int32_t msg;
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, "f", 'f'), &a, &msg), UG_ROGUE_UI);
    assert_true(s.aim);
    assert_int_equal(s.aim_x, 7);
    assert_int_equal(s.aim_y, 6);
    press(&s, g, key(UG_CMD_HISTORY, "Tab", 0), &a, &msg);
    assert_int_equal(s.aim_x, 9);
    press(&s, g, key(UG_CMD_HISTORY, "Tab", 0), &a, &msg); /* wraps */
    assert_int_equal(s.aim_x, 7);
    UgCommand back = key(UG_CMD_HISTORY, "Tab", 0);
    back.shift = true;
    press(&s, g, back, &a, &msg);
    assert_int_equal(s.aim_x, 9);
    /* The view: the cursor's tile is marked, the look line says what and that it can go. */
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_non_null(strstr(frame.look.text, "Aim: "));
    assert_non_null(strstr(frame.look.text, "throw"));
    UgColor bg = frame.cells[5 - frame.cam_y][9 - frame.cam_x].bg;
    assert_true(bg.g > bg.r); /* green: the orb would go there */
    /* Enter throws at the cursor, and the aim closes. */
    assert_int_equal(press(&s, g, key(UG_CMD_CONFIRM, "Enter", 0), &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_USE_AT);
    assert_int_equal(a.x, 9);
    assert_int_equal(a.y, 5);
    assert_false(s.aim);
    assert_true(ug_game_act(g, a, NULL)); /* the core takes it */
    ug_game_free(g);
}

static void the_aim_moves_refuses_out_of_reach_and_cancels(void **state) {
    (void)state;
    UgGame *g = room();
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_FIRE, 0));
    UgViewState s = game_state();
    UgAction a;
    int32_t msg;
    press(&s, g, key(UG_CMD_OTHER_KEY, "f", 'f'), &a, &msg);
    assert_true(s.aim);
    assert_int_equal(s.aim_x, 5); /* nobody to aim at: on the player */
    press(&s, g, arrow(1, 0), &a, &msg);
    press(&s, g, key(UG_CMD_OTHER_KEY, "u", 'u'), &a, &msg); /* up-right */
    assert_int_equal(s.aim_x, 7);
    assert_int_equal(s.aim_y, 4);
    /* No creature there: Enter does nothing and the aim stays. */
    assert_int_equal(press(&s, g, key(UG_CMD_CONFIRM, "Enter", 0), &a, &msg), UG_ROGUE_UI);
    assert_true(s.aim);
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_non_null(strstr(frame.look.text, "needs a creature there")); /* what Fire needs */
    UgColor bg = frame.cells[4 - frame.cam_y][7 - frame.cam_x].bg;
    assert_true(bg.r > bg.g); /* red */
    /* Other keys are used up while aiming; Esc cancels. */
    assert_int_equal(press(&s, g, key(UG_CMD_OTHER_KEY, "g", 'g'), &a, &msg), UG_ROGUE_UI);
    assert_int_equal(press(&s, g, key(UG_CMD_ESCAPE, "Escape", 0), &a, &msg), UG_ROGUE_UI);
    assert_false(s.aim);
    ug_game_free(g);
}

static void the_hud_lists_orbs_and_the_pack_says_what_is_in_use(void **state) {
    (void)state;
    UgGame *g = room();
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_ICE, 0));
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_FIRE, 0));
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_int_equal(frame.hud_count, ug_view_hud_lines(g, NULL));
    bool orbs = false, joined = false;
    for (int i = 0; i < frame.hud_count; i++) {
        if (strcmp(frame.hud[i].text, "Stack: Fire, Ice") == 0) orbs = true;
        if (strstr(frame.hud[i].text, "ATK ") && strstr(frame.hud[i].text, "  DEF ")) joined = true;
    }
    assert_true(orbs);
    assert_true(joined);
    assert_true(frame.hud_count <= 9);
    assert_string_equal(frame.hud[frame.health_line].text, "HP 20/20");
    bool in_use = false;
    for (int i = 0; i < frame.inv_count; i++)
        if (strstr(frame.inv_lines[i].text, "(wielded)")) in_use = true;
    assert_true(in_use); /* the starting weapon is wielded: the pack screen's words (issue 26) */
    ug_game_free(g);
}

int main(void) {
    layout.tile = 16;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_profile_uses_these_keys),
        cmocka_unit_test(keys_make_the_actions_the_help_says),
        cmocka_unit_test(the_inventory_opens_chooses_and_closes),
        cmocka_unit_test(pack_letters_beat_the_moves_they_share),
        cmocka_unit_test(f_without_an_orb_says_so),
        cmocka_unit_test(f_aims_at_the_nearest_tab_cycles_and_enter_throws),
        cmocka_unit_test(the_aim_moves_refuses_out_of_reach_and_cancels),
        cmocka_unit_test(the_hud_lists_orbs_and_the_pack_says_what_is_in_use),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
