/* adventure's aim preview (issue 26): for every orb kind and every tile around the player, the
 * tiles ug_game_orb_effect_tiles names are exactly the tiles the throw then touches, read from a
 * copy of the game thrown at that tile (the creatures it hurt, where they stood; the tile Slime
 * blinked the player to; the player's own tile for Ice's armour). Water, walls, creatures out of
 * sight and empty tiles are in the arena, so each "none" case is met too. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "modes/adventure/adventure.h"

enum { MAX_T = 16 };

/* An open room (walls around), no monsters, no items, the player at (10, 10). */
static UgGame *arena(void) {
    UgGame *g = NULL;
    UgGameParams p = {UG_MODE_ADVENTURE, "preview"};
    assert_int_equal(ug_game_new(&p, &g), UG_OK);
    AdvState *s = ug_adv_state(g);
    for (int y = 0; y < ADV_H; y++)
        for (int x = 0; x < ADV_W; x++)
            g->tiles[y][x] = x >= 1 && x <= 30 && y >= 1 && y <= 20 ? UG_TILE_FLOOR : UG_TILE_ROCK;
    g->monster_count = g->item_count = 0;
    memset(s->mon, 0, sizeof s->mon);
    g->player.x = 10, g->player.y = 10;
    ug_schedule_init(&s->schedule);
    ug_schedule_add(&s->schedule, 0, UG_SPEED_NORMAL, 0);
    s->boss_state = UG_BOSS_NONE;
    memset(g->visible, 1, sizeof g->visible);
    return g;
}

static void put_monster(UgGame *g, UgMonsterKind kind, int x, int y) {
    AdvState *s = ug_adv_state(g);
    UgMonster m = ug_adv_make_monster(kind, 1);
    m.x = (int16_t)x, m.y = (int16_t)y;
    m.id = ug_game_new_id(g);
    int i = g->monster_count++;
    g->monsters[i] = m;
    s->mon[i] = (AdvMonsterState){0};
    ug_schedule_add(&s->schedule, (int)m.id, m.speed, 0);
}

/* Trolls (too tough to die of one orb) near and far, one behind water, one out of sight, a wall
 * piece and a pool: every reason an orb touches something or nothing. */
static UgGame *scene(UgOrbKind kind) {
    UgGame *g = arena();
    put_monster(g, UG_MON_TROLL, 12, 10);
    put_monster(g, UG_MON_TROLL, 14, 12);
    put_monster(g, UG_MON_TROLL, 13, 7);
    put_monster(g, UG_MON_TROLL, 7, 10);  /* behind the water at (8, 10) */
    put_monster(g, UG_MON_TROLL, 10, 14); /* out of sight */
    put_monster(g, UG_MON_TROLL, 17, 10); /* beyond every range */
    g->tiles[10][8] = UG_TILE_WATER;
    g->tiles[12][11] = UG_TILE_ROCK;
    g->visible[14][10] = false;
    AdvState *s = ug_adv_state(g);
    s->orbs[s->orb_count++] = (int8_t)kind;
    return g;
}

static bool has_tile(const UgTileXY *t, int n, int x, int y) {
    for (int i = 0; i < n; i++)
        if (t[i].x == x && t[i].y == y) return true;
    return false;
}

static void add_tile(UgTileXY *t, int *n, int x, int y) {
    if (has_tile(t, *n, x, y)) return;
    assert_true(*n < MAX_T);
    t[(*n)++] = (UgTileXY){(int16_t)x, (int16_t)y};
}

