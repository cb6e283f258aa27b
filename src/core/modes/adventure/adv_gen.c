/* adventure's floor generator (ADVENTURE.md §2, docs/RULES-adventure.md §2): a floor depends on
 * (seed text, depth) alone, through its own PCG stream, never on the gameplay stream.
 *
 *   Upper Halls (1-3)  BSP leaves of at least 10 x 7, one room per leaf inside a one-tile margin
 *                      where the corridors run (4-connected, by A* over a grid in which rooms and
 *                      their walls are closed, so no corridor enters a room but by its door);
 *   Warrens (4-6)      the cave automaton of systems/cave.c, joined, 40-60 % floor, water and
 *                      rubble pools;
 *   Deep Grid (7-9)    the BSP layout with one or two leaves turned into cave patches, and a vault
 *                      (one door, a guardian two levels up, two items of the floor's best table);
 *   The Core (10)      a fixed oval arena with four pillars behind an antechamber.
 * A layout that misses a rule (room count, stairs distance, reachability) is drawn again. */
#include <stdlib.h>
#include <string.h>

#include "modes/adventure/adventure.h"
#include "systems/cave.h"
#include "systems/path.h"

enum { MIN_LEAF_W = 10, MIN_LEAF_H = 7, MAX_NODES = 96, MIN_ROOMS = 8, MAX_ROOMS = 14 };
enum { WALL = UG_TILE_ROCK, FLOOR = UG_TILE_FLOOR };

typedef struct Node {
    int x, y, w, h;
    int left, right; /* children, -1 for a leaf */
    int room;        /* a leaf's room */
} Node;

typedef struct Gen {
    AdvFloor *f;
    UgRng rng;
    int depth;
    Node nodes[MAX_NODES];
    int node_count;
    UgPathWorkspace *ws;
} Gen;

static int below(Gen *g, int n) {
    return n <= 1 ? 0 : (int)ug_rng_below(&g->rng, (uint32_t)n);
}
static int range(Gen *g, int lo, int hi) { /* lo..hi inclusive */
    return lo + below(g, hi - lo + 1);
}

/* --- BSP ----------------------------------------------------------------------------------- */

static int split(Gen *g, int x, int y, int w, int h) {
    if (g->node_count >= MAX_NODES) return -1;
    int id = g->node_count++;
    Node *n = &g->nodes[id];
    *n = (Node){x, y, w, h, -1, -1, -1};
    bool can_v = w >= 2 * MIN_LEAF_W, can_h = h >= 2 * MIN_LEAF_H;
    bool big = w > 24 || h > 15;
    if ((!can_v && !can_h) || (!big && below(g, 3) != 0)) return id;
    bool vertical = can_v && (!can_h || below(g, w * MIN_LEAF_H + h * MIN_LEAF_W) < w * MIN_LEAF_H);
    int a, b;
    if (vertical) {
        int at = range(g, MIN_LEAF_W, w - MIN_LEAF_W);
        a = split(g, x, y, at, h);
        b = split(g, x + at, y, w - at, h);
    } else {
        int at = range(g, MIN_LEAF_H, h - MIN_LEAF_H);
        a = split(g, x, y, w, at);
        b = split(g, x, y + at, w, h - at);
    }
    n = &g->nodes[id];
    if (a < 0 || b < 0) { /* out of nodes: keep it a leaf */
        g->node_count = id + 1;
        n->left = n->right = -1;
        return id;
    }
    n->left = a;
    n->right = b;
    return id;
}

static void carve_room(AdvFloor *f, const AdvRoom *r) {
    for (int y = r->y; y < r->y + r->h; y++)
        for (int x = r->x; x < r->x + r->w; x++) f->tiles[y][x] = FLOOR;
}

