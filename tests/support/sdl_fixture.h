/* The pixel tests' fixtures (tests/app): SDL's video (the dummy driver in CTest) and SDL_ttf
 * started before each test and shut down after it (cmocka_unit_test_setup_teardown), and a
 * canvas: the real renderer drawing into an offscreen software surface whose pixels are read
 * back. Header-only; include after <cmocka.h> in a target that links undergrid_app. */
#ifndef UG_TESTS_SDL_FIXTURE_H
#define UG_TESTS_SDL_FIXTURE_H

#include <SDL.h>
#include <SDL_ttf.h>

#include "paths.h"
#include "render_sdl.h"
#include "sprites_sdl.h"

static int setup(void **state) {
    (void)state;
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) return -1;
    return 0;
}

static int teardown(void **state) {
    (void)state;
    TTF_Quit();
    SDL_Quit();
    return 0;
}

typedef struct Canvas {
    SDL_Surface *surface;
    SDL_Renderer *renderer;
    UgRenderSdl *rs;
    UgSpriteAtlas *atlas; /* NULL unless the test loads one */
} Canvas;

/* A w x h canvas with the system's font; the test is skipped when no font is installed. */
static inline void canvas_open(Canvas *c, int w, int h) {
    static char font_path[4096];
    memset(c, 0, sizeof *c);
    if (!ug_paths_find_font(NULL, font_path, sizeof font_path)) skip(); /* no font installed */
    c->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(c->surface);
    c->renderer = SDL_CreateSoftwareRenderer(c->surface);
    assert_non_null(c->renderer);
    char error[512];
    c->rs = ug_render_sdl_new(c->renderer, font_path, error, sizeof error);
    assert_non_null(c->rs);
}

static inline void canvas_close(Canvas *c) {
    ug_render_sdl_free(c->rs);
    if (c->atlas) ug_sprite_atlas_free(c->atlas);
    SDL_DestroyRenderer(c->renderer);
    SDL_FreeSurface(c->surface);
}

static inline SDL_Color pixel(const Canvas *c, int x, int y) {
    Uint32 v = ((const Uint32 *)c->surface->pixels)[y * (c->surface->pitch / 4) + x];
    SDL_Color col;
    SDL_GetRGBA(v, c->surface->format, &col.r, &col.g, &col.b, &col.a);
    return col;
}

#endif /* UG_TESTS_SDL_FIXTURE_H */
