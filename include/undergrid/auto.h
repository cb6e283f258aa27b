/* Travel, auto-explore, rest and run: sequences of the mode's own actions, chosen one at a time
 * from what the player knows (the seen map, the creatures in view, the items lying there).
 *
 * Nothing here changes a rule: every action returned is an ordinary UgAction of the mode's own
 * kinds, which the caller plays with ug_game_act (so a replay records only the actions taken).
 * The module is pure: it reads the game only through the public accessors and keeps its memory in
 * the caller's UgAuto value. The window (src/app/scenes_auto.c) and the explore bot
 * (src/core/bots/bot.c) share it.
 *
 * The loop: ug_auto_begin_* once, then ug_auto_next before every action; it answers UG_AUTO_GO
 * with the next action, or a stop (UgAutoStop) with its reason, after which the UgAuto is idle.
 * Every stop comes before the turn it warns about: a step is never taken into a visible
 * creature's reach, onto the stairs on the way, or past a creature that came into view. */
#ifndef UG_AUTO_H
#define UG_AUTO_H

#include <stdbool.h>
#include <stdint.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum UgAutoKind {
    UG_AUTO_IDLE = 0,
    UG_AUTO_TRAVEL,  /* to a known tile along the shortest known safe path */
    UG_AUTO_EXPLORE, /* to the nearest unexplored reachable place, picking up on the way */
    UG_AUTO_REST,    /* wait until health is full or something happens */
    UG_AUTO_RUN,     /* one direction until something interesting */
    UG_AUTO_KIND_COUNT
} UgAutoKind;

/* Why a sequence stopped. `arg` (ug_auto_next) names the thing where one is involved. */
typedef enum UgAutoStop {
    UG_AUTO_GO = 0,    /* not a stop: *action is the next action */
    UG_AUTO_ARRIVED,   /* travel reached its tile */
    UG_AUTO_EXPLORED,  /* nothing reachable is left unexplored */
    UG_AUTO_MONSTER,   /* arg = UgMonsterKind: a creature came into view */
    UG_AUTO_DANGER,    /* arg = UgMonsterKind: the way on is within its reach */
    UG_AUTO_DAMAGE,    /* the player lost health, to nothing in view (else HIT or STARVING) */
    UG_AUTO_ITEM,      /* arg = UgItemKind: an item lies underfoot (or, classic's potion, on
                          the only way on: a step would drink it) */
    UG_AUTO_HUNGRY,    /* hunger fell to a fifth of its maximum (or lower) */
    UG_AUTO_BLOCKED,   /* no known way on, or the mode refused the step */
    UG_AUTO_KEY,       /* a key or a pad button (the front end's: ug_auto_cancel) */
    UG_AUTO_RESTED,    /* health is full */
    UG_AUTO_NO_WAIT,   /* the mode has no way to pass a turn: it cannot rest */
    UG_AUTO_NO_HEAL,   /* resting healed nothing for a while */
    UG_AUTO_OPENING,   /* run: the walls beside the way change (a junction, a door, a room) */
    UG_AUTO_STAIRS,    /* run: stairs ahead or underfoot */
    UG_AUTO_NEW_FLOOR, /* the floor changed */
    UG_AUTO_NO_STAIRS, /* travel to the stairs: none is known yet */
    UG_AUTO_OVER,      /* the game is over */
    UG_AUTO_IN_VIEW,   /* arg = UgMonsterKind: rest: a creature is in view */
    /* issue 26 */
    UG_AUTO_HOSTILE,    /* arg = UgMonsterKind: explore, travel or run does not start while a
                           creature is in view */
    UG_AUTO_SKIP_HEAVY, /* arg = UgItemKind: not a stop (the window says it once): explore
                           leaves an item too heavy to carry */
    UG_AUTO_SKIP_FULL,  /* arg = UgItemKind: the same, for a full pack or orb stack */
    /* issue 26, h26m: what was "interrupted", each cause its own */
    UG_AUTO_CLICK,     /* a click or a tap (the front end's: ug_auto_cancel) */
    UG_AUTO_HIT,       /* arg = UgMonsterKind: the player lost health with this creature in view
                          and within its reach */
    UG_AUTO_STARVING,  /* the player lost health with hunger at nothing */
    UG_AUTO_BOSS,      /* cursed: the boss was summoned (UG_PENDING_BOSS_INTRO) */
    UG_AUTO_LEVEL_WON, /* cursed: the level is won; the game waits (UG_PENDING_LEVEL_DONE) */
    UG_AUTO_SCENE,     /* cursed: another scene the game waits on (the Butcher's log) */
    UG_AUTO_NOTHING,   /* ug_auto_next with no sequence under way */
    UG_AUTO_EXPLORED_STAIRS,    /* as EXPLORED, and stairs are known elsewhere (travel: arg 0) */
    UG_AUTO_EXPLORED_ON_STAIRS, /* as EXPLORED, with the player on the stairs */
    UG_AUTO_SKIP_WORSE,         /* arg = UgItemKind: not a stop (the window says it once): under
                                   UG_PICKUP_USEFUL, explore leaves a weapon or armour no better than
                                   one carried (ug_game_item_effect) */
    /* issue 26, h26r: fight (ug_auto_fight) */
    UG_AUTO_NO_HOSTILE, /* no living creature is in view */
    UG_AUTO_NO_WAY,     /* arg = UgMonsterKind (the nearest in view): no known way leads within
                           reach of a creature in view, or the mode has no bump attack */
    UG_AUTO_STOP_COUNT
} UgAutoStop;

