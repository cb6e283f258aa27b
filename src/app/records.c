/* The run history, high scores, morgue files and kept recordings. See records.h. */
#include "records.h"

#include "file.h"
#include "lines.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "undergrid/parse.h"
#include "view.h"

static const char *const end_names[UG_RUN_END_COUNT] = {"died", "won", "abandoned"};

static void say(char *why, size_t size, const char *text) {
    if (why && size) snprintf(why, size, "%s", text);
}

void ug_history_free(UgHistory *h) {
    free(h->runs);
    h->runs = NULL;
    h->count = h->capacity = 0;
}

bool ug_history_push(UgHistory *h, const UgRunEntry *run) {
    if (h->count >= UG_HISTORY_MAX_RUNS) {
        memmove(h->runs, h->runs + 1, (size_t)(h->count - 1) * sizeof *h->runs);
        h->count--;
    }
    if (h->count == h->capacity) {
        int cap = h->capacity ? h->capacity * 2 : 64;
        if (cap > UG_HISTORY_MAX_RUNS) cap = UG_HISTORY_MAX_RUNS;
        UgRunEntry *grown = realloc(h->runs, (size_t)cap * sizeof *grown);
        if (!grown) return false;
        h->runs = grown;
        h->capacity = cap;
    }
    h->runs[h->count++] = *run;
    return true;
}

/* One run's line, without its line end, in out[size]; its length. The seed is the rest of the
 * line, as it is; a seed with a CR or LF in it (no mode takes one, but the line would lose it: a
 * line's last CR is its ending) is written on a "runhex" line instead, its bytes in hex. */
static int run_line(const UgRunEntry *r, char *out, size_t size) {
    bool hex = strpbrk(r->seed, "\r\n") != NULL;
    char seed[2 * UG_SEED_MAX_LEN + 1];
    if (hex) {
        size_t n = 0;
        for (const char *p = r->seed; *p && n + 2 < sizeof seed; p++, n += 2)
            snprintf(seed + n, 3, "%02x", (unsigned char)*p);
        seed[n] = '\0';
    }
    return snprintf(out, size, "%s %s %s %d %d %d %d %s %d %d %d %s", hex ? "runhex" : "run",
                    ug_mode_name(r->mode), r->date, r->score, r->floor, r->level, r->turns,
                    end_names[(unsigned)r->end < UG_RUN_END_COUNT ? r->end : 0], r->killer,
                    r->potions, r->wizard ? 1 : 0, hex ? seed : r->seed);
}

/* A runhex line's seed: pairs of lower-case hex digits, at most UG_SEED_MAX_LEN bytes. */
static bool hex_seed(const char *p, char *out) {
    size_t n = strlen(p);
    if (n % 2 || n / 2 > UG_SEED_MAX_LEN) return false;
    for (size_t i = 0; i < n / 2; i++) {
        int v = 0;
        for (int k = 0; k < 2; k++) {
            char c = p[2 * i + (size_t)k];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (d < 0) return false;
            v = v * 16 + d;
        }
        if (v == 0) return false;
        out[i] = (char)v;
    }
    out[n / 2] = '\0';
    return true;
}

char *ug_history_format(const UgHistory *h, size_t *len) {
    enum { LINE_MAX = 320 };
    size_t cap = 32 + (size_t)h->count * LINE_MAX;
    char *text = malloc(cap);
    if (!text) return NULL;
    size_t n = (size_t)snprintf(text, cap, "undergrid-history %d\n", UG_HISTORY_VERSION);
    for (int i = 0; i < h->count; i++) {
        int k = run_line(&h->runs[i], text + n, cap - n - 1);
        if (k < 0 || (size_t)k >= cap - n - 1) break; /* cannot happen: LINE_MAX is enough */
        n += (size_t)k;
        text[n++] = '\n';
    }
    text[n] = '\0';
    if (len) *len = n;
    return text;
}

