/* The game window: options, start-up, scenes and the event loop. Init / Update / Draw / De-Init:
 *   app_init      options, settings, language, font, window, renderer
 *   app_command   one command in the current scene (the only place the game is played)
 *   app_draw      Game -> Frame (view) -> pixels (render_sdl), only when something changed
 *   app_quit      remember the window, free everything
 * The loop blocks in SDL_WaitEventTimeout, so an idle game uses next to no CPU.
 */
#define SDL_MAIN_HANDLED
#include "app.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "cli.h"
#include "config.h"
#include "undergrid/record.h"
#include "i18n.h"
#include "input.h"
#include "layout.h"
#include "log.h"
#include "paths.h"
#include "render_sdl.h"
#include "view.h"

enum { EXIT_USAGE = 2, PATH_MAX_LEN = 4096, QUEUE_MAX = 3, IDLE_WAIT_MS = 1000 };

typedef struct AppOptions {
    UgMode mode;
    const char *seed; /* NULL: a new random seed */
    const char *lang; /* NULL: the system's */
    bool fullscreen;
    const char *font; /* NULL: look for one */
} AppOptions;

typedef struct App {
    AppOptions opt;
    SDL_Window *window;
    SDL_Renderer *renderer;
    UgRenderSdl *rs;
    UgCatalog *catalog;
    UgLog log;
    UgGame *game;
    UgViewState vs;
    UgFrame *frame;
    UgLayout layout;
    char pref_path[PATH_MAX_LEN];
    char config_path[PATH_MAX_LEN + 16];
    UgConfig config;
    int windowed_w, windowed_h;
    bool running, dirty, screenshot_pending, quit_after_first_frame, first_game;
    UgCommand queue[QUEUE_MAX];
    int queued;
    uint64_t random;  /* for new seeds: the front end may be random, the core may not */
    const char *lang; /* the language in use ("en", "es", "ja") */
    bool held_left, held_up, held_right, held_down; /* arrows held (simple's Shift diagonals) */
    /* The run in progress is its record (mode, seed, actions), kept in save_path so that closing
     * the window, a crash or a power cut never loses it. `resume` is a saved game waiting on the
     * title screen, with its record. */
    UgRecord record;
    bool recording; /* false once the record could not grow: the run is no longer saved */
    char save_path[PATH_MAX_LEN + 32];
    UgGame *resume;
    UgRecord resume_record;
} App;

static int usage(const char *fmt, const char *arg) {
    fputs("undergrid: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs(" (see 'undergrid --help')\n", stderr);
    return EXIT_USAGE;
}

static int parse_options(int argc, char **argv, AppOptions *o) {
    memset(o, 0, sizeof *o);
    o->mode = UG_MODE_CLASSIC;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            ug_cli_print_help(stdout);
            return -1;
        } else if (strcmp(a, "--fullscreen") == 0) {
            o->fullscreen = true;
        } else if (strcmp(a, "--mode") == 0 || strcmp(a, "--seed") == 0 ||
                   strcmp(a, "--lang") == 0 || strcmp(a, "--font") == 0) {
            if (!value) return usage("%s needs a value.", a);
            i++;
            if (strcmp(a, "--mode") == 0) {
                if (!ug_mode_from_name(value, &o->mode))
                    return usage("there is no mode called '%s'.", value);
                if (!ug_mode_available(o->mode))
                    return usage("the mode '%s' cannot be played yet; try classic.", value);
            } else if (strcmp(a, "--seed") == 0) {
                o->seed = value;
            } else if (strcmp(a, "--lang") == 0) {
                if (!ug_i18n_is_language(value))
                    return usage("the language '%s' is not one we have (en, es or ja).", value);
                o->lang = value;
            } else {
                if (!ug_paths_readable(value))
                    return usage("the font file '%s' cannot be read.", value);
                o->font = value;
            }
        } else {
            return usage("'%s' is not an option of the game window.", a);
        }
    }
    if (o->seed) {
        UgGameParams params = {o->mode, o->seed};
        UgGame *probe = NULL;
        UgError err = ug_game_new(&params, &probe);
        ug_game_free(probe);
        if (err != UG_OK)
            return usage("the seed '%s' is not valid for this mode (classic: a whole number "
                         "0..4294967295).",
                         o->seed);
    }
    return 0;
}

