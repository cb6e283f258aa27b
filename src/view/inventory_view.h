/* The full inventory screen (issue 26 item 2) of the modes whose profile asks for it
 * (UgViewProfile.full_inventory: adventure; simple keeps its own original panel): a box over the
 * game with one line per stack, lettered a-z ("b) 4 x Apple"), its weight, what is wielded or
 * worn, the chosen item described in numbers beside what is on now ("ATK 13 -> 15"), and its
 * verbs, each with its key (e eat, q drink, w wield, W wear, T take off, d drop; t throws the
 * top orb). The rules of the screen (the stacks, the verbs an item offers now) are here, for the
 * view and the controller (src/app/controllers/inventory_full.c) alike. */
#ifndef UG_VIEW_INVENTORY_VIEW_H
#define UG_VIEW_INVENTORY_VIEW_H

#include <stdbool.h>

#include "undergrid/game.h"
#include "i18n.h"
#include "view.h"

enum { UG_INV_STACKS_MAX = 26 };

/* Items carried that are alike (kind and level) and not in use, shown as one line: the first's
 * inventory index (the one a verb acts on) and how many. */
typedef struct UgInvStack {
    int first, count;
} UgInvStack;

/* The stacks in the pack's order, written to out[UG_INV_STACKS_MAX]; returns how many. */
int ug_inv_stacks(const UgGame *game, UgInvStack out[UG_INV_STACKS_MAX]);

/* One verb the item offers now: the core's verb (UG_ACT_USE's), its key and its msgid. Wield
 * and wear only when it is not in use, take off only when it is; "Put down" and "Drop" are one
 * verb, drop. */
typedef struct UgInvVerb {
    UgVerb verb;
    char key;
    const char *msgid;
} UgInvVerb;
int ug_inv_verbs(const UgGame *game, int index, UgInvVerb out[UG_VERB_COUNT]);
/* The verb of `key` ('e', 'q', 'w', 'W', 'T', 'd') that inventory item `index` offers, or false. */
bool ug_inv_verb_for_key(const UgGame *game, int index, char key, UgVerb *verb);
/* The title of the screen asking for an item for `key` ("Drop which item?"); NULL: no such
 * verb key. */
const char *ug_inv_verb_prompt(char key);

/* Does the game's mode show the full screen (its view profile says so)? */
bool ug_inv_full(const UgGame *game);

/* The words of a stack's line, the same on the pack screen and in the side list: its name
 * (with its count in the catalog's form, "4 x Apple", when `counted` and there are more than
 * one), then what is in use ("(wielded)", "(worn)"); and the stack's weight, all of it, in
 * tenths (the column the pack screen heads "total wt"). */
void ug_inv_stack_label(const UgGame *game, const UgCatalog *catalog, const UgInvStack *stack,
                        bool counted, char *out, size_t size);
int ug_inv_stack_weight(const UgGame *game, const UgInvStack *stack);

/* The box's lines before the first stack's (the columns' header): line k + UG_INV_HEAD_LINES
 * is stack k's, for the clicks. */
enum { UG_INV_HEAD_LINES = 1 };

/* The side list beside the board of the modes with the full screen: the stacks (ug_inv_stacks,
 * the screen's order, grouping and words, "4 x Apple"), the count first so that the window's
 * fitting (ug_legibility_fit) shortens only the name, with an ellipsis, and only when the line
 * does not fit. Fills f->inv_lines, glyphs, cursor and inv_more. */
void ug_inv_build_side(UgFrame *f, const UgGame *game, const UgCatalog *catalog,
                       const UgViewState *s);

/* Fills the frame's box (f->overlay = UG_OVERLAY_INVENTORY) while s->inv_open. */
void ug_inv_build(UgFrame *f, const UgGame *game, const UgCatalog *catalog, const UgViewState *s);

#endif /* UG_VIEW_INVENTORY_VIEW_H */
