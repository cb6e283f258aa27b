/* The SDL2 platform. See platform_sdl.h and platform.h. Start-up (fonts, SDL, language,
 * settings, window, renderer) is here; so are the table's entries, filled from SDL and, for the
 * files, from the file module (src/io). The scenes never see any of it.
 */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#endif
#define SDL_MAIN_HANDLED
#include "platform_sdl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "audio_sdl.h"
#include "gamepad.h"
#include "input.h"
#include "keyboard_guess.h"
#include "paths.h"
#include "render_sdl.h"
#include "settings.h"
#include "sprites_sdl.h"
#include "touch.h"
#ifdef __EMSCRIPTEN__
#include "web.h" /* the browser: no blocking waits; the user folder kept in IndexedDB */
#define PERSIST() ug_web_persist()
#else
#define PERSIST() ((void)0)
#endif

enum { EXIT_USAGE = 2, PATH_MAX_LEN = 4096, SAVE_LOCKS_MAX = 16 };
enum { AUDIO_REST_MS = 2000 }; /* the sound device closes after this long with nothing to play */

/* A save's lock held by this window (lock_save). */
typedef struct SaveLock {
    char path[PATH_MAX_LEN + 64];
    UgFileLock lock;
} SaveLock;

typedef struct SdlPlatform {
    SDL_Window *window;
    SDL_Renderer *renderer;
    UgRenderSdl *rs;
    UgCatalog *catalog;
    const char *lang; /* the language in use ("en", "es", "ja") */
    char pref_path[PATH_MAX_LEN];
    UgSettings settings;         /* config.txt and bindings.txt in the pref path (settings.h) */
    UgBindings bindings;         /* bindings.txt in the pref path, or the defaults */
    SDL_GameController *pads[4]; /* open gamepads (hot-plugged) */
    UgInputState input;          /* a touch in progress, the stick's direction */
    int windowed_w, windowed_h;  /* the last size out of fullscreen, remembered on close */
    bool shown;
    UgOptions options;      /* the menu's options: remembered in the settings (config.c) */
    UgSpriteAtlas *sprites; /* the tileset (NULL: it could not be loaded; glyphs only) */
    SaveLock locks[SAVE_LOCKS_MAX];
    int lock_count;
    UgAudioSdl *audio;   /* NULL: no sound device, the game is silent (audio_sdl.h) */
    uint32_t audio_wake; /* the audio callback's "nothing plays" event */
    bool unfocused;      /* the window lost the keyboard (muted unless heard in the background) */
} SdlPlatform;

/* --- Language ------------------------------------------------------------------------------- */

/* The catalog of the language asked for, else of the system's first known one (settings.h). */
static void load_catalog(SdlPlatform *p, const char *asked, UgLog *notices) {
    const char *preferred[16];
    int count = 0;
    char codes[16][16];
    SDL_Locale *locales = asked ? NULL : SDL_GetPreferredLocales();
    for (int i = 0; locales && locales[i].language && count < 16; i++) {
        snprintf(codes[count], sizeof codes[count], "%s", locales[i].language);
        preferred[count] = codes[count];
        count++;
    }
    SDL_free(locales);
    p->lang = ug_i18n_pick_language(asked, preferred, count);
    char dir[PATH_MAX_LEN];
    bool found = ug_paths_data_dir(dir, sizeof dir);
    p->catalog = ug_settings_load_catalog(found ? dir : NULL, p->lang, notices);
}

/* --- The tileset ----------------------------------------------------------------------------- */

/* Loads the sprite atlas; a missing or damaged one is said in one sentence (stderr and the log)
 * and the board is drawn with glyphs. */
static void load_sprites(SdlPlatform *p, UgLog *notices) {
    char png[PATH_MAX_LEN], idx[PATH_MAX_LEN], error[2 * PATH_MAX_LEN + 256] = "";
    const char *env_png = getenv("UNDERGRID_ATLAS"); /* tests: another atlas (its .idx beside) */
    if (env_png && env_png[0]) {
        snprintf(png, sizeof png, "%s", env_png);
        size_t n = strlen(png);
        snprintf(idx, sizeof idx, "%.*s.idx", (int)(n > 4 ? n - 4 : n), png);
    } else if (!ug_sprite_atlas_find(png, idx, sizeof png)) {
        snprintf(error, sizeof error, "the tileset (tiles/atlas.png) was not found");
    }
    if (!error[0]) p->sprites = ug_sprite_atlas_load(p->renderer, png, idx, error, sizeof error);
    if (!p->sprites) {
        fprintf(stderr, "undergrid: %s; the board is drawn with glyphs.\n", error);
        if (notices) ug_log_push(notices, UG_UIMSG_NO_TILESET, 0, 0, error);
    }
    ug_render_sdl_set_sprites(p->rs, p->sprites);
}

