/* The records of finished runs, in the user folder (issue 15): the run history and the high
 * scores read from it, a morgue file per run and the recording of every run. Plain C over the
 * platform's file entries (platform.h), so that all of it runs on the null platform in tests.
 *
 * history.txt (version 1), UTF-8 text, one run a line, oldest first:
 *     undergrid-history 1
 *     run MODE DATE SCORE FLOOR LEVEL TURNS END KILLER POTIONS WIZARD SEED
 * MODE is ug_mode_name's; DATE YYYY-MM-DD (the front end's, the core never reads a clock); END
 * died, won or abandoned (a new game replaced the run); KILLER the UgMonsterKind that killed
 * the player (-1: none, such as hunger); POTIONS how many potions were drunk; WIZARD 0 or 1;
 * SEED the rest of the line after one
 * space (0..127 bytes, maybe empty). Blank lines and lines starting with ';' are ignored;
 * anything else is damage: the file is kept aside as *.N.bad, reported in one sentence, and a
 * new history starts. Written whole through write_file_atomic, so a crash or a full disk leaves
 * the previous file. At most UG_HISTORY_MAX_RUNS runs are kept (the oldest go first).
 *
 * Each run also leaves (names from ug_records_stem, e.g. "2026-12-01-classic-42"):
 *     morgue/STEM.txt   the character, inventory, last messages, the last floor, the cause,
 *                       the seed and the command that replays it (ug_morgue_format)
 *     runs/STEM.ugr     the run's record (record.h); only the last UG_RUNS_KEPT are kept
 */
#ifndef UG_APP_RECORDS_H
#define UG_APP_RECORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "undergrid/game.h"
#include "undergrid/record.h"
#include "i18n.h"
#include "log.h"
#include "platform.h"

enum {
    UG_HISTORY_VERSION = 1,
    UG_HISTORY_MAX_BYTES = 8 * 1024 * 1024,
    UG_HISTORY_MAX_RUNS = 20000,
    UG_HIGH_SCORES = 20,
    UG_RUNS_KEPT = 100,
    UG_MORGUE_MESSAGES = 20,
    UG_DATE_LEN = 10, /* YYYY-MM-DD */
    UG_STEM_MAX = 96,
};

typedef enum UgRunEnd { UG_RUN_DIED = 0, UG_RUN_WON, UG_RUN_ABANDONED, UG_RUN_END_COUNT } UgRunEnd;

typedef struct UgRunEntry {
    UgMode mode;
    char date[UG_DATE_LEN + 1];
    int score, floor, level, turns;
    UgRunEnd end;
    int killer;  /* UgMonsterKind; -1: none */
    int potions; /* potions drunk in the run */
    bool wizard;
    char seed[UG_SEED_MAX_LEN + 1];
} UgRunEntry;

typedef struct UgHistory {
    UgRunEntry *runs; /* owned, oldest first */
    int count, capacity;
} UgHistory;

void ug_history_free(UgHistory *history); /* the history may be used again (empty) */
/* Appends a run (the oldest is dropped past UG_HISTORY_MAX_RUNS); false if out of memory. */
bool ug_history_push(UgHistory *history, const UgRunEntry *run);

/* The file's text in a new NUL-terminated buffer (free() it); NULL if out of memory. */
char *ug_history_format(const UgHistory *history, size_t *len);
/* Parses a file's text into *history (emptied first); false, with *history empty and one
 * clause in `why`, when it is damaged or of a newer version. */
bool ug_history_parse(const char *text, size_t len, UgHistory *history, char *why, size_t why_size);

/* "<dir>history.txt". */
void ug_history_path(const char *dir, char *out, size_t size);

typedef enum UgRecordsLoad {
    UG_RECORDS_LOADED = 0,
    UG_RECORDS_NONE,    /* no file yet: an empty history */
    UG_RECORDS_DAMAGED, /* damaged, too large or unreadable: kept aside (`why` says why) */
} UgRecordsLoad;

/* Reads the history at `path` through the platform; a damaged one is kept aside (*.N.bad, its
 * name in aside[aside_size], may be NULL) and *history starts empty. */
UgRecordsLoad ug_history_load(const UgPlatform *platform, const char *path, UgHistory *history,
                              char *why, size_t why_size, char *aside, size_t aside_size);
/* Appends `run` and writes the file whole; false with `why` when it could not be written (the
 * run stays in memory and goes with the next write). */
bool ug_history_append(const UgPlatform *platform, const char *path, UgHistory *history,
                       const UgRunEntry *run, char *why, size_t why_size);

