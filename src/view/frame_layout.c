/* The layout pass. See frame_layout.h. Its rules are legibility.h's and layout.h's: this file
 * are here (the box over everything, the end screens' panels, the columns a width holds), run
 * once for a frame, and what they say is kept in it. */
#include "frame_layout.h"

#include <string.h>

#include "legibility.h"
#include "osk.h"
#include "text.h"
#include "touch_view.h"

/* --- The layout rules the pass runs (legibility.h names the renderer's spacing) ------------ */

int ug_legibility_columns(const UgLayout *l, int width) {
    /* The font's advance is 0.602 em, hinted to whole pixels: never above 0.62 em. */
    return l->text_px > 0 && width > 0 ? (int)(width / (l->text_px * 0.62)) : 0;
}

int ug_layout_paragraphs(const UgLayout *l, const UgTextLine *lines, int count, int y, int width,
                         int line_h) {
    int cols = ug_legibility_columns(l, width);
    for (int i = 0; i < count; i++) {
        int n = ug_text_wrap(lines[i].text, cols > 0 ? cols : 1, NULL, NULL);
        y += n * line_h + line_h / 3;
    }
    return y;
}

void ug_layout_end_panels(const UgLayout *l, const UgFrame *f, UgRect *map, UgRect *log) {
    int y = l->canvas.y + l->line_h / 2 + l->heading_px * 6 / 5;
    y = ug_layout_paragraphs(l, f->body, f->body_count, y, l->canvas.w - 2 * l->line_h,
                             l->line_h * 9 / 10);
    *map = l->death_map;
    *log = l->death_log;
    int top = y + l->line_h / 3;
    if (top <= l->death_map.y) return;
    int bottom = l->canvas.y + l->canvas.h - l->line_h / 2; /* the layout's spare rows too */
    map->y = log->y = top;
    map->h = log->h = bottom - top > 0 ? bottom - top : 0;
}

int ug_layout_box_indent(const UgFrame *f, int i) {
    int indent = (f->overlay_glyph[i] || f->overlay_sprite[i]) ? 4 : 0;
    return indent + (f->overlay_lines[i].mark[0] ? 2 : 0);
}

static int box_rows(const UgFrame *f, int cols) {
    int rows = 0;
    for (int i = 0; i < f->overlay_count; i++) {
        int n = cols - ug_layout_box_indent(f, i);
        rows += f->overlay_lines[i].text[0]
                    ? ug_text_wrap(f->overlay_lines[i].text, n > 0 ? n : 1, NULL, NULL)
                    : 1;
    }
    return rows;
}

static void box_place(const UgLayout *l, const UgFrame *f, UgBoxLayout *b, UgRect box) {
    b->box = box;
    b->pad = l->line_h;
    b->cols = ug_legibility_columns(l, box.w - 2 * b->pad);
    b->footer_rows =
        f->overlay_footer.text[0] && f->overlay != UG_OVERLAY_QUIT
            ? ug_text_wrap(f->overlay_footer.text, b->cols > 0 ? b->cols : 1, NULL, NULL)
            : 1;
    b->first_y = box.y + b->pad / 2 + l->line_h * 3 / 2;
    b->bottom = box.y + box.h - b->pad / 2 - b->footer_rows * l->line_h;
}

void ug_layout_box(const UgLayout *l, const UgFrame *f, UgBoxLayout *b) {
    UgRect box = l->overlay;
    b->row_h = l->line_h;
    /* The help and the quit box wrap their lines (the Keys screen scrolls its own rows). */
    b->wrap = f->overlay == UG_OVERLAY_HELP || f->overlay == UG_OVERLAY_QUIT;
    if (f->overlay == UG_OVERLAY_QUIT) { /* a small box, as tall as its rows: centred */
        box_place(l, f, b, box);
        /* the title and its gap (2 lines), the rows, the footer's row and the margins */
        int h = l->line_h * (box_rows(f, b->cols) + 4);
        if (h < box.h) {
            box.y += (box.h - h) / 2;
            box.h = h;
        }
    }
    box_place(l, f, b, box);
    if (!b->wrap) return;
    int rows = box_rows(f, b->cols);
    if (rows * b->row_h <= b->bottom - b->first_y) return;
    int m = l->line_h / 4 + 1; /* the whole window, but for a margin */
    UgRect whole = {l->canvas.x + m, l->canvas.y + m, l->canvas.w - 2 * m, l->canvas.h - 2 * m};
    box_place(l, f, b, whole);
    rows = box_rows(f, b->cols);
    int tight = l->text_px * 7 / 6; /* the font's own line: no glyph of a row reaches the next */
    if (rows > 0 && rows * b->row_h > b->bottom - b->first_y)
        b->row_h =
            (b->bottom - b->first_y) / rows > tight ? (b->bottom - b->first_y) / rows : tight;
}

static int line_rows(const UgFrame *f, const UgBoxLayout *b, int i) {
    int n = b->cols - ug_layout_box_indent(f, i);
    if (!b->wrap || !f->overlay_lines[i].text[0]) return 1;
    return ug_text_wrap(f->overlay_lines[i].text, n > 0 ? n : 1, NULL, NULL);
}

int ug_layout_box_max_scroll(const UgLayout *l, const UgFrame *f) {
    if (f->overlay != UG_OVERLAY_HELP) return 0;
    UgBoxLayout b;
    ug_layout_box(l, f, &b);
    int room = b.row_h > 0 ? (b.bottom - b.first_y) / b.row_h : 0;
    if (box_rows(f, b.cols) <= room) return 0;
    /* the last lines, as many as fit with the "..." row that says more is above */
    int rows = 1, first = f->overlay_count;
    while (first > 0 && rows + line_rows(f, &b, first - 1) <= room)
        rows += line_rows(f, &b, --first);
    return first > 0 ? first : 0;
}

/* --- The pass ----------------------------------------------------------------------------------
 */

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
