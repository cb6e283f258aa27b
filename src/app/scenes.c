/* The window's scenes and their loop, on any platform. See scenes.h. Init / Update / Draw:
 *   ug_scenes_new    the saved run looked for, the title waiting
 *   scenes_event     one platform event: held keys, redraws, commands queued
 *   scenes_command   one command in the current scene (the only place the game is played)
 *   scenes_draw      Game -> Frame (view) -> present_frame, only when something changed
 * No SDL here: the platform's table (platform.h) is all the machine the scenes see.
 */
#include "scenes.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "undergrid/record.h"
#include "achievements.h"
#include "file.h"
#include "layout.h"
#include "profile.h"
#include "scenes_cursed.h"
#include "view.h"

enum { PATH_MAX_LEN = 4096, QUEUE_MAX = 3, IDLE_WAIT_MS = 1000 };
enum { SAVE_EVERY = 16, SAVE_MAX_BYTES = 64 * 1024 * 1024 };

struct UgScenes {
    const UgPlatform *platform;
    UgMode mode;
    const char *seed; /* NULL: a new random seed */
    const UgCatalog *catalog;
    bool quit_after_first_frame;
    UgLog log;
    UgGame *game;
    UgViewState vs;
    UgFrame frame;
    UgLayout layout;
    char dir[PATH_MAX_LEN]; /* the platform's user folder; "" when it has none */
    bool running, dirty, screenshot_pending, first_game;
    UgCommand queue[QUEUE_MAX];
    int queued;
    uint64_t random; /* for new seeds: the front end may be random, the core may not */
    bool held_left, held_up, held_right, held_down; /* arrows held (simple's Shift diagonals) */
    /* The run in progress is its record (mode, seed, actions), kept in save_path so that closing
     * the window, a crash or a power cut never loses it. `resume` is a saved game waiting on the
     * title screen, with its record. */
    UgRecord record;
    bool recording; /* false once the record could not grow: the run is no longer saved */
    char save_path[PATH_MAX_LEN + 32];
    UgGame *resume;
    UgRecord resume_record;
    UgScreenshot shot; /* what the last screenshot asked of present_frame gave */
    /* cursed (scenes_cursed.c): its modes and screens, and the achievements every cursed game
     * shares (achievements.h), kept in achievements_path. */
    UgCursedScene cursed;
    uint32_t achievements;
    char achievements_path[PATH_MAX_LEN + 32];
};

/* One sentence for the person running the game (the platform's say, if it has one). */
static void say(UgScenes *s, const char *fmt, ...) {
    if (!s->platform->say) return;
    char sentence[2 * PATH_MAX_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(sentence, sizeof sentence, fmt, ap);
    va_end(ap);
    s->platform->say(s->platform->self, sentence);
}

/* --- Games ------------------------------------------------------------------------------------ */

static uint32_t next_random(UgScenes *s) {
    /* xorshift64*: only for picking new seeds, never inside the game */
    s->random ^= s->random >> 12;
    s->random ^= s->random << 25;
    s->random ^= s->random >> 27;
    return (uint32_t)((s->random * 2685821657736338717ULL) >> 32);
}

/* --- Saved runs ------------------------------------------------------------------------------- */

static void save_run(UgScenes *s) {
    if (!s->save_path[0] || !s->game || !s->recording) return;
    if (ug_game_status(s->game) != UG_STATUS_PLAYING) return;
    s->record.has_hash = true;
    s->record.hash = ug_game_hash(s->game);
    char *text = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX];
    UgFileError err = ug_file_record_text(&s->record, &text, &len, why, sizeof why);
    if (err == UG_FILE_OK) /* temporary file + rename: a failed save never loses the last one */
        err = s->platform->write_file_atomic(s->platform->self, s->save_path, text, len, why,
                                             sizeof why);
    free(text);
    if (err != UG_FILE_OK) say(s, "cannot write the record to '%s': %s", s->save_path, why);
}

/* Permadeath, or a new game chosen over the saved one: the saved run is gone. */
static void forget_run(UgScenes *s) {
    if (s->save_path[0]) s->platform->remove_file(s->platform->self, s->save_path);
}

