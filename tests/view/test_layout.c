/* The layout: every panel on screen, none overlapping, at every size from 640x360 up; and the
 * click-to-step rule through the letterbox. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "view.h"

#include "layout.h"

/* The game layouts of each kind of mode: classic's 32x16 floor with 4 status lines, simple's
 * 50x50 floor with 8 lines and an inventory, and a scrolling zoomed board; then the same at the
 * text scale's ends (UgOptions.text_scale 200 % and 75 %). */
static const UgLayoutParams kinds[] = {
    {32, 16, 4, false, 0, 0, 0},  {50, 50, 8, true, 0, 0, 0},    {50, 50, 8, true, 3, 0, 0},
    {32, 16, 4, false, 4, 0, 0},  {32, 16, 4, false, 0, 16, 0}, /* sprites: whole multiples of 16 px
                                                                 */
    {50, 50, 8, true, 0, 16, 0},  {32, 16, 4, false, 0, 0, 200}, {50, 50, 8, true, 0, 0, 200},
    {50, 50, 8, true, 3, 0, 200}, {32, 16, 4, false, 0, 0, 75},  {50, 50, 8, true, 0, 0, 75},
};
enum { KINDS = (int)(sizeof kinds / sizeof kinds[0]) };

static void check_layout(int w, int h, const UgLayoutParams *p) {
    UgLayout l;
    ug_layout_compute(&l, w, h, p);
    UgRect out = {0, 0, w, h};
    UgRect panels[7] = {l.board,
                        l.hud,
                        l.log,
                        l.look,
                        l.sight,
                        l.inventory,
                        {l.minimap.x - 1, l.minimap.y - 1, l.minimap.w + 2, l.minimap.h + 2}};
    bool present[7] = {true, true, true, true, l.sight_lines > 0, l.has_inventory, l.has_minimap};
    for (int i = 0; i < 7; i++) {
        if (!present[i]) continue;
        if (!ug_rect_inside(panels[i], out) || panels[i].w <= 0 || panels[i].h <= 0)
            fail_msg("%dx%d (%dx%d floor): panel %d is clipped", w, h, p->map_w, p->map_h, i);
        for (int j = i + 1; j < 7; j++)
            if (present[j] && ug_rect_overlaps(panels[i], panels[j]))
                fail_msg("%dx%d (%dx%d floor): panels %d and %d overlap", w, h, p->map_w, p->map_h,
                         i, j);
    }
    /* Integer-crisp square tiles, exactly cols x rows of them. */
    assert_int_equal(l.board.w, l.cols * l.tile);
    assert_int_equal(l.board.h, l.rows * l.tile);
    /* Text never below 12 px (fault 10: it was 11 px at 640x360), lines that hold it. */
    assert_true(l.text_px >= 12);
    assert_true(l.line_h > l.text_px);
    assert_true(l.tile >= l.text_px || l.tile * l.cols == l.board.w);
    assert_true(l.log_lines >= 3);
    assert_true(l.hud.h >= p->hud_lines * l.line_h + l.line_h / 3);
    /* A minimap only where the board does not show the whole floor (fault 3: classic's minimap
     * repeated the whole board). */
    assert_int_equal(l.has_minimap, l.cols < p->map_w || l.rows < p->map_h);
    if (p->inventory) assert_true(l.inventory_rows >= 2);
}

static void panels_never_overlap_at_any_size(void **state) {
    (void)state;
    for (int k = 0; k < KINDS; k++) {
        for (int w = 640; w <= 3840; w += 97)
            for (int h = 360; h <= 2160; h += 83) check_layout(w, h, &kinds[k]);
        check_layout(640, 360, &kinds[k]);
        check_layout(1366, 768, &kinds[k]);
        check_layout(1280, 800, &kinds[k]);
        check_layout(3840, 2160, &kinds[k]);
        check_layout(640, 2000, &kinds[k]); /* tall and narrow */
        check_layout(5000, 360, &kinds[k]); /* wide and short */
    }
}

/* Guards faults 2 and 3: the board uses the window. classic's whole floor fills most of the
 * width at 1366x768 (it was 896 of 1120), and simple shows far more than 32x16 of its 50x50
 * floor (a rat in the player's room was off-screen). */
