/* The board's texture (issue 28): the board drawn into a render target kept from frame to frame,
 * where only the cells whose UgCell changed since the last frame are drawn again, and the whole
 * texture copied to the screen once a frame. A cell's pixels are a function of its UgCell and of
 * what the whole board shares (the key: the board's size, the tile, the seam, glyphs or sprites,
 * the atlases' builds, the background), so a cell equal to the one drawn last time is already
 * right in the texture; a change of the key redraws every cell. Used only where the renderer
 * can draw into textures (SDL_RENDERER_TARGETTEXTURE); elsewhere the board is drawn directly.
 */
#ifndef UG_APP_BOARD_CACHE_H
#define UG_APP_BOARD_CACHE_H

#include <stdbool.h>

#include "view.h"

struct SDL_Renderer;
struct SDL_Texture;

/* What every cell's pixels depend on besides its own UgCell. Compared byte for byte: build it
 * from a zeroed value. */
typedef struct UgBoardKey {
    int w, h;       /* the board's rectangle in pixels (the texture's size) */
    int cols, rows; /* the cells drawn */
    int tile, gap;
    int mode;            /* UgTilesMode as drawn */
    const void *sprites; /* the sprite atlas (NULL: none) */
    int glyph_gen;       /* the board's glyph atlas build */
    UgColor background;  /* what an empty cell shows */
} UgBoardKey;

typedef struct UgBoardCache {
    struct SDL_Texture *tex;
    bool valid;       /* shown holds what tex shows, for key */
    bool unsupported; /* the renderer cannot draw into textures: never tried again */
    UgBoardKey key;
    UgCell shown[UG_FRAME_MAX_H][UG_FRAME_MAX_W];
    int redrawn; /* cells drawn into the texture in the last frame (for tests and the bench) */
} UgBoardCache;

/* Makes the texture ready for `key` and makes it the renderer's target. Returns false (the
 * target unchanged) when the board must be drawn directly: no render targets, or the texture
 * cannot be made. *all is set when every cell must be drawn (the texture was just cleared to
 * key->background). */
bool ug_board_cache_begin(UgBoardCache *bc, struct SDL_Renderer *r, const UgBoardKey *key,
                          bool *all);

/* Whether cell (x, y) must be drawn again; records it as drawn. */
bool ug_board_cache_dirty(UgBoardCache *bc, int x, int y, const UgCell *c, bool all);

/* Restores the screen as the target and copies the texture to (x, y) (the board's corner). */
void ug_board_cache_end(UgBoardCache *bc, struct SDL_Renderer *r, int x, int y);

/* Forgets what the texture shows (the next frame redraws every cell) and frees it. */
void ug_board_cache_drop(UgBoardCache *bc);

#endif /* UG_APP_BOARD_CACHE_H */
