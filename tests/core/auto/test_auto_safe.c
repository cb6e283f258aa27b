/* Explore and travel that never surprise the player (issue 26 item 1): scripted adventure floors
 * for each refusal and each stop reason, the creature's own reach and speed, the items explore
 * leaves where they lie (too heavy, a full pack, dropped, the pick-up rule), and the soak's
 * invariant over many seeds: explore never loses health to a creature that was in view when it
 * took the step. Boards are arranged with undergrid/scenario.h and played by the real rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/auto.h"
#include "undergrid/bot.h"
#include "undergrid/scenario.h"

static UgGame *new_game(const char *seed) {
    UgGameParams params = {UG_MODE_ADVENTURE, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

/* An adventure board: a room (x0..x1, y0..y1) seen and in view, walls seen around it, an
 * unexplored corridor east of it (x1+1..x1+8 on y0), the player at (x0, y0). */
static UgGame *board(int x0, int y0, int x1, int y1) {
    UgGame *g = new_game("safe");
    ug_scenario_clear(g);
    for (int y = 0; y < ug_game_height(g); y++)
        for (int x = 0; x < ug_game_width(g); x++) ug_scenario_set_seen(g, x, y, true, false);
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, true);
        }
    for (int x = x1 + 1; x <= x1 + 8; x++) {
        ug_scenario_set_tile(g, x, y0, UG_TILE_FLOOR);
        for (int dy = -1; dy <= 1; dy++) ug_scenario_set_seen(g, x, y0 + dy, false, false);
    }
    ug_scenario_place_player(g, x0, y0);
    return g;
}

static UgAutoStop first_answer(UgAuto *a, UgGame *g, int32_t *arg) {
    UgAction act;
    return ug_auto_next(a, g, &act, arg);
}

/* Explore, travel and run each refuse to start with a creature in view, name it, and take no
 * turn; rest keeps its own refusal. */
static void test_refusals(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 6);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 11, 6, 8);
    uint64_t before = ug_game_hash(g);
    UgAuto a;
    int32_t arg = -1;
    ug_auto_begin_explore(&a, g);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_HOSTILE);
    assert_int_equal(arg, UG_MON_GOBLIN);
    assert_false(ug_auto_active(&a));
    ug_auto_begin_travel(&a, g, 6, 2);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_HOSTILE);
    ug_auto_begin_run(&a, g, 1, 0);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_HOSTILE);
    ug_auto_begin_rest(&a, g);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_IN_VIEW);
    assert_true(ug_game_hash(g) == before); /* nothing was played */
    /* Out of view (behind what the player sees), the same creature stops nothing. */
    ug_scenario_set_seen(g, 11, 6, true, false);
    ug_auto_begin_explore(&a, g);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_GO);
    ug_game_free(g);
}

/* "Within reach" is the creature's own: a bite 1, a fast dog one more (two actions to one step),
 * the archer's arrow 5, a slow zombie 1; plate armour slows the player's step, so a rat of
 * normal speed gets two actions too. */
static void test_threat_radius(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 6);
    UgMonster m = {0};
    m.kind = UG_MON_RAT, m.speed = UG_SPEED_NORMAL, m.hp = 1;
    assert_int_equal(ug_auto_threat_radius(g, &m), 1);
    m.kind = UG_MON_DOG, m.speed = UG_SPEED_FAST;
    assert_int_equal(ug_auto_threat_radius(g, &m), 2);
    m.kind = UG_MON_ARCHER, m.speed = UG_SPEED_NORMAL;
    assert_int_equal(ug_auto_threat_radius(g, &m), 5);
    m.kind = UG_MON_ZOMBIE, m.speed = UG_SPEED_SLOW;
    assert_int_equal(ug_auto_threat_radius(g, &m), 1);
    m.kind = UG_MON_BOMBER, m.speed = UG_SPEED_NORMAL;
    assert_int_equal(ug_auto_threat_radius(g, &m), 3);
    /* Plate armour worn: the player's step costs more than a rat's action. */
    assert_true(ug_scenario_give_item(g, UG_ITEM_PLATE, 0));
    int plate = ug_game_inventory_count(g) - 1;
    assert_true(ug_game_act(g, ug_action_use(plate, UG_VERB_WEAR), NULL));
    assert_true(ug_game_inventory_equipped(g, plate));
    assert_true(ug_game_player_step_cost(g) > UG_SPEED_NORMAL);
    m.kind = UG_MON_RAT, m.speed = UG_SPEED_NORMAL;
    assert_int_equal(ug_auto_threat_radius(g, &m), 2);
    /* The path preview keeps out of an archer's five tiles. */
    ug_game_free(g);
    g = board(2, 2, 20, 2);
    ug_scenario_add_monster(g, UG_MON_ARCHER, 20, 2, 6);
    assert_int_equal(ug_auto_path(g, 16, 2, NULL, 0), -1); /* four tiles from it */
    assert_true(ug_auto_path(g, 14, 2, NULL, 0) > 0);      /* six */
    ug_game_free(g);
}

