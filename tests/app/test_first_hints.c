/* A first game's hints (issue 26 item 3; src/app/first_hints.c), not the key hints of issue 14
 * (test_hints.c): each hint is shown once, on the first message that calls for it, and never
 * again in that mode, not after a restart either (hints.txt); none with Options' Hints off; a
 * damaged hints file loses only its bad lines; and the game (its hash, its record) is the same
 * with hints on and off. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/game.h"
#include "undergrid/scenario.h"
#include "first_hints.h"
#include "platform_null.h"
#include "scenes.h"
#include "view.h"

static UgNullPlatform *np;
#include "null_script.h"

static UgEvents said(UgMsg msg) {
    UgEvents ev = {0};
    ev.items[ev.count++] = (UgEvent){.kind = UG_EV_MESSAGE, .msg = (int16_t)msg};
    return ev;
}

static int hints_in(const UgLog *log) {
    int n = 0;
    for (int i = 0; i < ug_log_count(log); i++) n += ug_log_get(log, i)->msg == UG_UIMSG_FIRST_HINT;
    return n;
}

/* Each message that calls for a hint shows it once per mode; others never. */
static void each_hint_once_per_mode(void **state) {
    (void)state;
    static const UgMsg calls[UG_HINT_COUNT] = {
        [UG_HINT_ORB] = UG_MSG_ORB_PICKUP,       [UG_HINT_HUNGRY] = UG_MSG_HUNGRY,
        [UG_HINT_SEALED] = UG_MSG_STAIRS_SEALED, [UG_HINT_HEAVY] = UG_MSG_CANT_PICKUP,
        [UG_HINT_LEVEL_UP] = UG_MSG_LEVEL_UP,    [UG_HINT_BOSS] = UG_MSG_NONE, /* seen: below */
    };
    UgFirstHints h = {0};
    static UgLog log;
    ug_log_clear(&log);
    for (int k = 0; k < UG_HINT_COUNT; k++) {
        if (k == UG_HINT_BOSS) continue;
        UgEvents ev = said(calls[k]);
        assert_int_equal(ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, false, &log), 1);
        const UgLogEntry *e = ug_log_get(&log, ug_log_count(&log) - 1);
        assert_int_equal(e->msg, UG_UIMSG_FIRST_HINT);
        assert_int_equal(e->a, k);
        assert_int_equal(ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, false, &log), 0);
    }
    assert_int_equal(hints_in(&log), UG_HINT_COUNT - 1);
    UgEvents wall = said(UG_MSG_WALL_BLOCKS);
    assert_int_equal(ug_first_hints_note(&h, UG_MODE_ADVENTURE, &wall, false, &log), 0);
    /* Another mode has its own first game. */
    UgEvents hungry = said(UG_MSG_HUNGRY);
    assert_int_equal(ug_first_hints_note(&h, UG_MODE_CLASSIC, &hungry, false, &log), 1);
    /* Off: nothing shown, nothing marked. */
    UgFirstHints off = {0};
    assert_int_equal(ug_first_hints_note(&off, UG_MODE_ADVENTURE, &hungry, true, &log), 0);
    assert_int_equal(off.seen[UG_MODE_ADVENTURE], 0);
    assert_false(off.dirty);
}

/* The hints the issue names fire from the core's own messages in a real adventure game: the
 * first orb picked up, the first hunger, the first sealed stairs; each once, none when off. */
static int note(UgFirstHints *h, const UgGame *g, UgAction a, bool off, UgLog *log) {
    UgEvents ev = {0};
    ug_game_act((UgGame *)g, a, &ev);
    return ug_first_hints_note(h, UG_MODE_ADVENTURE, &ev, off, log);
}

