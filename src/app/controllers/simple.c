/* simple's controller (RULES.md §2 "Movement", "Items"): its original's keys. Arrows move and
 * Shift + two arrows step diagonally (the held keys, read from every event), y u b n too; Space
 * picks up (else goes down the stairs); x opens the inventory, whose list and verb menu take
 * only up/down, z and x; a click steps in 8 directions. See controller.h. */
#include "controller.h"

#include "bindings.h"
#include "click.h"
#include "inventory.h"
#include "scenes_private.h"

/* While the inventory is open only up/down, z and x count, as in the original. */
static void inventory_command(UgScenes *s, const UgCommand *c) {
    UgViewState *vs = &s->vs;
    UgAction action;
    if (c->kind == UG_CMD_MOVE && c->dx == 0 && c->dy != 0) ug_inventory_move(vs, s->game, c->dy);
    if (c->kind == UG_CMD_INVENTORY && !c->repeat) ug_inventory_toggle(vs, s->game);
    if (c->kind == UG_CMD_CHOOSE && !c->repeat && ug_inventory_choose(vs, s->game, &action))
        ug_scenes_play(s, action);
}

static bool simple_command(UgScenes *s, UgCommand *c) {
    if (ug_scenes_common_key(c)) return false;
    UgViewState *vs = &s->vs;
    int dx = 0, dy = 0;
    if (vs->inv_open) {
        inventory_command(s, c);
    } else if (ug_input_vi_diagonal(c->letter, &dx, &dy)) {
        ug_scenes_play(s, ug_action_move(dx, dy));
    } else if (c->kind == UG_CMD_MOVE) {
        ug_scenes_play(s, ug_action_move(c->dx, c->dy));
    } else if (c->kind == UG_CMD_WAIT) { /* space: pick up, else go down the stairs */
        ug_scenes_play(s, ug_action_simple(UG_ACT_PICKUP));
    } else if (c->kind == UG_CMD_INVENTORY && !c->repeat) {
        if (!ug_inventory_toggle(vs, s->game))
            ug_log_push(&s->log, UG_MSG_INVENTORY_EMPTY, 0, 0, NULL);
    } else if (c->kind == UG_CMD_CLICK) {
        const UgPlayer *p = ug_game_player(s->game);
        ug_scenes_hover_tile(s, c->x, c->y); /* a tap also describes the tile */
        ug_scenes_play(s, ug_click_step8(&s->layout, c->x, c->y, p->x - s->frame.cam_x,
                                         p->y - s->frame.cam_y));
    }
    return true;
}

/* Which arrows are down (in event order, so that Shift + Up then Right reads as up-right even
 * when the events arrive together) and whether Shift is held (the arrows drawn around the
 * player). False when the event was used up here. */
static bool held_keys(UgScenes *s, const UgPlatformEvent *e) {
    if (e->kind == UG_EVENT_FOCUS_LOST) {
        s->held_left = s->held_up = s->held_right = s->held_down = false;
        if (s->vs.diagonal_hint) s->dirty = true;
        s->vs.diagonal_hint = false;
        return true;
    }
    if (e->kind != UG_EVENT_COMMAND && e->kind != UG_EVENT_KEY_UP) return true;
    if (e->key == UG_KEY_NONE) return true; /* a click, a tap, the wheel */
    bool down = e->kind == UG_EVENT_COMMAND;
    switch (e->key) {
        case UG_KEY_LEFT:
            s->held_left = down;
            break;
        case UG_KEY_UP:
            s->held_up = down;
            break;
        case UG_KEY_RIGHT:
            s->held_right = down;
            break;
        case UG_KEY_DOWN:
            s->held_down = down;
            break;
        case UG_KEY_SHIFT:
            if (s->vs.diagonal_hint != down) s->dirty = true;
            s->vs.diagonal_hint = down;
            return false;
        default:
            break;
    }
    return down;
}

/* The held keys, then Shift + two arrows: the diagonal of the arrows held at this very event
 * (Shift + one arrow alone does nothing). */
static bool simple_held(UgScenes *s, const UgPlatformEvent *e, UgCommand *c) {
    if (!held_keys(s, e)) return false;
    if (e->kind == UG_EVENT_COMMAND && c->kind == UG_CMD_MOVE && c->arrow && c->shift)
        return ug_input_diagonal(s->held_left, s->held_up, s->held_right, s->held_down, &c->dx,
                                 &c->dy);
    return true;
}

const UgController ug_controller_simple = {
    .key = "simple",
    .bindings = UG_BIND_AT_SIMPLE,
    .travel = {.explore = UG_BIND_EXPLORE,
               .look_and_run = true,
               .shift_arrows_step = true,
               .click_travel = true},
    .command = simple_command,
    .held = simple_held,
};
