/* simple's rules (RULES.md §2), one test per numbered rule, plus determinism, the hash, clone
 * and record/replay. Scenes are set up on the yard (floor 0, no rats) through the private state,
 * so each rule is seen on its own. Expected numbers were computed with node, in the original's
 * double arithmetic (see the comments). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cli.h"
#include "modes/simple/simple.h"
#include "undergrid/bot.h"
#include "undergrid/record.h"

static UgGame *new_game(const char *seed) {
    UgGameParams params = {UG_MODE_SIMPLE, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

static bool has_msg(const UgEvents *ev, UgMsg msg, int32_t *a, int32_t *b) {
    for (int i = 0; i < ev->count; i++)
        if (ev->items[i].kind == UG_EV_MESSAGE && ev->items[i].msg == (int16_t)msg) {
            if (a) *a = ev->items[i].a;
            if (b) *b = ev->items[i].b;
            return true;
        }
    return false;
}

/* A turn that changes nothing else: step left and back alternately in the yard. */
static bool step(UgGame *g, UgEvents *ev) {
    int dx = g->player.turns % 2 ? 1 : -1;
    return ug_game_act(g, ug_action_move(dx, 0), ev);
}

static UgMonster *add_rat(UgGame *g, int x, int y, int level) {
    UgMonster *m = &g->monsters[g->monster_count++];
    ug_simple_rat(m, x, y, level);
    return m;
}

static void add_item(UgGame *g, UgItemKind kind, int level, int x, int y) {
    UgItem *it = &g->items[g->item_count++];
    memset(it, 0, sizeof *it);
    it->kind = (int16_t)kind;
    it->level = (int16_t)level;
    it->x = (int16_t)x;
    it->y = (int16_t)y;
}

/* Player: level 1, max HP 16, ATK 4, DEF 4, EXP 0 of 4, hunger 100/100, weight 0.0/10.0. */
static void player_starts(void **state) {
    (void)state;
    UgGame *g = new_game("start");
    const UgPlayer *p = ug_game_player(g);
    assert_int_equal(ug_simple_state(g)->level, 1);
    assert_int_equal(p->hp, 16);
    assert_int_equal(p->max_hp, 16);
    assert_int_equal(ug_simple_state(g)->atk, 4);
    assert_int_equal(ug_simple_state(g)->def, 4);
    assert_true(ug_simple_state(g)->exp == 0 && ug_simple_state(g)->exp_next == 4);
    assert_int_equal(ug_simple_state(g)->hunger, 100);
    assert_int_equal(ug_simple_state(g)->hunger_max, 100);
    assert_int_equal(ug_simple_state(g)->weight_tenths, 0);
    assert_int_equal(ug_simple_state(g)->weight_max_tenths, 100);
    assert_int_equal(ug_game_topology(g), 8);
    assert_int_equal(ug_game_inventory_count(g), 0);
    ug_game_free(g);
}

/* Level up: repeat while EXP >= needed; max HP x1.2, ATK/DEF x1.1, needed x2.4, rounded up;
 * current HP not raised. Killing a rat gives its EXP. node: from EXP 100 the player reaches
 * level 5 with max HP 35, ATK 8, DEF 8, next 140. */
static void level_up_repeats(void **state) {
    (void)state;
    UgGame *g = new_game("levels");
    UgMonster *m = add_rat(g, 12, 16, 1);
    m->hp = 1; /* any hit kills */
    m->exp = 100;
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_move(0, -1), &ev));
    int32_t a = 0, b = 0;
    assert_true(has_msg(&ev, UG_MSG_MONSTER_KILLED, &a, &b));
    assert_int_equal(a, UG_MON_RAT);
    assert_int_equal(b, 100);
    assert_int_equal(ug_game_monster_count(g), 0);
    const UgPlayer *p = ug_game_player(g);
    assert_int_equal(ug_simple_state(g)->level, 5);
    assert_int_equal(p->max_hp, 35);
    assert_int_equal(ug_simple_state(g)->atk, 8);
    assert_int_equal(ug_simple_state(g)->def, 8);
    assert_true(ug_simple_state(g)->exp == 100 && ug_simple_state(g)->exp_next == 140);
    assert_int_equal(p->hp, 16); /* not raised; regeneration starts next turns */
    int levels = 0;
    for (int i = 0; i < ev.count; i++) levels += ev.items[i].msg == UG_MSG_LEVEL_UP;
    assert_int_equal(levels, 4);
    ug_game_free(g);
}

