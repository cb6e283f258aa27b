/* The colour palettes (palette.h): a simulation of each colour-vision deficiency over real frames
 * of every mode proves that what must be told apart stays apart.
 *
 * The simulation is this test's own: Machado, Oliveira and Fernandes, "A Physiologically-based
 * Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, the severity-1.0
 * matrices (dichromacy) over linear RGB; the distance is CIE76 dE in CIELAB (D65) of what the
 * simulated eye sees. The margins:
 *   - an enemy's glyph against the floor it stands on: dE >= 10;
 *   - a visible floor tile against a remembered one: dE >= 10 (its block or its glyph);
 *   - each log kind's colour against each other kind's: dE >= 10, and 4.5:1 luminance contrast
 *     (WCAG) on the panel;
 *   - the health bar's colours against its back: dE >= 10, and full against low health: dE >= 10.
 * The high-contrast palette is checked under normal sight with 7:1 for the log on the panel.
 * A control shows the normal palette failing the log margin under deuteranopia and protanopia,
 * so the test can fail. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/scenario.h"
#include "palette.h"
#include "view.h"

static UgFrame frame, plain; /* large: not on the stack */

enum { SIGHT_NORMAL = 0, SIGHT_DEUTAN, SIGHT_PROTAN, SIGHT_TRITAN };
/* Machado et al. 2009 at severity 1.0, written out here on purpose rather than taken from
 * palette.c: the test's eye is independent of the palette it judges, so a wrong number there
 * cannot make its own colours look right. */
static const double machado[4][3][3] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
    {{0.367322, 0.860646, -0.227968},
     {0.280085, 0.672501, 0.047413},
     {-0.011820, 0.042940, 0.968881}},
    {{0.152286, 1.052583, -0.204868},
     {0.114503, 0.786281, 0.099216},
     {-0.003882, -0.048116, 1.051998}},
    {{1.255528, -0.076749, -0.178779},
     {-0.078411, 0.930809, 0.147602},
     {0.004733, 0.691367, 0.303900}},
};
static const char *const sight_names[4] = {"normal", "deuteranopia", "protanopia", "tritanopia"};

static double lin(uint8_t v) {
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static void seen(int sight, UgColor c, double out[3]) {
    double l[3] = {lin(c.r), lin(c.g), lin(c.b)};
    for (int i = 0; i < 3; i++) {
        double v =
            machado[sight][i][0] * l[0] + machado[sight][i][1] * l[1] + machado[sight][i][2] * l[2];
        out[i] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
}

static double lab_f(double t) {
    return t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0;
}

static double delta_e(int sight, UgColor a, UgColor b) {
    double lab[2][3];
    for (int k = 0; k < 2; k++) {
        double l[3];
        seen(sight, k ? b : a, l);
        double x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047;
        double y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
        double z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883;
        lab[k][0] = 116 * lab_f(y) - 16;
        lab[k][1] = 500 * (lab_f(x) - lab_f(y));
        lab[k][2] = 200 * (lab_f(y) - lab_f(z));
    }
    double d0 = lab[0][0] - lab[1][0], d1 = lab[0][1] - lab[1][1], d2 = lab[0][2] - lab[1][2];
    return sqrt(d0 * d0 + d1 * d1 + d2 * d2);
}

static double contrast(int sight, UgColor a, UgColor b) {
    double la[3], lb[3];
    seen(sight, a, la);
    seen(sight, b, lb);
    double ya = 0.2126 * la[0] + 0.7152 * la[1] + 0.0722 * la[2];
    double yb = 0.2126 * lb[0] + 0.7152 * lb[1] + 0.0722 * lb[2];
    return ya > yb ? (ya + 0.05) / (yb + 0.05) : (yb + 0.05) / (ya + 0.05);
}

/* What is drawn: `fg` with its alpha over `back`. */
static UgColor over(UgColor fg, UgColor back) {
    UgColor c = {(uint8_t)((fg.r * fg.a + back.r * (255 - fg.a)) / 255),
                 (uint8_t)((fg.g * fg.a + back.g * (255 - fg.a)) / 255),
                 (uint8_t)((fg.b * fg.a + back.b * (255 - fg.a)) / 255), 255};
    return c;
}

static UgColor cell_back(const UgFrame *f, const UgCell *c) {
    return c->bg.a ? over(c->bg, f->background) : f->background;
}

/* The sights a palette is for. */
static int sight_of(UgPalette p) {
    switch (p) {
        case UG_PALETTE_DEUTERANOPIA:
            return SIGHT_DEUTAN;
        case UG_PALETTE_PROTANOPIA:
            return SIGHT_PROTAN;
        case UG_PALETTE_TRITANOPIA:
            return SIGHT_TRITAN;
        default:
            return SIGHT_NORMAL;
    }
}

static const UgMode modes[] = {UG_MODE_CLASSIC, UG_MODE_SIMPLE, UG_MODE_ADVENTURE, UG_MODE_CURSED};
static const char *const seeds[] = {"48213", "hello", "7", "1234567890"};
enum { MODES = (int)(sizeof modes / sizeof modes[0]) };

/* A floor of the mode: a lit room x 2..9 and a remembered one x 10..17, rows 2..6, the player at
 * (3, 4) and one creature of `kind` at (5, 4). NULL if the mode cannot be set up this way. */
static UgGame *room(UgMode mode, const char *seed, int kind) {
    UgGameParams p = {mode, seed};
    UgGame *g = NULL;
    if (ug_game_new(&p, &g) != UG_OK) return NULL;
    ug_scenario_clear(g);
    for (int y = 2; y <= 6; y++)
        for (int x = 2; x <= 17; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, x <= 9);
        }
    ug_scenario_place_player(g, 3, 4);
    if (kind >= 0) ug_scenario_add_monster(g, (UgMonsterKind)kind, 5, 4, 3);
    return g;
}

static void build(UgFrame *f, const UgGame *g, UgMode mode, UgPalette palette) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = mode;
    s.log_lines = UG_FRAME_LOG_MAX;
    s.history_rows = 10;
    s.options.palette = (int)palette;
    ug_view_build(f, g, NULL, NULL, &s);
}

