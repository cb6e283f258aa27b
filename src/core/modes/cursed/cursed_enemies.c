/* The cursed mode's creatures (entity.js, monsterAI.js): their numbers, the enemies' and the
 * bosses' turns, the bombs, and the dispatch of the scheduler's actors. Every turn ends by
 * resuming cursed.c's engine (ug_cursed_unlock_engine), which may run other turns inside it. */
#include "modes/cursed/cursed_internal.h"

#include <string.h>

/* --- The creatures (entity.js; CURSED.md §4.1) --------------------------------------------- */

const KindInfo ug_cursed_kinds[UG_MON_KIND_COUNT] = {
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

/* --- Damage to the PC ------------------------------------------------------------------------ */

/* monsterAI.js, npcHitOrKill: the hit's line (bosses print their own), then death or resume. */
static void npc_hit_or_kill(Ctx *c, UgId who, double d) {
    int i = monster_index(c->g, who);
    if (i >= 0 && !(c->g->monsters[i].flags & UG_MONSTER_BOSS))
        msg_about(c, UG_MSG_CURSED_NPC_HIT, &c->g->monsters[i], 0);
    if (c->s->dead) {
        msg(c, UG_MSG_CURSED_DIE, 0, 0);
        msg(c, UG_MSG_CURSED_LAST_WORDS, c->s->boss != UG_BOSS_INACTIVE ? c->s->level : 0, 0);
        ug_events_push(c->ev, UG_EV_DEATH, UG_MSG_NONE, -1, 0, who, UG_ID_PLAYER);
        ug_cursed_sync_player(c->g);
    } else {
        ug_cursed_unlock_engine(c, d);
    }
}

static void npc_damages_pc(Ctx *c, const UgMonster *m, int damage) {
    ug_events_push(c->ev, UG_EV_DAMAGE, UG_MSG_NONE, damage, 0, m->id, UG_ID_PLAYER);
    ug_cursed_pc_take_damage(c->s, damage);
}

/* --- Placement during play ------------------------------------------------------------------- */

/* system.js, placeBoss: pick() over FOV(observer, 3) filtered to floor, no NPC, not the PC and
 * dist(target, cell) > far. One draw. Returns false when no cell qualifies. */
bool ug_cursed_place_boss(Ctx *c, int ox, int oy, int tx, int ty, int far, int *x, int *y) {
    FovList f, ok;
    ug_cursed_fov_list(c->s, ox, oy, 3, &f);
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
    ug_cursed_unlock_engine(c, xs[pick] == cx && ys[pick] == cy ? 1 : d);
}

static bool cannot_see_pc(const Ctx *c, const UgMonster *m) {
    return !ug_cursed_sees(c->s, m->x, m->y, ug_cursed_kinds[m->kind].sight, c->g->player.x,
                           c->g->player.y);
}

/* npcSearchOrWait. */
static void search_or_wait(Ctx *c, const UgMonster *m, double d) {
    if (dist(m->x, m->y, c->g->player.x, c->g->player.y) <= ug_cursed_kinds[m->kind].sight)
        decide_step(c, m->id, STEP_RANDOM, d, 0);
    else
        ug_cursed_unlock_engine(c, 1);
}

static bool in_reach(const UgGame *g, const UgMonster *m) {
    const KindInfo *k = &ug_cursed_kinds[m->kind];
    int dd = dist(m->x, m->y, g->player.x, g->player.y);
    if (k->extend > 0 && (m->x == g->player.x || m->y == g->player.y)) return dd <= k->extend;
    return dd <= k->reach;
}

/* npcHasAlliesInCloseRange: two NPCs (itself included) on cells of FOV(me, 3). */
static bool has_allies(const Ctx *c, const UgMonster *m) {
    FovList f;
    ug_cursed_fov_list(c->s, m->x, m->y, 3, &f);
    int count = 0;
    for (int i = 0; i < f.n; i++)
        if (npc_at(c->g, f.xs[i], f.ys[i]) >= 0) count++;
    return count >= 2;
}

static void dummy_act(Ctx *c, UgId id) {
    UgMonster *m = &c->g->monsters[monster_index(c->g, id)];
    const KindInfo *k = &ug_cursed_kinds[m->kind];
    c->s->lock++;
    if (cannot_see_pc(c, m)) {
        search_or_wait(c, m, k->move);
    } else if (in_reach(c->g, m)) {
        if (k->curses_on_attack && can_be_cursed(c->s)) {
            set_curse(c->s, k->curse);
            msg_about(c, UG_MSG_CURSED_NPC_CURSE, m, 0);
            ug_cursed_unlock_engine(c, k->attack);
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
        if (ug_cursed_place_boss(c, m->x, m->y, m->x, m->y, 0, &x, &y))
            ug_cursed_add_monster(g, UG_MON_JUVENILE_GARGOYLE, x, y, 1);
        m = &g->monsters[monster_index(g, id)];
        msg_about(c, UG_MSG_CURSED_SUMMON, m, 0);
        m->flags |= CURSED_MON_SUMMONED;
        ug_cursed_unlock_engine(c,
                                1); /* getDuration(a number) is undefined: the default 1 (§10.2) */
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
        ug_cursed_unlock_engine(c, 1);
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
    ug_cursed_unlock_engine(c, 1);
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
            npc_damages_pc(c, m, ug_cursed_kinds[m->kind].damage);
            npc_hit_or_kill(c, id, 1);
        }
    }
    ug_cursed_remove_npc(g, id);
    if (!s->dead) ug_cursed_unlock_engine(c, 1);
}

static void phantom_act(Ctx *c, int slot) {
    CursedState *s = c->s;
    UgId id = s->phantoms[slot];
    s->lock++;
    ug_rot_scheduler_remove(&s->sched, (int)id);
    memmove(&s->phantoms[slot], &s->phantoms[slot + 1],
            (size_t)(s->phantom_count - slot - 1) * sizeof s->phantoms[0]);
    s->phantom_count--;
    if (!s->dead) ug_cursed_unlock_engine(c, 1);
}

void ug_cursed_actor_act(Ctx *c, int actor) {
    if (actor == (int)UG_ID_PLAYER) {
        ug_cursed_pc_act(c);
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
        ug_cursed_unlock_engine(c, 1);
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