/* --- Settings --------------------------------------------------------------------------------- */

/* What the system's layout types at a place (keyboard_guess.h). */
static char typed_at(int position, void *context) {
    (void)context;
    SDL_Keycode k = SDL_GetKeyFromScancode((SDL_Scancode)position);
    return k > ' ' && k < 127 ? (char)k : 0;
}

/* The key bindings (settings.h); until the player chooses a preset, the hints name the letters
 * the system's layout types. */
static void load_bindings(SdlPlatform *p, UgLog *notices) {
    int keyboard = (int)ug_keyboard_guess(typed_at, NULL);
    ug_settings_load_bindings(&p->settings, p->pref_path, keyboard, &p->bindings, notices);
    ug_input_set_bindings(&p->bindings);
}

static UgBindings *sdl_bindings(void *self) {
    return &((SdlPlatform *)self)->bindings;
}

static void sdl_save_bindings(void *self) {
    SdlPlatform *p = self;
    ug_settings_save_bindings(&p->settings, &p->bindings);
    PERSIST();
}

/* The pref path (SDL's per-user folder) and the settings file in it (settings.h). */
static void load_config(SdlPlatform *p, UgLog *notices) {
    if (ug_paths_drop_relative_xdg()) /* paths.h: the user folder never follows the cwd */
        fputs("undergrid: XDG_DATA_HOME is not an absolute path; it is ignored.\n", stderr);
    char *pref = SDL_GetPrefPath("undergrid", "undergrid");
    if (pref) snprintf(p->pref_path, sizeof p->pref_path, "%s", pref);
    SDL_free(pref); /* none: no writable home, nothing is remembered */
    ug_settings_load_config(&p->settings, p->pref_path, notices);
}

static void save_config(SdlPlatform *p) {
    if (!p->window) return;
    bool full = (SDL_GetWindowFlags(p->window) & SDL_WINDOW_FULLSCREEN) != 0;
    ug_settings_save(&p->settings, &p->options, p->windowed_w, p->windowed_h, full);
    PERSIST();
}

/* A window size that fits the screen: the 640x360 canvas scaled by the largest quarter step
 * that fits 90 % of the usable area (1366x768 gives 1120x630), or the remembered size if it
 * still fits. */
static void initial_size(const SdlPlatform *p, int *w, int *h) {
    SDL_Rect usable = {0, 0, 1280, 720};
    if (SDL_GetDisplayUsableBounds(0, &usable) != 0 || usable.w <= 0 || usable.h <= 0)
        usable = (SDL_Rect){0, 0, 1280, 720};
    double sx = usable.w * 0.9 / UG_CANVAS_W, sy = usable.h * 0.9 / UG_CANVAS_H;
    double s = sx < sy ? sx : sy;
    s = (int)(s * 4) / 4.0;
    if (s < 1) s = 1;
    *w = (int)(UG_CANVAS_W * s);
    *h = (int)(UG_CANVAS_H * s);
    if (p->settings.config.has_size) {
        *w = p->settings.config.width < usable.w ? p->settings.config.width : usable.w;
        *h = p->settings.config.height < usable.h ? p->settings.config.height : usable.h;
    }
}

/* --- The table's entries ------------------------------------------------------------------- */

/* The options' volume and mutes, and the window's focus, to the sound device. */
static void apply_sound(SdlPlatform *p) {
    const UgOptions *o = &p->options;
    bool silenced = o->sound_off || o->muted || (p->unfocused && !o->background_heard);
    ug_audio_sdl_set(p->audio, (UG_VOLUME_MAX - o->quiet) * 100 / UG_VOLUME_MAX, silenced);
}

/* The character the key being read typed: the SDL_TEXTINPUT that follows it, already queued
 * (left there for the seed field); 0 if there is none or it is not one ASCII sign. */
