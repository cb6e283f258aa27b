#include "kaplay_rng.h"

enum { KAPLAY_A = 1103515245, KAPLAY_C = 12345 };
#define KAPLAY_M 2147483648.0 /* 2^31 */

/* Rounds a whole number to the nearest double (53 significant bits, ties to even), as the
 * original's arithmetic does. v < 2^63, so the result fits. */
static uint64_t round_to_double(uint64_t v) {
    if (v < ((uint64_t)1 << 53)) return v;
    int bits = 0;
    for (uint64_t t = v; t; t >>= 1) bits++;
    int shift = bits - 53;
    uint64_t half = (uint64_t)1 << (shift - 1);
    uint64_t rest = v & (((uint64_t)1 << shift) - 1);
    uint64_t kept = v >> shift;
    if (rest > half || (rest == half && (kept & 1))) kept++;
    return kept << shift;
}

void ug_kaplay_seed(UgKaplayRng *rng, uint32_t seed) {
    rng->s = seed;
}

uint32_t ug_kaplay_next(UgKaplayRng *rng) {
    /* s < 2^32 and A < 2^31, so the exact product fits in 63 bits. */
    uint64_t product = round_to_double((uint64_t)KAPLAY_A * rng->s);
    uint64_t sum = round_to_double(product + KAPLAY_C);
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
