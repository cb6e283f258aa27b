/* Events to sounds: every message (its row's cue, words.h) and event kind of the core has a sound
 * (a new UgMsg or UgEventKind without one fails here), every sound a row points at exists and is
 * heard, and a turn's sounds are chosen as the table and the rules of cues.h say. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cues.h"
#include "sounds.h"

static UgEvent message(int msg, int a, int b) {
    UgEvent e = {UG_EV_MESSAGE, (int16_t)msg, a, b, UG_ID_NONE, UG_ID_NONE};
    return e;
}

static UgEvent damage(UgId subject, UgId object, int amount, int left) {
    UgEvent e = {UG_EV_DAMAGE, UG_MSG_NONE, amount, left, subject, object};
    return e;
}

static void every_message_has_a_row(void **state) {
    (void)state;
    int missing = 0;
    for (int msg = 0; msg < UG_MSG_COUNT; msg++) {
        UgSoundId id = ug_cue_for_message(msg);
        if (id == UG_SOUND_NONE) {
            printf("UgMsg %d has no sound in its row (words.h)\n", msg);
            missing++;
        }
        assert_true(id >= UG_SOUND_NONE && id < UG_SOUND_COUNT);
        if (id >= UG_SOUND_FIRST) assert_non_null(ug_sound_def(id));
    }
    assert_int_equal(missing, 0);
    assert_int_equal(ug_cue_for_message(UG_MSG_COUNT), UG_SOUND_NONE);
    assert_int_equal(ug_cue_for_message(-1), UG_SOUND_NONE);
    assert_int_equal(ug_cue_for_message(1000), UG_SOUND_NONE); /* the front end's own */
}

static void every_event_kind_has_a_row(void **state) {
    (void)state;
    for (int kind = 0; kind < UG_EV_KIND_COUNT; kind++) {
        UgId who[] = {UG_ID_PLAYER, 7};
        for (int s = 0; s < 2; s++) {
            for (int o = 0; o < 2; o++) {
                UgEvent e = {(int16_t)kind, UG_MSG_PLAYER_HITS, 3, 10, who[s], who[o]};
                assert_int_not_equal(ug_cue_for_event(&e), UG_SOUND_NONE);
            }
        }
    }
    UgEvent odd = {UG_EV_KIND_COUNT, 0, 0, 0, 0, 0};
    assert_int_equal(ug_cue_for_event(&odd), UG_SOUND_NONE);
}

/* The list: each of these is heard, each with its own sound. */
static void the_events_a_player_cares_about_are_heard(void **state) {
    (void)state;
    static const struct {
        int msg;
        UgSoundId sound;
    } heard[] = {
        {UG_MSG_WALL_BLOCKS, UG_SOUND_BUMP},   {UG_MSG_PLAYER_HITS, UG_SOUND_HIT},
        {UG_MSG_MONSTER_HITS, UG_SOUND_HURT},  {UG_MSG_MONSTER_DIES, UG_SOUND_KILL},
        {UG_MSG_PICKUP, UG_SOUND_PICKUP},      {UG_MSG_EAT, UG_SOUND_EAT},
        {UG_MSG_DRINK, UG_SOUND_DRINK},        {UG_MSG_LEVEL_UP, UG_SOUND_LEVEL_UP},
        {UG_MSG_DESCEND, UG_SOUND_STAIRS},     {UG_MSG_FIRE_HITS, UG_SOUND_ORB_FIRE},
        {UG_MSG_ICE_ARMOR, UG_SOUND_ORB_ICE},  {UG_MSG_BLINK, UG_SOUND_ORB_SLIME},
        {UG_MSG_LUMP_HITS, UG_SOUND_ORB_LUMP}, {UG_MSG_BOSS_APPEARS, UG_SOUND_BOSS},
        {UG_MSG_BOMB_BURSTS, UG_SOUND_BOMB},   {UG_MSG_CURSED, UG_SOUND_CURSE},
        {UG_MSG_PLAYER_DIES, UG_SOUND_DEATH},  {UG_MSG_VICTORY, UG_SOUND_VICTORY},
    };
    for (size_t i = 0; i < sizeof heard / sizeof heard[0]; i++)
        assert_int_equal(ug_cue_for_message(heard[i].msg), heard[i].sound);
}

static void every_sound_exists_and_is_heard(void **state) {
    (void)state;
    UgSoundBank bank;
    assert_true(ug_sound_bank_render(&bank));
    assert_null(ug_sound_def(UG_SOUND_NONE));
    assert_null(ug_sound_def(UG_SOUND_SILENT));
    assert_null(ug_sound_def(UG_SOUND_COUNT));
    for (int id = UG_SOUND_FIRST; id < UG_SOUND_COUNT; id++) {
        const UgSoundDef *d = ug_sound_def(id);
        assert_non_null(d);
        for (int other = UG_SOUND_FIRST; other < id; other++)
            assert_string_not_equal(ug_sound_def(other)->name, d->name);
        assert_true(bank.length[id] > UG_SYNTH_RATE / 100); /* at least 10 ms */
        int peak = 0;
        for (size_t i = 0; i < bank.length[id]; i++) {
            int v = abs(bank.samples[id][i]);
            if (v > peak) peak = v;
        }
        assert_true(peak > 1000); /* heard, not a whisper of rounding */
        assert_int_equal(bank.samples[id][bank.length[id] - 1] / 512, 0); /* ends near silence */
    }
    ug_sound_bank_free(&bank);
}

