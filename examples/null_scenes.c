/* Example: the window's scenes driven on the null platform, with no window at all.
 *
 * What it shows: the scenes (src/app/scenes.h: title, game, death, the quit box) never call SDL;
 * they talk to a platform table (platform.h). The null platform (platform_null.h) fills that
 * table from a script pushed beforehand and records every frame presented, so a program, a test
 * or a bot can play the real front end headless and read what it showed. Here: New game,
 * classic, seed 42, three steps, Esc and Y to quit; then the frames are printed.
 *
 *   null_scenes   prints one line per frame presented; exits 1 if the steps moved nobody
 */
#include <stdio.h>

#include "platform_null.h"
#include "scenes.h"

/* One key press, then a pause, so the scenes play it before the next arrives (as the tests'
 * tests/support/null_script.h does). */
static void press(UgNullPlatform *np, UgCommand command) {
    ug_null_push_command(np, command);
    ug_null_push_pause(np);
}

static const char *scene_name(UgScene scene) {
    static const char *const names[] = {"title", "game", "death", "victory", "story"};
    return (unsigned)scene < sizeof names / sizeof names[0] ? names[scene] : "?";
}

int main(void) {
    // Initialization
    //--------------------------------------------------------------------------------------
    UgNullPlatform *np = ug_null_platform_new(&(UgNullParams){.entropy = 12345});
    if (!np) return 1;
    UgCommand text = {.kind = UG_CMD_TEXT};
    snprintf(text.text, sizeof text.text, "42");
    press(np, (UgCommand){.kind = UG_CMD_CONFIRM});       /* the title: New game */
    press(np, (UgCommand){.kind = UG_CMD_MOVE, .dy = 1}); /* the modes page: adventure, classic */
    press(np, (UgCommand){.kind = UG_CMD_CONFIRM});       /* classic */
    press(np, text);                                      /* its seed */
    press(np, (UgCommand){.kind = UG_CMD_CONFIRM});       /* Start */
    for (int i = 0; i < 3; i++) press(np, (UgCommand){.kind = UG_CMD_MOVE, .dx = 1});
    press(np, (UgCommand){.kind = UG_CMD_ESCAPE}); /* the quit box */
    press(np, (UgCommand){.kind = UG_CMD_YES});    /* quit */
    UgPlatform platform = ug_null_platform_table(np);
    UgScenes *scenes = ug_scenes_new(&(UgScenesParams){.mode = UG_MODE_CLASSIC}, &platform);
    if (!scenes) return 1;
    //--------------------------------------------------------------------------------------

    // Update: the scenes' own loop plays the whole script (one command per frame) and returns
    // when the player quits
    //--------------------------------------------------------------------------------------
    ug_scenes_run(scenes);
    //--------------------------------------------------------------------------------------

    // Draw: what each frame presented said
    //--------------------------------------------------------------------------------------
    const UgNullFrame *first = NULL, *last = NULL; /* the game's first and last frames */
    for (int i = 0; i < ug_null_frame_count(np); i++) {
        const UgNullFrame *f = ug_null_frame(np, i);
        if (f->scene == UG_SCENE_GAME) last = first ? f : (first = f);
        printf("frame %d: %-5s", i, scene_name(f->scene));
        if (f->heading[0]) printf(" \"%s\"", f->heading);
        if (f->menu_chosen[0]) printf(" menu \"%s\"", f->menu_chosen);
        if (f->scene == UG_SCENE_GAME) printf(" player %d,%d", f->player_x, f->player_y);
        if (f->log_last[0]) printf(" log \"%s\"", f->log_last);
        if (f->overlay == UG_OVERLAY_QUIT) printf(" + the quit box");
        printf("\n");
    }
    for (int i = 0; i < ug_null_said_count(np); i++) printf("said: %s\n", ug_null_said(np, i));
    //--------------------------------------------------------------------------------------

    // De-Initialization
    //--------------------------------------------------------------------------------------
    ug_scenes_free(scenes);
    bool moved = first && last && first->player_x != last->player_x;
    ug_null_platform_free(np);
    //--------------------------------------------------------------------------------------
    return moved ? 0 : 1; /* CTest runs this: it fails if the script no longer plays */
}
