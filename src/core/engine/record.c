#include "undergrid/record.h"

#include <inttypes.h>

#include "undergrid/parse.h"
#include "undergrid/snapshot.h"

#include "engine/text.h"
#include <stdlib.h>
#include <string.h>

void ug_record_init(UgRecord *r, UgMode mode, const char *seed) {
    memset(r, 0, sizeof *r);
    r->version = UG_RECORD_VERSION;
    r->mode = mode;
    r->rules = ug_mode_rules_revision(mode);
    if (seed) {
        size_t n = strlen(seed);
        if (n > UG_SEED_MAX_LEN) n = UG_SEED_MAX_LEN;
        memcpy(r->seed, seed, n);
        r->seed[n] = '\0';
    }
}

UgError ug_record_push(UgRecord *r, UgAction a) {
    if (r->count >= UG_RECORD_MAX_ACTIONS) return UG_ERR_TOO_LARGE;
    if (r->count == r->capacity) {
        int cap = r->capacity ? r->capacity * 2 : 256;
        UgAction *grown = realloc(r->actions, (size_t)cap * sizeof *grown);
        if (!grown) return UG_ERR_NO_MEMORY;
        r->actions = grown;
        r->capacity = cap;
    }
    r->actions[r->count++] = a;
    return UG_OK;
}

void ug_record_free(UgRecord *r) {
    free(r->actions);
    r->actions = NULL;
    r->count = r->capacity = 0;
    free(r->checks);
    r->checks = NULL;
    r->check_count = r->check_capacity = 0;
    free(r->base);
    r->base = NULL;
    r->base_len = 0;
    free(r->snapshot);
    r->snapshot = NULL;
    r->snapshot_len = 0;
}

static UgError push_check(UgRecord *r, UgRecordCheck check) {
    if (r->check_count >= UG_RECORD_MAX_CHECKS) return UG_ERR_TOO_LARGE;
    if (r->check_count == r->check_capacity) {
        int cap = r->check_capacity ? r->check_capacity * 2 : 16;
        UgRecordCheck *grown = realloc(r->checks, (size_t)cap * sizeof *grown);
        if (!grown) return UG_ERR_NO_MEMORY;
        r->checks = grown;
        r->check_capacity = cap;
    }
    r->checks[r->check_count++] = check;
    return UG_OK;
}

UgError ug_record_checkpoint(UgRecord *r, const UgGame *game) {
    int floor = ug_game_floor(game);
    if (r->check_count > 0 && r->checks[r->check_count - 1].floor == floor) return UG_OK;
    return push_check(r, (UgRecordCheck){floor, r->count, ug_game_hash(game)});
}

UgError ug_record_set_snapshot(UgRecord *r, const UgGame *game) {
    free(r->snapshot);
    r->snapshot = NULL;
    r->snapshot_len = 0;
    r->snapshot_action = r->count;
    return ug_game_snapshot(game, &r->snapshot, &r->snapshot_len);
}

/* A snapshot's bytes as one line's hex digits after `key`. */
static void put_hex_line(UgText *t, const char *key, const unsigned char *bytes, size_t len) {
    static const char digits[] = "0123456789abcdef";
    ug_text_put(t, key);
    char chunk[129];
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        chunk[n++] = digits[bytes[i] >> 4];
        chunk[n++] = digits[bytes[i] & 15];
        if (n == 128 || i + 1 == len) {
            chunk[n] = '\0';
            ug_text_put(t, chunk);
            n = 0;
        }
    }
    ug_text_put(t, "\n");
}

/* The head's lines, from the magic word to the base (all but "actions N" / "journal"). */
static void put_head(UgText *t, const UgRecord *r, int version) {
    ug_text_printf(t, "undergrid-replay %d\nmode %s\nseed ", version, ug_mode_name(r->mode));
    ug_text_put(t, r->seed); /* the rest of the line, as long as it is */
    ug_text_put(t, "\n");
    ug_text_printf(t, "rules %d\n", r->rules > 0 ? r->rules : 1);
    if (r->has_floor) ug_text_printf(t, "floor %d\n", r->floor);
    if (r->achievements) ug_text_printf(t, "achievements %" PRIu32 "\n", r->achievements);
    if (r->wizard) ug_text_put(t, "wizard\n");
    if (r->base) put_hex_line(t, "base ", r->base, r->base_len);
}