/* Fills the pack with `n` apples (each a tenth of the weight). */
static void give_apples(UgGame *g, int n) {
    for (int i = 0; i < n; i++) assert_true(ug_scenario_give_item(g, UG_ITEM_APPLE, 0));
}

/* Explores to the end; fails if it ever tries to pick up, or the sequence runs long. */
static UgAutoStop explore_to_stop(UgAuto *a, UgGame *g, int32_t *arg, int *pickups) {
    for (int i = 0; i < 400; i++) {
        UgAction act;
        UgAutoStop why = ug_auto_next(a, g, &act, arg);
        if (why != UG_AUTO_GO) return why;
        if (act.kind == UG_ACT_PICKUP) ++*pickups;
        ug_game_act(g, act, NULL);
    }
    fail_msg("explore did not stop");
    return UG_AUTO_GO;
}

/* A sword too heavy for what is carried: explore never heads for it (no loop of "too heavy"
 * stops), says why once through ug_auto_item_wanted, and explores the rest. */
static void test_explore_leaves_what_it_cannot_carry(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 6);
    UgId sword = ug_scenario_add_item(g, UG_ITEM_SWORD, 6, 5, 0);
    UgStat w;
    assert_true(ug_game_stat(g, UG_STAT_WEIGHT, &w));
    int room = w.max - w.value;
    /* Rations (a whole unit each) until the sword no longer fits. */
    while (room >= ug_game_item_weight(g, UG_ITEM_SWORD) &&
           ug_scenario_give_item(g, UG_ITEM_RATION, 0)) {
        assert_true(ug_game_stat(g, UG_STAT_WEIGHT, &w));
        room = w.max - w.value;
    }
    UgAuto a;
    ug_auto_begin_explore(&a, g);
    const UgItem *it = ug_game_item(g, 0);
    assert_true(it->id == sword);
    assert_int_equal(ug_auto_item_wanted(&a, g, it), UG_AUTO_SKIP_HEAVY);
    int32_t arg = -1;
    int pickups = 0;
    assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED);
    assert_int_equal(pickups, 0);
    assert_int_equal(ug_game_item_count(g), 1); /* still lying there */
    /* Pressed again: it says explored at once, no walk back to the sword. */
    uint64_t h = ug_game_hash(g);
    ug_auto_begin_explore(&a, g);
    assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED);
    assert_true(ug_game_hash(g) == h);
    ug_game_free(g);
}

static void test_explore_leaves_items_when_the_pack_is_full(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 6);
    int n = ug_game_inventory_count(g);
    while (ug_scenario_give_item(g, UG_ITEM_APPLE, 0)) n++;
    assert_true(n > 0);
    ug_scenario_add_item(g, UG_ITEM_APPLE, 6, 5, 0);
    UgAuto a;
    ug_auto_begin_explore(&a, g);
    assert_int_equal(ug_auto_item_wanted(&a, g, ug_game_item(g, 0)), UG_AUTO_SKIP_FULL);
    int32_t arg = -1;
    int pickups = 0;
    assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED);
    assert_int_equal(pickups, 0);
    ug_game_free(g);
}

