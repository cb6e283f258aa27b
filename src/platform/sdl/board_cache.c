/* The board's texture. See board_cache.h. */
#include "board_cache.h"

#include <string.h>

#include <SDL.h>

void ug_board_cache_drop(UgBoardCache *bc) {
    if (bc->tex) SDL_DestroyTexture(bc->tex);
    bc->tex = NULL;
    bc->valid = false;
}

bool ug_board_cache_begin(UgBoardCache *bc, SDL_Renderer *r, const UgBoardKey *key, bool *all) {
    *all = false;
    if (bc->unsupported || key->w <= 0 || key->h <= 0 || key->cols > UG_FRAME_MAX_W ||
        key->rows > UG_FRAME_MAX_H)
        return false;
    if (!bc->tex) {
        SDL_RendererInfo info;
        if (SDL_GetRendererInfo(r, &info) != 0 || !(info.flags & SDL_RENDERER_TARGETTEXTURE)) {
            bc->unsupported = true;
            return false;
        }
    }
    bool same = bc->valid && memcmp(&bc->key, key, sizeof *key) == 0;
    if (bc->tex && (bc->key.w != key->w || bc->key.h != key->h)) ug_board_cache_drop(bc);
    if (!bc->tex) {
        same = false;
        bc->tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, key->w,
                                    key->h);
        if (!bc->tex) return false; /* tried again next frame: memory may come back */
        SDL_SetTextureBlendMode(bc->tex, SDL_BLENDMODE_NONE);
    }
    if (SDL_SetRenderTarget(r, bc->tex) != 0) {
        ug_board_cache_drop(bc);
        bc->unsupported = true;
        return false;
    }
    SDL_RenderSetClipRect(r, NULL);
    bc->redrawn = 0;
    if (!same) {
        bc->key = *key;
        bc->valid = true;
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(r, key->background.r, key->background.g, key->background.b,
                               key->background.a);
        SDL_RenderClear(r);
        *all = true;
    }
    return true;
}

bool ug_board_cache_dirty(UgBoardCache *bc, int x, int y, const UgCell *c, bool all) {
    UgCell *was = &bc->shown[y][x];
    if (!all && memcmp(was, c, sizeof *c) == 0) return false;
    *was = *c;
    bc->redrawn++;
    return true;
}

void ug_board_cache_end(UgBoardCache *bc, SDL_Renderer *r, int x, int y) {
    SDL_SetRenderTarget(r, NULL);
    SDL_Rect dst = {x, y, bc->key.w, bc->key.h};
    SDL_RenderSetClipRect(r, &dst);
    SDL_RenderCopy(r, bc->tex, NULL, &dst);
}
