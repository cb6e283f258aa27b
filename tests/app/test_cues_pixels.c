/* Issue 14: nothing carries state by colour alone. The frame says what a minimap cell holds
 * besides its colour (the player, a creature, an item, stairs) and the renderer draws it as a
 * shape; remembered board cells carry a hatch; cursed's log lines carry the meaning marks of
 * the other modes. Checked on frames (every palette) and on the real renderer's pixels with
 * every colour forced to one grey, so that only the second cue can tell the cells apart. */
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

#include "cursed_view.h"
#include "layout.h"
#include "legibility.h"
#include "palette.h"
#include "paths.h"
#include "render_sdl.h"
#include "view.h"
#include "view_fixtures.h"

static UgFrame frame;
static UgLog log_value;

#include "sdl_fixture.h"

/* The four shapes differ from each other in many pixels at every size they are drawn at, and
 * each has lit and dark pixels (a shape, not a block). */
static void the_marks_are_four_shapes(void **state) {
    (void)state;
    for (int cell = 1; cell <= 12; cell++) {
        int s = ug_cue_mark_size(cell);
        assert_true(s >= UG_CUE_MARK_MIN && s >= cell);
        for (int a = UG_MINI_PLAYER; a < UG_MINI_MARK_COUNT; a++) {
            int lit = 0;
            for (int y = 0; y < s; y++)
                for (int x = 0; x < s; x++) lit += ug_cue_mark_lit(a, s, x, y);
            assert_true(lit > 0 && lit < s * s);
            for (int b = a + 1; b < UG_MINI_MARK_COUNT; b++) {
                int differ = 0;
                for (int y = 0; y < s; y++)
                    for (int x = 0; x < s; x++)
                        differ += ug_cue_mark_lit(a, s, x, y) != ug_cue_mark_lit(b, s, x, y);
                if (differ < s)
                    fail_msg("marks %d and %d differ in %d pixels at %d", a, b, differ, s);
            }
        }
    }
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

static void build(const UgGame *g, UgMode mode, const UgCursedScene *cursed) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = mode;
    s.log_lines = 5;
    s.cursed = cursed;
    ug_view_build(&frame, g, &log_value, NULL, &s);
}

/* The frame marks the player and the creature in sight on the minimap, under every palette
 * (which changes colours only); cursed's, whose creatures and stairs are the same orange, marks
 * them apart; cursed's log lines of danger carry the "!" the other modes' have. */
static void frames_mark_what_colour_says(void **state) {
    (void)state;
    UgGame *g = scripted_game();
    ug_log_clear(&log_value);
    for (int p = 0; p < UG_PALETTE_COUNT; p++) {
        build(g, UG_MODE_CLASSIC, NULL);
        ug_palette_apply(&frame, (UgPalette)p);
        assert_int_equal(frame.minimap_mark[5][7], UG_MINI_PLAYER);
        assert_int_equal(frame.minimap_mark[5][10], UG_MINI_ENEMY);
        assert_int_equal(frame.minimap_mark[6][8], UG_MINI_NONE);
        /* remembered and visible floor: the dimmed flag the hatch is drawn from */
        assert_true(frame.cells[7][15].seen && frame.cells[7][15].dimmed);
        assert_true(frame.cells[7][6].seen && !frame.cells[7][6].dimmed);
    }
    ug_game_free(g);

    UgGameParams params = {UG_MODE_CURSED, "1234567890"};
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    UgCursedScene scene = {0};
    ug_log_clear(&log_value);
    ug_log_push(&log_value, UG_MSG_CURSED_DIE, 0, 0, NULL);
    build(g, UG_MODE_CURSED, &scene);
    const UgPlayer *pl = ug_game_player(g);
    assert_int_equal(frame.minimap_mark[pl->y][pl->x], UG_MINI_PLAYER);
    int stairs = 0;
    for (int y = 0; y < frame.map_h; y++)
        for (int x = 0; x < frame.map_w; x++)
            if (ug_game_tile(g, x, y) == UG_TILE_STAIRS && ug_game_seen(g, x, y)) {
                assert_int_equal(frame.minimap_mark[y][x], UG_MINI_STAIRS);
                stairs++;
            }
    assert_true(stairs > 0);
    bool danger = false;
    for (int i = 0; i < frame.log_count; i++)
        danger |= strcmp(frame.log[i].mark, ug_view_kind_mark(UG_MSGKIND_DANGER)) == 0;
    assert_true(danger);
    ug_game_free(g);
}

static Uint32 pixel_at(SDL_Surface *s, int x, int y) {
    return ((const Uint32 *)s->pixels)[y * (s->pitch / 4) + x];
}

/* The real renderer, every colour one grey: a remembered floor cell differs from a visible one
 * (the hatch), and the minimap's player and creature are a ring (dark middle) and a cross (lit
 * middle, dark edge middles) where their cells' colour is the floor's. */
