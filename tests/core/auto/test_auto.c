/* Travel, auto-explore, rest and run (src/core/auto/auto.c): the path preview, every stop reason,
 * that no step is ever taken into a visible creature's reach, cancellation, that explore ends
 * ("explored") in every mode on a fixed seed, and that a game played this way replays to the
 * same hash. Boards are arranged with undergrid/scenario.h and then played by the real rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/auto.h"
#include "undergrid/bot.h"
#include "undergrid/scenario.h"

static UgGame *new_game(UgMode mode, const char *seed) {
    UgGameParams params = {mode, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

/* A cleared board with a floor rectangle (x0..x1, y0..y1), every tile of it seen and in view. */
static void room(UgGame *g, int x0, int y0, int x1, int y1) {
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, true);
        }
}

/* Walls around what is seen, seen too (so that the edge of the room is no frontier). */
static void walls_seen(UgGame *g) {
    for (int y = 0; y < ug_game_height(g); y++)
        for (int x = 0; x < ug_game_width(g); x++) ug_scenario_set_seen(g, x, y, true, false);
}

static int cheb(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

/* Is (x, y) within a visible creature's reach? What the module must never step into. */
static bool in_reach(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp > 0 && ug_game_visible(g, m->x, m->y) && cheb(x, y, m->x, m->y) <= 1) return true;
    }
    return false;
}

/* Plays the sequence to its end; checks every step against the reach rule. */
static UgAutoStop run_to_stop(UgAuto *a, UgGame *g, int limit, int32_t *arg) {
    for (int i = 0; i < limit; i++) {
        UgAction act;
        UgAutoStop why = ug_auto_next(a, g, &act, arg);
        if (why != UG_AUTO_GO) return why;
        if (act.kind == UG_ACT_MOVE) {
            const UgPlayer *p = ug_game_player(g);
            assert_false(in_reach(g, p->x + act.dx, p->y + act.dy));
        }
        ug_game_act(g, act, NULL);
    }
    fail_msg("the sequence did not stop within %d actions", limit);
    return UG_AUTO_GO;
}

/* A classic board: a 20x1 corridor at y = 5 from x = 2 to x = 21, the player at its west end. */
static UgGame *corridor(void) {
    UgGame *g = new_game(UG_MODE_CLASSIC, "7");
    ug_scenario_clear(g);
    walls_seen(g);
    room(g, 2, 5, 21, 5);
    ug_scenario_place_player(g, 2, 5);
    return g;
}

static void test_path_preview(void **state) {
    (void)state;
    UgGame *g = corridor();
    UgAutoPoint path[32];
    assert_int_equal(ug_auto_path(g, 10, 5, path, 32), 8);
    assert_int_equal(path[0].x, 3);
    assert_int_equal(path[7].x, 10);
    for (int i = 0; i < 8; i++) assert_int_equal(path[i].y, 5);
    assert_int_equal(ug_auto_path(g, 2, 5, path, 32), 0);   /* where the player stands */
    assert_int_equal(ug_auto_path(g, 10, 4, path, 32), -1); /* rock */
    ug_scenario_set_seen(g, 15, 5, false, false);
    assert_int_equal(ug_auto_path(g, 16, 5, path, 32), -1); /* only through an unseen tile */
    /* Only the first `max` points are written, the length is whole. */
    assert_int_equal(ug_auto_path(g, 12, 5, path, 2), 10);
    assert_int_equal(path[1].x, 4);
    ug_game_free(g);
}

static bool at_x9(const UgGame *g, int x, int y, void *context) {
    (void)g, (void)y, (void)context;
    return x == 9;
}

static bool not_x5(const UgGame *g, int x, int y, void *context) {
    (void)g, (void)y, (void)context;
    return x != 5;
}

/* The careful bot's own rules through the same search: a depth limit and an expand rule. */
static void test_search_rules(void **state) {
    (void)state;
    UgGame *g = corridor();
    UgAutoRules rules = {at_x9, NULL, NULL, NULL, 0, 6};
    UgAutoPoint first;
    assert_int_equal(ug_auto_search_rules(g, &rules, &first, 1, NULL, NULL), -1); /* 7 away */
    rules.limit = 7;
    assert_int_equal(ug_auto_search_rules(g, &rules, &first, 1, NULL, NULL), 7);
    assert_int_equal(first.x, 3);
    rules.expand = not_x5; /* the corridor cannot be crossed at x = 5 */
    assert_int_equal(ug_auto_search_rules(g, &rules, &first, 1, NULL, NULL), -1);
    ug_game_free(g);
}

