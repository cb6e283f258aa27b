/* Issue 27 item 1: one fill rule for every mode and size. Each mode's game, in glyphs and in
 * sprites, played on the null platform at 1280x720, 1366x768, 1920x1080 and 3840x2160, and its
 * last frame's panels as they were laid out (not by hand) measured: the tile size, the share of
 * the window the board covers, and the widest empty band -- for every pixel no panel covers, the
 * shorter of the empty runs through it across and down; the widest of those. The test fails when
 * a band wider than one tile is empty, or when a creature listed in sight is off the board, and
 * prints the table (README.md's "Layout" table is its output). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/game.h"
#include "layout.h"
#include "platform_null.h"
#include "scenes.h"
#include "sprites.h"
#include "view.h"

static UgNullPlatform *np;
#include "null_script.h"
static int want_tiles;
static void (*null_get_options)(void *, UgOptions *);

static void get_options_tiles(void *self, UgOptions *out) {
    null_get_options(self, out);
    out->tiles = want_tiles;
    out->zoom = 0; /* "Fit the window" */
}

static void press_key(const char *key) {
    UgCommand c = cmd(UG_CMD_OTHER_KEY);
    snprintf(c.key, sizeof c.key, "%s", key);
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

/* The widest empty band of the window: the panels' rectangles painted into a mask, then the
 * side of the largest square no panel covers (a band W wide and at least as long holds a W x W
 * square; a margin between panels holds only its own width). */
static int widest_band(int w, int h, const UgRect *r, int n, long *covered) {
    uint8_t *mask = calloc((size_t)w * (size_t)h, 1);
    uint16_t *side = calloc((size_t)w * (size_t)h, sizeof *side);
    assert_non_null(mask);
    assert_non_null(side);
    for (int i = 0; i < n; i++)
        for (int y = r[i].y < 0 ? 0 : r[i].y; y < r[i].y + r[i].h && y < h; y++)
            for (int x = r[i].x < 0 ? 0 : r[i].x; x < r[i].x + r[i].w && x < w; x++)
                mask[(size_t)y * w + x] = 1;
    int widest = 0;
    *covered = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            size_t i = (size_t)y * w + x;
            *covered += mask[i];
            if (mask[i]) continue;
            int up = y ? side[i - w] : 0, left = x ? side[i - 1] : 0;
            int diag = x && y ? side[i - w - 1] : 0;
            int k = (up < left ? up : left);
            k = (k < diag ? k : diag) + 1;
            side[i] = (uint16_t)k;
            if (k > widest) widest = k;
        }
    free(mask);
    free(side);
    return widest;
}

typedef struct Game {
    const char *name;
    UgMode mode;
    const char *seed;
} Game;

static const Game games[] = {
    {"classic", UG_MODE_CLASSIC, "42"},
    {"simple", UG_MODE_SIMPLE, "hello"},
    {"adventure", UG_MODE_ADVENTURE, "hello"},
    {"cursed", UG_MODE_CURSED, "1234567890"},
};
static const int sizes[][2] = {{1280, 720}, {1366, 768}, {1920, 1080}, {3840, 2160}};

static void every_mode_fills_the_window(void **state) {
    (void)state;
    int failures = 0;
    print_message("| mode | board | window | tile | tiles shown | board's share | widest empty "
                  "band |\n|---|---|---|---|---|---|---|\n");
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++)
        for (int t = 0; t < 2; t++)
            for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
                int w = sizes[z][0], h = sizes[z][1];
                ug_null_platform_free(np);
                np = ug_null_platform_new(&(UgNullParams){.width = w, .height = h, .entropy = 7});
                assert_non_null(np);
                want_tiles = t ? UG_TILES_SPRITES : UG_TILES_GLYPHS;
                if (games[g].mode == UG_MODE_CURSED) press_key(" "); /* the level's intro */
                for (int i = 0; i < 3; i++) press(UG_CMD_WAIT);
                for (int i = 0; i < 3; i++) ug_null_push_pause(np);
                UgPlatform table = ug_null_platform_table(np);
                null_get_options = table.get_options;
                table.get_options = get_options_tiles;
                UgScenesParams params = {
                    .mode = games[g].mode, .seed = games[g].seed, .direct = true};
                UgScenes *scenes = ug_scenes_new(&params, &table);
                assert_non_null(scenes);
                ug_scenes_run(scenes);
                const UgFrame *f = ug_null_last_frame(np);
                /* nothing listed in sight is off the board: the list is the living creatures
                 * seen within the board's window onto the floor */
                const UgGame *game = ug_scenes_game(scenes);
                assert_non_null(game);
                if (f && games[g].mode != UG_MODE_CURSED) {
                    int on_board = 0;
                    for (int i = 0; i < ug_game_monster_count(game); i++) {
                        const UgMonster *m = ug_game_monster(game, i);
                        if (m->hp > 0 && ug_game_visible(game, m->x, m->y) && m->x >= f->cam_x &&
                            m->y >= f->cam_y && m->x < f->cam_x + f->board_w &&
                            m->y < f->cam_y + f->board_h)
                            on_board++;
                    }
                    assert_int_equal(f->sight_count,
                                     on_board < UG_FRAME_SIGHT_MAX ? on_board : UG_FRAME_SIGHT_MAX);
                }
                ug_scenes_free(scenes);
                const UgLayout *l = ug_null_last_layout(np);
                assert_non_null(f);
                assert_non_null(l);
                assert_int_equal(f->scene, UG_SCENE_GAME);
                UgRect r[8];
                int n = 0;
                r[n++] = l->board;
                r[n++] = l->log;
                r[n++] = l->hud;
                if (l->look.w > 0) r[n++] = l->look;
                if (l->sight_lines > 0) r[n++] = l->sight;
                if (l->has_inventory) r[n++] = l->inventory;
                if (l->has_minimap) r[n++] = l->minimap_box; /* its panel, as drawn */
                if (getenv("UG_FILL_DEBUG"))
                    for (int i = 0; i < n; i++)
                        print_message("  rect %d: %d %d %d %d\n", i, r[i].x, r[i].y, r[i].w,
                                      r[i].h);
                long covered = 0;
                int band = widest_band(w, h, r, n, &covered);
                long board = (long)l->board.w * l->board.h;
                print_message("| %s | %s | %dx%d | %d px | %dx%d | %ld %% | %d px |\n",
                              games[g].name, t ? "sprites" : "glyphs", w, h, l->tile, l->cols,
                              l->rows, board * 100 / ((long)w * h), band);
                if (band > l->tile) {
                    print_error("%s (%s) at %dx%d: an empty band %d px wide, the tile %d px\n",
                                games[g].name, t ? "sprites" : "glyphs", w, h, band, l->tile);
                    failures++;
                }
                /* nothing listed in sight is off the board */
                if (games[g].mode != UG_MODE_CURSED)
                    assert_true(f->board_w == l->cols && f->board_h == l->rows);
            }
    assert_int_equal(failures, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_mode_fills_the_window),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    ug_null_platform_free(np);
    return failed;
}
