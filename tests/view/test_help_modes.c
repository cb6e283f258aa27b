/* Help per mode, from the title too (issue 26 item 3): with each mode chosen on the title menu,
 * the Help box shows that mode's keys and the legend of its board, and, where the core says the
 * mode has them (ug_mode_info's systems), its orbs, its bosses and its hunger; in a game, the
 * same box for the game's mode. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include <stdbool.h>

#include "undergrid/game.h"
#include "cursed_view.h"
#include "profile.h"
#include "view.h"

static UgFrame frame; /* large: not on the stack */
static UgLog log_value;

/* The boss names each mode's help must give: test data, one row per mode that has bosses. */
static const char *const bosses[UG_MODE_COUNT][5] = {
    [UG_MODE_ADVENTURE] = {"Gargoyle", "Butcher", "Ghoul", "Giovanni"},
    [UG_MODE_CURSED] = {"Gargoyle", "Butcher", "Ghoul", "Giovanni"},
};

static bool says(const char *word) {
    for (int i = 0; i < frame.overlay_count; i++)
        if (strstr(frame.overlay_lines[i].text, word)) return true;
    return false;
}

static void check_help(UgMode mode, const char *where) {
    const UgGameInfo *info = ug_mode_info(mode);
    assert_non_null(info);
    int signs = 0;
    for (int i = 0; i < frame.overlay_count; i++) signs += frame.overlay_glyph[i] != 0;
    if (frame.overlay != UG_OVERLAY_HELP) fail_msg("%s %s: no help box", where, ug_mode_name(mode));
    if (!says("move")) fail_msg("%s %s: no movement keys", where, ug_mode_name(mode));
    if (signs < 3 || !says("Signs on the board"))
        fail_msg("%s %s: %d signs in the legend", where, ug_mode_name(mode), signs);
    static const char *const orbs[] = {"Fire", "Ice", "Slime", "Lump"};
    for (int k = 0; k < 4; k++)
        if (says(orbs[k]) != ((info->systems & UG_SYS_ORBS) != 0))
            fail_msg("%s %s: the orb %s %s", where, ug_mode_name(mode), orbs[k],
                     says(orbs[k]) ? "is named without orbs" : "is not explained");
    if (info->systems & UG_SYS_BOSSES) {
        assert_non_null(bosses[mode][0]);
        for (int k = 0; bosses[mode][k]; k++)
            if (!says(bosses[mode][k]))
                fail_msg("%s %s: no word of its boss %s", where, ug_mode_name(mode),
                         bosses[mode][k]);
    }
    if (((info->systems & UG_SYS_HUNGER) != 0) != (says("unger") || says("hungry")))
        fail_msg("%s %s: hunger %s", where, ug_mode_name(mode),
                 info->systems & UG_SYS_HUNGER ? "not explained" : "named without hunger");
}

static void title_help_is_the_chosen_modes(void **state) {
    (void)state;
    UgMode modes[UG_MODE_COUNT];
    int n = ug_view_menu_modes(modes), checked = 0;
    for (int i = 0; i < n; i++) {
        if (!ug_mode_info(modes[i])) continue;
        UgViewState s = {0};
        s.scene = UG_SCENE_TITLE;
        s.mode = modes[(i + 1) % n]; /* another mode than the chosen one */
        s.menu_mode = modes[i];
        s.overlay = UG_OVERLAY_HELP;
        s.history_rows = 10;
        ug_view_build(&frame, NULL, &log_value, NULL, &s);
        check_help(modes[i], "title:");
        checked++;
    }
    assert_int_equal(checked, 4); /* classic, simple, cursed, adventure */
}

/* In a game (the common help box; cursed draws its own, checked by its view test) the game's
 * mode's help. */
static void game_help_is_the_games(void **state) {
    (void)state;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_info((UgMode)m) || ug_view_profile((UgMode)m)->finish_frame) continue;
        UgGameParams p = {(UgMode)m, "1234567890"};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&p, &g), UG_OK);
        UgViewState s = {0};
        s.scene = UG_SCENE_GAME;
        s.mode = (UgMode)m;
        s.menu_mode = (UgMode)((m + 1) % UG_MODE_COUNT);
        s.overlay = UG_OVERLAY_HELP;
        s.log_lines = 5;
        s.history_rows = 10;
        ug_view_build(&frame, g, &log_value, NULL, &s);
        check_help((UgMode)m, "game:");
        /* The help names the fight key (h26r), from the bindings' labels (cursed, with its own
         * keys, draws its own help and has none). */
        if (!says("Shift+F: fight"))
            fail_msg("game: %s: the fight key is not named", ug_mode_name((UgMode)m));
        ug_game_free(g);
    }
}

/* Cursed's own help screen (its ? in a game) says the same. */
static void cursed_game_help_too(void **state) {
    (void)state;
    UgGameParams p = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    static UgCursedScene scene;
    memset(&scene, 0, sizeof scene);
    ug_cursed_keys_init(&scene.ui, false);
    scene.ui.screen = UG_CK_SCREEN_HELP;
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = UG_MODE_CURSED;
    s.log_lines = UG_FRAME_LOG_MAX;
    s.history_rows = 10;
    s.cursed = &scene;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    check_help(UG_MODE_CURSED, "game:");
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(title_help_is_the_chosen_modes),
        cmocka_unit_test(game_help_is_the_games),
        cmocka_unit_test(cursed_game_help_too),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
