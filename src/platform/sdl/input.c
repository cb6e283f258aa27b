/* SDL events -> commands. See input.h. */
#include "input.h"

#include <stdio.h>
#include <string.h>

static const UgBindings *active_bindings; /* NULL: the defaults */

void ug_input_set_bindings(const UgBindings *bindings) {
    active_bindings = bindings;
}

static const UgBindings *bindings(void) {
    static UgBindings defaults;
    static bool ready;
    if (active_bindings) return active_bindings;
    if (!ready) ug_bindings_default(&defaults);
    ready = true;
    return &defaults;
}

void ug_input_to_output(SDL_Window *window, SDL_Renderer *renderer, int wx, int wy, int *ox,
                        int *oy) {
    int ww = 1, wh = 1, ow = 1, oh = 1;
    SDL_GetWindowSize(window, &ww, &wh);
    if (SDL_GetRendererOutputSize(renderer, &ow, &oh) != 0 || ww <= 0 || wh <= 0) {
        *ox = wx;
        *oy = wy;
        return;
    }
    *ox = (int)((long long)wx * ow / ww);
    *oy = (int)((long long)wy * oh / wh);
}

static UgCommand cmd(UgCommandKind kind) {
    UgCommand c = {.kind = kind};
    return c;
}

/* The key's `key` value as a browser on a US keyboard names it (Shift applied): what cursed's
 * key table reads. "" for a key it has no name for. */
static void key_name(SDL_Keycode sym, bool shift, char out[16]) {
    static const char plain[] = "1234567890-=[]\\;',./`";
    static const char shifted[] = "!@#$%^&*()_+{}|:\"<>?~";
    const char *name = NULL;
    switch (sym) {
        case SDLK_UP:
            name = "ArrowUp";
            break;
        case SDLK_DOWN:
            name = "ArrowDown";
            break;
        case SDLK_LEFT:
            name = "ArrowLeft";
            break;
        case SDLK_RIGHT:
            name = "ArrowRight";
            break;
        case SDLK_ESCAPE:
            name = "Escape";
            break;
        case SDLK_PAGEUP:
            name = "PageUp";
            break;
        case SDLK_PAGEDOWN:
            name = "PageDown";
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            name = "Enter";
            break;
        case SDLK_TAB:
            name = "Tab";
            break;
        case SDLK_KP_PERIOD:
            name = ".";
            break;
        default:
            break;
    }
    out[0] = '\0';
    if (name) {
        snprintf(out, 16, "%s", name);
        return;
    }
    if (sym >= SDLK_a && sym <= SDLK_z) {
        out[0] = (char)(shift ? sym - SDLK_a + 'A' : sym);
        out[1] = '\0';
        return;
    }
    if (sym >= 32 && sym < 127) {
        const char *at = strchr(plain, (char)sym);
        out[0] = (char)(shift && at && sym != ' ' ? shifted[at - plain] : sym);
        out[1] = '\0';
    }
}

static UgCommand move(int dx, int dy) {
    UgCommand c = cmd(UG_CMD_MOVE);
    c.dx = dx;
    c.dy = dy;
    return c;
}

static UgCommand key_meaning(SDL_Keycode sym, Uint16 mod);

bool ug_input_wants_text(const SDL_KeyboardEvent *k) {
    SDL_Keycode sym = k->keysym.sym;
    /* a character key (QWERTZ's ß too, whose Shift is ?), not a letter, Space or a named key */
    bool sign = sym > ' ' && sym != SDLK_DELETE && !(sym & SDLK_SCANCODE_MASK) &&
                !(sym >= SDLK_a && sym <= SDLK_z);
    return sign && (k->keysym.mod & (KMOD_SHIFT | KMOD_MODE | KMOD_RALT)) != 0;
}

UgCommand ug_input_key(const SDL_KeyboardEvent *k, char typed) {
    SDL_Keycode sym = k->keysym.sym;
    Uint16 mod = k->keysym.mod;
    UgCommand c = key_meaning(sym, mod);
    if (sym >= SDLK_a && sym <= SDLK_z) c.letter = (char)sym;
    c.arrow = sym == SDLK_UP || sym == SDLK_DOWN || sym == SDLK_LEFT || sym == SDLK_RIGHT;
    c.shift = (mod & KMOD_SHIFT) != 0;
    c.repeat = k->repeat != 0;
    key_name(sym, c.shift, c.key);
    /* The system's own character for a shifted sign (AZERTY's Shift+, is ?, where a US keyboard
     * would give <): the sign's meaning is its character. */
    if (typed > ' ' && typed < 127 && ug_input_wants_text(k)) {
        c.key[0] = typed;
        c.key[1] = '\0';
    }
    /* The bindings (bindings.h) decide what letters and signs mean, by position or character;
     * c.key stays the character typed (cursed reads it). */
    char ch = c.key[0] && !c.key[1] ? c.key[0] : 0;
    ug_bindings_apply(bindings(), (int)k->keysym.scancode, ch, &c);
    c.place = (unsigned short)k->keysym.scancode;
    return c;
}

