// SPDX-License-Identifier: GPL-3.0-or-later
// The orders a card allows (reading §2, §3) and their checking before they are carried out.
#include "chosenmen/game/gameorders.h"

#include "chosenmen/game/boats.h"
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/orderkinds.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/procedures/unitactions.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/terraintable.h"
#include "game/tablemoves.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

std::optional<UnitAction> unitActionOf(const QString &kind)
{
    for (UnitAction a : {UnitAction::Move, UnitAction::Load, UnitAction::Fire, UnitAction::HoldFire,
                         UnitAction::Heal, UnitAction::Charge})
        if (unitActionId(a) == kind)
            return a;
    return std::nullopt;
}

GameAction orderOf(QLatin1String kind, const QString &actor, const QJsonObject &params = {})
{
    return {kind, actor, params, {}};
}

// A rifle not yet loaded may be tap-loaded (§5): ready next turn, firing as a musket.
bool anyToTapLoad(const Scenario &s, const QList<int> &men)
{
    return std::any_of(men.begin(), men.end(), [&](int i) {
        const FireWeapon *w = findFireWeapon(arm(s.figures[i]));
        return w && w->tapLoads && reloadLeft(s.figures[i]) > 0;
    });
}

bool anyWounded(const Scenario &s, const QList<int> &men)
{
    return std::any_of(men.begin(), men.end(),
                       [&](int i) { return woundsOf(s.figures[i]).minor > 0; });
}

// A man of the unit its own musician may treat (reading §6: a serious wound of a unit of his
// command, his own among them).
bool musicianTreatsOwn(const Scenario &s, const QString &group, const QList<int> &men)
{
    return unitHasMusician(s, group) && std::any_of(men.begin(), men.end(), [&](int i) {
               return figureRole(s.figures[i]) != Role::Gun && woundsOf(s.figures[i]).serious > 0;
           });
}

} // namespace

QList<UnitAction> ChosenMenGame::actionsLeftTo(const QString &group) const
{
    if (m_result.over || !m_active.contains(group) || m_actedThisStep.contains(group) ||
        inMelee(group) || !hasMen(m_s, group))
        return {};
    // Afloat, a wavering unit may load or fire as one in cover may: it cannot run for any.
    const UnitStanding standing{record(group).morale,
                                mostlyInCover(m_s, *m_geometry, group) || unitBoat(m_s, group) >= 0,
                                awaitsFieldPromotion(m_s, group)};
    return allowedActions(standing);
}

QList<GameAction> ChosenMenGame::unitOrders(const QString &group) const
{
    QList<GameAction> orders;
    const QList<int> men = menOf(m_s, group);
    for (UnitAction a : actionsLeftTo(group)) {
        switch (a) {
        case UnitAction::Move:
            orders << moveOrders(group);
            break;
        case UnitAction::Load:
            if (anyToTapLoad(m_s, men))
                orders << orderOf(orderkind::kLoad, group, {{QStringLiteral("tap"), true}});
            if (anyToLoad(m_s, men))
                orders << orderOf(orderkind::kLoad, group);
            break;
        case UnitAction::Fire:
            orders << fireOrders(group);
            break;
        case UnitAction::HoldFire:
            if (!aimsAtAnyone(group))
                orders << orderOf(orderkind::kHoldFire, group);
            break;
        case UnitAction::Heal:
            if (anyWounded(m_s, men) || musicianTreatsOwn(m_s, group, men))
                orders << orderOf(orderkind::kHeal, group);
            for (const QString &unit : UnitOrders::musiciansPatients(*this, group))
                orders << orderOf(orderkind::kHeal, group, {{QStringLiteral("unit"), unit}});
            break;
        case UnitAction::Charge:
            for (const QString &enemy : enemyUnits(m_s, m_s.group(group)->side))
                if (MeleeOrders::mayCharge(*this, group, enemy))
                    orders << orderOf(orderkind::kCharge, group,
                                      {{QStringLiteral("target"), enemy}});
            for (const QString &officer : MeleeOrders::loneOfficersFor(*this, group))
                orders << orderOf(orderkind::kCharge, group,
                                  {{QStringLiteral("officer"), officer}});
            break;
        }
    }
    return orders;
}

