/* The inventory panel's state machine. See inventory.h. The view keeps its own clamp for
 * drawing (view.c's build_inventory draws a copy of the state); this one changes the state. */
#include "inventory.h"

static int inventory_count(const UgGame *g) {
    return g && (ug_game_info(g)->systems & UG_SYS_INVENTORY) ? ug_game_inventory_count(g) : 0;
}

/* The item rows the panel shows: the layout's, at most the original's 10. */
static int inventory_rows(const UgViewState *s) {
    if (s->inv_rows < 1 || s->inv_rows > UG_FRAME_INV_ROWS) return UG_FRAME_INV_ROWS;
    return s->inv_rows;
}

/* Keeps the chosen row in range and among the rows shown. */
static void inventory_clamp(UgViewState *s, int count) {
    int rows = inventory_rows(s);
    if (s->inv_index >= count) s->inv_index = count - 1;
    if (s->inv_index < 0) s->inv_index = 0;
    if (s->inv_offset > s->inv_index) s->inv_offset = s->inv_index;
    if (s->inv_offset + rows <= s->inv_index) s->inv_offset = s->inv_index - rows + 1;
    if (s->inv_offset > count - rows) s->inv_offset = count - rows; /* no empty rows below */
    if (s->inv_offset < 0) s->inv_offset = 0;
}

static int item_verbs(const UgGame *g, int index, UgVerb verbs[UG_VERB_COUNT]) {
    const UgItem *it = ug_game_inventory_item(g, index);
    return it ? ug_item_verbs((UgItemKind)it->kind, verbs) : 0;
}

bool ug_inventory_toggle(UgViewState *s, const UgGame *g) {
    int count = inventory_count(g);
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
    inventory_clamp(s, count);
    return true;
}

void ug_inventory_move(UgViewState *s, const UgGame *g, int dy) {
    int count = inventory_count(g);
    if (!s->inv_open || count == 0 || dy == 0) return;
    if (s->inv_menu) {
        UgVerb verbs[UG_VERB_COUNT];
        int n = item_verbs(g, s->inv_index, verbs);
        if (n > 0) s->inv_menu_index = ((s->inv_menu_index + (dy > 0 ? 1 : -1)) % n + n) % n;
        return;
    }
    s->inv_index = ((s->inv_index + (dy > 0 ? 1 : -1)) % count + count) % count;
    inventory_clamp(s, count);
}

bool ug_inventory_choose(UgViewState *s, const UgGame *g, UgAction *action) {
    int count = inventory_count(g);
    if (!s->inv_open || count == 0) return false;
    inventory_clamp(s, count);
    if (!s->inv_menu) {
        s->inv_menu = true;
        s->inv_menu_index = 0;
        return false;
    }
    UgVerb verbs[UG_VERB_COUNT];
    int n = item_verbs(g, s->inv_index, verbs);
    if (s->inv_menu_index < 0 || s->inv_menu_index >= n) return false;
    *action = ug_action_use(s->inv_index, verbs[s->inv_menu_index]);
    s->inv_menu = false;
    s->inv_open = false;
    return true;
}
