// SPDX-License-Identifier: GPL-3.0-or-later
// A unit's own actions but fire and charge (reading §2, §4, §6), its morale tests (§3) and the
// moves a test forces on it.
#include "chosenmen/game/gameorders.h"

#include "chosenmen/game/boats.h"
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/loading.h"
#include "chosenmen/procedures/unitmorale.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"
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

QString outcomeText(MoraleOutcome outcome)
{
    switch (outcome) {
    case MoraleOutcome::CarryOn:
        return Text::tr("carries on");
    case MoraleOutcome::RetreatToCover:
        return Text::tr("retreats to cover");
    case MoraleOutcome::Flee:
        return Text::tr("flees");
    }
    return {};
}

QString statusId(MoraleOutcome outcome)
{
    switch (outcome) {
    case MoraleOutcome::CarryOn:
        return QStringLiteral("steady");
    case MoraleOutcome::RetreatToCover:
        return QStringLiteral("retreating");
    case MoraleOutcome::Flee:
        return QStringLiteral("fleeing");
    }
    return {};
}

// The nearest enemy man to a point: where the threat comes from.
std::optional<QPointF> nearestEnemy(const Scenario &s, const QString &side, const QPointF &from)
{
    std::optional<QPointF> best;
    for (const Figure &f : s.figures)
        if (f.side != side && f.onTable() &&
            (!best || geo::distance(f.position, from) < geo::distance(*best, from)))
            best = f.position;
    return best;
}

// A fleeing unit with a man this near the table's edge has run off it.
constexpr double kEdgeCm = 1;

} // namespace

MoraleSituation UnitOrders::situationFor(const ChosenMenGame &game, const QString &group,
                                         int rallyBonus, bool activating, bool charging)
{
    MoraleSituation situation = moraleSituationOf(game.m_s, *game.m_geometry, group,
                                                  unitBoat(game.m_s, group) >= 0, game.m_turn);
    situation.rallyBonus = rallyBonus;
    if (charging) // "+2 defending hard cover/building" (§2): a charger is not defending
        situation.defendingHardCover = false;
    if (const int leader = squadLeader(game.m_s, group); activating && leader >= 0)
        situation.leaderRating =
            game.m_s.figures[leader].attributes.count(QStringLiteral("rating"));
    situation.coloursLost = game.m_coloursLost.contains(game.commandOf(group));
    situation.coloursCaptured = game.m_coloursTaken.contains(group);
    return situation;
}

int UnitOrders::moraleNeeded(const ChosenMenGame &game, const QString &group, int rallyBonus,
                             bool charging)
{
    return modifiedMorale(situationFor(game, group, rallyBonus, false, charging));
}

MoraleOutcome UnitOrders::testMorale(ChosenMenGame &game, const QString &group, const QString &why,
                                     int rallyBonus, bool activating, bool charging)
{
    UnitRecord &r = game.m_units[group];
    const MoraleSituation situation = situationFor(game, group, rallyBonus, activating, charging);
    MoraleTest test = chosenmen::testMorale(situation, game.m_dice);
    sayTest(game, group, why, test);
    // A failed test may be rolled again once, on an officer's bonus readied this turn (§8).
    if (test.outcome != MoraleOutcome::CarryOn) {
        if (const QString officer = OfficerOrders::rerollFor(game, group); !officer.isEmpty()) {
            game.m_rerollsReady.remove(officer);
            test = chosenmen::testMorale(situation, game.m_dice);
            sayTest(
                game, group,
                Text::tr("rolled again on %1's bonus").arg(figureName(*game.m_s.figure(officer))),
                test);
        }
    }
    r.morale = moraleAfter(r.morale, test.outcome);
    r.tookCasualties = false;
    r.passedThisTurn = r.passedThisTurn || test.outcome == MoraleOutcome::CarryOn;
    for (Group &g : game.m_s.groups)
        if (g.id == group)
            g.attributes.set(QStringLiteral("status"), statusId(r.morale));
    return r.morale;
}

