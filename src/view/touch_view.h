/* The quit box's answers as buttons for a touch player (the box itself is worded for keys and
 * pads): Quit, Keep playing and, in a game, Title menu, in a row under the box. The view puts
 * their labels in the frame, the window draws them where ug_touch_quit_button says, and the
 * scenes read a tap on them. No SDL. */
#ifndef UG_VIEW_TOUCH_VIEW_H
#define UG_VIEW_TOUCH_VIEW_H

#include "i18n.h"
#include "layout.h"
#include "view.h"

enum { UG_QUIT_BUTTONS_MAX = 3 };

typedef enum UgQuitButton {
    UG_QUIT_BUTTON_QUIT = 0,
    UG_QUIT_BUTTON_KEEP,  /* keep playing: the box closes */
    UG_QUIT_BUTTON_TITLE, /* back to the title menu (only in a game) */
} UgQuitButton;

/* How many answers the box has in `scene` (the title has no title menu to go back to). */
int ug_touch_quit_count(UgScene scene);
/* Button i of `count`, in output pixels: under the quit box, centred. */
UgRect ug_touch_quit_button(const UgLayout *layout, int i, int count);
/* The button at (x, y), or -1. */
int ug_touch_quit_at(const UgLayout *layout, int count, int x, int y);
/* Their labels into the frame (quit_button_count: 0 unless the quit box is up after a touch). */
void ug_touch_quit_build(UgFrame *f, const UgCatalog *c, const UgViewState *s);

#endif /* UG_VIEW_TOUCH_VIEW_H */
