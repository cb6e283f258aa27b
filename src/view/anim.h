/* The feel of a turn (issue 26 item 4): a thrown orb flies across the board, a hit flashes the
 * creature (or the player), a death fades out (alpha) at the creature's last tile, a level gained
 * rings the player in gold. Each effect is derived from the difference between the game before and
 * after one action (and the action itself): the core is not asked for anything it does not already
 * say, and nothing here changes a game. The effects are a small list with start times and
 * durations, all ending within UG_ANIM_TOTAL_MS; ug_anims_draw lays them over a built frame's
 * cells at time t, a pure function of the list and t. The window (src/app/scenes_play.c) owns
 * the clock, ends them at any key and draws none at the "instant" pace.
 * Pure C: no SDL, no clock, no I/O. */
#ifndef UG_VIEW_ANIM_H
#define UG_VIEW_ANIM_H

#include <stdbool.h>
#include <stdint.h>

#include "undergrid/game.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    UG_ANIM_MAX = 24,       /* effects of one turn (the rest are dropped) */
    UG_ANIM_TOTAL_MS = 140, /* every effect of a turn ends by then (issue 26: under 150 ms) */
    UG_ANIM_FRAME_MS = 16,  /* the window redraws at most this often while one plays */
    UG_ANIM_PATH_MAX = 40   /* tiles of an orb's flight */
};

typedef enum UgAnimKind {
    UG_ANIM_FLIGHT = 0, /* an orb from (from_x, from_y) to (x, y) */
    UG_ANIM_FLASH,      /* a creature hit at (x, y); `player`: the player was */
    UG_ANIM_FADE,       /* a creature died at (x, y): its look fades out */
    UG_ANIM_LEVEL,      /* the player at (x, y) gained a level */
    UG_ANIM_KIND_COUNT
} UgAnimKind;

typedef struct UgAnim {
    uint8_t kind; /* UgAnimKind */
    bool player;
    int16_t x, y;           /* floor coordinates */
    int16_t from_x, from_y; /* a flight's first tile */
    int16_t start_ms, dur_ms;
    int16_t hold_ms; /* a fade: shown whole this long first (while the orb that kills it flies) */
    uint32_t glyph;  /* what is drawn: the orb, the creature that died */
    UgColor color;
    uint8_t sprite; /* the same as a sprite (UgSprite; 0: none) */
} UgAnim;

typedef struct UgAnims {
    UgAnim items[UG_ANIM_MAX];
    int count;
} UgAnims;

/* What an action may change that an effect shows, taken before it is played: the creatures in
 * sight (id, tile, health, kind), the player's tile, health and level, the orb on top. */
typedef struct UgAnimBefore {
    int count;
    struct {
        UgId id;
        int16_t x, y, kind;
        int32_t hp;
    } seen[UG_MAX_MONSTERS];
    int16_t px, py;
    int32_t hp, level;
    int floor;
    int orb; /* ug_game_orb_top: an UgOrbKind, or -1 */
} UgAnimBefore;

void ug_anim_before(UgAnimBefore *before, const UgGame *game);

/* The effects of `action` played on the game `before` described, which is now `after`: a USE_AT
 * that was played flies its orb from the player to the target; a creature in sight whose
 * health fell flashes, one gone (or at no health) fades; the player flashes when hurt and rings
 * when a level was gained. A new floor shows nothing. `shown` (may be NULL) is the frame on
 * screen before the action: a fading creature keeps the look it had there. Returns the count. */
int ug_anims_from_turn(UgAnims *out, const UgAnimBefore *before, const UgGame *after,
                       UgAction action, bool acted, const UgFrame *shown);

/* A death's fade (UG_ANIM_FADE) at t ms into it: how opaque the creature still is, 255 (whole,
 * also while the orb that kills it flies: hold_ms) down to 0 at its end, linearly; a pure
 * function of the effect and t. ug_anims_draw draws the creature's glyph and sprite with it over
 * the tile as it is now, so the creature melts into the floor. */
int ug_anim_fade_alpha(const UgAnim *fade, int t_ms);

/* When the last effect ends (ms after the start; 0: none). */
int ug_anims_end_ms(const UgAnims *anims);

/* Lays the effects playing at t ms over the frame's board cells (only on cells in sight, so an
 * effect never shows what the player cannot see); true when any was drawn. Pure given t. */
bool ug_anims_draw(UgFrame *frame, const UgAnims *anims, int t_ms);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_ANIM_H */