/* Looks for a saved run of this mode. A damaged one is reported in one sentence and moved aside
 * (never deleted, never overwritten), and the title offers a new game. */
static void load_run(UgScenes *s) {
    if (!s->dir[0]) return;
    snprintf(s->save_path, sizeof s->save_path, "%ssave-%s.ugr", s->dir, ug_mode_name(s->mode));
    char *text = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX];
    UgFileError read = s->platform->read_file(s->platform->self, s->save_path, SAVE_MAX_BYTES,
                                              &text, &len, why, sizeof why);
    if (read == UG_FILE_MISSING) return; /* no saved run */
    bool readable = read == UG_FILE_OK;
    int line = 0;
    UgError err =
        readable ? ug_record_parse(text, len, &s->resume_record, &line) : UG_ERR_TOO_LARGE;
    free(text);
    if (err == UG_OK && s->resume_record.mode != s->mode) err = UG_ERR_BAD_RECORD;
    if (err == UG_OK) err = ug_record_replay(&s->resume_record, &s->resume);
    if (err == UG_OK && ug_game_status(s->resume) != UG_STATUS_PLAYING) {
        ug_game_free(s->resume); /* a finished game is nothing to continue */
        s->resume = NULL;
        ug_record_free(&s->resume_record);
        forget_run(s);
        return;
    }
    if (err == UG_OK) {
        s->vs.resume_floor = ug_game_floor(s->resume);
        s->vs.resume_turns = ug_game_player(s->resume)->turns;
        return;
    }
    ug_record_free(&s->resume_record);
    if (!readable) {
        /* unreadable or too large: `why` already says which */
    } else if (line > 0) {
        snprintf(why, sizeof why, "line %d is damaged", line);
    } else {
        snprintf(why, sizeof why, "%s", ug_error_message(err));
    }
    char aside[sizeof s->save_path + 8];
    snprintf(aside, sizeof aside, "%s.bad", s->save_path);
    bool moved = s->platform->rename_file(s->platform->self, s->save_path, aside);
    say(s, "the saved game %s could not be loaded (%s); %s.", s->save_path, why,
        moved ? "it was kept as *.ugr.bad and a new game starts" : "a new game starts");
    ug_log_push(&s->log, UG_UIMSG_BAD_SAVE, 0, 0, why);
}

/* Starts recording a game just created. */
static void record_game(UgScenes *s) {
    ug_record_free(&s->record);
    ug_record_init(&s->record, ug_game_mode(s->game), ug_game_seed(s->game));
    s->recording = true;
}

/* --- cursed's achievements and keys (scenes_cursed.c, achievements.h) ----------------------- */

static bool cursed_input(const UgScenes *s) {
    return ug_view_profile(s->mode)->input == UG_INPUT_CURSED;
}

static void load_achievements(UgScenes *s) {
    if (!s->dir[0] || !cursed_input(s)) return;
    ug_achievements_path(s->dir, s->achievements_path, sizeof s->achievements_path);
    char why[UG_FILE_WHY_MAX];
    if (ug_achievements_load(s->platform, s->achievements_path, &s->achievements, why,
                             sizeof why) == UG_ACHIEVEMENTS_DAMAGED) {
        say(s,
            "the achievements file %s was damaged (%s); it was kept as *.bad and a new one "
            "is started.",
            s->achievements_path, why);
        ug_log_push(&s->log, UG_UIMSG_BAD_ACHIEVEMENTS, 0, 0, why);
    }
}

/* Writes the achievements file whenever the game's unlocks differ from it. */
static void keep_achievements(UgScenes *s) {
    if (!s->game || !cursed_input(s)) return;
    uint32_t now = ug_game_achievements(s->game);
    if (now == s->achievements) return;
    s->achievements = now;
    char why[UG_FILE_WHY_MAX];
    if (s->achievements_path[0] &&
        !ug_achievements_save(s->platform, s->achievements_path, now, why, sizeof why))
        say(s, "cannot write the achievements to '%s': %s", s->achievements_path, why);
}

