/* The cursed mode's screen as frame content (CURSED.md §3.4-3.6, §6, §8): the 32 x 16 board as a
 * window onto the 54 x 18 level with its fog, orbs, stairs, creatures and the examine / aim
 * cursor; the sidebar (level, boss fight, HP, curses, what lies underfoot, the creatures in view,
 * the turn, the seed); the power stack; the minimap; the five log lines and the mode line, or in
 * examine and aim mode the description of what lies under the cursor; the cut-scenes, help,
 * achievements and death screens. Called by the cursed view profile's finish_frame once the
 * common frame is built. Pure C: no SDL, no I/O; every word is an msgid of the catalogs.
 */
#ifndef UG_VIEW_CURSED_VIEW_H
#define UG_VIEW_CURSED_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "undergrid/game.h"
#include "cursed_keys.h"
#include "i18n.h"
#include "layout.h"
#include "log.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A one-shot text of the mode line, shown until the next key. */
typedef enum UgCursedPrompt {
    UG_CURSED_PROMPT_NONE = 0,
    UG_CURSED_PROMPT_SEED,          /* `=`: the seed */
    UG_CURSED_PROMPT_CLOCK,         /* wizard `\`: the scheduler's clock */
    UG_CURSED_PROMPT_CONFIRM_CLEAR, /* wizard Shift+C: press it again to clear */
    UG_CURSED_PROMPT_CLEARED,       /* every achievement was locked again */
    UG_CURSED_PROMPT_WIZARD_ON,     /* `~` */
    UG_CURSED_PROMPT_WIZARD_OFF,
    UG_CURSED_PROMPT_COUNT
} UgCursedPrompt;

/* What the window knows of a cursed game besides the game: the key table's UI state, the
 * level's intro scene, a mode-line prompt. Kept by src/app/scenes_cursed.c, read here. */
typedef struct UgCursedScene {
    UgCursedUi ui;
    bool intro;            /* the level's intro cut-scene is up (Space closes it) */
    UgCursedPrompt prompt; /* shown on the mode line until the next key */
} UgCursedScene;

/* Finishes a cursed frame (the profile's finish_frame): see the top of this file. */
/* The sidebar's status lines (build_sidebar): the level, the boss, the health, the curses, what
 * lies underfoot, who is in sight, the turn and the seed. */
enum { UG_CURSED_SIDEBAR_LINES = 8 };

void ug_cursed_view_finish(UgFrame *frame, const UgGame *game, const UgLog *log,
                           const UgCatalog *catalog, const UgViewState *state);

/* The cursed screen on the 640 x 360 canvas (layout.h): the board (cols x rows tiles, at most
 * 32 x 16) top left, the five log lines and the mode line under it; at the side the sidebar
 * (the HUD lines and the HP bar), the power stack (the inventory panel) and the minimap of the
 * whole map_w x map_h level. */
void ug_layout_compute_cursed(UgLayout *layout, int out_w, int out_h, int cols, int rows, int map_w,
                              int map_h);
/* The same at a text scale (UgOptions.text_scale: 75..200 %, 0: 100): the text and every panel
 * measured in lines follow it; the sidebar is as wide as its longest line needs. A text the
 * window has no room for is made smaller a step at a time, down to 100 %. No text under 12 px. */
void ug_layout_compute_cursed_at(UgLayout *layout, int out_w, int out_h, int cols, int rows,
                                 int map_w, int map_h, int text_scale);

/* What lies under (x, y) as the examine line words it: up to `max` lines (the description,
 * wrapped at `columns`, then the key line `[Name][Orb][HP]`); returns how many, 0 when there is
 * nothing to describe (then the log shows). */
int ug_cursed_view_describe(const UgGame *game, const UgCatalog *catalog, const UgCursedUi *ui,
                            int x, int y, int columns, UgTextLine *out, int max);

/* Is `kind` one of the original's creatures (the cursed screen has a letter for it)? Each such
 * kind has its own name and description in every language (tests/view/test_describe.c). */
bool ug_cursed_view_draws(UgMonsterKind kind);

/* The seed as the original shows it: ten digits as 12345-67890, anything else as it is. */
void ug_cursed_seed_text(const char *seed, char *out, size_t size);

/* The achievements in the order of the achievements screen (CURSED.md §6). */
extern const UgAchievement ug_cursed_achievement_order[UG_ACH_COUNT];

/* msgids of the names the log and the screens use (NULL: none). Indexed by UgMonsterKind,
 * UgOrbKind, UgAchievement and the level 1..3. */
extern const char *const ug_cursed_monster_names[UG_MON_KIND_COUNT];
extern const char *const ug_cursed_orb_names[UG_ORB_KIND_COUNT];
extern const char *const ug_cursed_achievement_titles[UG_ACH_COUNT];
extern const char *const ug_cursed_achievement_conditions[UG_ACH_COUNT];
extern const char *const ug_cursed_level_names[4];

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_CURSED_VIEW_H */
