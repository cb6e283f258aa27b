/* Floors kept and entered (floor.h): plain copies between a UgFloor and the game. */
#include <string.h>

#include "engine/floor.h"

void ug_floor_keep(const UgGame *g, UgFloor *f) {
    f->width = g->width;
    f->height = g->height;
    memcpy(f->tiles, g->tiles, sizeof f->tiles);
    memcpy(f->seen, g->seen, sizeof f->seen);
    f->monster_count = g->monster_count;
    memcpy(f->monsters, g->monsters, (size_t)g->monster_count * sizeof g->monsters[0]);
    f->item_count = g->item_count;
    memcpy(f->items, g->items, (size_t)g->item_count * sizeof g->items[0]);
}

void ug_floor_enter(UgGame *g, const UgFloor *f) {
    g->width = f->width;
    g->height = f->height;
    memcpy(g->tiles, f->tiles, sizeof g->tiles);
    memcpy(g->seen, f->seen, sizeof g->seen);
    g->monster_count = f->monster_count;
    memcpy(g->monsters, f->monsters, (size_t)f->monster_count * sizeof f->monsters[0]);
    g->item_count = f->item_count;
    memcpy(g->items, f->items, (size_t)f->item_count * sizeof f->items[0]);
}

void ug_floor_enter_new(UgGame *g, const UgFloorParts *p) {
    g->width = p->width;
    g->height = p->height;
    memcpy(g->tiles, p->tiles, sizeof g->tiles);
    memset(g->seen, 0, sizeof g->seen);
    g->monster_count = p->monster_count;
    memcpy(g->monsters, p->monsters, (size_t)p->monster_count * sizeof p->monsters[0]);
    g->item_count = p->item_count;
    memcpy(g->items, p->items, (size_t)p->item_count * sizeof p->items[0]);
    for (int i = 0; i < g->monster_count; i++) g->monsters[i].id = ug_game_new_id(g);
    for (int i = 0; i < g->item_count; i++) g->items[i].id = ug_game_new_id(g);
}

UgFloorView ug_floor_view(const UgFloor *f) {
    return (UgFloorView){f->width, f->height, f->tiles, f->seen};
}
