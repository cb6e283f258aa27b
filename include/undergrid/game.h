/* The game core's public API: one UgGame value, plain UgAction structs in, UgEvent values out.
 *
 * The core is pure C11. It never includes SDL, never reads a clock, never calls the C library's
 * random generator, holds no mutable global state and does no I/O: the same parameters and the same
 * actions give the same state, bit for bit, on every platform (ug_game_hash proves it). The front
 * end (window, CLI, bots, tests) owns the loop: it builds actions, calls ug_game_act, drains the
 * events and reads the state through the const accessors below.
 */
#ifndef UG_GAME_H
#define UG_GAME_H

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

/* --- Actions: what the player does. Built by the front end, never from raw keycodes. --------- */
typedef enum UgActionKind {
    UG_ACT_NONE = 0,
    UG_ACT_MOVE,    /* dx, dy in -1..1: step, or bump-attack what stands there */
    UG_ACT_WAIT,    /* pass one turn */
    UG_ACT_DESCEND, /* take the stairs you stand on (modes where stairs need a key) */
    UG_ACT_PICKUP,  /* pick up what lies here */
    UG_ACT_USE,     /* use inventory item `item` (verb in `verb`) */
    UG_ACT_USE_AT,  /* use item `item` (verb) at the tile (x, y): aim an orb, throw (record v2) */
    UG_ACT_RUN,     /* dx, dy: move on in that direction as the mode's run rules say (v2) */
    UG_ACT_WIZARD,  /* a debugging command: `verb` is the mode's command, `item` its argument;
                       modes accept it only where the original has one (v2) */
    UG_ACT_EXAMINE, /* the player opened the examine mode (no time passes; cursed: it spoils
                       the level's "no examine" achievement) (v2) */
    UG_ACT_KIND_COUNT
} UgActionKind;

/* Commands of UG_ACT_WIZARD (the mode decides which it accepts). */
typedef enum UgWizard {
    UG_WIZ_ADD_ORB = 0, /* item: the orb kind */
    UG_WIZ_REMOVE_ORB,
    UG_WIZ_ADD_CURSE,
    UG_WIZ_REMOVE_CURSE,
    UG_WIZ_KILL_ALL,           /* and go to the stairs */
    UG_WIZ_DUMMY,              /* summon a training dummy */
    UG_WIZ_CLEAR_ACHIEVEMENTS, /* cursed's Shift+C: relock every achievement */
    UG_WIZ_COUNT
} UgWizard;

/* A plain value: zero is "nothing". The target tile (x, y) is used by UG_ACT_USE_AT only. */
typedef struct UgAction {
    int8_t kind; /* UgActionKind */
    int8_t dx, dy;
    int8_t verb;
    int16_t item;
    int16_t x, y;
} UgAction;

static inline UgAction ug_action_move(int dx, int dy) {
    UgAction a = {UG_ACT_MOVE, (int8_t)dx, (int8_t)dy, 0, 0, 0, 0};
    return a;
}
static inline UgAction ug_action_wait(void) {
    UgAction a = {UG_ACT_WAIT, 0, 0, 0, 0, 0, 0};
    return a;
}
static inline UgAction ug_action_simple(UgActionKind kind) {
    UgAction a = {(int8_t)kind, 0, 0, 0, 0, 0, 0};
    return a;
}
/* Use inventory item `item` (0-based) with `verb`. */
static inline UgAction ug_action_use(int item, UgVerb verb) {
    UgAction a = {UG_ACT_USE, 0, 0, (int8_t)verb, (int16_t)item, 0, 0};
    return a;
}
/* Use item `item` with `verb` at the tile (x, y). */
static inline UgAction ug_action_use_at(int item, UgVerb verb, int x, int y) {
    UgAction a = {UG_ACT_USE_AT, 0, 0, (int8_t)verb, (int16_t)item, (int16_t)x, (int16_t)y};
    return a;
}
static inline UgAction ug_action_run(int dx, int dy) {
    UgAction a = {UG_ACT_RUN, (int8_t)dx, (int8_t)dy, 0, 0, 0, 0};
    return a;
}
static inline UgAction ug_action_wizard(UgWizard command, int argument) {
    UgAction a = {UG_ACT_WIZARD, 0, 0, (int8_t)command, (int16_t)argument, 0, 0};
    return a;
}

