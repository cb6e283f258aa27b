/* The records of finished runs (records.h, issue 15): the history file's format (round trip,
 * damaged, newer, huge), a full disk, the high scores' order, the morgue file of a scripted
 * death, the kept recordings and their pruning, the daily seeds, and a death in the scenes
 * leaving its history line, morgue file and recording in the user folder (null platform). */
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
#include "layout.h"
#include "platform_null.h"
#include "records.h"
#include "scenes.h"
#include "scenes_records.h"
#include "scenes_watch.h"

static UgNullPlatform *np;
static UgPlatform pf;

static int setup(void **state) {
    (void)state;
    np = ug_null_platform_new(&(UgNullParams){.entropy = 7, .date = "2026-12-01"});
    pf = ug_null_platform_table(np);
    return np ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    ug_null_platform_free(np);
    np = NULL;
    return 0;
}

static UgRunEntry entry(UgMode mode, int score, int turns, UgRunEnd end, const char *seed) {
    UgRunEntry r = {0};
    r.mode = mode;
    snprintf(r.date, sizeof r.date, "2026-12-01");
    r.score = score;
    r.floor = 3;
    r.level = 2;
    r.turns = turns;
    r.end = end;
    r.killer = end == UG_RUN_DIED ? 1 : -1;
    snprintf(r.seed, sizeof r.seed, "%s", seed);
    return r;
}

/* Guards the file format: every field (an empty seed, a seed with spaces, a wizard run, each
 * end) comes back as it was written. */
static void history_round_trip(void **state) {
    (void)state;
    UgHistory h = {0};
    UgRunEntry runs[4] = {entry(UG_MODE_CLASSIC, 120, 40, UG_RUN_DIED, "42"),
                          entry(UG_MODE_SIMPLE, 0, 0, UG_RUN_ABANDONED, ""),
                          entry(UG_MODE_SIMPLE, 3000, 900, UG_RUN_WON, "a seed  with spaces "),
                          entry(UG_MODE_CURSED, -5, 7, UG_RUN_DIED, "1234567890")};
    runs[3].wizard = true;
    runs[2].potions = 12;
    runs[3].killer = -1;
    for (int i = 0; i < 4; i++) assert_true(ug_history_push(&h, &runs[i]));
    size_t len = 0;
    char *text = ug_history_format(&h, &len);
    assert_non_null(text);
    assert_true(strncmp(text, "undergrid-history 1\n", 20) == 0);
    UgHistory back = {0};
    char why[128];
    assert_true(ug_history_parse(text, len, &back, why, sizeof why));
    assert_int_equal(back.count, 4);
    for (int i = 0; i < 4; i++) assert_memory_equal(&back.runs[i], &runs[i], sizeof runs[i]);
    free(text);
    ug_history_free(&h);
    ug_history_free(&back);
    /* Issue 25 item 8: a seed ending in CR (or with a CR or LF inside) came back without it, the
     * CR read as the line's ending. */
    UgHistory cr = {0};
    UgRunEntry odd[3] = {entry(UG_MODE_SIMPLE, 1, 2, UG_RUN_DIED, "seed\r"),
                         entry(UG_MODE_SIMPLE, 1, 2, UG_RUN_DIED, "a\r\nb\r\r"),
                         entry(UG_MODE_ADVENTURE, 1, 2, UG_RUN_DIED, "plain \\ seed\t")};
    for (int i = 0; i < 3; i++) assert_true(ug_history_push(&cr, &odd[i]));
    text = ug_history_format(&cr, &len);
    assert_non_null(text);
    assert_non_null(strstr(text, "\nrun adventure ")); /* an ordinary seed stays a run line */
    assert_true(ug_history_parse(text, len, &back, why, sizeof why));
    assert_int_equal(back.count, 3);
    for (int i = 0; i < 3; i++) assert_string_equal(back.runs[i].seed, odd[i].seed);
    free(text);
    ug_history_free(&cr);
    ug_history_free(&back);
}

/* Guards the refusals: a damaged line, a newer version, a bad date, a bad mode, a NUL byte and
 * a file that is not a history are each refused whole with one clause. */
