/* Watching a recording. See scenes_watch.h. */
#include "scenes_watch.h"

#include <stdio.h>
#include <string.h>

#include "undergrid/snapshot.h"

static void say(char *why, size_t size, const char *text) {
    if (why && size) snprintf(why, size, "%s", text);
}

void ug_watch_close(UgWatch *w) {
    ug_game_free(w->game);
    w->game = NULL;
    ug_record_free(&w->record);
    w->active = false;
}

bool ug_watch_open(UgWatch *w, const char *text, size_t len, char *why, size_t why_size) {
    ug_watch_close(w);
    int line = 0;
    UgError err = ug_record_parse(text, len, &w->record, &line);
    if (err == UG_ERR_NEWER_RECORD) {
        say(why, why_size, "it was written by a newer version of Undergrid");
    } else if (err != UG_OK && line) {
        if (why && why_size) snprintf(why, why_size, "line %d is damaged", line);
    } else if (err != UG_OK) {
        say(why, why_size, ug_error_message(err));
    } else if (w->record.rules != ug_mode_rules_revision(w->record.mode)) {
        /* its moves would play another game under today's rules (undergrid/snapshot.h) */
        err = UG_ERR_OTHER_RULES;
        if (why && why_size)
            snprintf(why, why_size,
                     "it was played under revision %d of the %s mode's rules, and this build "
                     "plays revision %d: only a build of revision %d can show it",
                     w->record.rules, ug_mode_name(w->record.mode),
                     ug_mode_rules_revision(w->record.mode), w->record.rules);
    } else {
        err = ug_record_start(&w->record, &w->game);
        if (err != UG_OK) say(why, why_size, ug_error_message(err));
    }
    if (err != UG_OK) {
        ug_watch_close(w);
        return false;
    }
    w->active = true;
    w->paused = false;
    w->speed = 1;
    w->next = 0;
    w->due = 0;
    ug_log_clear(&w->log);
    return true;
}

bool ug_watch_step(UgWatch *w) {
    if (!w->active || w->next >= w->record.count) return false;
    UgEvents events = {0};
    ug_game_act(w->game, w->record.actions[w->next++], &events);
    ug_log_add_events(&w->log, &events);
    return true;
}

bool ug_watch_next_floor(UgWatch *w) {
    if (!w->active || w->next >= w->record.count) return false;
    int floor = ug_game_floor(w->game);
    while (ug_watch_step(w) && ug_game_floor(w->game) == floor) continue;
    w->paused = true;
    return true;
}

/* The game of the record at its start again, with an empty log. */
static bool restart(UgWatch *w) {
    UgGame *g = NULL;
    if (ug_record_start(&w->record, &g) != UG_OK) return false;
    ug_game_free(w->game);
    w->game = g;
    w->next = 0;
    ug_log_clear(&w->log);
    return true;
}

bool ug_watch_prev_floor(UgWatch *w) {
    if (!w->active || w->next == 0) return false;
    int floor = ug_game_floor(w->game);
    /* the floor to go back to: the one before, or this one's start when we are at the first */
    int target = floor - 1;
    if (!restart(w)) return false;
    w->paused = true;
    if (ug_game_floor(w->game) > target) return true;
    while (ug_game_floor(w->game) < target && ug_watch_step(w)) continue;
    return true;
}

bool ug_watch_tick(UgWatch *w, uint64_t now) {
    if (!w->active || w->paused || w->next >= w->record.count) return false;
    if (w->due == 0) w->due = now; /* the first action plays at once */
    if (now < w->due) return false;
    w->due = now + (uint64_t)(UG_WATCH_BASE_MS / w->speed);
    return ug_watch_step(w);
}

int ug_watch_wait_ms(const UgWatch *w, uint64_t now) {
    if (!w->active || w->paused || w->next >= w->record.count) return -1;
    if (w->due <= now) return 0;
    return (int)(w->due - now);
}

UgWatchResult ug_watch_command(UgWatch *w, UgCommand c, uint64_t now) {
    if (!w->active) return UG_WATCH_IGNORED;
    if (c.kind == UG_CMD_ESCAPE || c.letter == 'm' || c.letter == 'q') return UG_WATCH_EXIT;
    if (c.repeat && c.kind != UG_CMD_MOVE && c.kind != UG_CMD_WAIT) return UG_WATCH_IGNORED;
    if (c.key[0] >= '1' && c.key[0] <= '4' && !c.key[1]) {
        static const int speeds[4] = {1, 2, 4, 16};
        w->speed = speeds[c.key[0] - '1'];
        w->due = now + (uint64_t)(UG_WATCH_BASE_MS / w->speed);
        return UG_WATCH_CHANGED;
    }
    if (strcmp(c.key, ">") == 0 || c.letter == 'd')
        return ug_watch_next_floor(w) ? UG_WATCH_CHANGED : UG_WATCH_IGNORED;
    if (strcmp(c.key, "<") == 0 || c.letter == 'a')
        return ug_watch_prev_floor(w) ? UG_WATCH_CHANGED : UG_WATCH_IGNORED;
    if (strcmp(c.key, ".") == 0 || (c.kind == UG_CMD_MOVE && c.dx > 0 && c.dy == 0 && c.arrow)) {
        w->paused = true;
        ug_watch_step(w);
        return UG_WATCH_CHANGED;
    }
    if (c.kind == UG_CMD_WAIT || c.kind == UG_CMD_CONFIRM) {
        w->paused = !w->paused;
        w->due = now;
        return UG_WATCH_CHANGED;
    }
    return UG_WATCH_IGNORED;
}

void ug_watch_status(const UgWatch *w, const UgCatalog *c, int columns, char *out, size_t size) {
    UgArg args[3] = {ug_arg_int(w->next), ug_arg_int(w->record.count), ug_arg_int(w->speed)};
    const char *msgid = w->next >= w->record.count ? "Watching: action %d of %d, x%d (the end)"
                        : w->paused                ? "Watching: action %d of %d, x%d (paused)"
                                                   : "Watching: action %d of %d, x%d";
    char state[160];
    ug_i18n_format(state, sizeof state, ug_catalog_get(c, msgid), args, 3);
    /* Every key when the line has room, else the two that matter, else the state alone: the
     * line is never cut (1280 px wide cut it at "floors"). */
    static const char *const hints[] = {
        "Space: pause  .: step  1-4: speed  < >: floors  Esc: stop",
        "Space: pause  Esc: stop",
    };
    for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++) {
        snprintf(out, size, "%s   %s", state, ug_catalog_get(c, hints[i]));
        if (columns <= 0 || ug_utf8_columns(out) <= columns) return;
    }
    snprintf(out, size, "%s", state);
}
