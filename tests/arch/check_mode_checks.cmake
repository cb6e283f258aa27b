# No mode checks outside the modes and the view profiles: a front end, the CLI, a bot or the
# engine reads what a mode can do from its capabilities (ug_game_info) or its view profile, never
# from its name. Fails on any comparison with a UG_MODE_ value (==, !=, case, switch on a mode
# read from a game) in src/ outside src/core/modes/ and src/view/modes/.
#   cmake -DSOURCE_DIR=<repo> -P check_mode_checks.cmake
file(GLOB_RECURSE files ${SOURCE_DIR}/src/*.c ${SOURCE_DIR}/src/*.h ${SOURCE_DIR}/include/*.h)
set(problems "")
foreach(f IN LISTS files)
    if(f MATCHES "/src/core/modes/" OR f MATCHES "/src/view/modes/")
        continue()
    endif()
    file(STRINGS ${f} lines)
    set(n 0)
    foreach(line IN LISTS lines)
        math(EXPR n "${n} + 1")
        if(line MATCHES "(==|!=)[ \t]*UG_MODE_[A-Z]" OR line MATCHES "UG_MODE_[A-Z]+[ \t]*(==|!=)"
           OR line MATCHES "case[ \t]+UG_MODE_")
            string(APPEND problems "${f}:${n}: ${line}\n")
        endif()
    endforeach()
endforeach()
if(problems)
    message(FATAL_ERROR "mode checks outside src/core/modes and src/view/modes (read "
                        "ug_game_info or the view profile instead):\n${problems}")
endif()
