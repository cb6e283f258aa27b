/* The Keys screen. See keys_screen.h. */
#include "keys_screen.h"

#include <stdio.h>
#include <string.h>

#include "profile.h"

static const char *const keyboard_words[UG_KEYBOARD_COUNT] = {"QWERTY", "AZERTY", "QWERTZ",
                                                              "Dvorak", "Colemak"};

static bool same_keys(const UgKeyBind *a, const UgKeyBind *b) {
    for (int k = 0; k < UG_BIND_KEYS; k++)
        if (a[k].how != b[k].how ||
            (a[k].how && (a[k].code != b[k].code || a[k].shift != b[k].shift)))
            return false;
    return true;
}

void ug_keys_screen_update(UgKeysScreen *k, const UgBindings *b, int at) {
    k->count = 1 + UG_BIND_COUNT;
    k->msgid[0] = "Keyboard";
    int kb = b->keyboard >= 0 && b->keyboard < UG_KEYBOARD_COUNT ? b->keyboard : 0;
    snprintf(k->keys[0], sizeof k->keys[0], "%s", keyboard_words[kb]);
    k->in_help[0] = false;
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        k->msgid[1 + i] = ug_bind_msgid((UgBind)i);
        ug_bind_label(b, (UgBind)i, k->keys[1 + i], sizeof k->keys[1 + i]);
        k->in_help[1 + i] = ug_bind_used((UgBind)i, at);
        k->pad[1 + i][0] = '\0';
        if (b->pad[i])
            snprintf(k->pad[1 + i], sizeof k->pad[1 + i], "%s",
                     ug_pad_button_label((UgPadButton)(b->pad[i] - 1)));
        int how = b->keys[i][0].how;
        k->how[1 + i] = how == UG_KEY_POSITION ? 'p' : how == UG_KEY_CHARACTER ? 'c' : 0;
    }
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        k->name[1 + i] = ug_bind_name((UgBind)i);
        k->key1[1 + i][0] = k->key2[1 + i][0] = '\0';
        if (b->keys[i][0].how) ug_key_label(b, b->keys[i][0], k->key1[1 + i]);
        if (b->keys[i][1].how) ug_key_label(b, b->keys[i][1], k->key2[1 + i]);
        ug_bind_hint(b, (UgBind)i, true, k->pad_hint[1 + i], sizeof k->pad_hint[1 + i]);
    }
    UgBindings preset;
    ug_bindings_preset(&preset, (UgKeyboard)kb);
    for (int i = 0; i < UG_BIND_COUNT; i++)
        k->changed[1 + i] = preset.pad[i] != b->pad[i] || !same_keys(preset.keys[i], b->keys[i]);
    k->changed[0] = false;
    k->name[0] = NULL;
    k->pad[0][0] = '\0';
    k->how[0] = 0;
    if (k->cursor < 0 || k->cursor >= k->count) k->cursor = 0;
}

/* The key pressed, bound the way the command's first key is (by place or by character; when it
 * has none, the way its default is). Shift with a letter's place is kept (Shift+Z). */
static bool pressed_key(const UgBindings *b, const UgCommand *c, UgBind cmd, UgKeyBind *out) {
    int how = b->keys[cmd][0].how ? b->keys[cmd][0].how : ug_bind_default_how(cmd);
    bool by_char = how == UG_KEY_CHARACTER;
    char ch = c->key[0] && !c->key[1] ? c->key[0] : 0;
    if (ch >= 'A' && ch <= 'Z') ch = (char)(ch - 'A' + 'a');
    bool printable = ch > ' ' && ch < 127;
    if (by_char && printable) {
        *out = (UgKeyBind){UG_KEY_CHARACTER, (uint16_t)(uint8_t)ch, false};
        return true;
    }
    bool shift = c->shift && ch >= 'a' && ch <= 'z';
    if (c->place && ug_keyboard_char_at(UG_KEYBOARD_QWERTY, c->place)) {
        *out = (UgKeyBind){UG_KEY_POSITION, c->place, shift};
        return true;
    }
    if (printable) { /* no place known (a scripted key): the character's place */
        int p = ug_keyboard_position_of(UG_KEYBOARD_QWERTY, ch);
        if (p) {
            *out = (UgKeyBind){UG_KEY_POSITION, (uint16_t)p, shift};
            return true;
        }
    }
    return false; /* Enter, the arrows, F-keys: their meaning is fixed */
}

/* The next keyboard preset: bindings that were the old one's defaults become the new one's (so
 * that they stay free of conflicts); changed ones keep their keys. */
