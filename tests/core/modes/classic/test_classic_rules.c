/* Classic mode, rule by rule (RULES.md §1): one test for every rule with a number or an order.
 * Each test is named after its rule and says which bug it guards against.
 *
 * Play rules are checked on hand-built states: a real classic game whose floor is replaced by an
 * open arena, with monsters, player and generator state set directly (internal.h). Expected
 * random draws come from a copy of the game's own Kaplay generator, so a test knows exactly which
 * numbers an action must consume. Generation rules are checked on real floors built by the real
 * builder (ug_classic_build_floor) over many seeds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/classic/classic.h"

enum { W = 32, H = 16, GEN_SEEDS = 2000 };

static UgGame *new_classic(const char *seed) {
    UgGameParams params = {UG_MODE_CLASSIC, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

/* An open arena: floor on x 1..30, y 1..14, rock around; no monsters; the player at (10, 7)
 * with 20/20 health and no turns; a known generator state. */
static UgGame *arena(void) {
    UgGame *g = new_classic("1");
    memset(g->tiles, UG_TILE_ROCK, sizeof g->tiles);
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) g->tiles[y][x] = UG_TILE_FLOOR;
    memset(g->seen, 0, sizeof g->seen);
    memset(g->visible, 0, sizeof g->visible);
    g->monster_count = 0;
    g->player.x = 10;
    g->player.y = 7;
    g->player.hp = 20;
    g->player.turns = 0;
    ug_kaplay_seed(ug_classic_rng(g), 123456789u);
    return g;
}

static UgMonster *add_monster(UgGame *g, UgMonsterKind kind, int x, int y, int hp) {
    UgMonster *m = &g->monsters[g->monster_count++];
    memset(m, 0, sizeof *m);
    m->kind = (int16_t)kind;
    m->x = (int16_t)x;
    m->y = (int16_t)y;
    m->hp = m->max_hp = hp;
    return m;
}

static const UgClassicMonsterType *type_of(UgMonsterKind kind) {
    return ug_classic_monster_type(kind);
}

/* ------------------------------------------------------------------ board and player */

/* Guards against a wrong board, sight radius or topology in the ruleset table. */
static void rule_board_is_32_by_16_sight_6_four_directions(void **state) {
    (void)state;
    UgGame *g = new_classic("48213");
    assert_int_equal(ug_game_width(g), 32);
    assert_int_equal(ug_game_height(g), 16);
    assert_int_equal(ug_game_sight_radius(g), 6);
    assert_int_equal(ug_game_topology(g), 4);
    ug_game_free(g);
}

/* Guards against a wrong starting health or maximum (20 of 20), or a turn count not at 0. */
static void rule_player_starts_with_20_of_20_health(void **state) {
    (void)state;
    UgGame *g = new_classic("7");
    assert_int_equal(ug_game_player(g)->hp, 20);
    assert_int_equal(ug_game_player(g)->max_hp, 20);
    assert_int_equal(ug_game_player(g)->turns, 0);
    assert_int_equal(ug_game_floor(g), 1);
    ug_game_free(g);
}

/* Guards against the monster table drifting from the seed: hp and damage ranges. */
static void rule_monster_table(void **state) {
    (void)state;
    static const int want[3][3] = {{3, 1, 2}, {6, 1, 3}, {11, 2, 5}};
    for (int k = 0; k < 3; k++) {
        assert_int_equal(type_of((UgMonsterKind)k)->hp, want[k][0]);
        assert_int_equal(type_of((UgMonsterKind)k)->damage_min, want[k][1]);
        assert_int_equal(type_of((UgMonsterKind)k)->damage_max, want[k][2]);
    }
    assert_int_equal(UG_CLASSIC_PLAYER_DAMAGE_MIN, 2);
    assert_int_equal(UG_CLASSIC_PLAYER_DAMAGE_MAX, 4);
}

/* ------------------------------------------------------------------ damage */

/* Checks that `counts[min..max]` covers exactly [min, max], each value within 15 % of even. */
static void assert_uniform(const int *counts, int min, int max, int n) {
    for (int v = 0; v < 16; v++) {
        if (v < min || v > max) {
            assert_int_equal(counts[v], 0);
            continue;
        }
        double expected = (double)n / (max - min + 1);
        assert_true(counts[v] > expected * 0.85 && counts[v] < expected * 1.15);
    }
}

/* Damage = randi(min, max + 1): guards against an off-by-one that never rolls the maximum (or
 * rolls max + 1), and against drawing in another order than "player hits, then each enemy". */
