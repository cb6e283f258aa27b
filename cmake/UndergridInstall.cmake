# How Undergrid is laid out when installed (`cmake --install`), and the per-platform shape of the
# `undergrid` executable (a macOS bundle, a Windows GUI program). Included from the top
# CMakeLists.txt after the `undergrid` target exists; CPack (UndergridPackaging.cmake) packs exactly
# what these rules install.
#
# The data dir contract with the app (src/app): the game looks for its data in
#     <directory of the executable>/../share/undergrid
# Every layout below keeps that relation:
#   Linux/BSD install, .deb, .tar.gz   bin/undergrid            share/undergrid/
#   Windows .zip                       bin/undergrid.exe        share/undergrid/
#   macOS bundle                       Undergrid.app/Contents/MacOS/Undergrid
#                                      Undergrid.app/Contents/share/undergrid/
# (on macOS SDL_GetBasePath() answers Contents/Resources/, whose ../share/undergrid is the same
# directory). The build tree gets a copy at <build>/share/undergrid, next to <build>/undergrid.

set(UG_APP_ID "io.github.undergrid.Undergrid")
set(UG_ASSETS_DIR "${PROJECT_SOURCE_DIR}/assets")
set(UG_INSTALL_DATADIR "${CMAKE_INSTALL_DATADIR}/undergrid")
# GNUInstallDirs would name the doc dir after the project ("Undergrid"); Debian wants the package.
set(UG_INSTALL_DOCDIR "${CMAKE_INSTALL_DATAROOTDIR}/doc/undergrid")
# Directories we create are world-readable whatever the umask (lintian checks this in the .deb).
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# The relocatable lookup only works while bin/ and share/ are siblings: say so if someone moves them.
if(NOT APPLE)
    file(RELATIVE_PATH _ug_bin_to_data "/root/${CMAKE_INSTALL_BINDIR}" "/root/${UG_INSTALL_DATADIR}")
    if(NOT _ug_bin_to_data STREQUAL "../share/undergrid")
        message(WARNING "CMAKE_INSTALL_BINDIR=${CMAKE_INSTALL_BINDIR} and "
                        "CMAKE_INSTALL_DATADIR=${CMAKE_INSTALL_DATADIR}: the installed game looks "
                        "for its data in <bin>/../share/undergrid and will not find it")
    endif()
endif()

# --- The data the game reads at run time ------------------------------------------------------
# assets/i18n/*.po: the translations (the directory may not exist yet; CONFIGURE_DEPENDS re-runs
# configuration when files appear). icon.png: the window icon, for SDL_SetWindowIcon.
file(GLOB _ug_i18n_files CONFIGURE_DEPENDS "${UG_ASSETS_DIR}/i18n/*.po")
set(_ug_window_icon "${UG_ASSETS_DIR}/icons/png/undergrid-256.png")

# The build tree's copy, so that build/undergrid finds build/share/undergrid as the installed game
# finds its own (see the contract above).
if(NOT APPLE)
    set(_ug_stage "${CMAKE_BINARY_DIR}/share/undergrid")
    set(_ug_staged "")
    foreach(_f IN LISTS _ug_i18n_files)
        get_filename_component(_name "${_f}" NAME)
        list(APPEND _ug_staged "${_ug_stage}/i18n/${_name}")
        add_custom_command(OUTPUT "${_ug_stage}/i18n/${_name}"
                           COMMAND ${CMAKE_COMMAND} -E copy "${_f}" "${_ug_stage}/i18n/${_name}"
                           DEPENDS "${_f}" VERBATIM)
    endforeach()
    add_custom_command(OUTPUT "${_ug_stage}/icon.png"
                       COMMAND ${CMAKE_COMMAND} -E copy "${_ug_window_icon}" "${_ug_stage}/icon.png"
                       DEPENDS "${_ug_window_icon}" VERBATIM)
    add_custom_target(undergrid_data ALL DEPENDS ${_ug_staged} "${_ug_stage}/icon.png")
    add_dependencies(undergrid undergrid_data)
endif()

