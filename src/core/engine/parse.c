#include "undergrid/parse.h"

#include <limits.h>

bool ug_parse_int(const char *s, size_t len, long lo, long hi, long *out) {
    if (!s || len == 0) return false;
    size_t i = 0;
    bool negative = s[0] == '-';
    if (negative) i++;
    if (i == len) return false;
    /* Accumulate as a negative number, which reaches LONG_MIN without overflow. */
    long v = 0;
    for (; i < len; i++) {
        if (s[i] < '0' || s[i] > '9') return false;
        int d = s[i] - '0';
        if (v < (LONG_MIN + d) / 10) return false;
        v = v * 10 - d;
    }
    if (!negative) {
        if (v == LONG_MIN) return false;
        v = -v;
    }
    if (v < lo || v > hi) return false;
    *out = v;
    return true;
}
