/* A turn's effects (issue 26 item 4, src/view/anim.h): a hit flashes the creature, a death fades,
 * a thrown orb flies; each is over within 150 ms, ends at any key (the key still played), is
 * never drawn at the "instant" pace, never makes the loop wait and never changes the game or its
 * record. The scenes run on the null platform, whose clock moves only by the waits the loop asks
 * for (a pause in the script: the wait ran out), so the frames' times are exact.
 * Every frame presented is compared with the same state built with no effects: the cells that
 * differ are the effects drawn (effect_cells). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "anim.h"
#include "platform_null.h"
#include "scenes_private.h"
#include "undergrid/scenario.h"

#define UG_NULL_FIXTURE_ENTROPY 26
#include "null_fixture.h"

static UgScenes *S;
static UgPlatform inner, table;
static UgFrame ref; /* the frame with no effects, built in effect_cells */

/* What the wrapped platform saw. */
static struct {
    int frames;        /* presented */
    int effect_frames; /* presented with an effect drawn */
    int last_effects;  /* cells the last frame's effects changed */
    int last_t;        /* the last frame's time into the effects (-1: none playing) */
    uint64_t last_now; /* the clock when it was presented */
    int max_anim_wait; /* the longest wait asked while effects played */
    int waits_in_anim; /* waits asked while effects played */
    int flash_frames;  /* frames with the watched tile flashed */
    int orb_frames;    /* frames with an orb glyph on a tile the player does not stand on */
    int watch_x, watch_y;
} seen;

static bool same_cell(const UgCell *a, const UgCell *b) {
    return a->glyph == b->glyph && !memcmp(&a->fg, &b->fg, sizeof a->fg) &&
           !memcmp(&a->bg, &b->bg, sizeof a->bg) && a->seen == b->seen && a->dimmed == b->dimmed &&
           a->monster == b->monster && a->player == b->player && a->lit == b->lit &&
           a->terrain == b->terrain && a->thing == b->thing && a->thing_fade == b->thing_fade;
}

static int differing_cells(const UgFrame *a, const UgFrame *b) {
    if (a->board_w != b->board_w || a->board_h != b->board_h || a->cam_x != b->cam_x ||
        a->cam_y != b->cam_y)
        return -1;
    int n = 0;
    for (int y = 0; y < a->board_h; y++)
        for (int x = 0; x < a->board_w; x++) n += !same_cell(&a->cells[y][x], &b->cells[y][x]);
    return n;
}

/* The cells of `f` that the same state built with no effects shows otherwise. */
static int effect_cells(const UgFrame *f) {
    const UgGame *g = S && S->drawing ? S->drawing : S ? S->game : NULL;
    if (!g || f->scene != UG_SCENE_GAME || !f->has_board) return 0;
    UgViewState vs = S->vs;
    vs.anims = NULL;
    ug_view_build(&ref, g, &S->log, S->catalog, &vs);
    return differing_cells(f, &ref);
}

static const UgCell *cell_at(const UgFrame *f, int x, int y) {
    int vx = x - f->cam_x, vy = y - f->cam_y;
    if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h) return NULL;
    return &f->cells[vy][vx];
}

static void present_watched(void *self, const UgFrame *frame, const UgLayout *layout,
                            UgScreenshot *shot) {
    inner.present_frame(self, frame, layout, shot);
    seen.frames++;
    seen.last_effects = effect_cells(frame);
    seen.last_t = S && S->vs.anims ? S->vs.anim_t : -1;
    seen.last_now = S ? ug_scenes_now_ms(S) : 0;
    if (seen.last_effects > 0) seen.effect_frames++;
    const UgCell *c = cell_at(frame, seen.watch_x, seen.watch_y);
    if (c && c->lit && c->bg.r > 200 && c->bg.g > 200 && c->bg.b > 200 && seen.last_effects > 0)
        seen.flash_frames++;
    for (int y = 0; y < frame->board_h; y++)
        for (int x = 0; x < frame->board_w; x++)
            if (frame->cells[y][x].glyph == '*' && !frame->cells[y][x].player &&
                seen.last_effects > 0) {
                seen.orb_frames++;
                y = frame->board_h;
                break;
            }
}

