/* The scenes' play loop: new games and their log, one action played (and its steps drawn),
 * travel, the death and victory screens, and the keys every game screen shares. See
 * scenes_private.h. */
#include "scenes_private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Starts recording a game just created. */
static void record_game(UgScenes *s) {
    ug_record_free(&s->record);
    ug_record_init(&s->record, ug_game_mode(s->game), ug_game_seed(s->game));
    ug_record_checkpoint(&s->record, s->game); /* the first floor's; none if out of memory */
    s->recording = true;
    s->read_only = false;
    s->saved_count = -1;
    s->unrecorded = 0;
}

/* A fresh seed of the mode's kind: the front end may be random, the core may not. */
static void random_seed(UgScenes *s, char *out, size_t size) {
    const UgGameInfo *info = ug_mode_info(s->mode);
    UgSeedKind kind = info ? info->seed_kind : UG_SEED_NUMBER;
    if (kind == UG_SEED_TEN_DIGITS) {
        uint64_t r =
            ((uint64_t)ug_scenes_next_random(s) << 32 | ug_scenes_next_random(s)) % 9000000000ULL;
        snprintf(out, size, "%llu", (unsigned long long)(1000000000ULL + r));
    } else {
        snprintf(out, size, "%u", 1 + ug_scenes_next_random(s) % 100000); /* as the original */
    }
}

/* Opens a run's log: the start-up notices (the first game only), then the profile's opening
 * line (the floor's message, or simple's "You wake up."). */
static void open_log(UgScenes *s, const UgGame *game) {
    /* Notices already seen in the notice box stay seen in the new log (its serials restart). */
    bool seen = !ug_view_unseen_notice(&s->log, s->vs.notices_seen);
    ug_log_clear(&s->log);
    s->vs.notices_seen = 0;
    if (!s->notices_shown) {
        for (int i = 0; i < ug_log_count(&s->notices); i++) {
            const UgLogEntry *e = ug_log_get(&s->notices, i);
            ug_log_push(&s->log, e->msg, e->a, e->b, e->text);
        }
        s->notices_shown = true;
    }
    if (seen) s->vs.notices_seen = s->log.serial;
    ug_log_push(&s->log, ug_view_profile(ug_game_mode(game))->first_message, ug_game_floor(game), 0,
                NULL);
}

/* The log belongs to the run: a resumed run gets its log back by replaying its record with
 * events (deterministic, so it is the log the player saw), then the welcome-back line. */
void ug_scenes_rebuild_log(UgScenes *s) {
    UgGameParams params = {s->record.mode, s->record.seed};
    UgGame *g = NULL;
    UgError err = s->record.has_floor ? ug_game_new_on_floor(&params, s->record.floor, 0, 0, &g)
                                      : ug_game_new(&params, &g);
    if (err != UG_OK) return;
    open_log(s, g);
    for (int i = 0; i < s->record.count; i++) {
        UgEvents events = {0};
        ug_game_act(g, s->record.actions[i], &events);
        ug_log_add_events(&s->log, &events);
    }
    ug_game_free(g);
    ug_log_push(&s->log, UG_UIMSG_RESUMED, ug_game_floor(s->game), 0, NULL);
}

/* A new game of s->mode; `seed` NULL draws a new one. */
void ug_scenes_new_game(UgScenes *s, const char *seed) {
    ug_scenes_auto_reset(&s->autoplay);
    char fresh[32];
    if (!seed) {
        random_seed(s, fresh, sizeof fresh);
        seed = fresh;
    }
    UgGameParams params = {s->mode, seed};
    UgGame *game = NULL;
    if (ug_game_new(&params, &game) != UG_OK) return; /* the seed was checked already */
    ug_game_free(s->game);
    s->game = game;
    ug_game_set_achievements(
        game, s->achievements); /* cursed's change ug_scenes_play (CURSED.md §10.12) */
    record_game(s);
    s->record.achievements = s->achievements;
    ug_cursed_scene_start(&s->cursed, s->cursed.ui.wizard, true);
    open_log(s, game); /* each game starts a fresh log: nothing of the last run stays */
    s->vs.cam_valid = false;
    s->vs.hover = false;
    s->vs.mode = s->mode;
    s->vs.inv_open = s->vs.inv_menu = s->vs.aim = false;
    s->vs.inv_index = s->vs.inv_offset = s->vs.inv_menu_index = 0;
    s->vs.scene = UG_SCENE_GAME;
    s->vs.overlay = UG_OVERLAY_NONE;
}

/* The kind of creature that killed the player this turn, from the events (-1: none, such as
 * hunger). */
