/* undergrid-bench-window: what one frame of the window costs. Builds the frame of a real game
 * (view) and draws it with the real renderer into an offscreen SDL software renderer at
 * 1280x720, many times, and prints the median and 90th percentile in microseconds, for the
 * whole frame and for each half. No display is needed.
 *     undergrid-bench-window [--frames N] [--font PATH] [--tiles glyphs|sprites|hybrid]
 * The start-up time, idle CPU and peak memory of the real window are measured by
 * tests/e2e/bench_window.sh (they need the real binary in a real X server). */
#define SDL_MAIN_HANDLED
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "undergrid/bot.h"
#include "undergrid/game.h"
#include "layout.h"
#include "log.h"
#include "paths.h"
#include "render_sdl.h"
#include "sprites_sdl.h"
#include "view.h"

enum { WIDTH = 1280, HEIGHT = 720, DEFAULT_FRAMES = 400 };

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(double *v, int n, double p) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    int i = (int)(p * (n - 1) + 0.5);
    return v[i];
}

typedef struct Args {
    int frames;
    const char *font;
    int tiles;
} Args;

/* The command line; false (after the usage line) when it is not understood. */
static bool parse_args(int argc, char **argv, Args *a) {
    *a = (Args){DEFAULT_FRAMES, NULL, UG_TILES_GLYPHS};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc)
            a->frames = atoi(argv[++i]);
        else if (strcmp(argv[i], "--font") == 0 && i + 1 < argc)
            a->font = argv[++i];
        else if (strcmp(argv[i], "--tiles") == 0 && i + 1 < argc &&
                 (a->tiles = ug_tiles_mode_parse(argv[i + 1], (int)strlen(argv[i + 1]))) >= 0)
            i++;
        else {
            fprintf(stderr, "usage: undergrid-bench-window [--frames N] [--font PATH] "
                            "[--tiles glyphs|sprites|hybrid]\n");
            return false;
        }
    }
    if (a->frames < 10) a->frames = 10;
    return true;
}

/* A game well under way: a bot explores for a while, the log fills. */
static UgGame *game_under_way(UgLog *log) {
    UgGameParams params = {UG_MODE_CLASSIC, "48213"};
    UgGame *game = NULL;
    if (ug_game_new(&params, &game) != UG_OK) return NULL;
    ug_log_clear(log);
    UgBot bot;
    ug_bot_init(&bot, UG_BOT_EXPLORE, 1);
    for (int i = 0; i < 60 && ug_game_status(game) == UG_STATUS_PLAYING; i++) {
        UgEvents ev = {0};
        ug_game_act(game, ug_bot_next(&bot, game), &ev);
        ug_log_add_events(log, &ev);
    }
    return game;
}

/* Times `frames` frames (after five warm-up frames that build the atlases) and prints the
 * figures as one JSON line. */
static int time_frames(UgRenderSdl *rs, SDL_Renderer *renderer, const UgGame *game,
                       const UgLog *log, const Args *a) {
    static UgFrame frame;
    UgLayout layout;
    UgViewState vs = {0};
    vs.scene = UG_SCENE_GAME;
    vs.options.tiles = a->tiles;
    int frames = a->frames;
    double *total = malloc(sizeof(double) * (size_t)frames);
    double *view = malloc(sizeof(double) * (size_t)frames);
    double *draw = malloc(sizeof(double) * (size_t)frames);
    if (!total || !view || !draw) return 1;
    double freq = (double)SDL_GetPerformanceFrequency();
    for (int i = -5; i < frames; i++) {
        Uint64 t0 = SDL_GetPerformanceCounter();
        UgLayoutParams lp = {ug_game_width(game),
                             ug_game_height(game),
                             ug_view_hud_lines(game, NULL),
                             (ug_game_info(game)->systems & UG_SYS_INVENTORY) != 0,
                             0,
                             a->tiles != UG_TILES_GLYPHS ? UG_SPRITE_PX : 0,
                             0};
        ug_layout_compute(&layout, WIDTH, HEIGHT, &lp);
        vs.log_lines = layout.log_lines;
        vs.view_cols = layout.cols;
        vs.view_rows = layout.rows;
        ug_view_build(&frame, game, log, NULL, &vs);
        Uint64 t1 = SDL_GetPerformanceCounter();
        ug_render_sdl_draw(rs, &frame, &layout);
        SDL_RenderPresent(renderer);
        Uint64 t2 = SDL_GetPerformanceCounter();
        if (i < 0) continue;
        view[i] = (double)(t1 - t0) * 1e6 / freq;
        draw[i] = (double)(t2 - t1) * 1e6 / freq;
        total[i] = (double)(t2 - t0) * 1e6 / freq;
    }
    printf("{\"bench\":\"window_frame\",\"width\":%d,\"height\":%d,\"renderer\":\"software\","
           "\"tiles\":\"%s\",\"frames\":%d,\"frame_median_us\":%.1f,\"frame_p90_us\":%.1f,"
           "\"view_median_us\":%.1f,\"draw_median_us\":%.1f}\n",
           WIDTH, HEIGHT, ug_tiles_mode_name(a->tiles), frames, percentile(total, frames, 0.5),
           percentile(total, frames, 0.9), percentile(view, frames, 0.5),
           percentile(draw, frames, 0.5));
    free(total);
    free(view);
    free(draw);
    return 0;
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
    SDL_Surface *surface =
        SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    char error[512];
    UgRenderSdl *rs = renderer ? ug_render_sdl_new(renderer, font, error, sizeof error) : NULL;
    if (!rs) {
        fprintf(stderr, "undergrid-bench-window: cannot draw: %s\n", SDL_GetError());
        return 1;
    }
    UgSpriteAtlas *atlas = NULL;
    if (a.tiles != UG_TILES_GLYPHS) {
        char png[4096], idx[4096];
        if (!ug_sprite_atlas_find(png, idx, sizeof png) ||
            !(atlas = ug_sprite_atlas_load(renderer, png, idx, error, sizeof error))) {
            fprintf(stderr, "undergrid-bench-window: no usable tileset (%s).\n", png);
            return 1;
        }
        ug_render_sdl_set_sprites(rs, atlas);
    }
    static UgLog log;
    UgGame *game = game_under_way(&log);
    int rc = game ? time_frames(rs, renderer, game, &log, &a) : 1;
    ug_game_free(game);
    ug_render_sdl_free(rs);
    ug_sprite_atlas_free(atlas);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    TTF_Quit();
    SDL_Quit();
    return rc;
}
