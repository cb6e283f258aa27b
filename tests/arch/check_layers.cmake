# The front end's layers, checked on every test run (issue 23):
#   - no SDL header in src/app/ (the app is plain C on the platform table; SDL lives in
#     src/platform/sdl/);
#   - no include from src/view/ of a src/app/ header (the view is below the app);
#   - no include from src/app/ of a src/cli/ header (the CLI and the window are siblings; only
#     src/platform/ joins them, in main.c and app.c).
# Headers are included by name through the targets' include directories, so a header "belongs"
# to a folder when a file of that name is there.
#   cmake -DSOURCE_DIR=<repo> -P check_layers.cmake
# tests/arch/check_layers_planted.cmake runs this script over a copy with one planted violation.
cmake_minimum_required(VERSION 3.22)
set(_include_re "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"]")

# The base names of the headers under DIR.
function(ug_headers_of dir out)
    file(GLOB_RECURSE _hs ${dir}/*.h)
    set(_names "")
    foreach(_h IN LISTS _hs)
        get_filename_component(_n ${_h} NAME)
        list(APPEND _names ${_n})
    endforeach()
    set(${out} ${_names} PARENT_SCOPE)
endfunction()

# Appends to PROBLEMS every include in the files under DIR whose base name is in FORBIDDEN or
# whose path names FOLDER/ (with FORBIDDEN "SDL": any SDL header), naming RULE.
function(ug_check_includes dir forbidden folder rule)
    file(GLOB_RECURSE _files ${dir}/*.c ${dir}/*.h)
    set(_p "${problems}")
    foreach(_f IN LISTS _files)
        file(STRINGS ${_f} _lines REGEX "${_include_re}")
        foreach(_line IN LISTS _lines)
            string(REGEX MATCH "${_include_re}" _m "${_line}")
            set(_inc "${CMAKE_MATCH_1}")
            get_filename_component(_n "${_inc}" NAME)
            if(forbidden STREQUAL "SDL")
                if(_inc MATCHES "^SDL")
                    string(APPEND _p "${_f}: ${rule}: ${_line}\n")
                endif()
            elseif(_n IN_LIST forbidden OR _inc MATCHES "(^|/)${folder}/")
                string(APPEND _p "${_f}: ${rule}: ${_line}\n")
            endif()
        endforeach()
    endforeach()
    set(problems "${_p}" PARENT_SCOPE)
endfunction()

set(problems "")
ug_check_includes(${SOURCE_DIR}/src/app "SDL" "" "includes SDL in src/app (SDL belongs in src/platform/sdl)")
ug_headers_of(${SOURCE_DIR}/src/app _app_headers)
ug_check_includes(${SOURCE_DIR}/src/view "${_app_headers}" app "the view includes an app header")
ug_headers_of(${SOURCE_DIR}/src/cli _cli_headers)
ug_check_includes(${SOURCE_DIR}/src/app "${_cli_headers}" cli "the app includes a CLI header")
if(problems)
    message(FATAL_ERROR "the front end's layers are crossed:\n${problems}")
endif()