/* A cave patch inside a leaf's margin; false if it came out too small to use. */
static bool carve_cave_patch(Gen *g, const Node *n, AdvRoom *r) {
    static const UgCaveRules rules = {45, 5, 4, 5};
    uint8_t cells[ADV_H][UG_MAP_MAX_W];
    memset(cells, 1, sizeof cells);
    int x0 = n->x + 1, y0 = n->y + 1, w = n->w - 2, h = n->h - 2;
    ug_cave_automaton(&cells[0][0], UG_MAP_MAX_W, x0, y0, w, h, &rules, &g->rng);
    ug_cave_connect(&cells[0][0], UG_MAP_MAX_W, x0, y0, w, h);
    if (ug_cave_floor_count(&cells[0][0], UG_MAP_MAX_W, x0, y0, w, h) < 12) return false;
    for (int y = y0; y < y0 + h; y++)
        for (int x = x0; x < x0 + w; x++)
            if (!cells[y][x]) g->f->tiles[y][x] = FLOOR;
    *r = (AdvRoom){(int16_t)x0, (int16_t)y0, (int16_t)w, (int16_t)h, false, true};
    return true;
}

/* The rooms of a subtree, for choosing which two a corridor joins. */
static void subtree_rooms(const Gen *g, int node, int *out, int *count) {
    const Node *n = &g->nodes[node];
    if (n->left < 0) {
        if (n->room >= 0) out[(*count)++] = n->room;
        return;
    }
    subtree_rooms(g, n->left, out, count);
    subtree_rooms(g, n->right, out, count);
}

/* The corridor planner's grid: 0 closed (the map's border, rooms and their walls), 1 carved
 * corridor, 3 rock; a cave patch's leaf is open rock (corridors may run into it). */
typedef struct Planner {
    uint8_t cost[ADV_H][ADV_W];
} Planner;

static void plan_grid(const Gen *g, Planner *p) {
    const AdvFloor *f = g->f;
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) {
            bool border = x == 0 || y == 0 || x == ADV_W - 1 || y == ADV_H - 1;
            p->cost[y][x] = border ? 0 : f->tiles[y][x] == FLOOR ? 1 : 3;
        }
    for (int i = 0; i < f->room_count; i++) {
        const AdvRoom *r = &f->rooms[i];
        if (r->cave) continue;
        for (int y = r->y - 1; y <= r->y + r->h; y++)
            for (int x = r->x - 1; x <= r->x + r->w; x++) p->cost[y][x] = 0;
    }
}

