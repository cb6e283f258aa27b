/* Determinism: the same seed and actions give the same state, records replay, damaged records
 * are refused with the line at fault. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cli.h"
#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/record.h"

/* Pinned state hashes (version 2 of the encoding, Undergrid 0.2). */
#define PINNED_CLASSIC_42         0xb5c5e9579b20fa83ULL
#define PINNED_SIMPLE_YURINA      0x2ba07a2c4ac3f456ULL
#define PINNED_CLASSIC_48213_400  0xd8a722d02540a043ULL
#define PINNED_CLASSIC_7_1000     0x95bfc47876c86323ULL
#define PINNED_SIMPLE_YURINA_1500 0xc69ccbaefbb3da45ULL
#define PINNED_SIMPLE_EMPTY_600   0x981c17736a9e3adaULL

static char *record_to_text(const UgRecord *r, size_t *len);

static UgGame *new_game(UgMode mode, const char *seed) {
    UgGame *g = NULL;
    UgGameParams p = {mode, seed};
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    assert_non_null(g);
    return g;
}

/* Plays `n` bot actions on a fresh game and returns the final hash. */
static uint64_t bot_game_hash(const char *seed, UgBotKind kind, int n, UgRecord *record) {
    UgGame *g = new_game(UG_MODE_CLASSIC, seed);
    UgBot bot;
    ug_bot_init(&bot, kind, 1234);
    for (int i = 0; i < n && ug_game_status(g) == UG_STATUS_PLAYING; i++) {
        UgAction a = ug_bot_next(&bot, g);
        ug_game_act(g, a, NULL);
        if (record) assert_int_equal(ug_record_push(record, a), UG_OK);
    }
    uint64_t h = ug_game_hash(g);
    ug_game_free(g);
    return h;
}

static void same_seed_and_actions_give_same_hash(void **state) {
    (void)state;
    for (int kind = 0; kind < UG_BOT_KIND_COUNT; kind++) {
        uint64_t a = bot_game_hash("48213", (UgBotKind)kind, 500, NULL);
        uint64_t b = bot_game_hash("48213", (UgBotKind)kind, 500, NULL);
        assert_true(a == b);
    }
}

/* Guards against a hash that ignores the state: different seeds, or one more action, differ. */
static void hash_sees_seed_and_actions(void **state) {
    (void)state;
    assert_true(bot_game_hash("1", UG_BOT_EXPLORE, 50, NULL) !=
                bot_game_hash("2", UG_BOT_EXPLORE, 50, NULL));
    assert_true(bot_game_hash("1", UG_BOT_EXPLORE, 50, NULL) !=
                bot_game_hash("1", UG_BOT_EXPLORE, 51, NULL));
}

/* The canonical hash of a fresh game is a fixed number on every platform and build; if this
 * changes, old replays no longer verify (bump the hash version on purpose, never by accident).
 * Version 1's values are those Undergrid 0.1 printed: they must never change, since version-1
 * records are checked against them. */
static void fresh_game_hash_is_stable(void **state) {
    (void)state;
    UgGame *a = new_game(UG_MODE_CLASSIC, "42");
    UgGame *b = new_game(UG_MODE_CLASSIC, "042");
    assert_true(ug_game_hash_version(a, 1) == 0x2406654beee504d8ULL);
    assert_true(ug_game_hash(a) == PINNED_CLASSIC_42);
    assert_true(ug_game_hash(a) == ug_game_hash_version(a, UG_STATE_VERSION));
    assert_true(ug_game_hash(a) == ug_game_hash(b)); /* canonical seed spelling */
    UgGame *s = new_game(UG_MODE_SIMPLE, "yurina");
    assert_true(ug_game_hash_version(s, 1) == 0xc4f54046c7e76e27ULL);
    assert_true(ug_game_hash(s) == PINNED_SIMPLE_YURINA);
    ug_game_free(s);
    assert_string_equal(ug_game_seed(b), "42");
    assert_true(ug_game_hash_version(a, 3) == 0); /* no such encoding */
    ug_game_free(a);
    ug_game_free(b);
}

/* Plays `n` explore-bot actions of a game of `mode` and `seed`. */
static UgGame *played(UgMode mode, const char *seed, int n) {
    UgGame *g = new_game(mode, seed);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 77);
    for (int i = 0; i < n && ug_game_status(g) == UG_STATUS_PLAYING; i++)
        ug_game_act(g, ug_bot_next(&bot, g), NULL);
    return g;
}

