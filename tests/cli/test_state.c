/* The state line's pieces: JavaScript's number printing (the cursed fixtures print the
 * scheduler's clock as JS does, e.g. 45.40000000000001) and the general state of the other
 * modes. Guards against a clock printed with "%g" (6 digits) or "%.17g" (too many), and
 * against integers printed as "6.0". */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli.h"

static void expect_js(double v, const char *want) {
    char got[UG_JS_NUMBER_MAX];
    ug_cli_js_number(v, got);
    assert_string_equal(got, want);
}

static void js_numbers_print_as_node_does(void **state) {
    (void)state;
    /* Integers and the fixtures' clocks. */
    expect_js(0, "0");
    expect_js(-0.0, "0");
    expect_js(6, "6");
    expect_js(100, "100");
    expect_js(-3, "-3");
    expect_js(45.40000000000001, "45.40000000000001");
    expect_js(21.599999999999998, "21.599999999999998");
    expect_js(6.000000000000001, "6.000000000000001");
    expect_js(38.99999999999999, "38.99999999999999");
    expect_js(51.60000000000009, "51.60000000000009");
    expect_js(83.5, "83.5");
    expect_js(7.4, "7.4");
    /* Sums that JS prints with all their digits. */
    expect_js(0.1 + 0.2, "0.30000000000000004");
    expect_js(1.0 / 3.0, "0.3333333333333333");
    expect_js(-2.5, "-2.5");
    /* Where JS switches to exponents: 1e21 and 1e-7. */
    expect_js(1e20, "100000000000000000000");
    expect_js(1e21, "1e+21");
    expect_js(1.2345678901234568e20, "123456789012345680000");
    expect_js(1.5e21, "1.5e+21");
    expect_js(0.000001, "0.000001");
    expect_js(0.0000015, "0.0000015");
    expect_js(1e-7, "1e-7");
    expect_js(1.5e-7, "1.5e-7");
    expect_js(5e-324, "5e-324");
    expect_js(1.7976931348623157e308, "1.7976931348623157e+308");
    expect_js(NAN, "NaN");
    expect_js(INFINITY, "Infinity");
    expect_js(-INFINITY, "-Infinity");
}

/* Every double's shortest form reads back as the same double (a sweep of clock-like values). */
static void js_numbers_round_trip(void **state) {
    (void)state;
    double t = 0;
    for (int i = 0; i < 20000; i++) {
        t += (i % 3 == 0) ? 0.4 : (i % 3 == 1) ? 0.6 : 1.2;
        char got[UG_JS_NUMBER_MAX];
        ug_cli_js_number(t, got);
        assert_true(strtod(got, NULL) == t);
        assert_null(strstr(got, "e"));
    }
}

/* Each mode's state line is chosen by what the mode is (UgGameInfo.key_table), not by what
 * else it has: adventure has an orb stack too, and printed cursed's fixture line (its "level",
 * "turn" and "stack", none of its stats) before the capability was asked. */
static char *state_of(UgMode mode, const char *seed) {
    UgGameParams params = {.mode = mode, .seed = seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    char *line = ug_cli_state_new(g);
    ug_game_free(g);
    assert_non_null(line);
    return line;
}

static void the_state_line_follows_the_capability(void **state) {
    (void)state;
    char *adventure = state_of(UG_MODE_ADVENTURE, "5");
    assert_non_null(strstr(adventure, "{\"mode\":\"adventure\",\"seed\":\"5\",\"floor\":1,"));
    assert_non_null(strstr(adventure, "\"stats\":{"));
    assert_null(strstr(adventure, "\"stack\":"));
    free(adventure);
    char *cursed = state_of(UG_MODE_CURSED, "1000000000");
    assert_non_null(strstr(cursed, "{\"mode\":\"cursed\",\"seed\":\"1000000000\",\"level\":1,"));
    assert_non_null(strstr(cursed, "\"stack\":["));
    free(cursed);
    assert_false(ug_mode_info(UG_MODE_ADVENTURE)->key_table);
    assert_true(ug_mode_info(UG_MODE_CURSED)->key_table);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(js_numbers_print_as_node_does),
        cmocka_unit_test(js_numbers_round_trip),
        cmocka_unit_test(the_state_line_follows_the_capability),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
