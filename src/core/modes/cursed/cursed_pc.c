/* The cursed mode's PC (system.js, screenInGame.js, achievement.js): its attack in §3.8's order,
 * its moves, the stairs and the boss's summoning, the orb stack and its uses, the curses it
 * carries and the achievements its deeds unlock. The engine it ends its turns into is cursed.c's.
 */
#include "modes/cursed/cursed_internal.h"

#include <string.h>

static bool is_bomb(const UgMonster *m) {
    return m->kind == UG_MON_TIME_BOMB || m->kind == UG_MON_HP_BOMB;
}

/* The orb ranges (entity.js pc AttackRange; §3.3); -1: cannot be aimed. */
int ug_cursed_orb_range_of(int orb) {
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

int ug_cursed_top_index(const CursedState *s) {
    int a = s->stack_len - 1, b = CURSED_STACK - s->curses - 1;
    return a < b ? a : b;
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
    bool placed =
        ug_cursed_place_boss(c, s->stairs_x, s->stairs_y, g->player.x, g->player.y, 2, &x, &y);
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
            if (place_orb(c, &ox, &oy)) ug_cursed_add_orb(g, orb, ox, oy);
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
            set_curse(c->s, ug_cursed_kinds[m->kind].curse);
            msg_about(c, UG_MSG_CURSED_NPC_CURSE, m, 0);
        }
    }
}

/* system.js, npcDropOrb: nothing on the stairs (no draw); else one percentage draw. */
static void drop_orb(Ctx *c, const UgMonster *m, int rate) {
    if (stairs_at(c->s, m->x, m->y)) return;
    if (ug_rot_rng_percentage(&c->s->rng) > rate) return;
    int here = item_at(c->g, m->x, m->y);
    if (here >= 0) ug_cursed_remove_item(c->g, here);
    int loot = ug_cursed_kinds[m->kind].loot;
    ug_cursed_add_orb(c->g, loot, m->x, m->y);
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
        ug_cursed_remove_npc(g, id);
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
    ug_cursed_unlock_engine(c, 1);
}

/* --- The PC's other actions ------------------------------------------------------------------ */

/* system.js, move for the PC: a step (onto floor with no NPC or a bomb), else a bump. Returns
 * false when nothing happened (a wall). dx = dy = 0 is a wait. */
bool ug_cursed_pc_move(Ctx *c, int dx, int dy) {
    UgGame *g = c->g;
    int x = g->player.x + dx, y = g->player.y + dy;
    int npc = npc_at(g, x, y);
    if (is_floor(c->s, x, y) && (npc < 0 || is_bomb(&g->monsters[npc]))) {
        g->player.x = (int16_t)x;
        g->player.y = (int16_t)y;
        c->s->listening = false;
        ug_cursed_unlock_engine(c, 1);
        return true;
    }
    if (npc >= 0) {
        pc_attack(c, npc, CURSED_ATT_BASE);
        return true;
    }
    return false;
}

/* system.js, pcFastMove. Returns whether a step was taken. */
bool ug_cursed_pc_fast_move(Ctx *c, bool initialize, int dx, int dy) {
    CursedState *s = c->s;
    UgGame *g = c->g;
    if (initialize) {
        s->fast_step = 5;
        s->fast_dx = dx;
        s->fast_dy = dy;
    }
    int x = g->player.x + s->fast_dx, y = g->player.y + s->fast_dy;
    if (!ug_cursed_npc_in_pc_view(g, s) && is_floor(s, x, y) && npc_at(g, x, y) < 0) {
        s->fast_step--;
        ug_cursed_pc_move(c, s->fast_dx, s->fast_dy);
        return true;
    }
    s->fast_step = 0;
    s->listening = true;
    return false;
}

/* system.js, pcAct. */
void ug_cursed_pc_act(Ctx *c) {
    CursedState *s = c->s;
    s->lock++;
    if (s->frozen) {
        s->frozen = false;
        ug_cursed_unlock_engine(c, 1);
    } else if (s->fast_step > 0) {
        ug_game_step_taken(c->g); /* the step before is done and the others have moved: seen */
        ug_cursed_pc_fast_move(c, false, 0, 0);
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
    if (ug_cursed_place_boss(c, s->stairs_x, s->stairs_y, g->player.x, g->player.y, 2, &x, &y)) {
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
bool ug_cursed_pc_pick_or_use(Ctx *c, bool stairs_only) {
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
        ug_cursed_remove_item(g, it);
        ug_cursed_unlock_engine(c, 1); /* the key handler stays attached (§11.7) */
        return true;
    }
    return false;
}

bool ug_cursed_can_aim(const CursedState *s) {
    return s->stack_len > 0 && top_orb(s) != UG_ORB_ARMOR;
}

/* Would aim mode's Space with the cursor on (x, y) use the top orb (useOrbInTheInventory)? */
bool ug_cursed_target_ok(const UgGame *g, const CursedState *s, int x, int y) {
    if (!ug_cursed_can_aim(s) || s->dead) return false;
    int orb = top_orb(s);
    if (!ug_cursed_sees(s, g->player.x, g->player.y, CURSED_PC_SIGHT, x, y)) return false;
    if (dist(g->player.x, g->player.y, x, y) > ug_cursed_orb_range_of(orb)) return false;
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

int ug_cursed_orb_effect_tiles(const UgGame *g, int x, int y, UgTileXY *out, int max) {
    if (!ug_cursed_target_ok(g, ug_cursed_state(g), x, y)) return 0;
    /* Every orb touches one tile, the cursor's: Ice's range is 0, so that is the PC's own. */
    if (out && max >= 1) out[0] = (UgTileXY){(int16_t)x, (int16_t)y};
    return 1;
}

bool ug_cursed_pc_use_at(Ctx *c, int x, int y) {
    UgGame *g = c->g;
    CursedState *s = c->s;
    UgTileXY at;
    if (ug_cursed_orb_effect_tiles(g, x, y, &at, 1) != 1) return false;
    x = at.x, y = at.y; /* the tile the preview showed */
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
            ug_cursed_unlock_engine(c, 1);
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
            ug_cursed_unlock_engine(c, 1);
            break;
        }
        default:
            break;
    }
    return true;
}
