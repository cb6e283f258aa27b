/* Paths over a cost grid: A* between two tiles, and Dijkstra maps from one or many sources.
 *
 * The grid is plain data: cost[y * stride + x] is the price of entering (x, y), 0 meaning the
 * tile cannot be entered. A step's price is the entered tile's cost times the step's weight
 * (options.orthogonal_weight, or options.diagonal_weight for a diagonal step). Everything is in
 * integers and deterministic:
 *   - neighbours are always tried in this order: north, east, south, west, then (8 directions)
 *     north-east, south-east, south-west, north-west;
 *   - A* expands the open tile with the smallest f = g + h; among equal f the one with the larger
 *     g (nearer the goal), then the one with the smaller index y * width + x; a tile's parent is
 *     the first expanded tile that reached it at its final cost. (A Dijkstra map has one right
 *     answer whatever the order, and ug_path_dijkstra_step breaks its ties by neighbour order.)
 * Totals must stay below 2^32: the functions refuse (UG_ERR_TOO_LARGE) a grid whose
 * width * height * (its dearest tile's cost) * max(weight) could pass it (the dearest cost is
 * only measured when 255 would not pass: a 4096 x 4096 grid of cost-1 tiles is accepted with
 * weights up to 255, e.g. 100 and 141 for diagonals of 1.41).
 *
 * Queries reuse a caller-owned workspace, so that after the first queries none allocates. No
 * globals, no clock, no floats; a workspace must not be used by two threads at once. */
#ifndef UG_SYSTEMS_PATH_H
#define UG_SYSTEMS_PATH_H

#include <stdbool.h>
#include <stdint.h>

#include "undergrid/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Returned by ug_path_astar when the goal cannot be reached (not a UgError: its value is apart
 * from theirs). */
enum { UG_PATH_NONE = -100 };

/* Dijkstra maps hold this where no source reaches. */
#define UG_PATH_UNREACHED UINT32_MAX

typedef struct UgPathGrid {
    int width, height;   /* 1..65535 each */
    const uint8_t *cost; /* cost[y * stride + x]: 0 impassable, else 1..255 to enter the tile */
    int stride;          /* >= width */
} UgPathGrid;

/* How one may move. Zero in every field gives the defaults, which are ADVENTURE.md §3's rules:
 * 8 directions, no corner cutting, a diagonal step weighing the same as an orthogonal one. */
typedef struct UgPathOptions {
    int directions;        /* 4 or 8; 0 means 8 */
    bool cut_corners;      /* false: a diagonal step needs both orthogonal neighbours passable;
                              true: a diagonal step only needs its target passable */
    int orthogonal_weight; /* 1..255; 0 means 1 */
    int diagonal_weight;   /* 1..255; 0 means orthogonal_weight (e.g. 2 and 3 for an octile-ish
                              metric) */
} UgPathOptions;

typedef struct UgPathPoint {
    int x, y;
} UgPathPoint;

/* Scratch memory for queries on grids of up to `max_tiles` tiles (width * height), of any
 * shape. Opaque; made by ug_path_workspace_new, freed by ug_path_workspace_free. */
typedef struct UgPathWorkspace UgPathWorkspace;

/* A workspace for grids of up to max_tiles tiles (> 0); NULL if out of memory or max_tiles is
 * not positive. Costs about 9 bytes per tile, plus an open list that grows on demand. */
UgPathWorkspace *ug_path_workspace_new(int max_tiles);
/* Frees a workspace; NULL is allowed. */
void ug_path_workspace_free(UgPathWorkspace *ws);

/* A cheapest path from (sx, sy) to (gx, gy). The start's own cost is never paid nor checked
 * (an actor may stand anywhere); the goal must be passable. Writes up to `max_points` points
 * to `out` (which may be NULL when max_points is 0): the first step first, the goal last.
 * Returns the number of steps of the whole path (0 when start == goal), even when it is more
 * than max_points (then only the first max_points steps are written); UG_PATH_NONE when no
 * path exists; UG_ERR_ARGUMENT for bad arguments (NULL grid or workspace, a point outside the
 * grid, a grid larger than the workspace, bad options); UG_ERR_NO_MEMORY if the open list could
 * not grow; UG_ERR_TOO_LARGE (see the top). `options` may be NULL (the defaults); `total_cost`
 * may be NULL, else it receives the path's price. */
