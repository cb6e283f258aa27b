/* libFuzzer target: the snapshot decoder (ug_game_from_snapshot, undergrid/snapshot.h), which
 * reads a save's snapshot line, untrusted bytes. The first byte picks the mode, the rest is the
 * snapshot. A snapshot it takes must encode back to the very same bytes, and the game must be
 * playable: a few actions are played on it. Nothing may crash or trip a sanitizer. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/snapshot.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    UgMode mode = (UgMode)(data[0] % UG_MODE_COUNT);
    UgGame *g = NULL;
    UgError err = ug_game_from_snapshot(mode, data + 1, size - 1, &g);
    if (err != UG_OK) {
        if (err != UG_ERR_BAD_RECORD && err != UG_ERR_NO_MEMORY) abort();
        return 0;
    }
    unsigned char *again = NULL;
    size_t len = 0;
    if (ug_game_snapshot(g, &again, &len) != UG_OK) abort();
    if (len != size - 1 || memcmp(again, data + 1, len) != 0) abort(); /* read back exactly */
    free(again);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_RANDOM, ug_game_hash(g));
    for (int i = 0; i < 30; i++) ug_game_act(g, ug_bot_next(&bot, g), NULL);
    char dump[16];
    (void)ug_game_dump(g, dump, sizeof dump);
    ug_game_free(g);
    return 0;
}
