/* Versioned line files. See lines.h. */
#include "lines.h"

#include <stdio.h>
#include <string.h>

#include "undergrid/parse.h"

/* The reason, one clause, in why[why_size] (when there is room for one); always false. */
static bool refuse(char *why, size_t why_size, const char *text) {
    if (why && why_size) snprintf(why, why_size, "%s", text);
    return false;
}

static bool refuse_line(char *why, size_t why_size, int line_no) {
    if (why && why_size) snprintf(why, why_size, "line %d is damaged", line_no);
    return false;
}

bool ug_line_next(const char *text, size_t len, size_t *pos, const char **start, const char **end) {
    if (*pos >= len) return false;
    const char *s = text + *pos;
    const char *nl = memchr(s, '\n', len - *pos);
    const char *e = nl ? nl : text + len;
    *pos = (size_t)(e - text) + 1;
    if (e > s && e[-1] == '\r') e--;
    *start = s;
    *end = e;
    return true;
}

bool ug_lines_read(const char *text, size_t len, const char *magic, long max_version,
                   const char *what, UgLineFn fn, void *ctx, char *why, size_t why_size) {
    if (why && why_size) why[0] = '\0';
    if (!text) return refuse(why, why_size, "it is empty");
    size_t magic_len = strlen(magic);
    bool header = false;
    int line_no = 0;
    size_t pos = 0;
    const char *p, *stop;
    while (ug_line_next(text, len, &pos, &p, &stop)) {
        size_t n = (size_t)(stop - p);
        line_no++;
        char line[UG_LINES_MAX];
        if (n >= sizeof line || memchr(p, '\0', n)) return refuse_line(why, why_size, line_no);
        memcpy(line, p, n);
        line[n] = '\0';
        if (line[0] == '\0' || line[0] == ';') continue;
        if (!header) {
            long version;
            if (strncmp(line, magic, magic_len) != 0 || line[magic_len] != ' ' ||
                !ug_parse_int(line + magic_len + 1, strlen(line + magic_len + 1), 1, 1000000,
                              &version)) {
                if (why && why_size) snprintf(why, why_size, "it is not %s", what ? what : "ours");
                return false;
            }
            if (version > max_version)
                return refuse(why, why_size, "it was written by a newer Undergrid");
            header = true;
            continue;
        }
        if (!fn(ctx, line, line_no)) {
            if (why && why_size && !why[0]) return refuse_line(why, why_size, line_no);
            return false;
        }
    }
    if (!header) return refuse(why, why_size, "it is empty");
    return true;
}
