# The browser build's tests (label web), included by cmake/UndergridWeb.cmake in the Emscripten
# build only (not a CMakeLists.txt: the native build's tests/CMakeLists.txt adds every folder
# that has one).
#
# web_hash_*: the same core in wasm, run by node (undergrid-node), gives the same games as the
# native build: the pinned bot games of tests/cli, all four modes, to the same hash (the lines
# below are tests/cli's pinned ones; if a rule changes on purpose, both change).
set(_ug_check ${PROJECT_SOURCE_DIR}/tests/cli/check_command.cmake)
set(_ug_work ${CMAKE_BINARY_DIR}/tests/web/work)
file(MAKE_DIRECTORY ${_ug_work})
find_program(UG_NODE NAMES node nodejs REQUIRED)
function(ug_web_hash name expect)
    string(REPLACE ";" "|" cmd "${UG_NODE};$<TARGET_FILE:undergrid-node>;${ARGN}")
    add_test(NAME web_hash_${name} COMMAND ${CMAKE_COMMAND} "-DCOMMAND=${cmd}" -DEXPECT_CODE=0
             "-DEXPECT_STDOUT=${expect}" -DWORKDIR=${_ug_work} -P ${_ug_check})
    set_tests_properties(web_hash_${name} PROPERTIES LABELS web TIMEOUT 300)
endfunction()
ug_web_hash(classic_explore
    "\"floor\":4,\"turns\":124,\"end\":\"died\",\"hash\":\"ac749d3f83185807\"}\n$"
    play --mode classic --seed 42 --bot explore --turns 300)
ug_web_hash(classic_random "\"turns\":300,\"end\":\"turn_limit\",\"hash\":\"6fe04bf54cf96593\"}\n$"
    play --mode classic --seed 42 --bot random --turns 300)
ug_web_hash(simple "\"floor\":4,\"turns\":813,\"end\":\"died\",\"hash\":\"c69ccbaefbb3da45\"}\n$"
    play --mode simple --seed yurina --bot explore --turns 3000)
ug_web_hash(cursed "\"floor\":1,\"turns\":171,\"end\":\"died\",\"hash\":\"887a82b95a4b1845\"}\n$"
    play --mode cursed --seed 1000000000 --bot explore)
ug_web_hash(adventure "\"floor\":10,\"turns\":4914,\"end\":\"won\",\"hash\":\"a742f80c7b4edb1d\"}\n$"
    play --mode adventure --seed balance-2 --bot explore --turns 50000)
# A record written in wasm replays to the pinned hash (the file through NODERAWFS).
ug_web_hash(record "\"floor\":2,\"turns\":116,\"end\":\"died\",\"hash\":\"4d16c2eb6286ad7b\""
    play --mode classic --seed 777 --bot explore --turns 500 --record web-game.ugr)

if(NOT UG_BUILD_APP)
    return()
endif()
# web_e2e: the page served on 127.0.0.1 and played in Debian's headless Chromium through
# puppeteer-core (e2e.mjs). Skipped (77) with one sentence when Chromium or puppeteer-core is
# missing; UG_WEB_NPM names the folder holding node_modules/puppeteer-core (scripts/web.sh).
set(UG_WEB_NPM "$ENV{HOME}/.cache/undergrid/web-npm" CACHE PATH "Where node_modules/puppeteer-core is")
add_test(NAME web_e2e COMMAND ${UG_NODE} ${PROJECT_SOURCE_DIR}/tests/web/e2e.mjs ${CMAKE_BINARY_DIR}
         ${CMAKE_BINARY_DIR}/tests/web/e2e)
set_tests_properties(web_e2e PROPERTIES LABELS web SKIP_RETURN_CODE 77 TIMEOUT 300
                     ENVIRONMENT "UG_WEB_NPM=${UG_WEB_NPM}")
