/* Windows only: give a GUI-subsystem program a console when a headless command needs one.
 *
 * undergrid.exe is linked for the WIN32 (GUI) subsystem so that double-clicking it opens no console
 * window. Such a program starts with no console, so `undergrid play ...` typed in cmd.exe or
 * PowerShell would print nothing. main() calls ug_win32_attach_console() before running a headless
 * command (never before opening the window). */
#ifndef UG_CONSOLE_H
#define UG_CONSOLE_H

#ifdef __cplusplus
extern "C" {
#endif

/* Connects stdin/stdout/stderr to the console of the process that started us (cmd.exe,
 * PowerShell, a terminal), if there is one. Streams that are already redirected to a file or a
 * pipe (as in CI or `undergrid play ... > out.json`) are left alone. Safe to call more than once;
 * does nothing when there is no parent console (started from Explorer). Returns 1 if a console was
 * attached, else 0. */
int ug_win32_attach_console(void);

#ifdef __cplusplus
}
#endif

#endif
