/* The layout pass. See frame_layout.h. Its rules are legibility.h's and layout.h's: this file
 * only runs them once for a frame and keeps what they say. */
#include "frame_layout.h"

#include <string.h>

#include "legibility.h"
#include "osk.h"
#include "text.h"
#include "touch_view.h"

static int wrapped_rows(const char *text, int cols) {
    return ug_text_wrap(text, cols > 0 ? cols : 1, NULL, NULL);
}

static void lay_out_box(UgFrameLaid *d, const UgFrame *f, const UgLayout *l) {
    if (f->overlay == UG_OVERLAY_NONE) return;
    ug_layout_box(l, f, &d->box);
    d->box_max_scroll = ug_layout_box_max_scroll(l, f);
    for (int i = 0; i < f->overlay_count && i < UG_FRAME_OVERLAY_MAX; i++) {
        const UgTextLine *ln = &f->overlay_lines[i];
        int cols = d->box.cols - ug_layout_box_indent(f, i);
        d->box_cols[i] = cols > 0 ? cols : 1;
        d->box_rows[i] = d->box.wrap && ln->text[0] ? wrapped_rows(ln->text, cols) : 1;
    }
}

/* The creatures in sight: the renderer's panel padding, the health bar at each line's right. */
static void lay_out_sight(UgFrameLaid *d, const UgFrame *f, const UgLayout *l) {
    int pad = l->line_h / 4 + 1, w = l->sight.w - 2 * pad, bar_w = w / 6;
    d->sight_cols = ug_legibility_columns(l, w - bar_w - pad) - 2;
    for (int i = 0; i < f->sight_count && i < UG_FRAME_SIGHT_MAX; i++)
        d->sight_rows[i] = wrapped_rows(f->sight[i].text.text, d->sight_cols);
}

static void lay_out(UgFrameLaid *d, const UgFrame *f, const UgLayout *l) {
    memset(d, 0, sizeof *d);
    memcpy(&d->for_layout, l, sizeof *l); /* its padding too: ug_frame_laid compares bytes */
    lay_out_box(d, f, l);
    if (f->scene == UG_SCENE_DEATH || f->scene == UG_SCENE_VICTORY) {
        ug_layout_end_panels(l, f, &d->end_map, &d->end_log);
        int pad = l->line_h / 4 + 1;
        d->end_log_cols = ug_legibility_columns(l, d->end_log.w - 2 * pad) - 2;
    }
    int rows = f->menu_count < UG_FRAME_MENU_MAX ? f->menu_count : UG_FRAME_MENU_MAX;
    for (int i = 0; i <= rows; i++) d->menu_rows[i] = ug_layout_menu_row(l, i, f->menu_count);
    for (int i = 0; i < f->touch_count && i < UG_TOUCH_BUTTONS; i++)
        d->touch[i] = ug_layout_touch_button(l, i, f->touch_count);
    if (f->scene == UG_SCENE_GAME && f->has_board) lay_out_sight(d, f, l);
    for (int i = 0; i < f->osk_count && i < UG_FRAME_OSK_MAX; i++)
        d->osk[i] = ug_osk_key_rect(l, (UgSeedKind)f->osk_kind, i);
    for (int i = 0; i < f->quit_button_count && i < UG_QUIT_BUTTONS_MAX; i++)
        d->quit_buttons[i] = ug_touch_quit_button(l, i, f->quit_button_count);
    d->done = true;
}

void ug_frame_lay_out(UgFrame *f, const UgLayout *l) {
    lay_out(&f->laid, f, l);
}

const UgFrameLaid *ug_frame_laid(const UgFrame *f, const UgLayout *l, UgFrameLaid *scratch) {
    if (f->laid.done && memcmp(&f->laid.for_layout, l, sizeof *l) == 0) return &f->laid;
    lay_out(scratch, f, l);
    return scratch;
}
