/* The cursed level generator (see cursed_level.h). Our own C from the original's behaviour
 * (Cursed Souls aac2d62: entity.js dungeon, screenInGame.js initialize, system.js placeActor,
 * verify*Position, createEnemies, createOrbs, startRNG).
 *
 * The original answers its placement questions by scanning lists ("x,y" strings in FOV lists,
 * every NPC for each neighbour); none of that draws random numbers, so here the same answers
 * come from small grids: the PC's FOV(5) and FOV(12) as flags (FOV(12) is FOV(5) taken on by
 * seven more rings, walked only when a tooMany question first needs it), the placed enemies as
 * an occupancy grid and a count of those inside FOV(PC, 12), and for each stairs candidate
 * whether FOV(cell, 5) holds 36 floor cells, answered once, on first use, and only as far as
 * needed.
 *
 * Doubles (the floor share, the roster shares) are computed as JavaScript computes them; the
 * file is compiled without contraction. */
#include "cursed_level.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rot_cellular.h"
#include "rot_fov.h"

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

#define W          UG_CURSED_WIDTH
#define H          UG_CURSED_HEIGHT
#define MAX_TRIES  999 /* placeActor's maxRetry */
#define PC_SIGHT   5   /* the PC's Position range */
#define WIDE_SIGHT 12  /* tooMany's "extended sight": 5 + 7 */

static const char *const kind_names[UG_CURSED_KIND_COUNT] = {
    "archer", "zombie", "dog",       "raven",    "rat",    "cultist",
    "ratman", "wisp",   "cursedrat", "twinwisp", "butcher"};
static const int kind_hp[UG_CURSED_KIND_COUNT] = {1, 3, 2, 1, 1, 2, 2, 1, 1, 1, 3};
static const char *const orb_names[UG_CURSED_ORB_KIND_COUNT] = {"fire", "ice", "slime", "lump"};

const char *ug_cursed_kind_name(UgCursedKind kind) {
    return (unsigned)kind < UG_CURSED_KIND_COUNT ? kind_names[kind] : "?";
}

int ug_cursed_kind_hp(UgCursedKind kind) {
    return (unsigned)kind < UG_CURSED_KIND_COUNT ? kind_hp[kind] : 0;
}

const char *ug_cursed_orb_name(UgCursedOrbKind kind) {
    return (unsigned)kind < UG_CURSED_ORB_KIND_COUNT ? orb_names[kind] : "?";
}

/* The species of each class per level (system.js, createEnemies): Lump (elite), Fire, Ice,
 * Slime. A class with one species draws nothing; with several, one pick per enemy. */
typedef struct Species {
    int len;
    UgCursedKind kinds[5];
} Species;

static const Species roster[3][4] = {
    {{2, {UG_CURSED_ARCHER, UG_CURSED_ZOMBIE}},
     {1, {UG_CURSED_DOG}},
     {1, {UG_CURSED_RAVEN}},
     {1, {UG_CURSED_RAT}}},
    {{1, {UG_CURSED_CULTIST}},
     {1, {UG_CURSED_RATMAN}},
     {1, {UG_CURSED_WISP}},
     {1, {UG_CURSED_RAT}}},
    {{5,
      {UG_CURSED_ARCHER, UG_CURSED_ZOMBIE, UG_CURSED_CULTIST, UG_CURSED_CULTIST,
       UG_CURSED_CULTIST}},
     {2, {UG_CURSED_DOG, UG_CURSED_RATMAN}},
     {2, {UG_CURSED_RAVEN, UG_CURSED_TWINWISP}},
     {1, {UG_CURSED_CURSEDRAT}}},
};

/* Everything the generator needs besides the output. */
typedef struct Gen {
    UgCursedLevel *lv;
    UgRotRng rng;
    UgRotCellular cell;
    uint8_t passes[H * W];     /* floor flags for the FOV */
    uint8_t pc_sight[H * W];   /* in FOV(PC, 5) */
    uint8_t wide_sight[H * W]; /* in FOV(PC, 12), once wide_known */
    uint8_t npc[H * W];        /* a placed enemy stands here */
    uint8_t orb[H * W];        /* a placed orb lies here */
    int8_t stairs_ok[H * W];   /* >= 36 floor cells in FOV(cell, 5): 1 or 0, -1 until computed */
    UgRotFov pc_fov;           /* FOV(PC, 5), taken on to 12 when first needed */
    int wide_known;            /* pc_fov has reached 12 and npcs_in_wide_sight counts */
    int npcs_in_wide_sight;    /* placed enemies inside FOV(PC, 12) */
} Gen;

static int is_floor(const Gen *g, int x, int y) {
    return x >= 0 && y >= 0 && x < W && y < H && g->lv->grid[y][x] == UG_CURSED_FLOOR;
}

