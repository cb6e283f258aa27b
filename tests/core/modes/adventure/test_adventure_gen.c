/* adventure's floor generator against ADVENTURE.md §2's invariants, over many seeds: every floor
 * tile reachable from the arrival, stairs at path distance >= 40, rooms never cut by corridors,
 * 8-14 rooms in the Upper Halls, one vault with a single door in the Deep Grid, caves 40-60 %
 * floor, monsters never within 8 of the arrival nor next to each other, no floor that fails.
 *
 * Seeds: UG_ADV_GEN_SEEDS (default 300, which keeps the sanitizer build fast); the full check is
 * UG_ADV_GEN_SEEDS=10000 ./core_test_adventure_gen (run by hand on a Release build, ~1 min). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/adventure/adventure.h"

static int seed_count(void) {
    const char *e = getenv("UG_ADV_GEN_SEEDS");
    int n = e ? atoi(e) : 300;
    return n > 0 ? n : 300;
}

static int cheb(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static bool ring_cell(const AdvRoom *r, int x, int y) {
    bool in_x = x >= r->x - 1 && x <= r->x + r->w, in_y = y >= r->y - 1 && y <= r->y + r->h;
    bool inner = x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
    return in_x && in_y && !inner;
}

static bool corner(const AdvRoom *r, int x, int y) {
    return (x == r->x - 1 || x == r->x + r->w) && (y == r->y - 1 || y == r->y + r->h);
}

/* A room's interior is whole and its wall is rock but for doorways, none at a corner and no two
 * side by side (a corridor along or through a wall would open a run of them). Returns the number
 * of doorways. */
static int check_room(const AdvFloor *f, const AdvRoom *r, const char *seed) {
    for (int y = r->y; y < r->y + r->h; y++)
        for (int x = r->x; x < r->x + r->w; x++)
            if (!ug_adv_walkable((UgTile)f->tiles[y][x]))
                fail_msg("seed %s depth %d: room at %d,%d has rock inside", seed, f->depth, r->x,
                         r->y);
    /* fail_msg longjmps out: keep the floor on the caller's heap block only */
    int doors = 0;
    for (int y = r->y - 1; y <= r->y + r->h; y++)
        for (int x = r->x - 1; x <= r->x + r->w; x++) {
            if (!ring_cell(r, x, y) || f->tiles[y][x] == UG_TILE_ROCK) continue;
            doors++;
            if (corner(r, x, y))
                fail_msg("seed %s depth %d: doorway at a corner %d,%d", seed, f->depth, x, y);
            static const int d4[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
            for (int d = 0; d < 4; d++) {
                int nx = x + d4[d][0], ny = y + d4[d][1];
                if (ring_cell(r, nx, ny) && f->tiles[ny][nx] != UG_TILE_ROCK)
                    fail_msg("seed %s depth %d: the wall of the room at %d,%d is cut at %d,%d",
                             seed, f->depth, r->x, r->y, x, y);
            }
        }
    return doors;
}

static void check_floor(const AdvFloor *f, const char *seed, int depth, int *worst_attempts) {
    int16_t dist[ADV_H][ADV_W];
    assert_int_equal(f->depth, depth);
    if (f->attempts > *worst_attempts) *worst_attempts = f->attempts;
    if (f->attempts >= 10000) fail_msg("seed %s depth %d failed to generate", seed, depth);
    assert_int_equal(f->tiles[f->arrival_y][f->arrival_x], UG_TILE_ARRIVAL);
    ug_adv_distances(f, f->arrival_x, f->arrival_y, dist);
    int walk = 0;
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) {
            bool border = x == 0 || y == 0 || x == ADV_W - 1 || y == ADV_H - 1;
            if (border && f->tiles[y][x] != UG_TILE_ROCK)
                fail_msg("seed %s depth %d: the border is open at %d,%d", seed, depth, x, y);
            if (!ug_adv_walkable((UgTile)f->tiles[y][x])) continue;
            walk++;
            if (dist[y][x] < 0)
                fail_msg("seed %s depth %d: %d,%d unreachable from the arrival", seed, depth, x, y);
        }
    if (depth < ADV_DEPTHS) {
        assert_int_equal(f->tiles[f->stairs_y][f->stairs_x], UG_TILE_STAIRS);
        if (dist[f->stairs_y][f->stairs_x] < ADV_STAIRS_MIN_DISTANCE)
            fail_msg("seed %s depth %d: stairs at %d", seed, depth, dist[f->stairs_y][f->stairs_x]);
    } else {
        assert_int_equal(f->stairs_x, -1);
    }
    int region = ug_adv_region(depth);
    if (region == 1 && (walk * 100 < 40 * ADV_W * ADV_H || walk * 100 > 60 * ADV_W * ADV_H))
        fail_msg("seed %s depth %d: cave floor share %d/%d", seed, depth, walk, ADV_W * ADV_H);
    if (region == 0 && (f->room_count < 8 || f->room_count > 14))
        fail_msg("seed %s depth %d: %d rooms", seed, depth, f->room_count);
    if (region == 0 || region == 2)
        for (int i = 0; i < f->room_count; i++)
            if (!f->rooms[i].cave) check_room(f, &f->rooms[i], seed);
    if (region == 2) {
        if (f->vault < 0) fail_msg("seed %s depth %d: no vault", seed, depth);
        const AdvRoom *v = &f->rooms[f->vault];
        if (check_room(f, v, seed) != 1)
            fail_msg("seed %s depth %d: the vault has %d doorways", seed, depth,
                     check_room(f, v, seed));
        assert_int_equal(f->tiles[f->vault_door_y][f->vault_door_x], UG_TILE_DOOR_CLOSED);
        int inside = 0, loot = 0;
        for (int i = 0; i < f->monster_count; i++)
            inside += f->monsters[i].x >= v->x && f->monsters[i].x < v->x + v->w &&
                      f->monsters[i].y >= v->y && f->monsters[i].y < v->y + v->h;
        for (int i = 0; i < f->item_count; i++)
            loot += f->items[i].x >= v->x && f->items[i].x < v->x + v->w && f->items[i].y >= v->y &&
                    f->items[i].y < v->y + v->h;
        if (inside != 1 || loot != 2)
            fail_msg("seed %s depth %d: vault holds %d monsters, %d items", seed, depth, inside,
                     loot);
    }
    for (int i = 0; i < f->monster_count; i++) {
        const UgMonster *m = &f->monsters[i];
        if (cheb(m->x, m->y, f->arrival_x, f->arrival_y) <= ADV_MONSTER_CLEAR)
            fail_msg("seed %s depth %d: a monster at %d,%d near the arrival", seed, depth, m->x,
                     m->y);
        if (!ug_adv_walkable((UgTile)f->tiles[m->y][m->x]))
            fail_msg("seed %s depth %d: a monster in rock", seed, depth);
        for (int j = 0; j < i; j++)
            if (cheb(m->x, m->y, f->monsters[j].x, f->monsters[j].y) <= 1)
                fail_msg("seed %s depth %d: monsters side by side at %d,%d", seed, depth, m->x,
                         m->y);
    }
    for (int i = 0; i < f->item_count; i++)
        if (f->tiles[f->items[i].y][f->items[i].x] != UG_TILE_FLOOR)
            fail_msg("seed %s depth %d: an item off the floor", seed, depth);
}

