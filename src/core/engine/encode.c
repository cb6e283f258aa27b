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
