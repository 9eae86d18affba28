// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/ai/computerrangers.h"

#include "rogersrangers/ai/opplanner.h"
#include "rogersrangers/ai/shopping.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/procedures/winchance.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersComputer)
};

const GameAction *optionOfKind(const Question &q, const QString &kind)
{
    for (const GameAction &o : q.options)
        if (o.kind == kind)
            return &o;
    return nullptr;
}

GameAction lineAnswer(const RogersRangersGame &game, const Question &q)
{
    const RangersState &s = game.rangers();
    QList<Unit> units;
    for (const QJsonValue &k : q.options.first().params.value(QStringLiteral("units")).toArray())
        units << s.unit(k.toString())->unit;
    QJsonArray keys;
    for (const Unit &u : computerLine(units))
        keys.append(PlacedUnit{u, {}}.key());
    return withReason({orderkind::kLine, {}, {{QStringLiteral("units"), keys}}, {}},
                      Text::tr("Its cheapest units stand at the top of the line."));
}

// The values standing in a battle's detail, top first.
QList<int> standingValues(const QJsonArray &line)
{
    QList<int> values;
    for (const QJsonValue &v : line)
        if (v.toObject().value(QStringLiteral("standing")).toBool())
            values << v.toObject().value(QStringLiteral("value")).toInt();
    return values;
}

GameAction targetAnswer(const Question &q)
{
    const QJsonArray hostiles = q.detail.value(QStringLiteral("hostiles")).toArray();
    const GameAction *best = &q.options.first();
    int bestValue = -1;
    for (const GameAction &o : q.options) {
        const int v = hostiles.at(o.params.value(QStringLiteral("at")).toInt())
                          .toObject()
                          .value(QStringLiteral("value"))
                          .toInt();
        if (v > bestValue) {
            bestValue = v;
            best = &o;
        }
    }
    return withReason(*best, Text::tr("It shoots at the deadliest hostile."));
}

GameAction retreatAnswer(const Question &q)
{
    const double chance = raidersWinChanceFiringFirst(
        standingValues(q.detail.value(QStringLiteral("raiders")).toArray()),
        standingValues(q.detail.value(QStringLiteral("hostiles")).toArray()), BattleSide::Hostiles);
    if (chance >= 1.0 / 3 || q.options.size() < 2)
        return withReason(q.options.first(),
                          Text::tr("It fights on: won %1 times in 100.").arg(qRound(chance * 100)));
    return withReason(
        q.options[1],
        Text::tr("It falls back: won only %1 times in 100.").arg(qRound(chance * 100)));
}

GameAction taskAnswer(const RogersRangersGame &game, const Question &q)
{
    for (const GameAction &o : q.options) {
        if (o.kind == orderkind::kSkip)
            continue;
        if (o.kind == orderkind::kSpring) {
            const RangersState &s = game.rangers();
            QList<Unit> force = unitsOf(s, s.force);
            if (force.size() < 3)
                continue;
        }
        return withReason(o, Text::tr("The task at hand is what the mission asks."));
    }
    return withReason(q.options.first(), Text::tr("No task worth doing here."));
}

GameAction smallAnswer(const RogersRangersGame &game, const Question &q)
{
    const RangersState &s = game.rangers();
    if (q.kind == QLatin1String("reward")) {
        if (s.mission == Mission::Scouting)
            if (const GameAction *o = optionOfKind(q, orderkind::kTurnUp))
                return withReason(*o, Text::tr("Turning up markers is the mission."));
        if (const GameAction *o = optionOfKind(q, orderkind::kTakeOps); o && s.ops <= 3)
            return withReason(*o, Text::tr("Ops are running short."));
        if (const GameAction *o = optionOfKind(q, orderkind::kTakeRp))
            return withReason(*o, Text::tr("RP buy what is needed later."));
    }
    if (q.kind == QLatin1String("camp")) {
        const int far = game.map().distance(s.forceSpace, game.map().staging());
        if (far >= 4 && s.rp >= 3)
            return withReason(q.options.last(), Text::tr("Far from home: a camp to fall back on."));
        return withReason(q.options.first(), Text::tr("Home is near enough."));
    }
    if (q.kind == QLatin1String("militia")) {
        const bool buy = s.rp >= 4 && q.options.size() > 1;
        return withReason(q.options.value(buy ? 1 : 0),
                          Text::tr("Militia only when RP are to spare."));
    }
    if (q.kind == QLatin1String("lose-unit")) {
        const GameAction *cheapest = &q.options.first();
        int cost = 99;
        for (const GameAction &o : q.options) {
            const PlacedUnit *u = s.unit(o.params.value(QStringLiteral("unit")).toString());
            const int c = u ? unitWorth(u->unit) : 99;
            if (c < cost) {
                cost = c;
                cheapest = &o;
            }
        }
        return withReason(*cheapest, Text::tr("The cheapest unit is given up."));
    }
    return withReason(q.options.value(q.defaultOption), Text::tr("The usual answer."));
}
} // namespace

GameAction withReason(GameAction order, const QString &reason)
{
    order.reason = reason;
    return order;
}

std::optional<GameAction> ComputerRangers::decide(const Game &game)
{
    const auto *rangers = dynamic_cast<const RogersRangersGame *>(&game);
    if (!rangers || !rangers->question())
        return std::nullopt;
    const Question &q = *rangers->question();
    if (q.kind == QLatin1String("buy"))
        return computerPurchase(*rangers, q);
    if (q.kind == QLatin1String("force"))
        return bestForce(*rangers, q);
    if (q.kind == QLatin1String("act") || q.kind == QLatin1String("row-to"))
        return bestAct(*rangers, q);
    if (q.kind == QLatin1String("rally"))
        return bestRally(*rangers, q);
    if (q.kind == QLatin1String("line"))
        return lineAnswer(*rangers, q);
    if (q.kind == QLatin1String("skirmish")) // a person chose it; the computer fights on the board
        return withReason(q.options.first(), Text::tr("The computer fights on the board."));
    if (q.kind == QLatin1String("target"))
        return targetAnswer(q);
    if (q.kind == QLatin1String("retreat"))
        return retreatAnswer(q);
    if (q.kind == QLatin1String("task"))
        return taskAnswer(*rangers, q);
    if (q.kind == QLatin1String("demolition"))
        return withReason(q.options.first(), Text::tr("Every die is worth a try."));
    return smallAnswer(*rangers, q);
}

} // namespace ambuscade::rogersrangers