static const int d4[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

/* Where a corridor from room r toward (tx, ty) leaves it: a door cell in its wall (not a corner)
 * whose outer neighbour is open, on the side facing the target if possible; a cave patch: its
 * floor tile nearest the target. False if there is none. */
static bool exit_point(Gen *g, int room, int tx, int ty, const Planner *p, int *ox, int *oy) {
    AdvFloor *f = g->f;
    const AdvRoom *r = &f->rooms[room];
    if (r->vault && f->vault_door_x >= 0) {
        *ox = f->vault_door_x, *oy = f->vault_door_y;
        return true;
    }
    if (r->cave) {
        int best = -1;
        for (int y = r->y; y < r->y + r->h; y++)
            for (int x = r->x; x < r->x + r->w; x++) {
                if (f->tiles[y][x] != FLOOR) continue;
                int d = abs(x - tx) + abs(y - ty);
                if (best < 0 || d < best) best = d, *ox = x, *oy = y;
            }
        return best >= 0;
    }
    int cx = r->x + r->w / 2, cy = r->y + r->h / 2;
    int dx = tx - cx, dy = ty - cy;
    int order[4];
    /* sides: 0 north, 1 east, 2 south, 3 west; the facing side first, then the others */
    int first = abs(dx) * r->h >= abs(dy) * r->w ? (dx > 0 ? 1 : 3) : (dy > 0 ? 2 : 0);
    int second = abs(dx) * r->h >= abs(dy) * r->w ? (dy > 0 ? 2 : 0) : (dx > 0 ? 1 : 3);
    order[0] = first, order[1] = second, order[2] = (second + 2) % 4, order[3] = (first + 2) % 4;
    for (int k = 0; k < 4; k++) {
        int side = order[k];
        int len = side % 2 == 0 ? r->w : r->h;
        int start = below(g, len);
        for (int t = 0; t < len; t++) {
            int i = (start + t) % len;
            int x, y;
            if (side == 0)
                x = r->x + i, y = r->y - 1;
            else if (side == 2)
                x = r->x + i, y = r->y + r->h;
            else if (side == 1)
                x = r->x + r->w, y = r->y + i;
            else
                x = r->x - 1, y = r->y + i;
            int ox2 = x + d4[side][0], oy2 = y + d4[side][1];
            if (ox2 < 1 || oy2 < 1 || ox2 >= ADV_W - 1 || oy2 >= ADV_H - 1) continue;
            if (!p->cost[oy2][ox2]) continue;
            /* never beside another doorway of the same wall (it would read as a gap) */
            int ax = side % 2 == 0 ? 1 : 0, ay = side % 2 == 0 ? 0 : 1;
            if (f->tiles[y][x] == WALL &&
                (f->tiles[y + ay][x + ax] != WALL || f->tiles[y - ay][x - ax] != WALL))
                continue;
            *ox = x, *oy = y;
            return true;
        }
    }
    return false;
}

static bool is_room_wall(const AdvFloor *f, int room, int x, int y) {
    const AdvRoom *r = &f->rooms[room];
    return !r->cave && (x == r->x - 1 || x == r->x + r->w || y == r->y - 1 || y == r->y + r->h);
}

/* A doorway where a corridor meets a room: a closed door with probability 1/2, else an opening;
 * the vault's single door is always a door. */
static void make_doorway(Gen *g, int room, int x, int y) {
    AdvFloor *f = g->f;
    if (!is_room_wall(f, room, x, y)) return; /* a cave patch's tile */
    bool vault = f->rooms[room].vault;
    if (vault && f->vault_door_x >= 0) return;
    f->tiles[y][x] = vault || below(g, 2) == 0 ? UG_TILE_DOOR_CLOSED : FLOOR;
    if (vault) f->vault_door_x = x, f->vault_door_y = y;
}

static bool join(Gen *g, int a, int b) {
    AdvFloor *f = g->f;
    int ra[ADV_MAX_ROOMS], rb[ADV_MAX_ROOMS], na = 0, nb = 0;
    subtree_rooms(g, a, ra, &na);
    subtree_rooms(g, b, rb, &nb);
    if (!na || !nb) return false;
    /* The closest pair of rooms (centres, Manhattan); a vault is joined only once, so that it
     * keeps a single door: skip it when another choice exists. */
    int best = -1, pa = 0, pb = 0;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            const AdvRoom *x = &f->rooms[ra[i]], *y = &f->rooms[rb[j]];
            int d = abs((x->x + x->w / 2) - (y->x + y->w / 2)) +
                    abs((x->y + x->h / 2) - (y->y + y->h / 2));
            if ((x->vault && na > 1) || (y->vault && nb > 1)) d += 1000;
            if (best < 0 || d < best) best = d, pa = ra[i], pb = rb[j];
        }
    Planner p;
    plan_grid(g, &p);
    const AdvRoom *A = &f->rooms[pa], *B = &f->rooms[pb];
    int ax, ay, bx, by;
    if (!exit_point(g, pa, B->x + B->w / 2, B->y + B->h / 2, &p, &ax, &ay)) return false;
    if (!exit_point(g, pb, A->x + A->w / 2, A->y + A->h / 2, &p, &bx, &by)) return false;
    p.cost[ay][ax] = 1;
    p.cost[by][bx] = 1;
    UgPathGrid grid = {ADV_W, ADV_H, &p.cost[0][0], ADV_W};
    UgPathOptions opt = {4, false, 1, 1};
    UgPathPoint pts[ADV_W * ADV_H];
    int n = ug_path_astar(g->ws, &grid, &opt, ax, ay, bx, by, pts, ADV_W * ADV_H, NULL);
    if (n < 0) return false;
    for (int i = 0; i < n; i++)
        if (f->tiles[pts[i].y][pts[i].x] == WALL) f->tiles[pts[i].y][pts[i].x] = FLOOR;
    make_doorway(g, pa, ax, ay);
    make_doorway(g, pb, bx, by);
    return true;
}

static bool join_tree(Gen *g, int node) {
    const Node *n = &g->nodes[node];
    if (n->left < 0) return true;
    return join_tree(g, n->left) && join_tree(g, n->right) && join(g, n->left, n->right);
}

