/* Game -> Frame. See view.h. Every string here is an msgid looked up in the catalog. */
#include "view.h"

#include <string.h>

const UgColor ug_color_background = {8, 8, 14, 255};
const UgColor ug_color_text = {200, 210, 255, 255};
const UgColor ug_color_hud = {230, 230, 240, 255};
const UgColor ug_color_heading = {255, 255, 255, 255};
const UgColor ug_color_panel = {16, 16, 28, 255};
const UgColor ug_color_frame = {60, 56, 92, 255};
const UgColor ug_color_bar_back = {40, 30, 40, 255};

static const UgColor NONE = {0, 0, 0, 0};
static const UgColor STAIRS = {255, 214, 90, 255};
static const UgColor POTION = {255, 100, 160, 255};
static const UgColor WHITE = {255, 255, 255, 255};
static const UgColor KEY_HINT = {255, 214, 90, 255};

/* The original draws remembered stairs and potions at opacity 0.4. */
enum { FAR_ALPHA = 102 };

/* The one table: tile and creature -> appearance. Rock that touches no floor has no look. */
static const UgLook look_hidden_rock = {0, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};
static const UgLook tile_looks[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = {0, {0, 0, 0, 0}, {110, 94, 150, 255}, {50, 44, 70, 255}, 0},
    [UG_TILE_FLOOR] = {0, {0, 0, 0, 0}, {40, 38, 62, 255}, {20, 20, 32, 255}, 0},
    [UG_TILE_STAIRS] = {'>', {255, 214, 90, 255}, {40, 38, 62, 255}, {20, 20, 32, 255}, FAR_ALPHA},
    [UG_TILE_POTION] = {'!', {255, 100, 160, 255}, {40, 38, 62, 255}, {20, 20, 32, 255}, FAR_ALPHA},
};
static const UgLook monster_looks[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = {'r', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GOBLIN] = {'g', {120, 220, 110, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_OGRE] = {'O', {240, 110, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
};
static const UgLook player_look = {'@', {255, 255, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};
static const UgLook unknown_look = {'?', {255, 255, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};

const UgLook *ug_look_tile(UgTile tile, bool touches_floor) {
    if ((unsigned)tile >= UG_TILE_COUNT) return &unknown_look;
    if (tile == UG_TILE_ROCK && !touches_floor) return &look_hidden_rock;
    return &tile_looks[tile];
}

const UgLook *ug_look_monster(UgMonsterKind kind) {
    return (unsigned)kind < UG_MON_KIND_COUNT ? &monster_looks[kind] : &unknown_look;
}

const UgLook *ug_look_player(void) {
    return &player_look;
}

/* --- Wording --------------------------------------------------------------------------------- */

static const char *tr(const UgCatalog *c, const char *msgid) {
    return ug_catalog_get(c, msgid);
}

/* Whole sentences per creature, so that a language can agree articles and genders. */
static const char *const hit_msgids[UG_MON_KIND_COUNT] = {
    "You hit the rat (%d).", "You hit the goblin (%d).", "You hit the ogre (%d)."};
static const char *const hits_you_msgids[UG_MON_KIND_COUNT] = {
    "The rat hits you (%d).", "The goblin hits you (%d).", "The ogre hits you (%d)."};
static const char *const dies_msgids[UG_MON_KIND_COUNT] = {"The rat dies.", "The goblin dies.",
                                                           "The ogre dies."};

void ug_view_word_entry(const UgCatalog *c, const UgLogEntry *e, char *out, size_t size) {
    UgArg args[2] = {ug_arg_int(e->a), ug_arg_int(e->b)};
    UgArg text_arg = ug_arg_str(e->text);
    bool kind_ok = e->a >= 0 && e->a < UG_MON_KIND_COUNT;
    const char *fmt = NULL;
    const UgArg *a = args;
    int n = 2;
    switch (e->msg) {
        case UG_MSG_FLOOR_START:
            fmt = "Floor %d. Find the stairs >.";
            break;
        case UG_MSG_PLAYER_HITS:
            fmt = kind_ok ? hit_msgids[e->a] : NULL;
            a = &args[1], n = 1;
            break;
        case UG_MSG_MONSTER_HITS:
            fmt = kind_ok ? hits_you_msgids[e->a] : NULL;
            a = &args[1], n = 1;
            break;
        case UG_MSG_MONSTER_DIES:
            fmt = kind_ok ? dies_msgids[e->a] : NULL;
            n = 0;
            break;
        case UG_MSG_DRINK_POTION:
            fmt = "You drink a potion: +%d health.";
            break;
        case UG_MSG_PLAYER_DIES:
            fmt = "You die...";
            n = 0;
            break;
        case UG_MSG_WALL_BLOCKS:
            fmt = "The wall blocks your way.";
            n = 0;
            break;
        case UG_UIMSG_SCREENSHOT:
            fmt = "Screenshot saved to %s";
            a = &text_arg, n = 1;
            break;
        case UG_UIMSG_SCREENSHOT_FAILED:
            fmt = "The screenshot could not be saved: %s";
            a = &text_arg, n = 1;
            break;
        case UG_UIMSG_NO_CATALOG:
            fmt = "No translation for \"%s\" was found; the texts are in English.";
            a = &text_arg, n = 1;
            break;
        case UG_UIMSG_BAD_CATALOG:
            fmt = "The translation file could not be used (%s); the texts are in English.";
            a = &text_arg, n = 1;
            break;
        case UG_UIMSG_BAD_CONFIG:
            fmt = "The settings file could not be used (%s); the defaults apply.";
            a = &text_arg, n = 1;
            break;
        default:
            break;
    }
    if (!fmt) {
        /* A message this front end does not know (a newer core): say so rather than hide it. */
        UgArg unknown[1] = {ug_arg_int(e->msg)};
        ug_i18n_format(out, size, tr(c, "(message %d)"), unknown, 1);
        return;
    }
    ug_i18n_format(out, size, tr(c, fmt), a, n);
}

static void set_line(UgTextLine *line, const char *text, UgColor color) {
    size_t n = strlen(text);
    if (n >= sizeof line->text) {
        n = sizeof line->text - 1;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80) n--;
    }
    memcpy(line->text, text, n);
    line->text[n] = '\0';
    line->color = color;
    line->repeat = 1;
}

static void format_line(UgTextLine *line, const UgCatalog *c, const char *msgid, const UgArg *args,
                        int n, UgColor color) {
    ug_i18n_format(line->text, sizeof line->text, tr(c, msgid), args, n);
    line->color = color;
    line->repeat = 1;
}

/* A log entry as a line: worded, with "(x3)" when repeated. */
static void entry_line(UgTextLine *line, const UgCatalog *c, const UgLogEntry *e, UgColor color) {
    char words[UG_FRAME_TEXT_MAX];
    ug_view_word_entry(c, e, words, sizeof words);
    if (e->repeat > 1) {
        UgArg args[2] = {ug_arg_str(words), ug_arg_int(e->repeat)};
        format_line(line, c, "%s (x%d)", args, 2, color);
    } else {
        set_line(line, words, color);
    }
    line->repeat = e->repeat;
}

/* --- Panels ---------------------------------------------------------------------------------- */

static bool touches_floor(const UgGame *g, int x, int y) {
    for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++)
            if (ug_game_tile(g, x + i, y + j) != UG_TILE_ROCK) return true;
    return false;
}

static UgColor with_alpha(UgColor c, uint8_t a) {
    c.a = a;
    return c;
}

static void build_board(UgFrame *f, const UgGame *g) {
    f->has_board = true;
    f->board_w = ug_game_width(g);
    f->board_h = ug_game_height(g);
    if (f->board_w > UG_FRAME_MAX_W) f->board_w = UG_FRAME_MAX_W;
    if (f->board_h > UG_FRAME_MAX_H) f->board_h = UG_FRAME_MAX_H;
    for (int y = 0; y < f->board_h; y++)
        for (int x = 0; x < f->board_w; x++) {
            UgCell *cell = &f->cells[y][x];
            memset(cell, 0, sizeof *cell);
            cell->seen = ug_game_seen(g, x, y);
            if (!cell->seen) continue;
            bool near = ug_game_visible(g, x, y);
            cell->dimmed = !near;
            UgTile t = ug_game_tile(g, x, y);
            const UgLook *look = ug_look_tile(t, t != UG_TILE_ROCK || touches_floor(g, x, y));
            cell->bg = near ? look->bg_near : look->bg_far;
            cell->glyph = look->glyph;
            cell->fg = near ? look->fg : with_alpha(look->fg, look->far_alpha);
        }
    /* Creatures only while in sight, drawn over their tile. */
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!ug_game_visible(g, m->x, m->y) || m->x >= f->board_w || m->y >= f->board_h) continue;
        const UgLook *look = ug_look_monster((UgMonsterKind)m->kind);
        UgCell *cell = &f->cells[m->y][m->x];
        cell->glyph = look->glyph;
        cell->fg = look->fg;
        cell->monster = true;
    }
    const UgPlayer *p = ug_game_player(g);
    f->player_x = p->x;
    f->player_y = p->y;
    if (p->x >= 0 && p->y >= 0 && p->x < f->board_w && p->y < f->board_h) {
        UgCell *cell = &f->cells[p->y][p->x];
        cell->glyph = player_look.glyph;
        cell->fg = player_look.fg;
        cell->monster = false;
    }
}

static void build_minimap(UgFrame *f, const UgGame *g) {
    static const UgColor mini_wall_near = {120, 104, 170, 255}, mini_wall_far = {70, 62, 100, 255};
    static const UgColor mini_floor_near = {66, 64, 100, 255}, mini_floor_far = {38, 37, 58, 255};
    for (int y = 0; y < f->board_h; y++)
        for (int x = 0; x < f->board_w; x++) {
            UgColor c = NONE;
            if (ug_game_seen(g, x, y)) {
                bool near = ug_game_visible(g, x, y);
                switch (ug_game_tile(g, x, y)) {
                    case UG_TILE_ROCK:
                        if (touches_floor(g, x, y)) c = near ? mini_wall_near : mini_wall_far;
                        break;
                    case UG_TILE_FLOOR:
                        c = near ? mini_floor_near : mini_floor_far;
                        break;
                    case UG_TILE_STAIRS:
                        c = STAIRS;
                        break;
                    case UG_TILE_POTION:
                        c = POTION;
                        break;
                    default:
                        break;
                }
            }
            f->minimap[y][x] = c;
        }
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (ug_game_visible(g, m->x, m->y) && m->x < f->board_w && m->y < f->board_h)
            f->minimap[m->y][m->x] = ug_look_monster((UgMonsterKind)m->kind)->fg;
    }
    if (f->player_x >= 0 && f->player_y >= 0 && f->player_x < f->board_w &&
        f->player_y < f->board_h)
        f->minimap[f->player_y][f->player_x] = WHITE;
}