static int dist(int ax, int ay, int bx, int by) {
    int dx = abs(ax - bx), dy = abs(ay - by);
    return dx > dy ? dx : dy;
}

/* The map attempts (entity.js, dungeon). */
static void build_map(Gen *g) {
    g->lv->map_attempts = 0;
    for (;;) {
        ug_rot_cellular_init(&g->cell, W, H);
        ug_rot_cellular_randomize(&g->cell, &g->rng, 0.5);
        ug_rot_cellular_create_steps(&g->cell, 5);
        ug_rot_cellular_connect(&g->cell, &g->rng);
        g->lv->map_attempts++;
        int floors = 0;
        for (int i = 0; i < W * H; i++) floors += g->cell.cells[i] == 0;
        double share = floor((double)floors / (W * H) * 100);
        if (share >= 55 && share <= 65) break;
    }
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) g->lv->grid[y][x] = g->cell.cells[y * W + x];
    }
    for (int i = 0; i < W * H; i++) g->passes[i] = g->cell.cells[i] == 0;
}

/* placeActor's candidate loop: draws a cell until `rejected` says no, at most 999 times; the
 * 999th attempt is not used even when it passes. Returns 1 with *x, *y set, or 0. */
typedef int (*Rejects)(Gen *g, int x, int y, const void *arg);

static int place(Gen *g, Rejects rejected, const void *arg, int *px, int *py) {
    int x, y, tries = 0;
    do {
        /* Math.floor of a product that is never negative: the int conversion. */
        x = (int)(W * ug_rot_rng_next(&g->rng));
        y = (int)(H * ug_rot_rng_next(&g->rng));
        tries++;
    } while (rejected(g, x, y, arg) && tries < MAX_TRIES);
    if (tries >= MAX_TRIES) return 0;
    *px = x;
    *py = y;
    return 1;
}

/* verifyPCPosition: floor, and at least the PC's sight range from every edge. */
static int pc_rejects(Gen *g, int x, int y, const void *arg) {
    (void)arg;
    return !is_floor(g, x, y) || x < PC_SIGHT || x > W - PC_SIGHT || y < PC_SIGHT ||
           y > H - PC_SIGHT;
}

/* FOV(PC, 12) marks wide_sight; its rings up to 5 are FOV(PC, 5) (rot.js walks the rings in
 * order and the larger radius only adds rings after them), so they also mark pc_sight. */
static void mark_sight(void *ctx, int x, int y, int r, double v) {
    (void)v;
    Gen *g = ctx;
    if (x >= 0 && y >= 0 && x < W && y < H) {
        g->wide_sight[y * W + x] = 1;
        if (r <= PC_SIGHT) g->pc_sight[y * W + x] = 1;
    }
}

/* tooMany's count: whether more than 2 placed enemies stand in FOV(PC, 12). The rings beyond
 * 5 are walked the first time the question comes up (many levels never ask it), and the count
 * is then taken over the enemies placed so far; from there on each placement adds to it. None
 * of this draws, so when it happens cannot change a level. */
static int too_many_in_sight(Gen *g) {
    if (!g->wide_known) {
        UgRotFovGrid grid = {g->passes, W, H};
        ug_rot_fov_extend(&g->pc_fov, &grid, WIDE_SIGHT, mark_sight, g);
        g->wide_known = 1;
        g->npcs_in_wide_sight = 0;
        for (int i = 0; i < g->lv->enemy_count; i++) {
            const UgCursedEnemy *e = &g->lv->enemies[i];
            g->npcs_in_wide_sight += g->wide_sight[e->y * W + e->x];
        }
    }
    return g->npcs_in_wide_sight > 2;
}

/* verifyEnemyPosition: tooClose (in the PC's view and within 8 for an elite, 3 for a grunt),
 * tooMany (in the PC's view while more than 2 placed enemies stand in FOV(PC, 12)), an enemy on
 * one of the 8 neighbours, an enemy on the cell. The tests draw nothing and have no effect, so
 * their order is free. */
static int enemy_rejects(Gen *g, int x, int y, const void *arg) {
    const int elite = *(const int *)arg;
    if (!is_floor(g, x, y)) return 1;
    const int cell = y * W + x;
    const int in_sight = g->pc_sight[cell];
    if (in_sight && dist(x, y, g->lv->pc_x, g->lv->pc_y) <= (elite ? 8 : 3)) return 1;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if (nx >= 0 && ny >= 0 && nx < W && ny < H && g->npc[ny * W + nx]) return 1;
        }
    }
    return in_sight && too_many_in_sight(g); /* the cell itself was checked in the loop */
}

