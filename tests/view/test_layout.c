/* The layout: every panel on screen, none overlapping, at every size from 640x360 up; and the
 * click-to-step rule through the letterbox. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "layout.h"

static void check_layout(int w, int h) {
    UgLayout l;
    ug_layout_compute(&l, w, h, 32, 16);
    UgRect out = {0, 0, w, h};
    UgRect panels[4] = {l.board, l.hud, l.minimap, l.log};
    /* The minimap's frame is one pixel outside it. */
    panels[2] = (UgRect){l.minimap.x - 1, l.minimap.y - 1, l.minimap.w + 2, l.minimap.h + 2};
    for (int i = 0; i < 4; i++) {
        if (!ug_rect_inside(panels[i], l.canvas) || panels[i].w <= 0 || panels[i].h <= 0)
            fail_msg("%dx%d: panel %d is not inside the canvas", w, h, i);
        for (int j = i + 1; j < 4; j++)
            if (ug_rect_overlaps(panels[i], panels[j]))
                fail_msg("%dx%d: panels %d and %d overlap", w, h, i, j);
    }
    assert_true(ug_rect_inside(l.canvas, out));
    assert_int_equal(l.board.w, 32 * l.tile);
    assert_int_equal(l.board.h, 16 * l.tile);
    assert_true(l.tile >= 16);     /* the original's board is 20 px tiles on 640x360 */
    assert_true(l.mini_cell >= 3); /* a minimap that can be read */
    assert_true(l.log_lines >= 5);
    /* The HUD holds its four lines and the bar. */
    assert_true(l.hud.h >= 4 * l.line_h + l.line_h / 2);
    assert_true(l.line_h > l.text_px);
    /* Letterbox: the canvas keeps 16:9 within a pixel and touches two opposite sides. */
    assert_true(l.canvas.w == w || l.canvas.h == h);
}

static void panels_never_overlap_at_any_size(void **state) {
    (void)state;
    for (int w = 640; w <= 3840; w += 37)
        for (int h = 360; h <= 2160; h += 41) check_layout(w, h);
    check_layout(640, 360);
    check_layout(1366, 768);
    check_layout(1280, 720);
    check_layout(3840, 2160);
    check_layout(2560, 1600);
    check_layout(640, 2000); /* tall and narrow */
    check_layout(5000, 360); /* wide and short */
}

static void scales_with_the_output(void **state) {
    (void)state;
    UgLayout small, big;
    ug_layout_compute(&small, 640, 360, 32, 16);
    ug_layout_compute(&big, 1920, 1080, 32, 16);
    assert_int_equal(small.tile, 16);
    assert_int_equal(big.tile, 48);
    assert_int_equal(big.text_px, 3 * small.text_px); /* glyphs rasterised at the real size */
    /* Letterbox: a 4:3 output keeps the 16:9 canvas, centred. */
    UgLayout boxed;
    ug_layout_compute(&boxed, 1280, 960, 32, 16);
    assert_int_equal(boxed.canvas.w, 1280);
    assert_int_equal(boxed.canvas.h, 720);
    assert_int_equal(boxed.canvas.y, 120);
}

static void centre_of(const UgLayout *l, int tx, int ty, int *x, int *y) {
    *x = l->board.x + tx * l->tile + l->tile / 2;
    *y = l->board.y + ty * l->tile + l->tile / 2;
}

static void click_to_step_follows_the_rule(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1280, 960, 32, 16); /* letterboxed: the board does not start at 0 */
    int cx, cy;
    centre_of(&l, 10, 5, &cx, &cy);
    UgAction a = ug_layout_click_action(&l, cx, cy, 10, 5);
    assert_int_equal(a.kind, UG_ACT_WAIT);
    /* Within half a tile on both axes: still a wait. */
    a = ug_layout_click_action(&l, cx + l.tile / 2 - 1, cy - l.tile / 2 + 1, 10, 5);
    assert_int_equal(a.kind, UG_ACT_WAIT);
    /* One tile to the right: a step right. */
    a = ug_layout_click_action(&l, cx + l.tile, cy, 10, 5);
    assert_int_equal(a.kind, UG_ACT_MOVE);
    assert_int_equal(a.dx, 1);
    assert_int_equal(a.dy, 0);
    /* Far up and a little left: the larger difference wins. */
    a = ug_layout_click_action(&l, cx - 3, cy - 5 * l.tile, 10, 5);
    assert_int_equal(a.dx, 0);
    assert_int_equal(a.dy, -1);
    /* A tie goes vertical, as in the original. */
    a = ug_layout_click_action(&l, cx - 2 * l.tile, cy + 2 * l.tile, 10, 5);
    assert_int_equal(a.dx, 0);
    assert_int_equal(a.dy, 1);
    /* A click in the letterbox bar above the canvas still steps up. */
    a = ug_layout_click_action(&l, cx, 5, 10, 5);
    assert_int_equal(a.dy, -1);
    /* The clicked tile's neighbour on the left, at the far edge of the board. */
    centre_of(&l, 0, 5, &cx, &cy);
    a = ug_layout_click_action(&l, cx, cy, 1, 5);
    assert_int_equal(a.dx, -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(panels_never_overlap_at_any_size),
        cmocka_unit_test(scales_with_the_output),
        cmocka_unit_test(click_to_step_follows_the_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
