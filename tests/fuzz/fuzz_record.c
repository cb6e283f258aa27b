/* libFuzzer target: replay files and saves (ug_record_parse), and every action they hold played
 * on a real game (ug_record_replay), so the rules meet arbitrary actions too: moves out of range,
 * unknown items and verbs, targets off the map, wizard commands. Nothing may crash or trip a
 * sanitizer; the parser either accepts or names the line at fault. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "undergrid/game.h"
#include "undergrid/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_REPLAYED = 4000 }; /* keeps each input fast; longer games are the soak's job */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    UgRecord r;
    int line = 0;
    UgError err = ug_record_parse((const char *)data, size, &r, &line);
    if (err != UG_OK) {
        if (err != UG_ERR_BAD_RECORD && err != UG_ERR_NEWER_RECORD && err != UG_ERR_TOO_LARGE &&
            err != UG_ERR_NO_MEMORY)
            abort();
    } else if (r.count <= MAX_REPLAYED) {
        UgGame *g = NULL;
        if (ug_record_replay(&r, &g) == UG_OK) {
            (void)ug_game_hash(g);
            char dump[16];
            (void)ug_game_dump(g, dump, sizeof dump);
        }
        ug_game_free(g);
    }
    ug_record_free(&r);
    return 0;
}
