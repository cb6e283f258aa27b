/* The quit box's touch buttons. See touch_view.h. */
#include "touch_view.h"

#include <stdio.h>

int ug_touch_quit_count(UgScene scene) {
    return scene == UG_SCENE_TITLE ? 2 : 3;
}

UgRect ug_touch_quit_button(const UgLayout *l, int i, int count) {
    if (count < 1) count = 1;
    int gap = l->line_h / 2 > 2 ? l->line_h / 2 : 2;
    int w = (l->overlay.w - (count + 1) * gap) / count, h = 2 * l->line_h;
    if (w > 20 * l->char_w) w = 20 * l->char_w; /* thumb-sized, not the screen's width */
    int row_w = count * w + (count - 1) * gap;
    int x0 = l->overlay.x + (l->overlay.w - row_w) / 2;
    /* the quit box is as tall as its rows, centred in the overlay's area (ug_layout_box): 10
     * lines for its longest (six rows); the buttons go under that, inside the window */
    int y = l->overlay.y + l->overlay.h / 2 + 5 * l->line_h;
    if (y + h > l->canvas.y + l->canvas.h) y = l->canvas.y + l->canvas.h - h;
    return (UgRect){x0 + i * (w + gap), y, w, h};
}

int ug_touch_quit_at(const UgLayout *l, int count, int x, int y) {
    for (int i = 0; i < count; i++)
        if (ug_rect_contains(ug_touch_quit_button(l, i, count), x, y)) return i;
    return -1;
}

void ug_touch_quit_build(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    f->quit_button_count = 0;
    if (!s->touch_ui || s->overlay != UG_OVERLAY_QUIT) return;
    static const char *const msgids[UG_QUIT_BUTTONS_MAX] = {"Quit", "Keep playing", "Title menu"};
    int n = ug_touch_quit_count(s->scene);
    for (int i = 0; i < n; i++) {
        UgTextLine *line = &f->quit_buttons[i];
        snprintf(line->text, sizeof line->text, "%s", ug_catalog_get(c, msgids[i]));
        line->color = ug_color_heading;
        line->repeat = 1;
        line->mark[0] = '\0';
    }
    f->quit_button_count = n;
}
