/* The board's texture (board_cache.h: only the cells changed since the last frame drawn again)
 * and the panels' (render_sdl.h: the HUD, sight, inventory and log redrawn only when their
 * drawing calls change) change no pixel: one renderer with its caches and one without draw the same
 * frames of a scripted game of every mode in turn (classic, simple, cursed, adventure: a mode
 * switch with the texture kept), one frame after every action, with the pointer's hover moving,
 * adventure's aim on and off, each turn's effects (anim.h) at several times, the tiles switched
 * between glyphs, sprites and hybrid, and the window resized between 1280x720 and 1600x900; every
 * frame must be the uncached one, byte for byte. Drawn again, a frame redraws no cell (the texture
 * is in use), and copies every panel. And a texture that never redraws a changed cell or panel (the
 * test's own broken setting) must be caught by the same comparison: the test would see stale cells.
 */
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
#include "anim.h"
#include "layout.h"
#include "log.h"
#include "paths.h"
#include "render_sdl.h"
#include "sprites_sdl.h"
#include "view.h"

static UgFrame frame;
static UgLog log_value;
#include "sdl_fixture.h"

enum { CANVAS_W = 1600, CANVAS_H = 900, STEPS = 36 };

/* Lays out and builds the game's frame for a w x h window, with the view state's pointer, aim
 * and effects. */
static void build(const UgGame *g, int tiles, int w, int h, UgViewState *s, UgLayout *l) {
    UgLayoutParams lp = {ug_game_width(g),
                         ug_game_height(g),
                         ug_view_hud_lines(g, NULL),
                         (ug_game_info(g)->systems & UG_SYS_INVENTORY) != 0,
                         0,
                         tiles != UG_TILES_GLYPHS ? UG_SPRITE_PX : 0,
                         0};
    ug_layout_compute(l, w, h, &lp);
    s->scene = UG_SCENE_GAME;
    s->options.tiles = tiles;
    s->log_lines = l->log_lines;
    s->view_cols = l->cols;
    s->view_rows = l->rows;
    ug_view_build(&frame, g, &log_value, NULL, s);
}

static void load_atlas(Canvas *c) {
    char error[512];
    c->atlas = ug_sprite_atlas_load(c->renderer, UG_ATLAS_PNG, UG_ATLAS_IDX, error, sizeof error);
    if (!c->atlas) fail_msg("the atlas cannot be loaded: %s", error);
    ug_render_sdl_set_sprites(c->rs, c->atlas);
}

/* The first pixel where the two canvases differ, as "x,y" in `where`; false if none. */
static bool differ(const Canvas *a, const Canvas *b, char *where, size_t size) {
    SDL_RenderPresent(a->renderer);
    SDL_RenderPresent(b->renderer);
    for (int y = 0; y < a->surface->h; y++) {
        const Uint32 *pa =
            (const Uint32 *)((const Uint8 *)a->surface->pixels + y * a->surface->pitch);
        const Uint32 *pb =
            (const Uint32 *)((const Uint8 *)b->surface->pixels + y * b->surface->pitch);
        if (memcmp(pa, pb, (size_t)a->surface->w * 4) == 0) continue;
        for (int x = 0; x < a->surface->w; x++)
            if (pa[x] != pb[x]) {
                snprintf(where, size, "pixel (%d,%d) is %08x cached, %08x uncached", x, y,
                         (unsigned)pa[x], (unsigned)pb[x]);
                return true;
            }
    }
    return false;
}

typedef struct Script {
    int frames;      /* frames compared */
    int mismatches;  /* frames that differed */
    int redrawn_max; /* the most cells one frame drew into the texture */
    int effects;     /* frames drawn with a turn's effects playing */
    int panels;      /* panels drawn into their textures, over the script */
    int textured;    /* frames whose board went through its texture (not drawn directly) */
    char first[200]; /* the first difference, said */
} Script;

