/* The UgGame value: creation, the action entry point, state accessors and the canonical
 * encoding. Every rule lives in its mode (src/core/modes/<mode>/); this file only dispatches
 * through the mode's ruleset table and keeps what all modes share. */
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

/* The one place that maps a mode to its rules (NULL: not playable yet). */
static const UgRuleset *const rulesets[UG_MODE_COUNT] = {
    [UG_MODE_CLASSIC] = &ug_ruleset_classic,
    [UG_MODE_SIMPLE] = &ug_ruleset_simple,
    [UG_MODE_CURSED] = &ug_ruleset_cursed,
    [UG_MODE_ADVENTURE] = &ug_ruleset_adventure,
};

static const UgRuleset *ruleset_for(UgMode mode) {
    return (unsigned)mode < UG_MODE_COUNT ? rulesets[mode] : NULL;
}

const UgRuleset *ug_ruleset_of(UgMode mode) {
    return ruleset_for(mode);
}

const UgGameInfo *ug_mode_info(UgMode mode) {
    const UgRuleset *r = ruleset_for(mode);
    return r ? &r->info : NULL;
}

const UgGameInfo *ug_game_info(const UgGame *game) {
    return &game->rules->info;
}

static const char *const stat_names[UG_STAT_COUNT] = {
    "floor", "level", "hp",   "hunger", "weight", "atk",     "def",
    "exp",   "turn",  "seed", "orbs",   "curses", "boss_hp", "score"};

const char *ug_stat_name(UgStatId id) {
    return (unsigned)id < UG_STAT_COUNT ? stat_names[id] : "unknown";
}

int ug_game_stats(const UgGame *game, UgStat out[UG_STAT_COUNT]) {
    return game->rules->stats(game, out);
}

static int64_t general_score(const UgGame *game);

bool ug_game_stat(const UgGame *game, UgStatId id, UgStat *out) {
    UgStat all[UG_STAT_COUNT];
    int n = ug_game_stats(game, all);
    for (int i = 0; i < n; i++)
        if (all[i].id == (int16_t)id) {
            if (out) *out = all[i];
            return true;
        }
    /* Every mode has a score: the engine's where the mode keeps none of its own. */
    if (id == UG_STAT_SCORE) {
        if (out) *out = (UgStat){UG_STAT_SCORE, general_score(game), 0};
        return true;
    }
    return false;
}

static const char *const mode_names[UG_MODE_COUNT] = {"classic", "simple", "cursed", "adventure"};

const char *ug_mode_name(UgMode mode) {
    return (unsigned)mode < UG_MODE_COUNT ? mode_names[mode] : "unknown";
}

bool ug_mode_from_name(const char *name, UgMode *out) {
    for (int i = 0; i < UG_MODE_COUNT; i++)
        if (name && strcmp(name, mode_names[i]) == 0) {
            *out = (UgMode)i;
            return true;
        }
    return false;
}

bool ug_mode_available(UgMode mode) {
    return ruleset_for(mode) != NULL;
}

const char *ug_monster_kind_name(UgMonsterKind kind) {
    static const char *const names[UG_MON_KIND_COUNT] = {
        "rat",       "goblin",   "ogre",    "archer",   "zombie",
        "dog",       "raven",    "cultist", "ratman",   "wisp",
        "cursedrat", "twinwisp", "butcher", "gargoyle", "juvenilegargoyle",
        "ghoul",     "giovanni", "dummy",   "timebomb", "hpbomb",
        "bomber",    "troll"};
    return (unsigned)kind < UG_MON_KIND_COUNT ? names[kind] : "unknown";
}

const char *ug_item_kind_name(UgItemKind kind) {
    static const char *const names[UG_ITEM_KIND_COUNT] = {
        "apple",  "potion", "fire", "ice",     "slime", "lump", "ration",
        "dagger", "sword",  "axe",  "leather", "mail",  "plate"};
    return (unsigned)kind < UG_ITEM_KIND_COUNT ? names[kind] : "unknown";
}