/* Damage: ceil((atk x 1.1 - def x 0.4) x r), r in [0, 1); <= 0 becomes 1. node: (4, 3) gives 4
 * at r = 0.999 and 2 at r = 0.5; (3, 4) gives 2 at r = 0.6. */
static void damage_formula(void **state) {
    (void)state;
    assert_int_equal(ug_simple_damage(4, 3, 0.999), 4);
    assert_int_equal(ug_simple_damage(4, 3, 0.5), 2);
    assert_int_equal(ug_simple_damage(3, 4, 0.6), 2);
    assert_int_equal(ug_simple_damage(4, 3, 0.0), 1);  /* ceil(0) = 0 -> 1 */
    assert_int_equal(ug_simple_damage(1, 10, 0.7), 1); /* negative -> 1 */
    /* Over our stream, damage stays in 1..ceil(atk x 1.1 - def x 0.4). */
    UgRng rng;
    ug_rng_seed(&rng, 7, 1);
    for (int i = 0; i < 10000; i++) {
        double r = ug_rng_unit(&rng);
        assert_true(r >= 0 && r < 1);
        int d = ug_simple_damage(13, 5, r);
        assert_true(d >= 1 && d <= 13);
    }
}

/* Bump attack: the first rat listed on the tile takes the damage; an 8-adjacent rat attacks. */
static void bump_and_adjacent_attacks(void **state) {
    (void)state;
    UgGame *g = new_game("fight");
    UgMonster *m = add_rat(g, 13, 16, 3); /* diagonal: up-right of (12, 17) */
    int hp_before = m->hp;
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_move(1, -1), &ev));
    int32_t a = 0, b = 0;
    assert_true(has_msg(&ev, UG_MSG_PLAYER_HITS, &a, &b));
    assert_true(b >= 1);
    if (g->monster_count) {
        assert_int_equal(g->monsters[0].hp, hp_before - b);
        assert_true(has_msg(&ev, UG_MSG_MONSTER_HITS, &a, &b)); /* it is still adjacent */
        assert_int_equal(ug_game_player(g)->hp, 16 - b);
    }
    assert_int_equal(ug_game_player(g)->x, 12); /* attacking does not move */
    ug_game_free(g);
}

/* Wandering: a rat not adjacent tries one random step in 8 directions with probability 1/2,
 * never into walls, other rats or the player. */
static void rats_wander(void **state) {
    (void)state;
    UgGame *g = new_game("wander");
    g->player.x = 2, g->player.y = 2;
    add_rat(g, 20, 20, 1);
    add_rat(g, 21, 20, 1);
    ug_simple_state(g)->def = 1000000; /* survive stray bites */
    g->player.hp = g->player.max_hp = 1000000;
    int moved = 0, turns = 0;
    for (int t = 0; t < 4000; t++) {
        UgMonster before[2] = {g->monsters[0], g->monsters[1]};
        bool near0 = abs(before[0].x - g->player.x) <= 1 && abs(before[0].y - g->player.y) <= 1;
        ug_simple_state(g)->hunger = 100;
        assert_true(step(g, NULL));
        for (int i = 0; i < 2; i++) {
            const UgMonster *m = &g->monsters[i];
            assert_true(abs(m->x - before[i].x) <= 1 && abs(m->y - before[i].y) <= 1);
            assert_int_not_equal(ug_game_tile(g, m->x, m->y), UG_TILE_ROCK);
            assert_false(m->x == g->player.x && m->y == g->player.y);
        }
        assert_false(g->monsters[0].x == g->monsters[1].x && g->monsters[0].y == g->monsters[1].y);
        if (!near0) {
            turns++;
            moved += g->monsters[0].x != before[0].x || g->monsters[0].y != before[0].y;
        }
    }
    /* About half the turns, a little less where walls or the other rat block the step. */
    assert_true(moved > turns * 35 / 100 && moved < turns * 55 / 100);
    ug_game_free(g);
}