static char typed_next(void) {
    SDL_Event t;
    if (SDL_PeepEvents(&t, 1, SDL_PEEKEVENT, SDL_TEXTINPUT, SDL_TEXTINPUT) != 1) return 0;
    char ch = t.text.text[0];
    return ch > ' ' && ch < 127 && !t.text.text[1] ? ch : 0;
}

/* SDL_Event -> UgPlatformEvent (input.c's ug_input_event), after what the window itself keeps
 * of it: the sound device's rest, the focus (sound), the windowed size, pads plugged in and
 * out. false for an event the scenes have no use for. */
static bool translate(SdlPlatform *p, const SDL_Event *e, UgPlatformEvent *out) {
    *out = (UgPlatformEvent){.kind = UG_EVENT_NONE};
    if (p->audio && e->type == p->audio_wake) { /* the last sound ended: pause the device */
        ug_audio_sdl_idle(p->audio);
        return false;
    }
    if (e->type == SDL_WINDOWEVENT && (e->window.event == SDL_WINDOWEVENT_FOCUS_LOST ||
                                       e->window.event == SDL_WINDOWEVENT_FOCUS_GAINED)) {
        p->unfocused = e->window.event == SDL_WINDOWEVENT_FOCUS_LOST;
        apply_sound(p);
    }
    if (e->type == SDL_WINDOWEVENT && e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED &&
        !(SDL_GetWindowFlags(p->window) & SDL_WINDOW_FULLSCREEN)) {
        p->windowed_w = e->window.data1;
        p->windowed_h = e->window.data2;
    }
    if (e->type == SDL_CONTROLLERDEVICEADDED) { /* hot-plug: SDL's controller database maps it */
        for (int i = 0; i < 4; i++)
            if (!p->pads[i]) {
                p->pads[i] = SDL_GameControllerOpen(e->cdevice.which);
                break;
            }
        return false;
    }
    if (e->type == SDL_CONTROLLERDEVICEREMOVED) {
        for (int i = 0; i < 4; i++)
            if (p->pads[i] && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(p->pads[i])) ==
                                  e->cdevice.which) {
                SDL_GameControllerClose(p->pads[i]);
                p->pads[i] = NULL;
            }
        return false;
    }
    int ow = 1, oh = 1;
    if (e->type == SDL_FINGERDOWN || e->type == SDL_FINGERUP || e->type == SDL_FINGERMOTION)
        SDL_GetRendererOutputSize(p->renderer, &ow, &oh);
    char typed = e->type == SDL_KEYDOWN && ug_input_wants_text(&e->key) ? typed_next() : 0;
    return ug_input_event(&p->input, e, p->window, p->renderer, ow, oh, typed, out);
}

static bool sdl_next_event(void *self, int timeout_ms, UgPlatformEvent *event) {
    SdlPlatform *p = self;
    ug_audio_sdl_rest(p->audio, AUDIO_REST_MS); /* an idle game's device closes */
    SDL_Event e;
    /* A stick held in one direction steps again (gamepad.h): wait no longer than its repeat. */
    int repeat_in = -1;
    if (ug_gamepad_repeat(&p->input.stick, SDL_GetTicks(), &event->command, &repeat_in)) {
        event->kind = UG_EVENT_COMMAND;
        return true;
    }
    if (repeat_in >= 0 && (timeout_ms <= 0 ? false : repeat_in < timeout_ms))
        timeout_ms = repeat_in > 0 ? repeat_in : 1;
#ifdef __EMSCRIPTEN__
    ug_web_note_wait(timeout_ms); /* the browser's loop waits between passes instead */
    timeout_ms = 0;
#endif
    bool got = timeout_ms > 0 ? SDL_WaitEventTimeout(&e, timeout_ms) : SDL_PollEvent(&e);
    /* After the first event nothing more is waited for: what has no use is skipped. */
    while (got) {
        if (translate(self, &e, event)) return true;
        got = SDL_PollEvent(&e);
    }
    return false;
}

static void sdl_output_size(void *self, int *w, int *h) {
    SdlPlatform *p = self;
    *w = *h = 0;
    SDL_GetRendererOutputSize(p->renderer, w, h);
}

