/* Which keyboard preset the system's layout is, found from what it types at each place, so that
 * a player on AZERTY, QWERTZ, Dvorak or Colemak sees the right letters in every hint from the
 * first start, without opening Options -> Keys. Plain C: the SDL platform asks SDL what each
 * scancode types and passes it in. */
#ifndef UG_APP_KEYBOARD_GUESS_H
#define UG_APP_KEYBOARD_GUESS_H

#include "bindings.h"

/* What the system types at a place (a USB HID usage = SDL scancode), lower case; 0 for none or
 * a character outside ASCII. */
typedef char (*UgTypedAt)(int position, void *context);

/* The preset that types the same as the system at the most letter places (A..Z, and the places
 * where the presets put letters: ; , . / '), if it matches at 22 of them or more; QWERTY
 * otherwise (an unknown layout: Cyrillic, Greek...), and on a tie the earlier preset. */
UgKeyboard ug_keyboard_guess(UgTypedAt typed, void *context);

#endif /* UG_APP_KEYBOARD_GUESS_H */
