/* cursed in the window: its commands in the game scene (its controller, cursed.c, hands them
 * over). Keys go through cursed's key table (src/view/modes/cursed/cursed_keys.h) exactly as the
 * original reads them, by character with Shift; the mouse moves the examine / aim cursor, aims
 * with a click, or steps toward the click in 4 directions. Plain C: no SDL, no I/O (the
 * achievements file is the scenes', achievements.h).
 */
#ifndef UG_APP_CONTROLLERS_CURSED_SCENE_H
#define UG_APP_CONTROLLERS_CURSED_SCENE_H

#include <stdbool.h>

#include "undergrid/game.h"
#include "command.h"
#include "cursed_keys.h"
#include "cursed_view.h"
#include "layout.h"
#include "view.h"

/* What a command came to. */
typedef enum UgCursedOutcome {
    UG_CURSED_PASS = 0, /* not cursed's: the scenes do what they always do (Esc: the quit box,
                           Tab: the history, F11, F12) */
    UG_CURSED_UI,       /* used up here (the UI may have changed): redraw */
    UG_CURSED_PLAY,     /* play *action (then call ug_cursed_scene_played) */
    UG_CURSED_NEW_RUN,  /* the ending was closed: a new run */
} UgCursedOutcome;

/* A run that starts (intro: show the level's intro scene first) or goes on from a save. */
void ug_cursed_scene_start(UgCursedScene *cs, bool wizard, bool intro);

/* The key a command carries, as cursed's table reads it: for a key or pad button bound to one
 * of cursed's commands (bindings.h: cursed-up ... cursed-act) the key the table reads for it
 * ("k"; "K" with Shift), else its `key` value as typed (the wizard's keys, Esc, the arrows;
 * a keyboard's letter or sign that the table reads for a command bound elsewhere gives
 * nothing), or for commands made without one (tests, taps) the key that means the same.
 * False: no key (a click, the wheel). */
bool ug_cursed_command_key(const UgCommand *command, UgCkKey *key);

/* One command in the game scene. `layout` and `frame` are the last drawn (clicks and hovers are
 * read on them). */
UgCursedOutcome ug_cursed_scene_command(UgCursedScene *cs, const UgGame *game, UgCommand command,
                                        const UgLayout *layout, const UgFrame *frame,
                                        UgAction *action);

/* After *action was played: a level just entered shows its intro (not in wizard mode, as in
 * the original). */
void ug_cursed_scene_played(UgCursedScene *cs, const UgGame *game, int floor_before);

/* The mouse over (px, py): in examine and aim mode the cursor follows it onto the cells in
 * sight. True when the cursor moved (redraw). */
bool ug_cursed_scene_hover(UgCursedScene *cs, const UgGame *game, const UgLayout *layout,
                           const UgFrame *frame, int px, int py);

#endif /* UG_APP_CONTROLLERS_CURSED_SCENE_H */
