# The mode-name check (check_mode_names.cmake) is shown to fail: over a temporary tree it must
# pass what is allowed (tables, bounds, defaults, comments, the mode folders, the name table) and
# fail on each planted violation, naming its file and line; over a temporary copy of src/core
# (clean today) it must pass, and fail once one comparison is planted in the copy.
#   cmake -DSOURCE_DIR=<repo> -DWORK=<scratch folder> -P check_mode_names_planted.cmake
set(_check ${CMAKE_CURRENT_LIST_DIR}/check_mode_names.cmake)
file(REMOVE_RECURSE ${WORK})

# Runs the check over `root`; `expect` is PASS or the file:line the failure must name.
function(_ug_expect root expect what)
    execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${root} -P ${_check}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(expect STREQUAL "PASS")
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "the check failed on ${what}, which is allowed:\n${err}")
        endif()
    elseif(rc EQUAL 0)
        message(FATAL_ERROR "the check passed a planted violation (${what})")
    elseif(NOT err MATCHES "${expect}:")
        message(FATAL_ERROR "the check failed on ${what} without naming ${expect}:\n${err}")
    endif()
endfunction()

# What is allowed outside the mode folders: none of it is a comparison.
set(_clean [=[
/* A comment may say mode == UG_MODE_CURSED, or strcmp(name, "cursed"). */
static const char *const titles[UG_MODE_COUNT] = {
    [UG_MODE_CLASSIC] = "Classic",
    [UG_MODE_CURSED] = "Cursed",
};
static void defaults(Options *o) {
    o->mode = UG_MODE_ADVENTURE; // the default mode
    UgGameParams p = {UG_MODE_CLASSIC, "42"};
    for (int m = 0; m < UG_MODE_COUNT; m++) use((unsigned)m < UG_MODE_COUNT, p);
    puts("the modes are classic, simple, cursed and adventure");
    if (strcmp(o->name, "explore") == 0) flags = 1u << 3 | (x >> 1);
    switch (c->kind) { case UG_CMD_MOVE: break; }
}
]=])
set(_root ${WORK}/tree)
file(WRITE ${_root}/app/clean.c "${_clean}")
file(WRITE ${_root}/core/modes/cursed/rules.c "bool f(UgMode m) { return m == UG_MODE_CURSED; }\n")
file(WRITE ${_root}/view/modes/simple/keys.c "switch (scheme) { case UG_INPUT_CURSED: ; }\n")
file(WRITE ${_root}/app/controllers/cursed.c "if (p->layout != UG_LAYOUT_CURSED) return;\n")
file(WRITE ${_root}/core/engine/game.c
     "static const char *const mode_names[UG_MODE_COUNT] = {\"classic\", \"cursed\"};\n"
     "if (strcmp(name, \"classic\") == 0) return; /* the name table's own file */\n")
_ug_expect(${_root} PASS "the allowed constructs")

# Each violation, planted alone on line 2 of a file of its own (without its `;`: CMake's lists).
set(_planted
    "if (ug_game_mode(g) == UG_MODE_CURSED) return"
    "if (UG_MODE_SIMPLE != mode) return"
    "return profile->input == UG_INPUT_ROGUE8"
    "bool wide = p->layout >= UG_LAYOUT_CURSED"
    "case UG_INPUT_BUMP4: return 1"
    "switch (ug_game_mode(game)) {"
    "switch (s->scheme) {"
    "switch (ug_view_profile(ug_game_mode(g))->layout) {"
    "if (g->rules == &ug_ruleset_adventure) return"
    "if (s->controller != &ug_controller_rogue8) return"
    "bool cursed = ug_view_profile_cursed == profile"
    "if (strcmp(o->mode, \"adventure\") == 0) return"
    "bool classic = !strncmp(name, \"classic\", 7)")
set(_i 0)
foreach(_line IN LISTS _planted)
    math(EXPR _i "${_i} + 1")
    file(WRITE ${_root}/cli/planted${_i}.c "static int f(void) {\n${_line}\n}\n")
    _ug_expect(${_root} "cli/planted${_i}.c:2" "'${_line}'")
    file(REMOVE ${_root}/cli/planted${_i}.c)
endforeach()
# A comparison clang-format split over two lines.
file(WRITE ${_root}/view/split.c "bool f(void) {\n    return ug_view_profile(mode)->input ==\n"
                                 "           UG_INPUT_CURSED;\n}\n")
_ug_expect(${_root} "view/split.c:3" "a comparison split over two lines")
file(REMOVE ${_root}/view/split.c)
# A name string compared outside the name table's file.
file(WRITE ${_root}/core/engine/record.c "\n\nif (strcmp(mode, \"simple\") == 0) x = 1;\n")
_ug_expect(${_root} "core/engine/record.c:3" "a mode's name compared in another engine file")

# A copy of the real src/core: clean, then with one comparison planted in a bot.
file(COPY ${SOURCE_DIR}/src/core DESTINATION ${WORK}/copy)
_ug_expect(${WORK}/copy "PASS" "a copy of src/core")
file(READ ${WORK}/copy/core/bots/bot.c _bot)
string(REGEX MATCHALL "\n" _newlines "${_bot}")
list(LENGTH _newlines _lines)
math(EXPR _planted_at "${_lines} + 1")
file(APPEND ${WORK}/copy/core/bots/bot.c "static bool is_cursed(const UgGame *g) { return "
                                         "ug_game_mode(g) == UG_MODE_CURSED; }\n")
_ug_expect(${WORK}/copy "core/bots/bot.c:${_planted_at}" "a comparison planted in src/core")
file(REMOVE_RECURSE ${WORK})
message(STATUS "the mode-name check passes what is allowed and fails on every planted violation")