/* Draws one frame on both canvases and compares them; a second draw of it on the cached one
 * must redraw no cell and still match. */
static void draw_both(Canvas *cached, Canvas *plain, const UgLayout *l, Script *sc,
                      const char *what) {
    assert_true(ug_render_sdl_draw(cached->rs, &frame, l));
    assert_true(ug_render_sdl_draw(plain->rs, &frame, l));
    int redrawn = ug_render_sdl_board_redrawn(cached->rs); /* -1: drawn directly */
    if (redrawn >= 0) sc->textured++;
    if (redrawn > sc->redrawn_max) sc->redrawn_max = redrawn;
    sc->panels += ug_render_sdl_panels_redrawn(cached->rs);
    char where[160];
    sc->frames++;
    if (differ(cached, plain, where, sizeof where)) {
        if (!sc->mismatches++) {
            snprintf(sc->first, sizeof sc->first, "%s: %s", what, where);
            IMG_SavePNG(cached->surface, UG_TEST_OUT_DIR "board_cached.png");
            IMG_SavePNG(plain->surface, UG_TEST_OUT_DIR "board_uncached.png");
        }
        return;
    }
    assert_true(ug_render_sdl_draw(cached->rs, &frame, l));
    assert_int_equal(ug_render_sdl_board_redrawn(cached->rs), redrawn >= 0 ? 0 : -1);
    assert_int_equal(ug_render_sdl_panels_redrawn(cached->rs), 0);
    if (differ(cached, plain, where, sizeof where) && !sc->mismatches++)
        snprintf(sc->first, sizeof sc->first, "%s, drawn again: %s", what, where);
}

/* The whole script with the cached canvas's board texture `broken` or not. */
static void run_script(bool broken, bool textures, Script *sc) {
    memset(sc, 0, sizeof *sc);
    Canvas cached, plain;
    canvas_open(&cached, CANVAS_W, CANVAS_H);
    canvas_open(&plain, CANVAS_W, CANVAS_H);
    ug_render_sdl_set_caching(plain.rs, false);
    ug_render_sdl_set_board_texture(cached.rs, textures, broken);
    load_atlas(&cached);
    load_atlas(&plain);
    static const int sizes[2][2] = {{1280, 720}, {CANVAS_W, CANVAS_H}};
    static UgFrame shown;
    for (int mode = 0; mode < UG_MODE_COUNT; mode++) {
        const UgGameInfo *info = ug_mode_info((UgMode)mode);
        UgGameParams params = {
            (UgMode)mode, info && info->seed_kind == UG_SEED_TEN_DIGITS ? "1234567890" : "48213"};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
        ug_log_clear(&log_value);
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, 1);
        UgViewState s = {0};
        s.mode = (UgMode)mode;
        static UgAnims anims;
        static UgAnimBefore before;
        memset(&anims, 0, sizeof anims);
        for (int step = 0; step < STEPS && ug_game_status(g) == UG_STATUS_PLAYING; step++) {
            /* the tiles change every 12 actions, the window's size every 9 */
            int tiles = (step / 12 + mode) % UG_TILES_MODE_COUNT;
            const int *size = sizes[(step / 9 + mode) % 2];
            int px = ug_game_player(g)->x, py = ug_game_player(g)->y;
            s.hover = step % 3 != 2; /* the pointer wanders round the player, and leaves */
            s.hover_x = px + (step % 5) - 2;
            s.hover_y = py + (step % 4) - 1;
            s.aim = mode == UG_MODE_ADVENTURE && step % 6 >= 3;
            s.aim_x = px + (step % 7) - 3;
            s.aim_y = py - 2;
            int end = ug_anims_end_ms(&anims);
            for (int t = 0; t <= end; t += end > 0 ? 40 : 1) { /* the effects, then none */
                s.anims = end > 0 && t < end ? &anims : NULL;
                s.anim_t = t;
                if (s.anims) sc->effects++;
                UgLayout l;
                build(g, tiles, size[0], size[1], &s, &l);
                char what[120];
                snprintf(what, sizeof what, "%s, %s, %dx%d, step %d, %d ms", ug_mode_name(mode),
                         ug_tiles_mode_name(tiles), size[0], size[1], step, t);
                draw_both(&cached, &plain, &l, sc, what);
                if (end == 0) break;
            }
            shown = frame;
            ug_anim_before(&before, g);
            UgEvents ev = {0};
            UgAction action = ug_bot_next(&bot, g);
            bool acted = ug_game_act(g, action, &ev);
            ug_log_add_events(&log_value, &ev);
            ug_anims_from_turn(&anims, &before, g, action, acted, &shown);
        }
        ug_game_free(g);
    }
    canvas_close(&cached);
    canvas_close(&plain);
}

