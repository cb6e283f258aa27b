/* The cursed mode, rule by rule (CURSED.md): one test for every rule with a number or an order.
 * Each test names its section and says which bug it guards against.
 *
 * Play rules are checked on hand-built states (cursed.h): a real cursed game whose board is
 * replaced by an open arena, with the NPC list, the scheduler and the generator set directly, so
 * a test knows which draws an action must consume (a copy of the stream predicts them). Level
 * rules are checked on real levels against the original's dumps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "cursed_fixture.h"
#include "modes/cursed/cursed.h"
#include "undergrid/record.h"

static UgGame *new_cursed(const char *seed) {
    UgGameParams params = {UG_MODE_CURSED, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

/* An open arena: floor on x 1..52, y 1..16 (the whole inner map), stairs far away at (52, 16);
 * no NPCs, no orbs; the PC at (20, 8) waiting for a key at clock 1 with the starting stack; a
 * known stream. */
static UgGame *arena(void) {
    UgGame *g = new_cursed("1234567890");
    CursedState *s = ug_cursed_state(g);
    memset(g->tiles, UG_TILE_ROCK, sizeof g->tiles);
    for (int y = 1; y <= 16; y++)
        for (int x = 1; x <= 52; x++) g->tiles[y][x] = UG_TILE_FLOOR;
    s->stairs_x = 52, s->stairs_y = 16;
    g->tiles[16][52] = UG_TILE_STAIRS;
    ug_cursed_refresh_map(g);
    g->monster_count = 0;
    g->item_count = 0;
    g->player.x = 20, g->player.y = 8;
    ug_rot_scheduler_init(&s->sched);
    ug_rot_scheduler_add(&s->sched, UG_ID_PLAYER, 1, 1);
    ug_rot_scheduler_next(&s->sched);
    s->lock = 1;
    s->listening = true;
    s->fast_step = 0;
    s->curses = 0;
    ug_rot_rng_seed(&s->rng, 42);
    return g;
}

static void set_stack(CursedState *s, const char *orbs) {
    s->stack_len = 0;
    for (const char *p = orbs; *p; p++) {
        const char *k = strchr("FISLAN", *p);
        s->stack[s->stack_len++] = (int8_t)(k - "FISLAN");
    }
}
static bool stack_is(const CursedState *s, const char *orbs) {
    if ((int)strlen(orbs) != s->stack_len) return false;
    for (int i = 0; i < s->stack_len; i++)
        if ("FISLAN"[s->stack[i]] != orbs[i]) return false;
    return true;
}
static UgMonster *add(UgGame *g, UgMonsterKind kind, int x, int y) {
    int i = ug_cursed_add_monster(g, kind, x, y, 1);
    assert_true(i >= 0);
    return &g->monsters[i];
}
static double clock_of(const UgGame *g) {
    return ug_game_clock(g);
}
static bool act(UgGame *g, UgAction a) {
    return ug_game_act(g, a, NULL);
}
static int count_msgs(const UgEvents *ev, UgMsg m) {
    int n = 0;
    for (int i = 0; i < ev->count; i++)
        n += ev->items[i].kind == UG_EV_MESSAGE && ev->items[i].msg == (int16_t)m;
    return n;
}

/* --- §3.1 the stack as HP ---------------------------------------------------------------- */

/* Guards against FIFO damage and against death at exactly 0 HP. */
static void rule_3_1_damage_is_lifo_and_death_only_beyond_hp(void **state) {
    (void)state;
    CursedState s = {0};
    set_stack(&s, "SAAFL");
    assert_false(ug_cursed_pc_take_damage(&s, 2));
    assert_true(stack_is(&s, "SAA"));
    assert_false(ug_cursed_pc_take_damage(&s, 3)); /* 3 damage at 3 HP: alive at 0 */
    assert_int_equal(s.stack_len, 0);
    assert_true(ug_cursed_pc_take_damage(&s, 1)); /* any hit at 0 HP kills */
    set_stack(&s, "SA");
    assert_true(ug_cursed_pc_take_damage(&s, 3));
    assert_int_equal(s.stack_len, 0);
}

/* Guards against the usable top ignoring curses (§3.1, §3.7). */
static void rule_3_1_usable_top_skips_cursed_slots(void **state) {
    (void)state;
    CursedState s = {0};
    set_stack(&s, "SFFFIL");
    assert_int_equal(ug_cursed_top_index(&s), 5);
    s.curses = 1;
    assert_int_equal(ug_cursed_top_index(&s), 4);
    s.curses = 3;
    assert_int_equal(ug_cursed_top_index(&s), 2);
    set_stack(&s, "SF");
    assert_int_equal(ug_cursed_top_index(&s), 1);
}

/* --- §3.2 movement, §11.6 costs ---------------------------------------------------------- */

