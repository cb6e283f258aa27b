/* Deterministic benchmark maps (see bench_maps.h). */
#include "bench_maps.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

uint32_t bench_rng_below(BenchRng *rng, uint32_t n) {
    rng->state = rng->state * 6364136223846793005ull + 1442695040888963407ull;
    uint32_t x = (uint32_t)(rng->state >> 32);
    return (uint32_t)(((uint64_t)x * n) >> 32);
}

static BenchMap blank(int width, int height) {
    BenchMap m = {width, height, calloc((size_t)width * (size_t)height, 1)};
    if (!m.floor) abort();
    return m;
}

void bench_map_free(BenchMap *map) {
    free(map->floor);
    map->floor = NULL;
}

static void dig(BenchMap *m, int x1, int y1, int x2, int y2) {
    if (x1 > x2) {
        int t = x1;
        x1 = x2;
        x2 = t;
    }
    if (y1 > y2) {
        int t = y1;
        y1 = y2;
        y2 = t;
    }
    for (int y = y1; y <= y2; y++)
        for (int x = x1; x <= x2; x++) m->floor[y * m->width + x] = 1;
}

BenchMap bench_map_rooms(int width, int height, int rooms, uint64_t seed) {
    BenchMap m = blank(width, height);
    BenchRng rng = {seed};
    int cx[64], cy[64], made = 0;
    for (int tries = 0; tries < 2000 && made < rooms && made < 64; tries++) {
        int w = 3 + (int)bench_rng_below(&rng, (uint32_t)(width / 5 > 4 ? width / 5 - 2 : 3));
        int h = 3 + (int)bench_rng_below(&rng, (uint32_t)(height / 5 > 4 ? height / 5 - 2 : 2));
        if (w > width - 2) w = width - 2;
        if (h > height - 2) h = height - 2;
        int x = 1 + (int)bench_rng_below(&rng, (uint32_t)(width - w - 1));
        int y = 1 + (int)bench_rng_below(&rng, (uint32_t)(height - h - 1));
        bool clear = true; /* keep a wall between rooms */
        for (int yy = y - 1; yy <= y + h && clear; yy++)
            for (int xx = x - 1; xx <= x + w && clear; xx++)
                if (m.floor[yy * width + xx]) clear = false;
        if (!clear) continue;
        dig(&m, x, y, x + w - 1, y + h - 1);
        cx[made] = x + w / 2;
        cy[made] = y + h / 2;
        if (made > 0) { /* an L to the previous room: horizontal first or vertical first */
            if (bench_rng_below(&rng, 2)) {
                dig(&m, cx[made - 1], cy[made - 1], cx[made], cy[made - 1]);
                dig(&m, cx[made], cy[made - 1], cx[made], cy[made]);
            } else {
                dig(&m, cx[made - 1], cy[made - 1], cx[made - 1], cy[made]);
                dig(&m, cx[made - 1], cy[made], cx[made], cy[made]);
            }
        }
        made++;
    }
    bench_map_keep_largest_region(&m);
    return m;
}

BenchMap bench_map_cave(int width, int height, uint64_t seed) {
    BenchMap m = blank(width, height);
    BenchRng rng = {seed};
    uint8_t *next = malloc((size_t)width * (size_t)height);
    if (!next) abort();
    for (int y = 1; y < height - 1; y++)
        for (int x = 1; x < width - 1; x++)
            m.floor[y * width + x] = bench_rng_below(&rng, 100) >= 45;
    for (int pass = 0; pass < 5; pass++) {
        for (int y = 0; y < height; y++)
            for (int x = 0; x < width; x++) {
                if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
                    next[y * width + x] = 0;
                    continue;
                }
                int walls = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++)
                        if ((dx || dy) && !m.floor[(y + dy) * width + x + dx]) walls++;
                /* a wall survives with >= 4 wall neighbours, a floor turns wall with >= 5 */
                bool wall = !m.floor[y * width + x];
                next[y * width + x] = wall ? walls < 4 : walls < 5;
            }
        memcpy(m.floor, next, (size_t)width * (size_t)height);
    }
    free(next);
    bench_map_keep_largest_region(&m);
    return m;
}

void bench_map_keep_largest_region(BenchMap *m) {
    int n = m->width * m->height;
    int *label = calloc((size_t)n, sizeof *label), *stack = malloc((size_t)n * sizeof *stack);
    if (!label || !stack) abort();
    int best = 0, best_size = 0, next_label = 0;
    for (int i = 0; i < n; i++) {
        if (!m->floor[i] || label[i]) continue;
        int id = ++next_label, size = 0, top = 0;
        stack[top++] = i;
        label[i] = id;
        while (top > 0) {
            int c = stack[--top];
            size++;
            int x = c % m->width, y = c / m->width;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= m->width || ny >= m->height) continue;
                    int j = ny * m->width + nx;
                    /* orthogonal connections only count, so that paths need no corner cutting */
                    if ((dx && dy) || !m->floor[j] || label[j]) continue;
                    label[j] = id;
                    stack[top++] = j;
                }
        }
        if (size > best_size) best_size = size, best = id;
    }
    for (int i = 0; i < n; i++)
        if (label[i] != best) m->floor[i] = 0;
    free(label);
    free(stack);
}

void bench_map_floor_points(const BenchMap *m, BenchRng *rng, int count, int *xy) {
    for (int i = 0; i < count;) {
        int x = (int)bench_rng_below(rng, (uint32_t)m->width);
        int y = (int)bench_rng_below(rng, (uint32_t)m->height);
        if (!m->floor[y * m->width + x]) continue;
        xy[2 * i] = x;
        xy[2 * i + 1] = y;
        i++;
    }
}
