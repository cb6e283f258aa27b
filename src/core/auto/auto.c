/* Travel, auto-explore, rest and run (include/undergrid/auto.h). Pure: the public accessors in,
 * one UgAction out; no state but the caller's UgAuto. */
#include "undergrid/auto.h"

#include <stdlib.h>
#include <string.h>

enum { TILES = UG_MAP_MAX_W * UG_MAP_MAX_H };
/* Rest gives up after this many turns without healing; explore after this many actions (a
 * guard only: each target is reached once, so it ends long before). */
enum { REST_IDLE_MAX = 25, EXPLORE_STEPS_MAX = 4 * TILES };

static const int dirs[8][2] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                               {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

static int ndirs(const UgGame *g) {
    return ug_game_topology(g) == 8 ? 8 : 4;
}

static bool on_board(const UgGame *g, int x, int y) {
    return x >= 0 && y >= 0 && x < ug_game_width(g) && y < ug_game_height(g);
}

static bool walkable(const UgGame *g, int x, int y) {
    return ug_game_seen(g, x, y) && ug_game_tile(g, x, y) != UG_TILE_ROCK;
}

static int chebyshev(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

int ug_auto_threat_radius(const UgGame *g, const UgMonster *m) {
    int speed = m->speed > 0 ? m->speed : UG_SPEED_NORMAL;
    int step = ug_game_player_step_cost(g);
    int actions = (step + speed - 1) / speed; /* before the player's next action */
    if (actions < 1) actions = 1;
    if (actions > 8) actions = 8;
    /* It may walk actions - 1 tiles, then strike from its own reach. */
    return ug_game_monster_reach(g, (UgMonsterKind)m->kind) + actions - 1;
}

/* The visible creature that could act on the player standing at (x, y) before the player's
 * next action (its reach and speed: ug_auto_threat_radius; a bomb's 3x3 blast is a reach of 1),
 * or NULL. */
static const UgMonster *threat_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp > 0 && ug_game_visible(g, m->x, m->y) &&
            chebyshev(x, y, m->x, m->y) <= ug_auto_threat_radius(g, m))
            return m;
    }
    return NULL;
}

/* The first living creature in view (the game's order), or NULL. */
static const UgMonster *in_view(const UgGame *g) {
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp > 0 && ug_game_visible(g, m->x, m->y)) return m;
    }
    return NULL;
}

static int item_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == x && it->y == y) return i;
    }
    return -1;
}

/* --- The search ------------------------------------------------------------------------------ */

/* May the search go from (cx, cy) to (nx, ny) under `flags`? */
static bool may_enter(const UgGame *g, unsigned flags, int cx, int cy, int nx, int ny,
                      const uint8_t *danger) {
    if (!walkable(g, nx, ny)) return false;
    if (!(flags & UG_AUTO_SAFE)) return true;
    if (danger[ny * ug_game_width(g) + nx]) return false;
    /* No cutting a wall's corner: the strictest of the modes' rules holds in all of them. */
    if (nx != cx && ny != cy && (!walkable(g, nx, cy) || !walkable(g, cx, ny))) return false;
    return true;
}