static void named_hints_fire_in_a_real_game(void **state) {
    (void)state;
    for (int pass = 0; pass < 2; pass++) {
        bool off = pass == 1;
        UgGameParams p = {UG_MODE_ADVENTURE, "hints"};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new_on_floor(&p, 3, 0, 0, &g), UG_OK);
        static UgLog log;
        ug_log_clear(&log);
        UgFirstHints h = {0};
        /* A lit room with the floor's stairs, nobody else on the floor. */
        ug_scenario_clear(g);
        for (int y = 6; y <= 14; y++)
            for (int x = 20; x <= 28; x++) {
                ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
                ug_scenario_set_seen(g, x, y, true, true);
            }
        ug_scenario_set_tile(g, 26, 10, UG_TILE_STAIRS);
        ug_scenario_place_player(g, 24, 10);
        /* An orb at your feet, picked up; a second one says nothing more. */
        for (int k = 0; k < 2; k++) {
            assert_true(ug_scenario_add_item(g, UG_ITEM_ORB_FIRE, 24, 10, 0) != UG_ID_NONE);
            int shown = note(&h, g, ug_action_simple(UG_ACT_PICKUP), off, &log);
            assert_int_equal(shown, !off && k == 0 ? 1 : 0);
        }
        /* Hunger: wait until the core says so (a pass with hints off waits as long). */
        int hungry = 0, waited = 0;
        for (; waited < 20000 && ug_game_status(g) == UG_STATUS_PLAYING; waited++) {
            UgEvents ev = {0};
            ug_game_act(g, ug_action_wait(), &ev);
            hungry += ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, off, &log);
            bool said_hungry = false;
            for (int i = 0; i < ev.count; i++) said_hungry |= ev.items[i].msg == UG_MSG_HUNGRY;
            if (said_hungry) break;
        }
        assert_true(waited < 20000);
        assert_int_equal(hungry, off ? 0 : 1);
        /* The stairs: the guardian called, then sealed while it lives. */
        ug_scenario_place_player(g, 26, 10);
        note(&h, g, ug_action_simple(UG_ACT_DESCEND), off, &log);
        assert_int_equal(note(&h, g, ug_action_simple(UG_ACT_DESCEND), off, &log), off ? 0 : 1);
        assert_int_equal(note(&h, g, ug_action_simple(UG_ACT_DESCEND), off, &log), 0);
        uint32_t want = (1u << UG_HINT_ORB) | (1u << UG_HINT_HUNGRY) | (1u << UG_HINT_SEALED);
        assert_int_equal(h.seen[UG_MODE_ADVENTURE] & want, off ? 0 : want);
        assert_int_equal(hints_in(&log), off ? 0 : 3);
        ug_game_free(g);
    }
}

/* The first boss seen (issue 26): adventure's floor-3 guardian, called from its stairs by the
 * core's own rule, is named by the hint, which says the way down waits on it; once, never again
 * in that mode, not while it is out of sight, and not at all with hints off. */
