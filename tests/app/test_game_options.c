/* Issue 27 item 4: options inside a game. In a game, Esc (the quit box) then O opens the same
 * Options page as the title's; a change there applies at once; Back (Esc) returns to the game
 * where it was: the same game (its state hash that of the same actions played without the
 * detour), the change in force (the board drawn in sprites, the layout with the new text size),
 * and the game goes on (a turn played after it counts). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
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

static void letter(char l) {
    UgCommand c = cmd(UG_CMD_OTHER_KEY);
    c.key[0] = l;
    c.letter = l;
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static uint64_t hash_after_waits(int n) {
    UgGameParams params = {UG_MODE_CLASSIC, "42"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    for (int i = 0; i < n; i++) ug_game_act(g, (UgAction){.kind = UG_ACT_WAIT}, NULL);
    uint64_t h = ug_game_hash(g);
    ug_game_free(g);
    return h;
}

/* Plays: 3 waits, then (when `detour`) Esc, O, down to "Board drawn with", right (sprites),
 * down to "Text size", right (125 %), Esc; then `after` waits. Returns the game's hash. */
static uint64_t play(bool detour, int after, int *options_frames) {
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 99});
    assert_non_null(np);
    for (int i = 0; i < 3; i++) press(UG_CMD_WAIT);
    if (detour) {
        press(UG_CMD_ESCAPE);
        letter('o');
        for (int i = 0; i < UG_OPT_TILES; i++) press_move(0, 1);
        press_move(1, 0); /* glyphs -> sprites */
        for (int i = UG_OPT_TILES; i < UG_OPT_TEXT_SCALE; i++) press_move(0, 1);
        press_move(1, 0); /* 100 % -> 125 % */
        press(UG_CMD_ESCAPE);
    }
    for (int i = 0; i < after; i++) press(UG_CMD_WAIT);
    for (int i = 0; i < 4; i++) ug_null_push_pause(np);
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC, .seed = "42", .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    assert_non_null(ug_scenes_game(s));
    uint64_t h = ug_game_hash(ug_scenes_game(s));
    ug_scenes_free(s);
    *options_frames = 0;
    for (int i = 0; i < ug_null_frame_count(np); i++) {
        const UgNullFrame *f = ug_null_frame(np, i);
        if (f->scene == UG_SCENE_TITLE && strstr(f->text, "Board drawn with")) (*options_frames)++;
    }
    return h;
}

static void options_from_the_game_menu_and_back(void **state) {
    (void)state;
    int shown = 0;
    /* without the detour: the reference */
    uint64_t plain = play(false, 1, &shown);
    assert_int_equal(plain, hash_after_waits(4));
    assert_int_equal(shown, 0);
    /* the detour: the quit box says O, the Options page is shown over the game */
    uint64_t detoured = play(true, 0, &shown);
    assert_true(shown > 0);
    bool told = false;
    for (int i = 0; i < ug_null_frame_count(np); i++)
        told |= ug_null_frame(np, i)->overlay == UG_OVERLAY_QUIT &&
                strstr(ug_null_frame(np, i)->text, "O: options") != NULL;
    assert_true(told);
    /* back in the game where it was: the same state, nothing played by the detour */
    assert_int_equal(detoured, hash_after_waits(3));
    const UgNullFrame *last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_int_equal(last->scene, UG_SCENE_GAME);
    assert_int_equal(last->overlay, UG_OVERLAY_NONE);
    /* the changes applied at once: remembered, and the game drawn by them */
    assert_int_equal(ug_null_options(np)->tiles, UG_TILES_SPRITES);
    assert_int_equal(ug_null_options(np)->text_scale, 125);
    assert_int_equal(ug_null_last_frame(np)->tiles, UG_TILES_SPRITES);
    UgLayout normal;
    ug_layout_compute(&normal, ug_null_last_layout(np)->out_w, ug_null_last_layout(np)->out_h,
                      &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    assert_true(ug_null_last_layout(np)->text_px > normal.text_px);
    /* ... and the game goes on: a turn after the detour is played */
    uint64_t on = play(true, 1, &shown);
    assert_int_equal(on, hash_after_waits(4));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(options_from_the_game_menu_and_back),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    ug_null_platform_free(np);
    return failed;
}
