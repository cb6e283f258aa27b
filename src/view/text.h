/* Line breaking for the screens' paragraphs, by rule rather than by byte: a line may end at a
 * space, at a break opportunity a catalog marks with U+200B (Japanese words, which have no
 * spaces between them), or, in a text that marks none, between two East Asian wide characters
 * unless the next one may not start a line (closing brackets and punctuation, small kana, the
 * prolonged sound mark: UAX #14's CL, CP and NS classes) or the first may not end one (opening
 * brackets: OP). Lines are balanced: the narrowest width that needs no more lines than the
 * greedy fill is used, so no line ends with a lone word where a better break exists. Pure C. */
#ifndef UG_VIEW_TEXT_H
#define UG_VIEW_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Splits `text` into lines of at most `cols` columns (a wide glyph takes two; a word longer
 * than a line is cut) and calls `emit` (may be NULL) with each line: a pointer into text and
 * its byte length, without the spaces or marks it broke at. '\n' always ends a line. Returns
 * the number of lines. */
int ug_text_wrap(const char *text, int cols, void (*emit)(void *user, const char *line, size_t n),
                 void *user);

/* The same without balancing: each line as full as it can be. */
int ug_text_wrap_greedy(const char *text, int cols,
                        void (*emit)(void *user, const char *line, size_t n), void *user);

/* UAX #14 classes that matter here: may `cp` not start a line? may it not end one? */
bool ug_text_no_break_before(uint32_t cp);
bool ug_text_no_break_after(uint32_t cp);

#endif /* UG_VIEW_TEXT_H */
