/* classic: the Kaplay roguelike demo (RULES.md §1, seeds/000), reproduced rule for rule.
 *
 * Every random number comes from the one Kaplay stream in the mode's state, drawn in the original's
 * order, so a seed gives the original demo's first floor.
 *
 * Where the original would loop forever we do something instead; those are the only changes.
 * Kaplay's generator is not a full-period LCG: its rounded double arithmetic splits the states
 * into many cycles, some very short (10, 6, 2, 1 states), and in those no pass of the room loop
 * ever yields 4 rooms, so generateDungeon() recurses forever. Seeds 58381, 69360 and 97871 of
 * the original's own range 1..100000 fall into the 10-cycle during floor 1: the demo freezes on
 * their first stairs (seed 194391 freezes before floor 1). Both loops below therefore watch for a
 * repeated state (Brent's cycle detection, exact: a pass or a spot attempt depends only on the
 * state it starts from), and then:
 *   - a floor that can never be built: randSeed(n + 1), randSeed(n + 2), ... where n is the
 *     state at the start of the floor, until a floor builds (the first such n + k that works);
 *   - a free spot that can never be drawn (or none exists): stop placing enemies and potions.
 */
#include <stdlib.h>
#include <string.h>

#include "modes/classic/classic.h"
#include "systems/fov.h"

enum { CLASSIC_W = 32, CLASSIC_H = 16, CLASSIC_MAX_ROOMS = UG_CLASSIC_MAX_ROOMS };
enum { CLASSIC_MIN_ROOMS = 4 };
enum { CLASSIC_ROOM_ATTEMPTS = 80, CLASSIC_POTIONS = 2 };

/* The revision of classic's rules (undergrid/snapshot.h): bump it with any change that would
 * play a recorded game differently. */
enum { CLASSIC_RULES_REVISION = 1 };

/* The classic mode's own state: the original's one random stream. */
typedef struct ClassicState {
    UgKaplayRng kaplay;
} ClassicState;

static inline UgKaplayRng *krng(const UgGame *game) {
    ClassicState *s = ug_mode_state(game);
    return &s->kaplay;
}

UgKaplayRng *ug_classic_rng(const UgGame *game) {
    return krng(game);
}

typedef UgClassicMonsterType MonsterType;

enum { PLAYER_HP = 20, POTION_HEAL = 6 };
enum {
    PLAYER_DAMAGE_MIN = UG_CLASSIC_PLAYER_DAMAGE_MIN,
    PLAYER_DAMAGE_MAX = UG_CLASSIC_PLAYER_DAMAGE_MAX
};
enum { SIGHT_RADIUS = 6 };

static const MonsterType classic_monsters[] = {
    {UG_MON_RAT, 3, 1, 2},
    {UG_MON_GOBLIN, 6, 1, 3},
    {UG_MON_OGRE, 11, 2, 5},
};

const UgClassicMonsterType *ug_classic_monster_type(UgMonsterKind kind) {
    return (unsigned)kind < sizeof classic_monsters / sizeof classic_monsters[0]
               ? &classic_monsters[kind]
               : NULL;
}

typedef UgClassicRoom Room;

typedef struct Layout {
    Room rooms[UG_CLASSIC_MAX_ROOMS];
    int count;
} Layout;

static int sign(int v) {
    return (v > 0) - (v < 0);
}

/* The original's overlap test: rooms that overlap or touch within one tile are rejected. */
static bool room_touches(const Room *r, int x, int y, int w, int h) {
    return x - 2 < r->x + r->w && r->x - 2 < x + w && y - 2 < r->y + r->h && r->y - 2 < y + h;
}

/* The draws of one pass of the room loop, made ahead. Each draw waits on the one before, so
 * drawing them in a loop of their own, with no branch that depends on a room, lets the processor
 * run that chain at full speed; the room logic then reads finished numbers. A pass draws at most
 * 4 numbers an attempt and one per corridor; the numbers a pass does not use are simply dropped
 * (the generator is left after the last one used), so the stream is exactly the original's. */
enum { PASS_DRAWS = CLASSIC_ROOM_ATTEMPTS * 4 + CLASSIC_MAX_ROOMS };
typedef struct Draws {
    uint32_t state[PASS_DRAWS];
    int used;
} Draws;

static void draws_fill(Draws *d, uint64_t s) {
    for (int i = 0; i < PASS_DRAWS; i++) d->state[i] = (uint32_t)(s = ug_kaplay_step(s));
    d->used = 0;
}

