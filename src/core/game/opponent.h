// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"
#include "opponentnames.h"

#include <QList>
#include <atomic>
#include <functional>
#include <optional>

namespace ambuscade {

class Game;
struct Figure;
struct Scenario;

// How long an opponent that thinks ahead (search/searchopponent.h) may think over each
// decision: a number of playouts, repeatable (tests, `duel`): playouts times the orders
// weighed, spent as its race among them sees fit (search/race.h); or, when that is 0, a time. How
// far each playout looks: to the end of the game, or horizonTurns turns on (0: to the end, but
// never further than kSafetyTurns on).
struct SearchBudget {
    int playouts = 0;
    double seconds = 1.0;
    int horizonTurns = 0;
    // Once it is true, the search thinks no more and gives the computer's own orders: a
    // balance run being cancelled finishes the games under way at the computer's speed.
    const std::atomic<bool> *stop = nullptr;
};

// How surely another order must beat the computer's own, on samples held out from choosing
// it, before a search thinking ahead gives it instead (search/candidatescores.h): the mean of
// their paired differences this many standard errors above 0, one-sided about 95 %. For a
// computer whose choice is no guess, where an order that merely scored higher on a few noisy
// playouts is most often only luckier.
constexpr double kClearlyBetter = 1.645;

// A computer opponent: it plays the side on turn. Asked again after each of its orders is
// carried out, it gives the next, each with its reason, or nothing when it is done with the
// step (playStep then gives "next"). The game it is given is its side's view (Game::sideView),
// never the game itself: whatever it reads, it cannot read what its side may not know. Each
// call has a view of its own, gone once it returns: an opponent keeps no pointer into one.
class Opponent
{
public:
    virtual ~Opponent() = default;
    virtual std::optional<GameAction> decide(const Game &view) = 0;
    // The orders it would weigh for its next decision, the one decide() would give first,
    // then its next best (at most `most`, each with its reason), for an opponent that thinks
    // ahead to choose among; empty when it is done with the step. It moves on as decide()
    // does, whichever of them is given. By default decide()'s order alone.
    virtual QList<GameAction> proposals(const Game &view, int most);
    // How the game stands for `side` as this opponent judges it, for a search's playout
    // stopped at its horizon (search/playout.h): from 0.25 (as good as lost) to 0.75 (as good
    // as won), so that no game still going counts as much as one won or lost. By default
    // casualtyStanding.
    virtual double standing(const Game &game, const QString &side) const;
    // How many standard errors another order must beat this opponent's own choice by before
    // a search thinking ahead with it gives that order: kClearlyBetter by default. A rule set
    // whose computer is measured to play weakly asks less (search/README.md has the duels
    // that chose each rule set's).
    virtual double searchMargin() const { return kClearlyBetter; }
};

// How much of a man his side has lost: by default 1 killed, else 0; a rule set may count a
// man out of the fight in part.
using ManLost = std::function<double(const Figure &)>;
// 0.5, moved by up to a quarter either way by the share of its men each side has lost
// (on a board without figures, 0.5).
double casualtyStanding(const Scenario &table, const QString &side, const ManLost &lost = {});

// What the opponent orders now for the side on turn, decided from that side's view of the
// game; nothing when it is done with the step.
std::optional<GameAction> decideForSideOnTurn(const Game &game, Opponent &opponent);

// Plays the step the game is at for the side on turn: every order the opponent gives,
// then "next". At most `limit` orders, against an opponent that would never stop.
void playStep(Game &game, Opponent &opponent, int limit = 100000);

// One step as it goes at the table when nobody there gives an order: a side the computer
// plays (Side::controller) plays it with `computer`; a person's side has only what the rules
// do by themselves.
void playSeatedStep(Game &game, Opponent &computer);
// Whole turns of that, from the step the game is at (or until it ends).
void playSeatedTurns(Game &game, Opponent &computer, int turns);

} // namespace ambuscade
