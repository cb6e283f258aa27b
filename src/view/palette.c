/* The palettes. See palette.h. */
#include "palette.h"

#include <math.h>
#include <string.h>

static const char *const keys[UG_PALETTE_COUNT] = {"normal", "deuteranopia", "protanopia",
                                                   "tritanopia", "high-contrast"};
static const char *const msgids[UG_PALETTE_COUNT] = {"Normal colours", "Deuteranopia (red-green)",
                                                     "Protanopia (red-green)",
                                                     "Tritanopia (blue-yellow)", "High contrast"};

const char *ug_palette_key(UgPalette p) {
    return (unsigned)p < UG_PALETTE_COUNT ? keys[p] : NULL;
}

int ug_palette_from_key(const char *key, size_t n) {
    for (int i = 0; i < UG_PALETTE_COUNT; i++)
        if (strlen(keys[i]) == n && memcmp(keys[i], key, n) == 0) return i;
    return -1;
}

const char *ug_palette_msgid(UgPalette p) {
    return (unsigned)p < UG_PALETTE_COUNT ? msgids[p] : msgids[0];
}

/* --- The colour-vision palettes --------------------------------------------------------------
 * What a dichromat sees of a linear-RGB colour: Machado, Oliveira and Fernandes, "A
 * Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009,
 * severity 1.0. The palette adds the part lost (colour minus what is seen) back along the axes
 * the player still sees: for the red-green deficiencies into green and blue, for tritanopia into
 * red and green. */
static const double sim_matrix[3][3][3] = {
    /* deuteranopia */
    {{0.367322, 0.860646, -0.227968},
     {0.280085, 0.672501, 0.047413},
     {-0.011820, 0.042940, 0.968881}},
    /* protanopia */
    {{0.152286, 1.052583, -0.204868},
     {0.114503, 0.786281, 0.099216},
     {-0.003882, -0.048116, 1.051998}},
    /* tritanopia */
    {{1.255528, -0.076749, -0.178779},
     {-0.078411, 0.930809, 0.147602},
     {0.004733, 0.691367, 0.303900}},
};
static const double shift_red_green[3][3] = {{0, 0, 0}, {0.7, 1, 0}, {0.7, 0, 1}};
static const double shift_blue[3][3] = {{1, 0, 0.7}, {0, 1, 0.7}, {0, 0, 0}};

static double to_linear(uint8_t v) {
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static uint8_t from_linear(double c) {
    if (c <= 0) return 0;
    if (c >= 1) return 255;
    double v = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055;
    return (uint8_t)lround(v * 255);
}

static UgColor daltonise(int which, UgColor c) {
    const double(*m)[3] = sim_matrix[which];
    const double(*shift)[3] = which == 2 ? shift_blue : shift_red_green;
    double lin[3] = {to_linear(c.r), to_linear(c.g), to_linear(c.b)}, lost[3], out[3];
    for (int i = 0; i < 3; i++)
        lost[i] = lin[i] - (m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2]);
    for (int i = 0; i < 3; i++)
        out[i] = lin[i] + shift[i][0] * lost[0] + shift[i][1] * lost[1] + shift[i][2] * lost[2];
    return (UgColor){from_linear(out[0]), from_linear(out[1]), from_linear(out[2]), c.a};
}

/* High contrast: the dark goes to black and everything else moves away from it, in the same
 * order (what was lighter stays lighter), so remembered tiles stay darker than those in sight. */
static uint8_t stretch(uint8_t v) {
    int s = (v - 28) * 4 / 3;
    return (uint8_t)(s < 0 ? 0 : s > 255 ? 255 : s);
}

UgColor ug_palette_color(UgPalette p, UgColor c) {
    switch (p) {
        case UG_PALETTE_DEUTERANOPIA:
        case UG_PALETTE_PROTANOPIA:
        case UG_PALETTE_TRITANOPIA:
            return daltonise((int)p - UG_PALETTE_DEUTERANOPIA, c);
        case UG_PALETTE_HIGH_CONTRAST:
            return (UgColor){stretch(c.r), stretch(c.g), stretch(c.b), c.a};
        default:
            return c;
    }
}

/* The log kinds' colours (view.h's order). The colour-vision set keeps each meaning's hue family
 * where it can and was chosen (a search over colours, kept here as numbers) to stay at least CIE76
 * dE 20 apart under all three simulations and normal sight, each 4.5:1 on the panels for every
 * one of those eyes; the high-contrast set is 7:1 on black. */
static const UgColor kinds_cvd[UG_MSGKIND_COUNT] = {
    {220, 224, 240, 255}, {133, 172, 255, 255}, {181, 255, 101, 255}, {255, 126, 135, 255},
    {130, 248, 195, 255}, {219, 181, 0, 255},   {189, 127, 12, 255},  {243, 225, 147, 255},
};
static const UgColor kinds_high[UG_MSGKIND_COUNT] = {
    {255, 255, 255, 255}, {178, 180, 196, 255}, {180, 255, 133, 255}, {255, 110, 90, 255},
    {63, 245, 165, 255},  {255, 227, 0, 255},   {235, 170, 47, 255},  {230, 154, 255, 255},
};

UgColor ug_palette_kind_color(UgPalette p, UgMsgKind kind) {
    if ((unsigned)kind >= UG_MSGKIND_COUNT) kind = UG_MSGKIND_NORMAL;
    switch (p) {
        case UG_PALETTE_DEUTERANOPIA:
        case UG_PALETTE_PROTANOPIA:
        case UG_PALETTE_TRITANOPIA:
            return kinds_cvd[kind];
        case UG_PALETTE_HIGH_CONTRAST:
            return kinds_high[kind];
        default:
            return ug_view_kind_color(kind);
    }
}

