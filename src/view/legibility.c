/* Legibility of a laid-out frame. See legibility.h. The geometry here is the renderer's
 * (src/platform/sdl/render_sdl.c: its paddings, indents and where each panel's lines go); a change
 * to one is a change to both. */
#include "legibility.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "text.h"

static const char ELLIPSIS[] = "\xe2\x80\xa6"; /* U+2026, one column */

typedef struct Check {
    const UgFrame *f;
    bool fit; /* ug_legibility_fit: a line too long is shortened (ug_text_fit), not reported */
    const UgLayout *l;
    const UgFrameLaid *d; /* the frame as laid out: what the renderer paints by */
    char *why;
    size_t size;
    bool ok;
} Check;

static void fail(Check *c, const char *fmt, ...) {
    if (!c->ok) return; /* the first problem is the one reported */
    c->ok = false;
    if (!c->why || c->size == 0) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->why, c->size, fmt, ap);
    va_end(ap);
}

static int pad_of(const UgLayout *l) {
    return l->line_h / 4 + 1;
}

static bool has_heading(const UgFrame *f) {
    return f->scene != UG_SCENE_GAME && f->heading.text[0];
}

int ug_legibility_min_text_px(const UgFrame *f, const UgLayout *l) {
    int px = l->text_px;
    if (has_heading(f) && l->heading_px < px) px = l->heading_px;
    return px;
}

/* A panel the frame draws: inside the window, and (unless it is the board or a box over
 * everything) not over it. */
static void panel(Check *c, const char *name, UgRect r) {
    if (r.w <= 0 || r.h <= 0) {
        fail(c, "the %s has no room", name);
        return;
    }
    if (!ug_rect_inside(r, c->l->canvas) &&
        !ug_rect_inside(r, (UgRect){0, 0, c->l->out_w, c->l->out_h}))
        fail(c, "the %s (%d,%d %dx%d) leaves the %dx%d window", name, r.x, r.y, r.w, r.h,
             c->l->out_w, c->l->out_h);
    if (c->f->scene == UG_SCENE_GAME && c->f->has_board && strcmp(name, "board") != 0 &&
        strcmp(name, "box") != 0 && ug_rect_overlaps(r, c->l->board))
        fail(c, "the %s covers the board", name);
}

/* One line of text drawn `width` pixels wide after `indent` columns. */
static void line(Check *c, const char *name, const char *text, int width, int indent) {
    int have = ug_legibility_columns(c->l, width) - indent;
    int need = ug_utf8_columns(text);
    /* Fitting: every text line checked here is a UG_FRAME_TEXT_MAX buffer of the frame that
     * ug_legibility_fit was given (not const there). */
    if (need > have && c->fit) ug_text_fit((char *)text, UG_FRAME_TEXT_MAX, have > 1 ? have : 1);
    if (need > have && !c->fit)
        fail(c, "the %s line \"%s\" needs %d columns, has %d", name, text, need, have);
}

/* Paragraphs wrapped at `width` from y, `line_h` apart with a third of a line between them (the
 * renderer's draw_paragraphs); returns the y after them. */

static void check_hud(Check *c) {
    const UgFrame *f = c->f;
    const UgLayout *l = c->l;
    int pad = pad_of(l), w = l->hud.w - 2 * pad, y = l->hud.y + pad;
    int bar_h = l->line_h / 3 > 2 ? l->line_h / 3 : 2;
    panel(c, "status panel", l->hud);
    for (int i = 0; i < f->hud_count; i++) {
        line(c, "status", f->hud[i].text, w, 0);
        y += l->line_h;
        if (i == f->health_line) y += bar_h + pad;
    }
    if (y > l->hud.y + l->hud.h) fail(c, "the status panel cuts its last lines");
}

static void check_sight(Check *c) {
    const UgFrame *f = c->f;
    const UgLayout *l = c->l;
    if (l->side.w <= 0) return; /* a mode whose own sidebar says who is in sight (cursed) */
    if (l->sight_lines <= 0) {
        if (f->sight_count > 0) fail(c, "the creatures in sight have no room");
        return;
    }
    panel(c, "sight list", l->sight);
    int pad = pad_of(l), w = l->sight.w - 2 * pad;
    line(c, "sight title", f->sight_title.text, w, 0);
    int bar_w = w / 6; /* the health bar at the right of each line */
    /* the renderer's: a name that does not fit takes a second row (wrapped), never a third */
    int rows_left = l->sight_lines - 1;
    for (int i = 0; i < f->sight_count && rows_left > 0; i++) {
        int rows = c->d->sight_rows[i];
        if (rows > 2) {
            line(c, "sight", f->sight[i].text.text, w - bar_w - pad, 2);
            rows = 1;
        }
        if (rows > rows_left) break; /* not drawn; the title counts it */
        rows_left -= rows;
    }
}

