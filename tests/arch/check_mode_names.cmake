# No mode named outside the mode folders (issue 23): a front end, the CLI, a bot or the engine
# asks the mode what it can do (ug_game_info, its view profile, its controller) and never tests
# which mode it is, under its own name or under a name that is one-to-one with it.
#
# Fails, printing file:line for each, on any of these outside the allowed folders:
#   1. a comparison with a UG_MODE_*, UG_INPUT_* or UG_LAYOUT_* name (PREFIXES: add a successor
#      one-to-one with the mode there): ==, !=, <, >, <=, >= with
#      the name on either side (also when clang-format split the operator and the name over two
#      lines), or a `case` label of one;
#   2. a `switch` on a mode or on a successor of it: switch (mode), switch (ug_game_mode(g)),
#      switch (p->input), switch (scheme), switch (profile->layout) ... whatever its labels are;
#   3. a comparison with a mode's or a scheme's own table, which is the mode by another name:
#      == / != [&]ug_ruleset_<m>, ug_view_profile_<m>, ug_controller_<scheme> (TABLES);
#   4. a mode's name as a string ("classic", "simple", "cursed", "adventure") on a line that
#      compares strings (strcmp, strncmp, strcasecmp, ==, !=): names become modes in one place
#      only, ug_mode_from_name over the mode-name table of src/core/engine/game.c (NAME_TABLE,
#      which is skipped for this rule alone).
# Not comparisons, so allowed anywhere: table initialisers ([UG_MODE_CLASSIC] = ..., an array
# sized UG_MODE_COUNT), designated initialisers and assignments (.mode = UG_MODE_CURSED, the app
# options' default mode o->mode = UG_MODE_ADVENTURE), the enum definitions themselves, bounds and
# loops over the modes (anything with a *_COUNT name: m < UG_MODE_COUNT), a mode passed as an
# argument (UgGameParams p = {UG_MODE_CLASSIC, seed}), mode names in help or JSON text, and
# comments. Lines are read one by one with comments removed, so a comparison hidden in a macro
# spanning lines, or through a variable renamed away from mode/scheme/input/layout, is not seen:
# this is a tripwire for reviews, not a proof.
#
#   cmake -DSOURCE_DIR=<repo> -P check_mode_names.cmake
#   cmake -DROOT=<folder to scan> [-DALLOWED="core/modes;view/modes;app/controllers"]
#         [-DNAME_TABLE=core/engine/game.c] [-DPREFIXES="MODE;INPUT;LAYOUT"]
#         [-DTABLES="ruleset;view_profile;controller"] -P check_mode_names.cmake
# ROOT defaults to SOURCE_DIR/src; ALLOWED and NAME_TABLE are relative to ROOT.
if(NOT DEFINED ROOT)
    if(NOT DEFINED SOURCE_DIR)
        message(FATAL_ERROR "give -DSOURCE_DIR=<repo> or -DROOT=<folder to scan>")
    endif()
    set(ROOT ${SOURCE_DIR}/src)
endif()
if(NOT DEFINED ALLOWED)
    set(ALLOWED core/modes view/modes app/controllers)
endif()
if(NOT DEFINED PREFIXES)
    set(PREFIXES MODE INPUT LAYOUT)
endif()
if(NOT DEFINED TABLES)
    set(TABLES ruleset view_profile controller)
endif()
if(NOT DEFINED NAME_TABLE)
    set(NAME_TABLE core/engine/game.c)
endif()
if(NOT IS_DIRECTORY ${ROOT})
    message(FATAL_ERROR "${ROOT} is not a folder")
endif()

string(REPLACE ";" "|" _prefixes "${PREFIXES}")
set(_name "UG_(${_prefixes})_[A-Z0-9_]*[A-Z0-9]")
set(_op "(==|!=|<=|>=|<|>)")
set(_mode_word "(mode|scheme|input|layout|input_scheme|layout_kind)")
string(REPLACE ";" "|" _tables "${TABLES}")
set(_table "&?[ \t]*ug_(${_tables})_[a-z0-9_]+")
set(_mode_string "\"(classic|simple|cursed|adventure)\"")
# A quick filter: lines with none of these cannot offend.
set(_maybe "UG_(${_prefixes})_|switch|ug_(${_tables})_|${_mode_string}")
# Placeholders that keep CMake's list splitting away from C's ; [ ] and backslash.
string(ASCII 1 _semi)
string(ASCII 2 _lb)
string(ASCII 3 _rb)
string(ASCII 4 _bs)

