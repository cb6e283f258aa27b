/* The game window: its options, then the SDL platform (platform_sdl.c) and the scenes
 * (scenes.c) on it. Init / Run / De-Init:
 *   parse_options          --mode, --seed, --lang, --fullscreen, --font
 *   ug_platform_sdl_open   fonts, SDL, language, settings, the window
 *   ug_scenes_new / run    the title, the game, death; saved runs; until the player quits
 *   ug_platform_sdl_close  remember the window, free everything
 * No SDL here: the window is the platform's business.
 */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "undergrid/record.h"
#include "undergrid/snapshot.h"
#include "cli.h"
#include "file.h"
#include "i18n.h"
#include "log.h"
#include "paths.h"
#include "platform_sdl.h"
#include "scenes_watch.h"
#include "scenes.h"
#ifdef __EMSCRIPTEN__
#include "web.h"
#endif

typedef struct AppOptions {
    UgMode mode;
    const char *seed; /* NULL: a new random seed */
    const char *lang; /* NULL: the system's */
    bool fullscreen;
    const char *font;  /* NULL: look for one */
    bool direct;       /* --mode or --seed: that game at once, not the title menu */
    const char *watch; /* `undergrid watch FILE`: the recording to watch; NULL: none */
} AppOptions;

/* A usage error about `arg`, shown shortened and with its control characters escaped. */
static int usage(const char *fmt, const char *arg) {
    return ug_cli_usage(fmt, ug_cli_shown(arg));
}

static int parse_options(int argc, char **argv, AppOptions *o) {
    memset(o, 0, sizeof *o);
    o->mode = UG_MODE_ADVENTURE; /* the default: Undergrid's own mode */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (i == 1 && strcmp(a, "watch") == 0) {
            if (!value || value[0] == '-') return usage("%s needs the recording's file.", a);
            o->watch = value;
            i++;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            ug_cli_print_help(stdout);
            return -1;
        } else if (strcmp(a, "--fullscreen") == 0) {
            o->fullscreen = true;
        } else if (strcmp(a, "--mode") == 0 || strcmp(a, "--seed") == 0 ||
                   strcmp(a, "--lang") == 0 || strcmp(a, "--font") == 0) {
            if (!value) return usage("%s needs a value.", a);
            i++;
            if (strcmp(a, "--mode") == 0 || strcmp(a, "--seed") == 0) o->direct = true;
            if (strcmp(a, "--mode") == 0) {
                if (!ug_mode_from_name(value, &o->mode))
                    return usage("there is no mode called '%s'.", value);
                if (!ug_mode_available(o->mode))
                    return usage("the mode '%s' cannot be played yet; try classic.", value);
            } else if (strcmp(a, "--seed") == 0) {
                o->seed = value;
            } else if (strcmp(a, "--lang") == 0) {
                if (!ug_i18n_is_language(value))
                    return usage("the language '%s' is not one we have (en, es or ja).", value);
                o->lang = value;
            } else {
                if (!ug_paths_readable(value))
                    return usage("the font file '%s' cannot be read.", value);
                o->font = value;
            }
        } else {
            return usage("'%s' is not an option of the game window.", a);
        }
    }
    if (o->seed) {
        UgGameParams params = {o->mode, o->seed};
        UgGame *probe = NULL;
        UgError err = ug_game_new(&params, &probe);
        ug_game_free(probe);
        if (err != UG_OK) {
            return ug_cli_usage("the seed '%s' is not valid for the %s mode (%s)",
                                ug_cli_shown(o->seed), ug_mode_name(o->mode),
                                ug_cli_seed_rule(ug_mode_info(o->mode)->seed_kind));
        }
    }
    return 0;
}

/* `undergrid watch FILE`: the recording read and checked before any window opens; 0, or the
 * exit status after one sentence on stderr. */
static int read_watch(const char *path, char **text, size_t *len) {
    char why[UG_FILE_WHY_MAX];
    if (ug_file_read(path, UG_WATCH_MAX_BYTES, text, len, why, sizeof why) != UG_FILE_OK) {
        return ug_cli_fail("cannot read the recording '%s': %s.", ug_cli_shown(path), why);
    }
    UgRecord record;
    int line = 0;
    UgError err = ug_record_parse(*text, *len, &record, &line);
    int rules = record.rules, now = ug_mode_rules_revision(record.mode);
    const char *mode = ug_mode_name(record.mode);
    ug_record_free(&record);
    if (err == UG_OK && rules == now) return 0;
    if (err == UG_OK)
        ug_cli_fail("'%s' was played under revision %d of the %s mode's rules, and this build "
                    "plays revision %d: only a build of revision %d can show it.",
                    ug_cli_shown(path), rules, mode, now, rules);
    else if (err == UG_ERR_NEWER_RECORD)
        ug_cli_fail("'%s' was written by a newer version of Undergrid.", ug_cli_shown(path));
    else if (line)
        ug_cli_fail("'%s' is not a valid recording: line %d is damaged.", ug_cli_shown(path), line);
    else
        ug_cli_fail("'%s' is not a valid recording: %s.", ug_cli_shown(path),
                    ug_error_message(err));
    free(*text);
    *text = NULL;
    return 1;
}

#ifdef __EMSCRIPTEN__
/* The player quit in the browser (the scenes are freed already): the platform too. */
static void close_web(void *arg) {
    ug_platform_sdl_close(arg);
}
#endif

int ug_app_main(int argc, char **argv) {
    AppOptions opt;
    int status = parse_options(argc, argv, &opt);
    if (status < 0) return 0; /* --help */
    if (status != 0) return status;
    char *watch_text = NULL;
    size_t watch_len = 0;
    if (opt.watch && (status = read_watch(opt.watch, &watch_text, &watch_len)) != 0) return status;
    static UgLog notices; /* large: not on the stack */
    ug_log_clear(&notices);
    UgPlatformSdlParams sdl = {
        .font = opt.font, .lang = opt.lang, .fullscreen = opt.fullscreen, .notices = &notices};
    static UgPlatform platform; /* static: in the browser the scenes outlive this function */
    const UgCatalog *catalog = NULL;
    status = ug_platform_sdl_open(&sdl, &platform, &catalog);
    if (status != 0) {
        free(watch_text);
        return status;
    }
    const char *quit_env = getenv("UNDERGRID_QUIT_AFTER_FIRST_FRAME");
    const char *layout_env = getenv("UNDERGRID_SAY_LAYOUT");
    UgScenesParams params = {
        .mode = opt.mode,
        .seed = opt.seed,
        .catalog = catalog,
        .notices = &notices,
        .quit_after_first_frame = quit_env && strcmp(quit_env, "1") == 0,
        .say_layout = layout_env && strcmp(layout_env, "1") == 0,
        .direct = opt.direct,
        .watch_text = watch_text,
        .watch_len = watch_len,
    };
    UgScenes *scenes = ug_scenes_new(&params, &platform);
    free(watch_text); /* copied by the scenes */
    if (!scenes) {
        fputs("undergrid: out of memory.\n", stderr);
        ug_platform_sdl_close(&platform);
        return 1;
    }
#ifdef __EMSCRIPTEN__
    /* The browser owns the loop: the steps run from its animation frames after this returns. */
    ug_web_run(scenes, close_web, &platform);
    return 0;
#else
    ug_scenes_run(scenes);
    bool lost = ug_scenes_lost_moves(scenes); /* said in the window and on stderr already */
    ug_scenes_free(scenes);
    ug_platform_sdl_close(&platform);
    return lost ? 1 : 0;
#endif
}
