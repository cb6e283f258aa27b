/* Key bindings (bindings.h): resolution on each keyboard preset, the rewrite of a key's command,
 * rebinding with conflicts, and the bindings file's parser (bad lines reported by number and
 * skipped, unknown commands, duplicates, garbage). No SDL: positions are HID usage codes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "bindings.h"

enum { HID_A = 4 };
static int pos(char us) { /* the place of a key on a US keyboard */
    return ug_keyboard_position_of(UG_KEYBOARD_QWERTY, us);
}

static void assert_same(const UgBindings *a, const UgBindings *b) {
    assert_int_equal(a->keyboard, b->keyboard);
    for (int i = 0; i < UG_BIND_COUNT; i++)
        for (int k = 0; k < UG_BIND_KEYS; k++) {
            assert_int_equal(a->keys[i][k].how, b->keys[i][k].how);
            assert_int_equal(a->keys[i][k].code, b->keys[i][k].code);
        }
}

/* A key press on a keyboard: the place and what that keyboard types there. */
static UgCommand press(const UgBindings *b, UgKeyboard k, char us_place) {
    UgCommand c = {.kind = UG_CMD_OTHER_KEY};
    int p = pos(us_place);
    char ch = ug_keyboard_char_at(k, p);
    c.key[0] = ch;
    ug_bindings_apply(b, p, ch, &c);
    return c;
}

/* WASD and HJKL stay where the hand is on every preset: the same places move the same way,
 * whatever letters they type; and what is bound by character follows the character (Guards
 * against bindings by keycode: AZERTY's Z-key moving up would be W's place... the other way). */
static void places_move_on_every_keyboard(void **state) {
    (void)state;
    static const struct {
        char place;
        int dx, dy;
    } moves[] = {{'w', 0, -1}, {'a', -1, 0}, {'s', 0, 1}, {'d', 1, 0},
                 {'k', 0, -1}, {'h', -1, 0}, {'j', 0, 1}, {'l', 1, 0}};
    for (int k = 0; k < UG_KEYBOARD_COUNT; k++) {
        UgBindings b;
        ug_bindings_preset(&b, (UgKeyboard)k);
        for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
            UgCommand c = press(&b, (UgKeyboard)k, moves[i].place);
            if (c.kind != UG_CMD_MOVE || c.dx != moves[i].dx || c.dy != moves[i].dy)
                fail_msg("%s: the %c place does not move", ug_keyboard_name((UgKeyboard)k),
                         moves[i].place);
        }
        /* simple's z and x are the bottom-left places; adventure's i f g theirs. */
        assert_int_equal(press(&b, (UgKeyboard)k, 'z').kind, UG_CMD_CHOOSE);
        assert_int_equal(press(&b, (UgKeyboard)k, 'x').kind, UG_CMD_INVENTORY);
        assert_int_equal(press(&b, (UgKeyboard)k, 'f').letter, 'f');
        /* '?' is a character: wherever the layout has it (no position: found through it). */
        UgCommand c = {.kind = UG_CMD_OTHER_KEY};
        ug_bindings_apply(&b, 0, '?', &c);
        assert_int_equal(c.kind, UG_CMD_HELP);
        c = (UgCommand){.kind = UG_CMD_OTHER_KEY};
        ug_bindings_apply(&b, 0, '>', &c);
        assert_int_equal(c.bound, UG_BIND_DESCEND + 1);
        /* No default conflict on any preset: each key means one thing where it is used. */
        UgBind x, y;
        if (ug_bindings_conflict(&b, &x, &y))
            fail_msg("%s: %s and %s share a key", ug_keyboard_name((UgKeyboard)k), ug_bind_name(x),
                     ug_bind_name(y));
    }
}

/* What each layout types where, for the labels, and the labels of the hints. */
static void presets_type_their_letters(void **state) {
    (void)state;
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_AZERTY, pos('w')), 'z');
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_AZERTY, pos('q')), 'a');
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_AZERTY, pos(';')), 'm');
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_QWERTZ, pos('y')), 'z');
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_DVORAK, pos('k')), 't');
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_DVORAK, pos('w')), ',');
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_COLEMAK, pos('k')), 'e');
    assert_int_equal(ug_keyboard_char_at(UG_KEYBOARD_COLEMAK, pos('d')), 's');
    for (int k = 0; k < UG_KEYBOARD_COUNT; k++)
        for (char ch = 'a'; ch <= 'z'; ch++) { /* every letter is somewhere, and only once */
            int p = ug_keyboard_position_of((UgKeyboard)k, ch);
            assert_true(p >= HID_A);
            assert_int_equal(ug_keyboard_char_at((UgKeyboard)k, p), ch);
        }
    UgBindings b;
    ug_bindings_default(&b);
    char label[32];
    ug_bind_label(&b, UG_BIND_UP, label, sizeof label);
    assert_string_equal(label, "W/K");
    b.keyboard = UG_KEYBOARD_AZERTY;
    ug_bind_label(&b, UG_BIND_UP, label, sizeof label);
    assert_string_equal(label, "Z/K");
    b.keyboard = UG_KEYBOARD_DVORAK;
    ug_bind_label(&b, UG_BIND_LEFT, label, sizeof label);
    assert_string_equal(label, "A/D");
    ug_bind_label(&b, UG_BIND_HELP, label, sizeof label);
    assert_string_equal(label, "?");
}

