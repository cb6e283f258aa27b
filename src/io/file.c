/* Reading, atomic writing, locking and setting aside the game's files. See file.h. */
#if !defined(_WIN32)
#define _XOPEN_SOURCE    700 /* mkstemp, fsync, lstat, O_NOFOLLOW, O_CLOEXEC, opendir, link */
#define _DARWIN_C_SOURCE     /* flock on macOS */
#define _DEFAULT_SOURCE      /* flock on glibc and musl */
#endif
#include "file.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>

#ifdef _WIN32
#include <direct.h>
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <share.h>
#include <windows.h>
#else
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

enum { BAD_MAX = 999, TEMP_SUFFIX_LEN = 11 /* ".tmp-XXXXXX" */ };

static void say(char *why, size_t why_size, const char *reason) {
    if (why && why_size) snprintf(why, why_size, "%s", reason);
}

static char *joined(const char *a, const char *b) {
    size_t na = strlen(a), nb = strlen(b);
    char *s = malloc(na + nb + 1);
    if (!s) return NULL;
    memcpy(s, a, na);
    memcpy(s + na, b, nb + 1);
    return s;
}

/* What a writer's errno means for the player: the kind, and `why` with the system's words. */
static UgFileError write_error(int e, char *why, size_t why_size) {
    char reason[UG_FILE_WHY_MAX];
    UgFileError kind = UG_FILE_UNWRITABLE;
    const char *what = NULL;
    switch (e) {
        case ENOSPC:
#ifdef EDQUOT
        case EDQUOT:
#endif
        case EFBIG: /* RLIMIT_FSIZE, or a file system's largest file */
            kind = UG_FILE_NO_SPACE, what = "the disk is full";
            break;
        case EROFS:
            kind = UG_FILE_READ_ONLY, what = "the folder is read-only";
            break;
        case EACCES:
        case EPERM:
            kind = UG_FILE_DENIED, what = "permission denied";
            break;
        default:
            break;
    }
    if (what)
        snprintf(reason, sizeof reason, "%s (%s)", what, strerror(e));
    else
        snprintf(reason, sizeof reason, "%s", e ? strerror(e) : "it could not be written");
    say(why, why_size, reason);
    return kind;
}

/* "it is not a regular file (a FIFO)": what was found where a file was expected. */
static UgFileError not_regular(unsigned mode_kind, char *why, size_t why_size) {
    const char *what = "something that is not a file";
#ifdef S_ISLNK
    if (S_ISLNK(mode_kind)) what = "a symbolic link";
#endif
#ifdef S_ISFIFO
    if (S_ISFIFO(mode_kind)) what = "a FIFO";
#endif
#ifdef S_ISSOCK
    if (S_ISSOCK(mode_kind)) what = "a socket";
#endif
#ifdef S_ISCHR
    if (S_ISCHR(mode_kind)) what = "a device";
#endif
#ifdef S_ISBLK
    if (S_ISBLK(mode_kind)) what = "a device";
#endif
#ifdef S_ISDIR
    if (S_ISDIR(mode_kind)) what = "a folder";
#else
    if (mode_kind & _S_IFDIR) what = "a folder";
#endif
    char reason[UG_FILE_WHY_MAX];
    snprintf(reason, sizeof reason, "it is %s, not a regular file", what);
    say(why, why_size, reason);
    return UG_FILE_NOT_REGULAR;
}

/* --- Reading ------------------------------------------------------------------------------- */

/* Reads what is left of fd, at most max + 1 bytes into a buffer sized for `expect` bytes (the
 * file's size), refusing more than `max`. */
