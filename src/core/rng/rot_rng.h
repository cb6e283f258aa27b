/* ROT.RNG, the generator of rot.js 0.6 (the build bundled with Cursed Souls), reproduced bit for
 * bit: a multiply-with-carry generator on three doubles, seeded from a number as JavaScript's
 * `ROT.RNG.setSeed` does it. The cursed mode draws every random number of the original from it.
 *
 * Everything is IEEE double arithmetic, as in JavaScript; rot_rng.c is compiled without
 * floating-point contraction and refuses to build where doubles carry excess precision.
 * A UgRotRng is a plain value: copy it to fork the stream. No globals. */
#ifndef UG_ROT_RNG_H
#define UG_ROT_RNG_H

#include <stdint.h>

typedef struct UgRotRng {
    double s0, s1, s2; /* the three state fractions in [0, 1) */
    double c;          /* the carry, an integer kept as a double */
    double seed;       /* what getSeed() returns: the seed after the 1/a rule */
} UgRotRng;

/* ROT.RNG.setSeed(seed): a seed below 1 is replaced by 1 / seed (0 gives +infinity); the state
 * words are the seed's ToUint32 (`>>> 0`: truncate, reduce modulo 2^32; NaN and infinities give
 * 0) and two 69069·n + 1 steps, each computed in double and then reduced the same way. */
void ug_rot_rng_seed(UgRotRng *r, double seed);

/* Seeds from an integer as the game does (Number.parseInt of the seed text, then setSeed): the
 * integer becomes the nearest double. For seeds below 2^53 / 69069 (about 1.3e11, so every
 * 10-digit seed) the state depends only on seed mod 2^32: S and S + 2^32 are the same game. */
void ug_rot_rng_seed_int(UgRotRng *r, uint64_t seed);

/* The cursed level seed (original system.js, startRNG): seed with the game seed S; for
 * level >= 2 draw `level` numbers and reseed with the last one times 10^8 (a fractional seed).
 * Level 1 (or less) is just S. */
void ug_rot_rng_seed_level(UgRotRng *r, uint64_t game_seed, int level);

/* getUniform(): the next double in [0, 1). */
double ug_rot_rng_uniform(UgRotRng *r);

/* The same draw, inlined for hot loops (copy the stream into a local UgRotRng so that it can
 * stay in registers). Safe in any translation unit, contraction or not: every state word is an
 * integer times 2^-32 (seeding truncates to integers; 2091639 * k + c stays below 2^53), so the
 * product, the sum and the difference below are all exact, fused or not, in any precision. The
 * carry is `t | 0`: t lies in [0, 2091640), where ToInt32 is the int32_t conversion. */
static inline double ug_rot_rng_next(UgRotRng *r) {
    double t = 2091639 * r->s0 + r->c * 2.3283064365386963e-10;
    r->s0 = r->s1;
    r->s1 = r->s2;
    r->c = (double)(int32_t)t;
    r->s2 = t - r->c;
    return r->s2;
}

/* The same stream as integers, for long runs of draws: each state word as the integer k with
 * word = k * 2^-32 (k < 2^32), the carry as an integer. A draw is then the multiply-with-carry
 * x = 2091639 k0 + c (below 2^53, which is why the doubles are exact), c = x >> 32, new word
 * x mod 2^32; its value is that word times 2^-32. The carry chain is an add and a shift, where
 * the doubles need two conversions and a multiply-add per draw. */
typedef struct UgRotRngWords {
    uint64_t k0, k1, k2, c;
} UgRotRngWords;

static inline UgRotRngWords ug_rot_rng_words(const UgRotRng *r) {
    UgRotRngWords w = {(uint64_t)(r->s0 * 4294967296.0), (uint64_t)(r->s1 * 4294967296.0),
                       (uint64_t)(r->s2 * 4294967296.0), (uint64_t)r->c};
    return w;
}

/* Writes the words back (the seed is left as it is). */
static inline void ug_rot_rng_set_words(UgRotRng *r, const UgRotRngWords *w) {
    r->s0 = (double)w->k0 * 2.3283064365386963e-10;
    r->s1 = (double)w->k1 * 2.3283064365386963e-10;
    r->s2 = (double)w->k2 * 2.3283064365386963e-10;
    r->c = (double)w->c;
}

/* The next draw as its word: the draw is the returned value times 2^-32. */
static inline uint32_t ug_rot_rng_next_word(UgRotRngWords *w) {
    uint64_t x = 2091639u * w->k0 + w->c;
    w->k0 = w->k1;
    w->k1 = w->k2;
    w->k2 = x & 0xffffffffu;
    w->c = x >> 32;
    return (uint32_t)w->k2;
}

/* getUniformInt(lo, hi): an integer in [min, max] of the two bounds (either order), as
 * floor(U * (max - min + 1)) + min in doubles. One draw. */
int ug_rot_rng_int(UgRotRng *r, int lo, int hi);

/* getPercentage(): 1 + floor(100 * U), in 1..100. One draw. */
int ug_rot_rng_percentage(UgRotRng *r);

#endif
