/* undergrid-bench-save: what one save point costs at 100k and 1M actions (issue 28), the whole
 * record rewritten as before (the snapshot taken, the record formatted twice, a temporary file
 * written, fsynced and renamed) beside the save journal's append (records.h: the 16 new actions
 * and a point line written at the end and fsynced; a snapshot on its schedule). CPU is this
 * thread's (the fsync's wait is not CPU); the wall time is printed beside it. Run:
 *     undergrid-bench-save [--quick] [DIR]     (DIR: where the files go; default /tmp) */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/record.h"
#include "bench_util.h"
#include "file.h"
#include "records.h"

static UgFileError write_whole(void *self, const char *path, const void *data, size_t len,
                               char *why, size_t why_size) {
    (void)self;
    return ug_file_write_atomic(path, data, len, why, why_size);
}

static UgFileError write_at(void *self, const char *path, size_t offset, const void *data,
                            size_t len, char *why, size_t why_size) {
    (void)self;
    return ug_file_write_at(path, offset, data, len, why, why_size);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

enum { SAVE_EVERY = 16, PLAYED = 2000 };

/* An adventure game after the explore bot's PLAYED actions (a real snapshot, ~7 KB), and a
 * record of `total` actions (the bot's, repeated: formatting does not replay them). */
static void make_run(int total, UgGame **game, UgRecord *r) {
    UgGameParams params = {UG_MODE_ADVENTURE, "bench-save"};
    if (ug_game_new(&params, game) != UG_OK) exit(1);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 3);
    static UgAction played[PLAYED];
    int n = 0;
    for (int tries = 0; n < PLAYED && tries < PLAYED * 4; tries++) {
        if (ug_game_status(*game) != UG_STATUS_PLAYING) break;
        UgAction a = ug_bot_next(&bot, *game);
        if (ug_game_act(*game, a, NULL)) played[n++] = a;
    }
    if (n == 0) exit(1);
    ug_record_init(r, UG_MODE_ADVENTURE, "bench-save");
    ug_record_checkpoint(r, *game);
    for (int i = 0; i < total; i++)
        if (ug_record_push(r, played[i % n]) != UG_OK) exit(1);
    r->has_hash = true;
    r->hash = ug_game_hash(*game);
}

/* The save point as it was: snapshot, format twice, atomic write. */
static void save_whole(UgRecord *r, const UgGame *g, const char *path) {
    ug_record_set_snapshot(r, g);
    char *text = NULL, why[256];
    size_t len = 0;
    if (ug_file_record_text(r, &text, &len, why, sizeof why) != UG_FILE_OK ||
        ug_file_write_atomic(path, text, len, why, sizeof why) != UG_FILE_OK) {
        fprintf(stderr, "undergrid-bench-save: cannot write '%s': %s\n", path, why);
        exit(1);
    }
    free(text);
}

static void bench(int total, int points, const char *dir) {
    char path[4096];
    snprintf(path, sizeof path, "%s/save-adventure.ugr", dir);
    UgGame *g = NULL;
    UgRecord r;
    make_run(total, &g, &r);
    UgAction step = r.actions[0];
    double *cpu = malloc(sizeof(double) * (size_t)points * 2);
    double *wall = cpu + points;
    if (!cpu) exit(1);
    /* before: the whole record at every save point */
    int before_points = points < 9 ? points : 9;
    for (int p = 0; p < before_points; p++) {
        for (int i = 0; i < SAVE_EVERY; i++) ug_record_push(&r, step);
        double c0 = ug_bench_cpu_now(), w0 = ug_bench_now();
        save_whole(&r, g, path);
        cpu[p] = ug_bench_cpu_now() - c0;
        wall[p] = ug_bench_now() - w0;
    }
    double whole_cpu = median(cpu, before_points), whole_wall = median(wall, before_points);
    /* after: the journal, written whole once, then appended */
    UgPlatform pf = {0};
    pf.write_file_atomic = write_whole;
    pf.write_file_at = write_at;
    UgJournal j = {0};
    char why[256];
    if (ug_journal_save(&j, &pf, path, &r, g, why, sizeof why) != UG_FILE_OK) {
        fprintf(stderr, "undergrid-bench-save: cannot write '%s': %s\n", path, why);
        exit(1);
    }
    double worst = 0;
    for (int p = 0; p < points; p++) {
        for (int i = 0; i < SAVE_EVERY; i++) ug_record_push(&r, step);
        double c0 = ug_bench_cpu_now(), w0 = ug_bench_now();
        if (ug_journal_save(&j, &pf, path, &r, g, why, sizeof why) != UG_FILE_OK) {
            fprintf(stderr, "undergrid-bench-save: cannot append to '%s': %s\n", path, why);
            exit(1);
        }
        cpu[p] = ug_bench_cpu_now() - c0;
        wall[p] = ug_bench_now() - w0;
        if (cpu[p] > worst) worst = cpu[p];
    }
    double append_cpu = median(cpu, points), append_wall = median(wall, points);
    printf("%8d actions  whole record %8.3f ms CPU (%7.3f ms wall)  journal append %6.3f ms CPU "
           "(%6.3f ms wall; worst of %d, with its snapshot: %.3f ms CPU)  ratio %.0fx\n",
           total, whole_cpu * 1e3, whole_wall * 1e3, append_cpu * 1e3, append_wall * 1e3, points,
           worst * 1e3, append_cpu > 0 ? whole_cpu / append_cpu : 0.0);
    free(cpu);
    ug_record_free(&r);
    ug_game_free(g);
    unlink(path);
}

int main(int argc, char **argv) {
    bool quick = false;
    const char *parent = "/tmp";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            quick = true;
        else
            parent = argv[i];
    }
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/undergrid-bench-save-XXXXXX", parent);
    if (!mkdtemp(dir)) {
        fprintf(stderr, "undergrid-bench-save: cannot make a folder in '%s'\n", parent);
        return 1;
    }
    char cpu[128];
    ug_bench_cpu_name(cpu, sizeof cpu);
    printf("undergrid-bench-save: a save point every %d actions, adventure (%s)\n", SAVE_EVERY,
           cpu);
    bench(100000, quick ? 16 : 1100, dir);
    bench(1000000, quick ? 8 : 1100, dir);
    rmdir(dir);
    return 0;
}
