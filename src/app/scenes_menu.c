/* The scenes' title menu: its pages (main, options, seed, records), the option changes, the
 * records page's watching. See scenes_private.h. */
#include "scenes_private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Makes `mode` the one played: its save path, and its saved run waiting in s->resume. */
void ug_scenes_select_mode(UgScenes *s, UgMode mode) {
    ug_scenes_load_mode_run(s, mode);
    s->vs.mode = mode;
}

void ug_scenes_resume_game(UgScenes *s) {
    ug_scenes_continue_saved(s);
    s->vs.mode = s->mode;
    s->vs.cam_valid = false;
    s->vs.hover = false;
    ug_scenes_rebuild_log(s);
}

/* The menu again, on its first page, with the saves as they are now. */
void ug_scenes_to_title(UgScenes *s) {
    if (s->game && ug_game_status(s->game) == UG_STATUS_PLAYING && s->recording) {
        ug_scenes_save_run(s);
        s->vs.saves[s->mode].saved = true;
        s->vs.saves[s->mode].floor = ug_game_floor(s->game);
        s->vs.saves[s->mode].turns = ug_game_player(s->game)->turns;
    }
    s->vs.scene = UG_SCENE_TITLE;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.menu_page = UG_PAGE_MAIN;
    s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
}

/* The Options page over a game in progress (O in the quit box): the same page as the title's,
 * each change applied at once; Back or Esc return to the game as it was (nothing is played, the
 * game is not touched). */
void ug_scenes_game_options(UgScenes *s) {
    s->options_in_game = true;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.quit_unsaved = 0;
    s->vs.scene = UG_SCENE_TITLE;
    ug_scenes_menu_page(s, UG_PAGE_OPTIONS);
}

static void back_to_game(UgScenes *s) {
    s->options_in_game = false;
    s->vs.scene = UG_SCENE_GAME;
    s->vs.menu_page = UG_PAGE_MAIN;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.cam_valid = false; /* the board's size may have changed (zoom, text size) */
}

/* --- The title menu ---------------------------------------------------------------------- */

void ug_scenes_menu_page(UgScenes *s, UgMenuPage page) {
    s->vs.menu_page = page;
    s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
}

static const char *const languages[] = {"en", "es", "ja"};
enum { LANGUAGES = (int)(sizeof languages / sizeof languages[0]) };

/* Changes one option by dir steps, applies it at once (the platform remembers it) and takes
 * the catalog of the new language. */
void ug_scenes_change_option(UgScenes *s, int id, int dir) {
    UgOptions *o = &s->vs.options;
    if (id == UG_OPT_LANGUAGE) {
        int i = 0;
        while (i < LANGUAGES && strcmp(o->lang, languages[i]) != 0) i++;
        i = i == LANGUAGES ? 0 : ((i + dir) % LANGUAGES + LANGUAGES) % LANGUAGES;
        snprintf(o->lang, sizeof o->lang, "%s", languages[i]);
    } else if (id == UG_OPT_ZOOM) {
        o->zoom = ((o->zoom + dir) % (UG_ZOOM_MAX + 1) + UG_ZOOM_MAX + 1) % (UG_ZOOM_MAX + 1);
    } else if (id == UG_OPT_TRAVEL) {
        o->travel = ((o->travel + dir) % UG_TRAVEL_COUNT + UG_TRAVEL_COUNT) % UG_TRAVEL_COUNT;
    } else if (id == UG_OPT_TILES) {
        o->tiles = ug_tiles_mode_next(o->tiles, dir);
    } else if (id == UG_OPT_PALETTE) {
        o->palette = ((o->palette + dir) % UG_PALETTE_COUNT + UG_PALETTE_COUNT) % UG_PALETTE_COUNT;
    } else if (id == UG_OPT_TEXT_SCALE) {
        o->text_scale = ug_text_scale_step(o->text_scale, dir);
    } else if (id == UG_OPT_VOLUME) { /* quiet: steps below full; Left is quieter; it stops at
                                       * either end (a step past full must never silence it) */
        int q = o->quiet - dir;
        o->quiet = q < 0 ? 0 : q > UG_VOLUME_MAX ? UG_VOLUME_MAX : q;
    } else if (id == UG_OPT_SOUND) {
        o->sound_off = !o->sound_off;
    } else if (id == UG_OPT_BACKGROUND) {
        o->background_heard = !o->background_heard;
    } else if (id == UG_OPT_PICKUP) {
        o->pickup = ((o->pickup + dir) % UG_PICKUP_COUNT + UG_PICKUP_COUNT) % UG_PICKUP_COUNT;
    } else if (id == UG_OPT_HINTS) {
        o->hints_off = !o->hints_off;
    } else if (id == UG_OPT_ANIMATIONS) {
        o->anims_off = !o->anims_off;
    }
    if (s->platform->set_options) s->catalog = s->platform->set_options(s->platform->self, o);
}