static void put_action(UgText *t, const UgAction *a) {
    switch (a->kind) {
        case UG_ACT_MOVE:
            ug_text_printf(t, "m %d %d\n", a->dx, a->dy);
            break;
        case UG_ACT_WAIT:
            ug_text_put(t, "w\n");
            break;
        case UG_ACT_DESCEND:
            ug_text_put(t, "d\n");
            break;
        case UG_ACT_PICKUP:
            ug_text_put(t, "p\n");
            break;
        case UG_ACT_USE:
            ug_text_printf(t, "u %d %d\n", a->item, a->verb);
            break;
        case UG_ACT_USE_AT:
            ug_text_printf(t, "t %d %d %d %d\n", a->item, a->verb, a->x, a->y);
            break;
        case UG_ACT_RUN:
            ug_text_printf(t, "r %d %d\n", a->dx, a->dy);
            break;
        case UG_ACT_WIZARD:
            ug_text_printf(t, "z %d %d\n", a->verb, a->item);
            break;
        case UG_ACT_EXAMINE:
            ug_text_put(t, "x\n");
            break;
        default:
            ug_text_put(t, "n\n");
            break;
    }
}

static void put_check(UgText *t, const UgRecordCheck *k) {
    ug_text_printf(t, "check %d %d %016" PRIx64 "\n", k->floor, k->action, k->hash);
}

size_t ug_record_format(const UgRecord *r, char *buf, size_t size) {
    UgText t = ug_text_on(buf, size);
    put_head(&t, r, UG_RECORD_VERSION);
    ug_text_printf(&t, "actions %d\n", r->count);
    for (int i = 0; i < r->count; i++) put_action(&t, &r->actions[i]);
    for (int i = 0; i < r->check_count; i++) put_check(&t, &r->checks[i]);
    if (r->snapshot) put_hex_line(&t, "snapshot ", r->snapshot, r->snapshot_len);
    if (r->has_hash) ug_text_printf(&t, "hash %016" PRIx64 "\n", r->hash);
    return t.len;
}

static void put_segment(UgText *t, const UgRecord *r, int from_action, int from_check,
                        bool with_snapshot) {
    if (from_action < 0) from_action = 0;
    if (from_check < 0) from_check = 0;
    for (int i = from_action; i < r->count; i++) put_action(t, &r->actions[i]);
    for (int i = from_check; i < r->check_count; i++) put_check(t, &r->checks[i]);
    if (with_snapshot && r->snapshot) put_hex_line(t, "snapshot ", r->snapshot, r->snapshot_len);
    if (r->has_hash)
        ug_text_printf(t, "point %d %016" PRIx64 "\n", r->count, r->hash);
    else
        ug_text_printf(t, "point %d\n", r->count);
}

size_t ug_record_format_journal(const UgRecord *r, bool with_snapshot, char *buf, size_t size) {
    UgText t = ug_text_on(buf, size);
    put_head(&t, r, UG_RECORD_JOURNAL_VERSION);
    ug_text_put(&t, "journal\n");
    put_segment(&t, r, 0, 0, with_snapshot);
    return t.len;
}

size_t ug_record_format_segment(const UgRecord *r, int from_action, int from_check,
                                bool with_snapshot, char *buf, size_t size) {
    UgText t = ug_text_on(buf, size);
    put_segment(&t, r, from_action, from_check, with_snapshot);
    return t.len;
}

UgError ug_record_write(const UgRecord *r, FILE *out) {
    size_t need = ug_record_format(r, NULL, 0);
    char *text = malloc(need + 1);
    if (!text) return UG_ERR_NO_MEMORY;
    ug_record_format(r, text, need + 1);
    bool ok = fwrite(text, 1, need, out) == need && !ferror(out);
    free(text);
    return ok ? UG_OK : UG_ERR_ARGUMENT;
}

