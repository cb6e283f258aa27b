/* What the adventure mode's files share (adventure.c: sight and doors, the player's numbers,
 * the creatures on the floor, floors and the ruleset hooks; adv_monsters.c: the monsters' turns;
 * adv_player.c: the player's actions, items, equipment and orbs). Private to
 * src/core/modes/adventure/: nothing else includes it. */
#ifndef UG_ADV_INTERNAL_H
#define UG_ADV_INTERNAL_H

#include <stdlib.h>

#include "modes/adventure/adventure.h"

enum {
    START_HP = 20,
    START_ATK = 4,
    START_DEF = 2,
    START_EXP_NEXT = 5,
    HUNGER_MAX = 100,
    HUNGER_TURNS = 10,
    APPLE_FOOD = 30,
    RATION_FOOD = 100,
    POTION_HEAL = 10,
    FIRE_RANGE = 5,
    SLIME_RANGE = 5,
    LUMP_RANGE = 3,
    LUMP_DAMAGE = 2,
    BOMB_DAMAGE = 6,
    PLATE_MOVE = 120,
    AXE_ATTACK = 150,
    TROLL_REGEN = 2,
    WORLD_GUARD = 100000, /* monster actions per player action, a guard only */
};

/* The eight directions in the fixed order every scan uses (adventure.c). */
extern const int ug_adv_d8[8][2];

/* Small helpers, a line or a few each (static inline: all three files use them). */
static inline AdvState *st(const UgGame *g) {
    return ug_adv_state(g);
}

static inline int cheb(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static inline int sign(int v) {
    return (v > 0) - (v < 0);
}

static inline UgTile tile(const UgGame *g, int x, int y) {
    return ug_game_tile(g, x, y);
}

static inline bool opaque(UgTile t) {
    return t == UG_TILE_ROCK || t == UG_TILE_DOOR_CLOSED;
}

/* The geometry of a step or blow from (fx, fy) to the neighbour (tx, ty): the target can be
 * stood on and a diagonal does not cut a wall's corner. */
static inline bool step_geometry(const UgGame *g, int fx, int fy, int tx, int ty) {
    if (!ug_in_bounds(g, tx, ty) || !ug_adv_walkable(tile(g, tx, ty))) return false;
    if (fx != tx && fy != ty &&
        (tile(g, tx, fy) == UG_TILE_ROCK || tile(g, fx, ty) == UG_TILE_ROCK))
        return false;
    return true;
}

static inline bool occupied(const UgGame *g, int x, int y) {
    return (g->player.x == x && g->player.y == y) || ug_game_monster_at(g, x, y) >= 0;
}

/* The index of the monster with this id, or -1. Ids are handed out in increasing order and
 * monsters are appended and removed in order, so the list is normally sorted by id: a binary
 * search finds it in O(log n). Ids are unique, so a hit is the answer whatever the order; only a
 * miss (a list some path left unsorted, or an id no longer there) falls back to the plain scan,
 * so the result is always the scan's. */
static inline int index_of(const UgGame *g, UgId id) {
    int lo = 0, hi = g->monster_count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        UgId m = g->monsters[mid].id;
        if (m == id) return mid;
        if (m < id)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].id == id) return i;
    return -1;
}

static inline bool free_tile(const UgGame *g, int x, int y) {
    return ug_in_bounds(g, x, y) && ug_adv_walkable(tile(g, x, y)) && !occupied(g, x, y);
}

static inline UgOrbKind orb_of_item(UgItemKind k) {
    return (UgOrbKind)(k - UG_ITEM_ORB_FIRE);
}

static inline bool is_bomb(const UgMonster *m) {
    return m->kind == UG_MON_HP_BOMB;
}

static inline bool is_orb_item(int kind) {
    return kind >= UG_ITEM_ORB_FIRE && kind <= UG_ITEM_ORB_LUMP;
}

/* The index of the top uncursed orb, or -1. */
static inline int usable_top(const AdvState *s) {
    int top = s->orb_count - 1, limit = ADV_ORB_MAX - s->curses - 1;
    return top < limit ? top : limit;
}

