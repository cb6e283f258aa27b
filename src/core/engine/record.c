#include "undergrid/record.h"

#include <inttypes.h>

#include "undergrid/parse.h"

#include "engine/text.h"
#include <stdlib.h>
#include <string.h>

void ug_record_init(UgRecord *r, UgMode mode, const char *seed) {
    memset(r, 0, sizeof *r);
    r->version = UG_RECORD_VERSION;
    r->mode = mode;
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
}

size_t ug_record_format(const UgRecord *r, char *buf, size_t size) {
    UgText t = ug_text_on(buf, size);
    ug_text_printf(&t, "undergrid-replay %d\nmode %s\nseed ", UG_RECORD_VERSION,
                   ug_mode_name(r->mode));
    ug_text_put(&t, r->seed); /* the rest of the line, as long as it is */
    ug_text_put(&t, "\n");
    if (r->has_floor) ug_text_printf(&t, "floor %d\n", r->floor);
    if (r->achievements) ug_text_printf(&t, "achievements %" PRIu32 "\n", r->achievements);
    if (r->wizard) ug_text_put(&t, "wizard\n");
    ug_text_printf(&t, "actions %d\n", r->count);
    for (int i = 0; i < r->count; i++) {
        const UgAction *a = &r->actions[i];
        switch (a->kind) {
            case UG_ACT_MOVE:
                ug_text_printf(&t, "m %d %d\n", a->dx, a->dy);
                break;
            case UG_ACT_WAIT:
                ug_text_put(&t, "w\n");
                break;
            case UG_ACT_DESCEND:
                ug_text_put(&t, "d\n");
                break;
            case UG_ACT_PICKUP:
                ug_text_put(&t, "p\n");
                break;
            case UG_ACT_USE:
                ug_text_printf(&t, "u %d %d\n", a->item, a->verb);
                break;
            case UG_ACT_USE_AT:
                ug_text_printf(&t, "t %d %d %d %d\n", a->item, a->verb, a->x, a->y);
                break;
            case UG_ACT_RUN:
                ug_text_printf(&t, "r %d %d\n", a->dx, a->dy);
                break;
            case UG_ACT_WIZARD:
                ug_text_printf(&t, "z %d %d\n", a->verb, a->item);
                break;
            case UG_ACT_EXAMINE:
                ug_text_put(&t, "x\n");
                break;
            default:
                ug_text_put(&t, "n\n");
                break;
        }
    }
    if (r->has_hash) ug_text_printf(&t, "hash %016" PRIx64 "\n", r->hash);
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

UgError ug_record_parse(const char *text, size_t len, UgRecord *r, int *error_line) {
    ug_record_init(r, UG_MODE_CLASSIC, NULL);
    int dummy;
    int *line = error_line ? error_line : &dummy;
    *line = 0;
    /* Checked before any pointer arithmetic: NULL + len is undefined even when len is 0. */
    if (!text) return UG_ERR_ARGUMENT;
    Cursor c = {text, text + len, 0, {0}};
#define FAIL(code)                                                                                 \
    do {                                                                                           \
        *line = c.line;                                                                            \
        return (code);                                                                             \
    } while (0)
    long version;
    if (!next_content(&c) || strncmp(c.buf, "undergrid-replay ", 17) != 0 ||
        !ug_parse_int(c.buf + 17, strlen(c.buf + 17), 1, 1000000, &version))
        FAIL(UG_ERR_BAD_RECORD);
    if (version > UG_RECORD_VERSION) FAIL(UG_ERR_NEWER_RECORD);
    r->version = (int)version;
    if (!next_content(&c) || strncmp(c.buf, "mode ", 5) != 0 ||
        !ug_mode_from_name(c.buf + 5, &r->mode))
        FAIL(UG_ERR_BAD_RECORD);
    /* "seed " with nothing after it is simple's empty seed text. */
    if (!next_content(&c) || strncmp(c.buf, "seed ", 5) != 0 || strlen(c.buf + 5) > UG_SEED_MAX_LEN)
        FAIL(UG_ERR_BAD_RECORD);
    strcpy(r->seed, c.buf + 5);
    if (!next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
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
    if (next_content(&c)) {
        if (strncmp(c.buf, "hash ", 5) != 0 || !parse_hash(c.buf + 5, &r->hash))
            FAIL(UG_ERR_BAD_RECORD);
        r->has_hash = true;
        if (next_content(&c)) FAIL(UG_ERR_BAD_RECORD);
    }
#undef FAIL
    return UG_OK;
}

UgError ug_record_replay(const UgRecord *r, UgGame **out) {
    if (!r || !out) return UG_ERR_ARGUMENT;
    *out = NULL;
    UgGameParams params = {r->mode, r->seed};
    UgGame *g;
    UgError err =
        r->has_floor ? ug_game_new_on_floor(&params, r->floor, 0, 0, &g) : ug_game_new(&params, &g);
    if (err != UG_OK) return err;
    ug_game_set_achievements(g, r->achievements); /* before any action, as when it was played */
    for (int i = 0; i < r->count; i++) ug_game_act(g, r->actions[i], NULL);
    /* A version-1 record's hash is of version 1 of the state encoding. */
    int encoding = r->version < 2 ? 1 : UG_STATE_VERSION;
    if (r->has_hash && r->hash != ug_game_hash_version(g, encoding)) {
        ug_game_free(g);
        return UG_ERR_BAD_RECORD;
    }
    *out = g;
    return UG_OK;
}
