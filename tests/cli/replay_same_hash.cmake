# Records a bot game, replays it, and checks both print the same hash. Guards the record format
# and the determinism of whole games through the real executable.
foreach(bot explore random)
    execute_process(COMMAND ${BINARY} play --mode classic --seed 31337 --bot ${bot} --turns 800
                            --record same-${bot}.ugr
                    WORKING_DIRECTORY ${WORKDIR} RESULT_VARIABLE c1 OUTPUT_VARIABLE played)
    execute_process(COMMAND ${BINARY} replay same-${bot}.ugr
                    WORKING_DIRECTORY ${WORKDIR} RESULT_VARIABLE c2 OUTPUT_VARIABLE replayed)
    string(REGEX MATCH "\"hash\":\"[0-9a-f]+\"" h1 "${played}")
    string(REGEX MATCH "\"hash\":\"[0-9a-f]+\"" h2 "${replayed}")
    if(NOT c1 EQUAL 0 OR NOT c2 EQUAL 0 OR h1 STREQUAL "" OR NOT h1 STREQUAL h2)
        message(FATAL_ERROR "${bot}: play printed ${played} (${c1}), replay printed ${replayed} (${c2})")
    endif()
endforeach()
