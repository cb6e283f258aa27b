/* The title menu: its rows per page (ug_view_menu_items, which the scenes act on) and its frame
 * (ug_menu_build, called by ug_view_build). Every word is an msgid; the modes' names and lines
 * come from the profiles (profile.c), their rules from the core (ug_mode_info). */
#include "menu.h"

#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "osk.h"
#include "palette.h"
#include "profile.h"
#include "records_view.h"
#include "undergrid/auto.h"

#define KEY_HINT ug_color_key_hint
#define DISABLED ug_color_dim
#define BAD      ug_color_bad

static int push(UgMenuItem *out, int n, UgMenuAction action, int arg, bool enabled) {
    if (n >= UG_FRAME_MENU_MAX) return n;
    out[n] = (UgMenuItem){action, arg, enabled};
    return n + 1;
}

int ug_view_menu_items(const UgViewState *s, UgMenuItem out[UG_FRAME_MENU_MAX]) {
    UgMode modes[UG_MODE_COUNT];
    int mode_count = ug_view_menu_modes(modes);
    int n = 0;
    switch (s->menu_page) {
        case UG_PAGE_MAIN:
            for (int i = 0; i < mode_count; i++)
                if (s->saves[modes[i]].saved) n = push(out, n, UG_MENU_CONTINUE, modes[i], true);
            n = push(out, n, UG_MENU_NEW, 0, true);
            n = push(out, n, UG_MENU_OPTIONS, 0, true);
            n = push(out, n, UG_MENU_RECORDS, 0, s->records != NULL);
            n = push(out, n, UG_MENU_HELP, 0, true);
            n = push(out, n, UG_MENU_QUIT, 0, true);
            break;
        case UG_PAGE_MODES:
            for (int i = 0; i < mode_count; i++)
                n = push(out, n, UG_MENU_MODE, modes[i], ug_mode_available(modes[i]));
            for (int i = 0; i < mode_count; i++) /* a mode's About page, where it has one */
                if (ug_view_profile(modes[i])->about_count > 0)
                    n = push(out, n, UG_MENU_ABOUT, modes[i], true);
            n = push(out, n, UG_MENU_BACK, 0, true);
            break;
        case UG_PAGE_SEED:
            n = push(out, n, UG_MENU_SEED, 0, true);
            n = push(out, n, UG_MENU_START, 0, true);
            n = push(out, n, UG_MENU_BACK, 0, true);
            break;
        case UG_PAGE_OPTIONS:
            for (int i = 0; i < UG_OPT_COUNT; i++) n = push(out, n, UG_MENU_OPTION, i, true);
            n = push(out, n, UG_MENU_KEYS, 0, true);
            n = push(out, n, UG_MENU_BACK, 0, true);
            break;
        case UG_PAGE_RECORDS:
            n = push(out, n, UG_MENU_RECORDS_MODE, 0, true);
            n = push(out, n, UG_MENU_RECORDS_TAB, 0, true);
            n = push(out, n, UG_MENU_DAILY, 0, s->records && ug_mode_available(s->records_mode));
            n = push(out, n, UG_MENU_WATCH, 0, s->records && s->records->can_watch);
            n = push(out, n, UG_MENU_BACK, 0, true);
            break;
        case UG_PAGE_REPLACE:
            n = push(out, n, UG_MENU_REPLACE, 0, true);
            n = push(out, n, UG_MENU_KEEP, 0, true);
            n = push(out, n, UG_MENU_BACK, 0, true);
            break;
        default:
            break;
    }
    return n;
}

int ug_view_menu_step(const UgViewState *s, int from, int dir) {
    UgMenuItem items[UG_FRAME_MENU_MAX];
    int n = ug_view_menu_items(s, items);
    if (n == 0) return -1;
    dir = dir < 0 ? -1 : 1;
    int i = ((from % n) + n) % n;
    for (int k = 0; k < n; k++, i = ((i + dir) % n + n) % n)
        if (items[i].enabled) return i;
    return -1;
}

