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
 *     rest pos:Shift+Z          (a place with Shift held)
 *     pad-y throw               (a pad button and the command it gives in the modes that use
 *                                it; a button may give several commands used in different modes)
 *     pad-x none                (the button gives nothing)
 *
 * Commands the file does not name keep the keyboard's defaults; buttons it does not name keep
 * theirs.
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
    UG_BIND_MENU,            /* the end screen: back to the title menu */
    UG_BIND_SEED,            /* the end screen: write the seed down */
    UG_BIND_CHOOSE,          /* simple: z */
    UG_BIND_INVENTORY,       /* simple: x */
    UG_BIND_ITEMS,           /* adventure: i */
    UG_BIND_THROW,           /* adventure: f, aim the next orb */
    UG_BIND_PICKUP,          /* adventure: g or , */
    UG_BIND_DESCEND,         /* adventure: >; in every mode away from the stairs: travel to them */
    UG_BIND_EXPLORE,         /* simple, adventure, cursed: e, auto-explore (scenes_auto.c) */
    UG_BIND_CLASSIC_EXPLORE, /* classic: x, auto-explore */
    UG_BIND_REST,            /* Shift+Z: rest until healed */
    UG_BIND_LOOK,            /* classic, simple, adventure: ;, the look cursor */
    UG_BIND_MUTE,            /* M in a game: sound off and on */
    UG_BIND_LOG,             /* Tab (fixed): the message log; a pad button may give it */
    /* cursed's commands: each gives the key its original's table reads (cursed_keys.h), so
     * that the table stays the original's while the keys move. */
    UG_BIND_CK_UP,    /* k; with Shift: the fast move (K) */
    UG_BIND_CK_DOWN,  /* j */
    UG_BIND_CK_LEFT,  /* h */
    UG_BIND_CK_RIGHT, /* l */
    UG_BIND_CK_WAIT,  /* z . */
    UG_BIND_CK_EXAMINE,
    UG_BIND_CK_ACHIEVEMENTS,
    UG_BIND_CK_HELP,
    UG_BIND_CK_NEXT,     /* n o: the next target */
    UG_BIND_CK_PREVIOUS, /* p i */
    UG_BIND_CK_SEED,     /* = */
    UG_BIND_CK_ACT,      /* Space (fixed): stairs, pick-up or aim; a key or button may add to it */
    UG_BIND_FIGHT,       /* classic, simple, adventure: Shift+F, fight (scenes_auto.c) */
    UG_BIND_COUNT
} UgBind;

/* The bit of a command in UgCommand.binds. */
#define UG_BIND_BIT(cmd) ((uint64_t)1 << (cmd))

enum { UG_BIND_KEYS = 2 }; /* keys per command */

typedef enum UgKeyHow { UG_KEY_UNBOUND = 0, UG_KEY_POSITION, UG_KEY_CHARACTER } UgKeyHow;
typedef struct UgKeyBind {
    uint8_t how;   /* UgKeyHow */
    uint16_t code; /* position: the USB HID usage (= SDL_Scancode); character: ASCII 33..126 */
    bool shift;    /* position only: with Shift held ("pos:Shift+Z"); such a key is more
                      specific than the place alone, which it overrides while Shift is held */
} UgKeyBind;

/* The gamepad buttons whose game-screen meaning is bound (A, B, Start and the D-pad are fixed:
 * confirm, back, the menu, move). */
typedef enum UgPadButton {
    UG_PAD_X = 0,
    UG_PAD_Y,
    UG_PAD_LB,
    UG_PAD_RB,
    UG_PAD_BACK,
    UG_PAD_LSTICK, /* the sticks pressed in */
    UG_PAD_RSTICK,
    UG_PAD_BUTTONS
} UgPadButton;
/* The button's name in the file ("pad-y") and on screen ("Y"); NULL past the end. */
const char *ug_pad_button_name(UgPadButton button);
const char *ug_pad_button_label(UgPadButton button);

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
    /* The pad button (UgPadButton + 1; 0: none) that gives each command on the game screen. A
     * button gives one command per mode: commands sharing one are used in different modes. */
    uint8_t pad[UG_BIND_COUNT];
} UgBindings;

/* The defaults for QWERTY. */
void ug_bindings_default(UgBindings *b);
/* The defaults for a keyboard: QWERTY's, except that a key bound by character whose character
 * the keyboard types at a place bound by position (Dvorak's E place types '.') is bound by its
 * US place instead, so that no preset's defaults share a key where both commands are used. */
void ug_bindings_preset(UgBindings *b, UgKeyboard keyboard);
/* Whether the bindings are the keyboard's defaults (keys and buttons). */
bool ug_bindings_is_preset(const UgBindings *b);

