/* A preloaded library for bench_startup.sh's side-by-side start-up: it says when another SDL2
 * program (Brogue CE) first shows a frame, on CLOCK_MONOTONIC, the moment Undergrid's own
 * UNDERGRID_SAY_FIRST_FRAME=1 says it: the first present (renderer or window surface) to a window
 * that is shown, or the showing of a window already presented to. With FIRST_FRAME_EXIT=1 the
 * program then exits at once.   cc -shared -fPIC first_frame_shim.c -o shim.so -ldl */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>

static int presented, said;

static void say_if_seen(SDL_Window *w) {
    if (said || !presented || !w || !(SDL_GetWindowFlags(w) & SDL_WINDOW_SHOWN)) return;
    said = 1;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    fprintf(stderr, "shim: first frame at %lld.%09ld s (CLOCK_MONOTONIC)\n", (long long)now.tv_sec,
            now.tv_nsec);
    const char *quit = getenv("FIRST_FRAME_EXIT");
    if (quit && quit[0] == '1') _exit(0);
}

void SDL_RenderPresent(SDL_Renderer *r) {
    static void (*real)(SDL_Renderer *);
    if (!real) *(void **)&real = dlsym(RTLD_NEXT, "SDL_RenderPresent");
    real(r);
    presented = 1;
    say_if_seen(SDL_RenderGetWindow(r));
}

int SDL_UpdateWindowSurface(SDL_Window *w) {
    static int (*real)(SDL_Window *);
    if (!real) *(void **)&real = dlsym(RTLD_NEXT, "SDL_UpdateWindowSurface");
    int status = real(w);
    presented = 1;
    say_if_seen(w);
    return status;
}

void SDL_ShowWindow(SDL_Window *w) {
    static void (*real)(SDL_Window *);
    if (!real) *(void **)&real = dlsym(RTLD_NEXT, "SDL_ShowWindow");
    real(w);
    say_if_seen(w);
}
