/* SHA-256 (FIPS 180-4), written for the simple mode's floor generator, which draws its random
 * bytes from SHA-256 digests. Pure, integer-only, no allocation. */
#ifndef UG_SHA256_H
#define UG_SHA256_H

#include <stddef.h>
#include <stdint.h>

enum { UG_SHA256_DIGEST = 32, UG_SHA256_BLOCK = 64 };

typedef struct UgSha256 {
    uint32_t h[8];
    uint64_t length; /* bytes hashed so far */
    uint8_t block[UG_SHA256_BLOCK];
    size_t fill; /* bytes waiting in `block` */
} UgSha256;

void ug_sha256_init(UgSha256 *ctx);
void ug_sha256_update(UgSha256 *ctx, const void *data, size_t len);
/* Writes the 32-byte digest; the context must be initialised again before reuse. */
void ug_sha256_final(UgSha256 *ctx, uint8_t out[UG_SHA256_DIGEST]);
/* The digest of one buffer. */
void ug_sha256(const void *data, size_t len, uint8_t out[UG_SHA256_DIGEST]);
/* The digest as 64 lowercase hex digits and a terminating NUL (what the article's jsSHA returns
 * for getHash('HEX')). */
void ug_sha256_hex(const void *data, size_t len, char out[2 * UG_SHA256_DIGEST + 1]);

#endif /* UG_SHA256_H */