// A unit's move: on land it walks (with its gun, if it may take it) or boards a boat; with
// men aboard a boat it rows it, lands or sees to its anchor instead.
QList<GameAction> ChosenMenGame::moveOrders(const QString &group) const
{
    QList<GameAction> orders;
    if (unitBoat(m_s, group) < 0) {
        if (mayWalk(m_s, group))
            orders << orderOf(orderkind::kMove, group);
        for (const QString &boat : BoatOrders::boardable(*this, group))
            orders << orderOf(orderkind::kBoard, group, {{QStringLiteral("target"), boat}});
        return orders;
    }
    if (BoatOrders::mayRow(*this, group))
        orders << orderOf(orderkind::kRow, group);
    if (BoatOrders::mayLand(*this, group))
        orders << orderOf(orderkind::kLand, group);
    if (BoatOrders::mayAnchor(*this, group))
        orders << orderOf(orderkind::kAnchor, group);
    return orders;
}

QList<GameAction> ChosenMenGame::fireOrders(const QString &group) const
{
    QList<GameAction> orders;
    if (record(group).charged && !record(group).passedThisTurn)
        return orders;
    const int gun = unitGun(m_s, group);
    if (horseGunLimbered(m_s, group))
        return orders; // limbered up to move, it does not fire
    for (const QString &enemy : enemyUnits(m_s, m_s.group(group)->side)) {
        const QJsonObject target{{QStringLiteral("target"), enemy}};
        if (gun < 0 && !aimsAt(m_s, *m_geometry, group, enemy, false).isEmpty()) {
            orders << orderOf(orderkind::kFire, group, target);
            if (FireOrders::mayFireByRanks(*this, group))
                orders << orderOf(orderkind::kCadence, group, target);
        }
        if (gun < 0 || reloadLeft(m_s.figures[gun]) > 0)
            continue;
        for (Load load : {Load::Ball, Load::Grape}) {
            const FireWeapon *w = findFireWeapon(arm(m_s.figures[gun]), load);
            if (w && gunServed(m_s, group, *w) && gunMark(m_s, *m_geometry, gun, enemy, *w) >= 0) {
                QJsonObject params = target;
                params.insert(QStringLiteral("load"), load == Load::Ball ? QStringLiteral("ball")
                                                                         : QStringLiteral("grape"));
                orders << orderOf(orderkind::kFire, group, params);
            }
        }
    }
    return orders;
}

// Holding fire is for a unit that has loaded men but nobody to shoot at yet.
bool ChosenMenGame::aimsAtAnyone(const QString &group) const
{
    const QList<int> men = menOf(m_s, group);
    const bool loaded = std::any_of(men.begin(), men.end(), [&](int i) {
        return findFireWeapon(arm(m_s.figures[i])) && reloadLeft(m_s.figures[i]) == 0;
    });
    return !loaded || !fireOrders(group).isEmpty();
}

