// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/unitmorale.h"

#include "chosenmen/procedures/formation.h"
#include "chosenmen/tables/fields.h"
#include "surface/lengthunit.h"

#include <QLineF>

namespace ambuscade::chosenmen {

namespace {

bool wounded(const Figure &f)
{
    return f.attributes.count(QStringLiteral("minor_wounds")) > 0 ||
           f.attributes.count(QStringLiteral("serious_wounds")) > 0;
}

bool supportedByFormed(const Scenario &s, const geo::TableGeometry &geometry, const Group &g)
{
    // The reading gives no distance for support: the officer's command distance is taken.
    const double reachCm = distances().officerCommandIn * kCmPerInch;
    for (const Group &other : s.groups) {
        if (other.id == g.id || other.side != g.side || !isFormed(s, geometry, other.id))
            continue;
        for (const Figure &a : s.figures)
            for (const Figure &b : s.figures)
                if (a.group == g.id && b.group == other.id && a.onTable() && b.onTable() &&
                    QLineF(a.position, b.position).length() - a.radius() - b.radius() <= reachCm)
                    return true;
    }
    return false;
}

bool mostlyInHardCover(const Scenario &s, const geo::TableGeometry &geometry, const Group &g)
{
    int standing = 0, hard = 0;
    for (const Figure &f : s.figures) {
        if (f.group != g.id || !f.onTable())
            continue;
        ++standing;
        hard += geometry.positionCover(f.position, f.radius()).cover == geo::Cover::Hard;
    }
    return standing > 0 && hard * 2 > standing;
}
} // namespace

MoraleSituation moraleSituationOf(const Scenario &s, const geo::TableGeometry &geometry,
                                  const QString &group, bool afloat)
{
    MoraleSituation m;
    const Group *g = s.group(group);
    if (!g)
        return m;
    m.baseMorale = unitQuality(*g).baseMorale;
    m.kindModifier = unitKind(*g).moraleModifier;
    m.marinesAfloat = afloat && unitKind(*g).afloatBonus;
    for (const Figure &f : s.figures) {
        const Group *own = s.group(f.group);
        const Role role = figureRole(f);
        if (f.group == group) {
            m.casualties += f.killed || wounded(f);
            m.leaderLost = m.leaderLost || (f.killed && role == Role::SquadLeader);
            m.withColours = m.withColours || (f.onTable() && role == Role::ColourBearer);
        } else if (f.killed && role == Role::Officer && own && own->side == g->side &&
                   formation(*own) == formation(*g)) {
            m.officerLost = true;
        }
    }
    m.formed = isFormed(s, geometry, group);
    m.supportedByFormed = supportedByFormed(s, geometry, *g);
    m.defendingHardCover = mostlyInHardCover(s, geometry, *g);
    return m;
}

} // namespace ambuscade::chosenmen
