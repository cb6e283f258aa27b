/* The scenes' records (records.h): the run history loaded once, and the filing of a run when it
 * ends (death, victory) or is abandoned for a new game. Called from scenes.c at those few places;
 * what goes wrong is said in one sentence (platform say) and noted in the log. */
#ifndef UG_APP_SCENES_RECORDS_H
#define UG_APP_SCENES_RECORDS_H

#include "records.h"
#include "records_view.h"
#include "view.h"

typedef struct UgScenesRecords {
    UgHistory history;
    bool loaded;
    char today[UG_DATE_LEN + 1]; /* the platform's date, read when the scenes start */
    int fresh;                   /* the history index of the run that ended last; -1: none */
    char dir[4096];              /* the user folder the files are in ("": none) */
} UgScenesRecords;

/* Reads the history in `dir` ("": no user folder, nothing is kept) and today's date. */
void ug_scenes_records_load(UgScenesRecords *r, const UgPlatform *platform, const char *dir,
                            UgLog *log);
void ug_scenes_records_free(UgScenesRecords *r);

/* Files the run of `game` (its record, its log) that just ended as `end` with `score`; a died
 * or won run also fills the end screen's death_rank and death_morgue in `vs`. */
void ug_scenes_records_file(UgScenesRecords *r, const UgPlatform *platform, const char *dir,
                            const UgGame *game, const UgRecord *record, UgLog *log,
                            const UgCatalog *catalog, UgRunEnd end, int score, UgViewState *vs);

/* Fills the Records page for `mode` and list `tab` (UgRecordsTab) from the history;
 * `cursed_unlocked` is the persistent unlocks of cursed's own achievements (achievements.h). */
void ug_scenes_records_page(const UgScenesRecords *r, UgMode mode, int tab, int pick,
                            uint32_t cursed_unlocked, UgRecordsPage *page);

/* The path of the `pick`-th most recent kept recording of `mode` (0: the latest) in out[size];
 * false when there is none. */
/* The Records page's list scrolled by the wheel or Page Up/Down (UG_CMD_SCROLL) or a pad's
 * shoulders (a page up with LB, down with RB): true when `command` was one of those. The scroll
 * (vs->list_scroll) stays where the list's last line can still be seen, in `layout` under the
 * `frame`'s menu rows. */
bool ug_scenes_records_scroll(UgViewState *vs, const UgLayout *layout, const UgFrame *frame,
                              const UgCommand *command);

bool ug_scenes_records_pick(const UgScenesRecords *r, UgMode mode, int pick, char *out,
                            size_t size);

#endif /* UG_APP_SCENES_RECORDS_H */
