/* Gamepads (gamepad.h): synthetic controller events become the commands each screen reads, the
 * stick has a dead zone and sends a move only when its direction changes, and a virtual
 * controller (SDL's virtual joystick API, SDL >= 2.0.14) attached in-process under the dummy
 * video driver is opened through the controller database and its presses reach the same
 * translation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "bindings.h"
#include "gamepad.h"

static UgCommand button(int b) {
    SDL_ControllerButtonEvent e;
    memset(&e, 0, sizeof e);
    e.type = SDL_CONTROLLERBUTTONDOWN;
    e.button = (Uint8)b;
    e.state = SDL_PRESSED;
    return ug_gamepad_button(&e);
}

static bool axis(UgPadStick *s, int a, int value, UgCommand *out) {
    SDL_ControllerAxisEvent e;
    memset(&e, 0, sizeof e);
    e.type = SDL_CONTROLLERAXISMOTION;
    e.axis = (Uint8)a;
    e.value = (Sint16)value;
    return ug_gamepad_axis(s, &e, out);
}

static void buttons_give_the_screens_commands(void **state) {
    (void)state;
    UgCommand c = button(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    assert_int_equal(c.kind, UG_CMD_MOVE);
    assert_int_equal(c.dx, -1);
    assert_true(c.pad);
    c = button(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_int_equal(c.dy, 1);
    c = button(SDL_CONTROLLER_BUTTON_A); /* Space: chooses in menus, waits in a game */
    assert_int_equal(c.kind, UG_CMD_WAIT);
    assert_string_equal(c.key, " ");
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_B).kind, UG_CMD_ESCAPE);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_START).kind, UG_CMD_ESCAPE);
    c = button(SDL_CONTROLLER_BUTTON_X);
    assert_int_equal(c.kind, UG_CMD_INVENTORY);
    assert_int_equal(c.letter, 'i');
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_Y).letter, 'f'); /* adventure: aim */
    c = button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    assert_string_equal(c.key, "Tab");
    assert_true(c.shift);
    assert_false(button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER).shift);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_BACK).kind, UG_CMD_HISTORY);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_GUIDE).kind, UG_CMD_NONE);
    /* The bound buttons say which they are: the scenes give them their bound command
     * (bindings.h); A, B, Start and the D-pad are fixed and say none. */
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_X).button, UG_PAD_X + 1);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_Y).button, UG_PAD_Y + 1);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER).button, UG_PAD_LB + 1);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER).button, UG_PAD_RB + 1);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_BACK).button, UG_PAD_BACK + 1);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_LEFTSTICK).button, UG_PAD_LSTICK + 1);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_RIGHTSTICK).button, UG_PAD_RSTICK + 1);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_A).button, 0);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_B).button, 0);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_DPAD_UP).button, 0);
}

/* Guards against a drifting stick walking the player: inside the dead zone nothing, one move
 * per new direction, diagonals from both axes, nothing from the right stick. */
static void the_stick_has_a_dead_zone(void **state) {
    (void)state;
    UgPadStick s = {0};
    UgCommand c;
    assert_false(axis(&s, SDL_CONTROLLER_AXIS_LEFTX, 9000, &c)); /* drift */
    assert_true(axis(&s, SDL_CONTROLLER_AXIS_LEFTX, 30000, &c));
    assert_int_equal(c.kind, UG_CMD_MOVE);
    assert_int_equal(c.dx, 1);
    assert_int_equal(c.dy, 0);
    assert_false(axis(&s, SDL_CONTROLLER_AXIS_LEFTX, 31000, &c)); /* the same direction */
    assert_true(axis(&s, SDL_CONTROLLER_AXIS_LEFTY, -30000, &c)); /* up-right */
    assert_int_equal(c.dx, 1);
    assert_int_equal(c.dy, -1);
    assert_false(axis(&s, SDL_CONTROLLER_AXIS_LEFTX, 0, &c) && c.dx != 0);
    assert_false(axis(&s, SDL_CONTROLLER_AXIS_LEFTY, 0, &c)); /* back to the centre */
    assert_true(axis(&s, SDL_CONTROLLER_AXIS_LEFTX, -32768, &c));
    assert_int_equal(c.dx, -1);
    assert_false(axis(&s, SDL_CONTROLLER_AXIS_RIGHTX, 32767, &c));
}

