// SPDX-License-Identifier: GPL-3.0-or-later
// The operation deck (README §4): drawing a card and what each one does.
#include "game/dicewatch.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QQueue>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersCards)
};
} // namespace

void Referee::drawCard()
{
    if (m_s.drawPile.isEmpty()) {
        m_s.drawPile = m_s.discards;
        m_s.discards.clear();
        for (int i = int(m_s.drawPile.size()) - 1; i > 0; --i)
            std::swap(m_s.drawPile[i], m_s.drawPile[pick(m_dice, i + 1) - 1]);
        say(QStringLiteral("card"), Text::tr("The discards are shuffled into a new draw pile."));
    }
    const Card card = m_s.drawPile.takeLast();
    m_s.discards << card;
    m_s.cardDrawn = true;
    const bool unread = m_s.forceSpace == m_map.staging();
    const QJsonObject detail{{QStringLiteral("card"), cardId(card)},
                             {QStringLiteral("unread"), unread}};
    if (unread) {
        say(QStringLiteral("card"),
            Text::tr("The force is at Rogers Island: the card (%1) is put away unread.")
                .arg(cardTitle(card)),
            detail, QStringLiteral("french"));
        changeAlert(-1, Text::tr("An Op ends at Rogers Island"));
        return;
    }
    say(QStringLiteral("card"),
        Text::tr("Card %1, %2: %3 %4")
            .arg(cardNumber(card))
            .arg(cardTitle(card), cardNews(card), cardEffect(card)),
        detail, QStringLiteral("french"));
    applyCard(card);
}

void Referee::applyCard(Card card)
{
    const QString why = cardTitle(card);
    switch (card) {
    case Card::FrenchPatrol:
        encounter(std::max(1, m_s.alert - 1));
        break;
    case Card::AbenakiWarParty:
        warParty(m_s.alert);
        break;
    case Card::LangladesWarriors:
        encounter(2, true);
        break;
    case Card::Ambuscade:
        if (m_map.kindOf(m_s.forceSpace) == QLatin1String("forest")) {
            encounter(m_s.alert);
            m_s.ambushAt = m_s.forceSpace;
        } else {
            changeAlert(+1, why);
        }
        break;
    case Card::MarinesOnTheMarch:
        warParty(2);
        advance(1, false);
        break;
    case Card::HostilesAdvance:
        advance(m_s.alert >= 4 ? 3 : 2, false);
        break;
    case Card::OnYourTrail:
        advance(1, true);
        break;
    case Card::MenFromMontreal:
        menFromMontreal();
        break;
    case Card::GuardDoubled:
        guardDoubled();
        break;
    case Card::AlarmGuns:
        changeAlert(+1, why);
        break;
    case Card::CouncilFire:
        changeAlert(+1, why);
        if (m_s.alert >= 5)
            warParty(2);
        break;
    case Card::Massacre:
        massacre();
        break;
    case Card::DesertersTale:
        chooseMarkerToTurnUp(faceDownWithin(m_s.forceSpace, 99), why);
        break;
    case Card::CapturedCourier:
        capturedCourier(why);
        break;
    case Card::StockbridgeScouts:
        chooseMarkerToTurnUp(faceDownWithin(m_s.forceSpace, 3), why);
        break;
    case Card::MilitiaOps:
        militiaOps();
        break;
    case Card::WildernessChallenge: {
        if (m_s.forceHas(RaiderType::FriendlyIndians))
            say(QStringLiteral("card"),
                Text::tr("The friendly Indians find the way: no Op is lost."));
        else
            changeOps(-1, why);
        break;
    }
    case Card::ShortRations:
        supplyCheck(m_s.force, m_s.forceSpace);
        break;
    case Card::DeepSnow:
        deepSnow();
        break;
    case Card::StormOnTheLake:
        if (m_s.rowed)
            changeOps(-1, why);
        else
            say(QStringLiteral("card"), Text::tr("The force is not on the water: no Op is lost."));
        break;
    case Card::CampFever:
        campFever();
        break;
    case Card::SupplyConvoy:
        supplyConvoy();
        break;
    case Card::BreakCamp:
        breakCamp();
        break;
    case Card::CampDiscovered:
        campDiscovered();
        break;
    case Card::QuietInTheWoods:
        changeAlert(-1, why);
        break;
    case Card::RulesOfRanging:
        changeOps(+1, why);
        break;
    }
}

