/* The one place that chooses a mode's view profile. */
#include "profile.h"

static const UgViewProfile *const profiles[UG_MODE_COUNT] = {
    [UG_MODE_CLASSIC] = &ug_view_profile_classic,
    [UG_MODE_SIMPLE] = &ug_view_profile_simple,
    [UG_MODE_CURSED] = &ug_view_profile_cursed,
};

const UgViewProfile *ug_view_profile(UgMode mode) {
    const UgViewProfile *p = (unsigned)mode < UG_MODE_COUNT ? profiles[mode] : NULL;
    return p ? p : &ug_view_profile_classic;
}

const UgViewProfile *ug_view_profile_of(const UgGame *game) {
    return game ? ug_view_profile(ug_game_mode(game)) : &ug_view_profile_classic;
}