static const UgCell *at(const UgFrame *f, int x, int y) {
    return &f->cells[y - f->cam_y][x - f->cam_x];
}

/* Every creature of every mode on its floor, and the mode's visible against remembered floor,
 * under each palette and the sight it is for. */
static void board_pairs_stay_apart(void **state) {
    (void)state;
    int checked = 0;
    for (int p = 0; p < UG_PALETTE_COUNT; p++) {
        int sight = sight_of((UgPalette)p);
        for (int m = 0; m < MODES; m++) {
            UgGame *g = room(modes[m], seeds[m], -1);
            assert_non_null(g);
            build(&frame, g, modes[m], (UgPalette)p);
            const UgCell *lit = at(&frame, 7, 3), *old = at(&frame, 14, 3);
            assert_true(lit->seen && old->seen && !lit->dimmed && old->dimmed);
            UgColor lit_back = cell_back(&frame, lit), old_back = cell_back(&frame, old);
            double d_back = delta_e(sight, lit_back, old_back);
            double d_glyph = lit->glyph && old->glyph
                                 ? delta_e(sight, over(lit->fg, lit_back), over(old->fg, old_back))
                                 : 0;
            if (d_back < 10 && d_glyph < 10)
                fail_msg("%s, mode %d: visible and remembered floor are dE %.1f / %.1f apart",
                         ug_palette_key((UgPalette)p), (int)modes[m], d_back, d_glyph);
            ug_game_free(g);
            for (int k = 0; k < UG_MON_KIND_COUNT; k++) {
                g = room(modes[m], seeds[m], k);
                assert_non_null(g);
                build(&frame, g, modes[m], (UgPalette)p);
                const UgCell *c = at(&frame, 5, 4);
                if (c->monster && c->glyph) {
                    double d = delta_e(sight, c->fg, cell_back(&frame, c));
                    if (d < 10)
                        fail_msg("%s, mode %d: creature %d is dE %.1f from its floor",
                                 ug_palette_key((UgPalette)p), (int)modes[m], k, d);
                    checked++;
                }
                ug_game_free(g);
            }
        }
    }
    assert_true(checked >= UG_PALETTE_COUNT * MODES); /* creatures were drawn in every mode */
}

/* Each log kind under each palette: apart from the others and readable on the panel. */
static bool kinds_apart(UgPalette p, int sight, double min_contrast, bool report) {
    UgFrameColors ui = ug_palette_ui(p);
    for (int a = 0; a < UG_MSGKIND_COUNT; a++) {
        UgColor ca = ug_palette_kind_color(p, (UgMsgKind)a);
        double cr = contrast(sight, ca, ui.panel);
        if (cr < min_contrast) {
            if (report)
                fail_msg("%s under %s: kind %d is %.2f:1 on the panel", ug_palette_key(p),
                         sight_names[sight], a, cr);
            return false;
        }
        for (int b = a + 1; b < UG_MSGKIND_COUNT; b++) {
            double d = delta_e(sight, ca, ug_palette_kind_color(p, (UgMsgKind)b));
            if (d < 10) {
                if (report)
                    fail_msg("%s under %s: kinds %d and %d are dE %.1f apart", ug_palette_key(p),
                             sight_names[sight], a, b, d);
                return false;
            }
        }
    }
    return true;
}

