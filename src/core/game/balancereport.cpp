// SPDX-License-Identifier: GPL-3.0-or-later
#include "balancereport.h"

#include "autoplay.h"

#include <QJsonArray>
#include <cmath>

namespace ambuscade {

namespace {
// The heat maps' cells: fine enough to tell one wood from the next on a usual table, and at
// most about 200 a side on the largest.
double heatCellCm(const Table &table)
{
    return std::max(5.0, std::ceil(std::max(table.widthCm, table.heightCm) / 200));
}

double rounded(double v)
{
    return std::round(v * 10000) / 10000;
}

QJsonArray intervalJson(const Interval &i)
{
    return {rounded(i.low), rounded(i.high)};
}

QJsonArray countsJson(const QList<int> &counts)
{
    QJsonArray a;
    for (int c : counts)
        a.append(c);
    return a;
}
} // namespace

BalanceReport BalanceReport::emptyFor(const Scenario &scenario, quint64 seed)
{
    BalanceReport r;
    r.seed = seed;
    for (const Side &side : scenario.sides) {
        r.sides << side.id;
        r.sideNames.insert(side.id, side.name);
    }
    for (const Group &group : scenario.groups) {
        r.groups << group.id;
        r.groupNames.insert(group.id, group.name);
        r.groupSides.insert(group.id, group.side);
    }
    r.conditionDecided = QList<int>(scenario.victory.conditions.size(), 0);
    const double cell = heatCellCm(scenario.table);
    r.fell = HeatGrid(scenario.table.widthCm, scenario.table.heightCm, cell);
    r.fights = r.fell;
    return r;
}

void BalanceReport::add(const PlayedGame &game)
{
    ++games;
    turnSum += game.turns;
    if (game.winner.isEmpty())
        ++draws;
    else
        ++wins[game.winner];
    for (auto c = game.casualties.cbegin(); c != game.casualties.cend(); ++c)
        sideCasualties[c.key()] += c.value();
    for (auto o = game.orders.cbegin(); o != game.orders.cend(); ++o)
        sideOrders[o.key()] += o.value();
    for (const Figure &f : game.end.figures)
        if (f.killed)
            ++groupCasualties[f.group];
    if (game.turns >= 1) {
        while (endedOnTurn.size() < game.turns)
            endedOnTurn.append(0);
        ++endedOnTurn[game.turns - 1];
    }
    if (game.decidedBy == GameDecider::Condition && game.condition >= 0 &&
        game.condition < conditionDecided.size())
        ++conditionDecided[game.condition];
    else if (game.decidedBy == GameDecider::TurnLimit)
        ++turnLimitDecided;
    else
        ++rulesDecided;
    if (!game.broken.isEmpty() && !game.brokenBy.isEmpty())
        ++brokenBy[game.broken][game.brokenBy];
    for (auto m = game.measures.cbegin(); m != game.measures.cend(); ++m)
        measureSums[m.key()] += m.value();
    for (const TableIncident &incident : game.incidents)
        (incident.kind == TableIncident::Fell ? fell : fights).add(incident.at);
}

double BalanceReport::winRate(const QString &side) const
{
    return games ? double(wins.value(side)) / games : 0;
}

Interval BalanceReport::winInterval(const QString &side) const
{
    return wilsonInterval(wins.value(side), games);
}

Interval BalanceReport::drawInterval() const
{
    return wilsonInterval(draws, games);
}

double BalanceReport::meanCasualties(const QString &side) const
{
    return games ? double(sideCasualties.value(side)) / games : 0;
}

double BalanceReport::meanGroupCasualties(const QString &group) const
{
    return games ? double(groupCasualties.value(group)) / games : 0;
}

double BalanceReport::meanTurns() const
{
    return games ? double(turnSum) / games : 0;
}

QJsonObject BalanceReport::toJson() const
{
    QJsonObject sideJson, groupJson;
    for (const QString &side : sides) {
        QJsonObject one{{QStringLiteral("wins"), wins.value(side)},
                        {QStringLiteral("win_rate"), winRate(side)},
                        {QStringLiteral("win_rate_95"), intervalJson(winInterval(side))},
                        {QStringLiteral("mean_casualties"), meanCasualties(side)}};
        // What broke the side, where its rules say (games by reason).
        if (const QHash<QString, int> why = brokenBy.value(side); !why.isEmpty()) {
            QJsonObject counts;
            for (auto w = why.cbegin(); w != why.cend(); ++w)
                counts.insert(w.key(), w.value());
            one.insert(QStringLiteral("broken_by"), counts);
        }
        sideJson.insert(side, one);
    }
    for (const QString &group : groups)
        groupJson.insert(
            group, QJsonObject{{QStringLiteral("side"), groupSides.value(group)},
                               {QStringLiteral("mean_casualties"), meanGroupCasualties(group)}});
    const QJsonObject decided{{QStringLiteral("conditions"), countsJson(conditionDecided)},
                              {QStringLiteral("turn_limit"), turnLimitDecided},
                              {QStringLiteral("rules"), rulesDecided}};
    QJsonObject json{
        {QStringLiteral("games"), games},
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("sides"), sideJson},
        {QStringLiteral("draws"), draws},
        {QStringLiteral("draws_95"), intervalJson(drawInterval())},
        {QStringLiteral("mean_turns"), meanTurns()},
        {QStringLiteral("groups"), groupJson},
        {QStringLiteral("ended_on_turn"), countsJson(endedOnTurn)},
        {QStringLiteral("decided_by"), decided},
        {QStringLiteral("heatmap"), QJsonObject{{QStringLiteral("fell"), fell.toJson()},
                                                {QStringLiteral("fights"), fights.toJson()}}}};
    if (!measureSums.isEmpty()) {
        QJsonObject means;
        for (auto m = measureSums.cbegin(); m != measureSums.cend(); ++m)
            means.insert(m.key(), games > 0 ? double(m.value()) / games : 0.0);
        json.insert(QStringLiteral("measures"), means);
    }
    return json;
}

} // namespace ambuscade
