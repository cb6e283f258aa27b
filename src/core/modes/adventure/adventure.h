/* adventure's private definitions (RULES.md §4, docs/RULES-adventure.md): the tables, the floor
 * generator's output and the mode's state. Only src/core/modes/adventure/ and the core's white-box
 * tests include this file. */
#ifndef UG_MODES_ADVENTURE_H
#define UG_MODES_ADVENTURE_H

#include "engine/engine.h"
#include "systems/schedule.h"

enum {
    /* The revision of adventure's rules (undergrid/snapshot.h): bump it with any change that
     * would play a recorded game differently (a balance change); saves made before continue from
     * their snapshots. */
    ADVENTURE_RULES_REVISION = 2, /* 2: the balance of issue 26 (RULES-adventure.md §4.9) */
    ADV_W = 64,
    ADV_H = 32,
    ADV_DEPTHS = 10,
    ADV_MAX_ROOMS = 40,
    ADV_STAIRS_MIN_DISTANCE = 40,
    ADV_MONSTER_CLEAR = 8, /* no monster within this Chebyshev distance of the arrival */
    ADV_INVENTORY_MAX = 20,
    ADV_CARRY_TENTHS = 120,
    ADV_ORB_MAX = 6,
    ADV_CURSE_MAX = 3,
    ADV_KIT_IDS = 4, /* the starting kit's items take ids 2..5; floors' creatures start at 6 */
};

/* What a monster does on its turn (ADVENTURE.md §6). */
typedef enum AdvBehaviour {
    ADV_CHASE = 0,
    ADV_KEEP_DISTANCE, /* archers */
    ADV_SUMMON,        /* cultists: two rats once, on first sight */
    ADV_CURSE,         /* wisps: each hit also curses */
    ADV_BOMB,          /* bombers */
    ADV_REGENERATE,    /* trolls: 2 HP each action */
    ADV_GARGOYLE,
    ADV_BUTCHER,
    ADV_GHOUL,
    ADV_GIOVANNI,
    ADV_BURST, /* a bomb: bursts at its first action */
} AdvBehaviour;

typedef struct AdvMonsterInfo {
    int16_t kind; /* UgMonsterKind */
    int8_t first_depth, last_depth;
    int32_t hp, atk, def;
    int16_t speed;
    int8_t behaviour; /* AdvBehaviour */
    int32_t exp;
} AdvMonsterInfo;

/* The table row of a kind adventure knows (grunts, bosses, bombs), or NULL. */
const AdvMonsterInfo *ug_adv_monster_info(UgMonsterKind kind);
/* How far a kind can hurt the player in one action (adv_monsters.c's rules: a bite 1, the
 * archer's arrow 5, a bomb set 3, the Gargoyle's breath 2, the Butcher's hook 3, Giovanni's
 * bombs 5, a bomb's burst 1); 1 for kinds it does not know. */
int ug_adv_monster_reach(UgMonsterKind kind);
/* A monster of `kind` at `level` (1..): the table's numbers grown by simple's per-level scaling
 * (HP x1.2, ATK x1.1, DEF x1.1, EXP x1.4, each step rounded up). Position and id are 0. */
UgMonster ug_adv_make_monster(UgMonsterKind kind, int level);
/* x times num / den, rounded up (the growth steps), saturating at INT32_MAX. */
int32_t ug_adv_ceil_scale(int32_t x, int num, int den);
/* An item's weight in tenths, and an equipment's bonus (ATK for weapons, DEF for armour, before
 * its enchantment); 0 for other kinds. */
int ug_adv_item_weight(UgItemKind kind);
int ug_adv_item_bonus(UgItemKind kind);
bool ug_adv_is_weapon(UgItemKind kind);
bool ug_adv_is_armour(UgItemKind kind);
/* The region of a depth: 0 Upper Halls (1-3), 1 Warrens (4-6), 2 Deep Grid (7-9), 3 The Core. */
int ug_adv_region(int depth);
/* Sight radius on a depth (8; 6 in the Warrens). */
int ug_adv_sight(int depth);
/* The boss of a depth (3, 6, 9, 10), or -1. */
int ug_adv_boss_kind(int depth);
/* Damage of one blow (ADVENTURE.md §4): base = max(1, (11 ATK - 4 DEF) div 10), uniform in
 * [max(1, base div 2), base] drawn from rng. */
int32_t ug_adv_damage(int32_t atk, int32_t def, UgRng *rng);
/* The least and the most one blow of ATK against DEF can do (ug_adv_damage's bounds). */
void ug_adv_damage_range(int32_t atk, int32_t def, int32_t *low, int32_t *high);

typedef struct AdvRoom {
    int16_t x, y, w, h; /* the interior; its walls are the ring around it */
    bool vault, cave;   /* cave: a cave patch in its leaf (Deep Grid), not a room */
} AdvRoom;

