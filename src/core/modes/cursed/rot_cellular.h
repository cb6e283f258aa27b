/* ROT.Map.Cellular of rot.js 0.6.5, 8-neighbour topology, reproduced draw for draw: randomize,
 * the birth/survival step (create) and the whole `connect` procedure that joins every floor
 * region into one 4-connected region with L-shaped tunnels. Cursed Souls builds every level
 * from it (52 x 16, randomize(0.5), create() five times, connect with floor value 0).
 *
 * Cells hold 1 ("alive", the game's wall) or 0 (the game's floor). Everything lives in the
 * struct (no allocation); a UgRotCellular is about 50 KB, so keep one per generator rather than
 * one per call. Random numbers come from the caller's UgRotRng, in rot.js's order. */
#ifndef UG_ROT_CELLULAR_H
#define UG_ROT_CELLULAR_H

#include <stdint.h>

#include "rng/rot_rng.h"

#define UG_ROT_CELLULAR_MAX_CELLS 2048 /* width * height may not exceed this */
/* connect works on the map with a ring of walls around it: (width + 2) * (height + 2) cells,
 * at most 3 * UG_ROT_CELLULAR_MAX_CELLS + 6 (a 2048 x 1 map). */
#define UG_ROT_CELLULAR_MAX_PADDED (3 * UG_ROT_CELLULAR_MAX_CELLS + 6)

typedef struct UgRotCellular {
    int width, height;
    unsigned born;    /* bit n set: a dead cell with n alive neighbours comes alive */
    unsigned survive; /* bit n set: an alive cell with n alive neighbours stays alive */
    uint8_t cells[UG_ROT_CELLULAR_MAX_CELLS]; /* [y * width + x]: 1 alive (wall), 0 dead */
    /* Scratch for create and connect; meaningless between calls. connect indexes cells as
     * (y + 1) * (width + 2) + x + 1 (the walled map), keeps a flag byte per cell (free, in N,
     * in C) and stamps the cells of each flood with a generation number instead of clearing. */
    uint8_t next[UG_ROT_CELLULAR_MAX_CELLS];
    uint8_t flags[UG_ROT_CELLULAR_MAX_PADDED];
    uint8_t r_mark[UG_ROT_CELLULAR_MAX_PADDED];
    int16_t n_order[UG_ROT_CELLULAR_MAX_CELLS], c_order[UG_ROT_CELLULAR_MAX_CELLS];
    int16_t r_order[UG_ROT_CELLULAR_MAX_CELLS];
    int16_t n_x[UG_ROT_CELLULAR_MAX_CELLS], n_y[UG_ROT_CELLULAR_MAX_CELLS];
    int16_t c_x[UG_ROT_CELLULAR_MAX_CELLS], c_y[UG_ROT_CELLULAR_MAX_CELLS];
} UgRotCellular;

/* new ROT.Map.Cellular(width, height) with the default options (born {5,6,7,8}, survive
 * {4,5,6,7,8}) and every cell 0. Returns 0, or -1 (nothing set up) when width or height is
 * below 1 or width * height exceeds UG_ROT_CELLULAR_MAX_CELLS. */
int ug_rot_cellular_init(UgRotCellular *c, int width, int height);

/* randomize(probability): columns x = 0.. outer, rows y = 0.. inner, each cell becomes 1 when
 * a draw is below `probability`, else 0 (width * height draws). */
void ug_rot_cellular_randomize(UgRotCellular *c, UgRotRng *rng, double probability);

/* create(): one birth/survival step over the whole map, counting the in-bounds alive cells
 * among the 8 neighbours (cells outside the map count as dead). No draws. */
void ug_rot_cellular_create(UgRotCellular *c);

/* create() `steps` times (nothing when steps < 1). Maps up to 64 wide and 128 high are stepped
 * a row at a time on 64-bit masks (bit x = column x) with bit-sliced neighbour counts; others
 * cell by cell. Both give exactly create()'s result. */
void ug_rot_cellular_create_steps(UgRotCellular *c, int steps);

/* The cell-by-cell step, whatever the size: the reference the mask step is tested against. */
void ug_rot_cellular_create_plain(UgRotCellular *c);

/* connect(callback, 0): joins every region of 0-cells into one (4-neighbour) region, drawing
 * from `rng` exactly as rot.js 0.6.5 does (its free cells listed rows outer, columns inner; 0.6.4
 * listed them columns outer and builds other maps). The callback rot.js would call afterwards
 * reports the final cells, which are simply `cells`. A map with no 0-cell is left as it is and
 * draws nothing (rot.js would throw there). */
void ug_rot_cellular_connect(UgRotCellular *c, UgRotRng *rng);

/* The cell at (x, y), which must be on the map. */
static inline int ug_rot_cellular_get(const UgRotCellular *c, int x, int y) {
    return c->cells[y * c->width + x];
}

#endif
