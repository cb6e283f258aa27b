/* adventure's keys in the window, under its controller (rogue8.c). See rogue8_keys.h. */
#include "rogue8_keys.h"

#include "click.h"
#include "inventory.h"
#include "inventory_full.h"
#include "inventory_view.h"

#include <stdlib.h>
#include <string.h>

#include "bindings.h"
#include "log.h"

static int chebyshev(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static bool key_is(const UgCommand *c, const char *key) {
    return strcmp(c->key, key) == 0;
}

/* The creatures in sight the top orb can hit, nearest first (then by id, so the order never
 * depends on the list's), written to out[max]; returns how many. */
static int targets(const UgGame *g, int *out, int max) {
    const UgPlayer *p = ug_game_player(g);
    int n = 0;
    for (int i = 0; i < ug_game_monster_count(g) && n < max; i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (ug_game_visible(g, m->x, m->y) && ug_game_orb_target_ok(g, m->x, m->y)) out[n++] = i;
    }
    for (int i = 1; i < n; i++) /* insertion sort: a handful at most */
        for (int j = i; j > 0; j--) {
            const UgMonster *a = ug_game_monster(g, out[j - 1]), *b = ug_game_monster(g, out[j]);
            int da = chebyshev(a->x, a->y, p->x, p->y), db = chebyshev(b->x, b->y, p->x, p->y);
            if (da < db || (da == db && a->id < b->id)) break;
            int t = out[j - 1];
            out[j - 1] = out[j];
            out[j] = t;
        }
    return n;
}

enum { TARGETS_MAX = 64 };

bool ug_rogue_aim_next(UgViewState *vs, const UgGame *g, int dir) {
    int list[TARGETS_MAX];
    int n = targets(g, list, TARGETS_MAX);
    if (n == 0) return false;
    int at = -1;
    for (int i = 0; i < n; i++) {
        const UgMonster *m = ug_game_monster(g, list[i]);
        if (m->x == vs->aim_x && m->y == vs->aim_y) at = i;
    }
    int next = at < 0 ? (dir > 0 ? 0 : n - 1) : ((at + dir) % n + n) % n;
    const UgMonster *m = ug_game_monster(g, list[next]);
    vs->aim_x = m->x;
    vs->aim_y = m->y;
    return true;
}

bool ug_rogue_aim_start(UgViewState *vs, const UgGame *g) {
    if (ug_game_orb_top(g) < 0) return false; /* no orb that can be thrown */
    const UgPlayer *p = ug_game_player(g);
    vs->aim = true;
    vs->aim_x = p->x;
    vs->aim_y = p->y;
    ug_rogue_aim_next(vs, g, 1); /* the nearest target, when there is one */
    return true;
}

/* The board cell under the output pixel (px, py), in game coordinates; false off the board. */
static bool cell_at(const UgLayout *l, const UgFrame *f, int px, int py, int *x, int *y) {
    return f->has_board &&
           ug_layout_tile_at(l, f->cam_x, f->cam_y, f->board_w, f->board_h, px, py, x, y);
}

bool ug_rogue_hover(UgViewState *vs, const UgGame *g, const UgLayout *l, const UgFrame *f, int px,
                    int py) {
    int x, y;
    if (!vs->aim || !cell_at(l, f, px, py, &x, &y) || !ug_game_visible(g, x, y)) return false;
    if (x == vs->aim_x && y == vs->aim_y) return false;
    vs->aim_x = x;
    vs->aim_y = y;
    return true;
}

/* The top orb thrown at the cursor, when it can go there. */
static UgRogueOutcome throw_at(UgViewState *vs, const UgGame *g, int x, int y, UgAction *action) {
    if (!ug_game_orb_target_ok(g, x, y)) return UG_ROGUE_UI;
    *action = ug_action_use_at(0, 0, x, y);
    vs->aim = false;
    return UG_ROGUE_PLAY;
}

static UgRogueOutcome aim_command(UgViewState *vs, const UgGame *g, const UgCommand *c,
                                  const UgLayout *l, const UgFrame *f, UgAction *action) {
    int dx = 0, dy = 0;
    if (c->kind == UG_CMD_ESCAPE || c->kind == UG_CMD_HELP) {
        vs->aim = false; /* Esc cancels; help closes the aim too, so its keys make sense */
        return c->kind == UG_CMD_HELP ? UG_ROGUE_PASS : UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_CLICK) {
        int x, y;
        if (!cell_at(l, f, c->x, c->y, &x, &y)) return UG_ROGUE_UI;
        if (ug_game_orb_target_ok(g, x, y)) return throw_at(vs, g, x, y, action);
        vs->aim_x = x;
        vs->aim_y = y;
        return UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_HISTORY) { /* Tab, Shift+Tab: the next target, the one before */
        ug_rogue_aim_next(vs, g, c->shift ? -1 : 1);
        return UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_CONFIRM || c->letter == 'f' || key_is(c, " "))
        return c->repeat ? UG_ROGUE_UI : throw_at(vs, g, vs->aim_x, vs->aim_y, action);
    if (ug_input_vi_diagonal(c->letter, &dx, &dy) || c->kind == UG_CMD_MOVE) {
        if (c->kind == UG_CMD_MOVE) dx = c->dx, dy = c->dy;
        int x = vs->aim_x + dx, y = vs->aim_y + dy;
        if (x >= 0 && y >= 0 && x < ug_game_width(g) && y < ug_game_height(g))
            vs->aim_x = x, vs->aim_y = y;
        return UG_ROGUE_UI;
    }
    return UG_ROGUE_UI; /* every other key is used up while aiming */
}

static UgRogueOutcome inventory_command(UgViewState *vs, const UgGame *g, const UgCommand *c,
                                        UgAction *action) {
    if (c->kind == UG_CMD_MOVE && c->dx == 0 && c->dy != 0) {
        ug_inventory_move(vs, g, c->dy);
        return UG_ROGUE_UI;
    }
    if (c->repeat) return UG_ROGUE_UI;
    if (c->kind == UG_CMD_INVENTORY || c->letter == 'i' || c->kind == UG_CMD_ESCAPE) {
        ug_inventory_toggle(vs, g); /* closes the list, or the verbs go back to it */
        return UG_ROGUE_UI;
    }
    if (c->kind == UG_CMD_CHOOSE || c->kind == UG_CMD_CONFIRM)
        return ug_inventory_choose(vs, g, action) ? UG_ROGUE_PLAY : UG_ROGUE_UI;
    if (c->kind == UG_CMD_HELP || c->kind == UG_CMD_HISTORY) return UG_ROGUE_PASS;
    return UG_ROGUE_UI;
}

UgRogueOutcome ug_rogue_command(UgViewState *vs, const UgGame *g, UgCommand c, const UgLayout *l,
                                const UgFrame *f, UgAction *action, int32_t *msg) {
    if (c.kind == UG_CMD_NONE || c.kind == UG_CMD_POINT) return UG_ROGUE_PASS;
    if (ug_game_status(g) != UG_STATUS_PLAYING) {
        vs->aim = false;
        vs->inv_open = vs->inv_menu = false;
        return UG_ROGUE_PASS;
    }
    if (vs->aim) return aim_command(vs, g, &c, l, f, action);
    if (vs->inv_open && ug_inv_full(g))
        return c.kind == UG_CMD_CLICK ? ug_inv_full_click(vs, g, f, c.x, c.y, action)
                                      : ug_inv_full_command(vs, g, &c, action, msg);
    if (vs->inv_open) return inventory_command(vs, g, &c, action);
    bool empty = false;
    if (ug_inv_full_open(vs, g, &c, &empty)) { /* i, or d/q/w/W/T and a letter (issue 26) */
        if (!empty) return UG_ROGUE_UI;
        *msg = UG_MSG_INVENTORY_EMPTY;
        return UG_ROGUE_SAY;
    }
    int dx = 0, dy = 0;
    if (c.kind == UG_CMD_MOVE) {
        *action = ug_action_move(c.dx, c.dy);
        return UG_ROGUE_PLAY;
    }
    if (ug_input_vi_diagonal(c.letter, &dx, &dy)) {
        *action = ug_action_move(dx, dy);
        return UG_ROGUE_PLAY;
    }
    if (ug_command_is(&c, UG_BIND_DESCEND)) { /* `>` as bound (bindings.h) */
        *action = ug_action_simple(UG_ACT_DESCEND);
        return UG_ROGUE_PLAY;
    }
    if (key_is(&c, " ") || (key_is(&c, ",") && !c.bound) || c.letter == 'g') {
        *action = ug_action_simple(UG_ACT_PICKUP); /* Space: the stairs, else what lies here */
        return UG_ROGUE_PLAY;
    }
    if (c.kind == UG_CMD_WAIT) { /* `.`, numpad 5 */
        *action = ug_action_wait();
        return UG_ROGUE_PLAY;
    }
    if (c.kind == UG_CMD_CONFIRM) {
        *action = ug_action_simple(UG_ACT_DESCEND);
        return UG_ROGUE_PLAY;
    }
    if ((c.kind == UG_CMD_INVENTORY || c.letter == 'i') && !c.repeat) {
        if (ug_inventory_toggle(vs, g)) return UG_ROGUE_UI;
        *msg = UG_MSG_INVENTORY_EMPTY;
        return UG_ROGUE_SAY;
    }
    if (c.letter == 'f' && !c.repeat) {
        if (ug_rogue_aim_start(vs, g)) return UG_ROGUE_UI;
        *msg = UG_UIMSG_NO_ORB;
        return UG_ROGUE_SAY;
    }
    if (c.kind == UG_CMD_CLICK) {
        const UgPlayer *p = ug_game_player(g);
        *action = ug_click_step8(l, c.x, c.y, p->x - f->cam_x, p->y - f->cam_y);
        return UG_ROGUE_PLAY;
    }
    return UG_ROGUE_PASS;
}
