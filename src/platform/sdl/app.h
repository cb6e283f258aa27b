/* The SDL2 window front end. main() calls ug_app_main when no headless command is given. */
#ifndef UG_APP_APP_H
#define UG_APP_APP_H

/* Runs the game window until the player quits. Options: --mode M, --seed S (the first game),
 * --lang en|es, --fullscreen, --font PATH. Returns the process exit status: 0 after a normal
 * quit, 1 if the window or the font cannot be had, 2 for bad options (one sentence on stderr).
 * Environment: UNDERGRID_DATA_DIR (where i18n/ lives), and for benchmarks
 * UNDERGRID_QUIT_AFTER_FIRST_FRAME=1 (quit right after the first frame is shown). */
int ug_app_main(int argc, char **argv);

#endif /* UG_APP_APP_H */
