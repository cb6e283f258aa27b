/* The cursed mode: Cursed Souls (Bozar/cursedSouls aac2d62, MIT) played as its code plays it
 * (/work/shared/CURSED.md; the code is the rule). Our own C from the original's behaviour:
 * system.js, monsterAI.js, entity.js, component.js, screenInGame.js, achievement.js.
 *
 * Time. The original runs rot.js's Engine over a Scheduler.Action and every actor ends its turn
 * by resuming the engine from inside its own act(), so turns nest: an enemy's turn runs inside
 * the previous actor's. The nesting is observable twice — the free first action of a level
 * (the engine was started on an empty queue, §2.1) and the Remote Bomb that resumes the engine
 * twice (§5) — so this file keeps the engine as the original has it: a lock counter, an
 * unlock() that runs actors while the lock is 0, and act functions that take the lock and end
 * with unlock_engine(duration). A key is carried out only while the PC waits for it (`listening`).
 *
 * Differences from the original (only where a port cannot or should not follow it):
 * - §11.8: in the original a PC that dies in the enemy turns after a pick-up (or after the boss
 *   cut-scene) still has its key handler attached and can act once more. Here a dead PC ends
 *   the game (UG_STATUS_DEAD, no more actions). The ending (level 3 won) ends it as won
 *   (UG_STATUS_WON; ug_game_pending still says UG_PENDING_ENDING).
 * - §1.6: after a won level 1-2 the original saves and asks for a reload; here dismissing that
 *   scene builds the next level at once, re-seeded as §9 says, with the per-level state reset.
 * - A placement that fails 999 times (never seen) leaves the actor out instead of keeping it
 *   without a position; a boss summon with no free cell (impossible by the stairs' rule) is
 *   skipped.
 * - The fog-of-war toggle, the clock and seed printing and the wizard-mode toggle are the front
 *   end's (they never change play). */
#include "modes/cursed/cursed.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>

#include "modes/cursed/rot_fov.h"

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed reproduces JavaScript doubles: it needs FLT_EVAL_METHOD == 0"
#endif

/* --- The creatures (entity.js; CURSED.md §4.1) --------------------------------------------- */

typedef struct KindInfo {
    int hp, sight, damage, curse; /* curse: what it adds when it curses (attack or death) */
    int reach, extend;            /* AttackRange base and extend (0: none) */
    double move, attack;          /* dummyAct's move and attack durations */
    bool cautious, curses_on_attack, boss;
    int8_t loot; /* UgOrbKind */
} KindInfo;

static const KindInfo kinds[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = {1, 5, 1, 0, 1, 0, 1, 1, false, false, false, UG_ORB_SLIME},
    [UG_MON_ARCHER] = {1, 5, 2, 0, 2, 3, 1, 1, true, false, false, UG_ORB_LUMP},
    [UG_MON_ZOMBIE] = {3, 5, 1, 0, 1, 0, 1.5, 1, false, false, false, UG_ORB_LUMP},
    [UG_MON_DOG] = {2, 7, 1, 0, 1, 0, 1, 1, false, false, false, UG_ORB_FIRE},
    [UG_MON_RAVEN] = {1, 5, 1, 0, 1, 0, 0.5, 1, true, false, false, UG_ORB_ICE},
    [UG_MON_CULTIST] = {2, 5, 1, 2, 2, 0, 1, 1.2, false, true, false, UG_ORB_LUMP},
    [UG_MON_RATMAN] = {2, 7, 1, 0, 1, 2, 1.2, 1, false, false, false, UG_ORB_FIRE},
    [UG_MON_WISP] = {1, 5, 1, 1, 1, 0, 0.6, 1, false, false, false, UG_ORB_ICE},
    [UG_MON_CURSEDRAT] = {1, 5, 1, 1, 1, 0, 1, 1, false, false, false, UG_ORB_SLIME},
    [UG_MON_TWINWISP] = {1, 5, 1, 2, 1, 0, 0.6, 1, false, false, false, UG_ORB_ICE},
    [UG_MON_BUTCHER] = {3, 5, 1, 0, 1, 0, 1.2, 1.2, false, false, true, UG_ORB_LUMP},
    [UG_MON_GARGOYLE] = {5, 9, 1, 0, 1, 0, 1.2, 1, false, false, true, UG_ORB_LUMP},
    [UG_MON_JUVENILE_GARGOYLE] = {2, 9, 1, 0, 1, 0, 1, 1, false, false, true, UG_ORB_LUMP},
    [UG_MON_GHOUL] = {3, 7, 1, 0, 1, 0, 1, 0.4, false, false, true, UG_ORB_LUMP},
    [UG_MON_GIOVANNI] = {3, 7, 1, 0, 1, 0, 1, 1, false, false, true, UG_ORB_LUMP},
    [UG_MON_DUMMY] = {1, 5, 1, 0, 1, 0, 1, 1, false, false, false, UG_ORB_SLIME},
    [UG_MON_TIME_BOMB] = {3, 5, 1, 0, 1, 0, 1, 1, false, false, false, UG_ORB_SLIME},
    [UG_MON_HP_BOMB] = {3, 5, 2, 0, 1, 0, 1, 1, false, false, false, UG_ORB_SLIME},
};

static const UgMonsterKind level_kind[UG_CURSED_KIND_COUNT] = {
    [UG_CURSED_ARCHER] = UG_MON_ARCHER,
    [UG_CURSED_ZOMBIE] = UG_MON_ZOMBIE,
    [UG_CURSED_DOG] = UG_MON_DOG,
    [UG_CURSED_RAVEN] = UG_MON_RAVEN,
    [UG_CURSED_RAT] = UG_MON_RAT,
    [UG_CURSED_CULTIST] = UG_MON_CULTIST,
    [UG_CURSED_RATMAN] = UG_MON_RATMAN,
    [UG_CURSED_WISP] = UG_MON_WISP,
    [UG_CURSED_CURSEDRAT] = UG_MON_CURSEDRAT,
    [UG_CURSED_TWINWISP] = UG_MON_TWINWISP,
    [UG_CURSED_BUTCHER] = UG_MON_BUTCHER,
};

static bool is_bomb(const UgMonster *m) {
    return m->kind == UG_MON_TIME_BOMB || m->kind == UG_MON_HP_BOMB;
}

/* The orb ranges (entity.js pc AttackRange; §3.3); -1: cannot be aimed. */
static int orb_range_of(int orb) {
    switch (orb) {
        case UG_ORB_FIRE:
            return 1;
        case UG_ORB_ICE:
            return 0;
        case UG_ORB_SLIME:
        case UG_ORB_LUMP:
            return 2;
        case UG_ORB_NUKE:
            return 5;
        default:
            return -1;
    }
}

/* --- Small helpers --------------------------------------------------------------------------- */

/* What every rule function needs: the game, its state and the caller's events. */
typedef struct Ctx {
    UgGame *g;
    CursedState *s;
    UgEvents *ev;
} Ctx;

static int iabs(int v) {
    return v < 0 ? -v : v;
}
static int dist(int ax, int ay, int bx, int by) {
    int dx = iabs(ax - bx), dy = iabs(ay - by);
    return dx > dy ? dx : dy;
}
static bool is_floor(const CursedState *s, int x, int y) {
    return x >= 0 && y >= 0 && x < CURSED_W && y < CURSED_H && s->passes[y][x];
}
static int npc_at(const UgGame *g, int x, int y) {
    return ug_game_monster_at(g, x, y);
}
static bool pc_at(const UgGame *g, int x, int y) {
    return g->player.x == x && g->player.y == y;
}
static int item_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < g->item_count; i++)
        if (g->items[i].x == x && g->items[i].y == y) return i;
    return -1;
}
static bool stairs_at(const CursedState *s, int x, int y) {
    return s->stairs_x == x && s->stairs_y == y;
}
static int monster_index(const UgGame *g, UgId id) {
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].id == id) return i;
    return -1;
}
static void msg(Ctx *c, UgMsg m, int a, int b) {
    ug_events_msg(c->ev, m, a, b);
}
static void msg_about(Ctx *c, UgMsg m, const UgMonster *who, int b) {
    ug_events_push(c->ev, UG_EV_MESSAGE, m, who->kind, b, who->id, UG_ID_PLAYER);
}

