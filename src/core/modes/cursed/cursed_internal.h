/* What the cursed mode's files share (cursed.c: the engine, sight, levels and the ruleset hooks;
 * cursed_pc.c: the PC, its orbs, curses and achievements; cursed_enemies.c: the creatures, the
 * enemies' and bosses' turns). Private to src/core/modes/cursed/: nothing else includes it. */
#ifndef UG_CURSED_INTERNAL_H
#define UG_CURSED_INTERNAL_H

#include <string.h>

#include "modes/cursed/cursed.h"

typedef struct KindInfo {
    int hp, sight, damage, curse; /* curse: what it adds when it curses (attack or death) */
    int reach, extend;            /* AttackRange base and extend (0: none) */
    double move, attack;          /* dummyAct's move and attack durations */
    bool cautious, curses_on_attack, boss;
    int8_t loot; /* UgOrbKind */
} KindInfo;

/* entity.js's numbers for every kind (cursed_enemies.c). */
extern const KindInfo ug_cursed_kinds[UG_MON_KIND_COUNT];

/* What every rule function needs: the game, its state and the caller's events. */
typedef struct Ctx {
    UgGame *g;
    CursedState *s;
    UgEvents *ev;
} Ctx;

/* Small helpers, a line or a few each (static inline: all three files use them). */
static inline int iabs(int v) {
    return v < 0 ? -v : v;
}
static inline int dist(int ax, int ay, int bx, int by) {
    int dx = iabs(ax - bx), dy = iabs(ay - by);
    return dx > dy ? dx : dy;
}
static inline bool is_floor(const CursedState *s, int x, int y) {
    return x >= 0 && y >= 0 && x < CURSED_W && y < CURSED_H && s->passes[y][x];
}
static inline int npc_at(const UgGame *g, int x, int y) {
    return ug_game_monster_at(g, x, y);
}
static inline bool pc_at(const UgGame *g, int x, int y) {
    return g->player.x == x && g->player.y == y;
}
static inline int item_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < g->item_count; i++)
        if (g->items[i].x == x && g->items[i].y == y) return i;
    return -1;
}
static inline bool stairs_at(const CursedState *s, int x, int y) {
    return s->stairs_x == x && s->stairs_y == y;
}
static inline int monster_index(const UgGame *g, UgId id) {
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].id == id) return i;
    return -1;
}
static inline void msg(Ctx *c, UgMsg m, int a, int b) {
    ug_events_msg(c->ev, m, a, b);
}
static inline void msg_about(Ctx *c, UgMsg m, const UgMonster *who, int b) {
    ug_events_push(c->ev, UG_EV_MESSAGE, m, who->kind, b, who->id, UG_ID_PLAYER);
}
static inline int top_orb(const CursedState *s) {
    int i = ug_cursed_top_index(s);
    return i >= 0 ? s->stack[i] : -1;
}
static inline void push_orb(CursedState *s, int orb) {
    if (s->stack_len < CURSED_STACK) s->stack[s->stack_len++] = (int8_t)orb;
}
static inline void set_curse(CursedState *s, int delta) {
    int c = s->curses + delta;
    if (c < 0) c = 0;
    if (c > CURSED_MAX_CURSES) c = CURSED_MAX_CURSES;
    s->curses = c;
}
static inline bool can_be_cursed(const CursedState *s) {
    return s->curses < CURSED_MAX_CURSES;
}

/* The cells of a FOV, in rot.js's order. */
typedef struct FovList {
    int n;
    int xs[19 * 19], ys[19 * 19];
} FovList;

/* --- cursed.c --------------------------------------------------------------------------------- */

/* The PC's stack, curses and death mirrored into g->player and g->status. */
void ug_cursed_sync_player(UgGame *g);
/* FOV(x, y, r) over the board into `out` (rot.js PreciseShadowcasting). */
void ug_cursed_fov_list(const CursedState *s, int x, int y, int r, FovList *out);
/* Is (tx, ty) in FOV(x, y, r)? */
bool ug_cursed_sees(const CursedState *s, int x, int y, int r, int tx, int ty);
/* countEnemiesInSight() non-empty: an NPC (placed) on a cell of FOV(PC, 5). */
bool ug_cursed_npc_in_pc_view(const UgGame *g, const CursedState *s);
/* system.js, unlockEngine: the current actor's turn took `d`; resume (may run other turns). */
void ug_cursed_unlock_engine(Ctx *c, double d);
/* Takes NPC `id` off the scheduler and the board (nothing when it is not there). */
void ug_cursed_remove_npc(UgGame *g, UgId id);
/* Puts orb kind `orb` (UgOrbKind) on (x, y) as an item; nothing when the item list is full. */
void ug_cursed_add_orb(UgGame *g, int orb, int x, int y);
/* Removes item `i` (a valid index), keeping the others' order. */
void ug_cursed_remove_item(UgGame *g, int i);

/* --- cursed_pc.c ------------------------------------------------------------------------------ */

/* An orb's range (entity.js pc AttackRange; §3.3); -1: cannot be aimed. */
int ug_cursed_orb_range_of(int orb);
/* system.js, pcAct: the PC's turn came (takes the lock; listens unless something plays it). */
void ug_cursed_pc_act(Ctx *c);
/* A step or a bump by (dx, dy) (0, 0: a wait); false when nothing happened (a wall). */
bool ug_cursed_pc_move(Ctx *c, int dx, int dy);
/* system.js, pcFastMove; returns whether a step was taken. */
bool ug_cursed_pc_fast_move(Ctx *c, bool initialize, int dx, int dy);
/* The contextual Space's first two cases (the stairs, a pick-up); false: nothing was done. */
bool ug_cursed_pc_pick_or_use(Ctx *c, bool stairs_only);
/* Uses the top orb on (x, y) when ug_cursed_target_ok; false (nothing done) otherwise. */
bool ug_cursed_pc_use_at(Ctx *c, int x, int y);
/* Can the top orb be aimed at all (a stack whose top is not Armor)? */
bool ug_cursed_can_aim(const CursedState *s);
/* Would aim mode's Space with the cursor on (x, y) use the top orb (useOrbInTheInventory)? */
bool ug_cursed_target_ok(const UgGame *g, const CursedState *s, int x, int y);
/* The tiles the top orb touches when used on (x, y) (ug_game_orb_effect_tiles; the aim's
 * preview): the creature's tile for Fire, Lump and Nuke, the tile Slime jumps you to, your own
 * tile for Ice; none when it cannot be used there. ug_cursed_pc_use_at acts on these tiles. */
int ug_cursed_orb_effect_tiles(const UgGame *g, int x, int y, UgTileXY *out, int max);

/* --- cursed_enemies.c ------------------------------------------------------------------------- */

/* system.js, placeBoss: one draw over FOV(ox, oy, 3)'s free floor farther than `far` from
 * (tx, ty) into (*x, *y); false when no cell qualifies (the draw is still taken). */
bool ug_cursed_place_boss(Ctx *c, int ox, int oy, int tx, int ty, int far, int *x, int *y);
/* The scheduler's `actor` (the PC, an NPC's id or a phantom bomb) takes its turn. */
void ug_cursed_actor_act(Ctx *c, int actor);

#endif
