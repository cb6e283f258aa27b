/* Touch: finger events -> commands, deciding on the finger's release what it meant.
 *
 *   a tap (up within UG_TOUCH_LONG_MS, not dragged)   a click there: one step, one choice
 *   a long press (held UG_TOUCH_LONG_MS or more)      the tile is examined (UG_CMD_POINT): the
 *                                                      look line describes it, nothing is played
 *   two fingers down together, then up                Esc: the menu (the quit box in a game)
 *
 * Times are the events' own timestamps (ms), so a test replays them exactly. The mouse events SDL
 * synthesises from touches are ignored by input.c, so one tap is never two steps.
 */
#ifndef UG_APP_TOUCH_H
#define UG_APP_TOUCH_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "command.h"

enum { UG_TOUCH_LONG_MS = 500, UG_TOUCH_SLOP = 24 /* output pixels a tap may drift */ };

typedef struct UgTouch {
    int down;       /* fingers down now */
    bool two;       /* a second finger came down during this touch */
    uint32_t since; /* the first finger's down time */
    int x, y;       /* where it came down, in output pixels */
    bool moved;     /* dragged beyond the slop */
} UgTouch;

/* One finger event (SDL_FINGERDOWN / UP / MOTION) on an output of ow x oh pixels; true with a
 * command in *out when the touch meant something. Other events: false. */
bool ug_touch_event(UgTouch *touch, const SDL_TouchFingerEvent *event, int ow, int oh,
                    UgCommand *out);

#endif /* UG_APP_TOUCH_H */
