/* The sprite atlas in the window (issue 13): the built atlas loads and its index is checked
 * whole; a missing or damaged atlas is refused in one clause and never crashes; known frames
 * drawn in sprite and hybrid modes into an offscreen software renderer have the tiles' pixels,
 * crisp (nearest-neighbour) at 1x and 3x. */
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
#include "sprites_sdl.h"
#include "view.h"
#include "view_fixtures.h"

static UgFrame frame;
static UgOverlay room_overlay; /* drawn over the room (draw_room) */
#include "sdl_fixture.h"

/* A canvas with the built atlas as the renderer's sprites. */
static void canvas_open_sprites(Canvas *c, int w, int h) {
    canvas_open(c, w, h);
    char error[512];
    c->atlas = ug_sprite_atlas_load(c->renderer, UG_ATLAS_PNG, UG_ATLAS_IDX, error, sizeof error);
    if (!c->atlas) fail_msg("the built atlas does not load: %s", error);
    ug_render_sdl_set_sprites(c->rs, c->atlas);
}

static void assert_pixel_near(const Canvas *c, int x, int y, int r, int g, int b, int tol) {
    SDL_Color p = pixel(c, x, y);
    if (abs(p.r - r) > tol || abs(p.g - g) > tol || abs(p.b - b) > tol)
        fail_msg("pixel (%d,%d) is %d,%d,%d, expected %d,%d,%d", x, y, p.r, p.g, p.b, r, g, b);
}

static bool any_pixel_near(const Canvas *c, int x0, int y0, int w, int h, int r, int g, int b,
                           int tol) {
    for (int y = y0; y < y0 + h; y++)
        for (int x = x0; x < x0 + w; x++) {
            SDL_Color p = pixel(c, x, y);
            if (abs(p.r - r) <= tol && abs(p.g - g) <= tol && abs(p.b - b) <= tol) return true;
        }
    return false;
}

/* The colour of palette character ch (assets/tiles/palette.txt) and the character at (x, y) of
 * tile `name`, read from the sources, so the expectations follow the art. */
static SDL_Color palette_color(char ch) {
    FILE *f = fopen(UG_ASSETS_DIR "tiles/palette.txt", "r");
    assert_non_null(f);
    char line[128];
    unsigned v = 0;
    bool found = false;
    while (!found && fgets(line, sizeof line, f))
        if (line[0] == ch && line[1] == ' ' && sscanf(line + 2, "%6x", &v) == 1) found = true;
    fclose(f);
    if (!found) fail_msg("palette has no '%c'", ch);
    return (SDL_Color){(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, 255};
}

static char tile_char(const char *name, int x, int y) {
    char path[512];
    snprintf(path, sizeof path, "%stiles/%s.txt", UG_ASSETS_DIR, name);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[128];
    int row = 0;
    char ch = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || strncmp(line, "outline", 7) == 0 || line[0] == '\n') continue;
        if (row++ == y) {
            ch = line[x];
            break;
        }
    }
    fclose(f);
    return ch;
}

/* A room x 5..20, y 3..8 seen from x 4 to 21 and visible up to x 12, the player at (7, 5) and a
 * goblin at (10, 5), drawn with tiles `t` pixels square in `mode`. */
static UgLayout draw_room(Canvas *c, int t, int mode) {
    UgGame *g = ug_test_blank_classic_game();
    ug_test_floor_rect(g, 5, 3, 20, 8);
    ug_test_see_rect(g, 4, 2, 21, 9, false);
    ug_test_see_rect(g, 4, 2, 12, 9, true);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 10, 5, 6);
    UgLayout l;
    ug_layout_compute(&l, c->surface->w, c->surface->h,
                      &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    l.tile = t; /* the scale under test */
    l.board.w = l.cols * t;
    l.board.h = l.rows * t;
    l.glyph_px = t * 4 / 5;
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.log_lines = l.log_lines;
    s.view_cols = l.cols;
    s.view_rows = l.rows;
    s.options.tiles = mode;
    s.overlay = room_overlay;
    ug_view_build(&frame, g, NULL, NULL, &s);
    SDL_SetRenderDrawColor(c->renderer, 0, 0, 0, 255);
    SDL_RenderClear(c->renderer);
    assert_true(ug_render_sdl_draw(c->rs, &frame, &l));
    SDL_RenderPresent(c->renderer);
    ug_game_free(g);
    return l;
}

