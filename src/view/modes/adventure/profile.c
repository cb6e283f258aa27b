/* adventure's look: classic's glyphs-on-a-board style with the new terrain, a compact HUD in the
 * core's order (related stats share a line, then the orb stack), and a roguelike's keys
 * (src/app/scenes_adventure.h). */
#include "profile.h"
#include "words.h"

enum { FAR_ALPHA = 110 };

#define FLOOR_BG                                                                                   \
    {34, 32, 52, 255}, {                                                                           \
        16, 16, 26, 255                                                                            \
    }
static const UgLook tiles[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = {0, {0, 0, 0, 0}, {104, 92, 140, 255}, {48, 44, 68, 255}, 0},
    [UG_TILE_FLOOR] = {0xB7, {120, 118, 150, 255}, FLOOR_BG, FAR_ALPHA},
    [UG_TILE_STAIRS] = {'>', {255, 214, 90, 255}, FLOOR_BG, FAR_ALPHA},
    [UG_TILE_POTION] = {'!', {255, 100, 160, 255}, FLOOR_BG, FAR_ALPHA},
    [UG_TILE_DOOR_CLOSED] =
        {'+', {200, 150, 90, 255}, {70, 50, 30, 255}, {36, 26, 16, 255}, FAR_ALPHA},
    [UG_TILE_DOOR_OPEN] = {'\'', {200, 150, 90, 255}, FLOOR_BG, FAR_ALPHA},
    [UG_TILE_ARRIVAL] = {'<', {170, 170, 200, 255}, FLOOR_BG, FAR_ALPHA},
    [UG_TILE_WATER] = {'~', {110, 170, 255, 255}, {24, 40, 80, 255}, {14, 20, 40, 255}, FAR_ALPHA},
    [UG_TILE_RUBBLE] = {':', {160, 140, 110, 255}, FLOOR_BG, FAR_ALPHA},
};
#undef FLOOR_BG

/* The sprites of its tiles (sprites.h). */
static const uint8_t tile_sprites[UG_TILE_COUNT] = {
    [UG_TILE_ROCK] = UG_SPR_WALL_STONE,         [UG_TILE_FLOOR] = UG_SPR_FLOOR_STONE,
    [UG_TILE_STAIRS] = UG_SPR_STAIRS_DOWN,      [UG_TILE_POTION] = UG_SPR_POTION,
    [UG_TILE_DOOR_CLOSED] = UG_SPR_DOOR_CLOSED, [UG_TILE_DOOR_OPEN] = UG_SPR_DOOR_OPEN,
    [UG_TILE_ARRIVAL] = UG_SPR_STAIRS_UP,       [UG_TILE_WATER] = UG_SPR_WATER,
    [UG_TILE_RUBBLE] = UG_SPR_RUBBLE,
};

static const char *const description[] = {
    "Ten floors down to the Core. Find the stairs >; on floors 3, 6 and 9 they are sealed until "
    "you beat their guardian.",
    "Eat when hungry, wield what you find, and throw orbs: F Fire, I Ice, S Slime, L Lump.",
};

static const char *const help[] = {
    "Arrows, numpad, {hjkl} or {wasd}: move; {yubn}: diagonals",
    "Walk into an enemy to attack it; walls cost no turn",
    "{wait} or numpad 5: wait a turn   {pick-up}: pick up",
    "{space}: take the stairs (or call their guardian), else pick up   {descend}: stairs",
    "{items}: the pack: a letter opens an item, whose keys act at once (e eat, q drink, w wield, "
    "W wear, T take off, d drop); {esc}: back",
    "From the game: d, q, w, W or T, then the item's letter, does it at once",
    "{throw}: aim the next orb; arrows or the mouse move the aim, Tab picks the next target",
    "{throw} or {enter}: throw the orb; {esc}: do not throw",
    "Click or tap: step towards that point",
    "Farther away: travel there along the path shown (any key stops)",
    ("{explore}: explore   {descend}: go to the stairs   {rest}: rest   Shift + {hjkl} or "
     "{wasd}: run"),
    "{look}: look at what is in view ({look} or Tab: the next one)",
    "{log}: message history   F12: screenshot",
    "F2: the board as glyphs, sprites or hybrid",
    "{help} or F1: this help   F11: full screen   {esc}: quit",
    "{mute}: sound off and on",
    "Explore, travel and run wait while a creature is in view: deal with it first. Options say "
    "what explore picks up.",
    "{fight}: fight: attack the weakest creature next to you, else one step towards the nearest",
    "Orbs: Fire burns a creature, Ice armours you (aim at yourself), Slime is thrown on an empty "
    "tile, "
    "Lump stuns a creature. The top of the stack is thrown first.",
    "Guardians: floors 3, 6 and 9 keep their stairs sealed until their guardian falls (the "
    "Gargoyle, the Butcher, the Ghoul); Giovanni waits at the Core.",
    "Hunger falls as you walk: eat apples and rations before it runs out.",
};

