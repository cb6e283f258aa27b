/* undergrid-bench-cursed: cursed levels built per second, ours beside the original's own code.
 * Not a test. Usage: undergrid-bench-cursed [--levels N] [--original DIR]
 *
 *   generator levels/s  ug_cursed_level_generate: the map attempts, the PC, the roster, every
 *                       placement and the orbs, draw for draw as the original
 *   game levels/s       ug_game_new of a cursed game (the generator and the mode's set-up), when
 *                       the core can play cursed
 *   original levels/s   the original's Main.screens.main.initialize run warm in one node
 *                       context (tests/reference/cursed_original.mjs bench N), when node and the
 *                       original's tree are given (--original DIR or UG_CURSED_ORIGINAL=DIR)
 *
 * The seeds are 1000000000 + (i * 2654435761) mod 9000000000, level 1, as in the harness; both
 * sides print a checksum of the PC's cells, which must agree (the same levels were built).
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "modes/cursed/cursed_level.h"
#include "undergrid/game.h"

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t seed_of(long i) {
    return 1000000000u + ((uint64_t)i * 2654435761u) % 9000000000u;
}

/* The harness's checksum: check = (check * 31 + x * 16 + y) mod 1000000007 over the PCs. */
static long long mix(long long check, int x, int y) {
    return (check * 31 + x * 16 + y) % 1000000007;
}

static double bench_generator(long n, long long *check) {
    static UgCursedLevel lv;
    *check = 0;
    double t0 = now_seconds();
    for (long i = 0; i < n; i++) {
        if (ug_cursed_level_generate(&lv, seed_of(i), 1, NULL, 0) != UG_CURSED_GEN_OK) return 0;
        *check = mix(*check, lv.pc_x, lv.pc_y);
    }
    return (double)n / (now_seconds() - t0);
}

/* Whole games; the player's game coordinates are the inner ones + the wall ring. */
static double bench_games(long n, long long *check) {
    *check = 0;
    double t0 = now_seconds();
    for (long i = 0; i < n; i++) {
        char seed[24];
        snprintf(seed, sizeof seed, "%" PRIu64, seed_of(i));
        UgGameParams p = {.mode = UG_MODE_CURSED, .seed = seed};
        UgGame *g;
        if (ug_game_new(&p, &g) != UG_OK) return 0;
        int ring = (ug_game_width(g) - UG_CURSED_WIDTH) / 2;
        *check = mix(*check, ug_game_player(g)->x - ring, ug_game_player(g)->y - ring);
        ug_game_free(g);
    }
    return (double)n / (now_seconds() - t0);
}

/* The original in node: reads levels_per_second and check from the harness's line. */
static double bench_original(const char *orig, long n, long long *check) {
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "node '%s/tests/reference/cursed_original.mjs' '%s' bench %ld 2>/dev/null",
             UG_SOURCE_DIR, orig, n);
    FILE *p = popen(cmd, "r");
    if (!p) return 0;
    char line[512];
    double rate = 0;
    *check = -1;
    while (fgets(line, sizeof line, p)) {
        char *key = strstr(line, "\"levels_per_second\":");
        if (key) rate = strtod(key + strlen("\"levels_per_second\":"), NULL);
        char *c = strstr(line, "\"check\":");
        if (c) *check = strtoll(c + strlen("\"check\":"), NULL, 10);
    }
    pclose(p);
    return rate;
}

int main(int argc, char **argv) {
    long n = 2000;
    const char *orig = getenv("UG_CURSED_ORIGINAL");
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--levels") == 0 && i + 1 < argc)
            n = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--original") == 0 && i + 1 < argc)
            orig = argv[++i];
        else {
            fprintf(stderr,
                    "undergrid-bench-cursed: '%s' is not an option (use --levels N or "
                    "--original DIR)\n",
                    argv[i]);
            return 2;
        }
    }
    if (n < 1) n = 1;
    long long check_gen, check_game = 0, check_orig = -1;
    double gen = bench_generator(n, &check_gen);
    printf("cursed level 1, generator: %.0f levels per second (%ld levels, check %lld)\n", gen, n,
           check_gen);
    double game = 0;
    if (ug_mode_available(UG_MODE_CURSED)) {
        game = bench_games(n, &check_game);
        printf("cursed level 1, ug_game_new: %.0f levels per second (check %lld)\n", game,
               check_game);
    } else {
        printf("cursed level 1, ug_game_new: not measured (the core cannot play cursed yet)\n");
    }
    if (!orig || !*orig) {
        printf("original in node: not measured (give --original DIR or UG_CURSED_ORIGINAL)\n");
        return 0;
    }
    long node_n = n < 500 ? n : 500; /* the original is slow: keep the run short */
    double node = bench_original(orig, node_n, &check_orig);
    if (node <= 0) {
        printf("original in node: not measured (node or the harness failed)\n");
        return 0;
    }
    long long ours_check;
    bench_generator(node_n, &ours_check);
    printf("original in node: %.1f levels per second (%ld levels, check %lld, %s ours)\n", node,
           node_n, check_orig, check_orig == ours_check ? "the same levels as" : "DIFFERENT from");
    printf("ratio: generator %.0fx the original", gen / node);
    if (game > 0) printf(", ug_game_new %.0fx", game / node);
    printf(" (target >= 50x)\n");
    return 0;
}
