/* The panels around the board: the HUD, the log and its history, the help, the quit question,
 * the notices, the creatures in sight, the look line and the end screens. See view.h. */
#include "undergrid/auto.h"

#include "cursed_view.h"
#include "describe_view.h"
#include "keys_view.h"
#include "profile.h"
#include "text.h"
#include "view.h"
#include "view_parts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEY_HINT ug_color_key_hint

/* A log entry's line, in the colour and with the mark of its meaning. */
static void entry_line(UgTextLine *line, const UgCatalog *c, const UgLogEntry *e) {
    UgMsgKind kind = ug_view_message_kind(e->msg);
    UgColor color = ug_view_kind_color(kind);
    char words[UG_FRAME_TEXT_MAX];
    ug_view_word_entry(c, e, words, sizeof words);
    if (e->repeat > 1) {
        UgArg args[2] = {ug_arg_str(words), ug_arg_int(e->repeat)};
        format_line(line, c, "%s (x%d)", args, 2, color);
    } else {
        set_line(line, words, color);
    }
    line->repeat = e->repeat;
    snprintf(line->mark, sizeof line->mark, "%s", ug_view_kind_mark(kind));
}

static void set_health(UgFrame *f, const UgPlayer *p);

int64_t ug_view_stat_value(const UgStat *st) {
    return st->id == UG_STAT_HP && st->value < 0 ? 0 : st->value;
}

int ug_view_turns(const UgGame *g) {
    if (!g) return 0;
    if (ug_view_profile_of(g)->turns_from_clock) {
        double t = ug_game_clock(g);
        return t > 0 && t < 2e9 ? (int)t : 0; /* whole turns, as its screen shows them */
    }
    return ug_game_player(g)->turns;
}

/* A weight in tenths as the original shows it: "0.3". */
static void tenths(char *out, size_t size, int64_t v) {
    snprintf(out, size, "%s%lld.%lld", v < 0 ? "-" : "", (long long)(v < 0 ? -v : v) / 10,
             (long long)(v < 0 ? -v : v) % 10);
}

/* A value too long for the side panel (a seed may have 127 signs) keeps its start and its end
 * around an ellipsis, so that the line fits in UG_SIDE_PANEL_COLS with its words ("Seed "):
 * the whole value is on the end screens and in the records. */
static void shorten_value(char *value, size_t size, int keep) {
    int cols = ug_utf8_columns(value);
    if (cols <= keep || keep < 6 || size < 8) return;
    size_t len = strlen(value), tail = 4, head = (size_t)keep - tail - 1;
    if (len != (size_t)cols || head + tail + 1 >= len) return; /* wide signs: as it is */
    memmove(value + head + 3, value + len - tail, tail + 1);
    memcpy(value + head, "\xe2\x80\xa6", 3); /* U+2026 */
}

/* One stat's line worded by the profile's format. */
static void stat_line(UgTextLine *line, const UgStat *st, const char *fmt, const UgGame *g,
                      const UgCatalog *c) {
    char a[UG_SEED_MAX_LEN + 1], b[32];
    UgArg args[2] = {ug_arg_int(ug_view_stat_value(st)), ug_arg_int(st->max)};
    if (st->id == UG_STAT_WEIGHT) {
        tenths(a, sizeof a, st->value);
        tenths(b, sizeof b, st->max);
        args[0] = ug_arg_str(a), args[1] = ug_arg_str(b);
    } else if (st->id == UG_STAT_SEED) {
        snprintf(a, sizeof a, "%s", ug_game_seed(g));
        /* the words around the seed take what the format has besides its {seed} */
        UgTextLine probe;
        UgArg none[2] = {ug_arg_str(""), ug_arg_str("")};
        format_line(&probe, c, fmt, none, 2, ug_color_hud);
        shorten_value(a, sizeof a, UG_SIDE_PANEL_COLS - ug_utf8_columns(probe.text));
        args[0] = ug_arg_str(a);
    }
    format_line(line, c, fmt, args, 2, ug_color_hud);
}

/* The status lines: the core's stats in its order, each worded by the profile's format (a stat
 * the profile gives no format is not shown). The health bar goes under the HP line. */
