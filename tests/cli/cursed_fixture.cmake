# Runs `undergrid` on a cursed fixture of the original and compares the bytes it prints:
#   cmake -DBINARY=undergrid -DFIXTURE=<games/NAME.json or levels/SEED-LEVEL.json> -DWORKDIR=dir
#         -P cursed_fixture.cmake
# A level fixture: `dump --mode cursed --seed S --level L` must print the file. A game fixture:
# `play --mode cursed --seed S --level L --keys KEYS --record FILE` must print its `final`, and
# `replay FILE --state` the same line again (the record holds the actions the keys played).
file(READ ${FIXTURE} text)
string(REGEX REPLACE "\n$" "" text "${text}")
string(REGEX MATCH "\"seed\":\"([0-9]+)\"" _ "${text}")
set(seed ${CMAKE_MATCH_1})
string(REGEX MATCH "\"level\":([1-3])" _ "${text}")
set(level ${CMAKE_MATCH_1})
if(FIXTURE MATCHES "/levels/")
    execute_process(COMMAND ${BINARY} dump --mode cursed --seed ${seed} --level ${level}
                    OUTPUT_VARIABLE out RESULT_VARIABLE code)
    string(REGEX REPLACE "\n$" "" out "${out}")
    if(NOT code EQUAL 0 OR NOT out STREQUAL text)
        message(FATAL_ERROR "dump differs from ${FIXTURE}\nours: ${out}\ntheirs: ${text}")
    endif()
    return()
endif()
string(REGEX MATCH "\"keys\":\"([^\"]*)\"" _ "${text}")
set(keys "${CMAKE_MATCH_1}")
string(REPLACE "\\\\" "\\" keys "${keys}")
string(REGEX MATCH "\"final\":({.*}),\"log\":" _ "${text}")
set(final "${CMAKE_MATCH_1}")
get_filename_component(name ${FIXTURE} NAME_WE)
set(record ${WORKDIR}/cursed-${name}.ugr)
execute_process(COMMAND ${BINARY} play --mode cursed --seed ${seed} --level ${level}
                        --keys "${keys}" --record ${record}
                OUTPUT_VARIABLE out RESULT_VARIABLE code ERROR_VARIABLE err)
string(REGEX REPLACE "\n$" "" out "${out}")
if(NOT code EQUAL 0 OR NOT out STREQUAL final)
    message(FATAL_ERROR "play differs from ${FIXTURE} (exit ${code}: ${err})\nours: ${out}\ntheirs: ${final}")
endif()
execute_process(COMMAND ${BINARY} replay ${record} --state OUTPUT_VARIABLE out RESULT_VARIABLE code)
string(REGEX REPLACE "\n$" "" out "${out}")
if(NOT code EQUAL 0 OR NOT out STREQUAL final)
    message(FATAL_ERROR "replay --state differs from ${FIXTURE}\nours: ${out}\ntheirs: ${final}")
endif()
