/* cursed's own messages (CURSED.md §8.1), in our words: only cursed says these. See words.h. */
#include "words.h"

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

static const UgMessageRow rows[] = {
    {UG_MSG_CURSED_PICKUP, "You pick up the %s Orb.", NULL, 0, UG_ARGS_ORB, UG_MSGKIND_NORMAL,
     UG_SOUND_PICKUP},
    {UG_MSG_CURSED_TELEPORT, "You slip through space.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_NORMAL,
     UG_SOUND_ORB_SLIME},
    {UG_MSG_CURSED_ARMOR, "Ice hardens into armor around you.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_NORMAL, UG_SOUND_ORB_ICE},
    {UG_MSG_CURSED_HIT, "You hit the %s.", NULL, 0, UG_ARGS_MONSTER, UG_MSGKIND_DEALT,
     UG_SOUND_HIT},
    {UG_MSG_CURSED_KILL, "You kill the %s.", NULL, 0, UG_ARGS_MONSTER, UG_MSGKIND_DEALT,
     UG_SOUND_KILL},
    {UG_MSG_CURSED_PURGED, "A curse lifts from you.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_NORMAL,
     UG_SOUND_CHIME},
    {UG_MSG_CURSED_DROP, "The %s leaves a %s Orb behind.", NULL, 0, UG_ARGS_MONSTER_ORB,
     UG_MSGKIND_NORMAL, UG_SOUND_SILENT}, /* the kill's sound says it */
    {UG_MSG_CURSED_NPC_HIT, "The %s hits you.", NULL, 0, UG_ARGS_MONSTER, UG_MSGKIND_TAKEN,
     UG_SOUND_HURT},
    {UG_MSG_CURSED_NPC_CURSE, "The %s curses you.", NULL, 0, UG_ARGS_MONSTER, UG_MSGKIND_TAKEN,
     UG_SOUND_CURSE},
    {UG_MSG_CURSED_SUMMON, "The %s calls its companion.", NULL, 0, UG_ARGS_MONSTER,
     UG_MSGKIND_SYSTEM, UG_SOUND_BOSS},
    {UG_MSG_CURSED_BREATHE, "The %s breathes fire at you.", NULL, 0, UG_ARGS_MONSTER,
     UG_MSGKIND_TAKEN, UG_SOUND_ORB_FIRE},
    {UG_MSG_CURSED_CLEAVE, "The Butcher's cleaver bites into you.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_TAKEN, UG_SOUND_HURT_BIG},
    {UG_MSG_CURSED_PULL, "The Butcher's hook drags you closer.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_TAKEN, UG_SOUND_ORB_SLIME},
    {UG_MSG_CURSED_PUNCH, "The Ghoul's fists pound you.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_TAKEN,
     UG_SOUND_HURT},
    {UG_MSG_CURSED_SET_BOMBS, "The %s scatters bombs around you.", NULL, 0, UG_ARGS_MONSTER,
     UG_MSGKIND_SYSTEM, UG_SOUND_TICK},
    {UG_MSG_CURSED_FROZEN, "Time stands still around you.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_SYSTEM, UG_SOUND_ORB_ICE},
    {UG_MSG_CURSED_TAIL, "You chop off the Gargoyle's tail!", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_DEALT, UG_SOUND_HIT},
    {UG_MSG_CURSED_UNLOCK, "Achievement unlocked: %s", NULL, 0, UG_ARGS_ACHIEVEMENT,
     UG_MSGKIND_DEALT, UG_SOUND_CHIME},
    {UG_MSG_CURSED_SAVED, "The level is behind you; your orbs come along.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_SYSTEM, UG_SOUND_STAIRS},
    {UG_MSG_CURSED_CLOSE_OR_RELOAD, "Press Space to go deeper.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_SYSTEM, UG_SOUND_SILENT},
    {UG_MSG_CURSED_BUTCHER_SCENE, UG_PER_KIND(butcher_scene_msgids), UG_ARGS_NONE,
     UG_MSGKIND_SYSTEM, UG_SOUND_BOSS},
    {UG_MSG_CURSED_BUTCHER_CHARGES, "The Ravenous Butcher charges at you!", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_DANGER, UG_SOUND_BOSS},
    {UG_MSG_CURSED_REVIVAL, UG_PER_KIND(revival_msgids), UG_ARGS_NONE, UG_MSGKIND_DANGER,
     UG_SOUND_BOSS},
    {UG_MSG_CURSED_USE_STAIRS, "Giovanni is dead for good. Take the stairs.", NULL, 0, UG_ARGS_NONE,
     UG_MSGKIND_DEALT, UG_SOUND_SILENT},
    {UG_MSG_CURSED_DIE, "You die.", NULL, 0, UG_ARGS_NONE, UG_MSGKIND_DANGER, UG_SOUND_DEATH},
    {UG_MSG_CURSED_LAST_WORDS, UG_PER_KIND(last_words_msgids), UG_ARGS_NONE, UG_MSGKIND_DANGER,
     UG_SOUND_SILENT}, /* the death's sound says it */
    {UG_MSG_CURSED_LEVEL_START, "You enter the %s.", NULL, 0, UG_ARGS_LEVEL, UG_MSGKIND_NORMAL,
     UG_SOUND_SILENT}, /* after the stairs' sound */
};

const UgWords ug_words_cursed = UG_WORDS(rows);
