/* The sprite atlas in the window (sprites_sdl.h). */
#include "sprites_sdl.h"

#include <SDL.h>
#include <SDL_image.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "undergrid/parse.h"
#include "paths.h"

struct UgSpriteAtlas {
    SDL_Texture *texture;
    SDL_Surface *pixels; /* the texture's, ARGB8888 */
    int cells[UG_SPR_COUNT][2];
};

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        snprintf(error, error_size, __VA_ARGS__);                                                  \
        return false;                                                                              \
    } while (0)

/* The next line of text[pos..len): its start and length; false at the end. */
static bool next_line(const char *text, size_t len, size_t *pos, const char **line, int *n) {
    if (*pos >= len) return false;
    size_t start = *pos, end = start;
    while (end < len && text[end] != '\n') end++;
    *line = text + start;
    *n = (int)(end - start);
    if (*n > 0 && (*line)[*n - 1] == '\r') (*n)--;
    *pos = end < len ? end + 1 : end;
    return true;
}

/* Splits a line into up to 4 words separated by single spaces; returns how many. */
static int words(const char *line, int n, const char *w[4], int wl[4]) {
    int count = 0, i = 0;
    while (i < n && count < 5) {
        int start = i;
        while (i < n && line[i] != ' ') i++;
        if (count == 4) return 5;
        w[count] = line + start;
        wl[count] = i - start;
        count++;
        if (i < n) i++; /* the space */
    }
    return count;
}

static bool number(const char *s, int n, int max, int *out) {
    long v;
    if (n <= 0 || !ug_parse_int(s, (size_t)n, 0, max, &v)) return false;
    *out = (int)v;
    return true;
}

bool ug_atlas_index_parse(const char *text, size_t len, int img_w, int img_h,
                          int cells[UG_SPR_COUNT][2], char *error, size_t error_size) {
    if (!text || len > UG_ATLAS_INDEX_MAX_BYTES) FAIL("the index is missing or too large");
    for (int i = 0; i < UG_SPR_COUNT; i++) cells[i][0] = cells[i][1] = -1;
    size_t pos = 0;
    const char *line;
    int n, ln = 0, size = 0, aw = 0, ah = 0;
    while (next_line(text, len, &pos, &line, &n)) {
        ln++;
        const char *w[4];
        int wl[4];
        int count = words(line, n, w, wl);
        if (ln == 1) {
            if (n != 17 || memcmp(line, "undergrid-tiles 1", 17) != 0)
                FAIL("line 1: this is not an Undergrid tileset index (version 1)");
        } else if (ln == 2) {
            if (count != 2 || wl[0] != 4 || memcmp(w[0], "size", 4) != 0 ||
                !number(w[1], wl[1], 64, &size) || size != UG_SPRITE_PX)
                FAIL("line 2: the sprites must be %d pixels", UG_SPRITE_PX);
        } else if (ln == 3) {
            if (count != 3 || wl[0] != 5 || memcmp(w[0], "atlas", 5) != 0 ||
                !number(w[1], wl[1], 8192, &aw) || !number(w[2], wl[2], 8192, &ah))
                FAIL("line 3: the atlas size is missing");
            if (aw != img_w || ah != img_h)
                FAIL("line 3: the index is for a %dx%d image, the atlas is %dx%d", aw, ah, img_w,
                     img_h);
        } else if (n == 0) {
            continue;
        } else {
            int col, row;
            if (count != 3 || !number(w[1], wl[1], 8192, &col) || !number(w[2], wl[2], 8192, &row))
                FAIL("line %d: a sprite is \"name column row\"", ln);
            int id = ug_sprite_by_name(w[0], wl[0]);
            if (id == UG_SPR_NONE) continue; /* a sprite this version does not draw */
            if ((col + 1) * size > img_w || (row + 1) * size > img_h)
                FAIL("line %d: the cell is outside the image", ln);
            if (cells[id][0] >= 0) FAIL("line %d: %s is given twice", ln, ug_sprite_name(id));
            cells[id][0] = col;
            cells[id][1] = row;
        }
    }
    if (ln < 3) FAIL("the index ends before its header is complete");
    for (int id = 1; id < UG_SPR_COUNT; id++)
        if (cells[id][0] < 0) FAIL("the tileset has no sprite for %s", ug_sprite_name(id));
    return true;
}