/* --- Language ------------------------------------------------------------------------------- */

static void load_catalog(App *app) {
    const char *preferred[16];
    int count = 0;
    char codes[16][16];
    SDL_Locale *locales = app->opt.lang ? NULL : SDL_GetPreferredLocales();
    for (int i = 0; locales && locales[i].language && count < 16; i++) {
        snprintf(codes[count], sizeof codes[count], "%s", locales[i].language);
        preferred[count] = codes[count];
        count++;
    }
    SDL_free(locales);
    const char *lang = ug_i18n_pick_language(app->opt.lang, preferred, count);
    app->lang = lang;
    char dir[PATH_MAX_LEN], path[PATH_MAX_LEN + 32];
    if (!ug_paths_data_dir(dir, sizeof dir)) {
        fprintf(stderr, "undergrid: the game's data folder (i18n/) was not found; the texts are "
                        "in English.\n");
        ug_log_push(&app->log, UG_UIMSG_NO_CATALOG, 0, 0, lang);
        return;
    }
    snprintf(path, sizeof path, "%si18n/%s.po", dir, lang);
    size_t len = 0;
    const char *unread;
    char *text = ug_cli_read_file(path, UG_PO_MAX_BYTES, &len, &unread);
    if (!text) {
        fprintf(stderr, "undergrid: %s cannot be read (%s); the texts are in English.\n", path,
                unread);
        ug_log_push(&app->log, UG_UIMSG_NO_CATALOG, 0, 0, lang);
        return;
    }
    char error[128];
    app->catalog = ug_catalog_parse(text, len, error, sizeof error);
    free(text);
    if (!app->catalog) {
        fprintf(stderr, "undergrid: %s is damaged (%s); the texts are in English.\n", path, error);
        char why[UG_LOG_ARG_MAX];
        snprintf(why, sizeof why, "%.8s.po, %.120s", lang, error);
        ug_log_push(&app->log, UG_UIMSG_BAD_CATALOG, 0, 0, why);
    } else if (ug_catalog_refused(app->catalog) > 0) {
        fprintf(stderr,
                "undergrid: %d entries of %s were refused because their %%d and %%s do not match "
                "the English text; those texts are in English.\n",
                ug_catalog_refused(app->catalog), path);
    }
}

/* --- Settings --------------------------------------------------------------------------------- */

static void load_config(App *app) {
    char *pref = SDL_GetPrefPath("undergrid", "undergrid");
    if (!pref) return; /* no writable home: nothing is remembered */
    snprintf(app->pref_path, sizeof app->pref_path, "%s", pref);
    SDL_free(pref);
    snprintf(app->config_path, sizeof app->config_path, "%sconfig.txt", app->pref_path);
    char error[256] = "";
    if (ug_config_load(app->config_path, &app->config, error, sizeof error) == UG_CONFIG_BAD) {
        fprintf(stderr, "undergrid: the settings file %s is not usable (%s); the defaults apply.\n",
                app->config_path, error);
        ug_log_push(&app->log, UG_UIMSG_BAD_CONFIG, 0, 0, error);
    }
}

static void save_config(App *app) {
    if (!app->config_path[0] || !app->window) return;
    UgConfig c = {true, app->windowed_w, app->windowed_h,
                  (SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN) != 0};
    if (c.width < UG_CONFIG_MIN_W || c.height < UG_CONFIG_MIN_H) c.has_size = false;
    if (memcmp(&c, &app->config, sizeof c) == 0) return;
    char error[PATH_MAX_LEN + 128];
    if (!ug_config_save(app->config_path, &c, error, sizeof error))
        fprintf(stderr, "undergrid: the settings were not saved: %s.\n", error);
}

/* A window size that fits the screen: the 640x360 canvas scaled by the largest quarter step
 * that fits 90 % of the usable area (1366x768 gives 1120x630), or the remembered size if it
 * still fits. */