typedef struct UgAutoPoint {
    int16_t x, y;
} UgAutoPoint;

/* What explore picks up on its way (the player's Options; the values are those of the settings
 * file, 0 its default). */
typedef enum UgAutoPickup {
    UG_PICKUP_USEFUL = 0,   /* everything it can carry but a weapon or armour no better (by
                               ug_game_item_effect) than one carried or worn */
    UG_PICKUP_ORBS_POTIONS, /* orbs and potions only */
    UG_PICKUP_NONE,
    UG_PICKUP_ALL, /* everything it can carry */
    UG_PICKUP_COUNT
} UgAutoPickup;

enum { UG_AUTO_IGNORE_MAX = 32 };

/* The memory of one sequence. Plain data: zero is idle. */
typedef struct UgAuto {
    UgAutoKind kind;
    int goal_x, goal_y; /* travel */
    int dx, dy;         /* run */
    int floor;
    int32_t hp, hunger; /* at the last look (hunger -1: the mode has none) */
    int32_t steps;      /* actions returned so far */
    int32_t idle;       /* rest: turns since health last rose */
    int32_t sides;      /* run: the open neighbours beside the way, as last seen */
    uint64_t last_hash; /* the state when the last action was returned */
    int last_kind;      /* that action's UgActionKind */
    int seen_count;     /* creatures in view already (they do not stop it again) */
    UgId seen[UG_MAX_MONSTERS];
    int tried_count; /* explore: items it tried to pick up */
    UgId tried[32];
    uint8_t done[UG_MAP_MAX_W * UG_MAP_MAX_H / 8]; /* explore: targets reached */
    int pickup;       /* explore: a UgAutoPickup (ug_auto_set_pickup) */
    int ignore_count; /* explore: items it never heads for (ug_auto_ignore: those the player
                         dropped) */
    UgId ignore[UG_AUTO_IGNORE_MAX];
} UgAuto;

/* Start a sequence. None goes on while a creature is in view: the first ug_auto_next says
 * UG_AUTO_HOSTILE (rest: UG_AUTO_IN_VIEW) and takes no step. */
void ug_auto_begin_travel(UgAuto *a, const UgGame *g, int x, int y);
/* Travel to the nearest known stairs; false (and idle) when none is known. */
bool ug_auto_begin_stairs(UgAuto *a, const UgGame *g);
void ug_auto_begin_explore(UgAuto *a, const UgGame *g);
void ug_auto_begin_rest(UgAuto *a, const UgGame *g);
void ug_auto_begin_run(UgAuto *a, const UgGame *g, int dx, int dy);
static inline bool ug_auto_active(const UgAuto *a) {
    return a->kind != UG_AUTO_IDLE;
}
/* After ug_auto_begin_explore: the pick-up rule, and an item never to head for (up to
 * UG_AUTO_IGNORE_MAX). */
void ug_auto_set_pickup(UgAuto *a, UgAutoPickup rule);
void ug_auto_ignore(UgAuto *a, UgId id);
/* Would explore under `a`'s rules pick up this item lying on the floor? UG_AUTO_GO: yes;
 * UG_AUTO_SKIP_WORSE: the rule leaves it, one as good is carried; UG_AUTO_SKIP_HEAVY or
 * UG_AUTO_SKIP_FULL: it cannot be carried now; UG_AUTO_ITEM: not by the rule, not in this mode,
 * or ignored. */
UgAutoStop ug_auto_item_wanted(const UgAuto *a, const UgGame *g, const UgItem *item);
/* The radius (Chebyshev tiles) around creature `m` where a step may let it act on the player
 * before the player's next action: its reach (ug_game_monster_reach) plus the steps its speed
 * gives it first (a fast dog's two actions to one step: one more tile). */
