/* Growth: levels from experience thresholds (RULES.md §2 for simple, §4 for adventure).
 *
 * While the experience reaches the next threshold (and the level is below a cap), the player
 * gains a level: maximum HP, ATK, DEF and the threshold itself are each multiplied by a rate in
 * tenths and rounded up. Simple rounds in IEEE doubles as its original does (50 * 1.1 is
 * 55.00000000000001, so 56); adventure in exact integers (55). A mode gives its rates, its
 * rounding, its cap and whether the HP gained is healed; the events are the mode's.
 *
 * Plain data: no allocation, no globals, nothing random. */
#ifndef UG_SYSTEMS_GROWTH_H
#define UG_SYSTEMS_GROWTH_H

#include <stdbool.h>
#include <stdint.h>

typedef enum UgGrowthRounding {
    UG_GROWTH_DOUBLES,  /* ceil((double)v * (tenths / 10.0)), saturated to [0, max] */
    UG_GROWTH_INTEGERS, /* (v * tenths + 9) / 10, at most max */
} UgGrowthRounding;

typedef struct UgGrowthRule {
    int32_t level_cap; /* no level is gained from this level on (a guard) */
    int hp_tenths, atk_tenths, def_tenths, exp_tenths; /* rates, e.g. 12 for x1.2 */
    UgGrowthRounding rounding;
    bool heals;           /* the maximum HP gained is added to HP too */
    int64_t exp_next_max; /* the threshold saturates here (the width of the mode's field) */
} UgGrowthRule;

/* The numbers growth reads and changes. */
typedef struct UgGrowth {
    int32_t level, max_hp, hp, atk, def;
    int64_t exp, exp_next;
} UgGrowth;

/* Gains every level the experience pays for; returns how many (the new levels are
 * g->level - gained + 1 .. g->level, in that order). */
int ug_growth_level_up(const UgGrowthRule *rule, UgGrowth *g);

/* v times tenths / 10, rounded up as `rounding` says, saturated at `max` (>= 0). */
int64_t ug_growth_scale(int64_t v, int tenths, UgGrowthRounding rounding, int64_t max);

#endif /* UG_SYSTEMS_GROWTH_H */
