// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/skirmish/handover.h"

#include "game/game.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/procedures/battletext.h"
#include "rogersrangers/skirmish/skirmishoutcome.h"
#include "rogersrangers/skirmish/skirmishtable.h"
#include "rogersrangers/skirmish/skirmishterrain.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersHandover)
};

const QString kTag = QStringLiteral("rogers_rangers_battle");

QString spaceAtHand(const RogersRangersGame &game)
{
    const std::optional<Question> &q = game.question();
    if (!q || q->kind != QLatin1String("skirmish"))
        return {};
    return q->detail.value(QStringLiteral("space")).toString();
}

// What identifies the battle: the Op, the space, who won the Edge, the units and the hostiles.
QJsonObject tagOf(const RogersRangersGame &game, const SkirmishBattle &battle)
{
    QJsonArray units, hostiles;
    for (const Unit &u : battle.raiders)
        units.append(PlacedUnit{u, {}}.key());
    for (HostileType h : battle.hostiles)
        hostiles.append(hostileKind(h).id);
    return {{QStringLiteral("op"), game.rangers().op},
            {QStringLiteral("space"), battle.spaceId},
            {QStringLiteral("raiders-first"), battle.raidersFirst},
            {QStringLiteral("units"), units},
            {QStringLiteral("hostiles"), hostiles}};
}

// What the board makes of a leader the skirmish lost, or of one left with no way back: the
// Escape table's roll (README §6), read from the log of a copy that takes the order, so that
// what the player is told says what the log will say (the same dice, thrown again). Empty
// when the copy refuses it.
QStringList leadersFates(const RogersRangersGame &game, const GameAction &order)
{
    const std::unique_ptr<Game> copy = game.clone();
    const qsizetype before = game.log().events().size();
    if (!copy->perform(order).done)
        return {};
    QStringList fates;
    const QList<LogEvent> events = copy->log().events();
    for (qsizetype i = before; i < events.size(); ++i)
        if (events[i].kind == QLatin1String("escape"))
            fates << events[i].text;
    return fates;
}

// The units left standing after a lost skirmish that may fall back (the camp stays).
QStringList survivorsOf(const SkirmishBattle &battle, const SkirmishOutcome &outcome)
{
    QStringList names;
    const QStringList all = raiderNames(battle.raiders);
    for (int i = 0; i < battle.raiders.size(); ++i) {
        const Unit &u = battle.raiders[i];
        if (u.type != RaiderType::Camp && !outcome.raidersLost.contains(u))
            names << all[i];
    }
    return names;
}
} // namespace

std::optional<SkirmishBattle> battleAtHand(const RogersRangersGame &game)
{
    const QString space = spaceAtHand(game);
    if (space.isEmpty())
        return std::nullopt;
    const RangersState &s = game.rangers();
    SkirmishBattle b;
    b.spaceId = space;
    b.spaceName = game.map().nameOf(space);
    b.spaceKind = game.map().kindOf(space);
    QStringList pathKinds;
    for (const BoardPath *p : game.map().board().pathsOf(space))
        pathKinds << p->kind;
    b.waterPathKind = skirmishWaterOf(pathKinds);
    const bool ambush = game.question()->detail.value(QStringLiteral("ambush")).toBool();
    b.kind = ambush ? SkirmishKind::Ambush
                    : (s.campSpace() == space ? SkirmishKind::AtCamp : SkirmishKind::Ordinary);
    b.raidersFirst = game.question()->detail.value(QStringLiteral("raiders-first")).toBool();
    for (const QJsonValue &key : game.question()->detail.value(QStringLiteral("units")).toArray())
        if (const PlacedUnit *u = s.unit(key.toString()))
            b.raiders << u->unit;
    const HostileStack stack = s.hostiles.value(space);
    b.hostiles = stack.all();
    b.garrison = int(stack.garrison.size());
    return b;
}

std::optional<Scenario> skirmishTableAtHand(const RogersRangersGame &game)
{
    const std::optional<SkirmishBattle> battle = battleAtHand(game);
    if (!battle)
        return std::nullopt;
    Scenario table = skirmishScenario(*battle, game.seed() + quint64(game.rangers().op));
    table.unknownKeys.insert(kTag, tagOf(game, *battle));
    return table;
}

QStringList retreatsAtHand(const RogersRangersGame &game)
{
    QStringList open;
    const QString space = spaceAtHand(game);
    for (const QString &n : game.map().neighbours(space, FrontierMap::Way::OnFoot))
        if (game.rangers().hostilesIn(n).isEmpty())
            open << n;
    return open;
}

CarryBack carryBack(const RogersRangersGame &game, const Scenario &table, const Game &skirmish,
                    const QString &retreatTo)
{
    const std::optional<SkirmishBattle> battle = battleAtHand(game);
    if (!battle)
        return {
            std::nullopt, {}, {}, Text::tr("No battle is waiting for a skirmish's result now.")};
    if (table.unknownKeys.value(kTag).toObject() != tagOf(game, *battle))
        return {std::nullopt, {}, {}, Text::tr("That game is not the skirmish of this battle.")};
    if (!skirmish.result().over)
        return {std::nullopt,
                {},
                {},
                Text::tr("That skirmish is not over yet: play it to its end first.")};
    const SkirmishOutcome outcome = skirmishOutcome(*battle, skirmish.state(), skirmish.result());
    QJsonArray unitsLost, hostilesLost;
    for (const Unit &u : outcome.raidersLost)
        unitsLost.append(PlacedUnit{u, {}}.key());
    for (int i : outcome.hostilesLost)
        hostilesLost.append(hostileKind(battle->hostiles.value(i)).id);
    QJsonObject params{{QStringLiteral("won"), outcome.raidersWon},
                       {QStringLiteral("units-lost"), unitsLost},
                       {QStringLiteral("hostiles-lost"), hostilesLost}};
    if (!outcome.raidersWon && !retreatTo.isEmpty())
        params.insert(QStringLiteral("retreat-to"), retreatTo);
    const GameAction order{orderkind::kSkirmishResult, {}, params, {}};
    return {order,
            outcome.text + leadersFates(game, order),
            outcome.raidersWon ? QStringList() : survivorsOf(*battle, outcome),
            {}};
}

} // namespace ambuscade::rogersrangers
