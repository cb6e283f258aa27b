/* Where the game finds its data (translations) and its font. Called once at start-up. */
#ifndef UG_APP_PATHS_H
#define UG_APP_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* The data directory: the first that holds i18n/en.po of, in order, $UNDERGRID_DATA_DIR,
 * <exe dir>/../share/undergrid (installed or relocated), <exe dir>/../Resources (macOS bundle),
 * <exe dir>/data (Windows zip) and the source tree's assets/ (UG_SOURCE_ASSETS_DIR, build tree).
 * Writes it (with a trailing separator) into out[size]; false if none has the files. */
bool ug_paths_data_dir(char *out, size_t size);

/* The font to use. `requested` (--font) must be a readable file. Otherwise, on Windows, the
 * packages' <data dir>fonts\DejaVuSansMono.ttf and then Consolas, Lucida Console or Courier New
 * in %WINDIR%\Fonts; then the usual paths of DejaVu Sans Mono, then fontconfig (when built with
 * it) for "DejaVu Sans Mono" and then any monospace font. Writes the path into out[size]; false
 * if none was found. */
bool ug_paths_find_font(const char *requested, char *out, size_t size);

/* A font with Japanese glyphs, to draw what the main font lacks: on Windows MS Gothic, Yu Gothic
 * or Meiryo in %WINDIR%\Fonts first; the usual files of IPA Gothic,
 * Noto Sans CJK, VL Gothic, Takao, Hiragino (macOS) and MS Gothic / Meiryo (Windows), then, if
 * `ask_fontconfig` (it takes a moment to start), fontconfig's best match for ":lang=ja".
 * Writes the path into out[size]; false if none was found. */
bool ug_paths_find_cjk_font(bool ask_fontconfig, char *out, size_t size);

/* Is `path` a readable regular file? */
bool ug_paths_readable(const char *path);

/* Whether `path` names a folder (following links). */
bool ug_paths_is_dir(const char *path);

/* XDG_DATA_HOME must be absolute (the XDG base directory spec: a relative one is invalid and is
 * ignored); a relative one moved the user folder with the working directory (issue 25). It is
 * unset, before SDL_GetPrefPath reads it, so that HOME's ~/.local/share is used; true if it
 * was. Nothing on Windows. */
bool ug_paths_drop_relative_xdg(void);

/* libX11 parses its whole compose table (the locale's Compose file: 5,700 lines for UTF-8) each
 * time an X input method opens, as SDL_Init does: a third of start-up's instructions (issue
 * 28). It keeps a parsed copy in the folder XCOMPOSECACHE names (else ~/.compose-cache, if that
 * exists), for a user who is not root. This points XCOMPOSECACHE at the game's own folder,
 * $XDG_CACHE_HOME/undergrid/compose (~/.cache/... when that is unset or relative), made private
 * (0700: libX11 ignores a folder others can write), unless the variable is set already or
 * ~/.compose-cache exists. The table is the same: libX11 parses the file again when it is
 * newer than the copy, or the copy is a day old. True if it set the variable; nothing on
 * Windows, nor for root (ug_paths_set_compose_cache is the same without that check). */
bool ug_paths_use_compose_cache(void);
bool ug_paths_set_compose_cache(void);

#endif /* UG_APP_PATHS_H */
