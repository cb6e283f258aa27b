/* The cursed mode's screen as frame content. See cursed_view.h. Written from CURSED.md §1.5,
 * §3.4-3.6, §6 and §8 (what the original shows and where); every text is ours. */
#include "cursed_view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keys_view.h"
#include "profile.h"

/* The original's palette (main.js): text, background, grey, orange, green. */
static const UgColor WHITE = {0xAB, 0xB2, 0xBF, 255};
static const UgColor BACKGROUND = {0x26, 0x26, 0x26, 255};
static const UgColor GREY = {0x66, 0x66, 0x66, 255};
static const UgColor ORANGE = {0xFF, 0x99, 0x00, 255};
static const UgColor GREEN = {0xA0, 0xD8, 0x6C, 255};
static const UgColor NONE = {0, 0, 0, 0};
/* Ours: the aim cursor's range and whether its cell is a target. */
static const UgColor RANGE_BG = {0x33, 0x36, 0x40, 255};
static const UgColor VALID_BG = {0x2E, 0x5A, 0x1E, 255};
static const UgColor INVALID_BG = {0x6A, 0x22, 0x22, 255};

/* --- Names and texts (msgids) ------------------------------------------------------------ */

const char *const ug_cursed_monster_names[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "Rat",
    [UG_MON_ARCHER] = "Skeleton Archer",
    [UG_MON_ZOMBIE] = "Zombie",
    [UG_MON_DOG] = "Zombie Dog",
    [UG_MON_RAVEN] = "Raven",
    [UG_MON_CULTIST] = "Cultist",
    [UG_MON_RATMAN] = "Rat Man",
    [UG_MON_WISP] = "Wisp",
    [UG_MON_CURSEDRAT] = "Cursed Rat",
    [UG_MON_TWINWISP] = "Twin Wisp",
    [UG_MON_BUTCHER] = "Ravenous Butcher",
    [UG_MON_GARGOYLE] = "Tower Gargoyle",
    [UG_MON_JUVENILE_GARGOYLE] = "Young Gargoyle",
    [UG_MON_GHOUL] = "Olympian Ghoul",
    [UG_MON_GIOVANNI] = "Wise Giovanni",
    [UG_MON_DUMMY] = "Training Dummy",
    [UG_MON_TIME_BOMB] = "Time Bomb",
    [UG_MON_HP_BOMB] = "Remote Bomb",
};

const char *const ug_cursed_orb_names[UG_ORB_KIND_COUNT] = {
    [UG_ORB_FIRE] = "Fire", [UG_ORB_ICE] = "Ice",         [UG_ORB_SLIME] = "Slime",
    [UG_ORB_LUMP] = "Lump", [UG_ORB_ARMOR] = "Icy Armor", [UG_ORB_NUKE] = "Nuke",
};

const char *const ug_cursed_level_names[4] = {NULL, "Churchyard", "Cellar", "Sanctum"};

const UgAchievement ug_cursed_achievement_order[UG_ACH_COUNT] = {
    UG_ACH_BOSS1_NORMAL,  UG_ACH_BOSS1_SPECIAL, UG_ACH_BOSS2_NORMAL,
    UG_ACH_BOSS3_NORMAL,  UG_ACH_BOSS3_SPECIAL, UG_ACH_BOSS4_NORMAL,
    UG_ACH_BOSS4_SPECIAL, UG_ACH_NO_EXAMINE,    UG_ACH_UNLOCK_ALL,
};

const char *const ug_cursed_achievement_titles[UG_ACH_COUNT] = {
    [UG_ACH_BOSS1_NORMAL] = "Bounty: Tower Gargoyle",
    [UG_ACH_BOSS1_SPECIAL] = "Tail Axe",
    [UG_ACH_BOSS2_NORMAL] = "Bounty: Ravenous Butcher",
    [UG_ACH_BOSS3_NORMAL] = "Bounty: Olympian Ghoul",
    [UG_ACH_BOSS3_SPECIAL] = "Bare Knuckles",
    [UG_ACH_BOSS4_NORMAL] = "Bounty: Wise Giovanni",
    [UG_ACH_BOSS4_SPECIAL] = "Trinity",
    [UG_ACH_NO_EXAMINE] = "Who Needs a Manual",
    [UG_ACH_UNLOCK_ALL] = "All of Them",
};

const char *const ug_cursed_achievement_conditions[UG_ACH_COUNT] = {
    [UG_ACH_BOSS1_NORMAL] = "Defeat the Tower Gargoyle and its young.",
    [UG_ACH_BOSS1_SPECIAL] = "Burn the Gargoyle with Fire while it has its tail; tails stay on.",
    [UG_ACH_BOSS2_NORMAL] = "Kill the Ravenous Butcher.",
    [UG_ACH_BOSS3_NORMAL] = "Kill the Olympian Ghoul.",
    [UG_ACH_BOSS3_SPECIAL] = "Kill the Ghoul with bump attacks only.",
    [UG_ACH_BOSS4_NORMAL] = "Kill Wise Giovanni for good.",
    [UG_ACH_BOSS4_SPECIAL] = "End Giovanni with an armoured bump, then Fire, then Lump.",
    [UG_ACH_NO_EXAMINE] = "Finish a level without opening the examine mode.",
    [UG_ACH_UNLOCK_ALL] = "Unlock every other achievement.",
};

/* What each creature drops (its loot orb, CURSED.md §4.1) and its letter. */
static const int8_t loot[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = UG_ORB_SLIME,
    [UG_MON_ARCHER] = UG_ORB_LUMP,
    [UG_MON_ZOMBIE] = UG_ORB_LUMP,
    [UG_MON_DOG] = UG_ORB_FIRE,
    [UG_MON_RAVEN] = UG_ORB_ICE,
    [UG_MON_CULTIST] = UG_ORB_LUMP,
    [UG_MON_RATMAN] = UG_ORB_FIRE,
    [UG_MON_WISP] = UG_ORB_ICE,
    [UG_MON_CURSEDRAT] = UG_ORB_SLIME,
    [UG_MON_TWINWISP] = UG_ORB_ICE,
    [UG_MON_BUTCHER] = UG_ORB_LUMP,
    [UG_MON_GARGOYLE] = UG_ORB_LUMP,
    [UG_MON_JUVENILE_GARGOYLE] = UG_ORB_LUMP,
    [UG_MON_GHOUL] = UG_ORB_LUMP,
    [UG_MON_GIOVANNI] = UG_ORB_LUMP,
    [UG_MON_DUMMY] = UG_ORB_SLIME,
    [UG_MON_TIME_BOMB] = UG_ORB_SLIME,
    [UG_MON_HP_BOMB] = UG_ORB_SLIME,
};
static const char glyphs[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = 'r',
    [UG_MON_ARCHER] = 'a',
    [UG_MON_ZOMBIE] = 'z',
    [UG_MON_DOG] = 'd',
    [UG_MON_RAVEN] = 'v',
    [UG_MON_CULTIST] = 'c',
    [UG_MON_RATMAN] = 'm',
    [UG_MON_WISP] = 'w',
    [UG_MON_CURSEDRAT] = 'r',
    [UG_MON_TWINWISP] = 'w',
    [UG_MON_BUTCHER] = 'B',
    [UG_MON_GARGOYLE] = 'G',
    [UG_MON_JUVENILE_GARGOYLE] = 'g',
    [UG_MON_GHOUL] = 'J',
    [UG_MON_GIOVANNI] = 'V',
    [UG_MON_DUMMY] = 'd',
    [UG_MON_TIME_BOMB] = 't',
    [UG_MON_HP_BOMB] = 'b',
};