/* The one breadth-first search: `r`'s callbacks where given, else the rules of `flags`. */
static int search(const UgGame *g, const UgAutoRules *r, unsigned flags, UgAutoPoint *out, int max,
                  int *gx, int *gy) {
    int w = ug_game_width(g), h = ug_game_height(g);
    int nd = r->directions == 8 || r->directions == 4 ? r->directions : ndirs(g);
    const UgPlayer *p = ug_game_player(g);
    if (w <= 0 || h <= 0 || w * h > TILES || !on_board(g, p->x, p->y)) return -1;
    int16_t parent[TILES];
    int16_t queue[TILES];
    int16_t depth[TILES];
    uint8_t danger[TILES];
    if (flags & UG_AUTO_SAFE) { /* creatures' tiles and reach, known before the search */
        memset(danger, 0, (size_t)(w * h));
        for (int i = 0; i < ug_game_monster_count(g); i++) {
            const UgMonster *m = ug_game_monster(g, i);
            if (m->hp <= 0 || !ug_game_visible(g, m->x, m->y)) continue;
            int rad = ug_auto_threat_radius(g, m);
            for (int y = m->y - rad; y <= m->y + rad; y++)
                for (int x = m->x - rad; x <= m->x + rad; x++)
                    if (on_board(g, x, y)) danger[y * w + x] = 1;
        }
    }
    for (int i = 0; i < w * h; i++) parent[i] = -1;
    int head = 0, tail = 0, start = p->y * w + p->x;
    parent[start] = (int16_t)start;
    depth[start] = 0;
    queue[tail++] = (int16_t)start;
    while (head < tail) {
        int cur = queue[head++], cx = cur % w, cy = cur / w;
        if (cur != start && r->goal(g, cx, cy, r->context)) {
            int steps = 0;
            for (int t = cur; t != start; t = parent[t]) steps++;
            int k = steps;
            for (int t = cur; t != start; t = parent[t])
                if (--k < max) out[k] = (UgAutoPoint){(int16_t)(t % w), (int16_t)(t / w)};
            if (gx) *gx = cx;
            if (gy) *gy = cy;
            return steps;
        }
        if (r->limit > 0 && depth[cur] >= r->limit) continue;
        if (cur != start && r->expand && !r->expand(g, cx, cy, r->context)) continue;
        UgTile t = ug_game_tile(g, cx, cy);
        if (cur != start && !r->expand &&
            (t == UG_TILE_STAIRS || ((flags & UG_AUTO_SAFE) && t == UG_TILE_POTION)))
            continue;
        for (int d = 0; d < nd; d++) {
            int nx = cx + dirs[d][0], ny = cy + dirs[d][1];
            if (!on_board(g, nx, ny)) continue;
            if (r->enter ? !r->enter(g, cx, cy, nx, ny, r->context)
                         : !may_enter(g, flags, cx, cy, nx, ny, danger))
                continue;
            int n = ny * w + nx;
            if (parent[n] != -1) continue;
            parent[n] = (int16_t)cur;
            depth[n] = (int16_t)(depth[cur] + 1);
            queue[tail++] = (int16_t)n;
        }
    }
    return -1;
}

int ug_auto_search(const UgGame *g, UgAutoGoal goal, void *context, unsigned flags,
                   UgAutoPoint *out, int max, int *gx, int *gy) {
    UgAutoRules r = {goal, context, NULL, NULL, 0, 0};
    return search(g, &r, flags, out, max, gx, gy);
}

int ug_auto_search_rules(const UgGame *g, const UgAutoRules *rules, UgAutoPoint *out, int max,
                         int *gx, int *gy) {
    return search(g, rules, 0, out, max, gx, gy);
}

bool ug_auto_is_frontier(const UgGame *g, int x, int y, void *context) {
    (void)context;
    if (ug_game_tile(g, x, y) == UG_TILE_STAIRS) return false;
    for (int d = 0; d < ndirs(g); d++) {
        int nx = x + dirs[d][0], ny = y + dirs[d][1];
        if (on_board(g, nx, ny) && !ug_game_seen(g, nx, ny)) return true;
    }
    return false;
}

static bool is_tile(const UgGame *g, int x, int y, void *context) {
    (void)g;
    const UgAutoPoint *goal = context;
    return x == goal->x && y == goal->y;
}

static bool is_stairs(const UgGame *g, int x, int y, void *context) {
    (void)context;
    return ug_game_tile(g, x, y) == UG_TILE_STAIRS;
}

int ug_auto_path(const UgGame *g, int x, int y, UgAutoPoint *out, int max) {
    const UgPlayer *p = ug_game_player(g);
    if (p->x == x && p->y == y) return 0;
    if (!on_board(g, x, y) || !walkable(g, x, y)) return -1;
    UgAutoPoint goal = {(int16_t)x, (int16_t)y};
    return ug_auto_search(g, is_tile, &goal, UG_AUTO_SAFE, out, max, NULL, NULL);
}

/* --- Explore's targets ------------------------------------------------------------------------ */

/* The mode picks things up with UG_ACT_PICKUP into an inventory. Where the mode weighs items
 * but does not give their weights (simple), there must be a tenth of margin: weights are
 * summed in doubles. */
