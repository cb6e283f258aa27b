/* Deterministic maps for the benchmarks: byte grids, nonzero = floor (transparent, walkable). */
#ifndef UG_BENCH_MAPS_H
#define UG_BENCH_MAPS_H

#include <stdint.h>

typedef struct BenchMap {
    int width, height;
    uint8_t *floor; /* width * height, row-major; owned */
} BenchMap;

/* A small PCG-style generator, so that the bench draws the same maps and points everywhere. */
typedef struct BenchRng {
    uint64_t state;
} BenchRng;
uint32_t bench_rng_below(BenchRng *rng, uint32_t n);

/* Rooms joined by L-shaped corridors (each room to the next), walls everywhere else. */
BenchMap bench_map_rooms(int width, int height, int rooms, uint64_t seed);
/* A cave: 45 % random walls, five passes of the 4-5 cellular rule, border walls; only the
 * largest connected floor region is kept (the rest is filled), so any two floors connect. */
BenchMap bench_map_cave(int width, int height, uint64_t seed);
/* Frees the map's tiles. */
void bench_map_free(BenchMap *map);
/* Keeps only the largest 8-connected floor region (by an iterative flood fill). */
void bench_map_keep_largest_region(BenchMap *map);
/* `count` floor tiles drawn from the generator (with repetition), as x, y pairs. */
void bench_map_floor_points(const BenchMap *map, BenchRng *rng, int count, int *xy);

#endif /* UG_BENCH_MAPS_H */
