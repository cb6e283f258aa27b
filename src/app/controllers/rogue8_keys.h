/* adventure in the window: its keys (the rogue8 controller, rogue8.c), the way a roguelike
 * player's hands expect them. Eight directions on the arrows, the numpad and the vi-keys (h j k
 * l y u b n), `.` or numpad 5 waits, Space takes the stairs or picks up, `,` or `g` picks up, `>`
 * descends, `i` or `x` opens the inventory (Up/Down, Enter or `z`, Esc), and `f` aims the orb
 * stack's top: the cursor starts on the nearest creature it can reach, the arrows move it, Tab
 * goes to the next target, `f`, Enter or Space throws, Esc cancels, a click throws at a tile it
 * can reach (else moves the cursor there) and the pointer moves it. A click elsewhere steps
 * toward the point.
 *
 * Plain C over the view state (inventory and aim live there, so the view draws them): no SDL.
 */
#ifndef UG_APP_CONTROLLERS_ROGUE8_KEYS_H
#define UG_APP_CONTROLLERS_ROGUE8_KEYS_H

#include <stdbool.h>
#include <stdint.h>

#include "undergrid/game.h"
#include "command.h"
#include "layout.h"
#include "view.h"

typedef enum UgRogueOutcome {
    UG_ROGUE_PASS = 0, /* not ours: the scenes do what they always do (Esc: the quit box, Tab:
                          the history, ?: help, F11, F12) */
    UG_ROGUE_UI,       /* used up here (the inventory or the aim changed): redraw */
    UG_ROGUE_PLAY,     /* play *action */
    UG_ROGUE_SAY,      /* nothing to do: log *msg (a UgMsg or UgUiMsg) and redraw */
} UgRogueOutcome;

/* One command in the game scene. `layout` and `frame` are the last drawn. */
UgRogueOutcome ug_rogue_command(UgViewState *vs, const UgGame *game, UgCommand command,
                                const UgLayout *layout, const UgFrame *frame, UgAction *action,
                                int32_t *msg);

/* The pointer over (px, py): while aiming, the cursor follows it onto tiles in sight. True when
 * the cursor moved (redraw). */
bool ug_rogue_hover(UgViewState *vs, const UgGame *game, const UgLayout *layout,
                    const UgFrame *frame, int px, int py);

/* Starts aiming the usable top orb: false (nothing changes) when there is none. The cursor
 * starts on the nearest creature in sight it can hit, else on the player. */
bool ug_rogue_aim_start(UgViewState *vs, const UgGame *game);
/* The next target after the cursor (dir +1, or -1 for the one before): the creatures in sight
 * the orb can reach, nearest first, wrapping. False when there is none. */
bool ug_rogue_aim_next(UgViewState *vs, const UgGame *game, int dir);

#endif /* UG_APP_CONTROLLERS_ROGUE8_KEYS_H */