static void history_refuses_damage(void **state) {
    (void)state;
    static const struct {
        const char *text;
        const char *why;
    } cases[] = {
        {"undergrid-history 1\nrun classic 2026-12-01 1 1 0 5 died -1 0 0 42\nrun classic\n",
         "line 3 is damaged"},
        {"undergrid-history 2\n", "it was written by a newer Undergrid"},
        {"undergrid-history 1\nrun classic 2026-13-01 1 1 0 5 died -1 0 0 42\n",
         "line 2 is damaged"},
        {"undergrid-history 1\nrun chess 2026-12-01 1 1 0 5 died -1 0 0 42\n", "line 2 is damaged"},
        {"undergrid-history 1\nrun classic 2026-12-01 1 1 0 5 lost -1 0 0 42\n",
         "line 2 is damaged"},
        {"undergrid-history 1\nrun classic 2026-12-01 1 1 0 5 died -1 0 2 42\n",
         "line 2 is damaged"},
        {"undergrid-achievements 1\n", "it is not a run history"},
        {"", "it is empty"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        UgHistory h = {0};
        char why[128] = "";
        assert_false(ug_history_parse(cases[i].text, strlen(cases[i].text), &h, why, sizeof why));
        assert_int_equal(h.count, 0);
        assert_string_equal(why, cases[i].why);
        ug_history_free(&h);
    }
    const char nul[] = "undergrid-history 1\nrun classic 2026-12-01 1 1 0 5 died -1 0 0 4\0002\n";
    UgHistory h = {0};
    char why[128];
    assert_false(ug_history_parse(nul, sizeof nul - 1, &h, why, sizeof why));
    ug_history_free(&h);
}

/* Guards loading: a damaged file is kept aside (its bytes intact under the new name), reported,
 * and the history starts empty; a file over the limit is refused the same way. */
static void damaged_and_huge_histories_are_kept_aside(void **state) {
    (void)state;
    const char *bad = "undergrid-history 1\nrun classic garbage\n";
    assert_true(ug_null_file_put(np, "mem/history.txt", bad, strlen(bad)));
    UgHistory h = {0};
    char why[128], aside[256];
    assert_int_equal(
        ug_history_load(&pf, "mem/history.txt", &h, why, sizeof why, aside, sizeof aside),
        UG_RECORDS_DAMAGED);
    assert_string_equal(why, "line 2 is damaged");
    assert_null(ug_null_file(np, "mem/history.txt", NULL));
    size_t len = 0;
    const char *kept = ug_null_file(np, aside, &len);
    assert_non_null(kept);
    assert_string_equal(kept, bad);

    size_t huge = (size_t)UG_HISTORY_MAX_BYTES + 10;
    char *big = malloc(huge);
    assert_non_null(big);
    memset(big, ';', huge);
    memcpy(big, "undergrid-history 1\n", 20);
    assert_true(ug_null_file_put(np, "mem/history.txt", big, huge));
    free(big);
    assert_int_equal(
        ug_history_load(&pf, "mem/history.txt", &h, why, sizeof why, aside, sizeof aside),
        UG_RECORDS_DAMAGED);
    assert_int_equal(h.count, 0);
    assert_non_null(ug_null_file(np, aside, NULL));
    assert_int_equal(ug_history_load(&pf, "mem/none.txt", &h, why, sizeof why, NULL, 0),
                     UG_RECORDS_NONE);
    ug_history_free(&h);
}

/* Guards the history's safety on a full disk: the append fails, the file on disk is the
 * previous one whole, and the run is written with the next append. */
static void a_full_disk_keeps_the_previous_history(void **state) {
    (void)state;
    UgHistory h = {0};
    char why[128];
    UgRunEntry a = entry(UG_MODE_CLASSIC, 10, 5, UG_RUN_DIED, "1");
    UgRunEntry b = entry(UG_MODE_CLASSIC, 20, 5, UG_RUN_DIED, "2");
    UgRunEntry c = entry(UG_MODE_CLASSIC, 30, 5, UG_RUN_DIED, "3");
    assert_true(ug_history_append(&pf, "mem/history.txt", &h, &a, why, sizeof why));
    size_t len = 0;
    char before[512];
    snprintf(before, sizeof before, "%s", ug_null_file(np, "mem/history.txt", &len));
    ug_null_fail_writes(np, UG_FILE_NO_SPACE, "the disk is full (No space left on device)", 1);
    assert_false(ug_history_append(&pf, "mem/history.txt", &h, &b, why, sizeof why));
    assert_string_equal(why, "the disk is full (No space left on device)");
    assert_string_equal(ug_null_file(np, "mem/history.txt", &len), before);
    assert_true(ug_history_append(&pf, "mem/history.txt", &h, &c, why, sizeof why));
    UgHistory back = {0};
    const char *text = ug_null_file(np, "mem/history.txt", &len);
    assert_true(ug_history_parse(text, len, &back, why, sizeof why));
    assert_int_equal(back.count, 3);
    assert_string_equal(back.runs[1].seed, "2");
    ug_history_free(&h);
    ug_history_free(&back);
}

/* Guards the high scores: by score, ties by fewer turns, then the earlier run; only the mode's
 * own, never wizard or abandoned runs; at most 20; the rank of a run among them. */
static void high_scores_order(void **state) {
    (void)state;
    UgHistory h = {0};
    UgRunEntry e;
    e = entry(UG_MODE_CLASSIC, 100, 50, UG_RUN_DIED, "a"); /* 0 */
    ug_history_push(&h, &e);
    e = entry(UG_MODE_CLASSIC, 100, 40, UG_RUN_DIED, "b"); /* 1: same score, fewer turns */
    ug_history_push(&h, &e);
    e = entry(UG_MODE_SIMPLE, 5000, 1, UG_RUN_DIED, "c"); /* 2: another mode */
    ug_history_push(&h, &e);
    e = entry(UG_MODE_CLASSIC, 9000, 1, UG_RUN_ABANDONED, "d"); /* 3: abandoned */
    ug_history_push(&h, &e);
    e = entry(UG_MODE_CLASSIC, 9000, 1, UG_RUN_DIED, "e"); /* 4: wizard */
    e.wizard = true;
    ug_history_push(&h, &e);
    e = entry(UG_MODE_CLASSIC, 300, 90, UG_RUN_WON, "f"); /* 5 */
    ug_history_push(&h, &e);
    e = entry(UG_MODE_CLASSIC, 100, 50, UG_RUN_DIED, "g"); /* 6: ties 0 exactly: after it */
    ug_history_push(&h, &e);
    int top[UG_HIGH_SCORES];
    int n = ug_history_top(&h, UG_MODE_CLASSIC, top, UG_HIGH_SCORES);
    assert_int_equal(n, 4);
    assert_int_equal(top[0], 5);
    assert_int_equal(top[1], 1);
    assert_int_equal(top[2], 0);
    assert_int_equal(top[3], 6);
    assert_int_equal(ug_history_rank(&h, 1), 2);
    assert_int_equal(ug_history_rank(&h, 3), 0);
    assert_int_equal(ug_history_rank(&h, 4), 0);
    assert_int_equal(ug_history_rank(&h, 2), 1);
    for (int i = 0; i < 30; i++) {
        e = entry(UG_MODE_CLASSIC, 1000 + i, 10, UG_RUN_DIED, "x");
        ug_history_push(&h, &e);
    }
    n = ug_history_top(&h, UG_MODE_CLASSIC, top, UG_HIGH_SCORES);
    assert_int_equal(n, UG_HIGH_SCORES);
    assert_int_equal(h.runs[top[0]].score, 1029);
    assert_int_equal(h.runs[top[19]].score, 1010);
    assert_int_equal(ug_history_rank(&h, 5), 0); /* 300 fell out */
    ug_history_free(&h);
}

/* Guards the file names: the seed is made safe, a second run of the same day, mode and seed
 * gets its own name. */
static void stems_are_safe_and_unique(void **state) {
    (void)state;
    UgHistory h = {0};
    UgRunEntry e = entry(UG_MODE_SIMPLE, 1, 1, UG_RUN_DIED, "../a b/c");
    ug_history_push(&h, &e);
    ug_history_push(&h, &e);
    e = entry(UG_MODE_SIMPLE, 1, 1, UG_RUN_DIED, "");
    ug_history_push(&h, &e);
    char stem[UG_STEM_MAX];
    ug_records_stem(&h, 0, stem, sizeof stem);
    assert_string_equal(stem, "2026-12-01-simple-___a_b_c");
    ug_records_stem(&h, 1, stem, sizeof stem);
    assert_string_equal(stem, "2026-12-01-simple-___a_b_c-2");
    ug_records_stem(&h, 2, stem, sizeof stem);
    assert_string_equal(stem, "2026-12-01-simple-_");
    ug_history_free(&h);
}

/* Guards the daily seeds: the same on the same date, another on another date or mode, and
 * always a seed the mode accepts. */
static void daily_seeds_follow_the_date(void **state) {
    (void)state;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_available((UgMode)m)) continue;
        char a[64], b[64], c[64];
        ug_records_daily_seed("2026-12-01", (UgMode)m, a, sizeof a);
        ug_records_daily_seed("2026-12-01", (UgMode)m, b, sizeof b);
        ug_records_daily_seed("2026-12-02", (UgMode)m, c, sizeof c);
        assert_string_equal(a, b);
        assert_string_not_equal(a, c);
        UgGameParams params = {(UgMode)m, a};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        ug_game_free(g);
    }
    char x[64], y[64];
    ug_records_daily_seed("2026-12-01", UG_MODE_CLASSIC, x, sizeof x);
    ug_records_daily_seed("2026-12-01", UG_MODE_CURSED, y, sizeof y);
    assert_string_not_equal(x, y);
}

