/* The null platform. See platform_null.h. */
#include "platform_null.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct NullFile {
    char *path;
    char *data; /* NULL: removed (the entry stays to keep its write count) */
    size_t len;
    int writes;
} NullFile;

typedef struct NullWrite {
    char *path, *data;
    size_t len;
} NullWrite;

struct UgNullPlatform {
    int width, height;
    uint64_t entropy, clock_ms;
    char user_dir[256];
    char date[16]; /* what today gives */
    UgPlatformEvent *script;
    int script_count, script_cap, script_next;
    UgNullFrame *frames;
    int frame_count, frame_cap;
    UgFrame last;
    char **said;
    int said_count, said_cap;
    NullFile *files;
    int file_count, file_cap;
    NullWrite *writes;
    int write_count, write_cap;
    int shots, toggles;
    bool quit_said;
    UgOptions options;
    int option_sets;
    UgBindings bindings; /* the defaults until the scenes change them */
    bool bindings_ready; /* the defaults were put in */
    int binding_saves;
    const UgCatalog *catalogs[3];
    UgLayout layout;
    UgFileError fail_kind; /* ug_null_fail_writes */
    char fail_why[UG_FILE_WHY_MAX];
    int fail_count;
    int appends;                            /* write_file_at calls that wrote */
    char *held_elsewhere[8], *held_here[8]; /* save locks of other games, and ours */
    int elsewhere_count, here_count;
    struct NullSounds {
        int count, ids[8];
    } * sounds; /* play_sounds, one entry a call */
    int sound_count, sound_cap;
    UgNullSource source; /* ug_null_set_source: events once the script is used up */
    void *source_context;
    int presented; /* frames presented in all */
    bool bounded;  /* ug_null_keep_history(false): only the last frame, no write or sound log */
};

/* Grows *array (of `size`-byte items, *cap of them) to hold one more; false if out of memory. */
static bool grow(void **array, int *cap, int count, size_t size) {
    if (count < *cap) return true;
    int n = *cap ? *cap * 2 : 16;
    void *grown = realloc(*array, (size_t)n * size);
    if (!grown) return false;
    *array = grown;
    *cap = n;
    return true;
}

static char *copy(const void *data, size_t len) {
    char *c = malloc(len + 1);
    if (!c) return NULL;
    if (len) memcpy(c, data, len);
    c[len] = '\0';
    return c;
}

static NullFile *find(const UgNullPlatform *np, const char *path) {
    for (int i = 0; i < np->file_count; i++)
        if (strcmp(np->files[i].path, path) == 0) return &np->files[i];
    return NULL;
}

/* The entry for path, made if need be (without data); NULL if out of memory. */
static NullFile *entry(UgNullPlatform *np, const char *path) {
    NullFile *f = find(np, path);
    if (f) return f;
    if (!grow((void **)&np->files, &np->file_cap, np->file_count, sizeof *np->files)) return NULL;
    char *p = copy(path, strlen(path));
    if (!p) return NULL;
    f = &np->files[np->file_count++];
    *f = (NullFile){p, NULL, 0, 0};
    return f;
}

static void why_is(char *why, size_t size, const char *reason) {
    if (why && size) snprintf(why, size, "%s", reason);
}

/* --- The table's entries ------------------------------------------------------------------- */

static bool null_next_event(void *self, int timeout_ms, UgPlatformEvent *event) {
    UgNullPlatform *np = self;
    if (np->script_next >= np->script_count && np->source)
        return np->source(np->source_context, timeout_ms, event);
    if (np->script_next >= np->script_count) {
        /* The window closed, said every other call so that a loop draining events ends. */
        np->quit_said = !np->quit_said;
        if (!np->quit_said) return false;
        *event = (UgPlatformEvent){.kind = UG_EVENT_QUIT};
        return true;
    }
    UgPlatformEvent e = np->script[np->script_next++];
    if (e.kind == UG_EVENT_NONE) { /* a pause: the wait runs out */
        np->clock_ms += (uint64_t)(timeout_ms > 0 ? timeout_ms : 0);
        return false;
    }
    *event = e;
    return true;
}

