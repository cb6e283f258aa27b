/* The simple article's random generator (seeds/003, `Random`), reproduced exactly: a stream of
 * bytes read from SHA-256 digests of the seed text. Pure functions over a caller's value. */
#ifndef UG_SHA_RANDOM_H
#define UG_SHA_RANDOM_H

#include <stddef.h>
#include <stdint.h>

#include "rng/sha256.h"

/* The article's Random: the SHA-256 of the seed text as 64 lowercase hex digits; each byte()
 * reads the next pair of digits; after 32 bytes the hex text itself is hashed again. */
typedef struct UgSimpleRandom {
    uint8_t digest[UG_SHA256_DIGEST]; /* the current hash, as bytes */
    int pointer;                      /* bytes of it used so far, 0..32 */
} UgSimpleRandom;

/* Seeds the generator with `len` bytes of text (UTF-8, as jsSHA's 'TEXT' input encodes it). */
void ug_simple_random_init(UgSimpleRandom *r, const char *text, size_t len);
int ug_simple_random_byte(UgSimpleRandom *r);
/* byte() % max. The original throws unless 1 <= max <= 256; callers keep to that range (0 is
 * returned outside it). */
int ug_simple_random_num(UgSimpleRandom *r, int max);
/* byte() / 256, returned as the byte itself: callers compare `byte <= 256 * p` exactly. */
int ug_simple_random_fraction256(UgSimpleRandom *r);
/* The article's select(table): one num(sum of weights), then the first entry whose running sum
 * exceeds it. Returns the index of the chosen entry; weights must be positive, sum <= 256. */
int ug_simple_random_select(UgSimpleRandom *r, const int *weights, int count);

#endif /* UG_SHA_RANDOM_H */