static int bot_potions; /* the potions drunk in the last bot_death */

/* A classic bot game to its death: its record and the game. */
static UgGame *bot_death(UgRecord *record, UgLog *log) {
    bot_potions = 0;
    UgGameParams params = {UG_MODE_CLASSIC, "42"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    ug_record_init(record, UG_MODE_CLASSIC, "42");
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, ug_game_hash(g));
    ug_log_clear(log);
    while (ug_game_status(g) == UG_STATUS_PLAYING && record->count < 20000) {
        UgAction a = ug_bot_next(&bot, g);
        UgEvents ev = {0};
        ug_game_act(g, a, &ev);
        ug_log_add_events(log, &ev);
        for (int e = 0; e < ev.count; e++)
            bot_potions +=
                ev.items[e].kind == UG_EV_MESSAGE && ev.items[e].msg == UG_MSG_DRINK_POTION;
        ug_record_push(record, a);
    }
    assert_int_equal(ug_game_status(g), UG_STATUS_DEAD);
    record->has_hash = true;
    record->hash = ug_game_hash(g);
    return g;
}

static UgLog the_log;

/* Guards the morgue file and the recording of a scripted death: the morgue has the seed, the
 * cause, the character, the inventory, the last messages (the death among them), the floor with
 * the player on it and the replay command; the recording replays to the same state. */