void UnitOrders::sayTest(ChosenMenGame &game, const QString &group, const QString &why,
                         const MoraleTest &test)
{
    const MoraleOutcome told = moraleAfter(game.record(group).morale, test.outcome);
    QJsonArray modifiers;
    for (const Modifier &m : test.modifiers)
        modifiers.append(
            QJsonObject{{QStringLiteral("modifier"), m.id}, {QStringLiteral("value"), m.value}});
    game.say(QStringLiteral("morale"),
             Text::tr("%1 tests morale (%2): needs %3 or less, rolls %4: %5.")
                 .arg(game.unitName(group), why)
                 .arg(test.target)
                 .arg(test.die)
                 .arg(outcomeText(told)),
             {{QStringLiteral("unit"), group},
              {QStringLiteral("target"), test.target},
              {QStringLiteral("die"), test.die},
              {QStringLiteral("dice"), QJsonArray{test.die}},
              {QStringLiteral("outcome"), moraleOutcomeId(told)},
              {QStringLiteral("modifiers"), modifiers}});
}

double UnitOrders::moveUnit(ChosenMenGame &game, const QString &group, const QPointF &to,
                            const QPointF &face, const QString &why, bool gather)
{
    const QList<Placement> before = placementsOf(game.m_s, menOf(game.m_s, group));
    UnitMove move(game.m_s, *game.m_geometry, group, game.record(group).blown);
    const MovedUnit moved = move.toward(to, face, game.m_dice, gather);
    game.tableChanged();
    game.say(logevent::kMove, movedText(game.unitName(group), why, moved, false),
             {{QStringLiteral("unit"), group},
              {QStringLiteral("dice"), QJsonArray::fromVariantList(moved.diceJson)},
              {QStringLiteral("inches"), moved.inches},
              {QStringLiteral("to"), pointsJson({moved.leaderEnd})},
              {QStringLiteral("moves"), movesSince(game.m_s, before)}});
    return moved.inches;
}

ActionOutcome UnitOrders::move(ChosenMenGame &game, const GameAction &order)
{
    QList<QPointF> to, face;
    if (!pointsFromJson(order.params.value(QStringLiteral("to")), &to) || to.size() != 1)
        return ActionOutcome::refused(Text::tr("A move needs a point to go to: \"to\": [x, y]."));
    if (order.params.contains(QStringLiteral("face")) &&
        (!pointsFromJson(order.params.value(QStringLiteral("face")), &face) || face.size() != 1))
        return ActionOutcome::refused(Text::tr("\"face\" should be a point: [x, y]."));
    if (!game.m_s.table.rect().contains(to.first()))
        return ActionOutcome::refused(Text::tr("The point to go to is off the table."));
    if (unitBoat(game.m_s, order.actor) >= 0)
        return ActionOutcome::refused(Text::tr("%1 has men aboard a boat: it rows it, or lands.")
                                          .arg(game.unitName(order.actor)));
    if (!mayWalk(game.m_s, order.actor))
        return ActionOutcome::refused(
            Text::tr("%1 may not take its gun along: it is loaded, or too few men are left to "
                     "move it.")
                .arg(game.unitName(order.actor)));
    const double inches = moveUnit(game, order.actor, to.first(),
                                   face.isEmpty() ? QPointF() : face.first(), Text::tr("moves"));
    FireOrders::springHeldFire(game, order.actor);
    return {
        true, {}, Text::tr("moved %1").arg(lengthLabel(inches * kCmPerInch, LengthUnit::Inches))};
}