/* --- The PNG, checked before it is decoded ----------------------------------------------------
 * A damaged atlas hung the game at start (libpng looping on a cHRM chunk that ran past the end,
 * 3.5 MB/s of warnings on stderr), a FIFO as UNDERGRID_ATLAS blocked in open(), and a small PNG
 * was decoded to 256 MB before its size was refused (issue 25). So the file is read whole with
 * the bounded reader (a regular file, at most ATLAS_PNG_MAX bytes, never blocking); every chunk's
 * length and CRC is checked, IHDR's size against the index and ATLAS_SIDE_MAX; and only the
 * chunks that make the picture (IHDR, PLTE, tRNS, IDAT, IEND) are handed to SDL_image, from
 * memory, so that no ancillary chunk (cHRM, iCCP, text...) can make libpng warn or loop. */
enum { ATLAS_PNG_MAX = 4 * 1024 * 1024, ATLAS_SIDE_MAX = 2048 };

static uint32_t be32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* The CRC of PNG chunks (ISO 3309, reflected 0xEDB88320), over a chunk's type and data. */
static uint32_t png_crc(const unsigned char *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return c ^ 0xFFFFFFFFu;
}

static bool kept_chunk(const unsigned char *type) {
    static const char *const kept[] = {"IHDR", "PLTE", "tRNS", "IDAT", "IEND"};
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++)
        if (memcmp(type, kept[i], 4) == 0) return true;
    return false;
}

/* Checks the PNG in data[len] chunk by chunk and copies the chunks kept into out (as large as
 * data), *out_len bytes; its size in *w, *h. False and one clause in `why`. */
static bool png_check(const unsigned char *data, size_t len, unsigned char *out, size_t *out_len,
                      int *w, int *h, char *why, size_t why_size) {
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (len < 8 || memcmp(data, sig, 8) != 0) {
        snprintf(why, why_size, "it is not a PNG file");
        return false;
    }
    memcpy(out, sig, 8);
    size_t pos = 8, n = 8;
    bool end = false;
    for (int chunk = 0; !end; chunk++) {
        if (len - pos < 12) {
            snprintf(why, why_size, "it ends inside chunk %d", chunk + 1);
            return false;
        }
        uint32_t size = be32(data + pos);
        const unsigned char *type = data + pos + 4;
        if (size > len - pos - 12) {
            snprintf(why, why_size, "chunk %d (%.4s) runs past the end of the file", chunk + 1,
                     (const char *)type);
            return false;
        }
        for (int i = 0; i < 4; i++)
            if (!((type[i] >= 'A' && type[i] <= 'Z') || (type[i] >= 'a' && type[i] <= 'z'))) {
                snprintf(why, why_size, "chunk %d has no valid type", chunk + 1);
                return false;
            }
        if (png_crc(type, 4 + (size_t)size) != be32(type + 4 + size)) {
            snprintf(why, why_size, "chunk %d (%.4s) is damaged (its CRC)", chunk + 1,
                     (const char *)type);
            return false;
        }
        bool ihdr = memcmp(type, "IHDR", 4) == 0;
        if ((chunk == 0) != ihdr || (ihdr && size != 13)) {
            snprintf(why, why_size, "its header (IHDR) is missing or damaged");
            return false;
        }
        if (ihdr) {
            uint32_t pw = be32(type + 4), ph = be32(type + 8);
            if (pw == 0 || ph == 0 || pw > ATLAS_SIDE_MAX || ph > ATLAS_SIDE_MAX) {
                snprintf(why, why_size, "it is %" PRIu32 "x%" PRIu32 " pixels, larger than %dx%d",
                         pw, ph, ATLAS_SIDE_MAX, ATLAS_SIDE_MAX);
                return false;
            }
            *w = (int)pw, *h = (int)ph;
        }
        end = memcmp(type, "IEND", 4) == 0;
        if (kept_chunk(type)) {
            memcpy(out + n, data + pos, 12 + (size_t)size);
            n += 12 + (size_t)size;
        }
        pos += 12 + (size_t)size;
    }
    *out_len = n;
    return true;
}

