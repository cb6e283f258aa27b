/* View profiles: what truly belongs to one original and not to the rules — its palette, its
 * texts, its title and help, its screen layout and key scheme. One profile per mode, chosen in
 * one place (src/view/modes/profile.c); everything else in the view and the window reads the
 * game's capabilities (ug_game_info) or the profile, never the mode's name. */
#ifndef UG_VIEW_PROFILE_H
#define UG_VIEW_PROFILE_H

#include <stdbool.h>

#include "undergrid/game.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The minimap's colours (a = 0: not drawn). */
typedef struct UgMinimapPalette {
    UgColor unknown; /* a tile never seen */
    UgColor wall_near, wall_far;
    bool walls_by_floor_only; /* only rock that touches floor is drawn */
    UgColor floor_near, floor_far;
    UgColor stairs, potion;
    UgColor item;  /* an item lying on floor */
    UgColor enemy; /* a visible creature (a = 0: the creature's own colour) */
    UgColor player;
} UgMinimapPalette;

/* One sign of the help's legend: a glyph in its colour and what it means (an msgid). */
typedef struct UgLegendEntry {
    uint32_t glyph;
    UgColor color;
    const char *meaning;
    int sprite; /* the same sign as a sprite (UgSprite), for the help in sprite mode */
} UgLegendEntry;

typedef struct UgViewProfile {
    /* Title screen: a heading, then the intro line (a key hint: "> Start"), the description, the
     * start hint; with a saved game waiting, the resume line instead of the start hint (and of
     * the intro and description when describe_when_resuming is false). msgids, NULL: none. */
    const char *title;
    const char *title_intro;
    const char *const *description;
    int description_count;
    const char *start_hint;
    const char *resume_hint; /* %d floor, %d turn */
    bool describe_when_resuming;
    const char *death_hint;
    bool death_to_title;   /* after death a key returns to the title (else it starts a new game) */
    bool turns_from_clock; /* its turns are its clock's whole turns (ug_view_turns) */
    int records_depth;     /* Records' depth achievement: the floor to reach, counted from the
                            * first (the mode's last floor at most) */
    /* Help: the key lines (msgids), then the legend of the board's signs. */
    const char *const *help;
    int help_count;
    /* An About page for a new player (cursed's "About the orbs"), msgids: its title and lines;
     * NULL: none. The modes page and the mode's own help reach it. */
    const char *about_title;
    const char *const *about;
    int about_count;
    const UgLegendEntry *legend;
    int legend_count;
    /* The HUD line of each stat (a msgid with %d / %s), NULL: not shown. The core gives the
     * order. */
    const char *stat_formats[UG_STAT_COUNT];
    /* A stat drawn at the end of the line before it ("ATK 6  DEF 2"), so a long HUD stays short;
     * never the health line (it has the bar under it). */
    bool stat_same_line[UG_STAT_COUNT];
    /* The HUD lists the orb stack, top first ("Orbs: Fire, Ice"), where the game has one. */
    bool hud_orb_stack;
    /* The inventory panel's key hints, msgids: the list open, the verb menu, closed. NULL: simple's
     * ("z: choose   x: close", "z: do it   x: back", "x: open"). */
    const char *inv_hint_open, *inv_hint_menu, *inv_hint_closed;
    /* The inventory opens as the full screen (inventory_view.h; issue 26), not the side list. */
    bool full_inventory;
    /* Looks of the board's tiles, indexed by UgTile. */
    const UgLook *tiles;
    /* The sprite of each board tile (UgSprite, indexed by UgTile; sprites.h). */
    const uint8_t *tile_sprites;
    UgMinimapPalette minimap;
    bool log_colors_by_kind; /* the original's colour per kind of message (else newest brightest) */
    UgMsg first_message;     /* the log line a new game opens with (its a = the floor) */
    /* The rows of the messages only this mode says (words.h; NULL: none, every message it says
     * is common). */
    const struct UgWords *words;
    /* How keys become actions: the key of its controller (src/app/controllers/controllers.c). */
    const char *controller;
    /* Optional: a mode whose screen is its own finishes the frame here, after the common parts
     * were built (cursed: cursed_view.h). NULL: the common frame is all. */
    void (*finish_frame)(UgFrame *frame, const UgGame *game, const UgLog *log,
                         const UgCatalog *catalog, const UgViewState *state);
    /* With finish_frame: how many status lines the mode's own HUD has (the layout makes room
     * for them); 0: the common HUD's count (ug_view_hud_lines). */
    int hud_lines;
} UgViewProfile;

/* The modes as the title menu lists them (ours first, then the originals), written to out[];
 * returns how many. Their names and one-line descriptions (msgids), for every mode, playable
 * or not yet. */
int ug_view_menu_modes(UgMode out[UG_MODE_COUNT]);
const char *ug_view_mode_title(UgMode mode);
const char *ug_view_mode_tagline(UgMode mode);

/* The profile of a mode; a mode without one gets the classic profile's look (never NULL). */
const UgViewProfile *ug_view_profile(UgMode mode);
/* The same for a game (NULL game: the classic profile). */
const UgViewProfile *ug_view_profile_of(const UgGame *game);

/* The sprite of a tile in a profile (rock that touches no floor: none). */
int ug_view_tile_sprite(const UgViewProfile *profile, UgTile tile, bool touches_floor);

extern const UgViewProfile ug_view_profile_classic;
extern const UgViewProfile ug_view_profile_simple;
extern const UgViewProfile ug_view_profile_adventure;
extern const UgViewProfile ug_view_profile_cursed;

/* The mode's About page (its profile's about lines) in the help box (panels.c). */
void ug_view_build_about(UgFrame *f, const UgCatalog *c, const UgViewProfile *profile);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_PROFILE_H */