static void continue_saved(UgScenes *s) {
    ug_game_free(s->game);
    s->game = s->resume;
    s->resume = NULL;
    ug_record_free(&s->record);
    s->record = s->resume_record;
    memset(&s->resume_record, 0, sizeof s->resume_record);
    s->recording = true;
    s->vs.resume_floor = s->vs.resume_turns = 0;
    ug_cursed_scene_start(&s->cursed, s->record.wizard, false);
    ug_log_clear(&s->log);
    ug_log_push(&s->log, UG_UIMSG_RESUMED, ug_game_floor(s->game), 0, NULL);
    s->vs.inv_open = s->vs.inv_menu = false;
    s->vs.scene = UG_SCENE_GAME;
    s->vs.overlay = UG_OVERLAY_NONE;
}

/* The player chose a new game over the saved one. */
static void drop_saved(UgScenes *s) {
    ug_game_free(s->resume);
    s->resume = NULL;
    ug_record_free(&s->resume_record);
    s->vs.resume_floor = s->vs.resume_turns = 0;
    forget_run(s);
}

static void new_game(UgScenes *s) {
    char seed[32];
    if (s->first_game && s->seed) {
        snprintf(seed, sizeof seed, "%s", s->seed);
    } else if (ug_mode_info(s->mode) && ug_mode_info(s->mode)->seed_kind == UG_SEED_TEN_DIGITS) {
        uint64_t r = (uint64_t)next_random(s) << 32 | next_random(s); /* as the original */
        snprintf(seed, sizeof seed, "%llu",
                 1000000000ULL + (unsigned long long)(r % 9000000000ULL));
    } else {
        snprintf(seed, sizeof seed, "%u", 1 + next_random(s) % 100000); /* as the original */
    }
    s->first_game = false;
    UgGameParams params = {s->mode, seed};
    UgGame *game = NULL;
    if (ug_game_new(&params, &game) != UG_OK) return; /* the options were checked already */
    ug_game_free(s->game);
    s->game = game;
    ug_game_set_achievements(game, s->achievements); /* cursed's change play (CURSED.md §10.12) */
    record_game(s);
    s->record.achievements = s->achievements;
    ug_cursed_scene_start(&s->cursed, s->cursed.ui.wizard, true);
    /* Each game starts a fresh log, opened by the floor's message. */
    UgLog *log = &s->log;
    int keep = 0;
    for (int i = 0; i < ug_log_count(log); i++)
        if (ug_log_get(log, i)->msg >= UG_UIMSG_FIRST) keep = 1; /* start-up notices stay */
    if (!keep) ug_log_clear(log);
    /* The profile's opening line: the floor's message, or simple's "You wake up." */
    ug_log_push(log, ug_view_profile(s->mode)->first_message, ug_game_floor(game), 0, NULL);
    s->vs.inv_open = s->vs.inv_menu = false;
    s->vs.inv_index = s->vs.inv_offset = s->vs.inv_menu_index = 0;
    s->vs.scene = UG_SCENE_GAME;
    s->vs.overlay = UG_OVERLAY_NONE;
}

static void play(UgScenes *s, UgAction action) {
    UgEvents events = {0};
    int floor = ug_game_floor(s->game);
    bool acted = ug_game_act(s->game, action, &events);
    ug_log_add_events(&s->log, &events); /* a refused action may still say why (a wall) */
    if (!acted) return;
    if (s->recording && ug_record_push(&s->record, action) != UG_OK) {
        s->recording = false; /* out of memory: keep playing, stop saving */
        forget_run(s);
    }
    if (ug_game_status(s->game) == UG_STATUS_DEAD) {
        forget_run(s); /* permadeath: this dungeon is lost forever */
        s->vs.scene = UG_SCENE_DEATH;
        s->vs.death_floor = ug_game_floor(s->game);
        s->vs.death_turns = ug_game_player(s->game)->turns;
    }
    if (ug_game_status(s->game) == UG_STATUS_PLAYING &&
        (ug_game_floor(s->game) != floor || s->record.count % SAVE_EVERY == 0))
        save_run(s);
}

/* --- Commands ------------------------------------------------------------------------------- */

/* simple's game scene (RULES.md §2 "Movement", "Items"): while the inventory is open only
 * up/down, z and x count, as in the original. */