static bool can_pick_up(const UgGame *g) {
    const UgGameInfo *info = ug_game_info(g);
    if (!(info->systems & UG_SYS_INVENTORY) || !ug_info_accepts(info, UG_ACT_PICKUP)) return false;
    UgStat w;
    if (!ug_game_stat(g, UG_STAT_WEIGHT, &w) || ug_game_item_weight(g, UG_ITEM_APPLE) > 0)
        return true;
    return w.max > 0 && w.value + 2 <= w.max;
}

static bool tried(const UgAuto *a, UgId id) {
    for (int i = 0; i < a->tried_count; i++)
        if (a->tried[i] == id) return true;
    for (int i = 0; i < a->ignore_count; i++)
        if (a->ignore[i] == id) return true;
    return false;
}

static bool done(const UgAuto *a, const UgGame *g, int x, int y) {
    int i = y * ug_game_width(g) + x;
    return a && (a->done[i / 8] >> (i % 8) & 1u);
}

static bool rule_takes(int rule, UgItemKind kind) {
    switch (rule) {
        case UG_PICKUP_NONE:
            return false;
        case UG_PICKUP_ORBS_POTIONS:
            return kind == UG_ITEM_POTION || (kind >= UG_ITEM_ORB_FIRE && kind <= UG_ITEM_ORB_LUMP);
        default:
            return true;
    }
}

/* Under UG_PICKUP_USEFUL: is `it` a weapon or armour no better than one carried or worn (what
 * it adds, enchantment included, by the mode's own rule)? */
static bool no_better(const UgGame *g, const UgItem *it) {
    UgEffect e = ug_game_item_effect(g, it);
    if (e.use != UG_USE_WIELD && e.use != UG_USE_WEAR) return false;
    for (int i = 0; i < ug_game_inventory_count(g); i++) {
        const UgItem *have = ug_game_inventory_item(g, i);
        if (!have) continue;
        UgEffect h = ug_game_item_effect(g, have);
        if (h.use == e.use && h.value >= e.value) return true;
    }
    return false;
}

UgAutoStop ug_auto_item_wanted(const UgAuto *a, const UgGame *g, const UgItem *it) {
    if (!can_pick_up(g) || ug_game_tile(g, it->x, it->y) == UG_TILE_STAIRS) return UG_AUTO_ITEM;
    if (a && (tried(a, it->id) || !rule_takes(a->pickup, (UgItemKind)it->kind)))
        return UG_AUTO_ITEM;
    if (a && a->pickup == UG_PICKUP_USEFUL && no_better(g, it)) return UG_AUTO_SKIP_WORSE;
    switch (ug_game_can_carry(g, it)) {
        case UG_CARRY_HEAVY:
            return UG_AUTO_SKIP_HEAVY;
        case UG_CARRY_FULL:
            return UG_AUTO_SKIP_FULL;
        default:
            return UG_AUTO_GO;
    }
}

void ug_auto_set_pickup(UgAuto *a, UgAutoPickup rule) {
    a->pickup = (unsigned)rule < UG_PICKUP_COUNT ? (int)rule : UG_PICKUP_USEFUL;
}

void ug_auto_ignore(UgAuto *a, UgId id) {
    if (a->ignore_count < UG_AUTO_IGNORE_MAX) a->ignore[a->ignore_count++] = id;
}

typedef struct ExploreGoal {
    const UgAuto *a; /* NULL: no memory (the benchmark's and the bot's question) */
} ExploreGoal;

static bool explore_goal(const UgGame *g, int x, int y, void *context) {
    const ExploreGoal *e = context;
    int i = item_at(g, x, y);
    if (i >= 0 && ug_auto_item_wanted(e->a, g, ug_game_item(g, i)) == UG_AUTO_GO) return true;
    /* classic's potions are tiles that a step drinks: only the player chooses to. */
    if (ug_game_tile(g, x, y) == UG_TILE_POTION) return false;
    return !done(e->a, g, x, y) && ug_auto_is_frontier(g, x, y, NULL);
}