static void check_inventory(Check *c) {
    const UgFrame *f = c->f;
    const UgLayout *l = c->l;
    if (!f->has_inventory) return;
    if (!l->has_inventory) {
        fail(c, "the inventory has no room");
        return;
    }
    UgRect box = l->inventory;
    panel(c, "inventory", box);
    int pad = pad_of(l), w = box.w - 2 * pad;
    line(c, "inventory title", f->inv_title.text, w, 0);
    int y = box.y + pad + l->line_h + pad / 2;
    int bottom = box.y + box.h - pad - l->line_h;
    int indent = f->inv_menu ? 2 : 4; /* the cursor, and the item's sign */
    int shown = 0;
    for (int i = 0; i < f->inv_count && y + l->line_h <= bottom; i++, y += l->line_h) {
        bool last = i + 1 == f->inv_count || y + 2 * l->line_h > bottom;
        line(c, "inventory", f->inv_lines[i].text, w, indent + (f->inv_more && last ? 4 : 0));
        shown++;
    }
    if (shown < f->inv_count) fail(c, "the inventory shows %d of its %d rows", shown, f->inv_count);
    line(c, "inventory hint", f->inv_hint.text, w, 0);
}

static void check_game(Check *c) {
    const UgFrame *f = c->f;
    const UgLayout *l = c->l;
    panel(c, "board", l->board);
    check_hud(c);
    check_sight(c);
    check_inventory(c);
    if (f->look.text[0]) {
        panel(c, "look line", l->look);
        line(c, "look", f->look.text, l->look.w - 2 * pad_of(l), 0);
    }
    panel(c, "log", l->log);
    if (l->log_lines < 1) fail(c, "the log has no room for a line");
    if (l->has_minimap) panel(c, "minimap", l->minimap);
    for (int i = 0; i < f->touch_count && i < UG_TOUCH_BUTTONS; i++) {
        UgRect b = c->d->touch[i];
        line(c, "touch button", f->touch_labels[i].text, b.w, 0);
    }
}

static void check_menu(Check *c) {
    const UgFrame *f = c->f;
    const UgLayout *l = c->l;
    int heading_h = l->heading_px * 6 / 5; /* a font's line is about 1.2 em */
    int y = l->canvas.y + l->canvas.h / 14 + heading_h;
    int heading_cols = ug_legibility_columns(l, l->canvas.w) * l->text_px / l->heading_px;
    if (ug_utf8_columns(f->heading.text) > heading_cols) fail(c, "the heading is cut");
    y = ug_layout_paragraphs(l, f->body, f->body_count, y, l->menu.w, l->line_h);
    int hint_y = l->canvas.y + l->canvas.h - 2 * l->line_h;
    if (f->has_menu && f->menu_count > 0) {
        if (y > l->menu.y + l->line_h / 3) fail(c, "the screen's text runs into its menu");
        for (int i = 0; i < f->menu_count; i++) {
            UgRect row = c->d->menu_rows[i];
            line(c, "menu", f->menu_items[i].text, row.w, 4);
            if (row.y + row.h > hint_y) fail(c, "the menu's row %d runs into the key hint", i);
        }
        if (f->menu_detail.text[0]) {
            UgRect last = c->d->menu_rows[f->menu_count];
            int top = last.y + l->line_h / 2, limit = hint_y + l->line_h / 3;
            /* fitting: the words that do not fit go from its end, an ellipsis saying so */
            UgTextLine *detail = (UgTextLine *)&f->menu_detail;
            while (c->fit &&
                   ug_layout_paragraphs(l, detail, 1, top, l->menu.w, l->line_h) > limit) {
                char *cut = strrchr(detail->text, ' ');
                if (!cut) {
                    detail->text[0] = '\0';
                    break;
                }
                snprintf(cut, sizeof detail->text - (size_t)(cut - detail->text), "%s", ELLIPSIS);
            }
            int end = ug_layout_paragraphs(l, detail, 1, top, l->menu.w, l->line_h);
            if (end > limit) fail(c, "the chosen row's text runs into the hint");
        }
    } else if (y > hint_y + l->line_h / 3 + (f->menu_hint.text[0] ? 0 : 2 * l->line_h)) {
        fail(c, "the screen's text runs off the bottom");
    }
}

