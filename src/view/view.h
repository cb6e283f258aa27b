/* The view: what the player sees, as a value. ug_view_build turns a const game, the message
 * log, the catalog and the front end's scene state into a UgFrame (each board cell's glyph and
 * colours, HUD lines, log lines, minimap pixels, screen and overlay texts). Every word comes
 * from the catalog; the renderer only draws a frame and never words anything. Pure C: no SDL,
 * no globals, no I/O, so what the player would see is unit-testable.
 */
#ifndef UG_VIEW_VIEW_H
#define UG_VIEW_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "undergrid/game.h"
#include "i18n.h"
#include "log.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct UgColor {
    uint8_t r, g, b, a; /* a = 0: nothing is drawn */
} UgColor;

enum {
    UG_FRAME_MAX_W = UG_MAP_MAX_W,
    UG_FRAME_MAX_H = UG_MAP_MAX_H,
    UG_FRAME_TEXT_MAX = 256,
    UG_FRAME_HUD_MAX = 8,
    UG_FRAME_LOG_MAX = 8,
    UG_FRAME_INV_ROWS = 10, /* simple: inventory rows visible at once (the original's 10) */
    UG_VIEW_COLS = 32,      /* the board shows at most this many columns of the floor ... */
    UG_VIEW_ROWS = 16,      /* ... and rows, scrolling to follow the player */
    UG_FRAME_BODY_MAX = 16,
    UG_FRAME_OVERLAY_MAX = 40
};

/* UG_SCENE_STORY is a frame's only: a full screen of text over no board (cursed's cut-scenes). */
typedef enum UgScene { UG_SCENE_TITLE = 0, UG_SCENE_GAME, UG_SCENE_DEATH, UG_SCENE_STORY } UgScene;
typedef enum UgOverlay {
    UG_OVERLAY_NONE = 0,
    UG_OVERLAY_HELP,
    UG_OVERLAY_HISTORY,
    UG_OVERLAY_QUIT
} UgOverlay;

/* One board cell: a block of colour `bg` (if bg.a) with glyph `glyph` in `fg` on it. */
typedef struct UgCell {
    uint32_t glyph; /* a Unicode code point; 0 = none */
    UgColor fg;
    UgColor bg;
    bool seen;    /* explored: drawn at all */
    bool dimmed;  /* remembered but not in sight: drawn in the remembered tones */
    bool monster; /* a creature (not the player) is drawn here */
} UgCell;

typedef struct UgTextLine {
    char text[UG_FRAME_TEXT_MAX]; /* UTF-8, worded and complete ("... (x3)" included) */
    UgColor color;
    int repeat; /* log lines: how many times in a row it came (1 = once) */
} UgTextLine;

typedef struct UgFrame {
    UgScene scene;
    UgOverlay overlay;
    UgColor background;

    /* The game scene (also kept under the death screen's text). */
    bool has_board;
    /* The board is a board_w x board_h window onto the floor: cells[vy][vx] shows the floor's
     * tile (cam_x + vx, cam_y + vy). The camera centres the player, clamped at the floor's
     * edges (ug_view_camera); a floor no larger than the window has the camera at (0, 0). */
    int board_w, board_h;
    int cam_x, cam_y;
    UgCell cells[UG_FRAME_MAX_H][UG_FRAME_MAX_W];
    int player_x, player_y;           /* floor coordinates */
    bool diagonal_hint;               /* Shift is held (simple): arrows around the player */
    UgTextLine hud[UG_FRAME_HUD_MAX]; /* classic: floor, health, turn, seed; simple: 8 lines */
    int hud_count;
    int health_line;        /* the HUD line the health bar goes under */
    int health, health_max; /* for the health bar */
    UgColor health_color;
    UgTextLine log[UG_FRAME_LOG_MAX]; /* oldest first; the last is the newest */
    int log_count;
    /* The whole floor, map_w x map_h, in floor coordinates; a = 0: nothing drawn. */
    int map_w, map_h;
    UgColor minimap[UG_FRAME_MAX_H][UG_FRAME_MAX_W];

    /* simple: the inventory panel. The list (rows from inv_offset) or, when inv_menu, the
     * chosen item's verbs; inv_cursor is the row with the '>' (-1: none, the panel is closed). */
    bool has_inventory;
    bool inv_menu;
    UgTextLine inv_title;
    UgTextLine inv_lines[UG_FRAME_INV_ROWS];
    uint32_t inv_glyph[UG_FRAME_INV_ROWS]; /* the item's board glyph before its name; 0: none */
    UgColor inv_glyph_color[UG_FRAME_INV_ROWS];
    int inv_count;
    int inv_cursor;
    UgTextLine inv_hint;

    /* Title and death screens: a heading and paragraphs (wrapped by the renderer). */
    UgTextLine heading;
    UgTextLine body[UG_FRAME_BODY_MAX];
    int body_count;

    /* Help, history or quit: a title, lines and a footer, in a box over everything. */
    UgTextLine overlay_title;
    UgTextLine overlay_lines[UG_FRAME_OVERLAY_MAX];
    int overlay_count;
    UgTextLine overlay_footer;
} UgFrame;

