/* Our own seeded generator (PCG32, XSH-RR variant), for gameplay streams that do not have to
 * reproduce an original game, and for bots. Integer-only, so identical on every platform. */
#ifndef UG_RNG_H
#define UG_RNG_H

#include <stdint.h>

typedef struct UgRng {
    uint64_t state;
    uint64_t inc;
} UgRng;

/* Seeds a stream; different `stream` values give independent sequences for the same seed. */
void ug_rng_seed(UgRng *rng, uint64_t seed, uint64_t stream);
uint32_t ug_rng_next(UgRng *rng);
/* A whole number in [0, n), without modulo bias; n must be > 0. */
uint32_t ug_rng_below(UgRng *rng, uint32_t n);

/* A double in [0, 1) with 53 random bits (two draws). */
double ug_rng_unit(UgRng *rng);

#endif /* UG_RNG_H */