static const char *const descriptions[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "A scrawny rat. Harmless alone; a pack can still corner you.",
    [UG_MON_ARCHER] = "Old bones with a bow. One arrow along a row or a column, from afar.",
    [UG_MON_ZOMBIE] = "Slow and hard to put down. Its hound stays with it, even after.",
    [UG_MON_DOG] = "A dead hound that smells prey from far away and feels no pain.",
    [UG_MON_RAVEN] = "Quick black wings. It likes to strike from among its friends.",
    [UG_MON_CULTIST] = "Its bolts curse you, and hurt you once you are cursed enough.",
    [UG_MON_RATMAN] = "Half rat, half man. Its whip cracks around it and further ahead.",
    [UG_MON_WISP] = "A drifting light that longs to bless the living: killed close, it curses.",
    [UG_MON_CURSEDRAT] = "A rat soaked in spite. Killed next to you, it curses you.",
    [UG_MON_TWINWISP] = "Two lights as one. Killed next to you, they curse you twice.",
    [UG_MON_BUTCHER] =
        "He hooks meat from afar, cleaves what stands close, and rests now and then.",
    [UG_MON_GARGOYLE] = "A slow stone guardian. Its fire breath is deadly face to face.",
    [UG_MON_JUVENILE_GARGOYLE] = "A young gargoyle, small but already breathing fire.",
    [UG_MON_GHOUL] = "Its fists fall faster than you can blink; its bombs stop time.",
    [UG_MON_GIOVANNI] = "The master of the sanctum. His finger hovers over a button.",
    [UG_MON_DUMMY] = "A straw dummy to practise on.",
    [UG_MON_TIME_BOMB] = "A ticking sphere that bends time: stand on it and you freeze.",
    [UG_MON_HP_BOMB] = "A bomb waiting for its master's signal. It hurts whoever stands on it.",
};

static const char *const orb_rules[UG_ORB_KIND_COUNT] = {
    [UG_ORB_FIRE] = "Range 1. Damage 1; a grunt it kills always drops its orb.",
    [UG_ORB_ICE] = "Range 0 (yourself). Becomes two layers of Icy Armor.",
    [UG_ORB_SLIME] = "Range 2. Teleports you to an empty floor cell.",
    [UG_ORB_LUMP] = "Range 2. Damage 1; a grunt it kills drops its orb 60%% of the time.",
    [UG_ORB_ARMOR] = "Cannot be aimed. On top, your bumps drop orbs 60%% of the time.",
    [UG_ORB_NUKE] = "Range 5. Damage 9 (wizard).",
};

/* The stack's letters and colours (ours: the original only names them). */
static const char orb_letters[UG_ORB_KIND_COUNT] = "FISLAN";
static const UgColor orb_colors[UG_ORB_KIND_COUNT] = {
    [UG_ORB_FIRE] = {0xFF, 0x6A, 0x3D, 255},  [UG_ORB_ICE] = {0x7F, 0xC8, 0xFF, 255},
    [UG_ORB_SLIME] = {0xA0, 0xD8, 0x6C, 255}, [UG_ORB_LUMP] = {0xD8, 0xB0, 0x6C, 255},
    [UG_ORB_ARMOR] = {0xC8, 0xF0, 0xFF, 255}, [UG_ORB_NUKE] = {0xFF, 0x5C, 0xD0, 255},
};

static const char *const intro_texts[4][2] = {
    {NULL, NULL},
    {"You wake in an open grave, cold earth under your back and rain on your face.",
     "A raven leaves a headstone for the bell tower. From below the church, a voice calls you "
     "down."},
    {"The church doors give way. A stair winds down and down, lit by pale flames that give no "
     "heat.",
     "Someone lives in the cellar, and by the smell of it, they are always hungry."},
    {"In the last coffin a lever waits. Pulling it opens a stair into what was once a sanctum.",
     "Shelves of jars line the walls, each holding something that used to be alive."},
};

static const char *const boss_texts[4] = {
    NULL,
    "Stone grinds on stone. The gargoyle of the bell tower spreads its wings and drops down in "
    "front of you.",
    "The floor shakes. A ghoul of impossible size steps out of the dark, fists already raised.",
    "A man in a stained coat walks out of the shadows, smiling. \"My newest specimen,\" says "
    "Giovanni.",
};

static const char *const stairs_texts[4] = {
    NULL,
    "Stairs down. Press Space here to call the guardian of this level.",
    "The guardian is awake. Defeat it before you go on.",
    "The way on is clear. Press Space here to take it.",
};

static const char *tr(const UgCatalog *c, const char *msgid) {
    return ug_catalog_get(c, msgid);
}

/* An orb's rule line: a format without arguments ("60%%"). */
static const char *rule_text(const UgCatalog *c, int kind, char *out, size_t size) {
    const char *msgid = (unsigned)kind < UG_ORB_KIND_COUNT ? orb_rules[kind] : orb_rules[0];
    ug_i18n_format(out, size, ug_catalog_get(c, msgid), NULL, 0);
    return out;
}

/* Copies text into the line, cut at a character boundary when it is too long. */
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
    line->mark[0] = '\0';
}

static void format_line(UgTextLine *line, const UgCatalog *c, const char *msgid, const UgArg *args,
                        int n, UgColor color) {
    ug_i18n_format(line->text, sizeof line->text, tr(c, msgid), args, n);
    line->color = color;
    line->repeat = 1;
    line->mark[0] = '\0';
}

/* Wraps text at `columns` (East Asian wide glyphs count two) into up to `max` lines; returns
 * how many were written. Breaks at the last space that fits, else anywhere. */
static int wrap(const char *text, int columns, UgColor color, UgTextLine *out, int max) {
    int n = 0;
    const char *p = text;
    while (*p && n < max) {
        while (*p == ' ') p++;
        if (!*p) break;
        const char *q = p, *cut = NULL;
        int cols = 0;
        while (*q) {
            const char *before = q;
            uint32_t cp = ug_utf8_next(&q);
            int w = ug_utf8_cp_columns(cp);
            if (cols + w > columns && cols > 0) {
                q = before;
                break;
            }
            if (cp == ' ') cut = before;
            cols += w;
        }
        const char *end = (*q && cut && cut > p) ? cut : q;
        size_t len = (size_t)(end - p);
        if (len >= sizeof out[n].text) len = sizeof out[n].text - 1;
        memcpy(out[n].text, p, len);
        out[n].text[len] = '\0';
        out[n].color = color;
        out[n].repeat = 1;
        out[n].mark[0] = '\0'; /* out is a reused frame's log: no mark of a line it replaces */
        n++;
        p = end;
    }
    return n;
}

void ug_cursed_seed_text(const char *seed, char *out, size_t size) {
    const char *digits = seed[0] == '#' ? seed + 1 : seed;
    bool ten = strlen(digits) == 10 && strspn(digits, "0123456789") == 10;
    if (ten)
        snprintf(out, size, "%s%.5s-%.5s", seed[0] == '#' ? "#" : "", digits, digits + 5);
    else
        snprintf(out, size, "%s", seed);
}

/* --- What the game shows ----------------------------------------------------------------- */

static const UgCursedUi *ui_of(const UgViewState *s) {
    static const UgCursedUi normal = {0};
    return s && s->cursed ? &s->cursed->ui : &normal;
}

static int orb_item_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == x && it->y == y && it->kind >= UG_ITEM_ORB_FIRE &&
            it->kind <= UG_ITEM_ORB_LUMP)
            return i;
    }
    return -1;
}

