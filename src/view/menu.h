/* The title menu's frame, for view.c (the rows themselves are public: view.h). */
#ifndef UG_VIEW_MENU_H
#define UG_VIEW_MENU_H

#include "view.h"

/* Fills the frame's heading, body and menu rows for the state's menu page. */
void ug_menu_build(UgFrame *frame, const UgCatalog *catalog, const UgViewState *state);
/* The one-sentence rule of a kind of seed (an msgid). */
const char *ug_menu_seed_rule(UgSeedKind kind);

#endif /* UG_VIEW_MENU_H */
