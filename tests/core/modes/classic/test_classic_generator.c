/* Classic's floor generator at scale: invariants that must hold for every seed. 10,000 first
 * floors made through the public ug_game_new (rooms recovered by rebuilding them with the same
 * builder, ug_classic_build_floor, checked equal by hash), plus deeper floors. Any failure names
 * the seed, so `undergrid dump --mode classic --seed N` shows the floor. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "modes/classic/classic.h"

enum { W = 32, H = 16, SEEDS = 10000 };

static bool in_room(const UgClassicRoom *r, int x, int y) {
    return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

/* Number of non-rock tiles reachable 4-way from the player. */
static int reachable(const UgGame *g) {
    static uint8_t mark[H][W];
    static int queue[H * W][2];
    memset(mark, 0, sizeof mark);
    int head = 0, tail = 0, n = 0;
    queue[tail][0] = g->player.x, queue[tail][1] = g->player.y, tail++;
    mark[g->player.y][g->player.x] = 1;
    while (head < tail) {
        int x = queue[head][0], y = queue[head][1];
        head++;
        n++;
        static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int k = 0; k < 4; k++) {
            int nx = x + d[k][0], ny = y + d[k][1];
            if (nx < 0 || ny < 0 || nx >= W || ny >= H || mark[ny][nx]) continue;
            if (g->tiles[ny][nx] == UG_TILE_ROCK) continue;
            mark[ny][nx] = 1;
            queue[tail][0] = nx, queue[tail][1] = ny, tail++;
        }
    }
    return n;
}

/* Everything a floor must satisfy; `what` names it in failures. */
static void check_floor(const UgGame *g, const UgClassicRoom *rooms, int n, const char *what) {
    if (n < 4 || n > 7) fail_msg("%s: %d rooms", what, n);
    int open = 0, stairs = 0, potions = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            UgTile t = (UgTile)g->tiles[y][x];
            if (x == 0 || y == 0 || x == W - 1 || y == H - 1)
                if (t != UG_TILE_ROCK) fail_msg("%s: the border is open at %d,%d", what, x, y);
            open += t != UG_TILE_ROCK;
            stairs += t == UG_TILE_STAIRS;
            if (t == UG_TILE_POTION) {
                potions++;
                bool ok = !in_room(&rooms[0], x, y);
                bool roomy = false;
                for (int i = 1; i < n; i++) roomy |= in_room(&rooms[i], x, y);
                if (!ok || !roomy)
                    fail_msg("%s: a potion at %d,%d is not in a later room", what, x, y);
            }
        }
    if (reachable(g) != open) fail_msg("%s: not connected", what);
    if (stairs != 1 || g->tiles[rooms[n - 1].cy][rooms[n - 1].cx] != UG_TILE_STAIRS)
        fail_msg("%s: the stairs are not (only) at the last room's centre", what);
    if (potions != 2) fail_msg("%s: %d potions", what, potions);
    if (g->player.x != rooms[0].cx || g->player.y != rooms[0].cy)
        fail_msg("%s: the player is not at the first room's centre", what);
    if (g->monster_count != 2 + g->floor)
        fail_msg("%s: %d monsters on floor %d", what, g->monster_count, g->floor);
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        bool roomy = false;
        for (int r = 1; r < n; r++) roomy |= in_room(&rooms[r], m->x, m->y);
        if (!roomy || in_room(&rooms[0], m->x, m->y) || g->tiles[m->y][m->x] != UG_TILE_FLOOR)
            fail_msg("%s: monster %d at %d,%d is not on plain floor of a later room", what, i, m->x,
                     m->y);
        if (ug_game_monster_at(g, m->x, m->y) != i)
            fail_msg("%s: two monsters share %d,%d", what, m->x, m->y);
        if (m->kind >= (g->floor + 1 < 3 ? g->floor + 1 : 3))
            fail_msg("%s: a %s on floor %d", what, ug_monster_kind_name((UgMonsterKind)m->kind),
                     g->floor);
    }
}

/* Guards against any seed yielding a broken first floor: disconnected parts, a wrong number of
 * rooms, stairs elsewhere than the last room, anything in the first room or off plain floor, a
 * wrong number of potions or monsters, monsters sharing a tile. */
static void first_floors_of_10000_seeds(void **state) {
    (void)state;
    int rooms_seen[8] = {0};
    for (uint32_t i = 0; i < SEEDS; i++) {
        uint32_t seed = i < SEEDS / 2 ? i : i * 2654435761u; /* low seeds, then spread out */
        char text[16], what[48];
        snprintf(text, sizeof text, "%lu", (unsigned long)seed);
        snprintf(what, sizeof what, "seed %s", text);
        UgGameParams params = {UG_MODE_CLASSIC, text};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        UgGame *b = ug_game_clone(g);
        assert_non_null(b);
        ug_kaplay_seed(ug_classic_rng(b), seed);
        ug_kaplay_gen(ug_classic_rng(b));
        UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
        int n = 0;
        ug_classic_build_floor(b, rooms, &n);
        /* Version 1 of the encoding: the rebuilt floor's creatures get new ids, so v2 differs. */
        if (ug_game_hash_version(b, 1) != ug_game_hash_version(g, 1))
            fail_msg("%s: the rebuilt floor differs", what);
        check_floor(g, rooms, n, what);
        rooms_seen[n]++;
        ug_game_free(b);
        ug_game_free(g);
    }
    /* the room loop stops at 7 and rejects passes under 4: both ends occur */
    assert_true(rooms_seen[7] > 0 && rooms_seen[4] + rooms_seen[5] > 0);
}

/* Guards against deeper floors breaking (more monsters, ogres) and against the stream-continuing
 * builder leaving a floor half made. */
static void deeper_floors(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CLASSIC, "1"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    for (uint32_t i = 0; i < SEEDS / 5; i++) {
        for (int floor = 2; floor <= 6; floor++) {
            char what[64];
            snprintf(what, sizeof what, "seed %lu floor %d", (unsigned long)i, floor);
            if (floor == 2) {
                ug_kaplay_seed(ug_classic_rng(g), i);
                ug_kaplay_gen(ug_classic_rng(g));
            }
            g->floor = floor;
            UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
            int n = 0;
            ug_classic_build_floor(g, rooms, &n);
            check_floor(g, rooms, n, what);
        }
    }
    ug_game_free(g);
}

/* Seeds whose stream falls into one of Kaplay's short cycles, where the original's room loop
 * never ends (see classic.c): the game must still be created, with a whole floor. Guards against
 * ug_game_new hanging (it did, for 194391) or a half-built floor. */
static void seeds_that_freeze_the_original_still_play(void **state) {
    (void)state;
    static const char *const seeds[] = {"194391", "58381", "69360", "97871"};
    for (int i = 0; i < 4; i++) {
        UgGameParams params = {UG_MODE_CLASSIC, seeds[i]};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        /* from a state inside the 10-cycle, every following floor must build too */
        for (int floor = 2; floor <= 5; floor++) {
            g->floor = floor;
            UgClassicRoom rooms[UG_CLASSIC_MAX_ROOMS];
            int n = 0;
            if (floor == 2) (*ug_classic_rng(g)).s = 6032640; /* a state of the 10-cycle */
            ug_classic_build_floor(g, rooms, &n);
            check_floor(g, rooms, n, seeds[i]);
        }
        ug_game_free(g);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_floors_of_10000_seeds),
        cmocka_unit_test(deeper_floors),
        cmocka_unit_test(seeds_that_freeze_the_original_still_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
