/* The full inventory screen. See inventory_view.h. Every number is the core's: weights
 * (ug_game_item_weight), an equipment's bonus (ug_game_item_power plus its level), the stats now
 * (ug_game_stat). */
#include "inventory_view.h"

#include <stdio.h>
#include <string.h>

#include "profile.h"
#include "sprites.h"
#include "view_parts.h"
#include "words.h"
#include "cursed_view.h"

bool ug_inv_full(const UgGame *g) {
    return g && (ug_game_info(g)->systems & UG_SYS_INVENTORY) &&
           ug_view_profile_of(g)->full_inventory;
}

int ug_inv_stacks(const UgGame *g, UgInvStack out[UG_INV_STACKS_MAX]) {
    int n = 0, count = ug_game_inventory_count(g);
    for (int i = 0; i < count; i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        bool used = ug_game_inventory_equipped(g, i), joined = false;
        for (int k = 0; k < n && !used && !joined; k++) {
            const UgItem *o = ug_game_inventory_item(g, out[k].first);
            if (!ug_game_inventory_equipped(g, out[k].first) && o->kind == it->kind &&
                o->level == it->level) {
                out[k].count++;
                joined = true;
            }
        }
        if (!joined && n < UG_INV_STACKS_MAX) out[n++] = (UgInvStack){i, 1};
    }
    return n;
}

static const struct {
    UgVerb verb;
    char key;
    const char *msgid, *prompt;
} verb_keys[] = {
    {UG_VERB_EAT, 'e', "eat", "Eat which item?"},
    {UG_VERB_DRINK, 'q', "drink", "Drink which item?"},
    {UG_VERB_WIELD, 'w', "wield", "Wield which item?"},
    {UG_VERB_WEAR, 'W', "wear", "Wear which item?"},
    {UG_VERB_REMOVE, 'T', "take off", "Take off which item?"},
    {UG_VERB_DROP, 'd', "drop", "Drop which item?"},
    {UG_VERB_PUT, 'd', "drop", "Drop which item?"},
};
enum { VERB_KEYS = (int)(sizeof verb_keys / sizeof verb_keys[0]) };

int ug_inv_verbs(const UgGame *g, int index, UgInvVerb out[UG_VERB_COUNT]) {
    UgVerb verbs[UG_VERB_COUNT];
    int n = ug_view_item_verbs(g, index, verbs), m = 0;
    bool used = ug_game_inventory_equipped(g, index);
    for (int i = 0; i < n; i++) {
        UgVerb v = verbs[i];
        if ((v == UG_VERB_WIELD || v == UG_VERB_WEAR) && used) continue;
        if (v == UG_VERB_REMOVE && !used) continue;
        for (int k = 0; k < VERB_KEYS; k++)
            if (verb_keys[k].verb == v) {
                out[m++] = (UgInvVerb){v, verb_keys[k].key, verb_keys[k].msgid};
                break;
            }
    }
    return m;
}

bool ug_inv_verb_for_key(const UgGame *g, int index, char key, UgVerb *verb) {
    UgInvVerb v[UG_VERB_COUNT];
    int n = ug_inv_verbs(g, index, v);
    for (int i = 0; i < n; i++)
        if (v[i].key == key) {
            *verb = v[i].verb;
            return true;
        }
    return false;
}

const char *ug_inv_verb_prompt(char key) {
    for (int k = 0; k < VERB_KEYS; k++)
        if (verb_keys[k].key == key) return verb_keys[k].prompt;
    return NULL;
}

/* Tenths as "2.5". */
static void tenths(char *out, size_t size, int t) {
    snprintf(out, size, "%d.%d", t / 10, (t < 0 ? -t : t) % 10);
}

static bool offers(const UgGame *g, int index, UgVerb verb) {
    UgVerb verbs[UG_VERB_COUNT];
    int n = ug_view_item_verbs(g, index, verbs);
    for (int i = 0; i < n; i++)
        if (verbs[i] == verb) return true;
    return false;
}

/* The bonus of the item in use that offers `verb` (wield: the weapon, wear: the armour), 0:
 * none in use. */
static int bonus_in_use(const UgGame *g, UgVerb verb) {
    for (int i = 0; i < ug_game_inventory_count(g); i++) {
        if (!ug_game_inventory_equipped(g, i) || !offers(g, i, verb)) continue;
        const UgItem *it = ug_game_inventory_item(g, i);
        return ug_game_item_power(g, (UgItemKind)it->kind) + it->level;
    }
    return 0;
}

