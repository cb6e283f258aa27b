/* adventure: Undergrid's own mode (ADVENTURE.md; the exact rules: docs/RULES-adventure.md, which
 * is RULES.md §4's text). Ten floors of 64 x 32 from adv_gen.c; symmetric shadowcasting; an
 * energy scheduler in whole ticks (systems/schedule.h: the player is actor 0, monsters act by
 * their ids, which are their creation order); 8-way moves without corner cutting; simple's
 * growth, hunger and damage in integers; an inventory with equipment; cursed's orbs (consumed
 * here), curses, bombs and stair bosses. Play draws from the gameplay stream game->play only. */
#include "modes/adventure/adv_internal.h"

#include <stdlib.h>
#include <string.h>

#include "engine/floor.h"
#include "systems/fov.h"
#include "systems/growth.h"

const int ug_adv_d8[8][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

/* --- Sight and doors ------------------------------------------------------------------------ */

void ug_adv_update_sight(UgGame *g) {
    uint8_t transparent[UG_MAP_MAX_H][UG_MAP_MAX_W];
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) transparent[y][x] = !opaque((UgTile)g->tiles[y][x]);
    UgFovMap map = {g->width, g->height, &transparent[0][0], UG_MAP_MAX_W};
    ug_fov_compute(&map, g->player.x, g->player.y, ug_adv_sight(g->floor), UG_FOV_SYMMETRIC,
                   &g->visible[0][0]);
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) g->seen[y][x] |= g->visible[y][x];
}

/* Brogue's rule: a door is open exactly while someone stands in it. True if it changed. */
bool ug_adv_door_refresh(UgGame *g, int x, int y) {
    UgTile t = tile(g, x, y);
    if (t != UG_TILE_DOOR_CLOSED && t != UG_TILE_DOOR_OPEN) return false;
    UgTile want = occupied(g, x, y) ? UG_TILE_DOOR_OPEN : UG_TILE_DOOR_CLOSED;
    if (want == t) return false;
    g->tiles[y][x] = (uint8_t)want;
    return true;
}

/* A creature went from (fx, fy) to (tx, ty): doors follow, and sight when a door changed. */
void ug_adv_moved(UgGame *g, int fx, int fy, int tx, int ty) {
    bool a = ug_adv_door_refresh(g, fx, fy), b = ug_adv_door_refresh(g, tx, ty);
    if (a || b) ug_adv_update_sight(g);
}

/* --- Player numbers ------------------------------------------------------------------------- */

const UgItem *ug_adv_carried_by_id(const UgGame *g, UgId id) {
    const AdvState *s = st(g);
    for (int i = 0; i < s->inventory_count; i++)
        if (s->inventory[i].id == id && id != UG_ID_NONE) return &s->inventory[i];
    return NULL;
}

int32_t ug_adv_player_atk(const UgGame *g) {
    const UgItem *w = ug_adv_carried_by_id(g, st(g)->wielded);
    return st(g)->atk + (w ? ug_adv_item_bonus((UgItemKind)w->kind) + w->level : 0);
}

int32_t ug_adv_player_def(const UgGame *g) {
    const UgItem *a = ug_adv_carried_by_id(g, st(g)->worn);
    return st(g)->def + (a ? ug_adv_item_bonus((UgItemKind)a->kind) + a->level : 0);
}

void ug_adv_update_weight(UgGame *g) {
    AdvState *s = st(g);
    s->weight = 0;
    for (int i = 0; i < s->inventory_count; i++)
        s->weight += ug_adv_item_weight((UgItemKind)s->inventory[i].kind);
}

enum { ADV_VICTORY_BONUS = 2000 }; /* ADVENTURE.md §7 */

int64_t ug_adv_score(const UgGame *g) {
    const AdvState *s = st(g);
    int64_t score = 100 * (int64_t)s->deepest + s->exp + 50 * (int64_t)s->bosses_killed +
                    (g->status == UG_STATUS_WON ? ADV_VICTORY_BONUS : 0) - g->player.turns / 50;
    return score < 0 ? 0 : score;
}

/* simple's growth rates in exact integers, the HP gained healed (RULES.md §4). */
static const UgGrowthRule ADV_GROWTH = {1000, 12, 11, 11, 24, UG_GROWTH_INTEGERS, true, INT32_MAX};

