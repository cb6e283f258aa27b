/* The scenes hit-test the frame as it was laid out (frame_layout.h): the rectangles the renderer
 * paints are the ones a click or a tap hits, never a layout worked out again beside them. The
 * null platform's present_frame is wrapped here so that, once a frame is presented, a test moves
 * a piece in its laid-out frame (frame->laid): the next click must follow the piece to where it
 * was moved. A hit-test that reads the layout again misses it, and its test fails. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "frame_layout.h"
#include "osk.h"
#include "platform_null.h"
#include "profile.h"
#include "scenes.h"
#include "touch_view.h"

#define UG_NULL_FIXTURE_ENTROPY 777
#include "null_fixture.h"
#include "null_script.h"

/* The null platform's own table, and what a test moves in every frame it presents. */
static UgPlatform inner;
static void (*move_laid)(UgFrame *frame);

static void present_moved(void *self, const UgFrame *frame, const UgLayout *layout,
                          UgScreenshot *shot) {
    inner.present_frame(self, frame, layout, shot);
    /* the scenes' own frame (theirs to change: it is const only to the platform), kept until
     * the next one is built: what their next click hits */
    if (move_laid) move_laid((UgFrame *)frame);
}

static void run(const UgScenesParams *params) {
    inner = ug_null_platform_table(np);
    UgPlatform table = inner;
    table.present_frame = present_moved;
    UgScenes *s = ug_scenes_new(params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    ug_scenes_free(s);
}

static const UgRect corner = {0, 0, 24, 24}; /* where the pieces are moved to */

static void at_corner(UgCommandKind kind, bool touch) {
    UgCommand c = {.kind = kind, .x = 10, .y = 10, .touch = touch};
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

/* The title's second row moved to the top-left corner: the pointer there chooses it. */
static void menu_row_to_corner(UgFrame *f) {
    if (f->menu_count < 2) return;
    f->laid.menu_rows[1] = corner;
}

static void the_pointer_finds_the_laid_out_menu_row(void **state) {
    (void)state;
    move_laid = menu_row_to_corner;
    UgCommand point = {.kind = UG_CMD_POINT, .x = 640, .y = 700};
    ug_null_push_command(np, point); /* where the pointer rests at start chooses nothing */
    ug_null_push_pause(np);
    at_corner(UG_CMD_POINT, false);
    run(&(UgScenesParams){.mode = UG_MODE_CLASSIC});
    const UgFrame *last = ug_null_last_frame(np);
    assert_int_equal(last->scene, UG_SCENE_TITLE);
    assert_true(last->menu_count >= 2);
    assert_string_equal(ug_null_frame(np, ug_null_frame_count(np) - 1)->menu_chosen,
                        last->menu_items[1].text);
    move_laid = NULL;
}

/* The game's Menu button, then the quit box's Keep playing, moved to the corner (the others
 * out of reach): a tap there opens the quit box, and the next one closes it. */
static void buttons_to_corner(UgFrame *f) {
    if (f->touch_count == UG_TOUCH_BUTTONS) {
        memset(f->laid.touch, 0, sizeof f->laid.touch);
        f->laid.touch[3] = corner; /* Menu: Esc */
    }
    if (f->quit_button_count > UG_QUIT_BUTTON_KEEP) {
        memset(f->laid.quit_buttons, 0, sizeof f->laid.quit_buttons);
        f->laid.quit_buttons[UG_QUIT_BUTTON_KEEP] = corner;
    }
}

static void a_tap_finds_the_laid_out_buttons(void **state) {
    (void)state;
    move_laid = buttons_to_corner;
    UgCommand tap = {.kind = UG_CMD_CLICK, .x = 1, .y = 1, .touch = true};
    ug_null_push_command(np, tap); /* off the board: the buttons show */
    ug_null_push_pause(np);
    at_corner(UG_CMD_CLICK, true); /* Menu */
    at_corner(UG_CMD_CLICK, true); /* Keep playing */
    run(&(UgScenesParams){.mode = UG_MODE_CLASSIC, .seed = "42", .direct = true});
    int n = ug_null_frame_count(np);
    assert_true(n >= 3);
    assert_int_equal(ug_null_frame(np, n - 3)->overlay, UG_OVERLAY_NONE);
    assert_int_equal(ug_null_frame(np, n - 2)->overlay, UG_OVERLAY_QUIT);
    assert_int_equal(ug_null_frame(np, n - 1)->overlay, UG_OVERLAY_NONE);
    assert_int_equal(ug_null_last_frame(np)->scene, UG_SCENE_GAME);
    move_laid = NULL;
}

/* The help said to scroll three lines further than the layout would: the wheel goes as far. */
static void help_scrolls_three(UgFrame *f) {
    if (f->overlay == UG_OVERLAY_HELP) f->laid.box_max_scroll = 3;
}

static void the_help_scrolls_as_far_as_laid_out(void **state) {
    (void)state;
    move_laid = help_scrolls_three;
    press(UG_CMD_HELP);
    UgCommand wheel = {.kind = UG_CMD_SCROLL, .dy = 10};
    ug_null_push_command(np, wheel);
    ug_null_push_pause(np);
    run(&(UgScenesParams){.mode = UG_MODE_CLASSIC, .seed = "42", .direct = true});
    const UgFrame *last = ug_null_last_frame(np);
    assert_int_equal(last->overlay, UG_OVERLAY_HELP);
    assert_int_equal(last->overlay_scroll, 3);
    move_laid = NULL;
}

/* The seed keyboard's "1" moved to the corner, its other keys out of reach: taps there type. */
static void one_to_corner(UgFrame *f) {
    if (f->osk_count == 0) return;
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys((UgSeedKind)f->osk_kind, keys);
    memset(f->laid.osk, 0, sizeof f->laid.osk);
    for (int i = 0; i < n && i < f->osk_count; i++)
        if (keys[i].kind == UG_OSK_KEY_CHAR && keys[i].ch == '1') f->laid.osk[i] = corner;
}

static void tap_at(UgRect r) {
    UgCommand c = {.kind = UG_CMD_CLICK, .x = r.x + r.w / 2, .y = r.y + r.h / 2, .touch = true};
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void a_tap_finds_the_laid_out_keyboard(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1280, 720, &(UgLayoutParams){0});
    tap_at(ug_layout_menu_row(&l, 0, 5)); /* New game */
    UgMode modes[UG_MODE_COUNT];
    int n = ug_view_menu_modes(modes), row = 0;
    while (row < n && modes[row] != UG_MODE_CURSED) row++;
    tap_at(ug_layout_menu_row(&l, row, n + 1)); /* cursed: the seed page, its keyboard up */
    move_laid = one_to_corner;
    for (int i = 0; i < 3; i++) at_corner(UG_CMD_CLICK, true);
    run(&(UgScenesParams){.mode = UG_MODE_CLASSIC});
    const UgFrame *last = ug_null_last_frame(np);
    assert_true(last->osk_count > 0);
    assert_non_null(strstr(last->menu_items[0].text, "111"));
    move_laid = NULL;
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(the_pointer_finds_the_laid_out_menu_row, setup, teardown),
        cmocka_unit_test_setup_teardown(a_tap_finds_the_laid_out_buttons, setup, teardown),
        cmocka_unit_test_setup_teardown(the_help_scrolls_as_far_as_laid_out, setup, teardown),
        cmocka_unit_test_setup_teardown(a_tap_finds_the_laid_out_keyboard, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
