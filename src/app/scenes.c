/* The window's scenes and their loop, on any platform. See scenes.h. Init / Update / Draw:
 *   ug_scenes_new    the saved run looked for, the title waiting
 *   scenes_event     one platform event: held keys, redraws, commands queued
 *   scenes_command   one command in the current scene (the only place the game is played)
 *   scenes_draw      Game -> Frame (view) -> present_frame, only when something changed
 * No SDL here: the platform's table (platform.h) is all the machine the scenes see.
 */
#include "scenes.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "undergrid/record.h"
#include "achievements.h"
#include "cues.h"
#include "cursed_view.h"
#include "legibility.h"
#include "file.h"
#include "keys_screen.h"
#include "layout.h"
#include "palette.h"
#include "profile.h"
#include "scenes_adventure.h"
#include "scenes_auto.h"
#include "scenes_cursed.h"
#include "scenes_osk.h"
#include "scenes_records.h"
#include "scenes_watch.h"
#include "touch_view.h"
#include "view.h"

enum { PATH_MAX_LEN = 4096, QUEUE_MAX = 3, IDLE_WAIT_MS = 1000 };
/* The steps of one many-step action kept to be drawn (cursed's fast move has at most five), and
 * how long each is shown (UgAnimation). */
enum { STEPS_MAX = 8, STEP_MS_NORMAL = 70, STEP_MS_FAST = 25 };
/* A run is saved every SAVE_EVERY actions and on each new floor, so a crash or a kill -9 loses
 * at most SAVE_EVERY - 1 actions. SAVE_SLOTS saves per mode: the first one whose lock is free is
 * this window's (a second window on the same save gets the next). */
enum { SAVE_EVERY = 16, SAVE_MAX_BYTES = 64 * 1024 * 1024, SAVE_SLOTS = 4 };

enum { DEATH_PAUSE_MS = 800 }; /* the end screens (death, victory) take no key before this */

enum { AUTO_BURST_MAX = 4096 }; /* instant travel: at most this many steps in one frame */

struct UgScenes {
    const UgPlatform *platform;
    UgMode mode;
    const char *seed; /* the command line's seed (checked already); NULL: none */
    bool direct;      /* the command line named a game: start it without the menu */
    const UgCatalog *catalog;
    UgLog notices; /* start-up notices: they open the first game's log */
    bool notices_shown;
    char seed_buf[UG_SEED_MAX_LEN + 1]; /* the seed a new game is about to use */
    uint64_t death_at;                  /* now_ms when the run ended (died or won) */
    int kills;                          /* creatures killed in this run (the score) */
    bool pointer_known;                 /* a pointer position came at least once */
    bool say_layout;
    char said_layout[96]; /* the board last said (say_layout) */
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
    char save_path[PATH_MAX_LEN + 32]; /* this window's save slot, locked; "" when none */
    UgGame *resume;
    UgRecord resume_record;
    /* The run waiting is another window's save (its lock is taken): offered without saving. */
    bool resume_read_only;
    bool read_only;         /* the run played is another window's: nothing is saved */
    UgFileError save_error; /* the last save's failure; UG_FILE_OK when it was written */
    int32_t saved_count;    /* actions in the save last written; -1 when never written */
    bool lost;              /* the player quit with moves that could not be saved */
    UgScreenshot shot;      /* what the last screenshot asked of present_frame gave */
    /* cursed (scenes_cursed.c): its modes and screens, and the achievements every cursed game
     * shares (achievements.h), kept in achievements_path. */
    UgCursedScene cursed;
    /* The steps of the last action (ug_game_watch_steps), drawn one by one after it; `drawing`
     * is the game a frame is being built from when it is not `game` (one of those steps). */
    UgGame *steps[STEPS_MAX];
    int step_count;
    const UgGame *drawing;
    UgKeysScreen keys_screen;    /* Options -> Keys, and the help's keys */
    UgOsk osk;                   /* the seed page's on-screen keyboard (scenes_osk.h) */
    UgBindings default_bindings; /* when the platform keeps none */
    uint32_t achievements;
    char achievements_path[PATH_MAX_LEN + 32];
    UgScenesRecords records;    /* the run history; every run ending is filed (scenes_records.h) */
    UgRecordsPage records_page; /* what the Records page shows (vs.records points here) */
    UgWatch watch;         /* a recording watched (scenes_watch.h): drawn instead of the game */
    UgScenesAuto autoplay; /* travel, explore, rest, run and look (scenes_auto.c) */
};

static uint64_t now_ms(const UgScenes *s) {
    return s->platform->now_ms ? s->platform->now_ms(s->platform->self) : 0;
}

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

/* The death and victory screens: the same pause, keys and file. */
/* Sound (src/audio): hands a turn's or a menu step's sounds to the platform, unless the options
 * silence them (effects off, M, no volume). */
static void sounds(UgScenes *s, const UgSoundId *ids, int n) {
    const UgOptions *o = &s->vs.options;
    if (n <= 0 || !s->platform->play_sounds || o->sound_off || o->muted ||
        o->quiet >= UG_VOLUME_MAX)
        return;
    int list[UG_CUES_MAX];
    if (n > UG_CUES_MAX) n = UG_CUES_MAX;
    for (int i = 0; i < n; i++) list[i] = ids[i];
    s->platform->play_sounds(s->platform->self, list, n);
}

static void ui_sound(UgScenes *s, UgSoundId id) {
    sounds(s, &id, 1);
}

static bool end_scene(const UgViewState *vs) {
    return vs->scene == UG_SCENE_DEATH || vs->scene == UG_SCENE_VICTORY;
}

static uint32_t next_random(UgScenes *s) {
    /* xorshift64*: only for picking new seeds, never inside the game */
    s->random ^= s->random >> 12;
    s->random ^= s->random << 25;
    s->random ^= s->random >> 27;
    return (uint32_t)((s->random * 2685821657736338717ULL) >> 32);
}

/* --- Saved runs ------------------------------------------------------------------------------- */

/* The file name in `path` (after the user folder), for sentences the player reads. */
static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/'), *back = strrchr(path, '\\');
    if (back && (!slash || back > slash)) slash = back;
    return slash ? slash + 1 : path;
}

/* Opens the notice box when the log holds a notice the player has not seen yet, so that a
 * damaged file or a failed save stays on screen until a key closes it. */
static void show_notices(UgScenes *s) {
    if (s->vs.overlay == UG_OVERLAY_NONE && ug_view_unseen_notice(&s->log, s->vs.notices_seen)) {
        s->vs.overlay = UG_OVERLAY_NOTICE;
        s->dirty = true;
    }
}

static UgSaveFailure save_failure(UgFileError err) {
    switch (err) {
        case UG_FILE_NO_SPACE:
            return UG_SAVE_FAILED_DISK_FULL;
        case UG_FILE_READ_ONLY:
            return UG_SAVE_FAILED_READ_ONLY;
        case UG_FILE_DENIED:
            return UG_SAVE_FAILED_DENIED;
        case UG_FILE_NOT_REGULAR:
            return UG_SAVE_FAILED_NOT_A_FILE;
        default:
            return UG_SAVE_FAILED_OTHER;
    }
}

/* Writes the run to its slot. A failure keeps the run in memory (the record holds every
 * action), is said once and shown until seen, and the next save point tries again; nothing is
 * written when nothing changed since the last save. True when the run is saved. */
static bool save_run(UgScenes *s) {
    if (!s->save_path[0] || !s->game || !s->recording || s->read_only) return false;
    if (ug_game_status(s->game) != UG_STATUS_PLAYING) return true;
    if (s->save_error == UG_FILE_OK && s->saved_count == s->record.count) return true;
    s->record.has_hash = true;
    s->record.hash = ug_game_hash(s->game);
    char *text = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX];
    UgFileError err = ug_file_record_text(&s->record, &text, &len, why, sizeof why);
    if (err == UG_FILE_OK) /* a unique temporary file + rename: a failed save loses nothing */
        err = s->platform->write_file_atomic(s->platform->self, s->save_path, text, len, why,
                                             sizeof why);
    free(text);
    if (err == UG_FILE_OK) {
        if (s->save_error != UG_FILE_OK) {
            say(s, "the game is saved again in '%s'.", s->save_path);
            ug_log_push(&s->log, UG_UIMSG_SAVED_AGAIN, 0, 0, NULL);
        }
        s->save_error = UG_FILE_OK;
        s->saved_count = s->record.count;
        return true;
    }
    if (err != s->save_error) { /* a new failure: said once, shown until seen */
        say(s,
            "cannot save the game to '%s': %s; it is kept in memory and saved again at the next "
            "save point.",
            s->save_path, why);
        ug_log_push(&s->log, UG_UIMSG_SAVE_FAILED, (int32_t)save_failure(err), 0, why);
        show_notices(s);
    }
    s->save_error = err;
    return false;
}

/* The moves that quitting now would lose: those after the last save, when the run cannot be
 * saved (a failed save, another window's run, no slot free); 0 when there is nothing to lose. */
static int unsaved_moves(const UgScenes *s) {
    if (!s->game || s->vs.scene != UG_SCENE_GAME || !s->recording || s->watch.active) return 0;
    if (ug_game_status(s->game) != UG_STATUS_PLAYING) return 0;
    if (!s->read_only && s->save_error == UG_FILE_OK) return 0;
    int32_t saved = s->saved_count > 0 ? s->saved_count : 0;
    return s->record.count > saved ? (int)(s->record.count - saved) : 0;
}

