/* Click-to-action (moved from layout.c: the layout only says where things are). See click.h. */
#include "click.h"

#include <stdlib.h>

static int sign(int v) {
    return (v > 0) - (v < 0);
}

UgAction ug_click_step4(const UgLayout *l, int px, int py, int player_x, int player_y) {
    /* Twice the distances, so the centre of the tile (half a pixel when the tile is odd) and
     * half a tile are whole numbers. */
    int dx2 = 2 * px - (2 * (l->board.x + player_x * l->tile) + l->tile);
    int dy2 = 2 * py - (2 * (l->board.y + player_y * l->tile) + l->tile);
    if (abs(dx2) < l->tile && abs(dy2) < l->tile) return ug_action_wait();
    if (abs(dx2) > abs(dy2)) return ug_action_move(sign(dx2), 0);
    return ug_action_move(0, sign(dy2));
}

UgAction ug_click_step8(const UgLayout *l, int px, int py, int player_x, int player_y) {
    int dx2 = 2 * px - (2 * (l->board.x + player_x * l->tile) + l->tile);
    int dy2 = 2 * py - (2 * (l->board.y + player_y * l->tile) + l->tile);
    if (abs(dx2) < l->tile && abs(dy2) < l->tile) return ug_action_wait();
    /* tan(22.5 degrees) is 0.414: 12/29 is 0.4138, in whole numbers. */
    long ax = labs((long)dx2), ay = labs((long)dy2);
    if (29 * ay < 12 * ax) return ug_action_move(sign(dx2), 0);
    if (29 * ax < 12 * ay) return ug_action_move(0, sign(dy2));
    return ug_action_move(sign(dx2), sign(dy2));
}
