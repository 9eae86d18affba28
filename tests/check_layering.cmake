# SPDX-License-Identifier: GPL-3.0-or-later
# The arrows of the layers, checked on every #include of the sources:
#   - the core, the models and the renderer include no header of Qt Widgets or Qt Print
#     Support (Qt6::Core puts Qt's whole include root on their path, so the link check alone
#     would not catch <QtWidgets/QWidget> or a widget header that the compiler finds anyway);
#   - nothing in the core, the models, the renderer or the shared ui includes a rule set's
#     header (a rule set is reached through the interfaces and the generated registries).
# Usage: cmake -DSOURCE_DIR=<dir with core/, models/, render/, ui/> -DRULESETS="fiw;…"
#              -DWIDGET_HEADERS="<include dirs of QtWidgets and QtPrintSupport>" -P check_layering.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var SOURCE_DIR RULESETS WIDGET_HEADERS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_layering.cmake needs -D${var}=…")
  endif()
endforeach()

# Every header Qt Widgets and Qt Print Support offer, by the names an #include may use.
set(widget_names "")
foreach(dir IN LISTS WIDGET_HEADERS)
  get_filename_component(module ${dir} NAME)
  file(GLOB headers RELATIVE ${dir} ${dir}/*)
  foreach(h IN LISTS headers)
    list(APPEND widget_names "${h}" "${module}/${h}")
  endforeach()
  list(APPEND widget_names "${module}")
endforeach()
list(LENGTH widget_names known)
if(known LESS 100)
  message(FATAL_ERROR "found only ${known} Qt Widgets headers in ${WIDGET_HEADERS}: the check would prove nothing")
endif()

set(problems "")
function(check_folder folder forbid_widgets)
  file(GLOB_RECURSE sources ${SOURCE_DIR}/${folder}/*.h ${SOURCE_DIR}/${folder}/*.cpp)
  foreach(file IN LISTS sources)
    file(STRINGS ${file} includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*" "\\1" name "${line}")
      file(RELATIVE_PATH where ${SOURCE_DIR} ${file})
      if(forbid_widgets AND name IN_LIST widget_names)
        list(APPEND problems "${where}: includes <${name}>, a Qt Widgets header")
      endif()
      foreach(ruleset IN LISTS RULESETS)
        if(name MATCHES "^${ruleset}/" OR name MATCHES "rulesets/")
          list(APPEND problems "${where}: includes \"${name}\", a rule set's header")
        endif()
      endforeach()
    endforeach()
  endforeach()
  set(problems "${problems}" PARENT_SCOPE)
endfunction()

check_folder(core TRUE)
check_folder(models TRUE)
check_folder(render TRUE)
check_folder(ui FALSE)
if(problems)
  list(JOIN problems "\n" said)
  message(FATAL_ERROR "the layers' arrows are broken:\n${said}")
endif()
message(STATUS "the core, models and renderer include no widgets; no shared code includes a rule set")
