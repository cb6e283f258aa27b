/* Where each panel goes in the window, in output pixels, and the click-to-step rule.
 *
 * The layout uses the whole window at any size from 640x360 up: text is sized from the window
 * (never below 12 px), a side panel as wide as its lines need holds the status lines, the
 * inventory (modes that have one), the creatures in sight and, only when the floor is larger
 * than the board, a minimap; the board takes the rest, in whole-pixel square tiles as large as
 * fit (or as the zoom option asks), and the log below it shows as many lines as it has room
 * for. Panels never overlap and every one lies inside the window. Pure C: no SDL.
 */
#ifndef UG_VIEW_LAYOUT_H
#define UG_VIEW_LAYOUT_H

#include <stdbool.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_CANVAS_W = 640, UG_CANVAS_H = 360 };
/* The side panel's width in text columns: a game's layout always gives it at least these (a
 * layout that cannot is refused for a smaller text), so a status line of at most this many
 * columns is never cut. */
enum { UG_SIDE_PANEL_COLS = 22 };

typedef struct UgRect {
    int x, y, w, h;
} UgRect;

typedef struct UgLayout {
    int out_w, out_h;   /* the output, in real pixels */
    double scale;       /* output pixels per unit of the 640x360 design */
    UgRect canvas;      /* the whole output (kept for the screens and overlays) */
    UgRect board;       /* exactly cols x rows tiles */
    int tile;           /* tile size in pixels (>= 1) */
    int cols, rows;     /* the board's window onto the floor, in tiles */
    UgRect side;        /* the side panel, around the HUD, inventory, sight list and minimap */
    UgRect hud;         /* status lines and the health bar */
    UgRect sight;       /* the creatures in sight */
    int sight_lines;    /* how many creature lines fit (with its title) */
    bool has_minimap;   /* the floor is larger than the board */
    UgRect minimap;     /* exactly mini_cols x mini_rows minimap cells */
    int mini_cell;      /* minimap cell size in pixels (>= 1) */
    UgRect minimap_box; /* the minimap's panel: the side panel's width, around the minimap */
    UgRect look;        /* one line: the tile under the pointer */
    UgRect log;         /* the message log strip */
    UgRect overlay;     /* help, history, quit: a box over everything */
    int text_px;        /* font pixel size for HUD, log and screens (>= 12) */
    int line_h;         /* line spacing for that text */
    int char_w;         /* the width the layout allows one column of text (a wide glyph: 2) */
    int glyph_px;       /* font pixel size for creatures and items on the board */
    int heading_px;     /* font pixel size of screen titles */
    int log_lines;      /* how many log lines (wrapped rows) fit */
    int log_cols;       /* columns of text a log row has after its mark (ug_view_log_rows) */
    int mini_cols, mini_rows; /* the minimap's size in cells (the whole floor) */
    bool has_inventory;       /* the inventory panel */
    UgRect inventory;
    int inventory_rows; /* item rows that fit (at most UG_FRAME_INV_ROWS) */
    /* The title menu: its rows' box (ug_layout_menu_row) and the death screen's map and log. */
    UgRect menu;
    int menu_row_h;
    UgRect death_map, death_log;
} UgLayout;

/* What the layout needs to know of the game. Zero is the default for every field. */
typedef struct UgLayoutParams {
    int map_w, map_h; /* the floor (0: the title, no board) */
    int hud_lines;    /* status lines the HUD shows */
    bool inventory;   /* the mode has an inventory (UG_SYS_INVENTORY) */
    int zoom;         /* UgOptions.zoom: 0 fits the floor, 1..4 larger tiles (a scrolling board) */
    int tile_step;    /* sprites: tiles are a whole multiple of this (1x, 2x...; 0: any size) */
    int text_scale;   /* UgOptions.text_scale: percent of the text's size, 75..200; 0: 100 */
} UgLayoutParams;

/* The text scale an option value means (0 or out of range: 100), and the next one dir (+1/-1)
 * steps of 25 away, wrapping from 200 to 75 and back. */
int ug_text_scale_percent(int option);
int ug_text_scale_step(int option, int dir);

/* Computes the layout for an output of out_w x out_h pixels (sizes below 1 are taken as 1). */
void ug_layout_compute(UgLayout *layout, int out_w, int out_h, const UgLayoutParams *params);

/* The on-screen buttons shown after a touch (wait, pick up, items, menu): a row of `count` along
 * the bottom of the board, each at least 2 lines high. */
enum { UG_TOUCH_BUTTONS = 4 };
UgRect ug_layout_touch_button(const UgLayout *layout, int i, int count);

/* A status line for a layout that has no look line (cursed's): the log's top line becomes the
 * look line (watching a recording says where it is there). Nothing if it has one already or
 * the log has a single line. */
void ug_layout_take_status_line(UgLayout *layout);

/* Row i of a title menu of `count` rows, in output pixels. */
UgRect ug_layout_menu_row(const UgLayout *layout, int i, int count);

bool ug_rect_contains(UgRect r, int x, int y);
bool ug_rect_overlaps(UgRect a, UgRect b);
/* Is `inner` wholly inside `outer`? */
bool ug_rect_inside(UgRect inner, UgRect outer);

/* The floor tile shown under the output pixel (px, py) by a board of cols x rows tiles whose
 * camera is at (cam_x, cam_y), into *x, *y; false off the board. */
bool ug_layout_tile_at(const UgLayout *layout, int cam_x, int cam_y, int cols, int rows, int px,
                       int py, int *x, int *y);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_LAYOUT_H */
