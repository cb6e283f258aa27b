/* undergrid-bench-window: what one frame of the window costs. Builds the frame of a real game
 * (view) and draws it with the real renderer into an offscreen SDL software renderer, many
 * times, and prints the median and 90th percentile of the thread's CPU time in microseconds,
 * for every mode, glyphs and sprites, at 1280x720 and 3840x2160, fresh and after 200 explore
 * steps: with the renderer's caches (the game's frame) and without them (the anchor, the same
 * frame drawn as before the caches), each with its goal (issue 28: 2 ms at 720p, 8 ms at 4K)
 * and ratio. Then the process's peak memory after each size (an offscreen surface, not the
 * window: tests/e2e/bench_window.sh measures the window's).
 *     undergrid-bench-window [--frames N] [--font PATH] [--tiles glyphs|sprites|hybrid]
 *                            [--size WxH] [--mode NAME] [--steps N] [--no-anchor]
 * Options narrow the run to one case (--frames: frames at 720p; 4K draws a quarter as many).
 * No display is needed. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#define SDL_MAIN_HANDLED
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "undergrid/info.h"
#include "layout.h"
#include "log.h"
#include "paths.h"
#include "render_sdl.h"
#include "sprites_sdl.h"
#include "view.h"

enum { DEFAULT_FRAMES = 200, STEPS = 200 };

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(double *v, int n, double p) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    int i = (int)(p * (n - 1) + 0.5);
    return v[i];
}

/* The thread's CPU time in microseconds: what a busy machine's preemptions do not inflate. Windows
 * has no POSIX thread clock in its C library: there it is SDL's high-resolution wall clock. */
static double cpu_us(void) {
#if defined(_WIN32) || !defined(CLOCK_THREAD_CPUTIME_ID)
    return (double)SDL_GetPerformanceCounter() * 1e6 / (double)SDL_GetPerformanceFrequency();
#else
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
#endif
}

typedef struct Args {
    int frames;
    const char *font;
    int tiles;         /* -1: glyphs and sprites */
    int width, height; /* 0: both sizes */
    int mode;          /* -1: every mode */
    int steps;         /* -1: fresh and after STEPS */
    bool no_anchor;    /* --no-anchor: the cached frames only (for a profile) */
} Args;

/* The command line; false (after the usage line) when it is not understood. */
static bool parse_args(int argc, char **argv, Args *a) {
    *a = (Args){DEFAULT_FRAMES, NULL, -1, 0, 0, -1, -1, false};
    for (int i = 1; i < argc; i++) {
        bool ok = i + 1 < argc;
        if (ok && strcmp(argv[i], "--frames") == 0) {
            a->frames = atoi(argv[++i]);
        } else if (ok && strcmp(argv[i], "--font") == 0) {
            a->font = argv[++i];
        } else if (ok && strcmp(argv[i], "--tiles") == 0 &&
                   (a->tiles = ug_tiles_mode_parse(argv[i + 1], (int)strlen(argv[i + 1]))) >= 0) {
            i++;
        } else if (ok && strcmp(argv[i], "--size") == 0 &&
                   sscanf(argv[i + 1], "%dx%d", &a->width, &a->height) == 2 && a->width >= 320 &&
                   a->height >= 200 && a->width <= 8192 && a->height <= 8192) {
            i++;
        } else if (ok && strcmp(argv[i], "--mode") == 0) {
            a->mode = -2;
            for (int m = 0; m < UG_MODE_COUNT; m++)
                if (strcmp(argv[i + 1], ug_mode_name((UgMode)m)) == 0) a->mode = m;
            i++;
            ok = a->mode >= 0;
        } else if (strcmp(argv[i], "--no-anchor") == 0) {
            a->no_anchor = true;
            ok = true;
        } else if (ok && strcmp(argv[i], "--steps") == 0) {
            a->steps = atoi(argv[++i]);
            ok = a->steps >= 0;
        } else {
            ok = false;
        }
        if (!ok) {
            fprintf(stderr, "usage: undergrid-bench-window [--frames N] [--font PATH] "
                            "[--tiles glyphs|sprites|hybrid] [--size WxH] [--mode NAME] "
                            "[--steps N] [--no-anchor]\n");
            return false;
        }
    }
    if (a->frames < 10) a->frames = 10;
    return true;
}

