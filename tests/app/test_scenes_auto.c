/* The window's travel, explore, rest and look (src/app/scenes_auto.c) on the null platform: the
 * keys start them, steps are paced by the clock, any key stops them and every stop is said in
 * the log; the path preview follows the pointer; a click far away travels; the run saved
 * afterwards replays to its hash (only the mode's own actions were recorded). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/auto.h"
#include "undergrid/game.h"
#include "undergrid/record.h"
#include "file.h"
#include "platform_null.h"
#include "scenes.h"
#include "controllers/controller.h"
#include "scenes_auto.h"
#include "undergrid/scenario.h"
#include "bindings.h"
#include "view_fixtures.h"

#define UG_NULL_FIXTURE_ENTROPY 7
#include "null_fixture.h"

/* A key as input.c makes it: its command and its browser name. */
static void key(UgCommandKind kind, const char *name, bool shift) {
    UgCommand c = {.kind = kind, .shift = shift};
    snprintf(c.key, sizeof c.key, "%s", name);
    if (name[0] >= 'a' && name[0] <= 'z' && !name[1]) c.letter = name[0];
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void pointer(UgCommandKind kind, int x, int y) {
    UgCommand c = {.kind = kind, .x = x, .y = y};
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void pauses(int n) {
    for (int i = 0; i < n; i++) ug_null_push_pause(np);
}

static int pace = UG_TRAVEL_NORMAL; /* the options' travel pace for the next run */

static void run(UgMode mode, const char *seed, bool say_layout) {
    UgPlatform table = ug_null_platform_table(np);
    UgOptions options = {.lang = "en", .travel = pace}; /* as if chosen in an earlier run */
    table.set_options(table.self, &options);
    UgScenesParams params = {.mode = mode, .seed = seed, .direct = true, .say_layout = say_layout};
    UgScenes *scenes = ug_scenes_new(&params, &table);
    assert_non_null(scenes);
    ug_scenes_run(scenes);
    ug_scenes_free(scenes);
}

/* Does any frame's log say `text`? */
static bool logged(const char *text) {
    for (int i = 0; i < ug_null_frame_count(np); i++)
        if (strstr(ug_null_frame(np, i)->text, text)) return true;
    return false;
}

/* The saved run of classic: every action replays, and to the hash saved with it. */
static int saved_actions(void) {
    size_t len = 0;
    const char *text = ug_null_file(np, "mem/save-classic.ugr", &len);
    assert_non_null(text);
    UgRecord r;
    int line = 0;
    assert_int_equal(ug_record_parse(text, len, &r, &line), UG_OK);
    UgGameParams params = {r.mode, r.seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    for (int i = 0; i < r.count; i++) assert_true(ug_game_act(g, r.actions[i], NULL));
    assert_true(r.has_hash);
    assert_true(ug_game_hash(g) == r.hash);
    int n = r.count;
    ug_game_free(g);
    ug_record_free(&r);
    return n;
}

static bool any_stop_said(void) {
    static const char *const stops[] = {"Explored:", "You stop", "comes into view"};
    for (int i = 0; i < 3; i++)
        if (logged(stops[i])) return true;
    return false;
}

static void explore_key_explores_and_says_why_it_stopped(void **state) {
    (void)state;
    key(UG_CMD_INVENTORY, "x", false); /* classic: x explores */
    pauses(400);
    run(UG_MODE_CLASSIC, "5", false);
    assert_true(any_stop_said());
    const UgNullFrame *first = ug_null_frame(np, 0), *last = ug_null_frame(np, 0);
    for (int i = 0; i < ug_null_frame_count(np); i++) last = ug_null_frame(np, i);
    assert_true(first->player_x != last->player_x || first->player_y != last->player_y);
    assert_true(saved_actions() > 3); /* many steps from one key, replayed to the same hash */
}

static void any_key_interrupts(void **state) {
    (void)state;
    key(UG_CMD_INVENTORY, "x", false);
    pauses(2);
    key(UG_CMD_OTHER_KEY, "q", false); /* stops it, and is used up */
    pauses(50);
    run(UG_MODE_CLASSIC, "5", false);
    assert_true(logged("You stop: you pressed Q.")); /* the key, named */
    assert_true(saved_actions() <= 4);               /* the steps stopped with the key */
}

static void rest_without_need_and_no_stairs_say_so(void **state) {
    (void)state;
    key(UG_CMD_CHOOSE, "Z", true); /* full health: rested at once */
    pauses(3);
    key(UG_CMD_WAIT, ">", true);
    pauses(3);
    run(UG_MODE_CLASSIC, "5", false);
    assert_true(logged("You are rested."));
    /* The stairs are unknown at the start of seed 5, or walked to: either is said. */
    assert_true(logged("No stairs are known yet.") || any_stop_said() || logged("floor 2"));
}

/* The board's layout as the scenes say it: "board X Y W H tile T camera CX CY". */
static void layout(int *bx, int *by, int *tile, int *cx, int *cy) {
    for (int i = 0; i < ug_null_said_count(np); i++) {
        int bw, bh;
        if (sscanf(ug_null_said(np, i), "board %d %d %d %d tile %d camera %d %d", bx, by, &bw, &bh,
                   tile, cx, cy) == 7)
            return;
    }
    fail_msg("the layout was not said");
}

static void hover_previews_and_click_travels(void **state) {
    (void)state;
    /* A far tile with a known safe way from the start of classic seed 5. */
    UgGameParams params = {UG_MODE_CLASSIC, "5"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    int gx = -1, gy = -1, best = 0;
    for (int y = 0; y < ug_game_height(g); y++)
        for (int x = 0; x < ug_game_width(g); x++) {
            int n = ug_auto_path(g, x, y, NULL, 0);
            if (n > best && n <= 5) best = n, gx = x, gy = y;
        }
    assert_true(best >= 2);
    ug_game_free(g);
    pauses(2);
    run(UG_MODE_CLASSIC, "5", true); /* learn the layout */
    int bx, by, tile, cx, cy;
    layout(&bx, &by, &tile, &cx, &cy);
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 7});
    int px = bx + (gx - cx) * tile + tile / 2, py = by + (gy - cy) * tile + tile / 2;
    pointer(UG_CMD_POINT, px + 1, py); /* the first position is where the pointer rests */
    pointer(UG_CMD_POINT, px, py);
    run(UG_MODE_CLASSIC, "5", false);
    const UgFrame *f = ug_null_last_frame(np);
    assert_int_equal(f->path_count, best);
    assert_int_equal(f->path_x[best - 1], gx);
    assert_int_equal(f->path_y[best - 1], gy);
    assert_true(f->look.text[0] != '\0'); /* and the tile is described */
    /* A click there walks the whole way. */
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 7});
    pointer(UG_CMD_CLICK, px, py);
    pauses(40);
    run(UG_MODE_CLASSIC, "5", false);
    const UgNullFrame *last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_int_equal(last->player_x, gx);
    assert_int_equal(last->player_y, gy);
    assert_true(logged("You arrive."));
    assert_int_equal(saved_actions(), best); /* one move per step of the path */
}

