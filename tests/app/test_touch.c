/* Touch gestures (touch.h), from finger events with their own timestamps: a tap is one click at
 * the place touched, a long press examines (a point, no step), two fingers open the menu, a drag
 * or a stray release does nothing; and the mouse click SDL adds for the same finger is dropped,
 * so a tap is one step. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "input.h"
#include "touch.h"

static bool finger(UgTouch *t, Uint32 type, Uint32 ms, float x, float y, UgCommand *out) {
    SDL_TouchFingerEvent e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.timestamp = ms;
    e.x = x;
    e.y = y;
    return ug_touch_event(t, &e, 1000, 500, out);
}

static void a_tap_clicks_and_a_long_press_examines(void **state) {
    (void)state;
    UgTouch t = {0};
    UgCommand c;
    assert_false(finger(&t, SDL_FINGERDOWN, 1000, 0.5f, 0.5f, &c));
    assert_true(finger(&t, SDL_FINGERUP, 1120, 0.5f, 0.5f, &c));
    assert_int_equal(c.kind, UG_CMD_CLICK);
    assert_int_equal(c.x, 500);
    assert_int_equal(c.y, 250);
    /* Held 600 ms: the tile is described, nothing is played. */
    assert_false(finger(&t, SDL_FINGERDOWN, 2000, 0.25f, 0.5f, &c));
    assert_false(finger(&t, SDL_FINGERMOTION, 2300, 0.251f, 0.5f, &c)); /* a tremble */
    assert_true(finger(&t, SDL_FINGERUP, 2600, 0.25f, 0.5f, &c));
    assert_int_equal(c.kind, UG_CMD_POINT);
    assert_int_equal(c.x, 250);
    /* Just under the long press: still a tap. */
    finger(&t, SDL_FINGERDOWN, 3000, 0.1f, 0.1f, &c);
    assert_true(finger(&t, SDL_FINGERUP, 3000 + UG_TOUCH_LONG_MS - 1, 0.1f, 0.1f, &c));
    assert_int_equal(c.kind, UG_CMD_CLICK);
}

static void two_fingers_open_the_menu(void **state) {
    (void)state;
    UgTouch t = {0};
    UgCommand c;
    finger(&t, SDL_FINGERDOWN, 100, 0.3f, 0.3f, &c);
    finger(&t, SDL_FINGERDOWN, 130, 0.6f, 0.3f, &c);
    assert_false(finger(&t, SDL_FINGERUP, 200, 0.3f, 0.3f, &c)); /* one still down */
    assert_true(finger(&t, SDL_FINGERUP, 210, 0.6f, 0.3f, &c));
    assert_int_equal(c.kind, UG_CMD_ESCAPE);
    /* A drag is no tap; a release never seen going down is nothing. */
    finger(&t, SDL_FINGERDOWN, 500, 0.3f, 0.3f, &c);
    finger(&t, SDL_FINGERMOTION, 550, 0.5f, 0.3f, &c);
    assert_false(finger(&t, SDL_FINGERUP, 600, 0.5f, 0.3f, &c));
    assert_false(finger(&t, SDL_FINGERUP, 700, 0.5f, 0.3f, &c));
    /* The next touch starts afresh. */
    finger(&t, SDL_FINGERDOWN, 800, 0.3f, 0.3f, &c);
    assert_true(finger(&t, SDL_FINGERUP, 850, 0.3f, 0.3f, &c));
    assert_int_equal(c.kind, UG_CMD_CLICK);
}

/* The mouse button SDL synthesises for the finger is no second click. */
static void the_synthetic_mouse_click_is_dropped(void **state) {
    (void)state;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.which = SDL_TOUCH_MOUSEID;
    e.button.button = SDL_BUTTON_LEFT;
    assert_int_equal(ug_input_translate(&e, NULL, NULL).kind, UG_CMD_NONE);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_tap_clicks_and_a_long_press_examines),
        cmocka_unit_test(two_fingers_open_the_menu),
        cmocka_unit_test(the_synthetic_mouse_click_is_dropped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
