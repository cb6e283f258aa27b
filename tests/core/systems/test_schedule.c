/* The energy scheduler (src/core/systems/schedule.c), ADVENTURE.md §3: fast 50, normal 100, slow
 * 200 ticks an action; ties to the player (id 0), then to monsters in creation order (lower id).
 * Each regression test says which bug it guards against. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "systems/schedule.h"

/* Runs the schedule for `actions` actions, each actor paying its speed; counts actions per id. */
static void run(UgSchedule *s, long actions, long *count, int max_id) {
    for (long i = 0; i < actions; i++) {
        int id = -1;
        assert_int_equal(ug_schedule_next(s, &id), UG_OK);
        assert_true(id >= 0 && id <= max_id);
        count[id]++;
        assert_int_equal(ug_schedule_spend(s, id, ug_schedule_speed(s, id)), UG_OK);
    }
}

/* Guards against speed not being honoured exactly (rounding, energy lost on ties): over whole
 * rounds of 200 ticks, fast acts 4 times, normal 2, slow 1, and the first round's order is the
 * documented one. */
static void test_fast_normal_slow_proportions(void **state) {
    (void)state;
    UgSchedule s;
    ug_schedule_init(&s);
    assert_int_equal(ug_schedule_add(&s, 0, UG_SPEED_NORMAL, 0), UG_OK); /* the player */
    assert_int_equal(ug_schedule_add(&s, 1, UG_SPEED_SLOW, 0), UG_OK);
    assert_int_equal(ug_schedule_add(&s, 2, UG_SPEED_FAST, 0), UG_OK);
    /* ticks 0: 0 1 2; 50: 2; 100: 0 2; 150: 2; 200: 0 1 2 ... */
    const int first[] = {0, 1, 2, 2, 0, 2, 2, 0, 1, 2};
    for (int i = 0; i < 10; i++) {
        int id;
        assert_int_equal(ug_schedule_next(&s, &id), UG_OK);
        assert_int_equal(id, first[i]);
        ug_schedule_spend(&s, id, ug_schedule_speed(&s, id));
    }
    assert_int_equal(s.now, 200);
    long count[3] = {0};
    ug_schedule_init(&s);
    ug_schedule_add(&s, 0, UG_SPEED_NORMAL, 0);
    ug_schedule_add(&s, 1, UG_SPEED_SLOW, 0);
    ug_schedule_add(&s, 2, UG_SPEED_FAST, 0);
    run(&s, 7 * 10000, count, 2); /* 10000 rounds of 200 ticks, 7 actions each */
    assert_int_equal(count[0], 20000);
    assert_int_equal(count[1], 10000);
    assert_int_equal(count[2], 40000);
}

/* Guards against ties going to whoever was added or charged first instead of the fixed order:
 * the player (id 0) first, then lower ids, whatever the order of adding. */
static void test_ties(void **state) {
    (void)state;
    UgSchedule s;
    ug_schedule_init(&s);
    ug_schedule_add(&s, 7, UG_SPEED_NORMAL, 0);
    ug_schedule_add(&s, 3, UG_SPEED_NORMAL, 0);
    ug_schedule_add(&s, 0, UG_SPEED_NORMAL, 0);
    ug_schedule_add(&s, 5, UG_SPEED_NORMAL, 0);
    const int want[] = {0, 3, 5, 7, 0, 3, 5, 7};
    for (int i = 0; i < 8; i++) {
        int id;
        ug_schedule_next(&s, &id);
        assert_int_equal(id, want[i]);
        ug_schedule_spend(&s, id, UG_SPEED_NORMAL);
    }
    /* next without spend returns the same actor again */
    int a, b;
    ug_schedule_next(&s, &a);
    ug_schedule_next(&s, &b);
    assert_int_equal(a, b);
}

/* Guards against a removal in the middle of a round skipping or repeating others (a monster
 * killed by the player before its turn at the same tick). */
static void test_removal_during_round(void **state) {
    (void)state;
    UgSchedule s;
    ug_schedule_init(&s);
    for (int id = 0; id < 5; id++) ug_schedule_add(&s, id, UG_SPEED_NORMAL, 0);
    int id;
    ug_schedule_next(&s, &id);
    assert_int_equal(id, 0);
    ug_schedule_spend(&s, id, UG_SPEED_NORMAL);
    assert_int_equal(ug_schedule_remove(&s, 2), UG_OK); /* the player killed monster 2 */
    assert_int_equal(ug_schedule_remove(&s, 2), UG_ERR_ARGUMENT);
    const int want[] = {1, 3, 4, 0, 1, 3, 4};
    for (int i = 0; i < 7; i++) {
        ug_schedule_next(&s, &id);
        assert_int_equal(id, want[i]);
        ug_schedule_spend(&s, id, UG_SPEED_NORMAL);
    }
    assert_int_equal(s.count, 4);
    /* an actor added mid-round with no delay acts at the current tick, in id order */
    ug_schedule_add(&s, 2, UG_SPEED_FAST, 0);
    ug_schedule_next(&s, &id);
    assert_int_equal(id, 2);
}

