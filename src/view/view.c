/* Game -> Frame. See view.h. Here: the frame's entry (ug_view_build, which empties the frame and
 * calls the parts), the view's colours, simple's inventory and its panel. The parts: words.c (the
 * messages' rows and sentences), board.c (cells, camera, minimap), panels.c (HUD, log, sight,
 * look, help, quit, notices, end screens) and a mode's own in src/view/modes/<mode>/. Every
 * string here is an msgid looked up in the catalog. */
#include "view.h"
#include "anim.h"
#include "inventory_view.h"

#include "undergrid/auto.h"

#include "menu.h"
#include "keys_view.h"
#include "touch_view.h"
#include "palette.h"
#include "cursed_view.h"
#include "profile.h"
#include "text.h"
#include "view_parts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const UgColor ug_color_background = {8, 8, 14, 255};
const UgColor ug_color_text = {200, 210, 255, 255};
const UgColor ug_color_hud = {230, 230, 240, 255};
const UgColor ug_color_heading = {255, 255, 255, 255};
const UgColor ug_color_panel = {16, 16, 28, 255};
const UgColor ug_color_frame = {60, 56, 92, 255};
const UgColor ug_color_bar_back = {40, 30, 40, 255};
const UgColor ug_color_dim = {150, 146, 176, 255};
const UgColor ug_color_key_hint = {255, 214, 90, 255};
const UgColor ug_color_bad = {255, 120, 110, 255};

int ug_view_text_palette(UgColorPair *out, int max) {
    const UgColor backs[] = {ug_color_background, ug_color_panel};
    UgColor texts[UG_MSGKIND_COUNT + 7];
    int n = 0, t = 0;
    texts[t++] = ug_color_text;
    texts[t++] = ug_color_hud;
    texts[t++] = ug_color_heading;
    texts[t++] = ug_color_dim;
    texts[t++] = ug_color_key_hint;
    texts[t++] = ug_color_bad;
    for (int k = 0; k < UG_MSGKIND_COUNT; k++) texts[t++] = ug_view_kind_color((UgMsgKind)k);
    for (int i = 0; i < t; i++)
        for (int b = 0; b < 2; b++)
            if (n < max) out[n++] = (UgColorPair){texts[i], backs[b]};
    /* The chosen menu row and inventory row: the heading's white (and the hint) on the frame. */
    if (n < max) out[n++] = (UgColorPair){ug_color_heading, ug_color_frame};
    if (n < max) out[n++] = (UgColorPair){ug_color_text, ug_color_frame};
    return n;
}

/* --- simple's inventory ------------------------------------------------------------------- */

int ug_view_inventory_count(const UgGame *g) {
    return g && (ug_game_info(g)->systems & UG_SYS_INVENTORY) ? ug_game_inventory_count(g) : 0;
}

/* The item rows the panel shows: the layout's, at most the original's 10. */
int ug_view_inventory_rows(const UgViewState *s) {
    if (s->inv_rows < 1 || s->inv_rows > UG_FRAME_INV_ROWS) return UG_FRAME_INV_ROWS;
    return s->inv_rows;
}

/* Keeps the chosen row in range and among the rows shown. */
void ug_view_inventory_clamp(UgViewState *s, int count) {
    int rows = ug_view_inventory_rows(s);
    if (s->inv_index >= count) s->inv_index = count - 1;
    if (s->inv_index < 0) s->inv_index = 0;
    if (s->inv_offset > s->inv_index) s->inv_offset = s->inv_index;
    if (s->inv_offset + rows <= s->inv_index) s->inv_offset = s->inv_index - rows + 1;
    if (s->inv_offset > count - rows) s->inv_offset = count - rows; /* no empty rows below */
    if (s->inv_offset < 0) s->inv_offset = 0;
}

int ug_view_item_verbs(const UgGame *g, int index, UgVerb verbs[UG_VERB_COUNT]) {
    const UgItem *it = ug_game_inventory_item(g, index);
    return it ? ug_item_verbs((UgItemKind)it->kind, verbs) : 0;
}

/* The panel's rules above are the view's (view.h); the inventory's state machine (open, move,
 * choose) is the controllers' (src/app/controllers/inventory.c), over the same rules. */
static const char *const verb_msgids[UG_VERB_COUNT] = {"Eat",  "Drink",  "Put down", "Wield",
                                                       "Wear", "Remove", "Drop"};

