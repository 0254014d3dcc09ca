# Compile settings shared by every target of our own code: warnings are errors here, never in
# third-party headers (those come in as SYSTEM includes through their imported targets).
function(tengen_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
  target_compile_features(${target} PUBLIC cxx_std_20)
endfunction()

# A plain C++ module library: no Qt, no I/O. Sources are given relative to the module folder.
function(tengen_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${ARG_DEPENDS})
  tengen_defaults(${name})
endfunction()
