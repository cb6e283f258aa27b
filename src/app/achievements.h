/* cursed's achievements on disk: one small file in the user folder, shared by every cursed game
 * (CURSED.md §6: the original keeps them in its browser storage). Written whole through the
 * platform's write_file_atomic (a temporary file and a rename), so a crash or a kill at any
 * moment leaves the old file or the new one, never half of one. A damaged file is reported in
 * one sentence and kept aside as *.bad; nothing else is lost.
 *
 * The file (version 1), UTF-8 text, one item a line:
 *     undergrid-achievements 1
 *     unlocked boss1Normal          one line per unlocked achievement (the original's ids)
 * Blank lines and lines starting with ';' are ignored; anything else is damage.
 */
#ifndef UG_APP_ACHIEVEMENTS_H
#define UG_APP_ACHIEVEMENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "platform.h"

enum { UG_ACHIEVEMENTS_VERSION = 1, UG_ACHIEVEMENTS_MAX_BYTES = 64 * 1024 };

/* The file's text for the unlocked achievements (bits 1u << UgAchievement), written to buf (at
 * most `size` bytes, NUL-terminated when size > 0). Returns the length it needs, as snprintf. */
size_t ug_achievements_format(uint32_t unlocked, char *buf, size_t size);
/* Parses a file's text; false (with one clause in `why`) when it is damaged or of a newer
 * version. */
bool ug_achievements_parse(const char *text, size_t len, uint32_t *unlocked, char *why,
                           size_t why_size);

/* The file in a user folder ("dir" ends with its separator): "<dir>achievements-cursed.txt". */
void ug_achievements_path(const char *dir, char *out, size_t size);

typedef enum UgAchievementsLoad {
    UG_ACHIEVEMENTS_LOADED = 0,
    UG_ACHIEVEMENTS_NONE,    /* no file yet: nothing unlocked */
    UG_ACHIEVEMENTS_DAMAGED, /* damaged or unreadable: moved aside to *.bad (`why` says why) */
} UgAchievementsLoad;

/* Reads the file at `path` through the platform. A damaged one is renamed to `path`.bad and
 * *unlocked is 0. */
UgAchievementsLoad ug_achievements_load(const UgPlatform *platform, const char *path,
                                        uint32_t *unlocked, char *why, size_t why_size);
/* Writes the file whole (write_file_atomic); false with `why` on failure. */
bool ug_achievements_save(const UgPlatform *platform, const char *path, uint32_t unlocked,
                          char *why, size_t why_size);

#endif /* UG_APP_ACHIEVEMENTS_H */
