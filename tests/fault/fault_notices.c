/* A start-up notice is shown even when `--mode` continues a saved run directly (issue 25, item
 * 7): the damaged-settings notice went to stderr only, the title's notice box never being
 * shown. Headless on the null platform. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/record.h"
#include "file.h"
#include "log.h"
#include "platform_null.h"
#include "scenes.h"

#define UG_NULL_FIXTURE_ENTROPY 99
#include "null_fixture.h"
#include "null_script.h"

static void put_save(void) {
    UgRecord r;
    ug_record_init(&r, UG_MODE_CLASSIC, "48213");
    for (int i = 0; i < 3; i++) assert_int_equal(ug_record_push(&r, ug_action_wait()), UG_OK);
    char *text = NULL;
    size_t len = 0;
    assert_int_equal(ug_file_record_text(&r, &text, &len, NULL, 0), UG_FILE_OK);
    assert_true(ug_null_file_put(np, "mem/save-classic.ugr", text, len));
    free(text);
    ug_record_free(&r);
}

/* The first game frame shows the notice box with the damaged settings' reason. */
static void a_direct_continue_shows_the_settings_notice(void **state) {
    (void)state;
    put_save();
    UgLog notices;
    ug_log_clear(&notices);
    ug_log_push(&notices, UG_UIMSG_BAD_CONFIG, 0, 0, "line 3 is damaged");
    press(UG_CMD_WAIT); /* closes the box */
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC, .direct = true, .notices = &notices};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    ug_scenes_free(s);
    int shown = -1;
    for (int i = 0; i < ug_null_frame_count(np) && shown < 0; i++) {
        const UgNullFrame *f = ug_null_frame(np, i);
        if (f->scene == UG_SCENE_GAME && f->overlay == UG_OVERLAY_NOTICE &&
            strstr(f->text, "line 3 is damaged"))
            shown = i;
    }
    assert_true(shown >= 0);
    assert_int_equal(ug_null_frame(np, 0)->scene, UG_SCENE_GAME); /* continued directly */
}

/* Item 8: a save holding only its header line was "line 1 is damaged"; it is cut short. */
static void a_header_only_save_is_cut_short(void **state) {
    (void)state;
    assert_true(ug_null_file_put(np, "mem/save-classic.ugr", "undergrid-replay 2\n", 19));
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = UG_MODE_CLASSIC};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_free(s);
    bool cut = false;
    for (int i = 0; i < ug_null_said_count(np); i++) {
        assert_null(strstr(ug_null_said(np, i), "line 1 is damaged"));
        cut =
            cut || strstr(ug_null_said(np, i), "it ends at line 1, before the record is complete");
    }
    assert_true(cut);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_direct_continue_shows_the_settings_notice, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(a_header_only_save_is_cut_short, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
