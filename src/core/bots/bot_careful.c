/* The careful bot: eats when hungry, drinks below 40 % HP, wields and wears the best it carries,
 * defuses bombs and uses orbs on adjacent threats, waits for monsters in corridors, explores a
 * floor for its EXP, then takes the stairs (summoning and fighting their boss). It knows the item
 * table as a player who read the help does; everything else it reads from the public API. */
#include "bots/bot_careful.h"

#include <stdlib.h>
#include <string.h>

#include "rng/pcg.h"
#include "undergrid/auto.h"

enum { NOTE_TURN = 0, NOTE_STUCK = 1, NOTE_IN_VIEW = 2 };
/* Explore's rule (auto.c): it does not start with a creature in view. The bot waits for one it
 * declined to meet (it comes, and is fought where the bot stands) this many turns, then walks
 * on by explore's other rule: never into a visible creature's reach. */
enum { IN_VIEW_WAIT_MAX = 8, TILES = UG_MAP_MAX_W * UG_MAP_MAX_H };

static const int dirs[8][2] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                               {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

bool ug_bot_careful_fits(const UgGameInfo *info) {
    /* What it plays by: levels to grow (it fights for EXP), hunger to feed, creatures at their
     * own speeds (it counts their steps), and orbs that are weapons to aim (UG_ACT_USE_AT), not
     * the health itself (the orb bot keeps a health stack). */
    uint32_t need = UG_SYS_GROWTH | UG_SYS_HUNGER | UG_SYS_ORBS | UG_SYS_SCHEDULER;
    return (info->systems & need) == need && !(info->systems & UG_SYS_ORB_HEALTH) &&
           ug_info_accepts(info, UG_ACT_USE_AT);
}

static uint32_t bot_below(UgBot *bot, uint32_t n) {
    UgRng rng = {bot->state[0], bot->state[1]};
    uint32_t v = ug_rng_below(&rng, n);
    bot->state[0] = rng.state;
    return v;
}

static int cheb(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static bool walkable(UgTile t) {
    return t != UG_TILE_ROCK && t != UG_TILE_POTION && t < UG_TILE_COUNT;
}

static bool known_walkable(const UgGame *g, int x, int y) {
    return ug_game_seen(g, x, y) && walkable(ug_game_tile(g, x, y));
}

/* A step that the corner rule allows (the target may hold a monster). */
static bool geometry(const UgGame *g, int fx, int fy, int tx, int ty) {
    if (!known_walkable(g, tx, ty)) return false;
    return fx == tx || fy == ty ||
           (ug_game_tile(g, tx, fy) != UG_TILE_ROCK && ug_game_tile(g, fx, ty) != UG_TILE_ROCK);
}

static bool hostile(const UgMonster *m) {
    return m->kind != UG_MON_HP_BOMB;
}

static int weight(int kind) {
    static const int w[UG_ITEM_KIND_COUNT] = {
        [UG_ITEM_APPLE] = 1,    [UG_ITEM_POTION] = 2, [UG_ITEM_RATION] = 10,
        [UG_ITEM_DAGGER] = 10,  [UG_ITEM_SWORD] = 25, [UG_ITEM_AXE] = 40,
        [UG_ITEM_LEATHER] = 20, [UG_ITEM_MAIL] = 50,  [UG_ITEM_PLATE] = 80};
    return kind >= 0 && kind < UG_ITEM_KIND_COUNT ? w[kind] : 0;
}
static bool is_weapon(int k) {
    return k == UG_ITEM_DAGGER || k == UG_ITEM_SWORD || k == UG_ITEM_AXE;
}
static bool is_armour(int k) {
    return k == UG_ITEM_LEATHER || k == UG_ITEM_MAIL || k == UG_ITEM_PLATE;
}
static bool is_orb(int k) {
    return k >= UG_ITEM_ORB_FIRE && k <= UG_ITEM_ORB_LUMP;
}

typedef enum Goal { GOAL_ITEM, GOAL_STAIRS, GOAL_FRONTIER, GOAL_MONSTER, GOAL_NARROW } Goal;

typedef struct Ctx {
    const UgGame *g;
    int px, py;
    int orbs, orb_room; /* orbs carried; free uncursed slots */
    int64_t weight, carry;
    int inventory;
    const uint8_t *danger; /* tiles in a visible creature's reach (ug_auto_threat_radius); NULL */
} Ctx;

static bool wanted_item(const Ctx *c, const UgItem *it) {
    if (is_orb(it->kind)) return c->orb_room > 0;
    if (c->inventory >= 20 || c->weight + weight(it->kind) > c->carry) return false;
    if (is_weapon(it->kind) || is_armour(it->kind)) { /* only if better than what we carry */
        if (c->weight + weight(it->kind) > c->carry - 20) return false; /* room for food */
        for (int i = 0; i < ug_game_inventory_count(c->g); i++) {
            const UgItem *o = ug_game_inventory_item(c->g, i);
            if ((is_weapon(o->kind) == is_weapon(it->kind)) &&
                (is_weapon(o->kind) || is_armour(o->kind)) &&
                ug_game_item_power(c->g, (UgItemKind)o->kind) + o->level >=
                    ug_game_item_power(c->g, (UgItemKind)it->kind) + it->level)
                return false;
        }
    }
    return true;
}

static bool item_goal(const Ctx *c, int x, int y) {
    for (int i = 0; i < ug_game_item_count(c->g); i++) {
        const UgItem *it = ug_game_item(c->g, i);
        if (it->x == x && it->y == y && wanted_item(c, it)) return true;
    }
    return false;
}

static bool narrow(const UgGame *g, int x, int y) {
    int open = 0;
    for (int d = 0; d < 4; d++) open += walkable(ug_game_tile(g, x + dirs[d][0], y + dirs[d][1]));
    return open <= 2;
}

static bool is_goal(const Ctx *c, int x, int y, Goal goal) {
    const UgGame *g = c->g;
    switch (goal) {
        case GOAL_ITEM:
            return item_goal(c, x, y);
        case GOAL_STAIRS:
            return ug_game_tile(g, x, y) == UG_TILE_STAIRS;
        case GOAL_MONSTER: {
            int m = ug_game_monster_at(g, x, y);
            return m >= 0 && ug_game_visible(g, x, y) && hostile(ug_game_monster(g, m));
        }
        case GOAL_NARROW:
            return narrow(g, x, y);
        case GOAL_FRONTIER:
            for (int d = 0; d < 8; d++)
                if (!ug_game_seen(g, x + dirs[d][0], y + dirs[d][1]) && x + dirs[d][0] >= 0 &&
                    y + dirs[d][1] >= 0 && x + dirs[d][0] < ug_game_width(g) &&
                    y + dirs[d][1] < ug_game_height(g))
                    return true;
            return false;
    }
    return false;
}

typedef struct Search {
    const Ctx *c;
    Goal goal;
} Search;

static bool search_goal(const UgGame *g, int x, int y, void *context) {
    (void)g;
    const Search *s = context;
    return is_goal(s->c, x, y, s->goal);
}

static bool search_enter(const UgGame *g, int fx, int fy, int tx, int ty, void *context) {
    const Search *s = context;
    if (s->c->danger && s->goal != GOAL_MONSTER && s->c->danger[ty * ug_game_width(g) + tx])
        return false;
    return geometry(g, fx, fy, tx, ty);
}

/* Marks every tile that a visible hostile could act on before the player's next action (its
 * own reach and speed), as explore's safe search does. */
static void mark_danger(const UgGame *g, uint8_t *danger) {
    int w = ug_game_width(g), h = ug_game_height(g);
    memset(danger, 0, (size_t)TILES);
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp <= 0 || !hostile(m) || !ug_game_visible(g, m->x, m->y)) continue;
        int r = ug_auto_threat_radius(g, m);
        for (int y = m->y - r; y <= m->y + r; y++)
            for (int x = m->x - r; x <= m->x + r; x++)
                if (x >= 0 && y >= 0 && x < w && y < h && y * w + x < TILES) danger[y * w + x] = 1;
    }
}