ActionOutcome UnitOrders::load(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    const QList<int> men = menOf(s, order.actor);
    if (const int gun = unitGun(s, order.actor); !anyToLoad(s, men) && gun >= 0 &&
                                                 reloadLeft(s.figures[gun]) > 0 &&
                                                 atGun(s, order.actor, true).isEmpty())
        return ActionOutcome::refused(
            Text::tr("Nobody of the crew of %1 stands within 2 in of its gun to load it.")
                .arg(game.unitName(order.actor)));
    if (!anyToLoad(s, men))
        return ActionOutcome::refused(
            Text::tr("Every man of %1 is loaded.").arg(game.unitName(order.actor)));
    const bool tap = order.params.value(QStringLiteral("tap")).toBool();
    int ready = 0;
    int gunLeft = -1; // the gun's reload counter once turned; -1: no gun loaded
    for (int i : men) {
        if (!mayLoad(s, i))
            continue;
        Figure &f = s.figures[i];
        const FireWeapon *w = weaponToLoad(f);
        if (figureRole(f) == Role::Gun) {
            // §10: 2 turns more for each man lost, 1 for each seriously wounded: a gunner lost
            // (or wounded) at the gun since it fired, or since its last turn of loading,
            // lengthens its loading as if he had been lost before it fired.
            const auto [lost, serious] = crewLosses(s, order.actor, *w);
            int left = reloadLeft(f);
            if (const int lostThen = f.attributes.count(QStringLiteral("crew_lost")) - 1;
                lostThen >= 0) // known once it has fired or been loaded in this game
                left +=
                    2 * std::max(0, lost - lostThen) +
                    std::max(0, serious - (f.attributes.count(QStringLiteral("crew_serious")) - 1));
            left = std::max(0, left - 1);
            f.attributes.set(QStringLiteral("reload"), left);
            f.attributes.set(QStringLiteral("crew_lost"), lost + 1);
            f.attributes.set(QStringLiteral("crew_serious"), serious + 1);
            ready += left == 0;
            gunLeft = left;
            continue;
        }
        Loading l{reloadLeft(f), false};
        l = tap && w->tapLoads ? tapLoad(*w, l) : loadTurn(l);
        f.attributes.set(QStringLiteral("reload"), l.turnsLeft);
        f.attributes.set(QStringLiteral("tap_loaded"), l.tapLoaded);
        ready += l.loaded();
    }
    QJsonObject detail{{QStringLiteral("unit"), order.actor}, {QStringLiteral("ready"), ready}};
    QString text =
        Text::tr("%1 loads: %2 ready to fire.").arg(game.unitName(order.actor), menText(ready));
    if (gunLeft >= 0) {
        // The gun's counter turns one down a turn (§10): said, so the table can follow it.
        detail.insert(QStringLiteral("gun_reload"), gunLeft);
        text += QLatin1Char(' ') +
                (gunLeft == 0 ? Text::tr("Its gun is loaded.")
                              : Text::tr("Its gun's reload counter turns to %1.").arg(gunLeft));
    }
    game.say(QStringLiteral("load"), text, detail);
    return {true, {}, Text::tr("%1 ready").arg(menText(ready))};
}

ActionOutcome UnitOrders::heal(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    // The unit whose seriously wounded man its musician treats: its own, or another of its
    // command within his reach (§6).
    const QString patient = order.params.value(QStringLiteral("unit")).toString();
    if (!patient.isEmpty() && !musiciansPatients(game, order.actor).contains(patient))
        return ActionOutcome::refused(
            Text::tr("The musician of %1 reaches no seriously wounded man of \"%2\" (a unit of "
                     "his command within %3 in).")
                .arg(game.unitName(order.actor), patient)
                .arg(distances().officerCommandIn));
    const QList<int> men = menOf(s, order.actor);
    int treated = 0;
    for (int i : men) {
        const WoundState before = woundsOf(s.figures[i]);
        treated += before.minor > 0;
        setWounds(s.figures[i], treatMinors(before));
    }
    const bool musician = unitHasMusician(s, order.actor);
    const QString treatedUnit = patient.isEmpty() ? order.actor : patient;
    for (int i : menOf(s, treatedUnit))
        if (musician && woundsOf(s.figures[i]).serious > 0) {
            setWounds(s.figures[i], removeSerious(woundsOf(s.figures[i])));
            ++treated;
            break;
        }
    const QString text =
        treatedUnit == order.actor
            ? Text::tr("%1 tends its wounded: %2 treated.")
                  .arg(game.unitName(order.actor), menText(treated))
            : Text::tr("%1 tends its wounded, and its musician a man of %2: %3 treated.")
                  .arg(game.unitName(order.actor), game.unitName(treatedUnit), menText(treated));
    QJsonObject detail{{QStringLiteral("unit"), order.actor}, {QStringLiteral("treated"), treated}};
    if (treatedUnit != order.actor)
        detail.insert(QStringLiteral("patient"), treatedUnit);
    game.say(QStringLiteral("heal"), text, detail);
    return {true, {}, Text::tr("%1 treated").arg(menText(treated))};
}