static void rule_damage_is_uniform_in_min_max_for_every_creature(void **state) {
    (void)state;
    /* classic's own creatures: rat, goblin, ogre (the kinds after them are other modes') */
    for (int k = 0; k <= UG_MON_OGRE; k++) {
        UgGame *g = arena();
        g->player.hp = 1000000;
        g->player.max_hp = 1000000;
        UgMonster *m = add_monster(g, (UgMonsterKind)k, 11, 7, 32000);
        UgKaplayRng copy = (*ug_classic_rng(g));
        int mine[16] = {0}, theirs[16] = {0};
        const int n = 3000;
        for (int i = 0; i < n; i++) {
            int monster_hp = m->hp, player_hp = (int)g->player.hp;
            assert_true(ug_game_act(g, ug_action_move(1, 0), NULL)); /* bump: attack */
            int dealt = monster_hp - m->hp, taken = player_hp - (int)g->player.hp;
            assert_int_equal(dealt, ug_kaplay_randi(&copy, 2, 5));
            const UgClassicMonsterType *t = type_of((UgMonsterKind)k);
            assert_int_equal(taken, ug_kaplay_randi(&copy, t->damage_min, t->damage_max + 1));
            assert_true(dealt >= 0 && dealt < 16 && taken >= 0 && taken < 16);
            mine[dealt]++;
            theirs[taken]++;
            if (m->hp < 100) m->hp = 32000; /* keep it alive */
        }
        assert_true((*ug_classic_rng(g)).s == copy.s);
        assert_uniform(mine, 2, 4, n);
        assert_uniform(theirs, type_of((UgMonsterKind)k)->damage_min,
                       type_of((UgMonsterKind)k)->damage_max, n);
        assert_int_equal(g->player.x, 10); /* attacking never moves you */
        ug_game_free(g);
    }
}

/* A monster dies at health 0 or less: guards against `< 0` (a monster left at 0 health). */
static void rule_monster_dies_at_zero_health(void **state) {
    (void)state;
    for (int extra = 0; extra <= 1; extra++) {
        UgGame *g = arena();
        UgKaplayRng copy = (*ug_classic_rng(g));
        int damage = ug_kaplay_randi(&copy, 2, 5);
        add_monster(g, UG_MON_GOBLIN, 11, 7, damage + extra);
        UgEvents ev = {0};
        assert_true(ug_game_act(g, ug_action_move(1, 0), &ev));
        if (extra == 0) {
            assert_int_equal(ug_game_monster_count(g), 0);
            bool said = false;
            for (int i = 0; i < ev.count; i++)
                said |= ev.items[i].kind == UG_EV_MESSAGE &&
                        ev.items[i].msg == UG_MSG_MONSTER_DIES && ev.items[i].a == UG_MON_GOBLIN;
            assert_true(said);
        } else {
            assert_int_equal(ug_game_monster_count(g), 1);
            assert_int_equal(g->monsters[0].hp, 1);
        }
        ug_game_free(g);
    }
}

/* ------------------------------------------------------------------ a turn */

/* Guards against bumping into rock costing a turn, drawing a number or letting enemies move. */
static void rule_rock_costs_no_turn_and_draws_nothing(void **state) {
    (void)state;
    UgGame *g = arena();
    g->player.x = 1;
    add_monster(g, UG_MON_RAT, 5, 7, 3); /* visible: it would step if a turn passed */
    uint64_t before = ug_game_hash(g);
    assert_false(ug_game_act(g, ug_action_move(-1, 0), NULL));
    assert_true(ug_game_hash(g) == before);
    g->player.y = 1; /* the corner: rock up and left */
    before = ug_game_hash(g);
    assert_false(ug_game_act(g, ug_action_move(0, -1), NULL));
    assert_false(ug_game_act(g, ug_action_move(-1, 0), NULL));
    assert_true(ug_game_hash(g) == before);
    assert_int_equal(g->player.turns, 0);
    assert_int_equal(g->monsters[0].x, 5);
    ug_game_free(g);
}

/* Classic moves in 4 directions only: guards against diagonal steps being taken (or costing a
 * turn or a number). */
static void rule_diagonal_moves_are_rejected(void **state) {
    (void)state;
    UgGame *g = arena();
    add_monster(g, UG_MON_RAT, 14, 7, 3);
    uint64_t before = ug_game_hash(g);
    static const int d[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int i = 0; i < 4; i++)
        assert_false(ug_game_act(g, ug_action_move(d[i][0], d[i][1]), NULL));
    assert_true(ug_game_hash(g) == before);
    ug_game_free(g);
}

/* Waiting (the wait action, or a move of 0,0 as the original's act(0, 0)) passes one turn and
 * the enemies act: guards against waits that do nothing. */
static void rule_waiting_passes_a_turn(void **state) {
    (void)state;
    UgGame *g = arena();
    add_monster(g, UG_MON_RAT, 14, 7, 3);
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(g->player.turns, 1);
    assert_int_equal(g->monsters[0].x, 13);
    assert_true(ug_game_act(g, ug_action_move(0, 0), NULL));
    assert_int_equal(g->player.turns, 2);
    assert_int_equal(g->monsters[0].x, 12);
    assert_int_equal(g->player.x, 10);
    ug_game_free(g);
}

/* Steps, attacks, waits and potions count one turn each: guards against a counter that skips or
 * doubles. */
