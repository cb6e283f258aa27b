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

#include "modes/simple/simple.h"
#include "systems/fov.h"
#include "systems/growth.h"
#include "systems/hunger.h"

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

static inline UgSimpleState *sstate(const UgGame *g) {
    return ug_simple_state(g);
}

int32_t ug_simple_damage(int32_t atk, int32_t def, double r) {
    double dam = ceil(((double)atk * 1.1 - (double)def * 0.4) * r);
    if (dam <= 0) return 1; /* -0 too */
    return dam >= 2147483647.0 ? INT32_MAX : (int32_t)dam;
}

/* The least and the most ug_simple_damage gives for a draw r in [0, 1) (ug_game_blow_range):
 * the least at r = 0, the most at the largest draw below 1. */
static void simple_blow_range(int32_t atk, int32_t def, int32_t *low, int32_t *high) {
    *low = ug_simple_damage(atk, def, 0.0);
    *high = ug_simple_damage(atk, def, 1.0 - 0x1p-53);
}

/* What an item does when used (ug_game_item_effect): use_item's numbers. */
static UgEffect simple_item_effect(const UgItem *it) {
    if (it->kind == UG_ITEM_APPLE) return (UgEffect){UG_USE_FEED, APPLE_FOOD};
    if (it->kind == UG_ITEM_POTION)
        return (UgEffect){UG_USE_HEAL, (int32_t)it->level * POTION_HEAL_PER_LEVEL};
    return (UgEffect){UG_USE_NONE, 0};
}

/* --- Floors: the current one lives in UgGame, the others in game->simple.kept. ------------- */

/* Enters floor f just built: the engine's part (new ids, nothing seen), then its rooms and stairs.
 */
static void enter_built(UgGame *g, const UgSimpleFloor *f) {
    UgSimpleState *s = sstate(g);
    ug_floor_enter_new(g, &(UgFloorParts){f->width, f->height, f->tiles, f->monsters,
                                          f->monster_count, f->items, f->item_count});
    s->room_count = f->room_count;
    memcpy(s->rooms, f->rooms, sizeof s->rooms);
    s->stairs_x = f->stairs_x;
    s->stairs_y = f->stairs_y;
}

/* Enters a kept floor again, exactly as the player left it. */
static void enter_kept(UgGame *g, const UgSimpleKept *k) {
    UgSimpleState *s = sstate(g);
    ug_floor_enter(g, &k->map);
    s->room_count = k->room_count;
    memcpy(s->rooms, k->rooms, sizeof s->rooms);
    s->stairs_x = k->stairs_x;
    s->stairs_y = k->stairs_y;
}

static void keep_floor(const UgGame *g, UgSimpleKept *k) {
    const UgSimpleState *s = sstate(g);
    ug_floor_keep(g, &k->map);
    k->room_count = s->room_count;
    memcpy(k->rooms, s->rooms, sizeof k->rooms);
    k->stairs_x = s->stairs_x;
    k->stairs_y = s->stairs_y;
}

/* The article's update_map: in a room you see it and its walls; elsewhere the 3x3 around you.
 * What is visible becomes seen. */
static void reveal(UgGame *g) {
    UgSimpleState *s = sstate(g);
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
    ug_fov_rect(g->width, g->height, UG_MAP_MAX_W, x1, y1, x2, y2, &g->visible[0][0]);
    for (int y = y1 < 0 ? 0 : y1; y <= y2 && y < g->height; y++)
        for (int x = x1 < 0 ? 0 : x1; x <= x2 && x < g->width; x++) g->seen[y][x] = 1;
}

/* Makes sure kept[] has an entry for floor `depth`. */
static bool reserve_kept(UgSimpleState *s, int depth) {
    if (depth < s->kept_capacity) return true;
    int cap = s->kept_capacity ? s->kept_capacity : 8;
    while (cap <= depth) cap *= 2;
    UgSimpleKept **grown = realloc(s->kept, (size_t)cap * sizeof *grown);
    if (!grown) return false;
    for (int i = s->kept_capacity; i < cap; i++) grown[i] = NULL;
    s->kept = grown;
    s->kept_capacity = cap;
    return true;
}

/* Leaves the current floor (keeping it) for floor `depth`, built with arrival tile (ax, ay) if
 * it is new; the player stands on (ax, ay). False if out of memory (nothing changed then). */
