/* A death fades (issue 26 item 4, src/view/anim.h), drawn by the window's renderer into an
 * offscreen software surface: a goblin killed at (10, 5) is drawn whole at the fade's start,
 * its pixels lie between the goblin's and the floor's half-way (an alpha fade of its sprite,
 * and of its glyph's colour: no other colour, no vanishing), and at the end the tile is the
 * floor. The fade is made by ug_anims_from_turn from a game with the goblin and the same game
 * without it, as the window does after a kill. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "anim.h"
#include "layout.h"
#include "paths.h"
#include "render_sdl.h"
#include "sprites_sdl.h"
#include "view.h"
#include "view_fixtures.h"

#include "sdl_fixture.h"

enum { GX = 10, GY = 5, W = 1280, H = 960 };

/* The room of the test: floor x 5..20, y 3..8, in sight, the player at (7, 5), and the goblin
 * at (GX, GY) when `goblin`. */
static UgGame *room(bool goblin) {
    UgGame *g = ug_test_blank_classic_game();
    ug_test_floor_rect(g, 5, 3, 20, 8);
    ug_test_see_rect(g, 4, 2, 21, 9, true);
    if (goblin) ug_scenario_add_monster(g, UG_MON_GOBLIN, GX, GY, 6);
    return g;
}

static UgLayout layout(int tile) {
    UgLayout l;
    ug_layout_compute(&l, W, H, &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    l.tile = tile;
    l.board.w = l.cols * tile;
    l.board.h = l.rows * tile;
    l.glyph_px = tile * 4 / 5;
    return l;
}

static UgViewState view_state(const UgLayout *l, int mode) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.log_lines = l->log_lines;
    s.view_cols = l->cols;
    s.view_rows = l->rows;
    s.options.tiles = mode;
    return s;
}

/* The goblin's tile's pixels (tile x tile, ARGB) of `f` drawn on a fresh canvas. */
static void draw_tile(Canvas *c, const UgFrame *f, const UgLayout *l, Uint32 *out) {
    SDL_SetRenderDrawColor(c->renderer, 0, 0, 0, 255);
    SDL_RenderClear(c->renderer);
    assert_true(ug_render_sdl_draw(c->rs, f, l));
    SDL_RenderPresent(c->renderer);
    int px = l->board.x + (GX - f->cam_x) * l->tile, py = l->board.y + (GY - f->cam_y) * l->tile;
    for (int y = 0; y < l->tile; y++)
        for (int x = 0; x < l->tile; x++) {
            SDL_Color p = pixel(c, px + x, py + y);
            out[y * l->tile + x] = (Uint32)p.r << 16 | (Uint32)p.g << 8 | p.b;
        }
}

static int channel(Uint32 v, int k) {
    return (int)(v >> (16 - 8 * k)) & 255;
}

/* One mode: the fade's frames at its start, half-way and its end against the goblin's frame
 * (before the kill) and the floor's (after it, no effect). Half-way, each channel lies between
 * the two within `tol` levels: 2 for sprites and glyphs (one layer at an alpha: rounding);
 * hybrid fades two layers at once (the dark square behind the glyph, and the glyph), whose
 * blend is not linear in the alpha, so a channel may dip a few levels past. */
