/* Recorded games: a mode, a seed and the actions played. Replaying them gives the same state.
 *
 * The file format (version 2) is UTF-8 text, one item per line, '\n' or "\r\n" line ends:
 *     undergrid-replay 2          the magic word and the format version
 *     mode classic                the mode's name
 *     seed 42                     the seed text (the rest of the line, 0..127 bytes)
 *     floor 3                     optional: the game starts on floor 3 (ug_game_new_on_floor)
 *     achievements 8              optional: the persistent unlocks the game started with
 *                                 (ug_game_set_achievements bits; cursed's change play)
 *     wizard                      optional: wizard mode was used in this run (a mark only)
 *     actions 3                   how many action lines follow
 *     m 1 0                       move dx dy (each -1, 0 or 1)
 *     w                           wait
 *     d  descend;  p  pick up;  u ITEM VERB  use an inventory item;  n  nothing
 *     t ITEM VERB X Y             use an item at the tile (X, Y) (aim an orb, throw)
 *     r DX DY                     run (fast move) in a direction
 *     z COMMAND ARGUMENT          a wizard command (UgWizard)
 *     hash 8c1f0a3b5d7e9f21       optional: the state hash after the last action (16 hex digits)
 * Blank lines and lines starting with ';' are ignored. Anything else is an error, reported with
 * its line number. The core only parses and formats buffers; the caller reads and writes files.
 *
 * Version 1 (Undergrid 0.1) is the same without the floor, t, r and z lines; it is still read,
 * and its hash line is checked against version 1 of the state encoding (ug_game_hash_version),
 * so an old record or save replays and checks exactly as it did. Records are always written as
 * version 2, with a version-2 hash. A version above 3 is refused with UG_ERR_NEWER_RECORD.
 *
 * Version 3 (runs that survive upgrades, undergrid/snapshot.h) is version 2 with:
 *     rules 1                     after the seed, always: the mode's rules revision that played
 *                                 it (versions 1 and 2 were played by revision 1)
 *     base 7564...                optional, before "actions": the game starts from this snapshot
 *                                 (hex) instead of the seed (a run continued after an upgrade)
 *     check 2 140 8c1f0a3b5d7e9f21  after the action lines, one per floor arrived on: after
 *                                 action 140 the game is on floor 2 and its hash is this, so a
 *                                 replay that differs says where it began
 *     snapshot 7564...            optional, before the hash: the game where it stands (saves)
 * Records are written as version 3.
 *
 * Version 4 is the save journal (issue 28): a save point appends only what is new, so that it
 * costs the same at any length. It is version 3's head (magic word, mode, seed, rules, floor,
 * achievements, wizard, base), then, in place of "actions N":
 *     journal                     the segments follow, each ending in its point
 *     m 1 0 ...                   the segment's new action lines
 *     check 2 140 8c1f...         its new checkpoints (action at most the actions so far)
 *     snapshot 7564...            optional: the game at this point (hex); the last one wins
 *     point 160 8c1f0a3b5d7e9f21  the segment is complete: 160 actions so far, and the state
 *                                 hash then (optional), as version 3's hash line
 * A segment counts only once its point line is whole (ends in '\n') and agrees with the
 * actions read: a save point cut short by a crash (a torn or missing tail) is dropped, and the
 * record is the one of the last whole point. A damaged line with a whole point after it is
 * damage, reported by its line. A journal without a whole point is damaged. A snapshot is
 * appended now and then (ug_record_format_journal), not at every point, so it may stand some
 * actions before the end (snapshot_action); ug_record_snapshot_game plays those after it.
 */
#ifndef UG_RECORD_H
#define UG_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "undergrid/error.h"
#include "undergrid/game.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    UG_RECORD_VERSION = 3,
    UG_RECORD_JOURNAL_VERSION = 4, /* the save journal's form (read; written by the journal) */
    UG_RECORD_MAX_ACTIONS = 10000000,
    UG_RECORD_MAX_CHECKS = 1000000,
    UG_RECORD_MAX_SNAPSHOT = 4 * 1024 * 1024 /* bytes of a base or snapshot line's snapshot */
};

/* A checkpoint: after `action` actions the game is on `floor` with the state hash `hash`. */
typedef struct UgRecordCheck {
    int floor;
    int action;
    uint64_t hash;
} UgRecordCheck;

/* Where a replay first differed from its checkpoints (ug_record_replay_where). */
typedef struct UgReplayFault {
    bool found; /* a checkpoint (or the final hash) did not agree */
    int floor;  /* the floor of that checkpoint */
    int action; /* its action: the replay differs there */
    int agreed; /* the action of the last checkpoint that agreed (0: none) */
} UgReplayFault;

typedef struct UgRecord {
    int version; /* of the file it was read from (written records are UG_RECORD_VERSION) */
    UgMode mode;
    char seed[UG_SEED_MAX_LEN + 1];
    bool has_floor; /* the game starts on `floor` (ug_game_new_on_floor), not the first */
    int floor;
    uint32_t achievements; /* passed to ug_game_set_achievements before the first action */
    bool wizard;           /* the run used wizard mode (marked in the file; play is the same) */
    UgAction *actions;     /* owned; grown by ug_record_push */
    int count, capacity;
    bool has_hash;
    uint64_t hash;         /* in the state encoding of `version` (ug_game_hash_version) */
    int rules;             /* the rules revision that played it (1 for versions 1 and 2) */
    UgRecordCheck *checks; /* owned; in action order (ug_record_checkpoint) */
    int check_count, check_capacity;
    unsigned char *base; /* owned, or NULL: the snapshot the game starts from */
    size_t base_len;
    unsigned char *snapshot; /* owned, or NULL: the game where the record ends (saves) */
    size_t snapshot_len;
    int snapshot_action;  /* the actions played when the snapshot was taken (count but in a
                           * journal's, whose snapshot may be older than its last point) */
    size_t journal_bytes; /* read from a journal: the length of its whole points (where the
                           * next save point appends); 0 for the other versions */
} UgRecord;

