/* The engine's private definitions: the UgGame value and the ruleset table each mode fills in.
 * Only src/core/ (and the core's own white-box tests) include this file.
 *
 * The engine owns what every mode has: the seed, the current floor's map and what the player has
 * seen of it, the creatures and items on it with their ids, the player, our own gameplay stream
 * and the canonical encoding of all of it. What one mode alone has (classic's Kaplay stream,
 * simple's inventory, hunger and kept floors, ...) is that mode's private state: an opaque block
 * the game allocates, clones, encodes and frees through the ruleset's hooks, whose layout only the
 * mode's own folder (src/core/modes/<mode>/) knows. */
#ifndef UG_CORE_ENGINE_H
#define UG_CORE_ENGINE_H

#include "undergrid/game.h"

#include "engine/encode.h"
#include "engine/text.h"
#include "rng/pcg.h"

/* A floor's map as the engine reads it: the current floor's, or one a mode keeps. */
typedef struct UgFloorView {
    int width, height;
    const uint8_t (*tiles)[UG_MAP_MAX_W]; /* UgTile */
    const uint8_t (*seen)[UG_MAP_MAX_W];
} UgFloorView;

/* A mode: its capabilities as data plus the hooks where its code really differs. Every hook
 * receives the whole game; none may do I/O or keep state outside the game. */
