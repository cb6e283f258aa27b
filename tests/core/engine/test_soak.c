/* Soak: bots play seeded games of every playable mode to the end (death or the turn limit). Run
 * in the sanitizer build, any memory error or undefined behaviour aborts the test. After every
 * action the invariants a long game could break are checked: positions, health, ids, stats,
 * events, and that a clone hashes like the original. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"

enum { TURN_LIMIT = 3000, CLONE_EVERY = 97 };

/* Games per mode: classic's floors are small, simple's 50x50 ones cost more a turn; the orb
 * modes' (cursed's) games are short, the bot dying or winning within a few hundred turns. */
/* Games per mode, so that the whole soak stays near two minutes in the sanitizer build: a
 * thousand on small boards (classic's, cursed's 54 x 18: issue 18 asks for 1,000 cursed games),
 * fewer where a floor is large and a game long (simple's 50 x 50, adventure's 64 x 32 over ten
 * floors). */
static int games_for(const UgGameInfo *info) {
    int area = info->max_width * info->max_height;
    if (area <= 54 * 18) return 1000;
    return info->max_height * info->max_width <= 50 * 50 && !(info->systems & UG_SYS_SCHEDULER)
               ? 120
               : 30;
}

/* The n-th soak seed of a mode, in the mode's seed form. */
static void seed_for(const UgGameInfo *info, int n, char *out, size_t size) {
    if (info->seed_kind == UG_SEED_TEN_DIGITS)
        snprintf(out, size, "%lld", 1000000000LL + (long long)n * 7919LL);
    else
        snprintf(out, size, "%d", 1 + n * 97);
}

static bool is_bomb(const UgMonster *m) {
    return m->kind == UG_MON_TIME_BOMB || m->kind == UG_MON_HP_BOMB;
}

typedef struct Totals {
    long turns, deaths, deepest, actions;
} Totals;

static void check_invariants(const UgGame *g, const UgGameInfo *info, int last_turns) {
    const UgPlayer *p = ug_game_player(g);
    assert_true(p->hp <= p->max_hp);
    assert_true(p->turns >= last_turns);
    assert_true(p->x >= 0 && p->y >= 0 && p->x < ug_game_width(g) && p->y < ug_game_height(g));
    assert_true(ug_game_width(g) <= info->max_width && ug_game_height(g) <= info->max_height);
    assert_true(ug_game_floor(g) >= info->first_floor);
    assert_int_equal(ug_game_tile(g, p->x, p->y) == UG_TILE_ROCK, 0);
    int under = ug_game_monster_at(g, p->x, p->y); /* only a bomb may lie under the player */
    assert_true(under == -1 || is_bomb(ug_game_monster(g, under)));
    assert_true(ug_game_visible(g, p->x, p->y)); /* you always see where you stand */
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        /* alive, except cursed's Wise Giovanni, who revives at HP <= 0 (CURSED.md §4.6) */
        assert_true((m->hp > 0 || m->kind == UG_MON_GIOVANNI) && m->hp <= m->max_hp);
        assert_true(ug_game_tile(g, m->x, m->y) != UG_TILE_ROCK);
        assert_true(m->id > UG_ID_PLAYER);
        assert_ptr_equal(ug_game_monster_by_id(g, m->id), m); /* ids are unique */
        if (info->systems & UG_SYS_SCHEDULER)
            assert_true(m->speed > 0); /* the original's own speeds (cursed: 0.5 to 1.5) */
        else
            assert_true(m->speed == UG_SPEED_FAST || m->speed == UG_SPEED_NORMAL ||
                        m->speed == UG_SPEED_SLOW);
    }
    for (int i = 0; i < ug_game_item_count(g); i++) assert_true(ug_game_item(g, i)->id > 1);
    UgStat stats[UG_STAT_COUNT];
    int n = ug_game_stats(g, stats);
    assert_true(n > 0 && n <= UG_STAT_COUNT);
    for (int i = 0; i < n; i++) {
        switch (stats[i].id) {
            case UG_STAT_HP:
                assert_true(stats[i].value == p->hp && stats[i].max == p->max_hp);
                break;
            case UG_STAT_FLOOR:
                assert_true(stats[i].value == ug_game_floor(g));
                break;
            case UG_STAT_TURN:
                assert_true(stats[i].value == p->turns);
                break;
            case UG_STAT_HUNGER:
            case UG_STAT_WEIGHT:
                assert_true(stats[i].value >= 0 && stats[i].value <= stats[i].max);
                break;
            default:
                break;
        }
    }
    if (!(info->systems & UG_SYS_INVENTORY)) assert_int_equal(ug_game_inventory_count(g), 0);
}

static void soak_mode(UgMode mode, Totals *t) {
    const UgGameInfo *info = ug_mode_info(mode);
    int games = games_for(info);
    for (int n = 0; n < games; n++) {
        char seed[32];
        seed_for(info, n, seed, sizeof seed);
        UgGameParams params = {mode, seed};
        UgGame *g;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        UgBot bot;
        UgBotKind kind = n % 4 == 3 ? UG_BOT_RANDOM : UG_BOT_EXPLORE;
        ug_bot_init(&bot, kind, (uint64_t)n);
        UgEvents events;
        long actions = 0;
        check_invariants(g, info, 0);
        while (ug_game_status(g) == UG_STATUS_PLAYING && ug_game_player(g)->turns < TURN_LIMIT &&
               actions < 4L * TURN_LIMIT) {
            int before = ug_game_player(g)->turns;
            events.count = events.dropped = 0;
            UgAction a = ug_bot_next(&bot, g);
            bool acted = ug_game_act(g, a, &events);
            assert_int_equal(events.dropped, 0);
            if (!acted) assert_int_equal(ug_game_player(g)->turns, before);
            for (int e = 0; e < events.count; e++)
                assert_true(events.items[e].kind >= 0 && events.items[e].kind < UG_EV_KIND_COUNT);
            actions++;
            check_invariants(g, info, before);
            if (actions % CLONE_EVERY == 0) {
                UgGame *c = ug_game_clone(g);
                assert_non_null(c);
                assert_true(ug_game_hash(c) == ug_game_hash(g));
                ug_game_free(c);
            }
        }
        t->turns += ug_game_player(g)->turns;
        t->actions += actions;
        t->deaths += ug_game_status(g) == UG_STATUS_DEAD;
        if (ug_game_floor(g) > t->deepest) t->deepest = ug_game_floor(g);
        ug_game_free(g);
    }
    printf("soak %s: %d games, %ld actions, %ld turns, %ld deaths, deepest floor %ld\n",
           ug_mode_name(mode), games, t->actions, t->turns, t->deaths, t->deepest);
}

static void bots_play_every_mode(void **state) {
    (void)state;
    int modes = 0;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_available((UgMode)m)) continue;
        Totals t = {0};
        soak_mode((UgMode)m, &t);
        modes++;
        /* The explore bot must make progress: it gets two floors below the first somewhere
         * (the orb modes' three levels need a boss beaten each: one below the first). */
        const UgGameInfo *info = ug_mode_info((UgMode)m);
        assert_true(t.deepest >= info->first_floor + ((info->systems & UG_SYS_ORBS) ? 1 : 2));
        assert_true(t.turns > 0);
    }
    assert_true(modes >= 2);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(bots_play_every_mode)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
