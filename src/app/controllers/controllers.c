/* The one list of controllers, searched by the key a view profile names. See controller.h. */
#include "controller.h"

#include <string.h>

#include "profile.h"
#include "scenes_private.h"

static const UgController *const controllers[] = {
    &ug_controller_bump4,
    &ug_controller_simple,
    &ug_controller_rogue8,
    &ug_controller_cursed,
};

const UgController *ug_controller_find(const char *key) {
    for (size_t i = 0; key && i < sizeof controllers / sizeof controllers[0]; i++)
        if (strcmp(controllers[i]->key, key) == 0) return controllers[i];
    return controllers[0];
}

const UgController *ug_controller_of(UgMode mode) {
    return ug_controller_find(ug_view_profile(mode)->controller);
}

/* The controller's link of the responder chain: the game screen's commands, when a game is up
 * and no box is over it (the earlier links took those). */
bool ug_controller_responder(UgScenes *s, UgCommand *c) {
    if (s->vs.scene != UG_SCENE_GAME || !s->game) return false;
    return ug_scenes_controller(s)->command(s, c);
}
