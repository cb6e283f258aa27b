/* simple: the Japanese tutorial's roguelike (RULES.md §2, seeds/003), rule for rule.
 *
 * Floors come from simple_gen.c (the article's SHA-256 Random, so a seed text gives the original's
 * floors). Combat and wandering use our own seeded stream game->play where the original calls
 * Math.random(), so games replay. Numbers the original keeps in doubles (damage, level-up
 * growth, regeneration and starvation fractions, carried weight) are doubles here too, computed
 * in the same order; this file is compiled with floating-point contraction off.
 *
 * Where the original would break (floor 257 cannot be built: its Random.num throws) or could
 * overflow a fixed array (more than 128 items on one floor or in the pack), the action is
 * refused instead and no turn passes; nothing a game reaches in practice. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The original computes in IEEE doubles, each operation rounded once. A target that evaluates
 * doubles in wider registers (x87, FLT_EVAL_METHOD 2) rounds twice and would build other
 * floors: refuse to build there rather than play a different game. */
#include <float.h>
#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "simple mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

enum {
    SIMPLE_HP = 16,
    SIMPLE_ATK = 4,
    SIMPLE_DEF = 4,
    SIMPLE_EXP_NEXT = 4,
    HUNGER_MAX = 100,
    HUNGER_TURNS = 10, /* hunger drops by one every 10 turns */
    APPLE_FOOD = 50,
    POTION_HEAL_PER_LEVEL = 10,
    WEIGHT_MAX_TENTHS = 100,
    LEVEL_CAP = 1000000, /* a guard only: no game reaches it */
};
static const double ITEM_WEIGHT = 0.1; /* apples and potions weigh 0.1 */
static const double WEIGHT_MAX = 10.0;

double ug_rng_unit(UgRng *rng) {
    uint64_t hi = ug_rng_next(rng) >> 5, lo = ug_rng_next(rng) >> 6; /* 27 + 26 bits */
    return (double)(hi << 26 | lo) * (1.0 / 9007199254740992.0);
}

int32_t ug_simple_damage(int32_t atk, int32_t def, double r) {
    double dam = ceil(((double)atk * 1.1 - (double)def * 0.4) * r);
    if (dam <= 0) return 1; /* -0 too */
    return dam >= 2147483647.0 ? INT32_MAX : (int32_t)dam;
}

/* --- Floors: the current one lives in UgGame, the others in game->simple.kept. ------------- */

static void load_floor(UgGame *g, const UgSimpleFloor *f) {
    UgSimpleState *s = &g->simple;
    g->width = f->width;
    g->height = f->height;
    memcpy(g->tiles, f->tiles, sizeof g->tiles);
    memcpy(g->seen, f->seen, sizeof g->seen);
    g->monster_count = f->monster_count;
    memcpy(g->monsters, f->monsters, (size_t)f->monster_count * sizeof f->monsters[0]);
    g->item_count = f->item_count;
    memcpy(g->items, f->items, (size_t)f->item_count * sizeof f->items[0]);
    s->room_count = f->room_count;
    memcpy(s->rooms, f->rooms, sizeof s->rooms);
    s->stairs_x = f->stairs_x;
    s->stairs_y = f->stairs_y;
}

static void store_floor(const UgGame *g, UgSimpleFloor *f) {
    const UgSimpleState *s = &g->simple;
    f->width = g->width;
    f->height = g->height;
    memcpy(f->tiles, g->tiles, sizeof f->tiles);
    memcpy(f->seen, g->seen, sizeof f->seen);
    f->monster_count = g->monster_count;
    memcpy(f->monsters, g->monsters, (size_t)g->monster_count * sizeof g->monsters[0]);
    f->item_count = g->item_count;
    memcpy(f->items, g->items, (size_t)g->item_count * sizeof g->items[0]);
    f->room_count = s->room_count;
    memcpy(f->rooms, s->rooms, sizeof f->rooms);
    f->stairs_x = s->stairs_x;
    f->stairs_y = s->stairs_y;
}

/* The article's update_map: in a room you see it and its walls; elsewhere the 3x3 around you.
 * What is visible becomes seen. */