/* y is up-left in a game and yes in a box (both at once); a rebound key takes its meaning from
 * the new command, and the old key means nothing any more. */
static void rebinding_moves_the_meaning(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_default(&b);
    UgCommand c = press(&b, UG_KEYBOARD_QWERTY, 'y');
    assert_int_equal(c.kind, UG_CMD_YES);
    assert_int_equal(c.letter, 'y');
    assert_int_equal(c.answer, 'y');
    /* QWERTZ: the key that types y is z's place (choose), and still answers yes. */
    b.keyboard = UG_KEYBOARD_QWERTZ;
    c = press(&b, UG_KEYBOARD_QWERTZ, 'z');
    assert_int_equal(c.kind, UG_CMD_CHOOSE);
    assert_int_equal(c.answer, 'y');
    b.keyboard = UG_KEYBOARD_QWERTY;
    /* Throw on T: T throws, F does nothing. */
    assert_int_equal(
        ug_bindings_set(&b, UG_BIND_THROW, (UgKeyBind){UG_KEY_POSITION, pos('t'), false}), -1);
    assert_int_equal(press(&b, UG_KEYBOARD_QWERTY, 't').letter, 'f');
    ug_bindings_set(&b, UG_BIND_THROW, (UgKeyBind){UG_KEY_POSITION, pos('t'), false}); /* no-op */
    b.keys[UG_BIND_THROW][1] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
    c = press(&b, UG_KEYBOARD_QWERTY, 'f');
    assert_int_equal(c.kind, UG_CMD_OTHER_KEY);
    assert_int_equal(c.letter, 0);
    /* A conflict: move-up on I takes it from adventure's items, which is then unbound. */
    assert_int_equal(ug_bindings_set(&b, UG_BIND_UP, (UgKeyBind){UG_KEY_POSITION, pos('i'), false}),
                     UG_BIND_ITEMS);
    assert_int_equal(b.keys[UG_BIND_ITEMS][0].how, UG_KEY_UNBOUND);
    assert_int_equal(press(&b, UG_KEYBOARD_QWERTY, 'i').kind, UG_CMD_MOVE);
    UgBind x, y;
    assert_false(ug_bindings_conflict(&b, &x, &y));
    b.keys[UG_BIND_WAIT][1] =
        (UgKeyBind){UG_KEY_POSITION, pos('w'), false}; /* by hand: a conflict */
    assert_true(ug_bindings_conflict(&b, &x, &y));
    assert_int_equal(x, UG_BIND_UP);
    assert_int_equal(y, UG_BIND_WAIT);
    /* Keys in places that never see each other do not conflict: y is up-left and yes. */
    ug_bindings_default(&b);
    assert_false(ug_bindings_conflict(&b, &x, &y));
}

/* The file: a good one round-trips; bad lines are reported with their number and skipped, the
 * rest still counts; a file that is not one keeps the defaults. */
