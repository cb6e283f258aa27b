/* The .po parser, safe formatting and the choice of language. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "i18n.h"
#include "text.h"
#include "view_fixtures.h"

static UgCatalog *parse(const char *text, char *error) {
    return ug_catalog_parse(text, strlen(text), error, 256);
}

static void parses_entries_escapes_and_continuations(void **state) {
    (void)state;
    char error[256];
    UgCatalog *c = parse("# a comment\n"
                         "msgid \"\"\n"
                         "msgstr \"Language: es\\n\"\n"
                         "\n"
                         "msgid \"Floor %d\"\n"
                         "msgstr \"Piso %d\"\n"
                         "\n"
                         "msgid \"Two \"\n"
                         "\"parts\"\n"
                         "msgstr \"Dos \\\"partes\\\"\"\r\n",
                         error);
    assert_non_null(c);
    assert_int_equal(ug_catalog_count(c), 2);
    assert_string_equal(ug_catalog_get(c, "Floor %d"), "Piso %d");
    assert_string_equal(ug_catalog_get(c, "Two parts"), "Dos \"partes\"");
    assert_string_equal(ug_catalog_get(c, "Missing"), "Missing");
    assert_string_equal(ug_catalog_get(NULL, "Missing"), "Missing");
    ug_catalog_free(c);
}

/* Guards against a translation that reads an argument that was not passed (a crash, or a
 * leak of memory, with a hostile or careless .po file). */
static void refuses_entries_whose_conversions_differ(void **state) {
    (void)state;
    char error[256];
    UgCatalog *c = parse("msgid \"Turn %d\"\nmsgstr \"Turno %s\"\n\n"
                         "msgid \"Seed %s\"\nmsgstr \"Semilla %s %s\"\n\n"
                         "msgid \"Health %d/%d\"\nmsgstr \"Vida %n\"\n\n"
                         "msgid \"Keys\"\nmsgstr \"Teclas\"\n",
                         error);
    assert_non_null(c);
    assert_int_equal(ug_catalog_refused(c), 3);
    assert_string_equal(ug_catalog_get(c, "Turn %d"), "Turn %d");
    assert_string_equal(ug_catalog_get(c, "Keys"), "Teclas");
    ug_catalog_free(c);
}

static void fuzzy_and_empty_entries_are_untranslated(void **state) {
    (void)state;
    char error[256];
    UgCatalog *c = parse("#, fuzzy\nmsgid \"A\"\nmsgstr \"B\"\n\nmsgid \"C\"\nmsgstr \"\"\n"
                         "msgid \"D\"\nmsgstr \"E\"\n",
                         error);
    assert_non_null(c);
    assert_string_equal(ug_catalog_get(c, "A"), "A");
    assert_string_equal(ug_catalog_get(c, "C"), "C");
    assert_string_equal(ug_catalog_get(c, "D"), "E");
    ug_catalog_free(c);
}

static void reports_bad_files_with_their_line(void **state) {
    (void)state;
    char error[256];
    assert_null(parse("msgid \"A\"\nmsgstr \"B\n", error));
    assert_non_null(strstr(error, "line 2"));
    assert_null(parse("msgid \"A\"\nbanana\n", error));
    assert_non_null(strstr(error, "line 2"));
    assert_null(parse("msgstr \"B\"\n", error));
    assert_null(parse("msgid \"A\"\n", error)); /* no msgstr */
    assert_null(parse("msgid \"A\"\nmsgstr \"\\q\"\n", error));
    assert_null(parse("\"orphan\"\n", error));
    const char nul[] = "msgid \"A\"\nmsgstr \"B\0\"\n";
    assert_null(ug_catalog_parse(nul, sizeof nul - 1, error, sizeof error));
    size_t big = UG_PO_MAX_BYTES + 1;
    char *huge = malloc(big);
    memset(huge, '#', big);
    assert_null(ug_catalog_parse(huge, big, error, sizeof error));
    free(huge);
    char *longstr = malloc(UG_PO_MAX_STRING + 64);
    strcpy(longstr, "msgid \"");
    memset(longstr + 7, 'x', UG_PO_MAX_STRING + 1);
    strcpy(longstr + 7 + UG_PO_MAX_STRING + 1, "\"\nmsgstr \"y\"\n");
    assert_null(parse(longstr, error));
    free(longstr);
}

