/* adventure: Undergrid's own mode (ADVENTURE.md; the exact rules: docs/RULES-adventure.md, which
 * is RULES.md §4's text). Ten floors of 64 x 32 from adv_gen.c; symmetric shadowcasting; an
 * energy scheduler in whole ticks (systems/schedule.h: the player is actor 0, monsters act by
 * their ids, which are their creation order); 8-way moves without corner cutting; simple's
 * growth, hunger and damage in integers; an inventory with equipment; cursed's orbs (consumed
 * here), curses, bombs and stair bosses. Play draws from the gameplay stream game->play only. */
#include <stdlib.h>
#include <string.h>

#include "engine/floor.h"
#include "modes/adventure/adventure.h"
#include "systems/fov.h"
#include "systems/growth.h"
#include "systems/hunger.h"
#include "systems/path.h"

enum {
    START_HP = 20,
    START_ATK = 4,
    START_DEF = 2,
    START_EXP_NEXT = 5,
    HUNGER_MAX = 100,
    HUNGER_TURNS = 10,
    APPLE_FOOD = 30,
    RATION_FOOD = 100,
    POTION_HEAL = 10,
    FIRE_RANGE = 5,
    SLIME_RANGE = 5,
    LUMP_RANGE = 3,
    LUMP_DAMAGE = 2,
    BOMB_DAMAGE = 6,
    PLATE_MOVE = 120,
    AXE_ATTACK = 150,
    TROLL_REGEN = 2,
    WORLD_GUARD = 100000, /* monster actions per player action, a guard only */
};

static const int d8[8][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

static inline AdvState *st(const UgGame *g) {
    return ug_adv_state(g);
}

static int cheb(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static int sign(int v) {
    return (v > 0) - (v < 0);
}

static UgTile tile(const UgGame *g, int x, int y) {
    return ug_game_tile(g, x, y);
}

static bool opaque(UgTile t) {
    return t == UG_TILE_ROCK || t == UG_TILE_DOOR_CLOSED;
}

/* The geometry of a step or blow from (fx, fy) to the neighbour (tx, ty): the target can be
 * stood on and a diagonal does not cut a wall's corner. */
static bool step_geometry(const UgGame *g, int fx, int fy, int tx, int ty) {
    if (!ug_in_bounds(g, tx, ty) || !ug_adv_walkable(tile(g, tx, ty))) return false;
    if (fx != tx && fy != ty &&
        (tile(g, tx, fy) == UG_TILE_ROCK || tile(g, fx, ty) == UG_TILE_ROCK))
        return false;
    return true;
}

static bool occupied(const UgGame *g, int x, int y) {
    return (g->player.x == x && g->player.y == y) || ug_game_monster_at(g, x, y) >= 0;
}

static int index_of(const UgGame *g, UgId id) {
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].id == id) return i;
    return -1;
}

/* --- Sight and doors ------------------------------------------------------------------------ */

