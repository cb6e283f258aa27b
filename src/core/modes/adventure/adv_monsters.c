/* adventure's monsters' turns (docs/RULES-adventure.md): each kind's rule, paths over the
 * player's Dijkstra map, bombs, summons and the bosses' moves, run by the energy scheduler until
 * the player's turn comes again. Play draws from game->play only. */
#include "modes/adventure/adv_internal.h"

#include <stdlib.h>
#include <string.h>

#include "systems/path.h"

/* The monsters' path scratch, kept in the state across actions (AdvState.paths): the path grid
 * the maps were made on, and the Dijkstra maps from the few places monsters walk to (the
 * player, the places alerted monsters last saw them), each kept until the grid changes or a
 * newer place needs its slot. A map is a function of the grid and its source only, so reusing
 * one is the same as making it again: nothing here can change what a monster does. */
enum { PATH_MAPS = 6 };
typedef struct PathMap {
    int16_t x, y;
    bool ok;
    uint32_t used; /* the clock when last asked for: the oldest is replaced */
    uint32_t dist[ADV_W * ADV_H];
} PathMap;

typedef struct AdvPaths {
    UgPathWorkspace *ws;
    uint8_t cost[ADV_H][ADV_W]; /* the grid the maps were made on */
    uint8_t fresh[ADV_H][ADV_W];
    bool grid_ok; /* cost is this action's grid (made at the first path of the monster phase) */
    uint32_t clock;
    PathMap maps[PATH_MAPS];
} AdvPaths;

typedef AdvPaths World;

void ug_adv_free_paths(AdvState *s) {
    if (!s || !s->paths) return;
    ug_path_workspace_free(s->paths->ws);
    free(s->paths);
    s->paths = NULL;
}

/* The path grid as the floor stands (rubble costs 2, what cannot be walked 0), made once per
 * monster phase at its first path, as before; the maps are forgotten if it changed. */
static void world_grid(UgGame *g, World *w) {
    if (w->grid_ok) return;
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) {
            UgTile t = tile(g, x, y);
            w->fresh[y][x] = !ug_adv_walkable(t) ? 0 : t == UG_TILE_RUBBLE ? 2 : 1;
        }
    if (memcmp(w->fresh, w->cost, sizeof w->cost) != 0) {
        memcpy(w->cost, w->fresh, sizeof w->cost);
        for (int i = 0; i < PATH_MAPS; i++) w->maps[i].ok = false;
    }
    w->grid_ok = true;
}

/* The Dijkstra map from (x, y) over this action's grid (all unreached if it could not be made). */
static const uint32_t *map_to(UgGame *g, World *w, int x, int y) {
    world_grid(g, w);
    PathMap *slot = &w->maps[0];
    for (int i = 0; i < PATH_MAPS; i++) {
        PathMap *m = &w->maps[i];
        if (m->ok && m->x == x && m->y == y) {
            m->used = ++w->clock;
            return m->dist;
        }
        if (!m->ok || (slot->ok && m->used < slot->used)) slot = m;
    }
    UgPathGrid grid = {ADV_W, ADV_H, &w->cost[0][0], ADV_W};
    UgPathPoint src = {x, y};
    if (!w->ws || ug_path_dijkstra(w->ws, &grid, NULL, &src, 1, slot->dist) != UG_OK)
        for (int i = 0; i < ADV_W * ADV_H; i++) slot->dist[i] = UG_PATH_UNREACHED;
    slot->x = (int16_t)x, slot->y = (int16_t)y;
    slot->ok = true;
    slot->used = ++w->clock;
    return slot->dist;
}

static const uint32_t *player_map(UgGame *g, World *w) {
    return map_to(g, w, g->player.x, g->player.y);
}

static void step_monster(UgGame *g, int i, int x, int y) {
    UgMonster *m = &g->monsters[i];
    int fx = m->x, fy = m->y;
    m->x = (int16_t)x, m->y = (int16_t)y;
    ug_adv_moved(g, fx, fy, x, y);
}

/* One step down the player's map, to a free tile; false if none is lower. */
static bool step_closer(UgGame *g, int i, World *w) {
    const uint32_t *dist = player_map(g, w);
    UgMonster *m = &g->monsters[i];
    uint32_t here = dist[m->y * ADV_W + m->x];
    int best = -1;
    uint32_t best_d = here;
    for (int d = 0; d < 8; d++) {
        int nx = m->x + ug_adv_d8[d][0], ny = m->y + ug_adv_d8[d][1];
        if (!step_geometry(g, m->x, m->y, nx, ny) || occupied(g, nx, ny)) continue;
        uint32_t nd = dist[ny * ADV_W + nx];
        if (nd < best_d) best_d = nd, best = d;
    }
    if (best < 0) return false;
    step_monster(g, i, m->x + ug_adv_d8[best][0], m->y + ug_adv_d8[best][1]);
    return true;
}

