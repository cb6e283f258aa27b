/* Frame tests of the simple mode's screen (RULES.md §2 "Screen", "Sight", "Items"): the board as a
 * scrolling window, room sight, the minimap's colours, the status lines, the coloured log with
 * repeat counts, the inventory and its verb menu, click-to-step in 8 directions, and Japanese for
 * every text. The games are real simple games played through the core; a few situations (a full
 * inventory) are set through the core's private struct. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/scenario.h"
#include "layout.h"
#include "view.h"
#include "view_fixtures.h"
#include "controllers/inventory.h" /* the panel's state machine (src/app) */

static UgFrame frame; /* large: not on the stack */
static UgFrame english;
static UgLog log_value;

static UgGame *on_floor(const char *seed, int floor, int x, int y) {
    UgGameParams p = {UG_MODE_SIMPLE, seed};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new_on_floor(&p, floor, x, y, &g), UG_OK);
    return g;
}

static UgViewState game_state(void) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = UG_MODE_SIMPLE;
    s.log_lines = UG_FRAME_LOG_MAX;
    s.history_rows = 10;
    return s;
}

static void assert_color(UgColor c, int r, int g, int b, int a) {
    if (c.r != r || c.g != g || c.b != b || c.a != a)
        fail_msg("colour %d,%d,%d,%d, expected %d,%d,%d,%d", c.r, c.g, c.b, c.a, r, g, b, a);
}

static void act(UgGame *g, UgAction a, UgLog *log) {
    UgEvents ev = {0};
    ug_game_act(g, a, &ev);
    if (log) ug_log_add_events(log, &ev);
}

/* The camera centres the player and stops at the floor's edges; the board's cells are the
 * floor's tiles under it. Guards against a board that does not scroll (a 50x50 floor cut to its
 * top-left 32x16) or scrolls past the edge. */