static void initial_size(App *app, int *w, int *h) {
    SDL_Rect usable = {0, 0, 1280, 720};
    if (SDL_GetDisplayUsableBounds(0, &usable) != 0 || usable.w <= 0 || usable.h <= 0)
        usable = (SDL_Rect){0, 0, 1280, 720};
    double sx = usable.w * 0.9 / UG_CANVAS_W, sy = usable.h * 0.9 / UG_CANVAS_H;
    double s = sx < sy ? sx : sy;
    s = (int)(s * 4) / 4.0;
    if (s < 1) s = 1;
    *w = (int)(UG_CANVAS_W * s);
    *h = (int)(UG_CANVAS_H * s);
    if (app->config.has_size) {
        *w = app->config.width < usable.w ? app->config.width : usable.w;
        *h = app->config.height < usable.h ? app->config.height : usable.h;
    }
}

/* --- Games ------------------------------------------------------------------------------------ */

static uint32_t next_random(App *app) {
    /* xorshift64*: only for picking new seeds, never inside the game */
    app->random ^= app->random >> 12;
    app->random ^= app->random << 25;
    app->random ^= app->random >> 27;
    return (uint32_t)((app->random * 2685821657736338717ULL) >> 32);
}

/* --- Saved runs ------------------------------------------------------------------------------- */

enum { SAVE_EVERY = 16, SAVE_MAX_BYTES = 64 * 1024 * 1024 };

static void save_run(App *app) {
    if (!app->save_path[0] || !app->game || !app->recording) return;
    if (ug_game_status(app->game) != UG_STATUS_PLAYING) return;
    app->record.has_hash = true;
    app->record.hash = ug_game_hash(app->game);
    ug_cli_save_record(app->save_path, &app->record); /* temporary file + rename; says why not */
}

/* Permadeath, or a new game chosen over the saved one: the saved run is gone. */
static void forget_run(App *app) {
    if (app->save_path[0]) remove(app->save_path);
}

/* Looks for a saved run of this mode. A damaged one is reported in one sentence and moved aside
 * (never deleted, never overwritten), and the title offers a new game. */
static void load_run(App *app) {
    if (!app->pref_path[0]) return;
    snprintf(app->save_path, sizeof app->save_path, "%ssave-%s.ugr", app->pref_path,
             ug_mode_name(app->opt.mode));
    size_t len = 0;
    const char *why = NULL;
    char *text = ug_cli_read_file(app->save_path, SAVE_MAX_BYTES, &len, &why);
    if (!text && errno == ENOENT) return; /* no saved run */
    bool readable = text != NULL;
    int line = 0;
    char reason[64];
    UgError err =
        readable ? ug_record_parse(text, len, &app->resume_record, &line) : UG_ERR_TOO_LARGE;
    free(text);
    if (err == UG_OK && app->resume_record.mode != app->opt.mode) err = UG_ERR_BAD_RECORD;
    if (err == UG_OK) err = ug_record_replay(&app->resume_record, &app->resume);
    if (err == UG_OK && ug_game_status(app->resume) != UG_STATUS_PLAYING) {
        ug_game_free(app->resume); /* a finished game is nothing to continue */
        app->resume = NULL;
        ug_record_free(&app->resume_record);
        forget_run(app);
        return;
    }
    if (err == UG_OK) {
        app->vs.resume_floor = ug_game_floor(app->resume);
        app->vs.resume_turns = ug_game_player(app->resume)->turns;
        return;
    }
    ug_record_free(&app->resume_record);
    if (!readable) {
        /* unreadable or too large: `why` already says which */
    } else if (line > 0) {
        snprintf(reason, sizeof reason, "line %d is damaged", line);
        why = reason;
    } else {
        why = ug_error_message(err);
    }
    char aside[sizeof app->save_path + 8];
    snprintf(aside, sizeof aside, "%s.bad", app->save_path);
    bool moved = rename(app->save_path, aside) == 0;
    fprintf(stderr, "undergrid: the saved game %s could not be loaded (%s); %s.\n", app->save_path,
            why, moved ? "it was kept as *.ugr.bad and a new game starts" : "a new game starts");
    ug_log_push(&app->log, UG_UIMSG_BAD_SAVE, 0, 0, why);
}

