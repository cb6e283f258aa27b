/* The mixer: the sounds of one turn start together and are summed, never queued behind each
 * other; the sum is scaled by the master volume and saturated to the 16-bit range, so a loud
 * turn never wraps around. A sound with a gap (sounds.c: the step) does not start again while
 * its last start is nearer than that, so travelling does not machine-gun steps.
 *
 * Not thread-safe by itself: the SDL platform calls render from its audio callback and play
 * under SDL_LockAudioDevice. No SDL here. */
#ifndef UG_AUDIO_MIXER_H
#define UG_AUDIO_MIXER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sounds.h"

enum { UG_MIXER_VOICES = 8 };

typedef struct UgMixerVoice {
    int sound;   /* UgSoundId */
    size_t pos;  /* samples played */
    size_t life; /* samples it stays: its length, or its gap if longer */
} UgMixerVoice;

typedef struct UgMixer {
    const UgSoundBank *bank; /* not owned */
    UgMixerVoice voices[UG_MIXER_VOICES];
    int count;
    int volume; /* 0..100 */
} UgMixer;

void ug_mixer_init(UgMixer *m, const UgSoundBank *bank, int volume);
void ug_mixer_set_volume(UgMixer *m, int volume);
/* Starts a sound now; false when it is not one, was refused by its gap, or every voice is busy
 * (then the voice nearest its end gives way unless the sound is a step). */
bool ug_mixer_play(UgMixer *m, int sound);
/* Writes `frames` mono samples: every voice summed, times the volume, saturated. Voices that are
 * done are let go. */
void ug_mixer_render(UgMixer *m, int16_t *out, size_t frames);
/* Whether anything still plays (or waits out its gap): false means the device can pause. */
bool ug_mixer_busy(const UgMixer *m);
/* Stops everything. */
void ug_mixer_stop(UgMixer *m);

#endif /* UG_AUDIO_MIXER_H */
