/* The headless command line: dump, play, replay. No SDL here; the window lives in src/app/. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* fcntl, open, close: a closed standard output */
#endif
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <fcntl.h>
#include <unistd.h>
#endif

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/parse.h"
#include "undergrid/record.h"
#include "undergrid/snapshot.h"
#include "file.h"
#include "cursed_keys.h"

enum { EXIT_USAGE = 2, DEFAULT_TURNS = 10000, MAX_TURNS = 1000000 };
enum { MAX_RECORD_FILE = 128 * 1024 * 1024 };

/* An argument as a sentence shows it: at most 40 bytes (cut at a character's start, then
 * "... (N bytes)"), so that a 120 KB seed is not echoed whole. Four at a time (rotating). */
const char *ug_cli_shown(const char *s) {
    static char bufs[4][96];
    static int next;
    char *b = bufs[next++ % 4];
    size_t n = strlen(s);
    if (n <= 48) return s;
    size_t cut = 40;
    while (cut > 0 && ((unsigned char)s[cut] & 0xC0) == 0x80) cut--;
    snprintf(b, sizeof bufs[0], "%.*s... (%zu bytes)", (int)cut, s, n);
    return b;
}

/* Writes a sentence with its control characters as \xNN: an argument's newline or escape
 * sequence never reaches the terminal raw. */
static void put_sentence(const char *fmt, va_list ap) {
    char text[2048];
    vsnprintf(text, sizeof text, fmt, ap);
    fputs("undergrid: ", stderr);
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p < 0x20 || *p == 0x7F)
            fprintf(stderr, "\\x%02x", *p);
        else
            fputc(*p, stderr);
    }
}

/* One plain sentence on stderr; returns the usage exit status. */
int ug_cli_usage(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    put_sentence(fmt, ap);
    fputs(" (see 'undergrid --help')\n", stderr);
    va_end(ap);
    return EXIT_USAGE;
}

int ug_cli_fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    put_sentence(fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 1;
}

void ug_cli_print_help(FILE *out) {
    fprintf(
        out,
        "Undergrid %s: a small turn-based roguelike.\n"
        "\n"
        "Usage:\n"
        "  undergrid [--mode M] [--seed S] [--lang en|es|ja] [--fullscreen] [--font PATH]\n"
        "                          open the game window\n"
        "  undergrid dump --mode M --seed S [--floor D] [--arrive X,Y] [--level L]\n"
        "                          print the first floor of a seed (simple: floor D; cursed:\n"
        "                          level L) as JSON\n"
        "  undergrid play --mode M --seed S --bot explore|random [--turns T] [--level L]\n"
        "                 [--record FILE]\n"
        "                          let a bot play a whole game without a window; prints JSON\n"
        "  undergrid play --mode cursed --seed S [--level L] --keys \"KEYS\" [--record FILE]\n"
        "                          play keys as the original reads them; prints the state\n"
        "  undergrid replay FILE [--state]\n"
        "                          replay a recorded game and print its final state hash\n"
        "                          (--state: the whole final state as JSON)\n"
        "  undergrid watch FILE    watch a recorded game in the window (Space: pause,\n"
        "                          .: one action, 1-4: speed, < >: floors, Esc: stop)\n"
        "  undergrid balance --mode M --games N [--seed-prefix P] [--turns T]\n"
        "                          N explore-bot games on the seeds P0, P1, ...: death depths,\n"
        "                          victories, median turns, deaths per monster kind\n"
        "  undergrid --help        this text\n"
        "  undergrid --version     the version\n"
        "\n"
        "Modes: classic (seeds are whole numbers 0..4294967295), simple (seeds are any text\n"
        "without line breaks, up to 127 bytes; floors 0..256; --arrive is the tile the player\n"
        "came down to, by default the stairs of the floor above, as in the original),\n"
        "cursed (seeds are ten digits 1000000000..9999999999, also written 12345-67890;\n"
        "levels 1..3; KEYS are key names separated by spaces: h j k l ArrowUp Shift+h H\n"
        "space x z . Escape n p o i PageUp PageDown a ? ~ and the wizard's keys),\n"
        "adventure (the default: seeds are any text, like simple's; floors 1..10).\n"
        "--turns stops a bot game after T turns (default %d); a bot's actions that take no\n"
        "turn (walking into rock) count too, up to 4*T, so every game ends.\n",
        ug_version(), DEFAULT_TURNS);
}