/* Hunger: -1 every 10 turns; messages at 20, 10 and 0. */
static void hunger_drops_every_ten_turns(void **state) {
    (void)state;
    UgGame *g = new_game("hunger");
    for (int t = 1; t <= 30; t++) {
        assert_true(step(g, NULL));
        assert_int_equal(ug_simple_state(g)->hunger, 100 - t / 10);
    }
    ug_simple_state(g)->hunger = 21;
    ug_simple_state(g)->energy_turn = 0;
    UgMsg expected[3] = {UG_MSG_HUNGRY, UG_MSG_STARVING, UG_MSG_STARVING_TO_DEATH};
    int seen = 0;
    for (int t = 0; t < 210; t++) {
        UgEvents ev = {0};
        step(g, &ev);
        for (int k = 0; k < 3; k++)
            if (has_msg(&ev, expected[k], NULL, NULL)) {
                assert_int_equal(ug_simple_state(g)->hunger, (2 - k) * 10);
                assert_int_equal(k, seen);
                seen++;
            }
    }
    assert_int_equal(seen, 3);
    assert_int_equal(ug_simple_state(g)->hunger, 0);
    ug_game_free(g);
}

/* Regeneration: +0.5 % of max HP per turn, fractions kept. node: from 10/16 the 13th turn gives
 * the first point (0.08 x 13 = 1.04), leaving 0.039999999999999813. */
static void regeneration_accumulates(void **state) {
    (void)state;
    UgGame *g = new_game("regen");
    g->player.hp = 10;
    for (int t = 1; t <= 12; t++) step(g, NULL);
    assert_int_equal(g->player.hp, 10);
    step(g, NULL);
    assert_int_equal(g->player.hp, 11);
    assert_true(ug_simple_state(g)->hp_fraction == 0.039999999999999813);
    g->player.hp = 16;
    step(g, NULL);
    assert_true(ug_simple_state(g)->hp_fraction == 0); /* at full HP the fraction is dropped */
    ug_game_free(g);
}

/* Starvation: at hunger 0, -0.5 % of max HP per turn, death at 0. node: from 2/16 HP and no
 * fraction, the player dies on the 26th turn. */
static void starvation_kills(void **state) {
    (void)state;
    UgGame *g = new_game("starve");
    ug_simple_state(g)->hunger = 0;
    g->player.hp = 2;
    int t = 0;
    UgEvents ev = {0};
    while (ug_game_status(g) == UG_STATUS_PLAYING && t < 100) {
        ev.count = 0;
        step(g, &ev);
        t++;
    }
    assert_int_equal(t, 26);
    assert_int_equal(g->player.hp, 0);
    assert_true(has_msg(&ev, UG_MSG_PLAYER_DIES, NULL, NULL));
    assert_false(ug_game_act(g, ug_action_move(1, 0), NULL)); /* game over */
    ug_game_free(g);
    /* Guards the boundary (the original tests hp_fraction <= -1): with max HP 200 the loss is
     * exactly 1.0 a turn, so every turn costs a point. */
    g = new_game("starve exactly");
    ug_simple_state(g)->hunger = 0;
    g->player.max_hp = 200;
    g->player.hp = 50;
    step(g, NULL);
    assert_int_equal(g->player.hp, 49);
    step(g, NULL);
    assert_int_equal(g->player.hp, 48);
    ug_game_free(g);
}

/* Items: an apple gives +50 hunger (capped), a potion of level n +10n HP (capped); both weigh 0.1;
 * space picks up the first item here; eating, drinking and putting cost a turn. */
static void apples_and_potions(void **state) {
    (void)state;
    UgGame *g = new_game("items");
    add_item(g, UG_ITEM_APPLE, 0, 12, 17);
    add_item(g, UG_ITEM_POTION, 2, 12, 17);
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), &ev));
    assert_true(has_msg(&ev, UG_MSG_PICKUP, NULL, NULL));
    assert_int_equal(ug_game_inventory_item(g, 0)->kind, UG_ITEM_APPLE); /* the first one */
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL));
    assert_int_equal(ug_game_inventory_count(g), 2);
    assert_int_equal(ug_game_item_count(g), 0);
    assert_int_equal(ug_simple_state(g)->weight_tenths, 2);
    assert_false(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL)); /* nothing here */

    ug_simple_state(g)->hunger = 70;
    assert_false(ug_game_act(g, ug_action_use(0, UG_VERB_DRINK), NULL)); /* apples are eaten */
    int turns = g->player.turns;
    ev.count = 0;
    assert_true(ug_game_act(g, ug_action_use(0, UG_VERB_EAT), &ev));
    assert_int_equal(g->player.turns, turns + 1);
    int32_t a = 0, b = 0;
    assert_true(has_msg(&ev, UG_MSG_EAT, &a, &b));
    assert_int_equal(b, 30);
    assert_int_equal(ug_simple_state(g)->hunger, 100);

    g->player.hp = 3;
    ev.count = 0;
    assert_true(ug_game_act(g, ug_action_use(0, UG_VERB_DRINK), &ev));
    assert_true(has_msg(&ev, UG_MSG_DRINK, &a, &b));
    assert_int_equal(a, 2);
    assert_int_equal(b, 13); /* 10 x 2 capped at 16 */
    assert_int_equal(g->player.hp, 16);
    assert_int_equal(ug_game_inventory_count(g), 0);
    assert_int_equal(ug_simple_state(g)->weight_tenths, 0);
    ug_game_free(g);
}

