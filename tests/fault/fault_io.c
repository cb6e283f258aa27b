/* Fault tests of the file module with real processes: a writer killed with SIGKILL in the middle
 * of its saves, two writers on one file at once, a lock held by another process, and a full
 * disk simulated by a file-size limit (RLIMIT_FSIZE, no root needed). Each says which defect of
 * issue 9 it guards against; each fails if that defect comes back. POSIX only (fork). */
#define _XOPEN_SOURCE 700
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "file.h"

enum { VERSION_BYTES = 256 * 1024 };

static const char *path_of(const char *name) {
    static char path[1024];
    snprintf(path, sizeof path, "%s%s", UG_TEST_OUT_DIR, name);
    return path;
}

/* Version v of a file: VERSION_BYTES bytes, every line naming v, ending in "end v\n", so that
 * a file made of two versions, or cut short, is seen. */
static char *version_text(int v, size_t *len) {
    char *t = malloc(VERSION_BYTES + 64);
    assert_non_null(t);
    size_t n = 0;
    while (n < VERSION_BYTES) n += (size_t)sprintf(t + n, "line of version %08d\n", v);
    n += (size_t)sprintf(t + n, "end %d\n", v);
    *len = n;
    return t;
}

/* The version a whole file is, or -1 if it is not one whole version. */
static int whole_version(const char *path) {
    char *data = NULL;
    size_t len = 0;
    if (ug_file_read(path, 4 * VERSION_BYTES, &data, &len, NULL, 0) != UG_FILE_OK) return -1;
    int v = -1;
    const char *end = len > 1 ? memchr(data, '\n', len) : NULL;
    if (end && sscanf(data, "line of version %d", &v) == 1) {
        size_t want = 0;
        char *expected = version_text(v, &want);
        if (want != len || memcmp(expected, data, len) != 0) v = -1;
        free(expected);
    }
    free(data);
    return v;
}

static int count_temps(const char *path) {
    return ug_file_clean_temps(path);
}

/* Guards issue 9's kill -9 during a save: whenever the writer dies, the file is the last whole
 * version written (or the one before it), never a part of one; and the temporary file it left
 * is removed by the next holder of the lock. */
static void a_writer_killed_mid_save_leaves_a_whole_file(void **state) {
    (void)state;
    const char *p = path_of("killed.save");
    char path[1024];
    snprintf(path, sizeof path, "%s", p);
    size_t len = 0;
    char *first = version_text(0, &len);
    assert_int_equal(ug_file_write_atomic(path, first, len, NULL, 0), UG_FILE_OK);
    free(first);
    srand((unsigned)time(NULL));
    int leftovers = 0;
    for (int round = 0; round < 20; round++) {
        pid_t child = fork();
        assert_true(child >= 0);
        if (child == 0) {
            for (int v = 1;; v++) {
                size_t n = 0;
                char *t = version_text(round * 100000 + v, &n);
                ug_file_write_atomic(path, t, n, NULL, 0);
                free(t);
            }
        }
        struct timespec nap = {0, (long)(1 + rand() % 20) * 1000000L};
        nanosleep(&nap, NULL);
        kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        assert_true(whole_version(path) >= 0);
        leftovers += count_temps(path); /* what the killed writer left, removed */
        assert_int_equal(count_temps(path), 0);
    }
    print_message("killed 20 writers mid-save; %d left a temporary file, all removed\n", leftovers);
    remove(path);
}

/* Guards issue 9's two writers at once (the same <path>.tmp, so two windows' saves became one
 * file with two hash lines, and two `play --record` a damaged record): with two processes
 * writing the same file as fast as they can, every read sees one whole version. */
