/* A relative XDG_DATA_HOME moved the user folder (its saves, history, settings) with the working
 * directory (issue 25, item 8): it is ignored, as the XDG spec says, and HOME's folder is used. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "paths.h"

static void a_relative_xdg_data_home_is_ignored(void **state) {
    (void)state;
    setenv("XDG_DATA_HOME", "relative/share", 1);
    assert_true(ug_paths_drop_relative_xdg());
    assert_null(getenv("XDG_DATA_HOME"));
    setenv("XDG_DATA_HOME", "/abs/share", 1);
    assert_false(ug_paths_drop_relative_xdg());
    assert_string_equal(getenv("XDG_DATA_HOME"), "/abs/share");
    unsetenv("XDG_DATA_HOME");
    assert_false(ug_paths_drop_relative_xdg());
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_relative_xdg_data_home_is_ignored),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
