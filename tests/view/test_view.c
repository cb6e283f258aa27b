/* Frame tests: what each cell, HUD line and log line shows in scripted situations. The game is a
 * real classic game whose state is then set by hand (fog, sight, creatures), through the core's
 * private struct, so each situation is exactly the one named. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "layout.h"
#include "profile.h"
#include "view.h"
#include "view_fixtures.h"
#include "words.h"

static UgFrame frame; /* large: not on the stack */
static UgLog log_value;

/* A 32x16 floor of rock with one room x 5..14, y 3..8, the player at (7, 5), stairs at
 * (12, 6), a potion at (13, 7); nothing seen yet. */
static UgGame *scripted_game(void) {
    UgGame *g = ug_test_blank_classic_game();
    ug_test_floor_rect(g, 5, 3, 14, 8);
    ug_scenario_set_tile(g, 12, 6, UG_TILE_STAIRS);
    ug_scenario_set_tile(g, 13, 7, UG_TILE_POTION);
    return g;
}

static void see(UgGame *g, int x0, int y0, int x1, int y1, bool visible) {
    ug_test_see_rect(g, x0, y0, x1, y1, visible);
}

static void add_monster(UgGame *g, UgMonsterKind kind, int x, int y) {
    ug_scenario_add_monster(g, kind, x, y, 3);
}

static UgViewState game_state(void) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.log_lines = 5;
    s.history_rows = 10;
    return s;
}

static void assert_color(UgColor c, int r, int g, int b, int a) {
    if (c.r != r || c.g != g || c.b != b || c.a != a)
        fail_msg("colour %d,%d,%d,%d, expected %d,%d,%d,%d", c.r, c.g, c.b, c.a, r, g, b, a);
}

static void fog_hides_what_was_never_seen(void **state) {
    (void)state;
    UgGame *g = scripted_game();
    see(g, 5, 3, 9, 8, true); /* only the west half of the room */
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_true(frame.has_board);
    assert_int_equal(frame.board_w, 32);
    assert_int_equal(frame.board_h, 16);
    const UgCell *unseen = &frame.cells[5][12];
    assert_false(unseen->seen);
    assert_int_equal(unseen->glyph, 0);
    assert_int_equal(unseen->bg.a, 0);
    /* The minimap knows nothing of it either. */
    assert_int_equal(frame.minimap[6][12].a, 0);
    assert_int_not_equal(frame.minimap[5][6].a, 0);
    ug_game_free(g);
}

static void remembered_tiles_are_dimmed(void **state) {
    (void)state;
    UgGame *g = scripted_game();
    see(g, 0, 0, 31, 15, false); /* everything remembered ... */
    see(g, 4, 2, 9, 8, true);    /* ... the west part in sight */
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    /* Floor in sight and remembered (seed colours). */
    assert_false(frame.cells[4][6].dimmed);
    assert_color(frame.cells[4][6].bg, 40, 38, 62, 255);
    assert_true(frame.cells[4][11].dimmed);
    assert_color(frame.cells[4][11].bg, 20, 20, 32, 255);
    /* Rock touching floor: a block, bright in sight, dark remembered. */
    assert_color(frame.cells[2][6].bg, 110, 94, 150, 255);
    assert_color(frame.cells[2][12].bg, 50, 44, 70, 255);
    /* Rock touching no floor is never drawn, seen or not. */
    assert_true(frame.cells[0][0].seen);
    assert_int_equal(frame.cells[0][0].bg.a, 0);
    assert_int_equal(frame.cells[12][20].bg.a, 0);
    /* Remembered stairs and potion: their glyphs at 40 % opacity. */
    assert_int_equal(frame.cells[6][12].glyph, '>');
    assert_color(frame.cells[6][12].fg, 255, 214, 90, 102);
    assert_int_equal(frame.cells[7][13].glyph, '!');
    assert_color(frame.cells[7][13].fg, 255, 100, 160, 102);
    /* The player. */
    assert_int_equal(frame.cells[5][7].glyph, '@');
    assert_color(frame.cells[5][7].fg, 255, 255, 255, 255);
    assert_int_equal(frame.player_x, 7);
    assert_int_equal(frame.player_y, 5);
    ug_game_free(g);
}