/* The HUD: a line per stat the profile words, in the core's order, except those the profile
 * draws at the end of the line before (stat_same_line); then, where the profile lists it, the
 * orb stack top first. With f NULL only counts the lines (the layout's question). */
static int hud_build(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    UgStat stats[UG_STAT_COUNT];
    int count = ug_game_stats(g, stats);
    int lines = 0, health_line = -1;
    UgTextLine built = {0}; /* the line being put together */
    if (f) f->health_line = 0;
    for (int i = 0; i < count; i++) {
        const UgStat *st = &stats[i];
        bool known = (unsigned)st->id < UG_STAT_COUNT;
        const char *fmt = known ? profile->stat_formats[st->id] : NULL;
        if (!fmt) continue;
        UgTextLine more = {0}; /* every byte set: the frame is compared byte for byte */
        stat_line(&more, st, fmt, g, c);
        /* A stat the profile draws after the one before joins it only where both fit the
         * panel's columns; else it takes a line of its own, so no value is ever cut. */
        bool join =
            profile->stat_same_line[st->id] && lines > 0 && st->id != UG_STAT_HP &&
            health_line != lines - 1 &&
            ug_utf8_columns(built.text) + 2 + ug_utf8_columns(more.text) <= UG_SIDE_PANEL_COLS;
        if (!join && lines == UG_FRAME_HUD_MAX) break;
        if (!join) lines++;
        if (st->id == UG_STAT_HP) health_line = lines - 1;
        if (!join) {
            built = more;
        } else {
            size_t n = strlen(built.text);
            snprintf(built.text + n, sizeof built.text - n, "  %s", more.text);
        }
        if (f) f->hud[lines - 1] = built;
    }
    if (f && health_line >= 0) f->health_line = health_line;
    UgOrbSlot stack[UG_ORB_STACK_MAX];
    bool orb_line = profile->hud_orb_stack && (ug_game_info(g)->systems & UG_SYS_ORBS);
    int orbs = orb_line ? ug_game_orb_stack(g, stack, UG_ORB_STACK_MAX) : 0;
    if (orbs > UG_ORB_STACK_MAX) orbs = UG_ORB_STACK_MAX;
    if (orb_line && lines < UG_FRAME_HUD_MAX) { /* always there, so the panels never move */
        lines++;
        if (f) {
            char names[UG_FRAME_TEXT_MAX] = "";
            size_t n = 0;
            if (orbs == 0) snprintf(names, sizeof names, "%s", tr(c, "empty"));
            for (int i = orbs - 1; i >= 0 && n < sizeof names; i--) {
                int k = stack[i].kind;
                const char *name =
                    tr(c, (unsigned)k < UG_ORB_KIND_COUNT ? ug_cursed_orb_names[k] : "Orb");
                n += (size_t)snprintf(names + n, sizeof names - n, "%s%s",
                                      i == orbs - 1 ? "" : ", ", name);
            }
            UgArg args[1] = {ug_arg_str(names)};
            format_line(&f->hud[lines - 1], c, "Stack: %s", args, 1, ug_color_hud);
        }
    }
    return lines;
}

void ug_view_build_hud(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    f->hud_count = hud_build(f, g, c);
    set_health(f, ug_game_player(g));
}

int ug_view_hud_lines(const UgGame *g, const UgCatalog *c) {
    if (!g) return 0;
    int own = ug_view_profile_of(g)->hud_lines;
    return own > 0 ? own : hud_build(NULL, g, c);
}

static void set_health(UgFrame *f, const UgPlayer *p) {
    f->health = p->hp > 0 ? p->hp : 0;
    f->health_max = p->max_hp;
    static const UgColor good = {110, 210, 110, 255}, hurt = {230, 200, 80, 255},
                         low = {235, 80, 70, 255};
    if (f->health * 2 > f->health_max)
        f->health_color = good;
    else if (f->health * 4 > f->health_max)
        f->health_color = hurt;
    else
        f->health_color = low;
}

/* The last few messages, oldest first, each in the colour and with the mark of its meaning
 * (the same in every mode). */
void ug_view_build_log(UgFrame *f, const UgLog *log, const UgCatalog *c, int lines) {
    if (lines < 1) lines = 1;
    if (lines > UG_FRAME_LOG_MAX) lines = UG_FRAME_LOG_MAX;
    int count = log ? ug_log_count(log) : 0;
    int n = count < lines ? count : lines;
    f->log_count = n;
    for (int i = 0; i < n; i++) entry_line(&f->log[i], c, ug_log_get(log, count - n + i));
}

