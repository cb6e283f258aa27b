/* End-to-end: the game played with a gamepad only, in the real window (Xvfb), on SDL's virtual
 * joystick (SDL_JoystickAttachVirtual). This is the window's own loop — ug_platform_sdl_open and
 * the scenes, as ug_app_main runs them — with a thin wrapper over the platform table: its
 * next_event presses and lets go of the virtual pad's buttons and stick between events, one
 * script step each time the scenes wait idle, and its present_frame keeps what each frame showed
 * so that the step after can check it (and saves a few screenshots into OUT_DIR).
 *
 * The pad is attached once the window is open (hot-plug: the platform must open it on
 * SDL_CONTROLLERDEVICEADDED). Then, with the pad alone: the title menu (D-pad and A) into
 * classic with a seed typed on the on-screen keyboard, moves with the D-pad and the stick, the
 * quit box (Start) and B, back to the title (Y); cursed: its intro, Y examines, the shoulders,
 * B leaves; adventure: X the inventory, Y aims (or says there is no orb), B; the menu's Quit.
 *
 *   e2e_pad OUT_DIR        exit 0: passed; 1: a step failed (said on stderr)
 *   E2E_PAD_DEBUG=1        also says every event the scenes are handed
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "undergrid/game.h"
#include "osk.h"
#include "platform_sdl.h"
#include "profile.h"
#include "scenes.h"

enum { TEXT_MAX = 8192 };

/* What a frame showed. */
typedef struct Seen {
    int count; /* frames presented */
    UgScene scene;
    UgOverlay overlay;
    int player_x, player_y;
    int osk_count, inv_cursor;
    bool has_inventory, inv_menu;
    char menu_chosen[UG_FRAME_TEXT_MAX];
    char text[TEXT_MAX]; /* everything it says, a line each */
} Seen;

typedef enum Act {
    ACT_NONE = 0,
    ACT_ATTACH, /* plug the virtual pad in */
    ACT_BUTTON, /* press `which` (let go at the next call) */
    ACT_AXIS,   /* push axis `which` to `value` (centred at the next call) */
    ACT_SHOT,   /* draw again and save the pixels as OUT_DIR/<name>.png */
    ACT_MARK,   /* remember where the player stands (see moved) */
    ACT_UNTIL,  /* press `which` until the menu's chosen row says `arg` (at most 8 times) */
} Act;

typedef struct Step Step;
typedef bool (*Check)(const Seen *seen, const char *arg);
struct Step {
    const char *name;
    Act act;
    int which, value;
    Check check; /* on the frames after the act; NULL: none */
    const char *arg;
    Check when; /* the step is played only when this holds before it (NULL: always) */
};

static struct {
    UgPlatform inner;
    const char *out;
    const Step *steps;
    int step, count;
    bool started;
    int release_button, centre_axis;
    int pad_index;
    SDL_JoystickID pad_id;
    SDL_Joystick *joy;
    bool shot_wanted;
    char shot_name[64];
    Seen seen;
    int mark_x, mark_y;
    bool moved; /* the player stood elsewhere than the mark in a frame since */
    bool failed, finished;
    int tries; /* ACT_UNTIL's presses so far */
} t;

static void failf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "e2e_pad: step %d (%s): ", t.step, t.steps[t.step].name);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    t.failed = true;
}

/* --- Checks ------------------------------------------------------------------------------- */