static void enemies_show_only_while_visible(void **state) {
    (void)state;
    UgGame *g = scripted_game();
    see(g, 0, 0, 31, 15, false);
    see(g, 4, 2, 9, 8, true);
    add_monster(g, UG_MON_GOBLIN, 8, 4); /* in sight */
    add_monster(g, UG_MON_OGRE, 13, 4);  /* remembered tile, not in sight */
    add_monster(g, UG_MON_RAT, 6, 7);    /* in sight */
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_int_equal(frame.cells[4][8].glyph, 'g');
    assert_color(frame.cells[4][8].fg, 120, 220, 110, 255);
    assert_true(frame.cells[4][8].monster);
    assert_int_equal(frame.cells[7][6].glyph, 'r');
    assert_color(frame.cells[7][6].fg, 200, 170, 120, 255);
    /* The ogre's tile shows plain remembered floor. */
    assert_int_equal(frame.cells[4][13].glyph, 0);
    assert_false(frame.cells[4][13].monster);
    assert_color(frame.cells[4][13].bg, 20, 20, 32, 255);
    /* The minimap agrees: the goblin in its colour, no trace of the ogre. */
    assert_color(frame.minimap[4][8], 120, 220, 110, 255);
    assert_color(frame.minimap[5][7], 255, 255, 255, 255);
    assert_int_not_equal(frame.minimap[4][13].r, 240);
    assert_color(frame.minimap[6][12], 255, 214, 90, 255);
    /* Once in sight, the ogre appears. */
    ug_scenario_set_seen(g, 13, 4, true, true);
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_int_equal(frame.cells[4][13].glyph, 'O');
    assert_color(frame.cells[4][13].fg, 240, 110, 90, 255);
    ug_game_free(g);
}

static void hud_lines_in_both_languages(void **state) {
    (void)state;
    UgGame *g = scripted_game();
    ug_scenario_set_player(g, 7, ug_game_player(g)->max_hp, 42);
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_int_equal(frame.hud_count, 4);
    assert_string_equal(frame.hud[0].text, "Floor 1");
    assert_string_equal(frame.hud[1].text, "Health 7/20");
    assert_string_equal(frame.hud[2].text, "Turn 42");
    assert_string_equal(frame.hud[3].text, "Seed 48213");
    assert_int_equal(frame.health, 7);
    assert_int_equal(frame.health_max, 20);
    assert_true(frame.health_color.r > frame.health_color.g); /* 35 %: no longer green */
    UgCatalog *es = ug_test_load_catalog("es");
    ug_view_build(&frame, g, NULL, es, &s);
    assert_string_equal(frame.hud[0].text, "Piso 1");
    assert_string_equal(frame.hud[1].text, "Vida 7/20");
    assert_string_equal(frame.hud[2].text, "Turno 42");
    assert_string_equal(frame.hud[3].text, "Semilla 48213");
    ug_catalog_free(es);
    ug_game_free(g);
}

static void messages_are_worded_from_ids(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    ug_log_push(log, UG_MSG_FLOOR_START, 1, 0, NULL);
    ug_log_push(log, UG_MSG_PLAYER_HITS, UG_MON_RAT, 3, NULL);
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_GOBLIN, 2, NULL);
    ug_log_push(log, UG_MSG_MONSTER_DIES, UG_MON_OGRE, 0, NULL);
    ug_log_push(log, UG_MSG_DRINK_POTION, 6, 0, NULL);
    UgGame *g = scripted_game();
    UgViewState s = game_state();
    ug_view_build(&frame, g, log, NULL, &s);
    assert_int_equal(frame.log_count, 5);
    assert_string_equal(frame.log[0].text, "Floor 1. Find the stairs >.");
    assert_string_equal(frame.log[1].text, "You hit the rat (3).");
    assert_string_equal(frame.log[2].text, "The goblin hits you (2).");
    assert_string_equal(frame.log[3].text, "The ogre dies.");
    assert_string_equal(frame.log[4].text, "You drink a potion: +6 health.");
    UgCatalog *es = ug_test_load_catalog("es");
    ug_view_build(&frame, g, log, es, &s);
    assert_string_equal(frame.log[0].text, "Piso 1. Busca la escalera >.");
    assert_string_equal(frame.log[1].text, "Golpeas a la rata (3).");
    assert_string_equal(frame.log[2].text, "El goblin te golpea (2).");
    assert_string_equal(frame.log[3].text, "El ogro muere.");
    assert_string_equal(frame.log[4].text, "Bebes una poción: +6 de vida.");
    ug_catalog_free(es);
    ug_game_free(g);
}

