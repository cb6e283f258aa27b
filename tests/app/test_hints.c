/* Hints name the input the player uses (issue 14): in every mode the help names the keys bound
 * (a rebound command shows its new key) and, after a pad's press, the pad's buttons; the
 * inventory and quit-box hints too. Headless on the null platform, through the real scenes and
 * view; the bindings are the platform's, changed as the Keys screen would. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "bindings.h"
#include "i18n.h"
#include "keys_view.h"
#include "platform_null.h"
#include "scenes.h"

#define UG_NULL_FIXTURE_ENTROPY 12345
#include "null_fixture.h"

static UgBindings *bindings(void) {
    UgPlatform t = ug_null_platform_table(np);
    return t.bindings(t.self);
}

static void push(UgCommand c) {
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void run(UgMode mode, const char *seed) {
    for (int i = 0; i < 4; i++) ug_null_push_pause(np);
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = mode, .seed = seed, .direct = true};
    UgScenes *scenes = ug_scenes_new(&params, &table);
    assert_non_null(scenes);
    ug_scenes_run(scenes);
    ug_scenes_free(scenes);
}

/* The first frame at or after `from` that shows `text`; -1: none. */
static int shown(const char *text, int from) {
    for (int f = from < 0 ? 0 : from; f < ug_null_frame_count(np); f++)
        if (strstr(ug_null_frame(np, f)->text, text)) return f;
    return -1;
}

static const struct {
    UgMode mode;
    const char *seed;
    UgBind cmd;      /* rebound to the T place */
    const char *key; /* its help line, rebound */
    const char *pad; /* its help line after a pad's press (the defaults) */
} modes[] = {
    {UG_MODE_CLASSIC, "42", UG_BIND_CLASSIC_EXPLORE, "T: explore   >: go to the stairs",
     "Y: explore   Key >: go to the stairs   LS: rest"},
    {UG_MODE_SIMPLE, "1234567890", UG_BIND_INVENTORY, "T: items; Up/Down: choose; Z: open",
     "X: items; Up/Down: choose; Y: open / do it; X: back"},
    {UG_MODE_ADVENTURE, "42", UG_BIND_THROW, "T: aim the next orb", "Y: aim the next orb"},
    {UG_MODE_CURSED, "1234567890", UG_BIND_CK_EXAMINE, "T: examine mode; Space: aim mode",
     "Y: examine mode; A: aim mode"},
};

/* Per mode: the help after the command was rebound names its new key; after a pad's press it
 * names the buttons (the pad's Y, A). Guards against help text with fixed letters. */
static void the_help_names_the_keys_and_buttons(void **state) {
    (void)state;
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        ug_null_platform_free(np);
        np = ug_null_platform_new(&(UgNullParams){.entropy = 12345});
        UgBindings *b = bindings();
        ug_bindings_set(b, modes[m].cmd, (UgKeyBind){UG_KEY_POSITION, 4 + ('t' - 'a'), false});
        b->keys[modes[m].cmd][1] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
        bool cursed = modes[m].mode == UG_MODE_CURSED;
        UgCommand help = {.kind = UG_CMD_HELP};
        if (cursed) { /* cursed's own help screen: Space closes its intro, then ? */
            push((UgCommand){.kind = UG_CMD_WAIT, .key = " "});
            help = (UgCommand){.kind = UG_CMD_HELP, .key = "?", .shift = true};
        }
        UgCommand close = {.kind = cursed ? UG_CMD_ESCAPE : UG_CMD_OTHER_KEY};
        if (cursed) snprintf(close.key, sizeof close.key, "Escape");
        push(help);
        push(close);
        UgCommand pad_help = help;
        pad_help.pad = true;
        push(pad_help);
        run(modes[m].mode, modes[m].seed);
        int keys = shown(modes[m].key, 0);
        if (keys < 0) fail_msg("mode %d: no \"%s\"", (int)m, modes[m].key);
        int pad = shown(modes[m].pad, keys + 1);
        if (pad < 0) fail_msg("mode %d: no \"%s\" after a pad's press", (int)m, modes[m].pad);
    }
}

/* The quit box names the keys of yes, no and the title menu, rebound. */
static void the_quit_box_names_the_keys(void **state) {
    (void)state;
    UgBindings *b = bindings();
    ug_bindings_set(b, UG_BIND_NO, (UgKeyBind){UG_KEY_CHARACTER, 'q', false});
    b->keys[UG_BIND_NO][1] = (UgKeyBind){UG_KEY_UNBOUND, 0, false};
    push((UgCommand){.kind = UG_CMD_ESCAPE, .key = "Escape"});
    run(UG_MODE_CLASSIC, "42");
    assert_true(shown("Q or Esc: keep playing", 0) >= 0);
    assert_true(shown("Y or Enter: quit", 0) >= 0);
}