static int killer(const UgGame *g, const UgEvents *events) {
    for (int i = events->count - 1; i >= 0; i--) {
        const UgEvent *e = &events->items[i];
        if (e->kind == UG_EV_DEATH && e->object == UG_ID_PLAYER && e->subject != UG_ID_NONE) {
            const UgMonster *m = ug_game_monster_by_id(g, e->subject);
            if (m) return m->kind;
        }
        if (e->kind == UG_EV_MESSAGE && e->msg == UG_MSG_MONSTER_HITS) return e->a;
    }
    return -1;
}
/* ug_game_watch_steps' watcher: keeps a copy of each step to draw after the action. */
static void keep_step(void *ctx, const UgGame *step) {
    UgScenes *s = ctx;
    if (s->step_count < STEPS_MAX) {
        UgGame *copy = ug_game_clone(step);
        if (copy) s->steps[s->step_count++] = copy;
    }
}

/* Draws the steps kept, each for a moment (the Options' travel pace; none when instant),
 * over the game scene; any key or click arriving meanwhile ends it (and is then played as
 * usual). The action is already played and recorded: this only shows how it went. */
static void show_steps(UgScenes *s) {
    const UgPlatform *pf = s->platform;
    int pace = s->vs.options.travel == UG_TRAVEL_FAST      ? STEP_MS_FAST
               : s->vs.options.travel == UG_TRAVEL_INSTANT ? 0
                                                           : STEP_MS_NORMAL;
    UgScene scene = s->vs.scene;
    for (int i = 0; i < s->step_count && pace > 0 && s->running && s->queued == 0; i++) {
        s->vs.scene = UG_SCENE_GAME; /* a step before the end of the run, if it ended */
        s->drawing = s->steps[i];
        ug_scenes_draw(s);
        s->drawing = NULL;
        s->vs.scene = scene;
        UgPlatformEvent e;
        if (pf->next_event(pf->self, pace, &e)) ug_scenes_event(s, &e);
    }
    s->vs.scene = scene;
    for (int i = 0; i < s->step_count; i++) ug_game_free(s->steps[i]);
    s->step_count = 0;
    s->dirty = true;
}

/* Whether a turn's effects are shown (anim.h): on the game screen, with a clock, not watching
 * a recording, never at the "instant" pace (Options' travel pace), never with Options'
 * Animations off. */
static bool anims_wanted(const UgScenes *s) {
    return s->platform->now_ms && !s->watch.active && s->vs.scene == UG_SCENE_GAME &&
           s->vs.options.travel != UG_TRAVEL_INSTANT && !s->vs.options.anims_off;
}

void ug_scenes_anim_stop(UgScenes *s) {
    if (s->anims.count == 0 && !s->vs.anims) return;
    s->anims.count = 0;
    s->vs.anims = NULL;
    s->dirty = true; /* the frame without them */
}

/* The effects of the action just played, from the game before it (anim_before) and after. */
static void anims_start(UgScenes *s, UgAction action, bool acted) {
    if (ug_anims_from_turn(&s->anims, &s->anim_before, s->game, action, acted, &s->frame) <= 0)
        return;
    s->anim_start = ug_scenes_now_ms(s);
    s->anim_drawn = s->anim_start - UG_ANIM_FRAME_MS; /* the first frame is due at once */
    s->vs.anims = &s->anims;
    s->vs.anim_t = 0;
    s->dirty = true;
}

int ug_scenes_anim_tick(UgScenes *s) {
    if (s->anims.count == 0) return -1;
    if (!anims_wanted(s) || !s->game) { /* the run ended, a box of the title, instant chosen */
        ug_scenes_anim_stop(s);
        return -1;
    }
    uint64_t now = ug_scenes_now_ms(s);
    uint64_t t = now - s->anim_start;
    uint64_t end = (uint64_t)ug_anims_end_ms(&s->anims);
    if (now < s->anim_start || t >= end) {
        ug_scenes_anim_stop(s);
        return -1;
    }
    if (now - s->anim_drawn >= UG_ANIM_FRAME_MS) {
        s->anim_drawn = now;
        s->vs.anim_t = (int)t;
        s->dirty = true;
    }
    uint64_t next = s->anim_drawn + UG_ANIM_FRAME_MS - now;
    if (next > end - t) next = end - t; /* the frame after the last one is due when they end */
    return (int)next;
}

