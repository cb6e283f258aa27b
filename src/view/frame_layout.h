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
