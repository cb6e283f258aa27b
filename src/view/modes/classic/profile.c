/* classic's look: the Kaplay demo's palette (seeds/000), its title and keys. */
#include "profile.h"
#include "words.h"

/* The original draws remembered stairs and potions at opacity 0.4. */
enum { FAR_ALPHA = 102 };

static const UgLook tiles[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = {0, {0, 0, 0, 0}, {110, 94, 150, 255}, {50, 44, 70, 255}, 0},
    [UG_TILE_FLOOR] = {0, {0, 0, 0, 0}, {40, 38, 62, 255}, {20, 20, 32, 255}, 0},
    [UG_TILE_STAIRS] = {'>', {255, 214, 90, 255}, {40, 38, 62, 255}, {20, 20, 32, 255}, FAR_ALPHA},
    [UG_TILE_POTION] = {'!', {255, 100, 160, 255}, {40, 38, 62, 255}, {20, 20, 32, 255}, FAR_ALPHA},
};

/* The sprites of its tiles (sprites.h). */
static const uint8_t tile_sprites[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = UG_SPR_WALL_BRICK,
    [UG_TILE_FLOOR] = UG_SPR_FLOOR_SLATE,
    [UG_TILE_STAIRS] = UG_SPR_STAIRS_DOWN,
    [UG_TILE_POTION] = UG_SPR_POTION,
};

static const char *const description[] = {
    "You are the @. Go down the stairs > as deep as you can. Bump into an enemy to attack it; ! "
    "is a potion.",
    "The world only moves when you move. Arrows, or click where you want to go.",
};

static const char *const help[] = {
    "Arrows, {wasd} or {hjkl}: move; walk into an enemy to attack it",
    "{space} or {wait}: wait one turn",
    "Click or tap: step towards that point (on yourself: wait)",
    "Farther away: travel there along the path shown (any key stops)",
    ("{classic-explore}: explore   {descend}: go to the stairs   {rest}: rest   Shift + "
     "direction: run"),
    "{look}: look at what is in view ({look} or Tab: the next one)",
    "{fight}: fight: attack the weakest creature next to you, else one step towards the nearest",
    "{log}: message history",
    "{help} or F1: this help",
    "F11 or Alt+Enter: full screen",
    "F12: screenshot",
    "F2: the board as glyphs, sprites or hybrid",
    "{esc}: quit",
    "{mute}: sound off and on",
};

static const UgLegendEntry legend[] = {
    {'@', {255, 255, 255, 255}, "you", UG_SPR_PLAYER},
    {'>', {255, 214, 90, 255}, "stairs down", UG_SPR_STAIRS_DOWN},
    {'!', {255, 100, 160, 255}, "a potion: drink it by stepping on it", UG_SPR_POTION},
    {'r', {200, 170, 120, 255}, "a rat", UG_SPR_RAT},
    {'g', {120, 220, 110, 255}, "a goblin", UG_SPR_GOBLIN},
    {'O', {240, 110, 90, 255}, "an ogre", UG_SPR_OGRE},
};

extern const UgWords ug_words_classic;

const UgViewProfile ug_view_profile_classic = {
    .title = "Undergrid",
    .title_intro = NULL,
    .description = description,
    .description_count = (int)(sizeof description / sizeof description[0]),
    .start_hint = "Press space or click to start.",
    .resume_hint =
        "Your game waits on floor %d (turn %d). Space or a click: continue it. N: a new game.",
    .describe_when_resuming = true,
    .death_hint = "Press {space} or click to explore a new one.",
    .death_to_title = false,
    .records_depth = 5,
    .help = help,
    .help_count = (int)(sizeof help / sizeof help[0]),
    .legend = legend,
    .legend_count = (int)(sizeof legend / sizeof legend[0]),
    .stat_formats =
        {
            [UG_STAT_FLOOR] = "Floor %d",
            [UG_STAT_HP] = "Health %d/%d",
            [UG_STAT_TURN] = "Turn %d",
            [UG_STAT_SEED] = "Seed %s",
        },
    .tiles = tiles,
    .tile_sprites = tile_sprites,
    .minimap =
        {
            .unknown = {0, 0, 0, 0},
            .wall_near = {120, 104, 170, 255},
            .wall_far = {70, 62, 100, 255},
            .walls_by_floor_only = true,
            .floor_near = {66, 64, 100, 255},
            .floor_far = {38, 37, 58, 255},
            .stairs = {255, 214, 90, 255},
            .potion = {255, 100, 160, 255},
            .item = {255, 255, 0, 255},
            .enemy = {0, 0, 0, 0},
            .player = {255, 255, 255, 255},
        },
    .log_colors_by_kind = false,
    .first_message = UG_MSG_FLOOR_START,
    .words = &ug_words_classic,
    .controller = "bump4",
};
