/* The seed page's on-screen keyboard in the scenes. See scenes_osk.h. */
#include "scenes_osk.h"

#include <string.h>

#include "frame_layout.h"

static bool presses(const UgCommand *c) {
    return c->kind == UG_CMD_WAIT || c->kind == UG_CMD_CONFIRM || c->kind == UG_CMD_CHOOSE;
}

static UgOskCommand press(UgOsk *osk, UgViewState *vs, int key) {
    UgOskResult r = ug_osk_press(osk, key, vs->seed_text, sizeof vs->seed_text);
    if (r == UG_OSK_TYPED || r == UG_OSK_ERASED) vs->seed_bad = false;
    return r == UG_OSK_DONE ? UG_OSK_CMD_START : UG_OSK_CMD_USED;
}

/* The key of the frame's keyboard at (x, y), as it was laid out and drawn, or -1 (none drawn,
 * or another kind's). */
static int key_at(const UgOsk *osk, const UgFrame *f, const UgLayout *l, int x, int y) {
    if (f->osk_kind != (int)osk->kind) return -1;
    UgFrameLaid scratch;
    const UgFrameLaid *laid = ug_frame_laid(f, l, &scratch);
    for (int i = 0; i < f->osk_count && i < UG_FRAME_OSK_MAX; i++)
        if (ug_rect_contains(laid->osk[i], x, y)) return i;
    return -1;
}

UgOskCommand ug_scenes_osk_command(UgOsk *osk, UgViewState *vs, const UgFrame *frame,
                                   const UgLayout *layout, UgSeedKind kind, const UgCommand *c,
                                   bool on_field) {
    if (vs->menu_page != UG_PAGE_SEED) {
        osk->open = false;
        return UG_OSK_CMD_UNUSED;
    }
    if (!osk->open) {
        bool asked = on_field && !c->repeat &&
                     ((c->pad && presses(c)) || (c->touch && c->kind == UG_CMD_CLICK));
        if (!asked) return UG_OSK_CMD_UNUSED;
        ug_osk_open(osk, kind);
        return UG_OSK_CMD_USED;
    }
    if (osk->kind != kind) ug_osk_open(osk, kind); /* another mode's seeds */
    bool pointer = c->kind == UG_CMD_CLICK || c->kind == UG_CMD_POINT || c->kind == UG_CMD_SCROLL;
    if (!c->pad && !c->touch && !pointer) { /* the keyboard again: it types for itself */
        osk->open = false;
        return UG_OSK_CMD_UNUSED;
    }
    switch (c->kind) {
        case UG_CMD_MOVE:
            ug_osk_move(osk, c->dx, c->dy);
            return UG_OSK_CMD_USED;
        case UG_CMD_WAIT:
        case UG_CMD_CONFIRM:
        case UG_CMD_CHOOSE:
            return c->repeat ? UG_OSK_CMD_USED : press(osk, vs, -1);
        case UG_CMD_ERASE:
            vs->seed_bad = false;
            if (vs->seed_text[0]) {
                size_t n = strlen(vs->seed_text);
                while (n > 0 && ((unsigned char)vs->seed_text[n - 1] & 0xC0) == 0x80) n--;
                vs->seed_text[n > 0 ? n - 1 : 0] = '\0';
            }
            return UG_OSK_CMD_USED;
        case UG_CMD_ESCAPE: /* B: erase; on an empty field, put the keyboard away */
            if (c->repeat) return UG_OSK_CMD_USED;
            if (!vs->seed_text[0]) {
                osk->open = false;
                return UG_OSK_CMD_USED;
            }
            return ug_scenes_osk_command(osk, vs, frame, layout, kind,
                                         &(UgCommand){.kind = UG_CMD_ERASE, .pad = true}, false);
        case UG_CMD_CLICK: {
            int key = key_at(osk, frame, layout, c->x, c->y);
            if (key >= 0) return press(osk, vs, key);
            return on_field ? UG_OSK_CMD_USED : UG_OSK_CMD_UNUSED; /* Start, Back: the menu's */
        }
        case UG_CMD_POINT:
        case UG_CMD_SCROLL:
            return UG_OSK_CMD_USED;
        default: /* X, Y, the shoulders: nothing here */
            return UG_OSK_CMD_USED;
    }
}

void ug_scenes_osk_page(UgOsk *osk, const UgViewState *vs, UgMenuPage before, UgSeedKind kind,
                        const UgCommand *c) {
    if (vs->menu_page != UG_PAGE_SEED) {
        osk->open = false;
    } else if (before != UG_PAGE_SEED && vs->scene == UG_SCENE_TITLE && (c->pad || c->touch)) {
        ug_osk_open(osk, kind);
    }
}
