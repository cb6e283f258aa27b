/* The scenes' sounds on the null platform (issue 16): every turn played in the window hands its
 * events' sounds (cues.c) to the platform, a bump into the rock and a step included; the menu
 * clicks; M in play silences everything and is remembered, with a mark on the HUD; the effects
 * option silences too. No SDL. */
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
#include "cues.h"
#include "platform_null.h"
#include "scenes.h"
#include "sounds.h"

enum { TURNS = 400 };

#define UG_NULL_FIXTURE_ENTROPY 99
#include "null_fixture.h"

static void push(UgCommand c) {
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void push_kind(UgCommandKind kind) {
    push((UgCommand){.kind = kind});
}

static void push_letter(char letter) {
    UgCommand c = {.kind = UG_CMD_OTHER_KEY};
    c.letter = letter;
    push(c);
}

/* direct: straight into the game (the saved run continued when there is no seed). */
static void run(UgMode mode, const char *seed, bool direct) {
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = mode, .seed = seed, .direct = direct};
    UgScenes *scenes = ug_scenes_new(&params, &table);
    assert_non_null(scenes);
    ug_scenes_run(scenes);
    ug_scenes_free(scenes);
}

typedef struct Expected {
    int calls;
    int sounds[TURNS][UG_CUES_MAX];
    int count[TURNS];
    int heard[UG_SOUND_COUNT]; /* how many turns asked for each sound */
} Expected;

/* Plays a classic game of explore-bot turns with a random key between (into the rock, often) on
 * a game of our own, pushing each as the window's command, and notes the sounds each should make
 * by the table. */
static void script_classic(const char *seed, Expected *want) {
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&(UgGameParams){UG_MODE_CLASSIC, seed}, &g), UG_OK);
    UgBot explore, random;
    ug_bot_init(&explore, UG_BOT_EXPLORE, 1);
    ug_bot_init(&random, UG_BOT_RANDOM, 2);
    memset(want, 0, sizeof *want);
    for (int t = 0; t < TURNS && ug_game_status(g) == UG_STATUS_PLAYING; t++) {
        UgAction a = ug_bot_next(t % 3 == 2 ? &random : &explore, g);
        UgCommand c = {.kind = UG_CMD_NONE};
        if (a.kind == UG_ACT_MOVE) {
            c.kind = UG_CMD_MOVE;
            c.dx = a.dx;
            c.dy = a.dy;
        } else if (a.kind == UG_ACT_WAIT) {
            c.kind = UG_CMD_WAIT;
        } else {
            continue; /* no other action in classic's window */
        }
        UgEvents ev = {0};
        bool acted = ug_game_act(g, a, &ev);
        UgSoundId ids[UG_CUES_MAX];
        int n = ug_cues_for_turn(&ev, acted, a.kind == UG_ACT_MOVE, ids);
        if (n > 0) {
            for (int i = 0; i < n; i++) {
                want->sounds[want->calls][i] = ids[i];
                want->heard[ids[i]]++;
            }
            want->count[want->calls++] = n;
        }
        push(c);
    }
    ug_game_free(g);
}

static void every_turn_hands_its_sounds_to_the_platform(void **state) {
    (void)state;
    static Expected want;
    script_classic("48213", &want);
    run(UG_MODE_CLASSIC, "48213", true);
    /* the game we played made steps, bumps, hits and kills: the test hears something real */
    assert_true(want.heard[UG_SOUND_STEP] > 10);
    assert_true(want.heard[UG_SOUND_BUMP] > 0);
    assert_true(want.heard[UG_SOUND_HIT] > 0);
    assert_true(want.heard[UG_SOUND_KILL] > 0);
    assert_int_equal(ug_null_sound_calls(np), want.calls);
    for (int i = 0; i < want.calls; i++) {
        int got[8];
        int n = ug_null_sound_call(np, i, got);
        assert_int_equal(n, want.count[i]);
        for (int k = 0; k < n; k++) assert_int_equal(got[k], want.sounds[i][k]);
    }
}