static bool search_expand(const UgGame *g, int x, int y, void *context) {
    const Search *s = context;
    if (ug_game_monster_at(g, x, y) >= 0) return false;
    return s->goal == GOAL_STAIRS || ug_game_tile(g, x, y) != UG_TILE_STAIRS;
}

/* Breadth-first over known walkable tiles with the corner rule; monsters block except as the
 * goal. Writes the first step toward the nearest goal (within `limit` steps). The search is
 * travel's and auto-explore's (undergrid/auto.h), with this bot's rules. */
static bool step_toward(const Ctx *c, Goal goal, int limit, int *sdx, int *sdy, int *steps) {
    Search s = {c, goal};
    UgAutoRules rules = {search_goal, &s, search_enter, search_expand, 8, limit};
    UgAutoPoint first;
    int n = ug_auto_search_rules(c->g, &rules, &first, 1, NULL, NULL);
    if (n <= 0) return false;
    *sdx = first.x - c->px, *sdy = first.y - c->py;
    if (steps) *steps = n;
    return true;
}

static int find_item(const UgGame *g, bool (*pred)(int kind, void *), void *arg, int *best_score,
                     int (*score)(const UgGame *, const UgItem *)) {
    int best = -1;
    for (int i = 0; i < ug_game_inventory_count(g); i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        if (!pred(it->kind, arg)) continue;
        int s = score(g, it);
        if (best < 0 || s > *best_score) best = i, *best_score = s;
    }
    return best;
}

