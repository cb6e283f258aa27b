/* Touch and pads in the real event loop: the SDL platform itself (ug_platform_sdl_open, under
 * SDL's dummy video driver) gets the events a touch screen gives — SDL_FINGERDOWN / UP / MOTION
 * together with the mouse events SDL synthesises for them (which = SDL_TOUCH_MOUSEID) — and a
 * hot-plugged virtual controller, and its next_event must hand the scenes exactly one command
 * per gesture. Timestamps are the events' own (added with SDL_PeepEvents, which keeps them), so
 * no test waits on the clock. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <SDL.h>

#include "platform_sdl.h"
#include "touch.h"

static UgPlatform p;
static int ow, oh;

static int setup(void **state) {
    (void)state;
    const UgCatalog *catalog = NULL;
    /* The dummy driver's window never has the keyboard focus, and SDL drops a pad's presses
     * for an unfocused window (a real one has it): let them through here. Each test's own, as
     * closing the platform (SDL_Quit) clears the hints. */
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    if (ug_platform_sdl_open(&(UgPlatformSdlParams){0}, &p, &catalog) != 0) return -1;
    p.output_size(p.self, &ow, &oh);
    return ow > 0 && oh > 0 ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    ug_platform_sdl_close(&p);
    return 0;
}

static void add(SDL_Event *e) {
    assert_int_equal(SDL_PeepEvents(e, 1, SDL_ADDEVENT, 0, 0), 1);
}

static void finger(Uint32 type, SDL_FingerID id, float x, float y, Uint32 ms) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.tfinger.type = type;
    e.tfinger.timestamp = ms;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = x;
    e.tfinger.y = y;
    e.tfinger.pressure = type == SDL_FINGERUP ? 0.0f : 1.0f;
    add(&e);
}

/* The mouse events SDL adds for the first finger (SDL_HINT_TOUCH_MOUSE_EVENTS), or a real
 * mouse's (which 0). */
static void mouse(Uint32 type, Uint32 which, float fx, float fy, Uint32 ms) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    int x = (int)(fx * (float)ow), y = (int)(fy * (float)oh);
    if (type == SDL_MOUSEMOTION) {
        e.motion.type = type;
        e.motion.timestamp = ms;
        e.motion.which = which;
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.type = type;
        e.button.timestamp = ms;
        e.button.which = which;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = 1;
        e.button.x = x;
        e.button.y = y;
    }
    add(&e);
}

/* One finger down at (x, y) at `down` ms and up at `up` ms, as a touch screen sends it. */
static void touch(float x, float y, Uint32 down, Uint32 up) {
    finger(SDL_FINGERDOWN, 7, x, y, down);
    mouse(SDL_MOUSEMOTION, SDL_TOUCH_MOUSEID, x, y, down);
    mouse(SDL_MOUSEBUTTONDOWN, SDL_TOUCH_MOUSEID, x, y, down);
    finger(SDL_FINGERUP, 7, x, y, up);
    mouse(SDL_MOUSEBUTTONUP, SDL_TOUCH_MOUSEID, x, y, up);
}

/* Every command next_event hands out until nothing is left (other events are not counted). */
static int drain(UgCommand *out, int max) {
    int n = 0;
    UgPlatformEvent ev;
    while (p.next_event(p.self, 0, &ev))
        if (ev.kind == UG_EVENT_COMMAND && ev.command.kind != UG_CMD_NONE && n < max)
            out[n++] = ev.command;
    return n;
}

/* Guards against a tap walking two steps (the finger and its synthetic mouse click both read):
 * one tap is one click, at the finger's place in output pixels, marked as a touch. */
static void a_tap_is_one_click(void **state) {
    (void)state;
    drain((UgCommand[8]){{0}}, 8);
    touch(0.25f, 0.5f, 1000, 1100);
    UgCommand got[8];
    assert_int_equal(drain(got, 8), 1);
    assert_int_equal(got[0].kind, UG_CMD_CLICK);
    assert_true(got[0].touch);
    assert_int_equal(got[0].x, (int)(0.25f * (float)ow));
    assert_int_equal(got[0].y, (int)(0.5f * (float)oh));
    touch(0.75f, 0.25f, 2000, 2000 + UG_TOUCH_LONG_MS - 1); /* just short of a long press */
    assert_int_equal(drain(got, 8), 1);
    assert_int_equal(got[0].kind, UG_CMD_CLICK);
}

/* Guards the long press: held UG_TOUCH_LONG_MS it examines (a look, UG_CMD_POINT), and plays no
 * click as well. */
static void a_long_press_is_one_examine(void **state) {
    (void)state;
    drain((UgCommand[8]){{0}}, 8);
    touch(0.5f, 0.5f, 5000, 5000 + UG_TOUCH_LONG_MS);
    UgCommand got[8];
    assert_int_equal(drain(got, 8), 1);
    assert_int_equal(got[0].kind, UG_CMD_POINT);
    assert_true(got[0].touch);
    assert_int_equal(got[0].x, ow / 2);
}