static void two_writers_never_mix(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("two-writers.save"));
    size_t len = 0;
    char *first = version_text(0, &len);
    assert_int_equal(ug_file_write_atomic(path, first, len, NULL, 0), UG_FILE_OK);
    free(first);
    pid_t kids[2];
    for (int k = 0; k < 2; k++) {
        kids[k] = fork();
        assert_true(kids[k] >= 0);
        if (kids[k] == 0) {
            for (int v = 1; v <= 60; v++) {
                size_t n = 0;
                char *t = version_text((k + 1) * 1000 + v, &n);
                if (ug_file_write_atomic(path, t, n, NULL, 0) != UG_FILE_OK) _exit(1);
                free(t);
            }
            _exit(0);
        }
    }
    int reads = 0, bad = 0, done = 0;
    while (done < 2) {
        if (whole_version(path) < 0) bad++;
        reads++;
        int status = 0;
        for (int k = 0; k < 2; k++)
            if (kids[k] > 0 && waitpid(kids[k], &status, WNOHANG) == kids[k]) {
                assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
                kids[k] = 0;
                done++;
            }
    }
    print_message("%d reads during 120 writes by two processes, %d not whole\n", reads, bad);
    assert_int_equal(bad, 0);
    int v = whole_version(path);
    assert_true(v == 1060 || v == 2060);
    assert_int_equal(count_temps(path), 0); /* nothing left behind */
    remove(path);
}

/* Guards one running game per save across processes: while another process holds the lock it
 * is refused, and once that process is killed (no unlock at all) the lock is free again. */
static void a_lock_held_by_another_process_is_refused(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("locked.save"));
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        UgFileLock l;
        if (ug_file_lock(path, &l, NULL, 0) != UG_FILE_OK) _exit(1);
        if (write(ready[1], "x", 1) != 1) _exit(1);
        for (;;) pause();
    }
    char c;
    assert_int_equal(read(ready[0], &c, 1), 1);
    UgFileLock mine;
    char why[UG_FILE_WHY_MAX];
    assert_int_equal(ug_file_lock(path, &mine, why, sizeof why), UG_FILE_LOCKED);
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
    assert_int_equal(ug_file_lock(path, &mine, why, sizeof why), UG_FILE_OK);
    ug_file_unlock(&mine);
    close(ready[0]);
    close(ready[1]);
}

/* Guards issue 9's full disk ("cannot write the record" without the reason, the run lost): past
 * the file-size limit the write fails as a full disk, says so, leaves the old file whole and no
 * temporary file. */
static void a_full_disk_is_said_and_changes_nothing(void **state) {
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s", path_of("full.save"));
    size_t len = 0;
    char *old = version_text(1, &len);
    assert_int_equal(ug_file_write_atomic(path, old, len, NULL, 0), UG_FILE_OK);
    free(old);
    int result[2];
    assert_int_equal(pipe(result), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        signal(SIGXFSZ, SIG_IGN); /* as the game does: EFBIG instead of the signal */
        struct rlimit limit = {64 * 1024, 64 * 1024};
        setrlimit(RLIMIT_FSIZE, &limit);
        size_t n = 0;
        char *t = version_text(2, &n);
        char why[UG_FILE_WHY_MAX] = "";
        int err = ug_file_write_atomic(path, t, n, why, sizeof why);
        char out[UG_FILE_WHY_MAX + 16];
        int w = snprintf(out, sizeof out, "%d %s", err, why);
        if (write(result[1], out, (size_t)w) != w) _exit(1);
        _exit(0);
    }
    waitpid(child, NULL, 0);
    char got[UG_FILE_WHY_MAX + 16] = "";
    ssize_t n = read(result[0], got, sizeof got - 1);
    assert_true(n > 0);
    got[n] = '\0';
    int err = 0;
    char *why = NULL;
    err = (int)strtol(got, &why, 10);
    assert_int_equal(err, UG_FILE_NO_SPACE);
    assert_non_null(strstr(why, "the disk is full ("));
    assert_int_equal(whole_version(path), 1);
    assert_int_equal(count_temps(path), 0);
    close(result[0]);
    close(result[1]);
    remove(path);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_writer_killed_mid_save_leaves_a_whole_file),
        cmocka_unit_test(two_writers_never_mix),
        cmocka_unit_test(a_lock_held_by_another_process_is_refused),
        cmocka_unit_test(a_full_disk_is_said_and_changes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
