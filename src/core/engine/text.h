/* A bounded text builder over a caller's buffer, for the machine-readable texts the core writes
 * (the JSON of `undergrid dump`): never more than `size` bytes, always NUL-terminated, and the
 * length the whole text would need is counted past the end (as snprintf does). No allocation. */
#ifndef UG_CORE_TEXT_H
#define UG_CORE_TEXT_H

#include <stddef.h>

typedef struct UgText {
    char *buf;
    size_t size; /* bytes of buf (may be 0) */
    size_t len;  /* length of the whole text, even past size */
} UgText;

static inline UgText ug_text_on(char *buf, size_t size) {
    UgText t = {buf, size, 0};
    if (buf && size) buf[0] = '\0';
    return t;
}
void ug_text_put(UgText *t, const char *s);
void ug_text_printf(UgText *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* s as a JSON string: quotes, backslashes and control characters escaped; bytes that are not
 * valid UTF-8 become U+FFFD, so the output is always valid JSON. */
void ug_text_json_string(UgText *t, const char *s);

#endif /* UG_CORE_TEXT_H */
