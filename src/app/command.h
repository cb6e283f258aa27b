/* Commands: what the player asked for, as a small value with no SDL in it. The SDL front end
 * makes them from keys, clicks, taps and the wheel (input.c); the scenes (scenes.c) decide what
 * each means in the scene at hand. */
#ifndef UG_APP_COMMAND_H
#define UG_APP_COMMAND_H

#include <stdbool.h>
#include <stdint.h>

typedef enum UgCommandKind {
    UG_CMD_NONE = 0,
    UG_CMD_MOVE,       /* dx, dy: arrows, WASD, HJKL */
    UG_CMD_WAIT,       /* space or '.' (space also starts a game from title/death) */
    UG_CMD_CONFIRM,    /* Enter */
    UG_CMD_CLICK,      /* x, y in output pixels: a mouse click or a finger tap */
    UG_CMD_HELP,       /* ? or F1 */
    UG_CMD_HISTORY,    /* Tab */
    UG_CMD_ESCAPE,     /* Esc */
    UG_CMD_YES,        /* y, s (sí) */
    UG_CMD_NO,         /* n */
    UG_CMD_FULLSCREEN, /* F11, Alt+Enter */
    UG_CMD_SCREENSHOT, /* F12 */
    UG_CMD_SCROLL,     /* dy lines: mouse wheel, Page Up/Down (dy = +-page) */
    UG_CMD_OTHER_KEY,  /* any other key (closes help) */
    UG_CMD_CHOOSE,     /* z: start (title), open / do (simple's inventory), back to the title */
    UG_CMD_INVENTORY,  /* x: simple's inventory */
    UG_CMD_TEXT,       /* text: characters typed (the seed field), as the keyboard layout gives */
    UG_CMD_ERASE,      /* Backspace */
    UG_CMD_POINT,      /* x, y in output pixels: the pointer moved (hover) */
    UG_CMD_TILES,      /* F2: the board's next look: glyphs, sprites, hybrid */
} UgCommandKind;

typedef struct UgCommand {
    UgCommandKind kind;
    int dx, dy;  /* UG_CMD_MOVE; dy for UG_CMD_SCROLL (negative: towards older messages) */
    int x, y;    /* UG_CMD_CLICK */
    bool repeat; /* a held key's automatic repeat */
    /* The key itself, for modes that read keys differently: its letter ('a'..'z', 0 for other
     * keys; y and n are also YES and NO), and for the arrows which one and whether Shift is
     * held (simple: Shift with two arrows steps diagonally, ug_input_diagonal). */
    char letter;
    bool arrow, shift;
    char text[32]; /* UG_CMD_TEXT: UTF-8, NUL-terminated (SDL gives at most 31 bytes) */
    /* The key as a browser's `key` value names it on a US keyboard, Shift applied ("h", "H",
     * "?", "~", "ArrowUp", " ", "Escape", "PageDown"; "" for no key): cursed reads keys by
     * character, as its original does (cursed_keys.h). */
    char key[16];
    /* Set by the bindings (bindings.h): the answer a yes/no box reads ('y', 'n'; 0: none), and
     * the UgBind + 1 the key is bound to (0: none). */
    char answer;
    unsigned char bound;
    unsigned short place; /* the key's place: its scancode (USB HID usage); 0: none */
    uint64_t binds;       /* every command (UG_BIND_BIT) the key or pad button is bound to */
    unsigned char button; /* a pad button whose meaning is bound (UgPadButton + 1); 0: none */
    bool pad;             /* from a gamepad (gamepad.h): the hints name its buttons */
    bool touch; /* from a finger (touch.h): the game shows on-screen buttons, and a first tap
                 * far away shows the way that a second one walks (scenes_auto.c) */
} UgCommand;

/* Shift + arrows (simple): the diagonal step of the arrows held, as the original reads them:
 * left+up, right+up, left+down, right+down, in that order of precedence; false if no two
 * arrows of a diagonal are held (then nothing happens). */
bool ug_input_diagonal(bool left, bool up, bool right, bool down, int *dx, int *dy);

/* The letter keys that move diagonally in simple (vi-keys): y up-left, u up-right, b
 * down-left, n down-right. False for any other letter. */
bool ug_input_vi_diagonal(char letter, int *dx, int *dy);

#endif /* UG_APP_COMMAND_H */