typedef struct RowCollect {
    const char *base;
    UgLogRow *rows;
    int n, max, line;
} RowCollect;

static void collect_row(void *user, const char *line, size_t n) {
    RowCollect *rc = user;
    if (rc->n >= rc->max) return;
    rc->rows[rc->n++] = (UgLogRow){rc->line, (int)(line - rc->base), (int)n, false};
}

int ug_view_log_rows(const UgFrame *f, int cols, int rows, UgLogRow out[UG_LOG_ROWS_MAX]) {
    if (rows > UG_LOG_ROWS_MAX) rows = UG_LOG_ROWS_MAX;
    if (cols < 1) cols = 1;
    if (rows < 1 || f->log_count < 1) return 0;
    UgLogRow tmp[UG_LOG_ROWS_MAX];
    int used = 0, first_line = f->log_count; /* the messages from first_line on fill the rows */
    while (first_line > 0 && used < rows) {
        int n = ug_text_wrap(f->log[--first_line].text, cols, NULL, NULL);
        used += n > 0 ? n : 1;
    }
    int skip = used > rows ? used - rows : 0; /* the oldest one's top rows scrolled off */
    int count = 0;
    for (int i = first_line; i < f->log_count && count < rows; i++) {
        RowCollect rc = {f->log[i].text, tmp, 0, UG_LOG_ROWS_MAX, i};
        ug_text_wrap(f->log[i].text, cols, collect_row, &rc);
        if (rc.n == 0) tmp[rc.n++] = (UgLogRow){i, 0, 0, false};
        tmp[0].first = true;
        for (int k = 0; k < rc.n && count < rows; k++) {
            if (skip > 0) {
                skip--;
                continue;
            }
            out[count++] = tmp[k];
        }
    }
    return count;
}

int ug_view_history_max_scroll(const UgLog *log, int rows) {
    int count = log ? ug_log_count(log) : 0;
    return count > rows ? count - rows : 0;
}

void ug_view_build_history(UgFrame *f, const UgLog *log, const UgCatalog *c, const UgViewState *s) {
    int rows = s->history_rows;
    if (rows < 1) rows = 1;
    if (rows > UG_FRAME_OVERLAY_MAX) rows = UG_FRAME_OVERLAY_MAX;
    int count = log ? ug_log_count(log) : 0;
    int scroll = s->history_scroll;
    int max = ug_view_history_max_scroll(log, rows);
    if (scroll > max) scroll = max;
    if (scroll < 0) scroll = 0;
    int last = count - scroll; /* one past the newest shown */
    int first = last - rows < 0 ? 0 : last - rows;
    set_line(&f->overlay_title, tr(c, "Message history"), ug_color_heading);
    f->overlay_count = 0;
    for (int i = first; i < last; i++)
        entry_line(&f->overlay_lines[f->overlay_count++], c, ug_log_get(log, i));
    if (count == 0)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "No messages yet."), ug_color_text);
    set_line(&f->overlay_footer, tr(c, "Up/Down, Page Up/Down: scroll   {log} or {esc}: close"),
             KEY_HINT);
}

/* A mode's About page: its title and lines (profile.h), a box that wraps and scrolls. */
void ug_view_build_about(UgFrame *f, const UgCatalog *c, const UgViewProfile *profile) {
    f->overlay = UG_OVERLAY_HELP;
    set_line(&f->overlay_title, tr(c, profile->about_title ? profile->about_title : ""),
             ug_color_heading);
    f->overlay_count = 0;
    for (int i = 0; i < profile->about_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, profile->about[i]), ug_color_text);
    set_line(&f->overlay_footer, tr(c, "Press any key to close."), KEY_HINT);
}

