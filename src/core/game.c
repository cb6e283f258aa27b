/* The UgGame value: creation, the action entry point, state accessors and the canonical hash.
 * Mode-specific rules live in the ruleset files (classic.c, ...); this file only dispatches. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const UgRuleset *ruleset_for(UgMode mode) {
    switch (mode) {
        case UG_MODE_CLASSIC:
            return &ug_ruleset_classic;
        case UG_MODE_SIMPLE:
            return &ug_ruleset_simple;
        default:
            return NULL;
    }
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
    static const char *const names[UG_MON_KIND_COUNT] = {"rat", "goblin", "ogre"};
    return (unsigned)kind < UG_MON_KIND_COUNT ? names[kind] : "unknown";
}

const char *ug_item_kind_name(UgItemKind kind) {
    static const char *const names[UG_ITEM_KIND_COUNT] = {"apple", "potion"};
    return (unsigned)kind < UG_ITEM_KIND_COUNT ? names[kind] : "unknown";
}

const char *ug_verb_name(UgVerb verb) {
    static const char *const names[UG_VERB_COUNT] = {"eat", "drink", "put"};
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
        default:
            return 0;
    }
}

char ug_tile_char(UgTile tile) {
    static const char chars[UG_TILE_COUNT] = {'#', '.', '>', '!'};
    return (unsigned)tile < UG_TILE_COUNT ? chars[tile] : '?';
}

const char *ug_version(void) {
    return UG_VERSION_STRING;
}

void ug_events_push(UgEvents *events, UgEventKind kind, UgMsg msg, int32_t a, int32_t b) {
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
    e->c = 0;
}

void ug_remove_monster(UgGame *game, int index) {
    memmove(&game->monsters[index], &game->monsters[index + 1],
            (size_t)(game->monster_count - index - 1) * sizeof game->monsters[0]);
    game->monster_count--;
}

UgError ug_game_new(const UgGameParams *params, UgGame **out) {
    if (!out) return UG_ERR_ARGUMENT;
    *out = NULL;
    UgGameParams p = params ? *params : (UgGameParams){0};
    if (!p.seed) p.seed = "1";
    if ((unsigned)p.mode >= UG_MODE_COUNT || !ruleset_for(p.mode)) return UG_ERR_BAD_MODE;
    if (strlen(p.seed) > UG_SEED_MAX_LEN) return UG_ERR_BAD_SEED;
    UgGame *g = calloc(1, sizeof *g);
    if (!g) return UG_ERR_NO_MEMORY;
    g->rules = ruleset_for(p.mode);
    g->width = g->rules->width;
    g->height = g->rules->height;
    g->player.hp = g->rules->player_hp;
    g->player.max_hp = g->rules->player_hp;
    UgError err = g->rules->init_seed(g, p.seed);
    if (err != UG_OK) {
        free(g);
        return err;
    }
    ug_rng_seed(&g->play, ug_hash_text(g->seed), (uint64_t)p.mode);
    g->rules->new_floor(g, NULL);
    *out = g;
    return UG_OK;
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
    if (game && game->rules->free_state) game->rules->free_state(game);
    free(game);
}

UgGame *ug_game_clone(const UgGame *game) {
    UgGame *copy = malloc(sizeof *copy);
    if (!copy) return NULL;
    memcpy(copy, game, sizeof *copy);
    if (game->rules->clone_state && !game->rules->clone_state(copy, game)) {
        free(copy);
        return NULL;
    }
    return copy;
}

bool ug_game_act(UgGame *game, UgAction action, UgEvents *events) {
    if (!game || game->status != UG_STATUS_PLAYING) return false;
    if (action.kind <= UG_ACT_NONE || action.kind >= UG_ACT_KIND_COUNT) return false;
    if (action.dx < -1 || action.dx > 1 || action.dy < -1 || action.dy > 1) return false;
    return game->rules->act(game, action, events);
}

UgMode ug_game_mode(const UgGame *game) {
    return game->rules->mode;
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
    return game->simple.inventory_count;
}

const UgItem *ug_game_inventory_item(const UgGame *game, int index) {
    return index >= 0 && index < game->simple.inventory_count ? &game->simple.inventory[index]
                                                              : NULL;
}

/* The kept floor `floor` other than the current one, or NULL. */
static const UgSimpleFloor *kept_floor(const UgGame *game, int floor) {
    const UgSimpleState *s = &game->simple;
    return floor >= 0 && floor < s->kept_capacity ? s->kept[floor] : NULL;
}