static void simple_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    UgAction action;
    int dx = 0, dy = 0;
    if (vs->inv_open) {
        if (c.kind == UG_CMD_MOVE && c.dx == 0 && c.dy != 0)
            ug_view_inventory_move(vs, s->game, c.dy);
        if (c.kind == UG_CMD_INVENTORY && !c.repeat) ug_view_inventory_toggle(vs, s->game);
        if (c.kind == UG_CMD_CHOOSE && !c.repeat && ug_view_inventory_choose(vs, s->game, &action))
            play(s, action);
        return;
    }
    if (ug_input_vi_diagonal(c.letter, &dx, &dy)) {
        play(s, ug_action_move(dx, dy));
    } else if (c.kind == UG_CMD_MOVE) {
        play(s, ug_action_move(c.dx, c.dy));
    } else if (c.kind == UG_CMD_WAIT) { /* space: pick up, else go down the stairs */
        play(s, ug_action_simple(UG_ACT_PICKUP));
    } else if (c.kind == UG_CMD_INVENTORY && !c.repeat) {
        if (!ug_view_inventory_toggle(vs, s->game))
            ug_log_push(&s->log, UG_MSG_INVENTORY_EMPTY, 0, 0, NULL);
    } else if (c.kind == UG_CMD_CLICK) {
        const UgPlayer *p = ug_game_player(s->game);
        play(s, ug_layout_click_action8(&s->layout, c.x, c.y, p->x - s->frame.cam_x,
                                        p->y - s->frame.cam_y));
    }
}

/* cursed's keys and mouse (scenes_cursed.c); false: the command is the window's own. */
static bool cursed_command(UgScenes *s, UgCommand c) {
    UgAction action;
    int floor = ug_game_floor(s->game);
    switch (ug_cursed_scene_command(&s->cursed, s->game, c, &s->layout, &s->frame, &action)) {
        case UG_CURSED_PASS:
            return false;
        case UG_CURSED_PLAY:
            play(s, action);
            ug_cursed_scene_played(&s->cursed, s->game, floor);
            break;
        case UG_CURSED_NEW_RUN:
            forget_run(s);
            new_game(s);
            break;
        case UG_CURSED_UI:
            break;
    }
    if (s->cursed.ui.wizard) s->record.wizard = true; /* the run is marked for good */
    keep_achievements(s);
    return true;
}

static void scenes_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    if (c.kind == UG_CMD_NONE) return;
    s->dirty = true;
    if (c.kind == UG_CMD_FULLSCREEN) {
        if (s->platform->toggle_fullscreen) s->platform->toggle_fullscreen(s->platform->self);
        return;
    }
    if (c.kind == UG_CMD_SCREENSHOT) {
        s->screenshot_pending = true;
        return;
    }
    switch (vs->overlay) {
        case UG_OVERLAY_HELP:
            if (!c.repeat) vs->overlay = UG_OVERLAY_NONE; /* any key or click closes it */
            return;
        case UG_OVERLAY_QUIT:
            if (c.kind == UG_CMD_YES || c.kind == UG_CMD_CONFIRM) s->running = false;
            if (c.kind == UG_CMD_NO || c.kind == UG_CMD_ESCAPE) vs->overlay = UG_OVERLAY_NONE;
            return;
        case UG_OVERLAY_HISTORY: {
            int max = ug_view_history_max_scroll(&s->log, vs->history_rows);
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
    /* --- cursed (scenes_cursed.c): its keys, screens and mouse come first in the game --- */
    if (vs->scene == UG_SCENE_GAME && s->game && cursed_input(s) && cursed_command(s, c)) return;
    if (c.kind == UG_CMD_HOVER) return;
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
        if (vs->scene == UG_SCENE_TITLE && s->resume && !c.repeat) {
            if (c.kind == UG_CMD_NO) { /* N: a new game; the saved one is given up */
                drop_saved(s);
                new_game(s);
            } else if (c.kind == UG_CMD_CHOOSE || c.kind == UG_CMD_WAIT ||
                       c.kind == UG_CMD_CONFIRM || c.kind == UG_CMD_CLICK) {
                continue_saved(s);
            }
            return;
        }
        if (!c.repeat && (c.kind == UG_CMD_CHOOSE || c.kind == UG_CMD_WAIT ||
                          c.kind == UG_CMD_CONFIRM || c.kind == UG_CMD_CLICK)) {
            if (vs->scene == UG_SCENE_DEATH && ug_view_profile(s->mode)->death_to_title)
                vs->scene = UG_SCENE_TITLE;
            else
                new_game(s);
        }
        return;
    }
    if (ug_view_profile(s->mode)->input == UG_INPUT_ORIGINAL_SIMPLE) {
        simple_command(s, c);
        return;
    }
    const UgPlayer *p = ug_game_player(s->game);
    if (c.kind == UG_CMD_MOVE) play(s, ug_action_move(c.dx, c.dy));
    if (c.kind == UG_CMD_WAIT) play(s, ug_action_wait());
    if (c.kind == UG_CMD_CLICK) play(s, ug_layout_click_action(&s->layout, c.x, c.y, p->x, p->y));
}