void ug_scenes_play(UgScenes *s, UgAction action) {
    UgEvents events = {0};
    int floor = ug_game_floor(s->game);
    bool animate = anims_wanted(s);
    ug_scenes_anim_stop(s); /* the last turn's end with it */
    if (animate) ug_anim_before(&s->anim_before, s->game);
    ug_scenes_auto_note(&s->autoplay, s->game, action); /* explore leaves what is put down */
    ug_game_watch_steps(s->game, keep_step, s);
    bool acted = ug_game_act(s->game, action, &events);
    ug_game_watch_steps(s->game, NULL, NULL);
    /* Recorded before its steps are shown: while they are, events come (show_steps) and the
     * game on screen is already the one after the action, so its record must be too. */
    if (acted) ug_scenes_record_action(s, action); /* files: a record that cannot grow is said */
    if (s->step_count > 0 && acted) show_steps(s); /* it was played: first how it went */
    for (int i = 0; i < s->step_count; i++) ug_game_free(s->steps[i]);
    s->step_count = 0;
    /* The turn's effects (anim.h): shown after its steps, if any. */
    if (animate) anims_start(s, action, acted);
    ug_log_add_events(&s->log, &events); /* a refused action may still say why (a wall) */
    ug_scenes_first_hints(s, &events);   /* after the turn's own lines; never in the record */
    UgSoundId heard[UG_CUES_MAX];
    bool step = action.kind == UG_ACT_MOVE || action.kind == UG_ACT_RUN;
    ug_scenes_sounds(s, heard, ug_cues_for_turn(&events, acted, step, heard));
    if (!acted) return;
    UgStatus status = ug_game_status(s->game);
    if (status == UG_STATUS_DEAD || status == UG_STATUS_WON) {
        s->vs.saves[s->mode].saved = false;
        s->vs.scene = status == UG_STATUS_WON ? UG_SCENE_VICTORY : UG_SCENE_DEATH;
        s->vs.death_floor = ug_game_floor(s->game);
        s->vs.death_turns = ug_view_turns(s->game);
        s->death_at = ug_scenes_now_ms(s);
        s->vs.death_ready = false;
        s->vs.death_killer = status == UG_STATUS_WON ? -1 : killer(s->game, &events);
        /* The core's score, the HUD's: the end screen, the morgue and the records say it too. */
        s->vs.death_score = (int)ug_game_score(s->game);
        s->vs.death_bonus = ug_game_victory_bonus(s->game);
        s->record.has_hash = true; /* records: the run's file checks where it ended */
        s->record.hash = ug_game_hash(s->game);
        ug_scenes_end_run(s, status == UG_STATUS_WON ? UG_RUN_WON : UG_RUN_DIED); /* files */
    }
    if (ug_game_status(s->game) == UG_STATUS_PLAYING &&
        (ug_game_floor(s->game) != floor || s->record.count % SAVE_EVERY == 0))
        ug_scenes_save_run(s);
}

/* --- Commands ------------------------------------------------------------------------------- */

/* The tile at output pixel (x, y) becomes the one described (none off the board). */
void ug_scenes_hover_tile(UgScenes *s, int x, int y) {
    UgViewState *vs = &s->vs;
    const UgLayout *l = &s->layout;
    bool on =
        s->game && vs->scene == UG_SCENE_GAME && l->tile > 0 && ug_rect_contains(l->board, x, y);
    int tx = on ? s->frame.cam_x + (x - l->board.x) / l->tile : 0;
    int ty = on ? s->frame.cam_y + (y - l->board.y) / l->tile : 0;
    if (on == vs->hover && tx == vs->hover_x && ty == vs->hover_y) return;
    vs->hover = on;
    vs->hover_x = tx;
    vs->hover_y = ty;
    s->dirty = true;
}

/* The death (or victory) screen: after a short pause a deliberate key (never a held key's repeat)
 * starts a new game of the mode or, where the original does, goes back to the title; C writes the
 * run's seed to a file; Esc asks to quit. */
void ug_scenes_death_command(UgScenes *s, UgCommand c) {
    UgViewState *vs = &s->vs;
    if (c.kind == UG_CMD_ESCAPE) {
        vs->overlay = UG_OVERLAY_QUIT;
        return;
    }
    if (c.kind == UG_CMD_HISTORY) {
        vs->overlay = UG_OVERLAY_HISTORY;
        vs->history_scroll = 0;
        return;
    }
    if (c.repeat || !vs->death_ready) return;
    if (c.letter == 'c') {
        ug_scenes_write_seed(s);
        return;
    }
    if (c.letter == 'm') {
        ug_scenes_to_title(s);
        return;
    }
    if (c.kind == UG_CMD_CHOOSE || c.kind == UG_CMD_WAIT || c.kind == UG_CMD_CONFIRM ||
        c.kind == UG_CMD_CLICK) {
        if (ug_view_profile(s->mode)->death_to_title)
            ug_scenes_to_title(s);
        else
            ug_scenes_new_game(s, NULL);
    }
}

