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

/* Every processed cell changes the shadow list's length by at most +2 (+4 for the arc through
 * 0). */
#define UG_ROT_FOV_MAX_SHADOWS                                                                     \
    (2 * 4 * UG_ROT_FOV_MAX_RADIUS * (UG_ROT_FOV_MAX_RADIUS + 1) + 4 * UG_ROT_FOV_MAX_RADIUS + 8)

typedef struct UgRotFovShadows {
    int len;
    int32_t b[UG_ROT_FOV_MAX_SHADOWS]; /* boundaries in 1 / (16 lcm(1..16)) turns, increasing */
} UgRotFovShadows;

/* A computation that can be taken further ring by ring (see ug_rot_fov_begin). */
typedef struct UgRotFov {
    int cx, cy;
    int rings;   /* the rings walked so far */
    int stopped; /* the origin blocks, or the whole turn is in shadow: nothing more to report */
    UgRotFovShadows shadows;
} UgRotFov;

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

/* compute in steps: begin reports the origin; each extend reports the rings after those walked
 * so far up to `radius` (nothing when radius is not larger). begin then extend(R) reports what
 * compute(R) reports, in the same order, and extend(R1) then extend(R2) what extend(R2) alone
 * would: rot.js walks the rings in order, and a larger radius only adds rings after them. The
 * grid must not change in between. extend returns 0, or -1 (nothing reported) when radius < 0
 * or radius exceeds UG_ROT_FOV_MAX_RADIUS. */
void ug_rot_fov_begin(UgRotFov *f, const UgRotFovGrid *grid, int cx, int cy, UgRotFovVisit visit,
                      void *ctx);
int ug_rot_fov_extend(UgRotFov *f, const UgRotFovGrid *grid, int radius, UgRotFovVisit visit,
                      void *ctx);

/* Whether at least `enough` of the cells compute(cx, cy, radius) would report pass light (the
 * origin included): 1 or 0, or -1 as compute. Stops as soon as the answer is known (the count
 * reached, or too few passing cells left in the square to reach it) and computes no
 * visibility values. */
int ug_rot_fov_sees_at_least(const UgRotFovGrid *grid, int cx, int cy, int radius, int enough);

/* The same cells as an ordered list: writes up to `cap` of them to xs/ys and returns how many
 * cells compute reports (which may exceed cap; (2 * radius + 1)^2 always suffices), or -1 as
 * compute does. */
int ug_rot_fov_list(const UgRotFovGrid *grid, int cx, int cy, int radius, int *xs, int *ys,
                    int cap);

#endif
