/* Input -> commands: the bindings, and touches that must never count twice. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include <SDL.h>

#include "input.h"
#include "controllers/controller.h"
#include "scenes_auto.h"
#include "controllers/cursed_scene.h"

static SDL_Window *window;
static SDL_Renderer *renderer;

static int setup(void **state) {
    (void)state;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return -1;
    window = SDL_CreateWindow("test", 0, 0, 640, 360, SDL_WINDOW_HIDDEN);
    if (!window) return -1;
    renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    return renderer ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}

static UgCommand key(SDL_Keycode sym, Uint16 mod, bool repeat) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    e.key.repeat = repeat;
    return ug_input_translate(&e, window, renderer);
}

static void keys_map_to_commands(void **state) {
    (void)state;
    static const struct {
        SDL_Keycode sym;
        int dx, dy;
    } moves[] = {{SDLK_UP, 0, -1}, {SDLK_w, 0, -1},    {SDLK_k, 0, -1},    {SDLK_DOWN, 0, 1},
                 {SDLK_s, 0, 1},   {SDLK_j, 0, 1},     {SDLK_LEFT, -1, 0}, {SDLK_a, -1, 0},
                 {SDLK_h, -1, 0},  {SDLK_RIGHT, 1, 0}, {SDLK_d, 1, 0},     {SDLK_l, 1, 0}};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        UgCommand c = key(moves[i].sym, 0, false);
        assert_int_equal(c.kind, UG_CMD_MOVE);
        assert_int_equal(c.dx, moves[i].dx);
        assert_int_equal(c.dy, moves[i].dy);
    }
    assert_int_equal(key(SDLK_SPACE, 0, false).kind, UG_CMD_WAIT);
    assert_int_equal(key(SDLK_PERIOD, 0, false).kind, UG_CMD_WAIT);
    assert_int_equal(key(SDLK_RETURN, 0, false).kind, UG_CMD_CONFIRM);
    assert_int_equal(key(SDLK_RETURN, KMOD_LALT, false).kind, UG_CMD_FULLSCREEN);
    assert_int_equal(key(SDLK_F11, 0, false).kind, UG_CMD_FULLSCREEN);
    assert_int_equal(key(SDLK_F12, 0, false).kind, UG_CMD_SCREENSHOT);
    assert_int_equal(key(SDLK_F2, 0, false).kind, UG_CMD_TILES); /* the board's look */
    assert_int_equal(key(SDLK_F1, 0, false).kind, UG_CMD_HELP);
    assert_int_equal(key(SDLK_SLASH, KMOD_LSHIFT, false).kind, UG_CMD_HELP);
    assert_int_equal(key(SDLK_SLASH, 0, false).kind, UG_CMD_OTHER_KEY);
    assert_int_equal(key(SDLK_ESCAPE, 0, false).kind, UG_CMD_ESCAPE);
    assert_int_equal(key(SDLK_TAB, 0, false).kind, UG_CMD_HISTORY);
    assert_int_equal(key(SDLK_LSHIFT, 0, false).kind, UG_CMD_NONE);
    assert_true(key(SDLK_RIGHT, 0, true).repeat);
    assert_false(key(SDLK_RIGHT, 0, false).repeat);
}

/* Keys are read by place (the scancode), not by the letter the layout types: on AZERTY the key
 * at W's place types z and still moves up, and the z the layout types at W's place is not
 * simple's choose; rebinding through ug_input_set_bindings takes effect on the next key. The
 * character typed stays in c.key for cursed. Guards against bindings read by keycode. */
static void keys_are_read_by_place(void **state) {
    (void)state;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.scancode = SDL_SCANCODE_W;
    e.key.keysym.sym = SDLK_z; /* AZERTY */
    UgCommand c = ug_input_translate(&e, window, renderer);
    assert_int_equal(c.kind, UG_CMD_MOVE);
    assert_int_equal(c.dy, -1);
    assert_string_equal(c.key, "z");
    e.key.keysym.scancode = SDL_SCANCODE_Z;
    e.key.keysym.sym = SDLK_w;
    assert_int_equal(ug_input_translate(&e, window, renderer).kind, UG_CMD_CHOOSE);
    UgBindings b;
    ug_bindings_default(&b);
    ug_bindings_set(&b, UG_BIND_WAIT, (UgKeyBind){UG_KEY_POSITION, SDL_SCANCODE_Q, false});
    ug_input_set_bindings(&b);
    e.key.keysym.scancode = SDL_SCANCODE_Q;
    e.key.keysym.sym = SDLK_q;
    assert_int_equal(ug_input_translate(&e, window, renderer).kind, UG_CMD_WAIT);
    ug_input_set_bindings(NULL);
    assert_int_equal(ug_input_translate(&e, window, renderer).kind, UG_CMD_OTHER_KEY);
}