/* --- Wording ------------------------------------------------------------------------------- */

static const char *tr(const UgCatalog *c, const char *msgid) {
    return ug_catalog_get(c, msgid);
}

static void set(UgTextLine *line, const char *text, UgColor color) {
    snprintf(line->text, sizeof line->text, "%s", text);
    line->color = color;
    line->repeat = 1;
}

static void format(UgTextLine *line, const UgCatalog *c, const char *msgid, const UgArg *args,
                   int n, UgColor color) {
    ug_i18n_format(line->text, sizeof line->text, tr(c, msgid), args, n);
    line->color = color;
    line->repeat = 1;
}

/* The language names, each in its own language (never translated). */
static const char *language_name(const char *code) {
    if (strcmp(code, "es") == 0) return "Español";
    if (strcmp(code, "ja") == 0) return "日本語";
    if (strcmp(code, "en") == 0) return "English";
    return "English";
}

static const char *const travel_msgids[UG_TRAVEL_COUNT] = {"Normal", "Fast", "Instant"};

static const char *const zoom_msgids[UG_ZOOM_MAX + 1] = {"Fit the window", "Small", "Medium",
                                                         "Large", "Huge"};

const char *ug_menu_seed_rule(UgSeedKind kind) {
    switch (kind) {
        case UG_SEED_NUMBER:
            return "A seed is a whole number from 0 to 4294967295. Empty: a random one.";
        case UG_SEED_TEN_DIGITS:
            return "A seed is ten digits, 1000000000 to 9999999999 (12345-67890 works too). "
                   "Empty: a random one.";
        case UG_SEED_TEXT:
        default:
            return "A seed is any text of up to 127 letters. Empty: a random one.";
    }
}

/* An option's row: its name and its value between arrows. */
static void option_text(UgTextLine *line, const UgCatalog *c, const UgViewState *s, int option,
                        UgColor color) {
    UgArg args[1];
    if (option == UG_OPT_LANGUAGE) {
        args[0] = ug_arg_str(language_name(s->options.lang));
        format(line, c, "Language: < %s >", args, 1, color);
    } else if (option == UG_OPT_TRAVEL) {
        int t = (unsigned)s->options.travel < UG_TRAVEL_COUNT ? s->options.travel : 0;
        args[0] = ug_arg_str(tr(c, travel_msgids[t]));
        format(line, c, "Travel and explore: < %s >", args, 1, color);
    } else if (option == UG_OPT_TILES) {
        static const char *const tiles_msgids[UG_TILES_MODE_COUNT] = {"Glyphs", "Sprites",
                                                                      "Hybrid"};
        int t =
            s->options.tiles < 0 || s->options.tiles >= UG_TILES_MODE_COUNT ? 0 : s->options.tiles;
        args[0] = ug_arg_str(tr(c, tiles_msgids[t]));
        format(line, c, "Board drawn with: < %s >", args, 1, color);
    } else if (option == UG_OPT_PALETTE) {
        args[0] = ug_arg_str(tr(c, ug_palette_msgid((UgPalette)s->options.palette)));
        format(line, c, "Colours: < %s >", args, 1, color);
    } else if (option == UG_OPT_TEXT_SCALE) {
        args[0] = ug_arg_int(ug_text_scale_percent(s->options.text_scale));
        format(line, c, "Text size: < %d %% >", args, 1, color);
    } else if (option == UG_OPT_VOLUME) {
        args[0] = ug_arg_int(UG_VOLUME_MAX - s->options.quiet);
        format(line, c, "Volume: < %d >", args, 1, color);
    } else if (option == UG_OPT_SOUND || option == UG_OPT_BACKGROUND) {
        bool on = option == UG_OPT_SOUND ? !s->options.sound_off : !s->options.background_heard;
        args[0] = ug_arg_str(tr(c, on ? "On" : "Off"));
        format(line, c,
               option == UG_OPT_SOUND ? "Sound effects: < %s >" : "Mute in the background: < %s >",
               args, 1, color);
    } else if (option == UG_OPT_PICKUP) {
        static const char *const pickup_msgids[UG_PICKUP_COUNT] = {
            [UG_PICKUP_USEFUL] = "All but worse gear",
            [UG_PICKUP_ORBS_POTIONS] = "Orbs and potions",
            [UG_PICKUP_NONE] = "Nothing",
            [UG_PICKUP_ALL] = "Everything",
        };
        int p = (unsigned)s->options.pickup < UG_PICKUP_COUNT ? s->options.pickup : 0;
        args[0] = ug_arg_str(tr(c, pickup_msgids[p]));
        format(line, c, "Explore picks up: < %s >", args, 1, color);
    } else if (option == UG_OPT_HINTS) {
        args[0] = ug_arg_str(tr(c, s->options.hints_off ? "Off" : "On"));
        format(line, c, "Hints: < %s >", args, 1, color);
    } else if (option == UG_OPT_ANIMATIONS) {
        args[0] = ug_arg_str(tr(c, s->options.anims_off ? "Off" : "On"));
        format(line, c, "Animations: < %s >", args, 1, color);
    } else {
        int z = s->options.zoom < 0 || s->options.zoom > UG_ZOOM_MAX ? 0 : s->options.zoom;
        args[0] = ug_arg_str(tr(c, zoom_msgids[z]));
        format(line, c, "Board zoom: < %s >", args, 1, color);
    }
}