void Referee::drawInto(const QString &space, int count, bool garrison, bool preferIndians)
{
    const QList<HostileType> drawn =
        preferIndians ? m_s.cup.drawPreferring(HostileType::Indians, count, m_dice)
                      : m_s.cup.draw(count, m_dice);
    if (drawn.isEmpty()) {
        say(QStringLiteral("hostiles"),
            Text::tr("The cup is empty: nobody comes to %1.").arg(spaceName(space)), {},
            QStringLiteral("french"));
        return;
    }
    HostileStack &stack = m_s.hostiles[space];
    (garrison ? stack.garrison : stack.warParty) << drawn;
    say(QStringLiteral("hostiles"),
        (garrison ? Text::tr("%1 garrison %2.") : Text::tr("%1 come to %2."))
            .arg(hostilesText(drawn), spaceName(space)),
        {{QStringLiteral("space"), space}, {QStringLiteral("count"), int(drawn.size())}},
        QStringLiteral("french"));
}

void Referee::encounter(int count, bool preferIndians)
{
    drawInto(m_s.forceSpace, count, false, preferIndians);
}

void Referee::warParty(int count)
{
    const QString space =
        m_map.placed(m_s.setup().column, roll2d6(Text::tr("Where the war party appears")));
    if (!space.isEmpty())
        drawInto(space, count, false);
}

namespace {
// A shortest way on trails from `from` to the nearest of `targets` that avoids the staging
// area; ties go to the first target in the list. Empty when none is reachable.
QStringList huntRoute(const FrontierMap &map, const QString &from, const QStringList &targets)
{
    QHash<QString, QString> parent{{from, from}};
    QQueue<QString> queue;
    queue.enqueue(from);
    QList<QString> level{from};
    while (!level.isEmpty()) {
        for (const QString &t : targets)
            if (level.contains(t)) {
                QStringList way;
                for (QString at = t; at != from; at = parent.value(at))
                    way.prepend(at);
                return way;
            }
        QList<QString> next;
        for (const QString &at : level)
            for (const QString &n : map.neighbours(at, FrontierMap::Way::OnFoot))
                if (!parent.contains(n) && n != map.staging()) {
                    parent.insert(n, at);
                    next << n;
                }
        level = next;
    }
    return {};
}
} // namespace

// Every war party walks up to `steps` trail paths towards the nearest space holding your
// units (not Rogers Island), and stops when it enters it; war parties that meet merge.
void Referee::advance(int steps, bool towardsForceOnly)
{
    QStringList targets;
    if (m_s.forceSpace != m_map.staging())
        targets << m_s.forceSpace;
    if (!towardsForceOnly)
        for (const BoardSpace &s : m_map.board().spaces)
            if (s.id != m_map.staging() && !targets.contains(s.id) && !m_s.unitsIn(s.id).isEmpty())
                targets << s.id;
    QStringList parties;
    for (auto it = m_s.hostiles.cbegin(); it != m_s.hostiles.cend(); ++it)
        if (!it.value().warParty.isEmpty())
            parties << it.key();
    std::sort(parties.begin(), parties.end(), [this](const QString &a, const QString &b) {
        return m_map.orderOf(a) < m_map.orderOf(b);
    });
    // Every party's way is reckoned from where the parties stood when the card was drawn, and
    // all are lifted before any is set down: a party that joins another which has yet to move
    // does not move again with it (no hostile goes more than `steps` paths on one card).
    struct Step {
        QString from, to;
        QList<HostileType> party;
    };
    QList<Step> plan;
    for (const QString &from : parties) {
        const QStringList way = huntRoute(m_map, from, targets);
        if (!way.isEmpty())
            plan << Step{from, way.value(std::min(steps, int(way.size())) - 1),
                         m_s.hostiles.value(from).warParty};
    }
    for (const Step &step : plan) {
        m_s.hostiles[step.from].warParty.clear();
        if (m_s.hostiles[step.from].isEmpty())
            m_s.hostiles.remove(step.from);
    }
    for (const Step &step : plan) {
        m_s.hostiles[step.to].warParty << step.party;
        say(QStringLiteral("advance"),
            Text::tr("The war party at %1 (%2) moves to %3.")
                .arg(spaceName(step.from), hostilesText(step.party), spaceName(step.to)),
            {{QStringLiteral("from"), step.from}, {QStringLiteral("to"), step.to}},
            QStringLiteral("french"));
    }
    const bool anyMoved = !plan.isEmpty();
    if (!anyMoved)
        say(QStringLiteral("advance"), Text::tr("No war party has anyone to advance on."), {},
            QStringLiteral("french"));
}

