/* Versioned line files (src/io/lines.h): the header, comments, a newer version, damage, and the
 * reader's own refusals, each said in one clause. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "lines.h"

typedef struct Seen {
    int count, last_no;
    char last[64];
} Seen;

static bool take(void *ctx, const char *line, int line_no) {
    Seen *s = ctx;
    if (strcmp(line, "bad") == 0) return false;
    s->count++;
    s->last_no = line_no;
    snprintf(s->last, sizeof s->last, "%s", line);
    return true;
}

static bool read_text(const char *text, Seen *seen, char *why) {
    memset(seen, 0, sizeof *seen);
    return ug_lines_read(text, strlen(text), "undergrid-test", 2, "a test file", take, seen, why,
                         128);
}

static void lines_after_the_header_reach_the_reader(void **state) {
    (void)state;
    Seen s;
    char why[128];
    assert_true(read_text("; a comment\n\nundergrid-test 2\r\none\n; two\ntwo\n", &s, why));
    assert_int_equal(s.count, 2);
    assert_string_equal(s.last, "two");
    assert_int_equal(s.last_no, 6);
}

static void bad_files_are_refused_in_one_clause(void **state) {
    (void)state;
    Seen s;
    char why[128];
    assert_false(read_text("", &s, why));
    assert_string_equal(why, "it is empty");
    assert_false(read_text("undergrid-other 1\n", &s, why));
    assert_string_equal(why, "it is not a test file");
    assert_false(read_text("undergrid-test x\n", &s, why));
    assert_string_equal(why, "it is not a test file");
    assert_false(read_text("undergrid-test 3\n", &s, why));
    assert_string_equal(why, "it was written by a newer Undergrid");
    assert_false(read_text("undergrid-test 1\nok\nbad\n", &s, why));
    assert_string_equal(why, "line 3 is damaged");
    char nul[] = "undergrid-test 1\nx\0y\n";
    memset(&s, 0, sizeof s);
    assert_false(ug_lines_read(nul, sizeof nul - 1, "undergrid-test", 2, "a test file", take, &s,
                               why, sizeof why));
    assert_string_equal(why, "line 2 is damaged");
    static char longer[UG_LINES_MAX + 64];
    snprintf(longer, sizeof longer, "undergrid-test 1\n");
    memset(longer + strlen(longer), 'a', UG_LINES_MAX);
    assert_false(read_text(longer, &s, why));
    assert_string_equal(why, "line 2 is damaged");
    assert_false(
        ug_lines_read(NULL, 0, "undergrid-test", 2, "a test file", take, &s, why, sizeof why));
    assert_string_equal(why, "it is empty");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lines_after_the_header_reach_the_reader),
        cmocka_unit_test(bad_files_are_refused_in_one_clause),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