static void board_scrolls_with_the_player(void **state) {
    (void)state;
    assert_int_equal(ug_view_camera(25, 50, 32), 9);
    assert_int_equal(ug_view_camera(3, 50, 32), 0);
    assert_int_equal(ug_view_camera(48, 50, 32), 18);
    assert_int_equal(ug_view_camera(25, 50, 16), 17);
    assert_int_equal(ug_view_camera(48, 50, 16), 34);
    assert_int_equal(ug_view_camera(7, 25, 32), 0); /* a floor narrower than the window */
    static const struct {
        int x, y, cam_x, cam_y;
    } cases[] = {{25, 25, 9, 17}, {1, 1, 0, 0}, {48, 48, 18, 34}, {40, 3, 18, 0}, {5, 30, 0, 22}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        UgGame *g = on_floor("hello", 1, cases[i].x, cases[i].y);
        UgViewState s = game_state();
        ug_view_build(&frame, g, NULL, NULL, &s);
        assert_int_equal(frame.board_w, 32);
        assert_int_equal(frame.board_h, 16);
        assert_int_equal(frame.map_w, 50);
        assert_int_equal(frame.map_h, 50);
        assert_int_equal(frame.cam_x, cases[i].cam_x);
        assert_int_equal(frame.cam_y, cases[i].cam_y);
        const UgPlayer *p = ug_game_player(g);
        assert_int_equal(frame.cells[p->y - frame.cam_y][p->x - frame.cam_x].glyph, '@');
        /* Every cell shows the tile under it. */
        for (int vy = 0; vy < frame.board_h; vy++)
            for (int vx = 0; vx < frame.board_w; vx++) {
                int x = frame.cam_x + vx, y = frame.cam_y + vy;
                assert_int_equal(frame.cells[vy][vx].seen, ug_game_seen(g, x, y));
                if (ug_game_seen(g, x, y) && ug_game_tile(g, x, y) == UG_TILE_STAIRS &&
                    (x != p->x || y != p->y))
                    assert_int_equal(frame.cells[vy][vx].glyph, '>');
            }
        ug_game_free(g);
    }
    /* The yard (25x25) is narrower than the window: 25 columns, the camera follows in y. */
    UgGameParams p = {UG_MODE_SIMPLE, "hello"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_int_equal(frame.board_w, 25);
    assert_int_equal(frame.board_h, 16);
    assert_int_equal(frame.cam_x, 0);
    assert_int_equal(frame.cam_y, 9); /* the player at (12, 17) */
    ug_game_free(g);
}

/* "hello" floor 1: room A is x 1..14, y 1..24, with a door at (15, 5) into room B (x 16..48,
 * y 1..7, stairs at (22, 6), a potion at (24, 2)). Standing in a room you see all of it; what
 * you remember is dimmed; rats only where you see. */
static void room_sight_and_memory(void **state) {
    (void)state;
    UgGame *g = on_floor("hello", 1, 12, 5);
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    const UgLook *floor_look = ug_look_tile_in(UG_MODE_SIMPLE, UG_TILE_FLOOR, true);
    /* The whole of room A in sight, its far corner too; room B unseen. */
    assert_true(frame.cells[1 - frame.cam_y][1 - frame.cam_x].seen);
    assert_false(frame.cells[1 - frame.cam_y][1 - frame.cam_x].dimmed);
    assert_int_equal(frame.cells[3][3].glyph, 0xB7);
    assert_false(frame.cells[2][24].seen);
    /* Into room B: A is remembered (grey), B lit, its stairs and potion shown. */
    for (int i = 0; i < 5; i++) act(g, ug_action_move(1, 0), NULL);
    assert_int_equal(ug_game_player(g)->x, 17);
    ug_view_build(&frame, g, NULL, NULL, &s);
    int cx = frame.cam_x, cy = frame.cam_y;
    assert_true(frame.cells[3 - cy][3 - cx].seen);
    assert_true(frame.cells[3 - cy][3 - cx].dimmed);
    assert_color(frame.cells[3 - cy][3 - cx].bg, floor_look->bg_far.r, floor_look->bg_far.g,
                 floor_look->bg_far.b, 255);
    assert_int_equal(frame.cells[3 - cy][3 - cx].fg.a, floor_look->far_alpha);
    assert_false(frame.cells[6 - cy][22 - cx].dimmed);
    assert_int_equal(frame.cells[6 - cy][22 - cx].glyph, '>');
    assert_int_equal(frame.cells[2 - cy][24 - cx].glyph, '!');
    /* Rats are drawn exactly where they are in sight. */
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        int vx = m->x - cx, vy = m->y - cy;
        if (vx < 0 || vy < 0 || vx >= frame.board_w || vy >= frame.board_h) continue;
        assert_int_equal(frame.cells[vy][vx].monster, ug_game_visible(g, m->x, m->y));
    }
    /* In a corridor (the door) only the 3x3 around you is in sight. */
    UgGame *d = on_floor("hello", 1, 15, 5);
    ug_view_build(&frame, d, NULL, NULL, &s);
    int lit = 0;
    for (int vy = 0; vy < frame.board_h; vy++)
        for (int vx = 0; vx < frame.board_w; vx++)
            if (frame.cells[vy][vx].seen && !frame.cells[vy][vx].dimmed) lit++;
    assert_true(lit <= 9);
    assert_false(frame.cells[5 - frame.cam_y][15 - frame.cam_x].dimmed);
    ug_game_free(d);
    ug_game_free(g);
}

/* The minimap in the original's colours. */
static void minimap_colours(void **state) {
    (void)state;
    UgGame *g = on_floor("hello", 1, 12, 5);
    for (int i = 0; i < 5; i++) act(g, ug_action_move(1, 0), NULL); /* into room B */
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_color(frame.minimap[40][40], 128, 128, 128, 255); /* unknown: gray */
    assert_color(frame.minimap[4][30], 30, 144, 255, 255);   /* lit floor: dodgerblue */
    assert_color(frame.minimap[3][3], 65, 105, 225, 255);    /* remembered floor: royalblue */
    assert_color(frame.minimap[0][20], 0, 0, 0, 255);        /* wall: black */
    assert_color(frame.minimap[6][22], 154, 205, 50, 255);   /* stairs: yellowgreen */
    assert_color(frame.minimap[2][24], 255, 255, 0, 255);    /* an item: yellow */
    assert_color(frame.minimap[5][17], 255, 192, 203, 255);  /* you: pink */
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (ug_game_visible(g, m->x, m->y))
            assert_color(frame.minimap[m->y][m->x], 255, 0, 0, 255); /* enemy in view: red */
        else
            assert_int_not_equal(
                frame.minimap[m->y][m->x].r == 255 && frame.minimap[m->y][m->x].g == 0, 1);
    }
    ug_game_free(g);
}