static bool enter_floor(UgGame *g, int depth, int ax, int ay) {
    UgSimpleState *s = sstate(g);
    int need = depth > g->floor ? depth : g->floor;
    if (!reserve_kept(s, need)) return false;
    /* Both allocations first: out of memory leaves nothing kept for the current floor (a
     * snapshot keeps every floor but the current one). */
    UgSimpleFloor *fresh = NULL;
    if (!s->kept[depth] && !(fresh = malloc(sizeof *fresh))) return false;
    UgSimpleKept *here = s->kept[g->floor];
    if (!here && !(here = malloc(sizeof *here))) {
        free(fresh);
        return false;
    }
    s->kept[g->floor] = here;
    keep_floor(g, here);
    if (s->kept[depth]) {
        enter_kept(g, s->kept[depth]);
        free(s->kept[depth]);
        s->kept[depth] = NULL; /* the current floor lives in the game itself */
    } else {
        int arrive[2] = {ax, ay};
        ug_simple_generate(fresh, g->seed, depth, arrive);
        enter_built(g, fresh);
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
    enter_built(g, f);
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
        int x = d == floor && given ? ax : sstate(g)->stairs_x;
        int y = d == floor && given ? ay : sstate(g)->stairs_y;
        if (!enter_floor(g, d, x, y)) return UG_ERR_NO_MEMORY;
    }
    return UG_OK;
}

/* --- Rules ------------------------------------------------------------------------------- */

static void update_weight(UgGame *g) {
    /* The HUD shows Math.round(weight * 10) / 10. */
    sstate(g)->weight_tenths = (int32_t)floor(sstate(g)->weight * 10 + 0.5);
}

static void player_dies(UgGame *g, UgEvents *ev) {
    g->player.hp = 0;
    g->status = UG_STATUS_DEAD;
    ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, -1, 0, UG_ID_NONE, UG_ID_PLAYER);
    ug_events_msg(ev, UG_MSG_PLAYER_DIES, g->floor, g->player.turns);
}

/* The original's level-up: max HP x1.2 (HP itself is not raised), ATK and DEF x1.1, the next
 * threshold x2.4, each Math.ceil'd in doubles. */
static const UgGrowthRule SIMPLE_GROWTH = {LEVEL_CAP,         12,    11,       11, 24,
                                           UG_GROWTH_DOUBLES, false, INT64_MAX};

static void level_up(UgGame *g, UgEvents *ev) {
    UgSimpleState *s = sstate(g);
    UgPlayer *p = &g->player;
    UgGrowth v = {s->level, p->max_hp, p->hp, s->atk, s->def, s->exp, s->exp_next};
    int gained = ug_growth_level_up(&SIMPLE_GROWTH, &v);
    s->level = v.level, p->max_hp = v.max_hp, s->atk = v.atk, s->def = v.def;
    s->exp_next = v.exp_next;
    for (int l = v.level - gained + 1; l <= v.level; l++) ug_events_msg(ev, UG_MSG_LEVEL_UP, l, 0);
}

static void player_attacks(UgGame *g, int index, UgEvents *ev) {
    UgMonster *m = &g->monsters[index];
    int32_t dam = ug_simple_damage(sstate(g)->atk, m->def, ug_rng_unit(&g->play));
    m->hp -= dam;
    ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, dam, m->hp, UG_ID_PLAYER, m->id);
    ug_events_msg(ev, UG_MSG_PLAYER_HITS, m->kind, dam);
    if (m->hp > 0) return;
    int kind = m->kind;
    int32_t exp = m->exp;
    UgId id = m->id;
    ug_remove_monster(g, index);
    sstate(g)->exp += exp;
    ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, kind, 0, UG_ID_PLAYER, id);
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
    UgSimpleState *s = sstate(g);
    p->turns++;
    for (int i = 0; i < g->monster_count; i++) {
        UgMonster *m = &g->monsters[i];
        int dx = p->x - m->x, dy = p->y - m->y;
        if (abs(dx) <= 1 && abs(dy) <= 1 && (dx || dy)) {
            int32_t dam = ug_simple_damage(m->atk, sstate(g)->def, ug_rng_unit(&g->play));
            p->hp = (int32_t)((int64_t)p->hp - dam > INT32_MIN ? p->hp - (int64_t)dam : INT32_MIN);
            ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, dam, p->hp, m->id, UG_ID_PLAYER);
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
    if (sstate(g)->hunger == 0) {
        s->energy_turn = 0;
        s->hp_fraction -= delta;
        if (s->hp_fraction <= -1) {
            p->hp--;
            s->hp_fraction += 1;
        }
        if (p->hp <= 0) player_dies(g, ev);
        return;
    }
    UgMsg said = ug_hunger_tick(&s->hunger, &s->energy_turn, HUNGER_TURNS);
    if (said != UG_MSG_NONE) ug_events_msg(ev, said, 0, 0);
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
    UgSimpleState *s = sstate(g);
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
    ug_events_push(ev, UG_EV_FLOOR, UG_MSG_NONE, g->floor, 0, UG_ID_NONE, UG_ID_NONE);
    ug_events_msg(ev, UG_MSG_DESCEND, g->floor, 0);
    return true;
}

