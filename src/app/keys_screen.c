/* The Keys screen. See keys_screen.h. */
#include "keys_screen.h"

#include <stdio.h>
#include <string.h>

#include "profile.h"

static const char *const keyboard_words[UG_KEYBOARD_COUNT] = {"QWERTY", "AZERTY", "QWERTZ",
                                                              "Dvorak", "Colemak"};

void ug_keys_screen_update(UgKeysScreen *k, const UgBindings *b, int scheme) {
    k->count = 1 + UG_BIND_COUNT;
    k->msgid[0] = "Keyboard";
    int kb = b->keyboard >= 0 && b->keyboard < UG_KEYBOARD_COUNT ? b->keyboard : 0;
    snprintf(k->keys[0], sizeof k->keys[0], "%s", keyboard_words[kb]);
    k->in_help[0] = false;
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        k->msgid[1 + i] = ug_bind_msgid((UgBind)i);
        ug_bind_label(b, (UgBind)i, k->keys[1 + i], sizeof k->keys[1 + i]);
        k->in_help[1 + i] = ug_bind_used((UgBind)i, scheme);
    }
    if (k->cursor < 0 || k->cursor >= k->count) k->cursor = 0;
}

/* The key pressed, bound the way the command's default is (by place or by character). */
static bool pressed_key(const UgCommand *c, UgBind cmd, UgKeyBind *out) {
    bool by_char = ug_bind_default_how(cmd) == UG_KEY_CHARACTER;
    char ch = c->key[0] && !c->key[1] ? c->key[0] : 0;
    if (ch >= 'A' && ch <= 'Z') ch = (char)(ch - 'A' + 'a');
    bool printable = ch > ' ' && ch < 127;
    if (by_char && printable) {
        *out = (UgKeyBind){UG_KEY_CHARACTER, (uint16_t)(uint8_t)ch};
        return true;
    }
    if (c->place && ug_keyboard_char_at(UG_KEYBOARD_QWERTY, c->place)) {
        *out = (UgKeyBind){UG_KEY_POSITION, c->place};
        return true;
    }
    if (printable) { /* no place known (a scripted key): the character's place */
        int p = ug_keyboard_position_of(UG_KEYBOARD_QWERTY, ch);
        if (p) {
            *out = (UgKeyBind){UG_KEY_POSITION, (uint16_t)p};
            return true;
        }
    }
    return false; /* Enter, the arrows, F-keys: their meaning is fixed */
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
        UgKeyBind key;
        if (c->repeat || !pressed_key(c, cmd, &key)) return UG_KEYS_STAY;
        int lost = ug_bindings_set(b, cmd, key);
        k->waiting = false;
        k->taken_from = lost >= 0 ? ug_bind_msgid((UgBind)lost) : NULL;
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
                b->keyboard =
                    ((b->keyboard + (c->dx > 0 ? 1 : -1)) % UG_KEYBOARD_COUNT + UG_KEYBOARD_COUNT) %
                    UG_KEYBOARD_COUNT;
                return UG_KEYS_CHANGED;
            }
            return UG_KEYS_STAY;
        case UG_CMD_CONFIRM:
        case UG_CMD_CLICK:
            if (c->repeat) return UG_KEYS_STAY;
            if (k->cursor == 0) {
                b->keyboard = (b->keyboard + 1) % UG_KEYBOARD_COUNT;
                return UG_KEYS_CHANGED;
            }
            k->waiting = true;
            k->taken_from = NULL;
            return UG_KEYS_STAY;
        case UG_CMD_ERASE: {
            int kb = b->keyboard;
            ug_bindings_default(b);
            b->keyboard = kb;
            k->taken_from = NULL;
            return UG_KEYS_CHANGED;
        }
        default:
            return UG_KEYS_STAY;
    }
}
