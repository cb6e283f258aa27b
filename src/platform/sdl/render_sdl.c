/* Frame -> pixels. See render_sdl.h. One drawer per panel: board, HUD, minimap, log, screens,
 * overlay; each reads only the frame, its laid-out rectangles and rows (frame_layout.h) and the
 * layout, and only paints: where a piece goes and how many rows it takes are the frame's. */
#include "render_sdl.h"

#include "board_cache.h"
#include "frame_layout.h"
#include "legibility.h"
#include "osk.h"
#include "touch_view.h"
#include "sprites_sdl.h"
#include "text.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

/* The glyphs an atlas holds: printable ASCII and Latin-1 (all of Spanish), rasterised when the
 * atlas is built, and any other code point (Japanese) added on demand the first time it is drawn,
 * into extra pages, from the main font or else the fallback (CJK) font. What neither font has is
 * drawn as '?'. */
enum { ASCII_FIRST = 32, ASCII_LAST = 126, LATIN_FIRST = 160, LATIN_LAST = 255 };
enum { GLYPHS = (ASCII_LAST - ASCII_FIRST + 1) + (LATIN_LAST - LATIN_FIRST + 1) };

typedef struct Glyph {
    SDL_Rect src; /* in the atlas; the rendered glyph as TTF lays it out from the pen position */
    SDL_Texture *texture; /* the page it is on; NULL: the atlas's main texture */
    int advance;
    int minx, maxx, miny, maxy; /* the ink box, relative to the pen and baseline */
    int yoff;                   /* fallback glyphs: moves their baseline onto the main font's */
    int source;                 /* 1: the main font, 2: the fallback font, 0: neither */
    bool present;
    /* The same pixels in memory, for the line cache to compose lines from: src's rectangle of
     * the atlas's sheet (mem NULL: the sheet), or the extra's own surface from (0, 0). */
    SDL_Surface *mem;
    /* The part of src with ink (alpha > 0), from src's corner: a copy of only it is the same
     * pixels (a transparent pixel blends to what is under it). w 0: no ink. */
    SDL_Rect ink;
} Glyph;

enum { PAGE_COLS = 16, PAGE_ROWS = 16, PAGE_GLYPHS = PAGE_COLS * PAGE_ROWS, PAGES = 8 };
enum { EXTRA_MAX = PAGE_GLYPHS * PAGES };

typedef struct Extra {
    uint32_t cp;
    Glyph glyph;
} Extra;

typedef struct Atlas {
    int px;  /* font pixel size; 0 = not built */
    int gen; /* which build (the line cache's key) */
    SDL_Texture *texture;
    SDL_Surface *sheet;          /* the main texture's pixels, kept for the line cache */
    int ascent, height, advance; /* advance of 'M' (the font is monospace) */
    Glyph glyphs[GLYPHS];
    /* On-demand glyphs: the fonts stay open at this size while the atlas lives. */
    TTF_Font *font, *fallback;
    int cell_w, cell_h; /* an extra page's cell */
    SDL_Texture *pages[PAGES];
    Extra extras[EXTRA_MAX];
    int extra_count;
} Atlas;

enum { ATLAS_TEXT, ATLAS_BOARD, ATLAS_HEADING, ATLAS_COUNT };

/* The line cache: each line of text drawn (the bytes drawn after the cut at its width, the atlas
 * and the atlas's build) composed once into a texture of its glyphs' own pixels, white ink with
 * its coverage, and then drawn in one copy with the same colour and alpha modulation a glyph
 * would have had. Glyphs whose ink does not overlap blend pixel by pixel exactly as they would
 * one by one, so the cached frame is the uncached one; a line whose glyphs' ink overlaps is
 * drawn glyph by glyph. Four ways a set, least recently drawn out first, and a byte budget: an
 * entry drawn in this frame is never evicted (the line is then drawn glyph by glyph). An
 * atlas's rebuild (a new size) drops its lines. */
enum { LINE_SETS = 256, LINE_WAYS = 4, LINE_BUDGET = 8 << 20 };
enum { SPRITE_SIZES = 6, SPRITE_SCALED_MAX = 256 };
/* The remembered tones a dimmed sprite is modulated with. */
enum { DIM_R = 140, DIM_G = 140, DIM_B = 165 };

typedef struct Line {
    bool valid;
    int atlas, gen; /* the atlas and its build the line was composed from */
    uint32_t hash;
    char *text; /* the bytes drawn (owned), len of them */
    size_t len;
    SDL_Texture *tex; /* NULL: the line has no ink */
    int dx, dy;       /* the ink's corner from the pen's start and the line's top */
    size_t bytes;
    uint64_t used; /* the frame it was last drawn in */
} Line;

/* The panels' textures (the HUD, the creatures in sight, the inventory, the log): a panel's
 * drawer is first run with a Recorder listening, which takes down every drawing call it makes
 * (fills, lines of text with their atlas's build, sprites with their atlas) instead of drawing;
 * when the list is the one that drew the panel's texture, byte for byte, the texture is copied in
 * one opaque copy, and otherwise the drawer is run again into the texture. The same calls draw
 * the same pixels: the panel's first call must be an opaque fill of its whole rectangle (so
 * nothing under it shows), else the panel is drawn directly. The drawers draw only through
 * fill, outline, draw_text and draw_sprite. */
typedef struct Recorder {
    unsigned char *buf;
    size_t len, cap;
    bool failed; /* out of memory: the panel is drawn directly */
} Recorder;

enum { PANEL_HUD, PANEL_SIGHT, PANEL_INVENTORY, PANEL_LOG, PANEL_COUNT };

typedef struct PanelCache {
    SDL_Texture *tex;
    int w, h;
    Recorder shown; /* the calls that drew tex (len 0: nothing valid) */
    Recorder next;  /* this frame's calls */
} PanelCache;

/* The recorder listening while a panel's calls are taken down (NULL: the calls draw). The
 * renderer draws on one thread. */
static Recorder *recording;

static void rec_put(const void *p, size_t n) {
    Recorder *rc = recording;
    if (rc->failed) return;
    if (rc->len + n > rc->cap) {
        size_t cap = rc->cap ? rc->cap : 4096;
        while (cap < rc->len + n) cap *= 2;
        unsigned char *grown = SDL_realloc(rc->buf, cap);
        if (!grown) {
            rc->failed = true;
            return;
        }
        rc->buf = grown;
        rc->cap = cap;
    }
    memcpy(rc->buf + rc->len, p, n);
    rc->len += n;
}

/* One call: its kind and its arguments, as ints. */
static void rec_call(int op, const int *args, int n) {
    rec_put(&op, sizeof op);
    rec_put(args, sizeof *args * (size_t)n);
}

static int rgba(UgColor c) {
    return (int)((unsigned)c.r << 24 | (unsigned)c.g << 16 | (unsigned)c.b << 8 | c.a);
}

enum { REC_FILL = 1, REC_OUTLINE, REC_TEXT, REC_SPRITE };

struct UgRenderSdl {
    SDL_Renderer *renderer;
    void *font_data; /* the whole font file: FreeType reading a file in small seeks is slow */
    size_t font_size;
    char fallback_path[4096]; /* "" : none */
    void *fallback_data;      /* read on the first glyph the main font lacks */
    size_t fallback_size;
    bool fallback_failed;
    Atlas atlases[ATLAS_COUNT];
    int builds;
    const UgSpriteAtlas *sprites; /* NULL: glyphs only */
    bool no_cache;                /* tests: every frame drawn without the caches */
    Line lines[LINE_SETS][LINE_WAYS];
    size_t line_bytes;
    uint64_t frame;
    int line_misses;
    /* The sprite atlas scaled to a tile size (sprite_scaled), so that a sprite at that size is
     * one unscaled copy: built once per size (the board's and the sidebar's), for the atlas it
     * came from. */
    SDL_Texture *sprite_big[SPRITE_SIZES];
    int sprite_big_t[SPRITE_SIZES];
    bool sprite_big_dim[SPRITE_SIZES]; /* with the remembered tones applied (opaque atlases) */
    uint64_t sprite_big_used[SPRITE_SIZES];
    const UgSpriteAtlas *sprite_big_of;
    /* Sprites with no transparent pixel (of sprite_big_of): copied, not blended (a blend of an
     * opaque pixel is the pixel). */
    bool sprite_opaque[UG_SPR_COUNT];
    /* The remembered cells' hatch as points, light and dark, drawn in one call each. */
    SDL_Point *hatch[2];
    int hatch_n[2], hatch_cap[2];
    const UgFrameLaid *laid;        /* the frame being drawn, laid out (frame_layout.h) */
    UgBoardCache board;             /* the board's texture (board_cache.h) */
    bool board_off, board_break;    /* tests: no board texture; one that misses every change */
    PanelCache panels[PANEL_COUNT]; /* the side panels' and the log's textures (see Recorder) */
    int panels_redrawn;             /* panels drawn into their textures in the last frame */
    int targets;                    /* render targets: 0 not asked yet, 1 yes, -1 no */
    bool board_uncleared;      /* this frame's clear left the board's rectangle to draw_board */
    SDL_atomic_t targets_lost; /* SDL said render targets' contents were lost (targets_reset) */
    UgFrameLaid scratch;       /* its layout when the frame came without one */
};

static TTF_Font *open_font_data(const void *data, size_t size, int px) {
    SDL_RWops *rw = data ? SDL_RWFromConstMem(data, (int)size) : NULL;
    return rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
}

static TTF_Font *open_font(const UgRenderSdl *rs, int px) {
    return open_font_data(rs->font_data, rs->font_size, px);
}

static int glyph_index(uint32_t cp) {
    if (cp >= ASCII_FIRST && cp <= ASCII_LAST) return (int)(cp - ASCII_FIRST);
    if (cp >= LATIN_FIRST && cp <= LATIN_LAST)
        return (ASCII_LAST - ASCII_FIRST + 1) + (int)(cp - LATIN_FIRST);
    return '?' - ASCII_FIRST;
}

static uint32_t glyph_codepoint(int index) {
    if (index <= ASCII_LAST - ASCII_FIRST) return (uint32_t)(ASCII_FIRST + index);
    return (uint32_t)(LATIN_FIRST + index - (ASCII_LAST - ASCII_FIRST + 1));
}

static void atlas_free(Atlas *a) {
    if (a->texture) SDL_DestroyTexture(a->texture);
    SDL_FreeSurface(a->sheet);
    for (int i = 0; i < a->extra_count; i++) SDL_FreeSurface(a->extras[i].glyph.mem);
    for (int i = 0; i < PAGES; i++)
        if (a->pages[i]) SDL_DestroyTexture(a->pages[i]);
    if (a->font) TTF_CloseFont(a->font);
    if (a->fallback) TTF_CloseFont(a->fallback);
    memset(a, 0, sizeof *a);
}

static void lines_drop(UgRenderSdl *rs, int atlas);

/* Finds g's ink inside its src rectangle of `from` (from (fx, fy)). */
static void glyph_ink(Glyph *g, const SDL_Surface *from, int fx, int fy) {
    int x0 = g->src.w, y0 = g->src.h, x1 = -1, y1 = -1;
    for (int y = 0; from && y < g->src.h && fy + y < from->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)from->pixels + (fy + y) * from->pitch);
        for (int x = 0; x < g->src.w && fx + x < from->w; x++)
            if (row[fx + x] >> 24) {
                if (x < x0) x0 = x;
                if (x > x1) x1 = x;
                if (y < y0) y0 = y;
                if (y > y1) y1 = y;
            }
    }
    g->ink = x1 < 0 ? (SDL_Rect){0, 0, 0, 0} : (SDL_Rect){x0, y0, x1 - x0 + 1, y1 - y0 + 1};
}
static void sprites_drop(UgRenderSdl *rs);
static void panels_drop(UgRenderSdl *rs);

