/* The canonical encoding of a game's state: one writer, used by the hash and by anything else
 * that needs the state as bytes. Every field is written as fixed-width little-endian bytes, in a
 * fixed order, so the bytes (and the hash over them) are the same on every build and platform.
 * Doubles (simple's, which reproduce an original's) are written as their IEEE binary64 bits. */
#ifndef UG_CORE_ENCODE_H
#define UG_CORE_ENCODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/game.h"

/* Where in the game's encoding a mode's encode hook is called. */
typedef enum UgEncodePart {
    UG_ENCODE_STREAMS = 0, /* right after the seed: the mode's own random streams */
    UG_ENCODE_TAIL,        /* after the engine's part: everything else the mode keeps */
    /* A snapshot's (snapshot.c) last part, never hashed: what the mode keeps outside the
     * canonical encoding (derived counts the hash leaves out). Called only for modes with a
     * decode hook. */
    UG_ENCODE_EXTRA,
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

/* The reader of an encoding (a snapshot, untrusted bytes): every read is bounded; a read past
 * the end or a value outside [lo, hi] clears `ok` and gives lo (0 for the unbounded ones), so a
 * decoder may read on and check `ok` once. */
typedef struct UgReader {
    const unsigned char *p, *end;
    bool ok;
} UgReader;

void ug_read_bytes(UgReader *r, void *out, size_t count);
uint64_t ug_read_u64(UgReader *r);
int64_t ug_read_i64(UgReader *r, int64_t lo, int64_t hi);
double ug_read_double(UgReader *r);

/* 64-bit FNV-1a: the one implementation (the state hash, text seeds). */
uint64_t ug_fnv1a(uint64_t h, const void *bytes, size_t count);
static inline uint64_t ug_fnv1a_start(void) {
    return 14695981039346656037ULL;
}
/* FNV-1a of a text, for turning text seeds into numbers. */
uint64_t ug_hash_text(const char *text);

#endif /* UG_CORE_ENCODE_H */