static void level_up(UgGame *g, UgEvents *ev) {
    AdvState *s = st(g);
    UgPlayer *p = &g->player;
    UgGrowth v = {s->level, p->max_hp, p->hp, s->atk, s->def, s->exp, s->exp_next};
    int gained = ug_growth_level_up(&ADV_GROWTH, &v);
    s->level = v.level, p->max_hp = v.max_hp, p->hp = v.hp, s->atk = v.atk, s->def = v.def;
    s->exp_next = (int32_t)v.exp_next;
    for (int l = v.level - gained + 1; l <= v.level; l++) ug_events_msg(ev, UG_MSG_LEVEL_UP, l, 0);
}

void ug_adv_player_dies(UgGame *g, int kind, int level, UgId killer, UgEvents *ev) {
    AdvState *s = st(g);
    g->player.hp = 0;
    g->status = UG_STATUS_DEAD;
    s->death_kind = kind;
    s->death_level = level;
    s->death_depth = g->floor;
    ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, -1, 0, killer, UG_ID_PLAYER);
    ug_events_msg(ev, UG_MSG_KILLED_BY, kind, level);
    ug_events_msg(ev, UG_MSG_PLAYER_DIES, g->floor, g->player.turns);
}

/* A blow, bolt or burst on the player from a creature of `kind` and `level`; the icy armour takes
 * a whole hit first. */
void ug_adv_hurt_player(UgGame *g, int kind, int level, UgId from, int32_t dam, UgMsg msg,
                        UgEvents *ev) {
    AdvState *s = st(g);
    if (s->ice_layers > 0) {
        s->ice_layers--;
        ug_events_msg(ev, UG_MSG_ICE_ABSORBS, kind, s->ice_layers);
        return;
    }
    g->player.hp -= dam;
    ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, dam, g->player.hp, from, UG_ID_PLAYER);
    ug_events_msg(ev, msg, kind, dam);
    if (g->player.hp <= 0) ug_adv_player_dies(g, kind, level, from, ev);
}

/* --- Creatures on the floor ---------------------------------------------------------------- */

void ug_adv_remove_monster(UgGame *g, int i) {
    AdvState *s = st(g);
    ug_schedule_remove(&s->schedule, (int)g->monsters[i].id);
    memmove(&s->mon[i], &s->mon[i + 1], (size_t)(g->monster_count - i - 1) * sizeof s->mon[0]);
    int x = g->monsters[i].x, y = g->monsters[i].y;
    ug_remove_monster(g, i);
    s->mon[g->monster_count] = (AdvMonsterState){0};
    if (ug_adv_door_refresh(g, x, y)) ug_adv_update_sight(g);
}

/* Adds a monster at (x, y), first acting `delay` ticks from now; its index, or -1 if full. */
int ug_adv_spawn(UgGame *g, UgMonster m, int x, int y, int delay) {
    AdvState *s = st(g);
    if (g->monster_count >= UG_MAX_MONSTERS) return -1;
    m.x = (int16_t)x, m.y = (int16_t)y;
    m.id = ug_game_new_id(g);
    int i = g->monster_count++;
    g->monsters[i] = m;
    s->mon[i] = (AdvMonsterState){0};
    ug_schedule_add(&s->schedule, (int)m.id, m.speed, delay);
    if (ug_adv_door_refresh(g, x, y)) ug_adv_update_sight(g);
    return i;
}

/* Where something dropped at (x, y) lands: there, unless it is the stairs (then the first
 * walkable neighbour in the fixed order); false if nowhere. */
static bool drop_spot(const UgGame *g, int *x, int *y) {
    if (tile(g, *x, *y) != UG_TILE_STAIRS) return true;
    for (int d = 0; d < 8; d++) {
        int nx = *x + ug_adv_d8[d][0], ny = *y + ug_adv_d8[d][1];
        if (ug_in_bounds(g, nx, ny) && ug_adv_walkable(tile(g, nx, ny)) &&
            tile(g, nx, ny) != UG_TILE_STAIRS) {
            *x = nx, *y = ny;
            return true;
        }
    }
    return false;
}