/* One step of the sequence under way (scenes_auto.c) when it is due. */
void ug_scenes_travel_step(UgScenes *s) {
    UgAction action;
    if (!s->game || s->vs.scene != UG_SCENE_GAME) {
        ug_scenes_auto_reset(&s->autoplay);
        return;
    }
    int pace = s->vs.options.travel; /* instant: every step in this one frame */
    ug_scenes_auto_keys(&s->autoplay, ug_scenes_bindings(s), s->vs.pad_hints);
    for (int i = 0; i < AUTO_BURST_MAX; i++) {
        if (!ug_scenes_auto_step(&s->autoplay, s->game, ug_scenes_now_ms(s), pace, &action,
                                 &s->log))
            break;
        ug_scenes_play(s, action);
        if (pace != UG_TRAVEL_INSTANT || s->vs.scene != UG_SCENE_GAME) break;
    }
    s->dirty = true;
}

/* The command starts travel, explore, rest or run, or moves the look cursor: true when used. */
static bool travel_command(UgScenes *s, UgCommand c) {
    const UgLayout *l = &s->layout;
    bool free_keys = !s->vs.inv_open && !s->vs.aim && ug_game_status(s->game) == UG_STATUS_PLAYING;
    const UgController *ctl = ug_scenes_controller(s);
    if (ctl->travel_free) free_keys = free_keys && ctl->travel_free(s);
    if (!free_keys) return false;
    bool on = l->tile > 0 && ug_rect_contains(l->board, c.x, c.y);
    int tx = on ? s->frame.cam_x + (c.x - l->board.x) / l->tile : 0;
    int ty = on ? s->frame.cam_y + (c.y - l->board.y) / l->tile : 0;
    bool lower = on && (c.y - l->board.y) % l->tile >= l->tile * 3 / 4;
    if (!ug_scenes_auto_command(&s->autoplay, s->game, &ctl->travel, &c, on, tx, ty, lower,
                                ug_scenes_now_ms(s), &s->vs, &s->log))
        return false;
    ug_scenes_travel_step(s);
    return true;
}

/* Travel, explore, rest, run and look (scenes_auto.c), where the mode's keys leave room. */
bool ug_scenes_travel_responder(UgScenes *s, UgCommand *c) {
    return s->vs.scene == UG_SCENE_GAME && s->game && travel_command(s, *c);
}

/* M in play: sound off and on again (no mode's keys use M), remembered; the HUD says so. A pad
 * in an inventory (simple's, adventure's): A chooses and B goes back, as on a menu. */
bool ug_scenes_play_responder(UgScenes *s, UgCommand *c) {
    UgViewState *vs = &s->vs;
    if (vs->scene == UG_SCENE_GAME && s->game && ug_command_is(c, UG_BIND_MUTE) && !c->repeat) {
        vs->options.muted = !vs->options.muted;
        if (s->platform->set_options)
            s->catalog = s->platform->set_options(s->platform->self, &vs->options);
        return true;
    }
    if (c->pad && vs->inv_open && vs->scene == UG_SCENE_GAME) {
        if (c->kind == UG_CMD_WAIT) c->kind = UG_CMD_CHOOSE;
        if (c->kind == UG_CMD_ESCAPE) c->kind = UG_CMD_INVENTORY;
    }
    return false;
}

bool ug_scenes_common_key(const UgCommand *c) {
    return c->kind == UG_CMD_HELP || c->kind == UG_CMD_ESCAPE || c->kind == UG_CMD_HISTORY;
}

/* The last link: the keys every game screen shares (help, the quit box, the log) and the end
 * screens. It eats whatever is left. */
bool ug_scenes_common_responder(UgScenes *s, UgCommand *c) {
    UgViewState *vs = &s->vs;
    if (c->kind == UG_CMD_HELP) {
        vs->overlay = UG_OVERLAY_HELP;
    } else if (c->kind == UG_CMD_ESCAPE) {
        vs->overlay = UG_OVERLAY_QUIT;
        if (vs->scene == UG_SCENE_GAME && !s->watch.active) ug_scenes_save_run(s); /* as said */
        vs->quit_unsaved = ug_scenes_unsaved_moves(s); /* files: the box says what quitting loses */
    } else if (c->kind == UG_CMD_HISTORY) {
        vs->overlay = UG_OVERLAY_HISTORY;
        vs->history_scroll = 0;
    } else if (vs->scene == UG_SCENE_DEATH || vs->scene == UG_SCENE_VICTORY) {
        ug_scenes_death_command(s, *c);
    }
    return true;
}
