/* The one place that chooses a mode's view profile. */
#include "profile.h"

static const UgViewProfile *const profiles[UG_MODE_COUNT] = {
    [UG_MODE_CLASSIC] = &ug_view_profile_classic,
    [UG_MODE_SIMPLE] = &ug_view_profile_simple,
    [UG_MODE_ADVENTURE] = &ug_view_profile_adventure,
    [UG_MODE_CURSED] = &ug_view_profile_cursed,
};

const UgViewProfile *ug_view_profile(UgMode mode) {
    const UgViewProfile *p = (unsigned)mode < UG_MODE_COUNT ? profiles[mode] : NULL;
    return p ? p : &ug_view_profile_classic;
}

const UgViewProfile *ug_view_profile_of(const UgGame *game) {
    return game ? ug_view_profile(ug_game_mode(game)) : &ug_view_profile_classic;
}

static const UgMode menu_order[] = {UG_MODE_ADVENTURE, UG_MODE_CLASSIC, UG_MODE_SIMPLE,
                                    UG_MODE_CURSED};

static const char *const titles[UG_MODE_COUNT] = {
    [UG_MODE_CLASSIC] = "Classic",
    [UG_MODE_SIMPLE] = "Simple",
    [UG_MODE_CURSED] = "Cursed",
    [UG_MODE_ADVENTURE] = "Adventure",
};

static const char *const taglines[UG_MODE_COUNT] = {
    [UG_MODE_CLASSIC] = "The Kaplay demo: one-screen floors of rats, goblins and ogres.",
    [UG_MODE_SIMPLE] = "The Japanese tutorial: levels, hunger and an inventory on big floors.",
    [UG_MODE_CURSED] = "Cursed Souls: orbs, curses and bosses in caves.",
    [UG_MODE_ADVENTURE] = "Undergrid's own: creatures with their own speeds, orbs and bosses.",
};

int ug_view_menu_modes(UgMode out[UG_MODE_COUNT]) {
    int n = (int)(sizeof menu_order / sizeof menu_order[0]);
    for (int i = 0; i < n; i++) out[i] = menu_order[i];
    return n;
}

const char *ug_view_mode_title(UgMode mode) {
    return (unsigned)mode < UG_MODE_COUNT && titles[mode] ? titles[mode] : "?";
}

const char *ug_view_mode_tagline(UgMode mode) {
    return (unsigned)mode < UG_MODE_COUNT && taglines[mode] ? taglines[mode] : "";
}

int ug_view_tile_sprite(const UgViewProfile *profile, UgTile tile, bool touches_floor) {
    if (!profile || (unsigned)tile >= UG_TILE_COUNT) return UG_SPR_UNKNOWN;
    if (tile == UG_TILE_ROCK && !touches_floor) return UG_SPR_NONE;
    const uint8_t *sprites =
        profile->tile_sprites ? profile->tile_sprites : ug_view_profile_classic.tile_sprites;
    int s = sprites ? sprites[tile] : 0;
    return s ? s : UG_SPR_UNKNOWN;
}