/* What the chosen item does, in numbers, beside what is on now. */
static void describe(UgFrame *f, const UgGame *g, const UgCatalog *c, int index) {
    const UgItem *it = ug_game_inventory_item(g, index);
    if (!it || f->overlay_count + 3 > UG_FRAME_OVERLAY_MAX) return;
    char name[UG_FRAME_TEXT_MAX], w[16];
    ug_view_item_name(c, it, name, sizeof name);
    tenths(w, sizeof w, ug_game_item_weight(g, (UgItemKind)it->kind));
    UgArg a[4] = {ug_arg_str(name), ug_arg_str(w)};
    format_line(&f->overlay_lines[f->overlay_count++], c, "%s, weight %s", a, 2, ug_color_heading);
    bool weapon = offers(g, index, UG_VERB_WIELD), armour = offers(g, index, UG_VERB_WEAR);
    bool used = ug_game_inventory_equipped(g, index);
    UgStat now;
    if ((weapon || armour) && ug_game_stat(g, weapon ? UG_STAT_ATK : UG_STAT_DEF, &now)) {
        int mine = ug_game_item_power(g, (UgItemKind)it->kind) + it->level;
        int old = bonus_in_use(g, weapon ? UG_VERB_WIELD : UG_VERB_WEAR);
        int then = used ? (int)now.value - mine : (int)now.value - old + mine;
        const char *stat = weapon ? "ATK" : "DEF";
        UgArg b[5] = {ug_arg_str(stat), ug_arg_int(mine), ug_arg_str(stat),
                      ug_arg_int((int)now.value), ug_arg_int(then)};
        format_line(&f->overlay_lines[f->overlay_count++], c,
                    used ? (weapon ? "Wielded: %s +%d. Taken off: %s %d -> %d."
                                   : "Worn: %s +%d. Taken off: %s %d -> %d.")
                         : (weapon ? "It gives %s +%d. Wielded: %s %d -> %d."
                                   : "It gives %s +%d. Worn: %s %d -> %d."),
                    b, 5, ug_color_text);
    } else if (offers(g, index, UG_VERB_EAT) && ug_game_stat(g, UG_STAT_HUNGER, &now)) {
        a[0] = ug_arg_int((int)now.value);
        a[1] = ug_arg_int((int)now.max);
        format_line(&f->overlay_lines[f->overlay_count++], c,
                    "Food: eating it fills you (hunger %d / %d now).", a, 2, ug_color_text);
    } else if (offers(g, index, UG_VERB_DRINK)) {
        const UgPlayer *p = ug_game_player(g);
        a[0] = ug_arg_int(p->hp);
        a[1] = ug_arg_int(p->max_hp);
        format_line(&f->overlay_lines[f->overlay_count++], c,
                    "A potion: drinking it heals you (health %d / %d now).", a, 2, ug_color_text);
    }
}

/* The verbs of the chosen item, each with its key; the one chosen in brackets. */
static void verb_line(UgTextLine *line, const UgGame *g, const UgCatalog *c, int index,
                      int chosen) {
    UgInvVerb v[UG_VERB_COUNT];
    int n = ug_inv_verbs(g, index, v);
    char text[UG_FRAME_TEXT_MAX] = "";
    size_t used = 0;
    for (int i = 0; i < n && used < sizeof text; i++)
        used += (size_t)snprintf(text + used, sizeof text - used,
                                 i == chosen ? "%s[%c: %s]" : "%s%c: %s", i ? "   " : "", v[i].key,
                                 tr(c, v[i].msgid));
    set_line(line, text, ug_color_key_hint);
}

void ug_inv_stack_label(const UgGame *g, const UgCatalog *c, const UgInvStack *st, bool counted,
                        char *out, size_t size) {
    const UgItem *it = ug_game_inventory_item(g, st->first);
    char name[UG_FRAME_TEXT_MAX], label[UG_FRAME_TEXT_MAX];
    ug_view_item_name(c, it, name, sizeof name);
    if (counted && st->count > 1) {
        UgArg b[2] = {ug_arg_int(st->count), ug_arg_str(name)};
        ug_i18n_format(label, sizeof label, tr(c, "%d x %s"), b, 2);
    } else {
        snprintf(label, sizeof label, "%s", name);
    }
    const char *use = NULL;
    if (ug_game_inventory_equipped(g, st->first))
        use = offers(g, st->first, UG_VERB_WIELD) ? "(wielded)" : "(worn)";
    if (use)
        snprintf(out, size, "%s %s", label, tr(c, use));
    else
        snprintf(out, size, "%s", label);
}