/* Weight limit 10.0, summed in doubles: node counts exactly 100 pickups of 0.1. A refused pickup
 * says so and still costs a turn. Put drops an item last on the tile. */
static void weight_limit_and_put(void **state) {
    (void)state;
    UgGame *g = new_game("weight");
    for (int i = 0; i < 101; i++) add_item(g, UG_ITEM_POTION, 1 + i % 3, 12, 17);
    for (int i = 0; i < 100; i++)
        assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL));
    assert_int_equal(ug_game_inventory_count(g), 100);
    assert_int_equal(ug_simple_state(g)->weight_tenths, 100);
    UgEvents ev = {0};
    int turns = g->player.turns;
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), &ev));
    assert_true(has_msg(&ev, UG_MSG_CANT_PICKUP, NULL, NULL));
    assert_int_equal(g->player.turns, turns + 1);
    assert_int_equal(ug_game_inventory_count(g), 100);
    /* Put item 0 (level 1) down: it goes after the one already lying here. */
    assert_true(ug_game_act(g, ug_action_use(0, UG_VERB_PUT), NULL));
    assert_int_equal(ug_game_item_count(g), 2);
    assert_int_equal(ug_game_item(g, 1)->level, 1);
    assert_int_equal(ug_game_item(g, 0)->level, 1 + 100 % 3);
    assert_false(ug_game_act(g, ug_action_use(200, UG_VERB_PUT), NULL)); /* no such item */
    ug_game_free(g);
}

/* Walking into a wall costs no turn and says so; there is no waiting; moves go 8 ways. */
static void walls_and_movement(void **state) {
    (void)state;
    UgGame *g = new_game("walls");
    g->player.x = 1, g->player.y = 1;
    UgEvents ev = {0};
    assert_false(ug_game_act(g, ug_action_move(-1, -1), &ev));
    assert_true(has_msg(&ev, UG_MSG_WALL_BLOCKS, NULL, NULL));
    assert_int_equal(g->player.turns, 0);
    assert_false(ug_game_act(g, ug_action_wait(), NULL));
    assert_true(ug_game_act(g, ug_action_move(1, 1), NULL));
    assert_int_equal(g->player.x, 2);
    assert_int_equal(g->player.y, 2);
    assert_int_equal(g->player.turns, 1);
    ug_game_free(g);
}

/* Space: an item here first, else the stairs; descending keeps (x, y), the floor above is kept,
 * and a turn passes on the new floor. UG_ACT_DESCEND off the stairs does nothing. */
