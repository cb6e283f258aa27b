/* The board: each cell's look (fog, memory, creatures, items, the aim), the camera that follows
 * the player, and the minimap. See view.h. */
#include "profile.h"
#include "view.h"
#include "view_parts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int min_int(int a, int b) {
    return a < b ? a : b;
}

static const UgColor NONE = {0, 0, 0, 0};

/* Rock that touches no floor has no look. Creatures and items look the same in every mode so
 * far; each mode's tiles are in its profile (src/view/modes/<mode>/profile.c). */
static const UgLook look_hidden_rock = {0, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};
static const UgLook monster_looks[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = {'r', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GOBLIN] = {'g', {120, 220, 110, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_OGRE] = {'O', {240, 110, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    /* cursed: the original's letters; its colours come with its view profile. */
    [UG_MON_ARCHER] = {'a', {200, 200, 200, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_ZOMBIE] = {'Z', {150, 200, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_DOG] = {'d', {210, 170, 110, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_RAVEN] = {'v', {160, 160, 220, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_CULTIST] = {'c', {220, 120, 220, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_RATMAN] = {'R', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_WISP] = {'w', {120, 220, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_CURSEDRAT] = {'r', {220, 120, 220, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_TWINWISP] = {'W', {120, 220, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_BUTCHER] = {'B', {240, 80, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GARGOYLE] = {'G', {240, 80, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_JUVENILE_GARGOYLE] = {'g', {240, 120, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GHOUL] = {'G', {200, 240, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GIOVANNI] = {'G', {255, 214, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_DUMMY] = {'D', {180, 180, 180, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_TIME_BOMB] = {'+', {120, 200, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_HP_BOMB] = {'+', {255, 120, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    /* adventure (ADVENTURE.md §6) */
    [UG_MON_BOMBER] = {'b', {255, 150, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_TROLL] = {'T', {120, 200, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
};
enum { ITEM_FAR_ALPHA = 110 };
static const UgLook item_looks[UG_ITEM_KIND_COUNT] = {
    [UG_ITEM_APPLE] = {'%', {235, 70, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_POTION] = {'!', {255, 100, 160, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_FIRE] = {'*', {255, 120, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_ICE] = {'*', {120, 200, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_SLIME] = {'*', {140, 230, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_LUMP] = {'*', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    /* adventure (ADVENTURE.md §5): food %, weapons ), armour [ */
    [UG_ITEM_RATION] = {'%', {214, 170, 100, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_DAGGER] = {')', {200, 210, 230, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_SWORD] = {')', {170, 200, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_AXE] = {')', {255, 190, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_LEATHER] = {'[', {200, 160, 110, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_MAIL] = {'[', {190, 200, 215, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_PLATE] = {'[', {230, 230, 245, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
};
static const UgLook player_look = {'@', {255, 255, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};
static const UgLook unknown_look = {'?', {255, 255, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};

static const UgLook *look_tile(const UgViewProfile *profile, UgTile tile, bool touches_floor) {
    if ((unsigned)tile >= UG_TILE_COUNT) return &unknown_look;
    if (tile == UG_TILE_ROCK && !touches_floor) return &look_hidden_rock;
    return &profile->tiles[tile];
}

const UgLook *ug_look_tile(UgTile tile, bool touches_floor) {
    return look_tile(&ug_view_profile_classic, tile, touches_floor);
}

const UgLook *ug_look_tile_in(UgMode mode, UgTile tile, bool touches_floor) {
    return look_tile(ug_view_profile(mode), tile, touches_floor);
}

const UgLook *ug_look_item(UgItemKind kind) {
    return (unsigned)kind < UG_ITEM_KIND_COUNT ? &item_looks[kind] : &unknown_look;
}

const UgLook *ug_look_monster(UgMonsterKind kind) {
    return (unsigned)kind < UG_MON_KIND_COUNT ? &monster_looks[kind] : &unknown_look;
}

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

int ug_view_camera(int player, int map, int view) {
    if (map <= view) return 0;
    int c = player - view / 2;
    if (c < 0) c = 0;
    if (c > map - view) c = map - view;
    return c;
}

int ug_view_camera_follow(int cam, int player, int map, int view) {
    if (view >= map) return 0;
    int margin = view / 4;
    if (player - cam < margin) cam = player - margin;
    if (cam + view - 1 - player < margin) cam = player - (view - 1 - margin);
    if (cam < 0) cam = 0;
    if (cam > map - view) cam = map - view;
    return cam;
}

static void view_size(const UgViewState *s, const UgGame *g, int *w, int *h) {
    int map_w = min_int(ug_game_width(g), UG_FRAME_MAX_W);
    int map_h = min_int(ug_game_height(g), UG_FRAME_MAX_H);
    *w = min_int(map_w, s->view_cols > 0 ? s->view_cols : UG_VIEW_COLS);
    *h = min_int(map_h, s->view_rows > 0 ? s->view_rows : UG_VIEW_ROWS);
}

void ug_view_follow(UgViewState *s, const UgGame *g) {
    if (!g) return;
    const UgPlayer *p = ug_game_player(g);
    int w, h;
    view_size(s, g, &w, &h);
    int map_w = min_int(ug_game_width(g), UG_FRAME_MAX_W);
    int map_h = min_int(ug_game_height(g), UG_FRAME_MAX_H);
    if (!s->cam_valid || s->cam_floor != ug_game_floor(g)) {
        s->cam_x = ug_view_camera(p->x, map_w, w);
        s->cam_y = ug_view_camera(p->y, map_h, h);
        s->cam_floor = ug_game_floor(g);
        s->cam_valid = true;
        return;
    }
    s->cam_x = ug_view_camera_follow(s->cam_x, p->x, map_w, w);
    s->cam_y = ug_view_camera_follow(s->cam_y, p->y, map_h, h);
}

/* The preview of the throw (issue 26): the tiles the orb's effect would touch at the aim, as the
 * core says (ug_game_orb_effect_tiles), tinted a bright yellow-green over their sprites (the
 * cursor's "it goes there" green, lit up). A throw that would touch nothing (Fire over water)
 * marks none: its cursor stays the darker green, it can still be thrown. */
void ug_view_mark_effect(UgFrame *f, const UgGame *g, int aim_x, int aim_y) {
    static const UgColor effect = {150, 196, 40, 255};
    enum { MAX_TILES = 64 };
    UgTileXY at[MAX_TILES];
    int n = ug_game_orb_effect_tiles(g, aim_x, aim_y, at, MAX_TILES);
    for (int i = 0; i < n && i < MAX_TILES; i++) {
        int vx = at[i].x - f->cam_x, vy = at[i].y - f->cam_y;
        if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h) continue;
        UgCell *cell = &f->cells[vy][vx];
        cell->seen = true;
        cell->effect = true;
        cell->bg = effect;
        cell->lit = true;
    }
}

/* Aiming the top orb: the tiles in sight within its reach are lit, and the cursor's tile is
 * green where the orb would go, red where it would not (the look line says it in words). */
static void mark_aim(UgFrame *f, const UgGame *g, const UgViewState *s) {
    static const UgColor reach = {44, 52, 96, 255}, ok = {36, 120, 64, 255},
                         bad = {130, 40, 40, 255};
    const UgPlayer *p = ug_game_player(g);
    int range = ug_game_orb_range(g);
    for (int vy = 0; vy < f->board_h; vy++)
        for (int vx = 0; vx < f->board_w; vx++) {
            int x = f->cam_x + vx, y = f->cam_y + vy;
            int d = abs(x - p->x) > abs(y - p->y) ? abs(x - p->x) : abs(y - p->y);
            UgCell *cell = &f->cells[vy][vx];
            if (d <= range && ug_game_visible(g, x, y) && ug_game_tile(g, x, y) != UG_TILE_ROCK) {
                cell->bg = reach;
                cell->lit = true; /* shown over sprites too */
            }
        }
    int vx = s->aim_x - f->cam_x, vy = s->aim_y - f->cam_y;
    if (vx >= 0 && vy >= 0 && vx < f->board_w && vy < f->board_h) {
        UgCell *cell = &f->cells[vy][vx];
        cell->seen = true;
        cell->bg = ug_game_orb_target_ok(g, s->aim_x, s->aim_y) ? ok : bad;
        cell->lit = true;
        if (!cell->glyph) cell->glyph = 'X', cell->fg = (UgColor){255, 255, 255, 255};
        if (!cell->thing) cell->thing = UG_SPR_CURSOR;
    }
    ug_view_mark_effect(f, g, s->aim_x, s->aim_y);
}

void ug_view_build_board(UgFrame *f, const UgGame *g, const UgViewState *s) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    const UgPlayer *p = ug_game_player(g);
    f->has_board = true;
    f->map_w = min_int(ug_game_width(g), UG_FRAME_MAX_W);
    f->map_h = min_int(ug_game_height(g), UG_FRAME_MAX_H);
    view_size(s, g, &f->board_w, &f->board_h);
    if (s->cam_valid && s->cam_floor == ug_game_floor(g)) {
        f->cam_x = ug_view_camera_follow(s->cam_x, p->x, f->map_w, f->board_w);
        f->cam_y = ug_view_camera_follow(s->cam_y, p->y, f->map_h, f->board_h);
    } else {
        f->cam_x = ug_view_camera(p->x, f->map_w, f->board_w);
        f->cam_y = ug_view_camera(p->y, f->map_h, f->board_h);
    }
    f->diagonal_hint = s->diagonal_hint; /* set only by a controller with held keys */
    for (int vy = 0; vy < f->board_h; vy++)
        for (int vx = 0; vx < f->board_w; vx++) {
            int x = f->cam_x + vx, y = f->cam_y + vy;
            UgCell *cell = &f->cells[vy][vx];
            memset(cell, 0, sizeof *cell);
            cell->seen = ug_game_seen(g, x, y);
            if (!cell->seen) continue;
            bool near = ug_game_visible(g, x, y);
            cell->dimmed = !near;
            UgTile t = ug_game_tile(g, x, y);
            const UgLook *look = look_tile(profile, t, t != UG_TILE_ROCK || touches_floor(g, x, y));
            cell->bg = near ? look->bg_near : look->bg_far;
            cell->glyph = look->glyph;
            cell->terrain = (uint8_t)ug_view_tile_sprite(
                profile, t, t != UG_TILE_ROCK || touches_floor(g, x, y));
            if (t == UG_TILE_POTION) { /* classic's potions lie in the map: a thing on a floor */
                cell->thing = cell->terrain;
                cell->terrain = (uint8_t)ug_view_tile_sprite(profile, UG_TILE_FLOOR, true);
            }
            cell->fg = near ? look->fg : with_alpha(look->fg, look->far_alpha);
        }
    /* Items lie where they were seen (remembered ones dimmed, as the original draws them on
     * every known tile); the first one of a tile is drawn on top, as the original's last. */
    for (int i = ug_game_item_count(g) - 1; i >= 0; i--) {
        const UgItem *it = ug_game_item(g, i);
        int vx = it->x - f->cam_x, vy = it->y - f->cam_y;
        if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h) continue;
        UgCell *cell = &f->cells[vy][vx];
        if (!cell->seen) continue;
        const UgLook *look = ug_look_item((UgItemKind)it->kind);
        cell->glyph = look->glyph;
        cell->thing = (uint8_t)ug_sprite_item((UgItemKind)it->kind);
        cell->fg = cell->dimmed ? with_alpha(look->fg, look->far_alpha) : look->fg;
    }
    /* Creatures only while in sight, drawn over their tile. */
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        int vx = m->x - f->cam_x, vy = m->y - f->cam_y;
        if (!ug_game_visible(g, m->x, m->y) || vx < 0 || vy < 0 || vx >= f->board_w ||
            vy >= f->board_h)
            continue;
        const UgLook *look = ug_look_monster((UgMonsterKind)m->kind);
        UgCell *cell = &f->cells[vy][vx];
        cell->glyph = look->glyph;
        cell->fg = look->fg;
        cell->thing = (uint8_t)ug_sprite_monster((UgMonsterKind)m->kind);
        cell->monster = true;
    }
    f->player_x = p->x;
    f->player_y = p->y;
    int vx = p->x - f->cam_x, vy = p->y - f->cam_y;
    if (vx >= 0 && vy >= 0 && vx < f->board_w && vy < f->board_h) {
        UgCell *cell = &f->cells[vy][vx];
        cell->glyph = player_look.glyph;
        cell->fg = player_look.fg;
        cell->thing = (uint8_t)ug_sprite_player();
        cell->monster = false;
        cell->player = true;
    }
    if (s->aim) mark_aim(f, g, s);
}

static bool item_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == x && it->y == y) return true;
    }
    return false;
}

/* The whole floor, one cell a tile, in the profile's minimap colours. */
void ug_view_build_minimap(UgFrame *f, const UgGame *g) {
    const UgMinimapPalette *pal = &ug_view_profile_of(g)->minimap;
    memset(f->minimap_mark, 0, sizeof f->minimap_mark);
    for (int y = 0; y < f->map_h; y++)
        for (int x = 0; x < f->map_w; x++) {
            UgColor c = pal->unknown;
            if (ug_game_seen(g, x, y)) {
                bool near = ug_game_visible(g, x, y);
                switch (ug_game_tile(g, x, y)) {
                    case UG_TILE_ROCK:
                        c = pal->walls_by_floor_only && !touches_floor(g, x, y) ? NONE
                            : near                                              ? pal->wall_near
                                                                                : pal->wall_far;
                        break;
                    case UG_TILE_FLOOR:
                        c = pal->item.a && item_at(g, x, y) ? pal->item
                            : near                          ? pal->floor_near
                                                            : pal->floor_far;
                        if (pal->item.a && item_at(g, x, y)) f->minimap_mark[y][x] = UG_MINI_ITEM;
                        break;
                    case UG_TILE_STAIRS:
                        c = pal->stairs;
                        f->minimap_mark[y][x] = UG_MINI_STAIRS;
                        break;
                    case UG_TILE_POTION:
                        c = pal->potion;
                        f->minimap_mark[y][x] = UG_MINI_ITEM;
                        break;
                    default:
                        break;
                }
            }
            f->minimap[y][x] = c;
        }
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (ug_game_visible(g, m->x, m->y) && m->x < f->map_w && m->y < f->map_h) {
            f->minimap[m->y][m->x] =
                pal->enemy.a ? pal->enemy : ug_look_monster((UgMonsterKind)m->kind)->fg;
            f->minimap_mark[m->y][m->x] = UG_MINI_ENEMY;
        }
    }
    if (f->player_x >= 0 && f->player_y >= 0 && f->player_x < f->map_w && f->player_y < f->map_h) {
        f->minimap[f->player_y][f->player_x] = pal->player;
        f->minimap_mark[f->player_y][f->player_x] = UG_MINI_PLAYER;
    }
}
