# SPDX-License-Identifier: GPL-3.0-or-later
# The arrows of the layers, checked on every #include of the sources:
#   - the core, the models and the renderer include no header of Qt Widgets or Qt Print
#     Support (Qt6::Core puts Qt's whole include root on their path, so the link check alone
#     would not catch <QtWidgets/QPushButton> or a widget header that the compiler finds anyway);
#   - nothing in the core, the models, the renderer or the shared ui includes a rule set's
#     header (a rule set is reached through the interfaces and the generated registries);
#   - inside the core and inside the shared ui, a folder includes only the folders the list
#     of arrows (src/layers.cmake) lets it, and every folder is on that list;
#   - no rule set includes another's headers, unless the list declares that arrow.
# Usage: cmake -DSOURCE_DIR=<dir with core/, models/, render/, ui/, rulesets/>
#              -DLAYERS=<src/layers.cmake> -DRULESETS="fiw;…"
#              -DWIDGET_HEADERS="<include dirs of QtWidgets and QtPrintSupport>" -P check_layering.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var SOURCE_DIR LAYERS RULESETS WIDGET_HEADERS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_layering.cmake needs -D${var}=…")
  endif()
endforeach()
include(${LAYERS})

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

# Every #include of the sources under a folder, as "<file>|<name>" (the file relative to
# SOURCE_DIR, the name as written: "game/game.h", "QWidget"), into ${out}.
function(includes_under folder out)
  file(GLOB_RECURSE sources ${SOURCE_DIR}/${folder}/*.h ${SOURCE_DIR}/${folder}/*.cpp)
  set(pairs "")
  foreach(file IN LISTS sources)
    file(RELATIVE_PATH where ${SOURCE_DIR} ${file})
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line IN LISTS lines)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*" "\\1" name "${line}")
      list(APPEND pairs "${where}|${name}")
    endforeach()
  endforeach()
  set(${out} "${pairs}" PARENT_SCOPE)
endfunction()

set(problems "")
# No rule set's header under a folder of shared code, and no widget header where forbidden.
function(check_folder folder forbid_widgets)
  includes_under(${folder} pairs)
  foreach(pair IN LISTS pairs)
    string(REGEX MATCH "^([^|]+)\\|(.*)$" _ "${pair}")
    set(where "${CMAKE_MATCH_1}")
    set(name "${CMAKE_MATCH_2}")
    if(forbid_widgets AND name IN_LIST widget_names)
      list(APPEND problems "${where}: includes <${name}>, a Qt Widgets header")
    endif()
    string(REGEX MATCH "^([a-z]+)/" _ "${name}")
    if(CMAKE_MATCH_1 IN_LIST RULESETS OR name MATCHES "rulesets/")
      list(APPEND problems "${where}: includes \"${name}\", a rule set's header")
    endif()
  endforeach()
  set(problems "${problems}" PARENT_SCOPE)
endfunction()

# The arrows of one part (core, ui, rulesets): `layers` is the list's variable, entries
# "folder: the folders it may include". An #include "<folder>/…" of another folder the list
# names must be one of the arrows, and every folder of the part must be on the list.
function(check_arrows part layers)
  set(listed "")
  foreach(entry IN LISTS ${layers})
    string(REGEX MATCH "^[a-z]+" from "${entry}")
    string(REGEX REPLACE "^[a-z]+:" "" to "${entry}")
    string(REGEX MATCHALL "[a-z]+" allowed_${from} "${to}")
    list(APPEND listed ${from})
  endforeach()
  file(GLOB entries LIST_DIRECTORIES true RELATIVE ${SOURCE_DIR}/${part} ${SOURCE_DIR}/${part}/*)
  foreach(folder IN LISTS entries)
    if(IS_DIRECTORY ${SOURCE_DIR}/${part}/${folder} AND NOT folder IN_LIST listed)
      list(APPEND problems "${part}/${folder}: a folder src/layers.cmake does not name")
    endif()
  endforeach()
  includes_under(${part} pairs)
  foreach(pair IN LISTS pairs)
    string(REGEX MATCH "^${part}/([a-z]+)/[^|]*\\|(([a-z]+)/.*)$" _ "${pair}")
    set(from "${CMAKE_MATCH_1}")
    set(name "${CMAKE_MATCH_2}")
    set(to "${CMAKE_MATCH_3}")
    if(from AND NOT to STREQUAL from AND to IN_LIST listed AND NOT to IN_LIST allowed_${from})
      string(REGEX REPLACE "\\|.*" "" where "${pair}")
      list(APPEND problems
           "${where}: includes \"${name}\", but ${from} may not reach ${to} (src/layers.cmake)")
    endif()
  endforeach()
  set(problems "${problems}" PARENT_SCOPE)
endfunction()

check_folder(core TRUE)
check_folder(models TRUE)
check_folder(render TRUE)
check_folder(ui FALSE)
check_arrows(core AMBUSCADE_CORE_LAYERS)
check_arrows(ui AMBUSCADE_UI_LAYERS)
# Every rule set is on the rule sets' list, with the arrows it declares (mostly none).
set(ruleset_layers "${AMBUSCADE_RULESET_LAYERS}")
foreach(ruleset IN LISTS RULESETS)
  if(NOT "${AMBUSCADE_RULESET_LAYERS}" MATCHES "(^|;)${ruleset}:")
    list(APPEND ruleset_layers "${ruleset}:")
  endif()
endforeach()
check_arrows(rulesets ruleset_layers)
if(problems)
  list(JOIN problems "\n" said)
  message(FATAL_ERROR "the layers' arrows are broken:\n${said}")
endif()
message(STATUS "the core, models and renderer include no widgets; no shared code includes a rule set; "
               "the core's and the ui's folders and the rule sets keep to the arrows of ${LAYERS}")