static bool next_watched(void *self, int timeout_ms, UgPlatformEvent *e) {
    if (S && S->anims.count > 0) {
        seen.waits_in_anim++;
        if (timeout_ms > seen.max_anim_wait) seen.max_anim_wait = timeout_ms;
    }
    return inner.next_event(self, timeout_ms, e);
}

/* A fresh platform (no saved run from the last game) and an adventure game at `pace`. */
static const char *seed = "anim"; /* the games' (a room is arranged in most) */

static bool anims_off; /* Options' Animations switch for the next open_game */

static void open_game(int pace) {
    if (S) ug_scenes_free(S);
    S = NULL;
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = UG_NULL_FIXTURE_ENTROPY});
    assert_non_null(np);
    memset(&seen, 0, sizeof seen);
    seen.watch_x = seen.watch_y = -1;
    inner = ug_null_platform_table(np);
    table = inner;
    table.present_frame = present_watched;
    table.next_event = next_watched;
    UgOptions options = {.lang = "en", .travel = pace, .anims_off = anims_off};
    table.set_options(table.self, &options);
    UgScenesParams params = {.mode = UG_MODE_ADVENTURE, .seed = seed, .direct = true};
    S = ug_scenes_new(&params, &table);
    assert_non_null(S);
    ug_scenes_start(S);
    assert_true(ug_scenes_step(S)); /* the first frame shows the window, and the pass ends */
}

static void close_game(void) {
    ug_scenes_free(S);
    S = NULL;
}

/* The game becomes a lit room, (2,2)..(20,12), the player at (5,5) with 100 HP. */
static UgGame *room(void) {
    UgGame *g = S->game;
    ug_scenario_clear(g);
    for (int y = 2; y <= 12; y++)
        for (int x = 2; x <= 20; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, true);
        }
    ug_scenario_place_player(g, 5, 5);
    ug_scenario_set_player(g, 100, 100, 0);
    S->vs.cam_valid = false;
    S->dirty = true;
    return g;
}

/* One pass of the loop with nothing arriving: the wait it asks for runs out. */
static void idle(void) {
    ug_null_push_pause(np);
    assert_true(ug_scenes_step(S));
}

/* One pass with a key arriving. */
static void press(UgCommand c) {
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
    assert_true(ug_scenes_step(S));
}

static UgCommand arrow(int dx, int dy) {
    UgCommand c = {.kind = UG_CMD_MOVE, .dx = dx, .dy = dy, .arrow = true};
    return c;
}

static UgCommand letter(UgCommandKind kind, const char *name, char l) {
    UgCommand c = {.kind = kind, .letter = l};
    snprintf(c.key, sizeof c.key, "%s", name);
    return c;
}

/* Idles until the effects are over (at most n passes); returns the passes taken. */
static int idle_until_over(int n) {
    int i = 0;
    while (i < n && S->anims.count > 0) {
        idle();
        i++;
    }
    idle(); /* the frame after them */
    return i;
}

static int32_t monster_hp(UgId id) {
    const UgMonster *m = ug_game_monster_by_id(S->game, id);
    return m ? m->hp : 0;
}

/* (1) A hit: every frame while the flash lasts shows it on the creature, all within 150 ms, and
 * the frame after is the frame the same turn gives with the effects off (the instant pace). */
