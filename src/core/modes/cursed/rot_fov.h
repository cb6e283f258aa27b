/* ROT.FOV.PreciseShadowcasting of rot.js 0.6.5, topology 8, reproduced: the same cells
 * reported in the same order with the same visibility values. Cursed Souls uses it for every
 * sight test, and the order matters where it picks a cell from a visible list.
 *
 * The map is a plain grid of "passes light" flags; cells outside it block light but can still
 * be reported (the original remembers them as walls). No allocation, no globals. */
#ifndef UG_ROT_FOV_H
#define UG_ROT_FOV_H

#include <stdint.h>

#define UG_ROT_FOV_MAX_RADIUS 16 /* larger radii are refused */

typedef struct UgRotFovGrid {
    const uint8_t *passes; /* [y * width + x]: nonzero where light passes */
    int width, height;
} UgRotFovGrid;

/* Called for each reported cell, in rot.js's order: the origin first (r 0, visibility 1), then
 * ring by ring (r = 1..radius), each ring from (cx - r, cy + r) north, east, south and west.
 * `visibility` is the visible share of the cell's arc, in (0, 1]. x and y may lie outside the
 * grid (then they are walls). */
typedef void (*UgRotFovVisit)(void *ctx, int x, int y, int r, double visibility);

/* compute(cx, cy, radius, visit). The origin is always reported; if it does not pass light
 * nothing else is. Returns 0, or -1 (nothing reported) when radius < 0 or radius exceeds
 * UG_ROT_FOV_MAX_RADIUS. */
int ug_rot_fov_compute(const UgRotFovGrid *grid, int cx, int cy, int radius, UgRotFovVisit visit,
                       void *ctx);

/* The same cells as an ordered list: writes up to `cap` of them to xs/ys and returns how many
 * cells compute reports (which may exceed cap; (2 * radius + 1)^2 always suffices), or -1 as
 * compute does. */
int ug_rot_fov_list(const UgRotFovGrid *grid, int cx, int cy, int radius, int *xs, int *ys,
                    int cap);

#endif