const char *ug_orb_kind_name(UgOrbKind kind) {
    static const char *const names[UG_ORB_KIND_COUNT] = {"fire", "ice",   "slime",
                                                         "lump", "armor", "nuke"};
    return (unsigned)kind < UG_ORB_KIND_COUNT ? names[kind] : "unknown";
}

const char *ug_verb_name(UgVerb verb) {
    static const char *const names[UG_VERB_COUNT] = {"eat",  "drink",  "put", "wield",
                                                     "wear", "remove", "drop"};
    return (unsigned)verb < UG_VERB_COUNT ? names[verb] : "unknown";
}

int ug_item_verbs(UgItemKind kind, UgVerb out[UG_VERB_COUNT]) {
    switch (kind) {
        case UG_ITEM_APPLE:
            out[0] = UG_VERB_EAT, out[1] = UG_VERB_PUT;
            return 2;
        case UG_ITEM_POTION:
            out[0] = UG_VERB_DRINK, out[1] = UG_VERB_PUT;
            return 2;
        case UG_ITEM_RATION:
            out[0] = UG_VERB_EAT, out[1] = UG_VERB_DROP;
            return 2;
        case UG_ITEM_DAGGER:
        case UG_ITEM_SWORD:
        case UG_ITEM_AXE:
            out[0] = UG_VERB_WIELD, out[1] = UG_VERB_REMOVE, out[2] = UG_VERB_DROP;
            return 3;
        case UG_ITEM_LEATHER:
        case UG_ITEM_MAIL:
        case UG_ITEM_PLATE:
            out[0] = UG_VERB_WEAR, out[1] = UG_VERB_REMOVE, out[2] = UG_VERB_DROP;
            return 3;
        default:
            return 0;
    }
}

char ug_tile_char(UgTile tile) {
    static const char chars[UG_TILE_COUNT] = {'#', '.', '>', '!', '+', '\'', '<', '~', ':'};
    return (unsigned)tile < UG_TILE_COUNT ? chars[tile] : '?';
}

const char *ug_version(void) {
    return UG_VERSION_STRING;
}

void ug_events_push(UgEvents *events, UgEventKind kind, UgMsg msg, int32_t a, int32_t b,
                    UgId subject, UgId object) {
    if (!events) return;
    if (events->count >= UG_EVENTS_MAX) {
        events->dropped++;
        return;
    }
    UgEvent *e = &events->items[events->count++];
    e->kind = (int16_t)kind;
    e->msg = (int16_t)msg;
    e->a = a;
    e->b = b;
    e->subject = subject;
    e->object = object;
}

UgId ug_game_new_id(UgGame *game) {
    return game->next_id++;
}

void ug_remove_monster(UgGame *game, int index) {
    memmove(&game->monsters[index], &game->monsters[index + 1],
            (size_t)(game->monster_count - index - 1) * sizeof game->monsters[0]);
    game->monster_count--;
}

static void free_mode_state(UgGame *g) {
    if (!g->mode_state) return;
    if (g->rules->free_state) g->rules->free_state(g->mode_state);
    free(g->mode_state);
    g->mode_state = NULL;
}

/* A new game of `rules` (NULL: UG_ERR_BAD_MODE), as ug_game_new documents; params' mode is not
 * read (the rules say which mode they are). */
static UgError game_new_from(const UgRuleset *rules, const UgGameParams *params, UgGame **out) {
    if (!out) return UG_ERR_ARGUMENT;
    *out = NULL;
    UgGameParams p = params ? *params : (UgGameParams){0};
    if (!p.seed) p.seed = "1";
    if (!rules) return UG_ERR_BAD_MODE;
    if (strlen(p.seed) > UG_SEED_MAX_LEN) return UG_ERR_BAD_SEED;
    UgGame *g = calloc(1, sizeof *g);
    if (!g) return UG_ERR_NO_MEMORY;
    g->rules = rules;
    if (rules->state_size && !(g->mode_state = calloc(1, rules->state_size))) {
        free(g);
        return UG_ERR_NO_MEMORY;
    }
    g->width = rules->info.max_width;
    g->height = rules->info.max_height;
    g->player.hp = rules->player_hp;
    g->player.max_hp = rules->player_hp;
    g->next_id = UG_ID_PLAYER + 1;
    UgError err = rules->init_seed(g, p.seed);
    if (err != UG_OK) {
        ug_game_free(g);
        return err;
    }
    ug_rng_seed(&g->play, ug_hash_text(g->seed), (uint64_t)rules->info.mode);
    rules->new_floor(g, NULL);
    *out = g;
    return UG_OK;
}