int ug_cursed_top_index(const CursedState *s) {
    int a = s->stack_len - 1, b = CURSED_STACK - s->curses - 1;
    return a < b ? a : b;
}
static int top_orb(const CursedState *s) {
    int i = ug_cursed_top_index(s);
    return i >= 0 ? s->stack[i] : -1;
}
static void push_orb(CursedState *s, int orb) {
    if (s->stack_len < CURSED_STACK) s->stack[s->stack_len++] = (int8_t)orb;
}
static void set_curse(CursedState *s, int delta) {
    int c = s->curses + delta;
    if (c < 0) c = 0;
    if (c > CURSED_MAX_CURSES) c = CURSED_MAX_CURSES;
    s->curses = c;
}
static bool can_be_cursed(const CursedState *s) {
    return s->curses < CURSED_MAX_CURSES;
}
static void sync_player(UgGame *g) {
    const CursedState *s = ug_cursed_state(g);
    g->player.hp = s->stack_len;
    g->player.max_hp = CURSED_STACK;
    g->player.turns = s->pc_actions;
    g->status = s->dead                         ? UG_STATUS_DEAD
                : s->scene == UG_PENDING_ENDING ? UG_STATUS_WON
                                                : UG_STATUS_PLAYING;
}

/* --- Sight (rot.js PreciseShadowcasting over the board) -------------------------------------- */

typedef struct FovList {
    int n;
    int xs[19 * 19], ys[19 * 19];
} FovList;

static void fov_list(const CursedState *s, int x, int y, int r, FovList *out) {
    UgRotFovGrid grid = {&s->passes[0][0], CURSED_W, CURSED_H};
    int n = ug_rot_fov_list(&grid, x, y, r, out->xs, out->ys, 19 * 19);
    out->n = n < 0 ? 0 : n;
}
static bool fov_has(const FovList *f, int x, int y) {
    for (int i = 0; i < f->n; i++)
        if (f->xs[i] == x && f->ys[i] == y) return true;
    return false;
}
/* Is (tx, ty) in FOV(x, y, r)? */
static bool sees(const CursedState *s, int x, int y, int r, int tx, int ty) {
    if (dist(x, y, tx, ty) > r) return false;
    FovList f;
    fov_list(s, x, y, r, &f);
    return fov_has(&f, tx, ty);
}
/* countEnemiesInSight() non-empty: an NPC (placed) on a cell of FOV(PC, 5). */
static bool npc_in_pc_view(const UgGame *g, const CursedState *s) {
    FovList f;
    fov_list(s, g->player.x, g->player.y, CURSED_PC_SIGHT, &f);
    for (int i = 0; i < g->monster_count; i++)
        if (fov_has(&f, g->monsters[i].x, g->monsters[i].y)) return true;
    return false;
}
/* pcRememberTerrain, run at every redraw: the PC's view joins the memory, orbs in it are seen. */
static void remember(UgGame *g) {
    CursedState *s = ug_cursed_state(g);
    FovList f;
    fov_list(s, g->player.x, g->player.y, CURSED_PC_SIGHT, &f);
    memset(g->visible, 0, sizeof g->visible);
    for (int i = 0; i < f.n; i++) {
        int x = f.xs[i], y = f.ys[i];
        if (x < 0 || y < 0 || x >= CURSED_W || y >= CURSED_H) continue;
        g->visible[y][x] = 1;
        g->seen[y][x] = 1;
        int it = item_at(g, x, y);
        if (it >= 0) g->items[it].level = 1; /* UgItem.level: the orb has been seen */
    }
}

/* --- The engine ------------------------------------------------------------------------------ */

static void actor_act(Ctx *c, int actor);

/* ROT.Engine.unlock(): run actors while nobody holds the lock. */
static void engine_unlock(Ctx *c) {
    CursedState *s = c->s;
    s->lock--;
    while (s->lock == 0) {
        int actor = ug_rot_scheduler_next(&s->sched);
        if (actor < 0) {
            s->lock++;
            return;
        }
        actor_act(c, actor);
    }
}
/* system.js, unlockEngine: the current actor's turn took `d`; resume. */
static void unlock_engine(Ctx *c, double d) {
    ug_rot_scheduler_set_duration(&c->s->sched, d);
    engine_unlock(c);
}

int ug_cursed_add_monster(UgGame *g, UgMonsterKind kind, int x, int y, double delay) {
    CursedState *s = ug_cursed_state(g);
    if (g->monster_count >= UG_MAX_MONSTERS) return -1;
    const KindInfo *k = &kinds[kind];
    UgMonster *m = &g->monsters[g->monster_count];
    memset(m, 0, sizeof *m);
    m->kind = (int16_t)kind;
    m->x = (int16_t)x;
    m->y = (int16_t)y;
    m->hp = m->max_hp = k->hp;
    /* UgMonster.speed is a coarse hint for the front end (the scheduler uses `kinds`) */
    m->speed = k->move < 1 ? UG_SPEED_FAST : k->move > 1 ? UG_SPEED_SLOW : UG_SPEED_NORMAL;
    m->id = ug_game_new_id(g);
    if (k->boss) m->flags |= UG_MONSTER_BOSS;
    if (kind == UG_MON_GARGOYLE || kind == UG_MON_JUVENILE_GARGOYLE) m->flags |= CURSED_MON_TAIL;
    if (kind == UG_MON_BUTCHER) m->flags |= CURSED_MON_MINIBOSS;
    if (kind == UG_MON_ARCHER || kind == UG_MON_ZOMBIE || kind == UG_MON_CULTIST)
        m->flags |= UG_MONSTER_ELITE;
    if (delay > 0 && ug_rot_scheduler_add(&s->sched, (int)m->id, 1, delay) != 0) return -1;
    return g->monster_count++;
}

static void remove_npc(UgGame *g, UgId id) {
    CursedState *s = ug_cursed_state(g);
    ug_rot_scheduler_remove(&s->sched, (int)id);
    int i = monster_index(g, id);
    if (i >= 0) ug_remove_monster(g, i);
}

static void add_orb(UgGame *g, int orb, int x, int y) {
    if (g->item_count >= UG_MAX_ITEMS) return;
    UgItem *it = &g->items[g->item_count++];
    memset(it, 0, sizeof *it);
    it->kind = (int16_t)(UG_ITEM_ORB_FIRE + orb);
    it->x = (int16_t)x;
    it->y = (int16_t)y;
    it->id = ug_game_new_id(g);
}
static void remove_item(UgGame *g, int i) {
    memmove(&g->items[i], &g->items[i + 1], (size_t)(g->item_count - i - 1) * sizeof g->items[0]);
    g->item_count--;
}

/* --- Death and damage ------------------------------------------------------------------------ */

bool ug_cursed_pc_take_damage(CursedState *s, int damage) {
    bool dead = damage > s->stack_len;
    int n = damage < s->stack_len ? damage : s->stack_len;
    if (damage <= 0 && s->stack_len > 0) n = 1; /* removeItem(0) still pops one (never called) */
    s->stack_len -= n;
    s->dead = dead;
    return dead;
}

/* monsterAI.js, npcHitOrKill: the hit's line (bosses print their own), then death or resume. */
static void npc_hit_or_kill(Ctx *c, UgId who, double d) {
    int i = monster_index(c->g, who);
    if (i >= 0 && !(c->g->monsters[i].flags & UG_MONSTER_BOSS))
        msg_about(c, UG_MSG_CURSED_NPC_HIT, &c->g->monsters[i], 0);
    if (c->s->dead) {
        msg(c, UG_MSG_CURSED_DIE, 0, 0);
        msg(c, UG_MSG_CURSED_LAST_WORDS, c->s->boss != UG_BOSS_INACTIVE ? c->s->level : 0, 0);
        ug_events_push(c->ev, UG_EV_DEATH, UG_MSG_NONE, -1, 0, who, UG_ID_PLAYER);
        sync_player(c->g);
    } else {
        unlock_engine(c, d);
    }
}

static void npc_damages_pc(Ctx *c, const UgMonster *m, int damage) {
    ug_events_push(c->ev, UG_EV_DAMAGE, UG_MSG_NONE, damage, 0, m->id, UG_ID_PLAYER);
    ug_cursed_pc_take_damage(c->s, damage);
}

