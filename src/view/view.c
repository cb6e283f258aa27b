/* Game -> Frame. See view.h. Every string here is an msgid looked up in the catalog. */
#include "view.h"

#include "cursed_view.h"
#include "profile.h"

#include <stdio.h>
#include <string.h>

const UgColor ug_color_background = {8, 8, 14, 255};
const UgColor ug_color_text = {200, 210, 255, 255};
const UgColor ug_color_hud = {230, 230, 240, 255};
const UgColor ug_color_heading = {255, 255, 255, 255};
const UgColor ug_color_panel = {16, 16, 28, 255};
const UgColor ug_color_frame = {60, 56, 92, 255};
const UgColor ug_color_bar_back = {40, 30, 40, 255};

static const UgColor NONE = {0, 0, 0, 0};
static const UgColor KEY_HINT = {255, 214, 90, 255};

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
};
enum { ITEM_FAR_ALPHA = 110 };
static const UgLook item_looks[UG_ITEM_KIND_COUNT] = {
    [UG_ITEM_APPLE] = {'%', {235, 70, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_POTION] = {'!', {255, 100, 160, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_FIRE] = {'*', {255, 120, 60, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_ICE] = {'*', {120, 200, 255, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_SLIME] = {'*', {140, 230, 90, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
    [UG_ITEM_ORB_LUMP] = {'*', {200, 170, 120, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, ITEM_FAR_ALPHA},
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
    "You hit the rat (%d).", "You hit the goblin (%d).", "You hit the ogre (%d)."};
static const char *const hits_you_msgids[UG_MON_KIND_COUNT] = {
    "The rat hits you (%d).", "The goblin hits you (%d).", "The ogre hits you (%d)."};
static const char *const dies_msgids[UG_MON_KIND_COUNT] = {"The rat dies.", "The goblin dies.",
                                                           "The ogre dies."};

static const char *const killed_msgids[UG_MON_KIND_COUNT] = {
    "You defeat the rat and gain %d EXP.", "You defeat the goblin and gain %d EXP.",
    "You defeat the ogre and gain %d EXP."};
/* simple's item sentences, whole per item kind; a potion's %d is its name's number (10 x level). */
static const char *const pickup_msgids[UG_ITEM_KIND_COUNT] = {"You pick up the apple.",
                                                              "You pick up the healing potion %d."};
static const char *const cant_pickup_msgids[UG_ITEM_KIND_COUNT] = {
    "The apple is too heavy to carry.", "The healing potion %d is too heavy to carry."};
static const char *const put_msgids[UG_ITEM_KIND_COUNT] = {"You put down the apple.",
                                                           "You put down the healing potion %d."};
static const char *const item_name_msgids[UG_ITEM_KIND_COUNT] = {"Apple", "Healing potion %d"};
static const char *const verb_msgids[UG_VERB_COUNT] = {"Eat", "Drink", "Put down"};

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
    [UG_MSG_FLOOR_START] = {"Floor %d. Find the stairs >.", NULL, 0, ARGS_A, UG_MSGKIND_NORMAL},
    [UG_MSG_PLAYER_HITS] = {PER_KIND(hit_msgids), ARGS_B, UG_MSGKIND_PATTACK},
    [UG_MSG_MONSTER_HITS] = {PER_KIND(hits_you_msgids), ARGS_B, UG_MSGKIND_EATTACK},
    [UG_MSG_MONSTER_DIES] = {PER_KIND(dies_msgids), ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_DRINK_POTION] = {"You drink a potion: +%d health.", NULL, 0, ARGS_A, UG_MSGKIND_NORMAL},
    [UG_MSG_PLAYER_DIES] = {"You die...", NULL, 0, ARGS_NONE, UG_MSGKIND_SPECIAL},
    [UG_MSG_WALL_BLOCKS] = {"The wall blocks your way.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_WAKE_UP] = {"You wake up.", NULL, 0, ARGS_NONE, UG_MSGKIND_SPECIAL},
    [UG_MSG_DESCEND] = {"You go down the stairs.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_MONSTER_KILLED] = {PER_KIND(killed_msgids), ARGS_B, UG_MSGKIND_IMPORTANT},
    [UG_MSG_LEVEL_UP] = {"Congratulations! You reached level %d.", NULL, 0, ARGS_A,
                         UG_MSGKIND_IMPORTANT},
    [UG_MSG_HUNGRY] = {"You are getting hungry.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_STARVING] = {"You are starving.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_STARVING_TO_DEATH] = {"You are about to die of hunger.", NULL, 0, ARGS_NONE,
                                  UG_MSGKIND_IMPORTANT},
    [UG_MSG_PICKUP] = {PER_KIND(pickup_msgids), ARGS_ITEM, UG_MSGKIND_NORMAL},
    [UG_MSG_CANT_PICKUP] = {PER_KIND(cant_pickup_msgids), ARGS_ITEM, UG_MSGKIND_IMPORTANT},
    [UG_MSG_PUT] = {PER_KIND(put_msgids), ARGS_ITEM, UG_MSGKIND_NORMAL},
    [UG_MSG_EAT] = {"You eat the apple: hunger +%d.", NULL, 0, ARGS_B, UG_MSGKIND_NORMAL},
    [UG_MSG_DRINK] = {"You drink the healing potion %d: +%d HP.", NULL, 0, ARGS_DRINK,
                      UG_MSGKIND_NORMAL},
    [UG_MSG_INVENTORY_EMPTY] = {"You are carrying nothing.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    /* cursed (CURSED.md §8.1), in our words. */
    [UG_MSG_CURSED_PICKUP] = {"You pick up the %s Orb.", NULL, 0, ARGS_ORB, UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_TELEPORT] = {"You slip through space.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_ARMOR] = {"Ice hardens into armor around you.", NULL, 0, ARGS_NONE,
                             UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_HIT] = {"You hit the %s.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_PATTACK},
    [UG_MSG_CURSED_KILL] = {"You kill the %s.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_PATTACK},
    [UG_MSG_CURSED_PURGED] = {"A curse lifts from you.", NULL, 0, ARGS_NONE, UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_DROP] = {"The %s leaves a %s Orb behind.", NULL, 0, ARGS_MONSTER_ORB,
                            UG_MSGKIND_NORMAL},
    [UG_MSG_CURSED_NPC_HIT] = {"The %s hits you.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_EATTACK},
    [UG_MSG_CURSED_NPC_CURSE] = {"The %s curses you.", NULL, 0, ARGS_MONSTER, UG_MSGKIND_EATTACK},
    [UG_MSG_CURSED_SUMMON] = {"The %s calls its companion.", NULL, 0, ARGS_MONSTER,
                              UG_MSGKIND_SPECIAL},
    [UG_MSG_CURSED_BREATHE] = {"The %s breathes fire at you.", NULL, 0, ARGS_MONSTER,
                               UG_MSGKIND_EATTACK},
    [UG_MSG_CURSED_CLEAVE] = {"The Butcher's cleaver bites into you.", NULL, 0, ARGS_NONE,
                              UG_MSGKIND_EATTACK},
    [UG_MSG_CURSED_PULL] = {"The Butcher's hook drags you closer.", NULL, 0, ARGS_NONE,
                            UG_MSGKIND_EATTACK},
    [UG_MSG_CURSED_PUNCH] = {"The Ghoul's fists pound you.", NULL, 0, ARGS_NONE,
                             UG_MSGKIND_EATTACK},
    [UG_MSG_CURSED_SET_BOMBS] = {"The %s scatters bombs around you.", NULL, 0, ARGS_MONSTER,
                                 UG_MSGKIND_SPECIAL},
    [UG_MSG_CURSED_FROZEN] = {"Time stands still around you.", NULL, 0, ARGS_NONE,
                              UG_MSGKIND_SPECIAL},
    [UG_MSG_CURSED_TAIL] = {"You chop off the Gargoyle's tail!", NULL, 0, ARGS_NONE,
                            UG_MSGKIND_PATTACK},
    [UG_MSG_CURSED_UNLOCK] = {"Achievement unlocked: %s", NULL, 0, ARGS_ACHIEVEMENT,
                              UG_MSGKIND_PATTACK},
    [UG_MSG_CURSED_SAVED] = {"The level is behind you; your orbs come along.", NULL, 0, ARGS_NONE,
                             UG_MSGKIND_SPECIAL},
    [UG_MSG_CURSED_CLOSE_OR_RELOAD] = {"Press Space to go deeper.", NULL, 0, ARGS_NONE,
                                       UG_MSGKIND_SPECIAL},
    [UG_MSG_CURSED_BUTCHER_SCENE] = {PER_KIND(butcher_scene_msgids), ARGS_NONE, UG_MSGKIND_SPECIAL},
    [UG_MSG_CURSED_BUTCHER_CHARGES] = {"The Ravenous Butcher charges at you!", NULL, 0, ARGS_NONE,
                                       UG_MSGKIND_IMPORTANT},
    [UG_MSG_CURSED_REVIVAL] = {PER_KIND(revival_msgids), ARGS_NONE, UG_MSGKIND_IMPORTANT},
    [UG_MSG_CURSED_USE_STAIRS] = {"Giovanni is dead for good. Take the stairs.", NULL, 0, ARGS_NONE,
                                  UG_MSGKIND_PATTACK},
    [UG_MSG_CURSED_DIE] = {"You die.", NULL, 0, ARGS_NONE, UG_MSGKIND_IMPORTANT},
    [UG_MSG_CURSED_LAST_WORDS] = {PER_KIND(last_words_msgids), ARGS_NONE, UG_MSGKIND_IMPORTANT},
    [UG_MSG_CURSED_LEVEL_START] = {"You enter the %s.", NULL, 0, ARGS_LEVEL, UG_MSGKIND_NORMAL},
};
#undef PER_KIND

/* The front end's own messages (log.h), from UG_UIMSG_FIRST. */
static const MessageForm ui_messages[UG_UIMSG_LAST - UG_UIMSG_FIRST] = {
    [UG_UIMSG_SCREENSHOT - UG_UIMSG_FIRST] = {"Screenshot saved to %s", NULL, 0, ARGS_TEXT,
                                              UG_MSGKIND_NORMAL},
    [UG_UIMSG_SCREENSHOT_FAILED - UG_UIMSG_FIRST] = {"The screenshot could not be saved: %s", NULL,
                                                     0, ARGS_TEXT, UG_MSGKIND_IMPORTANT},
    [UG_UIMSG_NO_CATALOG -
        UG_UIMSG_FIRST] = {"No translation for \"%s\" was found; the texts are in English.", NULL,
                           0, ARGS_TEXT, UG_MSGKIND_IMPORTANT},
    [UG_UIMSG_BAD_CATALOG -
        UG_UIMSG_FIRST] = {"The translation file could not be used (%s); the texts are in English.",
                           NULL, 0, ARGS_TEXT, UG_MSGKIND_IMPORTANT},
    [UG_UIMSG_BAD_CONFIG -
        UG_UIMSG_FIRST] = {"The settings file could not be used (%s); the defaults apply.", NULL, 0,
                           ARGS_TEXT, UG_MSGKIND_IMPORTANT},
    [UG_UIMSG_NO_CJK_FONT -
        UG_UIMSG_FIRST] = {"No font with Japanese characters was found; install one (Debian: "
                           "fonts-ipafont-gothic).",
                           NULL, 0, ARGS_NONE, UG_MSGKIND_IMPORTANT},
    [UG_UIMSG_RESUMED - UG_UIMSG_FIRST] = {"Welcome back: your game goes on, on floor %d.", NULL, 0,
                                           ARGS_A, UG_MSGKIND_SPECIAL},
    [UG_UIMSG_BAD_SAVE - UG_UIMSG_FIRST] = {"The saved game could not be loaded (%s); a new "
                                            "game starts.",
                                            NULL, 0, ARGS_TEXT, UG_MSGKIND_IMPORTANT},
    [UG_UIMSG_BAD_ACHIEVEMENTS - UG_UIMSG_FIRST] = {"The achievements file was damaged (%s); it "
                                                    "was kept aside and a new one is started.",
                                                    NULL, 0, ARGS_TEXT, UG_MSGKIND_IMPORTANT},
};

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
        fmt = e->a >= 0 && e->a < form->kinds ? form->per_kind[e->a] : NULL;
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
}

static void format_line(UgTextLine *line, const UgCatalog *c, const char *msgid, const UgArg *args,
                        int n, UgColor color) {
    ug_i18n_format(line->text, sizeof line->text, tr(c, msgid), args, n);
    line->color = color;
    line->repeat = 1;
}

/* A log entry as a line: worded, with "(x3)" when repeated. */
static void entry_line(UgTextLine *line, const UgCatalog *c, const UgLogEntry *e, UgColor color) {
    char words[UG_FRAME_TEXT_MAX];
    ug_view_word_entry(c, e, words, sizeof words);
    if (e->repeat > 1) {
        UgArg args[2] = {ug_arg_str(words), ug_arg_int(e->repeat)};
        format_line(line, c, "%s (x%d)", args, 2, color);
    } else {
        set_line(line, words, color);
    }
    line->repeat = e->repeat;
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

static int min_int(int a, int b) {
    return a < b ? a : b;
}

static void build_board(UgFrame *f, const UgGame *g, const UgViewState *s) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    const UgPlayer *p = ug_game_player(g);
    f->has_board = true;
    f->map_w = min_int(ug_game_width(g), UG_FRAME_MAX_W);
    f->map_h = min_int(ug_game_height(g), UG_FRAME_MAX_H);
    f->board_w = min_int(f->map_w, UG_VIEW_COLS);
    f->board_h = min_int(f->map_h, UG_VIEW_ROWS);
    f->cam_x = ug_view_camera(p->x, f->map_w, f->board_w);
    f->cam_y = ug_view_camera(p->y, f->map_h, f->board_h);
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
        cell->monster = true;
    }
    f->player_x = p->x;
    f->player_y = p->y;
    int vx = p->x - f->cam_x, vy = p->y - f->cam_y;
    if (vx >= 0 && vy >= 0 && vx < f->board_w && vy < f->board_h) {
        UgCell *cell = &f->cells[vy][vx];
        cell->glyph = player_look.glyph;
        cell->fg = player_look.fg;
        cell->monster = false;
    }
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
                        break;
                    case UG_TILE_STAIRS:
                        c = pal->stairs;
                        break;
                    case UG_TILE_POTION:
                        c = pal->potion;
                        break;
                    default:
                        break;
                }
            }
            f->minimap[y][x] = c;
        }
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (ug_game_visible(g, m->x, m->y) && m->x < f->map_w && m->y < f->map_h)
            f->minimap[m->y][m->x] =
                pal->enemy.a ? pal->enemy : ug_look_monster((UgMonsterKind)m->kind)->fg;
    }
    if (f->player_x >= 0 && f->player_y >= 0 && f->player_x < f->map_w && f->player_y < f->map_h)
        f->minimap[f->player_y][f->player_x] = pal->player;
}

static void set_health(UgFrame *f, const UgPlayer *p);

/* A weight in tenths as the original shows it: "0.3". */
static void tenths(char *out, size_t size, int64_t v) {
    snprintf(out, size, "%s%lld.%lld", v < 0 ? "-" : "", (long long)(v < 0 ? -v : v) / 10,
             (long long)(v < 0 ? -v : v) % 10);
}

/* The status lines: the core's stats in its order, each worded by the profile's format (a stat
 * the profile gives no format is not shown). The health bar goes under the HP line. */
static void build_hud(UgFrame *f, const UgGame *g, const UgCatalog *c) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    UgStat stats[UG_STAT_COUNT];
    int count = ug_game_stats(g, stats);
    f->hud_count = 0;
    f->health_line = 0;
    for (int i = 0; i < count && f->hud_count < UG_FRAME_HUD_MAX; i++) {
        const UgStat *st = &stats[i];
        const char *fmt = (unsigned)st->id < UG_STAT_COUNT ? profile->stat_formats[st->id] : NULL;
        if (!fmt) continue;
        char a[32], b[32];
        UgArg args[2] = {ug_arg_int(st->value), ug_arg_int(st->max)};
        if (st->id == UG_STAT_WEIGHT) {
            tenths(a, sizeof a, st->value);
            tenths(b, sizeof b, st->max);
            args[0] = ug_arg_str(a), args[1] = ug_arg_str(b);
        } else if (st->id == UG_STAT_SEED) {
            args[0] = ug_arg_str(ug_game_seed(g));
        }
        if (st->id == UG_STAT_HP) f->health_line = f->hud_count;
        format_line(&f->hud[f->hud_count++], c, fmt, args, 2, ug_color_hud);
    }
    set_health(f, ug_game_player(g));
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
        [UG_MSGKIND_NORMAL] = {255, 255, 255, 255},  /* white */
        [UG_MSGKIND_SPECIAL] = {255, 255, 0, 255},   /* yellow */
        [UG_MSGKIND_IMPORTANT] = {255, 48, 48, 255}, /* red, a little lifted to read on black */
        [UG_MSGKIND_PATTACK] = {154, 205, 50, 255},  /* yellowgreen */
        [UG_MSGKIND_EATTACK] = {0, 255, 255, 255},   /* aqua */
    };
    return (unsigned)kind < UG_MSGKIND_COUNT ? colors[kind] : colors[UG_MSGKIND_NORMAL];
}

/* The last few messages: classic's newest brightest and older ones fading; simple's in the
 * colour of their kind. */
static void build_log(UgFrame *f, const UgLog *log, const UgCatalog *c, int lines, bool kinds) {
    static const uint8_t fade[UG_FRAME_LOG_MAX] = {255, 185, 140, 110, 90, 75, 65, 55};
    if (lines < 1) lines = 1;
    if (lines > UG_FRAME_LOG_MAX) lines = UG_FRAME_LOG_MAX;
    int count = log ? ug_log_count(log) : 0;
    int n = count < lines ? count : lines;
    f->log_count = n;
    for (int i = 0; i < n; i++) {
        const UgLogEntry *e = ug_log_get(log, count - n + i);
        int age = n - 1 - i;
        UgColor color = kinds ? ug_view_kind_color(ug_view_message_kind(e->msg))
                              : with_alpha(ug_color_text, fade[age]);
        entry_line(&f->log[i], c, e, color);
    }
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
        entry_line(&f->overlay_lines[f->overlay_count++], c, ug_log_get(log, i), ug_color_text);
    if (count == 0)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, "No messages yet."), ug_color_text);
    set_line(&f->overlay_footer, tr(c, "Up/Down, Page Up/Down: scroll   Tab or Esc: close"),
             KEY_HINT);
}

/* --- simple's inventory ------------------------------------------------------------------- */

static int inventory_count(const UgGame *g) {
    return g && (ug_game_info(g)->systems & UG_SYS_INVENTORY) ? ug_game_inventory_count(g) : 0;
}

/* Keeps the chosen row in range and among the rows shown. */
static void inventory_clamp(UgViewState *s, int count) {
    if (s->inv_index >= count) s->inv_index = count - 1;
    if (s->inv_index < 0) s->inv_index = 0;
    if (s->inv_offset > s->inv_index) s->inv_offset = s->inv_index;
    if (s->inv_offset + UG_FRAME_INV_ROWS <= s->inv_index)
        s->inv_offset = s->inv_index - UG_FRAME_INV_ROWS + 1;
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

static void build_inventory(UgFrame *f, const UgGame *g, const UgCatalog *c, UgViewState s) {
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
        set_line(&f->inv_hint, tr(c, "z: do it   x: back"), KEY_HINT);
        return;
    }
    UgArg count_args[1] = {ug_arg_int(count)};
    format_line(&f->inv_title, c, "Items (%d)", count_args, 1, ug_color_heading);
    int first = s.inv_open ? s.inv_offset : 0;
    for (int i = first; i < count && f->inv_count < UG_FRAME_INV_ROWS; i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        char name[UG_FRAME_TEXT_MAX];
        item_name(name, sizeof name, c, it);
        const UgLook *look = ug_look_item((UgItemKind)it->kind);
        set_line(&f->inv_lines[f->inv_count], name, ug_color_text);
        f->inv_glyph[f->inv_count] = look->glyph;
        f->inv_glyph_color[f->inv_count] = look->fg;
        if (s.inv_open && i == s.inv_index) f->inv_cursor = f->inv_count;
        f->inv_count++;
    }
    if (count == 0) {
        set_line(&f->inv_lines[0], tr(c, "(nothing)"), ug_color_frame);
        f->inv_glyph[0] = 0;
        f->inv_count = 1;
    }
    set_line(&f->inv_hint, tr(c, s.inv_open ? "z: choose   x: close" : "x: open"), KEY_HINT);
}

static void build_help(UgFrame *f, const UgCatalog *c, const UgViewProfile *profile) {
    set_line(&f->overlay_title, tr(c, "Keys"), ug_color_heading);
    f->overlay_count = 0;
    for (int i = 0; i < profile->help_count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++)
        set_line(&f->overlay_lines[f->overlay_count++], tr(c, profile->help[i]), ug_color_text);
    set_line(&f->overlay_footer, tr(c, "Press any key to close."), KEY_HINT);
}

static void build_quit(UgFrame *f, const UgCatalog *c) {
    set_line(&f->overlay_title, tr(c, "Quit Undergrid?"), ug_color_heading);
    f->overlay_count = 0;
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "Y or Enter: quit"), ug_color_text);
    set_line(&f->overlay_lines[f->overlay_count++], tr(c, "N or Esc: keep playing"), ug_color_text);
    f->overlay_footer.text[0] = '\0';
}