/* A stick held steps again after 300 ms, then every 150 ms, marked as repeats; centred, it stops.
 * Guards against a stick that must be flicked for every step. */
static void a_held_stick_repeats(void **state) {
    (void)state;
    UgPadStick s = {0};
    UgCommand c;
    int wait = 0;
    assert_false(ug_gamepad_repeat(&s, 0, &c, &wait));
    assert_int_equal(wait, -1);
    SDL_ControllerAxisEvent e;
    memset(&e, 0, sizeof e);
    e.type = SDL_CONTROLLERAXISMOTION;
    e.axis = SDL_CONTROLLER_AXIS_LEFTY;
    e.value = 30000;
    e.timestamp = 1000;
    assert_true(ug_gamepad_axis(&s, &e, &c));
    assert_false(ug_gamepad_repeat(&s, 1100, &c, &wait));
    assert_int_equal(wait, 200);
    assert_true(ug_gamepad_repeat(&s, 1300, &c, &wait));
    assert_int_equal(c.kind, UG_CMD_MOVE);
    assert_int_equal(c.dy, 1);
    assert_true(c.repeat && c.pad);
    assert_false(ug_gamepad_repeat(&s, 1449, &c, &wait));
    assert_true(ug_gamepad_repeat(&s, 1450, &c, &wait));
    e.value = 0;
    e.timestamp = 1500;
    assert_false(ug_gamepad_axis(&s, &e, &c));
    assert_false(ug_gamepad_repeat(&s, 5000, &c, &wait));
    assert_int_equal(wait, -1);
}

/* A virtual controller, attached and pressed as a player would: the device arrives, SDL's
 * controller layer opens it, and A and the D-pad come back as commands. */
static void a_virtual_controller_plays(void **state) {
    (void)state;
    assert_int_equal(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER), 0);
    int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                          SDL_CONTROLLER_BUTTON_MAX, 0);
    assert_true(index >= 0);
    assert_true(SDL_IsGameController(index));
    SDL_GameController *pad = SDL_GameControllerOpen(index);
    assert_non_null(pad);
    SDL_Joystick *joy = SDL_GameControllerGetJoystick(pad);
    const int presses[] = {SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_DPAD_UP};
    const UgCommandKind want[] = {UG_CMD_WAIT, UG_CMD_MOVE};
    for (int i = 0; i < 2; i++) {
        assert_int_equal(SDL_JoystickSetVirtualButton(joy, presses[i], SDL_PRESSED), 0);
        SDL_GameControllerUpdate();
        UgCommand got = {0};
        SDL_Event e;
        while (SDL_PollEvent(&e))
            if (e.type == SDL_CONTROLLERBUTTONDOWN) got = ug_gamepad_button(&e.cbutton);
        assert_int_equal(got.kind, want[i]);
        assert_true(got.pad);
        SDL_JoystickSetVirtualButton(joy, presses[i], SDL_RELEASED);
        SDL_GameControllerUpdate();
    }
    SDL_JoystickSetVirtualAxis(joy, SDL_CONTROLLER_AXIS_LEFTX, 32767);
    SDL_GameControllerUpdate();
    UgPadStick stick = {0};
    UgCommand move = {0};
    SDL_Event e;
    bool moved = false;
    while (SDL_PollEvent(&e))
        if (e.type == SDL_CONTROLLERAXISMOTION) moved |= ug_gamepad_axis(&stick, &e.caxis, &move);
    assert_true(moved);
    assert_int_equal(move.dx, 1);
    SDL_GameControllerClose(pad);
    SDL_JoystickDetachVirtual(index);
    SDL_Quit();
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(buttons_give_the_screens_commands),
        cmocka_unit_test(the_stick_has_a_dead_zone),
        cmocka_unit_test(a_held_stick_repeats),
        cmocka_unit_test(a_virtual_controller_plays),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
