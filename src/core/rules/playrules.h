// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "game/opponent.h"

#include <memory>

namespace ambuscade {

struct Scenario;
class Game;
class GameReplay;

// A level a rule set's games may be started at: its rules' own numbers, or another set it
// offers beside them. The id is how a scenario, `ambuscade-cli play --difficulty` and a saved
// game name it.
struct GameDifficulty {
    QString id;
    QString name;        // translated
    QString description; // what it changes, in a sentence or two; translated
};

// The play facet of a rule set (Ruleset::play()): a rule set that plays games makes them,
// restores and replays them, and offers the computer's opponents. One without it is edited
// and printed only.
class PlayRules
{
public:
    virtual ~PlayRules() = default;
    // Why the scenario cannot be played (no troops on two sides); empty when it can.
    virtual QString whyNotPlayable(const Scenario &scenario) const = 0;
    virtual std::unique_ptr<Game> newGame(const Scenario &scenario, quint64 seed) const = 0;
    // A game from Game::toJson(), as written in that version of the game file (an older one
    // is brought up to date); null, with the reason, when the object is not one.
    virtual std::unique_ptr<Game> restoreGame(const QJsonObject &json, int fileVersion,
                                              QString *error) const = 0;
    // The table after each event of the game's log, from its scenario and seed. The game is
    // given whole: a rule set that keeps a game as its orders replays those, not the log.
    virtual std::unique_ptr<GameReplay> replay(const Scenario &scenario, quint64 seed,
                                               const Game &game) const = 0;
    // The turn its games end on when the scenario sets none (a race's 40), or where a game
    // the computer plays out (autoplay) is stopped when its rules end it by themselves but a
    // stop is wanted all the same, past the turns they take; 0 for none: a game without a
    // limit goes on until it is decided, and a played-out one stops at kSafetyTurns.
    virtual int defaultTurnLimit() const { return 0; }
    // The difficulties its games may be started at, the default first (the rules' own
    // numbers); none when it offers no choice.
    virtual QList<GameDifficulty> difficulties() const { return {}; }
    // The id of the difficulty a game of the scenario starts at; empty when it offers none.
    virtual QString difficultyOf(const Scenario &) const { return {}; }
    // The scenario made to start its games at that difficulty (an id of difficulties()). The
    // rule set keeps it in the scenario, which a saved game keeps as the one it began from.
    virtual Scenario withDifficulty(Scenario scenario, const QString &id) const;
    // The computer's opponents by name: the rule set's own, the real one ("computer") first,
    // then "search" (kSearchOpponent), the real one thinking ahead, which the shared code
    // offers for every rule set that has a "computer".
    QStringList opponents() const;
    // Whether a side's seat may stay empty when a game begins, the side left out of it (a
    // raider or a courier beyond the fewest the game needs); whyNotPlayable judges what is
    // left. None by default: every side of a scenario plays.
    virtual bool sideMayStayOut(const Scenario &, const QString &) const { return false; }
    // The opponent of that name (one of opponents()), null for an unknown name; the budget
    // is how long "search" thinks over each decision.
    std::unique_ptr<Opponent> opponent(const QString &name, const SearchBudget &budget = {}) const;
    // The rule set's own measures of its engine on a table, each beside its baseline, for
    // `ambuscade-cli bench-game`.
    virtual QJsonObject engineTimings(const Scenario &) const { return {}; }

protected:
    // The rule set's own opponents by name, its real one ("computer") first, and each made.
    virtual QStringList ownOpponents() const = 0;
    virtual std::unique_ptr<Opponent> ownOpponent(const QString &name) const = 0;
};

// The play facet of a game's rule set: a game is only ever made by one.
const PlayRules &playRulesOf(const Game &game);

} // namespace ambuscade