/* Help: the mode's keys, then the legend of the signs on its board. */
void ug_view_build_help(UgFrame *f, const UgCatalog *c, const UgViewProfile *profile) {
    set_line(&f->overlay_title, tr(c, "Keys"), ug_color_heading);
    f->overlay_count = 0;
    for (int i = 0; i < profile->help_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, profile->help[i]), ug_color_text);
    if (profile->legend_count > 0 && f->overlay_count + 2 < UG_FRAME_OVERLAY_MAX) {
        f->overlay_lines[f->overlay_count++].text[0] = '\0';
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "Signs on the board"),
                 ug_color_heading);
    }
    for (int i = 0; i < profile->legend_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++) {
        int k = f->overlay_count++;
        set_line(&f->overlay_lines[k], tr(c, profile->legend[i].meaning), ug_color_text);
        f->overlay_glyph[k] = profile->legend[i].glyph;
        f->overlay_glyph_color[k] = profile->legend[i].color;
        f->overlay_sprite[k] = (uint8_t)profile->legend[i].sprite;
    }
    set_line(&f->overlay_footer, tr(c, "Press any key to close."), KEY_HINT);
}

/* The quit box says what quitting keeps: a run in progress is saved and waits on the title, or,
 * when it could not be saved, how many moves quitting now loses. */
void ug_view_build_quit(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    set_line(&f->overlay_title, tr(c, "Quit Undergrid?"), ug_color_heading);
    f->overlay_count = 0;
    if (s->quit_unsaved > 0) { /* asked before anything unsaved is lost */
        UgArg n = ug_arg_int(s->quit_unsaved);
        format_line(&f->overlay_lines[f->overlay_count++], c,
                    "Your game is not saved: quitting now loses %d moves.", &n, 1,
                    ug_view_kind_color(UG_MSGKIND_DANGER));
    } else if (s->scene == UG_SCENE_GAME) {
        set_line(&f->overlay_lines[f->overlay_count++],
                 tr(c, "Your run is saved: Continue on the title picks it up."), ug_color_text);
    }
    if (s->pad_hints) { /* the pad's buttons (scenes.c quit_box_pad) */
        set_line(&f->overlay_lines[f->overlay_count++],
                 tr(c, s->scene != UG_SCENE_TITLE ? "A: quit   B: keep playing   Y: the title menu"
                                                  : "A: quit   B: keep playing"),
                 ug_color_text);
        f->overlay_footer.text[0] = '\0';
        return;
    }
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "{yes} or {enter}: quit"), ug_color_text);
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "{no} or {esc}: keep playing"),
             ug_color_text);
    if (s->scene != UG_SCENE_TITLE)
        set_line(&f->overlay_lines[f->overlay_count++],
                 tr(c, "{title-menu}: back to the title menu"), ug_color_text);
    if (s->scene == UG_SCENE_GAME) /* scenes_overlay.c: the Options page, then this game */
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "O: options, then back to this game"),
                 ug_color_text);
    f->overlay_footer.text[0] = '\0';
}

static bool is_notice(const UgLogEntry *e, int32_t seen) {
    return e->serial > seen && e->msg >= UG_UIMSG_FIRST &&
           ug_view_message_kind(e->msg) == UG_MSGKIND_DANGER;
}

bool ug_view_unseen_notice(const UgLog *log, int32_t seen) {
    if (!log) return false;
    for (int i = ug_log_count(log) - 1; i >= 0; i--)
        if (is_notice(ug_log_get(log, i), seen)) return true;
    return false;
}

/* The notices not seen yet, oldest first (the renderer wraps them to the box). */
void ug_view_build_notices(UgFrame *f, const UgLog *log, const UgCatalog *c, const UgViewState *s) {
    set_line(&f->overlay_title, tr(c, "Please note"), ug_color_heading);
    f->overlay_count = 0;
    for (int i = 0; log && i < ug_log_count(log) && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++) {
        const UgLogEntry *e = ug_log_get(log, i);
        if (is_notice(e, s->notices_seen))
            entry_line(&f->overlay_lines[f->overlay_count++], c, e); /* marked and coloured */
    }
    set_line(&f->overlay_footer, tr(c, "Press any key to close."), KEY_HINT);
}

static int chebyshev(int ax, int ay, int bx, int by) {
    int dx = ax > bx ? ax - bx : bx - ax, dy = ay > by ? ay - by : by - ay;
    return dx > dy ? dx : dy;
}

