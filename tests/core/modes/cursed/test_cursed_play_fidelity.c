/* Play fidelity: the 39 scripted games recorded from the ORIGINAL Cursed Souls
 * (tests/fixtures/cursed/games, README there) replayed through our key table
 * (src/view/modes/cursed/cursed_keys.h) and our rules, compared key by key with the original's
 * state after each key (`trace`), its UI (`ui`: screen, mode, cursor) and its final state
 * (`final`), field by field. The first difference of a game is reported with its key number, key
 * and field.
 *
 * Guards against: a key read differently from the original (Shift, capitals, examine and aim
 * keys, the contextual Space), a key that costs time in one and not the other, a state line
 * printed in another shape, and every rule a game goes through.
 *
 * Games the rules do not match yet are listed in `not_yet` with the reason; the test checks that
 * each of them still differs (so the list only shrinks, and cannot hide a game that matches) and
 * that every other game matches exactly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli.h"
#include "cursed_json.h"
#include "cursed_fixture.h"
#include "cursed_keys.h"
#include "modes/cursed/cursed_level.h"
#include "undergrid/game.h"

static const char *const games[] = {
    "aim_mode_lump",
    "butcher_l2",
    "examine_mode",
    "fast_move_enemy_in_view",
    "fast_moves_l1",
    "fast_moves_l3",
    "hunt_l1",
    "hunt_l1_bump_only",
    "hunt_l2",
    "hunt_l3",
    "hunt_until_death_l1",
    "hunt_until_death_l3",
    "menus_and_noops",
    "pick_fire_and_burn",
    "pick_ice_and_use",
    "pick_orbs_l1",
    "pick_slime_teleport",
    "random_walk_l1",
    "random_walk_l2",
    "random_walk_l3",
    "stairs_summon_fight_l1",
    "stairs_summon_l1",
    "stairs_summon_l2",
    "stairs_summon_l3",
    "wait_40",
    "wait_once_crowded",
    "wait_once_quiet",
    "wait_twice_dot",
    "wait_until_death_l1",
    "wall_bumps",
    "wizard_gargoyle_l1",
    "wizard_gargoyle_wait_l1",
    "wizard_ghoul_bump_l2",
    "wizard_ghoul_l2",
    "wizard_giovanni_bump_l3",
    "wizard_giovanni_l3",
    "wizard_giovanni_revival_l3",
    "wizard_keys",
    "wizard_nuke_gargoyle_win_l1",
};
enum { GAME_COUNT = sizeof games / sizeof games[0] };

/* The games our rules do not match yet, and why. Remove a line as soon as its game matches (the
 * test fails until you do). */
typedef struct NotYet {
    const char *game;
    const char *why;
} NotYet;
static const NotYet not_yet[] = {
    {NULL, NULL}, /* keeps the array non-empty when every game matches */
};

static const char *not_yet_reason(const char *game) {
    for (size_t i = 0; i < sizeof not_yet / sizeof not_yet[0]; i++)
        if (not_yet[i].game && strcmp(not_yet[i].game, game) == 0) return not_yet[i].why;
    return NULL;
}

/* --- Comparing states -------------------------------------------------------------------- */

static const char *const state_fields[] = {"mode",  "seed",    "level", "turn",
                                           "alive", "player",  "stack", "curses",
                                           "boss",  "enemies", "orbs",  "stairs"};

/* The first field where `ours` and `want` differ, described in `why`; false if none. */
static bool state_differs(Span ours, Span want, char *why, size_t size) {
    for (size_t f = 0; f < sizeof state_fields / sizeof state_fields[0]; f++) {
        Span a = {0}, b = {0};
        bool ha = field(ours, state_fields[f], &a), hb = field(want, state_fields[f], &b);
        if (!ha || !hb) {
            snprintf(why, size, "field %s missing (%s)", state_fields[f], ha ? "theirs" : "ours");
            return true;
        }
        if (span_eq(a, b)) continue;
        if (*a.p == '[' && *b.p == '[') {
            for (int i = 0;; i++) {
                Span ia = {0}, ib = {0};
                bool ga = item(a, i, &ia), gb = item(b, i, &ib);
                if (!ga && !gb) break;
                if (ga && gb && span_eq(ia, ib)) continue;
                snprintf(why, size, "%s[%d]: ours %.*s, the original's %.*s", state_fields[f], i,
                         ga ? (int)ia.n : 4, ga ? ia.p : "none", gb ? (int)ib.n : 4,
                         gb ? ib.p : "none");
                return true;
            }
        }
        snprintf(why, size, "%s: ours %.*s, the original's %.*s", state_fields[f],
                 (int)(a.n > 300 ? 300 : a.n), a.p, (int)(b.n > 300 ? 300 : b.n), b.p);
        return true;
    }
    return false;
}

