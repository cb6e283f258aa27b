/* The scenes' private state and the functions their files share (scenes.c: the loop and the
 * responder chain; scenes_saves.c, scenes_menu.c, scenes_play.c, scenes_overlay.c). Only the
 * scenes' own files and the controllers (controllers/) include it. */
#ifndef UG_APP_SCENES_PRIVATE_H
#define UG_APP_SCENES_PRIVATE_H

#include "scenes.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "undergrid/record.h"
#include "achievements.h"
#include "anim.h"
#include "controllers/controller.h"
#include "controllers/cursed_scene.h"
#include "controllers/rogue8_keys.h"
#include "cues.h"
#include "cursed_view.h"
#include "file.h"
#include "keys_screen.h"
#include "layout.h"
#include "legibility.h"
#include "palette.h"
#include "profile.h"
#include "scenes_auto.h"
#include "scenes_osk.h"
#include "scenes_records.h"
#include "first_hints.h"
#include "scenes_watch.h"
#include "touch_view.h"
#include "view.h"

enum { PATH_MAX_LEN = 4096, QUEUE_MAX = 3, IDLE_WAIT_MS = 1000 };
/* The steps of one many-step action kept to be drawn (cursed's fast move has at most five), and
 * how long each is shown (UgAnimation). */
enum { STEPS_MAX = 8, STEP_MS_NORMAL = 70, STEP_MS_FAST = 25 };
/* A run is saved every SAVE_EVERY actions and on each new floor, so a crash or a kill -9 loses
 * at most SAVE_EVERY - 1 actions. SAVE_SLOTS saves per mode: the first one whose lock is free is
 * this window's (a second window on the same save gets the next). */
enum { SAVE_EVERY = 16, SAVE_MAX_BYTES = 64 * 1024 * 1024, SAVE_SLOTS = 4 };

enum { DEATH_PAUSE_MS = 800 }; /* the end screens (death, victory) take no key before this */

enum { AUTO_BURST_MAX = 4096 }; /* instant travel: at most this many steps in one frame */

