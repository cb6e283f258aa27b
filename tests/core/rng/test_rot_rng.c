/* ROT.RNG against the numbers the original's bundled rot.min.js prints
 * (tests/fixtures/cursed/rot/rng.txt, written by tests/reference/cursed_rot.mjs). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <cmocka.h>

#include "cursed_fixture.h"
#include "rng/rot_rng.h"

/* Runs `check` on every line of rng.txt whose first token is `kind`; returns how many. */
static int for_each(const char *kind, void (*check)(char *rest)) {
    char *text = cf_read_file("rot/rng.txt");
    assert_non_null(text);
    char *cursor = text, *line;
    int n = 0;
    while ((line = cf_next_line(&cursor))) {
        char *tok = cf_next_token(&line);
        if (tok && strcmp(tok, kind) == 0) {
            check(line);
            n++;
        }
    }
    free(text);
    return n;
}

static void check_uniform(char *rest) {
    double seed = cf_bits_to_double(cf_next_token(&rest));
    int count = atoi(cf_next_token(&rest));
    UgRotRng r;
    ug_rot_rng_seed(&r, seed);
    for (int i = 0; i < count; i++) {
        uint64_t want = strtoull(cf_next_token(&rest), NULL, 16);
        assert_true(cf_double_bits(ug_rot_rng_uniform(&r)) == want);
    }
}

/* Integer, fractional, < 1 (the 1/a rule), 0 (infinity) and >= 2^32 seeds: every draw's bits.
 * Guards the seeding arithmetic (ToUint32 of doubles) and a fused multiply-add in the step. */
static void uniform_sequences_match_rot(void **state) {
    (void)state;
    assert_true(for_each("seed", check_uniform) >= 15);
}

static void check_int(char *rest) {
    double seed = cf_bits_to_double(cf_next_token(&rest));
    int lo = atoi(cf_next_token(&rest)), hi = atoi(cf_next_token(&rest));
    int count = atoi(cf_next_token(&rest));
    UgRotRng r;
    ug_rot_rng_seed(&r, seed);
    for (int i = 0; i < count; i++) {
        assert_int_equal(ug_rot_rng_int(&r, lo, hi), atoi(cf_next_token(&rest)));
    }
}

/* getUniformInt, bounds in either order and lo == hi. */
static void uniform_int_matches_rot(void **state) {
    (void)state;
    assert_true(for_each("int", check_int) >= 5);
}

static void check_pct(char *rest) {
    double seed = cf_bits_to_double(cf_next_token(&rest));
    int count = atoi(cf_next_token(&rest));
    UgRotRng r;
    ug_rot_rng_seed(&r, seed);
    for (int i = 0; i < count; i++) {
        assert_int_equal(ug_rot_rng_percentage(&r), atoi(cf_next_token(&rest)));
    }
}

static void percentage_matches_rot(void **state) {
    (void)state;
    assert_true(for_each("pct", check_pct) >= 3);
}

static void check_level(char *rest) {
    uint64_t seed = strtoull(cf_next_token(&rest), NULL, 10);
    int level = atoi(cf_next_token(&rest));
    uint64_t seed_bits = strtoull(cf_next_token(&rest), NULL, 16);
    int count = atoi(cf_next_token(&rest));
    UgRotRng r;
    ug_rot_rng_seed_level(&r, seed, level);
    assert_true(cf_double_bits(r.seed) == seed_bits);
    for (int i = 0; i < count; i++) {
        uint64_t want = strtoull(cf_next_token(&rest), NULL, 16);
        assert_true(cf_double_bits(ug_rot_rng_uniform(&r)) == want);
    }
}

/* The cursed level seed of levels 2 and 3 (draw L times, reseed with v * 10^8). */
static void level_seeds_match_the_game(void **state) {
    (void)state;
    assert_true(for_each("level", check_level) >= 10);
}

/* `>>> 0` semantics: S and S + 2^32 give the same stream (every 10-digit seed), also for the
 * derived level seeds. */
