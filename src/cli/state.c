/* The state line of `undergrid play --keys` and `undergrid replay --state` (cli.h). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* --- JavaScript's Number toString ----------------------------------------------------------
 * ECMA-262's Number::toString(10): the fewest significant digits that read back as the same
 * double, then placed as JavaScript places them: plain digits for exponents -7 < e < 21, else
 * d.ddde+N. */
void ug_cli_js_number(double v, char out[UG_JS_NUMBER_MAX]) {
    if (isnan(v)) {
        strcpy(out, "NaN");
        return;
    }
    if (isinf(v)) {
        strcpy(out, v < 0 ? "-Infinity" : "Infinity");
        return;
    }
    if (v == 0) { /* -0 prints as 0 too */
        strcpy(out, "0");
        return;
    }
    char buf[40];
    int precision = 1;
    for (; precision <= 17; precision++) {
        snprintf(buf, sizeof buf, "%.*e", precision - 1, v);
        if (strtod(buf, NULL) == v) break;
    }
    /* buf is [-]d[.ddd]e[+-]xx: gather the digits and the exponent. */
    char digits[24];
    int k = 0;
    const char *p = buf;
    bool negative = *p == '-';
    if (negative) p++;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') digits[k++] = *p;
    while (k > 1 && digits[k - 1] == '0') k--; /* %.*e may pad with zeros; JS never does */
    digits[k] = '\0';
    int n = atoi(p + 1) + 1; /* the decimal point sits after n digits */
    char *o = out;
    if (negative) *o++ = '-';
    if (k <= n && n <= 21) {
        memcpy(o, digits, (size_t)k);
        o += k;
        for (int i = k; i < n; i++) *o++ = '0';
    } else if (0 < n && n <= 21) {
        memcpy(o, digits, (size_t)n);
        o += n;
        *o++ = '.';
        memcpy(o, digits + n, (size_t)(k - n));
        o += k - n;
    } else if (-6 < n && n <= 0) {
        *o++ = '0';
        *o++ = '.';
        for (int i = 0; i < -n; i++) *o++ = '0';
        memcpy(o, digits, (size_t)k);
        o += k;
    } else {
        *o++ = digits[0];
        if (k > 1) {
            *o++ = '.';
            memcpy(o, digits + 1, (size_t)(k - 1));
            o += k - 1;
        }
        o += sprintf(o, "e%c%d", n - 1 < 0 ? '-' : '+', abs(n - 1));
    }
    *o = '\0';
}

/* --- A growing text --------------------------------------------------------------------------- */

typedef struct Out {
    char *buf;
    size_t size, len; /* len may pass size: then only the length is counted */
} Out;

static void put(Out *o, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->size ? o->size - o->len : 0;
    int n = vsnprintf(room ? o->buf + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) o->len += (size_t)n;
}

static void put_string(Out *o, const char *s) {
    put(o, "\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            put(o, "\\%c", *p);
        else if (*p < 0x20)
            put(o, "\\u%04x", *p);
        else
            put(o, "%c", *p);
    }
    put(o, "\"");
}

/* The origin of the coordinates the mode's dump uses, in game coordinates: a mode whose board
 * has a ring of wall around the map proper (cursed: 54 x 18 around 52 x 16) dumps the map proper,
 * and its state lines use the same coordinates. Read from the dump's own "width". */
static int dump_origin(const UgGame *g) {
    char small[8192];
    size_t need = ug_game_dump(g, small, sizeof small);
    char *text = small;
    if (need >= sizeof small) {
        text = malloc(need + 1);
        if (!text) return 0;
        ug_game_dump(g, text, need + 1);
    }
    const char *w = strstr(text, "\"width\":");
    int width = w ? atoi(w + 8) : ug_game_width(g);
    if (text != small) free(text);
    int ring = (ug_game_width(g) - width) / 2;
    return ring > 0 ? ring : 0;
}

static const char *boss_name(UgBossState s) {
    switch (s) {
        case UG_BOSS_INACTIVE:
            return "inactive";
        case UG_BOSS_ACTIVE:
            return "active";
        case UG_BOSS_WIN:
            return "win";
        case UG_BOSS_NONE:
            break;
    }
    return "none";
}

static bool is_orb(int16_t kind) {
    return kind >= UG_ITEM_ORB_FIRE && kind <= UG_ITEM_ORB_LUMP;
}

