# Windows, beyond the GUI program of UndergridInstall.cmake: SDL2main, the sprite atlas tool when
# cross-compiling, the font and the licences that the packages carry, and the NSIS installer.
# Included by UndergridPackaging.cmake on WIN32 only, before include(CPack); the Linux build never
# reads this file. The cross build (scripts/windows.sh) is
#     cmake -S . -B build-windows -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake \
#           -DCMAKE_PREFIX_PATH=<scripts/windows-deps.sh's prefix> -DUG_BUILD_TESTS=OFF ...
#     cpack --config build-windows/CPackConfig.cmake -G "ZIP;NSIS"

# --- SDL2main: WinMain, which calls our main (renamed SDL_main by SDL_main.h in main.c) ---------
# SDL2main goes first and SDL2 again after it, since SDL2main's WinMain calls into SDL2 and the
# linker reads the libraries in order.
if(TARGET undergrid_app)
    find_package(SDL2 CONFIG QUIET)
    if(TARGET SDL2::SDL2main AND TARGET SDL2::SDL2)
        target_link_libraries(undergrid PRIVATE SDL2::SDL2main SDL2::SDL2)
    endif()
endif()

# --- Cross-compiling: the atlas tool runs on the building machine -----------------------------
# tools/ builds ug_atlas for the target (a .exe that Linux cannot run). CMake runs a cross-built
# tool of a custom command through its CROSSCOMPILING_EMULATOR: ours is a shell line that ignores
# the .exe it is handed ($0) and runs the same tool built for this machine instead.
if(CMAKE_CROSSCOMPILING AND TARGET ug_atlas)
    find_program(UG_HOST_CC NAMES cc gcc clang REQUIRED)
    set(_ug_host_atlas "${CMAKE_BINARY_DIR}/host/ug_atlas")
    set(_ug_atlas_src "${PROJECT_SOURCE_DIR}/tools/ug_atlas.c" "${PROJECT_SOURCE_DIR}/src/view/sprites.c")
    file(GLOB _ug_atlas_headers "${PROJECT_SOURCE_DIR}/src/view/*.h" "${PROJECT_SOURCE_DIR}/include/*.h")
    add_custom_command(OUTPUT "${_ug_host_atlas}"
        COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_BINARY_DIR}/host"
        COMMAND "${UG_HOST_CC}" -std=c11 -O2 -I "${PROJECT_SOURCE_DIR}/src/view"
                -I "${PROJECT_SOURCE_DIR}/include" ${_ug_atlas_src} -o "${_ug_host_atlas}"
        DEPENDS ${_ug_atlas_src} ${_ug_atlas_headers}
        COMMENT "Building ug_atlas for this machine (the atlas is made at build time)"
        VERBATIM)
    add_custom_target(ug_atlas_host DEPENDS "${_ug_host_atlas}")
    add_dependencies(ug_atlas ug_atlas_host)
    set_target_properties(ug_atlas PROPERTIES
        CROSSCOMPILING_EMULATOR "sh;-c;exec \"${_ug_host_atlas}\" \"$@\"")
endif()

# The benchmarks stay out of a cross build's `all` (which cpack builds): they are not shipped,
# and their clock_gettime would need winpthreads, which the game itself does not use.
if(CMAKE_CROSSCOMPILING)
    get_property(_ug_bench_targets DIRECTORY "${PROJECT_SOURCE_DIR}/src/bench"
                 PROPERTY BUILDSYSTEM_TARGETS)
    foreach(_t IN LISTS _ug_bench_targets)
        set_target_properties(${_t} PROPERTIES EXCLUDE_FROM_ALL ON)
    endforeach()
endif()

