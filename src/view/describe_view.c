/* A creature's sentence. See describe_view.h. */
#include "describe_view.h"

#include "profile.h"
#include "view_parts.h"

void ug_view_describe_monster(UgTextLine *line, const UgCatalog *c, const UgGame *g,
                              const UgMonster *m, const char *label) {
    int32_t max_hp = m->max_hp > 0 ? m->max_hp : m->hp;
    UgStat atk, def;
    int32_t in_lo, in_hi, out_lo, out_hi;
    if (!ug_game_stat(g, UG_STAT_ATK, &atk) || !ug_game_stat(g, UG_STAT_DEF, &def) ||
        !ug_game_blow_range(g, m->atk, (int32_t)def.value, &in_lo, &in_hi) ||
        !ug_game_blow_range(g, (int32_t)atk.value, m->def, &out_lo, &out_hi)) {
        /* No damage rule to read (classic, cursed): its health, its speed and its reach. */
        const char *pace = m->speed > 0 && m->speed < UG_SPEED_NORMAL ? ", fast"
                           : m->speed > UG_SPEED_NORMAL               ? ", slow"
                                                                      : "";
        int far = ug_game_monster_reach(g, (UgMonsterKind)m->kind);
        UgArg args[5] = {ug_arg_str(label), ug_arg_int(m->hp), ug_arg_int(max_hp),
                         ug_arg_str(pace[0] ? tr(c, pace) : ""), ug_arg_int(far)};
        format_line(line, c, far > 1 ? "%s: HP %d/%d%s, strikes from %d tiles." : "%s: HP %d/%d%s.",
                    args, far > 1 ? 5 : 4, ug_color_text);
        return;
    }
    /* Its speed is said when it is not the usual one. */
    const char *speed = m->speed > 0 && m->speed < UG_SPEED_NORMAL ? ", fast"
                        : m->speed > UG_SPEED_NORMAL               ? ", slow"
                                                                   : "";
    /* About how many of your blows: its health over your average blow, rounded up. */
    int64_t blows =
        ((int64_t)2 * (m->hp > 0 ? m->hp : 0) + out_lo + out_hi - 1) / (out_lo + out_hi);
    int reach = ug_game_monster_reach(g, (UgMonsterKind)m->kind);
    UgArg args[9] = {ug_arg_str(label),     ug_arg_int(m->hp),
                     ug_arg_int(max_hp),    ug_arg_str(speed[0] ? tr(c, speed) : ""),
                     ug_arg_int(in_lo),     ug_arg_int(in_hi),
                     ug_arg_int(out_lo),    ug_arg_int(out_hi),
                     ug_arg_int((int)blows)};
    if (m->atk <= 0) { /* a bomb: it does not strike, it bursts */
        UgArg b[4] = {args[0], args[1], args[2], args[3]};
        format_line(line, c, "%s: HP %d/%d%s.", b, 4, ug_color_text);
        return;
    }
    if (reach > 1) {
        UgArg b[10] = {args[0], args[1], args[2], args[3], ug_arg_int(reach),
                       args[4], args[5], args[6], args[7], args[8]};
        format_line(
            line, c,
            "%s: HP %d/%d%s, strikes from %d tiles. Hits you %d-%d; you hit %d-%d, blows to kill: "
            "about %d.",
            b, 10, ug_color_text);
        return;
    }
    format_line(line, c, "%s: HP %d/%d%s. Hits you %d-%d; you hit %d-%d, blows to kill: about %d.",
                args, 9, ug_color_text);
}

const char *ug_view_tile_sentence_msgid(const UgGame *g, UgTile tile) {
    bool on_step = ug_game_info(g)->stairs_on_step;
    UgEffect e = ug_game_tile_effect(g, tile);
    switch (tile) {
        case UG_TILE_ROCK:
            return "%s: solid rock; nothing walks or sees through it.";
        case UG_TILE_FLOOR:
            return "%s: open ground to walk on.";
        case UG_TILE_STAIRS:
            return on_step ? "%s: step on them to go a floor deeper."
                           : "%s: stand on them and descend to go a floor deeper.";
        case UG_TILE_POTION:
            return e.use == UG_USE_HEAL ? "%s: step on it to drink it and heal %d HP."
                                        : "%s: step on it to drink it.";
        case UG_TILE_DOOR_CLOSED:
            return "%s: it blocks sight; step into it to open it.";
        case UG_TILE_DOOR_OPEN:
            return "%s: walk through; it shuts when nobody stands in it.";
        case UG_TILE_ARRIVAL:
            return "%s: where you arrived on this floor.";
        case UG_TILE_WATER:
            return "%s: you can wade it; it stops a Fire orb.";
        case UG_TILE_RUBBLE:
            return "%s: a step onto it takes twice the time.";
        default:
            return NULL;
    }
}

void ug_view_describe_tile(UgTextLine *line, const UgCatalog *c, const UgGame *g, UgTile tile,
                           const char *name) {
    const char *msgid = ug_view_tile_sentence_msgid(g, tile);
    if (!msgid) {
        set_line(line, name, ug_color_text);
        return;
    }
    UgArg args[2] = {ug_arg_str(name), ug_arg_int(ug_game_tile_effect(g, tile).value)};
    format_line(line, c, msgid, args, 2, ug_color_text);
}

/* Each orb's sentence: what it does once thrown (or, Ice, used on yourself). */
static const char *orb_sentence(UgItemKind kind) {
    switch (kind) {
        case UG_ITEM_ORB_FIRE:
            return "%s: an orb; thrown at a creature, it burns it.";
        case UG_ITEM_ORB_ICE:
            return "%s: an orb; used on yourself, it armours you.";
        case UG_ITEM_ORB_SLIME:
            return "%s: an orb; thrown on an empty tile, it leaves slime.";
        case UG_ITEM_ORB_LUMP:
            return "%s: an orb; thrown at a creature, it stuns it.";
        default:
            return "%s: an orb; it goes onto your orb stack.";
    }
}

const char *ug_view_item_sentence_msgid(const UgGame *g, const UgItem *it) {
    if (!it || (unsigned)it->kind >= UG_ITEM_KIND_COUNT) return NULL;
    UgEffect e = ug_game_item_effect(g, it);
    switch (e.use) {
        case UG_USE_HEAL:
            return "%s: drink it to heal %d HP.";
        case UG_USE_FEED:
            return "%s: eat it; it feeds you %d.";
        case UG_USE_WIELD:
            return "%s: wield it for ATK +%d.";
        case UG_USE_WEAR:
            return "%s: wear it for DEF +%d.";
        case UG_USE_ORB:
            return orb_sentence((UgItemKind)it->kind);
        default:
            return "%s: it has no use in this game.";
    }
}

void ug_view_describe_item(UgTextLine *line, const UgCatalog *c, const UgGame *g, const UgItem *it,
                           const char *name) {
    const char *msgid = ug_view_item_sentence_msgid(g, it);
    if (!msgid) {
        set_line(line, name, ug_color_text);
        return;
    }
    UgArg args[2] = {ug_arg_str(name), ug_arg_int(ug_game_item_effect(g, it).value)};
    format_line(line, c, msgid, args, 2, ug_color_text);
}
