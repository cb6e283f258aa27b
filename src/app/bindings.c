/* Key bindings. See bindings.h. */
#include "bindings.h"

#include "lines.h"
#include "profile.h"

#include <stdio.h>
#include <string.h>

/* Where a command can be used, for conflicts: two commands conflict only if they share a key
 * and a place. */
enum {
    AT_MENU = UG_BIND_AT_MENU,
    AT_CLASSIC = UG_BIND_AT_BUMP4,
    AT_SIMPLE = UG_BIND_AT_SIMPLE,
    AT_ADVENTURE = UG_BIND_AT_ROGUE8,
    AT_BOX = UG_BIND_AT_BOX,
    AT_CURSED = UG_BIND_AT_CURSED,
    AT_GAME = AT_CLASSIC | AT_SIMPLE | AT_ADVENTURE,
    AT_PLAY = AT_GAME | AT_CURSED, /* a game screen: where pad buttons are bound */
};

/* HID usage codes (SDL_Scancode): A..Z are 4..29, 1..9 and 0 are 30..39, then these. */
enum { HID_A = 4, HID_1 = 30, HID_MINUS = 45, HID_SEMICOLON = 51, HID_SLASH = 56 };
#define P(letter)                                                                                  \
    { UG_KEY_POSITION, (uint16_t)(HID_A + (letter) - 'a'), false }
#define PS(letter)                                                                                 \
    { UG_KEY_POSITION, (uint16_t)(HID_A + (letter) - 'a'), true }
#define C(ch)                                                                                      \
    { UG_KEY_CHARACTER, (uint16_t)(ch), false }
#define NO_KEY                                                                                     \
    { UG_KEY_UNBOUND, 0, false }
#define P_AT(hid)                                                                                  \
    { UG_KEY_POSITION, (uint16_t)(hid), false }
#define PAD(button) ((uint8_t)((button) + 1))

typedef struct Command {
    const char *name, *msgid;
    int at;
    UgCommandKind kind; /* UG_CMD_OTHER_KEY: none of its own */
    int8_t dx, dy;
    char letter; /* what the scenes read (c.letter) */
    UgKeyBind keys[UG_BIND_KEYS];
    uint8_t pad;           /* the default pad button + 1 */
    const char *fixed;     /* a key that always gives it and cannot be rebound ("Tab") */
    const char *canon;     /* cursed: the key its table reads ("k"; Shift makes a capital) */
    const char *legacy;    /* a scripted command's key (or letter) that means it: ug_command_is */
    const char *pad_fixed; /* the pad's fixed input that gives it too ("D-pad", "A") */
} Command;

/* Short forms of a Command's initializer (spelt out: a key's braces cannot pass from one macro
 * to another). */
#define MOVE(n, m, dx, dy, k1, k2)                                                                 \
    { n, m, AT_MENU | AT_GAME, UG_CMD_MOVE, dx, dy, 0, {k1, k2}, 0, NULL, NULL, NULL, "D-pad" }
#define DIAGONAL(n, m, l)                                                                          \
    {                                                                                              \
        n, m, AT_SIMPLE | AT_ADVENTURE, UG_CMD_OTHER_KEY, 0, 0, l, {P(l), NO_KEY}, 0, NULL, NULL,  \
            NULL, "Stick"                                                                          \
    }
#define KIND(n, m, at, kind, letter, k1, k2, pad)                                                  \
    { n, m, at, kind, 0, 0, letter, {k1, k2}, pad, NULL, NULL, NULL, NULL }
#define AUTO(n, m, at, k1, pad, legacy)                                                            \
    { n, m, at, UG_CMD_OTHER_KEY, 0, 0, 0, {k1, NO_KEY}, pad, NULL, NULL, legacy, NULL }
#define CURSED(n, m, canon, k1, k2, pad, padfix)                                                   \
    { n, m, AT_CURSED, UG_CMD_OTHER_KEY, 0, 0, 0, {k1, k2}, pad, NULL, canon, NULL, padfix }
#define OTHER UG_CMD_OTHER_KEY

