/* The Records page's body. See records_view.h. */
#include "records_view.h"

#include <stdio.h>
#include <string.h>

#include "profile.h"

static const char *tr(const UgCatalog *c, const char *msgid) {
    return ug_catalog_get(c, msgid);
}

static UgTextLine *line(UgFrame *f) {
    if (f->menu_list_count >= UG_FRAME_BODY_MAX) return NULL;
    return &f->menu_list[f->menu_list_count++];
}

static void set(UgFrame *f, const char *text, UgColor color) {
    UgTextLine *l = line(f);
    if (!l) return;
    snprintf(l->text, sizeof l->text, "%s", text);
    l->color = color;
    l->repeat = 1;
}

static void end_text(const UgCatalog *c, const UgRecordsRow *r, char *out, size_t size) {
    if (r->end == 1) {
        snprintf(out, size, "%s", tr(c, "won"));
    } else if (r->end == 2) {
        snprintf(out, size, "%s", tr(c, "abandoned"));
    } else if (r->killer >= 0) {
        UgArg args[1] = {ug_arg_str(ug_view_monster_name(c, r->killer))};
        ug_i18n_format(out, size, tr(c, "killed by %s"), args, 1);
    } else {
        snprintf(out, size, "%s", tr(c, "died"));
    }
}

static void run_row(UgFrame *f, const UgCatalog *c, const UgRecordsRow *r) {
    UgTextLine *l = line(f);
    if (!l) return;
    char end[96], text[UG_FRAME_TEXT_MAX - 16];
    end_text(c, r, end, sizeof end);
    UgArg args[6] = {ug_arg_int(r->score), ug_arg_int(r->floor), ug_arg_int(r->turns),
                     ug_arg_str(end),      ug_arg_str(r->seed),  ug_arg_str(r->date)};
    ug_i18n_format(text, sizeof text, tr(c, "%d points  floor %d  turn %d  %s  seed %s  %s"), args,
                   6);
    if (r->rank > 0)
        snprintf(l->text, sizeof l->text, "%2d. %s%s", r->rank, text, r->fresh ? "  <" : "");
    else
        snprintf(l->text, sizeof l->text, "%s%s", text, r->wizard ? " *" : "");
    l->color = r->fresh ? ug_color_heading : ug_color_text;
    l->repeat = 1;
}

void ug_records_view_body(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    const UgRecordsPage *p = s->records;
    if (!p) {
        set(f, tr(c, "No records are kept: the game has no folder of its own to keep them in."),
            ug_color_bad);
        return;
    }
    if (f->body_count < UG_FRAME_BODY_MAX) {
        UgArg args[2] = {ug_arg_str(tr(c, ug_view_mode_title(s->records_mode))),
                         ug_arg_int(p->runs)};
        UgTextLine *l = &f->body[f->body_count++];
        ug_i18n_format(l->text, sizeof l->text, tr(c, "%s, runs in the history: %d"), args, 2);
        l->color = ug_color_text;
        l->repeat = 1;
    }
    switch (s->records_tab) {
        case UG_RECORDS_TAB_SCORES:
        case UG_RECORDS_TAB_HISTORY:
            if (p->row_count == 0) {
                set(f, tr(c, "No finished runs of this mode yet."), ug_color_text);
                return;
            }
            for (int i = 0; i < p->row_count; i++) run_row(f, c, &p->rows[i]);
            return;
        case UG_RECORDS_TAB_ACHIEVEMENTS:
        default:
            for (int i = 0; i < p->ach_count; i++) {
                const UgRecordsAchievement *a = &p->ach[i];
                UgTextLine *l = line(f);
                if (!l) return;
                char progress[48] = "";
                if (a->target > 0 && !a->unlocked)
                    snprintf(progress, sizeof progress, " (%ld/%ld)", a->progress, a->target);
                char condition[160];
                UgArg target[1] = {ug_arg_int(a->target)};
                ug_i18n_format(condition, sizeof condition, tr(c, a->condition), target,
                               a->condition_has_target ? 1 : 0);
                snprintf(l->text, sizeof l->text, "%s %s: %s%s", a->unlocked ? "[x]" : "[ ]",
                         tr(c, a->title), condition, progress);
                l->color = a->unlocked ? ug_view_kind_color(UG_MSGKIND_LEVEL) : ug_color_text;
                l->repeat = 1;
            }
            return;
    }
}