static void rule_turn_counter_counts_acting_turns(void **state) {
    (void)state;
    UgGame *g = arena();
    g->tiles[7][12] = UG_TILE_POTION;
    add_monster(g, UG_MON_OGRE, 10, 8, 11);
    g->player.hp = 1000;
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL)); /* step */
    assert_int_equal(g->player.turns, 1);
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL)); /* potion */
    assert_int_equal(g->player.turns, 2);
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(g->player.turns, 3);
    static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int k = 0;
    while (k < 4 && ug_game_monster_at(g, g->player.x + d[k][0], g->player.y + d[k][1]) < 0) k++;
    assert_true(k < 4); /* the ogre has followed us and stands next to us */
    int x = g->player.x;
    assert_true(ug_game_act(g, ug_action_move(d[k][0], d[k][1]), NULL)); /* attack */
    assert_int_equal(g->player.turns, 4);
    assert_int_equal(g->player.x, x);
    ug_game_free(g);
}

/* A potion: +6 health capped at 20, the tile becomes floor, and it is a turn. Guards against
 * overhealing past the maximum, a wrong amount, or potions that stay. */
static void rule_potion_heals_6_capped_at_20(void **state) {
    (void)state;
    static const int before[] = {10, 14, 17, 20, 1};
    static const int after[] = {16, 20, 20, 20, 7};
    for (int i = 0; i < 5; i++) {
        UgGame *g = arena();
        g->tiles[7][11] = UG_TILE_POTION;
        g->player.hp = before[i];
        UgEvents ev = {0};
        assert_true(ug_game_act(g, ug_action_move(1, 0), &ev));
        assert_int_equal(g->player.hp, after[i]);
        assert_int_equal(g->tiles[7][11], UG_TILE_FLOOR);
        assert_int_equal(g->player.turns, 1);
        bool said = false;
        for (int k = 0; k < ev.count; k++)
            said |= ev.items[k].msg == UG_MSG_DRINK_POTION && ev.items[k].a == 6;
        assert_true(said);
        ug_game_free(g);
    }
}

/* The stairs: floor + 1 and a new floor at once, with no enemy turn and no turn counted; the
 * new floor is exactly what the builder makes from the stream as it stands. Guards against an
 * enemy turn (or its draws) before the new floor, counting the step as a turn, or losing health. */
static void rule_stairs_next_floor_at_once_without_enemy_turn(void **state) {
    (void)state;
    UgGame *g = arena();
    g->tiles[7][11] = UG_TILE_STAIRS;
    add_monster(g, UG_MON_OGRE, 11, 6, 11); /* next to the stairs: it would attack */
    g->player.hp = 15;
    g->player.turns = 5;
    UgGame *expected = ug_game_clone(g);
    assert_non_null(expected);
    expected->floor = 2;
    expected->player.x = 11;
    ug_classic_build_floor(expected, NULL, NULL);
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_move(1, 0), &ev));
    assert_int_equal(ug_game_floor(g), 2);
    assert_int_equal(g->player.turns, 5);
    assert_int_equal(g->player.hp, 15);
    assert_int_equal(ug_game_monster_count(g), 4); /* 2 + floor */
    assert_true(ug_game_hash(g) == ug_game_hash(expected));
    bool floor_event = false;
    for (int i = 0; i < ev.count; i++)
        floor_event |= ev.items[i].kind == UG_EV_FLOOR && ev.items[i].a == 2;
    assert_true(floor_event);
    ug_game_free(expected);
    ug_game_free(g);
}

/* ------------------------------------------------------------------ enemy AI */

/* Orthogonally adjacent (Manhattan distance 1): it attacks and stays. Guards against enemies that
 * attack diagonally (Chebyshev adjacency) or step instead. */
static void rule_enemy_adjacent_attacks(void **state) {
    (void)state;
    static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int i = 0; i < 4; i++) {
        UgGame *g = arena();
        add_monster(g, UG_MON_GOBLIN, 10 + d[i][0], 7 + d[i][1], 6);
        UgKaplayRng copy = (*ug_classic_rng(g));
        int damage = ug_kaplay_randi(&copy, 1, 4);
        assert_true(ug_game_act(g, ug_action_wait(), NULL));
        assert_int_equal(g->player.hp, 20 - damage);
        assert_int_equal(g->monsters[0].x, 10 + d[i][0]);
        assert_int_equal(g->monsters[0].y, 7 + d[i][1]);
        ug_game_free(g);
    }
    /* diagonal neighbour: a tie, so it steps vertically, and draws nothing */
    UgGame *g = arena();
    add_monster(g, UG_MON_GOBLIN, 11, 8, 6);
    uint64_t s = (*ug_classic_rng(g)).s;
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(g->player.hp, 20);
    assert_int_equal(g->monsters[0].x, 11);
    assert_int_equal(g->monsters[0].y, 7);
    assert_true((*ug_classic_rng(g)).s == s);
    ug_game_free(g);
}

