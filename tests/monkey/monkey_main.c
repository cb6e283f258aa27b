/* ug_monkey: the crowd of random players (monkey.h) from the command line.
 *
 *   ug_monkey [--seed N] [--events N] [--catalogs DIR] [--log FILE] [--script FILE]
 *
 * A random run plays --events events (or UG_MONKEY_EVENTS, for the long run by hand) from
 * --seed (or UG_MONKEY_SEED) and, besides finding nothing, must reach every mode and at least
 * MIN_SCREENS distinct screens, with memory bounded: a monkey that never got into a game would
 * prove nothing. --script replays a finding kept as a script (one event a line, '#' comments).
 * UG_MONKEY_MINUTES=N ends a long run by hand after N minutes (with UG_MONKEY_EVENTS large).
 * --log writes every event played, so that a finding can be cut down (tests/monkey/reduce.sh).
 * Exit status: 0 nothing found, 1 a finding (said in one line), 2 bad arguments.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "monkey.h"

enum { MIN_SCREENS = 24, RSS_GROWTH_MAX_KIB = 64 * 1024 };

static UgMonkeyEvent *read_script(const char *path, long *count) {
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    long cap = 256, n = 0;
    UgMonkeyEvent *list = malloc((size_t)cap * sizeof *list);
    char line[256];
    while (list && fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        if (n == cap) {
            cap *= 2;
            UgMonkeyEvent *grown = realloc(list, (size_t)cap * sizeof *list);
            if (!grown) {
                free(list);
                list = NULL;
                break;
            }
            list = grown;
        }
        if (ug_monkey_parse(line, &list[n])) n++;
    }
    fclose(f);
    *count = n;
    return list;
}

static double seconds_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    UgMonkeyParams p = {.seed = 24, .events = 10000};
    const char *script_path = NULL, *log_path = NULL;
    if (getenv("UG_MONKEY_EVENTS")) p.events = atol(getenv("UG_MONKEY_EVENTS"));
    if (getenv("UG_MONKEY_SEED")) p.seed = strtoull(getenv("UG_MONKEY_SEED"), NULL, 10);
    if (getenv("UG_MONKEY_MINUTES")) p.seconds = 60 * atol(getenv("UG_MONKEY_MINUTES"));
    for (int i = 1; i < argc; i += 2) { /* every option takes a value */
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--seed") == 0 && v && !getenv("UG_MONKEY_SEED"))
            p.seed = strtoull(v, NULL, 10);
        else if (strcmp(argv[i], "--events") == 0 && v && !getenv("UG_MONKEY_EVENTS"))
            p.events = atol(v);
        else if (strcmp(argv[i], "--catalogs") == 0 && v)
            p.catalog_dir = v;
        else if (strcmp(argv[i], "--log") == 0 && v)
            log_path = v;
        else if (strcmp(argv[i], "--script") == 0 && v)
            script_path = v;
        else if ((strcmp(argv[i], "--seed") == 0 || strcmp(argv[i], "--events") == 0) && v)
            ; /* the environment's value wins */
        else {
            fprintf(stderr,
                    "ug_monkey: %s is not an option (see the comment at the top of "
                    "tests/monkey/monkey_main.c)\n",
                    argv[i]);
            return 2;
        }
    }
    UgMonkeyEvent *script = NULL;
    long count = 0;
    if (script_path && !(script = read_script(script_path, &count))) {
        fprintf(stderr, "ug_monkey: cannot read the script %s\n", script_path);
        return 2;
    }
    if (log_path && !(p.log = fopen(log_path, "w"))) {
        fprintf(stderr, "ug_monkey: cannot write the log %s\n", log_path);
        return 2;
    }
    UgMonkey *m = ug_monkey_new(&p);
    if (!m) return 1;
    UgMonkeyReport r;
    double start = seconds_now();
    ug_monkey_run(m, script, count, &r);
    double took = seconds_now() - start;
    ug_monkey_free(m);
    free(script);
    if (p.log) fclose(p.log);
    printf("monkey: %ld events in %ld sessions, %.0f events/s; %ld frames (%ld legibility checks), "
           "%ld actions replayed beside the game, %ld saves reloaded; %d modes, %d screens; "
           "memory %ld KiB at the start, %ld at a quarter, %ld at the end\n",
           r.events, r.sessions, took > 0 ? (double)r.events / took : 0.0, r.frames,
           r.legibility_checks, r.actions, r.saves_checked, r.modes_reached, r.screens_reached,
           r.rss_start_kib, r.rss_quarter_kib, r.rss_end_kib);
    if (r.found) {
        printf("monkey: finding after event %ld: %s\n", r.found_at, r.finding);
        return 1;
    }
    if (script) return 0;
    if (r.rss_end_kib - r.rss_quarter_kib > RSS_GROWTH_MAX_KIB) {
        printf("monkey: finding: memory grew by %ld KiB from a quarter of the run to its end\n",
               r.rss_end_kib - r.rss_quarter_kib);
        return 1;
    }
    if (p.events >= 20000 && (r.modes_reached < 4 || r.screens_reached < MIN_SCREENS)) {
        printf("monkey: finding: the crowd reached %d modes and %d screens (at least 4 and %d "
               "expected): it is not playing\n",
               r.modes_reached, r.screens_reached, MIN_SCREENS);
        return 1;
    }
    return 0;
}

/* Under AddressSanitizer the freed memory it holds back to catch a use after free (256 MiB by
 * default) would read as growth: a small quarantine keeps the memory check meaningful. */
#if defined(__SANITIZE_ADDRESS__)
#define UG_MONKEY_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UG_MONKEY_ASAN 1
#endif
#endif
#ifdef UG_MONKEY_ASAN
const char *__asan_default_options(void);
const char *__asan_default_options(void) {
    return "quarantine_size_mb=16";
}
#endif
