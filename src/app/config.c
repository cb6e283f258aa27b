/* The settings file. See config.h. */
#include "config.h"
#include "sprites.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "lines.h"
#include "palette.h"
#include "undergrid/parse.h"

/* Reads a whole number 0..max from s[0..n) with the one parser every reader uses; false if it is
 * not one (a sign is not allowed here: no setting is negative). */
static bool parse_int(const char *s, size_t n, int max, int *out) {
    long v;
    if (n == 0 || s[0] == '-' || !ug_parse_int(s, n, 0, max, &v)) return false;
    *out = (int)v;
    return true;
}

/* A parse under way: where it writes, which settings it has met (each may be given once). */
typedef struct ConfigParse {
    UgConfig *c;
    char *error;
    size_t error_size;
    int version;
    bool has_pickup, has_hints, has_anims;
    bool has_w, has_h, has_fs, has_lang, has_zoom, has_travel, has_tiles, has_palette, has_scale;
    bool has_volume, has_flag[3]; /* sound, mute, background */
} ConfigParse;

/* One "key value" line of the file, and its number. */
typedef struct ConfigLine {
    const char *key, *v;
    size_t klen, vlen;
    int line;
} ConfigLine;

/* What a group of settings makes of a line: read, refused (the error said), or not its key. */
enum { SETTING_BAD, SETTING_OK, SETTING_UNKNOWN };

