/* Touch gestures. See touch.h. */
#include "touch.h"

#include <stdlib.h>

bool ug_touch_event(UgTouch *t, const SDL_TouchFingerEvent *e, int ow, int oh, UgCommand *out) {
    int x = (int)(e->x * (float)ow), y = (int)(e->y * (float)oh);
    switch (e->type) {
        case SDL_FINGERDOWN:
            if (t->down == 0) {
                t->two = false;
                t->moved = false;
                t->since = e->timestamp;
                t->x = x;
                t->y = y;
            } else {
                t->two = true;
            }
            t->down++;
            return false;
        case SDL_FINGERMOTION:
            if (t->down > 0 && (abs(x - t->x) > UG_TOUCH_SLOP || abs(y - t->y) > UG_TOUCH_SLOP))
                t->moved = true;
            return false;
        case SDL_FINGERUP:
            if (t->down <= 0) return false;  /* a release we never saw go down */
            if (--t->down > 0) return false; /* the gesture ends with the last finger */
            *out = (UgCommand){.kind = UG_CMD_NONE};
            out->touch = true;
            if (t->two) {
                out->kind = UG_CMD_ESCAPE;
                return true;
            }
            if (t->moved) return false;
            out->x = t->x;
            out->y = t->y;
            out->kind = e->timestamp - t->since >= UG_TOUCH_LONG_MS ? UG_CMD_POINT : UG_CMD_CLICK;
            return true;
        default:
            return false;
    }
}