/* clang-format off */
static const Command commands[UG_BIND_COUNT] = {
    [UG_BIND_UP] = MOVE("move-up", "Move up", 0, -1, P('w'), P('k')),
    [UG_BIND_DOWN] = MOVE("move-down", "Move down", 0, 1, P('s'), P('j')),
    [UG_BIND_LEFT] = MOVE("move-left", "Move left", -1, 0, P('a'), P('h')),
    [UG_BIND_RIGHT] = MOVE("move-right", "Move right", 1, 0, P('d'), P('l')),
    [UG_BIND_UP_LEFT] = DIAGONAL("move-up-left", "Move up-left", 'y'),
    [UG_BIND_UP_RIGHT] = DIAGONAL("move-up-right", "Move up-right", 'u'),
    [UG_BIND_DOWN_LEFT] = DIAGONAL("move-down-left", "Move down-left", 'b'),
    [UG_BIND_DOWN_RIGHT] = DIAGONAL("move-down-right", "Move down-right", 'n'),
    [UG_BIND_WAIT] = KIND("wait", "Wait a turn", AT_GAME, UG_CMD_WAIT, 0, C('.'), NO_KEY, 0),
    [UG_BIND_HELP] = KIND("help", "Help", AT_MENU | AT_GAME, UG_CMD_HELP, 0, C('?'), NO_KEY, 0),
    [UG_BIND_YES] = KIND("yes", "Yes (in a question)", AT_BOX, UG_CMD_YES, 0, C('y'), NO_KEY, 0),
    [UG_BIND_NO] = KIND("no", "No (in a question)", AT_BOX, UG_CMD_NO, 0, C('n'), NO_KEY, 0),
    [UG_BIND_MENU] = KIND("title-menu", "The title menu (end screen)", AT_MENU | AT_BOX, OTHER,
                          'm', P('m'), NO_KEY, 0),
    [UG_BIND_SEED] = KIND("write-seed", "Write the seed down (end screen)", AT_MENU, OTHER, 'c',
                          P('c'), NO_KEY, 0),
    [UG_BIND_CHOOSE] = KIND("choose", "Choose (simple)", AT_SIMPLE | AT_MENU, UG_CMD_CHOOSE, 'z',
                            P('z'), NO_KEY, PAD(UG_PAD_Y)),
    [UG_BIND_INVENTORY] = KIND("inventory", "Inventory (simple)", AT_SIMPLE, UG_CMD_INVENTORY,
                               'x', P('x'), NO_KEY, PAD(UG_PAD_X)),
    [UG_BIND_ITEMS] = KIND("items", "Items (adventure)", AT_ADVENTURE, OTHER, 'i', P('i'), NO_KEY,
                           PAD(UG_PAD_X)),
    [UG_BIND_THROW] = KIND("throw", "Aim and throw an orb (adventure)", AT_ADVENTURE, OTHER, 'f',
                           P('f'), NO_KEY, PAD(UG_PAD_Y)),
    [UG_BIND_PICKUP] = KIND("pick-up", "Pick up (adventure)", AT_ADVENTURE, OTHER, 'g', P('g'),
                            C(','), 0),
    [UG_BIND_DESCEND] = AUTO("descend", "Take the stairs, or go to them", AT_GAME | AT_CURSED,
                             C('>'), 0, ">"),
    [UG_BIND_EXPLORE] = AUTO("explore", "Explore (simple, adventure, cursed)",
                             AT_SIMPLE | AT_ADVENTURE | AT_CURSED, P('e'), PAD(UG_PAD_RSTICK),
                             "e"),
    [UG_BIND_CLASSIC_EXPLORE] = AUTO("classic-explore", "Explore (classic)", AT_CLASSIC, P('x'),
                                     PAD(UG_PAD_Y), "x"),
    [UG_BIND_REST] = AUTO("rest", "Rest until healed", AT_GAME | AT_CURSED, PS('z'),
                          PAD(UG_PAD_LSTICK), "Z"),
    [UG_BIND_LOOK] = AUTO("look", "Look around (classic, simple, adventure)", AT_GAME,
                          P_AT(HID_SEMICOLON), PAD(UG_PAD_RB), ";"),
    [UG_BIND_MUTE] = AUTO("mute", "Sound off and on", AT_GAME | AT_CURSED, P('m'), 0, "m"),
    /* cursed's log is on its screen already: its Back button is the help (below). */
    [UG_BIND_LOG] = {"log", "The message log", AT_GAME, UG_CMD_HISTORY, 0, 0, 0,
                     {NO_KEY, NO_KEY}, PAD(UG_PAD_BACK), "Tab", NULL, NULL, NULL},
    [UG_BIND_CK_UP] = CURSED("cursed-up", "Move up (cursed; Shift: fast)", "k", P('k'), NO_KEY, 0,
                             "D-pad"),
    [UG_BIND_CK_DOWN] = CURSED("cursed-down", "Move down (cursed; Shift: fast)", "j", P('j'),
                               NO_KEY, 0, "D-pad"),
    [UG_BIND_CK_LEFT] = CURSED("cursed-left", "Move left (cursed; Shift: fast)", "h", P('h'),
                               NO_KEY, 0, "D-pad"),
    [UG_BIND_CK_RIGHT] = CURSED("cursed-right", "Move right (cursed; Shift: fast)", "l", P('l'),
                                NO_KEY, 0, "D-pad"),
    [UG_BIND_CK_WAIT] = CURSED("cursed-wait", "Wait (cursed)", "z", P('z'), C('.'), PAD(UG_PAD_X),
                               NULL),
    [UG_BIND_CK_EXAMINE] = CURSED("cursed-examine", "Examine (cursed)", "x", P('x'), NO_KEY,
                                  PAD(UG_PAD_Y), NULL),
    [UG_BIND_CK_ACHIEVEMENTS] = CURSED("cursed-achievements", "Achievements (cursed)", "a",
                                       P('a'), NO_KEY, 0, NULL),
    [UG_BIND_CK_HELP] = CURSED("cursed-help", "Help (cursed)", "?", C('?'), NO_KEY,
                               PAD(UG_PAD_BACK), NULL),
    [UG_BIND_CK_NEXT] = CURSED("cursed-next", "Next target (cursed)", "n", P('n'), P('o'),
                               PAD(UG_PAD_RB), NULL),
    [UG_BIND_CK_PREVIOUS] = CURSED("cursed-previous", "Previous target (cursed)", "p", P('p'),
                                   P('i'), PAD(UG_PAD_LB), NULL),
    [UG_BIND_CK_SEED] = CURSED("cursed-seed", "Show the seed (cursed)", "=", C('='), NO_KEY, 0,
                               NULL),
    [UG_BIND_CK_ACT] = {"cursed-act", "Stairs, pick up or aim (cursed)", AT_CURSED, UG_CMD_WAIT,
                        0, 0, 0, {NO_KEY, NO_KEY}, 0, "Space", " ", NULL, "A"},
    [UG_BIND_FIGHT] = AUTO("fight", "Fight the nearest creature in view (one action)", AT_GAME,
                           PS('f'), 0, "F"),
};
/* clang-format on */

