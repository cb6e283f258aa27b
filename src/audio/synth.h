/* Our synthesiser (in the spirit of sfxr): one oscillator (square, triangle, saw or noise), an
 * attack / sustain / decay envelope, a pitch slide, steps of pitch (an arpeggio), vibrato and a
 * one-pole low-pass filter, rendered into mono 16-bit samples at UG_SYNTH_RATE.
 *
 * Integer arithmetic only, so the same parameters give the same samples, byte for byte, on every
 * compiler and platform (the pinned hashes of tests/audio check it). The noise comes from our own
 * small generator, seeded by the sound's parameters. No SDL, no I/O, no globals.
 */
#ifndef UG_AUDIO_SYNTH_H
#define UG_AUDIO_SYNTH_H

#include <stddef.h>
#include <stdint.h>

enum { UG_SYNTH_RATE = 22050, UG_SYNTH_MAX_MS = 2000 };

typedef enum UgWave { UG_WAVE_SQUARE = 0, UG_WAVE_TRIANGLE, UG_WAVE_SAW, UG_WAVE_NOISE } UgWave;

/* One sound: a few numbers. Frequencies in Hz (noise: how often a new random value is drawn). */
typedef struct UgSynthParams {
    UgWave wave;
    int start_hz, end_hz;                /* the pitch slides linearly from one to the other */
    int attack_ms, sustain_ms, decay_ms; /* the envelope: rises, holds, falls to silence */
    int step_ms, step_pct;       /* every step_ms the pitch is times step_pct/100 (0: no steps) */
    int vibrato_hz, vibrato_pct; /* a triangle wobble of the pitch, +-vibrato_pct % */
    int duty_pct;                /* square: the share of the period spent high (0: 50) */
    int lowpass_pct;             /* the filter: 100 (or 0) open, 1 darkest */
    int volume_pct;              /* 0..100 */
    uint32_t seed;               /* noise: the generator's seed */
    int steps_max;               /* the pitch steps at most this many times (0: no limit) */
} UgSynthParams;

/* Samples the sound takes (attack + sustain + decay), at most UG_SYNTH_MAX_MS worth. */
size_t ug_synth_length(const UgSynthParams *p);
/* Renders the sound into out[0..count): count samples, silence past the sound's end. Out-of-range
 * numbers are brought into range (a frequency 1..10000 Hz, percentages 0..100 or more where it
 * says). Returns the samples of the sound itself (ug_synth_length, at most count). */
size_t ug_synth_render(const UgSynthParams *p, int16_t *out, size_t count);

#endif /* UG_AUDIO_SYNTH_H */