# --- macOS: an application bundle -------------------------------------------------------------
if(APPLE)
    set_target_properties(undergrid PROPERTIES
        MACOSX_BUNDLE ON
        OUTPUT_NAME Undergrid
        MACOSX_BUNDLE_INFO_PLIST "${UG_ASSETS_DIR}/macos/Info.plist.in"
        MACOSX_BUNDLE_BUNDLE_NAME "Undergrid"
        MACOSX_BUNDLE_GUI_IDENTIFIER "${UG_APP_ID}"
        MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
        MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
        MACOSX_BUNDLE_ICON_FILE "undergrid.icns"
        MACOSX_BUNDLE_COPYRIGHT "Copyright (c) 2026 The Undergrid developers")
    # (Source properties are per directory: TARGET_DIRECTORY makes them visible to src/platform's target.)
    # Resources ride inside the bundle, in the build tree too: Contents/Resources/undergrid.icns and
    # Contents/share/undergrid/... (MACOSX_PACKAGE_LOCATION is relative to Contents/).
    target_sources(undergrid PRIVATE "${UG_ASSETS_DIR}/macos/undergrid.icns")
    set_source_files_properties("${UG_ASSETS_DIR}/macos/undergrid.icns" TARGET_DIRECTORY undergrid
                                PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
    if(_ug_i18n_files)
        target_sources(undergrid PRIVATE ${_ug_i18n_files})
        set_source_files_properties(${_ug_i18n_files} TARGET_DIRECTORY undergrid
                                    PROPERTIES MACOSX_PACKAGE_LOCATION share/undergrid/i18n)
    endif()
    # The window icon is renamed on the way (icon.png), which MACOSX_PACKAGE_LOCATION cannot do:
    # copy it under its new name first (configure_file re-copies it when it changes).
    configure_file("${_ug_window_icon}" "${CMAKE_CURRENT_BINARY_DIR}/bundle/icon.png" COPYONLY)
    target_sources(undergrid PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/bundle/icon.png")
    set_source_files_properties("${CMAKE_CURRENT_BINARY_DIR}/bundle/icon.png"
                                TARGET_DIRECTORY undergrid PROPERTIES MACOSX_PACKAGE_LOCATION share/undergrid)
    install(TARGETS undergrid BUNDLE DESTINATION . COMPONENT app)
    # Copy the Homebrew dylibs (SDL2 and friends) into the bundle and point the binary at them, so
    # that the .dmg runs on a Mac without Homebrew.
    install(CODE [[
        include(BundleUtilities)
        set(BU_CHMOD_BUNDLE_ITEMS ON)
        fixup_bundle("${CMAKE_INSTALL_PREFIX}/Undergrid.app" "" "")
    ]] COMPONENT app)
    install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION . RENAME LICENSE.txt COMPONENT app)
    return()
endif()

# --- Windows: a GUI program (no console window), DPI-aware, with our icon ---------------------
if(WIN32)
    enable_language(RC)
    configure_file("${UG_ASSETS_DIR}/windows/undergrid.rc.in"
                   "${CMAKE_CURRENT_BINARY_DIR}/undergrid.rc" @ONLY)
    # The .rc embeds undergrid.ico and undergrid.manifest (DPI awareness, UTF-8 code page) by path.
    target_sources(undergrid PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/undergrid.rc"
                                     "${PROJECT_SOURCE_DIR}/src/platform/win32/ug_console.c")
    target_include_directories(undergrid PRIVATE "${PROJECT_SOURCE_DIR}/src/platform/win32")
    # UG_HAVE_WIN32_CONSOLE tells main.c that ug_win32_attach_console() exists: a GUI-subsystem
    # program has no console, so the headless commands must attach to the parent's to print.
    target_compile_definitions(undergrid PRIVATE UG_HAVE_WIN32_CONSOLE=1)
    set_target_properties(undergrid PROPERTIES WIN32_EXECUTABLE ON)
    # The entry point. SDL2main (linked by src/platform/sdl before SDL2::SDL2, with main.c including
    # SDL_main.h) supplies WinMain and hands SDL_main UTF-8 arguments. Without it, MinGW's runtime
    # calls our plain main() in a GUI program too (checked with a cross build under Wine), and
    # MSVC needs to be told to.
    get_target_property(_ug_app_libs undergrid LINK_LIBRARIES)
    if(MSVC)
        # Our manifest comes from the .rc; the linker must not add a second one.
        target_link_options(undergrid PRIVATE /MANIFEST:NO)
        if(NOT "SDL2::SDL2main" IN_LIST _ug_app_libs)
            target_link_options(undergrid PRIVATE /ENTRY:mainCRTStartup)
        endif()
    endif()
    install(TARGETS undergrid RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT app)
    # Copy the DLLs the game needs (SDL2, SDL2_ttf, SDL2_image and what they pull in, e.g. from
    # MSYS2's ucrt64/bin) next to undergrid.exe, so that the .zip runs on a clean Windows.
    get_filename_component(_ug_compiler_bin "${CMAKE_C_COMPILER}" DIRECTORY)
    # Cross builds: also the bin/ of each CMAKE_PREFIX_PATH (scripts/windows-deps.sh's DLLs).
    set(_ug_dll_search "${_ug_compiler_bin}")
    foreach(_p IN LISTS CMAKE_PREFIX_PATH)
        list(APPEND _ug_dll_search "${_p}/bin")
    endforeach()
    install(CODE "set(_ug_dll_dirs \"${_ug_dll_search}\")" COMPONENT app)
    install(CODE [[
        if(NOT CMAKE_GET_RUNTIME_DEPENDENCIES_TOOL AND CMAKE_OBJDUMP MATCHES "objdump")
            # MinGW: read the imports with the toolchain's objdump (dumpbin is MSVC's).
            set(CMAKE_GET_RUNTIME_DEPENDENCIES_PLATFORM "windows+pe")
            set(CMAKE_GET_RUNTIME_DEPENDENCIES_TOOL "objdump")
            set(CMAKE_GET_RUNTIME_DEPENDENCIES_COMMAND "${CMAKE_OBJDUMP}")
        endif()
        file(GET_RUNTIME_DEPENDENCIES
             EXECUTABLES "${CMAKE_INSTALL_PREFIX}/bin/undergrid.exe"
             RESOLVED_DEPENDENCIES_VAR _ug_dlls
             UNRESOLVED_DEPENDENCIES_VAR _ug_missing
             DIRECTORIES ${_ug_dll_dirs}
             PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-"
             POST_EXCLUDE_REGEXES ".*[/\\\\][Ww][Ii][Nn][Dd][Oo][Ww][Ss][/\\\\].*")
        foreach(_dll IN LISTS _ug_dlls)
            file(INSTALL "${_dll}" DESTINATION "${CMAKE_INSTALL_PREFIX}/bin")
        endforeach()
        # Windows' own DLLs (kernel32, ucrtbase, ...) are not found in the toolchain's directory
        # and need not be: list them so that a DLL missing from the .zip shows in the log.
        message(STATUS "undergrid: not bundled (expected to be Windows' own): ${_ug_missing}")
    ]] COMPONENT app)
else()
    install(TARGETS undergrid RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT app)
endif()

# --- Data, shared by Linux and Windows --------------------------------------------------------
if(_ug_i18n_files)
    install(FILES ${_ug_i18n_files} DESTINATION "${UG_INSTALL_DATADIR}/i18n" COMPONENT app)
endif()
install(FILES "${_ug_window_icon}" DESTINATION "${UG_INSTALL_DATADIR}" RENAME icon.png
        COMPONENT app)

# --- Documentation ----------------------------------------------------------------------------
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION "${UG_INSTALL_DOCDIR}" COMPONENT app)
if(EXISTS "${PROJECT_SOURCE_DIR}/README.md")
    install(FILES "${PROJECT_SOURCE_DIR}/README.md" DESTINATION "${UG_INSTALL_DOCDIR}"
            COMPONENT app)
