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
#include "layout.h"
#include "log.h"
#include "sprites.h"

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
    UG_FRAME_HUD_MAX = 10,
    UG_FRAME_LOG_MAX = 24,  /* the log shows as many lines as its panel has room for */
    UG_FRAME_INV_ROWS = 10, /* simple: inventory rows visible at once (the original's 10) */
    UG_VIEW_COLS = 32,      /* the board shows at most this many columns of the floor ... */
    UG_VIEW_ROWS = 16,      /* ... and rows, scrolling to follow the player */
    UG_FRAME_BODY_MAX = 16,
    UG_FRAME_OVERLAY_MAX = 40,
    UG_FRAME_MENU_MAX = 14,  /* rows of the title menu (the Options page: 12 options, Keys, Back) */
    UG_FRAME_SIGHT_MAX = 16, /* creatures listed in the sidebar */
    UG_ZOOM_MAX = 4,         /* board zoom steps above "fit" (UgOptions.zoom) */
    UG_FRAME_OSK_MAX = 48    /* keys of the on-screen keyboard (osk.h) */
};

/* The title menu's pages. */
typedef enum UgMenuPage {
    UG_PAGE_MAIN = 0, /* Continue (one per saved run), New game, Options, Records, Help, Quit */
    UG_PAGE_MODES,    /* the modes, each with its line; those the core cannot play: "coming" */
    UG_PAGE_SEED,     /* the seed field (typed text) and Start */
    UG_PAGE_OPTIONS,  /* the options (UgOptions), applied as they change */
    UG_PAGE_REPLACE,  /* a new game would replace a saved run of its mode: ask first */
    UG_PAGE_RECORDS,  /* high scores, recent runs, achievements, today's seed (records_view.h) */
    UG_PAGE_COUNT
} UgMenuPage;

/* What a menu row does when chosen. */
typedef enum UgMenuAction {
    UG_MENU_NOTHING = 0,
    UG_MENU_CONTINUE, /* arg: the mode whose saved run goes on */
    UG_MENU_NEW,      /* to the modes */
    UG_MENU_OPTIONS,
    UG_MENU_RECORDS, /* the Records page (disabled when no user folder keeps them) */
    UG_MENU_HELP,
    UG_MENU_QUIT,
    UG_MENU_MODE,  /* arg: the mode; to its seed page */
    UG_MENU_SEED,  /* the seed field: typing edits it, choosing it starts */
    UG_MENU_START, /* a new game of menu_mode with the seed typed (empty: a random one) */
    UG_MENU_BACK,
    UG_MENU_OPTION,       /* arg: which option (UgOptionId); left/right or choosing changes it */
    UG_MENU_REPLACE,      /* give up the saved run for the new game */
    UG_MENU_KEEP,         /* continue the saved run instead */
    UG_MENU_RECORDS_MODE, /* Records: left/right or choosing shows another mode */
    UG_MENU_RECORDS_TAB,  /* Records: left/right or choosing shows the next list */
    UG_MENU_DAILY,        /* Records: a new game of records_mode with today's seed */
    UG_MENU_WATCH,        /* Records: watch a kept recording (left/right: which run) */
    UG_MENU_KEYS,         /* Options: the Keys screen (UG_OVERLAY_KEYS) */
    UG_MENU_ABOUT,        /* Modes: arg: the mode whose About page (its profile's) is shown */
} UgMenuAction;

/* The options of the Options page, in their order. A new option is one entry here, one in
 * UgOptions, its wording in menu.c and its line in the settings file (src/app/config.c). */
typedef enum UgOptionId {
    UG_OPT_LANGUAGE = 0,
    UG_OPT_ZOOM,
    UG_OPT_TRAVEL,
    UG_OPT_TILES,
    UG_OPT_PALETTE,    /* colour-blind and high-contrast palettes (palette.h) */
    UG_OPT_TEXT_SCALE, /* the text's size, 75 % to 200 % */
    UG_OPT_VOLUME,     /* sound (src/audio): the master volume */
    UG_OPT_SOUND,      /* sound effects on or off */
    UG_OPT_BACKGROUND, /* muted while the window is in the background */
    UG_OPT_PICKUP,     /* what explore picks up on its way (UgOptions.pickup) */
    UG_OPT_HINTS,      /* a first game's hints (UgOptions.hints_off; src/app/first_hints.c) */
    UG_OPT_ANIMATIONS, /* a turn's effects on or off (UgOptions.anims_off; src/view/anim.h) */
    UG_OPT_COUNT
} UgOptionId;