static void a_death_files_its_morgue_and_recording(void **state) {
    (void)state;
    UgRecord record;
    UgGame *g = bot_death(&record, &the_log);
    UgHistory h = {0};
    UgRunEntry run = entry(UG_MODE_CLASSIC, 321, ug_game_player(g)->turns, UG_RUN_DIED, "42");
    run.floor = ug_game_floor(g);
    UgRecordsResult res;
    ug_records_finish(&pf, "mem/", &h, &run, &record, g, &the_log, NULL, &res);
    assert_true(res.history_ok);
    assert_true(res.morgue_ok);
    assert_true(res.run_ok);
    assert_string_equal(res.why, "");
    assert_int_equal(res.rank, 1);
    assert_string_equal(res.morgue, "mem/morgue/2026-12-01-classic-42.txt");
    assert_string_equal(res.run, "mem/runs/2026-12-01-classic-42.ugr");
    size_t len = 0;
    const char *m = ug_null_file(np, res.morgue, &len);
    assert_non_null(m);
    assert_non_null(strstr(m, "seed     42\n"));
    assert_non_null(strstr(m, "score    321\n"));
    assert_non_null(strstr(m, "end      killed by "));
    assert_non_null(strstr(m, "== Character =="));
    assert_non_null(strstr(m, "hp "));
    assert_null(strstr(m, "== Inventory ==")); /* classic carries nothing */
    assert_non_null(strstr(m, "== Last messages =="));
    assert_non_null(strstr(m, "You die..."));
    assert_non_null(strstr(m, "@"));
    assert_non_null(strstr(m, "replay   undergrid replay 'mem/runs/2026-12-01-classic-42.ugr'"));
    /* the map is the last floor's: as many rows as the floor is high */
    const char *map = strstr(m, "== Floor ");
    assert_non_null(map);
    int rows = 0;
    for (const char *p = strchr(map, '\n') + 1; *p; p++) rows += *p == '\n';
    assert_int_equal(rows, ug_game_height(g));
    /* the recording replays to where the run ended */
    const char *ugr = ug_null_file(np, res.run, &len);
    assert_non_null(ugr);
    UgRecord back;
    assert_int_equal(ug_record_parse(ugr, len, &back, NULL), UG_OK);
    UgGame *again = NULL;
    assert_int_equal(ug_record_replay(&back, &again), UG_OK);
    assert_true(ug_game_hash(again) == ug_game_hash(g));
    ug_game_free(again);
    ug_record_free(&back);
    /* the history has the run */
    const char *hist = ug_null_file(np, "mem/history.txt", &len);
    assert_non_null(hist);
    assert_non_null(strstr(hist, "run classic 2026-12-01 321 "));
    ug_history_free(&h);
    ug_record_free(&record);
    ug_game_free(g);
}

