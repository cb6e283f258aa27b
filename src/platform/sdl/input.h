/* Input -> commands: SDL events become the small UgCommand values of command.h; what a command
 * means depends on the scene (scenes.c). The game core never sees a key. */
#ifndef UG_APP_INPUT_H
#define UG_APP_INPUT_H

#include <stdbool.h>

#include <SDL.h>

#include "bindings.h"
#include "command.h"
#include "gamepad.h"
#include "platform.h"
#include "touch.h"

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

/* What one window's input remembers from one event to the next: a touch in progress and the
 * stick's direction. Zero is the start. */
typedef struct UgInputState {
    UgTouch touch;
    UgPadStick stick;
} UgInputState;

/* The key whose being held the scenes follow (platform.h's UgHeldKey). */
UgHeldKey ug_input_held_key(SDL_Keycode sym);

/* One SDL event -> the scenes' event: keys (with `typed`, as ug_input_key), text, the pointer,
 * the wheel, touches (decided on release, touch.h), pad buttons and the stick, the window's
 * redraws, focus and close. false for an event the scenes have no use for (a pad plugged in,
 * a modifier's release is still a KEY_UP). `ow` x `oh` is the output's size in pixels, for
 * touches (whose positions are 0..1 across it); `window` and `renderer` convert the pointer's
 * window coordinates to output pixels (NULL: they are output pixels already). The window's own
 * bookkeeping (its size, sound on focus, pads plugged in) is the caller's. The same function
 * turns the monkey's synthetic events into the scenes' (tests/monkey), so the crowd of random
 * players goes through exactly this translation. */
bool ug_input_event(UgInputState *state, const SDL_Event *event, SDL_Window *window,
                    SDL_Renderer *renderer, int ow, int oh, char typed, UgPlatformEvent *out);

#endif /* UG_APP_INPUT_H */