/* The inventory menu's actions (eat / drink / put). False (no turn) for a verb the item does not
 * offer or an index out of range. */
static bool use_item(UgGame *g, int index, int verb, UgEvents *ev) {
    UgSimpleState *s = sstate(g);
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
        int32_t gained = ug_hunger_eat(&s->hunger, &s->energy_turn, s->hunger_max, APPLE_FOOD);
        ug_events_msg(ev, UG_MSG_EAT, it.kind, gained);
    } else {
        int32_t old = p->hp;
        int64_t hp = (int64_t)p->hp + (int64_t)it.level * POTION_HEAL_PER_LEVEL;
        if (hp >= p->max_hp) {
            hp = p->max_hp;
            s->hp_fraction = 0;
        }
        p->hp = (int32_t)hp;
        ug_events_push(ev, UG_EV_HEAL, UG_MSG_NONE, p->hp - old, 0, UG_ID_NONE, UG_ID_PLAYER);
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
    sstate(g)->level = 1;
    p->hp = p->max_hp = SIMPLE_HP;
    sstate(g)->atk = SIMPLE_ATK;
    sstate(g)->def = SIMPLE_DEF;
    sstate(g)->exp = 0;
    sstate(g)->exp_next = SIMPLE_EXP_NEXT;
    sstate(g)->hunger = sstate(g)->hunger_max = HUNGER_MAX;
    sstate(g)->weight_tenths = 0;
    sstate(g)->weight_max_tenths = WEIGHT_MAX_TENTHS;
    g->floor = 0;
    return UG_OK;
}

/* --- State beyond the engine's: stats, inventory, kept floors, encoding, clone, free. ------ */

static int simple_stats(const UgGame *g, UgStat out[UG_STAT_COUNT]) {
    const UgSimpleState *s = sstate(g);
    int n = 0;
    out[n++] = (UgStat){UG_STAT_FLOOR, g->floor, 0};
    out[n++] = (UgStat){UG_STAT_LEVEL, s->level, 0};
    out[n++] = (UgStat){UG_STAT_HP, g->player.hp, g->player.max_hp};
    out[n++] = (UgStat){UG_STAT_HUNGER, s->hunger, s->hunger_max};
    out[n++] = (UgStat){UG_STAT_WEIGHT, s->weight_tenths, s->weight_max_tenths};
    out[n++] = (UgStat){UG_STAT_ATK, s->atk, 0};
    out[n++] = (UgStat){UG_STAT_DEF, s->def, 0};
    out[n++] = (UgStat){UG_STAT_EXP, s->exp, s->exp_next};
    out[n++] = (UgStat){UG_STAT_TURN, g->player.turns, 0};
    out[n++] = (UgStat){UG_STAT_SEED, 0, 0};
    return n;
}

/* The floor as built: its rats' numbers and no player (the article's floor has none). */
static void simple_dump(const UgGame *g, UgText *t) {
    ug_dump_head(t, g);
    ug_text_put(t, ",\"monsters\":[");
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        ug_text_printf(t,
                       "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"level\":%d,\"hp\":%d,\"atk\":%d,"
                       "\"def\":%d,\"exp\":%d}",
                       i ? "," : "", ug_monster_kind_name((UgMonsterKind)m->kind), m->x, m->y,
                       (int)m->level, (int)m->hp, (int)m->atk, (int)m->def, (int)m->exp);
    }
    ug_dump_items_and_end(t, g);
}

static int simple_inventory_count(const UgGame *g) {
    return sstate(g)->inventory_count;
}

static const UgItem *simple_inventory_item(const UgGame *g, int index) {
    return &sstate(g)->inventory[index];
}

