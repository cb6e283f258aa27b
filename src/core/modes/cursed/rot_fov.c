/* ROT.FOV.PreciseShadowcasting reproduced (see rot_fov.h). Our own C from rot.js's behaviour.
 *
 * The shadow list holds arc boundaries as fractions of a full turn, sorted (strictly: every
 * splice keeps the list increasing), alternately "shadow starts" (even index) and "shadow ends"
 * (odd index). rot.js keeps them as (numerator, denominator) pairs compared by
 * cross-multiplication; here all of them share one denominator (see TURN), and the boundary
 * searches are bisections. Visibility values are the same doubles as rot.js's (the file is
 * compiled without contraction). */
#include "rot_fov.h"

#include <float.h>
#include <string.h>

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "cursed mode needs plain IEEE double arithmetic (on 32-bit x86: -msse2 -mfpmath=sse)"
#endif

/* Every boundary rot.js creates is an arc end (2t +- 1) / (16 r) of a ring r <= the maximum
 * radius, or 0 or 1. All of them are whole multiples of 1 / TURN, TURN = 16 lcm(1..16), so a
 * boundary is kept as that multiple (at most TURN, below 2^24): comparing two is comparing two
 * integers, where rot.js cross-multiplies numerators and denominators. A visible share rot.js
 * computes as one quotient of exact integers, (n1 d2 - n2 d1) / (d1 d2), is here
 * (N1 - N2) / TURN: the same rational number, and IEEE division rounds it the same way. */
#define TURN (16 * 720720) /* 720720 = lcm(1..16), UG_ROT_FOV_MAX_RADIUS = 16 */
_Static_assert(UG_ROT_FOV_MAX_RADIUS == 16, "TURN needs lcm(1..UG_ROT_FOV_MAX_RADIUS)");

typedef UgRotFovShadows Shadows;

/* Array.prototype.splice(at, count, items...) for up to two items. */
static void splice(Shadows *s, int at, int count, int32_t x, int32_t y, int k) {
    if (count < 0) count = 0;
    if (at + count > s->len) count = s->len - at;
    if (k != count) {
        memmove(&s->b[at + k], &s->b[at + count], (size_t)(s->len - at - count) * sizeof(int32_t));
    }
    if (k > 0) s->b[at] = x;
    if (k > 1) s->b[at + 1] = y;
    s->len += k - count;
}

/* The first index whose boundary is >= a (len when none), by bisection (the list is sorted). */
static int first_at_least(const Shadows *s, int32_t a) {
    int lo = 0, hi = s->len;
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (s->b[mid] < a) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo;
}

/* rot.js _checkVisibility(A, B, blocks, shadows), for A <= B: the visible part of the arc in
 * 1 / TURN units (0: not visible; B - A: all of it, where rot.js returns 1 outright). rot.js's
 * value is part / (B - A) in doubles; the visible parts are never negative (the boundary at i1
 * is >= A, the one at i2 <= B), so a cell is reported exactly when the part is not 0. */
static int32_t check_arc(int32_t a, int32_t b, int blocks, Shadows *s) {
    int i1 = first_at_least(s, a);
    int eq_start = i1 < s->len && s->b[i1] == a && !(i1 % 2);
    /* The last index whose boundary is <= b (-1 when none); the list has no repeats. */
    int i2 = first_at_least(s, b);
    if (!(i2 < s->len && s->b[i2] == b)) i2--;
    int eq_end = i2 >= 0 && s->b[i2] == b && (i2 % 2);
    if (i1 == i2 && (eq_start || eq_end)) return 0;
    if (eq_start && eq_end && i1 + 1 == i2 && (i2 % 2)) return 0;
    if (i1 > i2 && (i1 % 2)) return 0;

    int m = i2 - i1 + 1;
    int32_t part;
    if (m % 2) {
        if (i1 % 2) {
            part = b - s->b[i1];
            if (blocks) splice(s, i1, m, b, 0, 1);
        } else {
            part = s->b[i2] - a;
            if (blocks) splice(s, i1, m, a, 0, 1);
        }
    } else {
        if (i1 % 2) {
            part = s->b[i2] - s->b[i1];
            if (blocks) splice(s, i1, m, 0, 0, 0);
        } else {
            if (blocks) splice(s, i1, m, a, b, 2);
            return b - a;
        }
    }
    return part;
}

/* rot.js's visibility value of a part of the arc [a, b]: (part / TURN) / ((b - a) / TURN),
 * both quotients of exact integers as in rot.js (and exactly 1 for the whole arc). */