/* A floor as built from (seed, depth) alone. */
typedef struct AdvFloor {
    uint8_t tiles[UG_MAP_MAX_H][UG_MAP_MAX_W];
    int depth;
    int arrival_x, arrival_y;
    int stairs_x, stairs_y; /* -1, -1 on depth 10 */
    int room_count;
    AdvRoom rooms[ADV_MAX_ROOMS];
    int vault; /* index in rooms, or -1 */
    int vault_door_x, vault_door_y;
    int monster_count;
    UgMonster monsters[UG_MAX_MONSTERS]; /* ids 0: the rules name them */
    int item_count;
    UgItem items[UG_MAX_ITEMS];
    int attempts; /* layouts drawn before one met every rule (1 = the first) */
} AdvFloor;

/* Builds floor `depth` (1..10) of the seed text. Never fails: a layout that misses a rule is
 * drawn again from the same stream. */
void ug_adv_generate(AdvFloor *f, const char *seed, int depth);

/* Path distances from (sx, sy) over walkable tiles (8 directions, no corner cutting, each step
 * 1); -1 where unreached. */
void ug_adv_distances(const AdvFloor *f, int sx, int sy, int16_t dist[ADV_H][ADV_W]);
/* An orb drawn from the floor's orb table (Fire 35 %, Ice 20 %, Slime 20 %, Lump 25 %). */
UgItemKind ug_adv_orb_item(UgRng *rng);
/* The best weapon or armour of a depth's table (vaults, boss drops). */
UgItemKind ug_adv_best_equipment(int depth, bool weapon);

/* Can a creature stand on tile t? */
static inline bool ug_adv_walkable(UgTile t) {
    return t == UG_TILE_FLOOR || t == UG_TILE_STAIRS || t == UG_TILE_DOOR_CLOSED ||
           t == UG_TILE_DOOR_OPEN || t == UG_TILE_ARRIVAL || t == UG_TILE_WATER ||
           t == UG_TILE_RUBBLE;
}

/* Per-monster state beside game->monsters (same index). */
typedef struct AdvMonsterState {
    int16_t last_x, last_y; /* where it last saw the player (alerted) */
    bool alerted;
    bool seen_player;                /* it has seen the player once (a cultist summons then) */
    bool skip;                       /* a Lump hit it: it loses its next action */
    bool used;                       /* its once-only power is spent (summon, juvenile, rising) */
    int8_t cooldown;                 /* actions before its next pull or bomb */
    int16_t owner_kind, owner_level; /* a bomb: who set it (for the cause of a death) */
} AdvMonsterState;

typedef struct AdvState {
    int32_t level, atk, def, exp, exp_next;
    int32_t hunger, hunger_max;
    int32_t hunger_turn;  /* turns since hunger last fell (0..9) */
    int32_t regen_milli;  /* thousandths of an HP regenerated, not yet whole */
    int32_t starve_milli; /* thousandths of an HP lost to hunger, not yet whole */
    int32_t weight;       /* tenths */
    int inventory_count;
    UgItem inventory[ADV_INVENTORY_MAX];
    UgId wielded, worn; /* item ids, or UG_ID_NONE */
    int orb_count;
    int8_t orbs[ADV_ORB_MAX]; /* UgOrbKind, bottom first */
    int32_t curses;
    int32_t ice_layers;
    int32_t deepest;
    int32_t bosses_killed;
    int32_t total_exp;
    int8_t boss_state; /* UgBossState on this floor */
    bool wall_said;    /* always false: it once kept a refused bump from being said twice, which
                          changed the state without an action to record; kept so that the
                          encoding of every state stays as it was */
    int16_t arrival_x, arrival_y, stairs_x, stairs_y;
    int32_t death_kind, death_level, death_depth; /* the cause (-1: hunger), -2 while alive */
    UgSchedule schedule;
    AdvMonsterState mon[UG_MAX_MONSTERS];
    /* The monsters' path scratch (adv_monsters.c): a workspace and the Dijkstra maps of the
     * places they walk to, kept across actions while the floor's path grid stays the same.
     * Derived from the floor alone: never encoded, not cloned (a copy starts without it), made
     * on first use, freed with the state. */
    struct AdvPaths *paths;
} AdvState;

/* Frees the monsters' path scratch of a state (the ruleset's free_state). */
void ug_adv_free_paths(AdvState *s);
/* Where alerted monster i, walking to the place (tx, ty) it last saw the player, steps now
 * (adv_monsters.c): true and the tile, or false if it stays (no path, or the path's first step
 * is taken). The step is ug_path_astar's first over the floor's path grid (rubble 2, what cannot
 * be walked 0), found over shared maps; white-box tests compare the two. Changes nothing but the
 * path scratch. */
bool ug_adv_path_step(UgGame *g, int i, int tx, int ty, int *x, int *y);

static inline AdvState *ug_adv_state(const UgGame *g) {
    return (AdvState *)ug_mode_state(g);
}

/* The score (ADVENTURE.md §7). */
int64_t ug_adv_score(const UgGame *g);

#endif /* UG_MODES_ADVENTURE_H */