int ug_game_floor_count(const UgGame *game) {
    int deepest = game->simple.deepest > game->floor ? game->simple.deepest : game->floor;
    return deepest + 1;
}

void ug_game_floor_size(const UgGame *game, int floor, int *width, int *height) {
    const UgSimpleFloor *f = kept_floor(game, floor);
    int w = floor == game->floor ? game->width : f ? f->width : 0;
    int h = floor == game->floor ? game->height : f ? f->height : 0;
    if (width) *width = w;
    if (height) *height = h;
}

UgTile ug_game_floor_tile(const UgGame *game, int floor, int x, int y) {
    if (floor == game->floor) return ug_game_tile(game, x, y);
    const UgSimpleFloor *f = kept_floor(game, floor);
    if (!f || x < 0 || y < 0 || x >= f->width || y >= f->height) return UG_TILE_ROCK;
    return (UgTile)f->tiles[y][x];
}

bool ug_game_floor_seen(const UgGame *game, int floor, int x, int y) {
    if (floor == game->floor) return ug_game_seen(game, x, y);
    const UgSimpleFloor *f = kept_floor(game, floor);
    return f && x >= 0 && y >= 0 && x < f->width && y < f->height && f->seen[y][x];
}

int ug_game_sight_radius(const UgGame *game) {
    return game->rules->sight_radius;
}
int ug_game_topology(const UgGame *game) {
    return game->rules->topology;
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

int ug_game_item_count(const UgGame *game) {
    return game->item_count;
}

const UgItem *ug_game_item(const UgGame *game, int index) {
    return index >= 0 && index < game->item_count ? &game->items[index] : NULL;
}

/* --- The canonical hash: FNV-1a over fixed-width little-endian fields, in a fixed order. ---- */
typedef struct Hasher {
    uint64_t h;
} Hasher;

static void hash_bytes(Hasher *hs, const void *data, size_t n) {
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        hs->h ^= p[i];
        hs->h *= 1099511628211ULL;
    }
}

static void hash_u64(Hasher *hs, uint64_t v) {
    unsigned char b[8];
    for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));
    hash_bytes(hs, b, sizeof b);
}

static void hash_i64(Hasher *hs, int64_t v) {
    hash_u64(hs, (uint64_t)v);
}

uint64_t ug_game_hash(const UgGame *g) {
    Hasher hs = {14695981039346656037ULL};
    hash_bytes(&hs, "undergrid-state-1", 17);
    hash_i64(&hs, g->rules->mode);
    hash_u64(&hs, strlen(g->seed));
    hash_bytes(&hs, g->seed, strlen(g->seed));
    hash_u64(&hs, g->kaplay.s);
    hash_u64(&hs, g->play.state);
    hash_u64(&hs, g->play.inc);
    hash_i64(&hs, g->floor);
    hash_i64(&hs, g->status);
    hash_i64(&hs, g->player.x);
    hash_i64(&hs, g->player.y);
    hash_i64(&hs, g->player.hp);
    hash_i64(&hs, g->player.max_hp);
    hash_i64(&hs, g->player.turns);
    hash_i64(&hs, g->width);
    hash_i64(&hs, g->height);
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            unsigned char cell[3] = {g->tiles[y][x], g->seen[y][x], g->visible[y][x]};
            hash_bytes(&hs, cell, sizeof cell);
        }
    hash_i64(&hs, g->monster_count);
    for (int i = 0; i < g->monster_count; i++) {
        const UgMonster *m = &g->monsters[i];
        int64_t f[8] = {m->kind, m->x, m->y, m->hp, m->level, m->atk, m->def, m->exp};
        for (int k = 0; k < 8; k++) hash_i64(&hs, f[k]);
    }
    hash_i64(&hs, g->item_count);
    for (int i = 0; i < g->item_count; i++) {
        const UgItem *it = &g->items[i];
        int64_t f[4] = {it->kind, it->x, it->y, it->level};
        for (int k = 0; k < 4; k++) hash_i64(&hs, f[k]);
    }
    /* Modes with more state hash it after the common part (classic has none, so its hashes are
     * unchanged). */
    if (g->rules->hash_state) hs.h = g->rules->hash_state(g, hs.h);
    return hs.h;
}
