/* Game -> Frame. See view.h. Every string here is an msgid looked up in the catalog. */
#include "view.h"

#include "undergrid/auto.h"

#include "menu.h"
#include "keys_view.h"
#include "touch_view.h"
#include "palette.h"
#include "cursed_view.h"
#include "profile.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int min_int(int a, int b) {
    return a < b ? a : b;
}

const UgColor ug_color_background = {8, 8, 14, 255};
const UgColor ug_color_text = {200, 210, 255, 255};
const UgColor ug_color_hud = {230, 230, 240, 255};
const UgColor ug_color_heading = {255, 255, 255, 255};
const UgColor ug_color_panel = {16, 16, 28, 255};
const UgColor ug_color_frame = {60, 56, 92, 255};
const UgColor ug_color_bar_back = {40, 30, 40, 255};
const UgColor ug_color_dim = {150, 146, 176, 255};
const UgColor ug_color_key_hint = {255, 214, 90, 255};
const UgColor ug_color_bad = {255, 120, 110, 255};

int ug_view_text_palette(UgColorPair *out, int max) {
    const UgColor backs[] = {ug_color_background, ug_color_panel};
    UgColor texts[UG_MSGKIND_COUNT + 7];
    int n = 0, t = 0;
    texts[t++] = ug_color_text;
    texts[t++] = ug_color_hud;
    texts[t++] = ug_color_heading;
    texts[t++] = ug_color_dim;
    texts[t++] = ug_color_key_hint;
    texts[t++] = ug_color_bad;
    for (int k = 0; k < UG_MSGKIND_COUNT; k++) texts[t++] = ug_view_kind_color((UgMsgKind)k);
    for (int i = 0; i < t; i++)
        for (int b = 0; b < 2; b++)
            if (n < max) out[n++] = (UgColorPair){texts[i], backs[b]};
    /* The chosen menu row and inventory row: the heading's white (and the hint) on the frame. */
    if (n < max) out[n++] = (UgColorPair){ug_color_heading, ug_color_frame};
    if (n < max) out[n++] = (UgColorPair){ug_color_text, ug_color_frame};
    return n;
}

static const UgColor NONE = {0, 0, 0, 0};
#define KEY_HINT ug_color_key_hint

/* Rock that touches no floor has no look. Creatures and items look the same in every mode so
 * far; each mode's tiles are in its profile (src/view/profiles/). */