// A roll on the mission's column: a marker there (not prisoners being carried) moves to a
// fresh roll, face as it was; with none there, Alert +1.
// One hostile more at each of the first three spaces (in the board's order) that hold some.
void Referee::menFromMontreal()
{
    int spaces = 0;
    for (const BoardSpace &s : m_map.board().spaces)
        if (spaces < 3 && !m_s.hostilesIn(s.id).isEmpty()) {
            drawInto(s.id, 1, false);
            ++spaces;
        }
}

// A hostile more, face up, at each of the first two spaces with a face-up marker.
void Referee::guardDoubled()
{
    QStringList guarded;
    for (const BoardSpace &s : m_map.board().spaces)
        for (const PlacedMarker *m : m_s.markersIn(s.id))
            if (m->faceUp && guarded.size() < 2 && !guarded.contains(s.id))
                guarded << s.id;
    for (const QString &space : guarded)
        drawInto(space, 1, true);
}

void Referee::capturedCourier(const QString &why)
{
    Question q(QStringLiteral("reward"), Text::tr("Captured Courier: which do you take?"));
    q.offer({orderkind::kTakeRp, {}, {}, {}}, Text::tr("1 RP"));
    if (!faceDownWithin(m_s.forceSpace, 99).isEmpty())
        q.offer({orderkind::kTurnUp, {}, {}, {}}, Text::tr("Turn up a face-down marker"));
    if (ask(q).kind == orderkind::kTakeRp)
        changeRp(+1, why);
    else
        chooseMarkerToTurnUp(faceDownWithin(m_s.forceSpace, 99), why);
}

// A supply check for every stack of units in the field (not at Rogers Island or the camp).
void Referee::deepSnow()
{
    for (const BoardSpace &s : m_map.board().spaces) {
        QStringList stack;
        for (const QString &key : m_s.keysIn(s.id))
            if (m_s.unit(key)->unit.type != RaiderType::Camp)
                stack << key;
        if (!stack.isEmpty() && s.id != m_map.staging() && s.id != m_s.campSpace())
            supplyCheck(stack, s.id);
    }
}

void Referee::massacre()
{
    const QString space = m_map.placed(m_s.setup().column, roll2d6(Text::tr("Massacre")));
    const QList<PlacedMarker *> here = m_s.markersIn(space);
    if (here.isEmpty()) {
        changeAlert(+1, Text::tr("Massacre: no marker at %1").arg(spaceName(space)));
        return;
    }
    const int id = here.first()->id;
    // Rolled again until the column names another space that holds no marker.
    const auto freeElsewhere = [&](const QString &to) {
        return !to.isEmpty() && to != space && m_s.markersIn(to).isEmpty();
    };
    QString to;
    QJsonArray faces; // two dice, thrown again onto a space taken
    do {
        const int a = d6(), b = d6();
        faces << a << b;
        to = m_map.placed(m_s.setup().column, a + b);
    } while (!freeElsewhere(to));
    m_s.marker(id)->space = to;
    say(QStringLiteral("marker"),
        Text::tr("The marker at %1 moves to %2 (placement dice %3).")
            .arg(spaceName(space), spaceName(to), placementDiceText(faces)),
        {{QStringLiteral("marker"), id},
         {QStringLiteral("to"), to},
         {QStringLiteral("dice"), faces}},
        QStringLiteral("french"));
}

void Referee::chooseMarkerToTurnUp(const QList<int> &candidates, const QString &why)
{
    if (candidates.isEmpty()) {
        say(QStringLiteral("card"), Text::tr("%1: no face-down marker to turn up.").arg(why));
        return;
    }
    Question q(QStringLiteral("turn-up"), Text::tr("%1: which marker is turned up?").arg(why));
    for (int id : candidates)
        q.offer({orderkind::kTurnUp, {}, {{QStringLiteral("marker"), id}}, {}},
                Text::tr("The marker at %1").arg(spaceName(m_s.marker(id)->space)));
    const int id = ask(q).params.value(QStringLiteral("marker")).toInt();
    turnUp(*m_s.marker(id), why);
}

