/* `undergrid dump`: each mode writes its floor in its original's terms (the mode's dump hook);
 * what every mode's dump shares is here. */
#include "engine/engine.h"

size_t ug_game_dump(const UgGame *game, char *buf, size_t size) {
    UgText t = ug_text_on(buf, size);
    game->rules->dump(game, &t);
    return t.len;
}

void ug_dump_head(UgText *t, const UgGame *g) {
    ug_text_printf(t, "{\"mode\":\"%s\",\"seed\":", ug_mode_name(ug_game_mode(g)));
    ug_text_json_string(t, ug_game_seed(g));
    ug_text_printf(t, ",\"floor\":%d,\"width\":%d,\"height\":%d,\"grid\":[", g->floor, g->width,
                   g->height);
    char row[UG_MAP_MAX_W + 1];
    for (int y = 0; y < g->height; y++) {
        for (int x = 0; x < g->width; x++) row[x] = ug_tile_char((UgTile)g->tiles[y][x]);
        row[g->width] = '\0';
        ug_text_put(t, y ? ",\"" : "\"");
        ug_text_put(t, row);
        ug_text_put(t, "\"");
    }
    ug_text_put(t, "]");
}

void ug_dump_items_and_end(UgText *t, const UgGame *g) {
    ug_text_put(t, "],\"items\":[");
    for (int i = 0; i < g->item_count; i++) {
        const UgItem *it = &g->items[i];
        ug_text_printf(t, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"level\":%d}", i ? "," : "",
                       ug_item_kind_name((UgItemKind)it->kind), it->x, it->y, it->level);
    }
    ug_text_put(t, "]}\n");
}
