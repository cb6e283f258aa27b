/* Adventure's monster lookup by id (index_of in src/core/modes/adventure/adv_internal.h): a
 * binary search over the id-sorted list with the plain scan behind it. Guards against the fast
 * path giving another answer than the scan, on sorted lists (the usual case), on lists in any
 * order (a path that appends an older id) and for ids that are not there. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/adventure/adv_internal.h"

static uint64_t rng_state;
static uint32_t rnd(uint32_t n) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33) % n;
}

static int scan(const UgGame *g, UgId id) {
    for (int i = 0; i < g->monster_count; i++)
        if (g->monsters[i].id == id) return i;
    return -1;
}

static void check_every_id(const UgGame *g, UgId top) {
    for (UgId id = 0; id <= top + 1; id++) assert_int_equal(index_of(g, id), scan(g, id));
}

static void fill(UgGame *g, int n, UgId *top) {
    UgId id = 1;
    g->monster_count = n;
    for (int i = 0; i < n; i++) {
        id += 1 + rnd(4);
        g->monsters[i].id = id;
    }
    *top = id;
}

static void test_sorted_lists(void **state) {
    (void)state;
    UgGame *g = calloc(1, sizeof *g);
    assert_non_null(g);
    rng_state = 3;
    for (int n = 0; n <= UG_MAX_MONSTERS; n++) {
        UgId top;
        fill(g, n, &top);
        check_every_id(g, top);
    }
    free(g);
}

static void test_lists_in_any_order(void **state) {
    (void)state;
    UgGame *g = calloc(1, sizeof *g);
    assert_non_null(g);
    rng_state = 5;
    for (int round = 0; round < 400; round++) {
        UgId top;
        fill(g, 1 + (int)rnd(UG_MAX_MONSTERS), &top);
        int swaps = 1 + (int)rnd(4);
        for (int k = 0; k < swaps; k++) {
            int a = (int)rnd((uint32_t)g->monster_count), b = (int)rnd((uint32_t)g->monster_count);
            UgMonster t = g->monsters[a];
            g->monsters[a] = g->monsters[b];
            g->monsters[b] = t;
        }
        check_every_id(g, top);
    }
    free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sorted_lists),
        cmocka_unit_test(test_lists_in_any_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