/* Rooms (and in the Deep Grid cave patches and the vault) in the leaves. */
static bool build_rooms(Gen *g, bool deep) {
    AdvFloor *f = g->f;
    g->node_count = 0;
    split(g, 0, 0, ADV_W, ADV_H);
    int leaves[MAX_NODES], leaf_count = 0;
    for (int i = 0; i < g->node_count; i++)
        if (g->nodes[i].left < 0) leaves[leaf_count++] = i;
    if (leaf_count < MIN_ROOMS || leaf_count > MAX_ROOMS) return false;
    int caves[2] = {-1, -1};
    if (deep) { /* one or two of the largest leaves become cave patches */
        int want = range(g, 1, 2);
        for (int k = 0; k < want; k++) {
            int best = -1;
            for (int i = 0; i < leaf_count; i++) {
                const Node *n = &g->nodes[leaves[i]];
                if (leaves[i] == caves[0]) continue;
                if (best < 0 || n->w * n->h > g->nodes[best].w * g->nodes[best].h) best = leaves[i];
            }
            caves[k] = best;
        }
    }
    int vault_leaf = -1;
    if (deep) {
        do vault_leaf = leaves[below(g, leaf_count)];
        while (vault_leaf == caves[0] || vault_leaf == caves[1]);
    }
    for (int i = 0; i < leaf_count; i++) {
        Node *n = &g->nodes[leaves[i]];
        AdvRoom r;
        if ((leaves[i] == caves[0] || leaves[i] == caves[1]) && carve_cave_patch(g, n, &r)) {
            n->room = f->room_count;
            f->rooms[f->room_count++] = r;
            continue;
        }
        int rw = range(g, 4, n->w - 4), rh = range(g, 3, n->h - 4);
        int rx = range(g, n->x + 2, n->x + n->w - 2 - rw);
        int ry = range(g, n->y + 2, n->y + n->h - 2 - rh);
        r = (AdvRoom){(int16_t)rx, (int16_t)ry, (int16_t)rw, (int16_t)rh, leaves[i] == vault_leaf,
                      false};
        if (r.vault) f->vault = f->room_count;
        n->room = f->room_count;
        f->rooms[f->room_count++] = r;
        carve_room(f, &r);
    }
    return join_tree(g, 0);
}

/* --- Caves --------------------------------------------------------------------------------- */

static void pool(Gen *g, UgTile kind, int size) {
    AdvFloor *f = g->f;
    int x, y, tries = 0;
    do x = range(g, 1, ADV_W - 2), y = range(g, 1, ADV_H - 2);
    while (f->tiles[y][x] != FLOOR && ++tries < 200);
    if (f->tiles[y][x] != FLOOR) return;
    int qx[64], qy[64], head = 0, tail = 0;
    qx[tail] = x, qy[tail++] = y;
    f->tiles[y][x] = (uint8_t)kind;
    int made = 1;
    while (head < tail && made < size) {
        int cx = qx[head], cy = qy[head++];
        int start = below(g, 4);
        for (int k = 0; k < 4 && made < size; k++) {
            int nx = cx + d4[(start + k) % 4][0], ny = cy + d4[(start + k) % 4][1];
            if (f->tiles[ny][nx] != FLOOR || tail >= 64) continue;
            f->tiles[ny][nx] = (uint8_t)kind;
            qx[tail] = nx, qy[tail++] = ny;
            made++;
        }
    }
}

static bool build_caves(Gen *g) {
    static const UgCaveRules rules = {45, 5, 4, 5};
    AdvFloor *f = g->f;
    uint8_t cells[ADV_H][UG_MAP_MAX_W];
    ug_cave_automaton(&cells[0][0], UG_MAP_MAX_W, 0, 0, ADV_W, ADV_H, &rules, &g->rng);
    ug_cave_connect(&cells[0][0], UG_MAP_MAX_W, 0, 0, ADV_W, ADV_H);
    int floor = ug_cave_floor_count(&cells[0][0], UG_MAP_MAX_W, 0, 0, ADV_W, ADV_H);
    if (floor * 100 < 40 * ADV_W * ADV_H || floor * 100 > 60 * ADV_W * ADV_H) return false;
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) f->tiles[y][x] = cells[y][x] ? WALL : FLOOR;
    for (int i = range(g, 1, 3); i > 0; i--) pool(g, UG_TILE_WATER, range(g, 4, 12));
    for (int i = range(g, 2, 4); i > 0; i--) pool(g, UG_TILE_RUBBLE, range(g, 3, 9));
    return true;
}