/* The options' instant pace: one click walks the whole way within one frame. */
static void instant_travel_takes_one_frame(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CLASSIC, "5"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    int gx = -1, gy = -1;
    for (int y = 0; y < ug_game_height(g) && gx < 0; y++)
        for (int x = 0; x < ug_game_width(g) && gx < 0; x++)
            if (ug_auto_path(g, x, y, NULL, 0) == 3) gx = x, gy = y;
    assert_true(gx >= 0);
    ug_game_free(g);
    pauses(2);
    run(UG_MODE_CLASSIC, "5", true);
    int bx, by, tile, cx, cy;
    layout(&bx, &by, &tile, &cx, &cy);
    for (int p = UG_TRAVEL_NORMAL; p <= UG_TRAVEL_INSTANT; p += UG_TRAVEL_INSTANT) {
        ug_null_platform_free(np);
        np = ug_null_platform_new(&(UgNullParams){.entropy = 7});
        pace = p;
        pointer(UG_CMD_CLICK, bx + (gx - cx) * tile + tile / 2, by + (gy - cy) * tile + tile / 2);
        run(UG_MODE_CLASSIC, "5", false); /* no pause after the click: no time passes */
        pace = UG_TRAVEL_NORMAL;
        assert_int_equal(saved_actions(), p == UG_TRAVEL_INSTANT ? 3 : 1);
    }
}

