/* The quit box tells the truth (issue 25, item 1): it says "Your run is saved" only when the
 * save on disk replays to the game on screen. Headless on the null platform: a run with a user
 * folder, with none (`env -u HOME -u XDG_DATA_HOME`), with every write failing, and a record that
 * can no longer grow (its action cap, or out of memory). Each fails if the false "saved" returns.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/game.h"
#include "undergrid/record.h"
#include "file.h"
#include "platform_null.h"
#include "scenes.h"
#include "scenes_private.h"

#define UG_NULL_FIXTURE_ENTROPY 4242
#include "null_fixture.h"
#include "null_script.h"

enum { WAITS = 20 };
static const char *const SEED = "48213";
static const char *const SAVE = "mem/save-classic.ugr";
static const char *const SAVED_LINE = "Your run is saved";

/* The hash of classic's game SEED after `waits` waits: the game the window shows. */
static uint64_t expected_hash(int waits) {
    UgGameParams params = {UG_MODE_CLASSIC, SEED};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    UgEvents events = {0};
    for (int i = 0; i < waits; i++) ug_game_act(g, ug_action_wait(), &events);
    uint64_t h = ug_game_hash(g);
    ug_game_free(g);
    return h;
}

/* Does the save in memory replay to `hash`? */
static bool save_replays_to(UgNullPlatform *p, uint64_t hash) {
    size_t len = 0;
    const char *text = ug_null_file(p, SAVE, &len);
    if (!text) return false;
    UgRecord r;
    int line = 0;
    if (ug_record_parse(text, len, &r, &line) != UG_OK) return false;
    UgGame *g = NULL;
    bool same = ug_record_replay(&r, &g) == UG_OK && ug_game_hash(g) == hash;
    ug_game_free(g);
    ug_record_free(&r);
    return same;
}

/* The text of the first frame showing the quit box, or NULL. */
static const char *quit_box_text(UgNullPlatform *p) {
    for (int i = 0; i < ug_null_frame_count(p); i++)
        if (ug_null_frame(p, i)->overlay == UG_OVERLAY_QUIT) return ug_null_frame(p, i)->text;
    return NULL;
}

/* Classic SEED started directly, WAITS waits, Esc (the quit box), then the window is closed.
 * Returns whether the player was told moves are lost on quitting. */
static bool play_and_ask(UgNullPlatform *p) {
    for (int i = 0; i < WAITS; i++) {
        ug_null_push_command(p, cmd(UG_CMD_WAIT));
        ug_null_push_pause(p);
    }
    ug_null_push_command(p, cmd(UG_CMD_ESCAPE));
    ug_null_push_pause(p);
    UgPlatform table = ug_null_platform_table(p);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC, .seed = SEED, .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    bool lost = ug_scenes_lost_moves(s);
    ug_scenes_free(s);
    return lost;
}

/* The contract itself: "saved" on screen implies a save on disk that replays to the game. */
static void assert_box_is_true(UgNullPlatform *p, bool expect_saved) {
    const char *box = quit_box_text(p);
    assert_non_null(box);
    bool says_saved = strstr(box, SAVED_LINE) != NULL;
    if (says_saved && !save_replays_to(p, expected_hash(WAITS)))
        fail_msg("the quit box says saved, and the disk does not hold the game: %s", box);
    assert_int_equal(says_saved, expect_saved);
    if (!says_saved) assert_non_null(strstr(box, "not saved"));
}

/* With a user folder the run is saved, and the box says so truly. */
static void a_saved_run_is_said_saved(void **state) {
    (void)state;
    assert_false(play_and_ask(np));
    assert_box_is_true(np, true);
}

/* `env -u HOME -u XDG_DATA_HOME` or HOME=/etc/passwd: no user folder. The box said "saved",
 * exit 0, and nothing was saved anywhere. */
static void no_user_folder_is_not_said_saved(void **state) {
    (void)state;
    UgNullPlatform *p = ug_null_platform_new(&(UgNullParams){.entropy = 1, .user_dir = ""});
    assert_non_null(p);
    assert_true(play_and_ask(p));
    assert_box_is_true(p, false);
    bool told = false;
    for (int i = 0; i < ug_null_said_count(p); i++)
        told = told || strstr(ug_null_said(p, i), "no user folder") != NULL;
    assert_true(told);
    ug_null_platform_free(p);
}

/* Every write fails (a full disk): not saved, and said. */
static void failed_writes_are_not_said_saved(void **state) {
    (void)state;
    ug_null_fail_writes(np, UG_FILE_NO_SPACE, "No space left on device", -1);
    assert_true(play_and_ask(np));
    assert_box_is_true(np, false);
}

/* The record stops growing (the 10,000,000-action cap, or out of memory): the save was deleted,
 * recording stopped, and the box still said saved. Now the save stays (the run as the record
 * holds it) and every later move counts as lost. The cap is reached by setting the count, with
 * the saved count set alike so that nothing reads past the actions held. */
static void a_record_that_cannot_grow_keeps_the_save(void **state) {
    (void)state;
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC, .seed = SEED, .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    assert_non_null(s->game);
    for (int i = 0; i < WAITS; i++) ug_scenes_play(s, ug_action_wait());
    assert_true(ug_scenes_save_run(s));
    assert_true(save_replays_to(np, expected_hash(WAITS)));
    int32_t real = s->record.count;
    s->record.count = s->saved_count = UG_RECORD_MAX_ACTIONS;
    ug_scenes_play(s, ug_action_wait()); /* the push fails: the record is full */
    ug_scenes_play(s, ug_action_wait());
    s->record.count = s->saved_count = real;
    assert_false(s->recording);
    assert_non_null(ug_null_file(np, SAVE, NULL)); /* not deleted */
    assert_true(save_replays_to(np, expected_hash(WAITS)));
    assert_int_equal(ug_scenes_unsaved_moves(s), 2);
    UgCommand esc = cmd(UG_CMD_ESCAPE);
    ug_scenes_common_responder(s, &esc);
    assert_int_equal(s->vs.overlay, UG_OVERLAY_QUIT);
    assert_int_equal(s->vs.quit_unsaved, 2); /* "not saved: quitting now loses 2 moves" */
    ug_scenes_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_saved_run_is_said_saved, setup, teardown),
        cmocka_unit_test_setup_teardown(no_user_folder_is_not_said_saved, setup, teardown),
        cmocka_unit_test_setup_teardown(failed_writes_are_not_said_saved, setup, teardown),
        cmocka_unit_test_setup_teardown(a_record_that_cannot_grow_keeps_the_save, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