/* What the throw at (x, y) touched, on a copy: written to t[]; returns how many. */
static int thrown(const UgGame *g, int x, int y, UgTileXY *t) {
    UgGame *copy = ug_game_clone(g);
    assert_non_null(copy);
    UgEvents ev = {0};
    int px = g->player.x, py = g->player.y, n = 0;
    bool acted = ug_game_act(copy, ug_action_use_at(0, UG_VERB_EAT, x, y), &ev);
    for (int i = 0; acted && i < ev.count; i++) {
        const UgEvent *e = &ev.items[i];
        if (e->kind == UG_EV_DAMAGE && e->subject == UG_ID_PLAYER) {
            const UgMonster *m = ug_game_monster_by_id(g, e->object); /* where it stood */
            assert_non_null(m);
            add_tile(t, &n, m->x, m->y);
        }
        if (e->kind == UG_EV_MESSAGE && e->msg == UG_MSG_ICE_ARMOR) add_tile(t, &n, px, py);
        if (e->kind == UG_EV_MESSAGE && e->msg == UG_MSG_BLINK)
            add_tile(t, &n, copy->player.x, copy->player.y);
    }
    ug_game_free(copy);
    return n;
}

static void preview_is_the_throw(void **state) {
    (void)state;
    static const UgOrbKind kinds[] = {UG_ORB_FIRE, UG_ORB_ICE, UG_ORB_SLIME, UG_ORB_LUMP};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        UgGame *g = scene(kinds[k]);
        int touching = 0, empty = 0;
        for (int y = 2; y <= 18; y++)
            for (int x = 2; x <= 18; x++) {
                UgTileXY want[MAX_T], got[MAX_T];
                int n = ug_game_orb_effect_tiles(g, x, y, want, MAX_T);
                int m = thrown(g, x, y, got);
                if (n != m)
                    fail_msg("orb %d at (%d, %d): preview %d tiles, throw %d", kinds[k], x, y, n,
                             m);
                for (int i = 0; i < n; i++)
                    if (!has_tile(got, m, want[i].x, want[i].y))
                        fail_msg("orb %d at (%d, %d): (%d, %d) previewed, not touched", kinds[k], x,
                                 y, want[i].x, want[i].y);
                if (n)
                    touching++;
                else
                    empty++;
            }
        /* Every kind touches something somewhere and nothing elsewhere. */
        assert_true(touching > 0);
        assert_true(empty > 0);
        ug_game_free(g);
    }
}

/* The named cases, so that a preview that agreed with a broken throw would still be caught. */
static void preview_cases(void **state) {
    (void)state;
    UgTileXY t[MAX_T];
    UgGame *g = scene(UG_ORB_FIRE);
    assert_int_equal(ug_game_orb_effect_tiles(g, 12, 10, t, MAX_T), 1);
    assert_true(t[0].x == 12 && t[0].y == 10);
    assert_true(ug_game_orb_target_ok(g, 7, 10));                       /* it can be thrown ... */
    assert_int_equal(ug_game_orb_effect_tiles(g, 7, 10, t, MAX_T), 0);  /* ... and fizzles */
    assert_int_equal(ug_game_orb_effect_tiles(g, 10, 14, t, MAX_T), 0); /* unseen */
    assert_int_equal(ug_game_orb_effect_tiles(g, 11, 10, t, MAX_T), 0); /* no creature */
    assert_int_equal(ug_game_orb_effect_tiles(g, 12, 10, NULL, 0), 1);  /* counted, unwritten */
    ug_game_free(g);
    g = scene(UG_ORB_ICE);
    assert_int_equal(ug_game_orb_effect_tiles(g, 10, 10, t, MAX_T), 1);
    assert_true(t[0].x == 10 && t[0].y == 10);
    assert_int_equal(ug_game_orb_effect_tiles(g, 12, 10, t, MAX_T), 0);
    ug_game_free(g);
    g = scene(UG_ORB_SLIME);
    assert_int_equal(ug_game_orb_effect_tiles(g, 11, 10, t, MAX_T), 1);
    assert_int_equal(ug_game_orb_effect_tiles(g, 12, 10, t, MAX_T), 0); /* a creature there */
    ug_game_free(g);
    /* No orb, and another mode: nothing. */
    g = arena();
    assert_int_equal(ug_game_orb_effect_tiles(g, 10, 10, t, MAX_T), 0);
    ug_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(preview_is_the_throw),
        cmocka_unit_test(preview_cases),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
