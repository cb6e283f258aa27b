/* Snapshots (undergrid/snapshot.h): the canonical encoding of a game, version 2, with what the
 * hash leaves out after it, and the decoder that reads one back. The engine reads its own part
 * here; each mode reads its part in its decode hook. Every value read is checked: the bytes come
 * from a file. */
#include "undergrid/snapshot.h"

#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

int ug_mode_rules_revision(UgMode mode) {
    const UgGameInfo *info = ug_mode_info(mode);
    return info ? info->rules_revision : 0;
}

void ug_game_test_change_rules(UgGame *game) {
    game->test_rules_changed = true;
}

bool ug_mode_has_snapshot(UgMode mode) {
    const UgRuleset *r = ug_ruleset_of(mode);
    return r && r->decode;
}

typedef struct Buffer {
    unsigned char *bytes;
    size_t len, cap;
    bool failed;
} Buffer;

static void buffer_sink(void *context, const void *bytes, size_t count) {
    Buffer *b = context;
    if (b->failed) return;
    if (b->len + count > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + count) cap *= 2;
        unsigned char *grown = realloc(b->bytes, cap);
        if (!grown) {
            b->failed = true;
            return;
        }
        b->bytes = grown;
        b->cap = cap;
    }
    memcpy(b->bytes + b->len, bytes, count);
    b->len += count;
}

UgError ug_game_snapshot(const UgGame *game, unsigned char **bytes, size_t *len) {
    if (!game || !bytes || !len) return UG_ERR_ARGUMENT;
    *bytes = NULL;
    *len = 0;
    const UgRuleset *r = game->rules;
    if (!r->decode) return UG_ERR_ARGUMENT;
    Buffer b = {0};
    ug_game_encode(game, 2, buffer_sink, &b);
    UgWriter w = {buffer_sink, &b};
    ug_write_i64(&w, game->kills);
    if (r->encode) r->encode(game, UG_ENCODE_EXTRA, 2, &w);
    if (b.failed) {
        free(b.bytes);
        return UG_ERR_NO_MEMORY;
    }
    *bytes = b.bytes;
    *len = b.len;
    return UG_OK;
}

enum { COORD_MIN = -1, COORD_MAX = 1000, I32_MIN = -2147483647 - 1, I32_MAX = 2147483647 };
/* A creature's health and stats: no mode comes near a million, and the rules may multiply them
 * (adventure's regeneration by 5, a blow by its level) without overflowing an int. */
enum { STAT_MIN = -1000000, STAT_MAX = 1000000 };

bool ug_decode_monsters(UgReader *r, UgMonster *out, int max, int *count) {
    int n = (int)ug_read_i64(r, 0, max);
    for (int i = 0; i < n && r->ok; i++) {
        UgMonster *m = &out[i];
        memset(m, 0, sizeof *m);
        m->kind = (int16_t)ug_read_i64(r, 0, UG_MON_KIND_COUNT - 1);
        m->x = (int16_t)ug_read_i64(r, COORD_MIN, COORD_MAX);
        m->y = (int16_t)ug_read_i64(r, COORD_MIN, COORD_MAX);
        m->hp = (int32_t)ug_read_i64(r, STAT_MIN, STAT_MAX);
        m->level = (int32_t)ug_read_i64(r, STAT_MIN, STAT_MAX);
        m->atk = (int32_t)ug_read_i64(r, STAT_MIN, STAT_MAX);
        m->def = (int32_t)ug_read_i64(r, STAT_MIN, STAT_MAX);
        m->exp = (int32_t)ug_read_i64(r, STAT_MIN, STAT_MAX);
        m->id = (UgId)ug_read_i64(r, 0, UINT32_MAX);
        m->max_hp = (int32_t)ug_read_i64(r, STAT_MIN, STAT_MAX);
        m->speed = (int16_t)ug_read_i64(r, 0, INT16_MAX);
        m->flags = (uint16_t)ug_read_i64(r, 0, UINT16_MAX);
    }
    *count = r->ok ? n : 0;
    return r->ok;
}

bool ug_decode_items(UgReader *r, UgItem *out, int max, int *count) {
    int n = (int)ug_read_i64(r, 0, max);
    for (int i = 0; i < n && r->ok; i++) {
        UgItem *it = &out[i];
        memset(it, 0, sizeof *it);
        it->kind = (int16_t)ug_read_i64(r, 0, UG_ITEM_KIND_COUNT - 1);
        it->x = (int16_t)ug_read_i64(r, COORD_MIN, COORD_MAX);
        it->y = (int16_t)ug_read_i64(r, COORD_MIN, COORD_MAX);
        it->level = (int16_t)ug_read_i64(r, INT16_MIN, INT16_MAX);
        it->id = (UgId)ug_read_i64(r, 0, UINT32_MAX);
    }
    *count = r->ok ? n : 0;
    return r->ok;
}

/* The engine's part of the encoding (ug_game_encode, version 2), after the magic, mode and seed
 * and the mode's streams: everything the engine keeps, each value checked. */
