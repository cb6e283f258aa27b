/* The panel layout and click-to-step. See layout.h. */
#include "layout.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "view.h"

enum {
    MIN_TEXT = 12,                  /* the smallest text at any size (640x360 included) */
    SIDE_COLS = UG_SIDE_PANEL_COLS, /* (layout.h) */
    MIN_LOG = 3,                    /* log lines kept under the board at least */
    INV_LINES = 12,                 /* the inventory's title, 10 rows and its hint */
    SIGHT_MIN = 3,                  /* the sight list: its title and two creatures, or not at all */
    LOG_MARK_COLS = 2, /* a log row's mark ("» ") and the indent of its continuation rows */
    MENU_ROWS_MAX = UG_OPT_COUNT + 2, /* the longest menu page: the options, Keys and Back */
    FIT_COLS = 32,                    /* the board the fill rule fits: 32 x 16 tiles, as the */
    FIT_ROWS = 16,                    /* original's (or the whole floor where it is smaller) */
};

/* What the chosen row does, under the menu's rows: two lines and the gaps around them. */
#define MENU_DETAIL_H(l) ((l)->line_h * 5 / 2 + (l)->line_h / 3)

static int max_int(int a, int b) {
    return a > b ? a : b;
}
static int min_int(int a, int b) {
    return a < b ? a : b;
}

/* Tile sizes of the zoom steps, in text sizes (UgOptions.zoom 1..4). */
static const double zoom_tiles[UG_ZOOM_MAX + 1] = {0, 1.0, 1.5, 2.0, 3.0};

/* The layout at one text scale (percent); false if its panels do not all fit (a large text in a
 * small window), for ug_layout_compute to try a smaller one. */
/* The screens: the menu's rows under the heading, the death screen's map and log, the box
 * over everything. */
static void lay_out_screens(UgLayout *l, int m) {
    int out_w = l->out_w, out_h = l->out_h;
    l->menu_row_h = l->line_h * 3 / 2;
    int menu_w = min_int(out_w - 2 * m, max_int(out_w * 3 / 5, 44 * l->char_w));
    l->menu = (UgRect){(out_w - menu_w) / 2, out_h * 3 / 10, menu_w,
                       out_h - out_h * 3 / 10 - 4 * l->line_h};
    int dy = out_h * 2 / 5;
    l->death_map = (UgRect){m, dy, (out_w - 3 * m) / 2, out_h - dy - 2 * l->line_h - m};
    l->death_log = (UgRect){l->death_map.x + l->death_map.w + m, dy,
                            out_w - 2 * m - l->death_map.w - m, l->death_map.h};
    int ov_x = max_int(m, out_w / 16), ov_y = max_int(m, out_h / 18);
    l->overlay = (UgRect){ov_x, ov_y, out_w - 2 * ov_x, out_h - 2 * ov_y};
}

/* In the side panel, from the top: HUD, inventory, creatures in sight; the minimap at the
 * bottom when the board does not show the whole floor. True when they fit its height. */
static bool lay_out_side(UgLayout *l, const UgLayoutParams *p, int m, int pad) {
    int side_w = l->side.w;
    int map_w = max_int(p->map_w, 1), map_h = max_int(p->map_h, 1);
    int hud_lines = max_int(p->hud_lines, 1);
    int y = l->side.y;
    int hud_h = hud_lines * l->line_h + l->line_h / 3 + 3 * pad;
    l->hud = (UgRect){l->side.x, y, side_w, hud_h};
    y += hud_h + m / 2;
    int bottom = l->side.y + l->side.h;
    l->has_minimap = l->cols < map_w || l->rows < map_h;
    l->mini_cols = map_w;
    l->mini_rows = map_h;
    if (l->has_minimap) {
        int room = (bottom - y) / 3;
        l->mini_cell = max_int(1, min_int((side_w - 2) / map_w, room / map_h));
        int mw = l->mini_cell * map_w, mh = l->mini_cell * map_h;
        l->minimap = (UgRect){l->side.x + (side_w - mw) / 2, bottom - mh - 1, mw, mh};
        l->minimap_box = (UgRect){l->side.x, l->minimap.y - 1, side_w, mh + 2};
        bottom = l->minimap.y - 1 - m / 2;
    }
    if (p->inventory) {
        /* Half of what is left, so that the creatures in sight keep the other half. */
        int lines = max_int(4, min_int(INV_LINES, (bottom - y - pad) / l->line_h / 2));
        /* Where the other half could not hold the sight list anyway (640x360), all of it. */
        int all = min_int(INV_LINES, (bottom - y - 3 * pad) / l->line_h);
        int left = bottom - y - (lines * l->line_h + 3 * pad) - m / 2 - pad;
        if (left / l->line_h < SIGHT_MIN && all > lines) lines = all;
        l->has_inventory = true;
        l->inventory_rows = min_int(UG_FRAME_INV_ROWS, lines - 2);
        /* The title, its gap, the rows and the hint: lines - 2 rows (the renderer's). */
        l->inventory = (UgRect){l->side.x, y, side_w, lines * l->line_h + 2 * pad + pad / 2 + 1};
        y += l->inventory.h + m / 2;
    }
    int sight_lines = (bottom - y - pad) / l->line_h;
    if (sight_lines >= SIGHT_MIN) {
        l->sight_lines = min_int(sight_lines, UG_FRAME_SIGHT_MAX + 1);
        /* its panel to the minimap or the bottom: the side panel's rest is the list's */
        l->sight =
            (UgRect){l->side.x, y, side_w, max_int(l->sight_lines * l->line_h + pad, bottom - y)};
    }
    return y - m / 2 <= bottom + (l->has_minimap ? 0 : m);
}

