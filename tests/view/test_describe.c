/* Describe everything (issue 24, part 2): every tile kind, creature kind and item kind, in every
 * mode and every shipped language, goes through the text the player reads when the pointer rests
 * on it or a finger holds it (the look line), or when cursed's examine mode points at it, and
 * each has a name that is neither missing nor empty and is translated. The kinds are counted from
 * the core's enums and the modes' own tables (a profile's tile looks, cursed's letters), the
 * languages from the view's list (ug_i18n_languages): nothing here is a hand-kept list, so a kind
 * or a language added later is walked too. Adventure once crashed (strlen(NULL)) on a door. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/scenario.h"
#include "cursed_view.h"
#include "describe_view.h"
#include "i18n.h"
#include "profile.h"
#include "view.h"
#include "view_fixtures.h"
#include "words.h"

static UgFrame frame; /* large: not on the stack */
static UgCatalog *catalogs[UG_I18N_LANGUAGE_COUNT];
static int checked[UG_MODE_COUNT][4]; /* per mode: tiles, creatures, items, examined */

enum { PX = 3, PY = 3, TX = 4, TY = 3 }; /* the player, and the tile described next to it */

static int setup(void **state) {
    (void)state;
    for (int l = 0; l < UG_I18N_LANGUAGE_COUNT; l++)
        catalogs[l] = ug_test_load_catalog(ug_i18n_languages[l]);
    return 0;
}

static int teardown(void **state) {
    (void)state;
    for (int l = 0; l < UG_I18N_LANGUAGE_COUNT; l++) ug_catalog_free(catalogs[l]);
    return 0;
}

/* A seed the mode takes, chosen by the kind of seed its info says it has. */
static const char *seed_for(UgMode m) {
    switch (ug_mode_info(m)->seed_kind) {
        case UG_SEED_NUMBER:
            return "7";
        case UG_SEED_TEN_DIGITS:
            return "1234567890";
        default:
            return "describe";
    }
}

/* A game of the mode wiped to a lit floor: the player at (PX, PY), (TX, TY) floor, seen and
 * visible, nothing else. */
static UgGame *blank_game(UgMode m) {
    UgGameParams p = {m, seed_for(m)};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    ug_scenario_clear(g);
    for (int y = PY - 1; y <= PY + 1; y++)
        for (int x = PX - 1; x <= TX + 1; x++) {
            ug_scenario_set_tile(g, x, y, UG_TILE_FLOOR);
            ug_scenario_set_seen(g, x, y, true, true);
        }
    ug_scenario_place_player(g, PX, PY);
    return g;
}

/* An msgid is a name: there, not empty, and in every catalog with a non-empty translation. */
static void assert_named(const char *msgid, UgMode m, const char *what, int kind) {
    if (!msgid || !msgid[0])
        fail_msg("%s: the %s kind %d has no name", ug_mode_name(m), what, kind);
    for (int l = 0; l < UG_I18N_LANGUAGE_COUNT; l++) {
        const char *text = ug_catalog_get(catalogs[l], msgid);
        if (!ug_catalog_has(catalogs[l], msgid) || !text || !text[0])
            fail_msg("%s: the %s kind %d (\"%s\") has no name in %s.po", ug_mode_name(m), what,
                     kind, msgid, ug_i18n_languages[l]);
    }
}

/* A game screen of mode M with the mouse resting on (TX, TY). */
static UgViewState hovered_state(UgMode m) {
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    vs.mode = m;
    vs.log_lines = 5;
    vs.history_rows = 10;
    vs.hover = true;
    vs.hover_x = TX;
    vs.hover_y = TY;
    return vs;
}

/* The look line of (TX, TY), hovered, in every language: not empty and holding `want` (a
 * translated name) when given. */
static void assert_look(const UgGame *g, UgMode m, const char *what, int kind, const char *msgid) {
    UgViewState vs = hovered_state(m);
    for (int l = 0; l < UG_I18N_LANGUAGE_COUNT; l++) {
        ug_view_build(&frame, g, NULL, catalogs[l], &vs);
        const char *name = msgid ? ug_catalog_get(catalogs[l], msgid) : NULL;
        char head[64]; /* a potion's name holds a number: its part before the %d */
        snprintf(head, sizeof head, "%s", name ? name : "");
        char *pct = strchr(head, '%');
        if (pct) *pct = '\0';
        if (!frame.look.text[0] || (head[0] && !strstr(frame.look.text, head)))
            fail_msg("%s, %s: the %s kind %d is looked at as \"%s\"", ug_mode_name(m),
                     ug_i18n_languages[l], what, kind, frame.look.text);
    }
}

/* The look line of (TX, TY) is the kind's sentence (issue 26 item 3), not its bare name: the
 * sentence's msgid is there and translated in every catalog, the line in every language is that
 * translation with the kind's name and the core's number, and that number is in it where the
 * sentence has one (a potion's heal, food's feed, a weapon's ATK, an armour's DEF). */
