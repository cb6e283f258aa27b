/* Scenarios: a game arranged by hand, for the view's and the window's tests (and, later, for
 * wizard tools). Each call edits the game's state directly, plays no turn and emits no event;
 * a game edited this way is no longer the game its seed gives, so its replays mean nothing.
 * The rules' own tests use the modes' private headers instead. */
#ifndef UG_SCENARIO_H
#define UG_SCENARIO_H

#include <stdbool.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The whole floor becomes rock, nothing seen or visible, no creatures and no items on it. */
void ug_scenario_clear(UgGame *game);
/* Sets one tile (out-of-bounds coordinates are ignored). */
void ug_scenario_set_tile(UgGame *game, int x, int y, UgTile tile);
/* Marks one tile as seen (remembered) and, if `visible`, in sight now. */
void ug_scenario_set_seen(UgGame *game, int x, int y, bool seen, bool visible);
/* Moves the player (no sight is recomputed). */
void ug_scenario_place_player(UgGame *game, int x, int y);
/* Sets the player's health, maximum and turn count. */
void ug_scenario_set_player(UgGame *game, int hp, int max_hp, int turns);
/* Adds a creature with `hp` (its maximum too); returns its id, or UG_ID_NONE when full. */
UgId ug_scenario_add_monster(UgGame *game, UgMonsterKind kind, int x, int y, int hp);
/* Adds an item lying at (x, y); returns its id, or UG_ID_NONE when full. */
UgId ug_scenario_add_item(UgGame *game, UgItemKind kind, int x, int y, int level);
/* Puts an item in the pack (modes with UG_SYS_INVENTORY); false if the mode has no pack or it is
 * full. */
bool ug_scenario_give_item(UgGame *game, UgItemKind kind, int level);

#ifdef __cplusplus
}
#endif

#endif /* UG_SCENARIO_H */
