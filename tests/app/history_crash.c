/* The run history's crash safety (issue 15): `history_crash write PATH` appends runs to the
 * history in a loop (ug_history_load, then ug_history_append, as the window does when a run
 * ends), on the real files (src/io), until it is killed; `history_crash check PATH` prints how
 * many runs the file holds and exits 0 only if it is whole and parses. history_crash.sh kills the
 * writer with SIGKILL at random moments and checks that the file is always whole and never holds
 * fewer runs than before: a crash never loses the history; then under a file-size limit (a full
 * disk) the append fails with its reason and the file is left exactly as it was. */
#include <signal.h>
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

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: history_crash write|check PATH\n");
        return 2;
    }
    const char *path = argv[2];
#ifdef SIGXFSZ
    signal(SIGXFSZ, SIG_IGN); /* past ulimit -f a write fails as on a full disk (as main.c) */
#endif
    UgPlatform pf = {.read_file = fp_read,
                     .write_file_atomic = fp_write,
                     .remove_file = fp_remove,
                     .keep_aside = fp_aside};
    UgHistory h = {0};
    char why[UG_FILE_WHY_MAX];
    if (strcmp(argv[1], "write") == 0) {
        if (ug_history_load(&pf, path, &h, why, sizeof why, NULL, 0) == UG_RECORDS_DAMAGED) {
            fprintf(stderr, "history_crash: %s was damaged: %s\n", path, why);
            return 1;
        }
        for (int i = 0;; i++) {
            UgRunEntry run = {.mode = UG_MODE_CLASSIC, .score = i, .floor = 1, .turns = i};
            memcpy(run.date, "2026-12-01", 11);
            snprintf(run.seed, sizeof run.seed, "%d", i);
            if (!ug_history_append(&pf, path, &h, &run, why, sizeof why)) {
                fprintf(stderr, "history_crash: %s\n", why);
                return 1;
            }
        }
    }
    char *text = NULL;
    size_t len = 0;
    if (ug_file_read(path, UG_HISTORY_MAX_BYTES, &text, &len, why, sizeof why) != UG_FILE_OK) {
        fprintf(stderr, "history_crash: %s: %s\n", path, why);
        return 1;
    }
    bool ok = ug_history_parse(text, len, &h, why, sizeof why);
    free(text);
    if (!ok) {
        fprintf(stderr, "history_crash: %s is damaged: %s\n", path, why);
        return 1;
    }
    printf("%d\n", h.count);
    ug_history_free(&h);
    return 0;
}