QList<GameAction> ChosenMenGame::legalActions() const
{
    if (m_result.over)
        return {};
    QList<GameAction> orders{GameAction::next()};
    for (const QString &unit : m_active) {
        orders << unitOrders(unit);
        if (MeleeOrders::yieldingLeader(*this, unit) >= 0)
            orders << orderOf(orderkind::kYield, unit);
        for (const QString &gun : MeleeOrders::spikeable(*this, unit))
            orders << orderOf(orderkind::kSpike, unit, {{QStringLiteral("target"), gun}});
        if (UnitOrders::mayLimber(*this, unit))
            orders << orderOf(orderkind::kLimber, unit);
    }
    if (!m_officer.isEmpty()) {
        if (!m_actedThisStep.contains(m_officer) && !officerInMelee(m_officer) &&
            boatUnder(m_s, m_geometry->figureIndex(m_officer)) < 0)
            orders << orderOf(orderkind::kOfficerMove, m_officer);
        // His bonus is spread as he likes (seed §8): each use offered with every number of
        // points he could put on it, all he has left first.
        const auto points = [](int n) { return QJsonObject{{QStringLiteral("points"), n}}; };
        if (officerInMelee(m_officer))
            for (int n : OfficerOrders::pointChoices(*this))
                orders << orderOf(orderkind::kMeleeBonus, m_officer, points(n));
        if (MeleeOrders::yieldingLeader(*this, m_officer) >= 0)
            orders << orderOf(orderkind::kYield, m_officer);
        for (const QString &unit : OfficerOrders::rallyable(*this))
            for (int n : OfficerOrders::pointChoices(*this)) {
                QJsonObject params = points(n);
                params.insert(QStringLiteral("unit"), unit);
                orders << orderOf(orderkind::kRally, m_officer, params);
            }
        for (const QString &unit : OfficerOrders::promotable(*this))
            orders << orderOf(orderkind::kPromote, m_officer, {{QStringLiteral("unit"), unit}});
        for (const QString &unit : OfficerOrders::healable(*this))
            for (int n : OfficerOrders::pointChoices(*this, woundsIn(m_s, unit))) {
                QJsonObject params = points(n);
                params.insert(QStringLiteral("unit"), unit);
                orders << orderOf(orderkind::kRemoveWounds, m_officer, params);
            }
        if (OfficerOrders::mayReroll(*this))
            orders << orderOf(orderkind::kReroll, m_officer);
    }
    return orders;
}

// A figure dragged on the table (tablemoves' "move" with a path) moves his unit, or himself if
// he is the officer of the card, towards where the path ends.
GameAction ChosenMenGame::asUnitOrder(const GameAction &action) const
{
    const Figure *f = m_s.figure(action.actor);
    QList<QPointF> path;
    if (!f || action.kind != orderkind::kMove ||
        !pointsFromJson(action.params.value(QStringLiteral("path")), &path) || path.isEmpty())
        return action;
    GameAction order = action;
    const bool officer = f->id == m_officer;
    order.kind = officer ? orderkind::kOfficerMove : orderkind::kMove;
    order.actor = officer ? f->id : f->group;
    order.params = {{QStringLiteral("to"), pointsJson({path.last()})}};
    // A man aboard a boat, or the boat itself, is dragged to row it: by his unit, or by the
    // unit of the card with men aboard.
    const int man = int(f - m_s.figures.constData());
    const int boat = figureRole(*f) == Role::Boat ? man : boatUnder(m_s, man);
    if (boat >= 0 && !officer) {
        order.kind = orderkind::kRow;
        if (!m_active.contains(order.actor) || unitBoat(m_s, order.actor) != boat)
            for (const QString &unit : m_active)
                if (unitBoat(m_s, unit) == boat)
                    order.actor = unit;
    }
    return order;
}

MoveTrial ChosenMenGame::tryMove(const QString &figure, const QList<QPointF> &path) const
{
    MoveTrial trial{figure, true, false, 0, -1, {}, path, path.isEmpty() ? QPointF() : path.last(),
                    {}};
    const GameAction order = asUnitOrder(moveOrder(figure, path));
    const bool officer = order.kind == orderkind::kOfficerMove;
    const bool mayMove = officer ? !m_actedThisStep.contains(order.actor)
                                 : actionsLeftTo(order.actor).contains(UnitAction::Move);
    if (path.size() < 2 || !mayMove) {
        trial.walked.clear();
        trial.problems << Text::tr("Only a unit (or officer) of the card at hand moves, once.");
        return trial;
    }
    for (int i = 1; i < path.size(); ++i)
        trial.costCm += geo::distance(path[i - 1], path[i]);
    const double bestCm = bestMoveCm(order);
    trial.allowed = trial.costCm <= bestCm;
    trial.reach = trial.allowed ? path.last()
                                : path.first() + (path.last() - path.first()) *
                                                     (bestCm / std::max(1e-9, trial.costCm));
    if (!trial.allowed)
        trial.problems << Text::tr("beyond the best roll here (%1 in); the move is rolled when "
                                   "you let go")
                              .arg(decimalText(bestCm / kCmPerInch, 0));
    return trial;
}

