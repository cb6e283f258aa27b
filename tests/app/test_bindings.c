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
#include "controllers/controller.h"
#include "profile.h"
#include "scenes_auto.h"
#include "keys_screen.h"
#include "controllers/cursed_scene.h"

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

/* A press of one of a command's keys on keyboard `k`, as input.c makes it: the place, the
 * character the keyboard types there (a sign it types nowhere unshifted: Shift and the sign). */
static UgCommand press_key(const UgBindings *b, UgKeyboard k, UgKeyBind key) {
    UgCommand c = {.kind = UG_CMD_OTHER_KEY};
    int place = 0;
    char ch = 0;
    if (key.how == UG_KEY_POSITION) {
        place = key.code;
        ch = ug_keyboard_char_at(k, place);
    } else {
        ch = (char)key.code;
        place = ug_keyboard_position_of(k, ch);
    }
    c.shift = key.shift || (key.how == UG_KEY_CHARACTER && !place);
    if (key.shift && ch >= 'a' && ch <= 'z') ch = (char)(ch - 'a' + 'A');
    c.key[0] = ch;
    c.place = (unsigned short)place;
    if (ch >= 'a' && ch <= 'z') c.letter = ch; /* input.c: the key's own letter first */
    ug_bindings_apply(b, place, ch, &c);
    return c;
}

/* The game screens, each a controller (controllers/controller.h); MENU and BOX are the menus
 * and a yes/no box. */
enum {
    MENU = -2,
    BOX = -1,
    SCHEME_BUMP4 = 0,
    SCHEME_SIMPLE,
    SCHEME_CURSED,
    SCHEME_ROGUE8,
    SCHEME_COUNT
};
static const UgController *const schemes[SCHEME_COUNT] = {
    &ug_controller_bump4, &ug_controller_simple, &ug_controller_cursed, &ug_controller_rogue8};

/* The bindings' place of a game screen (its controller's). */
static int at(int scheme) {
    return schemes[scheme]->bindings;
}

static bool used_in(int cmd, int scheme) {
    static const int menu[] = {UG_BIND_UP,   UG_BIND_DOWN, UG_BIND_LEFT, UG_BIND_RIGHT,
                               UG_BIND_HELP, UG_BIND_MENU, UG_BIND_SEED, UG_BIND_CHOOSE};
    static const int box[] = {UG_BIND_YES, UG_BIND_NO, UG_BIND_MENU};
    if (scheme >= 0) return ug_bind_used((UgBind)cmd, at(scheme));
    const int *list = scheme == MENU ? menu : box;
    size_t n = scheme == MENU ? sizeof menu / sizeof menu[0] : sizeof box / sizeof box[0];
    for (size_t i = 0; i < n; i++)
        if (list[i] == cmd) return true;
    return false;
}

/* What a command means on a mode's game screen (or in the menus, or a yes/no box), read the way
 * the scenes read it: scenes.c's mute, scenes_auto.c's keys, then cursed's table key
 * (controllers/cursed_scene.c) or the kind and letter the other modes read. -1: nothing. */