static void build_hud(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    const UgPlayer *p = ug_game_player(g);
    UgArg floor_args[1] = {ug_arg_int(ug_game_floor(g))};
    UgArg health_args[2] = {ug_arg_int(p->hp), ug_arg_int(p->max_hp)};
    UgArg turn_args[1] = {ug_arg_int(p->turns)};
    UgArg seed_args[1] = {ug_arg_str(ug_game_seed(g))};
    format_line(&f->hud[0], c, "Floor %d", floor_args, 1, ug_color_hud);
    format_line(&f->hud[1], c, "Health %d/%d", health_args, 2, ug_color_hud);
    format_line(&f->hud[2], c, "Turn %d", turn_args, 1, ug_color_hud);
    format_line(&f->hud[3], c, "Seed %s", seed_args, 1, ug_color_hud);
    f->hud_count = 4;
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

/* The last few messages, newest brightest and older ones fading. */
static void build_log(UgFrame *f, const UgLog *log, const UgCatalog *c, int lines) {
    static const uint8_t fade[UG_FRAME_LOG_MAX] = {255, 185, 140, 110, 90, 75, 65, 55};
    if (lines < 1) lines = 1;
    if (lines > UG_FRAME_LOG_MAX) lines = UG_FRAME_LOG_MAX;
    int count = log ? ug_log_count(log) : 0;
    int n = count < lines ? count : lines;
    f->log_count = n;
    for (int i = 0; i < n; i++) {
        const UgLogEntry *e = ug_log_get(log, count - n + i);
        int age = n - 1 - i;
        entry_line(&f->log[i], c, e, with_alpha(ug_color_text, fade[age]));
    }
}

int ug_view_history_max_scroll(const UgLog *log, int rows) {
    int count = log ? ug_log_count(log) : 0;
    return count > rows ? count - rows : 0;
}

static void build_history(UgFrame *f, const UgLog *log, const UgCatalog *c, const UgViewState *s) {
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
        entry_line(&f->overlay_lines[f->overlay_count++], c, ug_log_get(log, i), ug_color_text);
    if (count == 0)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "No messages yet."), ug_color_text);
    set_line(&f->overlay_footer, tr(c, "Up/Down, Page Up/Down: scroll   Tab or Esc: close"),
             KEY_HINT);
}

