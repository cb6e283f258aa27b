/* Undergrid's entry point: a headless command (dump, play, replay) or the game window. */
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

#ifdef __EMSCRIPTEN__
#include <sys/stat.h>
#endif

#ifdef UG_HAVE_APP
#include "app.h"
#endif
#ifdef UG_HAVE_WIN32_CONSOLE
#include "ug_console.h"
#endif
#if defined(_WIN32) && defined(UG_HAVE_APP)
/* Windows: main becomes SDL_main, called by SDL2main's WinMain (linked by
 * cmake/UndergridWindows.cmake, or by SDL2's pkg-config libs) with the command line in UTF-8. */
#include <SDL_main.h>
#endif

int main(int argc, char **argv) {
#ifdef UG_HAVE_WIN32_CONSOLE
    /* A GUI-subsystem program has no console: borrow the one we were started from, if any, so
     * headless commands and option errors are seen. Started from Explorer, this does nothing. */
    ug_win32_attach_console();
#endif
#ifdef __EMSCRIPTEN__
    /* Emscripten's libc starts with a umask of 0777: every file made (io/file.c gives a new one
     * 0666 less the umask) would have no permissions, and a save read back from the browser's
     * IndexedDB could not be opened. The desktop's usual mask. */
    umask(022);
#endif
#ifdef SIGXFSZ
    /* Past a file-size limit (ulimit -f) a write fails with EFBIG, reported like a full disk,
     * instead of the signal killing the game with the run unsaved. */
    signal(SIGXFSZ, SIG_IGN);
#endif
    /* Words are headless commands (an unknown one is reported there); options open the window. */
    bool watch = argc > 1 && strcmp(argv[1], "watch") == 0; /* the window, on a recording */
    if (argc > 1 && !watch && (ug_cli_is_command(argv[1]) || argv[1][0] != '-'))
        return ug_cli_main(argc, argv);
#ifdef UG_HAVE_APP
    return ug_app_main(argc, argv);
#else
    /* Built without the window: play a bot game so that running the game still shows it. */
    char *play[] = {argv[0], "play", "--mode", "classic", "--seed", "1", "--bot", "explore", NULL};
    if (watch) {
        fputs("undergrid: this build has no window, so a recording cannot be watched; "
              "'undergrid replay FILE' checks it instead.\n",
              stderr);
        return 2;
    }
    if (argc > 1) {
        fprintf(stderr,
                "undergrid: this build has no window, so '%s' cannot be used; try "
                "'undergrid --help'\n",
                argv[1]);
        return 2;
    }
    fputs("undergrid: built without the window; a bot plays a headless game instead.\n", stderr);
    return ug_cli_main(8, play);
#endif
}