/* --- Events: what happened. Messages are ids with arguments; the front end words them. ------- */
typedef enum UgMsg {
    UG_MSG_NONE = 0,
    UG_MSG_FLOOR_START,  /* a = floor number: "Floor 1. Find the stairs >." */
    UG_MSG_PLAYER_HITS,  /* a = UgMonsterKind, b = damage: "You hit the rat (3)." */
    UG_MSG_MONSTER_HITS, /* a = UgMonsterKind, b = damage: "The goblin hits you (2)." */
    UG_MSG_MONSTER_DIES, /* a = UgMonsterKind: "The ogre dies." */
    UG_MSG_DRINK_POTION, /* a = health gained as the rule states it (+6) */
    UG_MSG_PLAYER_DIES,  /* a = floor, b = turns */
    UG_MSG_WALL_BLOCKS,  /* modes that say so when you walk into a wall */
    /* simple (RULES.md §2). The original's colour for each is given as [kind]. */
    UG_MSG_WAKE_UP,        /* never emitted: the front end logs it when a game starts [special] */
    UG_MSG_DESCEND,        /* a = new floor: "You go down the stairs." [normal] */
    UG_MSG_MONSTER_KILLED, /* a = UgMonsterKind, b = EXP gained [important] */
    UG_MSG_LEVEL_UP,       /* a = new level [important] */
    UG_MSG_HUNGRY,         /* hunger fell to 20: "You are getting hungry." [normal] */
    UG_MSG_STARVING,       /* hunger fell to 10: "You are starving." [normal] */
    UG_MSG_STARVING_TO_DEATH, /* hunger fell to 0: "You are about to die of hunger." [important] */
    UG_MSG_PICKUP,            /* a = UgItemKind, b = item level [normal] */
    UG_MSG_CANT_PICKUP,       /* a = UgItemKind, b = item level: too heavy [important] */
    UG_MSG_PUT,               /* a = UgItemKind, b = item level [normal] */
    UG_MSG_EAT,               /* a = UgItemKind, b = hunger restored [normal] */
    UG_MSG_DRINK,             /* a = potion level, b = HP restored [normal] */
    UG_MSG_INVENTORY_EMPTY, /* never emitted: the front end logs it when x finds nothing [normal] */
    /* cursed (CURSED.md §8.1). Creatures are named by UgMonsterKind in `a` (and by id in the
     * event's subject/object); orbs by UgOrbKind. The original's log id is given as [id]. */
    UG_MSG_CURSED_PICKUP,          /* a = UgOrbKind [pickUp] */
    UG_MSG_CURSED_TELEPORT,        /* a Slime orb used [action:teleport] */
    UG_MSG_CURSED_ARMOR,           /* an Ice orb became Icy Armor [action:armor] */
    UG_MSG_CURSED_HIT,             /* a = kind: you hit it [hitTarget] */
    UG_MSG_CURSED_KILL,            /* a = kind: you kill it [killTarget] */
    UG_MSG_CURSED_PURGED,          /* one curse removed [action:removeCurse] */
    UG_MSG_CURSED_DROP,            /* a = kind, b = UgOrbKind: it drops an orb [targetDropOrb] */
    UG_MSG_CURSED_NPC_HIT,         /* a = kind: it hits you [npcHit] */
    UG_MSG_CURSED_NPC_CURSE,       /* a = kind: it curses you [npcCurse] */
    UG_MSG_CURSED_SUMMON,          /* a = kind: it summons a companion [npcSummon] */
    UG_MSG_CURSED_BREATHE,         /* a = kind (a Gargoyle): it breathes fire [gargoyleBreathe] */
    UG_MSG_CURSED_CLEAVE,          /* the Butcher cleaves you [action:butcherCleave] */
    UG_MSG_CURSED_PULL,            /* the Butcher pulls you [action:butcherPull] */
    UG_MSG_CURSED_PUNCH,           /* the Ghoul punches you [action:ghoulPunch] */
    UG_MSG_CURSED_SET_BOMBS,       /* a = kind: it sets bombs around you [setBomb] */
    UG_MSG_CURSED_FROZEN,          /* you are frozen in time [action:freezeTime] */
    UG_MSG_CURSED_TAIL,            /* the Gargoyle's tail is chopped off [action:breakTail] */
    UG_MSG_CURSED_UNLOCK,          /* a = UgAchievement unlocked [unlockAchievement] */
    UG_MSG_CURSED_SAVED,           /* the level is won and left [action:save] */
    UG_MSG_CURSED_CLOSE_OR_RELOAD, /* [action:closeOrReload] */
    UG_MSG_CURSED_BUTCHER_SCENE,   /* a = line 0..4 of the Butcher's scene [cutScene:miniBoss1] */
    UG_MSG_CURSED_BUTCHER_CHARGES, /* replaces the scene's last line [cutScene:miniBoss2] */
    UG_MSG_CURSED_REVIVAL,         /* a = line 0..2 of Giovanni's revival [action:reviveGiovanni] */
    UG_MSG_CURSED_USE_STAIRS,      /* Giovanni is dead: use the stairs [action:useDownstairs] */
    UG_MSG_CURSED_DIE,             /* you die [action:die] */
    UG_MSG_CURSED_LAST_WORDS,      /* a = 0 (no boss summoned) or the level 1..3 [deathGeneral,
                                      deathBoss1..3] */
    UG_MSG_CURSED_LEVEL_START,     /* a = the level entered (our port goes on without a reload) */
    /* adventure (RULES.md §4, docs/RULES-adventure.md) */
    UG_MSG_WIELD,         /* a = UgItemKind, b = enchantment */
    UG_MSG_WEAR,          /* a = UgItemKind, b = enchantment */
    UG_MSG_REMOVE,        /* a = UgItemKind, b = enchantment */
    UG_MSG_EAT_RATION,    /* b = hunger restored */
    UG_MSG_ORB_PICKUP,    /* a = UgOrbKind */
    UG_MSG_ORB_FULL,      /* a = UgOrbKind: the orb stack has no free uncursed slot */
    UG_MSG_ORB_DROPPED,   /* a = UgOrbKind: a dying monster left an orb */
    UG_MSG_FIRE_HITS,     /* a = UgMonsterKind, b = damage */
    UG_MSG_FIRE_QUENCHED, /* the bolt died in water */
    UG_MSG_LUMP_HITS,     /* a = UgMonsterKind, b = damage */
    UG_MSG_ICE_ARMOR,     /* a = layers of icy armour */
    UG_MSG_ICE_ABSORBS,   /* a = UgMonsterKind whose hit the armour took */
    UG_MSG_BLINK,         /* the player blinked (Slime) */
    UG_MSG_SHOOTS,        /* a = UgMonsterKind, b = damage: an arrow hits you */
    UG_MSG_SUMMONS,       /* a = UgMonsterKind that summons, b = how many came */
    UG_MSG_CURSED,        /* a = curses now */
    UG_MSG_CURSE_LIFTED,  /* a = curses now */
    UG_MSG_BOMB_SET,      /* a = UgMonsterKind that set it */
    UG_MSG_BOMB_BURSTS,   /* b = damage to you (0: you were out of reach) */
    UG_MSG_REGENERATES,   /* never emitted yet (a troll's 2 HP show in its health) */
    UG_MSG_STAIRS_SEALED, /* a = floor: the stairs wait for the floor's boss */
    UG_MSG_BOSS_APPEARS,  /* a = UgMonsterKind */
    UG_MSG_STAIRS_OPEN,   /* the boss is dead: the way down is open */
    UG_MSG_BREATHES_FIRE, /* a = UgMonsterKind, b = damage */
    UG_MSG_PULLS,         /* a = UgMonsterKind: the Butcher hooks you to him */
    UG_MSG_BOSS_BLINKS,   /* a = UgMonsterKind */
    UG_MSG_BOSS_RISES,    /* a = UgMonsterKind: Giovanni gets up again */
    UG_MSG_KILLED_BY,     /* a = UgMonsterKind (-1: hunger), b = its level; on the death */
    UG_MSG_VICTORY,       /* a = score */
    UG_MSG_CANT_DROP,     /* nothing can be dropped on the stairs */
    UG_MSG_COUNT
} UgMsg;