static bool layout_at(UgLayout *l, int out_w, int out_h, const UgLayoutParams *p, int percent) {
    memset(l, 0, sizeof *l);
    out_w = max_int(out_w, 1);
    out_h = max_int(out_h, 1);
    l->out_w = out_w;
    l->out_h = out_h;
    double sx = (double)out_w / UG_CANVAS_W, sy = (double)out_h / UG_CANVAS_H;
    l->scale = sx < sy ? sx : sy;
    l->canvas = (UgRect){0, 0, out_w, out_h};
    /* The text scale sizes the text, and with it every panel measured in lines or columns. */
    double text_scale = percent / 100.0;
    l->text_px = max_int(MIN_TEXT, (int)lround(9.0 * l->scale * text_scale));
    l->line_h = (int)lround(l->text_px * 1.3);
    l->char_w = (int)ceil(l->text_px * 0.62); /* a monospace advance is about 0.6 em */
    l->heading_px = max_int(2 * MIN_TEXT, (int)lround(26.0 * l->scale * text_scale));
    /* a text larger than the default's keeps its titles twice its size, not three times: the
     * end screen's words need the room */
    if (percent > 100)
        l->heading_px =
            max_int((int)lround(26.0 * l->scale), min_int(l->heading_px, 2 * l->text_px));
    int m = max_int(4, l->text_px / 2); /* margin between panels */
    int pad = l->line_h / 4 + 1;

    lay_out_screens(l, m);

    /* The fill rule (issue 27), one for every mode and size, glyphs and sprites alike: the
     * board's tile is the largest whole-pixel size at which the mode's board -- FIT_COLS x
     * FIT_ROWS tiles, or the whole floor where it is smaller -- fits beside the side panel's
     * columns and above the look line and the log's least lines. The board then shows as many
     * tiles of a larger floor as its area holds at that size; it sits at the top left, the side
     * panel takes the rest of the width and the log the rest of the height (no band of the
     * window is left empty but the margins). Sprites take the same whole-pixel size (drawn
     * nearest-neighbour); only the zoom steps keep them whole multiples of a sprite. */
    int side_min =
        min_int(SIDE_COLS * l->char_w + 2 * pad, percent > 100 ? out_w * 5 / 12 : out_w / 3);
    int map_w = max_int(p->map_w, 1), map_h = max_int(p->map_h, 1);
    int vis_w = min_int(map_w, FIT_COLS), vis_h = min_int(map_h, FIT_ROWS);

    /* The board's area: left of the side panel, above the look line and the log's least. */
    int area_w = max_int(out_w - side_min - 3 * m, 1);
    int area_h = max_int(out_h - 3 * m - (1 + MIN_LOG) * l->line_h - pad, 1);
    int fit = max_int(1, min_int(area_w / vis_w, area_h / vis_h));
    int readable = l->text_px; /* a glyph smaller than the text is not worth a tile */
    int z = p->zoom < 0 || p->zoom > UG_ZOOM_MAX ? 0 : p->zoom;
    int tile = z == 0 ? max_int(fit, readable) : (int)lround(readable * zoom_tiles[z]);
    tile = max_int(1, min_int(tile, min_int(area_w, area_h)));
    /* A zoom step in sprites: the largest whole scale of a sprite not larger (crisp pixels). */
    if (z > 0 && p->tile_step > 1 && tile >= p->tile_step) tile -= tile % p->tile_step;
    l->tile = tile;
    l->cols = max_int(1, min_int(map_w, area_w / tile));
    l->rows = max_int(1, min_int(map_h, area_h / tile));
    int bw = l->cols * tile, bh = l->rows * tile;
    int x0 = m;
    l->board = (UgRect){x0, m, bw, bh};
    int side_x = x0 + bw + m;
    l->side = (UgRect){side_x, m, max_int(side_min, out_w - m - side_x), out_h - 2 * m};
    int side_w = l->side.w;
    l->glyph_px = max_int(6, (int)lround(tile * 0.8));

    /* Under the board: the look line, then the log to the bottom. */
    l->look = (UgRect){x0, l->board.y + bh + m / 2, bw, l->line_h};
    int log_y = l->look.y + l->look.h;
    l->log = (UgRect){x0, log_y, bw, out_h - m - log_y};
    l->log_lines = max_int(1, min_int(UG_FRAME_LOG_MAX, (l->log.h - pad) / l->line_h));
    l->log_cols = max_int(1, (l->log.w - 2 * pad) / l->char_w - LOG_MARK_COLS);

    bool side_fits = lay_out_side(l, p, m, pad);
    /* In a game the side panel holds its columns (not cut to a part of the window); on the
     * title the longest menu page (the options, Keys and Back) fits between the heading and the
     * keys' hint, a line a row. */
    bool side_wide = side_w >= SIDE_COLS * l->char_w + 2 * pad;
    int menu_top = out_h / 14 + l->heading_px * 6 / 5 + l->line_h / 3;
    bool menu_fits =
        menu_top + MENU_ROWS_MAX * l->line_h <= out_h - 2 * l->line_h - l->line_h * 3 / 2;
    /* ... and under the heading, the title's two lines of words above the rows */
    menu_fits = menu_fits && menu_top + 2 * l->line_h + l->line_h / 3 <= l->menu.y;
    bool game = p->map_w > 0; /* the title's screens have no side panel, the game no menu */
    return side_fits && (side_wide || !game) && (menu_fits || game) && l->log_lines >= MIN_LOG &&
           l->log_cols >= 20;
}