static void tap(int x, int y) {
    UgCommand c = {.kind = UG_CMD_CLICK, .x = x, .y = y, .touch = true};
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

/* A finger: the first tap on a far tile shows the way and plays nothing; the second walks it.
 * A tap on the lower quarter of the wall above a floor tile means that floor tile. */
static void taps_preview_then_travel_with_wall_assist(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CLASSIC, "5"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    int gx = -1, gy = -1, best = 0;
    for (int y = 1; y < ug_game_height(g); y++)
        for (int x = 0; x < ug_game_width(g); x++) {
            int n = ug_auto_path(g, x, y, NULL, 0);
            if (n > best && n <= 5 && ug_game_tile(g, x, y - 1) == UG_TILE_ROCK)
                best = n, gx = x, gy = y;
        }
    assert_true(best >= 2);
    ug_game_free(g);
    pauses(2);
    run(UG_MODE_CLASSIC, "5", true);
    int bx, by, tile, cx, cy;
    layout(&bx, &by, &tile, &cx, &cy);
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 7});
    /* The wall above the goal, in its lower quarter. */
    int px = bx + (gx - cx) * tile + tile / 2, py = by + (gy - 1 - cy) * tile + tile - 2;
    tap(px, py);
    pauses(10);
    run(UG_MODE_CLASSIC, "5", false);
    const UgFrame *f = ug_null_last_frame(np);
    assert_int_equal(f->path_count, best); /* shown, to the floor below the wall */
    assert_int_equal(f->path_x[best - 1], gx);
    assert_int_equal(f->path_y[best - 1], gy);
    assert_int_equal(f->player_x, ug_null_frame(np, 0)->player_x); /* nothing played */
    assert_int_equal(f->player_y, ug_null_frame(np, 0)->player_y);
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 7});
    tap(px, py);
    tap(px, py);
    pauses(40);
    run(UG_MODE_CLASSIC, "5", false);
    /* The second tap walks the way shown: to its end, or until something comes into view
     * (seed 5: a goblin, three steps on), which is said. */
    const UgNullFrame *last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    int walked = saved_actions();
    assert_true(walked >= 2);
    if (last->player_x != gx || last->player_y != gy)
        assert_true(logged("You stop: a creature comes into view"));
    else
        assert_int_equal(walked, best);
}

/* ; looks: the cursor is framed and described (nothing in view at seed 5's start: the player);
 * Esc leaves the look without opening the quit box. */
static void look_frames_and_describes(void **state) {
    (void)state;
    key(UG_CMD_OTHER_KEY, ";", false);
    run(UG_MODE_CLASSIC, "5", false);
    const UgFrame *f = ug_null_last_frame(np);
    assert_int_equal(f->path_count, 1);
    assert_int_equal(f->path_x[0], f->player_x);
    assert_int_equal(f->path_y[0], f->player_y);
    assert_non_null(strstr(f->look.text, "HP"));
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 7});
    key(UG_CMD_OTHER_KEY, ";", false);
    key(UG_CMD_ESCAPE, "Escape", false);
    run(UG_MODE_CLASSIC, "5", false);
    f = ug_null_last_frame(np);
    assert_int_equal(f->overlay, UG_OVERLAY_NONE);
    assert_int_equal(f->path_count, 0);
    assert_string_equal(f->look.text, "");
}