static void log_shows_the_newest_brightest_and_counts_repeats(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    for (int i = 1; i <= 4; i++) ug_log_push(log, UG_MSG_FLOOR_START, i, 0, NULL);
    for (int i = 0; i < 3; i++) ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 1, NULL);
    UgGame *g = scripted_game();
    UgViewState s = game_state();
    s.log_lines = 3;
    ug_view_build(&frame, g, log, NULL, &s);
    assert_int_equal(frame.log_count, 3);
    assert_string_equal(frame.log[0].text, "Floor 3. Find the stairs >.");
    assert_string_equal(frame.log[1].text, "Floor 4. Find the stairs >.");
    assert_string_equal(frame.log[2].text, "The rat hits you (1). (x3)");
    assert_int_equal(frame.log[2].repeat, 3);
    /* Each in the colour of its meaning, opaque (no fading below the contrast floor). */
    UgColor taken = ug_view_kind_color(UG_MSGKIND_TAKEN),
            sys = ug_view_kind_color(UG_MSGKIND_SYSTEM);
    assert_color(frame.log[2].color, taken.r, taken.g, taken.b, 255);
    assert_color(frame.log[0].color, sys.r, sys.g, sys.b, 255);
    ug_game_free(g);
}

static void history_scrolls_through_everything(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    for (int i = 1; i <= 30; i++) ug_log_push(log, UG_MSG_FLOOR_START, i, 0, NULL);
    UgGame *g = scripted_game();
    UgViewState s = game_state();
    s.overlay = UG_OVERLAY_HISTORY;
    s.history_rows = 10;
    ug_view_build(&frame, g, log, NULL, &s);
    assert_int_equal(frame.overlay_count, 10);
    assert_string_equal(frame.overlay_lines[9].text, "Floor 30. Find the stairs >.");
    s.history_scroll = 5;
    ug_view_build(&frame, g, log, NULL, &s);
    assert_string_equal(frame.overlay_lines[9].text, "Floor 25. Find the stairs >.");
    s.history_scroll = 1000; /* clamped to the oldest page */
    ug_view_build(&frame, g, log, NULL, &s);
    assert_string_equal(frame.overlay_lines[0].text, "Floor 1. Find the stairs >.");
    assert_int_equal(ug_view_history_max_scroll(log, 10), 20);
    ug_game_free(g);
}

/* The title is the menu (fault 1); the death screen says the cause, floor, turns, score and
 * seed, and its key hint only after the pause (fault 6). */
