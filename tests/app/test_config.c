/* The settings file: strict parsing, and saving that never leaves a bad file behind. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "config.h"
#include "sprites.h"

static bool parse(const char *text, UgConfig *c, char *error) {
    return ug_config_parse(text, strlen(text), c, error, 256);
}

static void parses_a_good_file(void **state) {
    (void)state;
    UgConfig c;
    char error[256];
    assert_true(parse("undergrid-config 1\nwidth 1120\nheight 630\nfullscreen 1\n", &c, error));
    assert_true(c.has_size);
    assert_int_equal(c.width, 1120);
    assert_int_equal(c.height, 630);
    assert_true(c.fullscreen);
    assert_true(parse("undergrid-config 1\r\n# comment\r\nfullscreen 0\r\n", &c, error));
    /* Version 2: the menu's options, remembered. */
    assert_true(parse("undergrid-config 2\nfullscreen 0\nlanguage ja\nzoom 3\n", &c, error));
    assert_string_equal(c.lang, "ja");
    assert_int_equal(c.zoom, 3);
    assert_false(c.has_size);
    /* Travel's pace (issue 12). */
    assert_true(parse("undergrid-config 2\ntravel 2\n", &c, error));
    assert_int_equal(c.travel, 2);
    /* The palette and the text scale (issue 14). */
    assert_true(parse("undergrid-config 2\npalette tritanopia\ntext-scale 175\n", &c, error));
    assert_int_equal(c.palette, 3);
    assert_int_equal(c.text_scale, 175);
    assert_true(parse("undergrid-config 2\npalette high-contrast\n", &c, error));
    assert_int_equal(c.palette, 4);
    assert_int_equal(c.text_scale, 0);
}

/* The palette and text scale are written only when not the defaults (an older game still reads
 * a file without them), and read back. Guards against an option that is shown but forgotten. */
static void palette_and_text_scale_round_trip(void **state) {
    (void)state;
    char text[256], error[256];
    UgConfig c = {0}, back;
    assert_true(ug_config_format(&c, text, sizeof text));
    assert_null(strstr(text, "palette"));
    assert_null(strstr(text, "text-scale"));
    c.text_scale = 100;
    assert_true(ug_config_format(&c, text, sizeof text));
    assert_null(strstr(text, "text-scale")); /* 100 is the default */
    assert_int_equal(text[17], '1');
    c.palette = 1;
    c.text_scale = 75;
    assert_true(ug_config_format(&c, text, sizeof text));
    assert_non_null(strstr(text, "palette deuteranopia\n"));
    assert_non_null(strstr(text, "text-scale 75\n"));
    assert_true(parse(text, &back, error));
    assert_int_equal(back.palette, 1);
    assert_int_equal(back.text_scale, 75);
}

static void refuses_bad_files_whole(void **state) {
    (void)state;
    static const char *const bad[] = {
        "",
        "undergrid-config 3\n",
        "undergrid-config 1\nlanguage ja\n", /* options are version 2 */
        "undergrid-config 2\nlanguage fr\n",
        "undergrid-config 2\nzoom 9\n",
        "undergrid-config 2\ntravel 3\n",
        "undergrid-config 2\ntravel 1\ntravel 1\n",
        "undergrid-config 1\ntravel 1\n", /* options are version 2 */
        "undergrid-config 2\ntiles pixels\n",
        "undergrid-config 2\ntiles sprites\ntiles glyphs\n",
        "undergrid-config 1\ntiles sprites\n",      /* options are version 2 */
        "undergrid-config 1\npalette protanopia\n", /* options are version 2 */
        "undergrid-config 2\npalette sepia\n",
        "undergrid-config 2\npalette normal\npalette normal\n",
        "undergrid-config 2\ntext-scale 50\n",
        "undergrid-config 2\ntext-scale 110\n",
        "undergrid-config 2\ntext-scale 225\n",
        "undergrid-config 2\ntext-scale -100\n",
        "width 100\n",
        "undergrid-config 1\nwidth 99999999\nheight 600\n",
        "undergrid-config 1\nwidth -5\nheight 600\n",
        "undergrid-config 1\nwidth 100\nheight 600\n", /* below the minimum */
        "undergrid-config 1\nwidth 800\n",             /* no height */
        "undergrid-config 1\nwidth 800\nwidth 900\nheight 600\n",
        "undergrid-config 1\nfullscreen 2\n",
        "undergrid-config 1\ncolour blue\n",
        "undergrid-config 1\nwidth\n",
        "undergrid-config 1\nwidth 8x0\nheight 600\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        UgConfig c;
        char error[256] = "";
        if (parse(bad[i], &c, error)) fail_msg("accepted bad config %zu", i);
        assert_true(error[0] != '\0');
        assert_false(c.has_size); /* the defaults, not half a file */
    }
    char nul[] = "undergrid-config 1\nfullscreen 0\n";
    nul[20] = '\0';
    UgConfig c;
    char error[256];
    assert_false(ug_config_parse(nul, sizeof nul - 1, &c, error, sizeof error));
}

