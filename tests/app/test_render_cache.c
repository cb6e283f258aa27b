/* The renderer's caches (render_sdl.h: lines of text composed once, the sprite atlas scaled once
 * per tile size) change no pixel: a scripted game of every mode, in glyphs and in sprites, at
 * 1280x720 and 3840x2160, is drawn frame after frame by a renderer with its caches (kept from
 * frame to frame, so that a stale entry would show) and by one without, into two offscreen
 * software surfaces, and the two images must be equal, every byte. A renderer that moves from
 * one size to the other (its atlases rebuilt) must then draw what a fresh one draws. */
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

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "layout.h"
#include "log.h"
#include "paths.h"
#include "render_sdl.h"
#include "sprites_sdl.h"
#include "view.h"

static UgFrame frame;
static UgLog log_value;
#include "sdl_fixture.h"

/* Lays out and builds the game's frame for a w x h window. */
static void build(const UgGame *g, int tiles, int w, int h, UgLayout *l) {
    UgLayoutParams lp = {ug_game_width(g),
                         ug_game_height(g),
                         ug_view_hud_lines(g, NULL),
                         (ug_game_info(g)->systems & UG_SYS_INVENTORY) != 0,
                         0,
                         tiles != UG_TILES_GLYPHS ? UG_SPRITE_PX : 0,
                         0};
    ug_layout_compute(l, w, h, &lp);
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.options.tiles = tiles;
    s.log_lines = l->log_lines;
    s.view_cols = l->cols;
    s.view_rows = l->rows;
    ug_view_build(&frame, g, &log_value, NULL, &s);
}

static void load_atlas(Canvas *c) {
    char error[512];
    c->atlas = ug_sprite_atlas_load(c->renderer, UG_ATLAS_PNG, UG_ATLAS_IDX, error, sizeof error);
    if (!c->atlas) fail_msg("the atlas cannot be loaded: %s", error);
    ug_render_sdl_set_sprites(c->rs, c->atlas);
}

/* Both canvases drew the same frame: the first differing pixel is named. */
static void assert_same_pixels(const Canvas *a, const Canvas *b, const char *what) {
    SDL_RenderPresent(a->renderer);
    SDL_RenderPresent(b->renderer);
    assert_int_equal(a->surface->w, b->surface->w);
    assert_int_equal(a->surface->h, b->surface->h);
    for (int y = 0; y < a->surface->h; y++) {
        const Uint32 *pa =
            (const Uint32 *)((const Uint8 *)a->surface->pixels + y * a->surface->pitch);
        const Uint32 *pb =
            (const Uint32 *)((const Uint8 *)b->surface->pixels + y * b->surface->pitch);
        if (memcmp(pa, pb, (size_t)a->surface->w * 4) == 0) continue;
        for (int x = 0; x < a->surface->w; x++)
            if (pa[x] != pb[x]) {
                IMG_SavePNG(a->surface, UG_TEST_OUT_DIR "cache_cached.png");
                IMG_SavePNG(b->surface, UG_TEST_OUT_DIR "cache_uncached.png");
                fail_msg("%s: pixel (%d,%d) is %08x cached, %08x uncached", what, x, y,
                         (unsigned)pa[x], (unsigned)pb[x]);
            }
    }
}

/* One mode at one size in glyphs, sprites and hybrid: a fresh game, then frames every 25
 * explore steps up to 200 (every 50 at 4K), each drawn cached and uncached. */