/* The help's "Your keys" lists the commands rebound (the help's lines name every key already),
 * and is not there with the defaults. Guards against a list too long for the help. */
static void your_keys_lists_the_changed_ones(void **state) {
    (void)state;
    push((UgCommand){.kind = UG_CMD_HELP});
    run(UG_MODE_SIMPLE, "1234567890");
    assert_true(shown("E: explore", 0) >= 0);
    assert_true(shown("Your keys", 0) < 0);
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 12345});
    ug_bindings_set(bindings(), UG_BIND_EXPLORE,
                    (UgKeyBind){UG_KEY_POSITION, 4 + ('r' - 'a'), false});
    push((UgCommand){.kind = UG_CMD_HELP});
    run(UG_MODE_SIMPLE, "1234567890");
    int f = shown("Your keys", 0);
    assert_true(f >= 0);
    assert_non_null(strstr(ug_null_frame(np, f)->text, "Explore (simple, adventure, cursed): R/E"));
    assert_null(strstr(ug_null_frame(np, f)->text, "Move up: W/K"));
}

/* The view's default labels (when no bindings are given) are the app's defaults. Guards against
 * the two tables drifting apart. */
static void the_view_defaults_are_the_bindings(void **state) {
    (void)state;
    UgBindings b;
    ug_bindings_default(&b);
    for (int i = 0; i < UG_BIND_COUNT; i++) {
        char label[32];
        ug_bind_label(&b, (UgBind)i, label, sizeof label);
        const char *view = ug_keys_default_label(ug_bind_name((UgBind)i));
        if (!view || strcmp(view, label) != 0)
            fail_msg("%s: the view says %s, the bindings %s", ug_bind_name((UgBind)i),
                     view ? view : "nothing", label);
        char token[48], want[32], got[32];
        snprintf(token, sizeof token, "{%s}", ug_bind_name((UgBind)i));
        ug_bind_hint(&b, (UgBind)i, true, want, sizeof want);
        ug_keys_expand(NULL, true, token, got, sizeof got);
        assert_string_equal(got, want);
    }
    char out[64];
    ug_keys_expand(NULL, false, "{wasd} {hjkl} {yubn} {nope} {", out, sizeof out);
    assert_string_equal(out, "WASD HJKL YUBN {nope} {");
}

/* The {name}s of each shipped msgid: each one is an input the view knows, and the Spanish and
 * Japanese texts keep every one (a translation that wrote "E" would go stale once E is rebound).
 * Guards against a translation dropping a key's place-holder. */
static void translations_keep_the_keys(void **state) {
    (void)state;
    static char text[1 << 20];
    char path[1024];
    UgCatalog *cats[2];
    const char *langs[2] = {"es", "ja"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%si18n/%s.po", UG_ASSETS_DIR, langs[i]);
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        size_t n = fread(text, 1, sizeof text, f);
        fclose(f);
        char error[256];
        cats[i] = ug_catalog_parse(text, n, error, sizeof error);
        assert_non_null(cats[i]);
    }
    snprintf(path, sizeof path, "%si18n/en.po", UG_ASSETS_DIR);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char line[4096];
    int tokens = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "msgid \"", 7) != 0) continue;
        char *end = strrchr(line, '"');
        if (!end || end == line + 6) continue;
        *end = '\0';
        const char *msgid = line + 7;
        if (strstr(msgid, "\\")) continue; /* escapes: none of ours has a key */
        for (const char *p = strchr(msgid, '{'); p; p = strchr(p + 1, '{')) {
            const char *close = strchr(p, '}');
            if (!close || close - p > 30) continue;
            char token[32], known[32];
            snprintf(token, sizeof token, "%.*s", (int)(close - p + 1), p);
            ug_keys_expand(NULL, false, token, known, sizeof known);
            if (strcmp(known, token) == 0) fail_msg("\"%s\": %s is no input", msgid, token);
            for (int i = 0; i < 2; i++)
                if (!strstr(ug_catalog_get(cats[i], msgid), token))
                    fail_msg("%s.po: \"%s\" lacks %s", langs[i], msgid, token);
            tokens++;
        }
    }
    fclose(f);
    assert_true(tokens > 60);
    for (int i = 0; i < 2; i++) ug_catalog_free(cats[i]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(the_help_names_the_keys_and_buttons, setup, teardown),
        cmocka_unit_test_setup_teardown(the_quit_box_names_the_keys, setup, teardown),
        cmocka_unit_test_setup_teardown(your_keys_lists_the_changed_ones, setup, teardown),
        cmocka_unit_test(the_view_defaults_are_the_bindings),
        cmocka_unit_test(translations_keep_the_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