/* The length of the well-formed UTF-8 sequence at p (1..4), or 0 when p does not start one
 * (overlong forms, surrogates and code points past U+10FFFF are not well formed). */
static int utf8_length(const unsigned char *p) {
    if (p[0] < 0x80) return 1;
    int n = p[0] >= 0xC2 && p[0] <= 0xDF   ? 2
            : p[0] >= 0xE0 && p[0] <= 0xEF ? 3
            : p[0] >= 0xF0 && p[0] <= 0xF4 ? 4
                                           : 0;
    for (int i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80) return 0;
    if (n == 3 && ((p[0] == 0xE0 && p[1] < 0xA0) || (p[0] == 0xED && p[1] > 0x9F))) return 0;
    if (n == 4 && ((p[0] == 0xF0 && p[1] < 0x90) || (p[0] == 0xF4 && p[1] > 0x8F))) return 0;
    return n;
}

static bool is_utf8(const char *s) {
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        int n = utf8_length(p);
        if (!n) return false;
        p += n;
    }
    return true;
}

/* Writes s as a JSON string: UTF-8 is passed through; quotes, backslashes and controls are
 * escaped, and a byte that is not UTF-8 (a seed read from a record) becomes U+FFFD, so that the
 * output is always valid JSON. */
static void json_string(FILE *out, const char *s) {
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        int n = utf8_length(p);
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(out, "\\u%04x", *p);
        else if (n == 0)
            fputs("\\ufffd", out);
        else
            fwrite(p, 1, (size_t)n, out);
        p += n ? n : 1;
    }
    fputc('"', out);
}

/* Options shared by the subcommands. */
typedef struct Options {
    const char *mode;
    const char *seed;
    const char *bot;
    const char *record;
    long turns;
    bool has_turns;
    long floor; /* dump: --floor */
    bool has_floor;
    long level; /* --level (cursed) */
    bool has_level;
    const char *keys;        /* play: --keys */
    int arrive_x, arrive_y;  /* dump: --arrive X,Y; 0,0 when not given */
    long games;              /* balance: --games */
    const char *seed_prefix; /* balance: --seed-prefix */
} Options;

static bool parse_long(const char *s, long lo, long hi, long *out) {
    return s && ug_parse_int(s, strlen(s), lo, hi, out);
}

/* Whether `name` is one of the space-separated names in `allowed`. */
static bool allowed_name(const char *allowed, const char *name) {
    size_t n = strlen(name);
    for (const char *p = allowed; *p;) {
        const char *end = strchr(p, ' ');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == n && memcmp(p, name, n) == 0) return true;
        p += len;
        while (*p == ' ') p++;
    }
    return false;
}

/* Parses "--name value" pairs; `allowed` lists the names this subcommand takes, each at most
 * once (a repeated one is refused: which would win is a guess). */
