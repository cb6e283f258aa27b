/* What a player met on the title's Options and Keys pages (issue 24, part 4), each driven through
 * the real command path: commands pushed as platform events into the null platform, through
 * ug_scenes_event's queue and the responder chain, never handed to a screen directly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/game.h"
#include "bindings.h"
#include "frame_layout.h"
#include "i18n.h"
#include "undergrid/record.h"
#include "layout.h"
#include "log.h"
#include "scenes.h"
#include "scenes_records.h"

#define UG_NULL_FIXTURE_ENTROPY 12345
#include "null_fixture.h"
#include "null_script.h"

static void run_title(void) {
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    UgScenes *scenes = ug_scenes_new(&params, &table);
    assert_non_null(scenes);
    ug_scenes_run(scenes);
    ug_scenes_free(scenes);
}

static bool says(int frame, const char *text) {
    const UgNullFrame *f = ug_null_frame(np, frame);
    return f && strstr(f->text, text) != NULL;
}

static const char *last_chosen(void) {
    return ug_null_frame(np, ug_null_frame_count(np) - 1)->menu_chosen;
}

/* A letter key pressed, as the window gives it: its place (USB usage) and its character. */
static void press_letter(char ch) {
    UgCommand c = cmd(UG_CMD_OTHER_KEY);
    c.place = (unsigned short)(4 + (ch - 'a'));
    c.key[0] = ch;
    c.letter = ch;
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void open_options(void) {
    press_move(0, 1);      /* New game -> Options */
    press(UG_CMD_CONFIRM); /* Options */
}

static void open_keys(void) {
    open_options();
    for (int i = 0; i < UG_OPT_COUNT; i++) press_move(0, 1);
    press(UG_CMD_CONFIRM); /* Keys...: the cursor on Move up */
}

/* Backspace on the Keys screen puts the defaults back, through the window's own path (the event
 * queue dropped it once: only the seed field was let have Backspace). */
static void keys_backspace_restores_the_defaults(void **state) {
    (void)state;
    open_keys();
    press(UG_CMD_CONFIRM); /* Move up: waiting */
    press_letter('t');     /* Move up: T/W */
    press(UG_CMD_ERASE);   /* Backspace: the defaults */
    press(UG_CMD_ESCAPE);
    run_title();
    assert_int_equal(ug_null_binding_saves(np), 2);
    int rebound = -1, restored = -1;
    for (int f = 0; f < ug_null_frame_count(np); f++) {
        if (rebound < 0 && says(f, "T/W")) rebound = f;
        if (rebound >= 0 && restored < 0 && says(f, "W/K") && !says(f, "T/W")) restored = f;
    }
    assert_true(rebound > 0);
    assert_true(restored > rebound);
}

/* W bound to Wait is taken from Move up, which keeps K: the screen says so rather than "Move up
 * has no key now", and K stays Move up's (its first key now: T bound to it next makes T/K);
 * a command left with no key (Move up-left, Y alone) still says that it has none. */
static void a_key_taken_says_what_the_command_keeps(void **state) {
    (void)state;
    open_keys();
    for (int i = 0; i < (int)UG_BIND_WAIT; i++) press_move(0, 1);
    press(UG_CMD_CONFIRM); /* Wait: waiting */
    press_letter('w');
    for (int i = 0; i < (int)UG_BIND_WAIT; i++) press_move(0, -1); /* Move up: only K now */
    press(UG_CMD_CONFIRM);
    press_letter('t'); /* Move up: T/K */
    for (int i = 0; i < (int)UG_BIND_WAIT; i++) press_move(0, 1);
    press(UG_CMD_CONFIRM);
    press_letter('y'); /* Wait takes Y from Move up-left, its only key */
    run_title();
    int keeps = -1, kept = -1, none = -1;
    for (int f = 0; f < ug_null_frame_count(np); f++) {
        const char *keys = strstr(ug_null_frame(np, f)->text, "\nKeys\n");
        const char *up = keys ? strstr(keys, "Move up  ") : NULL;
        if (says(f, "W was taken from Move up, which has no key now."))
            fail_msg("frame %d: Move up keeps K but is said to have no key", f);
        if (keeps < 0 && says(f, "W was taken from Move up, which keeps K.")) keeps = f;
        if (keeps >= 0 && kept < 0 && up && !strncmp(up + 41, "T/K ", 4)) kept = f;
        if (none < 0 && says(f, "Y was taken from Move up-left, which has no key now.")) none = f;
    }
    assert_true(keeps > 0);
    assert_true(kept > keeps);
    assert_true(none > kept);
}

/* Options' Volume: Right at 10 stays at 10, Left at 0 stays at 0; the wheel on it steps it (up
 * is louder); a click on its "<" steps it back and on its ">" forward. */
static void volume_stops_at_its_ends_and_the_wheel_and_arrows_step_it(void **state) {
    (void)state;
    open_options();
    for (int i = 0; i < UG_OPT_VOLUME; i++) press_move(0, 1);
    press_move(1, 0); /* full: stays 10 */
    run_title();
    assert_string_equal(last_chosen(), "Volume: < 10 >");
    assert_int_equal(ug_null_options(np)->quiet, 0);
    /* Where its "<" and ">" are drawn (three columns in, a column char_w wide). */
    const UgFrame *fr = ug_null_last_frame(np);
    const UgLayout *l = ug_null_last_layout(np);
    UgFrameLaid scratch;
    const UgFrameLaid *laid = ug_frame_laid(fr, l, &scratch);
    int row = fr->menu_cursor;
    const char *text = fr->menu_items[row].text;
    int lt = (int)(strchr(text, '<') - text), gt = (int)(strchr(text, '>') - text);
    UgRect r = laid->menu_rows[row];
    int y = r.y + r.h / 2, x_lt = r.x + (3 + lt) * l->char_w + l->char_w / 2;
    int x_gt = r.x + (3 + gt) * l->char_w + l->char_w / 2;

    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 12345});
    open_options();
    for (int i = 0; i < UG_OPT_VOLUME; i++) press_move(0, 1);
    UgCommand click = cmd(UG_CMD_CLICK);
    click.x = x_lt, click.y = y;
    ug_null_push_command(np, click); /* "<": 9 */
    ug_null_push_pause(np);
    ug_null_push_command(np, click); /* 8 */
    ug_null_push_pause(np);
    UgCommand wheel = cmd(UG_CMD_SCROLL);
    wheel.dy = 1; /* down: quieter, 7 */
    ug_null_push_command(np, wheel);
    ug_null_push_pause(np);
    wheel.dy = -1; /* up: louder, 8 */
    ug_null_push_command(np, wheel);
    ug_null_push_pause(np);
    click.x = x_gt;
    ug_null_push_command(np, click); /* ">": 9 */
    ug_null_push_pause(np);
    run_title();
    const int want[] = {9, 8, 7, 8, 9};
    int at = 0;
    for (int f = 0; f < ug_null_frame_count(np) && at < 5; f++) {
        char line[32];
        snprintf(line, sizeof line, "Volume: < %d >", want[at]);
        if (strcmp(ug_null_frame(np, f)->menu_chosen, line) == 0) at++;
    }
    if (at < 5) fail_msg("the volume did not go 9 8 7 8 9 (it stopped after %d steps)", at);
    assert_int_equal(ug_null_options(np)->quiet, 1);
    /* Quiet to the end: Left at 0 stays 0. */
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 12345});
    open_options();
    for (int i = 0; i < UG_OPT_VOLUME; i++) press_move(0, 1);
    for (int i = 0; i < UG_VOLUME_MAX + 2; i++) press_move(-1, 0);
    run_title();
    assert_string_equal(last_chosen(), "Volume: < 0 >");
    assert_int_equal(ug_null_options(np)->quiet, UG_VOLUME_MAX);
}

