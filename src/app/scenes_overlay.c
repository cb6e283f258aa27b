/* The boxes over a scene (help, quit, keys, notices, history): the first link of the
 * responder chain. See scenes_private.h. */
#include "scenes_private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The quit box with a pad (gamepad.h): A quits (as Enter), Y or X go back to the title menu (as
 * M); B is Esc already (keep playing). */
static void quit_box_pad(UgScenes *s, UgCommand c) {
    if (c.kind == UG_CMD_WAIT && ug_scenes_may_quit(s)) {
        s->running = false;
    } else if ((c.kind == UG_CMD_INVENTORY || c.letter == 'f') && s->vs.scene != UG_SCENE_TITLE) {
        s->vs.overlay = UG_OVERLAY_NONE;
        ug_scenes_to_title(s);
    }
}

/* A tap on the quit box's buttons (touch_view.h): Quit, Keep playing, Title menu. */
static void quit_box_tap(UgScenes *s, UgCommand c) {
    /* the buttons as the frame was laid out: the ones drawn (none: the box was opened by a key,
     * and the tap only shows them) */
    UgFrameLaid scratch;
    const UgFrameLaid *laid = ug_frame_laid(&s->frame, &s->layout, &scratch);
    int n = s->frame.overlay == UG_OVERLAY_QUIT ? s->frame.quit_button_count : 0, at = -1;
    for (int i = 0; i < n && i < UG_QUIT_BUTTONS_MAX && at < 0; i++)
        if (ug_rect_contains(laid->quit_buttons[i], c.x, c.y)) at = i;
    switch (at) {
        case UG_QUIT_BUTTON_QUIT:
            if (ug_scenes_may_quit(s)) s->running = false;
            break;
        case UG_QUIT_BUTTON_KEEP:
            s->vs.overlay = UG_OVERLAY_NONE;
            s->vs.quit_unsaved = 0;
            break;
        case UG_QUIT_BUTTON_TITLE:
            s->vs.overlay = UG_OVERLAY_NONE;
            ug_scenes_to_title(s);
            break;
        default:
            break;
    }
}

/* The box over the scene takes every command (scenes.c's first link after the window's keys). */
bool ug_scenes_overlay_responder(UgScenes *s, UgCommand *c) {
    UgViewState *vs = &s->vs;
    UgFrameLaid scratch;
    switch (vs->overlay) {
        case UG_OVERLAY_HELP: {
            /* a help longer than its box scrolls (frame_layout.h: as far as the frame was laid
             * out to): the wheel, Page Up/Down, and then the arrows and the D-pad too */
            int max = ug_frame_laid(&s->frame, &s->layout, &scratch)->box_max_scroll;
            if (c->kind == UG_CMD_SCROLL ||
                (c->kind == UG_CMD_MOVE && c->dy && !c->dx && !c->letter && max > 0)) {
                vs->help_scroll += c->dy;
                vs->help_scroll = vs->help_scroll > max ? max
                                  : vs->help_scroll < 0 ? 0
                                                        : vs->help_scroll;
                return true;
            }
            if (!c->repeat) /* any other key */
                vs->overlay = UG_OVERLAY_NONE, vs->help_scroll = 0, vs->help_about = 0;
            return true;
        }
        case UG_OVERLAY_QUIT:
            /* files: asks once more when quitting would lose moves that could not be saved */
            if ((c->kind == UG_CMD_YES || c->answer == 'y' || c->kind == UG_CMD_CONFIRM) &&
                ug_scenes_may_quit(s))
                s->running = false;
            if (c->kind == UG_CMD_NO || c->answer == 'n' || c->kind == UG_CMD_ESCAPE) {
                vs->overlay = UG_OVERLAY_NONE;
                vs->quit_unsaved = 0;
            }
            if (c->letter == 'm' && vs->scene != UG_SCENE_TITLE)
                ug_scenes_to_title(s); /* M: the menu */
            if (c->letter == 'o' && vs->scene == UG_SCENE_GAME && s->game && !s->watch.active)
                ug_scenes_game_options(s);                 /* O: the Options page, then back here */
            if (c->pad && !c->repeat) quit_box_pad(s, *c); /* A: quit, Y or X: the title menu */
            if (c->touch && c->kind == UG_CMD_CLICK) quit_box_tap(s, *c); /* its buttons */
            return true;
        case UG_OVERLAY_KEYS: {
            UgKeysResult r = ug_keys_screen_command(&s->keys_screen, ug_scenes_bindings(s), c);
            if (r == UG_KEYS_CHANGED && s->platform->save_bindings)
                s->platform->save_bindings(s->platform->self);
            if (r == UG_KEYS_CLOSE) vs->overlay = UG_OVERLAY_NONE;
            return true;
        }
        case UG_OVERLAY_NOTICE: /* any key closes the notices, which were seen */
            if (!c->repeat) {
                vs->overlay = UG_OVERLAY_NONE;
                vs->notices_seen = s->log.serial;
                ug_scenes_show_notices(s);
            }
            return true;
        case UG_OVERLAY_HISTORY: {
            int max = ug_view_history_max_scroll(&s->log, vs->history_rows);
            if (c->kind == UG_CMD_SCROLL) vs->history_scroll -= c->dy;
            if (c->kind == UG_CMD_MOVE) vs->history_scroll -= c->dy;
            if (vs->history_scroll > max) vs->history_scroll = max;
            if (vs->history_scroll < 0) vs->history_scroll = 0;
            if (c->kind == UG_CMD_HISTORY || c->kind == UG_CMD_ESCAPE)
                vs->overlay = UG_OVERLAY_NONE;
            return true;
        }
        default:
            return false;
    }
}