/* One wait with a single rat at (mx, my); returns where it ends. */
static void rat_step(int mx, int my, const int (*rock)[2], int rocks, int *ox, int *oy) {
    UgGame *g = arena();
    for (int i = 0; i < rocks; i++) g->tiles[rock[i][1]][rock[i][0]] = UG_TILE_ROCK;
    add_monster(g, UG_MON_RAT, mx, my, 3);
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    *ox = g->monsters[0].x;
    *oy = g->monsters[0].y;
    ug_game_free(g);
}

/* Not visible (farther than 6): it waits. Guards against enemies that hunt from afar, or a
 * square / Manhattan sight test instead of the Euclidean one. */
static void rule_enemy_out_of_sight_waits(void **state) {
    (void)state;
    int x, y;
    rat_step(16, 8, NULL, 0, &x, &y); /* 6,1: 37 > 36 */
    assert_int_equal(x, 16);
    assert_int_equal(y, 8);
    rat_step(15, 11, NULL, 0, &x, &y); /* 5,4: 41 > 36 */
    assert_int_equal(x, 15);
    assert_int_equal(y, 11);
    rat_step(16, 7, NULL, 0, &x, &y); /* 6,0: exactly 6, visible */
    assert_int_equal(x, 15);
    assert_int_equal(y, 7);
    rat_step(14, 11, NULL, 0, &x, &y); /* 4,4: 32, visible; a tie: vertical */
    assert_int_equal(x, 14);
    assert_int_equal(y, 10);
}

/* The step is along the axis of the larger distance; ties go vertical first. Guards against
 * swapped axes or a horizontal tie-break. */
static void rule_enemy_steps_along_larger_axis_ties_vertical(void **state) {
    (void)state;
    int x, y;
    rat_step(14, 9, NULL, 0, &x, &y); /* dx -4, dy -2: horizontal */
    assert_int_equal(x, 13);
    assert_int_equal(y, 9);
    rat_step(11, 11, NULL, 0, &x, &y); /* dx -1, dy -4: vertical */
    assert_int_equal(x, 11);
    assert_int_equal(y, 10);
    rat_step(13, 10, NULL, 0, &x, &y); /* dx -3, dy -3: tie, vertical */
    assert_int_equal(x, 13);
    assert_int_equal(y, 9);
    rat_step(7, 4, NULL, 0, &x, &y); /* dx 3, dy 3: tie, vertical */
    assert_int_equal(x, 7);
    assert_int_equal(y, 5);
    rat_step(14, 7, NULL, 0, &x, &y); /* same row: along x */
    assert_int_equal(x, 13);
    assert_int_equal(y, 7);
    rat_step(10, 11, NULL, 0, &x, &y); /* same column: along y */
    assert_int_equal(x, 10);
    assert_int_equal(y, 10);
}

/* Blocked by rock on the main axis: it takes the other axis; blocked on both: it stays; in line
 * with you and blocked: it stays (the other axis is no step). Guards against walking through rock,
 * a missing fallback, or a fallback that steps sideways when aligned. */
static void rule_enemy_falls_back_to_other_axis_never_into_rock(void **state) {
    (void)state;
    int x, y;
    static const int block_x[1][2] = {{13, 9}};
    rat_step(14, 9, block_x, 1, &x, &y);
    assert_int_equal(x, 14);
    assert_int_equal(y, 8);
    static const int block_both[2][2] = {{13, 9}, {14, 8}};
    rat_step(14, 9, block_both, 2, &x, &y);
    assert_int_equal(x, 14);
    assert_int_equal(y, 9);
    static const int block_row[1][2] = {{13, 7}};
    rat_step(14, 7, block_row, 1, &x, &y);
    assert_int_equal(x, 14);
    assert_int_equal(y, 7);
}

/* Never into another enemy: its step is taken as blocked. Guards against two monsters sharing
 * a tile. */
static void rule_enemy_never_steps_into_another(void **state) {
    (void)state;
    UgGame *g = arena();
    add_monster(g, UG_MON_RAT, 14, 9, 3);    /* acts first: (13,9) is taken */
    add_monster(g, UG_MON_GOBLIN, 13, 9, 6); /* then steps on to (12,9) */
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(g->monsters[0].x, 14);
    assert_int_equal(g->monsters[0].y, 8);
    assert_int_equal(g->monsters[1].x, 12);
    assert_int_equal(g->monsters[1].y, 9);
    ug_game_free(g);
}

/* Enemies act one after another in list order, each seeing the others' new places. Guards
 * against simultaneous moves or a reversed order. */