void ug_view_build_inventory(UgFrame *f, const UgGame *g, const UgCatalog *c, UgViewState s) {
    const UgViewProfile *profile = ug_view_profile_of(g);
    int count = ug_view_inventory_count(g);
    f->has_inventory = true;
    f->inv_count = 0;
    f->inv_cursor = -1;
    f->inv_menu = false;
    if (s.inv_open && count > 0) ug_view_inventory_clamp(&s, count);
    bool full = ug_inv_full(g); /* stacks, as the full screen lists them (inventory_view.h) */
    if (s.inv_open && s.inv_menu && count > 0 && !full) {
        const UgItem *it = ug_game_inventory_item(g, s.inv_index);
        char name[UG_FRAME_TEXT_MAX];
        ug_view_item_name(c, it, name, sizeof name);
        set_line(&f->inv_title, name, ug_color_heading);
        UgVerb verbs[UG_VERB_COUNT];
        int n = ug_view_item_verbs(g, s.inv_index, verbs);
        for (int i = 0; i < n; i++) {
            set_line(&f->inv_lines[f->inv_count], tr(c, verb_msgids[verbs[i]]), ug_color_text);
            f->inv_glyph[f->inv_count] = 0;
            f->inv_count++;
        }
        /* More verbs than rows (a small window): the rows show a window of them around the
         * chosen one, "more" marked, as the item list does. */
        int chosen = s.inv_menu_index < n ? s.inv_menu_index : 0;
        int rows = ug_view_inventory_rows(&s), from = chosen >= rows ? chosen - rows + 1 : 0;
        if (from > 0)
            memmove(f->inv_lines, f->inv_lines + from, (size_t)rows * sizeof *f->inv_lines);
        if (f->inv_count > rows) f->inv_count = rows;
        f->inv_more = from + f->inv_count < n;
        f->inv_menu = true;
        f->inv_cursor = chosen - from;
        set_line(&f->inv_hint,
                 tr(c, profile->inv_hint_menu ? profile->inv_hint_menu
                                              : "{choose}: do it   {inventory}: back"),
                 ug_color_key_hint);
        return;
    }
    UgArg count_args[1] = {ug_arg_int(count)};
    format_line(&f->inv_title, c, "Items (%d)", count_args, 1, ug_color_heading);
    int first = s.inv_open ? s.inv_offset : 0;
    if (full) first = count; /* the rows are the stacks' */
    for (int i = first; i < count && f->inv_count < ug_view_inventory_rows(&s); i++) {
        const UgItem *it = ug_game_inventory_item(g, i);
        char name[UG_FRAME_TEXT_MAX];
        ug_view_item_name(c, it, name, sizeof name);
        const UgLook *look = ug_look_item((UgItemKind)it->kind);
        if (ug_game_inventory_equipped(g, i)) { /* wielded or worn: said in words, not colour */
            UgArg args[1] = {ug_arg_str(name)};
            format_line(&f->inv_lines[f->inv_count], c, "%s (in use)", args, 1, ug_color_text);
        } else {
            set_line(&f->inv_lines[f->inv_count], name, ug_color_text);
        }
        f->inv_glyph[f->inv_count] = look->glyph;
        f->inv_sprite[f->inv_count] = (uint8_t)ug_sprite_item((UgItemKind)it->kind);
        f->inv_glyph_color[f->inv_count] = look->fg;
        if (s.inv_open && i == s.inv_index) f->inv_cursor = f->inv_count;
        f->inv_count++;
    }
    f->inv_more = first + f->inv_count < count;
    if (full && count > 0) ug_inv_build_side(f, g, c, &s);
    if (count == 0) {
        set_line(&f->inv_lines[0], tr(c, "(nothing)"), ug_color_dim);
        f->inv_glyph[0] = 0;
        f->inv_count = 1;
    }
    const char *hint =
        s.inv_open ? (profile->inv_hint_open ? profile->inv_hint_open
                                             : "{choose}: choose   {inventory}: close")
                   : (profile->inv_hint_closed ? profile->inv_hint_closed : "{inventory}: open");
    set_line(&f->inv_hint, tr(c, hint), ug_color_key_hint);
}

/* Everything a build fills is emptied first: a frame is reused from one build to the next. */
static void frame_reset(UgFrame *f, const UgGame *game, const UgCatalog *catalog,
                        const UgViewState *s) {
    f->laid.done = false; /* laid out again for what is built now (frame_layout.h) */
    f->scene = s->scene;
    f->overlay = s->overlay;
    f->overlay_scroll = s->overlay == UG_OVERLAY_HELP ? s->help_scroll : 0;
    f->background = ug_color_background;
    f->ui = ug_palette_ui(UG_PALETTE_NORMAL);
    f->touch_count = 0;
    f->osk_count = 0; /* the seed page's keyboard: ug_menu_build */
    f->quit_button_count = 0;
    if (s->touch_ui && game && s->scene == UG_SCENE_GAME) {
        static const char *const touch_msgids[4] = {"Wait", "Pick up", "Items", "Menu"};
        for (int i = 0; i < 4; i++) {
            snprintf(f->touch_labels[i].text, sizeof f->touch_labels[i].text, "%s",
                     tr(catalog, touch_msgids[i]));
            f->touch_labels[i].color = ug_color_heading;
            f->touch_labels[i].mark[0] = '\0';
        }
        f->touch_count = 4;
    }
    f->has_board = false;
    f->has_inventory = false;
    f->has_menu = false;
    f->menu_count = f->sight_count = 0;
    /* The menu's other parts too: a cut-scene is drawn as a menu page without rows, and a frame
     * is reused, so the seed page's detail and keys would show through (issue 24). */
    f->menu_detail.text[0] = f->menu_hint.text[0] = '\0';
    f->menu_list_count = f->menu_list_first = 0;
    f->look.text[0] = f->sight_title.text[0] = '\0';
    f->path_count = 0; /* the window's travel preview fills it after the build */
    f->diagonal_hint = false;
    f->hud_count = f->log_count = f->body_count = f->overlay_count = f->inv_count = 0;
    f->inv_more = false;
    memset(f->overlay_glyph, 0, sizeof f->overlay_glyph);
    memset(f->overlay_sprite, 0, sizeof f->overlay_sprite);
    f->tiles = s->options.tiles;
    f->heading.text[0] = f->overlay_title.text[0] = f->overlay_footer.text[0] = '\0';
}