static int meaning(const UgCommand *c, int scheme) {
    if (scheme == BOX) { /* a yes/no box: the answer, or M for the title menu */
        if (c->answer == 'y') return UG_BIND_YES;
        if (c->answer == 'n') return UG_BIND_NO;
        return c->letter == 'm' ? UG_BIND_MENU : -1;
    }
    if (scheme == MENU) { /* the title menu and the end screens */
        if (c->kind == UG_CMD_MOVE)
            return c->dy < 0   ? UG_BIND_UP
                   : c->dy > 0 ? UG_BIND_DOWN
                   : c->dx < 0 ? UG_BIND_LEFT
                               : UG_BIND_RIGHT;
        if (c->kind == UG_CMD_HELP) return UG_BIND_HELP;
        if (c->kind == UG_CMD_CHOOSE) return UG_BIND_CHOOSE;
        if (c->letter == 'm') return UG_BIND_MENU;
        if (c->letter == 'c') return UG_BIND_SEED;
        return -1;
    }
    if (ug_command_is(c, UG_BIND_MUTE)) return UG_BIND_MUTE;
    if (c->kind == UG_CMD_HISTORY) return UG_BIND_LOG; /* Tab: every mode's log */
    int dx = 0, dy = 0;
    switch (ug_scenes_auto_key(&schemes[scheme]->travel, c, &dx, &dy)) {
        case UG_AUTO_CMD_STAIRS:
            return UG_BIND_DESCEND;
        case UG_AUTO_CMD_REST:
            return UG_BIND_REST;
        case UG_AUTO_CMD_EXPLORE:
            return scheme == SCHEME_BUMP4 ? UG_BIND_CLASSIC_EXPLORE : UG_BIND_EXPLORE;
        case UG_AUTO_CMD_LOOK:
            return UG_BIND_LOOK;
        case UG_AUTO_CMD_FIGHT:
            return UG_BIND_FIGHT;
        default:
            break;
    }
    if (scheme == SCHEME_CURSED) {
        UgCkKey k;
        if (!ug_cursed_command_key(c, &k)) return -1;
        static const struct {
            const char *key;
            int cmd;
        } table[] = {
            {"k", UG_BIND_CK_UP},           {"j", UG_BIND_CK_DOWN}, {"h", UG_BIND_CK_LEFT},
            {"l", UG_BIND_CK_RIGHT},        {"z", UG_BIND_CK_WAIT}, {"x", UG_BIND_CK_EXAMINE},
            {"a", UG_BIND_CK_ACHIEVEMENTS}, {"?", UG_BIND_CK_HELP}, {"n", UG_BIND_CK_NEXT},
            {"p", UG_BIND_CK_PREVIOUS},     {"=", UG_BIND_CK_SEED}, {" ", UG_BIND_CK_ACT}};
        for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
            if (strcmp(k.key, table[i].key) == 0) return table[i].cmd;
        return -1;
    }
    if (c->kind == UG_CMD_MOVE)
        return c->dy < 0   ? UG_BIND_UP
               : c->dy > 0 ? UG_BIND_DOWN
               : c->dx < 0 ? UG_BIND_LEFT
                           : UG_BIND_RIGHT;
    if (scheme != SCHEME_BUMP4 && ug_input_vi_diagonal(c->letter, &dx, &dy))
        return dy < 0 ? (dx < 0 ? UG_BIND_UP_LEFT : UG_BIND_UP_RIGHT)
                      : (dx < 0 ? UG_BIND_DOWN_LEFT : UG_BIND_DOWN_RIGHT);
    if (c->kind == UG_CMD_WAIT) return UG_BIND_WAIT;
    if (c->kind == UG_CMD_HELP) return UG_BIND_HELP;
    if (scheme == SCHEME_SIMPLE) {
        if (c->kind == UG_CMD_CHOOSE) return UG_BIND_CHOOSE;
        if (c->kind == UG_CMD_INVENTORY) return UG_BIND_INVENTORY;
    }
    if (scheme == SCHEME_ROGUE8) { /* rogue8_keys.c's order */
        if (strcmp(c->key, ",") == 0 && !c->bound) return UG_BIND_PICKUP;
        if (c->letter == 'g') return UG_BIND_PICKUP;
        if (c->kind == UG_CMD_INVENTORY || c->letter == 'i') return UG_BIND_ITEMS;
        if (c->letter == 'f') return UG_BIND_THROW;
    }
    return -1;
}

/* Every command of every mode, on every keyboard preset: each of its default keys gives it where
 * it is used (on each game screen that uses it, or in the menus and boxes), and no preset's
 * defaults share a key between two commands of one screen. Guards against a Dvorak player whose
 * '.' both waits and explores, and against a cursed player whose keys stayed QWERTY's letters. */
static void every_command_resolves_on_every_preset(void **state) {
    (void)state;
    for (int k = 0; k < UG_KEYBOARD_COUNT; k++) {
        UgBindings b;
        ug_bindings_preset(&b, (UgKeyboard)k);
        UgBind x, y;
        if (ug_bindings_conflict(&b, &x, &y))
            fail_msg("%s: %s and %s share a key", ug_keyboard_name((UgKeyboard)k), ug_bind_name(x),
                     ug_bind_name(y));
        for (int cmd = 0; cmd < UG_BIND_COUNT; cmd++) {
            bool used_somewhere = false;
            for (int key = 0; key < UG_BIND_KEYS; key++) {
                if (b.keys[cmd][key].how == UG_KEY_UNBOUND) continue;
                UgCommand c = press_key(&b, (UgKeyboard)k, b.keys[cmd][key]);
                for (int scheme = MENU; scheme < SCHEME_COUNT; scheme++) {
                    if (!used_in(cmd, scheme)) continue;
                    used_somewhere = true;
                    int got = meaning(&c, scheme);
                    if (got != cmd)
                        fail_msg("%s, scheme %d: the %s key \"%s\" gives %s",
                                 ug_keyboard_name((UgKeyboard)k), scheme, ug_bind_name((UgBind)cmd),
                                 c.key, got >= 0 ? ug_bind_name((UgBind)got) : "nothing");
                }
            }
            /* A fixed key (Tab, Space) is the only key of the log and cursed's contextual act. */
            if (!used_somewhere && !ug_bind_fixed((UgBind)cmd))
                fail_msg("%s: %s has no key", ug_keyboard_name((UgKeyboard)k),
                         ug_bind_name((UgBind)cmd));
        }
    }
}

