// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade {

class Game;
class PlayRules;
struct GameResult;
struct Scenario;

// Plays the game on from where it stands, every side by a computer opponent of its own
// (the rule set's "computer", fresh for this playout: an opponent remembers its step),
// until it ends or horizonTurns turns have begun (0: kSafetyTurns), and scores it for `side`
// (playoutScore). The computer is given the game itself, not a side's view: a playout is
// played on a view already, a sample of what the searching side may know.
double playOn(Game &game, const QString &side, const PlayRules &rules, int horizonTurns);

// A game over: won 1, drawn 0.5, lost 0. A game stopped at the horizon: 0.5, moved by up
// to a quarter either way by the share of its men each side has lost (on a board without
// figures, 0.5), so that no game still going counts as much as one won or lost.
double resultScore(const GameResult &result, const QString &side);
double horizonScore(const Scenario &table, const QString &side);

} // namespace ambuscade