/* Asked before quitting (the quit box's yes, the window closed): saves the run; when moves would
 * still be lost and the quit box has not said so yet, it opens saying so and the game goes on
 * (true: quit now). */
static bool may_quit(UgScenes *s) {
    if (s->vs.scene == UG_SCENE_GAME && !s->watch.active) save_run(s);
    int lost = unsaved_moves(s);
    if (lost > 0 && s->vs.quit_unsaved == 0) {
        s->vs.quit_unsaved = lost;
        s->vs.overlay = UG_OVERLAY_QUIT;
        s->dirty = true;
        return false;
    }
    s->lost = lost > 0;
    return true;
}

/* Permadeath, or a new game chosen over the saved one: the saved run is gone. */
static void forget_run(UgScenes *s) {
    if (s->save_path[0]) s->platform->remove_file(s->platform->self, s->save_path);
}

/* The file of save slot `slot` (1: save-MODE.ugr, then save-MODE-2.ugr, ...). */
static void slot_path(const UgScenes *s, int slot, char *out, size_t size) {
    if (slot == 1)
        snprintf(out, size, "%ssave-%s.ugr", s->dir, ug_mode_name(s->mode));
    else
        snprintf(out, size, "%ssave-%s-%d.ugr", s->dir, ug_mode_name(s->mode), slot);
}

typedef enum SlotState {
    SLOT_EMPTY,    /* no run: this slot can take a new game */
    SLOT_RESUME,   /* its run waits in s->resume */
    SLOT_UNUSABLE, /* something this game must leave alone (a newer save, a FIFO): skipped */
} SlotState;

/* Looks at the saved run at `path`. For this window's own slot (`own`) a damaged save is
 * reported in one sentence and kept aside under a numbered name (never deleted, never
 * overwritten), and a finished one removed; another window's is only read. A save from a newer
 * version, or anything that is not a regular file, is reported and left where it is. */
static SlotState read_slot(UgScenes *s, const char *path, bool own) {
    char *text = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX];
    UgFileError read = s->platform->read_file(s->platform->self, path, SAVE_MAX_BYTES, &text, &len,
                                              why, sizeof why);
    if (read == UG_FILE_MISSING) return SLOT_EMPTY; /* no saved run */
    if (read == UG_FILE_NOT_REGULAR) {
        if (own) {
            say(s, "the saved game %s cannot be used (%s); it is left as it is.", path, why);
            ug_log_push(&s->log, UG_UIMSG_BAD_SAVE, 0, 0, why);
        }
        return SLOT_UNUSABLE;
    }
    bool readable = read == UG_FILE_OK;
    int line = 0;
    UgError err =
        readable ? ug_record_parse(text, len, &s->resume_record, &line) : UG_ERR_TOO_LARGE;
    free(text);
    if (err == UG_ERR_NEWER_RECORD) {
        if (own) {
            say(s,
                "the saved game %s was written by a newer version of Undergrid than this one "
                "(%s); it is left as it is.",
                path, ug_version());
            ug_log_push(&s->log, UG_UIMSG_NEWER_SAVE, 0, 0, base_name(path));
        }
        return SLOT_UNUSABLE;
    }
    if (err == UG_OK && s->resume_record.mode != s->mode) err = UG_ERR_BAD_RECORD;
    if (err == UG_OK) err = ug_record_replay(&s->resume_record, &s->resume);
    if (err == UG_OK && ug_game_status(s->resume) != UG_STATUS_PLAYING) {
        ug_game_free(s->resume); /* a finished game is nothing to continue */
        s->resume = NULL;
        ug_record_free(&s->resume_record);
        if (own) s->platform->remove_file(s->platform->self, path);
        return SLOT_EMPTY;
    }
    if (err == UG_OK) {
        s->vs.resume_floor = ug_game_floor(s->resume);
        s->vs.resume_turns = ug_game_player(s->resume)->turns;
        return SLOT_RESUME;
    }
    ug_game_free(s->resume);
    s->resume = NULL;
    ug_record_free(&s->resume_record);
    if (!own) return SLOT_EMPTY;
    if (!readable) {
        /* unreadable or too large: `why` already says which */
    } else if (line > 0) {
        snprintf(why, sizeof why, "line %d is damaged", line);
    } else {
        snprintf(why, sizeof why, "%s", ug_error_message(err));
    }
    char aside[sizeof s->save_path + 16] = "", unmoved[UG_FILE_WHY_MAX];
    bool moved = s->platform->keep_aside(s->platform->self, path, aside, sizeof aside, unmoved,
                                         sizeof unmoved) == UG_FILE_OK;
    if (moved)
        say(s,
            "the saved game %s could not be loaded (%s); it was kept as %s and a new game starts.",
            path, why, base_name(aside));
    else
        say(s,
            "the saved game %s could not be loaded (%s) nor set aside (%s); it is left as it is.",
            path, why, unmoved);
    ug_log_push(&s->log, UG_UIMSG_BAD_SAVE, 0, 0, why);
    return moved ? SLOT_EMPTY : SLOT_UNUSABLE;
}

/* Finds this window's save slot: the first whose lock is free and which holds nothing to leave
 * alone; its run, if any, waits on the title. When another window plays the first save, this
 * one says so, and with no run of its own offers that one without saving. */
static void load_run(UgScenes *s) {
    if (!s->dir[0]) return;
    const UgPlatform *pf = s->platform;
    char path[sizeof s->save_path], busy[sizeof s->save_path] = "";
    for (int slot = 1; slot <= SAVE_SLOTS && !s->save_path[0]; slot++) {
        slot_path(s, slot, path, sizeof path);
        char why[UG_FILE_WHY_MAX];
        /* A lock that cannot be made (a read-only folder) is no reason not to play: the saves
         * will fail and say so. */
        UgFileError lock = pf->lock_save ? pf->lock_save(pf->self, path, why, sizeof why) : 0;
        if (lock == UG_FILE_LOCKED) {
            if (!busy[0]) snprintf(busy, sizeof busy, "%s", path);
            continue;
        }
        if (read_slot(s, path, true) == SLOT_UNUSABLE) {
            if (pf->unlock_save) pf->unlock_save(pf->self, path);
            continue;
        }
        snprintf(s->save_path, sizeof s->save_path, "%s", path);
    }
    if (!s->save_path[0]) s->save_error = UG_FILE_LOCKED; /* nothing played here is saved */
    if (!busy[0]) return;
    UgSaveInUse what = UG_SAVE_IN_USE_OTHER_SLOT;
    if (!s->save_path[0]) {
        what = UG_SAVE_IN_USE_NO_SLOT;
    } else if (!s->resume && read_slot(s, busy, false) == SLOT_RESUME) {
        what = UG_SAVE_IN_USE_OFFERED;
        s->resume_read_only = true;
    }
    if (what == UG_SAVE_IN_USE_NO_SLOT)
        say(s, "every saved game is open in another window; nothing played in this one is saved.");
    else if (what == UG_SAVE_IN_USE_OFFERED)
        say(s,
            "the saved game %s is open in another window: it can be continued here without "
            "saving, or a new game saved as %s.",
            busy, s->save_path);
    else
        say(s, "the saved game %s is open in another window; this one plays and saves %s.", busy,
            s->save_path);
    ug_log_push(&s->log, UG_UIMSG_SAVE_IN_USE, (int32_t)what, 0, base_name(s->save_path));
}

/* Starts recording a game just created. */
static void record_game(UgScenes *s) {
    ug_record_free(&s->record);
    ug_record_init(&s->record, ug_game_mode(s->game), ug_game_seed(s->game));
    s->recording = true;
    s->read_only = false;
    s->saved_count = -1;
}

/* --- cursed's achievements and keys (scenes_cursed.c, achievements.h) ----------------------- */

static bool cursed_input(const UgScenes *s) {
    return !s->watch.active && ug_view_profile(s->mode)->input == UG_INPUT_CURSED;
}

