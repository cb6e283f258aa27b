/* libFuzzer target: translation catalogs (.po files, ug_catalog_parse) and formatting with what
 * they hold. A catalog either parses (refusing entries whose conversions differ from their msgid)
 * or is refused with a reason; formatting a refused or odd entry never reads a missing argument. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "i18n.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char error[256];
    UgCatalog *c = ug_catalog_parse((const char *)data, size, error, sizeof error);
    if (!c) {
        if (!error[0]) abort(); /* a refusal always says why */
        return 0;
    }
    static const char *const probes[] = {"Floor %d. Find the stairs >.", "Seed %s", "%s (x%d)",
                                         "You hit the rat (%d).", "Keys"};
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        char out[256];
        UgArg args[2] = {ug_arg_int(7), ug_arg_str("x")};
        ug_i18n_format(out, sizeof out, ug_catalog_get(c, probes[i]), args, 2);
    }
    ug_catalog_free(c);
    return 0;
}
