/* Events to sounds: a message by its row's cue (words.h), the other events here. See cues.h. */
#include "cues.h"

#include "words.h"

#include <string.h>

UgSoundId ug_cue_for_message(int msg) {
    if (msg < 0 || msg >= UG_MSG_COUNT) return UG_SOUND_NONE; /* the front end's own: silent */
    const UgMessageRow *row = ug_view_message_row(msg);
    return row ? row->cue : UG_SOUND_NONE;
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
