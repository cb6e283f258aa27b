/* The null platform (Brogue CE's null-platform.c): the scenes with no window, for tests, bots
 * and replays. Events come from a script pushed beforehand, every frame presented is recorded,
 * files live in memory, and what the scenes say is kept. Deterministic: its clock and its
 * entropy are fixed by the parameters. Plain C, no SDL.
 */
#ifndef UG_APP_PLATFORM_NULL_H
#define UG_APP_PLATFORM_NULL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "platform.h"

typedef struct UgNullPlatform UgNullPlatform;

/* Zero is the default for every field. */
typedef struct UgNullParams {
    int width, height;    /* output_size; 0: 1280 x 720 */
    uint64_t entropy;     /* what entropy returns (new games' seeds follow from it) */
    const char *user_dir; /* the user folder; NULL: "mem/"; "": none (nothing is remembered) */
    const char *date;     /* what today gives (YYYY-MM-DD); NULL: "2026-01-01" */
    /* The catalogs set_options hands out for "en", "es" and "ja" (not owned; NULL: English). */
    const UgCatalog *catalogs[3];
} UgNullParams;

/* A frame as it was presented: what tests most often look at. */
typedef struct UgNullFrame {
    UgScene scene;
    UgOverlay overlay;
    int player_x, player_y;
    char heading[UG_FRAME_TEXT_MAX];     /* title and death screens */
    char log_last[UG_FRAME_TEXT_MAX];    /* the newest log line shown; "" when none */
    char menu_chosen[UG_FRAME_TEXT_MAX]; /* the title menu's chosen row; "" when none */
    int log_count;                       /* log lines shown */
    /* Everything the frame says, one line each: heading, body, HUD, log, overlay title and
     * lines (cut at the end when longer). */
    char text[4096];
    bool screenshot; /* a screenshot was asked of this frame */
} UgNullFrame;

/* NULL if out of memory. */
UgNullPlatform *ug_null_platform_new(const UgNullParams *params);
void ug_null_platform_free(UgNullPlatform *np);
/* The table, filled with this backend's entries; valid while np lives. */
UgPlatform ug_null_platform_table(UgNullPlatform *np);

/* --- The script: next_event hands these out in order ----------------------------------------
 * A pause ("nothing more arrives for now") makes that one next_event return false, so what is
 * pushed between two pauses arrives together, as events do that come while a turn is played.
 * Once the script is used up every other next_event says UG_EVENT_QUIT (the window closed),
 * the others nothing, so that a loop draining events still ends. */
void ug_null_push(UgNullPlatform *np, UgPlatformEvent event);
/* A command from a key that is not an arrow or Shift (key UG_KEY_OTHER). */
void ug_null_push_command(UgNullPlatform *np, UgCommand command);
void ug_null_push_pause(UgNullPlatform *np);
/* Events not handed out yet (pauses count). */
int ug_null_pending(const UgNullPlatform *np);

/* --- What was presented and said ----------------------------------------------------------- */
int ug_null_frame_count(const UgNullPlatform *np);
const UgNullFrame *ug_null_frame(const UgNullPlatform *np, int i); /* 0 is the first */
const UgFrame *ug_null_last_frame(const UgNullPlatform *np);       /* NULL before any */
int ug_null_said_count(const UgNullPlatform *np);
const char *ug_null_said(const UgNullPlatform *np, int i);
int ug_null_fullscreen_toggles(const UgNullPlatform *np);
/* The options as last set (get_options gives them back; they start as "en", zoom 0), and how
 * many times set_options was called. */
const UgOptions *ug_null_options(const UgNullPlatform *np);
int ug_null_option_sets(const UgNullPlatform *np);
/* How many times the scenes asked to save the key bindings (the Keys screen changed them). */
int ug_null_binding_saves(const UgNullPlatform *np);
/* The sounds asked of play_sounds: how many calls, and the i-th call's sounds (UgSoundId) into
 * out[8]; returns how many it asked (0 for a call that does not exist). */
int ug_null_sound_calls(const UgNullPlatform *np);
int ug_null_sound_call(const UgNullPlatform *np, int i, int *out);
/* The layout of the last frame presented. */
const UgLayout *ug_null_last_layout(const UgNullPlatform *np);

/* --- The files, in memory ----------------------------------------------------------------- */
/* Puts a file (a copy of data) as if it were on disk; false if out of memory. */
bool ug_null_file_put(UgNullPlatform *np, const char *path, const void *data, size_t len);
/* The file's bytes (NUL-terminated) and length, or NULL when there is no such file. */
const char *ug_null_file(const UgNullPlatform *np, const char *path, size_t *len);
/* How many times write_file_atomic wrote `path`. */
int ug_null_file_writes(const UgNullPlatform *np, const char *path);
/* How many write_file_at calls wrote (the save journal's save points; each is also logged as a
 * write of the whole file it leaves, below). */
int ug_null_appends(const UgNullPlatform *np);
/* Every write_file_atomic, in order: how many, and the i-th one's path, bytes and length. */
int ug_null_write_count(const UgNullPlatform *np);
const char *ug_null_write(const UgNullPlatform *np, int i, const char **path, size_t *len);

/* --- Faults and other games ----------------------------------------------------------------- */
/* The next `count` write_file_atomic calls (-1: all of them) fail with `kind` and `why` (a full
 * disk: UG_FILE_NO_SPACE, "the disk is full (No space left on device)"), leaving the files as
 * they were and logging no write. UG_FILE_OK stops the failures. */
void ug_null_fail_writes(UgNullPlatform *np, UgFileError kind, const char *why, int count);
/* Another running game holds the lock of the save at `path`: lock_save says UG_FILE_LOCKED. */
void ug_null_hold_lock(UgNullPlatform *np, const char *path);
/* Whether this game holds the lock of `path` (lock_save taken, not given up). */
bool ug_null_has_lock(const UgNullPlatform *np, const char *path);

/* --- Long runs (the monkey: tests/monkey) ------------------------------------------------- */
/* Where events come from once the script is used up: called by next_event with its timeout,
 * with the contract of next_event (true with *event filled, false: none came in time). The
 * source may look at the platform and at the scenes (it runs between two of their events) but
 * must not call into the scenes. NULL: the window closes, as above. */
typedef bool (*UgNullSource)(void *context, int timeout_ms, UgPlatformEvent *event);
void ug_null_set_source(UgNullPlatform *np, UgNullSource source, void *context);
/* false: keep only the last frame presented (ug_null_frame(np, 0)), the last sound call and the
 * last 64 sentences said, and log no writes, so that memory stays bounded over millions of
 * events. true (the default): keep everything, for tests that look back. */
void ug_null_keep_history(UgNullPlatform *np, bool keep);
/* The window was resized (output_size gives the new size from now on; sizes below 1 are 1).
 * The caller then sends UG_EVENT_REDRAW, as the SDL window does. */
void ug_null_set_size(UgNullPlatform *np, int width, int height);
/* Time passes (now_ms): the end screens' pause, animations. */
void ug_null_advance_clock(UgNullPlatform *np, uint64_t ms);
/* How many frames were presented in all (ug_null_frame_count is 1 without the history). */
int ug_null_presented(const UgNullPlatform *np);
/* How many files exist now (removed ones do not count). */
int ug_null_file_count(const UgNullPlatform *np);

#endif /* UG_APP_PLATFORM_NULL_H */
