/* What a mode is, read from the core instead of guessed from its name: UgGameInfo, the UG_SYS_*
 * systems (part of undergrid/game.h). */
#ifndef UG_INFO_H
#define UG_INFO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/action.h"
#include "undergrid/entity.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --- Capabilities: what a mode is, read from the core instead of guessed from its name ------ */

/* How a mode decides what the player sees. */
typedef enum UgSight {
    UG_SIGHT_DISC = 0,  /* every tile within the radius, walls ignored (classic) */
    UG_SIGHT_ROOM,      /* the room you stand in and its walls, else the 3x3 around you (simple) */
    UG_SIGHT_SYMMETRIC, /* symmetric shadowcasting within the radius (adventure) */
    UG_SIGHT_PRECISE,   /* rot.js precise shadowcasting, a square radius (cursed) */
    UG_SIGHT_COUNT
} UgSight;

/* The systems a mode runs; the front end shows a panel or offers a key only for these. */
enum {
    UG_SYS_INVENTORY = 1u << 0,      /* carried items, UG_ACT_USE (ug_game_inventory_*) */
    UG_SYS_HUNGER = 1u << 1,         /* UG_STAT_HUNGER */
    UG_SYS_GROWTH = 1u << 2,         /* levels and experience: UG_STAT_LEVEL, _EXP, _ATK, _DEF */
    UG_SYS_WEIGHT = 1u << 3,         /* a carry limit: UG_STAT_WEIGHT */
    UG_SYS_ORBS = 1u << 4,           /* an orb stack aimed at tiles (UG_ACT_USE_AT) */
    UG_SYS_CURSES = 1u << 5,         /* UG_STAT_CURSES */
    UG_SYS_KEPT_FLOORS = 1u << 6,    /* floors are kept when left (ug_game_floor_*) */
    UG_SYS_SCHEDULER = 1u << 7,      /* creatures act at their own speeds */
    UG_SYS_BOSSES = 1u << 8,         /* UG_STAT_BOSS_HP while a boss lives */
    UG_SYS_MONSTER_LEVELS = 1u << 9, /* monsters have levels worth showing */
    /* The orb stack is the player's health (cursed): orbs taken are hit points, a hit takes the
     * top one. Without it (adventure) orbs are only something to aim. */
    UG_SYS_ORB_HEALTH = 1u << 10,
};

/* What a seed of the mode is. */
typedef enum UgSeedKind {
    UG_SEED_NUMBER = 0, /* a whole number 0..4294967295 (classic) */
    UG_SEED_TEXT,       /* any text of 0..127 bytes without line breaks (simple) */
    UG_SEED_TEN_DIGITS, /* 1000000000..9999999999, also written 12345-67890 (cursed) */
    UG_SEED_KIND_COUNT
} UgSeedKind;

typedef struct UgGameInfo {
    UgMode mode;
    UgSeedKind seed_kind;
    int max_width, max_height; /* the largest floor the mode builds */
    int first_floor;           /* the floor a new game starts on (classic 1, simple 0) */
    int topology;              /* 4 (orthogonal) or 8 (with diagonals) directions of movement */
    UgSight sight;
    int sight_radius;       /* classic 6; simple 1 (corridor sight; a room is seen whole) */
    uint32_t actions;       /* bit (1u << kind) for each UgActionKind the mode carries out */
    uint32_t systems;       /* UG_SYS_* */
    bool stairs_on_step;    /* walking onto the stairs takes them (classic); else an action does */
    bool blocked_move_says; /* walking into a wall logs UG_MSG_WALL_BLOCKS */
    /* The mode ports an original that reads keys (cursed), and the front end has that original's
     * key table: `undergrid play --keys` plays it, and the state line is the original's
     * (tests/fixtures/cursed/README.md). Elsewhere keys are the front end's own bindings. */
    bool key_table;
    /* The revision of the mode's rules (snapshot.h): bumped by the mode whenever a change would
     * make a recorded game play differently. Records and saves name it. */
    int rules_revision;
} UgGameInfo;

/* What a mode is, without a game (for menus); NULL for a mode the core cannot play yet. */
const UgGameInfo *ug_mode_info(UgMode mode);
/* The same, for the game's mode. Never NULL. */
const UgGameInfo *ug_game_info(const UgGame *game);
/* Does the game's mode carry out actions of `kind`? */
static inline bool ug_info_accepts(const UgGameInfo *info, UgActionKind kind) {
    return (unsigned)kind < 32 && (info->actions >> (unsigned)kind & 1u);
}
/* Sight radius and topology of the game's mode (the same as ug_game_info's). */
int ug_game_sight_radius(const UgGame *game);
int ug_game_topology(const UgGame *game);

#ifdef __cplusplus
}
#endif

#endif /* UG_INFO_H */