/* Reads the pixels just drawn (before they are presented) into a PNG in the pref folder. */
static void take_screenshot(SdlPlatform *p, UgScreenshot *shot) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(p->renderer, &w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
    char path[PATH_MAX_LEN + 64] = "";
    const char *why = NULL;
    if (!s) {
        why = SDL_GetError();
    } else if (SDL_RenderReadPixels(p->renderer, NULL, SDL_PIXELFORMAT_RGB24, s->pixels,
                                    s->pitch) != 0) {
        why = SDL_GetError();
    } else {
        char stamp[32];
        time_t now = time(NULL);
        struct tm *tm = localtime(&now);
        if (!tm || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", tm))
            snprintf(stamp, sizeof stamp, "%ld", (long)now);
        snprintf(path, sizeof path, "%sundergrid-%s.png", p->pref_path, stamp);
        for (int n = 2; ug_paths_readable(path) && n < 100; n++)
            snprintf(path, sizeof path, "%sundergrid-%s-%d.png", p->pref_path, stamp, n);
        if (!p->pref_path[0] || IMG_SavePNG(s, path) != 0)
            why = p->pref_path[0] ? IMG_GetError() : "no folder to save it in";
    }
    SDL_FreeSurface(s);
    shot->ok = why == NULL;
    snprintf(shot->text, sizeof shot->text, "%s", why ? why : path);
}

static void sdl_present_frame(void *self, const UgFrame *frame, const UgLayout *layout,
                              UgScreenshot *shot) {
    SdlPlatform *p = self;
    if (!ug_render_sdl_draw(p->rs, frame, layout))
        fprintf(stderr, "undergrid: text cannot be drawn: %s\n", SDL_GetError());
    if (shot) take_screenshot(p, shot); /* read the pixels before they are presented */
    SDL_RenderPresent(p->renderer);
    if (!p->shown) { /* shown only once there is something to see: no white flash */
        SDL_ShowWindow(p->window);
        p->shown = true;
#if !defined(_WIN32) && !defined(__EMSCRIPTEN__)
        /* the start-up benchmark (tests/e2e/bench_startup.sh): when the first frame is seen, on
         * the clock the script started the game by */
        if (getenv("UNDERGRID_SAY_FIRST_FRAME")) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            fprintf(stderr, "undergrid: first frame at %lld.%09ld s (CLOCK_MONOTONIC)\n",
                    (long long)now.tv_sec, (long)now.tv_nsec);
        }
#endif
    }
}

static uint64_t sdl_now_ms(void *self) {
    (void)self;
    return SDL_GetTicks(); /* wraps after 49 days: pacing only */
}

static uint64_t sdl_entropy(void *self) {
    (void)self;
    return SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20);
}

static bool sdl_user_dir(void *self, char *out, size_t size) {
    SdlPlatform *p = self;
    if (!p->pref_path[0]) return false;
    return (size_t)snprintf(out, size, "%s", p->pref_path) < size;
}

static UgFileError sdl_read_file(void *self, const char *path, size_t max, char **data, size_t *len,
                                 char *why, size_t why_size) {
    (void)self;
    /* What a write killed before its rename left beside the file (a crash, a power cut) goes,
     * once it is too old to be a live write of another window's. */
    ug_file_clean_old_temps(path, UG_FILE_STALE_TEMP_S);
    return ug_file_read_own(path, max, data, len, why, why_size);
}

static UgFileError sdl_write_file_atomic(void *self, const char *path, const void *data, size_t len,
                                         char *why, size_t why_size) {
    (void)self;
    UgFileError err = ug_file_write_atomic(path, data, len, why, why_size);
    PERSIST();
    return err;
}

static UgFileError sdl_write_file_at(void *self, const char *path, size_t offset, const void *data,
                                     size_t len, char *why, size_t why_size) {
    (void)self;
    UgFileError err = ug_file_write_at(path, offset, data, len, why, why_size);
    PERSIST();
    return err;
}

static bool sdl_remove_file(void *self, const char *path) {
    (void)self;
    bool removed = ug_file_remove(path);
    PERSIST();
    return removed;
}

static UgFileError sdl_keep_aside(void *self, const char *path, char *aside, size_t aside_size,
                                  char *why, size_t why_size) {
    (void)self;
    UgFileError err = ug_file_keep_aside(path, aside, aside_size, why, why_size);
    PERSIST();
    return err;
}

