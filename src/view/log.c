/* The message log ring. See log.h. */
#include "log.h"

#include <string.h>

void ug_log_clear(UgLog *log) {
    log->start = log->count = 0;
    log->serial = 0;
}

void ug_log_push(UgLog *log, int32_t msg, int32_t a, int32_t b, const char *text) {
    if (!text) text = "";
    log->serial++;
    if (log->count > 0) {
        UgLogEntry *last = &log->entries[(log->start + log->count - 1) % UG_LOG_CAPACITY];
        if (last->msg == msg && last->a == a && last->b == b &&
            strncmp(last->text, text, UG_LOG_ARG_MAX - 1) == 0) {
            last->repeat++;
            last->serial = log->serial;
            return;
        }
    }
    UgLogEntry *e;
    if (log->count < UG_LOG_CAPACITY) {
        e = &log->entries[(log->start + log->count) % UG_LOG_CAPACITY];
        log->count++;
    } else {
        e = &log->entries[log->start]; /* the oldest goes */
        log->start = (log->start + 1) % UG_LOG_CAPACITY;
    }
    memset(e, 0, sizeof *e);
    e->msg = msg;
    e->a = a;
    e->b = b;
    size_t n = strlen(text);
    if (n >= UG_LOG_ARG_MAX) {
        n = UG_LOG_ARG_MAX - 1;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80) n--; /* keep UTF-8 whole */
    }
    memcpy(e->text, text, n);
    e->text[n] = '\0';
    e->repeat = 1;
    e->serial = log->serial;
}

void ug_log_add_events(UgLog *log, const UgEvents *events) {
    if (!events) return;
    for (int i = 0; i < events->count; i++) {
        const UgEvent *ev = &events->items[i];
        if (ev->kind == UG_EV_MESSAGE && ev->msg != UG_MSG_NONE)
            ug_log_push(log, ev->msg, ev->a, ev->b, NULL);
    }
}

int ug_log_count(const UgLog *log) {
    return log->count;
}

const UgLogEntry *ug_log_get(const UgLog *log, int i) {
    if (i < 0 || i >= log->count) return NULL;
    return &log->entries[(log->start + i) % UG_LOG_CAPACITY];
}