/* UgOptions.travel: the pace of travel, explore, rest and run (src/app/scenes_auto.c). */
enum { UG_TRAVEL_NORMAL = 0, UG_TRAVEL_FAST, UG_TRAVEL_INSTANT, UG_TRAVEL_COUNT };

enum { UG_TEXT_SCALE_MIN = 75, UG_TEXT_SCALE_MAX = 200, UG_TEXT_SCALE_STEP = 25 };

enum { UG_VOLUME_MAX = 10 }; /* the volume's steps (UgOptions.quiet) */

typedef struct UgOptions {
    char lang[8];   /* "en", "es", "ja"; "" : the system's */
    int zoom;       /* 0: the board fits the window (never below a readable tile); 1..UG_ZOOM_MAX */
    int travel;     /* UG_TRAVEL_*: steps a player can follow, faster, or all at once */
    int tiles;      /* UgTilesMode: glyphs, sprites or hybrid (sprites.h) */
    int palette;    /* a UgPalette (palette.h); 0: the normal colours */
    int text_scale; /* percent, UG_TEXT_SCALE_MIN..MAX in steps of 25; 0: 100 */
    int quiet;      /* sound: steps below full volume, 0 (full) .. UG_VOLUME_MAX (silent) */
    bool sound_off; /* the sound effects are off */
    bool muted;     /* M in play: silent until M again (the HUD says so) */
    bool background_heard; /* heard in the background too (false: muted when it loses focus) */
    int pickup;     /* what explore picks up: a UgAutoPickup (undergrid/auto.h), 0: everything */
    bool hints_off; /* the first game's hints are not shown (src/app/first_hints.h) */
    bool anims_off; /* a turn's effects (anim.h) are never drawn, at any pace */
} UgOptions;

typedef struct UgMenuItem {
    UgMenuAction action;
    int arg;
    bool enabled;
} UgMenuItem;

/* The end screens: UG_SCENE_DEATH (the player died) and UG_SCENE_VICTORY (the game was won,
 * UG_STATUS_WON) show the same things from the state's death_* fields: the run's floor, turns,
 * score and seed, its map and last messages, after the same short pause. UG_SCENE_STORY is a
 * frame's only: a full screen of text over no board (cursed's cut-scenes). */
typedef enum UgScene {
    UG_SCENE_TITLE = 0,
    UG_SCENE_GAME,
    UG_SCENE_DEATH,
    UG_SCENE_VICTORY,
    UG_SCENE_STORY
} UgScene;
typedef enum UgOverlay {
    UG_OVERLAY_NONE = 0,
    UG_OVERLAY_HELP,
    UG_OVERLAY_HISTORY,
    UG_OVERLAY_QUIT,
    UG_OVERLAY_NOTICE,   /* the notices not seen yet (a damaged file, a failed save): any key */
    UG_OVERLAY_KEYS,     /* Options -> Keys: rebind a command (keys_view.h) */
    UG_OVERLAY_INVENTORY /* a frame's only: the full inventory screen (inventory_view.h), drawn
                            while UgViewState.inv_open in the modes that have it */
} UgOverlay;

/* One board cell: a block of colour `bg` (if bg.a) with glyph `glyph` in `fg` on it. */
typedef struct UgCell {
    uint32_t glyph; /* a Unicode code point; 0 = none */
    UgColor fg;
    UgColor bg;
    bool seen;    /* explored: drawn at all */
    bool dimmed;  /* remembered but not in sight: drawn in the remembered tones */
    bool monster; /* a creature (not the player) is drawn here */
    bool player;  /* the player is drawn here */
    bool lit;     /* bg is a highlight (cursed's aim range, its cursor): shown over sprites too */
    uint8_t terrain;    /* what is here, as sprites (UgSprite): the tile's (0: none) ... */
    uint8_t thing;      /* ... and the creature, item or mark on it (0: none) */
    uint8_t thing_fade; /* an effect (anim.h): the thing drawn this much more transparent, 0
                         * (opaque, every cell but a dying creature's) .. 255 (gone) */
    bool effect; /* aiming: the orb's effect would touch this tile (ug_game_orb_effect_tiles) */
} UgCell;