/* --- Parsing: a small line cursor over an untrusted buffer. ----------------------------- */
typedef struct Cursor {
    const char *p, *end;
    int line;
    char buf[256];
    const char *raw; /* the last line read, whole (without its ending), for the long hex lines */
    size_t raw_len;
} Cursor;

/* Copies the next line (without its ending) into c->buf. Returns false at the end of input or
 * when the line is too long (then buf[0] is set to '\x01' so the caller reports it). */
static bool next_line(Cursor *c) {
    if (c->p >= c->end) return false;
    const char *nl = memchr(c->p, '\n', (size_t)(c->end - c->p));
    const char *stop = nl ? nl : c->end;
    size_t n = (size_t)(stop - c->p);
    if (n && stop[-1] == '\r') n--;
    c->line++;
    c->raw = c->p;
    c->raw_len = n;
    if (n >= sizeof c->buf || memchr(c->p, '\0', n)) {
        c->buf[0] = '\x01';
        c->buf[1] = '\0';
    } else {
        memcpy(c->buf, c->p, n);
        c->buf[n] = '\0';
    }
    c->p = nl ? nl + 1 : c->end;
    return true;
}

/* The next line that is not blank or a comment. */
static bool next_content(Cursor *c) {
    while (next_line(c))
        if (c->buf[0] != '\0' && c->buf[0] != ';') return true;
    return false;
}

/* A whole decimal number in [lo, hi] (ug_parse_int) up to the next space or the end; *s moves
 * past it and the one space after it. */
static bool parse_int(const char **s, long lo, long hi, long *out) {
    const char *p = *s;
    size_t n = strcspn(p, " ");
    if (!ug_parse_int(p, n, lo, hi, out)) return false;
    *s = p[n] == ' ' ? p + n + 1 : p + n;
    return true;
}

/* One action line. Version 1 has no t, r or z lines. */
static bool parse_action(const char *s, int version, UgAction *a) {
    memset(a, 0, sizeof *a);
    long v1, v2, v3, v4;
    if (s[0] == '\0' || (s[1] != '\0' && s[1] != ' ')) return false;
    const char *rest = s[1] ? s + 2 : s + 1;
    switch (s[0]) {
        case 'm':
            if (!parse_int(&rest, -1, 1, &v1) || !parse_int(&rest, -1, 1, &v2) || *rest)
                return false;
            a->kind = UG_ACT_MOVE, a->dx = (int8_t)v1, a->dy = (int8_t)v2;
            return true;
        case 'u':
            if (!parse_int(&rest, 0, 1000, &v1) || !parse_int(&rest, 0, 100, &v2) || *rest)
                return false;
            a->kind = UG_ACT_USE, a->item = (int16_t)v1, a->verb = (int8_t)v2;
            return true;
        case 't':
            if (version < 2 || !parse_int(&rest, 0, 1000, &v1) || !parse_int(&rest, 0, 100, &v2) ||
                !parse_int(&rest, -1000, 1000, &v3) || !parse_int(&rest, -1000, 1000, &v4) || *rest)
                return false;
            a->kind = UG_ACT_USE_AT, a->item = (int16_t)v1, a->verb = (int8_t)v2;
            a->x = (int16_t)v3, a->y = (int16_t)v4;
            return true;
        case 'r':
            if (version < 2 || !parse_int(&rest, -1, 1, &v1) || !parse_int(&rest, -1, 1, &v2) ||
                *rest)
                return false;
            a->kind = UG_ACT_RUN, a->dx = (int8_t)v1, a->dy = (int8_t)v2;
            return true;
        case 'z':
            if (version < 2 || !parse_int(&rest, 0, 100, &v1) ||
                !parse_int(&rest, -1000, 1000, &v2) || *rest)
                return false;
            a->kind = UG_ACT_WIZARD, a->verb = (int8_t)v1, a->item = (int16_t)v2;
            return true;
        case 'w':
            a->kind = UG_ACT_WAIT;
            return *rest == '\0';
        case 'd':
            a->kind = UG_ACT_DESCEND;
            return *rest == '\0';
        case 'p':
            a->kind = UG_ACT_PICKUP;
            return *rest == '\0';
        case 'x':
            a->kind = UG_ACT_EXAMINE;
            return version >= 2 && *rest == '\0';
        case 'n':
            a->kind = UG_ACT_NONE;
            return *rest == '\0';
        default:
            return false;
    }
}