static void the_board_texture_changes_no_pixel(void **state) {
    (void)state;
    Script sc;
    run_script(false, true, &sc);
    if (sc.mismatches)
        fail_msg("%d of %d frames differ; first: %s", sc.mismatches, sc.frames, sc.first);
    print_message("%d frames (%d with the board's texture, %d with effects), up to %d cells "
                  "redrawn in one, %d panels\n",
                  sc.frames, sc.textured, sc.effects, sc.redrawn_max, sc.panels);
    assert_true(sc.frames > 100);
    assert_true(sc.effects > 0);
    assert_int_equal(sc.textured, sc.frames);
    assert_true(sc.redrawn_max > 0);
    assert_true(sc.panels > 0);
}

/* The comparison above can fail: a texture that keeps every cell as first drawn differs. */
static void a_stale_cell_would_be_seen(void **state) {
    (void)state;
    Script sc;
    run_script(true, true, &sc);
    assert_true(sc.mismatches > 0);
}

/* Without the textures (a renderer that cannot draw into them) the frames are the same too. */
static void without_textures_the_same(void **state) {
    (void)state;
    Script sc;
    run_script(false, false, &sc);
    if (sc.mismatches)
        fail_msg("%d of %d frames differ; first: %s", sc.mismatches, sc.frames, sc.first);
    assert_int_equal(sc.textured, 0);
    assert_int_equal(sc.panels, 0);
}

/* A renderer that says its targets' contents were lost (SDL_RENDER_TARGETS_RESET) has the
 * board's and the panels' textures redrawn whole at the next frame. */
static void a_targets_reset_redraws_all(void **state) {
    (void)state;
    Canvas c;
    canvas_open(&c, 1280, 720);
    UgGameParams params = {UG_MODE_ADVENTURE, "48213"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    ug_log_clear(&log_value);
    UgViewState s = {0};
    UgLayout l;
    build(g, UG_TILES_GLYPHS, 1280, 720, &s, &l);
    assert_true(ug_render_sdl_draw(c.rs, &frame, &l));
    assert_true(ug_render_sdl_draw(c.rs, &frame, &l));
    assert_int_equal(ug_render_sdl_board_redrawn(c.rs), 0);
    SDL_Event e = {.type = SDL_RENDER_TARGETS_RESET};
    assert_true(SDL_PushEvent(&e) >= 0);
    assert_true(ug_render_sdl_draw(c.rs, &frame, &l));
    int cells = (frame.board_w < l.cols ? frame.board_w : l.cols) *
                (frame.board_h < l.rows ? frame.board_h : l.rows);
    assert_int_equal(ug_render_sdl_board_redrawn(c.rs), cells);
    assert_true(ug_render_sdl_panels_redrawn(c.rs) > 0);
    ug_game_free(g);
    canvas_close(&c);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(the_board_texture_changes_no_pixel, setup, teardown),
        cmocka_unit_test_setup_teardown(a_stale_cell_would_be_seen, setup, teardown),
        cmocka_unit_test_setup_teardown(without_textures_the_same, setup, teardown),
        cmocka_unit_test_setup_teardown(a_targets_reset_redraws_all, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