/* --- The Core ------------------------------------------------------------------------------ */

enum { CORE_CX = 44, CORE_CY = 16, CORE_RX = 12, CORE_RY = 7 };

static void build_core(Gen *g) {
    AdvFloor *f = g->f;
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) {
            int dx = x - CORE_CX, dy = y - CORE_CY;
            if (dx * dx * CORE_RY * CORE_RY + dy * dy * CORE_RX * CORE_RX <=
                CORE_RX * CORE_RX * CORE_RY * CORE_RY)
                f->tiles[y][x] = FLOOR;
        }
    static const int pillars[4][2] = {{-6, -3}, {6, -3}, {-6, 3}, {6, 3}};
    for (int i = 0; i < 4; i++) f->tiles[CORE_CY + pillars[i][1]][CORE_CX + pillars[i][0]] = WALL;
    AdvRoom ante = {3, 12, 9, 9, false, false};
    carve_room(f, &ante);
    f->rooms[f->room_count++] = ante;
    for (int x = ante.x + ante.w; x < CORE_CX - CORE_RX; x++) f->tiles[CORE_CY][x] = FLOOR;
    f->tiles[CORE_CY][ante.x + ante.w] = UG_TILE_DOOR_CLOSED;
    f->arrival_x = ante.x + 1;
    f->arrival_y = CORE_CY;
    f->stairs_x = f->stairs_y = -1;
}

/* --- Arrival, stairs, reachability --------------------------------------------------------- */

/* Path distances (8 directions, no corner cutting, each step 1) from (x, y) over walkable
 * tiles; -1 where unreached. */
void ug_adv_distances(const AdvFloor *f, int sx, int sy, int16_t dist[ADV_H][ADV_W]) {
    /* A breadth-first search (distances do not depend on the order) over a copy of the floor
     * framed by a ring of unwalkable tiles, so that a step is a few plain reads. */
    enum { PW = ADV_W + 2, PH = ADV_H + 2 };
    static const int ddx[8] = {0, 1, 0, -1, 1, 1, -1, -1}, ddy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
    static const int off[8] = {-PW, 1, PW, -1, 1 - PW, 1 + PW, PW - 1, -PW - 1};
    uint8_t open[PW * PH], rock[PW * PH];
    int16_t d[PW * PH];
    memset(open, 0, sizeof open);
    memset(rock, 0, sizeof rock);
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) {
            UgTile t = (UgTile)f->tiles[y][x];
            open[(y + 1) * PW + x + 1] = ug_adv_walkable(t);
            rock[(y + 1) * PW + x + 1] = f->tiles[y][x] == WALL;
        }
    for (int i = 0; i < PW * PH; i++) d[i] = -1;
    uint16_t queue[ADV_W * ADV_H];
    int head = 0, tail = 0;
    int s0 = (sy + 1) * PW + sx + 1;
    d[s0] = 0;
    queue[tail++] = (uint16_t)s0;
    while (head < tail) {
        int u = queue[head++];
        int16_t next = (int16_t)(d[u] + 1);
        for (int k = 0; k < 8; k++) {
            int v = u + off[k];
            if (d[v] >= 0 || !open[v]) continue;
            if (k >= 4 && (rock[u + ddx[k]] || rock[u + ddy[k] * PW])) continue; /* a corner */
            d[v] = next;
            queue[tail++] = (uint16_t)v;
        }
    }
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++) dist[y][x] = d[(y + 1) * PW + x + 1];
}

