/* The sprite atlas in the window (sprites_sdl.h). */
#include "sprites_sdl.h"

#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "undergrid/parse.h"
#include "paths.h"

struct UgSpriteAtlas {
    SDL_Texture *texture;
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
    SDL_Surface *img = IMG_Load(png_path);
    if (!img) {
        free(text);
        snprintf(error, error_size, "%s cannot be read as an image (%s)", png_path, IMG_GetError());
        return NULL;
    }
    UgSpriteAtlas *a = calloc(1, sizeof *a);
    char bad[160];
    if (!a || !ug_atlas_index_parse(text, len, img->w, img->h, a->cells, bad, sizeof bad)) {
        snprintf(error, error_size, "%s does not fit its image (%s)", idx_path,
                 a ? bad : "out of memory");
        free(text);
        free(a);
        SDL_FreeSurface(img);
        return NULL;
    }
    free(text);
    a->texture = SDL_CreateTextureFromSurface(renderer, img);
    SDL_FreeSurface(img);
    if (!a->texture) {
        snprintf(error, error_size, "the tileset cannot be drawn (%s)", SDL_GetError());
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
    free(a);
}

SDL_Texture *ug_sprite_atlas_texture(const UgSpriteAtlas *a) {
    return a ? a->texture : NULL;
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