static void reveal(UgGame *g) {
    UgSimpleState *s = &g->simple;
    int px = g->player.x, py = g->player.y;
    s->room = -1;
    for (int i = 0; i < s->room_count; i++) {
        const UgSimpleRoom *r = &s->rooms[i];
        if (px >= r->x1 && px <= r->x2 && py >= r->y1 && py <= r->y2) {
            s->room = i;
            break;
        }
    }
    int x1 = px - 1, x2 = px + 1, y1 = py - 1, y2 = py + 1;
    if (s->room >= 0) {
        const UgSimpleRoom *r = &s->rooms[s->room];
        x1 = r->x1 - 1, x2 = r->x2 + 1, y1 = r->y1 - 1, y2 = r->y2 + 1;
    }
    for (int y = 0; y < g->height; y++) memset(g->visible[y], 0, (size_t)g->width);
    for (int y = y1; y <= y2; y++)
        for (int x = x1; x <= x2; x++)
            if (ug_in_bounds(g, x, y)) g->visible[y][x] = g->seen[y][x] = 1;
}

/* Makes sure kept[] has an entry for floor `depth`. */
static bool reserve_kept(UgSimpleState *s, int depth) {
    if (depth < s->kept_capacity) return true;
    int cap = s->kept_capacity ? s->kept_capacity : 8;
    while (cap <= depth) cap *= 2;
    UgSimpleFloor **grown = realloc(s->kept, (size_t)cap * sizeof *grown);
    if (!grown) return false;
    for (int i = s->kept_capacity; i < cap; i++) grown[i] = NULL;
    s->kept = grown;
    s->kept_capacity = cap;
    return true;
}

/* Leaves the current floor (keeping it) for floor `depth`, built with arrival tile (ax, ay) if
 * it is new; the player stands on (ax, ay). False if out of memory (nothing changed then). */
static bool enter_floor(UgGame *g, int depth, int ax, int ay) {
    UgSimpleState *s = &g->simple;
    int need = depth > g->floor ? depth : g->floor;
    if (!reserve_kept(s, need)) return false;
    UgSimpleFloor *here = s->kept[g->floor];
    if (!here && !(here = malloc(sizeof *here))) return false;
    s->kept[g->floor] = here;
    store_floor(g, here);
    if (s->kept[depth]) {
        load_floor(g, s->kept[depth]);
        free(s->kept[depth]);
        s->kept[depth] = NULL; /* the current floor lives in the game itself */
    } else {
        int arrive[2] = {ax, ay};
        UgSimpleFloor *fresh = malloc(sizeof *fresh);
        if (!fresh) return false; /* the floor we leave is kept, but we have not left it */
        ug_simple_generate(fresh, g->seed, depth, arrive);
        load_floor(g, fresh);
        free(fresh);
    }
    g->floor = depth;
    if (depth > s->deepest) s->deepest = depth;
    g->player.x = (int16_t)ax;
    g->player.y = (int16_t)ay;
    reveal(g);
    return true;
}

/* Builds the first floor of a new game: the yard, the player at (12, 17). */
static void simple_new_floor(UgGame *g, UgEvents *ev) {
    (void)ev;
    UgSimpleFloor *f = malloc(sizeof *f);
    UgSimpleFloor local;
    if (!f) f = &local; /* a large stack value only if the heap fails */
    ug_simple_generate(f, g->seed, g->floor, NULL);
    load_floor(g, f);
    if (f != &local) free(f);
    g->player.x = UG_SIMPLE_START_X;
    g->player.y = UG_SIMPLE_START_Y;
    reveal(g);
}

/* UgGameParams.floor: walk down the stairs to `floor` without playing a turn; the last arrival
 * may be given (the article's upstairs), else it is the stairs of the floor above. */
static UgError simple_start_at(UgGame *g, int floor, int ax, int ay) {
    bool given = ax || ay;
    if (floor < 0 || floor > UG_SIMPLE_MAX_DEPTH || (floor == 0 && given)) return UG_ERR_ARGUMENT;
    if (floor < g->floor) return UG_ERR_ARGUMENT; /* a new game is on floor 0 */
    if (given && (ax < 1 || ay < 1 || ax > UG_SIMPLE_SIZE - 2 || ay > UG_SIMPLE_SIZE - 2))
        return UG_ERR_ARGUMENT;
    for (int d = g->floor + 1; d <= floor; d++) {
        int x = d == floor && given ? ax : g->simple.stairs_x;
        int y = d == floor && given ? ay : g->simple.stairs_y;
        if (!enter_floor(g, d, x, y)) return UG_ERR_NO_MEMORY;
    }
    return UG_OK;
}