/* --- Achievements (achievement.js) ----------------------------------------------------------- */

static bool ach_locked(const CursedState *s, UgAchievement a) {
    return !(s->unlocked >> a & 1u);
}
static void ach_unlock(Ctx *c, UgAchievement a) {
    c->s->unlocked |= 1u << a;
    msg(c, UG_MSG_CURSED_UNLOCK, a, 0);
}
static void ach_check_all(Ctx *c) {
    if (!ach_locked(c->s, UG_ACH_UNLOCK_ALL)) return;
    uint32_t others = ((1u << UG_ACH_COUNT) - 1u) & ~(1u << UG_ACH_UNLOCK_ALL);
    if ((c->s->unlocked & others) == others) ach_unlock(c, UG_ACH_UNLOCK_ALL);
}

/* --- Placement during play ------------------------------------------------------------------- */

/* system.js, placeBoss: pick() over FOV(observer, 3) filtered to floor, no NPC, not the PC and
 * dist(target, cell) > far. One draw. Returns false when no cell qualifies. */
static bool place_boss(Ctx *c, int ox, int oy, int tx, int ty, int far, int *x, int *y) {
    FovList f, ok;
    fov_list(c->s, ox, oy, 3, &f);
    ok.n = 0;
    for (int i = 0; i < f.n; i++) {
        int cx = f.xs[i], cy = f.ys[i];
        if (is_floor(c->s, cx, cy) && npc_at(c->g, cx, cy) < 0 && !pc_at(c->g, cx, cy) &&
            dist(tx, ty, cx, cy) > far) {
            ok.xs[ok.n] = cx;
            ok.ys[ok.n++] = cy;
        }
    }
    double u = ug_rot_rng_uniform(&c->s->rng);
    if (ok.n == 0) return false;
    int k = (int)(ok.n * u);
    *x = ok.xs[k];
    *y = ok.ys[k];
    return true;
}

/* placeActor with verifyOrbPosition, for the orbs Giovanni's revival adds: inner draws. */
static bool place_orb(Ctx *c, int *x, int *y) {
    for (int retry = 1;; retry++) {
        int ix = (int)(UG_CURSED_WIDTH * ug_rot_rng_uniform(&c->s->rng));
        int iy = (int)(UG_CURSED_HEIGHT * ug_rot_rng_uniform(&c->s->rng));
        int gx = ix + 1, gy = iy + 1;
        bool bad = !is_floor(c->s, gx, gy) || dist(gx, gy, c->g->player.x, c->g->player.y) <= 2 ||
                   stairs_at(c->s, gx, gy) || item_at(c->g, gx, gy) >= 0;
        if (!bad || retry >= 999) {
            if (retry >= 999) return false;
            *x = gx;
            *y = gy;
            return true;
        }
    }
}

/* --- The PC's attack (system.js, pcAttack; §3.8's order) ------------------------------------- */

static bool boss_is_dead(const UgGame *g, const UgMonster *target) {
    if (!(target->flags & UG_MONSTER_BOSS)) return false;
    if (target->kind == UG_MON_GARGOYLE || target->kind == UG_MON_JUVENILE_GARGOYLE)
        for (int i = 0; i < g->monster_count; i++)
            if (g->monsters[i].kind == UG_MON_GARGOYLE ||
                g->monsters[i].kind == UG_MON_JUVENILE_GARGOYLE)
                return false;
    return true;
}

static void revive_giovanni(Ctx *c, UgId id) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    g->player.x = (int16_t)s->stairs_x;
    g->player.y = (int16_t)s->stairs_y;
    int x = 0, y = 0;
    bool placed = place_boss(c, s->stairs_x, s->stairs_y, g->player.x, g->player.y, 2, &x, &y);
    int i = monster_index(g, id);
    if (i >= 0) {
        UgMonster *m = &g->monsters[i];
        if (placed) m->x = (int16_t)x, m->y = (int16_t)y;
        m->hp += 1;
        m->flags |= CURSED_MON_REVIVED;
    }
    bool has_ice = false;
    for (int k = 0; k < g->item_count; k++) has_ice |= g->items[k].kind == UG_ITEM_ORB_ICE;
    if (!has_ice) {
        if (g->item_count > 20) g->item_count = 0;
        for (int orb = UG_ORB_FIRE; orb <= UG_ORB_LUMP; orb++) {
            int ox, oy;
            if (place_orb(c, &ox, &oy)) add_orb(g, orb, ox, oy);
        }
    }
    s->trinity_len = 0;
    for (int line = 0; line < 3; line++) msg(c, UG_MSG_CURSED_REVIVAL, line, 0);
}

static void trinity_record(Ctx *c, int attack, int top) {
    CursedState *s = c->s;
    int orb = attack == CURSED_ATT_BASE && top == UG_ORB_ARMOR ? CURSED_ATT_ICE : attack;
    if (!ach_locked(s, UG_ACH_BOSS4_SPECIAL)) return;
    if (s->trinity_len == 3) {
        s->trinity[0] = s->trinity[1];
        s->trinity[1] = s->trinity[2];
        s->trinity_len = 2;
    }
    s->trinity[s->trinity_len++] = (int8_t)orb;
    if (s->trinity_len == 3 && s->trinity[0] == CURSED_ATT_ICE &&
        s->trinity[1] == CURSED_ATT_FIRE && s->trinity[2] == CURSED_ATT_LUMP) {
        ach_unlock(c, UG_ACH_BOSS4_SPECIAL);
        ach_check_all(c);
    }
}

/* monsterAI.js, npcActBeforeDeath. */
static void act_before_death(Ctx *c, const UgMonster *m) {
    if (m->kind == UG_MON_ZOMBIE) {
        ug_cursed_add_monster(c->g, UG_MON_DOG, m->x, m->y, 2);
        msg_about(c, UG_MSG_CURSED_SUMMON, m, 0);
    } else if (m->kind == UG_MON_WISP || m->kind == UG_MON_TWINWISP ||
               m->kind == UG_MON_CURSEDRAT) {
        if (dist(m->x, m->y, c->g->player.x, c->g->player.y) == 1 && can_be_cursed(c->s)) {
            set_curse(c->s, kinds[m->kind].curse);
            msg_about(c, UG_MSG_CURSED_NPC_CURSE, m, 0);
        }
    }
}

/* system.js, npcDropOrb: nothing on the stairs (no draw); else one percentage draw. */
static void drop_orb(Ctx *c, const UgMonster *m, int rate) {
    if (stairs_at(c->s, m->x, m->y)) return;
    if (ug_rot_rng_percentage(&c->s->rng) > rate) return;
    int here = item_at(c->g, m->x, m->y);
    if (here >= 0) remove_item(c->g, here);
    int loot = kinds[m->kind].loot;
    add_orb(c->g, loot, m->x, m->y);
    msg_about(c, UG_MSG_CURSED_DROP, m, loot);
}