/* The overlay over the scene, if one is open. */
static void build_overlay(UgFrame *f, const UgLog *log, const UgCatalog *catalog,
                          const UgViewState *s) {
    switch (s->overlay) {
        case UG_OVERLAY_HELP:
            if (s->help_about > 0) { /* a mode's About page (the modes page's row) */
                ug_view_build_about(f, catalog, ug_view_profile((UgMode)(s->help_about - 1)));
                break;
            }
            /* On the title: the help of the mode chosen there (issue 26). */
            ug_view_build_help(
                f, catalog, ug_view_profile(s->scene == UG_SCENE_TITLE ? s->menu_mode : s->mode));
            if (s->keys) ug_keys_help(f, catalog, s->keys);
            break;
        case UG_OVERLAY_KEYS:
            ug_keys_build(f, catalog, s->keys, s->history_rows);
            break;
        case UG_OVERLAY_HISTORY:
            ug_view_build_history(f, log, catalog, s);
            break;
        case UG_OVERLAY_QUIT:
            ug_view_build_quit(f, catalog, s);
            ug_touch_quit_build(f, catalog, s); /* its answers as buttons, for a finger */
            break;
        case UG_OVERLAY_NOTICE:
            ug_view_build_notices(f, log, catalog, s);
            break;
        default:
            break;
    }
}

void ug_view_build(UgFrame *f, const UgGame *game, const UgLog *log, const UgCatalog *catalog,
                   const UgViewState *s) {
    frame_reset(f, game, catalog, s);
    if (game && s->scene != UG_SCENE_TITLE) {
        ug_view_build_board(f, game, s);
        ug_view_build_minimap(f, game);
        ug_view_build_hud(f, game, catalog);
        ug_view_build_log(f, log, catalog, s->log_lines);
        if (ug_game_info(game)->systems & UG_SYS_INVENTORY)
            ug_view_build_inventory(f, game, catalog, *s);
        if (!s->sight_hidden) ug_view_build_sight(f, game, catalog);
        ug_view_build_look(f, game, catalog, s);
    }
    if (s->scene == UG_SCENE_TITLE) ug_menu_build(f, catalog, s);
    if (s->scene == UG_SCENE_DEATH || s->scene == UG_SCENE_VICTORY)
        ug_view_build_end(f, game, catalog, s);
    build_overlay(f, log, catalog, s);
    if (s->scene == UG_SCENE_GAME && s->overlay == UG_OVERLAY_NONE)
        ug_inv_build(f, game, catalog, s); /* the full inventory screen, where it is open */
    /* A mode whose screen is its own finishes the frame (cursed: cursed_view.c). */
    const UgViewProfile *profile = game ? ug_view_profile_of(game) : NULL;
    if (profile && profile->finish_frame) profile->finish_frame(f, game, log, catalog, s);
    /* The mute's mark (M): a line under the HUD (the layout makes room for it), or in place of
     * the last line when the HUD is full. */
    if (game && s->scene == UG_SCENE_GAME && s->options.muted && f->hud_count > 0) {
        UgColor color = f->hud[f->hud_count - 1].color;
        /* full (a mode's own HUD of a fixed size, cursed's): its last line, the seed, gives
         * way */
        if (f->hud_count == UG_FRAME_HUD_MAX ||
            (profile && profile->hud_lines > 0 && f->hud_count >= profile->hud_lines))
            f->hud_count--;
        set_line(&f->hud[f->hud_count++], tr(catalog, "[sound off: {mute}]"), color);
    }
    /* The read-only run's mark, the same way: a player must see that nothing is saved. */
    if (game && s->scene == UG_SCENE_GAME && s->not_saved && f->hud_count > 0) {
        if (f->hud_count == UG_FRAME_HUD_MAX ||
            (profile && profile->hud_lines > 0 && f->hud_count >= profile->hud_lines))
            f->hud_count--;
        set_line(&f->hud[f->hud_count++], tr(catalog, "[not saved]"), ug_color_bad);
    }
    /* The hints name the keys bound, or the pad's buttons (keys_view.h). */
    ug_keys_frame(f, s);
    /* The last turn's effects over the board (anim.h), before the palette recolours them. */
    if (game && s->scene == UG_SCENE_GAME && s->anims) ug_anims_draw(f, s->anims, s->anim_t);
    /* The player's palette, over everything (palette.h): the one place colours change. */
    ug_palette_apply(f, (UgPalette)s->options.palette);
}