/* Guards the pruning: only the last 100 recordings stay; the morgue files all stay. */
static void only_the_last_100_recordings_stay(void **state) {
    (void)state;
    UgHistory h = {0};
    UgRecord record;
    ug_record_init(&record, UG_MODE_CLASSIC, "5");
    UgGameParams params = {UG_MODE_CLASSIC, "5"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    for (int i = 0; i < UG_RUNS_KEPT + 3; i++) {
        UgRunEntry run = entry(UG_MODE_CLASSIC, i, 1, UG_RUN_DIED, "5");
        UgRecordsResult res;
        ug_records_finish(&pf, "mem/", &h, &run, &record, g, NULL, NULL, &res);
        assert_true(res.run_ok);
    }
    assert_null(ug_null_file(np, "mem/runs/2026-12-01-classic-5.ugr", NULL));
    assert_null(ug_null_file(np, "mem/runs/2026-12-01-classic-5-3.ugr", NULL));
    assert_non_null(ug_null_file(np, "mem/runs/2026-12-01-classic-5-4.ugr", NULL));
    assert_non_null(ug_null_file(np, "mem/runs/2026-12-01-classic-5-103.ugr", NULL));
    assert_non_null(ug_null_file(np, "mem/morgue/2026-12-01-classic-5.txt", NULL));
    ug_game_free(g);
    ug_record_free(&record);
    ug_history_free(&h);
}

/* Guards the whole path in the window's scenes (null platform): a classic game played to its
 * death leaves history.txt, a morgue file and the run's recording in the user folder, and the
 * death screen says the rank and where the morgue file went; a run another window filed in the
 * meantime stays in the history (it is read again before the append). */
static void a_death_in_the_scenes_leaves_its_records(void **state) {
    (void)state;
    /* started directly, as `undergrid --mode classic --seed 42` does, and played by keys */
    UgNullPlatform *np2 = ug_null_platform_new(&(UgNullParams){.entropy = 7, .date = "2026-12-01"});
    UgPlatform pf2 = ug_null_platform_table(np2);
    UgRecord r2;
    UgGame *g2 = bot_death(&r2, &the_log);
    for (int i = 0; i < r2.count; i++) {
        UgAction a = r2.actions[i];
        UgCommand mv = {
            .kind = a.kind == UG_ACT_WAIT ? UG_CMD_WAIT : UG_CMD_MOVE, .dx = a.dx, .dy = a.dy};
        ug_null_push_command(np2, mv);
        ug_null_push_pause(np2);
    }
    ug_null_push_pause(np2);
    ug_null_push_command(np2, (UgCommand){.kind = UG_CMD_ESCAPE});
    ug_null_push_pause(np2);
    ug_null_push_command(np2, (UgCommand){.kind = UG_CMD_YES});
    ug_null_push_pause(np2);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC, .seed = "42", .direct = true};
    UgScenes *s = ug_scenes_new(&params, &pf2);
    assert_non_null(s);
    /* another window files a run after this one started: it is kept too */
    const char *other = "undergrid-history 1\nrun simple 2026-11-30 77 2 1 50 died -1 0 0 other\n";
    assert_true(ug_null_file_put(np2, "mem/history.txt", other, strlen(other)));
    ug_scenes_run(s);
    ug_scenes_free(s);
    size_t len = 0;
    const char *hist = ug_null_file(np2, "mem/history.txt", &len);
    assert_non_null(hist);
    UgHistory h = {0};
    char why[128];
    assert_true(ug_history_parse(hist, len, &h, why, sizeof why));
    assert_int_equal(h.count, 2);
    assert_string_equal(h.runs[0].seed, "other");
    assert_int_equal(h.runs[1].end, UG_RUN_DIED);
    assert_int_equal(h.runs[1].turns, ug_game_player(g2)->turns);
    assert_string_equal(h.runs[1].seed, "42");
    assert_true(bot_potions > 0); /* this bot game drinks: the count below means something */
    assert_int_equal(h.runs[1].potions, bot_potions);
    assert_non_null(ug_null_file(np2, "mem/morgue/2026-12-01-classic-42.txt", NULL));
    const char *ugr = ug_null_file(np2, "mem/runs/2026-12-01-classic-42.ugr", &len);
    assert_non_null(ugr);
    UgRecord back;
    assert_int_equal(ug_record_parse(ugr, len, &back, NULL), UG_OK);
    assert_int_equal(back.count, r2.count);
    ug_record_free(&back);
    bool ranked = false, morgue = false;
    for (int i = 0; i < ug_null_frame_count(np2); i++) {
        const UgNullFrame *f = ug_null_frame(np2, i);
        if (f->scene != UG_SCENE_DEATH) continue;
        ranked |= strstr(f->text, "Rank 1 among the ") != NULL;
        morgue |= strstr(f->text, "Morgue file: mem/morgue/2026-12-01-classic-42.txt") != NULL;
    }
    assert_true(ranked);
    assert_true(morgue);
    ug_history_free(&h);
    ug_record_free(&r2);
    ug_game_free(g2);
    ug_null_platform_free(np2);
}

/* The recording of a bot's classic death, as text (free() it). */
static char *death_record_text(size_t *len) {
    UgRecord record;
    UgGame *g = bot_death(&record, &the_log);
    char *text = NULL;
    char why[UG_FILE_WHY_MAX];
    assert_int_equal(ug_file_record_text(&record, &text, len, why, sizeof why), UG_FILE_OK);
    ug_record_free(&record);
    ug_game_free(g);
    return text;
}

/* Guards watching: a step plays one action, > plays on to the next floor and pauses there, the
 * speeds are x1 x2 x4 x16 on the clock given, Space pauses and plays, Esc stops; a damaged or a
 * newer recording is refused in one clause. */
