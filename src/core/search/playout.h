// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade {

class Game;
class PlayRules;
struct GameResult;

// Plays the game on from where it stands, every side by a computer opponent of its own
// (the rule set's "computer", fresh for this playout: an opponent remembers its step),
// until it ends or horizonTurns turns have begun (0: kSafetyTurns), and scores it for `side`
// (resultScore). The computer is given the game itself, not a side's view: a playout is
// played on a view already, a sample of what the searching side may know.
double playOn(Game &game, const QString &side, const PlayRules &rules, int horizonTurns);

// A game over: won 1, drawn 0.5, lost 0. A game stopped at the horizon: as the computer
// judges it stands (Opponent::standing, between 0.25 and 0.75).
double resultScore(const GameResult &result, const QString &side);

} // namespace ambuscade
