/* Scenarios (see scenario.h): direct edits of a game's state for tests. */
#include "undergrid/scenario.h"

#include <string.h>

#include "engine/engine.h"

void ug_scenario_clear(UgGame *g) {
    memset(g->tiles, UG_TILE_ROCK, sizeof g->tiles);
    memset(g->seen, 0, sizeof g->seen);
    memset(g->visible, 0, sizeof g->visible);
    g->monster_count = 0;
    g->item_count = 0;
}

void ug_scenario_set_tile(UgGame *g, int x, int y, UgTile tile) {
    if (ug_in_bounds(g, x, y)) g->tiles[y][x] = (uint8_t)tile;
}

void ug_scenario_set_seen(UgGame *g, int x, int y, bool seen, bool visible) {
    if (!ug_in_bounds(g, x, y)) return;
    g->seen[y][x] = seen || visible;
    g->visible[y][x] = visible;
}

void ug_scenario_place_player(UgGame *g, int x, int y) {
    g->player.x = (int16_t)x;
    g->player.y = (int16_t)y;
}

void ug_scenario_set_player(UgGame *g, int hp, int max_hp, int turns) {
    g->player.hp = hp;
    g->player.max_hp = max_hp;
    g->player.turns = turns;
}

UgId ug_scenario_add_monster(UgGame *g, UgMonsterKind kind, int x, int y, int hp) {
    if (g->monster_count >= UG_MAX_MONSTERS) return UG_ID_NONE;
    UgMonster *m = &g->monsters[g->monster_count++];
    memset(m, 0, sizeof *m);
    m->kind = (int16_t)kind;
    m->x = (int16_t)x;
    m->y = (int16_t)y;
    m->hp = m->max_hp = hp;
    m->speed = UG_SPEED_NORMAL;
    return m->id = ug_game_new_id(g);
}

UgId ug_scenario_add_item(UgGame *g, UgItemKind kind, int x, int y, int level) {
    if (g->item_count >= UG_MAX_ITEMS) return UG_ID_NONE;
    UgItem *it = &g->items[g->item_count++];
    *it = (UgItem){(int16_t)kind, (int16_t)x, (int16_t)y, (int16_t)level, ug_game_new_id(g)};
    return it->id;
}

bool ug_scenario_give_item(UgGame *g, UgItemKind kind, int level) {
    if (!g->rules->give_item) return false;
    UgItem it = {(int16_t)kind, 0, 0, (int16_t)level, ug_game_new_id(g)};
    return g->rules->give_item(g, it);
}
