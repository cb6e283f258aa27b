/* Pixel tests: the real renderer draws a known frame into an offscreen software renderer, and
 * chosen pixels are checked (the image is saved as PNG beside the test for a look). */
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

#include "layout.h"
#include "paths.h"
#include "render_sdl.h"
#include "view.h"
#include "view_fixtures.h"

static UgFrame frame;
static UgLog log_value;
#include "sdl_fixture.h"

static void assert_pixel(const Canvas *c, int x, int y, int r, int g, int b) {
    SDL_Color p = pixel(c, x, y);
    if (p.r != r || p.g != g || p.b != b)
        fail_msg("pixel (%d,%d) is %d,%d,%d, expected %d,%d,%d", x, y, p.r, p.g, p.b, r, g, b);
}

/* Does any pixel of the rectangle come within `tol` of the colour? */
static bool any_pixel_near(const Canvas *c, int x0, int y0, int w, int h, int r, int g, int b,
                           int tol) {
    for (int y = y0; y < y0 + h; y++)
        for (int x = x0; x < x0 + w; x++) {
            SDL_Color p = pixel(c, x, y);
            if (abs(p.r - r) <= tol && abs(p.g - g) <= tol && abs(p.b - b) <= tol) return true;
        }
    return false;
}

/* A room x 5..20, y 3..8 seen from x 4 to 21 and visible up to x 12, the player at (7, 5) and a
 * goblin at (10, 5). */
static UgGame *scripted_game(void) {
    UgGame *g = ug_test_blank_classic_game();
    ug_test_floor_rect(g, 5, 3, 20, 8);
    ug_test_see_rect(g, 4, 2, 21, 9, false);
    ug_test_see_rect(g, 4, 2, 12, 9, true);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 10, 5, 6);
    return g;
}