static void title_and_death_screens(void **state) {
    (void)state;
    UgViewState s = {0};
    s.scene = UG_SCENE_TITLE;
    ug_view_build(&frame, NULL, NULL, NULL, &s);
    assert_false(frame.has_board);
    assert_true(frame.has_menu);
    assert_string_equal(frame.heading.text, "Undergrid");
    assert_string_equal(frame.menu_items[0].text, "New game");
    s.saves[UG_MODE_SIMPLE].saved = true;
    s.saves[UG_MODE_SIMPLE].floor = 3;
    s.saves[UG_MODE_SIMPLE].turns = 120;
    ug_view_build(&frame, NULL, NULL, NULL, &s);
    assert_string_equal(frame.menu_items[0].text, "Continue: Simple, floor 3, turn 120");
    /* The modes: adventure first; a mode the core cannot play is shown, disabled, "coming". */
    s.menu_page = UG_PAGE_MODES;
    UgMenuItem items[UG_FRAME_MENU_MAX];
    int n = ug_view_menu_items(&s, items);
    assert_int_equal(items[0].arg, UG_MODE_ADVENTURE);
    for (int i = 0; i < n - 1; i++) {
        assert_int_equal(items[i].enabled, ug_mode_available((UgMode)items[i].arg));
        ug_view_build(&frame, NULL, NULL, NULL, &s);
        if (!items[i].enabled) assert_non_null(strstr(frame.menu_items[i].text, "(coming)"));
    }
    /* The cursor starts on the first mode that can be played ("coming" ones are skipped). */
    int first = 0;
    while (first < n && !items[first].enabled) first++;
    assert_int_equal(ug_view_menu_step(&s, 0, 1), first);

    UgGame *g = scripted_game();
    UgViewState d = game_state();
    d.scene = UG_SCENE_DEATH;
    d.death_floor = 3;
    d.death_turns = 120;
    d.death_killer = UG_MON_GOBLIN;
    d.death_score = 250;
    ug_view_build(&frame, g, NULL, NULL, &d);
    assert_string_equal(frame.heading.text, "You died");
    assert_string_equal(frame.body[0].text, "Killed by: Goblin");
    assert_string_equal(frame.body[1].text, "Floor 3, turn 120, score 250");
    assert_string_equal(frame.body[2].text, "Seed 48213 (C: write it to a file)");
    assert_int_equal(frame.body_count, 3); /* no key hint during the pause */
    assert_true(frame.has_board);          /* the floor's map is drawn */
    d.death_ready = true;
    ug_view_build(&frame, g, NULL, NULL, &d);
    assert_int_equal(frame.body_count, 5);
    UgCatalog *es = ug_test_load_catalog("es");
    ug_view_build(&frame, g, NULL, es, &d);
    assert_string_equal(frame.heading.text, "Has muerto");
    assert_string_equal(frame.body[0].text, "Te mató: Trasgo");
    ug_catalog_free(es);
    ug_game_free(g);
}

/* A line is translated when it differs from the English one, or when the English text is itself
 * a translated msgid (a word the same in both languages: "Simple"). */
static void assert_translated(const UgCatalog *c, const char *english, const char *translated) {
    if (english[0] && strcmp(english, translated) == 0 && !ug_catalog_has(c, english))
        fail_msg("not translated: \"%s\"", english);
}

/* Every text of every screen has a Spanish translation: guards against a new msgid that was
 * added to the view but forgotten in es.po (it would silently show English). */