static bool kind_is(int kind, void *arg) {
    return kind == *(int *)arg;
}
static bool kind_weapon(int kind, void *arg) {
    (void)arg;
    return is_weapon(kind);
}
static bool kind_armour(int kind, void *arg) {
    (void)arg;
    return is_armour(kind);
}
static int score_level(const UgGame *g, const UgItem *it) {
    (void)g;
    return it->level;
}
static int score_gear(const UgGame *g, const UgItem *it) {
    return ug_game_item_power(g, (UgItemKind)it->kind) + it->level;
}

/* The top usable orb's kind, or -1. */
static int top_orb(const UgGame *g, int *index) {
    UgOrbSlot slots[UG_ORB_STACK_MAX];
    ug_game_orb_stack(g, slots, UG_ORB_STACK_MAX);
    int top = ug_game_orb_top(g);
    if (top < 0) return -1;
    *index = top;
    return slots[top].kind;
}

typedef struct Threats {
    int adjacent, bomb, visible, nearest, near_index; /* monster indices; -1: none */
} Threats;

/* What the player sees around it: the weakest hostile next to it, a bomb next to it, how many
 * hostiles it sees and the nearest. */
static void scan_threats(const UgGame *g, const UgPlayer *p, Threats *t) {
    *t = (Threats){-1, -1, 0, 99, -1};
    int adjacent_hp = 0;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!ug_game_visible(g, m->x, m->y)) continue;
        int d = cheb(m->x, m->y, p->x, p->y);
        if (!hostile(m)) {
            if (d == 1 && geometry(g, p->x, p->y, m->x, m->y)) t->bomb = i;
            continue;
        }
        t->visible++;
        if (d < t->nearest) t->nearest = d, t->near_index = i;
        if (d == 1 && geometry(g, p->x, p->y, m->x, m->y) &&
            (t->adjacent < 0 || m->hp < adjacent_hp))
            t->adjacent = i, adjacent_hp = m->hp;
    }
}

/* Orbs on an adjacent threat `m` (or Slime away when low and nothing to drink). */
static bool orb_on_adjacent(const UgGame *g, const UgMonster *m, int top, int top_index,
                            UgAction *out) {
    const UgPlayer *p = ug_game_player(g);
    bool strong = m->hp > 6 || (m->flags & UG_MONSTER_BOSS) || p->hp * 2 < p->max_hp;
    if ((top == UG_ORB_FIRE || top == UG_ORB_LUMP) && strong &&
        ug_game_orb_target_ok(g, m->x, m->y))
        return (*out = ug_action_use_at(top_index, UG_VERB_EAT, m->x, m->y)), true;
    if (top == UG_ORB_ICE && strong)
        return (*out = ug_action_use_at(top_index, UG_VERB_EAT, p->x, p->y)), true;
    if (top == UG_ORB_SLIME && p->hp * 5 < p->max_hp * 2) {
        int bx = -1, by = -1, bd = 0;
        for (int y = p->y - 5; y <= p->y + 5; y++)
            for (int x = p->x - 5; x <= p->x + 5; x++) {
                if (!ug_game_orb_target_ok(g, x, y)) continue;
                int d = cheb(x, y, m->x, m->y);
                if (d > bd) bd = d, bx = x, by = y;
            }
        if (bx >= 0) return (*out = ug_action_use_at(top_index, UG_VERB_EAT, bx, by)), true;
    }
    return false;
}