static bool parse_hash(const char *s, uint64_t *out) {
    uint64_t v = 0;
    int n = 0;
    for (; s[n]; n++) {
        char ch = s[n];
        int d = ch >= '0' && ch <= '9'   ? ch - '0'
                : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
                : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10
                                         : -1;
        if (d < 0 || n >= 16) return false;
        v = v << 4 | (uint64_t)d;
    }
    if (n != 16) return false;
    *out = v;
    return true;
}

/* The last line, if it is `key` then hex digits (an even number of them, at most
 * UG_RECORD_MAX_SNAPSHOT bytes' worth): its bytes in a new buffer. 0: another line; -1: a
 * damaged one or no memory (*err says which). */
static int hex_line(const Cursor *c, const char *key, unsigned char **out, size_t *out_len,
                    UgError *err) {
    size_t k = strlen(key);
    if (c->raw_len < k || memcmp(c->raw, key, k) != 0) return 0;
    const char *h = c->raw + k;
    size_t n = c->raw_len - k;
    *err = UG_ERR_BAD_RECORD;
    if (n == 0 || n % 2 || n / 2 > UG_RECORD_MAX_SNAPSHOT) return -1;
    unsigned char *bytes = malloc(n / 2);
    if (!bytes) {
        *err = UG_ERR_NO_MEMORY;
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        char ch = h[i];
        int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
        if (d < 0) {
            free(bytes);
            return -1;
        }
        if (i % 2 == 0)
            bytes[i / 2] = (unsigned char)(d << 4);
        else
            bytes[i / 2] |= (unsigned char)d;
    }
    *out = bytes;
    *out_len = n / 2;
    return 1;
}

/* Whether a whole line (ending in '\n') starting with "point " follows p. */
static bool later_point(const char *p, const char *end) {
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) return false;
        if (nl - p >= 6 && memcmp(p, "point ", 6) == 0) return true;
        p = nl + 1;
    }
    return false;
}

/* A journal's segments (version 4, record.h), after its "journal" line: the record as of its
 * last whole point; a tail after it that is cut short is dropped. */