/* The title: the profile's heading, intro, description and start hint; with a saved game
 * waiting, the resume line in place of the start hint (and, where the original's title has
 * room for nothing else, of the intro and description too). */
static void build_title(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    const UgViewProfile *profile = ug_view_profile(s->mode);
    bool resume = s->resume_floor > 0;
    bool describe = !resume || profile->describe_when_resuming;
    f->body_count = 0;
    set_line(&f->heading, tr(c, profile->title), ug_color_heading);
    if (describe && profile->title_intro)
        set_line(&f->body[f->body_count++], tr(c, profile->title_intro), KEY_HINT);
    for (int i = 0; describe && i < profile->description_count; i++)
        set_line(&f->body[f->body_count++], tr(c, profile->description[i]), ug_color_text);
    if (resume) {
        UgArg args[2] = {ug_arg_int(s->resume_floor), ug_arg_int(s->resume_turns)};
        format_line(&f->body[f->body_count++], c, profile->resume_hint, args, 2, KEY_HINT);
    } else if (profile->start_hint) {
        set_line(&f->body[f->body_count++], tr(c, profile->start_hint), KEY_HINT);
    }
    set_line(&f->body[f->body_count++], tr(c, "? or F1: help   Esc: quit"), ug_color_frame);
}

static void build_death(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    set_line(&f->heading, tr(c, "You died"), ug_color_heading);
    f->body_count = 0;
    UgArg args[2] = {ug_arg_int(s->death_floor), ug_arg_int(s->death_turns)};
    format_line(&f->body[f->body_count++], c,
                "You fell on floor %d after %d turns. Permadeath: this dungeon is lost forever.",
                args, 2, ug_color_text);
    set_line(&f->body[f->body_count++], tr(c, ug_view_profile(s->mode)->death_hint), KEY_HINT);
}

