/* Field of view: symmetric shadowcasting, the disc and the rectangle (see fov.h).
 *
 * Shadowcasting follows Albert Ford's description ("Symmetric Shadowcasting"): each of the four
 * quadrants (north, east, south, west of the origin) is scanned row by row, a row being the tiles
 * at one depth (distance along the quadrant's axis) whose column (offset across it) lies between
 * a start and an end slope. Slopes are fractions num/den, kept exact in integers: a slope taken
 * at a tile's edge in row `depth` is (2 * col - 1) / (2 * depth).
 *
 * Ford's recursion is replaced by a breadth-first walk: all the row segments of one depth are
 * processed in turn, each appending the segments of the next depth to a second buffer. Within a
 * quadrant the segments of one depth cover disjoint columns (siblings are separated by at least
 * one wall, whose shadow only widens with depth), and a segment of k columns has at most k floor
 * runs, each giving one child; so depth d + 1 has at most 2 * d + 1 segments and a buffer of
 * 2 * D + 4 entries per depth is enough for depths up to D. */
#include "fov.h"

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* A slope p / q (q > 0, |p| <= q) followed down the rows: at depth d it holds d * p / q as the
 * mixed fraction k + r / q (0 <= r < q). Going one row deeper adds p / q, which moves k by at
 * most one, so no row ever divides (the divisions were most of the scan's time). */
typedef struct Slope {
    int32_t k, r, p, q;
} Slope;

/* A row segment: columns whose slope lies between `start` and `end`, both at the segment's
 * depth. */
typedef struct Segment {
    Slope start, end;
} Segment;

/* The slope one row deeper. */
static inline Slope deeper(Slope s) {
    int r = s.r + s.p, k = s.k;
    if (r >= s.q) {
        r -= s.q;
        k++;
    } else if (r < 0) {
        r += s.q;
        k--;
    }
    return (Slope){k, r, s.p, s.q};
}

/* The slope through the left edge of column c at depth d, (2c - 1) / (2d), at depth d: d times it
 * is c - 1/2. Only made for columns -d < c <= d, so |p| < q. */
static inline Slope edge_slope(int c, int d) {
    return (Slope){c - 1, d, 2 * c - 1, 2 * d};
}

static void clear_visible(int width, int height, int stride, uint8_t *visible) {
    if (stride == width) {
        memset(visible, 0, (size_t)width * (size_t)height);
        return;
    }
    for (int y = 0; y < height; y++) memset(visible + (ptrdiff_t)y * stride, 0, (size_t)width);
}

/* One quadrant. `origin` is the origin's offset in the map; a tile at (depth, col) is at
 * origin + depth * dstep + col * cstep. Columns lo..hi are inside the map (the others are
 * opaque), depths 1..dmax are inside both the map and the radius, and `reach` (NULL: unlimited)
 * gives for each depth d the largest |col| with d * d + col * col <= r * r. `cur` and `next`
 * hold `cap` segments each. Returns false if a buffer would overflow (it cannot, see above). */
static bool scan_quadrant(const uint8_t *transparent, uint8_t *visible, ptrdiff_t origin,
                          ptrdiff_t dstep, ptrdiff_t cstep, int lo, int hi, int dmax,
                          const int *reach, Segment *cur, Segment *next, int cap) {
    int count = 1;
    /* Ford's first row: slopes -1 and 1, at depth 1. */
    cur[0] = (Segment){{-1, 0, -1, 1}, {1, 0, 1, 1}};
    for (int d = 1; d <= dmax && count > 0; d++) {
        const uint8_t *trow = transparent + origin + (ptrdiff_t)d * dstep;
        uint8_t *vrow = visible + origin + (ptrdiff_t)d * dstep;
        int limit = reach ? reach[d] : INT_MAX / 4;
        int made = 0;
        for (int i = 0; i < count; i++) {
            Segment s = cur[i];
            /* Ford's Row.tiles: from round_ties_up(d * start) to round_ties_down(d * end). */
            int a = s.start.k + (2 * s.start.r >= s.start.q);
            int b = s.end.k + (2 * s.end.r > s.end.q);
            /* Tiles beyond the radius are dropped without acting as walls: everything they
             * could shadow in later rows is beyond the radius too. */
            if (a < -limit) a = -limit;
            if (b > limit) b = limit;
            /* The same holds for the columns outside the map, which Ford would scan as walls:
             * the map's edge runs along the depth axis, so their shadows never fall inside. */
            if (a < lo) a = lo;
            if (b > hi) b = hi;
            if (a > b) continue;
            enum { NONE, WALL, FLOOR } prev = NONE;
            /* Ford's is_symmetric: a floor tile is lit when its centre lies within the slopes,
             * d * start <= col <= d * end, i.e. from ceil(d * start) to floor(d * end). */
            int sym_lo = s.start.k + (s.start.r > 0);
            int sym_hi = s.end.k;
            for (int c = a; c <= b; c++) {
                ptrdiff_t off = (ptrdiff_t)c * cstep;
                if (!trow[off]) {
                    vrow[off] = 1; /* a wall is seen when any part of its diamond is lit */
                    if (prev == FLOOR) {
                        if (made == cap) return false;
                        next[made++] = (Segment){deeper(s.start), deeper(edge_slope(c, d))};
                    }
                    prev = WALL;
                } else {
                    if (prev == WALL) { /* the light now starts at this tile's edge */
                        s.start = edge_slope(c, d);
                    }
                    if (c >= sym_lo && c <= sym_hi) vrow[off] = 1;
                    prev = FLOOR;
                }
            }
            if (prev == FLOOR) {
                if (made == cap) return false;
                next[made++] = (Segment){deeper(s.start), deeper(s.end)};
            }
        }
        Segment *t = cur;
        cur = next;
        next = t;
        count = made;
    }
    return true;
}

static UgError shadowcast(const UgFovMap *map, int ox, int oy, int radius, uint8_t *visible) {
    int w = map->width, h = map->height, stride = map->stride;
    int side = w > h ? w : h;
    /* A radius of twice the longest side reaches every tile of the map: treat it as unlimited
     * (this also keeps radius * radius in range). */
    bool limited = radius > 0 && radius < 2 * side;
    int depth = limited && radius < side ? radius : side;
    int cap = 2 * depth + 4;

    enum { STACK_DEPTH = UG_FOV_MAX_SIDE_ON_STACK };
    Segment stack_segments[2 * (2 * STACK_DEPTH + 4)];
    int stack_reach[STACK_DEPTH + 1];
    Segment *segments = stack_segments;
    int *reach = stack_reach;
    void *heap = NULL;
    if (depth > STACK_DEPTH) {
        size_t seg_bytes = sizeof(Segment) * 2 * (size_t)cap;
        heap = malloc(seg_bytes + sizeof(int) * ((size_t)depth + 1));
        if (!heap) return UG_ERR_NO_MEMORY;
        segments = heap;
        reach = (int *)((char *)heap + seg_bytes);
    }
    if (limited) {
        /* rest = r * r - d * d and cc = c * c, kept by differences */
        int rest = radius * radius, c = radius, cc = rest;
        for (int d = 0; d <= depth; d++) {
            while (cc > rest) cc -= 2 * c-- - 1;
            reach[d] = c;
            rest -= 2 * d + 1;
        }
    }
    const int *reach_or_null = limited ? reach : NULL;
    int dlim = limited ? radius : INT_MAX;
    const uint8_t *t = map->transparent;
    ptrdiff_t origin = (ptrdiff_t)oy * stride + ox;
    Segment *a = segments, *b = segments + cap;
    bool ok = true;
    /* north, south: rows are map rows; east, west: rows are map columns. */
    int dn = oy < dlim ? oy : dlim, ds = h - 1 - oy < dlim ? h - 1 - oy : dlim;
    int de = w - 1 - ox < dlim ? w - 1 - ox : dlim, dw = ox < dlim ? ox : dlim;
    ok = ok && scan_quadrant(t, visible, origin, -stride, 1, -ox, w - 1 - ox, dn, reach_or_null, a,
                             b, cap);
    ok = ok && scan_quadrant(t, visible, origin, stride, 1, -ox, w - 1 - ox, ds, reach_or_null, a,
                             b, cap);
    ok = ok && scan_quadrant(t, visible, origin, 1, stride, -oy, h - 1 - oy, de, reach_or_null, a,
                             b, cap);
    ok = ok && scan_quadrant(t, visible, origin, -1, stride, -oy, h - 1 - oy, dw, reach_or_null, a,
                             b, cap);
    free(heap);
    return ok ? UG_OK : UG_ERR_NO_MEMORY;
}

static void disc(int w, int h, int stride, int ox, int oy, int radius, uint8_t *visible) {
    int side = w > h ? w : h;
    if (radius <= 0 || radius >= 2 * side) {
        for (int y = 0; y < h; y++) memset(visible + (ptrdiff_t)y * stride, 1, (size_t)w);
        return;
    }
    int r2 = radius * radius, half = radius;
    for (int dy = 0; dy <= radius; dy++) {
        while (half > 0 && half * half > r2 - dy * dy) half--;
        int x1 = ox - half < 0 ? 0 : ox - half;
        int x2 = ox + half >= w ? w - 1 : ox + half;
        if (x1 > x2) continue;
        if (oy - dy >= 0)
            memset(visible + (ptrdiff_t)(oy - dy) * stride + x1, 1, (size_t)(x2 - x1 + 1));
        if (dy > 0 && oy + dy < h)
            memset(visible + (ptrdiff_t)(oy + dy) * stride + x1, 1, (size_t)(x2 - x1 + 1));
    }
}

UgError ug_fov_compute(const UgFovMap *map, int ox, int oy, int radius, UgFovAlgo algo,
                       uint8_t *visible) {
    if (!map || !visible || map->width < 1 || map->height < 1 || map->stride < map->width ||
        map->width > UG_FOV_MAX_SIDE || map->height > UG_FOV_MAX_SIDE || ox < 0 || oy < 0 ||
        ox >= map->width || oy >= map->height)
        return UG_ERR_ARGUMENT;
    if (algo != UG_FOV_SYMMETRIC && algo != UG_FOV_DISC) return UG_ERR_ARGUMENT;
    if (algo == UG_FOV_SYMMETRIC && !map->transparent) return UG_ERR_ARGUMENT;
    clear_visible(map->width, map->height, map->stride, visible);
    if (algo == UG_FOV_DISC) {
        disc(map->width, map->height, map->stride, ox, oy, radius, visible);
        return UG_OK;
    }
    visible[(ptrdiff_t)oy * map->stride + ox] = 1;
    return shadowcast(map, ox, oy, radius, visible);
}

UgError ug_fov_rect(int width, int height, int stride, int x1, int y1, int x2, int y2,
                    uint8_t *visible) {
    if (!visible || width < 1 || height < 1 || stride < width) return UG_ERR_ARGUMENT;
    clear_visible(width, height, stride, visible);
    if (x1 < 0) x1 = 0;
    if (y1 < 0) y1 = 0;
    if (x2 >= width) x2 = width - 1;
    if (y2 >= height) y2 = height - 1;
    for (int y = y1; y <= y2 && x1 <= x2; y++)
        memset(visible + (ptrdiff_t)y * stride + x1, 1, (size_t)(x2 - x1 + 1));
    return UG_OK;
}