/* cursed's commands reach its original's table as the actions it plays, on every preset: each
 * default key, read through the bindings, makes ug_cursed_keys_press do what the command says
 * (moves and fast moves, wait, examine, the help and achievements screens, the seed). Guards
 * against a canonical key the table does not read. */
static void cursed_commands_play_on_every_preset(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    static const struct {
        int cmd;
        bool shift;
        UgCkResult result;
        int act, dx, dy; /* the action's kind (for UG_CK_ACTION) */
        int screen;      /* the screen after it (UG_CK_UI) */
    } want[] = {
        {UG_BIND_CK_UP, false, UG_CK_ACTION, UG_ACT_MOVE, 0, -1, 0},
        {UG_BIND_CK_DOWN, false, UG_CK_ACTION, UG_ACT_MOVE, 0, 1, 0},
        {UG_BIND_CK_LEFT, false, UG_CK_ACTION, UG_ACT_MOVE, -1, 0, 0},
        {UG_BIND_CK_RIGHT, false, UG_CK_ACTION, UG_ACT_MOVE, 1, 0, 0},
        {UG_BIND_CK_LEFT, true, UG_CK_ACTION, UG_ACT_RUN, -1, 0, 0},
        {UG_BIND_CK_WAIT, false, UG_CK_ACTION, UG_ACT_WAIT, 0, 0, 0},
        {UG_BIND_CK_EXAMINE, false, UG_CK_ACTION, UG_ACT_EXAMINE, 0, 0, 0},
        {UG_BIND_CK_HELP, true, UG_CK_UI, 0, 0, 0, UG_CK_SCREEN_HELP},
        {UG_BIND_CK_ACHIEVEMENTS, false, UG_CK_UI, 0, 0, 0, UG_CK_SCREEN_ACHIEVEMENTS},
        {UG_BIND_CK_SEED, false, UG_CK_PRINT_SEED, 0, 0, 0, 0},
    };
    for (int kb = 0; kb < UG_KEYBOARD_COUNT; kb++) {
        UgBindings b;
        ug_bindings_preset(&b, (UgKeyboard)kb);
        for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
            for (int key = 0; key < UG_BIND_KEYS; key++) {
                UgKeyBind bind = b.keys[want[i].cmd][key];
                if (!bind.how) continue;
                bind.shift = bind.shift || want[i].shift;
                UgCommand c = press_key(&b, (UgKeyboard)kb, bind);
                UgCkKey k;
                assert_true(ug_cursed_command_key(&c, &k));
                UgCursedUi ui;
                ug_cursed_keys_init(&ui, false);
                UgAction a;
                UgCkResult r = ug_cursed_keys_press(&ui, g, k, &a);
                if (r != want[i].result ||
                    (r == UG_CK_ACTION &&
                     (a.kind != want[i].act || a.dx != want[i].dx || a.dy != want[i].dy)) ||
                    (r == UG_CK_UI && (int)ui.screen != want[i].screen))
                    fail_msg("%s: %s (key \"%s\") gives %d", ug_keyboard_name((UgKeyboard)kb),
                             ug_bind_name((UgBind)want[i].cmd), k.key, (int)r);
            }
    }
    ug_game_free(g);
}

/* cursed by position: on Dvorak the K place (which types t) moves up, Shift with it runs, and the
 * key that types k (elsewhere) does nothing; rebound, the new key gives the original's key.
 * Guards against cursed reading the typed letter past the bindings. */