static void the_file_is_checked_line_by_line(void **state) {
    (void)state;
    UgBindings b, back, defaults;
    ug_bindings_default(&defaults);
    ug_bindings_default(&b);
    b.keyboard = UG_KEYBOARD_COLEMAK;
    ug_bindings_set(&b, UG_BIND_THROW, (UgKeyBind){UG_KEY_POSITION, pos('t'), false});
    ug_bindings_set(&b, UG_BIND_HELP, (UgKeyBind){UG_KEY_CHARACTER, '/', false});
    b.keys[UG_BIND_SEED][0] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
    char text[4096];
    assert_true(ug_bindings_format(&b, text, sizeof text));
    UgBindingsReport r;
    assert_true(ug_bindings_parse(text, strlen(text), &back, &r));
    assert_int_equal(r.count, 0);
    assert_same(&b, &back);
    assert_false(ug_bindings_format(&b, text, 40)); /* does not fit: refused, not cut */

    const char *bad = "undergrid-bindings 1\r\n"
                      "# a comment\n"
                      "fly pos:Q\n"                /* 3: unknown command */
                      "throw pos:T\n"              /* 4: good */
                      "throw pos:R\n"              /* 5: a duplicate */
                      "wait pos:\n"                /* 6: a bad key */
                      "help char:? char:/ pos:H\n" /* 7: three keys */
                      "keyboard klingon\n"         /* 8: unknown keyboard */
                      "keyboard dvorak\n"          /* 9: good */
                      "items none\n"               /* 10: unbound */
                      "pick-up\n";                 /* 11: no key */
    assert_true(ug_bindings_parse(bad, strlen(bad), &back, &r));
    assert_int_equal(r.count, 6);
    assert_string_equal(r.lines[0], "line 3: has an unknown command: \"fly\"");
    assert_non_null(strstr(r.lines[1], "line 5:"));
    assert_non_null(strstr(r.lines[2], "line 6:"));
    assert_non_null(strstr(r.lines[3], "line 7:"));
    assert_non_null(strstr(r.lines[4], "line 8:"));
    assert_non_null(strstr(r.lines[5], "line 11:"));
    assert_int_equal(back.keyboard, UG_KEYBOARD_DVORAK);
    assert_int_equal(back.keys[UG_BIND_THROW][0].code, pos('t'));
    assert_int_equal(back.keys[UG_BIND_THROW][1].how, UG_KEY_UNBOUND);
    assert_int_equal(back.keys[UG_BIND_ITEMS][0].how, UG_KEY_UNBOUND);
    /* Commands the file does not name: the defaults of its keyboard (Dvorak's wait is the
     * '.' place: Dvorak types '.' where explore is). */
    UgBindings dvorak;
    ug_bindings_preset(&dvorak, UG_KEYBOARD_DVORAK);
    assert_int_equal(back.keys[UG_BIND_WAIT][0].how, UG_KEY_POSITION);
    assert_int_equal(back.keys[UG_BIND_WAIT][0].code, dvorak.keys[UG_BIND_WAIT][0].code);
    assert_int_equal(dvorak.keys[UG_BIND_WAIT][0].code, pos('.'));
    assert_memory_equal(back.keys[UG_BIND_HELP], defaults.keys[UG_BIND_HELP],
                        sizeof defaults.keys[0]);

    static const char *const not_files[] = {"", "undergrid-bindings 2\n", "bind w up\n",
                                            "undergrid-bindings 10\n"};
    for (size_t i = 0; i < sizeof not_files / sizeof not_files[0]; i++) {
        assert_false(ug_bindings_parse(not_files[i], strlen(not_files[i]), &back, &r));
        assert_int_equal(r.count, 1);
        assert_same(&back, &defaults);
    }
    char nul[] = "undergrid-bindings 1\nwait char:.\n";
    nul[25] = '\0';
    assert_false(ug_bindings_parse(nul, sizeof nul - 1, &back, &r));
}

/* Fuzz-style: random bytes in a good file never crash the parser, and whatever it keeps is a
 * valid binding (a known kind of key, a character key printable). */
static void the_parser_survives_garbage(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_default(&b);
    char good[4096];
    assert_true(ug_bindings_format(&b, good, sizeof good));
    size_t len = strlen(good);
    uint32_t x = 12345;
    for (int round = 0; round < 3000; round++) {
        char copy[4096];
        memcpy(copy, good, len);
        for (int k = 0; k < 1 + round % 6; k++) {
            x = x * 1664525u + 1013904223u;
            copy[20 + (x >> 8) % (len - 20)] = (char)(x >> 24);
        }
        UgBindings out;
        UgBindingsReport r;
        if (!ug_bindings_parse(copy, len, &out, &r)) continue;
        assert_true(out.keyboard >= 0 && out.keyboard < UG_KEYBOARD_COUNT);
        for (int i = 0; i < UG_BIND_COUNT; i++)
            for (int k = 0; k < UG_BIND_KEYS; k++) {
                UgKeyBind key = out.keys[i][k];
                assert_true(key.how <= UG_KEY_CHARACTER);
                if (key.how == UG_KEY_CHARACTER) assert_true(key.code > ' ' && key.code < 127);
                if (key.how == UG_KEY_POSITION)
                    assert_true(ug_keyboard_char_at(UG_KEYBOARD_QWERTY, key.code) != 0);
            }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(places_move_on_every_keyboard),
        cmocka_unit_test(presets_type_their_letters),
        cmocka_unit_test(rebinding_moves_the_meaning),
        cmocka_unit_test(the_file_is_checked_line_by_line),
        cmocka_unit_test(the_parser_survives_garbage),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
