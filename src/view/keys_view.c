/* The Keys screen's frame. See keys_view.h. */
#include "keys_view.h"

#include <stdio.h>
#include <string.h>

static void set(UgTextLine *line, const char *text, UgColor color) {
    snprintf(line->text, sizeof line->text, "%s", text);
    line->color = color;
    line->repeat = 1;
    line->mark[0] = '\0';
}

void ug_keys_build(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k, int rows) {
    set(&f->overlay_title, ug_catalog_get(c, "Keys"), ug_color_heading);
    f->overlay_count = 0;
    if (!k) return;
    /* A window of the rows that keeps the cursor in view (the preset's row first). */
    int shown = rows > 0 ? rows - (k->taken_from ? 3 : 1) : k->count; /* the commands' rows */
    if (shown < 3) shown = 3;
    if (shown > UG_FRAME_OVERLAY_MAX - 3) shown = UG_FRAME_OVERLAY_MAX - 3;
    int first = 1;
    if (k->cursor > shown) first = k->cursor - shown + 1;
    for (int i = 0; i < k->count && f->overlay_count < UG_FRAME_OVERLAY_MAX; i++) {
        if (i > 0 && (i < first || i >= first + shown)) continue;
        char text[UG_FRAME_TEXT_MAX];
        const char *name = ug_catalog_get(c, k->msgid[i]);
        const char *keys = k->keys[i];
        if (i == 0) {
            UgArg a = ug_arg_str(keys);
            char kb[96];
            ug_i18n_format(kb, sizeof kb, ug_catalog_get(c, "Keyboard: < %s >"), &a, 1);
            snprintf(text, sizeof text, "%s %s", i == k->cursor ? ">" : " ", kb);
        } else if (i == k->cursor && k->waiting) {
            snprintf(text, sizeof text, "> %-40s %s", name, ug_catalog_get(c, "(press a key)"));
        } else {
            const char *how = k->how[i] == 'p'   ? ug_catalog_get(c, "by place")
                              : k->how[i] == 'c' ? ug_catalog_get(c, "by character")
                                                 : "";
            char pad[24] = "";
            if (k->pad[i][0]) snprintf(pad, sizeof pad, "[%s]", k->pad[i]);
            snprintf(text, sizeof text, "%s %-40s %-14s %-7s %s", i == k->cursor ? ">" : " ", name,
                     keys, pad, how);
        }
        bool none = i > 0 && strcmp(keys, "-") == 0;
        set(&f->overlay_lines[f->overlay_count++], text,
            i == k->cursor ? ug_color_heading
            : none         ? ug_view_kind_color(UG_MSGKIND_DANGER)
                           : ug_color_text);
    }
    const char *footer =
        k->waiting ? "Press the new key or pad button. {esc}: cancel."
                   : "{enter}: rebind   Tab: place/character   Left/Right: keyboard   Backspace: "
                     "defaults   {esc}: back";
    set(&f->overlay_footer, ug_catalog_get(c, footer), ug_color_key_hint);
    if (k->taken_from && f->overlay_count + 1 < UG_FRAME_OVERLAY_MAX) {
        UgArg a[3] = {ug_arg_str(k->taken_key), ug_arg_str(ug_catalog_get(c, k->taken_from)),
                      ug_arg_str(k->taken_left)};
        const char *msgid = k->taken_left[0] ? "%s was taken from %s, which keeps %s."
                                             : "%s was taken from %s, which has no key now.";
        char text[UG_FRAME_TEXT_MAX];
        ug_i18n_format(text, sizeof text, ug_catalog_get(c, msgid), a, k->taken_left[0] ? 3 : 2);
        f->overlay_lines[f->overlay_count++].text[0] = '\0';
        set(&f->overlay_lines[f->overlay_count++], text, ug_view_kind_color(UG_MSGKIND_DANGER));
    }
}

