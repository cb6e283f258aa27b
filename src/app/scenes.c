/* The window's scenes and their loop, on any platform. See scenes.h. Init / Update / Draw:
 *   ug_scenes_new    the saved run looked for, the title waiting
 *   ug_scenes_event  one platform event: the controller's held keys, redraws, commands queued
 *   scenes_command   one command down the responder chain (responders[] below); the game is
 *                    played only by its links
 *   ug_scenes_draw   Game -> Frame (view) -> present_frame, only when something changed
 * The rest of the scenes: scenes_saves.c (slots, locks, saving and loading a run),
 * scenes_menu.c (the title and its pages), scenes_play.c (one action played, the end screens,
 * the shared keys), scenes_overlay.c (the boxes), controllers/ (each mode's keys), sharing
 * scenes_private.h. No SDL here: the platform's table (platform.h) is all the machine the scenes
 * see.
 */
#include "scenes_private.h"

uint64_t ug_scenes_now_ms(const UgScenes *s) {
    return s->platform->now_ms ? s->platform->now_ms(s->platform->self) : 0;
}

/* One sentence for the person running the game (the platform's say, if it has one). */
void ug_scenes_say(UgScenes *s, const char *fmt, ...) {
    if (!s->platform->say) return;
    char sentence[2 * PATH_MAX_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(sentence, sizeof sentence, fmt, ap);
    va_end(ap);
    s->platform->say(s->platform->self, sentence);
}

/* --- Sound --------------------------------------------------------------------------------- */

/* Sound (src/audio): hands a turn's or a menu step's sounds to the platform, unless the options
 * silence them (effects off, M, no volume). */
void ug_scenes_sounds(UgScenes *s, const UgSoundId *ids, int n) {
    const UgOptions *o = &s->vs.options;
    if (n <= 0 || !s->platform->play_sounds || o->sound_off || o->muted ||
        o->quiet >= UG_VOLUME_MAX)
        return;
    int list[UG_CUES_MAX];
    if (n > UG_CUES_MAX) n = UG_CUES_MAX;
    for (int i = 0; i < n; i++) list[i] = ids[i];
    s->platform->play_sounds(s->platform->self, list, n);
}

void ug_scenes_ui_sound(UgScenes *s, UgSoundId id) {
    ug_scenes_sounds(s, &id, 1);
}

static bool end_scene(const UgViewState *vs) {
    return vs->scene == UG_SCENE_DEATH || vs->scene == UG_SCENE_VICTORY;
}

uint32_t ug_scenes_next_random(UgScenes *s) {
    /* xorshift64*: only for picking new seeds, never inside the game */
    s->random ^= s->random >> 12;
    s->random ^= s->random << 25;
    s->random ^= s->random >> 27;
    return (uint32_t)((s->random * 2685821657736338717ULL) >> 32);
}

const UgController *ug_scenes_controller(const UgScenes *s) {
    return s->controller && s->controller_mode == s->mode ? s->controller
                                                          : ug_controller_of(s->mode);
}

/* Looks the mode's controller up when the mode changed (before an event or a command): a
 * profile names one controller for good, so a key press need not ask the view again. */
static void find_controller(UgScenes *s) {
    if (s->controller && s->controller_mode == s->mode) return;
    s->controller = ug_controller_of(s->mode);
    s->controller_mode = s->mode;
}

/* The bindings in use: the platform's, else the defaults. */
UgBindings *ug_scenes_bindings(UgScenes *s) {
    UgBindings *b = s->platform->bindings ? s->platform->bindings(s->platform->self) : NULL;
    return b ? b : &s->default_bindings; /* set once in ug_scenes_new */
}

/* A tap on an on-screen button is that button's key (wait, pick up, items, menu). */
static void touch_button(UgScenes *s, UgCommand *c) {
    UgViewState *vs = &s->vs;
    bool shown = vs->touch_ui && vs->scene == UG_SCENE_GAME && s->game &&
                 vs->overlay == UG_OVERLAY_NONE && c->kind == UG_CMD_CLICK;
    vs->touch_ui = true;
    if (!shown) return;
    /* the buttons as the frame was laid out (a frame not laid out for the layout yet: aside) */
    UgFrameLaid scratch;
    const UgFrameLaid *laid = ug_frame_laid(&s->frame, &s->layout, &scratch);
    int n = s->frame.touch_count < UG_TOUCH_BUTTONS ? s->frame.touch_count : UG_TOUCH_BUTTONS;
    for (int i = 0; i < n; i++) {
        if (!ug_rect_contains(laid->touch[i], c->x, c->y)) continue;
        /* Wait is '.', which waits in every mode (Space is cursed's and adventure's pick-up and
         * more); Pick up is Space: the contextual key of cursed, adventure and simple. */
        static const UgCommand buttons[UG_TOUCH_BUTTONS] = {
            {.kind = UG_CMD_WAIT, .key = "."},
            {.kind = UG_CMD_WAIT, .key = " "},
            {.kind = UG_CMD_INVENTORY, .letter = 'i'},
            {.kind = UG_CMD_ESCAPE, .key = "Escape"},
        };
        *c = buttons[i];
        c->touch = true;
        break;
    }
}

/* What every input does first: the hints follow it, and a pad button or an on-screen button
 * becomes the command bound to it. False: the command gives nothing here. */
static bool prepare(UgScenes *s, UgCommand *c) {
    UgViewState *vs = &s->vs;
    if (c->kind != UG_CMD_POINT) { /* hints follow the last input */
        vs->pad_hints = c->pad;
        if (!c->touch && c->kind != UG_CMD_CLICK) vs->touch_ui = false;
    }
    /* A bound pad button on the game screen gives the command bound to it in this mode; in a
     * box over it (the quit box, the help) the buttons keep their own meaning. */
    if (c->button && vs->scene == UG_SCENE_GAME && s->game && vs->overlay == UG_OVERLAY_NONE &&
        !ug_bindings_pad(ug_scenes_bindings(s), (UgPadButton)(c->button - 1),
                         ug_scenes_controller(s)->bindings, c))
        return false; /* the button gives nothing in this mode */
    if (c->touch) touch_button(s, c);
    if (c->touch) s->hover_by_pointer = false; /* a finger lifted: what it showed stays */
    return true;
}

/* The window's own keys, in every scene: full screen, a screenshot, F2's next board look. */
static bool window_responder(UgScenes *s, UgCommand *c) {
    if (c->kind == UG_CMD_FULLSCREEN) {
        if (s->platform->toggle_fullscreen) s->platform->toggle_fullscreen(s->platform->self);
        return true;
    }
    if (c->kind == UG_CMD_SCREENSHOT) {
        s->screenshot_pending = true;
        return true;
    }
    if (c->kind == UG_CMD_TILES) { /* remembered */
        ug_scenes_change_option(s, UG_OPT_TILES, 1);
        return true;
    }
    return false;
}

/* One command, down the responder chain (as DOOM's M_Responder -> G_Responder): each link
 * returns whether it ate the command, and the first that does ends it. */
static bool (*const responders[])(UgScenes *s, UgCommand *c) = {
    window_responder,            /* scenes.c */
    ug_scenes_overlay_responder, /* scenes_overlay.c: the help, quit, keys, notices, log boxes */
    ug_scenes_watch_responder,   /* scenes_menu.c: a recording watched */
    ug_scenes_menu_responder,    /* scenes_menu.c: the title and its pages */
    ug_scenes_play_responder,    /* scenes_play.c: mute; a pad in an inventory */
    ug_scenes_travel_responder,  /* scenes_play.c: travel, explore, rest, run, look */
    ug_controller_responder,     /* controllers/: the mode's own keys */
    ug_scenes_common_responder,  /* scenes_play.c: help, quit, the log, the end screens */
};

static void scenes_command(UgScenes *s, UgCommand c) {
    if (c.kind == UG_CMD_NONE) return;
    s->dirty = true;
    find_controller(s);
    if (!prepare(s, &c)) return;
    for (size_t i = 0; i < sizeof responders / sizeof responders[0]; i++)
        if (responders[i](s, &c)) return;
}

/* The pointer moved: on the menu the row under it is chosen, on the board the tile under it
 * is described. Redraws only when that changes. */
static void point_at(UgScenes *s, int x, int y) {
    UgViewState *vs = &s->vs;
    bool first = !s->pointer_known; /* where the pointer rests at start chooses nothing */
    s->pointer_known = true;
    if (first || vs->overlay != UG_OVERLAY_NONE) return;
    if (vs->scene == UG_SCENE_TITLE) {
        int row = ug_scenes_menu_row_at(s, x, y);
        if (row >= 0 && row < s->frame.menu_count && s->frame.menu_enabled[row] &&
            row != vs->menu_cursor) {
            vs->menu_cursor = row;
            s->dirty = true;
        }
        return;
    }
    s->pointer_x = x;
    s->pointer_y = y;
    s->hover_by_pointer = true;
    ug_scenes_hover_tile(s, x, y);
}

/* The board scrolled under a resting mouse pointer: the tile described becomes the one now under
 * it (else the look line kept naming a tile the pointer had left, "Stairs down" on a wall).
 * True when that changed what the frame says. */
static bool hover_follows_camera(UgScenes *s) {
    UgViewState *vs = &s->vs;
    if (!s->hover_by_pointer || !vs->hover || s->watch.active || vs->scene != UG_SCENE_GAME ||
        s->autoplay.looking || vs->aim)
        return false;
    int x = vs->hover_x, y = vs->hover_y;
    ug_scenes_hover_tile(s, s->pointer_x, s->pointer_y);
    return !vs->hover || x != vs->hover_x || y != vs->hover_y;
}

/* Takes one event. Commands wait in a short queue and are played one per frame; a held key's
 * repeats are dropped whenever anything is still waiting, so input never piles up behind a slow
 * turn. */
void ug_scenes_event(UgScenes *s, const UgPlatformEvent *e) {
    if (e->kind == UG_EVENT_QUIT) {
        if (ug_scenes_may_quit(s)) s->running = false; /* files: else the quit box asks first */
        return;
    }
    UgCommand c = e->command;
    find_controller(s);
    const UgController *ctl = s->controller;
    if (!s->watch.active && ctl->held && !ctl->held(s, e, &c)) return; /* simple's Shift */
    if (e->kind == UG_EVENT_REDRAW || e->kind == UG_EVENT_FOCUS_LOST) {
        s->dirty = true; /* exposed, resized, moved to another display: draw again */
        return;
    }
    if (e->kind != UG_EVENT_COMMAND) return; /* a key let go */
    if (c.kind == UG_CMD_POINT) { /* never queued: the pointer only changes what is shown */
        if (s->vs.scene == UG_SCENE_GAME && s->game && ctl->pointer && ctl->pointer(s, c.x, c.y))
            return; /* cursed's cursor, adventure's aim */
        point_at(s, c.x, c.y);
        return;
    }
    /* Typed characters come with every key press: only the seed field reads them. Backspace is
     * the seed field's too, and the Keys screen's "restore defaults". */
    bool field = s->vs.scene == UG_SCENE_TITLE && s->vs.menu_page == UG_PAGE_SEED &&
                 s->vs.overlay == UG_OVERLAY_NONE;
    bool keys = s->vs.overlay == UG_OVERLAY_KEYS;
    if ((c.kind == UG_CMD_TEXT && !field) || (c.kind == UG_CMD_ERASE && !field && !keys)) return;
    if (c.kind == UG_CMD_NONE) return;
    /* Any key ends a turn's effects at once (anim.h), and is still played; a screenshot takes
     * them as they are. */
    if (c.kind != UG_CMD_SCREENSHOT) ug_scenes_anim_stop(s);
    bool drop = false; /* any key or click stops travel, explore, rest or run */
    if (ug_scenes_auto_interrupt(&s->autoplay, s->game, &c, &s->log, &drop)) {
        s->dirty = true;
        return;
    }
    if (drop) return;
    if (c.repeat && s->queued > 0) return;
    if (s->queued >= QUEUE_MAX) return;
    s->queue[s->queued++] = c;
}

/* --- Drawing ------------------------------------------------------------------------------- */

static void present(UgScenes *s);

/* The frame of the game drawn (`game`), or of the recording watched (`g`). */
static void build_frame(UgScenes *s, const UgGame *g, const UgGame *game) {
    if (s->watch.active) {
        ug_view_build(&s->frame, g, &s->watch.log, s->catalog, &s->vs);
        int cw = s->layout.char_w > 0 ? s->layout.char_w : 1;
        ug_watch_status(&s->watch, s->catalog, s->layout.look.w / cw, s->frame.look.text,
                        sizeof s->frame.look.text);
        s->frame.look.color = ug_color_key_hint;
    } else {
        ug_view_build(&s->frame, game, &s->log, s->catalog, &s->vs);
        if (hover_follows_camera(s)) /* the camera the build chose, the tile under the pointer */
            ug_view_build(&s->frame, game, &s->log, s->catalog, &s->vs);
        ug_scenes_auto_mark(&s->autoplay, s->game, &s->vs, &s->frame); /* travel's path */
    }
}

/* The layout for this output at text scale `scale` (an option value), and what the view state
 * takes from it. */
static void lay_out(UgScenes *s, const UgGame *g, int w, int h, int scale) {
    UgLayoutParams lp = {0};
    if (g) {
        lp.map_w = ug_game_width(g);
        lp.map_h = ug_game_height(g);
        lp.hud_lines = ug_view_hud_lines(g, s->catalog) +
                       (s->vs.options.muted ? 1 : 0)                 /* the mute's mark */
                       + (s->read_only && !s->watch.active ? 1 : 0); /* and the read-only run's */
        lp.inventory = (ug_game_info(g)->systems & UG_SYS_INVENTORY) != 0;
        lp.zoom = s->vs.options.zoom;
        if (s->vs.options.tiles != UG_TILES_GLYPHS) lp.tile_step = UG_SPRITE_PX; /* crisp */
    }
    lp.text_scale = scale;
    const UgController *drawn = g ? ug_controller_of(ug_game_mode(g)) : NULL;
    if (drawn && drawn->lay_out)
        drawn->lay_out(&s->layout, w, h, &lp, s->watch.active);
    else
        ug_layout_compute(&s->layout, w, h, &lp);
    s->vs.view_cols = s->layout.cols;
    s->vs.view_rows = s->layout.rows;
    if (g) ug_view_follow(&s->vs, g);
    if (s->say_layout && g) {
        char line[sizeof s->said_layout];
        const UgRect *b = &s->layout.board;
        snprintf(line, sizeof line, "board %d %d %d %d tile %d camera %d %d", b->x, b->y, b->w,
                 b->h, s->layout.tile, s->vs.cam_x, s->vs.cam_y);
        if (strcmp(line, s->said_layout) != 0) {
            memcpy(s->said_layout, line, sizeof line);
            ug_scenes_say(s, "%s", line);
        }
    }
    s->vs.log_lines = s->layout.log_lines;
    s->vs.inv_rows = s->layout.inventory_rows; /* the cursor stays among the rows drawn */
    s->vs.sight_hidden = s->layout.side.w > 0 && s->layout.sight_lines <= 0;
    s->vs.history_rows = (s->layout.overlay.h - 4 * s->layout.line_h) / s->layout.line_h;
    if (s->vs.history_rows < 1) s->vs.history_rows = 1;
}

/* The frame of the state on that layout: built, then its lines fitted to their panels. */
static void compose(UgScenes *s, const UgGame *g, const UgGame *game) {
    s->vs.cursed = &s->cursed;
    ug_keys_screen_update(&s->keys_screen, ug_scenes_bindings(s),
                          ug_controller_of(s->vs.mode)->bindings);
    s->vs.keys = &s->keys_screen;
    s->vs.osk = &s->osk;
    s->vs.not_saved = s->read_only && !s->watch.active;
    /* Shift's arrows around the player are drawn only under a controller that reads held keys
     * (simple's diagonals): the view draws what the state says. */
    const UgGame *built = s->watch.active ? g : game;
    bool hint = s->vs.diagonal_hint;
    if (built && !ug_controller_of(ug_game_mode(built))->held) s->vs.diagonal_hint = false;
    for (int pass = 0; pass < 2; pass++) {
        build_frame(s, g, game);
        /* The message history and the Keys screen show as many rows as their box holds under
         * its footer, which may wrap (large text): known once the frame is built, so a box
         * with fewer rows than guessed is built once more with that many. */
        if (s->frame.overlay != UG_OVERLAY_HISTORY && s->frame.overlay != UG_OVERLAY_KEYS) break;
        UgBoxLayout box;
        ug_layout_box(&s->layout, &s->frame, &box);
        int room = box.row_h > 0 ? (box.bottom - box.first_y) / box.row_h : 1;
        if (room < 1 || room >= s->vs.history_rows) break;
        s->vs.history_rows = room;
    }
    s->vs.diagonal_hint = hint;
    /* A help longer than its box (large text, a small window) says how to scroll it; only the
     * layout knows, so its footer is chosen here. */
    bool own_box = s->vs.overlay != UG_OVERLAY_HELP; /* a mode's own help screen (cursed's) */
    if (s->frame.overlay == UG_OVERLAY_HELP && own_box && !s->vs.pad_hints &&
        ug_layout_box_max_scroll(&s->layout, &s->frame) > 0) { /* its keys close it, not any */
        char keys[sizeof s->frame.overlay_footer.text];
        snprintf(keys, sizeof keys, "%s", s->frame.overlay_footer.text);
        UgArg a = ug_arg_str(keys);
        ug_i18n_format(
            s->frame.overlay_footer.text, sizeof s->frame.overlay_footer.text,
            ug_catalog_get(s->catalog, "Up/Down, Page Up/Down or the wheel: scroll   %s"), &a, 1);
    } else if (s->frame.overlay == UG_OVERLAY_HELP &&
               ug_layout_box_max_scroll(&s->layout, &s->frame) > 0)
        snprintf(s->frame.overlay_footer.text, sizeof s->frame.overlay_footer.text, "%s",
                 ug_catalog_get(s->catalog,
                                s->vs.pad_hints
                                    ? "D-pad: scroll   A or B: close"
                                    : "Up/Down, Page Up/Down or the wheel: scroll   other keys: "
                                      "close"));
    /* Lines too long for their panel are shortened by the written rule (legibility.h). */
    ug_legibility_fit(&s->frame, &s->layout);
}

void ug_scenes_draw(UgScenes *s) {
    int w = 0, h = 0;
    s->platform->output_size(s->platform->self, &w, &h);
    const UgGame *game = s->drawing ? s->drawing : s->game;
    const UgGame *g = s->vs.scene == UG_SCENE_TITLE ? NULL : game;
    if (s->watch.active) g = s->watch.game;
    /* A text larger than what this screen says has room for (a long page in Japanese at 200 %)
     * is made smaller, a step at a time, down to 100 %: the layout's own rule for its panels,
     * applied to the words once they are known. */
    int scale = s->vs.options.text_scale;
    for (int step = 0; step < 8; step++) {
        lay_out(s, g, w, h, scale);
        compose(s, g, game);
        if (ug_text_scale_percent(scale) <= 100 ||
            ug_legibility_check(&s->frame, &s->layout, NULL, 0))
            break;
        scale = ug_text_scale_step(scale, -1);
    }
    present(s);
}

/* Hands the frame to the platform, with the screenshot asked for (F12), and says how it went. */
static void present(UgScenes *s) {
    bool shot = s->screenshot_pending;
    s->screenshot_pending = false;
    memset(&s->shot, 0, sizeof s->shot);
    ug_frame_lay_out(&s->frame, &s->layout); /* what the platform paints and the clicks hit */
    s->platform->present_frame(s->platform->self, &s->frame, &s->layout, shot ? &s->shot : NULL);
    if (!shot) return;
    if (s->shot.ok) {
        ug_log_push(&s->log, UG_UIMSG_SCREENSHOT, 0, 0, s->shot.text);
        ug_scenes_say(s, "screenshot %s", s->shot.text);
    } else {
        ug_log_push(&s->log, UG_UIMSG_SCREENSHOT_FAILED, 0, 0, s->shot.text);
        ug_scenes_say(s, "the screenshot failed: %s", s->shot.text);
    }
    s->dirty = true; /* show the message */
}

/* --- Init / Run / De-Init ------------------------------------------------------------------- */

/* The command line named a game (--mode, --seed): it starts at once. Its mode's saved run is
 * continued, unless a --seed asks for another game: then the menu asks before replacing it. */
static void start_direct(UgScenes *s) {
    UgViewState *vs = &s->vs;
    UgMode mode = s->mode;
    vs->menu_mode = mode;
    snprintf(vs->seed_text, sizeof vs->seed_text, "%s", s->seed ? s->seed : "");
    if (vs->saves[mode].saved && s->seed) {
        vs->mode = mode;
        ug_scenes_menu_page(s, UG_PAGE_REPLACE);
        return;
    }
    ug_scenes_select_mode(s, mode);
    if (s->resume) {
        ug_scenes_resume_game(s);
        return;
    }
    snprintf(s->seed_buf, sizeof s->seed_buf, "%s", s->seed ? s->seed : "");
    ug_scenes_new_game(s, s->seed ? s->seed_buf : NULL);
}

UgScenes *ug_scenes_new(const UgScenesParams *params, const UgPlatform *platform) {
    UgScenes *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->platform = platform;
    ug_bindings_default(&s->default_bindings); /* a command may lose every key later */
    s->mode = params->mode;
    s->seed = params->seed;
    s->catalog = params->catalog;
    s->quit_after_first_frame = params->quit_after_first_frame;
    if (params->notices) s->log = *params->notices;
    if (!platform->user_dir || !platform->user_dir(platform->self, s->dir, sizeof s->dir))
        s->dir[0] = '\0';
    s->vs.mode = s->mode;
    s->random = (platform->entropy ? platform->entropy(platform->self) : 0) ^ 0x9E3779B97F4A7C15u;
    if (!s->random) s->random = 1;
    s->first_game = true;
    s->direct = params->direct;
    s->say_layout = params->say_layout;
    s->vs.death_killer = -1;
    s->saved_count = -1;
    snprintf(s->vs.options.lang, sizeof s->vs.options.lang, "en");
    if (platform->get_options) platform->get_options(platform->self, &s->vs.options);
    ug_scenes_load_achievements(s);
    ug_scenes_load_hints(s);
    ug_scenes_records_load(&s->records, platform, s->dir, &s->log);
    if (s->dir[0]) s->vs.records = &s->records_page;
    ug_scenes_find_saves(s); /* every mode's saved run, then this mode's waiting in s->resume */
    /* The start-up notices (settings, catalog, saves): in the notice box until a key closes
     * them, and in the first game's log. */
    s->notices = s->log;
    ug_scenes_to_title(s);
    ug_scenes_show_notices(s);
    if (s->direct) start_direct(s);
    ug_scenes_show_notices(s); /* a run continued directly: its start-up notices still shown */
    if (params->watch_text)
        ug_scenes_start_watch(s, params->watch_text, params->watch_len, "given");
    return s;
}

void ug_scenes_free(UgScenes *s) {
    if (!s) return;
    ug_record_free(&s->record);
    ug_game_free(s->resume);
    ug_record_free(&s->resume_record);
    ug_game_free(s->game);
    ug_scenes_records_free(&s->records);
    ug_watch_close(&s->watch);
    free(s);
}

/* One pass of the loop: a frame drawn if one is due, the events of up to the idle wait, one
 * command or travel step. False once the loop is over (the player quit; the first frame of a
 * benchmark). */
bool ug_scenes_step(UgScenes *s) {
    const UgPlatform *pf = s->platform;
    if (!s->running) return false;
    int anim_ms = ug_scenes_anim_tick(s); /* a turn's effects: their next frame due (anim.h) */
    if (s->dirty) {
        s->dirty = false; /* before drawing: a screenshot's message asks for one more */
        ug_scenes_draw(s);
        if (!s->shown) { /* the platform shows the window with this first frame */
            s->shown = true;
            return !s->quit_after_first_frame;
        }
    }
    UgPlatformEvent e;
    /* Nothing to wait for while commands wait or a frame is due (a screenshot's message). */
    int wait_ms = s->queued > 0 || s->dirty ? 0 : IDLE_WAIT_MS;
    int watch_wait = ug_watch_wait_ms(&s->watch, ug_scenes_now_ms(s));
    if (watch_wait >= 0 && watch_wait < wait_ms) wait_ms = watch_wait;
    int auto_ms = ug_scenes_auto_wait(&s->autoplay, ug_scenes_now_ms(s)); /* the next step's time */
    if (auto_ms >= 0 && auto_ms < wait_ms) wait_ms = auto_ms;
    if (anim_ms >= 0 && anim_ms < wait_ms) wait_ms = anim_ms;
    if (wait_ms > 0 && end_scene(&s->vs) && !s->vs.death_ready) {
        uint64_t since = ug_scenes_now_ms(s) - s->death_at;
        wait_ms = since >= DEATH_PAUSE_MS ? 0 : (int)(DEATH_PAUSE_MS - since);
    }
    if (pf->next_event(pf->self, wait_ms, &e)) {
        ug_scenes_event(s, &e);
        while (pf->next_event(pf->self, 0, &e)) ug_scenes_event(s, &e);
    }
    if (end_scene(&s->vs) && !s->vs.death_ready &&
        (!pf->now_ms || ug_scenes_now_ms(s) - s->death_at >= DEATH_PAUSE_MS)) {
        s->vs.death_ready = true; /* the key hint appears */
        s->dirty = true;
    }
    if (ug_watch_tick(&s->watch, ug_scenes_now_ms(s))) s->dirty = true;
    if (s->queued > 0) {
        UgCommand c = s->queue[0];
        memmove(s->queue, s->queue + 1, (size_t)(--s->queued) * sizeof s->queue[0]);
        scenes_command(s, c);
    } else if (ug_scenes_auto_wait(&s->autoplay, ug_scenes_now_ms(s)) == 0) {
        ug_scenes_travel_step(s);
    }
    return s->running;
}

void ug_scenes_start(UgScenes *s) {
    s->running = true;
    s->dirty = true;
    s->shown = false;
}

void ug_scenes_finish(UgScenes *s) {
    s->running = false;
    if ((s->vs.scene == UG_SCENE_GAME || s->options_in_game) && !s->watch.active)
        ug_scenes_save_run(s); /* (the Options page over a game: that game) */
    if (!s->lost) s->lost = ug_scenes_unsaved_moves(s) > 0;
}

void ug_scenes_run(UgScenes *s) {
    ug_scenes_start(s);
    while (ug_scenes_step(s)) {}
    ug_scenes_finish(s);
}

void ug_scenes_save_now(UgScenes *s) {
    if (s->running && s->vs.scene == UG_SCENE_GAME && !s->watch.active) ug_scenes_save_run(s);
}

const UgGame *ug_scenes_game(const UgScenes *s) {
    return s->game;
}

bool ug_scenes_lost_moves(const UgScenes *s) {
    return s->lost;
}
