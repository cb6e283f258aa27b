/* Two windows ending runs at once (issue 25, item 4). `history_race DIR N` files N runs of one
 * seed in DIR with ug_records_finish on the real files (src/io), as a window does when a run
 * ends; history_race.sh starts two at once and checks that the history holds every run and that
 * runs/ holds one recording per run: no line lost, no name shared. `history_race DIR count`
 * prints how many runs the history holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "records.h"

static UgFileError fp_read(void *self, const char *path, size_t max, char **data, size_t *len,
                           char *why, size_t why_size) {
    (void)self;
    return ug_file_read_own(path, max, data, len, why, why_size);
}

static UgFileError fp_write(void *self, const char *path, const void *data, size_t len, char *why,
                            size_t why_size) {
    (void)self;
    return ug_file_write_atomic(path, data, len, why, why_size);
}

static bool fp_remove(void *self, const char *path) {
    (void)self;
    return ug_file_remove(path);
}

static UgFileError fp_aside(void *self, const char *path, char *aside, size_t aside_size, char *why,
                            size_t why_size) {
    (void)self;
    return ug_file_keep_aside(path, aside, aside_size, why, why_size);
}

static bool fp_make_dir(void *self, const char *path) {
    (void)self;
    return ug_file_make_dir(path);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: history_race DIR N|count\n");
        return 2;
    }
    char dir[4096], path[4200], why[UG_FILE_WHY_MAX];
    snprintf(dir, sizeof dir, "%s/", argv[1]);
    ug_history_path(dir, path, sizeof path);
    UgPlatform pf = {.read_file = fp_read,
                     .write_file_atomic = fp_write,
                     .remove_file = fp_remove,
                     .keep_aside = fp_aside,
                     .make_dir = fp_make_dir};
    UgHistory h = {0};
    if (strcmp(argv[2], "count") == 0) {
        if (ug_history_load(&pf, path, &h, why, sizeof why, NULL, 0) == UG_RECORDS_DAMAGED) {
            fprintf(stderr, "history_race: damaged: %s\n", why);
            return 1;
        }
        printf("%d\n", h.count);
        ug_history_free(&h);
        return 0;
    }
    int n = atoi(argv[2]);
    UgRecord record;
    ug_record_init(&record, UG_MODE_CLASSIC, "7");
    for (int i = 0; i < n; i++) {
        /* read afresh first, as the window does (scenes_records.c) */
        ug_history_load(&pf, path, &h, why, sizeof why, NULL, 0);
        UgRunEntry run = {.mode = UG_MODE_CLASSIC, .score = i, .floor = 1, .turns = i};
        memcpy(run.date, "2026-12-01", 11);
        snprintf(run.seed, sizeof run.seed, "7");
        UgRecordsResult res;
        ug_records_finish(&pf, dir, &h, &run, &record, NULL, NULL, NULL, &res);
        if (!res.history_ok || !res.run_ok) {
            fprintf(stderr, "history_race: %s\n", res.why);
            return 1;
        }
    }
    ug_history_free(&h);
    return 0;
}
