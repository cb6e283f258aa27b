/* The game core's public API: one UgGame value, plain UgAction structs in, UgEvent values out.
 *
 * The core is pure C11. It never includes SDL, never reads a clock, never calls rand(), holds no
 * mutable global state and does no I/O: the same parameters and the same actions give the same
 * state, bit for bit, on every platform (ug_game_hash proves it). The front end (window, CLI,
 * bots, tests) owns the loop: it builds actions, calls ug_game_act, drains the events and reads
 * the state through the const accessors below.
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
    UG_TILE_COUNT
} UgTile;

typedef enum UgMonsterKind {
    UG_MON_RAT = 0,
    UG_MON_GOBLIN,
    UG_MON_OGRE,
    UG_MON_KIND_COUNT
} UgMonsterKind;

typedef enum UgItemKind { UG_ITEM_APPLE = 0, UG_ITEM_POTION, UG_ITEM_KIND_COUNT } UgItemKind;

typedef struct UgMonster {
    int16_t kind; /* UgMonsterKind */
    int16_t x, y;
    int32_t hp; /* 32 bits: simple's deep rats outgrow 16 (a level-52 rat has 36,000 HP) */
    int32_t level, atk, def, exp; /* used by modes with character growth; 0 otherwise */
} UgMonster;

typedef struct UgItem {
    int16_t kind;  /* UgItemKind */
    int16_t x, y;  /* where it lies (meaningless for an item in the inventory) */
    int16_t level; /* potions: heals 10 x level (the name is "回復薬" + 10 x level); apples: 0 */
} UgItem;

/* What can be done with an inventory item (UG_ACT_USE's verb). simple: an apple offers eat and
 * put, a potion drink and put, in that order (ug_item_verbs). */
typedef enum UgVerb { UG_VERB_EAT = 0, UG_VERB_DRINK, UG_VERB_PUT, UG_VERB_COUNT } UgVerb;

typedef struct UgPlayer {
    int16_t x, y;
    int32_t hp, max_hp;
    int32_t turns; /* turns taken in this game (classic: kept across floors, like the original) */
    /* Character growth, hunger and weight (simple; all 0 in classic). */
    int32_t level;
    int32_t atk, def;
    int64_t exp, exp_next; /* experience, and what the next level needs */
    int32_t hunger, hunger_max;
    /* Carried weight in tenths, as the original shows it (Math.round(weight * 10)); the limit
     * is weight_max_tenths (100, i.e. 10.0). */
    int32_t weight_tenths, weight_max_tenths;
} UgPlayer;

typedef enum UgStatus { UG_STATUS_PLAYING = 0, UG_STATUS_DEAD } UgStatus;

/* --- Actions: what the player does. Built by the front end, never from raw keycodes. --------- */
typedef enum UgActionKind {
    UG_ACT_NONE = 0,
    UG_ACT_MOVE,    /* dx, dy in -1..1: step, or bump-attack what stands there */
    UG_ACT_WAIT,    /* pass one turn */
    UG_ACT_DESCEND, /* take the stairs you stand on (modes where stairs need a key) */
    UG_ACT_PICKUP,  /* pick up what lies here */
    UG_ACT_USE,     /* use inventory item `item` (verb in `verb`) */
    UG_ACT_KIND_COUNT
} UgActionKind;

typedef struct UgAction {
    int8_t kind; /* UgActionKind */
    int8_t dx, dy;
    int8_t verb;
    int16_t item;
} UgAction;

static inline UgAction ug_action_move(int dx, int dy) {
    UgAction a = {UG_ACT_MOVE, (int8_t)dx, (int8_t)dy, 0, 0};
    return a;
}
static inline UgAction ug_action_wait(void) {
    UgAction a = {UG_ACT_WAIT, 0, 0, 0, 0};
    return a;
}
static inline UgAction ug_action_simple(UgActionKind kind) {
    UgAction a = {(int8_t)kind, 0, 0, 0, 0};
    return a;
}
/* Use inventory item `item` (0-based) with `verb`. */
static inline UgAction ug_action_use(int item, UgVerb verb) {
    UgAction a = {UG_ACT_USE, 0, 0, (int8_t)verb, (int16_t)item};
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
    UG_MSG_COUNT
} UgMsg;

typedef enum UgEventKind {
    UG_EV_MESSAGE = 0, /* a message for the log */
    UG_EV_DAMAGE, /* a = target (-1 the player, else monster index before removal), b = amount */
    UG_EV_DEATH,  /* a = -1 the player, else monster kind */
    UG_EV_FLOOR,  /* a = new floor number */
    UG_EV_HEAL,   /* a = amount actually healed */
    UG_EV_KIND_COUNT
} UgEventKind;

typedef struct UgEvent {
    int16_t kind; /* UgEventKind */
    int16_t msg;  /* UgMsg, for UG_EV_MESSAGE */
    int32_t a, b, c;
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
/* Sight radius of the mode (classic: 6; simple: 1, its corridor sight, though in a room the
 * whole room is seen: read ug_game_visible), for bots and the view. */
int ug_game_sight_radius(const UgGame *game);
/* Directions of movement: 4 (orthogonal) or 8 (with diagonals). */
int ug_game_topology(const UgGame *game);

/* A 64-bit hash of the whole game state, computed over a canonical little-endian encoding, so
 * it is equal on every build and platform for the same seed and actions. */
uint64_t ug_game_hash(const UgGame *game);

/* --- Names (stable identifiers, not player-visible text) ------------------------------------ */
const char *ug_mode_name(UgMode mode);                 /* "classic" */
bool ug_mode_from_name(const char *name, UgMode *out); /* false if unknown */
bool ug_mode_available(UgMode mode);                   /* has the core a ruleset for it yet? */
const char *ug_monster_kind_name(UgMonsterKind kind);  /* "rat" */
const char *ug_item_kind_name(UgItemKind kind);        /* "apple" */
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