static void seeds_reduce_modulo_2_32(void **state) {
    (void)state;
    static const uint64_t seeds[] = {1000000000u, 1234567890u, 4000000000u, 5555555555u};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        for (int level = 1; level <= 3; level++) {
            UgRotRng a, b;
            ug_rot_rng_seed_level(&a, seeds[i], level);
            ug_rot_rng_seed_level(&b, seeds[i] + 4294967296u, level);
            for (int k = 0; k < 100; k++) {
                assert_true(cf_double_bits(ug_rot_rng_uniform(&a)) ==
                            cf_double_bits(ug_rot_rng_uniform(&b)));
            }
        }
    }
}

/* Level 1 is the game seed itself: no draws, no reseed. */
static void level_one_is_the_game_seed(void **state) {
    (void)state;
    UgRotRng a, b;
    ug_rot_rng_seed_level(&a, 987654321u, 1);
    ug_rot_rng_seed_int(&b, 987654321u);
    assert_memory_equal(&a, &b, sizeof a);
}

/* The inlined draw (int32_t carry, no libm) against the formula as rot.js writes it, in
 * plain doubles with trunc, and against the integer multiply-with-carry that the state words
 * encode (every word an integer times 2^-32, also as UgRotRngWords): all agree bit for bit over
 * long streams from integer, fractional (level), tiny and huge seeds. */
static double reference_draw(UgRotRng *r) {
    volatile double prod = 2091639 * r->s0; /* rounded on its own, as JavaScript does */
    double t = prod + r->c * 2.3283064365386963e-10;
    r->s0 = r->s1;
    r->s1 = r->s2;
    r->c = trunc(t);
    r->s2 = t - r->c;
    return r->s2;
}

static void inline_draw_matches_the_formula(void **state) {
    (void)state;
    const double seeds[] = {1,          2,         12345,        1000000000, 4294967295.0,
                            9999999999, 0.25,      1e-9,         3e15,       123456789.75,
                            64375139.2, 1e8 * 0.5, 98765.4321e3, 7,          2654435761.0};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        UgRotRng a, b, c;
        ug_rot_rng_seed(&a, seeds[i]);
        b = a;
        c = a;
        uint64_t k[3], carry = 1;
        for (int j = 0; j < 3; j++) {
            double w = j == 0 ? a.s0 : j == 1 ? a.s1 : a.s2;
            k[j] = (uint64_t)(w * 4294967296.0);
            assert_true((double)k[j] == w * 4294967296.0); /* an integer times 2^-32 */
        }
        UgRotRngWords words = ug_rot_rng_words(&a);
        for (int n = 0; n < 200000; n++) {
            double u = ug_rot_rng_next(&a);
            assert_true(cf_double_bits(u) == cf_double_bits(reference_draw(&b)));
            assert_true(cf_double_bits(u) == cf_double_bits(ug_rot_rng_uniform(&c)));
            uint64_t x = 2091639u * k[0] + carry;
            k[0] = k[1];
            k[1] = k[2];
            k[2] = x & 0xffffffffu;
            carry = x >> 32;
            assert_true(cf_double_bits(u) == cf_double_bits((double)k[2] / 4294967296.0));
            assert_true(ug_rot_rng_next_word(&words) == k[2]);
            if (n % 1000 == 999) { /* the words round-trip to the same doubles */
                UgRotRng back = a;
                back.s0 = back.s1 = back.s2 = back.c = -1;
                ug_rot_rng_set_words(&back, &words);
                assert_memory_equal(&back, &a, sizeof a);
            }
        }
        assert_memory_equal(&a, &b, sizeof a);
    }
    for (int level = 2; level <= 3; level++) { /* the fractional level seeds */
        UgRotRng a, b;
        ug_rot_rng_seed_level(&a, 1234567890u, level);
        b = a;
        for (int n = 0; n < 200000; n++) {
            assert_true(cf_double_bits(ug_rot_rng_next(&a)) == cf_double_bits(reference_draw(&b)));
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(uniform_sequences_match_rot),
        cmocka_unit_test(uniform_int_matches_rot),
        cmocka_unit_test(percentage_matches_rot),
        cmocka_unit_test(level_seeds_match_the_game),
        cmocka_unit_test(seeds_reduce_modulo_2_32),
        cmocka_unit_test(level_one_is_the_game_seed),
        cmocka_unit_test(inline_draw_matches_the_formula),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
