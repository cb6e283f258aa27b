/* cursed's achievements file. See achievements.h. */
#include "achievements.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "undergrid/game.h"
#include "lines.h"

/* The original's ids (CURSED.md §6), indexed by UgAchievement. */
static const char *const ids[UG_ACH_COUNT] = {
    [UG_ACH_NO_EXAMINE] = "noExamine",       [UG_ACH_UNLOCK_ALL] = "unlockAll",
    [UG_ACH_BOSS1_NORMAL] = "boss1Normal",   [UG_ACH_BOSS1_SPECIAL] = "boss1Special",
    [UG_ACH_BOSS2_NORMAL] = "boss2Normal",   [UG_ACH_BOSS3_NORMAL] = "boss3Normal",
    [UG_ACH_BOSS3_SPECIAL] = "boss3Special", [UG_ACH_BOSS4_NORMAL] = "boss4Normal",
    [UG_ACH_BOSS4_SPECIAL] = "boss4Special",
};

size_t ug_achievements_format(uint32_t unlocked, char *buf, size_t size) {
    size_t len = 0;
    char line[64];
    int n = snprintf(line, sizeof line, "undergrid-achievements %d\n", UG_ACHIEVEMENTS_VERSION);
    for (int pass = 0; pass <= UG_ACH_COUNT; pass++) {
        if (pass > 0) {
            int a = pass - 1;
            if (!((unlocked >> a) & 1u)) continue;
            n = snprintf(line, sizeof line, "unlocked %s\n", ids[a]);
        }
        if (n < 0) continue;
        if (buf && len + (size_t)n < size) memcpy(buf + len, line, (size_t)n);
        len += (size_t)n;
    }
    if (buf && size > 0) buf[len < size ? len : size - 1] = '\0';
    return len;
}

static void say(char *why, size_t size, const char *text) {
    if (why && size) snprintf(why, size, "%s", text);
}

/* One "unlocked ID" line into the bits (lines.h). */
static bool achievement_line(void *ctx, const char *line, int line_no) {
    (void)line_no;
    uint32_t *bits = ctx;
    if (strncmp(line, "unlocked ", 9) != 0) return false;
    for (int a = 0; a < UG_ACH_COUNT; a++)
        if (strcmp(line + 9, ids[a]) == 0) {
            *bits |= 1u << a;
            return true;
        }
    return false;
}

bool ug_achievements_parse(const char *text, size_t len, uint32_t *unlocked, char *why,
                           size_t why_size) {
    *unlocked = 0;
    uint32_t bits = 0;
    if (!ug_lines_read(text, len, "undergrid-achievements", UG_ACHIEVEMENTS_VERSION,
                       "an achievements file", achievement_line, &bits, why, why_size))
        return false;
    *unlocked = bits;
    return true;
}

void ug_achievements_path(const char *dir, char *out, size_t size) {
    snprintf(out, size, "%sachievements-cursed.txt", dir);
}

UgAchievementsLoad ug_achievements_load(const UgPlatform *pf, const char *path, uint32_t *unlocked,
                                        char *why, size_t why_size) {
    *unlocked = 0;
    char *text = NULL;
    size_t len = 0;
    char reason[UG_FILE_WHY_MAX];
    UgFileError err = pf->read_file(pf->self, path, UG_ACHIEVEMENTS_MAX_BYTES, &text, &len, reason,
                                    sizeof reason);
    if (err == UG_FILE_MISSING) return UG_ACHIEVEMENTS_NONE;
    bool ok =
        err == UG_FILE_OK && ug_achievements_parse(text, len, unlocked, reason, sizeof reason);
    free(text);
    if (ok) return UG_ACHIEVEMENTS_LOADED;
    *unlocked = 0;
    char aside[4096 + 32], unmoved[UG_FILE_WHY_MAX];
    pf->keep_aside(pf->self, path, aside, sizeof aside, unmoved, sizeof unmoved); /* N.bad */
    say(why, why_size, reason);
    return UG_ACHIEVEMENTS_DAMAGED;
}

bool ug_achievements_save(const UgPlatform *pf, const char *path, uint32_t unlocked, char *why,
                          size_t why_size) {
    char text[1024];
    size_t len = ug_achievements_format(unlocked, text, sizeof text);
    return pf->write_file_atomic(pf->self, path, text, len, why, why_size) == UG_FILE_OK;
}