static void the_shipped_catalogs_parse_completely(void **state) {
    (void)state;
    const char *langs[] = {"en", "es", "ja"};
    for (int i = 0; i < 3; i++) {
        UgCatalog *c = ug_test_load_catalog(langs[i]); /* parses, refuses nothing */
        assert_true(ug_catalog_count(c) > 40);
        ug_catalog_free(c);
    }
}

/* Every msgid of the English catalog is translated into Spanish and Japanese: guards against a
 * new text shipped in English only. */
static void every_msgid_is_translated(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%si18n/en.po", UG_ASSETS_DIR);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char line[4096];
    UgCatalog *es = ug_test_load_catalog("es"), *ja = ug_test_load_catalog("ja");
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "msgid \"", 7) != 0 || line[7] == '"') continue;
        char *end = strrchr(line, '"');
        assert_true(end > line + 7);
        *end = '\0';
        char msgid[4096];
        size_t n = 0; /* the msgids here use only \" and \\ escapes */
        for (const char *p = line + 7; *p && n + 1 < sizeof msgid; p++) {
            if (*p == '\\' && p[1]) p++;
            msgid[n++] = *p;
        }
        msgid[n] = '\0';
        if (!ug_catalog_has(es, msgid)) fail_msg("es.po lacks \"%s\"", msgid);
        if (!ug_catalog_has(ja, msgid)) fail_msg("ja.po lacks \"%s\"", msgid);
        checked++;
    }
    fclose(f);
    assert_true(checked > 150);
    ug_catalog_free(es);
    ug_catalog_free(ja);
}

static void format_is_safe(void **state) {
    (void)state;
    char out[64];
    UgArg args[2] = {ug_arg_int(-3), ug_arg_str("rata")};
    ug_i18n_format(out, sizeof out, "%d and %s, 100%%", args, 2);
    assert_string_equal(out, "-3 and rata, 100%");
    ug_i18n_format(out, sizeof out, "%s %d %d", args, 2); /* wrong types, missing argument */
    assert_string_equal(out, "? ? ?");
    ug_i18n_format(out, sizeof out, "%x%", args, 2);
    assert_string_equal(out, "%x%");
    /* Truncation keeps UTF-8 whole: "ñ" is two bytes and must not be cut in half. */
    char small[4];
    ug_i18n_format(small, sizeof small, "abñ", NULL, 0);
    assert_string_equal(small, "ab");
}

static void picks_the_language(void **state) {
    (void)state;
    const char *es_ar[] = {"es_AR", "en"};
    const char *fr_es[] = {"fr", "es"};
    const char *de[] = {"de"};
    const char *estonian[] = {"est"};
    assert_string_equal(ug_i18n_pick_language(NULL, es_ar, 2), "es");
    assert_string_equal(ug_i18n_pick_language("en", es_ar, 2), "en");
    assert_string_equal(ug_i18n_pick_language(NULL, fr_es, 2), "es");
    assert_string_equal(ug_i18n_pick_language(NULL, de, 1), "en");
    assert_string_equal(ug_i18n_pick_language(NULL, estonian, 1), "en");
    assert_string_equal(ug_i18n_pick_language(NULL, NULL, 0), "en");
    /* Japanese (simple's original language): asked for, or the system's first choice. */
    static const char *const ja_jp[] = {"ja_JP", "en"};
    assert_string_equal(ug_i18n_pick_language(NULL, ja_jp, 2), "ja");
    assert_string_equal(ug_i18n_pick_language("ja", NULL, 0), "ja");
    assert_true(ug_i18n_is_language("ja"));
}

static void utf8_decoding(void **state) {
    (void)state;
    const char *s = "a\xC3\xB1\xE2\x82\xAC\xFF";
    assert_int_equal(ug_utf8_next(&s), 'a');
    assert_int_equal(ug_utf8_next(&s), 0xF1);
    assert_int_equal(ug_utf8_next(&s), 0x20AC);
    assert_int_equal(ug_utf8_next(&s), 0xFFFD);
    assert_int_equal(*s, '\0');
    const char *cut = "\xC3"; /* a sequence cut by the end of the string */
    assert_int_equal(ug_utf8_next(&cut), 0xFFFD);
    assert_int_equal(*cut, '\0');
    assert_int_equal(ug_utf8_columns("Poción"), 6);
    /* Kana, kanji and full-width forms take two columns (the wrap of Japanese lines). */
    assert_int_equal(ug_utf8_columns("回復薬20"), 8);
    assert_int_equal(ug_utf8_columns("HP：16"), 6);
}

