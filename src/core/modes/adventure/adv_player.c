/* adventure's player actions (docs/RULES-adventure.md): moves and blows, hunger and
 * regeneration at the end of a turn, picking up, the stairs and their bosses, the inventory and
 * its equipment, the orbs and their uses, and the act that runs them and then the monsters. */
#include "modes/adventure/adv_internal.h"

#include <string.h>

#include "systems/hunger.h"

/* The end of a player's action: the turn count, hunger, regeneration or starvation. */
static void end_turn(UgGame *g, UgEvents *ev) {
    AdvState *s = st(g);
    UgPlayer *p = &g->player;
    p->turns++;
    if (s->hunger == 0) {
        s->regen_milli = 0;
        s->starve_milli += p->max_hp * 5;
        while (s->starve_milli >= 1000) {
            s->starve_milli -= 1000;
            p->hp--;
        }
        if (p->hp <= 0) ug_adv_player_dies(g, -1, 0, UG_ID_NONE, ev);
        return;
    }
    UgMsg said = ug_hunger_tick(&s->hunger, &s->hunger_turn,
                                g->test_rules_changed ? HUNGER_TURNS / 2 : HUNGER_TURNS);
    if (said != UG_MSG_NONE) ug_events_msg(ev, said, 0, 0);
    if (p->hp < p->max_hp) {
        s->regen_milli += p->max_hp * 5;
        while (s->regen_milli >= 1000 && p->hp < p->max_hp) {
            s->regen_milli -= 1000;
            p->hp++;
        }
    }
    if (p->hp >= p->max_hp) s->regen_milli = 0;
}

/* Move or bump; returns the ticks it costs (0: not carried out). */
static int player_move(UgGame *g, int dx, int dy, UgEvents *ev) {
    AdvState *s = st(g);
    if (!dx && !dy) return 0;
    int x = g->player.x + dx, y = g->player.y + dy;
    if (!step_geometry(g, g->player.x, g->player.y, x, y)) {
        /* Said every time: a refused action changes nothing (it is not recorded, so a replay
         * would not see the change), and the log counts repeats. A diagonal onto open ground
         * is refused by the corner rule, not a wall there: said as such, so that a creature
         * round a corner does not read as a wall. */
        bool corner = dx && dy && ug_in_bounds(g, x, y) && ug_adv_walkable(tile(g, x, y));
        if (corner)
            ug_events_msg(ev, UG_MSG_CORNER_BLOCKS, ug_game_monster_at(g, x, y) >= 0, 0);
        else
            ug_events_msg(ev, UG_MSG_WALL_BLOCKS, 0, 0);
        return 0;
    }
    int enemy = ug_game_monster_at(g, x, y);
    if (enemy >= 0) {
        const UgItem *wpn = ug_adv_carried_by_id(g, s->wielded);
        int32_t dam = ug_adv_damage(ug_adv_player_atk(g), g->monsters[enemy].def, &g->play);
        ug_adv_player_damages(g, enemy, dam, BY_BUMP, UG_MSG_PLAYER_HITS, ev);
        return wpn && wpn->kind == UG_ITEM_AXE ? AXE_ATTACK : UG_SPEED_NORMAL;
    }
    int fx = g->player.x, fy = g->player.y;
    g->player.x = (int16_t)x, g->player.y = (int16_t)y;
    ug_adv_door_refresh(g, fx, fy);
    ug_adv_door_refresh(g, x, y);
    ug_adv_update_sight(g);
    const UgItem *armour = ug_adv_carried_by_id(g, s->worn);
    int cost = armour && armour->kind == UG_ITEM_PLATE ? PLATE_MOVE : UG_SPEED_NORMAL;
    return tile(g, x, y) == UG_TILE_RUBBLE ? 2 * cost : cost;
}

static int item_here(const UgGame *g) {
    for (int i = 0; i < g->item_count; i++)
        if (g->items[i].x == g->player.x && g->items[i].y == g->player.y) return i;
    return -1;
}

