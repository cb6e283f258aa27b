/* The scenes' records. See scenes_records.h. */
#include "scenes_records.h"

#include "controllers/controller.h"

#include <stdio.h>
#include <string.h>

#include "cursed_view.h"
#include "frame_layout.h"
#include "profile.h"

static void say(const UgPlatform *pf, const char *sentence) {
    if (pf->say) pf->say(pf->self, sentence);
}

static void read_today(UgScenesRecords *r, const UgPlatform *pf) {
    if (!pf->today) return;
    char date[32] = "";
    pf->today(pf->self, date, sizeof date);
    if (ug_records_date_ok(date)) memcpy(r->today, date, UG_DATE_LEN + 1);
}

/* Reads the history on disk: it replaces the one in memory when it is good (another window may
 * have added runs since); a damaged one is kept aside and said, and the one in memory is kept
 * (its next write puts the runs back). */
static void read_history(UgScenesRecords *r, const UgPlatform *pf, UgLog *log) {
    char path[4200], why[UG_FILE_WHY_MAX], aside[4200], sentence[9000];
    ug_history_path(r->dir, path, sizeof path);
    UgHistory disk = {0};
    UgRecordsLoad got = ug_history_load(pf, path, &disk, why, sizeof why, aside, sizeof aside);
    if (got == UG_RECORDS_LOADED) {
        ug_history_free(&r->history);
        r->history = disk;
        return;
    }
    ug_history_free(&disk);
    if (got != UG_RECORDS_DAMAGED) return;
    snprintf(sentence, sizeof sentence,
             "the run history %s was damaged (%s); it was kept as %s and a new one is started.",
             path, why, aside[0] ? aside : "it was");
    say(pf, sentence);
    ug_log_push(log, UG_UIMSG_BAD_HISTORY, 0, 0, why);
}

void ug_scenes_records_load(UgScenesRecords *r, const UgPlatform *pf, const char *dir, UgLog *log) {
    snprintf(r->today, sizeof r->today, "1970-01-01");
    r->fresh = -1;
    snprintf(r->dir, sizeof r->dir, "%s", dir);
    read_today(r, pf);
    if (!dir[0] || r->loaded) return;
    r->loaded = true;
    read_history(r, pf, log);
}

/* The potions drunk in a run: its record played again headless, its messages counted (the
 * drinking messages of every mode that has potions). */
static int potions_drunk(const UgRecord *record) {
    if (!record) return 0;
    UgGameParams params = {record->mode, record->seed};
    UgGame *g = NULL;
    UgError err = record->has_floor ? ug_game_new_on_floor(&params, record->floor, 0, 0, &g)
                                    : ug_game_new(&params, &g);
    if (err != UG_OK) return 0;
    ug_game_set_achievements(g, record->achievements);
    int n = 0;
    for (int i = 0; i < record->count; i++) {
        UgEvents events = {0};
        ug_game_act(g, record->actions[i], &events);
        for (int e = 0; e < events.count; e++)
            n +=
                events.items[e].kind == UG_EV_MESSAGE &&
                (events.items[e].msg == UG_MSG_DRINK || events.items[e].msg == UG_MSG_DRINK_POTION);
    }
    ug_game_free(g);
    return n;
}

void ug_scenes_records_free(UgScenesRecords *r) {
    ug_history_free(&r->history);
    r->loaded = false;
}

