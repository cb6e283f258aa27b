/* Whole-file reading and atomic writing. See file.h. */
#include "file.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void say(char *why, size_t why_size, const char *reason) {
    if (why && why_size) snprintf(why, why_size, "%s", reason);
}

/* Reads what is left of `f` into a new NUL-terminated buffer, refusing more than `max` bytes. */
static UgFileError read_stream(FILE *f, size_t max, char **data, size_t *len, char *why,
                               size_t why_size) {
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    UgFileError err = UG_FILE_OK;
    errno = 0;
    while (buf) {
        if (n == cap) {
            if (cap > max) {
                err = UG_FILE_TOO_LARGE;
                break;
            }
            char *grown = cap <= (SIZE_MAX - 1) / 2 ? realloc(buf, cap * 2 + 1) : NULL;
            if (!grown) {
                err = UG_FILE_NO_MEMORY;
                break;
            }
            buf = grown;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) err = UG_FILE_UNREADABLE;
            break;
        }
    }
    if (!buf) err = UG_FILE_NO_MEMORY;
    if (err == UG_FILE_OK && n > max) err = UG_FILE_TOO_LARGE;
    if (err != UG_FILE_OK) {
        int e = errno;
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

UgFileError ug_file_read(const char *path, size_t max, char **data, size_t *len, char *why,
                         size_t why_size) {
    *data = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        int e = errno;
        say(why, why_size, strerror(e));
        return e == ENOENT ? UG_FILE_MISSING : UG_FILE_UNREADABLE;
    }
    UgFileError err = read_stream(f, max, data, len, why, why_size);
    fclose(f);
    return err;
}

UgFileError ug_file_write_atomic(const char *path, const void *data, size_t len, char *why,
                                 size_t why_size) {
    errno = 0;
    size_t n = strlen(path);
    char *tmp = malloc(n + 5);
    if (!tmp) {
        say(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    memcpy(tmp, path, n);
    memcpy(tmp + n, ".tmp", 5);
    FILE *f = fopen(tmp, "wb");
    bool ok = f != NULL;
    if (ok && len > 0) ok = fwrite(data, 1, len, f) == len;
    if (f && fclose(f) != 0) ok = false;
    if (ok) ok = rename(tmp, path) == 0;
    if (!ok) {
        say(why, why_size, errno ? strerror(errno) : "it could not be written");
        remove(tmp);
    }
    free(tmp);
    return ok ? UG_FILE_OK : UG_FILE_UNWRITABLE;
}

bool ug_file_remove(const char *path) {
    errno = 0;
    return remove(path) == 0 || errno == ENOENT;
}

bool ug_file_rename(const char *from, const char *to) {
    return rename(from, to) == 0;
}

UgFileError ug_file_record_text(const UgRecord *record, char **text, size_t *len, char *why,
                                size_t why_size) {
    *text = NULL;
    *len = 0;
    size_t need = ug_record_format(record, NULL, 0);
    char *buf = malloc(need + 1);
    if (!buf) {
        say(why, why_size, "out of memory");
        return UG_FILE_UNWRITABLE;
    }
    ug_record_format(record, buf, need + 1);
    *text = buf;
    *len = need;
    return UG_FILE_OK;
}