static void pc_attack(Ctx *c, int index, int attack) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    int top = top_orb(s);
    UgMonster *t = &g->monsters[index];
    UgId id = t->id;
    int damage = top == UG_ORB_NUKE ? 9 : 1;
    t->hp -= damage;
    ug_events_push(c->ev, UG_EV_DAMAGE, UG_MSG_NONE, damage, t->hp, UG_ID_PLAYER, id);
    if (t->kind == UG_MON_GHOUL && attack != CURSED_ATT_BASE) s->boss3_special = false;
    if (t->kind == UG_MON_GIOVANNI) trinity_record(c, attack, top);
    bool armor_bump = attack == CURSED_ATT_BASE && top == UG_ORB_ARMOR;
    UgMonster victim = *t; /* the target as the later steps see it, even once it is gone */
    if (t->hp <= 0 && (t->kind != UG_MON_GIOVANNI || armor_bump)) {
        int rate;
        if (t->flags & UG_MONSTER_BOSS)
            rate = 100;
        else if (attack == CURSED_ATT_BASE)
            rate = top == UG_ORB_ARMOR ? 60 : top == UG_ORB_NUKE ? 100 : 20;
        else
            rate = attack == CURSED_ATT_LUMP ? 60 : 100;
        msg_about(c, UG_MSG_CURSED_KILL, &victim, 0);
        if (s->curses > 0) {
            set_curse(s, -1);
            msg(c, UG_MSG_CURSED_PURGED, 0, 0);
        }
        act_before_death(c, &victim);
        drop_orb(c, &victim, rate);
        remove_npc(g, id);
        ug_events_push(c->ev, UG_EV_DEATH, UG_MSG_NONE, victim.kind, 0, UG_ID_PLAYER, id);
        if (boss_is_dead(g, &victim)) {
            if (!(victim.flags & CURSED_MON_MINIBOSS) && s->boss < UG_BOSS_WIN) s->boss++;
            UgAchievement a = victim.kind == UG_MON_BUTCHER    ? UG_ACH_BOSS2_NORMAL
                              : victim.kind == UG_MON_GHOUL    ? UG_ACH_BOSS3_NORMAL
                              : victim.kind == UG_MON_GIOVANNI ? UG_ACH_BOSS4_NORMAL
                                                               : UG_ACH_BOSS1_NORMAL;
            if (ach_locked(s, a)) {
                ach_unlock(c, a);
                ach_check_all(c);
            }
            if (ach_locked(s, UG_ACH_BOSS3_SPECIAL) && s->boss3_special &&
                victim.kind == UG_MON_GHOUL) {
                ach_unlock(c, UG_ACH_BOSS3_SPECIAL);
                ach_check_all(c);
            }
        }
        if (victim.kind == UG_MON_GIOVANNI) msg(c, UG_MSG_CURSED_USE_STAIRS, 0, 0);
    } else {
        msg_about(c, UG_MSG_CURSED_HIT, &victim, 0);
    }
    if (victim.kind == UG_MON_GIOVANNI && victim.hp <= 0 && !armor_bump) revive_giovanni(c, id);
    /* The Gargoyle's tail (checkAchBoss1Special), also for one that just died. */
    if (ach_locked(s, UG_ACH_BOSS1_SPECIAL) && victim.kind == UG_MON_GARGOYLE &&
        attack == CURSED_ATT_FIRE && (victim.flags & CURSED_MON_TAIL)) {
        int i = monster_index(g, id);
        if (i >= 0) g->monsters[i].flags &= (uint16_t)~CURSED_MON_TAIL;
        msg(c, UG_MSG_CURSED_TAIL, 0, 0);
        ach_unlock(c, UG_ACH_BOSS1_SPECIAL);
        ach_check_all(c);
    }
    s->listening = false;
    unlock_engine(c, 1);
}

/* --- The PC's other actions ------------------------------------------------------------------ */

/* system.js, move for the PC: a step (onto floor with no NPC or a bomb), else a bump. Returns
 * false when nothing happened (a wall). dx = dy = 0 is a wait. */
static bool pc_move(Ctx *c, int dx, int dy) {
    UgGame *g = c->g;
    int x = g->player.x + dx, y = g->player.y + dy;
    int npc = npc_at(g, x, y);
    if (is_floor(c->s, x, y) && (npc < 0 || is_bomb(&g->monsters[npc]))) {
        g->player.x = (int16_t)x;
        g->player.y = (int16_t)y;
        c->s->listening = false;
        unlock_engine(c, 1);
        return true;
    }
    if (npc >= 0) {
        pc_attack(c, npc, CURSED_ATT_BASE);
        return true;
    }
    return false;
}

/* system.js, pcFastMove. Returns whether a step was taken. */
static bool pc_fast_move(Ctx *c, bool initialize, int dx, int dy) {
    CursedState *s = c->s;
    UgGame *g = c->g;
    if (initialize) {
        s->fast_step = 5;
        s->fast_dx = dx;
        s->fast_dy = dy;
    }
    int x = g->player.x + s->fast_dx, y = g->player.y + s->fast_dy;
    if (!npc_in_pc_view(g, s) && is_floor(s, x, y) && npc_at(g, x, y) < 0) {
        s->fast_step--;
        pc_move(c, s->fast_dx, s->fast_dy);
        return true;
    }
    s->fast_step = 0;
    s->listening = true;
    return false;
}

/* system.js, pcAct. */
static void pc_act(Ctx *c) {
    CursedState *s = c->s;
    s->lock++;
    if (s->frozen) {
        s->frozen = false;
        unlock_engine(c, 1);
    } else if (s->fast_step > 0) {
        ug_game_step_taken(c->g); /* the step before is done and the others have moved: seen */
        pc_fast_move(c, false, 0, 0);
    } else if (s->mini_boss == 1) {
        for (int line = 0; line < 5; line++) msg(c, UG_MSG_CURSED_BUTCHER_SCENE, line, 0);
        s->mini_boss = 2;
        s->scene = UG_PENDING_BUTCHER;
    } else {
        s->listening = true;
    }
}

static void summon_boss(Ctx *c) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    s->listening = false;
    s->boss = UG_BOSS_ACTIVE;
    int x, y;
    if (place_boss(c, s->stairs_x, s->stairs_y, g->player.x, g->player.y, 2, &x, &y)) {
        UgMonsterKind k = s->level == 1   ? UG_MON_GARGOYLE
                          : s->level == 2 ? UG_MON_GHOUL
                                          : UG_MON_GIOVANNI;
        ug_cursed_add_monster(g, k, x, y, 2);
    }
    if (s->curses >= CURSED_MAX_CURSES) {
        set_curse(s, -1);
        msg(c, UG_MSG_CURSED_PURGED, 0, 0);
    }
    s->scene = UG_PENDING_BOSS_INTRO;
}

/* system.js, pcUseDownstairs for the state `win`. */
static void leave_level(Ctx *c) {
    CursedState *s = c->s;
    s->listening = false;
    if (ach_locked(s, UG_ACH_NO_EXAMINE) && s->no_examine) {
        ach_unlock(c, UG_ACH_NO_EXAMINE);
        ach_check_all(c);
    }
    if (s->level < 3) {
        msg(c, UG_MSG_CURSED_SAVED, 0, 0);
        msg(c, UG_MSG_CURSED_CLOSE_OR_RELOAD, 0, 0);
        s->scene = UG_PENDING_LEVEL_DONE;
    } else {
        s->scene = UG_PENDING_ENDING;
    }
}

/* The contextual Space's first two cases (system.js, pcPickOrUse). Returns false when Space
 * would enter aim mode or do nothing (the front end's). */
static bool pc_pick_or_use(Ctx *c, bool stairs_only) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    int x = g->player.x, y = g->player.y;
    if (stairs_at(s, x, y) && s->boss != UG_BOSS_ACTIVE) {
        if (s->boss == UG_BOSS_INACTIVE)
            summon_boss(c);
        else
            leave_level(c);
        return true;
    }
    if (stairs_only) return false;
    int it = item_at(g, x, y);
    if (it >= 0 && s->stack_len < CURSED_STACK - s->curses) {
        int orb = g->items[it].kind - UG_ITEM_ORB_FIRE;
        push_orb(s, orb);
        msg(c, UG_MSG_CURSED_PICKUP, orb, 0);
        remove_item(g, it);
        unlock_engine(c, 1); /* the key handler stays attached (§11.7) */
        return true;
    }
    return false;
}

static bool can_aim(const CursedState *s) {
    return s->stack_len > 0 && top_orb(s) != UG_ORB_ARMOR;
}

/* Would aim mode's Space with the cursor on (x, y) use the top orb (useOrbInTheInventory)? */
static bool target_ok(const UgGame *g, const CursedState *s, int x, int y) {
    if (!can_aim(s) || s->dead) return false;
    int orb = top_orb(s);
    if (!sees(s, g->player.x, g->player.y, CURSED_PC_SIGHT, x, y)) return false;
    if (dist(g->player.x, g->player.y, x, y) > orb_range_of(orb)) return false;
    switch (orb) {
        case UG_ORB_FIRE:
        case UG_ORB_LUMP:
        case UG_ORB_NUKE:
            return npc_at(g, x, y) >= 0;
        case UG_ORB_SLIME:
            return is_floor(s, x, y) && npc_at(g, x, y) < 0 && !pc_at(g, x, y);
        case UG_ORB_ICE:
            return true;
        default:
            return false;
    }
}