/* Whole games pinned: a change in any rule, generator or stream shows up here as a changed
 * number, on every platform and build (the CI builds with gcc and clang at several levels). */
static void played_games_are_pinned(void **state) {
    (void)state;
    static const struct {
        UgMode mode;
        const char *seed;
        int actions;
        uint64_t hash;
    } pins[] = {
        {UG_MODE_CLASSIC, "48213", 400, PINNED_CLASSIC_48213_400},
        {UG_MODE_CLASSIC, "7", 1000, PINNED_CLASSIC_7_1000},
        {UG_MODE_SIMPLE, "yurina", 1500, PINNED_SIMPLE_YURINA_1500},
        {UG_MODE_SIMPLE, "", 600, PINNED_SIMPLE_EMPTY_600},
    };
    for (size_t i = 0; i < sizeof pins / sizeof pins[0]; i++) {
        UgGame *g = played(pins[i].mode, pins[i].seed, pins[i].actions);
        if (ug_game_hash(g) != pins[i].hash)
            fail_msg("%s %s after %d actions: hash %016llx, pinned %016llx",
                     ug_mode_name(pins[i].mode), pins[i].seed, pins[i].actions,
                     (unsigned long long)ug_game_hash(g), (unsigned long long)pins[i].hash);
        ug_game_free(g);
    }
}

/* A clone taken mid-game and played on with the same actions ends in the same state as the
 * original; a replay of the record of the whole game too (three routes, one hash). */
static void clone_and_replay_agree(void **state) {
    (void)state;
    static const UgMode modes[] = {UG_MODE_CLASSIC, UG_MODE_SIMPLE};
    static const char *const seeds[] = {"31337", "clone-me"};
    for (size_t m = 0; m < 2; m++) {
        UgGame *g = new_game(modes[m], seeds[m]);
        UgRecord rec;
        ug_record_init(&rec, modes[m], ug_game_seed(g));
        UgBot bot;
        ug_bot_init(&bot, UG_BOT_EXPLORE, 5);
        UgGame *c = NULL;
        for (int i = 0; i < 800 && ug_game_status(g) == UG_STATUS_PLAYING; i++) {
            if (i == 60) c = ug_game_clone(g);
            UgAction a = ug_bot_next(&bot, g);
            ug_game_act(g, a, NULL);
            if (c) ug_game_act(c, a, NULL);
            assert_int_equal(ug_record_push(&rec, a), UG_OK);
        }
        assert_non_null(c);
        assert_true(ug_game_hash(c) == ug_game_hash(g));
        rec.has_hash = true;
        rec.hash = ug_game_hash(g);
        size_t len;
        char *text = record_to_text(&rec, &len);
        UgRecord back;
        assert_int_equal(ug_record_parse(text, len, &back, NULL), UG_OK);
        UgGame *r = NULL;
        assert_int_equal(ug_record_replay(&back, &r), UG_OK);
        assert_true(ug_game_hash(r) == ug_game_hash(g));
        ug_game_free(r);
        ug_record_free(&back);
        free(text);
        ug_record_free(&rec);
        ug_game_free(c);
        ug_game_free(g);
    }
}

static void clone_is_independent(void **state) {
    (void)state;
    UgGame *g = new_game(UG_MODE_CLASSIC, "7");
    UgGame *c = ug_game_clone(g);
    assert_non_null(c);
    assert_true(ug_game_hash(g) == ug_game_hash(c));
    ug_game_act(c, ug_action_wait(), NULL);
    assert_true(ug_game_hash(g) != ug_game_hash(c));
    ug_game_free(g);
    ug_game_free(c);
}