static UgError parse_journal(Cursor *c, const char *text, UgRecord *r, int *line) {
    int commit_count = 0, commit_checks = 0;
    bool committed = false;
    unsigned char *pending = NULL; /* a snapshot of the segment being read */
    size_t pending_len = 0;
    UgError err = UG_OK;
    while (next_content(c)) {
        UgAction a;
        const char *f;
        long floor, action, count;
        int got;
        if (parse_action(c->buf, r->version, &a)) {
            err = ug_record_push(r, a);
            if (err != UG_OK) goto fail;
            continue;
        }
        if (strncmp(c->buf, "check ", 6) == 0) {
            UgRecordCheck check;
            f = c->buf + 6;
            if (!parse_int(&f, -1000000, 1000000, &floor) || !parse_int(&f, 0, r->count, &action) ||
                !parse_hash(f, &check.hash) ||
                (r->check_count && r->checks[r->check_count - 1].action > action))
                goto damaged;
            check.floor = (int)floor;
            check.action = (int)action;
            err = push_check(r, check);
            if (err != UG_OK) goto fail;
            continue;
        }
        unsigned char *snap = NULL;
        size_t snap_len = 0;
        got = hex_line(c, "snapshot ", &snap, &snap_len, &err);
        if (got > 0) {
            free(pending);
            pending = snap;
            pending_len = snap_len;
            continue;
        }
        if (got < 0) {
            if (err == UG_ERR_NO_MEMORY) goto fail;
            goto damaged;
        }
        if (strncmp(c->buf, "point ", 6) != 0 || c->p[-1] != '\n') goto damaged;
        f = c->buf + 6;
        if (!parse_int(&f, 0, UG_RECORD_MAX_ACTIONS, &count) || count != r->count) goto damaged;
        uint64_t hash = 0;
        if (*f && !parse_hash(f, &hash)) goto damaged;
        r->has_hash = *f != '\0';
        r->hash = hash;
        commit_count = r->count;
        commit_checks = r->check_count;
        if (pending) {
            free(r->snapshot);
            r->snapshot = pending;
            r->snapshot_len = pending_len;
            r->snapshot_action = r->count;
            pending = NULL;
        }
        r->journal_bytes = (size_t)(c->p - text);
        committed = true;
    }
    goto end;
damaged:
    /* damage before a whole point is damage; in the tail, a save point cut short */
    if (later_point(c->p, c->end)) {
        err = UG_ERR_BAD_RECORD;
        goto fail;
    }
end:
    free(pending);
    if (!committed) {
        *line = c->line;
        return UG_ERR_BAD_RECORD;
    }
    r->count = commit_count;
    r->check_count = commit_checks;
    return UG_OK;
fail:
    free(pending);
    *line = c->line;
    return err;
}

