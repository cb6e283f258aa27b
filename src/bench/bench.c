/* undergrid-bench: speed figures of the core, printed with the machine's CPU. Not a test: tests
 * check behaviour, this measures. Usage: undergrid-bench [--quick] [--node PATH-TO-REPO]
 *
 *   classic floors/s   first floors generated (ug_game_new: seed, discard, rooms, population)
 *   simple floors/s    floors 1..10 of seeds bench0, bench1, ... each arriving on the stairs
 *                      above (ug_game_new_on_floor), the same workload as simple.mjs --bench
 *   bot actions/s      explore-bot actions played on classic games, including the bot's thinking
 *   node floors/s      each original algorithm in node, in the same run, when node is available
 *   RNG latency bound  classic's floor against the fastest it could be: the original's stream is
 *                      one chain (each Kaplay step waits on the one before), so a floor can never
 *                      take less than (steps it draws) x (latency of one step). The steps are
 *                      counted per seed by walking the stream from the seed to the state the new
 *                      game holds; the latency is timed on the same chain in the same run.
 * At the end a summary table: figure | ours | anchor | ratio | goal | met?
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "modes/classic/classic.h" /* the stream's state, to count the steps a floor draws */
#include "bench_util.h"

static double now_seconds(void) {
    return ug_bench_now();
}

static void cpu_name(char *out, size_t n) {
    ug_bench_cpu_name(out, n);
}

/* Generates first floors for seeds 1..n; returns floors per second. The checksum keeps the
 * compiler from dropping the work. */
static double bench_floors(UgMode mode, long n, uint64_t *checksum) {
    double t0 = now_seconds();
    for (long i = 1; i <= n; i++) {
        char seed[24];
        snprintf(seed, sizeof seed, "%ld", i);
        UgGameParams p = {mode, seed};
        UgGame *g;
        if (ug_game_new(&p, &g) != UG_OK) return 0;
        *checksum += (uint64_t)ug_game_player(g)->x + (uint64_t)ug_game_monster_count(g);
        ug_game_free(g);
    }
    return (double)n / (now_seconds() - t0);
}

static double bench_bot(long target_actions, long *games_played) {
    long actions = 0;
    int games = 0;
    double t0 = now_seconds();
    while (actions < target_actions) {
        char seed[24];
        snprintf(seed, sizeof seed, "%d", ++games);
        UgGameParams p = {UG_MODE_CLASSIC, seed};
        UgGame *g;
        if (ug_game_new(&p, &g) != UG_OK) return 0;
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, (uint64_t)games);
        while (ug_game_status(g) == UG_STATUS_PLAYING && actions < target_actions &&
               ug_game_player(g)->turns < 5000) {
            ug_game_act(g, ug_bot_next(&bot, g), NULL);
            actions++;
        }
        ug_game_free(g);
    }
    *games_played = games;
    return (double)actions / (now_seconds() - t0);
}

/* Simple's floors 1..10 for seeds bench0, bench1, ... for about `seconds`; floors per second. */
static double bench_simple(double seconds, long *floors_out) {
    long floors = 0;
    double t0 = now_seconds(), t = t0;
    for (long n = 0; t - t0 < seconds; n++) {
        char seed[32];
        snprintf(seed, sizeof seed, "bench%ld", n);
        UgGameParams p = {UG_MODE_SIMPLE, seed};
        UgGame *g;
        if (ug_game_new_on_floor(&p, 10, 0, 0, &g) != UG_OK) return 0;
        ug_game_free(g);
        floors += 10;
        t = now_seconds();
    }
    *floors_out = floors;
    return (double)floors / (t - t0);
}

/* Runs a reference script in node and reads the "floors_per_second" figure it prints; 0 if node
 * or the script is missing. */
static double bench_node(const char *repo, const char *script, const char *args) {
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "node '%s/tests/reference/%s' %s 2>/dev/null", repo, script, args);
    FILE *p = popen(cmd, "r");
    if (!p) return 0;
    char line[512];
    double rate = 0;
    while (fgets(line, sizeof line, p)) {
        char *key = strstr(line, "floors_per_second");
        if (key) rate = strtod(key + strlen("floors_per_second") + 2, NULL);
    }
    pclose(p);
    return rate;
}

/* Mean Kaplay steps classic's first floor draws, over seeds 1..n (a seed whose stream the
 * generator re-seeded, so that the walk does not find its end, is left out). */
