/* The player's remembered settings, shared by the platforms. See settings.h. */
#include "settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"

void ug_settings_load_config(UgSettings *s, const char *pref_dir, UgLog *notices) {
    memset(&s->config, 0, sizeof s->config);
    s->config_path[0] = '\0';
    if (!pref_dir || !pref_dir[0]) return; /* no writable home: nothing is remembered */
    snprintf(s->config_path, sizeof s->config_path, "%sconfig.txt", pref_dir);
    char error[256] = "";
    if (ug_config_load(s->config_path, &s->config, error, sizeof error) != UG_CONFIG_BAD) return;
    /* Kept aside under a numbered name, so that the defaults written on quitting never replace
     * the player's file; if it cannot be moved, nothing is written over it. */
    char aside[UG_SETTINGS_PATH_MAX + 64] = "", why[UG_FILE_WHY_MAX] = "";
    bool kept =
        ug_file_keep_aside(s->config_path, aside, sizeof aside, why, sizeof why) == UG_FILE_OK;
    const char *name = strrchr(aside, '/');
    char notice[UG_LOG_ARG_MAX];
    snprintf(notice, sizeof notice, "%.120s; %s %.40s", error, kept ? "kept as" : "left as it is",
             kept ? (name ? name + 1 : aside) : "");
    fprintf(stderr, "undergrid: the settings file %s is not usable (%s); the defaults apply, ",
            s->config_path, error);
    if (kept) {
        fprintf(stderr, "and it was kept as %s.\n", aside);
    } else {
        fprintf(stderr, "and it is left as it is (%s).\n", why);
        s->config_path[0] = '\0'; /* never replaced by the defaults */
    }
    if (notices) ug_log_push(notices, UG_UIMSG_BAD_CONFIG, 0, 0, notice);
}

void ug_settings_options(const UgSettings *s, UgOptions *out) {
    const UgConfig *c = &s->config;
    snprintf(out->lang, sizeof out->lang, "%s", c->lang);
    out->zoom = c->zoom;
    out->travel = c->travel;
    out->tiles = c->tiles;
    out->palette = c->palette;
    out->text_scale = c->text_scale;
    out->quiet = c->quiet;
    out->sound_off = c->sound_off;
    out->muted = c->muted;
    out->background_heard = c->background_heard;
    out->pickup = c->pickup;
    out->hints_off = c->hints_off;
    out->anims_off = c->anims_off;
}

void ug_settings_save(UgSettings *s, const UgOptions *options, int windowed_w, int windowed_h,
                      bool fullscreen) {
    if (!s->config_path[0]) return;
    UgConfig c;
    memset(&c, 0, sizeof c); /* padding too: the file is written only when c differs */
    c.has_size = true;
    c.width = windowed_w;
    c.height = windowed_h;
    c.fullscreen = fullscreen;
    snprintf(c.lang, sizeof c.lang, "%s", options->lang);
    c.zoom = options->zoom;
    c.travel = options->travel;
    c.tiles = options->tiles;
    c.palette = options->palette;
    c.text_scale = options->text_scale == 100 ? 0 : options->text_scale;
    c.quiet = options->quiet;
    c.sound_off = options->sound_off;
    c.muted = options->muted;
    c.background_heard = options->background_heard;
    c.pickup = (unsigned)options->pickup <= UG_CONFIG_MAX_PICKUP ? options->pickup : 0;
    c.hints_off = options->hints_off;
    c.anims_off = options->anims_off;
    if (c.width < UG_CONFIG_MIN_W || c.height < UG_CONFIG_MIN_H) c.has_size = false;
    if (memcmp(&c, &s->config, sizeof c) == 0) return;
    s->config = c;
    char error[UG_SETTINGS_PATH_MAX + 128];
    if (!ug_config_save(s->config_path, &c, error, sizeof error))
        fprintf(stderr, "undergrid: the settings were not saved: %s.\n", error);
}

/* The defaults, with the hints naming the letters the system's layout types until the player
 * chooses a preset (the file says it). */
static void default_bindings(UgBindings *b, int keyboard) {
    ug_bindings_default(b);
    b->keyboard = keyboard;
}