typedef struct UgTextLine {
    char text[UG_FRAME_TEXT_MAX]; /* UTF-8, worded and complete ("... (x3)" included) */
    UgColor color;
    int repeat;   /* log lines: how many times in a row it came (1 = once) */
    char mark[8]; /* log lines: the mark of its meaning, drawn before it ("" : none) */
} UgTextLine;

/* A visible creature in the sidebar: its glyph, name (and level where the mode has
 * UG_SYS_MONSTER_LEVELS), and health for the bar. */
typedef struct UgSightLine {
    uint32_t glyph;
    uint8_t sprite; /* the creature's sprite (UgSprite), drawn instead in sprite mode */
    UgColor glyph_color;
    UgTextLine text;
    int hp, max_hp;
} UgSightLine;

enum { UG_FRAME_PATH_MAX = 256 };
/* The colours the renderer draws with besides the frame's texts and cells: the panels, their
 * borders, the health bars (their back and the creatures' bars by health left), the chosen
 * row's marker. ug_view_build fills them from the fixed colours; a palette rewrites them. */
typedef struct UgFrameColors {
    UgColor panel, frame, bar_back, heading, text;
    UgColor hp_good, hp_hurt, hp_low;
} UgFrameColors;

/* --- The frame as laid out (frame_layout.h) ------------------------------------------------
 * Where each of the frame's pieces goes and how many rows its wrapped lines take, written by
 * ug_frame_lay_out from the frame and the window's UgLayout: the renderer paints by it, the
 * legibility check reads it and the scenes hit-test its rectangles, so that the three can never
 * disagree. ug_view_build clears `done`; a frame not laid out (or laid out for another layout)
 * is laid out again by whoever reads it (ug_frame_laid). */
/* A box over everything (help, keys, history, quit, notices) as the renderer draws it: its
 * rectangle and the spacing of its rows. Help's and the keys' lines wrap to the box (rows after
 * the first indented under the text); when they need more rows than the layout's box holds, the
 * box takes the whole window and its rows come closer, down to the text's own height. */
typedef struct UgBoxLayout {
    UgRect box;
    int pad;             /* inside the box, left and right (the title sits pad / 2 down) */
    int row_h;           /* from one row to the next */
    int first_y, bottom; /* the first row's top; the footer's first line (rows end above it) */
    int footer_rows;     /* the footer (the keys), wrapped to the box */
    int cols;            /* columns of a row, before a line's indent */
    bool wrap;           /* lines wrap (help, keys); else each is one row, cut at the side */
} UgBoxLayout;
typedef struct UgFrameLaid {
    bool done;                          /* written by ug_frame_lay_out for `for_layout` */
    UgLayout for_layout;                /* the layout it was laid out for */
    UgBoxLayout box;                    /* the overlay's box (when there is an overlay) */
    int box_max_scroll;                 /* help: the lines that can be scrolled past (0: it fits) */
    int box_cols[UG_FRAME_OVERLAY_MAX]; /* a box line's columns after its indent (>= 1) */
    int box_rows[UG_FRAME_OVERLAY_MAX]; /* the rows it takes (1 when the box does not wrap) */
    UgRect end_map, end_log;            /* the end screens' map and log, under their words */
    int end_log_cols;                   /* columns of an end-screen log row after its mark */
    UgRect menu_rows[UG_FRAME_MENU_MAX + 1]; /* the title menu's rows; [menu_count]: under them */
    UgRect touch[UG_TOUCH_BUTTONS];          /* the touch buttons shown (touch_count) */
    int sight_cols;                          /* a sight line's columns before its health bar */
    int sight_rows[UG_FRAME_SIGHT_MAX];      /* the rows its name wraps to (a cut name: > 2) */
    UgRect osk[UG_FRAME_OSK_MAX];            /* the seed page's keys (osk_count) */
    UgRect quit_buttons[3];                  /* the quit box's answers (quit_button_count) */
} UgFrameLaid;