static bool says(const Seen *s, const char *text) {
    return strstr(s->text, text) != NULL;
}
static bool in_scene(const Seen *s, const char *arg) {
    UgScene want = arg[0] == 'g' ? UG_SCENE_GAME : arg[0] == 's' ? UG_SCENE_STORY : UG_SCENE_TITLE;
    return s->scene == want;
}
static bool chosen(const Seen *s, const char *arg) {
    return strstr(s->menu_chosen, arg) != NULL;
}
static bool keyboard_up(const Seen *s, const char *arg) {
    (void)arg;
    return s->osk_count > 0 && says(s, "A: type");
}
static bool overlay_is(const Seen *s, const char *arg) {
    UgOverlay want = arg[0] == 'q'   ? UG_OVERLAY_QUIT
                     : arg[0] == 'h' ? UG_OVERLAY_HISTORY
                     : arg[0] == '?' ? UG_OVERLAY_HELP
                                     : UG_OVERLAY_NONE;
    return s->overlay == want;
}
static bool saying(const Seen *s, const char *arg) {
    return says(s, arg);
}
static bool moved(const Seen *s, const char *arg) {
    (void)s;
    (void)arg;
    return t.moved;
}
static bool the_pad_is_open(const Seen *s, const char *arg) {
    (void)s;
    (void)arg;
    t.joy = SDL_JoystickFromInstanceID(t.pad_id); /* only an opened joystick is found */
    return t.joy != NULL && SDL_IsGameController(t.pad_index);
}
/* adventure's X: the list opened, or the log says there is nothing to list */
static bool inventory_answered(const Seen *s, const char *arg) {
    (void)arg;
    return (s->has_inventory && s->inv_cursor >= 0) || says(s, "You are carrying nothing.");
}
/* the item's verbs: the side list's (simple), or the pack screen's verb line with the chosen
 * verb in brackets (adventure: the dagger's "[T: take off]"; the list alone shows none) */
static bool verbs_up(const Seen *s, const char *arg) {
    (void)arg;
    return (s->has_inventory && s->inv_menu) || says(s, "[T: take off]");
}
static bool inventory_closed(const Seen *s, const char *arg) {
    (void)arg;
    return !(s->has_inventory && s->inv_cursor >= 0);
}
/* adventure's Y: aiming (the look line names the target), or no orb to throw */
static bool aim_answered(const Seen *s, const char *arg) {
    (void)arg;
    return says(s, "Aim: ") || says(s, "You have no orb to throw.");
}

static bool aiming(const Seen *s, const char *arg) {
    (void)arg;
    return says(s, "Aim: ");
}
static bool not_aiming(const Seen *s, const char *arg) {
    (void)arg;
    return !says(s, "Aim: ") && s->overlay == UG_OVERLAY_NONE;
}

/* --- The script ---------------------------------------------------------------------------- */

#define BUTTON(b) ACT_BUTTON, SDL_CONTROLLER_BUTTON_##b, 0

static Step script[256];
static int script_count;

static void add(const char *name, Act act, int which, int value, Check check, const char *arg) {
    script[script_count++] = (Step){name, act, which, value, check, arg, NULL};
}

static int mode_row(UgMode mode) {
    UgMode modes[UG_MODE_COUNT];
    int n = ug_view_menu_modes(modes);
    for (int i = 0; i < n; i++)
        if (modes[i] == mode) return i;
    return -1;
}

/* From the title's first row: New game, the mode, the keyboard up; `digits` presses of A type
 * the first key ("1"), then D-pad down and right to Done, A. */
static void start_mode(UgMode mode, const char *label, int digits) {
    add("New game", ACT_UNTIL, SDL_CONTROLLER_BUTTON_DPAD_DOWN, 0, chosen, label);
    add("A on New game", BUTTON(A), NULL, NULL);
    for (int i = 0; i < mode_row(mode); i++)
        add("D-pad down the modes", BUTTON(DPAD_DOWN), NULL, NULL);
    add("A on the mode: the seed page and its keyboard", BUTTON(A), keyboard_up, NULL);
    for (int i = 0; i < digits; i++) add("A types 1", BUTTON(A), chosen, "1_");
}

/* From the first key: left wraps to 0 (the last column), down keeps that column to Done (the
 * bottom row's last key on every keyboard), A starts. */
static void to_done_and_start(UgMode mode, const char *scene) {
    add("D-pad left to 0", BUTTON(DPAD_LEFT), keyboard_up, NULL);
    const UgGameInfo *info = ug_mode_info(mode);
    for (int i = 1; i < ug_osk_rows(info ? info->seed_kind : UG_SEED_NUMBER); i++)
        add("D-pad down towards Done", BUTTON(DPAD_DOWN), keyboard_up, NULL);
    add("A on Done starts the game", BUTTON(A), in_scene, scene);
}