# --- Cross-compiling: the DLLs next to undergrid.exe ---------------------------------------------
# UndergridInstall.cmake resolves the DLLs with file(GET_RUNTIME_DEPENDENCIES), whose windows+pe
# rules lower-case the names (Windows' file systems ignore case): on Linux it then misses
# SDL2.dll and leaves "sdl2.dll" in _ug_missing. This runs right after it, in the same install
# script: each missing name found in the same folders under any case is installed after all.
if(CMAKE_CROSSCOMPILING)
    install(CODE "set(_ug_strip \"${CMAKE_STRIP}\")" COMPONENT app)
    install(CODE [[
        set(_ug_bundled "")
        foreach(_dir IN LISTS _ug_dll_dirs)
            file(GLOB _ug_candidates "${_dir}/*.dll" "${_dir}/*.DLL")
            foreach(_dll IN LISTS _ug_candidates)
                get_filename_component(_name "${_dll}" NAME)
                string(TOLOWER "${_name}" _lower)
                # (list(FIND), not IN_LIST: install scripts run with CMake's old policies)
                list(FIND _ug_missing "${_lower}" _missing_at)
                list(FIND _ug_bundled "${_lower}" _bundled_at)
                if(_missing_at GREATER -1 AND _bundled_at EQUAL -1)
                    file(INSTALL "${_dll}" DESTINATION "${CMAKE_INSTALL_PREFIX}/bin")
                    list(APPEND _ug_bundled "${_lower}")
                    if(_ug_strip) # as CPack strips the game
                        execute_process(COMMAND "${_ug_strip}" --strip-unneeded
                                                "${CMAKE_INSTALL_PREFIX}/bin/${_name}")
                    endif()
                endif()
            endforeach()
        endforeach()
        message(STATUS "undergrid: bundled after all (their names differ in case): ${_ug_bundled}")
        list(FIND _ug_bundled "sdl2.dll" _sdl_at)
        if(_sdl_at EQUAL -1)
            message(FATAL_ERROR "undergrid: SDL2.dll was not found in ${_ug_dll_dirs}")
        endif()
    ]] COMPONENT app)
endif()

# --- What the packages carry besides the game -------------------------------------------------
# DejaVu Sans Mono, copied from the building machine (Debian: fonts-dejavu-core) when installing,
# so the game looks as on Linux where Windows has no such font (paths.c tries it first).
set(UG_WINDOWS_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    CACHE FILEPATH "The monospace font the Windows packages ship (empty: none)")
set(UG_WINDOWS_FONT_LICENSE "/usr/share/doc/fonts-dejavu-core/copyright"
    CACHE FILEPATH "Its licence")
if(UG_WINDOWS_FONT AND EXISTS "${UG_WINDOWS_FONT}")
    install(FILES "${UG_WINDOWS_FONT}" DESTINATION "${UG_INSTALL_DATADIR}/fonts" COMPONENT app)
    if(EXISTS "${UG_WINDOWS_FONT_LICENSE}")
        install(FILES "${UG_WINDOWS_FONT_LICENSE}" DESTINATION "${UG_INSTALL_DOCDIR}/licenses/DejaVu"
                COMPONENT app)
    endif()
else()
    message(STATUS "undergrid: ${UG_WINDOWS_FONT} is missing, so the packages carry no font "
                   "(the game then uses Consolas from the Windows font folder)")
endif()
# The bundled libraries' licences: scripts/windows-deps.sh leaves them in <prefix>/licenses.
foreach(_p IN LISTS CMAKE_PREFIX_PATH)
    if(IS_DIRECTORY "${_p}/licenses")
        install(DIRECTORY "${_p}/licenses/" DESTINATION "${UG_INSTALL_DOCDIR}/licenses"
                COMPONENT app)
    endif()
endforeach()
# MinGW-w64's start-up code is linked into undergrid.exe.
if(MINGW AND EXISTS "/usr/share/doc/mingw-w64-common/copyright")
    install(FILES "/usr/share/doc/mingw-w64-common/copyright"
            DESTINATION "${UG_INSTALL_DOCDIR}/licenses/mingw-w64" COMPONENT app)
endif()

# --- The NSIS installer (where makensis is found) ---------------------------------------------
# Our template (packaging/windows/NSIS.template.in): a per-user install with a Start menu folder
# and an uninstaller, no administrator rights.
find_program(UG_MAKENSIS makensis)
if(UG_MAKENSIS)
    list(APPEND CPACK_GENERATOR "NSIS")
    set(CPACK_MODULE_PATH "${PROJECT_SOURCE_DIR}/packaging/windows")
    set(CPACK_NSIS_PACKAGE_NAME "Undergrid")
    set(CPACK_NSIS_DISPLAY_NAME "Undergrid ${PROJECT_VERSION}")
    set(CPACK_NSIS_MUI_ICON "${UG_ASSETS_DIR}/windows/undergrid.ico")
    set(CPACK_NSIS_MUI_UNIICON "${UG_ASSETS_DIR}/windows/undergrid.ico")
    set(CPACK_NSIS_COMPRESSOR "/SOLID lzma")
    # The installer holds the files themselves, not a folder named after the package.
    file(APPEND "${CPACK_PROJECT_CONFIG_FILE}" [[
if(CPACK_GENERATOR STREQUAL "NSIS")
    set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY OFF)
endif()
]])
endif()
