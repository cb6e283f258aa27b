/* cursed's look: Cursed Souls' screen (CURSED.md §8; seeds/004): letters on a dark grey board,
 * white in sight and grey remembered, the stairs orange and orbs green; its title, its keys and
 * its screens. The frame is finished by cursed_view.c (the sidebar, the power stack, the mode
 * line, the examine line, the cut-scenes). */
#include "cursed_view.h"
#include "profile.h"
#include "words.h"

static const UgLook tiles[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = {'#', {0xAB, 0xB2, 0xBF, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 150},
    [UG_TILE_FLOOR] = {'.', {0xAB, 0xB2, 0xBF, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 150},
    [UG_TILE_STAIRS] = {'>', {0xFF, 0x99, 0x00, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 255},
    [UG_TILE_POTION] = {'!', {0xAB, 0xB2, 0xBF, 255}, {0, 0, 0, 0}, {0, 0, 0, 0}, 150},
};

/* The sprites of its tiles (sprites.h). */
static const uint8_t tile_sprites[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = UG_SPR_WALL_CAVE,
    [UG_TILE_FLOOR] = UG_SPR_FLOOR_CAVE,
    [UG_TILE_STAIRS] = UG_SPR_STAIRS_DOWN,
    [UG_TILE_POTION] = UG_SPR_POTION,
};

static const char *const description[] = {
    "Three levels: a churchyard, a cellar and a sanctum. Find the stairs, call the boss with "
    "Space, beat it, and take the stairs again.",
    "Your orbs are your life: the power stack holds six, each one is a hit point, and only the "
    "top one can be used.",
};

static const char *const help[] = {
    "Arrows or {cursed-hjkl}: move; walk into an enemy to attack it",
    "Shift + a direction: fast move, up to 5 steps while nobody is in sight",
    "{cursed-act}: the stairs, else pick up the orb here, else aim the top orb",
    "{cursed-wait}: wait one turn",
    "{cursed-examine}: examine mode; {cursed-act}: aim mode",
    "In examine and aim mode: the movement keys move the cursor (X)",
    "{cursed-next} or Page Down: next target; {cursed-previous} or Page Up: previous target",
    "{cursed-act} in aim mode: use the top orb on the cursor; {esc}: normal mode",
    "Mouse: hover moves the cursor; a click aims there, or steps toward it",
    "{cursed-achievements}: achievements   {cursed-help}: this help   {log}: message history",
    "{explore}: explore   {descend}: go to the stairs   {rest}: rest (any key stops them)",
    "~ (Shift): wizard mode   F11: full screen   F12: screenshot",
    "F2: the board as glyphs, sprites or hybrid",
    "{mute}: sound off and on",
    "Wizard: = seed, 1-6 add an orb, - remove one, 8/7 add/remove a curse",
    "Wizard: ] fog, 0 clear the level, d a dummy, Shift+C lock achievements",
    "Orbs: your stack is your health, and none is used up. Fire hits a creature next to you, "
    "Lump one up to 2 tiles away, Slime jumps you to a free tile up to 2 away, Ice turns into "
    "two Icy Armor.",
    "Bosses: Space on the stairs calls the level's boss (the Tower Gargoyle, the Olympian Ghoul, "
    "Wise Giovanni); the stairs lead on only once it is dead. The Ravenous Butcher roams the "
    "cellar from the start.",
};

/* The signs of its board (cursed_view.c draws them: the original's grey letters, the stairs
 * orange, orbs green by their letter). */
static const UgLegendEntry legend[] = {
    {'@', {0xAB, 0xB2, 0xBF, 255}, "you", UG_SPR_PLAYER},
    {'#', {0xAB, 0xB2, 0xBF, 255}, "a wall", UG_SPR_WALL_CAVE},
    {'>', {0xFF, 0x99, 0x00, 255}, "the stairs: Space calls the level's boss", UG_SPR_STAIRS_DOWN},
    {'F',
     {0xA0, 0xD8, 0x6C, 255},
     "an orb on the ground, by its letter: F, I, S or L",
     UG_SPR_ORB_FIRE},
    {'G', {0xAB, 0xB2, 0xBF, 255}, "the Tower Gargoyle, the churchyard's boss", UG_SPR_GARGOYLE},
    {'B', {0xAB, 0xB2, 0xBF, 255}, "the Ravenous Butcher, in the cellar", UG_SPR_BUTCHER},
    {'J', {0xAB, 0xB2, 0xBF, 255}, "the Olympian Ghoul, the cellar's boss", UG_SPR_GHOUL},
    {'V', {0xAB, 0xB2, 0xBF, 255}, "Wise Giovanni, the sanctum's boss", UG_SPR_GIOVANNI},
};

extern const UgWords ug_words_cursed;

/* About the orbs (issue 27): what a new player needs first, in our own words (CURSED.md 3.1-3.4,
 * 1.1). Reached from the title's modes page and from the help (O). */
static const char *const about[] = {
    "Your stack is your health: every orb you hold is one hit point. A hit takes orbs off the top "
    "of the stack; a hit with none left kills you.",
    "Orbs are never used up. The top orb that is not cursed is the one you use: Space aims it, or "
    "picks up the orb you stand on.",
    "Fire (F): 1 damage to a creature next to you.",
    "Lump (L): 1 damage to a creature up to 2 tiles away.",
    "Slime (S): you jump to a free floor tile you can see, up to 2 tiles away.",
    "Ice (I): turns into two Icy Armor orbs where it lies in the stack.",
    "Icy Armor (A): cannot be aimed; one more hit point, and bumped creatures drop orbs more "
    "often.",
    "Bump a creature to hit it: what you kill may leave an orb, and the stack grows again.",
    "Curses close the stack's top slots: a cursed orb still counts as health, but cannot be used.",
    "The boss waits at the stairs: Space on them calls it. Kill it, then Space on the stairs again "
    "to go down.",
};

const UgViewProfile ug_view_profile_cursed = {
    .title = "Cursed Souls",
    .title_intro = NULL,
    .description = description,
    .description_count = (int)(sizeof description / sizeof description[0]),
    .start_hint = "Press Space or click to start.",
    .resume_hint = "Your run waits on level %d (turn %d). Space or a click: continue it. N: a new "
                   "run.",
    .describe_when_resuming = true,
    .death_hint = "{space}: a new run   {esc}: quit",
    .death_to_title = false,
    .turns_from_clock = true,
    .records_depth = 3,
    .help = help,
    .help_count = (int)(sizeof help / sizeof help[0]),
    .about_title = "About the orbs",
    .about = about,
    .about_count = (int)(sizeof about / sizeof about[0]),
    .legend = legend,
    .legend_count = (int)(sizeof legend / sizeof legend[0]),
    .stat_formats =
        {
            [UG_STAT_FLOOR] = "Level %d",
            [UG_STAT_HP] = "HP: %d / %d",
            [UG_STAT_TURN] = "Turn %d",
            [UG_STAT_SEED] = "Seed %s",
        },
    .tiles = tiles,
    .tile_sprites = tile_sprites,
    .minimap =
        {
            .unknown = {0, 0, 0, 0},
            .wall_near = {0xAB, 0xB2, 0xBF, 255},
            .wall_far = {0x66, 0x66, 0x66, 255},
            .walls_by_floor_only = false,
            .floor_near = {0x50, 0x54, 0x5C, 255},
            .floor_far = {0x38, 0x38, 0x38, 255},
            .stairs = {0xFF, 0x99, 0x00, 255},
            .potion = {0, 0, 0, 0},
            .item = {0xA0, 0xD8, 0x6C, 255},
            .enemy = {0xFF, 0x99, 0x00, 255},
            .player = {255, 255, 255, 255},
        },
    .log_colors_by_kind = true,
    .first_message = UG_MSG_CURSED_LEVEL_START,
    .words = &ug_words_cursed,
    .controller = "cursed",
    .finish_frame = ug_cursed_view_finish,
    .hud_lines = UG_CURSED_SIDEBAR_LINES,
};