/* The sprite pixel (sx, sy) of the tile at board cell (cx, cy), at scale k, is the source's
 * colour, on every one of its k x k screen pixels (nearest-neighbour: no blur). */
static void assert_sprite_pixel(const Canvas *c, const UgLayout *l, int cx, int cy,
                                const char *name, int sx, int sy, int k) {
    char ch = tile_char(name, sx, sy);
    assert_true(ch != 0 && ch != '.');
    SDL_Color want = palette_color(ch);
    for (int dy = 0; dy < k; dy++)
        for (int dx = 0; dx < k; dx++)
            assert_pixel_near(c, l->board.x + cx * l->tile + sx * k + dx,
                              l->board.y + cy * l->tile + sy * k + dy, want.r, want.g, want.b, 0);
}

static void draws_sprites_at_1x_and_3x(void **state) {
    (void)state;
    for (int k = 1; k <= 3; k += 2) {
        Canvas c;
        canvas_open_sprites(&c, 1280, 960);
        UgLayout l = draw_room(&c, UG_SPRITE_PX * k, UG_TILES_SPRITES);
        char name[64];
        snprintf(name, sizeof name, "%ssprites_%dx.png", UG_TEST_OUT_DIR, k);
        IMG_SavePNG(c.surface, name);
        /* the goblin's red eye (6, 4) and its green ear, the wall's top edge, the floor */
        assert_sprite_pixel(&c, &l, 10, 5, "goblin", 6, 4, k);
        assert_sprite_pixel(&c, &l, 10, 5, "goblin", 2, 3, k);
        assert_sprite_pixel(&c, &l, 6, 2, "wall_brick", 0, 0, k);
        assert_sprite_pixel(&c, &l, 6, 7, "floor_slate", 2, 2, k);
        /* a transparent pixel of the goblin shows the floor under it */
        assert_true(tile_char("goblin", 0, 0) == '.');
        assert_sprite_pixel(&c, &l, 10, 5, "floor_slate", 0, 0, k);
        /* remembered floor is dimmed (the same tile, darker), the unseen stays background */
        SDL_Color in_sight = palette_color(tile_char("floor_slate", 0, 0));
        SDL_Color far = pixel(&c, l.board.x + 15 * l.tile, l.board.y + 7 * l.tile);
        assert_true(far.r < in_sight.r && far.g < in_sight.g && far.b < in_sight.b);
        assert_true(far.r > 0 || far.b > 0);
        /* the player is findable: light corners on its tile, k pixels thick */
        for (int d = 0; d < k; d++)
            assert_pixel_near(&c, l.board.x + 7 * l.tile + d, l.board.y + 5 * l.tile + d, 255, 240,
                              150, 0);
        /* the creatures in sight are listed with their sprites: the goblin's red eye */
        SDL_Color eye = palette_color(tile_char("goblin", 6, 4));
        assert_true(l.sight_lines > 1);
        assert_true(
            any_pixel_near(&c, l.sight.x, l.sight.y, l.sight.w, l.sight.h, eye.r, eye.g, eye.b, 0));
        /* no seam between sprites: the wall runs on into the next tile */
        assert_sprite_pixel(&c, &l, 7, 2, "wall_brick", 0, 0, k);
        /* a highlighted cell (cursed's aim range) shows its colour over the sprite */
        frame.cells[7][6].lit = true;
        frame.cells[7][6].bg = (UgColor){255, 0, 0, 255};
        assert_true(ug_render_sdl_draw(c.rs, &frame, &l));
        SDL_Color lit = pixel(&c, l.board.x + 6 * l.tile + 1, l.board.y + 7 * l.tile + 1);
        assert_true(lit.r > 120 && lit.g < 60);
        canvas_close(&c);
    }
}