/* An item the player dropped (ug_auto_ignore), and the pick-up rules. */
static void test_explore_pickup_rules(void **state) {
    (void)state;
    for (int rule = 0; rule < UG_PICKUP_COUNT; rule++) {
        UgGame *g = board(2, 2, 12, 6);
        give_apples(g, 0);
        int carried = ug_game_inventory_count(g);
        UgStat orbs0;
        assert_true(ug_game_stat(g, UG_STAT_ORBS, &orbs0));
        ug_scenario_add_item(g, UG_ITEM_APPLE, 4, 3, 0);
        ug_scenario_add_item(g, UG_ITEM_POTION, 5, 4, 1);
        ug_scenario_add_item(g, UG_ITEM_ORB_FIRE, 6, 5, 0);
        UgId dropped = ug_scenario_add_item(g, UG_ITEM_RATION, 7, 3, 0);
        UgAuto a;
        ug_auto_begin_explore(&a, g);
        ug_auto_set_pickup(&a, (UgAutoPickup)rule);
        ug_auto_ignore(&a, dropped);
        int32_t arg = -1;
        int pickups = 0;
        assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED);
        UgStat orbs;
        assert_true(ug_game_stat(g, UG_STAT_ORBS, &orbs));
        int taken = ug_game_inventory_count(g) - carried + (int)(orbs.value - orbs0.value);
        int expect = rule == UG_PICKUP_ALL || rule == UG_PICKUP_USEFUL ? 3
                     : rule == UG_PICKUP_ORBS_POTIONS                  ? 2
                                                                       : 0;
        assert_int_equal(taken, expect);
        assert_int_equal(pickups, expect);
        bool ration_lies = false;
        for (int i = 0; i < ug_game_item_count(g); i++)
            ration_lies |= ug_game_item(g, i)->id == dropped;
        assert_true(ration_lies);
        ug_game_free(g);
    }
}

/* A creature coming into view mid-walk stops it before the next step; going on is refused
 * while it stays in view. */
static void test_stop_on_sight_then_refuse(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 4, 2); /* a 3-tile room, the corridor east of it unexplored */
    /* A dog at the corridor's end, where the player cannot see it yet. */
    ug_scenario_add_monster(g, UG_MON_DOG, 12, 2, 5);
    UgAuto a;
    ug_auto_begin_explore(&a, g);
    int32_t arg = -1;
    int pickups = 0;
    UgAutoStop why = explore_to_stop(&a, g, &arg, &pickups);
    assert_true(why == UG_AUTO_MONSTER);
    assert_int_equal(arg, UG_MON_DOG);
    ug_auto_begin_explore(&a, g);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_HOSTILE);
    ug_game_free(g);
}

/* The soak's invariant over many seeds: a step that explore took never let a creature that was
 * in view then hurt the player before the player's next action. Explore runs until it stops;
 * the explore bot plays while creatures are in view; the stairs are taken when all is explored. */
static void test_soak_explore_never_walks_into_a_visible_blow(void **state) {
    (void)state;
    int steps = 0, floors = 0, hits_checked = 0;
    for (int seed = 0; seed < 16; seed++) {
        char text[16];
        snprintf(text, sizeof text, "soak%d", seed);
        UgGame *g = new_game(text);
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, (uint64_t)seed + 1);
        for (int turn = 0; turn < 3000 && ug_game_status(g) == UG_STATUS_PLAYING;) {
            UgAuto a;
            ug_auto_begin_explore(&a, g);
            UgAction act;
            UgAutoStop why;
            while ((why = ug_auto_next(&a, g, &act, NULL)) == UG_AUTO_GO && turn < 3000) {
                UgId seen[UG_MAX_MONSTERS];
                int n = 0;
                for (int i = 0; i < ug_game_monster_count(g); i++) {
                    const UgMonster *m = ug_game_monster(g, i);
                    if (m->hp > 0 && ug_game_visible(g, m->x, m->y)) seen[n++] = m->id;
                }
                UgEvents ev = {0};
                ug_game_act(g, act, &ev);
                turn++, steps++;
                for (int e = 0; e < ev.count; e++) {
                    const UgEvent *x = &ev.items[e];
                    if (x->kind != UG_EV_DAMAGE || x->object != UG_ID_PLAYER) continue;
                    hits_checked++;
                    for (int k = 0; k < n; k++)
                        if (seen[k] == x->subject)
                            fail_msg("seed %s turn %d: hurt by creature %u, in view before the "
                                     "step explore took",
                                     text, turn, (unsigned)x->subject);
                }
            }
            if (ug_game_status(g) != UG_STATUS_PLAYING) break;
            if (why == UG_AUTO_EXPLORED || why == UG_AUTO_EXPLORED_STAIRS) { /* the stairs */
                int f = ug_game_floor(g);
                if (ug_auto_begin_stairs(&a, g))
                    while (ug_auto_next(&a, g, &act, NULL) == UG_AUTO_GO && turn < 3000)
                        ug_game_act(g, act, NULL), turn++;
                ug_game_act(g, ug_action_simple(UG_ACT_DESCEND), NULL);
                turn++;
                if (ug_game_floor(g) != f) {
                    floors++;
                    continue;
                }
            }
            for (int k = 0; k < 30 && ug_game_status(g) == UG_STATUS_PLAYING; k++) {
                ug_game_act(g, ug_bot_next(&bot, g), NULL);
                turn++;
                bool any = false;
                for (int i = 0; i < ug_game_monster_count(g) && !any; i++) {
                    const UgMonster *m = ug_game_monster(g, i);
                    any = m->hp > 0 && ug_game_visible(g, m->x, m->y);
                }
                if (!any && k > 0) break;
            }
        }
        ug_game_free(g);
    }
    printf("soak: %d explore steps, %d floors taken, %d blows on those steps checked\n", steps,
           floors, hits_checked);
    assert_true(steps > 2000);
    assert_true(floors > 10);
}