/* Starts an empty record for a game. The seed is copied (truncated to UG_SEED_MAX_LEN). */
void ug_record_init(UgRecord *record, UgMode mode, const char *seed);
/* Appends one action; UG_ERR_NO_MEMORY or UG_ERR_TOO_LARGE on failure (the record is kept). */
UgError ug_record_push(UgRecord *record, UgAction action);
/* Frees the actions, checkpoints and snapshots; the record may be initialised again. */
void ug_record_free(UgRecord *record);
/* After an action is pushed (and before the first): adds a checkpoint when `game` is on
 * another floor than the last checkpoint's (or there is none yet). UG_ERR_NO_MEMORY or
 * UG_ERR_TOO_LARGE on failure (the record is kept, without it). */
UgError ug_record_checkpoint(UgRecord *record, const UgGame *game);
/* Puts the snapshot of `game` in the record (replacing one it had); UG_OK, or an error that
 * leaves the record without a snapshot (a mode without snapshots: UG_ERR_ARGUMENT). */
UgError ug_record_set_snapshot(UgRecord *record, const UgGame *game);

/* The record in the format above, written to buf (at most `size` bytes, NUL-terminated when
 * size > 0; buf may be NULL with size 0). Returns the length the whole text needs, as snprintf
 * does. */
size_t ug_record_format(const UgRecord *record, char *buf, size_t size);
/* Writes a record in the format above to an open stream. UG_ERR_ARGUMENT if writing failed. */
UgError ug_record_write(const UgRecord *record, FILE *out);
/* The save journal (version 4, above). ug_record_format_journal gives the whole journal: the
 * head, every action and checkpoint, the snapshot when `with_snapshot` and the record has one,
 * and the point (with the hash when has_hash). ug_record_format_segment gives what a save point
 * appends to a journal that holds the first `from_action` actions and `from_check` checkpoints:
 * the new ones, the snapshot if asked, and the point. Both return the length needed, as
 * ug_record_format (buf may be NULL with size 0). */
size_t ug_record_format_journal(const UgRecord *record, bool with_snapshot, char *buf, size_t size);
size_t ug_record_format_segment(const UgRecord *record, int from_action, int from_check,
                                bool with_snapshot, char *buf, size_t size);
/* The game a record's snapshot holds, played on by the actions after it (a journal's snapshot
 * may be older than its last point), checked against the record's hash when it has one. Fast at
 * any length: the title's Continue rows. UG_ERR_ARGUMENT without a snapshot; UG_ERR_BAD_RECORD
 * when the hash disagrees; the snapshot decoder's errors. */
UgError ug_record_snapshot_game(const UgRecord *record, UgGame **out);
/* Parses `len` bytes of text into *record (initialised here; free it with ug_record_free even
 * on failure). On failure *error_line (if not NULL) is the 1-based line at fault, or 0. */
UgError ug_record_parse(const char *text, size_t len, UgRecord *record, int *error_line);

/* Plays a record from the start: a new game of its mode and seed (on its floor, if it has one),
 * then every action. On success
 * *out owns the game. UG_ERR_BAD_RECORD if the record has a hash and the game does not end in
 * that state (a record from another version of the rules, or a tampered one); the seed's own
 * errors (UG_ERR_BAD_SEED, UG_ERR_BAD_MODE) as ug_game_new gives them. *out is NULL on failure. */
UgError ug_record_replay(const UgRecord *record, UgGame **out);
/* The game a record starts from, before its first action: its base snapshot, or a new game of
 * its seed (on its floor, with its achievements). Its rules revision is not checked here. */
UgError ug_record_start(const UgRecord *record, UgGame **out);
/* The same, and where the replay first differed from the record's checkpoints (fault may be
 * NULL). A record played under another rules revision than this build's is not replayed:
 * UG_ERR_OTHER_RULES (say which with record->rules and ug_mode_rules_revision). */
UgError ug_record_replay_where(const UgRecord *record, UgGame **out, UgReplayFault *fault);
/* A saved run continued: replayed when its revision is this build's; otherwise, when it has a
 * snapshot, the game is the snapshot's and the record becomes a record of this revision that
 * starts there (base = the snapshot, no actions yet, *migrated set). Errors as replay gives
 * them (UG_ERR_OTHER_RULES for an older run without a snapshot). */
UgError ug_record_continue(UgRecord *record, UgGame **out, bool *migrated);
/* Makes a record with a snapshot start there (base = snapshot, no actions or checkpoints yet but
 * the first, this build's revision): what ug_record_continue does after an upgrade, and what a
 * save whose actions no longer reach its snapshot is continued as. `game` is the snapshot's. */
void ug_record_rebase(UgRecord *record, const UgGame *game);

#ifdef __cplusplus
}
#endif

#endif /* UG_RECORD_H */