static void spanish_covers_every_screen(void **state) {
    (void)state;
    UgCatalog *es = ug_test_load_catalog("es");
    UgGame *g = scripted_game();
    UgLog *log = &log_value;
    ug_log_clear(log);
    for (int m = UG_MSG_FLOOR_START; m < UG_MSG_COUNT; m++)
        for (int k = 0; k < UG_MON_KIND_COUNT; k++) ug_log_push(log, m, k, 2, NULL);
    for (int m = UG_UIMSG_FIRST; m < UG_UIMSG_LAST; m++) ug_log_push(log, m, 0, 0, "x");
    static UgFrame english;
    for (int scene = UG_SCENE_TITLE; scene <= UG_SCENE_VICTORY; scene++)
        for (int overlay = UG_OVERLAY_NONE; overlay <= UG_OVERLAY_NOTICE; overlay++) {
            UgViewState s = game_state();
            s.scene = (UgScene)scene;
            s.overlay = (UgOverlay)overlay;
            s.history_rows = UG_FRAME_OVERLAY_MAX;
            s.log_lines = UG_FRAME_LOG_MAX;
            ug_view_build(&english, g, log, NULL, &s);
            ug_view_build(&frame, g, log, es, &s);
            for (int i = 0; i < english.body_count; i++)
                assert_string_not_equal(english.body[i].text, frame.body[i].text);
            for (int i = 0; i < english.hud_count; i++)
                assert_string_not_equal(english.hud[i].text, frame.hud[i].text);
            for (int i = 0; i < english.log_count; i++)
                assert_string_not_equal(english.log[i].text, frame.log[i].text);
            for (int i = 0; i < english.overlay_count; i++)
                assert_translated(es, english.overlay_lines[i].text, frame.overlay_lines[i].text);
            if (english.overlay_title.text[0])
                assert_string_not_equal(english.overlay_title.text, frame.overlay_title.text);
            if (english.overlay_footer.text[0])
                assert_string_not_equal(english.overlay_footer.text, frame.overlay_footer.text);
            for (int i = 0; i < english.sight_count; i++)
                assert_translated(es, english.sight[i].text.text, frame.sight[i].text.text);
            assert_translated(es, english.sight_title.text, frame.sight_title.text);
        }
    /* Every page of the title menu, every row chosen in turn (its detail line too). */
    for (int page = 0; page < UG_PAGE_COUNT; page++)
        for (int row = 0; row < UG_FRAME_MENU_MAX; row++) {
            UgViewState s = {0};
            s.scene = UG_SCENE_TITLE;
            s.menu_page = (UgMenuPage)page;
            s.menu_cursor = row;
            s.menu_mode = UG_MODE_CLASSIC;
            s.seed_bad = true;
            s.saves[UG_MODE_CLASSIC].saved = true;
            snprintf(s.options.lang, sizeof s.options.lang, "es");
            ug_view_build(&english, NULL, NULL, NULL, &s);
            if (row >= english.menu_count) break;
            ug_view_build(&frame, NULL, NULL, es, &s);
            assert_translated(es, english.heading.text, frame.heading.text);
            for (int i = 0; i < english.body_count; i++)
                assert_translated(es, english.body[i].text, frame.body[i].text);
            for (int i = 0; i < english.menu_count; i++)
                assert_translated(es, english.menu_items[i].text, frame.menu_items[i].text);
            assert_translated(es, english.menu_detail.text, frame.menu_detail.text);
            assert_translated(es, english.menu_hint.text, frame.menu_hint.text);
        }
    /* The look line over each kind of tile and a creature. */
    for (int y = 0; y < 16; y++)
        for (int x = 0; x < 32; x++) {
            UgViewState s = game_state();
            s.hover = true;
            s.hover_x = x;
            s.hover_y = y;
            ug_view_build(&english, g, log, NULL, &s);
            ug_view_build(&frame, g, log, es, &s);
            if (english.look.text[0]) assert_translated(es, english.look.text, frame.look.text);
        }
    ug_game_free(g);
    ug_catalog_free(es);
}

