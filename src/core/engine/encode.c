#include "engine/encode.h"

#include <string.h>

void ug_write_bytes(UgWriter *w, const void *bytes, size_t count) {
    if (count) w->sink(w->context, bytes, count);
}

void ug_write_u64(UgWriter *w, uint64_t v) {
    unsigned char b[8];
    for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));
    ug_write_bytes(w, b, sizeof b);
}

void ug_write_double(UgWriter *w, double v) {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits); /* IEEE binary64 on every platform we build for */
    ug_write_u64(w, bits);
}

uint64_t ug_fnv1a(uint64_t h, const void *bytes, size_t count) {
    const unsigned char *p = bytes;
    for (size_t i = 0; i < count; i++) {
        h ^= p[i];
        h *= 1099511628211ULL;
    }
    return h;
}

uint64_t ug_hash_text(const char *text) {
    return ug_fnv1a(ug_fnv1a_start(), text, strlen(text));
}

void ug_read_bytes(UgReader *r, void *out, size_t count) {
    if (!r->ok || (size_t)(r->end - r->p) < count) {
        r->ok = false;
        memset(out, 0, count);
        return;
    }
    if (count) memcpy(out, r->p, count);
    r->p += count;
}

uint64_t ug_read_u64(UgReader *r) {
    unsigned char b[8];
    ug_read_bytes(r, b, sizeof b);
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = v << 8 | b[i];
    return v;
}

int64_t ug_read_i64(UgReader *r, int64_t lo, int64_t hi) {
    int64_t v = (int64_t)ug_read_u64(r);
    if (!r->ok || v < lo || v > hi) {
        r->ok = false;
        return lo;
    }
    return v;
}

double ug_read_double(UgReader *r) {
    uint64_t bits = ug_read_u64(r);
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}
