/* adventure's rules with a number or an order (docs/RULES-adventure.md): the start, damage,
 * growth, hunger, regeneration, the scheduler's speeds and costs, corner cutting, doors, the
 * inventory's limits, the orbs, curses, stair bosses and the score. Each test builds a plain
 * arena (an open room) in a fresh game, so that only the rule under test acts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/adventure/adventure.h"

static UgGame *new_game(const char *seed) {
    UgGame *g = NULL;
    UgGameParams p = {UG_MODE_ADVENTURE, seed};
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    return g;
}

/* An open 30 x 20 room (walls around), no monsters, no items, the player at (10, 10). */
static UgGame *arena(void) {
    UgGame *g = new_game("rules");
    AdvState *s = ug_adv_state(g);
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++)
            g->tiles[y][x] = x >= 1 && x <= 30 && y >= 1 && y <= 20 ? UG_TILE_FLOOR : UG_TILE_ROCK;
    g->monster_count = g->item_count = 0;
    memset(s->mon, 0, sizeof s->mon);
    g->player.x = 10, g->player.y = 10;
    ug_schedule_init(&s->schedule);
    ug_schedule_add(&s->schedule, 0, UG_SPEED_NORMAL, 0);
    s->boss_state = UG_BOSS_NONE;
    memset(g->visible, 1, sizeof g->visible);
    return g;
}

static int put_monster(UgGame *g, UgMonsterKind kind, int level, int x, int y) {
    AdvState *s = ug_adv_state(g);
    UgMonster m = ug_adv_make_monster(kind, level);
    m.x = (int16_t)x, m.y = (int16_t)y;
    m.id = ug_game_new_id(g);
    int i = g->monster_count++;
    g->monsters[i] = m;
    s->mon[i] = (AdvMonsterState){0};
    ug_schedule_add(&s->schedule, (int)m.id, m.speed, 0);
    return i;
}

static int index_of_id_for_test(const UgGame *g, UgId id) {
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].id == id) return i;
    return -1;
}

static int64_t player_next_tick(const UgGame *g) {
    const UgSchedule *s = &ug_adv_state(g)->schedule;
    for (int i = 0; i < s->count; i++)
        if (s->actors[i].id == 0) return s->actors[i].next_tick;
    return -1;
}

static const UgEvent *find_msg(const UgEvents *ev, UgMsg msg) {
    for (int i = 0; i < ev->count; i++)
        if (ev->items[i].kind == UG_EV_MESSAGE && ev->items[i].msg == (int16_t)msg)
            return &ev->items[i];
    return NULL;
}

static bool has_msg(const UgEvents *ev, UgMsg msg) {
    return find_msg(ev, msg) != NULL;
}

/* §4: level 1, HP 20/20, ATK 4 (+2 dagger), DEF 2, hunger 100/100, carry 12.0, a wielded dagger,
 * two apples and a level-1 potion; the HUD's order. */
static void the_start(void **state) {
    (void)state;
    UgGame *g = new_game("start");
    UgStat st[UG_STAT_COUNT];
    int n = ug_game_stats(g, st);
    static const UgStatId order[] = {UG_STAT_FLOOR,  UG_STAT_LEVEL,  UG_STAT_HP,   UG_STAT_HUNGER,
                                     UG_STAT_WEIGHT, UG_STAT_ATK,    UG_STAT_DEF,  UG_STAT_EXP,
                                     UG_STAT_ORBS,   UG_STAT_CURSES, UG_STAT_TURN, UG_STAT_SEED,
                                     UG_STAT_SCORE};
    assert_int_equal(n, (int)(sizeof order / sizeof order[0]));
    for (int i = 0; i < n; i++) assert_int_equal(st[i].id, order[i]);
    assert_int_equal(st[0].value, 1);
    assert_int_equal(st[2].value, 20), assert_int_equal(st[2].max, 20);
    assert_int_equal(st[3].value, 100);
    assert_int_equal(st[4].value, 14), assert_int_equal(st[4].max, 120);
    assert_int_equal(st[5].value, 6), assert_int_equal(st[6].value, 2);
    assert_int_equal(st[7].value, 0), assert_int_equal(st[7].max, 5);
    assert_int_equal(ug_game_inventory_count(g), 4);
    assert_int_equal(ug_game_inventory_item(g, 0)->kind, UG_ITEM_DAGGER);
    assert_true(ug_game_inventory_equipped(g, 0));
    assert_int_equal(ug_game_inventory_item(g, 3)->kind, UG_ITEM_POTION);
    assert_int_equal(ug_game_inventory_item(g, 3)->level, 1);
    assert_int_equal(ug_game_tile(g, g->player.x, g->player.y), UG_TILE_ARRIVAL);
    const UgGameInfo *info = ug_game_info(g);
    assert_int_equal(info->topology, 8);
    assert_int_equal(info->sight, UG_SIGHT_SYMMETRIC);
    assert_int_equal(info->first_floor, 1);
    ug_game_free(g);
}