static UgOrbKind item_orb(const UgItem *it) {
    return (UgOrbKind)(it->kind - UG_ITEM_ORB_FIRE);
}

/* An orb is drawn once seen (UgItem.level is 1), and every orb once the boss fight is on. */
static bool orb_drawn(const UgGame *g, const UgItem *it, const UgCursedUi *ui) {
    return it->level != 0 || ug_game_boss_state(g) != UG_BOSS_INACTIVE || ui->fog_off;
}

static bool stat_value(const UgGame *g, UgStatId id, int64_t *value, int64_t *max) {
    UgStat st;
    if (!ug_game_stat(g, id, &st)) return false;
    if (value) *value = st.value;
    if (max) *max = st.max;
    return true;
}

typedef struct Stack {
    UgOrbSlot slots[UG_ORB_STACK_MAX];
    int count, usable, size, curses;
} Stack;

static void read_stack(const UgGame *g, Stack *s) {
    s->count = ug_game_orb_stack(g, s->slots, UG_ORB_STACK_MAX);
    if (s->count > UG_ORB_STACK_MAX) s->count = UG_ORB_STACK_MAX;
    s->usable = ug_game_orb_top(g); /* the core's rule for the usable top */
    int64_t size = 6, curses = 0;
    stat_value(g, UG_STAT_ORBS, NULL, &size);
    stat_value(g, UG_STAT_CURSES, &curses, NULL);
    s->size = size > 0 && size <= UG_ORB_STACK_MAX ? (int)size : 6;
    s->curses = (int)curses;
}

static int chebyshev(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

/* The original's name of a creature; one it never had is named as the other modes name it. */
static const char *monster_name(UgMonsterKind kind) {
    if ((unsigned)kind < UG_MON_KIND_COUNT && ug_cursed_monster_names[kind] &&
        ug_cursed_monster_names[kind][0])
        return ug_cursed_monster_names[kind];
    const char *common = ug_view_monster_msgid(kind);
    return common ? common : "Someone";
}

bool ug_cursed_view_draws(UgMonsterKind kind) {
    return (unsigned)kind < UG_MON_KIND_COUNT && glyphs[kind] != 0;
}

static const char *orb_name(int kind) {
    return (unsigned)kind < UG_ORB_KIND_COUNT ? ug_cursed_orb_names[kind] : "Orb";
}

/* --- The board --------------------------------------------------------------------------- */

static void build_board(UgFrame *f, const UgGame *g, const UgCursedUi *ui) {
    const UgPlayer *p = ug_game_player(g);
    bool fog_off = ui->fog_off;
    for (int vy = 0; vy < f->board_h; vy++)
        for (int vx = 0; vx < f->board_w; vx++) {
            int x = f->cam_x + vx, y = f->cam_y + vy;
            UgCell *cell = &f->cells[vy][vx];
            memset(cell, 0, sizeof *cell);
            bool seen = fog_off || ug_game_seen(g, x, y);
            bool near = fog_off || ug_game_visible(g, x, y);
            cell->seen = seen;
            cell->dimmed = !near;
            cell->bg = NONE;
            if (!seen) continue;
            UgTile t = ug_game_tile(g, x, y);
            cell->glyph = t == UG_TILE_ROCK ? '#' : t == UG_TILE_STAIRS ? '>' : '.';
            cell->terrain = (uint8_t)ug_view_tile_sprite(&ug_view_profile_cursed, t, true);
            cell->fg = t == UG_TILE_STAIRS ? ORANGE : near ? WHITE : GREY;
        }
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        int vx = it->x - f->cam_x, vy = it->y - f->cam_y;
        if (it->kind < UG_ITEM_ORB_FIRE || it->kind > UG_ITEM_ORB_LUMP || !orb_drawn(g, it, ui))
            continue;
        if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h) continue;
        f->cells[vy][vx].glyph = (uint32_t)orb_letters[item_orb(it)];
        f->cells[vy][vx].fg = GREEN;
        f->cells[vy][vx].thing = (uint8_t)ug_sprite_item((UgItemKind)it->kind);
    }
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        int vx = m->x - f->cam_x, vy = m->y - f->cam_y;
        if (!(fog_off || ug_game_visible(g, m->x, m->y)) || vx < 0 || vy < 0 || vx >= f->board_w ||
            vy >= f->board_h)
            continue;
        UgCell *cell = &f->cells[vy][vx];
        cell->glyph =
            (unsigned)m->kind < UG_MON_KIND_COUNT && glyphs[m->kind] ? glyphs[m->kind] : '?';
        /* orange on the stairs, green on an orb (drawActor) */
        cell->fg = ug_game_tile(g, m->x, m->y) == UG_TILE_STAIRS ? ORANGE
                   : orb_item_at(g, m->x, m->y) >= 0             ? GREEN
                                                                 : WHITE;
        cell->thing = (uint8_t)ug_sprite_monster((UgMonsterKind)m->kind);
        cell->monster = true;
    }
    int vx = p->x - f->cam_x, vy = p->y - f->cam_y;
    if (vx >= 0 && vy >= 0 && vx < f->board_w && vy < f->board_h) {
        UgCell *cell = &f->cells[vy][vx];
        cell->glyph = '@';
        cell->fg = ug_game_status(g) == UG_STATUS_DEAD ? GREY : WHITE;
        cell->thing = (uint8_t)ug_sprite_player();
        cell->monster = false;
        cell->player = true;
    }
    if (ui->mode == UG_CK_MODE_NORMAL) return;
    /* The cursor: in aim mode the cells in the orb's range are lit and the cursor's cell says
     * whether Space would use the orb there. */
    if (ui->mode == UG_CK_MODE_AIM) {
        int range = ug_game_orb_range(g);
        for (int y = 0; y < f->board_h; y++)
            for (int x = 0; x < f->board_w; x++) {
                int gx = f->cam_x + x, gy = f->cam_y + y;
                if (chebyshev(gx, gy, p->x, p->y) <= range && ug_game_visible(g, gx, gy)) {
                    f->cells[y][x].bg = RANGE_BG;
                    f->cells[y][x].lit = true;
                }
            }
    }
    int cx = ui->cursor_x - f->cam_x, cy = ui->cursor_y - f->cam_y;
    if (cx < 0 || cy < 0 || cx >= f->board_w || cy >= f->board_h) return;
    UgCell *cell = &f->cells[cy][cx];
    cell->glyph = 'X';
    cell->fg = ORANGE;
    cell->thing = UG_SPR_CURSOR;
    cell->seen = true;
    if (ui->mode == UG_CK_MODE_AIM)
        cell->bg = ug_game_orb_target_ok(g, ui->cursor_x, ui->cursor_y) ? VALID_BG : INVALID_BG;
    cell->lit = ui->mode == UG_CK_MODE_AIM;
    if (ui->mode == UG_CK_MODE_AIM) ug_view_mark_effect(f, g, ui->cursor_x, ui->cursor_y);
}

