/* adventure's alerted monsters walk to the place they last saw the player along ug_path_astar's
 * path (issue 28 made that step come from shared Dijkstra maps kept across actions, and skip the
 * search where the map alone decides it). Guards against any change of the step chosen, ties
 * included, which would change every pinned game: over many random states of real floors (a
 * crowd of monsters, random places, rubble and walls changed between actions, the maps kept
 * from action to action) the step equals the old rule's: ug_path_astar's first step over the
 * floor's grid, or none if there is no path or that tile is taken. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/adventure/adventure.h"
#include "systems/path.h"

static uint64_t rng_state;
static uint32_t rnd(uint32_t n) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33) % n;
}

static bool occupied(const UgGame *g, int x, int y) {
    return (g->player.x == x && g->player.y == y) || ug_game_monster_at(g, x, y) >= 0;
}

/* The rule as it was before issue 28: a full A* on the grid, its first step if free. */
static bool old_step(const UgGame *g, UgPathWorkspace *ws, int i, int tx, int ty, int *x, int *y) {
    static uint8_t cost[ADV_H][ADV_W];
    for (int yy = 0; yy < ADV_H; yy++)
        for (int xx = 0; xx < ADV_W; xx++) {
            UgTile t = ug_game_tile(g, xx, yy);
            cost[yy][xx] = !ug_adv_walkable(t) ? 0 : t == UG_TILE_RUBBLE ? 2 : 1;
        }
    UgPathGrid grid = {ADV_W, ADV_H, &cost[0][0], ADV_W};
    const UgMonster *m = &g->monsters[i];
    UgPathPoint first;
    if (ug_path_astar(ws, &grid, NULL, m->x, m->y, tx, ty, &first, 1, NULL) < 1) return false;
    if (occupied(g, first.x, first.y)) return false;
    *x = first.x, *y = first.y;
    return true;
}

/* Fills the floor with monsters on random floor tiles, up to `count`. */
static void crowd(UgGame *g, int count) {
    AdvState *s = ug_adv_state(g);
    for (int tries = 0; tries < 20000 && g->monster_count < count; tries++) {
        int x = (int)rnd(ADV_W), y = (int)rnd(ADV_H);
        if (!ug_adv_walkable(ug_game_tile(g, x, y)) || occupied(g, x, y)) continue;
        UgMonster m = ug_adv_make_monster(UG_MON_RAT, 1);
        m.x = (int16_t)x, m.y = (int16_t)y;
        m.id = ug_game_new_id(g);
        s->mon[g->monster_count] = (AdvMonsterState){0};
        g->monsters[g->monster_count++] = m;
        assert_int_equal(ug_schedule_add(&s->schedule, (int)m.id, m.speed, 0), UG_OK);
    }
}

static void test_alerted_steps_are_astar_steps(void **state) {
    (void)state;
    rng_state = 2028;
    UgPathWorkspace *ws = ug_path_workspace_new(ADV_W * ADV_H);
    assert_non_null(ws);
    long compared = 0, moved = 0, stayed = 0;
    for (int game = 0; game < 24; game++) {
        char seed[32];
        snprintf(seed, sizeof seed, "paths-%d", game);
        UgGameParams p = {UG_MODE_ADVENTURE, seed};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new_on_floor(&p, 1 + game % 10, 0, 0, &g), UG_OK);
        crowd(g, game % 3 == 0 ? UG_MAX_MONSTERS : 40);
        for (int round = 0; round < 12; round++) {
            /* a few targets shared by many monsters (the maps' reuse), some random ones */
            int targets[4][2];
            for (int k = 0; k < 4; k++) {
                do {
                    targets[k][0] = (int)rnd(ADV_W), targets[k][1] = (int)rnd(ADV_H);
                } while (rnd(8) != 0 &&
                         !ug_adv_walkable(ug_game_tile(g, targets[k][0], targets[k][1])));
            }
            for (int i = 0; i < g->monster_count; i++) {
                int k = (int)rnd(4);
                int tx = targets[k][0], ty = targets[k][1];
                if (g->monsters[i].x == tx && g->monsters[i].y == ty) continue;
                int wx = -1, wy = -1, gx = -1, gy = -1;
                bool want = old_step(g, ws, i, tx, ty, &wx, &wy);
                bool got = ug_adv_path_step(g, i, tx, ty, &gx, &gy);
                assert_int_equal(got, want);
                if (want) {
                    assert_int_equal(gx, wx);
                    assert_int_equal(gy, wy);
                    moved++;
                } else {
                    stayed++;
                }
                compared++;
                /* sometimes the monster takes the step, as in play */
                if (got && rnd(2)) g->monsters[i].x = (int16_t)gx, g->monsters[i].y = (int16_t)gy;
            }
            /* the floor changes now and then: the kept maps must be forgotten */
            if (rnd(3) == 0)
                for (int c = 0; c < 6; c++) {
                    int x = 1 + (int)rnd(ADV_W - 2), y = 1 + (int)rnd(ADV_H - 2);
                    if (ug_game_tile(g, x, y) == UG_TILE_FLOOR && !occupied(g, x, y))
                        g->tiles[y][x] = rnd(2) ? UG_TILE_RUBBLE : UG_TILE_ROCK;
                }
            /* and a real action now and then, with its monster phase */
            if (rnd(2) && ug_game_status(g) == UG_STATUS_PLAYING) {
                UgAction a = {.kind = UG_ACT_WAIT};
                ug_game_act(g, a, NULL);
            }
        }
        /* a copy starts without the scratch and finds the same steps */
        UgGame *copy = ug_game_clone(g);
        assert_non_null(copy);
        for (int i = 0; i < copy->monster_count; i++) {
            int ax = -1, ay = -1, bx = -1, by = -1;
            bool a = ug_adv_path_step(g, i, g->player.x, g->player.y, &ax, &ay);
            bool b = ug_adv_path_step(copy, i, g->player.x, g->player.y, &bx, &by);
            assert_int_equal(a, b);
            assert_true(!a || (ax == bx && ay == by));
        }
        ug_game_free(copy);
        ug_game_free(g);
    }
    printf("compared %ld steps: %ld taken, %ld none\n", compared, moved, stayed);
    assert_true(compared > 15000 && moved > 5000 && stayed > 2000);
    ug_path_workspace_free(ws);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_alerted_steps_are_astar_steps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