typedef struct UgRuleset {
    UgGameInfo info;
    int player_hp; /* starting and maximum health */
    /* The mode's private state: state_size bytes, zeroed, at game->mode_state before init_seed
     * is called (0: none). clone_state deep-copies whatever the mode allocated inside its state
     * into `copy` (a byte copy already) and returns false if out of memory (then `copy` owns none
     * of it); free_state frees that. Both optional. */
    size_t state_size;
    bool (*clone_state)(void *copy, const void *state);
    void (*free_state)(void *state);
    /* Checks and stores the seed text in the game and seeds its generators; sets the first floor
     * and the player's starting numbers. */
    UgError (*init_seed)(UgGame *game, const char *seed);
    /* Builds floor `game->floor`: map, monsters, items, player position, sight. */
    void (*new_floor)(UgGame *game, UgEvents *events);
    /* Plays one action (already checked against info.actions); returns whether it was carried
     * out (see ug_game_act). */
    bool (*act)(UgGame *game, UgAction action, UgEvents *events);
    /* Optional (NULL: the mode only has its first floor; ug_game_new_on_floor calls it). Moves a
     * new game to `floor`, the player arriving at (arrive_x, arrive_y) or, when both are 0, where
     * the mode would put them. UG_ERR_ARGUMENT for a floor or tile the mode does not have. */
    UgError (*start_at)(UgGame *game, int floor, int arrive_x, int arrive_y);
    /* Writes the mode's stats in HUD order (see ug_game_stats); returns how many. */
    int (*stats)(const UgGame *game, UgStat out[UG_STAT_COUNT]);
    /* The canonical encoding of the mode's own state (see encode.h): `part` says where in the
     * game's encoding the engine is; `version` is 1 or 2. Optional. */
    void (*encode)(const UgGame *game, UgEncodePart part, int version, UgWriter *w);
    /* Optional (snapshot.h; NULL: the mode's games have no snapshot): reads back what encode
     * wrote for `part` (version 2, and UG_ENCODE_EXTRA) into a game the engine has filled so
     * far, checking every value (clear r->ok to refuse). */
    void (*decode)(UgGame *game, UgEncodePart part, UgReader *r);
    /* Writes the floor as `undergrid dump` prints it, in the mode's own JSON (see README). */
    void (*dump)(const UgGame *game, UgText *out);
    /* Optional (modes with UG_SYS_INVENTORY): the carried items, in the mode's order. */
    int (*inventory_count)(const UgGame *game);
    const UgItem *(*inventory_item)(const UgGame *game, int index);
    /* Optional: is inventory item `index` (in range) wielded or worn? */
    bool (*inventory_equipped)(const UgGame *game, int index);
    /* Optional (equipment): see ug_game_item_power. */
    int (*item_power)(UgItemKind kind);
    /* Optional (queries for front ends, issue 26): see ug_game_item_weight, ug_game_can_carry,
     * ug_game_monster_reach and ug_game_player_step_cost. */
    int (*item_weight)(UgItemKind kind);
    UgCarry (*can_carry)(const UgGame *game, const UgItem *item);
    int (*monster_reach)(UgMonsterKind kind);
    int (*player_step_cost)(const UgGame *game);
    void (*blow_range)(int32_t atk, int32_t def, int32_t *low, int32_t *high);
    UgAimWhy (*orb_aim_why)(const UgGame *game, int x, int y);
    /* Optional (orbs): see ug_game_orb_effect_tiles. */
    int (*orb_effect_tiles)(const UgGame *game, int x, int y, UgTileXY *out, int max);
    /* Optional (issue 26): see ug_game_item_effect and ug_game_tile_effect. */
    UgEffect (*item_effect)(const UgItem *item);
    UgEffect (*tile_effect)(UgTile tile);
    /* Optional (scenarios): puts an item in the pack; false if it is full. */
    bool (*give_item)(UgGame *game, UgItem item);
    /* Optional (modes with UG_SYS_ORBS): see ug_game_orb_stack, _range, _target_ok. */
    int (*orb_stack)(const UgGame *game, UgOrbSlot *out, int max);
    int (*orb_range)(const UgGame *game);
    bool (*orb_target_ok)(const UgGame *game, int x, int y);
    /* Optional: the scheduler's reading, where the mode has a scheduler (NULL: the turns taken);
     * the boss fight's state (NULL: UG_BOSS_NONE). */
    double (*game_clock)(const UgGame *game);
    UgBossState (*boss_state)(const UgGame *game);
    /* Optional (modes with UG_SYS_ORBS / scenes / achievements): see ug_game_can_aim,
     * ug_game_pending, ug_game_achievements. */
    bool (*can_aim)(const UgGame *game);
    UgPending (*pending)(const UgGame *game);
    uint32_t (*achievements)(const UgGame *game);
    /* Optional, with ug_game_step_taken: brings a copy of the game taken in the middle of an
     * action up to what the player would see at that step (its sight, its player fields), so a
     * front end can draw it. Changes the copy only. */
    void (*step_view)(UgGame *copy);
    void (*set_achievements)(UgGame *game, uint32_t unlocked);
    /* Optional (modes with UG_SYS_KEPT_FLOORS): floors kept so far (the deepest + 1), and a kept
     * floor other than the current one (false if it was never built). */
    int (*floor_count)(const UgGame *game);
    bool (*kept_floor)(const UgGame *game, int floor, UgFloorView *out);
    /* What a won game adds to the mode's score, where its own score rule adds its own bonus
     * (adventure's 2000, ADVENTURE.md §7); 0: UG_SCORE_VICTORY_BONUS. The end screen says it. */
    int victory_bonus;
} UgRuleset;

struct UgGame {
    const UgRuleset *rules;
    char seed[UG_SEED_MAX_LEN + 1];
    UgRng play; /* our own gameplay stream, for modes that do not reproduce one */
    int floor;
    UgStatus status;
    UgPlayer player;
    int width, height;
    uint8_t tiles[UG_MAP_MAX_H][UG_MAP_MAX_W]; /* UgTile */
    uint8_t seen[UG_MAP_MAX_H][UG_MAP_MAX_W];
    uint8_t visible[UG_MAP_MAX_H][UG_MAP_MAX_W];
    int monster_count;
    UgMonster monsters[UG_MAX_MONSTERS];
    int item_count;
    UgItem items[UG_MAX_ITEMS];
    UgId next_id;     /* the id the next creature or item gets (ids are never reused) */
    void *mode_state; /* the mode's private state (rules->state_size bytes), or NULL */
    /* Creatures other than the player that died (UG_EV_DEATH) over every action ug_game_act
     * carried out: the score's kills (ug_game_score). Derived state, outside the encoding on
     * purpose: every pinned hash and record predates it, and a replay (records, saves) recounts
     * it from the same actions, so it is always what the events said. Cloned with the game. */
    int32_t kills;
    /* ug_game_test_change_rules: tests only, never encoded; cloned with the game. */
    bool test_rules_changed;
    /* Who watches the steps of a many-step action (ug_game_watch_steps); never encoded, never
     * cloned: it changes nothing the game does. */
    UgStepFn step_fn;
    void *step_ctx;
};

