/* Frame tests of the cursed mode's screen (CURSED.md §1.5, §3.4-3.6, §6, §8; issue 17): the
 * sidebar, the power stack with curses and Icy Armor, the mode line and the aim / examine cursor,
 * the examine line, the achievements screen, the cut-scenes and the death screen, in English and
 * Spanish. The games are real cursed games played through the core (wizard commands arrange the
 * stack; they take no time), creatures are placed with the scenario API. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/scenario.h"
#include "cursed_view.h"
#include "layout.h"
#include "view.h"
#include "view_fixtures.h"

static UgFrame frame; /* large: not on the stack */
static UgLog log_value;
static UgCursedScene scene;

static UgGame *cursed_game(void) {
    UgGameParams p = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    return g;
}

static UgViewState game_state(void) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = UG_MODE_CURSED;
    s.log_lines = UG_FRAME_LOG_MAX;
    s.history_rows = 10;
    memset(&scene, 0, sizeof scene);
    ug_cursed_keys_init(&scene.ui, false);
    s.cursed = &scene;
    return s;
}

static void build(const UgGame *g, const UgCatalog *c, const UgViewState *s) {
    ug_view_build(&frame, g, &log_value, c, s);
}

static void wizard(UgGame *g, UgWizard command, int argument) {
    assert_true(ug_game_act(g, ug_action_wizard(command, argument), NULL));
}

static const char *mode_line(void) {
    return frame.log[frame.log_count - 1].text;
}

/* The sidebar says the level, the boss fight, HP as "N / 6", curses, what lies underfoot, who is
 * in sight, the turn and the seed as 12345-67890; the board is a 32 x 16 window on 54 x 18. */
static void sidebar_lines(void **state) {
    (void)state;
    UgGame *g = cursed_game();
    UgViewState s = game_state();
    ug_log_clear(&log_value);
    build(g, NULL, &s);
    assert_int_equal(frame.scene, UG_SCENE_GAME);
    assert_int_equal(frame.board_w, 32);
    assert_int_equal(frame.board_h, 16);
    assert_int_equal(frame.map_w, 54);
    assert_int_equal(frame.map_h, 18);
    assert_string_equal(frame.hud[0].text, "> Churchyard");
    assert_string_equal(frame.hud[1].text, "Boss: not called");
    assert_string_equal(frame.hud[2].text, "HP: 5 / 6");
    assert_int_equal(frame.health_line, 2);
    assert_string_equal(frame.hud[3].text, "Curses: 0 / 3");
    assert_string_equal(frame.hud[4].text, "@ Floor");
    assert_string_equal(frame.hud[5].text, "Nobody in sight");
    assert_string_equal(frame.hud[6].text, "Turn 0");
    assert_string_equal(frame.hud[7].text, "Seed 12345-67890");
    /* A creature in sight is counted by its letter. */
    const UgPlayer *p = ug_game_player(g);
    ug_scenario_add_monster(g, UG_MON_RAT, p->x + 1, p->y, 1);
    ug_scenario_set_seen(g, p->x + 1, p->y, true, true);
    build(g, NULL, &s);
    assert_string_equal(frame.hud[5].text, "r:1");
    /* Spanish, and wizard mode marks the level line. */
    UgCatalog *es = ug_test_load_catalog("es");
    scene.ui.wizard = true;
    build(g, es, &s);
    assert_string_equal(frame.hud[0].text, "Mago| > Cementerio");
    assert_string_equal(frame.hud[2].text, "PV: 5 / 6");
    assert_string_equal(frame.hud[7].text, "Semilla 12345-67890");
    assert_non_null(strstr(mode_line(), "[Wiz]"));
    ug_catalog_free(es);
    ug_game_free(g);
}

/* The power stack: six slots, bottom first; the usable top is the panel's cursor; cursed slots
 * are an x and say so (not only grey); Icy Armor has its own letter and name. */