bool ug_auto_explore_target(const UgGame *g, int *x, int *y) {
    ExploreGoal e = {NULL};
    return ug_auto_search(g, explore_goal, &e, UG_AUTO_SAFE, NULL, 0, x, y) >= 0;
}

/* --- Sequences ------------------------------------------------------------------------------- */

static int32_t hunger_of(const UgGame *g) {
    UgStat s;
    return ug_game_stat(g, UG_STAT_HUNGER, &s) && s.max > 0 ? (int32_t)s.value : -1;
}

static bool hungry(const UgGame *g, int32_t value) {
    UgStat s;
    return value >= 0 && ug_game_stat(g, UG_STAT_HUNGER, &s) && value * 5 <= s.max;
}

/* The open neighbours of (x, y) beside a run towards (dx, dy): every direction of the mode but
 * straight on and straight back, one bit each. */
static int32_t sides_of(const UgGame *g, int x, int y, int dx, int dy) {
    int32_t bits = 0;
    for (int d = 0; d < ndirs(g); d++) {
        if ((dirs[d][0] == dx && dirs[d][1] == dy) || (dirs[d][0] == -dx && dirs[d][1] == -dy))
            continue;
        if (walkable(g, x + dirs[d][0], y + dirs[d][1])) bits |= 1 << d;
    }
    return bits;
}

static void begin(UgAuto *a, const UgGame *g, UgAutoKind kind, bool know_monsters) {
    memset(a, 0, sizeof *a);
    a->kind = kind;
    a->floor = ug_game_floor(g);
    a->hp = ug_game_player(g)->hp;
    a->hunger = hunger_of(g);
    if (!know_monsters) return;
    for (int i = 0; i < ug_game_monster_count(g) && a->seen_count < UG_MAX_MONSTERS; i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (ug_game_visible(g, m->x, m->y)) a->seen[a->seen_count++] = m->id;
    }
}

void ug_auto_begin_travel(UgAuto *a, const UgGame *g, int x, int y) {
    begin(a, g, UG_AUTO_TRAVEL, true);
    a->goal_x = x;
    a->goal_y = y;
}

bool ug_auto_begin_stairs(UgAuto *a, const UgGame *g) {
    int x, y;
    memset(a, 0, sizeof *a);
    /* The nearest stairs by any known way (their way may be guarded: travel then says so). */
    if (ug_auto_search(g, is_stairs, NULL, 0, NULL, 0, &x, &y) < 0) return false;
    ug_auto_begin_travel(a, g, x, y);
    return true;
}

void ug_auto_begin_explore(UgAuto *a, const UgGame *g) {
    begin(a, g, UG_AUTO_EXPLORE, true);
}

void ug_auto_begin_rest(UgAuto *a, const UgGame *g) {
    begin(a, g, UG_AUTO_REST, true);
}

void ug_auto_begin_run(UgAuto *a, const UgGame *g, int dx, int dy) {
    begin(a, g, UG_AUTO_RUN, true);
    a->dx = dx < 0 ? -1 : dx > 0;
    a->dy = dy < 0 ? -1 : dy > 0;
    const UgPlayer *p = ug_game_player(g);
    a->sides = sides_of(g, p->x, p->y, a->dx, a->dy);
}

static UgAutoStop stop(UgAuto *a, UgAutoStop why, int32_t *arg, int32_t value) {
    a->kind = UG_AUTO_IDLE;
    if (arg) *arg = value;
    return why;
}

/* A creature in view that was not in view before (added to the known ones), or NULL. */
static const UgMonster *newcomer(UgAuto *a, const UgGame *g) {
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp <= 0 || !ug_game_visible(g, m->x, m->y)) continue;
        bool known = false;
        for (int k = 0; k < a->seen_count && !known; k++) known = a->seen[k] == m->id;
        if (known) continue;
        if (a->seen_count < UG_MAX_MONSTERS) a->seen[a->seen_count++] = m->id;
        return m;
    }
    return NULL;
}

/* The next step along a safe path to the nearest goal; a stop when there is none: DANGER when
 * the only way passes through a creature's reach, ITEM when it passes over classic's potion (a
 * step drinks it: the player decides), else `none`. */