UgError ug_game_new(const UgGameParams *params, UgGame **out) {
    return game_new_from(ruleset_for(params ? params->mode : (UgMode)0), params, out);
}

UgError ug_game_new_on_floor(const UgGameParams *params, int floor, int arrive_x, int arrive_y,
                             UgGame **out) {
    UgError err = ug_game_new(params, out);
    if (err != UG_OK) return err;
    const UgRuleset *rules = (*out)->rules;
    err = rules->start_at ? rules->start_at(*out, floor, arrive_x, arrive_y) : UG_ERR_ARGUMENT;
    if (err != UG_OK) {
        ug_game_free(*out);
        *out = NULL;
    }
    return err;
}

void ug_game_free(UgGame *game) {
    if (!game) return;
    free_mode_state(game);
    free(game);
}

UgGame *ug_game_clone(const UgGame *game) {
    UgGame *copy = malloc(sizeof *copy);
    if (!copy) return NULL;
    memcpy(copy, game, sizeof *copy);
    copy->mode_state = NULL;
    size_t size = game->rules->state_size;
    if (game->mode_state) {
        if (!(copy->mode_state = malloc(size))) {
            free(copy);
            return NULL;
        }
        memcpy(copy->mode_state, game->mode_state, size);
        if (game->rules->clone_state &&
            !game->rules->clone_state(copy->mode_state, game->mode_state)) {
            free(copy->mode_state);
            free(copy);
            return NULL;
        }
    }
    copy->step_fn = NULL; /* a copy is nobody's to watch */
    copy->step_ctx = NULL;
    return copy;
}

void ug_game_watch_steps(UgGame *game, UgStepFn fn, void *ctx) {
    if (!game) return;
    game->step_fn = fn;
    game->step_ctx = ctx;
}

void ug_game_step_taken(UgGame *game) {
    if (!game->step_fn) return;
    UgGame *copy = ug_game_clone(game);
    if (!copy) return; /* out of memory: that step is not seen, nothing else changes */
    if (game->rules->step_view) game->rules->step_view(copy);
    game->step_fn(game->step_ctx, copy);
    ug_game_free(copy);
}

bool ug_game_act(UgGame *game, UgAction action, UgEvents *events) {
    if (!game || game->status != UG_STATUS_PLAYING) return false;
    if (action.kind <= UG_ACT_NONE || action.kind >= UG_ACT_KIND_COUNT) return false;
    if (!ug_info_accepts(&game->rules->info, (UgActionKind)action.kind)) return false;
    if (action.dx < -1 || action.dx > 1 || action.dy < -1 || action.dy > 1) return false;
    /* The kills are counted from the events the action appends (a buffer of our own when the
     * caller keeps none): the same count the front end once made from the same events. */
    UgEvents own;
    if (!events) {
        own.count = own.dropped = 0;
        events = &own;
    }
    int from = events->count;
    bool acted = game->rules->act(game, action, events);
    for (int i = from; i < events->count; i++)
        if (events->items[i].kind == UG_EV_DEATH && events->items[i].object != UG_ID_PLAYER)
            game->kills++;
    return acted;
}

/* The score of modes without their own (classic, simple, cursed), as the front end has always
 * counted it: 100 per floor reached beyond the first, 10 per creature killed, 1 per 10 turns,
 * and UG_SCORE_VICTORY_BONUS for a won game. */
static int64_t general_score(const UgGame *game) {
    int64_t deeper = (int64_t)game->floor - game->rules->info.first_floor;
    return 100 * (deeper > 0 ? deeper : 0) + 10 * (int64_t)game->kills + game->player.turns / 10 +
           (game->status == UG_STATUS_WON ? UG_SCORE_VICTORY_BONUS : 0);
}

