/* ROT.Scheduler.Action over ROT.EventQueue (rot.js 0.6.5), reproduced with a double clock:
 * the same actor order, ties and clock values as the original, for Cursed Souls' turns.
 *
 * Actors are small non-negative integers chosen by the caller (-1 means "none"). Event times
 * are kept relative to now, as rot.js keeps them, so the clock accumulates the same roundings
 * (it can read 6.000000000000001).
 *
 * The engine (ROT.Engine) is not here; the mode drives next() itself. What the mode must
 * reproduce from it: the original starts the engine on an EMPTY scheduler when a level begins
 * (next() finds nothing, the engine locks again and no actor is current). The PC's input
 * handler is already listening, so the PC's first key is acted on while no actor is current:
 * its setDuration is ignored (no current actor) and its unlock calls next(), which re-queues
 * nobody and pops the PC from its insertion at time 1 — the PC acts again before the enemies
 * that were added after it at the same time. That is the free first action (CURSED.md §2.1). */
#ifndef UG_ROT_SCHEDULER_H
#define UG_ROT_SCHEDULER_H

#define UG_ROT_SCHEDULER_MAX 256 /* queued events and repeating registrations, each */

typedef struct UgRotScheduler {
    double clock;                       /* EventQueue._time */
    int count;                          /* queued events */
    int actors[UG_ROT_SCHEDULER_MAX];   /* queue order */
    double times[UG_ROT_SCHEDULER_MAX]; /* relative to the clock */
    int repeat_count;
    int repeat[UG_ROT_SCHEDULER_MAX]; /* the repeating actors, in order; duplicates allowed */
    int current;                      /* the actor last returned by next(), or -1 */
    double duration;                  /* the current actor's declared duration */
} UgRotScheduler;

/* new ROT.Scheduler.Action(): empty, clock 0, no current actor, duration 1. */
void ug_rot_scheduler_init(UgRotScheduler *s);

/* add(actor, repeat, delay): queue the actor `delay` from now (0, negative zero or NaN mean
 * rot.js's default of 1: `delay || 1`), after every event at the same or an earlier time; a
 * repeating actor is also registered (again, if it already was). Returns 0, or -1 when the
 * queue or the registrations are full (nothing changed). */
int ug_rot_scheduler_add(UgRotScheduler *s, int actor, int repeat, double delay);

/* next(): re-queues the current actor at its declared duration (`duration || 1`) if it is
 * registered as repeating, resets the duration to 1, then pops the first event: the clock
 * advances by that event's delay, when it is positive, and every other event comes that much
 * closer. Returns
 * the new current actor, or -1 (and no current actor) when the queue is empty. */
int ug_rot_scheduler_next(UgRotScheduler *s);

/* setDuration(d): the current actor's turn took d (ignored when there is no current actor). */
void ug_rot_scheduler_set_duration(UgRotScheduler *s, double duration);

/* remove(actor): drops its first queued event and its first registration; if it is the current
 * actor, there is no current actor any more and the duration resets to 1. Returns 1 if an event
 * was queued, else 0. */
int ug_rot_scheduler_remove(UgRotScheduler *s, int actor);

/* getTime(): the clock. */
static inline double ug_rot_scheduler_clock(const UgRotScheduler *s) {
    return s->clock;
}

/* getTimeOf(actor): its first queued event's time relative to now; returns 0 and sets *time,
 * or -1 when it is not queued. */
int ug_rot_scheduler_time_of(const UgRotScheduler *s, int actor, double *time);

#endif