void ug_layout_compute(UgLayout *l, int out_w, int out_h, const UgLayoutParams *p) {
    UgLayoutParams none = {0};
    if (!p) p = &none;
    /* A text larger than the window has room for is made smaller, a step at a time, down to
     * 100 % (the default always fits, from 640x360 up). */
    int percent = ug_text_scale_percent(p->text_scale);
    while (!layout_at(l, out_w, out_h, p, percent) && percent > 100)
        percent = percent - UG_TEXT_SCALE_STEP < 100 ? 100 : percent - UG_TEXT_SCALE_STEP;
}

int ug_text_scale_percent(int option) {
    if (option < UG_TEXT_SCALE_MIN || option > UG_TEXT_SCALE_MAX) return 100;
    return option - (option - UG_TEXT_SCALE_MIN) % UG_TEXT_SCALE_STEP;
}

int ug_text_scale_step(int option, int dir) {
    int steps = (UG_TEXT_SCALE_MAX - UG_TEXT_SCALE_MIN) / UG_TEXT_SCALE_STEP + 1;
    int i = (ug_text_scale_percent(option) - UG_TEXT_SCALE_MIN) / UG_TEXT_SCALE_STEP;
    i = ((i + (dir < 0 ? -1 : 1)) % steps + steps) % steps;
    return UG_TEXT_SCALE_MIN + i * UG_TEXT_SCALE_STEP;
}

UgRect ug_layout_touch_button(const UgLayout *l, int i, int count) {
    count = max_int(count, 1);
    int gap = max_int(2, l->line_h / 4);
    int w = (l->board.w - (count + 1) * gap) / count, h = 2 * l->line_h;
    return (UgRect){l->board.x + gap + i * (w + gap), l->board.y + l->board.h - h - gap, w, h};
}

UgRect ug_layout_menu_row(const UgLayout *l, int i, int count) {
    /* The rows end two lines and a half (what the chosen row does) above the keys' hint at the
     * bottom. A page with more rows than that room holds at a line and a half each has them
     * closer (down to a line) and then starts them higher, under the heading. */
    count = max_int(count, 1);
    int row_h = l->menu_row_h, y0 = l->menu.y;
    int bottom = l->canvas.y + l->canvas.h - 2 * l->line_h - MENU_DETAIL_H(l);
    if (y0 + count * row_h > bottom) {
        row_h = max_int(l->line_h, (bottom - y0) / count);
        int top = l->canvas.y + l->canvas.h / 14 + l->heading_px * 6 / 5 + l->line_h / 3;
        if (y0 + count * row_h > bottom) y0 = max_int(top, bottom - count * row_h);
    }
    return (UgRect){l->menu.x, y0 + i * row_h, l->menu.w, row_h};
}

void ug_layout_take_status_line(UgLayout *l) {
    if (l->look.w > 0 || l->log_lines < 2) return;
    l->look = (UgRect){l->log.x, l->log.y, l->log.w, l->line_h};
    l->log.y += l->line_h;
    l->log.h -= l->line_h;
    l->log_lines--;
}

bool ug_rect_contains(UgRect r, int x, int y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

bool ug_rect_overlaps(UgRect a, UgRect b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool ug_rect_inside(UgRect inner, UgRect outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

bool ug_layout_tile_at(const UgLayout *l, int cam_x, int cam_y, int cols, int rows, int px, int py,
                       int *x, int *y) {
    if (l->tile <= 0 || !ug_rect_contains(l->board, px, py)) return false;
    int vx = (px - l->board.x) / l->tile, vy = (py - l->board.y) / l->tile;
    if (vx >= cols || vy >= rows) return false;
    *x = cam_x + vx;
    *y = cam_y + vy;
    return true;
}
