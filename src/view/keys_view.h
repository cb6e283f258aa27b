/* The Keys screen (Options -> Keys) and the help's list of the keys bound, as frame content.
 * The scenes (app/keys_screen.c) own the bindings and fill a UgKeysScreen with each command's
 * wording and the labels of its keys; this only words and lays them out. Pure C, no SDL. */
#ifndef UG_VIEW_KEYS_VIEW_H
#define UG_VIEW_KEYS_VIEW_H

#include <stdbool.h>

#include "view.h"

enum { UG_KEYS_ROWS_MAX = 48, UG_KEYS_ROWS_SHOWN = 28 };

typedef struct UgKeysScreen {
    int count;                           /* rows: 0 is the keyboard preset, then one a command */
    const char *msgid[UG_KEYS_ROWS_MAX]; /* each row's wording ("Move up") */
    char keys[UG_KEYS_ROWS_MAX][24];     /* its keys ("W/K"; "-": none) or the preset's name */
    bool in_help[UG_KEYS_ROWS_MAX];      /* listed in this mode's help */
    char pad[UG_KEYS_ROWS_MAX][8];       /* the pad button that gives it ("Y"; "": none) */
    char how[UG_KEYS_ROWS_MAX];          /* its first key: 'p' by place, 'c' by character, 0 */
    int cursor;
    bool waiting; /* the next key (or pad button) pressed becomes the chosen command's */
    /* The last change: "%s was taken from %s, which has no key now." (taken_from: a msgid;
     * NULL: nothing was taken) or a conflict left in the file. */
    const char *taken_from;
    char taken_key[24];
} UgKeysScreen;

/* The Keys overlay: the rows (UG_KEYS_ROWS_SHOWN at most, scrolled to the cursor), the chosen
 * one marked, what a key does here, the last change. */
void ug_keys_build(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k);
/* Appends "Your keys" to the help overlay: the rows marked in_help, two to a line. */
void ug_keys_help(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k);

#endif /* UG_VIEW_KEYS_VIEW_H */
