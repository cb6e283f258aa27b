/* The sprites: what is drawn in a board cell when the player chose tiles over glyphs. Each
 * sprite has an id (the frame carries one per cell: the terrain and the thing on it) and a
 * name, the name of its source assets/tiles/<name>.txt and of its cell in the atlas index. The
 * view fills the ids from the appearance tables (creatures and items here, each mode's tiles in
 * its profile); the renderer only looks an id up in the atlas. Pure C, no SDL: the atlas tool
 * (tools/ug_atlas.c) is built on this same list.
 */
#ifndef UG_VIEW_SPRITES_H
#define UG_VIEW_SPRITES_H

#include <stdbool.h>
#include <stdint.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_SPRITE_PX = 16 }; /* a sprite is 16 x 16 pixels */

typedef enum UgSprite {
    UG_SPR_NONE = 0,
    /* terrain: each mode's walls and floors in its own style, the rest shared */
    UG_SPR_WALL_BRICK, /* classic */
    UG_SPR_FLOOR_SLATE,
    UG_SPR_WALL_BLOCK, /* simple */
    UG_SPR_FLOOR_DOTS,
    UG_SPR_WALL_CAVE, /* cursed */
    UG_SPR_FLOOR_CAVE,
    UG_SPR_WALL_STONE, /* adventure */
    UG_SPR_FLOOR_STONE,
    UG_SPR_STAIRS_DOWN,
    UG_SPR_STAIRS_UP,
    UG_SPR_DOOR_CLOSED,
    UG_SPR_DOOR_OPEN,
    UG_SPR_WATER,
    UG_SPR_RUBBLE,
    /* the player and the creatures (UgMonsterKind order) */
    UG_SPR_PLAYER,
    UG_SPR_RAT,
    UG_SPR_GOBLIN,
    UG_SPR_OGRE,
    UG_SPR_ARCHER,
    UG_SPR_ZOMBIE,
    UG_SPR_DOG,
    UG_SPR_RAVEN,
    UG_SPR_CULTIST,
    UG_SPR_RATMAN,
    UG_SPR_WISP,
    UG_SPR_CURSEDRAT,
    UG_SPR_TWINWISP,
    UG_SPR_BUTCHER,
    UG_SPR_GARGOYLE,
    UG_SPR_JUVENILE_GARGOYLE,
    UG_SPR_GHOUL,
    UG_SPR_GIOVANNI,
    UG_SPR_DUMMY,
    UG_SPR_TIME_BOMB,
    UG_SPR_HP_BOMB,
    UG_SPR_BOMBER,
    UG_SPR_TROLL,
    /* items (UgItemKind order) */
    UG_SPR_APPLE,
    UG_SPR_POTION,
    UG_SPR_ORB_FIRE,
    UG_SPR_ORB_ICE,
    UG_SPR_ORB_SLIME,
    UG_SPR_ORB_LUMP,
    UG_SPR_RATION,
    UG_SPR_DAGGER,
    UG_SPR_SWORD,
    UG_SPR_AXE,
    UG_SPR_LEATHER,
    UG_SPR_MAIL,
    UG_SPR_PLATE,
    /* the orb stack's other entries (UgOrbKind) and a cursed slot */
    UG_SPR_ORB_ARMOR,
    UG_SPR_ORB_NUKE,
    UG_SPR_ORB_CURSED,
    /* marks of the interface */
    UG_SPR_CURSOR,  /* cursed's examine and aim cursor */
    UG_SPR_UNKNOWN, /* a kind without a sprite of its own */
    UG_SPR_COUNT
} UgSprite;

/* How the board is drawn (UgOptions.tiles): glyphs, sprites, or hybrid (sprites for the
 * terrain, glyphs for creatures and items, as Brogue's and DCSS's hybrid modes). */
typedef enum UgTilesMode {
    UG_TILES_GLYPHS = 0,
    UG_TILES_SPRITES,
    UG_TILES_HYBRID,
    UG_TILES_MODE_COUNT
} UgTilesMode;

/* The sprite's name ("rat"; NULL for UG_SPR_NONE and ids out of range), and the id of a name
 * (UG_SPR_NONE if none has it; `len` bytes of `name`, need not be NUL-terminated). */
const char *ug_sprite_name(int sprite);
int ug_sprite_by_name(const char *name, int len);

/* The sprite of a creature, of an item, of the player (UG_SPR_UNKNOWN for kinds out of
 * range). */
int ug_sprite_monster(UgMonsterKind kind);
int ug_sprite_item(UgItemKind kind);
int ug_sprite_player(void);
/* The sprite of an entry of the orb stack (UgOrbKind; cursed: the cursed slot's). */
int ug_sprite_orb(int orb_kind, bool cursed);

/* The tiles-mode names of the settings file ("glyphs", "sprites", "hybrid"); NULL out of
 * range. ug_tiles_mode_parse returns -1 for an unknown name. */
const char *ug_tiles_mode_name(int mode);
int ug_tiles_mode_parse(const char *name, int len);

/* The mode dir steps after `mode`, wrapping (F2 and the Options page). */
int ug_tiles_mode_next(int mode, int dir);

/* Fits a layout's board to whole sprite pixels: the tile becomes the largest multiple of
 * UG_SPRITE_PX not above it (1x, 2x, 3x...), the board keeps its columns and rows and is
 * centred where it was (the rest letterboxed). A tile smaller than one sprite is left as it is
 * (the sprites are then drawn smaller, nearest-neighbour). */
struct UgLayout;
void ug_layout_snap_sprites(struct UgLayout *layout);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_SPRITES_H */