static void keys_per_scheme(void **state) {
    (void)state;
    int dx = 0, dy = 0;
    UgCommand c = {.kind = UG_CMD_INVENTORY, .key = "x"};
    assert_int_equal(ug_scenes_auto_key(&ug_controller_bump4.travel, &c, &dx, &dy),
                     UG_AUTO_CMD_EXPLORE);
    /* x is simple's inventory and cursed's examine: e explores there. */
    assert_int_equal(ug_scenes_auto_key(&ug_controller_simple.travel, &c, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_cursed.travel, &c, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    UgCommand e = {.kind = UG_CMD_OTHER_KEY, .key = "e"};
    assert_int_equal(ug_scenes_auto_key(&ug_controller_simple.travel, &e, &dx, &dy),
                     UG_AUTO_CMD_EXPLORE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_cursed.travel, &e, &dx, &dy),
                     UG_AUTO_CMD_EXPLORE);
    /* Shift + a letter runs; simple's Shift + arrows stay its diagonals. */
    UgCommand run_key = {.kind = UG_CMD_MOVE, .dx = 1, .shift = true, .key = "L"};
    assert_int_equal(ug_scenes_auto_key(&ug_controller_simple.travel, &run_key, &dx, &dy),
                     UG_AUTO_CMD_RUN);
    assert_int_equal(dx, 1);
    UgCommand arrow = {.kind = UG_CMD_MOVE, .dx = 1, .shift = true, .arrow = true};
    assert_int_equal(ug_scenes_auto_key(&ug_controller_simple.travel, &arrow, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_bump4.travel, &arrow, &dx, &dy),
                     UG_AUTO_CMD_RUN);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_cursed.travel, &run_key, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    UgCommand semi = {.kind = UG_CMD_OTHER_KEY, .key = ";"};
    assert_int_equal(ug_scenes_auto_key(&ug_controller_bump4.travel, &semi, &dx, &dy),
                     UG_AUTO_CMD_LOOK);
}

/* An adventure game of seed `seed` cleared to one corridor in view, (2, 2) to (14, 2), the rest
 * remembered rock; the player not placed yet. */
static UgGame *corridor(const char *seed) {
    UgGameParams params = {UG_MODE_ADVENTURE, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    ug_scenario_clear(g);
    for (int y = 0; y < ug_game_height(g); y++)
        for (int x = 0; x < ug_game_width(g); x++) ug_scenario_set_seen(g, x, y, true, false);
    for (int x = 2; x <= 14; x++) {
        ug_scenario_set_tile(g, x, 2, UG_TILE_FLOOR);
        ug_scenario_set_seen(g, x, 2, true, true);
    }
    return g;
}

/* Explore in the window (issue 26): the Options' pick-up rule is applied, an item the player
 * dropped is never picked up again, and an item too heavy to carry is said once, not stopped
 * at in a loop. */
static int said(const UgLog *log, int why) {
    int n = 0;
    for (int i = 0; i < ug_log_count(log); i++) {
        const UgLogEntry *e = ug_log_get(log, i);
        if (e->msg == UG_UIMSG_AUTO_STOP && e->a == why) n += e->repeat;
    }
    return n;
}

static void explore_remembers_drops_and_says_skips_once(void **state) {
    (void)state;
    UgGame *g = corridor("skip");
    ug_scenario_place_player(g, 2, 2);
    while (ug_scenario_give_item(g, UG_ITEM_RATION, 0)) { /* heavy: the sword will not fit */
        UgStat w;
        assert_true(ug_game_stat(g, UG_STAT_WEIGHT, &w));
        if (w.max - w.value < ug_game_item_weight(g, UG_ITEM_SWORD)) break;
    }
    ug_scenario_add_item(g, UG_ITEM_SWORD, 8, 2, 0);
    /* The player drops an apple where they stand: the window remembers it. */
    assert_true(ug_scenario_give_item(g, UG_ITEM_APPLE, 0));
    int apple = ug_game_inventory_count(g) - 1;
    UgScenesAuto sa;
    ug_scenes_auto_reset(&sa);
    UgAction drop = ug_action_use(apple, UG_VERB_DROP);
    ug_scenes_auto_note(&sa, g, drop);
    assert_true(ug_game_act(g, drop, NULL));
    assert_int_equal(sa.dropped_count, 1);
    ug_game_act(g, ug_action_move(1, 0), NULL);
    UgLog log;
    ug_log_clear(&log);
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    UgCommand e = {.kind = UG_CMD_OTHER_KEY, .key = "e", .letter = 'e'};
    for (int round = 0; round < 3; round++) {
        assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &e, false, 0, 0,
                                           false, 0, &vs, &log));
        UgAction act;
        for (int i = 0; i < 100 && ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log);
             i++) {
            assert_false(act.kind == UG_ACT_PICKUP); /* neither the apple nor the sword */
            ug_game_act(g, act, NULL);
        }
    }
    assert_int_equal(said(&log, UG_AUTO_SKIP_HEAVY), 1);
    assert_int_equal(said(&log, UG_AUTO_EXPLORED), 3);
    assert_int_equal(said(&log, UG_AUTO_ITEM), 0);
    /* The rule "nothing" from Options is the sequence's. */
    vs.options.pickup = UG_PICKUP_NONE;
    assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &e, false, 0, 0, false,
                                       0, &vs, &log));
    assert_int_equal(sa.seq.pickup, UG_PICKUP_NONE);
    ug_game_free(g);
}