int ug_inv_stack_weight(const UgGame *g, const UgInvStack *st) {
    const UgItem *it = ug_game_inventory_item(g, st->first);
    return it ? ug_game_item_weight(g, (UgItemKind)it->kind) * st->count : 0;
}

void ug_inv_build_side(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s) {
    UgInvStack st[UG_INV_STACKS_MAX];
    int n = ug_inv_stacks(g, st);
    int rows = ug_view_inventory_rows(s);
    int chosen = s->inv_open ? (s->inv_index < n ? s->inv_index : n - 1) : -1;
    int first = chosen >= rows ? chosen - rows + 1 : 0;
    int shown = n - first < rows ? n - first : rows;
    f->inv_count = 0;
    f->inv_cursor = -1;
    f->inv_more = first + shown < n;
    for (int k = first; k < first + shown; k++) {
        int row = f->inv_count++;
        const UgItem *it = ug_game_inventory_item(g, st[k].first);
        char label[UG_FRAME_TEXT_MAX];
        /* the count first ("4 x Apple"): a name too long for the panel is shortened after it
         * by the window's rule (ug_legibility_fit), the count and a trailing value kept */
        ug_inv_stack_label(g, c, &st[k], true, label, sizeof label);
        set_line(&f->inv_lines[row], label, ug_color_text);
        const UgLook *look = ug_look_item((UgItemKind)it->kind);
        f->inv_glyph[row] = look->glyph;
        f->inv_sprite[row] = (uint8_t)ug_sprite_item((UgItemKind)it->kind);
        f->inv_glyph_color[row] = look->fg;
        if (k == chosen) f->inv_cursor = row;
    }
}

/* A line of the pack's table: `lead`, then `wt` right-aligned in `wt_w` columns (before any
 * name, so that the column stays straight whatever the names' glyphs), two spaces, `label`
 * (wt NULL: the label after `lead` alone). */
static void table_line(char *out, size_t size, const char *lead, const char *wt, int wt_w,
                       const char *label) {
    if (!wt) {
        snprintf(out, size, "%s%s", lead, label);
        return;
    }
    int pad = wt_w - ug_utf8_columns(wt);
    int used = snprintf(out, size, "%s%*s%s  ", lead, pad > 0 ? pad : 0, "", wt);
    if (used >= 0 && (size_t)used < size) snprintf(out + used, size - (size_t)used, "%s", label);
}