const char *ug_bind_cursed_key(UgBind cmd) {
    return (unsigned)cmd < UG_BIND_COUNT ? commands[cmd].canon : NULL;
}

static const char *const pad_names[UG_PAD_BUTTONS] = {"pad-x",    "pad-y",  "pad-lb", "pad-rb",
                                                      "pad-back", "pad-ls", "pad-rs"};
static const char *const pad_labels[UG_PAD_BUTTONS] = {"X", "Y", "LB", "RB", "Back", "LS", "RS"};

const char *ug_pad_button_name(UgPadButton button) {
    return (unsigned)button < UG_PAD_BUTTONS ? pad_names[button] : NULL;
}

const char *ug_pad_button_label(UgPadButton button) {
    return (unsigned)button < UG_PAD_BUTTONS ? pad_labels[button] : NULL;
}

static void copy_defaults(UgBindings *b) {
    memset(b, 0, sizeof *b);
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        memcpy(b->keys[i], commands[i].keys, sizeof b->keys[i]);
        b->pad[i] = commands[i].pad;
    }
}

static bool same_key(const UgBindings *b, UgKeyBind x, UgKeyBind y);

void ug_bindings_preset(UgBindings *b, UgKeyboard keyboard) {
    copy_defaults(b);
    b->keyboard = (unsigned)keyboard < UG_KEYBOARD_COUNT ? (int)keyboard : 0;
    for (int i = 0; i < UG_BIND_COUNT; i++)
        for (int k = 0; k < UG_BIND_KEYS; k++) {
            UgKeyBind key = b->keys[i][k];
            if (key.how != UG_KEY_CHARACTER) continue;
            bool taken = false;
            for (int j = 0; j < UG_BIND_COUNT && !taken; j++)
                for (int l = 0; l < UG_BIND_KEYS && !taken; l++)
                    taken = j != i && (commands[i].at & commands[j].at) &&
                            b->keys[j][l].how == UG_KEY_POSITION && same_key(b, b->keys[j][l], key);
            int us = ug_keyboard_position_of(UG_KEYBOARD_QWERTY, (char)key.code);
            if (taken && us) b->keys[i][k] = (UgKeyBind){UG_KEY_POSITION, (uint16_t)us, false};
        }
}

void ug_bindings_default(UgBindings *b) {
    ug_bindings_preset(b, UG_KEYBOARD_QWERTY);
}

bool ug_bindings_is_preset(const UgBindings *b) {
    UgBindings d;
    ug_bindings_preset(&d, (UgKeyboard)b->keyboard);
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        if (d.pad[i] != b->pad[i]) return false;
        for (int k = 0; k < UG_BIND_KEYS; k++)
            if (d.keys[i][k].how != b->keys[i][k].how ||
                (d.keys[i][k].how && (d.keys[i][k].code != b->keys[i][k].code ||
                                      d.keys[i][k].shift != b->keys[i][k].shift)))
                return false;
    }
    return true;
}

const char *ug_bind_fixed(UgBind cmd) {
    return (unsigned)cmd < UG_BIND_COUNT ? commands[cmd].fixed : NULL;
}

bool ug_bind_overlap(UgBind a, UgBind b) {
    return (unsigned)a < UG_BIND_COUNT && (unsigned)b < UG_BIND_COUNT &&
           (commands[a].at & commands[b].at) != 0;
}

const char *ug_bind_name(UgBind cmd) {
    return (unsigned)cmd < UG_BIND_COUNT ? commands[cmd].name : "";
}

int ug_bind_default_how(UgBind cmd) {
    return (unsigned)cmd < UG_BIND_COUNT ? commands[cmd].keys[0].how : UG_KEY_UNBOUND;
}

bool ug_bind_used(UgBind cmd, int at) {
    if ((unsigned)cmd >= UG_BIND_COUNT) return false;
    return (commands[cmd].at & at) != 0;
}

const char *ug_bind_msgid(UgBind cmd) {
    return (unsigned)cmd < UG_BIND_COUNT ? commands[cmd].msgid : "";
}