int64_t ug_game_score(const UgGame *game) {
    UgStat st;
    return ug_game_stat(game, UG_STAT_SCORE, &st) ? st.value : 0;
}

int ug_game_victory_bonus(const UgGame *game) {
    return game->rules->victory_bonus ? game->rules->victory_bonus : UG_SCORE_VICTORY_BONUS;
}

UgMode ug_game_mode(const UgGame *game) {
    return game->rules->info.mode;
}
const char *ug_game_seed(const UgGame *game) {
    return game->seed;
}
int ug_game_width(const UgGame *game) {
    return game->width;
}
int ug_game_height(const UgGame *game) {
    return game->height;
}
int ug_game_floor(const UgGame *game) {
    return game->floor;
}
UgStatus ug_game_status(const UgGame *game) {
    return game->status;
}
const UgPlayer *ug_game_player(const UgGame *game) {
    return &game->player;
}
int ug_game_inventory_count(const UgGame *game) {
    return game->rules->inventory_count ? game->rules->inventory_count(game) : 0;
}

const UgItem *ug_game_inventory_item(const UgGame *game, int index) {
    return game->rules->inventory_item && index >= 0 && index < ug_game_inventory_count(game)
               ? game->rules->inventory_item(game, index)
               : NULL;
}

bool ug_game_inventory_equipped(const UgGame *game, int index) {
    return game->rules->inventory_equipped && index >= 0 && index < ug_game_inventory_count(game) &&
           game->rules->inventory_equipped(game, index);
}

int ug_game_item_power(const UgGame *game, UgItemKind kind) {
    return game->rules->item_power ? game->rules->item_power(kind) : 0;
}

int ug_game_item_weight(const UgGame *game, UgItemKind kind) {
    return game->rules->item_weight ? game->rules->item_weight(kind) : 0;
}

UgCarry ug_game_can_carry(const UgGame *game, const UgItem *item) {
    return game->rules->can_carry && item ? game->rules->can_carry(game, item) : UG_CARRY_OK;
}

int ug_game_monster_reach(const UgGame *game, UgMonsterKind kind) {
    int r = game->rules->monster_reach ? game->rules->monster_reach(kind) : 1;
    return r < 1 ? 1 : r;
}

UgAimWhy ug_game_orb_aim_why(const UgGame *game, int x, int y) {
    if (game->rules->orb_aim_why) return game->rules->orb_aim_why(game, x, y);
    return ug_game_orb_target_ok(game, x, y) ? UG_AIM_OK : UG_AIM_NO_ORB;
}

int ug_game_orb_effect_tiles(const UgGame *game, int x, int y, UgTileXY *out, int max) {
    if (!game->rules->orb_effect_tiles || max < 0) return 0;
    return game->rules->orb_effect_tiles(game, x, y, out, max);
}

bool ug_game_blow_range(const UgGame *game, int32_t atk, int32_t def, int32_t *low, int32_t *high) {
    if (!game->rules->blow_range) return false;
    game->rules->blow_range(atk, def, low, high);
    return true;
}

UgEffect ug_game_item_effect(const UgGame *game, const UgItem *item) {
    UgEffect none = {UG_USE_NONE, 0};
    return game->rules->item_effect && item ? game->rules->item_effect(item) : none;
}

UgEffect ug_game_tile_effect(const UgGame *game, UgTile tile) {
    UgEffect none = {UG_USE_NONE, 0};
    return game->rules->tile_effect ? game->rules->tile_effect(tile) : none;
}

int ug_game_player_step_cost(const UgGame *game) {
    int c = game->rules->player_step_cost ? game->rules->player_step_cost(game) : 0;
    return c > 0 ? c : UG_SPEED_NORMAL;
}

int ug_game_orb_stack(const UgGame *game, UgOrbSlot *out, int max) {
    return game->rules->orb_stack ? game->rules->orb_stack(game, out, max) : 0;
}