/* Guards against diagonal PC moves and against wall bumps costing time. */
static void rule_3_2_moves_are_orthogonal_and_walls_cost_nothing(void **state) {
    (void)state;
    UgGame *g = arena();
    double t = clock_of(g);
    assert_false(act(g, ug_action_move(1, 1)));
    g->player.x = 1; /* next to the ring */
    assert_false(act(g, ug_action_move(-1, 0)));
    assert_true(clock_of(g) == t);
    assert_true(act(g, ug_action_move(1, 0)));
    assert_true(clock_of(g) == t + 1);
    assert_true(act(g, ug_action_wait()));
    assert_true(clock_of(g) == t + 2);
    ug_game_free(g);
}

/* Guards against the free first action of a level (§2.1) and the standing-still run (§11.5). */
static void rule_2_1_first_action_is_free_then_the_pc_stands_still(void **state) {
    (void)state;
    UgGame *g = new_cursed("1234567890");
    assert_true(clock_of(g) == 0);
    assert_true(act(g, ug_action_wait()));
    assert_true(clock_of(g) == 6); /* nothing came into view: 1 free + 5 standing still */
    ug_game_free(g);
}

/* Guards against bumps into bombs (the PC walks onto them) and bumps costing other than 1. */
static void rule_3_2_pc_walks_onto_bombs_and_bumps_others(void **state) {
    (void)state;
    UgGame *g = arena();
    add(g, UG_MON_TIME_BOMB, 21, 8);
    UgMonster *z = add(g, UG_MON_ZOMBIE, 20, 9);
    UgId zid = z->id;
    assert_true(act(g, ug_action_move(0, 1)));
    assert_int_equal(ug_game_monster_by_id(g, zid) ? ug_game_monster_by_id(g, zid)->hp : -1, 2);
    assert_int_equal(g->player.x, 20);
    ug_game_free(g);
    g = arena();
    add(g, UG_MON_TIME_BOMB, 21, 8);
    assert_true(act(g, ug_action_move(1, 0)));
    assert_int_equal(g->player.x, 21);
    ug_game_free(g);
}

/* --- §3.3 orbs --------------------------------------------------------------------------- */

/* Guards against straight-line ranges: every range is a Chebyshev square. */
static void rule_3_3_orb_ranges_are_chebyshev_squares(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    add(g, UG_MON_ZOMBIE, 21, 9);
    add(g, UG_MON_ZOMBIE, 22, 10);
    add(g, UG_MON_ZOMBIE, 25, 13);
    set_stack(s, "F");
    assert_int_equal(ug_game_orb_range(g), 1);
    assert_true(ug_game_orb_target_ok(g, 21, 9));
    assert_false(ug_game_orb_target_ok(g, 22, 10));
    set_stack(s, "L");
    assert_true(ug_game_orb_target_ok(g, 22, 10));
    assert_false(ug_game_orb_target_ok(g, 25, 13));
    assert_false(ug_game_orb_target_ok(g, 21, 8)); /* no NPC there */
    set_stack(s, "N");
    assert_true(ug_game_orb_target_ok(g, 25, 13));
    set_stack(s, "S");
    assert_true(ug_game_orb_target_ok(g, 22, 6));
    assert_false(ug_game_orb_target_ok(g, 20, 8)); /* own cell */
    assert_false(ug_game_orb_target_ok(g, 21, 9)); /* an NPC */
    assert_false(ug_game_orb_target_ok(g, 23, 8)); /* too far */
    set_stack(s, "I");
    assert_true(ug_game_can_aim(g));
    assert_true(ug_game_orb_target_ok(g, 20, 8));
    assert_false(ug_game_orb_target_ok(g, 21, 8));
    set_stack(s, "A");
    assert_false(ug_game_can_aim(g));
    ug_game_free(g);
}

/* Guards against orbs being consumed by use (§10.3) and Fire hitting the bomb under the PC. */
static void rule_3_3_orbs_are_not_consumed_and_fire_hits_under_the_pc(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    /* a Remote Bomb under the PC that goes off later than this test looks */
    UgMonster *b = &g->monsters[ug_cursed_add_monster(g, UG_MON_HP_BOMB, 20, 8, 5)];
    UgId bid = b->id;
    set_stack(s, "SF");
    assert_true(act(g, ug_action_use_at(0, 0, 20, 8)));
    assert_true(stack_is(s, "SF"));
    const UgMonster *after = ug_game_monster_by_id(g, bid);
    assert_true(after == NULL || after->hp == 2);
    ug_game_free(g);
}

/* Guards against the Ice rule losing the wrong entries (§3.3's manual example). */
static void rule_3_3_ice_becomes_two_armor_and_overflow_pops(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "SFFFIL");
    s->curses = 1;
    assert_true(act(g, ug_action_use_at(0, 0, 20, 8)));
    assert_true(stack_is(s, "SFFFAA"));
    ug_game_free(g);
    g = arena();
    s = ug_cursed_state(g);
    set_stack(s, "SAAI");
    assert_true(act(g, ug_action_use_at(0, 0, 20, 8)));
    assert_true(stack_is(s, "SAAAA"));
    ug_game_free(g);
}

/* Guards against Slime teleporting onto NPCs or costing other than 1. */
static void rule_3_3_slime_teleports(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "S");
    double t = clock_of(g);
    assert_true(act(g, ug_action_use_at(0, 0, 22, 10)));
    assert_int_equal(g->player.x, 22);
    assert_int_equal(g->player.y, 10);
    assert_true(clock_of(g) == t + 1);
    ug_game_free(g);
}

