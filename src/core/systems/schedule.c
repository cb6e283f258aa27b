/* The energy scheduler (see schedule.h). A flat array scanned on every call: with tens of actors
 * this is as fast as a heap and keeps the value trivially copyable and hashable. */
#include "schedule.h"

#include <string.h>

static int find(const UgSchedule *s, int id) {
    for (int i = 0; i < s->count; i++)
        if (s->actors[i].id == id) return i;
    return -1;
}

void ug_schedule_init(UgSchedule *s) {
    if (s) memset(s, 0, sizeof *s);
}

UgError ug_schedule_add(UgSchedule *s, int id, int speed, int delay) {
    if (!s || id < 0 || speed <= 0 || delay < 0 || find(s, id) >= 0) return UG_ERR_ARGUMENT;
    if (s->count == UG_SCHEDULE_MAX_ACTORS) return UG_ERR_TOO_LARGE;
    s->actors[s->count++] = (UgScheduleActor){id, speed, s->now + delay};
    return UG_OK;
}

UgError ug_schedule_remove(UgSchedule *s, int id) {
    int i = s ? find(s, id) : -1;
    if (i < 0) return UG_ERR_ARGUMENT;
    /* The order of the array does not matter (next() picks by tick, then id): fill the hole
     * with the last actor, and zero the freed slot so that equal schedules have equal bytes. */
    s->actors[i] = s->actors[--s->count];
    memset(&s->actors[s->count], 0, sizeof s->actors[0]);
    return UG_OK;
}

UgError ug_schedule_next(UgSchedule *s, int *id) {
    if (!s || !id || s->count == 0) return UG_ERR_ARGUMENT;
    const UgScheduleActor *best = &s->actors[0];
    for (int i = 1; i < s->count; i++) {
        const UgScheduleActor *a = &s->actors[i];
        if (a->next_tick < best->next_tick || (a->next_tick == best->next_tick && a->id < best->id))
            best = a;
    }
    if (best->next_tick > s->now) s->now = best->next_tick;
    *id = best->id;
    return UG_OK;
}

UgError ug_schedule_spend(UgSchedule *s, int id, int ticks) {
    int i = s ? find(s, id) : -1;
    if (i < 0 || ticks < 0) return UG_ERR_ARGUMENT;
    UgScheduleActor *a = &s->actors[i];
    int64_t from = a->next_tick > s->now ? a->next_tick : s->now;
    a->next_tick = from + ticks;
    return UG_OK;
}

UgError ug_schedule_set_speed(UgSchedule *s, int id, int speed) {
    int i = s ? find(s, id) : -1;
    if (i < 0 || speed <= 0) return UG_ERR_ARGUMENT;
    s->actors[i].speed = speed;
    return UG_OK;
}

int ug_schedule_speed(const UgSchedule *s, int id) {
    int i = s ? find(s, id) : -1;
    return i < 0 ? 0 : s->actors[i].speed;
}