static void build_minimap(UgFrame *f, const UgGame *g, const UgCursedUi *ui) {
    memset(f->minimap_mark, 0, sizeof f->minimap_mark); /* the shapes (view.h's UgMiniMark) */
    for (int y = 0; y < f->map_h; y++)
        for (int x = 0; x < f->map_w; x++) {
            UgColor c = NONE;
            bool near = ui->fog_off || ug_game_visible(g, x, y);
            if (ui->fog_off || ug_game_seen(g, x, y)) {
                UgTile t = ug_game_tile(g, x, y);
                if (t == UG_TILE_STAIRS)
                    c = ORANGE, f->minimap_mark[y][x] = UG_MINI_STAIRS;
                else if (t == UG_TILE_ROCK)
                    c = near ? WHITE : GREY;
                else
                    c = near ? (UgColor){0x50, 0x54, 0x5C, 255} : (UgColor){0x38, 0x38, 0x38, 255};
            }
            f->minimap[y][x] = c;
        }
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->kind >= UG_ITEM_ORB_FIRE && it->kind <= UG_ITEM_ORB_LUMP && orb_drawn(g, it, ui) &&
            it->x >= 0 && it->y >= 0 && it->x < f->map_w && it->y < f->map_h)
            f->minimap[it->y][it->x] = GREEN, f->minimap_mark[it->y][it->x] = UG_MINI_ITEM;
    }
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if ((ui->fog_off || ug_game_visible(g, m->x, m->y)) && m->x >= 0 && m->y >= 0 &&
            m->x < f->map_w && m->y < f->map_h)
            f->minimap[m->y][m->x] = ORANGE, f->minimap_mark[m->y][m->x] = UG_MINI_ENEMY;
    }
    const UgPlayer *p = ug_game_player(g);
    if (p->x >= 0 && p->y >= 0 && p->x < f->map_w && p->y < f->map_h) {
        f->minimap[p->y][p->x] = (UgColor){255, 255, 255, 255};
        f->minimap_mark[p->y][p->x] = UG_MINI_PLAYER;
    }
}

/* --- The sidebar and the stack ----------------------------------------------------------- */

/* The level's name, the boss, the health (the orbs held) and the curses. */
static void sidebar_status(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgCursedUi *ui,
                           const Stack *stp) {
    const Stack st = *stp;
    int level = ug_game_floor(g);
    const char *level_name = level >= 1 && level <= 3 ? ug_cursed_level_names[level] : "?";
    bool dead = ug_game_status(g) == UG_STATUS_DEAD;
    UgArg name[1] = {ug_arg_str(tr(c, level_name))};
    format_line(&f->hud[f->hud_count++], c, ui->wizard ? "Wiz| > %s" : "> %s", name, 1, WHITE);
    UgBossState boss = ug_game_boss_state(g);
    int64_t bhp = 0, bmax = 0;
    if (boss == UG_BOSS_ACTIVE && stat_value(g, UG_STAT_BOSS_HP, &bhp, &bmax)) {
        UgArg a[2] = {ug_arg_int(bhp), ug_arg_int(bmax)};
        format_line(&f->hud[f->hud_count++], c, "Boss fight: %d / %d", a, 2, ORANGE);
    } else {
        const char *msgid = boss == UG_BOSS_ACTIVE ? "Boss fight!"
                            : boss == UG_BOSS_WIN  ? "Boss: slain"
                                                   : "Boss: not called";
        set_line(&f->hud[f->hud_count++], tr(c, msgid), boss == UG_BOSS_WIN ? GREEN : GREY);
    }
    f->health_line = f->hud_count;
    if (dead) {
        set_line(&f->hud[f->hud_count++], tr(c, "HP: Dead"), GREY);
    } else {
        UgArg a[2] = {ug_arg_int(st.count), ug_arg_int(st.size)};
        format_line(&f->hud[f->hud_count++], c, "HP: %d / %d", a, 2, st.count < 4 ? ORANGE : WHITE);
    }
    f->health = dead ? 0 : st.count;
    f->health_max = st.size;
    f->health_color = st.count < 4 ? ORANGE : GREEN;
    UgArg cu[2] = {ug_arg_int(st.curses), ug_arg_int(st.size / 2)};
    format_line(&f->hud[f->hud_count++], c, "Curses: %d / %d", cu, 2, st.curses ? ORANGE : GREY);
}

/* What lies under the player. */
static void sidebar_underfoot(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    const UgPlayer *p = ug_game_player(g);
    int orb = orb_item_at(g, p->x, p->y);
    if (ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS) {
        set_line(&f->hud[f->hud_count++], tr(c, "@ Stairs"), ORANGE);
    } else if (orb >= 0) {
        UgArg a[1] = {ug_arg_str(tr(c, orb_name(item_orb(ug_game_item(g, orb)))))};
        format_line(&f->hud[f->hud_count++], c, "@ %s Orb", a, 1, GREEN);
    } else {
        set_line(&f->hud[f->hud_count++], tr(c, "@ Floor"), GREY);
    }
}

/* The creatures in view, counted by letter in the order they come (the original's list). */
static void sidebar_sight(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgCursedUi *ui) {
    char seen_letters[UG_MAX_MONSTERS + 1] = {0};
    int counts[UG_MAX_MONSTERS] = {0}, kinds = 0;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!(ui->fog_off || ug_game_visible(g, m->x, m->y))) continue;
        char letter = (unsigned)m->kind < UG_MON_KIND_COUNT ? glyphs[m->kind] : '?';
        char *at = strchr(seen_letters, letter);
        if (at && letter) {
            counts[at - seen_letters]++;
        } else if (kinds < UG_MAX_MONSTERS) {
            seen_letters[kinds] = letter;
            counts[kinds++] = 1;
        }
    }
    char list[UG_FRAME_TEXT_MAX] = "";
    size_t len = 0;
    for (int i = 0; i < kinds && len + 8 < sizeof list; i++)
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%c:%d", i ? " " : "",
                                seen_letters[i], counts[i]);
    if (kinds)
        set_line(&f->hud[f->hud_count++], list, ORANGE);
    else
        set_line(&f->hud[f->hud_count++], tr(c, "Nobody in sight"), GREY);
    UgArg turn[1] = {ug_arg_int(ug_view_turns(g))};
    format_line(&f->hud[f->hud_count++], c, "Turn %d", turn, 1, GREY);
    char seed[64];
    ug_cursed_seed_text(ug_game_seed(g), seed, sizeof seed);
    UgArg sd[1] = {ug_arg_str(seed)};
    format_line(&f->hud[f->hud_count++], c, "Seed %s", sd, 1, GREY);
}

/* The power stack: six slots, the bottom first as the original lists it; the usable top is the
 * panel's cursor; a cursed slot is an x and says so, Icy Armor is its own name and letter. */
static void build_stack(UgFrame *f, const UgCatalog *c, const Stack *stp) {
    const Stack st = *stp;
    f->has_inventory = true;
    f->inv_menu = false;
    f->inv_count = 0;
    f->inv_cursor = st.usable;
    UgArg sz[2] = {ug_arg_int(st.count), ug_arg_int(st.size)};
    format_line(&f->inv_title, c, "Power stack %d/%d", sz, 2, WHITE);
    for (int i = 0; i < st.size && f->inv_count < UG_FRAME_INV_ROWS; i++) {
        int row = f->inv_count++;
        bool cursed_slot = i >= st.size - st.curses;
        if (i < st.count) {
            const UgOrbSlot *slot = &st.slots[i];
            int kind = (unsigned)slot->kind < UG_ORB_KIND_COUNT ? slot->kind : UG_ORB_FIRE;
            UgArg a[2] = {ug_arg_int(i + 1), ug_arg_str(tr(c, orb_name(kind)))};
            bool cursed = slot->cursed || cursed_slot;
            format_line(&f->inv_lines[row], c, cursed ? "%d %s (cursed)" : "%d %s", a, 2,
                        cursed ? GREY : WHITE);
            f->inv_glyph[row] = cursed ? 'x' : (uint32_t)orb_letters[kind];
            f->inv_glyph_color[row] = cursed ? GREY : orb_colors[kind];
            f->inv_sprite[row] = (uint8_t)ug_sprite_orb(kind, cursed);
        } else {
            UgArg a[1] = {ug_arg_int(i + 1)};
            format_line(&f->inv_lines[row], c, cursed_slot ? "%d ----- (cursed)" : "%d", a, 1,
                        GREY);
            f->inv_glyph[row] = cursed_slot ? 'x' : '-';
            f->inv_glyph_color[row] = GREY;
            f->inv_sprite[row] = cursed_slot ? UG_SPR_ORB_CURSED : UG_SPR_NONE;
        }
    }
    set_line(&f->inv_hint, tr(c, "{cursed-help}: help  {cursed-achievements}: feats"), GREY);
}