/* --- Keyboards ---------------------------------------------------------------------------------
 * What each layout types at the US places from HID 4 (A) to 56 (/), lower case; ' ' where it
 * types no ASCII character (or the place is Enter, Esc, Backspace, Tab, Space: 40..44). */
static const char *const keyboard_names[UG_KEYBOARD_COUNT] = {"qwerty", "azerty", "qwertz",
                                                              "dvorak", "colemak"};
static const char *const layouts[UG_KEYBOARD_COUNT] = {
    /*   a..z                        1..0         -=[]\#;'`,./ */
    "abcdefghijklmnopqrstuvwxyz"
    "1234567890"
    "     "
    "-=[]\\ ;'`,./",
    "qbcdefghijkl,noparstuvzxyw"
    "          "
    "     "
    ")=^$* m  ;:!",
    "abcdefghijklmnopqrstuvwxzy"
    "1234567890"
    "     "
    "   +#   ^,.-",
    "axje.uidchtnmbrl'poygk,qf;"
    "1234567890"
    "     "
    "[]/=\\ s-`wvz",
    "abcsftdhuneimky;qprglvwxjz"
    "1234567890"
    "     "
    "-=[]\\ o'`,./",
};
enum { LAYOUT_FIRST = HID_A, LAYOUT_LAST = HID_SLASH };

const char *ug_keyboard_name(UgKeyboard k) {
    return (unsigned)k < UG_KEYBOARD_COUNT ? keyboard_names[k] : NULL;
}

char ug_keyboard_char_at(UgKeyboard k, int position) {
    if ((unsigned)k >= UG_KEYBOARD_COUNT || position < LAYOUT_FIRST || position > LAYOUT_LAST)
        return 0;
    char ch = layouts[k][position - LAYOUT_FIRST];
    return ch == ' ' ? 0 : ch;
}

int ug_keyboard_position_of(UgKeyboard k, char ch) {
    if ((unsigned)k >= UG_KEYBOARD_COUNT || ch == ' ' || ch == 0) return 0;
    if (ch >= 'A' && ch <= 'Z') ch = (char)(ch - 'A' + 'a');
    const char *at = strchr(layouts[k], ch);
    return at ? (int)(at - layouts[k]) + LAYOUT_FIRST : 0;
}

/* --- Lookup ------------------------------------------------------------------------------------
 */

static bool rebindable_position(int p) {
    return (p >= HID_A && p < HID_1 + 10) || (p >= HID_MINUS && p <= HID_SLASH);
}

static char lower(char ch) {
    return ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
}

static bool is_letter(char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
}

/* Does `key` match a press at `position` typing `ch` with Shift `shift`? */
static bool key_matches(UgKeyBind key, int position, char ch, bool shift) {
    bool shifted_sign = shift && ch > ' ' && ch < 127 && !is_letter(ch);
    if (key.how == UG_KEY_POSITION)
        return position && key.code == position && (key.shift ? shift : !shifted_sign);
    if (key.how == UG_KEY_CHARACTER)
        return ch > ' ' && (key.code == (uint8_t)ch || key.code == (uint8_t)lower(ch));
    return false;
}

uint64_t ug_bindings_mask(const UgBindings *b, int position, char ch, bool shift) {
    if (position == 0) position = ug_keyboard_position_of((UgKeyboard)b->keyboard, lower(ch));
    uint64_t by_position = 0, by_shift = 0, by_char = 0;
    for (int i = 0; i < UG_BIND_COUNT; i++)
        for (int k = 0; k < UG_BIND_KEYS; k++) {
            UgKeyBind key = b->keys[i][k];
            if (!key_matches(key, position, ch, shift)) continue;
            if (key.how == UG_KEY_CHARACTER)
                by_char |= UG_BIND_BIT(i);
            else if (key.shift)
                by_shift |= UG_BIND_BIT(i);
            else
                by_position |= UG_BIND_BIT(i);
        }
    /* Where two could be meant on one screen, the more specific wins: Shift+place over the
     * place (Shift+Z rests where Z chooses), and the place over the character it types (Dvorak
     * types ',' where QWERTY has W: that key moves up). */
    uint64_t out = by_shift;
    for (int pass = 0; pass < 2; pass++) {
        uint64_t next = pass == 0 ? by_position : by_char;
        for (int i = 0; i < UG_BIND_COUNT; i++) {
            if (!(next & UG_BIND_BIT(i))) continue;
            bool beaten = false;
            for (int j = 0; j < UG_BIND_COUNT && !beaten; j++)
                beaten = (out & UG_BIND_BIT(j)) && j != i && (commands[i].at & commands[j].at);
            if (!beaten) out |= UG_BIND_BIT(i);
        }
    }
    return out;
}

int ug_bindings_lookup(const UgBindings *b, int position, char ch, UgBind out[2]) {
    uint64_t mask = ug_bindings_mask(b, position, ch, false);
    int n = 0;
    for (int i = 0; i < UG_BIND_COUNT && n < 2; i++)
        if ((mask & UG_BIND_BIT(i)) && commands[i].at != AT_CURSED) out[n++] = (UgBind)i;
    return n;
}

/* Rewrites c as the commands of `mask` give it: the first kind, direction and letter of the
 * commands outside cursed (cursed's read c.binds), the box's answer. */
