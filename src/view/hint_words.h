/* The first-game hints' sentences (issue 26 item 3), one per UgFirstHint: the log words
 * UG_UIMSG_FIRST_HINT with a = the hint (words.c), chosen by src/app/first_hints.c. */
#ifndef UG_VIEW_HINT_WORDS_H
#define UG_VIEW_HINT_WORDS_H

typedef enum UgFirstHint {
    UG_HINT_ORB = 0,  /* the first orb picked up */
    UG_HINT_HUNGRY,   /* the first "you are getting hungry" */
    UG_HINT_SEALED,   /* the first sealed stairs */
    UG_HINT_HEAVY,    /* the first item that could not be picked up */
    UG_HINT_LEVEL_UP, /* the first level gained */
    UG_HINT_BOSS,     /* the first boss seen (UG_UIMSG_BOSS_HINT names it) */
    UG_HINT_COUNT
} UgFirstHint;

extern const char *const ug_first_hint_msgids[UG_HINT_COUNT];
/* The first boss seen (UG_UIMSG_BOSS_HINT, the UG_HINT_BOSS of first_hints.c): what it is, by
 * name; [1] when the floor's way down waits on its death (the core's UG_BOSS_ACTIVE), [0] else. */
extern const char *const ug_boss_hint_msgids[2];

#endif