static void update_sight(UgGame *g) {
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
static bool door_refresh(UgGame *g, int x, int y) {
    UgTile t = tile(g, x, y);
    if (t != UG_TILE_DOOR_CLOSED && t != UG_TILE_DOOR_OPEN) return false;
    UgTile want = occupied(g, x, y) ? UG_TILE_DOOR_OPEN : UG_TILE_DOOR_CLOSED;
    if (want == t) return false;
    g->tiles[y][x] = (uint8_t)want;
    return true;
}

/* A creature went from (fx, fy) to (tx, ty): doors follow, and sight when a door changed. */
static void moved(UgGame *g, int fx, int fy, int tx, int ty) {
    bool a = door_refresh(g, fx, fy), b = door_refresh(g, tx, ty);
    if (a || b) update_sight(g);
}

/* --- Player numbers ------------------------------------------------------------------------- */

static const UgItem *carried_by_id(const UgGame *g, UgId id) {
    const AdvState *s = st(g);
    for (int i = 0; i < s->inventory_count; i++)
        if (s->inventory[i].id == id && id != UG_ID_NONE) return &s->inventory[i];
    return NULL;
}

static int32_t player_atk(const UgGame *g) {
    const UgItem *w = carried_by_id(g, st(g)->wielded);
    return st(g)->atk + (w ? ug_adv_item_bonus((UgItemKind)w->kind) + w->level : 0);
}

static int32_t player_def(const UgGame *g) {
    const UgItem *a = carried_by_id(g, st(g)->worn);
    return st(g)->def + (a ? ug_adv_item_bonus((UgItemKind)a->kind) + a->level : 0);
}

static void update_weight(UgGame *g) {
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

static void player_dies(UgGame *g, int kind, int level, UgId killer, UgEvents *ev) {
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
static void hurt_player(UgGame *g, int kind, int level, UgId from, int32_t dam, UgMsg msg,
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
    if (g->player.hp <= 0) player_dies(g, kind, level, from, ev);
}

/* --- Creatures on the floor ---------------------------------------------------------------- */

static void remove_monster(UgGame *g, int i) {
    AdvState *s = st(g);
    ug_schedule_remove(&s->schedule, (int)g->monsters[i].id);
    memmove(&s->mon[i], &s->mon[i + 1], (size_t)(g->monster_count - i - 1) * sizeof s->mon[0]);
    int x = g->monsters[i].x, y = g->monsters[i].y;
    ug_remove_monster(g, i);
    s->mon[g->monster_count] = (AdvMonsterState){0};
    if (door_refresh(g, x, y)) update_sight(g);
}

/* Adds a monster at (x, y), first acting `delay` ticks from now; its index, or -1 if full. */
static int spawn(UgGame *g, UgMonster m, int x, int y, int delay) {
    AdvState *s = st(g);
    if (g->monster_count >= UG_MAX_MONSTERS) return -1;
    m.x = (int16_t)x, m.y = (int16_t)y;
    m.id = ug_game_new_id(g);
    int i = g->monster_count++;
    g->monsters[i] = m;
    s->mon[i] = (AdvMonsterState){0};
    ug_schedule_add(&s->schedule, (int)m.id, m.speed, delay);
    if (door_refresh(g, x, y)) update_sight(g);
    return i;
}

static bool free_tile(const UgGame *g, int x, int y) {
    return ug_in_bounds(g, x, y) && ug_adv_walkable(tile(g, x, y)) && !occupied(g, x, y);
}

/* Where something dropped at (x, y) lands: there, unless it is the stairs (then the first
 * walkable neighbour in the fixed order); false if nowhere. */
static bool drop_spot(const UgGame *g, int *x, int *y) {
    if (tile(g, *x, *y) != UG_TILE_STAIRS) return true;
    for (int d = 0; d < 8; d++) {
        int nx = *x + d8[d][0], ny = *y + d8[d][1];
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

static UgOrbKind orb_of_item(UgItemKind k) {
    return (UgOrbKind)(k - UG_ITEM_ORB_FIRE);
}

/* How the player killed a monster, for the drop rates (ADVENTURE.md §5). */
typedef enum Method { BY_BUMP = 0, BY_FIRE, BY_LUMP, BY_BURST } Method;

static bool boss_fight_over(const UgGame *g) {
    for (int i = 0; i < g->monster_count; i++)
        if ((g->monsters[i].flags & UG_MONSTER_BOSS) ||
            g->monsters[i].kind == UG_MON_JUVENILE_GARGOYLE)
            return false;
    return true;
}

static bool is_bomb(const UgMonster *m) {
    return m->kind == UG_MON_HP_BOMB;
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
                moved(g, fx, fy, x, y);
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
            moved(g, fx, fy, cx, cy);
        }
        ug_events_msg(ev, UG_MSG_BOSS_RISES, m.kind, 0);
        return;
    }
    remove_monster(g, i);
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
    if (s->boss_state == UG_BOSS_ACTIVE && boss_fight_over(g)) {
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
static void player_damages(UgGame *g, int i, int32_t dam, Method how, UgMsg msg, UgEvents *ev) {
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

static void enter_floor(UgGame *g, int depth, UgEvents *ev) {
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
    update_sight(g);
    ug_events_msg(ev, UG_MSG_FLOOR_START, depth, 0);
    if (s->boss_state == UG_BOSS_INACTIVE) ug_events_msg(ev, UG_MSG_STAIRS_SEALED, depth, 0);
}

/* --- The monsters' turns ------------------------------------------------------------------- */

/* Scratch for one action's monster phase: the path grid and the player's Dijkstra map. */
typedef struct World {
    UgPathWorkspace *ws;
    uint8_t cost[ADV_H][ADV_W];
    uint32_t dist[ADV_W * ADV_H];
    bool dist_ok;
    bool grid_ok;
} World;

static void world_grid(UgGame *g, World *w) {
    if (w->grid_ok) return;
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) {
            UgTile t = tile(g, x, y);
            w->cost[y][x] = !ug_adv_walkable(t) ? 0 : t == UG_TILE_RUBBLE ? 2 : 1;
        }
    w->grid_ok = true;
}

static const uint32_t *player_map(UgGame *g, World *w) {
    if (w->dist_ok) return w->dist;
    world_grid(g, w);
    UgPathGrid grid = {ADV_W, ADV_H, &w->cost[0][0], ADV_W};
    UgPathPoint src = {g->player.x, g->player.y};
    if (!w->ws || ug_path_dijkstra(w->ws, &grid, NULL, &src, 1, w->dist) != UG_OK)
        for (int i = 0; i < ADV_W * ADV_H; i++) w->dist[i] = UG_PATH_UNREACHED;
    w->dist_ok = true;
    return w->dist;
}

static void step_monster(UgGame *g, int i, int x, int y) {
    UgMonster *m = &g->monsters[i];
    int fx = m->x, fy = m->y;
    m->x = (int16_t)x, m->y = (int16_t)y;
    moved(g, fx, fy, x, y);
}

/* One step down the player's map, to a free tile; false if none is lower. */
static bool step_closer(UgGame *g, int i, World *w) {
    const uint32_t *dist = player_map(g, w);
    UgMonster *m = &g->monsters[i];
    uint32_t here = dist[m->y * ADV_W + m->x];
    int best = -1;
    uint32_t best_d = here;
    for (int d = 0; d < 8; d++) {
        int nx = m->x + d8[d][0], ny = m->y + d8[d][1];
        if (!step_geometry(g, m->x, m->y, nx, ny) || occupied(g, nx, ny)) continue;
        uint32_t nd = dist[ny * ADV_W + nx];
        if (nd < best_d) best_d = nd, best = d;
    }
    if (best < 0) return false;
    step_monster(g, i, m->x + d8[best][0], m->y + d8[best][1]);
    return true;
}

/* A step toward (tx, ty) along an A* path (the last known place); false if none. */
static bool step_toward(UgGame *g, int i, int tx, int ty, World *w) {
    world_grid(g, w);
    UgMonster *m = &g->monsters[i];
    UgPathGrid grid = {ADV_W, ADV_H, &w->cost[0][0], ADV_W};
    UgPathPoint first;
    if (!w->ws || ug_path_astar(w->ws, &grid, NULL, m->x, m->y, tx, ty, &first, 1, NULL) < 1)
        return false;
    if (occupied(g, first.x, first.y)) return false;
    step_monster(g, i, first.x, first.y);
    return true;
}

static void wander(UgGame *g, int i) {
    if (ug_rng_below(&g->play, 2)) return; /* waits */
    UgMonster *m = &g->monsters[i];
    int cand[8], n = 0;
    for (int d = 0; d < 8; d++) {
        int nx = m->x + d8[d][0], ny = m->y + d8[d][1];
        if (step_geometry(g, m->x, m->y, nx, ny) && !occupied(g, nx, ny)) cand[n++] = d;
    }
    if (!n) return;
    int d = cand[ug_rng_below(&g->play, (uint32_t)n)];
    step_monster(g, i, m->x + d8[d][0], m->y + d8[d][1]);
}

static bool adjacent_to_player(const UgGame *g, const UgMonster *m) {
    return cheb(m->x, m->y, g->player.x, g->player.y) == 1 &&
           step_geometry(g, m->x, m->y, g->player.x, g->player.y);
}

/* The straight line between two tiles (Bresenham) passes nothing opaque and, if `creatures`,
 * nobody; the ends are not checked. */
static bool clear_line(const UgGame *g, int x0, int y0, int x1, int y1, bool creatures) {
    int dx = abs(x1 - x0), dy = -abs(y1 - y0), sx = sign(x1 - x0), sy = sign(y1 - y0);
    int err = dx + dy, x = x0, y = y0;
    for (;;) {
        if (x == x1 && y == y1) return true;
        int e2 = 2 * err;
        if (e2 >= dy) err += dy, x += sx;
        if (e2 <= dx) err += dx, y += sy;
        if (x == x1 && y == y1) return true;
        if (opaque(tile(g, x, y))) return false;
        if (creatures && occupied(g, x, y)) return false;
    }
}

static bool water_between(const UgGame *g, int x0, int y0, int x1, int y1) {
    int dx = abs(x1 - x0), dy = -abs(y1 - y0), sx = sign(x1 - x0), sy = sign(y1 - y0);
    int err = dx + dy, x = x0, y = y0;
    while (x != x1 || y != y1) {
        int e2 = 2 * err;
        if (e2 >= dy) err += dy, x += sx;
        if (e2 <= dx) err += dx, y += sy;
        if (tile(g, x, y) == UG_TILE_WATER) return true;
    }
    return false;
}

static void melee(UgGame *g, int i, UgEvents *ev) {
    AdvState *s = st(g);
    UgMonster *m = &g->monsters[i];
    int32_t dam = ug_adv_damage(m->atk, player_def(g), &g->play);
    hurt_player(g, m->kind, m->level, m->id, dam, UG_MSG_MONSTER_HITS, ev);
    if (ug_adv_monster_info((UgMonsterKind)m->kind)->behaviour == ADV_CURSE &&
        g->status == UG_STATUS_PLAYING && s->curses < ADV_CURSE_MAX) {
        s->curses++;
        ug_events_msg(ev, UG_MSG_CURSED, s->curses, 0);
    }
}

/* Chase (ADVENTURE.md §6): strike when next to the player; step along a shortest path while it
 * sees them; else to the last known place; else wait or wander with probability 1/2. */
static void chase(UgGame *g, int i, bool sees, World *w, UgEvents *ev) {
    AdvMonsterState *ms = &st(g)->mon[i];
    UgMonster *m = &g->monsters[i];
    if (sees && adjacent_to_player(g, m)) {
        melee(g, i, ev);
        return;
    }
    if (sees) {
        step_closer(g, i, w);
        return;
    }
    if (ms->alerted) {
        if ((m->x == ms->last_x && m->y == ms->last_y) ||
            !step_toward(g, i, ms->last_x, ms->last_y, w))
            ms->alerted = false;
        return;
    }
    wander(g, i);
}

/* A bomb on the free tile next to the player nearest the setter (fixed order among equals). */
static bool set_bomb(UgGame *g, int i, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    int best = -1, best_d = 0;
    for (int d = 0; d < 8; d++) {
        int nx = g->player.x + d8[d][0], ny = g->player.y + d8[d][1];
        if (!free_tile(g, nx, ny) || tile(g, nx, ny) == UG_TILE_DOOR_CLOSED) continue;
        int dd = cheb(nx, ny, m->x, m->y);
        if (best < 0 || dd < best_d) best = d, best_d = dd;
    }
    if (best < 0) return false;
    int kind = m->kind, level = m->level;
    UgMonster bomb = ug_adv_make_monster(UG_MON_HP_BOMB, 1);
    int b = spawn(g, bomb, g->player.x + d8[best][0], g->player.y + d8[best][1], UG_SPEED_NORMAL);
    if (b < 0) return false;
    st(g)->mon[b].owner_kind = (int16_t)kind;
    st(g)->mon[b].owner_level = (int16_t)level;
    ug_events_msg(ev, UG_MSG_BOMB_SET, kind, 0);
    return true;
}

static int live_bombs(const UgGame *g) {
    int n = 0;
    for (int i = 0; i < g->monster_count; i++) n += is_bomb(&g->monsters[i]);
    return n;
}

/* A bomb's only action: 6 to every creature in the 3 x 3 around it but bombs, then it is gone. */
static void burst(UgGame *g, int i, UgEvents *ev) {
    UgMonster bomb = g->monsters[i];
    AdvMonsterState bs = st(g)->mon[i];
    remove_monster(g, i);
    bool hit = cheb(bomb.x, bomb.y, g->player.x, g->player.y) <= 1;
    if (hit)
        hurt_player(g, bs.owner_kind, bs.owner_level, bomb.id, BOMB_DAMAGE, UG_MSG_BOMB_BURSTS, ev);
    else
        ug_events_msg(ev, UG_MSG_BOMB_BURSTS, bs.owner_kind, 0);
    for (int j = 0; j < g->monster_count; j++) {
        UgMonster *m = &g->monsters[j];
        if (is_bomb(m) || cheb(bomb.x, bomb.y, m->x, m->y) > 1) continue;
        m->hp -= BOMB_DAMAGE;
        ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, BOMB_DAMAGE, m->hp, bomb.id, m->id);
        if (m->hp <= 0 && m->kind == UG_MON_GIOVANNI) m->hp = 1; /* only the player fells him */
        if (m->hp <= 0) {
            UgMonster dead = *m;
            remove_monster(g, j--);
            ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, dead.kind, 0, bomb.id, dead.id);
            ug_events_msg(ev, UG_MSG_MONSTER_DIES, dead.kind, 0);
            AdvState *s = st(g);
            if (s->boss_state == UG_BOSS_ACTIVE && boss_fight_over(g)) {
                s->boss_state = UG_BOSS_WIN;
                s->bosses_killed++;
                ug_events_msg(ev, UG_MSG_STAIRS_OPEN, g->floor, 0);
            }
        }
    }
}

/* The free tile at distance exactly 3 from (x, y), seen by the player, uniformly; failing that
 * any free tile seen at 2..5; failing that any free tile. */
static bool summon_spot(UgGame *g, int x, int y, int *ox, int *oy) {
    for (int pass = 0; pass < 3; pass++) {
        int count = 0;
        for (int k = 0; k < 2; k++) {
            int pick = k ? (int)ug_rng_below(&g->play, (uint32_t)count) : 0;
            for (int ty = 0; ty < g->height; ty++)
                for (int tx = 0; tx < g->width; tx++) {
                    int d = cheb(tx, ty, x, y);
                    bool ok = free_tile(g, tx, ty) &&
                              (pass == 2 ||
                               (g->visible[ty][tx] && (pass == 0 ? d == 3 : d >= 2 && d <= 5)));
                    if (!ok) continue;
                    if (!k)
                        count++;
                    else if (pick-- == 0) {
                        *ox = tx, *oy = ty;
                        return true;
                    }
                }
            if (!count) break;
        }
    }
    return false;
}

/* A rat caller's one call: up to two rats on free neighbours. */
static void summon_rats(UgGame *g, int i, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    AdvMonsterState *ms = &st(g)->mon[i];
    ms->used = true;
    int n = 0;
    UgMonster rat = ug_adv_make_monster(UG_MON_RAT, m->level);
    int mx = m->x, my = m->y, kind = m->kind;
    for (int d = 0; d < 8 && n < 2; d++)
        if (free_tile(g, mx + d8[d][0], my + d8[d][1]) &&
            step_geometry(g, mx, my, mx + d8[d][0], my + d8[d][1]) &&
            spawn(g, rat, mx + d8[d][0], my + d8[d][1], UG_SPEED_NORMAL) >= 0)
            n++;
    ug_events_msg(ev, UG_MSG_SUMMONS, kind, n);
}

/* A monster that keeps its distance, seeing the player `dist` tiles away: backs off, else bites
 * when cornered, else shoots within 5, else comes closer. */
static void keep_distance(UgGame *g, int i, int dist, World *w, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    if (dist < 3) { /* back off to the free neighbour farthest from the player */
        int best = -1, best_d = dist;
        for (int d = 0; d < 8; d++) {
            int nx = m->x + d8[d][0], ny = m->y + d8[d][1];
            if (!step_geometry(g, m->x, m->y, nx, ny) || occupied(g, nx, ny)) continue;
            int nd = cheb(nx, ny, g->player.x, g->player.y);
            if (nd > best_d) best_d = nd, best = d;
        }
        if (best >= 0) {
            step_monster(g, i, m->x + d8[best][0], m->y + d8[best][1]);
            return;
        }
        if (adjacent_to_player(g, m)) {
            melee(g, i, ev);
            return;
        }
    }
    if (dist <= 5 && clear_line(g, m->x, m->y, g->player.x, g->player.y, true)) {
        int32_t dam = ug_adv_damage(m->atk, player_def(g), &g->play);
        hurt_player(g, m->kind, m->level, m->id, dam, UG_MSG_SHOOTS, ev);
        return;
    }
    step_closer(g, i, w);
}

/* The Butcher's hook: pulls the player to the tile next to it toward (dx, dy) if it is free. */
static bool butcher_pull(UgGame *g, int i, int dx, int dy, World *w, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    AdvMonsterState *ms = &st(g)->mon[i];
    int tx = m->x + sign(dx), ty = m->y + sign(dy);
    if (free_tile(g, tx, ty)) {
        int fx = g->player.x, fy = g->player.y;
        g->player.x = (int16_t)tx, g->player.y = (int16_t)ty;
        door_refresh(g, fx, fy);
        door_refresh(g, tx, ty);
        update_sight(g);
        w->dist_ok = false;
        ms->cooldown = 3;
        ug_events_msg(ev, UG_MSG_PULLS, m->kind, 0);
        return true;
    }
    return false;
}

/* A Gargoyle below half health, once: a juvenile on a spot next to it, if there is one. */
static void gargoyle_split(UgGame *g, int i, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    int sx, sy;
    st(g)->mon[i].used = true;
    if (summon_spot(g, m->x, m->y, &sx, &sy)) {
        int kind = m->kind;
        spawn(g, ug_adv_make_monster(UG_MON_JUVENILE_GARGOYLE, 1), sx, sy, UG_SPEED_NORMAL);
        ug_events_msg(ev, UG_MSG_SUMMONS, kind, 1);
    }
}

/* A monster's action; returns its cost in ticks (0: it is gone). */
static int monster_act(UgGame *g, int i, World *w, UgEvents *ev) {
    AdvState *s = st(g);
    UgMonster *m = &g->monsters[i];
    AdvMonsterState *ms = &s->mon[i];
    const AdvMonsterInfo *info = ug_adv_monster_info((UgMonsterKind)m->kind);
    int speed = m->speed;
    if (ms->skip) {
        ms->skip = false;
        return speed;
    }
    int behaviour = info ? info->behaviour : ADV_CHASE;
    if (behaviour == ADV_BURST) {
        burst(g, i, ev);
        return 0;
    }
    bool sees = g->visible[m->y][m->x];
    if (sees) {
        ms->alerted = true;
        ms->last_x = g->player.x, ms->last_y = g->player.y;
    }
    if (ms->cooldown > 0) ms->cooldown--;
    int dist = cheb(m->x, m->y, g->player.x, g->player.y);
    int dx = g->player.x - m->x, dy = g->player.y - m->y;
    bool straight = dx == 0 || dy == 0 || abs(dx) == abs(dy);
    switch (behaviour) {
        case ADV_REGENERATE:
            m->hp = m->hp + TROLL_REGEN > m->max_hp ? m->max_hp : m->hp + TROLL_REGEN;
            break;
        case ADV_SUMMON:
            if (sees && !ms->used) {
                summon_rats(g, i, ev);
                return speed;
            }
            break;
        case ADV_KEEP_DISTANCE:
            if (!sees) break;
            keep_distance(g, i, dist, w, ev);
            return speed;
        case ADV_BOMB:
            if (sees && dist <= 3 && dist >= 2 && ms->cooldown == 0 && set_bomb(g, i, ev)) {
                s->mon[i].cooldown = 3;
                return speed;
            }
            break;
        case ADV_GARGOYLE:
            if (!ms->used && m->hp * 2 < m->max_hp) {
                gargoyle_split(g, i, ev);
                return speed;
            }
            if (sees && dist == 2 && straight &&
                clear_line(g, m->x, m->y, g->player.x, g->player.y, true)) {
                int32_t dam = ug_adv_damage(m->atk + 2, player_def(g), &g->play);
                hurt_player(g, m->kind, m->level, m->id, dam, UG_MSG_BREATHES_FIRE, ev);
                return speed;
            }
            break;
        case ADV_BUTCHER:
            if (sees && ms->cooldown == 0 && dist >= 2 && dist <= 3 && straight &&
                clear_line(g, m->x, m->y, g->player.x, g->player.y, true) &&
                butcher_pull(g, i, dx, dy, w, ev))
                return speed;
            break;
        case ADV_GIOVANNI:
            if (sees && dist >= 2 && dist <= 5 && ms->cooldown == 0 && live_bombs(g) < 2 &&
                set_bomb(g, i, ev)) {
                s->mon[i].cooldown = 2;
                return speed;
            }
            break;
        default:
            break;
    }
    chase(g, i, sees, w, ev);
    return speed;
}

/* Monsters act until it is the player's turn again (the scheduler decides). */
static void run_world(UgGame *g, UgEvents *ev) {
    AdvState *s = st(g);
    World *w = malloc(sizeof *w);
    if (!w) return;
    w->ws = ug_path_workspace_new(ADV_W * ADV_H);
    w->dist_ok = w->grid_ok = false;
    for (int guard = 0; guard < WORLD_GUARD && g->status == UG_STATUS_PLAYING; guard++) {
        int id;
        if (ug_schedule_next(&s->schedule, &id) != UG_OK || id == 0) break;
        int i = index_of(g, (UgId)id);
        if (i < 0) {
            ug_schedule_remove(&s->schedule, id);
            continue;
        }
        int cost = monster_act(g, i, w, ev);
        if (index_of(g, (UgId)id) >= 0) ug_schedule_spend(&s->schedule, id, cost);
    }
    ug_path_workspace_free(w->ws);
    free(w);
}

/* --- The player's actions ------------------------------------------------------------------ */

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
        if (p->hp <= 0) player_dies(g, -1, 0, UG_ID_NONE, ev);
        return;
    }
    UgMsg said = ug_hunger_tick(&s->hunger, &s->hunger_turn, HUNGER_TURNS);
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
         * would not see the change), and the log counts repeats. */
        ug_events_msg(ev, UG_MSG_WALL_BLOCKS, 0, 0);
        return 0;
    }
    int enemy = ug_game_monster_at(g, x, y);
    if (enemy >= 0) {
        const UgItem *wpn = carried_by_id(g, s->wielded);
        int32_t dam = ug_adv_damage(player_atk(g), g->monsters[enemy].def, &g->play);
        player_damages(g, enemy, dam, BY_BUMP, UG_MSG_PLAYER_HITS, ev);
        return wpn && wpn->kind == UG_ITEM_AXE ? AXE_ATTACK : UG_SPEED_NORMAL;
    }
    int fx = g->player.x, fy = g->player.y;
    g->player.x = (int16_t)x, g->player.y = (int16_t)y;
    door_refresh(g, fx, fy);
    door_refresh(g, x, y);
    update_sight(g);
    const UgItem *armour = carried_by_id(g, s->worn);
    int cost = armour && armour->kind == UG_ITEM_PLATE ? PLATE_MOVE : UG_SPEED_NORMAL;
    return tile(g, x, y) == UG_TILE_RUBBLE ? 2 * cost : cost;
}