/* Starts menu_mode with the seed typed, after asking if it would replace a saved run. */
static void start_from_menu(UgScenes *s, bool replace_asked) {
    UgViewState *vs = &s->vs;
    const char *seed = vs->seed_text[0] ? vs->seed_text : NULL;
    if (seed) {
        UgGameParams params = {vs->menu_mode, seed};
        UgGame *probe = NULL;
        UgError err = ug_game_new(&params, &probe);
        ug_game_free(probe);
        if (err != UG_OK) {
            vs->seed_bad = true;
            ug_scenes_menu_page(s, UG_PAGE_SEED);
            return;
        }
    }
    if (vs->saves[vs->menu_mode].saved && !replace_asked) {
        ug_scenes_menu_page(s, UG_PAGE_REPLACE);
        return;
    }
    ug_scenes_select_mode(s, vs->menu_mode);
    if (s->resume) ug_scenes_drop_saved(s);
    vs->saves[s->mode].saved = false;
    snprintf(s->seed_buf, sizeof s->seed_buf, "%s", seed ? seed : "");
    ug_scenes_new_game(s, seed ? s->seed_buf : NULL);
}

/* The Records page again, for its mode and list (records_view.h). */
static void refresh_records(UgScenes *s) {
    s->vs.list_scroll = 0; /* another list: from its top */
    ug_scenes_records_page(&s->records, s->vs.records_mode, s->vs.records_tab, s->vs.records_pick,
                           s->achievements, &s->records_page);
}

/* --- Watching a recording (scenes_watch.h): never the run played, never saved ------------- */

void ug_scenes_start_watch(UgScenes *s, const char *text, size_t len, const char *name) {
    char why[UG_FILE_WHY_MAX];
    if (!ug_watch_open(&s->watch, text, len, why, sizeof why)) {
        ug_scenes_say(s, "the recording %s cannot be watched: %s.", name, why);
        ug_log_push(&s->log, UG_UIMSG_WATCH_FAILED, 0, 0, why);
        ug_scenes_show_notices(s);
        return;
    }
    s->vs.scene = UG_SCENE_GAME;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.mode = s->watch.record.mode;
    s->vs.cam_valid = false;
    s->vs.hover = false;
    s->vs.inv_open = s->vs.inv_menu = false;
}

static void stop_watch(UgScenes *s) {
    ug_watch_close(&s->watch);
    s->vs.mode = s->mode;
    s->vs.scene = UG_SCENE_TITLE;
    s->vs.overlay = UG_OVERLAY_NONE;
    s->vs.cam_valid = false;
    if (s->vs.records) {
        ug_scenes_records_page(&s->records, s->vs.records_mode, s->vs.records_tab,
                               s->vs.records_pick, s->achievements, &s->records_page);
        s->vs.menu_page = UG_PAGE_RECORDS;
        s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
    } else {
        s->vs.menu_page = UG_PAGE_MAIN;
        s->vs.menu_cursor = ug_view_menu_step(&s->vs, 0, 1);
    }
}