static void a_hit_flashes_then_the_frame_is_as_without(void **state) {
    (void)state;
    open_game(UG_TRAVEL_NORMAL);
    UgId rat = ug_scenario_add_monster(room(), UG_MON_RAT, 6, 5, 50);
    idle(); /* the room drawn */
    seen.watch_x = 6, seen.watch_y = 5;
    press(arrow(1, 0)); /* into the rat */
    assert_true(monster_hp(rat) < 50);
    uint64_t start = S->anim_start;
    assert_true(S->anims.count > 0);
    int flashed = 0, effect_frames = 0, end_at = -1;
    while (S->anims.count > 0) {
        int before = seen.frames, flashes = seen.flash_frames;
        idle();
        if (seen.frames == before) continue;
        int at = (int)(seen.last_now - start); /* when the frame was presented */
        if (seen.last_t >= 0) {                /* a frame of the effects */
            assert_int_equal(seen.last_t, at);
            assert_true(at < 150);
            assert_true(seen.last_effects > 0);
            effect_frames++;
            if (at < 100) assert_int_equal(seen.flash_frames, flashes + 1); /* 110 ms long */
            flashed += seen.flash_frames - flashes;
        } else { /* the frame after them */
            end_at = at;
            assert_int_equal(seen.last_effects, 0);
        }
    }
    assert_true(flashed >= 6); /* 0, 16, ..., 96 ms at least */
    assert_true(effect_frames >= 6);
    assert_true(end_at > 100 && end_at <= 150);
    const UgFrame *after = ug_null_last_frame(np);
    static UgFrame on;
    memcpy(&on, after, sizeof on);
    close_game();

    open_game(UG_TRAVEL_INSTANT);
    ug_scenario_add_monster(room(), UG_MON_RAT, 6, 5, 50);
    idle();
    press(arrow(1, 0));
    idle();
    idle();
    assert_int_equal(differing_cells(&on, ug_null_last_frame(np)), 0);
    assert_string_equal(on.log[on.log_count - 1].text,
                        ug_null_last_frame(np)->log[ug_null_last_frame(np)->log_count - 1].text);
    close_game();
}

/* (2) A key while the effects play ends them at once and is played: the very next frame shows
 * what the key did, with no effect left. */
static void a_key_ends_the_effects_and_is_played(void **state) {
    (void)state;
    open_game(UG_TRAVEL_NORMAL);
    ug_scenario_add_monster(room(), UG_MON_RAT, 6, 5, 50);
    idle();
    seen.watch_x = 6, seen.watch_y = 5;
    press(arrow(1, 0));
    idle(); /* t = 0: the flash */
    idle(); /* t = 16 */
    assert_true(seen.flash_frames >= 2);
    assert_true(S->anims.count > 0);
    press(letter(UG_CMD_HISTORY, "Tab", 0)); /* the log's box (after a frame that was due) */
    assert_int_equal(S->anims.count, 0);     /* ended as it came */
    int frames = seen.frames;
    idle();
    assert_int_equal(seen.frames, frames + 1); /* one frame: the key's */
    assert_int_equal(ug_null_last_frame(np)->overlay, UG_OVERLAY_HISTORY);
    assert_int_equal(seen.last_effects, 0);
    press(letter(UG_CMD_ESCAPE, "Escape", 0)); /* closed */
    idle();
    /* A move during the flash is played in the same pass as it came. */
    press(arrow(1, 0));
    idle();
    assert_true(S->anims.count > 0);
    int x = ug_game_player(S->game)->x;
    press(arrow(0, 1)); /* down, away from the rat */
    assert_int_equal(ug_game_player(S->game)->y, 6);
    assert_int_equal(ug_game_player(S->game)->x, x);
    idle();
    assert_int_equal(ug_null_last_frame(np)->player_y, 6);
    close_game();
}

/* The script of (3): a rat killed, an orb of fire thrown at a goblin, a goblin hit. */
static void fight_script(void) {
    UgGame *g = room();
    ug_scenario_add_monster(g, UG_MON_RAT, 6, 5, 1);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 10, 5, 60);
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_FIRE, 0));
    idle();
    press(arrow(1, 0)); /* the rat dies */
    idle_until_over(20);
    press(letter(UG_CMD_OTHER_KEY, "f", 'f')); /* aim: the goblin, the nearest */
    idle();
    press(letter(UG_CMD_CONFIRM, "Enter", 0)); /* thrown */
    idle_until_over(20);
    for (int i = 0; i < 6; i++) { /* to the goblin and at it */
        press(arrow(1, 0));
        idle_until_over(20);
    }
}