static void walk(void) {
    add("mark", ACT_MARK, 0, 0, NULL, NULL);
    add("D-pad right", BUTTON(DPAD_RIGHT), NULL, NULL);
    add("D-pad down", BUTTON(DPAD_DOWN), NULL, NULL);
    add("D-pad left", BUTTON(DPAD_LEFT), NULL, NULL);
    add("D-pad up", BUTTON(DPAD_UP), moved, NULL);
    add("mark", ACT_MARK, 0, 0, NULL, NULL);
    add("stick right", ACT_AXIS, SDL_CONTROLLER_AXIS_LEFTX, 32767, NULL, NULL);
    add("stick down", ACT_AXIS, SDL_CONTROLLER_AXIS_LEFTY, 32767, NULL, NULL);
    add("stick left", ACT_AXIS, SDL_CONTROLLER_AXIS_LEFTX, -32767, NULL, NULL);
    add("stick up", ACT_AXIS, SDL_CONTROLLER_AXIS_LEFTY, -32767, moved, NULL);
}

static void back_to_title(void) {
    add("Start: the quit box", BUTTON(START), overlay_is, "q");
    add("B: keep playing", BUTTON(B), overlay_is, "-");
    add("Start again", BUTTON(START), overlay_is, "q");
    add("Y: the title menu", BUTTON(Y), in_scene, "t");
}

static void build_script(void) {
    add("attach the pad", ACT_ATTACH, 0, 0, the_pad_is_open, NULL);
    /* classic, seed 1 */
    start_mode(UG_MODE_CLASSIC, "New game", 1);
    add("shot", ACT_SHOT, 0, 0, NULL, "pad-seed-keyboard");
    to_done_and_start(UG_MODE_CLASSIC, "g");
    add("shot", ACT_SHOT, 0, 0, NULL, "pad-classic");
    walk();
    back_to_title();
    /* cursed: a random seed (Done at once), its intro, examine and targets */
    start_mode(UG_MODE_CURSED, "New game", 0);
    to_done_and_start(UG_MODE_CURSED, "s");
    add("A closes the intro", BUTTON(A), in_scene, "g");
    add("Y: examine", BUTTON(Y), saying, "[Examine]");
    add("RB: the next target (none or one)", BUTTON(RIGHTSHOULDER), saying, "[Examine]");
    add("shot", ACT_SHOT, 0, 0, NULL, "pad-cursed-examine");
    add("Y again: normal", BUTTON(Y), saying, "[Normal]");
    add("Back: the help", BUTTON(BACK), overlay_is, "?");
    add("B closes it", BUTTON(B), overlay_is, "-");
    walk();
    back_to_title();
    /* adventure: the inventory and the aim */
    start_mode(UG_MODE_ADVENTURE, "New game", 1);
    to_done_and_start(UG_MODE_ADVENTURE, "g");
    add("X: the inventory", BUTTON(X), inventory_answered, NULL);
    add("A: the item's verbs", BUTTON(A), verbs_up, NULL);
    add("B: back to the list", BUTTON(B), inventory_answered, NULL);
    add("B closes it", BUTTON(B), inventory_closed, NULL);
    add("Y: aim", BUTTON(Y), aim_answered, NULL);
    add("B: no aim", BUTTON(B), not_aiming, NULL);
    script[script_count - 1].when = aiming; /* with no orb Y said so, and B is the quit box */
    walk();
    back_to_title();
    /* the menu's Quit: up from New game wraps past Continue... to Quit */
    add("D-pad down to Quit", ACT_UNTIL, SDL_CONTROLLER_BUTTON_DPAD_DOWN, 0, chosen, "Quit");
}

/* --- The wrapper -------------------------------------------------------------------------- */