static int32_t draws_randi(Draws *d, int32_t a, int32_t b) {
    return ug_kaplay_randi_of(d->state[d->used++], a, b);
}

/* An L-shaped corridor from a to b; "horizontal first" is one chance(0.5) draw. */
static void dig_corridor(UgGame *g, Draws *d, int ax, int ay, int bx, int by) {
    bool horizontal_first = ug_kaplay_chance_of(d->state[d->used++], 0.5);
    int x = ax, y = ay;
    while (x != bx || y != by) {
        if ((horizontal_first && x != bx) || y == by)
            x += sign(bx - x);
        else
            y += sign(by - y);
        if (g->tiles[y][x] == UG_TILE_ROCK) g->tiles[y][x] = UG_TILE_FLOOR;
    }
}

/* One pass of the original's room loop; returns the number of rooms accepted. */
static int try_layout(UgGame *g, Layout *layout) {
    Draws d;
    draws_fill(&d, krng(g)->s);
    for (int y = 0; y < CLASSIC_H; y++) memset(g->tiles[y], UG_TILE_ROCK, CLASSIC_W);
    layout->count = 0;
    for (int attempt = 0; attempt < CLASSIC_ROOM_ATTEMPTS && layout->count < CLASSIC_MAX_ROOMS;
         attempt++) {
        int w = draws_randi(&d, 4, 9);
        int h = draws_randi(&d, 3, 6);
        int x = draws_randi(&d, 1, CLASSIC_W - w - 1);
        int y = draws_randi(&d, 1, CLASSIC_H - h - 1);
        bool rejected = false;
        for (int i = 0; i < layout->count && !rejected; i++)
            rejected = room_touches(&layout->rooms[i], x, y, w, h);
        if (rejected) continue;
        for (int j = y; j < y + h; j++)
            for (int i = x; i < x + w; i++) g->tiles[j][i] = UG_TILE_FLOOR;
        Room room = {x, y, w, h, x + w / 2, y + h / 2};
        if (layout->count > 0) {
            const Room *prev = &layout->rooms[layout->count - 1];
            dig_corridor(g, &d, prev->cx, prev->cy, room.cx, room.cy);
        }
        layout->rooms[layout->count++] = room;
    }
    krng(g)->s = d.state[d.used - 1]; /* every pass draws at least once */
    return layout->count;
}

/* Plain floor tiles in the rooms but the first: where freeSpot may succeed. Counted once per
 * floor; every enemy or potion placed then takes exactly one of them. */
static int count_free_spots(const UgGame *g, const Layout *layout) {
    int free = 0;
    for (int r = 1; r < layout->count; r++) {
        const Room *room = &layout->rooms[r];
        for (int y = room->y; y < room->y + room->h; y++)
            for (int x = room->x; x < room->x + room->w; x++)
                free += g->tiles[y][x] == UG_TILE_FLOOR;
    }
    return free;
}

/* The original's freeSpot: a random room but the first, a random tile in it, until that tile is
 * plain floor with no monster. Returns false (having drawn the same numbers as the original up
 * to that point) when the attempts have entered a cycle that never succeeds: the original would
 * loop forever there. An attempt depends only on the generator's state when it starts, so a
 * repeated state proves it; Brent's method finds the repeat with no memory. */
static bool free_spot(UgGame *g, const Layout *layout, int *px, int *py) {
    uint64_t saved = krng(g)->s;
    unsigned long power = 1, length = 0;
    for (;;) {
        const Room *room = &layout->rooms[1 + ug_kaplay_choose(krng(g), layout->count - 1)];
        int x = ug_kaplay_randi(krng(g), room->x, room->x + room->w);
        int y = ug_kaplay_randi(krng(g), room->y, room->y + room->h);
        if (g->tiles[y][x] == UG_TILE_FLOOR && ug_game_monster_at(g, x, y) < 0) {
            *px = x;
            *py = y;
            return true;
        }
        if (krng(g)->s == saved) return false;
        if (++length == power) {
            saved = krng(g)->s;
            power *= 2;
            length = 0;
        }
    }
}