/* (3) At the instant pace no effect is ever drawn (and at the normal pace the same fight draws
 * a fade, an orb's flight and flashes). */
static void the_instant_pace_draws_no_effect(void **state) {
    (void)state;
    open_game(UG_TRAVEL_NORMAL);
    fight_script();
    assert_true(seen.effect_frames > 0);
    assert_true(seen.orb_frames > 0);
    close_game();

    open_game(UG_TRAVEL_INSTANT);
    fight_script();
    assert_true(seen.frames > 10);
    assert_int_equal(seen.effect_frames, 0);
    assert_int_equal(seen.orb_frames, 0);
    assert_int_equal(seen.waits_in_anim, 0);
    close_game();
}

/* The creature in sight nearest the player, if any. */
static bool nearest(int *x, int *y) {
    const UgGame *g = S->game;
    const UgPlayer *p = ug_game_player(g);
    int best = 1 << 30;
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (m->hp <= 0 || !ug_game_visible(g, m->x, m->y)) continue;
        int d = abs(m->x - p->x) + abs(m->y - p->y);
        if (d < best) best = d, *x = m->x, *y = m->y;
    }
    return best < (1 << 30);
}

/* A played game from its seed: keys chosen by a fixed generator (moves, towards a creature in
 * sight if there is one, waits, orbs thrown, pick-ups),
 * each followed by `idles` passes of the loop (the effects partly played, or cut by the next
 * key). The record's actions and the game's hash are written out. */
