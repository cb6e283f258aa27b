/* The energy scheduler: who acts next, in whole ticks (ADVENTURE.md §3).
 *
 * Every actor has a speed (the ticks one normal action costs it: UG_SPEED_FAST 50,
 * UG_SPEED_NORMAL 100, UG_SPEED_SLOW 200) and the tick at which it may act next. The actor
 * that acts next is the one with the smallest next tick; ties go to the smaller id. The game
 * gives the player id 0 and each monster the next id at its creation, which is §3's tie order
 * ("the player first, then monsters in order of creation"). After an actor acts, the caller
 * charges it the action's cost (ug_schedule_spend): usually its speed, twice that for a move
 * onto rubble. Over any stretch of time a fast actor therefore acts exactly twice as often as
 * a normal one and four times as often as a slow one.
 *
 * A UgSchedule is a plain value with no pointers: copy it with `=`, hash its bytes after
 * ug_schedule_init zeroed it. Nothing in it is random and no function allocates. Ticks are
 * 64-bit: at 200 ticks per action a game would need 4e16 actions to overflow them. Each call is
 * O(count) (a floor has tens of actors). */
#ifndef UG_SYSTEMS_SCHEDULE_H
#define UG_SYSTEMS_SCHEDULE_H

#include <stdint.h>

#include "undergrid/error.h"
#include "undergrid/game.h" /* UG_SPEED_* */

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_SCHEDULE_MAX_ACTORS = 256 };

typedef struct UgScheduleActor {
    int32_t id;
    int32_t speed;     /* ticks per normal action, > 0 */
    int64_t next_tick; /* the tick at which it may act */
} UgScheduleActor;

typedef struct UgSchedule {
    int64_t now; /* the tick of the last actor ug_schedule_next returned (0 at first) */
    int count;
    UgScheduleActor actors[UG_SCHEDULE_MAX_ACTORS]; /* in no particular order */
} UgSchedule;

/* Empties the schedule (every byte zero, the clock at tick 0). */
void ug_schedule_init(UgSchedule *s);

/* Adds actor `id` (>= 0, not already in) with `speed` ticks per action (> 0), first acting
 * `delay` ticks (>= 0) from now: 0 for "at once" (a new game, all at 0, starts with the player).
 * Returns UG_OK, UG_ERR_ARGUMENT (bad values, a duplicate id) or UG_ERR_TOO_LARGE (full). */
UgError ug_schedule_add(UgSchedule *s, int id, int speed, int delay);

/* Removes actor `id` (e.g. a monster killed in the middle of a round); the others keep their
 * ticks and order. Returns UG_OK or UG_ERR_ARGUMENT (no such actor). */
UgError ug_schedule_remove(UgSchedule *s, int id);

/* The actor to act now: the smallest next tick, then the smallest id. Moves the clock to that
 * tick and writes the id to *id. The actor stays first until the caller charges it with
 * ug_schedule_spend (calling next again returns it again). Returns UG_OK, or UG_ERR_ARGUMENT
 * (an empty schedule; *id untouched). */
UgError ug_schedule_next(UgSchedule *s, int *id);

/* Charges actor `id` `ticks` (>= 0) for what it did: it acts next at max(now, its tick) + ticks.
 * Returns UG_OK or UG_ERR_ARGUMENT (no such actor, negative ticks). */
UgError ug_schedule_spend(UgSchedule *s, int id, int ticks);

/* Changes an actor's speed (hasted, slowed) from its next action on. UG_OK or UG_ERR_ARGUMENT. */
UgError ug_schedule_set_speed(UgSchedule *s, int id, int speed);

/* An actor's speed, or 0 if it is not in the schedule. */
int ug_schedule_speed(const UgSchedule *s, int id);

#ifdef __cplusplus
}
#endif

#endif /* UG_SYSTEMS_SCHEDULE_H */