static void check_end(Check *c) {
    const UgLayout *l = c->l; /* its log lines wrap (ug_view_log_rows), the newest at the bottom */
    UgRect log = c->d->end_log;
    /* the words come first (what ended the run, the keys): they must fit; the map and the last
     * messages take what is left (none at 200 % in a 16:9 window) */
    if (log.h <= 0 && log.y > l->canvas.y + l->canvas.h - l->line_h / 2)
        fail(c, "the end screen's words run off the window");
    if (log.h >= l->line_h + pad_of(l)) panel(c, "end screen's log", log);
}

static void check_overlay(Check *c) {
    const UgFrame *f = c->f;
    const UgLayout *l = c->l;
    const UgBoxLayout b = c->d->box;
    panel(c, "box", b.box);
    int w = b.box.w - 2 * b.pad;
    line(c, "box title", f->overlay_title.text, w, 0);
    int y = b.first_y;
    if (f->overlay == UG_OVERLAY_NOTICE) {
        for (int i = 0; i < f->overlay_count; i++)
            y += ug_text_wrap(f->overlay_lines[i].text, b.cols > 0 ? b.cols : 1, NULL, NULL) *
                     l->line_h +
                 l->line_h / 2;
        if (y - l->line_h / 2 > b.bottom) fail(c, "the notice box cuts its text");
    } else {
        int rows = 0, need = 0;
        int first = f->overlay_scroll < f->overlay_count ? f->overlay_scroll : f->overlay_count - 1;
        if (first > 0) need = 1; /* the "..." row: more is above */
        for (int i = first > 0 ? first : 0; i < f->overlay_count; i++) {
            int n = c->d->box_rows[i];
            if (!(b.wrap && f->overlay_lines[i].text[0]))
                line(c, "box", f->overlay_lines[i].text, w, ug_layout_box_indent(f, i));
            need += n;
        }
        rows = b.row_h > 0 ? (b.bottom - b.first_y) / b.row_h : 0;
        /* A box that scrolls shows what fits and says "..." where more is (the renderer's
         * draw_box): only a box with nothing more below must hold all the rows it shows. */
        if (rows < need && c->d->box_max_scroll <= (first > 0 ? first : 0))
            fail(c, "the box \"%s\" has room for %d of its %d rows", f->overlay_title.text, rows,
                 need);
    }
    if (f->overlay == UG_OVERLAY_QUIT && f->overlay_footer.text[0])
        line(c, "box footer", f->overlay_footer.text, w, 0);
}

/* --- Shortening by rule (ug_text_fit) ------------------------------------------------------ */

/* The bytes of text's first code points that take at most `cols` columns. */
static size_t bytes_within(const char *text, int cols) {
    const char *p = text;
    int used = 0;
    while (*p) {
        const char *at = p;
        int w = ug_utf8_cp_columns(ug_utf8_next(&p));
        if (used + w > cols) return (size_t)(at - text);
        used += w;
    }
    return (size_t)(p - text);
}

/* Where the segments of a line start after the first: two spaces, an ideographic space, a
 * comma and a space. Returns the byte where the last separator before `end` begins (0: none). */
static size_t last_separator(const char *text, size_t end) {
    for (size_t i = end; i-- > 1;) {
        if ((text[i] == ' ' && text[i - 1] == ' ') || (text[i] == ' ' && text[i - 1] == ','))
            return i - 1;
        if (i >= 2 && (unsigned char)text[i - 2] == 0xE3 && (unsigned char)text[i - 1] == 0x80 &&
            (unsigned char)text[i] == 0x80)
            return i - 2;
    }
    return 0;
}

/* The start of a last word worth keeping whole: a number or a part in brackets ("10",
 * "(in use)", "3/5"); 0 when the line ends otherwise. */
static size_t kept_suffix(const char *text) {
    size_t n = strlen(text);
    if (n && text[n - 1] == ')') {
        const char *open = strrchr(text, '(');
        return open && open > text && open[-1] == ' ' ? (size_t)(open - text - 1) : 0;
    }
    const char *space = strrchr(text, ' ');
    if (!space || space == text) return 0;
    for (const char *p = space + 1; *p; p++)
        if (*p >= '0' && *p <= '9') return (size_t)(space - text);
    /* a label and its value ("Seed hello", "Semilla 12345-67890"): the value */
    if (strchr(text, ' ') == space) return (size_t)(space - text);
    return 0;
}