/* The atlas image: read, checked against the index (`cells` filled), decoded from memory. */
static SDL_Surface *load_png(const char *png_path, const char *idx, size_t idx_len,
                             int cells[UG_SPR_COUNT][2], char *error, size_t error_size) {
    char *data = NULL, why[UG_FILE_WHY_MAX];
    size_t len = 0, clean_len = 0;
    if (ug_file_read(png_path, ATLAS_PNG_MAX, &data, &len, why, sizeof why) != UG_FILE_OK) {
        snprintf(error, error_size, "%s cannot be read (%s)", png_path, why);
        return NULL;
    }
    unsigned char *clean = malloc(len > 8 ? len : 8);
    int w = 0, h = 0;
    char bad[160] = "out of memory";
    bool ok = clean && png_check((const unsigned char *)data, len, clean, &clean_len, &w, &h, bad,
                                 sizeof bad);
    free(data);
    if (!ok) {
        snprintf(error, error_size, "%s cannot be read as an image (%s)", png_path, bad);
        free(clean);
        return NULL;
    }
    if (!ug_atlas_index_parse(idx, idx_len, w, h, cells, bad, sizeof bad)) {
        snprintf(error, error_size, "the index does not fit %s (%s)", png_path, bad);
        free(clean);
        return NULL;
    }
    SDL_RWops *rw = SDL_RWFromConstMem(clean, (int)clean_len);
    SDL_Surface *img = rw ? IMG_LoadPNG_RW(rw) : NULL;
    if (rw) SDL_RWclose(rw);
    free(clean);
    if (img && (img->w != w || img->h != h)) {
        SDL_FreeSurface(img);
        img = NULL;
        SDL_SetError("its pixels are not its header's size");
    }
    if (!img)
        snprintf(error, error_size, "%s cannot be read as an image (%s)", png_path, SDL_GetError());
    return img;
}

UgSpriteAtlas *ug_sprite_atlas_load(SDL_Renderer *renderer, const char *png_path,
                                    const char *idx_path, char *error, size_t error_size) {
    char *text = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX];
    if (ug_file_read(idx_path, UG_ATLAS_INDEX_MAX_BYTES, &text, &len, why, sizeof why) !=
        UG_FILE_OK) {
        snprintf(error, error_size, "%s cannot be read (%s)", idx_path, why);
        return NULL;
    }
    UgSpriteAtlas *a = calloc(1, sizeof *a);
    SDL_Surface *img = a ? load_png(png_path, text, len, a->cells, error, error_size) : NULL;
    if (!a) snprintf(error, error_size, "out of memory");
    free(text);
    if (!img) {
        free(a);
        return NULL;
    }
    a->texture = SDL_CreateTextureFromSurface(renderer, img);
    a->pixels = SDL_ConvertSurfaceFormat(img, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(img);
    if (!a->texture) {
        snprintf(error, error_size, "the tileset cannot be drawn (%s)", SDL_GetError());
        SDL_FreeSurface(a->pixels);
        free(a);
        return NULL;
    }
    SDL_SetTextureBlendMode(a->texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(a->texture, SDL_ScaleModeNearest); /* crisp at every scale */
    return a;
}

void ug_sprite_atlas_free(UgSpriteAtlas *a) {
    if (!a) return;
    if (a->texture) SDL_DestroyTexture(a->texture);
    SDL_FreeSurface(a->pixels);
    free(a);
}

SDL_Texture *ug_sprite_atlas_texture(const UgSpriteAtlas *a) {
    return a ? a->texture : NULL;
}

const SDL_Surface *ug_sprite_atlas_surface(const UgSpriteAtlas *a) {
    return a ? a->pixels : NULL;
}

bool ug_sprite_atlas_cell(const UgSpriteAtlas *a, int sprite, int *x, int *y) {
    if (!a || sprite <= UG_SPR_NONE || sprite >= UG_SPR_COUNT) return false;
    *x = a->cells[sprite][0] * UG_SPRITE_PX;
    *y = a->cells[sprite][1] * UG_SPRITE_PX;
    return true;
}

static bool both(const char *dir, char *png, char *idx, size_t size) {
    return snprintf(png, size, "%stiles/atlas.png", dir) < (int)size &&
           snprintf(idx, size, "%stiles/atlas.idx", dir) < (int)size && ug_paths_readable(png) &&
           ug_paths_readable(idx);
}

bool ug_sprite_atlas_find(char *png, char *idx, size_t size) {
    char dir[4096];
    bool have_dir = ug_paths_data_dir(dir, sizeof dir);
    if (have_dir && both(dir, png, idx, size)) return true;
#ifdef UG_BUILD_DATA_DIR
    char p2[4096], i2[4096];
    if (both(UG_BUILD_DATA_DIR, p2, i2, sizeof p2)) {
        snprintf(png, size, "%s", p2);
        snprintf(idx, size, "%s", i2);
        return true;
    }
#endif
    if (have_dir)
        both(dir, png, idx, size); /* says where it was looked for */
    else if (size)
        png[0] = idx[0] = '\0';
    return false;
}
