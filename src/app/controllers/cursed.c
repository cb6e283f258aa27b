/* cursed's controller: its original's key table (cursed_scene.c, cursed_keys.c), its screens
 * and mouse, its own layout and its achievements. See controller.h. */
#include "controller.h"

#include "bindings.h"
#include "scenes_private.h"

/* A new run asked from cursed's keys: the run under way is filed as abandoned. */
static void new_run(UgScenes *s) {
    if (ug_game_status(s->game) == UG_STATUS_PLAYING) { /* records: abandoned */
        s->record.has_hash = true;
        s->record.hash = ug_game_hash(s->game);
        ug_scenes_records_file(&s->records, s->platform, s->dir, s->game, &s->record, NULL,
                               s->catalog, UG_RUN_ABANDONED, 0, &s->vs);
    }
    ug_scenes_forget_run(s);
    ug_scenes_new_game(s, NULL);
}

static bool cursed_command(UgScenes *s, UgCommand *c) {
    /* cursed's help is longer than its box (its orbs, bosses and signs, issue 26): the wheel,
     * Page Up/Down and the arrows scroll it, keys the original's help ignores anyway */
    if (s->cursed.ui.screen != UG_CK_SCREEN_HELP && s->vs.overlay == UG_OVERLAY_NONE)
        s->vs.help_scroll = 0;
    if (s->cursed.ui.screen == UG_CK_SCREEN_HELP && s->vs.overlay == UG_OVERLAY_NONE &&
        (c->kind == UG_CMD_SCROLL || (c->kind == UG_CMD_MOVE && c->dy && !c->dx && !c->letter))) {
        UgFrameLaid scratch;
        int max = ug_frame_laid(&s->frame, &s->layout, &scratch)->box_max_scroll;
        int to = s->vs.help_scroll + c->dy;
        s->vs.help_scroll = to > max ? max : to < 0 ? 0 : to;
        return true;
    }
    /* O in cursed's help: the window's About page over it (the original's help ignores the key,
     * and cursed's keys never see it: its games play as they did); any key closes it */
    bool o = c->letter == 'o' || (c->key[0] == 'o' && !c->key[1]);
    if (o && s->cursed.ui.screen == UG_CK_SCREEN_HELP && !s->watch.active &&
        ug_view_profile(s->mode)->about_count > 0) {
        s->vs.help_about = (int)s->mode + 1;
        s->vs.help_scroll = 0;
        s->vs.overlay = UG_OVERLAY_HELP;
        return true;
    }
    UgAction action;
    int floor = ug_game_floor(s->game);
    switch (ug_cursed_scene_command(&s->cursed, s->game, *c, &s->layout, &s->frame, &action)) {
        case UG_CURSED_PASS:
            return false;
        case UG_CURSED_PLAY:
            ug_scenes_play(s, action);
            ug_cursed_scene_played(&s->cursed, s->game, floor);
            break;
        case UG_CURSED_NEW_RUN:
            new_run(s);
            break;
        case UG_CURSED_UI:
            break;
    }
    if (s->cursed.ui.wizard) s->record.wizard = true; /* the run is marked for good */
    ug_scenes_keep_achievements(s);
    return true;
}

/* cursed's cursor follows the mouse in examine and aim mode (not while watching). */
static bool cursed_pointer(UgScenes *s, int x, int y) {
    if (s->watch.active) return false;
    if (s->vs.overlay == UG_OVERLAY_NONE &&
        ug_cursed_scene_hover(&s->cursed, s->game, &s->layout, &s->frame, x, y))
        s->dirty = true;
    return true;
}

/* Travel only on cursed's board, with no examine, aim or screen up. */
static bool cursed_travel_free(const UgScenes *s) {
    return s->cursed.ui.mode == UG_CK_MODE_NORMAL && s->cursed.ui.screen == UG_CK_SCREEN_MAIN &&
           !s->cursed.intro;
}

/* Its original's screen: board, log and mode line below, the sidebar at the side. */
static void cursed_lay_out(UgLayout *l, int w, int h, const UgLayoutParams *lp, bool watching) {
    ug_layout_compute_cursed_at(l, w, h, UG_VIEW_COLS, UG_VIEW_ROWS, lp->map_w, lp->map_h,
                                lp->text_scale);
    /* sprites take the same whole-pixel tile as glyphs (the fill rule, layout.c) */
    if (watching) ug_layout_take_status_line(l); /* "Watching: ..." */
}

const UgController ug_controller_cursed = {
    .key = "cursed",
    .bindings = UG_BIND_AT_CURSED,
    .travel = {.explore = UG_BIND_EXPLORE},
    .command = cursed_command,
    .pointer = cursed_pointer,
    .travel_free = cursed_travel_free,
    .lay_out = cursed_lay_out,
    .achievements = true,
};