static void rewrite(UgCommand *c, uint64_t mask) {
    c->kind = UG_CMD_OTHER_KEY;
    c->dx = c->dy = 0;
    c->letter = 0;
    c->answer = 0;
    c->bound = 0;
    c->binds = mask;
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        if (!(mask & UG_BIND_BIT(i))) continue;
        const Command *m = &commands[i];
        if (!c->bound) c->bound = (uint8_t)(i + 1);
        if (m->at == AT_CURSED) continue;
        if (m->kind == UG_CMD_YES || m->kind == UG_CMD_NO) {
            c->answer = m->kind == UG_CMD_YES ? 'y' : 'n'; /* the game's meaning comes first */
            continue;
        }
        if (m->kind != UG_CMD_OTHER_KEY && c->kind == UG_CMD_OTHER_KEY) {
            c->kind = m->kind;
            c->dx = m->dx;
            c->dy = m->dy;
        }
        if (m->letter && !c->letter) c->letter = m->letter;
    }
    if (c->kind == UG_CMD_OTHER_KEY && c->answer)
        c->kind = c->answer == 'y' ? UG_CMD_YES : UG_CMD_NO;
}

void ug_bindings_apply(const UgBindings *b, int position, char ch, UgCommand *c) {
    int place = position ? position : ug_keyboard_position_of((UgKeyboard)b->keyboard, lower(ch));
    bool character = ch > ' ' && ch < 127;
    if (!character && !rebindable_position(place)) return; /* a fixed key */
    if (c->kind == UG_CMD_FULLSCREEN || c->kind == UG_CMD_SCREENSHOT) return;
    rewrite(c, ug_bindings_mask(b, position, ch, c->shift));
}

bool ug_command_is(const UgCommand *c, UgBind cmd) {
    if ((unsigned)cmd >= UG_BIND_COUNT) return false;
    if (c->binds || c->place || c->button) return (c->binds & UG_BIND_BIT(cmd)) != 0;
    const Command *m = &commands[cmd];
    if (m->legacy && strcmp(c->key, m->legacy) == 0) return true;
    if (m->legacy && !m->legacy[1] && c->letter && c->letter == m->legacy[0]) return true;
    return m->letter && c->letter == m->letter;
}

/* --- Pad buttons ------------------------------------------------------------------------------
 */

bool ug_bindings_pad(const UgBindings *b, UgPadButton button, int at, UgCommand *c) {
    if ((unsigned)button >= UG_PAD_BUTTONS) return false;
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        if (b->pad[i] != PAD(button) || !(commands[i].at & at)) continue;
        rewrite(c, UG_BIND_BIT(i));
        c->shift = false;
        c->arrow = false;
        const char *key = commands[i].fixed ? commands[i].fixed : "";
        if (strcmp(key, "Space") == 0) key = " ";
        snprintf(c->key, sizeof c->key, "%s", key);
        return true;
    }
    return false;
}

int ug_bindings_set_pad(UgBindings *b, UgBind cmd, int button) {
    if ((unsigned)cmd >= UG_BIND_COUNT || button < 0 || button > UG_PAD_BUTTONS) return -1;
    int lost = -1;
    if (button < UG_PAD_BUTTONS)
        for (int i = 0; i < UG_BIND_COUNT; i++)
            if (i != (int)cmd && b->pad[i] == PAD(button) &&
                (commands[i].at & commands[cmd].at & AT_PLAY)) {
                b->pad[i] = 0;
                lost = i;
            }
    b->pad[cmd] = button < UG_PAD_BUTTONS ? PAD(button) : 0;
    return lost;
}

int ug_bindings_toggle_how(UgBindings *b, UgBind cmd) {
    if ((unsigned)cmd >= UG_BIND_COUNT) return UG_KEY_UNBOUND;
    UgKeyboard kb = (UgKeyboard)b->keyboard;
    for (int k = 0; k < UG_BIND_KEYS; k++) {
        UgKeyBind *key = &b->keys[cmd][k];
        if (key->how == UG_KEY_POSITION && !key->shift) {
            char ch = ug_keyboard_char_at(kb, key->code);
            if (ch) *key = (UgKeyBind){UG_KEY_CHARACTER, (uint16_t)(uint8_t)ch, false};
        } else if (key->how == UG_KEY_CHARACTER) {
            int at = ug_keyboard_position_of(kb, (char)key->code);
            if (at) *key = (UgKeyBind){UG_KEY_POSITION, (uint16_t)at, false};
        }
    }
    return b->keys[cmd][0].how;
}

/* --- Labels ------------------------------------------------------------------------------------
 */

void ug_key_label(const UgBindings *b, UgKeyBind key, char out[8]) {
    char ch = 0;
    if (key.how == UG_KEY_CHARACTER) ch = (char)key.code;
    if (key.how == UG_KEY_POSITION) ch = ug_keyboard_char_at((UgKeyboard)b->keyboard, key.code);
    if (!ch && key.how == UG_KEY_POSITION) ch = ug_keyboard_char_at(UG_KEYBOARD_QWERTY, key.code);
    if (ch >= 'a' && ch <= 'z') ch = (char)(ch - 'a' + 'A');
    snprintf(out, 8, "%s%c", key.how == UG_KEY_POSITION && key.shift ? "Shift+" : "",
             ch ? ch : '-');
}