static void assert_sentence(const UgGame *g, UgMode m, const char *what, int kind,
                            const char *msgid, const UgItem *item, UgEffect e) {
    if (!msgid) fail_msg("%s: the %s kind %d has no sentence", ug_mode_name(m), what, kind);
    assert_named(msgid, m, what, kind);
    UgViewState vs = hovered_state(m);
    for (int l = 0; l < UG_I18N_LANGUAGE_COUNT; l++) {
        ug_view_build(&frame, g, NULL, catalogs[l], &vs);
        char name[UG_FRAME_TEXT_MAX], want[UG_FRAME_TEXT_MAX];
        if (item)
            ug_view_item_name(catalogs[l], item, name, sizeof name);
        else
            snprintf(name, sizeof name, "%s", ug_view_tile_name(catalogs[l], (UgTile)kind));
        UgArg args[2] = {ug_arg_str(name), ug_arg_int(e.value)};
        ug_i18n_format(want, sizeof want, ug_catalog_get(catalogs[l], msgid), args, 2);
        if (strcmp(frame.look.text, want) != 0)
            fail_msg("%s, %s: the %s kind %d reads \"%s\", not its sentence \"%s\"",
                     ug_mode_name(m), ug_i18n_languages[l], what, kind, frame.look.text, want);
        char number[16];
        snprintf(number, sizeof number, "%d", (int)e.value);
        if (strstr(msgid, "%d") && (e.value <= 0 || !strstr(frame.look.text, number)))
            fail_msg("%s, %s: the %s kind %d's sentence \"%s\" lacks the core's %d",
                     ug_mode_name(m), ug_i18n_languages[l], what, kind, frame.look.text,
                     (int)e.value);
    }
}

/* A creature's look line is a sentence, ended as one, never the bare "Goblin: HP 6/6". */
static void assert_creature_sentence(const UgGame *g, UgMode m, int kind) {
    UgViewState vs = hovered_state(m);
    for (int l = 0; l < UG_I18N_LANGUAGE_COUNT; l++) {
        ug_view_build(&frame, g, NULL, catalogs[l], &vs);
        size_t n = strlen(frame.look.text);
        bool ended = (n >= 1 && frame.look.text[n - 1] == '.') ||
                     (n >= 3 && strcmp(frame.look.text + n - 3, "\xE3\x80\x82") == 0);
        if (!ended)
            fail_msg("%s, %s: the creature kind %d reads \"%s\", not a sentence", ug_mode_name(m),
                     ug_i18n_languages[l], kind, frame.look.text);
    }
}

/* Cursed's examine line of (TX, TY) in every language: the description, then "[Name]...", its
 * name not empty. */
static void assert_examined(const UgGame *g, const char *what, int kind) {
    UgCursedUi ui = {0};
    UgTextLine lines[8];
    for (int l = 0; l < UG_I18N_LANGUAGE_COUNT; l++) {
        int n = ug_cursed_view_describe(g, catalogs[l], &ui, TX, TY, 62, lines, 8);
        if (n < 2 || !lines[0].text[0] || lines[n - 1].text[0] != '[' ||
            lines[n - 1].text[1] == ']')
            fail_msg("cursed, %s: the %s kind %d is examined as \"%s\"", ug_i18n_languages[l], what,
                     kind, n ? lines[n - 1].text : "");
    }
}

/* Every tile the mode's profile draws (its tile looks), hovered. */
static void describe_tiles(UgMode m) {
    const UgViewProfile *prof = ug_view_profile(m);
    for (int t = 0; t < UG_TILE_COUNT; t++) {
        const UgLook *look = &prof->tiles[t];
        if (!(look->glyph || look->bg_near.a || look->bg_far.a)) continue; /* never on its board */
        assert_named(ug_view_tile_msgid((UgTile)t), m, "tile", t);
        UgGame *g = blank_game(m);
        ug_scenario_set_tile(g, TX, TY, (UgTile)t);
        assert_look(g, m, "tile", t, ug_view_tile_msgid((UgTile)t));
        assert_sentence(g, m, "tile", t, ug_view_tile_sentence_msgid(g, (UgTile)t), NULL,
                        ug_game_tile_effect(g, (UgTile)t));
        ug_game_free(g);
        checked[m][0]++;
    }
}

/* Every creature kind the core has, standing in sight and hovered (and, in cursed, examined when
 * it is one of the original's). */
static void describe_creatures(UgMode m, bool examine) {
    for (int k = 0; k < UG_MON_KIND_COUNT; k++) {
        assert_named(ug_view_monster_msgid(k), m, "creature", k);
        UgGame *g = blank_game(m);
        ug_scenario_add_monster(g, (UgMonsterKind)k, TX, TY, 5);
        assert_look(g, m, "creature", k, ug_view_monster_msgid(k));
        assert_creature_sentence(g, m, k);
        if (examine && ug_cursed_view_draws((UgMonsterKind)k)) {
            assert_named(ug_cursed_monster_names[k], m, "creature", k);
            assert_examined(g, "creature", k);
            checked[m][3]++;
        }
        ug_game_free(g);
        checked[m][1]++;
    }
}