static void decode_engine(UgGame *g, UgReader *r) {
    const UgGameInfo *info = &g->rules->info;
    g->play.state = ug_read_u64(r);
    g->play.inc = ug_read_u64(r);
    g->floor = (int)ug_read_i64(r, -1000000, 1000000);
    g->status = (UgStatus)ug_read_i64(r, UG_STATUS_PLAYING, UG_STATUS_WON);
    UgPlayer *p = &g->player;
    p->x = (int16_t)ug_read_i64(r, 0, UG_MAP_MAX_W - 1);
    p->y = (int16_t)ug_read_i64(r, 0, UG_MAP_MAX_H - 1);
    p->hp = (int32_t)ug_read_i64(r, STAT_MIN, STAT_MAX);
    p->max_hp = (int32_t)ug_read_i64(r, 1, STAT_MAX);
    p->turns = (int32_t)ug_read_i64(r, 0, I32_MAX);
    g->width =
        (int)ug_read_i64(r, 1, info->max_width < UG_MAP_MAX_W ? info->max_width : UG_MAP_MAX_W);
    g->height =
        (int)ug_read_i64(r, 1, info->max_height < UG_MAP_MAX_H ? info->max_height : UG_MAP_MAX_H);
    if (!r->ok) return;
    memset(g->tiles, 0, sizeof g->tiles);
    memset(g->seen, 0, sizeof g->seen);
    memset(g->visible, 0, sizeof g->visible);
    for (int y = 0; y < g->height && r->ok; y++)
        for (int x = 0; x < g->width && r->ok; x++) {
            unsigned char cell[3];
            ug_read_bytes(r, cell, sizeof cell);
            if (cell[0] >= UG_TILE_COUNT || cell[1] > 1 || cell[2] > 1) r->ok = false;
            g->tiles[y][x] = cell[0], g->seen[y][x] = cell[1], g->visible[y][x] = cell[2];
        }
    if (p->x >= g->width || p->y >= g->height) r->ok = false;
    ug_decode_monsters(r, g->monsters, UG_MAX_MONSTERS, &g->monster_count);
    ug_decode_items(r, g->items, UG_MAX_ITEMS, &g->item_count);
    g->next_id = (UgId)ug_read_i64(r, UG_ID_PLAYER + 1, UINT32_MAX);
    /* every id below next_id, none twice among the creatures and the items on the floor */
    for (int i = 0; i < g->monster_count && r->ok; i++) {
        const UgMonster *m = &g->monsters[i];
        if (m->id <= UG_ID_PLAYER || m->id >= g->next_id || m->x < 0 || m->y < 0 ||
            m->x >= g->width || m->y >= g->height)
            r->ok = false;
        for (int k = 0; k < i; k++)
            if (g->monsters[k].id == m->id) r->ok = false;
    }
    for (int i = 0; i < g->item_count && r->ok; i++) {
        const UgItem *it = &g->items[i];
        if (it->id <= UG_ID_PLAYER || it->id >= g->next_id || it->x < 0 || it->y < 0 ||
            it->x >= g->width || it->y >= g->height)
            r->ok = false;
    }
}

UgError ug_game_from_snapshot(UgMode mode, const void *bytes, size_t len, UgGame **out) {
    if (!out) return UG_ERR_ARGUMENT;
    *out = NULL;
    const UgRuleset *rules = ug_ruleset_of(mode);
    if (!rules) return UG_ERR_BAD_MODE;
    if (!rules->decode || !bytes) return UG_ERR_BAD_RECORD;
    UgReader r = {bytes, (const unsigned char *)bytes + len, true};
    char magic[17];
    ug_read_bytes(&r, magic, sizeof magic);
    if (!r.ok || memcmp(magic, "undergrid-state-2", 17) != 0) return UG_ERR_BAD_RECORD;
    if (ug_read_i64(&r, 0, UG_MODE_COUNT - 1) != (int64_t)mode || !r.ok) return UG_ERR_BAD_RECORD;
    char seed[UG_SEED_MAX_LEN + 1];
    size_t n = (size_t)ug_read_i64(&r, 0, UG_SEED_MAX_LEN);
    ug_read_bytes(&r, seed, n);
    seed[n] = '\0';
    if (!r.ok || strlen(seed) != n) return UG_ERR_BAD_RECORD;
    /* A new game of that seed gives every field a start (and checks the seed); the snapshot's
     * values then replace them. */
    UgGameParams params = {mode, seed};
    UgGame *g;
    UgError err = ug_game_new(&params, &g);
    if (err != UG_OK) return err == UG_ERR_NO_MEMORY ? err : UG_ERR_BAD_RECORD;
    if (strcmp(g->seed, seed) != 0) { /* a seed the game writes otherwise ("0226", "12345-67890") */
        ug_game_free(g);
        return UG_ERR_BAD_RECORD;
    }
    rules->decode(g, UG_ENCODE_STREAMS, &r);
    decode_engine(g, &r);
    if (r.ok) rules->decode(g, UG_ENCODE_TAIL, &r);
    g->kills = (int32_t)ug_read_i64(&r, 0, I32_MAX);
    if (r.ok) rules->decode(g, UG_ENCODE_EXTRA, &r);
    if (!r.ok || r.p != r.end) {
        ug_game_free(g);
        return UG_ERR_BAD_RECORD;
    }
    *out = g;
    return UG_OK;
}
