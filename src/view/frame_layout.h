/* The layout pass: from a built frame and the window's UgLayout, every rectangle the frame's
 * pieces take and the rows each wrapped line needs, written into frame->laid (UgFrameLaid,
 * view.h). The scenes run it once before presenting a frame; the renderer paints by it, the
 * legibility check reads it, the scenes hit-test it. Pure C: no SDL, no font (columns are the
 * layout's char_w, as legibility.h says). */
#ifndef UG_VIEW_FRAME_LAYOUT_H
#define UG_VIEW_FRAME_LAYOUT_H

#include "layout.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How many columns of text `width` pixels hold at the layout's column width (0 and up). */
int ug_legibility_columns(const UgLayout *layout, int width);

/* A box over everything (help, keys, history, quit, notices) as the renderer draws it
 * (UgBoxLayout, view.h). */
void ug_layout_box(const UgLayout *layout, const UgFrame *frame, UgBoxLayout *out);
/* The end screen's map and log (the layout's death_map and death_log) moved down, shorter, under
 * the screen's heading and words where those need more room than the layout gave them. */
void ug_layout_end_panels(const UgLayout *layout, const UgFrame *frame, UgRect *map, UgRect *log);

/* How many lines of a help box can be scrolled past (0: it fits): what the scenes clamp
 * UgViewState.help_scroll to. The box then starts at line frame->overlay_scroll. */
int ug_layout_box_max_scroll(const UgLayout *layout, const UgFrame *frame);
/* The columns line i of the box is indented by: its legend sign (4) and its mark (2). */
int ug_layout_box_indent(const UgFrame *frame, int i);
/* The y under centred paragraphs wrapped to `width` from y, as the renderer spaces them. */
int ug_layout_paragraphs(const UgLayout *layout, const UgTextLine *lines, int count, int y,
                         int width, int line_h);

/* Lays `frame` out for `layout`: fills frame->laid and sets its `done`. */
void ug_frame_lay_out(UgFrame *frame, const UgLayout *layout);
/* The frame's own UgFrameLaid when it was laid out for `layout`; else `scratch`, filled as
 * ug_frame_lay_out would (for a frame built by hand, or before the scenes lay it out). */
const UgFrameLaid *ug_frame_laid(const UgFrame *frame, const UgLayout *layout,
                                 UgFrameLaid *scratch);

#ifdef __cplusplus
}
#endif

#endif