/* Reads the achievements every cursed game shares (once; any mode may start a cursed game). */
static void load_achievements(UgScenes *s) {
    if (!s->dir[0] || s->achievements_path[0]) return;
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

/* Keeps the start-up notices (damaged settings, catalog, save) and drops the rest. */
static void keep_notices_only(UgLog *log, int32_t *seen) {
    UgLog *kept = malloc(sizeof *kept);
    if (!kept) {
        ug_log_clear(log);
        *seen = 0;
        return;
    }
    ug_log_clear(kept);
    for (int i = 0; i < ug_log_count(log); i++) {
        const UgLogEntry *e = ug_log_get(log, i);
        if (e->msg >= UG_UIMSG_FIRST && ug_view_message_kind(e->msg) == UG_MSGKIND_DANGER)
            ug_log_push(kept, e->msg, e->a, e->b, e->text);
    }
    *log = *kept;
    free(kept);
    *seen = log->serial; /* they were seen on the title */
}

static void continue_saved(UgScenes *s) {
    ug_game_free(s->game);
    s->game = s->resume;
    s->resume = NULL;
    ug_record_free(&s->record);
    s->record = s->resume_record;
    memset(&s->resume_record, 0, sizeof s->resume_record);
    s->recording = true;
    s->read_only = s->resume_read_only; /* another window's run: played, not saved */
    s->resume_read_only = false;
    s->saved_count = s->record.count; /* what is on disk */
    s->vs.resume_floor = s->vs.resume_turns = 0;
    ug_cursed_scene_start(&s->cursed, s->record.wizard, false);
    keep_notices_only(&s->log, &s->vs.notices_seen); /* a notice stays visible on continuing */
    ug_log_push(&s->log, UG_UIMSG_RESUMED, ug_game_floor(s->game), 0, NULL);
    s->vs.inv_open = s->vs.inv_menu = s->vs.aim = false;
    s->vs.scene = UG_SCENE_GAME;
    s->vs.overlay = UG_OVERLAY_NONE;
}

/* The player chose a new game over the saved one. Another window's run is only let go of: it
 * is that window's to keep or lose. */
static void drop_saved(UgScenes *s) {
    if (s->resume && !s->resume_read_only) /* records: the run was abandoned */
        ug_scenes_records_file(&s->records, s->platform, s->dir, s->resume, &s->resume_record, NULL,
                               s->catalog, UG_RUN_ABANDONED,
                               ug_view_score(ug_game_floor(s->resume),
                                             ug_game_info(s->resume)->first_floor, 0,
                                             ug_game_player(s->resume)->turns),
                               &s->vs);
    ug_game_free(s->resume);
    s->resume = NULL;
    ug_record_free(&s->resume_record);
    s->vs.resume_floor = s->vs.resume_turns = 0;
    if (s->resume_read_only)
        s->resume_read_only = false;
    else
        forget_run(s);
}

/* A fresh seed of the mode's kind: the front end may be random, the core may not. */
static void random_seed(UgScenes *s, char *out, size_t size) {
    const UgGameInfo *info = ug_mode_info(s->mode);
    UgSeedKind kind = info ? info->seed_kind : UG_SEED_NUMBER;
    if (kind == UG_SEED_TEN_DIGITS) {
        uint64_t r = ((uint64_t)next_random(s) << 32 | next_random(s)) % 9000000000ULL;
        snprintf(out, size, "%llu", (unsigned long long)(1000000000ULL + r));
    } else {
        snprintf(out, size, "%u", 1 + next_random(s) % 100000); /* as the original */
    }
}

/* Counts what the score needs from a turn's events: the creatures the player killed. */
static void count_kills(UgScenes *s, const UgEvents *events) {
    for (int i = 0; i < events->count; i++)
        if (events->items[i].kind == UG_EV_DEATH && events->items[i].object != UG_ID_PLAYER)
            s->kills++;
}

/* Opens a run's log: the start-up notices (the first game only), then the profile's opening
 * line (the floor's message, or simple's "You wake up."). */
static void open_log(UgScenes *s, const UgGame *game) {
    /* Notices already seen in the notice box stay seen in the new log (its serials restart). */
    bool seen = !ug_view_unseen_notice(&s->log, s->vs.notices_seen);
    ug_log_clear(&s->log);
    s->vs.notices_seen = 0;
    if (!s->notices_shown) {
        for (int i = 0; i < ug_log_count(&s->notices); i++) {
            const UgLogEntry *e = ug_log_get(&s->notices, i);
            ug_log_push(&s->log, e->msg, e->a, e->b, e->text);
        }
        s->notices_shown = true;
    }
    if (seen) s->vs.notices_seen = s->log.serial;
    ug_log_push(&s->log, ug_view_profile(ug_game_mode(game))->first_message, ug_game_floor(game), 0,
                NULL);
}

/* The log belongs to the run: a resumed run gets its log back by replaying its record with
 * events (deterministic, so it is the log the player saw), then the welcome-back line. */
static void rebuild_log(UgScenes *s) {
    UgGameParams params = {s->record.mode, s->record.seed};
    UgGame *g = NULL;
    UgError err = s->record.has_floor ? ug_game_new_on_floor(&params, s->record.floor, 0, 0, &g)
                                      : ug_game_new(&params, &g);
    s->kills = 0;
    if (err != UG_OK) return;
    open_log(s, g);
    for (int i = 0; i < s->record.count; i++) {
        UgEvents events = {0};
        ug_game_act(g, s->record.actions[i], &events);
        ug_log_add_events(&s->log, &events);
        count_kills(s, &events);
    }
    ug_game_free(g);
    ug_log_push(&s->log, UG_UIMSG_RESUMED, ug_game_floor(s->game), 0, NULL);
}

/* A new game of s->mode; `seed` NULL draws a new one. */
static void new_game(UgScenes *s, const char *seed) {
    ug_scenes_auto_reset(&s->autoplay);
    char fresh[32];
    if (!seed) {
        random_seed(s, fresh, sizeof fresh);
        seed = fresh;
    }
    UgGameParams params = {s->mode, seed};
    UgGame *game = NULL;
    if (ug_game_new(&params, &game) != UG_OK) return; /* the seed was checked already */
    ug_game_free(s->game);
    s->game = game;
    ug_game_set_achievements(game, s->achievements); /* cursed's change play (CURSED.md §10.12) */
    record_game(s);
    s->record.achievements = s->achievements;
    ug_cursed_scene_start(&s->cursed, s->cursed.ui.wizard, true);
    open_log(s, game); /* each game starts a fresh log: nothing of the last run stays */
    s->kills = 0;
    s->vs.cam_valid = false;
    s->vs.hover = false;
    s->vs.mode = s->mode;
    s->vs.inv_open = s->vs.inv_menu = s->vs.aim = false;
    s->vs.inv_index = s->vs.inv_offset = s->vs.inv_menu_index = 0;
    s->vs.scene = UG_SCENE_GAME;
    s->vs.overlay = UG_OVERLAY_NONE;
}

/* Loads `mode`'s saved run afresh: its own slot, failure state and waiting run (nothing of
 * another mode's kept). */
static void load_mode_run(UgScenes *s, UgMode mode) {
    ug_game_free(s->resume);
    s->resume = NULL;
    ug_record_free(&s->resume_record);
    s->resume_read_only = false;
    s->save_path[0] = '\0';
    s->save_error = UG_FILE_OK;
    s->vs.resume_floor = s->vs.resume_turns = 0;
    s->mode = mode;
    load_run(s);
}

/* Looks at the saved run of every mode, for the menu's Continue rows (a damaged one is moved
 * aside and reported, as load_run does). */
static void find_saves(UgScenes *s) {
    UgMode asked = s->mode;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        s->vs.saves[m].saved = false;
        if (!ug_mode_available((UgMode)m) || (UgMode)m == asked) continue;
        load_mode_run(s, (UgMode)m);
        if (!s->resume) continue;
        s->vs.saves[m].saved = true;
        s->vs.saves[m].floor = ug_game_floor(s->resume);
        s->vs.saves[m].turns = ug_game_player(s->resume)->turns;
        ug_game_free(s->resume);
        s->resume = NULL;
        ug_record_free(&s->resume_record);
    }
    load_mode_run(s, asked); /* last, so that its run stays waiting in s->resume */
    if (s->resume) {
        s->vs.saves[asked].saved = true;
        s->vs.saves[asked].floor = ug_game_floor(s->resume);
        s->vs.saves[asked].turns = ug_game_player(s->resume)->turns;
    }
}

/* Makes `mode` the one played: its save path, and its saved run waiting in s->resume. */
static void select_mode(UgScenes *s, UgMode mode) {
    load_mode_run(s, mode);
    s->vs.mode = mode;
}

static void resume_game(UgScenes *s) {
    continue_saved(s);
    s->vs.mode = s->mode;
    s->vs.cam_valid = false;
    s->vs.hover = false;
    rebuild_log(s);
}

/* The menu again, on its first page, with the saves as they are now. */
static void to_title(UgScenes *s) {
    if (s->game && ug_game_status(s->game) == UG_STATUS_PLAYING && s->recording) {
        save_run(s);
        s->vs.saves[s->mode].saved = true;
        s->vs.saves[s->mode].floor = ug_game_floor(s->game);
        s->vs.saves[s->mode].turns = ug_game_player(s->game)->turns;
    }
    s->vs.scene = UG_SCENE_TITLE;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.menu_page = UG_PAGE_MAIN;
    s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
}

/* The kind of creature that killed the player this turn, from the events (-1: none, such as
 * hunger). */
static int killer(const UgGame *g, const UgEvents *events) {
    for (int i = events->count - 1; i >= 0; i--) {
        const UgEvent *e = &events->items[i];
        if (e->kind == UG_EV_DEATH && e->object == UG_ID_PLAYER && e->subject != UG_ID_NONE) {
            const UgMonster *m = ug_game_monster_by_id(g, e->subject);
            if (m) return m->kind;
        }
        if (e->kind == UG_EV_MESSAGE && e->msg == UG_MSG_MONSTER_HITS) return e->a;
    }
    return -1;
}

static void scenes_draw(UgScenes *s);
static void scenes_event(UgScenes *s, const UgPlatformEvent *e);

/* ug_game_watch_steps' watcher: keeps a copy of each step to draw after the action. */
static void keep_step(void *ctx, const UgGame *step) {
    UgScenes *s = ctx;
    if (s->step_count < STEPS_MAX) {
        UgGame *copy = ug_game_clone(step);
        if (copy) s->steps[s->step_count++] = copy;
    }
}

/* Draws the steps kept, each for a moment (the Options' travel pace; none when instant),
 * over the game scene; any key or click arriving meanwhile ends it (and is then played as
 * usual). The action is already played and saved: this only shows how it went. */