/* What happened, for animations and sounds. `subject` acts, `object` undergoes (ids; UG_ID_PLAYER
 * is the player, UG_ID_NONE nobody). */
typedef enum UgEventKind {
    UG_EV_MESSAGE = 0, /* a message for the log: msg, a, b (subject/object name who, if anyone) */
    UG_EV_DAMAGE,      /* subject hit object for a; b = the object's health left */
    UG_EV_DEATH, /* object died (a = its UgMonsterKind; -1 for the player); subject killed it */
    UG_EV_FLOOR, /* a = new floor number */
    UG_EV_HEAL,  /* object healed a */
    UG_EV_KIND_COUNT
} UgEventKind;

typedef struct UgEvent {
    int16_t kind; /* UgEventKind */
    int16_t msg;  /* UgMsg, for UG_EV_MESSAGE */
    int32_t a, b;
    UgId subject, object;
} UgEvent;

/* A caller-owned buffer that ug_game_act appends to. Events past UG_EVENTS_MAX are dropped and
 * counted in `dropped`, so a caller never has to size it. */
enum { UG_EVENTS_MAX = 64 };
typedef struct UgEvents {
    int count;
    int dropped;
    UgEvent items[UG_EVENTS_MAX];
} UgEvents;

/* --- Creating a game ------------------------------------------------------------------------ */

