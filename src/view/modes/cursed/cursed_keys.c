/* The cursed mode's key table and its normal / examine / aim state machine (cursed_keys.h).
 * Written from CURSED.md §3.4-3.6, §8.3 and §11 and from reading the original's key handlers;
 * the order of the tests below is the order in which the original's handlers test a key. */
#include "cursed_keys.h"

#include <stdlib.h>
#include <string.h>

static const char *const screen_names[UG_CK_SCREEN_COUNT] = {"main", "cutScene", "help",
                                                             "achievement"};
static const char *const mode_names[UG_CK_MODE_COUNT] = {"main", "examine", "aim"};

const char *ug_cursed_screen_name(UgCkScreen screen) {
    return (unsigned)screen < UG_CK_SCREEN_COUNT ? screen_names[screen] : "unknown";
}

const char *ug_cursed_mode_name(UgCkMode mode) {
    return (unsigned)mode < UG_CK_MODE_COUNT ? mode_names[mode] : "unknown";
}

void ug_cursed_keys_init(UgCursedUi *ui, bool wizard) {
    memset(ui, 0, sizeof *ui);
    ui->wizard = wizard;
}

bool ug_cursed_key_parse(const char *token, UgCkKey *out) {
    UgCkKey k;
    memset(&k, 0, sizeof k);
    if (!token || !*token) return false;
    const char *name = token;
    if (strncmp(token, "Shift+", 6) == 0 && token[6]) {
        k.shift = true;
        name = token + 6;
    }
    if (strcmp(name, "space") == 0) name = " ";
    if (strlen(name) >= sizeof k.key) return false;
    strcpy(k.key, name);
    /* A US keyboard: Shift turns a letter into its capital, and `?` and `~` need Shift. */
    if (k.shift && strlen(k.key) == 1 && k.key[0] >= 'a' && k.key[0] <= 'z')
        k.key[0] = (char)(k.key[0] - 'a' + 'A');
    if (strlen(k.key) == 1 &&
        ((k.key[0] >= 'A' && k.key[0] <= 'Z') || k.key[0] == '?' || k.key[0] == '~'))
        k.shift = true;
    *out = k;
    return true;
}

/* --- The original's key lists (keyInput.js): an action is found by the `key` value alone ---- */

static bool is(const UgCkKey *k, const char *name) {
    return strcmp(k->key, name) == 0;
}

/* Normal moves: h j k l and the arrows; z and . wait (dx = dy = 0, *wait set). */
static bool move_key(const UgCkKey *k, int *dx, int *dy, bool *wait) {
    *dx = *dy = 0;
    *wait = false;
    if (is(k, "h") || is(k, "ArrowLeft"))
        *dx = -1;
    else if (is(k, "j") || is(k, "ArrowDown"))
        *dy = 1;
    else if (is(k, "k") || is(k, "ArrowUp"))
        *dy = -1;
    else if (is(k, "l") || is(k, "ArrowRight"))
        *dx = 1;
    else if (is(k, "z") || is(k, "."))
        *wait = true;
    else
        return false;
    return true;
}

/* Fast moves: the capitals and the arrows (read only while Shift is held). */
static bool fast_key(const UgCkKey *k, int *dx, int *dy) {
    *dx = *dy = 0;
    if (is(k, "H") || is(k, "ArrowLeft"))
        *dx = -1;
    else if (is(k, "J") || is(k, "ArrowDown"))
        *dy = 1;
    else if (is(k, "K") || is(k, "ArrowUp"))
        *dy = -1;
    else if (is(k, "L") || is(k, "ArrowRight"))
        *dx = 1;
    else
        return false;
    return true;
}

static bool next_key(const UgCkKey *k) {
    return is(k, "n") || is(k, "o") || is(k, "PageDown");
}

static bool previous_key(const UgCkKey *k) {
    return is(k, "p") || is(k, "i") || is(k, "PageUp");
}

/* --- What the game shows ----------------------------------------------------------------- */

typedef struct Stack {
    UgOrbSlot slots[UG_ORB_STACK_MAX];
    int count;  /* entries */
    int usable; /* index of the usable top (the last entry not in a cursed slot), -1: none */
} Stack;

