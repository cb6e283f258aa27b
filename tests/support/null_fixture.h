/* The null platform the scenes tests run on (tests/app, tests/audio): `np`, made afresh before
 * each test by setup and freed by teardown (cmocka_unit_test_setup_teardown). Define
 * UG_NULL_FIXTURE_ENTROPY (the platform's entropy: the seed a game without one draws) before
 * including it; header-only, include it after <cmocka.h>. */
#ifndef UG_TESTS_NULL_FIXTURE_H
#define UG_TESTS_NULL_FIXTURE_H

#include "platform_null.h"

#ifndef UG_NULL_FIXTURE_ENTROPY
#error "define UG_NULL_FIXTURE_ENTROPY before including null_fixture.h"
#endif

static UgNullPlatform *np;

static int setup(void **state) {
    (void)state;
    np = ug_null_platform_new(&(UgNullParams){.entropy = UG_NULL_FIXTURE_ENTROPY});
    return np ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    ug_null_platform_free(np);
    np = NULL;
    return 0;
}

#endif /* UG_TESTS_NULL_FIXTURE_H */
