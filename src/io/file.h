/* Files, for the front ends: the one place that opens, writes, replaces, locks and sets aside
 * the player's files (saves, records, settings, screenshots; and the later achievements and run
 * history). The CLI (replays, records) and the window (saves, settings, through its platform
 * table) both use these, so there is one reader and one writer, and every rule below holds for
 * every file the game keeps:
 *
 *   - Reading never blocks and never reads more than the caller's limit: a FIFO, a device or a
 *     folder is refused before a byte is read (open with O_NONBLOCK, then the file's type), and
 *     so is a file whose size is over the limit.
 *   - Writing is all or nothing: the bytes go to a temporary file of a unique name beside the
 *     target (mkstemp), are flushed to the disk (fsync), and replace the target by a rename,
 *     after which the folder is flushed too. Two writers at once each write their own temporary
 *     file, so the target is always one whole file, never a mix. A failure leaves the target as
 *     it was and removes the temporary file.
 *   - Only regular files are replaced: a symbolic link, a device, a FIFO or a folder at the
 *     target is left alone and the write refused, saying what was found (nothing is followed
 *     silently).
 *   - A file set aside (a damaged save) gets a numbered name that no other file has; nothing
 *     set aside is ever overwritten.
 *   - A save is locked while a game plays it (an advisory lock on a file beside it), so that a
 *     second running game knows and can go elsewhere.
 *
 * Nothing here prints or exits: each call returns a UgFileError (0 success, negative failure)
 * and, when `why` is not NULL, one short clause saying why ("the disk is full (No space left on
 * device)", "it is larger than the game accepts") that the caller puts in its own sentence; the
 * error's kind says the same for callers that word it themselves (the window, in the player's
 * language). Not thread-safe only in that it reads errno.
 *
 * POSIX systems get all of the above. On Windows: MoveFileEx (replace, write-through) for the
 * rename, _commit for the flush, a share-deny open for the lock, reparse points refused like
 * symbolic links.
 */
#ifndef UG_IO_FILE_H
#define UG_IO_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "undergrid/record.h"

typedef enum UgFileError {
    UG_FILE_OK = 0,
    UG_FILE_MISSING = -1,     /* there is no such file (only the readers say this) */
    UG_FILE_UNREADABLE = -2,  /* it exists but could not be opened or read */
    UG_FILE_TOO_LARGE = -3,   /* it is larger than the caller's limit */
    UG_FILE_NO_MEMORY = -4,   /* an allocation failed */
    UG_FILE_UNWRITABLE = -5,  /* it could not be written or replaced, for a reason not below */
    UG_FILE_NOT_REGULAR = -6, /* a FIFO, device, folder or symbolic link: not read, not replaced */
    UG_FILE_NO_SPACE = -7,    /* the disk, the quota or the file-size limit is full */
    UG_FILE_READ_ONLY = -8,   /* the folder is on a read-only file system */
    UG_FILE_DENIED = -9,      /* permission denied */
    UG_FILE_LOCKED = -10,     /* another running game holds the save's lock */
    UG_FILE_NO_LOCK = -11,    /* the file system keeps no locks (flock: ENOLCK, EOPNOTSUPP) */
} UgFileError;

/* Room for any reason written into `why` (longer ones are cut). */
enum { UG_FILE_WHY_MAX = 160 };

/* Reads the whole file at `path`, of at most `max` bytes, into a new buffer that ends in a NUL
 * the length does not count; *data (free() it) and *len are set on success and are NULL and 0
 * on failure. Never blocks: a FIFO, a device or a folder is UG_FILE_NOT_REGULAR without a byte
 * read. A file larger than `max` is refused whole (UG_FILE_TOO_LARGE) from its size, and one
 * that grows while it is read is cut off one byte past `max` and refused too. A symbolic link is
 * followed (a replay may be anywhere). `why` (may be NULL) gets the reason: the system's for a
 * file that cannot be opened, else "it is not a regular file (a FIFO)", "it is larger than the
 * game accepts", "it could not be read" or "out of memory". */
UgFileError ug_file_read(const char *path, size_t max, char **data, size_t *len, char *why,
                         size_t why_size);

/* ug_file_read for the game's own files (saves, settings), which the writer below would refuse
 * to replace if they were symbolic links: a link is refused here too (UG_FILE_NOT_REGULAR, "it is
 * a symbolic link"), so that a game never plays a file it could not save back. */
UgFileError ug_file_read_own(const char *path, size_t max, char **data, size_t *len, char *why,
                             size_t why_size);

