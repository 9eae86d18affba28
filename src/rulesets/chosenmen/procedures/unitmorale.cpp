// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/unitmorale.h"

#include "chosenmen/procedures/formation.h"
#include "chosenmen/tables/fields.h"
#include "surface/lengthunit.h"

#include <QLineF>

#include <algorithm>

namespace ambuscade::chosenmen {

namespace {

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

bool countsAsCasualty(const Figure &f, int turn, bool ignoresMinor)
{
    if (figureRole(f) == Role::Gun || figureRole(f) == Role::Boat || figureRole(f) == Role::Officer)
        return false; // a gun is no man: its carriage's wounds and its loss are no casualty
    if (f.killed)
        return true;
    if (f.attributes.count(QStringLiteral("serious_wounds")) > 0)
        return true;
    // A minor wound counts for one turn only (reading §6): the turn it is taken in and the
    // next, so that the unit's next card sees it whenever in the turn it came. A unit with a
    // musician ignores minor wounds (§6).
    return !ignoresMinor && f.attributes.count(QStringLiteral("minor_wounds")) > 0 &&
           turn <= f.attributes.count(QStringLiteral("minor_turn")) + 1;
}

bool hasMusician(const Scenario &s, const QString &group)
{
    return std::any_of(s.figures.begin(), s.figures.end(), [&](const Figure &f) {
        return f.group == group && f.onTable() && figureRole(f) == Role::Musician;
    });
}

int unitCasualties(const Scenario &s, const QString &group, int turn)
{
    const bool musician = hasMusician(s, group);
    int lost = 0;
    for (const Figure &f : s.figures)
        lost += f.group == group && countsAsCasualty(f, turn, musician);
    return lost;
}

MoraleSituation moraleSituationOf(const Scenario &s, const geo::TableGeometry &geometry,
                                  const QString &group, bool afloat, int turn)
{
    MoraleSituation m;
    const Group *g = s.group(group);
    if (!g)
        return m;
    m.baseMorale = unitQuality(*g).baseMorale;
    m.kindModifier = unitKind(*g).moraleModifier;
    m.marinesAfloat = afloat && unitKind(*g).afloatBonus;
    const bool musician = hasMusician(s, group);
    for (const Figure &f : s.figures) {
        const Group *own = s.group(f.group);
        const Role role = figureRole(f);
        if (f.group == group) {
            const bool casualty = countsAsCasualty(f, turn, musician);
            m.casualties += casualty;
            // Struck by a gun: −1 more while he counts as a casualty (§3).
            m.artilleryCasualties +=
                casualty && f.attributes.flag(QStringLiteral("artillery_casualty"));
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