void ug_bind_label(const UgBindings *b, UgBind cmd, char *out, size_t size) {
    if (!size) return;
    out[0] = '\0';
    if ((unsigned)cmd >= UG_BIND_COUNT) return;
    size_t used = 0;
    if (commands[cmd].fixed) {
        int n = snprintf(out, size, "%s", commands[cmd].fixed);
        if (n < 0 || (size_t)n >= size) return;
        used = (size_t)n;
    }
    for (int k = 0; k < UG_BIND_KEYS; k++) {
        if (b->keys[cmd][k].how == UG_KEY_UNBOUND) continue;
        char label[8];
        ug_key_label(b, b->keys[cmd][k], label);
        int n = snprintf(out + used, size - used, "%s%s", used ? "/" : "", label);
        if (n < 0 || (size_t)n >= size - used) return;
        used += (size_t)n;
    }
    if (!used) snprintf(out, size, "-");
}

void ug_bind_hint(const UgBindings *b, UgBind cmd, bool pad, char *out, size_t size) {
    if (!size) return;
    out[0] = '\0';
    if ((unsigned)cmd >= UG_BIND_COUNT) return;
    if (pad && b->pad[cmd]) {
        snprintf(out, size, "%s", pad_labels[b->pad[cmd] - 1]);
        return;
    }
    if (pad && commands[cmd].pad_fixed) {
        snprintf(out, size, "%s", commands[cmd].pad_fixed);
        return;
    }
    if (pad) { /* keys only: said as keys, so that key A is not taken for button A */
        char keys[32];
        ug_bind_label(b, cmd, keys, sizeof keys);
        snprintf(out, size, "Key %s", keys);
        return;
    }
    ug_bind_label(b, cmd, out, size);
}

/* --- Changing and conflicts --------------------------------------------------------------------
 */

static bool same_key(const UgBindings *b, UgKeyBind x, UgKeyBind y) {
    if (x.how == UG_KEY_UNBOUND || y.how == UG_KEY_UNBOUND) return false;
    if (x.how == y.how) return x.code == y.code && x.shift == y.shift;
    /* One by position, one by character: the same key if the preset types it there. */
    UgKeyBind p = x.how == UG_KEY_POSITION ? x : y, c = x.how == UG_KEY_POSITION ? y : x;
    return !p.shift && ug_keyboard_char_at((UgKeyboard)b->keyboard, p.code) == (char)c.code;
}

int ug_bindings_set(UgBindings *b, UgBind cmd, UgKeyBind key) {
    if ((unsigned)cmd >= UG_BIND_COUNT) return -1;
    int lost = -1;
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        if (i == (int)cmd || !(commands[i].at & commands[cmd].at)) continue;
        for (int k = 0; k < UG_BIND_KEYS; k++)
            if (same_key(b, b->keys[i][k], key)) {
                b->keys[i][k] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
                lost = i;
            }
    }
    UgKeyBind *keys = b->keys[cmd];
    if (!(keys[0].how == key.how && keys[0].code == key.code && keys[0].shift == key.shift)) {
        keys[1] = keys[0];
        keys[0] = key;
    }
    return lost;
}

bool ug_bindings_conflict(const UgBindings *b, UgBind *first, UgBind *second) {
    for (int i = 0; i < UG_BIND_COUNT; i++)
        for (int j = i + 1; j < UG_BIND_COUNT; j++) {
            if (!(commands[i].at & commands[j].at)) continue;
            bool clash =
                b->pad[i] && b->pad[i] == b->pad[j] && (commands[i].at & commands[j].at & AT_PLAY);
            for (int k = 0; k < UG_BIND_KEYS; k++)
                for (int l = 0; l < UG_BIND_KEYS; l++)
                    clash = clash || same_key(b, b->keys[i][k], b->keys[j][l]);
            if (clash) {
                *first = (UgBind)i;
                *second = (UgBind)j;
                return true;
            }
        }
    return false;
}

/* --- The file ----------------------------------------------------------------------------------
 */

static void report(UgBindingsReport *r, int line, const char *why, const char *s, size_t n) {
    if (!r) return;
    if (r->count < UG_BINDINGS_REPORTS)
        snprintf(r->lines[r->count], sizeof r->lines[r->count], "line %d: %s \"%.*s\"", line, why,
                 (int)(n > 40 ? 40 : n), s);
    r->count++;
}

/* "pos:W", "pos:;" (the US key's sign), "pos:Shift+Z", "char:?" */
static bool parse_key(const char *s, size_t n, UgKeyBind *out) {
    bool shift = n == 11 && memcmp(s, "pos:Shift+", 10) == 0;
    if ((n == 5 || shift) && s[n - 1] > ' ' && s[n - 1] < 127 && memcmp(s, "pos:", 4) == 0) {
        int p = ug_keyboard_position_of(UG_KEYBOARD_QWERTY, s[n - 1]);
        if (!p) return false;
        *out = (UgKeyBind){UG_KEY_POSITION, (uint16_t)p, shift};
        return true;
    }
    if (n == 6 && s[5] > ' ' && s[5] < 127 && memcmp(s, "char:", 5) == 0) {
        char ch = lower(s[5]);
        *out = (UgKeyBind){UG_KEY_CHARACTER, (uint16_t)(uint8_t)ch, false};
        return true;
    }
    return false;
}