/* --- Rules ------------------------------------------------------------------------------- */

static void update_weight(UgGame *g) {
    /* The HUD shows Math.round(weight * 10) / 10. */
    g->player.weight_tenths = (int32_t)floor(g->simple.weight * 10 + 0.5);
}

static void player_dies(UgGame *g, UgEvents *ev) {
    g->player.hp = 0;
    g->status = UG_STATUS_DEAD;
    ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, -1, 0);
    ug_events_msg(ev, UG_MSG_PLAYER_DIES, g->floor, g->player.turns);
}

static void level_up(UgGame *g, UgEvents *ev) {
    UgPlayer *p = &g->player;
    while (p->exp >= p->exp_next && p->level < LEVEL_CAP) {
        p->level++;
        p->max_hp = ug_simple_ceil_times(p->max_hp, 1.2); /* HP itself is not raised */
        p->atk = ug_simple_ceil_times(p->atk, 1.1);
        p->def = ug_simple_ceil_times(p->def, 1.1);
        p->exp_next = ug_simple_ceil_times64(p->exp_next, 2.4);
        ug_events_msg(ev, UG_MSG_LEVEL_UP, p->level, 0);
    }
}

static void player_attacks(UgGame *g, int index, UgEvents *ev) {
    UgMonster *m = &g->monsters[index];
    int32_t dam = ug_simple_damage(g->player.atk, m->def, ug_rng_unit(&g->play));
    m->hp -= dam;
    ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, index, dam);
    ug_events_msg(ev, UG_MSG_PLAYER_HITS, m->kind, dam);
    if (m->hp > 0) return;
    int kind = m->kind;
    int32_t exp = m->exp;
    ug_remove_monster(g, index);
    g->player.exp += exp;
    ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, kind, 0);
    ug_events_msg(ev, UG_MSG_MONSTER_KILLED, kind, exp);
    level_up(g, ev);
}

static bool standable(const UgGame *g, int x, int y) {
    UgTile t = ug_game_tile(g, x, y);
    return ug_in_bounds(g, x, y) && (t == UG_TILE_FLOOR || t == UG_TILE_STAIRS);
}

/* The article's wander table: dir 0..7 -> left, up, right, down, up-left, up-right, down-left,
 * down-right. */
static const int wander[8][2] = {{-1, 0},  {0, -1}, {1, 0},  {0, 1},
                                 {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};

/* The article's execute_turn: every rat in list order attacks if 8-adjacent, else wanders with
 * probability 1/2; then hunger, regeneration or starvation. */
static void execute_turn(UgGame *g, UgEvents *ev) {
    UgPlayer *p = &g->player;
    UgSimpleState *s = &g->simple;
    p->turns++;
    for (int i = 0; i < g->monster_count; i++) {
        UgMonster *m = &g->monsters[i];
        int dx = p->x - m->x, dy = p->y - m->y;
        if (abs(dx) <= 1 && abs(dy) <= 1 && (dx || dy)) {
            int32_t dam = ug_simple_damage(m->atk, p->def, ug_rng_unit(&g->play));
            p->hp = (int32_t)((int64_t)p->hp - dam > INT32_MIN ? p->hp - (int64_t)dam : INT32_MIN);
            ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, -1, dam);
            ug_events_msg(ev, UG_MSG_MONSTER_HITS, m->kind, dam);
            if (p->hp <= 0) {
                player_dies(g, ev);
                return; /* the original stops the turn here: no hunger */
            }
        } else if (ug_rng_below(&g->play, 2) == 0) {
            int dir = (int)ug_rng_below(&g->play, 8);
            int x = m->x + wander[dir][0], y = m->y + wander[dir][1];
            if (standable(g, x, y) && ug_game_monster_at(g, x, y) < 0 && (x != p->x || y != p->y)) {
                m->x = (int16_t)x;
                m->y = (int16_t)y;
            }
        }
    }
    double delta = (double)p->max_hp * 0.005;
    if (p->hunger == 0) {
        s->energy_turn = 0;
        s->hp_fraction -= delta;
        if (s->hp_fraction <= -1) {
            p->hp--;
            s->hp_fraction += 1;
        }
        if (p->hp <= 0) player_dies(g, ev);
        return;
    }
    if (++s->energy_turn == HUNGER_TURNS) {
        s->energy_turn = 0;
        p->hunger--;
        if (p->hunger == 20)
            ug_events_msg(ev, UG_MSG_HUNGRY, 0, 0);
        else if (p->hunger == 10)
            ug_events_msg(ev, UG_MSG_STARVING, 0, 0);
        else if (p->hunger == 0)
            ug_events_msg(ev, UG_MSG_STARVING_TO_DEATH, 0, 0);
    }
    if (p->hp < p->max_hp) {
        s->hp_fraction += delta;
        if (s->hp_fraction >= 1) {
            p->hp++;
            s->hp_fraction -= 1;
        }
    } else {
        s->hp_fraction = 0;
    }
}