static UgCommand key_meaning(SDL_Keycode sym, Uint16 mod) {
    switch (sym) {
        case SDLK_KP_8:
            return move(0, -1);
        case SDLK_KP_2:
            return move(0, 1);
        case SDLK_KP_4:
            return move(-1, 0);
        case SDLK_KP_6:
            return move(1, 0);
        case SDLK_KP_7:
            return move(-1, -1);
        case SDLK_KP_9:
            return move(1, -1);
        case SDLK_KP_1:
            return move(-1, 1);
        case SDLK_KP_3:
            return move(1, 1);
        case SDLK_KP_5:
            return cmd(UG_CMD_WAIT);
        case SDLK_z:
            return cmd(UG_CMD_CHOOSE);
        case SDLK_x:
            return cmd(UG_CMD_INVENTORY);
        case SDLK_UP:
        case SDLK_w:
        case SDLK_k:
            return move(0, -1);
        case SDLK_DOWN:
        case SDLK_s:
        case SDLK_j:
            return move(0, 1);
        case SDLK_LEFT:
        case SDLK_a:
        case SDLK_h:
            return move(-1, 0);
        case SDLK_RIGHT:
        case SDLK_d:
        case SDLK_l:
            return move(1, 0);
        case SDLK_SPACE:
        case SDLK_PERIOD:
        case SDLK_KP_PERIOD:
            return cmd(UG_CMD_WAIT);
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            return cmd(mod & KMOD_ALT ? UG_CMD_FULLSCREEN : UG_CMD_CONFIRM);
        case SDLK_F1:
        case SDLK_QUESTION:
            return cmd(UG_CMD_HELP);
        case SDLK_SLASH: /* '?' is Shift+'/' on most layouts */
            return cmd(mod & KMOD_SHIFT ? UG_CMD_HELP : UG_CMD_OTHER_KEY);
        case SDLK_TAB:
            return cmd(UG_CMD_HISTORY);
        case SDLK_BACKSPACE:
            return cmd(UG_CMD_ERASE);
        case SDLK_ESCAPE:
            return cmd(UG_CMD_ESCAPE);
        case SDLK_y:
            return cmd(UG_CMD_YES);
        case SDLK_n:
            return cmd(UG_CMD_NO);
        case SDLK_F2:
            return cmd(UG_CMD_TILES);
        case SDLK_F11:
            return cmd(UG_CMD_FULLSCREEN);
        case SDLK_F12:
            return cmd(UG_CMD_SCREENSHOT);
        case SDLK_PAGEUP: {
            UgCommand c = cmd(UG_CMD_SCROLL);
            c.dy = -10;
            return c;
        }
        case SDLK_PAGEDOWN: {
            UgCommand c = cmd(UG_CMD_SCROLL);
            c.dy = 10;
            return c;
        }
        case SDLK_LSHIFT:
        case SDLK_RSHIFT:
        case SDLK_LCTRL:
        case SDLK_RCTRL:
        case SDLK_LALT:
        case SDLK_RALT:
        case SDLK_LGUI:
        case SDLK_RGUI:
            return cmd(UG_CMD_NONE); /* modifiers alone do nothing */
        default:
            return cmd(UG_CMD_OTHER_KEY);
    }
}