typedef struct UgFrame {
    UgScene scene;
    UgFrameColors ui;
    UgOverlay overlay;
    UgColor background;

    /* The game scene (also kept under the death screen's text). */
    bool has_board;
    int tiles; /* UgTilesMode: how the window draws the board (the option) */
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
    /* What a minimap cell holds besides its colour (UgMiniMark), drawn as a shape so that it
     * reads without colour: the player a ring, a creature a cross, an item a dot, stairs a
     * diagonal. */
    uint8_t minimap_mark[UG_FRAME_MAX_H][UG_FRAME_MAX_W];

    /* simple: the inventory panel. The list (rows from inv_offset) or, when inv_menu, the
     * chosen item's verbs; inv_cursor is the row with the '>' (-1: none, the panel is closed). */
    bool has_inventory;
    bool inv_menu;
    UgTextLine inv_title;
    UgTextLine inv_lines[UG_FRAME_INV_ROWS];
    uint32_t inv_glyph[UG_FRAME_INV_ROWS]; /* the item's board glyph before its name; 0: none */
    UgColor inv_glyph_color[UG_FRAME_INV_ROWS];
    uint8_t inv_sprite[UG_FRAME_INV_ROWS]; /* its sprite (UgSprite), drawn in sprite mode */
    int inv_count;
    bool inv_more; /* the list goes on below the rows shown (the panel says so: "...") */
    int inv_cursor;
    UgTextLine inv_hint;

    /* The creatures in sight, nearest first, and the line describing the tile under the
     * pointer (or the last tapped one); look.text "" when there is none. */
    UgSightLine sight[UG_FRAME_SIGHT_MAX];
    int sight_count;
    UgTextLine sight_title;
    UgTextLine look;
    /* Travel's preview (src/app/scenes_auto.c): the path to the tile under the pointer, or the
     * rest of the one being walked, in floor coordinates, first step first; 0: none. */
    int path_count;
    int16_t path_x[UG_FRAME_PATH_MAX], path_y[UG_FRAME_PATH_MAX];

    /* The title menu: its rows (menu_enabled false: drawn dimmed, not choosable), the row
     * chosen, and a line saying what the chosen row does; menu_hint says the keys. */
    bool has_menu;
    UgTextLine menu_items[UG_FRAME_MENU_MAX];
    bool menu_enabled[UG_FRAME_MENU_MAX];
    int menu_count, menu_cursor;
    UgTextLine menu_detail;
    UgTextLine menu_hint;
    /* A list under the menu (the Records page's runs): one line each, as many as fit. */
    UgTextLine menu_list[UG_FRAME_BODY_MAX];
    int menu_list_count;
    int menu_list_first; /* the first line drawn: the list scrolled (wheel, pad shoulders) */

    /* Title and death screens: a heading and paragraphs (wrapped by the renderer). */
    UgTextLine heading;
    UgTextLine body[UG_FRAME_BODY_MAX];
    int body_count;

    /* Help, history or quit: a title, lines and a footer, in a box over everything. */
    UgTextLine overlay_title;
    UgTextLine overlay_lines[UG_FRAME_OVERLAY_MAX];
    uint32_t overlay_glyph[UG_FRAME_OVERLAY_MAX]; /* help's legend: the sign drawn before */
    UgColor overlay_glyph_color[UG_FRAME_OVERLAY_MAX];
    uint8_t overlay_sprite[UG_FRAME_OVERLAY_MAX]; /* the sign as a sprite (sprite mode) */
    int overlay_count;
    UgTextLine overlay_footer;
    int overlay_scroll; /* help: the lines scrolled past (UgViewState.help_scroll) */

    /* The on-screen buttons after a touch (layout.h's ug_layout_touch_button): wait, pick up,
     * items, menu; touch_count 0: none. */
    UgTextLine touch_labels[4];
    int touch_count;

    /* The on-screen keyboard over the seed page (osk.h): its keys' labels, drawn where
     * ug_osk_key_rect puts the keys of a UgSeedKind osk_kind, and the chosen key; osk_count 0:
     * none. */
    int osk_kind, osk_count, osk_cursor;
    UgTextLine osk_labels[UG_FRAME_OSK_MAX];
    /* The quit box's answers as buttons after a touch (touch_view.h); 0: none. */
    UgTextLine quit_buttons[3];
    int quit_button_count;
    UgFrameLaid laid; /* where it all goes (frame_layout.h) */
} UgFrame;