/* Guards the two-finger tap: one Esc (the menu), no click from either finger. */
static void two_fingers_are_one_escape(void **state) {
    (void)state;
    drain((UgCommand[8]){{0}}, 8);
    finger(SDL_FINGERDOWN, 1, 0.4f, 0.4f, 100);
    mouse(SDL_MOUSEBUTTONDOWN, SDL_TOUCH_MOUSEID, 0.4f, 0.4f, 100);
    finger(SDL_FINGERDOWN, 2, 0.6f, 0.4f, 120);
    finger(SDL_FINGERUP, 2, 0.6f, 0.4f, 200);
    finger(SDL_FINGERUP, 1, 0.4f, 0.4f, 210);
    mouse(SDL_MOUSEBUTTONUP, SDL_TOUCH_MOUSEID, 0.4f, 0.4f, 210);
    UgCommand got[8];
    assert_int_equal(drain(got, 8), 1);
    assert_int_equal(got[0].kind, UG_CMD_ESCAPE);
    assert_true(got[0].touch);
}

/* The other side: a real mouse's click is still one click (not a touch), and a finger dragged
 * past the slop is no tap at all. */
static void a_mouse_clicks_and_a_drag_plays_nothing(void **state) {
    (void)state;
    drain((UgCommand[8]){{0}}, 8);
    mouse(SDL_MOUSEBUTTONDOWN, 0, 0.5f, 0.5f, 10);
    mouse(SDL_MOUSEBUTTONUP, 0, 0.5f, 0.5f, 20);
    UgCommand got[8];
    assert_int_equal(drain(got, 8), 1);
    assert_int_equal(got[0].kind, UG_CMD_CLICK);
    assert_false(got[0].touch);
    finger(SDL_FINGERDOWN, 3, 0.2f, 0.2f, 30);
    mouse(SDL_MOUSEBUTTONDOWN, SDL_TOUCH_MOUSEID, 0.2f, 0.2f, 30);
    finger(SDL_FINGERMOTION, 3, 0.5f, 0.2f, 60);
    mouse(SDL_MOUSEMOTION, SDL_TOUCH_MOUSEID, 0.5f, 0.2f, 60);
    finger(SDL_FINGERUP, 3, 0.5f, 0.2f, 90);
    mouse(SDL_MOUSEBUTTONUP, SDL_TOUCH_MOUSEID, 0.5f, 0.2f, 90);
    assert_int_equal(drain(got, 8), 0);
}

/* Guards hot-plug: a controller attached while the window is open is opened by the platform
 * (SDL_CONTROLLERDEVICEADDED), so its buttons and stick reach next_event as pad commands; once
 * detached, nothing more comes. */
static void a_hot_plugged_pad_is_opened_and_heard(void **state) {
    (void)state;
    drain((UgCommand[8]){{0}}, 8);
    int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                          SDL_CONTROLLER_BUTTON_MAX, 0);
    assert_true(index >= 0);
    UgCommand got[8];
    assert_int_equal(drain(got, 8), 0); /* the arrival itself is no command */
    SDL_Joystick *joy = SDL_JoystickFromInstanceID(SDL_JoystickGetDeviceInstanceID(index));
    assert_non_null(joy); /* opened by the platform, not by this test */
    assert_int_equal(SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, SDL_PRESSED), 0);
    int n = drain(got, 8);
    assert_int_equal(n, 1);
    assert_int_equal(got[0].kind, UG_CMD_WAIT);
    assert_true(got[0].pad);
    SDL_JoystickSetVirtualButton(joy, SDL_CONTROLLER_BUTTON_A, SDL_RELEASED);
    assert_int_equal(drain(got, 8), 0); /* a release is nothing */
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, -32767);
    n = drain(got, 8);
    assert_true(n >= 1);
    assert_int_equal(got[0].kind, UG_CMD_MOVE);
    assert_int_equal(got[0].dy, -1);
    assert_int_equal(got[0].dx, 0);
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTY, 0);
    drain(got, 8);
    assert_int_equal(SDL_JoystickDetachVirtual(index), 0);
    drain(got, 8);
    assert_int_equal(SDL_NumJoysticks(), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_tap_is_one_click, setup, teardown),
        cmocka_unit_test_setup_teardown(a_long_press_is_one_examine, setup, teardown),
        cmocka_unit_test_setup_teardown(two_fingers_are_one_escape, setup, teardown),
        cmocka_unit_test_setup_teardown(a_mouse_clicks_and_a_drag_plays_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(a_hot_plugged_pad_is_opened_and_heard, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