/* --- h26m: each stop its own reason; explore's last word; gear no better than one carried --- */

/* One step of travel east, then `hurt` takes a point of health; `rat` puts a rat beside the
 * player, in view. */
static UgGame *stepped(UgAuto *a, bool rat, bool hurt) {
    UgGame *g = board(2, 2, 12, 6);
    ug_auto_begin_travel(a, g, 10, 2);
    UgAction act;
    assert_int_equal(ug_auto_next(a, g, &act, NULL), UG_AUTO_GO);
    assert_true(ug_game_act(g, act, NULL));
    const UgPlayer *p = ug_game_player(g);
    if (rat) ug_scenario_add_monster(g, UG_MON_RAT, p->x, p->y + 1, 3);
    if (hurt) ug_scenario_set_player(g, p->hp - 1, p->max_hp, p->turns);
    return g;
}

/* Health lost with a creature in view within its reach names it; with none, the plain damage;
 * with hunger at nothing, starving. */
static void test_stop_names_the_blow(void **state) {
    (void)state;
    UgAuto a;
    int32_t arg = -1;
    UgGame *g = stepped(&a, true, true);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_HIT);
    assert_int_equal(arg, UG_MON_RAT);
    ug_game_free(g);
    g = stepped(&a, false, true);
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_DAMAGE);
    ug_game_free(g);
    /* Starving: waits until hunger is nothing, then travel loses health to it. */
    g = board(2, 2, 12, 2);
    UgStat h;
    for (int i = 0; i < 5000 && ug_game_stat(g, UG_STAT_HUNGER, &h) && h.value > 0; i++)
        assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_true(ug_game_stat(g, UG_STAT_HUNGER, &h) && h.value == 0);
    UgAutoStop why = UG_AUTO_ARRIVED;
    for (int trip = 0; trip < 20 && why == UG_AUTO_ARRIVED; trip++) {
        ug_auto_begin_travel(&a, g, ug_game_player(g)->x == 2 ? 12 : 2, 2);
        int pickups = 0;
        why = explore_to_stop(&a, g, &arg, &pickups);
    }
    assert_int_equal(why, UG_AUTO_STARVING);
    ug_game_free(g);
}

/* A key or a click ends the sequence, and says which; but when the game already has a reason
 * (the key most likely came because of it) that reason is the one given. Idle: nothing. */
static void test_cancel_says_why(void **state) {
    (void)state;
    UgAuto a;
    int32_t arg = -1;
    UgGame *g = stepped(&a, false, false);
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_KEY, &arg), UG_AUTO_KEY);
    assert_false(ug_auto_active(&a));
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_KEY, &arg), UG_AUTO_GO);
    UgAction act;
    assert_int_equal(ug_auto_next(&a, g, &act, &arg), UG_AUTO_NOTHING);
    ug_game_free(g);
    g = stepped(&a, false, false);
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_CLICK, &arg), UG_AUTO_CLICK);
    ug_game_free(g);
    g = stepped(&a, true, true); /* hit by the rat before the key came */
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_KEY, &arg), UG_AUTO_HIT);
    assert_int_equal(arg, UG_MON_RAT);
    assert_false(ug_auto_active(&a));
    ug_game_free(g);
    g = stepped(&a, true, false); /* the rat came beside the player: in view now */
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_CLICK, &arg), UG_AUTO_MONSTER);
    assert_int_equal(arg, UG_MON_RAT);
    ug_game_free(g);
}

