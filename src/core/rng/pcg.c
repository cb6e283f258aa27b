#include "rng/pcg.h"

void ug_rng_seed(UgRng *rng, uint64_t seed, uint64_t stream) {
    rng->state = 0;
    rng->inc = (stream << 1) | 1u;
    ug_rng_next(rng);
    rng->state += seed;
    ug_rng_next(rng);
}

uint32_t ug_rng_next(UgRng *rng) {
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ULL + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((32 - rot) & 31));
}

uint32_t ug_rng_below(UgRng *rng, uint32_t n) {
    uint32_t threshold = (uint32_t)(-n) % n; /* 2^32 mod n: reject the short final bucket */
    for (;;) {
        uint32_t r = ug_rng_next(rng);
        if (r >= threshold) return r % n;
    }
}

double ug_rng_unit(UgRng *rng) {
    uint64_t hi = ug_rng_next(rng) >> 5, lo = ug_rng_next(rng) >> 6; /* 27 + 26 bits */
    return (double)(hi << 26 | lo) * (1.0 / 9007199254740992.0);
}
