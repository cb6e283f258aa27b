/* Gamepad events -> commands. See gamepad.h. */
#include "gamepad.h"

#include <stdio.h>

#include "bindings.h"

static UgCommand pad(UgCommandKind kind) {
    UgCommand c = {.kind = kind};
    c.pad = true;
    return c;
}

static UgCommand pad_move(int dx, int dy) {
    UgCommand c = pad(UG_CMD_MOVE);
    c.dx = dx;
    c.dy = dy;
    c.arrow = true;
    return c;
}

UgCommand ug_gamepad_button(const SDL_ControllerButtonEvent *e) {
    UgCommand c;
    switch (e->button) {
        case SDL_CONTROLLER_BUTTON_DPAD_UP:
            return pad_move(0, -1);
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
            return pad_move(0, 1);
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
            return pad_move(-1, 0);
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
            return pad_move(1, 0);
        case SDL_CONTROLLER_BUTTON_A:
            c = pad(UG_CMD_WAIT); /* Space: chooses in menus, waits or acts in a game */
            snprintf(c.key, sizeof c.key, " ");
            return c;
        case SDL_CONTROLLER_BUTTON_B:
        case SDL_CONTROLLER_BUTTON_START:
            c = pad(UG_CMD_ESCAPE);
            snprintf(c.key, sizeof c.key, "Escape");
            return c;
        /* The buttons below are bound (bindings.h): on the game screen the scenes give them
         * their bound command (ug_bindings_pad); elsewhere (menus, lists) they mean this. */
        case SDL_CONTROLLER_BUTTON_X:
            c = pad(UG_CMD_INVENTORY); /* simple's x; adventure reads the letter i */
            c.letter = 'i';
            c.button = UG_PAD_X + 1;
            return c;
        case SDL_CONTROLLER_BUTTON_Y:
            c = pad(UG_CMD_OTHER_KEY);
            c.letter = 'f';
            c.button = UG_PAD_Y + 1;
            return c;
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
            c = pad(UG_CMD_HISTORY);
            snprintf(c.key, sizeof c.key, "Tab");
            c.shift = e->button == SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
            c.button = c.shift ? UG_PAD_LB + 1 : UG_PAD_RB + 1;
            return c;
        case SDL_CONTROLLER_BUTTON_BACK:
            c = pad(UG_CMD_HISTORY);
            c.button = UG_PAD_BACK + 1;
            return c;
        case SDL_CONTROLLER_BUTTON_LEFTSTICK:
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK:
            c = pad(UG_CMD_OTHER_KEY);
            c.button = e->button == SDL_CONTROLLER_BUTTON_LEFTSTICK ? UG_PAD_LSTICK + 1
                                                                    : UG_PAD_RSTICK + 1;
            return c;
        default:
            return pad(UG_CMD_NONE);
    }
}

static int direction(int raw) {
    return raw > UG_PAD_DEAD_ZONE ? 1 : raw < -UG_PAD_DEAD_ZONE ? -1 : 0;
}

bool ug_gamepad_axis(UgPadStick *s, const SDL_ControllerAxisEvent *e, UgCommand *out) {
    if (e->axis == SDL_CONTROLLER_AXIS_LEFTX)
        s->raw_x = e->value;
    else if (e->axis == SDL_CONTROLLER_AXIS_LEFTY)
        s->raw_y = e->value;
    else
        return false;
    int x = direction(s->raw_x), y = direction(s->raw_y);
    bool changed = x != s->x || y != s->y;
    s->x = x;
    s->y = y;
    if (!changed || (x == 0 && y == 0)) return false;
    *out = pad_move(x, y);
    s->next_ms = e->timestamp + UG_PAD_REPEAT_FIRST_MS;
    return true;
}

bool ug_gamepad_repeat(UgPadStick *s, uint32_t now, UgCommand *out, int *wait_ms) {
    if (s->x == 0 && s->y == 0) {
        *wait_ms = -1;
        return false;
    }
    int32_t left = (int32_t)(s->next_ms - now);
    if (left > 0) {
        *wait_ms = left;
        return false;
    }
    *out = pad_move(s->x, s->y);
    out->repeat = true; /* dropped while commands wait, like a held key's repeats */
    s->next_ms = now + UG_PAD_REPEAT_MS;
    *wait_ms = UG_PAD_REPEAT_MS;
    return true;
}