static UgAutoStop walk(UgAuto *a, const UgGame *g, UgAutoGoal goal, void *context, UgAutoStop none,
                       UgAction *action, int32_t *arg) {
    const UgPlayer *p = ug_game_player(g);
    UgAutoPoint first;
    if (ug_auto_search(g, goal, context, UG_AUTO_SAFE, &first, 1, NULL, NULL) > 0) {
        *action = ug_action_move(first.x - p->x, first.y - p->y);
        return UG_AUTO_GO;
    }
    UgAutoPoint path[TILES / 4];
    int n = ug_auto_search(g, goal, context, 0, path, TILES / 4, NULL, NULL);
    for (int i = 0; i < n && i < TILES / 4; i++) {
        const UgMonster *m = threat_at(g, path[i].x, path[i].y);
        if (m) return stop(a, UG_AUTO_DANGER, arg, m->kind);
        if (ug_game_tile(g, path[i].x, path[i].y) == UG_TILE_POTION) /* a step would drink it */
            return stop(a, UG_AUTO_ITEM, arg, UG_ITEM_POTION);
    }
    return stop(a, none, arg, 0);
}

static UgAutoStop next_travel(UgAuto *a, const UgGame *g, UgAction *action, int32_t *arg) {
    const UgPlayer *p = ug_game_player(g);
    if (p->x == a->goal_x && p->y == a->goal_y) return stop(a, UG_AUTO_ARRIVED, arg, 0);
    int item = item_at(g, p->x, p->y);
    if (a->steps > 0 && item >= 0) return stop(a, UG_AUTO_ITEM, arg, ug_game_item(g, item)->kind);
    if (!walkable(g, a->goal_x, a->goal_y)) return stop(a, UG_AUTO_BLOCKED, arg, 0);
    UgAutoPoint goal = {(int16_t)a->goal_x, (int16_t)a->goal_y};
    return walk(a, g, is_tile, &goal, UG_AUTO_BLOCKED, action, arg);
}

/* Explore is over: what the player may do next, as the stairs are known or not (by any known
 * way: travel says when it is guarded), or stood on. */
static UgAutoStop explored(UgAuto *a, const UgGame *g, int32_t *arg) {
    const UgPlayer *p = ug_game_player(g);
    if (ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS)
        return stop(a, UG_AUTO_EXPLORED_ON_STAIRS, arg, 0);
    if (ug_auto_search(g, is_stairs, NULL, 0, NULL, 0, NULL, NULL) >= 0)
        return stop(a, UG_AUTO_EXPLORED_STAIRS, arg, 0);
    return stop(a, UG_AUTO_EXPLORED, arg, 0);
}

static UgAutoStop next_explore(UgAuto *a, const UgGame *g, UgAction *action, int32_t *arg) {
    const UgPlayer *p = ug_game_player(g);
    if (a->steps >= EXPLORE_STEPS_MAX) return explored(a, g, arg);
    int w = ug_game_width(g), here = p->y * w + p->x;
    if (ug_auto_is_frontier(g, p->x, p->y, NULL)) a->done[here / 8] |= (uint8_t)(1u << here % 8);
    int item = item_at(g, p->x, p->y);
    if (item >= 0) { /* what it wants it picks up; the rest it walks past (the window says) */
        const UgItem *it = ug_game_item(g, item);
        if (ug_auto_item_wanted(a, g, it) == UG_AUTO_GO) {
            if (a->tried_count < (int)(sizeof a->tried / sizeof a->tried[0]))
                a->tried[a->tried_count++] = it->id;
            *action = ug_action_simple(UG_ACT_PICKUP);
            return UG_AUTO_GO;
        }
        /* A mode without a pack (classic): the item is for the player to see. */
        if (a->steps > 0 && !can_pick_up(g) && !tried(a, it->id))
            return stop(a, UG_AUTO_ITEM, arg, it->kind);
    }
    ExploreGoal e = {a};
    UgAutoStop why = walk(a, g, explore_goal, &e, UG_AUTO_EXPLORED, action, arg);
    return why == UG_AUTO_EXPLORED ? explored(a, g, arg) : why;
}

