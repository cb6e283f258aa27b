/* Where each panel goes in the window, in output pixels, and the click-to-step rule.
 *
 * The screen is designed on a 640x360 canvas (the original demo's size) that is scaled by the
 * largest factor that fits the output and centred (letterboxing the rest). On it: the board
 * (top left), a side panel with the HUD over the minimap (top right) and the message log (the
 * bottom strip). Each panel's edges are the canvas edges scaled and rounded, so neighbouring
 * panels can touch but never overlap, at any size. Pure C: no SDL.
 */
#ifndef UG_VIEW_LAYOUT_H
#define UG_VIEW_LAYOUT_H

#include <stdbool.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_CANVAS_W = 640, UG_CANVAS_H = 360 };

typedef struct UgRect {
    int x, y, w, h;
} UgRect;

typedef struct UgLayout {
    int out_w, out_h; /* the output, in real pixels */
    double scale;     /* output pixels per canvas unit */
    UgRect canvas;    /* the letterboxed canvas */
    UgRect board;     /* exactly cols x rows tiles */
    int tile;         /* tile size in pixels (>= 1) */
    int cols, rows;
    UgRect hud;               /* status lines and the health bar */
    UgRect minimap;           /* exactly cols x rows minimap cells */
    int mini_cell;            /* minimap cell size in pixels (>= 1) */
    UgRect log;               /* the message log strip */
    UgRect overlay;           /* help, history, quit: a box over the canvas */
    int text_px;              /* font pixel size for HUD, log and screens */
    int line_h;               /* line spacing for that text */
    int glyph_px;             /* font pixel size for creatures and items on the board */
    int heading_px;           /* font pixel size of screen titles */
    int log_lines;            /* how many log lines fit */
    int mini_cols, mini_rows; /* the minimap's size in cells (the whole floor) */
    bool has_inventory;       /* simple: the inventory panel */
    UgRect inventory;
} UgLayout;

/* Computes the layout for an output of out_w x out_h pixels and a board of cols x rows tiles
 * (both >= 1; sizes below 1 are treated as 1). */
void ug_layout_compute(UgLayout *layout, int out_w, int out_h, int cols, int rows);

/* simple's screen (RULES.md §2 "Screen") on the same 640x360 canvas: the board (a cols x rows
 * window onto the floor, at most 32x16) top left, the message log (8 lines) under it, and a side
 * column with the status panel (8 lines and the HP bar) over the inventory (10 rows) and, beside
 * the inventory, the minimap of the whole map_w x map_h floor. */
void ug_layout_compute_simple(UgLayout *layout, int out_w, int out_h, int cols, int rows, int map_w,
                              int map_h);

bool ug_rect_contains(UgRect r, int x, int y);
bool ug_rect_overlaps(UgRect a, UgRect b);
/* Is `inner` wholly inside `outer`? */
bool ug_rect_inside(UgRect inner, UgRect outer);

/* Click-to-step (RULES.md §1 "Input"): compares the clicked output pixel (px, py) with the
 * centre of the player's tile; within half a tile on both axes it is a wait, else a step along
 * the axis of the larger difference (ties: vertical, as in the original). */
UgAction ug_layout_click_action(const UgLayout *layout, int px, int py, int player_x, int player_y);
/* The same for modes that move in 8 directions: the step whose direction is nearest the click
 * (a diagonal within 22.5 degrees of 45). player_x/y are board (window) coordinates, i.e. the
 * floor's minus the camera's. */
UgAction ug_layout_click_action8(const UgLayout *layout, int px, int py, int player_x,
                                 int player_y);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_LAYOUT_H */