static void populate(UgGame *g, const Layout *layout) {
    int types = g->floor + 1 < 3 ? g->floor + 1 : 3;
    g->monster_count = 0;
    g->item_count = 0;
    int free = count_free_spots(g, layout);
    for (int n = 0; n < 2 + g->floor && g->monster_count < UG_MAX_MONSTERS; n++) {
        const MonsterType *type = &classic_monsters[ug_kaplay_choose(krng(g), types)];
        int x, y;
        /* the original would recurse forever in either case */
        if (free-- <= 0 || !free_spot(g, layout, &x, &y)) return;
        UgMonster *m = &g->monsters[g->monster_count];
        memset(m, 0, sizeof *m);
        m->id = ug_game_new_id(g);
        m->kind = (int16_t)type->kind;
        m->hp = m->max_hp = type->hp;
        m->speed = UG_SPEED_NORMAL;
        m->x = (int16_t)x;
        m->y = (int16_t)y;
        g->monster_count++;
    }
    for (int n = 0; n < CLASSIC_POTIONS; n++) {
        int x, y;
        if (free-- <= 0 || !free_spot(g, layout, &x, &y)) return;
        g->tiles[y][x] = UG_TILE_POTION;
    }
}

static bool classic_sees(const UgGame *g, int x, int y) {
    int dx = x - g->player.x, dy = y - g->player.y;
    int r = SIGHT_RADIUS;
    return dx * dx + dy * dy <= r * r; /* Math.hypot(dx, dy) <= 6, exactly, for whole numbers */
}

/* The original's reveal(): sight is a disc that walls do not block (the FOV module's disc). */
static void classic_reveal(UgGame *g) {
    UgFovMap map = {g->width, g->height, NULL, UG_MAP_MAX_W};
    ug_fov_compute(&map, g->player.x, g->player.y, SIGHT_RADIUS, UG_FOV_DISC, &g->visible[0][0]);
    int r = SIGHT_RADIUS;
    int y0 = g->player.y - r < 0 ? 0 : g->player.y - r;
    int y1 = g->player.y + r >= g->height ? g->height - 1 : g->player.y + r;
    int x0 = g->player.x - r < 0 ? 0 : g->player.x - r;
    int x1 = g->player.x + r >= g->width ? g->width - 1 : g->player.x + r;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) g->seen[y][x] |= g->visible[y][x];
}

/* The original's generateDungeon(): room passes until one yields CLASSIC_MIN_ROOMS rooms, the
 * stream simply continuing. Returns false when the passes have entered a cycle of failures (a
 * pass depends only on the state it starts from, so a repeated start state proves the original
 * would recurse forever); Brent's method finds the repeat with no memory. */
static bool build_layout(UgGame *g, Layout *layout) {
    uint64_t saved = krng(g)->s;
    unsigned long power = 1, length = 0;
    while (try_layout(g, layout) < CLASSIC_MIN_ROOMS) {
        if (krng(g)->s == saved) return false;
        if (++length == power) {
            saved = krng(g)->s;
            power *= 2;
            length = 0;
        }
    }
    return true;
}

void ug_classic_build_floor(UgGame *g, UgClassicRoom *rooms, int *room_count) {
    Layout layout;
    uint64_t start = krng(g)->s;
    for (uint32_t k = 1; !build_layout(g, &layout); k++) /* see the top of this file */
        ug_kaplay_seed(krng(g), (uint32_t)(start + k));
    const Room *last = &layout.rooms[layout.count - 1];
    g->tiles[last->cy][last->cx] = UG_TILE_STAIRS;
    populate(g, &layout);
    g->player.x = (int16_t)layout.rooms[0].cx;
    g->player.y = (int16_t)layout.rooms[0].cy;
    for (int y = 0; y < CLASSIC_H; y++) memset(g->seen[y], 0, CLASSIC_W);
    classic_reveal(g);
    if (rooms) memcpy(rooms, layout.rooms, (size_t)layout.count * sizeof rooms[0]);
    if (room_count) *room_count = layout.count;
}

static void classic_new_floor(UgGame *g, UgEvents *ev) {
    ug_classic_build_floor(g, NULL, NULL);
    ug_events_push(ev, UG_EV_FLOOR, UG_MSG_NONE, g->floor, 0, UG_ID_NONE, UG_ID_NONE);
    ug_events_msg(ev, UG_MSG_FLOOR_START, g->floor, 0);
}

/* Bump combat: damage = randi(min, max + 1). `monster` is the monster's index. */
static void player_attacks(UgGame *g, int monster, UgEvents *ev) {
    UgMonster *m = &g->monsters[monster];
    int kind = m->kind;
    UgId id = m->id;
    int damage = ug_kaplay_randi(krng(g), PLAYER_DAMAGE_MIN, PLAYER_DAMAGE_MAX + 1);
    m->hp -= damage; /* 32 bits: no narrowing (the old int16_t cast truncated large HP) */
    ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, damage, m->hp, UG_ID_PLAYER, id);
    ug_events_msg(ev, UG_MSG_PLAYER_HITS, kind, damage);
    if (m->hp <= 0) {
        ug_remove_monster(g, monster);
        ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, kind, 0, UG_ID_PLAYER, id);
        ug_events_msg(ev, UG_MSG_MONSTER_DIES, kind, 0);
    }
}