/* §4: base = max(1, (11 ATK - 4 DEF) div 10), uniform in [max(1, base div 2), base]. */
static void damage_formula(void **state) {
    (void)state;
    UgRng rng;
    ug_rng_seed(&rng, 7, 7);
    int seen[8] = {0};
    for (int i = 0; i < 2000; i++) {
        int d = ug_adv_damage(6, 2, &rng); /* base 5: 2..5 */
        assert_true(d >= 2 && d <= 5);
        seen[d]++;
        assert_int_equal(ug_adv_damage(1, 10, &rng), 1);
        int big = ug_adv_damage(40, 0, &rng); /* base 44: 22..44 */
        assert_true(big >= 22 && big <= 44);
    }
    for (int d = 2; d <= 5; d++) assert_true(seen[d] > 300);
}

/* §4 and §6: growth in integers, each step rounded up. */
static void growth_rounds_up(void **state) {
    (void)state;
    UgGame *g = arena();
    AdvState *s = ug_adv_state(g);
    g->player.hp = 10;
    int i = put_monster(g, UG_MON_RAT, 1, 11, 10);
    g->monsters[i].hp = 1;
    g->monsters[i].exp = 5;
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_move(1, 0), &ev));
    assert_true(has_msg(&ev, UG_MSG_LEVEL_UP));
    assert_int_equal(s->level, 2);
    assert_int_equal(g->player.max_hp, 24);
    assert_true(g->player.hp >= 14); /* +4 with the rise, plus maybe a regenerated point */
    assert_int_equal(s->atk, 5);
    assert_int_equal(s->def, 3);
    assert_int_equal(s->exp_next, 12);
    UgMonster ogre = ug_adv_make_monster(UG_MON_OGRE, 3);
    assert_int_equal(ogre.hp, 29);
    assert_int_equal(ogre.atk, 10);
    assert_int_equal(ogre.def, 6); /* 4 -> 5 (4.4) -> 6 (5.5) */
    assert_int_equal(ogre.exp, 20);
    ug_game_free(g);
}

/* §4: -1 hunger every 10 turns, messages at 20, 10, 0; starving loses 0.5 % of max HP a turn;
 * fed, 0.5 % comes back a turn. */
static void hunger_and_regeneration(void **state) {
    (void)state;
    UgGame *g = arena();
    AdvState *s = ug_adv_state(g);
    for (int i = 0; i < 10; i++) assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(s->hunger, 99);
    s->hunger = 21;
    s->hunger_turn = 0;
    UgEvents ev = {0};
    for (int i = 0; i < 10; i++) ug_game_act(g, ug_action_wait(), &ev);
    assert_true(has_msg(&ev, UG_MSG_HUNGRY));
    g->player.hp = 10;
    s->regen_milli = 0;
    for (int i = 0; i < 10; i++) ug_game_act(g, ug_action_wait(), NULL);
    assert_int_equal(g->player.hp, 11); /* 20 x 5 / 1000 a turn */
    s->hunger = 0;
    for (int i = 0; i < 20; i++) ug_game_act(g, ug_action_wait(), NULL);
    assert_int_equal(g->player.hp, 9);
    ug_game_free(g);
}