void ug_view_build(UgFrame *f, const UgGame *game, const UgLog *log, const UgCatalog *catalog,
                   const UgViewState *s) {
    f->scene = s->scene;
    f->overlay = s->overlay;
    f->background = ug_color_background;
    f->has_board = false;
    f->has_inventory = false;
    f->diagonal_hint = false;
    f->hud_count = f->log_count = f->body_count = f->overlay_count = f->inv_count = 0;
    f->heading.text[0] = f->overlay_title.text[0] = f->overlay_footer.text[0] = '\0';
    if (game && s->scene != UG_SCENE_TITLE) {
        build_board(f, game, s);
        build_minimap(f, game);
        build_hud(f, game, catalog);
        build_log(f, log, catalog, s->log_lines, ug_view_profile_of(game)->log_colors_by_kind);
        if (ug_game_info(game)->systems & UG_SYS_INVENTORY) build_inventory(f, game, catalog, *s);
    }
    if (s->scene == UG_SCENE_TITLE) build_title(f, catalog, s);
    if (s->scene == UG_SCENE_DEATH) build_death(f, catalog, s);
    switch (s->overlay) {
        case UG_OVERLAY_HELP:
            build_help(f, catalog, ug_view_profile(s->mode));
            break;
        case UG_OVERLAY_HISTORY:
            build_history(f, log, catalog, s);
            break;
        case UG_OVERLAY_QUIT:
            build_quit(f, catalog);
            break;
        default:
            break;
    }
    /* A mode whose screen is its own finishes the frame (cursed: cursed_view.c). */
    const UgViewProfile *profile = game ? ug_view_profile_of(game) : NULL;
    if (profile && profile->finish_frame) profile->finish_frame(f, game, log, catalog, s);
}