/* cursed: the boss summoned on the stairs stops the sequence as the boss, not "interrupted". */
static void test_stop_on_the_boss(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    assert_true(ug_game_act(g, ug_action_wizard(UG_WIZ_KILL_ALL, 0), NULL)); /* to the stairs */
    UgAuto a;
    ug_auto_begin_rest(&a, g);
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL)); /* summons it */
    assert_int_equal(ug_game_pending(g), UG_PENDING_BOSS_INTRO);
    int32_t arg = -1;
    assert_int_equal(first_answer(&a, g, &arg), UG_AUTO_BOSS);
    ug_auto_begin_rest(&a, g);
    assert_int_equal(ug_auto_cancel(&a, g, UG_AUTO_KEY, &arg), UG_AUTO_BOSS);
    ug_game_free(g);
}

/* Explore's end says whether the stairs are known (elsewhere, or underfoot). */
static void test_explored_says_the_stairs(void **state) {
    (void)state;
    UgGame *g = board(2, 2, 12, 6);
    UgAuto a;
    int32_t arg = -1;
    int pickups = 0;
    ug_auto_begin_explore(&a, g);
    assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED); /* none */
    ug_game_free(g);
    g = board(2, 2, 12, 6);
    ug_scenario_set_tile(g, 12, 6, UG_TILE_STAIRS);
    ug_auto_begin_explore(&a, g);
    assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED_STAIRS);
    ug_auto_begin_stairs(&a, g);
    assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_ARRIVED);
    ug_auto_begin_explore(&a, g);
    assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED_ON_STAIRS);
    assert_int_equal(pickups, 0);
    ug_game_free(g);
}

/* The default rule leaves a weapon or armour no better (by what it adds, enchantment included)
 * than one carried: the same leather armour, a dagger beside a sword. A better one (mail, an
 * enchanted leather) it takes; "everything" takes the copy too. */
static void test_explore_leaves_gear_no_better(void **state) {
    (void)state;
    for (int rule = 0; rule < 2; rule++) {
        UgGame *g = board(2, 2, 12, 6);
        assert_true(ug_scenario_give_item(g, UG_ITEM_LEATHER, 0));
        int worn = ug_game_inventory_count(g) - 1;
        assert_true(ug_game_act(g, ug_action_use(worn, UG_VERB_WEAR), NULL));
        assert_true(ug_game_inventory_equipped(g, worn));
        assert_true(ug_scenario_give_item(g, UG_ITEM_SWORD, 0));
        UgId leather = ug_scenario_add_item(g, UG_ITEM_LEATHER, 5, 3, 0);
        UgId dagger = ug_scenario_add_item(g, UG_ITEM_DAGGER, 7, 5, 0);
        UgId better = ug_scenario_add_item(g, UG_ITEM_LEATHER, 9, 4, 2);
        UgAuto a;
        ug_auto_begin_explore(&a, g);
        if (rule == 1) ug_auto_set_pickup(&a, UG_PICKUP_ALL);
        for (int i = 0; i < ug_game_item_count(g); i++) {
            const UgItem *it = ug_game_item(g, i);
            UgAutoStop want = ug_auto_item_wanted(&a, g, it);
            if (it->id == better || rule == 1)
                assert_int_equal(want, UG_AUTO_GO);
            else
                assert_int_equal(want, UG_AUTO_SKIP_WORSE);
        }
        int32_t arg = -1;
        int pickups = 0;
        assert_int_equal(explore_to_stop(&a, g, &arg, &pickups), UG_AUTO_EXPLORED);
        assert_int_equal(pickups, rule == 0 ? 1 : 3);
        bool lies[2] = {false, false};
        for (int i = 0; i < ug_game_item_count(g); i++) {
            lies[0] |= ug_game_item(g, i)->id == leather;
            lies[1] |= ug_game_item(g, i)->id == dagger;
        }
        assert_true(lies[0] == (rule == 0) && lies[1] == (rule == 0));
        ug_game_free(g);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_threat_radius),
        cmocka_unit_test(test_explore_leaves_what_it_cannot_carry),
        cmocka_unit_test(test_explore_leaves_items_when_the_pack_is_full),
        cmocka_unit_test(test_explore_pickup_rules),
        cmocka_unit_test(test_stop_on_sight_then_refuse),
        cmocka_unit_test(test_soak_explore_never_walks_into_a_visible_blow),
        cmocka_unit_test(test_stop_names_the_blow),
        cmocka_unit_test(test_cancel_says_why),
        cmocka_unit_test(test_stop_on_the_boss),
        cmocka_unit_test(test_explored_says_the_stairs),
        cmocka_unit_test(test_explore_leaves_gear_no_better),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
