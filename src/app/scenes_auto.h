/* The window's travel, auto-explore, rest, run and look (issue 12), over the core's shared
 * sequences (undergrid/auto.h). scenes.c calls these hooks; the keys are chosen in one place,
 * ug_scenes_auto_key. No SDL: the null platform's tests drive it as the window does.
 *
 *   click a known tile (two or more steps away)   travel there (a click next to the player still
 *                                                  steps, by the mode's own click rule); a finger:
 *                                                  the first tap shows the way, a second walks it;
 *                                                  a tap on a wall's lower quarter means the floor
 *                                                  below it
 *   >                                              travel to the nearest known stairs
 *   x (classic), e (simple, adventure, cursed)     auto-explore (x is simple's inventory and
 *                                                  cursed's examine there)
 *   Z                                              rest
 *   Shift + a direction key (not simple's arrows,  run; cursed runs by its own H J K L
 *   which step diagonally)
 *   Shift+F (not cursed)                           fight: one action, attack the creature in
 *                                                  view next to the player or step towards it
 *   ; (not cursed: its examine is x)               look: the cursor goes to the nearest creature
 *                                                  or item in view; ; or Tab the next, Shift+Tab
 *                                                  the one before; any other key leaves
 * Any key or click while a sequence runs stops it (and is used up); every stop says why in the
 * log. Steps are paced UG_AUTO_STEP_MS apart so the player can follow them (the options make it
 * faster, or instant). */
#ifndef UG_APP_SCENES_AUTO_H
#define UG_APP_SCENES_AUTO_H

#include <stdbool.h>
#include <stdint.h>

#include "undergrid/auto.h"
#include "command.h"
#include "log.h"
#include "profile.h"
#include "view.h"

/* Between two steps at each pace (UgOptions.travel: normal, fast; instant plays them all in one
 * frame). */
enum { UG_AUTO_STEP_MS = 45, UG_AUTO_FAST_STEP_MS = 12 };

typedef enum UgAutoCommand {
    UG_AUTO_CMD_NONE = 0,
    UG_AUTO_CMD_EXPLORE,
    UG_AUTO_CMD_STAIRS,
    UG_AUTO_CMD_REST,
    UG_AUTO_CMD_RUN, /* dx, dy */
    UG_AUTO_CMD_LOOK,
    UG_AUTO_CMD_FIGHT, /* one action: ug_auto_fight */
} UgAutoCommand;

typedef struct UgScenesAuto {
    UgAuto seq;
    uint64_t due_ms; /* when the next step is due */
    bool looking;    /* the look cursor is up */
    int look_index;  /* which of the things in view it is on */
    /* Explore's memory across sequences (issue 26): the items the player dropped (never picked
     * up again by explore) and those it said it leaves (each said once). */
    int dropped_count, said_count;
    UgId dropped[UG_AUTO_IGNORE_MAX];
    UgId said[UG_AUTO_IGNORE_MAX];
    /* The key (or pad button) bound to travel to the stairs, as hints name it (bindings.h), for
     * "Explored: ... Press > to travel to the stairs."; set by the scenes before each step. */
    char stairs_key[24];
    /* The fight key, for "Not with a creature in view (Rat): deal with it first (F fights it).",
     * and the one action a fight key chose, played by the next step (h26r). */
    char fight_key[24];
    bool fighting;
    UgAction fight;
} UgScenesAuto;

/* What travel may do under a controller (its `travel`, controllers/controller.h). */
typedef struct UgTravelRules {
    int explore;            /* the explore key (a UgBind: classic's x, elsewhere e) */
    bool look_and_run;      /* look and Shift + direction runs; false: the mode has its own
                             * examine and fast move (cursed) */
    bool shift_arrows_step; /* Shift + arrows step diagonally (simple's original), never run */
    bool click_travel;      /* a click far away travels there */
} UgTravelRules;

/* The one table of these keys: what `c` asks under `rules`; NONE when it is not one of them.
 * `*dx, *dy` receive a run's direction. */
UgAutoCommand ug_scenes_auto_key(const UgTravelRules *rules, const UgCommand *c, int *dx, int *dy);

/* A command in the game scene with nothing over the board. `on_board`: a click landed on the
 * tile (tx, ty), in its lower quarter when `lower_quarter` (a tap there on a wall means the floor
 * below it). Starts a sequence (its first step is due at once), moves the look cursor or a
 * finger's preview (vs->hover: a first tap shows the way, a second one on the same tile walks
 * it), or logs a stop that comes at once. True when the command was used up here. */
bool ug_scenes_auto_command(UgScenesAuto *sa, const UgGame *g, const UgTravelRules *rules,
                            const UgCommand *c, bool on_board, int tx, int ty, bool lower_quarter,
                            uint64_t now, UgViewState *vs, UgLog *log);

/* A command arrived while a sequence runs: the sequence stops and true says the command is
 * used up. The log says why: what the game did, if a stop was already due when the key came (a
 * hit, a creature in view: ug_auto_cancel), else the key pressed or the click. False when
 * nothing runs (or for a held key's repeat, which is dropped without stopping anything: *drop
 * is set). */
bool ug_scenes_auto_interrupt(UgScenesAuto *sa, const UgGame *g, const UgCommand *c, UgLog *log,
                              bool *drop);

/* The keys the stops name, as bound now (`pad`: the last input was a pad's: its buttons): the
 * stairs' travel key of "Press > to travel to the stairs." Called before the steps. */
struct UgBindings;
void ug_scenes_auto_keys(UgScenesAuto *sa, const struct UgBindings *b, bool pad);

/* Milliseconds until the next step is due (0: now); -1 when nothing runs. */
int ug_scenes_auto_wait(const UgScenesAuto *sa, uint64_t now);

/* When a step is due: true with the action to play, the next one due after `pace`'s delay
 * (UG_TRAVEL_*); a stop is logged instead (false). */
bool ug_scenes_auto_step(UgScenesAuto *sa, const UgGame *g, uint64_t now, int pace,
                         UgAction *action, UgLog *log);

/* Before the player's own action is played (ug_scenes_play): an item put down is remembered,
 * so that explore leaves it where it lies. */
void ug_scenes_auto_note(UgScenesAuto *sa, const UgGame *g, UgAction action);

/* Ends whatever runs without a word (a new game, the title). */
void ug_scenes_auto_reset(UgScenesAuto *sa);

/* The path preview: the rest of the walk under way, else the path to the tile under the pointer
 * (vs->hover), into the frame's path cells; while looking, the look cursor's tile alone (the
 * renderer frames a path's last cell). */
void ug_scenes_auto_mark(const UgScenesAuto *sa, const UgGame *g, const UgViewState *vs,
                         UgFrame *f);

#endif /* UG_APP_SCENES_AUTO_H */
