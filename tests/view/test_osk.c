/* The seed page's on-screen keyboard (osk.h): its keys per kind of seed, the D-pad's moves over
 * them, what a key press does to the text, where the keys are drawn and what the frame says.
 * Guards the pad and touch player's only way to type a seed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "layout.h"
#include "osk.h"

static int find(UgSeedKind kind, UgOskKeyKind k, char ch) {
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys(kind, keys);
    for (int i = 0; i < n; i++)
        if (keys[i].kind == k && (k != UG_OSK_KEY_CHAR || keys[i].ch == ch)) return i;
    return -1;
}

/* Each kind has the characters its seeds may have, and Erase and Done; no key leaves the grid. */
static void keys_fit_each_kind_of_seed(void **state) {
    (void)state;
    for (int kind = 0; kind < UG_SEED_KIND_COUNT; kind++) {
        UgOskKey keys[UG_OSK_KEYS_MAX];
        int n = ug_osk_keys((UgSeedKind)kind, keys);
        assert_true(n > 10 && n <= UG_OSK_KEYS_MAX);
        for (char d = '0'; d <= '9'; d++)
            assert_true(find((UgSeedKind)kind, UG_OSK_KEY_CHAR, d) >= 0);
        assert_true(find((UgSeedKind)kind, UG_OSK_KEY_ERASE, 0) >= 0);
        assert_true(find((UgSeedKind)kind, UG_OSK_KEY_DONE, 0) >= 0);
        int used[8][UG_OSK_COLS] = {{0}};
        for (int i = 0; i < n; i++) {
            assert_true(keys[i].row >= 0 && keys[i].row < ug_osk_rows((UgSeedKind)kind));
            assert_true(keys[i].col >= 0 && keys[i].span >= 1);
            assert_true(keys[i].col + keys[i].span <= UG_OSK_COLS);
            for (int c = keys[i].col; c < keys[i].col + keys[i].span; c++)
                assert_int_equal(used[keys[i].row][c]++, 0); /* no two keys overlap */
        }
    }
    assert_int_equal(find(UG_SEED_NUMBER, UG_OSK_KEY_CHAR, 'a'), -1); /* numbers: digits only */
    assert_true(find(UG_SEED_TEN_DIGITS, UG_OSK_KEY_CHAR, '-') >= 0); /* 12345-67890 */
    assert_true(find(UG_SEED_TEXT, UG_OSK_KEY_CHAR, 'q') >= 0);
    assert_true(find(UG_SEED_TEXT, UG_OSK_KEY_CHAR, ' ') >= 0);
}

/* The D-pad walks the rows and wraps; up and down keep the column; a wide key is one stop. */
static void the_dpad_moves_over_the_keys(void **state) {
    (void)state;
    UgOsk o;
    ug_osk_open(&o, UG_SEED_NUMBER);
    assert_true(o.open);
    assert_int_equal(o.cursor, find(UG_SEED_NUMBER, UG_OSK_KEY_CHAR, '1'));
    ug_osk_move(&o, -1, 0); /* wraps to the row's end */
    assert_int_equal(o.cursor, find(UG_SEED_NUMBER, UG_OSK_KEY_CHAR, '0'));
    ug_osk_move(&o, 1, 0);
    assert_int_equal(o.cursor, find(UG_SEED_NUMBER, UG_OSK_KEY_CHAR, '1'));
    ug_osk_move(&o, 1, 0);
    ug_osk_move(&o, 1, 0); /* '3', column 2 */
    ug_osk_move(&o, 0, 1); /* Erase covers columns 0..4 */
    assert_int_equal(o.cursor, find(UG_SEED_NUMBER, UG_OSK_KEY_ERASE, 0));
    ug_osk_move(&o, 0, 1); /* wraps to the top, in the column kept */
    assert_int_equal(o.cursor, find(UG_SEED_NUMBER, UG_OSK_KEY_CHAR, '3'));
    ug_osk_move(&o, 0, -1);
    ug_osk_move(&o, 1, 0);
    assert_int_equal(o.cursor, find(UG_SEED_NUMBER, UG_OSK_KEY_DONE, 0));
    ug_osk_move(&o, 0, 1); /* Done's column: 5 */
    assert_int_equal(o.cursor, find(UG_SEED_NUMBER, UG_OSK_KEY_CHAR, '6'));
    /* text: down from '0' (column 9) reaches '-' at the end of a..l, then the space bar */
    ug_osk_open(&o, UG_SEED_TEXT);
    ug_osk_move(&o, -1, 0);
    ug_osk_move(&o, 0, 1);
    ug_osk_move(&o, 0, 1);
    assert_int_equal(o.cursor, find(UG_SEED_TEXT, UG_OSK_KEY_CHAR, '-'));
    ug_osk_move(&o, 0, 1);
    assert_int_equal(o.cursor, find(UG_SEED_TEXT, UG_OSK_KEY_CHAR, ' '));
    ug_osk_move(&o, 0, 1);
    assert_int_equal(o.cursor, find(UG_SEED_TEXT, UG_OSK_KEY_DONE, 0));
    ug_osk_move(&o, 1, 1); /* a stick's diagonal: along, then down */
    assert_int_equal(o.cursor, find(UG_SEED_TEXT, UG_OSK_KEY_CHAR, '1'));
}

/* A press types the key's character, Erase removes the last one (a whole UTF-8 character), a
 * full field takes no more, and Done says so without changing the text. */