static void stairs_and_kept_floors(void **state) {
    (void)state;
    UgGame *g = new_game("stairs");
    assert_false(ug_game_act(g, ug_action_simple(UG_ACT_DESCEND), NULL));
    g->player.x = 12, g->player.y = 6;
    add_item(g, UG_ITEM_APPLE, 0, 12, 5);
    assert_true(ug_game_act(g, ug_action_move(0, -1), NULL));
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL)); /* the apple */
    assert_int_equal(ug_game_floor(g), 0);
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), &ev)); /* now the stairs */
    int32_t a;
    assert_true(has_msg(&ev, UG_MSG_DESCEND, &a, NULL));
    assert_int_equal(a, 1);
    assert_int_equal(ug_game_floor(g), 1);
    assert_int_equal(ug_game_width(g), 50);
    assert_int_equal(g->player.x, 12);
    assert_int_equal(g->player.y, 5);
    assert_int_equal(ug_game_tile(g, 12, 5), UG_TILE_FLOOR);
    assert_int_equal(g->player.turns, 3);
    assert_int_equal(ug_game_floor_count(g), 2);
    int w, h;
    ug_game_floor_size(g, 0, &w, &h);
    assert_int_equal(w, 25);
    assert_int_equal(ug_game_floor_tile(g, 0, 12, 5), UG_TILE_STAIRS);
    assert_true(ug_game_floor_seen(g, 0, 0, 0));                    /* the yard was seen whole */
    assert_int_equal(ug_game_floor_tile(g, 5, 1, 1), UG_TILE_ROCK); /* never built */
    /* The floor equals floor 1 built on its own (before the turn's rat moves). */
    UgGameParams params = {UG_MODE_SIMPLE, "stairs"};
    UgGame *ref;
    assert_int_equal(ug_game_new_on_floor(&params, 1, 0, 0, &ref), UG_OK);
    assert_memory_equal(g->tiles, ref->tiles, sizeof g->tiles);
    assert_int_equal(g->monster_count, ref->monster_count);
    ug_game_free(ref);
    ug_game_free(g);
}

/* Sight: in a room you see the room and its walls; elsewhere the 3x3 around you; the map
 * remembers. */
static void sight_rooms_and_corridors(void **state) {
    (void)state;
    UgGame *g = new_game("sight");
    for (int y = 0; y < 25; y++)
        for (int x = 0; x < 25; x++) assert_true(ug_game_visible(g, x, y)); /* the yard room */
    UgGameParams params = {UG_MODE_SIMPLE, "sight"};
    UgGame *f;
    assert_int_equal(ug_game_new_on_floor(&params, 1, 0, 0, &f), UG_OK);
    /* Find a gap tile (floor in no room) next to a room tile, and walk from one to the other. */
    int gx = -1, gy = -1, rx = -1, ry = -1;
    for (int y = 1; y < 49 && gx < 0; y++)
        for (int x = 1; x < 49 && gx < 0; x++) {
            if (ug_game_tile(f, x, y) != UG_TILE_FLOOR ||
                ug_game_tile(f, x + 1, y) != UG_TILE_FLOOR)
                continue;
            bool gap_in_room = false, next_in_room = false;
            for (int i = 0; i < ug_simple_state(f)->room_count; i++) {
                const UgSimpleRoom *r = &ug_simple_state(f)->rooms[i];
                gap_in_room |= x >= r->x1 && x <= r->x2 && y >= r->y1 && y <= r->y2;
                next_in_room |= x + 3 <= r->x2 && x + 1 >= r->x1 && y >= r->y1 && y <= r->y2;
            }
            if (!gap_in_room && next_in_room) gx = x, gy = y, rx = x + 1, ry = y;
        }
    assert_true(gx > 0);
    f->monster_count = 0;
    f->player.x = (int16_t)gx, f->player.y = (int16_t)gy;
    assert_true(ug_game_act(f, ug_action_move(rx - gx, 0), NULL)); /* into the room */
    assert_true(ug_game_visible(f, rx + 2, ry));
    assert_true(ug_game_act(f, ug_action_move(gx - rx, 0), NULL)); /* back into the gap */
    int visible = 0;
    for (int y = 0; y < 50; y++)
        for (int x = 0; x < 50; x++)
            if (ug_game_visible(f, x, y)) {
                visible++;
                assert_true(abs(x - gx) <= 1 && abs(y - gy) <= 1);
            }
    assert_int_equal(visible, 9);
    assert_true(ug_game_seen(f, rx + 2, ry)); /* the room we came from is remembered */
    assert_false(ug_game_visible(f, rx + 2, ry));
    ug_game_free(f);
    ug_game_free(g);
}

/* Determinism: same seed and actions, same hash; the hash sees simple's own state; a clone is
 * deep (kept floors copied: the original can be freed) and plays on identically. */
