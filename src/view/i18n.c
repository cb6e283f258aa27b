/* Message catalogs (.po files), safe formatting and language choice. See i18n.h. */
#include "i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Entry {
    char *id;
    char *str;
} Entry;

struct UgCatalog {
    Entry *entries; /* sorted by id for bsearch */
    int count;
    int refused;
};

/* --- UTF-8 ------------------------------------------------------------------------------- */

uint32_t ug_utf8_next(const char **pp) {
    const unsigned char *p = (const unsigned char *)*pp;
    uint32_t c = p[0];
    int extra = 0;
    uint32_t min = 0;
    if (c < 0x80) {
        *pp += 1;
        return c;
    } else if ((c & 0xE0) == 0xC0) {
        extra = 1, c &= 0x1F, min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        extra = 2, c &= 0x0F, min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        extra = 3, c &= 0x07, min = 0x10000;
    } else {
        *pp += 1;
        return 0xFFFD;
    }
    for (int i = 1; i <= extra; i++) {
        if ((p[i] & 0xC0) != 0x80) {
            *pp += i; /* stop before the byte that broke the sequence (it may be a NUL) */
            return 0xFFFD;
        }
        c = (c << 6) | (p[i] & 0x3F);
    }
    *pp += 1 + extra;
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0xFFFD;
    return c;
}

