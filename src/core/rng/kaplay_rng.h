/* Kaplay 3001's seeded generator, reproduced bit for bit (classic mode's random numbers).
 *
 * The original keeps its state in a double and steps it with
 *     s = (1103515245 * s + 12345) % 2147483648
 * in IEEE double arithmetic: once 1103515245 * s passes 2^53 the product is rounded to 53 bits,
 * and that rounding is part of the sequence. We emulate the two roundings (after the product and
 * after the sum) in 64-bit integer arithmetic, so the result cannot depend on the compiler's
 * floating-point contraction (a fused multiply-add would skip the first rounding) or the target.
 * The state is therefore always a whole number below 2^32.
 *
 * Everything is inline: floor generation is one long chain of draws, each waiting on the one
 * before, so the step is kept short and its state in a register (callers copy the generator into
 * a local while they draw; see classic.c).
 */
#ifndef UG_KAPLAY_RNG_H
#define UG_KAPLAY_RNG_H

#include <stdbool.h>
#include <stdint.h>

typedef struct UgKaplayRng {
    uint64_t s; /* the original's double state; always a whole number < 2^32 */
} UgKaplayRng;

enum { UG_KAPLAY_A = 1103515245, UG_KAPLAY_C = 12345 };

/* The number of significant bits of v | 1. */
static inline int ug_kaplay_bit_length(uint64_t v) {
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
static inline uint64_t ug_kaplay_round_at(uint64_t v, int shift) {
    uint64_t half = (uint64_t)1 << (shift - 1);
    return (v + half - 1 + ((v >> shift) & 1)) & ~((half << 1) - 1);
}

/* Rounds a whole number v < 2^63 to the nearest double (53 significant bits, ties to even). */
static inline uint64_t ug_kaplay_round_to_double(uint64_t v) {
    int shift = ug_kaplay_bit_length(v) - 53;
    return shift > 0 ? ug_kaplay_round_at(v, shift) : v;
}

/* One step of the original, from state s (< 2^32) to the next state (< 2^31). */
static inline uint64_t ug_kaplay_step(uint64_t s) {
    uint64_t product = (uint64_t)UG_KAPLAY_A * s; /* exact: < 2^63 */
    int shift = ug_kaplay_bit_length(product) - 53;
    if (shift >= 2) {
        /* The usual case. The rounded product is a multiple of 2^shift, so rounding the sum at
         * the same precision adds C rounded on its own (C's low bits are never a tie for
         * shift >= 2), and that rounding of C waits on nothing but `shift`. Only when the sum
         * carries into a new top bit does the precision change: then the general path. */
        uint64_t rounded = ug_kaplay_round_at(product, shift);
        if (!((rounded + UG_KAPLAY_C) >> (shift + 53)))
            return (rounded + ug_kaplay_round_at(UG_KAPLAY_C, shift)) & 0x7fffffffu;
        return ug_kaplay_round_to_double(rounded + UG_KAPLAY_C) & 0x7fffffffu;
    }
    /* fmod by 2^31 of a whole number is exact: keep the low 31 bits. */
    return ug_kaplay_round_to_double(ug_kaplay_round_to_double(product) + UG_KAPLAY_C) &
           0x7fffffffu;
}

/* randSeed(n). */
static inline void ug_kaplay_seed(UgKaplayRng *rng, uint32_t seed) {
    rng->s = seed;
}

/* Advances the state; returns the new state, a whole number in [0, 2^31). gen() is this / 2^31. */
static inline uint32_t ug_kaplay_next(UgKaplayRng *rng) {
    rng->s = ug_kaplay_step(rng->s);
    return (uint32_t)rng->s;
}

/* gen(): a double in [0, 1) (division by a power of two is exact). */
static inline double ug_kaplay_gen(UgKaplayRng *rng) {
    return (double)ug_kaplay_next(rng) / 2147483648.0;
}

/* randi(a, b) = floor(a + gen() * (b - a)) for the draw that left the generator in `state`;
 * the upper bound is excluded (a < b or a > b). Computed as a + floor(state * (b - a) / 2^31):
 * for the small ranges used here every intermediate of the double expression is exact, so the
 * two agree (a test checks it). */
static inline int32_t ug_kaplay_randi_of(uint32_t state, int32_t a, int32_t b) {
    int64_t scaled = (int64_t)state * ((int64_t)b - a);
    int64_t q = scaled >= 0 ? scaled >> 31 : -((-scaled + 0x7fffffff) >> 31);
    return (int32_t)(a + q);
}

/* randi(a, b): draws, then scales as above. */
static inline int32_t ug_kaplay_randi(UgKaplayRng *rng, int32_t a, int32_t b) {
    return ug_kaplay_randi_of(ug_kaplay_next(rng), a, b);
}

/* chance(p) = gen() <= p, for the draw that left the generator in `state`, and drawing. */
static inline bool ug_kaplay_chance_of(uint32_t state, double p) {
    return (double)state / 2147483648.0 <= p;
}
static inline bool ug_kaplay_chance(UgKaplayRng *rng, double p) {
    return ug_kaplay_chance_of(ug_kaplay_next(rng), p);
}

/* choose(list): the index list[randi(0, n)] picks. */
static inline int32_t ug_kaplay_choose(UgKaplayRng *rng, int32_t n) {
    return ug_kaplay_randi(rng, 0, n);
}

#endif /* UG_KAPLAY_RNG_H */