static void build_sidebar(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgCursedUi *ui) {
    Stack st;
    read_stack(g, &st);
    f->hud_count = 0;
    sidebar_status(f, g, c, ui, &st);
    sidebar_underfoot(f, g, c);
    sidebar_sight(f, g, c, ui);
    build_stack(f, c, &st);
}

/* --- The examine line -------------------------------------------------------------------- */

int ug_cursed_view_describe(const UgGame *g, const UgCatalog *c, const UgCursedUi *ui, int x, int y,
                            int columns, UgTextLine *out, int max) {
    static const UgCursedUi normal = {0};
    if (!ui) ui = &normal;
    if (max <= 0) return 0;
    int n = 0;
    int mi = ug_game_monster_at(g, x, y);
    const UgMonster *m = mi >= 0 ? ug_game_monster(g, mi) : NULL;
    if (m && !(ui->fog_off || ug_game_visible(g, x, y))) m = NULL;
    int orb = orb_item_at(g, x, y);
    if (orb >= 0 && !orb_drawn(g, ug_game_item(g, orb), ui)) orb = -1;
    bool stairs = ug_game_tile(g, x, y) == UG_TILE_STAIRS && (ui->fog_off || ug_game_seen(g, x, y));
    char key[2 * UG_FRAME_TEXT_MAX], under[UG_FRAME_TEXT_MAX] = "";
    if (stairs) {
        snprintf(under, sizeof under, "[@ %s]", tr(c, "Stairs"));
    } else if (orb >= 0) {
        UgArg a[1] = {ug_arg_str(tr(c, orb_name(item_orb(ug_game_item(g, orb)))))};
        char name[96];
        ug_i18n_format(name, sizeof name, tr(c, "%s Orb"), a, 1);
        snprintf(under, sizeof under, "[@ %s]", name);
    }
    if (m) {
        UgMonsterKind kind = (UgMonsterKind)m->kind;
        const char *desc = (unsigned)kind < UG_MON_KIND_COUNT ? descriptions[kind] : NULL;
        char text[2 * UG_FRAME_TEXT_MAX];
        snprintf(text, sizeof text, "%s", desc ? tr(c, desc) : "");
        if (kind == UG_MON_GARGOYLE) {
            const char *tail = (m->flags & UG_MONSTER_TAIL) ? "Its tail is a stone axe."
                                                            : "Its tail has been chopped off.";
            size_t len = strlen(text);
            snprintf(text + len, sizeof text - len, " %s", tr(c, tail));
        }
        n += wrap(text, columns, WHITE, out + n, max - 1);
        int lk = (unsigned)kind < UG_MON_KIND_COUNT ? loot[kind] : UG_ORB_SLIME;
        snprintf(key, sizeof key, "[%s][%s][%d]%s", tr(c, monster_name(kind)), tr(c, orb_name(lk)),
                 (int)m->hp, under);
        set_line(&out[n++], key, ORANGE);
        return n;
    }
    if (stairs) {
        UgBossState b = ug_game_boss_state(g);
        int state = b == UG_BOSS_ACTIVE ? 2 : b == UG_BOSS_WIN ? 3 : 1;
        n += wrap(tr(c, stairs_texts[state]), columns, WHITE, out + n, max - 1);
        snprintf(key, sizeof key, "[%s]", tr(c, "Stairs"));
        set_line(&out[n++], key, ORANGE);
        return n;
    }
    if (orb >= 0) {
        UgOrbKind kind = item_orb(ug_game_item(g, orb));
        char rule[UG_FRAME_TEXT_MAX];
        n += wrap(rule_text(c, kind, rule, sizeof rule), columns, WHITE, out + n, max - 1);
        UgArg a[1] = {ug_arg_str(tr(c, orb_name(kind)))};
        char name[96];
        ug_i18n_format(name, sizeof name, tr(c, "%s Orb"), a, 1);
        snprintf(key, sizeof key, "[%s]", name);
        set_line(&out[n++], key, GREEN);
        return n;
    }
    const UgPlayer *p = ug_game_player(g);
    if (p->x == x && p->y == y) {
        Stack st;
        read_stack(g, &st);
        if (st.usable >= 0) {
            int kind = st.slots[st.usable].kind;
            char rule[UG_FRAME_TEXT_MAX];
            n += wrap(rule_text(c, kind, rule, sizeof rule), columns, WHITE, out + n, max - 1);
        }
        snprintf(key, sizeof key, "[%s][%d / %d]", tr(c, "You"), st.count, st.size);
        set_line(&out[n++], key, WHITE);
        return n;
    }
    return 0;
}

/* --- The log and the mode line ----------------------------------------------------------- */

static UgColor message_color(int32_t msg) {
    switch (msg) {
        case UG_MSG_CURSED_UNLOCK:
        case UG_MSG_CURSED_USE_STAIRS:
            return GREEN;
        case UG_MSG_CURSED_DIE:
        case UG_MSG_CURSED_LAST_WORDS:
        case UG_MSG_CURSED_BUTCHER_CHARGES:
            return ORANGE;
        default:
            return msg >= UG_UIMSG_FIRST ? ORANGE : WHITE;
    }
}

/* The mark before a log line (view.h's meaning marks), the second cue of its colour: what
 * is good to know green with "^", what hurts or ends orange with "!". */
static const char *message_mark(int32_t msg) {
    switch (msg) {
        case UG_MSG_CURSED_UNLOCK:
            return ug_view_kind_mark(UG_MSGKIND_LEVEL);
        case UG_MSG_CURSED_USE_STAIRS:
            return ug_view_kind_mark(UG_MSGKIND_SYSTEM);
        case UG_MSG_CURSED_DIE:
        case UG_MSG_CURSED_LAST_WORDS:
        case UG_MSG_CURSED_BUTCHER_CHARGES:
            return ug_view_kind_mark(UG_MSGKIND_DANGER);
        default:
            return msg >= UG_UIMSG_FIRST ? ug_view_kind_mark(ug_view_message_kind(msg)) : "";
    }
}

/* What Space does now in normal mode (CURSED.md §3.4), as the mode line says it. */
static void space_hint(char *out, size_t size, const UgGame *g, const UgCatalog *c) {
    const UgPlayer *p = ug_game_player(g);
    UgBossState boss = ug_game_boss_state(g);
    Stack st;
    read_stack(g, &st);
    int orb = orb_item_at(g, p->x, p->y);
    if (ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS && boss != UG_BOSS_ACTIVE) {
        const char *msgid = boss == UG_BOSS_INACTIVE ? "Space: summon the boss"
                            : ug_game_floor(g) >= 3  ? "Space: leave the sanctum"
                                                     : "Space: go down";
        snprintf(out, size, "%s", tr(c, msgid));
    } else if (orb >= 0 && st.count < st.size - st.curses) {
        UgArg a[1] = {ug_arg_str(tr(c, orb_name(item_orb(ug_game_item(g, orb)))))};
        ug_i18n_format(out, size, tr(c, "{cursed-act}: pick up the %s Orb"), a, 1);
    } else if (ug_game_can_aim(g) && st.usable >= 0) {
        UgArg a[1] = {ug_arg_str(tr(c, orb_name(st.slots[st.usable].kind)))};
        ug_i18n_format(out, size, tr(c, "{cursed-act}: aim the %s Orb"), a, 1);
    } else {
        snprintf(out, size, "%s", tr(c, "{cursed-act}: nothing to do"));
    }
}