/* Arrows (and Shift + two arrows): attack the first rat listed on the target tile, else step
 * onto floor or stairs, else (a wall) say so and take no turn. */
static bool player_moves(UgGame *g, int dx, int dy, UgEvents *ev) {
    if (!dx && !dy) return false;
    int x = g->player.x + dx, y = g->player.y + dy;
    if (!ug_in_bounds(g, x, y)) return false; /* the original's edge checks: silently nothing */
    int enemy = ug_game_monster_at(g, x, y);
    if (enemy >= 0) {
        player_attacks(g, enemy, ev);
        return true;
    }
    if (!standable(g, x, y)) {
        ug_events_msg(ev, UG_MSG_WALL_BLOCKS, 0, 0);
        return false;
    }
    g->player.x = (int16_t)x;
    g->player.y = (int16_t)y;
    reveal(g);
    return true;
}

static int first_item_here(const UgGame *g) {
    for (int i = 0; i < g->item_count; i++)
        if (g->items[i].x == g->player.x && g->items[i].y == g->player.y) return i;
    return -1;
}

/* Space with an item here: pick up the first one if it fits (a turn passes either way). */
static void pick_up(UgGame *g, int index, UgEvents *ev) {
    UgSimpleState *s = &g->simple;
    UgItem it = g->items[index];
    if (s->weight + ITEM_WEIGHT <= WEIGHT_MAX && s->inventory_count < UG_SIMPLE_INVENTORY_MAX) {
        memmove(&g->items[index], &g->items[index + 1],
                (size_t)(g->item_count - index - 1) * sizeof g->items[0]);
        g->item_count--;
        s->inventory[s->inventory_count++] = it;
        s->weight += ITEM_WEIGHT;
        update_weight(g);
        ug_events_msg(ev, UG_MSG_PICKUP, it.kind, it.level);
    } else {
        ug_events_msg(ev, UG_MSG_CANT_PICKUP, it.kind, it.level);
    }
}

static bool on_stairs(const UgGame *g) {
    return ug_game_tile(g, g->player.x, g->player.y) == UG_TILE_STAIRS;
}

/* Down the stairs to the floor below, arriving on the same (x, y). */
static bool descend(UgGame *g, UgEvents *ev) {
    if (!on_stairs(g) || g->floor >= UG_SIMPLE_MAX_DEPTH) return false;
    if (!enter_floor(g, g->floor + 1, g->player.x, g->player.y)) return false;
    ug_events_push(ev, UG_EV_FLOOR, UG_MSG_NONE, g->floor, 0);
    ug_events_msg(ev, UG_MSG_DESCEND, g->floor, 0);
    return true;
}

/* The inventory menu's actions (eat / drink / put). False (no turn) for a verb the item does not
 * offer or an index out of range. */
