/* classic's controller: arrows, WASD or HJKL bump in 4 directions, Space or . waits, Enter takes
 * the stairs where a step onto them does not, a click steps in 4 directions. See controller.h. */
#include "controller.h"

#include "bindings.h"
#include "click.h"
#include "scenes_private.h"

static bool bump4_command(UgScenes *s, UgCommand *c) {
    if (ug_scenes_common_key(c)) return false;
    const UgPlayer *p = ug_game_player(s->game);
    const UgGameInfo *info = ug_game_info(s->game);
    if (c->kind == UG_CMD_MOVE) ug_scenes_play(s, ug_action_move(c->dx, c->dy));
    if (c->kind == UG_CMD_WAIT) ug_scenes_play(s, ug_action_wait());
    if (c->kind == UG_CMD_CONFIRM && !c->repeat && !info->stairs_on_step &&
        ug_info_accepts(info, UG_ACT_DESCEND))
        ug_scenes_play(s, ug_action_simple(UG_ACT_DESCEND));
    if (c->kind == UG_CMD_CLICK) {
        ug_scenes_hover_tile(s, c->x, c->y);
        ug_scenes_play(s, ug_click_step4(&s->layout, c->x, c->y, p->x - s->frame.cam_x,
                                         p->y - s->frame.cam_y));
    }
    return true;
}

const UgController ug_controller_bump4 = {
    .key = "bump4",
    .bindings = UG_BIND_AT_BUMP4,
    .travel = {.explore = UG_BIND_CLASSIC_EXPLORE, .look_and_run = true, .click_travel = true},
    .command = bump4_command,
};