/* Rasterises every glyph of the font at `px` pixels, white on transparent, into one texture. */
static bool atlas_build(UgRenderSdl *rs, Atlas *a, int px) {
    atlas_free(a);
    TTF_Font *font = open_font(rs, px);
    if (!font) return false;
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
    a->ascent = TTF_FontAscent(font);
    a->height = TTF_FontHeight(font);
    int adv = 0;
    TTF_GlyphMetrics32(font, 'M', NULL, NULL, NULL, NULL, &adv);
    a->advance = adv > 0 ? adv : px / 2 + 1;
    SDL_Surface *surfaces[GLYPHS] = {0};
    int cell_w = 1, cell_h = 1;
    SDL_Color white = {255, 255, 255, 255};
    for (int i = 0; i < GLYPHS; i++) {
        uint32_t cp = glyph_codepoint(i);
        Glyph *g = &a->glyphs[i];
        if (cp == ' ' || cp == 0xA0) {
            g->advance = a->advance;
            continue;
        }
        if (!TTF_GlyphIsProvided32(font, cp)) continue;
        TTF_GlyphMetrics32(font, cp, &g->minx, &g->maxx, &g->miny, &g->maxy, &g->advance);
        surfaces[i] = TTF_RenderGlyph32_Blended(font, cp, white);
        if (!surfaces[i]) continue;
        g->present = true;
        g->source = 1;
        if (surfaces[i]->w > cell_w) cell_w = surfaces[i]->w;
        if (surfaces[i]->h > cell_h) cell_h = surfaces[i]->h;
    }
    a->font = font; /* kept for the glyphs added on demand */
    a->cell_w = 2 * px + 4;
    a->cell_h = 2 * px + 4;
    int per_row = 16;
    int rows = (GLYPHS + per_row - 1) / per_row;
    SDL_Surface *sheet = SDL_CreateRGBSurfaceWithFormat(0, per_row * cell_w, rows * cell_h, 32,
                                                        SDL_PIXELFORMAT_ARGB8888);
    bool ok = sheet != NULL;
    if (ok) {
        SDL_FillRect(sheet, NULL, SDL_MapRGBA(sheet->format, 255, 255, 255, 0));
        for (int i = 0; i < GLYPHS; i++) {
            if (!surfaces[i]) continue;
            SDL_Rect dst = {(i % per_row) * cell_w, (i / per_row) * cell_h, surfaces[i]->w,
                            surfaces[i]->h};
            SDL_SetSurfaceBlendMode(surfaces[i], SDL_BLENDMODE_NONE); /* copy the alpha */
            SDL_BlitSurface(surfaces[i], NULL, sheet, &dst);
            a->glyphs[i].src = dst;
            glyph_ink(&a->glyphs[i], sheet, dst.x, dst.y);
        }
        a->texture = SDL_CreateTextureFromSurface(rs->renderer, sheet);
        ok = a->texture != NULL;
        if (ok) SDL_SetTextureBlendMode(a->texture, SDL_BLENDMODE_BLEND);
        a->sheet = sheet;
    }
    for (int i = 0; i < GLYPHS; i++) SDL_FreeSurface(surfaces[i]);
    if (!ok) {
        atlas_free(a);
        return false;
    }
    a->px = px;
    a->gen = ++rs->builds;
    lines_drop(rs, (int)(a - rs->atlases));
    return true;
}

/* The fallback font at the atlas's size, opened (and its file read) the first time it is
 * needed. NULL if there is none. */
static TTF_Font *atlas_fallback(UgRenderSdl *rs, Atlas *a) {
    if (a->fallback) return a->fallback;
    if (!rs->fallback_path[0] || rs->fallback_failed) return NULL;
    if (!rs->fallback_data) {
        rs->fallback_data = SDL_LoadFile(rs->fallback_path, &rs->fallback_size);
        if (!rs->fallback_data || rs->fallback_size >= (size_t)INT32_MAX) {
            fprintf(stderr, "undergrid: the font %s cannot be read (%s); Japanese shows as '?'.\n",
                    rs->fallback_path, SDL_GetError());
            rs->fallback_failed = true;
            return NULL;
        }
    }
    a->fallback = open_font_data(rs->fallback_data, rs->fallback_size, a->px);
    if (!a->fallback) {
        fprintf(stderr, "undergrid: the font %s cannot be opened (%s); Japanese shows as '?'.\n",
                rs->fallback_path, TTF_GetError());
        rs->fallback_failed = true;
        return NULL;
    }
    TTF_SetFontHinting(a->fallback, TTF_HINTING_LIGHT);
    return a->fallback;
}

/* Rasterises code point cp into the next free cell of the extra pages. The entry is kept even
 * when no font has the glyph, so that it is looked for only once. */
static Glyph *atlas_add(UgRenderSdl *rs, Atlas *a, uint32_t cp) {
    if (a->extra_count >= EXTRA_MAX || !a->font) return NULL;
    int index = a->extra_count++;
    Extra *e = &a->extras[index];
    memset(e, 0, sizeof *e);
    e->cp = cp;
    Glyph *g = &e->glyph;
    TTF_Font *font = NULL;
    if (TTF_GlyphIsProvided32(a->font, cp)) {
        font = a->font;
        g->source = 1;
    } else {
        TTF_Font *fb = atlas_fallback(rs, a);
        if (fb && TTF_GlyphIsProvided32(fb, cp)) {
            font = fb;
            g->source = 2;
            g->yoff = a->ascent - TTF_FontAscent(fb);
        }
    }
    if (!font) return g;
    TTF_GlyphMetrics32(font, cp, &g->minx, &g->maxx, &g->miny, &g->maxy, &g->advance);
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *raw = TTF_RenderGlyph32_Blended(font, cp, white);
    SDL_Surface *surface = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!surface) return g;
    int page = index / PAGE_GLYPHS, cell = index % PAGE_GLYPHS;
    if (!a->pages[page]) {
        int w = PAGE_COLS * a->cell_w, h = PAGE_ROWS * a->cell_h;
        a->pages[page] = SDL_CreateTexture(rs->renderer, SDL_PIXELFORMAT_ARGB8888,
                                           SDL_TEXTUREACCESS_STATIC, w, h);
        void *clear = a->pages[page] ? SDL_calloc((size_t)w * (size_t)h, 4) : NULL;
        if (clear) {
            SDL_UpdateTexture(a->pages[page], NULL, clear, w * 4);
            SDL_SetTextureBlendMode(a->pages[page], SDL_BLENDMODE_BLEND);
        } else if (a->pages[page]) {
            SDL_DestroyTexture(a->pages[page]);
            a->pages[page] = NULL;
        }
        SDL_free(clear);
    }
    if (a->pages[page]) {
        SDL_Rect dst = {(cell % PAGE_COLS) * a->cell_w, (cell / PAGE_COLS) * a->cell_h,
                        surface->w < a->cell_w ? surface->w : a->cell_w,
                        surface->h < a->cell_h ? surface->h : a->cell_h};
        if (SDL_UpdateTexture(a->pages[page], &dst, surface->pixels, surface->pitch) == 0) {
            g->src = dst;
            g->texture = a->pages[page];
            g->present = true;
            g->mem = surface; /* kept: the line cache composes from it */
            glyph_ink(g, surface, 0, 0);
            surface = NULL;
        }
    }
    SDL_FreeSurface(surface);
    return g;
}

/* A renderer may lose its render targets' contents (Direct3D's device reset): the board's and
 * the panels' textures are then redrawn whole (the flag is read at the next frame). */
static int targets_reset(void *user, SDL_Event *e) {
    UgRenderSdl *rs = user;
    if (e->type == SDL_RENDER_TARGETS_RESET || e->type == SDL_RENDER_DEVICE_RESET)
        SDL_AtomicSet(&rs->targets_lost, 1);
    return 1;
}

UgRenderSdl *ug_render_sdl_new(SDL_Renderer *renderer, const char *font_path, char *error,
                               size_t error_size) {
    UgRenderSdl *rs = SDL_calloc(1, sizeof *rs);
    if (!rs) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    rs->renderer = renderer;
    rs->font_data = SDL_LoadFile(font_path, &rs->font_size);
    /* Open the font once here, so that a bad file is reported before any window content. */
    TTF_Font *probe = rs->font_data && rs->font_size < (size_t)INT32_MAX ? open_font(rs, 12) : NULL;
    if (!probe) {
        snprintf(error, error_size, "the font %s cannot be opened (%s)", font_path,
                 rs->font_data ? TTF_GetError() : SDL_GetError());
        ug_render_sdl_free(rs);
        return NULL;
    }
    TTF_CloseFont(probe);
    SDL_AddEventWatch(targets_reset, rs);
    return rs;
}

void ug_render_sdl_free(UgRenderSdl *rs) {
    if (!rs) return;
    SDL_DelEventWatch(targets_reset, rs);
    lines_drop(rs, -1);
    sprites_drop(rs);
    ug_board_cache_drop(&rs->board);
    panels_drop(rs);
    for (int i = 0; i < ATLAS_COUNT; i++) atlas_free(&rs->atlases[i]);
    SDL_free(rs->hatch[0]);
    SDL_free(rs->hatch[1]);
    SDL_free(rs->font_data);
    SDL_free(rs->fallback_data);
    SDL_free(rs);
}

bool ug_render_sdl_set_fallback(UgRenderSdl *rs, const char *path) {
    if (!path || strlen(path) >= sizeof rs->fallback_path) return false;
    snprintf(rs->fallback_path, sizeof rs->fallback_path, "%s", path);
    return true;
}

int ug_render_sdl_glyph_source(const UgRenderSdl *rs, uint32_t cp) {
    const Atlas *a = &rs->atlases[ATLAS_TEXT];
    bool fixed = (cp >= ASCII_FIRST && cp <= ASCII_LAST) || (cp >= LATIN_FIRST && cp <= LATIN_LAST);
    if (fixed) return a->glyphs[glyph_index(cp)].source;
    for (int i = 0; i < a->extra_count; i++)
        if (a->extras[i].cp == cp)
            return a->extras[i].glyph.present ? a->extras[i].glyph.source : 0;
    return 0;
}

void ug_render_sdl_set_sprites(UgRenderSdl *rs, const UgSpriteAtlas *atlas) {
    if (rs) rs->sprites = atlas;
}

void ug_render_sdl_set_caching(UgRenderSdl *rs, bool on) {
    if (!rs) return;
    rs->no_cache = !on;
    lines_drop(rs, -1);
    sprites_drop(rs);
    ug_board_cache_drop(&rs->board);
    panels_drop(rs);
}

void ug_render_sdl_set_board_texture(UgRenderSdl *rs, bool on, bool broken) {
    if (!rs) return;
    rs->board_off = !on;
    rs->board_break = broken;
    ug_board_cache_drop(&rs->board);
    panels_drop(rs);
}

int ug_render_sdl_panels_redrawn(const UgRenderSdl *rs) {
    return rs->panels_redrawn;
}

int ug_render_sdl_board_redrawn(const UgRenderSdl *rs) {
    return rs->board.redrawn;
}

int ug_render_sdl_line_misses(const UgRenderSdl *rs) {
    return rs->line_misses;
}

