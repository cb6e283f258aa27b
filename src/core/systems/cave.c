#include "systems/cave.h"

#include <stdbool.h>
#include <string.h>

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

void ug_cave_automaton(uint8_t *cells, int stride, int x0, int y0, int w, int h,
                       const UgCaveRules *rules, UgRng *rng) {
    if (w < 1 || h < 1 || w * h > UG_CAVE_MAX_TILES) return;
    for (int y = y0; y < y0 + h; y++)
        for (int x = x0; x < x0 + w; x++)
            cells[y * stride + x] = (int)ug_rng_below(rng, 100) < rules->wall_percent;
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
    for (int x = x0; x < x0 + w; x++) cells[y0 * stride + x] = cells[(y0 + h - 1) * stride + x] = 1;
    for (int y = y0; y < y0 + h; y++) cells[y * stride + x0] = cells[y * stride + x0 + w - 1] = 1;
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

int ug_cave_connect(uint8_t *cells, int stride, int x0, int y0, int w, int h) {
    if (w * h > UG_CAVE_MAX_TILES) return -1;
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