/* Records' Watch: the kept recording chosen on its row. */
static void watch_picked(UgScenes *s) {
    char path[PATH_MAX_LEN + 64], why[UG_FILE_WHY_MAX];
    if (!ug_scenes_records_pick(&s->records, s->vs.records_mode, s->vs.records_pick, path,
                                sizeof path))
        return;
    char *text = NULL;
    size_t len = 0;
    if (s->platform->read_file(s->platform->self, path, UG_WATCH_MAX_BYTES, &text, &len, why,
                               sizeof why) != UG_FILE_OK) {
        ug_scenes_say(s, "the recording %s cannot be watched: %s.", path, why);
        ug_log_push(&s->log, UG_UIMSG_WATCH_FAILED, 0, 0, why);
        ug_scenes_show_notices(s);
        return;
    }
    ug_scenes_start_watch(s, text, len, path);
    free(text);
}

void ug_scenes_watch_command(UgScenes *s, UgCommand c) {
    if (c.kind == UG_CMD_HELP) {
        s->vs.overlay = UG_OVERLAY_HELP;
        return;
    }
    if (c.kind == UG_CMD_HISTORY) {
        s->vs.overlay = UG_OVERLAY_HISTORY;
        s->vs.history_scroll = 0;
        return;
    }
    if (ug_watch_command(&s->watch, c, ug_scenes_now_ms(s)) == UG_WATCH_EXIT) stop_watch(s);
}

/* Records: another mode (dir steps through the menu's modes) or another list. */
static void records_change(UgScenes *s, UgMenuAction action, int dir) {
    UgViewState *vs = &s->vs;
    if (action == UG_MENU_WATCH) {
        int n = s->records_page.watch_count;
        if (n > 0) vs->records_pick = ((vs->records_pick + dir) % n + n) % n;
    } else if (action == UG_MENU_RECORDS_TAB) {
        vs->records_tab = ((vs->records_tab + dir) % UG_RECORDS_TAB_COUNT + UG_RECORDS_TAB_COUNT) %
                          UG_RECORDS_TAB_COUNT;
    } else {
        UgMode modes[UG_MODE_COUNT];
        int n = ug_view_menu_modes(modes), at = 0;
        while (at < n && modes[at] != vs->records_mode) at++;
        if (n > 0) vs->records_mode = modes[((at + dir) % n + n) % n];
        vs->records_pick = 0;
    }
    refresh_records(s);
}

static void menu_choose(UgScenes *s, const UgMenuItem *it) {
    UgViewState *vs = &s->vs;
    if (!it->enabled) return;
    switch (it->action) {
        case UG_MENU_CONTINUE:
        case UG_MENU_KEEP:
            ug_scenes_select_mode(s, it->action == UG_MENU_KEEP ? vs->menu_mode : (UgMode)it->arg);
            if (s->resume) ug_scenes_resume_game(s);
            break;
        case UG_MENU_NEW:
            ug_scenes_menu_page(s, UG_PAGE_MODES);
            break;
        case UG_MENU_OPTIONS:
            ug_scenes_menu_page(s, UG_PAGE_OPTIONS);
            break;
        case UG_MENU_KEYS:
            s->keys_screen.cursor = 1;
            s->keys_screen.waiting = false;
            s->keys_screen.taken_from = NULL;
            vs->overlay = UG_OVERLAY_KEYS;
            break;
        case UG_MENU_HELP:
            vs->overlay = UG_OVERLAY_HELP;
            break;
        case UG_MENU_ABOUT: /* a mode's About page (cursed's orbs), in the help box */
            vs->help_about = it->arg + 1;
            vs->help_scroll = 0;
            vs->overlay = UG_OVERLAY_HELP;
            break;
        case UG_MENU_QUIT:
            s->running = false;
            break;
        case UG_MENU_MODE:
            vs->menu_mode = (UgMode)it->arg;
            vs->mode = vs->menu_mode; /* its help and keys */
            vs->seed_text[0] = '\0';
            vs->seed_bad = false;
            ug_scenes_menu_page(s, UG_PAGE_SEED);
            break;
        case UG_MENU_SEED:
        case UG_MENU_START:
            start_from_menu(s, false);
            break;
        case UG_MENU_REPLACE:
            start_from_menu(s, true);
            break;
        case UG_MENU_OPTION:
            ug_scenes_change_option(s, it->arg, 1);
            break;
        case UG_MENU_RECORDS:
            vs->records_mode = s->mode;
            vs->records_pick = 0;
            refresh_records(s);
            ug_scenes_menu_page(s, UG_PAGE_RECORDS);
            break;
        case UG_MENU_RECORDS_MODE:
        case UG_MENU_RECORDS_TAB:
            records_change(s, it->action, 1);
            break;
        case UG_MENU_DAILY: /* today's seed, through the seed page's checks and questions */
            vs->menu_mode = vs->mode = vs->records_mode;
            snprintf(vs->seed_text, sizeof vs->seed_text, "%s", s->records_page.daily_seed);
            vs->seed_bad = false;
            start_from_menu(s, false);
            break;
        case UG_MENU_WATCH:
            watch_picked(s);
            break;
        case UG_MENU_BACK: {
            if (s->options_in_game && vs->menu_page == UG_PAGE_OPTIONS) {
                back_to_game(s);
                break;
            }
            UgMenuPage back = vs->menu_page == UG_PAGE_SEED      ? UG_PAGE_MODES
                              : vs->menu_page == UG_PAGE_REPLACE ? UG_PAGE_SEED
                                                                 : UG_PAGE_MAIN;
            ug_scenes_menu_page(s, back);
            break;
        }
        default:
            break;
    }
}

