/* The settings file. See config.h. */
#include "config.h"
#include "sprites.h"

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

bool ug_config_parse(const char *text, size_t len, UgConfig *c, char *error, size_t error_size) {
    memset(c, 0, sizeof *c);
    if (error && error_size) error[0] = '\0';
#define FAIL(...)                                                                                  \
    do {                                                                                           \
        if (error && error_size) snprintf(error, error_size, __VA_ARGS__);                         \
        memset(c, 0, sizeof *c);                                                                   \
        return false;                                                                              \
    } while (0)
    if (len > UG_CONFIG_MAX_BYTES) FAIL("it is larger than %d bytes", UG_CONFIG_MAX_BYTES);
    if (memchr(text, '\0', len)) FAIL("it contains a NUL byte");
    bool has_w = false, has_h = false, has_fs = false, has_lang = false, has_zoom = false;
    bool has_travel = false;
    bool has_tiles = false;
    bool has_palette = false, has_scale = false;
    bool has_volume = false, has_flag[3] = {false, false, false}; /* sound, mute, background */
    int version = 1;
    size_t pos = 0;
    int line = 0;
    const char *s, *end;
    while (ug_line_next(text, len, &pos, &s, &end)) {
        line++;
        if (line == 1) {
            if ((size_t)(end - s) != 18 || memcmp(s, "undergrid-config ", 17) != 0 ||
                (s[17] != '1' && s[17] != '2'))
                FAIL("line 1 is not \"undergrid-config 1\" or \"undergrid-config 2\"");
            version = s[17] - '0';
            continue;
        }
        if (end == s || *s == '#') continue;
        const char *sp = memchr(s, ' ', (size_t)(end - s));
        if (!sp) FAIL("line %d has no value", line);
        size_t klen = (size_t)(sp - s);
        const char *v = sp + 1;
        size_t vlen = (size_t)(end - v);
        if (klen == 5 && memcmp(s, "width", 5) == 0) {
            if (has_w || !parse_int(v, vlen, UG_CONFIG_MAX_SIDE, &c->width) ||
                c->width < UG_CONFIG_MIN_W)
                FAIL("line %d: the width must be given once, %d..%d", line, UG_CONFIG_MIN_W,
                     UG_CONFIG_MAX_SIDE);
            has_w = true;
        } else if (klen == 6 && memcmp(s, "height", 6) == 0) {
            if (has_h || !parse_int(v, vlen, UG_CONFIG_MAX_SIDE, &c->height) ||
                c->height < UG_CONFIG_MIN_H)
                FAIL("line %d: the height must be given once, %d..%d", line, UG_CONFIG_MIN_H,
                     UG_CONFIG_MAX_SIDE);
            has_h = true;
        } else if (klen == 10 && memcmp(s, "fullscreen", 10) == 0) {
            int f;
            if (has_fs || !parse_int(v, vlen, 1, &f))
                FAIL("line %d: fullscreen must be given once, 0 or 1", line);
            c->fullscreen = f == 1;
            has_fs = true;
        } else if (version >= 2 && klen == 8 && memcmp(s, "language", 8) == 0) {
            bool known = (vlen == 2 && (memcmp(v, "en", 2) == 0 || memcmp(v, "es", 2) == 0 ||
                                        memcmp(v, "ja", 2) == 0));
            if (has_lang || !known)
                FAIL("line %d: the language must be given once, en, es or ja", line);
            memcpy(c->lang, v, 2);
            c->lang[2] = '\0';
            has_lang = true;
        } else if (version >= 2 && klen == 4 && memcmp(s, "zoom", 4) == 0) {
            if (has_zoom || !parse_int(v, vlen, UG_CONFIG_MAX_ZOOM, &c->zoom))
                FAIL("line %d: zoom must be given once, 0..%d", line, UG_CONFIG_MAX_ZOOM);
            has_zoom = true;
        } else if (version >= 2 && klen == 6 && memcmp(s, "travel", 6) == 0) {
            if (has_travel || !parse_int(v, vlen, UG_CONFIG_MAX_TRAVEL, &c->travel))
                FAIL("line %d: travel must be given once, 0..%d", line, UG_CONFIG_MAX_TRAVEL);
            has_travel = true;
        } else if (version >= 2 && klen == 5 && memcmp(s, "tiles", 5) == 0) {
            c->tiles = ug_tiles_mode_parse(v, (int)vlen);
            if (has_tiles || c->tiles < 0)
                FAIL("line %d: tiles must be given once, glyphs, sprites or hybrid", line);
            has_tiles = true;
        } else if (version >= 2 && klen == 7 && memcmp(s, "palette", 7) == 0) {
            int pal = ug_palette_from_key(v, vlen);
            if (has_palette || pal < 0)
                FAIL("line %d: the palette must be given once, normal, deuteranopia, protanopia, "
                     "tritanopia or high-contrast",
                     line);
            c->palette = pal;
            has_palette = true;
        } else if (version >= 2 && klen == 10 && memcmp(s, "text-scale", 10) == 0) {
            if (has_scale || !parse_int(v, vlen, UG_CONFIG_MAX_TEXT_SCALE, &c->text_scale) ||
                c->text_scale < UG_CONFIG_MIN_TEXT_SCALE || c->text_scale % 25 != 0)
                FAIL("line %d: text-scale must be given once, %d..%d in steps of 25", line,
                     UG_CONFIG_MIN_TEXT_SCALE, UG_CONFIG_MAX_TEXT_SCALE);
            has_scale = true;
        } else if (version >= 2 && klen == 6 && memcmp(s, "volume", 6) == 0) {
            int v10;
            if (has_volume || !parse_int(v, vlen, UG_CONFIG_MAX_VOLUME, &v10))
                FAIL("line %d: the volume must be given once, 0..%d", line, UG_CONFIG_MAX_VOLUME);
            c->quiet = UG_CONFIG_MAX_VOLUME - v10;
            has_volume = true;
        } else if (version >= 2 && ((klen == 5 && memcmp(s, "sound", 5) == 0) ||
                                    (klen == 4 && memcmp(s, "mute", 4) == 0) ||
                                    (klen == 18 && memcmp(s, "mute-in-background", 18) == 0))) {
            int f, which = klen == 5 ? 0 : klen == 4 ? 1 : 2;
            if (has_flag[which] || !parse_int(v, vlen, 1, &f))
                FAIL("line %d: %.*s must be given once, 0 or 1", line, (int)klen, s);
            if (which == 0) c->sound_off = f == 0;
            if (which == 1) c->muted = f == 1;
            if (which == 2) c->background_heard = f == 0;
            has_flag[which] = true;
        } else {
            FAIL("line %d has an unknown setting", line);
        }
    }
    if (line == 0) FAIL("it is empty");
    if (has_w != has_h) FAIL("it gives the width or the height without the other");
    c->has_size = has_w && has_h;
    return true;
#undef FAIL
}

bool ug_config_format(const UgConfig *c, char *out, size_t size) {
    bool has_scale = c->text_scale != 0 && c->text_scale != 100;
    bool sound = c->quiet != 0 || c->sound_off || c->muted || c->background_heard;
    bool options = c->lang[0] || c->zoom != 0 || c->travel != 0 || c->tiles != 0 ||
                   c->palette != 0 || has_scale || sound; /* else version 1 */
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
    char text[256];
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
