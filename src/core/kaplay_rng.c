#include "kaplay_rng.h"

enum { KAPLAY_A = 1103515245, KAPLAY_C = 12345 };
#define KAPLAY_M 2147483648.0 /* 2^31 */

/* The number of significant bits of v | 1. */
static inline int bit_length(uint64_t v) {
#if defined(__GNUC__) || defined(__clang__)
    return 64 - __builtin_clzll(v | 1);
#else
    int bits = 0;
    for (v |= 1; v; v >>= 1) bits++;
    return bits;
#endif
}

/* Rounds v to a multiple of 2^shift (shift >= 1), to nearest with ties to even: adding half a
 * unit less one, plus the kept part's lowest bit, then truncating does exactly that. */
static inline uint64_t round_at(uint64_t v, int shift) {
    uint64_t half = (uint64_t)1 << (shift - 1);
    return ((v + half - 1 + ((v >> shift) & 1)) >> shift) << shift;
}

/* Rounds a whole number v < 2^63 to the nearest double (53 significant bits, ties to even). */
static inline uint64_t round_to_double(uint64_t v) {
    int shift = bit_length(v) - 53;
    return shift > 0 ? round_at(v, shift) : v;
}

void ug_kaplay_seed(UgKaplayRng *rng, uint32_t seed) {
    rng->s = seed;
}

uint32_t ug_kaplay_next(UgKaplayRng *rng) {
    /* s < 2^32 and A < 2^31, so the exact product fits in 63 bits. */
    uint64_t product = (uint64_t)KAPLAY_A * rng->s;
    int shift = bit_length(product) - 53;
    uint64_t sum;
    if (shift > 0) {
        /* The usual case, kept short because every draw waits on the previous one: the sum
         * rounds at the product's precision unless adding C carried into a new top bit. */
        sum = round_at(product, shift) + KAPLAY_C;
        sum = sum >> (shift + 53) ? round_to_double(sum) : round_at(sum, shift);
    } else {
        sum = round_to_double(product + KAPLAY_C);
    }
    rng->s = sum & 0x7fffffffu; /* fmod by 2^31 of a whole number is exact */
    return (uint32_t)rng->s;
}

double ug_kaplay_gen(UgKaplayRng *rng) {
    return (double)ug_kaplay_next(rng) / KAPLAY_M;
}

int32_t ug_kaplay_randi(UgKaplayRng *rng, int32_t a, int32_t b) {
    /* floor(a + s/2^31 * (b - a)) = a + floor(s * (b - a) / 2^31): for the small ranges used
     * here every intermediate of the double expression is exact, so the two agree. */
    int64_t scaled = (int64_t)ug_kaplay_next(rng) * ((int64_t)b - a);
    int64_t q = scaled >= 0 ? scaled >> 31 : -((-scaled + 0x7fffffff) >> 31);
    return (int32_t)(a + q);
}

bool ug_kaplay_chance(UgKaplayRng *rng, double p) {
    return ug_kaplay_gen(rng) <= p;
}

int32_t ug_kaplay_choose(UgKaplayRng *rng, int32_t n) {
    return ug_kaplay_randi(rng, 0, n);
}