static bool pc_use_at(Ctx *c, int x, int y) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    if (!target_ok(g, s, x, y)) return false;
    int orb = top_orb(s);
    s->listening = false; /* aim mode took the normal key handler away */
    switch (orb) {
        case UG_ORB_FIRE:
        case UG_ORB_LUMP:
        case UG_ORB_NUKE:
            pc_attack(c, npc_at(g, x, y), orb);
            break;
        case UG_ORB_SLIME:
            g->player.x = (int16_t)x;
            g->player.y = (int16_t)y;
            msg(c, UG_MSG_CURSED_TELEPORT, 0, 0);
            unlock_engine(c, 1);
            break;
        case UG_ORB_ICE: {
            int cut = ug_cursed_top_index(s);
            int8_t next[CURSED_STACK + 2]; /* the stack and one more: Ice turns one into two */
            int n = 0;
            for (int i = 0; i < s->stack_len && i < CURSED_STACK; i++) {
                if (i == cut) {
                    next[n++] = UG_ORB_ARMOR;
                    next[n++] = UG_ORB_ARMOR;
                } else {
                    next[n++] = s->stack[i];
                }
            }
            if (n > CURSED_STACK) n = CURSED_STACK;
            memcpy(s->stack, next, (size_t)n);
            s->stack_len = n;
            msg(c, UG_MSG_CURSED_ARMOR, 0, 0);
            unlock_engine(c, 1);
            break;
        }
        default:
            break;
    }
    return true;
}

/* --- Enemies (monsterAI.js) ------------------------------------------------------------------ */

typedef enum StepKind { STEP_RANDOM, STEP_CLOSER, STEP_KEEP } StepKind;

/* npcDecideNextStep: candidates in the fixed order, the own cell last; one draw. */
static void decide_step(Ctx *c, UgId id, StepKind kind, double d, int keep) {
    UgGame *g = c->g;
    int i = monster_index(g, id);
    UgMonster *m = &g->monsters[i];
    int cx = m->x, cy = m->y, px = g->player.x, py = g->player.y;
    int xs[9], ys[9], n = 0;
    for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++) {
            int x = cx + dx, y = cy + dy;
            if (is_floor(c->s, x, y) && npc_at(g, x, y) < 0 && !pc_at(g, x, y))
                xs[n] = x, ys[n++] = y;
        }
    xs[n] = cx, ys[n++] = cy;
    int cur = dist(cx, cy, px, py);
    int first[9], nf = 0, next[9], nn = 0;
    for (int k = 0; k < n; k++) {
        int dk = dist(xs[k], ys[k], px, py);
        switch (kind) {
            case STEP_RANDOM:
                first[nf++] = k;
                break;
            case STEP_CLOSER:
                if (dk < cur)
                    first[nf++] = k;
                else if (dk == cur)
                    next[nn++] = k;
                break;
            case STEP_KEEP:
                if (cur >= keep ? dk == cur : dk > cur) first[nf++] = k;
                break;
        }
    }
    if (kind == STEP_KEEP && nf == 0 && nn == 0)
        for (int k = 0; k < n; k++) next[nn++] = k;
    int pick = n - 1;
    if (nf > 0)
        pick = first[(int)(nf * ug_rot_rng_uniform(&c->s->rng))];
    else if (nn > 0)
        pick = next[(int)(nn * ug_rot_rng_uniform(&c->s->rng))];
    m->x = (int16_t)xs[pick];
    m->y = (int16_t)ys[pick];
    unlock_engine(c, xs[pick] == cx && ys[pick] == cy ? 1 : d);
}

static bool cannot_see_pc(const Ctx *c, const UgMonster *m) {
    return !sees(c->s, m->x, m->y, kinds[m->kind].sight, c->g->player.x, c->g->player.y);
}

/* npcSearchOrWait. */
static void search_or_wait(Ctx *c, const UgMonster *m, double d) {
    if (dist(m->x, m->y, c->g->player.x, c->g->player.y) <= kinds[m->kind].sight)
        decide_step(c, m->id, STEP_RANDOM, d, 0);
    else
        unlock_engine(c, 1);
}

static bool in_reach(const UgGame *g, const UgMonster *m) {
    const KindInfo *k = &kinds[m->kind];
    int dd = dist(m->x, m->y, g->player.x, g->player.y);
    if (k->extend > 0 && (m->x == g->player.x || m->y == g->player.y)) return dd <= k->extend;
    return dd <= k->reach;
}

/* npcHasAlliesInCloseRange: two NPCs (itself included) on cells of FOV(me, 3). */
static bool has_allies(const Ctx *c, const UgMonster *m) {
    FovList f;
    fov_list(c->s, m->x, m->y, 3, &f);
    int count = 0;
    for (int i = 0; i < f.n; i++)
        if (npc_at(c->g, f.xs[i], f.ys[i]) >= 0) count++;
    return count >= 2;
}

static void dummy_act(Ctx *c, UgId id) {
    UgMonster *m = &c->g->monsters[monster_index(c->g, id)];
    const KindInfo *k = &kinds[m->kind];
    c->s->lock++;
    if (cannot_see_pc(c, m)) {
        search_or_wait(c, m, k->move);
    } else if (in_reach(c->g, m)) {
        if (k->curses_on_attack && can_be_cursed(c->s)) {
            set_curse(c->s, k->curse);
            msg_about(c, UG_MSG_CURSED_NPC_CURSE, m, 0);
            unlock_engine(c, k->attack);
        } else {
            npc_damages_pc(c, m, k->damage);
            npc_hit_or_kill(c, id, k->attack);
        }
    } else {
        bool approach = k->cautious ? has_allies(c, m) : true;
        if (approach)
            decide_step(c, id, STEP_CLOSER, k->move, 0);
        else
            decide_step(c, id, STEP_KEEP, k->move, k->reach > 3 ? k->reach : 3);
    }
}

static void gargoyle_act(Ctx *c, UgId id) {
    UgGame *g = c->g;
    UgMonster *m = &g->monsters[monster_index(g, id)];
    bool adult = m->kind == UG_MON_GARGOYLE;
    double move = adult ? 1.2 : 1;
    double attack = (m->flags & CURSED_MON_TAIL) ? 1 : 1.2;
    c->s->lock++;
    if (cannot_see_pc(c, m)) {
        search_or_wait(c, m, move);
    } else if (adult && !(m->flags & CURSED_MON_SUMMONED) && m->hp < 3) {
        int x, y;
        if (place_boss(c, m->x, m->y, m->x, m->y, 0, &x, &y))
            ug_cursed_add_monster(g, UG_MON_JUVENILE_GARGOYLE, x, y, 1);
        m = &g->monsters[monster_index(g, id)];
        msg_about(c, UG_MSG_CURSED_SUMMON, m, 0);
        m->flags |= CURSED_MON_SUMMONED;
        unlock_engine(c, 1); /* getDuration(a number) is undefined: the default 1 (§10.2) */
    } else if (dist(m->x, m->y, g->player.x, g->player.y) == 1) {
        bool line = m->x == g->player.x || m->y == g->player.y;
        npc_damages_pc(c, m, line ? 2 : 1);
        msg_about(c, UG_MSG_CURSED_BREATHE, m, 0);
        npc_hit_or_kill(c, id, attack);
    } else {
        decide_step(c, id, STEP_CLOSER, move, 0);
    }
}

static void butcher_act(Ctx *c, UgId id) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    UgMonster *m = &g->monsters[monster_index(g, id)];
    /* canPullPC, computed before anything moves */
    int rx = g->player.x - m->x, ry = g->player.y - m->y;
    int px = m->x + (rx > 0) - (rx < 0), py = m->y + (ry > 0) - (ry < 0);
    bool pull =
        !(dist(m->x, m->y, g->player.x, g->player.y) > 2 || (iabs(rx) > 1 && iabs(ry) > 1)) &&
        is_floor(s, px, py) && npc_at(g, px, py) < 0;
    s->lock++;
    if (cannot_see_pc(c, m)) {
        search_or_wait(c, m, 1.2);
    } else if (s->mini_boss < 1) {
        s->mini_boss = 1;
        unlock_engine(c, 1);
    } else if (dist(m->x, m->y, g->player.x, g->player.y) == 1) {
        msg(c, UG_MSG_CURSED_CLEAVE, 0, 0);
        npc_damages_pc(c, m, 2);
        npc_hit_or_kill(c, id, 1.2);
    } else if (pull) {
        g->player.x = (int16_t)px;
        g->player.y = (int16_t)py;
        msg(c, UG_MSG_CURSED_PULL, 0, 0);
        npc_damages_pc(c, m, 1);
        npc_hit_or_kill(c, id, 1.2);
    } else {
        decide_step(c, id, STEP_CLOSER, 1.2, 0);
    }
}

