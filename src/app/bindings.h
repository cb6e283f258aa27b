/* Key bindings as data: every command a key can give, named, with the keys bound to it.
 *
 * A key is bound either by position (a physical key, named by its place on a US keyboard: the
 * USB HID usage code that SDL's scancodes are) or by character (what the keyboard layout types).
 * Movement and the letters of each mode are bound by position, so that WASD and HJKL stay under
 * the same fingers on AZERTY, QWERTZ, Dvorak or Colemak; `?`, `>`, `,`, `.`, y and n are bound by
 * character (their meaning is their sign). The keyboard preset says which character each place
 * types: the hints and the help name keys by it, and a key event without a position (scancode 0)
 * finds its place through it.
 *
 * The bindings file (bindings.txt in the pref path) is untrusted:
 *
 *     undergrid-bindings 1
 *     keyboard azerty
 *     move-up pos:W pos:K       (a command and one or two keys; "none" unbinds it)
 *     help char:?
 *
 * A bad line (an unknown command, a bad key, a command given twice) is reported with its line
 * number and ignored; the rest of the file still counts. Pure C: no SDL (scenes.c uses it too).
 */
#ifndef UG_APP_BINDINGS_H
#define UG_APP_BINDINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "command.h"

typedef enum UgBind {
    UG_BIND_UP = 0,
    UG_BIND_DOWN,
    UG_BIND_LEFT,
    UG_BIND_RIGHT,
    UG_BIND_UP_LEFT, /* simple and adventure: the vi-key diagonals */
    UG_BIND_UP_RIGHT,
    UG_BIND_DOWN_LEFT,
    UG_BIND_DOWN_RIGHT,
    UG_BIND_WAIT,
    UG_BIND_HELP,
    UG_BIND_YES, /* the answer in a yes/no box */
    UG_BIND_NO,
    UG_BIND_MENU,      /* the end screen: back to the title menu */
    UG_BIND_SEED,      /* the end screen: write the seed down */
    UG_BIND_CHOOSE,    /* simple: z */
    UG_BIND_INVENTORY, /* simple: x */
    UG_BIND_ITEMS,     /* adventure: i */
    UG_BIND_THROW,     /* adventure: f, aim the next orb */
    UG_BIND_PICKUP,    /* adventure: g or , */
    UG_BIND_DESCEND,   /* adventure: >; in every mode away from the stairs: travel to them */
    UG_BIND_COUNT
} UgBind;

enum { UG_BIND_KEYS = 2 }; /* keys per command */

typedef enum UgKeyHow { UG_KEY_UNBOUND = 0, UG_KEY_POSITION, UG_KEY_CHARACTER } UgKeyHow;
typedef struct UgKeyBind {
    uint8_t how;   /* UgKeyHow */
    uint16_t code; /* position: the USB HID usage (= SDL_Scancode); character: ASCII 33..126 */
} UgKeyBind;

typedef enum UgKeyboard {
    UG_KEYBOARD_QWERTY = 0,
    UG_KEYBOARD_AZERTY,
    UG_KEYBOARD_QWERTZ,
    UG_KEYBOARD_DVORAK,
    UG_KEYBOARD_COLEMAK,
    UG_KEYBOARD_COUNT
} UgKeyboard;

typedef struct UgBindings {
    int keyboard; /* UgKeyboard */
    UgKeyBind keys[UG_BIND_COUNT][UG_BIND_KEYS];
} UgBindings;

/* The defaults (QWERTY labels). */
void ug_bindings_default(UgBindings *b);

/* The command's name in the file ("move-up") and in the Keys screen (an msgid). */
const char *ug_bind_name(UgBind cmd);
const char *ug_bind_msgid(UgBind cmd);
/* How the command's default first key is bound (UgKeyHow). */
int ug_bind_default_how(UgBind cmd);
/* Whether a mode with the input scheme `scheme` (profile.h's UgInputScheme) uses the command,
 * for its help's list of keys. */
bool ug_bind_used(UgBind cmd, int scheme);

/* The preset's name ("azerty") and its wording ("AZERTY"); NULL past the end. */
const char *ug_keyboard_name(UgKeyboard k);

/* The character the preset types at a position (lower case; 0 if it has none there), and the
 * position where it types `ch` (0 if none). */
char ug_keyboard_char_at(UgKeyboard k, int position);
int ug_keyboard_position_of(UgKeyboard k, char ch);

/* The command a key event gives: `position` is the scancode (0: unknown, then found from `ch`
 * through the preset), `ch` the character typed (lower case for letters; 0: none). Characters
 * are matched first, then positions. Returns how many commands matched (0..2) into out[]:
 * a key may be both a character command (y: yes) and a position one (y: up-left). */
int ug_bindings_lookup(const UgBindings *b, int position, char ch, UgBind out[2]);

/* Rewrites `c` (a key's command as input.c built it from the key alone) by the bindings: the
 * kind, direction and letter of the bound command(s); a letter key that nothing is bound to
 * any more gives UG_CMD_OTHER_KEY and no letter. Keys that are not characters or letters
 * (arrows, Enter, Esc, Space, Tab, F-keys, the keypad) keep their fixed meaning. `c->key` (what
 * cursed reads, by character) is left as typed. */
void ug_bindings_apply(const UgBindings *b, int position, char ch, UgCommand *c);

/* The label of a key for hints: "W", "?", "Ö" is not used: labels are ASCII ("'" for ä). */
void ug_key_label(const UgBindings *b, UgKeyBind key, char out[8]);
/* The keys of a command as a hint ("W/K"; "-" when unbound). */
void ug_bind_label(const UgBindings *b, UgBind cmd, char *out, size_t size);

/* Binds `key` to `cmd` as its first key (the old first key becomes the second). A command in an
 * overlapping context that had the key loses it; returns that command, or -1 if none did. */
int ug_bindings_set(UgBindings *b, UgBind cmd, UgKeyBind key);
/* Two commands that can be used on the same screen share a key: writes the first such pair and
 * returns true. */
bool ug_bindings_conflict(const UgBindings *b, UgBind *first, UgBind *second);

/* --- The file -------------------------------------------------------------------------------- */
enum { UG_BINDINGS_MAX_BYTES = 16384, UG_BINDINGS_REPORTS = 8 };
typedef struct UgBindingsReport {
    int count;                           /* bad lines found (may exceed the stored ones) */
    char lines[UG_BINDINGS_REPORTS][96]; /* "line 4: unknown command \"fly\"" */
} UgBindingsReport;
/* Parses a bindings file over the defaults; false (defaults kept, report filled) if the file is
 * not one at all (no header, too large, a NUL byte). Bad lines are reported and skipped. */
bool ug_bindings_parse(const char *text, size_t len, UgBindings *b, UgBindingsReport *report);
/* The file for the bindings; false if it does not fit. */
bool ug_bindings_format(const UgBindings *b, char *out, size_t size);

#endif /* UG_APP_BINDINGS_H */
