/* The messages' rows. A message is ONE row: its id (a UgMsg of the core, game.h, or a UgUiMsg of
 * the front end, log.h), its sentence (an msgid, or one per creature or item kind indexed by the
 * entry's a, so that a language can agree articles and genders), how the entry's arguments fill
 * it, its kind (its colour and mark in the log) and its sound. The rows of the messages every mode
 * can say are in words.c; those only one mode says are in its folder
 * (src/view/modes/<mode>/words.c), reached through its profile (profile.h: words). A new message
 * is its id, one row, and its msgids in the catalogs. Pure C, no SDL. */
#ifndef UG_VIEW_WORDS_H
#define UG_VIEW_WORDS_H

#include <stdint.h>

#include "sounds.h"
#include "view.h"

/* How a message's arguments fill its sentence. */
typedef enum UgWordArgs {
    UG_ARGS_NONE = 0,    /* no argument */
    UG_ARGS_A,           /* a */
    UG_ARGS_B,           /* b */
    UG_ARGS_AB,          /* a, b */
    UG_ARGS_TEXT,        /* the entry's text */
    UG_ARGS_ITEM,        /* a = item kind; a potion's sentence takes its name's number (10 x b) */
    UG_ARGS_DRINK,       /* a = potion level: its name's number (10 x a), then b */
    UG_ARGS_MONSTER,     /* a = UgMonsterKind: its name (cursed_view.h) */
    UG_ARGS_MONSTER_ORB, /* a = UgMonsterKind, b = UgOrbKind: their names */
    UG_ARGS_ORB,         /* a = UgOrbKind: its name */
    UG_ARGS_ACHIEVEMENT, /* a = UgAchievement: its title */
    UG_ARGS_LEVEL,       /* a = cursed's level 1..3: its name */
    UG_ARGS_STOP,        /* a = UgAutoStop, b = the creature's (or item's) kind: its name */
    UG_ARGS_B_MONSTER,   /* b = UgMonsterKind: its name (ug_view_monster_name) */
} UgWordArgs;

typedef struct UgMessageRow {
    int32_t id;                  /* UgMsg or UgUiMsg */
    const char *fmt;             /* the sentence (NULL: only per kind, or not worded) */
    const char *const *per_kind; /* or one sentence per kind (indexed by a), fmt when out */
    int kinds;
    UgWordArgs args;
    UgMsgKind kind;
    UgSoundId cue; /* a UgMsg's sound, or UG_SOUND_SILENT; UG_SOUND_NONE for the front end's */
} UgMessageRow;

/* A table of rows (any order; an id has one row in all the tables together: tests/view). */
typedef struct UgWords {
    const UgMessageRow *rows;
    int count;
} UgWords;

/* A row's sentence given per kind: UG_PER_KIND(table) fills fmt, per_kind and kinds. */
#define UG_PER_KIND(table) NULL, table, (int)(sizeof table / sizeof table[0])
#define UG_WORDS(rows)                                                                             \
    { rows, (int)(sizeof rows / sizeof rows[0]) }

enum { UG_POTION_NAME_STEP = 10 }; /* "回復薬" + 10 x level */

/* The messages every mode can say, and the front end's own. */
extern const UgWords ug_words_common;
extern const UgWords ug_words_ui;

/* The row of a message id: the common tables, then each mode's (through its profile); NULL when
 * no table has one. */
const UgMessageRow *ug_view_message_row(int32_t msg);

#endif /* UG_VIEW_WORDS_H */