static void next_keyboard(UgBindings *b, int step) {
    bool defaults = ug_bindings_is_preset(b);
    int kb = ((b->keyboard + step) % UG_KEYBOARD_COUNT + UG_KEYBOARD_COUNT) % UG_KEYBOARD_COUNT;
    if (defaults)
        ug_bindings_preset(b, (UgKeyboard)kb);
    else
        b->keyboard = kb;
}

/* What the screen says of a key or button taken from `lost` (-1: none): its name, and the keys
 * it still has ("K"; "": none), so that it never says "no key" of a command that keeps one. The
 * key it keeps moves up to be its first: the first key is the one hints name and the one whose
 * way (by place, by character) a new key follows, and a new key bound to it pushes the first to
 * second place (Move up left with only K and given T is T/K, not T alone). */
static void say_taken(UgKeysScreen *k, UgBindings *b, int lost) {
    k->taken_from = lost >= 0 ? ug_bind_msgid((UgBind)lost) : NULL;
    k->taken_left[0] = '\0';
    if (lost < 0) return;
    UgKeyBind *keys = b->keys[lost];
    if (!keys[0].how && keys[1].how) {
        keys[0] = keys[1];
        keys[1] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
    }
    for (int i = 0; i < UG_BIND_KEYS; i++) {
        if (!b->keys[lost][i].how) continue;
        char label[8];
        ug_key_label(b, b->keys[lost][i], label);
        size_t n = strlen(k->taken_left);
        snprintf(k->taken_left + n, sizeof k->taken_left - n, "%s%s", n ? "/" : "", label);
    }
}

UgKeysResult ug_keys_screen_command(UgKeysScreen *k, UgBindings *b, const UgCommand *c) {
    if (c->kind == UG_CMD_NONE || c->kind == UG_CMD_POINT || c->kind == UG_CMD_TEXT)
        return UG_KEYS_STAY;
    if (k->waiting) {
        if (c->kind == UG_CMD_ESCAPE) {
            k->waiting = false;
            return UG_KEYS_STAY;
        }
        UgBind cmd = (UgBind)(k->cursor - 1);
        if (c->button && !c->repeat) { /* a pad button: it gives the command on the game screen */
            int lost = ug_bindings_set_pad(b, cmd, c->button - 1);
            k->waiting = false;
            say_taken(k, b, lost);
            snprintf(k->taken_key, sizeof k->taken_key, "%s",
                     ug_pad_button_label((UgPadButton)(c->button - 1)));
            return UG_KEYS_CHANGED;
        }
        UgKeyBind key;
        if (c->repeat || c->pad || !pressed_key(b, c, cmd, &key)) return UG_KEYS_STAY;
        int lost = ug_bindings_set(b, cmd, key);
        k->waiting = false;
        say_taken(k, b, lost);
        ug_key_label(b, key, k->taken_key);
        return UG_KEYS_CHANGED;
    }
    switch (c->kind) {
        case UG_CMD_ESCAPE:
            return UG_KEYS_CLOSE;
        case UG_CMD_MOVE:
            if (c->dy) {
                k->cursor = ((k->cursor + (c->dy > 0 ? 1 : -1)) % k->count + k->count) % k->count;
                return UG_KEYS_STAY;
            }
            if (c->dx && k->cursor == 0) {
                next_keyboard(b, c->dx > 0 ? 1 : -1);
                return UG_KEYS_CHANGED;
            }
            return UG_KEYS_STAY;
        case UG_CMD_HISTORY: /* Tab: the chosen command by place or by character */
            if (c->repeat || k->cursor == 0 || c->pad) return UG_KEYS_STAY;
            ug_bindings_toggle_how(b, (UgBind)(k->cursor - 1));
            k->taken_from = NULL;
            return UG_KEYS_CHANGED;
        case UG_CMD_CONFIRM:
        case UG_CMD_WAIT: /* Space, and a pad's A: choose, as in the menus */
        case UG_CMD_CLICK:
            if (c->repeat) return UG_KEYS_STAY;
            if (k->cursor == 0) {
                next_keyboard(b, 1);
                return UG_KEYS_CHANGED;
            }
            k->waiting = true;
            k->taken_from = NULL;
            return UG_KEYS_STAY;
        case UG_CMD_ERASE: {
            ug_bindings_preset(b, (UgKeyboard)b->keyboard);
            k->taken_from = NULL;
            return UG_KEYS_CHANGED;
        }
        default:
            return UG_KEYS_STAY;
    }
}