void ug_keys_help(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k) {
    if (!k || f->overlay_count + 2 >= UG_FRAME_OVERLAY_MAX) return;
    bool any = false;
    for (int i = 1; i < k->count; i++) any = any || (k->in_help[i] && k->changed[i]);
    if (!any) return;
    f->overlay_lines[f->overlay_count++].text[0] = '\0';
    set(&f->overlay_lines[f->overlay_count++], ug_catalog_get(c, "Your keys (Options: Keys)"),
        ug_color_heading);
    char text[UG_FRAME_TEXT_MAX] = "";
    int on_line = 0;
    for (int i = 1; i < k->count; i++) {
        if (!k->in_help[i] || !k->changed[i]) continue;
        char one[96];
        snprintf(one, sizeof one, "%s: %s", ug_catalog_get(c, k->msgid[i]), k->keys[i]);
        size_t used = strlen(text);
        snprintf(text + used, sizeof text - used, "%s%s", on_line ? "    " : "", one);
        if (++on_line == 2) {
            if (f->overlay_count >= UG_FRAME_OVERLAY_MAX) return;
            set(&f->overlay_lines[f->overlay_count++], text, ug_color_text);
            text[0] = '\0';
            on_line = 0;
        }
    }
    if (on_line && f->overlay_count < UG_FRAME_OVERLAY_MAX)
        set(&f->overlay_lines[f->overlay_count++], text, ug_color_text);
}

/* --- Hints ----------------------------------------------------------------------------------- */

/* The default bindings' labels (bindings.c's table on QWERTY; test_bindings.c holds them to it):
 * name, keys, first key, second key, pad. */
static const struct DefaultKey {
    const char *name, *label, *key1, *key2, *pad;
} default_keys[] = {
    {"move-up", "W/K", "W", "K", "D-pad"},
    {"move-down", "S/J", "S", "J", "D-pad"},
    {"move-left", "A/H", "A", "H", "D-pad"},
    {"move-right", "D/L", "D", "L", "D-pad"},
    {"move-up-left", "Y", "Y", "", "Stick"},
    {"move-up-right", "U", "U", "", "Stick"},
    {"move-down-left", "B", "B", "", "Stick"},
    {"move-down-right", "N", "N", "", "Stick"},
    {"wait", ".", ".", "", "Key ."},
    {"help", "?", "?", "", "Key ?"},
    {"yes", "Y", "Y", "", "Key Y"},
    {"no", "N", "N", "", "Key N"},
    {"title-menu", "M", "M", "", "Key M"},
    {"write-seed", "C", "C", "", "Key C"},
    {"choose", "Z", "Z", "", "Y"},
    {"inventory", "X", "X", "", "X"},
    {"items", "I", "I", "", "X"},
    {"throw", "F", "F", "", "Y"},
    {"pick-up", "G/,", "G", ",", "Key G/,"},
    {"descend", ">", ">", "", "Key >"},
    {"explore", "E", "E", "", "RS"},
    {"classic-explore", "X", "X", "", "Y"},
    {"rest", "Shift+Z", "Shift+Z", "", "LS"},
    {"look", ";", ";", "", "RB"},
    {"mute", "M", "M", "", "Key M"},
    {"log", "Tab", "", "", "Back"},
    {"cursed-up", "K", "K", "", "D-pad"},
    {"cursed-down", "J", "J", "", "D-pad"},
    {"cursed-left", "H", "H", "", "D-pad"},
    {"cursed-right", "L", "L", "", "D-pad"},
    {"cursed-wait", "Z/.", "Z", ".", "X"},
    {"cursed-examine", "X", "X", "", "Y"},
    {"cursed-achievements", "A", "A", "", "Key A"},
    {"cursed-help", "?", "?", "", "Back"},
    {"cursed-next", "N/O", "N", "O", "RB"},
    {"cursed-previous", "P/I", "P", "I", "LB"},
    {"cursed-seed", "=", "=", "", "Key ="},
    {"cursed-act", "Space", "", "", "A"},
    {"fight", "Shift+F", "Shift+F", "", "Key Shift+F"},
};
enum { DEFAULT_KEYS = (int)(sizeof default_keys / sizeof default_keys[0]) };

const char *ug_keys_default_label(const char *name) {
    for (int i = 0; i < DEFAULT_KEYS; i++)
        if (strcmp(default_keys[i].name, name) == 0) return default_keys[i].label;
    return NULL;
}

/* The labels of a command by name: from the screen's rows, else the defaults. */
static bool find_key(const UgKeysScreen *k, const char *name, const char **label, const char **key1,
                     const char **key2, const char **pad) {
    for (int i = 1; k && i < k->count; i++)
        if (k->name[i] && strcmp(k->name[i], name) == 0) {
            *label = k->keys[i], *key1 = k->key1[i], *key2 = k->key2[i], *pad = k->pad_hint[i];
            return true;
        }
    for (int i = 0; i < DEFAULT_KEYS; i++)
        if (strcmp(default_keys[i].name, name) == 0) {
            *label = default_keys[i].label, *key1 = default_keys[i].key1;
            *key2 = default_keys[i].key2, *pad = default_keys[i].pad;
            return true;
        }
    return false;
}

