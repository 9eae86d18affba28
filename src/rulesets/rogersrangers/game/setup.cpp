// SPDX-License-Identifier: GPL-3.0-or-later
// A mission's set-up (README §8) and buying with recruit points (§7).
#include "game/dicewatch.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSetup)
};
} // namespace

QStringList carriersAmong(const RangersState &s, const QStringList &keys)
{
    QStringList roomy;
    for (const QString &key : keys)
        if (const PlacedUnit *u = s.unit(key); u && u->unit.canCarryMore())
            roomy << key;
    return roomy;
}

QString receiverAmong(const RangersState &s, const QStringList &carriers)
{
    for (const QString &key : carriers)
        if (!s.unit(key)->unit.kind().leader)
            return key;
    return carriers.value(0);
}

namespace {
// The unit at the space that takes a bought item when the order names none.
QString receiverFor(const RangersState &s, const QString &space)
{
    return receiverAmong(s, carriersAmong(s, s.keysIn(space)));
}

QString unitNotForSale(const RangersState &s, const RaiderKind &k)
{
    // A leader killed is out of the game, one lost in the woods out of the mission: neither is
    // bought back (the walkthrough's Rogers, killed on turn 2, was bought again at a Refit for
    // nothing).
    if (s.leadersKilled.contains(k.type) || s.leadersLost.contains(k.type))
        return Text::tr("he is out of the game, or of this mission");
    if (!k.costRp || k.special == RaiderSpecial::RaisedByCard || k.type == RaiderType::Camp)
        return Text::tr("it is not bought with recruit points");
    if (*k.costRp > s.rp)
        return Text::tr("it costs %1 RP, with %2 left").arg(*k.costRp).arg(s.rp);
    if (s.countInPlay(k.type) >= k.count)
        return Text::tr("all %1 are in play").arg(k.count);
    return {};
}

QString gearNotForSale(const RangersState &s, const GearKind &g, const QString &space)
{
    if (receiverFor(s, space).isEmpty())
        return Text::tr("no unit here has a free hand to carry it");
    if (g.costRp > s.rp)
        return Text::tr("it costs %1 RP, with %2 left").arg(g.costRp).arg(s.rp);
    if (s.gearInPlay(g.gear) >= g.count)
        return Text::tr("all %1 are in play").arg(g.count);
    return {};
}
} // namespace

QString whyNotForSale(const RangersState &s, const GameAction &purchase, const QString &space)
{
    const QString unit = purchase.params.value(QStringLiteral("unit")).toString();
    const QString gear = purchase.params.value(QStringLiteral("gear")).toString();
    for (const RaiderKind &k : raiderKinds())
        if (k.id == unit)
            return unitNotForSale(s, k);
    for (const GearKind &g : gearKinds())
        if (g.id == gear)
            return gearNotForSale(s, g, space);
    return Text::tr("nothing of that name is sold");
}

void Referee::prepareMission()
{
    m_phase = QStringLiteral("setup");
    const MissionSetup &m = m_s.setup();
    const SetUpNumbers &numbers = setUpNumbers(m, m_s.difficulty);
    m_s.ops = numbers.ops;
    // Beside the RP carried over in a campaign (campaign.cpp), held to the track.
    m_s.rp = std::min(m_s.rp + numbers.rp, kRpTrackTop);
    m_s.alert = numbers.alert;
    m_s.op = 0;
    m_s.cup = Cup::full();
    m_s.progress = {};
    m_s.leadersLost.clear();
    say(QStringLiteral("mission"),
        Text::tr("%1: %2 Ops, %3 RP, Alert %4. To win: %5")
            .arg(missionName(m_s.mission))
            .arg(m_s.ops)
            .arg(m_s.rp)
            .arg(m_s.alert)
            .arg(victoryText(m.victory)),
        {{QStringLiteral("mission"), QLatin1String(m.id)},
         {QStringLiteral("difficulty"), difficultyId(m_s.difficulty)}});
    // The rules' numbers go without saying; others are said, so the log explains them.
    if (m_s.difficulty != Difficulty::Rules)
        say(QStringLiteral("setup"),
            Text::tr("Difficulty: %1. %2")
                .arg(difficultyName(m_s.difficulty), difficultyText(m_s.difficulty)));
    // The markers and garrisons come after the purchases (Referee::run, R§5.1), so that
    // nobody buys knowing them.
    m_s.markers.clear();
    m_s.hostiles.clear();
    m_s.drawPile.clear();
    m_s.settingUp = true;
}