/* A cursed run's morgue file says the turn its screen showed (the clock's whole turns, "Turn N"
 * in the sidebar), not the count of actions taken, which differs once time has passed. */
static void the_morgue_says_the_turn_the_screen_showed(void **state) {
    (void)state;
    UgGameParams p = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    for (int i = 0; i < 7; i++) ug_game_act(g, ug_action_wait(), NULL);
    assert_int_not_equal(ug_view_turns(g), ug_game_player(g)->turns); /* else nothing is shown */
    UgPlatform table = ug_null_platform_table(np);
    static UgScenesRecords records;
    static UgLog log;
    ug_log_clear(&log);
    ug_scenes_records_load(&records, &table, "mem", &log);
    UgViewState vs = {0};
    ug_scenes_records_file(&records, &table, "mem", g, NULL, &log, NULL, UG_RUN_DIED, 0, &vs);
    assert_true(vs.death_morgue[0]);
    size_t len = 0;
    const char *m = ug_null_file(np, vs.death_morgue, &len);
    assert_non_null(m);
    char want[64];
    snprintf(want, sizeof want, "turns    %d\n", ug_view_turns(g));
    if (!strstr(m, want)) fail_msg("the morgue does not say \"%s\":\n%.*s", want, (int)len, m);
    ug_scenes_records_free(&records);
    ug_game_free(g);
}

/* From the title: Options, the board's zoom to its largest (a board that scrolls at every few
 * steps), then adventure with seed "auditor". */
static void zoomed_adventure(void) {
    open_options();
    press_move(0, 1); /* Board zoom */
    for (int i = 0; i < 4; i++) press_move(1, 0);
    press(UG_CMD_ESCAPE);
    press(UG_CMD_CONFIRM); /* New game: the modes, adventure first */
    press(UG_CMD_CONFIRM);
    UgCommand t = cmd(UG_CMD_TEXT);
    snprintf(t.text, sizeof t.text, "auditor");
    ug_null_push_command(np, t);
    ug_null_push_pause(np);
    press(UG_CMD_CONFIRM);
}

/* The pointer rests on the player while the player walks away and the camera scrolls: the look
 * line names the tile now under the pointer, not the one it first rested on ("Stairs down"
 * stayed). The game is replayed from the run saved to know what lies there. */
