/* The full inventory screen's keys. See inventory_full.h; the screen's rules (stacks, verbs)
 * are the view's (inventory_view.h). */
#include "inventory_full.h"

#include <string.h>

#include "inventory_view.h"
#include "log.h"

/* The key as typed: 'a'..'z', 'W', 'T' (Shift given), 0 for others. */
static char typed(const UgCommand *c) {
    if (c->key[0] && !c->key[1]) {
        char k = c->key[0];
        if ((k >= 'a' && k <= 'z') || k == 'W' || k == 'T') return k;
    }
    return c->letter;
}

static bool is_verb_key(char k) {
    return k == 'e' || k == 'q' || k == 'w' || k == 'W' || k == 'T' || k == 'd';
}

static void close_screen(UgViewState *vs) {
    vs->inv_open = vs->inv_menu = false;
    vs->inv_verb = 0;
    vs->inv_menu_index = 0;
}

/* Plays `verb` on stack k's item and closes the screen. */
static UgRogueOutcome act(UgViewState *vs, const UgInvStack *st, int k, UgVerb verb,
                          UgAction *action) {
    *action = ug_action_use(st[k].first, verb);
    close_screen(vs);
    return UG_ROGUE_PLAY;
}

UgRogueOutcome ug_inv_full_command(UgViewState *vs, const UgGame *g, const UgCommand *c,
                                   UgAction *action, int32_t *msg) {
    UgInvStack st[UG_INV_STACKS_MAX];
    int n = ug_inv_stacks(g, st);
    if (n == 0) {
        close_screen(vs);
        return UG_ROGUE_UI;
    }
    if (vs->inv_index >= n) vs->inv_index = n - 1;
    if (vs->inv_index < 0) vs->inv_index = 0;
    int k = vs->inv_index;
    UgInvVerb verbs[UG_VERB_COUNT];
    int nv = ug_inv_verbs(g, st[k].first, verbs);
    /* A letter typed is a letter here (an item, a verb), even one bound to a move (w/s, j/k,
     * Shift+W): the arrows and the pad move the cursor. */
    bool letter = typed(c) && c->key[0] && !c->key[1];
    if (c->kind == UG_CMD_MOVE && c->dx == 0 && c->dy != 0 && !letter) {
        if (vs->inv_menu && nv > 0)
            vs->inv_menu_index = ((vs->inv_menu_index + (c->dy > 0 ? 1 : -1)) % nv + nv) % nv;
        else if (!vs->inv_menu)
            vs->inv_index = ((k + (c->dy > 0 ? 1 : -1)) % n + n) % n;
        return UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_SCROLL && c->dy != 0 && !vs->inv_menu) {
        vs->inv_index = ((k + (c->dy > 0 ? 1 : -1)) % n + n) % n;
        return UG_ROGUE_UI;
    }
    if (c->repeat) return UG_ROGUE_UI;
    if (c->kind == UG_CMD_ESCAPE) {
        if (vs->inv_menu) {
            vs->inv_menu = false;
        } else {
            close_screen(vs);
        }
        return UG_ROGUE_UI;
    }
    char key = typed(c);
    if (vs->inv_verb) { /* "Drop which item?": a letter acts at once */
        int pick = key >= 'a' && key <= 'z' ? key - 'a' : -1;
        UgVerb verb;
        if (pick >= 0 && pick < n &&
            ug_inv_verb_for_key(g, st[pick].first, (char)vs->inv_verb, &verb))
            return act(vs, st, pick, verb, action);
        if (c->kind == UG_CMD_INVENTORY) close_screen(vs);
        return UG_ROGUE_UI; /* a letter of nothing that fits: the screen waits */
    }
    if (c->kind == UG_CMD_INVENTORY && vs->inv_menu) { /* the pad's B too: back to the list */
        vs->inv_menu = false;
        return UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_INVENTORY || (key == 'i' && !vs->inv_menu)) {
        close_screen(vs);
        return UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_CHOOSE || c->kind == UG_CMD_CONFIRM) {
        if (!vs->inv_menu) {
            vs->inv_menu = true;
            vs->inv_menu_index = 0;
            return UG_ROGUE_UI;
        }
        if (vs->inv_menu_index < nv) return act(vs, st, k, verbs[vs->inv_menu_index].verb, action);
        return UG_ROGUE_UI;
    }
    if (key == 't') { /* the top orb: the aim, as f */
        close_screen(vs);
        if (ug_rogue_aim_start(vs, g)) return UG_ROGUE_UI;
        *msg = UG_UIMSG_NO_ORB;
        return UG_ROGUE_SAY;
    }
    if (key == 'W' || key == 'T' || (vs->inv_menu && is_verb_key(key))) {
        UgVerb verb;
        if (ug_inv_verb_for_key(g, st[k].first, key, &verb)) return act(vs, st, k, verb, action);
        return UG_ROGUE_UI;
    }
    if (key >= 'a' && key <= 'z') { /* the item of that letter, opened */
        if (key - 'a' < n) {
            vs->inv_index = key - 'a';
            vs->inv_menu = true;
            vs->inv_menu_index = 0;
        }
        return UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_HELP || c->kind == UG_CMD_HISTORY) return UG_ROGUE_PASS;
    return UG_ROGUE_UI;
}