static void watching_steps_pauses_and_jumps(void **state) {
    (void)state;
    size_t len = 0;
    char *text = death_record_text(&len);
    static UgWatch w;
    char why[UG_FILE_WHY_MAX];
    assert_true(ug_watch_open(&w, text, len, why, sizeof why));
    assert_int_equal(ug_game_floor(w.game), 1);
    UgCommand dot = {.kind = UG_CMD_WAIT};
    snprintf(dot.key, sizeof dot.key, ".");
    assert_int_equal(ug_watch_command(&w, dot, 0), UG_WATCH_CHANGED);
    assert_int_equal(w.next, 1);
    assert_true(w.paused);
    assert_false(ug_watch_tick(&w, 100000)); /* paused: nothing plays */
    UgCommand next = {.kind = UG_CMD_OTHER_KEY};
    snprintf(next.key, sizeof next.key, ">");
    assert_int_equal(ug_watch_command(&w, next, 0), UG_WATCH_CHANGED);
    assert_int_equal(ug_game_floor(w.game), 2);
    int at = w.next;
    UgCommand back = {.kind = UG_CMD_OTHER_KEY};
    snprintf(back.key, sizeof back.key, "<");
    assert_int_equal(ug_watch_command(&w, back, 0), UG_WATCH_CHANGED); /* to floor 1's start */
    assert_int_equal(w.next, 0);
    assert_int_equal(ug_game_floor(w.game), 1);
    assert_int_equal(ug_watch_command(&w, back, 0), UG_WATCH_IGNORED); /* nothing before */
    ug_watch_command(&w, next, 0);
    ug_watch_command(&w, next, 0);
    assert_int_equal(ug_game_floor(w.game), 3);
    ug_watch_command(&w, back, 0); /* floor 2 again, from its first action */
    assert_int_equal(ug_game_floor(w.game), 2);
    assert_int_equal(w.next, at);
    UgCommand four = {.kind = UG_CMD_OTHER_KEY};
    snprintf(four.key, sizeof four.key, "4");
    ug_watch_command(&w, four, 1000);
    assert_int_equal(w.speed, 16);
    UgCommand space = {.kind = UG_CMD_WAIT};
    snprintf(space.key, sizeof space.key, " ");
    ug_watch_command(&w, space, 1000);
    assert_false(w.paused);
    assert_true(ug_watch_tick(&w, 1000)); /* at once */
    assert_false(ug_watch_tick(&w, 1000 + UG_WATCH_BASE_MS / 16 - 1));
    assert_true(ug_watch_tick(&w, 1000 + UG_WATCH_BASE_MS / 16));
    assert_int_equal(w.next, at + 2);
    while (ug_watch_step(&w)) continue;
    assert_int_equal(ug_game_status(w.game), UG_STATUS_DEAD);
    assert_int_equal(ug_watch_wait_ms(&w, 0), -1);
    char status[128];
    ug_watch_status(&w, NULL, 0, status, sizeof status);
    assert_non_null(strstr(status, "(the end)"));
    assert_non_null(strstr(status, "< >: floors"));
    /* A narrower line (1280 px wide gave the look line too few columns for all): the two keys
     * that matter, whole, never a line cut at the edge. */
    int all = ug_utf8_columns(status);
    ug_watch_status(&w, NULL, all - 1, status, sizeof status);
    assert_true(ug_utf8_columns(status) <= all - 1);
    assert_non_null(strstr(status, "Space: pause  Esc: stop"));
    ug_watch_status(&w, NULL, 20, status, sizeof status);
    assert_null(strstr(status, "Esc"));
    assert_int_equal(ug_watch_command(&w, (UgCommand){.kind = UG_CMD_ESCAPE}, 0), UG_WATCH_EXIT);
    ug_watch_close(&w);
    assert_false(w.active);

    char *newer = malloc(len + 16);
    assert_non_null(newer);
    memcpy(newer, text, len + 1);
    newer[17] = '9'; /* "undergrid-replay 9" */
    assert_false(ug_watch_open(&w, newer, len, why, sizeof why));
    assert_string_equal(why, "it was written by a newer version of Undergrid");
    strcpy(newer + 40, "\nm 7 7\n");
    newer[17] = '2';
    assert_false(ug_watch_open(&w, newer, strlen(newer), why, sizeof why));
    assert_non_null(strstr(why, "is damaged"));
    assert_false(w.active);
    free(newer);
    free(text);
}

/* Watching a cursed recording says where the watch is: cursed's screen has no look line, so
 * the log gives up its top line for it. Guards against a watch of cursed showing the board and
 * no word of what is being watched (the first version). */
static void watching_cursed_has_its_status_line(void **state) {
    (void)state;
    UgRecord rec;
    ug_record_init(&rec, UG_MODE_CURSED, "1234567890");
    for (int i = 0; i < 3; i++) assert_int_equal(ug_record_push(&rec, ug_action_wait()), UG_OK);
    size_t need = ug_record_format(&rec, NULL, 0);
    char *text = malloc(need + 1);
    assert_non_null(text);
    ug_record_format(&rec, text, need + 1);
    ug_record_free(&rec);
    for (int i = 0; i < 4; i++) ug_null_push_pause(np); /* it plays on the clock */
    UgScenesParams params = {.mode = UG_MODE_CURSED, .watch_text = text, .watch_len = need};
    UgScenes *s = ug_scenes_new(&params, &pf);
    assert_non_null(s);
    ug_scenes_run(s);
    ug_scenes_free(s);
    free(text);
    const UgFrame *f = ug_null_last_frame(np);
    const UgLayout *l = ug_null_last_layout(np);
    assert_non_null(f);
    assert_int_equal(f->scene, UG_SCENE_GAME);
    assert_non_null(strstr(f->look.text, "Watching"));
    assert_true(l->look.w > 0 && l->look.h > 0);
    assert_false(ug_rect_overlaps(l->look, l->board));
    assert_false(ug_rect_overlaps(l->look, l->log));
    assert_true(l->log_lines >= 1);
}

