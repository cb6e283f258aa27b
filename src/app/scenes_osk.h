/* The seed page's on-screen keyboard in the scenes (view/osk.h): when it opens, and what each
 * command does while it is up. Plain C, no SDL.
 *
 *   opens      when the seed page is reached with a pad or a finger, on a pad's A on the seed
 *              field, or on a tap on the seed field
 *   D-pad      moves over the keys (the stick too)
 *   A, Enter   presses the chosen key: types it, erases, or Done starts the game
 *   B, Erase   deletes the last character; B on an empty field closes the keyboard
 *   a tap      presses the key under the finger (a click of the mouse too)
 *   a key of the keyboard closes it and does what it does on the seed page
 */
#ifndef UG_APP_SCENES_OSK_H
#define UG_APP_SCENES_OSK_H

#include <stdbool.h>

#include "command.h"
#include "layout.h"
#include "osk.h"
#include "view.h"

typedef enum UgOskCommand {
    UG_OSK_CMD_UNUSED = 0, /* not the keyboard's: the menu does what it does */
    UG_OSK_CMD_USED,       /* the keyboard took it */
    UG_OSK_CMD_START,      /* Done: start the game with the seed typed (vs->seed_text) */
} UgOskCommand;

/* Command `c` on the seed page (vs->menu_page; on any other page the keyboard closes and nothing
 * is used), whose seeds are of `kind`. `on_field`: the menu's seed field is the row chosen (or,
 * for a click, the row clicked). The text typed goes to vs->seed_text (seed_bad is cleared). A
 * click hits the keys `frame` drew, where it was laid out for `layout` (frame_layout.h). */
UgOskCommand ug_scenes_osk_command(UgOsk *osk, UgViewState *vs, const UgFrame *frame,
                                   const UgLayout *layout, UgSeedKind kind, const UgCommand *c,
                                   bool on_field);

/* The menu moved to another page because of `c`: a pad's or a finger's arrival on the seed page
 * opens the keyboard; leaving the page closes it. */
void ug_scenes_osk_page(UgOsk *osk, const UgViewState *vs, UgMenuPage before, UgSeedKind kind,
                        const UgCommand *c);

#endif /* UG_APP_SCENES_OSK_H */
