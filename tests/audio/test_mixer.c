/* The mixer: a turn's sounds are summed (not queued), the sum never wraps past the 16-bit range
 * (it saturates), the volume scales it, a step waits out its gap (travel does not machine-gun
 * steps), and it says when nothing plays so the device can pause. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "mixer.h"
#include "sounds.h"

static UgSoundBank bank;

static int setup(void **state) {
    (void)state;
    return ug_sound_bank_render(&bank) ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    ug_sound_bank_free(&bank);
    return 0;
}

static int16_t at(int sound, size_t i) {
    return i < bank.length[sound] ? bank.samples[sound][i] : 0;
}

static void sounds_of_a_turn_are_summed_at_once(void **state) {
    (void)state;
    UgMixer m;
    ug_mixer_init(&m, &bank, 100);
    assert_true(ug_mixer_play(&m, UG_SOUND_HIT));
    assert_true(ug_mixer_play(&m, UG_SOUND_KILL));
    enum { N = 2000 };
    int16_t out[N];
    ug_mixer_render(&m, out, N);
    for (size_t i = 0; i < N; i++) {
        int32_t sum = at(UG_SOUND_HIT, i) + at(UG_SOUND_KILL, i);
        if (sum > 32767) sum = 32767;
        if (sum < -32768) sum = -32768;
        assert_int_equal(out[i], sum);
    }
}

/* Every loud sound at once, at full volume: the sum goes far past the range and each sample is
 * the saturated sum, never a wrapped one (a wrapped sample has the wrong sign). */
static void mixing_never_clips_past_the_range(void **state) {
    (void)state;
    static const int loud[] = {UG_SOUND_BOMB,     UG_SOUND_HURT_BIG, UG_SOUND_BOSS,
                               UG_SOUND_ORB_FIRE, UG_SOUND_ORB_LUMP, UG_SOUND_DEATH,
                               UG_SOUND_VICTORY,  UG_SOUND_KILL};
    UgMixer m;
    ug_mixer_init(&m, &bank, 100);
    for (size_t k = 0; k < sizeof loud / sizeof loud[0]; k++)
        assert_true(ug_mixer_play(&m, loud[k]));
    enum { N = 20000 };
    int16_t *out = malloc(N * sizeof *out);
    assert_non_null(out);
    ug_mixer_render(&m, out, N);
    int saturated = 0;
    for (size_t i = 0; i < N; i++) {
        int64_t sum = 0;
        for (size_t k = 0; k < sizeof loud / sizeof loud[0]; k++) sum += at(loud[k], i);
        int64_t want = sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum;
        assert_int_equal(out[i], want);
        if (sum != want) saturated++;
    }
    assert_true(saturated > 0); /* the test did reach past the range */
    free(out);
}

static void the_volume_scales_by_a_square_law(void **state) {
    (void)state;
    UgMixer m;
    int16_t out[1000];
    ug_mixer_init(&m, &bank, 50);
    ug_mixer_play(&m, UG_SOUND_DRINK);
    ug_mixer_render(&m, out, 1000);
    for (size_t i = 0; i < 1000; i++)
        assert_int_equal(out[i], (int32_t)at(UG_SOUND_DRINK, i) * 2500 / 10000);
    ug_mixer_init(&m, &bank, 0);
    ug_mixer_play(&m, UG_SOUND_BOMB);
    ug_mixer_render(&m, out, 1000);
    for (size_t i = 0; i < 1000; i++) assert_int_equal(out[i], 0);
    ug_mixer_set_volume(&m, 500); /* brought into range */
    assert_int_equal(m.volume, 100);
}

static void steps_wait_out_their_gap(void **state) {
    (void)state;
    UgMixer m;
    ug_mixer_init(&m, &bank, 100);
    size_t gap = (size_t)ug_sound_def(UG_SOUND_STEP)->gap_ms * UG_SYNTH_RATE / 1000;
    assert_true(gap > bank.length[UG_SOUND_STEP]);
    /* travel: a step asked every 10 ms for two seconds starts only every gap */
    int started = 0;
    int16_t out[UG_SYNTH_RATE / 100];
    for (int t = 0; t < 200; t++) {
        if (ug_mixer_play(&m, UG_SOUND_STEP)) started++;
        ug_mixer_render(&m, out, UG_SYNTH_RATE / 100);
    }
    int most = (int)(2 * UG_SYNTH_RATE / gap) + 1;
    assert_true(started >= most - 1 && started <= most);
    /* other sounds have no gap: the same one twice in a row both start */
    ug_mixer_stop(&m);
    assert_true(ug_mixer_play(&m, UG_SOUND_HIT));
    assert_true(ug_mixer_play(&m, UG_SOUND_HIT));
    /* a step never cuts another sound when every voice is busy */
    ug_mixer_stop(&m);
    for (int i = 0; i < UG_MIXER_VOICES; i++) assert_true(ug_mixer_play(&m, UG_SOUND_HIT));
    assert_false(ug_mixer_play(&m, UG_SOUND_STEP));
    assert_true(ug_mixer_play(&m, UG_SOUND_DEATH)); /* the nearest its end gives way */
    assert_int_equal(m.count, UG_MIXER_VOICES);
    assert_false(ug_mixer_play(&m, UG_SOUND_NONE));
    assert_false(ug_mixer_play(&m, UG_SOUND_SILENT));
    assert_false(ug_mixer_play(&m, UG_SOUND_COUNT));
}

static void it_says_when_nothing_plays(void **state) {
    (void)state;
    UgMixer m;
    ug_mixer_init(&m, &bank, 100);
    assert_false(ug_mixer_busy(&m));
    ug_mixer_play(&m, UG_SOUND_MENU_MOVE);
    assert_true(ug_mixer_busy(&m));
    size_t life = (size_t)ug_sound_def(UG_SOUND_MENU_MOVE)->gap_ms * UG_SYNTH_RATE / 1000;
    if (life < bank.length[UG_SOUND_MENU_MOVE]) life = bank.length[UG_SOUND_MENU_MOVE];
    int16_t *out = malloc((life + 1) * sizeof *out);
    assert_non_null(out);
    ug_mixer_render(&m, out, life - 1);
    assert_true(ug_mixer_busy(&m));
    ug_mixer_render(&m, out, 1);
    assert_false(ug_mixer_busy(&m)); /* done: the device may pause */
    ug_mixer_render(&m, out, life);
    for (size_t i = 0; i < life; i++) assert_int_equal(out[i], 0);
    free(out);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sounds_of_a_turn_are_summed_at_once),
        cmocka_unit_test(mixing_never_clips_past_the_range),
        cmocka_unit_test(the_volume_scales_by_a_square_law),
        cmocka_unit_test(steps_wait_out_their_gap),
        cmocka_unit_test(it_says_when_nothing_plays),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
