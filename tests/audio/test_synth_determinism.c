/* The synthesiser is deterministic: every sound of the table renders to the same samples on every
 * compiler and platform (pinned FNV-1a hashes), the same numbers give the same samples, and every
 * number of a row changes what is heard. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sounds.h"
#include "synth.h"

static uint64_t fnv1a(const int16_t *s, size_t n) {
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < n; i++) {
        uint16_t v = (uint16_t)s[i]; /* little-endian bytes, whatever the machine */
        h = (h ^ (v & 0xFF)) * 0x100000001b3u;
        h = (h ^ (v >> 8)) * 0x100000001b3u;
    }
    return h;
}

static uint64_t render_hash(const UgSynthParams *p, size_t *len) {
    size_t n = ug_synth_length(p);
    int16_t *buf = malloc((n ? n : 1) * sizeof *buf);
    assert_non_null(buf);
    *len = ug_synth_render(p, buf, n);
    uint64_t h = fnv1a(buf, *len);
    free(buf);
    return h;
}

/* Pinned: a change here is a change of how the game sounds, made on purpose. */
static const struct {
    const char *name;
    size_t length;
    uint64_t hash;
} pinned[UG_SOUND_COUNT] = {
#include "pinned_sounds.inc"
};

static void every_sound_renders_to_its_pinned_samples(void **state) {
    (void)state;
    UgSoundBank bank;
    assert_true(ug_sound_bank_render(&bank));
    int failures = 0;
    for (int id = UG_SOUND_FIRST; id < UG_SOUND_COUNT; id++) {
        const UgSoundDef *d = ug_sound_def(id);
        assert_non_null(d);
        uint64_t h = fnv1a(bank.samples[id], bank.length[id]);
        if (!pinned[id].name || strcmp(pinned[id].name, d->name) != 0 ||
            pinned[id].length != bank.length[id] || pinned[id].hash != h) {
            failures++;
        }
        /* the line to pin, printed so a deliberate change is easy to take */
        printf("    [%d] = {\"%s\", %zu, 0x%016llxu},\n", id, d->name, bank.length[id],
               (unsigned long long)h);
    }
    ug_sound_bank_free(&bank);
    assert_int_equal(failures, 0);
}

/* A sound synthesised alone on its first play (the window's lazy bank), in any order, is the
 * pinned one, and a second call leaves it as it is. */
static void each_sound_rendered_on_first_play_is_the_pinned_one(void **state) {
    (void)state;
    UgSoundBank bank = {0};
    assert_false(ug_sound_bank_render_one(&bank, UG_SOUND_NONE));
    assert_false(ug_sound_bank_render_one(&bank, UG_SOUND_COUNT));
    for (int id = UG_SOUND_COUNT - 1; id >= UG_SOUND_FIRST; id--) {
        assert_null(bank.samples[id]);
        assert_true(ug_sound_bank_render_one(&bank, id));
        const int16_t *first = bank.samples[id];
        assert_true(ug_sound_bank_render_one(&bank, id));
        assert_ptr_equal(bank.samples[id], first);
        assert_int_equal(bank.length[id], pinned[id].length);
        assert_true(fnv1a(bank.samples[id], bank.length[id]) == pinned[id].hash);
    }
    ug_sound_bank_free(&bank);
}

static void the_same_numbers_give_the_same_samples(void **state) {
    (void)state;
    for (int id = UG_SOUND_FIRST; id < UG_SOUND_COUNT; id++) {
        const UgSoundDef *d = ug_sound_def(id);
        size_t a_len, b_len;
        uint64_t a = render_hash(&d->synth, &a_len), b = render_hash(&d->synth, &b_len);
        assert_int_equal(a_len, b_len);
        assert_true(a == b);
    }
}

static void every_number_changes_the_sound(void **state) {
    (void)state;
    UgSynthParams base = {UG_WAVE_SQUARE, 440, 220, 5, 50, 80, 20, 120, 8, 5, 30, 60, 70, 7, 0};
    size_t len;
    uint64_t h0 = render_hash(&base, &len);
    UgSynthParams v[13];
    for (int i = 0; i < 13; i++) v[i] = base;
    v[0].wave = UG_WAVE_TRIANGLE;
    v[1].start_hz = 500;
    v[2].end_hz = 300;
    v[3].attack_ms = 10;
    v[4].sustain_ms = 60;
    v[5].decay_ms = 90;
    v[6].step_pct = 150;
    v[7].vibrato_hz = 4;
    v[8].vibrato_pct = 20;
    v[9].duty_pct = 50;
    v[10].lowpass_pct = 90;
    v[11].volume_pct = 40;
    v[12].steps_max = 1;
    for (int i = 0; i < 13; i++) {
        size_t l;
        assert_true(render_hash(&v[i], &l) != h0);
    }
    UgSynthParams noise = base, other = base;
    noise.wave = other.wave = UG_WAVE_NOISE;
    other.seed = 8;
    size_t l;
    assert_true(render_hash(&noise, &l) != render_hash(&other, &l)); /* the seed matters */
}

static void lengths_and_limits(void **state) {
    (void)state;
    UgSynthParams p = {UG_WAVE_SAW, 440, 0, 100, 200, 300, 0, 0, 0, 0, 0, 0, 100, 0, 0};
    assert_int_equal(ug_synth_length(&p), (size_t)UG_SYNTH_RATE * 600 / 1000);
    /* Out-of-range numbers are brought into range, never a crash or an endless sound. */
    UgSynthParams wild = {(UgWave)99, -5,   99999, -1, 999999, 5, 10, 9999,
                          9999,       9999, 500,   -3, 1000,   0, -4};
    size_t n = ug_synth_length(&wild);
    assert_true(n <= (size_t)UG_SYNTH_RATE * UG_SYNTH_MAX_MS / 1000);
    int16_t *buf = malloc(n * sizeof *buf + 8);
    assert_non_null(buf);
    assert_int_equal(ug_synth_render(&wild, buf, n), n);
    /* A buffer shorter than the sound gets the sound's start; a longer one silence after it. */
    int16_t small[64], big[200];
    UgSynthParams shortp = {UG_WAVE_SQUARE, 440, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0};
    size_t sl = ug_synth_length(&shortp);
    assert_int_equal(ug_synth_render(&shortp, small, 64), 64);
    assert_int_equal(ug_synth_render(&shortp, big, 200), sl);
    for (size_t i = sl; i < 200; i++) assert_int_equal(big[i], 0);
    assert_memory_equal(small, big, sizeof small);
    free(buf);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_sound_renders_to_its_pinned_samples),
        cmocka_unit_test(each_sound_rendered_on_first_play_is_the_pinned_one),
        cmocka_unit_test(the_same_numbers_give_the_same_samples),
        cmocka_unit_test(every_number_changes_the_sound),
        cmocka_unit_test(lengths_and_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
