# SPDX-License-Identifier: GPL-3.0-or-later
# The French and Indian Wars rule set's own tests (labelled ruleset:fiw): its tables, procedures,
# game, replay and computer, on hand-built tables (tests/tablebuilder.h) and seeded dice.
ambuscade_test(tst_fiwtables SOURCES tst_fiwtables.cpp LIBS ambuscade_core)
ambuscade_test(tst_riskfactors SOURCES tst_riskfactors.cpp LIBS ambuscade_core)
ambuscade_test(tst_activation SOURCES tst_activation.cpp LIBS ambuscade_core)
ambuscade_test(tst_fiwrules SOURCES tst_fiwrules.cpp LIBS ambuscade_core)
ambuscade_test(tst_fiwrereading SOURCES tst_fiwrereading.cpp LIBS ambuscade_core)
ambuscade_test(tst_fiwgame SOURCES tst_fiwgame.cpp LIBS ambuscade_core)
ambuscade_test(tst_hiddenmarkers SOURCES tst_hiddenmarkers.cpp LIBS ambuscade_core)
ambuscade_test(tst_combatreport SOURCES tst_combatreport.cpp LIBS ambuscade_core)
ambuscade_test(tst_replay SOURCES tst_replay.cpp LIBS ambuscade_core)
ambuscade_test(tst_tactics SOURCES tst_tactics.cpp LIBS ambuscade_core)
ambuscade_test(tst_groupmoves SOURCES tst_groupmoves.cpp LIBS ambuscade_core)
