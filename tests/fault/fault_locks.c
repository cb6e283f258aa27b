/* A save lock that cannot be taken (issue 25, item 5): a .lock that is a folder, FIFO or link, a
 * folder where it cannot be made, a file system without flock. It was skipped without a word,
 * so two windows played one save and one lost its moves. Now such a save is as good as held:
 * said, offered here without saving, never written. Headless on the null platform, its lock
 * entry wrapped to fail as ug_file_lock does (the io cases are fault_io's and io_test_file's). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/record.h"
#include "file.h"
#include "log.h"
#include "platform_null.h"
#include "scenes.h"
#include "scenes_private.h"

#define UG_NULL_FIXTURE_ENTROPY 31
#include "null_fixture.h"

static const char *const SLOT1 = "mem/save-classic.ugr";
static UgPlatform inner;
static bool every_slot; /* false: only the first slot's lock fails */

static UgFileError failing_lock(void *self, const char *path, char *why, size_t why_size) {
    if (every_slot || strcmp(path, SLOT1) == 0) {
        snprintf(why, why_size, "it is a FIFO, not a regular file");
        return UG_FILE_NOT_REGULAR;
    }
    return inner.lock_save(self, path, why, why_size);
}

static UgScenes *start(bool all) {
    UgRecord r;
    ug_record_init(&r, UG_MODE_CLASSIC, "48213");
    for (int i = 0; i < 3; i++) assert_int_equal(ug_record_push(&r, ug_action_wait()), UG_OK);
    char *text = NULL;
    size_t len = 0;
    assert_int_equal(ug_file_record_text(&r, &text, &len, NULL, 0), UG_FILE_OK);
    assert_true(ug_null_file_put(np, SLOT1, text, len));
    free(text);
    ug_record_free(&r);
    every_slot = all;
    inner = ug_null_platform_table(np);
    static UgPlatform table;
    table = inner;
    table.lock_save = failing_lock;
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    return ug_scenes_new(&params, &table);
}

static bool said(const char *text) {
    for (int i = 0; i < ug_null_said_count(np); i++)
        if (strstr(ug_null_said(np, i), text)) return true;
    return false;
}

/* Plays the offered run on and saves: the unlocked save is never written. */
static void play_on(UgScenes *s) {
    assert_non_null(s->resume);
    assert_true(s->resume_read_only);
    int before = ug_null_file_writes(np, SLOT1);
    ug_scenes_continue_saved(s);
    for (int i = 0; i < 20; i++) ug_scenes_play(s, ug_action_wait());
    ug_scenes_save_run(s);
    assert_int_equal(ug_null_file_writes(np, SLOT1), before);
    assert_true(ug_scenes_unsaved_moves(s) > 0); /* the quit box says "not saved" */
}

/* No lock can be taken anywhere (the folder): said, the run offered without saving. */
static void no_lock_anywhere_offers_the_run_read_only(void **state) {
    (void)state;
    UgScenes *s = start(true);
    assert_non_null(s);
    assert_string_equal(s->save_path, "");
    assert_true(said("cannot be locked (it is a FIFO, not a regular file)"));
    assert_true(said("nothing played in this window is saved"));
    play_on(s);
    ug_scenes_free(s);
}

/* The first slot's .lock is a FIFO: its run is offered without saving; a new game saves in the
 * second slot. */
static void a_bad_lock_is_as_good_as_held(void **state) {
    (void)state;
    UgScenes *s = start(false);
    assert_non_null(s);
    assert_string_equal(s->save_path, "mem/save-classic-2.ugr");
    assert_true(said("cannot be locked"));
    play_on(s);
    ug_scenes_free(s);
}

/* Item 8: a classic window listed the other modes' slot notices (cursed's save open in another
 * window); it says only its own mode's. */
static void other_modes_slot_notices_are_not_listed(void **state) {
    (void)state;
    ug_null_hold_lock(np, "mem/save-cursed.ugr");
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    assert_false(said("open in another window"));
    for (int i = 0; i < ug_log_count(&s->log); i++)
        assert_int_not_equal(ug_log_get(&s->log, i)->msg, UG_UIMSG_SAVE_IN_USE);
    ug_scenes_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(no_lock_anywhere_offers_the_run_read_only, setup, teardown),
        cmocka_unit_test_setup_teardown(a_bad_lock_is_as_good_as_held, setup, teardown),
        cmocka_unit_test_setup_teardown(other_modes_slot_notices_are_not_listed, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
