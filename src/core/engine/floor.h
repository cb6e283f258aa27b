/* A floor as the engine holds it: the part of a floor every mode has (its map, what the player has
 * seen of it, the creatures and items on it), kept while the player is elsewhere and entered
 * again. The game's current floor lives in UgGame itself; a mode that keeps floors (simple) keeps
 * the others as UgFloor values beside its own extras (rooms, stairs), and a mode whose floors are
 * built afresh (adventure, simple's new floors) enters them with ug_floor_enter_new.
 *
 * Sight is not part of a floor: after entering one, the mode recomputes what is visible. */
#ifndef UG_CORE_ENGINE_FLOOR_H
#define UG_CORE_ENGINE_FLOOR_H

#include "engine/engine.h"

typedef struct UgFloor {
    int width, height;
    int monster_count;
    UgMonster monsters[UG_MAX_MONSTERS]; /* in the game's order, ids kept */
    int item_count;
    UgItem items[UG_MAX_ITEMS];
    uint8_t tiles[UG_MAP_MAX_H][UG_MAP_MAX_W]; /* UgTile */
    uint8_t seen[UG_MAP_MAX_H][UG_MAP_MAX_W];
} UgFloor;

/* A floor just built, as a generator hands it over (its arrays are the generator's own). */
typedef struct UgFloorParts {
    int width, height;
    const uint8_t (*tiles)[UG_MAP_MAX_W]; /* UgTile, UG_MAP_MAX_H rows */
    const UgMonster *monsters;
    int monster_count; /* 0..UG_MAX_MONSTERS */
    const UgItem *items;
    int item_count; /* 0..UG_MAX_ITEMS */
} UgFloorParts;

/* Copies the game's current floor (size, tiles, seen, creatures, items) into *out. */
void ug_floor_keep(const UgGame *game, UgFloor *out);

/* Makes *floor the game's current floor again, exactly as it was kept (ids included). The
 * player's position, the floor number and sight are the caller's. */
void ug_floor_enter(UgGame *game, const UgFloor *floor);

/* Makes a floor just built the current one: its map, nothing seen, its creatures and then its
 * items (in list order) given new ids, so that ids follow generation order. */
void ug_floor_enter_new(UgGame *game, const UgFloorParts *parts);

/* The kept floor's map as the engine reads it (ug_game_floor_tile and friends). */
UgFloorView ug_floor_view(const UgFloor *floor);

#endif /* UG_CORE_ENGINE_FLOOR_H */
