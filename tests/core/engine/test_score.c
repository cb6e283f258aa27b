/* The score as a core stat (issue 23): every mode has UG_STAT_SCORE and ug_game_score. Classic,
 * simple and cursed score by the front end's formula (src/view/view.c ug_view_score and
 * ug_view_victory_score over src/app/scenes.c count_kills), written out again here so that the
 * core's count can be checked against the old one over whole bot games, a replay and a victory.
 * Adventure keeps its own §7 score. Also the orb stack's usable top (ug_game_orb_top). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "engine/engine.h"
#include "modes/cursed/cursed.h"

enum { MAX_ACTIONS = 8000 };

/* The front end's formula, as it was: 100 per floor beyond the first, 10 per kill, turns / 10,
 * 1000 for a won game. */
static int64_t old_score(const UgGame *g, int kills) {
    int deeper = ug_game_floor(g) - ug_game_info(g)->first_floor;
    int64_t score = 100 * (deeper > 0 ? deeper : 0) + 10 * kills + ug_game_player(g)->turns / 10;
    return ug_game_status(g) == UG_STATUS_WON ? score + 1000 : score;
}

static UgGame *new_game(UgMode mode, const char *seed) {
    UgGameParams params = {mode, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

/* Plays an explore-bot game, checking the score after every action against the old count (the
 * scenes' count_kills over the same events); then a replay of its actions without events and a
 * clone score alike. Returns the kills. */
static int play_and_check(UgMode mode, const char *seed) {
    UgGame *g = new_game(mode, seed);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, ug_game_hash_version(g, 1));
    UgAction *actions = calloc(MAX_ACTIONS, sizeof *actions);
    assert_non_null(actions);
    int n = 0, kills = 0;
    while (ug_game_status(g) == UG_STATUS_PLAYING && n < MAX_ACTIONS) {
        UgEvents ev = {0};
        actions[n] = ug_bot_next(&bot, g);
        ug_game_act(g, actions[n++], &ev);
        for (int i = 0; i < ev.count; i++)
            if (ev.items[i].kind == UG_EV_DEATH && ev.items[i].object != UG_ID_PLAYER) kills++;
        UgStat st;
        assert_true(ug_game_stat(g, UG_STAT_SCORE, &st));
        assert_true(st.value == old_score(g, kills));
        assert_true(ug_game_score(g) == st.value);
        /* ug_game_orb_top is cursed's own usable top (Inventory.getLastIndex); none elsewhere */
        if (mode == UG_MODE_CURSED)
            assert_int_equal(ug_game_orb_top(g), ug_cursed_top_index(ug_cursed_state(g)));
        else
            assert_int_equal(ug_game_orb_top(g), -1);
    }
    UgGame *again = new_game(mode, seed);
    for (int i = 0; i < n; i++) ug_game_act(again, actions[i], NULL);
    assert_true(ug_game_hash(again) == ug_game_hash(g));
    assert_true(ug_game_score(again) == ug_game_score(g));
    UgGame *copy = ug_game_clone(g);
    assert_non_null(copy);
    assert_true(ug_game_score(copy) == ug_game_score(g));
    ug_game_free(copy);
    ug_game_free(again);
    ug_game_free(g);
    free(actions);
    return kills;
}

/* The listed stats do not change: the score is asked for by id in modes without their own. */
static void score_is_not_listed_outside_adventure(UgMode mode) {
    UgGame *g = new_game(mode, mode == UG_MODE_CURSED ? "1000000000" : "7");
    UgStat stats[UG_STAT_COUNT];
    int n = ug_game_stats(g, stats);
    for (int i = 0; i < n; i++) assert_int_not_equal(stats[i].id, UG_STAT_SCORE);
    assert_true(ug_game_score(g) == 0);
    ug_game_free(g);
}

static void classic_scores_the_old_way(void **state) {
    (void)state;
    int kills = 0;
    for (int s = 1; s <= 6; s++) {
        char seed[8];
        snprintf(seed, sizeof seed, "%d", s);
        kills += play_and_check(UG_MODE_CLASSIC, seed);
    }
    assert_true(kills > 0); /* the games did kill, so the kill term was checked */
    score_is_not_listed_outside_adventure(UG_MODE_CLASSIC);
}

static void simple_scores_the_old_way(void **state) {
    (void)state;
    assert_true(play_and_check(UG_MODE_SIMPLE, "yurina") > 0);
    score_is_not_listed_outside_adventure(UG_MODE_SIMPLE);
}

static void cursed_scores_the_old_way(void **state) {
    (void)state;
    int kills = 0;
    kills += play_and_check(UG_MODE_CURSED, "1000000000");
    kills += play_and_check(UG_MODE_CURSED, "1234567890");
    kills += play_and_check(UG_MODE_CURSED, "5555555555");
    assert_true(kills > 0);
    score_is_not_listed_outside_adventure(UG_MODE_CURSED);
}

/* A won game gets the bonus: cursed's ending (as test_cursed_rules' rule 1.6 reaches it). */
static void a_victory_adds_the_bonus(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_CURSED, "1000000000");
    CursedState *s = ug_cursed_state(g);
    s->level = 3;
    s->boss = UG_BOSS_WIN;
    g->player.x = (int16_t)s->stairs_x, g->player.y = (int16_t)s->stairs_y;
    g->item_count = 0;
    int64_t before = ug_game_score(g);
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL));
    assert_int_equal(ug_game_status(g), UG_STATUS_WON);
    assert_true(ug_game_score(g) == old_score(g, 0));
    assert_true(ug_game_score(g) >= before + UG_SCORE_VICTORY_BONUS);
    ug_game_free(g);
}

/* Adventure's score is its own stat (§7), the same through ug_game_score. */
static void adventure_keeps_its_own_score(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_ADVENTURE, "5");
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, ug_game_hash_version(g, 1));
    for (int i = 0; i < 300 && ug_game_status(g) == UG_STATUS_PLAYING; i++) {
        ug_game_act(g, ug_bot_next(&bot, g), NULL);
        UgStat all[UG_STAT_COUNT], own = {0};
        int n = ug_game_stats(g, all);
        for (int k = 0; k < n; k++)
            if (all[k].id == UG_STAT_SCORE) own = all[k];
        assert_int_equal(own.id, UG_STAT_SCORE);
        assert_true(ug_game_score(g) == own.value);
    }
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(classic_scores_the_old_way),
        cmocka_unit_test(simple_scores_the_old_way),
        cmocka_unit_test(cursed_scores_the_old_way),
        cmocka_unit_test(a_victory_adds_the_bonus),
        cmocka_unit_test(adventure_keeps_its_own_score),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
