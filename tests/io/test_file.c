/* The file module: whole-file reads with a limit, writes that never leave half a file, and a
 * record's bytes. Each test says which behaviour it guards. */
#define _XOPEN_SOURCE 700 /* mkfifo, symlink, truncate, getrusage */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#ifndef _WIN32
#include <time.h>
#include <utime.h>
#endif
#ifndef _WIN32
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

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
    snprintf(tmp, sizeof tmp, "%s.tmp", path); /* the old shared name is never used */
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
    assert_string_equal(text,
                        "undergrid-replay 3\nmode classic\nseed 42\nrules 1\nactions 2\nm 1 0\nw\n"
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

#ifndef _WIN32 /* FIFOs, devices, symbolic links, modes and flock are POSIX's */
static char *slurp(const char *path) {
    char *data = NULL;
    size_t len = 0;
    return ug_file_read(path, 1 << 20, &data, &len, NULL, 0) == UG_FILE_OK ? data : NULL;
}

/* Guards issue 9's FIFO: `replay fifo.ugr` waited forever; a FIFO (or a device, or a folder) is
 * refused at once, saying what it is, without a byte read. */
static void a_fifo_or_device_is_refused_without_blocking(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("reader.fifo"));
    remove(path);
    assert_int_equal(mkfifo(path, 0600), 0);
    char *data = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX] = "";
    assert_int_equal(ug_file_read(path, 100, &data, &len, why, sizeof why), UG_FILE_NOT_REGULAR);
    assert_string_equal(why, "it is a FIFO, not a regular file");
    assert_int_equal(ug_file_read_own(path, 100, &data, &len, why, sizeof why),
                     UG_FILE_NOT_REGULAR);
    remove(path);
    assert_int_equal(ug_file_read("/dev/zero", 100, &data, &len, why, sizeof why),
                     UG_FILE_NOT_REGULAR);
    assert_string_equal(why, "it is a device, not a regular file");
    assert_int_equal(ug_file_read(UG_TEST_OUT_DIR, 100, &data, &len, why, sizeof why),
                     UG_FILE_NOT_REGULAR);
    assert_null(data);
}

/* Guards issue 9's oversized input: a 1 GB sparse file took 272 MB before it was refused; its
 * size refuses it now, with next to no memory used. */
static void an_oversized_file_is_refused_before_it_is_read(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("sparse.ugr"));
    put(path, "");
    assert_int_equal(truncate(path, 1024L * 1024 * 1024), 0);
    struct rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    char *data = NULL;
    size_t len = 0;
    char why[UG_FILE_WHY_MAX] = "";
    assert_int_equal(ug_file_read(path, 128 * 1024 * 1024, &data, &len, why, sizeof why),
                     UG_FILE_TOO_LARGE);
    getrusage(RUSAGE_SELF, &after);
    assert_true(after.ru_maxrss - before.ru_maxrss < 16 * 1024); /* KiB: under 16 MiB */
    assert_string_equal(why, "it is larger than the game accepts");
    remove(path);
}

/* Guards issue 9's `--record /dev/full` and symbolic links: a writer replaces only a regular
 * file; a link, its target, a FIFO and a folder are left as they were, and the reason says what
 * was found. */