/* Every item kind the core has, lying in sight and hovered. */
static void describe_items(UgMode m) {
    for (int k = 0; k < UG_ITEM_KIND_COUNT; k++) {
        assert_named(ug_view_item_msgid(k), m, "item", k);
        UgGame *g = blank_game(m);
        ug_scenario_add_item(g, (UgItemKind)k, TX, TY, 1);
        assert_look(g, m, "item", k, ug_view_item_msgid(k));
        const UgItem *it = ug_game_item(g, ug_game_item_count(g) - 1);
        assert_int_equal(it->kind, k);
        assert_sentence(g, m, "item", k, ug_view_item_sentence_msgid(g, it), it,
                        ug_game_item_effect(g, it));
        ug_game_free(g);
        checked[m][2]++;
    }
}

static void every_kind_of_every_mode_is_described_in_every_language(void **state) {
    (void)state;
    int modes = 0;
    for (int m = 0; m < UG_MODE_COUNT; m++) {
        if (!ug_mode_available((UgMode)m)) continue;
        /* The mode whose screen is cursed's has its examine line too. */
        bool examine = ug_view_profile((UgMode)m)->finish_frame == ug_cursed_view_finish;
        describe_tiles((UgMode)m);
        describe_creatures((UgMode)m, examine);
        describe_items((UgMode)m);
        print_message("%s: %d tiles, %d creatures (%d examined), %d items x %d languages\n",
                      ug_mode_name((UgMode)m), checked[m][0], checked[m][1], checked[m][3],
                      checked[m][2], UG_I18N_LANGUAGE_COUNT);
        modes++;
    }
    assert_int_equal(modes, UG_MODE_COUNT);
}

/* The orbs cursed's examine line and log name: every entry of its table, in every language. */
static void every_cursed_orb_is_named_in_every_language(void **state) {
    (void)state;
    for (int k = 0; k < UG_ORB_KIND_COUNT; k++)
        assert_named(ug_cursed_orb_names[k], UG_MODE_CURSED, "orb", k);
}

/* No English sentence of any message row says "A" before a vowel ("A Ice orb drops."). */
static void english_articles_agree(void **state) {
    (void)state;
    const UgWords *tables[2 + UG_MODE_COUNT] = {&ug_words_common, &ug_words_ui};
    for (int m = 0; m < UG_MODE_COUNT; m++) tables[2 + m] = ug_view_profile((UgMode)m)->words;
    int sentences = 0;
    for (int t = 0; t < 2 + UG_MODE_COUNT; t++)
        for (int r = 0; tables[t] && r < tables[t]->count; r++) {
            const UgMessageRow *row = &tables[t]->rows[r];
            for (int k = -1; k < row->kinds; k++) {
                const char *s = k < 0 ? row->fmt : row->per_kind[k];
                if (!s) continue;
                sentences++;
                for (const char *p = s; (p = strstr(p, "A ")) != NULL; p += 2) {
                    bool word = p == s || p[-1] == ' ' || p[-1] == '.';
                    if (word && p[2] && strchr("AEIOUaeiou", p[2]))
                        fail_msg("\"%s\": an article before a vowel", s);
                }
            }
        }
    assert_true(sentences > 100);
}

/* The numbers the sentences quote are the core's rules: adventure's potion heals 10 per level and
 * its sword adds 4 ATK, simple's apple feeds 50, classic's potion tile heals 6, and simple now
 * says its blow range (ug_simple_damage's least and most). */
static void sentences_quote_the_rules(void **state) {
    (void)state;
    UgGame *adv = blank_game(UG_MODE_ADVENTURE);
    UgItem potion = {UG_ITEM_POTION, 0, 0, 2, 0}, sword = {UG_ITEM_SWORD, 0, 0, 1, 0};
    UgEffect e = ug_game_item_effect(adv, &potion);
    assert_int_equal(e.use, UG_USE_HEAL);
    assert_int_equal(e.value, 20);
    e = ug_game_item_effect(adv, &sword);
    assert_int_equal(e.use, UG_USE_WIELD);
    assert_int_equal(e.value, ug_game_item_power(adv, UG_ITEM_SWORD) + 1);
    ug_game_free(adv);
    UgGame *simple = blank_game(UG_MODE_SIMPLE);
    UgItem apple = {UG_ITEM_APPLE, 0, 0, 0, 0};
    e = ug_game_item_effect(simple, &apple);
    assert_int_equal(e.use, UG_USE_FEED);
    assert_int_equal(e.value, 50);
    int32_t lo = 0, hi = 0;
    assert_true(ug_game_blow_range(simple, 4, 4, &lo, &hi));
    assert_int_equal(lo, 1);
    assert_int_equal(hi, 3); /* ceil(4 x 1.1 - 4 x 0.4) = ceil(2.8) */
    ug_game_free(simple);
    UgGame *classic = blank_game(UG_MODE_CLASSIC);
    e = ug_game_tile_effect(classic, UG_TILE_POTION);
    assert_int_equal(e.use, UG_USE_HEAL);
    assert_int_equal(e.value, 6);
    ug_game_free(classic);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kind_of_every_mode_is_described_in_every_language),
        cmocka_unit_test(every_cursed_orb_is_named_in_every_language),
        cmocka_unit_test(english_articles_agree),
        cmocka_unit_test(sentences_quote_the_rules),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