static const UgFrameColors normal_ui = {
    {16, 16, 28, 255},    {60, 56, 92, 255},    {40, 30, 40, 255},   {255, 255, 255, 255},
    {200, 210, 255, 255}, {110, 210, 110, 255}, {230, 200, 80, 255}, {235, 80, 70, 255},
};

UgFrameColors ug_palette_ui(UgPalette p) {
    UgFrameColors u = normal_ui;
    u.panel = ug_color_panel;
    u.frame = ug_color_frame;
    u.bar_back = ug_color_bar_back;
    u.heading = ug_color_heading;
    u.text = ug_color_text;
    if (p == UG_PALETTE_HIGH_CONTRAST) {
        u.panel = (UgColor){0, 0, 0, 255};
        u.frame = (UgColor){60, 70, 150, 255}; /* the chosen row: white on it is 8:1 */
        u.bar_back = (UgColor){60, 60, 60, 255};
        u.text = (UgColor){255, 255, 255, 255};
    }
    if (p != UG_PALETTE_HIGH_CONTRAST && p != UG_PALETTE_NORMAL) {
        u.frame = ug_palette_color(p, u.frame);
        u.bar_back = ug_palette_color(p, u.bar_back);
        u.text = ug_palette_color(p, u.text);
    }
    /* Health left: the bar's length says it too; the colours go light to dark, so that they
     * differ in lightness whatever the hue. */
    if (p != UG_PALETTE_NORMAL) {
        u.hp_good = ug_palette_kind_color(p, UG_MSGKIND_HEAL);
        u.hp_hurt = ug_palette_kind_color(p, UG_MSGKIND_LOOT);
        u.hp_low = ug_palette_kind_color(p, UG_MSGKIND_TAKEN);
    }
    return u;
}

static void line(UgTextLine *t, UgPalette p) {
    if (t->mark[0]) {
        for (int k = 1; k < UG_MSGKIND_COUNT; k++)
            if (strcmp(t->mark, ug_view_kind_mark((UgMsgKind)k)) == 0) {
                UgColor c = ug_palette_kind_color(p, (UgMsgKind)k);
                c.a = t->color.a;
                t->color = c;
                return;
            }
    }
    t->color = ug_palette_color(p, t->color);
}

static void lines(UgTextLine *t, int n, UgPalette p) {
    for (int i = 0; i < n; i++) line(&t[i], p);
}

static bool same(UgColor a, UgColor b) {
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

void ug_palette_apply(UgFrame *f, UgPalette p) {
    if (p <= UG_PALETTE_NORMAL || p >= UG_PALETTE_COUNT) return;
    UgFrameColors before = f->ui, ui = ug_palette_ui(p);
    f->ui = ui;
    if (p == UG_PALETTE_HIGH_CONTRAST)
        f->background = (UgColor){0, 0, 0, 255};
    else
        f->background = ug_palette_color(p, f->background);
    for (int y = 0; y < UG_FRAME_MAX_H; y++)
        for (int x = 0; x < UG_FRAME_MAX_W; x++) {
            UgCell *c = &f->cells[y][x];
            c->fg = ug_palette_color(p, c->fg);
            c->bg = ug_palette_color(p, c->bg);
            f->minimap[y][x] = ug_palette_color(p, f->minimap[y][x]);
        }
    /* The health bar: its colour by the same rule as the creatures' bars. */
    if (same(f->health_color, before.hp_good))
        f->health_color = ui.hp_good;
    else if (same(f->health_color, before.hp_hurt))
        f->health_color = ui.hp_hurt;
    else if (same(f->health_color, before.hp_low))
        f->health_color = ui.hp_low;
    else
        f->health_color = ug_palette_color(p, f->health_color);
    lines(f->hud, f->hud_count, p);
    lines(f->log, f->log_count, p);
    line(&f->inv_title, p);
    lines(f->inv_lines, f->inv_count < UG_FRAME_INV_ROWS ? f->inv_count : UG_FRAME_INV_ROWS, p);
    line(&f->inv_hint, p);
    for (int i = 0; i < UG_FRAME_INV_ROWS; i++)
        f->inv_glyph_color[i] = ug_palette_color(p, f->inv_glyph_color[i]);
    for (int i = 0; i < f->sight_count && i < UG_FRAME_SIGHT_MAX; i++) {
        f->sight[i].glyph_color = ug_palette_color(p, f->sight[i].glyph_color);
        line(&f->sight[i].text, p);
    }
    line(&f->sight_title, p);
    line(&f->look, p);
    lines(f->menu_items, f->menu_count < UG_FRAME_MENU_MAX ? f->menu_count : UG_FRAME_MENU_MAX, p);
    line(&f->menu_detail, p);
    line(&f->menu_hint, p);
    line(&f->heading, p);
    lines(f->body, f->body_count < UG_FRAME_BODY_MAX ? f->body_count : UG_FRAME_BODY_MAX, p);
    line(&f->overlay_title, p);
    int on = f->overlay_count < UG_FRAME_OVERLAY_MAX ? f->overlay_count : UG_FRAME_OVERLAY_MAX;
    lines(f->overlay_lines, on, p);
    for (int i = 0; i < UG_FRAME_OVERLAY_MAX; i++)
        f->overlay_glyph_color[i] = ug_palette_color(p, f->overlay_glyph_color[i]);
    line(&f->overlay_footer, p);
    lines(f->touch_labels, f->touch_count, p);
}
