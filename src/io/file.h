/* Files, for the front ends: a whole file read into memory with a size limit, a file written so
 * that a failure never destroys the good one (a temporary file beside it, then a rename), and a
 * record turned into the bytes of its file. The CLI (replays, records) and the window (saves,
 * settings, through its platform table) both use these, so there is one reader and one writer.
 *
 * Nothing here prints or exits: each call returns a UgFileError (0 success, negative failure)
 * and, when `why` is not NULL, one short clause saying why ("No such file or directory", "it is
 * larger than the game accepts") that the caller puts in its own sentence. Not thread-safe only
 * in that it reads errno.
 */
#ifndef UG_IO_FILE_H
#define UG_IO_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "undergrid/record.h"

typedef enum UgFileError {
    UG_FILE_OK = 0,
    UG_FILE_MISSING = -1,    /* there is no such file (only ug_file_read says this) */
    UG_FILE_UNREADABLE = -2, /* it exists but could not be opened or read */
    UG_FILE_TOO_LARGE = -3,  /* it is larger than the caller's limit */
    UG_FILE_NO_MEMORY = -4,  /* an allocation failed */
    UG_FILE_UNWRITABLE = -5, /* it, or its temporary file, could not be written or renamed */
} UgFileError;

/* Room for any reason written into `why` (longer ones are cut). */
enum { UG_FILE_WHY_MAX = 128 };

/* Reads the whole file at `path`, of at most `max` bytes, into a new buffer that ends in a NUL
 * the length does not count; *data (free() it) and *len are set on success and are NULL and 0
 * on failure. A file larger than `max` is refused whole (UG_FILE_TOO_LARGE) without reading more
 * than a little past `max`. `why` (may be NULL) gets the reason: the system's for a file that
 * cannot be opened, else "it is larger than the game accepts", "it could not be read" or "out of
 * memory". */
UgFileError ug_file_read(const char *path, size_t max, char **data, size_t *len, char *why,
                         size_t why_size);

/* Writes `len` bytes to `path` through `path`.tmp and a rename, so that `path` is either the
 * old file or the whole new one, never half of one. On failure the temporary file is removed,
 * `path` is untouched and `why` (may be NULL) says the system's reason. `data` may be NULL when
 * len is 0. */
UgFileError ug_file_write_atomic(const char *path, const void *data, size_t len, char *why,
                                 size_t why_size);

/* Removes `path`; true if it is gone (also when there was none). */
bool ug_file_remove(const char *path);

/* Renames `from` to `to` (replacing `to` where the system allows); false if it could not. */
bool ug_file_rename(const char *from, const char *to);

/* The text of `record` in its file format (ug_record_write's bytes), in a new NUL-terminated
 * buffer (free() it). The core formats records only onto a stream, so this goes through a
 * temporary stream (tmpfile). UG_FILE_UNWRITABLE or UG_FILE_NO_MEMORY, with `why`, on failure. */
UgFileError ug_file_record_text(const UgRecord *record, char **text, size_t *len, char *why,
                                size_t why_size);

#endif /* UG_IO_FILE_H */