/* --- §3.4 contextual Space --------------------------------------------------------------- */

/* Guards against the wrong Space order and pick-up into cursed slots. */
static void rule_3_4_space_order_and_cursed_pickup(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    g->items[g->item_count++] = (UgItem){UG_ITEM_ORB_ICE, 20, 8, 0, 999};
    set_stack(s, "SAAFL");
    s->curses = 1; /* 5 >= 6 - 1: refused */
    assert_false(act(g, ug_action_simple(UG_ACT_PICKUP)));
    s->curses = 0;
    assert_true(act(g, ug_action_simple(UG_ACT_PICKUP)));
    assert_true(stack_is(s, "SAAFLI"));
    assert_int_equal(g->item_count, 0);
    /* the stairs come first, and summon the boss */
    g->player.x = 52, g->player.y = 16;
    g->items[g->item_count++] = (UgItem){UG_ITEM_ORB_FIRE, 52, 16, 0, 998};
    s->curses = 3;
    assert_true(act(g, ug_action_simple(UG_ACT_PICKUP)));
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_ACTIVE);
    assert_int_equal(ug_game_pending(g), UG_PENDING_BOSS_INTRO);
    assert_int_equal(s->curses, 2); /* the summon removes one of three */
    const UgMonster *boss = &g->monsters[g->monster_count - 1];
    assert_int_equal(boss->kind, UG_MON_GARGOYLE);
    assert_int_equal(abs(boss->x - 52) > abs(boss->y - 16) ? abs(boss->x - 52) : abs(boss->y - 16),
                     3);
    double t = clock_of(g);
    assert_false(act(g, ug_action_wait())); /* only Space closes the scene */
    assert_true(act(g, ug_action_simple(UG_ACT_PICKUP)));
    assert_true(clock_of(g) > t);
    assert_int_equal(ug_game_pending(g), UG_PENDING_NONE);
    ug_game_free(g);
}

/* --- §3.5 fast move ---------------------------------------------------------------------- */

/* Guards against runs longer than 5, runs with an NPC in view, and refused runs costing time. */
static void rule_3_5_fast_move_five_steps_stops_for_npcs(void **state) {
    (void)state;
    UgGame *g = arena();
    assert_true(act(g, ug_action_run(1, 0)));
    assert_int_equal(g->player.x, 25);
    add(g, UG_MON_RAT, 29, 8);
    double t = clock_of(g);
    assert_false(act(g, ug_action_run(1, 0)));
    assert_true(clock_of(g) == t);
    assert_int_equal(g->player.x, 25);
    ug_game_free(g);
    g = arena();
    add(g, UG_MON_RAT, 28, 8); /* comes into view after 3 steps */
    ug_rot_scheduler_remove(&ug_cursed_state(g)->sched, (int)g->monsters[0].id);
    assert_true(act(g, ug_action_run(1, 0)));
    assert_int_equal(g->player.x, 23);
    ug_game_free(g);
}

/* Guards against a Shift move into a wall at a level's first turn being undone (seed 1000000000,
 * level 1: the original's clock reads 1 after Shift+h z, not 6): the blocked run spends no time
 * but empties the fast-move counter that would have made the PC stand still for 5 turns
 * (§11.5). It is carried out, so the window records it and a replay ends where the game did; a
 * blocked run once the counter is empty is refused and changes nothing. */
static void rule_11_5_a_blocked_first_fast_move_ends_the_standing_still_run(void **state) {
    (void)state;
    UgGame *g = new_cursed("1000000000");
    UgRecord rec;
    ug_record_init(&rec, UG_MODE_CURSED, "1000000000");
    double t = clock_of(g);
    assert_true(act(g, ug_action_run(-1, 0))); /* a wall to the west */
    assert_int_equal(ug_record_push(&rec, ug_action_run(-1, 0)), UG_OK);
    assert_true(clock_of(g) == t);
    assert_int_equal(ug_cursed_state(g)->fast_step, 0);
    uint64_t hash = ug_game_hash(g);
    assert_false(act(g, ug_action_run(-1, 0))); /* now a refusal */
    assert_true(ug_game_hash(g) == hash);
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(ug_record_push(&rec, ug_action_wait()), UG_OK);
    assert_true(clock_of(g) == 1); /* 6 had the run been undone */
    UgGame *replayed = NULL;
    assert_int_equal(ug_record_replay(&rec, &replayed), UG_OK);
    assert_true(ug_game_hash(replayed) == ug_game_hash(g));
    ug_game_free(replayed);
    ug_record_free(&rec);
    ug_game_free(g);
}

/* --- §3.7 curses, §3.8 drops ------------------------------------------------------------- */