static void mode_line(UgTextLine *line, const UgGame *g, const UgCatalog *c,
                      const UgCursedScene *cs) {
    const UgCursedUi *ui = cs ? &cs->ui : NULL;
    static const UgCursedUi normal = {0};
    if (!ui) ui = &normal;
    char text[UG_FRAME_TEXT_MAX];
    UgColor color = WHITE;
    const char *wiz = ui->wizard ? "[Wiz]" : "";
    UgCursedPrompt prompt = cs ? cs->prompt : UG_CURSED_PROMPT_NONE;
    UgPending pending = ug_game_pending(g);
    if (prompt == UG_CURSED_PROMPT_SEED) {
        char seed[64];
        ug_cursed_seed_text(ug_game_seed(g), seed, sizeof seed);
        UgArg a[1] = {ug_arg_str(seed)};
        ug_i18n_format(text, sizeof text, tr(c, "The seed is %s."), a, 1);
    } else if (prompt == UG_CURSED_PROMPT_CLOCK) {
        char clock[64];
        snprintf(clock, sizeof clock, "%.17g", ug_game_clock(g));
        UgArg a[1] = {ug_arg_str(clock)};
        ug_i18n_format(text, sizeof text, tr(c, "The clock reads %s."), a, 1);
    } else if (prompt == UG_CURSED_PROMPT_CONFIRM_CLEAR) {
        snprintf(text, sizeof text, "%s",
                 tr(c, "Lock every achievement again? Shift+C again: yes; any other key: no."));
        color = ORANGE;
    } else if (prompt == UG_CURSED_PROMPT_CLEARED) {
        snprintf(text, sizeof text, "%s", tr(c, "Every achievement is locked again."));
        color = ORANGE;
    } else if (prompt == UG_CURSED_PROMPT_WIZARD_ON || prompt == UG_CURSED_PROMPT_WIZARD_OFF) {
        snprintf(text, sizeof text, "%s",
                 tr(c, prompt == UG_CURSED_PROMPT_WIZARD_ON
                           ? "Wizard mode on: this run is marked as a wizard's."
                           : "Wizard mode off."));
        color = ORANGE;
    } else if (pending == UG_PENDING_BUTCHER) {
        snprintf(text, sizeof text, "%s", tr(c, "{cursed-act}: continue"));
        color = ORANGE;
    } else if (pending == UG_PENDING_LEVEL_DONE) {
        int next = ug_game_floor(g) + 1;
        UgArg a[1] = {ug_arg_str(tr(c, next <= 3 ? ug_cursed_level_names[next] : "?"))};
        ug_i18n_format(text, sizeof text, tr(c, "{cursed-act}: go down to the %s"), a, 1);
        color = GREEN;
    } else if (ug_game_status(g) == UG_STATUS_DEAD) {
        snprintf(text, sizeof text, "%s", tr(c, "=== The End ==="));
    } else if (ui->mode == UG_CK_MODE_NORMAL) {
        char hint[UG_FRAME_TEXT_MAX];
        space_hint(hint, sizeof hint, g, c);
        UgArg a[2] = {ug_arg_str(wiz), ug_arg_str(hint)};
        ug_i18n_format(text, sizeof text, tr(c, "%s[Normal] %s"), a, 2);
    } else {
        const UgPlayer *p = ug_game_player(g);
        int d = chebyshev(p->x, p->y, ui->cursor_x, ui->cursor_y);
        UgArg a[2] = {ug_arg_str(wiz), ug_arg_int(d)};
        if (ui->mode == UG_CK_MODE_EXAMINE) {
            ug_i18n_format(text, sizeof text, tr(c, "%s[Examine][Range: %d] {esc}: back"), a, 2);
        } else {
            bool out_of_range = d > ug_game_orb_range(g);
            bool ok = ug_game_orb_target_ok(g, ui->cursor_x, ui->cursor_y);
            const char *msgid = out_of_range ? "%s[Aim][Range: %d][Out of range!] {esc}: back"
                                : ok ? "%s[Aim][Range: %d] {cursed-act}: use it  {esc}: back"
                                     : "%s[Aim][Range: %d][No target] {esc}: back";
            ug_i18n_format(text, sizeof text, tr(c, msgid), a, 2);
            color = ORANGE;
        }
    }
    set_line(line, text, color);
}

enum { LOG_LINES = 5, LOG_COLUMNS = 62 };

static void build_log(UgFrame *f, const UgGame *g, const UgLog *log, const UgCatalog *c,
                      const UgCursedScene *cs) {
    const UgCursedUi *ui = cs ? &cs->ui : NULL;
    int n = 0;
    if (ui && ui->mode != UG_CK_MODE_NORMAL)
        n = ug_cursed_view_describe(g, c, ui, ui->cursor_x, ui->cursor_y, LOG_COLUMNS, f->log,
                                    LOG_LINES);
    if (n == 0) {
        int count = log ? ug_log_count(log) : 0;
        n = count < LOG_LINES ? count : LOG_LINES;
        for (int i = 0; i < n; i++) {
            const UgLogEntry *e = ug_log_get(log, count - n + i);
            char words[UG_FRAME_TEXT_MAX];
            ug_view_word_entry(c, e, words, sizeof words);
            if (e->repeat > 1) {
                UgArg a[2] = {ug_arg_str(words), ug_arg_int(e->repeat)};
                format_line(&f->log[i], c, "%s (x%d)", a, 2, message_color(e->msg));
            } else {
                set_line(&f->log[i], words, message_color(e->msg));
            }
            snprintf(f->log[i].mark, sizeof f->log[i].mark, "%s", message_mark(e->msg));
        }
    }
    mode_line(&f->log[n], g, c, cs);
    f->log_count = n + 1;
}

/* --- Screens ----------------------------------------------------------------------------- */

static void story(UgFrame *f, const UgCatalog *c, const char *heading, const char *const *texts,
                  int count, const char *hint) {
    f->scene = UG_SCENE_STORY;
    f->has_board = false;
    f->has_inventory = false;
    set_line(&f->heading, tr(c, heading), ORANGE);
    f->body_count = 0;
    for (int i = 0; i < count && f->body_count < UG_FRAME_BODY_MAX - 1; i++)
        if (texts[i]) set_line(&f->body[f->body_count++], tr(c, texts[i]), WHITE);
    if (hint) set_line(&f->body[f->body_count++], tr(c, hint), GREY);
}