/* Eating (`hunger` NULL: the mode has none), wielding, wearing, dropping worse gear. */
static bool housekeeping(const UgGame *g, const UgPlayer *p, const UgStat *hunger, UgAction *out) {
    int best_score = 0, item;
    if (hunger && hunger->value <= 30) {
        int ration = UG_ITEM_RATION, apple = UG_ITEM_APPLE;
        if (hunger->value <= 20 &&
            (item = find_item(g, kind_is, &ration, &best_score, score_level)) >= 0)
            return (*out = ug_action_use(item, UG_VERB_EAT)), true;
        if ((item = find_item(g, kind_is, &apple, &best_score, score_level)) >= 0)
            return (*out = ug_action_use(item, UG_VERB_EAT)), true;
        if (hunger->value <= 10 &&
            (item = find_item(g, kind_is, &ration, &best_score, score_level)) >= 0)
            return (*out = ug_action_use(item, UG_VERB_EAT)), true;
    }
    if ((item = find_item(g, kind_weapon, NULL, &best_score, score_gear)) >= 0 &&
        !ug_game_inventory_equipped(g, item))
        return (*out = ug_action_use(item, UG_VERB_WIELD)), true;
    if ((item = find_item(g, kind_armour, NULL, &best_score, score_gear)) >= 0 &&
        !ug_game_inventory_equipped(g, item))
        return (*out = ug_action_use(item, UG_VERB_WEAR)), true;
    /* Drop gear worse than what we use (it only weighs). */
    for (int i = 0; i < ug_game_inventory_count(g); i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        if ((is_weapon(it->kind) || is_armour(it->kind)) && !ug_game_inventory_equipped(g, i) &&
            ug_game_tile(g, p->x, p->y) != UG_TILE_STAIRS)
            return (*out = ug_action_use(i, UG_VERB_DROP)), true;
    }
    return false;
}

/* A monster coming (t->near_index): wait for it in a narrow place, or go and fight it. */
static bool meet_monster(UgBot *bot, Ctx *c, const Threats *t, UgAction *out) {
    const UgGame *g = c->g;
    const UgPlayer *p = ug_game_player(g);
    int dx, dy;
    const UgMonster *m = ug_game_monster(g, t->near_index);
    bool shooter = m->kind == UG_MON_ARCHER;
    if (!shooter && t->nearest <= 3 && bot->waited < 3) {
        if (t->visible >= 2 && !narrow(g, p->x, p->y) &&
            step_toward(c, GOAL_NARROW, 1, &dx, &dy, NULL))
            return (*out = ug_action_move(dx, dy)), true;
        bot->waited++;
        return (*out = ug_action_wait()), true;
    }
    /* Healthy: go and fight it (EXP); hurt and it is far: let it come. */
    if ((p->hp * 5 >= p->max_hp * 3 || shooter || (m->flags & UG_MONSTER_BOSS)) &&
        step_toward(c, GOAL_MONSTER, 12, &dx, &dy, NULL))
        return (*out = ug_action_move(dx, dy)), true;
    return false;
}

