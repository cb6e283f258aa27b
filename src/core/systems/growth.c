/* Growth (growth.h). Compiled with floating-point contraction off: the doubles must round as
 * simple's original rounds them, one operation at a time. */
#include <math.h>

#include "systems/growth.h"

#include <float.h>
#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "growth needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

int64_t ug_growth_scale(int64_t v, int tenths, UgGrowthRounding rounding, int64_t max) {
    if (rounding == UG_GROWTH_DOUBLES) {
        /* tenths / 10.0 is correctly rounded: 12 gives the double 1.2, as the literal does. */
        double x = ceil((double)v * ((double)tenths / 10.0));
        if (!(x >= 0)) return 0;
        return x >= (double)max ? max : (int64_t)x;
    }
    if (tenths > 0 && v > (INT64_MAX - 9) / tenths) return max; /* beyond any cap we use */
    int64_t x = (v * tenths + 9) / 10;
    return x > max ? max : x;
}

int ug_growth_level_up(const UgGrowthRule *r, UgGrowth *g) {
    int gained = 0;
    while (g->exp >= g->exp_next && g->level < r->level_cap) {
        g->level++;
        gained++;
        int32_t old = g->max_hp;
        g->max_hp = (int32_t)ug_growth_scale(g->max_hp, r->hp_tenths, r->rounding, INT32_MAX);
        if (r->heals) g->hp += g->max_hp - old;
        g->atk = (int32_t)ug_growth_scale(g->atk, r->atk_tenths, r->rounding, INT32_MAX);
        g->def = (int32_t)ug_growth_scale(g->def, r->def_tenths, r->rounding, INT32_MAX);
        g->exp_next = ug_growth_scale(g->exp_next, r->exp_tenths, r->rounding, r->exp_next_max);
    }
    return gained;
}