static void put_item(UgGame *g, UgItemKind kind, int level, int x, int y) {
    if (g->item_count >= UG_MAX_ITEMS || !drop_spot(g, &x, &y)) return;
    g->items[g->item_count++] =
        (UgItem){(int16_t)kind, (int16_t)x, (int16_t)y, (int16_t)level, ug_game_new_id(g)};
}

bool ug_adv_boss_fight_over(const UgGame *g) {
    for (int i = 0; i < g->monster_count; i++)
        if ((g->monsters[i].flags & UG_MONSTER_BOSS) ||
            g->monsters[i].kind == UG_MON_JUVENILE_GARGOYLE)
            return false;
    return true;
}

/* Giovanni, hurt at close range, blinks away with probability 1/2: to a free tile 4..6 from the
 * player (Chebyshev), uniformly. */
static void blink_away(UgGame *g, int i, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    if (cheb(m->x, m->y, g->player.x, g->player.y) > 2 || ug_rng_below(&g->play, 2)) return;
    int count = 0;
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            int d = cheb(x, y, g->player.x, g->player.y);
            count += d >= 4 && d <= 6 && free_tile(g, x, y);
        }
    if (!count) return;
    int pick = (int)ug_rng_below(&g->play, (uint32_t)count);
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            int d = cheb(x, y, g->player.x, g->player.y);
            if (d >= 4 && d <= 6 && free_tile(g, x, y) && pick-- == 0) {
                int fx = m->x, fy = m->y;
                m->x = (int16_t)x, m->y = (int16_t)y;
                ug_adv_moved(g, fx, fy, x, y);
                ug_events_msg(ev, UG_MSG_BOSS_BLINKS, m->kind, 0);
                return;
            }
        }
}

static void monster_killed(UgGame *g, int i, Method how, UgEvents *ev) {
    AdvState *s = st(g);
    UgMonster m = g->monsters[i];
    AdvMonsterState ms = s->mon[i];
    if (m.kind == UG_MON_GIOVANNI && !ms.used) { /* he rises once, in the arena's middle */
        UgMonster *gm = &g->monsters[i];
        s->mon[i].used = true;
        gm->hp = gm->max_hp / 2;
        int cx = 44, cy = 16;
        if (free_tile(g, cx, cy)) {
            int fx = gm->x, fy = gm->y;
            gm->x = (int16_t)cx, gm->y = (int16_t)cy;
            ug_adv_moved(g, fx, fy, cx, cy);
        }
        ug_events_msg(ev, UG_MSG_BOSS_RISES, m.kind, 0);
        return;
    }
    ug_adv_remove_monster(g, i);
    ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, m.kind, 0, UG_ID_PLAYER, m.id);
    if (is_bomb(&m)) return; /* defused: no EXP, no drop, no curse lifted */
    s->exp += m.exp;
    ug_events_msg(ev, UG_MSG_MONSTER_KILLED, m.kind, m.exp);
    if (s->curses > 0) {
        s->curses--;
        ug_events_msg(ev, UG_MSG_CURSE_LIFTED, s->curses, 0);
    }
    if (m.flags & UG_MONSTER_BOSS) {
        put_item(g, UG_ITEM_ORB_LUMP, 0, m.x, m.y);
        int next = g->floor + 1 > ADV_DEPTHS ? ADV_DEPTHS : g->floor + 1;
        bool weapon = ug_rng_below(&g->play, 2) == 0;
        put_item(g, ug_adv_best_equipment(next + 1, weapon), 1 + (int)ug_rng_below(&g->play, 2),
                 m.x, m.y);
        ug_events_msg(ev, UG_MSG_ORB_DROPPED, UG_ORB_LUMP, 0);
    } else if (how != BY_BURST) {
        int chance = how == BY_FIRE ? 100 : how == BY_LUMP ? 60 : s->ice_layers > 0 ? 60 : 20;
        if ((int)ug_rng_below(&g->play, 100) < chance) {
            UgItemKind orb = ug_adv_orb_item(&g->play);
            put_item(g, orb, 0, m.x, m.y);
            ug_events_msg(ev, UG_MSG_ORB_DROPPED, orb_of_item(orb), 0);
        }
    }
    level_up(g, ev);
    if (s->boss_state == UG_BOSS_ACTIVE && ug_adv_boss_fight_over(g)) {
        s->boss_state = UG_BOSS_WIN;
        s->bosses_killed++;
        if (g->floor == ADV_DEPTHS) {
            g->status = UG_STATUS_WON;
            ug_events_msg(ev, UG_MSG_VICTORY, (int32_t)ug_adv_score(g), 0);
        } else {
            ug_events_msg(ev, UG_MSG_STAIRS_OPEN, g->floor, 0);
        }
    }
}

