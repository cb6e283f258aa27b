/* The cursed rules against the ORIGINAL's scripted games (tests/fixtures/cursed/games): each
 * game's keys are fed through a minimal key driver (normal, examine and aim modes, the help and
 * achievement screens, wizard keys) straight into ug_game_act, and the state after every key
 * must equal the trace the original printed, byte for byte; the final state too.
 *
 * The driver is the smallest thing that turns the original's keys into actions; the real key
 * state machine belongs to the front end (another branch has it). What this guards against:
 * any rule, order of draws or scheduler time that differs from the original's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <math.h>

#include "cursed_fixture.h"
#include "modes/cursed/cursed.h"

/* --- The state as the fixtures print it -------------------------------------------------- */

typedef struct Out {
    char *buf;
    size_t n, cap;
} Out;

static void put(Out *o, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(o->buf + o->n, o->cap - o->n, fmt, ap);
    va_end(ap);
    if (k > 0) o->n += (size_t)k < o->cap - o->n ? (size_t)k : o->cap - o->n - 1;
}

/* A double as JavaScript prints it (the shortest text that reads back the same). */
static void put_js_number(Out *o, double v) {
    char t[64];
    for (int p = 1; p <= 17; p++) {
        snprintf(t, sizeof t, "%.*g", p, v);
        if (strtod(t, NULL) == v && !strchr(t, 'e')) break;
    }
    put(o, "%s", t);
}

static const char *boss_name(UgBossState b) {
    return b == UG_BOSS_ACTIVE ? "active" : b == UG_BOSS_WIN ? "win" : "inactive";
}

static void state_json(const UgGame *g, Out *o) {
    const CursedState *s = ug_cursed_state(g);
    o->n = 0;
    o->buf[0] = '\0';
    put(o, "{\"mode\":\"cursed\",\"seed\":\"%s\",\"level\":%d,\"turn\":", ug_game_seed(g),
        s->level);
    put_js_number(o, ug_game_clock(g));
    put(o, ",\"alive\":%s,\"player\":{\"x\":%d,\"y\":%d},\"stack\":[", s->dead ? "false" : "true",
        g->player.x - 1, g->player.y - 1);
    UgOrbSlot slots[UG_ORB_STACK_MAX];
    int n = ug_game_orb_stack(g, slots, UG_ORB_STACK_MAX);
    for (int i = 0; i < n; i++)
        put(o, "%s{\"orb\":\"%s\",\"cursed\":%s}", i ? "," : "",
            ug_orb_kind_name((UgOrbKind)slots[i].kind), slots[i].cursed ? "true" : "false");
    put(o, "],\"curses\":%d,\"boss\":\"%s\",\"enemies\":[", s->curses,
        boss_name(ug_game_boss_state(g)));
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        put(o, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"hp\":%d}", i ? "," : "",
            ug_monster_kind_name((UgMonsterKind)m->kind), m->x - 1, m->y - 1, (int)m->hp);
    }
    put(o, "],\"orbs\":[");
    for (int i = 0; i < g->item_count; i++) {
        const UgItem *it = &g->items[i];
        put(o, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d}", i ? "," : "",
            ug_item_kind_name((UgItemKind)it->kind), it->x - 1, it->y - 1);
    }
    put(o, "],\"stairs\":{\"x\":%d,\"y\":%d}}", s->stairs_x - 1, s->stairs_y - 1);
}

/* --- A minimal key driver ---------------------------------------------------------------- */

typedef enum Screen { SC_MAIN, SC_HELP, SC_ACH } Screen;
typedef enum Mode { MO_MAIN, MO_EXAMINE, MO_AIM } Mode;

typedef struct Driver {
    UgGame *g;
    Screen screen;
    Mode mode;
    bool wizard;
    int cx, cy; /* the cursor, game coordinates */
} Driver;

