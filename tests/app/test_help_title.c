/* The title's Help is the help of the mode under the cursor (issue 26 item 3): on the New game
 * page, each mode's row, then ?, shows that mode's keys (not the mode chosen last); cursed's own
 * help, longer than its box, scrolls and its footer keeps its own keys (only Esc closes it). The
 * frame test per mode of what each help holds is tests/view/test_help_modes.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "keys_view.h"
#include "platform_null.h"
#include "profile.h"
#include "scenes.h"
#include "scenes_private.h"
#include "view.h"

static UgNullPlatform *np;
#include "null_script.h"

/* The New game page, `row` steps down, ?; the last frame's text. */
static char last_text[1 << 16];

static void help_on_row(int row) {
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 7});
    assert_non_null(np);
    press(UG_CMD_CONFIRM); /* New game (no run saved: the first row) */
    for (int i = 0; i < row; i++) press_move(0, 1);
    press(UG_CMD_HELP);
    UgPlatform table = ug_null_platform_table(np);
    UgOptions options = {.lang = "en"};
    table.set_options(table.self, &options);
    UgScenesParams params = {0};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    ug_scenes_free(s);
    snprintf(last_text, sizeof last_text, "%s",
             ug_null_frame(np, ug_null_frame_count(np) - 1)->text);
}

static void title_help_follows_the_cursor(void **state) {
    (void)state;
    UgMode modes[UG_MODE_COUNT];
    int n = ug_view_menu_modes(modes), checked = 0;
    for (int i = 0; i < n; i++) {
        const UgViewProfile *p = ug_view_profile(modes[i]);
        if (!ug_mode_info(modes[i]) || p->help_count == 0) continue;
        help_on_row(i);
        char want[256];
        ug_keys_expand(NULL, false, p->help[0], want, sizeof want);
        if (!strstr(last_text, want))
            fail_msg("row %d (%s): the help lacks \"%s\":\n%s", i, ug_mode_name(modes[i]), want,
                     last_text);
        checked++;
    }
    assert_int_equal(checked, 4);
}

static void key(const char *k) {
    UgCommand c = cmd(UG_CMD_OTHER_KEY);
    snprintf(c.key, sizeof c.key, "%s", k);
    c.shift = strcmp(k, "?") == 0;
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void cursed_help_scrolls(void **state) {
    (void)state;
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 5});
    assert_non_null(np);
    for (int i = 0; i < 4; i++) ug_null_push_pause(np);
    key(" "); /* the level's intro */
    key("?"); /* cursed's help */
    press_move(0, 1);
    press_move(0, 1);
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_CURSED, .seed = "1234567890", .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    assert_int_equal(s->frame.overlay, UG_OVERLAY_HELP);
    assert_int_equal(s->vs.overlay, UG_OVERLAY_NONE); /* the mode's own screen */
    assert_int_equal(s->vs.help_scroll, 2);
    assert_int_equal(s->frame.overlay_scroll, 2);
    const char *footer = s->frame.overlay_footer.text;
    if (!strstr(footer, "scroll") || !strstr(footer, "Esc: back") || strstr(footer, "other keys"))
        fail_msg("footer \"%s\"", footer);
    ug_scenes_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(title_help_follows_the_cursor),
        cmocka_unit_test(cursed_help_scrolls),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    ug_null_platform_free(np);
    return failed;
}