/* Starts recording a game just created. */
static void record_game(App *app) {
    ug_record_free(&app->record);
    ug_record_init(&app->record, ug_game_mode(app->game), ug_game_seed(app->game));
    app->recording = true;
}

static void continue_saved(App *app) {
    ug_game_free(app->game);
    app->game = app->resume;
    app->resume = NULL;
    ug_record_free(&app->record);
    app->record = app->resume_record;
    memset(&app->resume_record, 0, sizeof app->resume_record);
    app->recording = true;
    app->vs.resume_floor = app->vs.resume_turns = 0;
    ug_log_clear(&app->log);
    ug_log_push(&app->log, UG_UIMSG_RESUMED, ug_game_floor(app->game), 0, NULL);
    app->vs.inv_open = app->vs.inv_menu = false;
    app->vs.scene = UG_SCENE_GAME;
    app->vs.overlay = UG_OVERLAY_NONE;
}

/* The player chose a new game over the saved one. */
static void drop_saved(App *app) {
    ug_game_free(app->resume);
    app->resume = NULL;
    ug_record_free(&app->resume_record);
    app->vs.resume_floor = app->vs.resume_turns = 0;
    forget_run(app);
}

static void new_game(App *app) {
    char seed[32];
    if (app->first_game && app->opt.seed) {
        snprintf(seed, sizeof seed, "%s", app->opt.seed);
    } else {
        snprintf(seed, sizeof seed, "%u", 1 + next_random(app) % 100000); /* as the original */
    }
    app->first_game = false;
    UgGameParams params = {app->opt.mode, seed};
    UgGame *game = NULL;
    if (ug_game_new(&params, &game) != UG_OK) return; /* the options were checked already */
    ug_game_free(app->game);
    app->game = game;
    record_game(app);
    /* Each game starts a fresh log, opened by the floor's message. */
    UgLog *log = &app->log;
    int keep = 0;
    for (int i = 0; i < ug_log_count(log); i++)
        if (ug_log_get(log, i)->msg >= UG_UIMSG_FIRST) keep = 1; /* start-up notices stay */
    if (!keep) ug_log_clear(log);
    if (app->opt.mode == UG_MODE_SIMPLE) /* the original's first line: "You wake up." */
        ug_log_push(log, UG_MSG_WAKE_UP, 0, 0, NULL);
    else
        ug_log_push(log, UG_MSG_FLOOR_START, ug_game_floor(game), 0, NULL);
    app->vs.inv_open = app->vs.inv_menu = false;
    app->vs.inv_index = app->vs.inv_offset = app->vs.inv_menu_index = 0;
    app->vs.scene = UG_SCENE_GAME;
    app->vs.overlay = UG_OVERLAY_NONE;
}

static void play(App *app, UgAction action) {
    UgEvents events = {0};
    int floor = ug_game_floor(app->game);
    bool acted = ug_game_act(app->game, action, &events);
    ug_log_add_events(&app->log, &events); /* a refused action may still say why (a wall) */
    if (!acted) return;
    if (app->recording && ug_record_push(&app->record, action) != UG_OK) {
        app->recording = false; /* out of memory: keep playing, stop saving */
        forget_run(app);
    }
    if (ug_game_status(app->game) == UG_STATUS_DEAD) {
        forget_run(app); /* permadeath: this dungeon is lost forever */
        app->vs.scene = UG_SCENE_DEATH;
        app->vs.death_floor = ug_game_floor(app->game);
        app->vs.death_turns = ug_game_player(app->game)->turns;
    }
    if (ug_game_status(app->game) == UG_STATUS_PLAYING &&
        (ug_game_floor(app->game) != floor || app->record.count % SAVE_EVERY == 0))
        save_run(app);
}

/* --- Commands ------------------------------------------------------------------------------- */

