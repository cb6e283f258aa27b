/* libFuzzer target: the settings file (ug_config_parse). It either parses into values within
 * their documented ranges or is refused with a reason. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "config.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    UgConfig c;
    char error[256];
    if (!ug_config_parse((const char *)data, size, &c, error, sizeof error)) {
        if (!error[0]) abort();
        return 0;
    }
    if (c.width < 0 || c.height < 0 || c.width > UG_CONFIG_MAX_SIDE ||
        c.height > UG_CONFIG_MAX_SIDE)
        abort();
    return 0;
}