static void same_pixels_in(UgMode mode, int w, int h) {
    for (int tiles = UG_TILES_GLYPHS; tiles < UG_TILES_MODE_COUNT; tiles++) {
        Canvas cached, plain;
        canvas_open(&cached, w, h);
        canvas_open(&plain, w, h);
        ug_render_sdl_set_caching(plain.rs, false);
        if (tiles != UG_TILES_GLYPHS) {
            load_atlas(&cached);
            load_atlas(&plain);
        }
        UgGameParams params = {mode, mode == UG_MODE_CURSED ? "1234567890" : "48213"};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        ug_log_clear(&log_value);
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, 1);
        for (int step = 0; step <= 200; step++) {
            if (step % (w > 2000 ? 50 : 25) == 0) {
                UgLayout l;
                build(g, tiles, w, h, &l);
                assert_true(ug_render_sdl_draw(cached.rs, &frame, &l));
                assert_true(ug_render_sdl_draw(plain.rs, &frame, &l));
                char what[96];
                snprintf(what, sizeof what, "%s, %s, %dx%d, step %d", ug_mode_name(mode),
                         ug_tiles_mode_name(tiles), w, h, step);
                assert_same_pixels(&cached, &plain, what);
                /* drawn again, the frame comes from the cache: nothing new is composed */
                int misses = ug_render_sdl_line_misses(cached.rs);
                assert_true(ug_render_sdl_draw(cached.rs, &frame, &l));
                assert_int_equal(ug_render_sdl_line_misses(cached.rs), misses);
                assert_true(misses > 0); /* the cache is in use, not bypassed */
                assert_same_pixels(&cached, &plain, what);
            }
            if (ug_game_status(g) != UG_STATUS_PLAYING) break;
            UgEvents ev = {0};
            ug_game_act(g, ug_bot_next(&bot, g), &ev);
            ug_log_add_events(&log_value, &ev);
        }
        ug_game_free(g);
        canvas_close(&cached);
        canvas_close(&plain);
    }
}

static void classic_720p(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_CLASSIC, 1280, 720);
}
static void simple_720p(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_SIMPLE, 1280, 720);
}
static void cursed_720p(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_CURSED, 1280, 720);
}
static void adventure_720p(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_ADVENTURE, 1280, 720);
}
static void classic_4k(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_CLASSIC, 3840, 2160);
}
static void simple_4k(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_SIMPLE, 3840, 2160);
}
static void cursed_4k(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_CURSED, 3840, 2160);
}
static void adventure_4k(void **state) {
    (void)state;
    same_pixels_in(UG_MODE_ADVENTURE, 3840, 2160);
}

/* A renderer that drew at 1280x720 and then at 3840x2160 (text at new pixel sizes, sprites at
 * a new tile size) draws what a renderer that only drew at 3840x2160 draws: nothing composed at
 * the old sizes is reused. */
static void a_resize_leaves_nothing_stale(void **state) {
    (void)state;
    for (int tiles = UG_TILES_GLYPHS; tiles <= UG_TILES_SPRITES; tiles++) {
        Canvas moved, fresh;
        canvas_open(&moved, 3840, 2160);
        canvas_open(&fresh, 3840, 2160);
        ug_render_sdl_set_caching(fresh.rs, false);
        if (tiles != UG_TILES_GLYPHS) {
            load_atlas(&moved);
            load_atlas(&fresh);
        }
        UgGameParams params = {UG_MODE_ADVENTURE, "7"};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        ug_log_clear(&log_value);
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, 1);
        for (int i = 0; i < 40 && ug_game_status(g) == UG_STATUS_PLAYING; i++) {
            UgEvents ev = {0};
            ug_game_act(g, ug_bot_next(&bot, g), &ev);
            ug_log_add_events(&log_value, &ev);
        }
        UgLayout l;
        build(g, tiles, 1280, 720, &l);
        assert_true(ug_render_sdl_draw(moved.rs, &frame, &l));
        build(g, tiles, 3840, 2160, &l);
        assert_true(ug_render_sdl_draw(moved.rs, &frame, &l));
        assert_true(ug_render_sdl_draw(fresh.rs, &frame, &l));
        assert_same_pixels(&moved, &fresh, tiles ? "resized, sprites" : "resized, glyphs");
        ug_game_free(g);
        canvas_close(&moved);
        canvas_close(&fresh);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(classic_720p, setup, teardown),
        cmocka_unit_test_setup_teardown(simple_720p, setup, teardown),
        cmocka_unit_test_setup_teardown(cursed_720p, setup, teardown),
        cmocka_unit_test_setup_teardown(adventure_720p, setup, teardown),
        cmocka_unit_test_setup_teardown(classic_4k, setup, teardown),
        cmocka_unit_test_setup_teardown(simple_4k, setup, teardown),
        cmocka_unit_test_setup_teardown(cursed_4k, setup, teardown),
        cmocka_unit_test_setup_teardown(adventure_4k, setup, teardown),
        cmocka_unit_test_setup_teardown(a_resize_leaves_nothing_stale, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
