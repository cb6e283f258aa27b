/* The core's private definitions: the UgGame value and the ruleset table each mode fills in.
 * Only src/core/ includes this file. */
#ifndef UG_CORE_INTERNAL_H
#define UG_CORE_INTERNAL_H

#include "undergrid/game.h"

#include "kaplay_rng.h"
#include "rng.h"
#include "simple_gen.h"

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
    /* Optional (NULL: the mode only has its first floor; ug_game_new_on_floor calls it). Moves a
     * new game to `floor`, the player
     * arriving at (arrive_x, arrive_y) or, when both are 0, where the mode would put them.
     * UG_ERR_ARGUMENT for a floor or tile the mode does not have. */
    UgError (*start_at)(UgGame *game, int floor, int arrive_x, int arrive_y);
    /* Optional: the mode's state beyond the common fields. hash_state continues the FNV-1a hash
     * `h` over it; clone_state deep-copies what the mode allocated into `copy` (a byte copy of
     * `game`) and returns false if out of memory (then `copy` owns nothing of it); free_state
     * frees it. */
    uint64_t (*hash_state)(const UgGame *game, uint64_t h);
    bool (*clone_state)(UgGame *copy, const UgGame *game);
    void (*free_state)(UgGame *game);
} UgRuleset;

enum { UG_SIMPLE_INVENTORY_MAX = 128 };

/* The simple mode's own state (RULES.md §2). The current floor lives in UgGame's tiles, seen,
 * monsters and items like every mode's; the floors above it are kept in `kept`. */
typedef struct UgSimpleState {
    double hp_fraction; /* the original's hp_fraction: partial HP of regeneration or starvation */
    double weight;      /* carried weight, summed in doubles as the original does */
    int energy_turn;    /* turns since hunger last dropped (it drops every 10) */
    int room;           /* index in rooms[] of the room the player stands in, or -1 */
    int stairs_x, stairs_y;
    int room_count;
    UgSimpleRoom rooms[UG_SIMPLE_MAX_ROOMS];
    int inventory_count;
    UgItem inventory[UG_SIMPLE_INVENTORY_MAX];
    /* kept[d]: floor d as the player left it, or NULL (never built, or it is the current floor).
     * Owned by the game: ug_game_clone deep-copies it, ug_game_free frees it. */
    UgSimpleFloor **kept;
    int kept_capacity; /* entries in kept[] */
    int deepest;       /* the deepest floor built so far */
} UgSimpleState;

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
    UgSimpleState simple; /* simple's extra state; zero in other modes */
};

/* Helpers shared by the modes (game.c). */
void ug_events_push(UgEvents *events, UgEventKind kind, UgMsg msg, int32_t a, int32_t b);
static inline void ug_events_msg(UgEvents *events, UgMsg msg, int32_t a, int32_t b) {
    ug_events_push(events, UG_EV_MESSAGE, msg, a, b);
}
static inline bool ug_in_bounds(const UgGame *game, int x, int y) {
    return x >= 0 && y >= 0 && x < game->width && y < game->height;
}
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
extern const UgRuleset ug_ruleset_simple;

/* simple's damage formula: ceil((atk * 1.1 - def * 0.4) * r), at least 1, in IEEE doubles as the
 * original computes it; r in [0, 1) (the original's Math.random(), ours from game->play). */
int32_t ug_simple_damage(int32_t atk, int32_t def, double r);
/* A double in [0, 1) with 53 random bits from our gameplay stream. */
double ug_rng_unit(UgRng *rng);

#endif /* UG_CORE_INTERNAL_H */