static UgAutoStop next_rest(UgAuto *a, const UgGame *g, UgAction *action, int32_t *arg) {
    const UgPlayer *p = ug_game_player(g);
    if (!ug_info_accepts(ug_game_info(g), UG_ACT_WAIT)) return stop(a, UG_AUTO_NO_WAIT, arg, 0);
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp > 0 && ug_game_visible(g, m->x, m->y))
            return stop(a, UG_AUTO_IN_VIEW, arg, m->kind);
    }
    if (p->hp >= p->max_hp) return stop(a, UG_AUTO_RESTED, arg, 0);
    if (a->idle >= REST_IDLE_MAX) return stop(a, UG_AUTO_NO_HEAL, arg, 0);
    *action = ug_action_wait();
    return UG_AUTO_GO;
}

/* The ways on from (x, y) for a run that came in moving (dx, dy): the mode's directions but the
 * one back, onto walkable tiles, a diagonal only where it cuts no corner (and then its two
 * straight steps are ways on too). Writes the only way on to *wx, *wy when there is one. */
static int ways_on(const UgGame *g, int x, int y, int dx, int dy, int *wx, int *wy) {
    int n = 0;
    for (int d = 0; d < ndirs(g); d++) {
        int ex = dirs[d][0], ey = dirs[d][1];
        if (ex == -dx && ey == -dy) continue;
        if (!walkable(g, x + ex, y + ey)) continue;
        if (ex != 0 && ey != 0 && (!walkable(g, x + ex, y) || !walkable(g, x, y + ey))) continue;
        *wx = ex;
        *wy = ey;
        n++;
    }
    return n;
}

enum { RUN_MAX_STEPS = UG_MAP_MAX_W * UG_MAP_MAX_H }; /* a ring of corridor ends the run */

static UgAutoStop next_run(UgAuto *a, const UgGame *g, UgAction *action, int32_t *arg) {
    const UgPlayer *p = ug_game_player(g);
    if (a->steps > 0) {
        int item = item_at(g, p->x, p->y);
        if (item >= 0) return stop(a, UG_AUTO_ITEM, arg, ug_game_item(g, item)->kind);
        if (a->steps >= RUN_MAX_STEPS) return stop(a, UG_AUTO_BLOCKED, arg, 0);
        if (a->sides == 0) {
            /* Begun in a corridor (nothing open beside the way): the run follows it round its
             * bends, as a player's hand would, and stops where it branches or opens out. */
            int wx = 0, wy = 0, n = ways_on(g, p->x, p->y, a->dx, a->dy, &wx, &wy);
            if (n > 1) return stop(a, UG_AUTO_OPENING, arg, 0);
            if (n == 1) {
                a->dx = wx;
                a->dy = wy;
            }
        } else {
            int32_t sides = sides_of(g, p->x, p->y, a->dx, a->dy);
            if (sides != a->sides) return stop(a, UG_AUTO_OPENING, arg, 0);
        }
    }
    int nx = p->x + a->dx, ny = p->y + a->dy;
    if ((a->dx == 0 && a->dy == 0) || !walkable(g, nx, ny) || ug_game_monster_at(g, nx, ny) >= 0 ||
        (a->dx != 0 && a->dy != 0 && (!walkable(g, nx, p->y) || !walkable(g, p->x, ny))) ||
        (ndirs(g) == 4 && a->dx != 0 && a->dy != 0))
        return stop(a, UG_AUTO_BLOCKED, arg, 0);
    if (ug_game_tile(g, nx, ny) == UG_TILE_STAIRS && a->steps > 0)
        return stop(a, UG_AUTO_STAIRS, arg, 0);
    const UgMonster *m = threat_at(g, nx, ny);
    if (m) return stop(a, UG_AUTO_DANGER, arg, m->kind);
    *action = ug_action_move(a->dx, a->dy);
    return UG_AUTO_GO;
}

/* The game's own reasons to stop that do not depend on the last action: the game over or
 * waiting on a scene, another floor. */