static void toggle_fullscreen(App *app) {
    bool full = (SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN) != 0;
    SDL_SetWindowFullscreen(app->window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
}

/* simple's game scene (RULES.md §2 "Movement", "Items"): while the inventory is open only
 * up/down, z and x count, as in the original. */
static void simple_command(App *app, UgCommand c) {
    UgViewState *vs = &app->vs;
    UgAction action;
    int dx = 0, dy = 0;
    if (vs->inv_open) {
        if (c.kind == UG_CMD_MOVE && c.dx == 0 && c.dy != 0)
            ug_view_inventory_move(vs, app->game, c.dy);
        if (c.kind == UG_CMD_INVENTORY && !c.repeat) ug_view_inventory_toggle(vs, app->game);
        if (c.kind == UG_CMD_CHOOSE && !c.repeat &&
            ug_view_inventory_choose(vs, app->game, &action))
            play(app, action);
        return;
    }
    if (ug_input_vi_diagonal(c.letter, &dx, &dy)) {
        play(app, ug_action_move(dx, dy));
    } else if (c.kind == UG_CMD_MOVE) {
        play(app, ug_action_move(c.dx, c.dy));
    } else if (c.kind == UG_CMD_WAIT) { /* space: pick up, else go down the stairs */
        play(app, ug_action_simple(UG_ACT_PICKUP));
    } else if (c.kind == UG_CMD_INVENTORY && !c.repeat) {
        if (!ug_view_inventory_toggle(vs, app->game))
            ug_log_push(&app->log, UG_MSG_INVENTORY_EMPTY, 0, 0, NULL);
    } else if (c.kind == UG_CMD_CLICK) {
        const UgPlayer *p = ug_game_player(app->game);
        play(app, ug_layout_click_action8(&app->layout, c.x, c.y, p->x - app->frame->cam_x,
                                          p->y - app->frame->cam_y));
    }
}

static void app_command(App *app, UgCommand c) {
    UgViewState *vs = &app->vs;
    if (c.kind == UG_CMD_NONE) return;
    app->dirty = true;
    if (c.kind == UG_CMD_FULLSCREEN) {
        toggle_fullscreen(app);
        return;
    }
    if (c.kind == UG_CMD_SCREENSHOT) {
        app->screenshot_pending = true;
        return;
    }
    switch (vs->overlay) {
        case UG_OVERLAY_HELP:
            if (!c.repeat) vs->overlay = UG_OVERLAY_NONE; /* any key or click closes it */
            return;
        case UG_OVERLAY_QUIT:
            if (c.kind == UG_CMD_YES || c.kind == UG_CMD_CONFIRM) app->running = false;
            if (c.kind == UG_CMD_NO || c.kind == UG_CMD_ESCAPE) vs->overlay = UG_OVERLAY_NONE;
            return;
        case UG_OVERLAY_HISTORY: {
            int max = ug_view_history_max_scroll(&app->log, vs->history_rows);
            if (c.kind == UG_CMD_SCROLL) vs->history_scroll -= c.dy;
            if (c.kind == UG_CMD_MOVE) vs->history_scroll -= c.dy;
            if (vs->history_scroll > max) vs->history_scroll = max;
            if (vs->history_scroll < 0) vs->history_scroll = 0;
            if (c.kind == UG_CMD_HISTORY || c.kind == UG_CMD_ESCAPE) vs->overlay = UG_OVERLAY_NONE;
            return;
        }
        default:
            break;
    }
    if (c.kind == UG_CMD_HELP) {
        vs->overlay = UG_OVERLAY_HELP;
        return;
    }
    if (c.kind == UG_CMD_ESCAPE) {
        vs->overlay = UG_OVERLAY_QUIT;
        return;
    }
    if (c.kind == UG_CMD_HISTORY) {
        vs->overlay = UG_OVERLAY_HISTORY;
        vs->history_scroll = 0;
        return;
    }
    if (vs->scene != UG_SCENE_GAME) {
        /* Title and death: z, space, Enter or a click starts; a held key does not. simple's
         * death returns to the title, as the original's z does. */
        if (vs->scene == UG_SCENE_TITLE && app->resume && !c.repeat) {
            if (c.kind == UG_CMD_NO) { /* N: a new game; the saved one is given up */
                drop_saved(app);
                new_game(app);
            } else if (c.kind == UG_CMD_CHOOSE || c.kind == UG_CMD_WAIT ||
                       c.kind == UG_CMD_CONFIRM || c.kind == UG_CMD_CLICK) {
                continue_saved(app);
            }
            return;
        }
        if (!c.repeat && (c.kind == UG_CMD_CHOOSE || c.kind == UG_CMD_WAIT ||
                          c.kind == UG_CMD_CONFIRM || c.kind == UG_CMD_CLICK)) {
            if (vs->scene == UG_SCENE_DEATH && app->opt.mode == UG_MODE_SIMPLE)
                vs->scene = UG_SCENE_TITLE;
            else
                new_game(app);
        }
        return;
    }
    if (app->opt.mode == UG_MODE_SIMPLE) {
        simple_command(app, c);
        return;
    }
    const UgPlayer *p = ug_game_player(app->game);
    if (c.kind == UG_CMD_MOVE) play(app, ug_action_move(c.dx, c.dy));
    if (c.kind == UG_CMD_WAIT) play(app, ug_action_wait());
    if (c.kind == UG_CMD_CLICK)
        play(app, ug_layout_click_action(&app->layout, c.x, c.y, p->x, p->y));
}

/* simple's held keys: which arrows are down (in event order, so that Shift + Up then Right
 * reads as up-right even when the events arrive together) and whether Shift is held (the
 * arrows drawn around the player). False when the event was used up here. */
static bool simple_keys(App *app, const SDL_Event *e) {
    if (e->type == SDL_WINDOWEVENT && e->window.event == SDL_WINDOWEVENT_FOCUS_LOST) {
        app->held_left = app->held_up = app->held_right = app->held_down = false;
        if (app->vs.diagonal_hint) app->dirty = true;
        app->vs.diagonal_hint = false;
        return true;
    }
    if (e->type != SDL_KEYDOWN && e->type != SDL_KEYUP) return true;
    bool down = e->type == SDL_KEYDOWN;
    switch (e->key.keysym.sym) {
        case SDLK_LEFT:
            app->held_left = down;
            break;
        case SDLK_UP:
            app->held_up = down;
            break;
        case SDLK_RIGHT:
            app->held_right = down;
            break;
        case SDLK_DOWN:
            app->held_down = down;
            break;
        case SDLK_LSHIFT:
        case SDLK_RSHIFT:
            if (app->vs.diagonal_hint != down) app->dirty = true;
            app->vs.diagonal_hint = down;
            return false;
        default:
            break;
    }
    return down;
}

/* Takes one event. Commands wait in a short queue and are played one per frame; a held key's
 * repeats are dropped whenever anything is still waiting, so input never piles up behind a slow
 * turn. */
static void app_event(App *app, const SDL_Event *e) {
    if (e->type == SDL_QUIT) {
        app->running = false;
        return;
    }
    if (app->opt.mode == UG_MODE_SIMPLE && !simple_keys(app, e)) return;
    if (e->type == SDL_WINDOWEVENT) {
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED &&
            !(SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN)) {
            app->windowed_w = e->window.data1;
            app->windowed_h = e->window.data2;
        }
        app->dirty = true; /* exposed, resized, moved to another display: draw again */
        return;
    }
    if (e->type == SDL_RENDER_TARGETS_RESET || e->type == SDL_RENDER_DEVICE_RESET) {
        app->dirty = true;
        return;
    }
    UgCommand c = ug_input_translate(e, app->window, app->renderer);
    if (app->opt.mode == UG_MODE_SIMPLE && c.kind == UG_CMD_MOVE && c.arrow && c.shift) {
        /* Shift + two arrows: the diagonal of the arrows held at this very event. */
        if (!ug_input_diagonal(app->held_left, app->held_up, app->held_right, app->held_down, &c.dx,
                               &c.dy))
            return;
    }
    if (c.kind == UG_CMD_NONE) return;
    if (c.repeat && app->queued > 0) return;
    if (app->queued >= QUEUE_MAX) return;
    app->queue[app->queued++] = c;
}