/* Guards against the kill's curse removal coming after a dying wisp's curse (§3.7). */
static void rule_3_7_kill_removes_a_curse_before_the_wisp_curses(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    add(g, UG_MON_WISP, 21, 8);
    s->curses = 1;
    assert_true(act(g, ug_action_move(1, 0)));
    assert_int_equal(s->curses, 1); /* 1 - 1 + 1 */
    ug_game_free(g);
    g = arena();
    s = ug_cursed_state(g);
    add(g, UG_MON_TWINWISP, 21, 8);
    s->curses = 2;
    assert_true(act(g, ug_action_move(1, 0)));
    assert_int_equal(s->curses, 3); /* 2 - 1 + 2 */
    ug_game_free(g);
}

/* Guards against the Cultist hurting instead of cursing (+2, capped at 3). */
static void rule_3_7_cultist_curses_by_two(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    add(g, UG_MON_CULTIST, 22, 8);
    set_stack(s, "SAAFL");
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(s->curses, 2);
    assert_int_equal(s->stack_len, 5);
    ug_game_free(g);
}

/* The percentage the next kill will draw, from a copy of the stream. */
static int next_percentage(const UgGame *g) {
    UgRotRng copy = ug_cursed_state(g)->rng;
    return ug_rot_rng_percentage(&copy);
}

/* Guards against wrong drop rates per kill method (§3.8) and a draw on the stairs. */
static void rule_3_8_drop_rates_by_kill_method(void **state) {
    (void)state;
    struct {
        const char *stack;
        bool orb;
        int rate;
    } cases[] = {
        {"L", false, 20}, {"A", false, 60}, {"N", false, 100}, {"F", true, 100}, {"L", true, 60}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (uint32_t seed = 1; seed < 40; seed++) {
            UgGame *g = arena();
            CursedState *s = ug_cursed_state(g);
            ug_rot_rng_seed(&s->rng, seed);
            set_stack(s, cases[c].stack);
            add(g, UG_MON_RAT, 21, 8);
            int p = next_percentage(g);
            if (cases[c].orb)
                assert_true(act(g, ug_action_use_at(0, 0, 21, 8)));
            else
                assert_true(act(g, ug_action_move(1, 0)));
            assert_int_equal(g->item_count, p <= cases[c].rate ? 1 : 0);
            if (g->item_count) assert_int_equal(g->items[0].kind, UG_ITEM_ORB_SLIME);
            ug_game_free(g);
        }
    /* on the stairs: nothing drops and nothing is drawn */
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "F");
    add(g, UG_MON_RAT, 52, 16);
    g->player.x = 51, g->player.y = 16;
    UgRotRng before = s->rng;
    assert_true(act(g, ug_action_move(1, 0)));
    assert_int_equal(g->item_count, 0);
    assert_true(memcmp(&before, &s->rng, sizeof before) == 0);
    ug_game_free(g);
}

/* Guards against a drop adding a second orb on a cell (it replaces). */
static void rule_3_8_drop_replaces_the_orb_there(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "F");
    g->items[g->item_count++] = (UgItem){UG_ITEM_ORB_LUMP, 21, 8, 0, 997};
    g->items[g->item_count++] = (UgItem){UG_ITEM_ORB_ICE, 30, 8, 0, 996};
    add(g, UG_MON_DOG, 21, 8)->hp = 1;
    assert_true(act(g, ug_action_use_at(0, 0, 21, 8)));
    assert_int_equal(g->item_count, 2);
    assert_int_equal(g->items[0].kind, UG_ITEM_ORB_ICE);
    assert_int_equal(g->items[1].kind, UG_ITEM_ORB_FIRE);
    ug_game_free(g);
}

/* --- §2.2 speeds, §7 AI ------------------------------------------------------------------ */

/* Guards against wrong move durations: the enemy's next turn is `move` after its step. */
static void rule_2_2_move_durations(void **state) {
    (void)state;
    struct {
        UgMonsterKind kind;
        double move;
    } cases[] = {{UG_MON_RAT, 1},      {UG_MON_RAVEN, 0.5},  {UG_MON_WISP, 0.6},
                 {UG_MON_ZOMBIE, 1.5}, {UG_MON_RATMAN, 1.2}, {UG_MON_DOG, 1}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        UgGame *g = arena();
        CursedState *s = ug_cursed_state(g);
        UgMonster *m = add(g, cases[c].kind, 24, 8);
        UgId id = m->id;
        if (cases[c].kind == UG_MON_RAVEN) add(g, UG_MON_RAT, 26, 8); /* an ally: it approaches */
        assert_true(act(g, ug_action_wait()));
        /* the enemy acted at clock 2 just before the PC (it was queued first): its next turn is
         * `move` after that */
        double t;
        assert_int_equal(ug_rot_scheduler_time_of(&s->sched, (int)id, &t), 0);
        assert_true(t == cases[c].move);
        ug_game_free(g);
    }
}

/* Guards against a lone cautious enemy closing in (§7.1, §10.1). */
static void rule_7_1_lone_archer_keeps_distance(void **state) {
    (void)state;
    UgGame *g = arena();
    UgMonster *a = add(g, UG_MON_ARCHER, 24, 12); /* dist 4, not in a line */
    UgId id = a->id;
    assert_true(act(g, ug_action_wait()));
    const UgMonster *m = ug_game_monster_by_id(g, id);
    int d = abs(m->x - 20) > abs(m->y - 8) ? abs(m->x - 20) : abs(m->y - 8);
    assert_int_equal(d, 4);
    ug_game_free(g);
}