/* A real game played by the core: the frame agrees with the state after every turn. */
static void frames_follow_a_real_game(void **state) {
    (void)state;
    UgGameParams p = {UG_MODE_CLASSIC, "7"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    UgViewState s = game_state();
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    for (int turn = 0; turn < 200 && ug_game_status(g) == UG_STATUS_PLAYING; turn++) {
        ug_game_act(g, ug_action_move(dirs[(turn / 7) % 4][0], dirs[(turn / 7) % 4][1]), NULL);
        ug_view_build(&frame, g, NULL, NULL, &s);
        const UgPlayer *pl = ug_game_player(g);
        assert_int_equal(frame.cells[pl->y][pl->x].glyph, '@');
        int drawn = 0, visible = 0;
        for (int y = 0; y < 16; y++)
            for (int x = 0; x < 32; x++) {
                drawn += frame.cells[y][x].monster;
                assert_int_equal(frame.cells[y][x].seen, ug_game_seen(g, x, y));
                assert_int_equal(frame.cells[y][x].dimmed,
                                 ug_game_seen(g, x, y) && !ug_game_visible(g, x, y));
            }
        for (int i = 0; i < ug_game_monster_count(g); i++) {
            const UgMonster *m = ug_game_monster(g, i);
            visible += ug_game_visible(g, m->x, m->y);
        }
        assert_int_equal(drawn, visible);
    }
    ug_game_free(g);
}

static double channel(uint8_t v) {
    double c = v / 255.0;
    return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double luminance(UgColor c) {
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

/* Guards fault 8's unreadable hint line (dark violet on black) and every text after it: each
 * text colour the frame uses stands out from its background by at least WCAG AA's 4.5:1. */
static void every_text_has_contrast(void **state) {
    (void)state;
    UgColorPair pairs[64];
    int n = ug_view_text_palette(pairs, 64);
    assert_true(n > 20);
    for (int i = 0; i < n; i++) {
        double a = luminance(pairs[i].text) + 0.05, b = luminance(pairs[i].back) + 0.05;
        double ratio = a > b ? a / b : b / a;
        if (ratio < 4.5)
            fail_msg("%d,%d,%d on %d,%d,%d: %.2f:1", pairs[i].text.r, pairs[i].text.g,
                     pairs[i].text.b, pairs[i].back.r, pairs[i].back.g, pairs[i].back.b, ratio);
    }
}

/* Guards fault 7's other half: classic's hits dealt and taken looked alike. */
static void hits_dealt_and_taken_differ_in_every_mode(void **state) {
    (void)state;
    UgLog *log = &log_value;
    ug_log_clear(log);
    ug_log_push(log, UG_MSG_PLAYER_HITS, UG_MON_RAT, 2, NULL);
    ug_log_push(log, UG_MSG_MONSTER_HITS, UG_MON_RAT, 1, NULL);
    UgGame *g = scripted_game();
    UgViewState s = game_state();
    s.log_lines = 2;
    ug_view_build(&frame, g, log, NULL, &s);
    assert_true(memcmp(&frame.log[0].color, &frame.log[1].color, sizeof(UgColor)) != 0);
    assert_string_not_equal(frame.log[0].mark, frame.log[1].mark);
    ug_game_free(g);
}

/* Guards faults 4 and 2: creatures in sight are listed with their health, and the hovered tile
 * is described. */
static void sidebar_and_look_line(void **state) {
    (void)state;
    UgGame *g = scripted_game();
    see(g, 5, 3, 14, 8, true);
    add_monster(g, UG_MON_GOBLIN, 10, 5);
    UgViewState s = game_state();
    ug_view_build(&frame, g, NULL, NULL, &s);
    assert_true(frame.sight_count >= 1);
    assert_string_equal(frame.sight[0].text.text, "Goblin");
    assert_true(frame.sight[0].max_hp >= frame.sight[0].hp && frame.sight[0].hp > 0);
    const UgMonster *m = ug_game_monster(g, 0);
    s.hover = true;
    s.hover_x = m->x;
    s.hover_y = m->y;
    ug_view_build(&frame, g, NULL, NULL, &s);
    char expected[64];
    snprintf(expected, sizeof expected, "Goblin: HP %d/%d.", m->hp, m->max_hp);
    assert_string_equal(frame.look.text, expected);
    s.overlay = UG_OVERLAY_HELP;
    ug_view_build(&frame, g, NULL, NULL, &s);
    bool legend = false;
    for (int i = 0; i < frame.overlay_count; i++)
        legend |= frame.overlay_glyph[i] == '@' && strcmp(frame.overlay_lines[i].text, "you") == 0;
    assert_true(legend); /* fault 10: help has a legend of the glyphs */
    ug_game_free(g);
}

/* Columns a piece of text takes (a wide glyph: two), as the line breaker counts them. */
static int text_cols(const char *text, int len) {
    int cols = 0;
    for (int i = 0; i < len; i++) {
        unsigned char b = (unsigned char)text[i];
        if ((b & 0xC0) == 0x80) continue;
        cols += b >= 0xE3 ? 2 : 1; /* U+3000 and up in this test's texts: kana, kanji */
    }
    return cols;
}

/* Long log lines wrap instead of running past the panel: at 640x360 (classic and simple, in
 * English and Japanese) the damaged-catalog notice takes several rows, each within the panel's
 * columns, whole (its last row ends the text), the newest message's last row at the bottom and
 * no more rows than the panel has. Guards against the notice cut at the panel's edge. */
static void long_log_lines_wrap_in_the_panel(void **state) {
    (void)state;
    static const char *const langs[] = {"en", "ja"};
    for (int mode = 0; mode < 2; mode++)
        for (int lang = 0; lang < 2; lang++) {
            UgCatalog *c = lang ? ug_test_load_catalog(langs[lang]) : NULL;
            UgLayout l;
            UgLayoutParams lp = {mode ? 50 : 32, mode ? 50 : 16, mode ? 8 : 4, mode == 1, 0, 0, 0};
            ug_layout_compute(&l, 640, 360, &lp);
            assert_true(l.log_cols >= 20);
            assert_true((l.log_cols + 2) * l.char_w + 2 * (l.line_h / 4 + 1) <= l.log.w);
            UgLog *log = &log_value;
            ug_log_clear(log);
            for (int k = 1; k <= 8; k++) ug_log_push(log, UG_MSG_FLOOR_START, k, 0, NULL);
            ug_log_push(log, UG_UIMSG_BAD_CATALOG, 0, 0,
                        "line 12: a msgstr without its msgid, in /usr/share/undergrid/ja.po");
            ug_log_push(log, UG_MSG_WALL_BLOCKS, 0, 0, NULL);
            UgGame *g = scripted_game();
            UgViewState s = game_state();
            s.log_lines = l.log_lines;
            ug_view_build(&frame, g, log, c, &s);
            UgLogRow rows[UG_LOG_ROWS_MAX];
            int n = ug_view_log_rows(&frame, l.log_cols, l.log_lines, rows);
            assert_int_equal(n, l.log_lines); /* the panel is filled */
            assert_true(n * l.line_h <= l.log.h);
            int notice_rows = 0;
            for (int i = 0; i < n; i++) {
                const UgTextLine *line = &frame.log[rows[i].line];
                assert_true(text_cols(line->text + rows[i].start, rows[i].len) <= l.log_cols);
                if (rows[i].line == frame.log_count - 2) {
                    notice_rows++;
                    if (i + 1 == n || rows[i + 1].line != rows[i].line)
                        assert_int_equal(rows[i].start + rows[i].len, (int)strlen(line->text));
                }
                if (i > 0) assert_true(rows[i].first == (rows[i - 1].line != rows[i].line));
            }
            assert_true(notice_rows >= 2); /* wrapped: more than the one row it had */
            assert_int_equal(rows[n - 1].line, frame.log_count - 1);
            ug_game_free(g);
            ug_catalog_free(c);
        }
}

/* Guards each profile's HUD formats against the stats' kinds of argument: a "%d" where the view
 * passes text (adventure's carried weight, in tenths, is "1.5") prints "?" instead. */
static void every_mode_words_its_status_lines(void **state) {
    (void)state;
    static const char *const seeds[UG_MODE_COUNT] = {"7", "seed", "1234567890", "seed"};
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_available((UgMode)m)) continue;
        UgGameParams p = {(UgMode)m, seeds[m]};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&p, &g), UG_OK);
        UgViewState vs = game_state();
        vs.mode = (UgMode)m;
        ug_view_build(&frame, g, NULL, NULL, &vs);
        assert_true(frame.hud_count > 0);
        for (int i = 0; i < frame.hud_count; i++)
            if (strchr(frame.hud[i].text, '?'))
                fail_msg("%s: the status line \"%s\"", ug_mode_name((UgMode)m), frame.hud[i].text);
        ug_game_free(g);
    }
}

