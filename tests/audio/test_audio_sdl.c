/* The sound device through SDL (src/app/audio_sdl.c), headless. Run twice by CTest:
 *   SDL_AUDIODRIVER=dummy        a device that plays into nothing: sounds start it, it pauses
 *                                itself once they end and closes when rested (idle stays idle),
 *                                silencing stops them;
 *   SDL_AUDIODRIVER=nonexistent  no device at all: open says why and every call is a no-op.
 * Waits only for SDL's own wake event, with a generous limit: no timing is measured. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <SDL.h>

#include "audio_sdl.h"
#include "sounds.h"

static uint32_t wake;

static int setup(void **state) {
    (void)state;
    if (SDL_Init(SDL_INIT_EVENTS) != 0) return -1;
    wake = SDL_RegisterEvents(1);
    return wake == (uint32_t)-1 ? -1 : 0;
}

static int teardown(void **state) {
    (void)state;
    SDL_Quit();
    return 0;
}

static bool no_device_expected(void) {
    const char *d = getenv("SDL_AUDIODRIVER");
    return d && strcmp(d, "nonexistent") == 0;
}

/* Waits (up to 10 s) for the callback's "nothing plays" event. */
static bool wait_for_wake(void) {
    SDL_Event e;
    for (int i = 0; i < 100; i++)
        if (SDL_WaitEventTimeout(&e, 100) && e.type == wake) return true;
    return false;
}

static void plays_and_pauses_itself(void **state) {
    (void)state;
    if (no_device_expected()) skip();
    char why[256] = "";
    UgAudioSdl *a = ug_audio_sdl_open(wake, why, sizeof why);
    if (!a) fail_msg("the dummy device did not open: %s", why);
    assert_false(ug_audio_sdl_running(a));         /* opened paused */
    assert_int_equal(ug_audio_sdl_rendered(a), 0); /* nothing synthesised before a sound plays */
    ug_audio_sdl_set(a, 80, false);
    int turn[] = {UG_SOUND_HIT, UG_SOUND_KILL};
    ug_audio_sdl_play(a, turn, 2);
    assert_int_equal(ug_audio_sdl_rendered(a), 2); /* only the two played */
    assert_true(ug_audio_sdl_running(a));
    assert_int_equal(ug_audio_sdl_started(a), 2);
    assert_true(wait_for_wake()); /* both ended */
    ug_audio_sdl_idle(a);
    assert_false(ug_audio_sdl_running(a)); /* paused: an idle game costs nothing */
    /* Silenced (M, effects off, the background): nothing starts, nothing runs. */
    ug_audio_sdl_set(a, 80, true);
    ug_audio_sdl_play(a, turn, 2);
    assert_false(ug_audio_sdl_running(a));
    assert_int_equal(ug_audio_sdl_started(a), 2);
    /* Silencing stops a long sound at once and pauses the device. */
    ug_audio_sdl_set(a, 100, false);
    int boss = UG_SOUND_BOSS;
    ug_audio_sdl_play(a, &boss, 1);
    assert_true(ug_audio_sdl_running(a));
    ug_audio_sdl_set(a, 100, true);
    assert_false(ug_audio_sdl_running(a));
    /* Rested: a paused device is closed (SDL 2 would feed it silence), and opens again for the
     * next sound; a device paused a moment ago stays open. */
    ug_audio_sdl_rest(a, 60000);
    assert_true(ug_audio_sdl_device_open(a));
    ug_audio_sdl_rest(a, 0);
    assert_false(ug_audio_sdl_device_open(a));
    ug_audio_sdl_set(a, 100, false);
    ug_audio_sdl_play(a, turn, 1);
    assert_true(ug_audio_sdl_device_open(a));
    assert_true(ug_audio_sdl_running(a));
    ug_audio_sdl_rest(a, 0); /* never while it plays */
    assert_true(ug_audio_sdl_device_open(a));
    assert_true(wait_for_wake());
    ug_audio_sdl_idle(a);
    assert_false(ug_audio_sdl_running(a));
    ug_audio_sdl_rest(a, 0);
    ug_audio_sdl_set(a, 100, true); /* options change while it is closed */
    ug_audio_sdl_set(a, 100, false);
    assert_false(ug_audio_sdl_device_open(a));
    /* Unknown sounds start nothing. */
    ug_audio_sdl_set(a, 100, false);
    int odd[] = {-1, UG_SOUND_NONE, UG_SOUND_SILENT, UG_SOUND_COUNT, 9999};
    ug_audio_sdl_play(a, odd, 5);
    assert_false(ug_audio_sdl_running(a));
    ug_audio_sdl_close(a);
}

static void without_a_device_it_is_silent(void **state) {
    (void)state;
    if (!no_device_expected()) skip();
    char why[256] = "";
    UgAudioSdl *a = ug_audio_sdl_open(wake, why, sizeof why);
    assert_null(a);
    assert_true(why[0] != '\0'); /* one clause for the notice */
    int turn[] = {UG_SOUND_HIT};
    ug_audio_sdl_set(a, 50, false);
    ug_audio_sdl_play(a, turn, 1);
    ug_audio_sdl_idle(a);
    ug_audio_sdl_rest(a, 0);
    assert_false(ug_audio_sdl_running(a));
    assert_false(ug_audio_sdl_device_open(a));
    assert_int_equal(ug_audio_sdl_started(a), 0);
    ug_audio_sdl_close(a);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(plays_and_pauses_itself),
        cmocka_unit_test(without_a_device_it_is_silent),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
