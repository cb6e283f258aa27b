/* The cursed mode's private state (Cursed Souls' rules, /work/shared/CURSED.md): only
 * src/core/modes/cursed/ and the mode's white-box tests include this file.
 *
 * Coordinates. The UgGame board is 54 x 18: the original's 52 x 16 map with its permanent wall
 * ring. Every position the game stores (player, monsters, items, the stairs below) is a GAME
 * coordinate, i.e. the original's inner coordinate + 1. Distances, FOV order and step order are
 * the same in both; the only places that turn random draws into cells (the level generator and
 * the orb placement after Giovanni's revival) draw inner coordinates 0..51 x 0..15 as the
 * original does and add 1. The dump prints inner coordinates.
 *
 * Ground orbs are UgItems (UG_ITEM_ORB_*) in the original's order; UgItem.level is 1 once the
 * PC has seen the orb (the original's Memory), else 0. Phantom bombs (§5's slip) are scheduler
 * actors only, never NPCs.
 *
 * The state is plain fixed arrays, so cloning a game is a byte copy. */
#ifndef UG_CURSED_H
#define UG_CURSED_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/engine.h"
#include "modes/cursed/cursed_level.h"
#include "modes/cursed/rot_scheduler.h"
#include "rng/rot_rng.h"

enum {
    CURSED_W = UG_CURSED_WIDTH + 2, /* the board with its wall ring */
    CURSED_H = UG_CURSED_HEIGHT + 2,
    CURSED_STACK = 6,      /* the power stack's capacity */
    CURSED_MAX_CURSES = 3, /* floor(6 / 2) */
    CURSED_PC_SIGHT = 5,
    CURSED_MAX_PHANTOMS = 16,
};

/* UgMonster.flags bits private to cursed (above the engine's UG_MONSTER_*). */
enum {
    CURSED_MON_TAIL = UG_MONSTER_TAIL, /* a Gargoyle that still has its tail (public) */
    CURSED_MON_SUMMONED = 1u << 9,     /* the adult Gargoyle has summoned its Juvenile */
    CURSED_MON_REVIVED = 1u << 10,     /* Giovanni was just revived */
    CURSED_MON_MINIBOSS = 1u << 11,    /* the Butcher */
};

/* What an attack was made with (system.js, pcAttack's attackType). */
typedef enum CursedAttack {
    CURSED_ATT_FIRE = UG_ORB_FIRE,
    CURSED_ATT_ICE = UG_ORB_ICE, /* only as a Trinity record: a bump with Icy Armor on top */
    CURSED_ATT_LUMP = UG_ORB_LUMP,
    CURSED_ATT_NUKE = UG_ORB_NUKE,
    CURSED_ATT_BASE = 16, /* a bump */
} CursedAttack;

typedef struct CursedState {
    uint64_t seed; /* the game seed as a number (the seed text's digits) */
    int level;     /* 1..3 */
    UgRotRng rng;  /* the one stream of generation and play */
    UgRotScheduler sched;
    /* ROT.Engine's lock counter; the PC's actor id in the scheduler is UG_ID_PLAYER, a
     * monster's is its UgId, a phantom bomb's an id of its own (phantoms[]). */
    int lock;
    bool listening; /* the normal-mode key handler is attached: the PC waits for a key */
    bool dead;      /* Inventory.isDead */
    bool frozen;    /* a Time Bomb froze the PC: its next turn is skipped */
    int fast_step;  /* FastMove: steps left (5 at a level's start: §11.5) */
    int fast_dx, fast_dy;
    int stack_len;
    int8_t stack[CURSED_STACK]; /* UgOrbKind, bottom first */
    int curses;
    int boss;      /* UgBossState of this level */
    int mini_boss; /* the Butcher: 0 not seen, 1 seen (scene due at the PC's turn), 2 played */
    int scene;     /* UgPending: what the next Space dismisses */
    int stairs_x, stairs_y;
    uint32_t unlocked;  /* achievements unlocked (bit 1u << UgAchievement) */
    bool no_examine;    /* no examine mode on this level yet */
    bool boss3_special; /* every hit on the Ghoul so far was a bump */
    int trinity_len;
    int8_t trinity[3]; /* the last hits on Giovanni (CursedAttack) */
    int phantom_count;
    UgId phantoms[CURSED_MAX_PHANTOMS]; /* positionless bombs of the <= 4 cells slip (§5) */
    int pc_actions;                     /* the PC's key actions carried out (the TURN stat) */
    uint8_t passes[CURSED_H][CURSED_W]; /* 1 where light passes (floor and stairs) */
    UgCursedLevel start;                /* the level as entered (the dump) */
} CursedState;

static inline CursedState *ug_cursed_state(const UgGame *g) {
    return (CursedState *)ug_mode_state(g);
}

/* The usable top's index (Inventory.getLastIndex): min(len - 1, 6 - curses - 1); -1 if empty. */
int ug_cursed_top_index(const CursedState *s);

/* Builds level `level` of the state's seed with the PC's current stack and the given carried
 * ground orbs (in saved order), resetting every per-level field (§1.6). For tests and
 * start_at. */
void ug_cursed_enter_level(UgGame *g, int level, const UgCursedOrbKind *carried, int n_carried,
                           UgEvents *ev);

/* The ground orbs a won level carries over (§1.6): Lump, Fire, Ice, Slime, first 4. Returns
 * how many were written to out[UG_CURSED_MAX_CARRIED]. */
int ug_cursed_carry_orbs(const UgGame *g, UgCursedOrbKind out[UG_CURSED_MAX_CARRIED]);

/* The PC takes `damage` (system.js, pcTakeDamage): dead if damage > HP; pops min(d, HP).
 * Returns whether the PC is dead. */
bool ug_cursed_pc_take_damage(CursedState *s, int damage);

/* Recomputes the board's light grid from game->tiles (after a test edits the map). */
void ug_cursed_refresh_map(UgGame *g);

/* Adds a monster of `kind` at (x, y) (game coordinates) to the NPC list and the scheduler with
 * `delay` (0: not scheduled). Returns its index, or -1 when full. */
int ug_cursed_add_monster(UgGame *g, UgMonsterKind kind, int x, int y, double delay);

#endif /* UG_CURSED_H */
