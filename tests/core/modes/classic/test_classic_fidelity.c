/* Classic mode against the original's own algorithm: the fixtures in tests/fixtures/classic were
 * written by tests/reference/classic.mjs, a JavaScript port of seed 000 whose random numbers are
 * Kaplay's generator in real IEEE doubles (regenerate them with
 *     node tests/reference/classic.mjs fixtures tests/fixtures/classic
 * from the repository root). Here the real core must reproduce them byte for byte:
 *   - floors.jsonl: one `undergrid dump` line per seed (first floors);
 *   - games.jsonl: scripted games, one line per state (step 0 = the start, then one per action),
 *     with the generator's state, the player, the monsters, the grid and the seen tiles.
 * A failure prints the first line that differs, both versions, so the divergence can be read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/classic/classic.h"

#include "../../src/cli/cli.h"

enum { LINE_MAX_LEN = 16384 };

static FILE *open_fixture(const char *name) {
    char path[1024];
    snprintf(path, sizeof path, "%s/classic/%s", UG_FIXTURES_DIR, name);
    FILE *f = fopen(path, "r");
    if (!f) fail_msg("cannot open the fixture %s", path);
    return f;
}

/* Reads one line without its newline; false at the end of the file. */
static bool read_line(FILE *f, char *buf, size_t size) {
    if (!fgets(buf, (int)size, f)) return false;
    size_t n = strlen(buf);
    assert_true(n > 0 && buf[n - 1] == '\n'); /* a line longer than the buffer would end here */
    buf[n - 1] = '\0';
    return true;
}

/* The text of the string field `"name":"..."` (no escapes occur in our fixtures). */
static void string_field(const char *line, const char *name, char *out, size_t size) {
    char key[64];
    snprintf(key, sizeof key, "\"%s\":\"", name);
    const char *p = strstr(line, key);
    if (!p) fail_msg("no field %s in: %.200s", name, line);
    p += strlen(key);
    const char *end = strchr(p, '"');
    assert_non_null(end);
    size_t n = (size_t)(end - p);
    assert_true(n < size);
    memcpy(out, p, n);
    out[n] = '\0';
}

static long number_field(const char *line, const char *name) {
    char key[64];
    snprintf(key, sizeof key, "\"%s\":", name);
    const char *p = strstr(line, key);
    if (!p) fail_msg("no field %s in: %.200s", name, line);
    return strtol(p + strlen(key), NULL, 10);
}

static UgGame *new_classic(const char *seed) {
    UgGameParams params = {UG_MODE_CLASSIC, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    return g;
}

/* ug_cli_write_dump's output, through a temporary file (portable C). */
static void dump_to_string(const UgGame *g, char *out, size_t size) {
    FILE *f = tmpfile();
    assert_non_null(f);
    ug_cli_write_dump(f, g);
    rewind(f);
    size_t n = fread(out, 1, size - 1, f);
    assert_true(n < size - 1);
    out[n] = '\0';
    fclose(f);
}

/* Guards against any divergence of the first floor from the original: room attempts, overlap
 * test, corridors, stairs, monster types and spots, potions, the discarded camera draw, and the
 * generator's rounding for large seeds. */
static void first_floors_equal_the_reference(void **state) {
    (void)state;
    FILE *f = open_fixture("floors.jsonl");
    static char expected[LINE_MAX_LEN], actual[LINE_MAX_LEN + 2];
    int count = 0;
    while (read_line(f, expected, sizeof expected)) {
        char seed[32];
        string_field(expected, "seed", seed, sizeof seed);
        UgGame *g = new_classic(seed);
        dump_to_string(g, actual, sizeof actual);
        ug_game_free(g);
        strcat(expected, "\n"); /* the dump ends its line */
        if (strcmp(expected, actual) != 0)
            fail_msg("seed %s: the first floor differs from the reference\nwant %sgot  %s", seed,
                     expected, actual);
        count++;
    }
    fclose(f);
    assert_true(count >= 30);
}

/* The state line the reference writes (see stateLine in classic.mjs), from the real game. The grid
 * is written only when it differs from `last_grid` (which is updated). */
static void state_line(const UgGame *g, int game, const char *seed, int step, char action,
                       bool acted, char *last_grid, char *out, size_t size) {
    char grid[1024], *gp = grid;
    for (int y = 0; y < g->height; y++) {
        gp += sprintf(gp, "%s\"", y ? "," : "");
        for (int x = 0; x < g->width; x++) *gp++ = ug_tile_char((UgTile)g->tiles[y][x]);
        *gp++ = '"';
    }
    *gp = '\0';
    char monsters[UG_MAX_MONSTERS * 64], *mp = monsters;
    *mp = '\0';
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        mp += sprintf(mp, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"hp\":%d}", i ? "," : "",
                      ug_monster_kind_name((UgMonsterKind)m->kind), m->x, m->y, m->hp);
    }
    char seen[512], *sp = seen;
    for (int y = 0; y < g->height; y++) {
        uint32_t bits = 0;
        for (int x = 0; x < g->width; x++)
            if (g->seen[y][x]) bits |= (uint32_t)1 << x;
        sp += sprintf(sp, "%s\"%08lx\"", y ? "," : "", (unsigned long)bits);
    }
    char grid_field[1100] = "";
    if (strcmp(grid, last_grid) != 0) {
        snprintf(grid_field, sizeof grid_field, ",\"grid\":[%s]", grid);
        strcpy(last_grid, grid);
    }
    const char action_text[2] = {action, '\0'};
    snprintf(out, size,
             "{\"game\":%d,\"seed\":\"%s\",\"step\":%d,\"action\":\"%s\",\"acted\":%s,"
             "\"status\":\"%s\",\"floor\":%d,\"rng\":%lu,"
             "\"player\":{\"x\":%d,\"y\":%d,\"hp\":%d,\"turns\":%d},"
             "\"monsters\":[%s]%s,\"seen\":[%s]}",
             game, seed, step, action_text, acted ? "true" : "false",
             g->status == UG_STATUS_DEAD ? "dead" : "playing", g->floor,
             (unsigned long)(*ug_classic_rng(g)).s, g->player.x, g->player.y, (int)g->player.hp,
             (int)g->player.turns, monsters, grid_field, seen);
}