/* Guards against anything but the inputs deciding the order (hidden state, address order): two
 * schedules fed the same calls agree step by step and end byte-identical, even after removals
 * and re-adds in different array positions. */
static void test_determinism(void **state) {
    (void)state;
    UgSchedule a, b;
    ug_schedule_init(&a);
    ug_schedule_init(&b);
    const int speeds[] = {UG_SPEED_NORMAL, UG_SPEED_FAST, UG_SPEED_SLOW, UG_SPEED_NORMAL, 75};
    for (int id = 0; id < 5; id++) {
        ug_schedule_add(&a, id, speeds[id], id * 7);
        ug_schedule_add(&b, id, speeds[id], id * 7);
    }
    for (int i = 0; i < 5000; i++) {
        int ia, ib;
        ug_schedule_next(&a, &ia);
        ug_schedule_next(&b, &ib);
        assert_int_equal(ia, ib);
        int cost = ug_schedule_speed(&a, ia) * (i % 13 == 0 ? 2 : 1); /* rubble sometimes */
        ug_schedule_spend(&a, ia, cost);
        ug_schedule_spend(&b, ib, cost);
        if (i % 97 == 3 && ia != 0) {
            ug_schedule_remove(&a, ia);
            ug_schedule_remove(&b, ib);
            ug_schedule_add(&a, ia, speeds[ia], 10);
            ug_schedule_add(&b, ib, speeds[ib], 10);
        }
    }
    assert_memory_equal(&a, &b, sizeof a);
}

/* Guards against 32-bit ticks: a long game passes 2^31 ticks (here both actors first act just
 * before it, then play a million actions across it) and the order and proportions stay exact. */
static void test_long_run_without_overflow(void **state) {
    (void)state;
    UgSchedule s;
    ug_schedule_init(&s);
    ug_schedule_add(&s, 0, UG_SPEED_NORMAL, INT32_MAX - 5000);
    ug_schedule_add(&s, 1, UG_SPEED_SLOW, INT32_MAX - 5000);
    long count[2] = {0};
    long rounds = 500000; /* 3 actions per 200 ticks */
    run(&s, 3 * rounds + 1, count, 1);
    assert_true(s.now > (int64_t)INT32_MAX + 90000000);
    assert_int_equal(s.now, (int64_t)INT32_MAX - 5000 + 200 * rounds);
    assert_int_equal(count[0], 2 * rounds + 1);
    assert_int_equal(count[1], rounds);
}

/* Guards against bad calls corrupting the schedule. */
static void test_arguments(void **state) {
    (void)state;
    UgSchedule s;
    ug_schedule_init(&s);
    int id = 42;
    assert_int_equal(ug_schedule_next(&s, &id), UG_ERR_ARGUMENT);
    assert_int_equal(id, 42);
    assert_int_equal(ug_schedule_add(&s, 1, 0, 0), UG_ERR_ARGUMENT);
    assert_int_equal(ug_schedule_add(&s, -1, 100, 0), UG_ERR_ARGUMENT);
    assert_int_equal(ug_schedule_add(&s, 1, 100, -1), UG_ERR_ARGUMENT);
    assert_int_equal(ug_schedule_add(&s, 1, 100, 0), UG_OK);
    assert_int_equal(ug_schedule_add(&s, 1, 100, 0), UG_ERR_ARGUMENT); /* duplicate */
    assert_int_equal(ug_schedule_spend(&s, 1, -5), UG_ERR_ARGUMENT);
    assert_int_equal(ug_schedule_spend(&s, 9, 5), UG_ERR_ARGUMENT);
    assert_int_equal(ug_schedule_set_speed(&s, 1, UG_SPEED_FAST), UG_OK);
    assert_int_equal(ug_schedule_speed(&s, 1), UG_SPEED_FAST);
    assert_int_equal(ug_schedule_speed(&s, 9), 0);
    for (int i = 2; i <= UG_SCHEDULE_MAX_ACTORS; i++)
        assert_int_equal(ug_schedule_add(&s, i, 100, 0), UG_OK);
    assert_int_equal(ug_schedule_add(&s, 999, 100, 0), UG_ERR_TOO_LARGE);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fast_normal_slow_proportions), cmocka_unit_test(test_ties),
        cmocka_unit_test(test_removal_during_round),         cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_long_run_without_overflow),    cmocka_unit_test(test_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
