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
    UG_UIMSG_BAD_ACHIEVEMENTS,            /* text = why; the file was kept aside */
    UG_UIMSG_LAST
} UgUiMsg;

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
