/* ug_atlas: turns the tileset's text sources into the sprite atlas, at build time.
 *
 *     ug_atlas PALETTE TILE_DIR OUT.png OUT.idx
 *
 * PALETTE holds one colour a line, "c RRGGBB" ('#' starts a comment); '.' is transparent and
 * 'k' must be given (the outline). TILE_DIR holds one NAME.txt per sprite of the list in
 * src/view/sprites.c: optional header lines, then 16 rows of 16 palette characters.
 *
 *     outline          a 1-px outline in 'k' around the drawing (creatures: they read on any floor)
 *     from NAME        start from another tile's drawing instead of rows of its own
 *     swap AB          then paint every A as B (a recolouring: "from rat" + "swap ni")
 *
 * The atlas is a PNG of 16 columns of 16 x 16 cells, sprite id i in cell (i % 16, i / 16); the
 * index says "name column row" for each. The PNG is written here, byte for byte the same for the
 * same sources (stored deflate blocks, our own CRC-32 and Adler-32; no zlib, no time stamp).
 * Any error is one line on stderr and exit status 1, and no output is left half written.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sprites.h"

enum { PX = UG_SPRITE_PX, COLS = 16, MAX_LINE = 256, MAX_FROM = 8 };
enum { ROWS = (UG_SPR_COUNT + COLS - 1) / COLS, W = COLS * PX, H = ROWS * PX };

typedef struct Rgba {
    uint8_t r, g, b, a;
} Rgba;

static Rgba palette[128];
static uint8_t image[H][W][4];

static void fail(const char *fmt, const char *a, int n) {
    fprintf(stderr, "ug_atlas: ");
    fprintf(stderr, fmt, a, n);
    fprintf(stderr, "\n");
    exit(1);
}

static int hex(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void chomp(char *s) {
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ')) s[--n] = '\0';
}

static void read_palette(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) fail("%s cannot be read%.0d", path, 0);
    char line[MAX_LINE];
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        n++;
        chomp(line);
        if (!line[0] || line[0] == '#') continue;
        int c = (unsigned char)line[0];
        if (c < 33 || c > 126 || c == '.' || line[1] != ' ' || strlen(line) < 8)
            fail("%s line %d: a colour is \"c RRGGBB\"", path, n);
        int v[6];
        for (int i = 0; i < 6; i++)
            if ((v[i] = hex(line[2 + i])) < 0)
                fail("%s line %d: RRGGBB is six hex digits", path, n);
        if (palette[c].a) fail("%s line %d: the character is given twice", path, n);
        palette[c] = (Rgba){(uint8_t)(v[0] * 16 + v[1]), (uint8_t)(v[2] * 16 + v[3]),
                            (uint8_t)(v[4] * 16 + v[5]), 255};
    }
    fclose(f);
    if (!palette['k'].a) fail("%s: the outline colour k is missing%.0d", path, 0);
}

/* Reads tile `name` into grid (palette characters), following "from" up to MAX_FROM deep. */
static void read_tile(const char *dir, const char *name, char grid[PX][PX + 1], int depth) {
    char path[1024];
    if (snprintf(path, sizeof path, "%s/%s.txt", dir, name) >= (int)sizeof path)
        fail("%s: the path is too long%.0d", name, 0);
    if (depth > MAX_FROM) fail("%s: \"from\" goes %d deep (a loop?)", path, depth);
    FILE *f = fopen(path, "r");
    if (!f) fail("%s cannot be read: every sprite needs its tile (%d)", path, 0);
    char line[MAX_LINE];
    int n = 0, rows = 0;
    bool outline = false, from = false;
    char swaps[32][2];
    int swap_count = 0;
    while (fgets(line, sizeof line, f)) {
        n++;
        chomp(line);
        if (line[0] == '#' || (!line[0] && rows == 0)) continue;
        if (rows == 0 && strcmp(line, "outline") == 0) {
            outline = true;
        } else if (rows == 0 && strncmp(line, "from ", 5) == 0) {
            read_tile(dir, line + 5, grid, depth + 1);
            from = true;
        } else if (rows == 0 && strncmp(line, "swap ", 5) == 0 && strlen(line) == 7) {
            if (swap_count == 32) fail("%s line %d: too many swaps", path, n);
            swaps[swap_count][0] = line[5];
            swaps[swap_count][1] = line[6];
            swap_count++;
        } else {
            if (from) fail("%s line %d: a tile drawn \"from\" another has no rows", path, n);
            if (rows == PX) fail("%s line %d: a tile has 16 rows", path, n);
            if (strlen(line) != PX) fail("%s line %d: a row has 16 characters", path, n);
            for (int x = 0; x < PX; x++) {
                int c = (unsigned char)line[x];
                if (c != '.' && (c > 126 || !palette[c].a))
                    fail("%s line %d: a character is not in the palette", path, n);
            }
            memcpy(grid[rows++], line, PX + 1);
        }
    }
    fclose(f);
    if (!from && rows != PX) fail("%s: a tile has 16 rows, this one %d", path, rows);
    for (int i = 0; i < swap_count; i++) {
        if (swaps[i][1] != '.' && !palette[(unsigned char)swaps[i][1] & 127].a)
            fail("%s: swap into a colour not in the palette%.0d", path, 0);
        for (int y = 0; y < PX; y++)
            for (int x = 0; x < PX; x++)
                if (grid[y][x] == swaps[i][0]) grid[y][x] = swaps[i][1];
    }
    if (outline) {
        char out[PX][PX + 1];
        memcpy(out, grid, sizeof out);
        for (int y = 0; y < PX; y++)
            for (int x = 0; x < PX; x++) {
                if (grid[y][x] != '.') continue;
                static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                for (int i = 0; i < 4; i++) {
                    int nx = x + d[i][0], ny = y + d[i][1];
                    if (nx >= 0 && ny >= 0 && nx < PX && ny < PX && grid[ny][nx] != '.' &&
                        grid[ny][nx] != 'k')
                        out[y][x] = 'k';
                }
            }
        memcpy(grid, out, sizeof out);
    }
}

