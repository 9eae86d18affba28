// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balancestats.h"
#include "heatgrid.h"
#include "scenario/scenario.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

namespace ambuscade {

struct PlayedGame;

// What many games of one scenario played by the computer on every side came to: the tally
// that `simulate` prints and the editor's balance report draws. Every count is a whole
// number summed game by game, so the tally does not depend on the order the games finished.
struct BalanceReport {
    int games = 0;
    quint64 seed = 0;
    QStringList sides;                     // ids, in the scenario's order
    QHash<QString, QString> sideNames;     // id → name
    QHash<QString, int> wins;              // side → games won
    QHash<QString, qint64> sideCasualties; // side → its men killed, all games
    QHash<QString, qint64> sideOrders;     // side → orders its player gave, all games
    int draws = 0;
    qint64 turnSum = 0;
    QList<int> endedOnTurn;                 // [t − 1]: games that ended in turn t
    QStringList groups;                     // ids, in the scenario's order
    QHash<QString, QString> groupNames;     // id → name
    QHash<QString, QString> groupSides;     // id → side id
    QHash<QString, qint64> groupCasualties; // group → its men killed, all games
    QList<int> conditionDecided;            // [i]: games the scenario's condition i decided
    int turnLimitDecided = 0;               // games the turn limit ended
    int rulesDecided = 0;                   // games the rules ended (a rout, a race)
    HeatGrid fell;                          // where men fell
    HeatGrid fights;                        // where fights were fought
    QHash<QString, qint64> measureSums;     // the rule set's own counts, all games
    // Side → what broke it, in its rule set's words (GameResult::brokenBy) → games.
    QHash<QString, QHash<QString, int>> brokenBy;

    // An empty tally for this scenario's sides, groups, conditions and table.
    static BalanceReport emptyFor(const Scenario &scenario, quint64 seed);
    void add(const PlayedGame &game);

    double winRate(const QString &side) const;
    Interval winInterval(const QString &side) const;
    Interval drawInterval() const;
    double meanCasualties(const QString &side) const;
    double meanGroupCasualties(const QString &group) const;
    double meanTurns() const;
    // Whether the side's player gave an order in any game: one that gave none (a side its
    // rules move for it) made no decision a designer could weigh.
    bool decides(const QString &side) const { return sideOrders.value(side) > 0; }

    // What `simulate` prints: games, seed, each side's wins, win rate, its 95 % interval and
    // mean casualties, draws, mean turns; then each group's mean casualties, the turns games
    // ended in, what decided them and the heat maps; and, when the rule set counts
    // anything of its own, each count's mean a game (`measures`).
    QJsonObject toJson() const;
};

} // namespace ambuscade