/* Zero means default: mode classic, seed "1". */
typedef struct UgGameParams {
    UgMode mode;
    const char *seed; /* classic: a whole number 0..4294967295; simple: any text */
} UgGameParams;

typedef struct UgGame UgGame;

/* Creates a game at floor 1 (simple: floor 0). On success *out owns a new game (free it with
 * ug_game_free); on failure *out is NULL and the error says why (ug_error_message). */
UgError ug_game_new(const UgGameParams *params, UgGame **out);
/* Like ug_game_new, but the game starts on `floor`, as if the player had just walked down to it
 * (no turn has passed there); the floors above are built and kept on the way. For tests, dumps
 * and benchmarks. simple only (floor 0..256, no arrival on 0; other modes answer UG_ERR_ARGUMENT).
 * (arrive_x, arrive_y) is the tile the player arrives on (the article's `upstairs`, 1..48 each);
 * (0, 0) means the stairs of the floor above, which is where the original always arrives. */
UgError ug_game_new_on_floor(const UgGameParams *params, int floor, int arrive_x, int arrive_y,
                             UgGame **out);
/* Frees a game. NULL is allowed. */
void ug_game_free(UgGame *game);
/* A new, independent copy of a game (free it with ug_game_free), or NULL if out of memory. */
UgGame *ug_game_clone(const UgGame *game);
/* Watching the steps of a many-step action (cursed's fast move walks up to five tiles in one
 * UG_ACT_RUN, the others moving between steps): while ug_game_act runs, `fn` gets, after each
 * step but the last, a copy of the game as the player would see it then (freed when fn
 * returns). For drawing only: watching changes nothing the game does, its hash or its record.
 * NULL stops watching. */
typedef void (*UgStepFn)(void *ctx, const UgGame *step);
void ug_game_watch_steps(UgGame *game, UgStepFn fn, void *ctx);

/* Plays one action. Returns true if it was carried out (a turn passed, or in classic the stairs
 * were taken, which builds a new floor without a turn); false if it changed nothing (walking
 * into rock, an action the mode does not have, or the player is dead). Appends what happened to
 * `events` (which may be NULL). Never blocks. */
