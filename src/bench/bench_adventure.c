/* undergrid-bench-adventure: adventure's speed figures (not a test): floors generated per second,
 * careful-bot turns per second, and the time of one player turn on a full floor (FOV and every
 * monster's move), median and worst of 10,000 turns. Usage: undergrid-bench-adventure [--quick] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "modes/adventure/adventure.h"
#include "undergrid/bot.h"

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Floors generated per second. */
static int bench_floors(bool quick) {
    AdvFloor *f = malloc(sizeof *f);
    if (!f) return 1;
    int floors = quick ? 2000 : 20000;
    char seed[32];
    double t0 = ug_bench_now();
    for (int i = 0; i < floors; i++) {
        snprintf(seed, sizeof seed, "bench-%d", i / 10);
        ug_adv_generate(f, seed, 1 + i % 10);
    }
    double t1 = ug_bench_now();
    printf("floors: %d in %.3f s = %.0f floors/s\n", floors, t1 - t0, floors / (t1 - t0));
    free(f);
    return 0;
}

enum { TURNS = 10000 };
typedef struct TurnTimes {
    double wall_us[TURNS], cpu_us[TURNS];
    int measured;
    long turns;
    double bot_time;
} TurnTimes;

/* Up to 400 bot turns of one game, each timed (turns that change floor are the floors'). */
static void time_game_turns(UgGame *g, uint64_t bot_seed, TurnTimes *t) {
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, bot_seed);
    for (int k = 0; k < 400 && ug_game_status(g) == UG_STATUS_PLAYING && t->measured < TURNS; k++) {
        UgAction a = ug_bot_next(&bot, g);
        int floor = ug_game_floor(g);
        double c0 = ug_bench_cpu_now(), a0 = ug_bench_now();
        bool ok = ug_game_act(g, a, NULL);
        double a1 = ug_bench_now(), c1 = ug_bench_cpu_now();
        t->bot_time += a1 - a0;
        /* a turn on this floor (taking the stairs builds the next one: the floors' figure) */
        if (ok && ug_game_floor(g) == floor) {
            t->cpu_us[t->measured] = (c1 - c0) * 1e6;
            t->wall_us[t->measured++] = (a1 - a0) * 1e6, t->turns++;
        }
    }
}

/* Bot turns, and the cost of each turn with every monster of the floor awake. */
static int bench_turns(bool quick) {
    static TurnTimes t;
    int games = 0;
    char seed[32];
    while (t.measured < (quick ? 2000 : TURNS)) {
        snprintf(seed, sizeof seed, "turns-%d", games++);
        UgGame *g = NULL;
        UgGameParams p = {UG_MODE_ADVENTURE, seed};
        if (ug_game_new_on_floor(&p, 1 + games % 9, 0, 0, &g) != UG_OK) return 1;
        /* every monster alerted to the player: the worst case for the monster phase */
        AdvState *s = ug_adv_state(g);
        for (int i = 0; i < g->monster_count; i++) {
            s->mon[i].alerted = true;
            s->mon[i].last_x = g->player.x, s->mon[i].last_y = g->player.y;
        }
        time_game_turns(g, (uint64_t)games, &t);
        ug_game_free(g);
    }
    int measured = t.measured;
    qsort(t.wall_us, (size_t)measured, sizeof t.wall_us[0], compare_double);
    qsort(t.cpu_us, (size_t)measured, sizeof t.cpu_us[0], compare_double);
    printf("turns: %ld in %.3f s of game time = %.0f turns/s (bot thinking not counted)\n", t.turns,
           t.bot_time, t.turns / t.bot_time);
    printf("one player turn (FOV + all monsters): median %.1f us, 99.9 %% %.1f us, worst %.1f us "
           "of %d (wall clock: on a shared machine the worst can be a preemption)\n",
           t.wall_us[measured / 2], t.wall_us[measured * 999 / 1000], t.wall_us[measured - 1],
           measured);
    printf("one player turn in CPU time (not inflated by preemption): median %.1f us, 99.9 %% "
           "%.1f us, worst %.1f us (target: under 1000 us)\n",
           t.cpu_us[measured / 2], t.cpu_us[measured * 999 / 1000], t.cpu_us[measured - 1]);
    return 0;
}

/* Whole bot games, thinking included. */
static int bench_bot_games(bool quick) {
    char seed[32];
    double b0 = ug_bench_now();
    long bot_turns = 0;
    for (int i = 0; i < (quick ? 5 : 30); i++) {
        snprintf(seed, sizeof seed, "botgame-%d", i);
        UgGame *g = NULL;
        UgGameParams p = {UG_MODE_ADVENTURE, seed};
        if (ug_game_new(&p, &g) != UG_OK) return 1;
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, (uint64_t)i);
        for (int k = 0; k < 200000 && ug_game_status(g) == UG_STATUS_PLAYING; k++)
            ug_game_act(g, ug_bot_next(&bot, g), NULL);
        bot_turns += ug_game_player(g)->turns;
        ug_game_free(g);
    }
    double b1 = ug_bench_now();
    printf("bot games: %ld turns in %.3f s = %.0f turns/s (bot included)\n", bot_turns, b1 - b0,
           bot_turns / (b1 - b0));
    return 0;
}

int main(int argc, char **argv) {
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    char cpu[128];
    ug_bench_cpu_name(cpu, sizeof cpu);
    printf("adventure benchmark on %s\n", cpu);
    if (bench_floors(quick) || bench_turns(quick) || bench_bot_games(quick)) return 1;
    return 0;
}
