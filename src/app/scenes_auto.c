/* Travel, auto-explore, rest, run and look in the window. See scenes_auto.h. */
#include "scenes_auto.h"

#include "bindings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

UgAutoCommand ug_scenes_auto_key(const UgTravelRules *rules, const UgCommand *c, int *dx, int *dy) {
    /* The keys as bound (bindings.h): descend, rest, explore (classic's x; e elsewhere, where x
     * is simple's inventory and cursed's examine) and look. */
    if (ug_command_is(c, UG_BIND_DESCEND)) return UG_AUTO_CMD_STAIRS;
    if (ug_command_is(c, UG_BIND_REST)) return UG_AUTO_CMD_REST;
    if (ug_command_is(c, (UgBind)rules->explore)) return UG_AUTO_CMD_EXPLORE;
    if (!rules->look_and_run) return UG_AUTO_CMD_NONE; /* cursed: its own examine and fast move */
    if (ug_command_is(c, UG_BIND_FIGHT)) return UG_AUTO_CMD_FIGHT;
    if (ug_command_is(c, UG_BIND_LOOK)) return UG_AUTO_CMD_LOOK;
    /* Shift + a direction runs; simple's Shift + arrows step diagonally, as its original's. */
    if (c->kind == UG_CMD_MOVE && c->shift && !(rules->shift_arrows_step && c->arrow)) {
        *dx = c->dx;
        *dy = c->dy;
        return UG_AUTO_CMD_RUN;
    }
    return UG_AUTO_CMD_NONE;
}

/* A stop in the log; `text`: the key the sentence names (the one pressed, the stairs' key),
 * or NULL. */
static void say_stop_key(UgLog *log, UgAutoStop why, int32_t arg, const char *text) {
    if (why == UG_AUTO_GO || why == UG_AUTO_NEW_FLOOR || why == UG_AUTO_OVER) return;
    ug_log_push(log, UG_UIMSG_AUTO_STOP, (int32_t)why, arg, text);
}

static void say_stop(UgLog *log, UgAutoStop why, int32_t arg) {
    say_stop_key(log, why, arg, NULL);
}

/* The name of the key or pad button of `c` for a sentence ("E", "Space", "ArrowUp", "A"); ""
 * when there is none to name. */
static void pressed_name(const UgCommand *c, char *out, size_t size) {
    if (c->pad && c->button) {
        snprintf(out, size, "%s", ug_pad_button_label((UgPadButton)(c->button - 1)));
    } else if (strcmp(c->key, " ") == 0) {
        snprintf(out, size, "Space");
    } else {
        snprintf(out, size, "%s", c->key);
        if (out[0] >= 'a' && out[0] <= 'z' && !out[1]) out[0] = (char)(out[0] - 'a' + 'A');
    }
}

/* The things the look cursor visits: creatures in view nearest first, then items in view. */
static int look_targets(const UgGame *g, int xs[], int ys[], int max) {
    const UgPlayer *p = ug_game_player(g);
    int n = 0;
    for (int pass = 0; pass < 2; pass++) {
        int count = pass == 0 ? ug_game_monster_count(g) : ug_game_item_count(g);
        int first = n;
        for (int i = 0; i < count && n < max; i++) {
            int x, y;
            if (pass == 0) {
                const UgMonster *m = ug_game_monster(g, i);
                if (m->hp <= 0) continue;
                x = m->x, y = m->y;
            } else {
                const UgItem *it = ug_game_item(g, i);
                x = it->x, y = it->y;
            }
            if (!ug_game_visible(g, x, y)) continue;
            xs[n] = x, ys[n] = y, n++;
        }
        /* Nearest first (insertion sort, ties in the game's order). */
        for (int i = first + 1; i < n; i++)
            for (int j = i; j > first; j--) {
                int dj = abs(xs[j] - p->x) + abs(ys[j] - p->y);
                int dp = abs(xs[j - 1] - p->x) + abs(ys[j - 1] - p->y);
                if (dj >= dp) break;
                int tx = xs[j], ty = ys[j];
                xs[j] = xs[j - 1], ys[j] = ys[j - 1];
                xs[j - 1] = tx, ys[j - 1] = ty;
            }
    }
    return n;
}

