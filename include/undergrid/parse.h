/* Small parsers shared by every reader of untrusted text (replay files, settings, command-line
 * values), so that each rule of what a number looks like is written once. */
#ifndef UG_PARSE_H
#define UG_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Reads s[0..len) as a whole decimal number in [lo, hi]: an optional '-' then the digits 0-9,
 * nothing else (no spaces, no '+', no empty text). False, leaving *out alone, otherwise. Never
 * overflows, whatever the length of the text. */
bool ug_parse_int(const char *s, size_t len, long lo, long hi, long *out);

#ifdef __cplusplus
}
#endif

#endif /* UG_PARSE_H */
