/* What a platform remembers for the player between runs, kept out of the backends so that every
 * platform shares one rule: the settings file (config.txt: the window's size and the menu's
 * options, config.h), the key bindings (bindings.txt, bindings.h) and the language's catalog
 * (i18n/<lang>.po). Files go through the io layer (src/io/file.h); nothing here is SDL.
 *
 * A file that is not usable is said in one sentence (stderr and, when `notices` is given, the
 * log) and never written over: the settings file is kept aside under a numbered name (or, if it
 * cannot be moved, left alone and not saved), a bad bindings file keeps the defaults and is not
 * saved. The platform decides only where the folder is (`pref_dir`, ending in '/'; "" : nothing
 * is remembered), which language the system prefers, and the window's own size and fullscreen.
 */
#ifndef UG_APP_SETTINGS_H
#define UG_APP_SETTINGS_H

#include <stdbool.h>

#include "bindings.h"
#include "config.h"
#include "i18n.h"
#include "log.h"
#include "view.h"

enum { UG_SETTINGS_PATH_MAX = 4096 + 16 };

typedef struct UgSettings {
    char config_path[UG_SETTINGS_PATH_MAX];   /* "" : the settings are not saved */
    char bindings_path[UG_SETTINGS_PATH_MAX]; /* "" : the bindings are not saved */
    UgConfig config; /* as read, then as last written: a save that changes nothing writes nothing */
} UgSettings;

/* Reads config.txt in pref_dir into s->config (the defaults if missing or bad). */
void ug_settings_load_config(UgSettings *s, const char *pref_dir, UgLog *notices);
/* The menu's options the settings file gives (the defaults where it says nothing). */
void ug_settings_options(const UgSettings *s, UgOptions *out);
/* Writes config.txt from the options and the window's last windowed size and fullscreen, if
 * anything changed and the file is ours to write. */
void ug_settings_save(UgSettings *s, const UgOptions *options, int windowed_w, int windowed_h,
                      bool fullscreen);

/* Fills *b from bindings.txt in pref_dir, or the defaults with `keyboard` (the preset the
 * system's layout suggests, keyboard_guess.h) when the file is missing or is not one. A bad line
 * is said (with its number) and skipped. */
void ug_settings_load_bindings(UgSettings *s, const char *pref_dir, int keyboard, UgBindings *b,
                               UgLog *notices);
/* Writes bindings.txt, unless the file was not ours to replace. */
void ug_settings_save_bindings(const UgSettings *s, const UgBindings *b);

/* The catalog of `lang` from data_dir's i18n/ (data_dir NULL: the data folder was not found);
 * NULL, with the reason said, when the texts stay in English. The caller frees it. */
UgCatalog *ug_settings_load_catalog(const char *data_dir, const char *lang, UgLog *notices);

#endif