/* The look cursor: on the command, true when it was the look's. */
static bool look_command(UgScenesAuto *sa, const UgGame *g, UgAutoCommand what, const UgCommand *c,
                         UgViewState *vs) {
    bool tab = strcmp(c->key, "Tab") == 0;
    if (!sa->looking && what != UG_AUTO_CMD_LOOK) return false;
    if (sa->looking && !tab && what != UG_AUTO_CMD_LOOK) { /* any other key leaves the look */
        sa->looking = false;
        vs->hover = false;
        return c->kind == UG_CMD_ESCAPE;
    }
    enum { MAX = UG_MAX_MONSTERS + UG_MAX_ITEMS };
    int xs[MAX], ys[MAX];
    int n = look_targets(g, xs, ys, MAX);
    if (!sa->looking) {
        sa->looking = true;
        sa->look_index = 0;
    } else if (n > 0) {
        sa->look_index = (sa->look_index + (tab && c->shift ? n - 1 : 1)) % n;
    }
    const UgPlayer *p = ug_game_player(g);
    vs->hover = true; /* nothing in view: the cursor describes the player */
    vs->hover_x = n > 0 ? xs[sa->look_index % n] : p->x;
    vs->hover_y = n > 0 ? ys[sa->look_index % n] : p->y;
    return true;
}

bool ug_scenes_auto_command(UgScenesAuto *sa, const UgGame *g, const UgTravelRules *rules,
                            const UgCommand *c, bool on_board, int tx, int ty, bool lower_quarter,
                            uint64_t now, UgViewState *vs, UgLog *log) {
    int dx = 0, dy = 0;
    if (c->repeat && c->kind != UG_CMD_MOVE) return false;
    UgAutoCommand what = ug_scenes_auto_key(rules, c, &dx, &dy);
    if (look_command(sa, g, what, c, vs)) return true;
    const UgPlayer *p = ug_game_player(g);
    switch (what) {
        case UG_AUTO_CMD_EXPLORE:
            ug_auto_begin_explore(&sa->seq, g);
            ug_auto_set_pickup(&sa->seq, (UgAutoPickup)vs->options.pickup);
            for (int i = 0; i < sa->dropped_count; i++) ug_auto_ignore(&sa->seq, sa->dropped[i]);
            break;
        case UG_AUTO_CMD_STAIRS:
            /* On the stairs, `>` is the mode's own (adventure: take them). */
            if (ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS) return false;
            if (!ug_auto_begin_stairs(&sa->seq, g)) {
                say_stop(log, UG_AUTO_NO_STAIRS, 0);
                return true;
            }
            break;
        case UG_AUTO_CMD_REST:
            ug_auto_begin_rest(&sa->seq, g);
            break;
        case UG_AUTO_CMD_RUN:
            ug_auto_begin_run(&sa->seq, g, dx, dy);
            break;
        case UG_AUTO_CMD_FIGHT: { /* one action, played by the next step; a refusal says why */
            int32_t arg = 0;
            UgAutoStop why = ug_auto_fight(g, &sa->fight, &arg);
            if (why != UG_AUTO_GO) {
                say_stop(log, why, arg);
                return true;
            }
            sa->fighting = true;
            break;
        }
        default: {
            /* A click two or more steps away on a known tile with a safe way: travel. Next to
             * the player, or with no way known, the mode's own click rule steps. */
            if (c->kind != UG_CMD_CLICK || !on_board || !rules->click_travel) return false;
            /* Wall assist: a tap on the lower quarter of a wall means the floor below it. */
            if (lower_quarter && ug_auto_path(g, tx, ty, NULL, 0) < 0 &&
                ug_auto_path(g, tx, ty + 1, NULL, 0) > 0)
                ty++;
            int far = abs(tx - p->x) > abs(ty - p->y) ? abs(tx - p->x) : abs(ty - p->y);
            if (far < 2 || ug_auto_path(g, tx, ty, NULL, 0) <= 0) return false;
            if (c->touch && !(vs->hover && vs->hover_x == tx && vs->hover_y == ty)) {
                vs->hover = true; /* a finger has no hover: the first tap shows the way */
                vs->hover_x = tx;
                vs->hover_y = ty;
                return true;
            }
            ug_auto_begin_travel(&sa->seq, g, tx, ty);
            break;
        }
    }
    sa->due_ms = now;
    return true;
}

bool ug_scenes_auto_interrupt(UgScenesAuto *sa, const UgGame *g, const UgCommand *c, UgLog *log,
                              bool *drop) {
    *drop = false;
    if (!ug_auto_active(&sa->seq) || c->kind == UG_CMD_NONE || c->kind == UG_CMD_POINT)
        return false;
    if (c->repeat) { /* the key that started it, still held: not a new key */
        *drop = true;
        return false;
    }
    int32_t arg = 0;
    UgAutoStop by =
        c->kind == UG_CMD_CLICK || c->kind == UG_CMD_SCROLL ? UG_AUTO_CLICK : UG_AUTO_KEY;
    UgAutoStop why = ug_auto_cancel(&sa->seq, g, by, &arg);
    char name[sizeof c->key + 8];
    pressed_name(c, name, sizeof name);
    if (why == UG_AUTO_KEY && !name[0]) why = UG_AUTO_CLICK; /* nothing to name: said as input */
    say_stop_key(log, why, arg, why == UG_AUTO_KEY ? name : NULL);
    return true;
}

