/* The aim's preview on the board (issue 26 item 3): while aiming, exactly the tiles the core's
 * ug_game_orb_effect_tiles names are marked (cell.effect, the yellow-green tint), for each orb and
 * for a throw that would touch nothing; not aiming, none are; cursed's own aim cursor marks
 * them the same way. And an orb looks like one: its sprite's sparkles, which no stone has. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <stdbool.h>

#include "undergrid/scenario.h"
#include "cursed_view.h"
#include "view.h"

static UgFrame frame; /* large: not on the stack */
static UgLog log_value;

/* A cleared floor: a 9 x 9 lit room around the player at (20, 10), a goblin two tiles east, a
 * pool between the player and a goblin two tiles west. */
static UgGame *room(void) {
    UgGameParams params = {UG_MODE_ADVENTURE, "aim"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    ug_scenario_clear(g);
    for (int y = 6; y <= 14; y++)
        for (int x = 16; x <= 24; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, true);
        }
    ug_scenario_place_player(g, 20, 10);
    ug_scenario_set_tile(g, 19, 10, UG_TILE_WATER);
    assert_true(ug_scenario_add_monster(g, UG_MON_GOBLIN, 22, 10, 5) != UG_ID_NONE);
    assert_true(ug_scenario_add_monster(g, UG_MON_GOBLIN, 18, 10, 5) != UG_ID_NONE);
    return g;
}

/* The marked cells' map tiles, written to t[]; returns how many. */
static int marked(UgTileXY *t, int max) {
    int n = 0;
    for (int vy = 0; vy < frame.board_h; vy++)
        for (int vx = 0; vx < frame.board_w; vx++)
            if (frame.cells[vy][vx].effect) {
                assert_true(n < max);
                t[n++] = (UgTileXY){(int16_t)(frame.cam_x + vx), (int16_t)(frame.cam_y + vy)};
            }
    return n;
}

/* The frame at aim (x, y) marks what the core says, and returns how many. */
static int check_aim(UgGame *g, int x, int y) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = UG_MODE_ADVENTURE;
    s.log_lines = 5;
    s.history_rows = 10;
    s.aim = true;
    s.aim_x = x, s.aim_y = y;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    UgTileXY want[16], got[64];
    int n = ug_game_orb_effect_tiles(g, x, y, want, 16);
    int m = marked(got, 64);
    assert_int_equal(m, n);
    for (int i = 0; i < n; i++) {
        bool found = false;
        for (int j = 0; j < m; j++) found |= got[j].x == want[i].x && got[j].y == want[i].y;
        if (!found) fail_msg("(%d, %d) not marked", want[i].x, want[i].y);
    }
    s.aim = false;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_int_equal(marked(got, 64), 0);
    return n;
}

static void marks_exactly_the_effect(void **state) {
    (void)state;
    UgGame *g = room();
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_LUMP, 0));
    assert_int_equal(check_aim(g, 22, 10), 1); /* the goblin */
    assert_int_equal(check_aim(g, 21, 10), 0); /* no creature */
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_FIRE, 0));
    assert_int_equal(check_aim(g, 22, 10), 1);
    assert_int_equal(check_aim(g, 18, 10), 0); /* the pool puts it out */
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_SLIME, 0));
    assert_int_equal(check_aim(g, 21, 11), 1); /* the tile it blinks you to */
    assert_int_equal(check_aim(g, 22, 10), 0);
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_ICE, 0));
    assert_int_equal(check_aim(g, 20, 10), 1); /* your own tile */
    assert_int_equal(check_aim(g, 22, 10), 0);
    ug_game_free(g);
    /* Every tile of the room, for each orb alone. */
    static const UgItemKind orbs[] = {UG_ITEM_ORB_FIRE, UG_ITEM_ORB_ICE, UG_ITEM_ORB_SLIME,
                                      UG_ITEM_ORB_LUMP};
    for (int k = 0; k < 4; k++) {
        g = room();
        assert_true(ug_scenario_give_item(g, orbs[k], 0));
        int touching = 0;
        for (int y = 6; y <= 14; y++)
            for (int x = 16; x <= 24; x++) touching += check_aim(g, x, y);
        assert_true(touching > 0);
        ug_game_free(g);
    }
}

/* Cursed aims too (CURSED.md 3.3, 3.6): its own aim cursor (UgCursedUi) on (x, y) marks what the
 * core says, and examine mode (the same cursor, no orb) marks nothing. */
static UgCursedScene cursed_scene;

static int check_cursed_aim(UgGame *g, int x, int y) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = UG_MODE_CURSED;
    s.log_lines = UG_FRAME_LOG_MAX;
    s.history_rows = 10;
    memset(&cursed_scene, 0, sizeof cursed_scene);
    ug_cursed_keys_init(&cursed_scene.ui, false);
    s.cursed = &cursed_scene;
    cursed_scene.ui.mode = UG_CK_MODE_AIM;
    cursed_scene.ui.cursor_x = x, cursed_scene.ui.cursor_y = y;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    UgTileXY want[16], got[64];
    int n = ug_game_orb_effect_tiles(g, x, y, want, 16);
    assert_int_equal(n, ug_game_orb_target_ok(g, x, y) ? 1 : 0);
    int m = marked(got, 64);
    assert_int_equal(m, n);
    for (int i = 0; i < n; i++)
        if (got[0].x != want[i].x || got[0].y != want[i].y)
            fail_msg("(%d, %d) not marked", want[i].x, want[i].y);
    cursed_scene.ui.mode = UG_CK_MODE_EXAMINE;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_int_equal(marked(got, 64), 0);
    return n;
}

