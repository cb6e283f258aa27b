/* The monkey. See monkey.h. */
#include "monkey.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>

#include "input.h"
#include "platform_null.h"
#include "scenes_private.h"

/* --- Events as lines ------------------------------------------------------------------------ */

static const char *const kind_names[UG_MK_KINDS] = {
    "key",  "hold", "text", "move",  "click", "double", "wheel", "tap",   "long",
    "drag", "two",  "pad",  "stick", "size",  "focus",  "pause", "close",
};

void ug_monkey_format(const UgMonkeyEvent *e, char *out, size_t size) {
    const char *name = e->kind >= 0 && e->kind < UG_MK_KINDS ? kind_names[e->kind] : "?";
    snprintf(out, size, "%s %d %d %d", name, e->a, e->b, e->c);
}

bool ug_monkey_parse(const char *line, UgMonkeyEvent *e) {
    char name[16];
    *e = (UgMonkeyEvent){0};
    if (sscanf(line, "%15s %d %d %d", name, &e->a, &e->b, &e->c) < 1) return false;
    for (int k = 0; k < UG_MK_KINDS; k++)
        if (strcmp(name, kind_names[k]) == 0) {
            e->kind = k;
            return true;
        }
    return false;
}

/* --- The state of a run --------------------------------------------------------------------- */

enum { PENDING_MAX = 8, SCREENS_MAX = 512, SAVE_PATH_MAX = PATH_MAX_LEN + 32 };
enum { PLAYER_SESSIONS = 32 }; /* sessions of one player (one machine's files) */

struct UgMonkey {
    UgMonkeyParams p;
    UgNullPlatform *np;
    UgNullParams np_params; /* each new player's machine */
    UgPlatform table;
    UgCatalog *catalogs[3];
    UgScenes *s;
    UgInputState input;
    uint64_t rng;
    uint32_t ticks; /* the SDL events' timestamps (touch reads them), ms */
    /* The stream: a script, or the random source for `remaining` more events. */
    const UgMonkeyEvent *script;
    long script_count, next, remaining;
    size_t byte_next; /* the fuzzer's bytes used */
    time_t started;   /* params.seconds: when the run began */
    bool done, closing;
    bool batch_sent; /* one event's SDL events were handed out: next, nothing comes for now */
    UgPlatformEvent pending[PENDING_MAX];
    int pending_count, pending_next;
    int px, py; /* the pointer */
    /* The shadow: the recorded run replayed beside the scenes, with its hash after each action
     * (hashes[i]: after i actions). */
    UgGame *shadow;
    UgRecord shadow_of; /* mode, seed, floor and achievements of the run shadowed; no actions */
    uint64_t *hashes;
    int hash_count, hash_cap;
    int save_writes;
    char save_path[SAVE_PATH_MAX];
    int presented;
    bool modes[UG_MODE_COUNT];
    uint32_t screens[SCREENS_MAX];
    int screen_count;
    UgMonkeyReport *rep;
};

static UgMonkey *alarm_monkey; /* the watchdog's: which event never returned */

static void on_alarm(int sig) {
    (void)sig;
    char line[96];
    int n = snprintf(line, sizeof line, "monkey: finding: event %ld did not return (a hang)\n",
                     alarm_monkey ? alarm_monkey->rep->events : -1L);
    if (n > 0) (void)!write(2, line, (size_t)n);
    _exit(3);
}

