// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/leadership.h"

#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/tables/fields.h"
#include "surface/lengthunit.h"

#include <QLineF>

#include <algorithm>

namespace ambuscade::chosenmen {

namespace {
constexpr int kIsolatedOdds = 4;
constexpr int kPrisonersPerGuard = 7;
} // namespace

bool officerWithinRally(const Scenario &s, const QString &officer, const QString &group)
{
    const Figure *him = s.figure(officer);
    if (!him || !him->onTable() || figureRole(*him) != Role::Officer)
        return false;
    const double reachCm = distances().rallyIn * kCmPerInch;
    for (const Figure &f : s.figures)
        if (f.group == group && f.onTable() &&
            QLineF(f.position, him->position).length() - f.radius() - him->radius() <=
                reachCm + 1e-9)
            return true;
    return false;
}

bool standsAlone(const Scenario &s, const QString &officer)
{
    const Figure *him = s.figure(officer);
    if (!him || !him->onTable())
        return false;
    const double reachCm = distances().rallyIn * kCmPerInch;
    return std::none_of(s.figures.begin(), s.figures.end(), [&](const Figure &f) {
        return &f != him && f.side == him->side && f.onTable() &&
               QLineF(f.position, him->position).length() - f.radius() - him->radius() <=
                   reachCm + 1e-9;
    });
}

bool awaitsFieldPromotion(const Scenario &s, const QString &group)
{
    if (squadLeader(s, group) >= 0)
        return false;
    // An officer's party is no unit: it has no squad leader to lose; nor is a gun left alone,
    // nor a boat.
    return std::any_of(s.figures.begin(), s.figures.end(), [&](const Figure &f) {
        return f.group == group && f.onTable() && figureRole(f) != Role::Officer &&
               figureRole(f) != Role::Gun && figureRole(f) != Role::Boat;
    });
}

bool promote(Scenario &s, const QString &officer, const QString &figure)
{
    const Figure *man = s.figure(figure);
    if (!man || !man->onTable() || figureRole(*man) == Role::Officer ||
        !officerWithinRally(s, officer, man->group) || !awaitsFieldPromotion(s, man->group))
        return false;
    for (Figure &f : s.figures)
        if (f.id == figure)
            f.attributes.set(QStringLiteral("role"), roleId(Role::SquadLeader));
    return true;
}

namespace {
double edgeCm(const Figure &a, const Figure &b)
{
    return QLineF(a.position, b.position).length() - a.radius() - b.radius();
}
} // namespace

bool outOfCommand(const Scenario &s, const QString &figure)
{
    const Figure *man = s.figure(figure);
    const Group *unit = man ? s.group(man->group) : nullptr;
    if (!man || !unit || figureRole(*man) == Role::SquadLeader || figureRole(*man) == Role::Officer)
        return false;
    const int leader = squadLeader(s, unit->id);
    if (leader >= 0 &&
        edgeCm(*man, s.figures[leader]) <= placingIn(unitKind(*unit)) * kCmPerInch + 1e-9)
        return false;
    const double officerCm = distances().officerCommandIn * kCmPerInch;
    for (const Figure &f : s.figures) {
        const Group *own = s.group(f.group);
        if (f.onTable() && figureRole(f) == Role::Officer && own && own->side == man->side &&
            formation(*own) == formation(*unit) && edgeCm(*man, f) <= officerCm + 1e-9)
            return false;
    }
    return true;
}

QStringList formUp(Scenario &s, const QString &group)
{
    const Group *unit = s.group(group);
    const int leader = unit ? squadLeader(s, group) : -1;
    if (leader < 0)
        return {};
    double placingCm = placingIn(unitKind(*unit)) * kCmPerInch;
    Figure lead = s.figures[leader];
    // A gun is moved by its crew, never by forming up. A unit whose leader stands at its gun
    // forms up on the gun (§4: its men within 2 in of it); one away from it, on its leader.
    int gun = -1;
    for (int i = 0; i < s.figures.size(); ++i)
        if (s.figures[i].group == group && s.figures[i].onTable() &&
            figureRole(s.figures[i]) == Role::Gun)
            gun = i;
    const double gunCm = distances().crewAroundGunIn * kCmPerInch;
    QString anchorId = lead.id;
    if (gun >= 0 && edgeCm(lead, s.figures[gun]) <= gunCm + 1e-9) {
        lead = s.figures[gun];
        placingCm = gunCm;
    }
    QStringList moved;
    for (Figure &f : s.figures) {
        if (f.group != group || !f.onTable() || f.id == lead.id || f.id == anchorId ||
            figureRole(f) == Role::Gun)
            continue;
        const double gap = edgeCm(f, lead);
        if (gap <= placingCm + 1e-9)
            continue;
        // Along the line to the leader, to stand exactly at the placing distance.
        const QLineF line(f.position, lead.position);
        f.position = line.pointAt((gap - placingCm) / line.length());
        moved << f.id;
    }
    return moved;
}

IsolatedOfficer isolatedOfficer(bool alone, int chargers, bool hasMoved)
{
    if (!alone || chargers < kIsolatedOdds)
        return IsolatedOfficer::Stands;
    return hasMoved ? IsolatedOfficer::Surrenders : IsolatedOfficer::Flees;
}

int guardsNeeded(int prisoners)
{
    return (prisoners + kPrisonersPerGuard - 1) / kPrisonersPerGuard;
}

} // namespace ambuscade::chosenmen
