/* The core's private definitions: the UgGame value and the ruleset table each mode fills in.
 * Only src/core/ includes this file. */
#ifndef UG_CORE_INTERNAL_H
#define UG_CORE_INTERNAL_H

#include "undergrid/game.h"

#include "kaplay_rng.h"
#include "rng.h"

/* A monster type: the numbers of a mode's monster table. */
typedef struct UgMonsterType {
    UgMonsterKind kind;
    int hp;
    int damage_min, damage_max; /* inclusive */
} UgMonsterType;

/* A mode: its board and its rules, as data plus the few hooks where its code really differs.
 * Every hook receives the whole game; none may do I/O or keep state of its own. */
typedef struct UgRuleset {
    UgMode mode;
    int width, height; /* floor size in tiles */
    int sight_radius;  /* Euclidean radius of sight, in tiles */
    int topology;      /* 4 or 8 directions of movement */
    int player_hp;     /* starting and maximum health */
    int player_damage_min, player_damage_max;
    int potion_heal; /* health a potion restores */
    const UgMonsterType *monsters;
    int monster_count;
    /* Checks and stores the seed text in the game (and seeds its generators). */
    UgError (*init_seed)(UgGame *game, const char *seed);
    /* Builds floor `game->floor`: map, monsters, items, player position, sight. */
    void (*new_floor)(UgGame *game, UgEvents *events);
    /* Plays one action; returns whether a turn passed. */
    bool (*act)(UgGame *game, UgAction action, UgEvents *events);
} UgRuleset;

struct UgGame {
    const UgRuleset *rules;
    char seed[UG_SEED_MAX_LEN + 1];
    UgKaplayRng kaplay; /* classic: the one stream of the original */
    UgRng play;         /* our own gameplay stream, for modes that do not reproduce one */
    int floor;
    UgStatus status;
    UgPlayer player;
    int width, height;
    uint8_t tiles[UG_MAP_MAX_H][UG_MAP_MAX_W]; /* UgTile */
    uint8_t seen[UG_MAP_MAX_H][UG_MAP_MAX_W];
    uint8_t visible[UG_MAP_MAX_H][UG_MAP_MAX_W];
    int monster_count;
    UgMonster monsters[UG_MAX_MONSTERS];
    int item_count;
    UgItem items[UG_MAX_ITEMS];
};

/* Helpers shared by the modes (game.c). */
void ug_events_push(UgEvents *events, UgEventKind kind, UgMsg msg, int32_t a, int32_t b);
static inline void ug_events_msg(UgEvents *events, UgMsg msg, int32_t a, int32_t b) {
    ug_events_push(events, UG_EV_MESSAGE, msg, a, b);
}
bool ug_in_bounds(const UgGame *game, int x, int y);
void ug_remove_monster(UgGame *game, int index);

/* classic (classic.c): a room of a floor, as the generator placed it. */
enum { UG_CLASSIC_MAX_ROOMS = 7 };
typedef struct UgClassicRoom {
    int x, y, w, h;
    int cx, cy; /* centre: (x + w/2, y + h/2) rounded down */
} UgClassicRoom;
/* Builds classic floor `game->floor` from `game->kaplay`, exactly as the stairs do (map, stairs,
 * monsters, potions, player position, sight), and reports its rooms in order when `rooms` (room
 * for UG_CLASSIC_MAX_ROOMS) and `room_count` are not NULL. For tests and tools: the game itself
 * uses it through its ruleset. */
void ug_classic_build_floor(UgGame *game, UgClassicRoom *rooms, int *room_count);

/* The ruleset tables, one per mode (NULL where a mode is not written yet). */
extern const UgRuleset ug_ruleset_classic;

#endif /* UG_CORE_INTERNAL_H */