static bool dir_of(const char *key, int *dx, int *dy) {
    static const struct {
        const char *k;
        int dx, dy;
    } dirs[] = {{"h", -1, 0}, {"ArrowLeft", -1, 0}, {"j", 0, 1}, {"ArrowDown", 0, 1},
                {"k", 0, -1}, {"ArrowUp", 0, -1},   {"l", 1, 0}, {"ArrowRight", 1, 0}};
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
        if (strcmp(key, dirs[i].k) == 0) {
            *dx = dirs[i].dx, *dy = dirs[i].dy;
            return true;
        }
    return false;
}
static bool fast_dir_of(const char *key, int *dx, int *dy) {
    static const struct {
        const char *k;
        int dx, dy;
    } dirs[] = {{"H", -1, 0}, {"ArrowLeft", -1, 0}, {"J", 0, 1}, {"ArrowDown", 0, 1},
                {"K", 0, -1}, {"ArrowUp", 0, -1},   {"L", 1, 0}, {"ArrowRight", 1, 0}};
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
        if (strcmp(key, dirs[i].k) == 0) {
            *dx = dirs[i].dx, *dy = dirs[i].dy;
            return true;
        }
    return false;
}

/* The examine mode's target cycling (system.js, lockTarget). */
static void lock_target(Driver *d, bool next) {
    const UgGame *g = d->g;
    int px = g->player.x, py = g->player.y;
    int idx[UG_MAX_MONSTERS], n = 0;
    int right[UG_MAX_MONSTERS], nr = 0, left[UG_MAX_MONSTERS], nl = 0;
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        int dd = abs(m->x - px) > abs(m->y - py) ? abs(m->x - px) : abs(m->y - py);
        if (dd <= 5 && ug_game_visible(g, m->x, m->y)) {
            if (m->x < px)
                left[nl++] = i;
            else
                right[nr++] = i;
        }
    }
    /* insertion sorts: right by x then y ascending; left by x descending then y ascending */
    for (int a = 1; a < nr; a++)
        for (int b = a; b > 0; b--) {
            const UgMonster *p = &g->monsters[right[b - 1]], *q = &g->monsters[right[b]];
            if (p->x > q->x || (p->x == q->x && p->y > q->y)) {
                int t = right[b];
                right[b] = right[b - 1];
                right[b - 1] = t;
            }
        }
    for (int a = 1; a < nl; a++)
        for (int b = a; b > 0; b--) {
            const UgMonster *p = &g->monsters[left[b - 1]], *q = &g->monsters[left[b]];
            if (p->x < q->x || (p->x == q->x && p->y > q->y)) {
                int t = left[b];
                left[b] = left[b - 1];
                left[b - 1] = t;
            }
        }
    for (int a = 0; a < nr; a++) idx[n++] = right[a];
    for (int a = 0; a < nl; a++) idx[n++] = left[a];
    if (n == 0) return;
    int at = -1;
    for (int i = 0; i < n; i++)
        if (g->monsters[idx[i]].x == d->cx && g->monsters[idx[i]].y == d->cy) {
            at = i;
            break;
        }
    if (next)
        at = at < 0 ? 0 : (at + 1 > n - 1 ? 0 : at + 1);
    else
        at = at < 0 ? n - 1 : (at - 1 < 0 ? n - 1 : at - 1);
    d->cx = g->monsters[idx[at]].x;
    d->cy = g->monsters[idx[at]].y;
}

static void act(Driver *d, UgAction a) {
    ug_game_act(d->g, a, NULL);
}