int ug_path_astar(UgPathWorkspace *ws, const UgPathGrid *grid, const UgPathOptions *options, int sx,
                  int sy, int gx, int gy, UgPathPoint *out, int max_points, uint32_t *total_cost);

/* ug_path_astar's answer, found with a Dijkstra map: the same return value, the same path (ties
 * included) and the same total_cost, for the same arguments. `to_goal` must be the map
 * ug_path_dijkstra made on this grid (unchanged since) with these options from the one source
 * (gx, gy). It visits only the tiles on cheapest paths from the start to the goal, in the order
 * ug_path_astar would: when many walkers share a goal (monsters walking to the place they last saw
 * the player), one map and these searches cost a fraction of a full A* each. Returns as
 * ug_path_astar, and UG_ERR_ARGUMENT also for a map that is not the goal's on this grid (as far
 * as it can tell). */
int ug_path_astar_with_map(UgPathWorkspace *ws, const UgPathGrid *grid,
                           const UgPathOptions *options, const uint32_t *to_goal, int sx, int sy,
                           int gx, int gy, UgPathPoint *out, int max_points, uint32_t *total_cost);

/* The first step of ug_path_astar's path (ties included), with ug_path_astar_with_map's
 * arguments: writes it to *first and returns 1; returns 0 when start == goal, UG_PATH_NONE when
 * there is no path, else an error as ug_path_astar_with_map. Cheaper still: it stops once every
 * tile left to search descends from one first step (with one cheapest first step, at once). */
int ug_path_astar_first_step(UgPathWorkspace *ws, const UgPathGrid *grid,
                             const UgPathOptions *options, const uint32_t *to_goal, int sx, int sy,
                             int gx, int gy, UgPathPoint *first);

/* Fills dist[y * width + x] (width * height entries, no stride) with the price of a cheapest walk
 * from each tile to the nearest of the `count` sources, paying, as ug_path_astar does, for every
 * tile entered on the way, the source included (so dist at a tile equals the total_cost of
 * ug_path_astar from that tile to the source). Sources are 0; an impassable source may still be
 * walked into and is priced as cost 1. Impassable tiles other than sources, and tiles no source
 * reaches, get UG_PATH_UNREACHED. Returns UG_OK, UG_ERR_ARGUMENT (NULL pointers, count < 1, a
 * source outside the grid, a grid larger than the workspace, bad options), UG_ERR_NO_MEMORY or
 * UG_ERR_TOO_LARGE (as ug_path_astar). */
UgError ug_path_dijkstra(UgPathWorkspace *ws, const UgPathGrid *grid, const UgPathOptions *options,
                         const UgPathPoint *sources, int count, uint32_t *dist);

/* One step downhill on a Dijkstra map from (x, y): among the neighbours one may step to (the
 * options' directions and corner rule; passable, or at dist 0) whose dist is lower than dist at
 * (x, y), the one that minimises dist[n] + the price of entering n (on a map made by
 * ug_path_dijkstra: the next tile of a cheapest walk to a source), ties in the fixed neighbour
 * order. Works on maps the caller has edited too. Writes it to *next and returns 1; returns 0 when
 * no neighbour is lower (a source or an unreached tile), UG_ERR_ARGUMENT for bad arguments. */
int ug_path_dijkstra_step(const UgPathGrid *grid, const UgPathOptions *options,
                          const uint32_t *dist, int x, int y, UgPathPoint *next);

/* Follows ug_path_dijkstra_step from (x, y) to a source, writing up to max_points points as
 * ug_path_astar does (first step first). Returns the number of steps to the source (0 on a
 * source), UG_PATH_NONE if (x, y) is unreached, UG_ERR_ARGUMENT for bad arguments. */
int ug_path_dijkstra_path(const UgPathGrid *grid, const UgPathOptions *options,
                          const uint32_t *dist, int x, int y, UgPathPoint *out, int max_points);

#ifdef __cplusplus
}
#endif

#endif /* UG_SYSTEMS_PATH_H */
