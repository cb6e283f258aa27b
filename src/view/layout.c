/* The panel layout and click-to-step. See layout.h. */
#include "layout.h"

#include <math.h>
#include <stdlib.h>

/* The design, in canvas units (640 x 360). */
enum {
    MARGIN = 6,
    BOARD_W = 512, /* 32 tiles of 16 */
    BOARD_H = 256,
    SIDE_X = MARGIN + BOARD_W + MARGIN,
    SIDE_W = UG_CANVAS_W - SIDE_X - MARGIN,
    HUD_H = 84,
    LOG_Y = MARGIN + BOARD_H + MARGIN,
    LOG_H = UG_CANVAS_H - LOG_Y - MARGIN,
    TEXT_SIZE = 12,
    LINE_SIZE = 15,
    HEADING_SIZE = 30,
    OVERLAY_INSET_X = 40,
    OVERLAY_INSET_Y = 20
};

static int scaled(const UgLayout *l, int units) {
    return (int)lround(units * l->scale);
}

/* A canvas-unit rectangle in output pixels: each edge scaled and rounded on its own, so that
 * rectangles that share an edge in canvas units share it in pixels too. */
static UgRect to_pixels(const UgLayout *l, int x, int y, int w, int h) {
    UgRect r;
    r.x = l->canvas.x + scaled(l, x);
    r.y = l->canvas.y + scaled(l, y);
    r.w = l->canvas.x + scaled(l, x + w) - r.x;
    r.h = l->canvas.y + scaled(l, y + h) - r.y;
    return r;
}

static int max_int(int a, int b) {
    return a > b ? a : b;
}
static int min_int(int a, int b) {
    return a < b ? a : b;
}

void ug_layout_compute(UgLayout *l, int out_w, int out_h, int cols, int rows) {
    out_w = max_int(out_w, 1);
    out_h = max_int(out_h, 1);
    cols = max_int(cols, 1);
    rows = max_int(rows, 1);
    l->out_w = out_w;
    l->out_h = out_h;
    l->cols = cols;
    l->rows = rows;
    double sx = (double)out_w / UG_CANVAS_W, sy = (double)out_h / UG_CANVAS_H;
    l->scale = sx < sy ? sx : sy;
    int cw = min_int(out_w, (int)lround(UG_CANVAS_W * l->scale));
    int ch = min_int(out_h, (int)lround(UG_CANVAS_H * l->scale));
    l->canvas = (UgRect){(out_w - cw) / 2, (out_h - ch) / 2, cw, ch};

    /* The board: whole-pixel tiles as large as fit its area, centred in it. */
    UgRect area = to_pixels(l, MARGIN, MARGIN, BOARD_W, BOARD_H);
    l->tile = max_int(1, min_int(area.w / cols, area.h / rows));
    int bw = l->tile * cols, bh = l->tile * rows;
    l->board = (UgRect){area.x + (area.w - bw) / 2, area.y + (area.h - bh) / 2, bw, bh};

    l->hud = to_pixels(l, SIDE_X, MARGIN, SIDE_W, HUD_H);
    UgRect mini = to_pixels(l, SIDE_X, 2 * MARGIN + HUD_H, SIDE_W, BOARD_H - HUD_H - MARGIN);
    /* One pixel kept free all round for the minimap's frame. */
    mini = (UgRect){mini.x + 1, mini.y + 1, mini.w - 2, mini.h - 2};
    l->mini_cell = max_int(1, min_int(mini.w / cols, mini.h / rows));
    int mw = l->mini_cell * cols, mh = l->mini_cell * rows;
    l->minimap = (UgRect){mini.x + (mini.w - mw) / 2, mini.y, mw, mh}; /* under the HUD */

    l->log = to_pixels(l, MARGIN, LOG_Y, UG_CANVAS_W - 2 * MARGIN, LOG_H);
    l->overlay = to_pixels(l, OVERLAY_INSET_X, OVERLAY_INSET_Y, UG_CANVAS_W - 2 * OVERLAY_INSET_X,
                           UG_CANVAS_H - 2 * OVERLAY_INSET_Y);
    l->text_px = max_int(6, scaled(l, TEXT_SIZE));
    l->line_h = max_int(l->text_px + 1, scaled(l, LINE_SIZE));
    l->glyph_px = max_int(6, (int)lround(l->tile * 0.9));
    l->heading_px = max_int(8, scaled(l, HEADING_SIZE));
    l->log_lines = max_int(1, l->log.h / l->line_h);
    l->mini_cols = cols;
    l->mini_rows = rows;
    l->has_inventory = false;
    l->inventory = (UgRect){0, 0, 0, 0};
}