static void show_steps(UgScenes *s) {
    const UgPlatform *pf = s->platform;
    int pace = s->vs.options.travel == UG_TRAVEL_FAST      ? STEP_MS_FAST
               : s->vs.options.travel == UG_TRAVEL_INSTANT ? 0
                                                           : STEP_MS_NORMAL;
    UgScene scene = s->vs.scene;
    for (int i = 0; i < s->step_count && pace > 0 && s->running && s->queued == 0; i++) {
        s->vs.scene = UG_SCENE_GAME; /* a step before the end of the run, if it ended */
        s->drawing = s->steps[i];
        scenes_draw(s);
        s->drawing = NULL;
        s->vs.scene = scene;
        UgPlatformEvent e;
        if (pf->next_event(pf->self, pace, &e)) scenes_event(s, &e);
    }
    s->vs.scene = scene;
    for (int i = 0; i < s->step_count; i++) ug_game_free(s->steps[i]);
    s->step_count = 0;
    s->dirty = true;
}

static void play(UgScenes *s, UgAction action) {
    UgEvents events = {0};
    int floor = ug_game_floor(s->game);
    ug_game_watch_steps(s->game, keep_step, s);
    bool acted = ug_game_act(s->game, action, &events);
    ug_game_watch_steps(s->game, NULL, NULL);
    if (s->step_count > 0 && acted) show_steps(s); /* it was played: first how it went */
    for (int i = 0; i < s->step_count; i++) ug_game_free(s->steps[i]);
    s->step_count = 0;
    ug_log_add_events(&s->log, &events); /* a refused action may still say why (a wall) */
    count_kills(s, &events);
    UgSoundId heard[UG_CUES_MAX];
    bool step = action.kind == UG_ACT_MOVE || action.kind == UG_ACT_RUN;
    sounds(s, heard, ug_cues_for_turn(&events, acted, step, heard));
    if (!acted) return;
    if (s->recording && ug_record_push(&s->record, action) != UG_OK) {
        s->recording = false; /* out of memory: keep playing, stop saving */
        forget_run(s);
    }
    UgStatus status = ug_game_status(s->game);
    if (status == UG_STATUS_DEAD || status == UG_STATUS_WON) {
        forget_run(s); /* permadeath, or a won game: this dungeon is over */
        s->vs.saves[s->mode].saved = false;
        s->vs.scene = status == UG_STATUS_WON ? UG_SCENE_VICTORY : UG_SCENE_DEATH;
        s->vs.death_floor = ug_game_floor(s->game);
        s->vs.death_turns = ug_game_player(s->game)->turns;
        s->death_at = now_ms(s);
        s->vs.death_ready = false;
        s->vs.death_killer = status == UG_STATUS_WON ? -1 : killer(s->game, &events);
        int first = ug_game_info(s->game)->first_floor;
        s->vs.death_score =
            status == UG_STATUS_WON
                ? ug_view_victory_score(s->vs.death_floor, first, s->kills, s->vs.death_turns)
                : ug_view_score(s->vs.death_floor, first, s->kills, s->vs.death_turns);
        s->record.has_hash = true; /* records: the run's file checks where it ended */
        s->record.hash = ug_game_hash(s->game);
        ug_scenes_records_file(&s->records, s->platform, s->dir, s->game, &s->record, &s->log,
                               s->catalog, status == UG_STATUS_WON ? UG_RUN_WON : UG_RUN_DIED,
                               s->vs.death_score, &s->vs);
    }
    if (ug_game_status(s->game) == UG_STATUS_PLAYING &&
        (ug_game_floor(s->game) != floor || s->record.count % SAVE_EVERY == 0))
        save_run(s);
}

/* --- Commands ------------------------------------------------------------------------------- */

/* The tile at output pixel (x, y) becomes the one described (none off the board). */
static void hover_tile(UgScenes *s, int x, int y) {
    UgViewState *vs = &s->vs;
    const UgLayout *l = &s->layout;
    bool on =
        s->game && vs->scene == UG_SCENE_GAME && l->tile > 0 && ug_rect_contains(l->board, x, y);
    int tx = on ? s->frame.cam_x + (x - l->board.x) / l->tile : 0;
    int ty = on ? s->frame.cam_y + (y - l->board.y) / l->tile : 0;
    if (on == vs->hover && tx == vs->hover_x && ty == vs->hover_y) return;
    vs->hover = on;
    vs->hover_x = tx;
    vs->hover_y = ty;
    s->dirty = true;
}

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
        hover_tile(s, c.x, c.y); /* a tap also describes the tile */
        play(s, ug_layout_click_action8(&s->layout, c.x, c.y, p->x - s->frame.cam_x,
                                        p->y - s->frame.cam_y));
    }
}

/* C on the death screen: the run's mode and seed, floor, turns and score, in a small text file
 * beside the saves, so that the dungeon can be shared or played again (--mode M --seed S). */
static void write_seed(UgScenes *s) {
    if (!s->dir[0] || !s->game) return;
    char path[PATH_MAX_LEN + 32], text[512], why[UG_FILE_WHY_MAX];
    snprintf(path, sizeof path, "%sseed-%s.txt", s->dir, ug_mode_name(s->mode));
    int n = snprintf(text, sizeof text, "mode %s\nseed %s\nfloor %d\nturns %d\nscore %d\n",
                     ug_mode_name(s->mode), ug_game_seed(s->game), s->vs.death_floor,
                     s->vs.death_turns, s->vs.death_score);
    UgFileError err =
        s->platform->write_file_atomic(s->platform->self, path, text, (size_t)n, why, sizeof why);
    if (err == UG_FILE_OK)
        ug_log_push(&s->log, UG_UIMSG_SEED_WRITTEN, 0, 0, path);
    else
        say(s, "cannot write the seed to '%s': %s", path, why);
}

/* The bindings in use: the platform's, else the defaults. */
static UgBindings *bindings_of(UgScenes *s) {
    UgBindings *b = s->platform->bindings ? s->platform->bindings(s->platform->self) : NULL;
    if (b) return b;
    if (!s->default_bindings.keys[UG_BIND_UP][0].how) ug_bindings_default(&s->default_bindings);
    return &s->default_bindings;
}

/* --- The title menu ---------------------------------------------------------------------- */

static void menu_page(UgScenes *s, UgMenuPage page) {
    s->vs.menu_page = page;
    s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
}

static const char *const languages[] = {"en", "es", "ja"};
enum { LANGUAGES = (int)(sizeof languages / sizeof languages[0]) };

/* Changes one option by dir steps, applies it at once (the platform remembers it) and takes
 * the catalog of the new language. */
static void change_option(UgScenes *s, int id, int dir) {
    UgOptions *o = &s->vs.options;
    if (id == UG_OPT_LANGUAGE) {
        int i = 0;
        while (i < LANGUAGES && strcmp(o->lang, languages[i]) != 0) i++;
        i = i == LANGUAGES ? 0 : ((i + dir) % LANGUAGES + LANGUAGES) % LANGUAGES;
        snprintf(o->lang, sizeof o->lang, "%s", languages[i]);
    } else if (id == UG_OPT_ZOOM) {
        o->zoom = ((o->zoom + dir) % (UG_ZOOM_MAX + 1) + UG_ZOOM_MAX + 1) % (UG_ZOOM_MAX + 1);
    } else if (id == UG_OPT_TRAVEL) {
        o->travel = ((o->travel + dir) % UG_TRAVEL_COUNT + UG_TRAVEL_COUNT) % UG_TRAVEL_COUNT;
    } else if (id == UG_OPT_TILES) {
        o->tiles = ug_tiles_mode_next(o->tiles, dir);
    } else if (id == UG_OPT_PALETTE) {
        o->palette = ((o->palette + dir) % UG_PALETTE_COUNT + UG_PALETTE_COUNT) % UG_PALETTE_COUNT;
    } else if (id == UG_OPT_TEXT_SCALE) {
        o->text_scale = ug_text_scale_step(o->text_scale, dir);
    } else if (id == UG_OPT_VOLUME) { /* quiet: steps below full; Left is quieter */
        o->quiet =
            ((o->quiet - dir) % (UG_VOLUME_MAX + 1) + UG_VOLUME_MAX + 1) % (UG_VOLUME_MAX + 1);
    } else if (id == UG_OPT_SOUND) {
        o->sound_off = !o->sound_off;
    } else if (id == UG_OPT_BACKGROUND) {
        o->background_heard = !o->background_heard;
    }
    if (s->platform->set_options) s->catalog = s->platform->set_options(s->platform->self, o);
}

/* Starts menu_mode with the seed typed, after asking if it would replace a saved run. */
static void start_from_menu(UgScenes *s, bool replace_asked) {
    UgViewState *vs = &s->vs;
    const char *seed = vs->seed_text[0] ? vs->seed_text : NULL;
    if (seed) {
        UgGameParams params = {vs->menu_mode, seed};
        UgGame *probe = NULL;
        UgError err = ug_game_new(&params, &probe);
        ug_game_free(probe);
        if (err != UG_OK) {
            vs->seed_bad = true;
            menu_page(s, UG_PAGE_SEED);
            return;
        }
    }
    if (vs->saves[vs->menu_mode].saved && !replace_asked) {
        menu_page(s, UG_PAGE_REPLACE);
        return;
    }
    select_mode(s, vs->menu_mode);
    if (s->resume) drop_saved(s);
    vs->saves[s->mode].saved = false;
    snprintf(s->seed_buf, sizeof s->seed_buf, "%s", seed ? seed : "");
    new_game(s, seed ? s->seed_buf : NULL);
}

/* The Records page again, for its mode and list (records_view.h). */
static void refresh_records(UgScenes *s) {
    s->vs.list_scroll = 0; /* another list: from its top */
    ug_scenes_records_page(&s->records, s->vs.records_mode, s->vs.records_tab, s->vs.records_pick,
                           s->achievements, &s->records_page);
}