static int item_here(const UgGame *g) {
    for (int i = 0; i < g->item_count; i++)
        if (g->items[i].x == g->player.x && g->items[i].y == g->player.y) return i;
    return -1;
}

static bool is_orb_item(int kind) {
    return kind >= UG_ITEM_ORB_FIRE && kind <= UG_ITEM_ORB_LUMP;
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
        update_weight(g);
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
        if (!summon_spot(g, g->player.x, g->player.y, &x, &y)) return 0;
        UgMonster boss = ug_adv_make_monster((UgMonsterKind)ug_adv_boss_kind(g->floor), 1);
        spawn(g, boss, x, y, UG_SPEED_NORMAL);
        s->boss_state = UG_BOSS_ACTIVE;
        ug_events_msg(ev, UG_MSG_BOSS_APPEARS, boss.kind, 0);
        return UG_SPEED_NORMAL;
    }
    if (s->boss_state == UG_BOSS_ACTIVE) {
        ug_events_msg(ev, UG_MSG_STAIRS_SEALED, g->floor, 0);
        return 0;
    }
    if (g->floor >= ADV_DEPTHS) return 0;
    enter_floor(g, g->floor + 1, ev);
    ug_events_push(ev, UG_EV_FLOOR, UG_MSG_NONE, g->floor, 0, UG_ID_NONE, UG_ID_NONE);
    ug_events_msg(ev, UG_MSG_DESCEND, g->floor, 0);
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
    update_weight(g);
    return UG_SPEED_NORMAL;
}