static void a_turn_mixes_its_sounds_by_priority(void **state) {
    (void)state;
    UgEvents ev = {0};
    UgSoundId out[UG_CUES_MAX];
    /* a hit that kills, the level up it gives, twice the same message: each sound once */
    ev.items[ev.count++] = message(UG_MSG_PLAYER_HITS, 1, 3);
    ev.items[ev.count++] = damage(UG_ID_PLAYER, 7, 3, 0);
    ev.items[ev.count++] = message(UG_MSG_MONSTER_KILLED, 1, 5);
    ev.items[ev.count++] = message(UG_MSG_LEVEL_UP, 2, 0);
    ev.items[ev.count++] = message(UG_MSG_LEVEL_UP, 2, 0);
    int n = ug_cues_for_turn(&ev, true, true, out);
    assert_int_equal(n, 3);
    assert_int_equal(out[0], UG_SOUND_LEVEL_UP);
    assert_int_equal(out[1], UG_SOUND_KILL);
    assert_int_equal(out[2], UG_SOUND_HIT);
    /* more than UG_CUES_MAX: the first by priority are kept, the death first of all */
    ev.items[ev.count++] = message(UG_MSG_PICKUP, 1, 1);
    ev.items[ev.count++] = message(UG_MSG_BOMB_BURSTS, 0, 4);
    ev.items[ev.count++] = message(UG_MSG_PLAYER_DIES, 3, 99);
    n = ug_cues_for_turn(&ev, true, true, out);
    assert_int_equal(n, UG_CUES_MAX);
    assert_int_equal(out[0], UG_SOUND_DEATH);
    assert_int_equal(out[1], UG_SOUND_LEVEL_UP);
    assert_int_equal(out[2], UG_SOUND_BOMB);
    assert_int_equal(out[3], UG_SOUND_KILL);
}

static void a_hit_taken_sounds_by_its_size(void **state) {
    (void)state;
    UgEvents ev = {0};
    UgSoundId out[UG_CUES_MAX];
    ev.items[ev.count++] = message(UG_MSG_MONSTER_HITS, 1, 2);
    ev.items[ev.count++] = damage(7, UG_ID_PLAYER, 2, 18); /* a tenth of the health */
    assert_int_equal(ug_cues_for_turn(&ev, true, false, out), 1);
    assert_int_equal(out[0], UG_SOUND_HURT);
    ev.items[1] = damage(7, UG_ID_PLAYER, 6, 12); /* a third: the big one, alone */
    assert_int_equal(ug_cues_for_turn(&ev, true, false, out), 1);
    assert_int_equal(out[0], UG_SOUND_HURT_BIG);
    ev.items[1] = damage(7, UG_ID_PLAYER, 5, 15); /* exactly a quarter */
    assert_int_equal(ug_cues_for_turn(&ev, true, false, out), 1);
    assert_int_equal(out[0], UG_SOUND_HURT_BIG);
    ev.items[1] = damage(7, 9, 50, 0); /* one monster hurts another: not ours to hear */
    assert_int_equal(ug_cues_for_turn(&ev, true, false, out), 1);
    assert_int_equal(out[0], UG_SOUND_HURT);
}

static void steps_and_bumps(void **state) {
    (void)state;
    UgSoundId out[UG_CUES_MAX];
    UgEvents none = {0};
    assert_int_equal(ug_cues_for_turn(&none, true, true, out), 1); /* a quiet step */
    assert_int_equal(out[0], UG_SOUND_STEP);
    assert_int_equal(ug_cues_for_turn(&none, false, true, out), 1); /* into the rock */
    assert_int_equal(out[0], UG_SOUND_BUMP);
    assert_int_equal(ug_cues_for_turn(NULL, true, false, out), 0); /* a wait: silence */
    assert_int_equal(ug_cues_for_turn(&none, false, false, out), 0);
    UgEvents ev = {0};
    ev.items[ev.count++] = message(UG_MSG_PICKUP, 1, 1); /* a step onto an item: the item */
    assert_int_equal(ug_cues_for_turn(&ev, true, true, out), 1);
    assert_int_equal(out[0], UG_SOUND_PICKUP);
    ev.items[0] = message(UG_MSG_FLOOR_START, 2, 0); /* silent rows make no step either */
    ev.items[ev.count++] = message(UG_MSG_WAKE_UP, 0, 0);
    assert_int_equal(ug_cues_for_turn(&ev, true, false, out), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_message_has_a_row),
        cmocka_unit_test(every_event_kind_has_a_row),
        cmocka_unit_test(the_events_a_player_cares_about_are_heard),
        cmocka_unit_test(every_sound_exists_and_is_heard),
        cmocka_unit_test(a_turn_mixes_its_sounds_by_priority),
        cmocka_unit_test(a_hit_taken_sounds_by_its_size),
        cmocka_unit_test(steps_and_bumps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