static void cursed_keys_follow_the_bindings(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_preset(&b, UG_KEYBOARD_DVORAK);
    UgCkKey k;
    UgCommand c = press(&b, UG_KEYBOARD_DVORAK, 'k');
    assert_string_equal(c.key, "t");
    c.place = (unsigned short)pos('k');
    assert_true(ug_cursed_command_key(&c, &k));
    assert_string_equal(k.key, "k");
    c.shift = true;
    ug_bindings_apply(&b, pos('k'), 'T', &c);
    assert_true(ug_cursed_command_key(&c, &k));
    assert_string_equal(k.key, "K");
    assert_true(k.shift);
    /* The place where Dvorak types k is bound to nothing of cursed's. */
    int v = ug_keyboard_position_of(UG_KEYBOARD_DVORAK, 'k');
    c = (UgCommand){.kind = UG_CMD_OTHER_KEY, .key = "k", .place = (unsigned short)v};
    ug_bindings_apply(&b, v, 'k', &c);
    assert_false(ug_cursed_command_key(&c, &k));
    /* The wizard's keys are read as typed. */
    c = (UgCommand){.kind = UG_CMD_OTHER_KEY, .key = "]", .place = (unsigned short)pos(']')};
    ug_bindings_apply(&b, pos(']'), ']', &c);
    assert_true(ug_cursed_command_key(&c, &k));
    assert_string_equal(k.key, "]");
    /* Examine on the T place: T gives x, X gives nothing. */
    ug_bindings_default(&b);
    ug_bindings_set(&b, UG_BIND_CK_EXAMINE, (UgKeyBind){UG_KEY_POSITION, pos('t'), false});
    c = press(&b, UG_KEYBOARD_QWERTY, 't');
    c.place = (unsigned short)pos('t');
    assert_true(ug_cursed_command_key(&c, &k));
    assert_string_equal(k.key, "x");
    b.keys[UG_BIND_CK_EXAMINE][1] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
    c = press(&b, UG_KEYBOARD_QWERTY, 'x');
    c.place = (unsigned short)pos('x');
    assert_false(ug_cursed_command_key(&c, &k));
}

/* By place or by character, per command: Tab on the Keys screen turns the chosen command's keys
 * the other way (the row says which), the key then follows the character wherever the keyboard
 * types it, and the file keeps it (char: / pos:). Guards against a '?' that stays a place. */
static void a_command_binds_by_place_or_character(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_preset(&b, UG_KEYBOARD_AZERTY);
    UgKeysScreen k;
    memset(&k, 0, sizeof k);
    ug_keys_screen_update(&k, &b, at(SCHEME_SIMPLE));
    k.cursor = 1 + UG_BIND_INVENTORY;
    assert_int_equal(k.how[k.cursor], 'p');
    UgCommand tab = {.kind = UG_CMD_HISTORY};
    assert_int_equal(ug_keys_screen_command(&k, &b, &tab), UG_KEYS_CHANGED);
    ug_keys_screen_update(&k, &b, at(SCHEME_SIMPLE));
    assert_int_equal(k.how[k.cursor], 'c');
    /* AZERTY types x at the X place: the key is now the character x, wherever it is typed. */
    assert_int_equal(b.keys[UG_BIND_INVENTORY][0].how, UG_KEY_CHARACTER);
    assert_int_equal(b.keys[UG_BIND_INVENTORY][0].code, 'x');
    UgCommand c = {.kind = UG_CMD_OTHER_KEY};
    ug_bindings_apply(&b, 0, 'x', &c);
    assert_int_equal(c.kind, UG_CMD_INVENTORY);
    char text[8192];
    assert_true(ug_bindings_format(&b, text, sizeof text));
    assert_non_null(strstr(text, "\ninventory char:x\n"));
    UgBindings back;
    UgBindingsReport r;
    assert_true(ug_bindings_parse(text, strlen(text), &back, &r));
    assert_int_equal(r.count, 0);
    assert_same(&b, &back);
    /* Back by place; the next key pressed while it waits is bound the command's way. */
    assert_int_equal(ug_keys_screen_command(&k, &b, &tab), UG_KEYS_CHANGED);
    assert_int_equal(b.keys[UG_BIND_INVENTORY][0].how, UG_KEY_POSITION);
    assert_int_equal(b.keys[UG_BIND_INVENTORY][0].code, pos('x'));
    k.cursor = 1 + UG_BIND_HELP; /* help is by character: F types f */
    UgCommand enter = {.kind = UG_CMD_CONFIRM};
    ug_keys_screen_command(&k, &b, &enter);
    assert_true(k.waiting);
    UgCommand f = {.kind = UG_CMD_OTHER_KEY, .key = "f", .place = (unsigned short)pos('f')};
    assert_int_equal(ug_keys_screen_command(&k, &b, &f), UG_KEYS_CHANGED);
    assert_int_equal(b.keys[UG_BIND_HELP][0].how, UG_KEY_CHARACTER);
    assert_int_equal(b.keys[UG_BIND_HELP][0].code, 'f');
}

