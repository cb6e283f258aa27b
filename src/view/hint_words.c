/* The first-game hints' sentences. See hint_words.h. They name no key: keys can be bound again,
 * and the help (?) lists them. */
#include "hint_words.h"

const char *const ug_first_hint_msgids[UG_HINT_COUNT] = {
    [UG_HINT_ORB] = "Hint: orbs go on a stack and the top one is thrown first; while you aim, "
                    "the board tints the tiles it will touch.",
    [UG_HINT_HUNGRY] = "Hint: you are getting hungry; eat something from your pack before "
                       "hunger costs you health.",
    [UG_HINT_SEALED] = "Hint: the stairs stay sealed while this floor's guardian lives; defeat "
                       "it to go down.",
    [UG_HINT_HEAVY] = "Hint: that is too much to carry; drop something from your pack to make "
                      "room.",
    [UG_HINT_LEVEL_UP] = "Hint: each level gives you more health and a stronger blow.",
    [UG_HINT_BOSS] = "Hint: a guardian keeps these stairs; orbs and full health help against "
                     "it.",
};

const char *const ug_boss_hint_msgids[2] = {
    "Hint: %s is a boss, far tougher than the creatures around it; meet it at full health.",
    "Hint: %s guards this floor: the way down stays sealed until it dies. Meet it at full "
    "health.",
};