bool ug_game_act(UgGame *game, UgAction action, UgEvents *events);

/* --- Reading the state (all const; valid until the next ug_game_act) ------------------------ */
UgMode ug_game_mode(const UgGame *game);
const char *ug_game_seed(const UgGame *game);
int ug_game_width(const UgGame *game);
int ug_game_height(const UgGame *game);
int ug_game_floor(const UgGame *game);
UgStatus ug_game_status(const UgGame *game);
const UgPlayer *ug_game_player(const UgGame *game);
/* Out-of-bounds coordinates read as rock, unseen and invisible. */
UgTile ug_game_tile(const UgGame *game, int x, int y);
bool ug_game_seen(const UgGame *game, int x, int y);
bool ug_game_visible(const UgGame *game, int x, int y);
int ug_game_monster_count(const UgGame *game);
const UgMonster *ug_game_monster(const UgGame *game, int index);
/* Index of the monster at (x, y), or -1. */
int ug_game_monster_at(const UgGame *game, int x, int y);
int ug_game_item_count(const UgGame *game);
const UgItem *ug_game_item(const UgGame *game, int index);
/* The inventory (simple), in the order items were picked up. Index as for UG_ACT_USE. */
int ug_game_inventory_count(const UgGame *game);
const UgItem *ug_game_inventory_item(const UgGame *game, int index); /* NULL if out of range */
/* Floors kept so far (simple keeps every floor it has built): the deepest floor reached + 1.
 * The current floor is always kept. */
int ug_game_floor_count(const UgGame *game);
/* A kept floor's size and tiles, and what the player has seen of it; a floor never built (or
 * out-of-bounds coordinates) reads as 0x0, rock and unseen. For the current floor these equal
 * ug_game_width/height/tile/seen. */
void ug_game_floor_size(const UgGame *game, int floor, int *width, int *height);
UgTile ug_game_floor_tile(const UgGame *game, int floor, int x, int y);
bool ug_game_floor_seen(const UgGame *game, int floor, int x, int y);
/* Is inventory item `index` wielded or worn (adventure)? false where nothing is equipped. */
bool ug_game_inventory_equipped(const UgGame *game, int index);
/* What an item of `kind` adds when wielded or worn, before its enchantment (its `level`): a
 * weapon's ATK, an armour's DEF; 0 for anything else and in modes without equipment. */
int ug_game_item_power(const UgGame *game, UgItemKind kind);
/* The monster with id `id`, or NULL (it died, or lives on another floor). */
const UgMonster *ug_game_monster_by_id(const UgGame *game, UgId id);

/* --- Capabilities: what a mode is, read from the core instead of guessed from its name ------ */

/* How a mode decides what the player sees. */
typedef enum UgSight {
    UG_SIGHT_DISC = 0,  /* every tile within the radius, walls ignored (classic) */
    UG_SIGHT_ROOM,      /* the room you stand in and its walls, else the 3x3 around you (simple) */
    UG_SIGHT_SYMMETRIC, /* symmetric shadowcasting within the radius (adventure) */
    UG_SIGHT_PRECISE,   /* rot.js precise shadowcasting, a square radius (cursed) */
    UG_SIGHT_COUNT
} UgSight;

