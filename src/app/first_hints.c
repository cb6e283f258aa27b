/* A first game's hints. See first_hints.h. */
#include "first_hints.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines.h"
#include "platform.h"

/* The words of the file, one per hint. */
static const char *const hint_keys[UG_HINT_COUNT] = {
    [UG_HINT_ORB] = "orb",     [UG_HINT_HUNGRY] = "hungry",  [UG_HINT_SEALED] = "sealed",
    [UG_HINT_HEAVY] = "heavy", [UG_HINT_LEVEL_UP] = "level", [UG_HINT_BOSS] = "boss",
};

int ug_first_hint_for(int32_t msg) {
    switch (msg) {
        case UG_MSG_ORB_PICKUP:
            return UG_HINT_ORB;
        case UG_MSG_HUNGRY:
            return UG_HINT_HUNGRY;
        case UG_MSG_STAIRS_SEALED:
            return UG_HINT_SEALED;
        case UG_MSG_CANT_PICKUP:
            return UG_HINT_HEAVY;
        case UG_MSG_LEVEL_UP:
            return UG_HINT_LEVEL_UP;
        default:
            return -1;
    }
}

int ug_first_hints_note(UgFirstHints *h, UgMode mode, const UgEvents *events, bool off,
                        UgLog *log) {
    if (off || !h || !events || (unsigned)mode >= UG_MODE_COUNT) return 0;
    int shown = 0;
    for (int i = 0; i < events->count; i++) {
        const UgEvent *e = &events->items[i];
        int hint = e->kind == UG_EV_MESSAGE ? ug_first_hint_for(e->msg) : -1;
        if (hint < 0 || (h->seen[mode] & (1u << hint))) continue;
        h->seen[mode] |= 1u << hint;
        h->dirty = true;
        if (log) ug_log_push(log, UG_UIMSG_FIRST_HINT, hint, 0, NULL);
        shown++;
    }
    return shown;
}

int ug_first_hints_see(UgFirstHints *h, const UgGame *g, bool off, UgLog *log) {
    if (off || !h || !g) return 0;
    UgMode mode = ug_game_mode(g);
    if ((unsigned)mode >= UG_MODE_COUNT || (h->seen[mode] & (1u << UG_HINT_BOSS))) return 0;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!(m->flags & UG_MONSTER_BOSS) || !ug_game_visible(g, m->x, m->y)) continue;
        h->seen[mode] |= 1u << UG_HINT_BOSS;
        h->dirty = true;
        bool sealing = ug_game_boss_state(g) == UG_BOSS_ACTIVE;
        if (log) ug_log_push(log, UG_UIMSG_BOSS_HINT, sealing ? 1 : 0, m->kind, NULL);
        return 1;
    }
    return 0;
}

size_t ug_first_hints_format(const UgFirstHints *h, char *buf, size_t size) {
    size_t used = 0;
    char line[256];
    int n = snprintf(line, sizeof line, "undergrid-hints 1\n");
    for (int m = -1; m < UG_MODE_COUNT; m++) {
        if (m >= 0) {
            if (!h->seen[m]) continue;
            n = snprintf(line, sizeof line, "%s", ug_mode_name((UgMode)m));
            for (int k = 0; k < UG_HINT_COUNT; k++)
                if (h->seen[m] & (1u << k))
                    n += snprintf(line + n, sizeof line - (size_t)n, " %s", hint_keys[k]);
            n += snprintf(line + n, sizeof line - (size_t)n, "\n");
        }
        if (size > used) snprintf(buf + used, size - used, "%s", line);
        used += (size_t)n;
    }
    if (size > 0 && used >= size) buf[size - 1] = '\0';
    return used;
}

/* The hint a word names, or -1. */
static int hint_of(const char *s, size_t n) {
    for (int k = 0; k < UG_HINT_COUNT; k++)
        if (strlen(hint_keys[k]) == n && memcmp(hint_keys[k], s, n) == 0) return k;
    return -1;
}

/* One "mode word word ..." line into *h; false (nothing taken) when any part is unknown. */
static bool parse_line(const char *s, const char *end, UgFirstHints *h) {
    const char *sp = memchr(s, ' ', (size_t)(end - s));
    size_t n = (size_t)((sp ? sp : end) - s);
    char name[32];
    UgMode mode;
    if (n == 0 || n >= sizeof name) return false;
    memcpy(name, s, n);
    name[n] = '\0';
    if (!ug_mode_from_name(name, &mode) || (unsigned)mode >= UG_MODE_COUNT) return false;
    uint32_t bits = 0;
    for (const char *w = sp; w && w < end;) {
        w++; /* past the space */
        const char *next = memchr(w, ' ', (size_t)(end - w));
        int k = hint_of(w, (size_t)((next ? next : end) - w));
        if (k < 0) return false;
        bits |= 1u << k;
        w = next;
    }
    h->seen[mode] |= bits;
    return true;
}

