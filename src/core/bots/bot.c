/* Bots. They see only what the public API shows and never change the game. */
#include "undergrid/bot.h"

#include "undergrid/auto.h"

#include <stdlib.h>
#include <string.h>

#include "bots/bot_careful.h"
#include "rng/pcg.h"

static const char *const bot_names[UG_BOT_KIND_COUNT] = {"explore", "random"};

const char *ug_bot_kind_name(UgBotKind kind) {
    return (unsigned)kind < UG_BOT_KIND_COUNT ? bot_names[kind] : "unknown";
}

bool ug_bot_kind_from_name(const char *name, UgBotKind *out) {
    for (int i = 0; i < UG_BOT_KIND_COUNT; i++)
        if (name && strcmp(name, bot_names[i]) == 0) {
            *out = (UgBotKind)i;
            return true;
        }
    return false;
}

void ug_bot_init(UgBot *bot, UgBotKind kind, uint64_t seed) {
    UgRng rng;
    ug_rng_seed(&rng, seed, 0xb07);
    bot->kind = kind;
    bot->state[0] = rng.state;
    bot->state[1] = rng.inc;
    bot->waited = 0;
    for (int i = 0; i < 4; i++) bot->notes[i] = 0;
}

static uint32_t bot_below(UgBot *bot, uint32_t n) {
    UgRng rng = {bot->state[0], bot->state[1]};
    uint32_t v = ug_rng_below(&rng, n);
    bot->state[0] = rng.state;
    return v;
}

static const int dirs[8][2] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                               {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

/* Goals for the breadth-first search below. GOAL_ITEM: an item lying in the item list (simple;
 * classic's potions are tiles, GOAL_POTION). */
typedef enum Goal {
    GOAL_POTION,
    GOAL_STAIRS,
    GOAL_FRONTIER,
    GOAL_ITEM,
    GOAL_BOSS,
    GOAL_ORB_NOT_SLIME /* an orb other than Slime */
} Goal;

static int item_index_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == x && it->y == y) return i;
    }
    return -1;
}

static bool item_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == x && it->y == y) return true;
    }
    return false;
}

static bool is_goal(const UgGame *g, int x, int y, Goal goal) {
    UgTile t = ug_game_tile(g, x, y);
    switch (goal) {
        case GOAL_POTION:
            return t == UG_TILE_POTION;
        case GOAL_STAIRS:
            return t == UG_TILE_STAIRS;
        case GOAL_ITEM:
            return item_at(g, x, y);
        case GOAL_ORB_NOT_SLIME: {
            int i = item_index_at(g, x, y);
            return i >= 0 && ug_game_item(g, i)->kind != UG_ITEM_ORB_SLIME;
        }
        case GOAL_BOSS: {
            int m = ug_game_monster_at(g, x, y);
            return m >= 0 && (ug_game_monster(g, m)->flags & UG_MONSTER_BOSS);
        }
        case GOAL_FRONTIER: /* the same edge of the unknown as auto-explore's */
            return ug_auto_is_frontier(g, x, y, NULL);
    }
    return false;
}

typedef struct BotGoal {
    Goal goal;
} BotGoal;

static bool bot_goal(const UgGame *g, int x, int y, void *context) {
    const BotGoal *b = context;
    return is_goal(g, x, y, b->goal);
}

/* The shared search (undergrid/auto.h, which travel and auto-explore use too) over seen,
 * walkable tiles, walking through monsters (bumping one attacks it). Writes the first step
 * toward the nearest goal; false if none is reachable. Stairs are never stepped through, so
 * exploring does not descend by accident. */
static bool step_toward(const UgGame *g, Goal goal, int *sdx, int *sdy) {
    BotGoal b = {goal};
    UgAutoPoint first;
    if (ug_auto_search(g, bot_goal, &b, 0, &first, 1, NULL, NULL) <= 0) return false;
    const UgPlayer *p = ug_game_player(g);
    *sdx = first.x - p->x;
    *sdy = first.y - p->y;
    return true;
}

/* The first inventory item of `kind`, or -1. */
static int carried(const UgGame *g, UgItemKind kind) {
    for (int i = 0; i < ug_game_inventory_count(g); i++)
        if (ug_game_inventory_item(g, i)->kind == (int16_t)kind) return i;
    return -1;
}

/* Room for one more item (a tenth of margin: the carried weight is summed in doubles). Modes
 * without a carry limit carry anything. */
static bool can_carry(const UgGame *g) {
    UgStat w;
    if (!ug_game_stat(g, UG_STAT_WEIGHT, &w)) return true;
    return w.max > 0 && w.value + 2 <= w.max;
}

