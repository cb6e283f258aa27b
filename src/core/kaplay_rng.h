/* Kaplay 3001's seeded generator, reproduced bit for bit (classic mode's random numbers).
 *
 * The original keeps its state in a double and steps it with
 *     s = (1103515245 * s + 12345) % 2147483648
 * in IEEE double arithmetic: once 1103515245 * s passes 2^53 the product is rounded to 53 bits,
 * and that rounding is part of the sequence. We emulate the two roundings (after the product and
 * after the sum) in 64-bit integer arithmetic, so the result cannot depend on the compiler's
 * floating-point contraction (a fused multiply-add would skip the first rounding) or the target.
 * The state is therefore always a whole number below 2^32.
 */
#ifndef UG_KAPLAY_RNG_H
#define UG_KAPLAY_RNG_H

#include <stdbool.h>
#include <stdint.h>

typedef struct UgKaplayRng {
    uint64_t s; /* the original's double state; always a whole number < 2^32 */
} UgKaplayRng;

/* randSeed(n). */
void ug_kaplay_seed(UgKaplayRng *rng, uint32_t seed);
/* Advances the state; returns the new state, a whole number in [0, 2^31). gen() is this / 2^31. */
uint32_t ug_kaplay_next(UgKaplayRng *rng);
/* gen(): a double in [0, 1). */
double ug_kaplay_gen(UgKaplayRng *rng);
/* randi(a, b) = floor(a + gen() * (b - a)); the upper bound is excluded (a < b or a > b). */
int32_t ug_kaplay_randi(UgKaplayRng *rng, int32_t a, int32_t b);
/* chance(p) = gen() <= p. */
bool ug_kaplay_chance(UgKaplayRng *rng, double p);
/* choose(list): the index list[randi(0, n)] picks. */
int32_t ug_kaplay_choose(UgKaplayRng *rng, int32_t n);

#endif /* UG_KAPLAY_RNG_H */
