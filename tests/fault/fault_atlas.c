/* A damaged sprite atlas (issue 25, item 3): a 276-byte PNG whose cHRM chunk ran past the end
 * hung the game at start (libpng looping, SIGTERM ignored, warnings on stderr), a FIFO as the
 * atlas blocked in open(), and a small PNG claiming 8192x8192 pixels was decoded to 256 MB
 * before its size was refused. Each is now refused in one clause, at once (an alarm fails the
 * test if a load blocks or loops), and an odd ancillary chunk writes nothing on stderr. */
#define _XOPEN_SOURCE 700
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>

#include "sprites_sdl.h"

static SDL_Surface *surface;
static SDL_Renderer *renderer;
static unsigned char *atlas;
static size_t atlas_len;

static unsigned char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *d = malloc((size_t)n);
    assert_int_equal(fread(d, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return d;
}

static const char *out(const char *name) {
    static char path[1024];
    snprintf(path, sizeof path, "%s%s", UG_TEST_OUT_DIR, name);
    return path;
}

static void spit(const char *path, const unsigned char *d, size_t n) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(d, 1, n, f), n);
    fclose(f);
}

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24), p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8), p[3] = (unsigned char)v;
}

static uint32_t crc(const unsigned char *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    }
    return ~c;
}

/* Loads `path` with the built index, stderr caught: true if it loaded; *said: bytes on stderr. */
static bool load(const char *path, char *error, size_t size, long *said) {
    fflush(stderr);
    int saved = dup(2);
    int caught = open(UG_TEST_OUT_DIR "atlas-stderr.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    assert_true(saved >= 0 && caught >= 0);
    dup2(caught, 2);
    alarm(20); /* a hang or a loop kills the test */
    error[0] = '\0';
    UgSpriteAtlas *a = ug_sprite_atlas_load(renderer, path, UG_ATLAS_IDX, error, size);
    alarm(0);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    struct stat st;
    fstat(caught, &st);
    close(caught);
    *said = (long)st.st_size;
    ug_sprite_atlas_free(a);
    return a != NULL;
}

static int setup(void **state) {
    (void)state;
    if (SDL_Init(0) != 0) return -1;
    surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
    renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    atlas = slurp(UG_ATLAS_PNG, &atlas_len);
    return renderer ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    free(atlas);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    SDL_Quit();
    return 0;
}

/* The signature and IHDR of the built atlas, then a cHRM chunk whose length runs past the end:
 * the hang. */
static void a_chunk_past_the_end_is_refused_at_once(void **state) {
    (void)state;
    unsigned char png[64];
    memcpy(png, atlas, 33); /* signature + IHDR */
    put32(png + 33, 32);
    memcpy(png + 37, "cHRM", 4);
    memset(png + 41, 0x7F, 10);
    spit(out("chrm.png"), png, 51);
    char error[512];
    long said = 0;
    assert_false(load(out("chrm.png"), error, sizeof error, &said));
    if (!strstr(error, "runs past the end")) fail_msg("%s", error);
    assert_int_equal(said, 0);
}

/* A FIFO blocked in open(). */
static void a_fifo_is_refused_without_blocking(void **state) {
    (void)state;
    unlink(out("fifo.png"));
    assert_int_equal(mkfifo(out("fifo.png"), 0600), 0);
    char error[512];
    long said = 0;
    assert_false(load(out("fifo.png"), error, sizeof error, &said));
    assert_non_null(strstr(error, "FIFO"));
    unlink(out("fifo.png"));
}

/* The atlas claiming 8192x8192 pixels: refused from its header, before any decoding. */
static void a_huge_header_is_refused_before_decoding(void **state) {
    (void)state;
    unsigned char *png = malloc(atlas_len);
    memcpy(png, atlas, atlas_len);
    put32(png + 16, 8192);
    put32(png + 20, 8192);
    put32(png + 29, crc(png + 12, 17));
    spit(out("huge.png"), png, atlas_len);
    free(png);
    char error[512];
    long said = 0;
    Uint64 t0 = SDL_GetTicks64();
    assert_false(load(out("huge.png"), error, sizeof error, &said));
    assert_non_null(strstr(error, "8192x8192"));
    assert_true(SDL_GetTicks64() - t0 < 2000);
}

/* A whole atlas with a malformed (but intact) cHRM chunk: it loads, and libpng says nothing on
 * stderr (the chunk never reaches it). */
static void an_odd_ancillary_chunk_is_silent(void **state) {
    (void)state;
    size_t n = atlas_len + 16;
    unsigned char *png = malloc(n);
    memcpy(png, atlas, 33);
    put32(png + 33, 4); /* cHRM is 32 bytes: libpng would warn */
    memcpy(png + 37, "cHRM\1\2\3\4", 8);
    put32(png + 45, crc(png + 37, 8));
    memcpy(png + 49, atlas + 33, atlas_len - 33);
    spit(out("odd.png"), png, n);
    free(png);
    char error[512];
    long said = -1;
    assert_true(load(out("odd.png"), error, sizeof error, &said));
    assert_int_equal(said, 0);
    assert_true(load(UG_ATLAS_PNG, error, sizeof error, &said)); /* the built one still loads */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_chunk_past_the_end_is_refused_at_once),
        cmocka_unit_test(a_fifo_is_refused_without_blocking),
        cmocka_unit_test(a_huge_header_is_refused_before_decoding),
        cmocka_unit_test(an_odd_ancillary_chunk_is_silent),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