/* simple's design, in canvas units: 11-unit tiles (352 x 176 for 32 x 16) leave a 270-unit
 * side column, wide enough for the Japanese status lines at 12 units a full-width glyph. */
enum {
    S_BOARD_W = 352,
    S_BOARD_H = 176,
    S_LOG_Y = MARGIN + S_BOARD_H + MARGIN,
    S_SIDE_X = MARGIN + S_BOARD_W + MARGIN,
    S_SIDE_W = UG_CANVAS_W - S_SIDE_X - MARGIN,
    S_HUD_H = 136,
    S_LOWER_Y = MARGIN + S_HUD_H + MARGIN,
    S_MINI = 102, /* 100 + the frame */
    S_INV_W = S_SIDE_W - S_MINI - MARGIN
};

void ug_layout_compute_simple(UgLayout *l, int out_w, int out_h, int cols, int rows, int map_w,
                              int map_h) {
    ug_layout_compute(l, out_w, out_h, cols, rows); /* scale, canvas and text sizes */
    map_w = max_int(map_w, 1);
    map_h = max_int(map_h, 1);
    UgRect area = to_pixels(l, MARGIN, MARGIN, S_BOARD_W, S_BOARD_H);
    l->tile = max_int(1, min_int(area.w / l->cols, area.h / l->rows));
    int bw = l->tile * l->cols, bh = l->tile * l->rows;
    l->board = (UgRect){area.x + (area.w - bw) / 2, area.y + (area.h - bh) / 2, bw, bh};
    l->glyph_px = max_int(6, (int)lround(l->tile * 0.9));
    l->log = to_pixels(l, MARGIN, S_LOG_Y, S_BOARD_W, UG_CANVAS_H - S_LOG_Y - MARGIN);
    l->log_lines = max_int(1, l->log.h / l->line_h);
    l->hud = to_pixels(l, S_SIDE_X, MARGIN, S_SIDE_W, S_HUD_H);
    l->has_inventory = true;
    l->inventory = to_pixels(l, S_SIDE_X, S_LOWER_Y, S_INV_W, UG_CANVAS_H - S_LOWER_Y - MARGIN);
    UgRect mini = to_pixels(l, S_SIDE_X + S_INV_W + MARGIN, S_LOWER_Y, S_MINI, S_MINI);
    mini = (UgRect){mini.x + 1, mini.y + 1, mini.w - 2, mini.h - 2};
    l->mini_cols = map_w;
    l->mini_rows = map_h;
    l->mini_cell = max_int(1, min_int(mini.w / map_w, mini.h / map_h));
    int mw = l->mini_cell * map_w, mh = l->mini_cell * map_h;
    l->minimap = (UgRect){mini.x + (mini.w - mw) / 2, mini.y, mw, mh};
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

static int sign(int v) {
    return (v > 0) - (v < 0);
}

UgAction ug_layout_click_action(const UgLayout *l, int px, int py, int player_x, int player_y) {
    /* Twice the distances, so the centre of the tile (half a pixel when the tile is odd) and
     * half a tile are whole numbers. */
    int dx2 = 2 * px - (2 * (l->board.x + player_x * l->tile) + l->tile);
    int dy2 = 2 * py - (2 * (l->board.y + player_y * l->tile) + l->tile);
    if (abs(dx2) < l->tile && abs(dy2) < l->tile) return ug_action_wait();
    if (abs(dx2) > abs(dy2)) return ug_action_move(sign(dx2), 0);
    return ug_action_move(0, sign(dy2));
}

UgAction ug_layout_click_action8(const UgLayout *l, int px, int py, int player_x, int player_y) {
    int dx2 = 2 * px - (2 * (l->board.x + player_x * l->tile) + l->tile);
    int dy2 = 2 * py - (2 * (l->board.y + player_y * l->tile) + l->tile);
    if (abs(dx2) < l->tile && abs(dy2) < l->tile) return ug_action_wait();
    /* tan(22.5 degrees) is 0.414: 12/29 is 0.4138, in whole numbers. */
    long ax = labs((long)dx2), ay = labs((long)dy2);
    if (29 * ay < 12 * ax) return ug_action_move(sign(dx2), 0);
    if (29 * ax < 12 * ay) return ug_action_move(0, sign(dy2));
    return ug_action_move(sign(dx2), sign(dy2));
}
