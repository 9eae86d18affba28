# SPDX-License-Identifier: GPL-3.0-or-later
# The Steeplechase rule set's own tests (labelled ruleset:steeplechase): its tables,
# procedures and rule set; a race step by step; the paper and the CLI; a course in the window.
ambuscade_test(tst_steeplechaserules SOURCES tst_steeplechaserules.cpp
               LIBS ambuscade_ruleset_steeplechase)
ambuscade_test(tst_steeplechasegame SOURCES tst_steeplechasegame.cpp course.h
               LIBS ambuscade_ruleset_steeplechase)
# Steeplechase on paper: the courier sheets, the groups and the quick reference; the CLI.
ambuscade_test(tst_steeplechasepaper SOURCES tst_steeplechasepaper.cpp
               LIBS ambuscade_ruleset_steeplechase DEPENDS ambuscade-cli)
ambuscade_test(tst_steeplechasewindow SOURCES tst_steeplechasewindow.cpp course.h
               LIBS ambuscade_ui ambuscade_ruleset_steeplechase)
