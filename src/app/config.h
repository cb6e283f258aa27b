/* The window settings remembered between runs: a small text file in the user's pref path.
 *
 *     undergrid-config 2
 *     width 1280
 *     height 720
 *     fullscreen 0
 *     language ja        (version 2: the menu's options; a new option is one more line)
 *     zoom 2
 *     travel 1           (the pace of travel and explore: 0 normal, 1 fast, 2 instant)
 *     tiles sprites
 *     palette deuteranopia   (normal, deuteranopia, protanopia, tritanopia, high-contrast)
 *     text-scale 125         (75..200, steps of 25; 100 is not written)
 *     volume 7           (sound, version 2: the four lines are written when one of them is not
 *     sound 1             its default: volume 10, sound 1 (effects on), mute 0 (M in play),
 *     mute 0              mute-in-background 1; each may be left out, and is then the default)
 *     mute-in-background 1
 *     pickup 1           (what explore picks up: 0 all but worse gear, 1 orbs and potions,
 *                        2 nothing, 3 everything)
 *     hints 0            (a first game's hints: 1 on, the default, unwritten; 0 off)
 *     animations 0       (a turn's effects: 1 on, the default, unwritten; 0 off at every pace)
 *
 * Version 1 files (width, height, fullscreen) are still read; a file without the options is
 * written as version 1, so that an older game still reads it.
 * The file is untrusted: ug_config_parse checks every line and every range and refuses the whole
 * file if anything is wrong (the caller reports it in one sentence and keeps the defaults).
 * ug_config_save writes a temporary file and renames it over the old one, so a good file is never
 * replaced by a half-written one. Parsing and formatting are pure; only load/save touch files.
 */
#ifndef UG_APP_CONFIG_H
#define UG_APP_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

enum { UG_CONFIG_MAX_BYTES = 4096, UG_CONFIG_MIN_W = 320, UG_CONFIG_MIN_H = 180 };
enum { UG_CONFIG_MAX_SIDE = 16384, UG_CONFIG_MAX_ZOOM = 4 /* UG_ZOOM_MAX */ };
enum { UG_CONFIG_MAX_TRAVEL = 2 /* UG_TRAVEL_COUNT - 1 */ };
enum { UG_CONFIG_MIN_TEXT_SCALE = 75, UG_CONFIG_MAX_TEXT_SCALE = 200 };
enum { UG_CONFIG_MAX_VOLUME = 10 /* UG_VOLUME_MAX */ };
enum { UG_CONFIG_MAX_PICKUP = 3 /* UG_PICKUP_COUNT - 1 */ };

typedef struct UgConfig {
    bool has_size; /* width and height were given */
    int width, height;
    bool fullscreen;
    char lang[8];   /* "en", "es", "ja"; "" : the system's (version 2) */
    int zoom;       /* the board zoom, 0..UG_ZOOM_MAX (version 2) */
    int travel;     /* travel's pace, 0..UG_CONFIG_MAX_TRAVEL (version 2) */
    int tiles;      /* UgTilesMode: "tiles glyphs|sprites|hybrid" (version 2; glyphs unwritten) */
    int palette;    /* a UgPalette, 0: normal (version 2) */
    int text_scale; /* percent, 75..200; 0: not given (100) (version 2) */
    int quiet;      /* sound (version 2): steps below full volume, 0..UG_VOLUME_MAX ("volume") */
    bool sound_off, muted, background_heard; /* "sound 0", "mute 1", "mute-in-background 0" */
    int pickup;     /* what explore picks up, 0..UG_CONFIG_MAX_PICKUP (UgAutoPickup; 0 unwritten) */
    bool hints_off; /* "hints 0": a first game's hints are off (1, the default, unwritten) */
    bool anims_off; /* "animations 0": a turn's effects are never drawn (1, the default, unwritten)
                     */
} UgConfig;

/* Parses the text of a config file into *config (zeroed first). On failure returns false and
 * writes why (one short clause, e.g. "line 2: the width must be 320..16384") into `error`. */
bool ug_config_parse(const char *text, size_t len, UgConfig *config, char *error,
                     size_t error_size);
/* Writes the file's text into out[size]; returns false if it does not fit. */
bool ug_config_format(const UgConfig *config, char *out, size_t size);

typedef enum UgConfigLoad { UG_CONFIG_MISSING, UG_CONFIG_LOADED, UG_CONFIG_BAD } UgConfigLoad;
/* Reads and parses `path`. UG_CONFIG_BAD fills `error`; *config then holds the defaults. */
UgConfigLoad ug_config_load(const char *path, UgConfig *config, char *error, size_t error_size);
/* Writes `path` safely (path.tmp, then rename). Returns false and fills `error` on failure. */
bool ug_config_save(const char *path, const UgConfig *config, char *error, size_t error_size);

#endif /* UG_APP_CONFIG_H */