static void saves_and_loads_back(void **state) {
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%sconfig-roundtrip.txt", UG_TEST_OUT_DIR);
    remove(path);
    UgConfig c, back;
    char error[512];
    assert_int_equal(ug_config_load(path, &back, error, sizeof error), UG_CONFIG_MISSING);
    c = (UgConfig){true, 1366, 700,   true,  "",    0, 2,     0,    0,
                   0,    0,    false, false, false, 0, false, false};
    assert_true(ug_config_save(path, &c, error, sizeof error));
    assert_int_equal(ug_config_load(path, &back, error, sizeof error), UG_CONFIG_LOADED);
    assert_true(back.has_size && back.fullscreen);
    assert_int_equal(back.width, 1366);
    assert_int_equal(back.height, 700);
    assert_int_equal(back.travel, 2); /* written as version 2, read back */
    /* A bad config is never written: the good file stays as it was. */
    UgConfig bad = {true, 5, 5, false, "", 0, 0, 0, 0, 0, 0, false, false, false, 0, false, false};
    assert_false(ug_config_save(path, &bad, error, sizeof error));
    assert_int_equal(ug_config_load(path, &back, error, sizeof error), UG_CONFIG_LOADED);
    assert_int_equal(back.width, 1366);
    /* A damaged file is reported, not trusted. */
    FILE *f = fopen(path, "wb");
    fputs("undergrid-config 1\nwidth 1e9\n", f);
    fclose(f);
    assert_int_equal(ug_config_load(path, &back, error, sizeof error), UG_CONFIG_BAD);
    assert_false(back.has_size);
    remove(path);
}

/* Fuzz-style: random changes to a good settings file are either refused with a reason or give
 * values inside the documented ranges; never a crash, never an out-of-range window size. */
/* The board's look (glyphs, sprites, hybrid) is remembered: written as its name, read back;
 * glyphs, the default, is not written (an older game still reads the file). */
static void remembers_the_tiles_mode(void **state) {
    (void)state;
    UgConfig c;
    char error[256], text[512];
    assert_true(parse("undergrid-config 2\ntiles sprites\n", &c, error));
    assert_int_equal(c.tiles, UG_TILES_SPRITES);
    assert_true(parse("undergrid-config 2\ntiles hybrid\n", &c, error));
    assert_int_equal(c.tiles, UG_TILES_HYBRID);
    for (int mode = 0; mode < UG_TILES_MODE_COUNT; mode++) {
        UgConfig out = {false, 0, 0,     false, "",    0, 0,     mode, 0,
                        0,     0, false, false, false, 0, false, false},
                 back;
        assert_true(ug_config_format(&out, text, sizeof text));
        assert_int_equal(strstr(text, "tiles ") != NULL, mode != UG_TILES_GLYPHS);
        assert_true(parse(text, &back, error));
        assert_int_equal(back.tiles, mode);
    }
}

