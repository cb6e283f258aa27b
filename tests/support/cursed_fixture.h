/* Reading the cursed mode's fixtures: whole files, lines, whitespace-separated tokens, and
 * doubles written as the 16 hex digits of their IEEE bits (tests/reference/cursed_rot.mjs). */
#ifndef UG_TESTS_CURSED_FIXTURE_H
#define UG_TESTS_CURSED_FIXTURE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The file UG_FIXTURES_DIR/cursed/<rel>, NUL-terminated, or NULL when it cannot be read.
 * The caller frees it. */
static inline char *cf_read_file(const char *rel) {
    char path[1024];
    snprintf(path, sizeof path, "%s/cursed/%s", UG_FIXTURES_DIR, rel);
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 65536;
            char *grown = realloc(buf, cap);
            if (!grown) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = grown;
        }
        size_t got = fread(buf + len, 1, 4096, f);
        len += got;
        if (got == 0) break;
    }
    fclose(f);
    buf[len] = '\0';
    return buf;
}

/* The next line of *cursor (NUL-terminated in place, without its newline), or NULL at the
 * end. Empty lines are skipped. */
static inline char *cf_next_line(char **cursor) {
    char *p = *cursor;
    while (*p == '\n' || *p == '\r') p++;
    if (!*p) return NULL;
    char *line = p;
    while (*p && *p != '\n') p++;
    if (*p) *p++ = '\0';
    *cursor = p;
    return line;
}

/* The next space-separated token of *cursor (NUL-terminated in place), or NULL. */
static inline char *cf_next_token(char **cursor) {
    char *p = *cursor;
    while (*p == ' ' || *p == '\t' || *p == '\r') p++;
    if (!*p) return NULL;
    char *tok = p;
    while (*p && *p != ' ' && *p != '\t' && *p != '\r') p++;
    if (*p) *p++ = '\0';
    *cursor = p;
    return tok;
}

static inline double cf_bits_to_double(const char *hex) {
    uint64_t u = strtoull(hex, NULL, 16);
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

static inline uint64_t cf_double_bits(double d) {
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

#endif
