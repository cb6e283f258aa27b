/* The sprite atlas in the window: the PNG the atlas tool built (tools/ug_atlas.c) and its index
 * (name column row), loaded with SDL2_image into one texture drawn with nearest-neighbour
 * scaling. Both files are untrusted: a missing, damaged or incomplete atlas is refused whole with
 * one clause saying why, and the board is then drawn with glyphs.
 */
#ifndef UG_APP_SPRITES_SDL_H
#define UG_APP_SPRITES_SDL_H

#include <stdbool.h>
#include <stddef.h>

#include "sprites.h"

struct SDL_Renderer;
struct SDL_Texture;
struct SDL_Surface;

typedef struct UgSpriteAtlas UgSpriteAtlas;

enum { UG_ATLAS_INDEX_MAX_BYTES = 16384 };

/* Where each sprite's cell is, from the index's text: cells[id] = {column, row} of every sprite
 * of the list (sprites.h), for an atlas image of img_w x img_h pixels. False and one clause in
 * `error` ("line 4: the cell is outside the image") if anything is wrong or a sprite is missing.
 * Pure: no SDL. */
bool ug_atlas_index_parse(const char *text, size_t len, int img_w, int img_h,
                          int cells[UG_SPR_COUNT][2], char *error, size_t error_size);

/* Loads the atlas (png_path and idx_path) for `renderer`. NULL and one clause in `error` if it
 * cannot be used. */
UgSpriteAtlas *ug_sprite_atlas_load(struct SDL_Renderer *renderer, const char *png_path,
                                    const char *idx_path, char *error, size_t error_size);
void ug_sprite_atlas_free(UgSpriteAtlas *atlas);

/* The atlas's texture and the source rectangle of a sprite (false for UG_SPR_NONE and ids out
 * of range). */
struct SDL_Texture *ug_sprite_atlas_texture(const UgSpriteAtlas *atlas);
bool ug_sprite_atlas_cell(const UgSpriteAtlas *atlas, int sprite, int *x, int *y);

/* The texture's pixels in memory, ARGB8888 (for the renderer's atlas scaled per tile size);
 * NULL if they could not be kept. */
const struct SDL_Surface *ug_sprite_atlas_surface(const UgSpriteAtlas *atlas);

/* The atlas files of an installed game, a relocated one or the build tree: tiles/atlas.png and
 * tiles/atlas.idx in the data folder (ug_paths_data_dir), else in the build tree's staging
 * folder. False when neither has them (png/idx then name where they were looked for first). */
bool ug_sprite_atlas_find(char *png, char *idx, size_t size);

#endif /* UG_APP_SPRITES_SDL_H */
