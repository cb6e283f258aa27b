/* A controller: how one input scheme turns commands into actions on the game screen, as a small
 * table. The view profile names its controller by key (profile.h's `controller`: "bump4",
 * "simple", "rogue8", "cursed"); controllers.c holds the one list searched by that key, as the
 * core's rulesets[] table holds the rulesets. The scenes never ask which mode is played: they
 * ask the controller.
 *
 *   held      every platform event first (held keys; simple's Shift diagonals)
 *   command   one command on the game screen, after the boxes, the menu and travel
 *   pointer   the pointer moved over the game screen
 *   travel    what travel, explore, rest, run and look may do (scenes_auto.h)
 *   bindings  the game screen's place for the bindings (bindings.h's UG_BIND_AT_ bits): the
 *             help's list of keys and the pad buttons
 */
#ifndef UG_APP_CONTROLLER_H
#define UG_APP_CONTROLLER_H

#include <stdbool.h>

#include "command.h"
#include "layout.h"
#include "platform.h"
#include "scenes.h"
#include "scenes_auto.h"

typedef struct UgController {
    const char *key; /* the view profile's `controller` */
    int bindings;    /* UG_BIND_AT_ bits */
    UgTravelRules travel;
    /* The game screen's command (a game is up, no box over it): true when it was used up. A
     * command it leaves goes on to the keys every game screen shares (help, quit, the log). */
    bool (*command)(UgScenes *s, UgCommand *c);
    /* The pointer at (x, y) over the game screen: true when it was taken here (the scenes'
     * hover describes the tile otherwise). NULL: never. */
    bool (*pointer)(UgScenes *s, int x, int y);
    /* Every event before the scenes read it (not while a recording is watched); `c` is the
     * event's command, which it may rewrite. False: the event is used up. NULL: none. */
    bool (*held)(UgScenes *s, const UgPlatformEvent *e, UgCommand *c);
    /* While travel may take keys (cursed: only on its board with no examine or screen up).
     * NULL: always. */
    bool (*travel_free)(const UgScenes *s);
    /* Lays the window out for a game under it (watching: a recording is watched). NULL: the
     * common layout (ug_layout_compute). */
    void (*lay_out)(UgLayout *l, int w, int h, const UgLayoutParams *lp, bool watching);
    /* The mode keeps achievements of its own (cursed: achievements.h's file). */
    bool achievements;
} UgController;

/* The controller of that key; the first one ("bump4") for an unknown or NULL key. */
const UgController *ug_controller_find(const char *key);
/* The controller the mode's view profile names. */
const UgController *ug_controller_of(UgMode mode);

/* The game screens' controllers (controllers/<key>.c), listed in controllers.c. */
extern const UgController ug_controller_bump4, ug_controller_simple, ug_controller_rogue8,
    ug_controller_cursed;

#endif /* UG_APP_CONTROLLER_H */
