/* Key bindings. See bindings.h. */
#include "bindings.h"

#include "profile.h"

#include <stdio.h>
#include <string.h>

/* Where a command can be used, for conflicts: two commands conflict only if they share a key
 * and a place. */
enum {
    AT_MENU = 1,      /* the title menu and the end screens */
    AT_CLASSIC = 2,   /* a game of a mode that moves in 4 directions */
    AT_SIMPLE = 4,    /* simple's game */
    AT_ADVENTURE = 8, /* adventure's game */
    AT_BOX = 16,      /* a yes/no box */
    AT_GAME = AT_CLASSIC | AT_SIMPLE | AT_ADVENTURE,
};

/* HID usage codes (SDL_Scancode): A..Z are 4..29, 1..9 and 0 are 30..39, then these. */
enum { HID_A = 4, HID_1 = 30, HID_MINUS = 45, HID_SLASH = 56 };
#define P(letter)                                                                                  \
    { UG_KEY_POSITION, (uint16_t)(HID_A + (letter) - 'a') }
#define C(ch)                                                                                      \
    { UG_KEY_CHARACTER, (uint16_t)(ch) }
#define NO_KEY                                                                                     \
    { UG_KEY_UNBOUND, 0 }

typedef struct Command {
    const char *name, *msgid;
    int at;
    UgCommandKind kind; /* UG_CMD_OTHER_KEY: none of its own */
    int8_t dx, dy;
    char letter; /* what the scenes read (c.letter) */
    UgKeyBind keys[UG_BIND_KEYS];
} Command;

static const Command commands[UG_BIND_COUNT] = {
    [UG_BIND_UP] =
        {"move-up", "Move up", AT_MENU | AT_GAME, UG_CMD_MOVE, 0, -1, 0, {P('w'), P('k')}},
    [UG_BIND_DOWN] =
        {"move-down", "Move down", AT_MENU | AT_GAME, UG_CMD_MOVE, 0, 1, 0, {P('s'), P('j')}},
    [UG_BIND_LEFT] =
        {"move-left", "Move left", AT_MENU | AT_GAME, UG_CMD_MOVE, -1, 0, 0, {P('a'), P('h')}},
    [UG_BIND_RIGHT] =
        {"move-right", "Move right", AT_MENU | AT_GAME, UG_CMD_MOVE, 1, 0, 0, {P('d'), P('l')}},
    [UG_BIND_UP_LEFT] = {"move-up-left",
                         "Move up-left",
                         AT_SIMPLE | AT_ADVENTURE,
                         UG_CMD_OTHER_KEY,
                         0,
                         0,
                         'y',
                         {P('y'), NO_KEY}},
    [UG_BIND_UP_RIGHT] = {"move-up-right",
                          "Move up-right",
                          AT_SIMPLE | AT_ADVENTURE,
                          UG_CMD_OTHER_KEY,
                          0,
                          0,
                          'u',
                          {P('u'), NO_KEY}},
    [UG_BIND_DOWN_LEFT] = {"move-down-left",
                           "Move down-left",
                           AT_SIMPLE | AT_ADVENTURE,
                           UG_CMD_OTHER_KEY,
                           0,
                           0,
                           'b',
                           {P('b'), NO_KEY}},
    [UG_BIND_DOWN_RIGHT] = {"move-down-right",
                            "Move down-right",
                            AT_SIMPLE | AT_ADVENTURE,
                            UG_CMD_OTHER_KEY,
                            0,
                            0,
                            'n',
                            {P('n'), NO_KEY}},
    [UG_BIND_WAIT] = {"wait", "Wait a turn", AT_GAME, UG_CMD_WAIT, 0, 0, 0, {C('.'), NO_KEY}},
    [UG_BIND_HELP] = {"help", "Help", AT_MENU | AT_GAME, UG_CMD_HELP, 0, 0, 0, {C('?'), NO_KEY}},
    [UG_BIND_YES] = {"yes", "Yes (in a question)", AT_BOX, UG_CMD_YES, 0, 0, 0, {C('y'), NO_KEY}},
    [UG_BIND_NO] = {"no", "No (in a question)", AT_BOX, UG_CMD_NO, 0, 0, 0, {C('n'), NO_KEY}},
    [UG_BIND_MENU] = {"title-menu",
                      "The title menu (end screen)",
                      AT_MENU,
                      UG_CMD_OTHER_KEY,
                      0,
                      0,
                      'm',
                      {P('m'), NO_KEY}},
    [UG_BIND_SEED] = {"write-seed",
                      "Write the seed down (end screen)",
                      AT_MENU,
                      UG_CMD_OTHER_KEY,
                      0,
                      0,
                      'c',
                      {P('c'), NO_KEY}},
    [UG_BIND_CHOOSE] = {"choose",
                        "Choose (simple)",
                        AT_SIMPLE | AT_MENU,
                        UG_CMD_CHOOSE,
                        0,
                        0,
                        'z',
                        {P('z'), NO_KEY}},
    [UG_BIND_INVENTORY] = {"inventory",
                           "Inventory (simple)",
                           AT_SIMPLE,
                           UG_CMD_INVENTORY,
                           0,
                           0,
                           'x',
                           {P('x'), NO_KEY}},
    [UG_BIND_ITEMS] =
        {"items", "Items (adventure)", AT_ADVENTURE, UG_CMD_OTHER_KEY, 0, 0, 'i', {P('i'), NO_KEY}},
    [UG_BIND_THROW] = {"throw",
                       "Aim and throw an orb (adventure)",
                       AT_ADVENTURE,
                       UG_CMD_OTHER_KEY,
                       0,
                       0,
                       'f',
                       {P('f'), NO_KEY}},
    [UG_BIND_PICKUP] = {"pick-up",
                        "Pick up (adventure)",
                        AT_ADVENTURE,
                        UG_CMD_OTHER_KEY,
                        0,
                        0,
                        'g',
                        {P('g'), NO_KEY}},
    [UG_BIND_DESCEND] = {"descend",
                         "Take the stairs, or go to them",
                         AT_GAME,
                         UG_CMD_OTHER_KEY,
                         0,
                         0,
                         0,
                         {C('>'), NO_KEY}},
};