static void rule_enemies_act_in_list_order(void **state) {
    (void)state;
    for (int order = 0; order < 2; order++) {
        UgGame *g = arena();
        memset(g->tiles, UG_TILE_ROCK, sizeof g->tiles);
        for (int x = 1; x < W - 1; x++) g->tiles[7][x] = UG_TILE_FLOOR; /* a corridor */
        g->player.x = 5;
        if (order == 0) {
            add_monster(g, UG_MON_RAT, 8, 7, 3); /* front first: both advance */
            add_monster(g, UG_MON_RAT, 9, 7, 3);
        } else {
            add_monster(g, UG_MON_RAT, 9, 7, 3); /* back first: it is blocked */
            add_monster(g, UG_MON_RAT, 8, 7, 3);
        }
        assert_true(ug_game_act(g, ug_action_wait(), NULL));
        assert_int_equal(g->monsters[0].x, order == 0 ? 7 : 9);
        assert_int_equal(g->monsters[1].x, order == 0 ? 8 : 7);
        ug_game_free(g);
    }
    /* attacks resolve in list order too: the draws are the first's damage, then the second's */
    UgGame *g = arena();
    add_monster(g, UG_MON_OGRE, 11, 7, 11);
    add_monster(g, UG_MON_RAT, 9, 7, 3);
    UgKaplayRng copy = (*ug_classic_rng(g));
    int first = ug_kaplay_randi(&copy, 2, 6), second = ug_kaplay_randi(&copy, 1, 3);
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_wait(), &ev));
    assert_int_equal(g->player.hp, 20 - first - second);
    int hits = 0;
    for (int i = 0; i < ev.count; i++)
        if (ev.items[i].msg == UG_MSG_MONSTER_HITS) {
            assert_int_equal(ev.items[i].a, hits == 0 ? UG_MON_OGRE : UG_MON_RAT);
            assert_int_equal(ev.items[i].b, hits == 0 ? first : second);
            hits++;
        }
    assert_int_equal(hits, 2);
    ug_game_free(g);
}

/* Enemies act after your move, toward where you are now. Guards against enemies acting first or
 * on your old position. */
static void rule_enemies_act_after_the_player(void **state) {
    (void)state;
    UgGame *g = arena();
    add_monster(g, UG_MON_RAT, 12, 7, 3); /* two away now, adjacent after the step */
    UgKaplayRng copy = (*ug_classic_rng(g));
    int damage = ug_kaplay_randi(&copy, 1, 3);
    assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_int_equal(g->player.x, 11);
    assert_int_equal(g->monsters[0].x, 12); /* it attacked instead of stepping */
    assert_int_equal(g->player.hp, 20 - damage);
    ug_game_free(g);
}

/* Enemies walk over potions and stairs (only rock stops them) and leave them in place. Guards
 * against enemies treating them as walls or using them up. */
static void rule_enemies_walk_over_potions_and_stairs(void **state) {
    (void)state;
    UgGame *g = arena();
    g->tiles[7][13] = UG_TILE_POTION;
    g->tiles[9][10] = UG_TILE_STAIRS;
    add_monster(g, UG_MON_RAT, 14, 7, 3);
    add_monster(g, UG_MON_RAT, 10, 10, 3);
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_int_equal(g->monsters[0].x, 13);
    assert_int_equal(g->monsters[1].y, 9);
    assert_int_equal(g->tiles[7][13], UG_TILE_POTION);
    assert_int_equal(g->tiles[9][10], UG_TILE_STAIRS);
    assert_int_equal(ug_game_floor(g), 1);
    ug_game_free(g);
}

/* ------------------------------------------------------------------ sight */

/* Visible means Euclidean distance <= 6, through walls. Guards against a radius off by one, a
 * square or diamond shape, or walls that block (the original's stated simplification). */
static void rule_sight_is_euclidean_radius_6_through_walls(void **state) {
    (void)state;
    UgGame *g = arena();
    for (int y = 1; y < H - 1; y++) g->tiles[y][12] = UG_TILE_ROCK; /* a wall in the way */
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int dx = x - 10, dy = y - 7;
            assert_int_equal(ug_game_visible(g, x, y), dx * dx + dy * dy <= 36);
        }
    assert_true(ug_game_visible(g, 16, 7));   /* 6,0 */
    assert_true(ug_game_visible(g, 10, 13));  /* 0,6 */
    assert_true(ug_game_visible(g, 15, 10));  /* 5,3: 34 */
    assert_true(ug_game_visible(g, 14, 11));  /* 4,4: 32 */
    assert_false(ug_game_visible(g, 15, 11)); /* 5,4: 41 */
    assert_false(ug_game_visible(g, 16, 8));  /* 6,1: 37 */
    assert_false(ug_game_visible(g, 17, 7));  /* 7,0 */
    ug_game_free(g);
}

/* Seen tiles stay seen after they leave sight; a new floor forgets them. Guards against a map
 * memory that fades, or that carries over to the next floor. */
