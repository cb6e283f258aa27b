/* Golden saves (issue 25: runs that survive upgrades): tests/fixtures/saves/golden/<mode>.ugr are
 * saves made by the build that brought in record version 3, one per mode, in the middle of a run.
 * Every later build must load them and play on:
 *  - while a mode's rules revision is the save's, the save replays to its hash (a rule changed
 *    without bumping the revision fails here: bump ug_mode_rules_revision's constant in the mode);
 *  - once the revision is bumped, the save continues from its snapshot (modes with snapshots),
 *    and its recording is refused for watching (UG_ERR_OTHER_RULES): a mode cannot bump its
 *    revision until its golden save carries a snapshot (simple's and cursed's predate their
 *    decoders: they are checked on the snapshot their replay gives).
 * The same is checked for a save of another revision, played on under a rule changed through the
 * test hook (ug_game_test_change_rules), as a later build would.
 * Run with `--write DIR` to make the files again (only with a new record version). */
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
#include "undergrid/snapshot.h"

#include "engine/engine.h"

static const char *const seeds[UG_MODE_COUNT] = {[UG_MODE_CLASSIC] = "2026",
                                                 [UG_MODE_SIMPLE] = "golden",
                                                 [UG_MODE_CURSED] = "2026120104",
                                                 [UG_MODE_ADVENTURE] = "golden"};

static char *read_all(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    *len = fread(text, 1, (size_t)n, f);
    fclose(f);
    return text;
}

static bool load(UgMode mode, UgRecord *r) {
    char path[1024];
    snprintf(path, sizeof path, "%s/saves/golden/%s.ugr", UG_FIXTURES_DIR, ug_mode_name(mode));
    size_t len = 0;
    char *text = read_all(path, &len);
    if (!text) return false;
    int line = 0;
    UgError err = ug_record_parse(text, len, r, &line);
    free(text);
    if (err != UG_OK) fprintf(stderr, "%s: %s (line %d)\n", path, ug_error_message(err), line);
    return err == UG_OK;
}

/* Plays on for a while, as a player continuing would: nothing may crash or stop early. */
static void play_on(UgGame *g) {
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, ug_game_hash(g));
    for (int i = 0; i < 300 && ug_game_status(g) == UG_STATUS_PLAYING; i++)
        ug_game_act(g, ug_bot_next(&bot, g), NULL);
    assert_true(ug_game_player(g)->turns > 0);
}

static void every_golden_save_loads_and_plays_on(void **state) {
    (void)state;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        UgRecord r;
        assert_true(load((UgMode)m, &r));
        assert_int_equal(r.mode, m);
        assert_true(r.version >= 3);
        assert_true(r.count > 0 && r.check_count > 0);
        int now = ug_mode_rules_revision((UgMode)m);
        assert_true(now >= r.rules);
        UgGame *g = NULL;
        if (now == r.rules) {
            UgReplayFault fault;
            UgError err = ug_record_replay_where(&r, &g, &fault);
            if (err != UG_OK)
                fail_msg("the %s mode's rules changed without a new rules revision: its golden "
                         "save differs from floor %d, action %d on (bump the revision in the "
                         "mode, and give it snapshots if it has none)",
                         ug_mode_name((UgMode)m), fault.floor, fault.action);
            assert_int_equal(ug_game_status(g), UG_STATUS_PLAYING);
        } else {
            /* a later revision: continued from the snapshot, never replayed. A mode may bump
             * its revision only once it decodes snapshots and its golden save carries one (the
             * saves of simple and cursed predate their decoders: give them their snapshot line,
             * made by the revision they were saved under, before bumping theirs) */
            assert_true(ug_mode_has_snapshot((UgMode)m));
            if (!r.snapshot)
                fail_msg("the %s mode's golden save has no snapshot: add it before bumping the "
                         "revision",
                         ug_mode_name((UgMode)m));
            bool migrated = false;
            assert_int_equal(ug_record_continue(&r, &g, &migrated), UG_OK);
            assert_true(migrated);
        }
        play_on(g);
        ug_game_free(g);
        ug_record_free(&r);
    }
}

/* A later build (every revision one more, as the save sees it; adventure's hunger rule changed
 * through the test hook): the saves of modes with snapshots go on from where they stood, under
 * the changed rule; their recordings are refused. */
