/* Issue 27 item 3: cursed welcomes. An "About the orbs" page (your stack is your health, what
 * each orb does, the boss at the stairs) from the title's modes page and from cursed's own help
 * (O), worded in all three languages; and cursed's end screen says what every mode's says (what
 * killed you, the score, the seed, the rank, the morgue file) under the original's words. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/game.h"
#include "i18n.h"
#include "platform_null.h"
#include "profile.h"
#include "scenes.h"
#include "view.h"

static UgNullPlatform *np;
#include "null_script.h"

static void key(const char *k) {
    UgCommand c = cmd(UG_CMD_OTHER_KEY);
    snprintf(c.key, sizeof c.key, "%s", k);
    if (k[0] >= 'a' && k[0] <= 'z' && !k[1]) c.letter = k[0];
    c.shift = strcmp(k, "?") == 0;
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void run(UgMode mode, const char *seed) {
    for (int i = 0; i < 4; i++) ug_null_push_pause(np);
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = mode, .seed = seed, .direct = seed != NULL};
    UgScenes *s = ug_scenes_new(&params, &table);
    assert_non_null(s);
    ug_scenes_run(s);
    ug_scenes_free(s);
}

static void fresh(void) {
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 5});
    assert_non_null(np);
}

/* the first frame from `from` showing the About page, or -1 */
static int about_frame(int from) {
    for (int i = from; i < ug_null_frame_count(np); i++) {
        const UgNullFrame *f = ug_null_frame(np, i);
        if (f->overlay == UG_OVERLAY_HELP && strstr(f->text, "About the orbs") &&
            strstr(f->text, "Your stack is your health"))
            return i;
    }
    return -1;
}

static void about_from_the_modes_page(void **state) {
    (void)state;
    fresh();
    press(UG_CMD_CONFIRM); /* New game: the modes page */
    press_move(0, -1);     /* from the first row up: Back, the last */
    press_move(0, -1);     /* ... and above it the About row */
    press(UG_CMD_CONFIRM);
    run(UG_MODE_CLASSIC, NULL);
    int at = about_frame(0);
    assert_true(at >= 0);
    const UgNullFrame *f = ug_null_frame(np, at);
    assert_int_equal(f->scene, UG_SCENE_TITLE);
    assert_non_null(strstr(f->text, "Fire (F)"));
    assert_non_null(strstr(f->text, "The boss waits at the stairs"));
}

static void about_from_cursed_help(void **state) {
    (void)state;
    fresh();
    key(" "); /* the level's intro */
    key("?"); /* cursed's help */
    key("o"); /* About the orbs */
    run(UG_MODE_CURSED, "1234567890");
    int help = -1;
    for (int i = 0; i < ug_null_frame_count(np) && help < 0; i++)
        if (ug_null_frame(np, i)->overlay == UG_OVERLAY_HELP) help = i;
    assert_true(help >= 0);
    assert_true(about_frame(help) > help);
    const UgNullFrame *last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_int_equal(last->scene, UG_SCENE_GAME);
    /* Esc returns to the help, Esc again to the game */
    fresh();
    key(" ");
    key("?");
    key("o");
    key("Escape");
    run(UG_MODE_CURSED, "1234567890");
    last = ug_null_frame(np, ug_null_frame_count(np) - 1);
    assert_int_equal(last->overlay, UG_OVERLAY_HELP);
    assert_null(strstr(last->text, "Your stack is your health")); /* the keys again */
}

static void about_in_three_languages(void **state) {
    (void)state;
    const UgViewProfile *p = ug_view_profile(UG_MODE_CURSED);
    assert_non_null(p->about_title);
    assert_true(p->about_count >= 8);
    const char *langs[] = {"es", "ja"};
    for (int k = 0; k < 2; k++) {
        char path[512];
        snprintf(path, sizeof path, "%si18n/%s.po", UG_ASSETS_DIR, langs[k]);
        FILE *fp = fopen(path, "rb");
        assert_non_null(fp);
        static char text[1 << 20];
        size_t n = fread(text, 1, sizeof text - 1, fp);
        fclose(fp);
        text[n] = '\0';
        UgCatalog *c = ug_catalog_parse(text, n, NULL, 0);
        assert_non_null(c);
        if (!ug_catalog_has(c, p->about_title)) fail_msg("%s lacks the About title", langs[k]);
        for (int i = 0; i < p->about_count; i++)
            if (!ug_catalog_has(c, p->about[i])) fail_msg("%s lacks \"%s\"", langs[k], p->about[i]);
        assert_true(ug_catalog_has(c, "{esc}: back   O: about the orbs"));
        ug_catalog_free(c);
    }
}

/* cursed's end screen: the original's words first, then the run's story */
static UgFrame frame;
static void cursed_end_screen_tells_the_run(void **state) {
    (void)state;
    UgGameParams params = {UG_MODE_CURSED, "1234567890"};
    UgGame *g = NULL;
    assert_int_equal(ug_game_new(&params, &g), UG_OK);
    UgViewState vs = {0};
    vs.scene = UG_SCENE_DEATH;
    vs.mode = UG_MODE_CURSED;
    vs.death_floor = 1;
    vs.death_turns = 77;
    vs.death_killer = UG_MON_GOBLIN;
    vs.death_score = 4321;
    vs.death_rank = 2;
    vs.death_ready = true;
    snprintf(vs.death_morgue, sizeof vs.death_morgue, "%s", "/tmp/morgue/cursed.txt");
    static UgLog log;
    ug_log_clear(&log);
    ug_view_build(&frame, g, &log, NULL, &vs);
    char all[4096] = "";
    for (int i = 0; i < frame.body_count; i++) {
        strncat(all, frame.body[i].text, sizeof all - strlen(all) - 2);
        strcat(all, "\n");
    }
    assert_non_null(strstr(frame.heading.text, "The End"));
    const char *die = strstr(all, "You die.");
    const char *killed = strstr(all, "Killed by:");
    assert_non_null(die);
    assert_non_null(killed);
    assert_true(die < killed); /* under the original's words */
    assert_non_null(strstr(all, "score 4321"));
    assert_non_null(strstr(all, "Seed "));
    assert_non_null(strstr(all, "67890"));
    assert_non_null(strstr(all, "Rank 2"));
    assert_non_null(strstr(all, "Morgue file: /tmp/morgue/cursed.txt"));
    assert_non_null(strstr(all, "a new run")); /* its own keys, last */
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(about_from_the_modes_page),
        cmocka_unit_test(about_from_cursed_help),
        cmocka_unit_test(about_in_three_languages),
        cmocka_unit_test(cursed_end_screen_tells_the_run),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    ug_null_platform_free(np);
    return failed;
}