static void act(const Step *s) {
    switch (s->act) {
        case ACT_ATTACH:
            t.pad_index =
                SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                          SDL_CONTROLLER_BUTTON_MAX, 0);
            if (t.pad_index < 0) failf("no virtual joystick: %s", SDL_GetError());
            t.pad_id = SDL_JoystickGetDeviceInstanceID(t.pad_index);
            break;
        case ACT_UNTIL:
            if (chosen(&t.seen, s->arg)) break; /* there already */
            /* fall through */
        case ACT_BUTTON:
            if (SDL_JoystickSetVirtualButton(t.joy, s->which, SDL_PRESSED) != 0)
                failf("cannot press: %s", SDL_GetError());
            t.release_button = s->which;
            break;
        case ACT_AXIS:
            SDL_JoystickSetVirtualAxis(t.joy, s->which, (Sint16)s->value);
            t.centre_axis = s->which;
            break;
        case ACT_SHOT:
            t.shot_wanted = true;
            snprintf(t.shot_name, sizeof t.shot_name, "%s", s->arg);
            break;
        case ACT_MARK:
            t.mark_x = t.seen.player_x;
            t.mark_y = t.seen.player_y;
            t.moved = false;
            break;
        case ACT_NONE:
            break;
    }
}

static bool wrap_next_event(void *self, int timeout_ms, UgPlatformEvent *event) {
    (void)self;
    if (t.release_button >= 0) { /* the press was read: let go */
        SDL_JoystickSetVirtualButton(t.joy, t.release_button, SDL_RELEASED);
        t.release_button = -1;
        /* A virtual pad's state is read when events are pumped, and SDL_PollEvent pumps only
         * once per round of events: pump now, or a release followed by the next press of the
         * same button would never be seen (a real pad reports both edges). */
        SDL_PumpEvents();
    }
    if (t.centre_axis >= 0) { /* at once, before a held stick's repeat is due */
        SDL_JoystickSetVirtualAxis(t.joy, t.centre_axis, 0);
        t.centre_axis = -1;
        SDL_PumpEvents();
    }
    if (timeout_ms > 0 && !t.finished) { /* idle: everything shown; the next step */
        if (t.started) {
            const Step *done = &t.steps[t.step];
            if (done->act == ACT_UNTIL && !chosen(&t.seen, done->arg) && ++t.tries < 8) {
                act(done); /* once more */
                return t.inner.next_event(t.inner.self, timeout_ms > 300 ? 300 : timeout_ms, event);
            }
            t.tries = 0;
            /* the steps that do not apply now are passed over */
            while (t.step + 1 < t.count && t.steps[t.step + 1].when &&
                   !t.steps[t.step + 1].when(&t.seen, ""))
                t.step++;
            if (done->check && !done->check(&t.seen, done->arg ? done->arg : ""))
                failf("the frame after it is not what it should be (frame %d, scene %d, overlay "
                      "%d, chosen \"%s\"):\n%s",
                      t.seen.count, (int)t.seen.scene, (int)t.seen.overlay, t.seen.menu_chosen,
                      t.seen.text);
            t.step++;
        }
        t.started = true;
        if (t.failed || t.step >= t.count) {
            t.finished = true;
            if (t.failed) {
                *event = (UgPlatformEvent){.kind = UG_EVENT_QUIT};
                return true;
            }
            /* the last step chose Quit: A quits the game from the menu */
            SDL_JoystickSetVirtualButton(t.joy, SDL_CONTROLLER_BUTTON_A, SDL_PRESSED);
            t.release_button = SDL_CONTROLLER_BUTTON_A;
        } else {
            act(&t.steps[t.step]);
            if (t.shot_wanted) {
                *event = (UgPlatformEvent){.kind = UG_EVENT_REDRAW};
                return true;
            }
        }
        if (timeout_ms > 300) timeout_ms = 300; /* a press with no effect need not wait 1 s */
    }
    bool got = t.inner.next_event(t.inner.self, timeout_ms, event);
    if (getenv("E2E_PAD_DEBUG"))
        fprintf(stderr, "step %d wait %d: %s kind %d cmd %d\n", t.step, timeout_ms,
                got ? "event" : "none", got ? (int)event->kind : -1,
                got ? (int)event->command.kind : -1);
    return got;
}

