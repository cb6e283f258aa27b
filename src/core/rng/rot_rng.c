/* ROT.RNG reproduced (see rot_rng.h). Our own C from rot.js's documented behaviour.
 *
 * Compiled with -ffp-contract=off (src/core/CMakeLists.txt): 2091639·s0 + c·F must round the
 * product and the sum separately, as JavaScript does. */
#include "rot_rng.h"

#include <math.h>

/* JavaScript rounds every double operation once. A target that keeps doubles in wider
 * registers (x87, FLT_EVAL_METHOD 2) rounds twice and would draw other numbers: refuse to
 * build there rather than play a different game. */
#include <float.h>
#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

#define ROT_FRAC 2.3283064365386963e-10 /* 2^-32, exactly */
#define TWO_32   4294967296.0

/* ECMAScript ToUint32 on a double: truncate toward zero, then reduce modulo 2^32 into
 * [0, 2^32). fmod is exact, so the result is exact. */
static double to_uint32(double a) {
    if (!isfinite(a)) return 0.0;
    double t = fmod(trunc(a), TWO_32);
    if (t < 0) t += TWO_32;
    return t + 0.0; /* -0 becomes +0 */
}

void ug_rot_rng_seed(UgRotRng *r, double a) {
    if (a < 1) a = 1 / a;
    r->seed = a;
    r->s0 = to_uint32(a) * ROT_FRAC;
    double n1 = to_uint32(69069 * a + 1);
    r->s1 = n1 * ROT_FRAC;
    r->s2 = to_uint32(69069 * n1 + 1) * ROT_FRAC;
    r->c = 1;
}

void ug_rot_rng_seed_int(UgRotRng *r, uint64_t seed) {
    ug_rot_rng_seed(r, (double)seed);
}

void ug_rot_rng_seed_level(UgRotRng *r, uint64_t game_seed, int level) {
    ug_rot_rng_seed_int(r, game_seed);
    if (level < 2) return;
    double v = 0;
    for (int i = 0; i < level; i++) v = ug_rot_rng_next(r);
    ug_rot_rng_seed(r, v * 100000000.0);
}

double ug_rot_rng_uniform(UgRotRng *r) {
    return ug_rot_rng_next(r);
}

int ug_rot_rng_int(UgRotRng *r, int lo, int hi) {
    int max = lo > hi ? lo : hi;
    int min = lo > hi ? hi : lo;
    return (int)floor(ug_rot_rng_next(r) * ((double)max - min + 1)) + min;
}

int ug_rot_rng_percentage(UgRotRng *r) {
    return 1 + (int)floor(100 * ug_rot_rng_next(r));
}