/* §3: fast 50, normal 100, slow 200 ticks an action; the player first on ties. */
static void speeds(void **state) {
    (void)state;
    UgGame *g = arena();
    int dog = put_monster(g, UG_MON_DOG, 1, 20, 10);
    int zombie = put_monster(g, UG_MON_ZOMBIE, 1, 20, 14);
    UgId dog_id = g->monsters[dog].id, zombie_id = g->monsters[zombie].id;
    /* The first round: everyone at tick 0, the player first; then the monsters in creation
     * order. */
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    const UgMonster *d = ug_game_monster_by_id(g, dog_id), *z = ug_game_monster_by_id(g, zombie_id);
    assert_int_equal(d->x, 18); /* ticks 0 and 50 */
    assert_int_equal(z->x, 19); /* tick 0 */
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(d->x, 16);
    assert_int_equal(z->x, 19); /* its next action is at 200 */
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(z->x, 18);
    ug_game_free(g);
}

/* §3 and §5: rubble doubles a move, plate makes moves 120, the axe's blows 150. */
static void action_costs(void **state) {
    (void)state;
    UgGame *g = arena();
    AdvState *s = ug_adv_state(g);
    g->tiles[10][11] = UG_TILE_RUBBLE;
    int64_t t0 = player_next_tick(g);
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_int_equal(player_next_tick(g) - t0, 200);
    s->inventory[s->inventory_count++] = (UgItem){UG_ITEM_PLATE, 0, 0, 0, ug_game_new_id(g)};
    assert_true(ug_game_act(g, ug_action_use(s->inventory_count - 1, UG_VERB_WEAR), NULL));
    t0 = player_next_tick(g);
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_int_equal(player_next_tick(g) - t0, 120);
    s->inventory[s->inventory_count++] = (UgItem){UG_ITEM_AXE, 0, 0, 0, ug_game_new_id(g)};
    assert_true(ug_game_act(g, ug_action_use(s->inventory_count - 1, UG_VERB_WIELD), NULL));
    int i = put_monster(g, UG_MON_TROLL, 5, g->player.x + 1, g->player.y);
    g->monsters[i].hp = 1000;
    g->monsters[i].max_hp = 1000;
    ug_adv_state(g)->mon[i].skip = true;
    t0 = player_next_tick(g);
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_int_equal(player_next_tick(g) - t0, 150);
    ug_game_free(g);
}

/* §3: a diagonal step past a wall's corner is refused at no cost; walls cost nothing and change
 * nothing (a refused action is not recorded: a change would not replay). Each bump says so; the
 * log shows a run of them as one line with its count ("(x3)"): said once. */
static void no_corner_cutting(void **state) {
    (void)state;
    UgGame *g = arena();
    g->tiles[9][10] = UG_TILE_ROCK; /* north of the player */
    UgEvents ev = {0};
    int turns = g->player.turns;
    uint64_t hash = ug_game_hash(g);
    /* the diagonal's own tile is open: the corner refuses it, and says so (not "a wall") */
    assert_false(ug_game_act(g, ug_action_move(1, -1), &ev));
    assert_true(has_msg(&ev, UG_MSG_CORNER_BLOCKS));
    assert_false(has_msg(&ev, UG_MSG_WALL_BLOCKS));
    assert_int_equal(find_msg(&ev, UG_MSG_CORNER_BLOCKS)->a, 0); /* nobody there */
    ev.count = 0;
    assert_false(ug_game_act(g, ug_action_move(0, -1), &ev));
    assert_true(has_msg(&ev, UG_MSG_WALL_BLOCKS));
    /* a creature round the corner: out of reach both ways, and said so */
    int i = put_monster(g, UG_MON_RAT, 1, g->player.x + 1, g->player.y - 1);
    ug_adv_state(g)->mon[i].skip = true;
    hash = ug_game_hash(g);
    ev.count = 0;
    assert_false(ug_game_act(g, ug_action_move(1, -1), &ev));
    assert_true(has_msg(&ev, UG_MSG_CORNER_BLOCKS));
    assert_int_equal(find_msg(&ev, UG_MSG_CORNER_BLOCKS)->a, 1);
    assert_int_equal(ug_game_hash(g), hash); /* nothing changed */
    assert_int_equal(g->player.turns, turns);
    assert_true(ug_game_act(g, ug_action_move(1, 1), NULL)); /* open diagonal */
    ug_game_free(g);
}