static int top_kind(const UgGame *g) {
    UgOrbSlot slots[8];
    int n = ug_game_orb_stack(g, slots, 8), top = ug_game_orb_top(g);
    return top >= 0 && top < n && top < 8 ? slots[top].kind : -1;
}

static void cursed_marks_its_effect(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    const UgPlayer *p = ug_game_player(g);
    int px = p->x, py = p->y;
    /* The starting stack's top is a Lump (range 2): the rat it would hit, nothing beside it. */
    assert_int_equal(top_kind(g), UG_ORB_LUMP);
    assert_true(ug_scenario_add_monster(g, UG_MON_RAT, px + 1, py, 1) != UG_ID_NONE);
    ug_scenario_set_seen(g, px + 1, py, true, true);
    assert_int_equal(check_cursed_aim(g, px + 1, py), 1);
    assert_int_equal(check_cursed_aim(g, px, py), 0);
    int touching = 0;
    for (int y = py - 3; y <= py + 3; y++)
        for (int x = px - 3; x <= px + 3; x++) touching += check_cursed_aim(g, x, y);
    assert_int_equal(touching, 1); /* the rat only */
    /* Slime on top: the free floor tiles in sight within 2, never the rat's or your own. */
    assert_true(ug_game_act(g, ug_action_wizard(UG_WIZ_ADD_ORB, UG_ORB_SLIME), NULL));
    assert_int_equal(top_kind(g), UG_ORB_SLIME);
    assert_int_equal(check_cursed_aim(g, px + 1, py), 0);
    assert_int_equal(check_cursed_aim(g, px, py), 0);
    touching = 0;
    for (int y = py - 3; y <= py + 3; y++)
        for (int x = px - 3; x <= px + 3; x++) touching += check_cursed_aim(g, x, y);
    assert_true(touching > 0);
    ug_game_free(g);
}

/* A tile's text source (assets/tiles/NAME.txt) as its 16 rows, "from" and "swap" applied as
 * tools/ug_atlas.c applies them (the outline aside); false if it cannot be read. */
static bool tile_rows(const char *name, char rows[16][17], int depth) {
    char path[512];
    snprintf(path, sizeof path, "%stiles/%s.txt", UG_ASSETS_DIR, name);
    FILE *f = fopen(path, "r");
    if (!f || depth > 4) {
        if (f) fclose(f);
        return false;
    }
    char line[128], swaps[16][2];
    int n = 0, swap_count = 0;
    bool ok = true;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || !line[0] || strcmp(line, "outline") == 0) continue;
        if (strncmp(line, "from ", 5) == 0)
            ok = ok && tile_rows(line + 5, rows, depth + 1), n = 16;
        else if (strncmp(line, "swap ", 5) == 0 && swap_count < 16)
            swaps[swap_count][0] = line[5], swaps[swap_count++][1] = line[6];
        else if (n < 16 && strlen(line) == 16)
            memcpy(rows[n++], line, 17);
    }
    fclose(f);
    for (int i = 0; i < swap_count; i++)
        for (int y = 0; y < 16; y++)
            for (int x = 0; x < 16; x++)
                if (rows[y][x] == swaps[i][0]) rows[y][x] = swaps[i][1];
    return ok && n == 16;
}

/* A sparkle: a white pixel apart from the drawing (its four neighbours empty). */
static int sparkles(char rows[16][17]) {
    int n = 0;
    for (int y = 0; y < 16; y++)
        for (int x = 0; x < 16; x++) {
            if (rows[y][x] != 'w') continue;
            bool alone = true;
            static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (int k = 0; k < 4; k++) {
                int nx = x + d[k][0], ny = y + d[k][1];
                if (nx >= 0 && ny >= 0 && nx < 16 && ny < 16 && rows[ny][nx] != '.' &&
                    rows[ny][nx] != 'w')
                    alone = false;
            }
            n += alone;
        }
    return n;
}

/* An orb looks like an orb (issue 26: "Lump orbs read as rocks"): every adventure orb's sprite
 * has sparkles beside its ball, which rubble and the rocks do not. */
static void orbs_sparkle_rocks_do_not(void **state) {
    (void)state;
    static const char *const orbs[] = {"orb_fire", "orb_ice", "orb_slime", "orb_lump"};
    static const char *const stones[] = {"rubble", "wall_stone"};
    char rows[16][17];
    for (size_t i = 0; i < sizeof orbs / sizeof orbs[0]; i++) {
        assert_true(tile_rows(orbs[i], rows, 0));
        if (sparkles(rows) < 2) fail_msg("%s has no sparkle", orbs[i]);
    }
    for (size_t i = 0; i < sizeof stones / sizeof stones[0]; i++) {
        assert_true(tile_rows(stones[i], rows, 0));
        assert_int_equal(sparkles(rows), 0);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(marks_exactly_the_effect),
        cmocka_unit_test(cursed_marks_its_effect),
        cmocka_unit_test(orbs_sparkle_rocks_do_not),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
