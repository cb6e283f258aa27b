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
#include "undergrid/action.h"
#include "undergrid/entity.h"
#include "undergrid/event.h"
#include "undergrid/info.h"
#include "undergrid/modes/cursed.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --- Creating a game ------------------------------------------------------------------------ */

/* Zero means default: mode classic, seed "1". */
typedef struct UgGameParams {
    UgMode mode;
    const char *seed; /* classic: a whole number 0..4294967295; simple: any text */
} UgGameParams;

/* UgGame, the opaque game, is declared in undergrid/entity.h. */

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
/* What a front end asks before it acts for the player (travel, explore, the inventory). None of
 * them changes the game. An item's weight in tenths (0 in modes without weights). */
int ug_game_item_weight(const UgGame *game, UgItemKind kind);
/* Could the player pick up `item` now (UG_ACT_PICKUP on its tile)? UG_CARRY_OK in modes that
 * do not say (simple keeps its own rule). */
typedef enum UgCarry {
    UG_CARRY_OK = 0,
    UG_CARRY_HEAVY, /* it would take the carried weight over the limit */
    UG_CARRY_FULL,  /* no room: the pack (or the orb stack) is full */
} UgCarry;
UgCarry ug_game_can_carry(const UgGame *game, const UgItem *item);
/* How far (Chebyshev tiles) a creature of `kind` can hurt the player with one action: 1 for a
 * bite, more for an arrow, a bomb thrown or a hook (1 in modes that do not say). */
int ug_game_monster_reach(const UgGame *game, UgMonsterKind kind);
/* The ticks the player's next step costs (UG_SPEED_NORMAL where the mode has no scheduler):
 * with a creature's speed it says how many actions the creature has before the player's next. */
int ug_game_player_step_cost(const UgGame *game);
/* The least and the most one blow of `atk` against `def` does under the mode's damage rule
 * (a creature's atk against the player's DEF stat, the player's ATK against a creature's def);
 * false in modes that do not say. */
bool ug_game_blow_range(const UgGame *game, int32_t atk, int32_t def, int32_t *low, int32_t *high);
/* What using an item does under the mode's rule, for its sentence (issue 26): its use and the
 * number that goes with it (the health a potion heals, the hunger food restores, the ATK a weapon
 * or the DEF an armour adds with its enchantment). UG_USE_NONE where the mode has no such item.
 * ug_game_tile_effect says the same of a tile that acts when stepped on (classic's potions). */
typedef enum UgUse {
    UG_USE_NONE = 0,
    UG_USE_HEAL,  /* value: health restored */
    UG_USE_FEED,  /* value: hunger restored */
    UG_USE_WIELD, /* value: ATK added */
    UG_USE_WEAR,  /* value: DEF added */
    UG_USE_ORB,   /* picked up into the orb stack (value 0) */
} UgUse;
typedef struct UgEffect {
    UgUse use;
    int32_t value;
} UgEffect;
UgEffect ug_game_item_effect(const UgGame *game, const UgItem *item);
UgEffect ug_game_tile_effect(const UgGame *game, UgTile tile);
/* The monster with id `id`, or NULL (it died, or lives on another floor). */
const UgMonster *ug_game_monster_by_id(const UgGame *game, UgId id);

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
/* Why the top orb can or cannot be aimed at (x, y) now, for the words of the aim (issue 26). */
typedef enum UgAimWhy {
    UG_AIM_OK = 0,
    UG_AIM_NO_ORB,         /* no usable orb (or the mode does not say) */
    UG_AIM_SELF_ONLY,      /* it is used on yourself (Ice) */
    UG_AIM_TOO_FAR,        /* beyond its range */
    UG_AIM_UNSEEN,         /* a tile not in sight */
    UG_AIM_NEEDS_EMPTY,    /* it needs a free tile (Slime) */
    UG_AIM_NEEDS_CREATURE, /* it needs a creature there (Fire, Lump) */
} UgAimWhy;
UgAimWhy ug_game_orb_aim_why(const UgGame *game, int x, int y);
/* The tiles the top orb's effect would touch if thrown at (x, y) now, for the aim's preview:
 * the creature it burns or stuns, the tile it blinks you to, your own tile for Ice; none when it
 * cannot go there or would touch nothing (Fire quenched by water on its way). Written to out[]
 * (room for `max`); returns how many, even when that is more than `max` (0 in modes that do not
 * say). The mode computes it with the code its throw uses. */
typedef struct UgTileXY {
    int16_t x, y;
} UgTileXY;
int ug_game_orb_effect_tiles(const UgGame *game, int x, int y, UgTileXY *out, int max);
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
/* What winning adds to the game's score: UG_SCORE_VICTORY_BONUS, or the mode's own rule's
 * (adventure: 2000). The end screen says it. */
int ug_game_victory_bonus(const UgGame *game);
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
