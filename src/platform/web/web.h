/* The browser's half of the SDL platform (Emscripten only): the loop the browser owns, the user
 * folder kept in IndexedDB, and what the page's tests read back.
 *
 *   ug_web_run        the scenes stepped once per animation frame; an idle game sleeps
 *   ug_web_note_wait  the SDL platform says how long the scenes would have waited
 *   ug_web_persist    the user folder written through to IndexedDB after a write
 *
 * The page (web/shell.html) mounts IDBFS over /libsdl, SDL_GetPrefPath's root, and reads it back
 * before main runs, so the game finds its saves, config, records and achievements where it
 * looks on the desktop.
 */
#ifndef UG_PLATFORM_WEB_H
#define UG_PLATFORM_WEB_H

#include <stdbool.h>

#include "scenes.h"

/* Runs the scenes as the browser wants: ug_scenes_start, then one ug_scenes_step per animation
 * frame (emscripten_set_main_loop), and when a pass finds nothing to do and the scenes would
 * have waited, no frames at all until an event arrives or that wait is over (~0 % CPU in an
 * idle tab). When the player quits: ug_scenes_finish, ug_scenes_free, done(arg), and the page
 * is told (Module.ugClosed). Returns at once (the browser calls the steps); arg must live on. */
void ug_web_run(UgScenes *scenes, void (*done)(void *arg), void *arg);

/* The SDL platform's next_event was asked to wait up to timeout_ms (0: not at all); the
 * browser cannot block, so it polls and tells the loop here. */
void ug_web_note_wait(int timeout_ms);

/* A file of the user folder was written, removed or set aside: the folder is copied to
 * IndexedDB (FS.syncfs), one copy at a time, a copy asked for during another one made after
 * it. A copy is one IndexedDB transaction, so the stored folder is the one before or the one
 * after, never half of it. A refused or full storage is shown on the page. */
void ug_web_persist(void);

/* True when another tab of the page keeps the user folder (web/shell.html's lock): this one
 * writes nothing back, and takes no save's lock (as when another window plays it). */
bool ug_web_folder_kept_elsewhere(void);

/* Called by the page (exported, see cmake/UndergridWeb.cmake): */
/* a gamepad changed (the page polls navigator.getGamepads()): the loop wakes for a pass */
void ug_web_wake(void);
/* the page is being hidden or left: the run in progress is saved now */
void ug_web_page_hidden(void);
/* for the page's tests: the hash of the game played (16 hex digits, as `undergrid play`
 * prints it; "" on the title), the passes run so far, the ring of their last 256 durations */
const char *ug_web_state_hash(void);
unsigned ug_web_passes(void);
const double *ug_web_step_ms(void);

#endif /* UG_PLATFORM_WEB_H */