static const UgLegendEntry legend[] = {
    {'@', {255, 255, 255, 255}, "you", UG_SPR_PLAYER},
    {'>', {255, 214, 90, 255}, "stairs down (sealed on a guardian's floor)", UG_SPR_STAIRS_DOWN},
    {'<', {170, 170, 200, 255}, "where you arrived", UG_SPR_STAIRS_UP},
    {'\'', {200, 150, 90, 255}, "an open door", UG_SPR_DOOR_OPEN},
    {'~', {110, 170, 255, 255}, "water: it puts out a Fire orb", UG_SPR_WATER},
    {':', {160, 140, 110, 255}, "rubble: slow to cross", UG_SPR_RUBBLE},
};

extern const UgWords ug_words_adventure;

const UgViewProfile ug_view_profile_adventure = {
    .title = "Undergrid",
    .title_intro = NULL,
    .description = description,
    .description_count = (int)(sizeof description / sizeof description[0]),
    .start_hint = "Press space or click to start.",
    .resume_hint =
        "Your game waits on floor %d (turn %d). Space or a click: continue it. N: a new game.",
    .describe_when_resuming = true,
    .death_hint = "Press {space} or click to try again.",
    .death_to_title = false,
    .records_depth = 5,
    .help = help,
    .help_count = (int)(sizeof help / sizeof help[0]),
    .stat_formats =
        {
            [UG_STAT_FLOOR] = "Depth %d/%d",
            [UG_STAT_LEVEL] = "Level %d",
            [UG_STAT_HP] = "HP %d/%d",
            [UG_STAT_HUNGER] = "Hunger %d/%d",
            [UG_STAT_WEIGHT] = "Load %s/%s", /* tenths, shown as 1.5 */
            [UG_STAT_ATK] = "ATK %d",
            [UG_STAT_DEF] = "DEF %d",
            [UG_STAT_EXP] = "EXP %d/%d",
            [UG_STAT_ORBS] = "Orbs %d/%d",
            [UG_STAT_CURSES] = "Curses %d/%d",
            [UG_STAT_BOSS_HP] = "Boss %d/%d",
            [UG_STAT_TURN] = "Turn %d",
            [UG_STAT_SEED] = "Seed %s",
        },
    .stat_same_line =
        {
            [UG_STAT_LEVEL] = true, /* Depth 1/10  Level 1 */
            [UG_STAT_DEF] = true,   /* ATK 6  DEF 2  EXP 0/5 */
            [UG_STAT_EXP] = true,
            [UG_STAT_CURSES] = true, /* Orbs 0/5  Curses 0/3 */
            [UG_STAT_SEED] = true,   /* Turn 12  Seed hello */
        },
    .hud_orb_stack = true,
    .inv_hint_open = "{enter}: use  {esc}: close",
    .full_inventory = true,
    .legend = legend,
    .legend_count = (int)(sizeof legend / sizeof legend[0]),
    .inv_hint_menu = "{enter}: ok  {esc}: back",
    .inv_hint_closed = "{items}: items  {throw}: throw orb",
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
    .log_colors_by_kind = true,
    .first_message = UG_MSG_FLOOR_START,
    .words = &ug_words_adventure,
    .controller = "rogue8",
};