/* The mode's high scores: indices into history->runs, best first (score, then fewer turns,
 * then the earlier run), at most `max` (UG_HIGH_SCORES). Wizard and abandoned runs do not
 * count. Returns how many. */
int ug_history_top(const UgHistory *history, UgMode mode, int *out, int max);
/* The 1-based rank of run `index` among its mode's high scores; 0 when it is not among them. */
int ug_history_rank(const UgHistory *history, int index);

/* The file name stem of run `index`: "DATE-MODE-SEED", the seed cut to 40 bytes with anything
 * but letters, digits and '-' made '_', and "-N" added for the N-th run of the same stem
 * (N >= 2), so that no run's files replace another's. */
void ug_records_stem(const UgHistory *history, int index, char *out, size_t size);

/* Whether `date` is a YYYY-MM-DD date. */
bool ug_records_date_ok(const char *date);
/* Today's seed of a mode, the same for everyone on `date` (YYYY-MM-DD), following the mode's
 * kind of seed; written to out[size]. */
void ug_records_daily_seed(const char *date, UgMode mode, char *out, size_t size);

/* The morgue file's text for a finished run: `game` as it ended, `log` its messages (may be
 * NULL), `run` its history entry, `replay` the command that replays it. Returns the length it
 * needs, as snprintf. */
size_t ug_morgue_format(const UgGame *game, const UgLog *log, const UgCatalog *catalog,
                        const UgRunEntry *run, const char *replay, char *buf, size_t size);

/* What ug_records_finish wrote. */
typedef struct UgRecordsResult {
    int rank;                         /* among the mode's high scores (0: not among them) */
    int index;                        /* the run's index in the history */
    bool history_ok;                  /* history.txt was written */
    bool morgue_ok;                   /* the morgue file was written */
    bool run_ok;                      /* the recording was written */
    char morgue[4200];                /* the morgue file's path */
    char run[4200];                   /* the recording's path */
    char why[UG_FILE_WHY_MAX + 4300]; /* a failure, in one clause ("" when none) */
} UgRecordsResult;

/* Files a finished run in the user folder `dir`: appends `run` to the history (loaded
 * already), writes its morgue file and its recording, and removes the recording that falls out
 * of the last UG_RUNS_KEPT. `game`/`log` may be NULL for an abandoned run (no morgue file). */
void ug_records_finish(const UgPlatform *platform, const char *dir, UgHistory *history,
                       const UgRunEntry *run, const UgRecord *record, const UgGame *game,
                       const UgLog *log, const UgCatalog *catalog, UgRecordsResult *out);

/* --- The save journal (issue 28) -------------------------------------------------------------
 * A run in progress is saved as a journal (record.h, version 4): written whole once, then each
 * save point appends only its new actions and checkpoints and a point line, fsynced, so that a
 * save point costs the same at any length. The snapshot (where the run stands, for the title's
 * Continue rows and for continuing after an upgrade) is appended on each new floor and every
 * UG_JOURNAL_SNAPSHOT_EVERY actions, or every 1/UG_JOURNAL_SNAPSHOT_SHARE of the run past that,
 * not at every point: a 7 KB snapshot every 16 actions would make the file 50 times as large.
 * The last whole one wins, and the title plays the few actions after it. The journal is written
 * whole again (atomically) when this window has not written it yet, or a save point failed. */
enum { UG_JOURNAL_SNAPSHOT_EVERY = 1024, UG_JOURNAL_SNAPSHOT_SHARE = 64 };

typedef struct UgJournal {
    size_t bytes;    /* the journal on disk as this window last left it; 0: write it whole */
    int actions;     /* the record's actions it holds */
    int checks;      /* and its checkpoints */
    int snapshot_at; /* the actions when its last snapshot was taken */
    int snapshot_floor;
} UgJournal;

/* The journal as read from a save (record->journal_bytes, 0 when it was not a journal), for the
 * window that goes on with the run; the floor is the game's now. */
void ug_journal_resume(UgJournal *journal, const UgRecord *record, int floor);
/* A save point: appends what `record` holds past the journal at `path` (written whole if need
 * be), with a snapshot of `game` when one is due (set in the record). `record->has_hash` and
 * its hash are set by the caller. On failure the file is as it was or holds a tail the reader
 * drops, and the next save point writes it whole. */
UgFileError ug_journal_save(UgJournal *journal, const UgPlatform *platform, const char *path,
                            UgRecord *record, const UgGame *game, char *why, size_t why_size);

#endif /* UG_APP_RECORDS_H */