static int pick_up(UgGame *g, int index, UgEvents *ev) {
    AdvState *s = st(g);
    UgItem it = g->items[index];
    if (is_orb_item(it.kind)) {
        if (s->orb_count >= ADV_ORB_MAX - s->curses) {
            ug_events_msg(ev, UG_MSG_ORB_FULL, orb_of_item((UgItemKind)it.kind), 0);
            return 0;
        }
        s->orbs[s->orb_count++] = (int8_t)orb_of_item((UgItemKind)it.kind);
        ug_events_msg(ev, UG_MSG_ORB_PICKUP, orb_of_item((UgItemKind)it.kind), 0);
    } else {
        if (s->inventory_count >= ADV_INVENTORY_MAX ||
            s->weight + ug_adv_item_weight((UgItemKind)it.kind) > ADV_CARRY_TENTHS) {
            ug_events_msg(ev, UG_MSG_CANT_PICKUP, it.kind, it.level);
            return 0;
        }
        s->inventory[s->inventory_count++] = it;
        ug_adv_update_weight(g);
        ug_events_msg(ev, UG_MSG_PICKUP, it.kind, it.level);
    }
    memmove(&g->items[index], &g->items[index + 1],
            (size_t)(g->item_count - index - 1) * sizeof g->items[0]);
    g->item_count--;
    return UG_SPEED_NORMAL;
}

static bool on_stairs(const UgGame *g) {
    return tile(g, g->player.x, g->player.y) == UG_TILE_STAIRS;
}

/* The stairs: summon the floor's boss, say they are sealed, or go down. Returns the ticks (0:
 * nothing done); *descended when a new floor was entered. */
static int use_stairs(UgGame *g, bool *descended, UgEvents *ev) {
    AdvState *s = st(g);
    if (!on_stairs(g)) return 0;
    if (s->boss_state == UG_BOSS_INACTIVE) {
        int x, y;
        if (!ug_adv_summon_spot(g, g->player.x, g->player.y, &x, &y)) return 0;
        UgMonster boss = ug_adv_make_monster((UgMonsterKind)ug_adv_boss_kind(g->floor), 1);
        ug_adv_spawn(g, boss, x, y, UG_SPEED_NORMAL);
        s->boss_state = UG_BOSS_ACTIVE;
        ug_events_msg(ev, UG_MSG_BOSS_APPEARS, boss.kind, 0);
        return UG_SPEED_NORMAL;
    }
    if (s->boss_state == UG_BOSS_ACTIVE) {
        ug_events_msg(ev, UG_MSG_STAIRS_SEALED, g->floor, 0);
        return 0;
    }
    if (g->floor >= ADV_DEPTHS) return 0;
    /* Said before the new floor's own lines ("Floor 3. Find the stairs >."), in the order it
     * happens. */
    ug_events_msg(ev, UG_MSG_DESCEND, g->floor + 1, 0);
    ug_adv_enter_floor(g, g->floor + 1, ev);
    ug_events_push(ev, UG_EV_FLOOR, UG_MSG_NONE, g->floor, 0, UG_ID_NONE, UG_ID_NONE);
    *descended = true;
    return UG_SPEED_NORMAL;
}

static void unequip(AdvState *s, UgId id) {
    if (s->wielded == id) s->wielded = UG_ID_NONE;
    if (s->worn == id) s->worn = UG_ID_NONE;
}