static void rule_seen_tiles_stay_seen(void **state) {
    (void)state;
    UgGame *g = arena();
    assert_true(ug_game_act(g, ug_action_wait(), NULL));
    assert_true(ug_game_seen(g, 4, 7) && ug_game_visible(g, 4, 7));
    for (int i = 0; i < 5; i++) assert_true(ug_game_act(g, ug_action_move(1, 0), NULL));
    assert_false(ug_game_visible(g, 4, 7));
    assert_true(ug_game_seen(g, 4, 7));
    assert_false(ug_game_seen(g, 28, 2)); /* never within 6 */
    ug_game_free(g);

    UgGame *s = new_classic("48213");
    int px = s->player.x, py = s->player.y;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int dx = x - px, dy = y - py;
            assert_int_equal(ug_game_seen(s, x, y), dx * dx + dy * dy <= 36);
        }
    ug_game_free(s);
}

/* ------------------------------------------------------------------ death */

/* Death comes after all enemies have acted, at health 0 or less. Guards against stopping the
 * enemy loop at the first lethal hit (a draw missing from the stream) and against `< 0`. */
static void rule_death_at_zero_after_all_enemies_act(void **state) {
    (void)state;
    UgGame *g = arena();
    add_monster(g, UG_MON_RAT, 11, 7, 3);
    add_monster(g, UG_MON_RAT, 9, 7, 3);
    g->player.hp = 1;
    UgKaplayRng copy = (*ug_classic_rng(g));
    int d1 = ug_kaplay_randi(&copy, 1, 3), d2 = ug_kaplay_randi(&copy, 1, 3);
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_wait(), &ev));
    assert_int_equal(g->player.hp, 1 - d1 - d2);
    assert_true((*ug_classic_rng(g)).s == copy.s);
    assert_int_equal(ug_game_status(g), UG_STATUS_DEAD);
    bool said = false;
    for (int i = 0; i < ev.count; i++)
        said |= ev.items[i].msg == UG_MSG_PLAYER_DIES && ev.items[i].a == 1 && ev.items[i].b == 1;
    assert_true(said);
    /* dead: every action is ignored */
    uint64_t h = ug_game_hash(g);
    assert_false(ug_game_act(g, ug_action_wait(), NULL));
    assert_false(ug_game_act(g, ug_action_move(0, -1), NULL));
    assert_true(ug_game_hash(g) == h);
    ug_game_free(g);

    for (int extra = 0; extra <= 1; extra++) { /* exactly 0 dies; 1 lives */
        g = arena();
        add_monster(g, UG_MON_OGRE, 11, 7, 11);
        copy = (*ug_classic_rng(g));
        g->player.hp = ug_kaplay_randi(&copy, 2, 6) + extra;
        assert_true(ug_game_act(g, ug_action_wait(), NULL));
        assert_int_equal(g->player.hp, extra);
        assert_int_equal(ug_game_status(g), extra ? UG_STATUS_PLAYING : UG_STATUS_DEAD);
        ug_game_free(g);
    }
}

/* ------------------------------------------------------------------ generation */

/* Builds floor `floor` of `seed` with the real builder, as the game would on arriving there
 * straight after the discarded camera draw. */
static void build(UgGame *g, uint32_t seed, int floor, UgClassicRoom *rooms, int *count) {
    g->floor = floor;
    g->monster_count = 0;
    ug_kaplay_seed(ug_classic_rng(g), seed);
    ug_kaplay_gen(ug_classic_rng(g));
    ug_classic_build_floor(g, rooms, count);
}

/* The builder the tests use is the game's own: floor 1 from it equals ug_game_new's. */
static void builder_equals_new_game(void **state) {
    (void)state;
    static const char *const seeds[] = {"0", "1", "48213", "4294967295"};
    for (int i = 0; i < 4; i++) {
        UgGame *g = new_classic(seeds[i]);
        UgGame *b = ug_game_clone(g);
        build(b, (uint32_t)strtoul(seeds[i], NULL, 10), 1, NULL, NULL);
        /* Version 1 of the encoding leaves out ids, which the rebuilt floor's creatures get
         * anew. */
        assert_true(ug_game_hash_version(b, 1) == ug_game_hash_version(g, 1));
        ug_game_free(b);
        ug_game_free(g);
    }
}