static int parse_options(int argc, char **argv, const char *sub, const char *allowed, Options *o) {
    memset(o, 0, sizeof *o);
    for (int i = 0; i < argc; i++) {
        const char *name = argv[i];
        if (strncmp(name, "--", 2) != 0 || !allowed_name(allowed, name))
            return ug_cli_usage("'%s' is not an option of '%s'", ug_cli_shown(name), sub);
        for (int j = 0; j < i; j += 2)
            if (strcmp(argv[j], name) == 0)
                return ug_cli_usage("the option %s is given twice", ug_cli_shown(name));
        if (i + 1 >= argc) return ug_cli_usage("the option %s needs a value", ug_cli_shown(name));
        const char *value = argv[++i];
        if (strcmp(name, "--mode") == 0)
            o->mode = value;
        else if (strcmp(name, "--seed") == 0)
            o->seed = value;
        else if (strcmp(name, "--bot") == 0)
            o->bot = value;
        else if (strcmp(name, "--record") == 0)
            o->record = value;
        else if (strcmp(name, "--keys") == 0)
            o->keys = value;
        else if (strcmp(name, "--level") == 0) {
            if (!parse_long(value, 1, 1000000, &o->level))
                return ug_cli_usage("--level takes a whole number, not '%s'", ug_cli_shown(value));
            o->has_level = true;
        } else if (strcmp(name, "--seed-prefix") == 0)
            o->seed_prefix = value;
        else if (strcmp(name, "--games") == 0) {
            if (!parse_long(value, 1, 1000000, &o->games))
                return ug_cli_usage("--games takes a whole number from 1 to 1000000, not '%s'",
                                    ug_cli_shown(value));
        } else if (strcmp(name, "--floor") == 0) {
            if (!parse_long(value, 0, 1000000, &o->floor))
                return ug_cli_usage("--floor takes a whole number, not '%s'", ug_cli_shown(value));
            o->has_floor = true;
        } else if (strcmp(name, "--arrive") == 0) {
            const char *comma = strchr(value, ',');
            char xs[16];
            long x, y;
            if (!comma || (size_t)(comma - value) >= sizeof xs)
                return ug_cli_usage("--arrive takes X,Y (for example 12,5), not '%s'",
                                    ug_cli_shown(value));
            memcpy(xs, value, (size_t)(comma - value));
            xs[comma - value] = '\0';
            if (!parse_long(xs, 1, 1000, &x) || !parse_long(comma + 1, 1, 1000, &y))
                return ug_cli_usage("--arrive takes X,Y (for example 12,5), not '%s'",
                                    ug_cli_shown(value));
            o->arrive_x = (int)x;
            o->arrive_y = (int)y;
        } else if (strcmp(name, "--turns") == 0) {
            if (!parse_long(value, 1, MAX_TURNS, &o->turns))
                return ug_cli_usage("--turns takes a whole number from 1 to %d, not '%s'",
                                    MAX_TURNS, ug_cli_shown(value));
            o->has_turns = true;
        } else
            return ug_cli_usage("'%s' is not an option of '%s'", ug_cli_shown(name), sub);
    }
    return 0;
}

/* Creates the game named by --mode and --seed, or reports why not. */
const char *ug_cli_seed_rule(UgSeedKind kind) {
    switch (kind) {
        case UG_SEED_TEXT:
            return "any text without line breaks, up to 127 bytes";
        case UG_SEED_TEN_DIGITS:
            return "ten digits from 1000000000 to 9999999999, or 12345-67890";
        case UG_SEED_NUMBER:
        default:
            return "a whole number from 0 to 4294967295";
    }
}

/* The key names `--keys` takes: one character (a letter, a digit, a sign, "space"), or a named
 * key the browser gives the original, each after an optional "Shift+". Anything else is a
 * typing mistake, refused, not played as a key the original would ignore. */
static bool known_key_name(const char *token) {
    static const char *const named[] = {"space",      "Escape",  "Enter",     "Tab",
                                        "Backspace",  "ArrowUp", "ArrowDown", "ArrowLeft",
                                        "ArrowRight", "PageUp",  "PageDown"};
    if (strncmp(token, "Shift+", 6) == 0 && token[6]) token += 6;
    if (token[0] > ' ' && token[0] < 0x7f && token[1] == '\0') return true;
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (strcmp(token, named[i]) == 0) return true;
    return false;
}