QStringList UnitOrders::musiciansPatients(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const Group *own = s.group(group);
    QStringList units;
    int musician = -1;
    for (int i : menOf(s, group))
        if (figureRole(s.figures[i]) == Role::Musician && fitToFight(s.figures[i]))
            musician = i;
    if (!own || musician < 0)
        return units;
    for (const Group &g : s.groups) {
        if (g.id == group || g.side != own->side || formation(g) != formation(*own))
            continue;
        for (int i : menOf(s, g.id))
            if (woundsOf(s.figures[i]).serious > 0 &&
                game.geometry().edgeDistance(i, musician) <=
                    distances().officerCommandIn * kCmPerInch + 1e-9) {
                units << g.id;
                break;
            }
    }
    return units;
}

ActionOutcome UnitOrders::holdFire(ChosenMenGame &game, const GameAction &order)
{
    game.m_units[order.actor].holdingFire = true;
    game.say(QStringLiteral("hold-fire"),
             Text::tr("%1 holds its fire for the first enemy to come within close range.")
                 .arg(game.unitName(order.actor)),
             {{QStringLiteral("unit"), order.actor}});
    return {true, {}, Text::tr("holding fire")};
}

void UnitOrders::retreatToCover(ChosenMenGame &game, const QString &group, bool leaderLost)
{
    if (mostlyInCover(game.m_s, *game.m_geometry, group))
        return;
    const QPointF from = centreOf(game.m_s, group);
    const Group *g = game.m_s.group(group);
    const std::optional<QPointF> threat = nearestEnemy(game.m_s, g->side, from);
    const QPointF cover = nearestCoverAwayFrom(game.m_s, *game.m_geometry, group, threat);
    if (leaderLost)
        game.say(QStringLiteral("promotion"),
                 Text::tr("%1 has lost its squad leader, and no officer has promoted another: "
                          "it must seek cover.")
                     .arg(game.unitName(group)),
                 {{QStringLiteral("unit"), group}, {QStringLiteral("reason"), "leader_lost"}});
    moveUnit(game, group, cover, threat.value_or(QPointF()), Text::tr("retreats to cover"), true);
    game.m_actedThisStep << group;
}

void UnitOrders::flee(ChosenMenGame &game, const QString &group)
{
    const QPointF from = centreOf(game.m_s, group);
    const Group *g = game.m_s.group(group);
    const QPointF away = fleeingPoint(game.m_s, from, nearestEnemy(game.m_s, g->side, from));
    moveUnit(game, group, away, QPointF(), Text::tr("flees"));
    game.m_actedThisStep << group;
    // Run to the table's edge, it is gone from the fight.
    const QRectF inside = game.m_s.table.rect().adjusted(kEdgeCm, kEdgeCm, -kEdgeCm, -kEdgeCm);
    const QList<int> men = menOf(game.m_s, group);
    if (std::any_of(men.begin(), men.end(),
                    [&](int i) { return !inside.contains(game.m_s.figures[i].position); })) {
        for (int i : men)
            game.m_s.figures[i].killed = true;
        game.tableChanged();
        game.say(QStringLiteral("rout"),
                 Text::tr("%1 runs off the table and is lost.").arg(game.unitName(group)),
                 {{QStringLiteral("unit"), group}});
    }
}

} // namespace ambuscade::chosenmen