void ug_inv_build(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s) {
    if (!g || !s->inv_open || !ug_inv_full(g)) return;
    UgInvStack st[UG_INV_STACKS_MAX];
    int n = ug_inv_stacks(g, st);
    f->overlay = UG_OVERLAY_INVENTORY;
    f->overlay_scroll = 0;
    f->overlay_count = 0;
    memset(f->overlay_glyph, 0, sizeof f->overlay_glyph);
    memset(f->overlay_sprite, 0, sizeof f->overlay_sprite);
    const char *prompt = s->inv_verb ? ug_inv_verb_prompt((char)s->inv_verb) : NULL;
    UgStat w;
    UgArg a[4];
    bool weighed = ug_game_stat(g, UG_STAT_WEIGHT, &w);
    a[0] = ug_arg_int(ug_game_inventory_count(g));
    if (prompt)
        set_line(&f->overlay_title, tr(c, prompt), ug_color_heading);
    else
        format_line(&f->overlay_title, c, "Pack: %d items", a, 1, ug_color_heading);
    int chosen = s->inv_index < n ? s->inv_index : n - 1;
    /* A table: each line's weight (its whole stack's, as the pack's total sums them)
     * right-aligned under a header that says so, the name after it; the pack's total against
     * its limit under the column (the font is monospace: columns are spaces). */
    char labels[UG_INV_STACKS_MAX][UG_FRAME_TEXT_MAX], wts[UG_INV_STACKS_MAX][16];
    const char *head_wt = tr(c, "total wt");
    int wt_w = ug_utf8_columns(head_wt);
    for (int k = 0; k < n; k++) {
        ug_inv_stack_label(g, c, &st[k], true, labels[k], sizeof labels[k]);
        tenths(wts[k], sizeof wts[k], ug_inv_stack_weight(g, &st[k]));
        if (ug_utf8_columns(wts[k]) > wt_w) wt_w = ug_utf8_columns(wts[k]);
    }
    /* the header and the total have no sign before them: 4 columns more (ug_layout_box_indent)
     * and the rows' "> a) " */
    static const char lead[] = "         ";
    char text[UG_FRAME_TEXT_MAX], head[UG_FRAME_TEXT_MAX];
    if (weighed) {
        int pad = wt_w - ug_utf8_columns(head_wt);
        snprintf(head, sizeof head, "%s%*s", head_wt, pad > 0 ? pad : 0, "");
    }
    table_line(text, sizeof text, lead, weighed ? head : NULL, wt_w, tr(c, "Item"));
    set_line(&f->overlay_lines[f->overlay_count++], text, ug_color_dim);
    for (int k = 0; k < n && f->overlay_count < UG_FRAME_OVERLAY_MAX - 7; k++) {
        const UgItem *it = ug_game_inventory_item(g, st[k].first);
        bool on = k == chosen;
        char mark[8];
        snprintf(mark, sizeof mark, "%s%c) ", on ? "> " : "  ", 'a' + k);
        table_line(text, sizeof text, mark, weighed ? wts[k] : NULL, wt_w, labels[k]);
        int row = f->overlay_count++;
        UgVerb dummy;
        bool fits = !prompt || ug_inv_verb_for_key(g, st[k].first, (char)s->inv_verb, &dummy);
        set_line(&f->overlay_lines[row], text,
                 !fits ? ug_color_dim
                 : on  ? ug_color_heading
                       : ug_color_text);
        const UgLook *look = ug_look_item((UgItemKind)it->kind);
        f->overlay_glyph[row] = look->glyph;
        f->overlay_glyph_color[row] = look->fg;
        f->overlay_sprite[row] = (uint8_t)ug_sprite_item((UgItemKind)it->kind);
    }
    if (weighed && n > 0) {
        char now[16], max[16], words[UG_FRAME_TEXT_MAX];
        tenths(now, sizeof now, (int)w.value);
        tenths(max, sizeof max, (int)w.max);
        UgArg b[1] = {ug_arg_str(max)};
        ug_i18n_format(words, sizeof words, tr(c, "in all (you can carry %s)"), b, 1);
        table_line(text, sizeof text, lead, now, wt_w, words);
        set_line(&f->overlay_lines[f->overlay_count++], text, ug_color_text);
    }
    if (n == 0) set_line(&f->overlay_lines[f->overlay_count++], tr(c, "(nothing)"), ug_color_dim);
    UgOrbSlot orbs[UG_ORB_STACK_MAX];
    int norbs = ug_game_orb_stack(g, orbs, UG_ORB_STACK_MAX);
    if (norbs > 0 && f->overlay_count < UG_FRAME_OVERLAY_MAX - 5) {
        char names[UG_FRAME_TEXT_MAX] = "";
        size_t used = 0;
        for (int i = (norbs < UG_ORB_STACK_MAX ? norbs : UG_ORB_STACK_MAX) - 1;
             i >= 0 && used < sizeof names; i--) {
            int k = orbs[i].kind;
            const char *nm =
                tr(c, (unsigned)k < UG_ORB_KIND_COUNT ? ug_cursed_orb_names[k] : "Orb");
            used +=
                (size_t)snprintf(names + used, sizeof names - used, "%s%s", used ? ", " : "", nm);
        }
        a[0] = ug_arg_str(names);
        format_line(&f->overlay_lines[f->overlay_count++], c, "Orbs, top first: %s (t: throw)", a,
                    1, ug_color_text);
    }
    if (n > 0 && !prompt) {
        f->overlay_lines[f->overlay_count++].text[0] = '\0';
        describe(f, g, c, st[chosen].first);
        if (f->overlay_count < UG_FRAME_OVERLAY_MAX)
            verb_line(&f->overlay_lines[f->overlay_count++], g, c, st[chosen].first,
                      s->inv_menu ? s->inv_menu_index : -1);
    }
    set_line(&f->overlay_footer,
             tr(c, prompt        ? "a-z: choose the item   {esc}: cancel"
                   : s->inv_menu ? "a key above acts at once, or Up/Down and {choose}   "
                                   "{esc}: back"
                                 : "a-z or Up/Down and {choose}: an item   t: throw an orb   "
                                   "{inventory} or {esc}: close"),
             ug_color_key_hint);
}