static bool simple_give_item(UgGame *g, UgItem item) {
    UgSimpleState *s = sstate(g);
    if (s->inventory_count >= UG_SIMPLE_INVENTORY_MAX) return false;
    s->inventory[s->inventory_count++] = item;
    return true;
}

static int simple_floor_count(const UgGame *g) {
    return sstate(g)->deepest + 1;
}

static bool simple_kept_floor(const UgGame *g, int floor, UgFloorView *out) {
    const UgSimpleState *s = sstate(g);
    const UgSimpleKept *k = floor < s->kept_capacity ? s->kept[floor] : NULL;
    if (!k) return false;
    *out = ug_floor_view(&k->map);
    return true;
}

static void encode_rooms(UgWriter *w, const UgSimpleRoom *rooms, int count) {
    ug_write_i64(w, count);
    for (int i = 0; i < count; i++) {
        ug_write_i64(w, rooms[i].x1), ug_write_i64(w, rooms[i].x2);
        ug_write_i64(w, rooms[i].y1), ug_write_i64(w, rooms[i].y2);
    }
}

/* Version 1 wrote the player's growth, hunger and weight here, then the mode's own fields; the
 * order is kept so that version-1 hashes still check. Version 2 adds the ids of kept creatures
 * and items. */
static void simple_encode(const UgGame *g, UgEncodePart part, int version, UgWriter *w) {
    const UgSimpleState *s = sstate(g);
    if (part == UG_ENCODE_STREAMS) {
        if (version == 1) ug_write_u64(w, 0); /* version 1's slot for classic's stream */
        return;
    }
    if (part != UG_ENCODE_TAIL) return; /* a snapshot's extra part: the hash's is everything */
    int64_t fields[] = {s->level,       s->atk,           s->def,
                        s->exp,         s->exp_next,      s->hunger,
                        s->hunger_max,  s->weight_tenths, s->weight_max_tenths,
                        s->energy_turn, s->room,          s->stairs_x,
                        s->stairs_y,    s->deepest};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) ug_write_i64(w, fields[i]);
    ug_write_double(w, s->hp_fraction);
    ug_write_double(w, s->weight);
    encode_rooms(w, s->rooms, s->room_count);
    ug_encode_items(w, s->inventory, s->inventory_count, version);
    for (int d = 0; d < s->kept_capacity; d++) {
        const UgSimpleKept *k = s->kept[d];
        if (!k) continue;
        const UgFloor *f = &k->map;
        ug_write_i64(w, d);
        ug_write_i64(w, f->width), ug_write_i64(w, f->height);
        ug_write_i64(w, k->stairs_x), ug_write_i64(w, k->stairs_y);
        for (int y = 0; y < f->height; y++) {
            ug_write_bytes(w, f->tiles[y], (size_t)f->width);
            ug_write_bytes(w, f->seen[y], (size_t)f->width);
        }
        ug_encode_monsters(w, f->monsters, f->monster_count, version);
        ug_encode_items(w, f->items, f->item_count, version);
        encode_rooms(w, k->rooms, k->room_count);
    }
}

/* --- Snapshots (undergrid/snapshot.h): what simple_encode wrote, each value checked. ---------- */

static void simple_free_state(void *state);

static int floor_size(int depth) {
    return depth == 0 ? UG_SIMPLE_YARD_SIZE : UG_SIMPLE_SIZE;
}

static void decode_rooms(UgReader *r, UgSimpleRoom *rooms, int *count, int w, int h) {
    int n = (int)ug_read_i64(r, 0, UG_SIMPLE_MAX_ROOMS);
    memset(rooms, 0, UG_SIMPLE_MAX_ROOMS * sizeof *rooms);
    for (int i = 0; i < n && r->ok; i++) {
        UgSimpleRoom *m = &rooms[i];
        m->x1 = (int16_t)ug_read_i64(r, 0, w - 1), m->x2 = (int16_t)ug_read_i64(r, 0, w - 1);
        m->y1 = (int16_t)ug_read_i64(r, 0, h - 1), m->y2 = (int16_t)ug_read_i64(r, 0, h - 1);
        if (m->x1 > m->x2 || m->y1 > m->y2) r->ok = false;
    }
    *count = r->ok ? n : 0;
}