/* --- Watching a recording (scenes_watch.h): never the run played, never saved ------------- */

static void start_watch(UgScenes *s, const char *text, size_t len, const char *name) {
    char why[UG_FILE_WHY_MAX];
    if (!ug_watch_open(&s->watch, text, len, why, sizeof why)) {
        say(s, "the recording %s cannot be watched: %s.", name, why);
        ug_log_push(&s->log, UG_UIMSG_WATCH_FAILED, 0, 0, why);
        show_notices(s);
        return;
    }
    s->vs.scene = UG_SCENE_GAME;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.mode = s->watch.record.mode;
    s->vs.cam_valid = false;
    s->vs.hover = false;
    s->vs.inv_open = s->vs.inv_menu = false;
}

static void stop_watch(UgScenes *s) {
    ug_watch_close(&s->watch);
    s->vs.mode = s->mode;
    s->vs.scene = UG_SCENE_TITLE;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.cam_valid = false;
    if (s->vs.records) {
        ug_scenes_records_page(&s->records, s->vs.records_mode, s->vs.records_tab,
                               s->vs.records_pick, s->achievements, &s->records_page);
        s->vs.menu_page = UG_PAGE_RECORDS;
        s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
    } else {
        s->vs.menu_page = UG_PAGE_MAIN;
        s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
    }
}

/* Records' Watch: the kept recording chosen on its row. */
static void watch_picked(UgScenes *s) {
    char path[PATH_MAX_LEN + 64], why[UG_FILE_WHY_MAX];
    if (!ug_scenes_records_pick(&s->records, s->vs.records_mode, s->vs.records_pick, path,
                                sizeof path))
        return;
    char *text = NULL;
    size_t len = 0;
    if (s->platform->read_file(s->platform->self, path, UG_WATCH_MAX_BYTES, &text, &len, why,
                               sizeof why) != UG_FILE_OK) {
        say(s, "the recording %s cannot be watched: %s.", path, why);
        ug_log_push(&s->log, UG_UIMSG_WATCH_FAILED, 0, 0, why);
        show_notices(s);
        return;
    }
    start_watch(s, text, len, path);
    free(text);
}

static void watch_command(UgScenes *s, UgCommand c) {
    if (c.kind == UG_CMD_HELP) {
        s->vs.overlay = UG_OVERLAY_HELP;
        return;
    }
    if (c.kind == UG_CMD_HISTORY) {
        s->vs.overlay = UG_OVERLAY_HISTORY;
        s->vs.history_scroll = 0;
        return;
    }
    if (ug_watch_command(&s->watch, c, now_ms(s)) == UG_WATCH_EXIT) stop_watch(s);
}

/* Records: another mode (dir steps through the menu's modes) or another list. */
static void records_change(UgScenes *s, UgMenuAction action, int dir) {
    UgViewState *vs = &s->vs;
    if (action == UG_MENU_WATCH) {
        int n = s->records_page.watch_count;
        if (n > 0) vs->records_pick = ((vs->records_pick + dir) % n + n) % n;
    } else if (action == UG_MENU_RECORDS_TAB) {
        vs->records_tab = ((vs->records_tab + dir) % UG_RECORDS_TAB_COUNT + UG_RECORDS_TAB_COUNT) %
                          UG_RECORDS_TAB_COUNT;
    } else {
        UgMode modes[UG_MODE_COUNT];
        int n = ug_view_menu_modes(modes), at = 0;
        while (at < n && modes[at] != vs->records_mode) at++;
        if (n > 0) vs->records_mode = modes[((at + dir) % n + n) % n];
        vs->records_pick = 0;
    }
    refresh_records(s);
}

static void menu_choose(UgScenes *s, const UgMenuItem *it) {
    UgViewState *vs = &s->vs;
    if (!it->enabled) return;
    switch (it->action) {
        case UG_MENU_CONTINUE:
        case UG_MENU_KEEP:
            select_mode(s, it->action == UG_MENU_KEEP ? vs->menu_mode : (UgMode)it->arg);
            if (s->resume) resume_game(s);
            break;
        case UG_MENU_NEW:
            menu_page(s, UG_PAGE_MODES);
            break;
        case UG_MENU_OPTIONS:
            menu_page(s, UG_PAGE_OPTIONS);
            break;
        case UG_MENU_KEYS:
            s->keys_screen.cursor = 1;
            s->keys_screen.waiting = false;
            s->keys_screen.taken_from = NULL;
            vs->overlay = UG_OVERLAY_KEYS;
            break;
        case UG_MENU_HELP:
            vs->overlay = UG_OVERLAY_HELP;
            break;
        case UG_MENU_QUIT:
            s->running = false;
            break;
        case UG_MENU_MODE:
            vs->menu_mode = (UgMode)it->arg;
            vs->mode = vs->menu_mode; /* its help and keys */
            vs->seed_text[0] = '\0';
            vs->seed_bad = false;
            menu_page(s, UG_PAGE_SEED);
            break;
        case UG_MENU_SEED:
        case UG_MENU_START:
            start_from_menu(s, false);
            break;
        case UG_MENU_REPLACE:
            start_from_menu(s, true);
            break;
        case UG_MENU_OPTION:
            change_option(s, it->arg, 1);
            break;
        case UG_MENU_RECORDS:
            vs->records_mode = s->mode;
            vs->records_pick = 0;
            refresh_records(s);
            menu_page(s, UG_PAGE_RECORDS);
            break;
        case UG_MENU_RECORDS_MODE:
        case UG_MENU_RECORDS_TAB:
            records_change(s, it->action, 1);
            break;
        case UG_MENU_DAILY: /* today's seed, through the seed page's checks and questions */
            vs->menu_mode = vs->mode = vs->records_mode;
            snprintf(vs->seed_text, sizeof vs->seed_text, "%s", s->records_page.daily_seed);
            vs->seed_bad = false;
            start_from_menu(s, false);
            break;
        case UG_MENU_WATCH:
            watch_picked(s);
            break;
        case UG_MENU_BACK: {
            UgMenuPage back = vs->menu_page == UG_PAGE_SEED      ? UG_PAGE_MODES
                              : vs->menu_page == UG_PAGE_REPLACE ? UG_PAGE_SEED
                                                                 : UG_PAGE_MAIN;
            menu_page(s, back);
            break;
        }
        default:
            break;
    }
}

/* The menu row at output pixel (x, y), or -1. */
static int menu_row_at(const UgScenes *s, int x, int y) {
    for (int i = 0; i < s->frame.menu_count; i++)
        if (ug_rect_contains(ug_layout_menu_row(&s->layout, i, s->frame.menu_count), x, y))
            return i;
    return -1;
}

static void seed_erase(char *text) {
    size_t n = strlen(text);
    while (n > 0 && ((unsigned char)text[n - 1] & 0xC0) == 0x80) n--; /* continuation bytes */
    if (n > 0) n--;
    text[n] = '\0';
}

static void menu_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    UgMenuItem items[UG_FRAME_MENU_MAX];
    int n = ug_view_menu_items(vs, items);
    if (vs->menu_cursor < 0 || vs->menu_cursor >= n || !items[vs->menu_cursor].enabled)
        vs->menu_cursor = ug_view_menu_step(vs, vs->menu_cursor < 0 ? 0 : vs->menu_cursor, 1);
    int cur = vs->menu_cursor;
    if (vs->menu_page == UG_PAGE_RECORDS && ug_scenes_records_scroll(vs, &s->layout, &s->frame, &c))
        return; /* the wheel, Page Up/Down, a pad's shoulders: the list scrolls */
    /* On the seed page letters are typed: only keys that are no letter choose and move. */
    bool typing = vs->menu_page == UG_PAGE_SEED && cur >= 0 && items[cur].action == UG_MENU_SEED;
    if (c.answer && vs->menu_page == UG_PAGE_REPLACE && !c.repeat) { /* y / n, by character */
        menu_choose(s, &items[c.answer == 'y' ? 0 : 1]);
        return;
    }
    switch (c.kind) {
        case UG_CMD_TEXT:
            if (vs->menu_page != UG_PAGE_SEED) return;
            if (strlen(vs->seed_text) + strlen(c.text) <= UG_SEED_MAX_LEN)
                strcat(vs->seed_text, c.text);
            vs->seed_bad = false;
            vs->menu_cursor = 0;
            return;
        case UG_CMD_ERASE:
            if (vs->menu_page == UG_PAGE_SEED) seed_erase(vs->seed_text);
            vs->seed_bad = false;
            return;
        case UG_CMD_MOVE:
            if (vs->menu_page == UG_PAGE_SEED && c.key[0] && !c.key[1] &&
                ((c.key[0] | 32) >= 'a' && (c.key[0] | 32) <= 'z'))
                return; /* a letter typed (whatever it is bound to) */
            if (c.dy != 0 && cur >= 0) {
                vs->menu_cursor = ug_view_menu_step(vs, cur + (c.dy > 0 ? 1 : -1), c.dy);
                if (vs->menu_cursor != cur) ui_sound(s, UG_SOUND_MENU_MOVE);
            } else if (c.dx != 0 && cur >= 0 && items[cur].action == UG_MENU_OPTION) {
                change_option(s, items[cur].arg, c.dx);
                ui_sound(s, UG_SOUND_MENU_MOVE); /* heard at the volume just chosen */
            } else if (c.dx != 0 && cur >= 0 &&
                       (items[cur].action == UG_MENU_RECORDS_MODE ||
                        items[cur].action == UG_MENU_RECORDS_TAB ||
                        items[cur].action == UG_MENU_WATCH)) {
                records_change(s, items[cur].action, c.dx);
            }
            return;
        case UG_CMD_CONFIRM:
            if (cur >= 0 && !c.repeat) ui_sound(s, UG_SOUND_MENU_CONFIRM);
            if (cur >= 0 && !c.repeat) menu_choose(s, &items[cur]);
            return;
        case UG_CMD_CHOOSE:
        case UG_CMD_WAIT:
            if (cur >= 0 && !c.repeat && !typing) ui_sound(s, UG_SOUND_MENU_CONFIRM);
            if (cur >= 0 && !c.repeat && !typing) menu_choose(s, &items[cur]);
            return;
        case UG_CMD_CLICK: {
            int row = menu_row_at(s, c.x, c.y);
            if (row >= 0 && items[row].enabled) {
                ui_sound(s, UG_SOUND_MENU_CONFIRM);
                vs->menu_cursor = row;
                menu_choose(s, &items[row]);
            }
            return;
        }
        case UG_CMD_YES:
        case UG_CMD_NO:
            if (vs->menu_page == UG_PAGE_REPLACE && !c.repeat)
                menu_choose(s, &items[c.kind == UG_CMD_YES ? 0 : 1]);
            return;
        case UG_CMD_HELP:
            if (!typing) vs->overlay = UG_OVERLAY_HELP;
            return;
        case UG_CMD_ESCAPE:
            if (vs->menu_page == UG_PAGE_MAIN) {
                vs->overlay = UG_OVERLAY_QUIT;
            } else {
                UgMenuItem back = {UG_MENU_BACK, 0, true};
                menu_choose(s, &back);
            }
            return;
        default:
            return;
    }
}

