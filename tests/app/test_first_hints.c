/* A first game's hints (issue 26 item 3; src/app/first_hints.c), not the key hints of issue 14
 * (test_hints.c): each hint is shown once, on the first message that calls for it, and never
 * again in that mode, not after a restart either (hints.txt); none with Options' Hints off; a
 * damaged hints file loses only its bad lines; and the game (its hash, its record) is the same
 * with hints on and off. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/game.h"
#include "undergrid/scenario.h"
#include "first_hints.h"
#include "platform_null.h"
#include "scenes.h"
#include "view.h"

static UgNullPlatform *np;
#include "null_script.h"

static UgEvents said(UgMsg msg) {
    UgEvents ev = {0};
    ev.items[ev.count++] = (UgEvent){.kind = UG_EV_MESSAGE, .msg = (int16_t)msg};
    return ev;
}

static int hints_in(const UgLog *log) {
    int n = 0;
    for (int i = 0; i < ug_log_count(log); i++) n += ug_log_get(log, i)->msg == UG_UIMSG_FIRST_HINT;
    return n;
}

/* Each message that calls for a hint shows it once per mode; others never. */
static void each_hint_once_per_mode(void **state) {
    (void)state;
    static const UgMsg calls[UG_HINT_COUNT] = {
        [UG_HINT_ORB] = UG_MSG_ORB_PICKUP,       [UG_HINT_HUNGRY] = UG_MSG_HUNGRY,
        [UG_HINT_SEALED] = UG_MSG_STAIRS_SEALED, [UG_HINT_HEAVY] = UG_MSG_CANT_PICKUP,
        [UG_HINT_LEVEL_UP] = UG_MSG_LEVEL_UP,    [UG_HINT_BOSS] = UG_MSG_BOSS_APPEARS,
    };
    UgFirstHints h = {0};
    static UgLog log;
    ug_log_clear(&log);
    for (int k = 0; k < UG_HINT_COUNT; k++) {
        UgEvents ev = said(calls[k]);
        assert_int_equal(ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, false, &log), 1);
        const UgLogEntry *e = ug_log_get(&log, ug_log_count(&log) - 1);
        assert_int_equal(e->msg, UG_UIMSG_FIRST_HINT);
        assert_int_equal(e->a, k);
        assert_int_equal(ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, false, &log), 0);
    }
    assert_int_equal(hints_in(&log), UG_HINT_COUNT);
    UgEvents wall = said(UG_MSG_WALL_BLOCKS);
    assert_int_equal(ug_first_hints_note(&h, UG_MODE_ADVENTURE, &wall, false, &log), 0);
    /* Another mode has its own first game. */
    UgEvents hungry = said(UG_MSG_HUNGRY);
    assert_int_equal(ug_first_hints_note(&h, UG_MODE_CLASSIC, &hungry, false, &log), 1);
    /* Off: nothing shown, nothing marked. */
    UgFirstHints off = {0};
    assert_int_equal(ug_first_hints_note(&off, UG_MODE_ADVENTURE, &hungry, true, &log), 0);
    assert_int_equal(off.seen[UG_MODE_ADVENTURE], 0);
    assert_false(off.dirty);
}

/* The file: written, read back (a restart shows none again); bad lines skipped, the rest kept;
 * a file that is not one refused. */
static void the_file_survives_restarts_and_damage(void **state) {
    (void)state;
    UgFirstHints h = {0}, back;
    UgEvents ev = said(UG_MSG_ORB_PICKUP);
    ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, false, NULL);
    ev = said(UG_MSG_HUNGRY);
    ug_first_hints_note(&h, UG_MODE_CLASSIC, &ev, false, NULL);
    char text[512];
    size_t len = ug_first_hints_format(&h, text, sizeof text);
    assert_true(len < sizeof text);
    char why[128];
    int skipped = -1;
    assert_true(ug_first_hints_parse(text, len, &back, &skipped, why, sizeof why));
    assert_int_equal(skipped, 0);
    assert_memory_equal(back.seen, h.seen, sizeof h.seen);
    ev = said(UG_MSG_ORB_PICKUP);
    assert_int_equal(ug_first_hints_note(&back, UG_MODE_ADVENTURE, &ev, false, NULL), 0);
    /* Damage: an unknown mode, an unknown word, garbage; the good line is kept. */
    const char *damaged = "undergrid-hints 1\nnomode orb\nadventure orb banana\n\x01\xff\n"
                          "adventure sealed boss\n";
    assert_true(ug_first_hints_parse(damaged, strlen(damaged), &back, &skipped, why, sizeof why));
    assert_int_equal(skipped, 3);
    assert_int_equal(back.seen[UG_MODE_ADVENTURE], (1u << UG_HINT_SEALED) | (1u << UG_HINT_BOSS));
    assert_false(ug_first_hints_parse("hello\n", 6, &back, NULL, why, sizeof why));
    assert_true(why[0] != '\0');
    assert_false(ug_first_hints_parse("undergrid-hints 1\0x", 19, &back, NULL, why, sizeof why));
    assert_false(ug_first_hints_parse("", 0, &back, NULL, why, sizeof why));
    /* Truncated output never overruns. */
    char small[8];
    assert_true(ug_first_hints_format(&h, small, sizeof small) >= sizeof small);
    assert_true(strlen(small) < sizeof small);
}

