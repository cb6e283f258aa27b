/* undergrid-bench-auto: the cost of auto-explore's thinking (not a test). On adventure's 64 x 32
 * floors, explore is played step by step (the explore bot takes a turn whenever explore stops for
 * a creature), and before every step the explore target is recomputed from nothing
 * (ug_auto_explore_target) and the next action chosen (ug_auto_next, which searches again, hashes
 * the state and checks every stop): median, 99.9 % and worst microseconds of each. A frame at
 * 60 Hz has 16,667 us. Usage: undergrid-bench-auto [--quick] */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_util.h"
#include "undergrid/auto.h"
#include "undergrid/bot.h"

/* The thread's CPU time in seconds where the system has it (a preempted thread's does not run
 * on), else the wall clock. */
static double cpu_now(void) {
#ifdef CLOCK_THREAD_CPUTIME_ID
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0) return ts.tv_sec + ts.tv_nsec * 1e-9;
#endif
    return ug_bench_now();
}

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(const char *what, double *us, int n, const char *note) {
    qsort(us, (size_t)n, sizeof us[0], compare_double);
    printf("%s: median %.1f us, 99.9 %% %.1f us, worst %.1f us of %d (%s)\n", what, us[n / 2],
           us[n * 999 / 1000], us[n - 1], n, note);
}

int main(int argc, char **argv) {
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    enum { MAX = 200000 };
    double *target_us = malloc(MAX * sizeof *target_us), *next_us = malloc(MAX * sizeof *next_us);
    double *target_cpu = malloc(MAX * sizeof *target_cpu);
    if (!target_us || !next_us || !target_cpu) return 1;
    char cpu[128], seed[32];
    ug_bench_cpu_name(cpu, sizeof cpu);
    printf("auto-explore benchmark on %s\n", cpu);
    int n = 0, games = quick ? 4 : 40, w = 0, h = 0;
    volatile int sink = 0;
    for (int i = 0; i < games && n < MAX; i++) {
        snprintf(seed, sizeof seed, "auto-%d", i);
        UgGameParams p = {UG_MODE_ADVENTURE, seed};
        UgGame *g = NULL;
        if (ug_game_new(&p, &g) != UG_OK) return 1;
        w = ug_game_width(g), h = ug_game_height(g);
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, (uint64_t)i);
        UgAuto a;
        bool explored = false;
        for (int k = 0; k < 3000 && !explored && n < MAX && ug_game_status(g) == UG_STATUS_PLAYING;
             k++) {
            ug_auto_begin_explore(&a, g);
            UgAction act;
            for (;;) {
                int tx, ty;
                double c0 = cpu_now();
                sink += ug_auto_explore_target(g, &tx, &ty);
                double c1 = cpu_now();
                double t0 = ug_bench_now();
                sink += ug_auto_explore_target(g, &tx, &ty);
                double t1 = ug_bench_now();
                target_cpu[n] = (c1 - c0) * 1e6;
                UgAutoStop why = ug_auto_next(&a, g, &act, NULL);
                double t2 = ug_bench_now();
                target_us[n] = (t1 - t0) * 1e6;
                next_us[n] = (t2 - t1) * 1e6;
                if (++n >= MAX || why != UG_AUTO_GO) {
                    explored = why == UG_AUTO_EXPLORED || why == UG_AUTO_EXPLORED_STAIRS ||
                               why == UG_AUTO_EXPLORED_ON_STAIRS;
                    break;
                }
                ug_game_act(g, act, NULL);
            }
            if (!explored) ug_game_act(g, ug_bot_next(&bot, g), NULL);
        }
        ug_game_free(g);
    }
    printf("floors %d x %d, %d games, %d explore steps\n", w, h, games, n);
    const char *wall = "wall clock: on a shared machine the worst can be a preemption";
    report("explore target, recomputed from nothing", target_us, n, wall);
    report("next action (search, stops, state hash)", next_us, n, wall);
    report("explore target", target_cpu, n, "the thread's CPU time");
    free(target_us);
    free(next_us);
    free(target_cpu);
    return sink == -1;
}