/* splitmix64: the stream's randomness (a test's, seeded; the core never sees it). */
static uint64_t next64(UgMonkey *m) {
    uint64_t z = (m->rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int below(UgMonkey *m, int n) {
    return n > 0 ? (int)(next64(m) % (uint64_t)n) : 0;
}

static void found(UgMonkey *m, const char *fmt, const char *detail) {
    if (m->rep->found) return;
    m->rep->found = true;
    m->rep->found_at = m->rep->events;
    char what[400];
    snprintf(what, sizeof what, fmt, detail);
    int w = 0, h = 0;
    m->table.output_size(m->np, &w, &h);
    const UgOptions *o = ug_null_options(m->np);
    const UgFrame *f = ug_null_last_frame(m->np);
    snprintf(m->rep->finding, sizeof m->rep->finding,
             "%s [%s, scene %d, overlay %d, page %d, %dx%d, %s, text %d, zoom %d, tiles %d]", what,
             m->s ? ug_mode_name(m->s->mode) : "-", f ? (int)f->scene : -1,
             f ? (int)f->overlay : -1, m->s ? (int)m->s->vs.menu_page : -1, w, h, o->lang,
             ug_text_scale_percent(o->text_scale), o->zoom, o->tiles);
}

static long rss_kib(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (!f) return 0;
    if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
    fclose(f);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

/* --- The checks ---------------------------------------------------------------------------- */

static void note_screen(UgMonkey *m, const UgFrame *f) {
    const UgScenes *s = m->s;
    uint32_t key = (uint32_t)f->scene | (uint32_t)f->overlay << 4 |
                   (uint32_t)(f->scene == UG_SCENE_TITLE ? s->vs.menu_page : 0) << 8 |
                   (uint32_t)(f->scene == UG_SCENE_TITLE ? 0 : s->mode + 1) << 12 |
                   (uint32_t)s->watch.active << 16;
    for (int i = 0; i < m->screen_count; i++)
        if (m->screens[i] == key) return;
    if (m->screen_count < SCREENS_MAX) m->screens[m->screen_count++] = key;
}

static void check_frame(UgMonkey *m) {
    int presented = ug_null_presented(m->np);
    if (presented == m->presented) return;
    m->presented = presented;
    m->rep->frames++;
    const UgFrame *f = ug_null_last_frame(m->np);
    if (!f) return;
    note_screen(m, f);
    /* What the pointer rests on is named (a tile without a name crashed the default mode) */
    const UgLayout *l = ug_null_last_layout(m->np);
    if (f->scene == UG_SCENE_GAME && m->s->vs.hover && l->look.w > 0 && !m->s->watch.active &&
        f->overlay == UG_OVERLAY_NONE && (!f->look.text[0] || strcmp(f->look.text, "?") == 0))
        found(m, "the look line names nothing under the pointer (\"%s\")", f->look.text);
    char why[400];
    m->rep->legibility_checks++;
    if (!ug_legibility_check(f, ug_null_last_layout(m->np), why, sizeof why))
        found(m, "the frame is not legible: %s", why);
}

static void drop_shadow(UgMonkey *m) {
    ug_game_free(m->shadow);
    m->shadow = NULL;
    m->hash_count = 0;
}

static bool same_run(const UgRecord *a, const UgRecord *b) {
    return a->mode == b->mode && strcmp(a->seed, b->seed) == 0 && a->has_floor == b->has_floor &&
           (!a->has_floor || a->floor == b->floor) && a->achievements == b->achievements;
}

static bool push_hash(UgMonkey *m, uint64_t h) {
    if (m->hash_count == m->hash_cap) {
        int cap = m->hash_cap ? m->hash_cap * 2 : 256;
        uint64_t *grown = realloc(m->hashes, (size_t)cap * sizeof *grown);
        if (!grown) return false;
        m->hashes = grown;
        m->hash_cap = cap;
    }
    m->hashes[m->hash_count++] = h;
    return true;
}

/* Brings the shadow up to the scenes' record: a new run starts it again, new actions are
 * played on it. false when it cannot be made (a record the core refuses: itself a finding). */
static bool follow_record(UgMonkey *m) {
    const UgRecord *r = &m->s->record;
    if (m->shadow && (!same_run(&m->shadow_of, r) || r->count < m->hash_count - 1)) drop_shadow(m);
    if (!m->shadow) {
        m->shadow_of = *r;
        m->shadow_of.actions = NULL;
        m->shadow_of.count = m->shadow_of.capacity = 0;
        m->shadow_of.has_hash = false;
        if (ug_record_replay(&m->shadow_of, &m->shadow) != UG_OK) return false;
        push_hash(m, ug_game_hash(m->shadow));
    }
    while (m->hash_count - 1 < r->count) {
        ug_game_act(m->shadow, r->actions[m->hash_count - 1], NULL);
        if (!push_hash(m, ug_game_hash(m->shadow))) return false;
        m->rep->actions++;
    }
    return true;
}

static void check_game(UgMonkey *m) {
    const UgScenes *s = m->s;
    const UgFrame *f = ug_null_last_frame(m->np);
    if (!s->game || !s->recording || !f || f->scene != UG_SCENE_GAME || s->watch.active) return;
    if (ug_game_mode(s->game) != s->record.mode || strcmp(ug_game_seed(s->game), s->record.seed))
        return;
    m->modes[s->mode] = true;
    if (!follow_record(m)) {
        found(m, "the run's record does not replay%s", "");
        return;
    }
    m->rep->replays++;
    if (ug_game_hash(s->game) != m->hashes[s->record.count]) {
        char detail[96];
        snprintf(detail, sizeof detail, "%s, after %d actions", ug_mode_name(s->mode),
                 s->record.count);
        found(m, "the game on screen is not the replay of its record (%s)", detail);
    }
}

/* A save written since the last look must replay to the game as it stood then. */
static void check_save(UgMonkey *m) {
    const UgScenes *s = m->s;
    if (!s->save_path[0]) return;
    if (strcmp(s->save_path, m->save_path) != 0) {
        snprintf(m->save_path, sizeof m->save_path, "%s", s->save_path);
        m->save_writes = ug_null_file_writes(m->np, s->save_path);
        return;
    }
    int writes = ug_null_file_writes(m->np, s->save_path);
    if (writes == m->save_writes) return;
    m->save_writes = writes;
    size_t len = 0;
    const char *text = ug_null_file(m->np, s->save_path, &len);
    if (!text) return; /* removed: the run ended */
    UgRecord saved;
    int line = 0;
    m->rep->saves_checked++;
    if (ug_record_parse(text, len, &saved, &line) != UG_OK) {
        found(m, "a save written does not load (%s)", s->save_path);
        return;
    }
    UgGame *g = NULL;
    if (ug_record_replay(&saved, &g) != UG_OK) {
        found(m, "a save written does not replay (%s)", s->save_path);
    } else if (same_run(&saved, &s->record) && m->shadow && same_run(&saved, &m->shadow_of) &&
               saved.count < m->hash_count && ug_game_hash(g) != m->hashes[saved.count]) {
        found(m, "a save replays to another game than the one played (%s)", s->save_path);
    }
    ug_game_free(g);
    ug_record_free(&saved);
}

/* UG_MONKEY_TRACE=1: what the scenes show after each event, for reading a finding. */
static void trace(UgMonkey *m) {
    static int on = -1;
    if (on < 0) on = getenv("UG_MONKEY_TRACE") != NULL;
    const UgFrame *f = ug_null_last_frame(m->np);
    if (!on || !f) return;
    fprintf(stderr,
            "trace %ld: scene %d overlay %d page %d mode %s game %016llx record %d%s "
            "log \"%s\"\n",
            m->rep->events, (int)f->scene, (int)f->overlay, (int)m->s->vs.menu_page,
            ug_mode_name(m->s->mode),
            m->s->game ? (unsigned long long)ug_game_hash(m->s->game) : 0ull, m->s->record.count,
            m->s->recording ? "" : " (not recording)",
            f->log_count ? f->log[f->log_count - 1].text : "");
}

static void check_all(UgMonkey *m) {
    alarm(m->p.alarm_seconds > 0 ? (unsigned)m->p.alarm_seconds : 300u);
    if (!m->s) return;
    trace(m);
    check_frame(m);
    if (m->s->recording && m->s->record.count >= 0 && m->s->game) follow_record(m);
    check_game(m);
    check_save(m);
}

/* --- Events: the monkey's to SDL's to the scenes' ----------------------------------------- */

static void queue(UgMonkey *m, const SDL_Event *e, char typed) {
    int w = 1, h = 1;
    m->table.output_size(m->np, &w, &h);
    UgPlatformEvent out;
    if (m->pending_count < PENDING_MAX &&
        ug_input_event(&m->input, e, NULL, NULL, w, h, typed, &out))
        m->pending[m->pending_count++] = out;
}

static void key_events(UgMonkey *m, const UgMonkeyEvent *me, bool up) {
    SDL_Event e = {0};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.timestamp = m->ticks;
    e.key.keysym.sym = me->a;
    e.key.keysym.scancode = (SDL_Scancode)(me->b >= 0 && me->b < SDL_NUM_SCANCODES ? me->b : 0);
    e.key.keysym.mod = (Uint16)me->c;
    /* What a system types for the key: its own character when it is one (Shift gives the US
     * keyboard's upper case), as the SDL_TEXTINPUT that follows the key press. */
    char typed = 0;
    if (me->a > ' ' && me->a < 127) {
        typed = (char)me->a;
        if ((me->c & KMOD_SHIFT) && typed >= 'a' && typed <= 'z') typed = (char)(typed - 32);
    }
    queue(m, &e, ug_input_wants_text(&e.key) ? typed : 0);
    if (typed && !(me->c & (KMOD_CTRL | KMOD_ALT))) {
        SDL_Event t = {0};
        t.type = SDL_TEXTINPUT;
        t.text.text[0] = typed;
        queue(m, &t, 0);
    }
    if (!up) return;
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    queue(m, &e, 0);
}

static void mouse_events(UgMonkey *m, const UgMonkeyEvent *me) {
    SDL_Event e = {0};
    m->px = me->a;
    m->py = me->b;
    e.type = SDL_MOUSEMOTION;
    e.motion.x = me->a;
    e.motion.y = me->b;
    queue(m, &e, 0);
    if (me->kind == UG_MK_MOVE) return;
    int times = me->kind == UG_MK_DOUBLE ? 2 : 1;
    for (int i = 1; i <= times; i++) {
        e = (SDL_Event){0};
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = (Uint8)(me->kind == UG_MK_CLICK && me->c ? me->c : SDL_BUTTON_LEFT);
        e.button.clicks = (Uint8)i;
        e.button.x = me->a;
        e.button.y = me->b;
        queue(m, &e, 0);
        e.type = SDL_MOUSEBUTTONUP;
        queue(m, &e, 0);
    }
}

static void finger(UgMonkey *m, Uint32 type, int id, int x, int y) {
    int w = 1, h = 1;
    m->table.output_size(m->np, &w, &h);
    SDL_Event e = {0};
    e.type = type;
    e.tfinger.timestamp = m->ticks;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = (float)x / (float)(w > 0 ? w : 1);
    e.tfinger.y = (float)y / (float)(h > 0 ? h : 1);
    queue(m, &e, 0);
}

static void touch_events(UgMonkey *m, const UgMonkeyEvent *me) {
    finger(m, SDL_FINGERDOWN, 1, me->a, me->b);
    if (me->kind == UG_MK_TWO) finger(m, SDL_FINGERDOWN, 2, me->a + 40, me->b);
    m->ticks += me->kind == UG_MK_LONG ? UG_TOUCH_LONG_MS + 100 : 80;
    if (me->kind == UG_MK_DRAG) finger(m, SDL_FINGERMOTION, 1, me->a + me->c, me->b + me->c);
    int ux = me->kind == UG_MK_DRAG ? me->a + me->c : me->a;
    int uy = me->kind == UG_MK_DRAG ? me->b + me->c : me->b;
    finger(m, SDL_FINGERUP, 1, ux, uy);
    if (me->kind == UG_MK_TWO) finger(m, SDL_FINGERUP, 2, me->a + 40, me->b);
}

/* Expands one monkey event into the scenes' events (pending); false for a pause. */
static bool expand(UgMonkey *m, const UgMonkeyEvent *me) {
    SDL_Event e = {0};
    m->ticks += 16;
    ug_null_advance_clock(m->np, 16);
    switch (me->kind) {
        case UG_MK_KEY:
        case UG_MK_HOLD:
            key_events(m, me, me->kind == UG_MK_KEY);
            break;
        case UG_MK_TEXT:
            e.type = SDL_TEXTINPUT;
            e.text.text[0] = (char)(me->a > 0 && me->a < 256 ? me->a : '?');
            queue(m, &e, 0);
            break;
        case UG_MK_MOVE:
        case UG_MK_CLICK:
        case UG_MK_DOUBLE:
            mouse_events(m, me);
            break;
        case UG_MK_WHEEL:
            e.type = SDL_MOUSEWHEEL;
            e.wheel.y = me->a;
            queue(m, &e, 0);
            break;
        case UG_MK_TAP:
        case UG_MK_LONG:
        case UG_MK_DRAG:
        case UG_MK_TWO:
            touch_events(m, me);
            break;
        case UG_MK_PAD:
            e.type = SDL_CONTROLLERBUTTONDOWN;
            e.cbutton.button = (Uint8)me->a;
            e.cbutton.state = SDL_PRESSED;
            queue(m, &e, 0);
            break;
        case UG_MK_STICK:
            e.type = SDL_CONTROLLERAXISMOTION;
            e.caxis.axis = (Uint8)me->a;
            e.caxis.value = (Sint16)(me->b < -32768 ? -32768 : me->b > 32767 ? 32767 : me->b);
            e.caxis.timestamp = m->ticks;
            queue(m, &e, 0);
            break;
        case UG_MK_SIZE:
            ug_null_set_size(m->np, me->a, me->b);
            e.type = SDL_WINDOWEVENT;
            e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
            e.window.data1 = me->a;
            e.window.data2 = me->b;
            queue(m, &e, 0);
            break;
        case UG_MK_FOCUS:
            e.type = SDL_WINDOWEVENT;
            e.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
            queue(m, &e, 0);
            e.window.event = SDL_WINDOWEVENT_FOCUS_GAINED;
            queue(m, &e, 0);
            break;
        case UG_MK_PAUSE:
            ug_null_advance_clock(m->np, (uint64_t)(me->a > 0 ? me->a : 0));
            m->ticks += (uint32_t)(me->a > 0 ? me->a : 0);
            return false;
        case UG_MK_CLOSE:
            m->closing = true;
            break;
        default:
            break;
    }
    return true;
}

/* --- The random source --------------------------------------------------------------------- */

typedef struct KeyDef {
    int sym, scancode;
} KeyDef;

/* Keys a player's hands find: the letters, digits and signs, the arrows and the keys around
 * them, the function keys, the keypad, the modifiers. */
static KeyDef common_key(UgMonkey *m) {
    static const KeyDef named[] = {
        {SDLK_RETURN, SDL_SCANCODE_RETURN},
        {SDLK_ESCAPE, SDL_SCANCODE_ESCAPE},
        {SDLK_SPACE, SDL_SCANCODE_SPACE},
        {SDLK_TAB, SDL_SCANCODE_TAB},
        {SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE},
        {SDLK_DELETE, SDL_SCANCODE_DELETE},
        {SDLK_UP, SDL_SCANCODE_UP},
        {SDLK_DOWN, SDL_SCANCODE_DOWN},
        {SDLK_LEFT, SDL_SCANCODE_LEFT},
        {SDLK_RIGHT, SDL_SCANCODE_RIGHT},
        {SDLK_HOME, SDL_SCANCODE_HOME},
        {SDLK_END, SDL_SCANCODE_END},
        {SDLK_PAGEUP, SDL_SCANCODE_PAGEUP},
        {SDLK_PAGEDOWN, SDL_SCANCODE_PAGEDOWN},
        {SDLK_F1, SDL_SCANCODE_F1},
        {SDLK_F2, SDL_SCANCODE_F2},
        {SDLK_F11, SDL_SCANCODE_F11},
        {SDLK_F12, SDL_SCANCODE_F12},
        {SDLK_KP_ENTER, SDL_SCANCODE_KP_ENTER},
        {SDLK_KP_5, SDL_SCANCODE_KP_5},
        {SDLK_KP_8, SDL_SCANCODE_KP_8},
        {SDLK_KP_1, SDL_SCANCODE_KP_1},
        {SDLK_LSHIFT, SDL_SCANCODE_LSHIFT},
        {SDLK_LCTRL, SDL_SCANCODE_LCTRL},
        {SDLK_PERIOD, SDL_SCANCODE_PERIOD},
        {SDLK_COMMA, SDL_SCANCODE_COMMA},
        {SDLK_SEMICOLON, SDL_SCANCODE_SEMICOLON},
        {SDLK_SLASH, SDL_SCANCODE_SLASH},
        {SDLK_EQUALS, SDL_SCANCODE_EQUALS},
        {SDLK_MINUS, SDL_SCANCODE_MINUS},
        {SDLK_LESS, SDL_SCANCODE_NONUSBACKSLASH},
    };
    int n = (int)(sizeof named / sizeof named[0]);
    int pick = below(m, n + 36);
    if (pick < n) return named[pick];
    pick -= n;
    if (pick < 26) return (KeyDef){'a' + pick, SDL_SCANCODE_A + pick};
    pick -= 26;
    return (KeyDef){'0' + pick, pick == 0 ? SDL_SCANCODE_0 : SDL_SCANCODE_1 + pick - 1};
}

/* The keys that play: moves and the mode's commands, most of a player's presses. */
static KeyDef playing_key(UgMonkey *m) {
    static const char letters[] = "hjklyubnwasdzxefgi.>;";
    static const KeyDef arrows[] = {
        {SDLK_UP, SDL_SCANCODE_UP},       {SDLK_DOWN, SDL_SCANCODE_DOWN},
        {SDLK_LEFT, SDL_SCANCODE_LEFT},   {SDLK_RIGHT, SDL_SCANCODE_RIGHT},
        {SDLK_SPACE, SDL_SCANCODE_SPACE}, {SDLK_RETURN, SDL_SCANCODE_RETURN}};
    if (below(m, 3) == 0) return arrows[below(m, 6)];
    char c = letters[below(m, (int)sizeof letters - 1)];
    int sc = c >= 'a' && c <= 'z' ? SDL_SCANCODE_A + (c - 'a')
             : c == '.'           ? SDL_SCANCODE_PERIOD
             : c == ';'           ? SDL_SCANCODE_SEMICOLON
                                  : SDL_SCANCODE_PERIOD;
    return (KeyDef){c == '>' ? '.' : c, sc};
}

static int modifiers(UgMonkey *m) {
    switch (below(m, 12)) {
        case 0:
        case 1:
            return KMOD_LSHIFT;
        case 2:
            return KMOD_LCTRL;
        case 3:
            return KMOD_LALT;
        default:
            return 0;
    }
}

/* A point: on the board (a tile's middle) most often, else anywhere in the window. */
static void some_point(UgMonkey *m, int *x, int *y) {
    const UgLayout *l = ug_null_last_layout(m->np);
    int w = 1, h = 1;
    m->table.output_size(m->np, &w, &h);
    if (l->tile > 0 && l->cols > 0 && below(m, 3) > 0) {
        *x = l->board.x + below(m, l->cols) * l->tile + l->tile / 2;
        *y = l->board.y + below(m, l->rows) * l->tile + l->tile / 2;
        return;
    }
    *x = below(m, w + 8) - 4; /* a few pixels outside too */
    *y = below(m, h + 8) - 4;
}

static void some_size(UgMonkey *m, int *w, int *h) {
    static const int sizes[][2] = {{640, 360},  {800, 600},   {1024, 768},  {1280, 720},
                                   {1366, 768}, {1920, 1080}, {2560, 1440}, {3840, 2160},
                                   {720, 1280}, {1280, 800}};
    if (below(m, 4) > 0) {
        int i = below(m, (int)(sizeof sizes / sizeof sizes[0]));
        *w = sizes[i][0];
        *h = sizes[i][1];
    } else {
        *w = 640 + below(m, 3840 - 640 + 1);
        *h = 360 + below(m, 2160 - 360 + 1);
    }
}

/* The next random event, weighted so that games are played (most presses play) and every
 * other kind still comes often. */
static UgMonkeyEvent random_event(UgMonkey *m) {
    UgMonkeyEvent e = {0};
    int r = below(m, 1000);
    if (r < 420) {
        KeyDef k = playing_key(m);
        e = (UgMonkeyEvent){UG_MK_KEY, k.sym, k.scancode, below(m, 8) == 0 ? KMOD_LSHIFT : 0};
    } else if (r < 600) {
        KeyDef k = common_key(m);
        e = (UgMonkeyEvent){below(m, 20) ? UG_MK_KEY : UG_MK_HOLD, k.sym, k.scancode, modifiers(m)};
    } else if (r < 620) { /* any scancode at all */
        int sc = below(m, SDL_NUM_SCANCODES);
        e = (UgMonkeyEvent){UG_MK_KEY, SDL_SCANCODE_TO_KEYCODE(sc), sc, modifiers(m)};
    } else if (r < 640) {
        e = (UgMonkeyEvent){UG_MK_TEXT, 32 + below(m, 95), 0, 0};
    } else if (r < 900) {
        int kinds[] = {UG_MK_MOVE,   UG_MK_MOVE, UG_MK_MOVE, UG_MK_CLICK, UG_MK_CLICK,
                       UG_MK_DOUBLE, UG_MK_TAP,  UG_MK_LONG, UG_MK_DRAG,  UG_MK_TWO};
        e.kind = kinds[below(m, 10)];
        some_point(m, &e.a, &e.b);
        if (e.kind == UG_MK_CLICK) e.c = below(m, 6) == 0 ? 3 : 1;
        if (e.kind == UG_MK_DRAG) e.c = below(m, 200) - 100;
    } else if (r < 920) {
        e = (UgMonkeyEvent){UG_MK_WHEEL, below(m, 2) ? 1 : -1, 0, 0};
    } else if (r < 955) {
        e = (UgMonkeyEvent){UG_MK_PAD, below(m, SDL_CONTROLLER_BUTTON_MAX), 0, 0};
    } else if (r < 970) {
        int values[] = {0, 32767, -32768, 20000, -20000, 1000};
        e = (UgMonkeyEvent){UG_MK_STICK, below(m, 2), values[below(m, 6)], 0};
    } else if (r < 978) {
        e.kind = UG_MK_SIZE;
        some_size(m, &e.a, &e.b);
    } else if (r < 982) {
        e.kind = UG_MK_FOCUS;
    } else if (r < 998) {
        e = (UgMonkeyEvent){UG_MK_PAUSE, below(m, 4) == 0 ? 1000 : 100, 0, 0};
    } else {
        e.kind = UG_MK_CLOSE;
    }
    return e;
}

/* --- The source the null platform asks ---------------------------------------------------- */

static bool next_monkey_event(UgMonkey *m, UgMonkeyEvent *e) {
    if (m->script) {
        if (m->next >= m->script_count) return false;
        *e = m->script[m->next++];
        return true;
    }
    if (m->p.bytes) { /* the fuzzer's: each event from the next four bytes */
        if (m->byte_next + 4 > m->p.byte_count) return false;
        const uint8_t *b = m->p.bytes + m->byte_next;
        m->byte_next += 4;
        m->rng = (uint64_t)b[0] | (uint64_t)b[1] << 8 | (uint64_t)b[2] << 16 | (uint64_t)b[3] << 24;
        *e = random_event(m);
        return true;
    }
    if (m->remaining <= 0) return false;
    if (m->p.seconds > 0 && m->rep->events % 1000 == 0 && time(NULL) - m->started >= m->p.seconds)
        return false;
    m->remaining--;
    *e = random_event(m);
    return true;
}

static bool source(void *context, int timeout_ms, UgPlatformEvent *event) {
    UgMonkey *m = context;
    (void)timeout_ms;
    if (m->pending_next < m->pending_count) {
        *event = m->pending[m->pending_next++];
        return true;
    }
    if (m->batch_sent) { /* a player's events come apart in time: the scenes play them first */
        m->batch_sent = false;
        return false;
    }
    check_all(m);
    if (m->rep->found || m->done) { /* the harness closes the window: no box may hold it */
        m->s->running = false;
        return false;
    }
    m->pending_count = m->pending_next = 0;
    UgMonkeyEvent me;
    if (!next_monkey_event(m, &me)) { /* the window closes as a player closes it */
        m->done = true;
        *event = (UgPlatformEvent){.kind = UG_EVENT_QUIT};
        return true;
    }
    m->rep->events++;
    if (m->p.log) {
        char line[96];
        ug_monkey_format(&me, line, sizeof line);
        fprintf(m->p.log, "%s\n", line);
        fflush(m->p.log);
    }
    if (!m->p.quiet && m->rep->events % 20000 == 0)
        fprintf(stderr, "monkey: %ld events, %ld actions, %d screens\n", m->rep->events,
                m->rep->actions, m->screen_count);
    if (!expand(m, &me)) return false; /* a pause: nothing came in time */
    if (m->closing) { /* the window's close button: the run is saved, or the quit box asks */
        m->closing = false;
        *event = (UgPlatformEvent){.kind = UG_EVENT_QUIT};
        return true;
    }
    if (m->pending_next < m->pending_count) {
        m->batch_sent = true;
        *event = m->pending[m->pending_next++];
        return true;
    }
    return false; /* nothing the scenes have a use for (a pad plugged in): as if none came */
}

/* --- Making and running -------------------------------------------------------------------- */

static UgCatalog *load_catalog(const char *dir, const char *lang) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.po", dir, lang);
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text, f);
    fclose(f);
    return ug_catalog_parse(text, n, NULL, 0);
}

/* A new player: a fresh machine (no saves, no settings, the default keys) on the null
 * platform. false if out of memory. */
static bool new_player(UgMonkey *m) {
    ug_null_platform_free(m->np);
    m->np = ug_null_platform_new(&m->np_params);
    if (!m->np) return false;
    ug_null_keep_history(m->np, false);
    ug_null_set_source(m->np, source, m);
    m->table = ug_null_platform_table(m->np);
    m->presented = 0;
    return true;
}

UgMonkey *ug_monkey_new(const UgMonkeyParams *params) {
    UgMonkey *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->p = *params;
    /* The new games' seeds come from a fixed entropy, not from the stream's seed, so that a script
     * (a finding kept) plays the same games as the random run it was cut from. */
    UgNullParams np = {.entropy = 0x5EEDull, .user_dir = "mem/"};
    if (params->catalog_dir) {
        static const char *const langs[3] = {"en", "es", "ja"};
        for (int i = 0; i < 3; i++) m->catalogs[i] = load_catalog(params->catalog_dir, langs[i]);
        for (int i = 0; i < 3; i++) np.catalogs[i] = m->catalogs[i];
    }
    m->np_params = np;
    if (!new_player(m)) {
        free(m);
        return NULL;
    }
    m->rng = params->seed;
    return m;
}

void ug_monkey_free(UgMonkey *m) {
    if (!m) return;
    drop_shadow(m);
    free(m->hashes);
    ug_null_platform_free(m->np);
    for (int i = 0; i < 3; i++) ug_catalog_free(m->catalogs[i]);
    free(m);
}

/* One session: the window opened (on the title, or straight into a mode as `--mode` does), run
 * until it closes. Sessions take turns at the modes and at the two ways in. */
static void session(UgMonkey *m, long k) {
    static const UgMode order[4] = {UG_MODE_ADVENTURE, UG_MODE_CLASSIC, UG_MODE_SIMPLE,
                                    UG_MODE_CURSED};
    UgScenesParams sp = {.mode = order[k % 4], .direct = (k / 4) % 2 == 1};
    m->s = ug_scenes_new(&sp, &m->table);
    if (!m->s) {
        found(m, "the scenes could not be made%s", "");
        return;
    }
    m->closing = m->batch_sent = false;
    m->pending_count = m->pending_next = 0;
    m->input = (UgInputState){0};
    m->save_path[0] = '\0';
    ug_scenes_run(m->s);
    check_all(m); /* the save the closing wrote */
    ug_scenes_free(m->s);
    m->s = NULL;
    drop_shadow(m);
    m->rep->sessions++;
}

void ug_monkey_run(UgMonkey *m, const UgMonkeyEvent *script, long count, UgMonkeyReport *out) {
    *out = (UgMonkeyReport){0};
    m->rep = out;
    m->script = script;
    m->script_count = count;
    m->next = 0;
    m->remaining = script ? 0 : m->p.events;
    m->byte_next = 0;
    m->started = time(NULL);
    m->done = false;
    alarm_monkey = m;
    signal(SIGALRM, on_alarm);
    out->rss_start_kib = rss_kib();
    long quarter = (script ? count : m->p.events) / 4;
    for (long k = 0; !m->done && !out->found; k++) {
        /* A crowd is many players: every PLAYER_SESSIONS sessions a new one comes, on a fresh
         * machine, so that saves do not grow without end (each window start replays every
         * mode's save to list it). */
        if (k > 0 && k % PLAYER_SESSIONS == 0 && !new_player(m)) break;
        session(m, k);
        if (!out->rss_quarter_kib && out->events >= quarter) out->rss_quarter_kib = rss_kib();
    }
    alarm(0);
    out->rss_end_kib = rss_kib();
    if (!out->rss_quarter_kib) out->rss_quarter_kib = out->rss_end_kib;
    for (int i = 0; i < UG_MODE_COUNT; i++) out->modes_reached += m->modes[i];
    out->screens_reached = m->screen_count;
}
