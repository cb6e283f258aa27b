/* The simple mode's floor generator: seeds/003's Random, create_field and split_room, ported
 * behaviour for behaviour (our own code; the article's order of random draws is the contract).
 *
 * Coordinates: the article indexes blocks[x][y]; we keep tiles[y][x]. Its walls are our
 * UG_TILE_ROCK, its B_FLOOR our UG_TILE_FLOOR, its B_DOWNSTAIR our UG_TILE_STAIRS.
 *
 * This file computes the rats' numbers in doubles, as the original does; it is compiled with
 * floating-point contraction off (see CMakeLists.txt) so that no multiply-add is fused. */
#include "modes/simple/simple_gen.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The original computes in IEEE doubles, each operation rounded once. A target that evaluates
 * doubles in wider registers (x87, FLT_EVAL_METHOD 2) rounds twice and would build other
 * floors: refuse to build there rather than play a different game. */
#include <float.h>
#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "simple mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

int32_t ug_simple_ceil_times(int32_t v, double factor) {
    double x = ceil((double)v * factor);
    if (!(x >= 0)) return 0;
    return x >= 2147483647.0 ? INT32_MAX : (int32_t)x;
}

int64_t ug_simple_ceil_times64(int64_t v, double factor) {
    double x = ceil((double)v * factor);
    if (!(x >= 0)) return 0;
    return x >= 9223372036854775807.0 ? INT64_MAX : (int64_t)x;
}

static int32_t saturate(double x) {
    return x >= 2147483647.0 ? INT32_MAX : (int32_t)x;
}

void ug_simple_rat(UgMonster *m, int x, int y, int level) {
    /* E_INFO[E_RAT]: level 1, HP 4, ATK 3, DEF 3, EXP 1; each further level multiplies them by
     * 1.2, 1.1, 1.1 and 1.4, rounding up. Kept in doubles for the whole climb, like the
     * original's numbers, and saturated only at the end. */
    double hp = 4, atk = 3, def = 3, exp = 1;
    int lv = 1;
    while (level > lv) {
        lv++;
        hp = ceil(hp * 1.2);
        atk = ceil(atk * 1.1);
        def = ceil(def * 1.1);
        exp = ceil(exp * 1.4);
    }
    memset(m, 0, sizeof *m);
    m->kind = UG_MON_RAT;
    m->x = (int16_t)x;
    m->y = (int16_t)y;
    m->level = lv;
    m->hp = m->max_hp = saturate(hp);
    m->speed = UG_SPEED_NORMAL;
    m->atk = saturate(atk);
    m->def = saturate(def);
    m->exp = saturate(exp);
}

static bool is_arrival(const int arrive[2], int x, int y) {
    return arrive && arrive[0] == x && arrive[1] == y;
}

/* The article's split_room: maybe wall the room in two, leaving one gap. Returns how many
 * rooms it made (0 or 2) in out[], in the order the original returns them. `dp256` is the
 * split probability times 256 (the article compares fraction() <= dp). */
static int split_room(UgSimpleFloor *f, const UgSimpleRoom *r, int dp256, UgSimpleRandom *rnd,
                      UgSimpleRoom out[2]) {
    if (ug_simple_random_fraction256(rnd) > dp256) return 0;
    int w = r->x2 - r->x1, h = r->y2 - r->y1;
    int dir = ug_simple_random_num(rnd, 2); /* drawn even when the shape decides */
    if (w > h * 2)
        dir = 0;
    else if (w * 2 < h)
        dir = 1;
    UgSimpleRoom a = *r, b = *r;
    if (dir == 0) { /* a vertical wall at column x, its gap at row y */
        if (w <= 6) return 0;
        int x = ug_simple_random_num(rnd, w - 6) + 3 + r->x1;
        if (f->tiles[r->y1 - 1][x] != UG_TILE_ROCK) return 0;
        if (f->tiles[r->y2 + 1][x] != UG_TILE_ROCK) return 0;
        int y = ug_simple_random_num(rnd, h) + r->y1;
        for (int i = r->y1; i <= r->y2; i++)
            if (i != y) f->tiles[i][x] = UG_TILE_ROCK;
        a.x2 = (int16_t)(x - 1);
        b.x1 = (int16_t)(x + 1);
    } else { /* a horizontal wall at row y, its gap at column x */
        if (h <= 6) return 0;
        int y = ug_simple_random_num(rnd, h - 6) + 3 + r->y1;
        if (f->tiles[y][r->x1 - 1] != UG_TILE_ROCK) return 0;
        if (f->tiles[y][r->x2 + 1] != UG_TILE_ROCK) return 0;
        int x = ug_simple_random_num(rnd, w) + r->x1;
        for (int i = r->x1; i <= r->x2; i++)
            if (i != x) f->tiles[y][i] = UG_TILE_ROCK;
        a.y2 = (int16_t)(y - 1);
        b.y1 = (int16_t)(y + 1);
    }
    if (ug_simple_random_num(rnd, 2) == 0) {
        out[0] = a, out[1] = b;
    } else {
        out[0] = b, out[1] = a;
    }
    return 2;
}

/* A walled rectangle: the border is wall, the inside floor. */
static void fill_box(UgSimpleFloor *f, int w, int h) {
    f->width = w;
    f->height = h;
    for (int y = 0; y < h; y++) {
        bool edge = y == 0 || y == h - 1;
        memset(f->tiles[y], edge ? UG_TILE_ROCK : UG_TILE_FLOOR, (size_t)w);
        f->tiles[y][0] = f->tiles[y][w - 1] = UG_TILE_ROCK;
        memset(f->seen[y], 0, (size_t)w);
    }
}