static void feed_key(Driver *d, const char *tok) {
    UgGame *g = d->g;
    bool shift = false;
    const char *key = tok;
    if (strncmp(tok, "Shift+", 6) == 0) {
        shift = true;
        key = tok + 6;
        static char up[32];
        if (strlen(key) == 1) {
            up[0] = (char)(key[0] >= 'a' && key[0] <= 'z' ? key[0] - 32 : key[0]);
            up[1] = '\0';
            key = up;
        }
    } else if (strcmp(tok, "space") == 0) {
        key = " ";
    } else if (strlen(tok) == 1 &&
               ((tok[0] >= 'A' && tok[0] <= 'Z') || tok[0] == '?' || tok[0] == '~')) {
        shift = true;
    }
    if (ug_game_status(g) == UG_STATUS_DEAD) return;
    UgPending scene = ug_game_pending(g);
    if (scene != UG_PENDING_NONE) {
        if (strcmp(key, " ") == 0 && scene != UG_PENDING_LEVEL_DONE)
            act(d, ug_action_simple(UG_ACT_PICKUP));
        return;
    }
    int dx, dy;
    if (d->screen != SC_MAIN) {
        if (strcmp(key, "Escape") == 0) d->screen = SC_MAIN;
        return;
    }
    if (d->mode != MO_MAIN) {
        if (strcmp(key, "Escape") == 0) {
            d->mode = MO_MAIN;
        } else if (dir_of(key, &dx, &dy)) {
            if (ug_game_visible(g, d->cx + dx, d->cy + dy)) d->cx += dx, d->cy += dy;
        } else if (!strcmp(key, "n") || !strcmp(key, "o") || !strcmp(key, "PageDown")) {
            lock_target(d, true);
        } else if (!strcmp(key, "p") || !strcmp(key, "i") || !strcmp(key, "PageUp")) {
            lock_target(d, false);
        } else if (!strcmp(key, " ") && d->mode == MO_AIM) {
            if (ug_game_act(g, ug_action_use_at(0, UG_VERB_EAT, d->cx, d->cy), NULL))
                d->mode = MO_MAIN;
        }
        return;
    }
    if (shift) {
        if (!strcmp(key, "~"))
            d->wizard = !d->wizard;
        else if (fast_dir_of(key, &dx, &dy))
            act(d, ug_action_run(dx, dy));
        else if (!strcmp(key, "?"))
            d->screen = SC_HELP;
        else if (d->wizard && !strcmp(key, "C"))
            act(d, ug_action_wizard(UG_WIZ_CLEAR_ACHIEVEMENTS, 0));
        return;
    }
    if (dir_of(key, &dx, &dy)) {
        act(d, ug_action_move(dx, dy));
    } else if (!strcmp(key, "z") || !strcmp(key, ".")) {
        act(d, ug_action_wait());
    } else if (!strcmp(key, "x")) {
        act(d, ug_action_simple(UG_ACT_EXAMINE));
        d->mode = MO_EXAMINE;
        d->cx = g->player.x, d->cy = g->player.y;
    } else if (!strcmp(key, " ")) {
        if (!ug_game_act(g, ug_action_simple(UG_ACT_PICKUP), NULL) &&
            ug_game_pending(g) == UG_PENDING_NONE && ug_game_can_aim(g)) {
            d->mode = MO_AIM;
            d->cx = g->player.x, d->cy = g->player.y;
        }
    } else if (!strcmp(key, "a")) {
        d->screen = SC_ACH;
    } else if (d->wizard) {
        static const char orb_keys[] = "123456";
        const char *k = strchr(orb_keys, key[0]);
        if (key[1] == '\0' && k && key[0])
            act(d, ug_action_wizard(UG_WIZ_ADD_ORB, (int)(k - orb_keys)));
        else if (!strcmp(key, "-"))
            act(d, ug_action_wizard(UG_WIZ_REMOVE_ORB, 0));
        else if (!strcmp(key, "7"))
            act(d, ug_action_wizard(UG_WIZ_REMOVE_CURSE, 0));
        else if (!strcmp(key, "8"))
            act(d, ug_action_wizard(UG_WIZ_ADD_CURSE, 0));
        else if (!strcmp(key, "d"))
            act(d, ug_action_wizard(UG_WIZ_DUMMY, 0));
        else if (!strcmp(key, "0"))
            act(d, ug_action_wizard(UG_WIZ_KILL_ALL, 0));
    }
}

/* --- Reading a game fixture -------------------------------------------------------------- */

