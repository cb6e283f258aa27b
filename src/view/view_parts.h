/* The view's parts, for its own files only (view.c builds the frame from them): the frame's
 * lines, and the board's and the panels' builders. See view.h for what each part of the frame
 * holds. */
#ifndef UG_VIEW_PARTS_H
#define UG_VIEW_PARTS_H

#include <string.h>

#include "i18n.h"
#include "view.h"

static inline const char *tr(const UgCatalog *c, const char *msgid) {
    return ug_catalog_get(c, msgid);
}

/* A line of the frame: text (cut at a whole UTF-8 character), colour, shown once, no mark. */
static inline void set_line(UgTextLine *line, const char *text, UgColor color) {
    size_t n = strlen(text);
    if (n >= sizeof line->text) {
        n = sizeof line->text - 1;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80) n--;
    }
    memcpy(line->text, text, n);
    line->text[n] = '\0';
    line->color = color;
    line->repeat = 1;
    line->mark[0] = '\0';
}

/* The same from an msgid and its arguments. */
static inline void format_line(UgTextLine *line, const UgCatalog *c, const char *msgid,
                               const UgArg *args, int n, UgColor color) {
    ug_i18n_format(line->text, sizeof line->text, tr(c, msgid), args, n);
    line->color = color;
    line->repeat = 1;
    line->mark[0] = '\0';
}

/* board.c: the board's cells (camera, fog, aim) and the minimap. */
void ug_view_build_board(UgFrame *f, const UgGame *g, const UgViewState *s);
void ug_view_build_minimap(UgFrame *f, const UgGame *g);

/* panels.c: the HUD, the log and its history, the help, the quit question, the notices, the
 * creatures in sight, the look line and the end screens (the inventory panel: view.c, beside the
 * inventory's state machine). */
void ug_view_build_hud(UgFrame *f, const UgGame *g, const UgCatalog *c);
void ug_view_build_log(UgFrame *f, const UgLog *log, const UgCatalog *c, int lines);
void ug_view_build_history(UgFrame *f, const UgLog *log, const UgCatalog *c, const UgViewState *s);
void ug_view_build_inventory(UgFrame *f, const UgGame *g, const UgCatalog *c, UgViewState s);
void ug_view_build_help(UgFrame *f, const UgCatalog *c, const UgViewProfile *profile);
void ug_view_build_quit(UgFrame *f, const UgCatalog *c, const UgViewState *s);
void ug_view_build_notices(UgFrame *f, const UgLog *log, const UgCatalog *c, const UgViewState *s);
void ug_view_build_sight(UgFrame *f, const UgGame *g, const UgCatalog *c);
void ug_view_build_look(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s);
void ug_view_build_end(UgFrame *f, const UgGame *g, const UgCatalog *c, const UgViewState *s);

#endif /* UG_VIEW_PARTS_H */