static void build_achievements(UgFrame *f, const UgGame *g, const UgCatalog *c,
                               const UgCursedUi *ui) {
    uint32_t unlocked = ug_game_achievements(g);
    int have = 0;
    for (int i = 0; i < UG_ACH_COUNT; i++) have += (unlocked >> i) & 1u;
    f->overlay = UG_OVERLAY_HELP;
    UgArg a[2] = {ug_arg_int(have), ug_arg_int(UG_ACH_COUNT)};
    format_line(&f->overlay_title, c, "Achievements (%d / %d)", a, 2, WHITE);
    f->overlay_count = 0;
    for (int row = 0; row < UG_ACH_COUNT && f->overlay_count + 1 < UG_FRAME_OVERLAY_MAX; row++) {
        UgAchievement ach = ug_cursed_achievement_order[row];
        bool on = (unlocked >> ach) & 1u;
        UgArg t[2] = {ug_arg_str(row == ui->achievement_row ? ">" : " "),
                      ug_arg_str(tr(c, ug_cursed_achievement_titles[ach]))};
        format_line(&f->overlay_lines[f->overlay_count++], c,
                    on ? "%s [Unlocked] %s" : "%s [Locked]   %s", t, 2, on ? GREEN : GREY);
        UgArg d[1] = {ug_arg_str(tr(c, ug_cursed_achievement_conditions[ach]))};
        format_line(&f->overlay_lines[f->overlay_count++], c, "      %s", d, 1,
                    row == ui->achievement_row ? WHITE : GREY);
    }
    set_line(&f->overlay_footer, tr(c, "Up/Down: choose   {esc}: back"), ORANGE);
}

static void build_help(UgFrame *f, const UgCatalog *c, const UgViewProfile *profile, int scroll) {
    f->overlay = UG_OVERLAY_HELP;
    f->overlay_scroll = scroll; /* longer than its box: it scrolls (controllers/cursed.c) */
    set_line(&f->overlay_title, tr(c, "Keys"), WHITE);
    f->overlay_count = 0;
    for (int i = 0; i < profile->help_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, profile->help[i]), WHITE);
    /* The signs of the board, as the title's Help shows them (issue 26). */
    if (profile->legend_count > 0 && f->overlay_count + 2 < UG_FRAME_OVERLAY_MAX) {
        f->overlay_lines[f->overlay_count++].text[0] = '\0';
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "Signs on the board"), ORANGE);
    }
    for (int i = 0; i < profile->legend_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++) {
        int k = f->overlay_count++;
        set_line(&f->overlay_lines[k], tr(c, profile->legend[i].meaning), WHITE);
        f->overlay_glyph[k] = profile->legend[i].glyph;
        f->overlay_glyph_color[k] = profile->legend[i].color;
        f->overlay_sprite[k] = (uint8_t)profile->legend[i].sprite;
    }
    set_line(&f->overlay_footer, tr(c, "{esc}: back   O: about the orbs"), ORANGE);
}

/* The last words of the death (the newest UG_MSG_CURSED_LAST_WORDS in the log), then what every
 * mode's end screen says (ug_view_build_end: what killed you, the score, the seed, the rank, the
 * morgue file; from the core and the records), under the original's words. */
static void build_death(UgFrame *f, const UgGame *g, const UgLog *log, const UgCatalog *c,
                        const UgViewState *s) {
    UgTextLine run[UG_FRAME_BODY_MAX];
    int run_count = f->body_count - (s->death_ready ? 2 : 0); /* its keys: cursed's own below */
    if (run_count < 0) run_count = 0;
    memcpy(run, f->body, (size_t)run_count * sizeof run[0]);
    f->scene = UG_SCENE_DEATH;
    set_line(&f->heading, tr(c, "=== The End ==="), ORANGE);
    f->body_count = 0;
    set_line(&f->body[f->body_count++], tr(c, "You die."), WHITE);
    for (int i = log ? ug_log_count(log) - 1 : -1; i >= 0; i--) {
        const UgLogEntry *e = ug_log_get(log, i);
        if (e->msg != UG_MSG_CURSED_LAST_WORDS) continue;
        char words[UG_FRAME_TEXT_MAX];
        ug_view_word_entry(c, e, words, sizeof words);
        set_line(&f->body[f->body_count++], words, ORANGE);
        break;
    }
    int level = ug_game_floor(g);
    UgArg a[3] = {ug_arg_str(tr(c, level >= 1 && level <= 3 ? ug_cursed_level_names[level] : "?")),
                  ug_arg_int(level), ug_arg_int(ug_view_turns(g))};
    format_line(&f->body[f->body_count++], c, "You fell in the %s (level %d) on turn %d.", a, 3,
                GREY);
    for (int i = 0; i < run_count && f->body_count < UG_FRAME_BODY_MAX - 1; i++)
        f->body[f->body_count++] = run[i];
    set_line(&f->body[f->body_count++], tr(c, "{space}: a new run   {esc}: quit"), GREY);
}

/* The original's ending, in our words. */
static const char *const ending_texts[] = {
    "Giovanni's study is quiet at last. On the desk a crystal skull watches you; beside it lies a "
    "map of tunnels that go deeper still.",
    "You win. Thank you for playing!"};
enum { ENDING_LINES = (int)(sizeof ending_texts / sizeof ending_texts[0]) };

/* The victory screen (the window's own: the run's numbers, map and last messages) opens with
 * the original's ending. */
static void open_with_the_ending(UgFrame *f, const UgCatalog *c) {
    int keep = f->body_count + ENDING_LINES <= UG_FRAME_BODY_MAX ? f->body_count
                                                                 : UG_FRAME_BODY_MAX - ENDING_LINES;
    memmove(&f->body[ENDING_LINES], &f->body[0], (size_t)keep * sizeof f->body[0]);
    for (int i = 0; i < ENDING_LINES; i++) set_line(&f->body[i], tr(c, ending_texts[i]), WHITE);
    f->body_count = keep + ENDING_LINES;
}

void ug_cursed_view_finish(UgFrame *f, const UgGame *g, const UgLog *log, const UgCatalog *c,
                           const UgViewState *s) {
    if (!g || s->scene == UG_SCENE_TITLE) return;
    if (s->scene == UG_SCENE_VICTORY) {
        open_with_the_ending(f, c);
        return;
    }
    const UgCursedScene *cs = s->cursed;
    const UgCursedUi *ui = ui_of(s);
    f->background = BACKGROUND;
    if (s->scene == UG_SCENE_DEATH) {
        build_death(f, g, log, c, s);
        return;
    }
    int level = ug_game_floor(g);
    if (level < 1 || level > 3) level = 1;
    if (cs && cs->intro) {
        story(f, c, ug_cursed_level_names[level], intro_texts[level], 2, "Space: begin");
        return;
    }
    UgPending pending = ug_game_pending(g);
    if (pending == UG_PENDING_BOSS_INTRO) {
        story(f, c, "The guardian wakes", &boss_texts[level], 1, "Space: fight");
        return;
    }
    if (pending == UG_PENDING_ENDING) { /* before the window's victory screen takes over */
        story(f, c, "The study", ending_texts, ENDING_LINES, "{space}: a new run   {esc}: quit");
        return;
    }
    build_board(f, g, ui);
    build_minimap(f, g, ui);
    build_sidebar(f, g, c, ui);
    build_log(f, g, log, c, cs);
    if (f->log_count > 0) ug_keys_line(s, &f->log[f->log_count - 1]); /* the mode line's keys */
    if (s->overlay != UG_OVERLAY_NONE) return; /* the window's own boxes (quit, history) */
    if (ui->screen == UG_CK_SCREEN_HELP) build_help(f, c, ug_view_profile_of(g), s->help_scroll);
    if (ui->screen == UG_CK_SCREEN_ACHIEVEMENTS) build_achievements(f, g, c, ui);
}

/* --- The layout -------------------------------------------------------------------------- */

