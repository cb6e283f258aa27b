/* The monkey: a crowd of random players on the real front end (issue 24).
 *
 * It plays the scenes exactly as the window runs them (scenes.c on the null platform, no X
 * server), feeding them SDL events made up from a seeded stream — keys bound and unbound, text,
 * the pointer over every tile and panel, clicks, double clicks, the wheel, taps, long presses,
 * two-finger taps, pad buttons and the stick, resizes from 640x360 to 3840x2160, focus changes,
 * pauses, and the window closed and opened again (save, quit, resume) — through the SDL
 * platform's own translation (input.c's ug_input_event), so every path a player's hand can take
 * is taken. After every event it checks:
 *   - the frame presented passes the legibility check (nothing cut, nothing over the board);
 *   - the game on screen has the hash of a replay of the actions recorded so far;
 *   - every save written replays to the game as it stood when it was written;
 *   - the event returned (a watchdog alarm names the event that never did);
 * and, over the run, that memory stays bounded. Crashes and sanitizer reports end the process.
 *
 * A stream is a list of UgMonkeyEvents; it prints as one line each (ug_monkey_format), so a
 * finding is kept as a short script (tests/monkey/findings/) and replayed as a regression test.
 */
#ifndef UG_TESTS_MONKEY_H
#define UG_TESTS_MONKEY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum UgMonkeyKind {
    UG_MK_KEY = 0, /* a = SDL keycode, b = scancode, c = modifiers: down, text, up */
    UG_MK_HOLD,    /* the same, but the key stays down (a later KEY lets it go) */
    UG_MK_TEXT,    /* a = a character typed (an SDL_TEXTINPUT alone) */
    UG_MK_MOVE,    /* a, b = the pointer's position in output pixels */
    UG_MK_CLICK,   /* a, b; c = the button (1 left, 2 middle, 3 right), clicks = 1 */
    UG_MK_DOUBLE,  /* a, b: two left clicks, the second with clicks = 2 */
    UG_MK_WHEEL,   /* a = y steps (negative: towards the player) */
    UG_MK_TAP,     /* a, b: a finger down and up within the tap time */
    UG_MK_LONG,    /* a, b: a finger held past the long-press time */
    UG_MK_DRAG,    /* a, b to a + c, b + c: a finger dragged */
    UG_MK_TWO,     /* a, b: two fingers down together, then up */
    UG_MK_PAD,     /* a = SDL_GameControllerButton pressed and let go */
    UG_MK_STICK,   /* a = axis, b = value (-32768..32767) */
    UG_MK_SIZE,    /* a x b: the window resized */
    UG_MK_FOCUS,   /* the window lost the keyboard and got it back */
    UG_MK_PAUSE,   /* a ms pass with nothing happening (animations, the end screens' pause) */
    UG_MK_CLOSE,   /* the window closed: the run is saved; the next session opens it again */
    UG_MK_KINDS
} UgMonkeyKind;

typedef struct UgMonkeyEvent {
    int kind, a, b, c;
} UgMonkeyEvent;

/* One line ("key 107 14 1"), without a line end; and back (false for a line that is no
 * event: blank lines and lines starting with '#' are skipped by the caller). */
void ug_monkey_format(const UgMonkeyEvent *e, char *out, size_t size);
bool ug_monkey_parse(const char *line, UgMonkeyEvent *e);

typedef struct UgMonkey UgMonkey;

/* Zero is the default for every field. */
typedef struct UgMonkeyParams {
    uint64_t seed;           /* the stream's seed (the random source) */
    long events;             /* how many events the random source makes */
    const char *catalog_dir; /* where en.po, es.po and ja.po are (NULL: languages stay English) */
    FILE *log;               /* every event played, one line each, flushed (NULL: none) */
    int alarm_seconds;       /* the watchdog (0: 300) */
    bool quiet;              /* no progress lines */
    /* The long run by hand: stop after this many seconds of the wall clock (0: no limit), as
     * if the stream ended there. Never used by a test: the CI run is a count of events. */
    long seconds;
    /* The fuzzer's input: when set, the random source makes each event from the next four bytes
     * (they seed it) instead of from `seed`, until fewer than four are left. */
    const uint8_t *bytes;
    size_t byte_count;
} UgMonkeyParams;

/* What a run did (for the closing figures) and the first finding. */
typedef struct UgMonkeyReport {
    long events, sessions, frames, actions, replays, saves_checked, legibility_checks;
    int modes_reached;   /* distinct modes a game was played in */
    int screens_reached; /* distinct (scene, overlay, menu page, mode) seen */
    long rss_start_kib, rss_quarter_kib, rss_end_kib;
    bool found;
    long found_at; /* the event after which the check failed */
    char finding[512];
} UgMonkeyReport;

UgMonkey *ug_monkey_new(const UgMonkeyParams *params);
void ug_monkey_free(UgMonkey *m);

/* Plays `count` events from `script` (NULL: the random source's params.events), checking after
 * each; stops at the first finding. */
void ug_monkey_run(UgMonkey *m, const UgMonkeyEvent *script, long count, UgMonkeyReport *out);

#endif /* UG_TESTS_MONKEY_H */