UgCommand ug_input_translate(const SDL_Event *e, SDL_Window *window, SDL_Renderer *renderer) {
    switch (e->type) {
        case SDL_KEYDOWN:
            return ug_input_key(&e->key, 0);
        case SDL_MOUSEBUTTONDOWN: {
            if (e->button.which == SDL_TOUCH_MOUSEID || e->button.button != SDL_BUTTON_LEFT)
                return cmd(UG_CMD_NONE);
            UgCommand c = cmd(UG_CMD_CLICK);
            ug_input_to_output(window, renderer, e->button.x, e->button.y, &c.x, &c.y);
            return c;
        }
        case SDL_FINGERDOWN: {
            /* Finger positions are 0..1 across the window. */
            UgCommand c = cmd(UG_CMD_CLICK);
            c.touch = true;
            int ow = 1, oh = 1;
            SDL_GetRendererOutputSize(renderer, &ow, &oh);
            c.x = (int)(e->tfinger.x * (float)ow);
            c.y = (int)(e->tfinger.y * (float)oh);
            return c;
        }
        case SDL_MOUSEMOTION: {
            if (e->motion.which == SDL_TOUCH_MOUSEID) return cmd(UG_CMD_NONE);
            UgCommand c = cmd(UG_CMD_POINT);
            c.repeat = true; /* dropped while commands wait, like a held key's repeats */
            ug_input_to_output(window, renderer, e->motion.x, e->motion.y, &c.x, &c.y);
            return c;
        }
        case SDL_TEXTINPUT: {
            UgCommand c = cmd(UG_CMD_TEXT);
            size_t n = 0;
            while (n < sizeof c.text - 1 && e->text.text[n]) n++;
            memcpy(c.text, e->text.text, n);
            c.text[n] = '\0';
            return c;
        }
        case SDL_MOUSEWHEEL: {
            if (e->wheel.which == SDL_TOUCH_MOUSEID || e->wheel.y == 0) return cmd(UG_CMD_NONE);
            UgCommand c = cmd(UG_CMD_SCROLL);
            int y = e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y;
            c.dy = y > 0 ? -3 : 3; /* wheel up: older messages */
            return c;
        }
        default:
            return cmd(UG_CMD_NONE);
    }
}

UgHeldKey ug_input_held_key(SDL_Keycode sym) {
    switch (sym) {
        case SDLK_LEFT:
            return UG_KEY_LEFT;
        case SDLK_UP:
            return UG_KEY_UP;
        case SDLK_RIGHT:
            return UG_KEY_RIGHT;
        case SDLK_DOWN:
            return UG_KEY_DOWN;
        case SDLK_LSHIFT:
        case SDLK_RSHIFT:
            return UG_KEY_SHIFT;
        default:
            return UG_KEY_OTHER;
    }
}

/* A command, or nothing when it is none. */
static bool as_command(UgCommand c, UgPlatformEvent *out) {
    out->command = c;
    out->kind = c.kind != UG_CMD_NONE ? UG_EVENT_COMMAND : UG_EVENT_NONE;
    return out->kind != UG_EVENT_NONE;
}

bool ug_input_event(UgInputState *st, const SDL_Event *e, SDL_Window *window,
                    SDL_Renderer *renderer, int ow, int oh, char typed, UgPlatformEvent *out) {
    *out = (UgPlatformEvent){.kind = UG_EVENT_NONE};
    switch (e->type) {
        case SDL_QUIT:
            out->kind = UG_EVENT_QUIT;
            return true;
        case SDL_WINDOWEVENT: /* exposed, resized, moved to another display: draw again */
            out->kind = e->window.event == SDL_WINDOWEVENT_FOCUS_LOST ? UG_EVENT_FOCUS_LOST
                                                                      : UG_EVENT_REDRAW;
            return true;
        case SDL_RENDER_TARGETS_RESET:
        case SDL_RENDER_DEVICE_RESET:
            out->kind = UG_EVENT_REDRAW;
            return true;
        case SDL_KEYDOWN:
            out->kind = UG_EVENT_COMMAND;
            out->command = ug_input_key(&e->key, typed);
            out->key = ug_input_held_key(e->key.keysym.sym);
            return true;
        case SDL_KEYUP:
            out->kind = UG_EVENT_KEY_UP;
            out->key = ug_input_held_key(e->key.keysym.sym);
            return true;
        case SDL_FINGERDOWN: /* a tap, a long press or two fingers: decided on release */
        case SDL_FINGERUP:
        case SDL_FINGERMOTION:
            if (!ug_touch_event(&st->touch, &e->tfinger, ow > 0 ? ow : 1, oh > 0 ? oh : 1,
                                &out->command))
                return false;
            out->kind = UG_EVENT_COMMAND;
            return true;
        case SDL_CONTROLLERBUTTONDOWN:
            return as_command(ug_gamepad_button(&e->cbutton), out);
        case SDL_CONTROLLERAXISMOTION:
            if (!ug_gamepad_axis(&st->stick, &e->caxis, &out->command)) return false;
            out->kind = UG_EVENT_COMMAND;
            return true;
        default:
            return as_command(ug_input_translate(e, window, renderer), out);
    }
}
