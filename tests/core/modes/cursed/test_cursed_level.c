/* The cursed level generator against the original game: every dump in
 * tests/fixtures/cursed/levels/<seed>-<level>.json (written by tests/reference/
 * cursed_original.mjs running the original) must come out byte for byte. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>

#include "cursed_fixture.h"
#include "modes/cursed/cursed_level.h"

/* Guards the whole chain at once: map attempts, PC, roster, elites, grunts, Butcher, stairs,
 * orbs, each in the original's order of draws, and the dump format. */
static void every_level_fixture_matches_byte_for_byte(void **state) {
    (void)state;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/cursed/levels", UG_FIXTURES_DIR);
    DIR *d = opendir(dir);
    if (!d) skip();
    struct dirent *e;
    int checked = 0, failed = 0;
    while ((e = readdir(d))) {
        unsigned long long seed;
        int level;
        char tail[16];
        if (sscanf(e->d_name, "%llu-%d.%15s", &seed, &level, tail) != 3) continue;
        if (strcmp(tail, "json") != 0) continue;
        char rel[512];
        snprintf(rel, sizeof rel, "levels/%s", e->d_name);
        char *want = cf_read_file(rel);
        assert_non_null(want);
        UgCursedLevel lv;
        assert_int_equal(ug_cursed_level_generate(&lv, seed, level, NULL, 0), UG_CURSED_GEN_OK);
        char seed_text[32], got[4096];
        snprintf(seed_text, sizeof seed_text, "%llu", seed);
        int len = ug_cursed_level_json(&lv, seed_text, got, sizeof got);
        assert_true(len > 0 && (size_t)len < sizeof got);
        if (strcmp(got, want) != 0) {
            failed++;
            print_message("mismatch: %s\n", e->d_name);
        }
        free(want);
        checked++;
    }
    closedir(d);
    print_message("%d level fixtures checked, %d mismatched\n", checked, failed);
    assert_int_equal(failed, 0);
    assert_true(checked > 0);
}

static int orb_kind_of(const char *name, size_t len) {
    static const char *const names[] = {"fire", "ice", "slime", "lump"};
    for (int k = 0; k < 4; k++) {
        if (strlen(names[k]) == len && strncmp(names[k], name, len) == 0) return k;
    }
    return -1;
}

/* Levels 2 and 3 loaded with ground orbs carried over (the original's save, §1.6): the carried
 * orbs are placed after the 8 regular ones, in their saved order. Fixtures
 * tests/fixtures/cursed/carried/<seed>-<level>-<orbs>.json, from the original. */
static void carried_orb_fixtures_match_byte_for_byte(void **state) {
    (void)state;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/cursed/carried", UG_FIXTURES_DIR);
    DIR *d = opendir(dir);
    if (!d) skip();
    struct dirent *e;
    int checked = 0;
    while ((e = readdir(d))) {
        unsigned long long seed;
        int level, used = 0;
        if (sscanf(e->d_name, "%llu-%d-%n", &seed, &level, &used) != 2 || used == 0) continue;
        const char *spec = e->d_name + used, *end = strstr(spec, ".json");
        if (!end) continue;
        UgCursedOrbKind carried[UG_CURSED_MAX_CARRIED];
        int n = 0;
        while (spec < end) {
            const char *dot = memchr(spec, '.', (size_t)(end - spec));
            if (!dot) dot = end;
            int k = orb_kind_of(spec, (size_t)(dot - spec));
            assert_true(k >= 0 && n < UG_CURSED_MAX_CARRIED);
            carried[n++] = (UgCursedOrbKind)k;
            spec = dot < end ? dot + 1 : end;
        }
        char rel[512];
        snprintf(rel, sizeof rel, "carried/%s", e->d_name);
        char *want = cf_read_file(rel);
        assert_non_null(want);
        UgCursedLevel lv;
        assert_int_equal(ug_cursed_level_generate(&lv, seed, level, carried, n), UG_CURSED_GEN_OK);
        char seed_text[32], got[4096];
        snprintf(seed_text, sizeof seed_text, "%llu", seed);
        ug_cursed_level_json(&lv, seed_text, got, sizeof got);
        if (strcmp(got, want) != 0) fail_msg("mismatch: %s", e->d_name);
        free(want);
        checked++;
    }
    closedir(d);
    assert_true(checked >= 8);
}

/* The JSON writer behaves like snprintf: truncates, NUL-terminates, reports the full length. */
static void json_truncates_like_snprintf(void **state) {
    (void)state;
    UgCursedLevel lv;
    assert_int_equal(ug_cursed_level_generate(&lv, 1234567890u, 1, NULL, 0), UG_CURSED_GEN_OK);
    char full[4096], small[64];
    int len = ug_cursed_level_json(&lv, "1234567890", full, sizeof full);
    assert_int_equal(ug_cursed_level_json(&lv, "1234567890", small, sizeof small), len);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, full, sizeof small - 1);
    assert_int_equal(ug_cursed_level_json(&lv, "1234567890", NULL, 0), len);
    assert_int_equal(full[len - 1], '\n');
}

/* Arguments outside the contract are refused, not used. */
static void bad_arguments_are_refused(void **state) {
    (void)state;
    UgCursedLevel lv;
    UgCursedOrbKind five[5] = {0};
    assert_int_equal(ug_cursed_level_generate(&lv, 1, 0, NULL, 0), UG_CURSED_GEN_BAD_ARGS);
    assert_int_equal(ug_cursed_level_generate(&lv, 1, 4, NULL, 0), UG_CURSED_GEN_BAD_ARGS);
    assert_int_equal(ug_cursed_level_generate(&lv, 1, 2, five, 5), UG_CURSED_GEN_BAD_ARGS);
    assert_int_equal(ug_cursed_level_generate(&lv, 1, 2, NULL, 2), UG_CURSED_GEN_BAD_ARGS);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_level_fixture_matches_byte_for_byte),
        cmocka_unit_test(carried_orb_fixtures_match_byte_for_byte),
        cmocka_unit_test(json_truncates_like_snprintf),
        cmocka_unit_test(bad_arguments_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
