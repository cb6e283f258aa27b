/* The canonical encoding of a game's state: one writer, used by the hash and by anything else
 * that needs the state as bytes. Every field is written as fixed-width little-endian bytes, in a
 * fixed order, so the bytes (and the hash over them) are the same on every build and platform.
 * Doubles (simple's, which reproduce an original's) are written as their IEEE binary64 bits. */
#ifndef UG_CORE_ENCODE_H
#define UG_CORE_ENCODE_H

#include <stddef.h>
#include <stdint.h>

#include "undergrid/game.h"

/* Where in the game's encoding a mode's encode hook is called. */
typedef enum UgEncodePart {
    UG_ENCODE_STREAMS = 0, /* right after the seed: the mode's own random streams */
    UG_ENCODE_TAIL,        /* after the engine's part: everything else the mode keeps */
} UgEncodePart;

typedef struct UgWriter {
    UgSink sink;
    void *context;
} UgWriter;

void ug_write_bytes(UgWriter *w, const void *bytes, size_t count);
void ug_write_u64(UgWriter *w, uint64_t v);
static inline void ug_write_i64(UgWriter *w, int64_t v) {
    ug_write_u64(w, (uint64_t)v);
}
void ug_write_double(UgWriter *w, double v);

/* 64-bit FNV-1a: the one implementation (the state hash, text seeds). */
uint64_t ug_fnv1a(uint64_t h, const void *bytes, size_t count);
static inline uint64_t ug_fnv1a_start(void) {
    return 14695981039346656037ULL;
}
/* FNV-1a of a text, for turning text seeds into numbers. */
uint64_t ug_hash_text(const char *text);

#endif /* UG_CORE_ENCODE_H */
