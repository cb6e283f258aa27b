/* Line breaking. See text.h. */
#include "text.h"

#include <string.h>

#include "i18n.h"

/* CL, CP and NS (and the exclamation/question marks, EX) of the characters our catalogs use. */
bool ug_text_no_break_before(uint32_t cp) {
    static const uint32_t never_first[] = {
        0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, /* 、。，．：；！？ */
        0xFF09, 0x300D, 0x300F, 0x3011, 0x3015, 0xFF3D, 0xFF5D,         /* ）」』】〕］｝ */
        0x30FC, 0x30FB, 0x301C, 0x2026,                                 /* ー・〜… */
        0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, /* small hiragana */
        0x3087, 0x308E, 0x3095, 0x3096, 0x30A1, 0x30A3, 0x30A5, 0x30A7, /* and katakana */
        0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, ')',
        ']',    '}',    '.',    ',',    ':',    ';',    '!',    '?',    '%'};
    for (size_t i = 0; i < sizeof never_first / sizeof never_first[0]; i++)
        if (cp == never_first[i]) return true;
    return false;
}

bool ug_text_no_break_after(uint32_t cp) {
    static const uint32_t never_last[] = {0xFF08, 0x300C, 0x300E, 0x3010, 0x3014,
                                          0xFF3B, 0xFF5B, '(',    '[',    '{'};
    for (size_t i = 0; i < sizeof never_last / sizeof never_last[0]; i++)
        if (cp == never_last[i]) return true;
    return false;
}

static bool is_gap(uint32_t cp) {
    return cp == ' ' || cp == UG_ZWSP;
}

/* Does the text mark its own break opportunities (U+200B)? Then only those and spaces count. */
static bool marks_breaks(const char *text) {
    return strstr(text, "\xE2\x80\x8B") != NULL;
}

int ug_text_wrap_greedy(const char *text, int cols, void (*emit)(void *, const char *, size_t),
                        void *user) {
    if (cols < 1) cols = 1;
    bool marked = marks_breaks(text);
    int lines = 0;
    const char *p = text;
    while (*p) {
        /* Gaps where a line broke are dropped. */
        for (;;) {
            const char *q = p;
            uint32_t cp = ug_utf8_next(&q);
            if (!*p || !is_gap(cp)) break;
            p = q;
        }
        if (!*p) break;
        const char *start = p, *q = p;
        const char *brk_end = NULL, *brk_next = NULL; /* the last place the line may end */
        uint32_t prev = 0;
        int width = 0;
        const char *end = NULL, *next = NULL;
        while (*q && *q != '\n') {
            const char *after = q;
            uint32_t cp = ug_utf8_next(&after);
            int w = ug_utf8_cp_columns(cp);
            if (is_gap(cp)) {
                brk_end = q;
                brk_next = after;
                width += w;
                prev = cp;
                q = after;
                continue;
            }
            if (!marked && prev && ug_utf8_cp_columns(prev) == 2 && w == 2 &&
                !ug_text_no_break_before(cp) && !ug_text_no_break_after(prev)) {
                brk_end = q; /* between two wide characters of an unmarked text */
                brk_next = q;
            }
            if (width + w > cols && width > 0) {
                bool can = brk_end && brk_end > start;
                end = can ? brk_end : q;
                next = can ? brk_next : q;
                /* A cut word: a character that may not start a line stays with this one. */
                if (!can && ug_text_no_break_before(cp)) end = next = after;
                break;
            }
            width += w;
            prev = cp;
            q = after;
        }
        if (!end) {
            end = q;
            next = *q == '\n' ? q + 1 : q;
        }
        /* Trailing gaps are not part of the line. */
        size_t len = (size_t)(end - start);
        for (;;) {
            if (len > 0 && start[len - 1] == ' ') {
                len--;
            } else if (len >= 3 && memcmp(start + len - 3, "\xE2\x80\x8B", 3) == 0) {
                len -= 3;
            } else {
                break;
            }
        }
        if (emit) emit(user, start, len);
        lines++;
        p = next;
    }
    return lines;
}

int ug_text_wrap(const char *text, int cols, void (*emit)(void *, const char *, size_t),
                 void *user) {
    if (cols < 1) cols = 1;
    int n = ug_text_wrap_greedy(text, cols, NULL, NULL);
    int best = cols;
    /* Balance: the narrowest width that still needs only n lines (the line count only grows as
     * the width shrinks, so the first width that needs more ends the search). */
    for (int w = cols - 1; w >= cols / 2 && w >= 1 && n > 1; w--) {
        if (ug_text_wrap_greedy(text, w, NULL, NULL) > n) break;
        best = w;
    }
    return ug_text_wrap_greedy(text, best, emit, user);
}
