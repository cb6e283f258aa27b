/* The sprites (issue 13): every thing a board can show has a sprite with a source tile, the
 * frame says per cell what is here, and the layout snaps the board to whole sprite pixels. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/scenario.h"
#include "cursed_keys.h"
#include "cursed_view.h"
#include "layout.h"
#include "profile.h"
#include "sprites.h"
#include "view.h"
#include "view_fixtures.h"

static UgFrame frame; /* large: not on the stack */

/* A sprite that is drawn needs a name and a source file, assets/tiles/<name>.txt. */
static void assert_drawable(int sprite, const char *what, int kind) {
    if (sprite <= UG_SPR_NONE || sprite >= UG_SPR_COUNT || sprite == UG_SPR_UNKNOWN)
        fail_msg("%s %d has no sprite of its own", what, kind);
    const char *name = ug_sprite_name(sprite);
    if (!name) fail_msg("%s %d: sprite %d has no name", what, kind, sprite);
    char path[1024];
    snprintf(path, sizeof path, "%stiles/%s.txt", UG_ASSETS_DIR, name);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("%s %d: the sprite %s has no tile (%s)", what, kind, name, path);
    fclose(f);
}

/* Guards the appearance table: every tile a mode's profile draws, every creature, every item
 * and the player have a sprite whose tile exists (a kind added without one fails here). */
static void every_appearance_has_a_sprite(void **state) {
    (void)state;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        const UgViewProfile *p = ug_view_profile((UgMode)m);
        for (int t = 0; t < UG_TILE_COUNT; t++) {
            const UgLook *look = &p->tiles[t];
            bool drawn = look->glyph || look->bg_near.a || look->bg_far.a;
            if (!drawn) continue; /* a tile the mode never has */
            assert_drawable(ug_view_tile_sprite(p, (UgTile)t, true), "tile", t);
        }
        assert_int_equal(ug_view_tile_sprite(p, UG_TILE_ROCK, false), UG_SPR_NONE);
        for (int i = 0; i < p->legend_count; i++) /* the help's signs */
            assert_drawable(p->legend[i].sprite, "legend sign", i);
    }
    for (int k = 0; k < UG_MON_KIND_COUNT; k++)
        assert_drawable(ug_sprite_monster((UgMonsterKind)k), "creature", k);
    for (int k = 0; k < UG_ITEM_KIND_COUNT; k++)
        assert_drawable(ug_sprite_item((UgItemKind)k), "item", k);
    assert_drawable(ug_sprite_player(), "player", 0);
    for (int k = 0; k < UG_ORB_KIND_COUNT; k++) assert_drawable(ug_sprite_orb(k, false), "orb", k);
    assert_drawable(ug_sprite_orb(UG_ORB_FIRE, true), "cursed orb", 0);
    assert_drawable(UG_SPR_CURSOR, "mark", 0);
    /* Names are unique and found again. */
    for (int i = 1; i < UG_SPR_COUNT; i++) {
        const char *name = ug_sprite_name(i);
        assert_non_null(name);
        assert_int_equal(ug_sprite_by_name(name, (int)strlen(name)), i);
    }
    assert_int_equal(ug_sprite_by_name("dragon", 6), UG_SPR_NONE);
    assert_null(ug_sprite_name(UG_SPR_COUNT));
    /* Each creature looks like itself: no two kinds share a sprite. */
    for (int a = 0; a < UG_MON_KIND_COUNT; a++)
        for (int b = a + 1; b < UG_MON_KIND_COUNT; b++)
            assert_int_not_equal(ug_sprite_monster((UgMonsterKind)a),
                                 ug_sprite_monster((UgMonsterKind)b));
}

/* The frame says per cell what is here: terrain and thing, from the appearance tables, so both
 * renderers draw the same frame. */