bool ug_first_hints_parse(const char *text, size_t len, UgFirstHints *h, int *skipped, char *why,
                          size_t why_size) {
    memset(h, 0, sizeof *h);
    if (skipped) *skipped = 0;
    const char *reason = NULL;
    if (len > UG_FIRST_HINTS_MAX_BYTES)
        reason = "it is too large";
    else if (memchr(text, '\0', len))
        reason = "it contains a NUL byte";
    size_t pos = 0;
    const char *s, *end;
    int line = 0;
    while (!reason && ug_line_next(text, len, &pos, &s, &end)) {
        if (++line == 1) {
            if ((size_t)(end - s) != 17 || memcmp(s, "undergrid-hints 1", 17) != 0)
                reason = "its first line is not \"undergrid-hints 1\"";
            continue;
        }
        if (end == s || *s == '#') continue;
        if (!parse_line(s, end, h) && skipped) (*skipped)++;
    }
    if (!reason && line == 0) reason = "it is empty";
    if (!reason) return true;
    memset(h, 0, sizeof *h);
    if (why && why_size) snprintf(why, why_size, "%s", reason);
    return false;
}

void ug_first_hints_path(const char *dir, char *out, size_t size) {
    snprintf(out, size, "%shints.txt", dir);
}

bool ug_first_hints_load(const UgPlatform *pf, const char *path, UgFirstHints *h, char *why,
                         size_t why_size) {
    memset(h, 0, sizeof *h);
    char *text = NULL;
    size_t len = 0;
    char reason[UG_FILE_WHY_MAX];
    UgFileError err =
        pf->read_file(pf->self, path, UG_FIRST_HINTS_MAX_BYTES, &text, &len, reason, sizeof reason);
    if (err == UG_FILE_MISSING) return true;
    bool ok = err == UG_FILE_OK && ug_first_hints_parse(text, len, h, NULL, reason, sizeof reason);
    free(text);
    if (ok) return true;
    char aside[4096 + 32], unmoved[UG_FILE_WHY_MAX];
    if (pf->keep_aside)
        pf->keep_aside(pf->self, path, aside, sizeof aside, unmoved, sizeof unmoved);
    if (why && why_size) snprintf(why, why_size, "%s", reason);
    return false;
}

bool ug_first_hints_save(const UgPlatform *pf, const char *path, UgFirstHints *h, char *why,
                         size_t why_size) {
    if (!h->dirty || !path[0] || !pf->write_file_atomic) return true;
    char text[1024];
    size_t len = ug_first_hints_format(h, text, sizeof text);
    if (len >= sizeof text) len = sizeof text - 1;
    if (pf->write_file_atomic(pf->self, path, text, len, why, why_size) != UG_FILE_OK) return false;
    h->dirty = false;
    return true;
}

/* --- The scenes' side ---------------------------------------------------------------------- */
#include "scenes_private.h"

void ug_scenes_load_hints(UgScenes *s) {
    if (!s->dir[0] || s->hints_path[0]) return;
    ug_first_hints_path(s->dir, s->hints_path, sizeof s->hints_path);
    char why[UG_FILE_WHY_MAX];
    if (!ug_first_hints_load(s->platform, s->hints_path, &s->hints, why, sizeof why))
        ug_scenes_say(s, "the hints file %s was damaged (%s); it was kept as *.bad.", s->hints_path,
                      why);
}

void ug_scenes_first_hints(UgScenes *s, const UgEvents *events) {
    if (!s->game) return;
    bool off = s->vs.options.hints_off;
    int shown = ug_first_hints_note(&s->hints, ug_game_mode(s->game), events, off, &s->log);
    shown += ug_first_hints_see(&s->hints, s->game, off, &s->log);
    if (!shown) return;
    char why[UG_FILE_WHY_MAX];
    if (s->hints_path[0] &&
        !ug_first_hints_save(s->platform, s->hints_path, &s->hints, why, sizeof why))
        ug_scenes_say(s, "cannot write the hints to '%s': %s", s->hints_path, why);
}