/* A creature's name, with its level where the mode shows levels. */
static void monster_label(char *out, size_t size, const UgCatalog *c, const UgGame *g,
                          const UgMonster *m) {
    const char *name = ug_view_monster_name(c, m->kind);
    if (ug_game_info(g)->systems & UG_SYS_MONSTER_LEVELS) {
        UgArg args[2] = {ug_arg_str(name), ug_arg_int(m->level)};
        ug_i18n_format(out, size, tr(c, "%s, level %d"), args, 2);
    } else {
        snprintf(out, size, "%s", name);
    }
}

/* The sidebar: every creature in sight, nearest first (ties in the game's order). */
void ug_view_build_sight(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    const UgPlayer *p = ug_game_player(g);
    int order[UG_MAX_MONSTERS], n = 0;
    for (int i = 0; i < ug_game_monster_count(g) && n < UG_MAX_MONSTERS; i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!ug_game_visible(g, m->x, m->y) || m->hp <= 0) continue;
        /* Only what the board shows (issue 27: a rat "in sight" was off the board). */
        if (f->has_board && (m->x < f->cam_x || m->y < f->cam_y || m->x >= f->cam_x + f->board_w ||
                             m->y >= f->cam_y + f->board_h))
            continue;
        int d = chebyshev(m->x, m->y, p->x, p->y), j = n++;
        while (j > 0) { /* insertion: stable, nearest first */
            const UgMonster *o = ug_game_monster(g, order[j - 1]);
            if (chebyshev(o->x, o->y, p->x, p->y) <= d) break;
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    UgArg count[1] = {ug_arg_int(n)};
    format_line(&f->sight_title, c, n ? "In sight (%d)" : "Nothing in sight", count, n ? 1 : 0,
                ug_color_heading);
    f->sight_count = 0;
    for (int k = 0; k < n && f->sight_count < UG_FRAME_SIGHT_MAX; k++) {
        const UgMonster *m = ug_game_monster(g, order[k]);
        UgSightLine *line = &f->sight[f->sight_count++];
        const UgLook *look = ug_look_monster((UgMonsterKind)m->kind);
        line->glyph = look->glyph;
        line->sprite = (uint8_t)ug_sprite_monster((UgMonsterKind)m->kind);
        line->glyph_color = look->fg;
        char label[UG_FRAME_TEXT_MAX];
        monster_label(label, sizeof label, c, g, m);
        set_line(&line->text, label, ug_color_text);
        line->hp = m->hp;
        line->max_hp = m->max_hp > 0 ? m->max_hp : m->hp;
    }
}

static void describe_tile(UgFrame *f, const UgGame *g, const UgCatalog *c, int x, int y);

/* The line describing the hovered (or tapped) tile; while aiming, the look line names the target
 * and says whether the orb would go there. */
void ug_view_build_look(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s) {
    f->look.text[0] = '\0';
    if (s->aim) {
        describe_tile(f, g, c, s->aim_x, s->aim_y);
        bool ok = ug_game_orb_target_ok(g, s->aim_x, s->aim_y);
        char what[UG_FRAME_TEXT_MAX];
        snprintf(what, sizeof what, "%s", f->look.text);
        UgArg args[1] = {ug_arg_str(what)};
        /* What the orb needs, where the core says (issue 26): "Slime needs an empty tile". */
        static const char *const needs[] = {
            [UG_AIM_SELF_ONLY] = "Aim: %s (this orb is for yourself: aim at your own tile). "
                                 "{esc}: cancel",
            [UG_AIM_TOO_FAR] = "Aim: %s (too far for this orb). {esc}: cancel",
            [UG_AIM_UNSEEN] = "Aim: %s (not in sight). {esc}: cancel",
            [UG_AIM_NEEDS_EMPTY] = "Aim: %s (this orb needs an empty tile). {esc}: cancel",
            [UG_AIM_NEEDS_CREATURE] = "Aim: %s (this orb needs a creature there). {esc}: cancel",
        };
        UgAimWhy why = ok ? UG_AIM_OK : ug_game_orb_aim_why(g, s->aim_x, s->aim_y);
        const char *fmt = (unsigned)why < sizeof needs / sizeof needs[0] && needs[why]
                              ? needs[why]
                              : "Aim: %s (out of reach). {esc}: cancel";
        format_line(&f->look, c, ok ? "Aim: %s. {throw} or {enter}: throw; {esc}: cancel" : fmt,
                    args, 1, ok ? ug_color_text : ug_color_bad);
        return;
    }
    if (s->hover) describe_tile(f, g, c, s->hover_x, s->hover_y);
}

/* What stands or lies on (x, y), else the tile, into the look line. */
static void describe_tile(UgFrame *f, const UgGame *g, const UgCatalog *c, int x, int y) {
    char label[UG_FRAME_TEXT_MAX];
    const UgPlayer *p = ug_game_player(g);
    if (!ug_game_seen(g, x, y)) {
        set_line(&f->look, tr(c, "Unexplored"), ug_color_text);
        return;
    }
    if (p->x == x && p->y == y) {
        UgArg args[2] = {ug_arg_int(p->hp > 0 ? p->hp : 0), ug_arg_int(p->max_hp)};
        format_line(&f->look, c, "You: HP %d/%d", args, 2, ug_color_text);
        return;
    }
    int mi = ug_game_visible(g, x, y) ? ug_game_monster_at(g, x, y) : -1;
    if (mi >= 0) {
        const UgMonster *m = ug_game_monster(g, mi);
        monster_label(label, sizeof label, c, g, m);
        ug_view_describe_monster(&f->look, c, g, m, label); /* its sentence (issue 26) */
        return;
    }
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x != x || it->y != y) continue;
        ug_view_item_name(c, it, label, sizeof label);
        ug_view_describe_item(&f->look, c, g, it, label); /* its sentence (issue 26) */
        return;
    }
    UgTile t = ug_game_tile(g, x, y);
    ug_view_describe_tile(&f->look, c, g, t, ug_view_tile_name(c, t));
}