/* The player deals `dam` to monster i (a blow, a bolt or a lump). */
void ug_adv_player_damages(UgGame *g, int i, int32_t dam, Method how, UgMsg msg, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    m->hp -= dam;
    ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, dam, m->hp, UG_ID_PLAYER, m->id);
    ug_events_msg(ev, msg, m->kind, dam);
    if (m->hp <= 0)
        monster_killed(g, i, how, ev);
    else if (m->kind == UG_MON_GIOVANNI)
        blink_away(g, i, ev);
}

/* --- Floors -------------------------------------------------------------------------------- */

void ug_adv_enter_floor(UgGame *g, int depth, UgEvents *ev) {
    AdvState *s = st(g);
    AdvFloor *f = malloc(sizeof *f);
    if (!f) return; /* out of memory: the floor stays as it was */
    ug_adv_generate(f, g->seed, depth);
    g->floor = depth;
    const AdvFloor *built = f;
    ug_floor_enter_new(g, &(UgFloorParts){ADV_W, ADV_H, built->tiles, built->monsters,
                                          built->monster_count, built->items, built->item_count});
    memset(g->visible, 0, sizeof g->visible);
    s->arrival_x = (int16_t)f->arrival_x, s->arrival_y = (int16_t)f->arrival_y;
    s->stairs_x = (int16_t)f->stairs_x, s->stairs_y = (int16_t)f->stairs_y;
    free(f);
    g->player.x = s->arrival_x, g->player.y = s->arrival_y;
    memset(s->mon, 0, sizeof s->mon);
    ug_schedule_init(&s->schedule);
    ug_schedule_add(&s->schedule, 0, UG_SPEED_NORMAL, 0);
    for (int i = 0; i < g->monster_count; i++)
        ug_schedule_add(&s->schedule, (int)g->monsters[i].id, g->monsters[i].speed, 0);
    s->curses = 0;
    s->wall_said = false;
    int boss = ug_adv_boss_kind(depth);
    s->boss_state = (int8_t)(boss < 0              ? UG_BOSS_NONE
                             : depth == ADV_DEPTHS ? UG_BOSS_ACTIVE
                                                   : UG_BOSS_INACTIVE);
    if (depth > s->deepest) s->deepest = depth;
    ug_adv_update_sight(g);
    ug_events_msg(ev, UG_MSG_FLOOR_START, depth, 0);
    if (s->boss_state == UG_BOSS_INACTIVE) ug_events_msg(ev, UG_MSG_STAIRS_SEALED, depth, 0);
}

/* --- Setup, state, encoding ---------------------------------------------------------------- */

static UgError adv_init_seed(UgGame *g, const char *seed) {
    if (strpbrk(seed, "\r\n")) return UG_ERR_BAD_SEED;
    strcpy(g->seed, seed);
    AdvState *s = st(g);
    UgPlayer *p = &g->player;
    p->hp = p->max_hp = START_HP;
    s->level = 1;
    s->atk = START_ATK;
    s->def = START_DEF;
    s->exp = 0;
    s->exp_next = START_EXP_NEXT;
    s->hunger = s->hunger_max = HUNGER_MAX;
    s->death_kind = s->death_level = s->death_depth = -2;
    static const int16_t kit[ADV_KIT_IDS][2] = {
        {UG_ITEM_DAGGER, 0}, {UG_ITEM_APPLE, 0}, {UG_ITEM_APPLE, 0}, {UG_ITEM_POTION, 1}};
    for (int i = 0; i < ADV_KIT_IDS; i++)
        s->inventory[s->inventory_count++] =
            (UgItem){kit[i][0], 0, 0, kit[i][1], ug_game_new_id(g)};
    s->wielded = s->inventory[0].id;
    ug_adv_update_weight(g);
    g->floor = 1;
    return UG_OK;
}