static UgAutoStop watch_game(UgAuto *a, const UgGame *g, int32_t *arg) {
    if (ug_game_status(g) != UG_STATUS_PLAYING) return stop(a, UG_AUTO_OVER, arg, 0);
    switch (ug_game_pending(g)) {
        case UG_PENDING_NONE:
            break;
        case UG_PENDING_BOSS_INTRO:
            return stop(a, UG_AUTO_BOSS, arg, 0);
        case UG_PENDING_LEVEL_DONE:
            return stop(a, UG_AUTO_LEVEL_WON, arg, 0);
        default:
            return stop(a, UG_AUTO_SCENE, arg, 0);
    }
    if (ug_game_floor(g) != a->floor) return stop(a, UG_AUTO_NEW_FLOOR, arg, 0);
    return UG_AUTO_GO;
}

/* Who took the player's health: a living creature in view whose own reach covers the player
 * (the first in the game's order), else NULL. */
static const UgMonster *attacker(const UgGame *g) {
    const UgPlayer *p = ug_game_player(g);
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp > 0 && ug_game_visible(g, m->x, m->y) &&
            chebyshev(p->x, p->y, m->x, m->y) <= ug_game_monster_reach(g, (UgMonsterKind)m->kind))
            return m;
    }
    return NULL;
}

/* What happened to the player since the last look: health lost (to whom), hunger crossing its
 * fifth, a creature in view at the start, one come into view, one close enough to act first. */
static UgAutoStop watch_player(UgAuto *a, const UgGame *g, int32_t *arg) {
    const UgPlayer *p = ug_game_player(g);
    if (p->hp < a->hp) {
        const UgMonster *m = attacker(g);
        if (m) return stop(a, UG_AUTO_HIT, arg, m->kind);
        UgStat s;
        if (ug_game_stat(g, UG_STAT_HUNGER, &s) && s.max > 0 && s.value <= 0)
            return stop(a, UG_AUTO_STARVING, arg, 0);
        return stop(a, UG_AUTO_DAMAGE, arg, 0);
    }
    a->idle = p->hp > a->hp ? 0 : a->idle + (a->steps > 0);
    a->hp = p->hp;
    int32_t hunger = hunger_of(g);
    bool crossed = hungry(g, hunger) && !hungry(g, a->hunger);
    a->hunger = hunger;
    if (crossed) return stop(a, UG_AUTO_HUNGRY, arg, 0);
    /* Explore, travel and run do not start with a creature in view (rest says its own). */
    const UgMonster *m = a->steps == 0 && a->kind != UG_AUTO_REST ? in_view(g) : NULL;
    if (m) return stop(a, UG_AUTO_HOSTILE, arg, m->kind);
    m = newcomer(a, g);
    if (m) return stop(a, UG_AUTO_MONSTER, arg, m->kind);
    /* A creature stepped next to the player since the last step: stop before the next turn. */
    m = a->steps > 0 ? threat_at(g, p->x, p->y) : NULL;
    if (m) return stop(a, UG_AUTO_DANGER, arg, m->kind);
    return UG_AUTO_GO;
}

UgAutoStop ug_auto_cancel(UgAuto *a, const UgGame *g, UgAutoStop by, int32_t *arg) {
    if (arg) *arg = 0;
    if (a->kind == UG_AUTO_IDLE) return UG_AUTO_GO;
    if (by != UG_AUTO_CLICK) by = UG_AUTO_KEY;
    UgAutoStop why = g ? watch_game(a, g, arg) : UG_AUTO_GO;
    if (g && why == UG_AUTO_GO) why = watch_player(a, g, arg);
    return why == UG_AUTO_GO ? stop(a, by, arg, 0) : why;
}

