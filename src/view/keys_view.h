/* The Keys screen (Options -> Keys) and the help's list of the keys bound, as frame content.
 * The scenes (app/keys_screen.c) own the bindings and fill a UgKeysScreen with each command's
 * wording and the labels of its keys; this only words and lays them out. Pure C, no SDL. */
#ifndef UG_VIEW_KEYS_VIEW_H
#define UG_VIEW_KEYS_VIEW_H

#include <stdbool.h>

#include "view.h"

enum { UG_KEYS_ROWS_MAX = 48 };

typedef struct UgKeysScreen {
    int count;                           /* rows: 0 is the keyboard preset, then one a command */
    const char *msgid[UG_KEYS_ROWS_MAX]; /* each row's wording ("Move up") */
    char keys[UG_KEYS_ROWS_MAX][24];     /* its keys ("W/K"; "-": none) or the preset's name */
    bool in_help[UG_KEYS_ROWS_MAX];      /* listed in this mode's help */
    bool changed[UG_KEYS_ROWS_MAX];      /* its keys or button are not the keyboard's defaults */
    char pad[UG_KEYS_ROWS_MAX][8];       /* the pad button that gives it ("Y"; "": none) */
    char how[UG_KEYS_ROWS_MAX];          /* its first key: 'p' by place, 'c' by character, 0 */
    int cursor;
    bool waiting; /* the next key (or pad button) pressed becomes the chosen command's */
    /* The last change: "%s was taken from %s, which has no key now." (taken_from: a msgid;
     * NULL: nothing was taken) or a conflict left in the file; when the command it was taken
     * from still has keys, taken_left names them ("K") and the line says it keeps them. */
    const char *taken_from;
    char taken_key[24];
    char taken_left[24];
    /* For the hints (ug_keys_expand): each row's command name in the file ("explore"; row 0:
     * NULL), its keys' labels one by one ("W", "K"; "": none), and what gives it on a pad (its
     * button, "D-pad", "A"; else "Key " and its keys). */
    const char *name[UG_KEYS_ROWS_MAX];
    char key1[UG_KEYS_ROWS_MAX][8], key2[UG_KEYS_ROWS_MAX][8];
    char pad_hint[UG_KEYS_ROWS_MAX][16];
} UgKeysScreen;

/* The Keys overlay: the rows (as many as fit in `rows` lines, the window's history_rows; 0: all,
 * scrolled to keep the cursor in view), the chosen one marked, what a key does here, the last
 * change. */
void ug_keys_build(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k, int rows);
/* Appends "Your keys" to the help overlay: the rows marked in_help whose keys were changed, two
 * to a line (the help's own lines name the keys bound already); nothing when none was. */
void ug_keys_help(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k);

/* A hint's text with the inputs bound: each "{name}" (a command's name in the bindings file,
 * "{explore}") becomes the keys bound to it ("E"; "Space/.") or, when `pad`, what gives it on a
 * pad ("Y", "D-pad"). Also: {wasd} and {hjkl} (the four moves' first and second keys, "WASD"
 * and "HJKL"), {yubn} (the diagonals), {cursed-hjkl} (cursed's moves), {space}, {esc},
 * {enter} (fixed keys: A, B and A on a pad). `k` NULL: the default keys. An unknown name is
 * left as written. The result is cut to fit `size`. */
void ug_keys_expand(const UgKeysScreen *k, bool pad, const char *text, char *out, size_t size);
/* The default label of a command's keys by name, as ug_keys_expand gives them with no bindings
 * ("W/K"; NULL: no such name): the tests hold it to the app's defaults. */
const char *ug_keys_default_label(const char *name);
/* Expands the hints of a frame built (its HUD, body, overlay, footers, inventory hint and look
 * line; never the log or the menu's items, which hold what players typed). */
void ug_keys_frame(UgFrame *f, const UgViewState *s);
/* One line's hints (cursed's mode line, which sits in its log). */
void ug_keys_line(const UgViewState *s, UgTextLine *line);
/* The same for the state's keys and input (s->keys, s->pad_hints), on a catalog's msgid. */
void ug_keys_tr(const UgViewState *s, const UgCatalog *c, const char *msgid, char *out,
                size_t size);

#endif /* UG_VIEW_KEYS_VIEW_H */