static bool sdl_make_dir(void *self, const char *path) {
    (void)self;
    return ug_file_make_dir(path);
}

/* The local date: for the run history and the daily seeds only. */
static void sdl_today(void *self, char *out, size_t size) {
    (void)self;
    time_t now = time(NULL);
    struct tm tm_now;
#ifdef _WIN32
    bool ok = localtime_s(&tm_now, &now) == 0;
#else
    bool ok = localtime_r(&now, &tm_now) != NULL;
#endif
    if (!ok || strftime(out, size, "%Y-%m-%d", &tm_now) == 0) snprintf(out, size, "1970-01-01");
}

static UgFileError sdl_lock_save(void *self, const char *path, char *why, size_t why_size) {
    SdlPlatform *p = self;
#ifdef __EMSCRIPTEN__
    if (ug_web_folder_kept_elsewhere()) { /* another tab writes the folder: as a held lock */
        snprintf(why, why_size, "another tab of the page plays it");
        return UG_FILE_LOCKED;
    }
#endif
    for (int i = 0; i < p->lock_count; i++)
        if (strcmp(p->locks[i].path, path) == 0) return UG_FILE_OK;
    if (p->lock_count >= SAVE_LOCKS_MAX) return UG_FILE_OK; /* never more than a few slots */
    SaveLock *l = &p->locks[p->lock_count];
    snprintf(l->path, sizeof l->path, "%s", path);
    UgFileError err = ug_file_lock(path, &l->lock, why, why_size);
    if (err != UG_FILE_OK) return err;
    p->lock_count++;
    ug_file_clean_temps(path); /* ours now: what a killed save left can go */
    return UG_FILE_OK;
}

static void sdl_unlock_save(void *self, const char *path) {
    SdlPlatform *p = self;
    for (int i = 0; i < p->lock_count; i++) {
        if (strcmp(p->locks[i].path, path) != 0) continue;
        ug_file_unlock(&p->locks[i].lock);
        p->locks[i] = p->locks[--p->lock_count];
        return;
    }
}

