// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamelog.h"
#include "opponent.h"
#include "scenario/scenario.h"

#include <QHash>
#include <functional>
#include <optional>

namespace ambuscade {

class Game;
class PlayRules;

// How a game played out by computer opponents ended.
struct PlayedGame {
    QString winner;                 // the side that won; empty for none (the turn limit, a draw)
    int turns = 0;                  // turns begun
    QHash<QString, int> casualties; // side → figures killed
    QHash<QString, int> orders;     // side → orders its player gave ("next" not counted)
    GameDecider decidedBy = GameDecider::NotOver;
    int condition = -1;              // the deciding victory condition, if one did
    QString broken, brokenBy;        // the side that broke and why (GameResult)
    QList<TableIncident> incidents;  // where men fell and fights happened
    QHash<QString, qint64> measures; // the rule set's own counts (Game::measures)
    GameLog log;
    Scenario end; // the table as the game left it
};

// Plays a game to its end, each side's steps by the opponent `playerOf` gives for it.
PlayedGame playOut(Game &game, const std::function<Opponent &(const QString &side)> &playerOf);

// How the game stands, as playOut tells it.
PlayedGame playedGame(const Game &game);

// A game played out by the computer whose scenario and rules set it no turn limit stops
// after this many turns, unless the caller gives a limit of his own.
constexpr int kSafetyTurns = 30;

// The scenario with the turn its game ends at: its own limit, or its rules'
// (PlayRules::defaultTurnLimit), lowered to maxTurns if that is given (above 0); with neither,
// maxTurns, or kSafetyTurns.
Scenario withTurnLimit(const PlayRules &rules, Scenario scenario, int maxTurns);

// Plays a scenario with every side run by the rule set's own computer opponent, from a
// seed, until the game ends or maxTurns have been played (the scenario's own turn limit, or
// its rules' (PlayRules::defaultTurnLimit), if lower, stands). maxTurns 0: the game's own
// limit, or kSafetyTurns when it has none. Every side counts as the computer's.
PlayedGame autoplay(const PlayRules &rules, Scenario scenario, quint64 seed, int maxTurns);
// The same with each side played by the rule set's opponent of the name `opponentOf` gives
// for it ("computer", "dice-only", …; PlayRules::opponents), "search" thinking within
// `search`. Null when a name is unknown.
std::optional<PlayedGame>
autoplayWith(const PlayRules &rules, Scenario scenario, quint64 seed, int maxTurns,
             const std::function<QString(const QString &side)> &opponentOf,
             const SearchBudget &search = {});

} // namespace ambuscade
