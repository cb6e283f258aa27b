/* Watching a fast move step by step (ug_game_watch_steps): the watcher sees the player one tile
 * further at each step, in sight of its own tile, and watching changes nothing the game does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "undergrid/game.h"

enum { KEPT_MAX = 8 };
typedef struct Watch {
    int count;
    int x[KEPT_MAX], y[KEPT_MAX];
    bool own_tile_seen[KEPT_MAX];
    bool copy_unwatched; /* a copy has no watcher of its own */
} Watch;

static void watch(void *ctx, const UgGame *step) {
    Watch *w = ctx;
    if (w->count >= KEPT_MAX) return;
    const UgPlayer *p = ug_game_player(step);
    w->x[w->count] = p->x;
    w->y[w->count] = p->y;
    w->own_tile_seen[w->count] =
        ug_game_visible(step, p->x, p->y) && ug_game_seen(step, p->x, p->y);
    w->count++;
}

static void a_fast_move_is_seen_step_by_step_and_changes_nothing(void **state) {
    (void)state;
    static const int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int found = 0;
    char seed[16];
    for (int i = 0; i < 60 && found < 3; i++) {
        snprintf(seed, sizeof seed, "%d", 1000000000 + 7919 * i);
        for (int d = 0; d < 4; d++) {
            UgGameParams p = {UG_MODE_CURSED, seed};
            UgGame *watched = NULL, *plain = NULL;
            assert_int_equal(ug_game_new(&p, &watched), UG_OK);
            /* the level's intro scene first, as the window shows it */
            while (ug_game_pending(watched) != UG_PENDING_NONE)
                ug_game_act(watched, ug_action_simple(UG_ACT_PICKUP), NULL);
            plain = ug_game_clone(watched);
            assert_non_null(plain);
            int x0 = ug_game_player(watched)->x, y0 = ug_game_player(watched)->y;
            Watch w = {0};
            ug_game_watch_steps(watched, watch, &w);
            UgAction run = ug_action_run(dirs[d][0], dirs[d][1]);
            bool a = ug_game_act(watched, run, NULL);
            ug_game_watch_steps(watched, NULL, NULL);
            bool b = ug_game_act(plain, run, NULL);
            assert_int_equal(a, b);
            assert_int_equal(ug_game_hash(watched), ug_game_hash(plain));
            int x1 = ug_game_player(watched)->x, y1 = ug_game_player(watched)->y;
            int steps = abs(x1 - x0) + abs(y1 - y0);
            if (steps < 2) {
                assert_true(w.count <= 1);
            } else {
                found++;
                /* every step but the last is seen (and the last too when something stopped it
                 * before the fifth: the rules look once more, and stop) */
                assert_true(w.count == steps - 1 || w.count == steps);
                for (int k = 0; k < w.count && k < steps; k++) {
                    assert_int_equal(w.x[k], x0 + (k + 1) * dirs[d][0]);
                    assert_int_equal(w.y[k], y0 + (k + 1) * dirs[d][1]);
                    assert_true(w.own_tile_seen[k]);
                }
            }
            ug_game_free(watched);
            ug_game_free(plain);
        }
    }
    assert_true(found >= 3); /* the seeds above give fast moves of several steps */
}

static void a_copy_is_nobodys_to_watch(void **state) {
    (void)state;
    UgGameParams p = {UG_MODE_CURSED, "1000000000"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    Watch w = {0};
    ug_game_watch_steps(g, watch, &w);
    UgGame *copy = ug_game_clone(g);
    while (ug_game_pending(copy) != UG_PENDING_NONE)
        ug_game_act(copy, ug_action_simple(UG_ACT_PICKUP), NULL);
    for (int d = 0; d < 4; d++)
        ug_game_act(copy, ug_action_run(d < 2 ? 1 - 2 * d : 0, d < 2 ? 0 : 5 - 2 * d), NULL);
    assert_int_equal(w.count, 0); /* the copy's steps reach nobody */
    ug_game_free(copy);
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_fast_move_is_seen_step_by_step_and_changes_nothing),
        cmocka_unit_test(a_copy_is_nobodys_to_watch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