enum UgMiniMark {
    UG_MINI_NONE = 0,
    UG_MINI_PLAYER,
    UG_MINI_ENEMY,
    UG_MINI_ITEM,
    UG_MINI_STAIRS,
    UG_MINI_MARK_COUNT
};

/* What the front end knows that the game does not. */
typedef struct UgViewState {
    UgScene scene;
    UgOverlay overlay;
    int log_lines;      /* how many recent log lines to show (1..UG_FRAME_LOG_MAX) */
    int history_rows;   /* history overlay: rows that fit (1..UG_FRAME_OVERLAY_MAX) */
    int history_scroll; /* history overlay: rows scrolled up from the newest (clamped) */
    int help_scroll;    /* help overlay: lines scrolled past at its top (scenes clamp it) */
    int help_about;     /* a mode + 1: the help box shows that mode's About page (0: its keys) */
    /* The end screen (death or victory): where the run ended, what killed the player (-1: none,
     * hunger; a victory has none), its score and whether the pause is over. */
    int death_floor, death_turns;
    int death_killer; /* the UgMonsterKind that killed the player; -1: none (hunger) */
    int death_score;  /* the run's score (ug_game_score: the core's, the HUD's) */
    int death_bonus;  /* what the victory added to it (ug_game_victory_bonus) */
    bool death_ready; /* the pause after the end is over: a key may start anew */
    /* records.h: the run's rank among its mode's high scores (0: not among them) and where its
     * morgue file was written ("": nowhere). */
    int death_rank;
    char death_morgue[200];
    UgMode mode; /* the ruleset being played (the title and help differ) */
    /* simple's inventory: open (x), its verb menu (z), the chosen row, the first row shown and
     * the chosen verb. Changed only by the controllers (src/app/controllers/inventory.h). */
    bool inv_open, inv_menu;
    int inv_index, inv_offset, inv_menu_index;
    int inv_rows;       /* item rows the panel has room for (the layout's inventory_rows; 0: 10) */
    int inv_verb;       /* the full screen asks for an item for this verb key ('d', 'q', 'w',
                           'W', 'T'; 0: it lists) (inventory_view.h) */
    bool sight_hidden;  /* the layout has no room for the creatures in sight (a small window):
                         * the board alone shows them */
    bool diagonal_hint; /* Shift is held */
    bool not_saved;     /* the run is another window's (or its lock cannot be taken): nothing
                         * played is saved, and the HUD says so (issue 25) */
    /* A saved game waiting on the title screen: its floor (0: none) and turn. */
    int resume_floor, resume_turns;
    /* The title menu: its page, the chosen row, the mode being started and the seed typed
     * (seed_bad: the mode refused it). */
    UgMenuPage menu_page;
    int menu_cursor;
    UgMode menu_mode;
    char seed_text[UG_SEED_MAX_LEN + 1];
    bool seed_bad;
    /* The saved runs, per mode: Continue offers each. */
    struct {
        bool saved;
        int floor, turns;
    } saves[UG_MODE_COUNT];
    UgOptions options;
    /* The board's window onto the floor (the layout's cols x rows; 0: UG_VIEW_COLS x
     * UG_VIEW_ROWS) and the camera, kept between frames: it scrolls only when the player comes
     * within a quarter of the view of an edge (ug_view_follow), so that a click lands where the
     * player meant. cam_valid false: centre it on the player (a new floor, a new game). */
    int view_cols, view_rows;
    int cam_x, cam_y, cam_floor;
    bool cam_valid;
    /* The tile under the pointer (or the last tapped), in floor coordinates. */
    bool hover;
    int hover_x, hover_y;
    /* Notices (UgUiMsg ids of the important kind: a damaged file, a failed save) stay on screen
     * until the player has seen them: the notice overlay shows those pushed after the log
     * serial `notices_seen`, and closing it moves `notices_seen` on (ug_view_unseen_notice). */
    int32_t notices_seen;
    /* The quit box: how many moves quitting now would lose, because the game could not be
     * saved or is another window's (0: everything is saved). */
    int quit_unsaved;
    /* Aiming the orb stack's top (adventure's `f`): the target cursor, in floor coordinates.
     * The board lights the tiles in range and marks the cursor; the look line describes it. */
    bool aim;
    int aim_x, aim_y;
    /* The Records page (records_view.h): the mode and list shown, and what the scenes read
     * from the records for them; records NULL: none are kept (no user folder). */
    UgMode records_mode;
    int records_tab;
    int records_pick; /* the run Watch plays: 0 the mode's latest, 1 the one before, ... */
    const struct UgRecordsPage *records;
    int list_scroll; /* the Records list's lines scrolled off its top (scenes_records.h) */
    bool pad_hints;  /* the last input came from a gamepad: hints name its buttons */
    bool touch_ui;   /* the last input was a touch: the game shows on-screen buttons */
    /* The keys bound (keys_view.h): the Keys screen, and the help's list; NULL: none. */
    const struct UgKeysScreen *keys;
    /* cursed: its modes, cursor, screens and prompts (cursed_view.h); NULL: none. */
    const struct UgCursedScene *cursed;
    /* The seed page's on-screen keyboard (osk.h), for pads and touch; NULL or closed: none. */
    const struct UgOsk *osk;
    /* The last turn's effects (anim.h) and the time into them, drawn over the game's board;
     * NULL: none (the window leaves it NULL at the instant pace). */
    const struct UgAnims *anims;
    int anim_t;
} UgViewState;