void ug_text_fit(char *text, size_t size, int cols) {
    if (cols < 1 || ug_utf8_columns(text) <= cols) return;
    /* 1. whole segments go from the end, an ellipsis saying that some did */
    for (size_t end = strlen(text); (end = last_separator(text, end)) > 0;) {
        char head[UG_FRAME_TEXT_MAX];
        snprintf(head, sizeof head, "%.*s", (int)end, text);
        if (ug_utf8_columns(head) + 1 <= cols) {
            snprintf(text, size, "%s%s", head, ELLIPSIS);
            return;
        }
    }
    /* 2. one segment: a number or a part in brackets at its end is kept whole */
    char tail[UG_FRAME_TEXT_MAX] = "";
    size_t suffix = kept_suffix(text);
    if (suffix > 0) {
        snprintf(tail, sizeof tail, "%s", text + suffix);
        if (ug_utf8_columns(tail) + 2 > cols) { /* no room for any of the rest: the value alone */
            const char *value = text + suffix + 1;
            if (ug_utf8_columns(value) + 1 <= cols) {
                snprintf(tail, sizeof tail, "%s", value);
                snprintf(text, size, "%s%s", ELLIPSIS, tail);
                return;
            }
            tail[0] = '\0'; /* a value wider than the panel: cut like any text */
        }
    }
    int head_cols = cols - 1 - ug_utf8_columns(tail);
    size_t keep = bytes_within(text, head_cols > 0 ? head_cols : 0);
    /* ... at a word's end: the words that do not fit go whole (a name, a value is never cut
     * inside), unless the first word alone is wider than the panel */
    size_t word = keep;
    while (word > 0 && text[word] != ' ' && text[word] != '\0') word--;
    if (word > 0 && text[word] == ' ') keep = word;
    char head[UG_FRAME_TEXT_MAX];
    snprintf(head, sizeof head, "%.*s", (int)keep, text);
    snprintf(text, size, "%s%s%s", head, ELLIPSIS, tail);
}

void ug_legibility_fit(UgFrame *f, const UgLayout *l) {
    UgFrameLaid scratch;
    Check c = {f, true, l, ug_frame_laid(f, l, &scratch), NULL, 0, true};
    if (f->scene == UG_SCENE_GAME && f->has_board)
        check_game(&c);
    else if (f->scene != UG_SCENE_DEATH && f->scene != UG_SCENE_VICTORY &&
             f->scene != UG_SCENE_GAME)
        check_menu(&c);
    if (f->overlay != UG_OVERLAY_NONE) check_overlay(&c);
}

bool ug_legibility_check(const UgFrame *f, const UgLayout *l, char *why, size_t size) {
    UgFrameLaid scratch;
    Check c = {f, false, l, ug_frame_laid(f, l, &scratch), why, size, true};
    if (why && size) why[0] = '\0';
    int px = ug_legibility_min_text_px(f, l);
    if (px < UG_LEGIBLE_MIN_PX) fail(&c, "a text is %d px high, under %d", px, UG_LEGIBLE_MIN_PX);
    if (l->line_h < l->text_px) fail(&c, "lines are closer than the text is high");
    if (f->scene == UG_SCENE_GAME && f->has_board)
        check_game(&c);
    else if (f->scene == UG_SCENE_DEATH || f->scene == UG_SCENE_VICTORY)
        check_end(&c);
    else if (f->scene != UG_SCENE_GAME)
        check_menu(&c);
    if (f->overlay != UG_OVERLAY_NONE) check_overlay(&c);
    return c.ok;
}

/* --- Cues without colour ------------------------------------------------------------------ */

int ug_cue_mark_size(int cell) {
    return cell > UG_CUE_MARK_MIN ? cell : UG_CUE_MARK_MIN;
}

bool ug_cue_mark_lit(int mark, int s, int x, int y) {
    if (x < 0 || y < 0 || x >= s || y >= s) return false;
    int c = s / 2, w = s / 8; /* the centre; half a stroke's width beyond one pixel */
    switch (mark) {
        case UG_MINI_PLAYER: /* a ring: the border lit, the middle dark */
            return x == 0 || y == 0 || x == s - 1 || y == s - 1;
        case UG_MINI_ENEMY: /* a cross: both diagonals */
            return abs(x - y) <= w || abs(x - (s - 1 - y)) <= w;
        case UG_MINI_ITEM: /* a dot in the middle, dark around it */
            return abs(x - c) <= s / 5 && abs(y - c) <= s / 5;
        case UG_MINI_STAIRS: /* a triangle: the lower right half */
            return x + y >= s - 1;
        default:
            return true;
    }
}