static UgSeedKind seed_kind(UgMode mode) {
    const UgGameInfo *info = ug_mode_info(mode);
    return info ? info->seed_kind : UG_SEED_NUMBER;
}

/* The seed page's on-screen keyboard (scenes_osk.h): true when it took the command. */
static bool osk_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    if (vs->menu_page != UG_PAGE_SEED) return false;
    UgMenuItem items[UG_FRAME_MENU_MAX];
    int n = ug_view_menu_items(vs, items);
    int row = c.kind == UG_CMD_CLICK ? menu_row_at(s, c.x, c.y) : vs->menu_cursor;
    bool on_field = row >= 0 && row < n && items[row].action == UG_MENU_SEED;
    UgOskCommand r =
        ug_scenes_osk_command(&s->osk, vs, &s->layout, seed_kind(vs->menu_mode), &c, on_field);
    if (r == UG_OSK_CMD_START) {
        ui_sound(s, UG_SOUND_MENU_CONFIRM);
        start_from_menu(s, false);
    }
    return r != UG_OSK_CMD_UNUSED;
}

/* The death (or victory) screen: after a short pause a deliberate key (never a held key's repeat)
 * starts a new game of the mode or, where the original does, goes back to the title; C writes the
 * run's seed to a file; Esc asks to quit. */
static void death_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    if (c.kind == UG_CMD_ESCAPE) {
        vs->overlay = UG_OVERLAY_QUIT;
        return;
    }
    if (c.kind == UG_CMD_HISTORY) {
        vs->overlay = UG_OVERLAY_HISTORY;
        vs->history_scroll = 0;
        return;
    }
    if (c.repeat || !vs->death_ready) return;
    if (c.letter == 'c') {
        write_seed(s);
        return;
    }
    if (c.letter == 'm') {
        to_title(s);
        return;
    }
    if (c.kind == UG_CMD_CHOOSE || c.kind == UG_CMD_WAIT || c.kind == UG_CMD_CONFIRM ||
        c.kind == UG_CMD_CLICK) {
        if (ug_view_profile(s->mode)->death_to_title)
            to_title(s);
        else
            new_game(s, NULL);
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
            if (ug_game_status(s->game) == UG_STATUS_PLAYING) { /* records: abandoned */
                s->record.has_hash = true;
                s->record.hash = ug_game_hash(s->game);
                ug_scenes_records_file(&s->records, s->platform, s->dir, s->game, &s->record, NULL,
                                       s->catalog, UG_RUN_ABANDONED, 0, &s->vs);
            }
            forget_run(s);
            new_game(s, NULL);
            break;
        case UG_CURSED_UI:
            break;
    }
    if (s->cursed.ui.wizard) s->record.wizard = true; /* the run is marked for good */
    keep_achievements(s);
    return true;
}

/* adventure's keys (scenes_adventure.c); false: the command is the window's own. */
static bool rogue_input(const UgScenes *s) {
    return ug_view_profile(s->mode)->input == UG_INPUT_ROGUE8;
}

static bool rogue_command(UgScenes *s, UgCommand c) {
    UgAction action;
    int32_t msg = 0;
    switch (ug_rogue_command(&s->vs, s->game, c, &s->layout, &s->frame, &action, &msg)) {
        case UG_ROGUE_PASS:
            return false;
        case UG_ROGUE_PLAY:
            if (c.kind == UG_CMD_CLICK) hover_tile(s, c.x, c.y); /* a tap also describes */
            play(s, action);
            break;
        case UG_ROGUE_SAY:
            ug_log_push(&s->log, msg, 0, 0, NULL);
            break;
        case UG_ROGUE_UI:
            break;
    }
    return true;
}

/* One step of the sequence under way (scenes_auto.c) when it is due. */
static void auto_step(UgScenes *s) {
    UgAction action;
    if (!s->game || s->vs.scene != UG_SCENE_GAME) {
        ug_scenes_auto_reset(&s->autoplay);
        return;
    }
    int pace = s->vs.options.travel; /* instant: every step in this one frame */
    for (int i = 0; i < AUTO_BURST_MAX; i++) {
        if (!ug_scenes_auto_step(&s->autoplay, s->game, now_ms(s), pace, &action, &s->log)) break;
        play(s, action);
        if (pace != UG_TRAVEL_INSTANT || s->vs.scene != UG_SCENE_GAME) break;
    }
    s->dirty = true;
}

/* The command starts travel, explore, rest or run, or moves the look cursor: true when used. */
static bool auto_command(UgScenes *s, UgCommand c) {
    const UgLayout *l = &s->layout;
    bool free_keys = !s->vs.inv_open && !s->vs.aim && ug_game_status(s->game) == UG_STATUS_PLAYING;
    if (cursed_input(s)) /* only on cursed's board, with no examine, aim or screen up */
        free_keys = free_keys && s->cursed.ui.mode == UG_CK_MODE_NORMAL &&
                    s->cursed.ui.screen == UG_CK_SCREEN_MAIN && !s->cursed.intro;
    if (!free_keys) return false;
    bool on = l->tile > 0 && ug_rect_contains(l->board, c.x, c.y);
    int tx = on ? s->frame.cam_x + (c.x - l->board.x) / l->tile : 0;
    int ty = on ? s->frame.cam_y + (c.y - l->board.y) / l->tile : 0;
    bool lower = on && (c.y - l->board.y) % l->tile >= l->tile * 3 / 4;
    if (!ug_scenes_auto_command(&s->autoplay, s->game, ug_view_profile(s->mode)->input, &c, on, tx,
                                ty, lower, now_ms(s), &s->vs, &s->log))
        return false;
    auto_step(s);
    return true;
}

/* The quit box with a pad (gamepad.h): A quits (as Enter), Y or X go back to the title menu (as
 * M); B is Esc already (keep playing). */
static void quit_box_pad(UgScenes *s, UgCommand c) {
    if (c.kind == UG_CMD_WAIT && may_quit(s)) {
        s->running = false;
    } else if ((c.kind == UG_CMD_INVENTORY || c.letter == 'f') && s->vs.scene != UG_SCENE_TITLE) {
        s->vs.overlay = UG_OVERLAY_NONE;
        to_title(s);
    }
}

/* A tap on the quit box's buttons (touch_view.h): Quit, Keep playing, Title menu. */
static void quit_box_tap(UgScenes *s, UgCommand c) {
    int n = ug_touch_quit_count(s->vs.scene);
    switch (ug_touch_quit_at(&s->layout, n, c.x, c.y)) {
        case UG_QUIT_BUTTON_QUIT:
            if (may_quit(s)) s->running = false;
            break;
        case UG_QUIT_BUTTON_KEEP:
            s->vs.overlay = UG_OVERLAY_NONE;
            s->vs.quit_unsaved = 0;
            break;
        case UG_QUIT_BUTTON_TITLE:
            s->vs.overlay = UG_OVERLAY_NONE;
            to_title(s);
            break;
        default:
            break;
    }
}