/* Moves the state's camera after a turn: centred on the player when it is not valid or the
 * floor changed, else scrolled just enough to keep the player a quarter of the view from each
 * edge, clamped to the floor. */
void ug_view_follow(UgViewState *state, const UgGame *game);
/* The same rule on one axis: the camera's first column for a player at `player` on a floor
 * `map` tiles wide, seen through `view` tiles, from the camera at `cam`. */
int ug_view_camera_follow(int cam, int player, int map, int view);
/* The aim's preview (board.c): the tiles the top orb's effect would touch if used at (aim_x,
 * aim_y), as the core says (ug_game_orb_effect_tiles), marked (cell.effect) and tinted; every
 * mode that aims draws it with this (cursed's own aim cursor too). */
void ug_view_mark_effect(UgFrame *frame, const UgGame *game, int aim_x, int aim_y);

/* The rows of the menu page the state is on, written to out[]; returns how many. The scenes
 * act on the same rows the view draws. */
int ug_view_menu_items(const UgViewState *state, UgMenuItem out[UG_FRAME_MENU_MAX]);
/* The first enabled row at or after `from` going in direction dir (+1 / -1), wrapping; -1 if
 * none is enabled. */
int ug_view_menu_step(const UgViewState *state, int from, int dir);

/* The inventory panel's rules, for the panel and the controllers that move its cursor: the
 * items carried (0 where the mode has no inventory or game is NULL), the item rows shown (the
 * layout's, at most UG_FRAME_INV_ROWS), the cursor kept in range and among the rows shown, and
 * what can be done with item `index` (written to verbs[]; returns how many). */
int ug_view_inventory_count(const UgGame *game);
int ug_view_inventory_rows(const UgViewState *state);
void ug_view_inventory_clamp(UgViewState *state, int count);
int ug_view_item_verbs(const UgGame *game, int index, UgVerb verbs[UG_VERB_COUNT]);

/* How many status lines the game's HUD shows (for the layout). 0 for NULL. */
int ug_view_hud_lines(const UgGame *game, const UgCatalog *catalog);

/* Whether `log` holds a notice pushed after the serial `seen` (see notices_seen). */
bool ug_view_unseen_notice(const UgLog *log, int32_t seen);

/* The camera's first column (or row) for a player at `player` on a floor `map` tiles wide,
 * seen through a window `view` tiles wide: centred, clamped to 0..map-view. */
