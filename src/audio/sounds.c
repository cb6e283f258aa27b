/* The sounds, one row each. The numbers of a row: wave, start and end Hz; attack, sustain and
 * decay in ms; a pitch step every N ms times P %; vibrato Hz and %; square duty %; low-pass %
 * (100 open); volume %; the noise's seed; n: the most steps (0: all). Then the least time between
 * two starts (ms). */
#include "sounds.h"

#include <stdlib.h>

#define SQ    UG_WAVE_SQUARE
#define TRI   UG_WAVE_TRIANGLE
#define SAW   UG_WAVE_SAW
#define NOISE UG_WAVE_NOISE

/* clang-format off */
static const UgSoundDef defs[UG_SOUND_COUNT] = {
    /*                                          wave   from    to   A    S    D step    % vib   % dty  low  vol   seed  n    gap */
    [UG_SOUND_DEATH]        = {"death",        {SQ,     392,   98,  5, 600, 600, 180,  84,  5,  3, 50,  45,  70,     0,  0},   0},
    [UG_SOUND_VICTORY]      = {"victory",      {SQ,     523,  523,  5, 650, 500, 110, 126,  6,  2, 50,  70,  60,     0,  2},   0},
    [UG_SOUND_BOSS]         = {"boss",         {SAW,    110,   82, 80, 500, 500,   0,   0,  6, 10,  0,  30,  85,     0,  0},   0},
    [UG_SOUND_LEVEL_UP]     = {"level-up",     {SQ,     523,  523,  2, 260, 200,  70, 126,  0,  0, 50,  70,  55,     0,  3},   0},
    [UG_SOUND_STAIRS]       = {"stairs",       {TRI,    660,  300,  5, 250, 150,  90,  89,  0,  0,  0,   0,  75,     0,  0},   0},
    [UG_SOUND_BOMB]         = {"bomb",         {NOISE, 1200,   60,  1, 100, 700,   0,   0,  0,  0,  0,  60, 100, 0xB0B,  0},   0},
    [UG_SOUND_HURT_BIG]     = {"hurt-big",     {SAW,    220,   60,  2,  60, 220,   0,   0, 12,  8,  0,  40,  85,     0,  0},   0},
    [UG_SOUND_CURSE]        = {"curse",        {SAW,    400,  200, 20, 250, 300,   0,   0,  9, 15,  0,  40,  65,     0,  0},   0},
    [UG_SOUND_ORB_FIRE]     = {"orb-fire",     {NOISE, 2500,  300, 10, 150, 250,   0,   0,  0,  0,  0,  50,  80, 0xF1E,  0},   0},
    [UG_SOUND_ORB_ICE]      = {"orb-ice",      {TRI,   1800, 2400,  2, 100, 300,   0,   0, 30,  3,  0,   0,  55,     0,  0},   0},
    [UG_SOUND_ORB_SLIME]    = {"orb-slime",    {SAW,    150,  900,  5, 120,  80,   0,   0,  0,  0,  0,  25,  65,     0,  0},   0},
    [UG_SOUND_ORB_LUMP]     = {"orb-lump",     {SQ,     180,   60,  1,  40, 200,   0,   0,  0,  0, 40,  35,  80,     0,  0},   0},
    [UG_SOUND_KILL]         = {"kill",         {SQ,     600,  150,  2,  30, 160,   0,   0,  0,  0, 30,  60,  60,     0,  0},   0},
    [UG_SOUND_HURT]         = {"hurt",         {SAW,    300,  120,  2,  20,  90,   0,   0,  0,  0,  0,  45,  65,     0,  0},   0},
    [UG_SOUND_HIT]          = {"hit",          {NOISE, 3000,  800,  1,  10,  70,   0,   0,  0,  0,  0,  60,  70, 0x417,  0},   0},
    [UG_SOUND_DRINK]        = {"drink",        {TRI,    300,  900, 10, 120, 100,   0,   0, 20,  6,  0,   0,  70,     0,  0},   0},
    [UG_SOUND_EAT]          = {"eat",          {NOISE,  400,  250,  5,  40,  60,  50, 130,  0,  0,  0,  35,  60, 0xEA7,  0},   0},
    [UG_SOUND_PICKUP]       = {"pickup",       {SQ,     660,  660,  1,  90,  80,  80, 150,  0,  0, 25,  70,  45,     0,  1},   0},
    [UG_SOUND_EQUIP]        = {"equip",        {NOISE, 5000, 3000,  1,  15,  60,   0,   0,  0,  0,  0,  85,  45,  0xE0,  0},   0},
    [UG_SOUND_CHIME]        = {"chime",        {TRI,   1046, 1046,  1, 120, 300,  80, 133,  0,  0,  0,   0,  55,     0,  2},   0},
    [UG_SOUND_WARN]         = {"warn",         {SQ,     220,  220,  2, 200,  80, 120,  80,  0,  0, 50,  35,  45,     0,  0},   0},
    [UG_SOUND_TICK]         = {"tick",         {SQ,    1500, 1500,  1,   8,  10,   0,   0,  0,  0, 50,  60,  35,     0,  0},   0},
    [UG_SOUND_BUMP]         = {"bump",         {SQ,     110,   70,  2,  20,  40,   0,   0,  0,  0, 50,  25,  45,     0,  0}, 120},
    [UG_SOUND_MENU_CONFIRM] = {"menu-confirm", {SQ,     880,  880,  1,  60,  60,  40, 150,  0,  0, 50,  55,  35,     0,  1},   0},
    [UG_SOUND_MENU_MOVE]    = {"menu-move",    {SQ,     880,  880,  1,  10,  25,   0,   0,  0,  0, 50,  55,  25,     0,  0},  40},
    [UG_SOUND_STEP]         = {"step",         {NOISE,  900,  700,  1,   0,  35,   0,   0,  0,  0,  0,  20,  22, 0x57E,  0}, 200},
};
/* clang-format on */

const UgSoundDef *ug_sound_def(int id) {
    if (id < UG_SOUND_FIRST || id >= UG_SOUND_COUNT || !defs[id].name) return NULL;
    return &defs[id];
}

bool ug_sound_bank_render_one(UgSoundBank *bank, int id) {
    const UgSoundDef *d = ug_sound_def(id);
    if (!d) return false;
    if (bank->samples[id]) return true;
    size_t n = ug_synth_length(&d->synth);
    int16_t *samples = malloc((n ? n : 1) * sizeof(int16_t));
    if (!samples) return false;
    bank->length[id] = ug_synth_render(&d->synth, samples, n);
    bank->samples[id] = samples;
    return true;
}

bool ug_sound_bank_render(UgSoundBank *bank) {
    *bank = (UgSoundBank){0};
    for (int id = UG_SOUND_FIRST; id < UG_SOUND_COUNT; id++) {
        if (ug_sound_def(id) && !ug_sound_bank_render_one(bank, id)) {
            ug_sound_bank_free(bank);
            return false;
        }
    }
    return true;
}

void ug_sound_bank_free(UgSoundBank *bank) {
    for (int id = 0; id < UG_SOUND_COUNT; id++) free(bank->samples[id]);
    *bank = (UgSoundBank){0};
}