static void golden_saves_survive_a_rule_change(void **state) {
    (void)state;
    int continued = 0;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        UgRecord r;
        assert_true(load((UgMode)m, &r));
        if (ug_mode_has_snapshot((UgMode)m) && !r.snapshot) {
            /* a save from before its mode decoded snapshots (simple, cursed): its snapshot as
             * this revision makes it, by replay, and the same path from there */
            assert_int_equal(r.rules, ug_mode_rules_revision((UgMode)m));
            UgGame *at = NULL;
            assert_int_equal(ug_record_replay(&r, &at), UG_OK);
            assert_int_equal(ug_record_set_snapshot(&r, at), UG_OK);
            ug_game_free(at);
        }
        r.rules = ug_mode_rules_revision((UgMode)m) + 1; /* not this build's revision */
        UgGame *g = NULL;
        assert_int_equal(ug_record_replay(&r, &g), UG_ERR_OTHER_RULES); /* not watchable */
        assert_null(g);
        if (ug_mode_has_snapshot((UgMode)m)) {
            uint64_t hash = r.hash;
            bool migrated = false;
            assert_int_equal(ug_record_continue(&r, &g, &migrated), UG_OK);
            assert_true(migrated);
            assert_true(ug_game_hash(g) == hash); /* where it stood */
            assert_int_equal(r.rules, ug_mode_rules_revision((UgMode)m));
            assert_non_null(r.base);
            assert_int_equal(r.count, 0);
            UgGame *changed = ug_game_clone(g); /* played on under the changed rule */
            assert_non_null(changed);
            ug_game_test_change_rules(changed);
            play_on(changed);
            ug_game_free(changed);
            /* the migrated record is a record of the new rules: played on and replayed */
            UgBot bot;
            ug_bot_init(&bot, UG_BOT_EXPLORE, 7);
            for (int i = 0; i < 100 && ug_game_status(g) == UG_STATUS_PLAYING; i++) {
                UgAction a = ug_bot_next(&bot, g);
                ug_game_act(g, a, NULL);
                assert_int_equal(ug_record_push(&r, a), UG_OK);
                assert_int_equal(ug_record_checkpoint(&r, g), UG_OK);
            }
            r.has_hash = true;
            r.hash = ug_game_hash(g);
            size_t need = ug_record_format(&r, NULL, 0);
            char *text = malloc(need + 1);
            ug_record_format(&r, text, need + 1);
            UgRecord back;
            assert_int_equal(ug_record_parse(text, need, &back, NULL), UG_OK);
            UgGame *again = NULL;
            assert_int_equal(ug_record_replay(&back, &again), UG_OK);
            assert_true(ug_game_hash(again) == ug_game_hash(g));
            ug_game_free(again);
            ug_record_free(&back);
            free(text);
            ug_game_free(g);
            continued++;
        }
        ug_record_free(&r);
    }
    assert_true(continued == UG_MODE_COUNT); /* every mode has snapshots */
}

/* `--write DIR`: this build's saves, one per mode (a bot's run, stopped while it plays). */
static int write_golden(const char *dir) {
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        UgGameParams params = {(UgMode)m, seeds[m]};
        UgGame *g = NULL;
        if (ug_game_new(&params, &g) != UG_OK) return 1;
        UgRecord r;
        ug_record_init(&r, (UgMode)m, seeds[m]);
        ug_record_checkpoint(&r, g);
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, 2026);
        for (int i = 0; i < 600; i++) {
            UgGame *copy = ug_game_clone(g);
            UgAction a = ug_bot_next(&bot, g);
            ug_game_act(copy, a, NULL);
            bool ends = ug_game_status(copy) != UG_STATUS_PLAYING ||
                        ug_game_pending(copy) == UG_PENDING_ENDING;
            ug_game_free(copy);
            if (ends) break; /* a save is of a run still under way */
            ug_game_act(g, a, NULL);
            ug_record_push(&r, a);
            ug_record_checkpoint(&r, g);
        }
        r.has_hash = true;
        r.hash = ug_game_hash(g);
        ug_record_set_snapshot(&r, g); /* none for a mode without snapshots */
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.ugr", dir, ug_mode_name((UgMode)m));
        FILE *f = fopen(path, "wb");
        if (!f || ug_record_write(&r, f) != UG_OK || fclose(f) != 0) return 1;
        printf("%s: %d actions, floor %d\n", path, r.count, ug_game_floor(g));
        ug_record_free(&r);
        ug_game_free(g);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--write") == 0) return write_golden(argv[2]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_golden_save_loads_and_plays_on),
        cmocka_unit_test(golden_saves_survive_a_rule_change),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
