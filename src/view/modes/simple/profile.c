/* simple's look (seeds/003): floors are dots and walls are blocks, white in sight, grey
 * remembered; stairs yellow-green; the original's title, keys, status panel and minimap colours
 * (CSS names). */
#include "profile.h"

enum { FAR_ALPHA = 110 };

static const UgLook tiles[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = {0, {0, 0, 0, 0}, {150, 150, 162, 255}, {66, 66, 74, 255}, 0},
    [UG_TILE_FLOOR] = {0xB7, {235, 235, 235, 255}, {26, 26, 34, 255}, {14, 14, 18, 255}, FAR_ALPHA},
    [UG_TILE_STAIRS] = {'>', {154, 205, 50, 255}, {26, 26, 34, 255}, {14, 14, 18, 255}, FAR_ALPHA},
    [UG_TILE_POTION] = {'!', {255, 100, 160, 255}, {26, 26, 34, 255}, {14, 14, 18, 255}, FAR_ALPHA},
};

/* The sprites of its tiles (sprites.h). */
static const uint8_t tile_sprites[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = UG_SPR_WALL_BLOCK,
    [UG_TILE_FLOOR] = UG_SPR_FLOOR_DOTS,
    [UG_TILE_STAIRS] = UG_SPR_STAIRS_DOWN,
    [UG_TILE_POTION] = UG_SPR_POTION,
};

static const char *const description[] = {
    "Press Z (or space) to start. Go down the stairs as deep as you can; watch your hunger.",
};

static const char *const help[] = {
    "Arrows: move; Shift + two arrows: move diagonally",
    "{yubn}, numpad, {hjkl} or {wasd}: move in 8 directions",
    "Walk into an enemy to attack it; walls cost no turn",
    "{space}: pick up what lies here, or go down the stairs",
    "{inventory}: items; Up/Down: choose; {choose}: open / do it; {inventory}: back",
    "Click or tap: step towards that point",
    "Farther away: travel there along the path shown (any key stops)",
    "{explore}: explore   {descend}: go to the stairs   Shift + {hjkl} or {wasd}: run",
    "{look}: look at what is in view ({look} or Tab: the next one)",
    "{fight}: fight: attack the weakest creature next to you, else one step towards the nearest",
    "{log}: message history   F12: screenshot",
    "F2: the board as glyphs, sprites or hybrid",
    "{help} or F1: this help   F11: full screen   {esc}: quit",
    "{mute}: sound off and on",
    ("Hunger falls one point every ten turns; at zero you heal no more and lose health instead. "
     "Eat an apple to fill it again."),
};

static const UgLegendEntry legend[] = {
    {'@', {255, 255, 255, 255}, "you", UG_SPR_PLAYER},
    {0xB7, {235, 235, 235, 255}, "floor", UG_SPR_FLOOR_DOTS},
    {'>', {154, 205, 50, 255}, "stairs down", UG_SPR_STAIRS_DOWN},
    {'%', {235, 70, 60, 255}, "an apple: food", UG_SPR_APPLE},
    {'!', {255, 100, 160, 255}, "a healing potion", UG_SPR_POTION},
    {'r', {200, 170, 120, 255}, "a rat", UG_SPR_RAT},
};

const UgViewProfile ug_view_profile_simple = {
    .title = "Simple Roguelike",
    .title_intro = "> Start", /* the original's title and its one choice */
    .description = description,
    .description_count = (int)(sizeof description / sizeof description[0]),
    .start_hint = NULL,
    .resume_hint = "Your game waits on floor %d (turn %d). Z or space: continue it. N: a new game.",
    .describe_when_resuming = false,
    .death_hint = "Press {choose} to return to the title.",
    .death_to_title = true,
    .records_depth = 5,
    .help = help,
    .help_count = (int)(sizeof help / sizeof help[0]),
    .legend = legend,
    .legend_count = (int)(sizeof legend / sizeof legend[0]),
    .stat_formats =
        {
            [UG_STAT_FLOOR] = "Floor %d",
            [UG_STAT_LEVEL] = "Level %d",
            [UG_STAT_HP] = "HP %d/%d",
            [UG_STAT_HUNGER] = "Hunger %d/%d",
            [UG_STAT_WEIGHT] = "Weight %s/%s",
            [UG_STAT_ATK] = "ATK %d",
            [UG_STAT_DEF] = "DEF %d",
            [UG_STAT_EXP] = "EXP %d/%d",
        },
    .tiles = tiles,
    .tile_sprites = tile_sprites,
    .minimap =
        {
            .unknown = {128, 128, 128, 255}, /* gray */
            .wall_near = {0, 0, 0, 255},     /* black */
            .wall_far = {0, 0, 0, 255},
            .walls_by_floor_only = false,
            .floor_near = {30, 144, 255, 255}, /* dodgerblue */
            .floor_far = {65, 105, 225, 255},  /* royalblue */
            .stairs = {154, 205, 50, 255},     /* yellowgreen */
            .potion = {255, 100, 160, 255},
            .item = {255, 255, 0, 255},     /* yellow */
            .enemy = {255, 0, 0, 255},      /* red */
            .player = {255, 192, 203, 255}, /* pink */
        },
    .log_colors_by_kind = true,
    .first_message = UG_MSG_WAKE_UP, /* the original's first line: "You wake up." */
    .controller = "simple",
};
