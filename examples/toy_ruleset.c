/* Example: a toy ruleset plugged into the real engine.
 *
 * What it shows: a mode is a table (UgRuleset, src/core/engine/engine.h): its capabilities as
 * data plus the hooks where its code differs. Here, a 5x5 room walled in rock whose stairs win.
 * ug_game_new_ruleset builds a game from it as ug_game_new does from a mode's table (checked:
 * adventure's table gives ug_game_new's game), and the engine's ug_game_act refuses what the toy
 * does not list, a step longer than one tile, and anything once the game is won. Exits 1 if a
 * check fails (CTest runs it). */
#include <inttypes.h>
#include <stdio.h>

#include "engine/engine.h"

enum { SIZE = 7 }; /* the 5x5 room and its walls */

static UgError toy_init_seed(UgGame *g, const char *seed) {
    snprintf(g->seed, sizeof g->seed, "%s", seed);
    g->floor = 1;
    return UG_OK;
}

static void toy_new_floor(UgGame *g, UgEvents *events) {
    for (int y = 0; y < SIZE; y++)
        for (int x = 0; x < SIZE; x++) {
            bool wall = x == 0 || y == 0 || x == SIZE - 1 || y == SIZE - 1;
            g->tiles[y][x] = wall ? UG_TILE_ROCK : UG_TILE_FLOOR;
            g->seen[y][x] = g->visible[y][x] = 1; /* one lit room: no sight rules */
        }
    g->tiles[SIZE - 2][SIZE - 2] = UG_TILE_STAIRS;
    g->player.x = g->player.y = 1;
    ug_events_msg(events, UG_MSG_FLOOR_START, g->floor, 0);
}

static bool toy_act(UgGame *g, UgAction a, UgEvents *events) {
    int x = g->player.x + a.dx, y = g->player.y + a.dy;
    if (a.kind == UG_ACT_MOVE && ug_game_tile(g, x, y) == UG_TILE_ROCK) return false;
    g->player.x = (int16_t)x, g->player.y = (int16_t)y; /* a wait has dx = dy = 0 */
    g->player.turns++;
    if (ug_game_tile(g, x, y) == UG_TILE_STAIRS) {
        g->status = UG_STATUS_WON;
        ug_events_msg(events, UG_MSG_VICTORY, 100 - g->player.turns, 0);
    }
    return true;
}

static int toy_stats(const UgGame *g, UgStat out[UG_STAT_COUNT]) {
    out[0] = (UgStat){UG_STAT_FLOOR, g->floor, 0};
    out[1] = (UgStat){UG_STAT_TURN, g->player.turns, 0};
    return 2;
}

static const UgRuleset toy = {
    .info = {.mode = UG_MODE_COUNT, /* none of the core's modes: this table is ours */
             .seed_kind = UG_SEED_TEXT,
             .max_width = SIZE,
             .max_height = SIZE,
             .first_floor = 1,
             .topology = 4,
             .sight = UG_SIGHT_DISC,
             .sight_radius = SIZE,
             .actions = 1u << UG_ACT_MOVE | 1u << UG_ACT_WAIT,
             .stairs_on_step = true},
    .player_hp = 10,
    .init_seed = toy_init_seed,
    .new_floor = toy_new_floor,
    .act = toy_act,
    .stats = toy_stats, /* dump, encode and the optional hooks: not needed to play */
};

static int failures = 0;
#define CHECK(cond) (void)((cond) || (printf("FAILED: %s\n", #cond), failures++))

/* ug_game_new's own path: a mode's table given to ug_game_new_ruleset is the same game. */
static bool same_as_ug_game_new(void) {
    UgGame *a = NULL, *b = NULL;
    ug_game_new(&(UgGameParams){UG_MODE_ADVENTURE, "7"}, &a);
    ug_game_new_ruleset(&ug_ruleset_adventure, &(UgGameParams){.seed = "7"}, &b);
    bool same = a && b && ug_game_hash(a) == ug_game_hash(b);
    ug_game_free(a), ug_game_free(b);
    return same;
}

int main(void) {
    // Initialization
    CHECK(same_as_ug_game_new());
    UgGame *game = NULL;
    CHECK(ug_game_new_ruleset(NULL, NULL, &game) == UG_ERR_BAD_MODE && !game);
    CHECK(ug_game_new_ruleset(&toy, &(UgGameParams){.seed = "toy"}, &game) == UG_OK);
    if (!game) return 1;
    CHECK(ug_game_width(game) == SIZE && ug_game_player(game)->hp == 10);

    // Update: the engine's checks first, then the walk to the stairs
    CHECK(!ug_game_act(game, ug_action_move(-1, 0), NULL));            /* into the wall */
    CHECK(!ug_game_act(game, ug_action_simple(UG_ACT_DESCEND), NULL)); /* not in .actions */
    CHECK(!ug_game_act(game, ug_action_move(2, 0), NULL));             /* not a step */
    for (int i = 0; i < 4; i++) CHECK(ug_game_act(game, ug_action_move(1, 0), NULL));
    UgEvents events = {0};
    for (int i = 0; i < 4; i++) CHECK(ug_game_act(game, ug_action_move(0, 1), &events));
    CHECK(ug_game_status(game) == UG_STATUS_WON && events.count == 1);
    CHECK(!ug_game_act(game, ug_action_wait(), NULL)); /* a won game plays nothing */

    // Draw
    UgStat turn;
    CHECK(ug_game_stat(game, UG_STAT_TURN, &turn) && turn.value == 8);
    const UgPlayer *p = ug_game_player(game);
    printf("toy: %s on turn %d at %d,%d, hash %016" PRIx64 "\n",
           ug_game_status(game) == UG_STATUS_WON ? "won" : "not won", (int)p->turns, p->x, p->y,
           ug_game_hash(game));

    // De-Initialization
    ug_game_free(game);
    printf("%s\n", failures ? "toy ruleset: FAILED" : "toy ruleset: all checks passed");
    return failures ? 1 : 0;
}
