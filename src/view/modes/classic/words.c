/* classic's own messages (the Kaplay demo): only classic says these. See words.h. */
#include "words.h"

static const UgMessageRow rows[] = {
    {UG_MSG_DRINK_POTION, "You drink a potion: +%d health.", NULL, 0, UG_ARGS_A, UG_MSGKIND_HEAL,
     UG_SOUND_DRINK},
};

const UgWords ug_words_classic = UG_WORDS(rows);