/* Pad buttons: each mode's game screen gives X, Y, the shoulders and Back the bound command
 * (defaults: X inventory / items / cursed's wait, Y classic's explore / simple's choose /
 * adventure's aim / cursed's examine, RB look / next target, LB previous target, Back the log);
 * a button rebound on the Keys screen gives the new command; the file keeps buttons ("pad-y
 * throw"), checked like keys. Guards against buttons fixed in code. */
static void pad_buttons_are_bound(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_default(&b);
    static const struct {
        int scheme;
        UgPadButton button;
        int cmd;
    } defaults[] = {
        {SCHEME_SIMPLE, UG_PAD_X, UG_BIND_INVENTORY},
        {SCHEME_ROGUE8, UG_PAD_X, UG_BIND_ITEMS},
        {SCHEME_CURSED, UG_PAD_X, UG_BIND_CK_WAIT},
        {SCHEME_BUMP4, UG_PAD_Y, UG_BIND_CLASSIC_EXPLORE},
        {SCHEME_SIMPLE, UG_PAD_Y, UG_BIND_CHOOSE},
        {SCHEME_ROGUE8, UG_PAD_Y, UG_BIND_THROW},
        {SCHEME_CURSED, UG_PAD_Y, UG_BIND_CK_EXAMINE},
        {SCHEME_BUMP4, UG_PAD_RB, UG_BIND_LOOK},
        {SCHEME_CURSED, UG_PAD_RB, UG_BIND_CK_NEXT},
        {SCHEME_CURSED, UG_PAD_LB, UG_BIND_CK_PREVIOUS},
        {SCHEME_ROGUE8, UG_PAD_BACK, UG_BIND_LOG},
        {SCHEME_CURSED, UG_PAD_LSTICK, UG_BIND_REST},
        {SCHEME_SIMPLE, UG_PAD_RSTICK, UG_BIND_EXPLORE},
    };
    for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) {
        UgCommand c = {.kind = UG_CMD_OTHER_KEY, .pad = true};
        c.button = (unsigned char)(defaults[i].button + 1);
        assert_true(ug_bindings_pad(&b, defaults[i].button, at(defaults[i].scheme), &c));
        if (meaning(&c, defaults[i].scheme) != defaults[i].cmd)
            fail_msg("%s in scheme %d gives %d", ug_pad_button_label(defaults[i].button),
                     defaults[i].scheme, meaning(&c, defaults[i].scheme));
    }
    UgCommand none = {.kind = UG_CMD_OTHER_KEY};
    assert_false(ug_bindings_pad(&b, UG_PAD_X, at(SCHEME_BUMP4), &none)); /* classic: nothing */
    char label[16];
    ug_bind_hint(&b, UG_BIND_THROW, true, label, sizeof label);
    assert_string_equal(label, "Y");
    ug_bind_hint(&b, UG_BIND_THROW, false, label, sizeof label);
    assert_string_equal(label, "F");
    ug_bind_hint(&b, UG_BIND_UP, true, label, sizeof label);
    assert_string_equal(label, "D-pad");
    ug_bind_hint(&b, UG_BIND_CK_ACHIEVEMENTS, true, label, sizeof label);
    assert_string_equal(label, "Key A"); /* not button A */

    /* The Keys screen: the pad's A on throw, then LB: LB throws in adventure, Y gives nothing
     * there. */
    UgKeysScreen k;
    memset(&k, 0, sizeof k);
    ug_keys_screen_update(&k, &b, at(SCHEME_ROGUE8));
    k.cursor = 1 + UG_BIND_THROW;
    UgCommand a = {.kind = UG_CMD_WAIT, .key = " ", .pad = true};
    ug_keys_screen_command(&k, &b, &a);
    assert_true(k.waiting);
    assert_int_equal(ug_keys_screen_command(&k, &b, &a), UG_KEYS_STAY); /* A is no key */
    assert_true(k.waiting);
    UgCommand lb = {.kind = UG_CMD_HISTORY, .pad = true, .button = UG_PAD_LB + 1};
    assert_int_equal(ug_keys_screen_command(&k, &b, &lb), UG_KEYS_CHANGED);
    assert_false(k.waiting);
    ug_keys_screen_update(&k, &b, at(SCHEME_ROGUE8));
    assert_string_equal(k.pad[1 + UG_BIND_THROW], "LB");
    UgCommand c = {.kind = UG_CMD_HISTORY, .pad = true, .button = UG_PAD_LB + 1};
    assert_true(ug_bindings_pad(&b, UG_PAD_LB, at(SCHEME_ROGUE8), &c));
    assert_int_equal(meaning(&c, SCHEME_ROGUE8), UG_BIND_THROW);
    c = (UgCommand){.kind = UG_CMD_OTHER_KEY, .pad = true, .button = UG_PAD_Y + 1};
    assert_false(ug_bindings_pad(&b, UG_PAD_Y, at(SCHEME_ROGUE8), &c));
    /* cursed keeps LB for its previous target: a button is bound once per mode. */
    c = (UgCommand){.kind = UG_CMD_HISTORY, .pad = true, .button = UG_PAD_LB + 1};
    assert_true(ug_bindings_pad(&b, UG_PAD_LB, at(SCHEME_CURSED), &c));
    assert_int_equal(meaning(&c, SCHEME_CURSED), UG_BIND_CK_PREVIOUS);
    /* Items onto LB takes it from throw (both adventure's). */
    assert_int_equal(ug_bindings_set_pad(&b, UG_BIND_ITEMS, UG_PAD_LB), UG_BIND_THROW);
    assert_int_equal(b.pad[UG_BIND_THROW], 0);
    UgBind x, y;
    assert_false(ug_bindings_conflict(&b, &x, &y));
    b.pad[UG_BIND_THROW] = UG_PAD_LB + 1; /* by hand: a conflict */
    assert_true(ug_bindings_conflict(&b, &x, &y));

    /* The file: round trip, and bad button lines reported and skipped. */
    ug_bindings_default(&b);
    assert_int_equal(ug_bindings_set_pad(&b, UG_BIND_MUTE, UG_PAD_LSTICK), UG_BIND_REST);
    ug_bindings_set_pad(&b, UG_BIND_ITEMS, UG_PAD_BUTTONS); /* none */
    char text[8192];
    assert_true(ug_bindings_format(&b, text, sizeof text));
    assert_non_null(strstr(text, "\npad-ls mute\n"));
    assert_non_null(strstr(text, "\npad-x inventory cursed-wait\n"));
    UgBindings back;
    UgBindingsReport r;
    assert_true(ug_bindings_parse(text, strlen(text), &back, &r));
    assert_int_equal(r.count, 0);
    assert_memory_equal(back.pad, b.pad, sizeof b.pad);
    const char *bad = "undergrid-bindings 1\n"
                      "pad-y throw\n"         /* 2: good: Y throws, and nothing else */
                      "pad-y look\n"          /* 3: the button again */
                      "pad-x fly\n"           /* 4: unknown command */
                      "pad-lb items throw\n"  /* 5: throw has Y already */
                      "pad-rb look explore\n" /* 6: both adventure's */
                      "pad-back none\n"       /* 7: good */
                      "pad-q look\n"          /* 8: no such button: an unknown command */
                      "pad-ls\n";             /* 9: no command */
    assert_true(ug_bindings_parse(bad, strlen(bad), &back, &r));
    assert_int_equal(r.count, 6);
    assert_non_null(strstr(r.lines[0], "line 3:"));
    assert_non_null(strstr(r.lines[1], "line 4:"));
    assert_non_null(strstr(r.lines[2], "line 5:"));
    assert_non_null(strstr(r.lines[3], "line 6:"));
    assert_non_null(strstr(r.lines[4], "line 8:"));
    assert_non_null(strstr(r.lines[5], "line 9:"));
    assert_int_equal(back.pad[UG_BIND_THROW], UG_PAD_Y + 1);
    assert_int_equal(back.pad[UG_BIND_CK_EXAMINE], 0); /* the line gave Y to throw alone */
    assert_int_equal(back.pad[UG_BIND_LOG], 0);
    assert_int_equal(back.pad[UG_BIND_ITEMS], UG_PAD_X + 1); /* line 5 was skipped whole */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(places_move_on_every_keyboard),
        cmocka_unit_test(presets_type_their_letters),
        cmocka_unit_test(rebinding_moves_the_meaning),
        cmocka_unit_test(the_file_is_checked_line_by_line),
        cmocka_unit_test(the_parser_survives_garbage),
        cmocka_unit_test(every_command_resolves_on_every_preset),
        cmocka_unit_test(cursed_keys_follow_the_bindings),
        cmocka_unit_test(cursed_commands_play_on_every_preset),
        cmocka_unit_test(a_command_binds_by_place_or_character),
        cmocka_unit_test(pad_buttons_are_bound),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
