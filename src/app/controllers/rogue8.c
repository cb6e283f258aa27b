/* adventure's controller: 8-way keys (arrows, numpad, vi-keys), `.` waits, `,` picks up, `>`
 * descends, `i` the inventory, `f` aims the top orb (rogue8_keys.c reads them); the aim
 * follows the pointer. See controller.h. */
#include "controller.h"

#include "bindings.h"
#include "scenes_private.h"

static bool rogue8_command(UgScenes *s, UgCommand *c) {
    UgAction action;
    int32_t msg = 0;
    switch (ug_rogue_command(&s->vs, s->game, *c, &s->layout, &s->frame, &action, &msg)) {
        case UG_ROGUE_PASS:
            return false;
        case UG_ROGUE_PLAY:
            if (c->kind == UG_CMD_CLICK) ug_scenes_hover_tile(s, c->x, c->y); /* a tap describes */
            ug_scenes_play(s, action);
            break;
        case UG_ROGUE_SAY:
            ug_log_push(&s->log, msg, 0, 0, NULL);
            break;
        case UG_ROGUE_UI:
            break;
    }
    return true;
}

/* While aiming, the aim follows the pointer. */
static bool rogue8_pointer(UgScenes *s, int x, int y) {
    if (!s->vs.aim) return false;
    if (s->vs.overlay == UG_OVERLAY_NONE &&
        ug_rogue_hover(&s->vs, s->game, &s->layout, &s->frame, x, y))
        s->dirty = true;
    return true;
}

const UgController ug_controller_rogue8 = {
    .key = "rogue8",
    .bindings = UG_BIND_AT_ROGUE8,
    .travel = {.explore = UG_BIND_EXPLORE, .look_and_run = true, .click_travel = true},
    .command = rogue8_command,
    .pointer = rogue8_pointer,
};
