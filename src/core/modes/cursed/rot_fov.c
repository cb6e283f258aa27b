/* ROT.FOV.PreciseShadowcasting reproduced (see rot_fov.h). Our own C from rot.js's behaviour.
 *
 * The shadow list holds arc boundaries as fractions of a full turn (numerator, denominator),
 * sorted, alternately "shadow starts" (even index) and "shadow ends" (odd index), compared by
 * cross-multiplication as rot.js does. Visibility values are computed in doubles in rot.js's
 * order of operations (the file is compiled without contraction). */
#include "rot_fov.h"

#include <float.h>
#include <string.h>

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

typedef struct Frac {
    int32_t n, d;
} Frac;

/* Every processed cell changes the list's length by at most +2 (+4 for the arc through 0). */
#define MAX_SHADOWS                                                                                \
    (2 * 4 * UG_ROT_FOV_MAX_RADIUS * (UG_ROT_FOV_MAX_RADIUS + 1) + 4 * UG_ROT_FOV_MAX_RADIUS + 8)

typedef struct Shadows {
    int len;
    Frac b[MAX_SHADOWS];
} Shadows;

/* Array.prototype.splice(at, count, items...) for up to two items. */
static void splice(Shadows *s, int at, int count, const Frac *items, int k) {
    if (count < 0) count = 0;
    if (at + count > s->len) count = s->len - at;
    memmove(&s->b[at + k], &s->b[at + count], (size_t)(s->len - at - count) * sizeof(Frac));
    for (int i = 0; i < k; i++) s->b[at + i] = items[i];
    s->len += k - count;
}

/* a.n / a.d as a double quotient of two exact integers (as in rot.js). */
static double cross_ratio(int64_t num, int64_t den) {
    return (double)num / (double)den;
}

/* rot.js _checkVisibility(A, B, blocks, shadows). */
static double check_visibility(Frac a, Frac b, int blocks, Shadows *s) {
    if (a.n > b.n) { /* the arc that wraps through 0 */
        Frac one = {a.d, a.d}, zero = {0, 1};
        double v1 = check_visibility(a, one, blocks, s);
        double v2 = check_visibility(zero, b, blocks, s);
        return (v1 + v2) / 2;
    }
    int i1 = 0, eq_start = 0;
    for (; i1 < s->len; i1++) {
        int64_t diff = (int64_t)s->b[i1].n * a.d - (int64_t)a.n * s->b[i1].d;
        if (diff >= 0) {
            if (diff == 0 && !(i1 % 2)) eq_start = 1;
            break;
        }
    }
    int i2 = s->len, eq_end = 0;
    while (i2-- > 0) {
        int64_t diff = (int64_t)b.n * s->b[i2].d - (int64_t)s->b[i2].n * b.d;
        if (diff >= 0) {
            if (diff == 0 && (i2 % 2)) eq_end = 1;
            break;
        }
    }
    /* i2 is -1 when no boundary is <= B (the loop above leaves it there). */
    int visible = 1;
    if (i1 == i2 && (eq_start || eq_end)) {
        visible = 0;
    } else if (eq_start && eq_end && i1 + 1 == i2 && (i2 % 2)) {
        visible = 0;
    } else if (i1 > i2 && (i1 % 2)) {
        visible = 0;
    }
    if (!visible) return 0;

    int m = i2 - i1 + 1;
    double part;
    if (m % 2) {
        if (i1 % 2) {
            Frac l = s->b[i1];
            part = cross_ratio((int64_t)b.n * l.d - (int64_t)l.n * b.d, (int64_t)l.d * b.d);
            if (blocks) splice(s, i1, m, &b, 1);
        } else {
            Frac l = s->b[i2];
            part = cross_ratio((int64_t)l.n * a.d - (int64_t)a.n * l.d, (int64_t)a.d * l.d);
            if (blocks) splice(s, i1, m, &a, 1);
        }
    } else {
        if (i1 % 2) {
            Frac lo = s->b[i1], hi = s->b[i2];
            part = cross_ratio((int64_t)hi.n * lo.d - (int64_t)lo.n * hi.d, (int64_t)lo.d * hi.d);
            if (blocks) splice(s, i1, m, NULL, 0);
        } else {
            if (blocks) {
                Frac ab[2] = {a, b};
                splice(s, i1, m, ab, 2);
            }
            return 1;
        }
    }
    double arc = cross_ratio((int64_t)b.n * a.d - (int64_t)a.n * b.d, (int64_t)a.d * b.d);
    return part / arc;
}

static int passes(const UgRotFovGrid *g, int x, int y) {
    return x >= 0 && y >= 0 && x < g->width && y < g->height && g->passes[y * g->width + x];
}

int ug_rot_fov_compute(const UgRotFovGrid *grid, int cx, int cy, int radius, UgRotFovVisit visit,
                       void *ctx) {
    if (radius < 0 || radius > UG_ROT_FOV_MAX_RADIUS) return -1;
    visit(ctx, cx, cy, 0, 1);
    if (!passes(grid, cx, cy)) return 0;
    Shadows s;
    s.len = 0;
    static const int dirs[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}; /* N E S W */
    for (int r = 1; r <= radius; r++) {
        const int q = 8 * r;
        int x = cx - r, y = cy + r, t = 0;
        for (int d = 0; d < 4; d++) {
            for (int step = 0; step < 2 * r; step++, t++) {
                Frac a = {t ? 2 * t - 1 : 2 * q - 1, 2 * q};
                Frac b = {2 * t + 1, 2 * q};
                int blocks = !passes(grid, x, y);
                double v = check_visibility(a, b, blocks, &s);
                if (v != 0) visit(ctx, x, y, r, v);
                if (s.len == 2 && s.b[0].n == 0 && s.b[1].n == s.b[1].d) return 0;
                x += dirs[d][0];
                y += dirs[d][1];
            }
        }
    }
    return 0;
}

typedef struct ListCtx {
    int *xs, *ys;
    int cap, len;
} ListCtx;

static void list_visit(void *ctx, int x, int y, int r, double visibility) {
    (void)r;
    (void)visibility;
    ListCtx *l = ctx;
    if (l->len < l->cap) {
        l->xs[l->len] = x;
        l->ys[l->len] = y;
    }
    l->len++;
}

int ug_rot_fov_list(const UgRotFovGrid *grid, int cx, int cy, int radius, int *xs, int *ys,
                    int cap) {
    ListCtx l = {xs, ys, cap, 0};
    if (ug_rot_fov_compute(grid, cx, cy, radius, list_visit, &l) < 0) return -1;
    return l.len;
}
