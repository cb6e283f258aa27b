# check_layers.cmake can fail: copies src/app, src/view and src/cli to WORK_DIR, plants one
# violation of the rule RULE (sdl, view_app or app_cli), runs the check over the copy and expects
# it to refuse with that rule's sentence. Run once per rule by CTest.
#   cmake -DSOURCE_DIR=<repo> -DWORK_DIR=<scratch> -DRULE=<rule> -P check_layers_planted.cmake
cmake_minimum_required(VERSION 3.22)
set(_copy ${WORK_DIR}/${RULE})
file(REMOVE_RECURSE ${_copy})
file(MAKE_DIRECTORY ${_copy}/src)
file(COPY ${SOURCE_DIR}/src/app ${SOURCE_DIR}/src/view ${SOURCE_DIR}/src/cli
     DESTINATION ${_copy}/src)
if(RULE STREQUAL "sdl")
    file(APPEND ${_copy}/src/app/command.c "#include <SDL.h>\n")
    set(_expect "includes SDL in src/app")
elseif(RULE STREQUAL "view_app")
    file(APPEND ${_copy}/src/view/palette.c "#include \"scenes.h\"\n")
    set(_expect "the view includes an app header")
elseif(RULE STREQUAL "app_cli")
    file(APPEND ${_copy}/src/app/command.c "#include \"cli.h\"\n")
    set(_expect "the app includes a CLI header")
else()
    message(FATAL_ERROR "unknown rule ${RULE}")
endif()
# The clean copy must pass before the plant counts: run the check on the real tree first.
execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${SOURCE_DIR}
                        -P ${CMAKE_CURRENT_LIST_DIR}/check_layers.cmake
                RESULT_VARIABLE _clean_rc ERROR_VARIABLE _clean_err)
if(NOT _clean_rc EQUAL 0)
    message(FATAL_ERROR "the real tree already fails the check:\n${_clean_err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${_copy}
                        -P ${CMAKE_CURRENT_LIST_DIR}/check_layers.cmake
                RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(_rc EQUAL 0)
    message(FATAL_ERROR "the planted ${RULE} violation passed the check")
endif()
# CMake wraps a message's lines at a width, so a long path can split the words: compare with
# every run of white space as one space.
string(REGEX REPLACE "[ \t\r\n]+" " " _flat "${_err}")
if(NOT _flat MATCHES "${_expect}")
    message(FATAL_ERROR "the check failed, but not with \"${_expect}\":\n${_err}")
endif()
file(REMOVE_RECURSE ${_copy})
message(STATUS "the planted ${RULE} violation was refused")