int ug_auto_threat_radius(const UgGame *g, const UgMonster *m);
/* Ends the sequence for the front end's input `by` (UG_AUTO_KEY or UG_AUTO_CLICK). Returns why
 * it stopped: the game's own reason when one is already due (the player hit, a creature come
 * into view, hunger: the key was most likely pressed because of it; `arg` as ug_auto_next),
 * else `by`; UG_AUTO_GO when nothing was going. `arg` may be NULL. */
UgAutoStop ug_auto_cancel(UgAuto *a, const UgGame *g, UgAutoStop by, int32_t *arg);

/* The next action, or why the sequence stops (then `a` is idle; asked when idle: UG_AUTO_NOTHING).
 * `arg` may be NULL. Never changes the game. */
UgAutoStop ug_auto_next(UgAuto *a, const UgGame *g, UgAction *action, int32_t *arg);

/* The path travel would take to (x, y): up to max points, the first step first, the tile last.
 * Returns the path's length in steps (0: the player stands there), or -1 when no known safe path
 * leads there (an unseen tile, rock, or only through a creature's reach). */
int ug_auto_path(const UgGame *g, int x, int y, UgAutoPoint *out, int max);

/* The tile auto-explore heads for now (the nearest unexplored place or wanted item); false when
 * the floor is explored. For the benchmark and the bot. */
bool ug_auto_explore_target(const UgGame *g, int *x, int *y);

/* Fight, as DCSS's autofight: one action, never a sequence. A living creature in view within
 * the player's attack reach (a bump: next to the player in the mode's directions, a diagonal
 * not cutting a wall's corner) is attacked, the one with the least health first (ties: the
 * northernmost, then the westernmost); else one step along the shortest known path towards the
 * nearest creature in view (creatures block the way; their reach does not: the player chose to
 * fight). UG_AUTO_GO with *action, else why not: UG_AUTO_OVER, UG_AUTO_NO_HOSTILE,
 * UG_AUTO_NO_WAY (arg: the creature's kind). The mode's capability is its UG_ACT_MOVE (a bump
 * attacks). `arg` may be NULL. Never changes the game. */
UgAutoStop ug_auto_fight(const UgGame *g, UgAction *action, int32_t *arg);

/* --- The search the bot shares ------------------------------------------------------------- */

/* A goal of the search: true for a tile worth walking to. */
typedef bool (*UgAutoGoal)(const UgGame *g, int x, int y, void *context);
enum {
    /* The player's own rules: creatures block, their reach is never entered, no diagonal step
     * cuts a wall's corner, and classic's potion tiles (a step drinks them) are only goals.
     * Without it the search walks through creatures (a bump attacks). */
    UG_AUTO_SAFE = 1u << 0,
};
/* Breadth-first over seen, walkable tiles in the mode's directions (north, east, south, west,
 * then the diagonals), the player's tile excluded as a goal; stairs are never stepped through,
 * only reached as a goal. Writes up to max points of the path to the nearest goal (first step
 * first; out may be NULL when max is 0) and the goal to *gx, *gy (either may be NULL). Returns
 * the number of steps, or -1 when no goal is reachable. */
int ug_auto_search(const UgGame *g, UgAutoGoal goal, void *context, unsigned flags,
                   UgAutoPoint *out, int max, int *gx, int *gy);
/* The same search with a caller's own rules (the careful bot's): `enter` says whether a step
 * from (fx, fy) to (tx, ty) may be taken (NULL: onto seen, walkable tiles), `expand` whether the
 * search goes on from a tile it reached (NULL: from anything but the stairs), in `directions` (4
 * or 8; 0: the mode's), no farther than `limit` steps (0: no limit). Returns as
 * ug_auto_search. */
typedef struct UgAutoRules {
    UgAutoGoal goal;
    void *context; /* passed to all three */
    bool (*enter)(const UgGame *g, int fx, int fy, int tx, int ty, void *context);
    bool (*expand)(const UgGame *g, int x, int y, void *context);
    int directions;
    int limit;
} UgAutoRules;
int ug_auto_search_rules(const UgGame *g, const UgAutoRules *rules, UgAutoPoint *out, int max,
                         int *gx, int *gy);
/* A seen tile with an unseen neighbour on the board, not the stairs. */
bool ug_auto_is_frontier(const UgGame *g, int x, int y, void *context);

#ifdef __cplusplus
}
#endif

#endif /* UG_AUTO_H */