static int find_command(const char *w, size_t n) {
    for (int i = 0; i < UG_BIND_COUNT; i++)
        if (strlen(commands[i].name) == n && memcmp(commands[i].name, w, n) == 0) return i;
    return -1;
}

enum { MAX_WORDS = 12 };

/* What ug_bindings_parse has read so far: the bindings and report it writes, and what the file
 * gave already (each command, button and the keyboard once). */
typedef struct ParseState {
    UgBindings *b;
    UgBindingsReport *r;
    bool given[UG_BIND_COUNT], keyboard_given;
    bool pad_given[UG_PAD_BUTTONS], pad_placed[UG_BIND_COUNT];
} ParseState;

/* One line's words, split on spaces: the command (or button), then its keys (or commands).
 * `rest`: words were left over past MAX_WORDS. */
typedef struct Words {
    const char *w[MAX_WORDS];
    size_t wn[MAX_WORDS];
    int n;
    bool rest;
} Words;

static void split_words(const char *s, const char *end, Words *out) {
    const char *p = s;
    out->n = 0;
    while (p < end && out->n < MAX_WORDS) {
        while (p < end && *p == ' ') p++;
        if (p == end) break;
        const char *q = p;
        while (q < end && *q != ' ') q++;
        out->w[out->n] = p;
        out->wn[out->n++] = (size_t)(q - p);
        p = q;
    }
    while (p < end && *p == ' ') p++;
    out->rest = p < end;
}

static bool is_none(const Words *w) {
    return w->n == 2 && w->wn[1] == 4 && memcmp(w->w[1], "none", 4) == 0;
}

/* The commands a pad button line names, into cmds[] (their count), or -1 after reporting. */
static int pad_line_commands(ParseState *st, int line, const Words *w, int cmds[MAX_WORDS]) {
    int n = 0;
    if (is_none(w)) return 0;
    for (int k = 1; k < w->n; k++) {
        int cmd = find_command(w->w[k], w->wn[k]);
        if (cmd < 0) {
            report(st->r, line, "has an unknown command:", w->w[k], w->wn[k]);
            return -1;
        }
        if (st->pad_placed[cmd] || !(commands[cmd].at & AT_PLAY)) {
            report(st->r, line, "gives a command a second button or none it can use:", w->w[k],
                   w->wn[k]);
            return -1;
        }
        for (int j = 0; j < n; j++)
            if (commands[cmds[j]].at & commands[cmd].at & AT_PLAY) {
                report(st->r, line, "gives two commands of one mode the button:", w->w[k],
                       w->wn[k]);
                return -1;
            }
        cmds[n++] = cmd;
    }
    return n;
}

/* "LB throw items": the button and the commands it gives. */
static void parse_pad_line(ParseState *st, int line, int button, const Words *w, const char *s,
                           const char *end) {
    if (w->n < 2 || w->rest) {
        report(st->r, line, "needs a pad button and its commands:", s, (size_t)(end - s));
        return;
    }
    if (st->pad_given[button]) {
        report(st->r, line, "gives a pad button again:", w->w[0], w->wn[0]);
        return;
    }
    int cmds[MAX_WORDS];
    int n = pad_line_commands(st, line, w, cmds);
    if (n < 0) return;
    st->pad_given[button] = true;
    for (int i = 0; i < UG_BIND_COUNT; i++)
        if (st->b->pad[i] == PAD(button)) st->b->pad[i] = 0;
    for (int j = 0; j < n; j++) {
        st->b->pad[cmds[j]] = PAD(button);
        st->pad_placed[cmds[j]] = true;
    }
}

/* "keyboard azerty": the preset the file's unnamed commands take. */
static void parse_keyboard_line(ParseState *st, int line, const Words *w) {
    int k = -1;
    for (int i = 0; i < UG_KEYBOARD_COUNT; i++)
        if (strlen(keyboard_names[i]) == w->wn[1] &&
            memcmp(keyboard_names[i], w->w[1], w->wn[1]) == 0)
            k = i;
    if (k < 0 || w->n != 2) {
        report(st->r, line, "has an unknown keyboard:", w->w[1], w->wn[1]);
    } else if (st->keyboard_given) {
        report(st->r, line, "gives the keyboard again:", w->w[1], w->wn[1]);
    } else {
        st->b->keyboard = k;
        st->keyboard_given = true;
    }
}

