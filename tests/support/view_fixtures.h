/* Fixtures shared by the view and window tests (tests/view, tests/app): a shipped catalog loaded
 * from assets/, and a classic game cleared by hand so that each test draws the exact floor it
 * needs. Header-only (static inline): include it after <cmocka.h>, in a target that defines
 * UG_ASSETS_DIR and links undergrid_core and undergrid_view. */
#ifndef UG_TESTS_VIEW_FIXTURES_H
#define UG_TESTS_VIEW_FIXTURES_H

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "undergrid/scenario.h"

/* The shipped catalog UG_ASSETS_DIR/i18n/LANG.po, parsed completely (the test fails, naming the
 * file and the parser's error, if it does not parse or refuses an entry). The caller frees it. */
static inline UgCatalog *ug_test_load_catalog(const char *lang) {
    char path[1024];
    snprintf(path, sizeof path, "%si18n/%s.po", UG_ASSETS_DIR, lang);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[UG_PO_MAX_BYTES]; /* large: not on the stack */
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    char error[256];
    UgCatalog *c = ug_catalog_parse(buf, n, error, sizeof error);
    if (!c) fail_msg("%s: %s", path, error);
    assert_int_equal(ug_catalog_refused(c), 0);
    return c;
}

/* A real classic game (seed 48213) whose floor is then wiped through the core's scenario API:
 * all rock, nothing seen or visible, no creatures, the player at (7, 5). The caller frees it. */
static inline UgGame *ug_test_blank_classic_game(void) {
    UgGameParams p = {UG_MODE_CLASSIC, "48213"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    ug_scenario_clear(g);
    ug_scenario_place_player(g, 7, 5);
    return g;
}

/* Floor on the rectangle x0..x1, y0..y1 (inclusive) of `g`. */
static inline void ug_test_floor_rect(UgGame *g, int x0, int y0, int x1, int y1) {
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
}

/* Tiles x0..x1, y0..y1 seen, and in sight if `visible`. */
static inline void ug_test_see_rect(UgGame *g, int x0, int y0, int x1, int y1, bool visible) {
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) ug_scenario_set_seen(g, x, y, true, visible);
}

#endif
