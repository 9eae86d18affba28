# SPDX-License-Identifier: GPL-3.0-or-later
# The arrows between the folders: which folders the files of a folder may include (its own
# always). The one list of them: src/ui/CMakeLists.txt links each ui folder's library to
# the folders named here and no others, and tests/check_layering.cmake checks every
# #include of the sources against it (layering_real; layering_broken_* prove it can fail).
# An arrow added here is a decision about the design: say why in the commit.

# Inside the core (src/core: "<folder>/<file>.h"). Today's arrows, written down as they
# are, circles included: rules ↔ game, rules ↔ io and rules ↔ surface. The rule set's
# interface (rules/ruleset.h, .cpp) names the surfaces, the file problems and the games it
# makes; the board files' reader and writer, the finished-scenario check and the surface
# look their rule set up (findRuleset). Not untangled here: a change of the core's design.
# rules ↔ search as well: the play facet offers the search opponent around every rule set's
# computer (PlayRules::opponent), and the search plays its rule set's games.
set(AMBUSCADE_CORE_LAYERS
  "scenario:"
  "benchmark:"
  "print:"
  "geometry: scenario"
  "surface: scenario rules"
  "io: scenario rules"
  "rules: scenario geometry surface io print game search"
  "game: scenario geometry surface io rules"
  "search: scenario game rules"
)

# Inside the shared ui (src/ui: "<folder>/<file>.h"), one direction only:
#   common ← document ← scene ← tools ← {editor, play} ← balance ← window (← the program);
#   help ← common. Each folder may include the folders below it.
set(AMBUSCADE_UI_LAYERS
  "common:"
  "help: common"
  "document: common"
  "scene: common document"
  "tools: common document scene"
  "editor: common document scene tools"
  "play: common document scene tools"
  "balance: common document scene tools editor play"
  "window: common document scene tools editor play balance help"
)

# Between the rule sets (src/rulesets/<name>/): none includes another's headers. A rule set
# built on another's would be declared here ("rogersrangers: fiw"); none is today.
set(AMBUSCADE_RULESET_LAYERS
)
