/* Playing the window's scenes with only a gamepad or only a finger, on the null platform: the
 * seed page's on-screen keyboard (scenes_osk.h, view/osk.h) types a seed from pad commands or
 * taps and starts that game. No SDL. Each test says which behaviour it guards. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "undergrid/game.h"
#include "undergrid/record.h"
#include "osk.h"
#include "platform_null.h"
#include "profile.h"
#include "touch_view.h"
#include "scenes.h"

#define UG_NULL_FIXTURE_ENTROPY 777
#include "null_fixture.h"

static UgLayout last_layout; /* the last run's (the_touch_wait_button_waits_in_every_mode) */

/* A pad's press (gamepad.c gives A as Space, B as Esc, the D-pad as arrows). */
static void pad(UgCommandKind kind, int dx, int dy) {
    UgCommand c = {.kind = kind, .dx = dx, .dy = dy, .pad = true};
    if (kind == UG_CMD_WAIT) snprintf(c.key, sizeof c.key, " ");
    if (kind == UG_CMD_ESCAPE) snprintf(c.key, sizeof c.key, "Escape");
    c.arrow = kind == UG_CMD_MOVE;
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static void tap_at(UgRect r) {
    UgCommand c = {.kind = UG_CMD_CLICK, .x = r.x + r.w / 2, .y = r.y + r.h / 2, .touch = true};
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

/* The row of `mode` on the modes page. */
static int mode_row(UgMode mode) {
    UgMode modes[UG_MODE_COUNT];
    int n = ug_view_menu_modes(modes);
    for (int i = 0; i < n; i++)
        if (modes[i] == mode) return i;
    fail_msg("mode %d is not on the menu", (int)mode);
    return -1;
}

static int key_of(UgSeedKind kind, UgOskKeyKind k, char ch) {
    UgOskKey keys[UG_OSK_KEYS_MAX];
    int n = ug_osk_keys(kind, keys);
    for (int i = 0; i < n; i++)
        if (keys[i].kind == k && (k != UG_OSK_KEY_CHAR || keys[i].ch == ch)) return i;
    fail_msg("no key %c", ch);
    return -1;
}

/* Runs the scenes on what was pushed: from the title menu (seed NULL) or straight into a game
 * of that seed. */
static void run_game(UgMode mode, const char *seed) {
    UgPlatform table = ug_null_platform_table(np);
    UgScenesParams params = {.mode = mode, .seed = seed, .direct = seed != NULL};
    UgScenes *scenes = ug_scenes_new(&params, &table);
    assert_non_null(scenes);
    ug_scenes_run(scenes);
    ug_scenes_free(scenes);
}

static void run_mode(UgMode mode) {
    run_game(mode, NULL);
}

static void run(void) {
    run_mode(UG_MODE_CLASSIC);
}

static void saved_seed(const char *path, char *seed, size_t size) {
    size_t len = 0;
    const char *text = ug_null_file(np, path, &len);
    assert_non_null(text);
    UgRecord r;
    int line = 0;
    assert_int_equal(ug_record_parse(text, len, &r, &line), UG_OK);
    snprintf(seed, size, "%s", r.seed);
    ug_record_free(&r);
}

static int first_frame(UgScene scene) {
    for (int i = 0; i < ug_null_frame_count(np); i++)
        if (ug_null_frame(np, i)->scene == scene) return i;
    return -1;
}

/* Guards the pad player's seed: A on a mode opens the keyboard at once, the D-pad walks to 4
 * and 2, A types them, Done starts classic with seed 42 (the run saved has it). */
static void the_pad_types_a_seed_and_starts_it(void **state) {
    (void)state;
    pad(UG_CMD_WAIT, 0, 0); /* New game */
    for (int i = 0; i < mode_row(UG_MODE_CLASSIC); i++) pad(UG_CMD_MOVE, 0, 1);
    pad(UG_CMD_WAIT, 0, 0); /* classic: the seed page, the keyboard up */
    for (int i = 0; i < 3; i++) pad(UG_CMD_MOVE, 1, 0);
    pad(UG_CMD_WAIT, 0, 0); /* 4 */
    pad(UG_CMD_MOVE, -1, 0);
    pad(UG_CMD_MOVE, -1, 0);
    pad(UG_CMD_WAIT, 0, 0); /* 2 */
    pad(UG_CMD_MOVE, 0, 1); /* Erase (under 1..5) */
    pad(UG_CMD_MOVE, 1, 0); /* Done */
    pad(UG_CMD_WAIT, 0, 0);
    pad(UG_CMD_WAIT, 0, 0); /* a turn in the game */
    run();
    int game = first_frame(UG_SCENE_GAME);
    assert_true(game > 0);
    /* before the game: the keyboard was drawn with the seed being typed above it */
    const UgFrame *last = ug_null_last_frame(np);
    assert_int_equal(last->osk_count, 0); /* none in a game */
    bool seen_keys = false, seen_42 = false;
    for (int i = 0; i < game; i++) {
        const UgNullFrame *f = ug_null_frame(np, i);
        seen_42 |= strstr(f->menu_chosen, "42_") != NULL;
        seen_keys |= strstr(f->text, "D-pad: choose a key") != NULL;
    }
    assert_true(seen_42);
    char seed[UG_SEED_MAX_LEN + 1];
    saved_seed("mem/save-classic.ugr", seed, sizeof seed);
    assert_string_equal(seed, "42");
    assert_true(seen_keys);
}

/* Guards the touch player's seed: taps on New game and cursed open the keyboard (a finger
 * arrived), taps on its keys type 12345-67890, a tap on Done starts cursed with that seed. */
static void taps_type_a_cursed_seed(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1280, 720, &(UgLayoutParams){0});
    tap_at(ug_layout_menu_row(&l, 0, 5)); /* New game */
    UgMode modes[UG_MODE_COUNT];
    int n = ug_view_menu_modes(modes);
    tap_at(ug_layout_menu_row(&l, mode_row(UG_MODE_CURSED), n + 1));
    const char *seed = "12345-67890";
    for (const char *p = seed; *p; p++)
        tap_at(ug_osk_key_rect(&l, UG_SEED_TEN_DIGITS,
                               key_of(UG_SEED_TEN_DIGITS, UG_OSK_KEY_CHAR, *p)));
    tap_at(ug_osk_key_rect(&l, UG_SEED_TEN_DIGITS, key_of(UG_SEED_TEN_DIGITS, UG_OSK_KEY_DONE, 0)));
    for (int i = 0; i < 4; i++) ug_null_push_pause(np);
    run();
    assert_true(first_frame(UG_SCENE_GAME) > 0 || first_frame(UG_SCENE_STORY) > 0);
    char got[UG_SEED_MAX_LEN + 1];
    saved_seed("mem/save-cursed.ugr", got, sizeof got);
    assert_string_equal(got, "1234567890"); /* the game keeps the seed without its dash */
}

/* Guards the keyboard's edits and exits: B erases, B on an empty field puts the keyboard away
 * (and a second B goes back to the modes), A on the field brings it back, a bad seed keeps it up
 * with the rule shown, and a key of a keyboard closes it and types for itself. */
static void b_erases_and_the_keyboard_comes_and_goes(void **state) {
    (void)state;
    pad(UG_CMD_WAIT, 0, 0);
    for (int i = 0; i < mode_row(UG_MODE_CURSED); i++) pad(UG_CMD_MOVE, 0, 1);
    pad(UG_CMD_WAIT, 0, 0);   /* 0: the seed page, keyboard up */
    pad(UG_CMD_WAIT, 0, 0);   /* 1: "1" */
    pad(UG_CMD_WAIT, 0, 0);   /* 2: "11" */
    pad(UG_CMD_ESCAPE, 0, 0); /* 3: "1" */
    pad(UG_CMD_MOVE, 0, 1);
    pad(UG_CMD_MOVE, 1, 0);
    pad(UG_CMD_MOVE, 1, 0);   /* Done */
    pad(UG_CMD_WAIT, 0, 0);   /* 7: "1" is no cursed seed: refused, the keyboard stays */
    pad(UG_CMD_ESCAPE, 0, 0); /* 8: "" */
    pad(UG_CMD_ESCAPE, 0, 0); /* 9: the keyboard goes away */
    pad(UG_CMD_WAIT, 0, 0);   /* 10: A on the field: it is back */
    UgCommand key = {.kind = UG_CMD_TEXT, .text = "5"}; /* 11: a keyboard types */
    ug_null_push_command(np, key);
    ug_null_push_pause(np);
    run();
    /* the frames from the seed page on: one a command */
    int first = -1;
    for (int i = 0; i < ug_null_frame_count(np) && first < 0; i++)
        if (strstr(ug_null_frame(np, i)->menu_chosen, "Seed")) first = i;
    assert_true(first > 0);
    assert_true(ug_null_frame_count(np) >= first + 10);
    assert_non_null(strstr(ug_null_frame(np, first + 2)->menu_chosen, "11_"));
    assert_non_null(strstr(ug_null_frame(np, first + 3)->menu_chosen, "1_"));
    assert_null(strstr(ug_null_frame(np, first + 3)->menu_chosen, "11_"));
    assert_non_null(strstr(ug_null_frame(np, first + 7)->text, "does not follow"));
    assert_non_null(strstr(ug_null_frame(np, first + 8)->menu_chosen, "(random)"));
    const UgFrame *f = ug_null_last_frame(np);
    assert_int_equal(f->osk_count, 0); /* the keyboard typed: closed */
    assert_non_null(strstr(ug_null_frame(np, first + 11)->menu_chosen, "5_"));
    assert_int_equal(f->scene, UG_SCENE_TITLE);
}

/* A key of the keyboard, by its browser `key` value (cursed reads those). */
static void key(const char *name, bool shift) {
    UgCommand c = {.kind = UG_CMD_OTHER_KEY, .shift = shift};
    snprintf(c.key, sizeof c.key, "%s", name);
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

/* The pad's other buttons as gamepad.c gives them: their button (the scenes give it its bound
 * command on the game screen) and, elsewhere, X the inventory, Y 'f', the shoulders Tab (LB with
 * Shift), Back the history with no key. */
static void pad_button(char which) {
    UgCommand c = {.pad = true};
    switch (which) {
        case 'X':
            c.kind = UG_CMD_INVENTORY;
            c.letter = 'i';
            c.button = UG_PAD_X + 1;
            break;
        case 'Y':
            c.kind = UG_CMD_OTHER_KEY;
            c.letter = 'f';
            c.button = UG_PAD_Y + 1;
            break;
        case 'L':
        case 'R':
            c.kind = UG_CMD_HISTORY;
            snprintf(c.key, sizeof c.key, "Tab");
            c.shift = which == 'L';
            c.button = which == 'L' ? UG_PAD_LB + 1 : UG_PAD_RB + 1;
            break;
        default: /* Back */
            c.kind = UG_CMD_HISTORY;
            c.button = UG_PAD_BACK + 1;
            break;
    }
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

static bool frame_says(int i, const char *text) {
    const UgNullFrame *f = ug_null_frame(np, i);
    return f && strstr(f->text, text) != NULL;
}

/* Guards cursed with a pad alone (issue 14): A is the contextual Space (here: aim), Y examines
 * and leaves, the shoulders step through the targets in examine and aim mode (the range shown
 * changes), B leaves a mode, Back opens the help and B closes it, Start the quit box. Before, Y
 * did nothing and the shoulders sent Tab, which cursed ignores. */
static void cursed_plays_with_a_pad_alone(void **state) {
    (void)state;
    key(" ", false); /* the intro */
    key("~", true);  /* wizard mode: a target and an orb, set up with keys */
    key("d", false); /* a training dummy beside the player */
    key("2", false); /* an Ice orb on top */
    ug_null_push_pause(np);
    pad_button('Y');          /* 0: examine */
    pad_button('R');          /* 1: the next target: the dummy */
    pad_button('Y');          /* 2: back to normal */
    pad(UG_CMD_WAIT, 0, 0);   /* 3: A, Space: aim mode */
    pad_button('R');          /* 4: the next target */
    pad_button('L');          /* 5: the previous one: the only one again */
    pad(UG_CMD_ESCAPE, 0, 0); /* 6: B: leaves aim */
    pad_button('B');          /* 7: Back: the help */
    pad(UG_CMD_ESCAPE, 0, 0); /* 8: B closes it */
    pad(UG_CMD_ESCAPE, 0, 0); /* 9: Start (Esc): the quit box */
    run_game(UG_MODE_CURSED, "1234567890");
    int first = -1; /* the first frame in examine mode */
    for (int i = 0; i < ug_null_frame_count(np) && first < 0; i++)
        if (frame_says(i, "[Examine]")) first = i;
    assert_true(first > 0);
    assert_true(ug_null_frame_count(np) >= first + 10);
    assert_true(frame_says(first, "[Examine][Range: 0]"));
    assert_true(frame_says(first + 1, "[Examine][Range: 1]"));
    assert_int_equal(ug_null_frame(np, first + 1)->overlay, UG_OVERLAY_NONE); /* no log */
    assert_true(frame_says(first + 2, "[Normal]"));
    assert_true(frame_says(first + 3, "[Aim]"));
    assert_true(frame_says(first + 4, "[Aim][Range: 1]"));
    assert_true(frame_says(first + 5, "[Aim][Range: 1]"));
    assert_true(frame_says(first + 6, "[Normal]"));
    assert_int_equal(ug_null_frame(np, first + 7)->overlay, UG_OVERLAY_HELP);
    assert_int_equal(ug_null_frame(np, first + 8)->overlay, UG_OVERLAY_NONE);
    assert_int_equal(ug_null_frame(np, first + 9)->overlay, UG_OVERLAY_QUIT);
}

/* Guards leaving with a pad alone: in a game Start (Esc) opens the quit box, which names the
 * pad's buttons; Y there goes back to the title menu (the run saved, Continue offered), B on the
 * title opens the quit box again, and A quits: what was pushed after it is never read. */
static void the_quit_box_answers_a_pad(void **state) {
    (void)state;
    pad(UG_CMD_WAIT, 0, 0);   /* a turn */
    pad(UG_CMD_ESCAPE, 0, 0); /* the quit box */
    pad_button('Y');          /* the title menu */
    pad(UG_CMD_ESCAPE, 0, 0); /* the quit box on the title */
    pad(UG_CMD_WAIT, 0, 0);   /* A: quit */
    pad(UG_CMD_WAIT, 0, 0);   /* never read */
    pad(UG_CMD_WAIT, 0, 0);
    run_game(UG_MODE_CLASSIC, "42");
    assert_true(ug_null_pending(np) >= 2);
    int n = ug_null_frame_count(np);
    assert_true(n >= 4);
    const UgNullFrame *box = ug_null_frame(np, n - 3), *title = ug_null_frame(np, n - 2);
    assert_int_equal(box->overlay, UG_OVERLAY_QUIT);
    assert_int_equal(box->scene, UG_SCENE_GAME);
    assert_non_null(strstr(box->text, "A: quit   B: keep playing   Y: the title menu"));
    assert_int_equal(title->scene, UG_SCENE_TITLE);
    assert_int_equal(title->overlay, UG_OVERLAY_NONE);
    assert_non_null(strstr(title->menu_chosen, "Continue"));
    assert_int_equal(ug_null_frame(np, n - 1)->overlay, UG_OVERLAY_QUIT);
    char seed[UG_SEED_MAX_LEN + 1];
    saved_seed("mem/save-classic.ugr", seed, sizeof seed);
    assert_string_equal(seed, "42");
}

/* The Records page's cursed achievements (its longest list) on a small window, then `n` commands;
 * the last frame's first line drawn, and *count its lines. */
static int records_after(const UgCommand *cmds, int n, int *count) {
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 777, .width = 800, .height = 450});
    pad(UG_CMD_MOVE, 0, 1);
    pad(UG_CMD_MOVE, 0, 1);
    pad(UG_CMD_WAIT, 0, 0); /* Records */
    pad(UG_CMD_MOVE, 0, 1); /* the list row */
    pad(UG_CMD_MOVE, 1, 0);
    pad(UG_CMD_MOVE, 1, 0); /* the achievements */
    for (int i = 0; i < n; i++) {
        ug_null_push_command(np, cmds[i]);
        ug_null_push_pause(np);
    }
    run_mode(UG_MODE_CURSED); /* the Records page opens on the mode last played */
    const UgFrame *f = ug_null_last_frame(np);
    assert_non_null(f);
    assert_true(f->has_menu);
    *count = f->menu_list_count;
    return f->menu_list_first;
}

/* Guards the Records list's scrolling (it did not scroll: what did not fit was "..."): the wheel
 * and a pad's shoulders move it, never past where its last line shows nor above its first, and
 * another list starts from its top. */
static void the_records_list_scrolls(void **state) {
    (void)state;
    const UgCommand down = {.kind = UG_CMD_SCROLL, .dy = 3}, up = {.kind = UG_CMD_SCROLL, .dy = -3};
    const UgCommand rb = {.kind = UG_CMD_HISTORY, .pad = true, .key = "Tab"};
    const UgCommand lb = {.kind = UG_CMD_HISTORY, .pad = true, .key = "Tab", .shift = true};
    const UgCommand other = {.kind = UG_CMD_MOVE, .dx = -1, .pad = true};
    int count = 0;
    assert_int_equal(records_after(NULL, 0, &count), 0);
    assert_true(count > 8);
    assert_int_equal(records_after((UgCommand[]){down}, 1, &count), 3);
    UgCommand many[12];
    for (int i = 0; i < 12; i++) many[i] = rb;
    int end = records_after(many, 12, &count);
    assert_true(end > 3 && end < count); /* as far as the last line, no further */
    assert_int_equal(records_after(many, 6, &count), end);
    many[6] = up;
    assert_int_equal(records_after(many, 7, &count), end - 3);
    for (int i = 7; i < 12; i++) many[i] = lb;
    assert_int_equal(records_after(many, 12, &count), 0);
    many[0] = down;
    many[1] = other; /* the recent runs */
    assert_int_equal(records_after(many, 2, &count), 0);
    many[1] = (UgCommand){.kind = UG_CMD_SCROLL, .dy = -1};
    assert_int_equal(records_after(many, 2, &count), 2);
}

/* The turn the frame's HUD shows ("Turn N"), -1 if none. */
static int hud_turn(const UgFrame *f) {
    for (int i = 0; i < f->hud_count; i++) {
        const char *t = strstr(f->hud[i].text, "Turn ");
        if (t) return atoi(t + 5);
    }
    return -1;
}

/* Guards the on-screen Wait button in cursed and adventure: it sent Space, which there picks up,
 * takes the stairs or aims; now a tap on Wait waits one turn where the player stands, in every
 * mode. */
static void the_touch_wait_button_waits_in_every_mode(void **state) {
    (void)state;
    static const struct {
        UgMode mode;
        const char *seed;
    } games[] = {
        {UG_MODE_CURSED, "1234567890"}, {UG_MODE_ADVENTURE, "abc"}, {UG_MODE_CLASSIC, "48213"}};
    for (int g = 0; g < 3; g++) {
        int turns[2], xs[2], ys[2];
        for (int taps = 0; taps < 2; taps++) {
            ug_null_platform_free(np);
            np = ug_null_platform_new(&(UgNullParams){.entropy = 777});
            if (games[g].mode == UG_MODE_CURSED) key(" ", false); /* its intro */
            UgCommand tap = {.kind = UG_CMD_CLICK, .x = 1, .y = 1, .touch = true};
            ug_null_push_command(np, tap); /* off the board: the buttons show */
            ug_null_push_pause(np);
            UgPlatform table = ug_null_platform_table(np);
            UgScenesParams params = {.mode = games[g].mode, .seed = games[g].seed, .direct = true};
            /* the first run finds the button; the second taps it */
            if (taps == 1) {
                UgRect wait = ug_layout_touch_button(&last_layout, 0, UG_TOUCH_BUTTONS);
                tap.x = wait.x + wait.w / 2;
                tap.y = wait.y + wait.h / 2;
                ug_null_push_command(np, tap);
                ug_null_push_pause(np);
            }
            UgScenes *scenes = ug_scenes_new(&params, &table);
            assert_non_null(scenes);
            ug_scenes_run(scenes);
            ug_scenes_free(scenes);
            const UgFrame *f = ug_null_last_frame(np);
            assert_int_equal(f->touch_count, UG_TOUCH_BUTTONS);
            last_layout = *ug_null_last_layout(np);
            turns[taps] = hud_turn(f);
            xs[taps] = f->player_x;
            ys[taps] = f->player_y;
        }
        assert_true(turns[0] >= 0);
        assert_int_equal(turns[1], turns[0] + 1);
        assert_int_equal(xs[1], xs[0]);
        assert_int_equal(ys[1], ys[0]);
    }
}

static void touch_cmd(UgCommandKind kind, UgRect at) {
    UgCommand c = {.kind = kind, .x = at.x + at.w / 2, .y = at.y + at.h / 2, .touch = true};
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

/* Guards the touch player's way out: two fingers (Esc) open the quit box, which then has
 * buttons (it had only key answers): Keep playing closes it, Title menu goes back to the title
 * (the run saved), and on the title Quit quits. */
static void the_quit_box_has_buttons_for_a_finger(void **state) {
    (void)state;
    UgLayout l;
    ug_layout_compute(&l, 1280, 720, &(UgLayoutParams){0});
    UgRect none = {0, 0, 1, 1};
    touch_cmd(UG_CMD_ESCAPE, none); /* 0: the box, three buttons */
    touch_cmd(UG_CMD_CLICK, ug_touch_quit_button(&l, UG_QUIT_BUTTON_KEEP, 3));  /* 1: closed */
    touch_cmd(UG_CMD_ESCAPE, none);                                             /* 2 */
    touch_cmd(UG_CMD_CLICK, ug_touch_quit_button(&l, UG_QUIT_BUTTON_TITLE, 3)); /* 3: title */
    touch_cmd(UG_CMD_ESCAPE, none); /* 4: the box on the title, two buttons */
    touch_cmd(UG_CMD_CLICK, ug_touch_quit_button(&l, UG_QUIT_BUTTON_QUIT, 2)); /* quits */
    pad(UG_CMD_WAIT, 0, 0);                                                    /* never read */
    run_game(UG_MODE_CLASSIC, "42");
    assert_true(ug_null_pending(np) >= 1);
    const UgLayout *used = ug_null_last_layout(np);
    assert_int_equal(used->overlay.y, l.overlay.y);
    assert_int_equal(used->line_h, l.line_h);
    int n = ug_null_frame_count(np);
    assert_true(n >= 6);
    const UgNullFrame *f0 = ug_null_frame(np, n - 5);
    assert_int_equal(f0->overlay, UG_OVERLAY_QUIT);
    assert_int_equal(ug_null_frame(np, n - 4)->overlay, UG_OVERLAY_NONE);
    assert_int_equal(ug_null_frame(np, n - 4)->scene, UG_SCENE_GAME);
    assert_int_equal(ug_null_frame(np, n - 3)->overlay, UG_OVERLAY_QUIT);
    assert_int_equal(ug_null_frame(np, n - 2)->scene, UG_SCENE_TITLE);
    assert_int_equal(ug_null_frame(np, n - 1)->overlay, UG_OVERLAY_QUIT);
    const UgFrame *last = ug_null_last_frame(np);
    assert_int_equal(last->quit_button_count, 2);
    assert_string_equal(last->quit_buttons[UG_QUIT_BUTTON_QUIT].text, "Quit");
    assert_string_equal(last->quit_buttons[UG_QUIT_BUTTON_KEEP].text, "Keep playing");
    char seed[UG_SEED_MAX_LEN + 1];
    saved_seed("mem/save-classic.ugr", seed, sizeof seed);
    assert_string_equal(seed, "42");
}

/* adventure (seed abc, four items to start with) after the pad's buttons `buttons` (X, A, B):
 * the last frame. */
static const UgFrame *inventory_after(const char *buttons) {
    ug_null_platform_free(np);
    np = ug_null_platform_new(&(UgNullParams){.entropy = 777});
    for (const char *b = buttons; *b; b++) {
        if (*b == 'X') pad_button('X');
        if (*b == 'A') pad(UG_CMD_WAIT, 0, 0);
        if (*b == 'B') pad(UG_CMD_ESCAPE, 0, 0);
    }
    run_game(UG_MODE_ADVENTURE, "abc");
    const UgFrame *f = ug_null_last_frame(np);
    assert_non_null(f);
    assert_true(f->has_inventory);
    return f;
}

/* Adventure's full screen (inventory_view.h) shows the chosen item's verbs, the chosen one in
 * brackets, on its last line. */
static bool verbs_open(const UgFrame *f) {
    return f->overlay == UG_OVERLAY_INVENTORY && f->overlay_count > 0 &&
           strchr(f->overlay_lines[f->overlay_count - 1].text, '[');
}

/* Guards the inventory with a pad, as on a menu: X opens it, A opens the chosen item's verbs (A
 * was Space there and did nothing), B goes back to the list and then closes it (not the quit
 * box), A on a verb does it and closes the list. */
static void a_pad_uses_the_inventory(void **state) {
    (void)state;
    const UgFrame *f = inventory_after("X");
    assert_int_equal(f->inv_cursor, 0);
    assert_false(f->inv_menu);
    f = inventory_after("XA");
    assert_true(verbs_open(f));
    f = inventory_after("XAB");
    assert_false(verbs_open(f));
    assert_int_equal(f->overlay, UG_OVERLAY_INVENTORY);
    assert_int_equal(f->inv_cursor, 0);
    f = inventory_after("XABB");
    assert_int_equal(f->inv_cursor, -1);
    assert_int_equal(f->overlay, UG_OVERLAY_NONE);
    f = inventory_after("XAA");
    assert_int_equal(f->inv_cursor, -1);
    assert_false(verbs_open(f));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(the_pad_types_a_seed_and_starts_it, setup, teardown),
        cmocka_unit_test_setup_teardown(taps_type_a_cursed_seed, setup, teardown),
        cmocka_unit_test_setup_teardown(b_erases_and_the_keyboard_comes_and_goes, setup, teardown),
        cmocka_unit_test_setup_teardown(cursed_plays_with_a_pad_alone, setup, teardown),
        cmocka_unit_test_setup_teardown(the_quit_box_answers_a_pad, setup, teardown),
        cmocka_unit_test_setup_teardown(the_records_list_scrolls, setup, teardown),
        cmocka_unit_test_setup_teardown(a_pad_uses_the_inventory, setup, teardown),
        cmocka_unit_test_setup_teardown(the_quit_box_has_buttons_for_a_finger, setup, teardown),
        cmocka_unit_test_setup_teardown(the_touch_wait_button_waits_in_every_mode, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
