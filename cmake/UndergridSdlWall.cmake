# ug_forbid_sdl(TARGET WHAT FILES...): the build-time wall between a layer and SDL. Fails the
# configuration if TARGET links SDL, or if one of FILES includes an SDL header; WHAT names the
# layer in the message ("the core", "the view"). Called by src/core and src/view after their
# target is defined.
function(ug_forbid_sdl target what)
    get_target_property(_libs ${target} LINK_LIBRARIES)
    if(_libs MATCHES "SDL")
        message(FATAL_ERROR "${target} must not link SDL (it links: ${_libs})")
    endif()
    foreach(_f IN LISTS ARGN)
        file(STRINGS ${_f} _sdl_lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]SDL")
        if(_sdl_lines)
            message(FATAL_ERROR "${_f} includes SDL, but ${what} must stay free of it: ${_sdl_lines}")
        endif()
    endforeach()
endfunction()