/* Writes a record to a temporary stream and reads it back as text. */
static char *record_to_text(const UgRecord *r, size_t *len) {
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(ug_record_write(r, f), UG_OK);
    long n = ftell(f);
    rewind(f);
    char *buf = malloc((size_t)n + 1);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = '\0';
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static void record_replay_round_trip(void **state) {
    (void)state;
    UgRecord rec;
    ug_record_init(&rec, UG_MODE_CLASSIC, "99");
    uint64_t h = bot_game_hash("99", UG_BOT_RANDOM, 800, &rec);
    rec.has_hash = true;
    rec.hash = h;
    size_t len;
    char *text = record_to_text(&rec, &len);
    UgRecord back;
    int line = -1;
    assert_int_equal(ug_record_parse(text, len, &back, &line), UG_OK);
    assert_int_equal(back.count, rec.count);
    assert_true(back.has_hash && back.hash == h);
    assert_int_equal(back.mode, UG_MODE_CLASSIC);
    assert_string_equal(back.seed, "99");
    UgGame *g = new_game(back.mode, back.seed);
    for (int i = 0; i < back.count; i++) ug_game_act(g, back.actions[i], NULL);
    assert_true(ug_game_hash(g) == h);
    ug_game_free(g);
    ug_record_free(&back);
    ug_record_free(&rec);
    free(text);
}

static void expect_bad(const char *text, int bad_line) {
    UgRecord r;
    int line = -1;
    assert_int_equal(ug_record_parse(text, strlen(text), &r, &line), UG_ERR_BAD_RECORD);
    assert_int_equal(line, bad_line);
    ug_record_free(&r);
}

static void damaged_records_are_refused(void **state) {
    (void)state;
    expect_bad("", 0);
    expect_bad("undergrid-replay 2\n", 1);
    expect_bad("undergrid-replay 0\nmode classic\nseed 1\nactions 0\n", 1);
    expect_bad("undergrid-replay x\n", 1);
    /* Version 1 has no target, run or wizard lines, and no start floor. */
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 1\nt 0 0 3 4\n", 5);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 1\nr 1 0\n", 5);
    expect_bad("undergrid-replay 1\nmode simple\nseed 1\nfloor 2\nactions 0\n", 4);
    expect_bad("undergrid-replay 2\nmode classic\nseed 1\nactions 1\nt 0 0 3\n", 5);
    expect_bad("undergrid-replay 2\nmode classic\nseed 1\nactions 1\nr 2 0\n", 5);
    expect_bad("undergrid-replay 2\nmode classic\nseed 1\nfloor -1\nactions 0\n", 4);
    expect_bad("undergrid-replay 1\nmode nosuch\n", 2);
    expect_bad("undergrid-replay 1\nmode classic\nseed\n", 3);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions -1\n", 4);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 2\nw\n", 5);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 1\nm 2 0\n", 5);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 1\nm 1\n", 5);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 1\nwx\n", 5);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 1\nw\nhash 12\n", 6);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nactions 0\nhash 0123456789abcdef\nw\n",
               6);
    /* A NUL byte inside a line. */
    const char nul[] = "undergrid-replay 1\nmode classic\nseed 1\nactions 1\nw\0\n";
    UgRecord r;
    int line = -1;
    assert_int_equal(ug_record_parse(nul, sizeof nul - 1, &r, &line), UG_ERR_BAD_RECORD);
    assert_int_equal(line, 5);
    ug_record_free(&r);
}

/* Version 2's new lines round-trip: a target tile, a run, a wizard command and a start floor. */
static void record_v2_lines_round_trip(void **state) {
    (void)state;
    UgRecord rec;
    ug_record_init(&rec, UG_MODE_SIMPLE, "abc");
    rec.has_floor = true;
    rec.floor = 3;
    assert_int_equal(ug_record_push(&rec, ug_action_use_at(2, UG_VERB_DRINK, 40, -7)), UG_OK);
    assert_int_equal(ug_record_push(&rec, ug_action_run(-1, 1)), UG_OK);
    assert_int_equal(ug_record_push(&rec, ug_action_wizard(UG_WIZ_ADD_CURSE, 5)), UG_OK);
    size_t len;
    char *text = record_to_text(&rec, &len);
    assert_non_null(strstr(text, "undergrid-replay 3\n"));
    assert_non_null(strstr(text, "rules 1\nfloor 3\nactions 3\nt 2 1 40 -7\nr -1 1\nz 2 5\n"));
    UgRecord back;
    assert_int_equal(ug_record_parse(text, len, &back, NULL), UG_OK);
    assert_int_equal(back.version, 3);
    assert_true(back.has_floor && back.floor == 3);
    assert_int_equal(back.count, 3);
    assert_memory_equal(&back.actions[0], &rec.actions[0], sizeof rec.actions[0]);
    assert_memory_equal(&back.actions[1], &rec.actions[1], sizeof rec.actions[1]);
    assert_memory_equal(&back.actions[2], &rec.actions[2], sizeof rec.actions[2]);
    /* The start floor is honoured by the replay. */
    UgGame *g = NULL;
    back.count = 0;
    assert_int_equal(ug_record_replay(&back, &g), UG_OK);
    assert_int_equal(ug_game_floor(g), 3);
    ug_game_free(g);
    ug_record_free(&back);
    ug_record_free(&rec);
    free(text);
}