/* A game of `mode` after `steps` explore steps (the log fills, the map is explored). */
static UgGame *game_under_way(UgMode mode, int steps, UgLog *log) {
    const UgGameInfo *info = ug_mode_info(mode); /* a seed the mode's own rule accepts */
    UgGameParams params = {mode,
                           info && info->seed_kind == UG_SEED_TEN_DIGITS ? "1234567890" : "48213"};
    UgGame *game = NULL;
    if (ug_game_new(&params, &game) != UG_OK) return NULL;
    ug_log_clear(log);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 1);
    for (int i = 0; i < steps && ug_game_status(game) == UG_STATUS_PLAYING; i++) {
        UgEvents ev = {0};
        ug_game_act(game, ug_bot_next(&bot, game), &ev);
        ug_log_add_events(log, &ev);
    }
    return game;
}

typedef struct Timing {
    double median, p90, view;
    int tile; /* the board's tile in pixels */
} Timing;

/* Times `frames` frames (after five warm-up frames that build the atlases and caches). */
static bool time_frames(UgRenderSdl *rs, SDL_Renderer *renderer, const UgGame *game,
                        const UgLog *log, int tiles, int width, int height, int frames,
                        Timing *out) {
    static UgFrame frame;
    UgLayout layout;
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    vs.options.tiles = tiles;
    double *total = malloc(sizeof(double) * (size_t)frames);
    double *view = malloc(sizeof(double) * (size_t)frames);
    bool ok = total && view;
    for (int i = -5; ok && i < frames; i++) {
        double t0 = cpu_us();
        UgLayoutParams lp = {ug_game_width(game),
                             ug_game_height(game),
                             ug_view_hud_lines(game, NULL),
                             (ug_game_info(game)->systems & UG_SYS_INVENTORY) != 0,
                             0,
                             tiles != UG_TILES_GLYPHS ? UG_SPRITE_PX : 0,
                             0};
        ug_layout_compute(&layout, width, height, &lp);
        vs.log_lines = layout.log_lines;
        vs.view_cols = layout.cols;
        vs.view_rows = layout.rows;
        ug_view_build(&frame, game, log, NULL, &vs);
        double t1 = cpu_us();
        ug_render_sdl_draw(rs, &frame, &layout);
        SDL_RenderPresent(renderer);
        double t2 = cpu_us();
        if (i < 0) continue;
        view[i] = t1 - t0;
        total[i] = t2 - t0;
    }
    if (ok) {
        out->median = percentile(total, frames, 0.5);
        out->p90 = percentile(total, frames, 0.9);
        out->view = percentile(view, frames, 0.5);
        out->tile = layout.tile;
    }
    free(total);
    free(view);
    return ok;
}

static long peak_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) kib = atol(line + 6);
    if (f) fclose(f);
    return kib;
}