static bool use_item(UgGame *g, int index, int verb, UgEvents *ev) {
    UgSimpleState *s = &g->simple;
    UgPlayer *p = &g->player;
    if (index < 0 || index >= s->inventory_count) return false;
    UgItem it = s->inventory[index];
    bool ok = (verb == UG_VERB_PUT && g->item_count < UG_MAX_ITEMS) ||
              (verb == UG_VERB_EAT && it.kind == UG_ITEM_APPLE) ||
              (verb == UG_VERB_DRINK && it.kind == UG_ITEM_POTION);
    if (!ok) return false;
    memmove(&s->inventory[index], &s->inventory[index + 1],
            (size_t)(s->inventory_count - index - 1) * sizeof s->inventory[0]);
    s->inventory_count--;
    s->weight -= ITEM_WEIGHT;
    update_weight(g);
    if (verb == UG_VERB_PUT) {
        it.x = p->x;
        it.y = p->y;
        g->items[g->item_count++] = it; /* last on its tile */
        ug_events_msg(ev, UG_MSG_PUT, it.kind, it.level);
    } else if (verb == UG_VERB_EAT) {
        int old = p->hunger;
        p->hunger += APPLE_FOOD;
        if (p->hunger >= p->hunger_max) {
            p->hunger = p->hunger_max;
            s->energy_turn = 0;
        }
        ug_events_msg(ev, UG_MSG_EAT, it.kind, p->hunger - old);
    } else {
        int32_t old = p->hp;
        int64_t hp = (int64_t)p->hp + (int64_t)it.level * POTION_HEAL_PER_LEVEL;
        if (hp >= p->max_hp) {
            hp = p->max_hp;
            s->hp_fraction = 0;
        }
        p->hp = (int32_t)hp;
        ug_events_push(ev, UG_EV_HEAL, UG_MSG_NONE, p->hp - old, 0);
        ug_events_msg(ev, UG_MSG_DRINK, it.level, p->hp - old);
    }
    return true;
}

static bool simple_act(UgGame *g, UgAction a, UgEvents *ev) {
    bool turn = false;
    switch (a.kind) {
        case UG_ACT_MOVE:
            turn = player_moves(g, a.dx, a.dy, ev);
            break;
        case UG_ACT_PICKUP: { /* Space: an item here, else the stairs, else nothing */
            int item = first_item_here(g);
            if (item >= 0) {
                pick_up(g, item, ev);
                turn = true;
            } else {
                turn = descend(g, ev);
            }
            break;
        }
        case UG_ACT_DESCEND:
            turn = descend(g, ev);
            break;
        case UG_ACT_USE:
            turn = use_item(g, a.item, a.verb, ev);
            break;
        default: /* the original has no way to wait */
            break;
    }
    if (turn) execute_turn(g, ev);
    return turn;
}

/* Any text of 0..127 bytes but line breaks, which a replay file could not hold. */
static UgError simple_init_seed(UgGame *g, const char *seed) {
    if (strpbrk(seed, "\r\n")) return UG_ERR_BAD_SEED;
    strcpy(g->seed, seed);
    UgPlayer *p = &g->player;
    p->level = 1;
    p->hp = p->max_hp = SIMPLE_HP;
    p->atk = SIMPLE_ATK;
    p->def = SIMPLE_DEF;
    p->exp = 0;
    p->exp_next = SIMPLE_EXP_NEXT;
    p->hunger = p->hunger_max = HUNGER_MAX;
    p->weight_tenths = 0;
    p->weight_max_tenths = WEIGHT_MAX_TENTHS;
    g->floor = 0;
    return UG_OK;
}

/* --- State beyond the common fields: hash, clone, free. --------------------------------- */

static uint64_t fnv_bytes(uint64_t h, const void *data, size_t n) {
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 1099511628211ULL;
    }
    return h;
}

static uint64_t fnv_i64(uint64_t h, int64_t v) {
    unsigned char b[8];
    for (int i = 0; i < 8; i++) b[i] = (unsigned char)((uint64_t)v >> (8 * i));
    return fnv_bytes(h, b, sizeof b);
}

static uint64_t fnv_double(uint64_t h, double v) {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits); /* IEEE binary64 on every platform we build for */
    return fnv_i64(h, (int64_t)bits);
}