static void scripted_game(int pace, int idles, int *count, UgAction *actions, int max,
                          uint64_t *hash) {
    seed = "anim2"; /* a fight or two in its first 400 keys */
    open_game(pace);
    seed = "anim";
    idle();
    uint32_t r = 2026;
    for (int i = 0; i < 400 && S->vs.scene == UG_SCENE_GAME; i++) {
        r = r * 1103515245u + 12345u;
        int k = (int)((r >> 16) % 11);
        static const int dirs[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                       {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
        int tx = 0, ty = 0;
        if (k < 8 && nearest(&tx, &ty)) { /* a creature in sight: at it */
            const UgPlayer *p = ug_game_player(S->game);
            press(arrow((tx > p->x) - (tx < p->x), (ty > p->y) - (ty < p->y)));
        } else if (k < 8) {
            press(arrow(dirs[k][0], dirs[k][1]));
        } else if (k == 8) {
            press(letter(UG_CMD_WAIT, ".", 0));
        } else if (k == 9) {
            press(letter(UG_CMD_OTHER_KEY, "f", 'f'));
            press(letter(UG_CMD_CONFIRM, "Enter", 0));
            if (S->vs.aim) press(letter(UG_CMD_ESCAPE, "Escape", 0));
        } else {
            press(letter(UG_CMD_OTHER_KEY, "g", 'g'));
        }
        for (int j = 0; j < idles; j++) idle();
    }
    *count = S->record.count < max ? S->record.count : max;
    memcpy(actions, S->record.actions, (size_t)*count * sizeof *actions);
    *hash = ug_game_hash(S->game);
    /* the record replays to the game on screen */
    UgGameParams params = {S->record.mode, S->record.seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    for (int i = 0; i < S->record.count; i++) ug_game_act(g, S->record.actions[i], NULL);
    assert_true(ug_game_hash(g) == *hash);
    ug_game_free(g);
}

/* (4) The same keys give the same record and the same game with the effects on (played out, or
 * cut short by the next key) and off. */
static void the_effects_change_neither_game_nor_record(void **state) {
    (void)state;
    enum { MAX = 1024 };
    static UgAction on[MAX], cut[MAX], off[MAX];
    int n_on, n_cut, n_off;
    uint64_t h_on, h_cut, h_off;
    scripted_game(UG_TRAVEL_NORMAL, 12, &n_on, on, MAX, &h_on);
    int drawn = seen.effect_frames;
    close_game();
    scripted_game(UG_TRAVEL_NORMAL, 1, &n_cut, cut, MAX, &h_cut);
    int drawn_cut = seen.effect_frames;
    close_game();
    scripted_game(UG_TRAVEL_INSTANT, 12, &n_off, off, MAX, &h_off);
    close_game();
    assert_true(drawn > 0); /* the game had effects to show */
    assert_true(drawn_cut > 0);
    assert_true(n_on > 100);
    assert_int_equal(n_on, n_off);
    assert_int_equal(n_cut, n_off);
    assert_memory_equal(on, off, (size_t)n_on * sizeof on[0]);
    assert_memory_equal(cut, off, (size_t)n_on * sizeof on[0]);
    assert_true(h_on == h_off);
    assert_true(h_cut == h_off);
}

/* (5) The loop never waits on the effects: each pass asks for no longer than a frame's wait while
 * they play, presents at most one frame, and the effects move on with no input at all; after
 * them it idles again. */
static void the_loop_never_waits_on_the_effects(void **state) {
    (void)state;
    open_game(UG_TRAVEL_NORMAL);
    ug_scenario_add_monster(room(), UG_MON_RAT, 6, 5, 50);
    idle();
    press(arrow(1, 0));
    int passes = 0, frames = seen.frames;
    while (S->anims.count > 0 && passes < 50) {
        int before = seen.frames;
        idle();
        assert_true(seen.frames - before <= 1);
        passes++;
    }
    assert_int_equal(S->anims.count, 0);
    assert_true(seen.waits_in_anim >= 7); /* 0, 16, ..., 112 ms, and 128 to the end */
    assert_true(seen.max_anim_wait <= UG_ANIM_FRAME_MS);
    assert_true(seen.frames - frames >= 8); /* it moved on by itself */
    assert_true(passes <= 12);
    /* over: the loop idles as before (its long wait) */
    uint64_t t = ug_scenes_now_ms(S);
    idle();
    idle();
    assert_true(ug_scenes_now_ms(S) - t >= IDLE_WAIT_MS);
    close_game();
}

/* The effects themselves (anim.h), with no window: an orb of fire thrown at a goblin it kills
 * flies tile by tile from the player, the goblin is shown whole while it flies and then fades,
 * all is over by UG_ANIM_TOTAL_MS, the same t draws the same cells, and a tile out of sight
 * shows nothing. */
static void an_orb_flies_then_its_victim_fades(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_ADVENTURE, "anim"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    ug_scenario_clear(g);
    for (int x = 2; x <= 14; x++) {
        ug_scenario_set_tile(g, x, 5, UG_TILE_FLOOR);
        ug_scenario_set_seen(g, x, 5, true, true);
    }
    ug_scenario_place_player(g, 3, 5);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, 7, 5, 1);
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_FIRE, 0));
    UgViewState vs = {.scene = UG_SCENE_GAME, .mode = UG_MODE_ADVENTURE, .log_lines = 4};
    static UgFrame shown, f, again;
    ug_view_build(&shown, g, NULL, NULL, &vs);
    UgAnimBefore before;
    ug_anim_before(&before, g);
    UgAction throw = ug_action_use_at(0, 0, 7, 5); /* as adventure's f and Enter */
    bool acted = ug_game_act(g, throw, NULL);
    assert_true(acted);
    const UgMonster *goblin = ug_game_monster_by_id(g, before.seen[0].id);
    assert_true(!goblin || goblin->hp <= 0); /* killed */
    UgAnims anims;
    assert_true(ug_anims_from_turn(&anims, &before, g, throw, true, &shown) >= 2);
    int end = ug_anims_end_ms(&anims);
    assert_true(end > 0 && end <= UG_ANIM_TOTAL_MS);
    const UgAnim *flight = NULL, *fade = NULL;
    for (int i = 0; i < anims.count; i++) {
        if (anims.items[i].kind == UG_ANIM_FLIGHT) flight = &anims.items[i];
        if (anims.items[i].kind == UG_ANIM_FADE) fade = &anims.items[i];
    }
    assert_non_null(flight);
    assert_non_null(fade);
    assert_int_equal(fade->hold_ms, flight->dur_ms);
    int last_x = 3;
    for (int t = 0; t < flight->dur_ms; t += 4) { /* the orb moves on towards the goblin */
        ug_view_build(&f, g, NULL, NULL, &vs);
        assert_true(ug_anims_draw(&f, &anims, t));
        int at = -1;
        for (int x = 4; x <= 7; x++)
            if (f.cells[5 - f.cam_y][x - f.cam_x].glyph == '*') at = x;
        assert_true(at >= last_x);
        last_x = at;
        const UgCell *c = &f.cells[5 - f.cam_y][7 - f.cam_x];
        if (at != 7) assert_int_equal(c->glyph, 'g'); /* whole while the orb flies */
        if (at != 7) assert_int_equal(c->fg.a, 255);
    }
    assert_int_equal(last_x, 7);
    ug_view_build(&f, g, NULL, NULL, &vs);
    assert_true(ug_anims_draw(&f, &anims, end - 1));
    const UgCell *c = &f.cells[5 - f.cam_y][7 - f.cam_x];
    assert_int_equal(c->glyph, 'g');
    assert_true(c->fg.a < 64); /* nearly gone */
    ug_view_build(&again, g, NULL, NULL, &vs);
    ug_anims_draw(&again, &anims, end - 1);
    assert_int_equal(differing_cells(&f, &again), 0); /* pure given t */
    ug_view_build(&f, g, NULL, NULL, &vs);
    assert_false(ug_anims_draw(&f, &anims, end)); /* over */
    /* out of sight: nothing */
    for (int x = 4; x <= 14; x++) ug_scenario_set_seen(g, x, 5, true, false);
    ug_view_build(&f, g, NULL, NULL, &vs);
    ug_view_build(&again, g, NULL, NULL, &vs);
    assert_false(ug_anims_draw(&f, &anims, flight->dur_ms + 10));
    assert_int_equal(differing_cells(&f, &again), 0);
    ug_game_free(g);
}

