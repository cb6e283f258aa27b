# Runs PROGRAM with ARGS twice: fails unless both runs exit 0 and print the same lines,
# with a hash line; prints them.
#   cmake -DPROGRAM=<exe> "-DARGS=a;b" -P run_twice.cmake
foreach(_run 1 2)
    execute_process(COMMAND ${PROGRAM} ${ARGS} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out${_run})
    if(NOT _rc EQUAL 0)
        message(FATAL_ERROR "run ${_run} of ${PROGRAM} ${ARGS} exited with ${_rc}:\n${_out${_run}}")
    endif()
endforeach()
if(NOT _out1 STREQUAL _out2)
    message(FATAL_ERROR "two runs differ (not deterministic):\n${_out1}---\n${_out2}")
endif()
if(NOT _out1 MATCHES "hash [0-9a-f]+")
    message(FATAL_ERROR "no hash line in:\n${_out1}")
endif()
message("${_out1}")