/* Explore's pick-up rule (issue 26): written when not the default, read back, range-checked. */
static void remembers_the_pickup_rule(void **state) {
    (void)state;
    UgConfig c;
    char error[256], text[512];
    assert_true(parse("undergrid-config 2\npickup 1\n", &c, error));
    assert_int_equal(c.pickup, 1);
    assert_true(parse("undergrid-config 2\npickup 3\n", &c, error)); /* everything (h26m) */
    assert_int_equal(c.pickup, 3);
    assert_false(parse("undergrid-config 2\npickup 4\n", &c, error));
    assert_false(parse("undergrid-config 2\npickup 1\npickup 2\n", &c, error));
    for (int rule = 0; rule <= UG_CONFIG_MAX_PICKUP; rule++) {
        UgConfig out = {false, 0, 0,     false, "",    0,    0,     0,    0,
                        0,     0, false, false, false, rule, false, false},
                 back;
        assert_true(ug_config_format(&out, text, sizeof text));
        assert_int_equal(strstr(text, "pickup ") != NULL, rule != 0);
        assert_true(parse(text, &back, error));
        assert_int_equal(back.pickup, rule);
    }
}

/* The first game's hints (issue 26): "hints 0" turns them off; on, the default, is not written. */
static void remembers_the_hints_switch(void **state) {
    (void)state;
    UgConfig c, back;
    char error[256], text[512];
    assert_true(parse("undergrid-config 2\nhints 0\n", &c, error));
    assert_true(c.hints_off);
    assert_true(parse("undergrid-config 2\nhints 1\n", &c, error));
    assert_false(c.hints_off);
    assert_false(parse("undergrid-config 2\nhints 2\n", &c, error));
    assert_false(parse("undergrid-config 2\nhints 0\nhints 0\n", &c, error));
    memset(&c, 0, sizeof c);
    assert_true(ug_config_format(&c, text, sizeof text));
    assert_null(strstr(text, "hints"));
    c.hints_off = true;
    assert_true(ug_config_format(&c, text, sizeof text));
    assert_non_null(strstr(text, "hints 0"));
    assert_true(parse(text, &back, error));
    assert_true(back.hints_off);
}

/* Options' Animations switch (issue 26 item 4): "animations 0" turns a turn's effects off; on,
 * the default, is not written; a bad value refuses the file in one clause (the caller keeps the
 * defaults: animations on). */
static void remembers_the_animations_switch(void **state) {
    (void)state;
    UgConfig c, back;
    char error[256], text[512];
    assert_true(parse("undergrid-config 2\nanimations 0\n", &c, error));
    assert_true(c.anims_off);
    assert_true(parse("undergrid-config 2\nanimations 1\n", &c, error));
    assert_false(c.anims_off);
    const char *bad[] = {
        "undergrid-config 2\nanimations 2\n", "undergrid-config 2\nanimations -1\n",
        "undergrid-config 2\nanimations off\n", "undergrid-config 2\nanimations 0\nanimations 0\n"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_false(parse(bad[i], &c, error));
        assert_false(c.anims_off); /* the defaults */
        assert_non_null(strstr(error, "animations must be given once, 0 or 1"));
        assert_null(strchr(error, '\n'));
    }
    assert_false(parse("undergrid-config 1\nanimations 0\n", &c, error)); /* version 2 only */
    memset(&c, 0, sizeof c);
    assert_true(ug_config_format(&c, text, sizeof text));
    assert_null(strstr(text, "animations"));
    assert_true(parse(text, &back, error));
    assert_false(back.anims_off);
    c.anims_off = true;
    assert_true(ug_config_format(&c, text, sizeof text));
    assert_non_null(strstr(text, "undergrid-config 2\n"));
    assert_non_null(strstr(text, "animations 0\n"));
    assert_true(parse(text, &back, error));
    assert_true(back.anims_off);
    /* every option at its longest still fits the file ug_config_save writes */
    UgConfig all = {true, 16384, 16384, true, "ja", 4,    2,   UG_TILES_HYBRID, 4, 200,
                    10,   true,  true,  true, 2,    true, true};
    char path[1024], why[256];
    snprintf(path, sizeof path, "%sconfig-animations.txt", UG_TEST_OUT_DIR);
    assert_true(ug_config_save(path, &all, why, sizeof why));
    assert_int_equal(ug_config_load(path, &back, why, sizeof why), UG_CONFIG_LOADED);
    assert_true(back.anims_off && back.hints_off);
    assert_int_equal(back.palette, 4);
}

