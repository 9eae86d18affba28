// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamestart.h"

#include <QJsonObject>
#include <map>

namespace ambuscade {
class Opponent;
}

namespace ambuscade::cli {

// The game `engine` plays for a program at the other end of a pipe: one request in, one
// answer out, both JSON objects (src/cli/README.md lists them).
class Engine
{
public:
    // `search`: how long the "search" opponent thinks over each decision.
    Engine(GameAtHand atHand, const SearchBudget &search);
    ~Engine();

    // The first line the engine writes: what it plays, and where the game stands.
    QJsonObject hello() const;
    // The answer to one request; {"ok": false, "error"} when it cannot be done.
    QJsonObject answer(const QJsonObject &request);
    bool quitAsked() const { return m_quit; }

private:
    QJsonObject step() const;
    QJsonObject legal(const QJsonObject &request) const;
    QJsonObject view(const QJsonObject &request) const;
    QJsonObject perform(const QJsonObject &request);
    QJsonObject suggest(const QJsonObject &request);
    QJsonObject playStepByOpponent(const QJsonObject &request);
    QJsonObject takeBack();
    QJsonObject save(const QJsonObject &request) const;
    QJsonObject log(const QJsonObject &request) const;

    Opponent *opponentOf(const QJsonObject &request, QString *error);
    QJsonObject carriedOut(const ActionOutcome &outcome, int loggedBefore) const;

    GameAtHand m_atHand;
    SearchBudget m_search;
    QList<QJsonObject> m_before; // the game before each order still to be taken back
    std::map<QString, std::unique_ptr<Opponent>> m_opponents; // "side/name" → its opponent
    bool m_quit = false;
};

} // namespace ambuscade::cli