/* The command's name in the file ("move-up") and in the Keys screen (an msgid). */
const char *ug_bind_name(UgBind cmd);
const char *ug_bind_msgid(UgBind cmd);
/* How the command's default first key is bound (UgKeyHow). */
int ug_bind_default_how(UgBind cmd);
/* Where a command is used (bits): two commands conflict only if they share a key and a place.
 * A game screen's place is its controller's `bindings` (controllers/controller.h). */
enum {
    UG_BIND_AT_MENU = 1,    /* the title menu and the end screens */
    UG_BIND_AT_BUMP4 = 2,   /* a game that moves in 4 directions (classic) */
    UG_BIND_AT_SIMPLE = 4,  /* simple's game */
    UG_BIND_AT_ROGUE8 = 8,  /* adventure's game */
    UG_BIND_AT_BOX = 16,    /* a yes/no box */
    UG_BIND_AT_CURSED = 32, /* cursed's game (its own key table) */
};

/* Whether the command is used in the place `at` (UG_BIND_AT_ bits), for its help's list of keys. */
bool ug_bind_used(UgBind cmd, int at);
/* The key cursed's table (cursed_keys.h) reads for one of cursed's commands ("k", "?", " "),
 * else NULL. */
const char *ug_bind_cursed_key(UgBind cmd);
/* The key that cannot be rebound and always gives the command ("Tab", "Space"), else NULL. */
const char *ug_bind_fixed(UgBind cmd);

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
/* Every command the key is bound to (UG_BIND_BIT), Shift held or not: a key is bound to one
 * command per place where it is used. A shifted sign (Shift held, not a letter) is matched by
 * its character, never by its place alone (a Shift+place key still matches it). */
uint64_t ug_bindings_mask(const UgBindings *b, int position, char ch, bool shift);

/* Whether the command `c` gives `cmd`: by its binds (a key or button read through the
 * bindings), else (a command made without them: scripted) by the default key's character or
 * letter. */
bool ug_command_is(const UgCommand *c, UgBind cmd);

/* The command a pad button gives on a game screen whose place is `at` (UG_BIND_AT_ bits):
 * rewrites `c` (kind, direction, letter, binds, key) as the command's key would; false (c
 * unchanged) when the button gives nothing there. */
bool ug_bindings_pad(const UgBindings *b, UgPadButton button, int at, UgCommand *c);
/* Gives `button` to `cmd` in every mode where cmd is used; a command there that had the button
 * loses it: returns that command, or -1. UG_PAD_BUTTONS: takes cmd's button away. */
int ug_bindings_set_pad(UgBindings *b, UgBind cmd, int button);

/* By position or by character: binds the command's keys the other way (a place becomes the
 * character the keyboard types there, a character the place where the keyboard types it; a key
 * that has no counterpart stays). Returns the new way of its first key (UgKeyHow). */
int ug_bindings_toggle_how(UgBindings *b, UgBind cmd);

/* Rewrites `c` (a key's command as input.c built it from the key alone) by the bindings: the
 * kind, direction and letter of the bound command(s); a letter key that nothing is bound to
 * any more gives UG_CMD_OTHER_KEY and no letter. Keys that are not characters or letters
 * (arrows, Enter, Esc, Space, Tab, F-keys, the keypad) keep their fixed meaning. `c->key` (what
 * cursed reads, by character) is left as typed. */
void ug_bindings_apply(const UgBindings *b, int position, char ch, UgCommand *c);

/* The label of a key for hints: "W", "?", "Shift+Z"; ASCII ("'" for ä). */
void ug_key_label(const UgBindings *b, UgKeyBind key, char out[8]);
/* The keys of a command as a hint ("W/K"; "Space/F"; "-" when unbound). */
void ug_bind_label(const UgBindings *b, UgBind cmd, char *out, size_t size);
/* The input that gives the command for a hint: when `pad`, its pad button's name ("Y"), the
 * pad's fixed input ("D-pad", "Stick", "A"), else "Key " and its keys; not `pad`: its keys as
 * ug_bind_label. */
void ug_bind_hint(const UgBindings *b, UgBind cmd, bool pad, char *out, size_t size);

/* Binds `key` to `cmd` as its first key (the old first key becomes the second). A command in an
 * overlapping context that had the key loses it; returns that command, or -1 if none did. */
int ug_bindings_set(UgBindings *b, UgBind cmd, UgKeyBind key);
/* Two commands that can be used on the same screen share a key (or, on the game screen, a pad
 * button): writes the first such pair and returns true. */
bool ug_bindings_conflict(const UgBindings *b, UgBind *first, UgBind *second);
/* Whether two commands are ever used on the same screen. */
bool ug_bind_overlap(UgBind a, UgBind b);

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
