# UG_SANITIZE=ON builds everything with AddressSanitizer and UndefinedBehaviorSanitizer; the test
# script uses such a build. Any UBSan report aborts, so a test that triggers one fails.
option(UG_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(UG_SANITIZE)
    if(MSVC)
        add_compile_options(/fsanitize=address)
    else()
        add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                            -fno-omit-frame-pointer)
        add_link_options(-fsanitize=address,undefined)
    endif()
endif()
