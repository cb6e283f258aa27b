/* The scenes' saved runs: the save slots and their locks, saving, loading and forgetting a
 * run, the achievements file and the seed file. See scenes_private.h. */
#include "scenes_private.h"

#include "undergrid/snapshot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- Saved runs ------------------------------------------------------------------------------- */

/* The file name in `path` (after the user folder), for sentences the player reads. */
static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/'), *back = strrchr(path, '\\');
    if (back && (!slash || back > slash)) slash = back;
    return slash ? slash + 1 : path;
}

/* Opens the notice box when the log holds a notice the player has not seen yet, so that a
 * damaged file or a failed save stays on screen until a key closes it. */
void ug_scenes_show_notices(UgScenes *s) {
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
bool ug_scenes_save_run(UgScenes *s) {
    if (!s->save_path[0] || !s->game || !s->recording || s->read_only) return false;
    if (ug_game_status(s->game) != UG_STATUS_PLAYING) return true;
    if (s->save_error == UG_FILE_OK && s->saved_count == s->record.count) return true;
    s->record.has_hash = true;
    s->record.hash = ug_game_hash(s->game);
    /* The save journal (records.h): the new actions appended, fsynced, the snapshot of where
     * the run stands now and then (for a later build with other rules, and the title); written
     * whole through a unique temporary file + rename when this window has not written it yet
     * or a save point failed: a failed save loses nothing. */
    if (s->saved_count < 0) s->journal = (UgJournal){0}; /* another run's journal, if any */
    char why[UG_FILE_WHY_MAX];
    UgFileError err = ug_journal_save(&s->journal, s->platform, s->save_path, &s->record, s->game,
                                      why, sizeof why);
    if (err == UG_FILE_OK) {
        if (s->save_error != UG_FILE_OK) {
            ug_scenes_say(s, "the game is saved again in '%s'.", s->save_path);
            ug_log_push(&s->log, UG_UIMSG_SAVED_AGAIN, 0, 0, NULL);
        }
        s->save_error = UG_FILE_OK;
        s->saved_count = s->record.count;
        return true;
    }
    if (err != s->save_error) { /* a new failure: said once, shown until seen */
        ug_scenes_say(
            s,
            "cannot save the game to '%s': %s; it is kept in memory and saved again at the next "
            "save point.",
            s->save_path, why);
        ug_log_push(&s->log, UG_UIMSG_SAVE_FAILED, (int32_t)save_failure(err), 0, why);
        ug_scenes_show_notices(s);
    }
    s->save_error = err;
    return false;
}

/* Adds an action played to the run's record. When the record cannot grow (its cap of
 * UG_RECORD_MAX_ACTIONS, or out of memory) the save keeps the run as the record holds it (never
 * deleted: it is the last state that can be saved), that is said once, and every later action
 * counts as one that quitting loses. */
void ug_scenes_record_action(UgScenes *s, UgAction action) {
    if (!s->recording) {
        s->unrecorded++;
        return;
    }
    UgError err = ug_record_push(&s->record, action);
    if (err == UG_OK) {
        /* a floor arrived on: its checkpoint (a record without one only says less) */
        ug_record_checkpoint(&s->record, s->game);
        return;
    }
    if (ug_game_status(s->game) == UG_STATUS_PLAYING) ug_scenes_save_run(s); /* what it holds */
    s->recording = false;
    s->unrecorded = 1;
    char why[UG_FILE_WHY_MAX];
    snprintf(why, sizeof why, "%s",
             err == UG_ERR_TOO_LARGE ? "the run has reached the longest record kept"
                                     : "out of memory");
    ug_scenes_say(s,
                  "the run can no longer be recorded (%s); the save keeps it as it was %d "
                  "move(s) ago, and quitting loses every move after that.",
                  why, (int)(s->record.count - (s->saved_count > 0 ? s->saved_count : 0)) + 1);
    ug_log_push(&s->log, UG_UIMSG_SAVE_FAILED, (int32_t)UG_SAVE_FAILED_OTHER, 0, why);
    ug_scenes_show_notices(s);
}

/* The moves that quitting now would lose: those after the last save, when the run cannot be
 * saved (no user folder, a failed save, another window's run, no slot free, a record that can
 * no longer grow); 0 when there is nothing to lose. The quit box says "saved" only at 0. */
int ug_scenes_unsaved_moves(const UgScenes *s) {
    if (!s->game || s->vs.scene != UG_SCENE_GAME || s->watch.active) return 0;
    if (ug_game_status(s->game) != UG_STATUS_PLAYING) return 0;
    /* A run that saves and is saved up to now (the quit box saves before it opens) */
    bool saving = s->recording && s->save_path[0] && !s->read_only && s->save_error == UG_FILE_OK;
    if (saving) return 0;
    int32_t saved = s->saved_count > 0 ? s->saved_count : 0; /* a read-only run's: its start */
    int32_t lost = s->record.count - saved + s->unrecorded;
    return lost > 0 ? (int)lost : 0;
}

/* Asked before quitting (the quit box's yes, the window closed): saves the run; when moves would
 * still be lost and the quit box has not said so yet, it opens saying so and the game goes on
 * (true: quit now). */
bool ug_scenes_may_quit(UgScenes *s) {
    if (s->vs.scene == UG_SCENE_GAME && !s->watch.active) ug_scenes_save_run(s);
    int lost = ug_scenes_unsaved_moves(s);
    if (lost > 0 && s->vs.quit_unsaved == 0) {
        s->vs.quit_unsaved = lost;
        s->vs.overlay = UG_OVERLAY_QUIT;
        s->dirty = true;
        return false;
    }
    s->lost = lost > 0;
    return true;
}

/* A run that ended (died or won): its finished record first replaces the save, then the
 * history, its recording in runs/ and its morgue are written, and the save is removed last. A
 * crash at any moment leaves the save (playing, or finished: the title files it) or the
 * records, never neither. */
void ug_scenes_end_run(UgScenes *s, UgRunEnd end) {
    if (s->game) ug_record_set_snapshot(&s->record, s->game); /* where it ended, as its hash */
    if (s->save_path[0] && s->recording && !s->read_only) {
        char *text = NULL, why[UG_FILE_WHY_MAX];
        size_t len = 0;
        if (ug_file_record_text(&s->record, &text, &len, why, sizeof why) == UG_FILE_OK)
            s->platform->write_file_atomic(s->platform->self, s->save_path, text, len, why,
                                           sizeof why); /* a failure: the older save stays */
        free(text);
        s->journal = (UgJournal){0}; /* the finished record replaced the journal */
    }
    ug_scenes_records_file(&s->records, s->platform, s->dir, s->game, &s->record, &s->log,
                           s->catalog, end, s->vs.death_score, &s->vs);
    ug_scenes_forget_run(s); /* permadeath, or a won game: this dungeon is over */
}

/* A finished run found in a save (the window stopped between filing it and removing the save):
 * filed as it ended, unless the history already holds it. */
static void file_finished(UgScenes *s, const UgGame *g, const UgRecord *record) {
    UgRunEnd end = ug_game_status(g) == UG_STATUS_WON ? UG_RUN_WON : UG_RUN_DIED;
    const UgHistory *h = &s->records.history;
    for (int i = h->count - 1; i >= 0; i--) {
        const UgRunEntry *e = &h->runs[i];
        if (e->mode == ug_game_mode(g) && e->end == end && e->floor == ug_game_floor(g) &&
            e->turns == ug_game_player(g)->turns && strcmp(e->seed, ug_game_seed(g)) == 0)
            return; /* filed before the stop */
    }
    UgViewState *scratch = malloc(sizeof *scratch); /* the title's state stays as it is */
    if (!scratch) return;
    *scratch = s->vs;
    scratch->death_killer = -1; /* not known from the record alone */
    ug_scenes_records_file(&s->records, s->platform, s->dir, g, record, &s->log, s->catalog, end,
                           (int)ug_game_score(g), scratch);
    free(scratch);
}

/* Permadeath, or a new game chosen over the saved one: the saved run is gone. */
void ug_scenes_forget_run(UgScenes *s) {
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
            ug_scenes_say(s, "the saved game %s cannot be used (%s); it is left as it is.", path,
                          why);
            ug_log_push(&s->log, UG_UIMSG_BAD_SAVE, 0, 0, why);
        }
        return SLOT_UNUSABLE;
    }
    bool readable = read == UG_FILE_OK;
    int line = 0;
    UgError err =
        readable ? ug_record_parse(text, len, &s->resume_record, &line) : UG_ERR_TOO_LARGE;
    int lines = 0; /* the file's lines: a parse stopped at the last one means it is cut short */
    for (size_t i = 0; readable && i < len; i++)
        if (text[i] == '\n' || i + 1 == len) lines++;
    free(text);
    if (err == UG_ERR_NEWER_RECORD) {
        if (own) {
            ug_scenes_say(
                s,
                "the saved game %s was written by a newer version of Undergrid than this one "
                "(%s); it is left as it is.",
                path, ug_version());
            ug_log_push(&s->log, UG_UIMSG_NEWER_SAVE, 0, 0, base_name(path));
        }
        return SLOT_UNUSABLE;
    }
    if (err == UG_OK && s->resume_record.mode != s->mode) err = UG_ERR_BAD_RECORD;
    bool migrated = false;
    int played_rules = s->resume_record.rules;
    s->resume_from_snapshot = false;
    /* A save of today's rules with a snapshot: the game is read from it (fast at any length);
     * its actions are replayed only when the run is continued. */
    const UgRecord *rr = &s->resume_record;
    if (err == UG_OK && rr->snapshot && rr->has_hash &&
        rr->rules == ug_mode_rules_revision(rr->mode) &&
        ug_record_snapshot_game(rr, &s->resume) == UG_OK) /* and a journal's actions after it */
        s->resume_from_snapshot = true;
    if (err == UG_OK && !s->resume)
        err = ug_record_continue(&s->resume_record, &s->resume, &migrated);
    if (err == UG_OK && migrated && own)
        ug_scenes_say(s,
                      "the saved game %s was played under revision %d of the rules; it goes on "
                      "from where it stood under revision %d (its moves so far can be watched "
                      "only by a build of revision %d).",
                      path, played_rules, s->resume_record.rules, played_rules);
    if (err == UG_ERR_OTHER_RULES) /* an older run without a snapshot: named, not "damaged" */
        snprintf(why, sizeof why,
                 "it was played under revision %d of the rules, and this build plays revision %d",
                 played_rules, ug_mode_rules_revision(s->mode));
    if (err == UG_OK && ug_game_status(s->resume) != UG_STATUS_PLAYING) {
        if (own) { /* a finished game is nothing to continue: filed, then removed */
            file_finished(s, s->resume, &s->resume_record);
            s->platform->remove_file(s->platform->self, path);
        }
        ug_game_free(s->resume);
        s->resume = NULL;
        ug_record_free(&s->resume_record);
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
    if (!readable || err == UG_ERR_OTHER_RULES) {
        /* unreadable or too large, or played by other rules: `why` already says which */
    } else if (line > 0 && line >= lines) { /* a header alone: nothing damaged, cut short */
        snprintf(why, sizeof why, "it ends at line %d, before the record is complete", line);
    } else if (line > 0) {
        snprintf(why, sizeof why, "line %d is damaged", line);
    } else {
        snprintf(why, sizeof why, "%s", ug_error_message(err));
    }
    char aside[sizeof s->save_path + 16] = "", unmoved[UG_FILE_WHY_MAX];
    bool moved = s->platform->keep_aside(s->platform->self, path, aside, sizeof aside, unmoved,
                                         sizeof unmoved) == UG_FILE_OK;
    if (moved)
        ug_scenes_say(
            s,
            "the saved game %s could not be loaded (%s); it was kept as %s and a new game starts.",
            path, why, base_name(aside));
    else
        ug_scenes_say(
            s,
            "the saved game %s could not be loaded (%s) nor set aside (%s); it is left as it is.",
            path, why, unmoved);
    ug_log_push(&s->log, UG_UIMSG_BAD_SAVE, 0, 0, why);
    return moved ? SLOT_EMPTY : SLOT_UNUSABLE;
}

