// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/reach.h"

#include "chosenmen/procedures/formation.h"
#include "chosenmen/procedures/unitmorale.h"
#include "chosenmen/tables/fields.h"

#include "chosenmen/procedures/loading.h"
#include "surface/lengthunit.h"

#include <QJsonArray>
#include <QLineF>

namespace ambuscade::chosenmen {

namespace {
double rounded(double value)
{
    return std::round(value * 100) / 100;
}

QString dropId(Drop drop)
{
    switch (drop) {
    case Drop::Lowest:
        return QStringLiteral("lowest");
    case Drop::Highest:
        return QStringLiteral("highest");
    case Drop::None:
        break;
    }
    return QStringLiteral("none");
}

QString groundId(Ground ground)
{
    switch (ground) {
    case Ground::Road:
        return QStringLiteral("road");
    case Ground::Difficult:
        return QStringLiteral("difficult");
    case Ground::Open:
        break;
    }
    return QStringLiteral("open");
}

// A gun's reload as it would be set now (§10): 2 turns more for each man short of a full crew
// at the gun (its crew within 2 in of it, as the game counts them), 1 for each seriously
// wounded one there.
int gunReloadNow(const Scenario &s, const Figure &gun, const FireWeapon &w)
{
    const double reachCm = distances().crewAroundGunIn * kCmPerInch + 1e-9;
    int fit = 0, serious = 0;
    for (const Figure &m : s.figures)
        if (m.group == gun.group && m.onTable() && figureRole(m) == Role::Crew &&
            QLineF(m.position, gun.position).length() - m.radius() - gun.radius() <= reachCm) {
            ++fit;
            serious += m.attributes.count(QStringLiteral("serious_wounds")) > 0;
        }
    return gunReloadTurns(w, std::max(0, fullCrew(w) - fit), serious);
}

QJsonObject weaponJson(const Scenario &s, const Figure &f)
{
    const FireWeapon *w = findFireWeapon(arm(f), Load::Ball);
    if (!w)
        return {{QStringLiteral("id"), arm(f)}};
    const Group *g = s.group(f.group);
    const int reload = figureRole(f) == Role::Gun ? gunReloadNow(s, f, *w)
                       : g ? reloadTurns(*w, unitQuality(*g), britishRegulars(*g))
                           : w->reloadTurns;
    return {{QStringLiteral("id"), arm(f)},
            {QStringLiteral("close_in"), w->closeIn},
            {QStringLiteral("effective_in"), w->effectiveIn},
            {QStringLiteral("dice_per_shot"), w->dicePerShot},
            {QStringLiteral("reload_turns"), reload},
            {QStringLiteral("reload_left"), reloadLeft(f)},
            {QStringLiteral("loaded"), reloadLeft(f) == 0}};
}

QJsonObject moraleJson(const MoraleSituation &m)
{
    QJsonArray modifiers;
    for (const Modifier &mod : moraleModifiers(m))
        modifiers.append(QJsonObject{{QStringLiteral("modifier"), mod.id},
                                     {QStringLiteral("value"), mod.value}});
    return {{QStringLiteral("base"), m.baseMorale},
            {QStringLiteral("modified"), modifiedMorale(m)},
            {QStringLiteral("modifiers"), modifiers}};
}
} // namespace

MoveHere moveHere(const Scenario &s, const geo::TableGeometry &geometry, int figure)
{
    const Figure &f = s.figures[figure];
    const Group *g = s.group(f.group);
    MoveHere here;
    // Mounted officers move as cavalry (reading §4).
    here.move = isMounted(f) ? MoveClass::Cavalry : g ? unitKind(*g).move : MoveClass::Infantry;
    here.ground = groundAt(s, geometry, f.position);
    here.dice = moveDice(here.move, here.ground.ground);
    // The mean roll, less the unit's serious wounds (2 in each, §5: "the unit's movement"; an
    // officer's own), halved where the ground halves it. A gun's carriage is no man's wound.
    const auto manOfUnit = [&](const Figure &m) {
        return m.group == f.group && m.onTable() && figureRole(m) != Role::Gun &&
               figureRole(m) != Role::Officer && figureRole(m) != Role::Boat;
    };
    int serious = 0;
    for (const Figure &m : s.figures)
        if (figureRole(f) == Role::Officer || !g ? &m == &f : manOfUnit(m))
            serious += m.attributes.count(QStringLiteral("serious_wounds"));
    here.meanIn = std::max(0.0, (meanMoveIn(here.dice) - serious * distances().seriousWoundMoveIn) /
                                    (here.ground.halved ? 2 : 1));
    return here;
}

FigureReach figureReach(const Scenario &s, const geo::TableGeometry &geometry, int figure)
{
    const Figure &f = s.figures[figure];
    FigureReach reach;
    if (const FireWeapon *w = findFireWeapon(arm(f), Load::Ball)) {
        reach.rangeBands.append({rangeBandId(RangeBand::Close), w->closeIn * kCmPerInch});
        reach.rangeBands.append({rangeBandId(RangeBand::Effective), w->effectiveIn * kCmPerInch});
    }
    if (figureRole(f) == Role::Officer)
        reach.commandCm = distances().officerCommandIn * kCmPerInch;
    else if (figureRole(f) == Role::SquadLeader)
        reach.commandCm = (s.group(f.group) ? placingIn(unitKind(*s.group(f.group)))
                                            : distances().placeAroundLeaderIn) *
                          kCmPerInch;
    reach.moveCm = moveHere(s, geometry, figure).meanIn * kCmPerInch;
    return reach;
}

QJsonObject inspectFigure(const Scenario &s, int figure, bool afloat)
{
    const geo::TableGeometry geometry(s, &terrainEffect, sightRules());
    const Figure &f = s.figures[figure];
    const Group *g = s.group(f.group);
    const MoveHere here = moveHere(s, geometry, figure);
    static const char *const coverIds[] = {"open", "soft", "hard"};
    const geo::CoverResult cover = geometry.positionCover(f.position, f.radius());
    QJsonObject answer{
        {QStringLiteral("figure"), f.id},
        {QStringLiteral("group"), f.group},
        {QStringLiteral("unit_of_length"), QStringLiteral("in")},
        {QStringLiteral("role"), roleId(figureRole(f))},
        {QStringLiteral("cover"), QLatin1String(coverIds[static_cast<int>(cover.cover)])},
        {QStringLiteral("movement"),
         QJsonObject{{QStringLiteral("ground"), groundId(here.ground.ground)},
                     {QStringLiteral("dice"), here.dice.dice},
                     {QStringLiteral("drop"), dropId(here.dice.drop)},
                     {QStringLiteral("add_in"), here.dice.addIn},
                     {QStringLiteral("halved"), here.ground.halved},
                     {QStringLiteral("mean_in"), rounded(here.meanIn)}}},
        {QStringLiteral("weapon"), weaponJson(s, f)},
        {QStringLiteral("command_in"), figureReach(s, geometry, figure).commandCm / kCmPerInch},
    };
    if (g) {
        answer.insert(QStringLiteral("quality"), unitQuality(*g).id);
        answer.insert(QStringLiteral("kind"), unitKind(*g).id);
        answer.insert(QStringLiteral("formed"), isFormed(s, geometry, g->id));
        answer.insert(QStringLiteral("morale"),
                      moraleJson(moraleSituationOf(s, geometry, g->id, afloat)));
    }
    if (figureRole(f) == Role::Officer)
        answer.insert(QStringLiteral("bonus_points"), bonusPoints(f));
    return answer;
}

} // namespace ambuscade::chosenmen