static const UgLook look_hidden_rock = {0, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};
static const UgLook monster_looks[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = {'r', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GOBLIN] = {'g', {120, 220, 110, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_OGRE] = {'O', {240, 110, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    /* cursed: the original's letters; its colours come with its view profile. */
    [UG_MON_ARCHER] = {'a', {200, 200, 200, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_ZOMBIE] = {'Z', {150, 200, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_DOG] = {'d', {210, 170, 110, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_RAVEN] = {'v', {160, 160, 220, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_CULTIST] = {'c', {220, 120, 220, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_RATMAN] = {'R', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_WISP] = {'w', {120, 220, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_CURSEDRAT] = {'r', {220, 120, 220, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_TWINWISP] = {'W', {120, 220, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_BUTCHER] = {'B', {240, 80, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GARGOYLE] = {'G', {240, 80, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_JUVENILE_GARGOYLE] = {'g', {240, 120, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GHOUL] = {'G', {200, 240, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_GIOVANNI] = {'G', {255, 214, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_DUMMY] = {'D', {180, 180, 180, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_TIME_BOMB] = {'+', {120, 200, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_HP_BOMB] = {'+', {255, 120, 80, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    /* adventure (ADVENTURE.md §6) */
    [UG_MON_BOMBER] = {'b', {255, 150, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
    [UG_MON_TROLL] = {'T', {120, 200, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0},
};
enum { ITEM_FAR_ALPHA = 110 };
static const UgLook item_looks[UG_ITEM_KIND_COUNT] = {
    [UG_ITEM_APPLE] = {'%', {235, 70, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_POTION] = {'!', {255, 100, 160, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_FIRE] = {'*', {255, 120, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_ICE] = {'*', {120, 200, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_SLIME] = {'*', {140, 230, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_LUMP] = {'*', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    /* adventure (ADVENTURE.md §5): food %, weapons ), armour [ */
    [UG_ITEM_RATION] = {'%', {214, 170, 100, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_DAGGER] = {')', {200, 210, 230, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_SWORD] = {')', {170, 200, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_AXE] = {')', {255, 190, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_LEATHER] = {'[', {200, 160, 110, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_MAIL] = {'[', {190, 200, 215, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_PLATE] = {'[', {230, 230, 245, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
};
static const UgLook player_look = {'@', {255, 255, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};
static const UgLook unknown_look = {'?', {255, 255, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0};

static const UgLook *look_tile(const UgViewProfile *profile, UgTile tile, bool touches_floor) {
    if ((unsigned)tile >= UG_TILE_COUNT) return &unknown_look;
    if (tile == UG_TILE_ROCK && !touches_floor) return &look_hidden_rock;
    return &profile->tiles[tile];
}

const UgLook *ug_look_tile(UgTile tile, bool touches_floor) {
    return look_tile(&ug_view_profile_classic, tile, touches_floor);
}

const UgLook *ug_look_tile_in(UgMode mode, UgTile tile, bool touches_floor) {
    return look_tile(ug_view_profile(mode), tile, touches_floor);
}

const UgLook *ug_look_item(UgItemKind kind) {
    return (unsigned)kind < UG_ITEM_KIND_COUNT ? &item_looks[kind] : &unknown_look;
}

const UgLook *ug_look_monster(UgMonsterKind kind) {
    return (unsigned)kind < UG_MON_KIND_COUNT ? &monster_looks[kind] : &unknown_look;
}

/* --- Wording --------------------------------------------------------------------------------- */

static const char *tr(const UgCatalog *c, const char *msgid) {
    return ug_catalog_get(c, msgid);
}

/* Whole sentences per creature, so that a language can agree articles and genders. */
static const char *const hit_msgids[UG_MON_KIND_COUNT] = {
    "You hit the rat (%d).",
    "You hit the goblin (%d).",
    "You hit the ogre (%d).",
    [UG_MON_ARCHER] = "You hit the archer (%d).",
    [UG_MON_ZOMBIE] = "You hit the zombie (%d).",
    [UG_MON_DOG] = "You hit the dog (%d).",
    [UG_MON_CULTIST] = "You hit the cultist (%d).",
    [UG_MON_WISP] = "You hit the wisp (%d).",
    [UG_MON_BOMBER] = "You hit the bomber (%d).",
    [UG_MON_TROLL] = "You hit the troll (%d).",
    [UG_MON_GARGOYLE] = "You hit the gargoyle (%d).",
    [UG_MON_JUVENILE_GARGOYLE] = "You hit the young gargoyle (%d).",
    [UG_MON_BUTCHER] = "You hit Butcher (%d).",
    [UG_MON_GHOUL] = "You hit Ghoul (%d).",
    [UG_MON_GIOVANNI] = "You hit Giovanni (%d).",
    [UG_MON_HP_BOMB] = "You hit the bomb (%d).",
};
static const char *const hits_you_msgids[UG_MON_KIND_COUNT] = {
    "The rat hits you (%d).",
    "The goblin hits you (%d).",
    "The ogre hits you (%d).",
    [UG_MON_ARCHER] = "The archer hits you (%d).",
    [UG_MON_ZOMBIE] = "The zombie hits you (%d).",
    [UG_MON_DOG] = "The dog hits you (%d).",
    [UG_MON_CULTIST] = "The cultist hits you (%d).",
    [UG_MON_WISP] = "The wisp hits you (%d).",
    [UG_MON_BOMBER] = "The bomber hits you (%d).",
    [UG_MON_TROLL] = "The troll hits you (%d).",
    [UG_MON_GARGOYLE] = "The gargoyle hits you (%d).",
    [UG_MON_JUVENILE_GARGOYLE] = "The young gargoyle hits you (%d).",
    [UG_MON_BUTCHER] = "Butcher hits you (%d).",
    [UG_MON_GHOUL] = "Ghoul hits you (%d).",
    [UG_MON_GIOVANNI] = "Giovanni hits you (%d).",
    [UG_MON_HP_BOMB] = "The bomb hits you (%d).",
};
static const char *const dies_msgids[UG_MON_KIND_COUNT] = {
    "The rat dies.",
    "The goblin dies.",
    "The ogre dies.",
    [UG_MON_ARCHER] = "The archer dies.",
    [UG_MON_ZOMBIE] = "The zombie dies.",
    [UG_MON_DOG] = "The dog dies.",
    [UG_MON_CULTIST] = "The cultist dies.",
    [UG_MON_WISP] = "The wisp dies.",
    [UG_MON_BOMBER] = "The bomber dies.",
    [UG_MON_TROLL] = "The troll dies.",
    [UG_MON_GARGOYLE] = "The gargoyle dies.",
    [UG_MON_JUVENILE_GARGOYLE] = "The young gargoyle dies.",
    [UG_MON_BUTCHER] = "Butcher dies.",
    [UG_MON_GHOUL] = "Ghoul dies.",
    [UG_MON_GIOVANNI] = "Giovanni dies.",
    [UG_MON_HP_BOMB] = "The bomb dies.",
};

static const char *const killed_msgids[UG_MON_KIND_COUNT] = {
    "You defeat the rat and gain %d EXP.",
    "You defeat the goblin and gain %d EXP.",
    "You defeat the ogre and gain %d EXP.",
    [UG_MON_ARCHER] = "You defeat the archer and gain %d EXP.",
    [UG_MON_ZOMBIE] = "You defeat the zombie and gain %d EXP.",
    [UG_MON_DOG] = "You defeat the dog and gain %d EXP.",
    [UG_MON_CULTIST] = "You defeat the cultist and gain %d EXP.",
    [UG_MON_WISP] = "You defeat the wisp and gain %d EXP.",
    [UG_MON_BOMBER] = "You defeat the bomber and gain %d EXP.",
    [UG_MON_TROLL] = "You defeat the troll and gain %d EXP.",
    [UG_MON_GARGOYLE] = "You defeat the gargoyle and gain %d EXP.",
    [UG_MON_JUVENILE_GARGOYLE] = "You defeat the young gargoyle and gain %d EXP.",
    [UG_MON_BUTCHER] = "You defeat Butcher and gain %d EXP.",
    [UG_MON_GHOUL] = "You defeat Ghoul and gain %d EXP.",
    [UG_MON_GIOVANNI] = "You defeat Giovanni and gain %d EXP.",
    [UG_MON_HP_BOMB] = "You defeat the bomb and gain %d EXP.",
};
/* simple's item sentences, whole per item kind; a potion's %d is its name's number (10 x level). */
static const char *const pickup_msgids[UG_ITEM_KIND_COUNT] = {
    "You pick up the apple.",
    "You pick up the healing potion %d.",
    [UG_ITEM_ORB_FIRE] = "You pick up the Fire orb.",
    [UG_ITEM_ORB_ICE] = "You pick up the Ice orb.",
    [UG_ITEM_ORB_SLIME] = "You pick up the Slime orb.",
    [UG_ITEM_ORB_LUMP] = "You pick up the Lump orb.",
    [UG_ITEM_RATION] = "You pick up the ration.",
    [UG_ITEM_DAGGER] = "You pick up the dagger.",
    [UG_ITEM_SWORD] = "You pick up the sword.",
    [UG_ITEM_AXE] = "You pick up the axe.",
    [UG_ITEM_LEATHER] = "You pick up the leather armour.",
    [UG_ITEM_MAIL] = "You pick up the mail.",
    [UG_ITEM_PLATE] = "You pick up the plate armour.",
};
static const char *const cant_pickup_msgids[UG_ITEM_KIND_COUNT] = {
    "The apple is too heavy to carry.",
    "The healing potion %d is too heavy to carry.",
    [UG_ITEM_ORB_FIRE] = "The Fire orb is too heavy to carry.",
    [UG_ITEM_ORB_ICE] = "The Ice orb is too heavy to carry.",
    [UG_ITEM_ORB_SLIME] = "The Slime orb is too heavy to carry.",
    [UG_ITEM_ORB_LUMP] = "The Lump orb is too heavy to carry.",
    [UG_ITEM_RATION] = "The ration is too heavy to carry.",
    [UG_ITEM_DAGGER] = "The dagger is too heavy to carry.",
    [UG_ITEM_SWORD] = "The sword is too heavy to carry.",
    [UG_ITEM_AXE] = "The axe is too heavy to carry.",
    [UG_ITEM_LEATHER] = "The leather armour is too heavy to carry.",
    [UG_ITEM_MAIL] = "The mail is too heavy to carry.",
    [UG_ITEM_PLATE] = "The plate armour is too heavy to carry.",
};
static const char *const put_msgids[UG_ITEM_KIND_COUNT] = {
    "You put down the apple.",
    "You put down the healing potion %d.",
    [UG_ITEM_ORB_FIRE] = "You put down the Fire orb.",
    [UG_ITEM_ORB_ICE] = "You put down the Ice orb.",
    [UG_ITEM_ORB_SLIME] = "You put down the Slime orb.",
    [UG_ITEM_ORB_LUMP] = "You put down the Lump orb.",
    [UG_ITEM_RATION] = "You put down the ration.",
    [UG_ITEM_DAGGER] = "You put down the dagger.",
    [UG_ITEM_SWORD] = "You put down the sword.",
    [UG_ITEM_AXE] = "You put down the axe.",
    [UG_ITEM_LEATHER] = "You put down the leather armour.",
    [UG_ITEM_MAIL] = "You put down the mail.",
    [UG_ITEM_PLATE] = "You put down the plate armour.",
};
static const char *const item_name_msgids[UG_ITEM_KIND_COUNT] = {
    "Apple",
    "Healing potion %d",
    [UG_ITEM_ORB_FIRE] = "Fire orb",
    [UG_ITEM_ORB_ICE] = "Ice orb",
    [UG_ITEM_ORB_SLIME] = "Slime orb",
    [UG_ITEM_ORB_LUMP] = "Lump orb",
    [UG_ITEM_RATION] = "Ration",
    [UG_ITEM_DAGGER] = "Dagger",
    [UG_ITEM_SWORD] = "Sword",
    [UG_ITEM_AXE] = "Axe",
    [UG_ITEM_LEATHER] = "Leather armour",
    [UG_ITEM_MAIL] = "Mail",
    [UG_ITEM_PLATE] = "Plate armour",
};
static const char *const verb_msgids[UG_VERB_COUNT] = {"Eat",  "Drink",  "Put down", "Wield",
                                                       "Wear", "Remove", "Drop"};

/* adventure's sentences, per item or orb or creature kind. */
static const char *const wield_msgids[UG_ITEM_KIND_COUNT] = {
    [UG_ITEM_DAGGER] = "You wield the dagger (+%d).",
    [UG_ITEM_SWORD] = "You wield the sword (+%d).",
    [UG_ITEM_AXE] = "You wield the axe (+%d).",
};
static const char *const wear_msgids[UG_ITEM_KIND_COUNT] = {
    [UG_ITEM_LEATHER] = "You wear the leather armour (+%d).",
    [UG_ITEM_MAIL] = "You wear the mail (+%d).",
    [UG_ITEM_PLATE] = "You wear the plate armour (+%d).",
};
static const char *const remove_msgids[UG_ITEM_KIND_COUNT] = {
    [UG_ITEM_DAGGER] = "You take off the dagger (+%d).",
    [UG_ITEM_SWORD] = "You take off the sword (+%d).",
    [UG_ITEM_AXE] = "You take off the axe (+%d).",
    [UG_ITEM_LEATHER] = "You take off the leather armour (+%d).",
    [UG_ITEM_MAIL] = "You take off the mail (+%d).",
    [UG_ITEM_PLATE] = "You take off the plate armour (+%d).",
};
static const char *const orb_pickup_msgids[UG_ORB_KIND_COUNT] = {
    [UG_ORB_FIRE] = "You take the Fire orb.",
    [UG_ORB_ICE] = "You take the Ice orb.",
    [UG_ORB_SLIME] = "You take the Slime orb.",
    [UG_ORB_LUMP] = "You take the Lump orb.",
};
static const char *const orb_full_msgids[UG_ORB_KIND_COUNT] = {
    [UG_ORB_FIRE] = "No free slot for the Fire orb.",
    [UG_ORB_ICE] = "No free slot for the Ice orb.",
    [UG_ORB_SLIME] = "No free slot for the Slime orb.",
    [UG_ORB_LUMP] = "No free slot for the Lump orb.",
};
static const char *const orb_dropped_msgids[UG_ORB_KIND_COUNT] = {
    [UG_ORB_FIRE] = "A Fire orb drops.",
    [UG_ORB_ICE] = "A Ice orb drops.",
    [UG_ORB_SLIME] = "A Slime orb drops.",
    [UG_ORB_LUMP] = "A Lump orb drops.",
};
static const char *const fire_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "The fire bolt burns the rat (%d).",
    [UG_MON_GOBLIN] = "The fire bolt burns the goblin (%d).",
    [UG_MON_OGRE] = "The fire bolt burns the ogre (%d).",
    [UG_MON_ARCHER] = "The fire bolt burns the archer (%d).",
    [UG_MON_ZOMBIE] = "The fire bolt burns the zombie (%d).",
    [UG_MON_DOG] = "The fire bolt burns the dog (%d).",
    [UG_MON_CULTIST] = "The fire bolt burns the cultist (%d).",
    [UG_MON_WISP] = "The fire bolt burns the wisp (%d).",
    [UG_MON_BOMBER] = "The fire bolt burns the bomber (%d).",
    [UG_MON_TROLL] = "The fire bolt burns the troll (%d).",
    [UG_MON_GARGOYLE] = "The fire bolt burns the gargoyle (%d).",
    [UG_MON_JUVENILE_GARGOYLE] = "The fire bolt burns the young gargoyle (%d).",
    [UG_MON_BUTCHER] = "The fire bolt burns Butcher (%d).",
    [UG_MON_GHOUL] = "The fire bolt burns Ghoul (%d).",
    [UG_MON_GIOVANNI] = "The fire bolt burns Giovanni (%d).",
    [UG_MON_HP_BOMB] = "The fire bolt burns the bomb (%d).",
};
static const char *const lump_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "The lump strikes the rat (%d).",
    [UG_MON_GOBLIN] = "The lump strikes the goblin (%d).",
    [UG_MON_OGRE] = "The lump strikes the ogre (%d).",
    [UG_MON_ARCHER] = "The lump strikes the archer (%d).",
    [UG_MON_ZOMBIE] = "The lump strikes the zombie (%d).",
    [UG_MON_DOG] = "The lump strikes the dog (%d).",
    [UG_MON_CULTIST] = "The lump strikes the cultist (%d).",
    [UG_MON_WISP] = "The lump strikes the wisp (%d).",
    [UG_MON_BOMBER] = "The lump strikes the bomber (%d).",
    [UG_MON_TROLL] = "The lump strikes the troll (%d).",
    [UG_MON_GARGOYLE] = "The lump strikes the gargoyle (%d).",
    [UG_MON_JUVENILE_GARGOYLE] = "The lump strikes the young gargoyle (%d).",
    [UG_MON_BUTCHER] = "The lump strikes Butcher (%d).",
    [UG_MON_GHOUL] = "The lump strikes Ghoul (%d).",
    [UG_MON_GIOVANNI] = "The lump strikes Giovanni (%d).",
    [UG_MON_HP_BOMB] = "The lump strikes the bomb (%d).",
};
static const char *const shoots_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "The rat shoots you (%d).",
    [UG_MON_GOBLIN] = "The goblin shoots you (%d).",
    [UG_MON_OGRE] = "The ogre shoots you (%d).",
    [UG_MON_ARCHER] = "The archer shoots you (%d).",
    [UG_MON_ZOMBIE] = "The zombie shoots you (%d).",
    [UG_MON_DOG] = "The dog shoots you (%d).",
    [UG_MON_CULTIST] = "The cultist shoots you (%d).",
    [UG_MON_WISP] = "The wisp shoots you (%d).",
    [UG_MON_BOMBER] = "The bomber shoots you (%d).",
    [UG_MON_TROLL] = "The troll shoots you (%d).",
    [UG_MON_GARGOYLE] = "The gargoyle shoots you (%d).",
    [UG_MON_JUVENILE_GARGOYLE] = "The young gargoyle shoots you (%d).",
    [UG_MON_BUTCHER] = "Butcher shoots you (%d).",
    [UG_MON_GHOUL] = "Ghoul shoots you (%d).",
    [UG_MON_GIOVANNI] = "Giovanni shoots you (%d).",
    [UG_MON_HP_BOMB] = "The bomb shoots you (%d).",
};
static const char *const summons_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "The rat calls for help (%d come).",
    [UG_MON_GOBLIN] = "The goblin calls for help (%d come).",
    [UG_MON_OGRE] = "The ogre calls for help (%d come).",
    [UG_MON_ARCHER] = "The archer calls for help (%d come).",
    [UG_MON_ZOMBIE] = "The zombie calls for help (%d come).",
    [UG_MON_DOG] = "The dog calls for help (%d come).",
    [UG_MON_CULTIST] = "The cultist calls for help (%d come).",
    [UG_MON_WISP] = "The wisp calls for help (%d come).",
    [UG_MON_BOMBER] = "The bomber calls for help (%d come).",
    [UG_MON_TROLL] = "The troll calls for help (%d come).",
    [UG_MON_GARGOYLE] = "The gargoyle calls for help (%d come).",
    [UG_MON_JUVENILE_GARGOYLE] = "The young gargoyle calls for help (%d come).",
    [UG_MON_BUTCHER] = "Butcher calls for help (%d come).",
    [UG_MON_GHOUL] = "Ghoul calls for help (%d come).",
    [UG_MON_GIOVANNI] = "Giovanni calls for help (%d come).",
    [UG_MON_HP_BOMB] = "The bomb calls for help (%d come).",
};
static const char *const bomb_set_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "The rat sets a bomb next to you!",
    [UG_MON_GOBLIN] = "The goblin sets a bomb next to you!",
    [UG_MON_OGRE] = "The ogre sets a bomb next to you!",
    [UG_MON_ARCHER] = "The archer sets a bomb next to you!",
    [UG_MON_ZOMBIE] = "The zombie sets a bomb next to you!",
    [UG_MON_DOG] = "The dog sets a bomb next to you!",
    [UG_MON_CULTIST] = "The cultist sets a bomb next to you!",
    [UG_MON_WISP] = "The wisp sets a bomb next to you!",
    [UG_MON_BOMBER] = "The bomber sets a bomb next to you!",
    [UG_MON_TROLL] = "The troll sets a bomb next to you!",
    [UG_MON_GARGOYLE] = "The gargoyle sets a bomb next to you!",
    [UG_MON_JUVENILE_GARGOYLE] = "The young gargoyle sets a bomb next to you!",
    [UG_MON_BUTCHER] = "Butcher sets a bomb next to you!",
    [UG_MON_GHOUL] = "Ghoul sets a bomb next to you!",
    [UG_MON_GIOVANNI] = "Giovanni sets a bomb next to you!",
    [UG_MON_HP_BOMB] = "The bomb sets a bomb next to you!",
};
static const char *const appears_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "The rat appears!",
    [UG_MON_GOBLIN] = "The goblin appears!",
    [UG_MON_OGRE] = "The ogre appears!",
    [UG_MON_ARCHER] = "The archer appears!",
    [UG_MON_ZOMBIE] = "The zombie appears!",
    [UG_MON_DOG] = "The dog appears!",
    [UG_MON_CULTIST] = "The cultist appears!",
    [UG_MON_WISP] = "The wisp appears!",
    [UG_MON_BOMBER] = "The bomber appears!",
    [UG_MON_TROLL] = "The troll appears!",
    [UG_MON_GARGOYLE] = "The gargoyle appears!",
    [UG_MON_JUVENILE_GARGOYLE] = "The young gargoyle appears!",
    [UG_MON_BUTCHER] = "Butcher appears!",
    [UG_MON_GHOUL] = "Ghoul appears!",
    [UG_MON_GIOVANNI] = "Giovanni appears!",
    [UG_MON_HP_BOMB] = "The bomb appears!",
};
static const char *const breathes_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "The rat breathes fire at you (%d).",
    [UG_MON_GOBLIN] = "The goblin breathes fire at you (%d).",
    [UG_MON_OGRE] = "The ogre breathes fire at you (%d).",
    [UG_MON_ARCHER] = "The archer breathes fire at you (%d).",
    [UG_MON_ZOMBIE] = "The zombie breathes fire at you (%d).",
    [UG_MON_DOG] = "The dog breathes fire at you (%d).",
    [UG_MON_CULTIST] = "The cultist breathes fire at you (%d).",
    [UG_MON_WISP] = "The wisp breathes fire at you (%d).",
    [UG_MON_BOMBER] = "The bomber breathes fire at you (%d).",
    [UG_MON_TROLL] = "The troll breathes fire at you (%d).",
    [UG_MON_GARGOYLE] = "The gargoyle breathes fire at you (%d).",
    [UG_MON_JUVENILE_GARGOYLE] = "The young gargoyle breathes fire at you (%d).",
    [UG_MON_BUTCHER] = "Butcher breathes fire at you (%d).",
    [UG_MON_GHOUL] = "Ghoul breathes fire at you (%d).",
    [UG_MON_GIOVANNI] = "Giovanni breathes fire at you (%d).",
    [UG_MON_HP_BOMB] = "The bomb breathes fire at you (%d).",
};
static const char *const killed_by_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "You were killed by a level-%d rat.",
    [UG_MON_GOBLIN] = "You were killed by a level-%d goblin.",
    [UG_MON_OGRE] = "You were killed by a level-%d ogre.",
    [UG_MON_ARCHER] = "You were killed by a level-%d archer.",
    [UG_MON_ZOMBIE] = "You were killed by a level-%d zombie.",
    [UG_MON_DOG] = "You were killed by a level-%d dog.",
    [UG_MON_CULTIST] = "You were killed by a level-%d cultist.",
    [UG_MON_WISP] = "You were killed by a level-%d wisp.",
    [UG_MON_BOMBER] = "You were killed by a level-%d bomber.",
    [UG_MON_TROLL] = "You were killed by a level-%d troll.",
    [UG_MON_GARGOYLE] = "You were killed by a level-%d gargoyle.",
    [UG_MON_JUVENILE_GARGOYLE] = "You were killed by a level-%d young gargoyle.",
    [UG_MON_BUTCHER] = "You were killed by a level-%d Butcher.",
    [UG_MON_GHOUL] = "You were killed by a level-%d Ghoul.",
    [UG_MON_GIOVANNI] = "You were killed by a level-%d Giovanni.",
    [UG_MON_HP_BOMB] = "You were killed by a level-%d bomb.",
};

enum { POTION_NAME_STEP = 10 }; /* "回復薬" + 10 x level */

/* How a message's arguments fill its sentence. */
typedef enum ArgForm {
    ARGS_NONE = 0,    /* no argument */
    ARGS_A,           /* a */
    ARGS_B,           /* b */
    ARGS_AB,          /* a, b */
    ARGS_TEXT,        /* the entry's text */
    ARGS_ITEM,        /* a = item kind; a potion's sentence takes its name's number (10 x b) */
    ARGS_DRINK,       /* a = potion level: its name's number (10 x a), then b */
    ARGS_MONSTER,     /* a = UgMonsterKind: its name (cursed_view.h) */
    ARGS_MONSTER_ORB, /* a = UgMonsterKind, b = UgOrbKind: their names */
    ARGS_ORB,         /* a = UgOrbKind: its name */
    ARGS_ACHIEVEMENT, /* a = UgAchievement: its title */
    ARGS_LEVEL,       /* a = cursed's level 1..3: its name */
    ARGS_STOP,        /* a = UgAutoStop, b = the creature's (or item's) kind: its name */
} ArgForm;

/* One message: its sentence (or one per creature or item kind, indexed by a, so that a language
 * can agree articles and genders), how its arguments fill it, and its kind (its colour in the
 * log). A new message is one line here and its msgids in the catalogs. */
typedef struct MessageForm {
    const char *fmt;
    const char *const *per_kind;
    int kinds;
    ArgForm args;
    UgMsgKind kind;
} MessageForm;

/* cursed's scenes in the log, one sentence per line of the scene (a = the line). */
static const char *const butcher_scene_msgids[] = {
    "A wet chopping sound comes from the dark.",
    "Someone hums a tune while sharpening a blade.",
    "\"Fresh meat, and it walks on its own feet!\"",
    "A huge man steps out: a hook in one hand, a cleaver in the other.",
    "\"Come closer, little one. Press Space when you are ready.\"",
};
static const char *const revival_msgids[] = {
    "Giovanni falls... and his fingers twitch.",
    "Jars shatter; what was in them crawls back into him.",
    "Wise Giovanni stands up again, laughing.",
};
static const char *const last_words_msgids[] = {
    "Your soul drifts away, nameless once more.",
    "A voice calls from far away: can you still hear me?",
    "Your thoughts go quiet, one after another.",
    "Your blood pools on the sanctum floor. \"Abandon all hope, ye who enter here.\"",
};

#define PER_KIND(table) NULL, table, (int)(sizeof table / sizeof table[0])
static const MessageForm game_messages[UG_MSG_COUNT] = {
    [UG_MSG_FLOOR_START] = {"Floor %d. Find the stairs >.", NULL, 0, ARGS_A, UG_MSGKIND_SYSTEM},
    [UG_MSG_PLAYER_HITS] = {PER_KIND(hit_msgids), ARGS_B, UG_MSGKIND_DEALT},
    [UG_MSG_MONSTER_HITS] = {PER_KIND(hits_you_msgids), ARGS_B, UG_MSGKIND_TAKEN},
    [UG_MSG_MONSTER_DIES] = {PER_KIND(dies_msgids), ARGS_NONE, UG_MSGKIND_DEALT},
    [UG_MSG_DRINK_POTION] = {"You drink a potion: +%d health.", NULL, 0, ARGS_A, UG_MSGKIND_HEAL},
    [UG_MSG_PLAYER_DIES] = {"You die...", NULL, 0, ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_WALL_BLOCKS] = {"The wall blocks your way.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_WAKE_UP] = {"You wake up.", NULL, 0, ARGS_NONE, UG_MSGKIND_SYSTEM},
    [UG_MSG_DESCEND] = {"You go down to floor %d.", NULL, 0, ARGS_A, UG_MSGKIND_SYSTEM},
    [UG_MSG_MONSTER_KILLED] = {PER_KIND(killed_msgids), ARGS_B, UG_MSGKIND_DEALT},
    [UG_MSG_LEVEL_UP] = {"Congratulations! You reached level %d.", NULL, 0, ARGS_A,
                         UG_MSGKIND_LEVEL},
    [UG_MSG_HUNGRY] = {"You are getting hungry.", NULL, 0, ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_STARVING] = {"You are starving.", NULL, 0, ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_STARVING_TO_DEATH] = {"You are about to die of hunger.", NULL, 0, ARGS_NONE,
                                  UG_MSGKIND_DANGER},
    [UG_MSG_PICKUP] = {PER_KIND(pickup_msgids), ARGS_ITEM, UG_MSGKIND_LOOT},
    [UG_MSG_CANT_PICKUP] = {PER_KIND(cant_pickup_msgids), ARGS_ITEM, UG_MSGKIND_DANGER},
    [UG_MSG_PUT] = {PER_KIND(put_msgids), ARGS_ITEM, UG_MSGKIND_LOOT},
    [UG_MSG_EAT] = {"You eat the apple: hunger +%d.", NULL, 0, ARGS_B, UG_MSGKIND_HEAL},
    [UG_MSG_DRINK] = {"You drink the healing potion %d: +%d HP.", NULL, 0, ARGS_DRINK,
                      UG_MSGKIND_HEAL},
    [UG_MSG_INVENTORY_EMPTY] = {"You are carrying nothing.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_WIELD] = {PER_KIND(wield_msgids), ARGS_B, UG_MSGKIND_NORMAL},
    [UG_MSG_WEAR] = {PER_KIND(wear_msgids), ARGS_B, UG_MSGKIND_NORMAL},
    [UG_MSG_REMOVE] = {PER_KIND(remove_msgids), ARGS_B, UG_MSGKIND_NORMAL},
    [UG_MSG_ORB_PICKUP] = {PER_KIND(orb_pickup_msgids), ARGS_NONE, UG_MSGKIND_LOOT},
    [UG_MSG_ORB_FULL] = {PER_KIND(orb_full_msgids), ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_ORB_DROPPED] = {PER_KIND(orb_dropped_msgids), ARGS_NONE, UG_MSGKIND_LOOT},
    [UG_MSG_FIRE_HITS] = {PER_KIND(fire_msgids), ARGS_B, UG_MSGKIND_DEALT},
    [UG_MSG_LUMP_HITS] = {PER_KIND(lump_msgids), ARGS_B, UG_MSGKIND_DEALT},
    [UG_MSG_SHOOTS] = {PER_KIND(shoots_msgids), ARGS_B, UG_MSGKIND_TAKEN},
    [UG_MSG_SUMMONS] = {PER_KIND(summons_msgids), ARGS_B, UG_MSGKIND_DANGER},
    [UG_MSG_BOMB_SET] = {PER_KIND(bomb_set_msgids), ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_BOSS_APPEARS] = {PER_KIND(appears_msgids), ARGS_NONE, UG_MSGKIND_SYSTEM},
    [UG_MSG_BREATHES_FIRE] = {PER_KIND(breathes_msgids), ARGS_B, UG_MSGKIND_TAKEN},
    [UG_MSG_KILLED_BY] = {"You were killed by hunger.", killed_by_msgids,
                          (int)(sizeof killed_by_msgids / sizeof killed_by_msgids[0]), ARGS_B,
                          UG_MSGKIND_SYSTEM},
    [UG_MSG_EAT_RATION] = {"You eat the ration: hunger +%d.", NULL, 0, ARGS_B, UG_MSGKIND_HEAL},
    [UG_MSG_FIRE_QUENCHED] = {"The fire bolt dies in the water.", NULL, 0, ARGS_NONE,
                              UG_MSGKIND_NORMAL},
    [UG_MSG_ICE_ARMOR] = {"Icy armour covers you (%d layers).", NULL, 0, ARGS_A, UG_MSGKIND_NORMAL},
    [UG_MSG_ICE_ABSORBS] = {"Your icy armour takes the blow.", NULL, 0, ARGS_NONE,
                            UG_MSGKIND_NORMAL},
    [UG_MSG_BLINK] = {"You blink away.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED] = {"You are cursed (%d).", NULL, 0, ARGS_A, UG_MSGKIND_DANGER},
    [UG_MSG_CURSE_LIFTED] = {"A curse lifts (%d left).", NULL, 0, ARGS_A, UG_MSGKIND_NORMAL},
    [UG_MSG_BOMB_BURSTS] = {"A bomb bursts (%d).", NULL, 0, ARGS_B, UG_MSGKIND_TAKEN},
    [UG_MSG_REGENERATES] = {"It regenerates.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_STAIRS_SEALED] =
        {"The stairs of floor %d are sealed: a guardian waits for you on them.", NULL, 0, ARGS_A,
         UG_MSGKIND_DANGER},
    [UG_MSG_STAIRS_OPEN] = {"The guardian is dead: the stairs are open.", NULL, 0, ARGS_NONE,
                            UG_MSGKIND_DANGER},
    [UG_MSG_PULLS] = {"The Butcher hooks you and pulls you to him!", NULL, 0, ARGS_NONE,
                      UG_MSGKIND_TAKEN},
    [UG_MSG_BOSS_BLINKS] = {"Giovanni blinks away.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_BOSS_RISES] = {"Giovanni rises again!", NULL, 0, ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_VICTORY] = {"Giovanni is dead. You win! Score %d.", NULL, 0, ARGS_A, UG_MSGKIND_LEVEL},
    [UG_MSG_CANT_DROP] = {"Nothing can be left on the stairs.", NULL, 0, ARGS_NONE,
                          UG_MSGKIND_NORMAL},
    /* cursed (CURSED.md §8.1), in our words. */
    [UG_MSG_CURSED_PICKUP] = {"You pick up the %s Orb.", NULL, 0, ARGS_ORB, UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_TELEPORT] = {"You slip through space.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_ARMOR] = {"Ice hardens into armor around you.", NULL, 0, ARGS_NONE,
                             UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_HIT] = {"You hit the %s.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_DEALT},
    [UG_MSG_CURSED_KILL] = {"You kill the %s.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_DEALT},
    [UG_MSG_CURSED_PURGED] = {"A curse lifts from you.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_DROP] = {"The %s leaves a %s Orb behind.", NULL, 0, ARGS_MONSTER_ORB,
                            UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_NPC_HIT] = {"The %s hits you.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_TAKEN},
    [UG_MSG_CURSED_NPC_CURSE] = {"The %s curses you.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_TAKEN},
    [UG_MSG_CURSED_SUMMON] = {"The %s calls its companion.", NULL, 0, ARGS_MONSTER,
                              UG_MSGKIND_SYSTEM},
    [UG_MSG_CURSED_BREATHE] = {"The %s breathes fire at you.", NULL, 0, ARGS_MONSTER,
                               UG_MSGKIND_TAKEN},
    [UG_MSG_CURSED_CLEAVE] = {"The Butcher's cleaver bites into you.", NULL, 0, ARGS_NONE,
                              UG_MSGKIND_TAKEN},
    [UG_MSG_CURSED_PULL] = {"The Butcher's hook drags you closer.", NULL, 0, ARGS_NONE,
                            UG_MSGKIND_TAKEN},
    [UG_MSG_CURSED_PUNCH] = {"The Ghoul's fists pound you.", NULL, 0, ARGS_NONE, UG_MSGKIND_TAKEN},
    [UG_MSG_CURSED_SET_BOMBS] = {"The %s scatters bombs around you.", NULL, 0, ARGS_MONSTER,
                                 UG_MSGKIND_SYSTEM},
    [UG_MSG_CURSED_FROZEN] = {"Time stands still around you.", NULL, 0, ARGS_NONE,
                              UG_MSGKIND_SYSTEM},
    [UG_MSG_CURSED_TAIL] = {"You chop off the Gargoyle's tail!", NULL, 0, ARGS_NONE,
                            UG_MSGKIND_DEALT},
    [UG_MSG_CURSED_UNLOCK] = {"Achievement unlocked: %s", NULL, 0, ARGS_ACHIEVEMENT,
                              UG_MSGKIND_DEALT},
    [UG_MSG_CURSED_SAVED] = {"The level is behind you; your orbs come along.", NULL, 0, ARGS_NONE,
                             UG_MSGKIND_SYSTEM},
    [UG_MSG_CURSED_CLOSE_OR_RELOAD] = {"Press Space to go deeper.", NULL, 0, ARGS_NONE,
                                       UG_MSGKIND_SYSTEM},
    [UG_MSG_CURSED_BUTCHER_SCENE] = {PER_KIND(butcher_scene_msgids), ARGS_NONE, UG_MSGKIND_SYSTEM},
    [UG_MSG_CURSED_BUTCHER_CHARGES] = {"The Ravenous Butcher charges at you!", NULL, 0, ARGS_NONE,
                                       UG_MSGKIND_DANGER},
    [UG_MSG_CURSED_REVIVAL] = {PER_KIND(revival_msgids), ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_CURSED_USE_STAIRS] = {"Giovanni is dead for good. Take the stairs.", NULL, 0, ARGS_NONE,
                                  UG_MSGKIND_DEALT},
    [UG_MSG_CURSED_DIE] = {"You die.", NULL, 0, ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_CURSED_LAST_WORDS] = {PER_KIND(last_words_msgids), ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_MSG_CURSED_LEVEL_START] = {"You enter the %s.", NULL, 0, ARGS_LEVEL, UG_MSGKIND_NORMAL},
};

/* The front end's own messages (log.h), from UG_UIMSG_FIRST. */
static const char *const save_failed_msgids[] = {
    [UG_SAVE_FAILED_OTHER] = "The game could not be saved (%s). It is kept, and saved again as "
                             "soon as it can be.",
    [UG_SAVE_FAILED_DISK_FULL] = "The game could not be saved: the disk is full. It is kept, and "
                                 "saved again as soon as there is room.",
    [UG_SAVE_FAILED_READ_ONLY] = "The game could not be saved: the folder is read-only. It is "
                                 "kept, and saved again as soon as it can be.",
    [UG_SAVE_FAILED_DENIED] = "The game could not be saved: permission denied. It is kept, and "
                              "saved again as soon as it can be.",
    [UG_SAVE_FAILED_NOT_A_FILE] = "The game could not be saved: something that is not a file is "
                                  "in its place. It is kept in memory.",
};
static const char *const save_in_use_msgids[] = {
    [UG_SAVE_IN_USE_OFFERED] = "The saved game is open in another window: continue it here "
                               "without saving, or press N for a new game saved as %s.",
    [UG_SAVE_IN_USE_OTHER_SLOT] = "The first saved game is open in another window; this one "
                                  "plays and saves %s.",
    [UG_SAVE_IN_USE_NO_SLOT] = "Every saved game is open in another window; nothing played in "
                               "this one is saved.",
};

/* Why travel, explore, rest or run stopped (UgAutoStop, undergrid/auto.h); NULL: not said. */
static const char *const auto_stop_msgids[UG_AUTO_STOP_COUNT] = {
    [UG_AUTO_ARRIVED] = "You arrive.",
    [UG_AUTO_EXPLORED] = "Explored: nothing more can be reached here.",
    [UG_AUTO_MONSTER] = "You stop: a creature comes into view (%s).",
    [UG_AUTO_DANGER] = "You stop: a creature is within reach (%s).",
    [UG_AUTO_DAMAGE] = "You stop: you took damage.",
    [UG_AUTO_ITEM] = "You stop: an item (%s).",
    [UG_AUTO_HUNGRY] = "You stop: you are hungry.",
    [UG_AUTO_BLOCKED] = "You stop: the path is blocked.",
    [UG_AUTO_INTERRUPTED] = "You stop: interrupted.",
    [UG_AUTO_RESTED] = "You are rested.",
    [UG_AUTO_NO_WAIT] = "There is no resting in this game.",
    [UG_AUTO_NO_HEAL] = "You stop resting: it does not heal you here.",
    [UG_AUTO_OPENING] = "You stop: the way opens here.",
    [UG_AUTO_STAIRS] = "You stop at the stairs.",
    [UG_AUTO_NO_STAIRS] = "No stairs are known yet.",
    [UG_AUTO_IN_VIEW] = "You cannot rest with a creature in view (%s).",
};

static const MessageForm ui_messages[UG_UIMSG_LAST - UG_UIMSG_FIRST] = {
    [UG_UIMSG_SCREENSHOT - UG_UIMSG_FIRST] = {"Screenshot saved to %s", NULL, 0, ARGS_TEXT,
                                              UG_MSGKIND_SYSTEM},
    [UG_UIMSG_SCREENSHOT_FAILED - UG_UIMSG_FIRST] = {"The screenshot could not be saved: %s", NULL,
                                                     0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_NO_CATALOG -
        UG_UIMSG_FIRST] = {"No translation for \"%s\" was found; the texts are in English.", NULL,
                           0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_BAD_CATALOG -
        UG_UIMSG_FIRST] = {"The translation file could not be used (%s); the texts are in English.",
                           NULL, 0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_BAD_CONFIG -
        UG_UIMSG_FIRST] = {"The settings file could not be used (%s); the defaults apply.", NULL, 0,
                           ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_NO_CJK_FONT -
        UG_UIMSG_FIRST] = {"No font with Japanese characters was found; install one (Debian: "
                           "fonts-ipafont-gothic).",
                           NULL, 0, ARGS_NONE, UG_MSGKIND_DANGER},
    [UG_UIMSG_RESUMED - UG_UIMSG_FIRST] = {"Welcome back: your game goes on, on floor %d.", NULL, 0,
                                           ARGS_A, UG_MSGKIND_SYSTEM},
    [UG_UIMSG_BAD_SAVE - UG_UIMSG_FIRST] = {"The saved game could not be loaded (%s); a new "
                                            "game starts.",
                                            NULL, 0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_SEED_WRITTEN -
        UG_UIMSG_FIRST] = {"The seed was written to %s", NULL, 0, ARGS_TEXT, UG_MSGKIND_SYSTEM},
    [UG_UIMSG_SAVE_FAILED -
        UG_UIMSG_FIRST] = {PER_KIND(save_failed_msgids), ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_SAVED_AGAIN -
        UG_UIMSG_FIRST] = {"The game is saved again.", NULL, 0, ARGS_NONE, UG_MSGKIND_SYSTEM},
    [UG_UIMSG_SAVE_IN_USE -
        UG_UIMSG_FIRST] = {PER_KIND(save_in_use_msgids), ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_NEWER_SAVE - UG_UIMSG_FIRST] = {"The saved game %s was written by a newer version "
                                              "of Undergrid; it is left as it is.",
                                              NULL, 0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_BAD_ACHIEVEMENTS - UG_UIMSG_FIRST] = {"The achievements file was damaged (%s); it "
                                                    "was kept aside and a new one is started.",
                                                    NULL, 0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_NO_ORB -
        UG_UIMSG_FIRST] = {"You have no orb to throw.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_UIMSG_BAD_HISTORY - UG_UIMSG_FIRST] = {"The run history was damaged (%s); it was kept "
                                               "aside and a new one is started.",
                                               NULL, 0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_RECORDS_FAILED - UG_UIMSG_FIRST] = {"The run's records were not all kept: %s.", NULL,
                                                  0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_WATCH_FAILED - UG_UIMSG_FIRST] = {"The recording cannot be watched: %s.", NULL, 0,
                                                ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_AUTO_STOP -
        UG_UIMSG_FIRST] = {PER_KIND(auto_stop_msgids), ARGS_STOP, UG_MSGKIND_SYSTEM},
    [UG_UIMSG_NO_TILESET - UG_UIMSG_FIRST] = {"The tileset could not be used (%s); the board is "
                                              "drawn with glyphs.",
                                              NULL, 0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_BAD_BINDINGS - UG_UIMSG_FIRST] = {"The key bindings file is not all usable (%s); "
                                                "the other keys apply.",
                                                NULL, 0, ARGS_TEXT, UG_MSGKIND_DANGER},
    [UG_UIMSG_NO_SOUND - UG_UIMSG_FIRST] = {"No sound can be played (%s); the game goes on in "
                                            "silence.",
                                            NULL, 0, ARGS_TEXT, UG_MSGKIND_SYSTEM},
};
#undef PER_KIND

static const MessageForm *message_form(int32_t msg) {
    if (msg >= 0 && msg < UG_MSG_COUNT) return &game_messages[msg];
    if (msg >= UG_UIMSG_FIRST && msg < UG_UIMSG_LAST) return &ui_messages[msg - UG_UIMSG_FIRST];
    return NULL;
}

/* A name from one of the name tables, "?" when out of range. */
static const char *name_of(const char *const *names, int count, int32_t index) {
    return index >= 0 && index < count && names[index] ? names[index] : "?";
}

void ug_view_word_entry(const UgCatalog *c, const UgLogEntry *e, char *out, size_t size) {
    const MessageForm *form = message_form(e->msg);
    const char *fmt = NULL;
    if (form && form->per_kind)
        fmt = e->a >= 0 && e->a < form->kinds ? form->per_kind[e->a] : form->fmt;
    else if (form)
        fmt = form->fmt;
    if (!fmt) {
        /* A message this front end does not know (a newer core): say so rather than hide it. */
        UgArg unknown[1] = {ug_arg_int(e->msg)};
        ug_i18n_format(out, size, tr(c, "(message %d)"), unknown, 1);
        return;
    }
    UgArg args[2] = {ug_arg_int(e->a), ug_arg_int(e->b)};
    int n = 0;
    switch (form->args) {
        case ARGS_NONE:
            break;
        case ARGS_A:
            n = 1;
            break;
        case ARGS_B:
            args[0] = args[1], n = 1;
            break;
        case ARGS_AB:
            n = 2;
            break;
        case ARGS_TEXT:
            args[0] = ug_arg_str(e->text), n = 1;
            break;
        case ARGS_ITEM:
            args[0] = ug_arg_int((int64_t)e->b * POTION_NAME_STEP);
            n = e->a == UG_ITEM_POTION ? 1 : 0;
            break;
        case ARGS_DRINK:
            args[0] = ug_arg_int((int64_t)e->a * POTION_NAME_STEP), n = 2;
            break;
        case ARGS_MONSTER:
        case ARGS_MONSTER_ORB:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_monster_names, UG_MON_KIND_COUNT, e->a)));
            args[1] = ug_arg_str(tr(c, name_of(ug_cursed_orb_names, UG_ORB_KIND_COUNT, e->b)));
            n = form->args == ARGS_MONSTER ? 1 : 2;
            break;
        case ARGS_ORB:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_orb_names, UG_ORB_KIND_COUNT, e->a)));
            n = 1;
            break;
        case ARGS_ACHIEVEMENT:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_achievement_titles, UG_ACH_COUNT, e->a)));
            n = 1;
            break;
        case ARGS_LEVEL:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_level_names, 4, e->a)));
            n = 1;
            break;
        case ARGS_STOP: /* a potion's name holds its level, which the stop does not say */
            if (e->a == UG_AUTO_ITEM)
                args[0] =
                    ug_arg_str(tr(c, e->b == UG_ITEM_POTION
                                         ? "A potion"
                                         : name_of(item_name_msgids, UG_ITEM_KIND_COUNT, e->b)));
            else
                args[0] = ug_arg_str(ug_view_monster_name(c, e->b));
            n = 1;
            break;
    }
    ug_i18n_format(out, size, tr(c, fmt), args, n);
}

static void set_line(UgTextLine *line, const char *text, UgColor color) {
    size_t n = strlen(text);
    if (n >= sizeof line->text) {
        n = sizeof line->text - 1;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80) n--;
    }
    memcpy(line->text, text, n);
    line->text[n] = '\0';
    line->color = color;
    line->repeat = 1;
    line->mark[0] = '\0';
}

static void format_line(UgTextLine *line, const UgCatalog *c, const char *msgid, const UgArg *args,
                        int n, UgColor color) {
    ug_i18n_format(line->text, sizeof line->text, tr(c, msgid), args, n);
    line->color = color;
    line->repeat = 1;
    line->mark[0] = '\0';
}

/* A log entry's line, in the colour and with the mark of its meaning. */
static void entry_line(UgTextLine *line, const UgCatalog *c, const UgLogEntry *e) {
    UgMsgKind kind = ug_view_message_kind(e->msg);
    UgColor color = ug_view_kind_color(kind);
    char words[UG_FRAME_TEXT_MAX];
    ug_view_word_entry(c, e, words, sizeof words);
    if (e->repeat > 1) {
        UgArg args[2] = {ug_arg_str(words), ug_arg_int(e->repeat)};
        format_line(line, c, "%s (x%d)", args, 2, color);
    } else {
        set_line(line, words, color);
    }
    line->repeat = e->repeat;
    snprintf(line->mark, sizeof line->mark, "%s", ug_view_kind_mark(kind));
}

/* --- Panels ---------------------------------------------------------------------------------- */

static bool touches_floor(const UgGame *g, int x, int y) {
    for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++)
            if (ug_game_tile(g, x + i, y + j) != UG_TILE_ROCK) return true;
    return false;
}

static UgColor with_alpha(UgColor c, uint8_t a) {
    c.a = a;
    return c;
}

int ug_view_camera(int player, int map, int view) {
    if (map <= view) return 0;
    int c = player - view / 2;
    if (c < 0) c = 0;
    if (c > map - view) c = map - view;
    return c;
}

int ug_view_camera_follow(int cam, int player, int map, int view) {
    if (view >= map) return 0;
    int margin = view / 4;
    if (player - cam < margin) cam = player - margin;
    if (cam + view - 1 - player < margin) cam = player - (view - 1 - margin);
    if (cam < 0) cam = 0;
    if (cam > map - view) cam = map - view;
    return cam;
}

static void view_size(const UgViewState *s, const UgGame *g, int *w, int *h) {
    int map_w = min_int(ug_game_width(g), UG_FRAME_MAX_W);
    int map_h = min_int(ug_game_height(g), UG_FRAME_MAX_H);
    *w = min_int(map_w, s->view_cols > 0 ? s->view_cols : UG_VIEW_COLS);
    *h = min_int(map_h, s->view_rows > 0 ? s->view_rows : UG_VIEW_ROWS);
}

void ug_view_follow(UgViewState *s, const UgGame *g) {
    if (!g) return;
    const UgPlayer *p = ug_game_player(g);
    int w, h;
    view_size(s, g, &w, &h);
    int map_w = min_int(ug_game_width(g), UG_FRAME_MAX_W);
    int map_h = min_int(ug_game_height(g), UG_FRAME_MAX_H);
    if (!s->cam_valid || s->cam_floor != ug_game_floor(g)) {
        s->cam_x = ug_view_camera(p->x, map_w, w);
        s->cam_y = ug_view_camera(p->y, map_h, h);
        s->cam_floor = ug_game_floor(g);
        s->cam_valid = true;
        return;
    }
    s->cam_x = ug_view_camera_follow(s->cam_x, p->x, map_w, w);
    s->cam_y = ug_view_camera_follow(s->cam_y, p->y, map_h, h);
}

/* Aiming the top orb: the tiles in sight within its reach are lit, and the cursor's tile is
 * green where the orb would go, red where it would not (the look line says it in words). */
static void mark_aim(UgFrame *f, const UgGame *g, const UgViewState *s) {
    static const UgColor reach = {44, 52, 96, 255}, ok = {36, 120, 64, 255},
                         bad = {130, 40, 40, 255};
    const UgPlayer *p = ug_game_player(g);
    int range = ug_game_orb_range(g);
    for (int vy = 0; vy < f->board_h; vy++)
        for (int vx = 0; vx < f->board_w; vx++) {
            int x = f->cam_x + vx, y = f->cam_y + vy;
            int d = abs(x - p->x) > abs(y - p->y) ? abs(x - p->x) : abs(y - p->y);
            UgCell *cell = &f->cells[vy][vx];
            if (d <= range && ug_game_visible(g, x, y) && ug_game_tile(g, x, y) != UG_TILE_ROCK) {
                cell->bg = reach;
                cell->lit = true; /* shown over sprites too */
            }
        }
    int vx = s->aim_x - f->cam_x, vy = s->aim_y - f->cam_y;
    if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h) return;
    UgCell *cell = &f->cells[vy][vx];
    cell->seen = true;
    cell->bg = ug_game_orb_target_ok(g, s->aim_x, s->aim_y) ? ok : bad;
    cell->lit = true;
    if (!cell->glyph) cell->glyph = 'X', cell->fg = (UgColor){255, 255, 255, 255};
    if (!cell->thing) cell->thing = UG_SPR_CURSOR;
}

static void build_board(UgFrame *f, const UgGame *g, const UgViewState *s) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    const UgPlayer *p = ug_game_player(g);
    f->has_board = true;
    f->map_w = min_int(ug_game_width(g), UG_FRAME_MAX_W);
    f->map_h = min_int(ug_game_height(g), UG_FRAME_MAX_H);
    view_size(s, g, &f->board_w, &f->board_h);
    if (s->cam_valid && s->cam_floor == ug_game_floor(g)) {
        f->cam_x = ug_view_camera_follow(s->cam_x, p->x, f->map_w, f->board_w);
        f->cam_y = ug_view_camera_follow(s->cam_y, p->y, f->map_h, f->board_h);
    } else {
        f->cam_x = ug_view_camera(p->x, f->map_w, f->board_w);
        f->cam_y = ug_view_camera(p->y, f->map_h, f->board_h);
    }
    f->diagonal_hint = profile->input == UG_INPUT_ORIGINAL_SIMPLE && s->diagonal_hint;
    for (int vy = 0; vy < f->board_h; vy++)
        for (int vx = 0; vx < f->board_w; vx++) {
            int x = f->cam_x + vx, y = f->cam_y + vy;
            UgCell *cell = &f->cells[vy][vx];
            memset(cell, 0, sizeof *cell);
            cell->seen = ug_game_seen(g, x, y);
            if (!cell->seen) continue;
            bool near = ug_game_visible(g, x, y);
            cell->dimmed = !near;
            UgTile t = ug_game_tile(g, x, y);
            const UgLook *look = look_tile(profile, t, t != UG_TILE_ROCK || touches_floor(g, x, y));
            cell->bg = near ? look->bg_near : look->bg_far;
            cell->glyph = look->glyph;
            cell->terrain = (uint8_t)ug_view_tile_sprite(
                profile, t, t != UG_TILE_ROCK || touches_floor(g, x, y));
            if (t == UG_TILE_POTION) { /* classic's potions lie in the map: a thing on a floor */
                cell->thing = cell->terrain;
                cell->terrain = (uint8_t)ug_view_tile_sprite(profile, UG_TILE_FLOOR, true);
            }
            cell->fg = near ? look->fg : with_alpha(look->fg, look->far_alpha);
        }
    /* Items lie where they were seen (remembered ones dimmed, as the original draws them on
     * every known tile); the first one of a tile is drawn on top, as the original's last. */
    for (int i = ug_game_item_count(g) - 1; i >= 0; i--) {
        const UgItem *it = ug_game_item(g, i);
        int vx = it->x - f->cam_x, vy = it->y - f->cam_y;
        if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h) continue;
        UgCell *cell = &f->cells[vy][vx];
        if (!cell->seen) continue;
        const UgLook *look = ug_look_item((UgItemKind)it->kind);
        cell->glyph = look->glyph;
        cell->thing = (uint8_t)ug_sprite_item((UgItemKind)it->kind);
        cell->fg = cell->dimmed ? with_alpha(look->fg, look->far_alpha) : look->fg;
    }
    /* Creatures only while in sight, drawn over their tile. */
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        int vx = m->x - f->cam_x, vy = m->y - f->cam_y;
        if (!ug_game_visible(g, m->x, m->y) || vx < 0 || vy < 0 || vx >= f->board_w ||
            vy >= f->board_h)
            continue;
        const UgLook *look = ug_look_monster((UgMonsterKind)m->kind);
        UgCell *cell = &f->cells[vy][vx];
        cell->glyph = look->glyph;
        cell->fg = look->fg;
        cell->thing = (uint8_t)ug_sprite_monster((UgMonsterKind)m->kind);
        cell->monster = true;
    }
    f->player_x = p->x;
    f->player_y = p->y;
    int vx = p->x - f->cam_x, vy = p->y - f->cam_y;
    if (vx >= 0 && vy >= 0 && vx < f->board_w && vy < f->board_h) {
        UgCell *cell = &f->cells[vy][vx];
        cell->glyph = player_look.glyph;
        cell->fg = player_look.fg;
        cell->thing = (uint8_t)ug_sprite_player();
        cell->monster = false;
        cell->player = true;
    }
    if (s->aim) mark_aim(f, g, s);
}

static bool item_at(const UgGame *g, int x, int y) {
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x == x && it->y == y) return true;
    }
    return false;
}

/* The whole floor, one cell a tile, in the profile's minimap colours. */
static void build_minimap(UgFrame *f, const UgGame *g) {
    const UgMinimapPalette *pal = &ug_view_profile_of(g)->minimap;
    memset(f->minimap_mark, 0, sizeof f->minimap_mark);
    for (int y = 0; y < f->map_h; y++)
        for (int x = 0; x < f->map_w; x++) {
            UgColor c = pal->unknown;
            if (ug_game_seen(g, x, y)) {
                bool near = ug_game_visible(g, x, y);
                switch (ug_game_tile(g, x, y)) {
                    case UG_TILE_ROCK:
                        c = pal->walls_by_floor_only && !touches_floor(g, x, y) ? NONE
                            : near                                              ? pal->wall_near
                                                                                : pal->wall_far;
                        break;
                    case UG_TILE_FLOOR:
                        c = pal->item.a && item_at(g, x, y) ? pal->item
                            : near                          ? pal->floor_near
                                                            : pal->floor_far;
                        if (pal->item.a && item_at(g, x, y)) f->minimap_mark[y][x] = UG_MINI_ITEM;
                        break;
                    case UG_TILE_STAIRS:
                        c = pal->stairs;
                        f->minimap_mark[y][x] = UG_MINI_STAIRS;
                        break;
                    case UG_TILE_POTION:
                        c = pal->potion;
                        f->minimap_mark[y][x] = UG_MINI_ITEM;
                        break;
                    default:
                        break;
                }
            }
            f->minimap[y][x] = c;
        }
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (ug_game_visible(g, m->x, m->y) && m->x < f->map_w && m->y < f->map_h) {
            f->minimap[m->y][m->x] =
                pal->enemy.a ? pal->enemy : ug_look_monster((UgMonsterKind)m->kind)->fg;
            f->minimap_mark[m->y][m->x] = UG_MINI_ENEMY;
        }
    }
    if (f->player_x >= 0 && f->player_y >= 0 && f->player_x < f->map_w && f->player_y < f->map_h) {
        f->minimap[f->player_y][f->player_x] = pal->player;
        f->minimap_mark[f->player_y][f->player_x] = UG_MINI_PLAYER;
    }
}

static void set_health(UgFrame *f, const UgPlayer *p);

/* A weight in tenths as the original shows it: "0.3". */
static void tenths(char *out, size_t size, int64_t v) {
    snprintf(out, size, "%s%lld.%lld", v < 0 ? "-" : "", (long long)(v < 0 ? -v : v) / 10,
             (long long)(v < 0 ? -v : v) % 10);
}

/* The status lines: the core's stats in its order, each worded by the profile's format (a stat
 * the profile gives no format is not shown). The health bar goes under the HP line. */
/* The HUD: a line per stat the profile words, in the core's order, except those the profile
 * draws at the end of the line before (stat_same_line); then, where the profile lists it, the
 * orb stack top first. With f NULL only counts the lines (the layout's question). */
static int hud_build(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    UgStat stats[UG_STAT_COUNT];
    int count = ug_game_stats(g, stats);
    int lines = 0, health_line = -1;
    if (f) f->health_line = 0;
    for (int i = 0; i < count; i++) {
        const UgStat *st = &stats[i];
        bool known = (unsigned)st->id < UG_STAT_COUNT;
        const char *fmt = known ? profile->stat_formats[st->id] : NULL;
        if (!fmt) continue;
        bool join = profile->stat_same_line[st->id] && lines > 0 && st->id != UG_STAT_HP &&
                    health_line != lines - 1;
        if (!join && lines == UG_FRAME_HUD_MAX) break;
        if (!join) lines++;
        if (st->id == UG_STAT_HP) health_line = lines - 1;
        if (!f) continue;
        char a[32], b[32];
        UgArg args[2] = {ug_arg_int(st->value), ug_arg_int(st->max)};
        if (st->id == UG_STAT_WEIGHT) {
            tenths(a, sizeof a, st->value);
            tenths(b, sizeof b, st->max);
            args[0] = ug_arg_str(a), args[1] = ug_arg_str(b);
        } else if (st->id == UG_STAT_SEED) {
            args[0] = ug_arg_str(ug_game_seed(g));
        }
        UgTextLine *line = &f->hud[lines - 1];
        if (!join) {
            format_line(line, c, fmt, args, 2, ug_color_hud);
            continue;
        }
        UgTextLine more;
        format_line(&more, c, fmt, args, 2, ug_color_hud);
        size_t n = strlen(line->text);
        snprintf(line->text + n, sizeof line->text - n, "  %s", more.text);
    }
    if (f && health_line >= 0) f->health_line = health_line;
    UgOrbSlot stack[UG_ORB_STACK_MAX];
    bool orb_line = profile->hud_orb_stack && (ug_game_info(g)->systems & UG_SYS_ORBS);
    int orbs = orb_line ? ug_game_orb_stack(g, stack, UG_ORB_STACK_MAX) : 0;
    if (orbs > UG_ORB_STACK_MAX) orbs = UG_ORB_STACK_MAX;
    if (orb_line && lines < UG_FRAME_HUD_MAX) { /* always there, so the panels never move */
        lines++;
        if (f) {
            char names[UG_FRAME_TEXT_MAX] = "";
            size_t n = 0;
            if (orbs == 0) snprintf(names, sizeof names, "%s", tr(c, "empty"));
            for (int i = orbs - 1; i >= 0 && n < sizeof names; i--) {
                int k = stack[i].kind;
                const char *name =
                    tr(c, (unsigned)k < UG_ORB_KIND_COUNT ? ug_cursed_orb_names[k] : "Orb");
                n += (size_t)snprintf(names + n, sizeof names - n, "%s%s",
                                      i == orbs - 1 ? "" : ", ", name);
            }
            UgArg args[1] = {ug_arg_str(names)};
            format_line(&f->hud[lines - 1], c, "Stack: %s", args, 1, ug_color_hud);
        }
    }
    return lines;
}

static void build_hud(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    f->hud_count = hud_build(f, g, c);
    set_health(f, ug_game_player(g));
}

int ug_view_hud_lines(const UgGame *g) {
    return g ? hud_build(NULL, g, NULL) : 0;
}

int ug_view_score(int floor, int first_floor, int kills, int turns) {
    int deeper = floor - first_floor;
    return 100 * (deeper > 0 ? deeper : 0) + 10 * kills + turns / 10;
}

int ug_view_victory_score(int floor, int first_floor, int kills, int turns) {
    return ug_view_score(floor, first_floor, kills, turns) + UG_VIEW_VICTORY_BONUS;
}

static void set_health(UgFrame *f, const UgPlayer *p) {
    f->health = p->hp > 0 ? p->hp : 0;
    f->health_max = p->max_hp;
    static const UgColor good = {110, 210, 110, 255}, hurt = {230, 200, 80, 255},
                         low = {235, 80, 70, 255};
    if (f->health * 2 > f->health_max)
        f->health_color = good;
    else if (f->health * 4 > f->health_max)
        f->health_color = hurt;
    else
        f->health_color = low;
}

/* Each message's kind, as the original colours it (game.h names it per message). */
UgMsgKind ug_view_message_kind(int32_t msg) {
    const MessageForm *form = message_form(msg);
    return form ? form->kind : UG_MSGKIND_NORMAL;
}

UgColor ug_view_kind_color(UgMsgKind kind) {
    static const UgColor colors[UG_MSGKIND_COUNT] = {
        [UG_MSGKIND_NORMAL] = {220, 224, 240, 255},
        [UG_MSGKIND_SYSTEM] = {150, 200, 255, 255}, /* sky blue */
        [UG_MSGKIND_DEALT] = {170, 225, 90, 255},   /* green-yellow: you did it */
        [UG_MSGKIND_TAKEN] = {255, 120, 100, 255},  /* red: it hurt */
        [UG_MSGKIND_HEAL] = {110, 230, 190, 255},   /* mint */
        [UG_MSGKIND_LOOT] = {255, 214, 90, 255},    /* gold */
        [UG_MSGKIND_DANGER] = {255, 150, 60, 255},  /* orange */
        [UG_MSGKIND_LEVEL] = {230, 160, 255, 255},  /* violet */
    };
    return (unsigned)kind < UG_MSGKIND_COUNT ? colors[kind] : colors[UG_MSGKIND_NORMAL];
}

const char *ug_view_kind_mark(UgMsgKind kind) {
    static const char *const marks[UG_MSGKIND_COUNT] = {
        [UG_MSGKIND_NORMAL] = "",         [UG_MSGKIND_SYSTEM] = "\xC2\xB7 ",
        [UG_MSGKIND_DEALT] = "\xC2\xBB ", [UG_MSGKIND_TAKEN] = "\xC2\xAB ",
        [UG_MSGKIND_HEAL] = "+ ",         [UG_MSGKIND_LOOT] = "$ ",
        [UG_MSGKIND_DANGER] = "! ",       [UG_MSGKIND_LEVEL] = "^ ",
    };
    return (unsigned)kind < UG_MSGKIND_COUNT ? marks[kind] : "";
}

/* The last few messages, oldest first, each in the colour and with the mark of its meaning
 * (the same in every mode). */
static void build_log(UgFrame *f, const UgLog *log, const UgCatalog *c, int lines) {
    if (lines < 1) lines = 1;
    if (lines > UG_FRAME_LOG_MAX) lines = UG_FRAME_LOG_MAX;
    int count = log ? ug_log_count(log) : 0;
    int n = count < lines ? count : lines;
    f->log_count = n;
    for (int i = 0; i < n; i++) entry_line(&f->log[i], c, ug_log_get(log, count - n + i));
}

typedef struct RowCollect {
    const char *base;
    UgLogRow *rows;
    int n, max, line;
} RowCollect;

static void collect_row(void *user, const char *line, size_t n) {
    RowCollect *rc = user;
    if (rc->n >= rc->max) return;
    rc->rows[rc->n++] = (UgLogRow){rc->line, (int)(line - rc->base), (int)n, false};
}

int ug_view_log_rows(const UgFrame *f, int cols, int rows, UgLogRow out[UG_LOG_ROWS_MAX]) {
    if (rows > UG_LOG_ROWS_MAX) rows = UG_LOG_ROWS_MAX;
    if (cols < 1) cols = 1;
    if (rows < 1 || f->log_count < 1) return 0;
    UgLogRow tmp[UG_LOG_ROWS_MAX];
    int used = 0, first_line = f->log_count; /* the messages from first_line on fill the rows */
    while (first_line > 0 && used < rows) {
        int n = ug_text_wrap(f->log[--first_line].text, cols, NULL, NULL);
        used += n > 0 ? n : 1;
    }
    int skip = used > rows ? used - rows : 0; /* the oldest one's top rows scrolled off */
    int count = 0;
    for (int i = first_line; i < f->log_count && count < rows; i++) {
        RowCollect rc = {f->log[i].text, tmp, 0, UG_LOG_ROWS_MAX, i};
        ug_text_wrap(f->log[i].text, cols, collect_row, &rc);
        if (rc.n == 0) tmp[rc.n++] = (UgLogRow){i, 0, 0, false};
        tmp[0].first = true;
        for (int k = 0; k < rc.n && count < rows; k++) {
            if (skip > 0) {
                skip--;
                continue;
            }
            out[count++] = tmp[k];
        }
    }
    return count;
}

int ug_view_history_max_scroll(const UgLog *log, int rows) {
    int count = log ? ug_log_count(log) : 0;
    return count > rows ? count - rows : 0;
}

static void build_history(UgFrame *f, const UgLog *log, const UgCatalog *c, const UgViewState *s) {
    int rows = s->history_rows;
    if (rows < 1) rows = 1;
    if (rows > UG_FRAME_OVERLAY_MAX) rows = UG_FRAME_OVERLAY_MAX;
    int count = log ? ug_log_count(log) : 0;
    int scroll = s->history_scroll;
    int max = ug_view_history_max_scroll(log, rows);
    if (scroll > max) scroll = max;
    if (scroll < 0) scroll = 0;
    int last = count - scroll; /* one past the newest shown */
    int first = last - rows < 0 ? 0 : last - rows;
    set_line(&f->overlay_title, tr(c, "Message history"), ug_color_heading);
    f->overlay_count = 0;
    for (int i = first; i < last; i++)
        entry_line(&f->overlay_lines[f->overlay_count++], c, ug_log_get(log, i));
    if (count == 0)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "No messages yet."), ug_color_text);
    set_line(&f->overlay_footer, tr(c, "Up/Down, Page Up/Down: scroll   {log} or {esc}: close"),
             KEY_HINT);
}

/* --- simple's inventory ------------------------------------------------------------------- */

static int inventory_count(const UgGame *g) {
    return g && (ug_game_info(g)->systems & UG_SYS_INVENTORY) ? ug_game_inventory_count(g) : 0;
}

/* The item rows the panel shows: the layout's, at most the original's 10. */
static int inventory_rows(const UgViewState *s) {
    if (s->inv_rows < 1 || s->inv_rows > UG_FRAME_INV_ROWS) return UG_FRAME_INV_ROWS;
    return s->inv_rows;
}

/* Keeps the chosen row in range and among the rows shown. */
static void inventory_clamp(UgViewState *s, int count) {
    int rows = inventory_rows(s);
    if (s->inv_index >= count) s->inv_index = count - 1;
    if (s->inv_index < 0) s->inv_index = 0;
    if (s->inv_offset > s->inv_index) s->inv_offset = s->inv_index;
    if (s->inv_offset + rows <= s->inv_index) s->inv_offset = s->inv_index - rows + 1;
    if (s->inv_offset > count - rows) s->inv_offset = count - rows; /* no empty rows below */
    if (s->inv_offset < 0) s->inv_offset = 0;
}

static int item_verbs(const UgGame *g, int index, UgVerb verbs[UG_VERB_COUNT]) {
    const UgItem *it = ug_game_inventory_item(g, index);
    return it ? ug_item_verbs((UgItemKind)it->kind, verbs) : 0;
}

bool ug_view_inventory_toggle(UgViewState *s, const UgGame *g) {
    int count = inventory_count(g);
    if (s->inv_menu) { /* x in the verb menu: back to the list */
        s->inv_menu = false;
        return true;
    }
    if (s->inv_open) {
        s->inv_open = false;
        return true;
    }
    if (count == 0) return false;
    s->inv_open = true;
    inventory_clamp(s, count);
    return true;
}

void ug_view_inventory_move(UgViewState *s, const UgGame *g, int dy) {
    int count = inventory_count(g);
    if (!s->inv_open || count == 0 || dy == 0) return;
    if (s->inv_menu) {
        UgVerb verbs[UG_VERB_COUNT];
        int n = item_verbs(g, s->inv_index, verbs);
        if (n > 0) s->inv_menu_index = ((s->inv_menu_index + (dy > 0 ? 1 : -1)) % n + n) % n;
        return;
    }
    s->inv_index = ((s->inv_index + (dy > 0 ? 1 : -1)) % count + count) % count;
    inventory_clamp(s, count);
}

bool ug_view_inventory_choose(UgViewState *s, const UgGame *g, UgAction *action) {
    int count = inventory_count(g);
    if (!s->inv_open || count == 0) return false;
    inventory_clamp(s, count);
    if (!s->inv_menu) {
        s->inv_menu = true;
        s->inv_menu_index = 0;
        return false;
    }
    UgVerb verbs[UG_VERB_COUNT];
    int n = item_verbs(g, s->inv_index, verbs);
    if (s->inv_menu_index < 0 || s->inv_menu_index >= n) return false;
    *action = ug_action_use(s->inv_index, verbs[s->inv_menu_index]);
    s->inv_menu = false;
    s->inv_open = false;
    return true;
}

static void item_name(char *out, size_t size, const UgCatalog *c, const UgItem *it) {
    UgItemKind kind = (UgItemKind)it->kind;
    UgArg args[1] = {ug_arg_int((int64_t)it->level * POTION_NAME_STEP)};
    if ((unsigned)kind >= UG_ITEM_KIND_COUNT || !item_name_msgids[kind]) {
        UgArg unknown[1] = {ug_arg_int(it->kind)};
        ug_i18n_format(out, size, tr(c, "(item %d)"), unknown, 1);
        return;
    }
    ug_i18n_format(out, size, tr(c, item_name_msgids[kind]), args, kind == UG_ITEM_POTION ? 1 : 0);
}

void ug_view_item_name(const UgCatalog *catalog, const UgItem *item, char *out, size_t size) {
    item_name(out, size, catalog, item);
}

static void build_inventory(UgFrame *f, const UgGame *g, const UgCatalog *c, UgViewState s) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    int count = inventory_count(g);
    f->has_inventory = true;
    f->inv_count = 0;
    f->inv_cursor = -1;
    f->inv_menu = false;
    if (s.inv_open && count > 0) inventory_clamp(&s, count);
    if (s.inv_open && s.inv_menu && count > 0) {
        const UgItem *it = ug_game_inventory_item(g, s.inv_index);
        char name[UG_FRAME_TEXT_MAX];
        item_name(name, sizeof name, c, it);
        set_line(&f->inv_title, name, ug_color_heading);
        UgVerb verbs[UG_VERB_COUNT];
        int n = item_verbs(g, s.inv_index, verbs);
        for (int i = 0; i < n; i++) {
            set_line(&f->inv_lines[f->inv_count], tr(c, verb_msgids[verbs[i]]), ug_color_text);
            f->inv_glyph[f->inv_count] = 0;
            f->inv_count++;
        }
        f->inv_menu = true;
        f->inv_cursor = s.inv_menu_index < n ? s.inv_menu_index : 0;
        set_line(&f->inv_hint,
                 tr(c, profile->inv_hint_menu ? profile->inv_hint_menu
                                              : "{choose}: do it   {inventory}: back"),
                 KEY_HINT);
        return;
    }
    UgArg count_args[1] = {ug_arg_int(count)};
    format_line(&f->inv_title, c, "Items (%d)", count_args, 1, ug_color_heading);
    int first = s.inv_open ? s.inv_offset : 0;
    for (int i = first; i < count && f->inv_count < inventory_rows(&s); i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        char name[UG_FRAME_TEXT_MAX];
        item_name(name, sizeof name, c, it);
        const UgLook *look = ug_look_item((UgItemKind)it->kind);
        if (ug_game_inventory_equipped(g, i)) { /* wielded or worn: said in words, not colour */
            UgArg args[1] = {ug_arg_str(name)};
            format_line(&f->inv_lines[f->inv_count], c, "%s (in use)", args, 1, ug_color_text);
        } else {
            set_line(&f->inv_lines[f->inv_count], name, ug_color_text);
        }
        f->inv_glyph[f->inv_count] = look->glyph;
        f->inv_sprite[f->inv_count] = (uint8_t)ug_sprite_item((UgItemKind)it->kind);
        f->inv_glyph_color[f->inv_count] = look->fg;
        if (s.inv_open && i == s.inv_index) f->inv_cursor = f->inv_count;
        f->inv_count++;
    }
    f->inv_more = first + f->inv_count < count;
    if (count == 0) {
        set_line(&f->inv_lines[0], tr(c, "(nothing)"), ug_color_dim);
        f->inv_glyph[0] = 0;
        f->inv_count = 1;
    }
    const char *hint =
        s.inv_open ? (profile->inv_hint_open ? profile->inv_hint_open
                                             : "{choose}: choose   {inventory}: close")
                   : (profile->inv_hint_closed ? profile->inv_hint_closed : "{inventory}: open");
    set_line(&f->inv_hint, tr(c, hint), KEY_HINT);
}

/* Help: the mode's keys, then the legend of the signs on its board. */
static void build_help(UgFrame *f, const UgCatalog *c, const UgViewProfile *profile) {
    set_line(&f->overlay_title, tr(c, "Keys"), ug_color_heading);
    f->overlay_count = 0;
    for (int i = 0; i < profile->help_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, profile->help[i]), ug_color_text);
    if (profile->legend_count > 0 && f->overlay_count + 2 < UG_FRAME_OVERLAY_MAX) {
        f->overlay_lines[f->overlay_count++].text[0] = '\0';
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "Signs on the board"),
                 ug_color_heading);
    }
    for (int i = 0; i < profile->legend_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++) {
        int k = f->overlay_count++;
        set_line(&f->overlay_lines[k], tr(c, profile->legend[i].meaning), ug_color_text);
        f->overlay_glyph[k] = profile->legend[i].glyph;
        f->overlay_glyph_color[k] = profile->legend[i].color;
        f->overlay_sprite[k] = (uint8_t)profile->legend[i].sprite;
    }
    set_line(&f->overlay_footer, tr(c, "Press any key to close."), KEY_HINT);
}

/* The quit box says what quitting keeps: a run in progress is saved and waits on the title, or,
 * when it could not be saved, how many moves quitting now loses. */
static void build_quit(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    set_line(&f->overlay_title, tr(c, "Quit Undergrid?"), ug_color_heading);
    f->overlay_count = 0;
    if (s->quit_unsaved > 0) { /* asked before anything unsaved is lost */
        UgArg n = ug_arg_int(s->quit_unsaved);
        format_line(&f->overlay_lines[f->overlay_count++], c,
                    "Your game is not saved: quitting now loses %d moves.", &n, 1,
                    ug_view_kind_color(UG_MSGKIND_DANGER));
    } else if (s->scene == UG_SCENE_GAME) {
        set_line(&f->overlay_lines[f->overlay_count++],
                 tr(c, "Your run is saved: Continue on the title picks it up."), ug_color_text);
    }
    if (s->pad_hints) { /* the pad's buttons (scenes.c quit_box_pad) */
        set_line(&f->overlay_lines[f->overlay_count++],
                 tr(c, s->scene != UG_SCENE_TITLE ? "A: quit   B: keep playing   Y: the title menu"
                                                  : "A: quit   B: keep playing"),
                 ug_color_text);
        f->overlay_footer.text[0] = '\0';
        return;
    }
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "{yes} or {enter}: quit"), ug_color_text);
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "{no} or {esc}: keep playing"),
             ug_color_text);
    if (s->scene != UG_SCENE_TITLE)
        set_line(&f->overlay_lines[f->overlay_count++],
                 tr(c, "{title-menu}: back to the title menu"), ug_color_text);
    f->overlay_footer.text[0] = '\0';
}

/* Creature names (for the sidebar, the look line and the cause of death). */
static const char *const monster_name_msgids[UG_MON_KIND_COUNT] = {
    [UG_MON_RAT] = "Rat",
    [UG_MON_GOBLIN] = "Goblin",
    [UG_MON_OGRE] = "Ogre",
    [UG_MON_ARCHER] = "Archer",
    [UG_MON_ZOMBIE] = "Zombie",
    [UG_MON_DOG] = "Dog",
    [UG_MON_RAVEN] = "Raven",
    [UG_MON_CULTIST] = "Cultist",
    [UG_MON_RATMAN] = "Ratman",
    [UG_MON_WISP] = "Wisp",
    [UG_MON_CURSEDRAT] = "Cursed rat",
    [UG_MON_TWINWISP] = "Twin wisp",
    [UG_MON_BUTCHER] = "Butcher",
    [UG_MON_GARGOYLE] = "Gargoyle",
    [UG_MON_JUVENILE_GARGOYLE] = "Young gargoyle",
    [UG_MON_GHOUL] = "Ghoul",
    [UG_MON_GIOVANNI] = "Giovanni",
    [UG_MON_DUMMY] = "Training dummy",
    [UG_MON_TIME_BOMB] = "Time bomb",
    [UG_MON_HP_BOMB] = "Remote bomb",
};

const char *ug_view_monster_name(const UgCatalog *c, int kind) {
    const char *msgid = (unsigned)kind < UG_MON_KIND_COUNT ? monster_name_msgids[kind] : NULL;
    return tr(c, msgid ? msgid : "Creature");
}

static bool is_notice(const UgLogEntry *e, int32_t seen) {
    return e->serial > seen && e->msg >= UG_UIMSG_FIRST &&
           ug_view_message_kind(e->msg) == UG_MSGKIND_DANGER;
}

bool ug_view_unseen_notice(const UgLog *log, int32_t seen) {
    if (!log) return false;
    for (int i = ug_log_count(log) - 1; i >= 0; i--)
        if (is_notice(ug_log_get(log, i), seen)) return true;
    return false;
}

/* The notices not seen yet, oldest first (the renderer wraps them to the box). */
static void build_notices(UgFrame *f, const UgLog *log, const UgCatalog *c, const UgViewState *s) {
    set_line(&f->overlay_title, tr(c, "Please note"), ug_color_heading);
    f->overlay_count = 0;
    for (int i = 0; log && i < ug_log_count(log) && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++) {
        const UgLogEntry *e = ug_log_get(log, i);
        if (is_notice(e, s->notices_seen))
            entry_line(&f->overlay_lines[f->overlay_count++], c, e); /* marked and coloured */
    }
    set_line(&f->overlay_footer, tr(c, "Press any key to close."), KEY_HINT);
}

static int chebyshev(int ax, int ay, int bx, int by) {
    int dx = ax > bx ? ax - bx : bx - ax, dy = ay > by ? ay - by : by - ay;
    return dx > dy ? dx : dy;
}

/* A creature's name, with its level where the mode shows levels. */
static void monster_label(char *out, size_t size, const UgCatalog *c, const UgGame *g,
                          const UgMonster *m) {
    const char *name = ug_view_monster_name(c, m->kind);
    if (ug_game_info(g)->systems & UG_SYS_MONSTER_LEVELS) {
        UgArg args[2] = {ug_arg_str(name), ug_arg_int(m->level)};
        ug_i18n_format(out, size, tr(c, "%s, level %d"), args, 2);
    } else {
        snprintf(out, size, "%s", name);
    }
}

/* The sidebar: every creature in sight, nearest first (ties in the game's order). */
static void build_sight(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    const UgPlayer *p = ug_game_player(g);
    int order[UG_MAX_MONSTERS], n = 0;
    for (int i = 0; i < ug_game_monster_count(g) && n < UG_MAX_MONSTERS; i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!ug_game_visible(g, m->x, m->y) || m->hp <= 0) continue;
        int d = chebyshev(m->x, m->y, p->x, p->y), j = n++;
        while (j > 0) { /* insertion: stable, nearest first */
            const UgMonster *o = ug_game_monster(g, order[j - 1]);
            if (chebyshev(o->x, o->y, p->x, p->y) <= d) break;
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    UgArg count[1] = {ug_arg_int(n)};
    format_line(&f->sight_title, c, n ? "In sight (%d)" : "Nothing in sight", count, n ? 1 : 0,
                ug_color_heading);
    f->sight_count = 0;
    for (int k = 0; k < n && f->sight_count < UG_FRAME_SIGHT_MAX; k++) {
        const UgMonster *m = ug_game_monster(g, order[k]);
        UgSightLine *line = &f->sight[f->sight_count++];
        const UgLook *look = ug_look_monster((UgMonsterKind)m->kind);
        line->glyph = look->glyph;
        line->sprite = (uint8_t)ug_sprite_monster((UgMonsterKind)m->kind);
        line->glyph_color = look->fg;
        char label[UG_FRAME_TEXT_MAX];
        monster_label(label, sizeof label, c, g, m);
        set_line(&line->text, label, ug_color_text);
        line->hp = m->hp;
        line->max_hp = m->max_hp > 0 ? m->max_hp : m->hp;
    }
}

static const char *const tile_msgids[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = "Wall",
    [UG_TILE_FLOOR] = "Floor",
    [UG_TILE_STAIRS] = "Stairs down",
    [UG_TILE_POTION] = "A potion",
};

static void describe_tile(UgFrame *f, const UgGame *g, const UgCatalog *c, int x, int y);

/* The line describing the hovered (or tapped) tile; while aiming, the look line names the target
 * and says whether the orb would go there. */
static void build_look(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s) {
    f->look.text[0] = '\0';
    if (s->aim) {
        describe_tile(f, g, c, s->aim_x, s->aim_y);
        bool ok = ug_game_orb_target_ok(g, s->aim_x, s->aim_y);
        char what[UG_FRAME_TEXT_MAX];
        snprintf(what, sizeof what, "%s", f->look.text);
        UgArg args[1] = {ug_arg_str(what)};
        format_line(&f->look, c,
                    ok ? "Aim: %s. {throw} or {enter}: throw; {esc}: cancel"
                       : "Aim: %s (out of reach). {esc}: cancel",
                    args, 1, ok ? ug_color_text : ug_color_bad);
        return;
    }
    if (s->hover) describe_tile(f, g, c, s->hover_x, s->hover_y);
}

/* What stands or lies on (x, y), else the tile, into the look line. */
static void describe_tile(UgFrame *f, const UgGame *g, const UgCatalog *c, int x, int y) {
    char label[UG_FRAME_TEXT_MAX];
    const UgPlayer *p = ug_game_player(g);
    if (!ug_game_seen(g, x, y)) {
        set_line(&f->look, tr(c, "Unexplored"), ug_color_text);
        return;
    }
    if (p->x == x && p->y == y) {
        UgArg args[2] = {ug_arg_int(p->hp), ug_arg_int(p->max_hp)};
        format_line(&f->look, c, "You: HP %d/%d", args, 2, ug_color_text);
        return;
    }
    int mi = ug_game_visible(g, x, y) ? ug_game_monster_at(g, x, y) : -1;
    if (mi >= 0) {
        const UgMonster *m = ug_game_monster(g, mi);
        monster_label(label, sizeof label, c, g, m);
        UgArg args[3] = {ug_arg_str(label), ug_arg_int(m->hp),
                         ug_arg_int(m->max_hp > 0 ? m->max_hp : m->hp)};
        format_line(&f->look, c, "%s: HP %d/%d", args, 3, ug_color_text);
        return;
    }
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (it->x != x || it->y != y) continue;
        item_name(label, sizeof label, c, it);
        set_line(&f->look, label, ug_color_text);
        return;
    }
    UgTile t = ug_game_tile(g, x, y);
    set_line(&f->look, tr(c, (unsigned)t < UG_TILE_COUNT ? tile_msgids[t] : "Wall"), ug_color_text);
}

/* The end screens. Death: the cause; victory: that it was won and the bonus in the score. Then
 * floor, turns, score and seed; the hint only once the pause is over. */
static void build_end(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s) {
    bool won = s->scene == UG_SCENE_VICTORY;
    set_line(&f->heading, tr(c, won ? "You won" : "You died"), ug_color_heading);
    f->body_count = 0;
    UgArg cause[1];
    if (won) {
        cause[0] = ug_arg_int(UG_VIEW_VICTORY_BONUS);
        format_line(&f->body[f->body_count++], c,
                    "You beat the last floor and came out alive (a victory bonus of %d).", cause, 1,
                    ug_view_kind_color(UG_MSGKIND_LEVEL));
    } else if (s->death_killer >= 0) {
        cause[0] = ug_arg_str(ug_view_monster_name(c, s->death_killer));
        format_line(&f->body[f->body_count++], c, "Killed by: %s", cause, 1, ug_color_text);
    } else {
        bool hunger = g && (ug_game_info(g)->systems & UG_SYS_HUNGER);
        set_line(&f->body[f->body_count++], tr(c, hunger ? "Starved to death" : "Died"),
                 ug_color_text);
    }
    UgArg args[3] = {ug_arg_int(s->death_floor), ug_arg_int(s->death_turns),
                     ug_arg_int(s->death_score)};
    format_line(&f->body[f->body_count++], c, "Floor %d, turn %d, score %d", args, 3,
                ug_color_text);
    UgArg seed[1] = {ug_arg_str(g ? ug_game_seed(g) : "")};
    format_line(&f->body[f->body_count++], c, "Seed %s (C: write it to a file)", seed, 1,
                ug_color_text);
    if (s->death_rank > 0) {
        UgArg rank[2] = {ug_arg_int(s->death_rank), ug_arg_str(tr(c, ug_view_mode_title(s->mode)))};
        format_line(&f->body[f->body_count++], c, "Rank %d among the %s high scores", rank, 2,
                    ug_view_kind_color(UG_MSGKIND_LEVEL));
    }
    if (s->death_morgue[0]) {
        UgArg where[1] = {ug_arg_str(s->death_morgue)};
        format_line(&f->body[f->body_count++], c, "Morgue file: %s", where, 1, ug_color_text);
    }
    if (s->death_ready) {
        set_line(&f->body[f->body_count++], tr(c, ug_view_profile(s->mode)->death_hint), KEY_HINT);
        set_line(&f->body[f->body_count++], tr(c, "{title-menu}: the title menu   {esc}: quit"),
                 KEY_HINT);
    }
}

void ug_view_build(UgFrame *f, const UgGame *game, const UgLog *log, const UgCatalog *catalog,
                   const UgViewState *s) {
    f->laid.done = false; /* laid out again for what is built now (frame_layout.h) */
    f->scene = s->scene;
    f->overlay = s->overlay;
    f->overlay_scroll = s->overlay == UG_OVERLAY_HELP ? s->help_scroll : 0;
    f->background = ug_color_background;
    f->ui = ug_palette_ui(UG_PALETTE_NORMAL);
    f->touch_count = 0;
    f->osk_count = 0; /* the seed page's keyboard: ug_menu_build */
    f->quit_button_count = 0;
    if (s->touch_ui && game && s->scene == UG_SCENE_GAME) {
        static const char *const touch_msgids[4] = {"Wait", "Pick up", "Items", "Menu"};
        for (int i = 0; i < 4; i++) {
            snprintf(f->touch_labels[i].text, sizeof f->touch_labels[i].text, "%s",
                     tr(catalog, touch_msgids[i]));
            f->touch_labels[i].color = ug_color_heading;
            f->touch_labels[i].mark[0] = '\0';
        }
        f->touch_count = 4;
    }
    f->has_board = false;
    f->has_inventory = false;
    f->has_menu = false;
    f->menu_count = f->sight_count = 0;
    f->look.text[0] = f->sight_title.text[0] = '\0';
    f->path_count = 0; /* the window's travel preview fills it after the build */
    f->diagonal_hint = false;
    f->hud_count = f->log_count = f->body_count = f->overlay_count = f->inv_count = 0;
    f->inv_more = false;
    memset(f->overlay_glyph, 0, sizeof f->overlay_glyph);
    memset(f->overlay_sprite, 0, sizeof f->overlay_sprite);
    f->tiles = s->options.tiles;
    f->heading.text[0] = f->overlay_title.text[0] = f->overlay_footer.text[0] = '\0';
    if (game && s->scene != UG_SCENE_TITLE) {
        build_board(f, game, s);
        build_minimap(f, game);
        build_hud(f, game, catalog);
        build_log(f, log, catalog, s->log_lines);
        if (ug_game_info(game)->systems & UG_SYS_INVENTORY) build_inventory(f, game, catalog, *s);
        build_sight(f, game, catalog);
        build_look(f, game, catalog, s);
    }
    if (s->scene == UG_SCENE_TITLE) ug_menu_build(f, catalog, s);
    if (s->scene == UG_SCENE_DEATH || s->scene == UG_SCENE_VICTORY) build_end(f, game, catalog, s);
    switch (s->overlay) {
        case UG_OVERLAY_HELP:
            build_help(f, catalog, ug_view_profile(s->mode));
            if (s->keys) ug_keys_help(f, catalog, s->keys);
            break;
        case UG_OVERLAY_KEYS:
            ug_keys_build(f, catalog, s->keys, s->history_rows);
            break;
        case UG_OVERLAY_HISTORY:
            build_history(f, log, catalog, s);
            break;
        case UG_OVERLAY_QUIT:
            build_quit(f, catalog, s);
            ug_touch_quit_build(f, catalog, s); /* its answers as buttons, for a finger */
            break;
        case UG_OVERLAY_NOTICE:
            build_notices(f, log, catalog, s);
            break;
        default:
            break;
    }
    /* A mode whose screen is its own finishes the frame (cursed: cursed_view.c). */
    const UgViewProfile *profile = game ? ug_view_profile_of(game) : NULL;
    if (profile && profile->finish_frame) profile->finish_frame(f, game, log, catalog, s);
    /* The mute's mark (M): a line under the HUD (the layout makes room for it), or in place of
     * the last line when the HUD is full. */
    if (game && s->scene == UG_SCENE_GAME && s->options.muted && f->hud_count > 0) {
        UgColor color = f->hud[f->hud_count - 1].color;
        if (f->hud_count == UG_FRAME_HUD_MAX)
            f->hud_count--; /* full (cursed): the seed gives way */
        set_line(&f->hud[f->hud_count++], tr(catalog, "[sound off: {mute}]"), color);
    }
    /* The hints name the keys bound, or the pad's buttons (keys_view.h). */
    ug_keys_frame(f, s);
    /* The player's palette, over everything (palette.h): the one place colours change. */
    ug_palette_apply(f, (UgPalette)s->options.palette);
}