/* npcSetBomb (§5). */
static void set_bombs(Ctx *c, UgId id, UgMonsterKind bomb) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    int px = g->player.x, py = g->player.y;
    int cx[8], cy[8], n = 0;
    for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++) {
            if (dx == 0 && dy == 0) continue;
            int x = px + dx, y = py + dy;
            if (is_floor(s, x, y) && npc_at(g, x, y) < 0) cx[n] = x, cy[n++] = y;
        }
    int hx[4], hy[4], h = 0;
    if (npc_at(g, px, py) < 0) hx[h] = px, hy[h++] = py;
    bool phantom = false;
    if (h + n > 4) {
        while (h < 4) {
            int k = (int)(ug_rot_rng_uniform(&s->rng) * n);
            hx[h] = cx[k], hy[h++] = cy[k];
            memmove(&cx[k], &cx[k + 1], (size_t)(n - k - 1) * sizeof cx[0]);
            memmove(&cy[k], &cy[k + 1], (size_t)(n - k - 1) * sizeof cy[0]);
            n--;
        }
    } else {
        phantom = true; /* the whole candidate list became one bomb without a position */
    }
    for (int k = 0; k < h; k++) ug_cursed_add_monster(g, bomb, hx[k], hy[k], 1);
    if (phantom && s->phantom_count < CURSED_MAX_PHANTOMS) {
        UgId pid = ug_game_new_id(g);
        if (ug_rot_scheduler_add(&s->sched, (int)pid, 1, 1) == 0)
            s->phantoms[s->phantom_count++] = pid;
    }
    int i = monster_index(g, id);
    if (i >= 0) msg_about(c, UG_MSG_CURSED_SET_BOMBS, &g->monsters[i], 0);
    unlock_engine(c, 1);
}

static void ghoul_act(Ctx *c, UgId id) {
    UgGame *g = c->g;
    UgMonster *m = &g->monsters[monster_index(g, id)];
    c->s->lock++;
    if (cannot_see_pc(c, m)) {
        search_or_wait(c, m, 1);
    } else if (dist(m->x, m->y, g->player.x, g->player.y) <= 1) {
        msg(c, UG_MSG_CURSED_PUNCH, 0, 0);
        npc_damages_pc(c, m, 1);
        npc_hit_or_kill(c, id, 0.4);
    } else if (dist(m->x, m->y, g->player.x, g->player.y) <= 4 && !c->s->frozen) {
        set_bombs(c, id, UG_MON_TIME_BOMB);
    } else {
        decide_step(c, id, STEP_CLOSER, 1, 0);
    }
}

static void giovanni_act(Ctx *c, UgId id) {
    UgGame *g = c->g;
    UgMonster *m = &g->monsters[monster_index(g, id)];
    c->s->lock++;
    int dd = dist(m->x, m->y, g->player.x, g->player.y);
    if (cannot_see_pc(c, m) || (m->flags & CURSED_MON_REVIVED)) {
        /* the mark is cleared after the search returns (it may have run other turns) */
        search_or_wait(c, m, 1);
        int i = monster_index(g, id);
        if (i >= 0) g->monsters[i].flags &= (uint16_t)~CURSED_MON_REVIVED;
    } else if (c->s->frozen) {
        decide_step(c, id, STEP_KEEP, 1, 5);
    } else if (dd == 1) {
        set_bombs(c, id, UG_MON_HP_BOMB);
    } else if (dd <= 5) {
        int pick = (int)(ug_rot_rng_uniform(&c->s->rng) * 2);
        set_bombs(c, id, pick == 0 ? UG_MON_TIME_BOMB : UG_MON_HP_BOMB);
    } else {
        decide_step(c, id, STEP_CLOSER, 1, 0);
    }
}

/* bombAct: a bomb's one turn. A Remote Bomb that hurts and spares the PC resumes the engine
 * twice (npcHitOrKill, then the end of bombAct), which skips the PC's next input turn. */
static void bomb_act(Ctx *c, UgId id) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    UgMonster *m = &g->monsters[monster_index(g, id)];
    s->lock++;
    if (pc_at(g, m->x, m->y)) {
        if (m->kind == UG_MON_TIME_BOMB) {
            s->frozen = true;
            msg(c, UG_MSG_CURSED_FROZEN, 0, 0);
        } else {
            npc_damages_pc(c, m, kinds[m->kind].damage);
            npc_hit_or_kill(c, id, 1);
        }
    }
    remove_npc(g, id);
    if (!s->dead) unlock_engine(c, 1);
}

static void phantom_act(Ctx *c, int slot) {
    CursedState *s = c->s;
    UgId id = s->phantoms[slot];
    s->lock++;
    ug_rot_scheduler_remove(&s->sched, (int)id);
    memmove(&s->phantoms[slot], &s->phantoms[slot + 1],
            (size_t)(s->phantom_count - slot - 1) * sizeof s->phantoms[0]);
    s->phantom_count--;
    if (!s->dead) unlock_engine(c, 1);
}

static void actor_act(Ctx *c, int actor) {
    if (actor == (int)UG_ID_PLAYER) {
        pc_act(c);
        return;
    }
    int i = monster_index(c->g, (UgId)actor);
    if (i < 0) {
        for (int k = 0; k < c->s->phantom_count; k++)
            if (c->s->phantoms[k] == (UgId)actor) {
                phantom_act(c, k);
                return;
            }
        /* unknown actor (cannot happen): treat as a 1-unit wait */
        c->s->lock++;
        unlock_engine(c, 1);
        return;
    }
    UgId id = (UgId)actor;
    switch (c->g->monsters[i].kind) {
        case UG_MON_GARGOYLE:
        case UG_MON_JUVENILE_GARGOYLE:
            gargoyle_act(c, id);
            break;
        case UG_MON_BUTCHER:
            butcher_act(c, id);
            break;
        case UG_MON_GHOUL:
            ghoul_act(c, id);
            break;
        case UG_MON_GIOVANNI:
            giovanni_act(c, id);
            break;
        case UG_MON_TIME_BOMB:
        case UG_MON_HP_BOMB:
            bomb_act(c, id);
            break;
        default:
            dummy_act(c, id);
            break;
    }
}

/* --- Levels ---------------------------------------------------------------------------------- */

void ug_cursed_refresh_map(UgGame *g) {
    CursedState *s = ug_cursed_state(g);
    for (int y = 0; y < CURSED_H; y++)
        for (int x = 0; x < CURSED_W; x++) s->passes[y][x] = g->tiles[y][x] != UG_TILE_ROCK;
}

