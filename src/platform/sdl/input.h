/* Input -> commands: SDL events become the small UgCommand values of command.h; what a command
 * means depends on the scene (scenes.c). The game core never sees a key. */
#ifndef UG_APP_INPUT_H
#define UG_APP_INPUT_H

#include <stdbool.h>

#include <SDL.h>

#include "bindings.h"
#include "command.h"

/* Translates one event. Mouse events that SDL synthesises from touches are ignored (the touch
 * itself is the command), so one tap is never two steps. `window` converts window coordinates
 * to output pixels (they differ on HiDPI screens); `renderer` gives the output size. */
UgCommand ug_input_translate(const SDL_Event *event, SDL_Window *window, SDL_Renderer *renderer);

/* A key press: as ug_input_translate, with `typed` the character the system says it typed (the
 * SDL_TEXTINPUT that follows it; 0: unknown), which names a sign typed with Shift or AltGr
 * (AZERTY's Shift+, is ?, QWERTZ's Shift+< is >) where the US keyboard's rules would not. */
UgCommand ug_input_key(const SDL_KeyboardEvent *key, char typed);
/* Whether the key is such a sign: its character is the system's to say. */
bool ug_input_wants_text(const SDL_KeyboardEvent *key);

/* The bindings key events are read through from now on (NULL: the defaults). The caller keeps
 * them alive. */
void ug_input_set_bindings(const UgBindings *bindings);

/* Converts window coordinates to renderer output pixels. */
void ug_input_to_output(SDL_Window *window, SDL_Renderer *renderer, int wx, int wy, int *ox,
                        int *oy);

#endif /* UG_APP_INPUT_H */
