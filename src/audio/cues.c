/* The one table of events to sounds. See cues.h. */
#include "cues.h"

#include <string.h>

/* clang-format off */
static const UgSoundId by_message[UG_MSG_COUNT] = {
    [UG_MSG_NONE]                   = UG_SOUND_SILENT,
    [UG_MSG_FLOOR_START]            = UG_SOUND_SILENT, /* the stairs' own sound (UG_EV_FLOOR) */
    [UG_MSG_PLAYER_HITS]            = UG_SOUND_HIT,
    [UG_MSG_MONSTER_HITS]           = UG_SOUND_HURT,   /* UG_EV_DAMAGE says how hard */
    [UG_MSG_MONSTER_DIES]           = UG_SOUND_KILL,
    [UG_MSG_DRINK_POTION]           = UG_SOUND_DRINK,
    [UG_MSG_PLAYER_DIES]            = UG_SOUND_DEATH,
    [UG_MSG_WALL_BLOCKS]            = UG_SOUND_BUMP,
    [UG_MSG_WAKE_UP]                = UG_SOUND_SILENT,
    [UG_MSG_DESCEND]                = UG_SOUND_STAIRS,
    [UG_MSG_MONSTER_KILLED]         = UG_SOUND_KILL,
    [UG_MSG_LEVEL_UP]               = UG_SOUND_LEVEL_UP,
    [UG_MSG_HUNGRY]                 = UG_SOUND_WARN,
    [UG_MSG_STARVING]               = UG_SOUND_WARN,
    [UG_MSG_STARVING_TO_DEATH]      = UG_SOUND_WARN,
    [UG_MSG_PICKUP]                 = UG_SOUND_PICKUP,
    [UG_MSG_CANT_PICKUP]            = UG_SOUND_BUMP,
    [UG_MSG_PUT]                    = UG_SOUND_EQUIP,
    [UG_MSG_EAT]                    = UG_SOUND_EAT,
    [UG_MSG_DRINK]                  = UG_SOUND_DRINK,
    [UG_MSG_INVENTORY_EMPTY]        = UG_SOUND_SILENT,
    [UG_MSG_CURSED_PICKUP]          = UG_SOUND_PICKUP,
    [UG_MSG_CURSED_TELEPORT]        = UG_SOUND_ORB_SLIME,
    [UG_MSG_CURSED_ARMOR]           = UG_SOUND_ORB_ICE,
    [UG_MSG_CURSED_HIT]             = UG_SOUND_HIT,
    [UG_MSG_CURSED_KILL]            = UG_SOUND_KILL,
    [UG_MSG_CURSED_PURGED]          = UG_SOUND_CHIME,
    [UG_MSG_CURSED_DROP]            = UG_SOUND_SILENT, /* the kill's sound says it */
    [UG_MSG_CURSED_NPC_HIT]         = UG_SOUND_HURT,
    [UG_MSG_CURSED_NPC_CURSE]       = UG_SOUND_CURSE,
    [UG_MSG_CURSED_SUMMON]          = UG_SOUND_BOSS,
    [UG_MSG_CURSED_BREATHE]         = UG_SOUND_ORB_FIRE,
    [UG_MSG_CURSED_CLEAVE]          = UG_SOUND_HURT_BIG,
    [UG_MSG_CURSED_PULL]            = UG_SOUND_ORB_SLIME,
    [UG_MSG_CURSED_PUNCH]           = UG_SOUND_HURT,
    [UG_MSG_CURSED_SET_BOMBS]       = UG_SOUND_TICK,
    [UG_MSG_CURSED_FROZEN]          = UG_SOUND_ORB_ICE,
    [UG_MSG_CURSED_TAIL]            = UG_SOUND_HIT,
    [UG_MSG_CURSED_UNLOCK]          = UG_SOUND_CHIME,
    [UG_MSG_CURSED_SAVED]           = UG_SOUND_STAIRS,
    [UG_MSG_CURSED_CLOSE_OR_RELOAD] = UG_SOUND_SILENT,
    [UG_MSG_CURSED_BUTCHER_SCENE]   = UG_SOUND_BOSS,
    [UG_MSG_CURSED_BUTCHER_CHARGES] = UG_SOUND_BOSS,
    [UG_MSG_CURSED_REVIVAL]         = UG_SOUND_BOSS,
    [UG_MSG_CURSED_USE_STAIRS]      = UG_SOUND_SILENT,
    [UG_MSG_CURSED_DIE]             = UG_SOUND_DEATH,
    [UG_MSG_CURSED_LAST_WORDS]      = UG_SOUND_SILENT, /* the death's sound says it */
    [UG_MSG_CURSED_LEVEL_START]     = UG_SOUND_SILENT, /* after the stairs' sound */
    [UG_MSG_WIELD]                  = UG_SOUND_EQUIP,
    [UG_MSG_WEAR]                   = UG_SOUND_EQUIP,
    [UG_MSG_REMOVE]                 = UG_SOUND_EQUIP,
    [UG_MSG_EAT_RATION]             = UG_SOUND_EAT,
    [UG_MSG_ORB_PICKUP]             = UG_SOUND_PICKUP,
    [UG_MSG_ORB_FULL]               = UG_SOUND_BUMP,
    [UG_MSG_ORB_DROPPED]            = UG_SOUND_SILENT, /* the kill's sound says it */
    [UG_MSG_FIRE_HITS]              = UG_SOUND_ORB_FIRE,
    [UG_MSG_FIRE_QUENCHED]          = UG_SOUND_ORB_FIRE,
    [UG_MSG_LUMP_HITS]              = UG_SOUND_ORB_LUMP,
    [UG_MSG_ICE_ARMOR]              = UG_SOUND_ORB_ICE,
    [UG_MSG_ICE_ABSORBS]            = UG_SOUND_ORB_ICE,
    [UG_MSG_BLINK]                  = UG_SOUND_ORB_SLIME,
    [UG_MSG_SHOOTS]                 = UG_SOUND_HURT,
    [UG_MSG_SUMMONS]                = UG_SOUND_BOSS,
    [UG_MSG_CURSED]                 = UG_SOUND_CURSE,
    [UG_MSG_CURSE_LIFTED]           = UG_SOUND_CHIME,
    [UG_MSG_BOMB_SET]               = UG_SOUND_TICK,
    [UG_MSG_BOMB_BURSTS]            = UG_SOUND_BOMB,
    [UG_MSG_REGENERATES]            = UG_SOUND_SILENT,
    [UG_MSG_STAIRS_SEALED]          = UG_SOUND_WARN,
    [UG_MSG_BOSS_APPEARS]           = UG_SOUND_BOSS,
    [UG_MSG_STAIRS_OPEN]            = UG_SOUND_CHIME,
    [UG_MSG_BREATHES_FIRE]          = UG_SOUND_ORB_FIRE,
    [UG_MSG_PULLS]                  = UG_SOUND_ORB_SLIME,
    [UG_MSG_BOSS_BLINKS]            = UG_SOUND_ORB_SLIME,
    [UG_MSG_BOSS_RISES]             = UG_SOUND_BOSS,
    [UG_MSG_KILLED_BY]              = UG_SOUND_DEATH,
    [UG_MSG_VICTORY]                = UG_SOUND_VICTORY,
    [UG_MSG_CANT_DROP]              = UG_SOUND_BUMP,
};
/* clang-format on */