static void only_regular_files_are_replaced(void **state) {
    (void)state;
    char target[1024], link[1100], fifo[1100];
    snprintf(target, sizeof target, "%s", path_of("link-target.txt"));
    snprintf(link, sizeof link, "%s", path_of("link.ugr"));
    snprintf(fifo, sizeof fifo, "%s", path_of("writer.fifo"));
    remove(link);
    remove(fifo);
    put(target, "target");
    assert_int_equal(symlink(target, link), 0);
    char why[UG_FILE_WHY_MAX] = "";
    assert_int_equal(ug_file_write_atomic(link, "new", 3, why, sizeof why), UG_FILE_NOT_REGULAR);
    assert_string_equal(why, "it is a symbolic link, not a regular file");
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    char *text = slurp(target);
    assert_string_equal(text, "target");
    free(text);
    char *data = NULL;
    size_t len = 0;
    assert_int_equal(ug_file_read_own(link, 100, &data, &len, why, sizeof why),
                     UG_FILE_NOT_REGULAR);
    assert_int_equal(ug_file_read(link, 100, &data, &len, why, sizeof why), UG_FILE_OK);
    free(data);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_int_equal(ug_file_write_atomic(fifo, "new", 3, why, sizeof why), UG_FILE_NOT_REGULAR);
    assert_int_equal(lstat(fifo, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_int_equal(ug_file_write_atomic("/dev/null", "x", 1, why, sizeof why),
                     UG_FILE_NOT_REGULAR);
    assert_string_equal(why, "it is a device, not a regular file");
    assert_int_equal(lstat("/dev/null", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
    remove(link);
    remove(fifo);
    remove(target);
}

/* Guards the permissions: a replaced file keeps its mode, a new one gets 0666 less the umask
 * (mkstemp's 0600 would have made records private). */
static void a_replaced_file_keeps_its_mode(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("mode.txt"));
    put(path, "old");
    assert_int_equal(chmod(path, 0640), 0);
    assert_int_equal(ug_file_write_atomic(path, "new", 3, NULL, 0), UG_FILE_OK);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0640);
    remove(path);
    mode_t mask = umask(022);
    assert_int_equal(ug_file_write_atomic(path, "new", 3, NULL, 0), UG_FILE_OK);
    umask(mask);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0644);
    remove(path);
}

/* Guards issue 9's kept-aside saves ("never overwritten", said the code, and the next damaged
 * save overwrote the .bad): each gets the next free number. */
static void kept_aside_files_are_numbered_never_overwritten(void **state) {
    (void)state;
    char path[1024], one[1100], two[1100];
    snprintf(path, sizeof path, "%s", path_of("aside.ugr"));
    snprintf(one, sizeof one, "%s.1.bad", path);
    snprintf(two, sizeof two, "%s.2.bad", path);
    remove(one);
    remove(two);
    char aside[1200] = "";
    put(path, "first");
    assert_int_equal(ug_file_keep_aside(path, aside, sizeof aside, NULL, 0), UG_FILE_OK);
    assert_string_equal(aside, one);
    put(path, "second");
    assert_int_equal(ug_file_keep_aside(path, aside, sizeof aside, NULL, 0), UG_FILE_OK);
    assert_string_equal(aside, two);
    assert_false(exists(path));
    char *a = slurp(one), *b = slurp(two);
    assert_string_equal(a, "first");
    assert_string_equal(b, "second");
    free(a);
    free(b);
    remove(one);
    remove(two);
}

/* Guards one running game per save: a second lock on the same save is refused, even from this
 * process (flock, not fcntl), and given once the first is released. */
static void a_save_is_locked_once(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("locked.ugr"));
    UgFileLock a, b;
    char why[UG_FILE_WHY_MAX] = "";
    assert_int_equal(ug_file_lock(path, &a, why, sizeof why), UG_FILE_OK);
    assert_true(a.fd >= 0);
    assert_int_equal(ug_file_lock(path, &b, why, sizeof why), UG_FILE_LOCKED);
    assert_string_equal(why, "another Undergrid is playing it");
    assert_int_equal(b.fd, -1);
    ug_file_unlock(&a);
    assert_int_equal(ug_file_lock(path, &b, why, sizeof why), UG_FILE_OK);
    ug_file_unlock(&b);
    ug_file_unlock(&b); /* twice: nothing */
}

/* Guards issue 9's leftover temporary file of a killed save: the holder of the lock removes
 * what a killed write left, and nothing else. */
static void temporaries_of_a_killed_save_are_removed(void **state) {
    (void)state;
    char path[1024], left[1100], other[1100];
    snprintf(path, sizeof path, "%s", path_of("killed.ugr"));
    snprintf(left, sizeof left, "%s.tmp-Ab12Cd", path);
    snprintf(other, sizeof other, "%s.tmp-notmine", path);
    put(path, "good");
    put(left, "half a sa");
    put(other, "keep");
    assert_int_equal(ug_file_clean_temps(path), 1);
    assert_false(exists(left));
    assert_true(exists(other));
    assert_true(exists(path));
    remove(other);
    remove(path);
}

