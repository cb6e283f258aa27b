/* cursed's commands in the window, under its controller (cursed.c). See cursed_scene.h. */
#include "cursed_scene.h"

#include "click.h"

#include "bindings.h"

#include <stdio.h>
#include <string.h>

void ug_cursed_scene_start(UgCursedScene *cs, bool wizard, bool intro) {
    memset(cs, 0, sizeof *cs);
    ug_cursed_keys_init(&cs->ui, wizard);
    cs->intro = intro && !wizard;
}

static void set_key(UgCkKey *k, const char *name, bool shift) {
    memset(k, 0, sizeof *k);
    snprintf(k->key, sizeof k->key, "%s", name);
    k->shift = shift;
}

/* The key cursed's table reads for one of its bound commands (bindings.h: "k", "K" with Shift
 * for the fast moves, "?", " "), or NULL if the command is none of cursed's. */
static const char *cursed_key(UgBind cmd, bool shift, char out[2]) {
    const char *canon = ug_bind_cursed_key(cmd);
    if (!canon) return NULL;
    out[0] = canon[0];
    out[1] = '\0';
    if (shift && cmd <= UG_BIND_CK_RIGHT && out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A'); /* Shift: the fast move */
    return out;
}

/* Whether a character is one the table reads for a named command (h j k l, H J K L, z . x a ?
 * n o p i = and Space): typed where no binding puts that command, it means nothing. */
static bool named_character(const char *key) {
    return key[0] && !key[1] && strchr("hjklHJKLz.xa?nopi=", key[0]);
}

bool ug_cursed_command_key(const UgCommand *c, UgCkKey *k) {
    /* A key or button read through the bindings: the command it is bound to gives the key the
     * original's table expects, so that the table stays the original's and the keys move. */
    for (int i = UG_BIND_CK_UP; c->binds && i <= UG_BIND_CK_ACT; i++) {
        char canon[2];
        if (!(c->binds & UG_BIND_BIT(i)) || !cursed_key((UgBind)i, c->shift, canon)) continue;
        set_key(k, canon, (canon[0] >= 'A' && canon[0] <= 'Z') || canon[0] == '?');
        return true;
    }
    /* A key from the keyboard that is none of those commands: the letters and signs they read
     * are theirs only where bound; other keys (the wizard's, Esc, the arrows) are as typed. */
    if (c->place && named_character(c->key)) return false;
    if (c->key[0]) {
        set_key(k, c->key, c->shift);
        return true;
    }
    switch (c->kind) {
        case UG_CMD_MOVE:
            if (c->dx < 0)
                set_key(k, "ArrowLeft", c->shift);
            else if (c->dx > 0)
                set_key(k, "ArrowRight", c->shift);
            else if (c->dy < 0)
                set_key(k, "ArrowUp", c->shift);
            else if (c->dy > 0)
                set_key(k, "ArrowDown", c->shift);
            else
                return false;
            return true;
        case UG_CMD_WAIT:
        case UG_CMD_CHOOSE:
            set_key(k, c->kind == UG_CMD_WAIT ? " " : "z", false);
            return true;
        case UG_CMD_CONFIRM:
            set_key(k, "Enter", false);
            return true;
        case UG_CMD_ESCAPE:
            set_key(k, "Escape", false);
            return true;
        case UG_CMD_HELP:
            set_key(k, "?", true);
            return true;
        case UG_CMD_INVENTORY:
            set_key(k, "x", false);
            return true;
        case UG_CMD_NO:
            set_key(k, "n", false);
            return true;
        default:
            return false;
    }
}

static bool is(const UgCkKey *k, const char *name) {
    return strcmp(k->key, name) == 0;
}

/* The board cell under the output pixel (px, py), in game coordinates; false off the board. */
static bool cell_at(const UgLayout *l, const UgFrame *f, int px, int py, int *x, int *y) {
    return f->has_board &&
           ug_layout_tile_at(l, f->cam_x, f->cam_y, f->board_w, f->board_h, px, py, x, y);
}

static UgCursedOutcome click(UgCursedScene *cs, const UgGame *g, const UgCommand *c,
                             const UgLayout *l, const UgFrame *f, UgAction *action) {
    UgCkKey space;
    set_key(&space, " ", false);
    if (cs->intro || ug_game_pending(g) != UG_PENDING_NONE || cs->ui.screen != UG_CK_SCREEN_MAIN) {
        /* A click is the Space of the scenes and closes the screens */
        if (cs->ui.screen != UG_CK_SCREEN_MAIN) {
            cs->ui.screen = UG_CK_SCREEN_MAIN;
            return UG_CURSED_UI;
        }
        if (cs->intro) {
            cs->intro = false;
            return UG_CURSED_UI;
        }
        if (ug_game_pending(g) == UG_PENDING_ENDING) return UG_CURSED_NEW_RUN;
        UgCkResult r = ug_cursed_keys_press(&cs->ui, g, space, action);
        return r == UG_CK_ACTION || r == UG_CK_LEVEL_DONE ? UG_CURSED_PLAY : UG_CURSED_UI;
    }
    int x, y;
    if (!cell_at(l, f, c->x, c->y, &x, &y)) return UG_CURSED_UI;
    if (cs->ui.mode != UG_CK_MODE_NORMAL) {
        if (!ug_game_visible(g, x, y) && !cs->ui.fog_off) return UG_CURSED_UI;
        cs->ui.cursor_x = x;
        cs->ui.cursor_y = y;
        if (cs->ui.mode == UG_CK_MODE_AIM && ug_game_orb_target_ok(g, x, y) &&
            ug_game_orb_top(g) >= 0) {
            *action = ug_action_use_at(ug_game_orb_top(g), UG_VERB_EAT, x, y);
            cs->ui.mode = UG_CK_MODE_NORMAL;
            return UG_CURSED_PLAY;
        }
        return UG_CURSED_UI;
    }
    if (ug_game_status(g) != UG_STATUS_PLAYING) return UG_CURSED_UI;
    /* Normal mode: a step toward the click in 4 directions (a click on the player waits). */
    const UgPlayer *p = ug_game_player(g);
    *action = ug_click_step4(l, c->x, c->y, p->x - f->cam_x, p->y - f->cam_y);
    return UG_CURSED_PLAY;
}

/* A gamepad's buttons with a pad alone (defaults in bindings.c): A is Space (contextual:
 * stairs, pick up, aim), B Esc (leave a mode or a screen; the quit box on the dungeon), Y
 * examines, X waits, the shoulders pick the next / previous target (n / p), Back opens the help.
 * In examine or aim mode the examine button leaves the mode. */
static void pad_keys(const UgCursedScene *cs, UgCommand *c) {
    if (!c->pad || !c->button) return;
    /* The bindings gave the button its command (scenes.c, ug_bindings_pad); what it means
     * follows the screen: the button that examines leaves examine or aim mode, as Esc. */
    bool targeting = cs->ui.mode != UG_CK_MODE_NORMAL;
    if (targeting && ug_command_is(c, UG_BIND_CK_EXAMINE)) {
        c->kind = UG_CMD_ESCAPE;
        snprintf(c->key, sizeof c->key, "Escape");
        c->shift = false;
        c->letter = 0;
        c->binds = 0; /* Esc itself, no command's key */
    }
}

UgCursedOutcome ug_cursed_scene_command(UgCursedScene *cs, const UgGame *g, UgCommand c,
                                        const UgLayout *l, const UgFrame *f, UgAction *action) {
    *action = ug_action_simple(UG_ACT_NONE);
    pad_keys(cs, &c);
    if (c.kind == UG_CMD_POINT)
        return ug_cursed_scene_hover(cs, g, l, f, c.x, c.y) ? UG_CURSED_UI : UG_CURSED_PASS;
    UgCursedPrompt prompt = cs->prompt;
    cs->prompt = UG_CURSED_PROMPT_NONE; /* a prompt lasts until the next key */
    if (c.kind == UG_CMD_CLICK) return click(cs, g, &c, l, f, action);
    UgCkKey k;
    if (!ug_cursed_command_key(&c, &k)) return UG_CURSED_PASS;
    if (c.repeat && !(is(&k, "ArrowUp") || is(&k, "ArrowDown") || is(&k, "ArrowLeft") ||
                      is(&k, "ArrowRight") || strlen(k.key) == 1))
        return UG_CURSED_UI;
    if (is(&k, "Tab")) return UG_CURSED_PASS; /* the message history */
    if (cs->intro) {
        if (is(&k, " ") || is(&k, "Enter")) cs->intro = false;
        return is(&k, "Escape") ? UG_CURSED_PASS : UG_CURSED_UI;
    }
    if (ug_game_pending(g) == UG_PENDING_ENDING) {
        if (is(&k, " ") || is(&k, "Enter")) return UG_CURSED_NEW_RUN;
        return is(&k, "Escape") ? UG_CURSED_PASS : UG_CURSED_UI;
    }
    if (prompt == UG_CURSED_PROMPT_CONFIRM_CLEAR) {
        /* Shift+C asked; only Shift+C again clears the achievements. */
        if (!is(&k, "C")) return UG_CURSED_UI;
        *action = ug_action_wizard(UG_WIZ_CLEAR_ACHIEVEMENTS, 0);
        cs->prompt = UG_CURSED_PROMPT_CLEARED;
        return UG_CURSED_PLAY;
    }
    /* Esc in normal mode on the dungeon is the window's: the quit box. */
    if (is(&k, "Escape") && cs->ui.mode == UG_CK_MODE_NORMAL &&
        ug_cursed_keys_screen(&cs->ui, g) == UG_CK_SCREEN_MAIN &&
        ug_game_pending(g) == UG_PENDING_NONE)
        return UG_CURSED_PASS;
    bool wizard = cs->ui.wizard;
    UgCkResult r = ug_cursed_keys_press(&cs->ui, g, k, action);
    if (cs->ui.wizard != wizard)
        cs->prompt = cs->ui.wizard ? UG_CURSED_PROMPT_WIZARD_ON : UG_CURSED_PROMPT_WIZARD_OFF;
    switch (r) {
        case UG_CK_ACTION:
            if (action->kind == UG_ACT_WIZARD && action->verb == UG_WIZ_CLEAR_ACHIEVEMENTS) {
                cs->prompt = UG_CURSED_PROMPT_CONFIRM_CLEAR;
                *action = ug_action_simple(UG_ACT_NONE);
                return UG_CURSED_UI;
            }
            return UG_CURSED_PLAY;
        case UG_CK_LEVEL_DONE:
            return UG_CURSED_PLAY; /* our port goes straight on to the next level */
        case UG_CK_PRINT_SEED:
            cs->prompt = UG_CURSED_PROMPT_SEED;
            return UG_CURSED_UI;
        case UG_CK_PRINT_CLOCK:
            cs->prompt = UG_CURSED_PROMPT_CLOCK;
            return UG_CURSED_UI;
        case UG_CK_UI:
        case UG_CK_IGNORED:
        default:
            return UG_CURSED_UI;
    }
}

void ug_cursed_scene_played(UgCursedScene *cs, const UgGame *g, int floor_before) {
    if (ug_game_floor(g) == floor_before) return;
    bool wizard = cs->ui.wizard, fog = cs->ui.fog_off;
    ug_cursed_scene_start(cs, wizard, true);
    cs->ui.fog_off = fog;
}

bool ug_cursed_scene_hover(UgCursedScene *cs, const UgGame *g, const UgLayout *l, const UgFrame *f,
                           int px, int py) {
    if (cs->intro || cs->ui.mode == UG_CK_MODE_NORMAL || cs->ui.screen != UG_CK_SCREEN_MAIN)
        return false;
    int x, y;
    if (!cell_at(l, f, px, py, &x, &y)) return false;
    if (!ug_game_visible(g, x, y) && !cs->ui.fog_off) return false;
    if (x == cs->ui.cursor_x && y == cs->ui.cursor_y) return false;
    cs->ui.cursor_x = x;
    cs->ui.cursor_y = y;
    return true;
}