/* --- Drawing ------------------------------------------------------------------------------- */

static void take_screenshot(App *app) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app->renderer, &w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
    char path[PATH_MAX_LEN + 64] = "";
    const char *why = NULL;
    if (!s) {
        why = SDL_GetError();
    } else if (SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_RGB24, s->pixels,
                                    s->pitch) != 0) {
        why = SDL_GetError();
    } else {
        char stamp[32];
        time_t now = time(NULL);
        struct tm *tm = localtime(&now);
        if (!tm || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", tm))
            snprintf(stamp, sizeof stamp, "%ld", (long)now);
        snprintf(path, sizeof path, "%sundergrid-%s.png", app->pref_path, stamp);
        for (int n = 2; ug_paths_readable(path) && n < 100; n++)
            snprintf(path, sizeof path, "%sundergrid-%s-%d.png", app->pref_path, stamp, n);
        if (!app->pref_path[0] || IMG_SavePNG(s, path) != 0)
            why = app->pref_path[0] ? IMG_GetError() : "no folder to save it in";
    }
    SDL_FreeSurface(s);
    if (why)
        ug_log_push(&app->log, UG_UIMSG_SCREENSHOT_FAILED, 0, 0, why);
    else
        ug_log_push(&app->log, UG_UIMSG_SCREENSHOT, 0, 0, path);
    fprintf(stderr, why ? "undergrid: the screenshot failed: %s\n" : "undergrid: screenshot %s\n",
            why ? why : path);
    app->dirty = true; /* show the message */
}

