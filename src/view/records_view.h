/* The Records page of the title menu (issue 15): a mode's high scores, its recent runs, the
 * achievements of every mode with their progress, and today's seed. The scenes fill a
 * UgRecordsPage from the run history (src/app/records.h) for the mode and list chosen; this
 * words it (ug_records_view_body, called by menu.c). Plain data, no files here. */
#ifndef UG_VIEW_RECORDS_VIEW_H
#define UG_VIEW_RECORDS_VIEW_H

#include <stdbool.h>

#include "view.h"

enum { UG_RECORDS_ROWS = 12, UG_RECORDS_ACH_MAX = 16 };

typedef enum UgRecordsTab {
    UG_RECORDS_TAB_SCORES = 0,
    UG_RECORDS_TAB_HISTORY,
    UG_RECORDS_TAB_ACHIEVEMENTS,
    UG_RECORDS_TAB_COUNT
} UgRecordsTab;

typedef struct UgRecordsRow {
    int rank; /* 1-based among the high scores; 0 in the recent runs */
    int score, floor, level, turns;
    int end;    /* records.h's UgRunEnd: 0 died, 1 won, 2 abandoned */
    int killer; /* UgMonsterKind; -1: none */
    bool wizard;
    bool fresh; /* the run that just ended: highlighted */
    char date[11];
    char seed[48]; /* cut for the screen */
} UgRecordsRow;

typedef struct UgRecordsAchievement {
    const char *title;         /* an msgid */
    const char *condition;     /* an msgid */
    long progress, target;     /* target 0: no progress to show (done or not) */
    bool condition_has_target; /* the condition is a format taking the target (%d) */
    bool unlocked;
} UgRecordsAchievement;

typedef struct UgRecordsPage {
    char daily_seed[64]; /* today's seed of records_mode */
    int runs;            /* runs of records_mode in the history */
    int row_count;
    UgRecordsRow rows[UG_RECORDS_ROWS];
    int ach_count;
    UgRecordsAchievement ach[UG_RECORDS_ACH_MAX];
    bool can_watch;     /* records_mode has a kept recording */
    int watch_count;    /* its runs whose recordings are kept (the last UG_RUNS_KEPT runs) */
    UgRecordsRow watch; /* the one Watch plays: the records_pick-th most recent */
} UgRecordsPage;

/* The page's body: which list it is, then one line per row. */
void ug_records_view_body(UgFrame *frame, const UgCatalog *catalog, const UgViewState *state);

#endif /* UG_VIEW_RECORDS_VIEW_H */