/* verifyButcherPosition: floor, at least 15 (3 x the PC's sight) from the PC. */
static int butcher_rejects(Gen *g, int x, int y, const void *arg) {
    (void)arg;
    return !is_floor(g, x, y) || dist(x, y, g->lv->pc_x, g->lv->pc_y) < PC_SIGHT * 3;
}

/* verifyDownstairsPosition: floor, not the PC's cell, at least 36 floor cells in FOV(cell, 5)
 * (the cell itself included; floor is exactly what passes light). Answered once per cell. */
static int stairs_rejects(Gen *g, int x, int y, const void *arg) {
    (void)arg;
    if (!is_floor(g, x, y)) return 1;
    if (x == g->lv->pc_x && y == g->lv->pc_y) return 1;
    int cell = y * W + x;
    if (g->stairs_ok[cell] < 0) {
        UgRotFovGrid grid = {g->passes, W, H};
        g->stairs_ok[cell] = (int8_t)ug_rot_fov_sees_at_least(&grid, x, y, 5, 36);
    }
    return !g->stairs_ok[cell];
}

/* verifyOrbPosition: floor, more than 2 from the PC, not the stairs, no orb there yet. */
static int orb_rejects(Gen *g, int x, int y, const void *arg) {
    (void)arg;
    return !is_floor(g, x, y) || dist(x, y, g->lv->pc_x, g->lv->pc_y) <= 2 ||
           (x == g->lv->stairs_x && y == g->lv->stairs_y) || g->orb[y * W + x];
}

/* createEnemies: the class sizes, then every enemy's species, elites first. Returns how many
 * are elites; kinds[0..total) gets the species. */
static int make_roster(Gen *g, UgCursedKind *kinds, int *total_out) {
    const Species *classes = roster[g->lv->level - 1];
    int total = 25 + (int)floor(6 * ug_rot_rng_uniform(&g->rng));
    int lump = (int)ceil(total * 0.2);
    int fire_and_ice = (int)ceil((total - lump) * 0.5);
    int slime = total - lump - fire_and_ice;
    double share = floor(4 + 3 * ug_rot_rng_uniform(&g->rng)) / 10;
    int fire = (int)floor(fire_and_ice * share);
    int ice = fire_and_ice - fire;
    const int counts[4] = {lump, fire, ice, slime};
    int n = 0;
    for (int c = 0; c < 4; c++) {
        for (int i = 0; i < counts[c]; i++) {
            const Species *s = &classes[c];
            int pick = 0;
            if (s->len > 1) pick = (int)floor(s->len * ug_rot_rng_uniform(&g->rng));
            kinds[n++] = s->kinds[pick];
        }
    }
    *total_out = total;
    return lump;
}

static void add_enemy(Gen *g, UgCursedKind kind, int x, int y) {
    UgCursedLevel *lv = g->lv;
    lv->enemies[lv->enemy_count++] = (UgCursedEnemy){kind, x, y, kind_hp[kind]};
}

int ug_cursed_level_build(UgCursedLevel *out, const UgRotRng *rng, int level,
                          const UgCursedOrbKind *carried, int n_carried) {
    if (!out || !rng || level < 1 || level > 3 || n_carried < 0 ||
        n_carried > UG_CURSED_MAX_CARRIED || (n_carried > 0 && !carried)) {
        return UG_CURSED_GEN_BAD_ARGS;
    }
    for (int i = 0; i < n_carried; i++) {
        if ((unsigned)carried[i] >= UG_CURSED_ORB_KIND_COUNT) return UG_CURSED_GEN_BAD_ARGS;
    }
    Gen g; /* about 35 KB, on the stack: nothing allocated */
    g.lv = out;
    g.rng = *rng;
    memset(out, 0, sizeof *out);
    out->level = level;
    out->stairs_x = out->stairs_y = -1;

    build_map(&g);

    if (!place(&g, pc_rejects, NULL, &out->pc_x, &out->pc_y)) return UG_CURSED_GEN_UNPLACED;
    UgRotFovGrid grid = {g.passes, W, H};
    memset(g.pc_sight, 0, sizeof g.pc_sight);
    memset(g.wide_sight, 0, sizeof g.wide_sight);
    ug_rot_fov_begin(&g.pc_fov, &grid, out->pc_x, out->pc_y, mark_sight, &g);
    ug_rot_fov_extend(&g.pc_fov, &grid, PC_SIGHT, mark_sight, &g);
    g.wide_known = 0;

    UgCursedKind kinds[30];
    int total;
    int elites = make_roster(&g, kinds, &total);
    out->roster_total = total;
    memset(g.npc, 0, sizeof g.npc);
    g.npcs_in_wide_sight = 0;
    for (int i = 0; i < total; i++) {
        int elite = i < elites, x, y;
        if (!place(&g, enemy_rejects, &elite, &x, &y)) continue;
        add_enemy(&g, kinds[i], x, y);
        g.npc[y * W + x] = 1;
        if (g.wide_known) g.npcs_in_wide_sight += g.wide_sight[y * W + x];
    }
    if (level == 2) {
        int x, y;
        if (place(&g, butcher_rejects, NULL, &x, &y)) add_enemy(&g, UG_CURSED_BUTCHER, x, y);
    }

    memset(g.stairs_ok, -1, sizeof g.stairs_ok);
    if (!place(&g, stairs_rejects, NULL, &out->stairs_x, &out->stairs_y)) {
        return UG_CURSED_GEN_UNPLACED;
    }

    UgCursedOrbKind orbs[UG_CURSED_MAX_ORBS];
    int n_orbs = 0;
    for (int round = 0; round < (level > 1 ? 2 : 3); round++) {
        for (int k = 0; k < UG_CURSED_ORB_KIND_COUNT; k++) orbs[n_orbs++] = (UgCursedOrbKind)k;
    }
    for (int i = 0; i < n_carried; i++) orbs[n_orbs++] = carried[i];
    memset(g.orb, 0, sizeof g.orb);
    for (int i = 0; i < n_orbs; i++) {
        int x, y;
        if (!place(&g, orb_rejects, NULL, &x, &y)) continue;
        out->orbs[out->orb_count++] = (UgCursedOrb){orbs[i], x, y};
        g.orb[y * W + x] = 1;
    }
    out->rng = g.rng;
    return UG_CURSED_GEN_OK;
}

