/* Message catalogs: every player-visible string, per language, read from standard .po files.
 *
 * The key of every string is its English text (the .po msgid), so a missing catalog or a missing
 * entry falls back to English without any other table. Catalog files are untrusted input: the
 * parser checks their syntax and sizes, and an entry whose msgstr does not use the same
 * conversions (%d, %s) in the same order as its msgid is refused, so a bad translation can never
 * make ug_i18n_format read an argument that was not passed. Pure C: no SDL, no globals.
 */
#ifndef UG_VIEW_I18N_H
#define UG_VIEW_I18N_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { UG_PO_MAX_BYTES = 1024 * 1024, UG_PO_MAX_ENTRIES = 4096, UG_PO_MAX_STRING = 2048 };

typedef struct UgCatalog UgCatalog;

/* Parses the text of a .po file. On success returns a new catalog (free with ug_catalog_free);
 * on failure returns NULL and writes one sentence, naming the line, into `error` (if not NULL).
 * Entries with an empty msgstr or the "fuzzy" flag are skipped (they mean "untranslated"). An
 * entry whose conversions differ from its msgid's is skipped and counted (ug_catalog_refused). */
UgCatalog *ug_catalog_parse(const char *text, size_t len, char *error, size_t error_size);
void ug_catalog_free(UgCatalog *catalog);
/* The translation of `msgid`, or `msgid` itself when there is none. `catalog` may be NULL
 * (built-in English). Never NULL for a non-NULL msgid. */
const char *ug_catalog_get(const UgCatalog *catalog, const char *msgid);
/* Does the catalog translate `msgid` (even to the same text)? */
bool ug_catalog_has(const UgCatalog *catalog, const char *msgid);
int ug_catalog_count(const UgCatalog *catalog);
/* How many entries were refused because their conversions did not match the msgid's. */
int ug_catalog_refused(const UgCatalog *catalog);

/* One argument for ug_i18n_format. */
typedef struct UgArg {
    char type; /* 'd' for an integer, 's' for a string */
    int64_t i;
    const char *s;
} UgArg;
static inline UgArg ug_arg_int(int64_t v) {
    UgArg a = {'d', v, 0};
    return a;
}
static inline UgArg ug_arg_str(const char *s) {
    UgArg a = {'s', 0, s};
    return a;
}

/* Formats `fmt` (only %d, %s and %% are understood) with `args` into out[size], always
 * NUL-terminated, truncated on a UTF-8 boundary. A conversion whose argument is missing or of
 * the other type prints "?". Returns the length written. */
size_t ug_i18n_format(char *out, size_t size, const char *fmt, const UgArg *args, int nargs);
/* The conversions of a format string, e.g. "ds" for "Hit %d with %s"; false if it has an
 * unknown conversion or more than `size - 1` of them. */
bool ug_i18n_signature(const char *fmt, char *sig, size_t size);

/* The language to use: `requested` ("en", "es", "ja") when given, else the first of `preferred`
 * (e.g. the system's "es_AR", "en") that we have, else "en". Returns a static string. */
const char *ug_i18n_pick_language(const char *requested, const char *const *preferred, int count);
bool ug_i18n_is_language(const char *code); /* one of ug_i18n_languages */
/* Every language with a shipped catalog (assets/i18n/<code>.po), English first: the one list the
 * tests walk, so a catalog added here is checked everywhere. */
enum { UG_I18N_LANGUAGE_COUNT = 3 };
extern const char *const ug_i18n_languages[UG_I18N_LANGUAGE_COUNT];

/* --- UTF-8 helpers shared by the view and the renderer ------------------------------------- */
/* U+200B ZERO WIDTH SPACE: the catalogs mark where a Japanese line may break with it (between
 * words; Japanese has no spaces). It takes no column and is never drawn. */
enum { UG_ZWSP = 0x200B };
/* Decodes one code point at *p and advances it; invalid bytes decode as U+FFFD. */
uint32_t ug_utf8_next(const char **p);
/* Columns a text takes in a monospace font: one per code point, two for the East Asian wide
 * ones (kana, kanji, full-width forms), which CJK fonts draw twice as wide. */
int ug_utf8_columns(const char *text);
int ug_utf8_cp_columns(uint32_t cp);

#ifdef __cplusplus
}
#endif

#endif /* UG_VIEW_I18N_H */
