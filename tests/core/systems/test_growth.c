/* Growth (src/core/systems/growth.c): levels from experience thresholds, in simple's doubles and
 * adventure's integers. Each test says which bug it guards against. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "systems/growth.h"

static const UgGrowthRule DOUBLES = {1000000, 12, 11, 11, 24, UG_GROWTH_DOUBLES, false, INT64_MAX};
static const UgGrowthRule INTEGERS = {1000, 12, 11, 11, 24, UG_GROWTH_INTEGERS, true, INT32_MAX};

/* Guards against the two roundings being merged: 50 x 1.1 in doubles is 55.00000000000001, so
 * simple's original gives 56 where adventure's exact integers give 55; 3 x 1.1 is 4 in both. */
static void test_doubles_and_integers_round_as_their_modes_do(void **state) {
    (void)state;
    assert_int_equal(ug_growth_scale(50, 11, UG_GROWTH_DOUBLES, INT32_MAX), 56);
    assert_int_equal(ug_growth_scale(50, 11, UG_GROWTH_INTEGERS, INT32_MAX), 55);
    assert_int_equal(ug_growth_scale(3, 11, UG_GROWTH_DOUBLES, INT32_MAX), 4);
    assert_int_equal(ug_growth_scale(3, 11, UG_GROWTH_INTEGERS, INT32_MAX), 4);
    assert_int_equal(ug_growth_scale(16, 12, UG_GROWTH_DOUBLES, INT32_MAX), 20);
    assert_int_equal(ug_growth_scale(20, 12, UG_GROWTH_INTEGERS, INT32_MAX), 24);
    /* the rate as tenths is the very double simple's literals were */
    assert_true((double)12 / 10.0 == 1.2);
    assert_true((double)11 / 10.0 == 1.1);
    assert_true((double)24 / 10.0 == 2.4);
}

/* Guards against overflow past a field's width: the result saturates at the given maximum. */
static void test_scale_saturates(void **state) {
    (void)state;
    assert_int_equal(ug_growth_scale(INT32_MAX, 24, UG_GROWTH_INTEGERS, INT32_MAX), INT32_MAX);
    assert_int_equal(ug_growth_scale(INT32_MAX, 24, UG_GROWTH_DOUBLES, INT32_MAX), INT32_MAX);
    assert_true(ug_growth_scale(INT64_MAX / 2, 24, UG_GROWTH_DOUBLES, INT64_MAX) == INT64_MAX);
    assert_true(ug_growth_scale(INT64_MAX / 2, 24, UG_GROWTH_INTEGERS, INT64_MAX) == INT64_MAX);
}

/* Guards against simple's level-up healing or the numbers growing in the wrong order: from a new
 * simple game's numbers one level is 20 max HP (HP itself unchanged), 5 ATK, 5 DEF, next 10. */
static void test_one_simple_level(void **state) {
    (void)state;
    UgGrowth g = {1, 16, 10, 4, 4, 4, 4};
    assert_int_equal(ug_growth_level_up(&DOUBLES, &g), 1);
    assert_int_equal(g.level, 2);
    assert_int_equal(g.max_hp, 20);
    assert_int_equal(g.hp, 10);
    assert_int_equal(g.atk, 5);
    assert_int_equal(g.def, 5);
    assert_int_equal(g.exp_next, 10);
}

/* Guards against one level per call: experience enough for several gives them all (thresholds
 * 4, 10, 24, 58, then 140 > 100). */
static void test_several_levels_at_once(void **state) {
    (void)state;
    UgGrowth g = {1, 16, 16, 4, 4, 100, 4};
    assert_int_equal(ug_growth_level_up(&DOUBLES, &g), 4);
    assert_int_equal(g.level, 5);
    assert_int_equal(g.exp_next, 140);
}

/* Guards against adventure's heal being lost: the max HP gained is healed too. */
static void test_adventure_heals_what_it_gains(void **state) {
    (void)state;
    UgGrowth g = {1, 20, 15, 4, 2, 5, 5};
    assert_int_equal(ug_growth_level_up(&INTEGERS, &g), 1);
    assert_int_equal(g.max_hp, 24);
    assert_int_equal(g.hp, 19);
    assert_int_equal(g.atk, 5);
    assert_int_equal(g.def, 3);
    assert_int_equal(g.exp_next, 12);
}

/* Guards against the cap being ignored (a runaway loop on huge experience). */
static void test_cap_stops_growth(void **state) {
    (void)state;
    UgGrowth g = {1000, 20, 20, 4, 2, INT32_MAX, 5};
    assert_int_equal(ug_growth_level_up(&INTEGERS, &g), 0);
    assert_int_equal(g.level, 1000);
    assert_int_equal(g.exp_next, 5);
    UgGrowth h = {998, 20, 20, 4, 2, INT32_MAX, 5};
    assert_int_equal(ug_growth_level_up(&INTEGERS, &h), 2);
    assert_int_equal(h.level, 1000);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_doubles_and_integers_round_as_their_modes_do),
        cmocka_unit_test(test_scale_saturates),
        cmocka_unit_test(test_one_simple_level),
        cmocka_unit_test(test_several_levels_at_once),
        cmocka_unit_test(test_adventure_heals_what_it_gains),
        cmocka_unit_test(test_cap_stops_growth),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