/* Guards against the step chooser drawing other than exactly once. */
static void rule_7_2_one_draw_per_step(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    add(g, UG_MON_RAT, 24, 8);
    UgRotRng copy = s->rng;
    assert_true(act(g, ug_action_wait()));
    ug_rot_rng_uniform(&copy);
    assert_true(memcmp(&copy, &s->rng, sizeof copy) == 0);
    ug_game_free(g);
}

/* Guards against the Archer's reach: dist <= 2 any direction, or 3 in a line (§4.1). */
static void rule_4_1_archer_reach(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "SAAFL");
    add(g, UG_MON_ARCHER, 23, 8);
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(s->stack_len, 3); /* 2 damage */
    ug_game_free(g);
}

/* --- §4 bosses, §5 bombs ----------------------------------------------------------------- */

/* Guards against the breath's damage rule (2 in a line, 1 diagonal). */
static void rule_4_3_gargoyle_breath(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "SAAFL");
    add(g, UG_MON_GARGOYLE, 21, 8);
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(s->stack_len, 3);
    ug_game_free(g);
    g = arena();
    s = ug_cursed_state(g);
    set_stack(s, "SAAFL");
    add(g, UG_MON_GARGOYLE, 21, 9);
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(s->stack_len, 4);
    ug_game_free(g);
}

/* Guards against the tail rule and its achievement (§4.3, §10.12). */
static void rule_4_3_fire_chops_the_tail_once_per_profile(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "F");
    UgId id = add(g, UG_MON_GARGOYLE, 21, 8)->id;
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_use_at(0, 0, 21, 8), &ev));
    assert_false(ug_game_monster_by_id(g, id)->flags & CURSED_MON_TAIL);
    assert_true(ug_game_achievements(g) & 1u << UG_ACH_BOSS1_SPECIAL);
    assert_int_equal(count_msgs(&ev, UG_MSG_CURSED_TAIL), 1);
    ug_game_free(g);
    g = arena();
    s = ug_cursed_state(g);
    ug_game_set_achievements(g, 1u << UG_ACH_BOSS1_SPECIAL);
    set_stack(s, "F");
    id = add(g, UG_MON_GARGOYLE, 21, 8)->id;
    assert_true(act(g, ug_action_use_at(0, 0, 21, 8)));
    assert_true(ug_game_monster_by_id(g, id)->flags & CURSED_MON_TAIL);
    ug_game_free(g);
}

/* Guards against the summon threshold (HP < 3) and the Juvenile's placement (one draw). */
static void rule_4_3_gargoyle_summons_below_three(void **state) {
    (void)state;
    UgGame *g = arena();
    UgMonster *m = add(g, UG_MON_GARGOYLE, 23, 8);
    m->hp = 2;
    assert_true(act(g, ug_action_wait()));
    int juveniles = 0;
    for (int i = 0; i < g->monster_count; i++)
        juveniles += g->monsters[i].kind == UG_MON_JUVENILE_GARGOYLE;
    assert_int_equal(juveniles, 1);
    ug_game_free(g);
}

/* Guards against the pull's geometry and damage (§4.4). */
static void rule_4_4_butcher_pulls(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    s->mini_boss = 2;
    set_stack(s, "SAAFL");
    add(g, UG_MON_BUTCHER, 22, 9); /* dx 2, dy 1: pullable */
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(g->player.x, 21); /* one step of sign(dx), sign(dy) from him */
    assert_int_equal(g->player.y, 8);
    assert_int_equal(s->stack_len, 4);
    ug_game_free(g);
}

/* Guards against the Ghoul's punch duration (0.4: up to 3 per PC turn). */
static void rule_4_4_ghoul_punches_three_times(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    set_stack(s, "SAAFLF");
    add(g, UG_MON_GHOUL, 21, 8);
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(s->stack_len, 5); /* a punch at 2, just before the PC's turn at 2 */
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(s->stack_len, 3); /* punches at 2.4 and 2.8, then the PC at 3 */
    ug_game_free(g);
}

/* Guards against the bomb-setting slip: <= 4 free cells give only the PC's bomb (§5). */
static void rule_5_few_free_cells_give_one_bomb(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    /* a corridor: only (19,8) and (21,8) are free around the PC */
    for (int x = 18; x <= 24; x++) g->tiles[7][x] = g->tiles[9][x] = UG_TILE_ROCK;
    ug_cursed_refresh_map(g);
    add(g, UG_MON_GHOUL, 23, 8);
    UgRotRng copy = s->rng;
    assert_true(act(g, ug_action_wait()));
    int bombs = 0;
    for (int i = 0; i < g->monster_count; i++) bombs += g->monsters[i].kind == UG_MON_TIME_BOMB;
    /* the bomb went off at the PC's turn: frozen, removed */
    (void)copy;
    assert_true(bombs == 0 || bombs == 1);
    ug_game_free(g);
    g = arena();
    s = ug_cursed_state(g);
    add(g, UG_MON_GHOUL, 23, 8);
    copy = s->rng;
    assert_true(act(g, ug_action_wait()));
    bombs = 0;
    for (int i = 0; i < g->monster_count; i++) bombs += g->monsters[i].kind == UG_MON_TIME_BOMB;
    assert_int_equal(bombs, 4);
    /* three neighbour picks: three draws */
    for (int k = 0; k < 3; k++) ug_rot_rng_uniform(&copy);
    assert_true(memcmp(&copy, &s->rng, sizeof copy) == 0);
    ug_game_free(g);
}