static void sdl_toggle_fullscreen(void *self) {
    SdlPlatform *p = self;
    bool full = (SDL_GetWindowFlags(p->window) & SDL_WINDOW_FULLSCREEN) != 0;
    SDL_SetWindowFullscreen(p->window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
}

static void sdl_get_options(void *self, UgOptions *out) {
    SdlPlatform *p = self;
    *out = p->options;
    snprintf(out->lang, sizeof out->lang, "%s", p->lang ? p->lang : "en");
}

/* A CJK font for the glyphs the main font lacks, once Japanese is wanted. */
static void want_cjk(SdlPlatform *p, bool japanese) {
    char cjk[PATH_MAX_LEN];
    if (ug_paths_find_cjk_font(japanese, cjk, sizeof cjk)) ug_render_sdl_set_fallback(p->rs, cjk);
}

static const UgCatalog *sdl_set_options(void *self, const UgOptions *options) {
    SdlPlatform *p = self;
    bool relang = strcmp(options->lang, p->lang ? p->lang : "") != 0;
    p->options = *options;
    apply_sound(p);
    if (relang) { /* the old catalog goes: the scenes take the new one at once */
        ug_catalog_free(p->catalog);
        p->catalog = NULL;
        load_catalog(p, options->lang, NULL);
        if (strcmp(options->lang, "ja") == 0) want_cjk(p, true);
        SDL_SetWindowTitle(p->window, ug_catalog_get(p->catalog, "Undergrid"));
    }
    save_config(p);
    return p->catalog;
}

static void sdl_play_sounds(void *self, const int *sounds, int count) {
    SdlPlatform *p = self;
    ug_audio_sdl_play(p->audio, sounds, count);
}

static void sdl_say(void *self, const char *sentence) {
    (void)self;
    fprintf(stderr, "undergrid: %s\n", sentence);
}

/* --- Open / Close ---------------------------------------------------------------------------- */

static void sdl_free(SdlPlatform *p) {
    save_config(p);
    ug_input_set_bindings(NULL);
    for (int i = 0; i < 4; i++)
        if (p->pads[i]) SDL_GameControllerClose(p->pads[i]);
    ug_audio_sdl_close(p->audio);
    for (int i = 0; i < p->lock_count; i++) ug_file_unlock(&p->locks[i].lock);
    ug_render_sdl_free(p->rs);
    ug_sprite_atlas_free(p->sprites);
    if (p->renderer) SDL_DestroyRenderer(p->renderer);
    if (p->window) SDL_DestroyWindow(p->window);
    ug_catalog_free(p->catalog);
    free(p);
    if (TTF_WasInit()) TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

/* SDL, its video and the font library, with the hints the game wants; 0, or 1 with the reason
 * said (no display, no video driver). */
static int start_sdl(void) {
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
    /* SDL's software renderer by default: a 2D grid drawn only when something changes needs no
     * GPU, and it starts in a fraction of the time and memory that loading an OpenGL driver
     * takes (on Mesa's software GL: 0.6 s and 110 MiB against 0.05 s and 20 MiB). The
     * environment still decides (SDL_RENDER_DRIVER=opengl, SDL_FRAMEBUFFER_ACCELERATION=1). */
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
#if SDL_VERSION_ATLEAST(2, 0, 22) && defined(__linux__)
    /* Wayland cannot be reached without XDG_RUNTIME_DIR (or a socket's absolute path), and
     * libwayland then prints its own "XDG_RUNTIME_DIR is invalid" line before SDL moves on:
     * leave Wayland out of the drivers tried, unless a driver was asked for. */
    const char *runtime = getenv("XDG_RUNTIME_DIR"), *wayland = getenv("WAYLAND_DISPLAY");
    if (!getenv("SDL_VIDEODRIVER") && !(wayland && wayland[0] == '/') &&
        !(runtime && runtime[0] && ug_paths_is_dir(runtime)))
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11,kmsdrm,offscreen");
#endif
#if defined(__linux__)
    ug_paths_use_compose_cache(); /* X11's compose table parsed once a day, not every start */
#endif
    /* Gamepads are welcome but not needed: without the subsystem the keyboard still plays. */
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr,
                "undergrid: the window cannot open (%s); the headless commands still work "
                "(see 'undergrid --help').\n",
                SDL_GetError());
        return 1;
    }
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        fprintf(stderr, "undergrid: gamepads cannot be used (%s).\n", SDL_GetError());
    /* With no display at all SDL falls back to its invisible "offscreen" driver, and the game
     * would run unseen forever: say so instead, unless that driver was asked for by name. */
    const char *driver = SDL_GetCurrentVideoDriver();
    const char *asked = getenv("SDL_VIDEODRIVER");
    if (driver && (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0) &&
        !(asked && strcmp(asked, driver) == 0)) {
        fputs("undergrid: no display was found (neither X11 nor Wayland), so the window cannot "
              "open; the headless commands still work (see 'undergrid --help').\n",
              stderr);
        return 1;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "undergrid: the font library cannot start (%s).\n", TTF_GetError());
        return 1;
    }
    return 0;
}

/* Sound: without a device, or with a broken one, the game says so once and plays on in silence
 * (audio_sdl.h). */
static void start_sound(SdlPlatform *p, UgLog *notices) {
    p->audio_wake = SDL_RegisterEvents(1);
    char no_sound[256] = "";
    if (p->audio_wake != (uint32_t)-1)
        p->audio = ug_audio_sdl_open(p->audio_wake, no_sound, sizeof no_sound);
    else
        snprintf(no_sound, sizeof no_sound, "no SDL event is left to register");
    if (!p->audio) {
        fprintf(stderr, "undergrid: no sound can be played (%s); the game goes on in silence.\n",
                no_sound);
        if (notices) ug_log_push(notices, UG_UIMSG_NO_SOUND, 0, 0, no_sound);
    }
    apply_sound(p);
}

static void start_cjk(SdlPlatform *p, UgLog *notices) {
    /* Glyphs the main font lacks (Japanese) come from a CJK font, when the system has one. */
    bool japanese = p->lang && strcmp(p->lang, "ja") == 0;
    char cjk[PATH_MAX_LEN];
    if (ug_paths_find_cjk_font(japanese, cjk, sizeof cjk)) {
        ug_render_sdl_set_fallback(p->rs, cjk);
    } else if (japanese) {
        fputs("undergrid: no font with Japanese characters was found, so Japanese text shows as "
              "'?'; install one (Debian: fonts-ipafont-gothic) or use --lang en.\n",
              stderr);
        if (notices) ug_log_push(notices, UG_UIMSG_NO_CJK_FONT, 0, 0, NULL);
    }
}

