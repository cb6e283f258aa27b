/* The system's keyboard preset (src/app/keyboard_guess.c): each preset is found from what its
 * layout types, a national variant with other punctuation still is, and a layout that types no
 * Latin letters keeps QWERTY. Guards the first start on AZERTY or Dvorak showing QWERTY's
 * letters in every hint. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "keyboard_guess.h"

typedef struct Typed {
    UgKeyboard like;   /* types what this preset types ... */
    int changed_place; /* ... except here (0: nowhere) */
    char changed_to;
    bool nothing; /* types no ASCII at all */
} Typed;

static char typed_at(int position, void *context) {
    const Typed *t = context;
    if (t->nothing) return 0;
    if (position == t->changed_place) return t->changed_to;
    char ch = ug_keyboard_char_at(t->like, position);
    return ch >= 'a' && ch <= 'z' ? (char)(ch - 'a' + 'A') : ch; /* SDL may say upper case */
}

static void every_preset_is_found(void **state) {
    (void)state;
    for (int k = 0; k < UG_KEYBOARD_COUNT; k++) {
        Typed t = {(UgKeyboard)k, 0, 0, false};
        assert_int_equal(ug_keyboard_guess(typed_at, &t), k);
    }
}

static void a_variant_is_found_and_an_unknown_layout_keeps_qwerty(void **state) {
    (void)state;
    /* A Belgian AZERTY: the same letters, another sign where French AZERTY has '!'. */
    Typed belgian = {UG_KEYBOARD_AZERTY, 56, '=', false};
    assert_int_equal(ug_keyboard_guess(typed_at, &belgian), UG_KEYBOARD_AZERTY);
    /* A Swiss QWERTZ whose ';' place types a letter outside ASCII (0 here). */
    Typed swiss = {UG_KEYBOARD_QWERTZ, 51, 0, false};
    assert_int_equal(ug_keyboard_guess(typed_at, &swiss), UG_KEYBOARD_QWERTZ);
    Typed cyrillic = {UG_KEYBOARD_QWERTY, 0, 0, true};
    assert_int_equal(ug_keyboard_guess(typed_at, &cyrillic), UG_KEYBOARD_QWERTY);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_preset_is_found),
        cmocka_unit_test(a_variant_is_found_and_an_unknown_layout_keeps_qwerty),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