/* A message is one row: every id of the core and of the front end has exactly one, in the
 * common tables or in one mode's (words.h), and the row found for it is that one. */
static int rows_for(const UgWords *words, int32_t msg) {
    int n = 0;
    for (int i = 0; words && i < words->count; i++) n += words->rows[i].id == msg;
    return n;
}

static void every_message_has_one_row(void **state) {
    (void)state;
    const UgWords *tables[2 + UG_MODE_COUNT] = {&ug_words_common, &ug_words_ui};
    for (int m = 0; m < UG_MODE_COUNT; m++) tables[2 + m] = ug_view_profile((UgMode)m)->words;
    for (int32_t msg = 0; msg < UG_UIMSG_LAST; msg++) {
        if (msg == UG_MSG_COUNT) msg = UG_UIMSG_FIRST;
        int n = 0;
        for (int t = 0; t < 2 + UG_MODE_COUNT; t++) n += rows_for(tables[t], msg);
        if (n != 1) fail_msg("the message %d has %d rows", (int)msg, n);
        const UgMessageRow *row = ug_view_message_row(msg);
        assert_non_null(row);
        assert_int_equal(row->id, msg);
    }
    assert_null(ug_view_message_row(UG_MSG_COUNT));
    assert_null(ug_view_message_row(UG_UIMSG_LAST));
}

