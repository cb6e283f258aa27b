/* The synthesiser. See synth.h. Every step is integer arithmetic, and every division of a
 * negative number is C's (truncation toward zero), never a shift, so that the samples are the
 * same everywhere. */
#include "synth.h"

#include <string.h>

enum { MIN_HZ = 1, MAX_HZ = 10000, Q16 = 65536 };

static int clamp(int v, int lo, int hi) {
    return v < lo ? lo : v > hi ? hi : v;
}

static size_t ms_samples(int ms) {
    return (size_t)clamp(ms, 0, UG_SYNTH_MAX_MS) * UG_SYNTH_RATE / 1000;
}

size_t ug_synth_length(const UgSynthParams *p) {
    size_t n = ms_samples(p->attack_ms) + ms_samples(p->sustain_ms) + ms_samples(p->decay_ms);
    size_t max = ms_samples(UG_SYNTH_MAX_MS);
    return n < max ? n : max;
}

/* A triangle over a 32-bit phase: -32768..32767. */
static int32_t triangle(uint32_t phase) {
    int32_t p = (int32_t)(phase >> 15); /* 0..131071 */
    return p < 65536 ? p - 32768 : 98303 - p;
}

/* xorshift32: the noise's own generator (never 0 once seeded with a non-zero value). */
static uint32_t next_noise(uint32_t *state) {
    uint32_t x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *state = x;
    return x;
}

size_t ug_synth_render(const UgSynthParams *p, int16_t *out, size_t count) {
    if (!out) return 0;
    memset(out, 0, count * sizeof *out);
    size_t attack = ms_samples(p->attack_ms), sustain = ms_samples(p->sustain_ms);
    size_t full = ug_synth_length(p);
    size_t decay = full - (attack + sustain < full ? attack + sustain : full);
    size_t len = full < count ? full : count;
    int64_t start = (int64_t)clamp(p->start_hz, MIN_HZ, MAX_HZ) * 1000; /* milli-Hz */
    int64_t end = (int64_t)clamp(p->end_hz ? p->end_hz : p->start_hz, MIN_HZ, MAX_HZ) * 1000;
    size_t step_len = ms_samples(p->step_ms);
    int step_pct = clamp(p->step_pct, 1, 400);
    int64_t step_mul = Q16; /* the steps taken so far, times 65536 */
    uint32_t lfo_inc = (uint32_t)(((uint64_t)clamp(p->vibrato_hz, 0, 100) << 32) / UG_SYNTH_RATE);
    int vibrato = clamp(p->vibrato_pct, 0, 100);
    uint32_t duty = (uint32_t)clamp(p->duty_pct ? p->duty_pct : 50, 1, 99) * (UINT32_MAX / 100);
    int lowpass = p->lowpass_pct <= 0 ? 256 : clamp(p->lowpass_pct, 1, 100) * 256 / 100;
    if (lowpass < 1) lowpass = 1;
    int volume = clamp(p->volume_pct, 0, 100);
    uint32_t noise = p->seed ? p->seed : 0x2545F491u;
    int32_t held = (int32_t)(next_noise(&noise) >> 16) - 32768;
    uint32_t phase = 0, lfo = 0;
    int32_t filtered = 0;
    for (size_t n = 0; n < len; n++) {
        if (step_len && n > 0 && n % step_len == 0 &&
            (p->steps_max <= 0 || (int)(n / step_len) <= p->steps_max)) {
            step_mul = step_mul * step_pct / 100;
            if (step_mul > (int64_t)MAX_HZ * Q16) step_mul = (int64_t)MAX_HZ * Q16;
        }
        int64_t f = start + (end - start) * (int64_t)n / (int64_t)full;
        f = f * step_mul / Q16;
        if (vibrato) f += f * vibrato * triangle(lfo) / (100 * 32768);
        if (f < MIN_HZ * 1000) f = MIN_HZ * 1000;
        if (f > MAX_HZ * 1000) f = MAX_HZ * 1000;
        uint32_t inc = (uint32_t)(((uint64_t)f << 32) / ((uint64_t)UG_SYNTH_RATE * 1000));
        int32_t osc;
        switch (p->wave) {
            case UG_WAVE_TRIANGLE:
                osc = triangle(phase);
                break;
            case UG_WAVE_SAW:
                osc = (int32_t)(phase >> 16) - 32768;
                break;
            case UG_WAVE_NOISE:
                osc = held;
                break;
            case UG_WAVE_SQUARE:
            default:
                osc = phase < duty ? 24000 : -24000; /* a square is loud: level with the others */
                break;
        }
        uint32_t before = phase;
        phase += inc;
        if (p->wave == UG_WAVE_NOISE &&
            (phase < before || (before < 0x80000000u) != (phase < 0x80000000u)))
            held = (int32_t)(next_noise(&noise) >> 16) - 32768; /* twice a period */
        lfo += lfo_inc;
        int32_t env = 32768;
        if (n < attack)
            env = (int32_t)((int64_t)n * 32768 / (int64_t)attack);
        else if (n >= attack + sustain && decay > 0)
            env = (int32_t)((int64_t)(full - n) * 32768 / (int64_t)decay);
        int32_t x = osc * env / 32768 * volume / 100;
        filtered += (x - filtered) * lowpass / 256;
        out[n] = (int16_t)clamp(filtered, -32768, 32767);
    }
    return len;
}
