/* The browser's loop and storage (see web.h). Emscripten only: built into the SDL platform by
 * cmake/UndergridWeb.cmake. The loop's state is one static value: the browser calls back into
 * it with no other way to find it, and there is one page, one game. */
#include "web.h"

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "undergrid/game.h"

enum { STEP_RING = 256 };

typedef struct WebLoop {
    UgScenes *scenes;
    void (*done)(void *arg);
    void *arg;
    int asked_wait;  /* the wait next_event was asked for in this pass (-1: not asked) */
    int idle_passes; /* passes in a row that would have waited */
    bool paused;     /* no animation frames until an event or the timer */
    unsigned timer;  /* the generation of the pending wake-up timer */
    /* Figures for the page's tests (tests/web/e2e.mjs): passes run, and how long each of the
     * last STEP_RING took in milliseconds (the drawing passes are the frame's cost). */
    double step_ms[STEP_RING];
    int want_w, want_h, set_w, set_h; /* the window size last asked, and what SDL made of it */
    unsigned passes;
} WebLoop;

static WebLoop web = {.asked_wait = -1};

void ug_web_note_wait(int timeout_ms) {
    /* The first call of a pass is the scenes' wait; the others (draining the queue) ask 0. */
    if (web.asked_wait < 0) web.asked_wait = timeout_ms;
}

static void wake(void) {
    if (!web.paused) return;
    web.paused = false;
    web.idle_passes = 0;
    emscripten_resume_main_loop();
}

/* The wait is over: one more pass (a travel step's time, the death screen's pause, a watch). */
static void timer_fired(void *arg) {
    if ((unsigned)(uintptr_t)arg == web.timer) wake();
}

/* Called by SDL as each event is queued (from the page's listeners): the loop wakes for it. */
static int event_arrived(void *userdata, SDL_Event *event) {
    (void)userdata;
    (void)event;
    wake();
    return 1;
}

/* The window in device pixels: the canvas's CSS size times the device pixel ratio, so that one
 * canvas pixel is one screen pixel (crisp at any whole ratio; the game picks its own scale from
 * that size, as on a high-DPI desktop). SDL's resize handler sets the window to the CSS size;
 * this sets it back, and the game is told by SDL's resize event. SDL scales the mouse and
 * touch positions from the CSS size to the window's. */
static void follow_pixel_ratio(void) {
    SDL_Window *window = SDL_GetWindowFromID(1); /* the game's one window */
    double css_w = 0, css_h = 0;
    if (!window ||
        emscripten_get_element_css_size("#canvas", &css_w, &css_h) != EMSCRIPTEN_RESULT_SUCCESS)
        return;
    double ratio = emscripten_get_device_pixel_ratio();
    int want_w = (int)(css_w * ratio + 0.5), want_h = (int)(css_h * ratio + 0.5);
    int w = 0, h = 0;
    SDL_GetWindowSize(window, &w, &h);
    /* Asked once per size seen (SDL may hold the window at its minimum size: no loop). */
    if (want_w <= 0 || want_h <= 0 || (w == want_w && h == want_h)) return;
    if (w == web.set_w && h == web.set_h && want_w == web.want_w && want_h == web.want_h) return;
    web.want_w = want_w;
    web.want_h = want_h;
    SDL_SetWindowSize(window, want_w, want_h);
    SDL_GetWindowSize(window, &web.set_w, &web.set_h);
}

static void step(void *arg) {
    (void)arg;
    follow_pixel_ratio();
    web.asked_wait = -1;
    double began = emscripten_get_now();
    bool going = ug_scenes_step(web.scenes);
    web.step_ms[web.passes++ % STEP_RING] = emscripten_get_now() - began;
    if (web.passes == 1) /* the first pass draws the first frame: the time since navigation */
        emscripten_run_script("Module.ugFirstFrame = performance.now()");
    if (!going) {
        emscripten_cancel_main_loop();
        SDL_DelEventWatch(event_arrived, NULL);
        ug_scenes_finish(web.scenes);
        ug_scenes_free(web.scenes);
        web.scenes = NULL;
        if (web.done) web.done(web.arg);
        emscripten_run_script("if (Module.ugClosed) Module.ugClosed()");
        return;
    }
    /* Two idle passes in a row: the first may have marked a frame due (the next pass draws it
     * and asks for no wait), the second really has nothing to do until its wait is over. */
    if (web.asked_wait > 0 && !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT)) {
        if (++web.idle_passes >= 2) {
            web.paused = true;
            emscripten_pause_main_loop();
            web.timer++;
            emscripten_async_call(timer_fired, (void *)(uintptr_t)web.timer, web.asked_wait);
        }
    } else {
        web.idle_passes = 0;
    }
}

void ug_web_run(UgScenes *scenes, void (*done)(void *arg), void *arg) {
    web.scenes = scenes;
    web.done = done;
    web.arg = arg;
    SDL_AddEventWatch(event_arrived, NULL);
    ug_scenes_start(scenes);
    /* 0 fps: the browser's animation frames (requestAnimationFrame); 0: return to the caller
     * instead of unwinding its stack (the caller keeps everything it made alive). */
    emscripten_set_main_loop_arg(step, NULL, 0, 0);
}

/* Called by the page: something the loop cannot see as an SDL event changed (a gamepad's
 * state, which SDL reads only as it pumps its events): one more pass now. */
EMSCRIPTEN_KEEPALIVE void ug_web_wake(void) {
    wake();
}

bool ug_web_folder_kept_elsewhere(void) {
    return emscripten_run_script_int("Module.ugReadOnly ? 1 : 0") != 0;
}

/* The copy to IndexedDB: Module.ugPersist in web/shell.html (it serialises the copies and shows
 * a refused or full storage on the page). Without the page's helper, nothing is kept. */
void ug_web_persist(void) {
    emscripten_run_script("if (Module.ugPersist) Module.ugPersist()");
}

/* The page is being hidden or left (web/shell.html's pagehide and visibilitychange): the run
 * is saved now, since the page may never run again. */
EMSCRIPTEN_KEEPALIVE void ug_web_page_hidden(void) {
    if (web.scenes) ug_scenes_save_now(web.scenes);
}

/* For the page's tests: the passes run so far, and where the ring of their durations is. */
EMSCRIPTEN_KEEPALIVE unsigned ug_web_passes(void) {
    return web.passes;
}

EMSCRIPTEN_KEEPALIVE const double *ug_web_step_ms(void) {
    return web.step_ms;
}

/* For the page's tests: the hash of the game being played (16 hex digits, as `undergrid play`
 * prints it), or "" when none is. */
EMSCRIPTEN_KEEPALIVE const char *ug_web_state_hash(void) {
    static char text[17];
    const UgGame *game = web.scenes ? ug_scenes_game(web.scenes) : NULL;
    text[0] = '\0';
    if (game) snprintf(text, sizeof text, "%016llx", (unsigned long long)ug_game_hash(game));
    return text;
}