static void determinism_hash_and_clone(void **state) {
    (void)state;
    UgGame *a = new_game("det"), *b = new_game("det"), *c = new_game("det2");
    assert_true(ug_game_hash(a) == ug_game_hash(b));
    assert_true(ug_game_hash(a) != ug_game_hash(c));
    UgBot bot_a, bot_b;
    ug_bot_init(&bot_a, UG_BOT_EXPLORE, 5);
    ug_bot_init(&bot_b, UG_BOT_EXPLORE, 5);
    for (int i = 0; i < 600 && ug_game_status(a) == UG_STATUS_PLAYING; i++) {
        ug_game_act(a, ug_bot_next(&bot_a, a), NULL);
        ug_game_act(b, ug_bot_next(&bot_b, b), NULL);
        assert_true(ug_game_hash(a) == ug_game_hash(b));
    }
    uint64_t h = ug_game_hash(a);
    ug_simple_state(a)->hp_fraction += 0.01;
    assert_true(ug_game_hash(a) != h);
    ug_simple_state(a)->hp_fraction -= 0.01;
    ug_simple_state(a)->weight += 0.1;
    assert_true(ug_game_hash(a) != h);
    ug_simple_state(a)->weight = ug_simple_state(b)->weight;

    UgGame *d = new_game("deep");
    d->player.x = 12, d->player.y = 5;
    assert_true(ug_game_act(d, ug_action_simple(UG_ACT_DESCEND), NULL));
    UgGame *e = ug_game_clone(d);
    assert_non_null(e);
    assert_true(ug_game_hash(d) == ug_game_hash(e));
    ug_simple_state(d)->kept[0]->map.seen[3][3] ^= 1; /* the kept floor is hashed and not shared */
    assert_true(ug_game_hash(d) != ug_game_hash(e));
    ug_game_free(d);
    assert_int_equal(ug_game_floor_tile(e, 0, 12, 5), UG_TILE_STAIRS);
    ug_game_free(e);
    ug_game_free(a);
    ug_game_free(b);
    ug_game_free(c);
}

/* Record and replay: a bot game written as a record and parsed back replays to the same hash. */
static void record_replay_round_trip(void **state) {
    (void)state;
    UgGame *g = new_game("replay me");
    UgRecord rec;
    ug_record_init(&rec, UG_MODE_SIMPLE, "replay me");
    ug_cli_bot_game(g, UG_BOT_EXPLORE, 800, &rec);
    rec.has_hash = true;
    rec.hash = ug_game_hash(g);
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(ug_record_write(&rec, f), UG_OK);
    long n = ftell(f);
    rewind(f);
    char *text = malloc((size_t)n);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    UgRecord back;
    assert_int_equal(ug_record_parse(text, (size_t)n, &back, NULL), UG_OK);
    assert_int_equal(back.mode, UG_MODE_SIMPLE);
    UgGameParams params = {back.mode, back.seed};
    UgGame *r;
    assert_int_equal(ug_game_new(&params, &r), UG_OK);
    for (int i = 0; i < back.count; i++) ug_game_act(r, back.actions[i], NULL);
    assert_true(ug_game_hash(r) == rec.hash);
    assert_true(ug_game_player(g)->turns > 100); /* the bot really played */
    free(text);
    ug_record_free(&rec);
    ug_record_free(&back);
    ug_game_free(r);
    ug_game_free(g);
}

/* Seeds: any text without line breaks, up to 127 bytes, empty too. */
static void seeds_are_text(void **state) {
    (void)state;
    UgGameParams ok = {UG_MODE_SIMPLE, ""}, bad = {UG_MODE_SIMPLE, "two\nlines"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&ok, &g), UG_OK);
    ug_game_free(g);
    g = NULL;
    assert_int_equal(ug_game_new(&bad, &g), UG_ERR_BAD_SEED);
    assert_null(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(player_starts),
        cmocka_unit_test(level_up_repeats),
        cmocka_unit_test(damage_formula),
        cmocka_unit_test(bump_and_adjacent_attacks),
        cmocka_unit_test(rats_wander),
        cmocka_unit_test(hunger_drops_every_ten_turns),
        cmocka_unit_test(regeneration_accumulates),
        cmocka_unit_test(starvation_kills),
        cmocka_unit_test(apples_and_potions),
        cmocka_unit_test(weight_limit_and_put),
        cmocka_unit_test(walls_and_movement),
        cmocka_unit_test(stairs_and_kept_floors),
        cmocka_unit_test(sight_rooms_and_corridors),
        cmocka_unit_test(determinism_hash_and_clone),
        cmocka_unit_test(record_replay_round_trip),
        cmocka_unit_test(seeds_are_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