static void a_press_types_erases_and_is_done(void **state) {
    (void)state;
    UgOsk o;
    ug_osk_open(&o, UG_SEED_TEN_DIGITS);
    char text[6] = "";
    assert_int_equal(ug_osk_press(&o, -1, text, sizeof text), UG_OSK_TYPED);
    assert_string_equal(text, "1");
    assert_int_equal(
        ug_osk_press(&o, find(UG_SEED_TEN_DIGITS, UG_OSK_KEY_CHAR, '-'), text, sizeof text),
        UG_OSK_TYPED);
    assert_string_equal(text, "1-");
    assert_int_equal(o.cursor, find(UG_SEED_TEN_DIGITS, UG_OSK_KEY_CHAR, '-')); /* follows */
    int nine = find(UG_SEED_TEN_DIGITS, UG_OSK_KEY_CHAR, '9');
    for (int i = 0; i < 3; i++)
        assert_int_equal(ug_osk_press(&o, nine, text, sizeof text), UG_OSK_TYPED);
    assert_int_equal(ug_osk_press(&o, nine, text, sizeof text), UG_OSK_NOTHING); /* full */
    assert_string_equal(text, "1-999");
    int erase = find(UG_SEED_TEN_DIGITS, UG_OSK_KEY_ERASE, 0);
    assert_int_equal(ug_osk_press(&o, erase, text, sizeof text), UG_OSK_ERASED);
    assert_string_equal(text, "1-99");
    char typed[8] = "a\xC3\xB1"; /* "añ" from a keyboard */
    assert_int_equal(ug_osk_press(&o, erase, typed, sizeof typed), UG_OSK_ERASED);
    assert_string_equal(typed, "a");
    typed[0] = '\0';
    assert_int_equal(ug_osk_press(&o, erase, typed, sizeof typed), UG_OSK_NOTHING);
    int done = find(UG_SEED_TEN_DIGITS, UG_OSK_KEY_DONE, 0);
    assert_int_equal(ug_osk_press(&o, done, text, sizeof text), UG_OSK_DONE);
    assert_string_equal(text, "1-99");
    assert_int_equal(ug_osk_press(&o, 99, text, sizeof text), UG_OSK_NOTHING);
}

/* At 1280x800 the keys sit between the menu's rows and the hint line, apart from each other,
 * large enough for a thumb, and a tap finds each one; the text drawn on them is >= 12 px. */
static void keys_are_laid_out_apart_and_found_by_a_tap(void **state) {
    (void)state;
    static const int sizes[][2] = {{1280, 800}, {640, 360}, {1920, 1080}};
    for (int s = 0; s < 3; s++) {
        UgLayout l;
        ug_layout_compute(&l, sizes[s][0], sizes[s][1], &(UgLayoutParams){0});
        if (s == 0) assert_true(l.text_px >= 12);
        for (int kind = 0; kind < UG_SEED_KIND_COUNT; kind++) {
            UgOskKey keys[UG_OSK_KEYS_MAX];
            int n = ug_osk_keys((UgSeedKind)kind, keys);
            UgRect seed_rows = ug_layout_menu_row(&l, 3, 4); /* under Seed, Start, Back */
            for (int i = 0; i < n; i++) {
                UgRect r = ug_osk_key_rect(&l, (UgSeedKind)kind, i);
                assert_true(r.w >= l.line_h && r.h >= l.line_h);
                assert_true(ug_rect_inside(r, l.canvas));
                assert_true(r.y >= seed_rows.y + seed_rows.h); /* the rows and the rule stay */
                assert_true(r.y + r.h <= l.canvas.y + l.canvas.h - 2 * l.line_h); /* the hint */
                for (int j = 0; j < i; j++)
                    assert_false(ug_rect_overlaps(r, ug_osk_key_rect(&l, (UgSeedKind)kind, j)));
                assert_int_equal(ug_osk_key_at(&l, (UgSeedKind)kind, r.x + r.w / 2, r.y + r.h / 2),
                                 i);
            }
            assert_int_equal(ug_osk_key_at(&l, (UgSeedKind)kind, 0, 0), -1);
        }
    }
}

/* The frame gets the labels (worded by the catalog), the chosen key and the pad's hint; a
 * closed keyboard puts nothing. */
static void the_frame_shows_the_keys(void **state) {
    (void)state;
    static UgFrame f;
    UgOsk o;
    ug_osk_open(&o, UG_SEED_NUMBER);
    ug_osk_move(&o, 0, 1);
    ug_osk_move(&o, 1, 0);
    ug_osk_build(&f, NULL, &o, true);
    assert_int_equal(f.osk_count, 12);
    assert_int_equal(f.osk_kind, UG_SEED_NUMBER);
    assert_int_equal(f.osk_cursor, o.cursor);
    assert_string_equal(f.osk_labels[0].text, "1");
    assert_string_equal(f.osk_labels[o.cursor].text, "Done");
    assert_string_equal(f.osk_labels[o.cursor - 1].text, "Erase");
    assert_non_null(strstr(f.menu_hint.text, "A: type"));
    ug_osk_build(&f, NULL, &o, false);
    assert_non_null(strstr(f.menu_hint.text, "Tap the keys"));
    o.open = false;
    ug_osk_build(&f, NULL, &o, true);
    assert_int_equal(f.osk_count, 0);
    ug_osk_build(&f, NULL, NULL, true);
    assert_int_equal(f.osk_count, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(keys_fit_each_kind_of_seed),
        cmocka_unit_test(the_dpad_moves_over_the_keys),
        cmocka_unit_test(a_press_types_erases_and_is_done),
        cmocka_unit_test(keys_are_laid_out_apart_and_found_by_a_tap),
        cmocka_unit_test(the_frame_shows_the_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