/* §2: a door opens when stepped into and closes when left; closed, it blocks sight. */
static void doors(void **state) {
    (void)state;
    UgGame *g = arena();
    for (int y = 1; y <= 20; y++) g->tiles[y][12] = UG_TILE_ROCK;
    g->tiles[10][12] = UG_TILE_DOOR_CLOSED;
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_false(ug_game_visible(g, 14, 10));
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_int_equal(ug_game_tile(g, 12, 10), UG_TILE_DOOR_OPEN);
    assert_true(ug_game_visible(g, 14, 10));
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_int_equal(ug_game_tile(g, 12, 10), UG_TILE_DOOR_CLOSED);
    assert_false(ug_game_visible(g, 10, 10));
    ug_game_free(g);
}

/* §5: at most 20 items and 12.0 carried; a refused pick-up costs nothing. */
static void inventory_limits(void **state) {
    (void)state;
    UgGame *g = arena();
    AdvState *s = ug_adv_state(g);
    g->items[g->item_count++] = (UgItem){UG_ITEM_PLATE, 10, 10, 0, ug_game_new_id(g)};
    g->items[g->item_count++] = (UgItem){UG_ITEM_AXE, 10, 10, 0, ug_game_new_id(g)};
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL));
    assert_int_equal(s->weight, 94);
    UgEvents ev = {0};
    assert_false(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), &ev)); /* 13.4 > 12.0 */
    assert_true(has_msg(&ev, UG_MSG_CANT_PICKUP));
    g->item_count = 0;
    while (s->inventory_count < ADV_INVENTORY_MAX)
        s->inventory[s->inventory_count++] = (UgItem){UG_ITEM_APPLE, 0, 0, 0, ug_game_new_id(g)};
    s->weight = 0;
    g->items[g->item_count++] = (UgItem){UG_ITEM_APPLE, 10, 10, 0, ug_game_new_id(g)};
    assert_false(ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL));
    ug_game_free(g);
}

static void push_orb(UgGame *g, UgOrbKind k) {
    AdvState *s = ug_adv_state(g);
    s->orbs[s->orb_count++] = (int8_t)k;
}

/* §5: the orb stack is LIFO and orbs are consumed; Fire 4 + depth div 2 at range 5, stopped by
 * water; Lump 2 and a lost action at range 3; Ice absorbs two whole hits; Slime blinks. */
static void orbs(void **state) {
    (void)state;
    UgGame *g = arena();
    AdvState *s = ug_adv_state(g);
    g->floor = 4;
    int i = put_monster(g, UG_MON_TROLL, 1, 15, 10);
    UgId troll = g->monsters[i].id;
    s->mon[i].skip = true;
    push_orb(g, UG_ORB_LUMP);
    push_orb(g, UG_ORB_FIRE);
    assert_int_equal(ug_game_orb_range(g), 5);
    assert_false(ug_game_orb_target_ok(g, 16, 10)); /* no monster there */
    assert_true(ug_game_orb_target_ok(g, 15, 10));
    assert_true(ug_game_act(g, ug_action_use_at(1, UG_VERB_EAT, 15, 10), NULL));
    assert_int_equal(ug_game_monster_by_id(g, troll)->hp, 40 - 6); /* 4 + 4 div 2 */
    assert_int_equal(s->orb_count, 1);
    assert_int_equal(ug_game_orb_range(g), 3);
    assert_false(ug_game_orb_target_ok(g, 15, 10)); /* range 3 */
    i = index_of_id_for_test(g, troll);
    g->monsters[i].x = 13;
    int hp = g->monsters[i].hp;
    assert_true(ug_game_act(g, ug_action_use_at(0, UG_VERB_EAT, 13, 10), NULL));
    assert_int_equal(ug_game_monster_by_id(g, troll)->hp, hp - 2);
    assert_int_equal(ug_game_monster_by_id(g, troll)->x, 13); /* lost its action */
    assert_int_equal(s->orb_count, 0);
    /* Fire over water fizzles. */
    g->tiles[10][12] = UG_TILE_WATER;
    push_orb(g, UG_ORB_FIRE);
    hp = ug_game_monster_by_id(g, troll)->hp;
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_use_at(0, UG_VERB_EAT, 13, 10), &ev));
    assert_true(has_msg(&ev, UG_MSG_FIRE_QUENCHED));
    assert_true(ug_game_monster_by_id(g, troll)->hp >= hp);
    ug_game_free(g);

    g = arena();
    s = ug_adv_state(g);
    push_orb(g, UG_ORB_ICE);
    assert_int_equal(ug_game_orb_range(g), 0);
    assert_true(ug_game_act(g, ug_action_use_at(0, UG_VERB_EAT, 10, 10), NULL));
    assert_int_equal(s->ice_layers, 2);
    put_monster(g, UG_MON_OGRE, 5, 11, 10);
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(g->player.hp, 20); /* two whole hits absorbed */
    assert_int_equal(s->ice_layers, 0);
    g->monster_count = 0;
    push_orb(g, UG_ORB_SLIME);
    assert_false(ug_game_orb_target_ok(g, 16, 10)); /* range 5 */
    assert_true(ug_game_act(g, ug_action_use_at(0, UG_VERB_EAT, 15, 13), NULL));
    assert_int_equal(g->player.x, 15);
    assert_int_equal(g->player.y, 13);
    ug_game_free(g);
}

