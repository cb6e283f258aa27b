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
 * with ug_cursed_unlock_engine(duration). A key is carried out only while the PC waits for it
 * (`listening`).
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
#include "modes/cursed/cursed_internal.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "modes/cursed/rot_fov.h"

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed reproduces JavaScript doubles: it needs FLT_EVAL_METHOD == 0"
#endif

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

void ug_cursed_sync_player(UgGame *g) {
    const CursedState *s = ug_cursed_state(g);
    g->player.hp = s->stack_len;
    g->player.max_hp = CURSED_STACK;
    g->player.turns = s->pc_actions;
    g->status = s->dead                         ? UG_STATUS_DEAD
                : s->scene == UG_PENDING_ENDING ? UG_STATUS_WON
                                                : UG_STATUS_PLAYING;
}

/* --- Sight (rot.js PreciseShadowcasting over the board) -------------------------------------- */

void ug_cursed_fov_list(const CursedState *s, int x, int y, int r, FovList *out) {
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
bool ug_cursed_sees(const CursedState *s, int x, int y, int r, int tx, int ty) {
    if (dist(x, y, tx, ty) > r) return false;
    FovList f;
    ug_cursed_fov_list(s, x, y, r, &f);
    return fov_has(&f, tx, ty);
}
/* countEnemiesInSight() non-empty: an NPC (placed) on a cell of FOV(PC, 5). */
bool ug_cursed_npc_in_pc_view(const UgGame *g, const CursedState *s) {
    FovList f;
    ug_cursed_fov_list(s, g->player.x, g->player.y, CURSED_PC_SIGHT, &f);
    for (int i = 0; i < g->monster_count; i++)
        if (fov_has(&f, g->monsters[i].x, g->monsters[i].y)) return true;
    return false;
}
/* pcRememberTerrain, run at every redraw: the PC's view joins the memory, orbs in it are seen. */
static void remember(UgGame *g) {
    CursedState *s = ug_cursed_state(g);
    FovList f;
    ug_cursed_fov_list(s, g->player.x, g->player.y, CURSED_PC_SIGHT, &f);
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

void ug_cursed_actor_act(Ctx *c, int actor);

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
        ug_cursed_actor_act(c, actor);
    }
}
/* system.js, unlockEngine: the current actor's turn took `d`; resume. */
void ug_cursed_unlock_engine(Ctx *c, double d) {
    ug_rot_scheduler_set_duration(&c->s->sched, d);
    engine_unlock(c);
}