/* "move-up k Up": a command and its one or two keys ("none": unbound). */
static void parse_command_line(ParseState *st, int line, const Words *w) {
    int cmd = find_command(w->w[0], w->wn[0]);
    if (cmd < 0) {
        report(st->r, line, "has an unknown command:", w->w[0], w->wn[0]);
        return;
    }
    if (st->given[cmd]) {
        report(st->r, line, "binds a command again:", w->w[0], w->wn[0]);
        return;
    }
    UgKeyBind keys[UG_BIND_KEYS] = {{UG_KEY_UNBOUND, 0, false}, {UG_KEY_UNBOUND, 0, false}};
    for (int k = 1; k < w->n && !is_none(w); k++)
        if (!parse_key(w->w[k], w->wn[k], &keys[k - 1])) {
            report(st->r, line, "has a bad key:", w->w[k], w->wn[k]);
            return;
        }
    st->given[cmd] = true;
    memcpy(st->b->keys[cmd], keys, sizeof keys);
}

/* One line after the first: a pad button's, the keyboard's or a command's. */
static void parse_line(ParseState *st, int line, const char *s, const char *end) {
    Words w;
    split_words(s, end, &w);
    for (int i = 0; i < UG_PAD_BUTTONS; i++)
        if (w.n && strlen(pad_names[i]) == w.wn[0] && memcmp(pad_names[i], w.w[0], w.wn[0]) == 0) {
            parse_pad_line(st, line, i, &w, s, end);
            return;
        }
    if (w.n < 2 || w.n > 1 + UG_BIND_KEYS || w.rest)
        report(st->r, line, "needs a command and one or two keys:", s, (size_t)(end - s));
    else if (w.wn[0] == 8 && memcmp(w.w[0], "keyboard", 8) == 0)
        parse_keyboard_line(st, line, &w);
    else
        parse_command_line(st, line, &w);
}

bool ug_bindings_parse(const char *text, size_t len, UgBindings *b, UgBindingsReport *r) {
    ug_bindings_default(b);
    if (r) memset(r, 0, sizeof *r);
    if (len > UG_BINDINGS_MAX_BYTES || memchr(text, '\0', len) || len < 20 ||
        memcmp(text, "undergrid-bindings 1", 20) != 0 ||
        (len > 20 && text[20] != '\n' && text[20] != '\r')) {
        if (r) {
            snprintf(r->lines[0], sizeof r->lines[0], "%s",
                     len > UG_BINDINGS_MAX_BYTES ? "it is too large"
                                                 : "line 1 is not \"undergrid-bindings 1\"");
            r->count = 1;
        }
        return false;
    }
    ParseState st = {.b = b, .r = r};
    size_t pos = 0;
    int line = 0;
    const char *s, *end;
    while (ug_line_next(text, len, &pos, &s, &end)) {
        line++;
        if (line == 1 || end == s || *s == '#') continue;
        parse_line(&st, line, s, end);
    }
    /* What the file does not name: the keyboard's defaults. */
    UgBindings preset;
    ug_bindings_preset(&preset, (UgKeyboard)b->keyboard);
    for (int i = 0; i < UG_BIND_COUNT; i++)
        if (!st.given[i]) memcpy(b->keys[i], preset.keys[i], sizeof b->keys[i]);
    return true;
}

static bool append(char *out, size_t size, size_t *used, const char *text) {
    size_t n = strlen(text);
    if (*used + n >= size) return false;
    memcpy(out + *used, text, n + 1);
    *used += n;
    return true;
}

bool ug_bindings_format(const UgBindings *b, char *out, size_t size) {
    size_t used = 0;
    if (!size) return false;
    out[0] = '\0';
    char line[256];
    snprintf(line, sizeof line, "undergrid-bindings 1\nkeyboard %s\n",
             ug_keyboard_name((UgKeyboard)b->keyboard) ? ug_keyboard_name((UgKeyboard)b->keyboard)
                                                       : "qwerty");
    if (!append(out, size, &used, line)) return false;
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        snprintf(line, sizeof line, "%s", commands[i].name);
        int keys = 0;
        for (int k = 0; k < UG_BIND_KEYS; k++) {
            UgKeyBind key = b->keys[i][k];
            size_t n = strlen(line);
            if (key.how == UG_KEY_POSITION) {
                snprintf(line + n, sizeof line - n, " pos:%s%c", key.shift ? "Shift+" : "",
                         ug_keyboard_char_at(UG_KEYBOARD_QWERTY, key.code));
                keys++;
            } else if (key.how == UG_KEY_CHARACTER) {
                snprintf(line + n, sizeof line - n, " char:%c", (char)key.code);
                keys++;
            }
        }
        if (!keys) snprintf(line + strlen(line), sizeof line - strlen(line), " none");
        if (!append(out, size, &used, line) || !append(out, size, &used, "\n")) return false;
    }
    for (int button = 0; button < UG_PAD_BUTTONS; button++) {
        snprintf(line, sizeof line, "%s", pad_names[button]);
        int n = 0;
        for (int i = 0; i < UG_BIND_COUNT; i++)
            if (b->pad[i] == PAD(button)) {
                size_t at = strlen(line);
                snprintf(line + at, sizeof line - at, " %s", commands[i].name);
                n++;
            }
        if (!n) snprintf(line + strlen(line), sizeof line - strlen(line), " none");
        if (!append(out, size, &used, line) || !append(out, size, &used, "\n")) return false;
    }
    return true;
}