int ug_utf8_cp_columns(uint32_t cp) {
    if (cp == UG_ZWSP) return 0; /* a break opportunity marked in a catalog: never drawn */
    /* The East Asian wide and full-width blocks (Hangul Jamo, CJK radicals to Yi, Hangul
     * syllables, CJK compatibility, vertical and full-width forms). */
    if ((cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F) ||
        (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
        (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
        (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD))
        return 2;
    return 1;
}

int ug_utf8_columns(const char *text) {
    int n = 0;
    while (*text) n += ug_utf8_cp_columns(ug_utf8_next(&text));
    return n;
}

/* --- Formatting ---------------------------------------------------------------------------- */

typedef struct Out {
    char *buf;
    size_t size, len;
    bool full;
} Out;

/* Appends n bytes, stopping (for good) before a UTF-8 sequence that would not fit. */
static void out_put(Out *o, const char *s, size_t n) {
    for (size_t i = 0; i < n && !o->full;) {
        size_t seq = 1;
        unsigned char c = (unsigned char)s[i];
        if (c >= 0xF0)
            seq = 4;
        else if (c >= 0xE0)
            seq = 3;
        else if (c >= 0xC0)
            seq = 2;
        if (seq > n - i) seq = n - i;
        if (o->len + seq + 1 > o->size) {
            o->full = true;
            break;
        }
        memcpy(o->buf + o->len, s + i, seq);
        o->len += seq;
        i += seq;
    }
    o->buf[o->len] = '\0';
}

size_t ug_i18n_format(char *out, size_t size, const char *fmt, const UgArg *args, int nargs) {
    if (!out || size == 0) return 0;
    Out o = {out, size, 0, false};
    out[0] = '\0';
    if (!fmt) return 0;
    int next = 0;
    for (const char *p = fmt; *p;) {
        const char *pct = strchr(p, '%');
        if (!pct) {
            out_put(&o, p, strlen(p));
            break;
        }
        out_put(&o, p, (size_t)(pct - p));
        char conv = pct[1];
        if (conv == '%') {
            out_put(&o, "%", 1);
        } else if (conv == 'd' || conv == 's') {
            const UgArg *a = next < nargs ? &args[next] : NULL;
            next++;
            if (!a || a->type != conv || (conv == 's' && !a->s)) {
                out_put(&o, "?", 1);
            } else if (conv == 'd') {
                char num[32];
                int n = snprintf(num, sizeof num, "%lld", (long long)a->i);
                out_put(&o, num, (size_t)n);
            } else {
                out_put(&o, a->s, strlen(a->s));
            }
        } else {
            out_put(&o, "%", 1); /* an unknown conversion is printed as it stands */
            if (!conv) break;
            out_put(&o, &pct[1], 1);
        }
        p = pct + 2;
    }
    return o.len;
}

bool ug_i18n_signature(const char *fmt, char *sig, size_t size) {
    size_t n = 0;
    if (size == 0) return false;
    sig[0] = '\0';
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') continue;
        p++;
        if (*p == '%') continue;
        if (*p != 'd' && *p != 's') return false;
        if (n + 1 >= size) return false;
        sig[n++] = *p;
        sig[n] = '\0';
    }
    return true;
}

/* --- Languages ------------------------------------------------------------------------------ */

/* The languages the game ships a catalog for (assets/i18n/<code>.po), English first. */
const char *const ug_i18n_languages[UG_I18N_LANGUAGE_COUNT] = {"en", "es", "ja"};

bool ug_i18n_is_language(const char *code) {
    for (int k = 0; code && k < UG_I18N_LANGUAGE_COUNT; k++)
        if (strcmp(code, ug_i18n_languages[k]) == 0) return true;
    return false;
}

const char *ug_i18n_pick_language(const char *requested, const char *const *preferred, int count) {
    const char *const *known = ug_i18n_languages;
    enum { KNOWN = UG_I18N_LANGUAGE_COUNT };
    if (requested)
        for (int k = 0; k < KNOWN; k++)
            if (strcmp(requested, known[k]) == 0) return known[k];
    for (int i = 0; i < count; i++) {
        const char *p = preferred[i];
        if (!p) continue;
        for (int k = 0; k < KNOWN; k++)
            if (strncmp(p, known[k], 2) == 0 && (p[2] == '\0' || p[2] == '_' || p[2] == '-'))
                return known[k];
    }
    return "en";
}

/* --- The .po parser ---------------------------------------------------------------------------
 * Understood: comments (# ...; "#, fuzzy" marks an entry untranslated), msgctxt, msgid,
 * msgid_plural, msgstr, msgstr[N], and "..." continuation lines with the escapes \n \t \" \\.
 * Plural and context entries are accepted and ignored (we have none). */

typedef struct Parser {
    UgCatalog *cat;
    char *error;
    size_t error_size;
    int line;
    /* the entry being read */
    char id[UG_PO_MAX_STRING + 1], str[UG_PO_MAX_STRING + 1];
    size_t id_len, str_len;
    bool has_id, has_str, fuzzy, ignore;
    char *target; /* id or str: where continuation lines go */
    size_t *target_len;
    bool next_fuzzy;
} Parser;

static bool fail(Parser *ps, const char *fmt, ...) {
    if (ps->error && ps->error_size) {
        char what[256];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(what, sizeof what, fmt, ap);
        va_end(ap);
        snprintf(ps->error, ps->error_size, "line %d: %s", ps->line, what);
    }
    return false;
}

/* Reads a quoted string starting at s (after spaces) and appends its contents to the target. */
static bool read_quoted(Parser *ps, const char *s, const char *end) {
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    if (s >= end || *s != '"') return fail(ps, "a quoted string was expected");
    s++;
    for (;;) {
        if (s >= end) return fail(ps, "the string has no closing quote");
        char c = *s++;
        if (c == '"') break;
        if (c == '\\') {
            if (s >= end) return fail(ps, "the string ends in a backslash");
            char e = *s++;
            switch (e) {
                case 'n':
                    c = '\n';
                    break;
                case 't':
                    c = '\t';
                    break;
                case '"':
                case '\\':
                    c = e;
                    break;
                default:
                    return fail(ps, "unknown escape \\%c", e);
            }
        }
        if (c == '\0') return fail(ps, "the string contains a NUL byte");
        if (ps->target) {
            if (*ps->target_len >= UG_PO_MAX_STRING)
                return fail(ps, "a string is longer than %d bytes", UG_PO_MAX_STRING);
            ps->target[(*ps->target_len)++] = c;
            ps->target[*ps->target_len] = '\0';
        }
    }
    while (s < end && (*s == ' ' || *s == '\t' || *s == '\r')) s++;
    if (s < end) return fail(ps, "unexpected text after the closing quote");
    return true;
}

static char *dup_string(const char *s, size_t n) {
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

static int entry_cmp(const void *a, const void *b) {
    return strcmp(((const Entry *)a)->id, ((const Entry *)b)->id);
}

/* Stores the entry just read (if it is a usable translation) and starts a new one. */
static bool finish_entry(Parser *ps) {
    bool usable =
        ps->has_id && ps->has_str && !ps->ignore && !ps->fuzzy && ps->id_len > 0 && ps->str_len > 0;
    if (ps->has_id && !ps->has_str) return fail(ps, "an msgid has no msgstr");
    if (usable) {
        char sig_id[16], sig_str[16];
        if (!ug_i18n_signature(ps->id, sig_id, sizeof sig_id) ||
            !ug_i18n_signature(ps->str, sig_str, sizeof sig_str) || strcmp(sig_id, sig_str)) {
            ps->cat->refused++;
        } else {
            UgCatalog *c = ps->cat;
            if (c->count >= UG_PO_MAX_ENTRIES)
                return fail(ps, "more than %d entries", UG_PO_MAX_ENTRIES);
            if (c->count % 64 == 0) {
                Entry *grown = realloc(c->entries, (size_t)(c->count + 64) * sizeof *grown);
                if (!grown) return fail(ps, "out of memory");
                c->entries = grown;
            }
            Entry *e = &c->entries[c->count];
            e->id = dup_string(ps->id, ps->id_len);
            e->str = dup_string(ps->str, ps->str_len);
            if (!e->id || !e->str) {
                free(e->id);
                free(e->str);
                return fail(ps, "out of memory");
            }
            c->count++;
        }
    }
    ps->id_len = ps->str_len = 0;
    ps->id[0] = ps->str[0] = '\0';
    ps->has_id = ps->has_str = ps->ignore = false;
    ps->fuzzy = ps->next_fuzzy;
    ps->next_fuzzy = false;
    ps->target = NULL;
    ps->target_len = NULL;
    return true;
}

static bool starts_with(const char *s, const char *end, const char *word) {
    size_t n = strlen(word);
    return (size_t)(end - s) >= n && memcmp(s, word, n) == 0 &&
           ((size_t)(end - s) == n || s[n] == ' ' || s[n] == '\t' || s[n] == '"');
}

static bool parse_line(Parser *ps, const char *s, const char *end) {
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    while (end > s && (end[-1] == '\r' || end[-1] == ' ' || end[-1] == '\t')) end--;
    if (s == end) return true;
    if (*s == '#') {
        if (end - s >= 2 && s[1] == ',') {
            /* flags of the next entry */
            const char *f = s + 2;
            size_t n = (size_t)(end - f);
            for (size_t i = 0; i + 5 <= n; i++)
                if (memcmp(f + i, "fuzzy", 5) == 0) {
                    if (ps->has_id) {
                        ps->next_fuzzy = true;
                    } else {
                        ps->fuzzy = true;
                    }
                }
        }
        return true;
    }
    if (*s == '"') {
        if (!ps->target) return fail(ps, "a string continues nothing");
        return read_quoted(ps, s, end);
    }
    if (starts_with(s, end, "msgctxt")) {
        if (ps->has_id && !finish_entry(ps)) return false;
        ps->ignore = true;
        ps->target = NULL;
        return read_quoted(ps, s + 7, end);
    }
    if (starts_with(s, end, "msgid")) {
        if (ps->has_id && !finish_entry(ps)) return false;
        ps->has_id = true;
        ps->target = ps->id;
        ps->target_len = &ps->id_len;
        return read_quoted(ps, s + 5, end);
    }
    if (starts_with(s, end, "msgid_plural")) {
        if (!ps->has_id) return fail(ps, "msgid_plural comes before msgid");
        ps->ignore = true;
        ps->target = NULL;
        return read_quoted(ps, s + 12, end);
    }
    if (starts_with(s, end, "msgstr")) {
        if (!ps->has_id) return fail(ps, "msgstr comes before msgid");
        if (ps->has_str) return fail(ps, "an entry has two msgstr lines");
        ps->has_str = true;
        ps->target = ps->str;
        ps->target_len = &ps->str_len;
        return read_quoted(ps, s + 6, end);
    }
    if (end - s >= 7 && memcmp(s, "msgstr[", 7) == 0) {
        if (!ps->has_id) return fail(ps, "msgstr comes before msgid");
        const char *q = s + 7;
        while (q < end && *q >= '0' && *q <= '9') q++;
        if (q == s + 7 || q >= end || *q != ']') return fail(ps, "a bad msgstr[N]");
        ps->has_str = true;
        ps->ignore = true;
        ps->target = NULL;
        return read_quoted(ps, q + 1, end);
    }
    return fail(ps, "a line starts with something that is not a keyword");
}

UgCatalog *ug_catalog_parse(const char *text, size_t len, char *error, size_t error_size) {
    if (error && error_size) error[0] = '\0';
    Parser *ps = calloc(1, sizeof *ps);
    UgCatalog *cat = calloc(1, sizeof *cat);
    if (!ps || !cat) {
        free(ps);
        free(cat);
        if (error && error_size) snprintf(error, error_size, "out of memory");
        return NULL;
    }
    ps->cat = cat;
    ps->error = error;
    ps->error_size = error_size;
    bool ok = true;
    if (!text || len > UG_PO_MAX_BYTES) {
        ok = fail(ps, "the file is larger than %d bytes", UG_PO_MAX_BYTES);
    } else if (memchr(text, '\0', len)) {
        ok = fail(ps, "the file contains a NUL byte");
    }
    size_t pos = 0;
    if (ok && len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) pos = 3; /* a UTF-8 BOM */
    while (ok && pos < len) {
        ps->line++;
        const char *start = text + pos;
        const char *nl = memchr(start, '\n', len - pos);
        const char *end = nl ? nl : text + len;
        ok = parse_line(ps, start, end);
        pos = (size_t)(end - text) + 1;
    }
    if (ok) ok = finish_entry(ps);
    free(ps);
    if (!ok) {
        ug_catalog_free(cat);
        return NULL;
    }
    if (cat->count > 1) qsort(cat->entries, (size_t)cat->count, sizeof *cat->entries, entry_cmp);
    return cat;
}

void ug_catalog_free(UgCatalog *catalog) {
    if (!catalog) return;
    for (int i = 0; i < catalog->count; i++) {
        free(catalog->entries[i].id);
        free(catalog->entries[i].str);
    }
    free(catalog->entries);
    free(catalog);
}

const char *ug_catalog_get(const UgCatalog *catalog, const char *msgid) {
    if (!catalog || !msgid || catalog->count == 0) return msgid;
    Entry key = {(char *)msgid, NULL};
    const Entry *e = bsearch(&key, catalog->entries, (size_t)catalog->count,
                             sizeof *catalog->entries, entry_cmp);
    return e ? e->str : msgid;
}

bool ug_catalog_has(const UgCatalog *catalog, const char *msgid) {
    if (!catalog || !msgid || catalog->count == 0) return false;
    Entry key = {(char *)msgid, NULL};
    return bsearch(&key, catalog->entries, (size_t)catalog->count, sizeof *catalog->entries,
                   entry_cmp) != NULL;
}

int ug_catalog_count(const UgCatalog *catalog) {
    return catalog ? catalog->count : 0;
}

int ug_catalog_refused(const UgCatalog *catalog) {
    return catalog ? catalog->refused : 0;
}
