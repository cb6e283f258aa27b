/* The sprite list and the creatures' and items' sprites (sprites.h). */
#include "sprites.h"

#include <string.h>

#include "layout.h"

static const char *const names[UG_SPR_COUNT] = {
    [UG_SPR_WALL_BRICK] = "wall_brick",
    [UG_SPR_FLOOR_SLATE] = "floor_slate",
    [UG_SPR_WALL_BLOCK] = "wall_block",
    [UG_SPR_FLOOR_DOTS] = "floor_dots",
    [UG_SPR_WALL_CAVE] = "wall_cave",
    [UG_SPR_FLOOR_CAVE] = "floor_cave",
    [UG_SPR_WALL_STONE] = "wall_stone",
    [UG_SPR_FLOOR_STONE] = "floor_stone",
    [UG_SPR_STAIRS_DOWN] = "stairs_down",
    [UG_SPR_STAIRS_UP] = "stairs_up",
    [UG_SPR_DOOR_CLOSED] = "door_closed",
    [UG_SPR_DOOR_OPEN] = "door_open",
    [UG_SPR_WATER] = "water",
    [UG_SPR_RUBBLE] = "rubble",
    [UG_SPR_PLAYER] = "player",
    [UG_SPR_RAT] = "rat",
    [UG_SPR_GOBLIN] = "goblin",
    [UG_SPR_OGRE] = "ogre",
    [UG_SPR_ARCHER] = "archer",
    [UG_SPR_ZOMBIE] = "zombie",
    [UG_SPR_DOG] = "dog",
    [UG_SPR_RAVEN] = "raven",
    [UG_SPR_CULTIST] = "cultist",
    [UG_SPR_RATMAN] = "ratman",
    [UG_SPR_WISP] = "wisp",
    [UG_SPR_CURSEDRAT] = "cursedrat",
    [UG_SPR_TWINWISP] = "twinwisp",
    [UG_SPR_BUTCHER] = "butcher",
    [UG_SPR_GARGOYLE] = "gargoyle",
    [UG_SPR_JUVENILE_GARGOYLE] = "juvenile_gargoyle",
    [UG_SPR_GHOUL] = "ghoul",
    [UG_SPR_GIOVANNI] = "giovanni",
    [UG_SPR_DUMMY] = "dummy",
    [UG_SPR_TIME_BOMB] = "time_bomb",
    [UG_SPR_HP_BOMB] = "hp_bomb",
    [UG_SPR_BOMBER] = "bomber",
    [UG_SPR_TROLL] = "troll",
    [UG_SPR_APPLE] = "apple",
    [UG_SPR_POTION] = "potion",
    [UG_SPR_ORB_FIRE] = "orb_fire",
    [UG_SPR_ORB_ICE] = "orb_ice",
    [UG_SPR_ORB_SLIME] = "orb_slime",
    [UG_SPR_ORB_LUMP] = "orb_lump",
    [UG_SPR_RATION] = "ration",
    [UG_SPR_DAGGER] = "dagger",
    [UG_SPR_SWORD] = "sword",
    [UG_SPR_AXE] = "axe",
    [UG_SPR_LEATHER] = "leather",
    [UG_SPR_MAIL] = "mail",
    [UG_SPR_PLATE] = "plate",
    [UG_SPR_ORB_ARMOR] = "orb_armor",
    [UG_SPR_ORB_NUKE] = "orb_nuke",
    [UG_SPR_ORB_CURSED] = "orb_cursed",
    [UG_SPR_CURSOR] = "cursor",
    [UG_SPR_UNKNOWN] = "unknown",
};

static const uint8_t monster_sprites[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = UG_SPR_RAT,
    [UG_MON_GOBLIN] = UG_SPR_GOBLIN,
    [UG_MON_OGRE] = UG_SPR_OGRE,
    [UG_MON_ARCHER] = UG_SPR_ARCHER,
    [UG_MON_ZOMBIE] = UG_SPR_ZOMBIE,
    [UG_MON_DOG] = UG_SPR_DOG,
    [UG_MON_RAVEN] = UG_SPR_RAVEN,
    [UG_MON_CULTIST] = UG_SPR_CULTIST,
    [UG_MON_RATMAN] = UG_SPR_RATMAN,
    [UG_MON_WISP] = UG_SPR_WISP,
    [UG_MON_CURSEDRAT] = UG_SPR_CURSEDRAT,
    [UG_MON_TWINWISP] = UG_SPR_TWINWISP,
    [UG_MON_BUTCHER] = UG_SPR_BUTCHER,
    [UG_MON_GARGOYLE] = UG_SPR_GARGOYLE,
    [UG_MON_JUVENILE_GARGOYLE] = UG_SPR_JUVENILE_GARGOYLE,
    [UG_MON_GHOUL] = UG_SPR_GHOUL,
    [UG_MON_GIOVANNI] = UG_SPR_GIOVANNI,
    [UG_MON_DUMMY] = UG_SPR_DUMMY,
    [UG_MON_TIME_BOMB] = UG_SPR_TIME_BOMB,
    [UG_MON_HP_BOMB] = UG_SPR_HP_BOMB,
    [UG_MON_BOMBER] = UG_SPR_BOMBER,
    [UG_MON_TROLL] = UG_SPR_TROLL,
};