// The mission's markers shuffled face down, each by a 2d6 roll on its column; a roll naming
// a space that holds one already is rolled again.
void Referee::placeMarkers()
{
    m_s.markers.clear();
    QList<ObjectiveMarker> kinds;
    for (const MarkerCount &c : m_s.setup().markers)
        for (int i = 0; i < c.count; ++i)
            kinds << c.kind;
    for (int i = int(kinds.size()) - 1; i > 0; --i)
        std::swap(kinds[i], kinds[pick(m_dice, i + 1) - 1]);
    QJsonArray faces; // two dice a place, thrown again onto a space already taken
    for (ObjectiveMarker kind : kinds) {
        QString space;
        while (space.isEmpty() || !m_s.markersIn(space).isEmpty()) {
            const int a = d6(), b = d6();
            faces << a << b;
            space = m_map.placed(m_s.setup().column, a + b);
        }
        m_s.markers << PlacedMarker{m_s.nextMarkerId++, kind, space, false, {}};
    }
    say(QStringLiteral("setup"),
        Text::tr("%1 objective markers are placed face down by the placement table, column %2 "
                 "(two dice a marker, thrown again onto a space taken: %3).")
            .arg(kinds.size())
            .arg(columnId(m_s.setup().column))
            .arg(placementDiceText(faces)),
        {{QStringLiteral("dice"), faces}});
}

QString placementDiceText(const QJsonArray &faces)
{
    QStringList pairs;
    for (int i = 0; i + 1 < faces.size(); i += 2)
        pairs << QStringLiteral("%1+%2").arg(faces[i].toInt()).arg(faces[i + 1].toInt());
    return pairs.join(QStringLiteral(", "));
}

void Referee::placeGarrisons()
{
    m_s.hostiles.clear();
    for (const Garrison &g : m_s.setup().garrisons) {
        const QString space = QLatin1String(g.space);
        drawInto(space, g.count, true);
    }
}

void Referee::shuffleDeck()
{
    m_s.drawPile = operationDeck();
    m_s.discards.clear();
    for (int i = int(m_s.drawPile.size()) - 1; i > 0; --i)
        std::swap(m_s.drawPile[i], m_s.drawPile[pick(m_dice, i + 1) - 1]);
    say(QStringLiteral("setup"), Text::tr("The operation deck is shuffled: 26 cards."));
}

// Buys until the player is done: units (at Rogers Island) and gear, at `space`.
void Referee::shop(const QString &space, bool units, bool gear, const QString &why)
{
    for (;;) {
        Question q(QStringLiteral("buy"), why, {{QStringLiteral("space"), space}});
        q.offer({orderkind::kDone, {}, {}, {}}, Text::tr("Done buying"));
        if (units)
            for (const RaiderKind &k : raiderKinds())
                if (unitNotForSale(m_s, k).isEmpty())
                    q.offer({orderkind::kBuy, {}, {{QStringLiteral("unit"), k.id}}, {}},
                            Text::tr("%1 (%2 RP)").arg(raiderName(k.type)).arg(*k.costRp));
        QStringList forSale;
        if (gear)
            for (const GearKind &g : gearKinds())
                if (gearNotForSale(m_s, g, space).isEmpty()) {
                    forSale << g.id;
                    q.offer({orderkind::kBuy, {}, {{QStringLiteral("gear"), g.id}}, {}},
                            Text::tr("%1 (%2 RP)").arg(gearName(g.gear)).arg(g.costRp));
                }
        const QStringList roomy = carriersAmong(m_s, m_s.keysIn(space));
        q.detail.insert(QStringLiteral("carriers"), QJsonArray::fromStringList(roomy));
        // An item may be given to any unit there with a free slot ("to": its key). A unit is
        // bought only as offered: an order naming one and gear besides would skip its checks.
        q.accepts = [forSale, roomy](const GameAction &a) -> QString {
            if (a.params.contains(QStringLiteral("unit")))
                return Text::tr("Buy a unit or an item, not both in one order; a unit only as "
                                "offered.");
            if (!forSale.contains(a.params.value(QStringLiteral("gear")).toString()))
                return Text::tr("That is not for sale now.");
            if (!roomy.contains(a.params.value(QStringLiteral("to")).toString()))
                return Text::tr("That unit is not here or has no free slot.");
            return {};
        };
        const GameAction order = ask(q);
        if (order.kind == orderkind::kDone)
            return;
        buy(order, space);
    }
}

void Referee::buy(const GameAction &order, const QString &space)
{
    const QString unitId = order.params.value(QStringLiteral("unit")).toString();
    for (const RaiderKind &k : raiderKinds())
        if (k.id == unitId) {
            const int id = m_s.freeUnitId(k.type);
            m_s.units << PlacedUnit{Unit{k.type, id, {}}, space};
            changeRp(-*k.costRp, Text::tr("%1 bought").arg(rangersUnitName(Unit{k.type, id, {}})));
            return;
        }
    const QString gearId = order.params.value(QStringLiteral("gear")).toString();
    QString to = order.params.value(QStringLiteral("to")).toString();
    if (to.isEmpty())
        to = receiverFor(m_s, space);
    for (const GearKind &g : gearKinds())
        if (g.id == gearId && m_s.unit(to) && m_s.unit(to)->unit.carry(g.gear)) {
            changeRp(-g.costRp, Text::tr("%1 bought for %2").arg(gearName(g.gear), unitName(to)));
            return;
        }
}

} // namespace ambuscade::rogersrangers