static void the_frame_says_what_is_here(void **state) {
    (void)state;
    UgGame *g = ug_test_blank_classic_game();
    ug_test_floor_rect(g, 5, 3, 20, 8);
    ug_test_see_rect(g, 4, 2, 21, 9, false);
    ug_test_see_rect(g, 4, 2, 12, 9, true);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 10, 5, 6);
    ug_scenario_set_tile(g, 8, 7, UG_TILE_POTION);
    ug_scenario_set_tile(g, 9, 7, UG_TILE_STAIRS);
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.options.tiles = UG_TILES_SPRITES;
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_int_equal(frame.tiles, UG_TILES_SPRITES);
    assert_int_equal(frame.cells[5][7].thing, UG_SPR_PLAYER);
    assert_true(frame.cells[5][7].player);
    assert_int_equal(frame.cells[5][10].thing, UG_SPR_GOBLIN);
    assert_true(frame.cells[5][10].monster);
    assert_int_equal(frame.cells[5][10].terrain, UG_SPR_FLOOR_SLATE);
    assert_int_equal(frame.cells[2][6].terrain, UG_SPR_WALL_BRICK); /* rock by the floor */
    assert_int_equal(frame.cells[0][0].terrain, UG_SPR_NONE);       /* never seen */
    /* classic's potions lie in the map: a potion on a floor. */
    assert_int_equal(frame.cells[7][8].terrain, UG_SPR_FLOOR_SLATE);
    assert_int_equal(frame.cells[7][8].thing, UG_SPR_POTION);
    assert_int_equal(frame.cells[7][9].terrain, UG_SPR_STAIRS_DOWN);
    assert_int_equal(frame.cells[7][9].thing, UG_SPR_NONE);
    /* Remembered floor is marked dimmed, for both renderers. */
    assert_true(frame.cells[7][15].dimmed);
    assert_int_equal(frame.cells[7][15].terrain, UG_SPR_FLOOR_SLATE);
    /* The help's legend carries the same signs as sprites. */
    s.overlay = UG_OVERLAY_HELP;
    ug_view_build(&frame, g, NULL, NULL, &s);
    int legend = 0;
    for (int i = 0; i < frame.overlay_count; i++)
        if (frame.overlay_glyph[i]) {
            assert_true(frame.overlay_sprite[i] != UG_SPR_NONE);
            legend++;
        }
    assert_int_equal(legend, ug_view_profile(UG_MODE_CLASSIC)->legend_count);
    ug_game_free(g);

    /* Every mode draws its walls and floors in its own style, cursed's frame included. */
    static const char *const seeds[UG_MODE_COUNT] = {[UG_MODE_CLASSIC] = "1",
                                                     [UG_MODE_SIMPLE] = "a",
                                                     [UG_MODE_CURSED] = "1234567890",
                                                     [UG_MODE_ADVENTURE] = "a"};
    int floors[UG_MODE_COUNT] = {0};
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        UgGameParams p = {(UgMode)m, seeds[m]};
        assert_int_equal(ug_game_new(&p, &g), UG_OK);
        UgViewState vs = {0};
        vs.scene = UG_SCENE_GAME;
        vs.mode = (UgMode)m;
        UgCursedScene scene;
        memset(&scene, 0, sizeof scene);
        ug_cursed_keys_init(&scene.ui, false);
        vs.cursed = &scene;
        ug_view_build(&frame, g, NULL, NULL, &vs);
        const UgPlayer *pl = ug_game_player(g);
        const UgCell *at = &frame.cells[pl->y - frame.cam_y][pl->x - frame.cam_x];
        assert_int_equal(at->thing, UG_SPR_PLAYER);
        floors[m] = at->terrain;
        assert_true(floors[m] > UG_SPR_NONE && floors[m] != UG_SPR_UNKNOWN);
        for (int y = 0; y < frame.board_h; y++)
            for (int x = 0; x < frame.board_w; x++) {
                const UgCell *c = &frame.cells[y][x];
                if (c->seen && c->glyph && !c->terrain && !c->thing)
                    fail_msg("mode %d: cell %d,%d shows glyph %u but no sprite", m, x, y,
                             (unsigned)c->glyph);
            }
        ug_game_free(g);
    }
    for (int a = 0; a < UG_MODE_COUNT; a++)
        for (int b = a + 1; b < UG_MODE_COUNT; b++) assert_int_not_equal(floors[a], floors[b]);
}

/* cursed's aim mode: the range and the cursor are highlights (lit) that a sprite board shows
 * over its sprites; the cursor has its own sprite. */
static void aim_range_is_lit(void **state) {
    (void)state;
    UgGameParams p = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    vs.mode = UG_MODE_CURSED;
    UgCursedScene scene;
    memset(&scene, 0, sizeof scene);
    ug_cursed_keys_init(&scene.ui, false);
    vs.cursed = &scene;
    const UgPlayer *pl = ug_game_player(g);
    ug_view_build(&frame, g, NULL, NULL, &vs);
    for (int y = 0; y < frame.board_h; y++)
        for (int x = 0; x < frame.board_w; x++) assert_false(frame.cells[y][x].lit);
    /* the power stack's rows have their orbs' sprites (the empty ones none) */
    assert_true(frame.has_inventory && frame.inv_count > 0);
    for (int i = 0; i < frame.inv_count; i++)
        assert_int_equal(frame.inv_sprite[i] != UG_SPR_NONE, frame.inv_glyph[i] != '-');
    assert_true(frame.inv_sprite[0] >= UG_SPR_ORB_FIRE && frame.inv_sprite[0] <= UG_SPR_ORB_CURSED);
    scene.ui.mode = UG_CK_MODE_AIM;
    scene.ui.cursor_x = pl->x;
    scene.ui.cursor_y = pl->y;
    ug_view_build(&frame, g, NULL, NULL, &vs);
    const UgCell *at = &frame.cells[pl->y - frame.cam_y][pl->x - frame.cam_x];
    assert_int_equal(at->thing, UG_SPR_CURSOR);
    assert_true(at->lit);
    int lit = 0;
    for (int y = 0; y < frame.board_h; y++)
        for (int x = 0; x < frame.board_w; x++) lit += frame.cells[y][x].lit;
    assert_true(lit > 1);
    ug_game_free(g);

    /* adventure's aim: the same highlights, the cursor's sprite where nothing else is */
    UgGameParams ap = {UG_MODE_ADVENTURE, "aim"};
    assert_int_equal(ug_game_new(&ap, &g), UG_OK);
    UgViewState as = {0};
    as.scene = UG_SCENE_GAME;
    as.mode = UG_MODE_ADVENTURE;
    pl = ug_game_player(g);
    as.aim = true;
    as.aim_x = pl->x;
    as.aim_y = pl->y;
    ug_view_build(&frame, g, NULL, NULL, &as);
    at = &frame.cells[pl->y - frame.cam_y][pl->x - frame.cam_x];
    assert_true(at->lit);
    assert_int_equal(at->thing, UG_SPR_PLAYER); /* the player stays findable under it */
    ug_game_free(g);
}

