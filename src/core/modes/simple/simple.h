/* The simple mode's private interface: its state, and what its white-box tests may reach beyond
 * the public API. Only src/core/modes/simple/ and the core's tests include it. */
#ifndef UG_SIMPLE_H
#define UG_SIMPLE_H

#include "engine/engine.h"
#include "engine/floor.h"
#include "modes/simple/simple_gen.h"

enum { UG_SIMPLE_INVENTORY_MAX = 128 };

/* A floor the player left: the engine's part (map, seen, creatures, items) and simple's own
 * rooms and stairs. */
typedef struct UgSimpleKept {
    UgFloor map;
    int stairs_x, stairs_y;
    int room_count;
    UgSimpleRoom rooms[UG_SIMPLE_MAX_ROOMS];
} UgSimpleKept;

/* The simple mode's own state (RULES.md §2). The current floor lives in UgGame's tiles, seen,
 * monsters and items like every mode's; the floors above it are kept in `kept`. Private to
 * src/core/modes/simple/ (and the core's white-box tests). */
typedef struct UgSimpleState {
    /* The player's growth, hunger and weight (the HUD reads them through ug_game_stats). */
    int32_t level;
    int32_t atk, def;
    int64_t exp, exp_next; /* experience, and what the next level needs */
    int32_t hunger, hunger_max;
    /* Carried weight in tenths, as the original shows it (Math.round(weight * 10)); the limit
     * is weight_max_tenths (100, i.e. 10.0). */
    int32_t weight_tenths, weight_max_tenths;
    double hp_fraction;  /* the original's hp_fraction: partial HP of regeneration or starvation */
    double weight;       /* carried weight, summed in doubles as the original does */
    int32_t energy_turn; /* turns since hunger last dropped (it drops every 10) */
    int room;            /* index in rooms[] of the room the player stands in, or -1 */
    int stairs_x, stairs_y;
    int room_count;
    UgSimpleRoom rooms[UG_SIMPLE_MAX_ROOMS];
    int inventory_count;
    UgItem inventory[UG_SIMPLE_INVENTORY_MAX];
    /* kept[d]: floor d as the player left it, or NULL (never built, or it is the current floor).
     * Owned by the game: ug_game_clone deep-copies it, ug_game_free frees it. */
    UgSimpleKept **kept;
    int kept_capacity; /* entries in kept[] */
    int deepest;       /* the deepest floor built so far */
} UgSimpleState;

/* The game's simple state (the game must be a simple game). */
static inline UgSimpleState *ug_simple_state(const UgGame *game) {
    return (UgSimpleState *)ug_mode_state(game);
}

/* simple's damage formula: ceil((atk * 1.1 - def * 0.4) * r), at least 1, in IEEE doubles as the
 * original computes it; r in [0, 1) (the original's Math.random(), ours from game->play). */
int32_t ug_simple_damage(int32_t atk, int32_t def, double r);

#endif /* UG_SIMPLE_H */