static void stack_with_curses_and_armor(void **state) {
    (void)state;
    UgGame *g = cursed_game();
    UgViewState s = game_state();
    ug_log_clear(&log_value);
    build(g, NULL, &s);
    assert_true(frame.has_inventory);
    assert_int_equal(frame.inv_count, 6);
    assert_string_equal(frame.inv_title.text, "Power stack 5/6");
    assert_string_equal(frame.inv_lines[0].text, "1 Slime");
    assert_int_equal(frame.inv_glyph[0], 'S');
    assert_string_equal(frame.inv_lines[1].text, "2 Icy Armor");
    assert_int_equal(frame.inv_glyph[1], 'A');
    assert_string_equal(frame.inv_lines[3].text, "4 Fire");
    assert_string_equal(frame.inv_lines[4].text, "5 Lump");
    assert_string_equal(frame.inv_lines[5].text, "6");
    assert_int_equal(frame.inv_cursor, 4);
    wizard(g, UG_WIZ_ADD_CURSE, 0);
    wizard(g, UG_WIZ_ADD_CURSE, 0);
    build(g, NULL, &s);
    assert_string_equal(frame.inv_lines[4].text, "5 Lump (cursed)");
    assert_int_equal(frame.inv_glyph[4], 'x');
    assert_string_equal(frame.inv_lines[5].text, "6 ----- (cursed)");
    assert_int_equal(frame.inv_glyph[5], 'x');
    assert_int_equal(frame.inv_cursor, 3); /* the Fire is the usable top */
    assert_string_equal(frame.hud[3].text, "Curses: 2 / 3");
    assert_string_equal(frame.hud[2].text, "HP: 5 / 6");
    ug_game_free(g);
}

/* Normal, aim and examine mode: the mode line says the mode and what Space does; the aim cursor
 * is an orange X whose cell says whether the orb can be used there, the range is lit. */
static void modes_and_cursor(void **state) {
    (void)state;
    UgGame *g = cursed_game();
    UgViewState s = game_state();
    ug_log_clear(&log_value);
    build(g, NULL, &s);
    assert_string_equal(mode_line(), "[Normal] Space: aim the Lump Orb");
    const UgPlayer *p = ug_game_player(g);
    scene.ui.mode = UG_CK_MODE_AIM;
    scene.ui.cursor_x = p->x + 1;
    scene.ui.cursor_y = p->y;
    build(g, NULL, &s);
    const UgCell *c = &frame.cells[p->y - frame.cam_y][p->x + 1 - frame.cam_x];
    assert_int_equal(c->glyph, 'X');
    assert_int_equal(c->fg.r, 0xFF);
    assert_int_equal(c->bg.r, 0x6A); /* no creature there: not a target */
    assert_string_equal(mode_line(), "[Aim][Range: 1][No target] Esc: back");
    /* A rat there is a target for the Lump. */
    ug_scenario_add_monster(g, UG_MON_RAT, p->x + 1, p->y, 1);
    ug_scenario_set_seen(g, p->x + 1, p->y, true, true);
    build(g, NULL, &s);
    c = &frame.cells[p->y - frame.cam_y][p->x + 1 - frame.cam_x];
    assert_true(c->effect); /* the aim's preview: the tile the Lump would hit (issue 26) */
    assert_int_equal(c->bg.g, 196);
    assert_string_equal(mode_line(), "[Aim][Range: 1] Space: use it  Esc: back");
    /* Three cells away is out of the Lump's range 2. */
    scene.ui.cursor_x = p->x + 3;
    build(g, NULL, &s);
    assert_non_null(strstr(mode_line(), "[Out of range!]"));
    scene.ui.mode = UG_CK_MODE_EXAMINE;
    scene.ui.cursor_x = p->x + 1;
    build(g, NULL, &s);
    assert_string_equal(mode_line(), "[Examine][Range: 1] Esc: back");
    ug_game_free(g);
}

/* The examine line: a creature's description, then its key line [Name][Orb][HP]; the Gargoyle
 * says whether its tail is still there; the stairs and the player are described too. */
static void examine_line(void **state) {
    (void)state;
    UgGame *g = cursed_game();
    UgViewState s = game_state();
    ug_log_clear(&log_value);
    const UgPlayer *p = ug_game_player(g);
    ug_scenario_add_monster(g, UG_MON_ARCHER, p->x + 1, p->y, 1);
    ug_scenario_set_seen(g, p->x + 1, p->y, true, true);
    scene.ui.mode = UG_CK_MODE_EXAMINE;
    scene.ui.cursor_x = p->x + 1;
    scene.ui.cursor_y = p->y;
    build(g, NULL, &s);
    /* wrapped at the log's width: two lines of description, the key line, the mode line */
    assert_int_equal(frame.log_count, 4);
    assert_string_equal(frame.log[0].text,
                        "Old bones with a bow. One arrow along a row or a column, from");
    assert_string_equal(frame.log[1].text, "afar.");
    assert_string_equal(frame.log[2].text,
                        "[Skeleton Archer][Lump][1][@ Stairs]"); /* seed: the stairs */
    UgTextLine lines[5];
    int n = ug_cursed_view_describe(g, NULL, &scene.ui, p->x, p->y, 62, lines, 5);
    assert_true(n >= 1);
    assert_string_equal(lines[n - 1].text, "[You][5 / 6]");
    /* The Gargoyle's tail, in Spanish. */
    ug_scenario_add_monster(g, UG_MON_GARGOYLE, p->x, p->y + 1, 5);
    ug_scenario_set_seen(g, p->x, p->y + 1, true, true);
    UgCatalog *es = ug_test_load_catalog("es");
    n = ug_cursed_view_describe(g, es, &scene.ui, p->x, p->y + 1, 62, lines, 5);
    assert_string_equal(lines[n - 1].text, "[Gárgola de la Torre][Grumo][5]");
    ug_catalog_free(es);
    /* Nothing under the cursor: the log shows. */
    assert_int_equal(ug_cursed_view_describe(g, NULL, &scene.ui, 0, 0, 62, lines, 5), 0);
    ug_game_free(g);
}