size_t ug_render_sdl_cache_bytes(const UgRenderSdl *rs) {
    return rs->line_bytes;
}

int ug_render_sdl_atlas_builds(const UgRenderSdl *rs) {
    return rs->builds;
}

/* --- Primitives --------------------------------------------------------------------------------
 */

static void set_color(SDL_Renderer *r, UgColor c) {
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

static void fill(SDL_Renderer *r, int x, int y, int w, int h, UgColor c) {
    if (c.a == 0 || w <= 0 || h <= 0) return;
    if (recording) {
        int args[5] = {x, y, w, h, rgba(c)};
        rec_call(REC_FILL, args, 5);
        return;
    }
    set_color(r, c);
    SDL_Rect rect = {x, y, w, h};
    SDL_RenderFillRect(r, &rect);
}

/* Sets rc (NULL: nothing, only the colour) to c as SDL_RenderClear sets pixels: not blended. */
static void clear_rect(SDL_Renderer *r, UgColor c, const SDL_Rect *rc) {
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    if (rc) SDL_RenderFillRect(r, rc);
}

static void outline(SDL_Renderer *r, UgRect rc, UgColor c) {
    if (recording) {
        int args[5] = {rc.x, rc.y, rc.w, rc.h, rgba(c)};
        rec_call(REC_OUTLINE, args, 5);
        return;
    }
    set_color(r, c);
    SDL_Rect rect = {rc.x, rc.y, rc.w, rc.h};
    SDL_RenderDrawRect(r, &rect);
}

/* The glyph of cp in atlas a: prebuilt, found among the extras, or added now. */
static const Glyph *glyph_for(UgRenderSdl *rs, Atlas *a, uint32_t cp) {
    const Glyph *question = &a->glyphs['?' - ASCII_FIRST];
    if ((cp >= ASCII_FIRST && cp <= ASCII_LAST) || (cp >= LATIN_FIRST && cp <= LATIN_LAST)) {
        const Glyph *g = &a->glyphs[glyph_index(cp)];
        return !g->present && g->advance == 0 ? question : g;
    }
    const Glyph *g = NULL;
    for (int i = 0; i < a->extra_count && !g; i++)
        if (a->extras[i].cp == cp) g = &a->extras[i].glyph;
    if (!g) g = atlas_add(rs, a, cp);
    return g && g->present ? g : question;
}

/* Draws one glyph with its pen at (x, top) of a line; returns the advance. */
static int draw_glyph(UgRenderSdl *rs, Atlas *a, uint32_t cp, int x, int top, UgColor c) {
    const Glyph *g = glyph_for(rs, a, cp);
    SDL_Texture *t = g->texture ? g->texture : a->texture;
    if (g->present && t && !rs->no_cache) { /* only the ink: the same pixels */
        if (g->ink.w > 0) {
            SDL_SetTextureColorMod(t, c.r, c.g, c.b);
            SDL_SetTextureAlphaMod(t, c.a);
            SDL_Rect src = {g->src.x + g->ink.x, g->src.y + g->ink.y, g->ink.w, g->ink.h};
            SDL_Rect dst = {x + g->ink.x, top + g->yoff + g->ink.y, g->ink.w, g->ink.h};
            SDL_RenderCopy(rs->renderer, t, &src, &dst);
        }
    } else if (g->present && t) {
        SDL_SetTextureColorMod(t, c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(t, c.a);
        SDL_Rect dst = {x, top + g->yoff, g->src.w, g->src.h};
        SDL_RenderCopy(rs->renderer, t, &g->src, &dst);
    }
    return g->advance > 0 ? g->advance : a->advance;
}

/* --- The line cache (see Line) ------------------------------------------------------------ */

static void line_free(UgRenderSdl *rs, Line *e) {
    if (e->tex) SDL_DestroyTexture(e->tex);
    SDL_free(e->text);
    rs->line_bytes -= e->bytes;
    memset(e, 0, sizeof *e);
}

/* Drops the lines of one atlas (-1: all). */
static void lines_drop(UgRenderSdl *rs, int atlas) {
    for (int i = 0; i < LINE_SETS; i++)
        for (int w = 0; w < LINE_WAYS; w++)
            if (rs->lines[i][w].valid && (atlas < 0 || rs->lines[i][w].atlas == atlas))
                line_free(rs, &rs->lines[i][w]);
}

/* Frees the least recently drawn line not drawn in this frame; false if there is none. */
static bool lines_evict_one(UgRenderSdl *rs) {
    Line *old = NULL;
    for (int i = 0; i < LINE_SETS; i++)
        for (int w = 0; w < LINE_WAYS; w++) {
            Line *e = &rs->lines[i][w];
            if (e->valid && e->used < rs->frame && (!old || e->used < old->used)) old = e;
        }
    if (old) line_free(rs, old);
    return old != NULL;
}

/* Composes the line's glyphs (text[0..len), pen from 0) into e: their pixels copied where they
 * have ink, trimmed to the ink. False if two glyphs' ink overlaps or memory runs out. */
static bool line_compose(UgRenderSdl *rs, Atlas *a, const char *text, size_t len, Line *e) {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0, pen = 0;
    bool any = false;
    for (const char *p = text; p < text + len;) {
        uint32_t cp = ug_utf8_next(&p);
        if (cp == UG_ZWSP) continue;
        const Glyph *g = glyph_for(rs, a, cp);
        if (g->present && (g->texture ? g->texture : a->texture)) {
            int gx1 = pen + g->src.w, gy1 = g->yoff + g->src.h;
            if (!any || pen < x0) x0 = pen;
            if (!any || g->yoff < y0) y0 = g->yoff;
            if (!any || gx1 > x1) x1 = gx1;
            if (!any || gy1 > y1) y1 = gy1;
            any = true;
        }
        pen += g->advance > 0 ? g->advance : a->advance;
    }
    if (!any || x1 <= x0 || y1 <= y0) return true; /* no ink: nothing to draw */
    int w = x1 - x0, h = y1 - y0;
    SDL_Surface *sheet = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!sheet) return false;
    SDL_FillRect(sheet, NULL, 0x00FFFFFFu);
    Uint32 *out = sheet->pixels;
    int pitch = sheet->pitch / 4;
    pen = 0;
    for (const char *p = text; p < text + len;) {
        uint32_t cp = ug_utf8_next(&p);
        if (cp == UG_ZWSP) continue;
        const Glyph *g = glyph_for(rs, a, cp);
        const SDL_Surface *from = g->mem ? g->mem : a->sheet;
        int sx = g->mem ? 0 : g->src.x, sy = g->mem ? 0 : g->src.y;
        if (g->present && (g->texture ? g->texture : a->texture) && from) {
            for (int y = 0; y < g->src.h && sy + y < from->h; y++) {
                const Uint32 *row = (const Uint32 *)((const Uint8 *)from->pixels +
                                                     (size_t)(sy + y) * (size_t)from->pitch);
                Uint32 *dst = out + (size_t)(g->yoff - y0 + y) * (size_t)pitch + (pen - x0);
                for (int x = 0; x < g->src.w && sx + x < from->w; x++) {
                    Uint32 v = row[sx + x];
                    if (!(v >> 24)) continue;
                    if (dst[x] >> 24) { /* ink over ink: only glyph by glyph is exact */
                        SDL_FreeSurface(sheet);
                        return false;
                    }
                    dst[x] = v;
                }
            }
        }
        pen += g->advance > 0 ? g->advance : a->advance;
    }
    /* trimmed to the ink: a line's box is mostly empty */
    int ix0 = w, iy0 = h, ix1 = -1, iy1 = -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (out[(size_t)y * (size_t)pitch + x] >> 24) {
                if (x < ix0) ix0 = x;
                if (x > ix1) ix1 = x;
                if (y < iy0) iy0 = y;
                if (y > iy1) iy1 = y;
            }
    if (ix1 >= 0) {
        SDL_Surface *ink = SDL_CreateRGBSurfaceWithFormatFrom(
            out + (size_t)iy0 * (size_t)pitch + ix0, ix1 - ix0 + 1, iy1 - iy0 + 1, 32, sheet->pitch,
            SDL_PIXELFORMAT_ARGB8888);
        e->tex = ink ? SDL_CreateTextureFromSurface(rs->renderer, ink) : NULL;
        SDL_FreeSurface(ink);
        if (!e->tex) {
            SDL_FreeSurface(sheet);
            return false;
        }
        SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
        e->dx = x0 + ix0;
        e->dy = y0 + iy0;
        e->bytes = (size_t)(ix1 - ix0 + 1) * (size_t)(iy1 - iy0 + 1) * 4;
    }
    SDL_FreeSurface(sheet);
    return true;
}

/* Draws the line from the cache (composing it on a miss); false when it must be drawn glyph by
 * glyph. */
static bool draw_text_cached(UgRenderSdl *rs, Atlas *a, const char *text, int x, int top, int max_w,
                             UgColor c) {
    /* The bytes drawn: the same cut as draw_text's. */
    int pen = x;
    const char *p = text, *end = text;
    while (*p) {
        uint32_t cp = ug_utf8_next(&p);
        if (cp == UG_ZWSP) continue;
        const Glyph *g = glyph_for(rs, a, cp);
        int adv = g->advance > 0 ? g->advance : a->advance;
        if (max_w > 0 && pen + adv > x + max_w) break;
        pen += adv;
        end = p;
    }
    size_t len = (size_t)(end - text);
    if (len == 0) return true;
    int index = (int)(a - rs->atlases);
    uint32_t hash = 2166136261u ^ (uint32_t)index ^ ((uint32_t)a->gen << 8);
    for (size_t i = 0; i < len; i++) hash = (hash ^ (unsigned char)text[i]) * 16777619u;
    Line *set = rs->lines[hash & (LINE_SETS - 1)], *e = NULL;
    for (int w = 0; w < LINE_WAYS && !e; w++)
        if (set[w].valid && set[w].hash == hash && set[w].atlas == index && set[w].gen == a->gen &&
            set[w].len == len && memcmp(set[w].text, text, len) == 0)
            e = &set[w];
    if (!e) {
        for (int w = 0; w < LINE_WAYS && !e; w++) /* a free way, else the oldest not in use */
            if (!set[w].valid) e = &set[w];
        for (int w = 0; w < LINE_WAYS && !e; w++)
            if (set[w].used < rs->frame) e = &set[w];
        if (!e) return false;
        for (int w = 0; w < LINE_WAYS && e->valid; w++)
            if (set[w].used < e->used) e = &set[w];
        if (e->valid) line_free(rs, e);
        Line fresh = {0};
        fresh.text = SDL_malloc(len);
        if (!fresh.text || !line_compose(rs, a, text, len, &fresh)) {
            SDL_free(fresh.text);
            if (fresh.tex) SDL_DestroyTexture(fresh.tex);
            return false;
        }
        while (rs->line_bytes + fresh.bytes > LINE_BUDGET && lines_evict_one(rs)) {}
        if (rs->line_bytes + fresh.bytes > LINE_BUDGET) {
            SDL_free(fresh.text);
            if (fresh.tex) SDL_DestroyTexture(fresh.tex);
            return false;
        }
        memcpy(fresh.text, text, len);
        fresh.valid = true;
        fresh.atlas = index;
        fresh.gen = a->gen;
        fresh.hash = hash;
        fresh.len = len;
        *e = fresh;
        rs->line_bytes += fresh.bytes;
        rs->line_misses++;
    }
    e->used = rs->frame;
    if (e->tex) {
        int w = 0, h = 0;
        SDL_QueryTexture(e->tex, NULL, NULL, &w, &h);
        SDL_SetTextureColorMod(e->tex, c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(e->tex, c.a);
        SDL_Rect dst = {x + e->dx, top + e->dy, w, h};
        SDL_RenderCopy(rs->renderer, e->tex, NULL, &dst);
    }
    return true;
}

/* Draws a line of text from (x, top), clipped at x + max_w (max_w <= 0: no limit). */
static void draw_text(UgRenderSdl *rs, Atlas *a, const char *text, int x, int top, int max_w,
                      UgColor c) {
    if (!a->texture || c.a == 0) return;
    if (recording) {
        size_t n = strlen(text);
        int args[7] = {(int)(a - rs->atlases), a->gen, x, top, max_w, rgba(c), (int)n};
        rec_call(REC_TEXT, args, 7);
        rec_put(text, n);
        return;
    }
    if (!rs->no_cache && draw_text_cached(rs, a, text, x, top, max_w, c)) return;
    int pen = x;
    for (const char *p = text; *p;) {
        uint32_t cp = ug_utf8_next(&p);
        if (cp == UG_ZWSP) continue; /* a break opportunity, not a glyph */
        const Glyph *g = glyph_for(rs, a, cp);
        int adv = g->advance > 0 ? g->advance : a->advance;
        if (max_w > 0 && pen + adv > x + max_w) break;
        pen += draw_glyph(rs, a, cp, pen, top, c);
    }
}

static int text_width(UgRenderSdl *rs, Atlas *a, const char *text) {
    int w = 0;
    for (const char *p = text; *p;) {
        uint32_t cp = ug_utf8_next(&p);
        if (cp == UG_ZWSP) continue;
        const Glyph *g = glyph_for(rs, a, cp);
        w += g->advance > 0 ? g->advance : a->advance;
    }
    return w;
}

int ug_wrap_text(const char *text, int cols, void (*emit)(void *, const char *, size_t),
                 void *user) {
    return ug_text_wrap(text, cols, emit, user);
}

/* --- Panels --------------------------------------------------------------------------------------
 */

/* The four diagonal arrows around the player while Shift is held (simple), as the original
 * draws them: a short shaft from the tile's corner outward and a head at its end. */
static void draw_diagonal_hint(SDL_Renderer *r, int cx, int cy, int t) {
    set_color(r, (UgColor){255, 255, 255, 230});
    int inner = t / 2 + 1, outer = t / 2 + t * 3 / 4, head = t / 4 + 1;
    int thick = t >= 24 ? 2 : 1;
    for (int dy = -1; dy <= 1; dy += 2)
        for (int dx = -1; dx <= 1; dx += 2)
            for (int w = 0; w < thick; w++) {
                int x0 = cx + dx * inner + w, y0 = cy + dy * inner;
                int x1 = cx + dx * outer + w, y1 = cy + dy * outer;
                SDL_RenderDrawLine(r, x0, y0, x1, y1);
                SDL_RenderDrawLine(r, x1, y1, x1 - dx * head, y1);
                SDL_RenderDrawLine(r, x1, y1, x1, y1 - dy * head);
            }
}

/* Is r wholly inside the renderer's clip (or output when nothing clips)? */
static bool inside_clip(UgRenderSdl *rs, SDL_Rect r) {
    SDL_Rect clip;
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(rs->renderer, &w, &h);
    if (SDL_RenderIsClipEnabled(rs->renderer)) {
        SDL_RenderGetClipRect(rs->renderer, &clip);
    } else {
        clip = (SDL_Rect){0, 0, w, h};
    }
    if (clip.x < 0 || clip.y < 0 || clip.x + clip.w > w || clip.y + clip.h > h) return false;
    return r.x >= clip.x && r.y >= clip.y && r.x + r.w <= clip.x + clip.w &&
           r.y + r.h <= clip.y + clip.h;
}

static void sprites_drop(UgRenderSdl *rs) {
    for (int i = 0; i < SPRITE_SIZES; i++) {
        if (rs->sprite_big[i]) SDL_DestroyTexture(rs->sprite_big[i]);
        rs->sprite_big[i] = NULL;
        rs->sprite_big_t[i] = 0;
        rs->sprite_big_dim[i] = false;
    }
    rs->sprite_big_of = NULL;
}

/* Which source pixel SDL's own nearest-neighbour scaled copy (blended, as draw_sprite's) takes
 * for each of the t destination pixels of a sprite: asked of SDL with a probe sprite whose
 * pixels name their column and row, so that the atlas scaled with it is the scaled copy's pixels
 * exactly, at any size (a whole factor or not). False if SDL cannot be asked. */
static bool sprite_sampling(int t, int map_x[SPRITE_SCALED_MAX], int map_y[SPRITE_SCALED_MAX]) {
    SDL_Surface *probe =
        SDL_CreateRGBSurfaceWithFormat(0, UG_SPRITE_PX, UG_SPRITE_PX, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, t, t, 32, SDL_PIXELFORMAT_ARGB8888);
    bool ok = probe && out;
    if (ok) {
        for (int y = 0; y < UG_SPRITE_PX; y++)
            for (int x = 0; x < UG_SPRITE_PX; x++)
                ((Uint32 *)((Uint8 *)probe->pixels + y * probe->pitch))[x] =
                    0xFF000000u | (Uint32)(x + 1) << 8 | (Uint32)(y + 1);
        SDL_FillRect(out, NULL, 0);
        SDL_SetSurfaceBlendMode(probe, SDL_BLENDMODE_BLEND);
        SDL_Rect dst = {0, 0, t, t};
        ok = SDL_BlitScaled(probe, NULL, out, &dst) == 0;
    }
    for (int j = 0; ok && j < t; j++)
        for (int i = 0; ok && i < t; i++) {
            Uint32 v = ((const Uint32 *)((const Uint8 *)out->pixels + j * out->pitch))[i];
            int sx = (int)((v >> 8) & 0xFF) - 1, sy = (int)(v & 0xFF) - 1;
            if (j == 0) map_x[i] = sx;
            if (i == 0) map_y[j] = sy;
            /* separable, and inside the sprite, or the copy is not understood */
            ok = sx >= 0 && sy >= 0 && sx < UG_SPRITE_PX && sy < UG_SPRITE_PX && sx == map_x[i] &&
                 sy == map_y[j];
        }
    SDL_FreeSurface(probe);
    SDL_FreeSurface(out);
    return ok;
}

/* Which sprites of the atlas are wholly opaque. */
static void sprites_opacity(UgRenderSdl *rs) {
    const SDL_Surface *from = ug_sprite_atlas_surface(rs->sprites);
    for (int id = 0; id < UG_SPR_COUNT; id++) {
        int sx, sy;
        bool opaque = from && ug_sprite_atlas_cell(rs->sprites, id, &sx, &sy) &&
                      sx + UG_SPRITE_PX <= from->w && sy + UG_SPRITE_PX <= from->h;
        for (int y = 0; opaque && y < UG_SPRITE_PX; y++) {
            const Uint32 *row =
                (const Uint32 *)((const Uint8 *)from->pixels + (sy + y) * from->pitch) + sx;
            for (int x = 0; opaque && x < UG_SPRITE_PX; x++) opaque = row[x] >> 24 == 255;
        }
        rs->sprite_opaque[id] = opaque;
    }
}

/* The sprite atlas scaled to t-pixel sprites with SDL's own sampling, built the first time a
 * size is drawn (the least recently drawn size out); NULL if it cannot be. `dim`: with the
 * remembered tones already applied, as SDL's colour modulation computes them (c * mod / 255),
 * which is exact where a pixel is opaque or transparent, so only for an atlas with no other
 * alpha (NULL otherwise). */
static SDL_Texture *sprite_scaled(UgRenderSdl *rs, int t, bool dim) {
    if (rs->sprite_big_of != rs->sprites) {
        sprites_drop(rs);
        sprites_opacity(rs);
    }
    rs->sprite_big_of = rs->sprites;
    int slot = 0;
    for (int i = 0; i < SPRITE_SIZES; i++) {
        if (rs->sprite_big_t[i] == t && rs->sprite_big_dim[i] == dim) {
            rs->sprite_big_used[i] = rs->frame;
            return rs->sprite_big[i];
        }
        if (rs->sprite_big_used[i] < rs->sprite_big_used[slot]) slot = i;
    }
    if (rs->sprite_big[slot]) SDL_DestroyTexture(rs->sprite_big[slot]);
    rs->sprite_big[slot] = NULL;
    rs->sprite_big_t[slot] = t; /* also when it fails: tried once */
    rs->sprite_big_dim[slot] = dim;
    rs->sprite_big_used[slot] = rs->frame;
    const SDL_Surface *from = ug_sprite_atlas_surface(rs->sprites);
    int map_x[SPRITE_SCALED_MAX], map_y[SPRITE_SCALED_MAX];
    if (!from || t > SPRITE_SCALED_MAX || !sprite_sampling(t, map_x, map_y)) return NULL;
    int cols = from->w / UG_SPRITE_PX, rows = from->h / UG_SPRITE_PX;
    if (cols * t > 8192 || rows * t > 8192) return NULL;
    SDL_Surface *big =
        SDL_CreateRGBSurfaceWithFormat(0, cols * t, rows * t, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!big) return NULL;
    for (int y = 0; y < big->h; y++) {
        int sy = (y / t) * UG_SPRITE_PX + map_y[y % t];
        const Uint32 *in = (const Uint32 *)((const Uint8 *)from->pixels + sy * from->pitch);
        Uint32 *out = (Uint32 *)((Uint8 *)big->pixels + y * big->pitch);
        for (int x = 0; x < big->w; x++) out[x] = in[(x / t) * UG_SPRITE_PX + map_x[x % t]];
        for (int x = 0; dim && x < big->w; x++) {
            Uint32 v = out[x], a = v >> 24;
            if (a != 0 && a != 255) dim = false; /* not exact: refused below */
            if (a != 255) continue;
            Uint32 cr = ((v >> 16) & 0xFF) * DIM_R / 255, cg = ((v >> 8) & 0xFF) * DIM_G / 255,
                   cb = (v & 0xFF) * DIM_B / 255;
            out[x] = 0xFF000000u | cr << 16 | cg << 8 | cb;
        }
        if (!dim && rs->sprite_big_dim[slot]) {
            SDL_FreeSurface(big);
            return NULL;
        }
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(rs->renderer, big);
    SDL_FreeSurface(big);
    if (tex) SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    rs->sprite_big[slot] = tex;
    return tex;
}

/* One sprite into the tile at (px, py), t pixels square: nearest-neighbour (the texture's scale
 * mode), remembered ones in the remembered tones, `alpha` opaque (255: whole; a dying creature
 * fades, anim.h). */
static void draw_sprite_alpha(UgRenderSdl *rs, int sprite, int px, int py, int t, bool dimmed,
                              int alpha) {
    if (recording) {
        int args[6] = {sprite, px, py, t, dimmed, alpha};
        rec_call(REC_SPRITE, args, 6);
        const UgSpriteAtlas *atlas = rs->sprites;
        rec_put(&atlas, sizeof atlas);
        return;
    }
    SDL_Texture *tex = ug_sprite_atlas_texture(rs->sprites);
    int sx, sy;
    if (!tex || !ug_sprite_atlas_cell(rs->sprites, sprite, &sx, &sy)) return;
    SDL_Rect src = {sx, sy, UG_SPRITE_PX, UG_SPRITE_PX}, dst = {px, py, t, t};
    /* Wholly inside the clip (a clipped scaled copy samples differently), one unscaled copy
     * from the atlas scaled once: the same pixels. */
    bool cached = !rs->no_cache && t > 0 && inside_clip(rs, dst);
    SDL_Texture *big = NULL;
    bool toned = false; /* the texture has the remembered tones */
    if (cached && dimmed) toned = (big = sprite_scaled(rs, t, true)) != NULL;
    if (cached && !big && t != UG_SPRITE_PX) big = sprite_scaled(rs, t, false);
    if (big) {
        tex = big;
        src = (SDL_Rect){sx / UG_SPRITE_PX * t, sy / UG_SPRITE_PX * t, t, t};
    }
    if (dimmed && !toned)
        SDL_SetTextureColorMod(tex, DIM_R, DIM_G, DIM_B);
    else
        SDL_SetTextureColorMod(tex, 255, 255, 255);
    /* an opaque sprite unmodulated from the cache: a copy is the blend's pixels */
    bool copy = big && (!dimmed || toned) && rs->sprite_opaque[sprite] && alpha >= 255;
    SDL_SetTextureBlendMode(tex, copy ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    if (alpha < 255) SDL_SetTextureAlphaMod(tex, (Uint8)(alpha < 0 ? 0 : alpha));
    SDL_RenderCopy(rs->renderer, tex, &src, &dst);
    if (alpha < 255) SDL_SetTextureAlphaMod(tex, 255); /* the textures are shared */
}

static void draw_sprite(UgRenderSdl *rs, int sprite, int px, int py, int t, bool dimmed) {
    draw_sprite_alpha(rs, sprite, px, py, t, dimmed, 255);
}

/* Room in the hatch's points of one colour for n more; false if memory runs out. */
static bool hatch_room(UgRenderSdl *rs, int which, int n) {
    if (rs->hatch_n[which] + n <= rs->hatch_cap[which]) return true;
    int cap = rs->hatch_cap[which] ? rs->hatch_cap[which] : 4096;
    while (cap < rs->hatch_n[which] + n) cap *= 2;
    SDL_Point *grown = SDL_realloc(rs->hatch[which], sizeof *grown * (size_t)cap);
    if (!grown) return false;
    rs->hatch[which] = grown;
    rs->hatch_cap[which] = cap;
    return true;
}

/* The player's tile in sprite modes: a light corner at each corner, one sprite pixel thick, so
 * that the player is found at a glance on any floor. */
static void draw_player_marks(SDL_Renderer *r, int px, int py, int t) {
    int u = t >= UG_SPRITE_PX ? t / UG_SPRITE_PX : 1, len = 3 * u;
    UgColor c = {255, 240, 150, 255};
    fill(r, px, py, len, u, c);
    fill(r, px, py, u, len, c);
    fill(r, px + t - len, py, len, u, c);
    fill(r, px + t - u, py, u, len, c);
    fill(r, px, py + t - u, len, u, c);
    fill(r, px, py + t - len, u, len, c);
    fill(r, px + t - len, py + t - u, len, u, c);
    fill(r, px + t - u, py + t - len, u, len, c);
}

/* The whole scale at which a sprite stands for a glyph in a text line (the sidebar, the
 * inventory): as large as the line and two columns allow; 0 when even 1x does not fit. */
static int icon_scale(const Atlas *a, const UgLayout *l) {
    int room = l->line_h < 2 * a->advance ? l->line_h : 2 * a->advance;
    return room / UG_SPRITE_PX;
}

/* One cell's tile at (px, py): its background, terrain sprite, thing (sprite or glyph) and the
 * player's marks. Everything stays inside the t x t tile (the board's texture relies on it). */
static void draw_cell(UgRenderSdl *rs, const UgCell *c, int px, int py, int t, int gap, int mode) {
    SDL_Renderer *r = rs->renderer;
    Atlas *a = &rs->atlases[ATLAS_BOARD];
    bool sprites = mode == UG_TILES_SPRITES || mode == UG_TILES_HYBRID;
    if (c->seen) fill(r, px, py, t - gap, t - gap, c->bg);
    uint32_t glyph = c->glyph;
    if (sprites && c->seen && c->terrain) {
        draw_sprite(rs, c->terrain, px, py, t, c->dimmed);
        if (!c->thing) glyph = 0; /* the glyph was the terrain's */
        if (c->lit) fill(r, px, py, t, t, (UgColor){c->bg.r, c->bg.g, c->bg.b, 150});
    }
    if (mode == UG_TILES_SPRITES && c->thing) {
        draw_sprite_alpha(rs, c->thing, px, py, t, c->dimmed && !c->monster && !c->player,
                          255 - c->thing_fade);
        if (c->player) draw_player_marks(r, px, py, t);
        return;
    }
    if (!glyph || !a->texture) return;
    /* Centre the glyph's ink in the tile (not its advance box), so @ r g O > ! sit in the
     * middle whatever the font. */
    const Glyph *g = glyph_for(rs, a, glyph);
    int ink_w = g->maxx - g->minx, ink_h = g->maxy - g->miny;
    int gx = px + (t - gap - ink_w) / 2 - g->minx;
    int gy = py + (t - gap - ink_h) / 2 - (a->ascent - g->maxy) - g->yoff;
    if (sprites && c->thing) { /* hybrid: a dark square behind, so the glyph reads on any
                                  terrain */
        int m = t / 6;         /* (fading with a dying creature, anim.h) */
        Uint8 back = (Uint8)(200 * (255 - c->thing_fade) / 255);
        fill(r, px + m, py + m, t - 2 * m, t - 2 * m, (UgColor){12, 10, 20, back});
    }
    draw_glyph(rs, a, glyph, gx, gy, c->fg);
    if (sprites && c->player) draw_player_marks(r, px, py, t);
}

/* Remembered cells (not in sight): a faint hatch over them (legibility.h), so that memory reads
 * without its dimmer colours. Light on a dark tile, dark on a light one (the high-contrast
 * palette's). Collected as points of the two colours (hatch_flush draws them) or, `direct`, drawn
 * at once line by line; false when memory ran out (then drawn directly). */
static const UgColor hatch_color[2] = {{255, 255, 255, 44}, {0, 0, 0, 70}};

static bool hatch_cell(UgRenderSdl *rs, const UgCell *c, int px, int py, int t, int gap,
                       bool batched) {
    SDL_Renderer *r = rs->renderer;
    if (!c->seen || !c->dimmed || t < 6) return batched;
    int n = t - gap;
    int luma = (c->bg.r * 2 + c->bg.g * 5 + c->bg.b) / 8;
    int dark = luma > 160;
    if (!batched) set_color(r, hatch_color[dark]);
    /* ug_cue_hatch_lit's pixels, a line at a time: x + y = k, inside a 1-pixel edge */
    for (int k = 1 + UG_CUE_HATCH; k <= 2 * (n - 2); k += UG_CUE_HATCH) {
        int x1 = k - (n - 2) > 1 ? k - (n - 2) : 1, x2 = k - 1 < n - 2 ? k - 1 : n - 2;
        if (x1 > x2) continue;
        /* the same pixels as points, all of one colour in one call (the lines do not overlap,
         * so their order does not matter) */
        if (batched && !hatch_room(rs, dark, x2 - x1 + 1)) {
            batched = false; /* out of memory: line by line from here */
            set_color(r, hatch_color[dark]);
        }
        if (!batched) {
            SDL_RenderDrawLine(r, px + x1, py + k - x1, px + x2, py + k - x2);
            continue;
        }
        SDL_Point *pt = rs->hatch[dark] + rs->hatch_n[dark];
        for (int i = x1; i <= x2; i++) *pt++ = (SDL_Point){px + i, py + k - i};
        rs->hatch_n[dark] += x2 - x1 + 1;
    }
    return batched;
}

static void hatch_flush(UgRenderSdl *rs) {
    for (int dark = 0; dark < 2; dark++)
        if (rs->hatch_n[dark] > 0) {
            set_color(rs->renderer, hatch_color[dark]);
            SDL_RenderDrawPoints(rs->renderer, rs->hatch[dark], rs->hatch_n[dark]);
        }
    rs->hatch_n[0] = rs->hatch_n[1] = 0;
}

/* The cells into the board's texture (board_cache.h), only those changed since the last frame,
 * each clipped to its tile; false (nothing drawn) when there is no texture to draw into. */
static bool draw_cells_cached(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l, int mode,
                              int gap) {
    SDL_Renderer *r = rs->renderer;
    int t = l->tile;
    UgBoardKey key;
    memset(&key, 0, sizeof key);
    key.w = l->board.w;
    key.h = l->board.h;
    key.cols = f->board_w < l->cols ? f->board_w : l->cols;
    key.rows = f->board_h < l->rows ? f->board_h : l->rows;
    key.tile = t;
    key.gap = gap;
    key.mode = mode;
    key.sprites = mode == UG_TILES_GLYPHS ? NULL : (const void *)rs->sprites;
    key.glyph_gen = rs->atlases[ATLAS_BOARD].gen;
    key.background = f->background;
    bool all = false;
    if (rs->board_off || !ug_board_cache_begin(&rs->board, r, &key, &all)) return false;
    for (int y = 0; y < key.rows; y++)
        for (int x = 0; x < key.cols; x++) {
            const UgCell *c = &f->cells[y][x];
            if (rs->board_break && !all) continue; /* tests: changes never redrawn */
            if (!ug_board_cache_dirty(&rs->board, x, y, c, all)) continue;
            int px = x * t, py = y * t;
            SDL_Rect tile = {px, py, t, t};
            SDL_RenderSetClipRect(r, &tile);
            if (!all) { /* what the cell showed before: the background again */
                SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
                SDL_SetRenderDrawColor(r, key.background.r, key.background.g, key.background.b,
                                       key.background.a);
                SDL_RenderFillRect(r, &tile);
            }
            draw_cell(rs, c, px, py, t, gap, mode);
            hatch_cell(rs, c, px, py, t, gap, true);
            hatch_flush(rs);
        }
    SDL_RenderSetClipRect(r, NULL);
    ug_board_cache_end(&rs->board, r, l->board.x, l->board.y);
    return true;
}

static void draw_board(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    int t = l->tile;
    /* How the board is drawn: the frame's choice, glyphs when there is no atlas. */
    int mode = rs->sprites ? f->tiles : UG_TILES_GLYPHS;
    bool sprites = mode == UG_TILES_SPRITES || mode == UG_TILES_HYBRID;
    /* The original's one-pixel seam between 20 px tiles, in proportion (glyphs; sprites join). */
    int gap = !sprites && t >= 10 ? (t + 19) / 20 : 0;
    rs->board.redrawn = -1;
    if (rs->no_cache || !draw_cells_cached(rs, f, l, mode, gap)) {
        if (rs->board_uncleared) { /* what the screen's clear left out */
            SDL_Rect all = {l->board.x, l->board.y, l->board.w, l->board.h};
            clear_rect(r, f->background, &all);
        }
        for (int y = 0; y < f->board_h && y < l->rows; y++)
            for (int x = 0; x < f->board_w && x < l->cols; x++)
                draw_cell(rs, &f->cells[y][x], l->board.x + x * t, l->board.y + y * t, t, gap,
                          mode);
        rs->hatch_n[0] = rs->hatch_n[1] = 0;
        bool batched = !rs->no_cache;
        for (int y = 0; y < f->board_h && y < l->rows; y++)
            for (int x = 0; x < f->board_w && x < l->cols; x++)
                batched = hatch_cell(rs, &f->cells[y][x], l->board.x + x * t, l->board.y + y * t, t,
                                     gap, batched);
        hatch_flush(rs);
    }
    /* Travel's path: a small square in the middle of each of its tiles in view, a frame around
     * the goal. */
    for (int i = 0; i < f->path_count && i < UG_FRAME_PATH_MAX; i++) {
        int vx = f->path_x[i] - f->cam_x, vy = f->path_y[i] - f->cam_y;
        if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h || vx >= l->cols ||
            vy >= l->rows)
            continue;
        UgColor mark = {255, 214, 90, 220};
        if (i == f->path_count - 1) { /* the goal: a frame, so that what lies there shows */
            UgRect goal = {l->board.x + vx * t, l->board.y + vy * t, t - gap, t - gap};
            outline(r, goal, mark);
            continue;
        }
        int side = (t - gap) / 4 < 2 ? 2 : (t - gap) / 4;
        int px = l->board.x + vx * t + (t - gap - side) / 2;
        int py = l->board.y + vy * t + (t - gap - side) / 2;
        fill(r, px, py, side, side, mark);
    }
    if (f->diagonal_hint) {
        int vx = f->player_x - f->cam_x, vy = f->player_y - f->cam_y;
        draw_diagonal_hint(r, l->board.x + vx * t + (t - gap) / 2,
                           l->board.y + vy * t + (t - gap) / 2, t);
    }
}

static void draw_hud(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    fill(r, l->hud.x, l->hud.y, l->hud.w, l->hud.h, f->ui.panel);
    int pad = l->line_h / 4 + 1;
    int x = l->hud.x + pad, w = l->hud.w - 2 * pad;
    int y = l->hud.y + pad;
    int bar_h = l->line_h / 3 > 2 ? l->line_h / 3 : 2;
    for (int i = 0; i < f->hud_count; i++) {
        draw_text(rs, a, f->hud[i].text, x, y, w, f->hud[i].color);
        y += l->line_h;
        if (i == f->health_line) { /* the health bar under the health line */
            fill(r, x, y, w, bar_h, f->ui.bar_back);
            int filled = f->health_max > 0 ? (int)((long)w * f->health / f->health_max) : 0;
            if (filled > w) filled = w;
            fill(r, x, y, filled, bar_h, f->health_color);
            y += bar_h + pad;
        }
    }
}

static void draw_minimap(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    int m = l->mini_cell;
    UgRect box = {l->minimap.x - 1, l->minimap.y - 1, l->minimap.w + 2, l->minimap.h + 2};
    if (l->minimap_box.w > 0) box = l->minimap_box; /* the side panel's width (layout.h) */
    fill(r, box.x, box.y, box.w, box.h, f->ui.panel);
    for (int y = 0; y < f->map_h && y < l->mini_rows; y++)
        for (int x = 0; x < f->map_w && x < l->mini_cols; x++)
            fill(r, l->minimap.x + x * m, l->minimap.y + y * m, m, m, f->minimap[y][x]);
    /* The marks' shapes over the cells (legibility.h), the player's last, inside the box. */
    SDL_Rect clip = {box.x, box.y, box.w, box.h};
    SDL_RenderSetClipRect(r, &clip);
    int s = ug_cue_mark_size(m);
    for (int pass = 0; pass < 2; pass++)
        for (int y = 0; y < f->map_h && y < l->mini_rows; y++)
            for (int x = 0; x < f->map_w && x < l->mini_cols; x++) {
                int mark = f->minimap_mark[y][x];
                if (!mark || (mark == UG_MINI_PLAYER) != (pass == 1)) continue;
                int x0 = l->minimap.x + x * m + m / 2 - s / 2;
                int y0 = l->minimap.y + y * m + m / 2 - s / 2;
                for (int j = 0; j < s; j++)
                    for (int i = 0; i < s; i++)
                        fill(r, x0 + i, y0 + j, 1, 1,
                             ug_cue_mark_lit(mark, s, i, j) ? f->minimap[y][x] : f->ui.panel);
            }
    SDL_RenderSetClipRect(r, NULL);
    outline(r, box, f->ui.frame);
}

/* simple's inventory: a title, the rows (a '>' at the cursor, the item's glyph, its name) and a
 * key hint at the bottom. */
static void draw_inventory(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    UgRect box = l->inventory;
    fill(r, box.x, box.y, box.w, box.h, f->ui.panel);
    int pad = l->line_h / 4 + 1;
    int x = box.x + pad, w = box.w - 2 * pad;
    int y = box.y + pad;
    int top = (l->line_h - a->height) / 2;
    draw_text(rs, a, f->inv_title.text, x, y + top, w, f->inv_title.color);
    y += l->line_h + pad / 2;
    int cursor_w = a->advance * 2, icon_w = f->inv_menu ? 0 : a->advance * 2;
    int bottom = box.y + box.h - pad - l->line_h; /* the hint's line */
    int fit = l->line_h > 0 ? (bottom - y) / l->line_h : 0;
    for (int i = 0; i < f->inv_count && y + l->line_h <= bottom; i++) {
        if (i == fit - 1 && f->inv_count > fit && i != f->inv_cursor) {
            /* more rows than the panel holds: the last one says so (no words to translate) */
            draw_text(rs, a, "...", x + cursor_w, y + top, w - cursor_w, ug_color_dim);
            break;
        }
        if (i == f->inv_cursor) {
            fill(r, box.x + 1, y, box.w - 2, l->line_h, f->ui.frame);
            draw_text(rs, a, ">", x, y + top, w, f->ui.heading);
        }
        int k = icon_scale(a, l);
        if (rs->sprites && f->tiles == UG_TILES_SPRITES && f->inv_sprite[i] && !f->inv_menu &&
            k >= 1) {
            int px = k * UG_SPRITE_PX;
            draw_sprite(rs, f->inv_sprite[i], x + cursor_w, y + (l->line_h - px) / 2, px, false);
        } else if (f->inv_glyph[i] && !f->inv_menu) {
            char glyph[8] = {0};
            uint32_t cp = f->inv_glyph[i];
            if (cp < 0x80) glyph[0] = (char)cp;
            draw_text(rs, a, glyph, x + cursor_w, y + top, w - cursor_w, f->inv_glyph_color[i]);
        }
        /* the last row of a list that goes on: "..." at its end says so */
        bool last = i + 1 == f->inv_count || y + 2 * l->line_h > bottom;
        int more_w = f->inv_more && last ? 4 * a->advance : 0;
        draw_text(rs, a, f->inv_lines[i].text, x + cursor_w + icon_w, y + top,
                  w - cursor_w - icon_w - more_w, f->inv_lines[i].color);
        if (more_w) draw_text(rs, a, "...", x + w - 3 * a->advance, y + top, 0, ug_color_dim);
        y += l->line_h;
    }
    draw_text(rs, a, f->inv_hint.text, x, bottom + top, w, f->inv_hint.color);
}

/* A line with its mark (the log's meaning marks) before it; returns nothing. */
static void draw_marked(UgRenderSdl *rs, Atlas *a, const UgTextLine *line, int x, int top,
                        int max_w) {
    int mark_w = 0;
    if (line->mark[0]) {
        draw_text(rs, a, line->mark, x, top, max_w, line->color);
        mark_w = 2 * a->advance;
    }
    draw_text(rs, a, line->text, x + mark_w, top, max_w - mark_w, line->color);
}

/* The log: long messages wrapped (ug_view_log_rows, the screens' line breaker), continuation
 * rows indented under the text, the newest row at the bottom. */
static void draw_log(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    fill(r, l->log.x, l->log.y, l->log.w, l->log.h, f->ui.panel);
    int pad = l->line_h / 4 + 1;
    int cols = a->advance > 0 ? (l->log.w - 2 * pad) / a->advance - 2 : l->log_cols;
    if (cols > l->log_cols) cols = l->log_cols;
    UgLogRow rows[UG_LOG_ROWS_MAX];
    int shown = ug_view_log_rows(f, cols, l->log_lines, rows);
    int top = l->log.y + l->log.h - pad / 2 - shown * l->line_h;
    int y0 = top > l->log.y ? top : l->log.y;
    int mark_w = 2 * a->advance, w = l->log.w - 2 * pad;
    for (int i = 0; i < shown; i++) {
        const UgTextLine *line = &f->log[rows[i].line];
        int y = y0 + i * l->line_h + (l->line_h - a->height) / 2;
        if (rows[i].first && line->mark[0])
            draw_text(rs, a, line->mark, l->log.x + pad, y, w, line->color);
        char piece[UG_FRAME_TEXT_MAX];
        int n = rows[i].len < (int)sizeof piece - 1 ? rows[i].len : (int)sizeof piece - 1;
        memcpy(piece, line->text + rows[i].start, (size_t)n);
        piece[n] = '\0';
        draw_text(rs, a, piece, l->log.x + pad + mark_w, y, w - mark_w, line->color);
    }
}

/* The tile under the pointer, in one line between the board and the log. */
static void draw_look(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    if (!f->look.text[0]) return;
    int pad = l->line_h / 4 + 1;
    draw_text(rs, a, f->look.text, l->look.x + pad, l->look.y + (l->line_h - a->height) / 2,
              l->look.w - 2 * pad, f->look.color);
}

/* A bar of `value` out of `max` in `color` over the bar's back. */
static void draw_bar(SDL_Renderer *r, int x, int y, int w, int h, int value, int max, UgColor color,
                     UgColor back) {
    fill(r, x, y, w, h, back);
    int filled = max > 0 ? (int)((long long)w * (value > 0 ? value : 0) / max) : 0;
    fill(r, x, y, filled > w ? w : filled, h, color);
}

static UgColor health_color(const UgFrame *f, int hp, int max) {
    if (hp * 2 > max) return f->ui.hp_good;
    if (hp * 4 > max) return f->ui.hp_hurt;
    return f->ui.hp_low;
}

typedef struct WrapDraw {
    UgRenderSdl *rs;
    Atlas *a;
    int center_x, y, line_h;
    UgColor color;
    bool draw;
    bool left; /* from center_x rightwards (the notice box), not centred on it */
} WrapDraw;

static void wrap_draw_line(void *user, const char *line, size_t n) {
    WrapDraw *wd = user;
    char buf[UG_FRAME_TEXT_MAX];
    if (n >= sizeof buf) n = sizeof buf - 1;
    memcpy(buf, line, n);
    buf[n] = '\0';
    int x = wd->left ? wd->center_x : wd->center_x - text_width(wd->rs, wd->a, buf) / 2;
    if (wd->draw) draw_text(wd->rs, wd->a, buf, x, wd->y, 0, wd->color);
    wd->y += wd->line_h;
}

/* The creatures in sight: glyph, name (and level), a health bar on the right. */
static void draw_sight(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    UgRect box = l->sight;
    fill(r, box.x, box.y, box.w, box.h, f->ui.panel);
    int pad = l->line_h / 4 + 1;
    int x = box.x + pad, w = box.w - 2 * pad, y = box.y + pad / 2;
    int top = (l->line_h - a->height) / 2;
    draw_text(rs, a, f->sight_title.text, x, y + top, w, f->sight_title.color);
    y += l->line_h;
    int bar_w = w / 6, bar_h = l->line_h / 3 > 2 ? l->line_h / 3 : 2;
    int rows_left = l->sight_lines - 1;
    /* a name longer than its room ("Young gargoyle, level 10") takes a second row */
    int cols = rs->laid->sight_cols;
    for (int i = 0; i < f->sight_count && rows_left > 0; i++) {
        const UgSightLine *s = &f->sight[i];
        int rows = rs->laid->sight_rows[i];
        if (rows > 2) rows = 1;      /* a name longer than two rows: cut at the side */
        if (rows > rows_left) break; /* no room: the title's count says how many there are */
        rows_left -= rows;
        /* In sprite mode the creature's sprite, at the largest whole scale the line holds, so
         * that each sprite on the board is named here. */
        int k = icon_scale(a, l);
        if (rs->sprites && f->tiles == UG_TILES_SPRITES && s->sprite && k >= 1) {
            int px = k * UG_SPRITE_PX;
            draw_sprite(rs, s->sprite, x, y + (l->line_h - px) / 2, px, false);
        } else {
            char glyph[8] = {0};
            if (s->glyph < 0x80) glyph[0] = (char)s->glyph;
            draw_text(rs, a, glyph, x, y + top, w, s->glyph_color);
        }
        int tx = x + 2 * a->advance;
        if (rows == 1) {
            draw_text(rs, a, s->text.text, tx, y + top, w - 2 * a->advance - bar_w - pad,
                      s->text.color);
        } else {
            WrapDraw wd = {rs, a, tx, y + top, l->line_h, s->text.color, true, true};
            ug_wrap_text(s->text.text, cols, wrap_draw_line, &wd);
        }
        draw_bar(r, x + w - bar_w, y + (l->line_h - bar_h) / 2, bar_w, bar_h, s->hp, s->max_hp,
                 health_color(f, s->hp, s->max_hp), f->ui.bar_back);
        y += rows * l->line_h;
    }
}

/* Centred, wrapped paragraphs from y; returns the y after them. */
static int draw_paragraphs(UgRenderSdl *rs, const UgTextLine *lines, int count, int cx, int y,
                           int width, int line_h) {
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    int cols = a->advance > 0 ? width / a->advance : 40;
    WrapDraw wd = {rs, a, cx, y, line_h, ug_color_text, true, false};
    for (int i = 0; i < count; i++) {
        wd.color = lines[i].color;
        ug_wrap_text(lines[i].text, cols, wrap_draw_line, &wd);
        wd.y += line_h / 3;
    }
    return wd.y;
}

/* The title menu: heading, its paragraph, the rows (the chosen one on a bar), what the chosen
 * row does, and the keys at the bottom. */
static void draw_menu(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    Atlas *h = &rs->atlases[ATLAS_HEADING], *a = &rs->atlases[ATLAS_TEXT];
    int cx = l->canvas.x + l->canvas.w / 2;
    int y = l->canvas.y + l->canvas.h / 14;
    draw_text(rs, h, f->heading.text, cx - text_width(rs, h, f->heading.text) / 2, y, 0,
              f->heading.color);
    y += h->height;
    draw_paragraphs(rs, f->body, f->body_count, cx, y, l->menu.w, l->line_h);
    for (int i = 0; i < f->menu_count; i++) {
        UgRect row = rs->laid->menu_rows[i];
        int top = (row.h - a->height) / 2;
        if (i == f->menu_cursor) {
            fill(r, row.x, row.y, row.w, row.h, f->ui.frame);
            draw_text(rs, a, ">", row.x + a->advance, row.y + top, 0, f->ui.heading);
        }
        draw_text(rs, a, f->menu_items[i].text, row.x + 3 * a->advance, row.y + top,
                  row.w - 4 * a->advance, f->menu_items[i].color);
    }
    UgRect last = rs->laid->menu_rows[f->menu_count];
    if (f->menu_detail.text[0])
        draw_paragraphs(rs, &f->menu_detail, 1, cx, last.y + l->line_h / 2, l->menu.w, l->line_h);
    /* the list under the menu: left-aligned lines, as many as fit above the keys */
    int ly = last.y + 2 * l->line_h, bottom = l->canvas.y + l->canvas.h - 3 * l->line_h;
    int list_w = l->canvas.x + l->canvas.w - l->menu.x - a->advance - l->line_h;
    int first = f->menu_list_first > 0 ? f->menu_list_first : 0; /* scrolled */
    for (int i = first; i < f->menu_list_count && ly + a->height <= bottom; i++, ly += l->line_h) {
        bool more = i + 1 < f->menu_list_count && ly + l->line_h + a->height > bottom;
        /* the last line that fits says that more did not: "..." (no words to translate) */
        draw_text(rs, a, more ? "..." : f->menu_list[i].text, l->menu.x + a->advance, ly, list_w,
                  more ? ug_color_dim : f->menu_list[i].color);
    }
    if (f->menu_hint.text[0])
        draw_paragraphs(rs, &f->menu_hint, 1, cx, l->canvas.y + l->canvas.h - 2 * l->line_h,
                        l->canvas.w - 2 * l->line_h, l->line_h);
}

/* The seed page's on-screen keyboard (osk.h): a button a key, the chosen one lit. */
static void draw_osk(UgRenderSdl *rs, const UgFrame *f) {
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    for (int i = 0; i < f->osk_count; i++) {
        UgRect b = rs->laid->osk[i];
        bool chosen = i == f->osk_cursor;
        fill(rs->renderer, b.x, b.y, b.w, b.h, chosen ? f->ui.frame : f->ui.panel);
        outline(rs->renderer, b, chosen ? f->ui.heading : f->ui.frame);
        if (chosen) /* a second line inside: the chosen key is seen at a glance */
            outline(rs->renderer, (UgRect){b.x + 1, b.y + 1, b.w - 2, b.h - 2}, f->ui.heading);
        const char *t = f->osk_labels[i].text;
        draw_text(rs, a, t, b.x + (b.w - text_width(rs, a, t)) / 2, b.y + (b.h - a->height) / 2,
                  b.w, f->osk_labels[i].color);
    }
}

/* The quit box's answers as buttons after a touch (touch_view.h). */
static void draw_quit_buttons(UgRenderSdl *rs, const UgFrame *f) {
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    for (int i = 0; i < f->quit_button_count && i < UG_QUIT_BUTTONS_MAX; i++) {
        UgRect b = rs->laid->quit_buttons[i];
        fill(rs->renderer, b.x, b.y, b.w, b.h, f->ui.panel);
        outline(rs->renderer, b, f->ui.heading);
        const char *t = f->quit_buttons[i].text;
        draw_text(rs, a, t, b.x + (b.w - text_width(rs, a, t)) / 2, b.y + (b.h - a->height) / 2,
                  b.w, f->quit_buttons[i].color);
    }
}

/* The whole floor as the player knew it, fitted into `box` (the death screen's map). */
static void draw_floor_map(SDL_Renderer *r, const UgFrame *f, UgRect box) {
    if (f->map_w <= 0 || f->map_h <= 0) return;
    int cell = box.w / f->map_w < box.h / f->map_h ? box.w / f->map_w : box.h / f->map_h;
    if (cell < 1) cell = 1;
    int x0 = box.x + (box.w - cell * f->map_w) / 2, y0 = box.y;
    fill(r, x0 - 1, y0 - 1, cell * f->map_w + 2, cell * f->map_h + 2, f->ui.panel);
    for (int y = 0; y < f->map_h; y++)
        for (int x = 0; x < f->map_w; x++)
            fill(r, x0 + x * cell, y0 + y * cell, cell, cell, f->minimap[y][x]);
}

/* Death: heading and what ended the run at the top; the floor's map and the last messages
 * under it. */
static void draw_death(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    Atlas *h = &rs->atlases[ATLAS_HEADING], *a = &rs->atlases[ATLAS_TEXT];
    int cx = l->canvas.x + l->canvas.w / 2;
    int y = l->canvas.y + l->line_h / 2;
    draw_text(rs, h, f->heading.text, cx - text_width(rs, h, f->heading.text) / 2, y, 0,
              f->heading.color);
    y += h->height;
    draw_paragraphs(rs, f->body, f->body_count, cx, y, l->canvas.w - 2 * l->line_h,
                    l->line_h * 9 / 10);
    UgRect map = rs->laid->end_map, box = rs->laid->end_log; /* under the words */
    if (f->has_board && map.h >= 2 * l->line_h) draw_floor_map(r, f, map);
    fill(r, box.x, box.y, box.w, box.h, f->ui.panel);
    int pad = l->line_h / 4 + 1;
    /* the last messages, wrapped as the game's log wraps them, the newest at the bottom */
    int rows = (box.h - pad) / l->line_h;
    int cols = rs->laid->end_log_cols;
    UgLogRow lr[UG_LOG_ROWS_MAX];
    int shown = ug_view_log_rows(f, cols > 1 ? cols : 1, rows > 0 ? rows : 0, lr);
    for (int i = 0; i < shown; i++) {
        const UgTextLine *line = &f->log[lr[i].line];
        int ly = box.y + pad + i * l->line_h;
        if (lr[i].first && line->mark[0])
            draw_text(rs, a, line->mark, box.x + pad, ly, box.w - 2 * pad, line->color);
        char piece[UG_FRAME_TEXT_MAX];
        int n = lr[i].len < (int)sizeof piece - 1 ? lr[i].len : (int)sizeof piece - 1;
        memcpy(piece, line->text + lr[i].start, (size_t)n);
        piece[n] = '\0';
        draw_text(rs, a, piece, box.x + pad + 2 * a->advance, ly, box.w - 2 * pad - 2 * a->advance,
                  line->color);
    }
}

/* One line of a box: its legend sign (a sprite in sprite mode, else the glyph in its colour)
 * and mark on its first row, its text wrapped to the box's columns (rows after the first under
 * the text) or, unwrapped, cut at the side. Returns the rows drawn; stops above `bottom`. */
static int draw_box_line(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l, const UgBoxLayout *b,
                         int i, int y, int bottom) {
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    const UgTextLine *ln = &f->overlay_lines[i];
    int x = b->box.x + b->pad, w = b->box.w - 2 * b->pad;
    int cols = rs->laid->box_cols[i];
    bool wrap = b->wrap && ln->text[0];
    int rows = rs->laid->box_rows[i];
    if (y + rows * b->row_h > bottom) return 0; /* the caller says more did not fit */
    int indent = 0;
    int k = icon_scale(a, l);
    if (rs->sprites && f->tiles == UG_TILES_SPRITES && f->overlay_sprite[i] && k >= 1) {
        int px = k * UG_SPRITE_PX; /* the legend in sprite mode: the sprite */
        draw_sprite(rs, f->overlay_sprite[i], x + a->advance, y + (l->line_h - px) / 2, px, false);
        indent = 4 * a->advance;
    } else if (f->overlay_glyph[i]) { /* the legend: the sign in its colour, then its meaning */
        char glyph[8] = {0};
        uint32_t cp = f->overlay_glyph[i];
        if (cp < 0x80) {
            glyph[0] = (char)cp;
        } else if (cp < 0x800) {
            glyph[0] = (char)(0xC0 | (cp >> 6));
            glyph[1] = (char)(0x80 | (cp & 0x3F));
        }
        draw_text(rs, a, glyph, x + a->advance, y, w, f->overlay_glyph_color[i]);
        indent = 4 * a->advance;
    }
    if (!wrap) {
        draw_marked(rs, a, ln, x + indent, y, w - indent);
        return 1;
    }
    if (ln->mark[0]) {
        draw_text(rs, a, ln->mark, x + indent, y, w - indent, ln->color);
        indent += 2 * a->advance;
    }
    WrapDraw wd = {rs, a, x + indent, y, b->row_h, ln->color, true, true};
    ug_wrap_text(ln->text, cols, wrap_draw_line, &wd);
    return rows;
}

static void draw_overlay(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    Atlas *a = &rs->atlases[ATLAS_TEXT];
    fill(r, l->canvas.x, l->canvas.y, l->canvas.w, l->canvas.h, (UgColor){0, 0, 0, 150});
    const UgBoxLayout b = rs->laid->box;
    UgRect box = b.box;
    fill(r, box.x, box.y, box.w, box.h, f->ui.panel);
    outline(r, box, f->ui.frame);
    int x = box.x + b.pad, w = box.w - 2 * b.pad;
    draw_text(rs, a, f->overlay_title.text, x, box.y + b.pad / 2, w, f->overlay_title.color);
    int y = b.first_y, bottom = b.bottom;
    if (f->overlay == UG_OVERLAY_NOTICE) { /* notices are sentences: wrapped to the box */
        int cols = a->advance > 0 ? w / a->advance : 40;
        WrapDraw wd = {rs, a, x, y, l->line_h, ug_color_text, true, true};
        for (int i = 0; i < f->overlay_count && wd.y + l->line_h <= bottom; i++) {
            wd.color = f->overlay_lines[i].color;
            ug_wrap_text(f->overlay_lines[i].text, cols, wrap_draw_line, &wd);
            wd.y += l->line_h / 2;
        }
    } else {
        int first = f->overlay_scroll < f->overlay_count ? f->overlay_scroll : f->overlay_count - 1;
        if (first > 0) { /* scrolled (help): the first row says that more is above */
            draw_text(rs, a, "...", x, y, w, ug_color_dim);
            y += b.row_h;
        }
        /* more than the box holds below: its last row says so */
        bool more = rs->laid->box_max_scroll > (first > 0 ? first : 0);
        int limit = more ? bottom - b.row_h : bottom;
        for (int i = first > 0 ? first : 0; i < f->overlay_count && y + b.row_h <= limit; i++) {
            int rows = draw_box_line(rs, f, l, &b, i, y, limit);
            if (rows == 0) break;
            y += rows * b.row_h;
        }
        if (more) draw_text(rs, a, "...", x, y, w, ug_color_dim);
    }
    if (f->overlay_footer.text[0]) { /* the keys, wrapped to the box (ug_layout_box) */
        WrapDraw wd = {rs, a, x, bottom, l->line_h, f->overlay_footer.color, true, true};
        ug_wrap_text(f->overlay_footer.text, b.cols > 0 ? b.cols : 1, wrap_draw_line, &wd);
    }
}

static void panel_free(PanelCache *p) {
    if (p->tex) SDL_DestroyTexture(p->tex);
    SDL_free(p->shown.buf);
    SDL_free(p->next.buf);
    memset(p, 0, sizeof *p);
}

static void panels_drop(UgRenderSdl *rs) {
    for (int i = 0; i < PANEL_COUNT; i++) panel_free(&rs->panels[i]);
}

/* Whether the renderer draws into textures (asked once). */
static bool targets_ok(UgRenderSdl *rs) {
    if (!rs->targets) {
        SDL_RendererInfo info;
        rs->targets = SDL_GetRendererInfo(rs->renderer, &info) == 0 &&
                              (info.flags & SDL_RENDERER_TARGETTEXTURE)
                          ? 1
                          : -1;
    }
    return rs->targets > 0;
}

/* Is the recorded list's first call an opaque fill of the whole of rc? */
static bool rec_covers(const Recorder *rc, SDL_Rect r) {
    int call[6];
    if (rc->len < sizeof call) return false;
    memcpy(call, rc->buf, sizeof call);
    return call[0] == REC_FILL && call[1] <= r.x && call[2] <= r.y &&
           call[1] + call[3] >= r.x + r.w && call[2] + call[4] >= r.y + r.h &&
           (call[5] & 0xFF) == 255;
}

/* Draws panel `which` (its drawer, inside rc) through its texture (see Recorder), or directly
 * when it cannot be. */
static void draw_panel(UgRenderSdl *rs, int which, UgRect rc,
                       void (*draw)(UgRenderSdl *, const UgFrame *, const UgLayout *),
                       const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    SDL_Rect clip = {rc.x, rc.y, rc.w, rc.h};
    PanelCache *p = &rs->panels[which];
    if (rs->no_cache || rs->board_off || rc.w <= 0 || rc.h <= 0 || !targets_ok(rs)) {
        SDL_RenderSetClipRect(r, &clip);
        draw(rs, f, l);
        return;
    }
    p->next.len = 0;
    p->next.failed = false;
    recording = &p->next;
    rec_put(&clip, sizeof clip);
    draw(rs, f, l);
    recording = NULL;
    bool same = !p->next.failed && p->shown.len == p->next.len &&
                memcmp(p->shown.buf, p->next.buf, p->next.len) == 0;
    if (rs->board_break && p->shown.len) same = true; /* tests: never redrawn */
    if (!same) {
        Recorder full = p->next;
        full.buf = full.buf ? full.buf + sizeof clip : NULL;
        full.len = full.len >= sizeof clip ? full.len - sizeof clip : 0;
        p->shown.len = 0; /* the texture is being redrawn: valid only once drawn */
        if (p->next.failed || !rec_covers(&full, clip)) {
            SDL_RenderSetClipRect(r, &clip);
            draw(rs, f, l);
            return;
        }
        if (p->tex && (p->w != rc.w || p->h != rc.h)) {
            SDL_DestroyTexture(p->tex);
            p->tex = NULL;
        }
        if (!p->tex) {
            p->tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, rc.w,
                                       rc.h);
            if (p->tex) SDL_SetTextureBlendMode(p->tex, SDL_BLENDMODE_NONE);
            p->w = rc.w;
            p->h = rc.h;
        }
        if (!p->tex || SDL_SetRenderTarget(r, p->tex) != 0) {
            SDL_SetRenderTarget(r, NULL);
            SDL_RenderSetClipRect(r, &clip);
            draw(rs, f, l);
            return;
        }
        /* the drawer's own coordinates: the panel's corner at the texture's */
        SDL_Rect vp = {-rc.x, -rc.y, rc.x + rc.w, rc.y + rc.h};
        SDL_RenderSetViewport(r, &vp);
        SDL_RenderSetClipRect(r, &clip);
        draw(rs, f, l);
        SDL_SetRenderTarget(r, NULL);
        Recorder t = p->shown; /* what was recorded now is what the texture shows */
        p->shown = p->next;
        p->next = t;
        rs->panels_redrawn++;
    }
    SDL_RenderSetClipRect(r, &clip);
    SDL_RenderCopy(r, p->tex, NULL, &clip);
}

bool ug_render_sdl_draw(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    rs->frame++;
    rs->panels_redrawn = 0;
    if (SDL_AtomicSet(&rs->targets_lost, 0)) {
        ug_board_cache_drop(&rs->board);
        panels_drop(rs);
    }
    rs->laid = ug_frame_laid(f, l, &rs->scratch);
    int sizes[ATLAS_COUNT] = {l->text_px, l->glyph_px, l->heading_px};
    /* Only the atlases this frame needs: the title screen has no board, the game no heading. */
    bool needed[ATLAS_COUNT] = {true, f->scene == UG_SCENE_GAME && f->has_board,
                                f->scene != UG_SCENE_GAME};
    bool ok = true;
    for (int i = 0; i < ATLAS_COUNT; i++)
        if (needed[i] && rs->atlases[i].px != sizes[i] &&
            !atlas_build(rs, &rs->atlases[i], sizes[i]))
            ok = false;
    SDL_RenderSetClipRect(r, NULL);
    /* The board's texture covers the board's rectangle whole: the screen is cleared around it
     * (and the board's rectangle by draw_board, when it is drawn directly after all). */
    rs->board_uncleared = f->scene == UG_SCENE_GAME && f->has_board && !rs->no_cache &&
                          !rs->board_off && !rs->board.unsupported && l->board.w > 0 &&
                          l->board.h > 0;
    if (rs->board_uncleared) {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(r, &w, &h);
        UgRect b = l->board;
        SDL_Rect around[4] = {{0, 0, w, b.y},
                              {0, b.y + b.h, w, h - (b.y + b.h)},
                              {0, b.y, b.x, b.h},
                              {b.x + b.w, b.y, w - (b.x + b.w), b.h}};
        for (int i = 0; i < 4; i++)
            if (around[i].w > 0 && around[i].h > 0) clear_rect(r, f->background, &around[i]);
    } else {
        set_color(r, f->background);
        SDL_RenderClear(r);
    }
    if (f->scene == UG_SCENE_GAME && f->has_board) {
        SDL_Rect clip;
        /* Each panel is clipped to its own rectangle: nothing can spill into a neighbour. */
        clip = (SDL_Rect){l->board.x, l->board.y, l->board.w, l->board.h};
        SDL_RenderSetClipRect(r, &clip);
        draw_board(rs, f, l);
        draw_panel(rs, PANEL_HUD, l->hud, draw_hud, f, l);
        if (l->sight_lines > 0) draw_panel(rs, PANEL_SIGHT, l->sight, draw_sight, f, l);
        if (l->look.w > 0) {
            clip = (SDL_Rect){l->look.x, l->look.y, l->look.w, l->look.h};
            SDL_RenderSetClipRect(r, &clip);
            draw_look(rs, f, l);
        }
        SDL_RenderSetClipRect(r, NULL);
        if (l->has_minimap) draw_minimap(rs, f, l);
        if (f->has_inventory && l->has_inventory) {
            draw_panel(rs, PANEL_INVENTORY, l->inventory, draw_inventory, f, l);
            SDL_RenderSetClipRect(r, NULL);
        }
        draw_panel(rs, PANEL_LOG, l->log, draw_log, f, l);
        SDL_RenderSetClipRect(r, NULL);
        for (int i = 0; i < f->touch_count && i < UG_TOUCH_BUTTONS; i++) {
            UgRect b = rs->laid->touch[i];
            fill(r, b.x, b.y, b.w, b.h, f->ui.panel);
            outline(r, b, f->ui.frame);
            Atlas *a = &rs->atlases[ATLAS_TEXT];
            int tw = text_width(rs, a, f->touch_labels[i].text);
            draw_text(rs, a, f->touch_labels[i].text, b.x + (b.w - tw) / 2,
                      b.y + (b.h - a->height) / 2, b.w, f->touch_labels[i].color);
        }
    } else if (f->scene != UG_SCENE_GAME) {
        SDL_Rect clip = {l->canvas.x, l->canvas.y, l->canvas.w, l->canvas.h};
        SDL_RenderSetClipRect(r, &clip);
        if (f->scene == UG_SCENE_DEATH || f->scene == UG_SCENE_VICTORY)
            draw_death(rs, f, l); /* the end screens: death or victory */
        else
            draw_menu(rs, f, l);
        draw_osk(rs, f);
        SDL_RenderSetClipRect(r, NULL);
    }
    if (f->overlay != UG_OVERLAY_NONE) {
        SDL_Rect clip = {l->canvas.x, l->canvas.y, l->canvas.w, l->canvas.h};
        SDL_RenderSetClipRect(r, &clip);
        draw_overlay(rs, f, l);
        draw_quit_buttons(rs, f);
        SDL_RenderSetClipRect(r, NULL);
    }
    return ok;
}