/* simple's held keys: which arrows are down (in event order, so that Shift + Up then Right
 * reads as up-right even when the events arrive together) and whether Shift is held (the
 * arrows drawn around the player). False when the event was used up here. */
static bool simple_keys(UgScenes *s, const UgPlatformEvent *e) {
    if (e->kind == UG_EVENT_FOCUS_LOST) {
        s->held_left = s->held_up = s->held_right = s->held_down = false;
        if (s->vs.diagonal_hint) s->dirty = true;
        s->vs.diagonal_hint = false;
        return true;
    }
    if (e->kind != UG_EVENT_COMMAND && e->kind != UG_EVENT_KEY_UP) return true;
    if (e->key == UG_KEY_NONE) return true; /* a click, a tap, the wheel */
    bool down = e->kind == UG_EVENT_COMMAND;
    switch (e->key) {
        case UG_KEY_LEFT:
            s->held_left = down;
            break;
        case UG_KEY_UP:
            s->held_up = down;
            break;
        case UG_KEY_RIGHT:
            s->held_right = down;
            break;
        case UG_KEY_DOWN:
            s->held_down = down;
            break;
        case UG_KEY_SHIFT:
            if (s->vs.diagonal_hint != down) s->dirty = true;
            s->vs.diagonal_hint = down;
            return false;
        default:
            break;
    }
    return down;
}

/* Takes one event. Commands wait in a short queue and are played one per frame; a held key's
 * repeats are dropped whenever anything is still waiting, so input never piles up behind a slow
 * turn. */
static void scenes_event(UgScenes *s, const UgPlatformEvent *e) {
    if (e->kind == UG_EVENT_QUIT) {
        s->running = false;
        return;
    }
    bool simple_input = ug_view_profile(s->mode)->input == UG_INPUT_ORIGINAL_SIMPLE;
    if (simple_input && !simple_keys(s, e)) return;
    if (e->kind == UG_EVENT_REDRAW || e->kind == UG_EVENT_FOCUS_LOST) {
        s->dirty = true; /* exposed, resized, moved to another display: draw again */
        return;
    }
    if (e->kind != UG_EVENT_COMMAND) return; /* a key let go */
    UgCommand c = e->command;
    if (c.kind == UG_CMD_HOVER) { /* never queued: only cursed's cursor follows the mouse */
        if (s->vs.scene == UG_SCENE_GAME && s->game && cursed_input(s) &&
            s->vs.overlay == UG_OVERLAY_NONE &&
            ug_cursed_scene_hover(&s->cursed, s->game, &s->layout, &s->frame, c.x, c.y))
            s->dirty = true;
        return;
    }
    if (simple_input && c.kind == UG_CMD_MOVE && c.arrow && c.shift) {
        /* Shift + two arrows: the diagonal of the arrows held at this very event. */
        if (!ug_input_diagonal(s->held_left, s->held_up, s->held_right, s->held_down, &c.dx, &c.dy))
            return;
    }
    if (c.kind == UG_CMD_NONE) return;
    if (c.repeat && s->queued > 0) return;
    if (s->queued >= QUEUE_MAX) return;
    s->queue[s->queued++] = c;
}

/* --- Drawing ------------------------------------------------------------------------------- */