/* Guards against every generator bug the invariants name (see the top). */
static void floors_keep_their_invariants(void **state) {
    (void)state;
    AdvFloor *f = malloc(sizeof *f);
    assert_non_null(f);
    int n = seed_count(), worst = 0;
    char seed[32];
    for (int i = 0; i < n; i++) {
        snprintf(seed, sizeof seed, "inv-%d", i);
        for (int d = 1; d <= ADV_DEPTHS; d++) {
            ug_adv_generate(f, seed, d);
            check_floor(f, seed, d, &worst);
        }
    }
    printf("adventure generator: %d seeds x %d floors, worst %d attempts\n", n, ADV_DEPTHS, worst);
    free(f);
}

/* A floor depends on (seed, depth) alone: built twice, or after other floors, it is the same. */
static void floors_depend_on_seed_and_depth_alone(void **state) {
    (void)state;
    AdvFloor *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    assert_non_null(a);
    assert_non_null(b);
    ug_adv_generate(a, "same", 5);
    ug_adv_generate(b, "other", 2);
    ug_adv_generate(b, "same", 5);
    assert_memory_equal(a->tiles, b->tiles, sizeof a->tiles);
    assert_int_equal(a->monster_count, b->monster_count);
    assert_memory_equal(a->monsters, b->monsters, (size_t)a->monster_count * sizeof a->monsters[0]);
    ug_adv_generate(b, "same", 6);
    assert_true(memcmp(a->tiles, b->tiles, sizeof a->tiles) != 0);
    free(a);
    free(b);
}

/* Monster counts: 6 + (3 x depth) div 2 (fewer only where no spot is left); the Core: Giovanni
 * and six grunts. */
static void monster_counts_follow_the_formula(void **state) {
    (void)state;
    AdvFloor *f = malloc(sizeof *f);
    assert_non_null(f);
    for (int d = 1; d < ADV_DEPTHS; d++) {
        ug_adv_generate(f, "count", d);
        int want = 6 + 3 * d / 2 + (ug_adv_region(d) == 2 ? 1 : 0); /* + the vault's guardian */
        assert_int_equal(f->monster_count, want);
    }
    ug_adv_generate(f, "count", ADV_DEPTHS);
    assert_int_equal(f->monsters[0].kind, UG_MON_GIOVANNI);
    assert_int_equal(f->monster_count, 7);
    free(f);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(floors_keep_their_invariants),
        cmocka_unit_test(floors_depend_on_seed_and_depth_alone),
        cmocka_unit_test(monster_counts_follow_the_formula),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