# Does `code` (one line, comments removed; `prev` the line before) compare a mode? Sets `hit`.
function(_ug_offends code prev strings_too)
    set(hit FALSE PARENT_SCOPE)
    # *_COUNT is a bound, never a mode: drop it before looking.
    string(REGEX REPLACE "UG_(${_prefixes})_[A-Z_]*COUNT" "COUNT_" code "${code}")
    string(REGEX REPLACE "->" "_ARROW_" code "${code}")
    string(REGEX REPLACE "(<<|>>)" "_SHIFT_" code "${code}")
    string(REGEX REPLACE "UG_(${_prefixes})_[A-Z_]*COUNT" "COUNT_" prev "${prev}")
    if(code MATCHES "${_op}[ \t]*(\\([a-z ]+\\)[ \t]*)?${_name}"
       OR code MATCHES "${_name}[ \t]*\\)?[ \t]*${_op}"
       OR code MATCHES "(^|[^A-Za-z0-9_])case[ \t]+${_name}"
       OR (code MATCHES "^[ \t]*${_name}" AND prev MATCHES "(==|!=)[ \t]*$")
       OR (code MATCHES "^[ \t]*(==|!=)" AND prev MATCHES "${_name}[ \t]*$")
       OR code MATCHES "(==|!=)[ \t]*${_table}[ \t]*([^a-z0-9_( \t]|$)"
       OR code MATCHES "${_table}[ \t]*(==|!=)"
       OR code MATCHES "switch[ \t]*\\([ \t]*([A-Za-z0-9_]+(_ARROW_|\\.))*${_mode_word}[ \t]*\\)"
       OR code MATCHES "switch[ \t]*\\([ \t]*ug_game_mode[ \t]*\\([^()]*\\)[ \t]*\\)"
       OR code MATCHES "switch[ \t]*\\([ \t]*ug_view_profile[ \t]*\\([^()]*(\\([^()]*\\))?[^()]*\\)_ARROW_${_mode_word}[ \t]*\\)")
        set(hit TRUE PARENT_SCOPE)
    elseif(strings_too AND code MATCHES "${_mode_string}"
           AND code MATCHES "(str(n)?(case)?cmp[ \t]*\\(|==|!=)")
        set(hit TRUE PARENT_SCOPE)
    endif()
endfunction()

file(GLOB_RECURSE _files ${ROOT}/*.c ${ROOT}/*.h)
list(SORT _files)
set(_problems "")
set(_count 0)
foreach(_f IN LISTS _files)
    file(RELATIVE_PATH _rel ${ROOT} ${_f})
    set(_skip FALSE)
    foreach(_a IN LISTS ALLOWED)
        string(REGEX REPLACE "/+$" "" _a "${_a}")
        if(_rel MATCHES "^${_a}/")
            set(_skip TRUE)
        endif()
    endforeach()
    if(_skip)
        continue()
    endif()
    set(_strings_too TRUE)
    if(_rel STREQUAL NAME_TABLE)
        set(_strings_too FALSE)
    endif()
    file(READ ${_f} _text)
    if(NOT _text MATCHES "${_maybe}")
        continue()
    endif()
    string(REPLACE "\\" "${_bs}" _text "${_text}")
    string(REPLACE ";" "${_semi}" _text "${_text}")
    string(REPLACE "[" "${_lb}" _text "${_text}")
    string(REPLACE "]" "${_rb}" _text "${_text}")
    string(REPLACE "\n" ";" _lines "${_text}")
    set(_n 0)
    set(_prev "")
    set(_in_comment FALSE)
    foreach(_line IN LISTS _lines)
        math(EXPR _n "${_n} + 1")
        set(_code "${_line}")
        if(_in_comment)
            string(FIND "${_code}" "*/" _end)
            if(_end LESS 0)
                continue()
            endif()
            math(EXPR _end "${_end} + 2")
            string(SUBSTRING "${_code}" ${_end} -1 _code)
            set(_in_comment FALSE)
        endif()
        string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" " " _code "${_code}")
        string(FIND "${_code}" "/*" _start)
        if(_start GREATER_EQUAL 0)
            string(SUBSTRING "${_code}" 0 ${_start} _code)
            set(_in_comment TRUE)
        endif()
        string(REGEX REPLACE "//.*$" "" _code "${_code}")
        if(_code MATCHES "${_maybe}" OR _prev MATCHES "${_maybe}")
            _ug_offends("${_code}" "${_prev}" ${_strings_too})
            if(hit)
                string(REPLACE "${_semi}" ";" _show "${_line}")
                string(REPLACE "${_lb}" "[" _show "${_show}")
                string(REPLACE "${_rb}" "]" _show "${_show}")
                string(REPLACE "${_bs}" "\\" _show "${_show}")
                string(STRIP "${_show}" _show)
                string(APPEND _problems "  ${_rel}:${_n}: ${_show}\n")
                math(EXPR _count "${_count} + 1")
            endif()
        endif()
        set(_prev "${_code}")
    endforeach()
endforeach()
if(_problems)
    string(REPLACE ";" ", " _allowed "${ALLOWED}")
    message(FATAL_ERROR "${_count} mode comparisons in ${ROOT} outside ${_allowed} (ask "
                        "ug_game_info, the view profile or the controller instead):\n${_problems}")
endif()
message(STATUS "no mode comparisons in ${ROOT} outside the mode folders")
