/* The cursed mode's level generator: Cursed Souls' level start (original screenInGame.js,
 * Main.screens.main.initialize; CURSED.md §1.3-1.4, §4.2, §9) reproduced draw for draw, so that
 * a seed and a level give the original's map, PC, enemies, stairs and orbs byte for byte.
 *
 * Order of the random draws (it is the contract): the map attempts (cellular 52 x 16,
 * randomize(0.5), create() x 5, connect; kept when 458..549 cells are floor), the PC's cell,
 * the roster (total, Fire share, one pick per enemy of a class with several species), the elites
 * then the grunts placed, the Butcher (level 2), the downstairs, then the orbs in creation order.
 * Every placement draws x = floor(52 U) then y = floor(16 U) per attempt, at most 999 attempts.
 *
 * A pure function over plain values: no allocation, no globals. */
#ifndef UG_CURSED_LEVEL_H
#define UG_CURSED_LEVEL_H

#include <stddef.h>
#include <stdint.h>

#include "rng/rot_rng.h"

#define UG_CURSED_WIDTH       52
#define UG_CURSED_HEIGHT      16
#define UG_CURSED_MAX_ENEMIES 31 /* 30 grunts and elites, and the Butcher */
#define UG_CURSED_MAX_CARRIED 4  /* ground orbs carried over to the next level */
#define UG_CURSED_MAX_ORBS    (12 + UG_CURSED_MAX_CARRIED)

enum { UG_CURSED_FLOOR = 0, UG_CURSED_WALL = 1 }; /* grid values, as the original stores them */

typedef enum UgCursedKind {
    UG_CURSED_ARCHER,
    UG_CURSED_ZOMBIE,
    UG_CURSED_DOG,
    UG_CURSED_RAVEN,
    UG_CURSED_RAT,
    UG_CURSED_CULTIST,
    UG_CURSED_RATMAN,
    UG_CURSED_WISP,
    UG_CURSED_CURSEDRAT,
    UG_CURSED_TWINWISP,
    UG_CURSED_BUTCHER,
    UG_CURSED_KIND_COUNT
} UgCursedKind;

typedef enum UgCursedOrbKind {
    UG_CURSED_ORB_FIRE,
    UG_CURSED_ORB_ICE,
    UG_CURSED_ORB_SLIME,
    UG_CURSED_ORB_LUMP,
    UG_CURSED_ORB_KIND_COUNT
} UgCursedOrbKind;

typedef struct UgCursedEnemy {
    UgCursedKind kind;
    int x, y, hp;
} UgCursedEnemy;

typedef struct UgCursedOrb {
    UgCursedOrbKind kind;
    int x, y;
} UgCursedOrb;

typedef struct UgCursedLevel {
    int level;                                       /* 1..3 */
    uint8_t grid[UG_CURSED_HEIGHT][UG_CURSED_WIDTH]; /* [y][x]: UG_CURSED_FLOOR or _WALL */
    int pc_x, pc_y;
    int stairs_x, stairs_y; /* a floor cell; the grid keeps UG_CURSED_FLOOR there */
    /* In placement order: elites, grunts, then the Butcher on level 2. An enemy that found no
     * cell in 999 attempts is left out (the original keeps it unplaced, which never matters). */
    int enemy_count;
    UgCursedEnemy enemies[UG_CURSED_MAX_ENEMIES];
    /* In creation order: 3 (level 1) or 2 rounds of fire, ice, slime, lump, then the carried
     * orbs. An orb that found no cell is left out. */
    int orb_count;
    UgCursedOrb orbs[UG_CURSED_MAX_ORBS];
    int map_attempts; /* cellular maps built, the kept one included */
    int roster_total; /* enemies in the roster (25..30), the Butcher not counted */
    UgRotRng rng;     /* the stream after generation: play draws from here on */
} UgCursedLevel;

typedef enum UgCursedGenResult {
    UG_CURSED_GEN_OK = 0,
    UG_CURSED_GEN_BAD_ARGS = -1, /* level outside 1..3, too many carried orbs, NULL */
    UG_CURSED_GEN_UNPLACED = -2, /* the PC or the stairs found no cell (the original would
                                    break; never seen) */
} UgCursedGenResult;

/* Builds level `level` (1..3) of game seed `seed` (the integer the seed text parses to; the
 * level's stream is derived as in rot_rng.h). `carried` lists the 0..4 ground orbs carried over
 * from the previous level in their saved order (NULL when n_carried is 0); the original carries
 * orbs only into levels 2 and 3 but nothing here forbids them on level 1. Fills *out and returns
 * UG_CURSED_GEN_OK, or a negative UgCursedGenResult (then *out is unspecified). */
int ug_cursed_level_generate(UgCursedLevel *out, uint64_t seed, int level,
                             const UgCursedOrbKind *carried, int n_carried);

/* The same from a stream the caller has already seeded (and which it may have drawn from). */
int ug_cursed_level_build(UgCursedLevel *out, const UgRotRng *rng, int level,
                          const UgCursedOrbKind *carried, int n_carried);

/* The kind's lower-case name as the dumps write it ("archer" .. "butcher"), its starting HP
 * (CURSED.md §4.1) and whether it is an elite (Lump class: archer, zombie, cultist). */
const char *ug_cursed_kind_name(UgCursedKind kind);
int ug_cursed_kind_hp(UgCursedKind kind);
const char *ug_cursed_orb_name(UgCursedOrbKind kind);

/* The level as one JSON line in the fixture / `undergrid dump --mode cursed` format:
 * {"mode":"cursed","seed":"<seed>","level":L,"width":52,"height":16,"grid":[16 rows of '#',
 * '.' and '>' for the stairs],"player":{..},"enemies":[..],"orbs":[..],"stairs":{..}}
 * followed by '\n'. `seed` is written as given (no escaping: pass digits). Writes at most n bytes
 * (NUL included) like snprintf and returns the length the whole line needs, or -1 on a NULL
 * argument. 4096 bytes always suffice. */
int ug_cursed_level_json(const UgCursedLevel *lv, const char *seed, char *out, size_t n);

#endif
