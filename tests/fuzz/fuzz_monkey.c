/* The monkey (tests/monkey) with libFuzzer choosing its events: every four input bytes seed one
 * random event (monkey.h's params.bytes), played on the real front end headless, with every
 * check of the monkey after each. A finding aborts, so that libFuzzer keeps the input; a crash
 * or a sanitizer report does the same by itself. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "monkey.h"

enum { MAX_BYTES = 4 * 2000 }; /* at most 2,000 events an input: each input stays quick */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    UgMonkeyParams p = {
        .bytes = data,
        .byte_count = size < MAX_BYTES ? size : MAX_BYTES,
        .catalog_dir = UG_I18N_DIR,
        .quiet = true,
    };
    UgMonkey *m = ug_monkey_new(&p);
    if (!m) return 0;
    UgMonkeyReport r;
    ug_monkey_run(m, NULL, 0, &r);
    ug_monkey_free(m);
    if (r.found) {
        fprintf(stderr, "fuzz_monkey: finding after event %ld: %s\n", r.found_at, r.finding);
        abort();
    }
    return 0;
}