static void null_output_size(void *self, int *w, int *h) {
    UgNullPlatform *np = self;
    *w = np->width;
    *h = np->height;
}

/* Appends a non-empty line and a '\n' to out[size] at *n, cutting what does not fit. */
static void add_line(char *out, size_t size, size_t *n, const UgTextLine *line) {
    if (!line->text[0] || *n + 1 >= size) return;
    int w = snprintf(out + *n, size - *n, "%s\n", line->text);
    if (w > 0) *n += (size_t)w < size - *n ? (size_t)w : size - *n - 1;
}

static void null_present_frame(void *self, const UgFrame *frame, const UgLayout *layout,
                               UgScreenshot *shot) {
    UgNullPlatform *np = self;
    np->layout = *layout;
    np->last = *frame;
    np->presented++;
    if (np->bounded && np->frame_count > 0) np->frame_count = 0; /* the slot is used again */
    if (grow((void **)&np->frames, &np->frame_cap, np->frame_count, sizeof *np->frames)) {
        UgNullFrame *f = &np->frames[np->frame_count++];
        memset(f, 0, sizeof *f);
        f->scene = frame->scene;
        f->overlay = frame->overlay;
        f->player_x = frame->player_x;
        f->player_y = frame->player_y;
        snprintf(f->heading, sizeof f->heading, "%s", frame->heading.text);
        if (frame->log_count > 0)
            snprintf(f->log_last, sizeof f->log_last, "%s", frame->log[frame->log_count - 1].text);
        f->screenshot = shot != NULL;
        f->log_count = frame->log_count;
        if (frame->has_menu && frame->menu_cursor >= 0 && frame->menu_cursor < frame->menu_count)
            snprintf(f->menu_chosen, sizeof f->menu_chosen, "%s",
                     frame->menu_items[frame->menu_cursor].text);
        size_t n = 0;
        add_line(f->text, sizeof f->text, &n, &frame->heading);
        for (int i = 0; i < frame->body_count; i++)
            add_line(f->text, sizeof f->text, &n, &frame->body[i]);
        for (int i = 0; i < frame->menu_count; i++)
            add_line(f->text, sizeof f->text, &n, &frame->menu_items[i]);
        for (int i = 0; i < frame->menu_list_count; i++)
            add_line(f->text, sizeof f->text, &n, &frame->menu_list[i]);
        if (frame->look.text[0]) add_line(f->text, sizeof f->text, &n, &frame->look);
        if (frame->has_menu) add_line(f->text, sizeof f->text, &n, &frame->menu_hint);
        for (int i = 0; i < frame->hud_count; i++)
            add_line(f->text, sizeof f->text, &n, &frame->hud[i]);
        for (int i = 0; i < frame->log_count; i++)
            add_line(f->text, sizeof f->text, &n, &frame->log[i]);
        if (frame->overlay != UG_OVERLAY_NONE) {
            add_line(f->text, sizeof f->text, &n, &frame->overlay_title);
            for (int i = 0; i < frame->overlay_count; i++)
                add_line(f->text, sizeof f->text, &n, &frame->overlay_lines[i]);
        }
    }
    if (!shot) return;
    if (!np->user_dir[0]) {
        shot->ok = false;
        snprintf(shot->text, sizeof shot->text, "no folder to save it in");
        return;
    }
    char path[sizeof np->user_dir + 32];
    snprintf(path, sizeof path, "%sundergrid-%d.png", np->user_dir, ++np->shots);
    shot->ok = ug_null_file_put(np, path, "PNG", 3);
    snprintf(shot->text, sizeof shot->text, "%s", shot->ok ? path : "out of memory");
}

static uint64_t null_now_ms(void *self) {
    return ((UgNullPlatform *)self)->clock_ms;
}

