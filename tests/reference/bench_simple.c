/* Floors per second for simple's generator, the same workload as `simple.mjs --bench`: floors
 * 1..10 of seeds "bench0", "bench1", ..., each floor arriving on the stairs of the one above.
 * Not part of the build (the lead's bench program owns timing); build it by hand:
 *   cc -O2 -std=c11 -Iinclude -Isrc/core tests/reference/bench_simple.c \
 *      build/src/core/libundergrid_core.a -lm -o /tmp/bench_simple && /tmp/bench_simple 3
 * The call to time is ug_simple_generate (private: src/core/simple_gen.h); through the public
 * API, ug_game_new_on_floor(&params, depth, 0, 0, &game) builds floors 0..depth and keeps them. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "simple_gen.h"
#include "undergrid/game.h"

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 3;
    UgSimpleFloor *f = malloc(sizeof *f);
    if (!f) return 1;
    long floors = 0, sink = 0;
    double start = now(), end = start + seconds, t = start;
    for (long n = 0; t < end; n++) {
        char seed[32];
        snprintf(seed, sizeof seed, "bench%ld", n);
        int arrive[2] = {12, 5};
        for (int d = 1; d <= 10; d++) {
            ug_simple_generate(f, seed, d, arrive);
            arrive[0] = f->stairs_x, arrive[1] = f->stairs_y;
            sink += f->monster_count;
            floors++;
        }
        if ((n & 63) == 0) t = now();
    }
    double gen = floors / (now() - start);
    /* The public path: a new game placed on floor 10 (builds floors 0..10), freed. */
    long games = 0;
    start = now(), end = start + seconds / 2, t = start;
    for (long n = 0; t < end; n++) {
        char seed[32];
        snprintf(seed, sizeof seed, "bench%ld", n);
        UgGameParams params = {UG_MODE_SIMPLE, seed};
        UgGame *g;
        if (ug_game_new_on_floor(&params, 10, 0, 0, &g) != UG_OK) return 1;
        sink += ug_game_monster_count(g);
        ug_game_free(g);
        games++;
        if ((n & 15) == 0) t = now();
    }
    double api = games * 10 / (now() - start);
    printf(
        "{\"floors_per_second\":%.0f,\"api_floors_per_second\":%.0f,\"floors\":%ld,\"sink\":%ld}\n",
        gen, api, floors, sink);
    free(f);
    return 0;
}
