/* ROT.Scheduler.Action + ROT.EventQueue reproduced (see rot_scheduler.h). Our own C. */
#include "rot_scheduler.h"

#include <float.h>
#include <string.h>

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

void ug_rot_scheduler_init(UgRotScheduler *s) {
    s->clock = 0;
    s->count = 0;
    s->repeat_count = 0;
    s->current = -1;
    s->duration = 1;
}

/* JavaScript's `x || 1` for a double: 0, -0 and NaN are falsy. */
static double or_one(double x) {
    return (x == 0 || x != x) ? 1 : x;
}

/* EventQueue.add: before the first event whose time is strictly greater. */
static int queue_add(UgRotScheduler *s, int actor, double time) {
    if (s->count >= UG_ROT_SCHEDULER_MAX) return -1;
    int at = s->count;
    for (int i = 0; i < s->count; i++) {
        if (s->times[i] > time) {
            at = i;
            break;
        }
    }
    memmove(&s->actors[at + 1], &s->actors[at], (size_t)(s->count - at) * sizeof s->actors[0]);
    memmove(&s->times[at + 1], &s->times[at], (size_t)(s->count - at) * sizeof s->times[0]);
    s->actors[at] = actor;
    s->times[at] = time;
    s->count++;
    return 0;
}

static void queue_remove_at(UgRotScheduler *s, int at) {
    memmove(&s->actors[at], &s->actors[at + 1], (size_t)(s->count - at - 1) * sizeof s->actors[0]);
    memmove(&s->times[at], &s->times[at + 1], (size_t)(s->count - at - 1) * sizeof s->times[0]);
    s->count--;
}

static int index_of(const int *list, int len, int actor) {
    for (int i = 0; i < len; i++) {
        if (list[i] == actor) return i;
    }
    return -1;
}

int ug_rot_scheduler_add(UgRotScheduler *s, int actor, int repeat, double delay) {
    if (repeat && s->repeat_count >= UG_ROT_SCHEDULER_MAX) return -1;
    if (queue_add(s, actor, or_one(delay)) < 0) return -1;
    if (repeat) s->repeat[s->repeat_count++] = actor;
    return 0;
}

int ug_rot_scheduler_next(UgRotScheduler *s) {
    if (s->current >= 0 && index_of(s->repeat, s->repeat_count, s->current) >= 0) {
        /* rot.js ignores a full queue here too (it cannot be full: the actor was popped). */
        (void)queue_add(s, s->current, or_one(s->duration));
        s->duration = 1;
    }
    if (s->count == 0) {
        s->current = -1;
        return -1;
    }
    double t = s->times[0];
    int actor = s->actors[0];
    queue_remove_at(s, 0);
    if (t > 0) {
        s->clock += t;
        for (int i = 0; i < s->count; i++) s->times[i] -= t;
    }
    s->current = actor;
    return actor;
}

void ug_rot_scheduler_set_duration(UgRotScheduler *s, double duration) {
    if (s->current >= 0) s->duration = duration;
}

int ug_rot_scheduler_remove(UgRotScheduler *s, int actor) {
    if (actor == s->current) s->duration = 1;
    int at = index_of(s->actors, s->count, actor);
    if (at >= 0) queue_remove_at(s, at);
    int r = index_of(s->repeat, s->repeat_count, actor);
    if (r >= 0) {
        memmove(&s->repeat[r], &s->repeat[r + 1],
                (size_t)(s->repeat_count - r - 1) * sizeof s->repeat[0]);
        s->repeat_count--;
    }
    if (actor == s->current) s->current = -1;
    return at >= 0;
}

int ug_rot_scheduler_time_of(const UgRotScheduler *s, int actor, double *time) {
    int at = index_of(s->actors, s->count, actor);
    if (at < 0) return -1;
    *time = s->times[at];
    return 0;
}