/* A lit corridor x 2..14 at y 5, the player at (3, 5), and a goblin at (7, 5) when `goblin`. */
static UgGame *corridor(bool goblin) {
    UgGameParams params = {UG_MODE_ADVENTURE, "anim"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    ug_scenario_clear(g);
    for (int x = 2; x <= 14; x++) {
        ug_scenario_set_tile(g, x, 5, UG_TILE_FLOOR);
        ug_scenario_set_seen(g, x, 5, true, true);
    }
    ug_scenario_place_player(g, 3, 5);
    if (goblin) ug_scenario_add_monster(g, UG_MON_GOBLIN, 7, 5, 1);
    return g;
}

/* A death's fade is an alpha, a pure function of time: whole at its start (and while an orb
 * flies: its hold), half-way at half its time, gone at its end, never rising; each frame draws
 * the creature's glyph colour and sprite at that alpha over the tile as it now is (its ground
 * kept, no other colour behind it), and all within 150 ms. */
static void a_death_fades_with_alpha(void **state) {
    (void)state;
    UgGame *with = corridor(true), *without = corridor(false);
    UgViewState vs = {.scene = UG_SCENE_GAME, .mode = UG_MODE_ADVENTURE, .log_lines = 4};
    static UgFrame shown, f, floor_frame;
    ug_view_build(&shown, with, NULL, NULL, &vs);
    UgAnimBefore before;
    ug_anim_before(&before, with);
    UgAnims anims;
    assert_int_equal(ug_anims_from_turn(&anims, &before, without, ug_action_wait(), true, &shown),
                     1);
    const UgAnim *fade = &anims.items[0];
    assert_int_equal(fade->kind, UG_ANIM_FADE);
    assert_int_equal(fade->hold_ms, 0);
    int end = ug_anims_end_ms(&anims);
    assert_true(end > 60 && end < 150);
    assert_int_equal(ug_anim_fade_alpha(fade, 0), 255);
    int half = ug_anim_fade_alpha(fade, end / 2);
    assert_in_range(half, 120, 135);
    assert_int_equal(ug_anim_fade_alpha(fade, end), 0);
    assert_true(ug_anim_fade_alpha(fade, end - 1) < 8);
    for (int t = 1; t <= end; t++)
        assert_true(ug_anim_fade_alpha(fade, t) <= ug_anim_fade_alpha(fade, t - 1));
    assert_int_equal(ug_anim_fade_alpha(fade, end / 2), half); /* pure */
    UgAnim held = *fade;
    held.hold_ms = 40;
    held.dur_ms = (int16_t)(40 + end);
    assert_int_equal(ug_anim_fade_alpha(&held, 39), 255);
    assert_int_equal(ug_anim_fade_alpha(&held, 40), 255);
    assert_int_equal(ug_anim_fade_alpha(&held, 40 + end / 2), half);
    assert_int_equal(ug_anim_fade_alpha(&held, 40 + end), 0);

    const UgCell *was = &shown.cells[5 - shown.cam_y][7 - shown.cam_x];
    ug_view_build(&floor_frame, without, NULL, NULL, &vs);
    const UgCell *ground = &floor_frame.cells[5 - floor_frame.cam_y][7 - floor_frame.cam_x];
    for (int t = 0; t < end; t += 8) {
        ug_view_build(&f, without, NULL, NULL, &vs);
        assert_true(ug_anims_draw(&f, &anims, t));
        const UgCell *c = &f.cells[5 - f.cam_y][7 - f.cam_x];
        int alpha = ug_anim_fade_alpha(fade, t);
        assert_int_equal(c->glyph, was->glyph);
        assert_int_equal(c->fg.r, was->fg.r);
        assert_int_equal(c->fg.a, alpha);
        assert_int_equal(c->thing, fade->sprite);
        assert_int_equal(c->thing_fade, 255 - alpha);
        assert_memory_equal(&c->bg, &ground->bg, sizeof c->bg); /* the ground, as it is */
        assert_int_equal(c->lit, ground->lit);
        assert_int_equal(c->terrain, ground->terrain);
        assert_int_equal(differing_cells(&f, &floor_frame), 1); /* that tile only */
    }
    ug_game_free(with);
    ug_game_free(without);
}

/* A level gained rings the player in gold, growing, within 150 ms, and only on tiles in sight. */
static void a_level_gained_rings_the_player(void **state) {
    (void)state;
    UgGame *g = corridor(false);
    UgViewState vs = {.scene = UG_SCENE_GAME, .mode = UG_MODE_ADVENTURE, .log_lines = 4};
    static UgFrame plain, f;
    ug_view_build(&plain, g, NULL, NULL, &vs);
    UgAnimBefore before;
    ug_anim_before(&before, g);
    assert_true(before.level >= 1);
    UgAnims anims;
    assert_int_equal(ug_anims_from_turn(&anims, &before, g, ug_action_wait(), true, &plain), 0);
    before.level--; /* the game after is a level up on the one before */
    assert_int_equal(ug_anims_from_turn(&anims, &before, g, ug_action_wait(), true, &plain), 1);
    assert_int_equal(anims.items[0].kind, UG_ANIM_LEVEL);
    int end = ug_anims_end_ms(&anims);
    assert_true(end > 60 && end < 150);
    int reach[2] = {0, 0}; /* the farthest tile lit, early and late */
    for (int i = 0; i < 2; i++) {
        ug_view_build(&f, g, NULL, NULL, &vs);
        assert_true(ug_anims_draw(&f, &anims, i == 0 ? 0 : end - 1));
        for (int x = 0; x < f.board_w; x++) {
            const UgCell *c = &f.cells[5 - f.cam_y][x];
            int d = abs(x + f.cam_x - 3);
            if (!c->lit) continue;
            assert_true(c->bg.r > 200 && c->bg.g > 150 && c->bg.b < 120); /* gold */
            if (d > reach[i]) reach[i] = d;
        }
        for (int y = 0; y < f.board_h; y++) /* nothing off the corridor, out of sight */
            for (int x = 0; x < f.board_w; x++)
                if (y + f.cam_y != 5) assert_false(f.cells[y][x].lit);
    }
    assert_int_equal(reach[0], 1);
    assert_int_equal(reach[1], 2);
    ug_view_build(&f, g, NULL, NULL, &vs);
    assert_false(ug_anims_draw(&f, &anims, end));
    ug_game_free(g);
}

/* (6) Options' Animations off: no effect is ever drawn, at the normal and the fast pace alike,
 * the loop never waits on one, and the frame after a hit is the frame the instant pace gives;
 * switched on the Options screen while a flash plays, it ends it, and on again the next hit
 * flashes. */
static void with_animations_off_no_effect_is_drawn(void **state) {
    (void)state;
    static const int paces[] = {UG_TRAVEL_NORMAL, UG_TRAVEL_FAST};
    anims_off = true;
    for (size_t i = 0; i < sizeof paces / sizeof paces[0]; i++) {
        open_game(paces[i]);
        fight_script();
        assert_true(seen.frames > 10);
        assert_int_equal(seen.effect_frames, 0);
        assert_int_equal(seen.orb_frames, 0);
        assert_int_equal(seen.waits_in_anim, 0);
        close_game();
    }
    open_game(UG_TRAVEL_NORMAL);
    ug_scenario_add_monster(room(), UG_MON_RAT, 6, 5, 50);
    idle();
    press(arrow(1, 0)); /* a hit: the frame presented at once, with no effect */
    assert_int_equal(S->anims.count, 0);
    assert_int_equal(seen.last_effects, 0);
    static UgFrame off;
    memcpy(&off, ug_null_last_frame(np), sizeof off);
    close_game();
    anims_off = false;
    open_game(UG_TRAVEL_INSTANT);
    ug_scenario_add_monster(room(), UG_MON_RAT, 6, 5, 50);
    idle();
    press(arrow(1, 0));
    assert_int_equal(differing_cells(&off, ug_null_last_frame(np)), 0);
    close_game();

    /* The switch itself, as the Options screen changes it. */
    open_game(UG_TRAVEL_NORMAL);
    ug_scenario_add_monster(room(), UG_MON_RAT, 6, 5, 50);
    idle();
    press(arrow(1, 0));
    assert_true(S->anims.count > 0);
    ug_scenes_change_option(S, UG_OPT_ANIMATIONS, 1);
    assert_true(ug_null_options(np)->anims_off); /* the platform remembers it */
    idle();
    assert_int_equal(S->anims.count, 0); /* the flash playing ended */
    assert_int_equal(seen.last_effects, 0);
    press(arrow(1, 0));
    assert_int_equal(S->anims.count, 0);
    ug_scenes_change_option(S, UG_OPT_ANIMATIONS, 1);
    assert_false(ug_null_options(np)->anims_off);
    press(arrow(1, 0));
    assert_true(S->anims.count > 0);
    idle(); /* its first frame */
    assert_true(seen.last_effects > 0);
    close_game();
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_hit_flashes_then_the_frame_is_as_without, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(a_key_ends_the_effects_and_is_played, setup, teardown),
        cmocka_unit_test_setup_teardown(the_instant_pace_draws_no_effect, setup, teardown),
        cmocka_unit_test_setup_teardown(the_effects_change_neither_game_nor_record, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(the_loop_never_waits_on_the_effects, setup, teardown),
        cmocka_unit_test(an_orb_flies_then_its_victim_fades),
        cmocka_unit_test(a_death_fades_with_alpha),
        cmocka_unit_test(a_level_gained_rings_the_player),
        cmocka_unit_test_setup_teardown(with_animations_off_no_effect_is_drawn, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
