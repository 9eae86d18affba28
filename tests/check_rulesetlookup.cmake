# SPDX-License-Identifier: GPL-3.0-or-later
# The rule set is looked up by its name once, where a name comes in from outside, and passed
# down from there (src/core/rules/README.md): shared code calls findRuleset( only in the files
# listed here, each for its reason. Any other call is a lookup the caller should have been
# given (Document::rules(), GameSession::rules(), ScenarioLoadResult::rules, the CLI's
# LoadedScenario).
# Usage: cmake -DSOURCE_DIR=<dir with core/, models/, render/, ui/, cli/, app/> -P check_rulesetlookup.cmake
cmake_minimum_required(VERSION 3.21)
if(NOT DEFINED SOURCE_DIR)
  message(FATAL_ERROR "check_rulesetlookup.cmake needs -DSOURCE_DIR=…")
endif()

set(allowed
  core/rules/ruleset.h                # the registry's lookup itself
  core/rules/ruleset.cpp
  core/io/scenarioreader.cpp          # a scenario read binds its rule set (ScenarioLoadResult::rules)
  core/io/scenariowriter.cpp          # a scenario written: its fields as its rule set declares them
  core/game/turnfile.cpp              # a turn file read: the game made again from its start
  ui/document/document.cpp            # a scenario taken in or made (File → New names a rule set)
  ui/play/gamesession.cpp             # a game begun from a scenario
  render/tablepainter.cpp             # a scenario painted whole (exports, prints, pictures)
  cli/benchcommand.cpp                # --ruleset ID, typed
  cli/gamebenchcommand.cpp
  cli/takebackbenchcommand.cpp
)

set(problems "")
foreach(folder core models render ui cli app)
  file(GLOB_RECURSE sources ${SOURCE_DIR}/${folder}/*.h ${SOURCE_DIR}/${folder}/*.cpp)
  foreach(file IN LISTS sources)
    file(RELATIVE_PATH where ${SOURCE_DIR} ${file})
    if(where IN_LIST allowed)
      continue()
    endif()
    file(STRINGS ${file} calls REGEX "findRuleset\\(")
    if(calls)
      list(APPEND problems "${where}: looks the rule set up by name (findRuleset), where it should be given it")
    endif()
  endforeach()
endforeach()
if(problems)
  list(JOIN problems "\n" said)
  message(FATAL_ERROR "the rule set is looked up again:\n${said}")
endif()