/* Modes with an orb stack: the format of tests/fixtures/cursed/README.md (`final`). */
static void orb_state(Out *o, const UgGame *g) {
    int r = dump_origin(g);
    const UgPlayer *p = ug_game_player(g);
    char turn[UG_JS_NUMBER_MAX];
    ug_cli_js_number(ug_game_clock(g), turn);
    put(o, "{\"mode\":\"%s\",\"seed\":", ug_mode_name(ug_game_mode(g)));
    put_string(o, ug_game_seed(g));
    put(o, ",\"level\":%d,\"turn\":%s,\"alive\":%s,\"player\":{\"x\":%d,\"y\":%d},\"stack\":[",
        ug_game_floor(g), turn, ug_game_status(g) == UG_STATUS_DEAD ? "false" : "true", p->x - r,
        p->y - r);
    UgOrbSlot slots[UG_ORB_STACK_MAX];
    int n = ug_game_orb_stack(g, slots, UG_ORB_STACK_MAX);
    for (int i = 0; i < n && i < UG_ORB_STACK_MAX; i++)
        put(o, "%s{\"orb\":\"%s\",\"cursed\":%s}", i ? "," : "",
            ug_orb_kind_name((UgOrbKind)slots[i].kind), slots[i].cursed ? "true" : "false");
    UgStat curses;
    put(o, "],\"curses\":%d,\"boss\":\"%s\",\"enemies\":[",
        ug_game_stat(g, UG_STAT_CURSES, &curses) ? (int)curses.value : 0,
        boss_name(ug_game_boss_state(g)));
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        put(o, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"hp\":%d}", i ? "," : "",
            ug_monster_kind_name((UgMonsterKind)m->kind), m->x - r, m->y - r, (int)m->hp);
    }
    put(o, "],\"orbs\":[");
    bool first = true;
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        if (!is_orb(it->kind)) continue;
        put(o, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d}", first ? "" : ",",
            ug_item_kind_name((UgItemKind)it->kind), it->x - r, it->y - r);
        first = false;
    }
    put(o, "],\"stairs\":");
    bool stairs = false;
    for (int y = 0; y < ug_game_height(g) && !stairs; y++)
        for (int x = 0; x < ug_game_width(g) && !stairs; x++)
            if (ug_game_tile(g, x, y) == UG_TILE_STAIRS) {
                put(o, "{\"x\":%d,\"y\":%d}", x - r, y - r);
                stairs = true;
            }
    if (!stairs) put(o, "null");
    put(o, "}");
}

/* Every other mode: what the public API shows of the game (README, "replay --state"). */
static void general_state(Out *o, const UgGame *g) {
    const UgPlayer *p = ug_game_player(g);
    put(o, "{\"mode\":\"%s\",\"seed\":", ug_mode_name(ug_game_mode(g)));
    put_string(o, ug_game_seed(g));
    put(o,
        ",\"floor\":%d,\"turns\":%d,\"alive\":%s,\"player\":{\"x\":%d,\"y\":%d,\"hp\":%d,"
        "\"max_hp\":%d},\"stats\":{",
        ug_game_floor(g), (int)p->turns, ug_game_status(g) == UG_STATUS_DEAD ? "false" : "true",
        p->x, p->y, (int)p->hp, (int)p->max_hp);
    UgStat stats[UG_STAT_COUNT];
    int n = ug_game_stats(g, stats);
    bool first = true;
    for (int i = 0; i < n; i++) {
        if (stats[i].id == UG_STAT_SEED) continue;
        put(o, "%s\"%s\":{\"value\":%lld,\"max\":%lld}", first ? "" : ",",
            ug_stat_name((UgStatId)stats[i].id), (long long)stats[i].value,
            (long long)stats[i].max);
        first = false;
    }
    put(o, "},\"monsters\":[");
    for (int i = 0; i < ug_game_monster_count(g); i++) {
        const UgMonster *m = ug_game_monster(g, i);
        put(o, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"hp\":%d,\"max_hp\":%d}", i ? "," : "",
            ug_monster_kind_name((UgMonsterKind)m->kind), m->x, m->y, (int)m->hp, (int)m->max_hp);
    }
    put(o, "],\"items\":[");
    for (int i = 0; i < ug_game_item_count(g); i++) {
        const UgItem *it = ug_game_item(g, i);
        put(o, "%s{\"kind\":\"%s\",\"x\":%d,\"y\":%d,\"level\":%d}", i ? "," : "",
            ug_item_kind_name((UgItemKind)it->kind), it->x, it->y, it->level);
    }
    put(o, "],\"inventory\":[");
    for (int i = 0; i < ug_game_inventory_count(g); i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        put(o, "%s{\"kind\":\"%s\",\"level\":%d}", i ? "," : "",
            ug_item_kind_name((UgItemKind)it->kind), it->level);
    }
    put(o, "],\"hash\":\"%016llx\"}", (unsigned long long)ug_game_hash(g));
}

size_t ug_cli_state_json(const UgGame *game, char *buf, size_t size) {
    Out o = {buf, size, 0};
    if (size) buf[0] = '\0';
    if (ug_game_info(game)->key_table)
        orb_state(&o, game);
    else
        general_state(&o, game);
    if (size) buf[o.len < size ? o.len : size - 1] = '\0';
    return o.len;
}

char *ug_cli_state_new(const UgGame *game) {
    size_t need = ug_cli_state_json(game, NULL, 0);
    char *text = malloc(need + 1);
    if (text) ug_cli_state_json(game, text, need + 1);
    return text;
}
