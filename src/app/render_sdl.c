/* Frame -> pixels. See render_sdl.h. One drawer per panel: board, HUD, minimap, log, screens,
 * overlay; each reads only the frame and the layout. */
#include "render_sdl.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

/* The glyphs an atlas holds: printable ASCII and Latin-1 (all of Spanish), plus U+FFFD shown as
 * '?'. Anything else is drawn as '?'. */
enum { ASCII_FIRST = 32, ASCII_LAST = 126, LATIN_FIRST = 160, LATIN_LAST = 255 };
enum { GLYPHS = (ASCII_LAST - ASCII_FIRST + 1) + (LATIN_LAST - LATIN_FIRST + 1) };

typedef struct Glyph {
    SDL_Rect src; /* in the atlas; the rendered glyph as TTF lays it out from the pen position */
    int advance;
    int minx, maxx, miny, maxy; /* the ink box, relative to the pen and baseline */
    bool present;
} Glyph;

typedef struct Atlas {
    int px; /* font pixel size; 0 = not built */
    SDL_Texture *texture;
    int ascent, height, advance; /* advance of 'M' (the font is monospace) */
    Glyph glyphs[GLYPHS];
} Atlas;

enum { ATLAS_TEXT, ATLAS_BOARD, ATLAS_HEADING, ATLAS_COUNT };

struct UgRenderSdl {
    SDL_Renderer *renderer;
    void *font_data; /* the whole font file: FreeType reading a file in small seeks is slow */
    size_t font_size;
    Atlas atlases[ATLAS_COUNT];
    int builds;
};

static TTF_Font *open_font(const UgRenderSdl *rs, int px) {
    SDL_RWops *rw = SDL_RWFromConstMem(rs->font_data, (int)rs->font_size);
    return rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
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
    memset(a, 0, sizeof *a);
}

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
        if (surfaces[i]->w > cell_w) cell_w = surfaces[i]->w;
        if (surfaces[i]->h > cell_h) cell_h = surfaces[i]->h;
    }
    TTF_CloseFont(font);
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
        }
        a->texture = SDL_CreateTextureFromSurface(rs->renderer, sheet);
        ok = a->texture != NULL;
        if (ok) SDL_SetTextureBlendMode(a->texture, SDL_BLENDMODE_BLEND);
        SDL_FreeSurface(sheet);
    }
    for (int i = 0; i < GLYPHS; i++) SDL_FreeSurface(surfaces[i]);
    if (!ok) {
        atlas_free(a);
        return false;
    }
    a->px = px;
    rs->builds++;
    return true;
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
    return rs;
}

void ug_render_sdl_free(UgRenderSdl *rs) {
    if (!rs) return;
    for (int i = 0; i < ATLAS_COUNT; i++) atlas_free(&rs->atlases[i]);
    SDL_free(rs->font_data);
    SDL_free(rs);
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
    set_color(r, c);
    SDL_Rect rect = {x, y, w, h};
    SDL_RenderFillRect(r, &rect);
}

static void outline(SDL_Renderer *r, UgRect rc, UgColor c) {
    set_color(r, c);
    SDL_Rect rect = {rc.x, rc.y, rc.w, rc.h};
    SDL_RenderDrawRect(r, &rect);
}

static const Glyph *glyph_for(const Atlas *a, uint32_t cp) {
    const Glyph *g = &a->glyphs[glyph_index(cp)];
    if (!g->present && g->advance == 0) g = &a->glyphs['?' - ASCII_FIRST];
    return g;
}

/* Draws one glyph with its pen at (x, top) of a line; returns the advance. */
static int draw_glyph(SDL_Renderer *r, const Atlas *a, uint32_t cp, int x, int top, UgColor c) {
    const Glyph *g = glyph_for(a, cp);
    if (g->present && a->texture) {
        SDL_SetTextureColorMod(a->texture, c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(a->texture, c.a);
        SDL_Rect dst = {x, top, g->src.w, g->src.h};
        SDL_RenderCopy(r, a->texture, &g->src, &dst);
    }
    return g->advance > 0 ? g->advance : a->advance;
}

/* Draws a line of text from (x, top), clipped at x + max_w (max_w <= 0: no limit). */
static void draw_text(SDL_Renderer *r, const Atlas *a, const char *text, int x, int top, int max_w,
                      UgColor c) {
    if (!a->texture || c.a == 0) return;
    int pen = x;
    for (const char *p = text; *p;) {
        uint32_t cp = ug_utf8_next(&p);
        const Glyph *g = glyph_for(a, cp);
        int adv = g->advance > 0 ? g->advance : a->advance;
        if (max_w > 0 && pen + adv > x + max_w) break;
        pen += draw_glyph(r, a, cp, pen, top, c);
    }
}

static int text_width(const Atlas *a, const char *text) {
    int w = 0;
    for (const char *p = text; *p;) {
        const Glyph *g = glyph_for(a, ug_utf8_next(&p));
        w += g->advance > 0 ? g->advance : a->advance;
    }
    return w;
}

int ug_wrap_text(const char *text, int cols, void (*emit)(void *, const char *, size_t),
                 void *user) {
    if (cols < 1) cols = 1;
    int lines = 0;
    const char *p = text;
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        const char *start = p, *cut = NULL, *q = p;
        int n = 0;
        while (*q && n < cols) {
            if (*q == '\n') break;
            if (*q == ' ') cut = q;
            ug_utf8_next(&q);
            n++;
        }
        const char *end;
        if (!*q || *q == '\n' || *q == ' ')
            end = q; /* the rest fits, or the line ends right at a space */
        else if (cut && cut > start)
            end = cut; /* break at the last space */
        else
            end = q; /* one long word: cut it */
        size_t len = (size_t)(end - start);
        while (len > 0 && start[len - 1] == ' ') len--;
        if (emit) emit(user, start, len);
        lines++;
        p = end;
        if (*p == '\n') p++;
    }
    return lines;
}