/* The systems a mode runs; the front end shows a panel or offers a key only for these. */
enum {
    UG_SYS_INVENTORY = 1u << 0,      /* carried items, UG_ACT_USE (ug_game_inventory_*) */
    UG_SYS_HUNGER = 1u << 1,         /* UG_STAT_HUNGER */
    UG_SYS_GROWTH = 1u << 2,         /* levels and experience: UG_STAT_LEVEL, _EXP, _ATK, _DEF */
    UG_SYS_WEIGHT = 1u << 3,         /* a carry limit: UG_STAT_WEIGHT */
    UG_SYS_ORBS = 1u << 4,           /* an orb stack aimed at tiles (UG_ACT_USE_AT) */
    UG_SYS_CURSES = 1u << 5,         /* UG_STAT_CURSES */
    UG_SYS_KEPT_FLOORS = 1u << 6,    /* floors are kept when left (ug_game_floor_*) */
    UG_SYS_SCHEDULER = 1u << 7,      /* creatures act at their own speeds */
    UG_SYS_BOSSES = 1u << 8,         /* UG_STAT_BOSS_HP while a boss lives */
    UG_SYS_MONSTER_LEVELS = 1u << 9, /* monsters have levels worth showing */
    /* The orb stack is the player's health (cursed): orbs taken are hit points, a hit takes the
     * top one. Without it (adventure) orbs are only something to aim. */
    UG_SYS_ORB_HEALTH = 1u << 10,
};

/* What a seed of the mode is. */
typedef enum UgSeedKind {
    UG_SEED_NUMBER = 0, /* a whole number 0..4294967295 (classic) */
    UG_SEED_TEXT,       /* any text of 0..127 bytes without line breaks (simple) */
    UG_SEED_TEN_DIGITS, /* 1000000000..9999999999, also written 12345-67890 (cursed) */
    UG_SEED_KIND_COUNT
} UgSeedKind;

typedef struct UgGameInfo {
    UgMode mode;
    UgSeedKind seed_kind;
    int max_width, max_height; /* the largest floor the mode builds */
    int first_floor;           /* the floor a new game starts on (classic 1, simple 0) */
    int topology;              /* 4 (orthogonal) or 8 (with diagonals) directions of movement */
    UgSight sight;
    int sight_radius;       /* classic 6; simple 1 (corridor sight; a room is seen whole) */
    uint32_t actions;       /* bit (1u << kind) for each UgActionKind the mode carries out */
    uint32_t systems;       /* UG_SYS_* */
    bool stairs_on_step;    /* walking onto the stairs takes them (classic); else an action does */
    bool blocked_move_says; /* walking into a wall logs UG_MSG_WALL_BLOCKS */
    /* The mode ports an original that reads keys (cursed), and the front end has that original's
     * key table: `undergrid play --keys` plays it, and the state line is the original's
     * (tests/fixtures/cursed/README.md). Elsewhere keys are the front end's own bindings. */
    bool key_table;
} UgGameInfo;

/* What a mode is, without a game (for menus); NULL for a mode the core cannot play yet. */
const UgGameInfo *ug_mode_info(UgMode mode);
/* The same, for the game's mode. Never NULL. */
const UgGameInfo *ug_game_info(const UgGame *game);
/* Does the game's mode carry out actions of `kind`? */
static inline bool ug_info_accepts(const UgGameInfo *info, UgActionKind kind) {
    return (unsigned)kind < 32 && (info->actions >> (unsigned)kind & 1u);
}
/* Sight radius and topology of the game's mode (the same as ug_game_info's). */
int ug_game_sight_radius(const UgGame *game);
int ug_game_topology(const UgGame *game);

/* --- Orbs, clocks and bosses (modes with UG_SYS_ORBS, UG_SYS_SCHEDULER, UG_SYS_BOSSES) ----- */

enum { UG_ORB_STACK_MAX = 64 };
/* The orb stack, bottom first, written to out[] (room for `max`); returns how many entries it
 * has (0 in modes without one), even when that is more than `max`. The top is the last. */
int ug_game_orb_stack(const UgGame *game, UgOrbSlot *out, int max);
/* The usable top's index in that stack: the last entry not in a cursed slot (the orb UG_ACT_USE_AT
 * uses, cursed's Inventory.getLastIndex); -1 when there is none or the mode has no stack. */
int ug_game_orb_top(const UgGame *game);
/* The range of the stack's top orb (Chebyshev tiles; 0: the top cannot be aimed), and whether
 * (x, y) is a tile it can be aimed at now (UG_ACT_USE_AT would be carried out). */
int ug_game_orb_range(const UgGame *game);
bool ug_game_orb_target_ok(const UgGame *game, int x, int y);