/* Guards against the Time Bomb freeze (the PC's next turn is skipped) and the Remote Bomb's
 * double resume (a survived hit skips the next input turn too). */
static void rule_5_bombs_freeze_and_hurt(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    ug_cursed_add_monster(g, UG_MON_TIME_BOMB, 20, 8, 1);
    assert_true(act(g, ug_action_wait())); /* clock 2: the bomb freezes, the PC's turn at 2 */
    assert_true(clock_of(g) == 3);         /* ... is skipped */
    ug_game_free(g);
    g = arena();
    s = ug_cursed_state(g);
    set_stack(s, "SAAFL");
    ug_cursed_add_monster(g, UG_MON_HP_BOMB, 20, 8, 1);
    assert_true(act(g, ug_action_wait()));
    assert_int_equal(s->stack_len, 3);
    assert_true(clock_of(g) == 3);
    ug_game_free(g);
}

/* Guards against Giovanni's revival rule (§4.6): only an armor bump kills him for real; any
 * other killing blow moves the PC to the stairs, puts him 3 cells from them with HP + 1,
 * removes no curse and drops nothing. */
static void rule_4_6_giovanni_revives_unless_armor_bumped(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    s->level = 3;
    s->boss = UG_BOSS_ACTIVE;
    s->curses = 1;
    set_stack(s, "L");
    UgMonster *m = &g->monsters[ug_cursed_add_monster(g, UG_MON_GIOVANNI, 21, 8, 9)];
    UgId id = m->id;
    m->hp = 1;
    assert_true(act(g, ug_action_use_at(0, 0, 21, 8)));
    m = (UgMonster *)ug_game_monster_by_id(g, id);
    assert_non_null(m);
    assert_int_equal(m->hp, 1); /* 1 - 1 + 1 */
    assert_int_equal(g->player.x, 52);
    assert_int_equal(g->player.y, 16);
    int d = abs(m->x - 52) > abs(m->y - 16) ? abs(m->x - 52) : abs(m->y - 16);
    assert_int_equal(d, 3);
    assert_int_equal(s->curses, 1);
    assert_int_equal(g->item_count, 4); /* no Ice orb lay anywhere: one of each was added */
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_ACTIVE);
    /* an armor bump kills him */
    set_stack(s, "A");
    m->hp = 1;
    m->flags &= (uint16_t)~CURSED_MON_REVIVED;
    g->player.x = (int16_t)(m->x - 1), g->player.y = m->y;
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_move(1, 0), &ev));
    assert_null(ug_game_monster_by_id(g, id));
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_WIN);
    assert_int_equal(s->curses, 0);
    assert_int_equal(count_msgs(&ev, UG_MSG_CURSED_USE_STAIRS), 1);
    assert_true(ug_game_achievements(g) & 1u << UG_ACH_BOSS4_NORMAL);
    ug_game_free(g);
}

/* Guards against the Gargoyle fight ending before the Juvenile is dead too (§4.3). */
static void rule_4_3_fight_ends_when_no_gargoyle_remains(void **state) {
    (void)state;
    UgGame *g = arena();
    CursedState *s = ug_cursed_state(g);
    s->boss = UG_BOSS_ACTIVE;
    set_stack(s, "L");
    ug_cursed_add_monster(g, UG_MON_GARGOYLE, 21, 8, 9);
    ug_cursed_add_monster(g, UG_MON_JUVENILE_GARGOYLE, 30, 8, 9);
    g->monsters[0].hp = 1;
    assert_true(act(g, ug_action_use_at(0, 0, 21, 8)));
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_ACTIVE);
    assert_int_equal(g->item_count, 1); /* bosses drop a Lump, 100 % */
    assert_int_equal(g->items[0].kind, UG_ITEM_ORB_LUMP);
    g->monsters[0].hp = 1;
    g->monsters[0].x = 22;
    g->monsters[0].y = 9;
    assert_true(act(g, ug_action_use_at(0, 0, 22, 9)));
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_WIN);
    assert_true(ug_game_achievements(g) & 1u << UG_ACH_BOSS1_NORMAL);
    ug_game_free(g);
}

/* --- §1.6 carry-over, §9 seeds, dumps ---------------------------------------------------- */