/* The status panel's eight lines, in English and Japanese, and the weight in tenths. */
static void status_lines(void **state) {
    (void)state;
    UgGame *g = on_floor("e2e123", 1, 0, 0); /* arrives at (12, 5); an apple at (14, 7) */
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    static const char *const en[] = {"Floor 1",         "Level 1", "HP 16/16", "Hunger 100/100",
                                     "Weight 0.0/10.0", "ATK 4",   "DEF 4",    "EXP 0/4"};
    assert_int_equal(frame.hud_count, 8);
    for (int i = 0; i < 8; i++) assert_string_equal(frame.hud[i].text, en[i]);
    assert_int_equal(frame.health_line, 2);
    assert_int_equal(frame.health, 16);
    assert_int_equal(frame.health_max, 16);
    act(g, ug_action_move(1, 1), NULL);
    act(g, ug_action_move(1, 1), NULL);
    act(g, ug_action_simple(UG_ACT_PICKUP), NULL);
    UgCatalog *ja = ug_test_load_catalog("ja");
    ug_view_build(&frame, g, NULL, ja, &s);
    static const char *const jp[] = {
        "1階",       "レベル：1", "HP：16/16",  "満腹度：100/100", "アイテム重量：0.1/10.0",
        "攻撃力：4", "防御力：4", "経験値：0/4"};
    for (int i = 0; i < 8; i++) assert_string_equal(frame.hud[i].text, jp[i]);
    ug_catalog_free(ja);
    ug_game_free(g);
}

/* Each message in the colour and with the mark of its meaning, the same in every mode (fault 7:
 * a kill with EXP was red and damage taken cyan); a repeat counts "(x3)" on one line. */
