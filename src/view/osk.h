/* The on-screen keyboard of the seed field, for a player with only a gamepad or only a finger
 * (Steam Deck's review asks for one wherever text is typed). Pure state and geometry: the scenes
 * (app/scenes_osk.c) open it and feed it commands, the view puts its keys in the frame
 * (ug_osk_build) and the window draws them where ug_osk_key_rect says. No SDL.
 *
 * Its keys are the characters the mode's seeds can have (UgSeedKind): digits for a number, and
 * '-' for ten digits (12345-67890), letters, '-' and a space for text; then Erase and Done. They
 * sit on a grid UG_OSK_COLS units wide, a row at a time; a key may span several units.
 */
#ifndef UG_VIEW_OSK_H
#define UG_VIEW_OSK_H

#include <stdbool.h>
#include <stddef.h>

#include "undergrid/game.h"
#include "i18n.h"
#include "layout.h"
#include "view.h"

enum { UG_OSK_COLS = 10, UG_OSK_KEYS_MAX = UG_FRAME_OSK_MAX };

typedef enum UgOskKeyKind {
    UG_OSK_KEY_CHAR = 0, /* types `ch` */
    UG_OSK_KEY_ERASE,    /* deletes the last character */
    UG_OSK_KEY_DONE,     /* starts the game with the seed typed */
} UgOskKeyKind;

typedef struct UgOskKey {
    UgOskKeyKind kind;
    char ch;            /* UG_OSK_KEY_CHAR; ' ' is the space bar */
    int row, col, span; /* its place on the grid, in units */
} UgOskKey;

typedef struct UgOsk {
    bool open;
    UgSeedKind kind; /* which keys it has */
    int cursor;      /* the chosen key (the D-pad moves it) */
    int column;      /* the unit the cursor keeps when going up and down */
} UgOsk;

typedef enum UgOskResult {
    UG_OSK_NOTHING = 0, /* nothing changed (the field is full) */
    UG_OSK_TYPED,
    UG_OSK_ERASED,
    UG_OSK_DONE,
} UgOskResult;

/* The keys for seeds of `kind`, written to out[]; returns how many (at most UG_OSK_KEYS_MAX). */
int ug_osk_keys(UgSeedKind kind, UgOskKey out[UG_OSK_KEYS_MAX]);
/* How many rows those keys take. */
int ug_osk_rows(UgSeedKind kind);

/* Opens it for seeds of `kind`, the cursor on the first key. */
void ug_osk_open(UgOsk *osk, UgSeedKind kind);
/* Moves the cursor: dx along the row, dy to the key above or below (keeping its column); both
 * wrap around. */
void ug_osk_move(UgOsk *osk, int dx, int dy);
/* Presses key `key` (the cursor's for -1) on `text` (a NUL-terminated string of at most size - 1
 * bytes): types, erases or says that Done was pressed. */
UgOskResult ug_osk_press(UgOsk *osk, int key, char *text, size_t size);

/* Where key i of a keyboard of `kind` is drawn in the layout: over the lower part of the title
 * screen, under the menu's rows and above the hint line. */
UgRect ug_osk_key_rect(const UgLayout *layout, UgSeedKind kind, int i);
/* The key at output pixel (x, y), or -1. */
int ug_osk_key_at(const UgLayout *layout, UgSeedKind kind, int x, int y);

/* Puts the open keyboard into the frame (osk_count 0 when it is closed or NULL): the keys'
 * labels in the catalog's language, the chosen one, and what the buttons do in the hint line. */
void ug_osk_build(UgFrame *f, const UgCatalog *c, const UgOsk *osk, bool pad);

#endif /* UG_VIEW_OSK_H */
