/* See ug_console.h. Compiled only into the Windows build (cmake/UndergridInstall.cmake). */
#include "ug_console.h"

#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include <stdio.h>

/* True when `std` already leads somewhere useful: a file, a pipe or a console. A GUI program
 * started by a shell that redirects its output inherits those handles, and they must win. */
static int handle_is_usable(DWORD std) {
    HANDLE h = GetStdHandle(std);
    return h != NULL && h != INVALID_HANDLE_VALUE && GetFileType(h) != FILE_TYPE_UNKNOWN;
}

int ug_win32_attach_console(void) {
    int out_ok = handle_is_usable(STD_OUTPUT_HANDLE);
    int err_ok = handle_is_usable(STD_ERROR_HANDLE);
    int in_ok = handle_is_usable(STD_INPUT_HANDLE);
    if (out_ok && err_ok) return 0; /* everything already redirected: nothing to do */
    if (!AttachConsole(ATTACH_PARENT_PROCESS)) return 0; /* no parent console, or attached */
    /* Re-open only the streams that had nowhere to go, so `> file` keeps working. */
    if (!out_ok) (void)freopen("CONOUT$", "w", stdout);
    if (!err_ok) (void)freopen("CONOUT$", "w", stderr);
    if (!in_ok) (void)freopen("CONIN$", "r", stdin);
    return 1;
}
