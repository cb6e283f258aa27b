/* The Keys screen's behaviour (Options -> Keys): the rows of keys_view.h filled from the
 * bindings, and what each command does there (move the cursor, rebind with the next key, the
 * keyboard preset, all back to the defaults). Plain C, no SDL: the scenes call it. */
#ifndef UG_APP_KEYS_SCREEN_H
#define UG_APP_KEYS_SCREEN_H

#include "bindings.h"
#include "keys_view.h"

/* Rewrites the rows' wording and labels from the bindings (the cursor, the waiting state and
 * the last change are kept). `at` is the game screen's place (bindings.h's UG_BIND_AT_ bits, its
 * controller's `bindings`): the commands used there are marked for its help. */
void ug_keys_screen_update(UgKeysScreen *k, const UgBindings *b, int at);

typedef enum UgKeysResult {
    UG_KEYS_STAY = 0, /* nothing to remember */
    UG_KEYS_CHANGED,  /* the bindings changed: save them */
    UG_KEYS_CLOSE     /* back to the options */
} UgKeysResult;
/* One command on the Keys screen: Up/Down choose a row, Enter waits for the row's new key (or
 * pad button, which then gives the command on the game screen), Tab binds the row's keys by
 * place or by character, Left/Right (or Enter on row 0) the keyboard preset, Backspace all to
 * the preset's defaults, Esc back. */
UgKeysResult ug_keys_screen_command(UgKeysScreen *k, UgBindings *b, const UgCommand *c);

#endif /* UG_APP_KEYS_SCREEN_H */