static void add_line(char *text, const char *line) {
    size_t n = strlen(text);
    if (line[0] && n + strlen(line) + 2 < TEXT_MAX) snprintf(text + n, TEXT_MAX - n, "%s\n", line);
}

static void wrap_present_frame(void *self, const UgFrame *f, const UgLayout *l,
                               UgScreenshot *shot) {
    (void)self;
    Seen *s = &t.seen;
    s->count++;
    s->scene = f->scene;
    s->overlay = f->overlay;
    s->player_x = f->player_x;
    s->player_y = f->player_y;
    s->osk_count = f->osk_count;
    s->has_inventory = f->has_inventory;
    s->inv_cursor = f->inv_cursor;
    s->inv_menu = f->inv_menu;
    snprintf(s->menu_chosen, sizeof s->menu_chosen, "%s",
             f->has_menu && f->menu_cursor >= 0 && f->menu_cursor < f->menu_count
                 ? f->menu_items[f->menu_cursor].text
                 : "");
    s->text[0] = '\0';
    add_line(s->text, f->heading.text);
    for (int i = 0; i < f->body_count; i++) add_line(s->text, f->body[i].text);
    for (int i = 0; i < f->hud_count; i++) add_line(s->text, f->hud[i].text);
    add_line(s->text, f->look.text);
    for (int i = 0; i < f->log_count; i++) add_line(s->text, f->log[i].text);
    add_line(s->text, f->overlay_title.text);
    for (int i = 0; i < f->overlay_count; i++) add_line(s->text, f->overlay_lines[i].text);
    add_line(s->text, f->menu_hint.text);
    if (f->scene == UG_SCENE_GAME && (f->player_x != t.mark_x || f->player_y != t.mark_y))
        t.moved = true;
    UgScreenshot mine;
    bool want = t.shot_wanted && !shot;
    t.inner.present_frame(t.inner.self, f, l, want ? &mine : shot);
    if (want) {
        t.shot_wanted = false;
        char to[4096];
        snprintf(to, sizeof to, "%s/%s.png", t.out, t.shot_name);
        if (!mine.ok || rename(mine.text, to) != 0)
            fprintf(stderr, "e2e_pad: the screenshot %s was not saved (%s)\n", t.shot_name,
                    mine.ok ? "cannot move it" : mine.text);
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fputs("usage: e2e_pad OUT_DIR\n", stderr);
        return 2;
    }
    t.out = argv[1];
    t.release_button = t.centre_axis = -1;
    build_script();
    t.steps = script;
    t.count = script_count;
    UgPlatform platform;
    const UgCatalog *catalog = NULL;
    int status = ug_platform_sdl_open(&(UgPlatformSdlParams){.lang = "en"}, &platform, &catalog);
    if (status != 0) return status;
    t.inner = platform;
    UgPlatform wrapped = platform;
    wrapped.next_event = wrap_next_event;
    wrapped.present_frame = wrap_present_frame;
    UgScenesParams params = {.mode = UG_MODE_CLASSIC, .catalog = catalog};
    UgScenes *scenes = ug_scenes_new(&params, &wrapped);
    if (!scenes) return 1;
    ug_scenes_run(scenes);
    ug_scenes_free(scenes);
    if (t.pad_index >= 0 && t.joy) SDL_JoystickDetachVirtual(t.pad_index);
    ug_platform_sdl_close(&platform);
    if (!t.failed && t.step < t.count) {
        fprintf(stderr, "e2e_pad: the game ended at step %d of %d (%s)\n", t.step, t.count,
                t.steps[t.step].name);
        return 1;
    }
    if (!t.failed) printf("e2e_pad: %d steps played with the pad alone\n", t.count);
    return t.failed ? 1 : 0;
}
