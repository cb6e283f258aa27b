/* adventure's tables (ADVENTURE.md §4-§6; the tuned numbers are in docs/RULES-adventure.md). */
#include "modes/adventure/adventure.h"

#include <stddef.h>

static const AdvMonsterInfo monsters[] = {
    /* kind, depths, HP, ATK, DEF, speed, behaviour, EXP */
    {UG_MON_RAT, 1, 3, 4, 3, 1, UG_SPEED_NORMAL, ADV_CHASE, 1},
    {UG_MON_GOBLIN, 1, 4, 8, 4, 2, UG_SPEED_NORMAL, ADV_CHASE, 3},
    {UG_MON_DOG, 2, 5, 6, 4, 1, UG_SPEED_FAST, ADV_CHASE, 3},
    {UG_MON_ARCHER, 3, 7, 6, 4, 2, UG_SPEED_NORMAL, ADV_KEEP_DISTANCE, 5},
    {UG_MON_OGRE, 3, 8, 20, 8, 4, UG_SPEED_NORMAL, ADV_CHASE, 10},
    {UG_MON_ZOMBIE, 4, 8, 26, 7, 5, UG_SPEED_SLOW, ADV_CHASE, 8},
    {UG_MON_CULTIST, 5, 9, 12, 5, 3, UG_SPEED_NORMAL, ADV_SUMMON, 8},
    {UG_MON_WISP, 6, 10, 6, 3, 6, UG_SPEED_FAST, ADV_CURSE, 10},
    {UG_MON_BOMBER, 7, 10, 10, 5, 3, UG_SPEED_NORMAL, ADV_BOMB, 12},
    {UG_MON_TROLL, 8, 10, 40, 11, 6, UG_SPEED_NORMAL, ADV_REGENERATE, 25},
    /* bosses: each at least twice the strongest grunt of its region (docs/RULES-adventure.md) */
    {UG_MON_GARGOYLE, 3, 3, 50, 9, 4, UG_SPEED_NORMAL, ADV_GARGOYLE, 40},
    {UG_MON_JUVENILE_GARGOYLE, 3, 3, 25, 7, 3, UG_SPEED_NORMAL, ADV_CHASE, 15},
    {UG_MON_BUTCHER, 6, 6, 100, 14, 6, UG_SPEED_NORMAL, ADV_BUTCHER, 80},
    {UG_MON_GHOUL, 9, 9, 110, 12, 7, UG_SPEED_FAST, ADV_GHOUL, 150},
    {UG_MON_GIOVANNI, 10, 10, 120, 13, 8, UG_SPEED_NORMAL, ADV_GIOVANNI, 300},
    {UG_MON_HP_BOMB, 7, 10, 1, 0, 0, UG_SPEED_NORMAL, ADV_BURST, 0},
};

const AdvMonsterInfo *ug_adv_monster_info(UgMonsterKind kind) {
    for (size_t i = 0; i < sizeof monsters / sizeof monsters[0]; i++)
        if (monsters[i].kind == (int16_t)kind) return &monsters[i];
    return NULL;
}

int ug_adv_monster_reach(UgMonsterKind kind) {
    const AdvMonsterInfo *info = ug_adv_monster_info(kind);
    switch (info ? info->behaviour : ADV_CHASE) {
        case ADV_KEEP_DISTANCE:
        case ADV_GIOVANNI:
            return 5;
        case ADV_BOMB:
        case ADV_BUTCHER:
            return 3;
        case ADV_GARGOYLE:
            return 2;
        default:
            return 1;
    }
}

int32_t ug_adv_ceil_scale(int32_t x, int num, int den) {
    int64_t v = ((int64_t)x * num + den - 1) / den;
    return v > INT32_MAX ? INT32_MAX : (int32_t)v;
}

UgMonster ug_adv_make_monster(UgMonsterKind kind, int level) {
    const AdvMonsterInfo *info = ug_adv_monster_info(kind);
    UgMonster m = {0};
    m.kind = (int16_t)kind;
    m.level = level < 1 ? 1 : level;
    if (!info) return m;
    m.hp = info->hp, m.atk = info->atk, m.def = info->def, m.exp = info->exp;
    for (int l = 1; l < m.level; l++) {
        m.hp = ug_adv_ceil_scale(m.hp, 12, 10);
        m.atk = ug_adv_ceil_scale(m.atk, 11, 10);
        m.def = ug_adv_ceil_scale(m.def, 11, 10);
        m.exp = ug_adv_ceil_scale(m.exp, 14, 10);
    }
    m.max_hp = m.hp;
    m.speed = info->speed;
    if (info->behaviour >= ADV_GARGOYLE && info->behaviour <= ADV_GIOVANNI)
        m.flags = UG_MONSTER_BOSS;
    return m;
}

int ug_adv_item_weight(UgItemKind kind) {
    switch (kind) {
        case UG_ITEM_APPLE:
            return 1;
        case UG_ITEM_RATION:
            return 10;
        case UG_ITEM_POTION:
            return 2;
        case UG_ITEM_DAGGER:
            return 10;
        case UG_ITEM_SWORD:
            return 25;
        case UG_ITEM_AXE:
            return 40;
        case UG_ITEM_LEATHER:
            return 20;
        case UG_ITEM_MAIL:
            return 50;
        case UG_ITEM_PLATE:
            return 80;
        default:
            return 0;
    }
}

int ug_adv_item_bonus(UgItemKind kind) {
    switch (kind) {
        case UG_ITEM_DAGGER:
            return 2;
        case UG_ITEM_SWORD:
            return 4;
        case UG_ITEM_AXE:
            return 7;
        case UG_ITEM_LEATHER:
            return 1;
        case UG_ITEM_MAIL:
            return 3;
        case UG_ITEM_PLATE:
            return 5;
        default:
            return 0;
    }
}

bool ug_adv_is_weapon(UgItemKind kind) {
    return kind == UG_ITEM_DAGGER || kind == UG_ITEM_SWORD || kind == UG_ITEM_AXE;
}

bool ug_adv_is_armour(UgItemKind kind) {
    return kind == UG_ITEM_LEATHER || kind == UG_ITEM_MAIL || kind == UG_ITEM_PLATE;
}

int ug_adv_region(int depth) {
    return depth <= 3 ? 0 : depth <= 6 ? 1 : depth <= 9 ? 2 : 3;
}

int ug_adv_sight(int depth) {
    return ug_adv_region(depth) == 1 ? 6 : 8;
}

int ug_adv_boss_kind(int depth) {
    switch (depth) {
        case 3:
            return UG_MON_GARGOYLE;
        case 6:
            return UG_MON_BUTCHER;
        case 9:
            return UG_MON_GHOUL;
        case 10:
            return UG_MON_GIOVANNI;
        default:
            return -1;
    }
}

void ug_adv_damage_range(int32_t atk, int32_t def, int32_t *low, int32_t *high) {
    int64_t base = ((int64_t)11 * atk - (int64_t)4 * def) / 10;
    if (base < 1) base = 1;
    if (base > INT32_MAX) base = INT32_MAX;
    *high = (int32_t)base;
    *low = base / 2 < 1 ? 1 : (int32_t)(base / 2);
}

int32_t ug_adv_damage(int32_t atk, int32_t def, UgRng *rng) {
    int32_t low, high;
    ug_adv_damage_range(atk, def, &low, &high);
    return (int32_t)(low + (int32_t)ug_rng_below(rng, (uint32_t)(high - low + 1)));
}
