/* The feel of a turn: effects from the difference a turn made, drawn at a time. See anim.h. */
#include "anim.h"

#include <stdlib.h>
#include <string.h>

#include "sprites.h"

/* Each kind's length (the flight's grows with its path, up to FLIGHT_MAX_MS); what follows a
 * flight starts when it lands and is cut to end by UG_ANIM_TOTAL_MS. */
enum {
    FLIGHT_STEP_MS = 12,
    FLIGHT_MIN_MS = 30,
    FLIGHT_MAX_MS = 60,
    FLASH_MS = 110,
    FADE_MS = 130,
    LEVEL_MS = 130
};

static const UgColor flash_hit = {255, 255, 255, 255};   /* a creature hit: white */
static const UgColor flash_hurt = {230, 40, 40, 255};    /* the player hurt: red */
static const UgColor level_gold = {255, 210, 70, 255};   /* a level gained */
static const UgColor orb_default = {255, 255, 255, 255}; /* an orb of no known kind */
static const UgColor orb_back = {20, 16, 30, 255};

void ug_anim_before(UgAnimBefore *b, const UgGame *g) {
    memset(b, 0, sizeof *b);
    const UgPlayer *p = ug_game_player(g);
    b->px = p->x;
    b->py = p->y;
    b->hp = p->hp;
    UgStat level;
    b->level = ug_game_stat(g, UG_STAT_LEVEL, &level) ? level.value : 0;
    b->floor = ug_game_floor(g);
    b->orb = -1;
    UgOrbSlot stack[UG_ORB_STACK_MAX];
    int n = ug_game_orb_stack(g, stack, UG_ORB_STACK_MAX);
    int top = ug_game_orb_top(g);
    if (top >= 0 && top < n && top < UG_ORB_STACK_MAX) b->orb = stack[top].kind;
    for (int i = 0; i < ug_game_monster_count(g) && b->count < UG_MAX_MONSTERS; i++) {
        const UgMonster *m = ug_game_monster(g, i);
        if (!m || m->hp <= 0 || !ug_game_visible(g, m->x, m->y)) continue;
        b->seen[b->count].id = m->id;
        b->seen[b->count].x = m->x;
        b->seen[b->count].y = m->y;
        b->seen[b->count].kind = m->kind;
        b->seen[b->count].hp = m->hp;
        b->count++;
    }
}