static int sdl_start(SdlPlatform *p, const UgPlatformSdlParams *params) {
    char font[PATH_MAX_LEN];
    if (!ug_paths_find_font(params->font, font, sizeof font)) {
        fputs("undergrid: no monospace font was found; install DejaVu Sans Mono "
              "(Debian: fonts-dejavu-core) or pass --font PATH.\n",
              stderr);
        return 1;
    }
    int started = start_sdl();
    if (started != 0) return started;
    load_config(p, params->notices);
    load_bindings(p, params->notices);
    /* The language: --lang, else the one chosen in the options, else the system's. */
    const UgConfig *config = &p->settings.config;
    load_catalog(p, params->lang ? params->lang : (config->lang[0] ? config->lang : NULL),
                 params->notices);
    ug_settings_options(&p->settings, &p->options);
    int w, h;
    initial_size(p, &w, &h);
    p->windowed_w = w;
    p->windowed_h = h;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN;
#ifdef __EMSCRIPTEN__
    /* SDL 2.26 in a browser lays a high-DPI canvas out at its CSS size (a quarter of it at
     * ratio 2): the window is sized in device pixels by the loop instead (web.c). */
    flags &= ~(Uint32)SDL_WINDOW_ALLOW_HIGHDPI;
#endif
    if (params->fullscreen || p->settings.config.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    p->window = SDL_CreateWindow(ug_catalog_get(p->catalog, "Undergrid"), SDL_WINDOWPOS_CENTERED,
                                 SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!p->window) {
        fprintf(stderr, "undergrid: the window cannot open (%s).\n", SDL_GetError());
        return 1;
    }
    SDL_SetWindowMinimumSize(p->window, UG_CANVAS_W, UG_CANVAS_H);
    p->renderer = SDL_CreateRenderer(p->window, -1, 0);
    if (!p->renderer) p->renderer = SDL_CreateRenderer(p->window, -1, SDL_RENDERER_SOFTWARE);
    if (!p->renderer) {
        fprintf(stderr, "undergrid: nothing can be drawn in the window (%s).\n", SDL_GetError());
        return 1;
    }
    char error[PATH_MAX_LEN + 128];
    p->rs = ug_render_sdl_new(p->renderer, font, error, sizeof error);
    if (!p->rs) {
        fprintf(stderr, "undergrid: %s.\n", error);
        return params->font ? EXIT_USAGE : 1;
    }
    load_sprites(p, params->notices);
    start_sound(p, params->notices);
    start_cjk(p, params->notices);
    return 0;
}

int ug_platform_sdl_open(const UgPlatformSdlParams *params, UgPlatform *platform,
                         const UgCatalog **catalog) {
    *catalog = NULL;
    SdlPlatform *p = calloc(1, sizeof *p);
    if (!p) {
        fputs("undergrid: out of memory.\n", stderr);
        return 1;
    }
    SDL_SetMainReady();
    int status = sdl_start(p, params);
    if (status != 0) {
        sdl_free(p);
        return status;
    }
    *catalog = p->catalog;
    *platform = (UgPlatform){
        .self = p,
        .next_event = sdl_next_event,
        .output_size = sdl_output_size,
        .present_frame = sdl_present_frame,
        .now_ms = sdl_now_ms,
        .entropy = sdl_entropy,
        .user_dir = sdl_user_dir,
        .read_file = sdl_read_file,
        .write_file_atomic = sdl_write_file_atomic,
        .write_file_at = sdl_write_file_at,
        .remove_file = sdl_remove_file,
        .keep_aside = sdl_keep_aside,
        .make_dir = sdl_make_dir,
        .today = sdl_today,
        .lock_save = sdl_lock_save,
        .unlock_save = sdl_unlock_save,
        .toggle_fullscreen = sdl_toggle_fullscreen,
        .get_options = sdl_get_options,
        .set_options = sdl_set_options,
        .bindings = sdl_bindings,
        .save_bindings = sdl_save_bindings,
        .say = sdl_say,
        .play_sounds = sdl_play_sounds,
    };
    return 0;
}

void ug_platform_sdl_close(UgPlatform *platform) {
    if (!platform || !platform->self) return;
    sdl_free(platform->self);
    platform->self = NULL;
}