static int make_game(const Options *o, UgGame **out) {
    UgMode mode = UG_MODE_CLASSIC;
    if (!o->mode) return ug_cli_usage("--mode is required (for example --mode classic)");
    if (!ug_mode_from_name(o->mode, &mode))
        return ug_cli_usage("'%s' is not a mode; the modes are classic, simple, cursed and "
                            "adventure",
                            ug_cli_shown(o->mode));
    if (!ug_mode_available(mode))
        return ug_cli_usage("the %s mode cannot be played yet", ug_cli_shown(o->mode));
    if (!o->seed) return ug_cli_usage("--seed is required");
    if (!is_utf8(o->seed))
        return ug_cli_usage("the seed is not UTF-8 text (it would be printed inside JSON)");
    UgGameParams params = {mode, o->seed};
    if (o->has_level && (o->has_floor || o->arrive_x))
        return ug_cli_usage("--level cannot go with --floor or --arrive");
    const UgGameInfo *info = ug_mode_info(mode);
    bool placed = o->has_floor || o->arrive_x || (o->has_level && o->level != info->first_floor);
    int floor = (int)(o->has_level ? o->level : o->floor);
    UgError err = placed ? ug_game_new_on_floor(&params, floor, o->arrive_x, o->arrive_y, out)
                         : ug_game_new(&params, out);
    if (err == UG_ERR_BAD_SEED)
        return ug_cli_usage("'%s' is not a seed of the %s mode (%s)", ug_cli_shown(o->seed),
                            o->mode, ug_cli_seed_rule(info->seed_kind));
    if (err == UG_ERR_ARGUMENT && o->has_level)
        return ug_cli_usage("--level %ld is not a level of the %s mode (cursed has levels 1 to 3)",
                            o->level, o->mode);
    if (err == UG_ERR_ARGUMENT && placed)
        return ug_cli_usage("--floor and --arrive are for the simple mode (floors 0 to 256, an "
                            "arrival X,Y from 1 to 48 on a floor of 1 or more) and --floor for "
                            "adventure (1 to 10)");
    if (err != UG_OK) return ug_cli_fail("%s", ug_error_message(err));
    return 0;
}

void ug_cli_write_dump(FILE *out, const UgGame *g) {
    char small[8192];
    size_t need = ug_game_dump(g, small, sizeof small);
    if (need < sizeof small) {
        fputs(small, out);
        return;
    }
    char *big = malloc(need + 1);
    if (!big) return;
    ug_game_dump(g, big, need + 1);
    fputs(big, out);
    free(big);
}

static int cmd_dump(int argc, char **argv) {
    Options o;
    int rc = parse_options(argc, argv, "dump", "--mode --seed --floor --arrive --level", &o);
    if (rc) return rc;
    UgGame *g;
    if ((rc = make_game(&o, &g))) return rc;
    ug_cli_write_dump(stdout, g);
    ug_game_free(g);
    return 0;
}

static void print_result(const UgGame *g, const char *bot, const char *end) {
    printf("{\"mode\":\"%s\",\"seed\":", ug_mode_name(ug_game_mode(g)));
    json_string(stdout, ug_game_seed(g));
    if (bot) printf(",\"bot\":\"%s\"", bot);
    printf(",\"floor\":%d,\"turns\":%d,\"end\":\"%s\",\"hash\":\"%016" PRIx64 "\"}\n",
           ug_game_floor(g), (int)ug_game_player(g)->turns, end, ug_game_hash(g));
}

UgBotGameEnd ug_cli_bot_game_observed(UgGame *g, UgBotKind kind, long turns, UgRecord *record,
                                      UgBotGameObserver observe, void *ctx) {
    UgBot bot;
    /* The bot's stream is derived from the game's seed, so the same command plays the same. */
    /* Version 1 of the state's hash, so that bots play exactly the games they played before the
     * encoding grew (version 2). */
    uint64_t bot_seed = ug_game_hash_version(g, 1);
    ug_bot_init(&bot, kind, bot_seed);
    long actions = 0;
    UgEvents ev;
    while (ug_game_status(g) == UG_STATUS_PLAYING && ug_game_pending(g) != UG_PENDING_ENDING &&
           ug_game_player(g)->turns < turns && actions < 4 * turns) {
        UgAction a = ug_bot_next(&bot, g);
        ev.count = ev.dropped = 0;
        ug_game_act(g, a, observe ? &ev : NULL);
        actions++;
        if (observe) observe(ctx, &ev);
        if (record &&
            (ug_record_push(record, a) != UG_OK || ug_record_checkpoint(record, g) != UG_OK))
            return UG_BOT_GAME_ERROR;
    }
    /* Won is the game's status (adventure's final boss, cursed's ending), or the ending waiting. */
    if (ug_game_status(g) == UG_STATUS_WON || ug_game_pending(g) == UG_PENDING_ENDING)
        return UG_BOT_GAME_WON;
    return ug_game_status(g) == UG_STATUS_DEAD ? UG_BOT_GAME_DIED : UG_BOT_GAME_TURN_LIMIT;
}

