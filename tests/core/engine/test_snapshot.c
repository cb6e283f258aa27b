/* Snapshots (undergrid/snapshot.h, issue 25: runs that survive upgrades). Guards: the decoder
 * gives back the very game (encode, decode, encode: the same bytes and hash) over many
 * bot-played states of every mode that has snapshots, and the decoded game plays on exactly as
 * the original does; damaged bytes (cut short, left over, any byte changed to values out of
 * range) are refused, never crash; a game decoded from a snapshot plays on under a rule changed
 * on purpose (the test hook ug_game_test_change_rules). */
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
#include "undergrid/snapshot.h"

#include "engine/engine.h"

/* A game of `mode` on `floor` (0: a new game's first), after `actions` of the explore bot. */
static UgGame *bot_game_on(UgMode mode, const char *seed, int floor, int actions, UgBot *bot) {
    UgGameParams params = {mode, seed};
    UgGame *g = NULL;
    if (floor)
        assert_int_equal(ug_game_new_on_floor(&params, floor, 0, 0, &g), UG_OK);
    else
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
    ug_bot_init(bot, UG_BOT_EXPLORE, ug_game_hash(g));
    for (int i = 0; i < actions && ug_game_status(g) == UG_STATUS_PLAYING; i++)
        ug_game_act(g, ug_bot_next(bot, g), NULL);
    return g;
}

static UgGame *bot_game(UgMode mode, const char *seed, int actions, UgBot *bot) {
    return bot_game_on(mode, seed, 0, actions, bot);
}

static void assert_same_snapshot(const UgGame *x, const UgGame *y) {
    unsigned char *a = NULL, *b = NULL;
    size_t alen = 0, blen = 0;
    assert_int_equal(ug_game_snapshot(x, &a, &alen), UG_OK);
    assert_int_equal(ug_game_snapshot(y, &b, &blen), UG_OK);
    assert_int_equal(alen, blen);
    assert_memory_equal(a, b, alen);
    assert_true(ug_game_hash(x) == ug_game_hash(y));
    free(a);
    free(b);
}

/* Encode, decode, encode: the same bytes and hash; then the decoded game plays on as `g` does,
 * 200 actions of the bot and 200 random keys (uses, aims, scenes). Frees `g`; gives its floor. */
static int round_trip(UgMode mode, UgGame *g, UgBot *bot, uint64_t key) {
    unsigned char *a = NULL;
    size_t alen = 0;
    assert_int_equal(ug_game_snapshot(g, &a, &alen), UG_OK);
    UgGame *back = NULL;
    assert_int_equal(ug_game_from_snapshot(mode, a, alen, &back), UG_OK);
    free(a);
    assert_same_snapshot(g, back);
    UgBot bot2 = *bot;
    for (int i = 0; i < 200; i++) {
        ug_game_act(g, ug_bot_next(bot, g), NULL);
        ug_game_act(back, ug_bot_next(&bot2, back), NULL);
    }
    assert_same_snapshot(g, back);
    UgBot keys, keys2;
    ug_bot_init(&keys, UG_BOT_RANDOM, key);
    keys2 = keys;
    for (int i = 0; i < 200; i++) {
        ug_game_act(g, ug_bot_next(&keys, g), NULL);
        ug_game_act(back, ug_bot_next(&keys2, back), NULL);
    }
    assert_same_snapshot(g, back);
    int floor = ug_game_floor(g);
    ug_game_free(back);
    ug_game_free(g);
    return floor;
}

static void snapshots_round_trip(void **state) {
    (void)state;
    static const char *const seeds[UG_MODE_COUNT][3] = {
        [UG_MODE_CLASSIC] = {"1", "42", "4000000000"},
        [UG_MODE_SIMPLE] = {"a", "b", "c"},
        [UG_MODE_CURSED] = {"1234567890", "2345678901", "3456789012"},
        [UG_MODE_ADVENTURE] = {"a", "snap", "deep"},
    };
    int modes = 0, states = 0, deepest[UG_MODE_COUNT] = {0};
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_has_snapshot((UgMode)m)) continue;
        modes++;
        for (int k = 0; k < 3; k++) {
            /* one game per seed, round-tripped (a copy of it) every 150 actions */
            UgBot bot;
            UgGame *g = bot_game((UgMode)m, seeds[m][k], 0, &bot);
            for (int actions = 0; actions <= 1200; actions += 150) {
                UgGame *copy = ug_game_clone(g);
                assert_non_null(copy);
                UgBot copy_bot = bot;
                int floor = round_trip((UgMode)m, copy, &copy_bot, (uint64_t)actions + (uint64_t)k);
                if (floor > deepest[m]) deepest[m] = floor;
                states++;
                for (int i = 0; i < 150 && ug_game_status(g) == UG_STATUS_PLAYING; i++)
                    ug_game_act(g, ug_bot_next(&bot, g), NULL);
            }
            ug_game_free(g);
        }
    }
    assert_true(modes == UG_MODE_COUNT); /* every mode has snapshots */
    assert_true(states >= 2 * 3 * 9);
    assert_true(deepest[UG_MODE_SIMPLE] >= 2); /* simple's kept floors were round-tripped */
    /* cursed's later levels (their level as entered is built again from the seed) */
    for (int level = 2; level <= 3; level++)
        for (int k = 0; k < 3; k++)
            for (int actions = 0; actions <= 200; actions += 40) {
                UgBot bot;
                UgGame *g =
                    bot_game_on(UG_MODE_CURSED, seeds[UG_MODE_CURSED][k], level, actions, &bot);
                round_trip(UG_MODE_CURSED, g, &bot, (uint64_t)(level * 1000 + actions));
            }
}

/* Damaged bytes of one mode's snapshot: refused (or, for a change the decoder cannot tell from
 * a real game, a game that plays), never a crash. */