/* Real key events on a Dvorak keyboard, read through the bindings: cursed's up is the K place
 * (which types t), Shift with it the fast move; the key that types k means nothing to cursed;
 * Shift+Z rests and the E place (which types '.') explores. Guards against a mode reading the
 * typed letter past the bindings. */
static void keys_reach_every_mode_by_place(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_preset(&b, UG_KEYBOARD_DVORAK);
    ug_input_set_bindings(&b);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.scancode = SDL_SCANCODE_K;
    e.key.keysym.sym = SDLK_t;
    UgCommand c = ug_input_translate(&e, window, renderer);
    UgCkKey k;
    assert_true(ug_cursed_command_key(&c, &k));
    assert_string_equal(k.key, "k");
    e.key.keysym.mod = KMOD_LSHIFT;
    c = ug_input_translate(&e, window, renderer);
    assert_true(ug_cursed_command_key(&c, &k));
    assert_string_equal(k.key, "K");
    e.key.keysym.mod = 0;
    e.key.keysym.scancode = SDL_SCANCODE_V; /* Dvorak types k here */
    e.key.keysym.sym = SDLK_k;
    c = ug_input_translate(&e, window, renderer);
    assert_false(ug_cursed_command_key(&c, &k));
    int dx = 0, dy = 0;
    e.key.keysym.scancode = SDL_SCANCODE_E;
    e.key.keysym.sym = SDLK_PERIOD;
    c = ug_input_translate(&e, window, renderer);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_rogue8.travel, &c, &dx, &dy),
                     UG_AUTO_CMD_EXPLORE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_cursed.travel, &c, &dx, &dy),
                     UG_AUTO_CMD_EXPLORE);
    e.key.keysym.scancode = SDL_SCANCODE_Z;
    e.key.keysym.sym = SDLK_SEMICOLON;
    e.key.keysym.mod = KMOD_LSHIFT;
    c = ug_input_translate(&e, window, renderer);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_bump4.travel, &c, &dx, &dy),
                     UG_AUTO_CMD_REST);
    e.key.keysym.mod = 0;
    e.key.keysym.scancode = SDL_SCANCODE_PERIOD; /* the '.' place: Dvorak's wait */
    e.key.keysym.sym = SDLK_v;
    assert_int_equal(ug_input_translate(&e, window, renderer).kind, UG_CMD_WAIT);
    ug_input_set_bindings(NULL);
}

/* A sign typed with Shift is the character the system says (the SDL_TEXTINPUT after the key):
 * on AZERTY ? is Shift and the key at QWERTY's M place, where a US keyboard's rules say "<"
 * and that place (unshifted) is the sound's key. Guards against ? doing nothing, or muting, on
 * AZERTY. */
static void a_shifted_sign_is_what_the_system_typed(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_preset(&b, UG_KEYBOARD_AZERTY);
    ug_input_set_bindings(&b);
    SDL_KeyboardEvent k;
    memset(&k, 0, sizeof k);
    k.type = SDL_KEYDOWN;
    k.keysym.scancode = SDL_SCANCODE_M;
    k.keysym.sym = SDLK_COMMA;
    k.keysym.mod = KMOD_LSHIFT;
    assert_true(ug_input_wants_text(&k));
    UgCommand c = ug_input_key(&k, '?');
    assert_int_equal(c.kind, UG_CMD_HELP);
    assert_string_equal(c.key, "?");
    assert_int_not_equal(ug_input_key(&k, 0).kind, UG_CMD_HELP); /* the US rules: "<" */
    k.keysym.mod = 0; /* a letter or an unshifted sign is the key's own */
    assert_false(ug_input_wants_text(&k));
    k.keysym.sym = SDLK_q;
    k.keysym.mod = KMOD_LSHIFT;
    assert_false(ug_input_wants_text(&k));
    ug_input_set_bindings(NULL);
}

