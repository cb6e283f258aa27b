/* The words of the log: the messages' rows every mode shares, the front end's own, the lookup
 * that finds a row in them or in a mode's table, and the sentence of an entry. See words.h. */
#include "words.h"
#include "hint_words.h"

#include "undergrid/auto.h"

#include "cursed_view.h"
#include "profile.h"
#include "view_parts.h"

#include <stdio.h>
#include <string.h>

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

/* The messages more than one mode says: {id, sentence, (per kind), arguments, kind, sound}. */
static const UgMessageRow common_rows[] = {
    {UG_MSG_NONE, NULL, NULL, 0, UG_ARGS_NONE, UG_MSGKIND_NORMAL, UG_SOUND_SILENT},
    {UG_MSG_FLOOR_START, "Floor %d. Find the stairs >.", NULL, 0, UG_ARGS_A, UG_MSGKIND_SYSTEM,
     UG_SOUND_SILENT}, /* the stairs' own sound (UG_EV_FLOOR) */
    {UG_MSG_PLAYER_HITS, UG_PER_KIND(hit_msgids), UG_ARGS_B, UG_MSGKIND_DEALT, UG_SOUND_HIT},
    {UG_MSG_MONSTER_HITS, UG_PER_KIND(hits_you_msgids), UG_ARGS_B, UG_MSGKIND_TAKEN,
     UG_SOUND_HURT}, /* UG_EV_DAMAGE says how hard */
    {UG_MSG_MONSTER_DIES, UG_PER_KIND(dies_msgids), UG_ARGS_NONE, UG_MSGKIND_DEALT, UG_SOUND_KILL},
    {UG_MSG_PLAYER_DIES, "You die...", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_DANGER, UG_SOUND_DEATH},
    {UG_MSG_WALL_BLOCKS, "The wall blocks your way.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_NORMAL,
     UG_SOUND_BUMP},
    {UG_MSG_WAKE_UP, "You wake up.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_SYSTEM, UG_SOUND_SILENT},
    {UG_MSG_DESCEND, "You go down to floor %d.", NULL, 0, UG_ARGS_A, UG_MSGKIND_SYSTEM,
     UG_SOUND_STAIRS},
    {UG_MSG_MONSTER_KILLED, UG_PER_KIND(killed_msgids), UG_ARGS_B, UG_MSGKIND_DEALT, UG_SOUND_KILL},
    {UG_MSG_LEVEL_UP, "Congratulations! You reached level %d.", NULL, 0, UG_ARGS_A,
     UG_MSGKIND_LEVEL, UG_SOUND_LEVEL_UP},
    {UG_MSG_HUNGRY, "You are getting hungry.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_DANGER,
     UG_SOUND_WARN},
    {UG_MSG_STARVING, "You are starving.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_DANGER, UG_SOUND_WARN},
    {UG_MSG_STARVING_TO_DEATH, "You are about to die of hunger.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_DANGER, UG_SOUND_WARN},
    {UG_MSG_PICKUP, UG_PER_KIND(pickup_msgids), UG_ARGS_ITEM, UG_MSGKIND_LOOT, UG_SOUND_PICKUP},
    {UG_MSG_CANT_PICKUP, UG_PER_KIND(cant_pickup_msgids), UG_ARGS_ITEM, UG_MSGKIND_DANGER,
     UG_SOUND_BUMP},
    {UG_MSG_PUT, UG_PER_KIND(put_msgids), UG_ARGS_ITEM, UG_MSGKIND_LOOT, UG_SOUND_EQUIP},
    {UG_MSG_EAT, "You eat the apple: hunger +%d.", NULL, 0, UG_ARGS_B, UG_MSGKIND_HEAL,
     UG_SOUND_EAT},
    {UG_MSG_DRINK, "You drink the healing potion %d: +%d HP.", NULL, 0, UG_ARGS_DRINK,
     UG_MSGKIND_HEAL, UG_SOUND_DRINK},
    {UG_MSG_INVENTORY_EMPTY, "You are carrying nothing.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_NORMAL,
     UG_SOUND_SILENT},
    {UG_MSG_REGENERATES, "It regenerates.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_NORMAL,
     UG_SOUND_SILENT},
};

const UgWords ug_words_common = UG_WORDS(common_rows);

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
    [UG_SAVE_IN_USE_OFFERED] =
        "The saved game is open in another window: continue it here "
        "without saving, or choose New game on the title for a new one saved as %s.",
    [UG_SAVE_IN_USE_OTHER_SLOT] = "The first saved game is open in another window; this one "
                                  "plays and saves %s.",
    [UG_SAVE_IN_USE_NO_SLOT] = "Every saved game is open in another window; nothing played in "
                               "this one is saved.",
    [UG_SAVE_IN_USE_NO_LOCK] = "The saved games cannot be locked (%s), so another window could "
                               "be playing them; nothing played in this one is saved.",
};

/* Why travel, explore, rest or run stopped (UgAutoStop, undergrid/auto.h); NULL: not said. */
static const char *const auto_stop_msgids[UG_AUTO_STOP_COUNT] = {
    [UG_AUTO_ARRIVED] = "You arrive.",
    [UG_AUTO_EXPLORED] = "Explored: nothing more can be reached here, and no stairs down "
                         "have been found.",
    [UG_AUTO_MONSTER] = "You stop: a creature comes into view (%s).",
    [UG_AUTO_DANGER] = "You stop: a creature is within reach (%s).",
    [UG_AUTO_DAMAGE] = "You stop: you took damage.",
    [UG_AUTO_ITEM] = "You stop: an item (%s).",
    [UG_AUTO_HUNGRY] = "You stop: you are hungry.",
    [UG_AUTO_BLOCKED] = "You stop: the path is blocked.",
    [UG_AUTO_KEY] = "You stop: you pressed %s.",
    [UG_AUTO_RESTED] = "You are rested.",
    [UG_AUTO_NO_WAIT] = "There is no resting in this game.",
    [UG_AUTO_NO_HEAL] = "You stop resting: it does not heal you here.",
    [UG_AUTO_OPENING] = "You stop: the way opens here.",
    [UG_AUTO_STAIRS] = "You stop at the stairs.",
    [UG_AUTO_NO_STAIRS] = "No stairs are known yet.",
    [UG_AUTO_IN_VIEW] = "You cannot rest with a creature in view (%s).",
    [UG_AUTO_HOSTILE] = "Not with a creature in view (%s): deal with it first (%s fights it).",
    [UG_AUTO_SKIP_HEAVY] = "Explore leaves it where it lies: too heavy to carry (%s).",
    [UG_AUTO_SKIP_FULL] = "Explore leaves it where it lies: no room to carry it (%s).",
    [UG_AUTO_CLICK] = "You stop: you clicked or tapped.",
    [UG_AUTO_HIT] = "You stop: you were hit (%s).",
    [UG_AUTO_STARVING] = "You stop: you are starving.",
    [UG_AUTO_BOSS] = "You stop: the boss is summoned.",
    [UG_AUTO_LEVEL_WON] = "You stop: the level is won.",
    [UG_AUTO_SCENE] = "You stop: the game shows you a scene.",
    [UG_AUTO_NOTHING] = "Nothing is under way.",
    [UG_AUTO_EXPLORED_STAIRS] = "Explored: nothing more can be reached here. Press %s to travel "
                                "to the stairs.",
    [UG_AUTO_EXPLORED_ON_STAIRS] = "Explored: nothing more can be reached here, and you stand on "
                                   "the stairs.",
    [UG_AUTO_SKIP_WORSE] = "Explore leaves it where it lies: you have one as good (%s).",
    [UG_AUTO_NO_HOSTILE] = "No creature is in view to fight.",
    [UG_AUTO_NO_WAY] = "No known way leads to the creature in view (%s).",
};

/* The same stops when the key they name is not known (the entry's text is empty): a key with
 * no name, the stairs' travel bound to no key. */
static const char *stop_without_key(int32_t why) {
    if (why == UG_AUTO_KEY) return "You stop: you pressed a key.";
    if (why == UG_AUTO_EXPLORED_STAIRS)
        return "Explored: nothing more can be reached here; the stairs down are known.";
    return NULL;
}

static const UgMessageRow ui_rows[] = {
    {UG_UIMSG_SCREENSHOT, "Screenshot saved to %s", NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_SYSTEM,
     UG_SOUND_NONE},
    {UG_UIMSG_SCREENSHOT_FAILED, "The screenshot could not be saved: %s", NULL, 0, UG_ARGS_TEXT,
     UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_NO_CATALOG, "No translation for \"%s\" was found; the texts are in English.", NULL, 0,
     UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_BAD_CATALOG, "The translation file could not be used (%s); the texts are in English.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_BAD_CONFIG, "The settings file could not be used (%s); the defaults apply.", NULL, 0,
     UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_NO_CJK_FONT,
     "No font with Japanese characters was found; install one (Debian: "
     "fonts-ipafont-gothic).",
     NULL, 0, UG_ARGS_NONE, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_RESUMED, "Welcome back: your game goes on, on floor %d.", NULL, 0, UG_ARGS_A,
     UG_MSGKIND_SYSTEM, UG_SOUND_NONE},
    {UG_UIMSG_BAD_SAVE,
     "The saved game could not be loaded (%s); a new "
     "game starts.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_SEED_WRITTEN, "The seed was written to %s", NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_SYSTEM,
     UG_SOUND_NONE},
    {UG_UIMSG_SAVE_FAILED, UG_PER_KIND(save_failed_msgids), UG_ARGS_TEXT, UG_MSGKIND_DANGER,
     UG_SOUND_NONE},
    {UG_UIMSG_SAVED_AGAIN, "The game is saved again.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_SYSTEM,
     UG_SOUND_NONE},
    {UG_UIMSG_SAVE_IN_USE, UG_PER_KIND(save_in_use_msgids), UG_ARGS_TEXT, UG_MSGKIND_DANGER,
     UG_SOUND_NONE},
    {UG_UIMSG_NEWER_SAVE,
     "The saved game %s was written by a newer version "
     "of Undergrid; it is left as it is.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_BAD_ACHIEVEMENTS,
     "The achievements file was damaged (%s); it "
     "was kept aside and a new one is started.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_NO_ORB, "You have no orb to throw.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_NORMAL,
     UG_SOUND_NONE},
    {UG_UIMSG_BAD_HISTORY,
     "The run history was damaged (%s); it was kept "
     "aside and a new one is started.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_RECORDS_FAILED, "The run's records were not all kept: %s.", NULL, 0, UG_ARGS_TEXT,
     UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_WATCH_FAILED, "The recording cannot be watched: %s.", NULL, 0, UG_ARGS_TEXT,
     UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_AUTO_STOP, UG_PER_KIND(auto_stop_msgids), UG_ARGS_STOP, UG_MSGKIND_SYSTEM,
     UG_SOUND_NONE},
    {UG_UIMSG_NO_TILESET,
     "The tileset could not be used (%s); the board is "
     "drawn with glyphs.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_BAD_BINDINGS,
     "The key bindings file is not all usable (%s); "
     "the other keys apply.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_DANGER, UG_SOUND_NONE},
    {UG_UIMSG_NO_SOUND,
     "No sound can be played (%s); the game goes on in "
     "silence.",
     NULL, 0, UG_ARGS_TEXT, UG_MSGKIND_SYSTEM, UG_SOUND_NONE},
    {UG_UIMSG_FIRST_HINT, UG_PER_KIND(ug_first_hint_msgids), UG_ARGS_NONE, UG_MSGKIND_SYSTEM,
     UG_SOUND_NONE},
    {UG_UIMSG_BOSS_HINT, UG_PER_KIND(ug_boss_hint_msgids), UG_ARGS_B_MONSTER, UG_MSGKIND_SYSTEM,
     UG_SOUND_NONE},
};

const UgWords ug_words_ui = UG_WORDS(ui_rows);

static const UgMessageRow *find_row(const UgWords *words, int32_t msg) {
    for (int i = 0; words && i < words->count; i++)
        if (words->rows[i].id == msg) return &words->rows[i];
    return NULL;
}

const UgMessageRow *ug_view_message_row(int32_t msg) {
    const UgMessageRow *row = find_row(&ug_words_common, msg);
    if (!row) row = find_row(&ug_words_ui, msg);
    for (int m = 0; !row && m < UG_MODE_COUNT; m++)
        row = find_row(ug_view_profile((UgMode)m)->words, msg);
    return row;
}

/* A name from one of the name tables, "?" when out of range. */
static const char *name_of(const char *const *names, int count, int32_t index) {
    return index >= 0 && index < count && names[index] ? names[index] : "?";
}

void ug_view_word_entry(const UgCatalog *c, const UgLogEntry *e, char *out, size_t size) {
    const UgMessageRow *form = ug_view_message_row(e->msg);
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
        case UG_ARGS_NONE:
            break;
        case UG_ARGS_A:
            n = 1;
            break;
        case UG_ARGS_B:
            args[0] = args[1], n = 1;
            break;
        case UG_ARGS_AB:
            n = 2;
            break;
        case UG_ARGS_TEXT:
            args[0] = ug_arg_str(e->text), n = 1;
            break;
        case UG_ARGS_ITEM:
            args[0] = ug_arg_int((int64_t)e->b * UG_POTION_NAME_STEP);
            n = e->a == UG_ITEM_POTION ? 1 : 0;
            break;
        case UG_ARGS_DRINK:
            args[0] = ug_arg_int((int64_t)e->a * UG_POTION_NAME_STEP), n = 2;
            break;
        case UG_ARGS_MONSTER:
        case UG_ARGS_MONSTER_ORB:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_monster_names, UG_MON_KIND_COUNT, e->a)));
            args[1] = ug_arg_str(tr(c, name_of(ug_cursed_orb_names, UG_ORB_KIND_COUNT, e->b)));
            n = form->args == UG_ARGS_MONSTER ? 1 : 2;
            break;
        case UG_ARGS_ORB:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_orb_names, UG_ORB_KIND_COUNT, e->a)));
            n = 1;
            break;
        case UG_ARGS_ACHIEVEMENT:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_achievement_titles, UG_ACH_COUNT, e->a)));
            n = 1;
            break;
        case UG_ARGS_LEVEL:
            args[0] = ug_arg_str(tr(c, name_of(ug_cursed_level_names, 4, e->a)));
            n = 1;
            break;
        case UG_ARGS_B_MONSTER:
            args[0] = ug_arg_str(ug_view_monster_name(c, e->b));
            n = 1;
            break;
        case UG_ARGS_STOP: /* a potion's name holds its level, which the stop does not say */
            if (stop_without_key(e->a)) { /* the key's name, the front end's (bindings) */
                const char *plain = stop_without_key(e->a);
                bool named = e->text[0] && strcmp(e->text, "-") != 0;
                if (!named) fmt = plain;
                args[0] = ug_arg_str(e->text);
                n = named ? 1 : 0;
                break;
            }
            if (e->a == UG_AUTO_ITEM || e->a == UG_AUTO_SKIP_HEAVY || e->a == UG_AUTO_SKIP_FULL ||
                e->a == UG_AUTO_SKIP_WORSE)
                args[0] =
                    ug_arg_str(tr(c, e->b == UG_ITEM_POTION
                                         ? "A potion"
                                         : name_of(item_name_msgids, UG_ITEM_KIND_COUNT, e->b)));
            else
                args[0] = ug_arg_str(ug_view_monster_name(c, e->b));
            n = 1;
            /* The fight key's name, the front end's (bindings): without one, the plain words. */
            if (e->a == UG_AUTO_HOSTILE && (!e->text[0] || strcmp(e->text, "-") == 0))
                fmt = "Not with a creature in view (%s): deal with it first.";
            else if (e->a == UG_AUTO_HOSTILE)
                args[1] = ug_arg_str(e->text), n = 2;
            break;
    }
    ug_i18n_format(out, size, tr(c, fmt), args, n);
}

