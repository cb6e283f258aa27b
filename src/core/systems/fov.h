/* Field of view over plain data: which tiles an observer at (ox, oy) sees.
 *
 * Three kinds of sight, one per mode:
 *   UG_FOV_SYMMETRIC  Albert Ford's symmetric shadowcasting (adventure): floor tiles are points,
 *                     walls are diamonds; a floor tile is visible exactly when an unobstructed
 *                     line joins the two centres, so A sees B if and only if B sees A (for floor
 *                     tiles A and B). A wall is visible when any part of its diamond is lit, so
 *                     the walls bounding visible floor show. Slopes are exact integer fractions.
 *   UG_FOV_DISC       every tile in the radius, walls ignored (classic: Math.hypot <= 6).
 *   ug_fov_rect       a caller-given rectangle (simple: the room with its walls, or the 3x3).
 *
 * The radius rule, for every kind: a tile at (x, y) is in the radius r when
 * (x - ox)^2 + (y - oy)^2 <= r^2; r <= 0 means unlimited. Shadowcasting applies the radius
 * while it scans (rows beyond r are never read), so a small radius costs little on a big map.
 *
 * All functions are pure: no globals, no clock, no floats, no allocation for maps up to
 * UG_FOV_MAX_SIDE_ON_STACK tiles a side (bigger maps allocate a scratch buffer per call). They
 * write `visible` in the same layout as the input (row y starts at visible + y * stride): first
 * every in-map byte is cleared to 0, then each visible tile is set to 1. Bytes past `width` in a
 * row (the stride's padding) are never touched. */
#ifndef UG_SYSTEMS_FOV_H
#define UG_SYSTEMS_FOV_H

#include <stdint.h>

#include "undergrid/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The largest map side (keeps the exact slopes in 16 bits), and the largest for which no scratch
 * memory is allocated. */
enum { UG_FOV_MAX_SIDE = 16383, UG_FOV_MAX_SIDE_ON_STACK = 512 };

typedef enum UgFovAlgo {
    UG_FOV_SYMMETRIC = 0, /* symmetric shadowcasting; needs map->transparent */
    UG_FOV_DISC = 1,      /* the disc of the radius, walls ignored; map->transparent may be NULL */
} UgFovAlgo;

/* A map as the FOV sees it. transparent[y * stride + x] != 0: light passes through (x, y).
 * Tiles outside 0 <= x < width, 0 <= y < height are opaque. stride >= width. */
typedef struct UgFovMap {
    int width, height;
    const uint8_t *transparent;
    int stride;
} UgFovMap;

/* Computes what an observer at (ox, oy) sees and writes it to `visible` (stride map->stride,
 * cleared then set, see above). The origin is always visible, even when it is opaque: the
 * observer's own tile never blocks its sight (Ford's convention; symmetry is only promised
 * between transparent tiles).
 * Returns UG_OK, or UG_ERR_ARGUMENT (NULL map or visible, a size < 1 or > UG_FOV_MAX_SIDE, stride <
 * width, origin outside the map, unknown algo, NULL transparent for UG_FOV_SYMMETRIC; `visible` is
 * then left untouched), or UG_ERR_NO_MEMORY (a map bigger than UG_FOV_MAX_SIDE_ON_STACK whose
 * scratch allocation failed; `visible` is then cleared). */
UgError ug_fov_compute(const UgFovMap *map, int ox, int oy, int radius, UgFovAlgo algo,
                       uint8_t *visible);

/* The rectangle x1..x2, y1..y2 (inclusive) is visible, clipped to the width x height map;
 * everything else in the map is not (cleared then set, like ug_fov_compute). An empty or
 * wholly outside rectangle leaves everything cleared. Returns UG_OK, or UG_ERR_ARGUMENT
 * (NULL visible, a size < 1, stride < width; nothing written). */
UgError ug_fov_rect(int width, int height, int stride, int x1, int y1, int x2, int y2,
                    uint8_t *visible);

#ifdef __cplusplus
}
#endif

#endif /* UG_SYSTEMS_FOV_H */
