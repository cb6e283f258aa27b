/* Soak: bots play 1,000 seeded classic games to the end (death or the turn limit). Run in the
 * sanitizer build, any memory error or undefined behaviour aborts the test. Each game also
 * checks the invariants a long game could break. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"

enum { GAMES = 1000, TURN_LIMIT = 3000 };

static void check_invariants(const UgGame *g) {
    const UgPlayer *p = ug_game_player(g);
    assert_true(p->hp <= p->max_hp);
    assert_int_equal(ug_game_tile(g, p->x, p->y) == UG_TILE_ROCK, 0);
    assert_int_equal(ug_game_monster_at(g, p->x, p->y), -1);
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        assert_true(m->hp > 0);
        assert_true(ug_game_tile(g, m->x, m->y) != UG_TILE_ROCK);
        assert_int_equal(ug_game_monster_at(g, m->x, m->y), i); /* no two on one tile */
    }
}

static void bots_play_a_thousand_games(void **state) {
    (void)state;
    long total_turns = 0, deaths = 0, deepest = 0;
    for (int n = 0; n < GAMES; n++) {
        char seed[16];
        snprintf(seed, sizeof seed, "%d", 1 + n * 97);
        UgGameParams params = {UG_MODE_CLASSIC, seed};
        UgGame *g;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        UgBot bot;
        UgBotKind kind = n % 4 == 3 ? UG_BOT_RANDOM : UG_BOT_EXPLORE;
        ug_bot_init(&bot, kind, (uint64_t)n);
        UgEvents events;
        long actions = 0;
        while (ug_game_status(g) == UG_STATUS_PLAYING && ug_game_player(g)->turns < TURN_LIMIT &&
               actions < 4L * TURN_LIMIT) {
            events.count = events.dropped = 0;
            ug_game_act(g, ug_bot_next(&bot, g), &events);
            assert_int_equal(events.dropped, 0);
            actions++;
            check_invariants(g);
        }
        total_turns += ug_game_player(g)->turns;
        deaths += ug_game_status(g) == UG_STATUS_DEAD;
        if (ug_game_floor(g) > deepest) deepest = ug_game_floor(g);
        ug_game_free(g);
    }
    printf("soak: %d games, %ld turns, %ld deaths, deepest floor %ld\n", GAMES, total_turns, deaths,
           deepest);
    /* The explore bot must make progress: it reaches floor 3 somewhere in a thousand games. */
    assert_true(deepest >= 3);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(bots_play_a_thousand_games)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