/* Writes `len` bytes to `path` as described at the top: a unique temporary file beside it,
 * fsync, rename, fsync of the folder; `path` is then either the old file or the whole new one,
 * never half of one, even if the process is killed or two processes write at once (the last
 * rename wins). A new file gets the usual permissions (0666 less the umask), a replaced one
 * keeps its own. Refused, with `path` untouched, when `path` is anything but a regular file or
 * nothing (UG_FILE_NOT_REGULAR). On failure the temporary file is removed and the kind and
 * `why` (may be NULL) say what happened: UG_FILE_NO_SPACE, UG_FILE_READ_ONLY, UG_FILE_DENIED,
 * else UG_FILE_UNWRITABLE with the system's reason. `data` may be NULL when len is 0. */
UgFileError ug_file_write_atomic(const char *path, const void *data, size_t len, char *why,
                                 size_t why_size);

/* Writes `data` at byte `offset` of the regular file `path` (never made here: it must be there,
 * at least `offset` long, and not a link), cuts the file at the end of it and fsyncs it: the
 * save journal's save point (record.h, version 4), whose reader drops a tail cut short by a
 * crash. Errors as ug_file_write_atomic; UG_FILE_UNWRITABLE when the file is shorter. */
UgFileError ug_file_write_at(const char *path, size_t offset, const void *data, size_t len,
                             char *why, size_t why_size);

/* Removes `path`; true if it is gone (also when there was none). */
bool ug_file_remove(const char *path);

/* Makes the folder `path` (its parent must exist); true when a folder (not a link) is there
 * afterwards, made now or before. */
bool ug_file_make_dir(const char *path);

/* Renames `from` to `to` (replacing `to` where the system allows); false if it could not. Prefer
 * ug_file_keep_aside, which never replaces anything. */
bool ug_file_rename(const char *from, const char *to);

/* Moves `path` aside as `path`.N.bad with the smallest N from 1 to 999 whose name is free,
 * never replacing a file (a hard link then an unlink on POSIX, so that two games setting files
 * aside at once cannot take the same name; MoveFileEx without replacing on Windows). The name
 * used is written into aside[aside_size] (may be NULL). UG_FILE_OK, or the kind and `why`. */
UgFileError ug_file_keep_aside(const char *path, char *aside, size_t aside_size, char *why,
                               size_t why_size);

/* An advisory lock on a save: held from ug_file_lock until ug_file_unlock or the end of the
 * process (also a crash or a kill, so a lock is never left behind). */
typedef struct UgFileLock {
    int fd; /* -1: no lock held */
} UgFileLock;

/* Takes the lock of `path` (on the file `path`.lock beside it, which is made if need be and
 * never removed), without waiting. UG_FILE_LOCKED when another process (or another
 * ug_file_lock in this one) holds it; UG_FILE_NO_LOCK when the file system keeps no locks;
 * UG_FILE_NOT_REGULAR when `path`.lock is a folder, FIFO, device or link; any other kind when
 * the lock file cannot be made (a read-only folder). Each with `why`: a lock not taken is never
 * taken as free (issue 25: two windows then played one save). */
UgFileError ug_file_lock(const char *path, UgFileLock *lock, char *why, size_t why_size);

/* ug_file_lock, waiting up to `max_ms` milliseconds for another holder to let go: for a file
 * every window writes briefly (the run history's read-append-write, issue 25). UG_FILE_LOCKED
 * when the wait ran out. */
UgFileError ug_file_lock_wait(const char *path, UgFileLock *lock, int max_ms, char *why,
                              size_t why_size);

/* Releases a lock taken by ug_file_lock (nothing if none is held); lock->fd becomes -1. */
void ug_file_unlock(UgFileLock *lock);

/* Removes the temporary files that writes of `path` left when they were killed before their
 * rename (regular files named `path`.tmp-XXXXXX); the number removed. Only for a file whose
 * lock the caller holds: another writer's temporary file could be in use. */
int ug_file_clean_temps(const char *path);
/* The same for a file anyone may be writing (the run history, the achievements: two windows
 * may be open): only the temporary files last written `min_age_s` seconds ago or more, which no
 * live write still holds. */
enum { UG_FILE_STALE_TEMP_S = 3600 };
/* A `path` whose last part is "*" (as "runs" then "/" and "*"): every file's temporaries in that
 * folder, for a folder of files each written once under a new name (runs/, morgue/). */
int ug_file_clean_old_temps(const char *path, long min_age_s);

/* The text of `record` in its file format (ug_record_format's bytes), in a new NUL-terminated
 * buffer (free() it). UG_FILE_NO_MEMORY, with `why`, on failure. */
UgFileError ug_file_record_text(const UgRecord *record, char **text, size_t *len, char *why,
                                size_t why_size);

#endif /* UG_IO_FILE_H */