/* §6: each curse locks the top slot (max 3); a kill lifts one. */
static void curses(void **state) {
    (void)state;
    UgGame *g = arena();
    AdvState *s = ug_adv_state(g);
    push_orb(g, UG_ORB_LUMP);
    push_orb(g, UG_ORB_FIRE);
    s->curses = 3;
    assert_int_equal(ug_game_orb_range(g), 5); /* 2 orbs, slots 4..6 cursed: the top is usable */
    for (int k = 0; k < 4; k++) push_orb(g, UG_ORB_SLIME);
    UgOrbSlot slots[8];
    assert_int_equal(ug_game_orb_stack(g, slots, 8), 6);
    assert_false(slots[2].cursed);
    assert_true(slots[3].cursed);
    assert_int_equal(ug_game_orb_range(g), 5); /* the top usable one is slot 3, a Slime */
    int i = put_monster(g, UG_MON_RAT, 1, 11, 10);
    g->monsters[i].hp = 1;
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_int_equal(s->curses, 2);
    ug_game_free(g);
}

/* §1: the stairs of depths 3, 6 and 9 summon their boss at distance 3 and stay sealed until it
 * dies. */
static void stair_bosses(void **state) {
    (void)state;
    UgGame *g = NULL;
    UgGameParams p = {UG_MODE_ADVENTURE, "boss"};
    assert_int_equal(ug_game_new_on_floor(&p, 3, 0, 0, &g), UG_OK);
    AdvState *s = ug_adv_state(g);
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_INACTIVE);
    g->monster_count = 0;
    g->player.x = s->stairs_x, g->player.y = s->stairs_y;
    memset(g->visible, 1, sizeof g->visible);
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_DESCEND), &ev));
    assert_true(has_msg(&ev, UG_MSG_BOSS_APPEARS));
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_ACTIVE);
    int boss = -1;
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].kind == UG_MON_GARGOYLE) boss = i;
    assert_true(boss >= 0);
    UgStat bhp;
    assert_true(ug_game_stat(g, UG_STAT_BOSS_HP, &bhp));
    assert_int_equal(bhp.max, 50);
    assert_false(ug_game_act(g, ug_action_simple(UG_ACT_DESCEND), NULL));
    assert_int_equal(ug_game_floor(g), 3);
    g->monster_count = 0; /* as if it died */
    s->boss_state = UG_BOSS_WIN;
    ev.count = 0;
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_DESCEND), &ev));
    assert_int_equal(ug_game_floor(g), 4);
    /* The log reads in the order things happen: "You go down to floor 4." before "Floor 4. Find
     * the stairs >." (it once came after). */
    int down = -1, start = -1;
    for (int i = 0; i < ev.count; i++) {
        if (ev.items[i].kind != UG_EV_MESSAGE) continue;
        if (ev.items[i].msg == (int16_t)UG_MSG_DESCEND && down < 0) down = i;
        if (ev.items[i].msg == (int16_t)UG_MSG_FLOOR_START && start < 0) start = i;
    }
    assert_true(down >= 0 && start >= 0);
    assert_true(down < start);
    assert_int_equal(ev.items[down].a, 4);
    ug_game_free(g);
}