static void monster_attacks(UgGame *g, const UgMonster *m, UgEvents *ev) {
    const MonsterType *type = &classic_monsters[m->kind];
    int damage = ug_kaplay_randi(krng(g), type->damage_min, type->damage_max + 1);
    g->player.hp -= damage;
    ug_events_push(ev, UG_EV_DAMAGE, UG_MSG_NONE, damage, g->player.hp, m->id, UG_ID_PLAYER);
    ug_events_msg(ev, UG_MSG_MONSTER_HITS, m->kind, damage);
}

/* Adjacent: attack. Unseen: wait. Else a step along the axis of the larger distance (ties:
 * vertical), falling back to the other axis; never into rock or another monster. */
static void monster_turn(UgGame *g, int index, UgEvents *ev) {
    UgMonster *m = &g->monsters[index];
    int dx = g->player.x - m->x, dy = g->player.y - m->y;
    if (abs(dx) + abs(dy) == 1) {
        monster_attacks(g, m, ev);
        return;
    }
    if (!classic_sees(g, m->x, m->y)) return;
    int steps[2][2];
    if (abs(dx) > abs(dy)) {
        steps[0][0] = sign(dx), steps[0][1] = 0, steps[1][0] = 0, steps[1][1] = sign(dy);
    } else {
        steps[0][0] = 0, steps[0][1] = sign(dy), steps[1][0] = sign(dx), steps[1][1] = 0;
    }
    for (int i = 0; i < 2; i++) {
        int sx = steps[i][0], sy = steps[i][1];
        int x = m->x + sx, y = m->y + sy;
        if ((sx || sy) && ug_game_tile(g, x, y) != UG_TILE_ROCK &&
            ug_game_monster_at(g, x, y) < 0) {
            m->x = (int16_t)x;
            m->y = (int16_t)y;
            return;
        }
    }
}

static bool classic_act(UgGame *g, UgAction a, UgEvents *ev) {
    int dx, dy;
    if (a.kind == UG_ACT_WAIT) {
        dx = 0, dy = 0;
    } else if (a.kind == UG_ACT_MOVE && abs(a.dx) + abs(a.dy) <= 1) {
        dx = a.dx, dy = a.dy; /* four directions only; (0,0) waits, as in the original */
    } else {
        return false;
    }
    int x = g->player.x + dx, y = g->player.y + dy;
    int enemy = ug_game_monster_at(g, x, y);
    if (enemy < 0 && ug_game_tile(g, x, y) == UG_TILE_ROCK) return false; /* costs no turn */
    if (enemy >= 0) {
        player_attacks(g, enemy, ev);
    } else {
        g->player.x = (int16_t)x;
        g->player.y = (int16_t)y;
        if (g->tiles[y][x] == UG_TILE_STAIRS) {
            g->floor++; /* a new floor at once: no enemy turn, no turn counted */
            classic_new_floor(g, ev);
            return true;
        }
        if (g->tiles[y][x] == UG_TILE_POTION) {
            g->tiles[y][x] = UG_TILE_FLOOR;
            int before = g->player.hp;
            g->player.hp = g->player.hp + POTION_HEAL < g->player.max_hp
                               ? g->player.hp + POTION_HEAL
                               : g->player.max_hp;
            ug_events_push(ev, UG_EV_HEAL, UG_MSG_NONE, g->player.hp - before, 0, UG_ID_NONE,
                           UG_ID_PLAYER);
            ug_events_msg(ev, UG_MSG_DRINK_POTION, POTION_HEAL, 0);
        }
    }
    g->player.turns++;
    /* Monsters cannot die during their own turns, so walking the list in order is the same as
     * the original's walk over a copy of it. */
    for (int i = 0; i < g->monster_count; i++) monster_turn(g, i, ev);
    classic_reveal(g);
    if (g->player.hp <= 0) {
        g->status = UG_STATUS_DEAD;
        ug_events_push(ev, UG_EV_DEATH, UG_MSG_NONE, -1, 0, UG_ID_NONE, UG_ID_PLAYER);
        ug_events_msg(ev, UG_MSG_PLAYER_DIES, g->floor, g->player.turns);
    }
    return true;
}