/* The game's clock: the scheduler's time where the mode has one (cursed's is the original's
 * double and may read 6.000000000000001), else the turns taken. */
double ug_game_clock(const UgGame *game);

typedef enum UgBossState {
    UG_BOSS_NONE = 0, /* the mode has no boss fights */
    UG_BOSS_INACTIVE, /* not summoned yet on this floor */
    UG_BOSS_ACTIVE,   /* the fight is on */
    UG_BOSS_WIN,      /* the floor's boss is dead */
} UgBossState;
UgBossState ug_game_boss_state(const UgGame *game);

/* Can the orb stack's usable top be aimed now (cursed: the stack is not empty and the top is
 * not Icy Armor; an Ice orb has range 0 and can be aimed at the player's own tile)? The front
 * end enters its aim mode on Space when ug_game_act(UG_ACT_PICKUP) did nothing and this is
 * true. */
bool ug_game_can_aim(const UgGame *game);

/* A scene the core waits on: while it is not UG_PENDING_NONE only UG_ACT_PICKUP (the original's
 * Space) is carried out, and it dismisses the scene (not the ending, which is final). */
typedef enum UgPending {
    UG_PENDING_NONE = 0,
    UG_PENDING_BOSS_INTRO, /* the boss was summoned; dismissing it ends the player's turn */
    UG_PENDING_BUTCHER,    /* the Butcher's log scene: dismissing it takes no time */
    UG_PENDING_LEVEL_DONE, /* a won level 1-2 was left (the original saves and asks for a reload);
                            dismissing it builds the next level (UG_ACT_DESCEND does too) */
    UG_PENDING_ENDING,     /* level 3 won: the ending. The original listens to no key any more:
                            nothing is carried out from here on (ug_game_status: UG_STATUS_WON) */
} UgPending;
UgPending ug_game_pending(const UgGame *game);

/* cursed's achievements, in the original's storage order (CURSED.md §6). */
typedef enum UgAchievement {
    UG_ACH_NO_EXAMINE = 0,
    UG_ACH_UNLOCK_ALL,
    UG_ACH_BOSS1_NORMAL,
    UG_ACH_BOSS1_SPECIAL, /* Gargoyle Tail Axe: once unlocked no Gargoyle loses its tail */
    UG_ACH_BOSS2_NORMAL,
    UG_ACH_BOSS3_NORMAL,
    UG_ACH_BOSS3_SPECIAL,
    UG_ACH_BOSS4_NORMAL,
    UG_ACH_BOSS4_SPECIAL,
    UG_ACH_COUNT
} UgAchievement;
/* The achievements unlocked now (those passed in and what this game unlocked), bit
 * 1u << UgAchievement; 0 in modes without them. */
uint32_t ug_game_achievements(const UgGame *game);
/* Passes in the achievements the player's profile has unlocked (bits as above), which persist
 * outside games and change play (CURSED.md §10.12: after Gargoyle Tail Axe no Gargoyle loses its
 * tail). Call it right after creating the game, before any action. Modes without achievements
 * ignore it. */
void ug_game_set_achievements(UgGame *game, uint32_t unlocked);

/* --- Stats: the numbers a HUD shows, in the mode's order ----------------------------------- */
typedef enum UgStatId {
    UG_STAT_FLOOR = 0, /* value: the floor number (simple's yard is 0) */
    UG_STAT_LEVEL,     /* character level */
    UG_STAT_HP,        /* value / max */
    UG_STAT_HUNGER,    /* value / max */
    UG_STAT_WEIGHT,    /* carried weight in tenths / the limit in tenths */
    UG_STAT_ATK,
    UG_STAT_DEF,
    UG_STAT_EXP,     /* value: experience; max: what the next level needs */
    UG_STAT_TURN,    /* turns taken */
    UG_STAT_SEED,    /* the seed: read its text with ug_game_seed (value and max are 0) */
    UG_STAT_ORBS,    /* orbs in the stack / its size */
    UG_STAT_CURSES,  /* value / max */
    UG_STAT_BOSS_HP, /* the living boss's health / its maximum */
    UG_STAT_SCORE,   /* the score so far: adventure's own (§7), else ug_game_score's rule */
    UG_STAT_COUNT
} UgStatId;

