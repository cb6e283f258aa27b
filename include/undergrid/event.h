/* What happened: message ids, UgEvent and the events buffer (part of undergrid/game.h). */
#ifndef UG_EVENT_H
#define UG_EVENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/entity.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --- Events: what happened. Messages are ids with arguments; the front end words them. ------- */
typedef enum UgMsg {
    UG_MSG_NONE = 0,
    UG_MSG_FLOOR_START,  /* a = floor number: "Floor 1. Find the stairs >." */
    UG_MSG_PLAYER_HITS,  /* a = UgMonsterKind, b = damage: "You hit the rat (3)." */
    UG_MSG_MONSTER_HITS, /* a = UgMonsterKind, b = damage: "The goblin hits you (2)." */
    UG_MSG_MONSTER_DIES, /* a = UgMonsterKind: "The ogre dies." */
    UG_MSG_DRINK_POTION, /* a = health gained as the rule states it (+6) */
    UG_MSG_PLAYER_DIES,  /* a = floor, b = turns */
    UG_MSG_WALL_BLOCKS,  /* modes that say so when you walk into a wall */
    /* simple (RULES.md §2). The original's colour for each is given as [kind]. */
    UG_MSG_WAKE_UP,        /* never emitted: the front end logs it when a game starts [special] */
    UG_MSG_DESCEND,        /* a = new floor: "You go down the stairs." [normal] */
    UG_MSG_MONSTER_KILLED, /* a = UgMonsterKind, b = EXP gained [important] */
    UG_MSG_LEVEL_UP,       /* a = new level [important] */
    UG_MSG_HUNGRY,         /* hunger fell to 20: "You are getting hungry." [normal] */
    UG_MSG_STARVING,       /* hunger fell to 10: "You are starving." [normal] */
    UG_MSG_STARVING_TO_DEATH, /* hunger fell to 0: "You are about to die of hunger." [important] */
    UG_MSG_PICKUP,            /* a = UgItemKind, b = item level [normal] */
    UG_MSG_CANT_PICKUP,       /* a = UgItemKind, b = item level: too heavy [important] */
    UG_MSG_PUT,               /* a = UgItemKind, b = item level [normal] */
    UG_MSG_EAT,               /* a = UgItemKind, b = hunger restored [normal] */
    UG_MSG_DRINK,             /* a = potion level, b = HP restored [normal] */
    UG_MSG_INVENTORY_EMPTY, /* never emitted: the front end logs it when x finds nothing [normal] */
    /* cursed (CURSED.md §8.1). Creatures are named by UgMonsterKind in `a` (and by id in the
     * event's subject/object); orbs by UgOrbKind. The original's log id is given as [id]. */
    UG_MSG_CURSED_PICKUP,          /* a = UgOrbKind [pickUp] */
    UG_MSG_CURSED_TELEPORT,        /* a Slime orb used [action:teleport] */
    UG_MSG_CURSED_ARMOR,           /* an Ice orb became Icy Armor [action:armor] */
    UG_MSG_CURSED_HIT,             /* a = kind: you hit it [hitTarget] */
    UG_MSG_CURSED_KILL,            /* a = kind: you kill it [killTarget] */
    UG_MSG_CURSED_PURGED,          /* one curse removed [action:removeCurse] */
    UG_MSG_CURSED_DROP,            /* a = kind, b = UgOrbKind: it drops an orb [targetDropOrb] */
    UG_MSG_CURSED_NPC_HIT,         /* a = kind: it hits you [npcHit] */
    UG_MSG_CURSED_NPC_CURSE,       /* a = kind: it curses you [npcCurse] */
    UG_MSG_CURSED_SUMMON,          /* a = kind: it summons a companion [npcSummon] */
    UG_MSG_CURSED_BREATHE,         /* a = kind (a Gargoyle): it breathes fire [gargoyleBreathe] */
    UG_MSG_CURSED_CLEAVE,          /* the Butcher cleaves you [action:butcherCleave] */
    UG_MSG_CURSED_PULL,            /* the Butcher pulls you [action:butcherPull] */
    UG_MSG_CURSED_PUNCH,           /* the Ghoul punches you [action:ghoulPunch] */
    UG_MSG_CURSED_SET_BOMBS,       /* a = kind: it sets bombs around you [setBomb] */
    UG_MSG_CURSED_FROZEN,          /* you are frozen in time [action:freezeTime] */
    UG_MSG_CURSED_TAIL,            /* the Gargoyle's tail is chopped off [action:breakTail] */
    UG_MSG_CURSED_UNLOCK,          /* a = UgAchievement unlocked [unlockAchievement] */
    UG_MSG_CURSED_SAVED,           /* the level is won and left [action:save] */
    UG_MSG_CURSED_CLOSE_OR_RELOAD, /* [action:closeOrReload] */
    UG_MSG_CURSED_BUTCHER_SCENE,   /* a = line 0..4 of the Butcher's scene [cutScene:miniBoss1] */
    UG_MSG_CURSED_BUTCHER_CHARGES, /* replaces the scene's last line [cutScene:miniBoss2] */
    UG_MSG_CURSED_REVIVAL,         /* a = line 0..2 of Giovanni's revival [action:reviveGiovanni] */
    UG_MSG_CURSED_USE_STAIRS,      /* Giovanni is dead: use the stairs [action:useDownstairs] */
    UG_MSG_CURSED_DIE,             /* you die [action:die] */
    UG_MSG_CURSED_LAST_WORDS,      /* a = 0 (no boss summoned) or the level 1..3 [deathGeneral,
                                      deathBoss1..3] */
    UG_MSG_CURSED_LEVEL_START,     /* a = the level entered (our port goes on without a reload) */
    /* adventure (RULES.md §4, docs/RULES-adventure.md) */
    UG_MSG_WIELD,         /* a = UgItemKind, b = enchantment */
    UG_MSG_WEAR,          /* a = UgItemKind, b = enchantment */
    UG_MSG_REMOVE,        /* a = UgItemKind, b = enchantment */
    UG_MSG_EAT_RATION,    /* b = hunger restored */
    UG_MSG_ORB_PICKUP,    /* a = UgOrbKind */
    UG_MSG_ORB_FULL,      /* a = UgOrbKind: the orb stack has no free uncursed slot */
    UG_MSG_ORB_DROPPED,   /* a = UgOrbKind: a dying monster left an orb */
    UG_MSG_FIRE_HITS,     /* a = UgMonsterKind, b = damage */
    UG_MSG_FIRE_QUENCHED, /* the bolt died in water */
    UG_MSG_LUMP_HITS,     /* a = UgMonsterKind, b = damage */
    UG_MSG_ICE_ARMOR,     /* a = layers of icy armour */
    UG_MSG_ICE_ABSORBS,   /* a = UgMonsterKind whose hit the armour took */
    UG_MSG_BLINK,         /* the player blinked (Slime) */
    UG_MSG_SHOOTS,        /* a = UgMonsterKind, b = damage: an arrow hits you */
    UG_MSG_SUMMONS,       /* a = UgMonsterKind that summons, b = how many came */
    UG_MSG_CURSED,        /* a = curses now */
    UG_MSG_CURSE_LIFTED,  /* a = curses now */
    UG_MSG_BOMB_SET,      /* a = UgMonsterKind that set it */
    UG_MSG_BOMB_BURSTS,   /* b = damage to you (0: you were out of reach) */
    UG_MSG_REGENERATES,   /* never emitted yet (a troll's 2 HP show in its health) */
    UG_MSG_STAIRS_SEALED, /* a = floor: the stairs wait for the floor's boss */
    UG_MSG_BOSS_APPEARS,  /* a = UgMonsterKind */
    UG_MSG_STAIRS_OPEN,   /* the boss is dead: the way down is open */
    UG_MSG_BREATHES_FIRE, /* a = UgMonsterKind, b = damage */
    UG_MSG_PULLS,         /* a = UgMonsterKind: the Butcher hooks you to him */
    UG_MSG_BOSS_BLINKS,   /* a = UgMonsterKind */
    UG_MSG_BOSS_RISES,    /* a = UgMonsterKind: Giovanni gets up again */
    UG_MSG_KILLED_BY,     /* a = UgMonsterKind (-1: hunger), b = its level; on the death */
    UG_MSG_VICTORY,       /* a = score */
    UG_MSG_CANT_DROP,     /* nothing can be dropped on the stairs */
    UG_MSG_CORNER_BLOCKS, /* a diagonal step round a wall's corner is refused (modes whose grid
                             forbids cutting corners); a = 1 when a creature stands there */
    UG_MSG_COUNT
} UgMsg;