int ug_cursed_add_monster(UgGame *g, UgMonsterKind kind, int x, int y, double delay) {
    CursedState *s = ug_cursed_state(g);
    if (g->monster_count >= UG_MAX_MONSTERS) return -1;
    const KindInfo *k = &ug_cursed_kinds[kind];
    UgMonster *m = &g->monsters[g->monster_count];
    memset(m, 0, sizeof *m);
    m->kind = (int16_t)kind;
    m->x = (int16_t)x;
    m->y = (int16_t)y;
    m->hp = m->max_hp = k->hp;
    /* UgMonster.speed is a coarse hint for the front end (the scheduler uses `ug_cursed_kinds`) */
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

void ug_cursed_remove_npc(UgGame *g, UgId id) {
    CursedState *s = ug_cursed_state(g);
    ug_rot_scheduler_remove(&s->sched, (int)id);
    int i = monster_index(g, id);
    if (i >= 0) ug_remove_monster(g, i);
}

void ug_cursed_add_orb(UgGame *g, int orb, int x, int y) {
    if (g->item_count >= UG_MAX_ITEMS) return;
    UgItem *it = &g->items[g->item_count++];
    memset(it, 0, sizeof *it);
    it->kind = (int16_t)(UG_ITEM_ORB_FIRE + orb);
    it->x = (int16_t)x;
    it->y = (int16_t)y;
    it->id = ug_game_new_id(g);
}
void ug_cursed_remove_item(UgGame *g, int i) {
    memmove(&g->items[i], &g->items[i + 1], (size_t)(g->item_count - i - 1) * sizeof g->items[0]);
    g->item_count--;
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
        ug_cursed_add_orb(g, lv->orbs[i].kind, lv->orbs[i].x + 1, lv->orbs[i].y + 1);
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
    ug_cursed_sync_player(g);
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
            while (g->monster_count > 0) ug_cursed_remove_npc(g, g->monsters[0].id);
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

/* A fast move (Shift + direction). One that cannot start spends no time, yet in the original
 * it empties the fast-move counter (pcFastMove sets it to 5 with the new direction, then to 0):
 * at a level's first turn, where the counter is still 5 with no direction (§11.5), that ends the
 * standing-still run the next timed action would have started. So:
 * - a run that starts is a move (*done, a PC action);
 * - one that cannot start while the counter is 0 changes nothing and is refused (its direction
 *   is put back: nothing reads it before the next fast move sets it again);
 * - one that cannot start while the counter is not 0 empties it: a zero-time action that is
 *   carried out (returns true, so it is recorded and replayed) but is no PC action.
 * Returns true when the act is over (the last case). */
static bool run(Ctx *c, int dx, int dy, bool *done) {
    CursedState *s = c->s;
    int step = s->fast_step, fdx = s->fast_dx, fdy = s->fast_dy;
    *done = ug_cursed_pc_fast_move(c, true, dx, dy);
    if (*done) return false;
    s->fast_dx = fdx, s->fast_dy = fdy;
    if (step == 0) return false;
    remember(c->g);
    ug_cursed_sync_player(c->g);
    return true;
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
                ug_cursed_unlock_engine(&c, 1);
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
        /* No time passes, but the first look of a level spoils its "no examine" achievement:
         * that changes the state, so it is an action carried out (and recorded, so that a
         * replay spoils it too); a second look changes nothing and is refused. */
        done = s->no_examine;
        s->no_examine = false;
    } else {
        switch (a.kind) {
            case UG_ACT_MOVE:
                if (iabs(a.dx) + iabs(a.dy) == 1) done = ug_cursed_pc_move(&c, a.dx, a.dy);
                break;
            case UG_ACT_WAIT:
                done = ug_cursed_pc_move(&c, 0, 0);
                break;
            case UG_ACT_RUN:
                if (iabs(a.dx) + iabs(a.dy) == 1 && run(&c, a.dx, a.dy, &done)) return true;
                break;
            case UG_ACT_PICKUP:
                done = ug_cursed_pc_pick_or_use(&c, false);
                break;
            case UG_ACT_DESCEND:
                done = ug_cursed_pc_pick_or_use(&c, true);
                break;
            case UG_ACT_USE_AT:
                done = ug_cursed_pc_use_at(&c, a.x, a.y);
                break;
            default:
                break;
        }
        if (done) s->pc_actions++;
    }
    remember(g);
    ug_cursed_sync_player(g);
    return done;
}

/* A copy taken in the middle of a fast move, as the player sees it at that step (ours: the
 * original draws the map as it goes; our act remembers the sight once, at its end). */
static void cursed_step_view(UgGame *copy) {
    remember(copy);
    ug_cursed_sync_player(copy);
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
    int r = ug_cursed_orb_range_of(top_orb(ug_cursed_state(g)));
    return r < 0 ? 0 : r;
}

static bool cursed_orb_target_ok(const UgGame *g, int x, int y) {
    return ug_cursed_target_ok(g, ug_cursed_state(g), x, y);
}

static bool cursed_can_aim(const UgGame *g) {
    return ug_cursed_can_aim(ug_cursed_state(g));
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
    if (part != UG_ENCODE_TAIL) return; /* a snapshot's extra part: the hash's is everything */
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

/* --- Snapshots (undergrid/snapshot.h): what cursed_encode wrote, each value checked. -------- */

/* A state word of the rot.js stream: k * 2^-32 for a whole k below 2^32. */
static double read_fraction(UgReader *r) {
    double v = ug_read_double(r);
    if (!(v >= 0 && v < 1) || v * 4294967296.0 != (double)(uint64_t)(v * 4294967296.0))
        r->ok = false;
    return r->ok ? v : 0;
}

static void read_rng(UgReader *r, UgRotRng *rng) {
    rng->s0 = read_fraction(r);
    rng->s1 = read_fraction(r);
    rng->s2 = read_fraction(r);
    rng->c = ug_read_double(r);
    rng->seed = ug_read_double(r);
    /* the carry is a whole number below the multiplier (t | 0 with t < 2091640) */
    if (!(rng->c >= 0 && rng->c < 2091640) || rng->c != (double)(int32_t)rng->c ||
        !isfinite(rng->seed))
        r->ok = false;
}

static double read_finite(UgReader *r, double lo) {
    double v = ug_read_double(r);
    if (!isfinite(v) || v < lo) r->ok = false;
    return v;
}

/* Is `actor` one the scheduler may hold: the PC, a creature on the level or a phantom bomb? */
static bool known_actor(const UgGame *g, const CursedState *s, int64_t actor) {
    if (actor == (int64_t)UG_ID_PLAYER) return true;
    for (int i = 0; i < g->monster_count; i++)
        if ((int64_t)g->monsters[i].id == actor) return true;
    for (int i = 0; i < s->phantom_count; i++)
        if ((int64_t)s->phantoms[i] == actor) return true;
    return false;
}

static void decode_scheduler(UgReader *r, UgRotScheduler *q) {
    ug_rot_scheduler_init(q);
    q->clock = read_finite(r, 0);
    q->count = (int)ug_read_i64(r, 0, UG_ROT_SCHEDULER_MAX);
    for (int i = 0; i < q->count && r->ok; i++) {
        q->actors[i] = (int)ug_read_i64(r, 0, INT32_MAX);
        q->times[i] = read_finite(r, 0);
        if (i > 0 && q->times[i] < q->times[i - 1]) r->ok = false; /* the queue's order */
    }
    q->repeat_count = (int)ug_read_i64(r, 0, UG_ROT_SCHEDULER_MAX);
    for (int i = 0; i < q->repeat_count && r->ok; i++)
        q->repeat[i] = (int)ug_read_i64(r, 0, INT32_MAX);
    q->current = (int)ug_read_i64(r, -1, INT32_MAX);
    q->duration = ug_read_double(r);
    if (!isfinite(q->duration)) r->ok = false;
    if (!r->ok) ug_rot_scheduler_init(q);
}

static bool is_attack(int64_t v) {
    return v == CURSED_ATT_FIRE || v == CURSED_ATT_ICE || v == CURSED_ATT_LUMP ||
           v == CURSED_ATT_NUKE || v == CURSED_ATT_BASE;
}

static void cursed_decode(UgGame *g, UgEncodePart part, UgReader *r) {
    CursedState *s = ug_cursed_state(g);
    if (part == UG_ENCODE_STREAMS) read_rng(r, &s->rng);
    if (part != UG_ENCODE_TAIL) return;
    /* the seed's number is the new game's (the engine checked the seed text) */
    if (ug_read_u64(r) != s->seed) r->ok = false;
    s->level = (int)ug_read_i64(r, 1, 3);
    if (!r->ok || s->level != g->floor || g->width != CURSED_W || g->height != CURSED_H) {
        r->ok = false;
        return;
    }
    decode_scheduler(r, &s->sched);
    s->lock = (int)ug_read_i64(r, 0, INT32_MAX);
    s->listening = ug_read_i64(r, 0, 1) != 0;
    s->dead = ug_read_i64(r, 0, 1) != 0;
    s->frozen = ug_read_i64(r, 0, 1) != 0;
    s->fast_step = (int)ug_read_i64(r, 0, 5);
    s->fast_dx = (int)ug_read_i64(r, -1, 1);
    s->fast_dy = (int)ug_read_i64(r, -1, 1);
    s->stack_len = (int)ug_read_i64(r, 0, CURSED_STACK);
    s->curses = (int)ug_read_i64(r, 0, CURSED_MAX_CURSES);
    s->boss = (int)ug_read_i64(r, UG_BOSS_INACTIVE, UG_BOSS_WIN);
    s->mini_boss = (int)ug_read_i64(r, 0, 2);
    s->scene = (int)ug_read_i64(r, UG_PENDING_NONE, UG_PENDING_ENDING);
    s->stairs_x = (int)ug_read_i64(r, 1, CURSED_W - 2);
    s->stairs_y = (int)ug_read_i64(r, 1, CURSED_H - 2);
    s->unlocked = (uint32_t)ug_read_i64(r, 0, (1 << UG_ACH_COUNT) - 1);
    s->no_examine = ug_read_i64(r, 0, 1) != 0;
    s->boss3_special = ug_read_i64(r, 0, 1) != 0;
    s->trinity_len = (int)ug_read_i64(r, 0, 3);
    s->phantom_count = (int)ug_read_i64(r, 0, CURSED_MAX_PHANTOMS);
    s->pc_actions = (int)ug_read_i64(r, 0, INT32_MAX);
    if (!r->ok) return;
    for (int i = 0; i < s->stack_len; i++)
        s->stack[i] = (int8_t)ug_read_i64(r, 0, UG_ORB_KIND_COUNT - 1);
    for (int i = 0; i < s->trinity_len; i++) {
        int64_t a = ug_read_i64(r, 0, CURSED_ATT_BASE);
        if (!is_attack(a)) r->ok = false;
        s->trinity[i] = (int8_t)a;
    }
    for (int i = 0; i < s->phantom_count && r->ok; i++) {
        s->phantoms[i] = (UgId)ug_read_i64(r, UG_ID_PLAYER + 1, (int64_t)g->next_id - 1);
        for (int k = 0; k < i; k++)
            if (s->phantoms[k] == s->phantoms[i]) r->ok = false;
        for (int k = 0; k < g->monster_count; k++)
            if (g->monsters[k].id == s->phantoms[i]) r->ok = false;
    }
    /* the scheduler's actors are the level's (ids below INT32_MAX, as the scheduler holds them) */
    const UgRotScheduler *q = &s->sched;
    for (int i = 0; i < q->count && r->ok; i++)
        if (!known_actor(g, s, q->actors[i])) r->ok = false;
    for (int i = 0; i < q->repeat_count && r->ok; i++)
        if (!known_actor(g, s, q->repeat[i])) r->ok = false;
    if (q->current >= 0 && !known_actor(g, s, q->current)) r->ok = false;
    /* the level as entered, built again from the seed, the level and the carried orbs */
    int carried = (int)ug_read_i64(r, 0, UG_CURSED_MAX_CARRIED);
    UgCursedOrbKind kinds[UG_CURSED_MAX_CARRIED];
    for (int i = 0; i < carried && r->ok; i++)
        kinds[i] = (UgCursedOrbKind)ug_read_i64(r, 0, UG_CURSED_ORB_KIND_COUNT - 1);
    if (!r->ok) return;
    UgRotRng rng;
    ug_rot_rng_seed_level(&rng, s->seed, s->level);
    UgCursedLevel *lv = &s->start;
    int base = s->level == 1 ? 12 : 8;
    if (ug_cursed_level_build(lv, &rng, s->level, kinds, carried) != UG_CURSED_GEN_OK ||
        lv->orb_count - base != carried) {
        r->ok = false;
        return;
    }
    for (int i = 0; i < carried; i++)
        if (lv->orbs[base + i].kind != kinds[i]) r->ok = false;
    /* the level's creatures are cursed's kinds, its items orbs (seen or not) */
    for (int i = 0; i < g->monster_count && r->ok; i++)
        if (ug_cursed_kinds[g->monsters[i].kind].hp <= 0) r->ok = false;
    for (int i = 0; i < g->item_count && r->ok; i++)
        if (g->items[i].kind < UG_ITEM_ORB_FIRE || g->items[i].kind > UG_ITEM_ORB_LUMP ||
            g->items[i].level < 0 || g->items[i].level > 1)
            r->ok = false;
    /* the board: its ring is rock, the stairs are where the state says */
    for (int y = 0; y < CURSED_H && r->ok; y++)
        for (int x = 0; x < CURSED_W; x++) {
            bool ring = x == 0 || y == 0 || x == CURSED_W - 1 || y == CURSED_H - 1;
            if (g->tiles[y][x] > UG_TILE_STAIRS || (ring && g->tiles[y][x] != UG_TILE_ROCK) ||
                (g->tiles[y][x] == UG_TILE_STAIRS) != stairs_at(s, x, y))
                r->ok = false;
        }
    if (!r->ok) return;
    ug_cursed_refresh_map(g);
    /* the player's numbers are the state's, as every action leaves them */
    UgPlayer p = g->player;
    UgStatus status = g->status;
    ug_cursed_sync_player(g);
    if (p.hp != g->player.hp || p.max_hp != g->player.max_hp || p.turns != g->player.turns ||
        status != g->status)
        r->ok = false;
}

/* The revision of cursed's rules (undergrid/snapshot.h): bump it with any change that would play
 * a recorded game differently (the original's port is pinned by its fidelity fixtures). */
enum { CURSED_RULES_REVISION = 1 };

/* Orbs lying on the floor go into the orb stack when picked up (ug_game_item_effect). */
static UgEffect cursed_item_effect(const UgItem *it) {
    bool orb = it->kind >= UG_ITEM_ORB_FIRE && it->kind <= UG_ITEM_ORB_LUMP;
    return orb ? (UgEffect){UG_USE_ORB, 0} : (UgEffect){UG_USE_NONE, 0};
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
            .rules_revision = CURSED_RULES_REVISION,
        },
    .player_hp = CURSED_STACK,
    .state_size = sizeof(CursedState),
    .init_seed = cursed_init_seed,
    .new_floor = cursed_new_floor,
    .act = cursed_act,
    .start_at = cursed_start_at,
    .stats = cursed_stats,
    .item_effect = cursed_item_effect,
    .encode = cursed_encode,
    .decode = cursed_decode,
    .dump = cursed_dump,
    .orb_stack = cursed_orb_stack,
    .orb_range = cursed_orb_range,
    .orb_target_ok = cursed_orb_target_ok,
    .orb_effect_tiles = ug_cursed_orb_effect_tiles,
    .game_clock = cursed_clock,
    .boss_state = cursed_boss_state,
    .can_aim = cursed_can_aim,
    .pending = cursed_pending,
    .achievements = cursed_achievements,
    .step_view = cursed_step_view,
    .set_achievements = cursed_set_achievements,
};