/* The design, in canvas units (640 x 360): 15-unit tiles, a 142-unit side column. */
enum {
    MARGIN = 6,
    TILE = 15,
    BOARD_W = 32 * TILE,
    BOARD_H = 16 * TILE,
    SIDE_X = MARGIN + BOARD_W + MARGIN,
    SIDE_W = UG_CANVAS_W - SIDE_X - MARGIN,
    HUD_H = 138,
    STACK_Y = MARGIN + HUD_H + MARGIN,
    STACK_H = 134,
    MINI_Y = STACK_Y + STACK_H + MARGIN,
    LOG_Y = MARGIN + BOARD_H + MARGIN,
    TEXT_SIZE = 12,
    LINE_SIZE = 15,
    HEADING_SIZE = 26,
};

static int scaled(const UgLayout *l, int units) {
    return (int)lround(units * l->scale);
}

static int max_int(int a, int b) {
    return a > b ? a : b;
}

static int min_int(int a, int b) {
    return a < b ? a : b;
}

/* The sidebar's width in text columns: the longest line is a stack row, "> x 6 Icy Armor
 * (cursed)" (the cursor, the slot's letter, the row); the HUD's 8 lines and its bar, the stack's 8
 * (title, six slots, the hint) and the log's 6 (five messages and the mode line). */
enum {
    CURSED_SIDE_COLS = 24,
    CURSED_HUD_LINES = UG_CURSED_SIDEBAR_LINES,
    CURSED_STACK_LINES = 8,
    CURSED_LOG_ROWS = 6
};
enum { CURSED_MIN_TILE = 12 }; /* a board glyph smaller than the smallest text is no board */

/* The cursed screen at one text scale (percent) in `area` (the letterboxed 640x360 design, or
 * the whole output); false when its panels do not fit (ug_layout_compute_cursed_at then tries a
 * smaller text). Every panel is as large as the design has it, or as its lines need. */
static bool cursed_at(UgLayout *l, UgRect area, int cols, int rows, int map_w, int map_h,
                      int percent, bool force) {
    double k = percent / 100.0;
    l->canvas = area;
    l->cols = cols;
    l->rows = rows;
    l->text_px = max_int(12, (int)lround(TEXT_SIZE * l->scale * k));
    /* Lines a fifth of the text apart (the design's are a quarter) when it is larger than the
     * design's: the panels' lines then fit in the height a 640x360-shaped window has. */
    int spaced = k > 1 ? l->text_px * 6 / 5 : (int)lround(LINE_SIZE * l->scale * k);
    l->line_h = max_int(l->text_px + 1, max_int(spaced, scaled(l, LINE_SIZE)));
    l->heading_px = max_int(24, (int)lround(HEADING_SIZE * l->scale * k));
    l->char_w = (int)ceil(l->text_px * 0.62); /* as ug_layout_compute measures a column */
    int m = max_int(4, scaled(l, MARGIN));
    int pad = l->line_h / 4 + 1; /* the renderer's padding inside a panel */
    int side_w = max_int(scaled(l, SIDE_W), CURSED_SIDE_COLS * l->char_w + 2 * pad);
    int hud_h = max_int(scaled(l, HUD_H), CURSED_HUD_LINES * l->line_h + l->line_h / 3 + 3 * pad);
    int stack_h = max_int(scaled(l, STACK_H), CURSED_STACK_LINES * l->line_h + 3 * pad);
    int log_h = max_int(scaled(l, UG_CANVAS_H - LOG_Y - MARGIN), CURSED_LOG_ROWS * l->line_h + pad);
    int area_w = area.w - 3 * m - side_w, area_h = area.h - 3 * m - log_h;
    int mini_h = area.h - 4 * m - hud_h - stack_h;
    bool fits =
        area_w >= cols * CURSED_MIN_TILE && area_h >= rows * CURSED_MIN_TILE && mini_h >= map_h + 2;
    if (!fits && !force) return false;
    area_w = max_int(area_w, cols);
    area_h = max_int(area_h, rows);
    mini_h = max_int(mini_h, 3);
    l->tile = max_int(1, min_int(area_w / cols, area_h / rows));
    int bw = l->tile * cols, bh = l->tile * rows;
    int x0 = area.x + m, y0 = area.y + m;
    /* The fill rule (layout.c, issue 27): the board at the area's top left, the log under it
     * taking the height the board's whole tiles leave, as wide as the board's area. */
    l->board = (UgRect){x0, y0, bw, bh};
    l->glyph_px = max_int(6, (int)lround(l->tile * 0.85));
    l->log = (UgRect){x0, y0 + bh + m, area_w, log_h + area_h - bh};
    l->log_lines = max_int(1, min_int(UG_FRAME_LOG_MAX, l->log.h / l->line_h));
    l->log_cols = max_int(1, (l->log.w - 2 * pad) / l->char_w - 2);
    int sx = x0 + area_w + m;
    l->hud = (UgRect){sx, y0, side_w, hud_h};
    l->has_inventory = true;
    l->inventory = (UgRect){sx, y0 + hud_h + m, side_w, stack_h};
    UgRect mini = {sx + 1, l->inventory.y + stack_h + m + 1, side_w - 2, mini_h - 2};
    l->mini_cols = map_w;
    l->mini_rows = map_h;
    l->mini_cell = max_int(1, min_int(mini.w / map_w, mini.h / map_h));
    int mw = l->mini_cell * map_w, mh = l->mini_cell * map_h;
    l->minimap = (UgRect){mini.x + (mini.w - mw) / 2, mini.y + (mini.h - mh) / 2, mw, mh};
    l->minimap_box = (UgRect){sx, mini.y - 1, side_w, mini.h + 2};
    int ox = scaled(l, 16);
    l->overlay = (UgRect){area.x + ox, area.y + m, area.w - 2 * ox, area.h - 2 * m};
    /* The other modes' panels that cursed's sidebar replaces (its own says who is in sight and
     * what lies under the cursor): none. */
    l->side = l->sight = l->look = (UgRect){0, 0, 0, 0};
    l->sight_lines = 0;
    l->has_minimap = true; /* the whole level, its wall ring included */
    return fits;
}

void ug_layout_compute_cursed_at(UgLayout *l, int out_w, int out_h, int cols, int rows, int map_w,
                                 int map_h, int text_scale) {
    cols = max_int(cols, 1);
    rows = max_int(rows, 1);
    map_w = max_int(map_w, 1);
    map_h = max_int(map_h, 1);
    /* The screens (the end screens' map and log, the cut-scenes' width) as the other modes have
     * them at this scale; then cursed's panels over them. */
    UgLayoutParams params = {map_w, map_h, 0, false, 0, 0, text_scale};
    ug_layout_compute(l, out_w, out_h, &params);
    int cw = (int)lround(UG_CANVAS_W * l->scale), ch = (int)lround(UG_CANVAS_H * l->scale);
    UgRect design = {(l->out_w - cw) / 2, (l->out_h - ch) / 2, cw, ch};
    UgRect whole = {0, 0, l->out_w, l->out_h};
    /* The design's letterbox first; a larger text may take the whole window; a text that fits
     * neither is made smaller a step at a time, down to the design's (which fits from 640x360
     * up; below, the design's sizes are squeezed in). */
    for (int percent = ug_text_scale_percent(text_scale);; percent -= UG_TEXT_SCALE_STEP) {
        if (cursed_at(l, design, cols, rows, map_w, map_h, percent, false)) return;
        if (percent > 100 && cursed_at(l, whole, cols, rows, map_w, map_h, percent, false)) return;
        if (percent <= 100) break;
    }
    cursed_at(l, design, cols, rows, map_w, map_h, 100, true);
}

void ug_layout_compute_cursed(UgLayout *l, int out_w, int out_h, int cols, int rows, int map_w,
                              int map_h) {
    ug_layout_compute_cursed_at(l, out_w, out_h, cols, rows, map_w, map_h, 0);
}
