/* The on-screen keyboard. See osk.h. */
#include "osk.h"

#include <stdio.h>
#include <string.h>

/* The rows of characters of each kind of seed; the last row (specials) is added by keys(). */
static const char *const number_rows[] = {"1234567890"};
static const char *const text_rows[] = {"1234567890", "qwertyuiop", "asdfghjkl-", "zxcvbnm"};

static int add(UgOskKey *out, int n, UgOskKeyKind kind, char ch, int row, int col, int span) {
    if (n >= UG_OSK_KEYS_MAX) return n;
    out[n] = (UgOskKey){kind, ch, row, col, span};
    return n + 1;
}

int ug_osk_keys(UgSeedKind kind, UgOskKey out[UG_OSK_KEYS_MAX]) {
    const char *const *rows = kind == UG_SEED_TEXT ? text_rows : number_rows;
    int count = kind == UG_SEED_TEXT ? 4 : 1, n = 0;
    for (int r = 0; r < count; r++)
        for (int c = 0; rows[r][c]; c++) n = add(out, n, UG_OSK_KEY_CHAR, rows[r][c], r, c, 1);
    int last = count;
    switch (kind) {
        case UG_SEED_TEXT: /* the space bar beside z..m, then Erase and Done under them */
            n = add(out, n, UG_OSK_KEY_CHAR, ' ', count - 1, 7, 3);
            n = add(out, n, UG_OSK_KEY_ERASE, 0, last, 0, 5);
            n = add(out, n, UG_OSK_KEY_DONE, 0, last, 5, 5);
            break;
        case UG_SEED_TEN_DIGITS: /* 12345-67890 */
            n = add(out, n, UG_OSK_KEY_CHAR, '-', last, 0, 2);
            n = add(out, n, UG_OSK_KEY_ERASE, 0, last, 2, 4);
            n = add(out, n, UG_OSK_KEY_DONE, 0, last, 6, 4);
            break;
        default:
            n = add(out, n, UG_OSK_KEY_ERASE, 0, last, 0, 5);
            n = add(out, n, UG_OSK_KEY_DONE, 0, last, 5, 5);
            break;
    }
    return n;
}

int ug_osk_rows(UgSeedKind kind) {
    return kind == UG_SEED_TEXT ? 5 : 2;
}

void ug_osk_open(UgOsk *o, UgSeedKind kind) {
    *o = (UgOsk){.open = true, .kind = kind, .cursor = 0, .column = 0};
}

static int sign(int v) {
    return v > 0 ? 1 : v < 0 ? -1 : 0;
}

void ug_osk_move(UgOsk *o, int dx, int dy) {
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys(o->kind, keys);
    if (n == 0) return;
    if (o->cursor < 0 || o->cursor >= n) o->cursor = 0;
    if (dx != 0) { /* the next key in the row, wrapping: keys are listed row by row */
        int row = keys[o->cursor].row, first = o->cursor, last = o->cursor;
        while (first > 0 && keys[first - 1].row == row) first--;
        while (last + 1 < n && keys[last + 1].row == row) last++;
        int width = last - first + 1;
        o->cursor = first + ((o->cursor - first + sign(dx)) % width + width) % width;
        o->column = keys[o->cursor].col;
    }
    if (dy != 0) { /* the key of the next row that covers the column kept, or its last */
        int rows = ug_osk_rows(o->kind);
        int row = ((keys[o->cursor].row + sign(dy)) % rows + rows) % rows;
        int pick = -1;
        for (int i = 0; i < n; i++) {
            if (keys[i].row != row) continue;
            if (pick < 0 || keys[i].col <= o->column) pick = i;
            if (o->column >= keys[i].col && o->column < keys[i].col + keys[i].span) break;
        }
        if (pick >= 0) o->cursor = pick;
    }
}

