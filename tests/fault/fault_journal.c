/* The save journal (issue 28; record.h version 4, records.h): a save point appends only its new
 * actions, so its cost does not grow with the run, and a crash at any byte of any append loses
 * nothing that a finished save point had written: the file then reads as the record of the last
 * whole point, never as a damaged save. Older formats still read; damage before a whole point is
 * still damage. Headless: the core's journal text, and the scenes on the null platform. */
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
#include "platform_null.h"
#include "records.h"
#include "scenes.h"
#include "scenes_private.h"

#define UG_NULL_FIXTURE_ENTROPY 778
#include "null_fixture.h"

static const char *const SAVE = "mem/save-adventure.ugr";

enum { MAX_ACTIONS = 3000, POINT_EVERY = 16 };
static UgAction acts[MAX_ACTIONS];
static uint64_t hash_after[MAX_ACTIONS + 1]; /* the state hash after i actions */

/* The random bot's accepted actions on adventure `seed` (at most max, fewer when it ends). */
static int play(const char *seed, int max) {
    UgGameParams params = {UG_MODE_ADVENTURE, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 5);
    int n = 0;
    hash_after[0] = ug_game_hash(g);
    for (int tries = 0; n < max && tries < max * 4 && ug_game_status(g) == UG_STATUS_PLAYING;
         tries++) {
        UgAction a = ug_bot_next(&bot, g);
        if (ug_game_act(g, a, NULL)) {
            acts[n++] = a;
            hash_after[n] = ug_game_hash(g);
        }
    }
    ug_game_free(g);
    return n;
}

/* A journal of the first n actions, a point every POINT_EVERY, with a snapshot every
 * `snap_every` points (0: the head's only), built as ug_journal_save builds it. ends[k] is the
 * length after the k-th point, counts[k] its actions; returns the number of points. */
