/* Watching a kept recording in the window (issue 15): `undergrid watch FILE`, or Records' Watch.
 * The recording is replayed into a game of its own (never the player's run, never saved) with
 * its own log, one action at a time on the platform's clock:
 *   Space / Enter   play or pause        . or Right   one action (pauses)
 *   1 2 3 4         x1 x2 x4 x16         > or d       on to the next floor (pauses there)
 *                                        < or a       back to the floor before
 *   Esc, M or Q     stop watching
 * Plain C over the core's public API; the scenes draw watch->game with watch->log. */
#ifndef UG_APP_SCENES_WATCH_H
#define UG_APP_SCENES_WATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/game.h"
#include "undergrid/record.h"
#include "command.h"
#include "i18n.h"
#include "log.h"

enum { UG_WATCH_BASE_MS = 250, UG_WATCH_MAX_BYTES = 64 * 1024 * 1024 };

typedef struct UgWatch {
    bool active;
    bool paused;
    int speed; /* 1, 2, 4 or 16 actions per UG_WATCH_BASE_MS */
    UgRecord record;
    UgGame *game; /* owned: the recording's game as far as it is played */
    int next;     /* the next action of the record to play */
    uint64_t due; /* now_ms at which the next action plays */
    UgLog log;
} UgWatch;

/* Starts watching the recording in `text` (record.h's format); false with one clause in `why`
 * when it is not a recording this version can play (damaged, newer, a seed the mode refuses).
 * A watch already open is closed first. */
bool ug_watch_open(UgWatch *watch, const char *text, size_t len, char *why, size_t why_size);
void ug_watch_close(UgWatch *watch);

/* Plays one action; false when the recording is over. */
bool ug_watch_step(UgWatch *watch);
/* Plays on until the floor changes or the recording ends (and pauses); false if nothing was
 * left to play. */
bool ug_watch_next_floor(UgWatch *watch);
/* Plays again from the start up to the first action on the floor before this one (the first
 * floor: the start) and pauses; false if already at the start. */
bool ug_watch_prev_floor(UgWatch *watch);
/* Plays what is due at `now` (at most one action a call); true if something changed. */
bool ug_watch_tick(UgWatch *watch, uint64_t now);
/* Milliseconds until the next action is due (-1: none, paused or over). */
int ug_watch_wait_ms(const UgWatch *watch, uint64_t now);

typedef enum UgWatchResult { UG_WATCH_IGNORED = 0, UG_WATCH_CHANGED, UG_WATCH_EXIT } UgWatchResult;
UgWatchResult ug_watch_command(UgWatch *watch, UgCommand command, uint64_t now);

/* The status line: "Watching 120/560, x4, paused", worded by the catalog. */
void ug_watch_status(const UgWatch *watch, const UgCatalog *catalog, int columns, char *out,
                     size_t size);

#endif /* UG_APP_SCENES_WATCH_H */