void ug_scenes_records_file(UgScenesRecords *r, const UgPlatform *pf, const char *dir,
                            const UgGame *game, const UgRecord *record, UgLog *log,
                            const UgCatalog *catalog, UgRunEnd end, int score, UgViewState *vs) {
    if (end != UG_RUN_ABANDONED) {
        vs->death_rank = 0;
        vs->death_morgue[0] = '\0';
    }
    if (!dir[0] || !game) return;
    read_today(r, pf);        /* a session may go past midnight */
    read_history(r, pf, log); /* another window may have filed runs meanwhile */
    UgRunEntry run = {0};
    run.mode = ug_game_mode(game);
    snprintf(run.date, sizeof run.date, "%s", r->today);
    run.score = score;
    run.floor = ug_game_floor(game);
    UgStat level;
    run.level = ug_game_stat(game, UG_STAT_LEVEL, &level) ? (int)level.value : 0;
    run.turns = ug_view_turns(game); /* the turn its screen showed */
    run.end = end;
    run.killer = end == UG_RUN_DIED ? vs->death_killer : -1;
    run.wizard = record && record->wizard;
    run.potions = potions_drunk(record);
    snprintf(run.seed, sizeof run.seed, "%s", ug_game_seed(game));
    UgRecordsResult res;
    ug_records_finish(pf, dir, &r->history, &run, record, end == UG_RUN_ABANDONED ? NULL : game,
                      log, catalog, &res);
    if (res.why[0]) {
        char sentence[sizeof res.why + 64];
        snprintf(sentence, sizeof sentence, "%s.", res.why);
        say(pf, sentence);
        ug_log_push(log, UG_UIMSG_RECORDS_FAILED, 0, 0, res.why);
    }
    if (end == UG_RUN_ABANDONED) return;
    r->fresh = res.index;
    vs->death_rank = res.rank;
    if (res.morgue_ok) { /* a long path keeps its end: the file's name */
        size_t n = strlen(res.morgue), room = sizeof vs->death_morgue - 1;
        const char *from = n > room ? res.morgue + n - (room - 3) : res.morgue;
        snprintf(vs->death_morgue, sizeof vs->death_morgue, "%s%.*s", n > room ? "..." : "",
                 (int)(room - 3), from);
    }
}

static void fill_row(const UgScenesRecords *r, int index, int rank, UgRecordsRow *row) {
    const UgRunEntry *e = &r->history.runs[index];
    *row = (UgRecordsRow){0};
    row->rank = rank;
    row->score = e->score;
    row->floor = e->floor;
    row->level = e->level;
    row->turns = e->turns;
    row->end = (int)e->end;
    row->killer = e->killer;
    row->wizard = e->wizard;
    row->fresh = index == r->fresh;
    memcpy(row->date, e->date, sizeof row->date);
    size_t n = strlen(e->seed);
    if (n > 24) /* a long text seed is cut for the screen, at a character's start */
        for (n = 21; n > 0 && ((unsigned char)e->seed[n] & 0xC0) == 0x80; n--) continue;
    snprintf(row->seed, sizeof row->seed, "%.*s%s", (int)n, e->seed,
             n < strlen(e->seed) ? "..." : "");
}

static void add_ach(UgRecordsPage *p, const char *title, const char *condition, long progress,
                    long target, bool unlocked) {
    if (p->ach_count >= UG_RECORDS_ACH_MAX) return;
    p->ach[p->ach_count++] = (UgRecordsAchievement){.title = title,
                                                    .condition = condition,
                                                    .progress = progress,
                                                    .target = target,
                                                    .unlocked = unlocked};
}

static int pick_index(const UgScenesRecords *r, UgMode mode, int pick);

