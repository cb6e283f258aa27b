/* cursed's own public types: the scenes its rules wait on and its achievements (part of
 * undergrid/game.h; other modes answer UG_PENDING_NONE and no achievements). */
#ifndef UG_MODES_CURSED_H
#define UG_MODES_CURSED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/entity.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A scene the core waits on: while it is not UG_PENDING_NONE only UG_ACT_PICKUP (the original's
 * Space) is carried out, and it dismisses the scene (not the ending, which is final). */
typedef enum UgPending {
    UG_PENDING_NONE = 0,
    UG_PENDING_BOSS_INTRO, /* the boss was summoned; dismissing it ends the player's turn */
    UG_PENDING_BUTCHER,    /* the Butcher's log scene: dismissing it takes no time */
    UG_PENDING_LEVEL_DONE, /* a won level 1-2 was left (the original saves and asks for a reload);
                            dismissing it builds the next level (UG_ACT_DESCEND does too) */
    UG_PENDING_ENDING,     /* level 3 won: the ending. The original listens to no key any more:
                            nothing is carried out from here on (ug_game_status: UG_STATUS_WON) */
} UgPending;
UgPending ug_game_pending(const UgGame *game);

/* cursed's achievements, in the original's storage order (CURSED.md §6). */
typedef enum UgAchievement {
    UG_ACH_NO_EXAMINE = 0,
    UG_ACH_UNLOCK_ALL,
    UG_ACH_BOSS1_NORMAL,
    UG_ACH_BOSS1_SPECIAL, /* Gargoyle Tail Axe: once unlocked no Gargoyle loses its tail */
    UG_ACH_BOSS2_NORMAL,
    UG_ACH_BOSS3_NORMAL,
    UG_ACH_BOSS3_SPECIAL,
    UG_ACH_BOSS4_NORMAL,
    UG_ACH_BOSS4_SPECIAL,
    UG_ACH_COUNT
} UgAchievement;
/* The achievements unlocked now (those passed in and what this game unlocked), bit
 * 1u << UgAchievement; 0 in modes without them. */
uint32_t ug_game_achievements(const UgGame *game);
/* Passes in the achievements the player's profile has unlocked (bits as above), which persist
 * outside games and change play (CURSED.md §10.12: after Gargoyle Tail Axe no Gargoyle loses its
 * tail). Call it right after creating the game, before any action. Modes without achievements
 * ignore it. */
void ug_game_set_achievements(UgGame *game, uint32_t unlocked);

#ifdef __cplusplus
}
#endif

#endif /* UG_MODES_CURSED_H */
