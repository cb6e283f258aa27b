/* The headless command line (dump, play, replay), shared by the `undergrid` executable and the
 * tests. Called from main() before any window exists; never opens one. */
#ifndef UG_CLI_H
#define UG_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/record.h"

/* True if argv[1] names a headless command (or --help / --version). */
bool ug_cli_is_command(const char *arg);
/* Runs a headless command; returns the process exit status (0 ok, 1 failure, 2 bad usage).
 * Errors are one plain sentence on stderr. */
int ug_cli_main(int argc, char **argv);
void ug_cli_print_help(FILE *out);
/* What a seed of this kind is, as the seed errors of the command line and the window say it
 * (the kind is the mode's, read from the core: UgGameInfo.seed_kind). */
const char *ug_cli_seed_rule(UgSeedKind kind);
/* An argument as an error sentence shows it: at most 40 bytes, then "... (N bytes)" (a static
 * buffer, four in turn). */
const char *ug_cli_shown(const char *s);

/* One plain sentence on stderr after "undergrid: ", its control characters written as \xNN so
 * that an argument's newline or escape sequence never reaches the terminal raw (show arguments
 * with ug_cli_shown). ug_cli_usage adds "(see 'undergrid --help')" and returns 2 (a usage
 * error); ug_cli_fail returns 1. */
int ug_cli_usage(const char *fmt, ...);
int ug_cli_fail(const char *fmt, ...);

/* The JSON of `undergrid dump` for the game's current floor. */
void ug_cli_write_dump(FILE *out, const UgGame *game);

typedef enum UgBotGameEnd {
    UG_BOT_GAME_DIED,
    UG_BOT_GAME_TURN_LIMIT,
    UG_BOT_GAME_WON, /* the game was won (UG_STATUS_WON, or cursed's UG_PENDING_ENDING) */
    UG_BOT_GAME_ERROR
} UgBotGameEnd;
/* Lets a bot play `game` until it dies, wins or `turns` turns pass (or 4*turns actions, so a bot
 * that keeps walking into walls still stops). Records the actions if `record` is not NULL. */
UgBotGameEnd ug_cli_bot_game(UgGame *game, UgBotKind kind, long turns, UgRecord *record);
/* The same loop (`play` and `balance` share it, so both name a game's end alike), calling
 * `observe` (if not NULL) with each action's events. */
typedef void (*UgBotGameObserver)(void *ctx, const UgEvents *events);
UgBotGameEnd ug_cli_bot_game_observed(UgGame *game, UgBotKind kind, long turns, UgRecord *record,
                                      UgBotGameObserver observe, void *ctx);

/* The game's state as one line of JSON (no newline), snprintf-style: writes at most `size`
 * bytes (NUL included) and returns the length the whole line needs. Modes with the original's
 * key table (UgGameInfo.key_table: cursed) write the format of tests/fixtures/cursed/README.md
 * (`final`), in the coordinates of the mode's dump; the others a line of what the public API shows
 * (README, "replay --state"). */
size_t ug_cli_state_json(const UgGame *game, char *buf, size_t size);
/* The same in a new buffer (free it), or NULL if out of memory. */
char *ug_cli_state_new(const UgGame *game);

/* A double as JavaScript's Number toString writes it: the shortest digits that read back as the
 * same double, integers without ".0", 1e+21 and 1e-7 in exponent form, "NaN", "Infinity". */
enum { UG_JS_NUMBER_MAX = 32 };
void ug_cli_js_number(double value, char out[UG_JS_NUMBER_MAX]);

#endif /* UG_CLI_H */
