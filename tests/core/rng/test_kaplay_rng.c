/* Kaplay 3001's generator, reproduced: reference values from the original, and the integer
 * emulation checked against the double arithmetic it stands for. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rng/kaplay_rng.h"

/* The original's step in doubles, each operation rounded on its own (volatile keeps the
 * compiler from fusing the multiply and the add). */
static uint64_t step_in_doubles(uint64_t s) {
    volatile double product = 1103515245.0 * (double)s;
    volatile double sum = product + 12345.0;
    return (uint64_t)fmod(sum, 2147483648.0);
}

static void rand_values_for_seed_42(void **state) {
    (void)state;
    UgKaplayRng r;
    ug_kaplay_seed(&r, 42);
    assert_true(ug_kaplay_gen(&r) == 0.5823075897060335);
    assert_true(ug_kaplay_gen(&r) == 0.5198186635971069);
    assert_true(ug_kaplay_gen(&r) == 0.9149397611618042);
}

static void randi_1_9_for_seed_42(void **state) {
    (void)state;
    static const int expected[10] = {5, 5, 8, 6, 7, 6, 5, 2, 1, 2};
    UgKaplayRng r;
    ug_kaplay_seed(&r, 42);
    for (int i = 0; i < 10; i++) assert_int_equal(ug_kaplay_randi(&r, 1, 9), expected[i]);
}

/* Guards against a fused multiply-add (or any other shortcut) sneaking into the step: the
 * integer emulation must equal the double arithmetic for many states, including those whose
 * product needs rounding (every state >= 9 does). */
static void integer_step_equals_double_step(void **state) {
    (void)state;
    for (uint32_t seed = 0; seed < 2000; seed++) {
        UgKaplayRng r;
        ug_kaplay_seed(&r, seed * 2654435761u);
        for (int i = 0; i < 50; i++) {
            uint64_t before = r.s;
            ug_kaplay_next(&r);
            assert_true(r.s == step_in_doubles(before));
        }
    }
}

/* Ties: states whose exact product lies exactly halfway between two doubles must round to the
 * even one, as IEEE arithmetic does. Guards the rounding trick in round_at. */
static void ties_round_to_even(void **state) {
    (void)state;
    int ties = 0;
    for (uint64_t s = 1; s < ((uint64_t)1 << 31); s += 4099) {
        for (uint64_t d = 0; d < 8; d++) {
            uint64_t v = s + d;
            uint64_t product = 1103515245ull * v;
            int bits = 0;
            for (uint64_t t = product; t; t >>= 1) bits++;
            int shift = bits - 53;
            if (shift > 0 && (product & ((1ull << shift) - 1)) == 1ull << (shift - 1)) ties++;
            UgKaplayRng r = {v};
            ug_kaplay_next(&r);
            assert_true(r.s == step_in_doubles(v));
        }
    }
    assert_true(ties > 0); /* the scan really met ties */
}

/* randi(a, b) = floor(a + gen() * (b - a)), computed here in doubles. */
static void randi_equals_double_formula(void **state) {
    (void)state;
    UgKaplayRng a, b;
    ug_kaplay_seed(&a, 7);
    ug_kaplay_seed(&b, 7);
    static const int ranges[][2] = {{4, 9}, {3, 6}, {1, 23}, {0, 6}, {0, 1}, {10, 3}, {-5, 5}};
    for (int i = 0; i < 7000; i++) {
        int lo = ranges[i % 7][0], hi = ranges[i % 7][1];
        double g = ug_kaplay_gen(&b);
        volatile double scaled = g * (double)(hi - lo);
        int expected = (int)floor((double)lo + scaled);
        assert_int_equal(ug_kaplay_randi(&a, lo, hi), expected);
    }
}

static void chance_is_gen_at_most_p(void **state) {
    (void)state;
    UgKaplayRng a, b;
    ug_kaplay_seed(&a, 99);
    ug_kaplay_seed(&b, 99);
    for (int i = 0; i < 1000; i++)
        assert_int_equal(ug_kaplay_chance(&a, 0.5), ug_kaplay_gen(&b) <= 0.5);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rand_values_for_seed_42),
        cmocka_unit_test(randi_1_9_for_seed_42),
        cmocka_unit_test(integer_step_equals_double_step),
        cmocka_unit_test(ties_round_to_even),
        cmocka_unit_test(randi_equals_double_formula),
        cmocka_unit_test(chance_is_gen_at_most_p),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
