/* Data directory and font discovery. See paths.h. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* unsetenv, setenv */
#include <unistd.h>             /* geteuid */
#endif
#include "paths.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL.h>

#ifdef UG_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

#ifdef _WIN32
#define SEP "\\"
#else
#define SEP "/"
#endif

bool ug_paths_drop_relative_xdg(void) {
#ifdef _WIN32
    return false;
#else
    const char *xdg = getenv("XDG_DATA_HOME");
    if (!xdg || !xdg[0] || xdg[0] == '/') return false;
    unsetenv("XDG_DATA_HOME");
    return true;
#endif
}

#ifndef _WIN32
/* dir made if missing (0700), then true if it is a folder of this user's that others cannot
 * write. */
static bool private_dir(const char *dir) {
    struct stat st;
    if (stat(dir, &st) != 0) (void)mkdir(dir, 0700);
    return stat(dir, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
           (st.st_mode & 022) == 0;
}
#endif

bool ug_paths_set_compose_cache(void) {
#ifdef _WIN32
    return false;
#else
    const char *home = getenv("HOME"), *xdg = getenv("XDG_CACHE_HOME");
    if (getenv("XCOMPOSECACHE") || !home || home[0] != '/') return false;
    char dir[4096];
    int n = snprintf(dir, sizeof dir, "%s/.compose-cache", home);
    if (n < 0 || (size_t)n >= sizeof dir || ug_paths_is_dir(dir)) return false; /* libX11's own */
    bool xdg_ok = xdg && xdg[0] == '/';
    n = snprintf(dir, sizeof dir, "%s%s", xdg_ok ? xdg : home, xdg_ok ? "" : "/.cache");
    if (n < 0 || (size_t)n + sizeof "/undergrid/compose" > sizeof dir) return false;
    struct stat st;
    if (stat(dir, &st) != 0 && mkdir(dir, 0700) != 0) return false; /* the cache home: as found */
    strcat(dir, "/undergrid");
    if (stat(dir, &st) != 0) (void)mkdir(dir, 0700);
    if (!ug_paths_is_dir(dir)) return false;
    strcat(dir, "/compose");
    if (!private_dir(dir)) return false;
    return setenv("XCOMPOSECACHE", dir, 0) == 0;
#endif
}

bool ug_paths_use_compose_cache(void) {
#ifdef _WIN32
    return false;
#else
    return geteuid() != 0 && ug_paths_set_compose_cache(); /* libX11 keeps no copy for root */
#endif
}

bool ug_paths_is_dir(const char *path) {
    struct stat st;
    return path && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool ug_paths_readable(const char *path) {
    struct stat st;
    if (!path || stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return false;
    FILE *f = fopen(path, "rb");
    if (!f) return false;
    fclose(f);
    return true;
}

/* Does dir (ending in a separator) hold i18n/en.po? If so copy it to out. */
static bool try_data_dir(const char *dir, char *out, size_t size) {
    char probe[4096];
    const char *sep = "";
    size_t n = strlen(dir);
    if (n == 0) return false;
    if (dir[n - 1] != '/' && dir[n - 1] != '\\') sep = SEP;
    if (snprintf(probe, sizeof probe, "%s%si18n" SEP "en.po", dir, sep) >= (int)sizeof probe)
        return false;
    if (!ug_paths_readable(probe)) return false;
    return snprintf(out, size, "%s%s", dir, sep) < (int)size;
}

bool ug_paths_data_dir(char *out, size_t size) {
    const char *env = getenv("UNDERGRID_DATA_DIR");
    if (env && env[0] && try_data_dir(env, out, size)) return true;
    char *base = SDL_GetBasePath(); /* the executable's directory, ending in a separator */
    if (base) {
        static const char *const relative[] = {".." SEP "share" SEP "undergrid",
                                               ".." SEP "Resources", "data"};
        for (size_t i = 0; i < sizeof relative / sizeof relative[0]; i++) {
            char dir[4096];
            if (snprintf(dir, sizeof dir, "%s%s", base, relative[i]) < (int)sizeof dir &&
                try_data_dir(dir, out, size)) {
                SDL_free(base);
                return true;
            }
        }
        SDL_free(base);
    }
#ifdef UG_SOURCE_ASSETS_DIR
    if (try_data_dir(UG_SOURCE_ASSETS_DIR, out, size)) return true;
#endif
    return false;
}

#ifdef UG_HAVE_FONTCONFIG
/* Asks fontconfig for the best match of `pattern`; true if it names a file that is monospace. */
static bool fontconfig_match(const char *pattern, char *out, size_t size) {
    bool found = false;
    FcPattern *pat = FcNameParse((const FcChar8 *)pattern);
    if (!pat) return false;
    FcConfigSubstitute(NULL, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult result;
    FcPattern *match = FcFontMatch(NULL, pat, &result);
    if (match) {
        FcChar8 *file = NULL;
        int spacing = 0;
        if (FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch &&
            FcPatternGetInteger(match, FC_SPACING, 0, &spacing) == FcResultMatch &&
            spacing >= FC_MONO && ug_paths_readable((const char *)file)) {
            found = snprintf(out, size, "%s", (const char *)file) < (int)size;
        }
        FcPatternDestroy(match);
    }
    FcPatternDestroy(pat);
    return found;
}
#endif

#ifdef _WIN32
/* Windows has no fontconfig and no /usr/share/fonts: the font the package ships first (copied from
 * Debian's fonts-dejavu-core when packaging, so the game looks as it does on Linux), then the
 * Windows font folder (%WINDIR%\Fonts), by file name. Segoe UI, the system's UI font, is not
 * listed: it is proportional, and the grid is drawn in cells the width of a monospace 'M'. */
static const char *const win_mono[] = {
    "consola.ttf", /* Consolas, since Vista */
    "lucon.ttf",   /* Lucida Console */
    "cour.ttf",    /* Courier New */
};
/* Japanese, for the glyphs the main font lacks. */
static const char *const win_cjk[] = {
    "msgothic.ttc", /* MS Gothic */
    "YuGothR.ttc",  /* Yu Gothic Regular, Windows 10 and 11 */
    "YuGothM.ttc",  /* Yu Gothic Medium */
    "meiryo.ttc",   /* Meiryo */
};

/* The first of names[n] in the Windows font folder; its path into out[size]. */
static bool win_font(const char *const *names, size_t n, char *out, size_t size) {
    const char *root = getenv("WINDIR");
    if (!root || !root[0]) root = getenv("SystemRoot");
    if (!root || !root[0]) root = "C:\\Windows";
    for (size_t i = 0; i < n; i++) {
        char path[4096];
        if (snprintf(path, sizeof path, "%s\\Fonts\\%s", root, names[i]) < (int)sizeof path &&
            ug_paths_readable(path))
            return snprintf(out, size, "%s", path) < (int)size;
    }
    return false;
}

/* <data dir>fonts\DejaVuSansMono.ttf, which the .zip and the installer carry. */
static bool bundled_font(char *out, size_t size) {
    char dir[4096], path[4200];
    if (!ug_paths_data_dir(dir, sizeof dir)) return false;
    if (snprintf(path, sizeof path, "%sfonts\\DejaVuSansMono.ttf", dir) >= (int)sizeof path ||
        !ug_paths_readable(path))
        return false;
    return snprintf(out, size, "%s", path) < (int)size;
}
#endif

bool ug_paths_find_font(const char *requested, char *out, size_t size) {
    if (requested) {
        if (!ug_paths_readable(requested)) return false;
        return snprintf(out, size, "%s", requested) < (int)size;
    }
#ifdef _WIN32
    if (bundled_font(out, size) ||
        win_font(win_mono, sizeof win_mono / sizeof win_mono[0], out, size))
        return true;
#endif
    /* The usual places first: a stat is far cheaper than starting fontconfig. */
    static const char *const usual[] = {
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",        /* Debian, Ubuntu */
        "/usr/share/fonts/dejavu-sans-mono-fonts/DejaVuSansMono.ttf", /* Fedora */
        "/usr/share/fonts/dejavu/DejaVuSansMono.ttf",                 /* older Fedora, openSUSE */
        "/usr/share/fonts/TTF/DejaVuSansMono.ttf",                    /* Arch */
        "/usr/local/share/fonts/dejavu/DejaVuSansMono.ttf",           /* the BSDs */
        "/Library/Fonts/DejaVuSansMono.ttf",                          /* macOS, installed by hand */
        "/System/Library/Fonts/Menlo.ttc",                            /* macOS */
        "C:\\Windows\\Fonts\\consola.ttf",                            /* Windows: Consolas */
    };
    for (size_t i = 0; i < sizeof usual / sizeof usual[0]; i++)
        if (ug_paths_readable(usual[i])) return snprintf(out, size, "%s", usual[i]) < (int)size;
#ifdef UG_HAVE_FONTCONFIG
    bool found = false;
    if (FcInit()) {
        found = fontconfig_match("DejaVu Sans Mono", out, size) ||
                fontconfig_match("monospace", out, size);
    }
    return found;
#else
    return false;
#endif
}

bool ug_paths_find_cjk_font(bool ask_fontconfig, char *out, size_t size) {
#ifdef _WIN32
    if (win_font(win_cjk, sizeof win_cjk / sizeof win_cjk[0], out, size)) return true;
#endif
    static const char *const usual[] = {
        "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",        /* Debian, Ubuntu */
        "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",      /* Debian's alternative */
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",   /* Debian, Ubuntu */
        "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc", /* Fedora */
        "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",        /* Arch */
        "/usr/share/fonts/truetype/vlgothic/VL-Gothic-Regular.ttf", /* Debian */
        "/usr/share/fonts/ipa-gothic/ipag.ttf",                     /* Fedora */
        "/usr/share/fonts/truetype/takao-gothic/TakaoGothic.ttf",   /* Ubuntu, older */
        "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",     /* macOS */
        "/System/Library/Fonts/Hiragino Sans GB.ttc",               /* macOS */
        "C:\\Windows\\Fonts\\msgothic.ttc",                         /* Windows */
        "C:\\Windows\\Fonts\\meiryo.ttc",                           /* Windows */
    };
    for (size_t i = 0; i < sizeof usual / sizeof usual[0]; i++)
        if (ug_paths_readable(usual[i])) return snprintf(out, size, "%s", usual[i]) < (int)size;
#ifdef UG_HAVE_FONTCONFIG
    if (ask_fontconfig && FcInit()) {
        bool found = false;
        FcPattern *pat = FcNameParse((const FcChar8 *)":lang=ja");
        if (pat) {
            FcConfigSubstitute(NULL, pat, FcMatchPattern);
            FcDefaultSubstitute(pat);
            FcResult result;
            FcPattern *match = FcFontMatch(NULL, pat, &result);
            FcChar8 *file = NULL;
            FcLangSet *langs = NULL;
            /* The best match may be any font at all: only one that really covers Japanese. */
            if (match && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch &&
                FcPatternGetLangSet(match, FC_LANG, 0, &langs) == FcResultMatch &&
                FcLangSetHasLang(langs, (const FcChar8 *)"ja") == FcLangEqual &&
                ug_paths_readable((const char *)file))
                found = snprintf(out, size, "%s", (const char *)file) < (int)size;
            if (match) FcPatternDestroy(match);
            FcPatternDestroy(pat);
        }
        return found;
    }
#else
    (void)ask_fontconfig;
#endif
    return false;
}