int ug_cursed_level_generate(UgCursedLevel *out, uint64_t seed, int level,
                             const UgCursedOrbKind *carried, int n_carried) {
    if (level < 1 || level > 3) return UG_CURSED_GEN_BAD_ARGS;
    UgRotRng rng;
    ug_rot_rng_seed_level(&rng, seed, level);
    return ug_cursed_level_build(out, &rng, level, carried, n_carried);
}

/* snprintf that keeps going after the buffer is full, counting what the line needs. */
typedef struct Out {
    char *p;
    size_t n, len;
} Out;

static void put(Out *o, const char *fmt, int a, int b, int c) {
    char tmp[128];
    int k = snprintf(tmp, sizeof tmp, fmt, a, b, c);
    if (k < 0) return;
    for (int i = 0; i < k; i++) {
        if (o->len + 1 < o->n) o->p[o->len] = tmp[i];
        o->len++;
    }
}

static void put_str(Out *o, const char *s) {
    for (; *s; s++) {
        if (o->len + 1 < o->n) o->p[o->len] = *s;
        o->len++;
    }
}

int ug_cursed_level_json(const UgCursedLevel *lv, const char *seed, char *out, size_t n) {
    if (!lv || !seed || (!out && n > 0)) return -1;
    Out o = {out, n, 0};
    put_str(&o, "{\"mode\":\"cursed\",\"seed\":\"");
    put_str(&o, seed);
    put(&o, "\",\"level\":%d,\"width\":%d,\"height\":%d,\"grid\":[", lv->level, W, H);
    for (int y = 0; y < H; y++) {
        char row[W + 4];
        int k = 0;
        if (y) row[k++] = ',';
        row[k++] = '"';
        for (int x = 0; x < W; x++) {
            row[k++] = (x == lv->stairs_x && y == lv->stairs_y) ? '>'
                       : lv->grid[y][x] == UG_CURSED_FLOOR      ? '.'
                                                                : '#';
        }
        row[k++] = '"';
        row[k] = '\0';
        put_str(&o, row);
    }
    put(&o, "],\"player\":{\"x\":%d,\"y\":%d},\"enemies\":[", lv->pc_x, lv->pc_y, 0);
    for (int i = 0; i < lv->enemy_count; i++) {
        const UgCursedEnemy *e = &lv->enemies[i];
        put_str(&o, i ? ",{\"kind\":\"" : "{\"kind\":\"");
        put_str(&o, ug_cursed_kind_name(e->kind));
        put(&o, "\",\"x\":%d,\"y\":%d,\"hp\":%d}", e->x, e->y, e->hp);
    }
    put_str(&o, "],\"orbs\":[");
    for (int i = 0; i < lv->orb_count; i++) {
        const UgCursedOrb *b = &lv->orbs[i];
        put_str(&o, i ? ",{\"kind\":\"" : "{\"kind\":\"");
        put_str(&o, ug_cursed_orb_name(b->kind));
        put(&o, "\",\"x\":%d,\"y\":%d}", b->x, b->y, 0);
    }
    put(&o, "],\"stairs\":{\"x\":%d,\"y\":%d}}\n", lv->stairs_x, lv->stairs_y, 0);
    if (n > 0) out[o.len < n ? o.len : n - 1] = '\0';
    return (int)o.len;
}
