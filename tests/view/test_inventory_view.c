/* The full inventory screen (issue 26 item 2; src/view/inventory_view.c and
 * src/app/controllers/inventory_full.c), as frames built headlessly: adventure's pack as lettered
 * stacks with weights and what is in use, the chosen item in numbers beside what is on now, the
 * verbs it offers now, and the keys that act at once. Simple keeps its own side list. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/scenario.h"
#include "controllers/inventory_full.h"
#include "controllers/rogue8_keys.h"
#include "describe_view.h"
#include "frame_layout.h"
#include "inventory_view.h"
#include "layout.h"
#include "legibility.h"
#include "view.h"
#include "view_fixtures.h"

static UgFrame frame; /* large: not on the stack */
static UgLog log_value;

static UgGame *adventure(void) {
    UgGameParams params = {UG_MODE_ADVENTURE, "pack"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    /* The kit: a dagger (wielded), two apples, a potion. Two apples more, a sword, a leather
     * armour worn. */
    assert_true(ug_scenario_give_item(g, UG_ITEM_APPLE, 0));
    assert_true(ug_scenario_give_item(g, UG_ITEM_APPLE, 0));
    assert_true(ug_scenario_give_item(g, UG_ITEM_SWORD, 0));
    assert_true(ug_scenario_give_item(g, UG_ITEM_LEATHER, 0));
    int leather = ug_game_inventory_count(g) - 1;
    assert_true(ug_game_act(g, ug_action_use(leather, UG_VERB_WEAR), NULL));
    return g;
}

static UgViewState open_state(void) {
    UgViewState s = {0};
    s.scene = UG_SCENE_GAME;
    s.mode = UG_MODE_ADVENTURE;
    s.log_lines = 5;
    s.history_rows = 10;
    s.inv_open = true;
    return s;
}

/* The first line of the box holding `text`, or -1. */
static int line_with(const char *text) {
    for (int i = 0; i < frame.overlay_count; i++)
        if (strstr(frame.overlay_lines[i].text, text)) return i;
    return -1;
}

static int stack_of(const UgGame *g, UgItemKind kind) {
    UgInvStack st[UG_INV_STACKS_MAX];
    int n = ug_inv_stacks(g, st);
    for (int k = 0; k < n; k++)
        if (ug_game_inventory_item(g, st[k].first)->kind == (int)kind) return k;
    return -1;
}

static void lists_stacks_with_letters_weights_and_marks(void **state) {
    (void)state;
    UgGame *g = adventure();
    UgViewState s = open_state();
    ug_log_clear(&log_value);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_int_equal(frame.overlay, UG_OVERLAY_INVENTORY);
    assert_string_equal(frame.overlay_title.text, "Pack: 8 items");
    /* Four apples on one line, with their letter and their weight together. */
    int apples = stack_of(g, UG_ITEM_APPLE);
    assert_true(apples >= 0);
    char want[64];
    snprintf(want, sizeof want, "%c) ", 'a' + apples);
    int row = line_with("4 x Apple");
    assert_true(row >= 0);
    assert_non_null(strstr(frame.overlay_lines[row].text, want));
    char weight[16];
    int w = 4 * ug_game_item_weight(g, UG_ITEM_APPLE);
    snprintf(weight, sizeof weight, "%d.%d", w / 10, w % 10);
    assert_non_null(strstr(frame.overlay_lines[row].text, weight));
    assert_int_not_equal(frame.overlay_glyph[row], 0); /* the item's sign before it */
    assert_true(line_with("Dagger (wielded)") >= 0);
    assert_true(line_with("Leather armour (worn)") >= 0);
    assert_int_equal(line_with("4 x Apple"), row); /* one line, not four */
    assert_true(line_with("Sword") >= 0);
    ug_game_free(g);
}

/* The sword chosen: what it gives and the ATK now and wielded, from the core's numbers. */
static void describes_the_chosen_item_against_what_is_on(void **state) {
    (void)state;
    UgGame *g = adventure();
    UgViewState s = open_state();
    s.inv_index = stack_of(g, UG_ITEM_SWORD);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    UgStat atk;
    assert_true(ug_game_stat(g, UG_STAT_ATK, &atk));
    int sword = ug_game_item_power(g, UG_ITEM_SWORD),
        dagger = ug_game_item_power(g, UG_ITEM_DAGGER);
    char want[96];
    snprintf(want, sizeof want, "It gives ATK +%d. Wielded: ATK %d -> %d.", sword, (int)atk.value,
             (int)atk.value - dagger + sword);
    assert_true(line_with(want) >= 0);
    /* Its verbs, with their keys: wield and drop, never take off (it is not in use). */
    assert_true(line_with("w: wield") >= 0);
    assert_true(line_with("d: drop") >= 0);
    assert_int_equal(line_with("T: take off"), -1);
    /* The armour worn: take off, no wear. */
    s.inv_index = stack_of(g, UG_ITEM_LEATHER);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_true(line_with("T: take off") >= 0);
    assert_int_equal(line_with("W: wear"), -1);
    UgStat def;
    assert_true(ug_game_stat(g, UG_STAT_DEF, &def));
    snprintf(want, sizeof want, "Worn: DEF +%d. Taken off: DEF %d -> %d.",
             ug_game_item_power(g, UG_ITEM_LEATHER), (int)def.value,
             (int)def.value - ug_game_item_power(g, UG_ITEM_LEATHER));
    assert_true(line_with(want) >= 0);
    ug_game_free(g);
}

static UgCommand key(const char *k) {
    UgCommand c = {.kind = UG_CMD_OTHER_KEY};
    snprintf(c.key, sizeof c.key, "%s", k);
    if (k[0] >= 'a' && k[0] <= 'z' && !k[1]) c.letter = k[0];
    return c;
}

/* d then a letter drops at once; the letter opens an item, whose verb keys act at once; Esc goes
 * back, then closes. */
static void letter_keys_act_at_once(void **state) {
    (void)state;
    UgGame *g = adventure();
    UgViewState s = open_state();
    s.inv_open = false;
    UgAction a;
    int32_t msg = 0;
    UgLayout l = {0};
    UgFrame *f = &frame;
    f->has_board = false;
    assert_int_equal(ug_rogue_command(&s, g, key("d"), &l, f, &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_open);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_string_equal(frame.overlay_title.text, "Drop which item?");
    int apples = stack_of(g, UG_ITEM_APPLE);
    char letter[2] = {(char)('a' + apples), 0};
    assert_int_equal(ug_rogue_command(&s, g, key(letter), &l, f, &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.kind, UG_ACT_USE);
    assert_true(a.verb == UG_VERB_PUT || a.verb == UG_VERB_DROP);
    assert_int_equal(ug_game_inventory_item(g, a.item)->kind, UG_ITEM_APPLE);
    assert_false(s.inv_open);
    /* i opens; the sword's letter opens it; w wields it. */
    assert_int_equal(ug_rogue_command(&s, g, key("i"), &l, f, &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_open);
    letter[0] = (char)('a' + stack_of(g, UG_ITEM_SWORD));
    assert_int_equal(ug_rogue_command(&s, g, key(letter), &l, f, &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_menu);
    assert_int_equal(ug_rogue_command(&s, g, key("w"), &l, f, &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.verb, UG_VERB_WIELD);
    assert_int_equal(ug_game_inventory_item(g, a.item)->kind, UG_ITEM_SWORD);
    /* Up/Down and Enter (the pad's too): the next line, opened, its first verb done. */
    assert_int_equal(ug_rogue_command(&s, g, key("i"), &l, f, &a, &msg), UG_ROGUE_UI);
    UgCommand down = {.kind = UG_CMD_MOVE, .dy = 1, .pad = true};
    UgCommand ok = {.kind = UG_CMD_CONFIRM, .pad = true};
    UgCommand esc = {.kind = UG_CMD_ESCAPE};
    s.inv_index = 0;
    assert_int_equal(ug_rogue_command(&s, g, down, &l, f, &a, &msg), UG_ROGUE_UI);
    assert_int_equal(s.inv_index, 1);
    assert_int_equal(ug_rogue_command(&s, g, ok, &l, f, &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_menu);
    assert_int_equal(ug_rogue_command(&s, g, esc, &l, f, &a, &msg), UG_ROGUE_UI);
    assert_false(s.inv_menu);
    assert_true(s.inv_open);
    assert_int_equal(ug_rogue_command(&s, g, esc, &l, f, &a, &msg), UG_ROGUE_UI);
    assert_false(s.inv_open);
    ug_game_free(g);
}

/* The mouse: a click on a line chooses it, a second one opens it, a click on the verbs' line
 * does the chosen verb; a click outside the box closes it. */
static void clicks_work_it(void **state) {
    (void)state;
    UgGame *g = adventure();
    UgViewState s = open_state();
    UgLayout l;
    UgLayoutParams p = {ug_game_width(g), ug_game_height(g), 8, true, 0, 0, 0};
    ug_layout_compute(&l, 1280, 720, &p);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    ug_frame_lay_out(&frame, &l);
    const UgBoxLayout *b = &frame.laid.box;
    int sword = stack_of(g, UG_ITEM_SWORD);
    int x = b->box.x + b->box.w / 2,
        y = b->first_y + (sword + UG_INV_HEAD_LINES) * b->row_h + b->row_h / 2;
    UgAction a;
    int32_t msg = 0;
    UgCommand click = {.kind = UG_CMD_CLICK, .x = x, .y = y};
    assert_int_equal(ug_rogue_command(&s, g, click, &l, &frame, &a, &msg), UG_ROGUE_UI);
    assert_int_equal(s.inv_index, sword);
    assert_false(s.inv_menu);
    assert_int_equal(ug_rogue_command(&s, g, click, &l, &frame, &a, &msg), UG_ROGUE_UI);
    assert_true(s.inv_menu);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    ug_frame_lay_out(&frame, &l);
    click.y = b->first_y + (frame.overlay_count - 1) * b->row_h + b->row_h / 2;
    assert_int_equal(ug_rogue_command(&s, g, click, &l, &frame, &a, &msg), UG_ROGUE_PLAY);
    assert_int_equal(a.verb, UG_VERB_WIELD);
    s.inv_open = true;
    UgCommand outside = {.kind = UG_CMD_CLICK, .x = b->box.x - 2, .y = b->box.y - 2};
    assert_int_equal(ug_rogue_command(&s, g, outside, &l, &frame, &a, &msg), UG_ROGUE_UI);
    assert_false(s.inv_open);
    ug_game_free(g);
}

/* A creature's sentence (issue 26 item 3): health, speed, its blow on you and yours on it from
 * the core's damage rule, and about how many blows; a creature that strikes from afar says so. */
static void a_creature_is_described_in_numbers(void **state) {
    (void)state;
    UgGame *g = adventure();
    assert_true(ug_game_monster_count(g) > 0);
    UgMonster m = *ug_game_monster(g, 0); /* a real one of floor 1, with its table's numbers */
    m.kind = UG_MON_DOG;
    m.speed = UG_SPEED_FAST;
    UgStat atk, def;
    assert_true(ug_game_stat(g, UG_STAT_ATK, &atk) && ug_game_stat(g, UG_STAT_DEF, &def));
    int32_t in_lo, in_hi, out_lo, out_hi;
    assert_true(ug_game_blow_range(g, m.atk, (int32_t)def.value, &in_lo, &in_hi));
    assert_true(ug_game_blow_range(g, (int32_t)atk.value, m.def, &out_lo, &out_hi));
    int blows = (2 * m.hp + out_lo + out_hi - 1) / (out_lo + out_hi);
    UgTextLine line;
    ug_view_describe_monster(&line, NULL, g, &m, "Dog");
    char want[160];
    snprintf(want, sizeof want,
             "Dog: HP %d/%d, fast. Hits you %d-%d; you hit %d-%d, blows to kill: about %d.", m.hp,
             m.max_hp, in_lo, in_hi, out_lo, out_hi, blows);
    assert_string_equal(line.text, want);
    m.kind = UG_MON_ARCHER;
    m.speed = UG_SPEED_NORMAL;
    ug_view_describe_monster(&line, NULL, g, &m, "Archer");
    assert_non_null(strstr(line.text, ", strikes from 5 tiles. Hits you"));
    /* A mode without a damage rule keeps the short line. */
    UgGameParams params = {UG_MODE_CLASSIC, "1"};
    UgGame *classic = NULL;
    assert_int_equal(ug_game_new(&params, &classic), UG_OK);
    ug_view_describe_monster(&line, NULL, classic, &m, "Archer");
    assert_false(strstr(line.text, "blows"));
    ug_game_free(classic);
    ug_game_free(g);
}

/* Aiming an orb says what it needs (issue 26 item 3): Slime at a creature "needs an empty tile",
 * Fire at an empty tile "needs a creature there", instead of "(out of reach)". */
static void the_aim_says_what_the_orb_needs(void **state) {
    (void)state;
    UgGame *g = adventure();
    const UgPlayer *p = ug_game_player(g);
    int x = p->x + 1, y = p->y, ex = p->x - 1;
    ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
    ug_scenario_set_seen(g, x, y, true, true);
    ug_scenario_set_tile(g, ex, y, UG_TILE_FLOOR);
    ug_scenario_set_seen(g, ex, y, true, true);
    ug_scenario_add_monster(g, UG_MON_GOBLIN, x, y, 5);
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_SLIME, 0));
    UgViewState s = open_state();
    s.inv_open = false;
    s.aim = true;
    s.aim_x = x, s.aim_y = y;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_non_null(strstr(frame.look.text, "needs an empty tile"));
    assert_true(ug_scenario_give_item(g, UG_ITEM_ORB_FIRE, 0)); /* now the top */
    s.aim_x = ex;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_non_null(strstr(frame.look.text, "needs a creature there"));
    s.aim_x = x;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_null(strstr(frame.look.text, "("));
    ug_game_free(g);
}

/* The title's Help is the help of the mode chosen there (issue 26): adventure's, with its orbs,
 * guardians and signs, even when the last game was classic. */
static void the_titles_help_is_the_chosen_modes(void **state) {
    (void)state;
    UgViewState s = {0};
    s.scene = UG_SCENE_TITLE;
    s.mode = UG_MODE_CLASSIC;
    s.menu_mode = UG_MODE_ADVENTURE;
    s.overlay = UG_OVERLAY_HELP;
    s.history_rows = 10;
    ug_view_build(&frame, NULL, &log_value, NULL, &s);
    assert_true(line_with("Guardians:") >= 0);
    assert_true(line_with("Orbs: Fire") >= 0);
    assert_true(line_with("water: it puts out a Fire orb") >= 0);
    s.menu_mode = UG_MODE_CLASSIC;
    ug_view_build(&frame, NULL, &log_value, NULL, &s);
    assert_int_equal(line_with("Guardians:"), -1);
}

/* Every creature kind with a name has its sentence in every language: the sentence's forms are
 * in each catalog, and the built sentence names the creature in that language with its
 * numbers. */
static void every_kind_is_described_in_every_language(void **state) {
    (void)state;
    static const char *const langs[] = {"en", "es", "ja"};
    static const char *const forms[] = {
        "%s: HP %d/%d%s. Hits you %d-%d; you hit %d-%d, blows to kill: about %d.",
        ("%s: HP %d/%d%s, strikes from %d tiles. Hits you %d-%d; you hit %d-%d, blows to kill: "
         "about %d."),
        "%s: HP %d/%d%s.",
        ", fast",
        ", slow",
    };
    UgGame *g = adventure();
    int described = 0;
    for (int l = 0; l < 3; l++) {
        UgCatalog *c = ug_test_load_catalog(langs[l]);
        assert_non_null(c);
        for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++)
            if (!ug_catalog_has(c, forms[i])) fail_msg("%s lacks \"%s\"", langs[l], forms[i]);
        for (int kind = 0; kind < UG_MON_KIND_COUNT; kind++) {
            if (!ug_view_monster_msgid(kind)) continue;
            UgMonster m = *ug_game_monster(g, 0);
            m.kind = (int16_t)kind;
            m.speed = kind % 2 ? UG_SPEED_FAST : UG_SPEED_NORMAL;
            const char *name = ug_view_monster_name(c, kind);
            UgTextLine line;
            ug_view_describe_monster(&line, c, g, &m, name);
            char hp[32];
            snprintf(hp, sizeof hp, "%d/%d", (int)m.hp, (int)m.max_hp);
            if (!strstr(line.text, name) || !strstr(line.text, hp))
                fail_msg("%s, kind %d: \"%s\"", langs[l], kind, line.text);
            described++;
        }
        ug_catalog_free(c);
    }
    assert_true(described >= 3 * 10);
    ug_game_free(g);
}

/* simple keeps its original side list: no full screen. */
static void simple_keeps_its_own(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_SIMPLE, "pack"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    assert_true(ug_scenario_give_item(g, UG_ITEM_APPLE, 0));
    UgViewState s = open_state();
    s.mode = UG_MODE_SIMPLE;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_int_not_equal(frame.overlay, UG_OVERLAY_INVENTORY);
    assert_true(frame.has_inventory);
    assert_false(ug_inv_full(g));
    ug_game_free(g);
}

/* The pack's table (issue 26): each line's weight (its whole stack's) right-aligned under a
 * header that says so ("total wt"), before the names so that the column stays straight in every
 * language, and the pack's total against its limit under the column. Fails with the weights
 * after the names at their own lengths (the column misaligned), or without the header or the
 * total. */
static void the_weight_column_is_aligned_and_headed(void **state) {
    (void)state;
    UgGame *g = adventure();
    assert_true(ug_scenario_give_item(g, UG_ITEM_POTION, 1));
    UgViewState s = open_state();
    ug_view_build(&frame, g, &log_value, NULL, &s);
    /* the header and the total have no sign before them: 4 columns, then the rows' "> a) " */
    assert_string_equal(frame.overlay_lines[0].text, "         total wt  Item");
    assert_int_equal(frame.overlay_glyph[0], 0);
    UgInvStack st[UG_INV_STACKS_MAX];
    int n = ug_inv_stacks(g, st);
    for (int k = 0; k < n; k++) {
        char label[UG_FRAME_TEXT_MAX], want[UG_FRAME_TEXT_MAX + 32], wt[16];
        ug_inv_stack_label(g, NULL, &st[k], true, label, sizeof label);
        int w = ug_inv_stack_weight(g, &st[k]);
        snprintf(wt, sizeof wt, "%d.%d", w / 10, w % 10);
        snprintf(want, sizeof want, "%s%c) %8s  %s", k == 0 ? "> " : "  ", 'a' + k, wt, label);
        assert_string_equal(frame.overlay_lines[k + UG_INV_HEAD_LINES].text, want);
        assert_int_not_equal(frame.overlay_glyph[k + UG_INV_HEAD_LINES], 0);
    }
    int apples = stack_of(g, UG_ITEM_APPLE); /* the stack's weight: four apples' */
    assert_int_equal(ug_inv_stack_weight(g, &st[apples]),
                     4 * ug_game_item_weight(g, UG_ITEM_APPLE));
    UgStat w;
    assert_true(ug_game_stat(g, UG_STAT_WEIGHT, &w));
    char now[16], total[96];
    snprintf(now, sizeof now, "%d.%d", (int)w.value / 10, (int)w.value % 10);
    snprintf(total, sizeof total, "         %8s  in all (you can carry %d.%d)", now,
             (int)w.max / 10, (int)w.max % 10);
    assert_string_equal(frame.overlay_lines[n + UG_INV_HEAD_LINES].text, total);
    /* Spanish and Japanese: the header translated, the names after the column in one place */
    static const char *const langs[] = {"es", "ja"};
    for (int l = 0; l < 2; l++) {
        UgCatalog *c = ug_test_load_catalog(langs[l]);
        ug_view_build(&frame, g, &log_value, c, &s);
        const char *head = ug_catalog_get(c, "total wt");
        assert_string_not_equal(head, "total wt");
        assert_non_null(strstr(frame.overlay_lines[0].text, head));
        size_t at = 5 + (size_t)ug_utf8_columns(head) + 2; /* "> a) ", the column, two spaces */
        for (int k = 0; k < n; k++) {
            char label[UG_FRAME_TEXT_MAX];
            ug_inv_stack_label(g, c, &st[k], true, label, sizeof label);
            const char *row = frame.overlay_lines[k + UG_INV_HEAD_LINES].text;
            assert_true(strlen(row) > at);
            assert_string_equal(row + at, label);
        }
        ug_catalog_free(c);
    }
    ug_game_free(g);
}

/* The side list beside the board shows the pack's stacks (issue 26): four apples on one line
 * ("4 x Apple"), in the order, grouping and words of the pack screen. Fails with one line per
 * item. */
static void the_side_list_stacks_as_the_pack_does(void **state) {
    (void)state;
    UgGame *g = adventure();
    UgViewState s = open_state();
    s.inv_open = false;
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_true(frame.has_inventory);
    UgInvStack st[UG_INV_STACKS_MAX];
    int n = ug_inv_stacks(g, st);
    assert_true(n < ug_game_inventory_count(g));
    int rows = n < ug_view_inventory_rows(&s) ? n : ug_view_inventory_rows(&s);
    assert_int_equal(frame.inv_count, rows);
    for (int k = 0; k < rows; k++) {
        char label[UG_FRAME_TEXT_MAX];
        ug_inv_stack_label(g, NULL, &st[k], true, label, sizeof label);
        assert_string_equal(frame.inv_lines[k].text, label);
    }
    assert_string_equal(frame.inv_lines[stack_of(g, UG_ITEM_APPLE)].text, "4 x Apple");
    /* the cursor, while the screen is open, is on the stack chosen there */
    s.inv_open = true;
    s.inv_index = stack_of(g, UG_ITEM_SWORD);
    ug_view_build(&frame, g, &log_value, NULL, &s);
    assert_int_equal(frame.inv_cursor, s.inv_index);
    ug_game_free(g);
}

/* A side line keeps its count and shortens the name, with an ellipsis, only when the line does
 * not fit, at the smallest window (640x360) and at 1280x720, in English and Japanese: after the
 * window's fitting (ug_legibility_fit) a line that fits is whole, one that does not starts with
 * its count and keeps the potion's number ("2 x Healing… 10"). Fails without the count on the
 * line, or where it is cut with the name. */
static void side_lines_keep_the_count_and_cut_only_what_does_not_fit(void **state) {
    (void)state;
    static const int sizes[][2] = {{640, 360}, {1280, 720}};
    static const char *const langs[] = {"en", "ja"};
    for (int z = 0; z < 2; z++)
        for (int lang = 0; lang < 2; lang++) {
            UgCatalog *c = lang ? ug_test_load_catalog(langs[lang]) : NULL;
            UgGame *g = adventure();
            assert_true(ug_scenario_give_item(g, UG_ITEM_POTION, 1));
            assert_true(ug_scenario_give_item(g, UG_ITEM_POTION, 1));
            UgLayout l;
            UgLayoutParams p = {
                ug_game_width(g), ug_game_height(g), ug_view_hud_lines(g, c), true, 0, 0, 0};
            ug_layout_compute(&l, sizes[z][0], sizes[z][1], &p);
            UgViewState s = open_state();
            s.inv_rows = l.inventory_rows;
            s.inv_index = stack_of(g, UG_ITEM_POTION); /* the list scrolled to the potions */
            ug_view_build(&frame, g, &log_value, c, &s);
            ug_legibility_fit(&frame, &l);
            char why[256];
            if (!ug_legibility_values(&frame, &l, why, sizeof why)) fail_msg("%s", why);
            int pad = l.line_h / 4 + 1, cols = ug_legibility_columns(&l, l.inventory.w - 2 * pad);
            UgInvStack st[UG_INV_STACKS_MAX];
            ug_inv_stacks(g, st);
            assert_true(frame.inv_count >= 2);
            assert_true(frame.inv_cursor >= 0);
            int first = s.inv_index - frame.inv_cursor;
            for (int r = 0; r < frame.inv_count; r++) {
                int k = first + r;
                const char *text = frame.inv_lines[r].text;
                bool last = r + 1 == frame.inv_count;
                int have = cols - 4 - (frame.inv_more && last ? 4 : 0); /* the cursor, the sign */
                char label[UG_FRAME_TEXT_MAX], count[16];
                ug_inv_stack_label(g, c, &st[k], true, label, sizeof label);
                bool fits = ug_utf8_columns(label) <= have;
                bool whole = strcmp(text, label) == 0;
                if (fits != whole || (!fits && !strstr(text, "\xe2\x80\xa6")) ||
                    ug_utf8_columns(text) > have)
                    fail_msg("%dx%d: \"%s\" for \"%s\" in %d columns", sizes[z][0], sizes[z][1],
                             text, label, have);
                if (st[k].count > 1) { /* the count is there, whole, first */
                    UgArg a[2] = {ug_arg_int(st[k].count), ug_arg_str("")};
                    ug_i18n_format(count, sizeof count, ug_catalog_get(c, "%d x %s"), a, 2);
                    assert_int_equal(strncmp(text, count, strlen(count)), 0);
                }
            }
            /* the potions: three (the kit's and two more), their number kept after the cut */
            const char *potions = frame.inv_lines[frame.inv_cursor].text;
            assert_int_equal(st[s.inv_index].count, 3);
            if (lang == 0) {
                assert_int_equal(strncmp(potions, "3 x Healing", 11), 0);
                assert_string_equal(potions + strlen(potions) - 3, " 10");
            }
            ug_game_free(g);
            ug_catalog_free(c);
        }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lists_stacks_with_letters_weights_and_marks),
        cmocka_unit_test(describes_the_chosen_item_against_what_is_on),
        cmocka_unit_test(letter_keys_act_at_once),
        cmocka_unit_test(clicks_work_it),
        cmocka_unit_test(a_creature_is_described_in_numbers),
        cmocka_unit_test(the_aim_says_what_the_orb_needs),
        cmocka_unit_test(the_titles_help_is_the_chosen_modes),
        cmocka_unit_test(every_kind_is_described_in_every_language),
        cmocka_unit_test(simple_keeps_its_own),
        cmocka_unit_test(the_weight_column_is_aligned_and_headed),
        cmocka_unit_test(the_side_list_stacks_as_the_pack_does),
        cmocka_unit_test(side_lines_keep_the_count_and_cut_only_what_does_not_fit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