static void test_travel_arrives_and_replays(void **state) {
    (void)state;
    UgGame *g = corridor();
    UgGame *twin = ug_game_clone(g);
    UgAuto a;
    ug_auto_begin_travel(&a, g, 18, 5);
    UgAction taken[64];
    int n = 0;
    UgAutoStop why;
    UgAction act;
    while ((why = ug_auto_next(&a, g, &act, NULL)) == UG_AUTO_GO) {
        assert_true(n < 64);
        assert_true(ug_game_act(g, act, NULL));
        taken[n++] = act;
    }
    assert_int_equal(why, UG_AUTO_ARRIVED);
    assert_false(ug_auto_active(&a));
    assert_int_equal(n, 16);
    assert_int_equal(ug_game_player(g)->x, 18);
    /* The same actions played again give the same state: travel is only the mode's moves. */
    for (int i = 0; i < n; i++) assert_true(ug_game_act(twin, taken[i], NULL));
    assert_true(ug_game_hash(twin) == ug_game_hash(g));
    ug_game_free(twin);
    ug_game_free(g);
}

static void test_travel_stops_when_a_monster_comes_into_view(void **state) {
    (void)state;
    UgGame *g = corridor();
    /* classic sees six tiles around: a rat at x = 20 is out of view from x = 2. */
    ug_scenario_add_monster(g, UG_MON_RAT, 20, 5, 5);
    ug_scenario_set_seen(g, 20, 5, true, false);
    UgAuto a;
    ug_auto_begin_travel(&a, g, 21, 5);
    int32_t arg = -1;
    assert_int_equal(run_to_stop(&a, g, 64, &arg), UG_AUTO_MONSTER);
    assert_int_equal(arg, UG_MON_RAT);
    const UgPlayer *p = ug_game_player(g);
    assert_true(p->x < 19); /* stopped out of its reach */
    /* Going on now is refused while it is in view (issue 26), and no turn passes. */
    uint64_t before = ug_game_hash(g);
    ug_auto_begin_travel(&a, g, 21, 5);
    assert_int_equal(run_to_stop(&a, g, 64, &arg), UG_AUTO_HOSTILE);
    assert_int_equal(arg, UG_MON_RAT);
    assert_true(ug_game_hash(g) == before);
    ug_game_free(g);
}

static void test_travel_refuses_a_step_into_reach(void **state) {
    (void)state;
    UgGame *g = corridor();
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 5, 4, 5); /* in the wall beside the way, in view */
    ug_scenario_set_tile(g, 5, 4, UG_TILE_FLOOR);
    ug_scenario_set_seen(g, 5, 4, true, true);
    UgAuto a;
    ug_auto_begin_travel(&a, g, 12, 5);
    int32_t arg = -1;
    UgAction act;
    /* A creature in view: the first answer is a refusal, no turn passes. */
    assert_int_equal(ug_auto_next(&a, g, &act, &arg), UG_AUTO_HOSTILE);
    assert_int_equal(arg, UG_MON_GOBLIN);
    assert_int_equal(ug_auto_path(g, 12, 5, NULL, 0), -1);
    ug_game_free(g);
}

static void test_travel_blocked_and_damage_and_cancel(void **state) {
    (void)state;
    UgGame *g = corridor();
    UgAuto a;
    ug_auto_begin_travel(&a, g, 30, 30); /* rock, never seen */
    UgAction act;
    assert_int_equal(ug_auto_next(&a, g, &act, NULL), UG_AUTO_BLOCKED);
    ug_auto_begin_travel(&a, g, 20, 5);
    assert_int_equal(ug_auto_next(&a, g, &act, NULL), UG_AUTO_GO);
    ug_game_act(g, act, NULL);
    const UgPlayer *p = ug_game_player(g);
    ug_scenario_set_player(g, p->hp - 1, p->max_hp, p->turns); /* something hurt the player */
    assert_int_equal(ug_auto_next(&a, g, &act, NULL), UG_AUTO_DAMAGE);
    /* A key: the sequence ends and says so once. */
    ug_auto_begin_travel(&a, g, 20, 5);
    assert_true(ug_auto_active(&a));
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_KEY, NULL), UG_AUTO_KEY);
    assert_false(ug_auto_active(&a));
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_KEY, NULL), UG_AUTO_GO);
    ug_game_free(g);
}