/* Every case at one size: a renderer on its own surface. False on a failure (said). */
static bool run_size(const Args *a, const char *font, int width, int height, double *worst,
                     int *cases) {
    SDL_Surface *surface =
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    char error[512];
    UgRenderSdl *rs = renderer ? ug_render_sdl_new(renderer, font, error, sizeof error) : NULL;
    if (!rs) {
        fprintf(stderr, "undergrid-bench-window: cannot draw: %s\n", SDL_GetError());
        return false;
    }
    UgSpriteAtlas *atlas = NULL;
    char png[4096], idx[4096];
    if (a->tiles != UG_TILES_GLYPHS) {
        if (!ug_sprite_atlas_find(png, idx, sizeof png) ||
            !(atlas = ug_sprite_atlas_load(renderer, png, idx, error, sizeof error))) {
            fprintf(stderr, "undergrid-bench-window: no usable tileset (%s).\n", png);
            return false;
        }
        ug_render_sdl_set_sprites(rs, atlas);
    }
    bool big = width * height > 1280 * 720 * 2;
    double goal = big ? 8000.0 : 2000.0;
    int frames = big ? (a->frames / 4 > 10 ? a->frames / 4 : 10) : a->frames;
    static UgLog log;
    bool ok = true;
    for (int mode = 0; ok && mode < UG_MODE_COUNT; mode++) {
        if (a->mode >= 0 && mode != a->mode) continue;
        for (int st = 0; ok && st < 2; st++) {
            int steps = a->steps >= 0 ? a->steps : st ? STEPS : 0;
            if (a->steps >= 0 && st) break;
            UgGame *game = game_under_way((UgMode)mode, steps, &log);
            if (!game) {
                ok = false;
                break;
            }
            for (int tiles = UG_TILES_GLYPHS; ok && tiles < UG_TILES_MODE_COUNT; tiles++) {
                if (a->tiles >= 0 ? tiles != a->tiles : tiles == UG_TILES_HYBRID) continue;
                Timing on, off = {0};
                ug_render_sdl_set_caching(rs, false);
                if (!a->no_anchor)
                    ok = time_frames(rs, renderer, game, &log, tiles, width, height, frames, &off);
                ug_render_sdl_set_caching(rs, true);
                ok = ok && time_frames(rs, renderer, game, &log, tiles, width, height, frames, &on);
                if (!ok) break;
                printf("{\"bench\":\"window_frame\",\"width\":%d,\"height\":%d,"
                       "\"renderer\":\"software\",\"mode\":\"%s\",\"tiles\":\"%s\",\"steps\":%d,"
                       "\"tile\":%d,\"frames\":%d,\"cpu_median_us\":%.1f,\"cpu_p90_us\":%.1f,"
                       "\"view_median_us\":%.1f,\"uncached_median_us\":%.1f,"
                       "\"speedup_vs_uncached\":%.2f,\"goal_us\":%.0f,\"of_goal\":%.2f,"
                       "\"cache_kib\":%zu}\n",
                       width, height, ug_mode_name((UgMode)mode), ug_tiles_mode_name(tiles), steps,
                       on.tile, frames, on.median, on.p90, on.view, off.median,
                       on.median > 0 ? off.median / on.median : 0.0, goal, on.median / goal,
                       ug_render_sdl_cache_bytes(rs) / 1024);
                fflush(stdout);
                if (on.median / goal > *worst) *worst = on.median / goal;
                (*cases)++;
            }
            ug_game_free(game);
        }
    }
    ug_render_sdl_free(rs);
    ug_sprite_atlas_free(atlas);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    long kib = peak_kib();
    printf("{\"bench\":\"window_frame_peak_memory\",\"after_size\":\"%dx%d\",\"vmhwm_kib\":%ld,"
           "\"mib\":%.1f,\"framebuffer_mib\":%.1f,\"note\":\"offscreen process; the window's "
           "is bench_window.sh's\"}\n",
           width, height, kib, (double)kib / 1024.0, (double)width * height * 4 / 1048576.0);
    return ok;
}

int main(int argc, char **argv) {
    Args a;
    if (!parse_args(argc, argv, &a)) return 2;
    char font[4096];
    if (!ug_paths_find_font(a.font, font, sizeof font)) {
        fprintf(stderr, "undergrid-bench-window: no monospace font was found.\n");
        return 1;
    }
    SDL_SetMainReady();
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "undergrid-bench-window: SDL cannot start: %s\n", SDL_GetError());
        return 1;
    }
    static const int sizes[2][2] = {{1280, 720}, {3840, 2160}};
    bool ok = true;
    double worst = 0;
    int cases = 0;
    for (int i = 0; ok && i < 2; i++) {
        if (a.width && i) break;
        ok = run_size(&a, font, a.width ? a.width : sizes[i][0], a.width ? a.height : sizes[i][1],
                      &worst, &cases);
    }
    if (ok)
        printf("{\"bench\":\"window_frame_summary\",\"cases\":%d,\"worst_of_goal\":%.2f,"
               "\"goals_met\":%s}\n",
               cases, worst, worst <= 1.0 ? "true" : "false");
    TTF_Quit();
    SDL_Quit();
    return ok ? 0 : 1;
}
