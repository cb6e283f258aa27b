/* The SDL2 platform: the real window behind the table of platform.h. It starts SDL, finds the
 * fonts, reads the language and the window settings, opens the window (hidden until the first
 * frame) and fills the table; closing it remembers the window's size and fullscreen state.
 */
#ifndef UG_APP_PLATFORM_SDL_H
#define UG_APP_PLATFORM_SDL_H

#include <stdbool.h>

#include "i18n.h"
#include "log.h"
#include "platform.h"

/* Zero is the default for every field. */
typedef struct UgPlatformSdlParams {
    const char *font; /* --font (a readable file, checked already); NULL: look for one */
    const char *lang; /* --lang; NULL: the system's */
    bool fullscreen;  /* --fullscreen; otherwise the remembered setting decides */
    UgLog *notices;   /* start-up notices for the log (no catalog, bad settings, no CJK font);
                       * may be NULL */
} UgPlatformSdlParams;

/* Opens the window and fills *platform; *catalog is the texts of the language chosen (NULL:
 * English), owned by the platform until ug_platform_sdl_close. Returns the process exit status:
 * 0, or 1 when there is no display, window, renderer or font (one sentence on stderr), or 2
 * when the --font file is no font. On failure everything is freed already. */
int ug_platform_sdl_open(const UgPlatformSdlParams *params, UgPlatform *platform,
                         const UgCatalog **catalog);

/* Remembers the window's settings (if they changed), closes it and frees everything. */
void ug_platform_sdl_close(UgPlatform *platform);

#endif /* UG_APP_PLATFORM_SDL_H */