static bool in_room(const UgClassicRoom *r, int x, int y) {
    return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

/* Rooms are 4..8 wide, 3..5 high, at x in [1, 32-w-2] and y in [1, 16-h-2] (randi excludes its
 * upper bound). Guards against off-by-ones in any of the four draws: every extreme must occur
 * and none be passed. */
static void rule_room_sizes_and_positions(void **state) {
    (void)state;
    UgGame *g = new_classic("1");
    bool w4 = false, w8 = false, h3 = false, h5 = false, left = false, right = false, top = false,
         bottom = false;
    for (uint32_t seed = 0; seed < GEN_SEEDS; seed++) {
        UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
        int n;
        build(g, seed * 7919u, 1, rooms, &n);
        for (int i = 0; i < n; i++) {
            const UgClassicRoom *r = &rooms[i];
            assert_true(r->w >= 4 && r->w <= 8 && r->h >= 3 && r->h <= 5);
            assert_true(r->x >= 1 && r->x + r->w <= W - 2 && r->y >= 1 && r->y + r->h <= H - 2);
            assert_int_equal(r->cx, r->x + r->w / 2);
            assert_int_equal(r->cy, r->y + r->h / 2);
            w4 |= r->w == 4, w8 |= r->w == 8, h3 |= r->h == 3, h5 |= r->h == 5;
            left |= r->x == 1, right |= r->x + r->w == W - 2;
            top |= r->y == 1, bottom |= r->y + r->h == H - 2;
            for (int y = r->y; y < r->y + r->h; y++)
                for (int x = r->x; x < r->x + r->w; x++)
                    assert_int_not_equal(g->tiles[y][x], UG_TILE_ROCK); /* carved */
        }
    }
    assert_true(w4 && w8 && h3 && h5 && left && right && top && bottom);
    ug_game_free(g);
}

/* Accepted rooms never overlap or touch: at least 2 tiles apart on x or on y (the original's
 * `x-2 < r.x+r.w && ...` test). Guards against a test that is looser (rooms merging) or stricter
 * (a gap of exactly 2 must occur). At most 7 rooms, at least 4. */
static void rule_rooms_never_overlap_or_touch_four_to_seven(void **state) {
    (void)state;
    UgGame *g = new_classic("1");
    bool gap2 = false, seven = false, fewer = false;
    for (uint32_t seed = 0; seed < GEN_SEEDS; seed++) {
        UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
        int n;
        build(g, seed * 104729u + 3, 1, rooms, &n);
        assert_true(n >= 4 && n <= 7);
        seven |= n == 7, fewer |= n < 7;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++) {
                const UgClassicRoom *a = &rooms[i], *b = &rooms[j];
                int gx = a->x >= b->x ? a->x - (b->x + b->w) : b->x - (a->x + a->w);
                int gy = a->y >= b->y ? a->y - (b->y + b->h) : b->y - (a->y + a->h);
                assert_true(gx >= 2 || gy >= 2);
                gap2 |= gx == 2 || gy == 2;
            }
    }
    assert_true(gap2 && seven && fewer);
    ug_game_free(g);
}

/* Whether every tile of one of the two L paths from a to b is not rock; `on` marks them. */
static bool l_path_open(const UgGame *g, const UgClassicRoom *a, const UgClassicRoom *b,
                        bool horizontal_first, uint8_t on[H][W]) {
    int x = a->cx, y = a->cy;
    bool open = true;
    while (x != b->cx || y != b->cy) {
        if ((horizontal_first && x != b->cx) || y == b->cy)
            x += (b->cx > x) - (b->cx < x);
        else
            y += (b->cy > y) - (b->cy < y);
        open &= g->tiles[y][x] != UG_TILE_ROCK;
    }
    if (!open) return false;
    x = a->cx, y = a->cy;
    while (x != b->cx || y != b->cy) {
        if ((horizontal_first && x != b->cx) || y == b->cy)
            x += (b->cx > x) - (b->cx < x);
        else
            y += (b->cy > y) - (b->cy < y);
        on[y][x] = 1;
    }
    return true;
}

/* Each room is joined to the previous one by an L-shaped corridor between their centres, and
 * nothing else is dug. Guards against corridors joining the wrong rooms, other shapes, or stray
 * digging; both orientations must occur (the chance(0.5) draw). */
static void rule_corridors_are_l_shaped_between_consecutive_rooms(void **state) {
    (void)state;
    UgGame *g = new_classic("1");
    int horizontal = 0, vertical = 0;
    for (uint32_t seed = 0; seed < GEN_SEEDS; seed++) {
        UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
        int n;
        build(g, seed * 2654435761u, 1, rooms, &n);
        static uint8_t dug[H][W];
        memset(dug, 0, sizeof dug);
        for (int i = 1; i < n; i++) {
            bool h = l_path_open(g, &rooms[i - 1], &rooms[i], true, dug);
            bool v = l_path_open(g, &rooms[i - 1], &rooms[i], false, dug);
            assert_true(h || v);
            bool straight = rooms[i - 1].cx == rooms[i].cx || rooms[i - 1].cy == rooms[i].cy;
            if (!straight && h && !v) horizontal++;
            if (!straight && v && !h) vertical++;
        }
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                if (g->tiles[y][x] == UG_TILE_ROCK) continue;
                bool roomy = false;
                for (int i = 0; i < n; i++) roomy |= in_room(&rooms[i], x, y);
                assert_true(roomy || dug[y][x]);
            }
    }
    assert_true(horizontal > 100 && vertical > 100);
    ug_game_free(g);
}

/* One stairs tile, at the last room's centre; the player at the first room's centre. Guards
 * against swapped ends or stairs placed elsewhere. */