static void first_boss_seen_named_once(void **state) {
    (void)state;
    UgGameParams p = {UG_MODE_ADVENTURE, "boss"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new_on_floor(&p, 3, 0, 0, &g), UG_OK);
    int sx = -1, sy = -1;
    for (int y = 0; y < ug_game_height(g); y++)
        for (int x = 0; x < ug_game_width(g); x++)
            if (ug_game_tile(g, x, y) == UG_TILE_STAIRS) sx = x, sy = y;
    assert_true(sx >= 0);
    ug_scenario_place_player(g, sx, sy);
    static UgLog log;
    ug_log_clear(&log);
    UgFirstHints h = {0}, off = {0};
    assert_int_equal(ug_first_hints_see(&h, g, false, &log), 0); /* no boss yet */
    UgEvents ev = {0};
    assert_true(ug_game_act(g, ug_action_simple(UG_ACT_DESCEND), &ev));
    assert_int_equal(ug_game_boss_state(g), UG_BOSS_ACTIVE);
    assert_int_equal(ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, false, &log), 0);
    const UgMonster *boss = NULL;
    for (int i = 0; i < ug_game_monster_count(g); i++)
        if (ug_game_monster(g, i)->flags & UG_MONSTER_BOSS) boss = ug_game_monster(g, i);
    assert_non_null(boss);
    ug_scenario_set_seen(g, boss->x, boss->y, true, false); /* out of sight: not yet */
    assert_int_equal(ug_first_hints_see(&h, g, false, &log), 0);
    ug_scenario_set_seen(g, boss->x, boss->y, true, true);
    assert_int_equal(ug_first_hints_see(&off, g, true, &log), 0); /* Options: hints off */
    assert_int_equal(off.seen[UG_MODE_ADVENTURE], 0);
    assert_int_equal(hints_in(&log), 0);
    assert_int_equal(ug_first_hints_see(&h, g, false, &log), 1);
    const UgLogEntry *e = ug_log_get(&log, ug_log_count(&log) - 1);
    assert_int_equal(e->msg, UG_UIMSG_BOSS_HINT);
    assert_int_equal(e->a, 1);
    assert_int_equal(e->b, boss->kind);
    char text[256];
    ug_view_word_entry(NULL, e, text, sizeof text);
    if (!strstr(text, ug_view_monster_name(NULL, boss->kind)) || !strstr(text, "sealed"))
        fail_msg("the hint \"%s\" names neither the boss nor the seal", text);
    assert_true(h.dirty && (h.seen[UG_MODE_ADVENTURE] & (1u << UG_HINT_BOSS)));
    assert_int_equal(ug_first_hints_see(&h, g, false, &log), 0); /* once */
    /* Another mode's first game has its own. */
    assert_int_equal(h.seen[UG_MODE_CURSED], 0);
    ug_game_free(g);
}

/* The file: written, read back (a restart shows none again); bad lines skipped, the rest kept;
 * a file that is not one refused. */
static void the_file_survives_restarts_and_damage(void **state) {
    (void)state;
    UgFirstHints h = {0}, back;
    UgEvents ev = said(UG_MSG_ORB_PICKUP);
    ug_first_hints_note(&h, UG_MODE_ADVENTURE, &ev, false, NULL);
    ev = said(UG_MSG_HUNGRY);
    ug_first_hints_note(&h, UG_MODE_CLASSIC, &ev, false, NULL);
    char text[512];
    size_t len = ug_first_hints_format(&h, text, sizeof text);
    assert_true(len < sizeof text);
    char why[128];
    int skipped = -1;
    assert_true(ug_first_hints_parse(text, len, &back, &skipped, why, sizeof why));
    assert_int_equal(skipped, 0);
    assert_memory_equal(back.seen, h.seen, sizeof h.seen);
    ev = said(UG_MSG_ORB_PICKUP);
    assert_int_equal(ug_first_hints_note(&back, UG_MODE_ADVENTURE, &ev, false, NULL), 0);
    /* Damage: an unknown mode, an unknown word, garbage; the good line is kept. */
    const char *damaged = "undergrid-hints 1\nnomode orb\nadventure orb banana\n\x01\xff\n"
                          "adventure sealed boss\n";
    assert_true(ug_first_hints_parse(damaged, strlen(damaged), &back, &skipped, why, sizeof why));
    assert_int_equal(skipped, 3);
    assert_int_equal(back.seen[UG_MODE_ADVENTURE], (1u << UG_HINT_SEALED) | (1u << UG_HINT_BOSS));
    assert_false(ug_first_hints_parse("hello\n", 6, &back, NULL, why, sizeof why));
    assert_true(why[0] != '\0');
    assert_false(ug_first_hints_parse("undergrid-hints 1\0x", 19, &back, NULL, why, sizeof why));
    assert_false(ug_first_hints_parse("", 0, &back, NULL, why, sizeof why));
    /* Truncated output never overruns. */
    char small[8];
    assert_true(ug_first_hints_format(&h, small, sizeof small) >= sizeof small);
    assert_true(strlen(small) < sizeof small);
}

