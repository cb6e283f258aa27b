/* What the player does: UgAction and its builders (part of undergrid/game.h). */
#ifndef UG_ACTION_H
#define UG_ACTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/entity.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --- Actions: what the player does. Built by the front end, never from raw keycodes. --------- */
typedef enum UgActionKind {
    UG_ACT_NONE = 0,
    UG_ACT_MOVE,    /* dx, dy in -1..1: step, or bump-attack what stands there */
    UG_ACT_WAIT,    /* pass one turn */
    UG_ACT_DESCEND, /* take the stairs you stand on (modes where stairs need a key) */
    UG_ACT_PICKUP,  /* pick up what lies here */
    UG_ACT_USE,     /* use inventory item `item` (verb in `verb`) */
    UG_ACT_USE_AT,  /* use item `item` (verb) at the tile (x, y): aim an orb, throw (record v2) */
    UG_ACT_RUN,     /* dx, dy: move on in that direction as the mode's run rules say (v2) */
    UG_ACT_WIZARD,  /* a debugging command: `verb` is the mode's command, `item` its argument;
                       modes accept it only where the original has one (v2) */
    UG_ACT_EXAMINE, /* the player opened the examine mode (no time passes; cursed: it spoils
                       the level's "no examine" achievement) (v2) */
    UG_ACT_KIND_COUNT
} UgActionKind;

/* Commands of UG_ACT_WIZARD (the mode decides which it accepts). */
typedef enum UgWizard {
    UG_WIZ_ADD_ORB = 0, /* item: the orb kind */
    UG_WIZ_REMOVE_ORB,
    UG_WIZ_ADD_CURSE,
    UG_WIZ_REMOVE_CURSE,
    UG_WIZ_KILL_ALL,           /* and go to the stairs */
    UG_WIZ_DUMMY,              /* summon a training dummy */
    UG_WIZ_CLEAR_ACHIEVEMENTS, /* cursed's Shift+C: relock every achievement */
    UG_WIZ_COUNT
} UgWizard;

/* A plain value: zero is "nothing". The target tile (x, y) is used by UG_ACT_USE_AT only. */
typedef struct UgAction {
    int8_t kind; /* UgActionKind */
    int8_t dx, dy;
    int8_t verb;
    int16_t item;
    int16_t x, y;
} UgAction;

static inline UgAction ug_action_move(int dx, int dy) {
    UgAction a = {UG_ACT_MOVE, (int8_t)dx, (int8_t)dy, 0, 0, 0, 0};
    return a;
}
static inline UgAction ug_action_wait(void) {
    UgAction a = {UG_ACT_WAIT, 0, 0, 0, 0, 0, 0};
    return a;
}
static inline UgAction ug_action_simple(UgActionKind kind) {
    UgAction a = {(int8_t)kind, 0, 0, 0, 0, 0, 0};
    return a;
}
/* Use inventory item `item` (0-based) with `verb`. */
static inline UgAction ug_action_use(int item, UgVerb verb) {
    UgAction a = {UG_ACT_USE, 0, 0, (int8_t)verb, (int16_t)item, 0, 0};
    return a;
}
/* Use item `item` with `verb` at the tile (x, y). */
static inline UgAction ug_action_use_at(int item, UgVerb verb, int x, int y) {
    UgAction a = {UG_ACT_USE_AT, 0, 0, (int8_t)verb, (int16_t)item, (int16_t)x, (int16_t)y};
    return a;
}
static inline UgAction ug_action_run(int dx, int dy) {
    UgAction a = {UG_ACT_RUN, (int8_t)dx, (int8_t)dy, 0, 0, 0, 0};
    return a;
}
static inline UgAction ug_action_wizard(UgWizard command, int argument) {
    UgAction a = {UG_ACT_WIZARD, 0, 0, (int8_t)command, (int16_t)argument, 0, 0};
    return a;
}

#ifdef __cplusplus
}
#endif

#endif /* UG_ACTION_H */