static void app_draw(App *app) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app->renderer, &w, &h);
    int map_w = app->game ? ug_game_width(app->game) : UG_VIEW_COLS;
    int map_h = app->game ? ug_game_height(app->game) : UG_VIEW_ROWS;
    int cols = map_w < UG_VIEW_COLS ? map_w : UG_VIEW_COLS;
    int rows = map_h < UG_VIEW_ROWS ? map_h : UG_VIEW_ROWS;
    if (app->opt.mode == UG_MODE_SIMPLE)
        ug_layout_compute_simple(&app->layout, w, h, cols, rows, map_w, map_h);
    else
        ug_layout_compute(&app->layout, w, h, cols, rows);
    app->vs.log_lines = app->layout.log_lines;
    app->vs.history_rows = (app->layout.overlay.h - 4 * app->layout.line_h) / app->layout.line_h;
    if (app->vs.history_rows < 1) app->vs.history_rows = 1;
    ug_view_build(app->frame, app->game, &app->log, app->catalog, &app->vs);
    if (!ug_render_sdl_draw(app->rs, app->frame, &app->layout))
        fprintf(stderr, "undergrid: text cannot be drawn: %s\n", SDL_GetError());
    bool shot = app->screenshot_pending;
    app->screenshot_pending = false;
    if (shot) take_screenshot(app); /* read the pixels before they are presented */
    SDL_RenderPresent(app->renderer);
}

/* --- Init / De-Init ----------------------------------------------------------------------- */