/* Each message's kind, as the original colours it (game.h names it per message). */
UgMsgKind ug_view_message_kind(int32_t msg) {
    const UgMessageRow *form = ug_view_message_row(msg);
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

const char *ug_view_item_msgid(int kind) {
    const char *msgid = (unsigned)kind < UG_ITEM_KIND_COUNT ? item_name_msgids[kind] : NULL;
    return msgid && msgid[0] ? msgid : NULL;
}

static void item_name(char *out, size_t size, const UgCatalog *c, const UgItem *it) {
    UgItemKind kind = (UgItemKind)it->kind;
    UgArg args[1] = {ug_arg_int((int64_t)it->level * UG_POTION_NAME_STEP)};
    if (!ug_view_item_msgid(kind)) {
        UgArg unknown[1] = {ug_arg_int(it->kind)};
        ug_i18n_format(out, size, tr(c, "(item %d)"), unknown, 1);
        return;
    }
    ug_i18n_format(out, size, tr(c, item_name_msgids[kind]), args, kind == UG_ITEM_POTION ? 1 : 0);
}

void ug_view_item_name(const UgCatalog *catalog, const UgItem *item, char *out, size_t size) {
    item_name(out, size, catalog, item);
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
    [UG_MON_BOMBER] = "Bomber",
    [UG_MON_TROLL] = "Troll",
};

const char *ug_view_monster_msgid(int kind) {
    const char *msgid = (unsigned)kind < UG_MON_KIND_COUNT ? monster_name_msgids[kind] : NULL;
    return msgid && msgid[0] ? msgid : NULL;
}

const char *ug_view_monster_name(const UgCatalog *c, int kind) {
    const char *msgid = ug_view_monster_msgid(kind);
    return tr(c, msgid ? msgid : "Creature");
}

/* Every tile's name (the words are the same in every mode): a tile added to the core without one
 * is named "?" rather than read as NULL (tests/view: every tile of every mode). */
static const char *const tile_msgids[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = "Wall",
    [UG_TILE_FLOOR] = "Floor",
    [UG_TILE_STAIRS] = "Stairs down",
    [UG_TILE_POTION] = "A potion",
    [UG_TILE_DOOR_CLOSED] = "A closed door",
    [UG_TILE_DOOR_OPEN] = "An open door",
    [UG_TILE_ARRIVAL] = "Where you came in",
    [UG_TILE_WATER] = "Shallow water",
    [UG_TILE_RUBBLE] = "Rubble",
};

const char *ug_view_tile_msgid(UgTile tile) {
    const char *msgid = (unsigned)tile < UG_TILE_COUNT ? tile_msgids[tile] : NULL;
    return msgid && msgid[0] ? msgid : NULL;
}

const char *ug_view_tile_name(const UgCatalog *c, UgTile tile) {
    const char *msgid = ug_view_tile_msgid(tile);
    return msgid ? tr(c, msgid) : "?";
}