static UgAction action_for(char c) {
    switch (c) {
        case 'U':
            return ug_action_move(0, -1);
        case 'D':
            return ug_action_move(0, 1);
        case 'L':
            return ug_action_move(-1, 0);
        case 'R':
            return ug_action_move(1, 0);
        case 'W':
            return ug_action_wait();
        default:
            fail_msg("unknown action '%c' in the fixture", c);
    }
    return ug_action_wait();
}

/* Guards against any divergence in play: bump combat and its damage draws, walls that must cost
 * no turn and no random number, potions, stairs and the new floor drawn from the continuing
 * stream, the enemies' order and steps, sight and memory, and death. The generator's state on
 * every line proves both sides drew the same numbers. */
static void scripted_games_equal_the_reference(void **state) {
    (void)state;
    FILE *f = open_fixture("games.jsonl");
    static char expected[LINE_MAX_LEN], actual[LINE_MAX_LEN];
    static char last_grid[1024];
    UgGame *g = NULL;
    char seed[32] = "";
    int games = 0, lines = 0, deaths = 0, max_floor = 0;
    while (read_line(f, expected, sizeof expected)) {
        int game = (int)number_field(expected, "game");
        int step = (int)number_field(expected, "step");
        char action[4];
        string_field(expected, "action", action, sizeof action);
        bool acted = true;
        if (step == 0) {
            ug_game_free(g);
            string_field(expected, "seed", seed, sizeof seed);
            g = new_classic(seed);
            last_grid[0] = '\0';
            games++;
        } else {
            assert_non_null(g);
            acted = ug_game_act(g, action_for(action[0]), NULL);
        }
        state_line(g, game, seed, step, action[0], acted, last_grid, actual, sizeof actual);
        if (strcmp(expected, actual) != 0)
            fail_msg("game %d (seed %s), step %d (action %s) differs from the reference\n"
                     "want %s\ngot  %s",
                     game, seed, step, action, expected, actual);
        if (g->floor > max_floor) max_floor = g->floor;
        lines++;
        if (g->status == UG_STATUS_DEAD && acted) deaths++; /* the reference stops at a death */
    }
    ug_game_free(g);
    fclose(f);
    /* The fixtures must keep covering what they claim: several games, a death, the stairs. */
    assert_true(games >= 5);
    assert_true(lines >= 1000);
    assert_true(deaths >= 1);
    assert_true(max_floor >= 3);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_floors_equal_the_reference),
        cmocka_unit_test(scripted_games_equal_the_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