static void build_help(UgFrame *f, const UgCatalog *c) {
    static const char *const keys[] = {
        "Arrows, WASD or HJKL: move; walk into an enemy to attack it",
        "Space or .: wait one turn",
        "Click or tap: step towards that point (on yourself: wait)",
        "Tab: message history",
        "? or F1: this help",
        "F11 or Alt+Enter: full screen",
        "F12: screenshot",
        "Esc: quit",
    };
    set_line(&f->overlay_title, tr(c, "Keys"), ug_color_heading);
    f->overlay_count = 0;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, keys[i]), ug_color_text);
    set_line(&f->overlay_footer, tr(c, "Press any key to close."), KEY_HINT);
}

static void build_quit(UgFrame *f, const UgCatalog *c) {
    set_line(&f->overlay_title, tr(c, "Quit Undergrid?"), ug_color_heading);
    f->overlay_count = 0;
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "Y or Enter: quit"), ug_color_text);
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "N or Esc: keep playing"), ug_color_text);
    f->overlay_footer.text[0] = '\0';
}

static void build_title(UgFrame *f, const UgCatalog *c) {
    set_line(&f->heading, tr(c, "Undergrid"), ug_color_heading);
    f->body_count = 0;
    set_line(&f->body[f->body_count++],
             tr(c, "You are the @. Go down the stairs > as deep as you can. Bump into an enemy to "
                   "attack it; ! is a potion."),
             ug_color_text);
    set_line(&f->body[f->body_count++],
             tr(c, "The world only moves when you move. Arrows, or click where you want to go."),
             ug_color_text);
    set_line(&f->body[f->body_count++], tr(c, "Press space or click to start."), KEY_HINT);
    set_line(&f->body[f->body_count++], tr(c, "? or F1: help   Esc: quit"), ug_color_frame);
}