UgBotGameEnd ug_cli_bot_game(UgGame *g, UgBotKind kind, long turns, UgRecord *record) {
    return ug_cli_bot_game_observed(g, kind, turns, record, NULL, NULL);
}

/* Writes a record file safely (ug_file_write_atomic); `why` says why not. */
static UgFileError save_record(const char *path, const UgRecord *record, char *why,
                               size_t why_size) {
    char *text = NULL;
    size_t len = 0;
    UgFileError err = ug_file_record_text(record, &text, &len, why, why_size);
    if (err == UG_FILE_OK) err = ug_file_write_atomic(path, text, len, why, why_size);
    free(text);
    return err;
}

/* Plays the keys of `--keys` through the cursed key table (src/view/modes/cursed/cursed_keys.h), as
 * the original reads them, recording the actions played. Where the original stops taking keys (a
 * won level saved, the ending) the rest are read and ignored, as it ignores them. */
static int play_keys(UgGame *g, const char *keys, UgRecord *record) {
    UgCursedUi ui;
    ug_cursed_keys_init(&ui, false);
    const char *p = keys;
    while (*p) {
        while (*p == ' ' || *p == '\t') p++;
        if (!*p) break;
        const char *end = p;
        while (*end && *end != ' ' && *end != '\t') end++;
        char token[UG_CK_KEY_MAX + 8];
        UgCkKey key;
        size_t n = (size_t)(end - p);
        if (n >= sizeof token) n = sizeof token - 1;
        memcpy(token, p, n);
        token[n] = '\0';
        if ((size_t)(end - p) >= sizeof token || !known_key_name(token) ||
            !ug_cursed_key_parse(token, &key)) {
            char bad[UG_CK_KEY_MAX + 8];
            snprintf(bad, sizeof bad, "%.*s",
                     (int)(end - p) < (int)sizeof bad - 1 ? (int)(end - p) : (int)sizeof bad - 1,
                     p);
            return ug_cli_usage("'%s' is not a key name", ug_cli_shown(bad));
        }
        p = end;
        UgAction action;
        if (ug_cursed_keys_press(&ui, g, key, &action) != UG_CK_ACTION) continue;
        UgEvents events = {0};
        ug_game_act(g, action, &events);
        if (record &&
            (ug_record_push(record, action) != UG_OK || ug_record_checkpoint(record, g) != UG_OK))
            return ug_cli_fail("the game record grew too large to keep");
    }
    return 0;
}

static void print_state(const UgGame *g) {
    char *state = ug_cli_state_new(g);
    if (state) printf("%s\n", state);
    free(state);
}

