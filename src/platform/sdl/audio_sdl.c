/* The sound device. See audio_sdl.h. */
#include "audio_sdl.h"

#include <stdio.h>
#include <stdlib.h>

#include <SDL.h>

#include "mixer.h"
#include "paths.h"
#include "sounds.h"

struct UgAudioSdl {
    SDL_AudioDeviceID device; /* 0: closed (rested, or it could not open again) */
    uint32_t paused_at;       /* SDL_GetTicks when it was last paused */
    UgSoundBank bank;
    UgMixer mixer; /* the callback's: touched elsewhere only under SDL_LockAudioDevice */
    uint32_t wake;
    bool woken;   /* the callback pushed its wake event since the device last started */
    bool running; /* unpaused (main thread's view) */
    bool silenced;
    int started;
};

/* SDL's audio thread: mixes into the device's buffer; once nothing plays, wakes the main thread
 * (once) so that it pauses the device. */
static void SDLCALL fill(void *userdata, Uint8 *stream, int len) {
    UgAudioSdl *a = userdata;
    ug_mixer_render(&a->mixer, (int16_t *)(void *)stream, (size_t)len / sizeof(int16_t));
    if (!ug_mixer_busy(&a->mixer) && !a->woken) {
        a->woken = true;
        SDL_Event e = {0};
        e.type = a->wake;
        SDL_PushEvent(&e); /* thread-safe; a full queue only delays the pause to the next event */
    }
}

/* Opens the default device, paused; false (SDL_GetError says why) when it cannot. */
static bool open_device(UgAudioSdl *a) {
    SDL_AudioSpec want = {0}, have;
    want.freq = UG_SYNTH_RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512; /* 23 ms: a hit is heard with its key */
    want.callback = fill;
    want.userdata = a;
    a->device = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0); /* SDL converts if it must */
    a->running = false;
    a->paused_at = SDL_GetTicks();
    return a->device != 0;
}

UgAudioSdl *ug_audio_sdl_open(uint32_t wake, char *why, size_t why_size) {
#if SDL_VERSION_ATLEAST(2, 0, 22) && defined(__linux__)
    /* Without /dev/snd there is no sound card, and libasound (and JACK's and sndio's clients)
     * would print lines of their own on stderr before SDL moves on: only the sound servers,
     * which fail quietly, are tried then, unless a driver was asked for. */
    if (!getenv("SDL_AUDIODRIVER") && !ug_paths_is_dir("/dev/snd"))
        SDL_SetHint(SDL_HINT_AUDIODRIVER, "pipewire,pulseaudio");
#endif
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        snprintf(why, why_size, "%s", SDL_GetError());
        return NULL;
    }
    /* The bank starts empty: each sound is synthesised on its first play (ug_audio_sdl_play),
     * so that a start without a device, or a game that plays a few sounds, does not pay for all
     * of them (14 % of start-up's instructions, issue 28). */
    UgAudioSdl *a = calloc(1, sizeof *a);
    if (!a) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    a->wake = wake;
    ug_mixer_init(&a->mixer, &a->bank, 100);
    if (!open_device(a)) {
        snprintf(why, why_size, "%s", SDL_GetError()[0] ? SDL_GetError() : "no sound device");
        ug_sound_bank_free(&a->bank);
        free(a);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    return a; /* opened paused: it runs only while something plays */
}

void ug_audio_sdl_close(UgAudioSdl *a) {
    if (!a) return;
    if (a->device) SDL_CloseAudioDevice(a->device);
    ug_sound_bank_free(&a->bank);
    free(a);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void ug_audio_sdl_play(UgAudioSdl *a, const int *sounds, int count) {
    if (!a || a->silenced || count <= 0) return;
    if (!a->device) { /* rested: open again (the same default device) */
        ug_mixer_stop(&a->mixer);
        if (!open_device(a)) return; /* gone since: silence, and the next sound tries again */
    }
    for (int i = 0; i < count; i++) /* outside the lock: the callback plays only sounds made */
        ug_sound_bank_render_one(&a->bank, sounds[i]); /* no memory: that sound stays silent */
    int started = 0;
    SDL_LockAudioDevice(a->device);
    for (int i = 0; i < count; i++)
        if (ug_mixer_play(&a->mixer, sounds[i])) started++;
    if (started) a->woken = false;
    SDL_UnlockAudioDevice(a->device);
    a->started += started;
    if (started && !a->running) {
        SDL_PauseAudioDevice(a->device, 0);
        a->running = true;
    }
}

void ug_audio_sdl_set(UgAudioSdl *a, int volume, bool silenced) {
    if (!a) return;
    if (!a->device) { /* closed: no callback runs, the mixer is the main thread's */
        ug_mixer_set_volume(&a->mixer, volume);
        if (silenced) ug_mixer_stop(&a->mixer);
        a->silenced = silenced;
        return;
    }
    SDL_LockAudioDevice(a->device);
    ug_mixer_set_volume(&a->mixer, volume);
    if (silenced) ug_mixer_stop(&a->mixer);
    SDL_UnlockAudioDevice(a->device);
    a->silenced = silenced;
    ug_audio_sdl_idle(a);
}

void ug_audio_sdl_idle(UgAudioSdl *a) {
    if (!a || !a->running) return;
    SDL_LockAudioDevice(a->device);
    bool busy = ug_mixer_busy(&a->mixer);
    SDL_UnlockAudioDevice(a->device);
    if (busy) return; /* only the main thread starts sounds: it stays idle until then */
    SDL_PauseAudioDevice(a->device, 1);
    a->running = false;
    a->paused_at = SDL_GetTicks();
}

void ug_audio_sdl_rest(UgAudioSdl *a, uint32_t after_ms) {
    if (!a || !a->device || a->running || SDL_GetTicks() - a->paused_at < after_ms) return;
    SDL_CloseAudioDevice(a->device);
    a->device = 0;
}

bool ug_audio_sdl_device_open(const UgAudioSdl *a) {
    return a && a->device != 0;
}

bool ug_audio_sdl_running(const UgAudioSdl *a) {
    return a && a->running;
}

int ug_audio_sdl_started(const UgAudioSdl *a) {
    return a ? a->started : 0;
}

int ug_audio_sdl_rendered(const UgAudioSdl *a) {
    int n = 0;
    for (int id = 0; a && id < UG_SOUND_COUNT; id++) n += a->bank.samples[id] != NULL;
    return n;
}