/* --- Modes whose health is the orb stack (UG_SYS_ORB_HEALTH: cursed) ------------------------
 * Picks up orbs, turns Ice into armour, shoots what the usable top reaches through
 * UG_ACT_USE_AT, bumps what stands next to it, then walks to the stairs, summons the boss with
 * the contextual pick-up on them, fights it, and takes the stairs once it is dead. */

static int chebyshev(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static bool is_bomb(const UgMonster *m) {
    return m->kind == UG_MON_TIME_BOMB || m->kind == UG_MON_HP_BOMB;
}

static UgAction orb_bot(UgBot *bot, const UgGame *g) {
    const UgPlayer *p = ug_game_player(g);
    UgOrbSlot slots[UG_ORB_STACK_MAX];
    int count = ug_game_orb_stack(g, slots, UG_ORB_STACK_MAX);
    if (count > UG_ORB_STACK_MAX) count = UG_ORB_STACK_MAX;
    int top = ug_game_orb_top(g);
    UgStat size, curses;
    int room = (ug_game_stat(g, UG_STAT_ORBS, &size) ? (int)size.max : 6) -
               (ug_game_stat(g, UG_STAT_CURSES, &curses) ? (int)curses.value : 0) - count;
    /* 0. A scene the rules wait on (a boss's arrival, a won level): Space dismisses it. */
    if (ug_game_pending(g) != UG_PENDING_NONE) return ug_action_simple(UG_ACT_PICKUP);
    UgBossState boss = ug_game_boss_state(g);
    bool on_stairs = ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS;
    /* Slime orbs are left lying while a weapon is on top and health is to spare: a Slime on
     * top cannot shoot. */
    bool weapon_on_top =
        top >= 0 && (slots[top].kind == UG_ORB_FIRE || slots[top].kind == UG_ORB_LUMP);
    Goal orbs = !weapon_on_top || count <= 2 ? GOAL_ITEM : GOAL_ORB_NOT_SLIME;
    /* 1. The stairs: summon the boss once no orb is left to fetch, or leave a won level. */
    if (on_stairs && boss != UG_BOSS_ACTIVE &&
        (boss == UG_BOSS_WIN || room <= 0 || !step_toward(g, orbs, &(int){0}, &(int){0})))
        return ug_action_simple(UG_ACT_PICKUP);
    /* 2. An orb underfoot that we want. */
    if (!on_stairs && room > 0 && is_goal(g, p->x, p->y, orbs))
        return ug_action_simple(UG_ACT_PICKUP);
    /* 3. Ice on top: wear it as armour. */
    if (top >= 0 && slots[top].kind == UG_ORB_ICE && ug_game_orb_target_ok(g, p->x, p->y))
        return ug_action_use_at(top, UG_VERB_EAT, p->x, p->y);
    /* 4. Shoot the nearest creature the top reaches (never a bomb: they do not move). */
    int range = ug_game_orb_range(g), best = -1, best_d = 1 << 20;
    if (top >= 0 && range > 0 && slots[top].kind != UG_ORB_SLIME)
        for (int i = 0; i < ug_game_monster_count(g); i++) {
            const UgMonster *m = ug_game_monster(g, i);
            int d = chebyshev(p->x, p->y, m->x, m->y);
            if (!is_bomb(m) && d < best_d && ug_game_orb_target_ok(g, m->x, m->y)) {
                best = i;
                best_d = d;
            }
        }
    if (best >= 0) {
        const UgMonster *m = ug_game_monster(g, best);
        return ug_action_use_at(top, UG_VERB_EAT, m->x, m->y);
    }
    /* 5. Bump what stands next to us (orthogonally: the player moves in 4 directions). */
    for (int d = 0; d < 4; d++) {
        int m = ug_game_monster_at(g, p->x + dirs[d][0], p->y + dirs[d][1]);
        if (m >= 0 && !is_bomb(ug_game_monster(g, m)))
            return ug_action_move(dirs[d][0], dirs[d][1]);
    }
    /* 6. A creature about to come within reach: let it come, so that we strike first. */
    int reach = top >= 0 && weapon_on_top ? range : 1;
    bool coming = false;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        int d = chebyshev(p->x, p->y, m->x, m->y);
        if (!is_bomb(m) && d > reach && d <= reach + 2 && ug_game_visible(g, m->x, m->y))
            coming = true;
    }
    if (!coming)
        bot->waited = 0;
    else if (bot->waited < 3) { /* one that keeps its distance (archers, ravens): go for it */
        bot->waited++;
        return ug_action_wait();
    }
    /* 7. Walk: to the boss while it fights, to known orbs while there is room, to the stairs,
     * or to the edge of the unknown. */
    int dx, dy;
    if (boss == UG_BOSS_ACTIVE && step_toward(g, GOAL_BOSS, &dx, &dy))
        return ug_action_move(dx, dy);
    if (room > 0 && step_toward(g, orbs, &dx, &dy)) return ug_action_move(dx, dy);
    if (step_toward(g, GOAL_STAIRS, &dx, &dy) || step_toward(g, GOAL_FRONTIER, &dx, &dy))
        return ug_action_move(dx, dy);
    int d = (int)bot_below(bot, 5);
    return d == 4 ? ug_action_wait() : ug_action_move(dirs[d][0], dirs[d][1]);
}

