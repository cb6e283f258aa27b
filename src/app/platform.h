/* The platform: everything the window's scenes need from the machine, behind one small table of
 * function pointers (Brogue CE's `struct brogueConsole`, Quake's `refexport_t`). The scenes
 * (scenes.c) are plain C that never see SDL: they take UgPlatformEvents, hand frames to
 * present_frame and keep saves and settings through the file entries.
 *
 * Two backends fill the table with designated initialisers:
 *   platform_sdl.c   the real window (SDL2), files on disk (the file module, src/io)
 *   platform_null.c  for tests: scripted events in, frames recorded out, files in memory
 *
 * Every entry gets the backend's `self` first. The scenes call the entries from one thread, in
 * the order of their loop; none of them may call back into the scenes. Entries marked optional
 * may be NULL and the scenes then do without.
 */
#ifndef UG_APP_PLATFORM_H
#define UG_APP_PLATFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bindings.h"
#include "command.h"
#include "file.h"
#include "layout.h"
#include "view.h"

/* The keys whose being held matters (simple: Shift with two arrows steps diagonally, and Shift
 * alone draws the arrows around the player). UG_KEY_OTHER: any other key. */
typedef enum UgHeldKey {
    UG_KEY_NONE = 0, /* not a key at all (a click, a tap, the wheel) */
    UG_KEY_OTHER,
    UG_KEY_LEFT,
    UG_KEY_UP,
    UG_KEY_RIGHT,
    UG_KEY_DOWN,
    UG_KEY_SHIFT,
} UgHeldKey;

typedef enum UgPlatformEventKind {
    UG_EVENT_NONE = 0,
    UG_EVENT_COMMAND,    /* `command`: a key went down (`key` says which), a click, a tap, the
                          * wheel; command.kind may be UG_CMD_NONE (a modifier alone) */
    UG_EVENT_KEY_UP,     /* `key` was let go */
    UG_EVENT_REDRAW,     /* the window was exposed, resized, moved or lost its pixels: draw again */
    UG_EVENT_FOCUS_LOST, /* the window lost the keyboard: no key is held any more (and redraw) */
    UG_EVENT_QUIT,       /* the window was closed */
} UgPlatformEventKind;

typedef struct UgPlatformEvent {
    UgPlatformEventKind kind;
    UgCommand command; /* UG_EVENT_COMMAND */
    UgHeldKey key;     /* UG_EVENT_COMMAND (UG_KEY_NONE when not a key) and UG_EVENT_KEY_UP */
} UgPlatformEvent;

/* A screenshot asked of present_frame: on return `ok` says whether it was saved, and `text` is
 * the file written or, when not ok, one clause saying why. */
typedef struct UgScreenshot {
    bool ok;
    char text[UG_FILE_WHY_MAX + 4096];
} UgScreenshot;

