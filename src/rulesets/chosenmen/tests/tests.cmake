# SPDX-License-Identifier: GPL-3.0-or-later
# The Chosen Men rule set's own tests (labelled ruleset:chosenmen): its tables, fields, inspect
# and los in inches; its procedures on seeded dice; a game; its table in the window.
# (It finds Chosen Men in the registry beside FIW.)
ambuscade_test(tst_chosenmentables SOURCES tst_chosenmentables.cpp LIBS ambuscade_core
               RULESETS fiw DEPENDS ambuscade-cli)
ambuscade_test(tst_chosenmenrules SOURCES tst_chosenmenrules.cpp LIBS ambuscade_core)
ambuscade_test(tst_chosenmengame SOURCES tst_chosenmengame.cpp LIBS ambuscade_core)
ambuscade_test(tst_chosenmenboats SOURCES tst_chosenmenboats.cpp LIBS ambuscade_core)
ambuscade_test(tst_chosenmenwindow SOURCES tst_chosenmenwindow.cpp LIBS ambuscade_ui)