/* Guards against the carry-over order (Lump, Fire, Ice, Slime; first 4). */
static void rule_1_6_carry_over_order(void **state) {
    (void)state;
    UgGame *g = arena();
    const int kinds[] = {UG_ITEM_ORB_SLIME, UG_ITEM_ORB_FIRE, UG_ITEM_ORB_ICE,
                         UG_ITEM_ORB_LUMP,  UG_ITEM_ORB_LUMP, UG_ITEM_ORB_FIRE};
    for (int i = 0; i < 6; i++)
        g->items[g->item_count++] =
            (UgItem){(int16_t)kinds[i], 2, (int16_t)(i + 1), 0, (UgId)(900 + i)};
    UgCursedOrbKind out[UG_CURSED_MAX_CARRIED];
    assert_int_equal(ug_cursed_carry_orbs(g, out), 4);
    assert_int_equal(out[0], UG_CURSED_ORB_LUMP);
    assert_int_equal(out[1], UG_CURSED_ORB_LUMP);
    assert_int_equal(out[2], UG_CURSED_ORB_FIRE);
    assert_int_equal(out[3], UG_CURSED_ORB_FIRE);
    ug_game_free(g);
}

static void dump_of(const UgGame *g, char *buf, size_t n) {
    size_t len = ug_game_dump(g, buf, n);
    assert_true(len < n);
}

/* Guards against the dump's format and the level seeding (§9) for every start level. */
static void rule_9_dump_matches_the_original_levels(void **state) {
    (void)state;
    const char *seeds[] = {"1000000000", "9999999999", "1234567890"};
    for (int i = 0; i < 3; i++)
        for (int level = 1; level <= 3; level++) {
            UgGameParams params = {UG_MODE_CURSED, seeds[i]};
            UgGame *g = NULL;
            if (level == 1)
                assert_int_equal(ug_game_new(&params, &g), UG_OK);
            else
                assert_int_equal(ug_game_new_on_floor(&params, level, 0, 0, &g), UG_OK);
            char rel[64], got[4096];
            snprintf(rel, sizeof rel, "levels/%s-%d.json", seeds[i], level);
            char *want = cf_read_file(rel);
            assert_non_null(want);
            dump_of(g, got, sizeof got);
            assert_string_equal(got, want);
            free(want);
            ug_game_free(g);
        }
}

/* Guards against the seed forms and the mod-2^32 reduction (§8.4, §11.2). */
static void rule_8_4_seed_forms(void **state) {
    (void)state;
    UgGame *g = new_cursed("12345-67890");
    assert_string_equal(ug_game_seed(g), "1234567890");
    ug_game_free(g);
    UgGameParams bad[] = {{UG_MODE_CURSED, "999999999"},
                          {UG_MODE_CURSED, "12345678901"},
                          {UG_MODE_CURSED, "12a4567890"},
                          {UG_MODE_CURSED, "0123456789"}};
    for (int i = 0; i < 4; i++) {
        UgGame *b = NULL;
        assert_int_equal(ug_game_new(&bad[i], &b), UG_ERR_BAD_SEED);
    }
    UgGame *a = new_cursed("1000000000"), *c = new_cursed("5294967296");
    assert_true(memcmp(a->tiles, c->tiles, sizeof a->tiles) == 0);
    assert_int_equal(a->player.x, c->player.x);
    ug_game_free(a);
    ug_game_free(c);
}

/* Guards against the level transition: won level 1, Space on the stairs, then the next level
 * built from the same seed as §9 says, with the stack kept and the per-level state reset. */
static void rule_1_6_next_level_is_reseeded_and_keeps_the_stack(void **state) {
    (void)state;
    UgGame *g = new_cursed("1000000000");
    CursedState *s = ug_cursed_state(g);
    s->boss = UG_BOSS_WIN;
    g->player.x = (int16_t)s->stairs_x, g->player.y = (int16_t)s->stairs_y;
    set_stack(s, "SAAFLI");
    s->curses = 2;
    g->item_count = 0;
    assert_true(act(g, ug_action_simple(UG_ACT_PICKUP)));
    assert_int_equal(ug_game_pending(g), UG_PENDING_LEVEL_DONE);
    assert_true(ug_game_achievements(g) & 1u << UG_ACH_NO_EXAMINE);
    assert_true(act(g, ug_action_simple(UG_ACT_DESCEND)));
    assert_int_equal(ug_game_floor(g), 2);
    assert_int_equal(s->curses, 0);
    assert_true(stack_is(s, "SAAFLI"));
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_INACTIVE);
    assert_true(ug_game_clock(g) == 0);
    /* the map is level 2 of the seed (the stack does not change generation) */
    char got[4096];
    dump_of(g, got, sizeof got);
    char *want = cf_read_file("levels/1000000000-2.json");
    assert_string_equal(got, want);
    free(want);
    ug_game_free(g);
}

/* Guards against an ending that leaves the game "playing": level 3 won and left is a won game
 * (UG_STATUS_WON, the player alive), the ending stays pending and nothing more is carried out. */
