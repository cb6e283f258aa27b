/* The message log: what happened, as message ids with arguments (worded only when drawn, so a
 * change of language rewords the whole history). A fixed ring of the last UG_LOG_CAPACITY
 * entries; a message equal to the one before it (same id, same arguments) counts as a repeat
 * instead of a new line. Pure C: no SDL, no allocation. */
#ifndef UG_VIEW_LOG_H
#define UG_VIEW_LOG_H

#include <stdint.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_LOG_CAPACITY = 500, UG_LOG_ARG_MAX = 192 };

/* Messages of the front end itself, after the core's UgMsg ids. */
typedef enum UgUiMsg {
    UG_UIMSG_FIRST = 1000,
    UG_UIMSG_SCREENSHOT = UG_UIMSG_FIRST, /* text = the file written */
    UG_UIMSG_SCREENSHOT_FAILED,           /* text = why */
    UG_UIMSG_NO_CATALOG,                  /* text = the language code; English is used instead */
    UG_UIMSG_BAD_CATALOG,                 /* text = the file and why */
    UG_UIMSG_BAD_CONFIG,                  /* text = why; the defaults are used */
    UG_UIMSG_NO_CJK_FONT,                 /* Japanese was chosen but no font can draw it */
    UG_UIMSG_RESUMED,                     /* a = floor: a saved game goes on */
    UG_UIMSG_BAD_SAVE,                    /* text = why; the file was kept aside */
    UG_UIMSG_SEED_WRITTEN,                /* text = the file the run's seed was written to */
    UG_UIMSG_SAVE_FAILED,      /* a = UgSaveFailure, text = the system's reason: kept in memory */
    UG_UIMSG_SAVED_AGAIN,      /* the game could be saved again after failing */
    UG_UIMSG_SAVE_IN_USE,      /* a = UgSaveInUse, text = the file this window saves to */
    UG_UIMSG_NEWER_SAVE,       /* text = the file: written by a newer version, left as it is */
    UG_UIMSG_BAD_ACHIEVEMENTS, /* text = why; the file was kept aside */
    UG_UIMSG_NO_ORB,           /* `f` with no orb that can be thrown */
    UG_UIMSG_BAD_HISTORY,      /* text = why; the run history was kept aside (records.h) */
    UG_UIMSG_RECORDS_FAILED,   /* text = which file and why: a run's records were not all written */
    UG_UIMSG_WATCH_FAILED,     /* text = why: a recording cannot be watched */
    UG_UIMSG_AUTO_STOP,        /* a = UgAutoStop, b = the creature's or item's kind: why travel,
                                  explore, rest or run stopped (undergrid/auto.h) */
    UG_UIMSG_NO_TILESET,       /* text = why: the board is drawn with glyphs */
    UG_UIMSG_BAD_BINDINGS,     /* text = the first bad line of bindings.txt, and why */
    UG_UIMSG_NO_SOUND,         /* text = why: no sound device, the game plays silently */
    UG_UIMSG_FIRST_HINT,       /* a = UgFirstHint (hint_words.h): a first game's hint */
    UG_UIMSG_BOSS_HINT,        /* the first boss seen (UG_HINT_BOSS): a = 1 when the floor's way
                                * down waits on its death (else 0), b = its UgMonsterKind */
    UG_UIMSG_LAST
} UgUiMsg;

/* UG_UIMSG_SAVE_FAILED's a: why the game could not be saved. */
typedef enum UgSaveFailure {
    UG_SAVE_FAILED_OTHER = 0, /* the text says why */
    UG_SAVE_FAILED_DISK_FULL,
    UG_SAVE_FAILED_READ_ONLY,
    UG_SAVE_FAILED_DENIED,
    UG_SAVE_FAILED_NOT_A_FILE, /* a FIFO, device, folder or link where the save should be */
} UgSaveFailure;

/* UG_UIMSG_SAVE_IN_USE's a: what this window does about a save another window is playing. */
typedef enum UgSaveInUse {
    UG_SAVE_IN_USE_OFFERED = 0, /* its game is offered without saving, or New game */
    UG_SAVE_IN_USE_OTHER_SLOT,  /* this window goes on with its own slot's game */
    UG_SAVE_IN_USE_NO_SLOT,     /* every slot is taken: nothing this window plays is saved */
    UG_SAVE_IN_USE_NO_LOCK,     /* no lock can be taken (text = why): nothing here is saved */
} UgSaveInUse;

typedef struct UgLogEntry {
    int32_t msg; /* UgMsg or UgUiMsg */
    int32_t a, b;
    char text[UG_LOG_ARG_MAX]; /* string argument of UI messages ("" otherwise) */
    int32_t repeat;            /* 1 the first time, 2 when it came twice in a row, ... */
    int32_t serial;            /* increases with every push (repeats too): the age of an entry */
} UgLogEntry;

typedef struct UgLog {
    UgLogEntry entries[UG_LOG_CAPACITY];
    int start, count;
    int32_t serial;
} UgLog;

void ug_log_clear(UgLog *log);
/* Adds a message (text may be NULL). */
void ug_log_push(UgLog *log, int32_t msg, int32_t a, int32_t b, const char *text);
/* Adds every message event of a turn, in order. */
void ug_log_add_events(UgLog *log, const UgEvents *events);
int ug_log_count(const UgLog *log);
/* Entry i, 0 being the oldest kept; NULL out of range. */
const UgLogEntry *ug_log_get(const UgLog *log, int i);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_LOG_H */
