/* Words and frames a player met wrong (issue 24, part 4): each test builds the frames the
 * window builds, one after the other into the same reused UgFrame as the window does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/scenario.h"
#include "cursed_keys.h"
#include "cursed_view.h"
#include "log.h"
#include "profile.h"
#include "view.h"
#include "view_fixtures.h"

static UgFrame frame; /* large: not on the stack; reused from one build to the next */
static UgLog log_value;
static UgCursedScene scene;

static UgGame *new_game(UgMode mode, const char *seed) {
    UgGameParams p = {mode, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    return g;
}

static UgViewState game_state(UgMode mode) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = mode;
    s.log_lines = UG_FRAME_LOG_MAX;
    s.history_rows = 10;
    memset(&scene, 0, sizeof scene);
    ug_cursed_keys_init(&scene.ui, false);
    s.cursed = &scene;
    return s;
}

/* Cursed's level intro, started from the seed page, shows none of that page: not its detail ("A
 * seed is ten digits..."), its key bar or its list (they covered "Space: begin"). */
static void a_cut_scene_after_the_seed_page_shows_nothing_of_it(void **state) {
    (void)state;
    UgViewState title = {0};
    title.scene = UG_SCENE_TITLE;
    title.menu_page = UG_PAGE_SEED;
    title.menu_mode = title.mode = UG_MODE_CURSED;
    ug_view_build(&frame, NULL, NULL, NULL, &title);
    assert_true(frame.menu_detail.text[0] && frame.menu_hint.text[0]); /* what was there */
    UgGame *g = new_game(UG_MODE_CURSED, "1234567890");
    UgViewState s = game_state(UG_MODE_CURSED);
    scene.intro = true;
    ug_log_clear(&log_value);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_int_equal(frame.scene, UG_SCENE_STORY);
    assert_string_equal(frame.menu_detail.text, "");
    assert_string_equal(frame.menu_hint.text, "");
    assert_int_equal(frame.menu_list_count, 0);
    assert_int_equal(frame.menu_count, 0);
    assert_string_equal(frame.body[frame.body_count - 1].text, "Space: begin");
    ug_game_free(g);
}

/* Health shown never goes below 0: the HUD (the watch's too) says "Health 0/20" of a player a
 * blow left at -2, and the look line "You: HP 0/20". */
static void health_is_never_shown_below_zero(void **state) {
    (void)state;
    UgGame *g = ug_test_blank_classic_game();
    ug_scenario_set_player(g, -2, 20, 5);
    UgViewState s = game_state(UG_MODE_CLASSIC);
    s.hover = true;
    s.hover_x = 7;
    s.hover_y = 5;
    ug_scenario_set_seen(g, 7, 5, true, true);
    ug_view_build(&frame, g, NULL, NULL, &s);
    bool hud = false;
    for (int i = 0; i < frame.hud_count; i++) {
        if (strstr(frame.hud[i].text, "-2")) fail_msg("the HUD says \"%s\"", frame.hud[i].text);
        hud |= strcmp(frame.hud[i].text, "Health 0/20") == 0;
    }
    assert_true(hud);
    assert_string_equal(frame.look.text, "You: HP 0/20");
    UgStat hp = {.id = UG_STAT_HP, .value = -2, .max = 20};
    assert_int_equal(ug_view_stat_value(&hp), 0);
    ug_game_free(g);
}

/* Cursed's examine lines, wrapped, replace log lines that had marks ("! "): none of them keeps
 * the mark of the line it replaced. */
static void cursed_examine_lines_carry_no_old_marks(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_CURSED, "1234567890");
    UgViewState s = game_state(UG_MODE_CURSED);
    ug_log_clear(&log_value);
    for (int i = 0; i < 5; i++) ug_log_push(&log_value, UG_MSG_CURSED_DIE, 0, 0, NULL);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_true(frame.log[0].mark[0]); /* the danger's mark */
    const UgPlayer *p = ug_game_player(g);
    ug_scenario_add_monster(g, UG_MON_ARCHER, p->x + 1, p->y, 1);
    ug_scenario_set_seen(g, p->x + 1, p->y, true, true);
    scene.ui.mode = UG_CK_MODE_EXAMINE;
    scene.ui.cursor_x = p->x + 1;
    scene.ui.cursor_y = p->y;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_true(frame.log_count >= 3); /* two lines of description, the key line, the mode line */
    for (int i = 0; i < frame.log_count; i++)
        if (frame.log[i].mark[0])
            fail_msg("examine line %d \"%s\" has the mark \"%s\"", i, frame.log[i].text,
                     frame.log[i].mark);
    ug_game_free(g);
}

/* The turn cursed's screen shows is ug_view_turns (its clock's whole turns), which the death
 * screen, the records and the morgue say too; elsewhere it is the turns taken. */
static void the_turn_shown_is_the_screens(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_CURSED, "1234567890");
    for (int i = 0; i < 7; i++) ug_game_act(g, ug_action_wait(), NULL);
    UgViewState s = game_state(UG_MODE_CURSED);
    ug_log_clear(&log_value);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    char want[32];
    snprintf(want, sizeof want, "Turn %d", ug_view_turns(g));
    bool shown = false;
    for (int i = 0; i < frame.hud_count; i++) shown |= strcmp(frame.hud[i].text, want) == 0;
    if (!shown) fail_msg("the sidebar does not say \"%s\"", want);
    ug_game_free(g);
    UgGame *c = ug_test_blank_classic_game();
    ug_scenario_set_player(c, 10, 10, 42);
    assert_int_equal(ug_view_turns(c), 42);
    ug_game_free(c);
    assert_int_equal(ug_view_turns(NULL), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_cut_scene_after_the_seed_page_shows_nothing_of_it),
        cmocka_unit_test(health_is_never_shown_below_zero),
        cmocka_unit_test(cursed_examine_lines_carry_no_old_marks),
        cmocka_unit_test(the_turn_shown_is_the_screens),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
