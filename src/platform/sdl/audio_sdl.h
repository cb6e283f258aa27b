/* The sound device (SDL2's own audio): the bank of src/audio, each sound rendered on its first
 * play, its mixer run from SDL's audio callback, and the device paused whenever nothing plays, so
 * that an idle game's CPU is the same with sound on as off. The platform (platform_sdl.c) is its
 * only user.
 *
 * Without a device, or with a broken one, open says why and returns NULL: every other function
 * takes NULL and does nothing, so the game plays on in silence. Nothing here blocks or waits for
 * the device once it is open. Main thread only (the callback is SDL's). */
#ifndef UG_APP_AUDIO_SDL_H
#define UG_APP_AUDIO_SDL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct UgAudioSdl UgAudioSdl;

/* Starts SDL's audio and opens the default device; NULL with why[why_size] (one clause) when there
 * is none. `wake` is an SDL event type (SDL_RegisterEvents) the callback pushes when the last
 * sound has ended: the platform then calls ug_audio_sdl_idle, which pauses the device. */
UgAudioSdl *ug_audio_sdl_open(uint32_t wake, char *why, size_t why_size);
void ug_audio_sdl_close(UgAudioSdl *a);
/* Starts the sounds (UgSoundId values) together; nothing while silenced. */
void ug_audio_sdl_play(UgAudioSdl *a, const int *sounds, int count);
/* The master volume 0..100, and whether everything is silenced now (effects off, M, the window
 * in the background): silencing stops what plays. */
void ug_audio_sdl_set(UgAudioSdl *a, int volume, bool silenced);
/* Pauses the device if nothing plays (the callback's wake event, or any time). */
void ug_audio_sdl_idle(UgAudioSdl *a);
/* Closes the device once it has been paused for after_ms (SDL 2 feeds a paused device silence,
 * waking its thread every buffer, so only a closed one costs nothing); the next sound opens it
 * again. Call it now and then (the platform: on every wait for events, at least once a second). */
void ug_audio_sdl_rest(UgAudioSdl *a, uint32_t after_ms);
/* Whether the device is open now (false once rested, or broken since). */
bool ug_audio_sdl_device_open(const UgAudioSdl *a);
/* Whether the device runs (not paused): for tests and the benchmark. */
bool ug_audio_sdl_running(const UgAudioSdl *a);
/* The sounds started so far (refused ones, by a gap or silence, not counted). */
int ug_audio_sdl_started(const UgAudioSdl *a);
/* How many sounds have been synthesised so far (each on its first play; none at open). */
int ug_audio_sdl_rendered(const UgAudioSdl *a);

#endif /* UG_APP_AUDIO_SDL_H */
