# SPDX-License-Identifier: GPL-3.0-or-later
# The Ranger Commandos rule set's own tests (labelled ruleset:rangercommandos).
# Spinner, counters, crossing, walks, alarm, return, scores, the computer, and the paper.
ambuscade_test(tst_rangercommandos SOURCES tst_rangercommandos.cpp
               LIBS ambuscade_ruleset_rangercommandos ambuscade_render)
# In the window: the Raid panel, a walk chosen by a click on the board, pieces sharing a
# space drawn apart, the results screen.
ambuscade_test(tst_rangercommandoswindow SOURCES tst_rangercommandoswindow.cpp
               LIBS ambuscade_ui ambuscade_ruleset_rangercommandos)
