/* Random-key fidelity: the ORIGINAL Cursed Souls fed seeded random keys
 * (tests/fixtures/cursed/random/SET.jsonl, made by tests/reference/cursed_random.mjs; README
 * there), every game replayed through our key table and rules the way `undergrid play --keys`
 * plays it, and compared with the original:
 * - the end state field by field (the fixture writes it compactly: an object as its values
 *   joined by spaces, an array as its items joined by semicolons), the first differing field and
 *   list item reported;
 * - after every key, a 12-bit digest of the state line and the UI line (screen, mode, cursor),
 *   so a game that drifts is reported with the first key after which ours left the original's,
 *   and the `undergrid play` command that replays the keys up to there.
 *
 * Guards against: any rule or key a random player meets that the scripted games
 * (test_cursed_play_fidelity.c) do not — keys in odd screens and modes, blocked and refused
 * moves, fast moves at a level's first turn, wizard keys in any order. Every game must match. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli.h"
#include "cursed_fixture.h"
#include "cursed_json.h"
#include "cursed_keys.h"
#include "modes/cursed/cursed_level.h"
#include "undergrid/game.h"

static const char *const sets[] = {"normal", "wizard"};
enum { SET_COUNT = sizeof sets / sizeof sets[0], SHOWN_MAX = 12 };

/* The fields of a fixture's `final`, in the order the state line has them. */
static const char *const final_fields[] = {"turn", "alive",   "player", "stack", "curses",
                                           "boss", "enemies", "orbs",   "stairs"};

/* --- The digest and the compact form, as cursed_random.mjs writes them -------------------- */

static const char digest_alphabet[] =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

static uint32_t fnv1a(const char *s, uint32_t h) {
    for (; *s; s++) {
        h ^= (uint8_t)*s;
        h *= 0x01000193u;
    }
    return h;
}

/* Two characters: 12 bits of FNV-1a over state, "\n", ui. */
static void digest_of(const char *state, const char *ui, char out[2]) {
    uint32_t h = fnv1a(ui, fnv1a("\n", fnv1a(state, 0x811c9dc5u))) & 0xfffu;
    out[0] = digest_alphabet[h >> 6];
    out[1] = digest_alphabet[h & 63];
}

/* The UI line after a key: {"screen","mode","cursor"} as JSON.stringify writes it. */
static void ui_line(const UgCursedUi *ui, const UgGame *g, char *buf, size_t size) {
    int ring = (ug_game_width(g) - UG_CURSED_WIDTH) / 2;
    char cursor[48];
    if (ui->mode == UG_CK_MODE_NORMAL)
        snprintf(cursor, sizeof cursor, "null");
    else
        snprintf(cursor, sizeof cursor, "{\"x\":%d,\"y\":%d}", ui->cursor_x - ring,
                 ui->cursor_y - ring);
    snprintf(buf, size, "{\"screen\":\"%s\",\"mode\":\"%s\",\"cursor\":%s}",
             ug_cursed_screen_name(ug_cursed_keys_screen(ui, g)), ug_cursed_mode_name(ui->mode),
             cursor);
}

typedef struct Text {
    char *p;
    size_t n, size;
} Text;

static void text_put(Text *t, const char *s, size_t n) {
    for (size_t i = 0; i < n && t->n + 1 < t->size; i++) t->p[t->n++] = s[i];
    t->p[t->n] = '\0';
}

/* A JSON value in the compact form: a string's characters, a scalar as written, an object's
 * values joined by ' ', an array's items joined by ';'. */
static void compact(Span v, Text *out) {
    if (v.n == 0) return;
    if (*v.p == '"') {
        text_put(out, v.p + 1, v.n - 2);
        return;
    }
    if (*v.p != '[' && *v.p != '{') {
        text_put(out, v.p, v.n);
        return;
    }
    bool object = *v.p == '{';
    const char *p = v.p + 1, *end = v.p + v.n - 1;
    for (int k = 0; p < end; k++) {
        if (*p == ',') p++;
        if (k > 0) text_put(out, object ? " " : ";", 1);
        if (object) p = value_end(p) + 1; /* past the key and its colon */
        const char *e = value_end(p);
        Span item = {p, (size_t)(e - p)};
        compact(item, out);
        p = e;
    }
}

/* Item i of a compact list ("a 1;b 2"), or an empty span past its end. */
static Span list_item(const char *s, int i) {
    for (int k = 0; k < i && s; k++) {
        s = strchr(s, ';');
        if (s) s++;
    }
    if (!s) return span_of("");
    const char *e = strchr(s, ';');
    Span sp = {s, e ? (size_t)(e - s) : strlen(s)};
    return sp;
}

/* The first field of `final` (the fixture's) that our state line `ours` does not match, in
 * `why`; false if they all match. */