/* How the player killed a monster, for the drop rates (ADVENTURE.md §5). */
typedef enum Method { BY_BUMP = 0, BY_FIRE, BY_LUMP, BY_BURST } Method;

/* --- adventure.c ------------------------------------------------------------------------------ */

/* The player's FOV from its position; what is visible joins the memory. */
void ug_adv_update_sight(UgGame *g);
/* Brogue's rule: a door is open exactly while someone stands in it. True if it changed. */
bool ug_adv_door_refresh(UgGame *g, int x, int y);
/* A creature went from (fx, fy) to (tx, ty): doors follow, and sight when a door changed. */
void ug_adv_moved(UgGame *g, int fx, int fy, int tx, int ty);
/* The carried item with id `id`, or NULL (also for UG_ID_NONE). */
const UgItem *ug_adv_carried_by_id(const UgGame *g, UgId id);
/* The player's attack and defence with what it wields and wears. */
int32_t ug_adv_player_atk(const UgGame *g);
int32_t ug_adv_player_def(const UgGame *g);
/* Recomputes the pack's weight from the inventory. */
void ug_adv_update_weight(UgGame *g);
/* The player dies, killed by a creature of `kind` and `level` (-1: hunger) or `killer`. */
void ug_adv_player_dies(UgGame *g, int kind, int level, UgId killer, UgEvents *ev);
/* A blow, bolt or burst of `dam` on the player, said with `msg`; the icy armour takes a whole
 * hit first; the player may die. */
void ug_adv_hurt_player(UgGame *g, int kind, int level, UgId from, int32_t dam, UgMsg msg,
                        UgEvents *ev);
/* Takes monster i off the floor and the scheduler (indices above it shift down). */
void ug_adv_remove_monster(UgGame *g, int i);
/* Adds a monster at (x, y), first acting `delay` ticks from now; its index, or -1 if full. */
int ug_adv_spawn(UgGame *g, UgMonster m, int x, int y, int delay);
/* Is a boss fight over (no boss and no Juvenile Gargoyle left on the floor)? */
bool ug_adv_boss_fight_over(const UgGame *g);
/* The player deals `dam` to monster i (a blow, a bolt or a lump); it may die or blink. */
void ug_adv_player_damages(UgGame *g, int i, int32_t dam, Method how, UgMsg msg, UgEvents *ev);
/* Builds floor `depth` from the seed and puts the player on its arrival (nothing when out of
 * memory). */
void ug_adv_enter_floor(UgGame *g, int depth, UgEvents *ev);

/* --- adv_monsters.c --------------------------------------------------------------------------- */

/* Is there water on the line from (x0, y0) to (x1, y1), its start excluded? */
bool ug_adv_water_between(const UgGame *g, int x0, int y0, int x1, int y1);
/* The free tile at distance exactly 3 from (x, y), seen by the player, uniformly; failing that
 * any free tile seen at 2..5; failing that any free tile. False if none. */
bool ug_adv_summon_spot(UgGame *g, int x, int y, int *ox, int *oy);
/* Monsters act until it is the player's turn again (the scheduler decides). */
void ug_adv_run_world(UgGame *g, UgEvents *ev);

/* --- adv_player.c ----------------------------------------------------------------------------- */

/* An orb kind's range (0: not aimed at a distance). */
int ug_adv_orb_range_of(int kind);
/* Would the top usable orb be used on (x, y) (the ruleset's orb_target_ok)? */
bool ug_adv_orb_target(const UgGame *g, int x, int y);
/* Why the top orb can or cannot go to (x, y) (ug_game_orb_aim_why); UG_AIM_OK: it can. */
UgAimWhy ug_adv_orb_aim_why(const UgGame *g, int x, int y);
/* The tiles the top orb's effect touches when thrown at (x, y) (ug_game_orb_effect_tiles; the
 * throw uses the same), at most ADV_EFFECT_TILES_MAX. */
enum { ADV_EFFECT_TILES_MAX = 4 };
int ug_adv_orb_effect_tiles(const UgGame *g, int x, int y, UgTileXY *out, int max);
/* The ruleset's act: one player action, then the monsters' turns; false if not carried out. */
bool ug_adv_act(UgGame *g, UgAction a, UgEvents *ev);

#endif