static void log_kinds_stay_apart(void **state) {
    (void)state;
    for (int p = UG_PALETTE_DEUTERANOPIA; p <= UG_PALETTE_TRITANOPIA; p++) {
        kinds_apart((UgPalette)p, sight_of((UgPalette)p), 4.5, true);
        kinds_apart((UgPalette)p, SIGHT_NORMAL, 4.5, true); /* and for everyone else at the table */
    }
    kinds_apart(UG_PALETTE_HIGH_CONTRAST, SIGHT_NORMAL, 7.0, true);
    kinds_apart(UG_PALETTE_NORMAL, SIGHT_NORMAL, 4.5, true);
    /* The control: the normal colours do run together for these eyes (SYSTEM and LEVEL under
     * deuteranopia, DEALT and LOOT under protanopia), so the check above can fail. */
    assert_false(kinds_apart(UG_PALETTE_NORMAL, SIGHT_DEUTAN, 4.5, false));
    assert_false(kinds_apart(UG_PALETTE_NORMAL, SIGHT_PROTAN, 4.5, false));
}

static void health_bar_stays_apart(void **state) {
    (void)state;
    for (int p = 0; p < UG_PALETTE_COUNT; p++) {
        int sight = sight_of((UgPalette)p);
        UgFrameColors ui = ug_palette_ui((UgPalette)p);
        UgColor bars[3] = {ui.hp_good, ui.hp_hurt, ui.hp_low};
        for (int i = 0; i < 3; i++)
            if (delta_e(sight, bars[i], ui.bar_back) < 10)
                fail_msg("%s: health colour %d is too near its back", ug_palette_key((UgPalette)p),
                         i);
        if (delta_e(sight, ui.hp_good, ui.hp_low) < 10)
            fail_msg("%s: full and low health look alike", ug_palette_key((UgPalette)p));
    }
}

/* The chosen menu row is white (and text) on the frame colour, and text sits on the panels:
 * 4.5:1 under every palette for the eyes it is for. */
static void interface_text_stays_readable(void **state) {
    (void)state;
    for (int p = 0; p < UG_PALETTE_COUNT; p++) {
        int sight = sight_of((UgPalette)p);
        UgFrameColors ui = ug_palette_ui((UgPalette)p);
        const UgColor texts[2] = {ui.heading, ui.text};
        for (int i = 0; i < 2; i++)
            if (contrast(sight, texts[i], ui.frame) < 4.5 ||
                contrast(sight, texts[i], ui.panel) < 4.5)
                fail_msg("%s: text %d is not 4.5:1 on the frame or panel",
                         ug_palette_key((UgPalette)p), i);
    }
}

/* The pass reaches the frame: log lines take their kind's palette colour by their mark, the
 * renderer's colours and the health bar change, and the normal palette changes nothing at all
 * (the modes' looks stay bit for bit). Guards against a palette chosen but never applied. */
static void the_pass_rewrites_the_frame(void **state) {
    (void)state;
    UgGame *g = room(UG_MODE_CLASSIC, "48213", UG_MON_RAT);
    memset(&plain, 0, sizeof plain);
    memset(&frame, 0, sizeof frame);
    build(&plain, g, UG_MODE_CLASSIC, UG_PALETTE_NORMAL);
    build(&frame, g, UG_MODE_CLASSIC, UG_PALETTE_NORMAL);
    assert_memory_equal(&plain, &frame, sizeof frame);
    ug_palette_apply(&frame, UG_PALETTE_NORMAL);
    assert_memory_equal(&plain, &frame, sizeof frame);
    for (int k = 0; k < UG_MSGKIND_COUNT; k++) {
        plain.log[k].color = ug_view_kind_color((UgMsgKind)k);
        snprintf(plain.log[k].mark, sizeof plain.log[k].mark, "%s",
                 ug_view_kind_mark((UgMsgKind)k));
    }
    plain.log_count = UG_MSGKIND_COUNT;
    for (int p = 1; p < UG_PALETTE_COUNT; p++) {
        frame = plain;
        ug_palette_apply(&frame, (UgPalette)p);
        for (int k = 0; k < UG_MSGKIND_COUNT; k++) {
            UgColor want = ug_palette_kind_color((UgPalette)p, (UgMsgKind)k);
            if (k == UG_MSGKIND_NORMAL) want = ug_palette_color((UgPalette)p, plain.log[k].color);
            assert_memory_equal(&frame.log[k].color, &want, sizeof want);
        }
        UgFrameColors ui = ug_palette_ui((UgPalette)p);
        assert_memory_equal(&frame.ui, &ui, sizeof ui);
        assert_memory_equal(&frame.health_color, &ui.hp_good, sizeof ui.hp_good);
        assert_memory_not_equal(&frame.cells[4][5].fg, &plain.cells[4][5].fg, sizeof(UgColor));
    }
    ug_game_free(g);
    assert_non_null(ug_palette_key(UG_PALETTE_TRITANOPIA));
    assert_int_equal(ug_palette_from_key("high-contrast", 13), UG_PALETTE_HIGH_CONTRAST);
    assert_int_equal(ug_palette_from_key("sepia", 5), -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(board_pairs_stay_apart),
        cmocka_unit_test(log_kinds_stay_apart),
        cmocka_unit_test(health_bar_stays_apart),
        cmocka_unit_test(interface_text_stays_readable),
        cmocka_unit_test(the_pass_rewrites_the_frame),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