/* Says why the file is refused into the caller's error buffer; false, for `return fail(...)`. */
static bool fail(ConfigParse *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(ConfigParse *p, const char *fmt, ...) {
    if (p->error && p->error_size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->error, p->error_size, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* True if the line's key is exactly `name`. */
static bool key_is(const ConfigLine *l, const char *name) {
    size_t n = strlen(name);
    return l->klen == n && memcmp(l->key, name, n) == 0;
}

/* The settings of version 1: width, height, fullscreen. */
static int size_setting(ConfigParse *p, const ConfigLine *l) {
    UgConfig *c = p->c;
    if (key_is(l, "width")) {
        if (p->has_w || !parse_int(l->v, l->vlen, UG_CONFIG_MAX_SIDE, &c->width) ||
            c->width < UG_CONFIG_MIN_W)
            return fail(p, "line %d: the width must be given once, %d..%d", l->line,
                        UG_CONFIG_MIN_W, UG_CONFIG_MAX_SIDE);
        p->has_w = true;
    } else if (key_is(l, "height")) {
        if (p->has_h || !parse_int(l->v, l->vlen, UG_CONFIG_MAX_SIDE, &c->height) ||
            c->height < UG_CONFIG_MIN_H)
            return fail(p, "line %d: the height must be given once, %d..%d", l->line,
                        UG_CONFIG_MIN_H, UG_CONFIG_MAX_SIDE);
        p->has_h = true;
    } else if (key_is(l, "fullscreen")) {
        int f;
        if (p->has_fs || !parse_int(l->v, l->vlen, 1, &f))
            return fail(p, "line %d: fullscreen must be given once, 0 or 1", l->line);
        c->fullscreen = f == 1;
        p->has_fs = true;
    } else {
        return SETTING_UNKNOWN;
    }
    return SETTING_OK;
}

/* The version 2 settings of how the game looks: zoom, tiles, palette, text-scale. */
static int look_setting(ConfigParse *p, const ConfigLine *l) {
    UgConfig *c = p->c;
    if (key_is(l, "zoom")) {
        if (p->has_zoom || !parse_int(l->v, l->vlen, UG_CONFIG_MAX_ZOOM, &c->zoom))
            return fail(p, "line %d: zoom must be given once, 0..%d", l->line, UG_CONFIG_MAX_ZOOM);
        p->has_zoom = true;
    } else if (key_is(l, "tiles")) {
        c->tiles = ug_tiles_mode_parse(l->v, (int)l->vlen);
        if (p->has_tiles || c->tiles < 0)
            return fail(p, "line %d: tiles must be given once, glyphs, sprites or hybrid", l->line);
        p->has_tiles = true;
    } else if (key_is(l, "palette")) {
        int pal = ug_palette_from_key(l->v, l->vlen);
        if (p->has_palette || pal < 0)
            return fail(p,
                        "line %d: the palette must be given once, normal, deuteranopia, "
                        "protanopia, tritanopia or high-contrast",
                        l->line);
        c->palette = pal;
        p->has_palette = true;
    } else if (key_is(l, "text-scale")) {
        if (p->has_scale || !parse_int(l->v, l->vlen, UG_CONFIG_MAX_TEXT_SCALE, &c->text_scale) ||
            c->text_scale < UG_CONFIG_MIN_TEXT_SCALE || c->text_scale % 25 != 0)
            return fail(p, "line %d: text-scale must be given once, %d..%d in steps of 25", l->line,
                        UG_CONFIG_MIN_TEXT_SCALE, UG_CONFIG_MAX_TEXT_SCALE);
        p->has_scale = true;
    } else {
        return SETTING_UNKNOWN;
    }
    return SETTING_OK;
}

/* The version 2 settings of play: language and travel. */
static int play_setting(ConfigParse *p, const ConfigLine *l) {
    UgConfig *c = p->c;
    const char *v = l->v;
    if (key_is(l, "language")) {
        bool known = (l->vlen == 2 && (memcmp(v, "en", 2) == 0 || memcmp(v, "es", 2) == 0 ||
                                       memcmp(v, "ja", 2) == 0));
        if (p->has_lang || !known)
            return fail(p, "line %d: the language must be given once, en, es or ja", l->line);
        memcpy(c->lang, v, 2);
        c->lang[2] = '\0';
        p->has_lang = true;
    } else if (key_is(l, "travel")) {
        if (p->has_travel || !parse_int(v, l->vlen, UG_CONFIG_MAX_TRAVEL, &c->travel))
            return fail(p, "line %d: travel must be given once, 0..%d", l->line,
                        UG_CONFIG_MAX_TRAVEL);
        p->has_travel = true;
    } else if (key_is(l, "pickup")) {
        if (p->has_pickup || !parse_int(v, l->vlen, UG_CONFIG_MAX_PICKUP, &c->pickup))
            return fail(p, "line %d: pickup must be given once, 0..%d", l->line,
                        UG_CONFIG_MAX_PICKUP);
        p->has_pickup = true;
    } else if (key_is(l, "hints")) {
        int on;
        if (p->has_hints || !parse_int(v, l->vlen, 1, &on))
            return fail(p, "line %d: hints must be given once, 0 or 1", l->line);
        c->hints_off = on == 0;
        p->has_hints = true;
    } else if (key_is(l, "animations")) {
        int on;
        if (p->has_anims || !parse_int(v, l->vlen, 1, &on))
            return fail(p, "line %d: animations must be given once, 0 or 1", l->line);
        c->anims_off = on == 0;
        p->has_anims = true;
    } else {
        return SETTING_UNKNOWN;
    }
    return SETTING_OK;
}

/* The version 2 sound settings: volume, sound, mute, mute-in-background. */
static int sound_setting(ConfigParse *p, const ConfigLine *l) {
    UgConfig *c = p->c;
    if (key_is(l, "volume")) {
        int v10;
        if (p->has_volume || !parse_int(l->v, l->vlen, UG_CONFIG_MAX_VOLUME, &v10))
            return fail(p, "line %d: the volume must be given once, 0..%d", l->line,
                        UG_CONFIG_MAX_VOLUME);
        c->quiet = UG_CONFIG_MAX_VOLUME - v10;
        p->has_volume = true;
    } else if (key_is(l, "sound") || key_is(l, "mute") || key_is(l, "mute-in-background")) {
        int f, which = l->klen == 5 ? 0 : l->klen == 4 ? 1 : 2;
        if (p->has_flag[which] || !parse_int(l->v, l->vlen, 1, &f))
            return fail(p, "line %d: %.*s must be given once, 0 or 1", l->line, (int)l->klen,
                        l->key);
        if (which == 0) c->sound_off = f == 0;
        if (which == 1) c->muted = f == 1;
        if (which == 2) c->background_heard = f == 0;
        p->has_flag[which] = true;
    } else {
        return SETTING_UNKNOWN;
    }
    return SETTING_OK;
}

/* Reads one setting line (not the first, not blank or a comment); false with the error said. */
static bool config_line(ConfigParse *p, const char *s, const char *end, int line) {
    const char *sp = memchr(s, ' ', (size_t)(end - s));
    if (!sp) return fail(p, "line %d has no value", line);
    ConfigLine l = {.key = s,
                    .v = sp + 1,
                    .klen = (size_t)(sp - s),
                    .vlen = (size_t)(end - (sp + 1)),
                    .line = line};
    int r = size_setting(p, &l);
    if (r == SETTING_UNKNOWN && p->version >= 2) r = look_setting(p, &l);
    if (r == SETTING_UNKNOWN && p->version >= 2) r = play_setting(p, &l);
    if (r == SETTING_UNKNOWN && p->version >= 2) r = sound_setting(p, &l);
    if (r == SETTING_UNKNOWN) return fail(p, "line %d has an unknown setting", line);
    return r == SETTING_OK;
}

/* Reads the whole file into p->c; false with the error said (the caller clears the config). */
static bool config_read(ConfigParse *p, const char *text, size_t len) {
    if (len > UG_CONFIG_MAX_BYTES)
        return fail(p, "it is larger than %d bytes", UG_CONFIG_MAX_BYTES);
    if (memchr(text, '\0', len)) return fail(p, "it contains a NUL byte");
    size_t pos = 0;
    int line = 0;
    const char *s, *end;
    while (ug_line_next(text, len, &pos, &s, &end)) {
        line++;
        if (line == 1) {
            if ((size_t)(end - s) != 18 || memcmp(s, "undergrid-config ", 17) != 0 ||
                (s[17] != '1' && s[17] != '2'))
                return fail(p, "line 1 is not \"undergrid-config 1\" or \"undergrid-config 2\"");
            p->version = s[17] - '0';
            continue;
        }
        if (end == s || *s == '#') continue;
        if (!config_line(p, s, end, line)) return false;
    }
    if (line == 0) return fail(p, "it is empty");
    if (p->has_w != p->has_h) return fail(p, "it gives the width or the height without the other");
    p->c->has_size = p->has_w && p->has_h;
    return true;
}

bool ug_config_parse(const char *text, size_t len, UgConfig *c, char *error, size_t error_size) {
    memset(c, 0, sizeof *c);
    if (error && error_size) error[0] = '\0';
    ConfigParse p = {.c = c, .error = error, .error_size = error_size, .version = 1};
    if (config_read(&p, text, len)) return true;
    memset(c, 0, sizeof *c);
    return false;
}

bool ug_config_format(const UgConfig *c, char *out, size_t size) {
    bool has_scale = c->text_scale != 0 && c->text_scale != 100;
    bool sound = c->quiet != 0 || c->sound_off || c->muted || c->background_heard;
    bool options = c->lang[0] || c->zoom != 0 || c->travel != 0 || c->tiles != 0 ||
                   c->palette != 0 || has_scale || sound || c->pickup != 0 || c->hints_off ||
                   c->anims_off; /* else version 1 */
    int n = snprintf(out, size, "undergrid-config %d\n", options ? 2 : 1);
    if (n < 0 || (size_t)n >= size) return false;
    size_t used = (size_t)n;
    if (c->has_size) {
        n = snprintf(out + used, size - used, "width %d\nheight %d\n", c->width, c->height);
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    n = snprintf(out + used, size - used, "fullscreen %d\n", c->fullscreen ? 1 : 0);
    if (n < 0 || (size_t)n >= size - used) return false;
    used += (size_t)n;
    if (c->lang[0]) {
        n = snprintf(out + used, size - used, "language %s\n", c->lang);
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (c->zoom != 0) {
        n = snprintf(out + used, size - used, "zoom %d\n", c->zoom);
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (c->travel != 0) {
        n = snprintf(out + used, size - used, "travel %d\n", c->travel);
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (c->pickup != 0) {
        n = snprintf(out + used, size - used, "pickup %d\n", c->pickup);
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (c->hints_off) {
        n = snprintf(out + used, size - used, "hints 0\n");
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (c->anims_off) {
        n = snprintf(out + used, size - used, "animations 0\n");
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (c->tiles != 0) {
        const char *name = ug_tiles_mode_name(c->tiles);
        n = name ? snprintf(out + used, size - used, "tiles %s\n", name) : -1;
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (c->palette != 0) {
        const char *key = ug_palette_key((UgPalette)c->palette);
        n = key ? snprintf(out + used, size - used, "palette %s\n", key) : -1;
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (has_scale) {
        n = snprintf(out + used, size - used, "text-scale %d\n", c->text_scale);
        if (n < 0 || (size_t)n >= size - used) return false;
        used += (size_t)n;
    }
    if (sound) {
        n = snprintf(out + used, size - used,
                     "volume %d\nsound %d\nmute %d\nmute-in-background %d\n",
                     UG_CONFIG_MAX_VOLUME - c->quiet, c->sound_off ? 0 : 1, c->muted ? 1 : 0,
                     c->background_heard ? 0 : 1);
        if (n < 0 || (size_t)n >= size - used) return false;
    }
    return true;
}

UgConfigLoad ug_config_load(const char *path, UgConfig *c, char *error, size_t error_size) {
    memset(c, 0, sizeof *c);
    char *text = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX];
    ug_file_clean_old_temps(path, UG_FILE_STALE_TEMP_S); /* a killed write's, if old */
    UgFileError err = ug_file_read(path, UG_CONFIG_MAX_BYTES, &text, &len, why, sizeof why);
    if (err == UG_FILE_MISSING) return UG_CONFIG_MISSING;
    if (err == UG_FILE_TOO_LARGE) {
        snprintf(error, error_size, "it is larger than %d bytes", UG_CONFIG_MAX_BYTES);
        return UG_CONFIG_BAD;
    }
    if (err != UG_FILE_OK) {
        snprintf(error, error_size, "it cannot be read: %s", why);
        return UG_CONFIG_BAD;
    }
    bool ok = ug_config_parse(text, len, c, error, error_size);
    free(text);
    return ok ? UG_CONFIG_LOADED : UG_CONFIG_BAD;
}

bool ug_config_save(const char *path, const UgConfig *c, char *error, size_t error_size) {
    char text[512];
    /* Check what we write with the same parser that will read it: never store a bad file. */
    UgConfig check;
    if (!ug_config_format(c, text, sizeof text) ||
        !ug_config_parse(text, strlen(text), &check, error, error_size)) {
        if (error && error_size && !error[0]) snprintf(error, error_size, "the settings are bad");
        return false;
    }
    char why[UG_FILE_WHY_MAX];
    if (ug_file_write_atomic(path, text, strlen(text), why, sizeof why) != UG_FILE_OK) {
        snprintf(error, error_size, "%s cannot be written: %s", path, why);
        return false;
    }
    return true;
}