static void test_travel_to_stairs(void **state) {
    (void)state;
    UgGame *g = corridor();
    UgAuto a;
    assert_false(ug_auto_begin_stairs(&a, g)); /* none known */
    ug_scenario_set_tile(g, 9, 5, UG_TILE_STAIRS);
    assert_true(ug_auto_begin_stairs(&a, g));
    int floor = ug_game_floor(g);
    /* classic takes the stairs by stepping onto them: the walk ends on the next floor. */
    assert_int_equal(run_to_stop(&a, g, 64, NULL), UG_AUTO_NEW_FLOOR);
    assert_int_equal(ug_game_floor(g), floor + 1);
    ug_game_free(g);
}

static void test_item_underfoot_stops_travel(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_SIMPLE, "auto");
    ug_scenario_clear(g);
    walls_seen(g);
    room(g, 2, 2, 12, 2);
    ug_scenario_place_player(g, 2, 2);
    ug_scenario_add_item(g, UG_ITEM_APPLE, 6, 2, 0);
    UgAuto a;
    ug_auto_begin_travel(&a, g, 12, 2);
    int32_t arg = -1;
    assert_int_equal(run_to_stop(&a, g, 64, &arg), UG_AUTO_ITEM);
    assert_int_equal(arg, UG_ITEM_APPLE);
    assert_int_equal(ug_game_player(g)->x, 6);
    ug_game_free(g);
}

static void test_explore_picks_up_and_ends_explored(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_SIMPLE, "auto");
    ug_scenario_clear(g);
    walls_seen(g);
    room(g, 2, 2, 12, 2);
    /* An unexplored stretch: seen at its start only. */
    for (int x = 13; x <= 20; x++) {
        ug_scenario_set_tile(g, x, 2, UG_TILE_FLOOR);
        ug_scenario_set_seen(g, x, 2, false, false);
        ug_scenario_set_seen(g, x, 1, false, false);
        ug_scenario_set_seen(g, x, 3, false, false);
    }
    ug_scenario_place_player(g, 2, 2);
    ug_scenario_add_item(g, UG_ITEM_APPLE, 6, 2, 0);
    int tx = -1, ty = -1;
    assert_true(ug_auto_explore_target(g, &tx, &ty));
    assert_int_equal(tx, 6); /* the apple is nearer than the unknown */
    UgAuto a;
    ug_auto_begin_explore(&a, g);
    assert_int_equal(run_to_stop(&a, g, 400, NULL), UG_AUTO_EXPLORED);
    assert_int_equal(ug_game_inventory_count(g), 1); /* picked up on the way */
    assert_true(ug_game_seen(g, 20, 2));
    assert_false(ug_auto_explore_target(g, &tx, &ty));
    ug_game_free(g);
}

static void test_explore_stops_on_an_item_it_cannot_take(void **state) {
    (void)state;
    UgGame *g = corridor(); /* classic has no pack: the item is for the player to see */
    ug_scenario_set_seen(g, 21, 5, false, false);
    ug_scenario_set_seen(g, 22, 5, false, false);
    ug_scenario_add_item(g, UG_ITEM_POTION, 7, 5, 1);
    UgAuto a;
    ug_auto_begin_explore(&a, g);
    int32_t arg = -1;
    assert_int_equal(run_to_stop(&a, g, 64, &arg), UG_AUTO_ITEM);
    assert_int_equal(arg, UG_ITEM_POTION);
    assert_int_equal(ug_game_player(g)->x, 7);
    /* Going on walks past it to the unknown. */
    ug_auto_begin_explore(&a, g);
    assert_int_equal(run_to_stop(&a, g, 64, &arg), UG_AUTO_EXPLORED);
    ug_game_free(g);
}