static void rule_stairs_in_last_room_player_in_first(void **state) {
    (void)state;
    UgGame *g = new_classic("1");
    for (uint32_t seed = 0; seed < GEN_SEEDS; seed++) {
        UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
        int n;
        build(g, seed, 1 + (int)(seed % 4), rooms, &n);
        int stairs = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) stairs += g->tiles[y][x] == UG_TILE_STAIRS;
        assert_int_equal(stairs, 1);
        assert_int_equal(g->tiles[rooms[n - 1].cy][rooms[n - 1].cx], UG_TILE_STAIRS);
        assert_int_equal(g->player.x, rooms[0].cx);
        assert_int_equal(g->player.y, rooms[0].cy);
    }
    ug_game_free(g);
}

/* 2 + floor enemies of the first min(3, floor + 1) types, at full health; two potions; all of
 * them on plain floor of a room other than the first, on distinct tiles. Guards against ogres on
 * floor 1 or missing on floor 2 (the comment in the original says "third"; the code says second),
 * wrong counts, and anything placed in the starting room, on the stairs or in a corridor. */
static void rule_population(void **state) {
    (void)state;
    UgGame *g = new_classic("1");
    for (int floor = 1; floor <= 4; floor++) {
        int kinds[UG_MON_KIND_COUNT] = {0};
        for (uint32_t seed = 0; seed < GEN_SEEDS / 2; seed++) {
            UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
            int n;
            build(g, seed * 40503u + (uint32_t)floor, floor, rooms, &n);
            assert_int_equal(g->monster_count, 2 + floor);
            int potions = 0;
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x++) {
                    if (g->tiles[y][x] != UG_TILE_POTION) continue;
                    potions++;
                    assert_false(in_room(&rooms[0], x, y));
                    bool roomy = false;
                    for (int i = 1; i < n; i++) roomy |= in_room(&rooms[i], x, y);
                    assert_true(roomy);
                    assert_int_equal(ug_game_monster_at(g, x, y), -1);
                }
            assert_int_equal(potions, 2);
            for (int i = 0; i < g->monster_count; i++) {
                const UgMonster *m = &g->monsters[i];
                assert_true(m->kind < (floor + 1 < 3 ? floor + 1 : 3));
                assert_int_equal(m->hp, type_of((UgMonsterKind)m->kind)->hp);
                kinds[m->kind]++;
                assert_int_equal(g->tiles[m->y][m->x], UG_TILE_FLOOR);
                assert_false(in_room(&rooms[0], m->x, m->y));
                bool roomy = false;
                for (int r = 1; r < n; r++) roomy |= in_room(&rooms[r], m->x, m->y);
                assert_true(roomy);
                assert_int_equal(ug_game_monster_at(g, m->x, m->y), i); /* distinct tiles */
            }
        }
        int total = kinds[0] + kinds[1] + kinds[2];
        int types = floor + 1 < 3 ? floor + 1 : 3;
        for (int k = 0; k < types; k++) /* choose() is uniform over the allowed types */
            assert_true(kinds[k] > total / types * 0.85 && kinds[k] < total / types * 1.15);
        if (floor == 1) assert_int_equal(kinds[UG_MON_OGRE], 0);
    }
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rule_board_is_32_by_16_sight_6_four_directions),
        cmocka_unit_test(rule_player_starts_with_20_of_20_health),
        cmocka_unit_test(rule_monster_table),
        cmocka_unit_test(rule_damage_is_uniform_in_min_max_for_every_creature),
        cmocka_unit_test(rule_monster_dies_at_zero_health),
        cmocka_unit_test(rule_rock_costs_no_turn_and_draws_nothing),
        cmocka_unit_test(rule_diagonal_moves_are_rejected),
        cmocka_unit_test(rule_waiting_passes_a_turn),
        cmocka_unit_test(rule_turn_counter_counts_acting_turns),
        cmocka_unit_test(rule_potion_heals_6_capped_at_20),
        cmocka_unit_test(rule_stairs_next_floor_at_once_without_enemy_turn),
        cmocka_unit_test(rule_enemy_adjacent_attacks),
        cmocka_unit_test(rule_enemy_out_of_sight_waits),
        cmocka_unit_test(rule_enemy_steps_along_larger_axis_ties_vertical),
        cmocka_unit_test(rule_enemy_falls_back_to_other_axis_never_into_rock),
        cmocka_unit_test(rule_enemy_never_steps_into_another),
        cmocka_unit_test(rule_enemies_act_in_list_order),
        cmocka_unit_test(rule_enemies_act_after_the_player),
        cmocka_unit_test(rule_enemies_walk_over_potions_and_stairs),
        cmocka_unit_test(rule_sight_is_euclidean_radius_6_through_walls),
        cmocka_unit_test(rule_seen_tiles_stay_seen),
        cmocka_unit_test(rule_death_at_zero_after_all_enemies_act),
        cmocka_unit_test(builder_equals_new_game),
        cmocka_unit_test(rule_room_sizes_and_positions),
        cmocka_unit_test(rule_rooms_never_overlap_or_touch_four_to_seven),
        cmocka_unit_test(rule_corridors_are_l_shaped_between_consecutive_rooms),
        cmocka_unit_test(rule_stairs_in_last_room_player_in_first),
        cmocka_unit_test(rule_population),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
