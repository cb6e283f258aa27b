/* Hunger's clock and eating, the part simple and adventure share (RULES.md §2, §4).
 *
 * A fed player's hunger drops by one every `period` turns; crossing 20, 10 and 0 is said.
 * Eating adds food up to the maximum, and a full stomach restarts the clock. What hunger does
 * to HP (regeneration while fed, starvation at 0) is each mode's own: simple keeps one signed
 * fraction in doubles and moves at most one HP a turn, adventure keeps two integer thousandths
 * and may move several.
 *
 * Plain data: no allocation, no globals, nothing random. */
#ifndef UG_SYSTEMS_HUNGER_H
#define UG_SYSTEMS_HUNGER_H

#include <stdint.h>

#include "undergrid/event.h"

/* One turn of a fed player (hunger > 0): advances *clock, the turns since hunger last dropped
 * (0..period-1); at `period` it restarts and hunger drops. Returns what to say: UG_MSG_HUNGRY at
 * 20, UG_MSG_STARVING at 10, UG_MSG_STARVING_TO_DEATH at 0, else UG_MSG_NONE. */
UgMsg ug_hunger_tick(int32_t *hunger, int32_t *clock, int period);

/* Eats `food` (>= 0): hunger rises, at most to hunger_max, where the clock restarts. Returns
 * the hunger gained. */
int32_t ug_hunger_eat(int32_t *hunger, int32_t *clock, int32_t hunger_max, int32_t food);

#endif /* UG_SYSTEMS_HUNGER_H */
