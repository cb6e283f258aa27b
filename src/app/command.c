/* The pure helpers of commands. See command.h. */
#include "command.h"

bool ug_input_diagonal(bool left, bool up, bool right, bool down, int *dx, int *dy) {
    if (left && up)
        *dx = -1, *dy = -1;
    else if (right && up)
        *dx = 1, *dy = -1;
    else if (left && down)
        *dx = -1, *dy = 1;
    else if (right && down)
        *dx = 1, *dy = 1;
    else
        return false;
    return true;
}

bool ug_input_vi_diagonal(char letter, int *dx, int *dy) {
    switch (letter) {
        case 'y':
            *dx = -1, *dy = -1;
            return true;
        case 'u':
            *dx = 1, *dy = -1;
            return true;
        case 'b':
            *dx = -1, *dy = 1;
            return true;
        case 'n':
            *dx = 1, *dy = 1;
            return true;
        default:
            return false;
    }
}
