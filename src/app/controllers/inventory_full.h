/* The full inventory screen's keys (issue 26 item 2), for the modes whose view has it
 * (ug_inv_full, inventory_view.h: adventure). As pure changes of the view state and the action
 * to play:
 *   i (or the pad's items button) opens it; i or Esc closes it; Esc in an item goes back.
 *   a-z chooses that item's line; Up/Down move among the lines (or the item's verbs); Enter
 *   (pad A) opens the item, then does the verb chosen.
 *   e eat, q drink, w wield, W wear, T take off, d drop act at once on the item chosen; t
 *   throws the top orb (the aim, as f).
 *   From the game: d, q, w, W, T open it asking "Drop which item?" and a letter acts at once.
 *   A click on the screen closes it only when it lands outside; a wheel moves the choice. */
#ifndef UG_APP_CONTROLLERS_INVENTORY_FULL_H
#define UG_APP_CONTROLLERS_INVENTORY_FULL_H

#include <stdbool.h>

#include "undergrid/game.h"
#include "command.h"
#include "rogue8_keys.h"
#include "view.h"

/* A command while the screen is open. */
UgRogueOutcome ug_inv_full_command(UgViewState *vs, const UgGame *game, const UgCommand *c,
                                   UgAction *action, int32_t *msg);
/* A click (px, py) on the screen as last drawn (`frame`, laid out): on an item's line it
 * chooses it, a second click opens it; on the verbs' line when open, does the first verb;
 * outside the box it closes the screen. */
UgRogueOutcome ug_inv_full_click(UgViewState *vs, const UgGame *game, const UgFrame *frame, int px,
                                 int py, UgAction *action);
/* A command in the game with the screen closed: true when it opened the screen (i, or a verb
 * key that asks for an item). *said: the pack is empty (log UG_MSG_INVENTORY_EMPTY). */
bool ug_inv_full_open(UgViewState *vs, const UgGame *game, const UgCommand *c, bool *said);

#endif /* UG_APP_CONTROLLERS_INVENTORY_FULL_H */
