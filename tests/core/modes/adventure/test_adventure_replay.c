/* adventure games are deterministic: a bot game replays from its record to the same state, and
 * its hash is pinned (if a pin changes, old adventure replays no longer verify: change the rules
 * on purpose, then the pins, and say so in docs/RULES-adventure.md). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/record.h"

static uint64_t play(const char *seed, int actions, UgRecord *record) {
    UgGame *g = NULL;
    UgGameParams p = {UG_MODE_ADVENTURE, seed};
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, ug_game_hash_version(g, 1));
    for (int i = 0; i < actions && ug_game_status(g) == UG_STATUS_PLAYING; i++) {
        UgAction a = ug_bot_next(&bot, g);
        ug_game_act(g, a, NULL);
        if (record) assert_int_equal(ug_record_push(record, a), UG_OK);
    }
    uint64_t h = ug_game_hash(g);
    if (record) {
        record->has_hash = true;
        record->hash = h;
    }
    ug_game_free(g);
    return h;
}

/* Guards against hidden state (a clock, an unseeded stream, uninitialised bytes in the hash). */
static void bot_games_replay_to_the_same_hash(void **state) {
    (void)state;
    static const char *const seeds[] = {"pin-a", "pin-b", "日本語", ""};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        UgRecord rec;
        ug_record_init(&rec, UG_MODE_ADVENTURE, seeds[i]);
        uint64_t h = play(seeds[i], 1500, &rec);
        assert_true(h == play(seeds[i], 1500, NULL));
        UgGame *g = NULL;
        assert_int_equal(ug_record_replay(&rec, &g), UG_OK);
        assert_true(ug_game_hash(g) == h);
        UgGame *copy = ug_game_clone(g);
        assert_true(ug_game_hash(copy) == h);
        ug_game_free(copy);
        ug_game_free(g);
        ug_record_free(&rec);
    }
}

#define PINNED_ADVENTURE_FRESH   0x9ffd23a7ce2a64b6ULL
#define PINNED_ADVENTURE_PIN_800 0x0e2ffdf0c8e24788ULL

/* The pinned hashes of a fresh game and of an 800-action bot game. */
static void hashes_are_pinned(void **state) {
    (void)state;
    uint64_t fresh = play("pin", 0, NULL), game = play("pin", 800, NULL);
    printf("adventure pins: fresh %016llx, 800 actions %016llx\n", (unsigned long long)fresh,
           (unsigned long long)game);
    assert_true(fresh == PINNED_ADVENTURE_FRESH);
    assert_true(game == PINNED_ADVENTURE_PIN_800);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bot_games_replay_to_the_same_hash),
        cmocka_unit_test(hashes_are_pinned),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