static void the_menu_clicks(void **state) {
    (void)state;
    push_kind(UG_CMD_NONE);
    UgCommand down = {.kind = UG_CMD_MOVE, .dy = 1};
    push(down);                /* New game -> Options */
    push_kind(UG_CMD_CONFIRM); /* the Options page */
    run(UG_MODE_CLASSIC, NULL, false);
    int got[8];
    assert_int_equal(ug_null_sound_calls(np), 2);
    assert_int_equal(ug_null_sound_call(np, 0, got), 1);
    assert_int_equal(got[0], UG_SOUND_MENU_MOVE);
    assert_int_equal(ug_null_sound_call(np, 1, got), 1);
    assert_int_equal(got[0], UG_SOUND_MENU_CONFIRM);
}

/* M in play: no sound while muted, the mark on the HUD, remembered in the options; M again
 * brings the sound back. */
static void m_mutes_and_the_hud_says_so(void **state) {
    (void)state;
    UgCommand left = {.kind = UG_CMD_MOVE, .dx = -1};
    UgCommand right = {.kind = UG_CMD_MOVE, .dx = 1};
    push_letter('m');
    for (int i = 0; i < 6; i++) push(i % 2 ? left : right);
    run(UG_MODE_CLASSIC, "48213", true);
    assert_int_equal(ug_null_sound_calls(np), 0);
    assert_true(ug_null_options(np)->muted);
    const UgNullFrame *last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_non_null(strstr(last->text, "[sound off: M]"));
    /* the next window starts muted (the settings remember it); M again: heard */
    for (int i = 0; i < 4; i++) push(i % 2 ? left : right);
    push_letter('m');
    for (int i = 0; i < 4; i++) push(i % 2 ? left : right);
    run(UG_MODE_CLASSIC, NULL, true); /* the saved run goes on */
    assert_false(ug_null_options(np)->muted);
    assert_true(ug_null_sound_calls(np) > 0);
    assert_true(ug_null_sound_calls(np) <= 4); /* only after the second M */
    last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_null(strstr(last->text, "[sound off: M]"));
}

/* The Options page: the volume, the effects and the background mute change and are kept. */
static void the_options_page_changes_the_sound(void **state) {
    (void)state;
    UgCommand down = {.kind = UG_CMD_MOVE, .dy = 1};
    UgCommand left = {.kind = UG_CMD_MOVE, .dx = -1};
    push_kind(UG_CMD_NONE);
    push(down);
    push_kind(UG_CMD_CONFIRM); /* Options: Language, Zoom, Travel, Tiles, Colours, Text size, */
    for (int i = 0; i < 6; i++) push(down); /* Volume, Sound effects, Mute in the background */
    push(left);                             /* Volume 10 -> 9 */
    push(left);                             /* -> 8 */
    push(down);
    push_kind(UG_CMD_CONFIRM); /* Sound effects: Off */
    push(down);                /* silent now: no click */
    push_kind(UG_CMD_CONFIRM); /* Mute in the background: Off */
    run(UG_MODE_CLASSIC, NULL, false);
    const UgOptions *o = ug_null_options(np);
    assert_int_equal(o->quiet, 2);
    assert_true(o->sound_off);
    assert_true(o->background_heard);
    int got[8], calls = ug_null_sound_calls(np);
    /* down, Options, 6 downs, left, left, down, the confirm of Sound effects: then silence */
    assert_int_equal(calls, 12);
    assert_int_equal(ug_null_sound_call(np, calls - 1, got), 1);
    assert_int_equal(got[0], UG_SOUND_MENU_CONFIRM);
    const UgNullFrame *last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_non_null(strstr(last->text, "Volume: < 8 >"));
    assert_non_null(strstr(last->text, "Sound effects: < Off >"));
    assert_non_null(strstr(last->text, "Mute in the background: < Off >"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(every_turn_hands_its_sounds_to_the_platform, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(the_menu_clicks, setup, teardown),
        cmocka_unit_test_setup_teardown(m_mutes_and_the_hud_says_so, setup, teardown),
        cmocka_unit_test_setup_teardown(the_options_page_changes_the_sound, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