void ug_scenes_records_page(const UgScenesRecords *r, UgMode mode, int tab, int pick,
                            uint32_t cursed_unlocked, UgRecordsPage *p) {
    memset(p, 0, sizeof *p);
    ug_records_daily_seed(r->today, mode, p->daily_seed, sizeof p->daily_seed);
    const UgHistory *h = &r->history;
    for (int i = 0; i < h->count; i++) p->runs += h->runs[i].mode == mode;
    for (int i = h->count - 1; i >= 0 && i >= h->count - UG_RUNS_KEPT; i--)
        p->watch_count += h->runs[i].mode == mode && r->dir[0];
    int picked = pick_index(r, mode, pick);
    p->can_watch = r->dir[0] && picked >= 0;
    if (p->can_watch) fill_row(r, picked, 0, &p->watch);
    if (tab == UG_RECORDS_TAB_SCORES) {
        int top[UG_HIGH_SCORES];
        int n = ug_history_top(h, mode, top, UG_HIGH_SCORES);
        for (int i = 0; i < n && p->row_count < UG_RECORDS_ROWS; i++)
            fill_row(r, top[i], i + 1, &p->rows[p->row_count++]);
    } else if (tab == UG_RECORDS_TAB_HISTORY) {
        for (int i = h->count - 1; i >= 0 && p->row_count < UG_RECORDS_ROWS; i--)
            if (h->runs[i].mode == mode) fill_row(r, i, 0, &p->rows[p->row_count++]);
    }
    /* Achievements: each mode's from its runs in the history (so they persist with it), chosen
     * by what the mode can do (ug_mode_info), never by its name; cursed's own originals from
     * their file, for the mode whose profile plays cursed. */
    const UgGameInfo *info = ug_mode_info(mode);
    if (!info) return;
    long best_floor = 0, best_level = 0, best_score = 0;
    bool won = false, daily = false, dry_win = false;
    for (int i = 0; i < h->count; i++) {
        const UgRunEntry *e = &h->runs[i];
        if (e->mode != mode || e->wizard) continue;
        long depth = (long)e->floor - info->first_floor + 1;
        if (depth > best_floor) best_floor = depth;
        if (e->level > best_level) best_level = e->level;
        if (e->score > best_score) best_score = e->score;
        won |= e->end == UG_RUN_WON;
        dry_win |= e->end == UG_RUN_WON && e->potions == 0;
        char seed[64];
        ug_records_daily_seed(e->date, mode, seed, sizeof seed);
        daily |= e->end != UG_RUN_ABANDONED && strcmp(seed, e->seed) == 0;
    }
    int depth = ug_view_profile(mode)->records_depth;
    if (depth > 0) {
        add_ach(p, "Deep down", "reach floor %d", best_floor, depth, best_floor >= depth);
        p->ach[p->ach_count - 1].condition_has_target = true;
    }
    if (info->systems & UG_SYS_GROWTH)
        add_ach(p, "Seasoned", "reach level 10", best_level, 10, best_level >= 10);
    if (info->systems & UG_SYS_BOSSES) add_ach(p, "Victor", "win a run", 0, 0, won);
    if ((info->systems & UG_SYS_BOSSES) && (info->systems & UG_SYS_INVENTORY))
        add_ach(p, "Teetotal", "win without drinking a potion", 0, 0, dry_win);
    add_ach(p, "High score", "score 1000 points in one run", best_score, 1000, best_score >= 1000);
    add_ach(p, "Daily", "finish a run on the day's seed", 0, 0, daily);
    if (ug_controller_of(mode)->achievements) /* cursed's own, in its order */
        for (int i = 0; i < UG_ACH_COUNT; i++) {
            UgAchievement a = ug_cursed_achievement_order[i];
            add_ach(p, ug_cursed_achievement_titles[a], ug_cursed_achievement_conditions[a], 0, 0,
                    (cursed_unlocked >> a) & 1u);
        }
}

/* The history index of the `pick`-th most recent run of `mode` whose recording is kept; -1. */
static int pick_index(const UgScenesRecords *r, UgMode mode, int pick) {
    const UgHistory *h = &r->history;
    for (int i = h->count - 1; i >= 0 && i >= h->count - UG_RUNS_KEPT; i--)
        if (h->runs[i].mode == mode && pick-- == 0) return i;
    return -1;
}

bool ug_scenes_records_pick(const UgScenesRecords *r, UgMode mode, int pick, char *out,
                            size_t size) {
    out[0] = '\0';
    int i = pick_index(r, mode, pick);
    if (!r->dir[0] || i < 0) return false;
    char stem[UG_STEM_MAX];
    ug_records_stem(&r->history, i, stem, sizeof stem);
    return (size_t)snprintf(out, size, "%sruns/%s.ugr", r->dir, stem) < size;
}

bool ug_scenes_records_scroll(UgViewState *vs, const UgLayout *l, const UgFrame *f,
                              const UgCommand *c) {
    /* the lines that fit under the menu, as the window draws them (render_sdl.c draw_menu):
     * from under its rows as the frame was laid out (frame_layout.h) */
    UgFrameLaid scratch;
    int under = f->menu_count < UG_FRAME_MENU_MAX ? f->menu_count : UG_FRAME_MENU_MAX;
    UgRect last = ug_frame_laid(f, l, &scratch)->menu_rows[under];
    int top = last.y + 2 * l->line_h, bottom = l->canvas.y + l->canvas.h - 3 * l->line_h;
    int rows = l->line_h > 0 && bottom - top >= l->line_h ? (bottom - top) / l->line_h : 1;
    int dy;
    if (c->kind == UG_CMD_SCROLL)
        dy = c->dy;
    else if (c->kind == UG_CMD_HISTORY && c->pad) /* LB: a page up, RB: a page down */
        dy = c->shift ? -rows : rows;
    else
        return false;
    int max = f->menu_list_count - rows;
    if (max < 0) max = 0;
    vs->list_scroll += dy;
    if (vs->list_scroll > max) vs->list_scroll = max;
    if (vs->list_scroll < 0) vs->list_scroll = 0;
    return true;
}