static void draws_the_board_hud_log_and_minimap(void **state) {
    (void)state;
    Canvas c;
    canvas_open(&c, 1280, 960); /* 4:3, so the 16:9 canvas is letterboxed */
    UgGame *g = scripted_game();
    ug_log_clear(&log_value);
    ug_log_push(&log_value, UG_MSG_FLOOR_START, 1, 0, NULL);
    UgLayout l;
    ug_layout_compute(&l, 1280, 960, &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.log_lines = l.log_lines;
    s.view_cols = l.cols;
    s.view_rows = l.rows;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_true(ug_render_sdl_draw(c.rs, &frame, &l));
    SDL_RenderPresent(c.renderer);
    IMG_SavePNG(c.surface, UG_TEST_OUT_DIR "pixel_game.png");

    int t = l.tile;
#define TILE_X(i) (l.board.x + (i)*t)
#define TILE_Y(j) (l.board.y + (j)*t)
    /* Letterbox bar and unseen tiles: the background. */
    assert_pixel(&c, 10, 10, 8, 8, 14);
    assert_pixel(&c, TILE_X(25) + 3, TILE_Y(12) + 3, 8, 8, 14);
    /* Floor in sight, floor remembered, wall in sight, wall remembered (seed colours). */
    assert_pixel(&c, TILE_X(6) + 2, TILE_Y(7) + 2, 40, 38, 62);
    assert_pixel(&c, TILE_X(15) + 2, TILE_Y(7) + 2, 20, 20, 32);
    assert_pixel(&c, TILE_X(6) + 2, TILE_Y(2) + 2, 110, 94, 150);
    assert_pixel(&c, TILE_X(15) + 2, TILE_Y(2) + 2, 50, 44, 70);
    /* The seam between tiles (as the original's 19 px blocks on a 20 px grid). */
    assert_pixel(&c, TILE_X(7) - 1, TILE_Y(7) + 2, 8, 8, 14);
    /* The @ is white ink in its tile, the goblin green ink in its own. */
    assert_true(any_pixel_near(&c, TILE_X(7), TILE_Y(5), t, t, 255, 255, 255, 8));
    assert_true(any_pixel_near(&c, TILE_X(10), TILE_Y(5), t, t, 120, 220, 110, 8));
    assert_false(any_pixel_near(&c, TILE_X(6), TILE_Y(5), t, t, 255, 255, 255, 60));
    /* The whole floor is on the board: no minimap repeats it (fault 3). */
    assert_false(l.has_minimap);
    /* The goblin in sight is listed in the sidebar with its glyph's green. */
    assert_true(l.sight_lines > 0);
    assert_true(any_pixel_near(&c, l.sight.x, l.sight.y, l.sight.w, l.sight.h, 120, 220, 110, 8));
    /* The health bar is full and green somewhere in the HUD; the log line is drawn in the
     * message colour inside the log strip and nowhere in the HUD. */
    assert_true(any_pixel_near(&c, l.hud.x, l.hud.y, l.hud.w, l.hud.h, 110, 210, 110, 0));
    UgColor sys = ug_view_kind_color(UG_MSGKIND_SYSTEM);
    assert_true(any_pixel_near(&c, l.log.x, l.log.y, l.log.w, l.log.h, sys.r, sys.g, sys.b, 10));
    canvas_close(&c);
    ug_game_free(g);
}

/* Guards against drawing text as a scaled-up bitmap: glyphs are rasterised for each pixel size,
 * so resizing rebuilds the atlases (once) and redrawing at the same size does not. */
static void atlases_follow_the_output_size(void **state) {
    (void)state;
    Canvas c;
    canvas_open(&c, 1920, 1080);
    UgViewState s = {0};
    s.scene = UG_SCENE_TITLE;
    ug_view_build(&frame, NULL, NULL, NULL, &s);
    UgLayout l;
    ug_layout_compute(&l, 640, 360, NULL);
    ug_render_sdl_draw(c.rs, &frame, &l);
    int after_first = ug_render_sdl_atlas_builds(c.rs);
    assert_int_equal(after_first, 2); /* text and heading: the title has no board */
    ug_render_sdl_draw(c.rs, &frame, &l);
    assert_int_equal(ug_render_sdl_atlas_builds(c.rs), 2);
    ug_layout_compute(&l, 1920, 1080, NULL);
    ug_render_sdl_draw(c.rs, &frame, &l);
    assert_int_equal(ug_render_sdl_atlas_builds(c.rs), 4);
    /* The title's text is crisp: fully opaque heading ink exists at the large size. */
    assert_true(any_pixel_near(&c, 0, 0, 1920, 1080, 255, 255, 255, 0));
    canvas_close(&c);
}

static int lines;
static char wrapped[8][64];
static void collect(void *user, const char *line, size_t n) {
    (void)user;
    if (lines < 8) snprintf(wrapped[lines], sizeof wrapped[lines], "%.*s", (int)n, line);
    lines++;
}

static void wraps_at_spaces(void **state) {
    (void)state;
    lines = 0;
    assert_int_equal(ug_wrap_text("Pulsa espacio o haz clic para empezar.", 16, collect, NULL), 3);
    /* Balanced: no lone word on the last line where a better break exists. */
    assert_string_equal(wrapped[0], "Pulsa espacio");
    assert_string_equal(wrapped[1], "o haz clic");
    assert_string_equal(wrapped[2], "para empezar.");
    lines = 0;
    assert_int_equal(ug_wrap_text("abcdefghij", 4, collect, NULL), 3); /* a long word is cut */
    assert_string_equal(wrapped[2], "ij");
    lines = 0;
    assert_int_equal(ug_wrap_text("Poción ñandú", 6, collect, NULL), 2); /* columns, not bytes */
    assert_string_equal(wrapped[0], "Poción");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(draws_the_board_hud_log_and_minimap),
        cmocka_unit_test(atlases_follow_the_output_size),
        cmocka_unit_test(wraps_at_spaces),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
