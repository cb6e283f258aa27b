# ug_set_warnings(target): the project's warning set, applied to every target we build.
function(ug_set_warnings target)
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4)
    else()
        target_compile_options(${target} PRIVATE
            -Wall -Wextra -Wpedantic -Wmissing-prototypes -Wstrict-prototypes -Wshadow
            -Wvla -Werror=implicit -Werror=incompatible-pointer-types)
        if(UG_WERROR)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
endfunction()
option(UG_WERROR "Treat warnings as errors" OFF)
