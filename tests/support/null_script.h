/* Scripting the null platform (tests/app): one command or move pushed, then a pause, so the
 * scenes play it before the next arrives. Include after declaring `np` (null_fixture.h does);
 * header-only, static inline. */
#ifndef UG_TESTS_NULL_SCRIPT_H
#define UG_TESTS_NULL_SCRIPT_H

#include "command.h"
#include "platform_null.h"

static inline UgCommand cmd(UgCommandKind kind) {
    return (UgCommand){.kind = kind};
}

/* One key press, alone. */
static inline void press(UgCommandKind kind) {
    ug_null_push_command(np, cmd(kind));
    ug_null_push_pause(np);
}

static inline void press_move(int dx, int dy) {
    UgCommand c = cmd(UG_CMD_MOVE);
    c.dx = dx;
    c.dy = dy;
    ug_null_push_command(np, c);
    ug_null_push_pause(np);
}

#endif /* UG_TESTS_NULL_SCRIPT_H */