/* Guards against one tap stepping twice: SDL sends a touch and a synthetic mouse click for the
 * same finger; only the touch counts. */
static void a_tap_is_one_click(void **state) {
    (void)state;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_FINGERDOWN;
    e.tfinger.x = 0.5f;
    e.tfinger.y = 0.25f;
    UgCommand c = ug_input_translate(&e, window, renderer);
    assert_int_equal(c.kind, UG_CMD_CLICK);
    assert_int_equal(c.x, 320);
    assert_int_equal(c.y, 90);
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.which = SDL_TOUCH_MOUSEID;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = 320;
    e.button.y = 90;
    assert_int_equal(ug_input_translate(&e, window, renderer).kind, UG_CMD_NONE);
    e.button.which = 0; /* a real mouse */
    c = ug_input_translate(&e, window, renderer);
    assert_int_equal(c.kind, UG_CMD_CLICK);
    assert_int_equal(c.x, 320);
    e.button.button = SDL_BUTTON_RIGHT;
    assert_int_equal(ug_input_translate(&e, window, renderer).kind, UG_CMD_NONE);
}

/* simple's keys: numpad 8 ways, z and x, the vi-key diagonals and Shift + two arrows. Guards
 * against a diagonal that moves the wrong way (y is up-left, n down-right). */
static void simple_keys_move_in_eight_directions(void **state) {
    (void)state;
    UgCommand c = key(SDLK_KP_7, 0, false);
    assert_int_equal(c.kind, UG_CMD_MOVE);
    assert_int_equal(c.dx, -1);
    assert_int_equal(c.dy, -1);
    c = key(SDLK_KP_3, 0, false);
    assert_int_equal(c.dx, 1);
    assert_int_equal(c.dy, 1);
    c = key(SDLK_KP_6, 0, false);
    assert_int_equal(c.dx, 1);
    assert_int_equal(c.dy, 0);
    assert_int_equal(key(SDLK_z, 0, false).kind, UG_CMD_CHOOSE);
    assert_int_equal(key(SDLK_x, 0, false).kind, UG_CMD_INVENTORY);
    c = key(SDLK_y, 0, false);
    assert_int_equal(c.kind, UG_CMD_YES); /* still yes in the quit dialog */
    assert_int_equal(c.letter, 'y');
    c = key(SDLK_UP, KMOD_LSHIFT, false);
    assert_true(c.arrow);
    assert_true(c.shift);
    assert_false(key(SDLK_w, 0, false).arrow);
    static const struct {
        char letter;
        int dx, dy;
    } vi[] = {{'y', -1, -1}, {'u', 1, -1}, {'b', -1, 1}, {'n', 1, 1}};
    for (size_t i = 0; i < 4; i++) {
        int dx = 0, dy = 0;
        assert_true(ug_input_vi_diagonal(vi[i].letter, &dx, &dy));
        assert_int_equal(dx, vi[i].dx);
        assert_int_equal(dy, vi[i].dy);
    }
    int dx = 0, dy = 0;
    assert_false(ug_input_vi_diagonal('h', &dx, &dy));
    assert_false(ug_input_vi_diagonal(0, &dx, &dy));
    assert_true(ug_input_diagonal(false, true, true, false, &dx, &dy)); /* up + right */
    assert_int_equal(dx, 1);
    assert_int_equal(dy, -1);
    assert_true(ug_input_diagonal(true, false, false, true, &dx, &dy)); /* left + down */
    assert_int_equal(dx, -1);
    assert_int_equal(dy, 1);
    assert_false(ug_input_diagonal(false, true, false, false, &dx, &dy)); /* one arrow */
    assert_false(ug_input_diagonal(true, false, true, false, &dx, &dy));  /* left + right */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(keys_map_to_commands),
        cmocka_unit_test(keys_are_read_by_place),
        cmocka_unit_test(keys_reach_every_mode_by_place),
        cmocka_unit_test(a_shifted_sign_is_what_the_system_typed),
        cmocka_unit_test(a_tap_is_one_click),
        cmocka_unit_test(simple_keys_move_in_eight_directions),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
