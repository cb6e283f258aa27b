# Cross-compiling for 64-bit Windows with MinGW-w64 (Debian: gcc-mingw-w64-x86-64,
# binutils-mingw-w64-x86-64). Used for the game (scripts/windows.sh) and for its SDL2
# dependencies (scripts/windows-deps.sh):
#     cmake -S . -B build-windows -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake \
#           -DCMAKE_PREFIX_PATH=<the prefix windows-deps.sh printed>
# UG_MINGW_TRIPLE picks another MinGW-w64 cross compiler (default x86_64-w64-mingw32).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

if(NOT UG_MINGW_TRIPLE)
    set(UG_MINGW_TRIPLE x86_64-w64-mingw32)
endif()
# Try-compiles see the same compilers (CMake passes only listed variables to them).
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES UG_MINGW_TRIPLE)

find_program(CMAKE_C_COMPILER NAMES ${UG_MINGW_TRIPLE}-gcc ${UG_MINGW_TRIPLE}-gcc-win32 REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES ${UG_MINGW_TRIPLE}-g++ ${UG_MINGW_TRIPLE}-g++-win32)
find_program(CMAKE_RC_COMPILER NAMES ${UG_MINGW_TRIPLE}-windres windres REQUIRED)
find_program(CMAKE_AR NAMES ${UG_MINGW_TRIPLE}-gcc-ar ${UG_MINGW_TRIPLE}-ar)
find_program(CMAKE_RANLIB NAMES ${UG_MINGW_TRIPLE}-gcc-ranlib ${UG_MINGW_TRIPLE}-ranlib)
find_program(CMAKE_OBJDUMP NAMES ${UG_MINGW_TRIPLE}-objdump)
find_program(CMAKE_STRIP NAMES ${UG_MINGW_TRIPLE}-strip)

# Libraries and headers come from the target's sysroot and the prefixes given in
# CMAKE_PREFIX_PATH / CMAKE_FIND_ROOT_PATH, never from the build machine's /usr; programs
# (pkg-config, cpack's tools) from the build machine.
# The prefixes are roots too: CMake otherwise looks for them inside the sysroot.
list(APPEND CMAKE_FIND_ROOT_PATH /usr/${UG_MINGW_TRIPLE} ${CMAKE_PREFIX_PATH})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config likewise: only the .pc files of the given prefixes and of the target's sysroot, so
# that a library of the build machine (fontconfig, libtcod) is never mistaken for a Windows one.
set(_ug_pc_dirs "")
foreach(_p IN LISTS CMAKE_PREFIX_PATH)
    list(APPEND _ug_pc_dirs "${_p}/lib/pkgconfig")
endforeach()
list(APPEND _ug_pc_dirs "/usr/${UG_MINGW_TRIPLE}/lib/pkgconfig")
string(REPLACE ";" ":" _ug_pc_dirs "${_ug_pc_dirs}")
set(ENV{PKG_CONFIG_LIBDIR} "${_ug_pc_dirs}")
unset(ENV{PKG_CONFIG_PATH})
