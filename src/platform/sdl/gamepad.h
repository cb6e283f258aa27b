/* Gamepads (SDL_GameController): button and stick events -> the same commands keys give, so
 * that each screen gives them its own meaning (menus choose with A and go back with B, the game
 * waits or acts with A, aims with Y). Every command from a pad has `pad` set, so that the hints
 * can name the pad's buttons.
 *
 *   D-pad, left stick   move (the stick past a dead zone; 8 ways from both axes)
 *   A                   confirm / contextual: Space
 *   B, Start            back / the menu: Esc
 *   X                   the inventory (x, i)        Y   the mode's next action: aim (f)
 *   LB / RB             Shift+Tab / Tab (targets; the log history in a game)
 *   Back                the log history
 */
#ifndef UG_APP_GAMEPAD_H
#define UG_APP_GAMEPAD_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "command.h"

enum { UG_PAD_DEAD_ZONE = 16000 }; /* of 32767: half the stick's travel */
enum { UG_PAD_REPEAT_FIRST_MS = 300, UG_PAD_REPEAT_MS = 150 }; /* a held stick steps again */

/* The stick's last direction sent (a move is sent when it changes, not on every small motion). */
typedef struct UgPadStick {
    int x, y; /* -1, 0, 1 */
    int raw_x, raw_y;
    uint32_t next_ms; /* when a held stick steps again */
} UgPadStick;

/* A button pressed: its command (UG_CMD_NONE for the buttons with no meaning). */
UgCommand ug_gamepad_button(const SDL_ControllerButtonEvent *event);
/* Left stick motion: true with a move in *out when the stick enters a new direction past the
 * dead zone. Other axes give nothing. */
bool ug_gamepad_axis(UgPadStick *stick, const SDL_ControllerAxisEvent *event, UgCommand *out);
/* A stick held in one direction: at `now_ms` (the event's or the ticks' clock), true with a
 * repeated move when it is time (UG_PAD_REPEAT_FIRST_MS after the first, then every
 * UG_PAD_REPEAT_MS). *wait_ms says how long until the next one (-1: the stick is centred). */
bool ug_gamepad_repeat(UgPadStick *stick, uint32_t now_ms, UgCommand *out, int *wait_ms);

#endif /* UG_APP_GAMEPAD_H */