static UgAction explore(UgBot *bot, const UgGame *g) {
    const UgPlayer *p = ug_game_player(g);
    const UgGameInfo *info = ug_game_info(g);
    int ndirs = ug_game_topology(g) == 8 ? 8 : 4;
    int item;
    if (info->systems & UG_SYS_ORB_HEALTH) return orb_bot(bot, g);
    /* 0. Modes with an inventory (none of this happens in classic, which has none): drink when
     * hurt, eat when hungry. */
    if (p->hp * 2 <= p->max_hp && (item = carried(g, UG_ITEM_POTION)) >= 0)
        return ug_action_use(item, UG_VERB_DRINK);
    UgStat hunger;
    if (ug_game_stat(g, UG_STAT_HUNGER, &hunger) && hunger.value <= 20 &&
        (item = carried(g, UG_ITEM_APPLE)) >= 0)
        return ug_action_use(item, UG_VERB_EAT);
    /* 1. Fight whatever stands next to us. */
    for (int d = 0; d < ndirs; d++)
        if (ug_game_monster_at(g, p->x + dirs[d][0], p->y + dirs[d][1]) >= 0)
            return ug_action_move(dirs[d][0], dirs[d][1]);
    /* 2. A visible monster two steps away will step next to us: wait, so we strike first. */
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        int mx = abs(m->x - p->x), my = abs(m->y - p->y);
        int dist = ndirs == 8 ? (mx > my ? mx : my) : mx + my;
        bool can_wait = ug_info_accepts(info, UG_ACT_WAIT); /* simple has no wait key */
        if (can_wait && dist == 2 && ug_game_visible(g, m->x, m->y) && bot->waited < 2) {
            bot->waited++; /* a monster that has not come after two turns is stuck: go on */
            return ug_action_wait();
        }
    }
    bot->waited = 0;
    int dx, dy;
    /* Items lying in the item list (simple): pick up what we stand on, walk to what we know. */
    if (can_carry(g) && item_at(g, p->x, p->y)) return ug_action_simple(UG_ACT_PICKUP);
    if (can_carry(g) && ug_game_item_count(g) > 0 && step_toward(g, GOAL_ITEM, &dx, &dy))
        return ug_action_move(dx, dy);
    /* Standing on stairs means the mode wants a key to take them (classic descends by stepping
     * onto them, so its bot never stands on stairs). */
    if (!info->stairs_on_step && ug_game_tile(g, p->x, p->y) == UG_TILE_STAIRS)
        return ug_action_simple(UG_ACT_DESCEND);
    /* 3. Hurt: walk to a potion we know of. */
    if (p->hp * 5 <= p->max_hp * 3 && step_toward(g, GOAL_POTION, &dx, &dy))
        return ug_action_move(dx, dy);
    /* 4. Known stairs: go down. 5. Otherwise the nearest edge of the unknown. In modes with
     * character growth a floor's rats are worth their EXP: explore it first. */
    if ((info->systems & UG_SYS_GROWTH) && step_toward(g, GOAL_FRONTIER, &dx, &dy))
        return ug_action_move(dx, dy);
    if (step_toward(g, GOAL_STAIRS, &dx, &dy) || step_toward(g, GOAL_FRONTIER, &dx, &dy))
        return ug_action_move(dx, dy);
    /* 6. Nothing to do: a random step, so a stuck bot still moves the world. */
    int d = (int)bot_below(bot, (uint32_t)ndirs);
    return ug_action_move(dirs[d][0], dirs[d][1]);
}

UgAction ug_bot_next(UgBot *bot, const UgGame *game) {
    /* Modes with what the careful player plays by (ug_bot_careful_fits) get it. */
    if (bot->kind == UG_BOT_EXPLORE && ug_bot_careful_fits(ug_game_info(game)))
        return ug_bot_careful_next(bot, game);
    if (bot->kind == UG_BOT_EXPLORE) return explore(bot, game);
    int ndirs = ug_game_topology(game) == 8 ? 8 : 4;
    uint32_t r = bot_below(bot, (uint32_t)ndirs + 1);
    if (r == (uint32_t)ndirs) return ug_action_wait(); /* refused where the mode has no wait */
    return ug_action_move(dirs[r][0], dirs[r][1]);
}