int ug_game_orb_top(const UgGame *game) {
    UgOrbSlot slots[UG_ORB_STACK_MAX];
    int n = ug_game_orb_stack(game, slots, UG_ORB_STACK_MAX);
    for (int i = (n < UG_ORB_STACK_MAX ? n : UG_ORB_STACK_MAX) - 1; i >= 0; i--)
        if (!slots[i].cursed) return i;
    return -1;
}

int ug_game_orb_range(const UgGame *game) {
    return game->rules->orb_range ? game->rules->orb_range(game) : 0;
}

bool ug_game_orb_target_ok(const UgGame *game, int x, int y) {
    return game->rules->orb_target_ok && game->rules->orb_target_ok(game, x, y);
}

double ug_game_clock(const UgGame *game) {
    return game->rules->game_clock ? game->rules->game_clock(game) : (double)game->player.turns;
}

UgBossState ug_game_boss_state(const UgGame *game) {
    return game->rules->boss_state ? game->rules->boss_state(game) : UG_BOSS_NONE;
}

bool ug_game_can_aim(const UgGame *game) {
    return game->rules->can_aim && game->rules->can_aim(game);
}

UgPending ug_game_pending(const UgGame *game) {
    return game->rules->pending ? game->rules->pending(game) : UG_PENDING_NONE;
}

uint32_t ug_game_achievements(const UgGame *game) {
    return game->rules->achievements ? game->rules->achievements(game) : 0;
}

void ug_game_set_achievements(UgGame *game, uint32_t unlocked) {
    if (game && game->rules->set_achievements) game->rules->set_achievements(game, unlocked);
}

int ug_game_floor_count(const UgGame *game) {
    int kept = game->rules->floor_count ? game->rules->floor_count(game) : 0;
    return kept > game->floor + 1 ? kept : game->floor + 1;
}

/* Floor `floor` as a view: the current one, or one the mode keeps; false if there is none. */
static bool floor_view(const UgGame *game, int floor, UgFloorView *out) {
    if (floor == game->floor) {
        *out = (UgFloorView){game->width, game->height, game->tiles, game->seen};
        return true;
    }
    return game->rules->kept_floor && floor >= 0 && game->rules->kept_floor(game, floor, out);
}

void ug_game_floor_size(const UgGame *game, int floor, int *width, int *height) {
    UgFloorView f = {0};
    bool ok = floor_view(game, floor, &f);
    if (width) *width = ok ? f.width : 0;
    if (height) *height = ok ? f.height : 0;
}

UgTile ug_game_floor_tile(const UgGame *game, int floor, int x, int y) {
    UgFloorView f;
    if (!floor_view(game, floor, &f) || x < 0 || y < 0 || x >= f.width || y >= f.height)
        return UG_TILE_ROCK;
    return (UgTile)f.tiles[y][x];
}

bool ug_game_floor_seen(const UgGame *game, int floor, int x, int y) {
    UgFloorView f;
    return floor_view(game, floor, &f) && x >= 0 && y >= 0 && x < f.width && y < f.height &&
           f.seen[y][x];
}

int ug_game_sight_radius(const UgGame *game) {
    return game->rules->info.sight_radius;
}
int ug_game_topology(const UgGame *game) {
    return game->rules->info.topology;
}

UgTile ug_game_tile(const UgGame *game, int x, int y) {
    return ug_in_bounds(game, x, y) ? (UgTile)game->tiles[y][x] : UG_TILE_ROCK;
}

bool ug_game_seen(const UgGame *game, int x, int y) {
    return ug_in_bounds(game, x, y) && game->seen[y][x];
}

bool ug_game_visible(const UgGame *game, int x, int y) {
    return ug_in_bounds(game, x, y) && game->visible[y][x];
}

int ug_game_monster_count(const UgGame *game) {
    return game->monster_count;
}

const UgMonster *ug_game_monster(const UgGame *game, int index) {
    return index >= 0 && index < game->monster_count ? &game->monsters[index] : NULL;
}