/* The Records screen's rows: the mode, the tab, today's seed, the run to watch. */
static void records_item_text(UgTextLine *line, const UgCatalog *c, const UgViewState *s,
                              const UgMenuItem *it, UgColor color) {
    switch (it->action) {
        case UG_MENU_RECORDS_MODE: {
            UgArg args[1] = {ug_arg_str(tr(c, ug_view_mode_title(s->records_mode)))};
            format(line, c, "Mode: < %s >", args, 1, color);
            return;
        }
        case UG_MENU_RECORDS_TAB: {
            static const char *const tabs[UG_RECORDS_TAB_COUNT] = {"High scores", "Recent runs",
                                                                   "Achievements"};
            int t =
                s->records_tab >= 0 && s->records_tab < UG_RECORDS_TAB_COUNT ? s->records_tab : 0;
            UgArg args[1] = {ug_arg_str(tr(c, tabs[t]))};
            format(line, c, "Show: < %s >", args, 1, color);
            return;
        }
        case UG_MENU_DAILY: {
            UgArg args[1] = {ug_arg_str(s->records ? s->records->daily_seed : "")};
            format(line, c, "Play today's seed: %s", args, 1, color);
            return;
        }
        case UG_MENU_WATCH:
            if (s->records && s->records->watch_count > 0) {
                const UgRecordsRow *r = &s->records->watch;
                UgArg args[3] = {ug_arg_str(r->date), ug_arg_str(r->seed), ug_arg_int(r->score)};
                format(line, c, "Watch: < %s, seed %s, %d points >", args, 3, color);
            } else {
                set(line, tr(c, "Watch the latest run"), color);
            }
            return;
        default:
            return;
    }
}