static bool final_differs(Span ours, Span final, char *why, size_t size) {
    static char a[16384], b[16384];
    for (size_t f = 0; f < sizeof final_fields / sizeof final_fields[0]; f++) {
        Span va = {0}, vb = {0};
        if (!field(ours, final_fields[f], &va) || !field(final, final_fields[f], &vb)) {
            snprintf(why, size, "field %s missing", final_fields[f]);
            return true;
        }
        Text ta = {a, 0, sizeof a}, tb = {b, 0, sizeof b};
        a[0] = b[0] = '\0';
        compact(va, &ta);
        compact(vb, &tb);
        if (strcmp(a, b) == 0) continue;
        if (*va.p == '[') {
            for (int i = 0;; i++) {
                Span ia = list_item(a, i), ib = list_item(b, i);
                if (span_eq(ia, ib)) continue;
                snprintf(why, size, "%s[%d]: ours '%.*s', the original's '%.*s'", final_fields[f],
                         i, (int)ia.n, ia.p, (int)ib.n, ib.p);
                return true;
            }
        }
        snprintf(why, size, "%s: ours '%.200s', the original's '%.200s'", final_fields[f], a, b);
        return true;
    }
    return false;
}

/* --- Playing one fixture line ------------------------------------------------------------- */

typedef struct Game {
    char seed[16];
    int level, index;
    Span set, keys, final, digest;
} Game;

static bool read_line(const char *line, Game *out) {
    Span doc = span_of(line), seed, level, index;
    if (!field(doc, "set", &out->set) || !field(doc, "game", &index) ||
        !field(doc, "seed", &seed) || !field(doc, "level", &level) ||
        !field(doc, "keys", &out->keys) || !field(doc, "final", &out->final) ||
        !field(doc, "digest", &out->digest) || seed.n < 3 || seed.n > 14)
        return false;
    snprintf(out->seed, sizeof out->seed, "%.*s", (int)seed.n - 2, seed.p + 1);
    out->level = atoi(level.p);
    out->index = atoi(index.p);
    return true;
}

/* The keys of a fixture line as tokens in `buf` (the JSON string unescaped: "\\" is '\'). */
static char *keys_text(Span keys, char *buf, size_t size) {
    size_t n = 0;
    for (size_t i = 1; i + 1 < keys.n && n + 1 < size; i++) {
        if (keys.p[i] == '\\' && i + 2 < keys.n) i++;
        buf[n++] = keys.p[i];
    }
    buf[n] = '\0';
    return buf;
}

/* The first `count` tokens of `keys` (space-separated), for the command that replays them. */
static void key_prefix(const char *keys, int count, char *out, size_t size) {
    size_t n = 0;
    for (int k = 0; *keys && n + 1 < size; keys++) {
        if (*keys == ' ' && ++k == count) break;
        out[n++] = *keys;
    }
    out[n] = '\0';
}

typedef struct Outcome {
    int keys;       /* keys played */
    int drift;      /* first key whose digest differs, or -1 */
    char why[1200]; /* the first differing field of the end state, or "" */
} Outcome;

/* Plays one game through our key table (as cli.c's play_keys does) and compares it. */
static void play(const Game *gm, Outcome *out) {
    out->keys = 0;
    out->drift = -1;
    out->why[0] = '\0';
    UgGameParams params = {.mode = UG_MODE_CURSED, .seed = gm->seed};
    UgGame *g = NULL;
    UgError err = gm->level == 1 ? ug_game_new(&params, &g)
                                 : ug_game_new_on_floor(&params, gm->level, 0, 0, &g);
    if (err != UG_OK) {
        snprintf(out->why, sizeof out->why, "cannot be created: %s", ug_error_message(err));
        return;
    }
    UgCursedUi ui;
    ug_cursed_keys_init(&ui, false);
    char text[8192], *cursor = keys_text(gm->keys, text, sizeof text), *token;
    while ((token = cf_next_token(&cursor)) != NULL) {
        UgCkKey key;
        assert_true(ug_cursed_key_parse(token, &key));
        UgAction action;
        if (ug_cursed_keys_press(&ui, g, key, &action) == UG_CK_ACTION) {
            UgEvents events = {0};
            ug_game_act(g, action, &events);
        }
        char *state = ug_cli_state_new(g), uitext[128], d[2];
        assert_non_null(state);
        ui_line(&ui, g, uitext, sizeof uitext);
        digest_of(state, uitext, d);
        size_t at = 1 + 2 * (size_t)out->keys; /* past the opening quote */
        if (out->drift < 0 && (at + 2 >= gm->digest.n || memcmp(gm->digest.p + at, d, 2) != 0))
            out->drift = out->keys;
        free(state);
        out->keys++;
    }
    if ((size_t)out->keys * 2 + 2 != gm->digest.n && out->drift < 0) out->drift = out->keys;
    char *state = ug_cli_state_new(g);
    assert_non_null(state);
    char seed_level[64];
    snprintf(seed_level, sizeof seed_level, "\"seed\":\"%s\",\"level\":%d,", gm->seed, gm->level);
    if (!strstr(state, seed_level))
        snprintf(out->why, sizeof out->why, "seed or level: ours %.80s", state);
    else
        final_differs(span_of(state), gm->final, out->why, sizeof out->why);
    free(state);
    ug_game_free(g);
}