/* classic's potions are tiles that a step drinks: explore never walks onto one by itself. A
 * potion drunk at full health was wasted by the first version. */
static void test_explore_leaves_classic_potions_to_the_player(void **state) {
    (void)state;
    UgGame *g = corridor();
    ug_scenario_set_seen(g, 21, 5, false, false);
    ug_scenario_set_seen(g, 22, 5, false, false);
    ug_scenario_set_tile(g, 9, 5, UG_TILE_POTION);
    UgAuto a;
    ug_auto_begin_explore(&a, g);
    int32_t arg = -1;
    assert_int_equal(run_to_stop(&a, g, 64, &arg), UG_AUTO_ITEM);
    assert_int_equal(arg, UG_ITEM_POTION);
    assert_int_equal(ug_game_player(g)->x, 2); /* no step: the only way on drinks it */
    assert_int_equal(ug_game_tile(g, 9, 5), UG_TILE_POTION);
    /* Travel to it on purpose is the player's choice. */
    ug_auto_begin_travel(&a, g, 9, 5);
    assert_int_equal(run_to_stop(&a, g, 64, &arg), UG_AUTO_ARRIVED);
    assert_int_equal(ug_game_player(g)->x, 9);
    ug_game_free(g);
}

/* Hunger crossing a fifth of its maximum stops a walk, once: walking to and fro in simple (whose
 * hunger falls as turns pass) meets the stop exactly when it crosses. */
static void test_hunger_stops_a_walk(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_SIMPLE, "auto");
    ug_scenario_clear(g);
    walls_seen(g);
    room(g, 2, 2, 12, 2);
    ug_scenario_place_player(g, 2, 2);
    UgAuto a;
    int hungry_stops = 0;
    for (int trip = 0; trip < 400 && hungry_stops == 0; trip++) {
        ug_auto_begin_travel(&a, g, ug_game_player(g)->x == 2 ? 12 : 2, 2);
        UgStat before;
        assert_true(ug_game_stat(g, UG_STAT_HUNGER, &before));
        UgAutoStop why = run_to_stop(&a, g, 64, NULL);
        if (why == UG_AUTO_HUNGRY) {
            UgStat now;
            assert_true(ug_game_stat(g, UG_STAT_HUNGER, &now));
            assert_true(now.value * 5 <= now.max);
            hungry_stops++;
        } else {
            assert_int_equal(why, UG_AUTO_ARRIVED);
        }
    }
    assert_int_equal(hungry_stops, 1);
    /* Already hungry when it starts: no second stop for the same hunger. */
    ug_auto_begin_travel(&a, g, ug_game_player(g)->x == 2 ? 12 : 2, 2);
    assert_int_equal(run_to_stop(&a, g, 64, NULL), UG_AUTO_ARRIVED);
    ug_game_free(g);
}

static void test_rest(void **state) {
    (void)state;
    /* adventure heals while it waits: rest ends at full health. */
    UgGame *g = new_game(UG_MODE_ADVENTURE, "3");
    ug_scenario_clear(g);
    walls_seen(g);
    room(g, 2, 2, 8, 6);
    ug_scenario_place_player(g, 4, 4);
    const UgPlayer *p = ug_game_player(g);
    ug_scenario_set_player(g, p->max_hp - 2, p->max_hp, p->turns);
    UgAuto a;
    ug_auto_begin_rest(&a, g);
    assert_int_equal(run_to_stop(&a, g, 500, NULL), UG_AUTO_RESTED);
    assert_int_equal(ug_game_player(g)->hp, ug_game_player(g)->max_hp);
    assert_int_equal(run_to_stop(&a, g, 1, NULL), UG_AUTO_NOTHING); /* idle */
    /* A creature in view: no rest at all, and it says so (the first version said the rat "comes
     * into view", though it was there all along). */
    ug_scenario_set_player(g, p->max_hp - 2, p->max_hp, p->turns);
    ug_scenario_add_monster(g, UG_MON_RAT, 8, 6, 3);
    ug_auto_begin_rest(&a, g);
    int32_t arg = -1;
    assert_int_equal(run_to_stop(&a, g, 1, &arg), UG_AUTO_IN_VIEW);
    assert_int_equal(arg, UG_MON_RAT);
    ug_game_free(g);
    /* classic never heals: rest gives up and says so. */
    g = corridor();
    p = ug_game_player(g);
    ug_scenario_set_player(g, p->max_hp - 2, p->max_hp, p->turns);
    ug_auto_begin_rest(&a, g);
    assert_int_equal(run_to_stop(&a, g, 100, NULL), UG_AUTO_NO_HEAL);
    ug_game_free(g);
    /* simple has no way to pass a turn. */
    g = new_game(UG_MODE_SIMPLE, "auto");
    ug_auto_begin_rest(&a, g);
    assert_int_equal(run_to_stop(&a, g, 1, NULL), UG_AUTO_NO_WAIT);
    ug_game_free(g);
}

