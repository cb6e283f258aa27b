/* The game's sounds: one row of synthesiser numbers each (sounds.c), rendered into a bank of
 * 16-bit buffers that the mixer plays (the whole bank at once, or each sound on its first play).
 * No SDL, no I/O. */
#ifndef UG_AUDIO_SOUNDS_H
#define UG_AUDIO_SOUNDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "synth.h"

/* In the order of their priority: when a turn asks for more sounds than are mixed at once
 * (UG_CUES_MAX), the first ones here are kept. */
typedef enum UgSoundId {
    UG_SOUND_NONE = 0, /* no entry at all (a table that lacks one is a bug: tests/audio) */
    UG_SOUND_SILENT,   /* an event that is deliberately not heard */
    UG_SOUND_DEATH,
    UG_SOUND_VICTORY,
    UG_SOUND_BOSS, /* a boss appears or rises, something is summoned */
    UG_SOUND_LEVEL_UP,
    UG_SOUND_STAIRS,
    UG_SOUND_BOMB,
    UG_SOUND_HURT_BIG, /* a hit that takes a quarter or more of the health */
    UG_SOUND_CURSE,
    UG_SOUND_ORB_FIRE,
    UG_SOUND_ORB_ICE,
    UG_SOUND_ORB_SLIME,
    UG_SOUND_ORB_LUMP,
    UG_SOUND_KILL,
    UG_SOUND_HURT,
    UG_SOUND_HIT,
    UG_SOUND_DRINK,
    UG_SOUND_EAT,
    UG_SOUND_PICKUP,
    UG_SOUND_EQUIP,
    UG_SOUND_CHIME, /* good news: the stairs open, a curse lifted, an achievement */
    UG_SOUND_WARN,  /* bad news: hunger, the stairs sealed */
    UG_SOUND_TICK,  /* a bomb is set */
    UG_SOUND_BUMP,  /* a wall, or something that cannot be done */
    UG_SOUND_MENU_CONFIRM,
    UG_SOUND_MENU_MOVE,
    UG_SOUND_STEP,
    UG_SOUND_COUNT
} UgSoundId;

#define UG_SOUND_FIRST ((int)UG_SOUND_DEATH) /* the first that makes a sound */

typedef struct UgSoundDef {
    const char *name;    /* for tests and messages: "hit", "level-up" */
    UgSynthParams synth; /* how it sounds */
    int gap_ms;          /* the same sound does not start again sooner than this (0: free) */
} UgSoundDef;

/* The row of a sound from UG_SOUND_FIRST; NULL for NONE, SILENT or out of range. */
const UgSoundDef *ug_sound_def(int id);

/* Every sound, rendered. */
typedef struct UgSoundBank {
    int16_t *samples[UG_SOUND_COUNT]; /* NULL for NONE and SILENT */
    size_t length[UG_SOUND_COUNT];
} UgSoundBank;

/* Renders every sound (about a second of work in a debug build, far less optimised); false when
 * out of memory, the bank then empty. */
bool ug_sound_bank_render(UgSoundBank *bank);
/* Renders sound `id` into a bank (zeroed, or partly rendered) if it is not there yet, the same
 * samples as ug_sound_bank_render's: a player synthesises each sound on its first play instead
 * of the whole bank at start-up (issue 28). False for no sound or out of memory (the bank is
 * unchanged then). */
bool ug_sound_bank_render_one(UgSoundBank *bank, int id);
void ug_sound_bank_free(UgSoundBank *bank);

#endif /* UG_AUDIO_SOUNDS_H */