static double share(int32_t part, int32_t a, int32_t b) {
    return ((double)part / TURN) / ((double)(b - a) / TURN);
}

static int passes(const UgRotFovGrid *g, int x, int y) {
    return x >= 0 && y >= 0 && x < g->width && y < g->height && g->passes[y * g->width + x];
}

/* The ring walk, shared by the three entry points. Reports (or, when `visit` is NULL, counts
 * into *count the reported cells that pass light) rings f->rings + 1 .. radius. With a count,
 * returns 1 as soon as *count reaches `enough` or when the cells left (*left: the passing cells
 * of the square not yet walked) cannot bring it there; else 0. */
static inline int walk(UgRotFov *f, const UgRotFovGrid *grid, int radius, UgRotFovVisit visit,
                       void *ctx, int *count, int *left, int enough) {
    static const int dirs[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}; /* N E S W */
    Shadows *s = &f->shadows;
    for (int r = f->rings + 1; r <= radius && !f->stopped; r++) {
        f->rings = r;
        const int q = 8 * r;
        const int32_t unit = TURN / (2 * q); /* 1 / (2 q) of a turn */
        int x = f->cx - r, y = f->cy + r, t = 0;
        for (int d = 0; d < 4; d++) {
            for (int step = 0; step < 2 * r; step++, t++) {
                const int open = passes(grid, x, y);
                int32_t seen;
                double v = 0;
                if (t) {
                    const int32_t a = (2 * t - 1) * unit, b = (2 * t + 1) * unit;
                    seen = check_arc(a, b, !open, s);
                    if (visit && seen) v = share(seen, a, b);
                } else { /* the arc through 0, as [a, 1] and [0, b] */
                    const int32_t a = (2 * q - 1) * unit, b = unit;
                    const int32_t s1 = check_arc(a, TURN, !open, s), s2 = check_arc(0, b, !open, s);
                    seen = s1 | s2;
                    if (visit && seen) v = (share(s1, a, TURN) + share(s2, 0, b)) / 2;
                }
                if (visit) {
                    if (seen) visit(ctx, x, y, r, v);
                } else if (open) {
                    *count += seen != 0;
                    *left -= 1;
                    if (*count >= enough || *count + *left < enough) return 1;
                }
                if (s->len == 2 && s->b[0] == 0 && s->b[1] == TURN) {
                    f->stopped = 1;
                    return 0;
                }
                x += dirs[d][0];
                y += dirs[d][1];
            }
        }
    }
    return 0;
}

void ug_rot_fov_begin(UgRotFov *f, const UgRotFovGrid *grid, int cx, int cy, UgRotFovVisit visit,
                      void *ctx) {
    f->cx = cx;
    f->cy = cy;
    f->rings = 0;
    f->stopped = !passes(grid, cx, cy);
    f->shadows.len = 0;
    visit(ctx, cx, cy, 0, 1);
}

int ug_rot_fov_extend(UgRotFov *f, const UgRotFovGrid *grid, int radius, UgRotFovVisit visit,
                      void *ctx) {
    if (radius < 0 || radius > UG_ROT_FOV_MAX_RADIUS) return -1;
    walk(f, grid, radius, visit, ctx, NULL, NULL, 0);
    return 0;
}

int ug_rot_fov_compute(const UgRotFovGrid *grid, int cx, int cy, int radius, UgRotFovVisit visit,
                       void *ctx) {
    if (radius < 0 || radius > UG_ROT_FOV_MAX_RADIUS) return -1;
    UgRotFov f;
    ug_rot_fov_begin(&f, grid, cx, cy, visit, ctx);
    walk(&f, grid, radius, visit, ctx, NULL, NULL, 0);
    return 0;
}

int ug_rot_fov_sees_at_least(const UgRotFovGrid *grid, int cx, int cy, int radius, int enough) {
    if (radius < 0 || radius > UG_ROT_FOV_MAX_RADIUS) return -1;
    if (enough <= 0) return 1;
    if (!passes(grid, cx, cy)) return 0; /* only the origin is reported, and it blocks */
    int count = 1, left = 0;             /* the origin */
    for (int y = cy - radius; y <= cy + radius; y++) {
        for (int x = cx - radius; x <= cx + radius; x++) left += passes(grid, x, y);
    }
    left -= 1;
    if (count >= enough) return 1;
    if (count + left < enough) return 0;
    UgRotFov f;
    f.cx = cx;
    f.cy = cy;
    f.rings = 0;
    f.stopped = 0;
    f.shadows.len = 0;
    walk(&f, grid, radius, NULL, NULL, &count, &left, enough);
    return count >= enough;
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