struct UgScenes {
    const UgPlatform *platform;
    UgMode mode;
    const char *seed; /* the command line's seed (checked already); NULL: none */
    bool direct;      /* the command line named a game: start it without the menu */
    const UgCatalog *catalog;
    UgLog notices; /* start-up notices: they open the first game's log */
    bool notices_shown;
    char seed_buf[UG_SEED_MAX_LEN + 1]; /* the seed a new game is about to use */
    uint64_t death_at;                  /* now_ms when the run ended (died or won) */
    bool pointer_known;                 /* a pointer position came at least once */
    /* Where the mouse pointer last rested (output pixels), and whether the tile described is
     * the one under it: then a camera that scrolls describes the tile now under it. */
    int pointer_x, pointer_y;
    bool hover_by_pointer;
    bool say_layout;
    char said_layout[96]; /* the board last said (say_layout) */
    bool options_in_game; /* the Options page opened from a game (O in the quit box): Back and
                           * Esc return to the game, where it was */
    bool quit_after_first_frame;
    UgLog log;
    UgGame *game;
    UgViewState vs;
    UgFrame frame;
    UgLayout layout;
    char dir[PATH_MAX_LEN]; /* the platform's user folder; "" when it has none */
    bool running, dirty, screenshot_pending, first_game;
    bool shown; /* the first frame was drawn (ug_scenes_step) */
    UgCommand queue[QUEUE_MAX];
    int queued;
    uint64_t random; /* for new seeds: the front end may be random, the core may not */
    bool held_left, held_up, held_right, held_down; /* arrows held (simple's Shift diagonals) */
    /* The run in progress is its record (mode, seed, actions), kept in save_path so that closing
     * the window, a crash or a power cut never loses it. `resume` is a saved game waiting on the
     * title screen, with its record. */
    UgRecord record;
    bool recording; /* false once the record could not grow: the run is no longer saved */
    char save_path[PATH_MAX_LEN + 32]; /* this window's save slot, locked; "" when none */
    UgGame *resume;
    UgRecord resume_record;
    /* The run waiting is another window's save (its lock is taken): offered without saving. */
    bool resume_read_only;
    /* s->resume was read from its save's snapshot (the title's Continue rows need no replay);
     * the run's actions are replayed when it is continued (ug_scenes_continue_saved). */
    bool resume_from_snapshot;
    bool read_only;         /* the run played is another window's: nothing is saved */
    UgFileError save_error; /* the last save's failure; UG_FILE_OK when it was written */
    int32_t saved_count;    /* actions in the save last written; -1 when never written */
    UgJournal journal;      /* the save journal as this window left it (records.h) */
    int32_t unrecorded;     /* actions played after the record stopped growing: never saved */
    bool lost;              /* the player quit with moves that could not be saved */
    UgScreenshot shot;      /* what the last screenshot asked of present_frame gave */
    /* cursed (controllers/cursed_scene.c): its modes and screens, and the achievements every cursed
     * game shares (achievements.h), kept in achievements_path. */
    UgCursedScene cursed;
    /* The steps of the last action (ug_game_watch_steps), drawn one by one after it; `drawing`
     * is the game a frame is being built from when it is not `game` (one of those steps). */
    UgGame *steps[STEPS_MAX];
    int step_count;
    const UgGame *drawing;
    UgKeysScreen keys_screen;    /* Options -> Keys, and the help's keys */
    UgOsk osk;                   /* the seed page's on-screen keyboard (scenes_osk.h) */
    UgBindings default_bindings; /* when the platform keeps none */
    uint32_t achievements;
    char achievements_path[PATH_MAX_LEN + 32];
    UgScenesRecords records;    /* the run history; every run ending is filed (scenes_records.h) */
    UgRecordsPage records_page; /* what the Records page shows (vs.records points here) */
    UgWatch watch;         /* a recording watched (scenes_watch.h): drawn instead of the game */
    UgScenesAuto autoplay; /* travel, explore, rest, run and look (scenes_auto.c) */
    /* The controller of `controller_mode` (controllers/controller.h), looked up again only when
     * the mode changes (ug_scenes_controller). */
    const UgController *controller;
    UgMode controller_mode;
    /* The last turn's effects (anim.h, issue 26): started at anim_start on the platform's clock,
     * drawn at most every UG_ANIM_FRAME_MS (anim_drawn: the time last drawn) until they end or a
     * key comes; anim_before is the game before the action, taken to find them. */
    UgAnims anims;
    UgAnimBefore anim_before;
    uint64_t anim_start, anim_drawn;
    /* A first game's hints (first_hints.h): those each mode has shown, kept in hints_path. */
    UgFirstHints hints;
    char hints_path[PATH_MAX_LEN + 32];
};

/* The functions the scenes' files share, by the file that holds them. */
uint64_t ug_scenes_now_ms(const UgScenes *s);                    /* scenes.c */
void ug_scenes_say(UgScenes *s, const char *fmt, ...);           /* scenes.c */
void ug_scenes_sounds(UgScenes *s, const UgSoundId *ids, int n); /* scenes.c */
void ug_scenes_ui_sound(UgScenes *s, UgSoundId id);              /* scenes.c */
uint32_t ug_scenes_next_random(UgScenes *s);                     /* scenes.c */
void ug_scenes_event(UgScenes *s, const UgPlatformEvent *e);     /* scenes.c */
void ug_scenes_draw(UgScenes *s);                                /* scenes.c */
void ug_scenes_show_notices(UgScenes *s);                        /* scenes_saves.c */
bool ug_scenes_save_run(UgScenes *s);                            /* scenes_saves.c */
int ug_scenes_unsaved_moves(const UgScenes *s);                  /* scenes_saves.c */
bool ug_scenes_may_quit(UgScenes *s);                            /* scenes_saves.c */
void ug_scenes_forget_run(UgScenes *s);                          /* scenes_saves.c */
void ug_scenes_record_action(UgScenes *s, UgAction action);      /* scenes_saves.c */
void ug_scenes_end_run(UgScenes *s, UgRunEnd end);               /* scenes_saves.c */
void ug_scenes_load_achievements(UgScenes *s);                   /* scenes_saves.c */
void ug_scenes_load_hints(UgScenes *s);                          /* first_hints.c */
void ug_scenes_first_hints(UgScenes *s, const UgEvents *events); /* first_hints.c */
void ug_scenes_keep_achievements(UgScenes *s);                   /* scenes_saves.c */
void ug_scenes_continue_saved(UgScenes *s);                      /* scenes_saves.c */
void ug_scenes_drop_saved(UgScenes *s);                          /* scenes_saves.c */
void ug_scenes_load_mode_run(UgScenes *s, UgMode mode);          /* scenes_saves.c */
void ug_scenes_find_saves(UgScenes *s);                          /* scenes_saves.c */
void ug_scenes_write_seed(UgScenes *s);                          /* scenes_saves.c */
void ug_scenes_select_mode(UgScenes *s, UgMode mode);            /* scenes_menu.c */
void ug_scenes_resume_game(UgScenes *s);                         /* scenes_menu.c */
void ug_scenes_to_title(UgScenes *s);                            /* scenes_menu.c */
void ug_scenes_game_options(UgScenes *s); /* scenes_menu.c: Options over a game, back to it */
void ug_scenes_menu_page(UgScenes *s, UgMenuPage page);     /* scenes_menu.c */
void ug_scenes_change_option(UgScenes *s, int id, int dir); /* scenes_menu.c */
void ug_scenes_start_watch(UgScenes *s, const char *text, size_t len,
                           const char *name);               /* scenes_menu.c */