static uint64_t hash_rooms(uint64_t h, const UgSimpleRoom *rooms, int count) {
    h = fnv_i64(h, count);
    for (int i = 0; i < count; i++) {
        h = fnv_i64(h, rooms[i].x1), h = fnv_i64(h, rooms[i].x2);
        h = fnv_i64(h, rooms[i].y1), h = fnv_i64(h, rooms[i].y2);
    }
    return h;
}

static uint64_t hash_items(uint64_t h, const UgItem *items, int count) {
    h = fnv_i64(h, count);
    for (int i = 0; i < count; i++) {
        h = fnv_i64(h, items[i].kind), h = fnv_i64(h, items[i].x);
        h = fnv_i64(h, items[i].y), h = fnv_i64(h, items[i].level);
    }
    return h;
}

static uint64_t simple_hash_state(const UgGame *g, uint64_t h) {
    const UgSimpleState *s = &g->simple;
    const UgPlayer *p = &g->player;
    int64_t fields[] = {p->level,       p->atk,           p->def,
                        p->exp,         p->exp_next,      p->hunger,
                        p->hunger_max,  p->weight_tenths, p->weight_max_tenths,
                        s->energy_turn, s->room,          s->stairs_x,
                        s->stairs_y,    s->deepest};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) h = fnv_i64(h, fields[i]);
    h = fnv_double(h, s->hp_fraction);
    h = fnv_double(h, s->weight);
    h = hash_rooms(h, s->rooms, s->room_count);
    h = hash_items(h, s->inventory, s->inventory_count);
    for (int d = 0; d < s->kept_capacity; d++) {
        const UgSimpleFloor *f = s->kept[d];
        if (!f) continue;
        h = fnv_i64(h, d);
        h = fnv_i64(h, f->width), h = fnv_i64(h, f->height);
        h = fnv_i64(h, f->stairs_x), h = fnv_i64(h, f->stairs_y);
        for (int y = 0; y < f->height; y++) {
            h = fnv_bytes(h, f->tiles[y], (size_t)f->width);
            h = fnv_bytes(h, f->seen[y], (size_t)f->width);
        }
        h = fnv_i64(h, f->monster_count);
        for (int i = 0; i < f->monster_count; i++) {
            const UgMonster *m = &f->monsters[i];
            int64_t mf[8] = {m->kind, m->x, m->y, m->hp, m->level, m->atk, m->def, m->exp};
            for (int k = 0; k < 8; k++) h = fnv_i64(h, mf[k]);
        }
        h = hash_items(h, f->items, f->item_count);
        h = hash_rooms(h, f->rooms, f->room_count);
    }
    return h;
}

static void simple_free_state(UgGame *g) {
    UgSimpleState *s = &g->simple;
    for (int d = 0; d < s->kept_capacity; d++) free(s->kept[d]);
    free(s->kept);
    s->kept = NULL;
    s->kept_capacity = 0;
}

static bool simple_clone_state(UgGame *copy, const UgGame *g) {
    const UgSimpleState *s = &g->simple;
    UgSimpleState *c = &copy->simple;
    c->kept = NULL;
    c->kept_capacity = 0;
    if (!s->kept_capacity) return true;
    c->kept = calloc((size_t)s->kept_capacity, sizeof *c->kept);
    if (!c->kept) return false;
    c->kept_capacity = s->kept_capacity;
    for (int d = 0; d < s->kept_capacity; d++) {
        if (!s->kept[d]) continue;
        if (!(c->kept[d] = malloc(sizeof *c->kept[d]))) {
            simple_free_state(copy);
            return false;
        }
        memcpy(c->kept[d], s->kept[d], sizeof *c->kept[d]);
    }
    return true;
}

const UgRuleset ug_ruleset_simple = {
    .mode = UG_MODE_SIMPLE,
    .width = UG_SIMPLE_SIZE,
    .height = UG_SIMPLE_SIZE,
    .sight_radius = 1,
    .topology = 8,
    .player_hp = SIMPLE_HP,
    .monsters = NULL,
    .monster_count = 0,
    .init_seed = simple_init_seed,
    .new_floor = simple_new_floor,
    .act = simple_act,
    .start_at = simple_start_at,
    .hash_state = simple_hash_state,
    .clone_state = simple_clone_state,
    .free_state = simple_free_state,
};
