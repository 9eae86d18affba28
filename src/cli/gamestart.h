// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands.h"

#include "game/game.h"

#include <QHash>
#include <QSet>
#include <memory>

namespace ambuscade::cli {

// What `play`, `legal` and `engine` are told. Each takes the flags it names in `allowed`.
struct PlayOptions {
    QString file;                // a scenario, or a saved game to carry on
    std::optional<quint64> seed; // not given: an orders file's, else 1
    int turns = 0;
    QString difficulty;
    QString ordersFile;
    QHash<QString, QString> opponents; // side id → opponent name (--opponent SIDE=NAME)
    QString saveTo;
    QString side;
    SearchBudget search; // --playouts, --budget, --horizon (takeSearchFlag)
};
// False when an argument is unknown, not allowed, or malformed, or FILE is missing.
bool parsePlayOptions(const QStringList &args, const QSet<QString> &allowed, PlayOptions *options);

// A game to give orders to, begun from a scenario or carried on from a saved game.
struct GameAtHand {
    const Ruleset *rules = nullptr;
    const PlayRules *play = nullptr; // the rule set's play facet, which makes its games
    Scenario start;                  // the scenario it began from, seated
    quint64 seed = 1;
    std::unique_ptr<Game> game; // null when it could not be had
};

// Who sits at a side of a scenario begun: a controller for some sides; the others keep the
// scenario's own, or are all the computer's with `allComputer`.
struct Seating {
    QHash<QString, Controller> controllers;
    bool allComputer = false;
};

// The game FILE holds or begins. A saved game carries on with its own dice and turn limit
// (a seed, turns or difficulty given for it is a usage error); a scenario begins with the seed
// (`defaultSeed` when none is given), turn limit, difficulty and seats. On failure the game is
// null, why is on stderr and the exit code in *failure.
GameAtHand gameAtHand(const PlayOptions &options, const Seating &seating, quint64 defaultSeed,
                      Streams io, ExitCode *failure);

// The opponent of each side: the one named on the command line, else the side's own, else
// the computer. False, with why on stderr, when a name given is not one of the rule set's.
bool checkOpponents(const PlayRules &rules, const QHash<QString, QString> &named, Streams io);
QString opponentFor(const Game &game, const QHash<QString, QString> &named, const QString &side);

} // namespace ambuscade::cli
