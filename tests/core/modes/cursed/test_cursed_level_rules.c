/* The cursed level generator's rules (CURSED.md §1.3-1.4, §4.2) checked over 10,000 seeds on
 * each of the three levels. The byte-for-byte fixtures pin a few hundred levels to the
 * original; these guard the rules themselves on many more, so that a change that happens to
 * keep the fixtures but breaks a rule is caught. Each check names the rule it guards. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "modes/cursed/cursed_level.h"
#include "modes/cursed/rot_fov.h"

#define W     UG_CURSED_WIDTH
#define H     UG_CURSED_HEIGHT
#define SEEDS 10000

static uint64_t seed_at(int i) {
    return 1000000000ull + (uint64_t)i * 899999ull; /* 10-digit seeds, as the game makes */
}

static int cheb(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static int is_floor(const UgCursedLevel *lv, int x, int y) {
    return x >= 0 && y >= 0 && x < W && y < H && lv->grid[y][x] == UG_CURSED_FLOOR;
}

static int is_elite(UgCursedKind k) {
    return k == UG_CURSED_ARCHER || k == UG_CURSED_ZOMBIE || k == UG_CURSED_CULTIST;
}

/* The cells of FOV(x, y, r) that lie on the map, as flags. */
static void sight(const UgCursedLevel *lv, int x, int y, int r, uint8_t *flags) {
    uint8_t passes[W * H];
    for (int i = 0; i < W * H; i++) passes[i] = lv->grid[i / W][i % W] == UG_CURSED_FLOOR;
    UgRotFovGrid g = {passes, W, H};
    int xs[(2 * 12 + 1) * (2 * 12 + 1)], ys[(2 * 12 + 1) * (2 * 12 + 1)];
    int n = ug_rot_fov_list(&g, x, y, r, xs, ys, (int)(sizeof xs / sizeof xs[0]));
    memset(flags, 0, W * H);
    for (int i = 0; i < n; i++) {
        if (xs[i] >= 0 && ys[i] >= 0 && xs[i] < W && ys[i] < H) flags[ys[i] * W + xs[i]] = 1;
    }
}

static void check_map(const UgCursedLevel *lv) {
    /* §1.3: the floor share is 55..65 %, i.e. 458..549 floor cells. */
    int floors = 0, first = -1;
    for (int i = 0; i < W * H; i++) {
        if (lv->grid[i / W][i % W] == UG_CURSED_FLOOR) {
            if (first < 0) first = i;
            floors++;
        }
    }
    assert_in_range(floors, 458, 549);
    /* §1.3 / A.2: connect leaves one 4-connected floor region. */
    int16_t queue[W * H];
    uint8_t seen[W * H] = {0};
    int len = 0;
    queue[len++] = (int16_t)first;
    seen[first] = 1;
    for (int head = 0; head < len; head++) {
        int x = queue[head] % W, y = queue[head] / W;
        const int nb[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
        for (int d = 0; d < 4; d++) {
            if (!is_floor(lv, nb[d][0], nb[d][1])) continue;
            int c = nb[d][1] * W + nb[d][0];
            if (!seen[c]) {
                seen[c] = 1;
                queue[len++] = (int16_t)c;
            }
        }
    }
    assert_int_equal(len, floors);
}

static void check_pc(const UgCursedLevel *lv) {
    /* §1.4 verifyPCPosition: floor, x in 5..47, y in 5..11. */
    assert_true(is_floor(lv, lv->pc_x, lv->pc_y));
    assert_in_range(lv->pc_x, 5, 47);
    assert_in_range(lv->pc_y, 5, 11);
}

static void check_roster(const UgCursedLevel *lv) {
    /* §4.2: 25..30 enemies; class sizes from the formula; species per level; elites first. */
    assert_in_range(lv->roster_total, 25, 30);
    int total = lv->roster_total;
    int lump = (total * 2 + 9) / 10; /* ceil(0.2 T) */
    int fire_ice = (total - lump + 1) / 2;
    int slime = total - lump - fire_ice;
    int expected = total + (lv->level == 2);
    assert_int_equal(lv->enemy_count, expected); /* everyone placed (999 tries never run out) */
    static const uint32_t allowed[3][4] = {
        {1u << UG_CURSED_ARCHER | 1u << UG_CURSED_ZOMBIE, 1u << UG_CURSED_DOG,
         1u << UG_CURSED_RAVEN, 1u << UG_CURSED_RAT},
        {1u << UG_CURSED_CULTIST, 1u << UG_CURSED_RATMAN, 1u << UG_CURSED_WISP,
         1u << UG_CURSED_RAT},
        {1u << UG_CURSED_ARCHER | 1u << UG_CURSED_ZOMBIE | 1u << UG_CURSED_CULTIST,
         1u << UG_CURSED_DOG | 1u << UG_CURSED_RATMAN,
         1u << UG_CURSED_RAVEN | 1u << UG_CURSED_TWINWISP, 1u << UG_CURSED_CURSEDRAT},
    };
    /* Fire and Ice counts depend on the share draw; Fire is 40..60 % of Fire+Ice, rounded down. */
    int counts[4] = {0};
    for (int i = 0; i < total; i++) {
        UgCursedKind k = lv->enemies[i].kind;
        int cls = i < lump ? 0 : -1;
        if (cls < 0) {
            for (int c = 1; c < 4; c++) {
                if (allowed[lv->level - 1][c] & (1u << k)) cls = c;
            }
        }
        assert_true(cls >= 0);
        assert_true(allowed[lv->level - 1][cls] & (1u << k));
        counts[cls]++;
        /* §4.1: starting HP by kind. */
        assert_int_equal(lv->enemies[i].hp, ug_cursed_kind_hp(k));
    }
    assert_int_equal(counts[0], lump);
    assert_int_equal(counts[1] + counts[2], fire_ice);
    assert_int_equal(counts[3], slime);
    int f4 = fire_ice * 4 / 10, f5 = fire_ice * 5 / 10, f6 = fire_ice * 6 / 10;
    assert_true(counts[1] == f4 || counts[1] == f5 || counts[1] == f6);
    /* Grunt classes come in order Fire, Ice, Slime. */
    for (int i = lump + 1; i < total; i++) {
        int a = 0, b = 0;
        for (int c = 1; c < 4; c++) {
            if (allowed[lv->level - 1][c] & (1u << lv->enemies[i - 1].kind)) a = c;
            if (allowed[lv->level - 1][c] & (1u << lv->enemies[i].kind)) b = c;
        }
        assert_true(a <= b);
    }
}

static void check_enemies(const UgCursedLevel *lv) {
    uint8_t pc5[W * H], pc12[W * H];
    sight(lv, lv->pc_x, lv->pc_y, 5, pc5);
    sight(lv, lv->pc_x, lv->pc_y, 12, pc12);
    int total = lv->roster_total, in_wide = 0;
    for (int i = 0; i < total; i++) {
        const UgCursedEnemy *e = &lv->enemies[i];
        /* §1.4 verifyEnemyPosition: on floor. */
        assert_true(is_floor(lv, e->x, e->y));
        int d = cheb(e->x, e->y, lv->pc_x, lv->pc_y);
        int seen = pc5[e->y * W + e->x];
        /* Elites never start in the PC's view; grunts only at distance 4..5. */
        if (is_elite(e->kind)) assert_false(seen);
        if (seen) assert_in_range(d, 4, 5);
        /* An enemy enters the PC's view only while at most 2 placed ones stand in FOV(PC, 12). */
        if (seen) assert_true(in_wide <= 2);
        in_wide += pc12[e->y * W + e->x];
        /* No two enemies start on the same cell or adjacent (the Butcher is exempt). */
        for (int j = 0; j < i; j++)
            assert_true(cheb(e->x, e->y, lv->enemies[j].x, lv->enemies[j].y) >= 2);
    }
    if (lv->level == 2) {
        /* §4.4: the Butcher is last, on floor, at distance >= 15 from the PC. */
        const UgCursedEnemy *b = &lv->enemies[total];
        assert_int_equal(b->kind, UG_CURSED_BUTCHER);
        assert_int_equal(b->hp, 3);
        assert_true(is_floor(lv, b->x, b->y));
        assert_true(cheb(b->x, b->y, lv->pc_x, lv->pc_y) >= 15);
    } else {
        for (int i = 0; i < lv->enemy_count; i++)
            assert_int_not_equal(lv->enemies[i].kind, UG_CURSED_BUTCHER);
    }
}

static void check_stairs(const UgCursedLevel *lv) {
    /* §1.4 verifyDownstairsPosition: floor, not the PC's cell, >= 36 floor cells in FOV(., 5). */
    assert_true(is_floor(lv, lv->stairs_x, lv->stairs_y));
    assert_false(lv->stairs_x == lv->pc_x && lv->stairs_y == lv->pc_y);
    uint8_t s5[W * H];
    sight(lv, lv->stairs_x, lv->stairs_y, 5, s5);
    int n = 0;
    for (int i = 0; i < W * H; i++) n += s5[i] && lv->grid[i / W][i % W] == UG_CURSED_FLOOR;
    assert_true(n >= 36);
}

static void check_orbs(const UgCursedLevel *lv, const UgCursedOrbKind *carried, int n_carried) {
    /* §1.4 createOrbs: 3 rounds (level 1) or 2 of fire, ice, slime, lump, then the carried. */
    int rounds = lv->level > 1 ? 2 : 3;
    assert_int_equal(lv->orb_count, rounds * 4 + n_carried);
    for (int i = 0; i < lv->orb_count; i++) {
        const UgCursedOrb *o = &lv->orbs[i];
        UgCursedOrbKind want = i < rounds * 4 ? (UgCursedOrbKind)(i % 4) : carried[i - rounds * 4];
        assert_int_equal(o->kind, want);
        /* verifyOrbPosition: floor, distance > 2 from the PC, not the stairs, one per cell. */
        assert_true(is_floor(lv, o->x, o->y));
        assert_true(cheb(o->x, o->y, lv->pc_x, lv->pc_y) > 2);
        assert_false(o->x == lv->stairs_x && o->y == lv->stairs_y);
        for (int j = 0; j < i; j++) assert_false(o->x == lv->orbs[j].x && o->y == lv->orbs[j].y);
    }
}

static void rules_hold_on_level(int level) {
    static UgCursedLevel lv;
    for (int i = 0; i < SEEDS; i++) {
        assert_int_equal(ug_cursed_level_generate(&lv, seed_at(i), level, NULL, 0),
                         UG_CURSED_GEN_OK);
        assert_int_equal(lv.level, level);
        assert_true(lv.map_attempts >= 1);
        check_map(&lv);
        check_pc(&lv);
        check_roster(&lv);
        check_enemies(&lv);
        check_stairs(&lv);
        check_orbs(&lv, NULL, 0);
    }
}

static void rules_hold_on_level_1(void **state) {
    (void)state;
    rules_hold_on_level(1);
}

static void rules_hold_on_level_2(void **state) {
    (void)state;
    rules_hold_on_level(2);
}

static void rules_hold_on_level_3(void **state) {
    (void)state;
    rules_hold_on_level(3);
}

/* §1.6: carried orbs are created after the regular ones, so they change nothing before them:
 * the map, the actors, the stairs and the first 8 orbs are those of the level without them. */
static void carried_orbs_come_last_and_change_nothing_before(void **state) {
    (void)state;
    static UgCursedLevel plain, with;
    const UgCursedOrbKind carried[4] = {UG_CURSED_ORB_LUMP, UG_CURSED_ORB_LUMP, UG_CURSED_ORB_FIRE,
                                        UG_CURSED_ORB_SLIME};
    for (int i = 0; i < 500; i++) {
        for (int level = 2; level <= 3; level++) {
            int n = 1 + i % 4;
            assert_int_equal(ug_cursed_level_generate(&plain, seed_at(i), level, NULL, 0), 0);
            assert_int_equal(ug_cursed_level_generate(&with, seed_at(i), level, carried, n), 0);
            assert_memory_equal(plain.grid, with.grid, sizeof plain.grid);
            assert_memory_equal(plain.enemies, with.enemies, sizeof plain.enemies);
            assert_int_equal(plain.stairs_x, with.stairs_x);
            assert_int_equal(plain.stairs_y, with.stairs_y);
            assert_memory_equal(plain.orbs, with.orbs, 8 * sizeof plain.orbs[0]);
            check_orbs(&with, carried, n);
        }
    }
}

/* Determinism: the same seed and level give the same level, and the stream after it. */
static void same_seed_same_level(void **state) {
    (void)state;
    static UgCursedLevel a, b;
    for (int level = 1; level <= 3; level++) {
        assert_int_equal(ug_cursed_level_generate(&a, 5555555555u, level, NULL, 0), 0);
        assert_int_equal(ug_cursed_level_generate(&b, 5555555555u, level, NULL, 0), 0);
        assert_memory_equal(&a, &b, sizeof a);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rules_hold_on_level_1),
        cmocka_unit_test(rules_hold_on_level_2),
        cmocka_unit_test(rules_hold_on_level_3),
        cmocka_unit_test(carried_orbs_come_last_and_change_nothing_before),
        cmocka_unit_test(same_seed_same_level),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