static bool any_frame_says(UgNullPlatform *p, const char *text) {
    for (int i = 0; i < ug_null_frame_count(p); i++)
        if (strstr(ug_null_frame(p, i)->text, text)) return true;
    return false;
}

static void key(UgCommandKind kind, const char *name) {
    UgCommand c = {.kind = kind};
    snprintf(c.key, sizeof c.key, "%s", name);
    if (kind == UG_CMD_MOVE) c.dx = 1;
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

/* Guards the Records page and watching from it (null platform): the title's Records shows the
 * mode's high scores best first, Right shows the recent runs and the achievements with their
 * progress, Watch plays the kept recording on the clock, and nothing is ever written while
 * watching (no save, no history). */
static void the_records_page_shows_scores_and_watches(void **state) {
    (void)state;
    size_t len = 0;
    char *text = death_record_text(&len);
    const char *hist = "undergrid-history 1\n"
                       "run classic 2026-11-30 50 2 0 30 died 0 0 0 7\n"
                       "run classic 2026-12-01 402 4 0 124 died 1 1 0 42\n";
    assert_true(ug_null_file_put(np, "mem/history.txt", hist, strlen(hist)));
    assert_true(ug_null_file_put(np, "mem/runs/2026-12-01-classic-42.ugr", text, len));
    free(text);
    for (int i = 0; i < 2; i++) { /* New game, Options, Records */
        ug_null_push_command(np, (UgCommand){.kind = UG_CMD_MOVE, .dy = 1});
        ug_null_push_pause(np);
    }
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_CONFIRM}); /* Records */
    ug_null_push_pause(np);
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_MOVE, .dy = 1}); /* Show */
    ug_null_push_pause(np);
    key(UG_CMD_MOVE, "ArrowRight"); /* recent runs */
    key(UG_CMD_MOVE, "ArrowRight"); /* achievements */
    for (int i = 0; i < 2; i++) {   /* to Watch */
        ug_null_push_command(np, (UgCommand){.kind = UG_CMD_MOVE, .dy = 1});
        ug_null_push_pause(np);
    }
    key(UG_CMD_MOVE, "ArrowRight"); /* the run before (no recording kept for it) */
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_MOVE, .dx = -1});
    ug_null_push_pause(np);                                        /* back to the latest */
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_CONFIRM}); /* Watch */
    for (int i = 0; i < 6; i++) ug_null_push_pause(np);            /* the clock runs: it plays */
    key(UG_CMD_OTHER_KEY, "4");
    for (int i = 0; i < 200; i++) ug_null_push_pause(np);         /* to the end */
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_ESCAPE}); /* stop watching */
    ug_null_push_pause(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    UgScenes *s = ug_scenes_new(&params, &pf);
    assert_non_null(s);
    ug_scenes_run(s);
    ug_scenes_free(s);
    assert_true(any_frame_says(np, " 1. 402 points  floor 4  turn 124  killed by "));
    assert_true(any_frame_says(np, " 2. 50 points  floor 2  turn 30"));
    assert_true(any_frame_says(np, "[ ] Deep down: reach floor 5 (4/5)"));
    assert_true(any_frame_says(np, "[ ] High score: score 1000 points in one run (402/1000)"));
    assert_true(any_frame_says(np, "Watch: < 2026-12-01, seed 42, 402 points >"));
    assert_true(any_frame_says(np, "Watch: < 2026-11-30, seed 7, 50 points >"));
    assert_true(any_frame_says(np, "Watching: action 1 of "));
    assert_true(any_frame_says(np, "(the end)"));
    bool dead_on_screen = false;
    for (int i = 0; i < ug_null_frame_count(np); i++) {
        const UgNullFrame *f = ug_null_frame(np, i);
        if (strstr(f->text, "(the end)") && strstr(f->text, "You die...")) dead_on_screen = true;
    }
    assert_true(dead_on_screen);
    /* nothing was written: the watch never saves, and no run was played */
    for (int i = 0; i < ug_null_write_count(np); i++) {
        const char *path = NULL;
        size_t n = 0;
        ug_null_write(np, i, &path, &n);
        fail_msg("watching wrote %s", path);
    }
}

/* Guards today's seed: Records' "Play today's seed" starts the mode's game on the seed derived
 * from the platform's date, and that run is the one saved. */
