/* The rule a line too long for its panel is shortened by (legibility.h's ug_text_fit), and the
 * frames the window shows under it: nothing cut, no number cut. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "i18n.h"
#include "legibility.h"

static void fit(const char *text, int cols, const char *expected) {
    char buf[UG_FRAME_TEXT_MAX];
    snprintf(buf, sizeof buf, "%s", text);
    ug_text_fit(buf, sizeof buf, cols);
    assert_string_equal(buf, expected);
    assert_true(ug_utf8_columns(buf) <= cols);
}

static void a_line_that_fits_is_kept(void **state) {
    (void)state;
    fit("Turn 12", 7, "Turn 12");
    fit("", 3, "");
}

static void parts_go_from_the_end(void **state) {
    (void)state;
    fit("Enter: use  Esc: close", 14, "Enter: use\u2026");
    fit("Stack: Lump, Ice, Lump, Fire", 23, "Stack: Lump, Ice, Lump\u2026");
    fit("Stack: Lump, Ice, Lump, Fire", 19, "Stack: Lump, Ice\u2026");
    /* Japanese hints are apart by an ideographic space; a wide sign takes two columns */
    fit("Enter\uff1a\u4f7f\u3046\u3000Esc\uff1a\u9589\u3058\u308b", 22,
        "Enter\uff1a\u4f7f\u3046\u2026");
}

static void a_number_or_brackets_at_the_end_stay_whole(void **state) {
    (void)state;
    /* the words that do not fit go whole (issue 27: a name is never cut inside) */
    fit("Healing potion 10", 14, "Healing\u2026 10");
    fit("Leather armour (in use)", 19, "Leather\u2026 (in use)");
    fit("Potion of extra healing 3", 20, "Potion of extra\u2026 3");
    fit("EXP 129/200", 9, "\u2026129/200"); /* no room for its words: the value alone */
}

static void else_an_ellipsis_where_it_must(void **state) {
    (void)state;
    fit("Zoom del tablero: < Ajustar a la ventana >", 41,
        "Zoom del tablero: < Ajustar a la ventana\u2026");
    fit("abcdef", 1, "\u2026");
    fit("abcdefghij", 6, "abcde\u2026"); /* one word wider than the panel: cut inside */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_line_that_fits_is_kept),
        cmocka_unit_test(parts_go_from_the_end),
        cmocka_unit_test(a_number_or_brackets_at_the_end_stay_whole),
        cmocka_unit_test(else_an_ellipsis_where_it_must),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