/* --- Orbs ---------------------------------------------------------------------------------- */

/* The index of the top uncursed orb, or -1. */
static int usable_top(const AdvState *s) {
    int top = s->orb_count - 1, limit = ADV_ORB_MAX - s->curses - 1;
    return top < limit ? top : limit;
}

static int orb_range_of(int kind) {
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

static bool orb_target(const UgGame *g, int x, int y) {
    const AdvState *s = st(g);
    int t = usable_top(s);
    if (t < 0 || !ug_in_bounds(g, x, y)) return false;
    int kind = s->orbs[t];
    int d = cheb(x, y, g->player.x, g->player.y);
    if (kind == UG_ORB_ICE) return d == 0;
    if (d == 0 || d > orb_range_of(kind) || !g->visible[y][x]) return false;
    if (kind == UG_ORB_SLIME) return free_tile(g, x, y);
    return ug_game_monster_at(g, x, y) >= 0;
}

static int use_orb(UgGame *g, int x, int y, UgEvents *ev) {
    AdvState *s = st(g);
    if (!orb_target(g, x, y)) return 0;
    int t = usable_top(s);
    int kind = s->orbs[t];
    memmove(&s->orbs[t], &s->orbs[t + 1], (size_t)(s->orb_count - t - 1));
    s->orb_count--;
    int target = ug_game_monster_at(g, x, y);
    switch (kind) {
        case UG_ORB_FIRE:
            if (water_between(g, g->player.x, g->player.y, x, y)) {
                ug_events_msg(ev, UG_MSG_FIRE_QUENCHED, 0, 0);
                break;
            }
            player_damages(g, target, 4 + g->floor / 2, BY_FIRE, UG_MSG_FIRE_HITS, ev);
            break;
        case UG_ORB_ICE:
            s->ice_layers = 2;
            ug_events_msg(ev, UG_MSG_ICE_ARMOR, 2, 0);
            break;
        case UG_ORB_SLIME: {
            int fx = g->player.x, fy = g->player.y;
            g->player.x = (int16_t)x, g->player.y = (int16_t)y;
            door_refresh(g, fx, fy);
            door_refresh(g, x, y);
            update_sight(g);
            ug_events_msg(ev, UG_MSG_BLINK, 0, 0);
            break;
        }
        case UG_ORB_LUMP:
            s->mon[target].skip = true;
            player_damages(g, target, LUMP_DAMAGE, BY_LUMP, UG_MSG_LUMP_HITS, ev);
            break;
        default:
            break;
    }
    return UG_SPEED_NORMAL;
}

static bool adv_act(UgGame *g, UgAction a, UgEvents *ev) {
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
    run_world(g, ev);
    return true;
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
    update_weight(g);
    g->floor = 1;
    return UG_OK;
}

static void adv_new_floor(UgGame *g, UgEvents *ev) {
    enter_floor(g, g->floor, ev);
}

/* A new game moved to `floor`, built directly from (seed, floor): its creatures' ids start where
 * a first floor's would, so a dump depends on the seed and the floor alone. */
static UgError adv_start_at(UgGame *g, int floor, int ax, int ay) {
    if (ax || ay || floor < 1 || floor > ADV_DEPTHS) return UG_ERR_ARGUMENT;
    g->next_id = UG_ID_PLAYER + 1 + ADV_KIT_IDS;
    enter_floor(g, floor, NULL);
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
    out[n++] = (UgStat){UG_STAT_ATK, player_atk(g), 0};
    out[n++] = (UgStat){UG_STAT_DEF, player_def(g), 0};
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
    if (part != UG_ENCODE_TAIL) return;
    const AdvState *s = st(g);
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
    update_weight(g);
    return true;
}

static int adv_orb_stack(const UgGame *g, UgOrbSlot *out, int max) {
    const AdvState *s = st(g);
    for (int i = 0; i < s->orb_count && i < max; i++)
        out[i] = (UgOrbSlot){s->orbs[i], i > ADV_ORB_MAX - s->curses - 1};
    return s->orb_count;
}

static int adv_orb_range(const UgGame *g) {
    int t = usable_top(st(g));
    return t < 0 ? 0 : orb_range_of(st(g)->orbs[t]);
}

static UgBossState adv_boss_state(const UgGame *g) {
    return (UgBossState)st(g)->boss_state;
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
        },
    .player_hp = START_HP,
    .state_size = sizeof(AdvState),
    .init_seed = adv_init_seed,
    .new_floor = adv_new_floor,
    .act = adv_act,
    .start_at = adv_start_at,
    .stats = adv_stats,
    .encode = adv_encode,
    .dump = adv_dump,
    .inventory_count = adv_inventory_count,
    .inventory_item = adv_inventory_item,
    .inventory_equipped = adv_inventory_equipped,
    .item_power = ug_adv_item_bonus,
    .give_item = adv_give_item,
    .orb_stack = adv_orb_stack,
    .orb_range = adv_orb_range,
    .orb_target_ok = orb_target,
    .boss_state = adv_boss_state,
    .victory_bonus = ADV_VICTORY_BONUS,
};