/* The UI after a key as the fixtures write it: {"screen","mode","cursor"} (msgs not compared:
 * the log is worded by the view). */
static bool ui_differs(const UgCursedUi *ui, const UgGame *g, Span want, char *why, size_t size) {
    Span screen = {0}, mode = {0}, cursor = {0};
    if (!field(want, "screen", &screen) || !field(want, "mode", &mode) ||
        !field(want, "cursor", &cursor)) {
        snprintf(why, size, "the fixture's ui lacks a field");
        return true;
    }
    char buf[96];
    snprintf(buf, sizeof buf, "\"%s\"", ug_cursed_screen_name(ug_cursed_keys_screen(ui, g)));
    if (!span_eq(span_of(buf), screen)) {
        snprintf(why, size, "ui screen: ours %s, the original's %.*s", buf, (int)screen.n,
                 screen.p);
        return true;
    }
    snprintf(buf, sizeof buf, "\"%s\"", ug_cursed_mode_name(ui->mode));
    if (!span_eq(span_of(buf), mode)) {
        snprintf(why, size, "ui mode: ours %s, the original's %.*s", buf, (int)mode.n, mode.p);
        return true;
    }
    int ring = (ug_game_width(g) - UG_CURSED_WIDTH) / 2;
    if (ui->mode == UG_CK_MODE_NORMAL)
        snprintf(buf, sizeof buf, "null");
    else
        snprintf(buf, sizeof buf, "{\"x\":%d,\"y\":%d}", ui->cursor_x - ring, ui->cursor_y - ring);
    if (!span_eq(span_of(buf), cursor)) {
        snprintf(why, size, "ui cursor: ours %s, the original's %.*s", buf, (int)cursor.n,
                 cursor.p);
        return true;
    }
    return false;
}

/* Plays one fixture game; returns NULL when it matches, else a description of the first
 * difference (static storage). */