/* Hybrid: sprites for the terrain, glyphs for creatures and items. */
static void hybrid_draws_glyphs_on_sprite_terrain(void **state) {
    (void)state;
    Canvas c;
    canvas_open_sprites(&c, 1280, 960);
    UgLayout l = draw_room(&c, 2 * UG_SPRITE_PX, UG_TILES_HYBRID);
    IMG_SavePNG(c.surface, UG_TEST_OUT_DIR "sprites_hybrid.png");
    int t = l.tile, gx = l.board.x + 10 * t, gy = l.board.y + 5 * t;
    assert_sprite_pixel(&c, &l, 6, 2, "wall_brick", 0, 0, 2);
    assert_true(any_pixel_near(&c, gx, gy, t, t, 120, 220, 110, 8)); /* the goblin's green g */
    SDL_Color eye = palette_color(tile_char("goblin", 6, 4));
    assert_false(any_pixel_near(&c, gx, gy, t, t, eye.r, eye.g, eye.b, 0)); /* no goblin sprite */
    assert_true(any_pixel_near(&c, l.board.x + 7 * t, l.board.y + 5 * t, t, t, 255, 255, 255, 8));
    canvas_close(&c);
}

/* Glyphs, or no atlas at all: the board is drawn as before, with no sprite pixel. */
static void glyphs_and_no_atlas_draw_no_sprite(void **state) {
    (void)state;
    for (int round = 0; round < 2; round++) {
        Canvas c;
        canvas_open_sprites(&c, 1280, 960);
        if (round == 1) ug_render_sdl_set_sprites(c.rs, NULL); /* the atlas failed to load */
        UgLayout l =
            draw_room(&c, 2 * UG_SPRITE_PX, round == 0 ? UG_TILES_GLYPHS : UG_TILES_SPRITES);
        SDL_Color edge = palette_color(tile_char("wall_brick", 0, 0));
        assert_false(any_pixel_near(&c, l.board.x, l.board.y, l.board.w, l.board.h, edge.r, edge.g,
                                    edge.b, 0));
        /* classic's wall block colour and the goblin's glyph */
        assert_pixel_near(&c, l.board.x + 6 * l.tile + 2, l.board.y + 2 * l.tile + 2, 110, 94, 150,
                          0);
        assert_true(any_pixel_near(&c, l.board.x + 10 * l.tile, l.board.y + 5 * l.tile, l.tile,
                                   l.tile, 120, 220, 110, 8));
        SDL_Color eye = palette_color(tile_char("goblin", 6, 4));
        assert_false(
            any_pixel_near(&c, l.sight.x, l.sight.y, l.sight.w, l.sight.h, eye.r, eye.g, eye.b, 0));
        canvas_close(&c);
    }
}

/* The help's legend shows the signs as sprites in sprite mode (the goblin's red eye in the
 * overlay), as glyphs otherwise. */
static void the_help_shows_sprites(void **state) {
    (void)state;
    room_overlay = UG_OVERLAY_HELP;
    for (int mode = UG_TILES_GLYPHS; mode <= UG_TILES_SPRITES; mode++) {
        Canvas c;
        canvas_open_sprites(&c, 1280, 960);
        UgLayout l = draw_room(&c, 2 * UG_SPRITE_PX, mode);
        SDL_Color eye = palette_color(tile_char("goblin", 6, 4));
        assert_int_equal(any_pixel_near(&c, l.overlay.x, l.overlay.y, l.overlay.w, l.overlay.h,
                                        eye.r, eye.g, eye.b, 0),
                         mode == UG_TILES_SPRITES);
        if (mode == UG_TILES_SPRITES) IMG_SavePNG(c.surface, UG_TEST_OUT_DIR "sprites_help.png");
        canvas_close(&c);
    }
    room_overlay = UG_OVERLAY_NONE;
}

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    buf[n] = '\0';
    *len = (size_t)n;
    return buf;
}

static void spit(const char *path, const char *data, size_t len) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    fclose(f);
}

/* A missing, truncated or scrambled atlas, or a wrong index, is refused with one clause; never
 * a crash, never a half-loaded atlas. */
