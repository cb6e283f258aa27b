/* The game's things (part of undergrid/game.h, the umbrella that includes it): modes, tiles,
 * items, orbs, creatures, ids, the player, a game's status, and the opaque UgGame. */
#ifndef UG_ENTITY_H
#define UG_ENTITY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The rulesets. Only those with a ruleset table in the core can be played (ug_mode_available). */
typedef enum UgMode {
    UG_MODE_CLASSIC = 0, /* RULES.md §1: the Kaplay demo */
    UG_MODE_SIMPLE,      /* RULES.md §2: the Japanese tutorial */
    UG_MODE_CURSED,      /* RULES.md §3 */
    UG_MODE_ADVENTURE,   /* RULES.md §4: ours */
    UG_MODE_COUNT
} UgMode;

/* Largest floor any mode uses (simple's floors are 50x50). */
enum { UG_MAP_MAX_W = 64, UG_MAP_MAX_H = 64 };
enum { UG_MAX_MONSTERS = 128, UG_MAX_ITEMS = 128, UG_SEED_MAX_LEN = 127 };

typedef enum UgTile {
    UG_TILE_ROCK = 0, /* '#': rock and walls */
    UG_TILE_FLOOR,    /* '.' */
    UG_TILE_STAIRS,   /* '>' */
    UG_TILE_POTION,   /* '!': classic's potions lie in the map itself, as in the original */
    /* adventure (ADVENTURE.md §2) */
    UG_TILE_DOOR_CLOSED, /* '+': blocks sight; opens when anything steps into it */
    UG_TILE_DOOR_OPEN,   /* '\'': someone stands in it; closes again when nobody does */
    UG_TILE_ARRIVAL,     /* '<': where the player arrived (decorative) */
    UG_TILE_WATER,       /* '~': shallow; stops fire bolts */
    UG_TILE_RUBBLE,      /* ':': a move onto it costs double time */
    UG_TILE_COUNT
} UgTile;

typedef enum UgMonsterKind {
    UG_MON_RAT = 0,
    UG_MON_GOBLIN,
    UG_MON_OGRE,
    /* cursed (CURSED.md §4; names as the original's entities, lower case). Its rats are
     * UG_MON_RAT. */
    UG_MON_ARCHER,
    UG_MON_ZOMBIE,
    UG_MON_DOG,
    UG_MON_RAVEN,
    UG_MON_CULTIST,
    UG_MON_RATMAN,
    UG_MON_WISP,
    UG_MON_CURSEDRAT,
    UG_MON_TWINWISP,
    UG_MON_BUTCHER,
    UG_MON_GARGOYLE,
    UG_MON_JUVENILE_GARGOYLE,
    UG_MON_GHOUL,
    UG_MON_GIOVANNI,
    UG_MON_DUMMY,
    UG_MON_TIME_BOMB,
    UG_MON_HP_BOMB, /* the original's Remote Bomb; adventure's bombs (a 3x3 burst) */
    /* adventure (ADVENTURE.md §6) */
    UG_MON_BOMBER,
    UG_MON_TROLL,
    UG_MON_KIND_COUNT
} UgMonsterKind;

/* What lies on a floor or is carried. Orbs (cursed, adventure) lie on the floor as items of
 * their kind and are carried in the orb stack (ug_game_orb_stack). */
typedef enum UgItemKind {
    UG_ITEM_APPLE = 0,
    UG_ITEM_POTION,
    UG_ITEM_ORB_FIRE,
    UG_ITEM_ORB_ICE,
    UG_ITEM_ORB_SLIME,
    UG_ITEM_ORB_LUMP,
    /* adventure (ADVENTURE.md §5): a weapon's or armour's level is its enchantment (0..3) */
    UG_ITEM_RATION,
    UG_ITEM_DAGGER,
    UG_ITEM_SWORD,
    UG_ITEM_AXE,
    UG_ITEM_LEATHER,
    UG_ITEM_MAIL,
    UG_ITEM_PLATE,
    UG_ITEM_KIND_COUNT
} UgItemKind;