void ug_settings_load_bindings(UgSettings *s, const char *pref_dir, int keyboard, UgBindings *b,
                               UgLog *notices) {
    default_bindings(b, keyboard);
    s->bindings_path[0] = '\0';
    if (!pref_dir || !pref_dir[0]) return;
    snprintf(s->bindings_path, sizeof s->bindings_path, "%sbindings.txt", pref_dir);
    char *text = NULL, why[UG_FILE_WHY_MAX] = "";
    size_t len = 0;
    ug_file_clean_old_temps(s->bindings_path, UG_FILE_STALE_TEMP_S); /* a killed write's */
    UgFileError err =
        ug_file_read(s->bindings_path, UG_BINDINGS_MAX_BYTES, &text, &len, why, sizeof why);
    if (err == UG_FILE_MISSING) return;
    UgBindingsReport r = {0};
    bool ok = err == UG_FILE_OK && ug_bindings_parse(text, len, b, &r);
    free(text);
    if (err != UG_FILE_OK) snprintf(r.lines[0], sizeof r.lines[0], "it cannot be read");
    if (!ok) {
        s->bindings_path[0] = '\0'; /* not ours to replace */
        default_bindings(b, keyboard);
        if (r.count == 0) r.count = 1;
    }
    for (int i = 0; i < r.count && i < UG_BINDINGS_REPORTS; i++)
        fprintf(stderr, "undergrid: the key bindings file: %s; %s.\n", r.lines[i],
                ok ? "that line is ignored" : "the default keys apply");
    if (r.count && notices) {
        char notice[UG_LOG_ARG_MAX];
        snprintf(notice, sizeof notice, "bindings.txt %.100s", r.lines[0]);
        ug_log_push(notices, UG_UIMSG_BAD_BINDINGS, 0, 0, notice);
    }
}

void ug_settings_save_bindings(const UgSettings *s, const UgBindings *b) {
    char text[4096], why[UG_FILE_WHY_MAX];
    if (!s->bindings_path[0] || !ug_bindings_format(b, text, sizeof text)) return;
    if (ug_file_write_atomic(s->bindings_path, text, strlen(text), why, sizeof why) != UG_FILE_OK)
        fprintf(stderr, "undergrid: the key bindings were not saved: %s.\n", why);
}

UgCatalog *ug_settings_load_catalog(const char *data_dir, const char *lang, UgLog *notices) {
    if (!data_dir) {
        fprintf(stderr, "undergrid: the game's data folder (i18n/) was not found; the texts are "
                        "in English.\n");
        if (notices) ug_log_push(notices, UG_UIMSG_NO_CATALOG, 0, 0, lang);
        return NULL;
    }
    char path[UG_SETTINGS_PATH_MAX + 32];
    snprintf(path, sizeof path, "%si18n/%s.po", data_dir, lang);
    char *text = NULL;
    size_t len = 0;
    char unread[UG_FILE_WHY_MAX];
    if (ug_file_read(path, UG_PO_MAX_BYTES, &text, &len, unread, sizeof unread) != UG_FILE_OK) {
        fprintf(stderr, "undergrid: %s cannot be read (%s); the texts are in English.\n", path,
                unread);
        if (notices) ug_log_push(notices, UG_UIMSG_NO_CATALOG, 0, 0, lang);
        return NULL;
    }
    char error[128];
    UgCatalog *catalog = ug_catalog_parse(text, len, error, sizeof error);
    free(text);
    if (!catalog) {
        fprintf(stderr, "undergrid: %s is damaged (%s); the texts are in English.\n", path, error);
        char why[UG_LOG_ARG_MAX];
        snprintf(why, sizeof why, "%.8s.po, %.120s", lang, error);
        if (notices) ug_log_push(notices, UG_UIMSG_BAD_CATALOG, 0, 0, why);
    } else if (ug_catalog_refused(catalog) > 0) {
        fprintf(stderr,
                "undergrid: %d entries of %s were refused because their %%d and %%s do not match "
                "the English text; those texts are in English.\n",
                ug_catalog_refused(catalog), path);
    }
    return catalog;
}