static void a_damaged_atlas_is_refused(void **state) {
    (void)state;
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(surface);
    assert_non_null(r);
    char error[1024] = "";
    assert_null(
        ug_sprite_atlas_load(r, UG_TEST_OUT_DIR "nothing.png", UG_ATLAS_IDX, error, sizeof error));
    assert_non_null(strstr(error, "nothing.png"));
    size_t len, ilen;
    char *png = slurp(UG_ATLAS_PNG, &len);
    char *idx = slurp(UG_ATLAS_IDX, &ilen);
    const char *bad_png = UG_TEST_OUT_DIR "atlas-bad.png";
    spit(bad_png, png, len / 2); /* truncated */
    error[0] = '\0';
    assert_null(ug_sprite_atlas_load(r, bad_png, UG_ATLAS_IDX, error, sizeof error));
    assert_true(error[0] != '\0' && strchr(error, '\n') == NULL);
    spit(bad_png, "not a picture", 13);
    assert_null(ug_sprite_atlas_load(r, bad_png, UG_ATLAS_IDX, error, sizeof error));
    uint32_t x = 2463534242u;
    for (int round = 0; round < 40; round++) { /* scrambled bytes: refused or loaded, no crash */
        char *copy = malloc(len);
        memcpy(copy, png, len);
        for (int k = 0; k < 1 + round % 8; k++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            copy[x % len] = (char)(x >> 24);
        }
        spit(bad_png, copy, len);
        free(copy);
        error[0] = '\0';
        UgSpriteAtlas *a = ug_sprite_atlas_load(r, bad_png, UG_ATLAS_IDX, error, sizeof error);
        if (a)
            ug_sprite_atlas_free(a);
        else
            assert_true(error[0] != '\0');
    }
    /* The index: every sprite listed once, inside the image. */
    int cells[UG_SPR_COUNT][2];
    assert_true(ug_atlas_index_parse(idx, ilen, 256, 64, cells, error, sizeof error));
    assert_false(ug_atlas_index_parse(idx, ilen, 128, 64, cells, error, sizeof error));
    char *missing = strstr(idx, "\ntroll ");
    assert_non_null(missing);
    size_t cut = (size_t)(missing - idx) + 1;
    assert_false(ug_atlas_index_parse(idx, cut, 256, 64, cells, error, sizeof error));
    assert_non_null(strstr(error, "troll")); /* says which sprite is missing */
    static const char *const bad_idx[] = {
        "",
        "undergrid-tiles 2\nsize 16\natlas 256 64\n",
        "undergrid-tiles 1\nsize 8\natlas 256 64\n",
        "undergrid-tiles 1\nsize 16\natlas 256\n",
        "undergrid-tiles 1\nsize 16\natlas 256 64\nrat 99 0\n",
        "undergrid-tiles 1\nsize 16\natlas 256 64\nrat 1 0\nrat 2 0\n",
        "undergrid-tiles 1\nsize 16\natlas 256 64\nrat -1 0\n",
        "undergrid-tiles 1\nsize 16\natlas 256 64\nrat one two\n",
    };
    for (size_t i = 0; i < sizeof bad_idx / sizeof bad_idx[0]; i++) {
        error[0] = '\0';
        if (ug_atlas_index_parse(bad_idx[i], strlen(bad_idx[i]), 256, 64, cells, error,
                                 sizeof error))
            fail_msg("accepted bad index %zu", i);
        assert_true(error[0] != '\0');
    }
    const char *bad_idx_path = UG_TEST_OUT_DIR "atlas-bad.idx";
    spit(bad_idx_path, idx, cut);
    assert_null(ug_sprite_atlas_load(r, UG_ATLAS_PNG, bad_idx_path, error, sizeof error));
    free(png);
    free(idx);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surface);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(draws_sprites_at_1x_and_3x),
        cmocka_unit_test(hybrid_draws_glyphs_on_sprite_terrain),
        cmocka_unit_test(glyphs_and_no_atlas_draw_no_sprite),
        cmocka_unit_test(the_help_shows_sprites),
        cmocka_unit_test(a_damaged_atlas_is_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
