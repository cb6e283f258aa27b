/* Our small versioned text files (the run history, the achievements), read line by line: the
 * first line that counts is "undergrid-NAME N", blank lines and lines starting with ';' are
 * skipped, and every other line goes to the reader's function. One place for the rules every
 * such file shares: the header, a newer version refused, a NUL or an overlong line is damage. */
#ifndef UG_IO_LINES_H
#define UG_IO_LINES_H

#include <stdbool.h>
#include <stddef.h>

enum { UG_LINES_MAX = 512 }; /* the longest line, its end included */

/* The next line of text[0..len) from *pos: where it starts and ends (its "\n" or "\r\n" left
 * out); *pos moves past it. False when no text is left. For the files with rules of their own
 * (the settings, the key bindings), so that each splits its lines the same way. */
bool ug_line_next(const char *text, size_t len, size_t *pos, const char **start, const char **end);

/* Takes one line (NUL-terminated, without its end) and its number from 1; false: it is damaged. */
typedef bool (*UgLineFn)(void *ctx, const char *line, int line_no);

/* Reads text[0..len) whose header is `magic` (e.g. "undergrid-history") and a version 1..max.
 * False with `why` set to one clause: "it is empty", "it is not WHAT", "it was written by a
 * newer Undergrid", "line N is damaged", or what `fn` wrote there when it refused a line (fn may
 * write `why` itself; when it leaves it empty the line is said to be damaged). */
bool ug_lines_read(const char *text, size_t len, const char *magic, long max_version,
                   const char *what, UgLineFn fn, void *ctx, char *why, size_t why_size);

#endif /* UG_IO_LINES_H */
