/* The boxes over a scene (help, quit, keys, notices, history): the first link of the
 * responder chain. See scenes_private.h. */
#include "scenes_private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The quit box with a pad (gamepad.h): A quits (as Enter), Y or X go back to the title menu (as
 * M); B is Esc already (keep playing). */
void ug_scenes_quit_box_pad(UgScenes *s, UgCommand c) {
    if (c.kind == UG_CMD_WAIT && ug_scenes_may_quit(s)) {
        s->running = false;
    } else if ((c.kind == UG_CMD_INVENTORY || c.letter == 'f') && s->vs.scene != UG_SCENE_TITLE) {
        s->vs.overlay = UG_OVERLAY_NONE;
        ug_scenes_to_title(s);
    }
}

/* A tap on the quit box's buttons (touch_view.h): Quit, Keep playing, Title menu. */
void ug_scenes_quit_box_tap(UgScenes *s, UgCommand c) {
    int n = ug_touch_quit_count(s->vs.scene);
    switch (ug_touch_quit_at(&s->layout, n, c.x, c.y)) {
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