static void parser_survives_garbage(void **state) {
    (void)state;
    UgConfig good = {true, 1280,  720,   true,  "", 0,     0,    UG_TILES_HYBRID, 0, 0,
                     0,    false, false, false, 0,  false, false};
    char text[512];
    assert_true(ug_config_format(&good, text, sizeof text));
    size_t len = strlen(text);
    uint32_t x = 88172645u;
    for (int round = 0; round < 5000; round++) {
        char copy[512];
        memcpy(copy, text, len);
        for (int k = 0; k < 1 + round % 4; k++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            copy[(x >> 8) % len] = (char)(x >> 24);
        }
        size_t cut = round % 5 == 0 ? (size_t)(x % (uint32_t)len) : len;
        UgConfig c;
        char error[256] = "";
        if (ug_config_parse(copy, cut, &c, error, sizeof error)) {
            if (c.has_size) {
                assert_true(c.width >= UG_CONFIG_MIN_W && c.width <= UG_CONFIG_MAX_SIDE);
                assert_true(c.height >= UG_CONFIG_MIN_H && c.height <= UG_CONFIG_MAX_SIDE);
            }
        } else {
            assert_true(error[0] != '\0');
        }
    }
}

/* The sound options (issue 16): remembered, each line checked, the defaults when left out. */
static void sound_options_are_remembered(void **state) {
    (void)state;
    UgConfig c;
    char error[256], text[512];
    assert_true(
        parse("undergrid-config 2\nvolume 7\nsound 0\nmute 1\nmute-in-background 0\n", &c, error));
    assert_int_equal(c.quiet, 3);
    assert_true(c.sound_off && c.muted && c.background_heard);
    assert_true(parse("undergrid-config 2\nvolume 10\n", &c, error)); /* the rest: defaults */
    assert_int_equal(c.quiet, 0);
    assert_false(c.sound_off || c.muted || c.background_heard);
    static const char *const bad[] = {
        "undergrid-config 1\nvolume 5\n", /* options are version 2 */
        "undergrid-config 2\nvolume 11\n",          "undergrid-config 2\nvolume -1\n",
        "undergrid-config 2\nvolume 5\nvolume 6\n", "undergrid-config 2\nsound 2\n",
        "undergrid-config 2\nmute yes\n",           "undergrid-config 2\nmute 1\nmute 0\n",
        "undergrid-config 2\nmute-in-background\n", "undergrid-config 2\nmute-in-backgrounds 1\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (parse(bad[i], &c, error)) fail_msg("accepted bad sound config %zu", i);
        assert_true(error[0] != '\0');
    }
    /* Formatted and read back; the defaults alone keep the file as it was (version 1). */
    UgConfig want = {0};
    want.quiet = 4;
    want.muted = true;
    assert_true(ug_config_format(&want, text, sizeof text));
    assert_non_null(strstr(text, "undergrid-config 2\n"));
    assert_non_null(strstr(text, "volume 6\n"));
    assert_true(parse(text, &c, error));
    assert_int_equal(c.quiet, 4);
    assert_true(c.muted && !c.sound_off && !c.background_heard);
    want = (UgConfig){0};
    want.background_heard = true;
    assert_true(ug_config_format(&want, text, sizeof text) && parse(text, &c, error));
    assert_true(c.background_heard && !c.muted);
    want = (UgConfig){0};
    assert_true(ug_config_format(&want, text, sizeof text));
    assert_null(strstr(text, "volume"));
    assert_non_null(strstr(text, "undergrid-config 1\n"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parses_a_good_file),
        cmocka_unit_test(refuses_bad_files_whole),
        cmocka_unit_test(saves_and_loads_back),
        cmocka_unit_test(remembers_the_tiles_mode),
        cmocka_unit_test(palette_and_text_scale_round_trip),
        cmocka_unit_test(remembers_the_hints_switch),
        cmocka_unit_test(remembers_the_animations_switch),
        cmocka_unit_test(parser_survives_garbage),
        cmocka_unit_test(remembers_the_pickup_rule),
        cmocka_unit_test(sound_options_are_remembered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
