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
#include <sys/stat.h>
#include <unistd.h>

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

/* The compose cache folder (issue 28's start-up): the game's own, private, made once; never over
 * the user's XCOMPOSECACHE or ~/.compose-cache, nor in a folder others can write. */
static void the_compose_cache_is_a_private_folder_of_the_game(void **state) {
    (void)state;
    char home[] = "/tmp/fault_paths_XXXXXX", dir[512], want[512];
    assert_non_null(mkdtemp(home));
    setenv("HOME", home, 1);
    unsetenv("XDG_CACHE_HOME");
    unsetenv("XCOMPOSECACHE");
    assert_true(ug_paths_set_compose_cache());
    snprintf(want, sizeof want, "%s/.cache/undergrid/compose", home);
    assert_string_equal(getenv("XCOMPOSECACHE"), want);
    struct stat st;
    assert_int_equal(stat(want, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);
    assert_false(ug_paths_set_compose_cache()); /* set: kept */
    assert_string_equal(getenv("XCOMPOSECACHE"), want);
    setenv("XCOMPOSECACHE", "/the/users/own", 1);
    assert_false(ug_paths_set_compose_cache());
    assert_string_equal(getenv("XCOMPOSECACHE"), "/the/users/own");

    unsetenv("XCOMPOSECACHE"); /* an absolute XDG_CACHE_HOME is the cache home */
    snprintf(dir, sizeof dir, "%s/xdg", home);
    setenv("XDG_CACHE_HOME", dir, 1);
    assert_true(ug_paths_set_compose_cache());
    snprintf(want, sizeof want, "%s/xdg/undergrid/compose", home);
    assert_string_equal(getenv("XCOMPOSECACHE"), want);

    unsetenv("XCOMPOSECACHE"); /* a folder others can write is refused */
    assert_int_equal(chmod(want, 0777), 0);
    assert_false(ug_paths_set_compose_cache());
    assert_null(getenv("XCOMPOSECACHE"));

    unsetenv("XDG_CACHE_HOME"); /* libX11's own ~/.compose-cache wins */
    snprintf(dir, sizeof dir, "%s/.compose-cache", home);
    assert_int_equal(mkdir(dir, 0700), 0);
    assert_false(ug_paths_set_compose_cache());
    assert_null(getenv("XCOMPOSECACHE"));

    if (geteuid() == 0) assert_false(ug_paths_use_compose_cache()); /* libX11 keeps none for root */
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
    assert_int_equal(system(cmd), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_relative_xdg_data_home_is_ignored),
        cmocka_unit_test(the_compose_cache_is_a_private_folder_of_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