static void test_run(void **state) {
    (void)state;
    UgGame *g = corridor();
    room(g, 10, 2, 14, 8); /* the corridor opens into a room at x = 10 */
    UgAuto a;
    ug_auto_begin_run(&a, g, 1, 0);
    assert_int_equal(run_to_stop(&a, g, 64, NULL), UG_AUTO_OPENING);
    assert_int_equal(ug_game_player(g)->x, 10);
    /* Across the room to the wall on the far side of the corridor's end. */
    ug_game_free(g);
    g = corridor();
    ug_auto_begin_run(&a, g, 1, 0);
    assert_int_equal(run_to_stop(&a, g, 64, NULL), UG_AUTO_BLOCKED);
    assert_int_equal(ug_game_player(g)->x, 21);
    ug_scenario_set_tile(g, 15, 5, UG_TILE_STAIRS);
    ug_auto_begin_run(&a, g, -1, 0);
    assert_int_equal(run_to_stop(&a, g, 64, NULL), UG_AUTO_STAIRS);
    assert_int_equal(ug_game_player(g)->x, 16); /* before them: classic would take them */
    ug_game_free(g);
}

/* A run begun in a corridor follows its bends and stops where it branches, in a 4-way and an
 * 8-way mode. Guards against runs that stop at every corner (the first version) and against a
 * run that turns at a junction, where the player must choose. */
static void test_run_follows_a_corridor(void **state) {
    (void)state;
    const UgMode modes[] = {UG_MODE_CLASSIC, UG_MODE_ADVENTURE};
    for (int m = 0; m < 2; m++) {
        UgGame *g = new_game(modes[m], "7");
        ug_scenario_clear(g);
        walls_seen(g);
        room(g, 2, 10, 8, 10); /* east along y = 10 ... */
        room(g, 8, 3, 8, 10);  /* ... then north up x = 8 ... */
        room(g, 8, 3, 14, 3);  /* ... then east again to a dead end at x = 14 */
        ug_scenario_place_player(g, 2, 10);
        UgAuto a;
        ug_auto_begin_run(&a, g, 1, 0);
        assert_int_equal(run_to_stop(&a, g, 64, NULL), UG_AUTO_BLOCKED);
        assert_int_equal(ug_game_player(g)->x, 14);
        assert_int_equal(ug_game_player(g)->y, 3);
        assert_int_equal(a.steps, 6 + 7 + 6);
        /* A branch at (8, 6): the run back stops there, before choosing for the player. */
        room(g, 9, 6, 12, 6);
        ug_auto_begin_run(&a, g, -1, 0);
        assert_int_equal(run_to_stop(&a, g, 64, NULL), UG_AUTO_OPENING);
        assert_int_equal(ug_game_player(g)->x, 8);
        assert_int_equal(ug_game_player(g)->y, 6);
        ug_game_free(g);
    }
}

static int visible_monsters(const UgGame *g) {
    int n = 0;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        n += m->hp > 0 && ug_game_visible(g, m->x, m->y);
    }
    return n;
}

static void play_both(UgGame *g, UgGame *twin, UgAction act) {
    if (ug_game_act(g, act, NULL)) assert_true(ug_game_act(twin, act, NULL));
}