static int use_item(UgGame *g, int index, int verb, UgEvents *ev) {
    AdvState *s = st(g);
    UgPlayer *p = &g->player;
    if (index < 0 || index >= s->inventory_count) return 0;
    UgItem it = s->inventory[index];
    UgItemKind k = (UgItemKind)it.kind;
    switch (verb) {
        case UG_VERB_EAT: {
            if (k != UG_ITEM_APPLE && k != UG_ITEM_RATION) return 0;
            int32_t food = k == UG_ITEM_APPLE ? APPLE_FOOD : RATION_FOOD;
            int32_t gained = ug_hunger_eat(&s->hunger, &s->hunger_turn, s->hunger_max, food);
            ug_events_msg(ev, k == UG_ITEM_APPLE ? UG_MSG_EAT : UG_MSG_EAT_RATION, k, gained);
            break;
        }
        case UG_VERB_DRINK: {
            if (k != UG_ITEM_POTION) return 0;
            int32_t old = p->hp;
            int64_t hp = (int64_t)p->hp + (int64_t)it.level * POTION_HEAL;
            p->hp = hp >= p->max_hp ? p->max_hp : (int32_t)hp;
            if (p->hp == p->max_hp) s->regen_milli = 0;
            ug_events_push(ev, UG_EV_HEAL, UG_MSG_NONE, p->hp - old, 0, UG_ID_NONE, UG_ID_PLAYER);
            ug_events_msg(ev, UG_MSG_DRINK, it.level, p->hp - old);
            break;
        }
        case UG_VERB_WIELD:
            if (!ug_adv_is_weapon(k) || s->wielded == it.id) return 0;
            s->wielded = it.id;
            ug_events_msg(ev, UG_MSG_WIELD, k, it.level);
            return UG_SPEED_NORMAL; /* kept in the pack */
        case UG_VERB_WEAR:
            if (!ug_adv_is_armour(k) || s->worn == it.id) return 0;
            s->worn = it.id;
            ug_events_msg(ev, UG_MSG_WEAR, k, it.level);
            return UG_SPEED_NORMAL;
        case UG_VERB_REMOVE:
            if (s->wielded != it.id && s->worn != it.id) return 0;
            unequip(s, it.id);
            ug_events_msg(ev, UG_MSG_REMOVE, k, it.level);
            return UG_SPEED_NORMAL;
        case UG_VERB_PUT:
        case UG_VERB_DROP:
            if (on_stairs(g)) {
                ug_events_msg(ev, UG_MSG_CANT_DROP, 0, 0);
                return 0;
            }
            if (g->item_count >= UG_MAX_ITEMS) return 0;
            unequip(s, it.id);
            it.x = p->x, it.y = p->y;
            g->items[g->item_count++] = it;
            ug_events_msg(ev, UG_MSG_PUT, k, it.level);
            break;
        default:
            return 0;
    }
    memmove(&s->inventory[index], &s->inventory[index + 1],
            (size_t)(s->inventory_count - index - 1) * sizeof s->inventory[0]);
    s->inventory_count--;
    ug_adv_update_weight(g);
    return UG_SPEED_NORMAL;
}

/* --- Orbs ---------------------------------------------------------------------------------- */
int ug_adv_orb_range_of(int kind) {
    switch (kind) {
        case UG_ORB_FIRE:
            return FIRE_RANGE;
        case UG_ORB_SLIME:
            return SLIME_RANGE;
        case UG_ORB_LUMP:
            return LUMP_RANGE;
        default:
            return 0;
    }
}

UgAimWhy ug_adv_orb_aim_why(const UgGame *g, int x, int y) {
    const AdvState *s = st(g);
    int t = usable_top(s);
    if (t < 0) return UG_AIM_NO_ORB;
    if (!ug_in_bounds(g, x, y)) return UG_AIM_TOO_FAR;
    int kind = s->orbs[t];
    int d = cheb(x, y, g->player.x, g->player.y);
    if (kind == UG_ORB_ICE) return d == 0 ? UG_AIM_OK : UG_AIM_SELF_ONLY;
    if (d == 0) return kind == UG_ORB_SLIME ? UG_AIM_NEEDS_EMPTY : UG_AIM_NEEDS_CREATURE;
    if (d > ug_adv_orb_range_of(kind)) return UG_AIM_TOO_FAR;
    if (!g->visible[y][x]) return UG_AIM_UNSEEN;
    if (kind == UG_ORB_SLIME) return free_tile(g, x, y) ? UG_AIM_OK : UG_AIM_NEEDS_EMPTY;
    return ug_game_monster_at(g, x, y) >= 0 ? UG_AIM_OK : UG_AIM_NEEDS_CREATURE;
}

bool ug_adv_orb_target(const UgGame *g, int x, int y) {
    return ug_adv_orb_aim_why(g, x, y) == UG_AIM_OK;
}

