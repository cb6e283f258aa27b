/* What a platform remembers (src/app/settings.c), with no SDL linked: the options round trip
 * through config.txt, a bad settings file is kept aside and said, a bad bindings file keeps the
 * defaults and is never written over, and a missing catalog leaves the texts in English. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "file.h"
#include "settings.h"

/* A fresh folder of the build's for one test (ending in '/'). */
static void fresh_dir(const char *name, char *dir, size_t size) {
    snprintf(dir, size, "%ssettings-%s/", UG_TEST_OUT_DIR, name);
    char cmd[2 * 1024 + 32]; /* room for the folder twice: no truncation to warn of */
    assert_true(strlen(dir) < 1024);
    int n = snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    assert_true(n > 0 && (size_t)n < sizeof cmd);
    assert_int_equal(system(cmd), 0);
}

static void put(const char *dir, const char *name, const char *text) {
    char path[1024], why[UG_FILE_WHY_MAX];
    snprintf(path, sizeof path, "%s%s", dir, name);
    assert_int_equal(ug_file_write_atomic(path, text, strlen(text), why, sizeof why), UG_FILE_OK);
}

static char *get(const char *dir, const char *name) {
    char path[1024], why[UG_FILE_WHY_MAX];
    snprintf(path, sizeof path, "%s%s", dir, name);
    char *text = NULL;
    size_t len = 0;
    if (ug_file_read(path, 1 << 16, &text, &len, why, sizeof why) != UG_FILE_OK) return NULL;
    return text;
}

static void options_round_trip_through_the_file(void **state) {
    (void)state;
    char dir[512];
    fresh_dir("round", dir, sizeof dir);
    UgSettings s;
    ug_settings_load_config(&s, dir, NULL);
    UgOptions o = {0};
    ug_settings_options(&s, &o);
    assert_string_equal(o.lang, "");
    snprintf(o.lang, sizeof o.lang, "es");
    o.zoom = 3;
    o.travel = 2;
    o.text_scale = 100; /* the default: not written */
    ug_settings_save(&s, &o, 1120, 630, false);
    char *text = get(dir, "config.txt");
    assert_non_null(text);
    assert_non_null(strstr(text, "language es"));
    assert_null(strstr(text, "text-scale"));
    free(text);
    UgSettings again;
    ug_settings_load_config(&again, dir, NULL);
    UgOptions back = {0};
    ug_settings_options(&again, &back);
    assert_string_equal(back.lang, "es");
    assert_int_equal(back.zoom, 3);
    assert_int_equal(back.travel, 2);
    assert_int_equal(again.config.width, 1120);
    /* Nothing remembered without a folder. */
    UgSettings none;
    ug_settings_load_config(&none, "", NULL);
    ug_settings_save(&none, &o, 1120, 630, false);
    assert_string_equal(none.config_path, "");
}

static void a_bad_settings_file_is_kept_aside(void **state) {
    (void)state;
    char dir[512];
    fresh_dir("bad", dir, sizeof dir);
    put(dir, "config.txt", "undergrid-config 2\nzoom 99\n");
    static UgLog notices; /* large: off the stack */
    ug_log_clear(&notices);
    UgSettings s;
    ug_settings_load_config(&s, dir, &notices);
    assert_int_equal(ug_log_count(&notices), 1);
    assert_int_equal(s.config.zoom, 0); /* the defaults apply */
    char *aside = get(dir, "config.txt.1.bad");
    assert_non_null(aside);
    assert_non_null(strstr(aside, "zoom 99"));
    free(aside);
}

/* Options' Animations switch (issue 26 item 4) goes through config.txt: off is written as
 * "animations 0" and read back; on again writes no line; a bad value is said once and the
 * default (on) applies, the file kept aside. */
static void the_animations_switch_through_the_file(void **state) {
    (void)state;
    char dir[512];
    fresh_dir("anims", dir, sizeof dir);
    UgSettings s;
    ug_settings_load_config(&s, dir, NULL);
    UgOptions o = {0};
    ug_settings_options(&s, &o);
    assert_false(o.anims_off); /* on by default */
    o.anims_off = true;
    ug_settings_save(&s, &o, 1120, 630, false);
    char *text = get(dir, "config.txt");
    assert_non_null(text);
    assert_non_null(strstr(text, "animations 0\n"));
    free(text);
    UgSettings again;
    ug_settings_load_config(&again, dir, NULL);
    UgOptions back = {0};
    ug_settings_options(&again, &back);
    assert_true(back.anims_off);
    back.anims_off = false;
    ug_settings_save(&again, &back, 1120, 630, false);
    text = get(dir, "config.txt");
    assert_non_null(text);
    assert_null(strstr(text, "animations"));
    free(text);

    put(dir, "config.txt", "undergrid-config 2\nanimations 7\n");
    static UgLog notices; /* large: off the stack */
    ug_log_clear(&notices);
    UgSettings bad;
    ug_settings_load_config(&bad, dir, &notices);
    assert_int_equal(ug_log_count(&notices), 1);
    UgOptions def = {.anims_off = true};
    ug_settings_options(&bad, &def);
    assert_false(def.anims_off); /* the default applies */
    char *aside = get(dir, "config.txt.1.bad");
    assert_non_null(aside);
    assert_non_null(strstr(aside, "animations 7"));
    free(aside);
}

static void a_bad_bindings_file_keeps_the_defaults(void **state) {
    (void)state;
    char dir[512];
    fresh_dir("keys", dir, sizeof dir);
    put(dir, "bindings.txt", "this is not a bindings file\n");
    UgSettings s;
    UgBindings b, defaults;
    ug_settings_load_bindings(&s, dir, 0, &b, NULL);
    ug_bindings_default(&defaults);
    char got[4096], want[4096];
    assert_true(ug_bindings_format(&b, got, sizeof got));
    assert_true(ug_bindings_format(&defaults, want, sizeof want));
    assert_string_equal(got, want);
    ug_settings_save_bindings(&s, &b); /* not ours to replace */
    char *text = get(dir, "bindings.txt");
    assert_string_equal(text, "this is not a bindings file\n");
    free(text);
    /* A missing file: the defaults, and saving writes one that reads back. */
    fresh_dir("keys2", dir, sizeof dir);
    ug_settings_load_bindings(&s, dir, 0, &b, NULL);
    ug_settings_save_bindings(&s, &b);
    UgBindings back;
    ug_settings_load_bindings(&s, dir, 0, &back, NULL);
    char written[4096], again[4096];
    assert_true(ug_bindings_format(&b, written, sizeof written));
    assert_true(ug_bindings_format(&back, again, sizeof again));
    assert_string_equal(again, written);
}

static void a_missing_catalog_is_english(void **state) {
    (void)state;
    static UgLog notices; /* large: off the stack */
    ug_log_clear(&notices);
    assert_null(ug_settings_load_catalog(NULL, "es", &notices));
    assert_int_equal(ug_log_count(&notices), 1);
    ug_log_clear(&notices);
    char dir[512];
    fresh_dir("i18n", dir, sizeof dir);
    assert_null(ug_settings_load_catalog(dir, "es", &notices));
    assert_int_equal(ug_log_count(&notices), 1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(options_round_trip_through_the_file),
        cmocka_unit_test(a_bad_settings_file_is_kept_aside),
        cmocka_unit_test(the_animations_switch_through_the_file),
        cmocka_unit_test(a_bad_bindings_file_keeps_the_defaults),
        cmocka_unit_test(a_missing_catalog_is_english),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
