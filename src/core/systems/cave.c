#include "systems/cave.h"

#include <stdbool.h>
#include <string.h>

/* The automaton and the joining work on a copy of the rectangle framed by a ring of walls (what
 * lies outside counts as wall), so that a neighbour is a plain read: (w + 2) x (h + 2) cells, for
 * rectangles up to 64 x 64 (adventure's are at most 64 x 32). Odd shapes beyond that (a long
 * strip) take the plain way, tile by tile with bounds checks: the same result either way. */
enum { FRAMED_MAX = 66 * 66 };

static int walls_around(const uint8_t *c, int stride, int x0, int y0, int w, int h, int x, int y) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (!dx && !dy) continue;
            int nx = x + dx, ny = y + dy;
            if (nx < x0 || ny < y0 || nx >= x0 + w || ny >= y0 + h || c[ny * stride + nx]) n++;
        }
    return n;
}

static void automaton_plain(uint8_t *cells, int stride, int x0, int y0, int w, int h,
                            const UgCaveRules *rules) {
    uint8_t next[UG_CAVE_MAX_TILES];
    for (int pass = 0; pass < rules->passes; pass++) {
        for (int y = y0; y < y0 + h; y++)
            for (int x = x0; x < x0 + w; x++) {
                int n = walls_around(cells, stride, x0, y0, w, h, x, y);
                bool wall = cells[y * stride + x];
                next[(y - y0) * w + (x - x0)] = wall ? n >= rules->survive : n >= rules->birth;
            }
        for (int y = y0; y < y0 + h; y++)
            memcpy(&cells[y * stride + x0], &next[(y - y0) * w], (size_t)w);
    }
}

static void automaton_framed(uint8_t *cells, int stride, int x0, int y0, int w, int h,
                             const UgCaveRules *rules, UgRng *rng);

void ug_cave_automaton(uint8_t *cells, int stride, int x0, int y0, int w, int h,
                       const UgCaveRules *rules, UgRng *rng) {
    if (w < 1 || h < 1 || w * h > UG_CAVE_MAX_TILES) return;
    const int fw = w + 2;
    const size_t framed = (size_t)fw * (size_t)(h + 2);
    if (framed > FRAMED_MAX) {
        for (int y = y0; y < y0 + h; y++)
            for (int x = x0; x < x0 + w; x++)
                cells[y * stride + x] = (int)ug_rng_below(rng, 100) < rules->wall_percent;
        automaton_plain(cells, stride, x0, y0, w, h, rules);
    } else {
        automaton_framed(cells, stride, x0, y0, w, h, rules, rng);
    }
    for (int x = x0; x < x0 + w; x++) cells[y0 * stride + x] = cells[(y0 + h - 1) * stride + x] = 1;
    for (int y = y0; y < y0 + h; y++) cells[y * stride + x0] = cells[y * stride + x0 + w - 1] = 1;
}

static void automaton_framed(uint8_t *cells, int stride, int x0, int y0, int w, int h,
                             const UgCaveRules *rules, UgRng *rng) {
    uint8_t frame_a[FRAMED_MAX], frame_b[FRAMED_MAX];
    const int fw = w + 2;
    const size_t framed = (size_t)fw * (size_t)(h + 2);
    memset(frame_a, 1, framed);
    memset(frame_b, 1, framed);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            frame_a[(y + 1) * fw + x + 1] = (int)ug_rng_below(rng, 100) < rules->wall_percent;
    uint8_t *cur = frame_a, *next = frame_b;
    const int survive = rules->survive, birth = rules->birth;
    for (int pass = 0; pass < rules->passes; pass++) {
        for (int y = 1; y <= h; y++) {
            const uint8_t *up = cur + (y - 1) * fw, *row = cur + y * fw, *down = cur + (y + 1) * fw;
            uint8_t *out = next + y * fw;
            for (int x = 1; x <= w; x++) {
                int n = up[x - 1] + up[x] + up[x + 1] + row[x - 1] + row[x + 1] + down[x - 1] +
                        down[x] + down[x + 1];
                out[x] = (uint8_t)(row[x] ? n >= survive : n >= birth);
            }
        }
        uint8_t *t = cur;
        cur = next;
        next = t;
    }
    for (int y = 0; y < h; y++)
        memcpy(&cells[(y0 + y) * stride + x0], cur + (y + 1) * fw + 1, (size_t)w);
}

int ug_cave_floor_count(const uint8_t *cells, int stride, int x0, int y0, int w, int h) {
    int n = 0;
    for (int y = y0; y < y0 + h; y++)
        for (int x = x0; x < x0 + w; x++) n += !cells[y * stride + x];
    return n;
}