static void log_colours_and_repeats(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    ug_log_push(log, UG_MSG_WAKE_UP, 0, 0, NULL);
    UgGame *g = on_floor("hello", 1, 1, 1); /* the corner of room A: a wall to the west */
    for (int i = 0; i < 3; i++) act(g, ug_action_move(-1, 0), log);
    ug_log_push(log, UG_MSG_PLAYER_HITS, UG_MON_RAT, 3, NULL);
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 2, NULL);
    ug_log_push(log, UG_MSG_LEVEL_UP, 2, 0, NULL);
    UgViewState s = game_state();
    ug_view_build(&frame, g, log, NULL, &s);
    assert_int_equal(frame.log_count, 5);
    assert_string_equal(frame.log[0].text, "You wake up.");
    assert_string_equal(frame.log[1].text, "The wall blocks your way. (x3)");
    assert_int_equal(frame.log[1].repeat, 3);
    assert_string_equal(frame.log[2].text, "You hit the rat (3).");
    UgColor dealt = ug_view_kind_color(UG_MSGKIND_DEALT),
            taken = ug_view_kind_color(UG_MSGKIND_TAKEN);
    assert_memory_equal(&frame.log[2].color, &dealt, sizeof dealt);
    assert_memory_equal(&frame.log[3].color, &taken, sizeof taken);
    assert_string_equal(frame.log[2].mark, ug_view_kind_mark(UG_MSGKIND_DEALT));
    assert_string_not_equal(frame.log[2].mark, frame.log[3].mark); /* without colour, too */
    UgCatalog *ja = ug_test_load_catalog("ja");
    ug_view_build(&frame, g, log, ja, &s);
    assert_string_equal(frame.log[1].text, "壁に阻まれました。（x3）");
    assert_string_equal(frame.log[4].text, "おめでとうございます。あなたはレベル2になりました。");
    ug_catalog_free(ja);
    /* As many as the layout has room for. */
    for (int i = 0; i < 12; i++) ug_log_push(log, UG_MSG_LEVEL_UP, 3 + i, 0, NULL);
    s.log_lines = 8;
    ug_view_build(&frame, g, log, NULL, &s);
    assert_int_equal(frame.log_count, 8);
    assert_string_equal(frame.log[7].text, "Congratulations! You reached level 14.");
    /* Meanings: a kill is damage dealt, hunger is danger, a floor is said by the system. */
    assert_int_equal(ug_view_message_kind(UG_MSG_DESCEND), UG_MSGKIND_SYSTEM);
    assert_int_equal(ug_view_message_kind(UG_MSG_MONSTER_KILLED), UG_MSGKIND_DEALT);
    assert_int_equal(ug_view_message_kind(UG_MSG_PLAYER_HITS), UG_MSGKIND_DEALT);
    assert_int_equal(ug_view_message_kind(UG_MSG_MONSTER_HITS), UG_MSGKIND_TAKEN);
    assert_int_equal(ug_view_message_kind(UG_MSG_STARVING_TO_DEATH), UG_MSGKIND_DANGER);
    assert_int_equal(ug_view_message_kind(UG_MSG_DRINK), UG_MSGKIND_HEAL);
    assert_int_equal(ug_view_message_kind(UG_MSG_PICKUP), UG_MSGKIND_LOOT);
    assert_int_equal(ug_view_message_kind(UG_MSG_LEVEL_UP), UG_MSGKIND_LEVEL);
    for (int k = 0; k < UG_MSGKIND_COUNT; k++)
        for (int j = k + 1; j < UG_MSGKIND_COUNT; j++) {
            UgColor a = ug_view_kind_color((UgMsgKind)k), b = ug_view_kind_color((UgMsgKind)j);
            assert_true(memcmp(&a, &b, sizeof a) != 0);
            assert_string_not_equal(ug_view_kind_mark((UgMsgKind)k),
                                    ug_view_kind_mark((UgMsgKind)j));
        }
    ug_game_free(g);
}

/* x opens the list, z the verb menu, up/down wrap, x backs out, z eats (one turn). */
static void inventory_and_item_menu(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    UgGame *g = on_floor("e2e123", 1, 0, 0);
    UgViewState s = game_state();
    assert_false(ug_inventory_toggle(&s, g)); /* nothing to list */
    assert_false(s.inv_open);
    ug_view_build(&frame, g, log, NULL, &s);
    assert_true(frame.has_inventory);
    assert_string_equal(frame.inv_title.text, "Items (0)");
    assert_string_equal(frame.inv_lines[0].text, "(nothing)");
    act(g, ug_action_move(1, 1), log);
    act(g, ug_action_move(1, 1), log);
    act(g, ug_action_simple(UG_ACT_PICKUP), log);
    assert_int_equal(ug_game_inventory_count(g), 1);
    ug_view_build(&frame, g, log, NULL, &s);
    assert_string_equal(frame.inv_title.text, "Items (1)");
    assert_string_equal(frame.inv_lines[0].text, "Apple");
    assert_int_equal(frame.inv_glyph[0], '%');
    assert_int_equal(frame.inv_cursor, -1); /* closed: no cursor */
    assert_string_equal(frame.log[frame.log_count - 1].text, "You pick up the apple.");
    assert_true(ug_inventory_toggle(&s, g));
    ug_view_build(&frame, g, log, NULL, &s);
    assert_int_equal(frame.inv_cursor, 0);
    UgAction a;
    assert_false(ug_inventory_choose(&s, g, &a)); /* z: the menu */
    ug_view_build(&frame, g, log, NULL, &s);
    assert_true(frame.inv_menu);
    assert_string_equal(frame.inv_title.text, "Apple");
    assert_int_equal(frame.inv_count, 2);
    assert_string_equal(frame.inv_lines[0].text, "Eat");
    assert_string_equal(frame.inv_lines[1].text, "Put down");
    ug_inventory_move(&s, g, 1);
    ug_view_build(&frame, g, log, NULL, &s);
    assert_int_equal(frame.inv_cursor, 1);
    ug_inventory_move(&s, g, 1); /* wraps */
    assert_int_equal(s.inv_menu_index, 0);
    ug_inventory_move(&s, g, -1); /* wraps back */
    assert_int_equal(s.inv_menu_index, 1);
    assert_true(ug_inventory_toggle(&s, g)); /* x: back to the list */
    assert_true(s.inv_open);
    assert_false(s.inv_menu);
    assert_false(ug_inventory_choose(&s, g, &a));
    int turns = ug_game_player(g)->turns;
    assert_true(ug_inventory_choose(&s, g, &a)); /* z on "Eat" */
    assert_int_equal(a.kind, UG_ACT_USE);
    assert_int_equal(a.item, 0);
    assert_int_equal(a.verb, UG_VERB_EAT);
    assert_false(s.inv_open);
    act(g, a, log);
    assert_int_equal(ug_game_player(g)->turns, turns + 1);
    assert_int_equal(ug_game_inventory_count(g), 0);
    ug_view_build(&frame, g, log, NULL, &s);
    assert_string_equal(frame.log[frame.log_count - 1].text, "You eat the apple: hunger +0.");
    ug_game_free(g);
}

