# Builds the sprite atlas twice from the same sources and fails unless the two PNGs, the two
# indexes and the build's own atlas are byte for byte the same; then checks that a tile with a bad
# row makes the tool fail without writing anything.
#   cmake -DTOOL=ug_atlas -DTILES=assets/tiles -DOUT=dir -DBUILT=atlas.png -P atlas_twice.cmake
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
foreach(_i 1 2)
    execute_process(COMMAND "${TOOL}" "${TILES}/palette.txt" "${TILES}" "${OUT}/a${_i}.png"
                            "${OUT}/a${_i}.idx" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0)
        message(FATAL_ERROR "ug_atlas failed: ${_err}")
    endif()
endforeach()
foreach(_pair "a1.png;a2.png" "a1.idx;a2.idx")
    list(GET _pair 0 _a)
    list(GET _pair 1 _b)
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${OUT}/${_a}" "${OUT}/${_b}"
                    RESULT_VARIABLE _diff)
    if(NOT _diff EQUAL 0)
        message(FATAL_ERROR "two builds of the atlas differ: ${_a} and ${_b}")
    endif()
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${OUT}/a1.png" "${BUILT}"
                RESULT_VARIABLE _diff)
if(NOT _diff EQUAL 0)
    message(FATAL_ERROR "the atlas differs from the build's own (${BUILT})")
endif()
# A damaged source: the tool says so and writes nothing.
file(GLOB _tiles "${TILES}/*.txt")
file(MAKE_DIRECTORY "${OUT}/bad")
file(COPY ${_tiles} DESTINATION "${OUT}/bad")
file(WRITE "${OUT}/bad/rat.txt" "outline\n....\n")
execute_process(COMMAND "${TOOL}" "${OUT}/bad/palette.txt" "${OUT}/bad" "${OUT}/bad.png"
                        "${OUT}/bad.idx" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(_rc EQUAL 0 OR EXISTS "${OUT}/bad.png" OR NOT _err MATCHES "rat.txt")
    message(FATAL_ERROR "a damaged tile was not refused (${_rc}: ${_err})")
endif()
message(STATUS "the atlas is the same twice (${OUT}/a1.png)")