UgRogueOutcome ug_inv_full_click(UgViewState *vs, const UgGame *g, const UgFrame *f, int px, int py,
                                 UgAction *action) {
    const UgBoxLayout *b = &f->laid.box;
    if (!f->laid.done || f->overlay != UG_OVERLAY_INVENTORY || b->row_h <= 0) return UG_ROGUE_UI;
    if (px < b->box.x || py < b->box.y || px >= b->box.x + b->box.w || py >= b->box.y + b->box.h) {
        close_screen(vs);
        return UG_ROGUE_UI;
    }
    if (py < b->first_y) return UG_ROGUE_UI;
    int line = (py - b->first_y) / b->row_h, row = line - UG_INV_HEAD_LINES; /* the header */
    if (row < 0) return UG_ROGUE_UI;
    UgInvStack st[UG_INV_STACKS_MAX];
    int n = ug_inv_stacks(g, st);
    if (row < n) {
        if (vs->inv_verb) {
            UgVerb verb;
            if (ug_inv_verb_for_key(g, st[row].first, (char)vs->inv_verb, &verb))
                return act(vs, st, row, verb, action);
            return UG_ROGUE_UI;
        }
        if (row == vs->inv_index && !vs->inv_menu) {
            vs->inv_menu = true;
            vs->inv_menu_index = 0;
        } else {
            vs->inv_index = row;
            vs->inv_menu = false;
        }
        return UG_ROGUE_UI;
    }
    /* The verbs' line: the box's last line (the item described above it). */
    if (line == f->overlay_count - 1 && n > 0 && !vs->inv_verb && vs->inv_index < n) {
        UgInvVerb v[UG_VERB_COUNT];
        int k = vs->inv_index;
        int nv = ug_inv_verbs(g, st[k].first, v);
        int chosen = vs->inv_menu ? vs->inv_menu_index : 0;
        if (chosen < nv) return act(vs, st, k, v[chosen].verb, action);
    }
    return UG_ROGUE_UI;
}

bool ug_inv_full_open(UgViewState *vs, const UgGame *g, const UgCommand *c, bool *said) {
    *said = false;
    if (c->repeat || !ug_inv_full(g)) return false;
    char key = typed(c);
    bool open = c->kind == UG_CMD_INVENTORY || key == 'i';
    bool verb = !c->bound && (key == 'd' || key == 'q' || key == 'w' || key == 'W' || key == 'T');
    if (!open && !verb) return false;
    UgInvStack st[UG_INV_STACKS_MAX];
    if (ug_inv_stacks(g, st) == 0) {
        *said = true;
        return true;
    }
    vs->inv_open = true;
    vs->inv_menu = false;
    vs->inv_menu_index = 0;
    vs->inv_verb = verb ? key : 0;
    if (vs->inv_index < 0) vs->inv_index = 0;
    return true;
}
