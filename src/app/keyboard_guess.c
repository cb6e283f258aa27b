/* The system's keyboard preset. See keyboard_guess.h. */
#include "keyboard_guess.h"

/* HID usages: A..Z are 4..29; then the places where a preset may type a letter. */
enum {
    HID_A = 4,
    HID_Z = 29,
    HID_SEMICOLON = 51,
    HID_QUOTE = 52,
    HID_COMMA = 54,
    HID_PERIOD = 55,
    HID_SLASH = 56,
    MATCH_MIN = 22
};

static const int extra_places[] = {HID_SEMICOLON, HID_QUOTE, HID_COMMA, HID_PERIOD, HID_SLASH};

static int matches(UgKeyboard k, UgTypedAt typed, void *context) {
    int n = 0;
    int count = HID_Z - HID_A + 1 + (int)(sizeof extra_places / sizeof extra_places[0]);
    for (int i = 0; i < count; i++) {
        int place = i <= HID_Z - HID_A ? HID_A + i : extra_places[i - (HID_Z - HID_A + 1)];
        char want = ug_keyboard_char_at(k, place);
        char got = typed(place, context);
        if (got >= 'A' && got <= 'Z') got = (char)(got - 'A' + 'a');
        /* Only letters decide: punctuation differs between national variants of one preset. */
        if (want >= 'a' && want <= 'z' && got == want) n++;
    }
    return n;
}

UgKeyboard ug_keyboard_guess(UgTypedAt typed, void *context) {
    UgKeyboard best = UG_KEYBOARD_QWERTY;
    int best_n = -1;
    for (int k = 0; k < UG_KEYBOARD_COUNT; k++) {
        int n = matches((UgKeyboard)k, typed, context);
        if (n > best_n) {
            best_n = n;
            best = (UgKeyboard)k;
        }
    }
    return best_n >= MATCH_MIN ? best : UG_KEYBOARD_QWERTY;
}
