/* ROT.Scheduler.Action against the original's bundled rot.min.js
 * (tests/fixtures/cursed/rot/scheduler.txt): scripted add / next / setDuration / remove
 * sequences with the actor and the bits of the clock after every next(). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "cursed_fixture.h"
#include "modes/cursed/rot_scheduler.h"

/* Guards tie order (a new event goes after equal times), the `|| 1` defaults for a delay or a
 * duration of 0, re-queueing only repeating actors, remove() of the current actor (not
 * re-queued), next() on an empty queue, duplicate registrations, and the double clock's
 * roundings (sums of 0.6 and 1.2). */
static void scripts_match_rot(void **state) {
    (void)state;
    char *text = cf_read_file("rot/scheduler.txt");
    assert_non_null(text);
    char *cursor = text, *line;
    int scripts = 0;
    while ((line = cf_next_line(&cursor))) {
        if (strcmp(cf_next_token(&line), "sched") != 0) continue;
        /* Split the line at " = " into the ops and the results. */
        char *results = strstr(line, " = ");
        assert_non_null(results);
        *results = '\0';
        results += 3;
        UgRotScheduler s;
        ug_rot_scheduler_init(&s);
        char *op;
        while ((op = cf_next_token(&line))) {
            char *want = cf_next_token(&results);
            assert_non_null(want);
            if (op[0] == 'a') {
                char *p = op + 2;
                int actor = (int)strtol(p, &p, 10);
                int repeat = (int)strtol(p + 1, &p, 10);
                double delay = strtod(p + 1, NULL);
                assert_int_equal(ug_rot_scheduler_add(&s, actor, repeat, delay), 0);
                assert_string_equal(want, "-");
            } else if (op[0] == 'n') {
                int actor = ug_rot_scheduler_next(&s);
                char got[64];
                snprintf(got, sizeof got, "%d,%016llx", actor,
                         (unsigned long long)cf_double_bits(ug_rot_scheduler_clock(&s)));
                assert_string_equal(got, want);
            } else if (op[0] == 'd') {
                ug_rot_scheduler_set_duration(&s, strtod(op + 2, NULL));
                assert_string_equal(want, "-");
            } else if (op[0] == 'r') {
                int r = ug_rot_scheduler_remove(&s, atoi(op + 2));
                assert_int_equal(r, atoi(want));
            } else {
                fail_msg("unknown op %s", op);
            }
        }
        scripts++;
    }
    free(text);
    assert_true(scripts >= 10);
}

/* The free first action: a level starts with next() on an empty scheduler; the PC's first key
 * (setDuration then next) finds no current actor, so nothing is re-queued and the PC, added
 * first at time 1, acts again before the enemy added after it. */
static void free_first_action_arises_as_documented(void **state) {
    (void)state;
    UgRotScheduler s;
    ug_rot_scheduler_init(&s);
    assert_int_equal(ug_rot_scheduler_next(&s), -1);        /* engine.start() on the empty queue */
    assert_int_equal(ug_rot_scheduler_add(&s, 0, 1, 0), 0); /* the PC */
    assert_int_equal(ug_rot_scheduler_add(&s, 1, 1, 0), 0); /* an enemy */
    ug_rot_scheduler_set_duration(&s, 1);           /* the first key: no current actor, ignored */
    assert_int_equal(ug_rot_scheduler_next(&s), 0); /* the PC again, at time 1 */
    assert_true(ug_rot_scheduler_clock(&s) == 1);
    ug_rot_scheduler_set_duration(&s, 1);
    assert_int_equal(ug_rot_scheduler_next(&s), 1); /* only now the enemy */
    double t;
    assert_int_equal(ug_rot_scheduler_time_of(&s, 0, &t), 0);
    assert_true(t == 1);
    assert_int_equal(ug_rot_scheduler_time_of(&s, 7, &t), -1);
}

/* A full queue refuses the add instead of overrunning. */
static void full_queue_refuses(void **state) {
    (void)state;
    static UgRotScheduler s;
    ug_rot_scheduler_init(&s);
    for (int i = 0; i < UG_ROT_SCHEDULER_MAX; i++) {
        assert_int_equal(ug_rot_scheduler_add(&s, i, 0, 1), 0);
    }
    assert_int_equal(ug_rot_scheduler_add(&s, 999, 0, 1), -1);
    assert_int_equal(s.count, UG_ROT_SCHEDULER_MAX);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(scripts_match_rot),
        cmocka_unit_test(free_first_action_arises_as_documented),
        cmocka_unit_test(full_queue_refuses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