/* The text of the string value of "name" (in place, NUL-terminated), or NULL. */
static char *json_string(char *doc, const char *name) {
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":\"", name);
    char *p = strstr(doc, pat);
    if (!p) return NULL;
    p += strlen(pat);
    char *e = strchr(p, '"');
    *e = '\0';
    return p;
}
/* The end (one past the closing brace) of the object starting at p. */
static char *object_end(char *p) {
    int depth = 0;
    bool in_str = false;
    for (; *p; p++) {
        if (in_str) {
            if (*p == '\\')
                p++;
            else if (*p == '"')
                in_str = false;
        } else if (*p == '"') {
            in_str = true;
        } else if (*p == '{') {
            depth++;
        } else if (*p == '}') {
            if (--depth == 0) return p + 1;
        }
    }
    return p;
}

typedef struct Result {
    int keys, first_bad; /* first_bad: the key index whose state differs, -1 none */
    bool final_ok, has_trace;
} Result;

static Result play_game(const char *file, bool verbose) {
    char rel[512];
    snprintf(rel, sizeof rel, "games/%s", file);
    char *doc = cf_read_file(rel);
    assert_non_null(doc);
    Result r = {0, -1, false, false};
    /* find the objects before the strings are cut */
    char *final = strstr(doc, "\"final\":");
    char *trace = strstr(doc, "\"trace\":[");
    assert_non_null(final);
    final += 8;
    char *final_end = object_end(final);
    char *tr = trace ? trace + 9 : NULL;
    r.has_trace = tr != NULL;
    char seed[32];
    int level = 0;
    char *lv = strstr(doc, "\"level\":");
    level = atoi(lv + 8);
    char *seed_text = json_string(doc, "seed");
    snprintf(seed, sizeof seed, "%s", seed_text);
    char *keys = json_string(seed_text + strlen(seed_text) + 1, "keys");
    *final_end = '\0';
    UgGameParams params = {UG_MODE_CURSED, seed};
    UgGame *g = NULL;
    if (level == 1)
        assert_int_equal(ug_game_new(&params, &g), UG_OK);
    else
        assert_int_equal(ug_game_new_on_floor(&params, level, 0, 0, &g), UG_OK);
    Driver d = {g, SC_MAIN, MO_MAIN, false, 0, 0};
    Out o = {malloc(65536), 0, 65536};
    char *cursor = keys;
    for (char *tok; (tok = cf_next_token(&cursor));) {
        feed_key(&d, tok);
        if (tr) {
            while (*tr && *tr != '{') tr++;
            char *e = object_end(tr);
            char save = *e;
            *e = '\0';
            state_json(g, &o);
            if (r.first_bad < 0 && strcmp(o.buf, tr) != 0) {
                r.first_bad = r.keys;
                if (verbose)
                    fprintf(stderr, "%s: key %d (%s) differs\n want %s\n got  %s\n", file, r.keys,
                            tok, tr, o.buf);
            }
            *e = save;
            tr = e;
        }
        r.keys++;
    }
    state_json(g, &o);
    r.final_ok = strcmp(o.buf, final) == 0;
    if (!r.final_ok && verbose && !r.has_trace)
        fprintf(stderr, "%s: final differs\n want %s\n got  %s\n", file, final, o.buf);
    free(o.buf);
    ug_game_free(g);
    free(doc);
    return r;
}

/* Every scripted game of the original, key by key. */
static void every_scripted_game_matches_the_original(void **state) {
    (void)state;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/cursed/games", UG_FIXTURES_DIR);
    DIR *dd = opendir(dir);
    if (!dd) skip();
    struct dirent *e;
    int games = 0, ok = 0;
    const char *only = getenv("UG_CURSED_GAME");
    while ((e = readdir(dd))) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 5, ".json") != 0) continue;
        if (only && strcmp(only, e->d_name) != 0) continue;
        Result r = play_game(e->d_name, true);
        games++;
        bool good = r.final_ok && r.first_bad < 0;
        ok += good;
        print_message("%-36s %s (keys %d, first bad %d, final %s)\n", e->d_name,
                      good ? "ok" : "DIFFERS", r.keys, r.first_bad, r.final_ok ? "ok" : "bad");
    }
    closedir(dd);
    print_message("%d of %d scripted games match\n", ok, games);
    assert_int_equal(ok, games);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_scripted_game_matches_the_original),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
