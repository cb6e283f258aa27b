/* The simple mode's floors (RULES.md §2, seeds/003): the article's SHA-256-based `Random` and its
 * floor builder (`create_field` with `split_room`), reproduced draw for draw, so that a seed text
 * gives the floors the original game gives.
 *
 * Pure functions over caller-owned values: no allocation, no globals. The game (simple.c) calls
 * ug_simple_generate when the player first reaches a floor; `undergrid dump` and the benchmark call
 * it through ug_game_new (UgGameParams.floor). */
#ifndef UG_SIMPLE_GEN_H
#define UG_SIMPLE_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/game.h"

#include "rng/sha_random.h"

/* Floors 0..256 exist: the article's Random.num throws for a bound above 256, and floor d draws
 * num(d) for every rat, so floor 257 cannot be built (the original breaks there). */
enum {
    UG_SIMPLE_MAX_DEPTH = 256,
    UG_SIMPLE_SIZE = 50,      /* floors >= 1 are 50x50 */
    UG_SIMPLE_YARD_SIZE = 25, /* floor 0 is 25x25 */
    UG_SIMPLE_MAX_ROOMS = 16, /* ten split attempts make at most eleven rooms */
    UG_SIMPLE_MAX_RATS = 2 * UG_SIMPLE_MAX_ROOMS,
    UG_SIMPLE_YARD_STAIRS_X = 12,
    UG_SIMPLE_YARD_STAIRS_Y = 5,
    UG_SIMPLE_START_X = 12, /* where a new game starts, on floor 0 */
    UG_SIMPLE_START_Y = 17,
};

/* A room as the article keeps it: the inclusive interior x1..x2, y1..y2 (its walls around it). */
typedef struct UgSimpleRoom {
    int16_t x1, x2, y1, y2;
} UgSimpleRoom;

/* One floor: what create_field returns, plus what the player has seen of it. */
typedef struct UgSimpleFloor {
    int width, height;
    int stairs_x, stairs_y;
    int room_count;
    UgSimpleRoom rooms[UG_SIMPLE_MAX_ROOMS]; /* in the article's order (its `ers`) */
    int monster_count;
    UgMonster monsters[UG_MAX_MONSTERS]; /* generation order; two rats may share a tile */
    int item_count;
    UgItem items[UG_MAX_ITEMS]; /* list order is the order on each tile: first is picked up first */
    uint8_t tiles[UG_MAP_MAX_H][UG_MAP_MAX_W]; /* UgTile: rock (wall), floor, stairs */
    uint8_t seen[UG_MAP_MAX_H][UG_MAP_MAX_W];
} UgSimpleFloor;

/* Builds floor `depth` (0..UG_SIMPLE_MAX_DEPTH) of seed text `seed` into *out (seen is cleared).
 * `arrive` (may be NULL: no arrival tile, which the original never does below floor 0) is the
 * tile the player comes down to: the article's `upstairs`. Floor 0 ignores it. */
void ug_simple_generate(UgSimpleFloor *out, const char *seed, int depth, const int arrive[2]);

/* A rat of `level` (>= 1): the article's Enemy constructor, computed in doubles exactly as the
 * original does (3 * 1.1 is 3.3000000000000003, so ceil gives 4), saturated to int32. */
void ug_simple_rat(UgMonster *out, int x, int y, int level);

/* ceil(v * factor) in IEEE doubles, saturated to [0, INT32_MAX] (INT64_MAX for the 64-bit one):
 * the original's Math.ceil(v * 1.2) and friends. */
int32_t ug_simple_ceil_times(int32_t v, double factor);
int64_t ug_simple_ceil_times64(int64_t v, double factor);

#endif /* UG_SIMPLE_GEN_H */
