# The browser build (Emscripten): included from the top CMakeLists.txt when EMSCRIPTEN, i.e.
#   emcmake cmake -S . -B build-web -DUG_WEB_DEPS=<prefix of scripts/web-deps.sh>
# (scripts/web.sh does all of it). It gives
#   undergrid.html/.js/.wasm/.data  the game in a page (web/shell.html); the .data file holds
#                                   the sprite atlas, the catalogs and the fonts
#   undergrid-node.js/.wasm         the headless CLI for node (dump, play, replay): the same core,
#                                   for the hash checks of tests/web
# The tests are tests/web's (label web); cmocka's unit tests and the examples are the native
# build's.
set(UG_WEB_DEPS "" CACHE PATH "The prefix scripts/web-deps.sh built SDL2, SDL2_ttf, SDL2_image into")
# Japanese: IPA Gothic (fonts-ipafont-gothic) is 5.9 MiB, 4.1 MiB gzipped, four times the rest of
# the download, so it is left out unless asked for (Japanese text then shows missing glyphs).
set(UG_WEB_CJK_FONT "" CACHE FILEPATH
    "A font with Japanese glyphs packed into the page's data, e.g. /usr/share/fonts/opentype/ipafont-gothic/ipag.ttf (empty: none)")
set(UG_WEB_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf" CACHE FILEPATH
    "The game's font, from Debian's fonts-dejavu-core, packed at the same path")
set(UG_BUILD_TESTS OFF CACHE BOOL "" FORCE)
enable_testing() # here: the deferred code below adds the tests (tests/web/web_tests.cmake)
set(UG_BUILD_EXAMPLES OFF CACHE BOOL "" FORCE)
# -DUG_BUILD_APP=OFF: the node CLI and its hash checks only, with no SDL at all.
if(UG_BUILD_APP AND (NOT UG_WEB_DEPS OR NOT EXISTS "${UG_WEB_DEPS}/lib/libSDL2.a"))
    message(FATAL_ERROR "UG_WEB_DEPS must name the prefix built by scripts/web-deps.sh "
                        "(it has no lib/libSDL2.a: '${UG_WEB_DEPS}')")
endif()

# SDL2, SDL2_ttf (+ FreeType) and SDL2_image as the targets src/platform/sdl links, from the
# prefix only: no find_package or pkg-config, which could find the host's libraries.
set(CMAKE_DISABLE_FIND_PACKAGE_SDL2 ON)
set(CMAKE_DISABLE_FIND_PACKAGE_SDL2_ttf ON)
set(CMAKE_DISABLE_FIND_PACKAGE_SDL2_image ON)
set(CMAKE_DISABLE_FIND_PACKAGE_PkgConfig ON)
function(ug_web_lib target file)
    add_library(${target} STATIC IMPORTED GLOBAL)
    set_target_properties(${target} PROPERTIES IMPORTED_LOCATION "${UG_WEB_DEPS}/lib/${file}"
        INTERFACE_INCLUDE_DIRECTORIES "${UG_WEB_DEPS}/include/SDL2;${UG_WEB_DEPS}/include")
endfunction()
if(UG_BUILD_APP)
    ug_web_lib(ug_web_sdl2 libSDL2.a)
    ug_web_lib(ug_web_freetype libfreetype.a)
    ug_web_lib(ug_web_sdl2_ttf libSDL2_ttf.a)
    ug_web_lib(ug_web_sdl2_image libSDL2_image.a)
    set_target_properties(ug_web_sdl2_ttf PROPERTIES INTERFACE_LINK_LIBRARIES "ug_web_freetype;ug_web_sdl2")
    set_target_properties(ug_web_sdl2_image PROPERTIES INTERFACE_LINK_LIBRARIES ug_web_sdl2)
    add_library(SDL2::SDL2 ALIAS ug_web_sdl2)
    add_library(SDL2_ttf::SDL2_ttf ALIAS ug_web_sdl2_ttf)
    add_library(SDL2_image::SDL2_image ALIAS ug_web_sdl2_image)