void Referee::militiaOps()
{
    const QString at = m_s.forceSpace == m_s.campSpace() ? m_s.forceSpace : m_map.staging();
    for (int bought = 0; bought < 2; ++bought) {
        if (m_s.rp < 1 || m_s.countInPlay(RaiderType::RangerMilitia) >=
                              raiderKind(RaiderType::RangerMilitia).count)
            return;
        Question q(
            QStringLiteral("militia"),
            Text::tr("Militia Ops: raise Ranger Militia at %1 (1 RP each)?").arg(spaceName(at)));
        q.offer({orderkind::kDone, {}, {}, {}}, Text::tr("No more"));
        q.offer({orderkind::kBuy,
                 {},
                 {{QStringLiteral("unit"), raiderKind(RaiderType::RangerMilitia).id}},
                 {}},
                Text::tr("Raise a Ranger Militia (1 RP)"));
        const GameAction order = ask(q);
        if (order.kind != orderkind::kBuy)
            return;
        const int id = m_s.freeUnitId(RaiderType::RangerMilitia);
        m_s.units << PlacedUnit{Unit{RaiderType::RangerMilitia, id, {}}, at};
        changeRp(-1, Text::tr("Ranger Militia %1 raised at %2").arg(id).arg(spaceName(at)));
    }
}

void Referee::campFever()
{
    Question q(QStringLiteral("lose-unit"), Text::tr("Camp Fever: which unit is lost?"));
    for (const QString &key : std::as_const(m_s.force)) {
        const RaiderType t = m_s.unit(key)->unit.type;
        if (t == RaiderType::RangerMilitia || t == RaiderType::LightInfantry)
            q.offer({orderkind::kLose, {}, {{QStringLiteral("unit"), key}}, {}}, unitName(key));
    }
    if (q.options.isEmpty()) {
        say(QStringLiteral("card"),
            Text::tr("The force has no Militia or Light Infantry: nobody falls sick."));
        return;
    }
    loseUnit(ask(q).params.value(QStringLiteral("unit")).toString(), Text::tr("Camp Fever"));
}

void Referee::supplyConvoy()
{
    const QString why = cardTitle(Card::SupplyConvoy);
    if (!nearHome(m_s.forceSpace) ||
        m_s.gearInPlay(Gear::Supplies) >= gearKind(Gear::Supplies).count) {
        changeRp(+1, why);
        return;
    }
    for (const QString &key : std::as_const(m_s.force))
        if (m_s.unit(key)->unit.carry(Gear::Supplies)) {
            say(QStringLiteral("gear"),
                Text::tr("%1 takes a Supplies from the convoy.").arg(unitName(key)));
            return;
        }
    changeRp(+1, Text::tr("%1: nobody has a free slot").arg(why));
}

void Referee::breakCamp()
{
    const QString camp = m_s.campSpace();
    if (camp.isEmpty()) {
        changeRp(+1, cardTitle(Card::BreakCamp));
        return;
    }
    Question q(QStringLiteral("break-camp"), Text::tr("Break Camp: move the camp?"));
    q.offer({orderkind::kStay, {}, {}, {}}, Text::tr("Leave it where it is"));
    for (const QString &to : m_map.neighbours(camp, FrontierMap::Way::OnFoot))
        if (m_s.hostilesIn(to).isEmpty() && to != m_map.staging())
            q.offer({orderkind::kMove, {}, {{QStringLiteral("to"), to}}, {}},
                    Text::tr("Move it to %1").arg(spaceName(to)));
    const GameAction order = ask(q);
    if (order.kind != orderkind::kMove)
        return;
    const QString to = order.params.value(QStringLiteral("to")).toString();
    for (PlacedUnit &u : m_s.units)
        if (u.unit.type == RaiderType::Camp)
            u.space = to;
    say(QStringLiteral("camp"),
        Text::tr("The camp moves from %1 to %2.").arg(spaceName(camp), spaceName(to)));
}

void Referee::campDiscovered()
{
    const QString camp = m_s.campSpace();
    if (camp.isEmpty()) {
        changeAlert(+1, cardTitle(Card::CampDiscovered));
        return;
    }
    if (m_s.unitsIn(camp).size() == 1) {
        m_s.units.removeIf([](const PlacedUnit &u) { return u.unit.type == RaiderType::Camp; });
        say(QStringLiteral("camp"),
            Text::tr("The camp at %1, left alone, is destroyed.").arg(spaceName(camp)));
        return;
    }
    drawInto(camp, m_s.alert, false);
}

} // namespace ambuscade::rogersrangers
