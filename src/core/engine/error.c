#include "undergrid/error.h"

const char *ug_error_message(UgError error) {
    switch (error) {
        case UG_OK:
            return "no error";
        case UG_ERR_ARGUMENT:
            return "an argument is missing or out of range";
        case UG_ERR_NO_MEMORY:
            return "the game ran out of memory";
        case UG_ERR_BAD_SEED:
            return "the seed is not valid for this mode";
        case UG_ERR_BAD_MODE:
            return "that mode cannot be played yet";
        case UG_ERR_BAD_RECORD:
            return "the replay record is damaged or of an unknown version";
        case UG_ERR_TOO_LARGE:
            return "the input is larger than the format allows";
        case UG_ERR_NEWER_RECORD:
            return "the replay record was written by a newer version of Undergrid";
        case UG_ERR_OTHER_RULES:
            return "the recording was played under another revision of the mode's rules";
    }
    return "unknown error";
}