/* Creatures and items of a floor: on it, each id one the game gave out. */
static void check_things(UgReader *r, const UgGame *g, const UgMonster *ms, int mc,
                         const UgItem *its, int ic, int w, int h) {
    for (int i = 0; i < mc && r->ok; i++)
        if (ms[i].x < 0 || ms[i].y < 0 || ms[i].x >= w || ms[i].y >= h ||
            ms[i].id <= UG_ID_PLAYER || ms[i].id >= g->next_id)
            r->ok = false;
    for (int i = 0; i < ic && r->ok; i++)
        if (its[i].x < 0 || its[i].y < 0 || its[i].x >= w || its[i].y >= h ||
            its[i].id <= UG_ID_PLAYER || its[i].id >= g->next_id)
            r->ok = false;
}

static void decode_kept(UgReader *r, UgGame *g, UgSimpleKept *k, int depth) {
    UgFloor *f = &k->map;
    memset(k, 0, sizeof *k);
    int size = floor_size(depth);
    f->width = (int)ug_read_i64(r, size, size);
    f->height = (int)ug_read_i64(r, size, size);
    k->stairs_x = (int)ug_read_i64(r, 0, size - 1);
    k->stairs_y = (int)ug_read_i64(r, 0, size - 1);
    for (int y = 0; y < size && r->ok; y++) {
        ug_read_bytes(r, f->tiles[y], (size_t)size);
        ug_read_bytes(r, f->seen[y], (size_t)size);
        for (int x = 0; x < size; x++)
            if (f->tiles[y][x] >= UG_TILE_COUNT || f->seen[y][x] > 1) r->ok = false;
    }
    ug_decode_monsters(r, f->monsters, UG_MAX_MONSTERS, &f->monster_count);
    ug_decode_items(r, f->items, UG_MAX_ITEMS, &f->item_count);
    decode_rooms(r, k->rooms, &k->room_count, size, size);
    check_things(r, g, f->monsters, f->monster_count, f->items, f->item_count, size, size);
}

static int compare_ids(const void *a, const void *b) {
    UgId x = *(const UgId *)a, y = *(const UgId *)b;
    return x < y ? -1 : x > y;
}

/* No id twice among the creatures and items of every floor and the pack (ids are never
 * reused). */
static void check_ids_unique(UgReader *r, const UgGame *g) {
    const UgSimpleState *s = sstate(g);
    size_t n = (size_t)(g->monster_count + g->item_count + s->inventory_count);
    for (int d = 0; d < s->kept_capacity; d++)
        if (s->kept[d]) n += (size_t)(s->kept[d]->map.monster_count + s->kept[d]->map.item_count);
    UgId *ids = malloc((n ? n : 1) * sizeof *ids);
    if (!ids) {
        r->ok = false;
        return;
    }
    size_t k = 0;
    for (int i = 0; i < g->monster_count; i++) ids[k++] = g->monsters[i].id;
    for (int i = 0; i < g->item_count; i++) ids[k++] = g->items[i].id;
    for (int i = 0; i < s->inventory_count; i++) ids[k++] = s->inventory[i].id;
    for (int d = 0; d < s->kept_capacity; d++) {
        const UgFloor *f = s->kept[d] ? &s->kept[d]->map : NULL;
        for (int i = 0; f && i < f->monster_count; i++) ids[k++] = f->monsters[i].id;
        for (int i = 0; f && i < f->item_count; i++) ids[k++] = f->items[i].id;
    }
    qsort(ids, k, sizeof *ids, compare_ids);
    for (size_t i = 1; i < k; i++)
        if (ids[i] == ids[i - 1]) r->ok = false;
    free(ids);
}

