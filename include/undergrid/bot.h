/* Bots: players made of code, for soak tests, benchmarks and `undergrid play`. A bot reads the
 * game only through the public accessors and answers with the action it would take. It keeps
 * its own random stream, seeded explicitly, so a bot game is as deterministic as the game. */
#ifndef UG_BOT_H
#define UG_BOT_H

#include <stdint.h>

#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum UgBotKind {
    UG_BOT_EXPLORE = 0, /* fights what is adjacent, drinks when hurt, explores, takes the stairs */
    UG_BOT_RANDOM,      /* a random legal-looking key every turn */
    UG_BOT_KIND_COUNT
} UgBotKind;

typedef struct UgBot {
    UgBotKind kind;
    uint64_t state[2]; /* the bot's own generator (opaque) */
    int waited;        /* turns spent waiting in a row for a monster to come */
    int32_t notes[4];  /* the careful bot's memory (bot_careful.c): last turn, stuck count, in-view
                          waits */
} UgBot;

void ug_bot_init(UgBot *bot, UgBotKind kind, uint64_t seed);
/* The next action for `game`. Never blocks; the game is not changed. */
UgAction ug_bot_next(UgBot *bot, const UgGame *game);

const char *ug_bot_kind_name(UgBotKind kind);                 /* "explore" */
bool ug_bot_kind_from_name(const char *name, UgBotKind *out); /* false if unknown */

#ifdef __cplusplus
}
#endif

#endif /* UG_BOT_H */