/* What happened, for animations and sounds. `subject` acts, `object` undergoes (ids; UG_ID_PLAYER
 * is the player, UG_ID_NONE nobody). */
typedef enum UgEventKind {
    UG_EV_MESSAGE = 0, /* a message for the log: msg, a, b (subject/object name who, if anyone) */
    UG_EV_DAMAGE,      /* subject hit object for a; b = the object's health left */
    UG_EV_DEATH, /* object died (a = its UgMonsterKind; -1 for the player); subject killed it */
    UG_EV_FLOOR, /* a = new floor number */
    UG_EV_HEAL,  /* object healed a */
    UG_EV_KIND_COUNT
} UgEventKind;

typedef struct UgEvent {
    int16_t kind; /* UgEventKind */
    int16_t msg;  /* UgMsg, for UG_EV_MESSAGE */
    int32_t a, b;
    UgId subject, object;
} UgEvent;

/* A caller-owned buffer that ug_game_act appends to. Events past UG_EVENTS_MAX are dropped and
 * counted in `dropped`, so a caller never has to size it. */
enum { UG_EVENTS_MAX = 64 };
typedef struct UgEvents {
    int count;
    int dropped;
    UgEvent items[UG_EVENTS_MAX];
} UgEvents;

#ifdef __cplusplus
}
#endif

#endif /* UG_EVENT_H */
