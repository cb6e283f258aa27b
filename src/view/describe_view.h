/* The sentence that describes a creature when it is hovered, tapped or looked at (issue 26 item
 * 3), from the core's numbers only: its health, its speed, what one of its blows does to you and
 * what yours does to it, and about how many blows it takes ("Dog, level 1: HP 6/6, fast. It
 * bites for 1-3; you hit it for 3-6, about 2 blows."). Modes whose core gives no damage rule
 * (ug_game_blow_range) keep the short line "Goblin: HP 6/6". */
#ifndef UG_VIEW_DESCRIBE_VIEW_H
#define UG_VIEW_DESCRIBE_VIEW_H

#include "undergrid/game.h"
#include "i18n.h"
#include "view.h"

/* Writes the sentence for creature `m` (named `label`) into `line`. */
void ug_view_describe_monster(UgTextLine *line, const UgCatalog *catalog, const UgGame *game,
                              const UgMonster *m, const char *label);

#endif /* UG_VIEW_DESCRIBE_VIEW_H */