void ug_scenes_auto_keys(UgScenesAuto *sa, const UgBindings *b, bool pad) {
    ug_bind_hint(b, UG_BIND_DESCEND, pad, sa->stairs_key, sizeof sa->stairs_key);
    ug_bind_hint(b, UG_BIND_FIGHT, pad, sa->fight_key, sizeof sa->fight_key);
}

int ug_scenes_auto_wait(const UgScenesAuto *sa, uint64_t now) {
    if (sa->fighting) return 0;
    if (!ug_auto_active(&sa->seq)) return -1;
    return now >= sa->due_ms ? 0 : (int)(sa->due_ms - now);
}

void ug_scenes_auto_note(UgScenesAuto *sa, const UgGame *g, UgAction action) {
    if (action.kind != UG_ACT_USE || (action.verb != UG_VERB_DROP && action.verb != UG_VERB_PUT))
        return;
    const UgItem *it = ug_game_inventory_item(g, action.item);
    if (!it) return;
    if (sa->dropped_count == UG_AUTO_IGNORE_MAX) { /* the oldest is forgotten */
        memmove(sa->dropped, sa->dropped + 1, sizeof sa->dropped - sizeof sa->dropped[0]);
        sa->dropped_count--;
    }
    sa->dropped[sa->dropped_count++] = it->id;
}

/* Explore says once of each item it sees that it leaves where it lies, and why. */
static void say_skipped(UgScenesAuto *sa, const UgGame *g, UgLog *log) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (!ug_game_visible(g, it->x, it->y)) continue;
        UgAutoStop why = ug_auto_item_wanted(&sa->seq, g, it);
        if (why != UG_AUTO_SKIP_HEAVY && why != UG_AUTO_SKIP_FULL && why != UG_AUTO_SKIP_WORSE)
            continue;
        bool said = false;
        for (int k = 0; k < sa->said_count && !said; k++) said = sa->said[k] == it->id;
        if (said) continue;
        if (sa->said_count == UG_AUTO_IGNORE_MAX) {
            memmove(sa->said, sa->said + 1, sizeof sa->said - sizeof sa->said[0]);
            sa->said_count--;
        }
        sa->said[sa->said_count++] = it->id;
        say_stop(log, why, it->kind);
    }
}

bool ug_scenes_auto_step(UgScenesAuto *sa, const UgGame *g, uint64_t now, int pace,
                         UgAction *action, UgLog *log) {
    if (ug_scenes_auto_wait(sa, now) != 0) return false;
    if (sa->fighting) { /* the fight key's one action, nothing after it */
        sa->fighting = false;
        *action = sa->fight;
        return true;
    }
    if (sa->seq.kind == UG_AUTO_EXPLORE) say_skipped(sa, g, log);
    int32_t arg = 0;
    UgAutoStop why = ug_auto_next(&sa->seq, g, action, &arg);
    if (why != UG_AUTO_GO) {
        say_stop_key(log, why, arg,
                     why == UG_AUTO_EXPLORED_STAIRS ? sa->stairs_key
                     : why == UG_AUTO_HOSTILE       ? sa->fight_key
                                                    : NULL);
        return false;
    }
    sa->due_ms = now + (pace == UG_TRAVEL_INSTANT ? 0
                        : pace == UG_TRAVEL_FAST  ? UG_AUTO_FAST_STEP_MS
                                                  : UG_AUTO_STEP_MS);
    return true;
}

void ug_scenes_auto_reset(UgScenesAuto *sa) {
    memset(sa, 0, sizeof *sa);
}

void ug_scenes_auto_mark(const UgScenesAuto *sa, const UgGame *g, const UgViewState *vs,
                         UgFrame *f) {
    f->path_count = 0;
    if (!g || vs->scene != UG_SCENE_GAME || vs->overlay != UG_OVERLAY_NONE) return;
    int x, y;
    if (sa->looking && vs->hover) { /* the look cursor: its tile framed, as a path's goal is */
        f->path_x[0] = (int16_t)vs->hover_x;
        f->path_y[0] = (int16_t)vs->hover_y;
        f->path_count = 1;
        return;
    }
    if (sa->seq.kind == UG_AUTO_TRAVEL) {
        x = sa->seq.goal_x, y = sa->seq.goal_y;
    } else if (!ug_auto_active(&sa->seq) && vs->hover && !sa->looking) {
        x = vs->hover_x, y = vs->hover_y;
    } else {
        return;
    }
    UgAutoPoint path[UG_FRAME_PATH_MAX];
    int n = ug_auto_path(g, x, y, path, UG_FRAME_PATH_MAX);
    if (n <= 0) return;
    if (n > UG_FRAME_PATH_MAX) n = UG_FRAME_PATH_MAX;
    for (int i = 0; i < n; i++) {
        f->path_x[i] = path[i].x;
        f->path_y[i] = path[i].y;
    }
    f->path_count = n;
}
