/* Example: a headless bot loop over the public API (include/undergrid/ only).
 *
 * What it shows: a front end owns the loop, the core does not. It makes a game (ug_game_new),
 * asks a bot for the next action (undergrid/bot.h), plays it (ug_game_act) until the game is
 * over, then reads the result through the const accessors: the stats the mode's HUD would show
 * and the state hash. The same mode and seed print the same lines on every run and platform:
 * the core is deterministic, and so is a bot seeded from the game (CTest runs it twice and
 * compares).
 *
 *   bot_loop [MODE [SEED]]   MODE: classic (default), simple, cursed, adventure; SEED as the
 *                            mode takes it (cursed: ten digits), default "1"
 */
#include <inttypes.h>
#include <stdio.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"

enum { MAX_ACTIONS = 200000 }; /* a bot that is stuck still ends */

int main(int argc, char **argv) {
    // Initialization
    //--------------------------------------------------------------------------------------
    const char *mode_name = argc > 1 ? argv[1] : "classic";
    UgGameParams params = {.seed = argc > 2 ? argv[2] : NULL}; /* NULL: the core's "1" */
    if (!ug_mode_from_name(mode_name, &params.mode)) {
        fprintf(stderr, "bot_loop: no mode called '%s'\n", mode_name);
        return 2;
    }
    UgGame *game = NULL;
    UgError err = ug_game_new(&params, &game);
    if (err != UG_OK) {
        fprintf(stderr, "bot_loop: %s\n", ug_error_message(err));
        return 1;
    }
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, ug_game_hash(game)); /* seeded from the game: repeatable */
    long actions = 0, messages = 0;
    //--------------------------------------------------------------------------------------

    // Main game loop
    while (ug_game_status(game) == UG_STATUS_PLAYING && actions < MAX_ACTIONS) {
        // Update
        //----------------------------------------------------------------------------------
        UgEvents events = {0}; /* what happened this action: message ids, never text */
        ug_game_act(game, ug_bot_next(&bot, game), &events);
        messages += events.count;
        actions++;
        //----------------------------------------------------------------------------------
    }

    // Draw (once, at the end: a headless front end "draws" text)
    //--------------------------------------------------------------------------------------
    UgStatus status = ug_game_status(game);
    printf("mode %s seed %s: %s after %ld actions (%ld events)\n", mode_name, ug_game_seed(game),
           status == UG_STATUS_WON    ? "won"
           : status == UG_STATUS_DEAD ? "died"
                                      : "stopped",
           actions, messages);
    printf("floor %d, turns %d\nstats:", ug_game_floor(game), (int)ug_game_player(game)->turns);
    UgStat stats[UG_STAT_COUNT];
    int n = ug_game_stats(game, stats);
    for (int i = 0; i < n; i++) {
        if (stats[i].id == UG_STAT_SEED) continue; /* text: ug_game_seed, printed above */
        printf(" %s %" PRId64, ug_stat_name((UgStatId)stats[i].id), stats[i].value);
    }
    printf("\nhash %016" PRIx64 "\n", ug_game_hash(game));
    //--------------------------------------------------------------------------------------

    // De-Initialization
    //--------------------------------------------------------------------------------------
    ug_game_free(game);
    //--------------------------------------------------------------------------------------
    return 0;
}