// The most a move could go: the best roll where the mover stands, or a boat's with the
// current it is rowed against or with.
double ChosenMenGame::bestMoveCm(const GameAction &order) const
{
    if (order.kind == orderkind::kRow) {
        const int boat = unitBoat(m_s, order.actor);
        QList<QPointF> to;
        if (boat < 0 || !BoatOrders::mayRow(*this, order.actor) ||
            !pointsFromJson(order.params.value(QStringLiteral("to")), &to) || to.isEmpty())
            return 0;
        const QPointF at = m_s.figures[boat].position;
        return (bestRollIn(MoveClass::Boat, Ground::Open) +
                currentAlong(currentAt(m_s, *m_geometry, at), to.first() - at)) *
               kCmPerInch;
    }
    const bool officer = order.kind == orderkind::kOfficerMove;
    const int mover = officer ? m_geometry->figureIndex(order.actor) : moverOf(m_s, order.actor);
    const MoveClass move =
        officer && isMounted(m_s.figures[mover])
            ? MoveClass::Cavalry
            : moveClassOf(m_s, m_s.figures[mover].group, record(order.actor).blown);
    const GroundAt ground = groundAt(m_s, *m_geometry, m_s.figures[mover].position);
    return bestRollIn(move, ground.ground) * kCmPerInch / (ground.halved ? 2 : 1);
}

// Referee play: a man of the side on turn stands where the player put him on his real table.
ActionOutcome ChosenMenGame::place(const GameAction &action)
{
    const Figure *f = m_s.figure(action.actor);
    // "to" is one point, [x, y], as tablemoves' placeOrder writes it.
    QList<QPointF> to;
    if (!f || !f->onTable() || f->side != step().side ||
        !pointsFromJson(QJsonArray{action.params.value(QStringLiteral("to"))}, &to) ||
        to.size() != 1 || !m_s.table.rect().contains(to.first()))
        return ActionOutcome::refused(
            Text::tr("Name a man of the side on turn and a point on the table to put him at."));
    const int man = int(f - m_s.figures.constData());
    const QList<Placement> before = placementsOf(m_s, {man});
    Figure &placed = m_s.figures[man];
    const QPointF d = to.first() - placed.position;
    placed.facing = action.params.value(QStringLiteral("facing"))
                        .toDouble(d.isNull() ? placed.facing : geo::facingOf(d));
    placed.position = to.first();
    tableChanged();
    say(logevent::kPlaced, Text::tr("%1 is put where he stands on the table.").arg(placed.name),
        {{QStringLiteral("figure"), placed.id},
         {QStringLiteral("moves"), movesSince(m_s, before)}});
    return {true, {}, {}};
}

