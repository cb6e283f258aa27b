#include "engine/text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void append(UgText *t, const char *s, size_t n) {
    if (t->buf && t->len + 1 < t->size) {
        size_t room = t->size - 1 - t->len;
        size_t k = n < room ? n : room;
        memcpy(t->buf + t->len, s, k);
        t->buf[t->len + k] = '\0';
    }
    t->len += n;
}

void ug_text_put(UgText *t, const char *s) {
    append(t, s, strlen(s));
}

void ug_text_printf(UgText *t, const char *fmt, ...) {
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    /* Every caller formats numbers and short names: 256 bytes is a contract, not a guess. */
    append(t, small, (size_t)n < sizeof small ? (size_t)n : sizeof small - 1);
}

/* The length of the valid UTF-8 sequence at p (1..4), or 0 if it is not one. */
static size_t utf8_length(const unsigned char *p) {
    if (p[0] < 0x80) return 1;
    size_t n = p[0] >= 0xF0 && p[0] <= 0xF4 ? 4 : p[0] >= 0xE0 ? 3 : p[0] >= 0xC2 ? 2 : 0;
    if (n == 0 || p[0] > 0xF4) return 0;
    for (size_t i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80) return 0;
    /* No overlong three- or four-byte forms, no surrogates, nothing above U+10FFFF. */
    if (n == 3 && ((p[0] == 0xE0 && p[1] < 0xA0) || (p[0] == 0xED && p[1] >= 0xA0))) return 0;
    if (n == 4 && ((p[0] == 0xF0 && p[1] < 0x90) || (p[0] == 0xF4 && p[1] >= 0x90))) return 0;
    return n;
}

void ug_text_json_string(UgText *t, const char *s) {
    append(t, "\"", 1);
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        if (*p == '"' || *p == '\\') {
            char esc[2] = {'\\', (char)*p};
            append(t, esc, 2);
            p++;
        } else if (*p < 0x20) {
            ug_text_printf(t, "\\u%04x", *p);
            p++;
        } else {
            size_t n = utf8_length(p);
            if (n == 0) {
                append(t, "\xEF\xBF\xBD", 3); /* U+FFFD for a byte that is not UTF-8 */
                p++;
            } else {
                append(t, (const char *)p, n);
                p += n;
            }
        }
    }
    append(t, "\"", 1);
}