bool ug_records_date_ok(const char *d) {
    if (!d || strlen(d) != UG_DATE_LEN || d[4] != '-' || d[7] != '-') return false;
    for (int i = 0; i < UG_DATE_LEN; i++)
        if (i != 4 && i != 7 && (d[i] < '0' || d[i] > '9')) return false;
    int month = (d[5] - '0') * 10 + (d[6] - '0'), day = (d[8] - '0') * 10 + (d[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/* The next space-separated word of line (moved past it) into word[size]; false if none. */
static bool next_word(const char **line, char *word, size_t size) {
    const char *p = *line;
    const char *sp = strchr(p, ' ');
    size_t n = sp ? (size_t)(sp - p) : strlen(p);
    if (n == 0 || n >= size) return false;
    memcpy(word, p, n);
    word[n] = '\0';
    *line = sp ? sp + 1 : p + n;
    return true;
}

static bool next_int(const char **line, long lo, long hi, int *out) {
    char word[24];
    long v;
    if (!next_word(line, word, sizeof word) || !ug_parse_int(word, strlen(word), lo, hi, &v))
        return false;
    *out = (int)v;
    return true;
}

static bool parse_run(const char *line, UgRunEntry *r) {
    memset(r, 0, sizeof *r);
    char word[32];
    bool hex = strncmp(line, "runhex ", 7) == 0;
    if (!hex && strncmp(line, "run ", 4) != 0) return false;
    const char *p = line + (hex ? 7 : 4);
    if (!next_word(&p, word, sizeof word) || !ug_mode_from_name(word, &r->mode)) return false;
    if (!next_word(&p, word, sizeof word) || !ug_records_date_ok(word)) return false;
    memcpy(r->date, word, UG_DATE_LEN + 1);
    int end = -1, wizard = 0;
    if (!next_int(&p, -1000000000L, 2000000000L, &r->score) ||
        !next_int(&p, -1000, 1000000, &r->floor) || !next_int(&p, 0, 1000000, &r->level) ||
        !next_int(&p, 0, 2000000000L, &r->turns) || !next_word(&p, word, sizeof word))
        return false;
    for (int e = 0; e < UG_RUN_END_COUNT; e++)
        if (strcmp(word, end_names[e]) == 0) end = e;
    if (end < 0) return false;
    r->end = (UgRunEnd)end;
    /* the wizard flag is followed by exactly one space, then the seed (maybe empty) */
    if (!next_int(&p, -1, 100000, &r->killer) || !next_int(&p, 0, 2000000000L, &r->potions) ||
        (p[0] != '0' && p[0] != '1') || p[1] != ' ')
        return false;
    wizard = p[0] - '0';
    r->wizard = wizard == 1;
    p += 2;
    if (hex) return hex_seed(p, r->seed);
    if (strlen(p) > UG_SEED_MAX_LEN) return false;
    snprintf(r->seed, sizeof r->seed, "%s", p);
    return true;
}

/* One run's line into the history (lines.h). */
typedef struct HistoryRead {
    UgHistory *h;
    char *why;
    size_t why_size;
} HistoryRead;

static bool history_line(void *ctx, const char *line, int line_no) {
    (void)line_no;
    HistoryRead *r = ctx;
    UgRunEntry run;
    if (!parse_run(line, &run)) return false;
    if (!ug_history_push(r->h, &run)) {
        say(r->why, r->why_size, "out of memory");
        return false;
    }
    return true;
}

bool ug_history_parse(const char *text, size_t len, UgHistory *h, char *why, size_t why_size) {
    h->count = 0;
    HistoryRead r = {h, why, why_size};
    if (ug_lines_read(text, len, "undergrid-history", UG_HISTORY_VERSION, "a run history",
                      history_line, &r, why, why_size))
        return true;
    h->count = 0;
    return false;
}

void ug_history_path(const char *dir, char *out, size_t size) {
    snprintf(out, size, "%shistory.txt", dir);
}

UgRecordsLoad ug_history_load(const UgPlatform *pf, const char *path, UgHistory *h, char *why,
                              size_t why_size, char *aside, size_t aside_size) {
    h->count = 0;
    if (aside && aside_size) aside[0] = '\0';
    char *text = NULL;
    size_t len = 0;
    char reason[UG_FILE_WHY_MAX];
    UgFileError err =
        pf->read_file(pf->self, path, UG_HISTORY_MAX_BYTES, &text, &len, reason, sizeof reason);
    if (err == UG_FILE_MISSING) return UG_RECORDS_NONE;
    bool ok = err == UG_FILE_OK && ug_history_parse(text, len, h, reason, sizeof reason);
    free(text);
    if (ok) return UG_RECORDS_LOADED;
    h->count = 0;
    char moved[4096 + 32], unmoved[UG_FILE_WHY_MAX];
    if (pf->keep_aside(pf->self, path, moved, sizeof moved, unmoved, sizeof unmoved) ==
            UG_FILE_OK &&
        aside)
        snprintf(aside, aside_size, "%s", moved);
    say(why, why_size, reason);
    return UG_RECORDS_DAMAGED;
}

bool ug_history_append(const UgPlatform *pf, const char *path, UgHistory *h, const UgRunEntry *run,
                       char *why, size_t why_size) {
    if (!ug_history_push(h, run)) {
        say(why, why_size, "out of memory");
        return false;
    }
    size_t len = 0;
    char *text = ug_history_format(h, &len);
    if (!text) {
        say(why, why_size, "out of memory");
        return false;
    }
    bool ok = pf->write_file_atomic(pf->self, path, text, len, why, why_size) == UG_FILE_OK;
    free(text);
    return ok;
}

static bool counts(const UgRunEntry *r, UgMode mode) {
    return r->mode == mode && !r->wizard && r->end != UG_RUN_ABANDONED;
}

/* a before b among the high scores */
static bool better(const UgHistory *h, int a, int b) {
    const UgRunEntry *x = &h->runs[a], *y = &h->runs[b];
    if (x->score != y->score) return x->score > y->score;
    if (x->turns != y->turns) return x->turns < y->turns;
    return a < b;
}

int ug_history_top(const UgHistory *h, UgMode mode, int *out, int max) {
    int n = 0;
    for (int i = 0; i < h->count && max > 0; i++) {
        if (!counts(&h->runs[i], mode)) continue;
        int at = n;
        while (at > 0 && better(h, i, out[at - 1])) at--;
        if (at >= max) continue;
        if (n < max) n++;
        memmove(out + at + 1, out + at, (size_t)(n - 1 - at) * sizeof *out);
        out[at] = i;
    }
    return n;
}

int ug_history_rank(const UgHistory *h, int index) {
    if (index < 0 || index >= h->count || !counts(&h->runs[index], h->runs[index].mode)) return 0;
    int top[UG_HIGH_SCORES];
    int n = ug_history_top(h, h->runs[index].mode, top, UG_HIGH_SCORES);
    for (int i = 0; i < n; i++)
        if (top[i] == index) return i + 1;
    return 0;
}

static void base_stem(const UgRunEntry *r, char *out, size_t size) {
    char seed[41];
    size_t n = 0;
    for (const char *p = r->seed; *p && n < sizeof seed - 1; p++) {
        char c = *p;
        bool plain =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
        seed[n++] = plain ? c : '_';
    }
    seed[n] = '\0';
    snprintf(out, size, "%s-%s-%s", r->date, ug_mode_name(r->mode), n ? seed : "_");
}

void ug_records_stem(const UgHistory *h, int index, char *out, size_t size) {
    char mine[UG_STEM_MAX], other[UG_STEM_MAX];
    base_stem(&h->runs[index], mine, sizeof mine);
    int same = 0;
    for (int i = 0; i < index; i++) {
        base_stem(&h->runs[i], other, sizeof other);
        if (strcmp(mine, other) == 0) same++;
    }
    if (same)
        snprintf(out, size, "%s-%d", mine, same + 1);
    else
        snprintf(out, size, "%s", mine);
}

static uint64_t fnv(uint64_t h, const char *s) {
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ull;
    }
    return h;
}

void ug_records_daily_seed(const char *date, UgMode mode, char *out, size_t size) {
    uint64_t h = fnv(fnv(14695981039346656037ull, date), ug_mode_name(mode));
    h ^= h >> 29;
    const UgGameInfo *info = ug_mode_info(mode);
    switch (info ? info->seed_kind : UG_SEED_NUMBER) {
        case UG_SEED_TEN_DIGITS:
            snprintf(out, size, "%llu", 1000000000ull + (unsigned long long)(h % 9000000000ull));
            break;
        case UG_SEED_TEXT:
            snprintf(out, size, "daily-%s", date);
            break;
        case UG_SEED_NUMBER:
        default:
            snprintf(out, size, "%lu", (unsigned long)(h & 0xFFFFFFFFu));
            break;
    }
}

/* --- The morgue file ------------------------------------------------------------------------ */

typedef struct Out {
    char *buf;
    size_t size, len;
} Out;

static void put(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(Out *o, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->size ? o->size - o->len : 0;
    int n = vsnprintf(o->buf && room ? o->buf + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) o->len += (size_t)n;
}

static char tile_char(UgTile t) {
    static const char chars[UG_TILE_COUNT] = {
        [UG_TILE_ROCK] = '#',    [UG_TILE_FLOOR] = '.',       [UG_TILE_STAIRS] = '>',
        [UG_TILE_POTION] = '!',  [UG_TILE_DOOR_CLOSED] = '+', [UG_TILE_DOOR_OPEN] = '\'',
        [UG_TILE_ARRIVAL] = '<', [UG_TILE_WATER] = '~',       [UG_TILE_RUBBLE] = ':',
    };
    return (unsigned)t < UG_TILE_COUNT && chars[t] ? chars[t] : '?';
}

static void cause_text(const UgRunEntry *r, const UgCatalog *c, char *out, size_t size) {
    if (r->end == UG_RUN_WON)
        snprintf(out, size, "won the game");
    else if (r->end == UG_RUN_ABANDONED)
        snprintf(out, size, "abandoned for a new game");
    else if (r->killer >= 0)
        snprintf(out, size, "killed by %s", ug_view_monster_name(c, r->killer));
    else
        snprintf(out, size, "died (no creature: hunger or the dungeon itself)");
}

/* The morgue's head: mode, seed, date, how the run ended, score, floor, turns, replay. */
static void morgue_header(Out *o, const UgCatalog *c, const UgRunEntry *r, const char *replay) {
    char cause[160];
    cause_text(r, c, cause, sizeof cause);
    put(o, "Undergrid morgue file (version 1)\n\n");
    put(o, "mode     %s\nseed     %s\ndate     %s\n", ug_mode_name(r->mode), r->seed, r->date);
    put(o, "end      %s\nscore    %d\nfloor    %d\nturns    %d\n%s\n", cause, r->score, r->floor,
        r->turns, r->wizard ? "wizard   yes (not ranked)\n" : "");
    put(o, "replay   %s\n\n", replay);
}

/* The character section: every stat the mode shows but the seed, and hp when no stat gives it. */
static void morgue_character(Out *o, const UgGame *g) {
    put(o, "== Character ==\n");
    UgStat stats[UG_STAT_COUNT];
    int n = ug_game_stats(g, stats);
    for (int i = 0; i < n; i++) {
        if (stats[i].id == UG_STAT_SEED) continue;
        if (stats[i].max)
            put(o, "%-8s %lld/%lld\n", ug_stat_name((UgStatId)stats[i].id),
                (long long)ug_view_stat_value(&stats[i]), (long long)stats[i].max);
        else
            put(o, "%-8s %lld\n", ug_stat_name((UgStatId)stats[i].id), (long long)stats[i].value);
    }
    UgStat hp;
    if (!ug_game_stat(g, UG_STAT_HP, &hp)) {
        const UgPlayer *p = ug_game_player(g);
        put(o, "%-8s %d/%d\n", "hp", (int)(p->hp > 0 ? p->hp : 0), (int)p->max_hp);
    }
    put(o, "\n");
}

/* The inventory section: each item carried, marked when in use. */
static void morgue_inventory(Out *o, const UgGame *g, const UgCatalog *c) {
    put(o, "== Inventory ==\n");
    int items = ug_game_inventory_count(g);
    if (items == 0) put(o, "(nothing)\n");
    for (int i = 0; i < items; i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        if (!it) continue;
        char name[160];
        ug_view_item_name(c, it, name, sizeof name);
        put(o, "- %s%s\n", name, ug_game_inventory_equipped(g, i) ? " (in use)" : "");
    }
    put(o, "\n");
}

/* The last UG_MORGUE_MESSAGES messages of the log, repeats counted. */
static void morgue_messages(Out *o, const UgLog *log, const UgCatalog *c) {
    put(o, "== Last messages ==\n");
    int count = ug_log_count(log);
    for (int i = count > UG_MORGUE_MESSAGES ? count - UG_MORGUE_MESSAGES : 0; i < count; i++) {
        const UgLogEntry *e = ug_log_get(log, i);
        char text[512];
        ug_view_word_entry(c, e, text, sizeof text);
        if (e->repeat > 1)
            put(o, "%s (x%d)\n", text, (int)e->repeat);
        else
            put(o, "%s\n", text);
    }
    put(o, "\n");
}

/* The floor as seen: remembered tiles, visible creatures by letter, @ the player; rows trimmed. */
static void morgue_floor(Out *o, const UgGame *g) {
    int w = ug_game_width(g), h = ug_game_height(g);
    const UgPlayer *p = ug_game_player(g);
    put(o, "== Floor %d (what was seen; @ you, letters creatures) ==\n", ug_game_floor(g));
    for (int y = 0; y < h; y++) {
        char row[1024];
        int n = 0;
        for (int x = 0; x < w && n < (int)sizeof row - 1; x++) {
            char ch = ' ';
            if (ug_game_seen(g, x, y)) ch = tile_char(ug_game_tile(g, x, y));
            int m = ug_game_monster_at(g, x, y);
            if (m >= 0 && ug_game_visible(g, x, y)) {
                const char *name = ug_view_monster_name(NULL, ug_game_monster(g, m)->kind);
                ch = name && name[0] >= 'A' && name[0] <= 'z' ? name[0] : 'M';
            }
            if (x == p->x && y == p->y) ch = '@';
            row[n++] = ch;
        }
        while (n > 0 && row[n - 1] == ' ') n--;
        row[n] = '\0';
        put(o, "%s\n", row);
    }
}

size_t ug_morgue_format(const UgGame *g, const UgLog *log, const UgCatalog *c, const UgRunEntry *r,
                        const char *replay, char *buf, size_t size) {
    Out o = {buf, size, 0};
    if (buf && size) buf[0] = '\0';
    morgue_header(&o, c, r, replay);
    if (g) morgue_character(&o, g);
    if (g && (ug_game_info(g)->systems & UG_SYS_INVENTORY)) morgue_inventory(&o, g, c);
    if (log) morgue_messages(&o, log, c);
    if (g) morgue_floor(&o, g);
    if (buf && size) buf[o.len < size ? o.len : size - 1] = '\0';
    return o.len;
}

/* --- Filing a finished run ------------------------------------------------------------------ */

static void add_why(UgRecordsResult *out, const char *what, const char *path, const char *why) {
    if (out->why[0]) return; /* the first failure is the one said */
    snprintf(out->why, sizeof out->why, "cannot write the %s '%s': %s", what, path, why);
}

/* The history as it is on disk now, read under its lock: another window may have filed runs
 * since this one read it. Kept as it is when the file is missing or damaged (the start said). */
static void reread_history(const UgPlatform *pf, const char *path, UgHistory *h) {
    UgHistory disk = {0};
    char why[UG_FILE_WHY_MAX];
    if (ug_history_load(pf, path, &disk, why, sizeof why, NULL, 0) == UG_RECORDS_LOADED) {
        ug_history_free(h);
        *h = disk;
        return;
    }
    ug_history_free(&disk);
}

static void finish_locked(const UgPlatform *pf, const char *dir, UgHistory *h,
                          const UgRunEntry *run, const UgRecord *record, const UgGame *game,
                          const UgLog *log, const UgCatalog *catalog, UgRecordsResult *out);

/* Two windows ending runs at once lost history lines (each read, appended and wrote the whole
 * file: 11 of 26 lost in 13 trials) and could give their runs/ and morgue files one name. The
 * read-append-write and the names are taken under the history's lock (history.txt.lock), waited
 * for up to two seconds; a lock that cannot be had at all (a file system without locks, a
 * platform whose files are not on disk) leaves it as before. */
void ug_records_finish(const UgPlatform *pf, const char *dir, UgHistory *h, const UgRunEntry *run,
                       const UgRecord *record, const UgGame *game, const UgLog *log,
                       const UgCatalog *catalog, UgRecordsResult *out) {
    char path[4200], why[UG_FILE_WHY_MAX];
    ug_history_path(dir, path, sizeof path);
    UgFileLock lock = {-1};
    if (ug_file_lock_wait(path, &lock, 2000, why, sizeof why) == UG_FILE_OK)
        reread_history(pf, path, h);
    finish_locked(pf, dir, h, run, record, game, log, catalog, out);
    ug_file_unlock(&lock);
}

static void finish_locked(const UgPlatform *pf, const char *dir, UgHistory *h,
                          const UgRunEntry *run, const UgRecord *record, const UgGame *game,
                          const UgLog *log, const UgCatalog *catalog, UgRecordsResult *out) {
    memset(out, 0, sizeof *out);
    out->index = -1;
    char path[4200], why[UG_FILE_WHY_MAX];
    ug_history_path(dir, path, sizeof path);
    out->history_ok = ug_history_append(pf, path, h, run, why, sizeof why);
    if (!out->history_ok) add_why(out, "run history", path, why);
    bool pushed = h->count > 0 && memcmp(&h->runs[h->count - 1], run, sizeof *run) == 0;
    if (!pushed) return; /* out of memory */
    out->index = h->count - 1;
    out->rank = ug_history_rank(h, out->index);
    char stem[UG_STEM_MAX];
    ug_records_stem(h, out->index, stem, sizeof stem);
    char sub[4200];
    if (pf->make_dir) {
        snprintf(sub, sizeof sub, "%sruns", dir);
        pf->make_dir(pf->self, sub);
        snprintf(sub, sizeof sub, "%smorgue", dir);
        pf->make_dir(pf->self, sub);
    }
    /* what writes killed before their rename left (each file has a new name: never again) */
    snprintf(sub, sizeof sub, "%sruns/*", dir);
    ug_file_clean_old_temps(sub, UG_FILE_STALE_TEMP_S);
    snprintf(sub, sizeof sub, "%smorgue/*", dir);
    ug_file_clean_old_temps(sub, UG_FILE_STALE_TEMP_S);
    snprintf(out->run, sizeof out->run, "%sruns/%s.ugr", dir, stem);
    if (record) {
        UgRecord copy = *record;
        char *text = NULL;
        size_t len = 0;
        if (ug_file_record_text(&copy, &text, &len, why, sizeof why) == UG_FILE_OK)
            out->run_ok =
                pf->write_file_atomic(pf->self, out->run, text, len, why, sizeof why) == UG_FILE_OK;
        free(text);
        if (!out->run_ok) add_why(out, "recording", out->run, why);
    }
    if (game) {
        snprintf(out->morgue, sizeof out->morgue, "%smorgue/%s.txt", dir, stem);
        char replay[4300];
        snprintf(replay, sizeof replay, "undergrid replay '%s'", out->run);
        size_t need = ug_morgue_format(game, log, catalog, run, replay, NULL, 0);
        char *text = malloc(need + 1);
        if (text) {
            ug_morgue_format(game, log, catalog, run, replay, text, need + 1);
            out->morgue_ok = pf->write_file_atomic(pf->self, out->morgue, text, need, why,
                                                   sizeof why) == UG_FILE_OK;
        } else {
            say(why, sizeof why, "out of memory");
        }
        free(text);
        if (!out->morgue_ok) add_why(out, "morgue file", out->morgue, why);
    }
    /* only the last UG_RUNS_KEPT recordings stay: the one that just fell out goes */
    int old = h->count - 1 - UG_RUNS_KEPT;
    if (old >= 0) {
        ug_records_stem(h, old, stem, sizeof stem);
        snprintf(path, sizeof path, "%sruns/%s.ugr", dir, stem);
        pf->remove_file(pf->self, path);
    }
}

/* --- The save journal ---------------------------------------------------------------------- */

void ug_journal_resume(UgJournal *j, const UgRecord *r, int floor) {
    *j = (UgJournal){0};
    if (r->version < UG_RECORD_JOURNAL_VERSION || r->journal_bytes == 0) return;
    j->bytes = r->journal_bytes;
    j->actions = r->count;
    j->checks = r->check_count;
    j->snapshot_at = r->snapshot ? r->snapshot_action : -1;
    j->snapshot_floor = floor;
}

static bool snapshot_due(const UgJournal *j, const UgRecord *r, int floor) {
    if (j->snapshot_at < 0 || floor != j->snapshot_floor) return true;
    int every = r->count / UG_JOURNAL_SNAPSHOT_SHARE;
    if (every < UG_JOURNAL_SNAPSHOT_EVERY) every = UG_JOURNAL_SNAPSHOT_EVERY;
    return r->count - j->snapshot_at >= every;
}

UgFileError ug_journal_save(UgJournal *j, const UgPlatform *pf, const char *path, UgRecord *r,
                            const UgGame *game, char *why, size_t why_size) {
    int floor = ug_game_floor(game);
    bool append =
        j->bytes > 0 && pf->write_file_at && j->actions <= r->count && j->checks <= r->check_count;
    bool snap = !append || snapshot_due(j, r, floor);
    /* a mode without snapshots, or no memory: the journal goes on without one */
    if (snap && ug_record_set_snapshot(r, game) != UG_OK) snap = false;
    UgFileError err = UG_FILE_NO_MEMORY;
    if (append) {
        size_t need = ug_record_format_segment(r, j->actions, j->checks, snap, NULL, 0);
        char *text = malloc(need + 1);
        if (text) {
            ug_record_format_segment(r, j->actions, j->checks, snap, text, need + 1);
            err = pf->write_file_at(pf->self, path, j->bytes, text, need, why, why_size);
            free(text);
        }
        if (err == UG_FILE_OK) {
            j->bytes += need;
        } else {
            /* the file is not as this window left it, or the disk refused: the next tries
             * whole (atomic), now once, so that a missing or shortened file is made again */
            j->bytes = 0;
            append = false;
            if (!snap && ug_record_set_snapshot(r, game) == UG_OK) snap = true;
        }
    }
    if (!append) {
        size_t need = ug_record_format_journal(r, snap, NULL, 0);
        char *text = malloc(need + 1);
        if (!text) {
            snprintf(why, why_size, "out of memory");
            j->bytes = 0;
            return UG_FILE_NO_MEMORY;
        }
        ug_record_format_journal(r, snap, text, need + 1);
        err = pf->write_file_atomic(pf->self, path, text, need, why, why_size);
        free(text);
        if (err != UG_FILE_OK) {
            j->bytes = 0;
            return err;
        }
        j->bytes = need;
    }
    j->actions = r->count;
    j->checks = r->check_count;
    if (snap) {
        j->snapshot_at = r->count;
        j->snapshot_floor = floor;
    }
    return UG_FILE_OK;
}
