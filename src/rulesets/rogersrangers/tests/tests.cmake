# SPDX-License-Identifier: GPL-3.0-or-later
# The Rogers' Rangers rule set's own tests (labelled ruleset:rogersrangers). Its battles are
# played as French and Indian Wars skirmishes, so the tests of that hand-over need FIW too.

# The board's kinds, looks and checks, the bundled frontier, and the tables of placement,
# missions and objectives; its words read against the built translations.
ambuscade_test(tst_rogersrangersboard SOURCES tst_rogersrangersboard.cpp
               LIBS ambuscade_ruleset_rogersrangers Qt6::Svg DEPENDS ambuscade_ui_window ambuscade-cli) # the .qm files
target_compile_definitions(tst_rogersrangersboard PRIVATE
  TRANSLATIONS_DIR="${PROJECT_BINARY_DIR}/src/ui")
# Pieces, cup and battle with scripted and seeded dice.
ambuscade_test(tst_rogersrangersbattle SOURCES tst_rogersrangersbattle.cpp
               LIBS ambuscade_ruleset_rogersrangers)
# Missions and campaign played by the rules with seeded dice.
ambuscade_test(tst_rogersrangersgame SOURCES tst_rogersrangersgame.cpp
               LIBS ambuscade_ruleset_rogersrangers)
# The rules step by step and card by card: hand-made positions, loaded dice.
ambuscade_test(tst_rogersrangersrules SOURCES tst_rogersrangersrules.cpp
               LIBS ambuscade_ruleset_rogersrangers)
# Battles as FIW skirmishes: the tables built, the groups and gear, the file FIW and
# `validate` accept, a battle the computer plays out, and the outcome carried back.
ambuscade_test(tst_rogersrangersskirmish SOURCES tst_rogersrangersskirmish.cpp
               LIBS ambuscade_ruleset_rogersrangers RULESETS fiw DEPENDS ambuscade-cli)
# A battle handed to a skirmish and its saved game carried back into the campaign.
ambuscade_test(tst_rogersrangershandover SOURCES tst_rogersrangershandover.cpp
               LIBS ambuscade_ruleset_rogersrangers RULESETS fiw)
# In the main window: the Rangers' panel plays the set-up and the Ops; a skirmish opened.
ambuscade_test(tst_rogersrangerswindow SOURCES tst_rogersrangerswindow.cpp
               LIBS ambuscade_ui ambuscade_ruleset_rogersrangers RULESETS fiw)
# The timing of the chance of winning the computer asks for each plan (run by hand, not by
# ctest: tests/README.md, "Benchmarks").
add_executable(rogersrangers-chancebench ${CMAKE_CURRENT_LIST_DIR}/rogersrangerschancebench.cpp)
target_link_libraries(rogersrangers-chancebench PRIVATE ambuscade_rulesets)
