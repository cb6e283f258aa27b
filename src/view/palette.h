/* Colour palettes for colour-blind and low-vision players, applied in one place: a pass over the
 * built frame (ug_palette_apply, the last step of ug_view_build), so that no mode's profile and
 * no renderer knows about them.
 *
 * The three colour-vision palettes (deuteranopia, protanopia, tritanopia) move the difference a
 * player with that deficiency cannot see into one they can (a "daltonise" shift of the lost
 * component, in linear RGB), and replace the colours that carry meaning (each log kind's) with a
 * set chosen to stay apart under all three. The high-contrast palette makes the panels black,
 * the text white and stretches every other colour away from the dark. tests/view/test_palette.c
 * simulates each deficiency and states the margins. Pure C, no SDL.
 */
#ifndef UG_VIEW_PALETTE_H
#define UG_VIEW_PALETTE_H

#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

/* UgOptions.palette. The settings file stores ug_palette_key(). */
typedef enum UgPalette {
    UG_PALETTE_NORMAL = 0,
    UG_PALETTE_DEUTERANOPIA, /* no green cones (the commonest) */
    UG_PALETTE_PROTANOPIA,   /* no red cones */
    UG_PALETTE_TRITANOPIA,   /* no blue cones */
    UG_PALETTE_HIGH_CONTRAST,
    UG_PALETTE_COUNT
} UgPalette;

/* "normal", "deuteranopia", "protanopia", "tritanopia", "high-contrast"; NULL past the end. */
const char *ug_palette_key(UgPalette palette);
/* The palette named `key` (n bytes); -1 if none is. */
int ug_palette_from_key(const char *key, size_t n);
/* The Options page's wording of a palette (an msgid). */
const char *ug_palette_msgid(UgPalette palette);

/* One colour under the palette (alpha kept). A palette out of range is the normal one. */
UgColor ug_palette_color(UgPalette palette, UgColor color);
/* The colour a log kind's text has under the palette. */
UgColor ug_palette_kind_color(UgPalette palette, UgMsgKind kind);
/* The interface's fixed colours under the palette (the frame's `ui`). */
UgFrameColors ug_palette_ui(UgPalette palette);

/* Rewrites every colour of the frame for the palette: cells, minimap, HUD, log (each kind's
 * colour by its mark), lists, menus, overlays and the renderer's own colours (f->ui). */
void ug_palette_apply(UgFrame *frame, UgPalette palette);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_PALETTE_H */