int ug_view_camera(int player, int map, int view);

/* What a message means, the same in every mode: each meaning has a colour (at least 4.5:1
 * on the panels) and a mark before the text, so that it reads without colour too. */
typedef enum UgMsgKind {
    UG_MSGKIND_NORMAL = 0, /* anything else: no mark */
    UG_MSGKIND_SYSTEM,     /* the game itself: floors reached, saves, screenshots */
    UG_MSGKIND_DEALT,      /* damage you deal, creatures you kill */
    UG_MSGKIND_TAKEN,      /* damage you take */
    UG_MSGKIND_HEAL,       /* health or food regained */
    UG_MSGKIND_LOOT,       /* items picked up or put down */
    UG_MSGKIND_DANGER,     /* hunger, death, what failed */
    UG_MSGKIND_LEVEL,      /* a level gained */
    UG_MSGKIND_COUNT
} UgMsgKind;
UgMsgKind ug_view_message_kind(int32_t msg); /* UgMsg or UgUiMsg */
UgColor ug_view_kind_color(UgMsgKind kind);
const char *ug_view_kind_mark(UgMsgKind kind); /* "» ", ... ; "" for UG_MSGKIND_NORMAL */

/* Builds the frame. `game` may be NULL (title screen before any game); `log` may be NULL;
 * `catalog` may be NULL (built-in English). */
void ug_view_build(UgFrame *frame, const UgGame *game, const UgLog *log, const UgCatalog *catalog,
                   const UgViewState *state);

/* A stat's value as every screen and file shows it: health never below 0 (a killing blow can
 * leave the core's count under it: "Health 0/20", never "-2/20"). */
int64_t ug_view_stat_value(const UgStat *stat);
/* The turn the mode's screen shows: its clock's whole turns where the profile counts turns so
 * (cursed: the original's scheduler), else the turns taken. The death screen, the records and
 * the morgue say this number too. 0 for a NULL game. */
int ug_view_turns(const UgGame *game);

/* A creature kind's name in the catalog's language ("Rat"). */
const char *ug_view_monster_name(const UgCatalog *catalog, int kind);
/* A tile's name in the look line, translated; never NULL nor empty ("?" for a tile the view does
 * not know). */
const char *ug_view_tile_name(const UgCatalog *catalog, UgTile tile);

/* The msgids behind those names, NULL where the view's table has none (or an empty one): what
 * tests/view/test_describe.c walks for every kind of every mode in every language. */
const char *ug_view_tile_msgid(UgTile tile);
const char *ug_view_monster_msgid(int kind);
const char *ug_view_item_msgid(int kind);

/* An item's name in the catalog's language ("Apple"), as the inventory shows it. */
void ug_view_item_name(const UgCatalog *catalog, const UgItem *item, char *out, size_t size);

/* Words one log entry in the catalog's language (without the repeat suffix). */
void ug_view_word_entry(const UgCatalog *catalog, const UgLogEntry *entry, char *out, size_t size);

/* The log panel's rows: the frame's log lines wrapped by the screens' line breaker
 * (ug_text_wrap) to `cols` columns after the mark, the last `rows` of them (newest at the bottom;
 * the oldest message shown may have its top rows scrolled off). Each row is a piece of
 * f->log[line].text (bytes start..start+len); `first` is a message's first row, which carries
 * its mark. Oldest row first. */
typedef struct UgLogRow {
    int line;
    int start, len;
    bool first;
} UgLogRow;
enum { UG_LOG_ROWS_MAX = 64 };
int ug_view_log_rows(const UgFrame *f, int cols, int rows, UgLogRow out[UG_LOG_ROWS_MAX]);

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
extern const UgColor ug_color_dim;      /* disabled menu rows, "(nothing)" */
extern const UgColor ug_color_key_hint; /* key hints */
extern const UgColor ug_color_bad;      /* a refusal (a bad seed) */

/* Every pair of text colour and background the frame uses, for the contrast test (WCAG AA:
 * 4.5:1); returns how many were written to out[max]. */
typedef struct UgColorPair {
    UgColor text, back;
} UgColorPair;
int ug_view_text_palette(UgColorPair *out, int max);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_VIEW_H */