void ug_cursed_enter_level(UgGame *g, int level, const UgCursedOrbKind *carried, int n_carried,
                           UgEvents *ev) {
    CursedState *s = ug_cursed_state(g);
    UgRotRng rng;
    ug_rot_rng_seed_level(&rng, s->seed, level);
    UgCursedLevel *lv = &s->start;
    if (ug_cursed_level_build(lv, &rng, level, carried, n_carried) != UG_CURSED_GEN_OK) {
        /* never seen: the original would break; keep an empty, closed board */
        memset(lv, 0, sizeof *lv);
        lv->level = level;
    }
    s->level = level;
    g->floor = level;
    s->rng = lv->rng;
    g->width = CURSED_W;
    g->height = CURSED_H;
    memset(g->tiles, UG_TILE_ROCK, sizeof g->tiles);
    memset(g->seen, 0, sizeof g->seen);
    memset(g->visible, 0, sizeof g->visible);
    for (int y = 0; y < UG_CURSED_HEIGHT; y++)
        for (int x = 0; x < UG_CURSED_WIDTH; x++)
            if (lv->grid[y][x] == UG_CURSED_FLOOR) g->tiles[y + 1][x + 1] = UG_TILE_FLOOR;
    s->stairs_x = lv->stairs_x + 1;
    s->stairs_y = lv->stairs_y + 1;
    g->tiles[s->stairs_y][s->stairs_x] = UG_TILE_STAIRS;
    ug_cursed_refresh_map(g);
    g->player.x = (int16_t)(lv->pc_x + 1);
    g->player.y = (int16_t)(lv->pc_y + 1);
    /* The engine is started on an empty queue (the free first action), then the PC and the
     * level's enemies are added in order, each first acting 1 unit later. */
    ug_rot_scheduler_init(&s->sched);
    s->lock = 1;
    ug_rot_scheduler_add(&s->sched, (int)UG_ID_PLAYER, 1, 1);
    g->monster_count = 0;
    g->item_count = 0;
    for (int i = 0; i < lv->enemy_count; i++)
        ug_cursed_add_monster(g, level_kind[lv->enemies[i].kind], lv->enemies[i].x + 1,
                              lv->enemies[i].y + 1, 1);
    for (int i = 0; i < lv->orb_count; i++)
        add_orb(g, lv->orbs[i].kind, lv->orbs[i].x + 1, lv->orbs[i].y + 1);
    s->listening = true;
    s->dead = false;
    s->frozen = false;
    s->fast_step = 5; /* FastMove starts full with no direction (§11.5) */
    s->fast_dx = s->fast_dy = 0;
    s->curses = 0;
    s->boss = UG_BOSS_INACTIVE;
    s->mini_boss = 0;
    s->scene = UG_PENDING_NONE;
    s->no_examine = true;
    s->boss3_special = true;
    s->trinity_len = 0;
    s->phantom_count = 0;
    remember(g);
    sync_player(g);
    if (ev) ug_events_push(ev, UG_EV_FLOOR, UG_MSG_NONE, level, 0, UG_ID_NONE, UG_ID_NONE);
}

int ug_cursed_carry_orbs(const UgGame *g, UgCursedOrbKind out[UG_CURSED_MAX_CARRIED]) {
    static const int order[4] = {UG_ITEM_ORB_LUMP, UG_ITEM_ORB_FIRE, UG_ITEM_ORB_ICE,
                                 UG_ITEM_ORB_SLIME};
    int n = 0;
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < g->item_count && n < UG_CURSED_MAX_CARRIED; i++)
            if (g->items[i].kind == order[k])
                out[n++] = (UgCursedOrbKind)(order[k] - UG_ITEM_ORB_FIRE);
    return n;
}

static void next_level(Ctx *c) {
    UgCursedOrbKind carried[UG_CURSED_MAX_CARRIED];
    int n = ug_cursed_carry_orbs(c->g, carried);
    int level = c->s->level + 1 > 3 ? 3 : c->s->level + 1;
    ug_cursed_enter_level(c->g, level, carried, n, c->ev);
    msg(c, UG_MSG_CURSED_LEVEL_START, level, 0);
}

/* --- The ruleset hooks ----------------------------------------------------------------------- */

/* Ten-digit seeds 1000000000..9999999999, also written 12345-67890; stored as the 10 digits. */
static UgError cursed_init_seed(UgGame *g, const char *seed) {
    char digits[11];
    size_t len = strlen(seed), n = 0;
    if (len == 11 && seed[5] == '-') {
        for (size_t i = 0; i < len; i++)
            if (i != 5) digits[n++] = seed[i];
    } else if (len == 10) {
        memcpy(digits, seed, 10);
        n = 10;
    } else {
        return UG_ERR_BAD_SEED;
    }
    digits[10] = '\0';
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (digits[i] < '0' || digits[i] > '9') return UG_ERR_BAD_SEED;
        v = v * 10 + (uint64_t)(digits[i] - '0');
    }
    if (v < 1000000000u) return UG_ERR_BAD_SEED;
    memcpy(g->seed, digits, 11);
    CursedState *s = ug_cursed_state(g);
    s->seed = v;
    s->level = 1;
    g->floor = 1;
    /* Level 1's starting stack, bottom to top (system.js, fillInventory). */
    static const int8_t first[5] = {UG_ORB_SLIME, UG_ORB_ARMOR, UG_ORB_ARMOR, UG_ORB_FIRE,
                                    UG_ORB_LUMP};
    memcpy(s->stack, first, sizeof first);
    s->stack_len = 5;
    return UG_OK;
}

static void cursed_new_floor(UgGame *g, UgEvents *ev) {
    ug_cursed_enter_level(g, ug_cursed_state(g)->level, NULL, 0, ev);
}

/* Level L as entered after a won boss fight with nothing carried (the fixtures' levels). */
static UgError cursed_start_at(UgGame *g, int floor, int arrive_x, int arrive_y) {
    if (floor < 1 || floor > 3 || arrive_x || arrive_y) return UG_ERR_ARGUMENT;
    ug_cursed_enter_level(g, floor, NULL, 0, NULL);
    return UG_OK;
}

static void wizard(Ctx *c, int command, int argument) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    switch (command) {
        case UG_WIZ_ADD_ORB:
            if (argument >= 0 && argument < UG_ORB_KIND_COUNT) push_orb(s, argument);
            break;
        case UG_WIZ_REMOVE_ORB:
            if (s->stack_len > 0) s->stack_len--;
            break;
        case UG_WIZ_ADD_CURSE:
            set_curse(s, 1);
            break;
        case UG_WIZ_REMOVE_CURSE:
            set_curse(s, -1);
            break;
        case UG_WIZ_KILL_ALL:
            while (g->monster_count > 0) remove_npc(g, g->monsters[0].id);
            g->player.x = (int16_t)s->stairs_x;
            g->player.y = (int16_t)s->stairs_y;
            break;
        case UG_WIZ_DUMMY:
            ug_cursed_add_monster(g, UG_MON_DUMMY, g->player.x - 1, g->player.y, 1);
            break;
        case UG_WIZ_CLEAR_ACHIEVEMENTS:
            s->unlocked = 0;
            break;
        default:
            break;
    }
}

static bool cursed_act(UgGame *g, UgAction a, UgEvents *ev) {
    CursedState *s = ug_cursed_state(g);
    Ctx c = {g, s, ev};
    bool done = false;
    if (s->scene != UG_PENDING_NONE) {
        if (a.kind == UG_ACT_DESCEND && s->scene == UG_PENDING_LEVEL_DONE) a.kind = UG_ACT_PICKUP;
        /* The ending listens to no key at all: the game is over. */
        if (a.kind != UG_ACT_PICKUP || s->scene == UG_PENDING_ENDING) return false;
        int scene = s->scene;
        s->scene = UG_PENDING_NONE;
        switch (scene) {
            case UG_PENDING_BUTCHER:
                msg(&c, UG_MSG_CURSED_BUTCHER_CHARGES, 0, 0);
                s->listening = true;
                break;
            case UG_PENDING_LEVEL_DONE:
                next_level(&c);
                break;
            default: /* the boss intro: exitCutScene ends the PC's turn */
                unlock_engine(&c, 1);
                if (!s->dead) s->listening = true;
                break;
        }
        done = true;
    } else if (!s->listening) {
        return false; /* the PC is not waiting for a key (it is dead) */
    } else if (a.kind == UG_ACT_WIZARD) {
        wizard(&c, a.verb, a.item);
        done = true;
    } else if (a.kind == UG_ACT_EXAMINE) {
        s->no_examine = false;
        done = false; /* no time, nothing else changes */
    } else {
        switch (a.kind) {
            case UG_ACT_MOVE:
                if (iabs(a.dx) + iabs(a.dy) == 1) done = pc_move(&c, a.dx, a.dy);
                break;
            case UG_ACT_WAIT:
                done = pc_move(&c, 0, 0);
                break;
            case UG_ACT_RUN:
                if (iabs(a.dx) + iabs(a.dy) == 1) {
                    /* A fast move that cannot start spends nothing and is not recorded: its
                     * direction is put back, as nothing reads it before the next fast move
                     * sets it again (ours: the state of a refused action stays as it was). */
                    int step = s->fast_step, fdx = s->fast_dx, fdy = s->fast_dy;
                    done = pc_fast_move(&c, true, a.dx, a.dy);
                    if (!done) s->fast_step = step, s->fast_dx = fdx, s->fast_dy = fdy;
                }
                break;
            case UG_ACT_PICKUP:
                done = pc_pick_or_use(&c, false);
                break;
            case UG_ACT_DESCEND:
                done = pc_pick_or_use(&c, true);
                break;
            case UG_ACT_USE_AT:
                done = pc_use_at(&c, a.x, a.y);
                break;
            default:
                break;
        }
        if (done) s->pc_actions++;
    }
    remember(g);
    sync_player(g);
    return done;
}