UgError ug_record_parse(const char *text, size_t len, UgRecord *r, int *error_line) {
    ug_record_init(r, UG_MODE_CLASSIC, NULL);
    int dummy;
    int *line = error_line ? error_line : &dummy;
    *line = 0;
    /* Checked before any pointer arithmetic: NULL + len is undefined even when len is 0. */
    if (!text) return UG_ERR_ARGUMENT;
    Cursor c = {text, text + len, 0, {0}, NULL, 0};
    UgError hex_err = UG_OK;
#define FAIL(code)                                                                                 \
    do {                                                                                           \
        *line = c.line;                                                                            \
        return (code);                                                                             \
    } while (0)
    long version;
    if (!next_content(&c) || strncmp(c.buf, "undergrid-replay ", 17) != 0 ||
        !ug_parse_int(c.buf + 17, strlen(c.buf + 17), 1, 1000000, &version))
        FAIL(UG_ERR_BAD_RECORD);
    if (version > UG_RECORD_JOURNAL_VERSION) FAIL(UG_ERR_NEWER_RECORD);
    r->version = (int)version;
    if (!next_content(&c) || strncmp(c.buf, "mode ", 5) != 0 ||
        !ug_mode_from_name(c.buf + 5, &r->mode))
        FAIL(UG_ERR_BAD_RECORD);
    /* "seed " with nothing after it is simple's empty seed text. */
    if (!next_content(&c) || strncmp(c.buf, "seed ", 5) != 0 || strlen(c.buf + 5) > UG_SEED_MAX_LEN)
        FAIL(UG_ERR_BAD_RECORD);
    strcpy(r->seed, c.buf + 5);
    r->rules = 1; /* versions 1 and 2: the rules as they were before revisions were counted */
    if (!next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    if (r->version >= 3) {
        long rules;
        const char *f = c.buf + 6;
        if (strncmp(c.buf, "rules ", 6) != 0 || !parse_int(&f, 1, 1000000, &rules) || *f)
            FAIL(UG_ERR_BAD_RECORD);
        r->rules = (int)rules;
        if (!next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    }
    if (r->version >= 2 && strncmp(c.buf, "floor ", 6) == 0) {
        long floor;
        const char *f = c.buf + 6;
        if (!parse_int(&f, 0, 1000000, &floor) || *f) FAIL(UG_ERR_BAD_RECORD);
        r->has_floor = true;
        r->floor = (int)floor;
        if (!next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    }
    if (r->version >= 2 && strncmp(c.buf, "achievements ", 13) == 0) {
        long bits;
        const char *b = c.buf + 13;
        if (!parse_int(&b, 0, 0x7FFFFFFFL, &bits) || *b) FAIL(UG_ERR_BAD_RECORD);
        r->achievements = (uint32_t)bits;
        if (!next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    }
    if (r->version >= 2 && strcmp(c.buf, "wizard") == 0) {
        r->wizard = true;
        if (!next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    }
    int got = r->version >= 3 ? hex_line(&c, "base ", &r->base, &r->base_len, &hex_err) : 0;
    if (got < 0) FAIL(hex_err);
    if (got > 0 && !next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    if (r->version >= UG_RECORD_JOURNAL_VERSION) {
        if (strcmp(c.buf, "journal") != 0) FAIL(UG_ERR_BAD_RECORD);
        return parse_journal(&c, text, r, line);
    }
    if (strncmp(c.buf, "actions ", 8) != 0) FAIL(UG_ERR_BAD_RECORD);
    long count;
    const char *s = c.buf + 8;
    if (!parse_int(&s, 0, UG_RECORD_MAX_ACTIONS, &count) || *s) FAIL(UG_ERR_BAD_RECORD);
    for (long i = 0; i < count; i++) {
        UgAction a;
        if (!next_content(&c) || !parse_action(c.buf, r->version, &a)) FAIL(UG_ERR_BAD_RECORD);
        UgError err = ug_record_push(r, a);
        if (err != UG_OK) FAIL(err);
    }
    bool more = next_content(&c);
    while (more && r->version >= 3 && strncmp(c.buf, "check ", 6) == 0) {
        long floor, action;
        const char *f = c.buf + 6;
        UgRecordCheck check;
        if (!parse_int(&f, -1000000, 1000000, &floor) || !parse_int(&f, 0, r->count, &action) ||
            !parse_hash(f, &check.hash) ||
            (r->check_count && r->checks[r->check_count - 1].action > action))
            FAIL(UG_ERR_BAD_RECORD);
        check.floor = (int)floor;
        check.action = (int)action;
        UgError err = push_check(r, check);
        if (err != UG_OK) FAIL(err);
        more = next_content(&c);
    }
    got = more && r->version >= 3
              ? hex_line(&c, "snapshot ", &r->snapshot, &r->snapshot_len, &hex_err)
              : 0;
    if (got < 0) FAIL(hex_err);
    if (got > 0) r->snapshot_action = r->count;
    if (got > 0) more = next_content(&c);
    if (more) {
        if (strncmp(c.buf, "hash ", 5) != 0 || !parse_hash(c.buf + 5, &r->hash))
            FAIL(UG_ERR_BAD_RECORD);
        r->has_hash = true;
        if (next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    }
#undef FAIL
    return UG_OK;
}

UgError ug_record_start(const UgRecord *r, UgGame **out) {
    if (r->base) return ug_game_from_snapshot(r->mode, r->base, r->base_len, out);
    UgGameParams params = {r->mode, r->seed};
    UgError err = r->has_floor ? ug_game_new_on_floor(&params, r->floor, 0, 0, out)
                               : ug_game_new(&params, out);
    if (err != UG_OK) return err;
    ug_game_set_achievements(*out, r->achievements); /* before any action, as when it was played */
    return UG_OK;
}

UgError ug_record_replay_where(const UgRecord *r, UgGame **out, UgReplayFault *fault) {
    UgReplayFault dummy;
    if (!fault) fault = &dummy;
    memset(fault, 0, sizeof *fault);
    if (!r || !out) return UG_ERR_ARGUMENT;
    *out = NULL;
    int now = ug_mode_rules_revision(r->mode);
    if (now == 0) return UG_ERR_BAD_MODE;
    if (r->rules != now) return UG_ERR_OTHER_RULES;
    UgGame *g;
    UgError err = ug_record_start(r, &g);
    if (err != UG_OK) return err;
    int next = 0;
    for (int i = 0; i <= r->count; i++) {
        for (; next < r->check_count && r->checks[next].action == i; next++) {
            const UgRecordCheck *k = &r->checks[next];
            if (ug_game_floor(g) != k->floor || ug_game_hash(g) != k->hash) {
                *fault = (UgReplayFault){true, k->floor, k->action, fault->agreed};
                ug_game_free(g);
                return UG_ERR_BAD_RECORD;
            }
            fault->agreed = k->action;
        }
        if (i < r->count) ug_game_act(g, r->actions[i], NULL);
    }
    /* A version-1 record's hash is of version 1 of the state encoding. */
    int encoding = r->version < 2 ? 1 : UG_STATE_VERSION;
    if (r->has_hash && r->hash != ug_game_hash_version(g, encoding)) {
        *fault = (UgReplayFault){true, ug_game_floor(g), r->count, fault->agreed};
        ug_game_free(g);
        return UG_ERR_BAD_RECORD;
    }
    *out = g;
    return UG_OK;
}

UgError ug_record_replay(const UgRecord *r, UgGame **out) {
    return ug_record_replay_where(r, out, NULL);
}

UgError ug_record_snapshot_game(const UgRecord *r, UgGame **out) {
    if (!r || !out) return UG_ERR_ARGUMENT;
    *out = NULL;
    if (!r->snapshot || r->snapshot_action < 0 || r->snapshot_action > r->count)
        return UG_ERR_ARGUMENT;
    UgGame *g;
    UgError err = ug_game_from_snapshot(r->mode, r->snapshot, r->snapshot_len, &g);
    if (err != UG_OK) return err;
    for (int i = r->snapshot_action; i < r->count; i++) ug_game_act(g, r->actions[i], NULL);
    if (r->has_hash && r->hash != ug_game_hash(g)) { /* the snapshot is not where it stood */
        ug_game_free(g);
        return UG_ERR_BAD_RECORD;
    }
    *out = g;
    return UG_OK;
}

UgError ug_record_continue(UgRecord *r, UgGame **out, bool *migrated) {
    if (migrated) *migrated = false;
    if (!r || !out) return UG_ERR_ARGUMENT;
    *out = NULL;
    if (r->rules == ug_mode_rules_revision(r->mode) || !r->snapshot)
        return ug_record_replay(r, out);
    if (r->snapshot_action < 0 || r->snapshot_action > r->count) return UG_ERR_BAD_RECORD;
    UgGame *g;
    UgError err = ug_game_from_snapshot(r->mode, r->snapshot, r->snapshot_len, &g);
    if (err != UG_OK) return err;
    int after = r->snapshot_action, tail = r->count - after;
    /* the snapshot is where it stood (a journal's may be older: its hash is not known then) */
    if (tail == 0 && r->has_hash && r->hash != ug_game_hash(g)) {
        ug_game_free(g);
        return UG_ERR_BAD_RECORD;
    }
    ug_record_rebase(r, g);
    /* a journal's actions after its snapshot are played on under today's rules: the moves the
     * player made are kept (each read before its place is written again) */
    for (int i = 0; i < tail; i++) {
        UgAction a = r->actions[after + i];
        ug_game_act(g, a, NULL);
        if (ug_record_push(r, a) != UG_OK) break;
        ug_record_checkpoint(r, g);
    }
    if (r->has_hash) r->hash = ug_game_hash(g); /* where it stands now */
    if (migrated) *migrated = true;
    *out = g;
    return UG_OK;
}

void ug_record_rebase(UgRecord *r, const UgGame *game) {
    /* From here the run is a record of today's rules that starts at the snapshot. */
    free(r->base);
    r->base = r->snapshot;
    r->base_len = r->snapshot_len;
    r->snapshot = NULL;
    r->snapshot_len = 0;
    r->count = 0;
    r->check_count = 0;
    r->snapshot_action = 0;
    r->journal_bytes = 0; /* another record than the journal on disk: written whole next */
    r->has_floor = false;
    r->version = UG_RECORD_VERSION;
    r->rules = ug_mode_rules_revision(r->mode);
    ug_record_checkpoint(r, game);
}
