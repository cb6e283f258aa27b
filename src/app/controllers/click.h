/* A click on the board as one step: the game screens' click-to-action (bump4 and simple). The
 * player is drawn at board tile (player_x, player_y); a click on that tile waits. */
#ifndef UG_APP_CONTROLLERS_CLICK_H
#define UG_APP_CONTROLLERS_CLICK_H

#include "undergrid/game.h"
#include "layout.h"

/* Click-to-step (RULES.md §1 "Input"): compares the clicked output pixel (px, py) with the
 * centre of the player's tile; within half a tile on both axes it is a wait, else a step along
 * the axis of the larger difference (ties: vertical, as in the original). */
UgAction ug_click_step4(const UgLayout *layout, int px, int py, int player_x, int player_y);
/* The same for modes that move in 8 directions: the step whose direction is nearest the click
 * (a diagonal within 22.5 degrees of 45). player_x/y are board (window) coordinates, i.e. the
 * floor's minus the camera's. */
UgAction ug_click_step8(const UgLayout *layout, int px, int py, int player_x, int player_y);

#endif /* UG_APP_CONTROLLERS_CLICK_H */