/* A copy taken in the middle of a fast move, as the player sees it at that step (ours: the
 * original draws the map as it goes; our act remembers the sight once, at its end). */
static void cursed_step_view(UgGame *copy) {
    remember(copy);
    sync_player(copy);
}

static int cursed_stats(const UgGame *g, UgStat out[UG_STAT_COUNT]) {
    const CursedState *s = ug_cursed_state(g);
    int n = 0;
    out[n++] = (UgStat){UG_STAT_FLOOR, s->level, 3};
    out[n++] = (UgStat){UG_STAT_HP, s->stack_len, CURSED_STACK};
    out[n++] = (UgStat){UG_STAT_CURSES, s->curses, CURSED_MAX_CURSES};
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].flags & UG_MONSTER_BOSS) {
            out[n++] = (UgStat){UG_STAT_BOSS_HP, g->monsters[i].hp, g->monsters[i].max_hp};
            break;
        }
    out[n++] = (UgStat){UG_STAT_TURN, s->pc_actions, 0};
    out[n++] = (UgStat){UG_STAT_SEED, 0, 0};
    return n;
}

static int cursed_orb_stack(const UgGame *g, UgOrbSlot *out, int max) {
    const CursedState *s = ug_cursed_state(g);
    for (int i = 0; i < s->stack_len && i < max; i++) {
        out[i].kind = s->stack[i];
        out[i].cursed = i >= CURSED_STACK - s->curses;
    }
    return s->stack_len;
}

static int cursed_orb_range(const UgGame *g) {
    int r = orb_range_of(top_orb(ug_cursed_state(g)));
    return r < 0 ? 0 : r;
}

static bool cursed_orb_target_ok(const UgGame *g, int x, int y) {
    return target_ok(g, ug_cursed_state(g), x, y);
}

static bool cursed_can_aim(const UgGame *g) {
    return can_aim(ug_cursed_state(g));
}

static double cursed_clock(const UgGame *g) {
    return ug_rot_scheduler_clock(&ug_cursed_state(g)->sched);
}

static UgBossState cursed_boss_state(const UgGame *g) {
    return (UgBossState)ug_cursed_state(g)->boss;
}

static UgPending cursed_pending(const UgGame *g) {
    return (UgPending)ug_cursed_state(g)->scene;
}

static uint32_t cursed_achievements(const UgGame *g) {
    return ug_cursed_state(g)->unlocked;
}

/* setAchievement then checkAchUnlockAll, as at the original's start-up. */
static void cursed_set_achievements(UgGame *g, uint32_t unlocked) {
    CursedState *s = ug_cursed_state(g);
    s->unlocked = unlocked & ((1u << UG_ACH_COUNT) - 1u);
    uint32_t others = ((1u << UG_ACH_COUNT) - 1u) & ~(1u << UG_ACH_UNLOCK_ALL);
    if ((s->unlocked & others) == others) s->unlocked |= 1u << UG_ACH_UNLOCK_ALL;
}

static void cursed_dump(const UgGame *g, UgText *t) {
    const CursedState *s = ug_cursed_state(g);
    char buf[4096];
    int n = ug_cursed_level_json(&s->start, g->seed, buf, sizeof buf);
    if (n > 0 && n < (int)sizeof buf) ug_text_put(t, buf); /* one line, '\n' included */
}

static void write_rng(UgWriter *w, const UgRotRng *r) {
    ug_write_double(w, r->s0);
    ug_write_double(w, r->s1);
    ug_write_double(w, r->s2);
    ug_write_double(w, r->c);
    ug_write_double(w, r->seed);
}

/* Everything of CursedState but the level as entered (it is a function of seed, level and the
 * carried orbs, written below as the level's inputs). */
static void cursed_encode(const UgGame *g, UgEncodePart part, int version, UgWriter *w) {
    (void)version;
    const CursedState *s = ug_cursed_state(g);
    if (part == UG_ENCODE_STREAMS) {
        write_rng(w, &s->rng);
        return;
    }
    ug_write_u64(w, s->seed);
    ug_write_i64(w, s->level);
    const UgRotScheduler *q = &s->sched;
    ug_write_double(w, q->clock);
    ug_write_i64(w, q->count);
    for (int i = 0; i < q->count; i++) {
        ug_write_i64(w, q->actors[i]);
        ug_write_double(w, q->times[i]);
    }
    ug_write_i64(w, q->repeat_count);
    for (int i = 0; i < q->repeat_count; i++) ug_write_i64(w, q->repeat[i]);
    ug_write_i64(w, q->current);
    ug_write_double(w, q->duration);
    int64_t f[] = {s->lock,          s->listening,   s->dead,          s->frozen,
                   s->fast_step,     s->fast_dx,     s->fast_dy,       s->stack_len,
                   s->curses,        s->boss,        s->mini_boss,     s->scene,
                   s->stairs_x,      s->stairs_y,    s->unlocked,      s->no_examine,
                   s->boss3_special, s->trinity_len, s->phantom_count, s->pc_actions};
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) ug_write_i64(w, f[i]);
    for (int i = 0; i < s->stack_len; i++) ug_write_i64(w, s->stack[i]);
    for (int i = 0; i < s->trinity_len; i++) ug_write_i64(w, s->trinity[i]);
    for (int i = 0; i < s->phantom_count; i++) ug_write_u64(w, s->phantoms[i]);
    /* the level as entered: its carried orbs (the rest follows from seed and level) */
    int carried = s->start.orb_count - (s->level == 1 ? 12 : 8);
    ug_write_i64(w, carried);
    for (int i = 0; i < carried && carried > 0; i++)
        ug_write_i64(w, s->start.orbs[s->start.orb_count - carried + i].kind);
}

const UgRuleset ug_ruleset_cursed = {
    .info =
        {
            .mode = UG_MODE_CURSED,
            .seed_kind = UG_SEED_TEN_DIGITS,
            .max_width = CURSED_W,
            .max_height = CURSED_H,
            .first_floor = 1,
            .topology = 4,
            .sight = UG_SIGHT_PRECISE,
            .sight_radius = CURSED_PC_SIGHT,
            .actions = 1u << UG_ACT_MOVE | 1u << UG_ACT_WAIT | 1u << UG_ACT_PICKUP |
                       1u << UG_ACT_DESCEND | 1u << UG_ACT_USE_AT | 1u << UG_ACT_RUN |
                       1u << UG_ACT_WIZARD | 1u << UG_ACT_EXAMINE,
            .systems =
                UG_SYS_ORBS | UG_SYS_ORB_HEALTH | UG_SYS_CURSES | UG_SYS_BOSSES | UG_SYS_SCHEDULER,
            .stairs_on_step = false,
            .blocked_move_says = false,
            .key_table = true,
        },
    .player_hp = CURSED_STACK,
    .state_size = sizeof(CursedState),
    .init_seed = cursed_init_seed,
    .new_floor = cursed_new_floor,
    .act = cursed_act,
    .start_at = cursed_start_at,
    .stats = cursed_stats,
    .encode = cursed_encode,
    .dump = cursed_dump,
    .orb_stack = cursed_orb_stack,
    .orb_range = cursed_orb_range,
    .orb_target_ok = cursed_orb_target_ok,
    .game_clock = cursed_clock,
    .boss_state = cursed_boss_state,
    .can_aim = cursed_can_aim,
    .pending = cursed_pending,
    .achievements = cursed_achievements,
    .step_view = cursed_step_view,
    .set_achievements = cursed_set_achievements,
};
