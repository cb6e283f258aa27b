/* The mixer. See mixer.h. */
#include "mixer.h"

void ug_mixer_init(UgMixer *m, const UgSoundBank *bank, int volume) {
    *m = (UgMixer){0};
    m->bank = bank;
    ug_mixer_set_volume(m, volume);
}

void ug_mixer_set_volume(UgMixer *m, int volume) {
    m->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
}

bool ug_mixer_play(UgMixer *m, int sound) {
    const UgSoundDef *d = ug_sound_def(sound);
    if (!d || !m->bank || !m->bank->samples[sound]) return false;
    size_t gap = (size_t)(d->gap_ms > 0 ? d->gap_ms : 0) * UG_SYNTH_RATE / 1000;
    for (int i = 0; i < m->count; i++)
        if (m->voices[i].sound == sound && m->voices[i].pos < gap) return false;
    int slot = m->count;
    if (slot == UG_MIXER_VOICES) {
        if (sound == UG_SOUND_STEP) return false; /* a step never cuts another sound */
        slot = 0;
        for (int i = 1; i < m->count; i++) /* the voice nearest its end gives way */
            if (m->voices[i].life - m->voices[i].pos < m->voices[slot].life - m->voices[slot].pos)
                slot = i;
    } else {
        m->count++;
    }
    size_t len = m->bank->length[sound];
    m->voices[slot] = (UgMixerVoice){sound, 0, len > gap ? len : gap};
    return true;
}

void ug_mixer_render(UgMixer *m, int16_t *out, size_t frames) {
    for (size_t n = 0; n < frames; n++) {
        int64_t sum = 0;
        for (int i = 0; i < m->count; i++) {
            UgMixerVoice *v = &m->voices[i];
            if (v->pos < m->bank->length[v->sound]) sum += m->bank->samples[v->sound][v->pos];
            v->pos++;
        }
        sum = sum * m->volume * m->volume / 10000; /* a square law: the steps sound even */
        out[n] = (int16_t)(sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum);
        for (int i = 0; i < m->count;) { /* done: the last voice takes its place */
            if (m->voices[i].pos >= m->voices[i].life)
                m->voices[i] = m->voices[--m->count];
            else
                i++;
        }
    }
}

bool ug_mixer_busy(const UgMixer *m) {
    return m->count > 0;
}

void ug_mixer_stop(UgMixer *m) {
    m->count = 0;
}
