// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1String>

namespace ambuscade {

// The kinds of order (GameAction::kind) the shared program itself knows; each rule set names
// its own in its game/orderkinds.h. A kind is spelled here and nowhere else in the core and
// the shared ui.
namespace orderkind {
// Every game: finish the step, doing what the rules do by themselves in it, and go on.
inline constexpr QLatin1String kNext{"next"};

// A game played on a table, given by dragging figures in the game window (tablemoves.h).
// A rule set takes those its games know (Game::legalActions lists them).
// One figure (the actor) along a "path" of points [[x, y], …] in cm, from where it stands.
inline constexpr QLatin1String kMove{"move"};
// Several figures in one order, each along its own path ("moves": [{"figure", "path"}]):
// each goes as far along his path as the rules let him, and the rest stop short.
inline constexpr QLatin1String kMoveTogether{"move-together"};
// Referee play: the figure (the actor) stands where the player put it ("to": [x, y]).
inline constexpr QLatin1String kPlace{"place"};

// Play by e-mail's own orders, judged by no rule set (mailorder.h):
// the dice start afresh from a seed (params.seed, hexadecimal);
inline constexpr QLatin1String kReseed{"reseed"};
// the person playing a side took back steps or orders (params.side, params.count).
inline constexpr QLatin1String kTookBack{"took-back"};
} // namespace orderkind

} // namespace ambuscade