/* Classic seeds are whole numbers 0..4294967295 written in decimal. */
static UgError classic_init_seed(UgGame *g, const char *seed) {
    size_t len = strlen(seed);
    if (len == 0 || len > 10) return UG_ERR_BAD_SEED;
    uint64_t n = 0;
    for (size_t i = 0; i < len; i++) {
        if (seed[i] < '0' || seed[i] > '9') return UG_ERR_BAD_SEED;
        n = n * 10 + (uint64_t)(seed[i] - '0');
    }
    if (n > 0xffffffffu) return UG_ERR_BAD_SEED;
    /* Store the canonical spelling, so "007" and "7" are the same game with the same hash. */
    char text[16];
    int pos = (int)sizeof text - 1;
    text[pos] = '\0';
    uint64_t v = n;
    do {
        text[--pos] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    memcpy(g->seed, text + pos, sizeof text - (size_t)pos);
    ug_kaplay_seed(krng(g), (uint32_t)n);
    /* Kaplay's camera draws one number per frame, and one frame passes between randSeed and the
     * generation of floor 1 (seen in the original running in a browser). */
    ug_kaplay_gen(krng(g));
    g->floor = 1;
    return UG_OK;
}

static int classic_stats(const UgGame *g, UgStat out[UG_STAT_COUNT]) {
    int n = 0;
    out[n++] = (UgStat){UG_STAT_FLOOR, g->floor, 0};
    out[n++] = (UgStat){UG_STAT_HP, g->player.hp, g->player.max_hp};
    out[n++] = (UgStat){UG_STAT_TURN, g->player.turns, 0};
    out[n++] = (UgStat){UG_STAT_SEED, 0, 0};
    return n;
}

/* The original's floor as our reference model prints it (tests/reference/classic.mjs). */
static void classic_dump(const UgGame *g, UgText *t) {
    const UgPlayer *p = &g->player;
    ug_dump_head(t, g);
    ug_text_printf(t, ",\"player\":{\"x\":%d,\"y\":%d,\"hp\":%d,\"max_hp\":%d},\"monsters\":[",
                   p->x, p->y, (int)p->hp, (int)p->max_hp);
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        ug_text_printf(t, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"hp\":%d}", i ? "," : "",
                       ug_monster_kind_name((UgMonsterKind)m->kind), m->x, m->y, (int)m->hp);
    }
    ug_dump_items_and_end(t, g);
}

/* The Kaplay state stands where version 1 of the encoding kept it, right after the seed. */
static void classic_encode(const UgGame *g, UgEncodePart part, int version, UgWriter *w) {
    (void)version;
    if (part == UG_ENCODE_STREAMS) ug_write_u64(w, krng(g)->s);
}

/* A snapshot's classic part: the Kaplay state, a whole number below 2^32. */
static void classic_decode(UgGame *g, UgEncodePart part, UgReader *r) {
    if (part == UG_ENCODE_STREAMS) krng(g)->s = (uint64_t)ug_read_i64(r, 0, 0xFFFFFFFFLL);
}

/* A potion tile heals when stepped on (ug_game_tile_effect): classic_act's number. */
static UgEffect classic_tile_effect(UgTile tile) {
    return tile == UG_TILE_POTION ? (UgEffect){UG_USE_HEAL, POTION_HEAL}
                                  : (UgEffect){UG_USE_NONE, 0};
}

const UgRuleset ug_ruleset_classic = {
    .info =
        {
            .mode = UG_MODE_CLASSIC,
            .seed_kind = UG_SEED_NUMBER,
            .max_width = CLASSIC_W,
            .max_height = CLASSIC_H,
            .first_floor = 1,
            .topology = 4,
            .sight = UG_SIGHT_DISC,
            .sight_radius = SIGHT_RADIUS,
            .actions = 1u << UG_ACT_MOVE | 1u << UG_ACT_WAIT,
            .systems = 0,
            .stairs_on_step = true,
            .blocked_move_says = false,
            .rules_revision = CLASSIC_RULES_REVISION,
        },
    .player_hp = PLAYER_HP,
    .state_size = sizeof(ClassicState),
    .init_seed = classic_init_seed,
    .new_floor = classic_new_floor,
    .act = classic_act,
    .stats = classic_stats,
    .tile_effect = classic_tile_effect,
    .dump = classic_dump,
    .encode = classic_encode,
    .decode = classic_decode,
};