static void report(const Game *gm, const Outcome *o) {
    char keys[8192], prefix[8192];
    keys_text(gm->keys, keys, sizeof keys);
    printf("%.*s game %d (seed %s, level %d, %d keys): %s\n", (int)gm->set.n - 2, gm->set.p + 1,
           gm->index, gm->seed, gm->level, o->keys,
           o->why[0] ? o->why : "the end state matches, a state on the way does not");
    if (o->drift >= 0) {
        key_prefix(keys, o->drift + 1, prefix, sizeof prefix);
        printf("  ours leaves the original's after key %d; replay it with\n"
               "  undergrid play --mode cursed --seed %s --level %d --keys '%s'\n"
               "  and the original's states: node tests/reference/cursed_random.mjs ORIG trace "
               "%.*s %d\n",
               o->drift, gm->seed, gm->level, prefix, (int)gm->set.n - 2, gm->set.p + 1, gm->index);
    }
}

/* --- The tests ---------------------------------------------------------------------------- */

static void every_random_game_plays_as_the_original(void **state) {
    (void)state;
    int games = 0, matched = 0, per_level[SET_COUNT][4] = {{0}}, keys = 0;
    for (int s = 0; s < SET_COUNT; s++) {
        char rel[64];
        snprintf(rel, sizeof rel, "random/%s.jsonl", sets[s]);
        char *text = cf_read_file(rel), *cursor = text, *line;
        if (!text) fail_msg("cannot read %s", rel);
        while ((line = cf_next_line(&cursor)) != NULL) {
            Game gm;
            Outcome o;
            if (!read_line(line, &gm)) fail_msg("%s: a line without its fields: %.80s", rel, line);
            play(&gm, &o);
            games++;
            keys += o.keys;
            if (!o.why[0] && o.drift < 0) {
                matched++;
                if (gm.level >= 1 && gm.level <= 3) per_level[s][gm.level]++;
            } else if (games - matched <= SHOWN_MAX) {
                report(&gm, &o);
            }
        }
        free(text);
        printf("%s: %d, %d and %d games of levels 1, 2, 3 match\n", sets[s], per_level[s][1],
               per_level[s][2], per_level[s][3]);
    }
    printf("cursed random keys: %d of %d games (%d keys) match the original\n", matched, games,
           keys);
    assert_true(games >= 2000);
    assert_int_equal(matched, games);
}

/* The comparison can fail: a fixture line with one changed end-state item, and one with a
 * changed digest, are both caught and located. */
static void a_changed_game_is_caught_and_located(void **state) {
    (void)state;
    char *text = cf_read_file("random/normal.jsonl"), *cursor = text;
    assert_non_null(text);
    char *line = cf_next_line(&cursor);
    assert_non_null(line);
    Game gm;
    Outcome o;
    assert_true(read_line(line, &gm));
    play(&gm, &o);
    assert_true(o.keys >= 5);
    /* The digest of key 3 changed: the drift is found at key 3. */
    char *d = (char *)gm.digest.p + 1 + 2 * 3;
    char keep = *d;
    *d = keep == '0' ? '1' : '0';
    play(&gm, &o);
    assert_int_equal(o.drift, 3);
    *d = keep;
    /* The stairs moved in the end state: the field is named. */
    char *stairs = strstr((char *)gm.final.p, "\"stairs\":\"");
    assert_non_null(stairs);
    stairs += strlen("\"stairs\":\"");
    *stairs = *stairs == '9' ? '8' : (char)(*stairs + 1);
    play(&gm, &o);
    assert_non_null(strstr(o.why, "stairs:"));
    free(text);
}

static void the_compact_form_is_the_harness(void **state) {
    (void)state;
    char buf[256];
    Text t = {buf, 0, sizeof buf};
    compact(span_of("[{\"kind\":\"rat\",\"x\":3,\"y\":15,\"hp\":1},{\"kind\":\"dog\",\"x\":4,"
                    "\"y\":2,\"hp\":2}]"),
            &t);
    assert_string_equal(buf, "rat 3 15 1;dog 4 2 2");
    t.n = 0;
    buf[0] = '\0';
    compact(span_of("[]"), &t);
    assert_string_equal(buf, "");
    char d[2];
    /* What cursed_random.mjs's digestOf('{"a":1}', '{"screen":"main"}') returns. */
    digest_of("{\"a\":1}", "{\"screen\":\"main\"}", d);
    assert_int_equal(d[0], 'Y');
    assert_int_equal(d[1], 'o');
    assert_int_equal(fnv1a("a", 0x811c9dc5u), 0xe40c292cu); /* FNV-1a's published value */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_compact_form_is_the_harness),
        cmocka_unit_test(a_changed_game_is_caught_and_located),
        cmocka_unit_test(every_random_game_plays_as_the_original),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