static void item_text(UgTextLine *line, const UgCatalog *c, const UgViewState *s,
                      const UgMenuItem *it, UgColor color) {
    switch (it->action) {
        case UG_MENU_CONTINUE: {
            UgArg args[3] = {ug_arg_str(tr(c, ug_view_mode_title((UgMode)it->arg))),
                             ug_arg_int(s->saves[it->arg].floor),
                             ug_arg_int(s->saves[it->arg].turns)};
            format(line, c, "Continue: %s, floor %d, turn %d", args, 3, color);
            return;
        }
        case UG_MENU_NEW:
            set(line, tr(c, "New game"), color);
            return;
        case UG_MENU_OPTIONS:
            set(line, tr(c, "Options"), color);
            return;
        case UG_MENU_RECORDS:
            set(line, tr(c, "Records"), color);
            return;
        case UG_MENU_HELP:
            set(line, tr(c, "Help"), color);
            return;
        case UG_MENU_QUIT:
            set(line, tr(c, "Quit"), color);
            return;
        case UG_MENU_MODE: {
            const char *title = tr(c, ug_view_mode_title((UgMode)it->arg));
            if (it->enabled) {
                set(line, title, color);
            } else {
                UgArg args[1] = {ug_arg_str(title)};
                format(line, c, "%s (coming)", args, 1, color);
            }
            return;
        }
        case UG_MENU_SEED: {
            char text[UG_SEED_MAX_LEN + 8];
            snprintf(text, sizeof text, "%s_", s->seed_text); /* the typing point */
            UgArg args[1] = {ug_arg_str(s->seed_text[0] ? text : tr(c, "(random)_"))};
            format(line, c, "Seed: %s", args, 1, color);
            return;
        }
        case UG_MENU_START:
            set(line, tr(c, "Start"), color);
            return;
        case UG_MENU_BACK:
            set(line, tr(c, "Back"), color);
            return;
        case UG_MENU_KEYS:
            set(line, tr(c, "Keys..."), color);
            return;
        case UG_MENU_ABOUT:
            set(line, tr(c, ug_view_profile((UgMode)it->arg)->about_title), color);
            return;
        case UG_MENU_OPTION:
            option_text(line, c, s, it->arg, color);
            return;
        case UG_MENU_REPLACE:
            set(line, tr(c, "Start the new game (the saved run is lost)"), color);
            return;
        case UG_MENU_KEEP:
            set(line, tr(c, "Continue the saved run"), color);
            return;
        case UG_MENU_RECORDS_MODE:
        case UG_MENU_RECORDS_TAB:
        case UG_MENU_DAILY:
        case UG_MENU_WATCH:
            records_item_text(line, c, s, it, color);
            return;
        default:
            line->text[0] = '\0';
            return;
    }
}

/* What the chosen row does, in one line. */
static void item_detail(UgTextLine *line, const UgCatalog *c, const UgViewState *s,
                        const UgMenuItem *it) {
    const char *msgid = "";
    switch (it->action) {
        case UG_MENU_CONTINUE:
        case UG_MENU_MODE:
            msgid = ug_view_mode_tagline((UgMode)it->arg);
            if (it->action == UG_MENU_MODE && !it->enabled)
                msgid = "This mode is still being built: it cannot be played yet.";
            break;
        case UG_MENU_NEW:
            msgid = "Choose a mode, then a seed if you want a particular dungeon.";
            break;
        case UG_MENU_OPTIONS:
            msgid = "Language, board zoom, the pace of travel, explore and fast moves, the board's "
                    "look and sound, applied at once and remembered.";
            break;
        case UG_MENU_RECORDS:
            msgid = "High scores, recent runs, achievements and today's seed.";
            break;
        case UG_MENU_HELP:
            msgid = "The keys, and what each sign on the board means.";
            break;
        case UG_MENU_QUIT:
            msgid = "Close the game. A run in progress is always saved.";
            break;
        case UG_MENU_SEED:
        case UG_MENU_START: {
            const UgGameInfo *info = ug_mode_info(s->menu_mode);
            msgid = ug_menu_seed_rule(info ? info->seed_kind : UG_SEED_NUMBER);
            break;
        }
        case UG_MENU_OPTION:
            msgid = "Left/Right or {enter}: change.";
            break;
        case UG_MENU_KEYS:
            msgid = "Rebind any command, choose your keyboard, or go back to the defaults.";
            break;
        case UG_MENU_ABOUT:
            msgid = ug_view_mode_tagline((UgMode)it->arg);
            break;
        case UG_MENU_REPLACE:
            msgid = "The saved run of this mode is deleted and the new game starts.";
            break;
        case UG_MENU_KEEP:
            msgid = "The new seed is forgotten and the saved run goes on.";
            break;
        case UG_MENU_RECORDS_MODE:
        case UG_MENU_RECORDS_TAB:
            msgid = "Left/Right or {enter}: change.";
            break;
        case UG_MENU_DAILY:
            msgid = "Everyone gets the same dungeon today; your result stays in the history.";
            break;
        case UG_MENU_WATCH:
            msgid = "Left/Right: another run. Enter: watch it in the window.";
            break;
        default:
            break;
    }
    set(line, msgid[0] ? tr(c, msgid) : "", ug_color_text);
}