/* The achievements a run started with and its wizard mark (issue 17) round-trip; the replay
 * passes the achievements in before the first action, so a saved cursed run played after the
 * Gargoyle Tail Axe was unlocked replays to the same game. A version-1 record has neither. */
static void record_achievements_and_wizard_round_trip(void **state) {
    (void)state;
    UgRecord rec;
    ug_record_init(&rec, UG_MODE_CURSED, "1234567890");
    rec.achievements = 1u << UG_ACH_BOSS1_SPECIAL | 1u << UG_ACH_NO_EXAMINE;
    rec.wizard = true;
    assert_int_equal(ug_record_push(&rec, ug_action_wait()), UG_OK);
    size_t len;
    char *text = record_to_text(&rec, &len);
    assert_non_null(
        strstr(text, "seed 1234567890\nrules 1\nachievements 9\nwizard\nactions 1\nw\n"));
    UgRecord back;
    assert_int_equal(ug_record_parse(text, len, &back, NULL), UG_OK);
    assert_int_equal(back.achievements, rec.achievements);
    assert_true(back.wizard);
    UgGame *g = NULL;
    assert_int_equal(ug_record_replay(&back, &g), UG_OK);
    assert_int_equal(ug_game_achievements(g) & rec.achievements, rec.achievements);
    ug_game_free(g);
    ug_record_free(&back);
    free(text);
    /* Without them the lines are not written. */
    rec.achievements = 0;
    rec.wizard = false;
    text = record_to_text(&rec, &len);
    assert_null(strstr(text, "achievements"));
    assert_null(strstr(text, "wizard"));
    free(text);
    ug_record_free(&rec);
    expect_bad("undergrid-replay 1\nmode classic\nseed 1\nwizard\nactions 0\n", 4);
    expect_bad("undergrid-replay 2\nmode classic\nseed 1\nachievements x\nactions 0\n", 4);
}

static char *read_fixture(const char *name, size_t *len) {
    char path[512];
    snprintf(path, sizeof path, "%s/records/v1/%s", UG_FIXTURES_DIR, name);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    char *copy = malloc(n + 1);
    memcpy(copy, buf, n + 1);
    *len = n;
    return copy;
}

/* Records written by Undergrid 0.1 (version 1, fixtures made with that release's binary): they
 * still parse, their version-1 hash line still checks, and they replay to the game 0.1 printed
 * (the .out files: floor, turns, how it ended). A tampered v1 hash is still caught. */
static void version1_records_replay_to_the_same_game(void **state) {
    (void)state;
    static const char *const names[] = {"classic-777-explore", "simple-yurina-explore",
                                        "classic-4242-random"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char file[128];
        size_t len, out_len;
        snprintf(file, sizeof file, "%s.ugr", names[i]);
        char *text = read_fixture(file, &len);
        snprintf(file, sizeof file, "%s.out", names[i]);
        char *out = read_fixture(file, &out_len);
        UgRecord r;
        assert_int_equal(ug_record_parse(text, len, &r, NULL), UG_OK);
        assert_int_equal(r.version, 1);
        assert_true(r.has_hash);
        UgGame *g = NULL;
        assert_int_equal(ug_record_replay(&r, &g), UG_OK);
        assert_true(ug_game_hash_version(g, 1) == r.hash);
        const char *fl = strstr(out, "\"floor\":"), *tu = strstr(out, "\"turns\":");
        assert_non_null(fl);
        assert_non_null(tu);
        assert_int_equal(ug_game_floor(g), atoi(fl + 8));
        assert_int_equal(ug_game_player(g)->turns, atoi(tu + 8));
        assert_int_equal(ug_game_status(g) == UG_STATUS_DEAD, strstr(out, "\"died\"") != NULL);
        ug_game_free(g);
        r.hash ^= 1;
        assert_int_equal(ug_record_replay(&r, &g), UG_ERR_BAD_RECORD);
        ug_record_free(&r);
        free(text);
        free(out);
    }
}

