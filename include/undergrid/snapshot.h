/* Runs that survive upgrades: a mode's rules revision, and snapshots of a game.
 *
 * Every mode has a rules revision (UgGameInfo.rules_revision), a number its own folder keeps and
 * bumps whenever a change to its rules would make an old recording play differently. A record
 * names the revision that played it (record.h, version 3): a recording is watched only by that
 * revision. A save also carries a snapshot of the game where it stood: the canonical encoding the
 * hash reads (ug_game_encode, version 2) followed by what the hash leaves out (the kills, a
 * mode's derived counts). A run saved under an older revision is continued from its snapshot
 * under today's rules.
 *
 * The decoder reads untrusted bytes: every count, coordinate, enum and id is checked, and
 * anything out of range, short or left over is refused (UG_ERR_BAD_RECORD). */
#ifndef UG_SNAPSHOT_H
#define UG_SNAPSHOT_H

#include <stdbool.h>
#include <stddef.h>

#include "undergrid/error.h"
#include "undergrid/game.h"
#include "undergrid/info.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The mode's rules revision in force (>= 1; UgGameInfo.rules_revision), or 0 for a mode the
 * core cannot play. */
int ug_mode_rules_revision(UgMode mode);

/* Can the mode's games be snapshot and decoded? */
bool ug_mode_has_snapshot(UgMode mode);
/* The snapshot of a game in a new buffer (free it): UG_ERR_ARGUMENT for a mode without
 * snapshots, UG_ERR_NO_MEMORY. */
UgError ug_game_snapshot(const UgGame *game, unsigned char **bytes, size_t *len);
/* A game of `mode` from a snapshot; *out owns it. UG_ERR_BAD_RECORD for bytes that are not a
 * valid snapshot of that mode (another mode's included), UG_ERR_BAD_MODE, UG_ERR_NO_MEMORY. */
UgError ug_game_from_snapshot(UgMode mode, const void *bytes, size_t len, UgGame **out);

#ifdef __cplusplus
}
#endif

#endif /* UG_SNAPSHOT_H */