static void scenes_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    if (c.kind == UG_CMD_NONE) return;
    s->dirty = true;
    if (c.kind != UG_CMD_POINT) { /* hints follow the last input */
        vs->pad_hints = c.pad;
        if (!c.touch && c.kind != UG_CMD_CLICK) vs->touch_ui = false;
    }
    /* A bound pad button on the game screen gives the command bound to it in this mode; in a
     * box over it (the quit box, the help) the buttons keep their own meaning. */
    if (c.button && vs->scene == UG_SCENE_GAME && s->game && vs->overlay == UG_OVERLAY_NONE &&
        !ug_bindings_pad(bindings_of(s), (UgPadButton)(c.button - 1),
                         (int)ug_view_profile(s->mode)->input, &c))
        return; /* the button gives nothing in this mode */
    if (c.touch) {
        /* A tap on an on-screen button is that button's key (wait, pick up, items, menu). */
        bool shown = vs->touch_ui && vs->scene == UG_SCENE_GAME && s->game &&
                     vs->overlay == UG_OVERLAY_NONE && c.kind == UG_CMD_CLICK;
        vs->touch_ui = true;
        for (int i = 0; shown && i < UG_TOUCH_BUTTONS; i++) {
            if (!ug_rect_contains(ug_layout_touch_button(&s->layout, i, UG_TOUCH_BUTTONS), c.x,
                                  c.y))
                continue;
            /* Wait is '.', which waits in every mode (Space is cursed's and adventure's pick-up
             * and more); Pick up is Space: the contextual key of cursed, adventure and simple. */
            static const UgCommand buttons[UG_TOUCH_BUTTONS] = {
                {.kind = UG_CMD_WAIT, .key = "."},
                {.kind = UG_CMD_WAIT, .key = " "},
                {.kind = UG_CMD_INVENTORY, .letter = 'i'},
                {.kind = UG_CMD_ESCAPE, .key = "Escape"},
            };
            c = buttons[i];
            c.touch = true;
            break;
        }
    }
    if (c.kind == UG_CMD_FULLSCREEN) {
        if (s->platform->toggle_fullscreen) s->platform->toggle_fullscreen(s->platform->self);
        return;
    }
    if (c.kind == UG_CMD_SCREENSHOT) {
        s->screenshot_pending = true;
        return;
    }
    if (c.kind == UG_CMD_TILES) { /* F2, in every scene: the board's next look, remembered */
        change_option(s, UG_OPT_TILES, 1);
        return;
    }
    switch (vs->overlay) {
        case UG_OVERLAY_HELP:
            /* a help longer than its box scrolls (layout.h): the wheel, Page Up/Down, and then
             * the arrows and the D-pad too */
            if (c.kind == UG_CMD_SCROLL || (c.kind == UG_CMD_MOVE && c.dy && !c.dx && !c.letter &&
                                            ug_layout_box_max_scroll(&s->layout, &s->frame) > 0)) {
                int max = ug_layout_box_max_scroll(&s->layout, &s->frame);
                vs->help_scroll += c.dy;
                vs->help_scroll = vs->help_scroll > max ? max
                                  : vs->help_scroll < 0 ? 0
                                                        : vs->help_scroll;
                return;
            }
            if (!c.repeat) vs->overlay = UG_OVERLAY_NONE, vs->help_scroll = 0; /* any other key */
            return;
        case UG_OVERLAY_QUIT:
            /* files: asks once more when quitting would lose moves that could not be saved */
            if ((c.kind == UG_CMD_YES || c.answer == 'y' || c.kind == UG_CMD_CONFIRM) &&
                may_quit(s))
                s->running = false;
            if (c.kind == UG_CMD_NO || c.answer == 'n' || c.kind == UG_CMD_ESCAPE) {
                vs->overlay = UG_OVERLAY_NONE;
                vs->quit_unsaved = 0;
            }
            if (c.letter == 'm' && vs->scene != UG_SCENE_TITLE) to_title(s); /* M: the menu */
            if (c.pad && !c.repeat) quit_box_pad(s, c); /* A: quit, Y or X: the title menu */
            if (c.touch && c.kind == UG_CMD_CLICK) quit_box_tap(s, c); /* its buttons */
            return;
        case UG_OVERLAY_KEYS: {
            UgKeysResult r = ug_keys_screen_command(&s->keys_screen, bindings_of(s), &c);
            if (r == UG_KEYS_CHANGED && s->platform->save_bindings)
                s->platform->save_bindings(s->platform->self);
            if (r == UG_KEYS_CLOSE) vs->overlay = UG_OVERLAY_NONE;
            return;
        }
        case UG_OVERLAY_NOTICE: /* any key closes the notices, which were seen */
            if (!c.repeat) {
                vs->overlay = UG_OVERLAY_NONE;
                vs->notices_seen = s->log.serial;
                show_notices(s);
            }
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
    if (s->watch.active) {
        watch_command(s, c);
        return;
    }
    if (vs->scene == UG_SCENE_TITLE) {
        UgMenuPage before = vs->menu_page;
        if (!osk_command(s, c)) menu_command(s, c);
        if (vs->scene == UG_SCENE_TITLE)
            ug_scenes_osk_page(&s->osk, vs, before, seed_kind(vs->menu_mode), &c);
        return;
    }
    /* M in play: sound off and on again (no mode's keys use M), remembered; the HUD says so. */
    if (vs->scene == UG_SCENE_GAME && s->game && ug_command_is(&c, UG_BIND_MUTE) && !c.repeat) {
        vs->options.muted = !vs->options.muted;
        if (s->platform->set_options)
            s->catalog = s->platform->set_options(s->platform->self, &vs->options);
        return;
    }
    /* A pad in an inventory (simple's, adventure's): A chooses and B goes back, as on a menu. */
    if (c.pad && vs->inv_open && vs->scene == UG_SCENE_GAME) {
        if (c.kind == UG_CMD_WAIT) c.kind = UG_CMD_CHOOSE;
        if (c.kind == UG_CMD_ESCAPE) c.kind = UG_CMD_INVENTORY;
    }
    /* Travel, explore, rest, run and look (scenes_auto.c), where the mode's keys leave room. */
    if (vs->scene == UG_SCENE_GAME && s->game && auto_command(s, c)) return;
    /* --- cursed (scenes_cursed.c): its keys, screens and mouse come first in the game --- */
    if (vs->scene == UG_SCENE_GAME && s->game && cursed_input(s) && cursed_command(s, c)) return;
    if (vs->scene == UG_SCENE_GAME && s->game && rogue_input(s) && rogue_command(s, c)) return;
    if (c.kind == UG_CMD_HELP) {
        vs->overlay = UG_OVERLAY_HELP;
        return;
    }
    if (c.kind == UG_CMD_ESCAPE) {
        vs->overlay = UG_OVERLAY_QUIT;
        vs->quit_unsaved = unsaved_moves(s); /* files: the box says what quitting loses */
        return;
    }
    if (c.kind == UG_CMD_HISTORY) {
        vs->overlay = UG_OVERLAY_HISTORY;
        vs->history_scroll = 0;
        return;
    }
    if (end_scene(vs)) {
        death_command(s, c);
        return;
    }
    if (ug_view_profile(s->mode)->input == UG_INPUT_ORIGINAL_SIMPLE) {
        simple_command(s, c);
        return;
    }
    const UgPlayer *p = ug_game_player(s->game);
    const UgGameInfo *info = ug_game_info(s->game);
    if (c.kind == UG_CMD_MOVE) play(s, ug_action_move(c.dx, c.dy));
    if (c.kind == UG_CMD_WAIT) play(s, ug_action_wait());
    /* Enter takes the stairs in modes where a step onto them does not. */
    if (c.kind == UG_CMD_CONFIRM && !c.repeat && !info->stairs_on_step &&
        ug_info_accepts(info, UG_ACT_DESCEND))
        play(s, ug_action_simple(UG_ACT_DESCEND));
    if (c.kind == UG_CMD_CLICK) {
        hover_tile(s, c.x, c.y);
        play(s, ug_layout_click_action(&s->layout, c.x, c.y, p->x - s->frame.cam_x,
                                       p->y - s->frame.cam_y));
    }
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

/* The pointer moved: on the menu the row under it is chosen, on the board the tile under it
 * is described. Redraws only when that changes. */
static void point_at(UgScenes *s, int x, int y) {
    UgViewState *vs = &s->vs;
    bool first = !s->pointer_known; /* where the pointer rests at start chooses nothing */
    s->pointer_known = true;
    if (first || vs->overlay != UG_OVERLAY_NONE) return;
    if (vs->scene == UG_SCENE_TITLE) {
        int row = menu_row_at(s, x, y);
        if (row >= 0 && row < s->frame.menu_count && s->frame.menu_enabled[row] &&
            row != vs->menu_cursor) {
            vs->menu_cursor = row;
            s->dirty = true;
        }
        return;
    }
    hover_tile(s, x, y);
}

/* Takes one event. Commands wait in a short queue and are played one per frame; a held key's
 * repeats are dropped whenever anything is still waiting, so input never piles up behind a slow
 * turn. */
static void scenes_event(UgScenes *s, const UgPlatformEvent *e) {
    if (e->kind == UG_EVENT_QUIT) {
        if (may_quit(s)) s->running = false; /* files: else the quit box asks first */
        return;
    }
    bool simple_input =
        !s->watch.active && ug_view_profile(s->mode)->input == UG_INPUT_ORIGINAL_SIMPLE;
    if (simple_input && !simple_keys(s, e)) return;
    if (e->kind == UG_EVENT_REDRAW || e->kind == UG_EVENT_FOCUS_LOST) {
        s->dirty = true; /* exposed, resized, moved to another display: draw again */
        return;
    }
    if (e->kind != UG_EVENT_COMMAND) return; /* a key let go */
    UgCommand c = e->command;
    if (c.kind == UG_CMD_POINT) { /* never queued: the pointer only changes what is shown */
        if (s->vs.scene == UG_SCENE_GAME && s->game && cursed_input(s)) {
            /* cursed's cursor follows the mouse in examine and aim mode */
            if (s->vs.overlay == UG_OVERLAY_NONE &&
                ug_cursed_scene_hover(&s->cursed, s->game, &s->layout, &s->frame, c.x, c.y))
                s->dirty = true;
            return;
        }
        if (s->vs.scene == UG_SCENE_GAME && s->game && s->vs.aim) { /* the aim follows it */
            if (s->vs.overlay == UG_OVERLAY_NONE &&
                ug_rogue_hover(&s->vs, s->game, &s->layout, &s->frame, c.x, c.y))
                s->dirty = true;
            return;
        }
        point_at(s, c.x, c.y);
        return;
    }
    /* Typed characters come with every key press: only the seed field reads them. */
    bool field = s->vs.scene == UG_SCENE_TITLE && s->vs.menu_page == UG_PAGE_SEED &&
                 s->vs.overlay == UG_OVERLAY_NONE;
    if ((c.kind == UG_CMD_TEXT || c.kind == UG_CMD_ERASE) && !field) return;
    if (simple_input && c.kind == UG_CMD_MOVE && c.arrow && c.shift) {
        /* Shift + two arrows: the diagonal of the arrows held at this very event. */
        if (!ug_input_diagonal(s->held_left, s->held_up, s->held_right, s->held_down, &c.dx, &c.dy))
            return;
    }
    if (c.kind == UG_CMD_NONE) return;
    bool drop = false; /* any key or click stops travel, explore, rest or run */
    if (ug_scenes_auto_interrupt(&s->autoplay, &c, &s->log, &drop)) {
        s->dirty = true;
        return;
    }
    if (drop) return;
    if (c.repeat && s->queued > 0) return;
    if (s->queued >= QUEUE_MAX) return;
    s->queue[s->queued++] = c;
}

/* --- Drawing ------------------------------------------------------------------------------- */

static void scenes_draw(UgScenes *s) {
    int w = 0, h = 0;
    s->platform->output_size(s->platform->self, &w, &h);
    const UgGame *game = s->drawing ? s->drawing : s->game;
    const UgGame *g = s->vs.scene == UG_SCENE_TITLE ? NULL : game;
    if (s->watch.active) g = s->watch.game;
    UgLayoutParams lp = {0};
    if (g) {
        lp.map_w = ug_game_width(g);
        lp.map_h = ug_game_height(g);
        lp.hud_lines = ug_view_hud_lines(g) + (s->vs.options.muted ? 1 : 0); /* the mute's mark */
        lp.inventory = (ug_game_info(g)->systems & UG_SYS_INVENTORY) != 0;
        lp.zoom = s->vs.options.zoom;
        if (s->vs.options.tiles != UG_TILES_GLYPHS) lp.tile_step = UG_SPRITE_PX; /* crisp */
    }
    lp.text_scale = s->vs.options.text_scale;
    if (g && ug_view_profile(ug_game_mode(g))->layout == UG_LAYOUT_CURSED) {
        ug_layout_compute_cursed_at(&s->layout, w, h, UG_VIEW_COLS, UG_VIEW_ROWS, lp.map_w,
                                    lp.map_h, lp.text_scale);
        if (lp.tile_step) ug_layout_snap_sprites(&s->layout);        /* its board keeps its place */
        if (s->watch.active) ug_layout_take_status_line(&s->layout); /* "Watching: ..." */
    } else {
        ug_layout_compute(&s->layout, w, h, &lp);
    }
    s->vs.view_cols = s->layout.cols;
    s->vs.view_rows = s->layout.rows;
    if (g) ug_view_follow(&s->vs, g);
    if (s->say_layout && g) {
        char line[sizeof s->said_layout];
        const UgRect *b = &s->layout.board;
        snprintf(line, sizeof line, "board %d %d %d %d tile %d camera %d %d", b->x, b->y, b->w,
                 b->h, s->layout.tile, s->vs.cam_x, s->vs.cam_y);
        if (strcmp(line, s->said_layout) != 0) {
            memcpy(s->said_layout, line, sizeof line);
            say(s, "%s", line);
        }
    }
    s->vs.log_lines = s->layout.log_lines;
    s->vs.inv_rows = s->layout.inventory_rows; /* the cursor stays among the rows drawn */
    s->vs.history_rows = (s->layout.overlay.h - 4 * s->layout.line_h) / s->layout.line_h;
    if (s->vs.history_rows < 1) s->vs.history_rows = 1;
    s->vs.cursed = &s->cursed;
    ug_keys_screen_update(&s->keys_screen, bindings_of(s), (int)ug_view_profile(s->vs.mode)->input);
    s->vs.keys = &s->keys_screen;
    s->vs.osk = &s->osk;
    if (s->watch.active) {
        ug_view_build(&s->frame, g, &s->watch.log, s->catalog, &s->vs);
        ug_watch_status(&s->watch, s->catalog, s->frame.look.text, sizeof s->frame.look.text);
        s->frame.look.color = ug_color_key_hint;
    } else {
        ug_view_build(&s->frame, game, &s->log, s->catalog, &s->vs);
        ug_scenes_auto_mark(&s->autoplay, s->game, &s->vs, &s->frame); /* travel's path */
    }
    /* A help longer than its box (large text, a small window) says how to scroll it; only the
     * layout knows, so its footer is chosen here. */
    if (s->frame.overlay == UG_OVERLAY_HELP && ug_layout_box_max_scroll(&s->layout, &s->frame) > 0)
        snprintf(s->frame.overlay_footer.text, sizeof s->frame.overlay_footer.text, "%s",
                 ug_catalog_get(s->catalog,
                                s->vs.pad_hints
                                    ? "D-pad: scroll   A or B: close"
                                    : "Up/Down, Page Up/Down or the wheel: scroll   other keys: "
                                      "close"));
    bool shot = s->screenshot_pending;
    s->screenshot_pending = false;
    memset(&s->shot, 0, sizeof s->shot);
    ug_frame_lay_out(&s->frame, &s->layout); /* what the platform paints and the clicks hit */
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

/* The command line named a game (--mode, --seed): it starts at once. Its mode's saved run is
 * continued, unless a --seed asks for another game: then the menu asks before replacing it. */
static void start_direct(UgScenes *s) {
    UgViewState *vs = &s->vs;
    UgMode mode = s->mode;
    vs->menu_mode = mode;
    snprintf(vs->seed_text, sizeof vs->seed_text, "%s", s->seed ? s->seed : "");
    if (vs->saves[mode].saved && s->seed) {
        vs->mode = mode;
        menu_page(s, UG_PAGE_REPLACE);
        return;
    }
    select_mode(s, mode);
    if (s->resume) {
        resume_game(s);
        return;
    }
    snprintf(s->seed_buf, sizeof s->seed_buf, "%s", s->seed ? s->seed : "");
    new_game(s, s->seed ? s->seed_buf : NULL);
}

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
    s->direct = params->direct;
    s->say_layout = params->say_layout;
    s->vs.death_killer = -1;
    s->saved_count = -1;
    snprintf(s->vs.options.lang, sizeof s->vs.options.lang, "en");
    if (platform->get_options) platform->get_options(platform->self, &s->vs.options);
    load_achievements(s);
    ug_scenes_records_load(&s->records, platform, s->dir, &s->log);
    if (s->dir[0]) s->vs.records = &s->records_page;
    find_saves(s); /* every mode's saved run, then this mode's waiting in s->resume */
    /* The start-up notices (settings, catalog, saves): in the notice box until a key closes
     * them, and in the first game's log. */
    s->notices = s->log;
    to_title(s);
    show_notices(s);
    if (s->direct) start_direct(s);
    if (params->watch_text) start_watch(s, params->watch_text, params->watch_len, "given");
    return s;
}

void ug_scenes_free(UgScenes *s) {
    if (!s) return;
    ug_record_free(&s->record);
    ug_game_free(s->resume);
    ug_record_free(&s->resume_record);
    ug_game_free(s->game);
    ug_scenes_records_free(&s->records);
    ug_watch_close(&s->watch);
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
        int watch_wait = ug_watch_wait_ms(&s->watch, now_ms(s));
        if (watch_wait >= 0 && watch_wait < wait_ms) wait_ms = watch_wait;
        int auto_ms = ug_scenes_auto_wait(&s->autoplay, now_ms(s)); /* the next step's time */
        if (auto_ms >= 0 && auto_ms < wait_ms) wait_ms = auto_ms;
        if (wait_ms > 0 && end_scene(&s->vs) && !s->vs.death_ready) {
            uint64_t since = now_ms(s) - s->death_at;
            wait_ms = since >= DEATH_PAUSE_MS ? 0 : (int)(DEATH_PAUSE_MS - since);
        }
        if (pf->next_event(pf->self, wait_ms, &e)) {
            scenes_event(s, &e);
            while (pf->next_event(pf->self, 0, &e)) scenes_event(s, &e);
        }
        if (end_scene(&s->vs) && !s->vs.death_ready &&
            (!pf->now_ms || now_ms(s) - s->death_at >= DEATH_PAUSE_MS)) {
            s->vs.death_ready = true; /* the key hint appears */
            s->dirty = true;
        }
        if (ug_watch_tick(&s->watch, now_ms(s))) s->dirty = true;
        if (s->queued > 0) {
            UgCommand c = s->queue[0];
            memmove(s->queue, s->queue + 1, (size_t)(--s->queued) * sizeof s->queue[0]);
            scenes_command(s, c);
        } else if (ug_scenes_auto_wait(&s->autoplay, now_ms(s)) == 0) {
            auto_step(s);
        }
    }
    if (s->vs.scene == UG_SCENE_GAME && !s->watch.active) save_run(s);
    if (!s->lost) s->lost = unsaved_moves(s) > 0;
}

bool ug_scenes_lost_moves(const UgScenes *s) {
    return s->lost;
}