static bool in_room(const AdvRoom *r, int x, int y) {
    return x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

static bool in_vault(const AdvFloor *f, int x, int y) {
    return f->vault >= 0 && in_room(&f->rooms[f->vault], x, y);
}

/* A random floor tile of a random non-vault room, or anywhere on a cave floor. */
static void random_floor(Gen *g, bool in_rooms, int *ox, int *oy) {
    AdvFloor *f = g->f;
    for (int tries = 0; tries < 1000; tries++) {
        int x, y;
        if (in_rooms && f->room_count) {
            const AdvRoom *r = &f->rooms[below(g, f->room_count)];
            if (r->vault) continue;
            x = r->x + below(g, r->w), y = r->y + below(g, r->h);
        } else {
            x = range(g, 1, ADV_W - 2), y = range(g, 1, ADV_H - 2);
        }
        if (f->tiles[y][x] == FLOOR) {
            *ox = x, *oy = y;
            return;
        }
    }
    *ox = *oy = -1;
}

static bool place_ends(Gen *g, bool rooms) {
    AdvFloor *f = g->f;
    int16_t dist[ADV_H][ADV_W];
    for (int attempt = 0; attempt < 6; attempt++) {
        int ax, ay;
        random_floor(g, rooms, &ax, &ay);
        if (ax < 0) return false;
        ug_adv_distances(f, ax, ay, dist);
        if (f->vault >= 0) { /* the vault and its guardian stay well away from the arrival */
            const AdvRoom *v = &f->rooms[f->vault];
            int gx = ax < v->x ? v->x - ax : ax >= v->x + v->w ? ax - (v->x + v->w - 1) : 0;
            int gy = ay < v->y ? v->y - ay : ay >= v->y + v->h ? ay - (v->y + v->h - 1) : 0;
            if ((gx > gy ? gx : gy) <= ADV_MONSTER_CLEAR ||
                dist[f->vault_door_y][f->vault_door_x] < 12)
                continue;
        }
        int far = -1;
        for (int y = 0; y < ADV_H; y++)
            for (int x = 0; x < ADV_W; x++)
                if (dist[y][x] > far && f->tiles[y][x] == FLOOR && !in_vault(f, x, y))
                    far = dist[y][x];
        if (far < ADV_STAIRS_MIN_DISTANCE) continue;
        int floor_at = far - 8 > ADV_STAIRS_MIN_DISTANCE ? far - 8 : ADV_STAIRS_MIN_DISTANCE;
        int count = 0;
        for (int y = 0; y < ADV_H; y++)
            for (int x = 0; x < ADV_W; x++)
                count += dist[y][x] >= floor_at && f->tiles[y][x] == FLOOR && !in_vault(f, x, y);
        int pick = below(g, count);
        for (int y = 0; y < ADV_H; y++)
            for (int x = 0; x < ADV_W; x++)
                if (dist[y][x] >= floor_at && f->tiles[y][x] == FLOOR && !in_vault(f, x, y) &&
                    pick-- == 0)
                    f->stairs_x = x, f->stairs_y = y;
        f->arrival_x = ax, f->arrival_y = ay;
        return true;
    }
    return false;
}

/* Every walkable tile reachable from the arrival? */
static bool all_reachable(const AdvFloor *f) {
    int16_t dist[ADV_H][ADV_W];
    ug_adv_distances(f, f->arrival_x, f->arrival_y, dist);
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++)
            if (ug_adv_walkable((UgTile)f->tiles[y][x]) && dist[y][x] < 0) return false;
    return true;
}

/* --- Monsters and items -------------------------------------------------------------------- */

