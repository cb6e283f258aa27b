/* A small JSON reader for the cursed fixtures' tests: the spans of an object's fields and of an
 * array's items, found in place (no allocation, no unescaping: the fixtures hold no escapes but
 * "\\"). Shared by test_cursed_play_fidelity.c and test_cursed_random_keys.c. */
#ifndef UG_TESTS_CURSED_JSON_H
#define UG_TESTS_CURSED_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

typedef struct Span {
    const char *p;
    size_t n;
} Span;

/* The end of the JSON value starting at p (a string, an object, an array or a scalar). */
static inline const char *value_end(const char *p) {
    int depth = 0;
    bool in_string = false;
    for (; *p; p++) {
        char c = *p;
        if (in_string) {
            if (c == '\\' && p[1])
                p++;
            else if (c == '"') {
                in_string = false;
                if (depth == 0) return p + 1;
            }
            continue;
        }
        if (c == '"')
            in_string = true;
        else if (c == '{' || c == '[')
            depth++;
        else if (c == '}' || c == ']') {
            if (depth == 0) return p;
            if (--depth == 0) return p + 1;
        } else if (depth == 0 && (c == ',' || c == '\n'))
            return p;
    }
    return p;
}

/* Field `key` of the object `obj`; false if it has none. */
static inline bool field(Span obj, const char *key, Span *out) {
    *out = (Span){0}; /* set on every path: gcc -O3 cannot see through the callers' checks */
    const char *p = obj.p, *end = obj.p + obj.n;
    if (p >= end || *p != '{') return false;
    p++;
    size_t klen = strlen(key);
    while (p < end && *p != '}') {
        if (*p == ',') p++;
        if (*p != '"') return false;
        const char *k = p + 1;
        const char *kend = value_end(p) - 1;
        p = kend + 2; /* past the quote and the colon */
        const char *v = p;
        p = value_end(p);
        if ((size_t)(kend - k) == klen && memcmp(k, key, klen) == 0) {
            out->p = v;
            out->n = (size_t)(p - v);
            return true;
        }
    }
    return false;
}

/* Item i of the array `arr`; false past its end. */
static inline bool item(Span arr, int i, Span *out) {
    *out = (Span){0};
    const char *p = arr.p, *end = arr.p + arr.n;
    if (p >= end || *p != '[') return false;
    p++;
    for (int k = 0; p < end && *p != ']'; k++) {
        if (*p == ',') p++;
        const char *v = p;
        p = value_end(p);
        if (k == i) {
            out->p = v;
            out->n = (size_t)(p - v);
            return true;
        }
    }
    return false;
}

static inline Span span_of(const char *s) {
    Span sp = {s, strlen(s)};
    return sp;
}

static inline bool span_eq(Span a, Span b) {
    return a.n == b.n && memcmp(a.p, b.p, a.n) == 0;
}

#endif