/* Says what this window does about a save another window plays (or that cannot be locked), and
 * offers that run without saving. Said only for the window's own mode (`tell`): a classic window
 * listed the other modes' slot notices (issue 25). */
static void tell_in_use(UgScenes *s, const char *busy, const char *unlocked, bool tell) {
    UgSaveInUse what = UG_SAVE_IN_USE_OTHER_SLOT;
    bool offered = !s->resume && read_slot(s, busy, false) == SLOT_RESUME;
    if (offered) s->resume_read_only = true; /* continued here without saving */
    if (!s->save_path[0])
        what = unlocked[0] ? UG_SAVE_IN_USE_NO_LOCK : UG_SAVE_IN_USE_NO_SLOT;
    else if (offered)
        what = UG_SAVE_IN_USE_OFFERED;
    if (!tell) return;
    if (what == UG_SAVE_IN_USE_NO_LOCK)
        ug_scenes_say(s, "no saved game can be locked; nothing played in this window is saved%s.",
                      offered ? " (the saved run can be continued without saving)" : "");
    else if (what == UG_SAVE_IN_USE_NO_SLOT)
        ug_scenes_say(
            s, "every saved game is open in another window; nothing played in this one is saved.");
    else if (what == UG_SAVE_IN_USE_OFFERED)
        ug_scenes_say(
            s,
            "the saved game %s is open in another window: it can be continued here without "
            "saving, or a new game saved as %s.",
            busy, s->save_path);
    else
        ug_scenes_say(s,
                      "the saved game %s is open in another window; this one plays and saves %s.",
                      busy, s->save_path);
    ug_log_push(&s->log, UG_UIMSG_SAVE_IN_USE, (int32_t)what, 0,
                what == UG_SAVE_IN_USE_NO_LOCK ? unlocked : base_name(s->save_path));
}