/* Guards issue 24's crash (adventure, the pointer on a door: strlen(NULL) in the look line): in
 * every mode each tile value, seen and hovered, is described by a name that is neither NULL nor
 * empty, in English and through a catalog. */
static void every_tile_of_every_mode_has_a_name(void **state) {
    (void)state;
    static const char *const seeds[UG_MODE_COUNT] = {"7", "seed", "1234567890", "auditor"};
    UgCatalog *es = ug_test_load_catalog("es");
    for (int t = 0; t < UG_TILE_COUNT; t++) {
        const char *name = ug_view_tile_name(NULL, (UgTile)t);
        if (!name || !name[0] || !strcmp(name, "?")) fail_msg("the tile %d has no name", t);
        name = ug_view_tile_name(es, (UgTile)t);
        if (!name || !name[0]) fail_msg("the tile %d has no Spanish name", t);
    }
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_available((UgMode)m)) continue;
        UgGameParams p = {(UgMode)m, seeds[m]};
        UgGame *g = NULL;
        assert_int_equal(ug_game_new(&p, &g), UG_OK);
        const UgPlayer *pl = ug_game_player(g);
        int x = pl->x + 1 < ug_game_width(g) ? pl->x + 1 : pl->x - 1, y = pl->y;
        for (int t = 0; t < UG_TILE_COUNT; t++) {
            ug_scenario_set_tile(g, x, y, (UgTile)t);
            ug_scenario_set_seen(g, x, y, true, true);
            UgViewState vs = game_state();
            vs.mode = (UgMode)m;
            vs.hover = true;
            vs.hover_x = x;
            vs.hover_y = y;
            ug_view_build(&frame, g, NULL, es, &vs);
            if (!frame.look.text[0])
                fail_msg("%s: the tile %d has no look line", ug_mode_name((UgMode)m), t);
        }
        ug_game_free(g);
    }
    ug_catalog_free(es);
}

/* Guards the appearance table against a creature or item kind added to the core without a
 * look (it would be drawn as nothing: adventure's weapons once were). */
static void every_kind_has_a_look(void **state) {
    (void)state;
    for (int k = 0; k < UG_MON_KIND_COUNT; k++)
        if (ug_look_monster((UgMonsterKind)k)->glyph == 0)
            fail_msg("the creature %s has no glyph", ug_monster_kind_name((UgMonsterKind)k));
    for (int k = 0; k < UG_ITEM_KIND_COUNT; k++)
        if (ug_look_item((UgItemKind)k)->glyph == 0)
            fail_msg("the item %s has no glyph", ug_item_kind_name((UgItemKind)k));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kind_has_a_look),
        cmocka_unit_test(every_tile_of_every_mode_has_a_name),
        cmocka_unit_test(every_message_has_one_row),
        cmocka_unit_test(every_mode_words_its_status_lines),
        cmocka_unit_test(fog_hides_what_was_never_seen),
        cmocka_unit_test(remembered_tiles_are_dimmed),
        cmocka_unit_test(enemies_show_only_while_visible),
        cmocka_unit_test(hud_lines_in_both_languages),
        cmocka_unit_test(messages_are_worded_from_ids),
        cmocka_unit_test(log_shows_the_newest_brightest_and_counts_repeats),
        cmocka_unit_test(history_scrolls_through_everything),
        cmocka_unit_test(title_and_death_screens),
        cmocka_unit_test(every_text_has_contrast),
        cmocka_unit_test(hits_dealt_and_taken_differ_in_every_mode),
        cmocka_unit_test(sidebar_and_look_line),
        cmocka_unit_test(spanish_covers_every_screen),
        cmocka_unit_test(frames_follow_a_real_game),
        cmocka_unit_test(long_log_lines_wrap_in_the_panel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