static const int d4[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

/* Labels the 4-connected floor regions (1..n) in row order; returns n and each region's size. */
static int label_regions(const uint8_t *cells, int stride, int x0, int y0, int w, int h,
                         int16_t *label, int16_t *queue, int *sizes, int max_regions) {
    int n = 0;
    for (int i = 0; i < w * h; i++) label[i] = 0;
    for (int i = 0; i < w * h; i++) {
        int x = i % w, y = i / w;
        if (label[i] || cells[(y + y0) * stride + x + x0]) continue;
        if (n == max_regions) return n;
        n++;
        int head = 0, tail = 0, size = 0;
        queue[tail++] = (int16_t)i;
        label[i] = (int16_t)n;
        while (head < tail) {
            int cur = queue[head++];
            size++;
            for (int d = 0; d < 4; d++) {
                int nx = cur % w + d4[d][0], ny = cur / w + d4[d][1];
                if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
                int ni = ny * w + nx;
                if (label[ni] || cells[(ny + y0) * stride + nx + x0]) continue;
                label[ni] = (int16_t)n;
                queue[tail++] = (int16_t)ni;
            }
        }
        sizes[n] = size;
    }
    return n;
}

/* ug_cave_connect on the framed copy: the same rounds, labels, searches and tunnels as the
 * plain one below (the frame and the rectangle's border are marked as already reached, which is
 * what the plain search's bounds test says), without a division or a bounds test per step. */
static int connect_framed(uint8_t *cells, int stride, int x0, int y0, int w, int h) {
    enum { MAX_REGIONS = 1024 };
    const int fw = w + 2, framed = fw * (h + 2);
    const int off[4] = {-fw, 1, fw, -1};
    uint8_t wall[FRAMED_MAX];
    int16_t label[FRAMED_MAX], from[FRAMED_MAX];
    uint16_t queue[FRAMED_MAX];
    enum { UNSEEN = -2, BLOCKED = -3 };
    int sizes[MAX_REGIONS + 1];
    memset(wall, 1, (size_t)framed);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            wall[(y + 1) * fw + x + 1] = cells[(y + y0) * stride + x + x0] != 0;
    int tunnels = 0;
    for (;;) {
        /* the 4-connected regions, numbered in row order */
        int n = 0;
        memset(label, 0, sizeof label[0] * (size_t)framed);
        for (int y = 1; y <= h && n < MAX_REGIONS; y++)
            for (int i = y * fw + 1; i <= y * fw + w; i++) {
                if (label[i] || wall[i]) continue;
                if (n == MAX_REGIONS) break;
                n++;
                int head = 0, tail = 0;
                queue[tail++] = (uint16_t)i;
                label[i] = (int16_t)n;
                while (head < tail) {
                    int cur = queue[head++];
                    for (int d = 0; d < 4; d++) {
                        int ni = cur + off[d];
                        if (label[ni] || wall[ni]) continue;
                        label[ni] = (int16_t)n;
                        queue[tail++] = (uint16_t)ni;
                    }
                }
                sizes[n] = tail;
            }
        if (n <= 1) return tunnels;
        int main = 1;
        for (int r = 2; r <= n; r++)
            if (sizes[r] > sizes[main]) main = r;
        /* breadth-first from every tile of the main region (row order), inside the border */
        for (int i = 0; i < framed; i++) from[i] = BLOCKED;
        for (int y = 2; y < h; y++)
            for (int i = y * fw + 2; i < y * fw + w; i++) from[i] = UNSEEN;
        int head = 0, tail = 0;
        for (int y = 1; y <= h; y++)
            for (int i = y * fw + 1; i <= y * fw + w; i++)
                if (label[i] == main) {
                    from[i] = -1;
                    queue[tail++] = (uint16_t)i;
                }
        int hit = -1;
        while (head < tail && hit < 0) {
            int cur = queue[head++];
            for (int d = 0; d < 4 && hit < 0; d++) {
                int ni = cur + off[d];
                if (from[ni] != UNSEEN) continue;
                from[ni] = (int16_t)cur;
                if (label[ni] && label[ni] != main)
                    hit = ni;
                else
                    queue[tail++] = (uint16_t)ni;
            }
        }
        if (hit < 0) return tunnels;
        for (int i = from[hit]; i >= 0 && label[i] != main; i = from[i]) {
            wall[i] = 0;
            cells[(i / fw - 1 + y0) * stride + i % fw - 1 + x0] = 0;
        }
        tunnels++;
    }
}

int ug_cave_connect(uint8_t *cells, int stride, int x0, int y0, int w, int h) {
    if (w * h > UG_CAVE_MAX_TILES) return -1;
    if (w >= 1 && h >= 1 && (w + 2) * (h + 2) <= FRAMED_MAX)
        return connect_framed(cells, stride, x0, y0, w, h);
    enum { MAX_REGIONS = 1024 };
    int16_t label[UG_CAVE_MAX_TILES], queue[UG_CAVE_MAX_TILES], from[UG_CAVE_MAX_TILES];
    static const int16_t unseen = -2;
    int sizes[MAX_REGIONS + 1];
    int tunnels = 0;
    for (;;) {
        int n = label_regions(cells, stride, x0, y0, w, h, label, queue, sizes, MAX_REGIONS);
        if (n <= 1) return tunnels;
        int main = 1;
        for (int r = 2; r <= n; r++)
            if (sizes[r] > sizes[main]) main = r;
        /* Breadth-first from every tile of the main region, through anything inside the border. */
        int head = 0, tail = 0;
        for (int i = 0; i < w * h; i++) {
            from[i] = unseen;
            if (label[i] == main) {
                from[i] = -1;
                queue[tail++] = (int16_t)i;
            }
        }
        int hit = -1;
        while (head < tail && hit < 0) {
            int cur = queue[head++];
            for (int d = 0; d < 4 && hit < 0; d++) {
                int nx = cur % w + d4[d][0], ny = cur / w + d4[d][1];
                if (nx < 1 || ny < 1 || nx >= w - 1 || ny >= h - 1) continue;
                int ni = ny * w + nx;
                if (from[ni] != unseen) continue;
                from[ni] = (int16_t)cur;
                if (label[ni] && label[ni] != main)
                    hit = ni;
                else
                    queue[tail++] = (int16_t)ni;
            }
        }
        if (hit < 0) return tunnels; /* cannot happen inside a rectangle of 3 x 3 or more */
        for (int i = from[hit]; i >= 0 && label[i] != main; i = from[i])
            cells[(i / w + y0) * stride + i % w + x0] = 0;
        tunnels++;
    }
}