static int build_journal(const char *seed, int n, int snap_every, char **text, size_t *len,
                         size_t *ends, int *counts) {
    UgGameParams params = {UG_MODE_ADVENTURE, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    UgRecord r;
    ug_record_init(&r, UG_MODE_ADVENTURE, seed);
    ug_record_checkpoint(&r, g);
    char *buf = NULL;
    size_t used = 0;
    int points = 0, from_action = 0, from_check = 0;
    for (int i = 0; i < n; i++) {
        ug_game_act(g, acts[i], NULL);
        assert_int_equal(ug_record_push(&r, acts[i]), UG_OK);
        ug_record_checkpoint(&r, g);
        if ((i + 1) % POINT_EVERY != 0 && i + 1 != n) continue;
        r.has_hash = true;
        r.hash = ug_game_hash(g);
        bool snap = points == 0 || (snap_every > 0 && points % snap_every == 0);
        if (snap) assert_int_equal(ug_record_set_snapshot(&r, g), UG_OK);
        size_t need = points == 0
                          ? ug_record_format_journal(&r, snap, NULL, 0)
                          : ug_record_format_segment(&r, from_action, from_check, snap, NULL, 0);
        buf = realloc(buf, used + need + 1);
        assert_non_null(buf);
        if (points == 0)
            ug_record_format_journal(&r, snap, buf, need + 1);
        else
            ug_record_format_segment(&r, from_action, from_check, snap, buf + used, need + 1);
        used += need;
        from_action = r.count;
        from_check = r.check_count;
        ends[points] = used;
        counts[points] = r.count;
        points++;
    }
    ug_record_free(&r);
    ug_game_free(g);
    *text = buf;
    *len = used;
    return points;
}

/* The record of text[0, cut): parsed, and replayed to the hash after its last point. */
static int read_cut(const char *text, size_t cut) {
    UgRecord r;
    int line = 0;
    UgError err = ug_record_parse(text, cut, &r, &line);
    if (err != UG_OK) fail_msg("a journal cut at byte %zu does not read: line %d", cut, line);
    UgGame *g = NULL;
    assert_int_equal(ug_record_replay(&r, &g), UG_OK);
    assert_true(ug_game_hash(g) == hash_after[r.count]);
    ug_game_free(g);
    /* the title's game (the snapshot, played on by the actions after it) is the same */
    if (r.snapshot) {
        assert_int_equal(ug_record_snapshot_game(&r, &g), UG_OK);
        assert_true(ug_game_hash(g) == hash_after[r.count]);
        ug_game_free(g);
    }
    int count = r.count;
    ug_record_free(&r);
    return count;
}

/* Whether to try a cut at `cut`: every byte, but inside a long (snapshot) line only its ends and
 * every 211th byte, so that the test stays quick under the sanitizers. */
static bool worth(const char *text, size_t len, size_t cut) {
    size_t a = cut, b = cut;
    while (a > 0 && text[a - 1] != '\n') a--;
    while (b < len && text[b] != '\n') b++;
    return b - a < 300 || cut - a < 4 || b - cut < 4 || (cut - a) % 211 == 0;
}

/* A crash at any byte of any append: the record of the last whole point, and nothing less. */
static void a_cut_at_any_byte_reads_as_the_last_whole_point(void **state) {
    (void)state;
    int n = play("journal-1", 600);
    assert_true(n >= 200);
    char *text = NULL;
    size_t len = 0, ends[64];
    int counts[64];
    int points = build_journal("journal-1", 200, 4, &text, &len, ends, counts);
    assert_true(points >= 10);
    /* the head (with its point) is written whole and atomically: every cut after it */
    for (size_t cut = ends[0]; cut <= len; cut++) {
        if (!worth(text, len, cut)) continue;
        int k = 0;
        while (k + 1 < points && ends[k + 1] <= cut) k++;
        /* cut before every append that had not finished: exactly the last whole one */
        if (read_cut(text, cut) != counts[k])
            fail_msg("a cut at byte %zu lost the point of %d actions", cut, counts[k]);
    }
    /* the head cut short is not a journal: damaged, said by its line (never "saved") */
    UgRecord r;
    int line = 0;
    assert_int_equal(ug_record_parse(text, ends[0] - 1, &r, &line), UG_ERR_BAD_RECORD);
    assert_true(line > 0);
    ug_record_free(&r);
    free(text);
}

/* Damage before a whole point is damage (not a cut tail); a torn tail of zeros (a file system
 * that grew the file before its data reached the disk) is a cut tail. */
static void damage_before_a_point_is_said_a_torn_tail_is_dropped(void **state) {
    (void)state;
    int n = play("journal-2", 200);
    assert_true(n >= 100);
    char *text = NULL;
    size_t len = 0, ends[64];
    int counts[64];
    int points = build_journal("journal-2", 100, 0, &text, &len, ends, counts);
    assert_true(points >= 4);
    /* an action line of the second segment made nonsense */
    char *bad = malloc(len + 1);
    assert_non_null(bad);
    memcpy(bad, text, len);
    bad[ends[0]] = '?';
    UgRecord r;
    int line = 0;
    assert_int_equal(ug_record_parse(bad, len, &r, &line), UG_ERR_BAD_RECORD);
    assert_true(line > 0);
    ug_record_free(&r);
    /* a point that disagrees with the actions before it */
    memcpy(bad, text, len);
    char *point = strstr(bad + ends[0], "point ");
    assert_non_null(point);
    point[6] = point[6] == '9' ? '8' : '9';
    assert_int_equal(ug_record_parse(bad, len, &r, &line), UG_ERR_BAD_RECORD);
    ug_record_free(&r);
    /* zeros after the last point: dropped */
    char *zeros = calloc(len + 4096, 1);
    assert_non_null(zeros);
    memcpy(zeros, text, len);
    assert_int_equal(ug_record_parse(zeros, len + 4096, &r, &line), UG_OK);
    assert_int_equal(r.count, counts[points - 1]);
    assert_int_equal(r.journal_bytes, len);
    ug_record_free(&r);
    free(zeros);
    free(bad);
    free(text);
}

/* A journal whose snapshot is older than its last point continues after an upgrade with every
 * action kept (played on from the snapshot); the same rules give the same game. */
static void an_upgrade_keeps_the_actions_after_the_snapshot(void **state) {
    (void)state;
    int n = play("journal-3", 300);
    assert_true(n >= 150);
    char *text = NULL;
    size_t len = 0, ends[64];
    int counts[64];
    int points = build_journal("journal-3", 150, 0, &text, &len, ends, counts);
    UgRecord r;
    assert_int_equal(ug_record_parse(text, len, &r, NULL), UG_OK);
    assert_int_equal(r.count, counts[points - 1]);
    assert_int_equal(r.snapshot_action, counts[0]); /* the head's */
    r.rules++;                                      /* as if played under the last revision */
    UgGame *g = NULL;
    bool migrated = false;
    assert_int_equal(ug_record_continue(&r, &g, &migrated), UG_OK);
    assert_true(migrated);
    assert_int_equal(r.count, counts[points - 1] - counts[0]);
    assert_true(ug_game_hash(g) == hash_after[counts[points - 1]]);
    ug_game_free(g);
    ug_record_free(&r);
    free(text);
}

/* The scenes: after the first save (whole), save points append; every file they leave, and
 * every cut of it, reads back to a point no earlier than the last save point before it. */
static void the_window_appends_and_a_crash_loses_no_save_point(void **state) {
    (void)state;
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_ADVENTURE, .seed = "journal-4", .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    assert_non_null(s->game);
    int n = play("journal-4", 400);
    assert_true(n >= 160);
    for (int i = 0; i < 160; i++) ug_scenes_play(s, acts[i]);
    assert_int_equal(s->record.count, 160);
    assert_true(ug_null_appends(np) >= 8); /* the save points after the first */
    /* each write: the whole file it left; the ones after the first grow it by their segment */
    int writes = 0;
    size_t before = 0;
    const char *prev = NULL;
    for (int i = 0; i < ug_null_write_count(np); i++) {
        const char *path = NULL;
        size_t len = 0;
        const char *bytes = ug_null_write(np, i, &path, &len);
        if (strcmp(path, SAVE) != 0) continue;
        if (prev) {
            assert_true(len > before);
            assert_memory_equal(bytes, prev, before); /* appended: the old bytes stay */
            int kept = read_cut(prev, before);
            for (size_t cut = before; cut < len; cut++)
                if (worth(bytes, len, cut)) assert_int_equal(read_cut(bytes, cut), kept);
        }
        assert_true(read_cut(bytes, len) > 0);
        prev = bytes;
        before = len;
        writes++;
    }
    assert_true(writes >= 9);
    ug_scenes_free(s);
    /* Continued in a new window: its save points append to the journal it found. */
    int appends = ug_null_appends(np);
    UgScenesParams again = {.mode = UG_MODE_ADVENTURE};
    s = ug_scenes_new(&again, &table);
    assert_non_null(s);
    assert_non_null(s->resume);
    ug_scenes_continue_saved(s);
    assert_int_equal(s->record.count, 160);
    for (int i = 160; i < 192; i++) ug_scenes_play(s, acts[i]);
    assert_true(ug_null_appends(np) >= appends + 2);
    ug_scenes_free(s);
    size_t len = 0;
    const char *file = ug_null_file(np, SAVE, &len);
    assert_non_null(file);
    assert_int_equal(read_cut(file, len), 192);
}

/* A save point that fails (a full disk) leaves the journal readable, and the next one writes it
 * whole again; a journal removed under the window is made again. */
static void a_failed_save_point_is_written_whole_next(void **state) {
    (void)state;
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_ADVENTURE, .seed = "journal-5", .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    int n = play("journal-5", 200);
    assert_true(n >= 96);
    for (int i = 0; i < 48; i++) ug_scenes_play(s, acts[i]);
    /* the append fails, and so does the whole write tried at once after it */
    ug_null_fail_writes(np, UG_FILE_NO_SPACE, "the disk is full (No space left on device)", 2);
    for (int i = 48; i < 64; i++) ug_scenes_play(s, acts[i]);
    assert_int_equal(s->save_error, UG_FILE_NO_SPACE);
    size_t len = 0;
    const char *file = ug_null_file(np, SAVE, &len);
    assert_int_equal(read_cut(file, len), 48);
    int appends = ug_null_appends(np);
    for (int i = 64; i < 80; i++) ug_scenes_play(s, acts[i]);
    assert_int_equal(s->save_error, UG_FILE_OK);
    assert_int_equal(ug_null_appends(np), appends); /* written whole */
    file = ug_null_file(np, SAVE, &len);
    assert_int_equal(read_cut(file, len), 80);
    table.remove_file(table.self, SAVE);
    for (int i = 80; i < 96; i++) ug_scenes_play(s, acts[i]);
    file = ug_null_file(np, SAVE, &len);
    assert_non_null(file);
    assert_int_equal(read_cut(file, len), 96);
    ug_scenes_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_cut_at_any_byte_reads_as_the_last_whole_point),
        cmocka_unit_test(damage_before_a_point_is_said_a_torn_tail_is_dropped),
        cmocka_unit_test(an_upgrade_keeps_the_actions_after_the_snapshot),
        cmocka_unit_test_setup_teardown(the_window_appends_and_a_crash_loses_no_save_point, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(a_failed_save_point_is_written_whole_next, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