/* Where `ers` rooms get their rats and their item (the tail of create_field). */
static void populate(UgSimpleFloor *f, int depth, const int arrive[2], UgSimpleRandom *rnd) {
    static const int category_weights[2] = {20, 80}; /* food, potion */
    static const int level_weights[3] = {75, 20, 5};
    for (int i = 0; i < f->room_count; i++) {
        const UgSimpleRoom *r = &f->rooms[i];
        int rats = ug_simple_random_num(rnd, 3);
        for (int j = 0; j < rats; j++) {
            /* num(x2 - x1): a rat never stands on a room's last column or row (kept). */
            int x = ug_simple_random_num(rnd, r->x2 - r->x1) + r->x1;
            int y = ug_simple_random_num(rnd, r->y2 - r->y1) + r->y1;
            if (is_arrival(arrive, x, y)) continue; /* no level is drawn either */
            int level = depth + ug_simple_random_num(rnd, depth);
            level += ug_simple_random_num(rnd, 2);
            ug_simple_rat(&f->monsters[f->monster_count++], x, y, level);
        }
        /* Math.floor(fraction() + 0.5): one item when the byte is 128 or more. */
        if (ug_simple_random_fraction256(rnd) < 128) continue;
        int x = ug_simple_random_num(rnd, r->x2 - r->x1) + r->x1;
        int y = ug_simple_random_num(rnd, r->y2 - r->y1) + r->y1;
        UgItem *it = &f->items[f->item_count++];
        memset(it, 0, sizeof *it);
        it->x = (int16_t)x;
        it->y = (int16_t)y;
        if (ug_simple_random_select(rnd, category_weights, 2) == 0) {
            it->kind = UG_ITEM_APPLE;
            it->level = 0;
        } else {
            /* The level table is a Map built in this order: num(baselevel) + 1 -> 75,
             * baselevel + 1 -> 20, baselevel + 2 -> 5 (its keys never collide). */
            int base = (depth + 3) / 4; /* Math.ceil(depth / 4) */
            int levels[3] = {ug_simple_random_num(rnd, base) + 1, base + 1, base + 2};
            it->kind = UG_ITEM_POTION;
            it->level = (int16_t)levels[ug_simple_random_select(rnd, level_weights, 3)];
        }
    }
}

void ug_simple_generate(UgSimpleFloor *f, const char *seed, int depth, const int arrive[2]) {
    /* new Random(base_seed + ',' + depth.toString(10)) */
    char text[UG_SEED_MAX_LEN + 16];
    int len = snprintf(text, sizeof text, "%.*s,%d", UG_SEED_MAX_LEN, seed, depth);
    UgSimpleRandom rnd;
    ug_simple_random_init(&rnd, text, (size_t)len);
    f->monster_count = 0;
    f->item_count = 0;
    if (depth == 0) {
        fill_box(f, UG_SIMPLE_YARD_SIZE, UG_SIMPLE_YARD_SIZE);
        f->stairs_x = UG_SIMPLE_YARD_STAIRS_X;
        f->stairs_y = UG_SIMPLE_YARD_STAIRS_Y;
        f->tiles[f->stairs_y][f->stairs_x] = UG_TILE_STAIRS;
        f->room_count = 1;
        f->rooms[0] = (UgSimpleRoom){1, UG_SIMPLE_YARD_SIZE - 2, 1, UG_SIMPLE_YARD_SIZE - 2};
        return;
    }
    fill_box(f, UG_SIMPLE_SIZE, UG_SIMPLE_SIZE);

    /* Split rooms breadth first: a queue `rs`, ten split chances (six certain, four even). */
    static const int dps[10] = {256, 256, 256, 256, 256, 256, 128, 128, 128, 128};
    UgSimpleRoom queue[2 * UG_SIMPLE_MAX_ROOMS];
    int head = 0, tail = 0;
    queue[tail++] = (UgSimpleRoom){1, UG_SIMPLE_SIZE - 2, 1, UG_SIMPLE_SIZE - 2};
    f->room_count = 0;
    for (int k = 0; k < 10 && head < tail; k++) {
        UgSimpleRoom r = queue[head++];
        UgSimpleRoom made[2];
        int n = split_room(f, &r, dps[k], &rnd, made);
        for (int i = 0; i < n; i++) queue[tail++] = made[i];
        if (n == 0) f->rooms[f->room_count++] = r;
    }
    while (head < tail) f->rooms[f->room_count++] = queue[head++];

    /* One down staircase anywhere inside the border (a wall tile too), not on the arrival. */
    for (;;) {
        int x = ug_simple_random_num(&rnd, UG_SIMPLE_SIZE - 2) + 1;
        int y = ug_simple_random_num(&rnd, UG_SIMPLE_SIZE - 2) + 1;
        if (is_arrival(arrive, x, y)) continue;
        f->tiles[y][x] = UG_TILE_STAIRS;
        f->stairs_x = x;
        f->stairs_y = y;
        break;
    }

    populate(f, depth, arrive, &rnd);

    /* `if (blocks[..].base = B_WALL)` assigns, so the arrival tile always ends up floor. */
    if (arrive && arrive[0] > 0 && arrive[1] > 0 && arrive[0] < f->width - 1 &&
        arrive[1] < f->height - 1)
        f->tiles[arrive[1]][arrive[0]] = UG_TILE_FLOOR;
}
