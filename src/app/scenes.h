/* The window's scenes and their loop, on any platform (platform.h): the title (with a saved run
 * to continue), the game, the death screen, the help / history / quit overlays, and the save
 * points of a run. Plain C: no SDL here, so the whole of it runs headless on the null platform.
 *
 *   ug_scenes_new   a saved run is looked for; the title scene waits
 *   ug_scenes_run   events -> commands (a short queue) -> one command per frame -> Game ->
 *                   Frame (view) -> present_frame, drawing only when something changed
 *   ug_scenes_free  frees everything (the run was saved when ug_scenes_run returned)
 */
#ifndef UG_APP_SCENES_H
#define UG_APP_SCENES_H

#include <stdbool.h>

#include "undergrid/game.h"
#include "i18n.h"
#include "log.h"
#include "platform.h"

typedef struct UgScenes UgScenes;

/* Zero is the default for every field but `mode`. */
typedef struct UgScenesParams {
    UgMode mode;
    const char *seed; /* the first new game's seed (checked already); NULL: random */
    bool direct; /* start `mode` (with `seed`) at once, as the command line asked, instead of the
                  * title menu; a --seed with a saved run of the mode asks before replacing it */
    const UgCatalog *catalog;    /* the texts; NULL: English. Not owned; must outlive the scenes */
    const UgLog *notices;        /* start-up notices to open the log with (copied); may be NULL */
    bool quit_after_first_frame; /* benchmarks: ug_scenes_run returns once a frame was shown */
    bool say_layout; /* tests of the window: say "board X Y W H tile T camera CX CY" when the
                      * board moves, so that a script can click on a tile */
    /* `undergrid watch FILE`: the recording's text (record.h), watched at once instead of the
     * title (scenes_watch.h); NULL: none. Copied; need not outlive ug_scenes_new. */
    const char *watch_text;
    size_t watch_len;
} UgScenesParams;

/* Creates the scenes on `platform` (not owned; it must outlive them) and looks for a saved run
 * of the mode in the platform's user folder: a good one waits on the title to be continued, a
 * finished one is removed, a damaged one is renamed to *.ugr.bad with one sentence (platform
 * say) and a notice in the log. NULL if out of memory. */
UgScenes *ug_scenes_new(const UgScenesParams *params, const UgPlatform *platform);
void ug_scenes_free(UgScenes *scenes);

/* Runs until the player quits (the quit box, or the window closed), then saves the run in
 * progress. Blocks in the platform's next_event between events. */
void ug_scenes_run(UgScenes *scenes);

/* ug_scenes_run in pieces, for a host that owns the loop (the browser calls one step per
 * animation frame): start; step while it returns true; finish (saves the run in progress).
 * ug_scenes_run is exactly start, step until false, finish. */
void ug_scenes_start(UgScenes *scenes);
bool ug_scenes_step(UgScenes *scenes);
void ug_scenes_finish(UgScenes *scenes);

/* Saves the run in progress now, as a save point does (the browser's page is being hidden or
 * left, and may never run again). Nothing off the game screen. */
void ug_scenes_save_now(UgScenes *scenes);

/* The game being played (or watched), NULL on the title: for a host's checks (the browser's
 * tests read its hash). Valid until the next step. */
const UgGame *ug_scenes_game(const UgScenes *scenes);

/* After ug_scenes_run: true when the player quit with moves that could not be saved (a full
 * disk, a read-only folder, another window's run), having been told in the quit box. */
bool ug_scenes_lost_moves(const UgScenes *scenes);

#endif /* UG_APP_SCENES_H */