static const char *page_heading(const UgViewState *s) {
    switch (s->menu_page) {
        case UG_PAGE_MODES:
            return "New game";
        case UG_PAGE_SEED:
            return ug_view_mode_title(s->menu_mode);
        case UG_PAGE_OPTIONS:
            return "Options";
        case UG_PAGE_REPLACE:
            return "Replace the saved run?";
        case UG_PAGE_RECORDS:
            return "Records";
        default:
            return "Undergrid";
    }
}

void ug_menu_build(UgFrame *f, const UgCatalog *c, const UgViewState *s) {
    UgMenuItem items[UG_FRAME_MENU_MAX];
    int n = ug_view_menu_items(s, items);
    f->has_menu = true;
    f->menu_list_count = 0;
    f->menu_list_first = 0;
    set(&f->heading, tr(c, page_heading(s)), ug_color_heading);
    f->body_count = 0;
    if (s->menu_page == UG_PAGE_MAIN) {
        set(&f->body[f->body_count++], tr(c, "A turn-based dungeon: the world moves when you do."),
            ug_color_text);
    } else if (s->menu_page == UG_PAGE_REPLACE) {
        UgArg args[3] = {ug_arg_str(tr(c, ug_view_mode_title(s->menu_mode))),
                         ug_arg_int(s->saves[s->menu_mode].floor),
                         ug_arg_int(s->saves[s->menu_mode].turns)};
        format(&f->body[f->body_count++], c,
               "Your %s run is saved (floor %d, turn %d). A new game would replace it.", args, 3,
               ug_color_text);
    } else if (s->menu_page == UG_PAGE_RECORDS) {
        ug_records_view_body(f, c, s);
        int last = f->menu_list_count > 0 ? f->menu_list_count - 1 : 0;
        f->menu_list_first = s->list_scroll < 0 ? 0 : s->list_scroll > last ? last : s->list_scroll;
    } else if (s->menu_page == UG_PAGE_SEED && s->seed_bad) {
        set(&f->body[f->body_count++], tr(c, "That seed does not follow this mode's rules."), BAD);
    }
    int cursor = s->menu_cursor;
    if (cursor < 0 || cursor >= n || !items[cursor].enabled) cursor = ug_view_menu_step(s, 0, 1);
    f->menu_count = n;
    f->menu_cursor = cursor;
    for (int i = 0; i < n; i++) {
        f->menu_enabled[i] = items[i].enabled;
        item_text(&f->menu_items[i], c, s, &items[i],
                  !items[i].enabled ? DISABLED
                  : i == cursor     ? ug_color_heading
                                    : ug_color_text);
    }
    if (cursor >= 0)
        item_detail(&f->menu_detail, c, s, &items[cursor]);
    else
        f->menu_detail.text[0] = '\0';
    set(&f->menu_hint,
        s->pad_hints ? tr(c, s->menu_page == UG_PAGE_MAIN ? "D-pad: choose   A: select   B: quit"
                                                          : "D-pad: choose   A: select   B: back")
                     : tr(c, s->menu_page == UG_PAGE_MAIN
                                 ? "Up/Down: choose   Enter or click: select   Esc: quit"
                                 : "Up/Down: choose   Enter or click: select   Esc: back"),
        KEY_HINT);
    if (s->menu_page == UG_PAGE_SEED) ug_osk_build(f, c, s->osk, s->pad_hints); /* pads, touch */
}