UgAutoStop ug_auto_next(UgAuto *a, const UgGame *g, UgAction *action, int32_t *arg) {
    *action = ug_action_simple(UG_ACT_NONE);
    if (arg) *arg = 0;
    if (a->kind == UG_AUTO_IDLE) return UG_AUTO_NOTHING;
    UgAutoStop why = watch_game(a, g, arg);
    if (why != UG_AUTO_GO) return why;
    uint64_t hash = ug_game_hash(g);
    const UgPlayer *p = ug_game_player(g);
    if (a->steps > 0 && hash == a->last_hash) { /* the mode refused the last action */
        int item = item_at(g, p->x, p->y);
        if (a->last_kind == UG_ACT_PICKUP && item >= 0)
            return stop(a, UG_AUTO_ITEM, arg, ug_game_item(g, item)->kind);
        return stop(a, UG_AUTO_BLOCKED, arg, 0);
    }
    why = watch_player(a, g, arg);
    if (why != UG_AUTO_GO) return why;
    switch (a->kind) {
        case UG_AUTO_TRAVEL:
            why = next_travel(a, g, action, arg);
            break;
        case UG_AUTO_EXPLORE:
            why = next_explore(a, g, action, arg);
            break;
        case UG_AUTO_REST:
            why = next_rest(a, g, action, arg);
            break;
        case UG_AUTO_RUN:
            why = next_run(a, g, action, arg);
            break;
        default:
            why = stop(a, UG_AUTO_NOTHING, arg, 0);
            break;
    }
    if (why == UG_AUTO_GO) {
        a->steps++;
        a->last_hash = hash;
        a->last_kind = action->kind;
    }
    return why;
}

/* --- Fight (issue 26, h26r) --------------------------------------------------------------------
 */

/* Can the player standing at (x, y) bump creature `m`: next to it in the mode's directions, a
 * diagonal not cutting a wall's corner (the strictest of the modes' rules)? */
static bool in_attack_reach(const UgGame *g, int x, int y, const UgMonster *m) {
    int dx = m->x - x, dy = m->y - y;
    if ((dx == 0 && dy == 0) || abs(dx) > 1 || abs(dy) > 1) return false;
    if (dx != 0 && dy != 0 && (ndirs(g) == 4 || !walkable(g, x + dx, y) || !walkable(g, x, y + dy)))
        return false;
    return true;
}

static bool fight_target(const UgMonster *m, const UgGame *g) {
    return m->hp > 0 && ug_game_visible(g, m->x, m->y);
}

/* Goal: a tile from which a creature in view can be bumped. */
static bool fight_goal(const UgGame *g, int x, int y, void *context) {
    (void)context;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (fight_target(m, g) && in_attack_reach(g, x, y, m)) return true;
    }
    return false;
}

/* A step onto a seen, walkable tile no creature in view stands on, cutting no corner. */
static bool fight_enter(const UgGame *g, int fx, int fy, int tx, int ty, void *context) {
    (void)context;
    if (!walkable(g, tx, ty)) return false;
    if (tx != fx && ty != fy && (!walkable(g, tx, fy) || !walkable(g, fx, ty))) return false;
    int i = ug_game_monster_at(g, tx, ty);
    return i < 0 || !fight_target(ug_game_monster(g, i), g);
}

UgAutoStop ug_auto_fight(const UgGame *g, UgAction *action, int32_t *arg) {
    *action = ug_action_simple(UG_ACT_NONE);
    if (arg) *arg = 0;
    if (ug_game_status(g) != UG_STATUS_PLAYING) return UG_AUTO_OVER;
    const UgPlayer *p = ug_game_player(g);
    const UgMonster *best = NULL, *nearest = NULL;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!fight_target(m, g)) continue;
        if (!nearest ||
            chebyshev(p->x, p->y, m->x, m->y) < chebyshev(p->x, p->y, nearest->x, nearest->y))
            nearest = m;
        if (!in_attack_reach(g, p->x, p->y, m)) continue;
        if (!best || m->hp < best->hp ||
            (m->hp == best->hp && (m->y < best->y || (m->y == best->y && m->x < best->x))))
            best = m;
    }
    if (!nearest) return UG_AUTO_NO_HOSTILE;
    if (arg) *arg = nearest->kind;
    if (!ug_info_accepts(ug_game_info(g), UG_ACT_MOVE)) return UG_AUTO_NO_WAY;
    if (best) {
        if (arg) *arg = best->kind;
        *action = ug_action_move(best->x - p->x, best->y - p->y);
        return UG_AUTO_GO;
    }
    UgAutoRules rules = {fight_goal, NULL, fight_enter, NULL, 0, 0};
    UgAutoPoint first;
    if (ug_auto_search_rules(g, &rules, &first, 1, NULL, NULL) <= 0) return UG_AUTO_NO_WAY;
    *action = ug_action_move(first.x - p->x, first.y - p->y);
    return UG_AUTO_GO;
}