void ug_scenes_watch_command(UgScenes *s, UgCommand c);     /* scenes_menu.c */
int ug_scenes_menu_row_at(const UgScenes *s, int x, int y); /* scenes_menu.c */
void ug_scenes_menu_command(UgScenes *s, UgCommand c);      /* scenes_menu.c */
UgSeedKind ug_scenes_seed_kind(UgMode mode);                /* scenes_menu.c */
bool ug_scenes_seed_osk_command(UgScenes *s, UgCommand c);  /* scenes_menu.c */
void ug_scenes_rebuild_log(UgScenes *s);                    /* scenes_play.c */
void ug_scenes_new_game(UgScenes *s, const char *seed);     /* scenes_play.c */
void ug_scenes_play(UgScenes *s, UgAction action);          /* scenes_play.c */
void ug_scenes_hover_tile(UgScenes *s, int x, int y);       /* scenes_play.c */
void ug_scenes_death_command(UgScenes *s, UgCommand c);     /* scenes_play.c */
void ug_scenes_travel_step(UgScenes *s);                    /* scenes_play.c */
/* scenes_play.c: the effects playing (anim.h): the wait until their next frame (-1: none), a
 * frame marked due when it is; and their end, at once (a key came). */
int ug_scenes_anim_tick(UgScenes *s);
void ug_scenes_anim_stop(UgScenes *s);

UgBindings *ug_scenes_bindings(UgScenes *s); /* scenes.c: the platform's, else the defaults */
/* scenes.c: the controller of the mode played (controllers/controller.h) */
const UgController *ug_scenes_controller(const UgScenes *s);
/* Whether the command is one of the keys every game screen shares (help, quit, the log): a
 * controller leaves them to the common link. */
bool ug_scenes_common_key(const UgCommand *c); /* scenes_play.c */

/* The links of the responder chain (scenes.c's scenes_command), in their order; each returns
 * whether it ate the command. */
bool ug_scenes_overlay_responder(UgScenes *s, UgCommand *c); /* scenes_overlay.c */
bool ug_scenes_watch_responder(UgScenes *s, UgCommand *c);   /* scenes_menu.c */
bool ug_scenes_menu_responder(UgScenes *s, UgCommand *c);    /* scenes_menu.c */
bool ug_scenes_play_responder(UgScenes *s, UgCommand *c);    /* scenes_play.c */
bool ug_scenes_travel_responder(UgScenes *s, UgCommand *c);  /* scenes_play.c */
bool ug_controller_responder(UgScenes *s, UgCommand *c);     /* controllers/controllers.c */
bool ug_scenes_common_responder(UgScenes *s, UgCommand *c);  /* scenes_play.c */

#endif /* UG_APP_SCENES_PRIVATE_H */