static void simple_decode(UgGame *g, UgEncodePart part, UgReader *r) {
    if (part != UG_ENCODE_TAIL) return; /* simple has no streams and nothing beyond the hash's */
    UgSimpleState *s = sstate(g);
    simple_free_state(s); /* the new game's floors: the snapshot's replace them */
    const int64_t hi = INT32_MAX;
    s->level = (int32_t)ug_read_i64(r, 1, LEVEL_CAP);
    s->atk = (int32_t)ug_read_i64(r, 0, hi);
    s->def = (int32_t)ug_read_i64(r, 0, hi);
    s->exp = ug_read_i64(r, 0, INT64_MAX);
    s->exp_next = ug_read_i64(r, 1, INT64_MAX);
    s->hunger = (int32_t)ug_read_i64(r, 0, hi);
    s->hunger_max = (int32_t)ug_read_i64(r, 1, hi);
    s->weight_tenths = (int32_t)ug_read_i64(r, 0, hi);
    s->weight_max_tenths = (int32_t)ug_read_i64(r, 1, hi);
    s->energy_turn = (int32_t)ug_read_i64(r, 0, HUNGER_TURNS - 1);
    s->room = (int)ug_read_i64(r, -1, UG_SIMPLE_MAX_ROOMS - 1);
    s->stairs_x = (int)ug_read_i64(r, 0, g->width - 1);
    s->stairs_y = (int)ug_read_i64(r, 0, g->height - 1);
    s->deepest = (int)ug_read_i64(r, 0, UG_SIMPLE_MAX_DEPTH);
    s->hp_fraction = ug_read_double(r);
    s->weight = ug_read_double(r);
    if (s->hunger > s->hunger_max || !isfinite(s->hp_fraction) || !isfinite(s->weight) ||
        s->weight < -1 || s->weight > WEIGHT_MAX + 1)
        r->ok = false;
    /* the current floor: its number, size and rooms */
    if (g->floor < 0 || g->floor > s->deepest || g->width != floor_size(g->floor) ||
        g->height != floor_size(g->floor))
        r->ok = false;
    if (!r->ok) return;
    decode_rooms(r, s->rooms, &s->room_count, g->width, g->height);
    if (s->room >= s->room_count) r->ok = false;
    ug_decode_items(r, s->inventory, UG_SIMPLE_INVENTORY_MAX, &s->inventory_count);
    for (int i = 0; i < s->inventory_count && r->ok; i++)
        if (s->inventory[i].id <= UG_ID_PLAYER || s->inventory[i].id >= g->next_id) r->ok = false;
    /* every floor down to the deepest but the current one is kept, in order (the player only
     * goes down, one floor at a time) */
    if (!r->ok || !reserve_kept(s, s->deepest)) {
        r->ok = false;
        return;
    }
    for (int d = 0; d <= s->deepest && r->ok; d++) {
        if (d == g->floor) continue;
        if (ug_read_i64(r, d, d) != d || !r->ok) break;
        if (!(s->kept[d] = malloc(sizeof *s->kept[d]))) {
            r->ok = false;
            break;
        }
        decode_kept(r, g, s->kept[d], d);
    }
    if (r->ok) check_ids_unique(r, g);
}

static void simple_free_state(void *state) {
    UgSimpleState *s = state;
    for (int d = 0; d < s->kept_capacity; d++) free(s->kept[d]);
    free(s->kept);
    s->kept = NULL;
    s->kept_capacity = 0;
}

static bool simple_clone_state(void *copy, const void *state) {
    const UgSimpleState *s = state;
    UgSimpleState *c = copy;
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

/* The revision of simple's rules (undergrid/snapshot.h): bump it with any change that would play
 * a recorded game differently (the original's port is pinned by its fidelity fixtures). */
enum { SIMPLE_RULES_REVISION = 1 };

const UgRuleset ug_ruleset_simple = {
    .info =
        {
            .mode = UG_MODE_SIMPLE,
            .seed_kind = UG_SEED_TEXT,
            .max_width = UG_SIMPLE_SIZE,
            .max_height = UG_SIMPLE_SIZE,
            .first_floor = 0,
            .topology = 8,
            .sight = UG_SIGHT_ROOM,
            .sight_radius = 1,
            .actions =
                1u << UG_ACT_MOVE | 1u << UG_ACT_PICKUP | 1u << UG_ACT_DESCEND | 1u << UG_ACT_USE,
            .systems = UG_SYS_INVENTORY | UG_SYS_HUNGER | UG_SYS_GROWTH | UG_SYS_WEIGHT |
                       UG_SYS_KEPT_FLOORS | UG_SYS_MONSTER_LEVELS,
            .stairs_on_step = false,
            .blocked_move_says = true,
            .rules_revision = SIMPLE_RULES_REVISION,
        },
    .player_hp = SIMPLE_HP,
    .state_size = sizeof(UgSimpleState),
    .clone_state = simple_clone_state,
    .free_state = simple_free_state,
    .init_seed = simple_init_seed,
    .new_floor = simple_new_floor,
    .act = simple_act,
    .start_at = simple_start_at,
    .stats = simple_stats,
    .blow_range = simple_blow_range,
    .item_effect = simple_item_effect,
    .dump = simple_dump,
    .encode = simple_encode,
    .decode = simple_decode,
    .inventory_count = simple_inventory_count,
    .inventory_item = simple_inventory_item,
    .give_item = simple_give_item,
    .floor_count = simple_floor_count,
    .kept_floor = simple_kept_floor,
};