/* Every stop the log can say has its own sentence, in each language (h26m): what was once
 * "You stop: interrupted." names the key, the click, the blow, the scene; the key-naming
 * sentences fall back to their own words when there is no key to name. */
static void every_stop_has_its_sentence(void **state) {
    (void)state;
    UgCatalog *langs[3] = {NULL, ug_test_load_catalog("es"), ug_test_load_catalog("ja")};
    for (int why = UG_AUTO_GO + 1; why < UG_AUTO_STOP_COUNT; why++) {
        if (why == UG_AUTO_NEW_FLOOR || why == UG_AUTO_OVER) continue; /* never said */
        for (int named = 0; named < 2; named++) {
            UgLogEntry e = {.msg = UG_UIMSG_AUTO_STOP, .a = why, .b = UG_MON_DOG};
            if (named) snprintf(e.text, sizeof e.text, "V");
            char text[3][256];
            for (int l = 0; l < 3; l++) {
                ug_view_word_entry(langs[l], &e, text[l], sizeof text[l]);
                assert_true(text[l][0] != '\0');
                assert_null(strstr(text[l], "(message"));
                assert_null(strstr(text[l], "%"));
            }
            assert_string_not_equal(text[0], text[1]);
            assert_string_not_equal(text[0], text[2]);
            assert_null(strstr(text[0], "interrupted"));
        }
    }
    UgLogEntry e = {.msg = UG_UIMSG_AUTO_STOP, .a = UG_AUTO_EXPLORED_STAIRS};
    char text[256];
    snprintf(e.text, sizeof e.text, "V");
    ug_view_word_entry(NULL, &e, text, sizeof text);
    assert_string_equal(
        text, "Explored: nothing more can be reached here. Press V to travel to the stairs.");
    snprintf(e.text, sizeof e.text, "-"); /* the travel bound to no key */
    ug_view_word_entry(NULL, &e, text, sizeof text);
    assert_string_equal(text,
                        "Explored: nothing more can be reached here; the stairs down are known.");
    e = (UgLogEntry){.msg = UG_UIMSG_AUTO_STOP, .a = UG_AUTO_HIT, .b = UG_MON_ARCHER};
    ug_view_word_entry(NULL, &e, text, sizeof text);
    assert_string_equal(text, "You stop: you were hit (Archer).");
    ug_catalog_free(langs[1]);
    ug_catalog_free(langs[2]);
}

/* The last log line, in English. */
static const char *last_said(const UgLog *log) {
    static char text[256];
    text[0] = '\0';
    if (ug_log_count(log) > 0)
        ug_view_word_entry(NULL, ug_log_get(log, ug_log_count(log) - 1), text, sizeof text);
    return text;
}