static int cmd_play(int argc, char **argv) {
    Options o;
    int rc = parse_options(argc, argv, "play",
                           "--mode --seed --bot --turns --record --level --keys", &o);
    if (rc) return rc;
    UgBotKind kind = UG_BOT_EXPLORE;
    if (o.bot && o.keys) return ug_cli_usage("--bot and --keys cannot go together");
    if (!o.bot && !o.keys) return ug_cli_usage("--bot (explore or random) or --keys is required");
    if (o.bot && !ug_bot_kind_from_name(o.bot, &kind))
        return ug_cli_usage("'%s' is not a bot; the bots are explore and random",
                            ug_cli_shown(o.bot));
    if (o.keys && o.has_turns) return ug_cli_usage("--turns is for bots, not --keys");
    UgGame *g;
    if ((rc = make_game(&o, &g))) return rc;
    if (o.keys && !ug_game_info(g)->key_table) {
        ug_game_free(g);
        return ug_cli_usage("--keys plays a mode's original key table; the %s mode has none",
                            o.mode);
    }
    UgRecord record;
    ug_record_init(&record, ug_game_mode(g), ug_game_seed(g));
    if (o.has_level && o.level != ug_game_info(g)->first_floor) {
        record.has_floor = true;
        record.floor = (int)o.level;
    }
    if (o.record && ug_record_checkpoint(&record, g) != UG_OK) {
        ug_record_free(&record);
        ug_game_free(g);
        return ug_cli_fail("out of memory");
    }
    UgBotGameEnd end = UG_BOT_GAME_TURN_LIMIT;
    if (o.keys)
        rc = play_keys(g, o.keys, o.record ? &record : NULL);
    else
        end = ug_cli_bot_game(g, kind, o.has_turns ? o.turns : DEFAULT_TURNS,
                              o.record ? &record : NULL);
    if (end == UG_BOT_GAME_ERROR) {
        rc = ug_cli_fail("the game record grew too large to keep");
    } else if (!rc && o.record) {
        record.has_hash = true;
        record.hash = ug_game_hash(g);
        char why[UG_FILE_WHY_MAX];
        UgFileError err = save_record(o.record, &record, why, sizeof why);
        if (err == UG_FILE_NOT_REGULAR)
            rc = ug_cli_fail("cannot write the record to '%s': %s; it was left as it is", o.record,
                             why);
        else if (err != UG_FILE_OK)
            rc = ug_cli_fail("cannot write the record to '%s': %s", o.record, why);
    }
    if (!rc && o.keys)
        print_state(g);
    else if (!rc)
        print_result(g, o.bot,
                     end == UG_BOT_GAME_DIED  ? "died"
                     : end == UG_BOT_GAME_WON ? "won"
                                              : "turn_limit");
    ug_record_free(&record);
    ug_game_free(g);
    return rc;
}

static int cmd_replay(int argc, char **argv) {
    bool state = false;
    const char *path = NULL;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--state") == 0 && state)
            return ug_cli_usage("the option --state is given twice");
        else if (strcmp(argv[i], "--state") == 0)
            state = true;
        else if (strncmp(argv[i], "--", 2) == 0)
            return ug_cli_usage("'%s' is not an option of 'replay'", ug_cli_shown(argv[i]));
        else if (path)
            return ug_cli_usage("replay takes exactly one file");
        else
            path = argv[i];
    }
    if (!path) return ug_cli_usage("replay takes exactly one file");
    char why[UG_FILE_WHY_MAX];
    char *text = NULL;
    size_t len = 0;
    if (ug_file_read(path, MAX_RECORD_FILE, &text, &len, why, sizeof why) != UG_FILE_OK)
        return ug_cli_fail("cannot read the replay '%s': %s", path, why);
    UgRecord record;
    int line = 0;
    UgError err = ug_record_parse(text, len, &record, &line);
    free(text);
    int rc = 0;
    UgGame *g = NULL;
    if (err == UG_ERR_NEWER_RECORD) {
        rc = ug_cli_fail("'%s' was written by a newer version of Undergrid than this one (%s)",
                         path, ug_version());
    } else if (err != UG_OK) {
        rc = line ? ug_cli_fail("'%s' is not a valid replay: line %d is damaged", path, line)
                  : ug_cli_fail("'%s' is not a valid replay: %s", path, ug_error_message(err));
    } else {
        UgReplayFault fault;
        err = ug_record_replay_where(&record, &g, &fault);
        if (err == UG_ERR_OTHER_RULES)
            rc = ug_cli_fail("'%s' was played under revision %d of the %s mode's rules, and this "
                             "build plays revision %d; only a build of revision %d can replay it",
                             path, record.rules, ug_mode_name(record.mode),
                             ug_mode_rules_revision(record.mode), record.rules);
        else if (err == UG_ERR_BAD_RECORD && fault.found && fault.action < record.count)
            rc = ug_cli_fail("the replay '%s' differs from the record from floor %d on: the "
                             "check after action %d fails (the last that agreed: action %d)",
                             path, fault.floor, fault.action, fault.agreed);
        else if (err == UG_ERR_BAD_RECORD)
            rc = ug_cli_fail("the replay '%s' ends in a different state than was recorded "
                             "(the record says %016" PRIx64 ")",
                             path, record.hash);
        else if (err != UG_OK)
            rc = ug_cli_fail("'%s' is not a valid replay: %s", path, ug_error_message(err));
        else if (state)
            print_state(g);
        else
            print_result(g, NULL, ug_game_status(g) == UG_STATUS_DEAD ? "died" : "record_end");
    }
    ug_game_free(g);
    ug_record_free(&record);
    return rc;
}