endif()

# A program run by node at build or test time (ug_atlas, undergrid-node): the real files
# (NODERAWFS), its exit status, and a synchronous start (node's fetch cannot read a file path).
set(UG_WEB_NODE_LINK -sNODERAWFS=1 -sENVIRONMENT=node -sEXIT_RUNTIME=1
    -sWASM_ASYNC_COMPILATION=0 -sALLOW_MEMORY_GROWTH=1 -sTOTAL_STACK=8388608)

# The targets are made by the other folders: these settings wait for the end of the top file.
function(ug_web_targets)
    set(src "${PROJECT_SOURCE_DIR}")
    target_link_options(ug_atlas PRIVATE ${UG_WEB_NODE_LINK})
    # Plain node: emcmake's emulator adds --experimental-wasm-threads, which node 20 refuses.
    find_program(UG_NODE NAMES node nodejs REQUIRED)
    set_target_properties(ug_atlas PROPERTIES CROSSCOMPILING_EMULATOR "${UG_NODE}")
    ug_web_node_cli()
    include("${src}/tests/web/web_tests.cmake")
    if(NOT UG_BUILD_APP)
        return()
    endif()
    target_sources(undergrid_app PRIVATE "${src}/src/platform/web/web.c")
    target_include_directories(undergrid_app PUBLIC "${src}/src/platform/web")
    # undergrid.js (+ .wasm, .data) and the page, web/shell.html with the script put in here:
    # emcc's own .html output runs htmlmin, broken in Debian's 3.1.6.
    set_target_properties(undergrid PROPERTIES SUFFIX ".js")
    file(READ "${src}/web/shell.html" page)
    string(REPLACE "{{{ SCRIPT }}}" "<script async src=\"undergrid.js\"></script>" page "${page}")
    file(GENERATE OUTPUT "${CMAKE_BINARY_DIR}/undergrid.html" CONTENT "${page}")
    set_property(DIRECTORY "${src}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${src}/web/shell.html")
    set(data "${CMAKE_BINARY_DIR}/share/undergrid")
    # --preload-file SRC@DEST: the data at the paths the desktop game looks in (paths.c): the
    # executable's ../share/undergrid (SDL's base path is /), the fonts where Debian has them.
    # (SHELL: keeps each option with its value: CMake would merge the repeated --preload-file.)
    set(pack "SHELL:--preload-file ${data}@/share/undergrid"
             "SHELL:--preload-file ${UG_WEB_FONT}@${UG_WEB_FONT}")
    if(UG_WEB_CJK_FONT AND EXISTS "${UG_WEB_CJK_FONT}")
        list(APPEND pack "SHELL:--preload-file ${UG_WEB_CJK_FONT}@${UG_WEB_CJK_FONT}")
    endif()
    target_link_options(undergrid PRIVATE ${pack}
        -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=67108864 -sTOTAL_STACK=8388608
        -sENVIRONMENT=web -sFORCE_FILESYSTEM=1 -lidbfs.js
        "-sEXPORTED_RUNTIME_METHODS=['FS','IDBFS','UTF8ToString','addRunDependency','removeRunDependency','HEAPF64']"
        "-sEXPORTED_FUNCTIONS=['_main','_ug_web_state_hash','_ug_web_page_hidden','_ug_web_passes','_ug_web_step_ms','_ug_web_wake']")
endfunction()

# The headless CLI for node: main.c without the window, the same core and CLI libraries.
function(ug_web_node_cli)
    add_executable(undergrid-node "${PROJECT_SOURCE_DIR}/src/platform/main.c")
    target_link_libraries(undergrid-node PRIVATE undergrid_cli undergrid_core)
    target_link_options(undergrid-node PRIVATE ${UG_WEB_NODE_LINK})
    ug_set_warnings(undergrid-node)
endfunction()
cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL ug_web_targets)
