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

/* The sentence of a tile and of an item lying on the floor: what it is and what it does under
 * the game's rules, its numbers from the core (ug_game_tile_effect, ug_game_item_effect):
 * "Healing potion (10): drink it to heal 10 HP.", "Sword: wield it for ATK +4.". `name` is its
 * translated name. The msgid functions say which sentence (NULL: the kind has none, which
 * tests/view/test_describe.c refuses). */
const char *ug_view_tile_sentence_msgid(const UgGame *game, UgTile tile);
const char *ug_view_item_sentence_msgid(const UgGame *game, const UgItem *item);
void ug_view_describe_tile(UgTextLine *line, const UgCatalog *catalog, const UgGame *game,
                           UgTile tile, const char *name);
void ug_view_describe_item(UgTextLine *line, const UgCatalog *catalog, const UgGame *game,
                           const UgItem *item, const char *name);

#endif /* UG_VIEW_DESCRIBE_VIEW_H */
