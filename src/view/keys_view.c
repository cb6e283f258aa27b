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

void ug_keys_build(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k) {
    set(&f->overlay_title, ug_catalog_get(c, "Keys"), ug_color_heading);
    f->overlay_count = 0;
    if (!k) return;
    /* A window of the rows that keeps the cursor in view (the preset's row first). */
    int first = 1, shown = UG_KEYS_ROWS_SHOWN - 1;
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
        k->waiting ? "Press the new key or pad button. Esc: cancel."
                   : "Enter: rebind   Tab: by place or by character   Left/Right: keyboard   "
                     "Backspace: all to defaults   Esc: back";
    set(&f->overlay_footer, ug_catalog_get(c, footer), ug_color_key_hint);
    if (k->taken_from && f->overlay_count + 1 < UG_FRAME_OVERLAY_MAX) {
        UgArg a[2] = {ug_arg_str(k->taken_key), ug_arg_str(ug_catalog_get(c, k->taken_from))};
        char text[UG_FRAME_TEXT_MAX];
        ug_i18n_format(text, sizeof text,
                       ug_catalog_get(c, "%s was taken from %s, which has no key now."), a, 2);
        f->overlay_lines[f->overlay_count++].text[0] = '\0';
        set(&f->overlay_lines[f->overlay_count++], text, ug_view_kind_color(UG_MSGKIND_DANGER));
    }
}

void ug_keys_help(UgFrame *f, const UgCatalog *c, const UgKeysScreen *k) {
    if (!k || f->overlay_count + 2 >= UG_FRAME_OVERLAY_MAX) return;
    f->overlay_lines[f->overlay_count++].text[0] = '\0';
    set(&f->overlay_lines[f->overlay_count++], ug_catalog_get(c, "Your keys (Options: Keys)"),
        ug_color_heading);
    char text[UG_FRAME_TEXT_MAX] = "";
    int on_line = 0;
    for (int i = 1; i < k->count; i++) {
        if (!k->in_help[i]) continue;
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