endif()
if(WIN32)
    return()
endif()

# --- Linux/BSD desktop integration ------------------------------------------------------------
# The .desktop file and the AppStream metainfo share the reverse-DNS id, and the icon is
# installed under it in the hicolor theme.
install(FILES "${UG_ASSETS_DIR}/desktop/${UG_APP_ID}.desktop"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/applications" COMPONENT app)
install(FILES "${UG_ASSETS_DIR}/desktop/${UG_APP_ID}.metainfo.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo" COMPONENT app)
foreach(_size 16 24 32 48 64 128 256)
    install(FILES "${UG_ASSETS_DIR}/icons/png/undergrid-${_size}.png"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${_size}x${_size}/apps"
            RENAME "${UG_APP_ID}.png" COMPONENT app)
endforeach()
install(FILES "${UG_ASSETS_DIR}/icons/undergrid.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
        RENAME "${UG_APP_ID}.svg" COMPONENT app)

# The man page and the Debian changelog, compressed as Debian policy asks: gzip -9n (no name,
# no timestamp, so the package is reproducible). Without gzip the man page goes in uncompressed.
find_program(UG_GZIP gzip)
set(_ug_man_src "${UG_ASSETS_DIR}/man/undergrid.6")
set(_ug_changelog "${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian")
configure_file("${UG_ASSETS_DIR}/debian/changelog.in" "${_ug_changelog}" @ONLY)
if(UG_GZIP)
    add_custom_command(OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/undergrid.6.gz"
        COMMAND "${UG_GZIP}" -9n -c "${_ug_man_src}" > "${CMAKE_CURRENT_BINARY_DIR}/undergrid.6.gz"
        DEPENDS "${_ug_man_src}")
    add_custom_command(OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz"
        COMMAND "${UG_GZIP}" -9n -c "${_ug_changelog}"
                > "${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz"
        DEPENDS "${_ug_changelog}")
    add_custom_target(undergrid_docs ALL DEPENDS "${CMAKE_CURRENT_BINARY_DIR}/undergrid.6.gz"
                                                 "${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz")
    install(FILES "${CMAKE_CURRENT_BINARY_DIR}/undergrid.6.gz"
            DESTINATION "${CMAKE_INSTALL_MANDIR}/man6" COMPONENT app)
    install(FILES "${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz"
            DESTINATION "${UG_INSTALL_DOCDIR}" COMPONENT app)
else()
    install(FILES "${_ug_man_src}" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6" COMPONENT app)
endif()
# The machine-readable copyright file Debian policy asks for (the same MIT text as LICENSE).
install(FILES "${UG_ASSETS_DIR}/debian/copyright" DESTINATION "${UG_INSTALL_DOCDIR}"
        COMPONENT app)