typedef struct UgPlatform {
    void *self; /* the backend's state, passed back to every entry */

    /* Waits up to timeout_ms (0: does not wait at all) for the next event; true with *event
     * filled if one came, false if none did in time. Blocks at most timeout_ms: the scenes ask
     * for 0 while commands are waiting and for about a second when idle, so an idle game uses
     * next to no CPU. Required. */
    bool (*next_event)(void *self, int timeout_ms, UgPlatformEvent *event);

    /* The size in pixels that frames are laid out for (the window's output, which differs from
     * its size on HiDPI screens). Never blocks. Required. */
    void (*output_size)(void *self, int *w, int *h);

    /* Draws `frame` laid out by `layout` (computed for output_size) and shows it; the first call
     * also shows the window, so nothing is seen before there is something to see. If `shot` is
     * not NULL the pixels drawn are saved as a PNG in the user folder before they are shown, and
     * *shot says where or why not. May wait for the display. Required. */
    void (*present_frame)(void *self, const UgFrame *frame, const UgLayout *layout,
                          UgScreenshot *shot);

    /* Milliseconds from an arbitrary start, for pacing and animation only: never for anything
     * the game decides. Optional (the scenes do not use it yet). */
    uint64_t (*now_ms)(void *self);

    /* Some unpredictable bits, to pick the seeds of new games (the seeds themselves are then
     * the only randomness a game has). Optional: NULL gives the same seeds every run. */
    uint64_t (*entropy)(void *self);

    /* The folder where saves, settings and screenshots are kept, with its trailing separator,
     * written into out[size]; false when there is none (nothing is then remembered). Optional:
     * NULL means there is none. */
    bool (*user_dir)(void *self, char *out, size_t size);

    /* Whole-file access, with the contracts of ug_file_read_own, ug_file_write_atomic,
     * ug_file_remove and ug_file_keep_aside (file.h): *data is free()d by the caller, a read
     * never blocks and refuses anything but a regular file, a write replaces a regular file
     * whole or not at all (and nothing else), a file set aside gets a free numbered name
     * (written into aside[aside_size]), and `why` gets one clause on failure, the error's kind
     * saying the same. Paths are the user folder's (user_dir) plus a file name. Required when
     * user_dir can return true. */
    UgFileError (*read_file)(void *self, const char *path, size_t max, char **data, size_t *len,
                             char *why, size_t why_size);
    UgFileError (*write_file_atomic)(void *self, const char *path, const void *data, size_t len,
                                     char *why, size_t why_size);
    /* Writes `data` at byte `offset` of the regular file at `path` (where its last write ended),
     * cuts the file there, and returns once it is on disk (fsync): a save point's append to the
     * save journal (record.h, version 4). A crash meanwhile leaves the file up to `offset` and
     * maybe some of `data`, which the journal's reader drops. Refused (never made) when the file
     * is missing or shorter than `offset`. Optional: NULL, and the save is written whole. */
    UgFileError (*write_file_at)(void *self, const char *path, size_t offset, const void *data,
                                 size_t len, char *why, size_t why_size);
    bool (*remove_file)(void *self, const char *path);
    UgFileError (*keep_aside)(void *self, const char *path, char *aside, size_t aside_size,
                              char *why, size_t why_size);

    /* Makes the folder `path` (the user folder's plus a name: "runs", "morgue") if it is not
     * there; true when it is there afterwards. Optional: NULL where files need no folders. */
    bool (*make_dir)(void *self, const char *path);
    /* Today's date in the player's time zone, "YYYY-MM-DD", written into out[size] (run
     * history, daily seeds: the core never reads a clock). Optional: NULL gives "1970-01-01". */
    void (*today)(void *self, char *out, size_t size);

    /* Takes the lock of the save at `path` for as long as the game runs (ug_file_lock: one
     * running game per save), and then removes the temporary files that a killed save of it
     * left. UG_FILE_LOCKED when another running game holds it; UG_FILE_OK also where locks do
     * not exist. Taking a lock already held here again is UG_FILE_OK. Optional: NULL means no
     * locks (every save is then taken as free). */
    UgFileError (*lock_save)(void *self, const char *path, char *why, size_t why_size);
    /* Gives up the lock of `path` taken by lock_save (nothing if none). Optional with it. */
    void (*unlock_save)(void *self, const char *path);

    /* Switches between a window and the whole screen. Optional (a backend with one size). */
    void (*toggle_fullscreen)(void *self);

    /* The options remembered in the settings (language, board zoom), with `lang` the language
     * in use now. Optional: NULL gives English and a board that fits the window. */
    void (*get_options)(void *self, UgOptions *out);
    /* Applies new options at once and remembers them; returns the catalog to word everything in
     * from now on (NULL: English). The catalog returned before may be freed by this call, so the
     * scenes take the new one at once. Optional: NULL keeps the language. */
    const UgCatalog *(*set_options)(void *self, const UgOptions *options);

    /* Plays the sounds of one turn or one menu step (UgSoundId values of src/audio/sounds.h, at
     * most UG_CUES_MAX) at once, mixed, at the options' volume; the options' mutes (set_options)
     * and the window's focus may silence them. Never blocks, never waits for the device; without
     * one it does nothing. Optional: NULL is silence. */
    void (*play_sounds)(void *self, const int *sounds, int count);

    /* One plain sentence for the person running the game, without the program's name or a line
     * end (the SDL backend writes "undergrid: SENTENCE\n" on stderr). Optional: NULL says
     * nothing. */
    void (*say)(void *self, const char *sentence);

    /* The key bindings in use (bindings.h), which the scenes may change (the Keys screen);
     * save_bindings remembers them (bindings.txt). Optional: NULL gives the defaults and
     * nothing is remembered. */
    UgBindings *(*bindings)(void *self);
    void (*save_bindings)(void *self);
} UgPlatform;

#endif /* UG_APP_PLATFORM_H */
