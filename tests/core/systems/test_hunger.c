/* Hunger's clock and eating (src/core/systems/hunger.c), shared by simple and adventure. Each
 * test says which bug it guards against. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "systems/hunger.h"

/* Guards against hunger dropping on the wrong turn: nine quiet turns, then one drop. */
static void test_drops_every_period(void **state) {
    (void)state;
    int32_t hunger = 50, clock = 0;
    for (int t = 0; t < 9; t++) {
        assert_int_equal(ug_hunger_tick(&hunger, &clock, 10), UG_MSG_NONE);
        assert_int_equal(clock, t + 1);
    }
    assert_int_equal(hunger, 50);
    assert_int_equal(ug_hunger_tick(&hunger, &clock, 10), UG_MSG_NONE);
    assert_int_equal(hunger, 49);
    assert_int_equal(clock, 0);
}

/* Guards against a threshold said at the wrong hunger or not at all: 20, 10 and 0 only. */
static void test_thresholds_are_said(void **state) {
    (void)state;
    int32_t hunger = 21, clock = 9;
    assert_int_equal(ug_hunger_tick(&hunger, &clock, 10), UG_MSG_HUNGRY);
    clock = 9;
    assert_int_equal(ug_hunger_tick(&hunger, &clock, 10), UG_MSG_NONE);
    hunger = 11, clock = 9;
    assert_int_equal(ug_hunger_tick(&hunger, &clock, 10), UG_MSG_STARVING);
    hunger = 1, clock = 9;
    assert_int_equal(ug_hunger_tick(&hunger, &clock, 10), UG_MSG_STARVING_TO_DEATH);
    assert_int_equal(hunger, 0);
}

/* Guards against eating past the maximum, or the clock restarting when the stomach is not full
 * (and not restarting when it is). */
static void test_eating_fills_up_to_the_maximum(void **state) {
    (void)state;
    int32_t hunger = 30, clock = 7;
    assert_int_equal(ug_hunger_eat(&hunger, &clock, 100, 50), 50);
    assert_int_equal(hunger, 80);
    assert_int_equal(clock, 7);
    assert_int_equal(ug_hunger_eat(&hunger, &clock, 100, 50), 20);
    assert_int_equal(hunger, 100);
    assert_int_equal(clock, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drops_every_period),
        cmocka_unit_test(test_thresholds_are_said),
        cmocka_unit_test(test_eating_fills_up_to_the_maximum),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