/* Ten rows show at once; the cursor wraps and the rows scroll with it. Potions are named by
 * 10 x level. */
static void inventory_scrolls(void **state) {
    (void)state;
    UgGame *g = on_floor("hello", 1, 12, 5);
    for (int i = 0; i < 12; i++) assert_true(ug_scenario_give_item(g, UG_ITEM_POTION, i + 1));
    UgViewState s = game_state();
    assert_true(ug_inventory_toggle(&s, g));
    ug_inventory_move(&s, g, -1); /* from the first up: the last */
    assert_int_equal(s.inv_index, 11);
    assert_int_equal(s.inv_offset, 2);
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_int_equal(frame.inv_count, UG_FRAME_INV_ROWS);
    assert_string_equal(frame.inv_lines[0].text, "Healing potion 30");
    assert_string_equal(frame.inv_lines[9].text, "Healing potion 120");
    assert_int_equal(frame.inv_cursor, 9);
    ug_inventory_move(&s, g, 1); /* and down again: the first */
    assert_int_equal(s.inv_index, 0);
    assert_int_equal(s.inv_offset, 0);
    UgCatalog *ja = ug_test_load_catalog("ja");
    ug_view_build(&frame, g, NULL, ja, &s);
    assert_string_equal(frame.inv_lines[1].text, "回復薬20");
    assert_false(ug_inventory_choose(&s, g, &(UgAction){0}));
    ug_view_build(&frame, g, NULL, ja, &s);
    assert_string_equal(frame.inv_lines[0].text, "飲む");
    assert_string_equal(frame.inv_lines[1].text, "置く");
    ug_catalog_free(ja);
    ug_game_free(g);
}

/* The inventory shows the rows its panel has room for, and the cursor never leaves them: at
 * 640x360 and at 1366x768 fewer than 10 rows fit (the sidebar keeps half its room for the
 * creatures in sight), more at the larger size. Guards against a cursor scrolled onto a
 * row the panel does not draw (the list kept 10 rows whatever the layout). */