/* --- Helpers shared by the modes (engine/game.c) ------------------------------------------- */

/* Appends an event; events past UG_EVENTS_MAX are counted as dropped. `events` may be NULL. */
void ug_events_push(UgEvents *events, UgEventKind kind, UgMsg msg, int32_t a, int32_t b,
                    UgId subject, UgId object);
static inline void ug_events_msg(UgEvents *events, UgMsg msg, int32_t a, int32_t b) {
    ug_events_push(events, UG_EV_MESSAGE, msg, a, b, UG_ID_NONE, UG_ID_NONE);
}
static inline bool ug_in_bounds(const UgGame *game, int x, int y) {
    return x >= 0 && y >= 0 && x < game->width && y < game->height;
}
/* A new id for a creature or item (never 0 or UG_ID_PLAYER, never reused). */
UgId ug_game_new_id(UgGame *game);
/* A mode inside a many-step action (cursed's fast move) says a step was taken: the watcher, if
 * any, gets a copy of the game as the player would see it now (rules->step_view). The game
 * itself is left exactly as it was. */
void ug_game_step_taken(UgGame *game);
/* Removes monster `index`, keeping the others in order. */
void ug_remove_monster(UgGame *game, int index);
/* The mode's private state, typed by the mode itself: `SimpleState *s = ug_mode_state(game);`. */
static inline void *ug_mode_state(const UgGame *game) {
    return game->mode_state;
}
/* Writes the encoding of a list of monsters or items (shared by the engine and the modes that
 * keep floors, so that a kept floor's creatures are encoded as the current floor's are). */
void ug_encode_monsters(UgWriter *w, const UgMonster *monsters, int count, int version);
void ug_encode_items(UgWriter *w, const UgItem *items, int count, int version);

/* The dump's opening shared by the modes: "{" then mode, seed, floor, width, height and the
 * grid; the caller goes on with a comma and its own fields. */
void ug_dump_head(UgText *t, const UgGame *game);
/* The dump's end shared by the modes: closes the caller's "monsters" array, writes "items" and
 * the closing brace and newline. */
void ug_dump_items_and_end(UgText *t, const UgGame *game);

/* A new game played by `rules` instead of a mode's table (examples/toy_ruleset.c plugs in a
 * ruleset of its own): what ug_game_new does once it has found the mode's rules, params' mode
 * unread. `rules` must outlive the game; NULL is UG_ERR_BAD_MODE. For the core's tests and the
 * examples: not public (include/undergrid/ does not declare it). */
UgError ug_game_new_ruleset(const UgRuleset *rules, const UgGameParams *params, UgGame **out);

/* Snapshots (snapshot.c): the mode's rules, NULL for one that cannot be played; the decoders of
 * a list of monsters or items (ug_encode_monsters' and _items' version 2), at most `max`, each
 * value in its type's range (the caller checks what its floor needs); false (r->ok cleared) on
 * anything else. */
const UgRuleset *ug_ruleset_of(UgMode mode);
bool ug_decode_monsters(UgReader *r, UgMonster *out, int max, int *count);
bool ug_decode_items(UgReader *r, UgItem *out, int max, int *count);
/* Test-only (tests/core, tests/app; no player's path calls it): a rule of this game changed on
 * purpose, as a later build would change one: adventure's hunger falls twice as often. */
void ug_game_test_change_rules(UgGame *game);

/* The ruleset tables, one per mode that can be played. */
extern const UgRuleset ug_ruleset_classic;
extern const UgRuleset ug_ruleset_simple;
extern const UgRuleset ug_ruleset_cursed;
extern const UgRuleset ug_ruleset_adventure;

#endif /* UG_CORE_ENGINE_H */
