/* Hunger's clock and eating (hunger.h). */
#include "systems/hunger.h"

UgMsg ug_hunger_tick(int32_t *hunger, int32_t *clock, int period) {
    if (++*clock < period) return UG_MSG_NONE;
    *clock = 0;
    --*hunger;
    return *hunger == 20   ? UG_MSG_HUNGRY
           : *hunger == 10 ? UG_MSG_STARVING
           : *hunger == 0  ? UG_MSG_STARVING_TO_DEATH
                           : UG_MSG_NONE;
}

int32_t ug_hunger_eat(int32_t *hunger, int32_t *clock, int32_t hunger_max, int32_t food) {
    int32_t old = *hunger;
    *hunger += food;
    if (*hunger >= hunger_max) {
        *hunger = hunger_max;
        *clock = 0;
    }
    return *hunger - old;
}