static void inventory_rows_come_from_the_layout(void **state) {
    (void)state;
    static const int sizes[2][2] = {{640, 360}, {1366, 768}};
    int small_rows = 0;
    for (int k = 0; k < 2; k++) {
        UgLayout l;
        ug_layout_compute(&l, sizes[k][0], sizes[k][1],
                          &(UgLayoutParams){50, 50, 8, true, 0, 0, 0});
        assert_true(l.inventory_rows >= 2 && l.inventory_rows < UG_FRAME_INV_ROWS);
        if (k == 1) assert_true(l.inventory_rows > small_rows);
        small_rows = l.inventory_rows;
        /* the title, the rows and the hint within the panel */
        assert_true((l.inventory_rows + 2) * l.line_h <= l.inventory.h);
        UgGame *g = on_floor("hello", 1, 12, 5);
        for (int i = 0; i < 12; i++) assert_true(ug_scenario_give_item(g, UG_ITEM_POTION, i + 1));
        UgViewState s = game_state();
        s.inv_rows = l.inventory_rows;
        assert_true(ug_inventory_toggle(&s, g));
        for (int step = 0; step < 24; step++) { /* down twice round the list */
            ug_view_build(&frame, g, NULL, NULL, &s);
            assert_int_equal(frame.inv_count, l.inventory_rows);
            assert_true(frame.inv_cursor >= 0 && frame.inv_cursor < l.inventory_rows);
            char want[32];
            snprintf(want, sizeof want, "Healing potion %d", 10 * (s.inv_index + 1));
            assert_string_equal(frame.inv_lines[frame.inv_cursor].text, want);
            ug_inventory_move(&s, g, 1);
        }
        ug_inventory_move(&s, g, -1); /* from the first up: the last, in the bottom row */
        ug_view_build(&frame, g, NULL, NULL, &s);
        assert_int_equal(s.inv_index, 11);
        assert_int_equal(frame.inv_cursor, l.inventory_rows - 1);
        assert_string_equal(frame.inv_lines[frame.inv_cursor].text, "Healing potion 120");
        ug_game_free(g);
    }
}

/* The first whole number in a text (-1: none). */
static int first_number(const char *text) {
    for (const char *p = text; *p; p++)
        if (*p >= '0' && *p <= '9') return atoi(p);
    return -1;
}

/* Fault 8: one potion has one name. A level-3 potion is "30" (10 x level) in the pick-up message,
 * the inventory list, its verb menu's title and the drink message, in every language. Guards
 * against a list that shows the level ("Healing potion 3") while the messages show 10 x level. */
static void a_potion_has_one_name(void **state) {
    (void)state;
    static const char *const langs[] = {"en", "es", "ja"};
    UgLog *log = &log_value;
    for (int l = 0; l < 3; l++) {
        UgCatalog *c = l == 0 ? NULL : ug_test_load_catalog(langs[l]);
        UgGame *g = on_floor("hello", 1, 12, 5);
        const UgPlayer *p = ug_game_player(g);
        ug_scenario_set_player(g, 5, p->max_hp, p->turns); /* the potion heals some */
        assert_true(ug_scenario_add_item(g, UG_ITEM_POTION, p->x, p->y, 3) != UG_ID_NONE);
        ug_log_clear(log);
        UgViewState s = game_state();
        act(g, ug_action_simple(UG_ACT_PICKUP), log);
        assert_int_equal(ug_game_inventory_count(g), 1);
        assert_true(ug_inventory_toggle(&s, g));
        ug_view_build(&frame, g, log, c, &s);
        const char *picked = frame.log[frame.log_count - 1].text;
        if (l == 0) {
            assert_string_equal(picked, "You pick up the healing potion 30.");
            assert_string_equal(frame.inv_lines[0].text, "Healing potion 30");
        }
        assert_int_equal(first_number(picked), 30);
        assert_int_equal(first_number(frame.inv_lines[0].text), 30);
        char list_name[UG_FRAME_TEXT_MAX];
        snprintf(list_name, sizeof list_name, "%s", frame.inv_lines[0].text);
        assert_false(ug_inventory_choose(&s, g, &(UgAction){0})); /* z: its verbs */
        ug_view_build(&frame, g, log, c, &s);
        assert_true(frame.inv_menu);
        assert_string_equal(frame.inv_title.text, list_name); /* the very same name */
        UgAction a;
        assert_true(ug_inventory_choose(&s, g, &a)); /* z on Drink */
        assert_int_equal(a.verb, UG_VERB_DRINK);
        act(g, a, log);
        ug_view_build(&frame, g, log, c, &s);
        const char *drunk = frame.log[frame.log_count - 1].text;
        if (l == 0) assert_non_null(strstr(drunk, "You drink the healing potion 30: +"));
        assert_int_equal(first_number(drunk), 30);
        ug_game_free(g);
        ug_catalog_free(c);
    }
}