/* The achievements screen lists every achievement, locked or unlocked, with its condition, in
 * the original's order; the chosen row is marked. */
static void achievements_screen(void **state) {
    (void)state;
    UgGame *g = cursed_game();
    ug_game_set_achievements(g, 1u << UG_ACH_BOSS1_SPECIAL);
    UgViewState s = game_state();
    ug_log_clear(&log_value);
    scene.ui.screen = UG_CK_SCREEN_ACHIEVEMENTS;
    scene.ui.achievement_row = 1;
    build(g, NULL, &s);
    assert_int_equal(frame.overlay, UG_OVERLAY_HELP);
    assert_string_equal(frame.overlay_title.text, "Achievements (1 / 9)");
    assert_int_equal(frame.overlay_count, 18);
    assert_string_equal(frame.overlay_lines[0].text, "  [Locked]   Bounty: Tower Gargoyle");
    assert_string_equal(frame.overlay_lines[1].text,
                        "      Defeat the Tower Gargoyle and its young.");
    assert_string_equal(frame.overlay_lines[2].text, "> [Unlocked] Tail Axe");
    assert_string_equal(frame.overlay_lines[16].text, "  [Locked]   All of Them");
    /* Help is the key list. */
    scene.ui.screen = UG_CK_SCREEN_HELP;
    build(g, NULL, &s);
    assert_string_equal(frame.overlay_title.text, "Keys");
    assert_true(frame.overlay_count >= 10);
    ug_game_free(g);
}

/* The level's intro, the boss's arrival and the death screen with its last words. */
static void screens(void **state) {
    (void)state;
    UgGame *g = cursed_game();
    UgViewState s = game_state();
    ug_log_clear(&log_value);
    scene.intro = true;
    build(g, NULL, &s);
    assert_int_equal(frame.scene, UG_SCENE_STORY);
    assert_string_equal(frame.heading.text, "Churchyard");
    assert_int_equal(frame.body_count, 3);
    scene.intro = false;
    ug_log_push(&log_value, UG_MSG_CURSED_DIE, 0, 0, NULL);
    ug_log_push(&log_value, UG_MSG_CURSED_LAST_WORDS, 1, 0, NULL);
    s.scene = UG_SCENE_DEATH;
    build(g, NULL, &s);
    assert_int_equal(frame.scene, UG_SCENE_DEATH);
    assert_string_equal(frame.heading.text, "=== The End ===");
    assert_string_equal(frame.body[1].text, "A voice calls from far away: can you still hear me?");
    ug_game_free(g);
}

/* The layout: the board, the log, the sidebar, the stack and the minimap never overlap and fit
 * the canvas; the log has room for five lines and the mode line. */
static void layout_fits(void **state) {
    (void)state;
    int sizes[][2] = {{640, 360}, {1280, 720}, {1000, 700}, {1920, 1080}};
    for (int i = 0; i < 4; i++) {
        UgLayout l;
        ug_layout_compute_cursed(&l, sizes[i][0], sizes[i][1], 32, 16, 54, 18);
        UgRect r[] = {l.board, l.log, l.hud, l.inventory, l.minimap};
        for (int a = 0; a < 5; a++) {
            assert_true(ug_rect_inside(r[a], l.canvas));
            for (int b = a + 1; b < 5; b++) assert_false(ug_rect_overlaps(r[a], r[b]));
        }
        assert_true(l.log_lines >= 6);
        assert_true(l.hud.h >= 8 * l.line_h);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sidebar_lines),       cmocka_unit_test(stack_with_curses_and_armor),
        cmocka_unit_test(modes_and_cursor),    cmocka_unit_test(examine_line),
        cmocka_unit_test(achievements_screen), cmocka_unit_test(screens),
        cmocka_unit_test(layout_fits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
