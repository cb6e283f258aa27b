/* The file module: whole-file reads with a limit, writes that never leave half a file, and a
 * record's bytes. Each test says which behaviour it guards. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "file.h"

static const char *path_of(const char *name) {
    static char path[1024];
    snprintf(path, sizeof path, "%s%s", UG_TEST_OUT_DIR, name);
    return path;
}

static void put(const char *path, const char *text) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static bool exists(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f) fclose(f);
    return f != NULL;
}

/* Guards the limit: a file of exactly `max` bytes is read whole and NUL-terminated, one byte
 * more is refused with the reason the CLI and the window print. */
static void read_takes_up_to_the_limit_and_refuses_more(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("limit.txt"));
    char big[10001];
    memset(big, 'x', 10000);
    big[10000] = '\0';
    put(path, big);
    char *data = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX] = "";
    assert_int_equal(ug_file_read(path, 10000, &data, &len, why, sizeof why), UG_FILE_OK);
    assert_int_equal(len, 10000);
    assert_int_equal(data[len], '\0');
    assert_memory_equal(data, big, len);
    free(data);
    assert_int_equal(ug_file_read(path, 9999, &data, &len, why, sizeof why), UG_FILE_TOO_LARGE);
    assert_null(data);
    assert_int_equal(len, 0);
    assert_string_equal(why, "it is larger than the game accepts");
    remove(path);
}

/* Guards "no saved run" against "a damaged one": a missing file is UG_FILE_MISSING with the
 * system's reason, so the window tells it from a file it cannot read. */
static void a_missing_file_is_missing(void **state) {
    (void)state;
    char *data = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX] = "";
    assert_int_equal(ug_file_read(path_of("no-such-file"), 100, &data, &len, why, sizeof why),
                     UG_FILE_MISSING);
    assert_null(data);
    assert_true(why[0] != '\0');
    /* why may be NULL */
    assert_int_equal(ug_file_read(path_of("no-such-file"), 100, &data, &len, NULL, 0),
                     UG_FILE_MISSING);
}

/* Guards atomic writes: the new bytes replace the old whole, no temporary file is left, and a
 * write that cannot happen leaves the old file as it was and says why. */
static void write_replaces_whole_or_not_at_all(void **state) {
    (void)state;
    char path[1024], tmp[1100];
    snprintf(path, sizeof path, "%s", path_of("atomic.txt"));
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    put(path, "old and longer");
    char why[UG_FILE_WHY_MAX] = "";
    assert_int_equal(ug_file_write_atomic(path, "new", 3, why, sizeof why), UG_FILE_OK);
    char *data = NULL;
    size_t len = 0;
    assert_int_equal(ug_file_read(path, 100, &data, &len, NULL, 0), UG_FILE_OK);
    assert_string_equal(data, "new");
    free(data);
    assert_false(exists(tmp));
    char bad[1100];
    snprintf(bad, sizeof bad, "%sno-such-dir/atomic.txt", UG_TEST_OUT_DIR);
    assert_int_equal(ug_file_write_atomic(bad, "x", 1, why, sizeof why), UG_FILE_UNWRITABLE);
    assert_true(why[0] != '\0');
    assert_true(ug_file_remove(path));
    assert_false(exists(path));
    assert_true(ug_file_remove(path)); /* already gone */
}

/* Guards saves and records: the bytes of a record are its file format, and parse back into
 * the same record. */
static void record_text_is_the_record_format(void **state) {
    (void)state;
    UgRecord r, back;
    ug_record_init(&r, UG_MODE_CLASSIC, "42");
    assert_int_equal(ug_record_push(&r, ug_action_move(1, 0)), UG_OK);
    assert_int_equal(ug_record_push(&r, ug_action_wait()), UG_OK);
    r.has_hash = true;
    r.hash = 0x0123456789abcdefu;
    char *text = NULL;
    size_t len = 0;
    assert_int_equal(ug_file_record_text(&r, &text, &len, NULL, 0), UG_FILE_OK);
    assert_string_equal(text, "undergrid-replay 2\nmode classic\nseed 42\nactions 2\nm 1 0\nw\n"
                              "hash 0123456789abcdef\n");
    assert_int_equal(len, strlen(text));
    int line = 0;
    assert_int_equal(ug_record_parse(text, len, &back, &line), UG_OK);
    assert_int_equal(back.count, 2);
    assert_true(back.has_hash);
    free(text);
    ug_record_free(&back);
    ug_record_free(&r);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(read_takes_up_to_the_limit_and_refuses_more),
        cmocka_unit_test(a_missing_file_is_missing),
        cmocka_unit_test(write_replaces_whole_or_not_at_all),
        cmocka_unit_test(record_text_is_the_record_format),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