static void the_board_uses_the_window(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1366, 768, &kinds[0]);
    assert_int_equal(l.cols, 32);
    assert_int_equal(l.rows, 16);
    assert_true(l.board.w * 10 >= 1366 * 7);
    assert_false(l.has_minimap);
    assert_true(l.log_lines >= 5);
    /* The fill rule (issue 27): a larger floor shows at least 32 x 16 tiles at the size that
     * fits them, with the side panel and the log taking the rest (it was 50 x 50 at 15 px). */
    ug_layout_compute(&l, 1366, 768, &kinds[1]);
    assert_true(l.cols >= 32 && l.rows >= 16);
    assert_true(l.tile >= 30);
    assert_true(l.side.x + l.side.w + 12 >= 1366);
    ug_layout_compute(&l, 640, 360, &kinds[1]);
    assert_true(l.cols >= 32 && l.rows >= 16);
    /* sprites fit the same tile (1920x1080: it was 16 px, 1x) */
    UgLayout glyphs;
    ug_layout_compute(&glyphs, 1920, 1080, &kinds[1]);
    ug_layout_compute(&l, 1920, 1080, &kinds[5]);
    assert_int_equal(l.tile, glyphs.tile);
    assert_true(l.tile >= 40);
    ug_layout_compute(&l, 3840, 2160, &kinds[0]);
    assert_true(l.board.w * 10 >= 3840 * 7);
    assert_true(l.text_px >= 36); /* text grows with the window */
    /* Zoom: larger tiles, a scrolling board and a minimap. */
    UgLayout zoomed;
    ug_layout_compute(&zoomed, 1366, 768, &kinds[2]);
    ug_layout_compute(&l, 1366, 768, &kinds[1]);
    assert_true(zoomed.tile > l.tile);
    assert_true(zoomed.has_minimap);
}

/* The text scale (Options: Text size): at 1280x800, the Steam Deck's screen, no text is under
 * 12 px at the default or the smallest scale; 200 % doubles it in a game (the title's longest
 * page takes the largest step it has room for) and 75 % shrinks it, with every
 * panel measured in lines following; the option steps 75..200 by 25 and wraps. Guards against a
 * scale that is stored but never reaches the layout, or that shrinks text below 12 px. */
static void text_scale_sizes_the_text(void **state) {
    (void)state;
    for (int k = 0; k < 2; k++) {
        UgLayout normal, big, small, title;
        UgLayoutParams p = kinds[k];
        p.text_scale = 0;
        ug_layout_compute(&normal, 1280, 800, &p);
        assert_true(normal.text_px >= 12);
        assert_true(normal.heading_px >= 24);
        p.text_scale = 200;
        ug_layout_compute(&big, 1280, 800, &p);
        /* classic's game has room for twice the text; simple's 8 status lines and inventory
         * take the largest step that fits (175 %) */
        if (k == 0) assert_int_equal(big.text_px, 2 * normal.text_px);
        assert_true(big.text_px >= normal.text_px * 7 / 4);
        assert_true(big.side.w >= 22 * big.char_w); /* its columns, not cut */
        assert_true(big.line_h > normal.line_h && big.side.w > normal.side.w);
        assert_true(big.heading_px > normal.heading_px);
        UgLayout menu; /* the title's options page has no room for 200 % at 1280x800 */
        ug_layout_compute(&menu, 1280, 800, &(UgLayoutParams){.text_scale = 200});
        assert_true(menu.text_px > normal.text_px && menu.text_px < big.text_px);
        p.text_scale = 75;
        ug_layout_compute(&small, 1280, 800, &p);
        assert_true(small.text_px >= 12 && small.text_px < normal.text_px);
        assert_true(small.log_lines >= normal.log_lines);
        ug_layout_compute(&title, 640, 360, &(UgLayoutParams){.text_scale = 75});
        assert_int_equal(title.text_px, 12); /* never below 12, whatever the scale */
    }
    assert_int_equal(ug_text_scale_percent(0), 100);
    assert_int_equal(ug_text_scale_percent(150), 150);
    assert_int_equal(ug_text_scale_percent(999), 100);
    assert_int_equal(ug_text_scale_step(0, 1), 125);
    assert_int_equal(ug_text_scale_step(200, 1), 75);
    assert_int_equal(ug_text_scale_step(75, -1), 200);
    assert_int_equal(ug_text_scale_step(100, -1), 75);
}

/* The title menu's rows stack without gaps or overlaps, inside the window. */
static void menu_rows(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 640, 360, NULL);
    for (int i = 0; i < 9; i++) {
        UgRect r = ug_layout_menu_row(&l, i, 9);
        assert_true(ug_rect_inside(r, l.canvas));
        if (i > 0) assert_false(ug_rect_overlaps(r, ug_layout_menu_row(&l, i - 1, 9)));
    }
}

/* A pixel on the board names the floor tile under it (the camera added), off the board none. */
static void a_pixel_names_its_tile(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1280, 720, &(UgLayoutParams){32, 16, 4, false, 0, 0, 0});
    int x = -1, y = -1, t = l.tile;
    assert_true(
        ug_layout_tile_at(&l, 5, 2, 32, 16, l.board.x + 3 * t + t / 2, l.board.y + t, &x, &y));
    assert_int_equal(x, 8);
    assert_int_equal(y, 3);
    assert_false(ug_layout_tile_at(&l, 0, 0, 32, 16, l.board.x - 1, l.board.y, &x, &y));
    assert_false(ug_layout_tile_at(&l, 0, 0, 2, 16, l.board.x + 3 * t, l.board.y, &x, &y));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(panels_never_overlap_at_any_size),
        cmocka_unit_test(the_board_uses_the_window),
        cmocka_unit_test(menu_rows),
        cmocka_unit_test(a_pixel_names_its_tile),
        cmocka_unit_test(text_scale_sizes_the_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
