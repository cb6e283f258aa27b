/* A run's end is never lost (issue 25, item 2): the death deleted the save first, then wrote the
 * history, the recording in runs/ and the morgue, so a crash between lost all four (9 of 12
 * strace-delayed runs killed within 0.6 s). Now the save is removed last, and a finished save
 * found at the start is filed. Headless on the null platform, its file entries wrapped so that
 * the order of the writes and the removal is seen: a crash after any of them is a prefix. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/record.h"
#include "file.h"
#include "platform_null.h"
#include "scenes.h"
#include "scenes_private.h"

#define UG_NULL_FIXTURE_ENTROPY 777
#include "null_fixture.h"

static const char *const SAVE = "mem/save-classic.ugr";
static const char *const HISTORY = "mem/history.txt";

/* What the platform had done when the save was removed. */
static struct {
    bool removed;        /* the save was removed */
    int runs_at_removal; /* history lines then */
    bool files_at_removal;
} seen;

static UgPlatform inner;

static int history_runs(void) {
    size_t len = 0;
    const char *text = ug_null_file(np, HISTORY, &len);
    int n = 0;
    for (size_t i = 0; text && i + 4 <= len; i++)
        if ((i == 0 || text[i - 1] == '\n') && memcmp(text + i, "run ", 4) == 0) n++;
    return n;
}

/* Does any file whose path starts with `prefix` hold bytes? */
static bool has_file(const char *prefix) {
    for (int i = 0; i < ug_null_write_count(np); i++) {
        const char *path = NULL;
        size_t len = 0;
        ug_null_write(np, i, &path, &len);
        if (strncmp(path, prefix, strlen(prefix)) == 0 && ug_null_file(np, path, &len) && len > 0)
            return true;
    }
    return false;
}

static bool spy_remove(void *self, const char *path) {
    if (strcmp(path, SAVE) == 0 && ug_null_file(np, SAVE, NULL)) {
        seen.removed = true;
        seen.runs_at_removal = history_runs();
        seen.files_at_removal = has_file("mem/runs/") && has_file("mem/morgue/");
    }
    return inner.remove_file(self, path);
}

static UgPlatform spied_table(void) {
    inner = ug_null_platform_table(np);
    UgPlatform t = inner;
    t.remove_file = spy_remove;
    memset(&seen, 0, sizeof seen);
    return t;
}

/* The explore bot's actions on classic `seed` until the player dies; the count, or 0. */
static int actions_to_death(const char *seed, UgAction *out, int max) {
    UgGameParams params = {UG_MODE_CLASSIC, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_RANDOM, 99);
    UgEvents events = {0};
    int n = 0;
    while (n < max && ug_game_status(g) == UG_STATUS_PLAYING) {
        UgAction a = ug_bot_next(&bot, g);
        events.count = 0;
        if (ug_game_act(g, a, &events)) out[n++] = a;
    }
    bool dead = ug_game_status(g) == UG_STATUS_DEAD;
    ug_game_free(g);
    return dead ? n : 0;
}

enum { MAX_ACTIONS = 50000 };
static UgAction acts[MAX_ACTIONS];

/* Puts classic `seed`'s first n actions as the saved run. */
static void put_save(const char *seed, int n) {
    UgRecord r;
    ug_record_init(&r, UG_MODE_CLASSIC, seed);
    for (int i = 0; i < n; i++) assert_int_equal(ug_record_push(&r, acts[i]), UG_OK);
    char *text = NULL;
    size_t len = 0;
    assert_int_equal(ug_file_record_text(&r, &text, &len, NULL, 0), UG_FILE_OK);
    assert_true(ug_null_file_put(np, SAVE, text, len));
    free(text);
    ug_record_free(&r);
}

/* The death's order: when the save goes, the history line, runs/ and the morgue are there. */
static void death_removes_the_save_last(void **state) {
    (void)state;
    int n = actions_to_death("4", acts, MAX_ACTIONS);
    assert_true(n > 1);
    put_save("4", n - 1);
    UgPlatform table = spied_table();
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    assert_non_null(s->resume); /* Continue waits on the title */
    ug_scenes_continue_saved(s);
    ug_scenes_play(s, acts[n - 1]);
    assert_int_equal(ug_game_status(s->game), UG_STATUS_DEAD);
    ug_scenes_free(s);
    assert_true(seen.removed);
    assert_int_equal(seen.runs_at_removal, 1);
    assert_true(seen.files_at_removal);
    assert_null(ug_null_file(np, SAVE, NULL));
}

/* A window stopped after the death's save and before its filing: the finished save is filed at
 * the next start (once: a second start finds it gone), and removed after. */
static void a_finished_save_is_filed_at_the_start(void **state) {
    (void)state;
    int n = actions_to_death("4", acts, MAX_ACTIONS);
    assert_true(n > 1);
    put_save("4", n); /* the death's record, not yet filed */
    UgPlatform table = spied_table();
    for (int round = 0; round < 2; round++) {
        UgScenesParams params = {.mode = UG_MODE_CLASSIC};
        UgScenes *s = ug_scenes_new(&params, &table);
        assert_non_null(s);
        assert_null(s->resume);
        ug_scenes_free(s);
        assert_int_equal(history_runs(), 1);
    }
    assert_true(seen.removed && seen.files_at_removal);
    assert_int_equal(seen.runs_at_removal, 1);
}

/* Filed before the stop, removed never: the next start removes it without a second line. */
static void a_filed_save_is_not_filed_twice(void **state) {
    (void)state;
    int n = actions_to_death("4", acts, MAX_ACTIONS);
    assert_true(n > 1);
    put_save("4", n);
    UgPlatform table = spied_table();
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    UgScenes *s = ug_scenes_new(&params, &table);
    ug_scenes_free(s);
    put_save("4", n); /* as if the removal had not happened */
    s = ug_scenes_new(&params, &table);
    ug_scenes_free(s);
    assert_int_equal(history_runs(), 1);
    assert_null(ug_null_file(np, SAVE, NULL));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(death_removes_the_save_last, setup, teardown),
        cmocka_unit_test_setup_teardown(a_finished_save_is_filed_at_the_start, setup, teardown),
        cmocka_unit_test_setup_teardown(a_filed_save_is_not_filed_twice, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
