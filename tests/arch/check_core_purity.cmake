# The core's walls, checked on every test run (the configure-time check in src/core only runs
# when CMake configures): no SDL header, no libc random or clock call, no mutable global.
#   cmake -DSOURCE_DIR=<repo> -P check_core_purity.cmake
file(GLOB_RECURSE files ${SOURCE_DIR}/src/core/*.c ${SOURCE_DIR}/src/core/*.h
     ${SOURCE_DIR}/include/undergrid/*.h)
set(problems "")
foreach(f IN LISTS files)
    file(STRINGS ${f} lines)
    set(n 0)
    foreach(line IN LISTS lines)
        math(EXPR n "${n} + 1")
        if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*[<\"]SDL")
            string(APPEND problems "${f}:${n}: includes SDL\n")
        endif()
        if(line MATCHES "(^|[^_a-zA-Z0-9])(s?rand|time|clock|gettimeofday|clock_gettime)[ \t]*\\(")
            if(NOT line MATCHES "^[ \t]*(/?\\*|//)")
                string(APPEND problems "${f}:${n}: calls a libc random or clock function\n")
            endif()
        endif()
        # A file-scope variable that is not const is mutable global state.
        if(line MATCHES "^(static[ \t]+)?(unsigned|int|long|char|bool|uint[0-9]+_t|int[0-9]+_t|double|float|Ug[A-Za-z]+)[ \t*]+[a-z_][a-z_0-9]*(\\[[^]]*\\])*[ \t]*(=|;)")
            string(APPEND problems "${f}:${n}: a mutable global\n")
        endif()
    endforeach()
endforeach()
if(problems)
    message(FATAL_ERROR "the core must stay pure:\n${problems}")
endif()
