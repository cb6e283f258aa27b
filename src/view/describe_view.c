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
        UgArg args[3] = {ug_arg_str(label), ug_arg_int(m->hp), ug_arg_int(max_hp)};
        format_line(line, c, "%s: HP %d/%d", args, 3, ug_color_text);
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