/* Every text of simple's screens has a Japanese translation: guards against a msgid added to the
 * view but forgotten in ja.po (it would show English, or worse, nothing readable). */
static void japanese_covers_every_simple_text(void **state) {
    (void)state;
    UgCatalog *ja = ug_test_load_catalog("ja");
    UgGame *g = on_floor("hello", 1, 12, 5);
    assert_true(ug_scenario_give_item(g, UG_ITEM_APPLE, 0));
    assert_true(ug_scenario_give_item(g, UG_ITEM_POTION, 3));
    UgLog *log = &log_value;
    for (int m = UG_MSG_FLOOR_START; m < UG_MSG_COUNT; m++)
        for (int k = 0; k < UG_MON_KIND_COUNT; k++) {
            UgLogEntry e = {m, k, 2, "", 1, 1};
            char en_text[UG_FRAME_TEXT_MAX], ja_text[UG_FRAME_TEXT_MAX];
            ug_view_word_entry(NULL, &e, en_text, sizeof en_text);
            ug_view_word_entry(ja, &e, ja_text, sizeof ja_text);
            if (strstr(en_text, "(message")) continue; /* a kind the message cannot have */
            if (strcmp(en_text, ja_text) == 0) fail_msg("no Japanese for \"%s\"", en_text);
        }
    ug_log_clear(log);
    for (int m = UG_UIMSG_FIRST; m < UG_UIMSG_LAST; m++) ug_log_push(log, m, 0, 0, "x");
    for (int scene = UG_SCENE_TITLE; scene <= UG_SCENE_VICTORY; scene++)
        for (int overlay = UG_OVERLAY_NONE; overlay <= UG_OVERLAY_NOTICE; overlay++)
            for (int inv = 0; inv < 3; inv++) {
                UgViewState s = game_state();
                s.scene = (UgScene)scene;
                s.overlay = (UgOverlay)overlay;
                s.inv_open = inv > 0;
                s.inv_menu = inv > 1;
                ug_view_build(&english, g, log, NULL, &s);
                ug_view_build(&frame, g, log, ja, &s);
                for (int i = 0; i < english.body_count; i++)
                    assert_string_not_equal(english.body[i].text, frame.body[i].text);
                if (english.heading.text[0] && !ug_catalog_has(ja, english.heading.text))
                    assert_string_not_equal(english.heading.text, frame.heading.text);
                for (int i = 0; i < english.hud_count; i++)
                    assert_string_not_equal(english.hud[i].text, frame.hud[i].text);
                for (int i = 0; i < english.log_count; i++)
                    assert_string_not_equal(english.log[i].text, frame.log[i].text);
                for (int i = 0; i < english.overlay_count; i++)
                    if (english.overlay_lines[i].text[0])
                        assert_string_not_equal(english.overlay_lines[i].text,
                                                frame.overlay_lines[i].text);
                if (english.has_inventory) {
                    assert_string_not_equal(english.inv_title.text, frame.inv_title.text);
                    assert_string_not_equal(english.inv_hint.text, frame.inv_hint.text);
                    for (int i = 0; i < english.inv_count; i++)
                        assert_string_not_equal(english.inv_lines[i].text, frame.inv_lines[i].text);
                }
            }
    ug_game_free(g);
    ug_catalog_free(ja);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(board_scrolls_with_the_player),
        cmocka_unit_test(room_sight_and_memory),
        cmocka_unit_test(minimap_colours),
        cmocka_unit_test(status_lines),
        cmocka_unit_test(log_colours_and_repeats),
        cmocka_unit_test(inventory_and_item_menu),
        cmocka_unit_test(inventory_scrolls),
        cmocka_unit_test(a_potion_has_one_name),
        cmocka_unit_test(inventory_rows_come_from_the_layout),
        cmocka_unit_test(japanese_covers_every_simple_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