static UgFileError read_fd(int fd, size_t expect, size_t max, char **data, size_t *len, char *why,
                           size_t why_size) {
    size_t cap = (expect < max ? expect : max) + 1, n = 0;
    if (cap < 64) cap = 64;
    char *buf = malloc(cap + 1);
    UgFileError err = buf ? UG_FILE_OK : UG_FILE_NO_MEMORY;
    int e = 0;
    while (err == UG_FILE_OK) {
        if (n > max) {
            err = UG_FILE_TOO_LARGE; /* it grew while it was read */
            break;
        }
        if (n == cap) {
            size_t grown_cap = cap <= max / 2 ? cap * 2 : max + 1;
            char *grown = realloc(buf, grown_cap + 1);
            if (!grown) {
                err = UG_FILE_NO_MEMORY;
                break;
            }
            buf = grown;
            cap = grown_cap;
        }
#ifdef _WIN32
        size_t want = cap - n > 0x40000000u ? 0x40000000u : cap - n;
        int got = _read(fd, buf + n, (unsigned)want);
#else
        ssize_t got = read(fd, buf + n, cap - n);
#endif
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            e = errno;
            err = UG_FILE_UNREADABLE;
            break;
        }
        if (got == 0) break;
        n += (size_t)got;
    }
    if (err != UG_FILE_OK) {
        free(buf);
        say(why, why_size,
            err == UG_FILE_TOO_LARGE    ? "it is larger than the game accepts"
            : err == UG_FILE_UNREADABLE ? (e ? strerror(e) : "it could not be read")
                                        : "out of memory");
        return err;
    }
    buf[n] = '\0';
    *data = buf;
    *len = n;
    return UG_FILE_OK;
}

static UgFileError read_file(const char *path, size_t max, bool own, char **data, size_t *len,
                             char *why, size_t why_size) {
    *data = NULL;
    *len = 0;
#ifdef _WIN32
    if (own) {
        DWORD attr = GetFileAttributesA(path);
        if (attr != INVALID_FILE_ATTRIBUTES && (attr & FILE_ATTRIBUTE_REPARSE_POINT)) {
            say(why, why_size, "it is a link, not a regular file");
            return UG_FILE_NOT_REGULAR;
        }
    }
    int fd = -1;
    errno = _sopen_s(&fd, path, _O_RDONLY | _O_BINARY, _SH_DENYNO, 0);
    if (fd < 0) {
        int e = errno;
        say(why, why_size, strerror(e));
        return e == ENOENT ? UG_FILE_MISSING : UG_FILE_UNREADABLE;
    }
    struct _stat64 st = {0};
    if (_fstat64(fd, &st) != 0 || !(st.st_mode & _S_IFREG)) {
        _close(fd);
        return not_regular((unsigned)st.st_mode, why, why_size);
    }
    if ((unsigned long long)st.st_size > max) {
        _close(fd);
        say(why, why_size, "it is larger than the game accepts");
        return UG_FILE_TOO_LARGE;
    }
    UgFileError err = read_fd(fd, (size_t)st.st_size, max, data, len, why, why_size);
    _close(fd);
    return err;
#else
    /* The type first, from the name: a device or a FIFO is never even opened. */
    struct stat st;
    if ((own ? lstat(path, &st) : stat(path, &st)) != 0) {
        int e = errno;
        say(why, why_size, strerror(e));
        return e == ENOENT ? UG_FILE_MISSING : UG_FILE_UNREADABLE;
    }
    if (!S_ISREG(st.st_mode)) return not_regular((unsigned)st.st_mode, why, why_size);
    if ((uintmax_t)st.st_size > max) {
        say(why, why_size, "it is larger than the game accepts");
        return UG_FILE_TOO_LARGE;
    }
    /* Then again on what was opened (the name may have changed in between): O_NONBLOCK so that
     * a FIFO put there meanwhile cannot block the open, O_NOFOLLOW for the game's own files. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (own ? O_NOFOLLOW : 0));
    if (fd < 0) {
        int e = errno;
        if (own && (e == ELOOP || e == EMLINK)) return not_regular(S_IFLNK, why, why_size);
        say(why, why_size, strerror(e));
        return e == ENOENT ? UG_FILE_MISSING : UG_FILE_UNREADABLE;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return not_regular((unsigned)st.st_mode, why, why_size);
    }
    if ((uintmax_t)st.st_size > max) {
        close(fd);
        say(why, why_size, "it is larger than the game accepts");
        return UG_FILE_TOO_LARGE;
    }
    UgFileError err = read_fd(fd, (size_t)st.st_size, max, data, len, why, why_size);
    close(fd);
    return err;
#endif
}

UgFileError ug_file_read(const char *path, size_t max, char **data, size_t *len, char *why,
                         size_t why_size) {
    return read_file(path, max, false, data, len, why, why_size);
}

UgFileError ug_file_read_own(const char *path, size_t max, char **data, size_t *len, char *why,
                             size_t why_size) {
    return read_file(path, max, true, data, len, why, why_size);
}

/* --- Writing ------------------------------------------------------------------------------- */

#ifndef _WIN32
/* Flushes the folder holding `path`, so that a rename in it survives a power cut. Best effort:
 * some file systems refuse to open or flush folders, and the rename is then as durable as the
 * system makes it. */
static void sync_folder(const char *path) {
    const char *slash = strrchr(path, '/');
    char *dir = NULL;
    if (!slash) {
        dir = joined(".", "");
    } else {
        size_t n = slash == path ? 1 : (size_t)(slash - path);
        dir = malloc(n + 1);
        if (dir) {
            memcpy(dir, path, n);
            dir[n] = '\0';
        }
    }
    if (!dir) return;
    int fd = open(dir, O_RDONLY | O_CLOEXEC
#ifdef O_DIRECTORY
                           | O_DIRECTORY
#endif
    );
    free(dir);
    if (fd < 0) return;
    (void)fsync(fd);
    close(fd);
}

static bool write_all(int fd, const char *p, size_t len) {
    while (len > 0) {
        ssize_t w = write(fd, p, len);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            if (w == 0) errno = ENOSPC;
            return false;
        }
        p += w;
        len -= (size_t)w;
    }
    return true;
}
#endif