/* Finds this window's save slot: the first whose lock is free and which holds nothing to leave
 * alone; its run, if any, waits on the title. When another window plays the first save, this
 * one says so, and with no run of its own offers that one without saving. */
static void load_run(UgScenes *s, bool tell) {
    if (!s->dir[0]) return;
    const UgPlatform *pf = s->platform;
    char path[sizeof s->save_path], busy[sizeof s->save_path] = "", unlocked[UG_FILE_WHY_MAX] = "";
    for (int slot = 1; slot <= SAVE_SLOTS && !s->save_path[0]; slot++) {
        slot_path(s, slot, path, sizeof path);
        char why[UG_FILE_WHY_MAX];
        /* A lock that cannot be taken (its .lock a folder, FIFO or link, a folder where it
         * cannot be made, no flock) is as good as held: another window could be playing the
         * save, so this one never writes it (issue 25). Said, with the reason. */
        UgFileError lock = pf->lock_save ? pf->lock_save(pf->self, path, why, sizeof why) : 0;
        if (lock != UG_FILE_OK) {
            if (!busy[0]) snprintf(busy, sizeof busy, "%s", path);
            if (lock != UG_FILE_LOCKED && !unlocked[0]) {
                snprintf(unlocked, sizeof unlocked, "%s", why);
                if (tell)
                    ug_scenes_say(
                        s, "the saved game %s cannot be locked (%s); it is not written here.", path,
                        why);
            }
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
    tell_in_use(s, busy, unlocked, tell);
}
/* Reads the achievements every cursed game shares (once; any mode may start a cursed game). */
void ug_scenes_load_achievements(UgScenes *s) {
    if (!s->dir[0] || s->achievements_path[0]) return;
    ug_achievements_path(s->dir, s->achievements_path, sizeof s->achievements_path);
    char why[UG_FILE_WHY_MAX];
    if (ug_achievements_load(s->platform, s->achievements_path, &s->achievements, why,
                             sizeof why) == UG_ACHIEVEMENTS_DAMAGED) {
        ug_scenes_say(
            s,
            "the achievements file %s was damaged (%s); it was kept as *.bad and a new one "
            "is started.",
            s->achievements_path, why);
        ug_log_push(&s->log, UG_UIMSG_BAD_ACHIEVEMENTS, 0, 0, why);
    }
}

/* Writes the achievements file whenever the game's unlocks differ from it. */
void ug_scenes_keep_achievements(UgScenes *s) {
    if (!s->game || s->watch.active || !ug_scenes_controller(s)->achievements) return;
    uint32_t now = ug_game_achievements(s->game);
    if (now == s->achievements) return;
    s->achievements = now;
    char why[UG_FILE_WHY_MAX];
    if (s->achievements_path[0] &&
        !ug_achievements_save(s->platform, s->achievements_path, now, why, sizeof why))
        ug_scenes_say(s, "cannot write the achievements to '%s': %s", s->achievements_path, why);
}

/* Keeps the start-up notices (damaged settings, catalog, save) and drops the rest. */
static void keep_notices_only(UgLog *log, int32_t *seen) {
    /* A run continued straight from --mode never showed the title's notice box: its notices
     * stay unseen, to be shown over the game (they were lost, issue 25). */
    bool unseen = ug_view_unseen_notice(log, *seen);
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
    *seen = unseen ? 0 : log->serial; /* seen on the title, or not yet at all */
}

/* A run read from its snapshot is replayed now, so that its record is the game played; a record
 * whose actions no longer reach the snapshot (a hand-edited save) goes on from the snapshot as a
 * record that starts there: the run is never lost. */
static void replay_resumed(UgScenes *s) {
    if (!s->resume_from_snapshot || !s->resume) return;
    s->resume_from_snapshot = false;
    UgGame *full = NULL;
    if (ug_record_replay(&s->resume_record, &full) == UG_OK &&
        ug_game_hash(full) == ug_game_hash(s->resume)) {
        ug_game_free(s->resume);
        s->resume = full;
        return;
    }
    ug_game_free(full);
    ug_record_rebase(&s->resume_record, s->resume);
    ug_scenes_say(s, "the saved game's moves do not replay to where it stood; it goes on from "
                     "where it stood, and its recording starts there.");
}

void ug_scenes_continue_saved(UgScenes *s) {
    replay_resumed(s);
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
    /* its journal goes on where the file ends (a save of another version, or one rebased: the
     * next save point writes it whole) */
    ug_journal_resume(&s->journal, &s->record, ug_game_floor(s->game));
    s->unrecorded = 0;
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
void ug_scenes_drop_saved(UgScenes *s) {
    if (s->resume && !s->resume_read_only) /* records: the run was abandoned */
        ug_scenes_records_file(&s->records, s->platform, s->dir, s->resume, &s->resume_record, NULL,
                               s->catalog, UG_RUN_ABANDONED, (int)ug_game_score(s->resume), &s->vs);
    ug_game_free(s->resume);
    s->resume = NULL;
    ug_record_free(&s->resume_record);
    s->vs.resume_floor = s->vs.resume_turns = 0;
    if (s->resume_read_only)
        s->resume_read_only = false;
    else
        ug_scenes_forget_run(s);
}

/* Loads `mode`'s saved run afresh: its own slot, failure state and waiting run (nothing of
 * another mode's kept). */
static void load_mode_run(UgScenes *s, UgMode mode, bool tell) {
    ug_game_free(s->resume);
    s->resume = NULL;
    ug_record_free(&s->resume_record);
    s->resume_read_only = false;
    s->save_path[0] = '\0';
    s->save_error = UG_FILE_OK;
    s->vs.resume_floor = s->vs.resume_turns = 0;
    s->mode = mode;
    load_run(s, tell);
}

void ug_scenes_load_mode_run(UgScenes *s, UgMode mode) {
    load_mode_run(s, mode, true);
}

/* Looks at the saved run of every mode, for the menu's Continue rows (a damaged one is moved
 * aside and reported, as load_run does). */
void ug_scenes_find_saves(UgScenes *s) {
    UgMode asked = s->mode;
    if (!s->dir[0]) /* the quit box says so too, with the moves quitting loses */
        ug_scenes_say(s, "there is no user folder to keep games in (HOME and XDG_DATA_HOME): "
                         "nothing played in this window is saved.");
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        s->vs.saves[m].saved = false;
        if (!ug_mode_available((UgMode)m) || (UgMode)m == asked) continue;
        load_mode_run(s, (UgMode)m, false);
        if (!s->resume) continue;
        s->vs.saves[m].saved = true;
        s->vs.saves[m].floor = ug_game_floor(s->resume);
        s->vs.saves[m].turns = ug_game_player(s->resume)->turns;
        ug_game_free(s->resume);
        s->resume = NULL;
        ug_record_free(&s->resume_record);
    }
    load_mode_run(s, asked, true); /* last, so that its run stays waiting in s->resume */
    if (s->resume) {
        s->vs.saves[asked].saved = true;
        s->vs.saves[asked].floor = ug_game_floor(s->resume);
        s->vs.saves[asked].turns = ug_game_player(s->resume)->turns;
    }
}

/* C on the death screen: the run's mode and seed, floor, turns and score, in a small text file
 * beside the saves, so that the dungeon can be shared or played again (--mode M --seed S). */
void ug_scenes_write_seed(UgScenes *s) {
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
        ug_scenes_say(s, "cannot write the seed to '%s': %s", path, why);
}
