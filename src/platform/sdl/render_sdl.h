/* Frame -> pixels with SDL2's 2D renderer. Text is drawn from glyph atlases: each glyph is
 * rasterised once, white, with SDL2_ttf at the real output pixel size, and tinted per draw with
 * texture colour modulation; the atlases are rebuilt only when the layout's pixel sizes change,
 * so text is crisp at any scale and never a blurred upscale. Nothing here words anything: every
 * string comes in the frame.
 */
#ifndef UG_APP_RENDER_SDL_H
#define UG_APP_RENDER_SDL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "layout.h"
#include "view.h"

struct SDL_Renderer;
struct UgSpriteAtlas;

typedef struct UgRenderSdl UgRenderSdl;

/* Creates a renderer drawing with `renderer` (not owned) and the TrueType font at font_path.
 * TTF_Init must have been called. Returns NULL and writes one sentence into `error` if the font
 * cannot be opened. */
UgRenderSdl *ug_render_sdl_new(struct SDL_Renderer *renderer, const char *font_path, char *error,
                               size_t error_size);
void ug_render_sdl_free(UgRenderSdl *rs);

/* A second font (CJK) for the glyphs the main font lacks, read only when the first such glyph is
 * drawn. False if the path is too long. A file that cannot be read or opened is said once on
 * stderr, and those glyphs are drawn as '?'. */
bool ug_render_sdl_set_fallback(UgRenderSdl *rs, const char *path);

/* Where the text atlas took code point cp from, once drawn: 1 the main font, 2 the fallback
 * font, 0 neither (or not drawn yet). For tests. */
int ug_render_sdl_glyph_source(const UgRenderSdl *rs, uint32_t cp);

/* The sprite atlas the board is drawn from when the frame asks for sprites or hybrid (not owned;
 * NULL: none, the board is drawn with glyphs whatever the frame asks). */
void ug_render_sdl_set_sprites(UgRenderSdl *rs, const struct UgSpriteAtlas *atlas);

/* Draws `frame` laid out by `layout` into the renderer's current target (it does not present).
 * Rebuilds the atlases first if the layout's font sizes changed. False (with SDL_GetError set)
 * if an atlas could not be built; the frame is then drawn without text. */
bool ug_render_sdl_draw(UgRenderSdl *rs, const UgFrame *frame, const UgLayout *layout);

/* The caches (on by default): lines of text composed once into textures, the sprite atlas
 * scaled once per whole scale. A frame drawn with them equals, pixel for pixel, the frame drawn
 * without (the pixel test draws both); off drops them, for that test and the benchmark. */
void ug_render_sdl_set_caching(UgRenderSdl *rs, bool on);

/* The board's texture (board_cache.h) and the panels' (the HUD, the creatures in sight, the
 * inventory, the log: redrawn only when their drawing calls change), on by default, with the
 * caches, where the renderer draws into textures: `on` false draws them directly; `broken`
 * (tests only) keeps every cell and panel as first drawn, so that a test can see that it would
 * notice stale pixels. */
void ug_render_sdl_set_board_texture(UgRenderSdl *rs, bool on, bool broken);

/* How many cells the last frame drew into the board's texture; -1 when the board was drawn
 * directly (no texture, or the caches off). */
int ug_render_sdl_board_redrawn(const UgRenderSdl *rs);

/* How many panels the last frame drew into their textures (0: all copied, or drawn directly). */
int ug_render_sdl_panels_redrawn(const UgRenderSdl *rs);

/* How many lines were composed into the cache so far, and the bytes the cache holds now (for
 * tests and the benchmark). */
int ug_render_sdl_line_misses(const UgRenderSdl *rs);
size_t ug_render_sdl_cache_bytes(const UgRenderSdl *rs);

/* How many times the atlases were built (for tests: resizing rebuilds, redrawing does not). */
int ug_render_sdl_atlas_builds(const UgRenderSdl *rs);

/* Splits `text` into lines of at most `cols` columns by the view's rules (ug_text_wrap: spaces,
 * the catalogs' U+200B marks, UAX #14-style classes for Japanese, balanced lines). Calls `emit`
 * for each line with a pointer into text and its byte length. Returns the number of lines. */
int ug_wrap_text(const char *text, int cols, void (*emit)(void *user, const char *line, size_t n),
                 void *user);

#endif /* UG_APP_RENDER_SDL_H */