/* --- Panels --------------------------------------------------------------------------------------
 */

static void draw_board(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    const Atlas *a = &rs->atlases[ATLAS_BOARD];
    int t = l->tile;
    /* The original leaves a one-pixel seam between 20 px tiles: keep it in proportion. */
    int gap = t >= 10 ? (t + 19) / 20 : 0;
    for (int y = 0; y < f->board_h && y < l->rows; y++)
        for (int x = 0; x < f->board_w && x < l->cols; x++) {
            const UgCell *c = &f->cells[y][x];
            int px = l->board.x + x * t, py = l->board.y + y * t;
            if (c->seen) fill(r, px, py, t - gap, t - gap, c->bg);
            if (!c->glyph || !a->texture) continue;
            /* Centre the glyph's ink in the tile (not its advance box), so @ r g O > ! sit in
             * the middle whatever the font. */
            const Glyph *g = glyph_for(a, c->glyph);
            int ink_w = g->maxx - g->minx, ink_h = g->maxy - g->miny;
            int gx = px + (t - gap - ink_w) / 2 - g->minx;
            int gy = py + (t - gap - ink_h) / 2 - (a->ascent - g->maxy);
            draw_glyph(r, a, c->glyph, gx, gy, c->fg);
        }
}

static void draw_hud(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    const Atlas *a = &rs->atlases[ATLAS_TEXT];
    fill(r, l->hud.x, l->hud.y, l->hud.w, l->hud.h, ug_color_panel);
    int pad = l->line_h / 4 + 1;
    int x = l->hud.x + pad, w = l->hud.w - 2 * pad;
    int y = l->hud.y + pad;
    int bar_h = l->line_h / 3 > 2 ? l->line_h / 3 : 2;
    for (int i = 0; i < f->hud_count; i++) {
        draw_text(r, a, f->hud[i].text, x, y, w, f->hud[i].color);
        y += l->line_h;
        if (i == 1) { /* the health bar under the health line */
            fill(r, x, y, w, bar_h, ug_color_bar_back);
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
    fill(r, box.x, box.y, box.w, box.h, ug_color_panel);
    for (int y = 0; y < f->board_h && y < l->rows; y++)
        for (int x = 0; x < f->board_w && x < l->cols; x++)
            fill(r, l->minimap.x + x * m, l->minimap.y + y * m, m, m, f->minimap[y][x]);
    outline(r, box, ug_color_frame);
}

static void draw_log(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    const Atlas *a = &rs->atlases[ATLAS_TEXT];
    fill(r, l->log.x, l->log.y, l->log.w, l->log.h, ug_color_panel);
    int pad = l->line_h / 4 + 1;
    int shown = f->log_count < l->log_lines ? f->log_count : l->log_lines;
    /* The newest line at the bottom, older ones above it. */
    int top = l->log.y + l->log.h - pad / 2 - shown * l->line_h;
    int y0 = top > l->log.y ? top : l->log.y;
    int first = f->log_count - shown;
    for (int i = 0; i < shown; i++)
        draw_text(r, a, f->log[first + i].text, l->log.x + pad,
                  y0 + i * l->line_h + (l->line_h - a->height) / 2, l->log.w - 2 * pad,
                  f->log[first + i].color);
}

typedef struct WrapDraw {
    SDL_Renderer *r;
    const Atlas *a;
    int center_x, y, line_h;
    UgColor color;
    bool draw;
} WrapDraw;

static void wrap_draw_line(void *user, const char *line, size_t n) {
    WrapDraw *wd = user;
    char buf[UG_FRAME_TEXT_MAX];
    if (n >= sizeof buf) n = sizeof buf - 1;
    memcpy(buf, line, n);
    buf[n] = '\0';
    if (wd->draw)
        draw_text(wd->r, wd->a, buf, wd->center_x - text_width(wd->a, buf) / 2, wd->y, 0,
                  wd->color);
    wd->y += wd->line_h;
}

/* Title and death screens: a heading and centred, wrapped paragraphs. */
static void draw_screen(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    const Atlas *h = &rs->atlases[ATLAS_HEADING], *a = &rs->atlases[ATLAS_TEXT];
    int cols = a->advance > 0 ? (int)(l->canvas.w * 0.84) / a->advance : 40;
    int cx = l->canvas.x + l->canvas.w / 2;
    /* Measure first, to centre the whole block vertically. */
    WrapDraw wd = {r, a, cx, 0, l->line_h, ug_color_text, false};
    for (int i = 0; i < f->body_count; i++) {
        ug_wrap_text(f->body[i].text, cols, wrap_draw_line, &wd);
        wd.y += l->line_h / 2;
    }
    int total = h->height + l->line_h + wd.y;
    int y = l->canvas.y + (l->canvas.h - total) / 2;
    if (y < l->canvas.y) y = l->canvas.y;
    draw_text(r, h, f->heading.text, cx - text_width(h, f->heading.text) / 2, y, 0,
              f->heading.color);
    wd.y = y + h->height + l->line_h;
    wd.draw = true;
    for (int i = 0; i < f->body_count; i++) {
        wd.color = f->body[i].color;
        ug_wrap_text(f->body[i].text, cols, wrap_draw_line, &wd);
        wd.y += l->line_h / 2;
    }
}

static void draw_overlay(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
    const Atlas *a = &rs->atlases[ATLAS_TEXT];
    fill(r, l->canvas.x, l->canvas.y, l->canvas.w, l->canvas.h, (UgColor){0, 0, 0, 150});
    UgRect box = l->overlay;
    if (f->overlay == UG_OVERLAY_QUIT) { /* a small box: three lines */
        int h = l->line_h * 6;
        box.y += (box.h - h) / 2;
        box.h = h;
    }
    fill(r, box.x, box.y, box.w, box.h, ug_color_panel);
    outline(r, box, ug_color_frame);
    int pad = l->line_h;
    int x = box.x + pad, w = box.w - 2 * pad;
    int y = box.y + pad / 2;
    draw_text(r, a, f->overlay_title.text, x, y, w, f->overlay_title.color);
    y += l->line_h * 3 / 2;
    int bottom = box.y + box.h - pad / 2 - l->line_h; /* the footer's line */
    for (int i = 0; i < f->overlay_count && y + l->line_h <= bottom; i++) {
        draw_text(r, a, f->overlay_lines[i].text, x, y, w, f->overlay_lines[i].color);
        y += l->line_h;
    }
    if (f->overlay_footer.text[0])
        draw_text(r, a, f->overlay_footer.text, x, bottom, w, f->overlay_footer.color);
}

bool ug_render_sdl_draw(UgRenderSdl *rs, const UgFrame *f, const UgLayout *l) {
    SDL_Renderer *r = rs->renderer;
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
    set_color(r, f->background);
    SDL_RenderClear(r);
    if (f->scene == UG_SCENE_GAME && f->has_board) {
        SDL_Rect clip;
        /* Each panel is clipped to its own rectangle: nothing can spill into a neighbour. */
        clip = (SDL_Rect){l->board.x, l->board.y, l->board.w, l->board.h};
        SDL_RenderSetClipRect(r, &clip);
        draw_board(rs, f, l);
        clip = (SDL_Rect){l->hud.x, l->hud.y, l->hud.w, l->hud.h};
        SDL_RenderSetClipRect(r, &clip);
        draw_hud(rs, f, l);
        SDL_RenderSetClipRect(r, NULL);
        draw_minimap(rs, f, l);
        clip = (SDL_Rect){l->log.x, l->log.y, l->log.w, l->log.h};
        SDL_RenderSetClipRect(r, &clip);
        draw_log(rs, f, l);
        SDL_RenderSetClipRect(r, NULL);
    } else if (f->scene != UG_SCENE_GAME) {
        SDL_Rect clip = {l->canvas.x, l->canvas.y, l->canvas.w, l->canvas.h};
        SDL_RenderSetClipRect(r, &clip);
        draw_screen(rs, f, l);
        SDL_RenderSetClipRect(r, NULL);
    }
    if (f->overlay != UG_OVERLAY_NONE) {
        SDL_Rect clip = {l->canvas.x, l->canvas.y, l->canvas.w, l->canvas.h};
        SDL_RenderSetClipRect(r, &clip);
        draw_overlay(rs, f, l);
        SDL_RenderSetClipRect(r, NULL);
    }
    return ok;
}