/* Explore a real floor of each mode: when a creature stops it, the explore bot plays while one
 * is in view (it fights); an item it stops on is picked up; then explore goes on. It must end
 * "explored", step into no reach, and the actions taken must replay to the same hash. cursed's
 * levels teem with creatures that kill such a simple fighter, so its game starts with the
 * original's own debugging command that kills them all (`wizard`). */
static void explore_mode(UgMode mode, const char *seed, bool kill_all) {
    UgGame *g = NULL;
    UgGameParams params = {mode, seed};
    if (mode == UG_MODE_SIMPLE) /* its yard (floor 0) is seen whole: explore floor 1 */
        assert_int_equal(ug_game_new_on_floor(&params, 1, 0, 0, &g), UG_OK);
    else
        g = new_game(mode, seed);
    UgGame *twin = ug_game_clone(g);
    if (kill_all) play_both(g, twin, ug_action_wizard(UG_WIZ_KILL_ALL, 0));
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 1);
    UgAuto a;
    bool explored = false;
    int turn = 0;
    while (turn < 20000 && ug_game_status(g) == UG_STATUS_PLAYING) {
        ug_auto_begin_explore(&a, g);
        UgAutoStop why = UG_AUTO_GO;
        UgAction act;
        while ((why = ug_auto_next(&a, g, &act, NULL)) == UG_AUTO_GO && turn < 20000) {
            if (act.kind == UG_ACT_MOVE) {
                const UgPlayer *p = ug_game_player(g);
                assert_false(in_reach(g, p->x + act.dx, p->y + act.dy));
            }
            play_both(g, twin, act);
            turn++;
        }
        if (why == UG_AUTO_EXPLORED || why == UG_AUTO_EXPLORED_STAIRS ||
            why == UG_AUTO_EXPLORED_ON_STAIRS) {
            explored = true;
            break;
        }
        if (why == UG_AUTO_ITEM) {
            play_both(g, twin, ug_action_simple(UG_ACT_PICKUP));
            turn++;
            continue;
        }
        int k = 0;
        do { /* the bot's turns */
            play_both(g, twin, ug_bot_next(&bot, g));
            turn++;
        } while (++k < 40 && visible_monsters(g) > 0 && ug_game_status(g) == UG_STATUS_PLAYING);
    }
    assert_true(explored);
    assert_true(turn > 20); /* a floor was really walked */
    assert_true(ug_game_hash(g) == ug_game_hash(twin));
    ug_game_free(twin);
    ug_game_free(g);
}

static void test_explore_classic(void **state) {
    (void)state;
    explore_mode(UG_MODE_CLASSIC, "1", false);
}
static void test_explore_simple(void **state) {
    (void)state;
    explore_mode(UG_MODE_SIMPLE, "1", false);
}
static void test_explore_cursed(void **state) {
    (void)state;
    explore_mode(UG_MODE_CURSED, "1234567890", true);
}
static void test_explore_adventure(void **state) {
    (void)state;
    explore_mode(UG_MODE_ADVENTURE, "1", false);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_path_preview),
        cmocka_unit_test(test_search_rules),
        cmocka_unit_test(test_travel_arrives_and_replays),
        cmocka_unit_test(test_travel_stops_when_a_monster_comes_into_view),
        cmocka_unit_test(test_travel_refuses_a_step_into_reach),
        cmocka_unit_test(test_travel_blocked_and_damage_and_cancel),
        cmocka_unit_test(test_travel_to_stairs),
        cmocka_unit_test(test_item_underfoot_stops_travel),
        cmocka_unit_test(test_explore_picks_up_and_ends_explored),
        cmocka_unit_test(test_explore_stops_on_an_item_it_cannot_take),
        cmocka_unit_test(test_explore_leaves_classic_potions_to_the_player),
        cmocka_unit_test(test_hunger_stops_a_walk),
        cmocka_unit_test(test_rest),
        cmocka_unit_test(test_run),
        cmocka_unit_test(test_run_follows_a_corridor),
        cmocka_unit_test(test_explore_classic),
        cmocka_unit_test(test_explore_simple),
        cmocka_unit_test(test_explore_cursed),
        cmocka_unit_test(test_explore_adventure),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