static void app_quit(App *app) {
    save_config(app);
    if (app->vs.scene == UG_SCENE_GAME) save_run(app);
    ug_record_free(&app->record);
    ug_game_free(app->resume);
    ug_record_free(&app->resume_record);
    ug_render_sdl_free(app->rs);
    if (app->renderer) SDL_DestroyRenderer(app->renderer);
    if (app->window) SDL_DestroyWindow(app->window);
    ug_game_free(app->game);
    ug_catalog_free(app->catalog);
    free(app->frame);
    if (TTF_WasInit()) TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

static int app_init(App *app) {
    char font[PATH_MAX_LEN];
    if (!ug_paths_find_font(app->opt.font, font, sizeof font)) {
        fputs("undergrid: no monospace font was found; install DejaVu Sans Mono "
              "(Debian: fonts-dejavu-core) or pass --font PATH.\n",
              stderr);
        return 1;
    }
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
    /* SDL's software renderer by default: a 2D grid drawn only when something changes needs no
     * GPU, and it starts in a fraction of the time and memory that loading an OpenGL driver
     * takes (on Mesa's software GL: 0.6 s and 110 MiB against 0.05 s and 20 MiB). The
     * environment still decides (SDL_RENDER_DRIVER=opengl, SDL_FRAMEBUFFER_ACCELERATION=1). */
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr,
                "undergrid: the window cannot open (%s); the headless commands still work "
                "(see 'undergrid --help').\n",
                SDL_GetError());
        return 1;
    }
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
    app->frame = calloc(1, sizeof *app->frame);
    if (!app->frame) {
        fputs("undergrid: out of memory.\n", stderr);
        return 1;
    }
    load_config(app);
    load_catalog(app);
    int w, h;
    initial_size(app, &w, &h);
    app->windowed_w = w;
    app->windowed_h = h;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN;
    if (app->opt.fullscreen || app->config.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    app->window = SDL_CreateWindow(ug_catalog_get(app->catalog, "Undergrid"),
                                   SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!app->window) {
        fprintf(stderr, "undergrid: the window cannot open (%s).\n", SDL_GetError());
        return 1;
    }
    SDL_SetWindowMinimumSize(app->window, UG_CANVAS_W, UG_CANVAS_H);
    app->renderer = SDL_CreateRenderer(app->window, -1, 0);
    if (!app->renderer) app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    if (!app->renderer) {
        fprintf(stderr, "undergrid: nothing can be drawn in the window (%s).\n", SDL_GetError());
        return 1;
    }
    char error[PATH_MAX_LEN + 128];
    app->rs = ug_render_sdl_new(app->renderer, font, error, sizeof error);
    if (!app->rs) {
        fprintf(stderr, "undergrid: %s.\n", error);
        return app->opt.font ? EXIT_USAGE : 1;
    }
    /* Glyphs the main font lacks (Japanese) come from a CJK font, when the system has one. */
    bool japanese = app->lang && strcmp(app->lang, "ja") == 0;
    char cjk[PATH_MAX_LEN];
    if (ug_paths_find_cjk_font(japanese, cjk, sizeof cjk)) {
        ug_render_sdl_set_fallback(app->rs, cjk);
    } else if (japanese) {
        fputs("undergrid: no font with Japanese characters was found, so Japanese text shows as "
              "'?'; install one (Debian: fonts-ipafont-gothic) or use --lang en.\n",
              stderr);
        ug_log_push(&app->log, UG_UIMSG_NO_CJK_FONT, 0, 0, NULL);
    }
    app->vs.mode = app->opt.mode;
    app->random = SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20) ^ 0x9E3779B97F4A7C15u;
    if (!app->random) app->random = 1;
    app->first_game = true;
    app->vs.scene = UG_SCENE_TITLE;
    load_run(app);
    const char *quit_env = getenv("UNDERGRID_QUIT_AFTER_FIRST_FRAME");
    app->quit_after_first_frame = quit_env && strcmp(quit_env, "1") == 0;
    return 0;
}

int ug_app_main(int argc, char **argv) {
    static App app; /* large (the frame, the log): not on the stack */
    memset(&app, 0, sizeof app);
    int status = parse_options(argc, argv, &app.opt);
    if (status < 0) return 0; /* --help */
    if (status != 0) return status;
    SDL_SetMainReady();
    status = app_init(&app);
    if (status != 0) {
        app_quit(&app);
        return status;
    }
    app.running = true;
    app.dirty = true;
    bool shown = false;
    while (app.running) {
        if (app.dirty) {
            app_draw(&app);
            app.dirty = false;
            if (!shown) { /* shown only once there is something to see: no white flash */
                SDL_ShowWindow(app.window);
                shown = true;
                if (app.quit_after_first_frame) break;
                continue;
            }
        }
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, app.queued > 0 ? 0 : IDLE_WAIT_MS)) {
            app_event(&app, &e);
            while (SDL_PollEvent(&e)) app_event(&app, &e);
        }
        if (app.queued > 0) {
            UgCommand c = app.queue[0];
            memmove(app.queue, app.queue + 1, (size_t)(--app.queued) * sizeof app.queue[0]);
            app_command(&app, c);
        }
    }
    app_quit(&app);
    return 0;
}