static int compare_long(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

/* Keeps the kind of creature that killed the player (UG_MSG_KILLED_BY's argument). */
static void note_killer(void *ctx, const UgEvents *ev) {
    for (int e = 0; e < ev->count; e++)
        if (ev->items[e].kind == UG_EV_MESSAGE && ev->items[e].msg == UG_MSG_KILLED_BY)
            *(int *)ctx = ev->items[e].a;
}

/* `balance`: the figures of ADVENTURE.md §8 over N seeded explore-bot games. */
static int cmd_balance(int argc, char **argv) {
    Options o;
    int rc = parse_options(argc, argv, "balance", "--mode --games --seed-prefix --turns", &o);
    if (rc) return rc;
    if (!o.games) return ug_cli_usage("--games is required (for example --games 1000)");
    /* The default seeds are the mode's own kind: "balance-N" is no seed of classic or cursed */
    UgMode mode = UG_MODE_SIMPLE;
    const UgGameInfo *info = o.mode && ug_mode_from_name(o.mode, &mode) ? ug_mode_info(mode) : NULL;
    UgSeedKind kind = info && !o.seed_prefix ? info->seed_kind : UG_SEED_TEXT;
    long first = kind == UG_SEED_TEN_DIGITS ? 1000000000L : 0;
    const char *prefix = o.seed_prefix ? o.seed_prefix : kind == UG_SEED_TEXT ? "balance-" : "";
    long turn_limit = o.has_turns ? o.turns : 50000;
    long *turns = calloc((size_t)o.games, sizeof *turns);
    long *death_depths = calloc((size_t)o.games, sizeof *death_depths);
    if (!turns || !death_depths) {
        free(turns);
        free(death_depths);
        return ug_cli_fail("out of memory");
    }
    enum { MAX_DEPTH = 64 };
    long by_depth[MAX_DEPTH + 1] = {0}, by_kind[UG_MON_KIND_COUNT + 1] = {0};
    long deaths = 0, wins = 0, limits = 0;
    for (long i = 0; i < o.games; i++) {
        char seed[UG_SEED_MAX_LEN + 1];
        snprintf(seed, sizeof seed, "%.100s%ld", prefix, first + i);
        Options one = o;
        one.seed = seed;
        UgGame *g;
        if ((rc = make_game(&one, &g))) break;
        int killer = -1;
        UgBotGameEnd end =
            ug_cli_bot_game_observed(g, UG_BOT_EXPLORE, turn_limit, NULL, note_killer, &killer);
        turns[i] = ug_game_player(g)->turns;
        if (end == UG_BOT_GAME_DIED) {
            int d = ug_game_floor(g) < MAX_DEPTH ? ug_game_floor(g) : MAX_DEPTH;
            by_depth[d]++;
            death_depths[deaths++] = d;
            by_kind[killer >= 0 && killer < UG_MON_KIND_COUNT ? killer : UG_MON_KIND_COUNT]++;
        } else if (end == UG_BOT_GAME_TURN_LIMIT) {
            limits++;
        } else {
            wins++;
        }
        ug_game_free(g);
    }
    if (!rc) {
        long n = o.games;
        printf("balance: %s, %ld games (seeds %s%ld..%s%ld), turn limit %ld\n", o.mode, n, prefix,
               first, prefix, first + n - 1, turn_limit);
        printf("victories: %ld (%ld.%ld %%)\n", wins, wins * 100 / n, wins * 1000 / n % 10);
        printf("deaths: %ld, turn limit reached: %ld\n", deaths, limits);
        printf("death depths:");
        for (int d = 0; d <= MAX_DEPTH; d++)
            if (by_depth[d]) printf(" %d:%ld", d, by_depth[d]);
        printf("\n");
        qsort(death_depths, (size_t)deaths, sizeof *death_depths, compare_long);
        qsort(turns, (size_t)n, sizeof *turns, compare_long);
        if (deaths) printf("median death depth: %ld\n", death_depths[deaths / 2]);
        printf("median turns: %ld\n", turns[n / 2]);
        printf("deaths by kind:");
        for (int k = 0; k <= UG_MON_KIND_COUNT; k++)
            if (by_kind[k])
                printf(" %s:%ld(%ld%%)",
                       k < UG_MON_KIND_COUNT ? ug_monster_kind_name((UgMonsterKind)k) : "hunger",
                       by_kind[k], by_kind[k] * 100 / (deaths ? deaths : 1));
        printf("\n");
    }
    free(turns);
    free(death_depths);
    return rc;
}

bool ug_cli_is_command(const char *arg) {
    return strcmp(arg, "dump") == 0 || strcmp(arg, "play") == 0 || strcmp(arg, "replay") == 0 ||
           strcmp(arg, "balance") == 0 || strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0 ||
           strcmp(arg, "--version") == 0;
}

/* Standard output closed (`>&-`): fd 1 is taken by /dev/null at once, so that no file the
 * command opens (a --record's temporary file) becomes the output; said at the end. */
static bool output_closed(void) {
#ifndef _WIN32
    if (fcntl(1, F_GETFD) != -1 || errno != EBADF) return false;
    int fd = open("/dev/null", O_WRONLY);
    if (fd >= 0 && fd != 1) close(fd); /* the lowest free fd is 1: it is never another */
    return true;
#else
    return false;
#endif
}

/* A command's output that could not all be written (a full disk, /dev/full, a closed or broken
 * pipe) was silent with status 0: one sentence, status 1. */
static int check_output(int rc, bool closed) {
    bool bad = ferror(stdout) != 0;
    int e = 0;
    if (fflush(stdout) != 0) bad = true, e = errno;
    if (!bad && !closed) return rc;
    if (closed)
        ug_cli_fail("cannot write the output: standard output is closed.");
    else if (e)
        ug_cli_fail("cannot write the output: %s.", strerror(e));
    else
        ug_cli_fail("cannot write the output.");
    return rc ? rc : 1;
}

static int run_command(int argc, char **argv);

int ug_cli_main(int argc, char **argv) {
    bool closed = output_closed();
    return check_output(run_command(argc, argv), closed);
}

static int run_command(int argc, char **argv) {
    if (argc < 2) return ug_cli_usage("a command is missing");
    const char *cmd = argv[1];
    bool alone =
        strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "--version") == 0;
    if (alone && argc > 2) /* "--help --bogus" was taken as --help */
        return ug_cli_usage("%s takes no more arguments, not '%s'", cmd, ug_cli_shown(argv[2]));
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        ug_cli_print_help(stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("undergrid %s\n", ug_version());
        return 0;
    }
    if (strcmp(cmd, "dump") == 0) return cmd_dump(argc - 2, argv + 2);
    if (strcmp(cmd, "play") == 0) return cmd_play(argc - 2, argv + 2);
    if (strcmp(cmd, "replay") == 0) return cmd_replay(argc - 2, argv + 2);
    if (strcmp(cmd, "balance") == 0) return cmd_balance(argc - 2, argv + 2);
    return ug_cli_usage("'%s' is not a command", ug_cli_shown(cmd));
}