UgSoundId ug_cue_for_message(int msg) {
    if (msg < 0 || msg >= UG_MSG_COUNT) return UG_SOUND_NONE;
    return by_message[msg];
}

UgSoundId ug_cue_for_event(const UgEvent *e) {
    switch ((UgEventKind)e->kind) {
        case UG_EV_MESSAGE:
            return ug_cue_for_message(e->msg);
        case UG_EV_DAMAGE: /* a = damage, b = health left (cursed: 0, its health is its orbs) */
            if (e->subject == UG_ID_PLAYER) return UG_SOUND_HIT;
            if (e->object != UG_ID_PLAYER) return UG_SOUND_SILENT; /* a bomb's own sound says it */
            return (int64_t)e->a * 4 >= (int64_t)e->a + (e->b > 0 ? e->b : 0) ? UG_SOUND_HURT_BIG
                                                                              : UG_SOUND_HURT;
        case UG_EV_DEATH:
            return e->object == UG_ID_PLAYER ? UG_SOUND_DEATH : UG_SOUND_KILL;
        case UG_EV_FLOOR:
            return UG_SOUND_STAIRS;
        case UG_EV_HEAL:
            return UG_SOUND_DRINK;
        case UG_EV_KIND_COUNT:
        default:
            return UG_SOUND_NONE;
    }
}

int ug_cues_for_turn(const UgEvents *events, bool acted, bool step, UgSoundId *out) {
    bool want[UG_SOUND_COUNT] = {false};
    bool any = false;
    for (int i = 0; events && i < events->count; i++) {
        UgSoundId id = ug_cue_for_event(&events->items[i]);
        if (id >= UG_SOUND_FIRST && id < UG_SOUND_COUNT) want[id] = any = true;
    }
    if (step && !acted && !any) want[UG_SOUND_BUMP] = any = true;
    if (step && acted && !any) want[UG_SOUND_STEP] = true;
    if (want[UG_SOUND_HURT_BIG]) want[UG_SOUND_HURT] = false; /* one hurt, the larger */
    if (want[UG_SOUND_DEATH]) want[UG_SOUND_HURT] = want[UG_SOUND_HURT_BIG] = false;
    int n = 0;
    for (int id = UG_SOUND_FIRST; id < UG_SOUND_COUNT && n < UG_CUES_MAX; id++)
        if (want[id]) out[n++] = (UgSoundId)id;
    return n;
}