static const char *play_game(const char *name) {
    static char why[1024];
    char rel[256];
    snprintf(rel, sizeof rel, "games/%s.json", name);
    char *text = cf_read_file(rel);
    if (!text) {
        snprintf(why, sizeof why, "cannot read %s", rel);
        return why;
    }
    Span doc = span_of(text), seed = {0}, level = {0}, keys = {0}, final = {0}, trace = {0},
         ui_list = {0};
    assert_true(field(doc, "seed", &seed) && field(doc, "level", &level) &&
                field(doc, "keys", &keys) && field(doc, "final", &final) &&
                field(doc, "ui", &ui_list));
    bool has_trace = field(doc, "trace", &trace);
    char seed_text[32];
    snprintf(seed_text, sizeof seed_text, "%.*s", (int)seed.n - 2, seed.p + 1);
    int lv = atoi(level.p);
    UgGameParams params = {.mode = UG_MODE_CURSED, .seed = seed_text};
    UgGame *g = NULL;
    UgError err = lv == 1 ? ug_game_new(&params, &g) : ug_game_new_on_floor(&params, lv, 0, 0, &g);
    if (err != UG_OK) {
        snprintf(why, sizeof why, "the game cannot be created: %s", ug_error_message(err));
        free(text);
        return why;
    }
    UgCursedUi ui;
    ug_cursed_keys_init(&ui, false);
    /* The keys, one by one (the JSON string holds no escapes but "\\" for the backslash key). */
    char key_text[8192];
    size_t kn = 0;
    for (size_t i = 1; i + 1 < keys.n && kn + 1 < sizeof key_text; i++) {
        if (keys.p[i] == '\\' && i + 2 < keys.n) i++;
        key_text[kn++] = keys.p[i];
    }
    key_text[kn] = '\0';
    const char *result = NULL;
    char *cursor = key_text;
    char *token;
    for (int k = 0; !result && (token = cf_next_token(&cursor)) != NULL; k++) {
        UgCkKey key;
        assert_true(ug_cursed_key_parse(token, &key));
        UgAction action;
        if (ug_cursed_keys_press(&ui, g, key, &action) == UG_CK_ACTION) {
            UgEvents events = {0};
            ug_game_act(g, action, &events);
        }
        char detail[900];
        Span want_ui = {0}, want_state = {0};
        if (item(ui_list, k, &want_ui) && ui_differs(&ui, g, want_ui, detail, sizeof detail)) {
            snprintf(why, sizeof why, "key %d (%.64s): %s", k, token, detail);
            result = why;
        } else if (has_trace && item(trace, k, &want_state)) {
            char *ours = ug_cli_state_new(g);
            assert_non_null(ours);
            if (state_differs(span_of(ours), want_state, detail, sizeof detail)) {
                snprintf(why, sizeof why, "key %d (%.64s): %s", k, token, detail);
                result = why;
            }
            free(ours);
        }
    }
    if (!result) {
        char *ours = ug_cli_state_new(g);
        char detail[900];
        assert_non_null(ours);
        if (state_differs(span_of(ours), final, detail, sizeof detail)) {
            snprintf(why, sizeof why, "final state: %s", detail);
            result = why;
        } else if (!span_eq(span_of(ours), final)) {
            snprintf(why, sizeof why, "final state: the same fields, other bytes");
            result = why;
        }
        free(ours);
    }
    ug_game_free(g);
    free(text);
    return result;
}

static void every_fixture_game_plays_as_the_original(void **state) {
    (void)state;
    if (!ug_mode_available(UG_MODE_CURSED)) {
        printf("cursed play fidelity: the core cannot play cursed yet; nothing checked\n");
        skip();
    }
    int matched = 0, failures = 0;
    for (int i = 0; i < GAME_COUNT; i++) {
        const char *diff = play_game(games[i]);
        const char *known = not_yet_reason(games[i]);
        if (!diff) {
            matched++;
            if (known) {
                printf("%s now matches the original: remove it from not_yet\n", games[i]);
                failures++;
            }
        } else if (known) {
            printf("%s: not matched yet (%s): %s\n", games[i], known, diff);
        } else {
            printf("%s differs from the original at %s\n", games[i], diff);
            failures++;
        }
    }
    printf("cursed play fidelity: %d of %d games match the original key for key\n", matched,
           GAME_COUNT);
    assert_int_equal(failures, 0);
}

/* The reader above, on its own (so a fidelity failure is never the reader's). */
static void the_json_reader_finds_fields_and_items(void **state) {
    (void)state;
    Span doc = span_of("{\"a\":1,\"b\":{\"x\":[1,2]},\"c\":[{\"k\":\"v,}\"},[3]],\"d\":\"q\\\"\"}");
    Span v = {0}, w = {0};
    assert_true(field(doc, "a", &v) && span_eq(v, span_of("1")));
    assert_true(field(doc, "b", &v) && span_eq(v, span_of("{\"x\":[1,2]}")));
    assert_true(field(v, "x", &w) && item(w, 1, &w) && span_eq(w, span_of("2")));
    assert_true(field(doc, "c", &v) && item(v, 0, &w) && span_eq(w, span_of("{\"k\":\"v,}\"}")));
    assert_true(item(v, 1, &w) && span_eq(w, span_of("[3]")));
    assert_false(item(v, 2, &w));
    assert_true(field(doc, "d", &v) && span_eq(v, span_of("\"q\\\"\"")));
    assert_false(field(doc, "e", &v));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_json_reader_finds_fields_and_items),
        cmocka_unit_test(every_fixture_game_plays_as_the_original),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
