/* Can the player read a frame as the layout places it? The rules the window's renderer
 * (src/platform/sdl/render_sdl.c) draws by, checked on plain data: every text is at least 12 px
 * (its font size: the layout's text_px, heading_px for titles); every panel the frame uses lies
 * inside the window and none covers the board; every line fits its panel's width (a column is the
 * layout's char_w, which is no narrower than the font's advance) and every list fits its panel's
 * height, or says that more did not fit. For the tests at every size and text scale, and for the
 * figures (the smallest text). Pure C: no SDL.
 */
#ifndef UG_VIEW_LEGIBILITY_H
#define UG_VIEW_LEGIBILITY_H

#include <stdbool.h>
#include <stddef.h>

#include "layout.h"
#include "frame_layout.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_LEGIBLE_MIN_PX = 12 };

/* The smallest font size, in pixels, of any text the frame shows with this layout. */
int ug_legibility_min_text_px(const UgFrame *frame, const UgLayout *layout);

/* True when nothing of the frame is too small, outside the window, over the board or cut; else
 * false with the first problem found as one sentence in why[size] (may be NULL). */
bool ug_legibility_check(const UgFrame *frame, const UgLayout *layout, char *why, size_t size);

/* Shortens every line of the frame that the check would find too long for its panel, by the
 * rule of ug_text_fit, so that nothing is cut where the renderer clips: the window applies it to
 * each frame after building it (the check then passes on lines; panels that do not fit are still
 * reported). The geometry is the check's own, so the two never disagree. */
void ug_legibility_fit(UgFrame *frame, const UgLayout *layout);

/* The rule a line too long for `cols` columns is shortened by (text is a buffer of `size`):
 *   1. a line of parts ("Enter: use  Esc: close", "Stack: Lump, Ice, Fire", parts apart by two
 *      spaces, an ideographic space or ", ") loses whole parts from its end, an ellipsis (…)
 *      saying that some went;
 *   2. else the line ends in an ellipsis after its last word that fits (never inside a word,
 *      unless its first word alone is wider than the panel), but a number, a part in brackets
 *      or a label's value at its end ("Healing potion 10", "Leather armour (in use)", "Seed
 *      hello") is kept whole after it, alone after the ellipsis if need be ("…129/200").
 * A number is never cut by the first rule, nor by the second at the line's end unless it is
 * itself wider than the panel. */
void ug_text_fit(char *text, size_t size, int cols);

/* The values of a frame's panels as built (before ug_legibility_fit): true when every word of
 * every status, item, stack and sight line, once fitted as the window fits it, is a whole word
 * of the line as built -- no number ("EXP 129/"), name ("Sli"), seed or stack cut inside; else
 * false with the first cut as one sentence in why. The rule that makes it so (ug_text_fit):
 * whole parts go from a line's end, then whole words, a number or a label's value at its end
 * kept whole; only a single word wider than its panel is cut. */
bool ug_legibility_values(const UgFrame *frame, const UgLayout *layout, char *why, size_t size);

/* The layout rules the renderer draws by (the box over everything, the end screens' panels, the
 * columns a width holds) are frame_layout.h's, included above. */

/* --- Cues that do not need colour (issue 14: nothing carries state by colour alone) ---------
 * A minimap mark (view.h's UgMiniMark) is drawn as a shape `size` pixels square (at least
 * UG_CUE_MARK_MIN, centred on its cell, over its neighbours when cells are smaller), its pixels
 * lit in the cell's colour or dark (the panel's): the player a ring, a creature a cross, an
 * item a dot, stairs a triangle. Remembered board cells (not in sight) carry a hatch: faint
 * diagonal lines every UG_CUE_HATCH pixels, in sprites and glyphs alike. */
enum { UG_CUE_MARK_MIN = 5, UG_CUE_HATCH = 4 };
int ug_cue_mark_size(int cell);
bool ug_cue_mark_lit(int mark, int size, int x, int y);
bool ug_cue_hatch_lit(int tile, int x, int y);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_LEGIBILITY_H */
