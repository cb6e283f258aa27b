/* The achievements file's crash safety (issue 17): `ach_crash write PATH` rewrites the file in a
 * loop, as the window does on every unlock (ug_achievements_format + ug_file_write_atomic), until
 * it is killed; `ach_crash check PATH` exits 0 only if the file is whole and parses. Run by
 * ach_crash.sh, which kills the writer with SIGKILL at random moments: whatever moment the kill
 * lands, the file must be the old one or the new one, never half of one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "achievements.h"
#include "file.h"

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: ach_crash write|check PATH\n");
        return 2;
    }
    const char *path = argv[2];
    if (strcmp(argv[1], "write") == 0) {
        for (uint32_t i = 0;; i++) {
            char text[1024];
            size_t len = ug_achievements_format(i % 512u, text, sizeof text);
            char why[UG_FILE_WHY_MAX];
            if (ug_file_write_atomic(path, text, len, why, sizeof why) != UG_FILE_OK) {
                fprintf(stderr, "ach_crash: %s\n", why);
                return 1;
            }
        }
    }
    char *text = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX];
    if (ug_file_read(path, UG_ACHIEVEMENTS_MAX_BYTES, &text, &len, why, sizeof why) != UG_FILE_OK) {
        fprintf(stderr, "ach_crash: %s: %s\n", path, why);
        return 1;
    }
    uint32_t bits = 0;
    bool ok = ug_achievements_parse(text, len, &bits, why, sizeof why);
    free(text);
    if (!ok) fprintf(stderr, "ach_crash: %s is damaged: %s\n", path, why);
    return ok ? 0 : 1;
}