/* The end screens. Death: the cause; victory: that it was won and the bonus in the score. Then
 * floor, turns, score and seed; the hint only once the pause is over. */
void ug_view_build_end(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s) {
    bool won = s->scene == UG_SCENE_VICTORY;
    set_line(&f->heading, tr(c, won ? "You won" : "You died"), ug_color_heading);
    f->body_count = 0;
    UgArg cause[1];
    if (won) {
        cause[0] = ug_arg_int(s->death_bonus);
        format_line(&f->body[f->body_count++], c,
                    "You beat the last floor and came out alive (a victory bonus of %d).", cause, 1,
                    ug_view_kind_color(UG_MSGKIND_LEVEL));
    } else if (s->death_killer >= 0) {
        cause[0] = ug_arg_str(ug_view_monster_name(c, s->death_killer));
        format_line(&f->body[f->body_count++], c, "Killed by: %s", cause, 1, ug_color_text);
    } else {
        bool hunger = g && (ug_game_info(g)->systems & UG_SYS_HUNGER);
        set_line(&f->body[f->body_count++], tr(c, hunger ? "Starved to death" : "Died"),
                 ug_color_text);
    }
    UgArg args[3] = {ug_arg_int(s->death_floor), ug_arg_int(s->death_turns),
                     ug_arg_int(s->death_score)};
    format_line(&f->body[f->body_count++], c, "Floor %d, turn %d, score %d", args, 3,
                ug_color_text);
    UgArg seed[1] = {ug_arg_str(g ? ug_game_seed(g) : "")};
    format_line(&f->body[f->body_count++], c, "Seed %s (C: write it to a file)", seed, 1,
                ug_color_text);
    if (s->death_rank > 0) {
        UgArg rank[2] = {ug_arg_int(s->death_rank), ug_arg_str(tr(c, ug_view_mode_title(s->mode)))};
        format_line(&f->body[f->body_count++], c, "Rank %d among the %s high scores", rank, 2,
                    ug_view_kind_color(UG_MSGKIND_LEVEL));
    }
    if (s->death_morgue[0]) {
        UgArg where[1] = {ug_arg_str(s->death_morgue)};
        format_line(&f->body[f->body_count++], c, "Morgue file: %s", where, 1, ug_color_text);
    }
    if (s->death_ready) {
        set_line(&f->body[f->body_count++], tr(c, ug_view_profile(s->mode)->death_hint), KEY_HINT);
        set_line(&f->body[f->body_count++], tr(c, "{title-menu}: the title menu   {esc}: quit"),
                 KEY_HINT);
    }
}
