/* Caves over plain data: a cellular automaton and a routine that joins its regions (adventure's
 * Warrens and Deep Grid patches; any mode may use them).
 *
 * A cave is a byte grid cells[y * stride + x], 1 for wall and 0 for floor, inside a rectangle
 * (x0, y0, w, h) of it. Everything is integer and deterministic: the only randomness is the
 * caller's PCG stream, drawn in row order. Nothing allocates but ug_cave_connect's scratch, which
 * lives on the stack (grids up to UG_CAVE_MAX_TILES tiles). */
#ifndef UG_SYSTEMS_CAVE_H
#define UG_SYSTEMS_CAVE_H

#include <stdint.h>

#include "rng/pcg.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_CAVE_MAX_TILES = 64 * 64 };

typedef struct UgCaveRules {
    int wall_percent; /* chance of a wall in the first fill, 0..100 */
    int birth;        /* a floor tile with at least this many wall neighbours (of 8) becomes wall */
    int survive;      /* a wall with at least this many wall neighbours stays wall */
    int passes;
} UgCaveRules;

/* Fills the rectangle at random (one ug_rng_below(100) per tile, rows top first) and runs the
 * automaton `passes` times. Neighbours outside the rectangle count as walls, so the rectangle's
 * edge tends to close; the rectangle's own border row and column are set to wall at the end. */
void ug_cave_automaton(uint8_t *cells, int stride, int x0, int y0, int w, int h,
                       const UgCaveRules *rules, UgRng *rng);

/* Joins the floor regions of the rectangle (4-connected, since diagonal steps without corner
 * cutting join nothing that orthogonal ones do not) into one: the largest region (the first in
 * row order among equals) grows by a breadth-first search through walls that stops at the nearest
 * other region, and the tunnel it found is carved, until one region is left. The rectangle's
 * border is never carved. Returns the number of tunnels carved; -1 if the rectangle is larger than
 * UG_CAVE_MAX_TILES. */
int ug_cave_connect(uint8_t *cells, int stride, int x0, int y0, int w, int h);

/* Floor tiles in the rectangle. */
int ug_cave_floor_count(const uint8_t *cells, int stride, int x0, int y0, int w, int h);

#ifdef __cplusplus
}
#endif

#endif /* UG_SYSTEMS_CAVE_H */