/* The orb stack's entries: the four orbs, Icy Armor, and the wizard's Nuke. */
typedef enum UgOrbKind {
    UG_ORB_FIRE = 0,
    UG_ORB_ICE,
    UG_ORB_SLIME,
    UG_ORB_LUMP,
    UG_ORB_ARMOR,
    UG_ORB_NUKE,
    UG_ORB_KIND_COUNT
} UgOrbKind;

typedef struct UgOrbSlot {
    int8_t kind; /* UgOrbKind */
    bool cursed; /* a cursed slot: it cannot be used */
} UgOrbSlot;

/* Every creature and item of a game has an id that never changes and is never reused within the
 * game: events name creatures by id, so a front end can follow one across turns (its health bar,
 * an animation) even when the list order changes. The player is UG_ID_PLAYER; 0 is "nobody". */
typedef uint32_t UgId;
enum { UG_ID_NONE = 0, UG_ID_PLAYER = 1 };

/* Action costs in scheduler ticks (ADVENTURE.md §3): what one action costs the actor. Modes
 * without a scheduler give every creature UG_SPEED_NORMAL. */
enum { UG_SPEED_FAST = 50, UG_SPEED_NORMAL = 100, UG_SPEED_SLOW = 200 };

/* Creature flags. */
enum {
    UG_MONSTER_BOSS = 1u << 0,  /* a boss: the HUD shows its health while it lives */
    UG_MONSTER_ELITE = 1u << 1, /* placed by a mode's elite rules */
    UG_MONSTER_TAIL = 1u << 8,  /* cursed: a Gargoyle that still has its tail (examine says so) */
};

typedef struct UgMonster {
    int16_t kind; /* UgMonsterKind */
    int16_t x, y;
    int32_t hp; /* 32 bits: simple's deep rats outgrow 16 (a level-52 rat has 36,000 HP) */
    int32_t level, atk, def, exp; /* used by modes with character growth; 0 otherwise */
    int32_t max_hp;
    int16_t speed;  /* ticks one action costs it (UG_SPEED_*) */
    uint16_t flags; /* UG_MONSTER_* */
    UgId id;
} UgMonster;

typedef struct UgItem {
    int16_t kind;  /* UgItemKind */
    int16_t x, y;  /* where it lies (meaningless for an item in the inventory) */
    int16_t level; /* potions: heals 10 x level (the name is "回復薬" + 10 x level); apples: 0 */
    UgId id;
} UgItem;

/* What can be done with an inventory item (UG_ACT_USE's verb). simple: an apple offers eat and
 * put, a potion drink and put, in that order (ug_item_verbs). */
typedef enum UgVerb {
    UG_VERB_EAT = 0,
    UG_VERB_DRINK,
    UG_VERB_PUT,
    /* adventure: equipment, and drop (adventure takes UG_VERB_PUT as drop too) */
    UG_VERB_WIELD,
    UG_VERB_WEAR,
    UG_VERB_REMOVE,
    UG_VERB_DROP,
    UG_VERB_COUNT
} UgVerb;

/* What every mode's player has. Whatever else a mode counts (level, hunger, weight, orbs, ...) is
 * read through ug_game_stats. */
typedef struct UgPlayer {
    int16_t x, y;
    int32_t hp, max_hp;
    int32_t turns; /* turns taken in this game (classic: kept across floors, like the original) */
} UgPlayer;

/* A game is played until it is over: the player died, or won (cursed: its ending was reached).
 * ug_game_act carries out nothing in a finished game. A won game's player is alive. */
typedef enum UgStatus {
    UG_STATUS_PLAYING = 0,
    UG_STATUS_DEAD,
    UG_STATUS_WON /* the game was won (adventure: the final boss; cursed: the ending) */
} UgStatus;

/* One game (opaque): created by ug_game_new, read through undergrid/game.h's accessors. */
typedef struct UgGame UgGame;

#ifdef __cplusplus
}
#endif

#endif /* UG_ENTITY_H */
