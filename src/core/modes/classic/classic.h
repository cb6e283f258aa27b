/* The classic mode's private interface: what its white-box tests and tools may reach beyond the
 * public API. Only src/core/modes/classic/ and the core's tests include it. */
#ifndef UG_CLASSIC_H
#define UG_CLASSIC_H

#include "engine/engine.h"
#include "rng/kaplay_rng.h"

/* A room of a floor, as the generator placed it. */
enum { UG_CLASSIC_MAX_ROOMS = 7 };
typedef struct UgClassicRoom {
    int x, y, w, h;
    int cx, cy; /* centre: (x + w/2, y + h/2) rounded down */
} UgClassicRoom;

/* A monster type: the numbers of the original's monster table; and the player's. */
typedef struct UgClassicMonsterType {
    UgMonsterKind kind;
    int hp;
    int damage_min, damage_max; /* inclusive */
} UgClassicMonsterType;
enum { UG_CLASSIC_PLAYER_DAMAGE_MIN = 2, UG_CLASSIC_PLAYER_DAMAGE_MAX = 4 };
/* The table entry of a kind (rat, goblin, ogre), or NULL. */
const UgClassicMonsterType *ug_classic_monster_type(UgMonsterKind kind);

/* The one Kaplay stream of a classic game (the original has one for everything). */
UgKaplayRng *ug_classic_rng(const UgGame *game);

/* Builds classic floor `game->floor` from the game's Kaplay stream, exactly as the stairs do
 * (map, stairs, monsters, potions, player position, sight), and reports its rooms in order when
 * `rooms` (room for UG_CLASSIC_MAX_ROOMS) and `room_count` are not NULL. For tests and tools: the
 * game itself uses it through its ruleset. */
void ug_classic_build_floor(UgGame *game, UgClassicRoom *rooms, int *room_count);

#endif /* UG_CLASSIC_H */