static double classic_steps_per_floor(long n) {
    long steps = 0, counted = 0;
    for (long i = 1; i <= n; i++) {
        char seed[24];
        snprintf(seed, sizeof seed, "%ld", i);
        UgGameParams p = {UG_MODE_CLASSIC, seed};
        UgGame *g;
        if (ug_game_new(&p, &g) != UG_OK) continue;
        uint64_t end = ug_classic_rng(g)->s, s = (uint64_t)i;
        ug_game_free(g);
        long k = 0;
        while (s != end && k < 1000000) s = ug_kaplay_step(s), k++;
        if (s == end) steps += k, counted++;
    }
    return counted ? (double)steps / (double)counted : 0;
}

/* Seconds per Kaplay step when each waits on the one before (the stream's own chain). */
static double kaplay_step_latency(uint64_t *checksum) {
    long n = 0;
    uint64_t s = 1;
    double t0 = ug_bench_cpu_now(), t;
    do {
        for (int i = 0; i < 100000; i++) s = ug_kaplay_step(s);
        n += 100000;
    } while ((t = ug_bench_cpu_now() - t0) < 0.2);
    *checksum += s;
    return t / (double)n;
}

/* Classic first floors per second on the thread's CPU clock (as the bound is timed). */
static double classic_floors_cpu(long n, uint64_t *checksum) {
    double t0 = ug_bench_cpu_now();
    for (long i = 1; i <= n; i++) {
        char seed[24];
        snprintf(seed, sizeof seed, "%ld", i);
        UgGameParams p = {UG_MODE_CLASSIC, seed};
        UgGame *g;
        if (ug_game_new(&p, &g) != UG_OK) return 0;
        *checksum += (uint64_t)ug_game_monster_count(g);
        ug_game_free(g);
    }
    return (double)n / (ug_bench_cpu_now() - t0);
}

static void compare(const char *what, double ours, double node) {
    if (node > 0)
        printf("%s, original algorithm in node: %.0f floors per second; ours is %.1fx faster\n",
               what, node, ours / node);
    else
        printf("%s, original algorithm in node: not measured (node or the script is missing)\n",
               what);
}

int main(int argc, char **argv) {
    bool quick = false;
    const char *repo = UG_SOURCE_DIR;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            quick = true;
        else if (strcmp(argv[i], "--node") == 0 && i + 1 < argc)
            repo = argv[++i];
        else {
            fprintf(stderr, "undergrid-bench: '%s' is not an option (use --quick or --node DIR)\n",
                    argv[i]);
            return 2;
        }
    }
    char cpu[256];
    cpu_name(cpu, sizeof cpu);
    long floors = quick ? 20000 : 300000, actions = quick ? 200000 : 3000000;
    uint64_t checksum = 0;
    printf("undergrid-bench %s on %s\n", ug_version(), cpu);
    double classic = bench_floors(UG_MODE_CLASSIC, floors, &checksum);
    printf("classic first floors: %.0f per second (%ld floors)\n", classic, floors);
    long simple_floors = 0;
    double simple = bench_simple(quick ? 0.5 : 3.0, &simple_floors);
    printf("simple floors 1..10: %.0f per second (%ld floors)\n", simple, simple_floors);
    long games = 0;
    double turns = bench_bot(actions, &games);
    printf("explore bot on classic: %.0f actions per second (%ld actions, %ld games)\n", turns,
           actions, games);
    char args[64];
    snprintf(args, sizeof args, "--bench %ld", floors);
    compare("classic", classic, bench_node(repo, "classic.mjs", args));
    compare("simple", simple, bench_node(repo, "simple.mjs", quick ? "--bench 0.5" : "--bench 3"));
    double steps = classic_steps_per_floor(quick ? 2000 : 20000);
    double latency = kaplay_step_latency(&checksum);
    double cpu_floors = classic_floors_cpu(floors, &checksum);
    double bound = steps > 0 ? 1.0 / (steps * latency) : 0;
    printf("classic floor vs the RNG latency bound: %.1f steps per floor x %.2f ns per step = "
           "%.0f floors per second at most; ours %.0f (thread CPU), %.0f %% of the bound\n",
           steps, latency * 1e9, bound, cpu_floors, bound > 0 ? 100.0 * cpu_floors / bound : 0);
    printf("\nsummary (issue 28's core rows of this program)\n");
    printf("  %-40s | %12s | %12s | %7s | %7s | %s\n", "figure", "ours", "anchor", "ratio", "goal",
           "met?");
    double share = bound > 0 ? cpu_floors / bound : 0;
    printf("  %-40s | %12.0f | %12.0f | %6.0f%% | %7s | %s\n",
           "classic floors/s vs RNG latency bound", cpu_floors, bound, 100.0 * share, ">= 80%",
           share >= 0.8 ? "yes" : "no");
    printf("(checksum %llu)\n", (unsigned long long)checksum);
    return 0;
}