ActionOutcome ChosenMenGame::performOrder(const GameAction &given)
{
    if (given.kind == orderkind::kPlace)
        return place(given);
    const GameAction action = asUnitOrder(given);
    if (!m_officer.isEmpty() && action.actor == m_officer) {
        if (action.kind == orderkind::kRally)
            return OfficerOrders::rally(*this, action);
        if (action.kind == orderkind::kPromote)
            return OfficerOrders::promote(*this, action);
        if (action.kind == orderkind::kRemoveWounds)
            return OfficerOrders::removeWounds(*this, action);
        if (action.kind == orderkind::kReroll)
            return OfficerOrders::readyReroll(*this, action);
        if (action.kind == orderkind::kMeleeBonus)
            return OfficerOrders::spendOnMelee(*this, action);
        if (action.kind == orderkind::kYield)
            return MeleeOrders::yield(*this, action);
        if (action.kind != orderkind::kOfficerMove)
            return ActionOutcome::refused(Text::tr(
                "An officer moves, rallies, promotes, removes wounds or readies a re-roll."));
        if (m_actedThisStep.contains(m_officer) || officerInMelee(m_officer) ||
            boatUnder(m_s, m_geometry->figureIndex(m_officer)) >= 0)
            return ActionOutcome::refused(Text::tr(
                "He has moved on this card already, is fighting a melee, or is aboard a boat."));
        const ActionOutcome done = OfficerOrders::move(*this, action);
        if (done.done) {
            m_actedThisStep << m_officer;
            m_officersMoved << m_officer;
        }
        return done;
    }
    // Yielding is no action of the unit's: its leader gives himself up in its melee.
    if (action.kind == orderkind::kYield)
        return MeleeOrders::yield(*this, action);
    if (action.kind == orderkind::kSpike || action.kind == orderkind::kLimber) {
        const ActionOutcome done = action.kind == orderkind::kSpike
                                       ? MeleeOrders::spike(*this, action)
                                       : UnitOrders::limber(*this, action);
        if (done.done) {
            m_actedThisStep << action.actor;
            m_units[action.actor].didSomething = true;
        }
        return done;
    }
    const std::optional<UnitAction> kind = unitActionOf(action.kind);
    if (!kind && boatOrFireByRanks(action.kind))
        return performInPlaceOf(action, action.kind == orderkind::kCadence ? UnitAction::Fire
                                                                           : UnitAction::Move);
    if (!kind)
        return ActionOutcome::refused(
            Text::tr("\"%1\" is no order of this game.").arg(action.kind));
    if (!m_active.contains(action.actor))
        return ActionOutcome::refused(Text::tr("It is not the card of \"%1\".").arg(action.actor));
    if (!actionsLeftTo(action.actor).contains(*kind))
        return ActionOutcome::refused(
            Text::tr("%1 may not do that now: it has acted on this card, is fighting a melee, or "
                     "its morale forbids it.")
                .arg(unitName(action.actor)));
    const ActionOutcome done = carryOut(*kind, action);
    if (done.done) {
        m_actedThisStep << action.actor;
        m_units[action.actor].didSomething |=
            *kind != UnitAction::Heal && *kind != UnitAction::HoldFire;
        checkEnd();
    }
    return done;
}

bool ChosenMenGame::boatOrFireByRanks(const QString &kind)
{
    for (QLatin1String k : {orderkind::kCadence, orderkind::kRow, orderkind::kLand,
                            orderkind::kAnchor, orderkind::kBoard})
        if (kind == k)
            return true;
    return false;
}

// An order that is the unit's move (a boat's) or its fire (by ranks), checked as those are.
ActionOutcome ChosenMenGame::performInPlaceOf(const GameAction &action, UnitAction in)
{
    if (!m_active.contains(action.actor))
        return ActionOutcome::refused(Text::tr("It is not the card of \"%1\".").arg(action.actor));
    if (!actionsLeftTo(action.actor).contains(in))
        return ActionOutcome::refused(
            Text::tr("%1 may not do that now: it has acted on this card, is fighting a melee, or "
                     "its morale forbids it.")
                .arg(unitName(action.actor)));
    const QString kind = action.kind;
    const ActionOutcome done = kind == orderkind::kCadence  ? FireOrders::fireByRanks(*this, action)
                               : kind == orderkind::kRow    ? BoatOrders::row(*this, action)
                               : kind == orderkind::kLand   ? BoatOrders::land(*this, action)
                               : kind == orderkind::kAnchor ? BoatOrders::anchor(*this, action)
                                                            : BoatOrders::board(*this, action);
    if (done.done) {
        m_actedThisStep << action.actor;
        m_units[action.actor].didSomething = true;
        checkEnd();
    }
    return done;
}

ActionOutcome ChosenMenGame::carryOut(UnitAction kind, const GameAction &action)
{
    switch (kind) {
    case UnitAction::Move:
        return UnitOrders::move(*this, action);
    case UnitAction::Load:
        return UnitOrders::load(*this, action);
    case UnitAction::Fire:
        return FireOrders::fire(*this, action);
    case UnitAction::HoldFire:
        return UnitOrders::holdFire(*this, action);
    case UnitAction::Heal:
        return UnitOrders::heal(*this, action);
    case UnitAction::Charge:
        return MeleeOrders::charge(*this, action);
    }
    return ActionOutcome::refused({});
}

} // namespace ambuscade::chosenmen