/* The menu row at output pixel (x, y), or -1: the rows as the frame was laid out (the ones
 * drawn; a frame not laid out for the layout yet is laid out aside first). */
int ug_scenes_menu_row_at(const UgScenes *s, int x, int y) {
    UgFrameLaid scratch;
    const UgFrameLaid *laid = ug_frame_laid(&s->frame, &s->layout, &scratch);
    int n = s->frame.menu_count < UG_FRAME_MENU_MAX ? s->frame.menu_count : UG_FRAME_MENU_MAX;
    for (int i = 0; i < n; i++)
        if (ug_rect_contains(laid->menu_rows[i], x, y)) return i;
    return -1;
}

static void seed_erase(char *text) {
    size_t n = strlen(text);
    while (n > 0 && ((unsigned char)text[n - 1] & 0xC0) == 0x80) n--; /* continuation bytes */
    if (n > 0) n--;
    text[n] = '\0';
}

/* An arrow on a menu page: up and down move the cursor, left and right change an option or the
 * records shown; on the seed page a letter is typed, never a move. */
static void menu_move(UgScenes *s, const UgCommand *c, const UgMenuItem *items, int cur) {
    UgViewState *vs = &s->vs;
    if (vs->menu_page == UG_PAGE_SEED && c->key[0] && !c->key[1] &&
        ((c->key[0] | 32) >= 'a' && (c->key[0] | 32) <= 'z'))
        return; /* a letter typed (whatever it is bound to) */
    if (c->dy != 0 && cur >= 0) {
        vs->menu_cursor = ug_view_menu_step(vs, cur + (c->dy > 0 ? 1 : -1), c->dy);
        if (vs->menu_cursor != cur) ug_scenes_ui_sound(s, UG_SOUND_MENU_MOVE);
    } else if (c->dx != 0 && cur >= 0 && items[cur].action == UG_MENU_OPTION) {
        ug_scenes_change_option(s, items[cur].arg, c->dx);
        ug_scenes_ui_sound(s, UG_SOUND_MENU_MOVE); /* heard at the volume just chosen */
    } else if (c->dx != 0 && cur >= 0 &&
               (items[cur].action == UG_MENU_RECORDS_MODE ||
                items[cur].action == UG_MENU_RECORDS_TAB || items[cur].action == UG_MENU_WATCH)) {
        records_change(s, items[cur].action, c->dx);
    }
}

