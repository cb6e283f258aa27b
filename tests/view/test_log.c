/* The message log: repeats, the ring, and events from the core. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "log.h"

static UgLog log_value; /* large: not on the stack */

static void repeats_count_instead_of_adding_lines(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 1, NULL);
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 1, NULL);
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 1, NULL);
    assert_int_equal(ug_log_count(log), 1);
    assert_int_equal(ug_log_get(log, 0)->repeat, 3);
    /* Different arguments are a different message. */
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 2, NULL);
    assert_int_equal(ug_log_count(log), 2);
    assert_int_equal(ug_log_get(log, 1)->repeat, 1);
    /* Not in a row: a new line again. */
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 1, NULL);
    assert_int_equal(ug_log_count(log), 3);
    assert_true(ug_log_get(log, 2)->serial > ug_log_get(log, 1)->serial);
}

static void the_ring_keeps_the_newest(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    for (int i = 0; i < UG_LOG_CAPACITY + 10; i++) ug_log_push(log, UG_MSG_FLOOR_START, i, 0, NULL);
    assert_int_equal(ug_log_count(log), UG_LOG_CAPACITY);
    assert_int_equal(ug_log_get(log, 0)->a, 10);
    assert_int_equal(ug_log_get(log, UG_LOG_CAPACITY - 1)->a, UG_LOG_CAPACITY + 9);
    assert_null(ug_log_get(log, UG_LOG_CAPACITY));
    assert_null(ug_log_get(log, -1));
}

static void text_arguments_are_cut_on_utf8_boundaries(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    char text[UG_LOG_ARG_MAX * 2];
    memset(text, 0, sizeof text);
    for (size_t i = 0; i + 2 < sizeof text; i += 2) memcpy(text + i, "\xC3\xB1", 2); /* ñ */
    ug_log_push(log, UG_UIMSG_SCREENSHOT, 0, 0, text);
    const char *kept = ug_log_get(log, 0)->text;
    size_t n = strlen(kept);
    assert_true(n < UG_LOG_ARG_MAX);
    assert_int_equal(n % 2, 0);
}

static void events_become_messages_in_order(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    UgEvents ev = {0};
    ev.items[ev.count++] = (UgEvent){UG_EV_DAMAGE, UG_MSG_NONE, 0, 3, 0, 0};
    ev.items[ev.count++] = (UgEvent){UG_EV_MESSAGE, UG_MSG_PLAYER_HITS, UG_MON_RAT, 3, 0, 0};
    ev.items[ev.count++] = (UgEvent){UG_EV_MESSAGE, UG_MSG_MONSTER_DIES, UG_MON_RAT, 0, 0, 0};
    ug_log_add_events(log, &ev);
    assert_int_equal(ug_log_count(log), 2);
    assert_int_equal(ug_log_get(log, 0)->msg, UG_MSG_PLAYER_HITS);
    assert_int_equal(ug_log_get(log, 1)->msg, UG_MSG_MONSTER_DIES);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(repeats_count_instead_of_adding_lines),
        cmocka_unit_test(the_ring_keeps_the_newest),
        cmocka_unit_test(text_arguments_are_cut_on_utf8_boundaries),
        cmocka_unit_test(events_become_messages_in_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