int ug_game_monster_at(const UgGame *game, int x, int y) {
    for (int i = 0; i < game->monster_count; i++)
        if (game->monsters[i].x == x && game->monsters[i].y == y) return i;
    return -1;
}

const UgMonster *ug_game_monster_by_id(const UgGame *game, UgId id) {
    for (int i = 0; i < game->monster_count && id != UG_ID_NONE; i++)
        if (game->monsters[i].id == id) return &game->monsters[i];
    return NULL;
}

int ug_game_item_count(const UgGame *game) {
    return game->item_count;
}

const UgItem *ug_game_item(const UgGame *game, int index) {
    return index >= 0 && index < game->item_count ? &game->items[index] : NULL;
}

/* --- The canonical encoding (see encode.h) ------------------------------------------------- */

void ug_encode_monsters(UgWriter *w, const UgMonster *monsters, int count, int version) {
    ug_write_i64(w, count);
    for (int i = 0; i < count; i++) {
        const UgMonster *m = &monsters[i];
        int64_t f[12] = {m->kind, m->x,   m->y,  m->hp,     m->level, m->atk,
                         m->def,  m->exp, m->id, m->max_hp, m->speed, m->flags};
        for (int k = 0; k < (version >= 2 ? 12 : 8); k++) ug_write_i64(w, f[k]);
    }
}

void ug_encode_items(UgWriter *w, const UgItem *items, int count, int version) {
    ug_write_i64(w, count);
    for (int i = 0; i < count; i++) {
        const UgItem *it = &items[i];
        int64_t f[5] = {it->kind, it->x, it->y, it->level, it->id};
        for (int k = 0; k < (version >= 2 ? 5 : 4); k++) ug_write_i64(w, f[k]);
    }
}

bool ug_game_encode(const UgGame *g, int version, UgSink sink, void *context) {
    if (version < 1 || version > UG_STATE_VERSION) return false;
    UgWriter w = {sink, context};
    const UgRuleset *r = g->rules;
    ug_write_bytes(&w, version == 1 ? "undergrid-state-1" : "undergrid-state-2", 17);
    ug_write_i64(&w, r->info.mode);
    ug_write_u64(&w, strlen(g->seed));
    ug_write_bytes(&w, g->seed, strlen(g->seed));
    if (r->encode)
        r->encode(g, UG_ENCODE_STREAMS, version, &w);
    else if (version == 1)
        ug_write_u64(&w, 0); /* version 1 had a slot for classic's stream in every mode */
    ug_write_u64(&w, g->play.state);
    ug_write_u64(&w, g->play.inc);
    ug_write_i64(&w, g->floor);
    ug_write_i64(&w, g->status);
    const UgPlayer *p = &g->player;
    int64_t pf[5] = {p->x, p->y, p->hp, p->max_hp, p->turns};
    for (int k = 0; k < 5; k++) ug_write_i64(&w, pf[k]);
    ug_write_i64(&w, g->width);
    ug_write_i64(&w, g->height);
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            unsigned char cell[3] = {g->tiles[y][x], g->seen[y][x], g->visible[y][x]};
            ug_write_bytes(&w, cell, sizeof cell);
        }
    ug_encode_monsters(&w, g->monsters, g->monster_count, version);
    ug_encode_items(&w, g->items, g->item_count, version);
    if (version >= 2) ug_write_u64(&w, g->next_id);
    if (r->encode) r->encode(g, UG_ENCODE_TAIL, version, &w);
    return true;
}

static void fnv_sink(void *context, const void *bytes, size_t count) {
    uint64_t *h = context;
    *h = ug_fnv1a(*h, bytes, count);
}

uint64_t ug_game_hash_version(const UgGame *game, int version) {
    uint64_t h = ug_fnv1a_start();
    if (!ug_game_encode(game, version, fnv_sink, &h)) return 0;
    return h;
}

uint64_t ug_game_hash(const UgGame *game) {
    return ug_game_hash_version(game, UG_STATE_VERSION);
}

UgError ug_game_new_ruleset(const UgRuleset *rules, const UgGameParams *params, UgGame **out) {
    return game_new_from(rules, params, out);
}