static UgAction careful(UgBot *bot, const UgGame *g) {
    const UgPlayer *p = ug_game_player(g);
    Ctx c = {g, p->x, p->y, 0, 0, 0, 0, 0, NULL};
    UgStat st;
    c.carry = ug_game_stat(g, UG_STAT_WEIGHT, &st) ? st.max : 0;
    c.weight = st.value;
    c.inventory = ug_game_inventory_count(g);
    UgStat orbs, curses = {UG_STAT_CURSES, 0, 0};
    ug_game_stat(g, UG_STAT_ORBS, &orbs);
    ug_game_stat(g, UG_STAT_CURSES, &curses);
    c.orbs = (int)orbs.value;
    c.orb_room = (int)(orbs.max - curses.value - orbs.value);
    int best_score = 0, item;
    Threats t;
    scan_threats(g, p, &t);
    int adjacent = t.adjacent, bomb = t.bomb, visible = t.visible, near_index = t.near_index;
    /* 1. Drink below 40 %. */
    int potion = UG_ITEM_POTION;
    if (p->hp * 5 < p->max_hp * 2 &&
        (item = find_item(g, kind_is, &potion, &best_score, score_level)) >= 0)
        return ug_action_use(item, UG_VERB_DRINK);
    /* 2. Orbs on adjacent threats (or Slime away when low and nothing to drink). */
    int top_index = 0, top = top_orb(g, &top_index);
    UgAction a;
    if (adjacent >= 0 && top >= 0 &&
        orb_on_adjacent(g, ug_game_monster(g, adjacent), top, top_index, &a))
        return a;
    /* 3. A bomb next to us: defuse it. Then fight what stands next to us. */
    if (bomb >= 0) {
        const UgMonster *m = ug_game_monster(g, bomb);
        return ug_action_move(m->x - p->x, m->y - p->y);
    }
    if (adjacent >= 0) {
        const UgMonster *m = ug_game_monster(g, adjacent);
        return ug_action_move(m->x - p->x, m->y - p->y);
    }
    /* 4. Fire at a visible monster in range that keeps its distance (archers) or a boss. */
    if (top == UG_ORB_FIRE && near_index >= 0) {
        const UgMonster *m = ug_game_monster(g, near_index);
        if ((m->kind == UG_MON_ARCHER || (m->flags & UG_MONSTER_BOSS)) &&
            ug_game_orb_target_ok(g, m->x, m->y))
            return ug_action_use_at(top_index, UG_VERB_EAT, m->x, m->y);
    }
    /* 5. Housekeeping when nothing is adjacent: eat, wield, wear, drop. */
    UgStat hunger;
    bool fed = ug_game_stat(g, UG_STAT_HUNGER, &hunger);
    if (housekeeping(g, p, fed ? &hunger : NULL, &a)) return a;
    int dx, dy, steps;
    /* 6. A monster coming: wait for it in a narrow place, so it comes to us one at a time. */
    if (near_index >= 0 && meet_monster(bot, &c, &t, &a)) return a;
    bot->waited = 0;
    /* Explore's rules with a creature in view: wait for it a while, then keep out of reach. */
    uint8_t danger[TILES];
    if (visible > 0) {
        if (bot->notes[NOTE_IN_VIEW]++ < IN_VIEW_WAIT_MAX) return ug_action_wait();
        mark_danger(g, danger);
        c.danger = danger;
    } else {
        bot->notes[NOTE_IN_VIEW] = 0;
    }
    /* 7. Rest when hurt and alone (regeneration is slow but free while fed). */
    if (visible == 0 && p->hp * 2 < p->max_hp && fed && hunger.value > 25) return ug_action_wait();
    /* 8. Pick up what we stand on and want; walk to what we want. */
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == p->x && it->y == p->y) {
            if (wanted_item(&c, it)) return ug_action_simple(UG_ACT_PICKUP);
            break; /* the engine picks up the first item here only */
        }
    }
    if (step_toward(&c, GOAL_ITEM, 200, &dx, &dy, NULL)) return ug_action_move(dx, dy);
    /* 9. Explore for EXP and items, then the stairs (summoning their boss when they are sealed;
     * a living boss is fought where it stands). */
    UgBossState boss = ug_game_boss_state(g);
    bool on_stairs = ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS;
    if (on_stairs && boss != UG_BOSS_ACTIVE) return ug_action_simple(UG_ACT_DESCEND);
    if (step_toward(&c, GOAL_FRONTIER, 400, &dx, &dy, &steps)) return ug_action_move(dx, dy);
    if (boss != UG_BOSS_ACTIVE && step_toward(&c, GOAL_STAIRS, 400, &dx, &dy, NULL))
        return ug_action_move(dx, dy);
    if (step_toward(&c, GOAL_MONSTER, 400, &dx, &dy, NULL)) return ug_action_move(dx, dy);
    int d = (int)bot_below(bot, 8);
    return ug_action_move(dirs[d][0], dirs[d][1]);
}

UgAction ug_bot_careful_next(UgBot *bot, const UgGame *game) {
    /* An action that was not carried out leaves the turn count as it was: after a few, step at
     * random so that the bot never repeats a refused action for ever. */
    int turn = ug_game_player(game)->turns;
    if (turn == bot->notes[NOTE_TURN])
        bot->notes[NOTE_STUCK]++;
    else
        bot->notes[NOTE_STUCK] = 0;
    bot->notes[NOTE_TURN] = turn;
    if (bot->notes[NOTE_STUCK] >= 2) {
        int d = (int)bot_below(bot, 9);
        return d == 8 ? ug_action_wait() : ug_action_move(dirs[d][0], dirs[d][1]);
    }
    return careful(bot, game);
}