/* Fuzz-style: random byte changes and truncations of a real catalog never crash the parser or
 * the formatter, and any catalog it accepts still formats safely. Guards the untrusted-file
 * promise (a damaged .po must never take the game down). */
static void parser_survives_garbage(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%si18n/es.po", UG_ASSETS_DIR);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char text[1 << 17];
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    assert_true(len > 1000);
    uint32_t x = 2463534242u;
    static char copy[1 << 17];
    for (int round = 0; round < 2000; round++) {
        memcpy(copy, text, len);
        size_t cut = round % 3 == 0 ? (size_t)(x % (uint32_t)len) : len;
        for (int k = 0; k < 6; k++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            copy[(x >> 8) % len] = (char)(x >> 24);
        }
        char error[256] = "";
        UgCatalog *c = ug_catalog_parse(copy, cut, error, sizeof error);
        if (c) {
            char out[256];
            UgArg args[2] = {ug_arg_int(3), ug_arg_str("x")};
            ug_i18n_format(out, sizeof out, ug_catalog_get(c, "Golpeas a la rata (%d)."), args, 2);
            ug_i18n_format(out, sizeof out, ug_catalog_get(c, "Floor %d"), args, 1);
            ug_catalog_free(c);
        } else {
            assert_true(error[0] != '\0'); /* a refusal always says why */
        }
    }
}

static char wrapped[8][256];
static int wrapped_n;
static void collect(void *user, const char *line, size_t n) {
    (void)user;
    if (wrapped_n < 8) snprintf(wrapped[wrapped_n], sizeof wrapped[0], "%.*s", (int)n, line);
    wrapped_n++;
}

/* Guards fault 8's wraps: a line ending with a lone word ("go.") where a better break exists,
 * and Japanese broken inside a word (新し/いゲーム) or before closing punctuation. */
static void lines_break_by_rule(void **state) {
    (void)state;
    wrapped_n = 0;
    assert_int_equal(ug_text_wrap("aaa bbb ccc ddd eee fff ggg hhh go.", 32, collect, NULL), 2);
    assert_non_null(strchr(wrapped[1], ' ')); /* the last line is not one word alone */
    assert_int_equal(ug_text_wrap_greedy("aaa bbb ccc ddd eee fff ggg hhh go.", 32, NULL, NULL), 2);
    /* ja.po marks where its words end (U+200B): a line breaks there only. */
    UgCatalog *ja = ug_test_load_catalog("ja");
    const char *text =
        ug_catalog_get(ja, "Choose a mode, then a seed if you want a particular dungeon.");
    for (int cols = 8; cols <= 40; cols++) {
        wrapped_n = 0;
        ug_text_wrap(text, cols, collect, NULL);
        for (int i = 0; i < wrapped_n && i < 8; i++) {
            assert_true(ug_utf8_columns(wrapped[i]) <= cols);
            const char *p = wrapped[i];
            assert_false(ug_text_no_break_before(ug_utf8_next(&p))); /* no 、 or 。 first */
        }
    }
    wrapped_n = 0;
    ug_text_wrap(ug_catalog_get(ja, "New game"), 8, collect, NULL);
    assert_int_equal(wrapped_n, 2);
    assert_string_equal(wrapped[0], "新しい");
    assert_string_equal(wrapped[1], "ゲーム");
    ug_catalog_free(ja);
    /* Unmarked Japanese: between wide characters, but never before 。 or ー. */
    wrapped_n = 0;
    ug_text_wrap_greedy("ゲームです。", 10, collect, NULL);
    assert_string_equal(wrapped[1], "す。");
    wrapped_n = 0;
    ug_text_wrap_greedy("ゲーム", 2, collect, NULL);
    assert_string_equal(wrapped[0], "ゲー");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parses_entries_escapes_and_continuations),
        cmocka_unit_test(refuses_entries_whose_conversions_differ),
        cmocka_unit_test(fuzzy_and_empty_entries_are_untranslated),
        cmocka_unit_test(reports_bad_files_with_their_line),
        cmocka_unit_test(the_shipped_catalogs_parse_completely),
        cmocka_unit_test(every_msgid_is_translated),
        cmocka_unit_test(lines_break_by_rule),
        cmocka_unit_test(format_is_safe),
        cmocka_unit_test(picks_the_language),
        cmocka_unit_test(utf8_decoding),
        cmocka_unit_test(parser_survives_garbage),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
