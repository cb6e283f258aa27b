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
 * changes, old replays no longer verify (bump the hash version on purpose, never by accident). */
static void fresh_game_hash_is_stable(void **state) {
    (void)state;
    UgGame *a = new_game(UG_MODE_CLASSIC, "42");
    UgGame *b = new_game(UG_MODE_CLASSIC, "042");
    assert_true(ug_game_hash(a) == 0x2406654beee504d8ULL);
    assert_true(ug_game_hash(a) == ug_game_hash(b)); /* canonical seed spelling */
    UgGame *s = new_game(UG_MODE_SIMPLE, "yurina");
    assert_true(ug_game_hash(s) == 0xc4f54046c7e76e27ULL);
    ug_game_free(s);
    assert_string_equal(ug_game_seed(b), "42");
    ug_game_free(a);
    ug_game_free(b);
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
        cmocka_unit_test(record_replay_round_trip),
        cmocka_unit_test(damaged_records_are_refused),
        cmocka_unit_test(record_accepts_comments_and_crlf),
        cmocka_unit_test(parser_survives_garbage),
        cmocka_unit_test(bad_params_are_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