/* A record from a newer Undergrid is recognised as such (not called damaged). */
static void newer_records_are_named(void **state) {
    (void)state;
    const char *text = "undergrid-replay 5\nmode classic\nseed 1\nrules 1\nactions 0\n";
    UgRecord r;
    int line = -1;
    assert_int_equal(ug_record_parse(text, strlen(text), &r, &line), UG_ERR_NEWER_RECORD);
    assert_int_equal(line, 1);
    ug_record_free(&r);
    /* Guards against the NULL text being offset before it is checked (undefined behaviour). */
    assert_int_equal(ug_record_parse(NULL, 5, &r, &line), UG_ERR_ARGUMENT);
    ug_record_free(&r);
}

static void record_accepts_comments_and_crlf(void **state) {
    (void)state;
    const char *text = "; a comment\r\nundergrid-replay 1\r\nmode classic\r\nseed 5\r\n\r\n"
                       "actions 3\r\nm 0 -1\r\nw\r\nm -1 0\r\n";
    UgRecord r;
    int line = -1;
    assert_int_equal(ug_record_parse(text, strlen(text), &r, &line), UG_OK);
    assert_int_equal(r.count, 3);
    assert_int_equal(r.actions[0].kind, UG_ACT_MOVE);
    assert_int_equal(r.actions[0].dy, -1);
    assert_int_equal(r.actions[1].kind, UG_ACT_WAIT);
    assert_int_equal(r.actions[2].dx, -1);
    assert_false(r.has_hash);
    ug_record_free(&r);
}

/* Fuzz-style: random bytes and random truncations of a good record never crash the parser. */
static void parser_survives_garbage(void **state) {
    (void)state;
    UgRecord rec;
    ug_record_init(&rec, UG_MODE_CLASSIC, "3");
    rec.has_hash = true;
    rec.hash = bot_game_hash("3", UG_BOT_RANDOM, 100, &rec);
    size_t len;
    char *text = record_to_text(&rec, &len);
    uint32_t x = 12345;
    for (int round = 0; round < 3000; round++) {
        char *copy = malloc(len + 1);
        memcpy(copy, text, len + 1);
        size_t cut = len;
        if (round % 3 == 0) cut = (size_t)(x % (uint32_t)len);
        for (int k = 0; k < 4; k++) {
            x = x * 1664525u + 1013904223u;
            copy[(x >> 8) % len] = (char)(x >> 24);
        }
        UgRecord r;
        int line;
        UgError e = ug_record_parse(copy, cut, &r, &line);
        assert_true(e == UG_OK || e == UG_ERR_BAD_RECORD);
        ug_record_free(&r);
        free(copy);
    }
    free(text);
    ug_record_free(&rec);
}

static void bad_params_are_errors(void **state) {
    (void)state;
    UgGame *g = (UgGame *)1;
    UgGameParams p = {UG_MODE_CLASSIC, "12a"};
    assert_int_equal(ug_game_new(&p, &g), UG_ERR_BAD_SEED);
    assert_null(g);
    p.seed = "4294967296";
    assert_int_equal(ug_game_new(&p, &g), UG_ERR_BAD_SEED);
    p.seed = "";
    assert_int_equal(ug_game_new(&p, &g), UG_ERR_BAD_SEED);
    p.seed = "4294967295";
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    ug_game_free(g);
    p.mode = (UgMode)99;
    assert_int_equal(ug_game_new(&p, &g), UG_ERR_BAD_MODE);
    assert_int_equal(ug_game_new(&p, NULL), UG_ERR_ARGUMENT);
    assert_non_null(ug_error_message(UG_ERR_BAD_SEED));
    /* Zero params mean the defaults: classic, seed 1. */
    assert_int_equal(ug_game_new(NULL, &g), UG_OK);
    assert_int_equal(ug_game_mode(g), UG_MODE_CLASSIC);
    assert_string_equal(ug_game_seed(g), "1");
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_and_actions_give_same_hash),
        cmocka_unit_test(hash_sees_seed_and_actions),
        cmocka_unit_test(fresh_game_hash_is_stable),
        cmocka_unit_test(clone_is_independent),
        cmocka_unit_test(played_games_are_pinned),
        cmocka_unit_test(clone_and_replay_agree),
        cmocka_unit_test(record_replay_round_trip),
        cmocka_unit_test(damaged_records_are_refused),
        cmocka_unit_test(record_accepts_comments_and_crlf),
        cmocka_unit_test(record_v2_lines_round_trip),
        cmocka_unit_test(record_achievements_and_wizard_round_trip),
        cmocka_unit_test(newer_records_are_named),
        cmocka_unit_test(version1_records_replay_to_the_same_game),
        cmocka_unit_test(parser_survives_garbage),
        cmocka_unit_test(bad_params_are_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
