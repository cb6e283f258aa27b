/* The inventory panel's state machine. See inventory.h. The panel's rules (what is carried, the
 * rows shown, the cursor kept among them, an item's verbs) are the view's (view.h). */
#include "inventory.h"

bool ug_inventory_toggle(UgViewState *s, const UgGame *g) {
    int count = ug_view_inventory_count(g);
    if (s->inv_menu) { /* x in the verb menu: back to the list */
        s->inv_menu = false;
        return true;
    }
    if (s->inv_open) {
        s->inv_open = false;
        return true;
    }
    if (count == 0) return false;
    s->inv_open = true;
    ug_view_inventory_clamp(s, count);
    return true;
}

void ug_inventory_move(UgViewState *s, const UgGame *g, int dy) {
    int count = ug_view_inventory_count(g);
    if (!s->inv_open || count == 0 || dy == 0) return;
    if (s->inv_menu) {
        UgVerb verbs[UG_VERB_COUNT];
        int n = ug_view_item_verbs(g, s->inv_index, verbs);
        if (n > 0) s->inv_menu_index = ((s->inv_menu_index + (dy > 0 ? 1 : -1)) % n + n) % n;
        return;
    }
    s->inv_index = ((s->inv_index + (dy > 0 ? 1 : -1)) % count + count) % count;
    ug_view_inventory_clamp(s, count);
}

bool ug_inventory_choose(UgViewState *s, const UgGame *g, UgAction *action) {
    int count = ug_view_inventory_count(g);
    if (!s->inv_open || count == 0) return false;
    ug_view_inventory_clamp(s, count);
    if (!s->inv_menu) {
        s->inv_menu = true;
        s->inv_menu_index = 0;
        return false;
    }
    UgVerb verbs[UG_VERB_COUNT];
    int n = ug_view_item_verbs(g, s->inv_index, verbs);
    if (s->inv_menu_index < 0 || s->inv_menu_index >= n) return false;
    *action = ug_action_use(s->inv_index, verbs[s->inv_menu_index]);
    s->inv_menu = false;
    s->inv_open = false;
    return true;
}