static void adv_new_floor(UgGame *g, UgEvents *ev) {
    ug_adv_enter_floor(g, g->floor, ev);
}

/* A new game moved to `floor`, built directly from (seed, floor): its creatures' ids start where
 * a first floor's would, so a dump depends on the seed and the floor alone. */
static UgError adv_start_at(UgGame *g, int floor, int ax, int ay) {
    if (ax || ay || floor < 1 || floor > ADV_DEPTHS) return UG_ERR_ARGUMENT;
    g->next_id = UG_ID_PLAYER + 1 + ADV_KIT_IDS;
    ug_adv_enter_floor(g, floor, NULL);
    return UG_OK;
}

static int adv_stats(const UgGame *g, UgStat out[UG_STAT_COUNT]) {
    const AdvState *s = st(g);
    int n = 0;
    out[n++] = (UgStat){UG_STAT_FLOOR, g->floor, ADV_DEPTHS};
    out[n++] = (UgStat){UG_STAT_LEVEL, s->level, 0};
    out[n++] = (UgStat){UG_STAT_HP, g->player.hp, g->player.max_hp};
    out[n++] = (UgStat){UG_STAT_HUNGER, s->hunger, s->hunger_max};
    out[n++] = (UgStat){UG_STAT_WEIGHT, s->weight, ADV_CARRY_TENTHS};
    out[n++] = (UgStat){UG_STAT_ATK, ug_adv_player_atk(g), 0};
    out[n++] = (UgStat){UG_STAT_DEF, ug_adv_player_def(g), 0};
    out[n++] = (UgStat){UG_STAT_EXP, s->exp, s->exp_next};
    out[n++] = (UgStat){UG_STAT_ORBS, s->orb_count, ADV_ORB_MAX};
    out[n++] = (UgStat){UG_STAT_CURSES, s->curses, ADV_CURSE_MAX};
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].flags & UG_MONSTER_BOSS) {
            out[n++] = (UgStat){UG_STAT_BOSS_HP, g->monsters[i].hp, g->monsters[i].max_hp};
            break;
        }
    out[n++] = (UgStat){UG_STAT_TURN, g->player.turns, 0};
    out[n++] = (UgStat){UG_STAT_SEED, 0, 0};
    out[n++] = (UgStat){UG_STAT_SCORE, ug_adv_score(g), 0};
    return n;
}

static void adv_dump(const UgGame *g, UgText *t) {
    const AdvState *s = st(g);
    ug_dump_head(t, g);
    ug_text_printf(t, ",\"arrival\":{\"x\":%d,\"y\":%d}", s->arrival_x, s->arrival_y);
    if (s->stairs_x >= 0)
        ug_text_printf(t, ",\"stairs\":{\"x\":%d,\"y\":%d}", s->stairs_x, s->stairs_y);
    else
        ug_text_put(t, ",\"stairs\":null");
    ug_text_put(t, ",\"monsters\":[");
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        ug_text_printf(t, "%s{\"id\":%u,\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"level\":%d,\"hp\":%d}",
                       i ? "," : "", (unsigned)m->id, ug_monster_kind_name((UgMonsterKind)m->kind),
                       m->x, m->y, (int)m->level, (int)m->hp);
    }
    ug_dump_items_and_end(t, g);
}

