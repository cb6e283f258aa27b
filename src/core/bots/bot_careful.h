/* The careful bot (ADVENTURE.md §8): how the explore bot plays modes with character growth,
 * hunger, orbs and a scheduler. It reads only the public API and the mode's capabilities. */
#ifndef UG_BOTS_BOT_CAREFUL_H
#define UG_BOTS_BOT_CAREFUL_H

#include "undergrid/bot.h"

/* Does the careful bot play this mode (it has GROWTH, HUNGER, ORBS and SCHEDULER)? */
bool ug_bot_careful_fits(const UgGameInfo *info);
/* Its next action; the game is not changed. */
UgAction ug_bot_careful_next(UgBot *bot, const UgGame *game);

#endif /* UG_BOTS_BOT_CAREFUL_H */