static void fades_in(int mode, const char *name, int tol) {
    Canvas c;
    canvas_open(&c, W, H);
    char error[512];
    c.atlas = ug_sprite_atlas_load(c.renderer, UG_ATLAS_PNG, UG_ATLAS_IDX, error, sizeof error);
    if (!c.atlas) fail_msg("the built atlas does not load: %s", error);
    ug_render_sdl_set_sprites(c.rs, c.atlas);
    int tile = 2 * UG_SPRITE_PX;
    UgLayout l = layout(tile);
    UgViewState vs = view_state(&l, mode);
    static UgFrame shown, after;
    UgGame *before_game = room(true), *after_game = room(false);
    ug_view_build(&shown, before_game, NULL, NULL, &vs);
    UgAnimBefore before;
    ug_anim_before(&before, before_game);
    assert_int_equal(before.count, 1);
    UgAnims anims;
    assert_int_equal(
        ug_anims_from_turn(&anims, &before, after_game, ug_action_wait(), true, &shown), 1);
    assert_int_equal(anims.items[0].kind, UG_ANIM_FADE);
    int end = ug_anims_end_ms(&anims);
    assert_true(end > 0 && end < 150);

    static Uint32 goblin[128 * 128], floor_px[128 * 128], start[128 * 128], mid[128 * 128],
        last[128 * 128];
    assert_true(tile * tile <= 128 * 128);
    draw_tile(&c, &shown, &l, goblin);
    ug_view_build(&after, after_game, NULL, NULL, &vs);
    /* glyphs: one glyph a cell, so the creature's fades over the tile's ground (its dot is
     * drawn again when the fade ends) */
    int vx = GX - after.cam_x, vy = GY - after.cam_y;
    if (mode == UG_TILES_GLYPHS) after.cells[vy][vx].glyph = 0;
    draw_tile(&c, &after, &l, floor_px);
    const int times[3] = {0, end / 2, end - 1};
    Uint32 *at[3] = {start, mid, last};
    for (int i = 0; i < 3; i++) {
        ug_view_build(&after, after_game, NULL, NULL, &vs);
        assert_true(ug_anims_draw(&after, &anims, times[i]));
        draw_tile(&c, &after, &l, at[i]);
        if (i == 1) {
            char path[512];
            snprintf(path, sizeof path, "%sanim_fade_%s.png", UG_TEST_OUT_DIR, name);
            IMG_SavePNG(c.surface, path);
        }
    }
    /* the start is the goblin as it was shown */
    int differ = 0, between = 0, near_goblin = 0, near_floor = 0;
    for (int p = 0; p < tile * tile; p++) {
        assert_int_equal(start[p], goblin[p]);
        if (goblin[p] == floor_px[p]) {
            assert_int_equal(mid[p], floor_px[p]); /* nothing else is drawn */
            continue;
        }
        differ++;
        bool strictly = false, close_g = true, close_f = true;
        for (int k = 0; k < 3; k++) {
            int a = channel(goblin[p], k), b = channel(floor_px[p], k), m = channel(mid[p], k);
            int lo = a < b ? a : b, hi = a < b ? b : a;
            if (m < lo - tol || m > hi + tol)
                fail_msg("%s: pixel %d channel %d is %d half-way, not between the goblin's %d "
                         "and the floor's %d",
                         name, p, k, m, a, b);
            if (hi - lo >= 24 && m > lo + (hi - lo) / 5 && m < hi - (hi - lo) / 5) strictly = true;
            if (abs(channel(last[p], k) - b) > (hi - lo) / 8 + 2) close_f = false;
            if (abs(m - a) > 2) close_g = false;
        }
        between += strictly;
        near_goblin += close_g;
        near_floor += close_f;
    }
    assert_true(differ > tile); /* the goblin covers a good part of its tile */
    /* half-way, most of the goblin's pixels are neither it nor the floor: a fade */
    if (between * 2 < differ)
        fail_msg("%s: %d of %d pixels are part-way half-way through", name, between, differ);
    assert_true(near_goblin * 10 < differ);
    /* at its end, almost the floor */
    if (near_floor * 10 < differ * 9)
        fail_msg("%s: %d of %d pixels are near the floor at the end", name, near_floor, differ);
    ug_game_free(before_game);
    ug_game_free(after_game);
    canvas_close(&c);
}

static void a_death_fades_in_sprites(void **state) {
    (void)state;
    fades_in(UG_TILES_SPRITES, "sprites", 2);
}

static void a_death_fades_in_hybrid(void **state) {
    (void)state;
    fades_in(UG_TILES_HYBRID, "hybrid", 12);
}

static void a_death_fades_in_glyphs(void **state) {
    (void)state;
    fades_in(UG_TILES_GLYPHS, "glyphs", 2);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_death_fades_in_sprites, setup, teardown),
        cmocka_unit_test_setup_teardown(a_death_fades_in_hybrid, setup, teardown),
        cmocka_unit_test_setup_teardown(a_death_fades_in_glyphs, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