static void adv_encode(const UgGame *g, UgEncodePart part, int version, UgWriter *w) {
    const AdvState *s = st(g);
    if (part == UG_ENCODE_EXTRA) ug_write_i64(w, s->total_exp); /* snapshots only */
    if (part != UG_ENCODE_TAIL) return;
    int64_t fields[] = {s->level,         s->atk,          s->def,        s->exp,
                        s->exp_next,      s->hunger,       s->hunger_max, s->hunger_turn,
                        s->regen_milli,   s->starve_milli, s->weight,     s->wielded,
                        s->worn,          s->curses,       s->ice_layers, s->deepest,
                        s->bosses_killed, s->boss_state,   s->wall_said,  s->arrival_x,
                        s->arrival_y,     s->stairs_x,     s->stairs_y,   s->death_kind,
                        s->death_level,   s->death_depth};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) ug_write_i64(w, fields[i]);
    ug_encode_items(w, s->inventory, s->inventory_count, version);
    ug_write_i64(w, s->orb_count);
    for (int i = 0; i < s->orb_count; i++) ug_write_i64(w, s->orbs[i]);
    ug_write_i64(w, s->schedule.now);
    ug_write_i64(w, s->schedule.count);
    for (int i = 0; i < s->schedule.count; i++) {
        const UgScheduleActor *a = &s->schedule.actors[i];
        ug_write_i64(w, a->id), ug_write_i64(w, a->speed), ug_write_i64(w, a->next_tick);
    }
    for (int i = 0; i < g->monster_count; i++) {
        const AdvMonsterState *m = &s->mon[i];
        int64_t mf[] = {m->last_x, m->last_y,   m->alerted,    m->seen_player, m->skip,
                        m->used,   m->cooldown, m->owner_kind, m->owner_level};
        for (size_t k = 0; k < sizeof mf / sizeof mf[0]; k++) ug_write_i64(w, mf[k]);
    }
}

static int adv_inventory_count(const UgGame *g) {
    return st(g)->inventory_count;
}

static const UgItem *adv_inventory_item(const UgGame *g, int index) {
    return &st(g)->inventory[index];
}

static bool adv_inventory_equipped(const UgGame *g, int index) {
    UgId id = st(g)->inventory[index].id;
    return id == st(g)->wielded || id == st(g)->worn;
}

static bool adv_give_item(UgGame *g, UgItem item) {
    AdvState *s = st(g);
    if (is_orb_item(item.kind)) {
        if (s->orb_count >= ADV_ORB_MAX) return false;
        s->orbs[s->orb_count++] = (int8_t)orb_of_item((UgItemKind)item.kind);
        return true;
    }
    if (s->inventory_count >= ADV_INVENTORY_MAX) return false;
    if (!item.id) item.id = ug_game_new_id(g);
    s->inventory[s->inventory_count++] = item;
    ug_adv_update_weight(g);
    return true;
}

/* The pick-up rule of pick_up (adv_player.c), asked beforehand (issue 26: explore). */
static UgCarry adv_can_carry(const UgGame *g, const UgItem *it) {
    const AdvState *s = st(g);
    if (is_orb_item(it->kind))
        return s->orb_count >= ADV_ORB_MAX - s->curses ? UG_CARRY_FULL : UG_CARRY_OK;
    if (s->inventory_count >= ADV_INVENTORY_MAX) return UG_CARRY_FULL;
    if (s->weight + ug_adv_item_weight((UgItemKind)it->kind) > ADV_CARRY_TENTHS)
        return UG_CARRY_HEAVY;
    return UG_CARRY_OK;
}

/* A step's cost in adv_player.c's move rule (plate armour slows it), rubble aside. */
/* What an item does when used (ug_game_item_effect): the numbers adv_player.c uses. */
static UgEffect adv_item_effect(const UgItem *it) {
    UgItemKind k = (UgItemKind)it->kind;
    if (k == UG_ITEM_APPLE) return (UgEffect){UG_USE_FEED, APPLE_FOOD};
    if (k == UG_ITEM_RATION) return (UgEffect){UG_USE_FEED, RATION_FOOD};
    if (k == UG_ITEM_POTION) return (UgEffect){UG_USE_HEAL, (int32_t)it->level * POTION_HEAL};
    if (is_orb_item(k)) return (UgEffect){UG_USE_ORB, 0};
    if (ug_adv_is_weapon(k)) return (UgEffect){UG_USE_WIELD, ug_adv_item_bonus(k) + it->level};
    if (ug_adv_is_armour(k)) return (UgEffect){UG_USE_WEAR, ug_adv_item_bonus(k) + it->level};
    return (UgEffect){UG_USE_NONE, 0};
}

static int adv_player_step_cost(const UgGame *g) {
    const UgItem *armour = ug_adv_carried_by_id(g, st(g)->worn);
    return armour && armour->kind == UG_ITEM_PLATE ? PLATE_MOVE : UG_SPEED_NORMAL;
}