static UgAnim *add(UgAnims *a, UgAnimKind kind, int x, int y, int start, int dur) {
    if (a->count >= UG_ANIM_MAX) return NULL;
    if (start + dur > UG_ANIM_TOTAL_MS) dur = UG_ANIM_TOTAL_MS - start;
    if (dur <= 0) return NULL;
    UgAnim *e = &a->items[a->count++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->x = (int16_t)x;
    e->y = (int16_t)y;
    e->start_ms = (int16_t)start;
    e->dur_ms = (int16_t)dur;
    return e;
}

/* The tiles of a straight line from (x0, y0) to (x1, y1), the first left out (Bresenham's). */
static int line(int x0, int y0, int x1, int y1, int16_t *xs, int16_t *ys, int max) {
    int dx = abs(x1 - x0), dy = -abs(y1 - y0);
    int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    int err = dx + dy, n = 0;
    while ((x0 != x1 || y0 != y1) && n < max) {
        int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
        xs[n] = (int16_t)x0;
        ys[n] = (int16_t)y0;
        n++;
    }
    return n;
}

static bool creature_before(const UgAnimBefore *b, int x, int y) {
    for (int i = 0; i < b->count; i++)
        if (b->seen[i].x == x && b->seen[i].y == y) return true;
    return false;
}

/* The orb thrown: its look, and its flight up to the first creature on the line (where a bolt
 * stops) or the target. Returns when it lands. */
static int add_flight(UgAnims *out, const UgAnimBefore *b, UgAction action) {
    int16_t xs[UG_ANIM_PATH_MAX], ys[UG_ANIM_PATH_MAX];
    int n = line(b->px, b->py, action.x, action.y, xs, ys, UG_ANIM_PATH_MAX);
    if (n <= 0) return 0;
    int land = n - 1;
    for (int i = 0; i < n; i++)
        if (creature_before(b, xs[i], ys[i])) {
            land = i;
            break;
        }
    int dur = (land + 1) * FLIGHT_STEP_MS;
    dur = dur < FLIGHT_MIN_MS ? FLIGHT_MIN_MS : dur > FLIGHT_MAX_MS ? FLIGHT_MAX_MS : dur;
    UgAnim *e = add(out, UG_ANIM_FLIGHT, xs[land], ys[land], 0, dur);
    if (!e) return 0;
    e->from_x = b->px;
    e->from_y = b->py;
    bool known = b->orb >= UG_ORB_FIRE && b->orb <= UG_ORB_LUMP;
    const UgLook *look = known ? ug_look_item((UgItemKind)(UG_ITEM_ORB_FIRE + b->orb)) : NULL;
    e->glyph = look ? look->glyph : '*';
    e->color = look ? look->fg : orb_default;
    e->sprite = (uint8_t)(b->orb >= 0 ? ug_sprite_orb(b->orb, false) : 0);
    return dur;
}

/* The look a creature had on the frame shown (what the player saw), else its kind's. */
static void shown_look(UgAnim *e, const UgFrame *shown, int kind) {
    const UgLook *look = ug_look_monster((UgMonsterKind)kind);
    e->glyph = look->glyph;
    e->color = look->fg;
    e->sprite = (uint8_t)ug_sprite_monster((UgMonsterKind)kind);
    if (!shown || !shown->has_board) return;
    int vx = e->x - shown->cam_x, vy = e->y - shown->cam_y;
    if (vx < 0 || vy < 0 || vx >= shown->board_w || vy >= shown->board_h) return;
    const UgCell *c = &shown->cells[vy][vx];
    if (!c->monster || !c->glyph) return;
    e->glyph = c->glyph;
    e->color = c->fg;
    if (c->thing) e->sprite = c->thing;
}

int ug_anims_from_turn(UgAnims *out, const UgAnimBefore *b, const UgGame *after, UgAction action,
                       bool acted, const UgFrame *shown) {
    memset(out, 0, sizeof *out);
    if (!acted || !after || ug_game_floor(after) != b->floor) return 0;
    int start = 0;
    if (action.kind == UG_ACT_USE_AT) start = add_flight(out, b, action);
    for (int i = 0; i < b->count; i++) {
        const UgMonster *m = ug_game_monster_by_id(after, b->seen[i].id);
        if (!m || m->hp <= 0) {
            /* shown whole while the orb flies, then fading */
            UgAnim *e = add(out, UG_ANIM_FADE, b->seen[i].x, b->seen[i].y, 0, start + FADE_MS);
            if (e) e->hold_ms = (int16_t)start;
            if (e) shown_look(e, shown, b->seen[i].kind);
        } else if (m->hp < b->seen[i].hp && ug_game_visible(after, m->x, m->y)) {
            add(out, UG_ANIM_FLASH, m->x, m->y, start, FLASH_MS);
        }
    }
    const UgPlayer *p = ug_game_player(after);
    if (p->hp < b->hp && p->hp > 0) {
        UgAnim *e = add(out, UG_ANIM_FLASH, p->x, p->y, start, FLASH_MS);
        if (e) e->player = true;
    }
    UgStat level;
    if (ug_game_stat(after, UG_STAT_LEVEL, &level) && level.value > b->level)
        add(out, UG_ANIM_LEVEL, p->x, p->y, start, LEVEL_MS);
    return out->count;
}

int ug_anims_end_ms(const UgAnims *a) {
    int end = 0;
    for (int i = 0; a && i < a->count; i++)
        if (a->items[i].start_ms + a->items[i].dur_ms > end)
            end = a->items[i].start_ms + a->items[i].dur_ms;
    return end;
}

/* The board cell showing floor tile (x, y) when it is in sight now; NULL otherwise. */
static UgCell *cell_in_sight(UgFrame *f, int x, int y) {
    int vx = x - f->cam_x, vy = y - f->cam_y;
    if (vx < 0 || vy < 0 || vx >= f->board_w || vy >= f->board_h) return NULL;
    if (vx >= UG_FRAME_MAX_W || vy >= UG_FRAME_MAX_H) return NULL;
    UgCell *c = &f->cells[vy][vx];
    return c->seen && !c->dimmed ? c : NULL;
}

static UgColor faded(UgColor c, int alpha) {
    c.a = (uint8_t)(alpha < 0 ? 0 : alpha > 255 ? 255 : alpha);
    return c;
}

/* A lit block of `color` behind the cell's glyph (also over sprites: UgCell.lit). */
static void light(UgCell *c, UgColor color) {
    c->bg = color;
    c->lit = true;
}

static bool draw_flight(UgFrame *f, const UgAnim *e, int t) {
    int16_t xs[UG_ANIM_PATH_MAX], ys[UG_ANIM_PATH_MAX];
    int n = line(e->from_x, e->from_y, e->x, e->y, xs, ys, UG_ANIM_PATH_MAX);
    if (n <= 0) return false;
    int i = t * n / e->dur_ms;
    if (i >= n) i = n - 1;
    if (i > 0) { /* a faint trail on the tile it left */
        UgCell *trail = cell_in_sight(f, xs[i - 1], ys[i - 1]);
        if (trail) light(trail, faded(e->color, 90));
    }
    UgCell *c = cell_in_sight(f, xs[i], ys[i]);
    if (!c) return false;
    c->glyph = e->glyph;
    c->fg = e->color;
    light(c, orb_back);
    c->thing = e->sprite;
    return true;
}

static bool draw_flash(UgFrame *f, const UgAnim *e, int t) {
    UgCell *c = cell_in_sight(f, e->x, e->y);
    if (!c) return false;
    /* full for the first half, then fading out */
    int alpha = t * 2 < e->dur_ms ? 255 : 255 * 2 * (e->dur_ms - t) / e->dur_ms;
    light(c, faded(e->player ? flash_hurt : flash_hit, alpha));
    if (!e->player) c->fg = (UgColor){20, 20, 20, 255}; /* the glyph reads on white */
    return true;
}

int ug_anim_fade_alpha(const UgAnim *e, int t) {
    if (!e || t <= e->hold_ms) return 255;
    int fade = e->dur_ms - e->hold_ms;
    if (fade <= 0 || t >= e->dur_ms) return 0;
    return (255 * (e->dur_ms - t) + fade / 2) / fade; /* rounded: 255 at the hold's end */
}

/* The creature drawn over the tile as the frame now has it (its floor, its ground colour), its
 * glyph's colour and its sprite at the fade's alpha. */
static bool draw_fade(UgFrame *f, const UgAnim *e, int t) {
    UgCell *c = cell_in_sight(f, e->x, e->y);
    if (!c || c->monster || c->player) return false; /* something stands there now */
    int alpha = ug_anim_fade_alpha(e, t);
    c->glyph = e->glyph;
    c->fg = faded(e->color, alpha * e->color.a / 255);
    c->thing = e->sprite;
    c->thing_fade = (uint8_t)(255 - alpha);
    return true;
}

static bool draw_level(UgFrame *f, const UgAnim *e, int t) {
    int r = 1 + 2 * t / e->dur_ms; /* a ring that grows: 1, then 2 tiles out */
    int alpha = 230 * (e->dur_ms - t) / e->dur_ms + 25;
    bool drawn = false;
    for (int dy = -r; dy <= r; dy++)
        for (int dx = -r; dx <= r; dx++) {
            if (abs(dx) != r && abs(dy) != r) continue;
            UgCell *c = cell_in_sight(f, e->x + dx, e->y + dy);
            if (c) light(c, faded(level_gold, alpha));
            drawn = drawn || c;
        }
    UgCell *c = cell_in_sight(f, e->x, e->y);
    if (c) light(c, faded(level_gold, alpha / 2));
    return drawn || c;
}

static bool (*const draw[UG_ANIM_KIND_COUNT])(UgFrame *, const UgAnim *, int) = {
    draw_flight, draw_flash, draw_fade, draw_level};

bool ug_anims_draw(UgFrame *f, const UgAnims *a, int t) {
    if (!f || !a || !f->has_board || t < 0) return false;
    bool drawn = false;
    /* in their order of kind, so that a flash shows over the level's ring */
    static const UgAnimKind order[] = {UG_ANIM_LEVEL, UG_ANIM_FADE, UG_ANIM_FLASH, UG_ANIM_FLIGHT};
    for (size_t k = 0; k < sizeof order / sizeof order[0]; k++)
        for (int i = 0; i < a->count; i++) {
            const UgAnim *e = &a->items[i];
            if (e->kind != order[k] || t < e->start_ms || t >= e->start_ms + e->dur_ms) continue;
            int local = t - e->start_ms;
            if (draw[e->kind](f, e, local)) drawn = true;
        }
    return drawn;
}