/* A row with a value ("Volume: < 7 >"): steps it by dir and says true; any other row: false. */
static bool step_value(UgScenes *s, const UgMenuItem *it, int dir) {
    if (it->action == UG_MENU_OPTION) {
        ug_scenes_change_option(s, it->arg, dir);
        return true;
    }
    if (it->action == UG_MENU_RECORDS_MODE || it->action == UG_MENU_RECORDS_TAB) {
        records_change(s, it->action, dir);
        return true;
    }
    return false;
}

/* Which way a click on a value's row steps it: back when it lands left of the middle between
 * its "<" and ">" (the value's own middle), else forward. The row's text is drawn from three
 * columns in (render_sdl.c's draw_menu), a column char_w wide (a wide character two). */
static int click_dir(const UgScenes *s, int row, int x) {
    const char *text = s->frame.menu_items[row].text;
    const char *lt = strstr(text, "< "), *gt = strrchr(text, '>');
    if (!lt || !gt || gt < lt) return 1;
    char before[UG_FRAME_TEXT_MAX];
    int n = (int)(gt - text) < (int)sizeof before - 1 ? (int)(gt - text) : (int)sizeof before - 1;
    memcpy(before, text, (size_t)n);
    before[n] = '\0';
    int right = ug_utf8_columns(before);
    before[lt - text] = '\0';
    int left = ug_utf8_columns(before);
    UgFrameLaid scratch;
    const UgFrameLaid *laid = ug_frame_laid(&s->frame, &s->layout, &scratch);
    int cw = s->layout.char_w > 0 ? s->layout.char_w : 1;
    int middle = laid->menu_rows[row].x + (3 + left) * cw + (right - left + 1) * cw / 2;
    return x < middle ? -1 : 1;
}

void ug_scenes_menu_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    UgMenuItem items[UG_FRAME_MENU_MAX];
    int n = ug_view_menu_items(vs, items);
    if (vs->menu_cursor < 0 || vs->menu_cursor >= n || !items[vs->menu_cursor].enabled)
        vs->menu_cursor = ug_view_menu_step(vs, vs->menu_cursor < 0 ? 0 : vs->menu_cursor, 1);
    int cur = vs->menu_cursor;
    if (vs->menu_page == UG_PAGE_RECORDS && ug_scenes_records_scroll(vs, &s->layout, &s->frame, &c))
        return; /* the wheel, Page Up/Down, a pad's shoulders: the list scrolls */
    /* On the seed page letters are typed: only keys that are no letter choose and move. */
    bool typing = vs->menu_page == UG_PAGE_SEED && cur >= 0 && items[cur].action == UG_MENU_SEED;
    if (c.answer && vs->menu_page == UG_PAGE_REPLACE && !c.repeat) { /* y / n, by character */
        menu_choose(s, &items[c.answer == 'y' ? 0 : 1]);
        return;
    }
    switch (c.kind) {
        case UG_CMD_TEXT:
            if (vs->menu_page != UG_PAGE_SEED) return;
            if (strlen(vs->seed_text) + strlen(c.text) <= UG_SEED_MAX_LEN)
                strcat(vs->seed_text, c.text);
            vs->seed_bad = false;
            vs->menu_cursor = 0;
            return;
        case UG_CMD_ERASE:
            if (vs->menu_page == UG_PAGE_SEED) seed_erase(vs->seed_text);
            vs->seed_bad = false;
            return;
        case UG_CMD_MOVE:
            menu_move(s, &c, items, cur);
            return;
        case UG_CMD_CONFIRM:
            if (cur >= 0 && !c.repeat) ug_scenes_ui_sound(s, UG_SOUND_MENU_CONFIRM);
            if (cur >= 0 && !c.repeat) menu_choose(s, &items[cur]);
            return;
        case UG_CMD_CHOOSE:
        case UG_CMD_WAIT:
            if (cur >= 0 && !c.repeat && !typing) ug_scenes_ui_sound(s, UG_SOUND_MENU_CONFIRM);
            if (cur >= 0 && !c.repeat && !typing) menu_choose(s, &items[cur]);
            return;
        case UG_CMD_CLICK: {
            int row = ug_scenes_menu_row_at(s, c.x, c.y);
            if (row >= 0 && items[row].enabled) {
                ug_scenes_ui_sound(s, UG_SOUND_MENU_CONFIRM);
                vs->menu_cursor = row;
                if (!step_value(s, &items[row], click_dir(s, row, c.x)))
                    menu_choose(s, &items[row]);
            }
            return;
        }
        case UG_CMD_SCROLL: /* the wheel on a value steps it: up is the next (Right) */
            if (cur >= 0 && c.dy && step_value(s, &items[cur], c.dy < 0 ? 1 : -1))
                ug_scenes_ui_sound(s, UG_SOUND_MENU_MOVE);
            return;
        case UG_CMD_YES:
        case UG_CMD_NO:
            if (vs->menu_page == UG_PAGE_REPLACE && !c.repeat)
                menu_choose(s, &items[c.kind == UG_CMD_YES ? 0 : 1]);
            return;
        case UG_CMD_HELP:
            if (typing) return;
            /* the help of the mode under the cursor where a row names one (a mode of the New
             * game page, a Continue), else of the mode chosen last (issue 26) */
            if (cur >= 0 &&
                (items[cur].action == UG_MENU_MODE || items[cur].action == UG_MENU_CONTINUE) &&
                ug_mode_info((UgMode)items[cur].arg))
                vs->menu_mode = (UgMode)items[cur].arg;
            vs->overlay = UG_OVERLAY_HELP;
            return;
        case UG_CMD_ESCAPE:
            if (vs->menu_page == UG_PAGE_MAIN) {
                vs->overlay = UG_OVERLAY_QUIT;
            } else {
                UgMenuItem back = {UG_MENU_BACK, 0, true};
                menu_choose(s, &back);
            }
            return;
        default:
            return;
    }
}