static void the_look_line_follows_a_scrolling_camera(void **state) {
    (void)state;
    zoomed_adventure();
    run_title();
    const UgLayout *l = ug_null_last_layout(np);
    const UgFrame *fr = ug_null_last_frame(np);
    const UgNullFrame *nf = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_int_equal(nf->scene, UG_SCENE_GAME);
    int px = l->board.x + (nf->player_x - fr->cam_x) * l->tile + l->tile / 2;
    int py = l->board.y + (nf->player_y - fr->cam_y) * l->tile + l->tile / 2;
    int cam0 = fr->cam_x * 1000 + fr->cam_y;

    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 12345});
    zoomed_adventure();
    UgCommand point = cmd(UG_CMD_POINT);
    point.x = px, point.y = py;
    for (int i = 0; i < 2; i++) { /* the first position chooses nothing */
        ug_null_push_command(np, point);
        ug_null_push_pause(np);
    }
    /* Out of the start room by its door at (54, 29), up the corridor, west along row 24. */
    static const int steps[][3] = {{-1, 1, 2}, {0, 1, 2}, {-1, 0, 2}, {0, -1, 5}, {-1, 0, 10}};
    for (int k = 0; k < 5; k++)
        for (int i = 0; i < steps[k][2]; i++) press_move(steps[k][0], steps[k][1]);
    run_title();
    fr = ug_null_last_frame(np);
    l = ug_null_last_layout(np);
    size_t len = 0;
    const char *text = ug_null_file(np, "mem/save-adventure.ugr", &len);
    assert_non_null(text);
    UgRecord r;
    assert_int_equal(ug_record_parse(text, len, &r, NULL), UG_OK);
    UgGameParams gp = {UG_MODE_ADVENTURE, "auditor"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&gp, &g), UG_OK);
    for (int i = 0; i < r.count; i++) ug_game_act(g, r.actions[i], NULL);
    ug_record_free(&r);
    int tx = 0, ty = 0;
    assert_true(
        ug_layout_tile_at(l, fr->cam_x, fr->cam_y, fr->board_w, fr->board_h, px, py, &tx, &ty));
    static UgFrame want;
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    vs.mode = UG_MODE_ADVENTURE;
    vs.hover = true, vs.hover_x = tx, vs.hover_y = ty;
    ug_view_build(&want, g, NULL, NULL, &vs);
    nf = ug_null_frame(np, ug_null_frame_count(np) - 1);
    print_message("player %d,%d camera %d,%d (was %d,%d), look \"%s\", want \"%s\"\n", nf->player_x,
                  nf->player_y, fr->cam_x, fr->cam_y, cam0 / 1000, cam0 % 1000, fr->look.text,
                  want.look.text);
    assert_int_not_equal(fr->cam_x * 1000 + fr->cam_y, cam0); /* the camera did scroll */
    assert_string_equal(fr->look.text, want.look.text);
    ug_game_free(g);
}

/* Adventure, seed "auditor", started from the command line; the caller frees the scenes. */
static UgScenes *run_adventure(void) {
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_ADVENTURE, .seed = "auditor", .direct = true};
    UgScenes *scenes = ug_scenes_new(&params, &table);
    assert_non_null(scenes);
    ug_scenes_run(scenes);
    return scenes;
}

/* Adventure crashed (strlen(NULL)) when the mouse rested on a door or a finger held one (a long
 * press is a pointer move, touch.c): both paths, through the platform's events, name it. */
static void a_door_is_named_under_the_mouse_and_a_long_press(void **state) {
    (void)state;
    ug_null_push_pause(np);
    ug_scenes_free(run_adventure());
    const UgLayout *l = ug_null_last_layout(np);
    const UgFrame *fr = ug_null_last_frame(np);
    enum { DOOR_X = 54, DOOR_Y = 29 }; /* the start room's door (undergrid dump: auditor) */
    int px = l->board.x + (DOOR_X - fr->cam_x) * l->tile + l->tile / 2;
    int py = l->board.y + (DOOR_Y - fr->cam_y) * l->tile + l->tile / 2;
    for (int touch = 0; touch < 2; touch++) {
        ug_null_platform_free(np);
        np = ug_null_platform_new(&(UgNullParams){.entropy = 12345});
        UgCommand point = cmd(UG_CMD_POINT);
        point.x = px, point.y = py, point.touch = touch;
        for (int i = 0; i < 2; i++) { /* the first position chooses nothing */
            ug_null_push_command(np, point);
            ug_null_push_pause(np);
        }
        ug_scenes_free(run_adventure());
        assert_string_equal(ug_null_last_frame(np)->look.text,
                            "A closed door: it blocks sight; step into it to open it.");
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(keys_backspace_restores_the_defaults, setup, teardown),
        cmocka_unit_test_setup_teardown(a_key_taken_says_what_the_command_keeps, setup, teardown),
        cmocka_unit_test_setup_teardown(volume_stops_at_its_ends_and_the_wheel_and_arrows_step_it,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(the_morgue_says_the_turn_the_screen_showed, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(the_look_line_follows_a_scrolling_camera, setup, teardown),
        cmocka_unit_test_setup_teardown(a_door_is_named_under_the_mouse_and_a_long_press, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