static void todays_seed_starts_the_days_game(void **state) {
    (void)state;
    for (int i = 0; i < 2; i++) {
        ug_null_push_command(np, (UgCommand){.kind = UG_CMD_MOVE, .dy = 1});
        ug_null_push_pause(np);
    }
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_CONFIRM}); /* Records */
    ug_null_push_pause(np);
    for (int i = 0; i < 2; i++) {
        ug_null_push_command(np, (UgCommand){.kind = UG_CMD_MOVE, .dy = 1});
        ug_null_push_pause(np);
    }
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_CONFIRM}); /* Play today's seed */
    ug_null_push_pause(np);
    ug_null_push_command(np, (UgCommand){.kind = UG_CMD_WAIT});
    ug_null_push_pause(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    UgScenes *s = ug_scenes_new(&params, &pf);
    assert_non_null(s);
    ug_scenes_run(s);
    ug_scenes_free(s);
    char seed[64], line[96];
    ug_records_daily_seed("2026-12-01", UG_MODE_CLASSIC, seed, sizeof seed);
    snprintf(line, sizeof line, "seed %s\n", seed);
    size_t len = 0;
    const char *save = ug_null_file(np, "mem/save-classic.ugr", &len);
    assert_non_null(save);
    assert_non_null(strstr(save, line));
}

/* Guards the achievements of every mode: chosen by what the mode can do (adventure, with an
 * inventory and bosses, has "win without a potion"; classic has neither), unlocked from the
 * history's runs (a wizard run never counts) and with their progress. */
static void achievements_follow_the_history(void **state) {
    (void)state;
    static UgScenesRecords r;
    memset(&r, 0, sizeof r);
    ug_scenes_records_load(&r, &pf, "mem/", &the_log);
    UgRunEntry won = entry(UG_MODE_ADVENTURE, 2000, 900, UG_RUN_WON, "w");
    won.potions = 2;
    ug_history_push(&r.history, &won);
    UgRunEntry deep = entry(UG_MODE_ADVENTURE, 10, 90, UG_RUN_DIED, "d");
    deep.floor = 6;
    deep.wizard = true; /* does not count */
    ug_history_push(&r.history, &deep);
    static UgRecordsPage page;
    ug_scenes_records_page(&r, UG_MODE_ADVENTURE, UG_RECORDS_TAB_ACHIEVEMENTS, 0, 0, &page);
    bool victor = false, teetotal = false, teetotal_done = true, deep_done = true;
    for (int i = 0; i < page.ach_count; i++) {
        if (strcmp(page.ach[i].title, "Victor") == 0) victor = page.ach[i].unlocked;
        if (strcmp(page.ach[i].title, "Teetotal") == 0) {
            teetotal = true;
            teetotal_done = page.ach[i].unlocked;
        }
        if (strcmp(page.ach[i].title, "Deep down") == 0) {
            deep_done = page.ach[i].unlocked;
            assert_int_equal(page.ach[i].progress, 3); /* the won run's floor 3, not the wizard's */
        }
    }
    assert_true(victor);
    assert_true(teetotal);
    assert_false(teetotal_done); /* two potions were drunk */
    assert_false(deep_done);
    won.potions = 0;
    ug_history_push(&r.history, &won);
    ug_scenes_records_page(&r, UG_MODE_ADVENTURE, UG_RECORDS_TAB_ACHIEVEMENTS, 0, 0, &page);
    for (int i = 0; i < page.ach_count; i++)
        if (strcmp(page.ach[i].title, "Teetotal") == 0) assert_true(page.ach[i].unlocked);
    ug_scenes_records_page(&r, UG_MODE_CLASSIC, UG_RECORDS_TAB_ACHIEVEMENTS, 0, 0, &page);
    for (int i = 0; i < page.ach_count; i++) {
        assert_string_not_equal(page.ach[i].title, "Teetotal");
        assert_string_not_equal(page.ach[i].title, "Victor");
    }
    ug_scenes_records_free(&r);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(history_round_trip, setup, teardown),
        cmocka_unit_test_setup_teardown(history_refuses_damage, setup, teardown),
        cmocka_unit_test_setup_teardown(damaged_and_huge_histories_are_kept_aside, setup, teardown),
        cmocka_unit_test_setup_teardown(a_full_disk_keeps_the_previous_history, setup, teardown),
        cmocka_unit_test_setup_teardown(high_scores_order, setup, teardown),
        cmocka_unit_test_setup_teardown(stems_are_safe_and_unique, setup, teardown),
        cmocka_unit_test_setup_teardown(daily_seeds_follow_the_date, setup, teardown),
        cmocka_unit_test_setup_teardown(a_death_files_its_morgue_and_recording, setup, teardown),
        cmocka_unit_test_setup_teardown(only_the_last_100_recordings_stay, setup, teardown),
        cmocka_unit_test_setup_teardown(a_death_in_the_scenes_leaves_its_records, setup, teardown),
        cmocka_unit_test_setup_teardown(watching_steps_pauses_and_jumps, setup, teardown),
        cmocka_unit_test_setup_teardown(watching_cursed_has_its_status_line, setup, teardown),
        cmocka_unit_test_setup_teardown(the_records_page_shows_scores_and_watches, setup, teardown),
        cmocka_unit_test_setup_teardown(todays_seed_starts_the_days_game, setup, teardown),
        cmocka_unit_test_setup_teardown(achievements_follow_the_history, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
