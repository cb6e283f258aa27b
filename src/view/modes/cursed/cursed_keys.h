/* The cursed mode's keys: Cursed Souls' key table and its normal / examine / aim state machine
 * (CURSED.md §3.4-3.6, §8.3, §11.4-11.7; the original's keyInput.js and the key handlers of
 * screenInGame.js and system.js), as pure state changes over a plain value.
 *
 * A key is what a US keyboard's `key` value says, with the Shift state: "h", "H" (Shift+h),
 * "ArrowUp", " " (Space), "Escape", "PageUp", "?" and "~" (with Shift), "1", "\\" ... The window
 * (a later issue) and the headless commands (`undergrid play --keys`) feed keys through the same
 * table: ug_cursed_keys_press looks at the key, the UI state and the const game, and either
 * changes the UI state (modes, cursor, screens, wizard mode) or fills a UgAction for the caller
 * to play with ug_game_act. It never plays it itself and never words anything: screens are ids.
 *
 * Each key is handled once (§11.7). Keys that only change the UI cost no time, as in the
 * original; the actions it returns cost what the rules say.
 */
#ifndef UG_VIEW_CURSED_KEYS_H
#define UG_VIEW_CURSED_KEYS_H

#include <stdbool.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Which screen takes the keys (the original's Main.screens). */
typedef enum UgCkScreen {
    UG_CK_SCREEN_MAIN = 0,     /* the dungeon */
    UG_CK_SCREEN_CUT_SCENE,    /* a full-screen scene: a boss's arrival, or the ending */
    UG_CK_SCREEN_HELP,         /* `?`: the key list; Esc returns */
    UG_CK_SCREEN_ACHIEVEMENTS, /* `a`: the achievement list; Esc returns */
    UG_CK_SCREEN_COUNT
} UgCkScreen;

/* The main screen's modes. */
typedef enum UgCkMode {
    UG_CK_MODE_NORMAL = 0, /* keys act */
    UG_CK_MODE_EXAMINE,    /* `x`: a cursor describes what lies under it */
    UG_CK_MODE_AIM,        /* contextual Space: the cursor aims the usable top orb */
    UG_CK_MODE_COUNT
} UgCkMode;

enum { UG_CK_ACHIEVEMENT_ROWS = 9, UG_CK_KEY_MAX = 16 };

/* What the front end knows that the game does not. Zero (ug_cursed_keys_init) is a level just
 * entered: the main screen in normal mode. The scenes the rules wait on (a boss's arrival, the
 * Butcher's scene, a won level, the ending) are the game's own (ug_game_pending), not kept here. */
typedef struct UgCursedUi {
    UgCkScreen screen; /* help or achievements; the cut-scenes come from the game */
    UgCkMode mode;
    int cursor_x, cursor_y; /* examine and aim modes: the cursor, in game coordinates */
    int achievement_row;    /* the achievements screen's selected row, 0..8 */
    bool wizard;            /* wizard mode (`~`; the original keeps it in its storage) */
    bool fog_off;           /* wizard `]`: the whole level is drawn */
} UgCursedUi;

/* What a key did. */
typedef enum UgCkResult {
    UG_CK_IGNORED = 0, /* nothing (an unbound key, a cursor blocked, no target) */
    UG_CK_UI,          /* the UI state changed; redraw */
    UG_CK_ACTION,      /* play *action with ug_game_act (the UI state may have changed too) */
    UG_CK_LEVEL_DONE,  /* Space after a won level 1 or 2 was left: the original has saved and
                          takes no more keys (it asks for a reload); *action is what our port
                          plays to go on to the next level instead (the caller chooses) */
    UG_CK_PRINT_SEED,  /* `=`: the original writes the seed to its console */
    UG_CK_PRINT_CLOCK, /* wizard `\`: the original writes the clock to its console */
} UgCkResult;

/* A key as the browser reports it: the `key` value and whether Shift is held. */
typedef struct UgCkKey {
    char key[UG_CK_KEY_MAX];
    bool shift;
} UgCkKey;

/* A level just entered (the intro scene already closed), wizard mode as given. */
void ug_cursed_keys_init(UgCursedUi *ui, bool wizard);

/* Reads one key of the fixtures' and `play --keys`' notation: h j k l, ArrowUp ...,
 * "Shift+h" or "H" (key H with Shift), "Shift+ArrowLeft" (ArrowLeft with Shift), "space",
 * "Escape", "PageUp", "PageDown", "?" and "~" (with Shift, as on a US keyboard), any other
 * token as that key without Shift. False (and *out unchanged) for an empty or too long token. */
bool ug_cursed_key_parse(const char *token, UgCkKey *out);

/* Handles one key. `game` is the game the key is for (never NULL); `action` receives the action
 * to play for UG_CK_ACTION and UG_CK_LEVEL_DONE (else it is set to UG_ACT_NONE). */
UgCkResult ug_cursed_keys_press(UgCursedUi *ui, const UgGame *game, UgCkKey key, UgAction *action);

/* The screen to show: a cut-scene while the game waits on a boss's arrival or shows the ending,
 * else the UI's own (main, help, achievements). */
UgCkScreen ug_cursed_keys_screen(const UgCursedUi *ui, const UgGame *game);

/* The targets `n`/`p` cycle through, in the original's order: creatures within the player's
 * sight radius that the player sees, those at x >= the player's first (x, then y ascending),
 * then those to the left (x descending, y ascending). Writes up to `max` monster indices to
 * out[] and returns how many there are. */
int ug_cursed_keys_targets(const UgGame *game, int *out, int max);

/* Names for tests and state lines: "main", "cutScene", "help", "achievement"; "main",
 * "examine", "aim" (the fixtures' `ui` fields). */
const char *ug_cursed_screen_name(UgCkScreen screen);
const char *ug_cursed_mode_name(UgCkMode mode);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_CURSED_KEYS_H */
