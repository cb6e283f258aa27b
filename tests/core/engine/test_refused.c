/* A refused action changes nothing: the window records only the actions ug_game_act carried
 * out, so an action it refused must leave the state (its hash) exactly as it was, or a replay of
 * the record ends elsewhere than the game did (adventure's wall bump once remembered that it had
 * been said). Every mode, along bot games, with every kind of action tried at each step. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"

/* The actions tried at a step: the eight steps, wait, pick up, the stairs, using the first
 * items with every verb, and aiming at tiles around the player. */
static int candidates(const UgGame *g, UgAction out[80]) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (dx || dy) out[n++] = ug_action_move(dx, dy);
            if (dx || dy) out[n++] = ug_action_run(dx, dy);
        }
    out[n++] = ug_action_wait();
    out[n++] = ug_action_simple(UG_ACT_PICKUP);
    out[n++] = ug_action_simple(UG_ACT_DESCEND);
    out[n++] = ug_action_simple(UG_ACT_EXAMINE);
    for (int verb = 0; verb < UG_WIZ_COUNT; verb++)
        out[n++] = (UgAction){.kind = UG_ACT_WIZARD, .verb = (int8_t)verb, .item = 1};
    for (int item = 0; item < 3; item++)
        for (int verb = 0; verb < UG_VERB_COUNT; verb++)
            out[n++] = ug_action_use(item, (UgVerb)verb);
    const UgPlayer *p = ug_game_player(g);
    static const int aims[6][2] = {{0, 0}, {1, 0}, {0, 2}, {-3, 0}, {2, 2}, {0, -5}};
    for (int i = 0; i < 6; i++)
        out[n++] = ug_action_use_at(0, 0, p->x + aims[i][0], p->y + aims[i][1]);
    return n;
}

static void refused_actions_change_nothing_in(UgMode mode, const char *seed, int steps) {
    UgGameParams params = {mode, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 99);
    int refused = 0;
    for (int step = 0; step < steps && ug_game_status(g) == UG_STATUS_PLAYING; step++) {
        UgAction tries[80];
        int n = candidates(g, tries);
        uint64_t before = ug_game_hash(g);
        for (int i = 0; i < n; i++) {
            UgGame *copy = ug_game_clone(g);
            assert_non_null(copy);
            if (!ug_game_act(copy, tries[i], NULL)) {
                refused++;
                if (ug_game_hash(copy) != before)
                    fail_msg("%s seed %s step %d: refused action kind %d (%d,%d) changed the state",
                             ug_mode_name(mode), seed, step, tries[i].kind, tries[i].dx,
                             tries[i].dy);
            }
            ug_game_free(copy);
        }
        ug_game_act(g, ug_bot_next(&bot, g), NULL);
    }
    assert_true(refused > 0); /* the candidates do include refused ones */
    ug_game_free(g);
}

static void refused_actions_change_nothing(void **state) {
    (void)state;
    refused_actions_change_nothing_in(UG_MODE_CLASSIC, "48213", 150);
    refused_actions_change_nothing_in(UG_MODE_SIMPLE, "refused", 150);
    refused_actions_change_nothing_in(UG_MODE_ADVENTURE, "47622", 150);
    refused_actions_change_nothing_in(UG_MODE_ADVENTURE, "refused", 150);
    refused_actions_change_nothing_in(UG_MODE_CURSED, "1234567890", 150);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(refused_actions_change_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
