# SPDX-License-Identifier: GPL-3.0-or-later
# The layers' arrows (layers.cmake), checked by tests/check_layering.cmake on every #include.
# The check runs twice: as a build step every library waits for, so an include against an
# arrow stops the build with the file and the arrow named (the ui's libraries share one
# include root, so the compiler alone would let it through), and as ctest's layering_* tests,
# which also prove on broken samples that the check can fail.

# The command that checks the sources under `source_dir`, into `out`.
function(ambuscade_layering_command out source_dir)
  get_target_property(widgets_dirs Qt6::Widgets INTERFACE_INCLUDE_DIRECTORIES)
  get_target_property(print_dirs Qt6::PrintSupport INTERFACE_INCLUDE_DIRECTORIES)
  set(widget_header_dirs "")
  foreach(dir IN LISTS widgets_dirs print_dirs)
    if(dir MATCHES "QtWidgets$|QtPrintSupport$")
      list(APPEND widget_header_dirs ${dir})
    endif()
  endforeach()
  get_property(rulesets GLOBAL PROPERTY AMBUSCADE_KNOWN_RULESETS)
  # Each list one argument, in a build step as in a test (a custom command would split it).
  string(REPLACE ";" "$<SEMICOLON>" rulesets "${rulesets}")
  string(REPLACE ";" "$<SEMICOLON>" widget_header_dirs "${widget_header_dirs}")
  set(${out} ${CMAKE_COMMAND} -DSOURCE_DIR=${source_dir}
             -DLAYERS=${PROJECT_SOURCE_DIR}/src/layers.cmake "-DRULESETS=${rulesets}"
             "-DWIDGET_HEADERS=${widget_header_dirs}"
             -P ${PROJECT_SOURCE_DIR}/tests/check_layering.cmake PARENT_SCOPE)
endfunction()

# The build step: run again whenever a source, the list or the check changes.
function(ambuscade_layering_build_step)
  set(src ${PROJECT_SOURCE_DIR}/src)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${src}/*.h ${src}/*.cpp)
  ambuscade_layering_command(check ${src})
  set(stamp ${CMAKE_CURRENT_BINARY_DIR}/layering.stamp)
  add_custom_command(OUTPUT ${stamp}
    COMMAND ${check}
    COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
    DEPENDS ${sources} ${src}/layers.cmake ${PROJECT_SOURCE_DIR}/tests/check_layering.cmake
    COMMENT "Checking every #include against the layers' arrows (src/layers.cmake)"
    VERBATIM)
  add_custom_target(ambuscade_layering DEPENDS ${stamp})
  add_dependencies(ambuscade_core ambuscade_layering)
endfunction()