typedef struct UgStat {
    int16_t id; /* UgStatId */
    int64_t value, max;
} UgStat;

/* Writes the mode's stats, in the order its HUD shows them, to out[] (room for UG_STAT_COUNT);
 * returns how many. */
int ug_game_stats(const UgGame *game, UgStat out[UG_STAT_COUNT]);
/* One stat's entry, or false when the mode does not have it now. UG_STAT_SCORE is there in every
 * mode (ug_game_score), though only modes with a score rule of their own (adventure) list it in
 * ug_game_stats: the list is what the HUD and the morgue's character show, unchanged. */
bool ug_game_stat(const UgGame *game, UgStatId id, UgStat *out);
/* The game's score so far. Adventure's is its own (ADVENTURE.md §7); every other mode's is 100
 * per floor reached beyond the first, 10 per creature other than the player that died, 1 per 10
 * turns, and UG_SCORE_VICTORY_BONUS once won (the front end's formula, now the core's). */
enum { UG_SCORE_VICTORY_BONUS = 1000 };
int64_t ug_game_score(const UgGame *game);
const char *ug_stat_name(UgStatId id); /* "floor", "hp", ... */

/* A 64-bit hash (FNV-1a) of the whole game state, computed over its canonical little-endian
 * encoding (ug_game_encode), so it is equal on every build and platform for the same seed and
 * actions. */
uint64_t ug_game_hash(const UgGame *game);

/* The current floor as `undergrid dump` prints it: one line of JSON in the mode's own format (see
 * README), written to buf (at most `size` bytes, NUL-terminated when size > 0). Returns the
 * length the whole text needs, as snprintf does: call again with a larger buffer when it is not
 * less than `size`. */
size_t ug_game_dump(const UgGame *game, char *buf, size_t size);

/* The encodings of the state. Version 2 covers everything (ids, maximum health, speeds, flags,
 * every mode's own state); version 1 is the encoding of Undergrid 0.1, kept so that the hash line
 * of a version-1 replay file can still be checked (ug_game_hash_version(game, 1)). */
enum { UG_STATE_VERSION = 2 };
uint64_t ug_game_hash_version(const UgGame *game, int version);
/* Writes the canonical encoding of `version` (1 or 2) through `sink`, called with consecutive
 * pieces of it. Returns false (writing nothing) for an unknown version. */
typedef void (*UgSink)(void *context, const void *bytes, size_t count);
bool ug_game_encode(const UgGame *game, int version, UgSink sink, void *context);

/* --- Names (stable identifiers, not player-visible text) ------------------------------------ */
const char *ug_mode_name(UgMode mode);                 /* "classic" */
bool ug_mode_from_name(const char *name, UgMode *out); /* false if unknown */
bool ug_mode_available(UgMode mode);                   /* has the core a ruleset for it yet? */
const char *ug_monster_kind_name(UgMonsterKind kind);  /* "rat" */
const char *ug_item_kind_name(UgItemKind kind);        /* "apple", "fire" (an orb) */
const char *ug_orb_kind_name(UgOrbKind kind);          /* "fire", ..., "armor", "nuke" */
const char *ug_verb_name(UgVerb verb);                 /* "eat", "drink", "put" */
/* The verbs an item offers, in menu order, written to out[] (room for UG_VERB_COUNT); returns
 * how many. simple: apple -> eat, put; potion -> drink, put. */
int ug_item_verbs(UgItemKind kind, UgVerb out[UG_VERB_COUNT]);
char ug_tile_char(UgTile tile); /* '#', '.', '>', '!' */
const char *ug_version(void);   /* "0.1.0" */

#ifdef __cplusplus
}
#endif

#endif /* UG_GAME_H */