/* A step toward (tx, ty) along an A* path (the last known place); false if none. The path is
 * ug_path_astar's, found over the place's shared map (ug_path_astar_with_map: the same path). */
static bool toward(UgGame *g, int i, int tx, int ty, World *w, UgPathPoint *to) {
    const uint32_t *to_goal = map_to(g, w, tx, ty);
    UgMonster *m = &g->monsters[i];
    if (!w->ws || !w->cost[ty][tx] || (m->x == tx && m->y == ty)) return false; /* as A* says */
    /* The first steps of the cheapest paths, read off the map (the grid's rule: 8 directions, no
     * corner cutting). When none is free the monster stays whichever A* takes, and when there
     * is one A* takes it: only two or more free ones need the search. */
    uint32_t best = UG_PATH_UNREACHED;
    int cand[8], n = 0, free_n = 0, free_d = -1;
    for (int d = 0; d < 8; d++) {
        int nx = m->x + ug_adv_d8[d][0], ny = m->y + ug_adv_d8[d][1];
        if (nx < 0 || ny < 0 || nx >= ADV_W || ny >= ADV_H || !w->cost[ny][nx]) continue;
        if (nx != m->x && ny != m->y && (!w->cost[m->y][nx] || !w->cost[ny][m->x])) continue;
        uint32_t dn = to_goal[ny * ADV_W + nx];
        if (dn == UG_PATH_UNREACHED) continue;
        uint32_t t = dn + w->cost[ny][nx];
        if (t < best) best = t, n = 0;
        if (t == best) cand[n++] = d;
    }
    for (int k = 0; k < n; k++) {
        int d = cand[k];
        if (!occupied(g, m->x + ug_adv_d8[d][0], m->y + ug_adv_d8[d][1])) free_n++, free_d = d;
    }
    if (free_n == 0) return false;
    UgPathPoint first = {m->x + ug_adv_d8[free_d][0], m->y + ug_adv_d8[free_d][1]};
    UgPathGrid grid = {ADV_W, ADV_H, &w->cost[0][0], ADV_W};
    if (n > 1 &&
        ug_path_astar_first_step(w->ws, &grid, NULL, to_goal, m->x, m->y, tx, ty, &first) < 1)
        return false;
    if (occupied(g, first.x, first.y)) return false;
    *to = first;
    return true;
}

static bool step_toward(UgGame *g, int i, int tx, int ty, World *w) {
    UgPathPoint to;
    if (!toward(g, i, tx, ty, w, &to)) return false;
    step_monster(g, i, to.x, to.y);
    return true;
}

static World *world_of(UgGame *g) {
    AdvState *s = st(g);
    if (!s->paths) {
        s->paths = calloc(1, sizeof *s->paths);
        if (!s->paths) return NULL;
    }
    World *w = s->paths;
    if (!w->ws) w->ws = ug_path_workspace_new(ADV_W * ADV_H); /* NULL: no paths this time */
    w->grid_ok = false;
    return w;
}

bool ug_adv_path_step(UgGame *g, int i, int tx, int ty, int *x, int *y) {
    World *w = world_of(g);
    UgPathPoint to;
    if (!w || !toward(g, i, tx, ty, w, &to)) return false;
    *x = to.x, *y = to.y;
    return true;
}

static void wander(UgGame *g, int i) {
    if (ug_rng_below(&g->play, 2)) return; /* waits */
    UgMonster *m = &g->monsters[i];
    int cand[8], n = 0;
    for (int d = 0; d < 8; d++) {
        int nx = m->x + ug_adv_d8[d][0], ny = m->y + ug_adv_d8[d][1];
        if (step_geometry(g, m->x, m->y, nx, ny) && !occupied(g, nx, ny)) cand[n++] = d;
    }
    if (!n) return;
    int d = cand[ug_rng_below(&g->play, (uint32_t)n)];
    step_monster(g, i, m->x + ug_adv_d8[d][0], m->y + ug_adv_d8[d][1]);
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

bool ug_adv_water_between(const UgGame *g, int x0, int y0, int x1, int y1) {
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
    int32_t dam = ug_adv_damage(m->atk, ug_adv_player_def(g), &g->play);
    ug_adv_hurt_player(g, m->kind, m->level, m->id, dam, UG_MSG_MONSTER_HITS, ev);
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
        int nx = g->player.x + ug_adv_d8[d][0], ny = g->player.y + ug_adv_d8[d][1];
        if (!free_tile(g, nx, ny) || tile(g, nx, ny) == UG_TILE_DOOR_CLOSED) continue;
        int dd = cheb(nx, ny, m->x, m->y);
        if (best < 0 || dd < best_d) best = d, best_d = dd;
    }
    if (best < 0) return false;
    int kind = m->kind, level = m->level;
    UgMonster bomb = ug_adv_make_monster(UG_MON_HP_BOMB, 1);
    int b = ug_adv_spawn(g, bomb, g->player.x + ug_adv_d8[best][0],
                         g->player.y + ug_adv_d8[best][1], UG_SPEED_NORMAL);
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
    ug_adv_remove_monster(g, i);
    bool hit = cheb(bomb.x, bomb.y, g->player.x, g->player.y) <= 1;
    if (hit)
        ug_adv_hurt_player(g, bs.owner_kind, bs.owner_level, bomb.id, BOMB_DAMAGE,
                           UG_MSG_BOMB_BURSTS, ev);
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
            ug_adv_remove_monster(g, j--);
            ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, dead.kind, 0, bomb.id, dead.id);
            ug_events_msg(ev, UG_MSG_MONSTER_DIES, dead.kind, 0);
            AdvState *s = st(g);
            if (s->boss_state == UG_BOSS_ACTIVE && ug_adv_boss_fight_over(g)) {
                s->boss_state = UG_BOSS_WIN;
                s->bosses_killed++;
                ug_events_msg(ev, UG_MSG_STAIRS_OPEN, g->floor, 0);
            }
        }
    }
}