static void grey_pixels_still_tell_apart(void **state) {
    (void)state;
    Canvas c;
    canvas_open(&c, 1280, 960);
    SDL_Surface *surface = c.surface;
    SDL_Renderer *renderer = c.renderer;
    UgRenderSdl *rs = c.rs;
    UgGame *g = scripted_game();
    ug_log_clear(&log_value);
    UgLayout l;
    ug_layout_compute(&l, 1280, 960, &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    build(g, UG_MODE_CLASSIC, NULL);
    const UgColor grey = {128, 128, 128, 255};
    for (int y = 0; y < frame.board_h; y++)
        for (int x = 0; x < frame.board_w; x++)
            if (frame.cells[y][x].seen) frame.cells[y][x].bg = frame.cells[y][x].fg = grey;
    for (int y = 0; y < frame.map_h; y++)
        for (int x = 0; x < frame.map_w; x++)
            if (frame.minimap[y][x].a) frame.minimap[y][x] = grey;
    frame.ui.panel = (UgColor){0, 0, 0, 255};
    /* a minimap of 6-pixel cells at the side panel's bottom (the scripted floor fits the
     * board, so the layout has none of its own) */
    l.has_minimap = true;
    l.mini_cell = 6;
    l.mini_cols = frame.map_w;
    l.mini_rows = frame.map_h;
    l.minimap = (UgRect){l.side.x + 4, l.side.y + l.side.h - 6 * frame.map_h - 4, 6 * frame.map_w,
                         6 * frame.map_h};
    assert_true(ug_render_sdl_draw(rs, &frame, &l));
    SDL_RenderPresent(renderer);
    IMG_SavePNG(surface, UG_TEST_OUT_DIR "cues_grey.png");

    int t = l.tile, differ = 0;
    for (int j = 1; j < t - 2; j++)
        for (int i = 1; i < t - 2; i++)
            differ += pixel_at(surface, l.board.x + 15 * t + i, l.board.y + 7 * t + j) !=
                      pixel_at(surface, l.board.x + 6 * t + i, l.board.y + 7 * t + j);
    assert_true(differ >= t); /* a hatch, not a stray pixel */
    Uint32 lit = SDL_MapRGB(surface->format, 128, 128, 128);
    Uint32 dark = SDL_MapRGB(surface->format, 0, 0, 0);
    int mx = l.minimap.x, my = l.minimap.y, m = l.mini_cell, s = ug_cue_mark_size(m);
    /* the ring: centred on the player's cell (7, 5) */
    int px = mx + 7 * m + m / 2 - s / 2, py = my + 5 * m + m / 2 - s / 2;
    assert_int_equal(pixel_at(surface, px, py), lit);
    assert_int_equal(pixel_at(surface, px + s / 2, py + s / 2), dark);
    /* the cross: the goblin's cell (10, 5) */
    int ex = mx + 10 * m + m / 2 - s / 2, ey = my + 5 * m + m / 2 - s / 2;
    assert_int_equal(pixel_at(surface, ex + s / 2, ey + s / 2), lit);
    assert_int_equal(pixel_at(surface, ex, ey + s / 2), dark);
    /* plain floor: its grey all over */
    assert_int_equal(pixel_at(surface, mx + 15 * m + m / 2, my + 7 * m + m / 2), lit);
    ug_game_free(g);
    canvas_close(&c);
}

/* The end screen as the renderer draws it at 1280x800 and 100 % and 200 %: its last message is
 * drawn inside the log panel that ug_layout_end_panels gives, under all of its words (the
 * PNGs beside the test are for a look). Guards against words and map drawn over each other. */
static void end_screen_draws_under_its_words(void **state) {
    (void)state;
    Canvas c;
    canvas_open(&c, 1280, 800);
    SDL_Surface *surface = c.surface;
    SDL_Renderer *renderer = c.renderer;
    UgRenderSdl *rs = c.rs;
    UgGame *g = scripted_game();
    ug_log_clear(&log_value);
    ug_log_push(&log_value, UG_MSG_FLOOR_START, 5, 0, NULL);
    for (int k = 0; k < 2; k++) {
        UgLayout l;
        ug_layout_compute(&l, 1280, 800, &(UgLayoutParams){32, 16, 4, false, 0, 0, k ? 200 : 100});
        UgViewState s = {0};
        s.scene = UG_SCENE_DEATH;
        s.death_floor = 5;
        s.death_turns = 321;
        s.death_killer = UG_MON_GOBLIN;
        s.death_ready = true;
        s.death_rank = 2;
        snprintf(s.death_morgue, sizeof s.death_morgue, "%s",
                 "/home/player/.local/share/undergrid/undergrid/morgue/classic-42.txt");
        ug_view_build(&frame, g, &log_value, NULL, &s);
        assert_true(ug_render_sdl_draw(rs, &frame, &l));
        SDL_RenderPresent(renderer);
        IMG_SavePNG(surface, k ? UG_TEST_OUT_DIR "end_200.png" : UG_TEST_OUT_DIR "end_100.png");
        UgRect map, box;
        ug_layout_end_panels(&l, &frame, &map, &box);
        UgColor sys = ug_view_kind_color(UG_MSGKIND_SYSTEM);
        bool found = false;
        for (int y = box.y; y < box.y + box.h && !found; y++)
            for (int x = box.x; x < box.x + box.w && !found; x++) {
                Uint8 r, gg, b;
                SDL_GetRGB(pixel_at(surface, x, y), surface->format, &r, &gg, &b);
                found = abs(r - sys.r) < 12 && abs(gg - sys.g) < 12 && abs(b - sys.b) < 12;
            }
        assert_true(found);
    }
    ug_game_free(g);
    canvas_close(&c);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_marks_are_four_shapes),
        cmocka_unit_test(frames_mark_what_colour_says),
        cmocka_unit_test(grey_pixels_still_tell_apart),
        cmocka_unit_test(end_screen_draws_under_its_words),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