/* Explore's end names the key the player has bound to travel to the stairs (remapped: V), and
 * the item it leaves because one as good is carried is said once. */
static void explored_names_the_stairs_key_and_worse_gear(void **state) {
    (void)state;
    UgGame *g = corridor("keys");
    ug_scenario_set_tile(g, 14, 2, UG_TILE_STAIRS);
    ug_scenario_place_player(g, 2, 2);
    assert_true(ug_scenario_give_item(g, UG_ITEM_SWORD, 0));
    ug_scenario_add_item(g, UG_ITEM_DAGGER, 6, 2, 0);
    UgBindings b;
    ug_bindings_default(&b);
    UgScenesAuto sa;
    ug_scenes_auto_reset(&sa);
    ug_scenes_auto_keys(&sa, &b, false);
    assert_string_equal(sa.stairs_key, ">");
    b.keys[UG_BIND_DESCEND][0] = (UgKeyBind){UG_KEY_CHARACTER, 'v', false};
    b.keys[UG_BIND_DESCEND][1] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
    ug_scenes_auto_keys(&sa, &b, false);
    UgLog log;
    ug_log_clear(&log);
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    UgCommand e = {.kind = UG_CMD_OTHER_KEY, .key = "e", .letter = 'e'};
    for (int round = 0; round < 2; round++) {
        assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &e, false, 0, 0,
                                           false, 0, &vs, &log));
        UgAction act;
        for (int i = 0; i < 100 && ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log);
             i++) {
            assert_false(act.kind == UG_ACT_PICKUP); /* not the dagger: the sword is better */
            ug_game_act(g, act, NULL);
        }
        assert_string_equal(last_said(&log), "Explored: nothing more can be reached here. Press V "
                                             "to travel to the stairs.");
    }
    assert_int_equal(said(&log, UG_AUTO_SKIP_WORSE), 1);
    /* A key while it walks: the key is named; a click is said as one. */
    bool drop = false;
    UgCommand q = {.kind = UG_CMD_OTHER_KEY, .key = "q", .letter = 'q'};
    UgCommand click = {.kind = UG_CMD_CLICK, .x = 1, .y = 1};
    for (int k = 0; k < 2; k++) {
        ug_scenario_place_player(g, 2, 2);
        ug_auto_begin_travel(&sa.seq, g, 12, 2);
        UgAction act;
        assert_true(ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log));
        ug_game_act(g, act, NULL);
        assert_true(ug_scenes_auto_interrupt(&sa, g, k == 0 ? &q : &click, &log, &drop));
        assert_string_equal(last_said(&log), k == 0 ? "You stop: you pressed Q."
                                                    : "You stop: you clicked or tapped.");
    }
    ug_game_free(g);
}

/* Fight (h26r): Shift+F, as the bindings make it, is the fight command where travel's keys are
 * (not cursed's, nor the throw's f); explore's refusal names the bound key; one press plays one
 * action (a step towards the rat, then nothing more), and with nothing in view it says so. */