/* In the window: adventure, explore until it has picked up something that calls for a hint
 * (seed chosen so that it does), with hints on twice (the second run a restart that reads the
 * saved file) and with hints off; returns the game's hash and counts the frames with a hint. */
static const char *const SEED = "3";
enum { EXPLORES = 10 };

static uint64_t play(bool off, bool fresh, int *hint_frames) {
    if (fresh) {
        ug_null_platform_free(np);
        np = ug_null_platform_new(&(UgNullParams){.entropy = 5});
        assert_non_null(np);
    }
    if (!fresh) press(UG_CMD_CONFIRM); /* the saved run is replaced: a new game, the same seed */
    if (off) {                         /* Esc, O, down to Hints, right (off), Esc */
        press(UG_CMD_ESCAPE);
        UgCommand o = cmd(UG_CMD_OTHER_KEY);
        o.key[0] = 'o', o.letter = 'o';
        ug_null_push_command(np, o);
        ug_null_push_pause(np);
        for (int i = 0; i < UG_OPT_HINTS; i++) press_move(0, 1);
        press_move(1, 0);
        press(UG_CMD_ESCAPE);
    }
    for (int i = 0; i < EXPLORES; i++) {
        UgCommand e = cmd(UG_CMD_OTHER_KEY);
        e.key[0] = 'e', e.letter = 'e';
        ug_null_push_command(np, e);
        for (int k = 0; k < 8; k++) ug_null_push_pause(np);
    }
    int before = ug_null_frame_count(np);
    UgPlatform table = ug_null_platform_table(np);
    if (fresh) {
        UgOptions options = {.lang = "en", .travel = UG_TRAVEL_INSTANT};
        table.set_options(table.self, &options);
    }
    UgScenesParams params = {.mode = UG_MODE_ADVENTURE, .seed = SEED, .direct = true};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    const UgGame *g = ug_scenes_game(s);
    if (!g)
        fprintf(stderr, "no game; last: %s\n",
                ug_null_frame(np, ug_null_frame_count(np) - 1)->text);
    assert_non_null(g);
    uint64_t h = ug_game_hash(g);
    ug_scenes_free(s);
    *hint_frames = 0;
    for (int i = before; i < ug_null_frame_count(np); i++)
        *hint_frames += strstr(ug_null_frame(np, i)->text, "Hint:") != NULL;
    return h;
}

static void in_the_window_once_and_never_when_off(void **state) {
    (void)state;
    int on_frames = 0, again_frames = 0, off_frames = 0;
    uint64_t on = play(false, true, &on_frames);
    size_t len = 0;
    const char *file = ug_null_file(np, "mem/hints.txt", &len);
    if (!file) fprintf(stderr, "last: %s\n", ug_null_frame(np, ug_null_frame_count(np) - 1)->text);
    assert_non_null(file);
    assert_true(on_frames > 0);
    assert_non_null(strstr(file, "adventure "));
    /* A restart on the same folder: the file read, no hint shown again. A new game (the saved
     * run is replaced by starting directly) plays the same moves. */
    uint64_t again = play(false, false, &again_frames);
    assert_int_equal(again_frames, 0);
    (void)again;
    uint64_t off = play(true, true, &off_frames);
    assert_int_equal(off_frames, 0);
    assert_null(ug_null_file(np, "mem/hints.txt", &len));
    assert_true(ug_null_options(np)->hints_off);
    assert_true(on == off); /* hints never change the game */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(each_hint_once_per_mode),
        cmocka_unit_test(first_boss_seen_named_once),
        cmocka_unit_test(named_hints_fire_in_a_real_game),
        cmocka_unit_test(the_file_survives_restarts_and_damage),
        cmocka_unit_test(in_the_window_once_and_never_when_off),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    ug_null_platform_free(np);
    return failed;
}
