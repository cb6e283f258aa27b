/* Which sounds a turn makes: a message's sound is the cue in its row (words.h: the row that also
 * words it and colours it), the other events' sounds are in cues.c, a case per event kind. Every
 * message the core can emit has a sound or a deliberate silence (tests/audio fails when a new
 * UgMsg or UgEventKind has none). It lives in the view, beside the rows; the audio layer below
 * (src/audio) only synthesises and mixes. No SDL. */
#ifndef UG_AUDIO_CUES_H
#define UG_AUDIO_CUES_H

#include <stdbool.h>

#include "undergrid/game.h"
#include "sounds.h"

enum { UG_CUES_MAX = 4 }; /* sounds mixed from one turn at most (the first by priority) */

/* The sound of one message id: UG_SOUND_SILENT when it is deliberately not heard, UG_SOUND_NONE
 * when the table has no row for it (never for a UgMsg of the core: tests check; the front end's
 * own messages, from 1000, are silent by this). */
UgSoundId ug_cue_for_message(int msg);
/* The sound of one event (a message by its id; damage, deaths, floors and heals by who). */
UgSoundId ug_cue_for_event(const UgEvent *e);

/* The sounds of one turn, by priority, without repeats, into out[UG_CUES_MAX]; returns how many.
 * `acted`: ug_game_act said a turn passed; `step`: the action was a move. A move that did nothing
 * and said nothing is a bump; a move that made no other sound is a step. events may be NULL. */
int ug_cues_for_turn(const UgEvents *events, bool acted, bool step, UgSoundId *out);

#endif /* UG_AUDIO_CUES_H */
