/* A first game's hints (issue 26 item 3): the first time a thing happens in a mode (an orb
 * picked up, hunger, sealed stairs, a pack too full, a level, a guardian), one line in the log
 * says what to make of it; each hint is shown once per mode, ever, unless Options turn hints off.
 * What happened is read from the core's messages of the turn (never from the mode's name), and
 * nothing here touches the game: hints change neither its state nor its record.
 *
 * Which hints a mode has shown is kept in its own small file, hints.txt in the user folder:
 *
 *     undergrid-hints 1
 *     adventure orb hungry sealed
 *     classic hungry
 *
 * one line a mode (its name as ug_mode_name gives it), then the hints' words. The file is
 * untrusted but worth little: a line with an unknown mode or word is skipped and the rest kept;
 * a file without the first line is set aside (N.bad) and a new one started. Nothing of the
 * settings file depends on it. */
#ifndef UG_APP_FIRST_HINTS_H
#define UG_APP_FIRST_HINTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hint_words.h"
#include "log.h"
#include "undergrid/event.h"
#include "undergrid/game.h"

enum { UG_FIRST_HINTS_MAX_BYTES = 16 * 1024 };

typedef struct UgFirstHints {
    uint32_t seen[UG_MODE_COUNT]; /* bit 1u << UgFirstHint: shown in that mode */
    bool dirty;                   /* changed since read: to be written */
} UgFirstHints;

/* The hint a message calls for, or -1 (most messages call for none). */
int ug_first_hint_for(int32_t msg);
/* Reads a turn's events: for each message that calls for a hint not shown yet in `mode`, pushes
 * UG_UIMSG_FIRST_HINT (a = the hint) to `log` (NULL: none) and marks it shown. With `off` (the
 * Options' Hints off) nothing is shown or marked. Returns how many were shown. */
int ug_first_hints_note(UgFirstHints *h, UgMode mode, const UgEvents *events, bool off, UgLog *log);
/* The first boss in sight (a creature the core flags UG_MONSTER_BOSS, on a tile in view): when
 * UG_HINT_BOSS is not shown yet in the game's mode, pushes UG_UIMSG_BOSS_HINT naming it (a = 1
 * when the core's boss fight is on, UG_BOSS_ACTIVE: the way down waits on it) and marks it
 * shown. Nothing with `off`. Returns how many were shown (0 or 1). */
int ug_first_hints_see(UgFirstHints *h, const UgGame *g, bool off, UgLog *log);

/* The file's text (at most `size` bytes, NUL-terminated when size > 0); returns the length it
 * needs, as snprintf. */
size_t ug_first_hints_format(const UgFirstHints *h, char *buf, size_t size);
/* Parses a file's text into *h (cleared first); false (with one clause in `why`) when it is not
 * such a file at all; bad lines are skipped and counted in *skipped (may be NULL). */
bool ug_first_hints_parse(const char *text, size_t len, UgFirstHints *h, int *skipped, char *why,
                          size_t why_size);

struct UgPlatform;
/* "<dir>hints.txt" ("dir" ends with its separator). */
void ug_first_hints_path(const char *dir, char *out, size_t size);
/* Reads the file through the platform (missing: nothing shown yet); false when it was damaged
 * and set aside (`why` says why; *h is then empty). */
bool ug_first_hints_load(const struct UgPlatform *pf, const char *path, UgFirstHints *h, char *why,
                         size_t why_size);
/* Writes the file whole when dirty; false with `why` on failure. */
bool ug_first_hints_save(const struct UgPlatform *pf, const char *path, UgFirstHints *h, char *why,
                         size_t why_size);

#endif