static int adv_orb_stack(const UgGame *g, UgOrbSlot *out, int max) {
    const AdvState *s = st(g);
    for (int i = 0; i < s->orb_count && i < max; i++)
        out[i] = (UgOrbSlot){s->orbs[i], i > ADV_ORB_MAX - s->curses - 1};
    return s->orb_count;
}

static int adv_orb_range(const UgGame *g) {
    int t = usable_top(st(g));
    return t < 0 ? 0 : ug_adv_orb_range_of(st(g)->orbs[t]);
}

static UgBossState adv_boss_state(const UgGame *g) {
    return (UgBossState)st(g)->boss_state;
}

/* A snapshot's adventure part (undergrid/snapshot.h): what adv_encode wrote, each value checked
 * against what the rules can make of it. */
static void adv_decode(UgGame *g, UgEncodePart part, UgReader *r) {
    AdvState *s = st(g);
    const int64_t lo = INT32_MIN, hi = INT32_MAX;
    if (part == UG_ENCODE_EXTRA) s->total_exp = (int32_t)ug_read_i64(r, 0, hi);
    if (part != UG_ENCODE_TAIL) return;
    ug_adv_free_paths(s); /* the monsters' path maps were of the new game's floor */
    s->level = (int32_t)ug_read_i64(r, 1, hi);
    s->atk = (int32_t)ug_read_i64(r, lo, hi);
    s->def = (int32_t)ug_read_i64(r, lo, hi);
    s->exp = (int32_t)ug_read_i64(r, 0, hi);
    s->exp_next = (int32_t)ug_read_i64(r, 1, hi);
    s->hunger = (int32_t)ug_read_i64(r, lo, hi);
    s->hunger_max = (int32_t)ug_read_i64(r, 1, hi);
    s->hunger_turn = (int32_t)ug_read_i64(r, 0, hi);
    s->regen_milli = (int32_t)ug_read_i64(r, 0, hi);
    s->starve_milli = (int32_t)ug_read_i64(r, 0, hi);
    s->weight = (int32_t)ug_read_i64(r, 0, hi);
    s->wielded = (UgId)ug_read_i64(r, 0, UINT32_MAX);
    s->worn = (UgId)ug_read_i64(r, 0, UINT32_MAX);
    s->curses = (int32_t)ug_read_i64(r, 0, ADV_CURSE_MAX);
    s->ice_layers = (int32_t)ug_read_i64(r, 0, hi);
    s->deepest = (int32_t)ug_read_i64(r, 0, ADV_DEPTHS + 1);
    s->bosses_killed = (int32_t)ug_read_i64(r, 0, hi);
    s->boss_state = (int8_t)ug_read_i64(r, UG_BOSS_NONE, UG_BOSS_WIN);
    s->wall_said = ug_read_i64(r, 0, 1) != 0;
    s->arrival_x = (int16_t)ug_read_i64(r, 0, ADV_W - 1);
    s->arrival_y = (int16_t)ug_read_i64(r, 0, ADV_H - 1);
    s->stairs_x = (int16_t)ug_read_i64(r, -1, ADV_W - 1);
    s->stairs_y = (int16_t)ug_read_i64(r, -1, ADV_H - 1);
    s->death_kind = (int32_t)ug_read_i64(r, -2, hi);
    s->death_level = (int32_t)ug_read_i64(r, lo, hi);
    s->death_depth = (int32_t)ug_read_i64(r, lo, hi);
    ug_decode_items(r, s->inventory, ADV_INVENTORY_MAX, &s->inventory_count);
    s->orb_count = (int)ug_read_i64(r, 0, ADV_ORB_MAX);
    for (int i = 0; i < s->orb_count && r->ok; i++)
        s->orbs[i] = (int8_t)ug_read_i64(r, 0, UG_ORB_KIND_COUNT - 1);
    UgSchedule *q = &s->schedule;
    ug_schedule_init(q);
    q->now = ug_read_i64(r, 0, INT64_MAX);
    q->count = (int)ug_read_i64(r, 0, UG_SCHEDULE_MAX_ACTORS);
    for (int i = 0; i < q->count && r->ok; i++) {
        UgScheduleActor *a = &q->actors[i];
        a->id = (int32_t)ug_read_i64(r, 0, hi);
        a->speed = (int32_t)ug_read_i64(r, 1, hi);
        a->next_tick = ug_read_i64(r, 0, INT64_MAX);
        for (int k = 0; k < i; k++)
            if (q->actors[k].id == a->id) r->ok = false;
    }
    memset(s->mon, 0, sizeof s->mon);
    for (int i = 0; i < g->monster_count && r->ok; i++) {
        AdvMonsterState *m = &s->mon[i];
        m->last_x = (int16_t)ug_read_i64(r, -1, ADV_W - 1);
        m->last_y = (int16_t)ug_read_i64(r, -1, ADV_H - 1);
        m->alerted = ug_read_i64(r, 0, 1) != 0;
        m->seen_player = ug_read_i64(r, 0, 1) != 0;
        m->skip = ug_read_i64(r, 0, 1) != 0;
        m->used = ug_read_i64(r, 0, 1) != 0;
        m->cooldown = (int8_t)ug_read_i64(r, INT8_MIN, INT8_MAX);
        m->owner_kind = (int16_t)ug_read_i64(r, INT16_MIN, INT16_MAX);
        m->owner_level = (int16_t)ug_read_i64(r, INT16_MIN, INT16_MAX);
    }
    if (g->width != ADV_W || g->height != ADV_H) r->ok = false;
}