static int cheb(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

static bool monster_spot_ok(const AdvFloor *f, int x, int y) {
    if (f->tiles[y][x] != FLOOR) return false;
    if (cheb(x, y, f->arrival_x, f->arrival_y) <= ADV_MONSTER_CLEAR) return false;
    for (int i = 0; i < f->monster_count; i++)
        if (cheb(x, y, f->monsters[i].x, f->monsters[i].y) <= 1) return false;
    return true;
}

static bool item_spot_ok(const AdvFloor *f, int x, int y) {
    if (f->tiles[y][x] != FLOOR || in_vault(f, x, y)) return false;
    if (x == f->arrival_x && y == f->arrival_y) return false;
    for (int i = 0; i < f->item_count; i++)
        if (f->items[i].x == x && f->items[i].y == y) return false;
    return true;
}

static bool add_monster(Gen *g, UgMonsterKind kind, int level, int x, int y) {
    AdvFloor *f = g->f;
    if (f->monster_count >= UG_MAX_MONSTERS) return false;
    UgMonster m = ug_adv_make_monster(kind, level);
    m.x = (int16_t)x, m.y = (int16_t)y;
    f->monsters[f->monster_count++] = m;
    return true;
}

static void add_item(Gen *g, UgItemKind kind, int level, int x, int y) {
    AdvFloor *f = g->f;
    if (f->item_count >= UG_MAX_ITEMS) return;
    f->items[f->item_count++] = (UgItem){(int16_t)kind, (int16_t)x, (int16_t)y, (int16_t)level, 0};
}

/* A grunt kind of the depth's table, uniformly. */
static UgMonsterKind grunt_kind(Gen *g) {
    static const UgMonsterKind grunts[] = {
        UG_MON_RAT,    UG_MON_GOBLIN,  UG_MON_DOG,  UG_MON_ARCHER, UG_MON_OGRE,
        UG_MON_ZOMBIE, UG_MON_CULTIST, UG_MON_WISP, UG_MON_BOMBER, UG_MON_TROLL};
    UgMonsterKind pool_[10];
    int n = 0;
    for (int i = 0; i < 10; i++) {
        const AdvMonsterInfo *info = ug_adv_monster_info(grunts[i]);
        if (g->depth >= info->first_depth && g->depth <= info->last_depth) pool_[n++] = grunts[i];
    }
    return pool_[below(g, n)];
}

static int grunt_level(Gen *g, UgMonsterKind kind) {
    return 1 + g->depth - ug_adv_monster_info(kind)->first_depth;
}

static bool free_spot(Gen *g, bool monster, int *ox, int *oy) {
    for (int tries = 0; tries < 400; tries++) {
        int x = range(g, 1, ADV_W - 2), y = range(g, 1, ADV_H - 2);
        if (monster ? monster_spot_ok(g->f, x, y) && !in_vault(g->f, x, y)
                    : item_spot_ok(g->f, x, y)) {
            *ox = x, *oy = y;
            return true;
        }
    }
    return false;
}

/* An enchantment 0..3: three tries, each succeeding with depth/12, so deeper is likelier. */
static int enchantment(Gen *g) {
    int e = 0;
    for (int i = 0; i < 3; i++) e += below(g, 12) < g->depth;
    return e;
}

static UgItemKind equipment_kind(Gen *g) {
    static const struct {
        UgItemKind kind;
        int first, last;
    } table[] = {{UG_ITEM_DAGGER, 1, 3},  {UG_ITEM_SWORD, 2, 7}, {UG_ITEM_AXE, 5, 10},
                 {UG_ITEM_LEATHER, 1, 4}, {UG_ITEM_MAIL, 3, 8},  {UG_ITEM_PLATE, 6, 10}};
    UgItemKind pool_[6];
    int n = 0;
    for (int i = 0; i < 6; i++)
        if (g->depth >= table[i].first && g->depth <= table[i].last) pool_[n++] = table[i].kind;
    return pool_[below(g, n)];
}

/* The floor's orb table: Fire 35 %, Ice 20 %, Slime 20 %, Lump 25 %. */
UgItemKind ug_adv_orb_item(UgRng *rng) {
    int r = (int)ug_rng_below(rng, 100);
    return r < 35   ? UG_ITEM_ORB_FIRE
           : r < 55 ? UG_ITEM_ORB_ICE
           : r < 75 ? UG_ITEM_ORB_SLIME
                    : UG_ITEM_ORB_LUMP;
}

/* The best weapon or armour a depth's table holds (vaults, boss drops). */
UgItemKind ug_adv_best_equipment(int depth, bool weapon) {
    if (weapon) return depth >= 5 ? UG_ITEM_AXE : depth >= 2 ? UG_ITEM_SWORD : UG_ITEM_DAGGER;
    return depth >= 6 ? UG_ITEM_PLATE : depth >= 3 ? UG_ITEM_MAIL : UG_ITEM_LEATHER;
}

static void populate(Gen *g) {
    AdvFloor *f = g->f;
    int d = g->depth;
    int x, y;
    if (d == 10) {
        add_monster(g, UG_MON_GIOVANNI, 1, CORE_CX, CORE_CY);
        for (int i = 0; i < 6; i++) {
            UgMonsterKind k = grunt_kind(g);
            if (free_spot(g, true, &x, &y)) add_monster(g, k, grunt_level(g, k), x, y);
        }
    } else {
        int count = 6 + (3 * d) / 2;
        for (int i = 0; i < count; i++) {
            UgMonsterKind k = grunt_kind(g);
            if (free_spot(g, true, &x, &y)) add_monster(g, k, grunt_level(g, k), x, y);
        }
    }
    int potion_level = 1 + d / 3;
    for (int i = range(g, 3, 5); i > 0; i--) {
        int r = below(g, 100);
        UgItemKind k = r < 30 ? UG_ITEM_APPLE : r < 55 ? UG_ITEM_RATION : UG_ITEM_POTION;
        if (free_spot(g, false, &x, &y))
            add_item(g, k, k == UG_ITEM_POTION ? potion_level : 0, x, y);
    }
    for (int i = range(g, 1, 2); i > 0; i--) {
        UgItemKind k = equipment_kind(g);
        int e = enchantment(g);
        if (free_spot(g, false, &x, &y)) add_item(g, k, e, x, y);
    }
    for (int i = range(g, 2, 4); i > 0; i--) {
        UgItemKind k = ug_adv_orb_item(&g->rng);
        if (free_spot(g, false, &x, &y)) add_item(g, k, 0, x, y);
    }
    if (f->vault >= 0) {
        const AdvRoom *v = &f->rooms[f->vault];
        UgMonsterKind k = grunt_kind(g);
        int gx = v->x + v->w / 2, gy = v->y + v->h / 2;
        for (int i = 0; i < v->w * v->h && !monster_spot_ok(f, gx, gy); i++)
            gx = v->x + i % v->w, gy = v->y + i / v->w;
        if (monster_spot_ok(f, gx, gy)) add_monster(g, k, grunt_level(g, k) + 2, gx, gy);
        bool weapon = below(g, 2) == 0;
        int ix = v->x, iy = v->y;
        add_item(g, ug_adv_best_equipment(d, weapon), range(g, 1, 3), ix, iy);
        add_item(g, UG_ITEM_POTION, potion_level + 1, v->x + v->w - 1, v->y + v->h - 1);
    }
}

/* --- The whole floor ----------------------------------------------------------------------- */

static bool attempt(Gen *g) {
    AdvFloor *f = g->f;
    memset(f->tiles, WALL, sizeof f->tiles);
    f->room_count = 0;
    f->vault = -1;
    f->vault_door_x = f->vault_door_y = -1;
    f->monster_count = f->item_count = 0;
    f->stairs_x = f->stairs_y = -1;
    int region = ug_adv_region(g->depth);
    if (region == 3) {
        build_core(g);
    } else if (region == 1) {
        if (!build_caves(g) || !place_ends(g, false)) return false;
    } else {
        if (!build_rooms(g, region == 2) || !place_ends(g, true)) return false;
    }
    if (!all_reachable(f)) return false;
    if (f->stairs_x >= 0) f->tiles[f->stairs_y][f->stairs_x] = UG_TILE_STAIRS;
    populate(g);
    f->tiles[f->arrival_y][f->arrival_x] = UG_TILE_ARRIVAL;
    return true;
}

void ug_adv_generate(AdvFloor *f, const char *seed, int depth) {
    Gen g;
    g.f = f;
    g.depth = depth < 1 ? 1 : depth > ADV_DEPTHS ? ADV_DEPTHS : depth;
    f->depth = g.depth;
    ug_rng_seed(&g.rng, ug_hash_text(seed), 0xad7e0000u + (uint64_t)g.depth);
    g.ws = ug_path_workspace_new(ADV_W * ADV_H);
    f->attempts = 0;
    while (!attempt(&g) && f->attempts < 10000) f->attempts++;
    f->attempts++;
    ug_path_workspace_free(g.ws);
}