/* The tiles the top orb's effect touches when thrown at (x, y): the one place that says it, for
 * the aim's preview (ug_game_orb_effect_tiles) and for the throw itself (use_orb), so that the
 * two cannot disagree. Fire and Lump touch the creature's tile (none when water quenches the
 * fire on its way), Slime the tile it blinks you to, Ice your own tile; none when the orb cannot
 * go there. */
int ug_adv_orb_effect_tiles(const UgGame *g, int x, int y, UgTileXY *out, int max) {
    if (!ug_adv_orb_target(g, x, y)) return 0;
    const AdvState *s = st(g);
    int kind = s->orbs[usable_top(s)];
    if (kind == UG_ORB_FIRE && ug_adv_water_between(g, g->player.x, g->player.y, x, y)) return 0;
    if (max >= 1 && out) out[0] = (UgTileXY){(int16_t)x, (int16_t)y};
    return 1;
}

static int use_orb(UgGame *g, int x, int y, UgEvents *ev) {
    AdvState *s = st(g);
    if (!ug_adv_orb_target(g, x, y)) return 0;
    UgTileXY at[ADV_EFFECT_TILES_MAX];
    int touched = ug_adv_orb_effect_tiles(g, x, y, at, ADV_EFFECT_TILES_MAX);
    int t = usable_top(s);
    int kind = s->orbs[t];
    memmove(&s->orbs[t], &s->orbs[t + 1], (size_t)(s->orb_count - t - 1));
    s->orb_count--;
    if (!touched) { /* only Fire can be thrown and touch nothing: water on its way */
        ug_events_msg(ev, UG_MSG_FIRE_QUENCHED, 0, 0);
        return UG_SPEED_NORMAL;
    }
    for (int i = 0; i < touched; i++) {
        int target = ug_game_monster_at(g, at[i].x, at[i].y);
        switch (kind) {
            case UG_ORB_FIRE:
                ug_adv_player_damages(g, target, 4 + g->floor / 2, BY_FIRE, UG_MSG_FIRE_HITS, ev);
                break;
            case UG_ORB_ICE:
                s->ice_layers = 2;
                ug_events_msg(ev, UG_MSG_ICE_ARMOR, 2, 0);
                break;
            case UG_ORB_SLIME: {
                int fx = g->player.x, fy = g->player.y;
                g->player.x = at[i].x, g->player.y = at[i].y;
                ug_adv_door_refresh(g, fx, fy);
                ug_adv_door_refresh(g, at[i].x, at[i].y);
                ug_adv_update_sight(g);
                ug_events_msg(ev, UG_MSG_BLINK, 0, 0);
                break;
            }
            case UG_ORB_LUMP:
                s->mon[target].skip = true;
                ug_adv_player_damages(g, target, LUMP_DAMAGE, BY_LUMP, UG_MSG_LUMP_HITS, ev);
                break;
            default:
                break;
        }
    }
    return UG_SPEED_NORMAL;
}

bool ug_adv_act(UgGame *g, UgAction a, UgEvents *ev) {
    AdvState *s = st(g);
    int cost = 0;
    bool descended = false;
    switch (a.kind) {
        case UG_ACT_MOVE:
            cost = player_move(g, a.dx, a.dy, ev);
            break;
        case UG_ACT_WAIT:
            cost = UG_SPEED_NORMAL;
            break;
        case UG_ACT_PICKUP: { /* Space: the stairs, else what lies here, else nothing */
            if (on_stairs(g)) {
                cost = use_stairs(g, &descended, ev);
                break;
            }
            int item = item_here(g);
            if (item >= 0) cost = pick_up(g, item, ev);
            break;
        }
        case UG_ACT_DESCEND:
            cost = use_stairs(g, &descended, ev);
            break;
        case UG_ACT_USE:
            cost = use_item(g, a.item, a.verb, ev);
            break;
        case UG_ACT_USE_AT:
            cost = use_orb(g, a.x, a.y, ev);
            break;
        default:
            break;
    }
    if (!cost) return false;
    if (g->status != UG_STATUS_PLAYING) return true; /* the victory blow */
    end_turn(g, ev);
    if (descended || g->status != UG_STATUS_PLAYING) return true;
    ug_schedule_spend(&s->schedule, 0, cost);
    ug_adv_run_world(g, ev);
    return true;
}