UgSeedKind ug_scenes_seed_kind(UgMode mode) {
    const UgGameInfo *info = ug_mode_info(mode);
    return info ? info->seed_kind : UG_SEED_NUMBER;
}

/* The seed page's on-screen keyboard (scenes_osk.h): true when it took the command. */
bool ug_scenes_seed_osk_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    if (vs->menu_page != UG_PAGE_SEED) return false;
    UgMenuItem items[UG_FRAME_MENU_MAX];
    int n = ug_view_menu_items(vs, items);
    int row = c.kind == UG_CMD_CLICK ? ug_scenes_menu_row_at(s, c.x, c.y) : vs->menu_cursor;
    bool on_field = row >= 0 && row < n && items[row].action == UG_MENU_SEED;
    UgOskCommand r = ug_scenes_osk_command(&s->osk, vs, &s->frame, &s->layout,
                                           ug_scenes_seed_kind(vs->menu_mode), &c, on_field);
    if (r == UG_OSK_CMD_START) {
        ug_scenes_ui_sound(s, UG_SOUND_MENU_CONFIRM);
        start_from_menu(s, false);
    }
    return r != UG_OSK_CMD_UNUSED;
}

/* A recording watched takes every command (scenes_watch.h). */
bool ug_scenes_watch_responder(UgScenes *s, UgCommand *c) {
    if (!s->watch.active) return false;
    ug_scenes_watch_command(s, *c);
    return true;
}

/* The title and its pages: the seed page's on-screen keyboard first. */
bool ug_scenes_menu_responder(UgScenes *s, UgCommand *c) {
    UgViewState *vs = &s->vs;
    if (vs->scene != UG_SCENE_TITLE) return false;
    UgMenuPage before = vs->menu_page;
    if (!ug_scenes_seed_osk_command(s, *c)) ug_scenes_menu_command(s, *c);
    if (vs->scene == UG_SCENE_TITLE)
        ug_scenes_osk_page(&s->osk, vs, before, ug_scenes_seed_kind(vs->menu_mode), c);
    return true;
}