/* The free tile at distance exactly 3 from (x, y), seen by the player, uniformly; failing that
 * any free tile seen at 2..5; failing that any free tile. */
bool ug_adv_summon_spot(UgGame *g, int x, int y, int *ox, int *oy) {
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
        if (free_tile(g, mx + ug_adv_d8[d][0], my + ug_adv_d8[d][1]) &&
            step_geometry(g, mx, my, mx + ug_adv_d8[d][0], my + ug_adv_d8[d][1]) &&
            ug_adv_spawn(g, rat, mx + ug_adv_d8[d][0], my + ug_adv_d8[d][1], UG_SPEED_NORMAL) >= 0)
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
            int nx = m->x + ug_adv_d8[d][0], ny = m->y + ug_adv_d8[d][1];
            if (!step_geometry(g, m->x, m->y, nx, ny) || occupied(g, nx, ny)) continue;
            int nd = cheb(nx, ny, g->player.x, g->player.y);
            if (nd > best_d) best_d = nd, best = d;
        }
        if (best >= 0) {
            step_monster(g, i, m->x + ug_adv_d8[best][0], m->y + ug_adv_d8[best][1]);
            return;
        }
        if (adjacent_to_player(g, m)) {
            melee(g, i, ev);
            return;
        }
    }
    if (dist <= 5 && clear_line(g, m->x, m->y, g->player.x, g->player.y, true)) {
        int32_t dam = ug_adv_damage(m->atk, ug_adv_player_def(g), &g->play);
        ug_adv_hurt_player(g, m->kind, m->level, m->id, dam, UG_MSG_SHOOTS, ev);
        return;
    }
    step_closer(g, i, w);
}

/* The Butcher's hook: pulls the player to the tile next to it toward (dx, dy) if it is free. */
static bool butcher_pull(UgGame *g, int i, int dx, int dy, UgEvents *ev) {
    UgMonster *m = &g->monsters[i];
    AdvMonsterState *ms = &st(g)->mon[i];
    int tx = m->x + sign(dx), ty = m->y + sign(dy);
    if (free_tile(g, tx, ty)) {
        int fx = g->player.x, fy = g->player.y;
        g->player.x = (int16_t)tx, g->player.y = (int16_t)ty;
        ug_adv_door_refresh(g, fx, fy);
        ug_adv_door_refresh(g, tx, ty);
        ug_adv_update_sight(g);
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
    if (ug_adv_summon_spot(g, m->x, m->y, &sx, &sy)) {
        int kind = m->kind;
        ug_adv_spawn(g, ug_adv_make_monster(UG_MON_JUVENILE_GARGOYLE, 1), sx, sy, UG_SPEED_NORMAL);
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
                int32_t dam = ug_adv_damage(m->atk + 2, ug_adv_player_def(g), &g->play);
                ug_adv_hurt_player(g, m->kind, m->level, m->id, dam, UG_MSG_BREATHES_FIRE, ev);
                return speed;
            }
            break;
        case ADV_BUTCHER:
            if (sees && ms->cooldown == 0 && dist >= 2 && dist <= 3 && straight &&
                clear_line(g, m->x, m->y, g->player.x, g->player.y, true) &&
                butcher_pull(g, i, dx, dy, ev))
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
void ug_adv_run_world(UgGame *g, UgEvents *ev) {
    AdvState *s = st(g);
    World *w = world_of(g);
    if (!w) return;
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
}
