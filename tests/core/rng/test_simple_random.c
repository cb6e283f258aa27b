/* simple's randomness: our SHA-256 against the FIPS 180-2 example vectors, and the article's
 * Random against the article's own self-tests (test_random_class_byte / _num / _select). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rng/sha256.h"
#include "rng/sha_random.h"

static void check_hex(const char *message, size_t len, const char *expected) {
    char hex[65];
    ug_sha256_hex(message, len, hex);
    assert_string_equal(hex, expected);
}

/* FIPS 180-2, appendix B: one-block, two-block and long messages; plus the empty message. */
static void sha256_published_vectors(void **state) {
    (void)state;
    check_hex("", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    check_hex("abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const char *m448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    check_hex(m448, strlen(m448),
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    const char *m896 =
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklm"
        "nopqklmnopqrlmnopqrsmnopqrstnopqrstu";
    check_hex(m896, strlen(m896),
              "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
    char *million = malloc(1000000);
    assert_non_null(million);
    memset(million, 'a', 1000000);
    check_hex(million, 1000000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    free(million);
}

/* Guards against block-boundary bugs in the streaming interface: feeding a message in uneven
 * pieces (across the 55/56/64-byte padding edges) gives the one-shot digest. */
static void sha256_streaming_equals_one_shot(void **state) {
    (void)state;
    uint8_t text[300];
    for (int i = 0; i < 300; i++) text[i] = (uint8_t)(i * 7 + 3);
    for (size_t len = 0; len <= 300; len++) {
        uint8_t whole[32], parts[32];
        ug_sha256(text, len, whole);
        UgSha256 ctx;
        ug_sha256_init(&ctx);
        size_t at = 0, step = 1;
        while (at < len) {
            size_t n = step < len - at ? step : len - at;
            ug_sha256_update(&ctx, text + at, n);
            at += n;
            step = step * 3 % 67 + 1;
        }
        ug_sha256_final(&ctx, parts);
        assert_memory_equal(whole, parts, 32);
    }
}

static UgSimpleRandom yurina(void) {
    UgSimpleRandom r;
    ug_simple_random_init(&r, "yurina", 6);
    return r;
}

/* The article's test_random_class_byte: 40 bytes, so the rehash after 32 is covered. */
static void random_byte_self_test(void **state) {
    (void)state;
    static const int expected[40] = {68,  9,   150, 66,  71,  184, 42,  152, 84,  31,
                                     148, 195, 79,  121, 253, 235, 87,  142, 108, 87,
                                     64,  95,  18,  186, 184, 92,  200, 43,  179, 155,
                                     117, 136, 209, 241, 173, 107, 190, 11,  178, 50};
    UgSimpleRandom r = yurina();
    for (int i = 0; i < 40; i++) assert_int_equal(ug_simple_random_byte(&r), expected[i]);
}

/* The article's test_random_class_num: num(i + 1) for i = 0..15. */
static void random_num_self_test(void **state) {
    (void)state;
    static const int expected[16] = {0, 1, 0, 2, 1, 4, 0, 0, 3, 1, 5, 3, 1, 9, 13, 11};
    UgSimpleRandom r = yurina();
    for (int i = 0; i < 16; i++) assert_int_equal(ug_simple_random_num(&r, i + 1), expected[i]);
}

/* The article's test_random_class_select: a table a5 b15 c20 d10 e30 f20, 32 picks. */
static void random_select_self_test(void **state) {
    (void)state;
    static const int weights[6] = {5, 15, 20, 10, 30, 20};
    static const char expected[] = "ebeeefdefcdfecec"
                                   "fdbfefbfffadeebc";
    UgSimpleRandom r = yurina();
    for (int i = 0; i < 32; i++)
        assert_int_equal('a' + ug_simple_random_select(&r, weights, 6), expected[i]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sha256_published_vectors),
        cmocka_unit_test(sha256_streaming_equals_one_shot),
        cmocka_unit_test(random_byte_self_test),
        cmocka_unit_test(random_num_self_test),
        cmocka_unit_test(random_select_self_test),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
