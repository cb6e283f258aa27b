/* The inventory panel's state machine, shared by the simple and rogue8 controllers (RULES.md §2
 * "Items"), as pure changes of the view state (the view draws inv_open, inv_index, inv_menu):
 *   x: ug_inventory_toggle opens the list (false, changing nothing, when there is nothing to
 *      list: the caller logs UG_MSG_INVENTORY_EMPTY), closes it, or in the verb menu goes back
 *      to the list.
 *   up/down: ug_inventory_move moves the cursor by dy, wrapping around, keeping it in the rows
 *      shown (inv_rows).
 *   z: ug_inventory_choose opens the verb menu of the chosen item, or in the menu returns true
 *      with the UG_ACT_USE action to play and closes the panel.
 * Moved from view.c: the view only draws the panel. */
#ifndef UG_APP_CONTROLLERS_INVENTORY_H
#define UG_APP_CONTROLLERS_INVENTORY_H

#include <stdbool.h>

#include "undergrid/game.h"
#include "view.h"

bool ug_inventory_toggle(UgViewState *state, const UgGame *game);
void ug_inventory_move(UgViewState *state, const UgGame *game, int dy);
bool ug_inventory_choose(UgViewState *state, const UgGame *game, UgAction *action);

#endif /* UG_APP_CONTROLLERS_INVENTORY_H */
