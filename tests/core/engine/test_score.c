/* The score is the core's, in every mode (issue 23): one rule for the HUD, the end screen, the
 * morgue and the records. Guards against the two rules there were (adventure's HUD said the
 * core's §7 score while its end screen and records said the view's formula over the front
 * end's own kill count), against a kill count that a replayed (resumed) run loses, and against a
 * kill count that changes the game's hash (it is derived, never encoded). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/record.h"

typedef struct Played {
    UgGame *game;
    int kills; /* counted here from the events, as a front end would */
    UgRecord record;
} Played;

static Played play(UgMode mode, const char *seed, int turns) {
    Played p = {0};
    UgGameParams params = {mode, seed};
    assert_int_equal(ug_game_new(&params, &p.game), UG_OK);
    ug_record_init(&p.record, mode, seed);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 7);
    for (int i = 0; i < 4 * turns && ug_game_status(p.game) == UG_STATUS_PLAYING &&
                    ug_game_player(p.game)->turns < turns;
         i++) {
        UgEvents ev = {0};
        UgAction a = ug_bot_next(&bot, p.game);
        ug_game_act(p.game, a, &ev);
        assert_int_equal(ug_record_push(&p.record, a), UG_OK);
        for (int e = 0; e < ev.count; e++)
            if (ev.items[e].kind == UG_EV_DEATH && ev.items[e].object != UG_ID_PLAYER) p.kills++;
    }
    return p;
}

static void done(Played *p) {
    ug_game_free(p->game);
    ug_record_free(&p->record);
}

/* The common rule (README): 100 for each floor beyond the first, 10 for each kill, 1 for every
 * 10 turns, 1000 more for a won game. */
static int64_t common_score(const UgGame *g, int kills) {
    int deeper = ug_game_floor(g) - ug_game_info(g)->first_floor;
    int64_t s = 100 * (deeper > 0 ? deeper : 0) + 10 * kills + ug_game_player(g)->turns / 10;
    return ug_game_status(g) == UG_STATUS_WON ? s + 1000 : s;
}

static void every_mode_has_a_score_stat(void **state) {
    (void)state;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_available((UgMode)m)) continue;
        const char *seed = m == UG_MODE_CURSED ? "1000000000" : "42";
        Played p = play((UgMode)m, seed, 300);
        UgStat score;
        assert_true(ug_game_stat(p.game, UG_STAT_SCORE, &score));
        assert_true(score.value == ug_game_score(p.game));
        assert_int_equal(ug_game_kills(p.game), p.kills);
        done(&p);
    }
}

static void the_common_score_is_the_old_formula(void **state) {
    (void)state;
    const UgMode modes[] = {UG_MODE_CLASSIC, UG_MODE_SIMPLE, UG_MODE_CURSED};
    const char *seeds[] = {"42", "yurina", "1000000000"};
    for (int i = 0; i < 3; i++) {
        Played p = play(modes[i], seeds[i], 800);
        assert_true(p.kills > 0); /* a game that proves the kills count */
        assert_true(ug_game_score(p.game) == common_score(p.game, p.kills));
        done(&p);
    }
}

/* Adventure keeps its own rule (ADVENTURE.md §7), and its bonus is what its end screen says. */
static void adventure_keeps_its_own_score(void **state) {
    (void)state;
    Played p = play(UG_MODE_ADVENTURE, "42", 600);
    assert_true(ug_game_score(p.game) != common_score(p.game, p.kills) || p.kills == 0);
    assert_int_equal(ug_game_victory_bonus(p.game), 2000);
    done(&p);
}

/* A replayed record (a resumed run) has the same kills and score; the kills are not part of the
 * state the hash covers, so the pinned hashes stay what they were. */
static void a_replay_counts_the_same_kills(void **state) {
    (void)state;
    Played p = play(UG_MODE_CLASSIC, "42", 800);
    UgGame *again = NULL;
    assert_int_equal(ug_record_replay(&p.record, &again), UG_OK);
    assert_int_equal(ug_game_kills(again), ug_game_kills(p.game));
    assert_true(ug_game_score(again) == ug_game_score(p.game));
    assert_true(ug_game_hash(again) == ug_game_hash(p.game));
    UgGame *copy = ug_game_clone(p.game);
    assert_int_equal(ug_game_kills(copy), p.kills);
    ug_game_free(copy);
    ug_game_free(again);
    done(&p);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_mode_has_a_score_stat),
        cmocka_unit_test(the_common_score_is_the_old_formula),
        cmocka_unit_test(adventure_keeps_its_own_score),
        cmocka_unit_test(a_replay_counts_the_same_kills),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