static bool adv_clone_state(void *copy, const void *state) {
    (void)state;
    ((AdvState *)copy)->paths = NULL; /* scratch: the copy makes its own when it needs it */
    return true;
}

static void adv_free_state(void *state) {
    ug_adv_free_paths(state);
}

const UgRuleset ug_ruleset_adventure = {
    .info =
        {
            .mode = UG_MODE_ADVENTURE,
            .seed_kind = UG_SEED_TEXT,
            .max_width = ADV_W,
            .max_height = ADV_H,
            .first_floor = 1,
            .topology = 8,
            .sight = UG_SIGHT_SYMMETRIC,
            .sight_radius = 8,
            .actions = 1u << UG_ACT_MOVE | 1u << UG_ACT_WAIT | 1u << UG_ACT_PICKUP |
                       1u << UG_ACT_DESCEND | 1u << UG_ACT_USE | 1u << UG_ACT_USE_AT,
            .systems = UG_SYS_INVENTORY | UG_SYS_HUNGER | UG_SYS_GROWTH | UG_SYS_WEIGHT |
                       UG_SYS_ORBS | UG_SYS_CURSES | UG_SYS_SCHEDULER | UG_SYS_BOSSES |
                       UG_SYS_MONSTER_LEVELS,
            .stairs_on_step = false,
            .blocked_move_says = true,
            .rules_revision = ADVENTURE_RULES_REVISION,
        },
    .player_hp = START_HP,
    .state_size = sizeof(AdvState),
    .clone_state = adv_clone_state,
    .free_state = adv_free_state,
    .init_seed = adv_init_seed,
    .new_floor = adv_new_floor,
    .act = ug_adv_act,
    .start_at = adv_start_at,
    .stats = adv_stats,
    .encode = adv_encode,
    .decode = adv_decode,
    .dump = adv_dump,
    .inventory_count = adv_inventory_count,
    .inventory_item = adv_inventory_item,
    .inventory_equipped = adv_inventory_equipped,
    .item_power = ug_adv_item_bonus,
    .item_weight = ug_adv_item_weight,
    .can_carry = adv_can_carry,
    .monster_reach = ug_adv_monster_reach,
    .player_step_cost = adv_player_step_cost,
    .blow_range = ug_adv_damage_range,
    .item_effect = adv_item_effect,
    .orb_aim_why = ug_adv_orb_aim_why,
    .orb_effect_tiles = ug_adv_orb_effect_tiles,
    .give_item = adv_give_item,
    .orb_stack = adv_orb_stack,
    .orb_range = adv_orb_range,
    .orb_target_ok = ug_adv_orb_target,
    .boss_state = adv_boss_state,
    .victory_bonus = ADV_VICTORY_BONUS,
};