static void rule_1_6_the_ending_is_a_won_game(void **state) {
    (void)state;
    UgGame *g = new_cursed("1000000000");
    CursedState *s = ug_cursed_state(g);
    s->level = 3;
    s->boss = UG_BOSS_WIN;
    g->player.x = (int16_t)s->stairs_x, g->player.y = (int16_t)s->stairs_y;
    g->item_count = 0;
    assert_int_equal(ug_game_status(g), UG_STATUS_PLAYING);
    assert_true(act(g, ug_action_simple(UG_ACT_PICKUP)));
    assert_int_equal(ug_game_pending(g), UG_PENDING_ENDING);
    assert_int_equal(ug_game_status(g), UG_STATUS_WON);
    assert_true(ug_game_player(g)->hp > 0);
    uint64_t hash = ug_game_hash(g);
    assert_false(act(g, ug_action_simple(UG_ACT_PICKUP)));
    assert_false(act(g, ug_action_wait()));
    assert_false(act(g, ug_action_wizard(UG_WIZ_ADD_ORB, UG_ORB_FIRE)));
    assert_true(ug_game_hash(g) == hash);
    ug_game_free(g);
}

/* Guards against the examine flag spoiling noExamine (§6). */
static void rule_6_examine_spoils_no_examine(void **state) {
    (void)state;
    UgGame *g = new_cursed("1000000000");
    CursedState *s = ug_cursed_state(g);
    /* the first look changes the state (so it is carried out and recorded); a second does not */
    assert_true(act(g, ug_action_simple(UG_ACT_EXAMINE)));
    uint64_t looked = ug_game_hash(g);
    assert_false(act(g, ug_action_simple(UG_ACT_EXAMINE)));
    assert_true(ug_game_hash(g) == looked);
    s->boss = UG_BOSS_WIN;
    g->player.x = (int16_t)s->stairs_x, g->player.y = (int16_t)s->stairs_y;
    assert_true(act(g, ug_action_simple(UG_ACT_PICKUP)));
    assert_false(ug_game_achievements(g) & 1u << UG_ACH_NO_EXAMINE);
    ug_game_free(g);
}

/* Guards against the clone being other than a full copy (hash equality). */
static void rule_state_clone_and_hash(void **state) {
    (void)state;
    UgGame *g = new_cursed("1234567890");
    act(g, ug_action_wait());
    UgGame *c = ug_game_clone(g);
    assert_true(ug_game_hash(c) == ug_game_hash(g));
    act(c, ug_action_move(1, 0));
    assert_true(ug_game_hash(c) != ug_game_hash(g));
    ug_game_free(c);
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rule_3_1_damage_is_lifo_and_death_only_beyond_hp),
        cmocka_unit_test(rule_3_1_usable_top_skips_cursed_slots),
        cmocka_unit_test(rule_3_2_moves_are_orthogonal_and_walls_cost_nothing),
        cmocka_unit_test(rule_2_1_first_action_is_free_then_the_pc_stands_still),
        cmocka_unit_test(rule_3_2_pc_walks_onto_bombs_and_bumps_others),
        cmocka_unit_test(rule_3_3_orb_ranges_are_chebyshev_squares),
        cmocka_unit_test(rule_3_3_orbs_are_not_consumed_and_fire_hits_under_the_pc),
        cmocka_unit_test(rule_3_3_ice_becomes_two_armor_and_overflow_pops),
        cmocka_unit_test(rule_3_3_slime_teleports),
        cmocka_unit_test(rule_3_4_space_order_and_cursed_pickup),
        cmocka_unit_test(rule_3_5_fast_move_five_steps_stops_for_npcs),
        cmocka_unit_test(rule_11_5_a_blocked_first_fast_move_ends_the_standing_still_run),
        cmocka_unit_test(rule_3_7_kill_removes_a_curse_before_the_wisp_curses),
        cmocka_unit_test(rule_3_7_cultist_curses_by_two),
        cmocka_unit_test(rule_3_8_drop_rates_by_kill_method),
        cmocka_unit_test(rule_3_8_drop_replaces_the_orb_there),
        cmocka_unit_test(rule_2_2_move_durations),
        cmocka_unit_test(rule_7_1_lone_archer_keeps_distance),
        cmocka_unit_test(rule_7_2_one_draw_per_step),
        cmocka_unit_test(rule_4_1_archer_reach),
        cmocka_unit_test(rule_4_3_gargoyle_breath),
        cmocka_unit_test(rule_4_3_fire_chops_the_tail_once_per_profile),
        cmocka_unit_test(rule_4_3_gargoyle_summons_below_three),
        cmocka_unit_test(rule_4_4_butcher_pulls),
        cmocka_unit_test(rule_4_4_ghoul_punches_three_times),
        cmocka_unit_test(rule_4_6_giovanni_revives_unless_armor_bumped),
        cmocka_unit_test(rule_4_3_fight_ends_when_no_gargoyle_remains),
        cmocka_unit_test(rule_5_few_free_cells_give_one_bomb),
        cmocka_unit_test(rule_5_bombs_freeze_and_hurt),
        cmocka_unit_test(rule_1_6_carry_over_order),
        cmocka_unit_test(rule_9_dump_matches_the_original_levels),
        cmocka_unit_test(rule_8_4_seed_forms),
        cmocka_unit_test(rule_1_6_next_level_is_reseeded_and_keeps_the_stack),
        cmocka_unit_test(rule_1_6_the_ending_is_a_won_game),
        cmocka_unit_test(rule_6_examine_spoils_no_examine),
        cmocka_unit_test(rule_state_clone_and_hash),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
