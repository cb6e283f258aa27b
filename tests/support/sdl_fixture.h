/* SDL's video (the dummy driver in CTest) and SDL_ttf started before each pixel test and shut
 * down after it (cmocka_unit_test_setup_teardown). Header-only; include after <cmocka.h>. */
#ifndef UG_TESTS_SDL_FIXTURE_H
#define UG_TESTS_SDL_FIXTURE_H

#include <SDL.h>
#include <SDL_ttf.h>

static int setup(void **state) {
    (void)state;
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) return -1;
    return 0;
}

static int teardown(void **state) {
    (void)state;
    TTF_Quit();
    SDL_Quit();
    return 0;
}

#endif /* UG_TESTS_SDL_FIXTURE_H */