UgOskResult ug_osk_press(UgOsk *o, int key, char *text, size_t size) {
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys(o->kind, keys);
    if (key < 0) key = o->cursor;
    if (key < 0 || key >= n) return UG_OSK_NOTHING;
    o->cursor = key;
    o->column = keys[key].col;
    size_t len = strlen(text);
    switch (keys[key].kind) {
        case UG_OSK_KEY_CHAR:
            if (len + 1 >= size) return UG_OSK_NOTHING;
            text[len] = keys[key].ch;
            text[len + 1] = '\0';
            return UG_OSK_TYPED;
        case UG_OSK_KEY_ERASE:
            if (len == 0) return UG_OSK_NOTHING;
            while (len > 0 && ((unsigned char)text[len - 1] & 0xC0) == 0x80) len--;
            if (len > 0) len--; /* a whole UTF-8 character (a seed typed on a keyboard) */
            text[len] = '\0';
            return UG_OSK_ERASED;
        case UG_OSK_KEY_DONE:
            return UG_OSK_DONE;
    }
    return UG_OSK_NOTHING;
}

/* The keyboard's box: as wide as the menu, its rows stacked up from above the hint line. */
static void grid(const UgLayout *l, UgSeedKind kind, int *x0, int *y0, int *unit, int *key_h,
                 int *gap) {
    *gap = l->line_h / 6 > 2 ? l->line_h / 6 : 2;
    *unit = l->menu.w / UG_OSK_COLS;
    int rows = ug_osk_rows(kind);
    int bottom = l->canvas.y + l->canvas.h - 3 * l->line_h;
    /* under the seed page's three rows and a line for the seed's rule; smaller keys if need be */
    int top = l->menu.y + 4 * l->menu_row_h;
    *key_h = l->line_h * 3 / 2;
    if ((bottom - top) / rows - *gap < *key_h) *key_h = (bottom - top) / rows - *gap;
    *x0 = l->menu.x + (l->menu.w - *unit * UG_OSK_COLS) / 2;
    *y0 = bottom - rows * (*key_h + *gap);
}

UgRect ug_osk_key_rect(const UgLayout *l, UgSeedKind kind, int i) {
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys(kind, keys);
    if (i < 0 || i >= n) return (UgRect){0, 0, 0, 0};
    int x0, y0, unit, key_h, gap;
    grid(l, kind, &x0, &y0, &unit, &key_h, &gap);
    return (UgRect){x0 + keys[i].col * unit + gap / 2, y0 + keys[i].row * (key_h + gap),
                    keys[i].span * unit - gap, key_h};
}

int ug_osk_key_at(const UgLayout *l, UgSeedKind kind, int x, int y) {
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys(kind, keys);
    for (int i = 0; i < n; i++)
        if (ug_rect_contains(ug_osk_key_rect(l, kind, i), x, y)) return i;
    return -1;
}

void ug_osk_build(UgFrame *f, const UgCatalog *c, const UgOsk *o, bool pad) {
    f->osk_count = 0;
    if (!o || !o->open) return;
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys(o->kind, keys);
    f->osk_kind = (int)o->kind;
    f->osk_cursor = o->cursor;
    for (int i = 0; i < n; i++) {
        UgTextLine *line = &f->osk_labels[i];
        const char *label = keys[i].kind == UG_OSK_KEY_ERASE  ? ug_catalog_get(c, "Erase")
                            : keys[i].kind == UG_OSK_KEY_DONE ? ug_catalog_get(c, "Done")
                            : keys[i].ch == ' '               ? ug_catalog_get(c, "Space")
                                                              : NULL;
        if (label)
            snprintf(line->text, sizeof line->text, "%s", label);
        else
            snprintf(line->text, sizeof line->text, "%c", keys[i].ch);
        line->color = i == o->cursor ? ug_color_heading : ug_color_text;
        line->repeat = 1;
        line->mark[0] = '\0';
    }
    f->osk_count = n;
    snprintf(f->menu_hint.text, sizeof f->menu_hint.text, "%s",
             ug_catalog_get(c, pad ? "D-pad: choose a key   A: type   B: erase   Done: start"
                                   : "Tap the keys; Done starts the game."));
}