static void read_stack(const UgGame *g, Stack *s) {
    s->count = ug_game_orb_stack(g, s->slots, UG_ORB_STACK_MAX);
    if (s->count > UG_ORB_STACK_MAX) s->count = UG_ORB_STACK_MAX;
    s->usable = ug_game_orb_top(g); /* the core's rule for the usable top */
}

/* Room for one more orb: fewer entries than the stack's size minus the curses. */
static bool can_pick_up(const UgGame *g, const Stack *s) {
    UgStat orbs, curses;
    int size = ug_game_stat(g, UG_STAT_ORBS, &orbs) ? (int)orbs.max : 6;
    int cursed = ug_game_stat(g, UG_STAT_CURSES, &curses) ? (int)curses.value : 0;
    return s->count < size - cursed;
}

static bool orb_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == x && it->y == y && it->kind >= UG_ITEM_ORB_FIRE &&
            it->kind <= UG_ITEM_ORB_LUMP)
            return true;
    }
    return false;
}

static int chebyshev(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

typedef struct Target {
    int index, x, y;
    bool left;
} Target;

/* Right group first (x ascending, then y), then the left group (x descending, then y). */
static int target_order(const void *pa, const void *pb) {
    const Target *a = pa, *b = pb;
    if (a->left != b->left) return a->left ? 1 : -1;
    if (a->x != b->x) return a->left ? b->x - a->x : a->x - b->x;
    if (a->y != b->y) return a->y - b->y;
    return a->index - b->index; /* never two on one cell; keeps the sort total */
}

static int collect_targets(const UgGame *g, Target *out) {
    const UgPlayer *p = ug_game_player(g);
    int range = ug_game_sight_radius(g), n = 0;
    for (int i = 0; i < ug_game_monster_count(g) && n < UG_MAX_MONSTERS; i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (chebyshev(p->x, p->y, m->x, m->y) > range || !ug_game_visible(g, m->x, m->y)) continue;
        out[n].index = i;
        out[n].x = m->x;
        out[n].y = m->y;
        out[n].left = m->x < p->x;
        n++;
    }
    qsort(out, (size_t)n, sizeof *out, target_order);
    return n;
}

int ug_cursed_keys_targets(const UgGame *game, int *out, int max) {
    Target t[UG_MAX_MONSTERS];
    int n = collect_targets(game, t);
    for (int i = 0; i < n && i < max; i++) out[i] = t[i].index;
    return n;
}

/* --- The handlers, one per screen and mode ----------------------------------------------- */

static UgCkResult leave_mode(UgCursedUi *ui) {
    ui->mode = UG_CK_MODE_NORMAL;
    ui->cursor_x = ui->cursor_y = 0;
    return UG_CK_UI;
}

static UgCkResult enter_mode(UgCursedUi *ui, const UgGame *g, UgCkMode mode) {
    const UgPlayer *p = ug_game_player(g);
    ui->mode = mode;
    ui->cursor_x = p->x;
    ui->cursor_y = p->y;
    return UG_CK_UI;
}

/* n / p: the next or previous target after the one under the cursor (the first or the last when
 * the cursor is on none), wrapping around. */
static UgCkResult lock_target(UgCursedUi *ui, const UgGame *g, bool next) {
    Target t[UG_MAX_MONSTERS];
    int n = collect_targets(g, t);
    if (n == 0) return UG_CK_IGNORED;
    int at = -1;
    for (int i = 0; i < n; i++)
        if (t[i].x == ui->cursor_x && t[i].y == ui->cursor_y) {
            at = i;
            break;
        }
    if (next)
        at = at < 0 ? 0 : (at + 1) % n;
    else
        at = at < 0 ? n - 1 : (at + n - 1) % n;
    bool moved = t[at].x != ui->cursor_x || t[at].y != ui->cursor_y;
    ui->cursor_x = t[at].x;
    ui->cursor_y = t[at].y;
    return moved ? UG_CK_UI : UG_CK_IGNORED;
}

/* Examine and aim modes. Shift is not looked at: Shift+ArrowLeft moves the cursor, while H (a
 * capital) is not a move key and does nothing. */
static UgCkResult press_examine(UgCursedUi *ui, const UgGame *g, const UgCkKey *k,
                                UgAction *action) {
    int dx, dy;
    bool wait;
    if (is(k, "Escape")) return leave_mode(ui);
    if (move_key(k, &dx, &dy, &wait)) {
        int x = ui->cursor_x + dx, y = ui->cursor_y + dy;
        if (wait || !ug_game_visible(g, x, y)) return UG_CK_IGNORED;
        ui->cursor_x = x;
        ui->cursor_y = y;
        return UG_CK_UI;
    }
    if (next_key(k) || previous_key(k)) return lock_target(ui, g, next_key(k));
    if (is(k, " ") && ui->mode == UG_CK_MODE_AIM) {
        /* The usable top at the cursor, if it is in range and a valid target; otherwise the
         * mode stays and nothing happens. */
        Stack s;
        read_stack(g, &s);
        if (s.usable < 0 || !ug_game_orb_target_ok(g, ui->cursor_x, ui->cursor_y))
            return UG_CK_IGNORED;
        *action = ug_action_use_at(s.usable, UG_VERB_EAT, ui->cursor_x, ui->cursor_y);
        leave_mode(ui);
        return UG_CK_ACTION;
    }
    return UG_CK_IGNORED;
}

/* The wizard's keys without Shift (CURSED.md §8.3); none of them spends time. */
static UgCkResult press_wizard(UgCursedUi *ui, const UgCkKey *k, UgAction *action) {
    static const char orb_keys[] = "123456";
    static const UgOrbKind orb_kinds[] = {UG_ORB_FIRE, UG_ORB_ICE,   UG_ORB_SLIME,
                                          UG_ORB_LUMP, UG_ORB_ARMOR, UG_ORB_NUKE};
    if (is(k, "]")) {
        ui->fog_off = !ui->fog_off;
        return UG_CK_UI;
    }
    if (is(k, "\\")) return UG_CK_PRINT_CLOCK;
    if (strlen(k->key) == 1 && k->key[0] && strchr(orb_keys, k->key[0])) {
        *action = ug_action_wizard(UG_WIZ_ADD_ORB,
                                   (int)orb_kinds[strchr(orb_keys, k->key[0]) - orb_keys]);
        return UG_CK_ACTION;
    }
    UgWizard command;
    if (is(k, "0"))
        command = UG_WIZ_KILL_ALL;
    else if (is(k, "d"))
        command = UG_WIZ_DUMMY;
    else if (is(k, "-"))
        command = UG_WIZ_REMOVE_ORB;
    else if (is(k, "8"))
        command = UG_WIZ_ADD_CURSE;
    else if (is(k, "7"))
        command = UG_WIZ_REMOVE_CURSE;
    else
        return UG_CK_IGNORED;
    *action = ug_action_wizard(command, 0);
    return UG_CK_ACTION;
}

/* The contextual Space of normal mode (CURSED.md §3.4): the stairs, else a pick-up, else aim
 * mode, else nothing. */
static UgCkResult press_space(UgCursedUi *ui, const UgGame *g, UgAction *action) {
    const UgPlayer *p = ug_game_player(g);
    UgBossState boss = ug_game_boss_state(g);
    Stack s;
    read_stack(g, &s);
    /* The stairs (the rules summon the boss and wait on its scene, or leave a won level and
     * wait), else an orb underfoot with room for it: both are the rules' pick-up. */
    if ((ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS && boss != UG_BOSS_ACTIVE) ||
        (orb_at(g, p->x, p->y) && can_pick_up(g, &s))) {
        *action = ug_action_simple(UG_ACT_PICKUP);
        return UG_CK_ACTION;
    }
    if (ug_game_can_aim(g)) return enter_mode(ui, g, UG_CK_MODE_AIM);
    return UG_CK_IGNORED;
}

static UgCkResult press_normal(UgCursedUi *ui, const UgGame *g, const UgCkKey *k,
                               UgAction *action) {
    int dx, dy;
    bool wait;
    bool dead = ug_game_status(g) == UG_STATUS_DEAD;
    if (k->shift) {
        /* With Shift held only these keys are read (§11.4). */
        if (is(k, "~")) {
            if (dead) return UG_CK_IGNORED;
            ui->wizard = !ui->wizard;
            return UG_CK_UI;
        }
        if (fast_key(k, &dx, &dy)) {
            *action = ug_action_run(dx, dy);
            return UG_CK_ACTION;
        }
        if (is(k, "?")) {
            if (dead) return UG_CK_IGNORED;
            ui->screen = UG_CK_SCREEN_HELP;
            return UG_CK_UI;
        }
        if (ui->wizard && is(k, "C") && !dead) {
            /* The original wipes its storage: the achievements are locked again. */
            *action = ug_action_wizard(UG_WIZ_CLEAR_ACHIEVEMENTS, 0);
            return UG_CK_ACTION;
        }
        return UG_CK_IGNORED;
    }
    if (move_key(k, &dx, &dy, &wait)) {
        *action = wait ? ug_action_wait() : ug_action_move(dx, dy);
        return UG_CK_ACTION;
    }
    /* After the player's death the original has stopped listening: only a key that plays an
     * action is handed on, and the rules refuse it (or, after a pick-up, play it, §11.8). */
    if (is(k, " ")) {
        UgCursedUi before = *ui;
        UgCkResult r = press_space(ui, g, action);
        if (dead && r == UG_CK_UI) {
            *ui = before; /* no aim mode for the dead */
            return UG_CK_IGNORED;
        }
        return r;
    }
    if (dead) return UG_CK_IGNORED;
    if (is(k, "x")) {
        /* The rules hear of it (it spoils the level's "no examine" achievement). */
        enter_mode(ui, g, UG_CK_MODE_EXAMINE);
        *action = ug_action_simple(UG_ACT_EXAMINE);
        return UG_CK_ACTION;
    }
    if (is(k, "=")) return UG_CK_PRINT_SEED;
    if (is(k, "a")) {
        ui->screen = UG_CK_SCREEN_ACHIEVEMENTS;
        ui->achievement_row = 0;
        return UG_CK_UI;
    }
    if (ui->wizard) return press_wizard(ui, k, action);
    return UG_CK_IGNORED;
}

UgCkResult ug_cursed_keys_press(UgCursedUi *ui, const UgGame *game, UgCkKey key, UgAction *action) {
    *action = ug_action_simple(UG_ACT_NONE);
    const UgCkKey *k = &key;
    switch (ug_game_pending(game)) {
        case UG_PENDING_BOSS_INTRO: /* Space closes the scene; the rules end the turn */
        case UG_PENDING_BUTCHER:    /* the Butcher's scene takes Space only, and no time */
            if (!is(k, " ")) return UG_CK_IGNORED;
            *action = ug_action_simple(UG_ACT_PICKUP);
            return UG_CK_ACTION;
        case UG_PENDING_LEVEL_DONE:
            if (!is(k, " ")) return UG_CK_IGNORED;
            *action = ug_action_simple(UG_ACT_PICKUP);
            return UG_CK_LEVEL_DONE;
        case UG_PENDING_ENDING:
            /* The original attaches no key handler to its ending: nothing more happens. */
            return UG_CK_IGNORED;
        case UG_PENDING_NONE:
            break;
    }
    switch (ui->screen) {
        case UG_CK_SCREEN_CUT_SCENE:
        case UG_CK_SCREEN_HELP:
            if (!is(k, "Escape")) return UG_CK_IGNORED;
            ui->screen = UG_CK_SCREEN_MAIN;
            return UG_CK_UI;
        case UG_CK_SCREEN_ACHIEVEMENTS: {
            int dx, dy;
            bool wait;
            if (is(k, "Escape")) {
                ui->screen = UG_CK_SCREEN_MAIN;
                ui->achievement_row = 0;
                return UG_CK_UI;
            }
            if (move_key(k, &dx, &dy, &wait) && dy != 0) {
                ui->achievement_row =
                    (ui->achievement_row + dy + UG_CK_ACHIEVEMENT_ROWS) % UG_CK_ACHIEVEMENT_ROWS;
                return UG_CK_UI;
            }
            return UG_CK_IGNORED;
        }
        case UG_CK_SCREEN_MAIN:
        case UG_CK_SCREEN_COUNT:
            break;
    }
    if (ui->mode != UG_CK_MODE_NORMAL) return press_examine(ui, game, k, action);
    return press_normal(ui, game, k, action);
}

UgCkScreen ug_cursed_keys_screen(const UgCursedUi *ui, const UgGame *game) {
    UgPending pending = ug_game_pending(game);
    if (pending == UG_PENDING_BOSS_INTRO || pending == UG_PENDING_ENDING)
        return UG_CK_SCREEN_CUT_SCENE;
    return ui->screen;
}