static uint64_t null_entropy(void *self) {
    return ((UgNullPlatform *)self)->entropy;
}

static bool null_user_dir(void *self, char *out, size_t size) {
    UgNullPlatform *np = self;
    if (!np->user_dir[0]) return false;
    return (size_t)snprintf(out, size, "%s", np->user_dir) < size;
}

static UgFileError null_read_file(void *self, const char *path, size_t max, char **data,
                                  size_t *len, char *why, size_t why_size) {
    UgNullPlatform *np = self;
    *data = NULL;
    *len = 0;
    const NullFile *f = find(np, path);
    if (!f || !f->data) {
        why_is(why, why_size, "No such file or directory");
        return UG_FILE_MISSING;
    }
    if (f->len > max) {
        why_is(why, why_size, "it is larger than the game accepts");
        return UG_FILE_TOO_LARGE;
    }
    *data = copy(f->data, f->len);
    if (!*data) {
        why_is(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    *len = f->len;
    return UG_FILE_OK;
}

/* The failure a test asked writes to meet (ug_null_fail_writes), spent one write at a time; a
 * negative count never runs out. UG_FILE_OK when none is pending. */
static UgFileError injected_failure(UgNullPlatform *np, char *why, size_t why_size) {
    if (np->fail_kind == UG_FILE_OK || np->fail_count == 0) return UG_FILE_OK;
    if (np->fail_count > 0) np->fail_count--;
    why_is(why, why_size, np->fail_why);
    return np->fail_kind;
}

static UgFileError null_write_file_atomic(void *self, const char *path, const void *data,
                                          size_t len, char *why, size_t why_size) {
    UgNullPlatform *np = self;
    UgFileError failed = injected_failure(np, why, why_size);
    if (failed != UG_FILE_OK) return failed;
    NullFile *f = entry(np, path);
    char *bytes = f ? copy(data, len) : NULL;
    bool logged = !np->bounded &&
                  grow((void **)&np->writes, &np->write_cap, np->write_count, sizeof *np->writes);
    NullWrite w = {logged ? copy(path, strlen(path)) : NULL, logged ? copy(data, len) : NULL, len};
    if (!bytes || (!np->bounded && (!w.path || !w.data))) {
        free(bytes);
        free(w.path);
        free(w.data);
        why_is(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    if (logged) np->writes[np->write_count++] = w;
    free(f->data);
    f->data = bytes;
    f->len = len;
    f->writes++;
    return UG_FILE_OK;
}

/* The journal's save point: data at `offset` of the file, cut there. Logged as a write of the
 * whole file it leaves (what a crash after it finds). */
static UgFileError null_write_file_at(void *self, const char *path, size_t offset, const void *data,
                                      size_t len, char *why, size_t why_size) {
    UgNullPlatform *np = self;
    UgFileError failed = injected_failure(np, why, why_size);
    if (failed != UG_FILE_OK) return failed;
    NullFile *f = find(np, path);
    if (!f || !f->data || f->len < offset) {
        why_is(why, why_size, "the file is not as it was left");
        return UG_FILE_UNWRITABLE;
    }
    char *whole = malloc(offset + len + 1);
    if (!whole) {
        why_is(why, why_size, "out of memory");
        return UG_FILE_NO_MEMORY;
    }
    memcpy(whole, f->data, offset);
    if (len) memcpy(whole + offset, data, len);
    whole[offset + len] = '\0';
    UgFileError err = null_write_file_atomic(self, path, whole, offset + len, why, why_size);
    free(whole);
    if (err == UG_FILE_OK) np->appends++;
    return err;
}

static bool null_remove_file(void *self, const char *path) {
    NullFile *f = find(self, path);
    if (f) {
        free(f->data);
        f->data = NULL;
        f->len = 0;
    }
    return true;
}

/* Like ug_file_keep_aside: the first free PATH.N.bad, never replacing one. */
static bool null_make_dir(void *self, const char *path) {
    (void)self; /* in memory, a path needs no folder */
    return path != NULL;
}

static void null_today(void *self, char *out, size_t size) {
    snprintf(out, size, "%s", ((UgNullPlatform *)self)->date);
}

static UgFileError null_keep_aside(void *self, const char *path, char *aside, size_t aside_size,
                                   char *why, size_t why_size) {
    UgNullPlatform *np = self;
    NullFile *src = find(np, path);
    if (!src || !src->data) {
        why_is(why, why_size, "No such file or directory");
        return UG_FILE_UNWRITABLE;
    }
    char to[512];
    for (int i = 1; i <= 999; i++) {
        snprintf(to, sizeof to, "%s.%d.bad", path, i);
        const NullFile *taken = find(np, to);
        if (taken && taken->data) continue;
        NullFile *dst = entry(np, to);
        if (!dst) break;
        src = find(np, path); /* entry() may have moved the array */
        dst->data = src->data;
        dst->len = src->len;
        src->data = NULL;
        src->len = 0;
        if (aside && aside_size) snprintf(aside, aside_size, "%s", to);
        return UG_FILE_OK;
    }
    why_is(why, why_size, "every name for a file set aside is taken");
    return UG_FILE_UNWRITABLE;
}

static bool listed(char *const *list, int count, const char *path) {
    for (int i = 0; i < count; i++)
        if (strcmp(list[i], path) == 0) return true;
    return false;
}

static UgFileError null_lock_save(void *self, const char *path, char *why, size_t why_size) {
    UgNullPlatform *np = self;
    if (listed(np->held_elsewhere, np->elsewhere_count, path)) {
        why_is(why, why_size, "another Undergrid is playing it");
        return UG_FILE_LOCKED;
    }
    if (listed(np->held_here, np->here_count, path)) return UG_FILE_OK;
    if (np->here_count < 8) {
        char *c = copy(path, strlen(path));
        if (c) np->held_here[np->here_count++] = c;
    }
    return UG_FILE_OK;
}

static void null_unlock_save(void *self, const char *path) {
    UgNullPlatform *np = self;
    for (int i = 0; i < np->here_count; i++) {
        if (strcmp(np->held_here[i], path) != 0) continue;
        free(np->held_here[i]);
        np->held_here[i] = np->held_here[--np->here_count];
        return;
    }
}

static void null_toggle_fullscreen(void *self) {
    ((UgNullPlatform *)self)->toggles++;
}

static void null_say(void *self, const char *sentence) {
    UgNullPlatform *np = self;
    if (np->bounded && np->said_count >= 64) { /* the oldest goes */
        free(np->said[0]);
        memmove(np->said, np->said + 1, (size_t)(np->said_count - 1) * sizeof *np->said);
        np->said_count--;
    }
    if (!grow((void **)&np->said, &np->said_cap, np->said_count, sizeof *np->said)) return;
    char *c = copy(sentence, strlen(sentence));
    if (c) np->said[np->said_count++] = c;
}

static void null_play_sounds(void *self, const int *sounds, int count) {
    UgNullPlatform *np = self;
    if (np->bounded) np->sound_count = 0; /* only the last call is kept */
    if (!grow((void **)&np->sounds, &np->sound_cap, np->sound_count, sizeof *np->sounds)) return;
    struct NullSounds *n = &np->sounds[np->sound_count++];
    n->count = count < 0 ? 0 : count > 8 ? 8 : count;
    for (int i = 0; i < n->count; i++) n->ids[i] = sounds[i];
}

int ug_null_sound_calls(const UgNullPlatform *np) {
    return np->sound_count;
}

int ug_null_sound_call(const UgNullPlatform *np, int i, int *out) {
    if (i < 0 || i >= np->sound_count) return 0;
    for (int k = 0; k < np->sounds[i].count; k++) out[k] = np->sounds[i].ids[k];
    return np->sounds[i].count;
}

static void null_get_options(void *self, UgOptions *out) {
    *out = ((UgNullPlatform *)self)->options;
}

static const UgCatalog *null_set_options(void *self, const UgOptions *options) {
    UgNullPlatform *np = self;
    np->options = *options;
    np->option_sets++;
    static const char *const langs[3] = {"en", "es", "ja"};
    for (int i = 0; i < 3; i++)
        if (strcmp(options->lang, langs[i]) == 0) return np->catalogs[i];
    return NULL;
}

static UgBindings *null_bindings(void *self) {
    UgNullPlatform *np = self;
    if (!np->bindings_ready)
        ug_bindings_default(&np->bindings); /* once: a command may lose
                                             * every key later */
    np->bindings_ready = true;
    return &np->bindings;
}

static void null_save_bindings(void *self) {
    ((UgNullPlatform *)self)->binding_saves++;
}

int ug_null_binding_saves(const UgNullPlatform *np) {
    return np->binding_saves;
}

UgPlatform ug_null_platform_table(UgNullPlatform *np) {
    return (UgPlatform){
        .self = np,
        .next_event = null_next_event,
        .output_size = null_output_size,
        .present_frame = null_present_frame,
        .now_ms = null_now_ms,
        .entropy = null_entropy,
        .user_dir = null_user_dir,
        .read_file = null_read_file,
        .write_file_atomic = null_write_file_atomic,
        .write_file_at = null_write_file_at,
        .remove_file = null_remove_file,
        .keep_aside = null_keep_aside,
        .make_dir = null_make_dir,
        .today = null_today,
        .lock_save = null_lock_save,
        .unlock_save = null_unlock_save,
        .toggle_fullscreen = null_toggle_fullscreen,
        .get_options = null_get_options,
        .set_options = null_set_options,
        .say = null_say,
        .bindings = null_bindings,
        .save_bindings = null_save_bindings,
        .play_sounds = null_play_sounds,
    };
}

/* --- Making, scripting, looking ------------------------------------------------------------ */

UgNullPlatform *ug_null_platform_new(const UgNullParams *params) {
    UgNullPlatform *np = calloc(1, sizeof *np);
    if (!np) return NULL;
    UgNullParams p = params ? *params : (UgNullParams){0};
    np->width = p.width > 0 ? p.width : 1280;
    np->height = p.height > 0 ? p.height : 720;
    np->entropy = p.entropy;
    snprintf(np->date, sizeof np->date, "%s", p.date ? p.date : "2026-01-01");
    snprintf(np->user_dir, sizeof np->user_dir, "%s", p.user_dir ? p.user_dir : "mem/");
    snprintf(np->options.lang, sizeof np->options.lang, "en");
    for (int i = 0; i < 3; i++) np->catalogs[i] = p.catalogs[i];
    return np;
}

void ug_null_platform_free(UgNullPlatform *np) {
    if (!np) return;
    for (int i = 0; i < np->file_count; i++) {
        free(np->files[i].path);
        free(np->files[i].data);
    }
    for (int i = 0; i < np->said_count; i++) free(np->said[i]);
    for (int i = 0; i < np->write_count; i++) {
        free(np->writes[i].path);
        free(np->writes[i].data);
    }
    for (int i = 0; i < np->elsewhere_count; i++) free(np->held_elsewhere[i]);
    for (int i = 0; i < np->here_count; i++) free(np->held_here[i]);
    free(np->sounds);
    free(np->writes);
    free(np->files);
    free(np->said);
    free(np->frames);
    free(np->script);
    free(np);
}

void ug_null_push(UgNullPlatform *np, UgPlatformEvent event) {
    if (grow((void **)&np->script, &np->script_cap, np->script_count, sizeof *np->script))
        np->script[np->script_count++] = event;
}

void ug_null_push_command(UgNullPlatform *np, UgCommand command) {
    ug_null_push(
        np, (UgPlatformEvent){.kind = UG_EVENT_COMMAND, .command = command, .key = UG_KEY_OTHER});
}

void ug_null_push_pause(UgNullPlatform *np) {
    ug_null_push(np, (UgPlatformEvent){.kind = UG_EVENT_NONE});
}

int ug_null_pending(const UgNullPlatform *np) {
    return np->script_count - np->script_next;
}

int ug_null_frame_count(const UgNullPlatform *np) {
    return np->frame_count;
}

const UgNullFrame *ug_null_frame(const UgNullPlatform *np, int i) {
    return i >= 0 && i < np->frame_count ? &np->frames[i] : NULL;
}

const UgFrame *ug_null_last_frame(const UgNullPlatform *np) {
    return np->frame_count > 0 ? &np->last : NULL;
}

int ug_null_said_count(const UgNullPlatform *np) {
    return np->said_count;
}

const char *ug_null_said(const UgNullPlatform *np, int i) {
    return i >= 0 && i < np->said_count ? np->said[i] : NULL;
}

int ug_null_fullscreen_toggles(const UgNullPlatform *np) {
    return np->toggles;
}

bool ug_null_file_put(UgNullPlatform *np, const char *path, const void *data, size_t len) {
    NullFile *f = entry(np, path);
    char *bytes = f ? copy(data, len) : NULL;
    if (!bytes) return false;
    free(f->data);
    f->data = bytes;
    f->len = len;
    return true;
}

const char *ug_null_file(const UgNullPlatform *np, const char *path, size_t *len) {
    const NullFile *f = find(np, path);
    if (len) *len = f && f->data ? f->len : 0;
    return f ? f->data : NULL;
}

int ug_null_file_writes(const UgNullPlatform *np, const char *path) {
    const NullFile *f = find(np, path);
    return f ? f->writes : 0;
}

int ug_null_appends(const UgNullPlatform *np) {
    return np->appends;
}

int ug_null_write_count(const UgNullPlatform *np) {
    return np->write_count;
}

const char *ug_null_write(const UgNullPlatform *np, int i, const char **path, size_t *len) {
    if (i < 0 || i >= np->write_count) return NULL;
    if (path) *path = np->writes[i].path;
    if (len) *len = np->writes[i].len;
    return np->writes[i].data;
}

const UgOptions *ug_null_options(const UgNullPlatform *np) {
    return &np->options;
}

int ug_null_option_sets(const UgNullPlatform *np) {
    return np->option_sets;
}

const UgLayout *ug_null_last_layout(const UgNullPlatform *np) {
    return &np->layout;
}

void ug_null_fail_writes(UgNullPlatform *np, UgFileError kind, const char *why, int count) {
    np->fail_kind = kind;
    np->fail_count = count;
    snprintf(np->fail_why, sizeof np->fail_why, "%s", why ? why : "");
}

void ug_null_hold_lock(UgNullPlatform *np, const char *path) {
    if (np->elsewhere_count >= 8) return;
    char *c = copy(path, strlen(path));
    if (c) np->held_elsewhere[np->elsewhere_count++] = c;
}

bool ug_null_has_lock(const UgNullPlatform *np, const char *path) {
    return listed(np->held_here, np->here_count, path);
}

void ug_null_set_source(UgNullPlatform *np, UgNullSource source, void *context) {
    np->source = source;
    np->source_context = context;
}

void ug_null_keep_history(UgNullPlatform *np, bool keep) {
    np->bounded = !keep;
}

void ug_null_set_size(UgNullPlatform *np, int width, int height) {
    np->width = width > 0 ? width : 1;
    np->height = height > 0 ? height : 1;
}

void ug_null_advance_clock(UgNullPlatform *np, uint64_t ms) {
    np->clock_ms += ms;
}

int ug_null_file_count(const UgNullPlatform *np) {
    int n = 0;
    for (int i = 0; i < np->file_count; i++) n += np->files[i].data != NULL;
    return n;
}

int ug_null_presented(const UgNullPlatform *np) {
    return np->presented;
}