static void scenes_draw(UgScenes *s) {
    int w = 0, h = 0;
    s->platform->output_size(s->platform->self, &w, &h);
    int map_w = s->game ? ug_game_width(s->game) : UG_VIEW_COLS;
    int map_h = s->game ? ug_game_height(s->game) : UG_VIEW_ROWS;
    int cols = map_w < UG_VIEW_COLS ? map_w : UG_VIEW_COLS;
    int rows = map_h < UG_VIEW_ROWS ? map_h : UG_VIEW_ROWS;
    if (ug_view_profile(s->mode)->layout == UG_LAYOUT_INVENTORY_COLUMN)
        ug_layout_compute_simple(&s->layout, w, h, cols, rows, map_w, map_h);
    else if (ug_view_profile(s->mode)->layout == UG_LAYOUT_CURSED)
        ug_layout_compute_cursed(&s->layout, w, h, cols, rows, map_w, map_h);
    else
        ug_layout_compute(&s->layout, w, h, cols, rows);
    s->vs.log_lines = s->layout.log_lines;
    s->vs.history_rows = (s->layout.overlay.h - 4 * s->layout.line_h) / s->layout.line_h;
    if (s->vs.history_rows < 1) s->vs.history_rows = 1;
    s->vs.cursed = &s->cursed;
    ug_view_build(&s->frame, s->game, &s->log, s->catalog, &s->vs);
    bool shot = s->screenshot_pending;
    s->screenshot_pending = false;
    memset(&s->shot, 0, sizeof s->shot);
    s->platform->present_frame(s->platform->self, &s->frame, &s->layout, shot ? &s->shot : NULL);
    if (!shot) return;
    if (s->shot.ok) {
        ug_log_push(&s->log, UG_UIMSG_SCREENSHOT, 0, 0, s->shot.text);
        say(s, "screenshot %s", s->shot.text);
    } else {
        ug_log_push(&s->log, UG_UIMSG_SCREENSHOT_FAILED, 0, 0, s->shot.text);
        say(s, "the screenshot failed: %s", s->shot.text);
    }
    s->dirty = true; /* show the message */
}

/* --- Init / Run / De-Init ------------------------------------------------------------------- */

UgScenes *ug_scenes_new(const UgScenesParams *params, const UgPlatform *platform) {
    UgScenes *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->platform = platform;
    s->mode = params->mode;
    s->seed = params->seed;
    s->catalog = params->catalog;
    s->quit_after_first_frame = params->quit_after_first_frame;
    if (params->notices) s->log = *params->notices;
    if (!platform->user_dir || !platform->user_dir(platform->self, s->dir, sizeof s->dir))
        s->dir[0] = '\0';
    s->vs.mode = s->mode;
    s->random = (platform->entropy ? platform->entropy(platform->self) : 0) ^ 0x9E3779B97F4A7C15u;
    if (!s->random) s->random = 1;
    s->first_game = true;
    s->vs.scene = UG_SCENE_TITLE;
    load_achievements(s);
    load_run(s);
    return s;
}

void ug_scenes_free(UgScenes *s) {
    if (!s) return;
    ug_record_free(&s->record);
    ug_game_free(s->resume);
    ug_record_free(&s->resume_record);
    ug_game_free(s->game);
    free(s);
}

void ug_scenes_run(UgScenes *s) {
    const UgPlatform *pf = s->platform;
    s->running = true;
    s->dirty = true;
    bool shown = false;
    while (s->running) {
        if (s->dirty) {
            s->dirty = false; /* before drawing: a screenshot's message asks for one more */
            scenes_draw(s);
            if (!shown) { /* the platform shows the window with this first frame */
                shown = true;
                if (s->quit_after_first_frame) break;
                continue;
            }
        }
        UgPlatformEvent e;
        /* Nothing to wait for while commands wait or a frame is due (a screenshot's message). */
        int wait_ms = s->queued > 0 || s->dirty ? 0 : IDLE_WAIT_MS;
        if (pf->next_event(pf->self, wait_ms, &e)) {
            scenes_event(s, &e);
            while (pf->next_event(pf->self, 0, &e)) scenes_event(s, &e);
        }
        if (s->queued > 0) {
            UgCommand c = s->queue[0];
            memmove(s->queue, s->queue + 1, (size_t)(--s->queued) * sizeof s->queue[0]);
            scenes_command(s, c);
        }
    }
    if (s->vs.scene == UG_SCENE_GAME) save_run(s);
}
