# SPDX-License-Identifier: GPL-3.0-or-later
# How a Qt Test program is made, for the shared code's tests (tests/CMakeLists.txt) and for
# each rule set's own (src/rulesets/<name>/tests/tests.cmake). tests/CMakeLists.txt includes
# this file and each rule set's list, so that every test program is made in one folder
# (build/tests/): QtTest defines that folder in each program (QT_TESTCASE_BUILDDIR), and the
# programs of one folder share their precompiled headers.
set(AMBUSCADE_TEST_DATA ${PROJECT_SOURCE_DIR}/tests/data)
set(AMBUSCADE_SCENARIOS ${PROJECT_SOURCE_DIR}/scenarios)

# The GUI tests' watchdog, per test function: two minutes, four under the sanitizers (a Debug
# build, whose clicks run some five times slower); within ctest's limit on a whole program.
if(CMAKE_BUILD_TYPE STREQUAL "Debug")
  set(AMBUSCADE_GUI_FUNCTION_TIMEOUT_MS 240000)
else()
  set(AMBUSCADE_GUI_FUNCTION_TIMEOUT_MS 120000)
endif()

# The tests' precompiled headers: QtTest with the core's set, or with the widgets' too. Two
# kinds, since QtTest's main() depends on whether the widgets are linked; each kind's first test
# compiles the header and the others reuse it.
function(ambuscade_test_precompile name kind)
  get_property(first GLOBAL PROPERTY AMBUSCADE_FIRST_TEST_${kind})
  if(first)
    ambuscade_precompile(${name} REUSE_FROM ${first})
  elseif(kind STREQUAL gui)
    ambuscade_precompile(${name} WIDGETS <QTest> <QTemporaryDir>)
    set_property(GLOBAL PROPERTY AMBUSCADE_FIRST_TEST_${kind} ${name})
  else()
    ambuscade_precompile(${name} <QTest> <QTemporaryDir>)
    set_property(GLOBAL PROPERTY AMBUSCADE_FIRST_TEST_${kind} ${name})
  endif()
endfunction()

# Does this build have every rule set in `needed`? A test of a rule set the build leaves out
# (AMBUSCADE_RULESETS) is not made.
function(ambuscade_test_has_rulesets needed result)
  get_property(built GLOBAL PROPERTY AMBUSCADE_RULESETS)
  foreach(name IN LISTS needed)
    if(NOT name IN_LIST built)
      set(${result} FALSE PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${result} TRUE PARENT_SCOPE)
endfunction()

# ambuscade_test(NAME [OWN_REGISTRY] [SLOW] SOURCES… LIBS… [RULESETS name…|none]
#                [DEPENDS target…] [TIMEOUT seconds])
# One Qt Test program, run by ctest offscreen, labelled (tests/README.md, "Labels"):
#   core or gui       whether it links the widgets;
#   ruleset:<name>    listed in src/rulesets/<name>/tests/tests.cmake, that rule set's own;
#   slow              SLOW: over some thirty seconds, left out of the quick preset.
# RULESETS names the real rule sets it needs beyond its own folder's (their scenarios, their
# headers); `none` for a test of shared code that needs none, which a build without any rule
# set runs. A test of tests/ that names none needs them all. SOURCES are found beside the
# list that names them. DEPENDS: the programs it runs
# (ambuscade-cli…), built before it. TIMEOUT: ctest's limit on the whole program (300 s).
function(ambuscade_test name)
  cmake_parse_arguments(T "OWN_REGISTRY;SLOW" "TIMEOUT" "SOURCES;LIBS;RULESETS;DEPENDS" ${ARGN})
  get_property(every GLOBAL PROPERTY AMBUSCADE_KNOWN_RULESETS)
  set(labels "")
  # (In a function, CMAKE_CURRENT_LIST_DIR is the folder of the list that called it.)
  if(CMAKE_CURRENT_LIST_DIR MATCHES "/src/rulesets/([a-z]+)/tests$")
    set(owner ${CMAKE_MATCH_1})
    list(APPEND labels "ruleset:${owner}")
    list(APPEND T_RULESETS ${owner})
  elseif(NOT T_RULESETS)
    set(T_RULESETS ${every})
  endif()
  list(REMOVE_ITEM T_RULESETS none)
  ambuscade_test_has_rulesets("${T_RULESETS}" built)
  if(NOT built)
    return()
  endif()

  list(TRANSFORM T_SOURCES PREPEND "${CMAKE_CURRENT_LIST_DIR}/" REGEX "^[^/]")
  add_executable(${name} ${T_SOURCES} ${PROJECT_SOURCE_DIR}/tests/englishplurals.cpp)
  # The program's English, counts in the singular and the plural, as the window and the CLI
  # speak it (englishplurals.cpp loads it).
  ambuscade_add_english_plurals(${name})
  # A test that reads a scenario needs the rule sets, as every program does: the headless
  # ones, and their panels where the shared ui is linked. A test with its own registry
  # lists the rule sets itself.
  if(T_OWN_REGISTRY)
  elseif("ambuscade_ui" IN_LIST T_LIBS)
    list(TRANSFORM T_LIBS REPLACE "^ambuscade_ui$" "ambuscade_ruleset_uis")
  else()
    list(APPEND T_LIBS ambuscade_rulesets)
  endif()
  if("ambuscade_ruleset_uis" IN_LIST T_LIBS)
    set(kind gui)
  else()
    set(kind core)
  endif()
  list(APPEND labels ${kind})
  if(T_SLOW)
    list(APPEND labels slow)
  endif()
  target_link_libraries(${name} PRIVATE Qt6::Test ${T_LIBS})
  # The shared helpers (testdata.h, tablebuilder.h, playsteps.h…) are in tests/.
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
  target_compile_definitions(${name} PRIVATE
    TEST_DATA_DIR="${AMBUSCADE_TEST_DATA}"
    SCENARIOS_DIR="${AMBUSCADE_SCENARIOS}"
    CLI_PATH="$<TARGET_FILE:ambuscade-cli>")
  if(T_DEPENDS)
    add_dependencies(${name} ${T_DEPENDS})
  endif()
  ambuscade_test_precompile(${name} ${kind})
  add_test(NAME ${name} COMMAND ${name})
  # A hung test must fail fast, not eat the CI run.
  set(environment "QT_QPA_PLATFORM=offscreen")
  # A watchdog on the window's tests: a test function whose event loop does not come back (a
  # layout that never settles) fails within the limit, and QtTest prints every thread's stack
  # (through gdb, which tools/setup.sh installs).
  if(kind STREQUAL gui)
    list(APPEND environment "QTEST_FUNCTION_TIMEOUT=${AMBUSCADE_GUI_FUNCTION_TIMEOUT_MS}")
  endif()
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  set_tests_properties(${name} PROPERTIES ENVIRONMENT "${environment}" TIMEOUT ${T_TIMEOUT}
                                          LABELS "${labels}")
endfunction()