bool ug_cue_hatch_lit(int t, int x, int y) {
    if (x < 1 || y < 1 || x >= t - 1 || y >= t - 1) return false;
    return (x + y) % UG_CUE_HATCH == 1;
}

/* --- Values (issue 27 item 2) -------------------------------------------------------------- */

/* Splits at spaces, commas, brackets and the ellipsis: the words and values of a line. */
static const char *next_token(const char *p, size_t *len) {
    for (;;) {
        while (*p == ' ' || *p == ',' || *p == '(' || *p == ')') p++;
        if (strncmp(p, ELLIPSIS, 3) == 0) {
            p += 3;
            continue;
        }
        break;
    }
    const char *e = p;
    while (*e && *e != ' ' && *e != ',' && *e != '(' && *e != ')' && strncmp(e, ELLIPSIS, 3) != 0)
        e++;
    *len = (size_t)(e - p);
    return *len ? p : NULL;
}

static bool has_token(const char *text, const char *tok, size_t n) {
    size_t len;
    for (const char *p = text; (p = next_token(p, &len)) != NULL; p += len)
        if (len == n && memcmp(p, tok, n) == 0) return true;
    return false;
}

/* Every word of the line as shown is a whole word of the line as built: nothing is cut inside
 * a number, a name or a seed (whole words may go, an ellipsis saying so). */
static bool whole_words(Check *c, const char *what, const char *built, const char *shown) {
    size_t len;
    for (const char *p = shown; (p = next_token(p, &len)) != NULL; p += len)
        if (!has_token(built, p, len)) {
            fail(c, "the %s line \"%s\" cuts \"%.*s\" (it was \"%s\")", what, shown, (int)len, p,
                 built);
            return false;
        }
    /* ... and a word shown keeps the value after it in its part ("Nivel 3" never "Nivel…"):
     * a number, or a label's value */
    const char *prev = NULL;
    size_t prev_len = 0;
    int tokens = 0;
    for (const char *p = built; (p = next_token(p, &len)) != NULL; p += len, tokens++) {
        bool number = false;
        for (size_t i = 0; i < len; i++) number |= p[i] >= '0' && p[i] <= '9';
        bool same_part = prev && (size_t)(p - (prev + prev_len)) <= 1; /* one space between */
        bool label_value = tokens == 1 && !next_token(p + len, &(size_t){0});
        if ((number || label_value) && same_part && has_token(shown, prev, prev_len) &&
            !has_token(shown, p, len)) {
            fail(c, "the %s line \"%s\" drops the value \"%.*s\" (it was \"%s\")", what, shown,
                 (int)len, p, built);
            return false;
        }
        prev = p;
        prev_len = len;
    }
    return true;
}

bool ug_legibility_values(const UgFrame *f, const UgLayout *l, char *why, size_t size) {
    UgFrame *shown = malloc(sizeof *shown);
    if (!shown) return true; /* no memory: nothing to say */
    memcpy(shown, f, sizeof *shown);
    ug_legibility_fit(shown, l);
    Check c = {shown, true, l, NULL, why, size, true};
    if (why && size) why[0] = '\0';
    bool ok = true;
    for (int i = 0; ok && i < f->hud_count && i < UG_FRAME_HUD_MAX; i++)
        ok = whole_words(&c, "status", f->hud[i].text, shown->hud[i].text);
    for (int i = 0; ok && i < f->inv_count && i < UG_FRAME_INV_ROWS; i++)
        ok = whole_words(&c, "item", f->inv_lines[i].text, shown->inv_lines[i].text);
    if (ok) ok = whole_words(&c, "items' title", f->inv_title.text, shown->inv_title.text);
    if (ok) ok = whole_words(&c, "sight title", f->sight_title.text, shown->sight_title.text);
    for (int i = 0; ok && i < f->sight_count && i < UG_FRAME_SIGHT_MAX; i++)
        ok = whole_words(&c, "sight", f->sight[i].text.text, shown->sight[i].text.text);
    free(shown);
    return ok;
}