/* Four commands' first (or second) keys run together: "WASD"; "-" for one unbound. */
static void key_run(const UgKeysScreen *k, const char *const names[4], bool second, char *out,
                    size_t size) {
    out[0] = '\0';
    for (int i = 0; i < 4; i++) {
        const char *label, *key1, *key2, *pad;
        if (!find_key(k, names[i], &label, &key1, &key2, &pad)) continue;
        const char *key = second ? key2 : key1;
        size_t used = strlen(out);
        snprintf(out + used, size - used, "%s", key[0] ? key : "-");
    }
}

/* The text a token stands for; false: no such token. */
static bool token(const UgKeysScreen *k, bool pad, const char *name, char *out, size_t size) {
    static const char *const wasd[4] = {"move-up", "move-left", "move-down", "move-right"};
    static const char *const hjkl[4] = {"move-left", "move-down", "move-up", "move-right"};
    static const char *const yubn[4] = {"move-up-left", "move-up-right", "move-down-left",
                                        "move-down-right"};
    static const char *const cursed[4] = {"cursed-left", "cursed-down", "cursed-up",
                                          "cursed-right"};
    static const struct {
        const char *name, *key, *pad;
    } fixed[] = {{"space", "Space", "A"}, {"esc", "Esc", "B"}, {"enter", "Enter", "A"}};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        if (strcmp(name, fixed[i].name) == 0) {
            snprintf(out, size, "%s", pad ? fixed[i].pad : fixed[i].key);
            return true;
        }
    const char *const *run = strcmp(name, "wasd") == 0          ? wasd
                             : strcmp(name, "hjkl") == 0        ? hjkl
                             : strcmp(name, "yubn") == 0        ? yubn
                             : strcmp(name, "cursed-hjkl") == 0 ? cursed
                                                                : NULL;
    if (run) {
        if (pad)
            snprintf(out, size, "%s", run == wasd ? "D-pad" : "Stick");
        else
            key_run(k, run, run == hjkl, out, size);
        return true;
    }
    const char *label, *key1, *key2, *pad_hint;
    if (!find_key(k, name, &label, &key1, &key2, &pad_hint)) return false;
    snprintf(out, size, "%s", pad ? pad_hint : label);
    return true;
}

void ug_keys_expand(const UgKeysScreen *k, bool pad, const char *text, char *out, size_t size) {
    if (!size) return;
    size_t used = 0;
    out[0] = '\0';
    for (const char *p = text; *p && used + 1 < size;) {
        const char *close = *p == '{' ? strchr(p, '}') : NULL;
        if (close && close - p > 1 && close - p < 32) {
            char name[32], value[32];
            memcpy(name, p + 1, (size_t)(close - p - 1));
            name[close - p - 1] = '\0';
            if (token(k, pad, name, value, sizeof value)) {
                size_t n = strlen(value);
                if (used + n >= size) break;
                memcpy(out + used, value, n);
                used += n;
                p = close + 1;
                continue;
            }
        }
        out[used++] = *p++;
    }
    out[used] = '\0';
}

void ug_keys_tr(const UgViewState *s, const UgCatalog *c, const char *msgid, char *out,
                size_t size) {
    ug_keys_expand(s ? s->keys : NULL, s && s->pad_hints, ug_catalog_get(c, msgid), out, size);
}

void ug_keys_line(const UgViewState *s, UgTextLine *line) {
    if (!strchr(line->text, '{')) return;
    char text[UG_FRAME_TEXT_MAX];
    ug_keys_expand(s->keys, s->pad_hints, line->text, text, sizeof text);
    memcpy(line->text, text, sizeof text);
}

void ug_keys_frame(UgFrame *f, const UgViewState *s) {
    for (int i = 0; i < f->hud_count && i < UG_FRAME_HUD_MAX; i++) ug_keys_line(s, &f->hud[i]);
    for (int i = 0; i < f->body_count && i < UG_FRAME_BODY_MAX; i++) ug_keys_line(s, &f->body[i]);
    for (int i = 0; i < f->overlay_count && i < UG_FRAME_OVERLAY_MAX; i++)
        ug_keys_line(s, &f->overlay_lines[i]);
    UgTextLine *single[] = {&f->inv_hint, &f->look,          &f->menu_hint,     &f->menu_detail,
                            &f->heading,  &f->overlay_title, &f->overlay_footer};
    for (size_t i = 0; i < sizeof single / sizeof single[0]; i++) ug_keys_line(s, single[i]);
}