void ug_bindings_default(UgBindings *b) {
    memset(b, 0, sizeof *b);
    for (int i = 0; i < UG_BIND_COUNT; i++) memcpy(b->keys[i], commands[i].keys, sizeof b->keys[i]);
}

const char *ug_bind_name(UgBind cmd) {
    return (unsigned)cmd < UG_BIND_COUNT ? commands[cmd].name : "";
}

int ug_bind_default_how(UgBind cmd) {
    return (unsigned)cmd < UG_BIND_COUNT ? commands[cmd].keys[0].how : UG_KEY_UNBOUND;
}

bool ug_bind_used(UgBind cmd, int scheme) {
    if ((unsigned)cmd >= UG_BIND_COUNT) return false;
    int at = commands[cmd].at;
    switch (scheme) {
        case UG_INPUT_BUMP4:
            return (at & AT_CLASSIC) != 0;
        case UG_INPUT_ORIGINAL_SIMPLE:
            return (at & AT_SIMPLE) != 0;
        case UG_INPUT_ROGUE8:
            return (at & AT_ADVENTURE) != 0;
        default:
            return false; /* cursed reads its own keys (cursed_keys.h) */
    }
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

static bool key_is(UgKeyBind k, int how, int code) {
    return k.how == how && k.code == code;
}

int ug_bindings_lookup(const UgBindings *b, int position, char ch, UgBind out[2]) {
    ch = lower(ch);
    if (position == 0) position = ug_keyboard_position_of((UgKeyboard)b->keyboard, ch);
    int n = 0, by_position = -1, by_char = -1;
    for (int i = 0; i < UG_BIND_COUNT; i++)
        for (int k = 0; k < UG_BIND_KEYS; k++) {
            if (by_position < 0 && position && key_is(b->keys[i][k], UG_KEY_POSITION, position))
                by_position = i;
            if (by_char < 0 && ch > ' ' && key_is(b->keys[i][k], UG_KEY_CHARACTER, (uint8_t)ch))
                by_char = i;
        }
    /* Both: the position's command wins where both could be meant (Dvorak types ',' where
     * QWERTY has W: that key moves up); where they cannot (y: up-left in a game, yes in a box)
     * the key means both. */
    if (by_position >= 0) out[n++] = (UgBind)by_position;
    if (by_char >= 0 && by_char != by_position &&
        (by_position < 0 || !(commands[by_char].at & commands[by_position].at)))
        out[n++] = (UgBind)by_char;
    return n;
}

void ug_bindings_apply(const UgBindings *b, int position, char ch, UgCommand *c) {
    ch = lower(ch);
    int place = position ? position : ug_keyboard_position_of((UgKeyboard)b->keyboard, ch);
    bool character = ch > ' ' && ch < 127;
    if (!character && !rebindable_position(place)) return; /* a fixed key */
    if (c->kind == UG_CMD_FULLSCREEN || c->kind == UG_CMD_SCREENSHOT) return;
    UgBind found[2];
    int n = ug_bindings_lookup(b, position, ch, found);
    c->kind = UG_CMD_OTHER_KEY;
    c->dx = c->dy = 0;
    c->letter = 0;
    c->answer = 0;
    c->bound = 0;
    for (int i = 0; i < n; i++) {
        const Command *m = &commands[found[i]];
        if (!c->bound) c->bound = (uint8_t)(found[i] + 1);
        if (m->kind == UG_CMD_YES || m->kind == UG_CMD_NO) {
            c->answer = m->kind == UG_CMD_YES ? 'y' : 'n';
            if (c->kind != UG_CMD_OTHER_KEY) continue; /* the game's meaning stays */
        }
        if (m->kind != UG_CMD_OTHER_KEY && c->kind == UG_CMD_OTHER_KEY) {
            c->kind = m->kind;
            c->dx = m->dx;
            c->dy = m->dy;
        }
        if (m->letter && !c->letter) c->letter = m->letter;
    }
}

/* --- Labels ------------------------------------------------------------------------------------
 */

void ug_key_label(const UgBindings *b, UgKeyBind key, char out[8]) {
    char ch = 0;
    if (key.how == UG_KEY_CHARACTER) ch = (char)key.code;
    if (key.how == UG_KEY_POSITION) ch = ug_keyboard_char_at((UgKeyboard)b->keyboard, key.code);
    if (!ch && key.how == UG_KEY_POSITION) ch = ug_keyboard_char_at(UG_KEYBOARD_QWERTY, key.code);
    if (ch >= 'a' && ch <= 'z') ch = (char)(ch - 'a' + 'A');
    out[0] = ch ? ch : '-';
    out[1] = '\0';
}

void ug_bind_label(const UgBindings *b, UgBind cmd, char *out, size_t size) {
    if (!size) return;
    out[0] = '\0';
    if ((unsigned)cmd >= UG_BIND_COUNT) return;
    size_t used = 0;
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

/* --- Changing and conflicts --------------------------------------------------------------------
 */

static bool same_key(const UgBindings *b, UgKeyBind x, UgKeyBind y) {
    if (x.how == UG_KEY_UNBOUND || y.how == UG_KEY_UNBOUND) return false;
    if (x.how == y.how) return x.code == y.code;
    /* One by position, one by character: the same key if the preset types it there. */
    UgKeyBind p = x.how == UG_KEY_POSITION ? x : y, c = x.how == UG_KEY_POSITION ? y : x;
    return ug_keyboard_char_at((UgKeyboard)b->keyboard, p.code) == (char)c.code;
}

int ug_bindings_set(UgBindings *b, UgBind cmd, UgKeyBind key) {
    if ((unsigned)cmd >= UG_BIND_COUNT) return -1;
    int lost = -1;
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        if (i == (int)cmd || !(commands[i].at & commands[cmd].at)) continue;
        for (int k = 0; k < UG_BIND_KEYS; k++)
            if (same_key(b, b->keys[i][k], key)) {
                b->keys[i][k] = (UgKeyBind){UG_KEY_UNBOUND, 0};
                lost = i;
            }
    }
    UgKeyBind *keys = b->keys[cmd];
    if (!(keys[0].how == key.how && keys[0].code == key.code)) {
        keys[1] = keys[0];
        keys[0] = key;
    }
    return lost;
}

bool ug_bindings_conflict(const UgBindings *b, UgBind *first, UgBind *second) {
    for (int i = 0; i < UG_BIND_COUNT; i++)
        for (int j = i + 1; j < UG_BIND_COUNT; j++) {
            if (!(commands[i].at & commands[j].at)) continue;
            for (int k = 0; k < UG_BIND_KEYS; k++)
                for (int l = 0; l < UG_BIND_KEYS; l++)
                    if (same_key(b, b->keys[i][k], b->keys[j][l])) {
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

/* "pos:W", "pos:;" (the US key's sign), "char:?" */
static bool parse_key(const char *s, size_t n, UgKeyBind *out) {
    if (n == 5 && s[4] > ' ' && s[4] < 127 && memcmp(s, "pos:", 4) == 0) {
        int p = ug_keyboard_position_of(UG_KEYBOARD_QWERTY, s[4]);
        if (!p) return false;
        *out = (UgKeyBind){UG_KEY_POSITION, (uint16_t)p};
        return true;
    }
    if (n == 6 && s[5] > ' ' && s[5] < 127 && memcmp(s, "char:", 5) == 0) {
        char ch = lower(s[5]);
        *out = (UgKeyBind){UG_KEY_CHARACTER, (uint16_t)(uint8_t)ch};
        return true;
    }
    return false;
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
    bool given[UG_BIND_COUNT] = {false}, keyboard_given = false;
    size_t pos = 0;
    int line = 0;
    while (pos < len) {
        line++;
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        const char *end = nl ? nl : text + len;
        pos = (size_t)(end - text) + 1;
        if (end > s && end[-1] == '\r') end--;
        if (line == 1 || end == s || *s == '#') continue;
        /* Words: the command, then up to two keys. */
        const char *w[4];
        size_t wn[4];
        int words = 0;
        const char *p = s;
        while (p < end && words < 4) {
            while (p < end && *p == ' ') p++;
            if (p == end) break;
            const char *q = p;
            while (q < end && *q != ' ') q++;
            w[words] = p;
            wn[words++] = (size_t)(q - p);
            p = q;
        }
        while (p < end && *p == ' ') p++;
        if (words < 2 || words > 1 + UG_BIND_KEYS || p < end) {
            report(r, line, "needs a command and one or two keys:", s, (size_t)(end - s));
            continue;
        }
        if (wn[0] == 8 && memcmp(w[0], "keyboard", 8) == 0) {
            int k = -1;
            for (int i = 0; i < UG_KEYBOARD_COUNT; i++)
                if (strlen(keyboard_names[i]) == wn[1] &&
                    memcmp(keyboard_names[i], w[1], wn[1]) == 0)
                    k = i;
            if (k < 0 || words != 2)
                report(r, line, "has an unknown keyboard:", w[1], wn[1]);
            else if (keyboard_given)
                report(r, line, "gives the keyboard again:", w[1], wn[1]);
            else {
                b->keyboard = k;
                keyboard_given = true;
            }
            continue;
        }
        int cmd = -1;
        for (int i = 0; i < UG_BIND_COUNT; i++)
            if (strlen(commands[i].name) == wn[0] && memcmp(commands[i].name, w[0], wn[0]) == 0)
                cmd = i;
        if (cmd < 0) {
            report(r, line, "has an unknown command:", w[0], wn[0]);
            continue;
        }
        if (given[cmd]) {
            report(r, line, "binds a command again:", w[0], wn[0]);
            continue;
        }
        UgKeyBind keys[UG_BIND_KEYS] = {{UG_KEY_UNBOUND, 0}, {UG_KEY_UNBOUND, 0}};
        bool ok = true;
        if (words == 2 && wn[1] == 4 && memcmp(w[1], "none", 4) == 0) {
            /* unbound */
        } else {
            for (int k = 1; k < words && ok; k++)
                if (!parse_key(w[k], wn[k], &keys[k - 1])) {
                    report(r, line, "has a bad key:", w[k], wn[k]);
                    ok = false;
                }
        }
        if (!ok) continue;
        given[cmd] = true;
        memcpy(b->keys[cmd], keys, sizeof keys);
    }
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
    char line[96];
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
                snprintf(line + n, sizeof line - n, " pos:%c",
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
    return true;
}