static void fight_key_fights_and_explore_names_it(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_default(&b);
    UgCommand f = {.kind = UG_CMD_OTHER_KEY, .key = "F", .shift = true};
    ug_bindings_apply(&b, 4 + 'f' - 'a', 'F', &f); /* the F key's place, with Shift */
    int dx = 0, dy = 0;
    assert_int_equal(ug_scenes_auto_key(&ug_controller_rogue8.travel, &f, &dx, &dy),
                     UG_AUTO_CMD_FIGHT);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_bump4.travel, &f, &dx, &dy),
                     UG_AUTO_CMD_FIGHT);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_cursed.travel, &f, &dx, &dy),
                     UG_AUTO_CMD_NONE);
    assert_false(ug_command_is(&f, UG_BIND_THROW));
    UgCommand throw_key = {.kind = UG_CMD_OTHER_KEY, .key = "f", .letter = 'f'};
    ug_bindings_apply(&b, 4 + 'f' - 'a', 'f', &throw_key);
    assert_int_equal(ug_scenes_auto_key(&ug_controller_rogue8.travel, &throw_key, &dx, &dy),
                     UG_AUTO_CMD_NONE);

    UgGame *g = corridor("fight");
    ug_scenario_place_player(g, 2, 2);
    ug_scenario_add_monster(g, UG_MON_RAT, 9, 2, 3);
    UgScenesAuto sa;
    ug_scenes_auto_reset(&sa);
    ug_scenes_auto_keys(&sa, &b, false);
    assert_string_equal(sa.fight_key, "Shift+F");
    UgLog log;
    ug_log_clear(&log);
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    UgCommand e = {.kind = UG_CMD_OTHER_KEY, .key = "e", .letter = 'e'};
    UgAction act;
    assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &e, false, 0, 0, false,
                                       0, &vs, &log));
    assert_false(ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log));
    assert_string_equal(
        last_said(&log),
        "Not with a creature in view (Rat): deal with it first (Shift+F fights it).");
    /* Remapped to V, the sentence follows; bound to nothing, it keeps its plain words. */
    b.keys[UG_BIND_FIGHT][0] = (UgKeyBind){UG_KEY_CHARACTER, 'v', false};
    ug_scenes_auto_keys(&sa, &b, false);
    assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &e, false, 0, 0, false,
                                       0, &vs, &log));
    assert_false(ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log));
    assert_string_equal(last_said(&log),
                        "Not with a creature in view (Rat): deal with it first (V fights it).");
    b.keys[UG_BIND_FIGHT][0] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
    ug_scenes_auto_keys(&sa, &b, false);
    assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &e, false, 0, 0, false,
                                       0, &vs, &log));
    assert_false(ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log));
    assert_string_equal(last_said(&log), "Not with a creature in view (Rat): deal with it first.");
    /* The fight key: one step towards the rat, and nothing after it. */
    int before = ug_log_count(&log);
    assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &f, false, 0, 0, false,
                                       0, &vs, &log));
    assert_int_equal(ug_scenes_auto_wait(&sa, 0), 0);
    assert_true(ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log));
    assert_int_equal(act.kind, UG_ACT_MOVE);
    assert_int_equal(act.dx, 1);
    assert_int_equal(act.dy, 0);
    assert_false(ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log));
    assert_int_equal(ug_scenes_auto_wait(&sa, 0), -1);
    assert_int_equal(ug_log_count(&log), before); /* nothing said */
    /* Nothing in view: refused, in words. */
    ug_scenario_set_seen(g, 9, 2, true, false);
    assert_true(ug_scenes_auto_command(&sa, g, &ug_controller_rogue8.travel, &f, false, 0, 0, false,
                                       0, &vs, &log));
    assert_string_equal(last_said(&log), "No creature is in view to fight.");
    assert_false(ug_scenes_auto_step(&sa, g, 0, UG_TRAVEL_INSTANT, &act, &log));
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(explore_key_explores_and_says_why_it_stopped, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(any_key_interrupts, setup, teardown),
        cmocka_unit_test_setup_teardown(rest_without_need_and_no_stairs_say_so, setup, teardown),
        cmocka_unit_test_setup_teardown(hover_previews_and_click_travels, setup, teardown),
        cmocka_unit_test_setup_teardown(taps_preview_then_travel_with_wall_assist, setup, teardown),
        cmocka_unit_test_setup_teardown(instant_travel_takes_one_frame, setup, teardown),
        cmocka_unit_test_setup_teardown(look_frames_and_describes, setup, teardown),
        cmocka_unit_test(keys_per_scheme),
        cmocka_unit_test(explore_remembers_drops_and_says_skips_once),
        cmocka_unit_test(every_stop_has_its_sentence),
        cmocka_unit_test(explored_names_the_stairs_key_and_worse_gear),
        cmocka_unit_test(fight_key_fights_and_explore_names_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