static void damaged_snapshot_of(UgMode mode, const char *seed, int actions) {
    UgBot bot;
    UgGame *g = bot_game(mode, seed, actions, &bot);
    unsigned char *a = NULL;
    size_t len = 0;
    assert_int_equal(ug_game_snapshot(g, &a, &len), UG_OK);
    UgGame *out = NULL;
    /* cut short at every length, and a byte left over */
    for (size_t n = 0; n < len; n += 1 + n / 64) {
        assert_int_equal(ug_game_from_snapshot(mode, a, n, &out), UG_ERR_BAD_RECORD);
        assert_null(out);
    }
    unsigned char *more = malloc(len + 1);
    memcpy(more, a, len);
    more[len] = 0;
    assert_int_equal(ug_game_from_snapshot(mode, more, len + 1, &out), UG_ERR_BAD_RECORD);
    /* another mode's snapshot */
    for (int other = 0; other < UG_MODE_COUNT; other++)
        if (other != (int)mode)
            assert_int_equal(ug_game_from_snapshot((UgMode)other, a, len, &out), UG_ERR_BAD_RECORD);
    /* every byte set to 0xff (and to 0x80) in turn: refused or a game, never a crash (the
     * sanitizers watch) */
    int refused = 0;
    size_t step = len / 700 + 1;
    for (int v = 0; v < 2; v++)
        for (size_t i = 0; i < len; i += step + (size_t)v * 6) {
            memcpy(more, a, len);
            more[i] = v ? 0x80 : 0xff;
            UgError err = ug_game_from_snapshot(mode, more, len, &out);
            if (err == UG_OK) {
                for (int k = 0; k < 20; k++) ug_game_act(out, ug_bot_next(&bot, out), NULL);
                ug_game_free(out);
            } else {
                assert_int_equal(err, UG_ERR_BAD_RECORD);
                refused++;
            }
            out = NULL;
        }
    assert_true(refused > 0);
    free(more);
    free(a);
    ug_game_free(g);
}

static void damaged_snapshots_are_refused(void **state) {
    (void)state;
    damaged_snapshot_of(UG_MODE_ADVENTURE, "snap", 400);
    damaged_snapshot_of(UG_MODE_SIMPLE, "b", 900); /* below the yard: kept floors */
    damaged_snapshot_of(UG_MODE_CURSED, "2345678901", 300);
}

/* A seed written otherwise than the game keeps it ("0226" for classic's 226) is refused: the
 * decoded game would encode back to other bytes. */
static void a_seed_in_another_spelling_is_refused(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CLASSIC, "226"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    unsigned char *a = NULL;
    size_t len = 0;
    assert_int_equal(ug_game_snapshot(g, &a, &len), UG_OK);
    enum { SEED_AT = 17 + 8 }; /* after the magic and the mode: the seed's length, its bytes */
    assert_int_equal(a[SEED_AT], 3);
    unsigned char *other = malloc(len + 1);
    memcpy(other, a, SEED_AT);
    other[SEED_AT] = 4;
    memcpy(other + SEED_AT + 1, a + SEED_AT + 1, 7);
    memcpy(other + SEED_AT + 8, "0226", 4);
    memcpy(other + SEED_AT + 12, a + SEED_AT + 11, len - SEED_AT - 11);
    UgGame *out = NULL;
    assert_int_equal(ug_game_from_snapshot(UG_MODE_CLASSIC, a, len, &out), UG_OK);
    ug_game_free(out);
    out = NULL;
    assert_int_equal(ug_game_from_snapshot(UG_MODE_CLASSIC, other, len + 1, &out),
                     UG_ERR_BAD_RECORD);
    assert_null(out);
    free(other);
    free(a);
    ug_game_free(g);
}

/* A later build changes an adventure rule (the test hook: hunger falls twice as often): a game
 * decoded from a snapshot made before plays on under the new rule. */
static void a_changed_rule_plays_on_from_the_snapshot(void **state) {
    (void)state;
    int before = ug_mode_rules_revision(UG_MODE_ADVENTURE);
    assert_true(before >= 1);
    UgBot bot;
    UgGame *g = bot_game(UG_MODE_ADVENTURE, "upgrade", 300, &bot);
    unsigned char *a = NULL;
    size_t len = 0;
    assert_int_equal(ug_game_snapshot(g, &a, &len), UG_OK);
    UgGame *later = NULL;
    assert_int_equal(ug_game_from_snapshot(UG_MODE_ADVENTURE, a, len, &later), UG_OK);
    assert_true(ug_game_hash(later) == ug_game_hash(g));
    ug_game_test_change_rules(later); /* the later build's rule */
    UgStat h0, h1;
    assert_true(ug_game_stat(later, UG_STAT_HUNGER, &h0));
    for (int i = 0; i < 40; i++) ug_game_act(later, (UgAction){.kind = UG_ACT_WAIT}, NULL);
    assert_true(ug_game_stat(later, UG_STAT_HUNGER, &h1));
    for (int i = 0; i < 40; i++) ug_game_act(g, (UgAction){.kind = UG_ACT_WAIT}, NULL);
    UgStat g1;
    assert_true(ug_game_stat(g, UG_STAT_HUNGER, &g1));
    /* 40 turns: 4 points of hunger under the old rule, 8 under the new */
    assert_true(h0.value - h1.value > g1.value - h0.value ||
                ug_game_status(later) != UG_STATUS_PLAYING);
    free(a);
    ug_game_free(later);
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(snapshots_round_trip),
        cmocka_unit_test(damaged_snapshots_are_refused),
        cmocka_unit_test(a_changed_rule_plays_on_from_the_snapshot),
        cmocka_unit_test(a_seed_in_another_spelling_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