/* The run history may be written by two windows at once: only a temporary file older than any
 * live write is removed. Guards against history.txt.tmp-* piling up after crashes, and against
 * removing another window's write in progress. */
static void only_stale_temporaries_of_a_shared_file_are_removed(void **state) {
    (void)state;
    char path[1024], stale[1100], live[1100];
    snprintf(path, sizeof path, "%s", path_of("history.txt"));
    snprintf(stale, sizeof stale, "%s.tmp-Xy34Zw", path);
    snprintf(live, sizeof live, "%s.tmp-Qr56St", path);
    put(path, "good");
    put(stale, "half a hist");
    put(live, "being writ");
    struct utimbuf old = {time(NULL) - UG_FILE_STALE_TEMP_S - 60,
                          time(NULL) - UG_FILE_STALE_TEMP_S - 60};
    assert_int_equal(utime(stale, &old), 0);
    assert_int_equal(ug_file_clean_old_temps(path, UG_FILE_STALE_TEMP_S), 1);
    assert_false(exists(stale));
    assert_true(exists(live));
    assert_true(exists(path));
    remove(live);
    remove(path);
}
#endif

static void touch(const char *path, long age_s) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("x", f);
    fclose(f);
    struct utimbuf old = {time(NULL) - age_s, time(NULL) - age_s};
    assert_int_equal(utime(path, &old), 0);
}

/* Issue 25 (item 8): runs/ and morgue/ files are each written once under a new name, so a killed
 * write's temporary file was never cleaned. "folder/ *" cleans every file's old ones there. */
static void a_folder_s_old_temporaries_go(void **state) {
    (void)state;
    char dir[1024], a[1100], b[1100], keep[1100], pattern[1100];
    snprintf(dir, sizeof dir, "%s", path_of("temps-folder"));
    ug_file_make_dir(dir);
    snprintf(a, sizeof a, "%s/2026-12-01-classic-7.ugr.tmp-AbCdEf", dir);
    snprintf(b, sizeof b, "%s/2026-12-01-classic-8.txt.tmp-123456", dir);
    snprintf(keep, sizeof keep, "%s/2026-12-01-classic-7.ugr", dir);
    touch(a, 2 * UG_FILE_STALE_TEMP_S); /* a killed write's, long ago */
    touch(b, 0);                        /* maybe a live write of another window */
    touch(keep, 2 * UG_FILE_STALE_TEMP_S);
    snprintf(pattern, sizeof pattern, "%s/*", dir);
    assert_int_equal(ug_file_clean_old_temps(pattern, UG_FILE_STALE_TEMP_S), 1);
    assert_int_equal(access(a, F_OK), -1);
    assert_int_equal(access(b, F_OK), 0);
    assert_int_equal(access(keep, F_OK), 0);
    unlink(b);
    unlink(keep);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(read_takes_up_to_the_limit_and_refuses_more),
        cmocka_unit_test(a_folder_s_old_temporaries_go),
        cmocka_unit_test(a_missing_file_is_missing),
        cmocka_unit_test(write_replaces_whole_or_not_at_all),
        cmocka_unit_test(record_text_is_the_record_format),
#ifndef _WIN32
        cmocka_unit_test(a_fifo_or_device_is_refused_without_blocking),
        cmocka_unit_test(an_oversized_file_is_refused_before_it_is_read),
        cmocka_unit_test(only_regular_files_are_replaced),
        cmocka_unit_test(a_replaced_file_keeps_its_mode),
        cmocka_unit_test(kept_aside_files_are_numbered_never_overwritten),
        cmocka_unit_test(a_save_is_locked_once),
        cmocka_unit_test(temporaries_of_a_killed_save_are_removed),
        cmocka_unit_test(only_stale_temporaries_of_a_shared_file_are_removed),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