/* In the window: adventure, explore until it has picked up something that calls for a hint
 * (seed chosen so that it does), with hints on twice (the second run a restart that reads the
 * saved file) and with hints off; returns the game's hash and counts the frames with a hint. */
static const char *const SEED = "3";
enum { EXPLORES = 10 };

static uint64_t play(bool off, bool fresh, int *hint_frames) {
    if (fresh) {
        ug_null_platform_free(np);
        np = ug_null_platform_new(&(UgNullParams){.entropy = 5});
        assert_non_null(np);
    }
    if (!fresh) press(UG_CMD_CONFIRM); /* the saved run is replaced: a new game, the same seed */
    if (off) {                         /* Esc, O, down to Hints, right (off), Esc */
        press(UG_CMD_ESCAPE);
        UgCommand o = cmd(UG_CMD_OTHER_KEY);
        o.key[0] = 'o', o.letter = 'o';
        ug_null_push_command(np, o);
        ug_null_push_pause(np);
        for (int i = 0; i < UG_OPT_HINTS; i++) press_move(0, 1);
        press_move(1, 0);
        press(UG_CMD_ESCAPE);
    }
    for (int i = 0; i < EXPLORES; i++) {
        UgCommand e = cmd(UG_CMD_OTHER_KEY);
        e.key[0] = 'e', e.letter = 'e';
        ug_null_push_command(np, e);
        for (int k = 0; k < 8; k++) ug_null_push_pause(np);
    }
    int before = ug_null_frame_count(np);
    UgPlatform table = ug_null_platform_table(np);
    if (fresh) {
        UgOptions options = {.lang = "en", .travel = UG_TRAVEL_INSTANT};
        table.set_options(table.self, &options);
    }
    UgScenesParams params = {.mode = UG_MODE_ADVENTURE, .seed = SEED, .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    const UgGame *g = ug_scenes_game(s);
    if (!g)
        fprintf(stderr, "no game; last: %s\n",
                ug_null_frame(np, ug_null_frame_count(np) - 1)->text);
    assert_non_null(g);
    uint64_t h = ug_game_hash(g);
    ug_scenes_free(s);
    *hint_frames = 0;
    for (int i = before; i < ug_null_frame_count(np); i++)
        *hint_frames += strstr(ug_null_frame(np, i)->text, "Hint:") != NULL;
    return h;
}

static void in_the_window_once_and_never_when_off(void **state) {
    (void)state;
    int on_frames = 0, again_frames = 0, off_frames = 0;
    uint64_t on = play(false, true, &on_frames);
    size_t len = 0;
    const char *file = ug_null_file(np, "mem/hints.txt", &len);
    if (!file) fprintf(stderr, "last: %s\n", ug_null_frame(np, ug_null_frame_count(np) - 1)->text);
    assert_non_null(file);
    assert_true(on_frames > 0);
    assert_non_null(strstr(file, "adventure "));
    /* A restart on the same folder: the file read, no hint shown again. A new game (the saved
     * run is replaced by starting directly) plays the same moves. */
    uint64_t again = play(false, false, &again_frames);
    assert_int_equal(again_frames, 0);
    (void)again;
    uint64_t off = play(true, true, &off_frames);
    assert_int_equal(off_frames, 0);
    assert_null(ug_null_file(np, "mem/hints.txt", &len));
    assert_true(ug_null_options(np)->hints_off);
    assert_true(on == off); /* hints never change the game */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(each_hint_once_per_mode),
        cmocka_unit_test(the_file_survives_restarts_and_damage),
        cmocka_unit_test(in_the_window_once_and_never_when_off),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    ug_null_platform_free(np);
    return failed;
}