#ifdef _WIN32
/* Refuses a folder, link or device at `path` (said in why); UG_FILE_OK for a file or nothing. */
static UgFileError win_check_target(const char *path, char *why, size_t why_size) {
    DWORD attr = GetFileAttributesA(path);
    if (attr != INVALID_FILE_ATTRIBUTES &&
        (attr &
         (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_DEVICE))) {
        say(why, why_size,
            attr & FILE_ATTRIBUTE_DIRECTORY ? "it is a folder, not a regular file"
                                            : "it is a link or a device, not a regular file");
        return UG_FILE_NOT_REGULAR;
    }
    return UG_FILE_OK;
}

/* Creates a fresh temp file beside `path` (exclusive, unshared), trying new names while one is
 * taken; its name in *tmp_out (the caller frees it) and its descriptor in *fd_out, or the kind
 * and why (nothing left to free). */
static UgFileError win_open_temp(const char *path, char **tmp_out, int *fd_out, char *why,
                                 size_t why_size) {
    static unsigned counter;
    char suffix[40];
    char *tmp = NULL;
    int fd = -1;
    for (int tries = 0; tries < 100 && fd < 0; tries++) {
        snprintf(suffix, sizeof suffix, ".tmp-%05u%u", (unsigned)_getpid() % 100000u, counter++);
        free(tmp);
        tmp = joined(path, suffix);
        if (!tmp) break;
        errno = _sopen_s(&fd, tmp, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _SH_DENYRW,
                         _S_IREAD | _S_IWRITE);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (!tmp) {
        say(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    if (fd < 0) {
        UgFileError k = write_error(errno, why, why_size);
        free(tmp);
        return k;
    }
    *tmp_out = tmp;
    *fd_out = fd;
    return UG_FILE_OK;
}

/* Writes data to the open temp file fd, commits it to disk, closes it and renames it over `path`;
 * on any failure removes the temp file and says why. Frees tmp either way. */
static UgFileError win_commit_temp(int fd, char *tmp, const char *path, const void *data,
                                   size_t len, char *why, size_t why_size) {
    const char *p = data;
    size_t left = len;
    bool ok = true;
    while (ok && left > 0) {
        unsigned chunk = left > 0x40000000u ? 0x40000000u : (unsigned)left;
        int w = _write(fd, p, chunk);
        if (w <= 0)
            ok = false;
        else
            p += w, left -= (size_t)w;
    }
    int e = ok ? 0 : errno;
    if (ok && _commit(fd) != 0) ok = false, e = errno;
    if (_close(fd) != 0 && ok) ok = false, e = errno;
    if (ok && !MoveFileExA(tmp, path, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        ok = false;
        e = GetLastError() == ERROR_ACCESS_DENIED ? EACCES : EIO;
    }
    UgFileError err = UG_FILE_OK;
    if (!ok) {
        err = write_error(e ? e : EIO, why, why_size);
        _unlink(tmp);
    }
    free(tmp);
    return err;
}
#else
/* Looks at what `path` names now: a regular file to replace (*replacing, its permission bits in
 * *mode), nothing yet (UG_FILE_OK, not replacing), or something refused (the kind and why). */
static UgFileError check_target(const char *path, bool *replacing, mode_t *mode, char *why,
                                size_t why_size) {
    struct stat st;
    *replacing = false;
    *mode = 0;
    if (lstat(path, &st) == 0) {
        if (!S_ISREG(st.st_mode)) return not_regular((unsigned)st.st_mode, why, why_size);
        *replacing = true;
        *mode = st.st_mode & 07777;
    } else if (errno != ENOENT) {
        return write_error(errno, why, why_size);
    }
    return UG_FILE_OK;
}

/* Creates the unique temp file beside `path`; its name in *tmp_out (the caller frees it) and its
 * descriptor in *fd_out, or the kind and why (nothing left to free). */
static UgFileError open_temp(const char *path, char **tmp_out, int *fd_out, char *why,
                             size_t why_size) {
    char *tmp = joined(path, ".tmp-XXXXXX");
    if (!tmp) {
        say(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    int fd = mkstemp(tmp); /* unique, O_EXCL, 0600: no other writer shares it */
    if (fd < 0) {
        UgFileError k = write_error(errno, why, why_size);
        free(tmp);
        return k;
    }
    *tmp_out = tmp;
    *fd_out = fd;
    return UG_FILE_OK;
}

/* Gives the temp file fd its mode (the replaced file's, else what the umask allows a new file),
 * writes data, fsyncs, closes and renames it over `path`, then flushes the folder; on any failure
 * removes the temp file and says why. Frees tmp either way. */
static UgFileError commit_temp(int fd, char *tmp, const char *path, const void *data, size_t len,
                               bool replacing, mode_t mode, char *why, size_t why_size) {
    if (!replacing) {
        mode_t mask = umask(0);
        umask(mask);
        mode = 0666 & ~mask;
    }
    (void)fchmod(fd, mode); /* a file system without modes keeps its own */
    bool ok = true;
    int e = 0;
    if (ok && len > 0 && !write_all(fd, data, len)) ok = false, e = errno;
    if (ok && fsync(fd) != 0 && errno != EINVAL) ok = false, e = errno;
    if (close(fd) != 0 && ok) ok = false, e = errno;
    if (ok && rename(tmp, path) != 0) ok = false, e = errno;
    UgFileError err = UG_FILE_OK;
    if (ok) {
        sync_folder(path);
    } else {
        err = write_error(e, why, why_size);
        unlink(tmp);
    }
    free(tmp);
    return err;
}
#endif

UgFileError ug_file_write_atomic(const char *path, const void *data, size_t len, char *why,
                                 size_t why_size) {
    char *tmp = NULL;
    int fd = -1;
#ifdef _WIN32
    UgFileError err = win_check_target(path, why, why_size);
    if (err == UG_FILE_OK) err = win_open_temp(path, &tmp, &fd, why, why_size);
    if (err != UG_FILE_OK) return err;
    return win_commit_temp(fd, tmp, path, data, len, why, why_size);
#else
    bool replacing;
    mode_t mode;
    UgFileError err = check_target(path, &replacing, &mode, why, why_size);
    if (err == UG_FILE_OK) err = open_temp(path, &tmp, &fd, why, why_size);
    if (err != UG_FILE_OK) return err;
    return commit_temp(fd, tmp, path, data, len, replacing, mode, why, why_size);
#endif
}

UgFileError ug_file_write_at(const char *path, size_t offset, const void *data, size_t len,
                             char *why, size_t why_size) {
#ifdef _WIN32
    UgFileError err = win_check_target(path, why, why_size);
    if (err != UG_FILE_OK) return err;
    int fd = -1;
    errno = _sopen_s(&fd, path, _O_WRONLY | _O_BINARY, _SH_DENYWR, _S_IREAD | _S_IWRITE);
    if (fd < 0) return write_error(errno, why, why_size);
    bool ok = _lseeki64(fd, 0, SEEK_END) >= (__int64)offset &&
              _lseeki64(fd, (__int64)offset, SEEK_SET) == (__int64)offset;
    int e = ok ? 0 : EIO;
    const char *p = data;
    size_t left = len;
    while (ok && left > 0) {
        unsigned chunk = left > 0x40000000u ? 0x40000000u : (unsigned)left;
        int w = _write(fd, p, chunk);
        if (w <= 0)
            ok = false, e = errno;
        else
            p += w, left -= (size_t)w;
    }
    if (ok && _chsize_s(fd, (__int64)(offset + len)) != 0) ok = false, e = errno;
    if (ok && _commit(fd) != 0) ok = false, e = errno;
    if (_close(fd) != 0 && ok) ok = false, e = errno;
    return ok ? UG_FILE_OK : write_error(e ? e : EIO, why, why_size);
#else
    int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK); /* a FIFO: refused */
    if (fd < 0)
        return errno == ELOOP ? not_regular(S_IFLNK, why, why_size)
                              : write_error(errno, why, why_size);
    struct stat st;
    UgFileError err = UG_FILE_OK;
    if (fstat(fd, &st) != 0) {
        err = write_error(errno, why, why_size);
    } else if (!S_ISREG(st.st_mode)) {
        err = not_regular((unsigned)st.st_mode, why, why_size);
    } else if ((uintmax_t)st.st_size < (uintmax_t)offset ||
               lseek(fd, (off_t)offset, SEEK_SET) < 0) {
        say(why, why_size, "the file is shorter than it was left");
        err = UG_FILE_UNWRITABLE;
    } else if ((len > 0 && !write_all(fd, data, len)) ||
               ftruncate(fd, (off_t)(offset + len)) != 0 || (fsync(fd) != 0 && errno != EINVAL)) {
        err = write_error(errno, why, why_size);
    }
    if (close(fd) != 0 && err == UG_FILE_OK) err = write_error(errno, why, why_size);
    return err;
#endif
}

bool ug_file_remove(const char *path) {
    errno = 0;
    return remove(path) == 0 || errno == ENOENT;
}

bool ug_file_rename(const char *from, const char *to) {
    return rename(from, to) == 0;
}

/* --- Setting aside ------------------------------------------------------------------------ */

UgFileError ug_file_keep_aside(const char *path, char *aside, size_t aside_size, char *why,
                               size_t why_size) {
    size_t n = strlen(path);
    char *to = malloc(n + 16);
    if (!to) {
        say(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    UgFileError err = UG_FILE_UNWRITABLE;
    int e = EEXIST;
    for (int i = 1; i <= BAD_MAX; i++) {
        snprintf(to, n + 16, "%s.%d.bad", path, i);
#ifdef _WIN32
        if (MoveFileExA(path, to, MOVEFILE_WRITE_THROUGH)) {
            err = UG_FILE_OK;
            break;
        }
        DWORD last = GetLastError();
        if (last == ERROR_ALREADY_EXISTS || last == ERROR_FILE_EXISTS) continue;
        e = last == ERROR_FILE_NOT_FOUND ? ENOENT : last == ERROR_ACCESS_DENIED ? EACCES : EIO;
        break;
#else
        /* link() never replaces: of two games setting aside at once, each gets its own name. */
        if (link(path, to) == 0) {
            if (unlink(path) == 0) {
                err = UG_FILE_OK;
            } else {
                e = errno;
                unlink(to); /* the original is still there: no second copy */
            }
            break;
        }
        e = errno;
        if (e == EEXIST) continue;
        if (e == EPERM || e == ENOSYS || e == EOPNOTSUPP || e == EMLINK || e == EXDEV) {
            /* A file system without hard links (FAT, some network ones): check, then rename. The
             * window between the two is a race only with another game doing the same. */
            struct stat st;
            if (lstat(to, &st) == 0) continue;
            if (rename(path, to) == 0) {
                err = UG_FILE_OK;
            } else {
                e = errno;
            }
        }
        break;
#endif
    }
    if (err == UG_FILE_OK) {
        if (aside && aside_size) snprintf(aside, aside_size, "%s", to);
    } else if (e == EEXIST) {
        say(why, why_size, "every name for a file set aside is taken");
    } else {
        err = write_error(e, why, why_size);
    }
    free(to);
    return err;
}

/* --- Locks --------------------------------------------------------------------------------- */

UgFileError ug_file_lock(const char *path, UgFileLock *lock, char *why, size_t why_size) {
    lock->fd = -1;
    char *name = joined(path, ".lock");
    if (!name) {
        say(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
#ifdef _WIN32
    /* A share-deny open: a second game's open fails until the first one closes (or ends). */
    int fd = -1;
    errno = _sopen_s(&fd, name, _O_RDWR | _O_CREAT | _O_BINARY, _SH_DENYRW, _S_IREAD | _S_IWRITE);
    free(name);
    if (fd < 0) {
        if (errno == EACCES) {
            say(why, why_size, "another Undergrid is playing it");
            return UG_FILE_LOCKED;
        }
        return write_error(errno, why, why_size);
    }
    lock->fd = fd;
    return UG_FILE_OK;
#else
    int fd = open(name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0666);
    int e = errno;
    free(name);
    if (fd < 0) {
        if (e == ELOOP || e == EMLINK) return not_regular(S_IFLNK, why, why_size);
        return write_error(e, why, why_size);
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return not_regular((unsigned)st.st_mode, why, why_size);
    }
    /* flock, not fcntl: its lock belongs to this open, so a second ug_file_lock in the same
     * process is refused too (fcntl's would be granted), and the tests can see it. */
    while (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        e = errno;
        if (e == EINTR) continue;
        close(fd);
        if (e == EWOULDBLOCK || e == EAGAIN) {
            say(why, why_size, "another Undergrid is playing it");
            return UG_FILE_LOCKED;
        }
        if (why && why_size)
            snprintf(why, why_size, "the file system keeps no locks (%s)", strerror(e));
        return UG_FILE_NO_LOCK; /* ENOLCK, EOPNOTSUPP */
    }
    lock->fd = fd;
    return UG_FILE_OK;
#endif
}

UgFileError ug_file_lock_wait(const char *path, UgFileLock *lock, int max_ms, char *why,
                              size_t why_size) {
    enum { STEP_MS = 5 };
    for (int waited = 0;; waited += STEP_MS) {
        UgFileError err = ug_file_lock(path, lock, why, why_size);
        if (err != UG_FILE_LOCKED || waited >= max_ms) return err;
#ifdef _WIN32
        Sleep(STEP_MS);
#else
        struct timespec ts = {0, STEP_MS * 1000000L};
        while (nanosleep(&ts, &ts) != 0 && errno == EINTR) continue;
#endif
    }
}

void ug_file_unlock(UgFileLock *lock) {
    if (!lock || lock->fd < 0) return;
#ifdef _WIN32
    _close(lock->fd);
#else
    close(lock->fd); /* releases the flock */
#endif
    lock->fd = -1;
}

/* Old enough to remove: any age when min_age_s is 0, else last written min_age_s ago or more. */
static bool old_enough(const char *full, long min_age_s) {
    if (min_age_s <= 0) return true;
    struct stat st;
    if (stat(full, &st) != 0) return false;
    time_t now = time(NULL);
    return now != (time_t)-1 && st.st_mtime <= now && (long)(now - st.st_mtime) >= min_age_s;
}

int ug_file_clean_temps(const char *path) {
    return ug_file_clean_old_temps(path, 0);
}

int ug_file_clean_old_temps(const char *path, long min_age_s) {
    int removed = 0;
#ifdef _WIN32
    char *pattern = joined(path, ".tmp-*");
    if (!pattern) return 0;
    const char *slash = strrchr(path, '\\');
    const char *fslash = strrchr(path, '/');
    if (!slash || (fslash && fslash > slash)) slash = fslash;
    size_t dir_len = slash ? (size_t)(slash - path) + 1 : 0;
    WIN32_FIND_DATAA found;
    HANDLE h = FindFirstFileA(pattern, &found);
    free(pattern);
    if (h == INVALID_HANDLE_VALUE) return 0;
    do {
        if (found.dwFileAttributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT))
            continue;
        size_t n = strlen(found.cFileName);
        char *full = malloc(dir_len + n + 1);
        if (!full) break;
        memcpy(full, path, dir_len);
        memcpy(full + dir_len, found.cFileName, n + 1);
        if (old_enough(full, min_age_s) && _unlink(full) == 0) removed++;
        free(full);
    } while (FindNextFileA(h, &found));
    FindClose(h);
#else
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t dir_len = slash ? (size_t)(slash - path) + 1 : 0, base_len = strlen(base);
    char *dir = malloc(dir_len + 2);
    if (!dir) return 0;
    memcpy(dir, path, dir_len);
    dir[dir_len] = '\0';
    DIR *d = opendir(dir_len ? dir : ".");
    if (!d) {
        free(dir);
        return 0;
    }
    struct dirent *ent;
    while ((ent = readdir(d)) != NULL) {
        const char *name = ent->d_name;
        size_t n = strlen(name);
        bool any = strcmp(base, "*") == 0; /* every file's temporaries in the folder */
        if (any ? n <= TEMP_SUFFIX_LEN || strncmp(name + n - TEMP_SUFFIX_LEN, ".tmp-", 5) != 0
                : n != base_len + TEMP_SUFFIX_LEN || strncmp(name, base, base_len) != 0 ||
                      strncmp(name + base_len, ".tmp-", 5) != 0)
            continue;
        char *full = malloc(dir_len + strlen(name) + 1);
        if (!full) break;
        memcpy(full, path, dir_len);
        strcpy(full + dir_len, name);
        struct stat st;
        if (lstat(full, &st) == 0 && S_ISREG(st.st_mode) && old_enough(full, min_age_s) &&
            unlink(full) == 0)
            removed++;
        free(full);
    }
    closedir(d);
    free(dir);
#endif
    return removed;
}

/* --- Records -------------------------------------------------------------------------------- */

UgFileError ug_file_record_text(const UgRecord *record, char **text, size_t *len, char *why,
                                size_t why_size) {
    *text = NULL;
    *len = 0;
    size_t need = ug_record_format(record, NULL, 0);
    char *buf = malloc(need + 1);
    if (!buf) {
        say(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    ug_record_format(record, buf, need + 1);
    *text = buf;
    *len = need;
    return UG_FILE_OK;
}

bool ug_file_make_dir(const char *path) {
    struct stat st;
#ifdef _WIN32
    if (_mkdir(path) == 0) return true;
    return stat(path, &st) == 0 && (st.st_mode & S_IFDIR);
#else
    if (mkdir(path, 0777) == 0) return true;
    return lstat(path, &st) == 0 && S_ISDIR(st.st_mode); /* a link is not taken as a folder */
#endif
}