static void build_death(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    set_line(&f->heading, tr(c, "You died"), ug_color_heading);
    f->body_count = 0;
    UgArg args[2] = {ug_arg_int(s->death_floor), ug_arg_int(s->death_turns)};
    format_line(&f->body[f->body_count++], c,
                "You fell on floor %d after %d turns. Permadeath: this dungeon is lost forever.",
                args, 2, ug_color_text);
    set_line(&f->body[f->body_count++], tr(c, "Press space or click to explore a new one."),
             KEY_HINT);
}

void ug_view_build(UgFrame *f, const UgGame *game, const UgLog *log, const UgCatalog *catalog,
                   const UgViewState *s) {
    f->scene = s->scene;
    f->overlay = s->overlay;
    f->background = ug_color_background;
    f->has_board = false;
    f->hud_count = f->log_count = f->body_count = f->overlay_count = 0;
    f->heading.text[0] = f->overlay_title.text[0] = f->overlay_footer.text[0] = '\0';
    if (game && s->scene != UG_SCENE_TITLE) {
        build_board(f, game);
        build_minimap(f, game);
        build_hud(f, game, catalog);
        build_log(f, log, catalog, s->log_lines);
    }
    if (s->scene == UG_SCENE_TITLE) build_title(f, catalog);
    if (s->scene == UG_SCENE_DEATH) build_death(f, catalog, s);
    switch (s->overlay) {
        case UG_OVERLAY_HELP:
            build_help(f, catalog);
            break;
        case UG_OVERLAY_HISTORY:
            build_history(f, log, catalog, s);
            break;
        case UG_OVERLAY_QUIT:
            build_quit(f, catalog);
            break;
        default:
            break;
    }
}