/* §7: 100 x deepest + EXP + 50 x bosses + 2,000 on victory - turns div 50, never below 0. */
static void score(void **state) {
    (void)state;
    UgGame *g = arena();
    AdvState *s = ug_adv_state(g);
    s->deepest = 4, s->exp = 37, s->bosses_killed = 1;
    g->player.turns = 1234;
    assert_int_equal(ug_adv_score(g), 400 + 37 + 50 - 24);
    g->status = UG_STATUS_WON;
    assert_int_equal(ug_adv_score(g), 400 + 37 + 50 + 2000 - 24);
    g->player.turns = 1000000;
    g->status = UG_STATUS_DEAD;
    assert_int_equal(ug_adv_score(g), 0);
    ug_game_free(g);
}

/* Death records its cause: the killer's kind and level, and the depth. */
static void death_cause(void **state) {
    (void)state;
    UgGame *g = arena();
    g->player.hp = 1;
    put_monster(g, UG_MON_OGRE, 3, 11, 10);
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_wait(), &ev));
    assert_int_equal(ug_game_status(g), UG_STATUS_DEAD);
    AdvState *s = ug_adv_state(g);
    assert_int_equal(s->death_kind, UG_MON_OGRE);
    assert_int_equal(s->death_level, 3);
    assert_int_equal(s->death_depth, 1);
    assert_true(has_msg(&ev, UG_MSG_KILLED_BY));
    ug_game_free(g);
}

/* The dump of floor D is the floor built from (seed, D) alone, before any turn. */
static void dump_is_the_built_floor(void **state) {
    (void)state;
    UgGame *g = NULL;
    UgGameParams p = {UG_MODE_ADVENTURE, "dumped"};
    assert_int_equal(ug_game_new_on_floor(&p, 7, 0, 0, &g), UG_OK);
    AdvFloor *f = malloc(sizeof *f);
    assert_non_null(f);
    ug_adv_generate(f, "dumped", 7);
    assert_memory_equal(f->tiles, g->tiles, sizeof f->tiles);
    char buf[65536];
    size_t n = ug_game_dump(g, buf, sizeof buf);
    assert_true(n < sizeof buf);
    assert_non_null(strstr(buf, "{\"mode\":\"adventure\",\"seed\":\"dumped\",\"floor\":7,"
                                "\"width\":64,\"height\":32,\"grid\":[\""));
    char arrival[64];
    snprintf(arrival, sizeof arrival, "\"arrival\":{\"x\":%d,\"y\":%d}", f->arrival_x,
             f->arrival_y);
    assert_non_null(strstr(buf, arrival));
    assert_non_null(strstr(buf, "\"monsters\":[{\"id\":6,"));
    UgGame *h = NULL;
    assert_int_equal(ug_game_new_on_floor(&p, 7, 0, 0, &h), UG_OK);
    char buf2[65536];
    ug_game_dump(h, buf2, sizeof buf2);
    assert_string_equal(buf, buf2);
    ug_game_free(h);
    assert_int_equal(ug_game_new_on_floor(&p, 11, 0, 0, &h), UG_ERR_ARGUMENT);
    free(f);
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_start),
        cmocka_unit_test(damage_formula),
        cmocka_unit_test(growth_rounds_up),
        cmocka_unit_test(hunger_and_regeneration),
        cmocka_unit_test(speeds),
        cmocka_unit_test(action_costs),
        cmocka_unit_test(no_corner_cutting),
        cmocka_unit_test(doors),
        cmocka_unit_test(inventory_limits),
        cmocka_unit_test(orbs),
        cmocka_unit_test(curses),
        cmocka_unit_test(stair_bosses),
        cmocka_unit_test(score),
        cmocka_unit_test(death_cause),
        cmocka_unit_test(dump_is_the_built_floor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
