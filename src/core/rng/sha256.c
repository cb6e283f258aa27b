/* SHA-256 as FIPS 180-4 specifies it: 64 rounds over 512-bit blocks, big-endian words. */
#include "rng/sha256.h"

#include <string.h>

/* The first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
static const uint32_t round_constants[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u,
    0xab1c5ed5u, 0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu,
    0x9bdc06a7u, 0xc19bf174u, 0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu,
    0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau, 0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u,
    0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u, 0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu,
    0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u, 0xa2bfe8a1u, 0xa81a664bu,
    0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u, 0x19a4c116u,
    0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u,
    0xc67178f2u,
};

/* round_constants[i] + w[i] for the padding block of a 64-byte message (0x80, zeros, the bit
 * length 512): the second block of every rehash in simple's Random is this one, so its message
 * schedule is worked out once, here (by a throwaway script; the streaming path checks it). */
static const uint32_t pad64_kw[64] = {
    0xc28a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u,
    0xab1c5ed5u, 0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu,
    0x9bdc06a7u, 0xc19bf374u, 0x649b69c1u, 0xf0fe4786u, 0x0fe1edc6u, 0x240cf254u, 0x4fe9346fu,
    0x6cc984beu, 0x61b9411eu, 0x16f988fau, 0xf2c65152u, 0xa88e5a6du, 0xb019fc65u, 0xb9d99ec7u,
    0x9a1231c3u, 0xe70eeaa0u, 0xfdb1232bu, 0xc7353eb0u, 0x3069bad5u, 0xcb976d5fu, 0x5a0f118fu,
    0xdc1eeefdu, 0x0a35b689u, 0xde0b7a04u, 0x58f4ca9du, 0xe15d5b16u, 0x007f3e86u, 0x37088980u,
    0xa507ea32u, 0x6fab9537u, 0x17406110u, 0x0d8cd6f1u, 0xcdaa3b6du, 0xc0bbbe37u, 0x83613bdau,
    0xdb48a363u, 0x0b02e931u, 0x6fd15ca7u, 0x521afacau, 0x31338431u, 0x6ed41a95u, 0x6d437890u,
    0xc39c91f2u, 0x9eccabbdu, 0xb5c9a0e6u, 0x532fb63cu, 0xd2c741c6u, 0x07237ea3u, 0xa4954b68u,
    0x4c191d76u};

static uint32_t rotr(uint32_t v, int n) {
    return (v >> n) | (v << (32 - n));
}

/* The 64 rounds, given round_constants[i] + w[i] for each. */
static void rounds(uint32_t h[8], const uint32_t kw[64]) {
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kw[i];
        uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        k = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
}

static void compress(uint32_t h[8], const uint8_t *block) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)block[4 * i] << 24 | (uint32_t)block[4 * i + 1] << 16 |
               (uint32_t)block[4 * i + 2] << 8 | (uint32_t)block[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    for (int i = 0; i < 64; i++) w[i] += round_constants[i];
    rounds(h, w);
}

void ug_sha256_init(UgSha256 *ctx) {
    /* The first 32 bits of the fractional parts of the square roots of the first 8 primes. */
    static const uint32_t initial[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                                        0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
    memcpy(ctx->h, initial, sizeof initial);
    ctx->length = 0;
    ctx->fill = 0;
}

void ug_sha256_update(UgSha256 *ctx, const void *data, size_t len) {
    const uint8_t *p = data;
    ctx->length += len;
    if (ctx->fill) {
        size_t take = UG_SHA256_BLOCK - ctx->fill < len ? UG_SHA256_BLOCK - ctx->fill : len;
        memcpy(ctx->block + ctx->fill, p, take);
        ctx->fill += take;
        p += take;
        len -= take;
        if (ctx->fill < UG_SHA256_BLOCK) return;
        compress(ctx->h, ctx->block);
        ctx->fill = 0;
    }
    for (; len >= UG_SHA256_BLOCK; p += UG_SHA256_BLOCK, len -= UG_SHA256_BLOCK)
        compress(ctx->h, p);
    memcpy(ctx->block, p, len);
    ctx->fill = len;
}

void ug_sha256_final(UgSha256 *ctx, uint8_t out[UG_SHA256_DIGEST]) {
    uint64_t bits = ctx->length * 8;
    /* Padding: one 1 bit, zeros up to 56 mod 64 bytes, then the bit length, big-endian. */
    ctx->block[ctx->fill++] = 0x80;
    if (ctx->fill > UG_SHA256_BLOCK - 8) {
        memset(ctx->block + ctx->fill, 0, UG_SHA256_BLOCK - ctx->fill);
        compress(ctx->h, ctx->block);
        ctx->fill = 0;
    }
    memset(ctx->block + ctx->fill, 0, UG_SHA256_BLOCK - 8 - ctx->fill);
    for (int i = 0; i < 8; i++) ctx->block[UG_SHA256_BLOCK - 1 - i] = (uint8_t)(bits >> (8 * i));
    compress(ctx->h, ctx->block);
    for (int i = 0; i < 8; i++) {
        out[4 * i] = (uint8_t)(ctx->h[i] >> 24);
        out[4 * i + 1] = (uint8_t)(ctx->h[i] >> 16);
        out[4 * i + 2] = (uint8_t)(ctx->h[i] >> 8);
        out[4 * i + 3] = (uint8_t)ctx->h[i];
    }
}

void ug_sha256(const void *data, size_t len, uint8_t out[UG_SHA256_DIGEST]) {
    UgSha256 ctx;
    ug_sha256_init(&ctx);
    if (len == UG_SHA256_BLOCK) { /* the rehash's case: one data block, one known padding block */
        compress(ctx.h, data);
        rounds(ctx.h, pad64_kw);
        for (int i = 0; i < 8; i++) {
            out[4 * i] = (uint8_t)(ctx.h[i] >> 24);
            out[4 * i + 1] = (uint8_t)(ctx.h[i] >> 16);
            out[4 * i + 2] = (uint8_t)(ctx.h[i] >> 8);
            out[4 * i + 3] = (uint8_t)ctx.h[i];
        }
        return;
    }
    ug_sha256_update(&ctx, data, len);
    ug_sha256_final(&ctx, out);
}

void ug_sha256_hex(const void *data, size_t len, char out[2 * UG_SHA256_DIGEST + 1]) {
    static const char digits[] = "0123456789abcdef";
    uint8_t digest[UG_SHA256_DIGEST];
    ug_sha256(data, len, digest);
    for (int i = 0; i < UG_SHA256_DIGEST; i++) {
        out[2 * i] = digits[digest[i] >> 4];
        out[2 * i + 1] = digits[digest[i] & 15];
    }
    out[2 * UG_SHA256_DIGEST] = '\0';
}