static const uint8_t item_sprites[UG_ITEM_KIND_COUNT] = {
    [UG_ITEM_APPLE] = UG_SPR_APPLE,         [UG_ITEM_POTION] = UG_SPR_POTION,
    [UG_ITEM_ORB_FIRE] = UG_SPR_ORB_FIRE,   [UG_ITEM_ORB_ICE] = UG_SPR_ORB_ICE,
    [UG_ITEM_ORB_SLIME] = UG_SPR_ORB_SLIME, [UG_ITEM_ORB_LUMP] = UG_SPR_ORB_LUMP,
    [UG_ITEM_RATION] = UG_SPR_RATION,       [UG_ITEM_DAGGER] = UG_SPR_DAGGER,
    [UG_ITEM_SWORD] = UG_SPR_SWORD,         [UG_ITEM_AXE] = UG_SPR_AXE,
    [UG_ITEM_LEATHER] = UG_SPR_LEATHER,     [UG_ITEM_MAIL] = UG_SPR_MAIL,
    [UG_ITEM_PLATE] = UG_SPR_PLATE,
};

const char *ug_sprite_name(int sprite) {
    return sprite > UG_SPR_NONE && sprite < UG_SPR_COUNT ? names[sprite] : NULL;
}

int ug_sprite_by_name(const char *name, int len) {
    if (!name || len <= 0) return UG_SPR_NONE;
    for (int i = 1; i < UG_SPR_COUNT; i++)
        if (names[i] && (int)strlen(names[i]) == len && memcmp(names[i], name, (size_t)len) == 0)
            return i;
    return UG_SPR_NONE;
}

int ug_sprite_monster(UgMonsterKind kind) {
    int s = (unsigned)kind < UG_MON_KIND_COUNT ? monster_sprites[kind] : 0;
    return s ? s : UG_SPR_UNKNOWN;
}

int ug_sprite_item(UgItemKind kind) {
    int s = (unsigned)kind < UG_ITEM_KIND_COUNT ? item_sprites[kind] : 0;
    return s ? s : UG_SPR_UNKNOWN;
}

int ug_sprite_orb(int orb_kind, bool cursed) {
    static const uint8_t orbs[UG_ORB_KIND_COUNT] = {
        [UG_ORB_FIRE] = UG_SPR_ORB_FIRE,   [UG_ORB_ICE] = UG_SPR_ORB_ICE,
        [UG_ORB_SLIME] = UG_SPR_ORB_SLIME, [UG_ORB_LUMP] = UG_SPR_ORB_LUMP,
        [UG_ORB_ARMOR] = UG_SPR_ORB_ARMOR, [UG_ORB_NUKE] = UG_SPR_ORB_NUKE,
    };
    if (cursed) return UG_SPR_ORB_CURSED;
    int s = orb_kind >= 0 && orb_kind < UG_ORB_KIND_COUNT ? orbs[orb_kind] : 0;
    return s ? s : UG_SPR_UNKNOWN;
}

int ug_sprite_player(void) {
    return UG_SPR_PLAYER;
}

static const char *const mode_names[UG_TILES_MODE_COUNT] = {"glyphs", "sprites", "hybrid"};

const char *ug_tiles_mode_name(int mode) {
    return mode >= 0 && mode < UG_TILES_MODE_COUNT ? mode_names[mode] : NULL;
}

int ug_tiles_mode_parse(const char *name, int len) {
    for (int i = 0; name && i < UG_TILES_MODE_COUNT; i++)
        if ((int)strlen(mode_names[i]) == len && memcmp(mode_names[i], name, (size_t)len) == 0)
            return i;
    return -1;
}

int ug_tiles_mode_next(int mode, int dir) {
    int n = UG_TILES_MODE_COUNT;
    if (mode < 0 || mode >= n) mode = 0;
    return ((mode + dir) % n + n) % n;
}

void ug_layout_snap_sprites(UgLayout *l) {
    if (!l || l->tile < UG_SPRITE_PX) return;
    int t = l->tile / UG_SPRITE_PX * UG_SPRITE_PX;
    if (t == l->tile) return;
    int bw = l->cols * t, bh = l->rows * t;
    l->board.x += (l->board.w - bw) / 2;
    l->board.y += (l->board.h - bh) / 2;
    l->board.w = bw;
    l->board.h = bh;
    l->tile = t;
    int glyph = t * 4 / 5; /* the layout's 0.8 of a tile, in integers */
    l->glyph_px = glyph < 6 ? 6 : glyph;
}