/* --- PNG ------------------------------------------------------------------------------------ */

static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static uint32_t crc_update(uint32_t crc, const uint8_t *p, size_t n) {
    for (size_t i = 0; i < n; i++) crc = crc_table[(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
    return crc;
}

typedef struct Buf {
    uint8_t *p;
    size_t n, cap;
} Buf;

static void put(Buf *b, const void *data, size_t n) {
    if (n == 0) return;
    if (b->n + n > b->cap) {
        b->cap = (b->n + n) * 2;
        b->p = realloc(b->p, b->cap);
        if (!b->p) fail("out of memory%s%.0d", "", 0);
    }
    memcpy(b->p + b->n, data, n);
    b->n += n;
}

static void put32(Buf *b, uint32_t v) {
    uint8_t be[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    put(b, be, 4);
}

static void chunk(Buf *out, const char type[4], const uint8_t *data, size_t n) {
    put32(out, (uint32_t)n);
    uint32_t crc = crc_update(0xFFFFFFFFu, (const uint8_t *)type, 4);
    crc = (n ? crc_update(crc, data, n) : crc) ^ 0xFFFFFFFFu;
    put(out, type, 4);
    put(out, data, n);
    put32(out, crc);
}

static void write_png(const char *path) {
    /* The raw scanlines: filter byte 0 (none), then the row's RGBA. */
    Buf raw = {0}, z = {0}, png = {0};
    for (int y = 0; y < H; y++) {
        uint8_t none = 0;
        put(&raw, &none, 1);
        put(&raw, image[y], (size_t)W * 4);
    }
    /* zlib: header 78 01, stored blocks of at most 65535 bytes, Adler-32 of the raw bytes. */
    uint8_t head[2] = {0x78, 0x01};
    put(&z, head, 2);
    uint32_t a = 1, s = 0;
    for (size_t i = 0; i < raw.n; i++) {
        a = (a + raw.p[i]) % 65521u;
        s = (s + a) % 65521u;
    }
    for (size_t off = 0; off < raw.n || off == 0;) {
        size_t len = raw.n - off > 65535 ? 65535 : raw.n - off;
        uint8_t bh[5] = {(uint8_t)(off + len == raw.n), (uint8_t)len, (uint8_t)(len >> 8),
                         (uint8_t)~len, (uint8_t)(~len >> 8)};
        put(&z, bh, 5);
        put(&z, raw.p + off, len);
        off += len;
        if (off == raw.n) break;
    }
    put32(&z, (s << 16) | a);
    static const uint8_t sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    put(&png, sig, 8);
    uint8_t ihdr[13] = {
        0, 0, (uint8_t)(W >> 8), (uint8_t)W, 0, 0, (uint8_t)(H >> 8), (uint8_t)H, 8, 6, 0,
        0, 0}; /* 8 bits, RGBA, deflate, no filter choice, no interlace */
    chunk(&png, "IHDR", ihdr, sizeof ihdr);
    chunk(&png, "IDAT", z.p, z.n);
    chunk(&png, "IEND", NULL, 0);
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f || fwrite(png.p, 1, png.n, f) != png.n || fclose(f) != 0)
        fail("%s cannot be written%.0d", tmp, 0);
    if (rename(tmp, path) != 0) fail("%s cannot be replaced%.0d", path, 0);
    free(raw.p);
    free(z.p);
    free(png.p);
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: ug_atlas PALETTE TILE_DIR OUT.png OUT.idx\n");
        return 2;
    }
    crc_init();
    read_palette(argv[1]);
    char index[UG_SPR_COUNT * 48 + 64];
    int used = snprintf(index, sizeof index, "undergrid-tiles 1\nsize %d\natlas %d %d\n", PX, W, H);
    for (int id = 1; id < UG_SPR_COUNT; id++) {
        const char *name = ug_sprite_name(id);
        if (!name) fail("sprite %s%d has no name in src/view/sprites.c", "", id);
        char grid[PX][PX + 1];
        read_tile(argv[2], name, grid, 0);
        int cx = (id % COLS) * PX, cy = (id / COLS) * PX;
        for (int y = 0; y < PX; y++)
            for (int x = 0; x < PX; x++) {
                int c = (unsigned char)grid[y][x];
                Rgba p = c == '.' ? (Rgba){0, 0, 0, 0} : palette[c];
                uint8_t *px = image[cy + y][cx + x];
                px[0] = p.r, px[1] = p.g, px[2] = p.b, px[3] = p.a;
            }
        used += snprintf(index + used, sizeof index - (size_t)used, "%s %d %d\n", name, id % COLS,
                         id / COLS);
    }
    write_png(argv[3]);
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", argv[4]);
    FILE *f = fopen(tmp, "wb");
    if (!f || fwrite(index, 1, (size_t)used, f) != (size_t)used || fclose(f) != 0)
        fail("%s cannot be written%.0d", tmp, 0);
    if (rename(tmp, argv[4]) != 0) fail("%s cannot be replaced%.0d", argv[4], 0);
    return 0;
}