/* What the front end knows that the game does not. */
typedef struct UgViewState {
    UgScene scene;
    UgOverlay overlay;
    int log_lines;      /* how many recent log lines to show (1..UG_FRAME_LOG_MAX) */
    int history_rows;   /* history overlay: rows that fit (1..UG_FRAME_OVERLAY_MAX) */
    int history_scroll; /* history overlay: rows scrolled up from the newest (clamped) */
    int death_floor, death_turns;
    UgMode mode; /* the ruleset being played (the title and help differ) */
    /* simple's inventory: open (x), its verb menu (z), the chosen row, the first row shown and
     * the chosen verb. Changed only through the ug_view_inventory_* functions. */
    bool inv_open, inv_menu;
    int inv_index, inv_offset, inv_menu_index;
    bool diagonal_hint; /* Shift is held */
    /* A saved game waiting on the title screen: its floor (0: none) and turn. */
    int resume_floor, resume_turns;
    /* cursed: its modes, cursor, screens and prompts (cursed_view.h); NULL: none. */
    const struct UgCursedScene *cursed;
} UgViewState;

/* The camera's first column (or row) for a player at `player` on a floor `map` tiles wide,
 * seen through a window `view` tiles wide: centred, clamped to 0..map-view. */
int ug_view_camera(int player, int map, int view);

/* --- simple's inventory (RULES.md §2 "Items"), as pure state changes -------------------------
 * x: ug_view_inventory_toggle opens the list (false, changing nothing, when there is nothing to
 * list: the caller logs UG_MSG_INVENTORY_EMPTY), closes it, or in the verb menu goes back to the
 * list. Up/down: ug_view_inventory_move moves the cursor by dy, wrapping around, keeping it in
 * the 10 rows shown. z: ug_view_inventory_choose opens the verb menu of the chosen item, or in
 * the menu returns true with the UG_ACT_USE action to play and closes the panel. */
bool ug_view_inventory_toggle(UgViewState *state, const UgGame *game);
void ug_view_inventory_move(UgViewState *state, const UgGame *game, int dy);
bool ug_view_inventory_choose(UgViewState *state, const UgGame *game, UgAction *action);

/* The original's five message colours (seeds/003): each message has one kind. */
typedef enum UgMsgKind {
    UG_MSGKIND_NORMAL = 0, /* white */
    UG_MSGKIND_SPECIAL,    /* yellow */
    UG_MSGKIND_IMPORTANT,  /* red */
    UG_MSGKIND_PATTACK,    /* your attack: yellow-green */
    UG_MSGKIND_EATTACK,    /* an enemy's attack: aqua */
    UG_MSGKIND_COUNT
} UgMsgKind;
UgMsgKind ug_view_message_kind(int32_t msg); /* UgMsg or UgUiMsg */
UgColor ug_view_kind_color(UgMsgKind kind);

/* Builds the frame. `game` may be NULL (title screen before any game); `log` may be NULL;
 * `catalog` may be NULL (built-in English). */
void ug_view_build(UgFrame *frame, const UgGame *game, const UgLog *log, const UgCatalog *catalog,
                   const UgViewState *state);

/* Words one log entry in the catalog's language (without the repeat suffix). */
void ug_view_word_entry(const UgCatalog *catalog, const UgLogEntry *entry, char *out, size_t size);

/* The largest history_scroll that still shows a full page, for a log and a page size. */
int ug_view_history_max_scroll(const UgLog *log, int rows);

/* --- The one table of appearances ------------------------------------------------------------
 * How each tile and creature looks: creatures and items here, each mode's tiles in its view
 * profile (profile.h; ug_look_tile is classic's). A sprite renderer later maps the same keys to
 * sprites. */
typedef struct UgLook {
    uint32_t glyph;    /* 0 = no glyph */
    UgColor fg;        /* glyph colour */
    UgColor bg_near;   /* block colour in sight (a = 0: no block) */
    UgColor bg_far;    /* block colour remembered */
    uint8_t far_alpha; /* glyph opacity when remembered (0..255) */
} UgLook;

const UgLook *ug_look_tile(UgTile tile, bool touches_floor);
const UgLook *ug_look_monster(UgMonsterKind kind);
/* The same, per mode (its view profile): simple draws its floors its own way (dots, grey
 * memory). */
const UgLook *ug_look_tile_in(UgMode mode, UgTile tile, bool touches_floor);
/* Items lying on a floor (simple), and their icons in the inventory. */
const UgLook *ug_look_item(UgItemKind kind);

/* Fixed colours of the interface. */
extern const UgColor ug_color_background;
extern const UgColor ug_color_text;     /* messages: 200,210,255 */
extern const UgColor ug_color_hud;      /* status lines */
extern const UgColor ug_color_heading;  /* screen titles */
extern const UgColor ug_color_panel;    /* panel and overlay backgrounds */
extern const UgColor ug_color_frame;    /* panel borders */
extern const UgColor ug_color_bar_back; /* the empty part of the health bar */

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_VIEW_H */