/* The board's tiles become whole multiples of a sprite (1x, 2x, 3x...), the largest that fits in
 * the tile the layout chose; the board keeps its columns and rows, centred where it was. */
static void the_layout_snaps_to_whole_sprite_pixels(void **state) {
    (void)state;
    static const int sizes[][2] = {{640, 360},   {1120, 630},  {1280, 800},  {1366, 768},
                                   {1920, 1080}, {2560, 1440}, {3840, 2160}, {1000, 1000}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        UgLayout l, snapped;
        ug_layout_compute(&l, sizes[i][0], sizes[i][1],
                          &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
        snapped = l;
        ug_layout_snap_sprites(&snapped);
        if (l.tile < UG_SPRITE_PX) {
            assert_int_equal(snapped.tile, l.tile);
            continue;
        }
        assert_int_equal(snapped.tile % UG_SPRITE_PX, 0);
        assert_true(snapped.tile <= l.tile && snapped.tile > l.tile - UG_SPRITE_PX);
        assert_int_equal(snapped.cols, l.cols);
        assert_int_equal(snapped.rows, l.rows);
        assert_int_equal(snapped.board.w, snapped.cols * snapped.tile);
        assert_int_equal(snapped.board.h, snapped.rows * snapped.tile);
        assert_true(ug_rect_inside(snapped.board, l.board));
        /* centred: the letterbox is even on both sides (within a pixel) */
        int left = snapped.board.x - l.board.x;
        int right = l.board.x + l.board.w - snapped.board.x - snapped.board.w;
        assert_true(abs(left - right) <= 1);
    }
    /* The layout itself, asked for sprites at "Fit the window": the fill rule's whole-pixel
     * tile, the glyphs' own (issue 27: 1x at 1920x1080 left half the window empty), and the
     * look line and the log follow the board (no letterbox between them). */
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        UgLayout glyphs, sprites;
        ug_layout_compute(&glyphs, sizes[i][0], sizes[i][1],
                          &(UgLayoutParams){64, 32, 8, true, 0, 0, 0});
        ug_layout_compute(&sprites, sizes[i][0], sizes[i][1],
                          &(UgLayoutParams){64, 32, 8, true, 0, UG_SPRITE_PX, 0});
        assert_int_equal(sprites.tile, glyphs.tile);
        assert_int_equal(sprites.look.y - (sprites.board.y + sprites.board.h),
                         glyphs.look.y - (glyphs.board.y + glyphs.board.h));
        assert_true(sprites.cols >= glyphs.cols && sprites.rows >= glyphs.rows);
    }
    UgLayout big;
    ug_layout_compute(&big, 3840, 2160, &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    ug_layout_snap_sprites(&big);
    assert_true(big.tile >= 3 * UG_SPRITE_PX); /* 4K: the sprites are at least 3x */
}

/* The settings' names of the three looks, and F2's cycle through them. */
static void tiles_modes_cycle(void **state) {
    (void)state;
    assert_string_equal(ug_tiles_mode_name(UG_TILES_HYBRID), "hybrid");
    assert_int_equal(ug_tiles_mode_parse("sprites", 7), UG_TILES_SPRITES);
    assert_int_equal(ug_tiles_mode_parse("sprite", 6), -1);
    assert_null(ug_tiles_mode_name(UG_TILES_MODE_COUNT));
    int m = UG_TILES_GLYPHS;
    m = ug_tiles_mode_next(m, 1);
    assert_int_equal(m, UG_TILES_SPRITES);
    m = ug_tiles_mode_next(m, 1);
    assert_int_equal(m, UG_TILES_HYBRID);
    m = ug_tiles_mode_next(m, 1);
    assert_int_equal(m, UG_TILES_GLYPHS);
    assert_int_equal(ug_tiles_mode_next(UG_TILES_GLYPHS, -1), UG_TILES_HYBRID);
    assert_int_equal(ug_tiles_mode_next(99, 1), UG_TILES_SPRITES); /* out of range: glyphs */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_appearance_has_a_sprite),
        cmocka_unit_test(the_frame_says_what_is_here),
        cmocka_unit_test(the_layout_snaps_to_whole_sprite_pixels),
        cmocka_unit_test(tiles_modes_cycle),
        cmocka_unit_test(aim_range_is_lit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
